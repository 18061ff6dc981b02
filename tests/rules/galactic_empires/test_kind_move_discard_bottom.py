"""The `move` action's `discard_bottom` (issue 25): "Placed at the bottom of the discard pile after
use": the card, once it has acted, goes under its owner's discard pile (not on top, and only once)."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import A, duel, hand_card

SIGNAL = mk("O2", "Test Signal")
JUNK = mk("O1", "Test Junk")

SCRIPT = '''
[[on_play]]
effect = "draw"
count = 1

[[on_play]]
effect = "move"
what = "self"
to = "discard_bottom"
'''


def test_a_card_placed_at_the_bottom_of_the_discard_pile_after_use(script) -> None:
    script(SIGNAL, SCRIPT)
    script(JUNK, SCRIPT.split("[[on_play]]")[1].join(["[[on_play]]", ""]))  # draws, then the usual discard
    s, _ = duel(hand=[SIGNAL, JUNK])
    junk = hand_card(s, JUNK["key"])
    skip_to(s, "play_a")
    act(s, "play", card=junk)  # a card already on the pile
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    signal = hand_card(s, SIGNAL["key"])
    hand = len(s.hand[A])
    act(s, "play", card=signal)
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    pile = s.discard[s._dk(A)]
    assert pile[0] == signal and pile.count(signal) == 1 and pile[-1] == junk  # under the junk, once
    assert len(s.hand[A]) == hand - 1 + 1  # its actions before the move were done
