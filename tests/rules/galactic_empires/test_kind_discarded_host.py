"""A trigger on its host's discard (`when on = "discarded"`, `card = "host"`) acts while the card still
stands on it, before the host's stack leaves play (issue 25): "When terrain is discarded, player
draws a number of cards equal to the strength of the terrain" (the H8 Quark; GEqa "H8 Quark": he may
discard his own planet and draw). Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, CRUISER, duel

OMEN = mk("E2", "Test Omen")
WORLD = mk("T6", "Test World")


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(OMEN, '[[play]]\neffect = "equip"\nwhere = "own_terrain"\n'
                 '[[trigger]]\neffect = "when"\non = "discarded"\ncard = "host"\n'
                 'do = [{ effect = "draw", count = { stat = "strength", of = "event_card" } }, '
                 '{ effect = "move", what = "self", to = "discard_bottom" }]\n')


def test_the_card_on_a_discarded_host_acts_before_the_stack_goes() -> None:
    s, ids = duel(mine=[("w", WORLD, None), ("o", OMEN, "w"), ("x", CRUISER, None), ("o2", OMEN, "x")])
    hand = len(s.hand[A])
    Position(s).remove(ids["w"])  # its host discarded from play
    assert len(s.hand[A]) == hand + 6  # the host's strength in cards
    assert ids["w"] not in s.ip and s.discard[s._dk(A)][0] == ids["o"]  # then it went to the bottom of the pile
    Position(s).remove(ids["o2"])  # discarded itself (its host stays): nothing
    assert len(s.hand[A]) == hand + 6
