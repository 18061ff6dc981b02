"""The game contract's shared pieces: registry, seeded RNG, card schemas, options."""
import copy
import json
import pickle

import pytest

import rules
from rules.core import CardSchema, FixedAction, Field, GameRng, Report, Violation, derive_seed


def test_registry_lists_the_five_games_in_order() -> None:
    assert rules.slugs() == [
        "galactic-empires",
        "interstellar-empire",
        "spark-of-war",
        "empires",
        "imperium-galacticum",
    ]
    assert rules.get("empires").name == "Empires"


def test_unknown_slug_raises_unknown_game() -> None:
    with pytest.raises(rules.UnknownGame):
        rules.get("monopoly")


def test_rng_is_reproducible_and_survives_json() -> None:
    rng = GameRng(42)
    [rng.roll() for _ in range(10)]
    restored = GameRng.from_json(json.loads(json.dumps(rng.to_json())))
    assert [rng.roll() for _ in range(20)] == [restored.roll() for _ in range(20)]
    assert GameRng(7).randint(1, 10**9) == GameRng(7).randint(1, 10**9)


def test_rng_copy_is_independent() -> None:
    rng = GameRng(1)
    twin = rng.copy()
    assert twin == rng
    rng.roll()
    assert twin != rng


def test_derive_seed_is_stable_across_processes() -> None:
    assert derive_seed("match", 1) == derive_seed("match", 1)
    assert derive_seed("match", 1) != derive_seed("match", 2)


def test_card_schema_reports_every_bad_attribute() -> None:
    schema = CardSchema(
        (Field("strength", "int", required=True), Field("empire", "str"), Field("kind", "choice", choices=("ship", "planet")))
    )
    assert schema.validate({"strength": 3, "kind": "ship"}) == []
    errors = schema.validate({"strength": "3", "kind": "moon", "colour": "red"})
    assert "colour: not an attribute of this game's cards" in errors
    assert any(e.startswith("strength: expected a whole number") for e in errors)
    assert any(e.startswith("kind: 'moon' is not one of") for e in errors)
    assert schema.validate({}) == ["strength: required"]


def test_report_is_legal_only_without_violations() -> None:
    report = Report(format="f", players=2)
    assert report.to_dict()["legal"] is True
    report.violations.append(Violation("deck-size", "too small", ["X"]))
    assert report.to_dict()["legal"] is False
    assert report.to_dict()["violations"] == [{"rule": "deck-size", "message": "too small", "cards": ["X"]}]


def test_a_fixed_action_reads_as_a_plain_dict_and_refuses_changes() -> None:
    action = FixedAction(player=0, type="deploy_hex", q=1, r=-2)
    assert action == {"player": 0, "type": "deploy_hex", "q": 1, "r": -2}
    assert json.dumps(action) == '{"player": 0, "type": "deploy_hex", "q": 1, "r": -2}'
    for change in (lambda: action.__setitem__("q", 2), lambda: action.__delitem__("q"), lambda: action.update(q=2),
                   lambda: action.pop("q"), lambda: action.popitem(), lambda: action.setdefault("x", 1),
                   lambda: action.clear(), lambda: action.__ior__({"q": 2})):
        with pytest.raises(TypeError):
            change()
    assert action == {"player": 0, "type": "deploy_hex", "q": 1, "r": -2}
    mine = dict(action)
    mine["q"] = 5  # a copy is an ordinary dict
    for same in (copy.copy(action), copy.deepcopy(action), pickle.loads(pickle.dumps(action))):
        assert type(same) is FixedAction and same == action
