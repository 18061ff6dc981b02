"""`put_into_play` from the controller's discard pile (issue 26); its cards are found as any action's:
`count = 1` without `choose` takes the matching card nearest the top of the pile ("Move the top most
terrain in the Discard Pile to the fleet": O6 Reinvestment). Synthetic cards through the real loader."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, duel, play

GRANT = mk("O3", "Test Grant")
OLD, NEW = mk("T3", "Test Old World"), mk("T4", "Test New World")
WRECK = mk("S3", "Test Wreck")


def test_the_topmost_terrain_of_the_discard_pile_enters_play(script) -> None:
    script(GRANT, '[[on_play]]\neffect = "put_into_play"\n'
                  'what = { zone = "discard", owner = "own", types = "T", count = 1 }\n')
    s, ids = duel(hand=[GRANT, OLD, NEW, WRECK])
    Position(s).discard(A, [OLD["key"], NEW["key"], WRECK["key"]])  # the wreck on top
    old, new, wreck = s.discard[s._dk(A)][-3:]
    play(s, GRANT["key"])
    assert new in s.ip and s.ip[new]["loc"] is None and s.ip[new]["c"] == A  # the new world, nearest the top
    assert old in s.discard[s._dk(A)] and wreck in s.discard[s._dk(A)]


def test_nothing_when_no_card_matches(script) -> None:
    script(GRANT, '[[on_play]]\neffect = "put_into_play"\n'
                  'what = { zone = "discard", owner = "own", types = "T", count = 1 }\n')
    s, ids = duel(hand=[GRANT, WRECK])
    Position(s).discard(A, [WRECK["key"]])
    before = set(s.ip)
    play(s, GRANT["key"])
    assert set(s.ip) == before
