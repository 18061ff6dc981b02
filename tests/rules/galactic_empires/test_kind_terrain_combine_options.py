"""Two play options of terrain that combines (issue 26): `combine_terrain` with `title` (only onto a
terrain with that word in its title) and `independent` (it may also be played on its own: "May be played
independently or to the corporate homeworld, combining with it", T2 Small Moon - Corporate Moon), and
`terrain_host` with `any_number` (any number of such terrain combine with it, not one: "Moons may be
played to the moon system, combining with it", T5 System - Moon System). GEfaq "Combined": combined
terrain is one card. Synthetic terrain through the real loader."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk, skip_to
from .test_effects_cards import A, duel, hand_card, play

HOME = mk("T8", "Test Homeworld", gen_economy=2, tags=["Planet"])
WORLD = mk("T5", "Test World", gen_economy=1, tags=["Planet"])
MOON = mk("T2", "Test Moonlet", gen_energy=1, tags=["Moon"])
HUB = mk("T5", "Test Hub", gen_supply=1)


def _plays_on(s, key: str) -> set:
    c = hand_card(s, key)
    return {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c}


def test_combine_by_title_or_independently(script) -> None:
    script(MOON, '[[play]]\neffect = "combine_terrain"\ntitle = ["homeworld"]\nindependent = true\n')
    s, ids = duel(mine=[("h", HOME, None), ("w", WORLD, None)], hand=[MOON])
    skip_to(s, "play_a")
    assert _plays_on(s, MOON["key"]) == {None, ids["h"]}  # on its own, or onto the homeworld; not the world
    play(s, MOON["key"])
    moon = next(c for c in s.ip if s.ci[c].key == MOON["key"])
    assert s.ip[moon]["loc"] is None


def test_combine_without_independent_must_combine(script) -> None:
    script(MOON, '[[play]]\neffect = "combine_terrain"\ntitle = ["homeworld"]\n')
    s, ids = duel(mine=[("h", HOME, None), ("w", WORLD, None)], hand=[MOON])
    skip_to(s, "play_a")
    assert _plays_on(s, MOON["key"]) == {ids["h"]}


def test_a_host_of_any_number(script) -> None:
    script(HUB, '[[play]]\neffect = "terrain_host"\nmax_strength = 10\ntags = ["Moon"]\nany_number = true\n')
    s, ids = duel(mine=[("h", HUB, None)], hand=[MOON, MOON, WORLD])
    skip_to(s, "play_a")
    play(s, MOON["key"], on=ids["h"])
    assert _plays_on(s, MOON["key"]) == {None, ids["h"]}  # a second moon too
    play(s, MOON["key"], on=ids["h"])
    assert Position(s).strength(ids["h"]) == 5 + 2 + 2
    assert _plays_on(s, WORLD["key"]) == {None}  # only moons


def test_a_host_of_one(script) -> None:
    script(HUB, '[[play]]\neffect = "terrain_host"\nmax_strength = 10\ntags = ["Moon"]\n')
    s, ids = duel(mine=[("h", HUB, None)], hand=[MOON, MOON])
    skip_to(s, "play_a")
    play(s, MOON["key"], on=ids["h"])
    assert _plays_on(s, MOON["key"]) == {None}
