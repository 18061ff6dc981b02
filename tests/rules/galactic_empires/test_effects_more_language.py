"""The cards written as data in the general card language (issue 24, "Prove it with these cards"):
each scenario plays the real card from the project's data and asserts what its text states.

Rulings read first: GEqa B1 Military Outpost (engaged to produce), O4 Flood (negated by the
terrain's output, engaged modifiers included; no points before the next turn), R/M1 Sextaraan Web
Crawlers (its damage at once when played in reaction, then each turn); GEerrata R/C6 Damage Control
Team (played to the unit it saves), D3 Plasma Dragoness (its controller picks the source);
v2.1 "RECORD KEEPING STEP" (a periodic comet produces on its last turn), "HOW LONG CARDS REMAIN IN
PLAY" (a card at strength zero is discarded).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, skip_to
from .test_effects_cards import A, B, CRUISER, PLANET, SMALL, damage, duel, hand_card, play, volley

BIG_SHIP = mk("S8", "Test Battleship", shields=2, phasers=2)
GUN = mk("S6", "Test Gunship", shields=1, phasers=6, heavy_weapons=4)
MOON = mk("T4", "Test Moon", gen_supply=2, gen_economy=2, tags=["Moon"])
ROCKY = mk("T2", "Test Rock Field", gen_energy=1, tags=["Asteroid"])


def pass_reactions(s) -> None:
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


def scout_makes_a_research_point_or_looks_at_a_random_hand_card(identity: str, points: int = 1):
    """Tufor Research Scout, the scout cruisers, the Krebiz Scout Capsule: "Generates one research
    point per turn or allows the owning player to look at 1 randomly selected card in one opponent's
    hand each turn." (his choice each turn, while it engages); the Bolaar Stealth Raider: 2 research."""

    def scenario() -> None:
        research_or_look(identity, points)

    return scenario


def research_or_look(identity: str, points: int = 1) -> None:
    s, ids = duel(mine=[("scout", identity, None)], hand_b=["E1|explosive mine"])
    pos = Position(s)
    assert pos.produced(A)["research"] == 0  # the printed symbol is the choice, not a point made anyway
    pos.allocate(ids["scout"], True)
    act(s, "operate", card=ids["scout"], ability="ability0")
    pass_reactions(s)
    label = "1 research point" if points == 1 else f"{points} research points"
    assert [o["label"] for o in s.pending[-1]["options"]] == [label, "look at a random card of an opponent's hand"]
    research = s.pool.get("research", 0)
    act(s, "use", option=0, label=label)
    assert s.pool.get("research", 0) == research + points
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    Position(s).allocate(ids["scout"], True)
    act(s, "operate", card=ids["scout"], ability="ability0")
    pass_reactions(s)
    act(s, "use", option=1, label="look at a random card of an opponent's hand")
    seen = s.view(A)["seen"]
    assert len(seen) == 1 and seen[0]["id"] in s.hand[B] and seen[0]["where"] == "hand"
    assert s.view(B)["seen"] == [] and s.view(None)["seen"] == []  # his alone


def pot_escort_intercepts_for_a_ship_of_seven_or_more_taking_two_per_point() -> None:
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("esc", "S2|p o t escort", None), ("bs", BIG_SHIP, None)])
    skip_to(s, "fire")
    act(s, "target", on=ids["bs"])
    for _ in range(4):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    pass_reactions(s)
    frame = s.pending[-1]
    assert frame["p"] == B and frame["why"] == "intercept"
    assert {(o["card"], o["points"]) for o in frame["options"]} >= {(ids["esc"], 1), (ids["esc"], 2)}
    act(s, "use", card=ids["esc"], points=2)
    assert damage(s, ids["bs"]) == (2, 0)  # 4 - 2 intercepted: the battleship's 2 shields
    assert sum(damage(s, ids["esc"])) == 4  # 2 points of damage for each point intercepted


def corporate_patrol_ship_returns_to_its_owners_hand_when_discarded() -> None:
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("patrol", "S1|corporate patrol ship", None)])
    volley(s, ids["patrol"], [(ids["g"], "phaser")] * 4)
    assert ids["patrol"] not in s.ip and ids["patrol"] in s.hand[B]


def fictitious_ship_on_a_terrain_card_doubles_its_economy_while_it_engages() -> None:
    s, ids = duel(mine=[("p", PLANET, None), ("ship", "S5|fictitious ship", "p")])
    pos = Position(s)
    pos.allocate(ids["ship"], False)
    idle = pos.produced(A)
    pos.allocate(ids["ship"], True)
    engaged = pos.produced(A)
    assert engaged["economy"] - idle["economy"] == PLANET["attributes"]["gen_economy"]  # doubled: 1 more
    assert engaged["supply"] == idle["supply"]
    s2, ids2 = duel(mine=[("p", PLANET, None)], hand=["S5|fictitious ship"])
    skip_to(s2, "play_a")
    ship = hand_card(s2, "S5|fictitious ship")
    assert {"player": A, "type": "play", "card": ship, "on": ids2["p"]} in s2.legal_actions(A)
    assert {"player": A, "type": "play", "card": ship} in s2.legal_actions(A)  # or on no terrain


def military_outpost_adds_a_supply_and_an_economy_to_its_terrain_while_engaged() -> None:
    s, ids = duel(mine=[("m", MOON, None), ("b", "B1|military outpost", "m")])
    pos = Position(s)
    pos.allocate(ids["b"], False)
    idle = pos.produced(A)
    pos.allocate(ids["b"], True)
    engaged = pos.produced(A)
    assert (engaged["supply"] - idle["supply"], engaged["economy"] - idle["economy"]) == (1, 1)


def ancient_ruins_adds_its_points_to_its_terrain_and_hides_behind_a_planetary_shield() -> None:
    s, ids = duel(mine=[("p", PLANET, None), ("ruins", "B2|ancient ruins", "p"), ("sh", "B1|planetary shield", "p")])
    pos = Position(s)
    pos.allocate(ids["ruins"], False)
    idle = pos.produced(A)
    pos.allocate(ids["ruins"], True)
    engaged = pos.produced(A)
    assert [engaged[k] - idle[k] for k in ("economy", "supply", "research")] == [1, 1, 1]
    pos.deal_damage(ids["ruins"], 2, "card", B)
    assert damage(s, ids["ruins"]) == (0, 0) and sum(damage(s, ids["sh"])) == 2  # the shield takes it
    pos.remove(ids["sh"])
    pos.deal_damage(ids["ruins"], 1, "card", B)
    assert damage(s, ids["ruins"]) == (0, 1)


def rom_comet_lasts_three_turns_makes_its_points_on_the_last_and_returns_to_the_hand_with_bosheegh() -> None:
    s, ids = duel(mine=[("comet", "T3|periodic comet roms comet", None)])
    comet = ids["comet"]
    s.ip[comet]["pt"] = s.turn - 3 * s.n + 1  # played three of its player's turns ago, less one
    Position(s).changed()
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # its player's next record keeping: the duration is over
    assert comet not in s.ip and comet in s.discard[s._dk(A)]
    assert s.pool.get("research", 0) >= 3  # it made its research on its last turn
    bosheegh = mk("T5", "Test Planet Bosheegh", gen_economy=1)
    s, ids = duel(mine=[("comet", "T3|periodic comet roms comet", None), ("home", bosheegh, None)])
    s.ip[ids["comet"]]["pt"] = s.turn - 3 * s.n + 1
    Position(s).changed()
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert ids["comet"] not in s.ip and ids["comet"] in s.hand[A]  # "return to the hand instead"


def council_of_six_homeworld_halves_weapons_structure_damage_and_no_monster_or_occurrence_affects_it() -> None:
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("home", "T8|planet council of six homeworld", None)],
                  hand=["M2|snare vines"])
    s.ip[ids["g"]]["am"] = 4  # its heavy weapons armed
    volley(s, ids["home"], [(ids["g"], "heavy")] * 4)  # 4 heavy: its 8 shields take them
    assert damage(s, ids["home"]) == (4, 0)
    s2, ids2 = duel(mine=[("g", GUN, None)], theirs=[("home", "T8|planet council of six homeworld", None)])
    Position(s2).damage(ids2["home"], shields=8)
    s2.ip[ids2["g"]]["am"] = 4
    volley(s2, ids2["home"], [(ids2["g"], "heavy")] * 3)
    assert damage(s2, ids2["home"]) == (8, 1)  # 3 reaching the structure, halved (fractions dropped)
    skip_to(s, "play_b")
    vines = hand_card(s, "M2|snare vines")
    assert not [a for a in s.legal_actions(A) if a.get("card") == vines and a.get("on") == ids["home"]]


def explosive_mine_damages_one_ship_or_terrain_once_then_is_discarded() -> None:
    s, ids = duel(mine=[("c", CRUISER, None), ("mine", "E1|explosive mine", "c")],
                  theirs=[("t", PLANET, None), ("s", SMALL, None)])
    skip_to(s, "play_a")
    ops = {a.get("on") for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["mine"]}
    assert ops == {ids["t"], ids["s"]}
    act(s, "operate", card=ids["mine"], on=ids["t"])
    pass_reactions(s)
    assert damage(s, ids["t"]) == (0, 1) and ids["mine"] not in s.ip and ids["mine"] in s.discard[s._dk(A)]


def robotic_crew_needs_no_supply_and_opponents_electronic_warfare_does_not_touch_its_ship() -> None:
    needy = mk("S5", "Test Hauler", cost_supply=2, cost_energy=1, shields=2, phasers=4)
    s, ids = duel(mine=[("h", needy, None), ("rc", "E5|robotic crew", "h")], theirs=[("t", CRUISER, None)],
                  hand_b=["O3|defensive electronic warfare"])
    assert Position(s).needs(ids["h"]) == {"energy": 1}  # "Requires no supply to operate"
    s2, ids2 = duel(mine=[("h", needy, None)])
    assert Position(s2).needs(ids2["h"]) == {"supply": 2, "energy": 1}
    # "Immune to negative effects of electronic warfare": B's Defensive Electronic Warfare is not
    # offered against its volley.
    Position(s).allocate(ids["h"], True)
    skip_to(s, "fire")
    act(s, "target", on=ids["t"])
    for _ in range(4):
        act(s, "fire", card=ids["h"], weapon="phaser")
    act(s, "resolve")
    assert not [a for a in (s.legal_actions(B) if s.pending else []) if a["type"] == "react"]
    pass_reactions(s)
    assert sum(damage(s, ids["t"])) == 4


def alfven_wave_damages_every_ship_of_one_fleet_by_two() -> None:
    s, ids = duel(theirs=[("a", CRUISER, None), ("b", BIG_SHIP, None), ("t", PLANET, None)], hand=["H6|alfven wave"])
    wave = hand_card(s, "H6|alfven wave")
    play(s, "H6|alfven wave", on=-1 - B)
    assert sum(damage(s, ids["a"])) == 2 and sum(damage(s, ids["b"])) == 2
    assert damage(s, ids["t"]) == (0, 0)  # ships only
    assert wave in s.discard[s._dk(A)]  # "Discarded after use"


def nova_hits_as_many_ships_or_bases_of_one_fleet_as_its_strength_with_its_printed_card_damage() -> None:
    nova = card("H4|nova", card_damage=2)  # the damage "indicated above" (not in the master list: see the note)
    targets = [("u%d" % n, mk(f"S{4 + n}", f"Test Target {n}", shields=0), None) for n in range(5)]
    s, ids = duel(theirs=[*targets, ("t", PLANET, None)], hand=[nova])
    play(s, nova["key"], on=-1 - B)
    assert s.pending[-1]["p"] == A and s.pending[-1].get("must")
    assert {o["card"] for o in s.pending[-1]["options"]} == {ids[f"u{n}"] for n in range(5)}  # no terrain
    for n in range(4):
        act(s, "use", card=ids[f"u{n}"])
    assert not s.pending
    assert [damage(s, ids[f"u{n}"])[1] for n in range(5)] == [2, 2, 2, 2, 0]


def temporal_repetition_multiplies_a_terrains_output_by_its_strength_which_falls_each_turn() -> None:
    s, ids = duel(mine=[("m", MOON, None)], hand=["H4|temporal repetition"])
    pos = Position(s)
    before = dict(s.pool)
    tr = hand_card(s, "H4|temporal repetition")
    act(s, "play", card=tr, on=ids["m"])  # in the Allocation Phase
    pass_reactions(s)
    assert s.pool["supply"] - before.get("supply", 0) == 2 * 4 - 2  # x4 now
    assert s.ip[tr]["loc"] == ids["m"]
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert pos.strength(tr) == 3 and pos.produced(A)["supply"] == 2 * 3
    for _ in range(3):
        end_turn(s, draws=0)
        end_turn(s, draws=0)
    assert tr not in s.ip  # strength zero: discarded


def early_shipment_gives_four_supply_in_the_allocation_phase_and_is_no_card_play() -> None:
    s, ids = duel(mine=[("m", MOON, None)], hand=["O2|early shipment"])
    es = hand_card(s, "O2|early shipment")
    supply, plays = s.pool.get("supply", 0), s.plays
    act(s, "play", card=es)
    pass_reactions(s)
    assert s.pool["supply"] == supply + 4 and s.plays == plays and es in s.discard[s._dk(A)]
    s2, _ = duel(hand=["O2|early shipment"])
    skip_to(s2, "play_a")
    assert not [a for a in s2.legal_actions(A) if a.get("card") == hand_card(s2, "O2|early shipment")]


def flood_stops_a_terrains_points_until_its_player_pays_the_terrains_output() -> None:
    s, ids = duel(theirs=[("m", MOON, None), ("b", "B1|military outpost", "m")], hand=["O4|flood"])
    play(s, "O4|flood", on=ids["m"])
    flood = next(k for k in s.ip if s.ci[k].key == "o4-flood")
    assert Position(s).produced(B)["supply"] == 0
    end_turn(s, draws=0)  # B's Allocation Phase: his terrain makes nothing
    assert s.pool.get("supply", 0) == 0
    assert not [a for a in s.legal_actions(B) if a["type"] == "pay_negate"]  # nothing to pay with
    Position(s).allocate(ids["b"], True).points(supply=3, economy=3)
    pays = [a for a in s.legal_actions(B) if a["type"] == "pay_negate"]
    assert pays == [{"player": B, "type": "pay_negate", "card": flood}]
    act(s, "pay_negate", card=flood)
    assert flood not in s.ip
    # 2+1 supply and 2+1 economy paid (the engaged outpost's too), then the freed moon and outpost
    # make them this allocation (GEqa O4 Flood: "If the flood goes away before the allocation phase
    # is over you can use the terrain").
    assert (s.pool["supply"], s.pool["economy"]) == (3, 3)


def teamster_doubles_a_planets_supply_or_saves_a_ship_one_supply() -> None:
    hauler = mk("S5", "Test Hauler", cost_supply=2, cost_energy=1, shields=2, phasers=2)
    s, ids = duel(mine=[("m", MOON, None), ("r", ROCKY, None), ("h", hauler, None)], hand=["C4|teamster", "C4|teamster"])
    skip_to(s, "play_a")
    t = hand_card(s, "C4|teamster")
    ons = {a.get("on") for a in s.legal_actions(A) if a.get("card") == t}
    assert ons == {ids["m"], ids["h"]}  # not on the asteroid field
    supply = Position(s).produced(A)["supply"]
    play(s, "C4|teamster", on=ids["m"])
    assert Position(s).produced(A)["supply"] == supply + MOON["attributes"]["gen_supply"]
    play(s, "C4|teamster", on=ids["h"])
    assert Position(s).needs(ids["h"]) == {"supply": 1, "energy": 1}


def damage_control_team_saves_a_unit_with_one_point_left_and_stays_there() -> None:
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("c", SMALL, None)], hand_b=["C6|damage control team"])
    team = hand_card(s, "C6|damage control team", seat=B)
    skip_to(s, "fire")
    act(s, "target", on=ids["c"])
    for _ in range(6):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    pass_reactions(s)
    frame = s.pending[-1]
    assert frame["p"] == B and {"type": "use", "card": team} in frame["options"]
    act(s, "use", card=team)
    pass_reactions(s)
    assert ids["c"] in s.ip and Position(s).remaining(ids["c"]) == 1
    assert s.ip[team]["loc"] == ids["c"]  # errata: played to the unit it saves


def repair_malfunction_turns_two_repair_points_into_damage() -> None:
    yard = mk("B5", "Test Repair Yard", gen_repair=4)
    s, ids = duel(mine=[("y", yard, None), ("c", CRUISER, None)], hand_b=["L3|repair malfunction"])
    pos = Position(s)
    pos.damage(ids["c"], shields=0, structure=3).allocate(ids["y"], True).points(repair=2)
    act(s, "repair", card=ids["c"], part="structure")
    act(s, "repair", card=ids["c"], part="structure")
    assert damage(s, ids["c"]) == (0, 1)
    act(s, "done")  # the Allocation Phase ends: B may react
    rm = hand_card(s, "L3|repair malfunction", seat=B)
    assert s.pending[-1]["k"] == "react" and s.pending[-1]["p"] == B
    act(s, "react", card=rm, reaction="reaction0")
    pass_reactions(s)
    # both repairs undone (structure 3 again) and each point became a point of damage (through shields)
    sd, hd = damage(s, ids["c"])
    assert hd == 3 and sd == 2
    assert rm in s.discard[s._dk(B)]


def lucky_mine_explosion_makes_a_mine_score_half_again() -> None:
    s, ids = duel(mine=[("c", CRUISER, None), ("mine", "E2|nuclear mine", "c")], theirs=[("s", BIG_SHIP, None)],
                  hand=["L2|lucky mine explosion"])
    play(s, "L2|lucky mine explosion", on=ids["mine"])
    act(s, "operate", card=ids["mine"], on=ids["s"])
    pass_reactions(s)
    assert sum(damage(s, ids["s"])) == 3  # 2 x 1.5
    assert not [k for k in s.ip if s.ci[k].key == "l2-lucky-mine-explosion"]


def bionic_enhancement_multiplies_a_dragons_physical_damage_not_its_breath() -> None:
    dragon = mk("D5", "Test Drake", phasers=2, heavy_weapons=2, main_empire="Space Dragon")
    s, ids = duel(mine=[("d", dragon, None)], theirs=[("t", BIG_SHIP, None)], hand=["A4|bionic enhancement"])
    play(s, "A4|bionic enhancement", on=ids["d"])
    s.ip[ids["d"]]["am"] = 2  # breath armed
    volley(s, ids["t"], [(ids["d"], "phaser"), (ids["d"], "phaser"), (ids["d"], "heavy"), (ids["d"], "heavy")])
    assert sum(damage(s, ids["t"])) == 3 + 2  # 2 phasers x 1.5 = 3; breath 2 as printed


def sextaraan_web_crawlers_in_reaction_bite_at_once_and_each_turn_and_their_prey_cannot_fire_at_them() -> None:
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("c", CRUISER, None)], hand_b=["M1|sextaraan web crawlers"], hand=[SMALL])
    web = hand_card(s, "M1|sextaraan web crawlers", seat=B)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, SMALL["key"]))  # a card being played: B may react
    assert s.pending[-1]["p"] == B
    act(s, "react", card=web, reaction="reaction0", on=ids["g"])
    pass_reactions(s)
    assert s.ip[web]["loc"] == ids["g"] and sum(damage(s, ids["g"])) == 2
    pos = Position(s)
    assert not pos.can_fire_at(ids["g"], "phaser", web)  # "Prey cannot fire at spider"
    assert s.ci[web].imm == frozenset({"heavy"})  # "Destroyed by phaser damage"


def plasma_dragoness_explodes_for_twice_its_strength_on_the_source_its_controller_picks() -> None:
    s, ids = duel(mine=[("a", GUN, None), ("b", CRUISER, None)], theirs=[("d", "D3|plasma dragoness", None)])
    volley(s, ids["d"], [(ids["a"], "phaser"), (ids["a"], "phaser"), (ids["b"], "phaser"), (ids["b"], "phaser")])
    assert ids["d"] not in s.ip
    frame = s.pending[-1]
    assert frame["p"] == B and {o["card"] for o in frame["options"]} == {ids["a"], ids["b"]}
    act(s, "use", card=ids["b"])
    assert sum(damage(s, ids["b"])) == 6 or ids["b"] not in s.ip  # twice its strength (3)
    assert sum(damage(s, ids["a"])) == 0


def visonic_paladin_takes_one_point_for_every_two() -> None:
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("p", "P6|visonic paladin", None)])
    Position(s).deal_damage(ids["p"], 5, "card", A)
    assert Position(s).damage_of(ids["p"]) == (0, 2)
    assert s.ci[ids["p"]].psy["uses"] == 2


# The cards these scenarios play (test_effects_cards.test_every_mapped_card_has_a_scenario).
SCENARIOS = {
    **{
        identity: scout_makes_a_research_point_or_looks_at_a_random_hand_card(identity)
        for identity in (
            "S4|tufor research scout", "S4|argonian scout cruiser argonian cumulonimbus scout cruiser",
            "S4|mechad scout cruiser", "S5|corporate scout cruiser", "S2|krebiz scout capsule",
            "S5|krebiz scout ship",
        )
    },
    "S4|bolaar stealth raider": scout_makes_a_research_point_or_looks_at_a_random_hand_card("S4|bolaar stealth raider", 2),
    "S2|p o t escort": pot_escort_intercepts_for_a_ship_of_seven_or_more_taking_two_per_point,
    "S1|corporate patrol ship": corporate_patrol_ship_returns_to_its_owners_hand_when_discarded,
    "S5|fictitious ship": fictitious_ship_on_a_terrain_card_doubles_its_economy_while_it_engages,
    "B1|military outpost": military_outpost_adds_a_supply_and_an_economy_to_its_terrain_while_engaged,
    "B2|ancient ruins": ancient_ruins_adds_its_points_to_its_terrain_and_hides_behind_a_planetary_shield,
    "T3|periodic comet roms comet": rom_comet_lasts_three_turns_makes_its_points_on_the_last_and_returns_to_the_hand_with_bosheegh,
    "T8|planet council of six homeworld": council_of_six_homeworld_halves_weapons_structure_damage_and_no_monster_or_occurrence_affects_it,
    "E1|explosive mine": explosive_mine_damages_one_ship_or_terrain_once_then_is_discarded,
    "E5|robotic crew": robotic_crew_needs_no_supply_and_opponents_electronic_warfare_does_not_touch_its_ship,
    "H6|alfven wave": alfven_wave_damages_every_ship_of_one_fleet_by_two,
    "H4|nova": nova_hits_as_many_ships_or_bases_of_one_fleet_as_its_strength_with_its_printed_card_damage,
    "H4|temporal repetition": temporal_repetition_multiplies_a_terrains_output_by_its_strength_which_falls_each_turn,
    "O2|early shipment": early_shipment_gives_four_supply_in_the_allocation_phase_and_is_no_card_play,
    "O4|flood": flood_stops_a_terrains_points_until_its_player_pays_the_terrains_output,
    "C4|teamster": teamster_doubles_a_planets_supply_or_saves_a_ship_one_supply,
    "C6|damage control team": damage_control_team_saves_a_unit_with_one_point_left_and_stays_there,
    "L3|repair malfunction": repair_malfunction_turns_two_repair_points_into_damage,
    "L2|lucky mine explosion": lucky_mine_explosion_makes_a_mine_score_half_again,
    "A4|bionic enhancement": bionic_enhancement_multiplies_a_dragons_physical_damage_not_its_breath,
    "M1|sextaraan web crawlers": sextaraan_web_crawlers_in_reaction_bite_at_once_and_each_turn_and_their_prey_cannot_fire_at_them,
    "D3|plasma dragoness": plasma_dragoness_explodes_for_twice_its_strength_on_the_source_its_controller_picks,
    "P6|visonic paladin": visonic_paladin_takes_one_point_for_every_two,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
