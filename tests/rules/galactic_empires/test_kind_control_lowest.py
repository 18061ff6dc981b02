"""The `control` parameter `lowest` (issue 25): only the weakest of the opponents' units of its types
may be taken ("Must be played against the weakest ship in the opponent fleets": the C6 Rogue
Couple). Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from .helpers import mk
from .test_effects_cards import A, CRUISER, duel, play, targets_of

THIEF = mk("C6", "Test Ship Thief")


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(THIEF, '[[on_play]]\neffect = "control"\ntypes = "S"\nbelow = false\nlowest = true\n')


def test_only_the_weakest_opponent_ship_is_taken() -> None:
    s, ids = duel(mine=[("x", CRUISER, None)],
                  theirs=[("big", mk("S9", "Test Nine"), None), ("w", mk("S3", "Test Three"), None),
                          ("w2", mk("S3", "Test Other Three"), None), ("b", mk("B2", "Test Post"), None)],
                  hand=[THIEF])
    assert targets_of(s, THIEF["key"]) == {ids["w"], ids["w2"]}  # the weakest ships (a weaker base is no ship)
    play(s, THIEF["key"], on=ids["w"])
    assert s.ip[ids["w"]]["c"] == A
