"""free_play's `every` and `to = "fleet"` (issue 25): every card of the given types its controller
plays anywhere costs no card play, not only the first each turn, and such cards may still be played
once the turn's card plays are used up ("On the turn this card is played, player may play as many crew
cards as desired. None of these crew cards count against the card play limit": L4 Parallel Universe).
Other cards still count and still stop at the limit. The loader refuses `every` without `types`."""
from __future__ import annotations

import pytest

from rules.galactic_empires.effects.loader import ScriptError

from .helpers import act, mk, skip_to
from .test_effects_cards import A, duel, hand_card

RIFT = mk("E2", "Test Rift")
MATE = "C2|mercenary"
ROCKS = [mk("T1", f"Test Pebble {n}") for n in range(3)]

BODY = '''
[[play]]
effect = "equip"
where = "own_ship"

[[static]]
effect = "free_play"
action = "card_play"
to = "fleet"
types = "C"
{every}
'''


def _scene(script, every: str):
    script(RIFT, BODY.format(every=every))
    s, ids = duel(mine=[("y", mk("S5", "Test Hull"), None), ("z", mk("S4", "Test Other"), None), ("r", RIFT, "y")],
                  hand=[MATE] * 5 + ROCKS)
    skip_to(s, "play_a")
    return s, ids


def _plays(s, card: str) -> list[dict]:
    if not any(s.ci[c].card["identity"] == card for c in s.hand[A]):
        return []
    c = hand_card(s, card)
    return [a for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c]


def _play_mate(s, on: int) -> None:
    act(s, "play", card=hand_card(s, MATE), on=on)
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


def test_every_crew_card_is_free_and_may_be_played_after_the_limit(script) -> None:
    s, ids = _scene(script, "every = true")
    for n in range(3):
        _play_mate(s, ids["z" if n % 2 else "y"])  # anywhere in the fleet
    assert s.plays == 0  # none counted
    for rock in ROCKS:
        act(s, "play", card=hand_card(s, rock["key"]))
    assert s.plays == 3  # the other cards count
    _play_mate(s, ids["y"])  # past the limit: crew still
    assert s.plays == 3
    plays = [a for a in s.legal_actions(A) if a.get("type") == "play"]
    assert plays and {s.ci[a["card"]].t for a in plays} == {"C"}  # crew only


def test_without_every_only_the_first_crew_card_is_free(script) -> None:
    s, ids = _scene(script, "")
    _play_mate(s, ids["z"])
    _play_mate(s, ids["y"])
    assert s.plays == 1
    _play_mate(s, ids["y"])
    _play_mate(s, ids["y"])
    assert s.plays == 3 and not _plays(s, MATE)  # the limit stops the rest


def test_every_needs_types(script) -> None:
    with pytest.raises(ScriptError):
        script(RIFT, BODY.format(every="every = true").replace('types = "C"\n', ""))
