"""The `drain` verb's `then_economy` (effects/schema.py): a fleet card or terrain played against a
fleet drains points of a kind; what the fleet's own points of that kind cannot cover is drained from
its economy points (v2.1 "ECONOMY": economy points "can be declared and used as supply points,
energy points..."; the T6 Black Hole: "Economy used as energy will be drained if there are fewer
than 3 natural energy points")."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import B, duel

SPILLING = mk("T6", "Test Sink")
PLAIN = mk("T6", "Test Plain Sink")


@pytest.fixture(autouse=True)
def sinks(script) -> None:
    script(SPILLING, '[[static]]\neffect = "drain"\npoints = { energy = 3 }\nthen_economy = true\n')
    script(PLAIN, '[[static]]\neffect = "drain"\npoints = { energy = 3 }\n')


def produced(sink, energy: int, economy: int) -> dict[str, int]:
    s, _ = duel(theirs=[("t", mk("T5", "Test Farm", gen_energy=energy, gen_economy=economy), None), ("x", sink, None)])
    return Position(s).produced(B)


def test_the_drain_takes_the_fleets_own_points_first() -> None:
    out = produced(SPILLING, 5, 4)
    assert (out["energy"], out["economy"]) == (2, 4)


def test_what_the_own_points_cannot_cover_is_drained_from_economy() -> None:
    out = produced(SPILLING, 1, 4)
    assert (out["energy"], out["economy"]) == (0, 2)  # 1 energy, then 2 economy
    out = produced(SPILLING, 0, 2)
    assert (out["energy"], out["economy"]) == (0, 0)  # never below none


def test_without_it_economy_is_untouched() -> None:
    out = produced(PLAIN, 1, 4)
    assert (out["energy"], out["economy"]) == (0, 4)
