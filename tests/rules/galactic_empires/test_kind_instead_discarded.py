"""`replacement instead on = "discarded"` with a selector for `card` (issue 26): as a card in play the
selector finds is discarded, the actions happen instead ("When any spy in the fleet is discarded, it may
be moved here instead": S3 Tarra'ki Spy Destroyer, S5 Pakta'don Spy Cruiser, S5 Corporate Pirate Spy
Ship). A card leaving play for a hand is not discarded (no replacement). GErulesv21 "Spy Card - Any
card with 'spy' in the title". Synthetic cards through the real loader."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, B, duel

HAVEN = mk("S6", "Test Haven", shields=3)
AGENT = mk("C2", "Test Spy Agent")
COOK = mk("C2", "Test Cook")
FRIGATE = mk("S2", "Test Frigate")
MOVE_HERE = ('[[replacement]]\neffect = "instead"\non = "discarded"\n'
             'card = { types = "C", owner = "own", title = ["spy"] }\n'
             'if = { not = { exists = { among = "event_card", on = "self" } } }\n'
             'do = [{ effect = "relocate", what = "event_card", to = "self" }]\n')


def test_a_discarded_card_the_selector_finds_is_moved_instead(script) -> None:
    script(HAVEN, MOVE_HERE)
    s, ids = duel(mine=[("h", HAVEN, None), ("f", FRIGATE, None), ("a", AGENT, "f"), ("c", COOK, "f")])
    Position(s).destroy(ids["f"], B)
    assert ids["f"] not in s.ip and ids["c"] not in s.ip  # its stack is discarded
    assert s.ip[ids["a"]]["loc"] == ids["h"]  # but the spy moved onto the haven


def test_not_an_opponents_card_nor_one_already_there(script) -> None:
    script(HAVEN, MOVE_HERE)
    s, ids = duel(mine=[("h", HAVEN, None), ("a", AGENT, "h")], theirs=[("f", FRIGATE, None), ("b", AGENT, "f")])
    Position(s).destroy(ids["f"], A)
    assert ids["b"] not in s.ip and ids["b"] in s.discard[s._dk(B)]  # "in the fleet": its player's only
    Position(s).destroy(ids["h"], B)
    assert ids["a"] not in s.ip  # on the haven itself: discarded with it


def test_a_card_leaving_play_for_the_hand_is_not_discarded(script) -> None:
    script(HAVEN, MOVE_HERE)
    s, ids = duel(mine=[("h", HAVEN, None), ("f", FRIGATE, None), ("a", AGENT, "f")])
    s._take(ids["a"])
    s._put(ids["a"], "hand")
    assert ids["a"] not in s.ip and ids["a"] in s.hand[A]
