"""Universe Edition cards whose text the card language already says, written as data (issue 25):
each scenario plays the real card from the project's data and asserts what its text states (its
numbers, its targets, whose choice).

Rules read first: GEqa "Healing" ("You heal damage assigned, not damage that you can take"), GEfaq
"Combined" and GEqa qa-055 (terrain combined with terrain). No FAQ, Q&A or errata entry names the
other cards here.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, CARRIER, CRUISER, PLANET, SMALL, damage, duel, hand_card, play, stats_only_points, targets_of, volley
from .test_effects_more_expansions import in_discard


def spiritual_temple_doubles_its_spiritual_crew_while_engaged_and_no_crew_attacks_it() -> None:
    identity = "B4|spiritual temple"
    guide = mk("C8", "Test Spiritual Guide", gen_research=2)
    other = mk("C5", "Test Other Mate", gen_research=1)
    s, ids = duel(mine=[("own", CRUISER, None), ("tr", CARRIER, "own"), ("crew", "C9|marauder", "own")],
                  theirs=[("t", mk("T4", "Test Moon"), None), ("tem", identity, "t"), ("sl", guide, "tem"),
                          ("ot", other, "tem"), ("y", mk("S5", "Test Five"), None)])
    pos = Position(s)
    assert pos.shields(ids["tem"]) == 3  # its printed shields
    assert (pos.strength(ids["sl"]), pos.strength(ids["ot"])) == (16, 5)  # spiritual crew only: double strength
    assert pos.produced(B)["research"] == 2 * 2 + 1  # and double research
    pos.engage(ids["tem"], False)
    assert (pos.strength(ids["sl"]), pos.produced(B)["research"]) == (8, 3)  # only when engaged
    pos.engage(ids["tem"], True)
    skip_to(s, "play_a")
    targets = {a["on"] for a in s.legal_actions(A) if a.get("type") == "operate" and a["card"] == ids["crew"]}
    assert ids["y"] in targets and ids["tem"] not in targets  # no crew card may attack this card stack


def neutrino_dragoness_heals_all_its_damage_as_its_allocation_phase_starts() -> None:
    identity = "D6|neutrino dragoness"
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("d", identity, None), ("other", "D6|astral dragoness", None)])
    volley(s, ids["d"], [(ids["g"], "phaser")] * 4)
    volley(s, ids["other"], [(ids["g"], "phaser")] * 2)
    assert damage(s, ids["d"]) == (0, 4)  # lower than 7 (and than its printed 6): 2 left
    end_turn(s, draws=0)
    assert s.active == B and s.phase == "alloc"
    assert damage(s, ids["d"]) == (0, 0)  # healed: every damage point cured, back to its printed 6 (GEqa "Healing")
    assert damage(s, ids["other"]) == (0, 2)  # itself only


def oort_cloud_doubles_the_research_of_the_comets_of_its_fleet() -> None:
    identity = "T2|oort cloud"
    s, ids = duel(mine=[("oc", identity, None), ("c", "T2|comet biruks comet", None),
                        ("p", mk("T4", "Test Planet", gen_research=3), None)],
                  theirs=[("oc2", mk("T5", "Test Far World"), None), ("c2", "T4|indigs comet", None)])
    made = Position(s).produced(A)
    assert made["research"] == 2 * 2 + 3  # the comet's 2 doubled; a terrain that is no comet: its 3
    assert (made["supply"], made["energy"]) == (1, 1)  # its own printed points
    assert Position(s).produced(B)["research"] == 4  # comets in its own fleet only


def ring_system_joins_a_planet_and_adds_its_strength_to_it() -> None:
    identity = "T5|ring system"
    planet = mk("T4", "Test Planet", gen_economy=2, tags=["Planet"])
    moon = mk("T3", "Test Moon", gen_economy=1, tags=["Moon"])
    s, ids = duel(mine=[("p", planet, None), ("m", moon, None), ("x", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["p"]}  # played to a planet card
    play(s, identity, on=ids["p"])
    ring = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert s.ip[ring]["loc"] == ids["p"] and s.ip[ring]["cmb"]
    assert Position(s).strength(ids["p"]) == 4 + 5  # its strength added to the planet's
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    made = Position(s).produced(A)
    assert (made["economy"], made["supply"], made["energy"]) == (2 + 1, 3, 1)  # one card: its points with the planet's


def police_cutter_keeps_pirates_off_it_and_its_terrain_unless_it_is_its_fleets_only_ship() -> None:
    identity = "S2|police cutter"
    pirate = mk("S9", "Test Corsair", phasers=4, heavy_weapons=4, tags=["PropPirate"])
    honest = mk("S9", "Test Marshal", phasers=4, heavy_weapons=4)
    other_police = mk("S3", "Test Constable", shields=1, tags=["PropPolice"])
    s, ids = duel(mine=[("p", pirate, None), ("h", honest, None)],
                  theirs=[("t", PLANET, None), ("cop", identity, "t"), ("x", other_police, None)], hand_b=[identity])
    pos = Position(s)
    assert not pos.can_fire_at(ids["p"], "phaser", ids["cop"]) and not pos.can_fire_at(ids["p"], "heavy", ids["t"])
    assert pos.can_fire_at(ids["p"], "phaser", ids["x"])  # (another police ship: its own card's rule, not this one's)
    assert pos.can_fire_at(ids["h"], "phaser", ids["cop"]) and pos.can_fire_at(ids["h"], "heavy", ids["t"])  # pirates only
    pos.remove(ids["x"])  # the cutter is its fleet's only ship
    pos = Position(s)
    assert pos.can_fire_at(ids["p"], "phaser", ids["cop"]) and pos.can_fire_at(ids["p"], "heavy", ids["t"])
    s, ids = duel(mine=[("t", PLANET, None), ("x", SMALL, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["t"]}  # played on a terrain card


def hypercube_saves_its_ship_from_destruction_removing_all_its_damage_then_is_discarded() -> None:
    identity = "E10|hypercube"
    gun = mk("S9", "Test Gunship", phasers=9)
    s, ids = duel(mine=[("s", SMALL, None), ("b", mk("B4", "Test Fort"), None), ("t", PLANET, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["s"]}  # played on a ship (not a base, not terrain)
    s, ids = duel(mine=[("g", gun, None)], theirs=[("s", CRUISER, None), ("hc", identity, "s"), ("o", SMALL, None)])
    volley(s, ids["s"], [(ids["g"], "phaser")] * 9)  # 2 shields + 5 structure: destroyed
    assert ids["s"] in s.ip and damage(s, ids["s"]) == (0, 0)  # all damage removed
    assert in_discard(s, ids["hc"], seat=B)  # and the hypercube discarded
    s, ids = duel(mine=[("g", gun, None)], theirs=[("s", CRUISER, None), ("hc", identity, "s"), ("o", SMALL, None)])
    Position(s).engage(ids["s"], False)  # non-passive: no function on a disengaged ship
    volley(s, ids["s"], [(ids["g"], "phaser")] * 9)
    assert ids["s"] not in s.ip and ids["hc"] not in s.ip


def _armed(s, *guns: int) -> None:
    """Heavy weapons fire only armed (ammunition allocated); terrain is fired at with heavy weapons."""
    skip_to(s, "fire")
    for g in guns:
        s.ip[g]["am"] = s.ci[g].hv
    Position(s).changed()


def globular_cluster_keeps_its_fleets_stars_from_damage_and_takes_no_terrain_on_it() -> None:
    identity = "T6|globular cluster"
    gun = mk("S9", "Test Gunship", phasers=9, heavy_weapons=6)
    star = mk("T4", "Test Star", tags=["StarTerrain"])
    s, ids = duel(mine=[("g", gun, None), ("g2", gun, None), ("g3", gun, None)],
                  theirs=[("gc", identity, None), ("st", star, None), ("pl", PLANET, None)])
    _armed(s, ids["g"], ids["g2"], ids["g3"])
    volley(s, ids["st"], [(ids["g"], "heavy")] * 3)
    assert damage(s, ids["st"]) == (0, 0)  # a star of its fleet: no damage
    volley(s, ids["pl"], [(ids["g2"], "heavy")] * 2)
    assert damage(s, ids["pl"]) == (0, 2)  # a terrain that is no star: damaged
    volley(s, ids["gc"], [(ids["g3"], "heavy")] * 6)
    assert ids["gc"] not in s.ip  # itself: damaged and destroyed
    s, ids = duel(mine=[("g", gun, None), ("gc2", identity, None)], theirs=[("st", star, None), ("gc", identity, None)])
    Position(s).remove(ids["gc"])  # destroyed: the stars may be damaged again
    _armed(s, ids["g"])
    volley(s, ids["st"], [(ids["g"], "heavy")] * 3)
    assert damage(s, ids["st"]) == (0, 3)  # (the cluster of another fleet shields none of them)
    s, ids = duel(mine=[("gc", identity, None), ("pl", PLANET, None)], hand=["T1|planetary storm"])
    assert targets_of(s, "T1|planetary storm") == {ids["pl"]}  # not combined with other terrain cards


def ditto_doubles_the_points_of_a_point_generating_crew_card_but_not_its_command() -> None:
    identity = "C1|confidential coordinating first chief executive deputy assistant to the ditto"
    clerk = mk("C3", "Test Clerk", gen_economy=1, gen_research=2, gen_command=1)
    idle = mk("C2", "Test Idler", gen_command=2)
    s, ids = duel(mine=[("sh", CRUISER, None), ("cl", clerk, "sh"), ("id", idle, "sh")],
                  theirs=[("y", CRUISER, None), ("oc", clerk, "y")], hand=[identity])
    assert targets_of(s, identity) == {ids["cl"]}  # an own crew card that generates points
    before = Position(s).produced(A)
    command = s.cmd[A]  # its fleet's command points, counted in the Engagement Phase
    play(s, identity, on=ids["cl"])
    ditto = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert s.ip[ditto]["loc"] == ids["cl"]
    after = Position(s).produced(A)
    assert (after["economy"] - before["economy"], after["research"] - before["research"]) == (1, 2)  # doubled
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert s.active == A and s.cmd[A] == command  # its command points are not doubled
    assert Position(s).produced(A)["research"] == before["research"] + 2  # (still doubled, turn after turn)


def tram_refit_adds_one_tram_to_a_mechad_unit_ships_at_most_three_from_refits() -> None:
    identity = "E2|tram refit"
    mechad_ship = mk("S5", "Test Mechad", main_empire="Mechad", heavy_weapons=1)
    mechad_base = mk("B5", "Test Mechad Base", main_empire="Mechad", empires=["Mechad"], heavy_weapons=1)
    s, ids = duel(mine=[("u", mechad_ship, None), ("no", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["u"]}  # exclusive Mechad technology
    play(s, identity, on=ids["u"])
    assert Position(s).heavy(ids["u"]) == 1 + 1  # one tram added
    refits = [("r1", identity, "u"), ("r2", identity, "u"), ("r3", identity, "u"), ("r4", identity, "u")]
    s, ids = duel(mine=[("u", mechad_ship, None)] + refits)
    assert Position(s).heavy(ids["u"]) == 1 + 3  # four refits on a ship: 3 trams from refits at most
    s, ids = duel(mine=[("u", mechad_base, None)] + refits)
    assert Position(s).heavy(ids["u"]) == 1 + 4  # bases are not limited


def artificial_landmass_raises_its_terrain_to_twenty_and_repairs_five_of_it_each_turn() -> None:
    identity = "A10|artificial landmass"
    gun = mk("S9", "Test Gunship", phasers=9, heavy_weapons=9)
    s, ids = duel(mine=[("t", PLANET, None), ("x", CRUISER, None)], theirs=[("y", PLANET, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["t"]}  # played on an own terrain card
    play(s, identity, on=ids["t"])
    assert Position(s).strength(ids["t"]) == 20 and Position(s).strength(ids["y"]) == 5  # raised to 20 points
    s, ids = duel(mine=[("g", gun, None)], theirs=[("t", PLANET, None), ("al", identity, "t"), ("o", PLANET, None)])
    _armed(s, ids["g"])
    volley(s, ids["t"], [(ids["g"], "heavy")] * 8)
    assert ids["t"] in s.ip and damage(s, ids["t"]) == (0, 8)  # 8 of its 20: it stands (a strength 5 terrain would not)
    Position(s).damage(ids["o"], structure=2)
    end_turn(s, draws=0)
    assert s.active == B and s.phase == "alloc"
    assert damage(s, ids["t"]) == (0, 3) and damage(s, ids["o"]) == (0, 2)  # 5 repaired, on its terrain only
    end_turn(s, draws=0)
    assert damage(s, ids["t"]) == (0, 3)  # on its player's turn only: each turn once
    end_turn(s, draws=0)
    assert damage(s, ids["t"]) == (0, 0)  # the rest (no more than the damage there)


def gaia_planet_takes_a_third_of_each_volley_no_monster_or_dragon_and_no_card_on_it() -> None:
    identity = "T4|gaia planet"
    gun = mk("S9", "Test Gunship", phasers=9, heavy_weapons=9)
    s, ids = duel(mine=[("g", gun, None)], theirs=[("gp", identity, None)])
    _armed(s, ids["g"])
    volley(s, ids["gp"], [(ids["g"], "heavy")] * 8)
    assert damage(s, ids["gp"]) == (0, 2)  # 8 / 3, the fraction dropped
    s, ids = duel(mine=[("d", "D6|astral dragoness", None)], theirs=[("gp", identity, None), ("o", PLANET, None)])
    pos = Position(s)
    assert not pos.can_fire_at(ids["d"], "heavy", ids["gp"]) and pos.can_fire_at(ids["d"], "heavy", ids["o"])  # no dragon fire
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("gp", identity, None), ("o", PLANET, None)],
                  hand=["M4|harvesters"])
    assert targets_of(s, "M4|harvesters") == {ids["o"]}  # a monster played against terrain: not against it
    s, ids = duel(mine=[("gp", identity, None), ("o", PLANET, None)], hand=["A10|artificial landmass", "T1|planetary storm"])
    assert targets_of(s, "A10|artificial landmass") == {ids["o"]}  # not the basis of a stack: no card on it
    assert targets_of(s, "T1|planetary storm") == {ids["o"]}


UE_VERTIGO = "M3|space vertigo"
SCIENTIST = mk("C4", "Test Scientist", gen_research=4)


def _ue_vertigo_on(crew, hand_b=()):
    s, ids = duel(theirs=[("y", CRUISER, None), ("c", crew, "y")], hand=[UE_VERTIGO], hand_b=list(hand_b))
    skip_to(s, "play_a")
    v = hand_card(s, UE_VERTIGO)
    act(s, "play", card=v, on=ids["c"])
    return s, ids, v


def ue_space_vertigo_disengages_a_crew_card_for_a_turn_kills_a_telepath_and_plays_in_reaction() -> None:
    s, ids, v = _ue_vertigo_on(SCIENTIST)
    assert s.ip[v]["loc"] == ids["c"] and not s.ip[ids["c"]]["e"]  # the crew card disengaged
    assert Position(s).produced(B)["research"] == 0  # a disengaged card takes no action: no points
    end_turn(s, draws=0)
    assert Position(s).produced(B)["research"] == 0  # through its player's next turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert v not in s.ip and v in s.discard[A] and Position(s).produced(B)["research"] == 4  # one turn, then discarded
    s, ids, v = _ue_vertigo_on("C6|telepath")
    assert ids["c"] not in s.ip and ids["c"] in s.discard[B] and v not in s.ip  # a telepath is killed
    s, ids, v = _ue_vertigo_on(SCIENTIST, ["C6|telepath", "L1|lucky crew action"])
    assert not s.pending and v in s.ip  # no telepath, no lucky crew action negates it
    s, ids, v = _ue_vertigo_on("C6|telepath", ["C2|science officer"])
    act(s, "react", card=hand_card(s, "C2|science officer", B), on=ids["c"])
    while s.pending:
        act(s, "pass")
    assert ids["c"] in s.ip and s._suspended(v)  # a science officer played in reaction mode negates it
    # A reaction card: played in reaction mode, to a card being played.
    s, ids = duel(mine=[("x", CRUISER, None), ("c", SCIENTIST, "x")], theirs=[("y", CRUISER, None)],
                  hand=[SMALL], hand_b=[UE_VERTIGO])
    v = hand_card(s, UE_VERTIGO, seat=B)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, SMALL["key"]))
    assert s.pending[-1]["p"] == B
    targets = {a.get("on") for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == v}
    assert targets == {ids["c"]}  # an opponent crew card
    act(s, "react", card=v, reaction="reaction0", on=ids["c"])
    while s.pending:
        act(s, "pass")
    assert s.ip[v]["loc"] == ids["c"] and Position(s).produced(A)["research"] == 0


def spiritual_guidance_lets_one_card_a_turn_be_played_without_a_card_play() -> None:
    identity = "A8|spiritual guidance"
    crew = mk("C3", "Test Deckhand")
    s, ids = duel(mine=[("x", mk("S9", "Test Liner"), None), ("c", crew, "x"), ("d", "D6|astral dragoness", None)],
                  theirs=[("y", CRUISER, None), ("oc", crew, "y")],
                  hand=[identity, "E2|phaser refit", "E1|cargo", "E2|transporter"])
    assert targets_of(s, identity) == {ids["c"], ids["d"]}  # an own crew or dragon card
    play(s, identity, on=ids["c"])
    assert s.plays == 1  # itself: a card play
    play(s, "E2|phaser refit", on=ids["x"])
    assert s.plays == 1  # the next card put into play: no card play
    play(s, "E1|cargo", on=ids["x"])
    assert s.plays == 2  # one card a turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    play(s, "E2|transporter", on=ids["x"])
    assert s.active == A and s.plays == 0  # each turn


SCENARIOS = {
    "B4|spiritual temple": spiritual_temple_doubles_its_spiritual_crew_while_engaged_and_no_crew_attacks_it,
    "D6|neutrino dragoness": neutrino_dragoness_heals_all_its_damage_as_its_allocation_phase_starts,
    "T2|oort cloud": oort_cloud_doubles_the_research_of_the_comets_of_its_fleet,
    "T3|repair moon": stats_only_points("T3|repair moon", {"supply": 2, "repair": 2}),
    "T5|ring system": ring_system_joins_a_planet_and_adds_its_strength_to_it,
    "S2|police cutter": police_cutter_keeps_pirates_off_it_and_its_terrain_unless_it_is_its_fleets_only_ship,
    "E10|hypercube": hypercube_saves_its_ship_from_destruction_removing_all_its_damage_then_is_discarded,
    "T6|globular cluster": globular_cluster_keeps_its_fleets_stars_from_damage_and_takes_no_terrain_on_it,
    "A10|artificial landmass": artificial_landmass_raises_its_terrain_to_twenty_and_repairs_five_of_it_each_turn,
    "T4|gaia planet": gaia_planet_takes_a_third_of_each_volley_no_monster_or_dragon_and_no_card_on_it,
    "M3|space vertigo": ue_space_vertigo_disengages_a_crew_card_for_a_turn_kills_a_telepath_and_plays_in_reaction,
    "A8|spiritual guidance": spiritual_guidance_lets_one_card_a_turn_be_played_without_a_card_play,
    "E2|tram refit": tram_refit_adds_one_tram_to_a_mechad_unit_ships_at_most_three_from_refits,
    "C1|confidential coordinating first chief executive deputy assistant to the ditto":
        ditto_doubles_the_points_of_a_point_generating_crew_card_but_not_its_command,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
