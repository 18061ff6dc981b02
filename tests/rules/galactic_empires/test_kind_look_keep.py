"""The look action's `keep` (issue 25): the cards looked at stay known to the player past the turn,
through his view alone, while they stay in the zone they were seen in ("At the end of the turn
played, after drawing cards, allows the owning player to view the next card in his own deck": he
knows that card until he draws it). Without `keep` a look lasts the turn. Serves C4 and C5
Communications Officer."""
from __future__ import annotations

import pytest

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, duel

EYE = mk("T4", "Test Eye")

BODY = '''
[[trigger]]
effect = "when"
on = "turn_end"
whose = "controller"
do = [{ effect = "look", at = "deck_top", whose = "controller", count = 2, keep = true }]
'''


@pytest.mark.parametrize("keep", [True, False])
def test_a_kept_look_lasts_while_the_cards_stay_in_the_deck(script, keep) -> None:
    script(EYE, BODY if keep else BODY.replace(", keep = true", ""))
    s, ids = duel(mine=[("eye", EYE, None)])
    end_turn(s, draws=0)
    top, second = s.deck[s._dk(A)][-1], s.deck[s._dk(A)][-2]
    assert s.active == B
    assert [x["id"] for x in s.view(A)["seen"]] == ([top, second] if keep else [])
    assert s.view(B)["seen"] == []  # his alone
    end_turn(s, draws=0)
    skip_to(s, "draw")
    assert [x["id"] for x in s.view(A)["seen"]] == ([top, second] if keep else [])
    act(s, "draw")  # one card drawn: the top one leaves the deck, the second stays known
    assert top in s.hand[A]
    assert [x["id"] for x in s.view(A)["seen"]] == ([second] if keep else [])
