"""The play kind `surface` (effects/schema.py), its options: `from_fleet` (played into its own
fleet, it moves against terrain from there), `any_target` (against terrain it may fire at any
target) and `local_damage` (against terrain, only damaged by cards at its location): the D4 Rogue
Dragoness, "May move against terrain (during the Allocation Phase), stealing its engagement cost
from the terrain. - When against terrain, can only be damaged by cards at its location."
Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, duel, hand_card

ROVER = mk("D4", "Test Rover", main_empire="Space Dragon", cost_supply=1, cost_energy=1, phasers=2)
PLANET = mk("T6", "Test Planet", gen_supply=2, gen_energy=2)
HULK = mk("S9", "Test Hulk", phasers=3)
OUTPOST = mk("B3", "Test Outpost", phasers=2)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(ROVER, '[[play]]\neffect = "surface"\nfrom_fleet = true\nany_target = true\nlocal_damage = true\n')


def _rover_on_their_planet():
    s, ids = duel(mine=[("r", ROVER, None)], theirs=[("t", PLANET, None), ("b", OUTPOST, "t"), ("y", HULK, None)])
    skip_to(s, "play_a")
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # A's Allocation Phase again
    act(s, "move", card=ids["r"], to=ids["t"])
    return s, ids


def test_it_is_played_into_its_own_fleet_and_moves_against_terrain():
    s, ids = duel(theirs=[("t", PLANET, None)], hand=[ROVER])
    skip_to(s, "play_a")
    r = hand_card(s, ROVER["key"])
    plays = [a for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == r]
    assert plays and all("on" not in a for a in plays)  # not played against the terrain
    s, ids = _rover_on_their_planet()
    assert s.ip[ids["r"]]["loc"] == ids["t"] and Position(s).needs(ids["r"]) == {}  # its cost: stolen


def test_against_terrain_it_fires_anywhere_and_only_its_location_damages_it():
    s, ids = _rover_on_their_planet()
    r = ids["r"]
    assert Position(s).can_fire_at(r, "phaser", ids["y"])  # any target
    assert not Position(s).can_fire_at(ids["y"], "phaser", r)  # a ship elsewhere: no
    assert Position(s).can_fire_at(ids["b"], "phaser", r)  # the base at its location: yes
    s._src = [ids["y"]]
    Position(s).deal_damage(r, 2, "card", B)
    s._src = [ids["b"]]
    Position(s).deal_damage(r, 1, "card", B)
    s._src = []
    assert (s.ip[r]["sd"], s.ip[r]["hd"]) == (0, 1)  # only the outpost's point


def test_in_its_own_fleet_it_is_damaged_as_any_card():
    s, ids = duel(mine=[("r", ROVER, None)], theirs=[("y", HULK, None)])
    assert Position(s).can_fire_at(ids["y"], "phaser", ids["r"])
    s._src = [ids["y"]]
    Position(s).deal_damage(ids["r"], 2, "card", B)
    s._src = []
    assert s.ip[ids["r"]]["hd"] == 2
