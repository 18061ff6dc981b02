"""The public position builder (rules/galactic_empires/position.py): set-ups and read helpers."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, mk, stacked

A, B = 0, 1
CRUISER = mk("S5", "Test Cruiser", shields=2, phasers=3, heavy_weapons=2)
SCOUT = mk("S2", "Test Scout", shields=1, phasers=1)
CREW = mk("C3", "Test Officer", gen_research=1)
PLANET = mk("T5", "Test Planet", gen_supply=2, gen_energy=2, gen_economy=1, tags=["Planet"])
ROCK = mk("T1", "Test Rock")
ANTE = mk("S9", "Test Ante")
TENDER = mk("S3", "Test Tender", gen_energy=2)


def two_seats() -> Position:
    """The top card of each deck is its ante (Standard Game), then the nine dealt."""
    return Position.new([stacked([ANTE, CRUISER, CREW, PLANET, SCOUT, TENDER], 20), stacked([ROCK, SCOUT], 20)])


def test_new_deals_stacked_decks_in_the_order_given() -> None:
    pos = two_seats()
    s = pos.state
    names = [s.ci[c].key for c in s.hand[A]]
    assert names[:4] == [CRUISER["key"], CREW["key"], PLANET["key"], SCOUT["key"]]
    assert [s.ci[c].key for c in pos.discard_of(A)] == [ANTE["key"]]  # the ante, not played for keeps
    assert s.active == A  # the stronger ante goes first


def test_put_in_the_fleet_on_a_unit_and_on_a_terrain() -> None:
    pos = two_seats()
    ship = pos.put(A, CRUISER["key"])
    planet = pos.put(A, PLANET["key"])
    crew = pos.put(A, CREW["key"], on=ship)
    scout = pos.put(B, SCOUT["key"], engaged=False)
    assert pos.in_play(ship)["loc"] is None and pos.in_play(crew)["loc"] == ship
    assert pos.children(ship) == [crew] and pos.children(planet) == []
    assert pos.in_play(ship)["e"] and not pos.in_play(scout)["e"]
    assert pos.units(A) == [ship] and pos.ships(B) == [scout]
    assert pos.strength(ship) == 5 and pos.shields(ship) == 2
    assert pos.phasers(ship) == 3 and pos.heavy(ship) == 2
    assert pos.command_used(A) == 1
    assert ship not in pos.state.hand[A]
    with pytest.raises(LookupError):
        pos.put(A, CRUISER["key"])  # the only cruiser is in play already


def test_damage_and_engaged_state() -> None:
    pos = two_seats()
    ship = pos.put(A, CRUISER["key"])
    assert pos.remaining(ship) == 2 + 5
    pos.damage(ship, shields=1, structure=2).engage(ship, False)
    assert pos.damage_of(ship) == (1, 2) and pos.remaining(ship) == 1 + 3
    assert not pos.in_play(ship)["e"]
    pos.deal_damage(ship, 3, "weapons", B, volley=True)
    assert pos.damage_of(ship) == (2, 4)
    pos.remove(ship)
    assert pos.in_play(ship) is None and ship in pos.discard_of(A)


def test_hand_deck_order_and_discard() -> None:
    pos = two_seats()
    s = pos.state
    pos.hand(A, [SCOUT["key"], CREW["key"]])
    assert [s.ci[c].key for c in s.hand[A]] == [SCOUT["key"], CREW["key"]]
    assert s.ci[pos.deck_of(A)[-1]].key == CRUISER["key"]  # the old hand went back on the deck
    pos.deck_order(A, [PLANET["key"], CRUISER["key"]])
    assert [s.ci[c].key for c in pos.deck_of(A)[-2:]] == [CRUISER["key"], PLANET["key"]]  # planet on top
    pos.discard(A, [CREW["key"]])
    assert s.ci[pos.discard_of(A)[-1]].key == CREW["key"] and len(s.hand[A]) == 1


def test_turn_phase_points_and_fire() -> None:
    pos = two_seats()
    ship = pos.put(A, CRUISER["key"])
    scout = pos.put(B, SCOUT["key"])
    pos.veteran().turn(active=A, phase="fire").points(energy=4)
    s = pos.state
    assert s.phase == "fire" and s.active == A and s.pool["energy"] == 4
    assert pos.firers(A) == [ship]
    assert pos.target_ok(A, scout) and pos.can_fire_at(ship, "phaser", scout)
    act(s, "target", on=scout)  # the hand-made position is playable
    assert {"player": A, "type": "fire", "card": ship, "weapon": "phaser"} in s.legal_actions(A)
    with pytest.raises(ValueError):
        pos.phase("lunch")


def test_refresh_allocates_what_the_fleet_produces() -> None:
    pos = two_seats()
    pos.put(A, PLANET["key"])
    pos.refresh()
    assert pos.produced(A)["supply"] == 2 and pos.state.pool["energy"] == 2


def test_reserve_draw_allocation_hq_and_command_limit() -> None:
    pos = two_seats()
    s = pos.state
    top = pos.deck_of(A)[-1]
    pos.draw(A)
    assert s.hand[A][-1] == top and top not in pos.deck_of(A)
    pos.reserve(A, [CREW["key"]])
    assert [s.ci[c].key for c in s.reserve[A]] == [CREW["key"]]
    tender = pos.put(A, TENDER["key"])
    pos.allocate(tender, False)
    assert pos.produced(A)["energy"] == 0
    pos.allocate(tender)
    assert pos.produced(A)["energy"] == 2  # it makes its points when it will engage
    pos.hq_damage(B, 23).command_limit(A, 2)
    assert s.hq[B] == 23 and s.cmd[A] == 2
    pos.put(A, CRUISER["key"])
    pos.veteran().turn(active=A, phase="play_a")
    scout = pos.card_id(SCOUT["key"], s.hand[A])
    assert {"player": A, "type": "play", "card": scout} not in s.legal_actions(A)  # two units: the limit
    pos.command_limit(A, 3)
    assert {"player": A, "type": "play", "card": scout} in s.legal_actions(A)
