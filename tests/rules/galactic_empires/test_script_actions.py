"""Composable card-script actions in the engine (issue 15): a card does each of its on_play
actions in the order its script lists them."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.galactic_empires import effects
from rules.galactic_empires.effects import loader
from rules.galactic_empires.position import Position

from .helpers import act, mk, new_game, place, refresh, skip_to, stacked
from .test_effects_cards import A, B, damage, duel, hand_card, play, targets_of

SQUALL = mk("H3", "Test Squall")  # a hazard: "3 points of damage to one opponent ship. Draw 2 cards."
HULK = mk("S9", "Test Hulk")
SCRIPT = '''identity = "H3|test squall"
titles = ["Test Squall"]

[[play]]
effect = "target"
select = { owner = "opp", types = "SB" }

[[on_play]]
effect = "damage"
amount = "strength"
to = "target"

[[on_play]]
effect = "draw"
count = 2
'''


@pytest.fixture
def squall(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The card's script, read and validated by the loader as the shipped scripts are."""
    path = tmp_path / "hazard" / "h3-test-squall.toml"
    path.parent.mkdir()
    path.write_text(SCRIPT)
    scripts = loader.load(tmp_path, effects.implemented_verbs())
    monkeypatch.setitem(effects.CARD_EFFECTS, "H3|test squall", loader.compile_effects(scripts)["H3|test squall"])


def test_a_composed_card_damages_then_draws(squall: None) -> None:
    mine, theirs = stacked([mk("T1", "Test Home"), SQUALL], 40), stacked([mk("T1", "Test Rock"), HULK], 40)
    first = new_game([mine, theirs]).order[0]  # the seed decides who starts: deal so that we do
    s = new_game([mine, theirs] if first == 0 else [theirs, mine])
    a, b = s.order
    hulk = place(s, b, HULK["key"])
    refresh(s)
    skip_to(s, "play_a")
    card = next(c for c in s.hand[a] if s.ci[c].key == SQUALL["key"])
    plays = [x for x in s.legal_actions(a) if x["type"] == "play" and x["card"] == card]
    assert plays == [{"player": a, "type": "play", "card": card, "on": hulk}]  # the selector: opponent ships
    hand = len(s.hand[a])
    act(s, "play", card=card, on=hulk)
    while s.pending:
        act(s, "pass")
    assert s.ip[hulk]["sd"] + s.ip[hulk]["hd"] == 3  # damaged ...
    assert len(s.hand[a]) == hand - 1 + 2  # ... then drew two
    assert card in s.discard[s._dk(a)] and card not in s.limbo


# ---- issue 24: the general forms the one-card verbs crash, hull_breach and self_destruct became ----------

SKIFF = mk("S3", "Test Skiff", shields=2)
PLAIN = mk("T6", "Test Plain")
GIANT = mk("T8", "Test Giant")


def test_navigational_error_on_a_ship_in_play_on_a_terrain_hits_that_terrain_with_no_choice() -> None:
    """"Player owning the ship chooses which terrain, except when the ship is in play on a terrain
    card": the `carries` card test finds the terrain the ship is on."""
    card = "L4|navigational error"
    s, ids = duel(theirs=[("t", PLAIN, None), ("t2", GIANT, None), ("y", SKIFF, "t")], hand=[card])
    play(s, card, on=ids["y"])
    assert ids["y"] in s.discard[B] and not s.pending  # nobody chooses
    assert damage(s, ids["t"]) == (0, 3) and damage(s, ids["t2"]) == (0, 0)


def test_navigational_error_scores_the_strength_the_ship_had_as_it_crashed() -> None:
    """A `let` keeps the ship's strength (a crew card's bonus included) for the damage scored after
    the ship and its stack are gone."""
    card = "L4|navigational error"
    s, ids = duel(theirs=[("y", SKIFF, None), ("x", "C2|helmsman", "y"), ("t", PLAIN, None)], hand=[card])
    strength = Position(s).strength(ids["y"])
    play(s, card, on=ids["y"])
    assert ids["y"] in s.discard[B] and damage(s, ids["t"]) == (0, strength)


def test_serious_hull_breach_needs_a_crew_or_equipment_card_on_a_unit_without_operating_shields() -> None:
    card = "O2|serious hull breach"
    s, ids = duel(theirs=[("bare", mk("S4", "Test Bare"), None), ("y", mk("S4", "Test Crewed"), None),
                          ("c", mk("C2", "Test Cook"), "y"),
                          ("z", mk("S4", "Test Shielded", shields=2), None), ("e", mk("E3", "Test Probe"), "z")],
                  hand=[card])
    assert targets_of(s, card) == {ids["y"]}
    Position(s).damage(ids["z"], shields=2)  # its shields no longer operate
    assert targets_of(s, card) == {ids["y"], ids["z"]}


def test_self_destruction_is_played_on_an_own_unit_and_an_opponent_unit_at_once() -> None:
    """`target` with `second`: each play names both cards; a unit another player controls is not
    his to self destruct (v2.1 "CONTROL")."""
    card = "O8|self destruction"
    s, ids = duel(mine=[("u", mk("S6", "Test Wreck"), None), ("v", mk("B4", "Test Post"), None)],
                  theirs=[("y", mk("S9", "Test Hulk"), None), ("prize", mk("S3", "Test Prize"), None)],
                  hand=[card, "C5|mutineer"])
    skip_to(s, "play_a")
    Position(s).command_limit(A, 10)  # a command slot for the prize
    play(s, "C5|mutineer", on=ids["prize"])  # A seizes the prize
    assert s.ip[ids["prize"]]["c"] == A
    sd = hand_card(s, card)
    pairs = {(a["on"], a["to"]) for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == sd}
    assert pairs == {(ids["u"], ids["y"]), (ids["v"], ids["y"])}
    play(s, card, on=ids["v"], to=ids["y"])
    assert ids["v"] in s.discard[A] and damage(s, ids["y"]) == (0, 4)


SPARK = mk("H2", "Test Spark")
SPARK_SCRIPT = '''identity = "H2|test spark"
titles = ["Test Spark"]

[[play]]
effect = "target"
select = { owner = "opp", types = "S" }

[[on_play]]
effect = "let"
name = "was"
value = { stat = "shields_left", of = "target" }

[[on_play]]
effect = "damage"
amount = 2
to = "target"

[[on_play]]
effect = "draw"
count = { var = "was" }
if = { target = { damaged = false } }
'''


@pytest.fixture
def spark(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "hazard" / "h2-test-spark.toml"
    path.parent.mkdir()
    path.write_text(SPARK_SCRIPT)
    scripts = loader.load(tmp_path, effects.implemented_verbs())
    monkeypatch.setitem(effects.CARD_EFFECTS, "H2|test spark", loader.compile_effects(scripts)["H2|test spark"])


@pytest.mark.parametrize(("shields", "drawn"), [(3, 3), (1, 0)])
def test_an_action_with_a_condition_is_skipped_unless_it_holds_and_let_keeps_a_number(
    spark: None, shields: int, drawn: int,
) -> None:
    """Any action takes `if`; `let` saves an amount as it was for the actions after it ({var})."""
    s, ids = duel(theirs=[("y", mk("S5", "Test Target", shields=shields), None)], hand=[SPARK])
    hand = len(s.hand[A])
    play(s, SPARK["identity"], on=ids["y"])
    assert len(s.hand[A]) == hand - 1 + drawn  # 3 shields: undamaged structure, draws the 3 it had


@pytest.mark.parametrize(("entry", "problem"), [
    ('effect = "let"\nname = "a b"\nvalue = 1', "name"),
    ('effect = "draw"\ncount = { var = 3 }', "var"),
    ('effect = "draw"\ncount = 1\nif = { wobbly = true }', "wobbly"),
])
def test_the_loader_refuses_a_let_or_var_or_action_condition_the_engine_would_not_read(
    tmp_path: Path, entry: str, problem: str,
) -> None:
    path = tmp_path / "hazard" / "h2-test-spark.toml"
    path.parent.mkdir()
    path.write_text(f'identity = "H2|test spark"\ntitles = ["Test Spark"]\n\n[[on_play]]\n{entry}\n')
    with pytest.raises(loader.ScriptError, match=problem):
        loader.load(tmp_path, effects.implemented_verbs())


def test_a_second_target_needs_a_first() -> None:
    problem = effects.schema.entry_error({"effect": "target", "fleet": "opponent", "second": {"types": "S"}}, "play")
    assert problem and "second" in problem
