"""A reaction to a move (`react on = "moved"`) and the `fire_phasers` action (issue 26): GErulesv21
"SHIP MOVEMENT RULES" (Piracy: "Ships in the fleet may be moved once each Allocation Phase"), v2.1
"PLAYING REACTION CARDS" and GEqa "Reaction Cards" ("A reaction card can be played in reaction to any
action"), v2.1 "REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY" ("as long as they are engaged"). Once
an opponent's unit has moved, other players may answer it; a unit fires its phasers not yet fired,
at most so many, at a card."""
from __future__ import annotations

from .helpers import act, mk
from .test_effects_cards import A, B, damage, duel, hand_card

RAIDER = mk("S4", "Test Raider", shields=1, phasers=3)
WORLD = mk("T5", "Test World", gen_economy=3, gen_energy=2)
GUARD = mk("S5", "Test Guard", shields=3, phasers=4)
ALARM = mk("O2", "Test Alarm", reaction=True)
ALARM_SCRIPT = (
    '[[reaction]]\neffect = "react"\non = "moved"\ntarget = { types = "SB", owner = "own", engaged = true }\n'
    'if = { event_target = { owner = "own" } }\n'
    'do = [{ effect = "fire_phasers", unit = "target", at = "event_card", up_to = { stat = "strength", of = "self" } }]\n'
)


def _set_up(script, guard_engaged: bool = True):
    script(RAIDER, '[[static]]\neffect = "raid"\n')
    script(ALARM, ALARM_SCRIPT)
    s, ids = duel(mine=[("r", RAIDER, None)], theirs=[("w", WORLD, None), ("g", GUARD, None)], hand_b=[ALARM])
    s.ip[ids["g"]]["e"] = guard_engaged
    return s, ids


def test_a_move_against_own_terrain_may_be_answered_and_a_unit_fires_phasers_at_the_mover(script) -> None:
    s, ids = _set_up(script)
    act(s, "move", card=ids["r"], to=ids["w"])
    assert s.ip[ids["r"]]["loc"] == ids["w"]  # the move is made, then answered
    alarm = hand_card(s, ALARM["key"], seat=B)
    offered = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == alarm]
    assert [a["on"] for a in offered] == [ids["g"]]  # the engaged unit it is played to
    act(s, "react", **{k: v for k, v in offered[0].items() if k not in ("player", "type")})
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["r"]) == (1, 1)  # up to 2 (its strength) of the guard's 4 phasers: 1 shield, 1 structure
    assert s.ip[ids["g"]]["fp"] == 2  # they count as fired
    assert alarm not in s.hand[B] and alarm not in s.ip  # discarded after use
    assert s.current_players() == [A] and s.phase == "alloc"  # A's Allocation Phase goes on


def test_no_reaction_is_offered_without_an_engaged_unit_to_play_it_to(script) -> None:
    s, ids = _set_up(script, guard_engaged=False)
    act(s, "move", card=ids["r"], to=ids["w"])
    assert not s.pending and s.current_players() == [A]  # no unit it may be played to: nobody is asked
    assert damage(s, ids["r"]) == (0, 0)
