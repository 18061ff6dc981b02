"""Every published play ruling has its test here or its line in published/unexpressed.toml (issue 29)."""
from __future__ import annotations

import importlib
import pkgutil

import pytest

from rules.galactic_empires import rulings

from . import CITED

_PACKAGE = __name__.rsplit(".", 1)[0]


def _cited() -> dict[str, list[object]]:
    """Ruling id -> the test functions citing it (every test module of the package imported)."""
    import tests.rules.galactic_empires.rulings as package

    for module in pkgutil.iter_modules(package.__path__):
        if module.name.startswith("test_"):
            importlib.import_module(f"{_PACKAGE}.{module.name}")
    found: dict[str, list[object]] = {}
    for ruling_id, names in CITED.items():
        for name in names:
            module, _, function = name.partition("::")
            found.setdefault(ruling_id, []).append(getattr(importlib.import_module(module), function))
    return found


def _xfail(test: object) -> bool:
    return any(mark.name == "xfail" for mark in getattr(test, "pytestmark", ()))


def test_every_ruling_is_tested_or_listed_as_not_yet_expressible():
    cited = _cited()
    listed = rulings.unexpressed()
    ids = {r.id for r in rulings.catalogue()}
    assert set(listed) <= ids, sorted(set(listed) - ids)
    assert set(cited) <= ids, sorted(set(cited) - ids)
    neither = sorted(ids - set(cited) - set(listed))
    assert not neither, f"rulings with no test and no unexpressed.toml line: {neither}"
    for ruling_id, tests in cited.items():
        failing = [t for t in tests if _xfail(t)]
        if failing:  # a ruling the engine does not follow yet: its strict xfail and its reason
            assert listed.get(ruling_id, {}).get("kind") == "engine_gap", ruling_id
        else:
            assert ruling_id not in listed, f"{ruling_id} is tested: take it out of unexpressed.toml"


def test_every_unexpressed_line_says_why():
    kinds = {"engine_gap", "card_not_modelled", "card_partly_modelled", "deck_building", "not_play", "cross_reference", "untested"}
    for ruling_id, entry in rulings.unexpressed().items():
        assert entry["kind"] in kinds, ruling_id
        assert len(entry["reason"]) > 20, ruling_id


def test_the_closing_count_adds_up():
    report = rulings.report()
    assert report["total"] == len(rulings.catalogue()) == sum(report["by_source"].values())
    assert report["tested"] + report["listed"] == report["total"]
    assert sum(report["listed_by_kind"].values()) == report["listed"]
    assert report["untested"] + report["not_yet_expressible"] == report["listed"]


@pytest.mark.parametrize("ruling_id", ["qa-005", "faq-032", "errata-052"])
def test_catalogue_ids_are_stable(ruling_id):
    # Ids are cited by tests and listed in unexpressed.toml: they must not shift.
    topics = {"qa-005": "B1 Military Outpost", "faq-032": "Friendly Fire", "errata-052": "R/L3 Unlucky Targeting (PE/UE)"}
    assert {r.id: r.topic for r in rulings.catalogue()}[ruling_id] == topics[ruling_id]
