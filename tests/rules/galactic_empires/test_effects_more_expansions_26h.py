"""More expansion cards whose text the card language says, written as data (issue 26, branch h):
each scenario plays the real card from the project's data and asserts what its text states.

Allied Forces and Piracy printings whose rules text is a fully modelled card's, word for word (their
printed special weapons, auxiliary shields, maneuvering thrusters and electronic warfare systems, are
stats, as on the printings whose stats say it all): the escorts (the S3 Garshain Tribe Escort's
text), the scouts (the S3 Erodi Scout Destroyer's) and a carrier that rearms its shuttles (the S5
Zedan Carrier's). The Pir O2 Early Warning answers a move against terrain (`react on = "moved"`,
`fire_phasers`). The Pir S5 Corporate Pirate Assault Cruiser and O5 Planetary Raid double the damage a ship
against a terrain causes there (a `damage_dealt` modifier `at` that stack; `volley_resolved` naming the
firing units). The AF T6 Binary Star takes one planet or system (`terrain_host` with tags). The GI S3 Gekonauak Swarmer intercepts as an escort, 1 point taken
for each (`per_point`). The Trade Ships (AF S7, Pir S5) convert a card play into a card draw or a draw into
a play (the `turn_limits` action).

Rules read first: GEerrata, the Allied Forces card texts (the S5 Tarra'ki Heavy Escort's and the S4
Trochilidae Scout Cruiser's texts in full, which their scans cut short); GErulesv21 "AUXILIARY
SHIELDS" and "MANEUVERING THRUSTERS" (the printed special weapons). The cards have no FAQ or Q&A
entries of their own.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, place, refresh, skip_to
from .test_effects_cards import PLANET, A, B, damage, duel, hand_card, play, rearms, volley
from .test_effects_more_expansions import FRIGATE6, escort_of_seven_or_more, scout

def _operates(s, c: int) -> set[str]:
    return {a["ability"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == c}


def trade_ship(identity: str):
    """"Each turn, either 1 card play may be converted into 1 card draw (during the Draw Cards Phase)
    or 1 card draw may be converted into 1 card play": its player's pick, once a turn."""

    def scenario() -> None:
        s, ids = duel(mine=[("t", identity, None)])
        skip_to(s, "play_a")
        assert _operates(s, ids["t"]) == {"ability0", "ability1"}
        act(s, "operate", card=ids["t"], ability="ability0")  # a card play for a card draw
        assert s.plays == 1 and _operates(s, ids["t"]) == set()  # either ... or: one a turn
        skip_to(s, "draw")
        assert len(s.hand[A]) <= 9 and s.draws_left == 3  # 2 at nine or fewer, one more
        end_turn(s)
        end_turn(s)  # the opponent's turn
        skip_to(s, "play_a")
        assert s.plays == 0 and _operates(s, ids["t"]) == {"ability0", "ability1"}  # each turn
        act(s, "operate", card=ids["t"], ability="ability1")  # a card draw for a card play
        assert s.plays == -1 and _operates(s, ids["t"]) == set()  # four card plays this turn
        skip_to(s, "draw")
        assert s.draws_left == (1 if len(s.hand[A]) <= 9 else 0)  # one card fewer
        s2, ids2 = duel(mine=[("t", identity, None)])
        skip_to(s2, "play_a")
        s2.plays = 3  # no card play left to convert
        assert _operates(s2, ids2["t"]) == {"ability1"}

    return scenario


def early_warning_on_a_move() -> None:
    """"Played to an engaged unit. - Allows that unit to fire phasers (up to the strength of this card)
    as a reaction to a ship being moved against a terrain in the fleet. - Discarded after use": the moving ship is its aim."""
    identity, raider = "O2|early warning", "S2|corporate pirate raider"
    world, guard = mk("T5", "Test World", gen_economy=3), mk("S6", "Test Guard", shields=3, phasers=4)
    s, ids = duel(mine=[("r", raider, None)], theirs=[("w", world, None), ("g", guard, None), ("i", guard, None)],
                  hand_b=[identity])
    s.ip[ids["i"]]["e"] = False
    act(s, "move", card=ids["r"], to=ids["w"])
    ew = hand_card(s, identity, seat=B)
    offered = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == ew]
    assert [a["on"] for a in offered] == [ids["g"]]  # an engaged unit of its player (his pick)
    act(s, "react", card=ew, reaction=offered[0]["reaction"], on=ids["g"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["r"]) == (2, 0) and s.ip[ids["g"]]["fp"] == 2  # 2 of its 4 phasers (the card's strength)
    assert ew in s.discard[s._dk(B)]  # discarded after use
    # Not to a move against another player's terrain: here the raider moves back into its fleet.
    s, ids = duel(mine=[("r", raider, None)], theirs=[("w", world, None), ("g", guard, None)], hand_b=[identity])
    s.ip[ids["r"]]["loc"] = ids["w"]
    s._kids = None
    act(s, "move", card=ids["r"], to=None)
    assert not [a for a in s.legal_actions(B) if a["type"] == "react"]


WORLD = mk("T6", "Test World", gen_economy=3)


def _engaged(s, c: int) -> None:
    refresh(s)
    skip_to(s, "fire")
    s.ip[c]["e"] = True  # engaged in the Weapons Fire Phase (its engagement points are not the point here)
    Position(s).changed()


def assault_cruiser_doubles_damage_to_the_terrain_stack_it_is_against() -> None:
    """"When against terrain, weapons fire from this ship causes double damage to that terrain stack":
    at any card of that stack, not elsewhere."""
    identity = "S5|corporate pirate assault cruiser"
    s, ids = duel(theirs=[("w", WORLD, None), ("d", mk("B9", "Test Depot", shields=1), "w"), ("p", FRIGATE6, None)],
                  hand=[identity])
    ids["c"] = place(s, A, identity, ids["w"])  # against B's world
    _engaged(s, ids["c"])
    volley(s, ids["d"], [(ids["c"], "phaser")] * 3)
    assert sum(damage(s, ids["d"])) == 6  # its 3 phasers doubled at a card of that stack
    s, ids = duel(theirs=[("w", WORLD, None), ("p", FRIGATE6, None)], hand=[identity])
    ids["c"] = place(s, A, identity, ids["w"])
    _engaged(s, ids["c"])
    volley(s, ids["p"], [(ids["c"], "phaser")] * 3)
    assert sum(damage(s, ids["p"])) == 3  # not at a card of another stack
    s, ids = duel(mine=[("c", identity, None)], theirs=[("p", mk("S9", "Test Hulk"), None)])
    _engaged(s, ids["c"])
    volley(s, ids["p"], [(ids["c"], "phaser")] * 3)
    assert sum(damage(s, ids["p"])) == 3  # not while in its fleet


def planetary_raid_doubles_one_volley_at_that_terrain() -> None:
    """"Played to a ship in play against a terrain. - That ship causes double damage when firing at that
    terrain. - Discarded after use": once its ship has fired at that terrain."""
    identity = "O5|planetary raid"
    raider = mk("S6", "Test Raider", shields=2, phasers=2, heavy_weapons=2)
    s, ids = duel(mine=[("h", raider, None)], theirs=[("w", WORLD, None), ("p", FRIGATE6, None)], hand=[identity, raider])
    ids["r"] = place(s, A, raider["key"], ids["w"])  # against B's world
    s.ip[ids["r"]]["am"] = 2  # its heavy weapons armed
    refresh(s)
    skip_to(s, "play_a")
    raid = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == raid} == {ids["r"]}
    play(s, identity, on=ids["r"])
    assert s.ip[raid]["loc"] == ids["r"]
    volley(s, ids["p"], [(ids["r"], "phaser")])
    assert sum(damage(s, ids["p"])) == 1 and raid in s.ip  # not at another card: not used
    volley(s, ids["w"], [(ids["r"], "heavy"), (ids["r"], "heavy")])
    assert sum(damage(s, ids["w"])) == 4  # 2 heavy weapon points doubled at that terrain
    assert raid not in s.ip and raid in s.discard[s._dk(A)]  # discarded after use


def binary_star_takes_a_planet_or_system_and_doubles_its_supply() -> None:
    """"1 planet or system (terrain) of strength 6 or less may be played to this terrain, combining with
    it. - Doubles the supply output of the planet or system": its supply doubled, one only."""
    identity = "T6|binary star"
    giant, haze = mk("T7", "Test Giant World", gen_supply=3, tags=["Planet"]), mk("T4", "Test Haze", gen_energy=1)
    small = mk("T3", "Test Small World", gen_supply=1, tags=["Planet"])
    s, ids = duel(mine=[("b", identity, None)], hand=[PLANET, giant, haze, small])
    skip_to(s, "play_a")
    offered = {a["card"] for a in s.legal_actions(A) if a["type"] == "play" and a.get("on") == ids["b"]}
    # Not a strength 7 planet, nor a terrain that is no planet or system.
    assert offered == {hand_card(s, PLANET["key"]), hand_card(s, small["key"])}
    before = Position(s).produced(A)
    play(s, PLANET["key"], on=ids["b"])
    assert Position(s).strength(ids["b"]) == 6 + 5  # one card with it
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    made = Position(s).produced(A)
    assert (made["supply"], made["energy"], made["economy"]) == (2 * 2, before["energy"] + 2, 1)
    assert not [a for a in s.legal_actions(A) if a["type"] == "play" and a.get("on") == ids["b"]]  # one only


def swarmer_intercepts_one_for_one() -> None:
    """"As a reaction, may intercept damage applied to any ship of 7 or greater strength, taking 1 point
    of damage for each point intercepted": the defender's choice; never for a ship of 6."""
    identity = "S3|gekonauak swarmer"
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("big", mk("S8", "Test Flagship"), None), ("e", identity, None)])
    skip_to(s, "fire")
    act(s, "target", on=ids["big"])
    for _ in range(4):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    offers = {a["points"] for a in s.legal_actions(B) if a["type"] == "use" and a["card"] == ids["e"]}
    assert offers == {1, 2, 3}  # strength 3, no shields: the third point destroys it
    act(s, "use", card=ids["e"], points=2)
    while s.pending:
        act(s, "pass")
    assert sum(damage(s, ids["big"])) == 2 and damage(s, ids["e"]) == (0, 2) and ids["e"] in s.ip
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("six", FRIGATE6, None), ("e", identity, None)])
    skip_to(s, "fire")
    act(s, "target", on=ids["six"])
    act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert not [a for a in s.legal_actions(B) if a["type"] == "use" and a.get("card") == ids["e"]]


SCENARIOS = {
    **{identity: escort_of_seven_or_more(identity) for identity in (
        "S2|tarraki escort", "S5|tarraki heavy escort", "S2|trochilidae escort", "S4|trochilidae heavy escort",
    )},
    **{identity: scout(identity) for identity in (
        "S3|tarraki scout", "S4|trochilidae scout cruiser", "S2|leopan scout frigate",
    )},
    "S4|tarraki light carrier": rearms("S4|tarraki light carrier"),
    "S7|trade ship": trade_ship("S7|trade ship"),
    "S5|trade ship": trade_ship("S5|trade ship"),
    "O2|early warning": early_warning_on_a_move,
    "S5|corporate pirate assault cruiser": assault_cruiser_doubles_damage_to_the_terrain_stack_it_is_against,
    "O5|planetary raid": planetary_raid_doubles_one_volley_at_that_terrain,
    "T6|binary star": binary_star_takes_a_planet_or_system_and_doubles_its_supply,
    "S3|gekonauak swarmer": swarmer_intercepts_one_for_one,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
