"""Terrain combined with the terrain it is played to (effects "combine_terrain"): one card whose point
output is the host's, multiplied by the combined card's printed multipliers, plus its own points, in
the order played (GEfaq "Combined": "The point output is combined (and therefore may be modified as a
whole)"; GEqa qa-055). Synthetic terrain through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import end_turn, mk
from .test_effects_cards import A, duel, play

DWARF = mk("T2", "Test Dwarf", gen_energy=1, mult_economy="x2", mult_energy="x2")
SYSTEM = mk("T5", "Test System", gen_economy=1, gen_supply=1, gen_energy=2)
STARBASE = mk("B4", "Test Starbase", mult_economy="x3")


@pytest.fixture(autouse=True)
def dwarf(script) -> None:
    script(DWARF, '[[play]]\neffect = "combine_terrain"\n')


def _points(s) -> tuple[int, int, int]:
    p = Position(s).produced(A)
    return p["economy"], p["supply"], p["energy"]


def test_a_combined_terrain_multiplies_its_hosts_points_then_adds_its_own():
    s, ids = duel(mine=[("t", SYSTEM, None)], hand=[DWARF, DWARF])
    play(s, DWARF["key"], on=ids["t"])
    assert _points(s) == (1, 1, 2)  # from the turn after it is played
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert _points(s) == (2, 1, 5)  # (1, 1, 2) doubled where it doubles, and its 1 energy
    play(s, DWARF["key"], on=ids["t"])
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert _points(s) == (4, 1, 11)  # the second multiplies the whole card: (2, 1, 5) -> (4, 1, 10) + 1


def test_a_base_modifies_the_combined_card_as_a_whole():
    s, ids = duel(mine=[("t", SYSTEM, None), ("d", DWARF, "t"), ("b", STARBASE, "t")])
    s.ip[ids["d"]]["cmb"] = True  # (placed combined, as played)
    assert _points(s) == (6, 1, 5)  # (1 x 2) x 3 economy


def test_a_base_on_the_combined_card_modifies_the_whole_card():
    s, ids = duel(mine=[("t", SYSTEM, None), ("d", DWARF, "t"), ("b", STARBASE, "d")])
    s.ip[ids["d"]]["cmb"] = True
    assert _points(s) == (6, 1, 5)  # the same as on the host: one card
