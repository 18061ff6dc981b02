"""A `react` entry on a card not printed as a reaction card (issue 29): its text grants it reaction
mode ("As a reaction, or as a card action": O7 Intergalactic Transgate), so it is offered in reaction
like an R/ card; the same card without the entry is not. Serves O7 Intergalactic Transgate."""
from __future__ import annotations

import pytest

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, CRUISER, duel, hand_card

GATE = mk("O5", "Test Gate")  # no R/ on it
BODY = '''
[[on_play]]
effect = "draw"
count = 1
{react}'''
REACT = '''
[[reaction]]
effect = "react"
on = "any"
do = [{ effect = "draw", count = 1 }]
'''


@pytest.mark.parametrize(("react", "offered"), [(REACT, True), ("", False)])
def test_a_react_entry_makes_an_unprinted_card_a_reaction(script, react, offered) -> None:
    script(GATE, BODY.format(react=react))
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[GATE], hand_b=[mk("S2", "Test Sloop")])
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "s2-test-sloop", seat=1))
    gate = hand_card(s, GATE["key"])
    assert any(a["type"] == "react" and a["card"] == gate for a in s.legal_actions(A)) == offered
