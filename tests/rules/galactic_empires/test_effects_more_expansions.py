"""Expansion cards (Allied Forces, Powers of the Mind, Advanced Technologies, Time Gates, Galactic
Invaders, Piracy, Promotional) whose text the card language already says, written as data (issue 26):
each scenario plays the real card from the project's data and asserts what its text states (its
numbers, its targets, whose choice, and where the card goes after).

Rules read first: v2.1 "SHIP CARDS" (a ship's printed points on terrain are terrain modifiers),
"STANDARD TARGETS" and the heavy weapons list ("Tram", "Plasma Stream", "Thunderbolt Devastator",
"Hypertrail Seeker", "Bi-tritium Boomerang" are standard heavy weapons); GEerrata ALLIED FORCES (the
text cut short by overflow counts in full). Cards carrying a special ship system the engine lacks
(auxiliary shields, maneuvering thrusters, the armor system, the electronic warfare system) are left
out: their system is part of their text.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import (
    A, B, CRUISER, PLANET, SMALL, damage, duel, escort, hand_card, minesweeper, play, rearms, returns_to_hand,
    stats_only_points, targets_of, terrain_modifier, vektrean, volley,
)
from .test_effects_more_language import pass_reactions, research_or_look
from .test_effects_more_psy import PSYCANTI_FIELD, SUN, legal, psy_duel, use

FLAGSHIP = mk("S8", "Test Flagship")
BOMBER = mk("S9", "Test Bomber", phasers=9, heavy_weapons=9)  # heavy weapons fire at terrain (v2.1 "STANDARD TARGETS")


def bombard(s, ids, target: str, shots: int) -> None:
    """A's bomber fires `shots` armed heavy weapons at the target."""
    s.ip[ids["bomber"]]["am"] = shots
    volley(s, ids[target], [(ids["bomber"], "heavy")] * shots)
FRIGATE6 = mk("S6", "Test Frigate Six")


def escort_of_seven_or_more(identity: str):
    """"intercept damage applied to any ship of 7 or greater strength, taking 2 points of damage for
    each point intercepted": the defender's choice for an S8, never offered for an S6."""

    def scenario() -> None:
        escort(identity, FLAGSHIP)()
        s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                      theirs=[("six", FRIGATE6, None), ("e", identity, None)])
        skip_to(s, "fire")
        act(s, "target", on=ids["six"])
        for _ in range(3):
            act(s, "fire", card=ids["g"], weapon="phaser")
        act(s, "resolve")
        pass_reactions(s)
        assert not [a for a in s.legal_actions(B) if a["type"] == "use" and a.get("card") == ids["e"]]

    return scenario


def scout(identity: str):
    def scenario() -> None:
        research_or_look(identity)

    return scenario


def meerkats_patrol_ship_is_no_card_play_and_returns_to_the_hand() -> None:
    identity = "S2|patrol ship meerkats tribe patrol ship"
    s, ids = duel(hand=[identity])
    skip_to(s, "play_a")
    ship = hand_card(s, identity)
    plays = s.plays
    play(s, identity)
    assert ship in s.ip and s.plays == plays  # "does not require a card play"
    Position(s).destroy(ship, B)
    assert ship in s.hand[A] and ship not in s.ip  # "When discarded is returned to the hand"


def in_discard(s, c: int, seat: int = A) -> bool:
    return c in s.discard[s._dk(seat)] and c not in s.ip


# ---- hazards --------------------------------------------------------------------------------------


def pocket_supernova_does_two_to_as_many_opponent_terrain_or_units_as_its_strength() -> None:
    identity = "H3|pocket supernova"
    theirs = [("t", PLANET, None), ("s", SMALL, None), ("c", CRUISER, None), ("b", mk("B4", "Test Bastion", shields=0), "t")]
    s, ids = duel(mine=[("own", CRUISER, None)], theirs=theirs, hand=[identity])
    nova = hand_card(s, identity)
    play(s, identity, on=-1 - B)
    frame = s.pending[-1]
    assert frame["p"] == A  # its player picks each card hit
    assert {o["card"] for o in frame["options"]} == {ids["t"], ids["s"], ids["c"], ids["b"]}  # never his own
    for label in ("t", "c", "b"):  # strength 3: three cards
        act(s, "use", card=ids[label])
    assert not s.pending
    assert damage(s, ids["t"]) == (0, 2) and damage(s, ids["b"]) == (0, 2)
    assert damage(s, ids["c"]) == (2, 0)  # card damage: the cruiser's two shields first
    assert damage(s, ids["s"]) == (0, 0)
    assert in_discard(s, nova)  # "Discarded after use"


def global_lava_damages_a_terrain_by_the_energy_it_produces() -> None:
    identity = "H4|global lava"
    hot = mk("T6", "Test Volcano", gen_energy=4, gen_supply=1)
    s, ids = duel(mine=[("mine", PLANET, None)], theirs=[("v", hot, None), ("u", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["v"]}  # an opponent terrain
    lava = hand_card(s, identity)
    play(s, identity, on=ids["v"])
    assert damage(s, ids["v"]) == (0, 4)
    assert in_discard(s, lava)


def surface_explosions_do_two_structural_and_discard_a_crew_card_of_the_terrain() -> None:
    identity = "H6|surface explosions"
    walled = mk("T6", "Test Walled World", shields=3, gen_supply=1)
    s, ids = duel(theirs=[("w", walled, None), ("c1", mk("C2", "Test Miner"), "w"), ("c2", mk("C3", "Test Foreman"), "w")],
                  hand=[identity])
    assert targets_of(s, identity) == {ids["w"]}
    card_ = hand_card(s, identity)
    play(s, identity, on=ids["w"])
    assert damage(s, ids["w"]) == (0, 2)  # structural: past its 3 shields
    frame = s.pending[-1]
    assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["c1"], ids["c2"]}
    act(s, "use", card=ids["c2"])
    assert ids["c2"] not in s.ip and ids["c1"] in s.ip  # one crew card
    assert in_discard(s, card_)


def surface_vortex_damages_a_terrain_by_its_shields_left() -> None:
    identity = "H6|surface vortex"
    walled = mk("T6", "Test Walled World", shields=3, gen_supply=1)
    s, ids = duel(theirs=[("w", walled, None)], hand=[identity])
    Position(s).damage(ids["w"], shields=1)
    vortex = hand_card(s, identity)
    play(s, identity, on=ids["w"])
    assert damage(s, ids["w"]) == (3, 0)  # 2 points: its current shield strength, taken by the shields
    assert in_discard(s, vortex)


def shield_resonance_wave_does_structural_damage_equal_to_a_ships_shields_left() -> None:
    identity = "H9|shield resonance wave"
    big = mk("S7", "Test Shieldship", shields=5)
    s, ids = duel(theirs=[("t", PLANET, None), ("sh", big, None)], hand=[identity])
    assert targets_of(s, identity) >= {ids["sh"]} and ids["t"] not in targets_of(s, identity)  # only a ship
    Position(s).damage(ids["sh"], shields=2)
    wave = hand_card(s, identity)
    play(s, identity, on=ids["sh"])
    assert damage(s, ids["sh"]) == (2, 3)  # 5 - 2 = 3 shields left: 3 structural
    assert in_discard(s, wave)


def star_spindle(identity: str, most: int):
    """"Played to a star or black hole. May do damage to <most> opponent unit(s) equal to strength of
    star or black hole" (the star's strength, 5 here; the player's pick, and he may decline)."""

    def scenario() -> None:
        star = mk("T5", "Test Sun", gen_energy=2, tags=["StarTerrain"])
        ships = [(f"u{n}", mk(f"S{6 + n}", f"Test Hull {n}"), None) for n in range(4)]
        s, ids = duel(mine=[("star", star, None), ("p", PLANET, None)], theirs=ships, hand=[identity])
        assert targets_of(s, identity) == {ids["star"]}  # not the planet
        spindle = hand_card(s, identity)
        play(s, identity, on=ids["star"])
        frame = s.pending[-1]
        assert frame["p"] == A and frame["why"] == "may" and {"player": A, "type": "pass"} in s.legal_actions(A)
        act(s, "use", option=0, label=frame["options"][0]["label"])
        frame = s.pending[-1]
        assert {o["card"] for o in frame["options"]} == {ids[f"u{n}"] for n in range(4)}
        for n in range(most):
            act(s, "use", card=ids[f"u{n}"])
        while s.pending:
            act(s, "pass")
        assert [damage(s, ids[f"u{n}"])[1] for n in range(4)] == [5] * most + [0] * (4 - most)
        assert in_discard(s, spindle)

    return scenario


# ---- terrain ------------------------------------------------------------------------------------


def neutron_star_halves_all_damage_to_its_structure() -> None:
    s, ids = duel(mine=[("bomber", BOMBER, None)], theirs=[("ns", "T5|neutron star", None)])
    Position(s).deal_damage(ids["ns"], 5, "card", A)
    assert damage(s, ids["ns"]) == (0, 2)  # card damage too; fractions dropped
    bombard(s, ids, "ns", 4)
    assert damage(s, ids["ns"]) == (0, 4)


def custom_system_halves_weapons_damage_to_its_structure_only() -> None:
    s, ids = duel(mine=[("bomber", BOMBER, None)], theirs=[("cs", "T10|custom system", None)])
    bombard(s, ids, "cs", 5)
    assert damage(s, ids["cs"]) == (0, 2)
    Position(s).deal_damage(ids["cs"], 3, "card", A)
    assert damage(s, ids["cs"]) == (0, 5)  # card damage is not weapons damage: in full


def phillipos_world_takes_no_hazard_or_occurrence() -> None:
    world = "T6|phillipos world custom phillipos world"
    s, ids = duel(theirs=[("w", world, None), ("p", PLANET, None)], hand=["H4|global lava"])
    assert targets_of(s, "H4|global lava") == {ids["p"]}
    s2, ids2 = duel(theirs=[("w", world, None), ("p", PLANET, None)], hand=["O10|planetary destruction"])
    assert ids2["w"] not in targets_of(s2, "O10|planetary destruction") and ids2["p"] in targets_of(s2, "O10|planetary destruction")


def lexis_prime_cannot_be_affected_by_monsters() -> None:
    s, ids = duel(theirs=[("l", "T6|planet lexis prime", None), ("p", PLANET, None)], hand=["M2|planet gouge"])
    assert targets_of(s, "M2|planet gouge") == {ids["p"]}
    s2, ids2 = duel(theirs=[("l", "T6|planet lexis prime", None)], hand=["H4|global lava"])
    assert targets_of(s2, "H4|global lava") == {ids2["l"]}  # a hazard may


def space_vista_draws_its_controller_a_card_when_destroyed() -> None:
    s, ids = duel(theirs=[("v", "T3|space vista", None)])
    hand = len(s.hand[B])
    Position(s).destroy(ids["v"], A)
    assert ids["v"] not in s.ip and len(s.hand[B]) == hand + 1  # its controller draws


def gekonauak_outpost_spares_gekonauak_ships_in_every_fleet_a_point_a_volley() -> None:
    gek = mk("S5", "Test Gekonauak Raider", main_empire="Gekonauak", empires=["Gekonauak"])
    s, ids = duel(mine=[("o", "T7|planet gekonauak outpost", None), ("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("a", gek, None), ("x", SMALL, None)])
    volley(s, ids["a"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["a"])) == 2  # an opponent's Gekonauak ship too ("in play")
    s2, ids2 = duel(mine=[("o", "T7|planet gekonauak outpost", None), ("g", mk("S9", "Test Gunship", phasers=9), None)],
                    theirs=[("x", mk("S5", "Test Other Raider"), None)])
    volley(s2, ids2["x"], [(ids2["g"], "phaser")] * 3)
    assert sum(damage(s2, ids2["x"])) == 3


def storage_moon_may_be_played_in_the_allocation_phase() -> None:
    moon = "T5|moon storage moon"
    s, _ = duel(hand=[moon, PLANET])
    assert s.phase == "alloc"
    playable = {a["card"] for a in s.legal_actions(A) if a["type"] == "play"}
    assert hand_card(s, moon) in playable and hand_card(s, PLANET["key"]) not in playable
    skip_to(s, "play_a")
    assert hand_card(s, moon) in {a["card"] for a in s.legal_actions(A) if a["type"] == "play"}


def military_reservation_halves_weapons_damage_to_its_structure_and_its_bases() -> None:
    res = "T5|planet custom military reservation"
    fort = mk("B4", "Test Fort")
    s, ids = duel(mine=[("bomber", BOMBER, None)], theirs=[("r", res, None)])
    bombard(s, ids, "r", 4)
    assert damage(s, ids["r"]) == (0, 2)
    Position(s).deal_damage(ids["r"], 2, "card", A)
    assert damage(s, ids["r"]) == (0, 4)  # card damage in full
    s2, ids2 = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)], theirs=[("r", res, None), ("b", fort, "r")])
    volley(s2, ids2["b"], [(ids2["g"], "phaser")] * 4)
    assert damage(s2, ids2["b"]) == (0, 2)


def garshain_system_halves_its_structure_damage_spares_garshain_ships_and_takes_no_monster() -> None:
    sysg = "T8|system custom system garshain"
    gar = mk("S5", "Test Garshain Cutter", main_empire="Garshain", empires=["Garshain", "Indirigan"])
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("sys", sysg, None), ("a", gar, None), ("p", PLANET, None)], hand=["M2|planet gouge"])
    Position(s).deal_damage(ids["sys"], 12, "card", A)
    assert damage(s, ids["sys"]) == (8, 2)  # 8 shields, then 4 halved
    volley(s, ids["a"], [(ids["g"], "phaser")] * 4)
    assert sum(damage(s, ids["a"])) == 2  # 2 less each opponent volley
    s2, ids2 = duel(theirs=[("sys", sysg, None), ("p", PLANET, None)], hand=["M2|planet gouge"])
    assert targets_of(s2, "M2|planet gouge") == {ids2["p"]}


def dragon_nebula_spares_every_dragon_a_point_a_volley_and_a_supply() -> None:
    drake = mk("D5", "Test Drake", cost_supply=2, cost_energy=1, main_empire="Space Dragon", empires=["Space Dragon"])
    s, ids = duel(mine=[("n", "T6|nebula dragon nebula", None), ("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("d", drake, None), ("x", SMALL, None)])
    assert Position(s).needs(ids["d"]).get("supply") == 1  # in another fleet too
    volley(s, ids["d"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["d"])) == 2
    s2, ids2 = duel(theirs=[("d", drake, None)])
    assert Position(s2).needs(ids2["d"]).get("supply") == 2


def storm_world_takes_no_hazard_or_occurrence() -> None:
    s, ids = duel(theirs=[("w", "T5|storm world", None), ("p", PLANET, None)], hand=["H4|global lava", "O10|planetary destruction"])
    assert targets_of(s, "H4|global lava") == {ids["p"]}
    assert ids["w"] not in targets_of(s, "O10|planetary destruction")


def neumannia_takes_no_monster_or_occurrence_and_draws_four_when_an_opponent_destroys_it() -> None:
    n = "T8|system custom system neumannia"
    s, ids = duel(theirs=[("n", n, None), ("p", PLANET, None)], hand=["M2|planet gouge", "O10|planetary destruction"])
    assert targets_of(s, "M2|planet gouge") == {ids["p"]}
    assert ids["n"] not in targets_of(s, "O10|planetary destruction")
    s2, ids2 = duel(mine=[("bomber", BOMBER, None)], theirs=[("n", n, None)])
    hand = len(s2.hand[B])
    bombard(s2, ids2, "n", 8)
    assert ids2["n"] not in s2.ip and len(s2.hand[B]) == hand + 4
    s3, ids3 = duel(theirs=[("n", n, None)])
    hand = len(s3.hand[B])
    Position(s3).destroy(ids3["n"], B)  # not caused by an opponent
    assert len(s3.hand[B]) == hand


def council_escort_intercepts_and_takes_no_occurrence() -> None:
    identity = "S3|escort council of six tribe escort"
    escort_of_seven_or_more(identity)()
    council_ship_stack_takes_no_occurrence(identity)()


def vektrean_asteroid_carrier_is_a_base_played_as_terrain_and_rearms_its_shuttles() -> None:
    identity = "T/B7|vektrean asteroid carrier"
    vektrean(identity)()
    rearms(identity)()


# ---- luck and occurrences -----------------------------------------------------------------------


def unfortunate_accident_does_three_structural_to_an_opponent_standard_target() -> None:
    identity = "L7|unfortunate accident"
    s, ids = duel(mine=[("own", CRUISER, None)], theirs=[("t", PLANET, None), ("c", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["t"], ids["c"]}  # "may damage terrain"; not his own
    acc = hand_card(s, identity)
    play(s, identity, on=ids["c"])
    assert damage(s, ids["c"]) == (0, 3)  # structural: past the cruiser's shields
    assert in_discard(s, acc)


def mining_expedition_doubles_a_terrains_economy_for_its_strength_in_turns() -> None:
    identity = "O3|mining expedition"
    rich = mk("T5", "Test Ore World", gen_economy=3, gen_supply=1)
    s, ids = duel(mine=[("w", rich, None)], hand=[identity])
    pos = Position(s)
    before = pos.produced(A)
    exp = hand_card(s, identity)
    play(s, identity, on=ids["w"])
    after = Position(s).produced(A)
    assert (after["economy"], after["supply"]) == (2 * before["economy"], before["supply"])
    assert s.ip[exp]["loc"] == ids["w"]
    for _ in range(2):  # strength 3: three of its player's turns
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        assert exp in s.ip
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert exp not in s.ip and in_discard(s, exp)
    assert Position(s).produced(A)["economy"] == before["economy"]


# ---- equipment ------------------------------------------------------------------------------------


def fusion_mine_scores_five_on_another_ship_once_then_is_discarded() -> None:
    s, ids = duel(mine=[("c", CRUISER, None), ("mine", "E4|fusion mine", "c")],
                  theirs=[("t", PLANET, None), ("s", mk("S7", "Test Liner", shields=2), None)])
    skip_to(s, "play_a")
    ops = {a.get("on") for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["mine"]}
    assert ops == {ids["s"]}  # a ship, not the terrain
    act(s, "operate", card=ids["mine"], on=ids["s"])
    pass_reactions(s)
    assert damage(s, ids["s"]) == (2, 3)  # 5 card damage: the 2 shields first
    assert in_discard(s, ids["mine"])


def shroud_web_stops_phasers_scoring_structural_damage_while_active() -> None:
    hull = mk("S6", "Test Pirate Hull", shields=1)
    gun = mk("S9", "Test Gunship", phasers=9, heavy_weapons=3)
    s, ids = duel(mine=[("g", gun, None)], theirs=[("h", hull, None), ("w", "E6|shroud web", "h")])
    volley(s, ids["h"], [(ids["g"], "phaser")] * 5)
    assert damage(s, ids["h"]) == (1, 0)  # the shield point only
    s2, ids2 = duel(mine=[("g", gun, None)], theirs=[("h", hull, None), ("w", "E6|shroud web", "h")])
    s2.ip[ids2["g"]]["am"] = 3
    volley(s2, ids2["h"], [(ids2["g"], "heavy")] * 3)
    assert damage(s2, ids2["h"]) == (1, 2)  # heavy weapons are not phasers
    s3, ids3 = duel(mine=[("g", gun, None)], theirs=[("h", hull, None), ("w", "E6|shroud web", "h")])
    s3.ip[ids3["w"]]["e"] = False  # not active: its 3 energy not applied
    Position(s3).changed()
    volley(s3, ids3["h"], [(ids3["g"], "phaser")] * 5)
    assert damage(s3, ids3["h"]) == (1, 4)


def vektrean_command_override_keeps_opponent_vektrean_ships_off_its_ship_unless_it_is_alone() -> None:
    vek = mk("S5", "Test Vektrean Cutter", phasers=3, main_empire="Vektrean", empires=["Vektrean"])
    other = mk("S5", "Test Corporate Cutter", phasers=3, main_empire="Corporate", empires=["Corporate"])
    s, ids = duel(mine=[("v", vek, None), ("o", other, None)],
                  theirs=[("tv", vek, None), ("ov", "E6|vektrean command override", "tv"), ("x", SMALL, None)],
                  hand_b=["E6|vektrean command override"])
    pos = Position(s)
    assert not pos.can_fire_at(ids["v"], "phaser", ids["tv"])
    assert pos.can_fire_at(ids["o"], "phaser", ids["tv"]) and pos.can_fire_at(ids["v"], "phaser", ids["x"])
    pos.remove(ids["x"])
    assert Position(s).can_fire_at(ids["v"], "phaser", ids["tv"])  # the only ship in the fleet
    s2, ids2 = duel(mine=[("o", other, None)], hand=["E6|vektrean command override"])
    skip_to(s2, "play_a")
    assert ids2["o"] not in targets_of(s2, "E6|vektrean command override")  # played on a Vektrean ship only


# ---- abilities, dragons, monsters ------------------------------------------------------------------


def artifact_critic_discards_an_artifact_in_play_or_as_it_is_played() -> None:
    critic = "M6|artifact critic"
    s, ids = duel(mine=[("d", mk("D5", "Test Drake", main_empire="Space Dragon"), None)],
                  theirs=[("bd", mk("D6", "Test Wyrm", main_empire="Space Dragon"), None), ("gem", "L6|artifact dragon gem of protection", "bd")],
                  hand=[critic])
    assert targets_of(s, critic) == {ids["gem"]}
    c = hand_card(s, critic)
    play(s, critic, on=ids["gem"])
    assert ids["gem"] not in s.ip and in_discard(s, ids["gem"], B) and in_discard(s, c)
    s2, ids2 = duel(mine=[("d", mk("D5", "Test Drake", main_empire="Space Dragon"), None)], hand=["L6|artifact dragon gem of protection"],
                    hand_b=[critic])
    gem = hand_card(s2, "L6|artifact dragon gem of protection")
    skip_to(s2, "play_a")
    act(s2, "play", card=gem, on=ids2["d"])
    assert s2.pending[-1]["p"] == B
    c2 = hand_card(s2, critic, seat=B)
    act(s2, "react", card=c2, reaction="reaction0")
    pass_reactions(s2)
    assert gem not in s2.ip and in_discard(s2, gem) and in_discard(s2, c2, B)


def deans_drake_is_played_engaged_as_no_card_play_and_may_draw_when_an_opponent_destroys_it() -> None:
    drake = "D2|deans drake"
    s, _ = duel(hand=[drake])
    skip_to(s, "play_a")
    d = hand_card(s, drake)
    plays = s.plays
    play(s, drake)
    assert d in s.ip and s.ip[d]["e"] and s.plays == plays
    s2, ids2 = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)], theirs=[("d", drake, None)])
    hand = len(s2.hand[B])
    skip_to(s2, "fire")
    act(s2, "target", on=ids2["d"])
    for _ in range(2):
        act(s2, "fire", card=ids2["g"], weapon="phaser")
    act(s2, "resolve")
    pass_reactions(s2)
    assert ids2["d"] not in s2.ip
    frame = s2.pending[-1]
    assert frame["p"] == B and frame["why"] == "may"
    act(s2, "use", option=0, label="draw a card")
    assert len(s2.hand[B]) == hand + 1


# ---- more ships and bases -------------------------------------------------------------------------


def council_ship_stack_takes_no_occurrence(identity: str):
    """"Occurrence cards do not affect the ship stack": neither the ship nor a crew card on it."""

    def scenario() -> None:
        s, ids = duel(theirs=[("ship", identity, None), ("c", mk("C3", "Test Tribesman"), "ship"),
                              ("other", SMALL, None), ("c2", mk("C3", "Test Deckhand"), "other")],
                      hand=["O6|alien abduction", "O7|forced retreat"])
        assert targets_of(s, "O6|alien abduction") == {ids["c2"]}
        assert ids["ship"] not in targets_of(s, "O7|forced retreat") and ids["other"] in targets_of(s, "O7|forced retreat")

    return scenario


def council_patrol_ship_returns_to_the_hand_and_takes_no_occurrence() -> None:
    identity = "S2|patrol ship council of six tribe patrol ship"
    council_ship_stack_takes_no_occurrence(identity)()
    returns_to_hand(identity)()


def meerkats_ship_strengthens_its_indirigan_crew(identity: str, more: int):
    def scenario() -> None:
        warrior = mk("C2", "Test Indirigan Warrior", main_empire="Indirigan", empires=["Indirigan"])
        s, ids = duel(mine=[("ship", identity, None), ("w", warrior, "ship"), ("o", mk("C2", "Test Clerk"), "ship"),
                            ("else", CRUISER, None), ("w2", warrior, "else")])
        pos = Position(s)
        assert (pos.strength(ids["w"]), pos.strength(ids["o"]), pos.strength(ids["w2"])) == (2 + more, 2, 2)

    return scenario


def police_keeps_pirates_off_it_and_its_terrain_unless_only_police_ships_remain(identity: str):
    def scenario() -> None:
        pirate = mk("S9", "Test Corsair", phasers=4, heavy_weapons=4, tags=["PropPirate"])
        honest = mk("S9", "Test Marshal", phasers=4, heavy_weapons=4)
        s, ids = duel(mine=[("p", pirate, None), ("h", honest, None)],
                      theirs=[("t", PLANET, None), ("cop", identity, "t"), ("x", SMALL, None)])
        pos = Position(s)
        assert not pos.can_fire_at(ids["p"], "phaser", ids["cop"]) and not pos.can_fire_at(ids["p"], "heavy", ids["t"])
        assert pos.can_fire_at(ids["p"], "phaser", ids["x"])
        assert pos.can_fire_at(ids["h"], "phaser", ids["cop"]) and pos.can_fire_at(ids["h"], "heavy", ids["t"])
        pos.remove(ids["x"])  # only police ships left in the fleet
        pos = Position(s)
        assert pos.can_fire_at(ids["p"], "phaser", ids["cop"]) and pos.can_fire_at(ids["p"], "heavy", ids["t"])

    return scenario


def border(identity: str, covers: str):
    """"must be destroyed before any other (non-border) bases (or terrain) in the fleet can be fired upon"."""

    def scenario() -> None:
        gun = mk("S9", "Test Gunship", phasers=9, heavy_weapons=4)
        fort = mk("B4", "Test Fort")
        s, ids = duel(mine=[("g", gun, None)],
                      theirs=[("t", PLANET, None), ("post", identity, "t"), ("f", fort, "t"), ("x", SMALL, None)])
        pos = Position(s)
        assert not pos.can_fire_at(ids["g"], "heavy", ids["f"])
        assert pos.can_fire_at(ids["g"], "heavy", ids["t"]) == ("T" not in covers)
        assert pos.can_fire_at(ids["g"], "phaser", ids["x"]) and pos.can_fire_at(ids["g"], "heavy", ids["post"])
        pos.remove(ids["post"])
        pos = Position(s)
        assert pos.can_fire_at(ids["g"], "heavy", ids["f"]) and pos.can_fire_at(ids["g"], "heavy", ids["t"])

    return scenario


def science_academy_keeps_monsters_off_its_fleet() -> None:
    s, ids = duel(theirs=[("t", PLANET, None), ("b", "B10|science academy", "t"), ("p2", mk("T3", "Test Moonlet"), None)],
                  hand=["M2|planet gouge"])
    assert targets_of(s, "M2|planet gouge") == set()
    s2, ids2 = duel(theirs=[("t", PLANET, None)], hand=["M2|planet gouge"])
    assert targets_of(s2, "M2|planet gouge") == {ids2["t"]}


def patrol_scout_views_the_top_card_of_an_opponent_deck_each_turn(identity: str):
    def scenario() -> None:
        s, ids = duel(mine=[("scout", identity, None)])
        skip_to(s, "play_a")
        act(s, "operate", card=ids["scout"], ability="ability0")
        pass_reactions(s)
        seen = s.view(A)["seen"]
        top = Position(s).deck_of(B)[-1]
        assert [c["id"] for c in seen] == [top] and seen[0]["where"] == "deck"
        assert s.view(B)["seen"] == []  # his alone
        assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn

    return scenario


def bolaar_battleship_command_point_only_for_a_bolaar_fleet() -> None:
    for main, limit in (("Bolaar", 3), ("Argonian", 2)):
        s, ids = duel(mine=[("d", "S8|bolaar battleship", None)])
        s.main[A] = main
        Position(s).allocate(ids["d"], True)
        skip_to(s, "play_a")
        assert s.cmd[A] == limit, main


# ---- psys (GErulesv21 "PSY RULES") ---------------------------------------------------------------


def psycanti_practitioner_uses_one_psycanti_function_a_turn() -> None:
    pr = "P3|psycanti practitioner"
    s, ids = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun"), ("p", pr, "sun")], theirs=[("c", mk("S5", "Test Frigate Five"), None)])
    act(s, "charge", card=ids["p"])
    assert not legal(s, "charge", card=ids["p"])  # one symbol: one function
    skip_to(s, "play_a")
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=1)  # "4- Ion Damage": above its strength 3
    s2, ids2 = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun"), ("p", pr, "sun")],
                        theirs=[("t", SUN, None), ("q", "P8|psycanti paladin", "t")])
    use(s2, ids2["p"], ids2["f"], 0, on=ids2["q"])  # "1- Psy Assault"
    assert Position(s2).network_guards(B) == []
    assert not any(a["type"] == "psy" for a in s2.legal_actions(A))


SCENARIOS = {
    **{identity: escort_of_seven_or_more(identity) for identity in (
        "S2|paktadon escort", "S2|shon ti escort", "S3|treglean escort",
        "S3|emergency response escort infected tribe escort", "S3|escort garshain tribe escort",
        "S5|heavy escort meerkats tribe heavy escort", "S3|krebiz escort ship",
    )},
    **{identity: minesweeper(identity) for identity in ("S4|paktadon minesweeper", "S5|treglean minesweeper")},
    **{identity: returns_to_hand(identity) for identity in (
        "S2|leopan heavy patrol ship", "D1|patrol orgonism", "D3|large patrol orgonism", "S1|argonian patrol ship",
        "S1|p o t patrol launch", "S1|patrol ship", "S1|scorpead patrol ship", "S1|tufor patrol ship",
        "S1|vektrean patrol ship", "S1|zedan patrol ship zdi patrol ship", "S2|paramedic patrol erv infected tribe patrol ship",
        "S2|patrol ship garshain tribe patrol ship", "S2|patrol ship gray death tribe patrol ship",
        "S2|patrol ship propagationist tribe patrol ship", "S1|leopan patrol ship",
    )},
    "S2|patrol ship meerkats tribe patrol ship": meerkats_patrol_ship_is_no_card_play_and_returns_to_the_hand,
    **{identity: scout(identity) for identity in (
        "S1|paraloid scout craft", "S3|erodi scout destroyer", "S4|jxar scout jx sentry class",
    )},
    # Terrain modifiers, on the test planet (2 supply, 2 energy, 1 economy): what each adds.
    "S2|drone ore freighter": terrain_modifier("S2|drone ore freighter", {"energy": 2, "supply": 0, "economy": 0}),
    "S3|drone war freighter": terrain_modifier("S3|drone war freighter", {"energy": 1, "supply": 0}),
    "S3|tramp freighter": terrain_modifier("S3|tramp freighter", {"supply": 1, "energy": 1, "economy": 0}),
    "S2|repair tug": terrain_modifier("S2|repair tug", {"repair": 2, "economy": 0}),
    "B3|developed outpost": terrain_modifier("B3|developed outpost", {"supply": 1, "energy": 2, "economy": 0}),
    "B6|mechad power base": terrain_modifier("B6|mechad power base", {"energy": 2, "supply": 0}),  # doubled: 2 -> 4
    "B8|power generation complex": terrain_modifier("B8|power generation complex", {"energy": 4, "supply": 0}),  # tripled: 2 -> 6
    "H3|pocket supernova": pocket_supernova_does_two_to_as_many_opponent_terrain_or_units_as_its_strength,
    "H4|global lava": global_lava_damages_a_terrain_by_the_energy_it_produces,
    "H6|surface explosions": surface_explosions_do_two_structural_and_discard_a_crew_card_of_the_terrain,
    "H6|surface vortex": surface_vortex_damages_a_terrain_by_its_shields_left,
    "H9|shield resonance wave": shield_resonance_wave_does_structural_damage_equal_to_a_ships_shields_left,
    "H6|star spindle": star_spindle("H6|star spindle", 1),
    "H9|star spindle": star_spindle("H9|star spindle", 3),
    "L7|unfortunate accident": unfortunate_accident_does_three_structural_to_an_opponent_standard_target,
    "O3|mining expedition": mining_expedition_doubles_a_terrains_economy_for_its_strength_in_turns,
    "E4|fusion mine": fusion_mine_scores_five_on_another_ship_once_then_is_discarded,
    "E6|shroud web": shroud_web_stops_phasers_scoring_structural_damage_while_active,
    "E6|vektrean command override": vektrean_command_override_keeps_opponent_vektrean_ships_off_its_ship_unless_it_is_alone,
    "M6|artifact critic": artifact_critic_discards_an_artifact_in_play_or_as_it_is_played,
    "D2|deans drake": deans_drake_is_played_engaged_as_no_card_play_and_may_draw_when_an_opponent_destroys_it,
    "D4|patrol dragoness": returns_to_hand("D4|patrol dragoness"),
    **{identity: rearms(identity) for identity in (
        "S6|light evac carrier infected tribe evac carrier", "S6|medium carrier garshain tribe med carrier",
        "S7|heavy carrier garshain tribe hvy carrier",
    )},
    "S2|jxar minesweeper jumpship jx pyre class": minesweeper("S2|jxar minesweeper jumpship jx pyre class"),
    "S5|gekonauak soldier": minesweeper("S5|gekonauak soldier"),
    "S2|munition processing ship": terrain_modifier("S2|munition processing ship", {"ammunition": 2, "supply": 0}),
    **{identity: council_ship_stack_takes_no_occurrence(identity) for identity in (
        "S5|command destroyer council of six tribe destroyer", "S7|command cruiser council of six tribe cruiser",
        "S8|battlecruiser council of six tribe battlecruiser",
    )},
    "S2|patrol ship council of six tribe patrol ship": council_patrol_ship_returns_to_the_hand_and_takes_no_occurrence,
    "S5|command destroyer meerkats tribe cmd destroyer": meerkats_ship_strengthens_its_indirigan_crew(
        "S5|command destroyer meerkats tribe cmd destroyer", 2),
    "S9|dreadnought meerkats tribe dreadnought": meerkats_ship_strengthens_its_indirigan_crew("S9|dreadnought meerkats tribe dreadnought", 4),
    **{identity: police_keeps_pirates_off_it_and_its_terrain_unless_only_police_ships_remain(identity) for identity in (
        "S6|police cruiser", "S4|treglean police ship", "S5|treglean police cruiser",
    )},
    "B2|border post": border("B2|border post", "B"),
    "B4|border station": border("B4|border station", "BT"),
    "B10|science academy": science_academy_keeps_monsters_off_its_fleet,
    **{identity: patrol_scout_views_the_top_card_of_an_opponent_deck_each_turn(identity) for identity in (
        "S1|corporate patrol scout", "S1|corporate pirate patrol scout", "S1|tufor patrol scout",
    )},
    "S8|bolaar battleship": bolaar_battleship_command_point_only_for_a_bolaar_fleet,
    "P3|psycanti practitioner": psycanti_practitioner_uses_one_psycanti_function_a_turn,
    "T5|storm world": storm_world_takes_no_hazard_or_occurrence,
    "T8|system custom system neumannia": neumannia_takes_no_monster_or_occurrence_and_draws_four_when_an_opponent_destroys_it,
    "S3|escort council of six tribe escort": council_escort_intercepts_and_takes_no_occurrence,
    "T/B3|vektrean asteroid satellite": vektrean("T/B3|vektrean asteroid satellite"),
    "T/B6|vektrean asteroid station": vektrean("T/B6|vektrean asteroid station"),
    "T/B7|vektrean asteroid carrier": vektrean_asteroid_carrier_is_a_base_played_as_terrain_and_rearms_its_shuttles,
    "T5|neutron star": neutron_star_halves_all_damage_to_its_structure,
    "T10|custom system": custom_system_halves_weapons_damage_to_its_structure_only,
    "T6|phillipos world custom phillipos world": phillipos_world_takes_no_hazard_or_occurrence,
    "T6|planet lexis prime": lexis_prime_cannot_be_affected_by_monsters,
    "T3|space vista": space_vista_draws_its_controller_a_card_when_destroyed,
    "T7|planet gekonauak outpost": gekonauak_outpost_spares_gekonauak_ships_in_every_fleet_a_point_a_volley,
    "T5|moon storage moon": storage_moon_may_be_played_in_the_allocation_phase,
    "T5|planet custom military reservation": military_reservation_halves_weapons_damage_to_its_structure_and_its_bases,
    "T8|system custom system garshain": garshain_system_halves_its_structure_damage_spares_garshain_ships_and_takes_no_monster,
    "T6|nebula dragon nebula": dragon_nebula_spares_every_dragon_a_point_a_volley_and_a_supply,
    "T6|nebula orion nebula": stats_only_points("T6|nebula orion nebula", {"economy": 1, "energy": 2, "ammunition": 3, "healing": 1}),
    "T6|star cluster omega centauri": stats_only_points("T6|star cluster omega centauri",
                                                         {"economy": 2, "supply": 1, "energy": 2, "ammunition": 1}),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
