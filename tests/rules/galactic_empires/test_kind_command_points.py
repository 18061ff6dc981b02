"""The general `modify` stat `command_points` (issue 25): the command points of a player's fleet, as
his Engagement Phase counts them ("Causes one opponent's fleet to operate at 2 fewer command points
(but not less than 1)": NE L6 Command Disjunction). It affects its controller's fleet: a card played
against an opponent's fleet, that fleet."""
from __future__ import annotations

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, duel, hand_card

JAMMER = mk("O5", "Test Jammer")
ADMIRAL = mk("C3", "Test Admiral", gen_command=2)
LESS = ('[[play]]\neffect = "fleet_card"\n[[static]]\neffect = "modify"\nstat = "command_points"\nop = "add"\n'
        'value = -2\naffects = "controller"\n')
FLOOR = '[[static]]\neffect = "modify"\nstat = "command_points"\nop = "at_least"\nvalue = 1\naffects = "controller"\n'


def _b_after_jammer(script, body: str, theirs=()):
    script(JAMMER, body)
    s, ids = duel(theirs=list(theirs), hand=[JAMMER])
    skip_to(s, "play_a")
    before = s.cmd[B]
    act(s, "play", card=hand_card(s, JAMMER["key"]), on=-1 - B)
    assert s.cmd[B] == before  # counted in his Engagement Phase
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    return s, before


def test_a_fleet_operates_at_fewer_command_points(script) -> None:
    theirs = [("u", mk("S3", "Test Hull"), None), ("o", ADMIRAL, "u")]
    s, _ = _b_after_jammer(script, LESS, theirs=theirs)
    plain, _ = duel(theirs=theirs)
    end_turn(plain, draws=0)
    skip_to(plain, "play_a")
    assert plain.cmd[B] == 2 + 2 and s.cmd[B] == 4 - 2
    assert s.cmd[A] == 2  # his own fleet: unchanged


def test_at_least_keeps_a_floor(script) -> None:
    s, before = _b_after_jammer(script, LESS + FLOOR)
    assert before == 2 and s.cmd[B] == 1  # 2 - 2, but not less than 1
