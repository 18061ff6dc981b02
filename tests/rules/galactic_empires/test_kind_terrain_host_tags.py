"""The `tags` of a `terrain_host` (issue 26): a terrain that takes one other terrain card, combining
with it, takes only a terrain with one of those tags ("1 planet or system (terrain) of strength 6 or
less may be played to this terrain, combining with it": AF T6 Binary Star); GEfaq "Combined" (one
card with its terrain, "The point output is combined")."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk, skip_to
from .test_effects_cards import A, duel, hand_card, play

HOST = mk("T6", "Test Twin Sun", gen_energy=6)
WORLD = mk("T5", "Test World", gen_supply=2, tags=["Planet"])
NEBULA = mk("T5", "Test Haze", gen_energy=1)
GIANT = mk("T7", "Test Giant World", gen_supply=3, tags=["Planet"])


def _on_host(s, host: int, key: str) -> bool:
    c = hand_card(s, key)
    return {"player": A, "type": "play", "card": c, "on": host} in s.legal_actions(A)


def test_only_a_terrain_with_one_of_its_tags_up_to_its_strength_is_played_onto_it(script) -> None:
    script(HOST, '[[play]]\neffect = "terrain_host"\nmax_strength = 6\ntags = ["Planet", "SystemTerrain"]\n')
    s, ids = duel(mine=[("h", HOST, None)], hand=[WORLD, NEBULA, GIANT])
    skip_to(s, "play_a")
    assert _on_host(s, ids["h"], WORLD["key"])
    assert not _on_host(s, ids["h"], NEBULA["key"])  # no planet or system
    assert not _on_host(s, ids["h"], GIANT["key"])  # stronger than 6
    play(s, WORLD["key"], on=ids["h"])
    assert Position(s).strength(ids["h"]) == 6 + 5  # one card with it


def test_without_tags_any_terrain_up_to_its_strength(script) -> None:
    script(HOST, '[[play]]\neffect = "terrain_host"\nmax_strength = 6\n')
    s, ids = duel(mine=[("h", HOST, None)], hand=[NEBULA])
    skip_to(s, "play_a")
    assert _on_host(s, ids["h"], NEBULA["key"])
