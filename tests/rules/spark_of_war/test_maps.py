"""Maps as data: "advanced players may choose to create their own map" (spark-of-war.txt, Setup).

A map is JSON (hexes, planet kinds, rotations), validated with errors naming the field, shareable as
text and loaded by the match option custom_map.
"""
from __future__ import annotations

import json

import pytest

import rules
from rules.spark_of_war import engine as E
from rules.spark_of_war.galaxy import MAPS, MapError, kind_counts, map_to_json, pack, parse_map

GAME = rules.get("spark-of-war")

SMALL = {"name": "duel", "title": "Duel", "players": [2],
         "planets": [{"q": 0, "r": 0, "kind": "star", "rotation": 0},
                     {"q": 2, "r": 0, "kind": "lunar", "rotation": 3},
                     {"q": -2, "r": 0, "kind": "dwarf", "rotation": 5}]}


def test_the_box_holds_the_rulebooks_planets() -> None:
    # "26 planets - 6x Dwarf ... 6x Ring ... 4x Habitable ... 4x Gaseous ... 4x Lunar ... 2x Stars (value of 9)"
    assert kind_counts() == {"dwarf": 6, "ring": 6, "habitable": 4, "gaseous": 4, "lunar": 4, "star": 2}
    assert E.SHIP_COUNT == 60
    assert sorted(set(zip(E.PLANET_KIND, E.PLANET_RES))) == sorted(
        {("dwarf", 4), ("ring", 5), ("habitable", 6), ("gaseous", 7), ("lunar", 8), ("star", 9)})


@pytest.mark.parametrize("name", list(MAPS))
def test_every_built_in_map_is_valid_data_and_shares_as_json(name: str) -> None:
    text = json.dumps(map_to_json(name))
    parsed = parse_map(text)
    assert parsed["layout"] == MAPS[name][2]


def test_a_shared_map_passed_as_a_match_option_lays_out_the_galaxy() -> None:
    state = GAME.new_match(2, 5, {"custom_map": json.dumps(SMALL)})
    placed = {pos: (E.PLANET_KIND[(code >> 3) - E.PLANET_BASE], code & 7) for pos, code in state.board.items()}
    assert placed == {pack(0, 0): ("star", 0), pack(2, 0): ("lunar", 3), pack(-2, 0): ("dwarf", 5)}
    assert GAME.replay(2, 5, [], {"custom_map": json.dumps(SMALL)}).to_json() == state.to_json()


@pytest.mark.parametrize("change,message", [
    (lambda m: "{not json", "not valid JSON"),
    (lambda m: [1, 2], "expected a JSON object"),
    (lambda m: {**m, "colour": "red"}, "unknown field(s) colour"),
    (lambda m: {**m, "planets": []}, "map.planets: expected a list"),
    (lambda m: {**m, "planets": [{"q": 0, "r": 0, "kind": "moon"}]}, "map.planets[0].kind: 'moon'"),
    (lambda m: {**m, "planets": [{"q": 0, "r": 0, "kind": "star", "rotation": 6}]}, "map.planets[0].rotation"),
    (lambda m: {**m, "planets": [{"q": "0", "r": 0, "kind": "star"}]}, "map.planets[0].q/r"),
    (lambda m: {**m, "planets": [{"q": 99, "r": 0, "kind": "star"}]}, "more than 24 hexes"),
    (lambda m: {**m, "planets": m["planets"] + [{"q": 0, "r": 0, "kind": "ring"}]}, "map.planets[3]: hex (0, 0)"),
    (lambda m: {**m, "planets": [{"q": i * 2, "r": 0, "kind": "star"} for i in range(3)]},
     "map.planets[2].kind: the box holds only 2 star"),
    (lambda m: {**m, "planets": [{"q": 0, "r": 0, "kind": "ring"}]}, "needs at least one star"),
    (lambda m: {**m, "players": [7]}, "map.players"),
    (lambda m: {**m, "name": ""}, "map.name"),
])
def test_a_bad_map_is_refused_with_a_message_naming_the_field(change, message: str) -> None:
    bad = change(dict(SMALL))
    text = bad if isinstance(bad, str) else json.dumps(bad)
    with pytest.raises(MapError, match=pytest_escape(message)):
        parse_map(text)
    with pytest.raises(ValueError, match="option custom_map: .*" + pytest_escape(message)):
        GAME.new_match(2, 1, {"custom_map": text})


def test_a_map_for_other_player_counts_is_refused() -> None:
    with pytest.raises(ValueError, match="is for 2 players, not 3"):
        GAME.new_match(3, 1, {"custom_map": json.dumps(SMALL)})


def test_a_map_option_that_is_not_text_is_refused() -> None:
    with pytest.raises(ValueError, match="option custom_map: expected text"):
        GAME.new_match(2, 1, {"custom_map": 5})


def pytest_escape(text: str) -> str:
    import re

    return re.escape(text)


def test_a_bad_map_is_refused_when_the_options_are_read() -> None:
    # The site reads a match's options before it sets anything up: a bad map is a 400 there, never a 500.
    with pytest.raises(ValueError, match=r"option custom_map: map.planets\[0\].kind"):
        GAME.option_values({"custom_map": json.dumps({"planets": [{"q": 0, "r": 0, "kind": "moon"}]})})
    assert GAME.option_values({"custom_map": json.dumps(SMALL)})["custom_map"] == json.dumps(SMALL)
