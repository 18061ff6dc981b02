"""Card and general rulings of the Q&A, the FAQ and the errata, played in scenarios with real cards
(issue 29): each test sets up what the ruling asks about and asserts the ruling's answer."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from ..helpers import act, card, end_turn, mk, place, skip_to
from ..test_effects_cards import A, B, CRUISER, damage, duel, hand_card, play, targets_of, volley
from . import ruling

MOON = mk("T4", "Test Moon", gen_supply=2, gen_economy=2, tags=["Moon"])
HULK = mk("S9", "Test Hulk")
GUNSHIP = mk("S9", "Test Gunship", phasers=9)


def _produced_with(s, unit: int, engaged: bool) -> dict[str, int]:
    return Position(s).allocate(unit, engaged).produced(A)


def _in_play(s, identity: str) -> int:
    return next(c for c in s.ip if s.ci[c].card["identity"] == identity)


def _pass_reactions(s) -> None:
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


def _play_targets(s, identity: str) -> set:
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    return {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c}


@ruling("qa-005", "It must be engaged to use those points. This is true of anything of a similar nature, R/S2 Fleet Tug")
def test_an_outpost_or_a_tug_adds_its_terrain_points_only_engaged():
    s, ids = duel(mine=[("m", MOON, None), ("outpost", "B1|military outpost", "m")])
    idle, engaged = _produced_with(s, ids["outpost"], False), _produced_with(s, ids["outpost"], True)
    assert (idle["supply"], idle["economy"]) == (2, 2)
    assert (engaged["supply"], engaged["economy"]) == (3, 3)
    s, ids = duel(mine=[("m", MOON, None), ("tug", "S2|fleet tug", "m")])
    assert _produced_with(s, ids["tug"], False)["economy"] == 2
    assert _produced_with(s, ids["tug"], True)["economy"] == 4  # doubled only while engaged


@ruling("qa-006", "(If it is going to be engaged, it produces the points.)")
def test_an_outpost_produces_its_points_once_it_engages_in_the_allocation_phase():
    sunny = mk("T4", "Test Sunny Moon", gen_supply=2, gen_economy=2, gen_energy=1)
    s, ids = duel(mine=[("m", sunny, None), ("outpost", "B1|military outpost", "m")])
    Position(s).allocate(ids["outpost"], False).refresh()
    assert s.phase == "alloc" and (s.pool.get("supply", 0), s.pool.get("economy", 0)) == (2, 2)
    act(s, "engage", card=ids["outpost"])  # its one energy from the moon
    assert s.ip[ids["outpost"]]["w"]  # to engage at the end of the phase
    assert (s.pool["supply"], s.pool["economy"]) == (3, 3)


@ruling("qa-007", "Only if the Outpost is engaged the turn that the flood will be payed off.")
def test_a_flooded_terrain_is_paid_off_without_the_points_of_an_idle_outpost():
    s, ids = duel(theirs=[("m", MOON, None), ("outpost", "B1|military outpost", "m")], hand=["O4|flood"])
    play(s, "O4|flood", on=ids["m"])
    flood = next(k for k in s.ip if s.ci[k].key == "o4-flood")
    end_turn(s, draws=0)
    Position(s).allocate(ids["outpost"], False).points(supply=2, economy=2)
    assert {"player": B, "type": "pay_negate", "card": flood} in s.legal_actions(B)  # the moon's 2 and 2 only
    act(s, "pay_negate", card=flood)
    assert flood not in s.ip and (s.pool["supply"], s.pool["economy"]) == (2, 2)  # paid, then the freed moon's (qa-037)


@ruling("qa-054", "You have a T5 Star, and you play a T5 planet to it. It is now a T10.")
def test_a_planet_played_to_a_star_makes_one_terrain_of_strength_ten():
    planet = mk("T5", "Test Planet", gen_supply=2, tags=["Planet"])
    s, ids = duel(mine=[("star", "T5|star", None)], hand=[planet])
    play(s, planet["key"], on=ids["star"])
    assert Position(s).strength(ids["star"]) == 10


@ruling("qa-057", "So a ship with a command point that is not engaged does not give you the command points for that turn.")
def test_a_ships_command_point_counts_only_when_the_ship_is_engaged():
    flagship = mk("S5", "Test Flagship", gen_command=1)
    for engaged, limit in ((False, 2), (True, 3)):
        s, ids = duel(mine=[("ship", flagship, None)])
        Position(s).allocate(ids["ship"], engaged)
        skip_to(s, "play_a")
        assert s.cmd[A] == limit, engaged


@ruling("qa-058", "During either Card Play Phase A or B, your choice. If you forget, it doesn't do any.")
def test_a_monster_does_its_turns_damage_in_either_card_play_phase_or_not_at_all():
    s, ids = duel(theirs=[("t", mk("T9", "Test Giant World", gen_energy=2), None)], hand=["M5|tectonic burrower"])
    play(s, "M5|tectonic burrower", on=ids["t"])
    burrower = _in_play(s, "M5|tectonic burrower")
    assert sum(damage(s, ids["t"])) == 2
    for phase in ("play_a", "play_b"):
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        skip_to(s, phase)
        assert {"player": A, "type": "operate", "card": burrower} in s.legal_actions(A), phase
    act(s, "operate", card=burrower)  # in Play Cards Phase B
    _pass_reactions(s)
    assert sum(damage(s, ids["t"])) == 4
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # forgotten: no damage that turn
    assert sum(damage(s, ids["t"])) == 4


@ruling("qa-023", "A: Correct.")
def test_web_crawlers_played_in_reaction_bite_at_once_then_on_their_players_turns():
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("c", HULK, None)],
                  hand_b=["M1|sextaraan web crawlers"], hand=[mk("S2", "Test Scout")])
    web = hand_card(s, "M1|sextaraan web crawlers", B)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "s2-test-scout"))
    act(s, "react", card=web, reaction="reaction0", on=ids["g"])
    _pass_reactions(s)
    assert sum(damage(s, ids["g"])) == 2  # on the opponent's turn, as soon as laid
    for bites in (4, 6):
        end_turn(s, draws=0)  # the web's player's turn
        skip_to(s, "play_a")
        act(s, "operate", card=web)
        _pass_reactions(s)
        assert sum(damage(s, ids["g"])) == bites
        end_turn(s, draws=0)


def _astromorph_after_its_first_kill():
    s, ids = duel(theirs=[("first", mk("S7", "Test Frigate"), None), ("next", HULK, None)], hand=["M5|astromorph"])
    play(s, "M5|astromorph", on=ids["first"])
    morph = _in_play(s, "M5|astromorph")
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "operate", card=morph)  # 5 + 5 on a strength 7 frigate
    _pass_reactions(s)
    assert ids["first"] not in s.ip
    return s, ids, morph


@ruling("qa-030", "On the next turn after it destroys its initial target, the player who played the M5 Astromorph may target another ship in the same fleet.")
def test_an_astromorph_moves_on_to_another_ship_of_the_fleet():
    s, ids, morph = _astromorph_after_its_first_kill()
    assert morph in s.ip
    # Not on the turn of the kill: its action for the turn is spent.
    assert not any(a["type"] == "operate" and a["card"] == morph for a in s.legal_actions(A))
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    moves = [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == morph]
    assert moves == [{"player": A, "type": "operate", "card": morph, "on": ids["next"]}]  # ships only
    act(s, "operate", card=morph, on=ids["next"])
    _pass_reactions(s)
    assert s.ip[morph]["loc"] == ids["next"] and damage(s, ids["next"]) == (0, 5)  # its 5 points


@ruling("qa-030", "If there are no ships it just hangs out until there are.")
def test_an_astromorph_waits_in_a_fleet_without_ships_until_a_ship_comes():
    fort = mk("B5", "Test Fort", heavy_weapons=3)  # a base: no target for an astromorph (ships only)
    cutter = mk("S6", "Test Cutter")
    s, ids = duel(theirs=[("first", mk("S7", "Test Frigate"), None), ("fort", fort, None)], hand=["M5|astromorph"],
                  hand_b=[cutter])
    play(s, "M5|astromorph", on=ids["first"])
    morph = _in_play(s, "M5|astromorph")
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "operate", card=morph)
    _pass_reactions(s)
    assert ids["first"] not in s.ip and s.ip[morph]["loc"] is None
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert not any(a["type"] == "operate" and a["card"] == morph for a in s.legal_actions(A))  # no ship to attack
    end_turn(s, draws=0)
    # It stays a target of the fleet's player where it waits (its phaser immunity still holds:
    # "can only be damaged by heavy weapons", GEqa).
    skip_to(s, "fire")
    assert s._target_ok(B, morph)
    end_turn(s, draws=0)
    place(s, B, cutter["key"])  # a ship enters the fleet: on the next turn it may be attacked
    skip_to(s, "play_a")
    assert any(a["type"] == "operate" and a["card"] == morph for a in s.legal_actions(A))


@ruling("errata-066", "It damages a ship each turn until that ship is destroyed. It may then attack another ship.")
def test_an_astromorph_stays_in_play_after_destroying_its_ship():
    s, ids, morph = _astromorph_after_its_first_kill()
    assert morph in s.ip and morph not in Position(s).discard_of(A)


@ruling("qa-031", "Yes it can be played, yes it damages the terrain, and the base goes away when the terrain does.")
def test_a_tectonic_burrower_damages_a_terrain_under_a_base_and_the_base_goes_with_it():
    planet = mk("T5", "Test Planet", gen_energy=2)
    s, ids = duel(theirs=[("t", planet, None), ("b", mk("B3", "Test Base", shields=2), "t")], hand=["M5|tectonic burrower"])
    play(s, "M5|tectonic burrower", on=ids["t"])
    assert damage(s, ids["t"]) == (0, 2) and damage(s, ids["b"]) == (0, 0)
    s, ids = duel(theirs=[("t", planet, None), ("b", mk("B3", "Test Base", shields=2), "t")], hand=["M5|tectonic burrower"])
    Position(s).damage(ids["t"], structure=3)
    play(s, "M5|tectonic burrower", on=ids["t"])
    assert ids["t"] not in s.ip and ids["b"] not in s.ip


@ruling("qa-036", "Only to the shields, otherwise it is damaged as a terrain, and a Kraken cannot damage a terrain.")
def test_a_kraken_damages_only_the_shields_of_a_vektrean_asteroid_station():
    s, ids = duel(theirs=[("st", "T/B6|vektrean asteroid station", None)], hand=["M9|kraken"])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "M9|kraken"), on=-1 - B)
    end_turn(s, draws=0)  # the Kraken's 9 points at the start of the fleet's turn
    while s.pending:
        act(s, "use", card=ids["st"])
    assert damage(s, ids["st"]) == (6, 0)  # its 6 shields, never its structure


@ruling("qa-044", "A: No.")
def test_ship_collision_is_never_played_against_a_dragon():
    s, ids = duel(mine=[("ram", mk("S8", "Test Ram"), None), ("d", mk("D5", "Test Dragon"), None)],
                  theirs=[("y", HULK, None), ("e", mk("D6", "Test Dragoness"), None)], hand=["O9|ship collision"])
    skip_to(s, "play_a")
    collision = hand_card(s, "O9|ship collision")
    pairs = {(a.get("on"), a.get("other")) for a in s.legal_actions(A) if a.get("card") == collision}
    assert pairs == {(ids["y"], ids["ram"])}  # neither dragon, as the target nor as the other ship


@ruling("qa-025", "You cannot play a Monster to a Monster, unless the text of the card specifically states that you can.")
def test_a_monster_is_never_played_to_a_monster():
    s, ids = duel(mine=[("own", CRUISER, None)], theirs=[("y", HULK, None)], hand=["M5|astromorph"],
                  hand_b=["M5|astromorph", "M9|kraken"])
    theirs = place(s, B, "M5|astromorph", on=ids["own"])  # the opponent's monsters in my fleet
    kraken = place(s, B, "M9|kraken")
    s.ip[kraken]["loc"] = None
    skip_to(s, "play_a")
    mine = hand_card(s, "M5|astromorph")
    ons = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == mine}
    assert ids["y"] in ons and not ons & {theirs, kraken}


@ruling("qa-032", "Yes to all the questions.")
def test_a_time_thief_between_two_players_leaves_only_a_discard_from_its_stack():
    s, ids = duel(theirs=[("y", mk("S5", "Test Cruiser"), None), ("c", mk("C3", "Test Officer"), "y")], hand=["M6|time thief"])
    play(s, "M6|time thief", on=ids["y"])
    thief = _in_play(s, "M6|time thief")
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    answers = [a for a in s.legal_actions(B) if a.get("card") == thief]
    assert answers and {a.get("discard") for a in answers} == {ids["y"], ids["c"]}  # no move to another fleet
    act(s, "thief", card=thief, discard=ids["c"])
    assert ids["c"] not in s.ip


_LINER = mk("S6", "Test Liner", cost_energy=1, shields=4)


def _creature_on_the_liner():
    s, ids = duel(theirs=[("y", _LINER, None), ("t", mk("T5", "Test Reactor", gen_energy=9), None)],
                  hand=["M8|creature from the black hole"])
    play(s, "M8|creature from the black hole", on=ids["y"])
    return s, ids


@ruling("qa-035", "All monsters that do damage do it on the turn they are played unless they state otherwise on their text.")
def test_the_creature_from_the_black_hole_damages_the_engaged_ship_the_turn_it_is_played():
    s, ids = _creature_on_the_liner()
    assert damage(s, ids["y"]) == (4, 2)  # the liner's strength 6, at once


@ruling("qa-034", "If you choose to engage the ship it will take the damage.")
def test_the_creature_from_the_black_hole_damages_its_ship_only_when_it_is_engaged():
    for engage in (True, False):
        s, ids = _creature_on_the_liner()
        before = damage(s, ids["y"])
        end_turn(s, draws=0)
        assert s.active == B and s.phase == "alloc"
        if engage:
            act(s, "engage", card=ids["y"])
        act(s, "done")
        if engage:  # 6 more on a strength 6 liner that took 6 already
            assert ids["y"] not in s.ip
        else:
            assert damage(s, ids["y"]) == (3, 2)  # not engaged: no damage (one shield repaired, as each turn)


def _flooded_moon(*extra):
    s, ids = duel(theirs=[("m", MOON, None), *extra], hand=["O4|flood"])
    play(s, "O4|flood", on=ids["m"])
    flood = next(k for k in s.ip if s.ci[k].key == "o4-flood")
    end_turn(s, draws=0)  # the moon's player's Allocation Phase
    return s, ids, flood


@ruling("qa-037", "If the flood goes away before the allocation phase is over you can use the terrain.")
def test_a_terrain_freed_from_a_flood_in_the_allocation_phase_gives_its_points_that_phase():
    s, ids, flood = _flooded_moon()
    Position(s).points(supply=2, economy=2)  # the points of the fleet's other cards
    act(s, "pay_negate", card=flood)
    assert flood not in s.ip and s.phase == "alloc"
    assert (s.pool.get("supply", 0), s.pool.get("economy", 0)) == (2, 2)  # the moon's own, that phase


@ruling("qa-038", "Over a number of turns. Just keep track.")
def test_the_points_against_a_flood_may_be_applied_over_several_turns():
    s, ids, flood = _flooded_moon()
    Position(s).points(supply=1)  # half the moon's supply this turn, no economy
    act(s, "pay_negate", card=flood)
    assert flood in s.ip and s.pool.get("supply", 0) == 0  # applied and kept track of
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # the moon's player's next Allocation Phase
    Position(s).points(supply=1, economy=1)
    act(s, "pay_negate", card=flood)  # 1 supply and 2 economy left, 1 and 1 in the pool: 1 economy short
    assert flood in s.ip
    assert s.ip[flood]["neg"] == {"supply": 2, "economy": 1}
    Position(s).points(economy=1)
    act(s, "pay_negate", card=flood)
    assert flood not in s.ip  # 2 supply and 2 economy applied over two turns


@ruling("qa-039", "You only need to apply the original terrains points.")
def test_a_flood_on_a_terrain_under_a_starbase_costs_the_terrains_own_points():
    s, ids, flood = _flooded_moon(("sb", "B9|starbase", "m"))
    Position(s).allocate(ids["sb"], True).points(supply=2, economy=2)
    assert {"player": B, "type": "pay_negate", "card": flood} in s.legal_actions(B)  # the moon's 2 supply, not 2 x 3


@ruling("qa-015", "You play it to one of your ships to do damage to another ship.")
def test_a_mine_is_played_to_an_own_ship_and_used_against_an_opponent_ship():
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=["E1|explosive mine"])
    play(s, "E1|explosive mine", on=ids["c"])
    mine = _in_play(s, "E1|explosive mine")
    act(s, "operate", card=mine, on=ids["y"])
    _pass_reactions(s)
    assert sum(damage(s, ids["y"])) == 1 and mine not in s.ip  # "after they are played they are discarded"
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=["E1|explosive mine"])
    skip_to(s, "play_a")
    mine = hand_card(s, "E1|explosive mine")
    assert {a.get("on") for a in s.legal_actions(A) if a.get("card") == mine} == {ids["c"]}


@ruling("qa-015", "You must have a ship in play (any kind) to use a mine.")
def test_a_mine_cannot_be_played_without_an_own_ship():
    s, ids = duel(theirs=[("y", CRUISER, None)], hand=["E1|explosive mine"])
    skip_to(s, "play_a")
    mine = hand_card(s, "E1|explosive mine")
    assert not [a for a in s.legal_actions(A) if a.get("card") == mine]


@ruling("qa-045", "If the ship is a S1 Freighter, a S6 Police Ship, or any other ship of that type, it stills defends the Sector HQ.")
def test_a_freighter_on_a_terrain_still_defends_the_sector_hq():
    s, ids = duel(mine=[("g", GUNSHIP, None)],
                  theirs=[("m", MOON, None), ("f", "S1|fleet freighter", "m")])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} not in s.legal_actions(A)
    assert {"player": A, "type": "target", "on": ids["f"]} in s.legal_actions(A)


@ruling("qa-045", "Yes you can fire at an opponents Sector HQ.")
def test_a_freighter_on_a_terrain_may_fire_at_an_open_sector_hq():
    s, ids = duel(mine=[("m", MOON, None), ("f", "S1|fleet freighter", "m")])
    Position(s).allocate(ids["f"], True)
    skip_to(s, "fire")
    act(s, "target", hq=B)
    assert {"player": A, "type": "fire", "card": ids["f"], "weapon": "phaser"} in s.legal_actions(A)


@ruling("errata-105", "This affects all Argonian ships in all fleets.")
def test_homecloud_nebula_spares_the_argonian_ships_of_every_fleet():
    arg = "S4|argonian destroyer argonian blizzard destroyer"
    for owner in ("theirs", "mine"):  # the nebula in the firing fleet, then in the Argonian fleet
        neb = [("neb", "T5|nebula homecloud nebula", None)]
        s, ids = duel(mine=[("ship", CRUISER, None)] + (neb if owner == "mine" else []),
                      theirs=[("a", arg, None)] + (neb if owner == "theirs" else []))
        volley(s, ids["a"], [(ids["ship"], "phaser")] * 3)
        assert sum(damage(s, ids["a"])) == 2, owner
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("a", arg, None)])
    volley(s, ids["a"], [(ids["ship"], "phaser")] * 3)
    assert sum(damage(s, ids["a"])) == 3  # no nebula: the volley whole


@ruling("errata-112", "This affects all Mechad ships in all fleets.")
def test_the_mechad_system_arms_the_mechad_ships_of_every_fleet():
    mech = mk("S5", "Test Mechad Frigate", main_empire="Mechad", phasers=2)
    s, ids = duel(mine=[("m", mech, None), ("sys", "T8|system mechad system", None)], theirs=[("o", mech, None)])
    assert (Position(s).phasers(ids["m"]), Position(s).phasers(ids["o"])) == (3, 3)
    s, ids = duel(mine=[("m", mech, None)])
    assert Position(s).phasers(ids["m"]) == 2


@ruling("errata-111", "This planet affects Krebiz capsules in play in all fleets.")
def test_planet_krebizar_repairs_a_shield_more_on_krebiz_capsules_of_every_fleet():
    capsule = mk("S2", "Test Krebiz Capsule", main_empire="Krebiz", shields=3)
    for krebizar_owner in (A, B):
        k = [("k", "T7|planet krebizar", None)]
        s, ids = duel(mine=k if krebizar_owner == A else [], theirs=[("c", capsule, None)] + (k if krebizar_owner == B else []))
        Position(s).damage(ids["c"], shields=3)
        end_turn(s, draws=0)  # the capsule's turn: shields regenerate
        assert s.ip[ids["c"]]["sd"] == 1, krebizar_owner  # 1 as every turn, 1 more from Krebizar


@ruling("errata-002", "More than one molting card may be played on a 'D' dragon.")
def test_two_molting_cards_on_one_dragon():
    s, ids = duel(mine=[("d", "D4|radiation dragoness", None)], hand=["A1|millennia molting", "A3|tri millennia molting"])
    before = Position(s).strength(ids["d"])
    play(s, "A1|millennia molting", on=ids["d"])
    play(s, "A3|tri millennia molting", on=ids["d"])
    assert Position(s).strength(ids["d"]) == before + 1 + 3


@ruling("errata-037", "It destroys all the ship's shields and causes two points of structural damage.")
def test_an_antimatter_mine_destroys_all_shields_and_does_two_structural_damage():
    s, ids = duel(mine=[("u", CRUISER, None), ("m", "E5|antimatter mine", "u")],
                  theirs=[("y", mk("S6", "Test Liner", shields=4), None)])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["m"], on=ids["y"])
    _pass_reactions(s)
    assert damage(s, ids["y"]) == (4, 2) and ids["m"] not in s.ip


@ruling("errata-079", "Offensive Electronic Warfare can increase the damage caused by a heavy weapons volley, increasing the damage taken by terrain.")
def test_offensive_electronic_warfare_on_a_base_adds_to_a_heavy_volley_at_a_terrain():
    fort = mk("B5", "Test Missile Fort", heavy_weapons=2)
    s, ids = duel(mine=[("m", MOON, None), ("fort", fort, "m")], theirs=[("t", mk("T9", "Test World"), None)],
                  hand=["O3|offensive electronic warfare"])
    skip_to(s, "play_a")
    oew = hand_card(s, "O3|offensive electronic warfare")
    assert {"player": A, "type": "play", "card": oew, "on": ids["fort"]} in s.legal_actions(A)  # a base
    play(s, "O3|offensive electronic warfare", on=ids["fort"])
    skip_to(s, "fire")
    s.ip[ids["fort"]]["am"] = 2
    volley(s, ids["t"], [(ids["fort"], "heavy"), (ids["fort"], "heavy")])
    assert damage(s, ids["t"]) == (0, 2 + 2)


@ruling("errata-013", "When played in reaction, must be played to the ship or base it is saving from being destroyed.")
def test_a_damage_control_team_in_reaction_goes_to_the_unit_it_saves():
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("c", mk("S2", "Test Scout", shields=1, phasers=1), None),
                                                       ("other", HULK, None)], hand_b=["C6|damage control team"])
    team = hand_card(s, "C6|damage control team", B)
    skip_to(s, "fire")
    act(s, "target", on=ids["c"])
    for _ in range(6):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    _pass_reactions(s)
    act(s, "use", card=team)
    _pass_reactions(s)
    assert ids["c"] in s.ip and Position(s).remaining(ids["c"]) == 1
    assert s.ip[team]["loc"] == ids["c"]  # on the scout it saved, not on the fleet's other ship


@ruling("errata-021", "The dragon's controller can decide which weapon (from which source) in a multi-source volley scores the final point of damage.")
def test_the_plasma_dragoness_controller_picks_the_source_of_the_final_point():
    s, ids = duel(mine=[("a", GUNSHIP, None), ("b", CRUISER, None)], theirs=[("d", "D3|plasma dragoness", None)])
    volley(s, ids["d"], [(ids["a"], "phaser"), (ids["a"], "phaser"), (ids["b"], "phaser"), (ids["b"], "phaser")])
    assert ids["d"] not in s.ip
    frame = s.pending[-1]
    assert frame["p"] == B and {o["card"] for o in frame["options"]} == {ids["a"], ids["b"]}
    act(s, "use", card=ids["a"])
    assert sum(damage(s, ids["a"])) == 6 and sum(damage(s, ids["b"])) == 0  # twice its strength on the one picked


@ruling("errata-023", "The dragon queen doubles the breath weapons, not the damage caused by the breath weapons.")
def test_the_dragon_queen_doubles_the_breath_weapons_each_needing_its_ammunition():
    s, ids = duel(mine=[("queen", "D10|draxos iii dragon queen", None), ("d", "D6|astral dragoness", None)], theirs=[("y", HULK, None)])
    s.main[A] = "Space Dragon"
    skip_to(s, "fire")
    s.ip[ids["d"]]["e"] = True
    s.ip[ids["d"]]["am"] = 2  # two ammunition points: two breath weapons fire
    Position(s).changed()
    volley(s, ids["y"], [(ids["d"], "heavy"), (ids["d"], "heavy")])
    assert sum(damage(s, ids["y"])) == 2


@ruling("errata-035", "May be played to a ship or base.")
def test_multi_purpose_phasers_let_a_base_return_fire():
    fort = mk("B6", "Test Phaser Fort", phasers=5)
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("m", MOON, None), ("fort", fort, "m")], hand_b=["E4|multi purpose phasers"])
    r = hand_card(s, "E4|multi purpose phasers", B)
    skip_to(s, "fire")
    act(s, "target", on=ids["fort"])
    act(s, "fire", card=ids["ship"], weapon="phaser")
    act(s, "resolve")
    act(s, "react", card=r, on=ids["ship"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["ship"]) == (0, 5)  # the fort's five phasers


@ruling("errata-025", "May only be played to a Mechad unit.")
def test_distribution_nodes_go_only_to_a_mechad_unit():
    for nodes in ("E1|distribution node", "E5|distribution nodes", "E9|distribution nodes"):
        s, ids = duel(mine=[("mech", "S2|mechad frigate", None), ("other", CRUISER, None)], hand=[nodes])
        assert _play_targets(s, nodes) == {ids["mech"]}, nodes


@ruling("errata-027", "May be played to a Krebiz cruiser or Krebiz base.")
def test_krebiz_armor_may_be_played_to_a_krebiz_base():
    s, ids = duel(mine=[("m", MOON, None), ("base", "B7|krebiz capsule base", "m"), ("claw", "S5|krebiz claw heavy cruiser", None)],
                  hand=["E1|krebiz armor"])
    assert _play_targets(s, "E1|krebiz armor") == {ids["base"], ids["claw"]}


@ruling("errata-087", "is short for \"Played against an opponent ship and an opponent terrain in the same fleet.\"")
def test_political_clout_pairs_a_ship_and_a_terrain_of_one_fleet():
    from ..test_reaction_stack import table

    colony = mk("T4", "Test Colony")
    s, ids = table([{"hand": ["O6|political clout"]}, {"play": [("y", HULK, None), ("t", colony, None)]},
                    {"play": [("y", HULK, None), ("t", colony, None)]}])
    a = s.order[0]
    skip_to(s, "play_a")
    clout = next(c for c in s.hand[a] if s.ci[c].card["identity"] == "O6|political clout")
    pairs = {(x.get("on"), x.get("to")) for x in s.legal_actions(a) if x.get("card") == clout}
    assert pairs == {(ids[1]["y"], ids[1]["t"]), (ids[2]["y"], ids[2]["t"])}  # never one fleet's ship with another's terrain


_ARGONIAN = "S4|argonian destroyer argonian blizzard destroyer"


def _upheaval_on_the_homecloud():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("a", _ARGONIAN, None), ("neb", "T5|nebula homecloud nebula", None)],
                  hand=["O5|political upheaval"])
    play(s, "O5|political upheaval", on=ids["neb"])
    return s, ids


@ruling("errata-085", "it produces no points")
def test_political_upheaval_stops_the_terrains_points():
    s, ids = _upheaval_on_the_homecloud()
    assert Position(s).produced(B)["energy"] == 0  # the nebula's 5 energy


@ruling("errata-085", "any rules on the card that affect other cards will no longer be in effect")
def test_political_upheaval_suspends_the_rules_of_the_terrain():
    s, ids = _upheaval_on_the_homecloud()
    volley(s, ids["a"], [(ids["ship"], "phaser")] * 3)
    assert sum(damage(s, ids["a"])) == 3  # the nebula no longer spares the Argonian destroyer a point


@ruling("errata-070", "the effect of the seductress would be suspended by the science officer as long as the officer is functioning")
def test_a_science_officer_suspends_the_seductress_played_to_him():
    # (The ruling's other half, a C6 Prophet diverting the play, waits for the prophet: unscripted.)
    s, ids = duel(theirs=[("y", CRUISER, None), ("so", "C4|science officer", "y")], hand=["M6|seductress"])
    assert s.ip[ids["so"]]["e"]  # engaged: functioning
    play(s, "M6|seductress", on=ids["so"])
    seductress = _in_play(s, "M6|seductress")
    assert ids["so"] in s.ip and s.ip[seductress]["loc"] == ids["so"]  # suspended, on him
    Position(s).destroy(ids["y"], B)
    assert seductress not in s.ip and seductress in s.discard[A]  # it goes with his stack


@ruling("faq-040", "Only the greatest additive modifier and the greatest beneficial multiplicative (greater than x1) for each point type are applied to the terrain.")
def test_a_terrain_takes_its_greatest_additive_modifier_then_its_multiplier():
    rock = mk("T3", "Test Trade Rock", gen_economy=1, tags=["Planet"])
    s, ids = duel(mine=[("t", rock, None), ("f1", "S1|fleet freighter", "t"), ("f2", "S1|fleet freighter", "t"),
                        ("tug", "S2|fleet tug", "t")])
    for c in list(s.ip):
        Position(s).allocate(c, True)
    assert Position(s).produced(A)["economy"] == (1 + 2) * 2  # one freighter's +2 (not both), then the tug's x2


@ruling("faq-017", "Damage applied to the structure of a card does not affect its strength, only its current strength")
def test_structural_damage_lowers_the_current_strength_not_the_strength():
    s, ids = duel(mine=[("u", mk("S5", "Test Barge"), None)])  # no shields: what remains is its structure
    Position(s).damage(ids["u"], structure=3)
    assert (Position(s).strength(ids["u"]), Position(s).remaining(ids["u"])) == (5, 2)


@ruling("faq-007", "Ability cards are played to crew in your fleet unless the ability says otherwise.")
def test_an_ability_card_is_played_to_own_crew():
    crew = mk("C3", "Test Officer")
    s, ids = duel(mine=[("u", CRUISER, None), ("c", crew, "u")], theirs=[("y", CRUISER, None), ("oc", crew, "y")],
                  hand=["A2|hand held weapon"])
    assert _play_targets(s, "A2|hand held weapon") == {ids["c"]}


POWER = mk("T9", "Test Power World", gen_energy=9)
NP_GUN = mk("E6", "Test Beam Projector", cost_energy=1)  # no "Passive" property: non-passive


@ruling("faq-043", "Passive equipment may be engaged regardless of the engagement state of its location.")
def test_passive_equipment_engages_on_a_disengaged_ship():
    s, ids = duel(mine=[("p", POWER, None), ("u", CRUISER, None), ("armor", "E3|clydon energy armor", "u")])
    for c in (ids["u"], ids["armor"]):
        Position(s).allocate(c, False)
    engage = {"player": A, "type": "engage", "card": ids["armor"]}
    assert engage in s.legal_actions(A)  # its 2 energy, ship idle
    act(s, "engage", card=ids["armor"])
    assert s.pool["energy"] == 9 - 2 and engage not in s.legal_actions(A)
    act(s, "done")
    assert s.ip[ids["armor"]]["e"] and not s.ip[ids["u"]]["e"]  # engaged on a disengaged ship


@ruling("faq-042", "Non-passive equipment may not be engaged at a disengaged location.")
def test_non_passive_equipment_engages_only_on_an_engaged_unit():
    s, ids = duel(mine=[("p", POWER, None), ("u", CRUISER, None), ("gun", NP_GUN, "u")])
    for c in (ids["u"], ids["gun"]):
        Position(s).allocate(c, False)
    engage = {"player": A, "type": "engage", "card": ids["gun"]}
    assert engage not in s.legal_actions(A)  # the ship is not engaging
    act(s, "engage", card=ids["u"])
    assert engage in s.legal_actions(A)  # now it is
    act(s, "engage", card=ids["gun"])
    act(s, "done")
    assert s.ip[ids["gun"]]["e"] and s.ip[ids["u"]]["e"]


@ruling("faq-042", "When played to a disengaged location it is played disengaged regardless of its engagement cost.")
def test_non_passive_equipment_is_played_disengaged_to_a_disengaged_unit():
    # "E2|phaser refit" has no engagement cost and no "Passive" property.
    s, ids = duel(mine=[("u", CRUISER, None), ("v", mk("S5", "Test Escort"), None)], hand=["E2|phaser refit"] * 2)
    Position(s).allocate(ids["u"], True).allocate(ids["v"], False)
    skip_to(s, "play_a")
    refits = [c for c in s.hand[A] if s.ci[c].key == "e2-phaser-refit"]
    act(s, "play", card=refits[0], on=ids["u"])
    act(s, "play", card=refits[1], on=ids["v"])
    assert s.ip[refits[0]]["e"] and not s.ip[refits[1]]["e"]


@ruling("faq-042", "Non-passive equipment may not be engaged at a disengaged location.")
def test_non_passive_equipment_disengages_with_its_unit():
    s, ids = duel(mine=[("u", CRUISER, None), ("gun", mk("E2", "Test Refit"), "u"),
                        ("armor", mk("E2", "Test Plating", properties=["Passive"]), "u")])
    Position(s).allocate(ids["u"], False)
    skip_to(s, "play_a")
    assert not s.ip[ids["gun"]]["e"] and s.ip[ids["armor"]]["e"]  # no costs: the passive one engages


@ruling("qa-059", "A: Any damage.")
def test_damage_a_card_ignores_is_any_kind_of_damage():
    bombard = mk("S9", "Test Bombard", phasers=3, heavy_weapons=3)
    for weapon in ("phaser", "heavy"):
        s, ids = duel(mine=[("g", bombard, None)], theirs=[("y", HULK, None), ("cap", "C6|captain", "y")])
        skip_to(s, "fire")
        s.ip[ids["g"]]["am"] = 3
        Position(s).changed()
        volley(s, ids["y"], [(ids["g"], weapon)] * 3)
        assert sum(damage(s, ids["y"])) == 3 - 1, weapon  # the captain's "one less damage each opponent volley"


def _damaged_planet(weapons: int, card_damage: int):
    planet = mk("T5", "Test Home Planet", gen_supply=1)
    s, ids = duel(mine=[("t", planet, None)])
    Position(s).deal_damage(ids["t"], weapons, "weapons", B).deal_damage(ids["t"], card_damage, "card", B)
    Position(s).points(economy=5)
    return s, ids


@ruling("qa-061", "Yes, as long as the damage is not card damage.")
def test_economy_points_repair_a_planets_weapons_damage_not_its_card_damage():
    s, ids = _damaged_planet(2, 2)
    repair = {"player": A, "type": "repair", "card": ids["t"], "part": "structure"}
    for _ in range(2):
        act(s, "repair", card=ids["t"], part="structure")
    assert damage(s, ids["t"]) == (0, 2) and s.pool["economy"] == 3  # two economy points spent
    assert repair not in s.legal_actions(A)  # the card damage stays


@ruling("faq-015", "card damage that is applied to the structure of terrain may not be repaired by repair points")
def test_repair_points_do_not_repair_card_damage_on_terrain():
    s, ids = _damaged_planet(0, 3)
    Position(s).points(repair=3)
    assert {"player": A, "type": "repair", "card": ids["t"], "part": "structure"} not in s.legal_actions(A)


@ruling("qa-065", "Owning Player has the option")
def test_the_owner_picks_shields_or_structure_to_repair():
    s, ids = duel(mine=[("u", CRUISER, None)])
    Position(s).damage(ids["u"], shields=2, structure=2).points(repair=1)
    parts = {a["part"] for a in s.legal_actions(A) if a["type"] == "repair" and a["card"] == ids["u"]}
    assert parts == {"shields", "structure"}
    act(s, "repair", card=ids["u"], part="structure")
    assert damage(s, ids["u"]) == (2, 1)


@ruling("qa-065", "Remember you get one shield repaired automatically on each ship, and base each turn.")
def test_one_shield_point_is_repaired_each_turn_on_a_ship_and_a_base():
    s, ids = duel(theirs=[("y", CRUISER, None), ("m", MOON, None), ("fort", mk("B5", "Test Fort", shields=3), "m")])
    Position(s).damage(ids["y"], shields=2).damage(ids["fort"], shields=3)
    end_turn(s, draws=0)  # their Allocation Phase
    assert (damage(s, ids["y"]), damage(s, ids["fort"])) == ((1, 0), (2, 0))


def _stack_taken_out_by(identity: str):
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", mk("S2", "Test Scout", shields=1, phasers=1), None)], hand=[identity])
    play(s, identity, on=ids["b"])
    return s, ids, _in_play(s, identity)


@ruling("qa-070", "A H1 Time Warp, Time Warps a ship until the same players (player who played it) next turn. This would be a complete turn.")
def test_a_time_warp_lasts_until_its_players_next_turn():
    s, ids, warp = _stack_taken_out_by("H1|time warp")
    end_turn(s, draws=0)
    assert warp in s.ip and Position(s).status(ids["b"]).get("out_of_play")  # all the warped player's turn
    end_turn(s, draws=0)
    assert warp not in s.ip and not Position(s).status(ids["b"]).get("out_of_play")


@ruling("qa-070", "a R/O1 Time Skip says until the next persons allocation phase. This is one turn.")
def test_a_time_skip_ends_at_the_next_players_allocation_phase():
    s, ids, skip = _stack_taken_out_by("O1|time skip")
    end_turn(s, draws=0)  # the next player's Allocation Phase
    assert skip not in s.ip and not Position(s).status(ids["b"]).get("out_of_play")


@ruling("faq-045", "Cards with a duration measured in player turns start their count on the turn played, with the next player's Allocation Phase being one player turn.")
def test_a_card_lasting_one_player_turn_ends_at_the_next_players_allocation_phase():
    s, ids, skip = _stack_taken_out_by("O1|time skip")  # "Lasts for one player turn"
    end_turn(s, draws=0)
    assert skip not in s.ip


@ruling("faq-035", "Once loaded, it remains loaded for a complete turn (until it sees another Allocation Phase) or until fired")
def test_a_loaded_heavy_weapon_stays_loaded_until_fired_or_the_next_allocation_phase():
    bombard = mk("S6", "Test Bombard", heavy_weapons=2)
    s, ids = duel(mine=[("g", bombard, None)], theirs=[("y", HULK, None)])
    g = ids["g"]
    Position(s).points(ammunition=0)
    assert {"player": A, "type": "arm", "card": g} not in s.legal_actions(A)  # no ammunition, no loading
    Position(s).points(ammunition=2)
    act(s, "arm", card=g)
    act(s, "arm", card=g)
    volley(s, ids["y"], [(g, "heavy")])
    assert sum(damage(s, ids["y"])) == 1
    loaded = lambda: s.ip[g]["am"] - s.ip[g]["fh"]  # noqa: E731
    assert loaded() == 1  # the one fired is spent, the other stays loaded
    end_turn(s, draws=0)
    assert loaded() == 1  # through the opponent's turn
    end_turn(s, draws=0)
    assert s.phase == "alloc" and loaded() == 0  # it saw another Allocation Phase


def _phases_offering(s, seat: int, key: str) -> list[str]:
    found = []
    for phase in ("alloc", "play_a", "fire", "play_b"):
        if s.phase != phase:
            skip_to(s, phase)
        if any(a["type"] == "play" and s.ci[a["card"]].key == key for a in s.legal_actions(seat)):
            found.append(phase)
    return found


@ruling("faq-003", "Cards are played during your turn during either card play phase (Play Cards Phase A or Play Cards Phase B).")
def test_a_card_is_played_in_either_card_play_phase():
    ship = mk("S3", "Test Frigate")
    s, ids = duel(hand=[ship])
    assert _phases_offering(s, A, ship["key"]) == ["play_a", "play_b"]


@ruling("faq-003", "It may still be played during a card play phase if desired.")
def test_a_card_that_may_be_played_in_the_allocation_phase_may_still_be_played_in_a_card_play_phase():
    s, ids = duel(hand=["L6|pirates cache"])
    assert _phases_offering(s, A, card("L6|pirates cache")["key"]) == ["alloc", "play_a", "play_b"]


@ruling("faq-009", "This allows a card to use its own point modification to pay its own engagement cost.")
def test_a_platform_pays_its_own_engagement_with_the_energy_it_doubles():
    ember = mk("T3", "Test Ember Moon", gen_energy=1)
    s, ids = duel(mine=[("t", ember, None), ("pgp", "B3|power generation platform", "t"),
                        ("ship", mk("S3", "Test Sloop", cost_energy=1), None)])
    for c in (ids["pgp"], ids["ship"]):
        Position(s).allocate(c, False)
    Position(s).refresh()
    assert s.pool.get("energy", 0) == 1  # the moon's 1: one engagement, not two
    act(s, "engage", card=ids["pgp"])  # doubling the moon: 2, its own 1 paid
    act(s, "engage", card=ids["ship"])
    assert s.ip[ids["pgp"]]["w"] and s.ip[ids["ship"]]["w"] and s.pool.get("energy", 0) == 0


@ruling("faq-019", "there is no effect on your cards currently in play")
@ruling("faq-019", "prevents cards which require a command slot from being played")
def test_a_fleet_over_its_command_limit_keeps_its_units_but_plays_no_more():
    frigates = [(f"f{n}", mk("S3", f"Test Frigate {n}"), None) for n in range(3)]
    sloop, rock = mk("S2", "Test Sloop"), mk("T1", "Test Pebble")
    s, ids = duel(mine=frigates, hand=[sloop, rock])
    assert (s.cmd[A], Position(s).command_used(A)) == (2, 3)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert all(ids[f"f{n}"] in s.ip for n in range(3))
    skip_to(s, "play_a")
    plays = {s.ci[a["card"]].key for a in s.legal_actions(A) if a["type"] == "play"}
    assert sloop["key"] not in plays and rock["key"] in plays  # no command slot for the sloop


@ruling("faq-059", "L9 Accelerated Timeline is considered a time card because the word timeline is a conjunction of time and line.")
def test_accelerated_timeline_is_a_time_card():
    s, ids = duel(mine=[("g", "G1|time manipulation", None)], hand_b=["L9|accelerated timeline"])
    s.ip[ids["g"]]["pt"] = s.turn - 2  # exposed a complete turn ago: "When an opponent plays a time card draw 1 card"
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    hand = len(s.hand[A])
    act(s, "play", card=hand_card(s, "L9|accelerated timeline", B))
    _pass_reactions(s)
    assert ids["g"] not in s.ip and len(s.hand[A]) == hand + 1


@ruling("faq-049", "The phrase \"one shot only\" after the phaser(s) of a shuttle indicates that each phaser may only be shot once.")
def test_a_shuttles_one_shot_phaser_fires_once_until_rearmed():
    s, ids = duel(mine=[("u", mk("S5", "Test Hull"), None)], theirs=[("y", HULK, None)], hand=["E3|shuttlecraft"])
    play(s, "E3|shuttlecraft", on=ids["u"])
    assert Position(s).phasers(ids["u"]) == 1
    volley(s, ids["y"], [(ids["u"], "phaser")])
    assert sum(damage(s, ids["y"])) == 1 and Position(s).phasers(ids["u"]) == 0
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert Position(s).phasers(ids["u"]) == 0  # no carrier: still spent a turn later


@ruling("faq-049", "Second, equipment may only be played to units (ships or bases).")
def test_equipment_is_played_to_a_ship_or_a_base_only():
    s, ids = duel(mine=[("t", MOON, None), ("b", mk("B3", "Test Outpost"), "t"), ("u", CRUISER, None),
                        ("c", mk("C3", "Test Officer"), "u")], hand=["E3|shuttlecraft"])
    assert _play_targets(s, "E3|shuttlecraft") == {ids["b"], ids["u"]}


@ruling("faq-021", "The controlling player pays any engagement costs of a controlled card during their Allocation Phase.")
def test_the_controlling_player_pays_the_engagement_of_a_controlled_ship():
    cruiser = mk("S5", "Test Cruiser", cost_energy=2, shields=2, phasers=2)
    s, ids = duel(mine=[("p", mk("T9", "Test Power World", gen_energy=3), None)],
                  theirs=[("y", cruiser, None), ("q", mk("T5", "Their Power World", gen_energy=5), None)])
    Position(s).control(ids["y"], A).allocate(ids["y"], False).refresh()
    assert s.pool["energy"] == 3
    act(s, "engage", card=ids["y"])
    assert s.pool["energy"] == 3 - 2  # from the controller's points
    act(s, "done")
    assert s.ip[ids["y"]]["e"] and s.ip[ids["y"]]["loc"] is None and s.owner[ids["y"]] == B
    end_turn(s, draws=0)  # the owner's Allocation Phase: not his to engage
    assert not [a for a in s.legal_actions(B) if a.get("card") == ids["y"]]


@ruling("faq-002", "ships are played to the fleet or to terrain in the fleet, bases are only played to terrain in the fleet")
def test_ships_go_to_the_fleet_or_its_terrain_and_bases_only_to_its_terrain():
    rock = mk("T3", "Test Own Rock")
    s, ids = duel(mine=[("t", rock, None), ("u", CRUISER, None)], theirs=[("their", rock, None)],
                  hand=["B3|power generation platform"])
    assert _play_targets(s, "B3|power generation platform") == {ids["t"]}
    s, ids = duel(mine=[("t", rock, None)], theirs=[("their", rock, None)], hand=["S1|fleet freighter"])
    assert _play_targets(s, "S1|fleet freighter") == {ids["t"]}  # "Freighters are played on terrain cards"
    frigate = mk("S3", "Test Frigate")
    s, ids = duel(mine=[("t", rock, None)], theirs=[("their", rock, None)], hand=[frigate])
    assert None in _play_targets(s, frigate["key"]) and ids["their"] not in _play_targets(s, frigate["key"])


@ruling("faq-013", "A card is considered the basis of a stack any time there is one or more cards played to or against it.")
def test_a_terrain_with_a_base_on_it_is_the_basis_of_a_stack():
    rock = mk("T1", "Test Rock")
    s, ids = duel(mine=[("t", rock, None), ("b", mk("B3", "Test Outpost"), "t")],
                  theirs=[("y", CRUISER, None), ("c", mk("C2", "Test Crewman"), "y"), ("d", mk("C2", "Test Ensign"), "y")],
                  hand=["G8|aesthetic balance"])
    balance = hand_card(s, "G8|aesthetic balance")
    act(s, "done")  # "If none of the cards in your fleet are the basis of a stack": the rock is one
    assert balance in s.hand[A]
    Position(s).remove(ids["b"])  # the rock alone is no basis
    act(s, "next")
    assert balance not in s.hand[A] and s.pending and s.pending[-1]["p"] == A


def _aesthetic_balance(mine, theirs):
    s, ids = duel(mine=mine, theirs=theirs, hand=["G8|aesthetic balance"])
    balance = hand_card(s, "G8|aesthetic balance")
    act(s, "done")  # the hidden agenda is checked as the phases pass: "If none of the cards in your fleet are the basis of a stack"
    if not s.pending:
        act(s, "next")
    return s, ids, balance


@ruling("qa-063", "Your fleet is everything in your field of play, ships, bases, crew, etc.")
def test_the_fleet_is_every_card_in_play_of_its_player():
    theirs = [("y", CRUISER, None), ("c", mk("C2", "Test Crewman"), "y"), ("d", mk("C2", "Test Ensign"), "y")]
    for mine in ([("t", mk("T1", "Test Rock"), None), ("b", mk("B3", "Test Outpost"), "t")],  # a terrain under a base
                 [("u", mk("S2", "Test Sloop"), None), ("k", mk("C1", "Test Cook"), "u")]):  # a ship with a crew
        s, ids, balance = _aesthetic_balance(mine, theirs)
        assert balance in s.hand[A], mine[0][1]["title"]  # a stack of the fleet: the agenda waits
    s, ids, balance = _aesthetic_balance([("u", mk("S2", "Test Sloop"), None)], theirs)
    assert balance not in s.hand[A]


@ruling("faq-051", "A single card is a stack, however it is not a stack of cards (cards being plural).")
def test_a_single_card_is_not_a_stack_of_cards():
    theirs = [("y", CRUISER, None), ("c", mk("C2", "Test Crewman"), "y"), ("lone", mk("S3", "Test Frigate"), None)]
    s, ids, balance = _aesthetic_balance([], theirs)
    assert balance not in s.hand[A] and not s.pending  # one stack of cards: no choice to make
    assert ids["c"] not in s.ip and ids["lone"] in s.ip and ids["y"] in s.ip


@ruling("faq-024", "Any card which is discarded after use stays in play until all functions that the card is going to perform have been completed.")
def test_a_nova_stays_in_play_while_its_targets_are_chosen():
    s, ids = duel(theirs=[(f"y{n}", mk("S9", f"Test Hulk {n}"), None) for n in range(6)], hand=["H4|nova"])
    nova = hand_card(s, "H4|nova")
    play(s, "H4|nova", on=-1 - B)
    assert s.pending and s.pending[-1]["k"] == "choose"  # four of the six hulks still to pick
    # On the table, resolving (it is no fleet's card to fire at or play on), not yet discarded.
    assert nova in s.limbo and nova not in s.discard[A] and nova not in s.hand[A]
    for seat in (A, B):
        assert [v["id"] for v in s.view(seat)["resolving"]] == [nova]
    while s.pending and s.pending[-1]["k"] == "choose":
        choice = s.legal_actions(A)[0]  # the next hulk hit
        act(s, choice["type"], **{k: v for k, v in choice.items() if k not in ("player", "type")})
    assert nova in s.discard[A] and nova not in s.limbo  # all its functions done: discarded


@ruling("faq-008", "A tractor beam or mine is activated against a ship. It is not considered played against the ship.")
def test_a_tractor_beam_is_activated_against_a_ship_not_played_against_it():
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("y", HULK, None)], hand_b=["E2|tractor beam"])
    beam = hand_card(s, "E2|tractor beam", B)
    volley(s, ids["y"], [(ids["ship"], "phaser")] * 4, reactions=[{"card": beam, "on": ids["ship"]}])
    assert sum(damage(s, ids["y"])) == 2  # tractored: the volley halved
    Position(s).destroy(ids["ship"], B)
    assert beam in s.ip  # not in the tractored ship's stack: it stays until its player's next Allocation Phase


@ruling("errata-069", "This card causes the damage to the terrain against which it is played.")
def test_the_tectonic_burrower_damages_its_terrain_each_turn():
    world = mk("T9", "Test Molten World", gen_energy=3)
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("t", world, None)], hand=["M5|tectonic burrower"])
    play(s, "M5|tectonic burrower", on=ids["t"])
    burrower = _in_play(s, "M5|tectonic burrower")
    assert damage(s, ids["t"]) == (0, 2) and sum(damage(s, ids["ship"])) == 0  # the terrain, no other card
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "operate", card=burrower)
    _pass_reactions(s)
    assert damage(s, ids["t"]) == (0, 4)


@ruling("faq-046", "A psy being is any card which can use a psy function.")
def test_a_card_with_a_psy_function_is_a_psy_being():
    """An E5 Psycanti Intellect Fighter is equipment, yet it can use psy functions, so it is a psy
    being: a P7 Psycanti Duelist ("Opponent psy beings must destroy the duelist before attacking
    non-psy targets in the fleet") binds its fire as it binds a psy card's, and not a ship's."""
    from ..test_effects_more_psy import DUELIST, FIGHTER, SUN, legal, psy_duel

    for unit, bound in ((FIGHTER, True), (GUNSHIP, False)):
        s, ids = psy_duel(mine=[("u", unit, "sun" if unit is FIGHTER else None)],
                          theirs=[("t", SUN, None), ("d", DUELIST, "t"), ("c", CRUISER, None)])
        skip_to(s, "fire")
        assert legal(s, "target", on=ids["d"])
        assert legal(s, "target", on=ids["c"]) is not bound, unit


@ruling("errata-095", "This card states that it destroys any ships or bases on the terrain.")
def test_planetary_destruction_destroys_the_freighters_and_bases_on_its_terrain():
    world = mk("T5", "Test Doomed World", gen_supply=2)
    s, ids = duel(theirs=[("t", world, None), ("b", mk("B3", "Test Outpost"), "t"),
                          ("stab", "E10|subspace stabilizers", "b"), ("f", "S1|fleet freighter", "t"),
                          ("y", CRUISER, None)],
                  hand=["O10|planetary destruction"])
    play(s, "O10|planetary destruction", on=ids["t"])
    for label in ("t", "b", "stab", "f"):  # the freighter too; the stabilizer does not save the base
        assert ids[label] not in s.ip and ids[label] in s.discard[B], label
    assert ids["y"] in s.ip  # a ship elsewhere in the fleet stays


ASTEROID_BASE = "B/T5|vektrean asteroid outpost"


@ruling("errata-133", "Only the heavy weapons portion of a weapons volley can damage the structure. The shields protect against card damage and weapons fire as would the shield on any card.")
def test_phasers_damage_only_the_shields_of_a_vektrean_asteroid_base():
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("ab", ASTEROID_BASE, None)])
    skip_to(s, "fire")
    volley(s, ids["ab"], [(ids["g"], "phaser")] * 9)
    assert ids["ab"] in s.ip and damage(s, ids["ab"]) == (5, 0)  # its 5 shields only


@ruling("errata-133", "Only the heavy weapons portion of a weapons volley can damage the structure.")
def test_only_the_heavy_weapons_of_a_volley_reach_a_vektrean_asteroid_base_structure():
    gun = mk("S9", "Test Heavy Gunship", phasers=9, heavy_weapons=2)
    s, ids = duel(mine=[("g", gun, None)], theirs=[("ab", ASTEROID_BASE, None)])
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = 2
    volley(s, ids["ab"], [(ids["g"], "phaser")] * 9 + [(ids["g"], "heavy")] * 2)
    assert ids["ab"] in s.ip and damage(s, ids["ab"]) == (5, 2)  # 11 points: 5 on its shields, its 2 heavy past them


@ruling("errata-133", "They may be played during turn 1 or 2. If played during turn 2, it would not count as your 1 unit, installation or psy played during that turn.")
def test_a_vektrean_asteroid_base_is_played_on_turn_one_and_beside_the_turn_two_unit():
    from ..test_engine_rules import two

    s = two(hand_a=[ASTEROID_BASE, HULK, ASTEROID_BASE])
    s.main[A] = "Vektrean"
    skip_to(s, "play_a")
    assert s.pturns[A] == 1
    bases = [c for c in s.hand[A] if s.ci[c].card["identity"] == ASTEROID_BASE]
    assert {"player": A, "type": "play", "card": bases[0]} in s.legal_actions(A)  # played as a terrain
    assert not any(a.get("card") == hand_card(s, HULK["key"]) for a in s.legal_actions(A) if a["type"] == "play")
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert s.pturns[A] == 2
    s.cmd[A] = 9
    act(s, "play", card=hand_card(s, HULK["key"]))  # the one unit of turn 2
    _pass_reactions(s)
    assert {"player": A, "type": "play", "card": bases[1]} in s.legal_actions(A)


@ruling("errata-133", "Once played, they consume a command slot, but do not require a slot to be played.")
def test_a_vektrean_asteroid_base_is_played_past_the_command_limit_and_then_takes_a_slot():
    s, ids = duel(mine=[("y", HULK, None)], hand=[ASTEROID_BASE, mk("S3", "Test Sloop")])
    s.main[A] = "Vektrean"
    skip_to(s, "play_a")
    pos = Position(s)
    s.cmd[A] = pos.command_used(A)  # the fleet at its command limit
    base, sloop = hand_card(s, ASTEROID_BASE), hand_card(s, "s3-test-sloop")
    assert not any(a.get("card") == sloop for a in s.legal_actions(A) if a["type"] == "play")
    act(s, "play", card=base)
    _pass_reactions(s)
    assert base in s.ip and pos.command_used(A) == s.cmd[A] + 1  # "legal to exceed your command limit"


@ruling("faq-047", "in reaction to an opponent doing one of the following: allocating points, playing a card, "
                   "performing a card action (including producing points or firing weapons), or voluntarily "
                   "discarding a card during the Discard Phase")
def test_a_reaction_may_answer_a_voluntary_discard_of_the_discard_phase():
    # R/M1 Sextaraan Web Crawlers ("on = any"): played at once when the opponent discards a card
    # from his hand, or discards one of his cards in play, in his Discard Phase.
    for scuttle in (False, True):
        s, ids = duel(mine=[("g", GUNSHIP, None), ("x", mk("S2", "Test Junk"), None)], theirs=[("c", HULK, None)],
                      hand_b=["M1|sextaraan web crawlers"], hand=[mk("S3", "Test Spare")])
        web = hand_card(s, "M1|sextaraan web crawlers", B)
        skip_to(s, "discard")
        if scuttle:
            act(s, "scuttle", card=ids["x"])
        else:
            act(s, "discard", card=hand_card(s, "s3-test-spare"))
        assert {"player": B, "type": "react", "card": web, "reaction": "reaction0", "on": ids["g"]} in s.legal_actions(B)
        act(s, "react", card=web, reaction="reaction0", on=ids["g"])
        _pass_reactions(s)
        assert sum(damage(s, ids["g"])) == 2 and s.phase == "discard"


@ruling("faq-005", "a disengaged B4 Border Station will not prevent other bases from being the target of weapons fire")
def test_a_disengaged_border_station_does_not_shield_the_other_bases():
    planet, fort = mk("T6", "Test Planet"), mk("B4", "Test Fort")
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9, heavy_weapons=4), None)],
                  theirs=[("t", planet, None), ("post", "B4|border station", "t"), ("f", fort, "t")])
    assert not Position(s).can_fire_at(ids["g"], "heavy", ids["f"])  # engaged: the fort is covered
    pos = Position(s).engage(ids["post"], False)
    assert pos.can_fire_at(ids["g"], "heavy", ids["f"]) and pos.can_fire_at(ids["g"], "heavy", ids["t"])


@ruling("errata-048", "The ship may be engaged at its normal cost, but the gravity pocket will remain.")
def test_a_ship_in_a_gravity_pocket_engages_at_its_normal_cost_and_stays_trapped():
    ship = mk("S10", "Test Trapped Cruiser", cost_energy=2, cost_supply=2, phasers=3)
    s, ids = duel(theirs=[("y", ship, None)], mine=[("h", HULK, None)], hand=["H4|gravity pocket"])
    play(s, "H4|gravity pocket", on=ids["y"])
    pocket = _in_play(s, "H4|gravity pocket")
    end_turn(s, draws=0)  # B's Allocation Phase: the normal cost only (2 energy, 2 supply)
    Position(s).allocate(ids["y"], True).points(energy=2, supply=2, economy=0)
    skip_to(s, "fire")
    assert pocket in s.ip and s.ip[ids["y"]]["e"]  # engaged, still trapped
    # "Even though a ship is trapped in a gravity pocket, it may still function as normal."
    assert Position(s).can_fire_at(ids["y"], "phaser", ids["h"])


@ruling("errata-048", "may have such energy applied regardless of whether the remainder of their engagement cost")
def test_the_escape_energy_may_be_applied_without_the_rest_of_the_engagement_cost():
    ship = mk("S10", "Test Trapped Cruiser", cost_energy=2, cost_supply=2)
    s, ids = duel(theirs=[("y", ship, None)], hand=["H4|gravity pocket"])
    play(s, "H4|gravity pocket", on=ids["y"])
    pocket = _in_play(s, "H4|gravity pocket")
    end_turn(s, draws=0)
    Position(s).allocate(ids["y"], False).points(energy=4, supply=0, economy=0)  # no supply: not engaged
    act(s, "pay_negate", card=pocket)
    assert pocket not in s.ip and not s.ip[ids["y"]]["w"]  # escaped, not to engage


COLLECTOR = "M8|ship collector"


def _collector_playable(s, seat: int) -> bool:
    c = hand_card(s, COLLECTOR, seat)
    return any(a["type"] == "play" and a["card"] == c for a in s.legal_actions(seat))


@ruling("errata-073", "As of the UE printing the Ship Collector is a persona-Class.")
def test_a_second_ship_collector_may_not_be_played_while_one_is_in_play():
    s, ids = duel(theirs=[("y", mk("S6", "Test Six"), None)], hand=[COLLECTOR], hand_b=[COLLECTOR])
    skip_to(s, "play_a")
    # "The previous errata about needing seven opponent ships in play is no longer in effect."
    assert _collector_playable(s, A)
    play(s, COLLECTOR)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert not _collector_playable(s, B)  # his own copy: a persona already in play
    Position(s).remove(_in_play(s, COLLECTOR))
    assert _collector_playable(s, B)


@ruling("errata-073", "the Ship Collector is a persona-Class")
def test_no_player_may_play_a_persona_already_in_play():
    # (GEfaq faq-044: "While a persona is in play, no player may play that same card"; its second
    # paragraph, a card played against an opponent, is rulings/test_played_against.py.)
    s, ids = duel(mine=[("col", COLLECTOR, None)], hand=[COLLECTOR], hand_b=[COLLECTOR])
    skip_to(s, "play_a")
    assert not _collector_playable(s, A)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert not _collector_playable(s, B)


@ruling("faq-022", "Current strength is structural strength less any damage applied to the structure.")
def test_the_ship_collector_reads_current_strength_from_structural_damage_only():
    six = mk("S6", "Test Six", shields=6)
    s, ids = duel(theirs=[("shot", six, None), ("hull", mk("S6", "Test Other Six", shields=6), None)], hand=[COLLECTOR])
    Position(s).damage(ids["shot"], shields=6).damage(ids["hull"], structure=2)  # 6 and 4 remaining
    play(s, COLLECTOR)
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # A's next turn: the collector takes a ship with 4 or fewer remaining
    assert ids["hull"] not in s.ip and ids["shot"] in s.ip


@ruling("qa-026", "The sextaraan web crawler is a monster. Monsters have rules on them for how it is negated or destroyed.")
def test_web_crawlers_are_not_played_on_a_space_illness():
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("c", HULK, None)],
                  hand=["M7|space illness", mk("S2", "Test Scout")], hand_b=["M1|sextaraan web crawlers"])
    play(s, "M7|space illness", on=ids["c"])
    illness = _in_play(s, "M7|space illness")
    web = hand_card(s, "M1|sextaraan web crawlers", B)
    act(s, "play", card=hand_card(s, "s2-test-scout"))
    offered = {a.get("on") for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == web}
    assert ids["g"] in offered and illness not in offered


def _mission_damage(identity: str) -> tuple[object, dict, set]:
    """Crew `identity` with a transporter at its location, an opponent's shielded ship on a planet:
    its structure mission against the ship, and the targets offered it."""
    s, ids = duel(mine=[("own", CRUISER, None), ("tr", "E6|oscillating transporter", "own"), ("crew", identity, "own")],
                  theirs=[("t", mk("T6", "Test Planet"), None), ("ship", mk("S9", "Test Hulk", shields=3), None)])
    skip_to(s, "play_a")
    offered = {a.get("on") for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["crew"]}
    act(s, "operate", card=ids["crew"], on=ids["ship"], op="structure")
    _pass_reactions(s)
    return s, ids, offered


@ruling("faq-052", "boarding parties, the C5 Suicide Squad and the C9 Marauder cause structural damage")
def test_boarding_parties_suicide_squads_and_marauders_damage_the_structure_through_shields():
    for identity, amount in (("C1|boarding party", 1), ("C5|suicide squad", 5), ("C9|marauder", 2)):
        s, ids, _ = _mission_damage(identity)
        assert damage(s, ids["ship"]) == (0, amount), identity  # shields untouched


@ruling("faq-054", "cannot cause its damage to a terrain because it does not state that it may")
def test_a_marauder_cannot_damage_terrain():
    s, ids, offered = _mission_damage("C9|marauder")
    assert ids["ship"] in offered and ids["t"] not in offered


@ruling("qa-053", "It is reduced on the turn of the player that played the M7.")
def test_a_space_illness_weakens_its_unit_on_its_players_turns_only():
    s, ids = duel(theirs=[("y", mk("S9", "Test Liner", cost_energy=1, shields=2), None)], hand=["M7|space illness"])
    play(s, "M7|space illness", on=ids["y"])
    illness = _in_play(s, "M7|space illness")
    assert damage(s, ids["y"]) == (0, 1)
    end_turn(s, draws=0)  # the unit's player's turn: no loss, nothing for him to do with it
    skip_to(s, "play_b")
    assert damage(s, ids["y"]) == (0, 1) and not any(a["type"] == "operate" for a in s.legal_actions(B))
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "operate", card=illness)  # its player's turn: one more point
    _pass_reactions(s)
    assert damage(s, ids["y"]) == (0, 2)


@ruling("errata-109", "This affects all Tufor ships in play in all fleets.")
def test_the_femerazi_system_shields_the_tufor_ships_of_every_fleet():
    tufor = mk("S4", "Test Tufor Sloop", main_empire="Tufor")
    s, ids = duel(mine=[("sys", "T6|system femerazi system", None)], theirs=[("tufor", tufor, None), ("c", HULK, None)],
                  hand=["H4|gravity pocket"])
    skip_to(s, "play_a")
    pocket = hand_card(s, "H4|gravity pocket")
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == pocket} == {ids["c"]}


@ruling("qa-004", "Each one can create its own stack")
def test_more_than_one_base_is_played_to_a_terrain():
    s, ids = duel(mine=[("t", mk("T9", "Test Gas Giant"), None), ("star", mk("B9", "Test Starbase"), "t")],
                  hand=["B7|academy"])
    skip_to(s, "play_a")
    academy = hand_card(s, "B7|academy")
    assert {"player": A, "type": "play", "card": academy, "on": ids["t"]} in s.legal_actions(A)
    play(s, "B7|academy", on=ids["t"])
    placed = _in_play(s, "B7|academy")
    assert s.ip[placed]["loc"] == ids["t"] and s.ip[ids["star"]]["loc"] == ids["t"]  # two stacks on the T9


@ruling("errata-022", "was intended to be treated as a Persona")
def test_a_second_overwatch_dragon_may_not_be_played_while_one_is_in_play():
    s, ids = duel(theirs=[("d", "D6|overwatch dragon", None)], hand=["D6|overwatch dragon", mk("D5", "Test Drake")])
    skip_to(s, "play_a")
    playable = {a["card"] for a in s.legal_actions(A) if a["type"] == "play"}
    assert hand_card(s, "D6|overwatch dragon") not in playable and hand_card(s, "d5-test-drake") in playable


@ruling("qa-060", "Yes you may as long as the monster card does not say it cannot be discarded from play.")
def test_a_terrain_with_a_monster_against_it_may_be_discarded_and_the_monster_goes_with_it():
    s, ids = duel(theirs=[("t", mk("T4", "Test Planet"), None), ("t2", mk("T5", "Test Moon"), None)],
                  hand=["M5|tectonic burrower"])
    play(s, "M5|tectonic burrower", on=ids["t"])
    burrower = _in_play(s, "M5|tectonic burrower")
    end_turn(s, draws=0)
    skip_to(s, "discard")
    act(s, "scuttle", card=ids["t"])  # its player discards the terrain in his Discard Phase
    _pass_reactions(s)
    assert ids["t"] not in s.ip and burrower not in s.ip and burrower in s.discard[A]


DRAGON = mk("D9", "Test Drake", main_empire="Space Dragon", cost_energy=1)


@ruling("qa-010", "Dragons are ships except for three instances. They cannot be affected by Occurence cards")
def test_hazards_that_damage_ships_are_laid_against_dragons_occurrences_are_not():
    s, ids = duel(theirs=[("d", DRAGON, None), ("s", mk("S5", "Test Sloop"), None)],
                  hand=["H4|gravity pocket", "O1|breakdown"])
    assert ids["d"] in targets_of(s, "H4|gravity pocket")
    assert targets_of(s, "O1|breakdown") == {ids["s"]}
    play(s, "H4|gravity pocket", on=ids["d"])
    assert damage(s, ids["d"]) == (0, 3)


@ruling("qa-013", "Dragons can be effected by hazards just like ships. Occurences cannot effect Dragons.")
def test_a_dragon_may_be_destroyed_by_hazards():
    s, ids = duel(theirs=[("d", mk("D4", "Test Small Drake", main_empire="Space Dragon", cost_energy=1), None)],
                  hand=["H4|gravity pocket", "O1|breakdown"])
    assert targets_of(s, "O1|breakdown") == set()
    play(s, "H4|gravity pocket", on=ids["d"])  # 3 damage points: one left
    end_turn(s, draws=0)
    skip_to(s, "play_a")  # not escaped: 2 more as its player's Allocation Phase ends
    assert ids["d"] not in s.ip


@ruling("qa-055", "You would have a T13 terrain that produces 4 economy, 4 supply, and 20 energy.")
def test_two_white_dwarfs_on_a_system():
    system = mk("T5", "Test System", gen_economy=1, gen_supply=1, gen_energy=2)
    s, ids = duel(mine=[("t", system, None)], hand=["T4|white dwarf", "T4|white dwarf"])
    for _ in range(2):  # one white dwarf a turn
        play(s, "T4|white dwarf", on=ids["t"])
        end_turn(s, draws=0)
        end_turn(s, draws=0)
    p = Position(s).produced(A)
    assert Position(s).strength(ids["t"]) == 13 and (p["economy"], p["supply"], p["energy"]) == (4, 4, 20)


@ruling("errata-086", "Negated by a crew card of a strength greater than the strength of the wandering desire")
def test_a_wandering_desire_is_not_played_on_a_ship_with_a_stronger_crew_card():
    frigate = "S4|indirigan frigate indirigan nomads frigate"
    for card, kept in (("O3|wandering desire", {"j"}), ("O5|wandering desire", {"i", "j"})):
        s, ids = duel(theirs=[("i", frigate, None), ("c", mk("C4", "Test Chief"), "i"),
                              ("j", frigate, None), ("k", mk("C3", "Test Mate"), "j")], hand=[card])
        assert targets_of(s, card) == {ids[x] for x in kept}, card  # "strength 4 for the O3 ... 6 for the O5"


@ruling("errata-029", "If a ship is given the same restriction at another location then there is no legal target for the ship's weapons fire.")
def test_a_ship_tractored_from_two_locations_has_no_target():
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("x", HULK, None), ("y", mk("S9", "Test Other Hulk"), None)],
                  hand_b=["E2|tractor beam", "E2|tractor beam"])
    pos = Position(s)
    assert pos.can_fire_at(ids["g"], "phaser", ids["x"]) and pos.can_fire_at(ids["g"], "phaser", ids["y"])
    beams = [c for c in s.hand[B] if s.ci[c].card["identity"] == "E2|tractor beam"]
    first = pos.put(B, beams[0], ids["x"])
    s.ip[beams[0]]["ts"] = ids["g"]  # the hulk x tractors the gunship (played in reaction to its fire)
    pos = Position(s)
    assert pos.can_fire_at(ids["g"], "phaser", ids["x"]) and not pos.can_fire_at(ids["g"], "phaser", ids["y"])
    pos.put(B, beams[1], ids["y"])
    s.ip[beams[1]]["ts"] = ids["g"]  # and y too: the same restriction at another location
    pos = Position(s)
    assert first in s.ip and not any(pos.can_fire_at(ids["g"], "phaser", ids[t]) for t in ("x", "y"))


@ruling("errata-044", "As a Reaction, allows one crew on a ship or base to escape destruction")
def test_a_personal_corvette_saves_a_crew_card_on_the_opponents_turn():
    s, ids = duel(mine=[("u", mk("S2", "Test Scout"), None), ("v", CRUISER, None), ("c1", mk("C2", "Test One"), "u"),
                        ("c2", mk("C1", "Test Two"), "u")], hand=["E9|personal corvette"])
    play(s, "E9|personal corvette", on=ids["u"])
    end_turn(s, draws=0)  # the opponent's turn: his fire destroys the scout
    Position(s).destroy(ids["u"], B)
    assert s.pending and s.pending[-1]["p"] == A  # the corvette's player answers, on the opponent's turn
    act(s, "use", card=ids["c1"])
    assert ids["c1"] in s.ip and s.ip[ids["c1"]]["loc"] == ids["v"] and ids["c2"] not in s.ip


@ruling("qa-043", "You have a T13 that produces 6 economy. So it would produce five.")
def test_terradeforming_takes_one_off_a_combined_terrains_six_economy():
    # GEfaq "Combined": "The point output is combined (and therefore may be modified as a whole)":
    # the T9 Shinnicera's 3 economy doubled by the T4 White Dwarf on it, then one less.
    giant = mk("T9", "Test Shinnicera", gen_economy=3)
    s, ids = duel(theirs=[("t", giant, None), ("wd", "T4|white dwarf", "t")], hand=["O7|terradeforming"])
    s.ip[ids["wd"]]["cmb"] = True
    Position(s).changed()
    assert Position(s).produced(B)["economy"] == 6
    play(s, "O7|terradeforming", on=ids["t"])
    end_turn(s, draws=0)  # the first turn that it is in play: its player's Allocation Phase
    assert Position(s).produced(B)["economy"] == 5


def _lost_pirate_ship_returned():
    """An S8 Lost Pirate Ship with an opponent's M7 Space Illness on it, brought to a current
    strength of 4 and returned to its player's hand."""
    from ..test_effects_more_rulings_cards import lost_pirate_ship_setup

    s, ids = lost_pirate_ship_setup()
    Position(s).deal_damage(ids["s8"], 5 + 4, "card", B)
    act(s, "use", option=0, label="return the Lost Pirate Ship's stack to the hand")
    return s, ids


@ruling("qa-050", "The M7 would go away because it has no target.")
def test_the_space_illness_on_a_returned_lost_pirate_ship_is_discarded():
    s, ids = _lost_pirate_ship_returned()
    assert ids["s8"] in s.hand[A] and ids["ill"] not in s.ip and ids["ill"] in s.discard[B]


@ruling("qa-051", "It no longer is in play in the fleet. It will come out as a new S8.")
def test_a_returned_lost_pirate_ship_loses_no_more_strength():
    s, ids = _lost_pirate_ship_returned()
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert ids["s8"] in s.hand[A] and ids["s8"] not in s.ip


@ruling("qa-052", "The strength on the card. Again it will be a new S8 when played.")
def test_a_lost_pirate_ship_played_again_has_its_printed_strength():
    s, ids = _lost_pirate_ship_returned()
    again = place(s, A, "S8|lost pirate ship")
    assert again == ids["s8"] and s.ip[again]["hd"] == 0 and s.ip[again]["sd"] == 0
    assert Position(s).strength(again) == 8


@ruling("errata-098", "Each turn, all fighters and shuttles played to a carrier have their phasers rearmed during the Engagement Phase.")
def test_the_indirigan_supercarrier_rearms_a_heavy_shuttlecraft():
    from ..test_effects_more_rulings_cards import indirigan_supercarrier_rearms_its_shuttles_and_fighters_each_turn

    indirigan_supercarrier_rearms_its_shuttles_and_fighters_each_turn()  # 8 phasers + 2 rearmed: 10


def _rogue_on_their_terrain():
    from ..test_effects_more_rulings_cards import rogue_dragoness_setup

    s, ids, d = rogue_dragoness_setup()
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    act(s, "move", card=d, to=ids["t"])
    return s, ids, d


@ruling("qa-011", "Does the D4 Rogue Dragoness still protect the opponent's sector HQ is this case? A: No it doesn't.")
def test_a_rogue_dragoness_on_an_opponents_terrain_does_not_protect_its_sector_hq():
    s, ids, d = _rogue_on_their_terrain()
    assert s.hq_protectors(A) == []  # its player's only unit
    assert Position(s).can_fire_at(ids["y"], "phaser", -1 - A)


@ruling("qa-012", "Not unless the Rogue Dragoness says it can only be damaged by cards at its location.")
def test_a_rogue_dragoness_on_terrain_is_damaged_only_by_a_card_at_its_location():
    # Its text says so ("When against terrain, can only be damaged by cards at its location"):
    # the terrain's base may fire at it, a ship elsewhere in that fleet may not.
    s, ids, d = _rogue_on_their_terrain()
    assert not Position(s).can_fire_at(ids["y"], "phaser", d)
    assert Position(s).can_fire_at(ids["b"], "phaser", d)
