"""The time origin (engine/timeorigin.py, issue 26): v2.1 "TIME GATES RULES", "TIME ORIGIN", with
synthetic cards of exact numbers and the real Tranoan frigate.

v2.1 "TIME ORIGIN": "Time knights, Tranoan ships and some other cards have two strengths. The first
value is their strength when they are in the fleet (normal strength), the second value is their
strength when they are at the time origin (time strength)." "Cards with a time strength ... can only
be completely destroyed (discarded) when at the time origin. If in the fleet at the time an action
would normally force them to be discarded, they are moved to the time origin instead. When a card is
moved to the time origin (along with any other cards in play on that card) all damage applied to it
and all opponent cards played against it while outside the time origin are removed and discarded."
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, B, duel, play

FRIGATE = "S2|tranoan frigate"  # S2/8, 2 shields, 1 (time) phaser
TIMER = mk("S3", "Test Timer", time_strength=7, shields=1, phasers=2)
KNIGHT = mk("C2", "Test Chrononaut", time_strength=8)
TWOFACE = mk("S4", "Test Twoface", alt_type="S", time_strength=2, shields=1)  # an Aqaaran's sides
HULK = mk("S6", "Test Hulk", shields=2, phasers=3)
LEECH = mk("M2", "Test Leech")
RAY = mk("O3", "Test Ray")


def test_a_card_with_a_time_strength_destroyed_in_the_fleet_moves_to_the_time_origin() -> None:
    s, ids = duel(mine=[("f", FRIGATE, None), ("h", HULK, None)], theirs=[("x", HULK, None), ("m", LEECH, "f")])
    s.ip[ids["m"]]["c"] = B  # a monster played against the frigate by the opponent, on it
    pos = Position(s)
    pos.damage(ids["f"], shields=2, structure=1)
    assert pos.strength(ids["f"]) == 2
    pos.destroy(ids["f"], B)
    f = s.ip.get(ids["f"])
    assert f is not None and f.get("ori") and f["loc"] is None  # still in play, at the origin
    assert (f["sd"], f["hd"]) == (0, 0)  # its damage removed
    assert ids["m"] not in s.ip and ids["m"] in s.discard[s._dk(B)]  # the opponent card on it discarded
    assert ids["f"] not in s.discard[s._dk(A)]
    assert s._at_origin(ids["f"]) and not s._at_origin(ids["h"])
    assert pos.strength(ids["f"]) == 8  # its time strength there
    seen = next(v for v in s.view(B)["in_play"] if v["id"] == ids["f"])
    assert seen["time_origin"] and seen["time_strength"] == 8 and seen["on"] is None  # what every seat sees
    # "When destroyed in the time origin is discarded."
    pos.destroy(ids["f"], B)
    assert ids["f"] not in s.ip and ids["f"] in s.discard[s._dk(A)]


def test_an_aqaaran_second_side_is_no_time_strength() -> None:
    s, ids = duel(mine=[("t", TWOFACE, None), ("h", HULK, None)])
    Position(s).destroy(ids["t"], B)
    assert ids["t"] not in s.ip and ids["t"] in s.discard[s._dk(A)]


def test_own_cards_go_along_and_a_crew_card_with_a_time_strength_on_a_destroyed_unit_goes_alone() -> None:
    s, ids = duel(mine=[("t", TIMER, None), ("k", KNIGHT, "t"), ("h", HULK, None), ("j", KNIGHT, "h")])
    pos = Position(s)
    pos.destroy(ids["t"], B)
    assert s.ip[ids["t"]].get("ori") and s.ip[ids["k"]]["loc"] == ids["t"]  # along, on it
    assert s._at_origin(ids["k"]) and "ori" not in s.ip[ids["k"]]
    pos.destroy(ids["h"], B)  # the hulk is discarded, its crew card with a time strength is not
    assert ids["h"] not in s.ip and s.ip[ids["j"]].get("ori") and s.ip[ids["j"]]["loc"] is None


def test_cards_at_the_origin_never_protect_the_sector_hq_and_take_slots_by_time_strength() -> None:
    s, ids = duel(mine=[("f", FRIGATE, None)])
    halves = s._fleet_slots(A)[0]
    assert s.hq_protectors(A) == [ids["f"]]
    Position(s).destroy(ids["f"], B)
    assert s.hq_protectors(A) == []  # "Cards at the time origin never protect the Sector HQ"
    # v2.1 "COMMAND SLOTS": strength 2 takes 1/2 slot, strength 8 one (GEfaq: "Units in the time
    # origin require a command slot based on their origin strength").
    assert (halves, s._fleet_slots(A)[0]) == (1, 2)


def test_fire_does_not_cross_the_origin() -> None:
    s, ids = duel(mine=[("f", TIMER, None), ("g", TIMER, None), ("h", HULK, None)], theirs=[("x", HULK, None), ("y", TIMER, None)])
    pos = Position(s)
    pos.destroy(ids["f"], B)
    pos.destroy(ids["y"], A)
    assert not s._can_fire_at(ids["h"], "phaser", ids["y"])  # from the fleet into the origin
    assert s._can_fire_at(ids["h"], "phaser", ids["x"])
    assert not s._can_fire_at(ids["f"], "phaser", ids["x"])  # from the origin into a fleet
    assert not s._can_fire_at(ids["f"], "phaser", -1 - B)  # nor at a Sector HQ
    assert s._can_fire_at(ids["f"], "phaser", ids["y"])  # origin to origin


@pytest.fixture
def ray(script) -> None:
    script(RAY, '[[on_play]]\neffect = "damage"\namount = 2\nto = { types = "S", choose = "controller" }\n')


def test_a_card_from_the_hand_cannot_affect_cards_at_the_origin(ray) -> None:
    s, ids = duel(mine=[("h", HULK, None)], theirs=[("y", TIMER, None), ("x", HULK, None)], hand=[RAY])
    Position(s).destroy(ids["y"], A)
    play(s, RAY["key"])
    frame = s.pending[-1]
    assert {o["card"] for o in frame["options"]} == {ids["h"], ids["x"]}  # not the card at the origin


def test_no_card_is_played_on_a_card_at_the_origin() -> None:
    s, ids = duel(mine=[("f", TIMER, None), ("h", HULK, None)], hand=["E2|phaser refit"])
    before = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play"}
    Position(s).destroy(ids["f"], B)
    Position(s).phase("play_a")
    ons = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play"}
    assert ids["f"] not in ons and ids["h"] in ons
