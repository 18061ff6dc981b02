"""A reaction window over a voluntary discard of the Discard Phase (GEfaq faq-047; v2.1 "PLAYING
REACTION CARDS": "The following things can be reacted to: ... the discarding of cards during the
Discard Phase"): the registry reaction `react` with on = "discarding", tried on a synthetic card."""
from __future__ import annotations

import pytest

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, duel, hand_card

SNOOP = mk("R/L2", "Test Discard Snoop")
SCRIPT = '''
[[reaction]]
effect = "react"
on = "discarding"
do = [{ effect = "draw", count = 1 }]
'''
JUNK = mk("S2", "Test Junk")
SCOUT = mk("S3", "Test Scout")


@pytest.fixture(autouse=True)
def snoop(script) -> None:
    script(SNOOP, SCRIPT)


def _reacts(s, seat: int) -> list[dict]:
    return [a for a in s.legal_actions(seat) if a["type"] == "react"]


def test_an_opponent_may_react_to_a_card_discarded_from_the_hand():
    s, _ = duel(hand=[JUNK], hand_b=[SNOOP])
    snoop = hand_card(s, "l2-test-discard-snoop", B)
    skip_to(s, "discard")
    act(s, "discard", card=hand_card(s, "s2-test-junk"))
    assert s.pending and s.pending[-1]["k"] == "react" and s.pending[-1]["p"] == B
    assert _reacts(s, B) == [{"player": B, "type": "react", "card": snoop, "reaction": "reaction0"}]
    deck = len(s.deck[B])
    act(s, "react", card=snoop, reaction="reaction0")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert len(s.deck[B]) == deck - 1 and snoop in s.discard[B]  # it drew its card
    assert s.phase == "discard" and s.active == A  # the Discard Phase goes on


def test_an_opponent_may_react_to_a_card_discarded_from_play():
    s, ids = duel(mine=[("x", SCOUT, None)], hand_b=[SNOOP])
    skip_to(s, "discard")
    act(s, "scuttle", card=ids["x"])
    assert [a["card"] for a in _reacts(s, B)] == [hand_card(s, "l2-test-discard-snoop", B)]


def test_no_discard_window_for_a_card_play_or_for_the_discarding_player_himself():
    s, _ = duel(hand=[JUNK, SCOUT], hand_b=[SNOOP])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "s2-test-junk"))  # a card play, not a discard: nothing to answer
    assert not s.pending
    s, _ = duel(hand=[JUNK, SNOOP])
    skip_to(s, "discard")
    act(s, "discard", card=hand_card(s, "s2-test-junk"))
    assert not s.pending  # v2.1 weapons fire step b: the acting player reacts only once another has
