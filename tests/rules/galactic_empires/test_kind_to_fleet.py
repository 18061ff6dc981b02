"""The `to_fleet` action and the `stack_owner` card test (issue 26): GErulesv21 "SHIP MOVEMENT RULES"
(Piracy). `stack_owner` tells a unit in play against an opponent terrain (owner own, stack_owner opp)
from one on its own terrain; `to_fleet` moves cards in play off the card they stand on, back to stand
independently in their controller's fleet (Hasty Retreat: "The ship is moved back to the fleet")."""
from __future__ import annotations

from .helpers import mk, place, refresh, skip_to
from .test_effects_cards import A, B, duel, hand_card, play

RAIDER = mk("S4", "Test Raider", cost_economy=2, shields=3, phasers=3)
FREIGHTER = mk("S1", "Test Hauler", shields=1)
WORLD = mk("T5", "Test World", gen_economy=3)
RECALL = mk("O2", "Test Recall")
BLAST = mk("H4", "Test Blast")


def test_stack_owner_tells_units_against_opponent_terrain(script) -> None:
    script(BLAST, '[[play]]\neffect = "target"\nselect = { types = "S", owner = "opp", where = { stack_owner = "own" } }\n\n'
                  '[[on_play]]\neffect = "damage"\namount = 2\nto = "target"\n')
    s, ids = duel(mine=[("w", WORLD, None), ("f", FREIGHTER, "w")],
                  theirs=[("r", RAIDER, "w"), ("g", RAIDER, None), ("v", WORLD, None), ("h", FREIGHTER, "v")],
                  hand=[BLAST])
    skip_to(s, "play_a")
    c = hand_card(s, BLAST["key"])
    # B's raider against A's world only: not his ship in his fleet, nor his freighter on his own world.
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {ids["r"]}


def test_to_fleet_moves_a_card_off_the_card_it_stands_on(script) -> None:
    script(RECALL, '[[play]]\neffect = "target"\nselect = { types = "S", owner = "own", where = { stack_owner = "opp" } }\n\n'
                   '[[on_play]]\neffect = "to_fleet"\nwhat = "target"\n')
    s, ids = duel(theirs=[("w", WORLD, None)], hand=[RECALL, RAIDER])
    ids["r"] = place(s, A, RAIDER["key"], ids["w"])  # against B's world
    refresh(s)
    assert s.ip[ids["r"]]["loc"] == ids["w"] and s.ip[ids["r"]]["c"] == A and s.ip[ids["w"]]["c"] == B
    assert ids["r"] not in s.hq_protectors(A)
    skip_to(s, "play_a")
    c = hand_card(s, RECALL["key"])
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {ids["r"]}
    play(s, RECALL["key"], on=ids["r"])
    assert s.ip[ids["r"]]["loc"] is None and ids["r"] in s.hq_protectors(A)
    assert ids["r"] not in s._children(ids["w"])
