"""New Empires ships, bases and terrain whose text the card language already says, written as data
(issue 25): each scenario plays the real card from the project's data and asserts what its text
states (its numbers, its targets, whose choice).

Rules read first: GEfaq on one-shot phasers ("Certain cards rearm the phasers ... They may still not
be fired more than once per turn"); GEerrata on escorts (an escort with a mimic intercepts the same
points); GEerrata / GEUnofficialErrata on the scout cruisers' "1 research point or look at 1 randomly
selected card" (Trochilidae Scout Cruiser) and the carriers' rearming (Indirigan Supercarrier). No
entry names these New Empires cards.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires import decks, stocking
from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, CARRIER, CRUISER, damage, duel, hand_card, in_play, minesweeper, pass_turns, play, rearms, terrain_modifier, volley
from .test_effects_more_expansions import escort_of_seven_or_more, in_discard
from .test_effects_more_language import pass_reactions, research_or_look


def scout(identity: str):
    """"Generates one research point per turn or allows the owning player to look at one randomly
    selected card in an opponent's hand each turn": his pick each turn, while it engages."""

    def scenario() -> None:
        research_or_look(identity, 1)

    return scenario


def only_in_a_deck_of(identity: str, empire: str):
    """"May only be used in a <empire> deck": the deck checker's rule; in play its printed stats."""

    def scenario() -> None:
        card = decks.by_identity()[identity]
        assert stocking.deck_restriction(card) == empire
        attrs = card["attributes"]
        if identity[0] in "SB":
            s, ids = duel(mine=[("t", mk("T6", "Test World"), None)], hand=[identity])
            c = hand_card(s, identity)
            play(s, identity, on=ids["t"] if identity[0] == "B" else None)
            pos = Position(s)
            assert c in s.ip and pos.phasers(c) == attrs["phasers"] and pos.shields(c) == attrs["shields"]
        else:
            s, ids = duel(mine=[("t", identity, None)])
            made = Position(s).produced(A)
            for kind in ("economy", "supply", "energy", "ammunition", "repair"):
                assert made[kind] == attrs[f"gen_{kind}"] == 2, kind  # its printed points: 2 of each

    return scenario


def refueler_lets_the_other_ships_of_its_fleet_engage_for_one_energy_less() -> None:
    identity = "S4|refueler"
    thirsty = mk("S5", "Test Thirsty", cost_energy=2, cost_supply=1)
    sipper = mk("S3", "Test Sipper", cost_energy=1)
    mine = [("t", mk("T6", "Test World"), None), ("a", thirsty, None), ("b", sipper, None),
            ("base", mk("B4", "Test Depot", cost_energy=2), "t")]
    s, ids = duel(mine=mine, theirs=[("y", thirsty, None)])
    pos = Position(s)
    assert pos.needs(ids["a"])["energy"] == 2 and pos.needs(ids["b"])["energy"] == 1
    s, ids = duel(mine=mine + [("r", identity, None)], theirs=[("y", thirsty, None)])
    pos, r = Position(s), ids["r"]
    assert pos.needs(ids["a"]).get("energy", 0) == 1 and pos.needs(ids["a"]).get("supply", 0) == 1  # energy only
    assert pos.needs(ids["b"]).get("energy", 0) == 0  # never below none
    assert pos.needs(ids["base"]).get("energy", 0) == 2  # ships only
    assert pos.needs(ids["y"]).get("energy", 0) == 2  # its own fleet only
    assert pos.needs(r).get("energy", 0) == 1  # "(except the refueler)": its printed 1 energy


def bureaucrat_disengages_an_opponent_location_for_one_turn_then_is_discarded() -> None:
    identity = "C6|bureaucrat"
    s, ids = duel(theirs=[("y", mk("S5", "Test Five"), None), ("p", mk("T4", "Test Planet", tags=["Planet"]), None),
                          ("rock", mk("T3", "Test Rock"), None)],
                  mine=[("own", mk("S3", "Test Own"), None)], hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert ids["y"] in plays and ids["p"] in plays  # an opponent ship, base or planet
    assert ids["rock"] not in plays and ids["own"] not in plays  # never other terrain, never his own
    play(s, identity, on=ids["y"])
    assert c in s.ip and not s.ip[ids["y"]]["e"]  # its location disengaged at once
    end_turn(s, draws=0)
    assert not s.ip[ids["y"]]["w"]  # B's turn: still disengaged
    end_turn(s, draws=0)
    assert c not in s.ip and in_discard(s, c)  # one turn: discarded after use
    end_turn(s, draws=0)
    assert s.ip[ids["y"]]["w"]  # B's next turn: it engages again


def radial_dish_generates_three_research_on_a_ship_base_or_terrain() -> None:
    identity = "E3|radial dish"
    for where in ("ship", "base", "t"):
        s, ids = duel(mine=[("t", mk("T4", "Test Moon"), None), ("ship", mk("S4", "Test Four"), None),
                            ("base", mk("B3", "Test Fort"), "t"), ("c", mk("C3", "Test Mate"), "ship")],
                      theirs=[("y", mk("S4", "Test Theirs"), None)], hand=[identity])
        skip_to(s, "play_a")
        c = hand_card(s, identity)
        plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
        assert {ids["ship"], ids["base"], ids["t"]} <= plays
        assert ids["y"] not in plays and ids["c"] not in plays  # own ships, bases and terrain only
        before = Position(s).produced(A)["research"]
        play(s, identity, on=ids[where])
        assert Position(s).produced(A)["research"] == before + 3, where


def duo_brain_doubles_the_generated_points_of_its_crew_dragon_or_monster() -> None:
    identity = "A8|duo brain"
    doctor = mk("C3", "Test Doctor", gen_research=2, gen_healing=1)
    s, ids = duel(mine=[("ship", mk("S4", "Test Four", gen_energy=1), None), ("c", doctor, "ship"),
                        ("d", mk("D3", "Test Drake"), None)],
                  theirs=[("y", mk("S4", "Test Theirs"), None), ("oc", mk("C3", "Test Their Mate"), "y")], hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["c"], ids["d"]}  # an own crew or dragon (or monster) card, never a ship
    before = Position(s).produced(A)
    assert (before["research"], before["healing"]) == (2, 1)
    play(s, identity, on=ids["c"])
    after = Position(s).produced(A)
    assert (after["research"], after["healing"]) == (4, 2)  # doubled
    assert after["energy"] == before["energy"]  # the ship's own points are not its host's


def tactical_officer_on_a_base_returns_a_card_to_the_hand_and_makes_the_base_protect_the_hq() -> None:
    identity = "C7|tactical officer"
    fort = mk("B3", "Test Fort")
    s, ids = duel(mine=[("ship", CRUISER, None)],
                  theirs=[("t", mk("T4", "Test Moon"), None), ("b", fort, "t"), ("mate", mk("C2", "Test Mate"), "b")],
                  hand_b=[identity])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)  # a lone base does not protect it
    s, ids = duel(mine=[("ship", CRUISER, None)],
                  theirs=[("t", mk("T4", "Test Moon"), None), ("b", fort, "t"), ("mate", mk("C2", "Test Mate"), "b"),
                          ("to", identity, "b")])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} not in s.legal_actions(A)  # his base protects it
    end_turn(s, draws=0)
    skip_to(s, "discard")  # B's Discard Phase: his choice, whether and which card
    frame = s.pending[-1]
    assert frame["p"] == B
    act(s, "use", option=0, label="move a card of the fleet back into the hand (Tactical Officer)")
    frame = s.pending[-1]
    options = {o["card"] for o in frame["options"] if "card" in o}
    assert ids["mate"] in options and ids["to"] in options
    assert not options & {ids["t"], ids["b"]}  # never the basis of a stack
    act(s, "use", card=ids["mate"])
    assert ids["mate"] in s.hand[B] and ids["mate"] not in s.ip and ids["b"] in s.ip
    # On a ship: no card moves back.
    s, ids = duel(theirs=[("y", mk("S5", "Test Five"), None), ("mate", mk("C2", "Test Mate"), "y"), ("to", identity, "y")])
    end_turn(s, draws=0)
    skip_to(s, "discard")
    assert s.phase == "discard" and not any("(Tactical Officer)" in a.get("label", "") for a in s.legal_actions(B))


def war_medal_of_yorl_gives_a_crew_card_on_a_clydon_unit_one_strength_and_one_damage_more() -> None:
    identity = "A4|artifact war medal of yorl"
    clydon = mk("S5", "Test Clydon Cruiser", empires=["Clydon"], main_empire="Clydon", phasers=2)
    for host, more in ((clydon, 1), (CRUISER, 0)):  # exclusive Clydon: it acts on a Clydon unit only
        s, ids = duel(mine=[("own", host, None), ("tr", CARRIER, "own"), ("crew", "C9|marauder", "own")],
                      theirs=[("ship", mk("S9", "Test Hulk", shields=3), None)], hand=[identity])
        skip_to(s, "play_a")
        assert Position(s).strength(ids["crew"]) == 9
        play(s, identity, on=ids["crew"])
        assert Position(s).strength(ids["crew"]) == 9 + more
        act(s, "operate", card=ids["crew"], on=ids["ship"], op="structure")  # the Marauder's 2 structure
        pass_reactions(s)
        assert damage(s, ids["ship"]) == (0, 2 + more)


def dependency_world_takes_one_supply_energy_and_ammunition_from_the_opponent_first_and_nobody_gets_them() -> None:
    identity = "T5|dependency world"
    rich = mk("T6", "Test Rich World", gen_economy=2, gen_supply=2, gen_energy=2, gen_ammunition=2)
    s, ids = duel(mine=[("m", mk("T4", "Test Own World", gen_supply=1), None)], theirs=[("t", rich, None)], hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = [a for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c]
    assert [a.get("on") for a in plays] == [-1 - B]  # played against the opponent's fleet
    act(s, "play", card=c, on=-1 - B)
    assert c in s.ip and Position(s).needs(c) == {}  # its printed points are no cost of its own
    end_turn(s, draws=0)
    assert s.active == B and s.phase == "alloc"
    assert s.pool == {"economy": 2, "supply": 1, "energy": 1, "ammunition": 1, "research": 0, "repair": 0, "healing": 0}
    end_turn(s, draws=0)
    assert s.active == A and s.pool["supply"] == 1 and s.pool["energy"] == s.pool["ammunition"] == 0  # lost to all
    # An opponent without those points allocates only what he has (GEqa, B5 Penal Colony).
    s, _ = duel(theirs=[("t", mk("T3", "Test Poor World", gen_supply=1, gen_economy=1), None)], hand=[identity])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, identity), on=-1 - B)
    end_turn(s, draws=0)
    assert (s.pool["economy"], s.pool["supply"], s.pool["energy"]) == (1, 0, 0)


def spiritual_temple_doubles_its_spiritual_crew_while_engaged_and_no_crew_attacks_it() -> None:
    identity = "B7|spiritual temple"
    guide = mk("C8", "Test Spiritual Guide", gen_research=2)
    other = mk("C5", "Test Other Mate", gen_research=1)
    s, ids = duel(mine=[("own", CRUISER, None), ("tr", CARRIER, "own"), ("crew", "C9|marauder", "own")],
                  theirs=[("t", mk("T4", "Test Moon"), None), ("tem", identity, "t"), ("sl", guide, "tem"),
                          ("ot", other, "tem"), ("y", mk("S5", "Test Five"), None)])
    pos = Position(s)
    assert (pos.strength(ids["sl"]), pos.strength(ids["ot"])) == (16, 5)  # spiritual crew only: double strength
    assert pos.produced(B)["research"] == 2 * 2 + 1  # and double research
    pos.engage(ids["tem"], False)
    assert (pos.strength(ids["sl"]), pos.produced(B)["research"]) == (8, 3)  # only when engaged
    pos.engage(ids["tem"], True)
    skip_to(s, "play_a")
    targets = {a["on"] for a in s.legal_actions(A) if a.get("type") == "operate" and a["card"] == ids["crew"]}
    assert ids["y"] in targets and ids["tem"] not in targets  # no crew card may attack this base


def legendary_pirate_captain_frees_his_pirate_ship_of_costs_and_ignores_four_a_volley() -> None:
    identity = "C10|legendary pirate captain"
    pirate = "S5|independent pirate raider"
    s, ids = duel(theirs=[("y", pirate, None), ("n", mk("S5", "Test Honest Ship", cost_energy=2), None)], hand_b=[identity])
    assert Position(s).needs(ids["y"])  # a pirate ship needs points to engage
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    c = hand_card(s, identity, seat=B)
    plays = {a.get("on") for a in s.legal_actions(B) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["y"]}  # a pirate ship only
    act(s, "play", card=c, on=ids["y"])
    assert Position(s).needs(ids["y"]) == {}  # "requires no points to engage"
    assert Position(s).needs(ids["n"]) == {"energy": 2}
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("y", pirate, None), ("o", identity, "y"), ("n", mk("S9", "Test Hulk"), None)])
    volley(s, ids["y"], [(ids["g"], "phaser")] * 7)
    assert sum(damage(s, ids["y"])) == 7 - 4  # 4 damage points of the volley ignored
    volley(s, ids["n"], [(ids["g"], "phaser")] * 2)
    assert sum(damage(s, ids["n"])) == 2  # at his location only


def monster_defense_system_does_three_a_turn_to_the_monsters_on_its_unit() -> None:
    identity = "E4|monster defense system"
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None), ("mds", identity, "y"), ("z", mk("S9", "Test Hulk Two"), None)],
                  hand=["M5|astromorph", "M5|power leech", "M5|large phaser eel"])
    play(s, "M5|astromorph", on=ids["y"])  # defeated by damage (5)
    morph = in_play(s, "M5|astromorph")
    play(s, "M5|power leech", on=ids["y"])  # negated by research only
    leech = in_play(s, "M5|power leech")
    play(s, "M5|large phaser eel", on=ids["z"])  # on another unit
    eel = in_play(s, "M5|large phaser eel")
    end_turn(s, draws=0)  # B's turn starts: the pulse
    assert s.ip[morph]["hd"] == 3 and s.ip[eel]["hd"] == 0
    pass_turns(s, 2)  # B's next turn: 6 of the astromorph's 5
    assert morph not in s.ip
    assert leech in s.ip  # damage does not affect it


def super_tanker_is_played_on_terrain_and_adds_two_economy_supply_and_energy_to_it() -> None:
    identity = "S5|super tanker"
    terrain_modifier(identity, {"economy": 2, "supply": 2, "energy": 2, "ammunition": 0, "research": 0})()
    s, ids = duel(mine=[("t", mk("T4", "Test Moon"), None)], hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = [a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c]
    assert plays == [ids["t"]]  # "Must be played on terrain"


def pirate_system_lets_one_pirate_ship_of_its_players_pick_engage_free_each_turn() -> None:
    identity = "T5|pirate system"
    pirate = "S5|independent pirate raider"
    s, ids = duel(mine=[("ps", identity, None), ("p1", pirate, None), ("p2", pirate, None),
                        ("h", mk("S4", "Test Honest", cost_energy=1), None)])
    pos = Position(s)
    cost = pos.needs(ids["p1"])
    assert cost and s.pool["economy"] == 3  # its own printed 3 economy
    picks = {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["ps"]}
    assert picks == {ids["p1"], ids["p2"]}  # a pirate ship of his fleet, his pick
    act(s, "operate", card=ids["ps"], ability="ability0", on=ids["p1"])
    pass_reactions(s)
    pos = Position(s)
    assert pos.needs(ids["p1"]) == {} and pos.needs(ids["p2"]) == cost and pos.needs(ids["h"]) == {"energy": 1}
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["ps"]]  # one ship
    act(s, "engage", card=ids["p1"])
    assert s.ip[ids["p1"]]["w"] and s.pool["economy"] == 3  # engaged without its points
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert s.active == A and Position(s).needs(ids["p1"]) == cost  # the next turn: a pick again
    assert [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["ps"]]


def neutrino_dragoness_heals_itself_to_seven_as_its_allocation_phase_starts() -> None:
    identity = "D7|neutrino dragoness"
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("d", identity, None), ("other", "D6|astral dragoness", None)])
    volley(s, ids["d"], [(ids["g"], "phaser")] * 4)
    volley(s, ids["other"], [(ids["g"], "phaser")] * 2)
    assert damage(s, ids["d"]) == (0, 4)  # lower than 7: 3 left
    end_turn(s, draws=0)
    assert s.active == B and s.phase == "alloc"
    assert damage(s, ids["d"]) == (0, 0)  # healed to its 7
    assert damage(s, ids["other"]) == (0, 2)  # itself only


def star_gate_on_a_terrain_gives_one_extra_card_play_a_turn_until_the_terrain_is_destroyed() -> None:
    identity = "L7|artifact star gate"
    rocks = [mk("T1", f"Test Rock {n}") for n in range(5)]
    s, ids = duel(mine=[("t", mk("T4", "Test Moon"), None), ("ship", CRUISER, None)],
                  theirs=[("g", mk("S9", "Test Gunship", phasers=9), None)], hand=[identity, *rocks])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["t"]}  # a terrain card only
    play(s, identity, on=ids["t"])
    gate = in_play(s, identity)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    for n in range(4):  # four card plays a turn, not three
        act(s, "play", card=hand_card(s, rocks[n]["identity"]))
    assert not [a for a in s.legal_actions(A) if a.get("type") == "play"]
    Position(s).destroy(ids["t"], B)
    assert gate not in s.ip and in_discard(s, gate)  # destroyed with its terrain


def strategy_on_a_crew_card_gives_one_extra_card_play_a_turn() -> None:
    """(Partial: its 5 command points cost is not modelled, its note.)"""
    identity = "A1|strategy"
    rocks = [mk("T1", f"Test Rock {n}") for n in range(5)]
    s, ids = duel(mine=[("ship", CRUISER, None), ("c", mk("C2", "Test Mate"), "ship")], hand=[identity, *rocks])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["c"]}  # a crew or dragon card
    play(s, identity, on=ids["c"])
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    for n in range(4):
        act(s, "play", card=hand_card(s, rocks[n]["identity"]))
    assert not [a for a in s.legal_actions(A) if a.get("type") == "play"]


def deviant_disables_a_weaker_opponent_crew_card_and_sabotages_its_location_by_one() -> None:
    identity = "A3|deviant"
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk", shields=4), None), ("c", mk("C3", "Test Scientist", gen_research=3), "y"),
                          ("big", mk("C4", "Test Chief"), "y")], mine=[("own", mk("C2", "Test Own Mate"), None)],
                  hand=[identity], hand_b=["C1|bar tender"])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["c"]}  # an opponent crew card of equal or lesser strength (3)
    play(s, identity, on=ids["c"])
    assert Position(s).produced(B)["research"] == 0  # "Cannot perform normal abilities"
    dev = in_play(s, identity)
    pass_turns(s, 2)
    skip_to(s, "play_a")
    act(s, "operate", card=dev)
    pass_reactions(s)
    assert damage(s, ids["y"]) == (0, 1)  # 1 point of sabotage (structural) damage to its location
    # A bar tender played to its location discards it.
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "C1|bar tender", seat=B), on=ids["y"])
    pass_reactions(s)
    assert dev not in s.ip and in_discard(s, dev)


SCENARIOS = {
    **{identity: escort_of_seven_or_more(identity) for identity in ("S2|scorpead escort", "S2|tufor escort")},
    **{identity: minesweeper(identity) for identity in ("S4|p o t minesweeper", "S4|scorpead minesweeper")},
    **{identity: rearms(identity) for identity in (
        "S3|tufor light fighter carrier", "S6|p o t fighter carrier", "S6|tufor fighter carrier",
    )},
    **{identity: scout(identity) for identity in (
        "S5|p o t scout cruiser", "S5|scorpead scout cruiser", "S2|nagiridni pirate scout",
    )},
    "B10|tufor operations base": only_in_a_deck_of("B10|tufor operations base", "Tufor"),
    "B5|tufor science platform": only_in_a_deck_of("B5|tufor science platform", "Tufor"),
    "S7|vektrean dreadnought": only_in_a_deck_of("S7|vektrean dreadnought", "Vektrean"),
    "T10|clydon super massive planet": only_in_a_deck_of("T10|clydon super massive planet", "Clydon"),
    "C6|bureaucrat": bureaucrat_disengages_an_opponent_location_for_one_turn_then_is_discarded,
    "E3|radial dish": radial_dish_generates_three_research_on_a_ship_base_or_terrain,
    "A8|duo brain": duo_brain_doubles_the_generated_points_of_its_crew_dragon_or_monster,
    "C7|tactical officer": tactical_officer_on_a_base_returns_a_card_to_the_hand_and_makes_the_base_protect_the_hq,
    "A4|artifact war medal of yorl": war_medal_of_yorl_gives_a_crew_card_on_a_clydon_unit_one_strength_and_one_damage_more,
    "T5|dependency world": dependency_world_takes_one_supply_energy_and_ammunition_from_the_opponent_first_and_nobody_gets_them,
    "B7|spiritual temple": spiritual_temple_doubles_its_spiritual_crew_while_engaged_and_no_crew_attacks_it,
    "C10|legendary pirate captain": legendary_pirate_captain_frees_his_pirate_ship_of_costs_and_ignores_four_a_volley,
    "E4|monster defense system": monster_defense_system_does_three_a_turn_to_the_monsters_on_its_unit,
    "S5|super tanker": super_tanker_is_played_on_terrain_and_adds_two_economy_supply_and_energy_to_it,
    "T5|pirate system": pirate_system_lets_one_pirate_ship_of_its_players_pick_engage_free_each_turn,
    "D7|neutrino dragoness": neutrino_dragoness_heals_itself_to_seven_as_its_allocation_phase_starts,
    "L7|artifact star gate": star_gate_on_a_terrain_gives_one_extra_card_play_a_turn_until_the_terrain_is_destroyed,
    "A1|strategy": strategy_on_a_crew_card_gives_one_extra_card_play_a_turn,
    "A3|deviant": deviant_disables_a_weaker_opponent_crew_card_and_sabotages_its_location_by_one,
    "S4|refueler": refueler_lets_the_other_ships_of_its_fleet_engage_for_one_energy_less,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
