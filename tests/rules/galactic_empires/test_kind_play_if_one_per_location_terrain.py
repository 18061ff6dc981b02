"""`play_if one_per_location` on a terrain card that combines (issue 26): it is not played onto a terrain
card a card of its identity is already combined with (T3 Moon - Treglean Moon: "not already combined
with a Treglean moon"); other terrain, and its own play, stay open. Synthetic cards through the real
loader."""
from __future__ import annotations

import pytest

from .helpers import mk, skip_to
from .test_effects_cards import A, duel, hand_card, play

SATELLITE = mk("T1", "Test Lone Satellite", gen_supply=1)
WORLD = mk("T6", "Test World", gen_economy=2, tags=["Planet"])


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(SATELLITE, '[[play]]\neffect = "combine_terrain"\ntags = ["Planet"]\nindependent = true\n\n'
                      '[[play]]\neffect = "play_if"\none_per_location = true\n')


def _ons(s, c) -> set:
    return {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c}


def test_a_second_one_does_not_combine_where_the_first_is() -> None:
    s, ids = duel(mine=[("w1", WORLD, None), ("w2", WORLD, None)], hand=[SATELLITE, SATELLITE])
    skip_to(s, "play_a")
    first = hand_card(s, SATELLITE["key"])
    assert _ons(s, first) == {None, ids["w1"], ids["w2"]}
    play(s, SATELLITE["key"], on=ids["w1"])
    second = hand_card(s, SATELLITE["key"])
    assert _ons(s, second) == {None, ids["w2"]}
