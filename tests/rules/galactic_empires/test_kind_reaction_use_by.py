"""`reaction_use`'s `by` (issue 25): a fired_upon reaction offered only against a volley fired by units
of those types (O1 Sun Spot: "Subtract 1 damage point from an opponent ship's weapons fire"). Synthetic
cards through the real loader."""
from __future__ import annotations

import pytest

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, duel, hand_card

DAMPER = mk("O1", "Test Ship Damper", reaction=True)
ANY_DAMPER = mk("O1", "Test Any Damper", reaction=True)
HULL = mk("S5", "Test Hull", shields=9)
WORLD = mk("T3", "Test World")
FORT = mk("B4", "Test Fort", phasers=3)
CUTTER = mk("S4", "Test Cutter", phasers=3)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    rx = '[[reaction]]\neffect = "volley_mod"\nreduce = 1\n[[reaction]]\neffect = "reaction_use"\non = "fired_upon"\n'
    script(DAMPER, rx + 'by = "S"\n')
    script(ANY_DAMPER, rx)


@pytest.mark.parametrize("firer, card, offered", [
    (FORT, DAMPER, False), (CUTTER, DAMPER, True), (FORT, ANY_DAMPER, True), (CUTTER, ANY_DAMPER, True)])
def test_offered_only_against_a_volley_of_those_types(firer, card, offered: bool) -> None:
    s, ids = duel(mine=[("x", HULL, None)], theirs=[("t", WORLD, None), ("f", firer, "t" if firer is FORT else None)],
                  hand=[card])
    end_turn(s, draws=0)
    skip_to(s, "fire")
    act(s, "target", on=ids["x"])
    act(s, "fire", card=ids["f"], weapon="phaser")
    act(s, "resolve")
    c = hand_card(s, card["key"])
    assert bool([a for a in s.legal_actions(A) if a["type"] == "react" and a["card"] == c]) == offered
