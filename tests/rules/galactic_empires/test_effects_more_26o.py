"""More Galactic Invaders and Piracy cards whose text the card language says, written as data (issue 26,
branch o): each scenario plays the real card from the project's data and asserts what its text states.

Rules read first: GErulesv21 "AGAINST" ("Cards played on an opponent card are played against that
opponent's card"), "Unit" ("A base, ship, or a dragon (but not a psy)"), "SHIP MOVEMENT RULES" (found in
Piracy TM: engine/movement.py), "When a card is discarded all cards played on or against it are
discarded also". GEfaq, GEqa, GEerrata and GEUnofficialErrata have no entries for these cards.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, place, skip_to
from .test_effects_cards import A, B, CRUISER, duel, hand_card, pass_turns, play

RICH = mk("T6", "Test Rich Planet", gen_economy=3, gen_supply=1, tags=["Planet"])
SYSTEM = mk("T5", "Test System", gen_economy=4, tags=["SystemTerrain"])
ROCKS = mk("T3", "Test Rocks", gen_economy=2)
RAIDER = mk("S4", "Test Raider", cost_economy=2, cost_energy=1, shields=2, phasers=2)


def _plays(s, c) -> set:
    return {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c}


def _moves(s, u) -> list:
    return [a.get("to") for a in s.legal_actions(A) if a["type"] == "move" and a["card"] == u]


def barren_moon_takes_two_economy_from_an_opponent_planet_or_system() -> None:
    """"- Played against a planet or system. - Reduces the economic output of the terrain by 2.": on an
    opponent's planet or system (not combining with it), which makes 2 economy less."""
    identity = "T2|barren moon"
    s, ids = duel(mine=[("m", RICH, None)], theirs=[("p", RICH, None), ("y", SYSTEM, None), ("r", ROCKS, None)],
                  hand=[identity])
    before = Position(s).produced(B)
    skip_to(s, "play_a")
    moon = hand_card(s, identity)
    assert _plays(s, moon) == {ids["p"], ids["y"]}  # an opponent's planet or system, not his rocks nor own
    play(s, identity, on=ids["y"])
    assert s.ip[moon]["loc"] == ids["y"] and not s.ip[moon]["cmb"] and s.ip[moon]["c"] == A
    after = Position(s).produced(B)
    assert before["economy"] - after["economy"] == 2 and after["supply"] == before["supply"]
    assert Position(s).produced(A)["economy"] == 3  # its own planet unchanged
    assert s.ip[ids["y"]]["c"] == B


def planet_atoll_takes_no_units() -> None:
    """"- Units may not be played (or moved) to or against this terrain.": no ship, base or dragon is
    played on it, and no raider moves against it."""
    identity = "T5|planet atoll"
    base = mk("B3", "Test Base", shields=2)
    s, ids = duel(mine=[("a", identity, None), ("o", RICH, None)], hand=[base])
    skip_to(s, "play_a")
    b = hand_card(s, base["key"])
    assert ids["o"] in _plays(s, b) and ids["a"] not in _plays(s, b)
    s, ids = duel(mine=[("r", "S5|leopan stealth raiding ship", None)], theirs=[("a", identity, None), ("o", RICH, None)])
    assert _moves(s, ids["r"]) == [ids["o"]]  # the atoll is no target of a move
    out = Position(s).produced(B)
    assert (out["economy"], out["research"]) == (1 + 3, 2)  # its printed points are its stats


def small_moon_hidden_moon_lets_one_ship_raid_its_terrain() -> None:
    """"- Played against a terrain. - One ship in the fleet may move against that terrain (during the
    Allocation Phase), stealing its engagement cost from the terrain. - May only be destroyed by the
    destruction of its location.\""""
    identity = "T1|small moon hidden moon"
    s, ids = duel(mine=[("r1", RAIDER, None), ("r2", RAIDER, None), ("h", RICH, None)],
                  theirs=[("w", RICH, None), ("x", ROCKS, None)], hand=[identity], hand_b=["O4|flood"])
    assert _moves(s, ids["r1"]) == []  # no ship moves before it is in play
    skip_to(s, "play_a")
    moon = hand_card(s, identity)
    assert _plays(s, moon) == {ids["w"], ids["x"]}  # an opponent's terrain
    play(s, identity, on=ids["w"])
    assert s.ip[moon]["loc"] == ids["w"] and not s.ip[moon]["cmb"]
    pass_turns(s, 2)
    assert s.phase == "alloc" and _moves(s, ids["r1"]) == [ids["w"]] and _moves(s, ids["r2"]) == [ids["w"]]
    before = Position(s).produced(B)
    act(s, "move", card=ids["r1"], to=ids["w"])
    assert _moves(s, ids["r2"]) == []  # one ship in the fleet at a time
    assert Position(s).needs(ids["r1"]) == {}  # its cost is stolen from the terrain
    s.ip[ids["r1"]]["e"] = True
    Position(s).changed()
    after = Position(s).produced(B)
    assert (before["economy"] - after["economy"]) == 2  # (the terrain has no energy to lose)
    assert ids["r1"] not in s.hq_protectors(A)
    # No card of the opponent's reaches it (a Flood goes on his terrain, not on the moon) ...
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    flood = hand_card(s, "O4|flood", seat=B)
    targets = {a.get("on") for a in s.legal_actions(B) if a["type"] == "play" and a["card"] == flood}
    assert ids["w"] in targets and moon not in targets
    # ... it leaves play with its location's stack.
    s._destroy(ids["w"], A)
    assert moon not in s.ip and moon in s.discard[s._dk(A)]


def _fire_targets(s) -> set:
    return {a.get("on", ("hq", a.get("hq"))) for a in s.legal_actions(s.active) if a["type"] == "target"}


def pirate_alcove_hides_and_unprotects_pirate_ships_on_it() -> None:
    """"Arrgh, any pirate ship played to or against the pirate alcove does not protect its Sector HQ and
    may not be the target of weapons fire.": a pirate ship on it (its own player's Corporate Pirate Tug,
    played on terrain; an opponent's pirate raider moved against it) is no target and no guard; a
    lawful ship, or a pirate ship on other terrain, is both."""
    identity = "T7|pirate alcove"
    tug = "S2|corporate pirate tug"
    for terrain, hidden in ((identity, True), (RICH, False)):
        s, ids = duel(mine=[("al", terrain, None), ("gun", CRUISER, None)],
                      theirs=[("home", RICH, None), ("lawful", CRUISER, None)], hand_b=[tug, "S5|independent pirate raider"])
        ids["tug"] = place(s, B, tug, ids["home"])  # his tug on his own planet: a guard and a target
        ids["pr"] = place(s, B, "S5|independent pirate raider", ids["al"])  # against A's terrain
        skip_to(s, "fire")
        found = _fire_targets(s)
        assert ids["lawful"] in found and ids["tug"] in found
        assert (ids["pr"] in found) is not hidden  # A's units may not fire at a pirate ship on the alcove
        assert ids["pr"] not in s.hq_protectors(B)  # (against an opponent terrain: no guard anyway)
    s, ids = duel(mine=[("gun", CRUISER, None)], theirs=[("al", identity, None), ("lawful", CRUISER, None)], hand_b=[tug])
    ids["tug"] = place(s, B, tug, ids["al"])  # his tug on his own alcove
    assert s.ip[ids["tug"]]["loc"] == ids["al"]
    assert s.hq_protectors(B) == [ids["lawful"]]  # the tug on the alcove does not protect his Sector HQ
    skip_to(s, "fire")
    found = _fire_targets(s)
    assert ids["lawful"] in found and ids["tug"] not in found


def privateer_fully_engages_its_location_as_a_card_action() -> None:
    """"- Each turn, may fully engage location as a card action.": in a Play Cards Phase, once each turn,
    the ship it sits on engages with its heavy weapons armed and none of its player's points; its "+X"
    symbols are that engagement, not points."""
    identity = "C10|privateer"
    ship = mk("S5", "Test Gunship", cost_energy=2, cost_supply=1, shields=2, phasers=3, heavy_weapons=2)
    s, ids = duel(mine=[("s", ship, None), ("t", RICH, None), ("c", identity, "s"), ("ct", identity, "t")])
    assert Position(s).produced(A) == {**Position(s).produced(A), "economy": 3, "research": 0}  # its planet's alone
    Position(s).engage(ids["s"], False)
    ops = lambda: [a for a in s.legal_actions(A) if a["type"] == "operate"]  # noqa: E731
    assert ops() == []  # not in the Allocation Phase
    skip_to(s, "play_a")
    pool = dict(s.pool)
    assert [a["card"] for a in ops()] == [ids["c"]]  # not the one on a terrain
    act(s, "operate", card=ids["c"], ability=ops()[0]["ability"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert s.ip[ids["s"]]["e"] and s.ip[ids["s"]]["am"] == 2  # engaged, both heavy weapons armed
    assert dict(s.pool) == pool  # no points of his
    assert ops() == []  # once each turn
    skip_to(s, "fire")
    assert ids["s"] in Position(s).firers(A)  # the ship may fire


def technical_readout_lets_its_base_fire_at_an_unprotected_sector_hq() -> None:
    """"- May only function on a base. - Allows the base to target an unprotected Sector HQ.": a base
    carrying it may fire at an exposed Sector HQ (never a protected one); on a ship it adds nothing."""
    identity = "E5|technical readout"
    base = mk("B4", "Test Fort", shields=3, phasers=3)
    s, ids = duel(mine=[("t", RICH, None), ("b", base, "t")], theirs=[("t2", RICH, None)], hand=[identity])
    skip_to(s, "fire")
    assert ("hq", B) not in _fire_targets(s)  # a base alone may not fire at a Sector HQ
    s, ids = duel(mine=[("t", RICH, None), ("b", base, "t")], theirs=[("t2", RICH, None)], hand=[identity])
    skip_to(s, "play_a")
    ro = hand_card(s, identity)
    assert ids["b"] in _plays(s, ro)
    play(s, identity, on=ids["b"])
    skip_to(s, "fire")
    assert ("hq", B) in _fire_targets(s) and Position(s).can_fire_at(ids["b"], "phaser", -1 - B)
    s, ids = duel(mine=[("t", RICH, None), ("b", base, "t")], theirs=[("t2", RICH, None), ("g", CRUISER, None)],
                  hand=[identity])
    play(s, identity, on=ids["b"])
    skip_to(s, "fire")
    assert ("hq", B) not in _fire_targets(s)  # a protected Sector HQ: no target
    s, ids = duel(mine=[("s", CRUISER, None), ("b", base, None)], theirs=[("t2", RICH, None)], hand=[identity])
    play(s, identity, on=ids["s"])
    assert not Position(s).can_fire_at(ids["b"], "phaser", -1 - B)  # on a ship: its base gains nothing


def solar_winds_blows_a_ship_off_terrain_and_keeps_it_off() -> None:
    """"- Played against a ship of equal or lesser strength. - If the ship is in play on terrain, the ship
    is moved off the terrain. - The ship may not be moved to terrain or protect its Sector HQ. - Lasts a
    number of turns equal to its strength.": on an opponent's ship of strength 4 or less; a raider
    against a terrain is back in its fleet, may not move against terrain again and guards no Sector HQ
    for 4 turns; then the card is discarded."""
    identity = "H4|solar winds"
    raider = "S2|corporate pirate raider"
    s, ids = duel(mine=[("home", RICH, None)], theirs=[("w", RICH, None), ("big", "S5|leopan stealth raiding ship", None)],
                  hand=[identity], hand_b=[raider])
    ids["r"] = place(s, B, raider, ids["home"])  # against A's planet
    skip_to(s, "play_a")
    wind = hand_card(s, identity)
    assert _plays(s, wind) == {ids["r"]}  # not the strength 5 ship, none of his own
    play(s, identity, on=ids["r"])
    assert s.ip[ids["r"]]["loc"] is None and s.ip[wind]["loc"] == ids["r"]  # moved off the terrain, into his fleet
    assert ids["r"] not in s.hq_protectors(B) and ids["big"] in s.hq_protectors(B)
    b_moves = lambda: [a.get("to") for a in s.legal_actions(B) if a["type"] == "move" and a["card"] == ids["r"]]  # noqa: E731
    for _ in range(3):
        pass_turns(s, 1)
        assert s.active == B and s.phase == "alloc" and b_moves() == [] and wind in s.ip  # no move to terrain
        pass_turns(s, 1)
    pass_turns(s, 1)
    assert s.active == B and wind in s.ip and b_moves() == []  # the fourth of its player's turns is under way
    pass_turns(s, 1)  # four complete turns on, as its player's turn comes round, it is discarded
    assert wind not in s.ip and wind in s.discard[s._dk(A)]
    pass_turns(s, 1)
    assert s.active == B and b_moves() == [ids["home"]] and ids["r"] in s.hq_protectors(B)


def eclipse_position(identity: str, strength: int):
    """"- Played to or against a unit of equal or lesser strength on terrain. - Unit may not protect the
    Sector HQ. - Only cards of equal or lesser strength than this card may target the unit unless the
    unit is the only unit in the fleet. - Discarded when the unit is moved from the terrain.\""""

    def scenario() -> None:
        tug = "S2|corporate pirate tug"  # a ship played on its own terrain
        strong = mk(f"S{strength + 1}", "Test Strong Gunship", shields=2, phasers=3)
        weak = mk(f"S{strength}", "Test Weak Gunship", shields=2, phasers=3)
        s, ids = duel(mine=[("strong", strong, None), ("weak", weak, None)],
                      theirs=[("home", RICH, None), ("other", CRUISER, None), ("free", mk("S2", "Test Free Scout"), None)],
                      hand=[identity], hand_b=[tug])
        ids["tug"] = place(s, B, tug, ids["home"])
        skip_to(s, "play_a")
        ec = hand_card(s, identity)
        assert _plays(s, ec) == {ids["tug"]}  # a unit on terrain (not the free scout), no stronger than the card
        assert ids["tug"] in s.hq_protectors(B)
        play(s, identity, on=ids["tug"])
        assert s.ip[ec]["loc"] == ids["tug"] and ids["tug"] not in s.hq_protectors(B)
        skip_to(s, "fire")
        can = lambda u: Position(s).can_fire_at(u, "phaser", ids["tug"])  # noqa: E731
        assert ("hq", B) not in _fire_targets(s)  # (his other ships still protect it)
        assert ids["tug"] in _fire_targets(s) and can(ids["weak"]) and not can(ids["strong"])
        # His only unit: any card may target it.
        s, ids = duel(mine=[("strong", strong, None)], theirs=[("home", RICH, None)], hand=[identity], hand_b=[tug])
        ids["tug"] = place(s, B, tug, ids["home"])
        play(s, identity, on=ids["tug"])
        skip_to(s, "fire")
        assert ids["tug"] in _fire_targets(s) and ("hq", B) in _fire_targets(s)  # and it guards no Sector HQ
        # A raider against a terrain: moved back to its fleet, the card is discarded.
        raider = "S2|corporate pirate raider"
        s, ids = duel(mine=[("home", RICH, None)], theirs=[("big", CRUISER, None)], hand=[identity], hand_b=[raider])
        ids["r"] = place(s, B, raider, ids["home"])
        play(s, identity, on=ids["r"])
        pass_turns(s, 1)
        assert s.active == B and ec_in(s, identity)
        act(s, "move", card=ids["r"], to=None)
        assert not ec_in(s, identity) and s.ip[ids["r"]]["loc"] is None

    return scenario


def ec_in(s, identity: str) -> bool:
    return any(s.ci[c].card["identity"] == identity for c in s.ip)


def tranquility_clears_and_wards_its_terrain_of_ability_cards() -> None:
    """"- Played on any terrain. - Discards all other ability cards in play on the terrain. - No ability
    cards may be played or moved to or against the terrain on which this card is located.\""""
    identity = "A4|tranquility"
    utopia, urban = "A4|utopia", "A7|urbanization"  # ability cards played on terrain
    s, ids = duel(mine=[("own", RICH, None), ("other", ROCKS, None)], theirs=[("w", RICH, None)],
                  hand=[identity, urban, urban], hand_b=[utopia])
    ids["u"] = place(s, B, utopia, ids["own"])  # his ability card against A's planet
    ids["o"] = place(s, A, urban, ids["other"])  # an ability card on another terrain
    skip_to(s, "play_a")
    tq = hand_card(s, identity)
    assert {ids["own"], ids["other"], ids["w"]} <= _plays(s, tq)  # any terrain, an opponent's too
    play(s, identity, on=ids["own"])
    assert s.ip[tq]["loc"] == ids["own"]  # it stays ...
    assert ids["u"] not in s.ip and ids["u"] in s.discard[s._dk(B)]  # ... the other ability card goes
    assert ids["o"] in s.ip  # not one on another terrain
    ur = hand_card(s, urban)
    assert ids["own"] not in _plays(s, ur) and ids["other"] in _plays(s, ur)  # no ability card played there


def social_combat_raids_a_crew_and_drops_the_ships_shields_for_a_player_turn() -> None:
    """"- Played to an Indirigan ship in the fleet during Play Cards Phase A. - Ship's shields do not
    function for 1 player turn. - Ship's personnel raid an opponent location capturing (discarding) 1
    crew at that location. - Discarded after use.\""""
    identity = "O2|social combat"
    nomad = mk("S5", "Test Nomad Ship", shields=3, phasers=2, main_empire="Indirigan", indirigan_tribe="Nomads")
    officer = mk("C3", "Test Officer", gen_research=1)
    s, ids = duel(mine=[("n", nomad, None), ("plain", CRUISER, None), ("mine", officer, "plain")],
                  theirs=[("t", CRUISER, None), ("c1", officer, "t"), ("c2", mk("C2", "Test Cadet"), "t")],
                  hand=[identity])
    sc = hand_card(s, identity)
    skip_to(s, "play_a")
    assert _plays(s, sc) == {ids["n"]}  # an own Indirigan ship only
    assert Position(s).shields(ids["n"]) == 3
    skip_to(s, "play_b")
    assert _plays(s, sc) == set()  # in Play Cards Phase A only
    s, ids = duel(mine=[("n", nomad, None), ("plain", CRUISER, None), ("mine", officer, "plain")],
                  theirs=[("t", CRUISER, None), ("c1", officer, "t"), ("c2", mk("C2", "Test Cadet"), "t")],
                  hand=[identity])
    sc = hand_card(s, identity)
    play(s, identity, on=ids["n"])
    frame = s.pending[-1]
    assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["c1"], ids["c2"]}  # his crew, his pick
    act(s, "use", card=ids["c2"])
    assert ids["c2"] not in s.ip and ids["c2"] in s.discard[s._dk(B)] and ids["c1"] in s.ip and ids["mine"] in s.ip
    assert s.ip[sc]["loc"] == ids["n"] and Position(s).shields(ids["n"]) == 0  # its shields do not function
    end_turn(s, draws=0)  # one player turn: the next player's
    assert s.active == B and sc not in s.ip and sc in s.discard[s._dk(A)] and Position(s).shields(ids["n"]) == 3


def treglean_moon_combines_with_one_treglean_planet() -> None:
    """"- May be played to a Treglean planet or system not already combined with a Treglean moon,
    combining with it.": on its own, or onto its player's Treglean planet (once), adding its points."""
    identity = "T3|moon treglean moon"
    outpost = "T6|planet treglean outpost"
    s, ids = duel(mine=[("o", outpost, None), ("p", RICH, None), ("y", SYSTEM, None)], theirs=[("w", outpost, None)],
                  hand=[identity, identity])
    skip_to(s, "play_a")
    moon = hand_card(s, identity)
    assert _plays(s, moon) == {None, ids["o"]}  # on its own, or on his own Treglean planet only
    before = Position(s).produced(A)
    play(s, identity, on=ids["o"])
    assert s.ip[moon]["loc"] == ids["o"] and s.ip[moon]["cmb"]
    second = hand_card(s, identity)
    assert _plays(s, second) == {None}  # the outpost already has its Treglean moon
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    after = Position(s).produced(A)
    assert {k: after[k] - before[k] for k in ("supply", "energy", "ammunition")} == {"supply": 1, "energy": 1, "ammunition": 2}


SCENARIOS = {
    "T2|barren moon": barren_moon_takes_two_economy_from_an_opponent_planet_or_system,
    "T5|planet atoll": planet_atoll_takes_no_units,
    "T1|small moon hidden moon": small_moon_hidden_moon_lets_one_ship_raid_its_terrain,
    "A3|eclipse position": eclipse_position("A3|eclipse position", 3),
    "A5|eclipse position": eclipse_position("A5|eclipse position", 5),
    "A4|tranquility": tranquility_clears_and_wards_its_terrain_of_ability_cards,
    "O2|social combat": social_combat_raids_a_crew_and_drops_the_ships_shields_for_a_player_turn,
    "T3|moon treglean moon": treglean_moon_combines_with_one_treglean_planet,
    "H4|solar winds": solar_winds_blows_a_ship_off_terrain_and_keeps_it_off,
    "E5|technical readout": technical_readout_lets_its_base_fire_at_an_unprotected_sector_hq,
    "C10|privateer": privateer_fully_engages_its_location_as_a_card_action,
    "T7|pirate alcove": pirate_alcove_hides_and_unprotects_pirate_ships_on_it,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
