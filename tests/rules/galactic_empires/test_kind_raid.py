"""The `raid` static kind (issue 26): units moving against opponent terrain (GErulesv21 "SHIP MOVEMENT
RULES", Piracy): "May move against terrain (during the Allocation Phase), stealing its engagement cost
from that terrain." Once each Allocation Phase, against an opponent terrain card or back into the
fleet; a defending ship of equal or greater strength keeps it off; weaker defenders are moved off; an
attacker does not protect its Sector HQ; with `steal` it engages on the terrain's points."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, place, refresh
from .test_effects_cards import A, B, duel

RAIDER = mk("S4", "Test Raider", cost_economy=2, cost_energy=1, shields=3, phasers=3)
LEADER = mk("C2", "Test Raid Leader")
WORLD = mk("T5", "Test World", gen_economy=3, gen_energy=2, gen_supply=1)
HOME = mk("T4", "Test Home", gen_economy=4, gen_energy=2)
GUARD = mk("S5", "Test Guard", shields=3, phasers=2)
PICKET = mk("S3", "Test Picket", shields=2, phasers=1)
STEAL = '[[static]]\neffect = "raid"\nsteal = true\n'


def moves(s, u):
    return [a.get("to") for a in s.legal_actions(A) if a["type"] == "move" and a["card"] == u]


def test_a_raider_moves_against_opponent_terrain_and_steals_its_engagement_cost(script) -> None:
    script(RAIDER, STEAL)
    s, ids = duel(mine=[("home", HOME, None), ("r", RAIDER, None)], theirs=[("w", WORLD, None)])
    pos = Position(s)
    assert pos.needs(ids["r"]) == {"economy": 2, "energy": 1}
    assert moves(s, ids["r"]) == [ids["w"]]  # opponent terrain only, not its own
    before_b = pos.produced(B)
    act(s, "move", card=ids["r"], to=ids["w"])
    assert s.ip[ids["r"]]["loc"] == ids["w"]
    assert Position(s).needs(ids["r"]) == {}  # its cost comes from the terrain
    assert moves(s, ids["r"]) == []  # once each Allocation Phase
    s.ip[ids["r"]]["e"] = True
    Position(s).changed()
    after_b = Position(s).produced(B)
    assert (before_b["economy"] - after_b["economy"], before_b["energy"] - after_b["energy"]) == (2, 1)
    assert after_b["supply"] == before_b["supply"]
    # Against an opponent terrain it does not protect its Sector HQ (GEqa "Ships").
    assert ids["r"] not in s.hq_protectors(A)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert s.phase == "alloc" and None in moves(s, ids["r"])  # back into the fleet
    act(s, "move", card=ids["r"], to=None)
    assert s.ip[ids["r"]]["loc"] is None and ids["r"] in s.hq_protectors(A)
    assert Position(s).needs(ids["r"]) == {"economy": 2, "energy": 1}


def test_without_steal_it_pays_its_own_cost_and_a_granting_card_reaches_its_host(script) -> None:
    script(LEADER, '[[static]]\neffect = "raid"\naffects = "host"\n')
    s, ids = duel(mine=[("r", RAIDER, None), ("c", LEADER, "r"), ("o", PICKET, None)], theirs=[("w", WORLD, None)])
    assert moves(s, ids["r"]) == [ids["w"]] and moves(s, ids["o"]) == []
    act(s, "move", card=ids["r"], to=ids["w"])
    assert Position(s).needs(ids["r"]) == {"economy": 2, "energy": 1}


def test_defenders_block_equal_or_weaker_raiders_and_weaker_ones_are_moved_off(script) -> None:
    script(RAIDER, STEAL)
    # A defending ship of equal or greater strength on the terrain keeps the raider off.
    s, ids = duel(mine=[("r", RAIDER, None)], theirs=[("w", WORLD, None), ("g", GUARD, "w")])
    assert moves(s, ids["r"]) == []
    # A weaker defender is moved off (it still protects its Sector HQ).
    s, ids = duel(mine=[("r", RAIDER, None)], theirs=[("w", WORLD, None), ("p", PICKET, "w")])
    assert moves(s, ids["r"]) == [ids["w"]]
    act(s, "move", card=ids["r"], to=ids["w"])
    assert s.ip[ids["p"]]["loc"] is None and ids["p"] in s.hq_protectors(B)


def test_the_terrain_destroyed_leaves_the_raider_in_its_fleet(script) -> None:
    script(RAIDER, STEAL)
    s, ids = duel(mine=[("r", RAIDER, None)], theirs=[("w", WORLD, None)])
    act(s, "move", card=ids["r"], to=ids["w"])
    Position(s).remove(ids["w"])
    assert ids["r"] in s.ip and s.ip[ids["r"]]["loc"] is None


def test_to_limits_the_terrain_and_at_most_the_units_reached(script) -> None:
    outpost = mk("B1", "Test Raid Outpost", shields=2)
    script(outpost, '[[static]]\neffect = "raid"\naffects = { owner = "own", types = "S" }\nat_most = 1\n'
                    'to = { tags = ["Nebula"] }\n')
    nebula = mk("T3", "Test Nebula", gen_energy=1, tags=["Nebula"])
    s, ids = duel(mine=[("home", HOME, None), ("o", outpost, "home"), ("r", RAIDER, None), ("r2", RAIDER, None)],
                  theirs=[("w", WORLD, None), ("n", nebula, None)])
    assert moves(s, ids["r"]) == [ids["n"]] and moves(s, ids["r2"]) == [ids["n"]]  # nebulae only
    act(s, "move", card=ids["r"], to=ids["n"])
    assert moves(s, ids["r2"]) == []  # one unit at a time
    assert Position(s).needs(ids["r"]) == {"economy": 2, "energy": 1}  # no steal: its own points


def test_raid_ward_keeps_opponent_units_off_the_terrain(script) -> None:
    ward = mk("A7", "Test Ward")
    script(RAIDER, STEAL)
    script(ward, '[[static]]\neffect = "raid_ward"\n')
    s, ids = duel(mine=[("r", RAIDER, None)], theirs=[("w", WORLD, None), ("v", HOME, None), ("x", ward, "w")])
    assert moves(s, ids["r"]) == [ids["v"]]  # not against the warded terrain


def test_any_ship_against_an_opponent_terrain_may_move_back_into_its_fleet() -> None:
    # A ship a card moved against an opponent terrain, with no raid of its own: "They may move to a
    # terrain card or be moved into space (independently)".
    s, ids = duel(theirs=[("w", WORLD, None)], hand=[PICKET])
    p = place(s, A, PICKET["key"], ids["w"])
    refresh(s)
    assert moves(s, p) == [None]
    act(s, "move", card=p, to=None)
    assert s.ip[p]["loc"] is None and moves(s, p) == []
