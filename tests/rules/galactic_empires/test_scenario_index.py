"""The checked-in index of the cards' scenario tests (cardscripts/scenarios.tsv) agrees with the real
scenario tables in both directions: the coverage report reads the index, never the tests."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.galactic_empires import decks, effects
from rules.galactic_empires.effects import coverage

from . import scenario_index


def test_the_index_lists_exactly_the_cards_the_scenario_tables_play() -> None:
    found = scenario_index.collect()
    written = coverage.read_scenario_index()
    problems = scenario_index.differences(found, written)
    assert not problems, (
        "cardscripts/scenarios.tsv disagrees with the scenario tables; regenerate it with "
        "`.venv/bin/python -m tests.rules.galactic_empires.scenario_index --write`:\n" + "\n".join(problems)
    )


def test_a_scenario_missing_from_the_index_or_an_extra_entry_is_reported_both_ways() -> None:
    found = {"A1|x": "t.py::a[A1|x]", "B2|y": "t.py::b"}
    assert scenario_index.differences(found, found) == []
    assert scenario_index.differences(found, {"A1|x": "t.py::a[A1|x]"}) == ["B2|y: played by t.py::b, missing from the index"]
    assert scenario_index.differences({"A1|x": "t.py::a[A1|x]"}, found) == [
        "B2|y: in the index (t.py::b) but no scenario table plays it"
    ]


def test_every_node_of_the_index_names_a_test_that_exists() -> None:
    for identity, node in coverage.read_scenario_index().items():
        path, _, rest = node.partition("::")
        function = rest.split("[", 1)[0]
        assert Path(scenario_index.ROOT / path).exists(), node
        module = __import__(path[:-3].replace("/", "."), fromlist=[function])
        assert callable(getattr(module, function, None)), node


def test_the_index_file_round_trips(tmp_path: Path) -> None:
    index = {"A1|x": "tests/a.py::t[A1|x]", "B/T5|y z": "tests/b.py::u"}
    path = tmp_path / "scenarios.tsv"
    path.write_text(scenario_index.render(index), encoding="utf-8")
    assert coverage.read_scenario_index(path) == index
    assert coverage.read_scenario_index(tmp_path / "missing.tsv") == {}


@pytest.mark.parametrize("identity", ["E4|heavy phaser refit", "A1|millennia molting"])
def test_a_card_played_by_a_scenario_and_saying_its_whole_text_is_fully_modelled(identity: str) -> None:
    card = decks.by_identity()[identity]
    assert effects.coverage_detail(card)[0] == "fully" and effects.coverage_class(card) == "modelled"
