"""An action selector's `count` without `choose` (issue 25): nobody picks, the action takes the first
that many cards found; in a deck or a discard pile, those nearest its top ("Recover the three crew
cards closest to the top of the Discard Pile"). Serves L6 Distress Beacon."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import A, duel, hand_card

BEACON = mk("O2", "Test Beacon")
MATE = mk("C2", "Test Mate")
JUNK = mk("O1", "Test Junk")

SCRIPT = '''
[[on_play]]
effect = "move"
what = { zone = "discard", owner = "own", types = "C", count = 3 }
to = "hand"
'''


def test_count_without_choose_takes_the_cards_nearest_the_top_of_the_discard_pile(script) -> None:
    script(BEACON, SCRIPT)
    s, _ = duel(hand=[BEACON, JUNK, JUNK])
    crew = [c for c in s.deck[s._dk(A)] if s.ci[c].t == "C"][:5]
    junk = [c for c in s.hand[A] if s.ci[c].key == JUNK["key"]]
    assert len(crew) == 5 and len(junk) == 2
    for c in crew:
        s.deck[s._dk(A)].remove(c)
    for c in junk:
        s.hand[A].remove(c)
    # The pile, bottom to top: crew 0, 1, 2, junk, crew 3, junk, crew 4.
    s.discard[s._dk(A)][:] = [crew[0], crew[1], crew[2], junk[0], crew[3], junk[1], crew[4]]
    skip_to(s, "play_a")
    beacon = hand_card(s, BEACON["key"])
    act(s, "play", card=beacon)
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert not s.pending  # nobody picks
    assert {crew[4], crew[3], crew[2]} <= set(s.hand[A])  # the three crew cards nearest the top
    assert s.discard[s._dk(A)][:2] == [crew[0], crew[1]] and junk[0] in s.discard[s._dk(A)]
