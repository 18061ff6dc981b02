"""More Piracy and Allied Forces cards whose text the card language says (issue 26, branch i): each
scenario plays the real card from the project's data and asserts what its text states.

Rules read first: GEerrata (the Allied Forces section: text cut short on some cards, none of these),
GEfaq, GEqa and GEUnofficialErrata (no entry names these cards); GErulesv21 "SHIP MOVEMENT RULES"
(moving against terrain, Piracy).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, destroy_by_volley, end_turn, mk, refresh, skip_to
from .test_effects_cards import PLANET, A, B, damage, duel, hand_card, play, volley


def _in_play(s, identity: str) -> bool:
    return any(s.ci[c].card["identity"] == identity for c in s.ip)


def ionized_field_six_down_to_one_then_discarded_or_to_hand() -> None:
    """"Provides 6 energy on its first Allocation Phase. Each turn, its energy output is reduced by 1 ...
    After 6 turns, this card is either discarded or moved to its owner's hand (controller's choice)"."""
    identity = "T3|ionized particle field"
    for pick, where in ((0, "discard"), (1, "hand")):
        s, ids = duel(hand=[identity])
        play(s, identity)
        field = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
        seen = []
        for _ in range(6):
            end_turn(s, draws=0)
            end_turn(s, draws=0)
            seen.append(Position(s).produced(A)["energy"])
        assert seen == [6, 5, 4, 3, 2, 1]
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        # Its duration is over: its controller's choice.
        offered = [a for a in s.legal_actions(A) if a.get("option") is not None or a["type"] == "choose"]
        assert s.pending and len(offered) == 2, s.legal_actions(A)
        s.apply(offered[pick])
        assert not _in_play(s, identity)
        assert (field in s.discard[s._dk(A)]) == (where == "discard") and (field in s.hand[A]) == (where == "hand")


GUN = mk("S9", "Test Gunship", phasers=9, heavy_weapons=9)
SYSTEM = mk("T6", "Test System", gen_supply=2, tags=["SystemTerrain"])
NEBULA = mk("T4", "Test Nebula", gen_energy=2, tags=["Nebula"])
DEPOT = mk("B4", "Test Depot", shields=1)


def _plays_on(s, identity: str) -> set[int]:
    c = hand_card(s, identity)
    return {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c}


def _armed(s, c: int, n: int = 9) -> None:
    skip_to(s, "fire")
    s.ip[c]["am"] = n  # its heavy weapons armed


def dust_belt_one_less_each_volley_at_the_planet_stack() -> None:
    """"Played to a planet or system. - Volleys against the planet or system stack are reduced by 1"."""
    identity = "T2|dust belt"
    s, ids = duel(mine=[("p", PLANET, None), ("y", SYSTEM, None), ("n", NEBULA, None)], hand=[identity])
    skip_to(s, "play_a")
    assert _plays_on(s, identity) == {ids["p"], ids["y"]}  # a planet or a system, never on its own
    play(s, identity, on=ids["p"])
    belt = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert s.ip[belt]["loc"] == ids["p"] and s.ip[belt]["cmb"]  # combined with the planet
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("p", PLANET, None), ("d", identity, "p"), ("n", NEBULA, None)])
    s.ip[ids["d"]]["cmb"] = True  # (placed combined, as played)
    _armed(s, ids["g"])
    volley(s, ids["p"], [(ids["g"], "heavy")] * 3)
    assert sum(damage(s, ids["p"])) == 2  # 3 - 1 at the planet
    volley(s, ids["n"], [(ids["g"], "heavy")] * 3)
    assert sum(damage(s, ids["n"])) == 3  # not at another stack
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("p", PLANET, None), ("d", identity, "p"), ("b", DEPOT, "p")])
    s.ip[ids["d"]]["cmb"] = True
    volley(s, ids["b"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["b"])) == 2  # and at a base of its stack


def planescape_a_third_of_each_volley() -> None:
    """"Played to a planet or moon. - Planet takes 1/3rd damage each opponent volley"."""
    identity = "A4|planescape"
    moon = mk("T3", "Test Moon", gen_energy=1, tags=["Moon"])
    s, ids = duel(mine=[("p", PLANET, None), ("m", moon, None), ("n", NEBULA, None)], hand=[identity])
    skip_to(s, "play_a")
    assert _plays_on(s, identity) == {ids["p"], ids["m"]}
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("p", mk("T9", "Test Giant", tags=["Planet"]), None),
                                                   ("x", identity, "p")])
    _armed(s, ids["g"])
    volley(s, ids["p"], [(ids["g"], "heavy")] * 8)
    assert damage(s, ids["p"]) == (0, 2)  # 8 / 3, fractions dropped
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("p", mk("T9", "Test Giant", tags=["Planet"]), None)])
    _armed(s, ids["g"])
    volley(s, ids["p"], [(ids["g"], "heavy")] * 8)
    assert damage(s, ids["p"]) == (0, 8)  # without it


def asteroids_two_less_and_two_to_each_firing_ship() -> None:
    """"Played to terrain. - 2 less damage to the terrain stack each opponent volley. - All ships firing at
    the terrain stack take 2 points of damage from asteroid collisions"."""
    identity = "T2|asteroids"
    s, ids = duel(mine=[("n", NEBULA, None)], hand=[identity])
    skip_to(s, "play_a")
    assert _plays_on(s, identity) == {ids["n"]}  # any own terrain, combining
    gun2 = mk("S8", "Test Gunboat", phasers=4)
    s, ids = duel(mine=[("g", GUN, None), ("h", gun2, None), ("o", gun2, None)],
                  theirs=[("p", PLANET, None), ("x", identity, "p"), ("b", DEPOT, "p"), ("q", mk("S9", "Test Hulk"), None)])
    s.ip[ids["x"]]["cmb"] = True  # (placed combined, as played)
    volley(s, ids["b"], [(ids["g"], "phaser")] * 3 + [(ids["h"], "phaser")] * 2)
    assert sum(damage(s, ids["b"])) == 3  # 5 - 2 at a card of its stack
    assert sum(damage(s, ids["g"])) == 2 and sum(damage(s, ids["h"])) == 2  # each firing ship collides
    assert sum(damage(s, ids["o"])) == 0  # not a ship that did not fire
    volley(s, ids["q"], [(ids["o"], "phaser")] * 4)
    assert sum(damage(s, ids["q"])) == 4 and sum(damage(s, ids["o"])) == 0  # not at another stack


def assault_destroyer_disengages_a_terrain_no_stronger_than_the_units_against_it() -> None:
    """"May move against a terrain. If the terrain is of equal or lesser strength than the total strength of
    units against their terrain, disengage the terrain"."""
    identity, raider = "S4|corporate pirate assault destroyer", "S5|independent pirate raider"
    for world, helper, disengaged in ((mk("T4", "Test World", gen_supply=2), False, True),
                                      (mk("T5", "Test World", gen_supply=2), False, False),
                                      (mk("T9", "Test World", gen_supply=2), True, True)):
        mine = [("d", identity, None)] + ([("r", raider, None)] if helper else [])
        s, ids = duel(mine=mine, theirs=[("w", world, None)])
        if helper:
            act(s, "move", card=ids["r"], to=ids["w"])  # a strength 5 raider already against it
            assert s.ip[ids["w"]]["e"]  # 5 < 9
        act(s, "move", card=ids["d"], to=ids["w"])
        assert s.ip[ids["d"]]["loc"] == ids["w"]
        assert s.ip[ids["w"]]["e"] == (not disengaged)  # 4 <= 4; 5 > 4; 9 <= 4 + 5


def moon_system_takes_any_number_of_moons() -> None:
    """"Moons may be played to the moon system, combining with it"."""
    identity = "T5|system moon system"
    moon = mk("T2", "Test Moonlet", gen_energy=1, tags=["Moon"])
    s, ids = duel(mine=[("m", identity, None)], hand=[moon, moon, PLANET])
    skip_to(s, "play_a")
    before = Position(s).produced(A)
    for _ in range(2):
        assert ids["m"] in _plays_on(s, moon["key"])
        play(s, moon["key"], on=ids["m"])
    assert ids["m"] not in _plays_on(s, PLANET["key"])  # moons only
    assert Position(s).strength(ids["m"]) == 5 + 2 + 2  # one card with both
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert Position(s).produced(A)["energy"] == before["energy"] + 2


def corporate_moon_on_its_own_or_combined_with_the_corporate_homeworld() -> None:
    """"May be played independently or to the corporate homeworld, combining with it"."""
    identity, home = "T2|small moon corporate moon", "T9|planet corporate homeworld"
    s, ids = duel(mine=[("h", home, None), ("p", PLANET, None)], hand=[identity, identity])
    skip_to(s, "play_a")
    assert _plays_on(s, identity) == {None, ids["h"]}  # not onto another planet
    play(s, identity, on=ids["h"])
    assert Position(s).strength(ids["h"]) == 9 + 2
    play(s, identity)
    alone = [c for c in s.ip if s.ci[c].card["identity"] == identity and s.ip[c]["loc"] is None]
    assert len(alone) == 1


def spy_ship(identity: str):
    """"When any spy in the fleet is discarded, it may be moved here instead": a spy crew card of its
    player's fleet, moved with its stack, his choice (he may discard it after all)."""

    def scenario() -> None:
        gun = ("g", mk("S9", "Test Gunship", phasers=9), None)
        frigate = mk("S2", "Test Frigate")
        for keep in (True, False):
            s, ids = duel(mine=[gun], theirs=[("f", frigate, None), ("spy", "C6|spy", "f"), ("o", "C3|engineer", "f"),
                                              ("x", identity, None)])
            destroy_by_volley(s, ids, "f")
            assert ids["f"] not in s.ip and ids["o"] not in s.ip  # the frigate and its other crew are gone
            assert s.ip[ids["spy"]]["loc"] == ids["x"]  # the spy is on the spy ship
            offers = s.legal_actions(B)
            assert [a["type"] for a in offers] == ["use", "pass"]  # "may": its player's choice
            s.apply(offers[1] if keep else offers[0])
            assert (ids["spy"] in s.ip) == keep and (ids["spy"] in s.discard[s._dk(B)]) == (not keep)
            assert s.current_players() == [A] and any(a["type"] == "target" for a in s.legal_actions(A))  # fire goes on
        # A spy already on the spy ship goes with it; an opponent's spy is not moved.
        s, ids = duel(mine=[gun, ("f", frigate, None), ("spy", "C6|spy", "f")],
                      theirs=[("x", identity, None), ("s2", "C6|spy", "x")])
        Position(s).destroy(ids["x"], A)
        assert ids["s2"] not in s.ip and not s.pending
        Position(s).destroy(ids["f"], B)
        assert ids["spy"] not in s.ip and not s.pending

    return scenario


def phaser_overload_doubles_the_next_phaser_volley_once() -> None:
    """"Doubles the phaser damage caused by the unit. The effect of multiple phaser overloads are not
    cumulative. - Discarded after use"."""
    identity = "E1|phaser overload device"
    ship = mk("S9", "Test Gunship", phasers=3, heavy_weapons=2)
    hulk = mk("S9", "Test Hulk")
    s, ids = duel(mine=[("g", ship, None)], theirs=[("h", hulk, None), ("k", hulk, None)], hand=[identity, identity])
    skip_to(s, "play_a")
    play(s, identity, on=ids["g"])
    dev = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert ids["g"] not in _plays_on(s, identity)  # not cumulative: one to a unit
    _armed(s, ids["g"], 2)
    volley(s, ids["h"], [(ids["g"], "heavy")] * 2)
    assert sum(damage(s, ids["h"])) == 2 and dev in s.ip  # heavy weapons: not doubled, not used
    volley(s, ids["k"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["k"])) == 6  # its 3 phasers doubled
    assert dev not in s.ip and dev in s.discard[s._dk(A)]  # discarded after use


def reinvestment_returns_the_topmost_terrain_of_the_discard_pile() -> None:
    """"May be played during the Allocation Phase. - Move the top most terrain in the Discard Pile to the
    fleet. - Discarded after use"."""
    identity = "O6|reinvestment"
    old, new, wreck = mk("T3", "Test Old World"), mk("T4", "Test New World"), mk("S3", "Test Wreck")
    s, ids = duel(hand=[identity, old, new, wreck])
    Position(s).discard(A, [old["key"], new["key"], wreck["key"]])  # the wreck on top
    o, n, w = s.discard[s._dk(A)][-3:]
    assert s.phase == "alloc" and hand_card(s, identity) in {a.get("card") for a in s.legal_actions(A)
                                                           if a["type"] == "play"}  # in the Allocation Phase
    act(s, "play", card=hand_card(s, identity))
    while s.pending:
        act(s, "pass")
    assert n in s.ip and s.ip[n]["loc"] is None and s.ip[n]["c"] == A  # the terrain nearest the top, in the fleet
    assert o in s.discard[s._dk(A)] and w in s.discard[s._dk(A)]
    assert not _in_play(s, identity) and s.discard[s._dk(A)][-1] == next(
        c for c in s.discard[s._dk(A)] if s.ci[c].card["identity"] == identity)  # discarded after use


def holographic_simulator_swaps_in_the_topmost_crew() -> None:
    """"Take the top most crew from the Discard Pile and place it at the simulators location. - Any
    previously 'simulated' crew are placed at the bottom of the Discard Pile when this is done"."""
    identity = "E7|holographic simulator"
    first, second, wreck = mk("C3", "Test Ensign"), mk("C4", "Test Pilot"), mk("S3", "Test Wreck")
    s, ids = duel(mine=[("f", mk("S5", "Test Frigate"), None), ("h", identity, "f")], hand=[first, second, wreck])
    Position(s).discard(A, [first["key"], second["key"], wreck["key"]])  # the pilot nearest the top
    e, p, w = s.discard[s._dk(A)][-3:]
    skip_to(s, "play_a")
    act(s, "operate", card=ids["h"], ability="ability0")
    assert s.ip[p]["loc"] == ids["f"] and s.ip[p]["c"] == A  # at the simulator's location
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["h"]]  # once a turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "operate", card=ids["h"], ability="ability0")
    assert s.ip[e]["loc"] == ids["f"]  # the ensign now
    assert p not in s.ip and s.discard[s._dk(A)][0] == p  # the pilot simulated before: at the bottom


def massive_asteroid_a_third_of_heavy_damage_and_three_repair_points_a_point() -> None:
    """"Every 3 points of heavy weapons damage scores only 1 point of damage to the structure of this
    asteroid. - 3 repair points are required to repair each point of damage"."""
    identity = "T7|asteroid massive asteroid"
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("a", identity, None)])
    _armed(s, ids["g"])
    volley(s, ids["a"], [(ids["g"], "heavy")] * 8)
    assert damage(s, ids["a"]) == (0, 2)  # 8 / 3, fractions dropped
    s, ids = duel(mine=[("a", identity, None), ("y", mk("T3", "Test Repair Yard", gen_repair=3), None)])
    Position(s).damage(ids["a"], structure=2)
    refresh(s)
    for _ in range(2):
        act(s, "repair", card=ids["a"], part="structure")
    assert s.ip[ids["a"]]["hd"] == 2
    act(s, "repair", card=ids["a"], part="structure")
    assert s.ip[ids["a"]]["hd"] == 1  # three repair points: one point repaired


def shroud_web_device_no_structural_phaser_damage_once() -> None:
    """"Played to a ship. - Phasers fired at this ship cannot cause structural damage. - Discarded after use"."""
    identity = "E3|shroud web device"
    ship = mk("S6", "Test Corvette", shields=2)
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("c", ship, None), ("w", identity, "c"), ("d", ship, None),
                                                   ("x", identity, "d")])
    _armed(s, ids["g"])
    volley(s, ids["d"], [(ids["g"], "heavy")] * 3)
    assert damage(s, ids["d"]) == (2, 1) and ids["x"] in s.ip  # heavy weapons: as usual, and not used
    volley(s, ids["c"], [(ids["g"], "phaser")] * 5)
    assert damage(s, ids["c"]) == (2, 0)  # its shields take 2, the 3 past them are lost
    assert ids["w"] not in s.ip and ids["w"] in s.discard[s._dk(B)]  # discarded after use
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("c", ship, None)])
    volley(s, ids["c"], [(ids["g"], "phaser")] * 5)
    assert damage(s, ids["c"]) == (2, 3)  # without it


def utopia_keeps_the_terrain_stack_from_firing_at_its_players_fleet() -> None:
    """"Played against an opponent terrain. The terrain stack cannot fire upon the utopia player's fleet for
    a number of turns equal to the terrain's strength. - Discarded at the end of the duration or when a card
    in the fleet fires upon the terrain stack"."""
    identity = "A4|utopia"
    world, fort = mk("T2", "Test Small World", gen_supply=1), mk("B4", "Test Fort", shields=1, phasers=3)
    ship, other = mk("S5", "Test Cruiser", phasers=3), mk("S5", "Test Escort", phasers=3)
    s, ids = duel(mine=[("c", ship, None)], theirs=[("w", world, None), ("f", fort, "w"), ("o", other, None)],
                  hand=[identity])
    skip_to(s, "play_a")
    assert _plays_on(s, identity) == {ids["w"]}  # an opponent terrain
    play(s, identity, on=ids["w"])
    u = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    pos = Position(s)
    assert not pos.can_fire_at(ids["f"], "phaser", ids["c"])  # the terrain stack: not at the utopia player's fleet
    assert pos.can_fire_at(ids["o"], "phaser", ids["c"])  # another unit of that player may
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert u in s.ip  # one turn of the world's 2
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert u not in s.ip and u in s.discard[s._dk(A)]  # its duration is over
    assert Position(s).can_fire_at(ids["f"], "phaser", ids["c"])
    # Discarded when its player fires upon the terrain stack.
    s, ids = duel(mine=[("c", ship, None)], theirs=[("w", world, None), ("f", fort, "w")], hand=[identity])
    skip_to(s, "play_a")
    play(s, identity, on=ids["w"])
    u = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    volley(s, ids["f"], [(ids["c"], "phaser")])
    assert u not in s.ip and Position(s).can_fire_at(ids["f"], "phaser", ids["c"])


def illegal_cargo_holds_four_extra_points_or_pays_its_strength_in_economy() -> None:
    """"A unit with illegal cargo can sustain 4 extra damage points before being destroyed. The cargo is
    discarded when the owning player elects to apply the last point to it. - During allocation, unit may use
    the cargo for economy points equal to its current strength, discarding it"."""
    identity = "E4|illegal cargo"
    hull = mk("S3", "Test Hull")
    s, ids = duel(mine=[("u", hull, None), ("c", identity, "u")])
    Position(s).deal_damage(ids["u"], 3, "card", B)  # its third point would destroy it: the cargo's first
    assert ids["u"] in s.ip and damage(s, ids["u"]) == (0, 2) and ids["c"] in s.ip
    Position(s).deal_damage(ids["u"], 2, "card", B)  # two more: the cargo holds 3
    assert ids["u"] in s.ip and damage(s, ids["u"]) == (0, 2) and ids["c"] in s.ip
    before = s.pool.get("economy", 0)
    act(s, "operate", card=ids["c"], ability="ability0")
    assert s.pool.get("economy", 0) == before + 1 and ids["c"] not in s.ip  # its current strength: 4 - 3
    s, ids = duel(mine=[("u", hull, None), ("c", identity, "u")])
    Position(s).deal_damage(ids["u"], 6, "card", B)  # 4 beyond the unit's 2: the fourth is the cargo's last
    assert ids["u"] in s.ip and damage(s, ids["u"]) == (0, 2) and ids["c"] not in s.ip  # discarded
    Position(s).deal_damage(ids["u"], 1, "card", B)
    assert ids["u"] not in s.ip  # no cargo left: destroyed
    s, ids = duel(mine=[("u", hull, None), ("c", identity, "u")])
    Position(s).deal_damage(ids["u"], 7, "card", B)  # 5 beyond: more than it can hold
    assert ids["u"] not in s.ip and ids["c"] not in s.ip
    s, ids = duel(mine=[("u", hull, None), ("c", identity, "u")])
    before = s.pool.get("economy", 0)
    act(s, "operate", card=ids["c"], ability="ability0")
    assert s.pool.get("economy", 0) == before + 4  # undamaged: 4 economy


def galactic_cataclysm_each_player_takes_the_strength_of_his_draw() -> None:
    """"All players draw one card, exposing the card to all players. Each player takes damage to their
    Sector HQ equal to the strength of their card" (GEerrata: "removed from play after use")."""
    identity = "L10|galactic cataclysm"
    s, ids = duel(hand=[identity, mk("S3", "Test Three")])
    Position(s).deck_order(A, [mk("S3", "Test Three")["key"]])  # his next card: a strength 3 ship
    a_top, b_top = s.deck[s._dk(A)][-1], s.deck[s._dk(B)][-1]
    hq, scored = list(s.hq), list(s.scored)
    play(s, identity)
    while s.pending:
        act(s, "pass")
    assert a_top in s.hand[A] and b_top in s.hand[B]
    assert s.hq[A] - hq[A] == s.ci[a_top].st == 3  # his card's strength
    assert s.hq[B] - hq[B] == s.ci[b_top].st
    assert all([q, k] in [x[:2] for x in s.seen] for q in (A, B) for k in (a_top, b_top))  # shown to all players
    assert s.scored[A] - scored[A] == s.ci[b_top].st  # the opponent's damage scores; his own does not
    assert not _in_play(s, identity) and any(s.ci[c].card["identity"] == identity for c in s.discard[s._dk(A)])


SCENARIOS = {
    "T3|ionized particle field": ionized_field_six_down_to_one_then_discarded_or_to_hand,
    "T2|dust belt": dust_belt_one_less_each_volley_at_the_planet_stack,
    "A4|planescape": planescape_a_third_of_each_volley,
    "T2|asteroids": asteroids_two_less_and_two_to_each_firing_ship,
    "T5|system moon system": moon_system_takes_any_number_of_moons,
    "T2|small moon corporate moon": corporate_moon_on_its_own_or_combined_with_the_corporate_homeworld,
    **{identity: spy_ship(identity) for identity in (
        "S5|corporate pirate spy ship", "S5|paktadon spy cruiser", "S3|tarraki spy destroyer",
    )},
    "E1|phaser overload device": phaser_overload_doubles_the_next_phaser_volley_once,
    "O6|reinvestment": reinvestment_returns_the_topmost_terrain_of_the_discard_pile,
    "E7|holographic simulator": holographic_simulator_swaps_in_the_topmost_crew,
    "T7|asteroid massive asteroid": massive_asteroid_a_third_of_heavy_damage_and_three_repair_points_a_point,
    "E3|shroud web device": shroud_web_device_no_structural_phaser_damage_once,
    "A4|utopia": utopia_keeps_the_terrain_stack_from_firing_at_its_players_fleet,
    "E4|illegal cargo": illegal_cargo_holds_four_extra_points_or_pays_its_strength_in_economy,
    "L10|galactic cataclysm": galactic_cataclysm_each_player_takes_the_strength_of_his_draw,
    "S4|corporate pirate assault destroyer": assault_destroyer_disengages_a_terrain_no_stronger_than_the_units_against_it,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
