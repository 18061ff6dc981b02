"""More expansion cards whose text the card language says, written as data (issue 26, fourth batch):
each scenario plays the real card from the project's data and asserts what its text states.
Families: Mechad patrol ships "played with a full strength EMF" (the `playable full_emf` entry);
terrain whose text is a modifier or a fire limit (Vektrea Minor, Dragon Sun, 8-Ball); troop ships
(one transport function a turn, its weapons fire aside: `transport one_function`; the first crew
card played on it each turn is no card play); Lone Wolf ships and the Indirigan Former Homeworld
(the Indirigan Tribe Rule eased: `indirigan_rule`); Comedy Club installations whose text adds a
modifier (The Club, Clown College); Planet - Galactic Trade World; the Visonic Muse (GErulesv21 PSY
RULES, as the Psycanti Muse) and the Visonic Duelist (as the Psycanti Duelist); Base Relocation (a tug
moves one base between terrain cards: `relocate`); the storage bases (Warehouse, Data Bank, Energy
Storage Facility, Armory Base, Central Galactic Bank, Repair Supply Base: `hold_points`).

Rules read first: v2.1 "ELECTROMAGNETIC FIELD (EMF)" ("The maximum strength of the EMF is twice the
strength of the ship"; a ship played from the hand otherwise gets a free EMF equal to its strength);
v2.1 "THERE-AND-BACK MISSION RULES"; v2.1 "INDIRIGAN NOMAD TRIBES" (the Indirigan Tribe Rule; LONE
WOLF); GEerrata "S3 Scorpead Troop Ship" (a ship mimic copying its
transport: not modelled here, the mimic's own text); the cards' FAQ, Q&A and errata entries.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, refresh, skip_to
from .test_effects_cards import (
    A, B, CRUISER, PLANET, damage, duel, hand_card, play, returns_to_hand, stats_only_points, volley,
)
from .test_effects_more_language import pass_reactions
from .test_effects_more_psy import PSYCANTI_FIELD, SUN, TERRAIN_FIELD, legal, next_turn, psy_duel
from .test_effects_more_types import HOME, SHIP, comedy_club


def played_with_a_full_strength_emf(identity: str) -> None:
    s, _ = duel(hand=[identity])
    c = hand_card(s, identity)
    play(s, identity)
    strength = s.ci[c].st
    assert s.ip[c]["emf"] == 2 * strength and Position(s).shields(c) == 2 * strength


def mechad_patrol_ship(identity: str):
    def scenario() -> None:
        played_with_a_full_strength_emf(identity)
        returns_to_hand(identity)()

    return scenario


def mechad_patrol_scout_enters_with_a_full_emf_and_views_an_opponent_deck_top() -> None:
    identity = "S1|mechad patrol scout"
    played_with_a_full_strength_emf(identity)
    s, ids = duel(mine=[("scout", identity, None)])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["scout"], ability="ability0")
    pass_reactions(s)
    seen = s.view(A)["seen"]
    assert [c["id"] for c in seen] == [Position(s).deck_of(B)[-1]] and seen[0]["where"] == "deck"
    assert s.view(B)["seen"] == []  # his alone
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn


def vektrea_minor_spares_vektrean_ships_in_its_fleet_one_economy() -> None:
    identity = "T4|planet vektrea minor"
    vektrean = mk("S4", "Test Vektrean Cruiser", main_empire="Vektrean", empires=["Vektrean"], cost_economy=2, cost_energy=1)
    other = mk("S4", "Test Other Cruiser", cost_economy=2, cost_energy=1)
    s, ids = duel(mine=[("v", vektrean, None), ("o", other, None)], theirs=[("foe", vektrean, None)])
    before = (Position(s).needs(ids["v"]), Position(s).needs(ids["o"]), Position(s).needs(ids["foe"]))
    s, ids = duel(mine=[("t", identity, None), ("v", vektrean, None), ("o", other, None)], theirs=[("foe", vektrean, None)])
    pos = Position(s)
    assert before[0] == {"economy": 2, "energy": 1}
    assert pos.needs(ids["v"]) == {"economy": 1, "energy": 1}  # 1 less economy, no other kind
    assert pos.needs(ids["o"]) == before[1] and pos.needs(ids["foe"]) == before[2]  # Vektrean, in its fleet


def dragon_sun_makes_dragons_on_it_two_stronger() -> None:
    identity = "T5|dragon sun"
    dragon = mk("D4", "Test Drake")
    s, ids = duel(mine=[("sun", identity, None), ("on", dragon, "sun"), ("off", dragon, None), ("ship", CRUISER, "sun")])
    pos = Position(s)
    assert (pos.strength(ids["on"]), pos.strength(ids["off"])) == (4 + 2, 4)
    assert pos.strength(ids["ship"]) == s.ci[ids["ship"]].st  # dragons only
    s, ids = duel(mine=[("sun", identity, None)], theirs=[("on", dragon, "sun")])
    assert Position(s).strength(ids["on"]) == 6  # any player's dragon on it


def eight_ball_cannot_be_fired_at_while_a_stronger_terrain_is_in_its_fleet() -> None:
    identity = "T8|8 ball"
    gun = mk("S6", "Test Gunship", phasers=6, heavy_weapons=6)
    for stronger, allowed in ((mk("T9", "Test Giant"), False), (mk("T8", "Test Equal"), True)):
        s, ids = duel(mine=[("g", gun, None)], theirs=[("b", identity, None), ("t", stronger, None)])
        assert Position(s).can_fire_at(ids["g"], "heavy", ids["b"]) is allowed
        assert Position(s).can_fire_at(ids["g"], "heavy", ids["t"])
    s, ids = duel(mine=[("g", gun, None), ("t", mk("T9", "Test Giant"), None)], theirs=[("b", identity, None)])
    assert Position(s).can_fire_at(ids["g"], "heavy", ids["b"])  # a stronger terrain in another fleet


OFFICER = mk("C2", "Test Officer")
BOARDER = "C1|boarding party"
HULL = mk("S4", "Test Other Hull")
BARE = mk("S3", "Test Bare Hull")


def troop_ship(identity: str):
    def scene(hand=()):
        s, ids = duel(mine=[("x", identity, None), ("there", HULL, None), ("bp", BOARDER, "x"), ("off", OFFICER, "x")],
                      theirs=[("bare", BARE, None)], hand=hand)
        return s, ids

    def moves(s, ids):
        return [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["x"]]

    def missions(s, ids):
        return [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["bp"] and a.get("op")]

    def settle(s):
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")

    def scenario() -> None:
        # "May transport 1 crew to or from a location": one crew card, to another own location ...
        s, ids = scene()
        skip_to(s, "play_a")
        assert {a["on"] for a in moves(s, ids)} == {ids["there"]}  # an own location, not an opponent's
        act(s, "operate", card=ids["x"], on=ids["there"], ability=moves(s, ids)[0]["ability"])
        settle(s)
        # (the only way that holds: none of its crew elsewhere) its player picks the crew card
        assert {o["card"] for o in s.pending[-1]["options"]} == {ids["off"], ids["bp"]}
        act(s, "use", card=ids["off"])
        while s.pending:
            act(s, "pass")
        assert s.ip[ids["off"]]["loc"] == ids["there"] and s.ip[ids["bp"]]["loc"] == ids["x"]
        assert not moves(s, ids) and not missions(s, ids)  # one transport function a turn
        # ... or from it, back to this ship.
        s, ids = scene()
        s.ip[ids["off"]]["loc"] = ids["there"]
        Position(s).changed()
        skip_to(s, "play_a")
        act(s, "operate", card=ids["x"], on=ids["there"], ability=moves(s, ids)[0]["ability"])
        settle(s)
        labels = [o["label"] for o in s.pending[-1]["options"]]
        assert labels == ["transport a crew card from this ship", "transport a crew card to this ship"]
        act(s, "use", option=1, label=labels[1])
        while s.pending:
            act(s, "pass")
        assert s.ip[ids["off"]]["loc"] == ids["x"]
        # "or on a there-and-back mission": once, even after the ship fired its weapons.
        s, ids = scene()
        Position(s).allocate(ids["x"], True)  # its engagement points paid
        skip_to(s, "fire")
        act(s, "target", on=ids["bare"])
        act(s, "fire", card=ids["x"], weapon="phaser")
        act(s, "resolve")
        while s.pending:
            act(s, "pass")
        skip_to(s, "play_b")
        assert [a["on"] for a in missions(s, ids)] == [ids["bare"]]
        act(s, "operate", card=ids["bp"], on=ids["bare"], op="structure")
        while s.pending:
            act(s, "pass")
        assert s.ip[ids["bare"]]["hd"] >= 1
        assert not moves(s, ids)
        # "Each turn, the first crew played here does not count as a card play."
        s, ids = duel(mine=[("x", identity, None), ("there", HULL, None)], hand=[BOARDER] * 3)
        play(s, BOARDER, on=ids["x"])
        assert s.plays == 0
        play(s, BOARDER, on=ids["x"])
        assert s.plays == 1
        play(s, BOARDER, on=ids["there"])  # another location: a card play
        assert s.plays == 2

    return scenario


TRIBE = mk("S5", "Test Tribe Raider", phasers=2, main_empire="Indirigan", indirigan_tribe="Nomads")


def lone_wolf(identity: str, command: bool = False):
    def scenario() -> None:
        # "Indirigan ships in the fleet are not required to destroy Lone Wolf ships."
        s, ids = duel(mine=[("i", TRIBE, None)], theirs=[("other", BARE, None)])
        s.main[A] = "Argonian"
        assert Position(s).can_fire_at(ids["i"], "phaser", ids["other"])
        s, ids = duel(mine=[("i", TRIBE, None)], theirs=[("wolf", identity, None), ("other", BARE, None)])
        s.main[A] = "Argonian"
        assert s.ci[ids["wolf"]].indirigan
        assert Position(s).can_fire_at(ids["i"], "phaser", ids["other"])  # the wolf holds it back no more
        s, ids = duel(mine=[("i", TRIBE, None)], theirs=[("wolf", identity, None), ("t", TRIBE, None), ("other", BARE, None)])
        s.main[A] = "Argonian"
        assert not Position(s).can_fire_at(ids["i"], "phaser", ids["other"])  # another tribe still does
        # "Lone Wolf ships are not required to destroy other tribes in the fleet."
        s, ids = duel(mine=[("wolf", identity, None), ("i", TRIBE, None)], theirs=[("t", TRIBE, None), ("other", BARE, None)])
        s.main[A] = "Argonian"
        assert Position(s).can_fire_at(ids["wolf"], "phaser", ids["other"])
        assert not Position(s).can_fire_at(ids["i"], "phaser", ids["other"])  # its own ships only
        if command:
            # "Command point only applies if playing a tribe as a major empire."
            for main, counted in (("Lone Wolf", True), ("Argonian", False)):
                s, ids = duel(mine=[("wolf", identity, None)])
                s.main[A] = main
                Position(s).allocate(ids["wolf"], True)
                s2, _ = duel()
                s2.main[A] = main
                skip_to(s2, "play_a")
                skip_to(s, "play_a")
                assert s.cmd[A] - s2.cmd[A] == (1 if counted else 0), main

    return scenario


def indirigan_former_homeworld_frees_its_fleets_indirigan_ships() -> None:
    identity = "T6|system indirigan former homeworld"
    s, ids = duel(mine=[("h", identity, None), ("i", TRIBE, None), ("s", BARE, None)],
                  theirs=[("t", TRIBE, None), ("other", BARE, None)])
    s.main[A] = "Argonian"
    assert Position(s).can_fire_at(ids["i"], "phaser", ids["other"])
    s, ids = duel(mine=[("i", TRIBE, None)], theirs=[("h", identity, None), ("t", TRIBE, None), ("other", BARE, None)])
    s.main[A] = "Argonian"
    assert not Position(s).can_fire_at(ids["i"], "phaser", ids["other"])  # its own fleet's ships only


def the_club_scores_two_points_for_each_heavy_weapon() -> None:
    identity = "I3|the club"
    s, ids = duel(mine=[("t", HOME, None), ("c", identity, None)], theirs=[("s", SHIP, None)])
    c = ids["c"]
    assert s.main[A] == "Comedy Club"
    Position(s).remove(ids["s"])
    refresh(s)
    heavy = s._heavy_total(c)
    for _ in range(heavy):
        act(s, "arm", card=c)
    skip_to(s, "fire")
    act(s, "target", hq=B)
    for _ in range(heavy):
        act(s, "fire", card=c, weapon="heavy")
    act(s, "resolve")
    pass_reactions(s)
    assert heavy == 2 and s.hq[B] == 2 * heavy


def clown_college_counts_as_a_club_and_makes_clowns_on_it_three_stronger() -> None:
    identity = "I7|clown college"
    comedy_club(identity)()
    clown = mk("C2", "Test Clown")
    s, ids = duel(mine=[("c", identity, None), ("on", clown, "c"), ("mate", OFFICER, "c"), ("off", clown, None)])
    pos = Position(s)
    assert (pos.strength(ids["on"]), pos.strength(ids["mate"]), pos.strength(ids["off"])) == (2 + 3, 2, 2)


def galactic_trade_world_halves_weapons_structure_damage_takes_none_from_hazards_and_strengthens_crew() -> None:
    identity = "T5|planet galactic trade world"
    bomber = mk("S9", "Test Bomber", phasers=9, heavy_weapons=9)
    s, ids = duel(mine=[("bomber", bomber, None)], theirs=[("w", identity, None)])
    s.ip[ids["bomber"]]["am"] = 9
    volley(s, ids["w"], [(ids["bomber"], "heavy")] * 9)
    assert damage(s, ids["w"]) == (5, (9 - 5) // 2)  # its 5 shields, then half of the rest
    Position(s).deal_damage(ids["w"], 2, "card", A)
    assert damage(s, ids["w"]) == (5, 2 + 2)  # card damage in full
    nova = "H3|pocket supernova"
    s, ids = duel(theirs=[("w", identity, None), ("p", PLANET, None)], hand=[nova])
    play(s, nova, on=-1 - B)
    for label in ("w", "p"):
        act(s, "use", card=ids[label])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["w"]) == (0, 0) and damage(s, ids["p"]) == (0, 2)  # a hazard: no damage to it
    crew = mk("C3", "Test Trader")
    s, ids = duel(mine=[("w", identity, None), ("on", crew, "w"), ("ship", CRUISER, None), ("off", crew, "ship")])
    assert (Position(s).strength(ids["on"]), Position(s).strength(ids["off"])) == (5, 3)


def visonic_muse_uses_its_sole_visonic_function_free_once_a_turn() -> None:
    muse = "P1|visonic muse"
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("pf", PSYCANTI_FIELD, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)],
                      hand=[muse])
    skip_to(s, "play_a")
    m = hand_card(s, muse)
    assert legal(s, "play", card=m, on=ids["sun"], field=ids["f"], fn=3)  # a Visonic discipline, any strength
    assert not legal(s, "play", card=m, on=ids["sun"], field=ids["pf"], fn=0)  # the Psycanti field: not Visonic
    act(s, "play", card=m, on=ids["sun"], field=ids["f"], fn=1)  # its sole function: 3 card damage to a terrain
    next_turn(s)
    assert not legal(s, "charge", card=m)  # no cost
    skip_to(s, "play_a")
    assert not legal(s, "psy", card=m, field=ids["f"], fn=0, on=ids["t"])  # its sole function only
    act(s, "psy", card=m, field=ids["f"], fn=1, on=ids["t"])  # by a strength 1 psy
    assert damage(s, ids["t"]) == (0, 3)
    assert not any(a["type"] == "psy" and a["card"] == m for a in s.legal_actions(A))  # once each turn
    Position(s).remove(ids["f"])
    next_turn(s)
    skip_to(s, "play_a")
    assert legal(s, "psy", card=m, field=ids["f"], fn=1, on=ids["t"])  # the field is gone; still its function


def visonic_duelist_must_be_destroyed_first_by_opponent_psys() -> None:
    duelist = "P7|visonic duelist"
    paladin = "P8|psycanti paladin"
    s, ids = psy_duel(mine=[("p", paladin, "sun")], theirs=[("t", SUN, None), ("d", duelist, "t"), ("c", CRUISER, None)])
    skip_to(s, "fire")
    assert legal(s, "target", on=ids["d"]) and not legal(s, "target", on=ids["c"])
    Position(s).remove(ids["d"])
    Position(s).changed()
    assert legal(s, "target", on=ids["c"])
    # "Visonic Disciplines": two Visonic functions a turn (a field of the Visonic discipline).
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("d", duelist, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)])
    for _ in range(2):
        act(s, "charge", card=ids["d"])
    assert not legal(s, "charge", card=ids["d"])
    skip_to(s, "play_a")
    for fn in (0, 1):
        act(s, "psy", card=ids["d"], field=ids["f"], fn=fn, on=ids["t"])
    assert damage(s, ids["t"]) == (0, 1 + 3)
    assert not any(a["type"] == "psy" for a in s.legal_actions(A))
    s, ids = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun"), ("d", duelist, "sun")])
    act(s, "charge", card=ids["d"])
    skip_to(s, "play_a")
    assert not any(a["type"] == "psy" for a in s.legal_actions(A))  # not a Visonic discipline


def base_relocation_lets_a_tug_move_one_base_to_another_terrain() -> None:
    card = "O2|base relocation"
    outpost = mk("B4", "Test Outpost")
    rock = mk("T4", "Test Second Rock")
    s, ids = duel(mine=[("t1", PLANET, None), ("t2", rock, None), ("t3", rock, None), ("b", outpost, "t1"), ("b2", outpost, "t2"),
                        ("tug", "S2|fleet tug", None), ("ship", CRUISER, None)],
                  theirs=[("their_tug", "S2|fleet tug", None)], hand=[card])
    skip_to(s, "play_a")
    c = hand_card(s, card)
    assert {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {ids["tug"]}  # his tug
    act(s, "play", card=c, on=ids["tug"])
    pass_reactions(s)
    assert {o["card"] for o in s.pending[-1]["options"]} == {ids["b"], ids["b2"]}  # his pick: one base on a terrain
    act(s, "use", card=ids["b"])
    assert {o["card"] for o in s.pending[-1]["options"]} == {ids["t2"], ids["t3"]}  # another terrain
    act(s, "use", card=ids["t3"])
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["b"]]["loc"] == ids["t3"] and s.ip[ids["b2"]]["loc"] == ids["t2"]
    assert c not in s.ip and c in s.discard[A]  # "Discarded after use"


def mechad_juggernaut_plays_from_its_printed_stats() -> None:
    identity = "S9|mechad juggernaut"
    s, ids = duel(mine=[("j", identity, None)])
    j = ids["j"]
    pos = Position(s)
    info = s.ci[j]
    assert (pos.strength(j), pos.phasers(j), info.nodes, info.dc, info.cmd) == (9, 8, 3, 2, 1)
    assert s._heavy_total(j) == 2 + 2  # 2 Trams and its 2-point Distortion Cannon, each a heavy weapon
    assert info.mechad
    s, _ = duel(hand=[identity])
    j = hand_card(s, identity)
    play(s, identity)
    assert s.ip[j]["emf"] == 9  # played from the hand: a free EMF equal to its strength (v2.1 ELECTROMAGNETIC FIELD)


def cinema_plays_from_its_printed_stats() -> None:
    identity = "B5|cinema"
    s, ids = duel(mine=[("t", PLANET, None), ("c", identity, "t")])
    c = ids["c"]
    assert (Position(s).shields(c), Position(s).phasers(c), s._heavy_total(c)) == (5, 0, 5)
    assert Position(s).needs(c) == {}  # its ammunition is optional: for its heavy weapons only


def turrel_v_plays_from_its_printed_stats() -> None:
    identity = "T8|planet turrel v infected world"
    stats_only_points(identity, {"supply": 4, "energy": 3, "ammunition": 2, "research": 1, "economy": 0})()
    s, ids = duel(theirs=[("t", identity, None)])
    assert Position(s).shields(ids["t"]) == 8


def frat_house_crew_stronger_by_the_other_crew_there() -> None:
    identity = "B3|frat house"
    crew = mk("C2", "Test Brother")
    s, ids = duel(mine=[("t", PLANET, None), ("h", identity, "t"), ("c1", crew, "h")])
    assert Position(s).strength(ids["c1"]) == 2  # alone: no other crew
    s, ids = duel(mine=[("t", PLANET, None), ("h", identity, "t"), ("c1", crew, "h"), ("c2", crew, "h"), ("c3", crew, "h"),
                        ("ship", CRUISER, None), ("away", crew, "ship")])
    pos = Position(s)
    assert [pos.strength(ids[k]) for k in ("c1", "c2", "c3", "away")] == [2 + 2, 2 + 2, 2 + 2, 2]


def zedan_flagship_plays_from_its_printed_stats() -> None:
    identity = "S10|zedan flagship"
    s, ids = duel(mine=[("z", identity, None)])
    z = ids["z"]
    pos = Position(s)
    assert (pos.strength(z), pos.shields(z), pos.phasers(z), s._heavy_total(z), s.ci[z].cmd) == (10, 9, 8, 4, 2)
    assert pos.needs(z) == {"supply": 2, "energy": 2}


def gunnery_station_one_more_phaser_point_for_each_crew_card_on_it() -> None:
    identity = "I5|gunnery station"
    crew = mk("C2", "Test Gunner")
    s, ids = duel(mine=[("g", identity, None)])
    assert Position(s).phasers(ids["g"]) == 4
    s, ids = duel(mine=[("g", identity, None), ("c1", crew, "g"), ("c2", crew, "g"), ("ship", CRUISER, None), ("c3", crew, "ship")])
    assert Position(s).phasers(ids["g"]) == 4 + 2
    assert Position(s).phasers(ids["ship"]) == s.ci[ids["ship"]].ph  # crew elsewhere add nothing


RICH_WORLD = mk("T9", "Test Rich World", gen_economy=4, gen_supply=4, gen_energy=4, gen_ammunition=4, gen_research=4,
                gen_repair=4)


def storage_base(identity: str, kind: str, engaged: bool):
    def scenario() -> None:
        s, ids = duel(mine=[("t", RICH_WORLD, None), ("b", identity, "t")])
        pos = Position(s)
        if pos.needs(ids["b"]):
            pos.allocate(ids["b"], True)  # its engagement points paid
        unused = s.pool[kind]
        made = pos.produced(A)[kind]
        assert unused > 0
        skip_to(s, "play_a")  # the Allocation Phase ends with these points unused
        assert s.ip[ids["b"]]["e"] and s.ip[ids["b"]]["held:" + kind] == unused
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        assert s.phase == "alloc" and Position(s).produced(A)[kind] == made + unused  # "for use on the following turn"
        for other in ("economy", "supply", "energy", "ammunition", "research", "repair"):
            if other != kind:
                assert s.ip[ids["b"]].get("held:" + other, 0) == 0
        if engaged and Position(s).needs(ids["b"]):
            # "When engaged": left disengaged (its points not paid), it holds none.
            s2, ids2 = duel(mine=[("t", RICH_WORLD, None), ("b", identity, "t")])
            skip_to(s2, "play_a")
            assert not s2.ip[ids2["b"]]["e"] and s2.ip[ids2["b"]]["held:" + kind] == 0

    return scenario


STORAGE_BASES = {
    "B2|warehouse": ("supply", True), "B5|data bank": ("research", True), "B5|energy storage facility": ("energy", True),
    "B6|armory base": ("ammunition", False), "B7|central galactic bank": ("economy", False),
    "B8|repair supply base": ("repair", True),
}


TROOP_SHIPS = (
    "S2|troop ship", "S4|paktadon troop ship", "S2|paraloid troop craft", "S2|argonian troop ship",
    "S2|corporate troop ship", "S3|scorpead troop ship", "S2|tufor troop ship", "S2|jxar troop ship jx falchion class",
    "S7|leopan heavy troop ship", "S3|zedan troop ship zdi troop ship", "S2|leopan troop ship", "S2|p o t troop transport",
    "S6|trochilidae heavy troop ship",
)


SCENARIOS = {
    "I5|gunnery station": gunnery_station_one_more_phaser_point_for_each_crew_card_on_it,
    "S10|zedan flagship": zedan_flagship_plays_from_its_printed_stats,
    "B3|frat house": frat_house_crew_stronger_by_the_other_crew_there,
    "B5|cinema": cinema_plays_from_its_printed_stats,
    "T8|planet turrel v infected world": turrel_v_plays_from_its_printed_stats,
    "S9|mechad juggernaut": mechad_juggernaut_plays_from_its_printed_stats,
    **{identity: storage_base(identity, kind, engaged) for identity, (kind, engaged) in STORAGE_BASES.items()},
    **{identity: lone_wolf(identity) for identity in (
        "S5|lone wolf destroyer", "S7|lone wolf police cruiser", "S8|lone wolf battlecruiser", "S9|lone wolf dreadnought",
        "S9|the lone wolf wolfs personal dreadnought",
    )},
    "S6|lone wolf command cruiser": lone_wolf("S6|lone wolf command cruiser", command=True),
    "T6|system indirigan former homeworld": indirigan_former_homeworld_frees_its_fleets_indirigan_ships,
    "I3|the club": the_club_scores_two_points_for_each_heavy_weapon,
    "I7|clown college": clown_college_counts_as_a_club_and_makes_clowns_on_it_three_stronger,
    "P1|visonic muse": visonic_muse_uses_its_sole_visonic_function_free_once_a_turn,
    "O2|base relocation": base_relocation_lets_a_tug_move_one_base_to_another_terrain,
    "P7|visonic duelist": visonic_duelist_must_be_destroyed_first_by_opponent_psys,
    "T5|planet galactic trade world": (
        galactic_trade_world_halves_weapons_structure_damage_takes_none_from_hazards_and_strengthens_crew
    ),
    **{identity: troop_ship(identity) for identity in TROOP_SHIPS},
    "S1|mechad patrol ship": mechad_patrol_ship("S1|mechad patrol ship"),
    "S1|mechad patrol ship leader": mechad_patrol_ship("S1|mechad patrol ship leader"),
    "S1|mechad patrol scout": mechad_patrol_scout_enters_with_a_full_emf_and_views_an_opponent_deck_top,
    "T4|planet vektrea minor": vektrea_minor_spares_vektrean_ships_in_its_fleet_one_economy,
    "T5|dragon sun": dragon_sun_makes_dragons_on_it_two_stronger,
    "T8|8 ball": eight_ball_cannot_be_fired_at_while_a_stronger_terrain_is_in_its_fleet,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
