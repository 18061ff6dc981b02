"""The static `command_on` (issue 25): a card's printed command points count only while it sits on a
card of the given types ("When played on a base, provides one command point"). Serves C5
Communications Officer."""
from __future__ import annotations

from .helpers import mk, skip_to
from .test_effects_cards import A, ROCK, duel

SIGNALLER = mk("C3", "Test Signaller", gen_command=1)
PLAIN = mk("C3", "Test Plain Officer", gen_command=1)
BASE = mk("B4", "Test Base")
SHIP = mk("S4", "Test Ship")


def _command(mine) -> int:
    s, _ = duel(mine=[("t", ROCK, None), ("b", BASE, "t"), ("s", SHIP, None), *mine])
    skip_to(s, "play_a")  # past the Engagement Phase, where command points are counted
    return s.cmd[A]


def test_printed_command_points_count_only_on_a_card_of_those_types(script) -> None:
    script(SIGNALLER, '[[static]]\neffect = "command_on"\non = "B"\n')
    bare = _command([])
    assert _command([("c", SIGNALLER, "b")]) == bare + 1  # on a base: its command point
    assert _command([("c", SIGNALLER, "s")]) == bare  # on a ship: none
    assert _command([("c", PLAIN, "s")]) == bare + 1  # a card without it: anywhere
