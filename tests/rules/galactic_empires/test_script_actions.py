"""Composable card-script actions in the engine (issue 15): a card does each of its on_play
actions in the order its script lists them."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.galactic_empires import effects
from rules.galactic_empires.effects import loader

from .helpers import act, mk, new_game, place, refresh, skip_to, stacked

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
