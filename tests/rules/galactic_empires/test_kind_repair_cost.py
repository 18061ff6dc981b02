"""`modify stat = "repair_cost"` (issue 26): the repair points needed to repair each point of damage on
the affected card ("3 repair points are required to repair each point of damage": T7 Asteroid - Massive
Asteroid); the points applied short of it are kept on the card until the next point is repaired.
Synthetic cards through the real loader."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import act, mk, refresh
from .test_effects_cards import duel

ROCK = mk("S6", "Test Rock Hull", shields=2)
YARD = mk("T3", "Test Repair Yard", gen_repair=3)
COSTLY = '[[static]]\neffect = "modify"\nstat = "repair_cost"\nop = "set"\nvalue = 3\naffects = "self"\n'


def test_three_repair_points_for_each_point(script) -> None:
    script(ROCK, COSTLY)
    s, ids = duel(mine=[("r", ROCK, None), ("y", YARD, None)])
    Position(s).damage(ids["r"], structure=2)
    refresh(s)
    for _ in range(2):
        act(s, "repair", card=ids["r"], part="structure")
        assert s.ip[ids["r"]]["hd"] == 2  # one and two points applied: nothing repaired yet
    act(s, "repair", card=ids["r"], part="structure")
    assert s.ip[ids["r"]]["hd"] == 1  # the third repairs one point


def test_one_repair_point_for_each_point_without_it() -> None:
    s, ids = duel(mine=[("r", ROCK, None), ("y", YARD, None)])
    Position(s).damage(ids["r"], structure=2)
    refresh(s)
    act(s, "repair", card=ids["r"], part="structure")
    assert s.ip[ids["r"]]["hd"] == 1
