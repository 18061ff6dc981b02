"""Card and general rulings of the Q&A, the FAQ and the errata, played in scenarios with real cards
(issue 29): each test sets up what the ruling asks about and asserts the ruling's answer."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from ..helpers import act, card, end_turn, mk, skip_to
from ..test_effects_cards import A, B, CRUISER, damage, duel, hand_card, play
from . import ruling

MOON = mk("T4", "Test Moon", gen_supply=2, gen_economy=2, tags=["Moon"])
HULK = mk("S9", "Test Hulk")


def _produced_with(s, unit: int, engaged: bool) -> dict[str, int]:
    return Position(s).allocate(unit, engaged).produced(A)


@ruling("qa-005", "It must be engaged to use those points. This is true of anything of a similar nature, R/S2 Fleet Tug")
def test_an_outpost_or_a_tug_adds_its_terrain_points_only_engaged():
    s, ids = duel(mine=[("m", MOON, None), ("outpost", "B1|military outpost", "m")])
    idle, engaged = _produced_with(s, ids["outpost"], False), _produced_with(s, ids["outpost"], True)
    assert (idle["supply"], idle["economy"]) == (2, 2)
    assert (engaged["supply"], engaged["economy"]) == (3, 3)
    s, ids = duel(mine=[("m", MOON, None), ("tug", "S2|fleet tug", "m")])
    assert _produced_with(s, ids["tug"], False)["economy"] == 2
    assert _produced_with(s, ids["tug"], True)["economy"] == 4  # doubled only while engaged


@ruling("qa-006", "(If it is going to be engaged, it produces the points.)")
def test_an_outpost_produces_its_points_once_it_engages_in_the_allocation_phase():
    sunny = mk("T4", "Test Sunny Moon", gen_supply=2, gen_economy=2, gen_energy=1)
    s, ids = duel(mine=[("m", sunny, None), ("outpost", "B1|military outpost", "m")])
    Position(s).allocate(ids["outpost"], False).refresh()
    assert s.phase == "alloc" and (s.pool.get("supply", 0), s.pool.get("economy", 0)) == (2, 2)
    act(s, "engage", card=ids["outpost"])  # its one energy from the moon
    assert s.ip[ids["outpost"]]["e"]
    assert (s.pool["supply"], s.pool["economy"]) == (3, 3)


@ruling("qa-007", "Only if the Outpost is engaged the turn that the flood will be payed off.")
def test_a_flooded_terrain_is_paid_off_without_the_points_of_an_idle_outpost():
    s, ids = duel(theirs=[("m", MOON, None), ("outpost", "B1|military outpost", "m")], hand=["O4|flood"])
    play(s, "O4|flood", on=ids["m"])
    flood = next(k for k in s.ip if s.ci[k].key == "o4-flood")
    end_turn(s, draws=0)
    Position(s).allocate(ids["outpost"], False).points(supply=2, economy=2)
    assert {"player": B, "type": "pay_negate", "card": flood} in s.legal_actions(B)  # the moon's 2 and 2 only
    act(s, "pay_negate", card=flood)
    assert flood not in s.ip and (s.pool["supply"], s.pool["economy"]) == (0, 0)


@ruling("qa-054", "You have a T5 Star, and you play a T5 planet to it. It is now a T10.")
def test_a_planet_played_to_a_star_makes_one_terrain_of_strength_ten():
    planet = mk("T5", "Test Planet", gen_supply=2, tags=["Planet"])
    s, ids = duel(mine=[("star", "T5|star", None)], hand=[planet])
    play(s, planet["key"], on=ids["star"])
    assert Position(s).strength(ids["star"]) == 10


@ruling("qa-057", "So a ship with a command point that is not engaged does not give you the command points for that turn.")
def test_a_ships_command_point_counts_only_when_the_ship_is_engaged():
    flagship = mk("S5", "Test Flagship", gen_command=1)
    for engaged, limit in ((False, 2), (True, 3)):
        s, ids = duel(mine=[("ship", flagship, None)])
        Position(s).allocate(ids["ship"], engaged)
        skip_to(s, "play_a")
        assert s.cmd[A] == limit, engaged
