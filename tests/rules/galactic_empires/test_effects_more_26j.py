"""More Galactic Invaders and Time Gates cards whose text the card language says, written as data
(issue 26, branch j): each scenario plays the real card from the project's data and asserts what its
text states.

Rules read first: v2.1 ANDROMEDA BOUND ("Andromeda Bound ships regenerate 2 Shields (not 1) each
turn"), INDIRIGAN NOMAD TRIBES; GEfaq, GEqa, GEerrata and GEUnofficialErrata have no entries for these
cards.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires import effects
from rules.galactic_empires.engine import cardinfo
from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, place, refresh, skip_to
from .test_effects_cards import A, B, CRUISER, PLANET, damage, duel, hand_card, play, volley
from .test_effects_more_decks_h import BARE, MATE, OFFICER, _missions, _ops
from .test_effects_more_language import pass_reactions

HULK = mk("S9", "Test Hulk", shields=2)
BASTION = mk("B4", "Test Bastion", shields=1)


def temporal_ion_storm_damages_one_ship_or_base_of_each_opponent() -> None:
    """"Causes damage indicated above to one ship or base in each opponent fleet. - Discarded after
    use": its 6 points (its strength) to one ship or base of the opponent, card damage, shields first."""
    identity = "H6|temporal ion storm"
    s, ids = duel(mine=[("own", HULK, None)], theirs=[("h", HULK, None), ("t", PLANET, None), ("b", BASTION, "t")],
                  hand=[identity])
    storm = hand_card(s, identity)
    play(s, identity)
    while s.pending:
        frame = s.pending[-1]
        assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["h"], ids["b"]}  # no terrain, none of his
        act(s, "use", card=ids["h"])
    assert damage(s, ids["h"]) == (2, 4) and damage(s, ids["b"]) == (0, 0) and damage(s, ids["own"]) == (0, 0)
    assert storm not in s.ip and storm in s.discard[s._dk(A)]


def andromeda_bound_regenerates_two_shields(identity: str):
    def check() -> None:
        s, ids = duel(mine=[("c", identity, None)])
        s.ip[ids["c"]]["sd"] = 5
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        assert s.active == A and s.ip[ids["c"]]["sd"] == 3  # 2 shields (not 1) regenerated

    return check


def survey_cruiser_makes_four_research_or_views_the_top_card_of_any_deck() -> None:
    """"- 2 shields (not 1) are regenerated each turn. - May produce 4 research or view the top card of
    any deck": its player's pick each turn, while it engages."""
    identity = "S5|survey cruiser andromeda bound cruiser"
    andromeda_bound_regenerates_two_shields(identity)()
    s, ids = duel(mine=[("c", identity, None)])
    pos = Position(s)
    assert pos.produced(A)["research"] == 0  # the printed 4 is the choice, not points made anyway
    pos.allocate(ids["c"], True)
    act(s, "operate", card=ids["c"], ability="ability0")
    pass_reactions(s)
    assert [o["label"] for o in s.pending[-1]["options"]] == ["4 research points", "view the top card of any deck"]
    research = s.pool.get("research", 0)
    act(s, "use", option=0, label="4 research points")
    assert s.pool.get("research", 0) == research + 4
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    Position(s).allocate(ids["c"], True)
    act(s, "operate", card=ids["c"], ability="ability0")
    pass_reactions(s)
    act(s, "use", option=1, label="view the top card of any deck")
    assert [o["label"] for o in s.pending[-1]["options"]] == ["seat 0", "seat 1"]  # any deck: his own too
    act(s, "use", option=1, label="seat 1")
    top = Position(s).deck_of(B)[-1]
    seen = s.view(A)["seen"]
    assert [x["id"] for x in seen] == [top] and s.view(B)["seen"] == []  # his alone


def command_cruiser_command_point_only_for_andromeda_bound() -> None:
    """"- 2 shields (not 1) are regenerated each turn. - Command point only applied when playing
    Andromeda Bound Tribe.\""""
    identity = "S6|command cruiser andromeda bound cruiser"
    andromeda_bound_regenerates_two_shields(identity)()
    for main, counted in (("Andromeda Bound", True), ("Argonian", False)):
        s, ids = duel(mine=[("c", identity, None)])
        s.main[A] = main
        Position(s).allocate(ids["c"], True)
        s2, _ = duel()
        s2.main[A] = main
        skip_to(s2, "play_a")
        skip_to(s, "play_a")
        assert s.cmd[A] - s2.cmd[A] == (1 if counted else 0), main


def corporate_economic_base_keeps_its_terrains_output() -> None:
    """"- The economic output of the terrain on which this base is located may not be reduced or
    negated": no negative point modifier reaches that terrain."""
    identity = "B8|corporate economic base"
    planet = mk("T5", "Test Planet", gen_supply=2, gen_energy=2, gen_economy=1, tags=["Planet"])
    for negative in ("O4|flood", "O2|comet impact", "M5|tectonic burrower"):
        s, ids = duel(mine=[("t", planet, None), ("n", negative, "t")])
        assert Position(s).produced(A)["energy"] == 0  # without the base: no energy from the planet
        s, ids = duel(mine=[("t", planet, None), ("b", identity, "t"), ("n", negative, "t")])
        out = Position(s).produced(A)
        assert (out["supply"], out["energy"], out["economy"]) == (2, 2, 1), negative
    s, ids = duel(mine=[("t", planet, None), ("o", planet, None), ("b", identity, "t"), ("n", "O4|flood", "o")])
    assert Position(s).produced(A)["energy"] == 2  # another terrain is not protected


def cybersist_crew_need_no_engagement_points() -> None:
    """"- All crew cards in the fleet do not require engagement points while the cybersist is in play.
    - Special functions of that crew which require points still require points.\""""
    identity = "C4|cybersist"
    dear = mk("C5", "Test Dear Officer", cost_supply=2, cost_energy=1)
    ship = mk("S5", "Test Ship", shields=2, cost_energy=2)
    s, ids = duel(mine=[("s", ship, None), ("d", dear, "s")], theirs=[("t", ship, None), ("x", dear, "t")])
    pos = Position(s)
    assert pos.needs(ids["d"]) == {"supply": 2, "energy": 1}
    s, ids = duel(mine=[("s", ship, None), ("d", dear, "s")], theirs=[("t", ship, None), ("x", dear, "t")],
                  hand=[identity])
    skip_to(s, "play_a")
    ids["y"] = hand_card(s, identity)
    play(s, identity, on=ids["s"])  # played to an own location
    pos = Position(s)
    assert not any(pos.needs(ids["d"]).values()) and not any(pos.needs(ids["y"]).values())  # its fleet's crew
    assert pos.needs(ids["s"]) == {"energy": 2}  # a ship still needs its points
    assert pos.needs(ids["x"]) == {"supply": 2, "energy": 1}  # not an opponent's crew


def _next_own_allocation(s) -> None:
    end_turn(s, draws=0)  # A's turn
    end_turn(s, draws=0)  # B's turn: A's next Allocation Phase


def energy_panels_store_their_unused_energy_for_one_turn() -> None:
    """"- May be played during the Allocation Phase. - Unused energy from this card may be stored for use
    during the following turn. Stored energy must be used on the following turn or it is lost.\""""
    identity = "E4|energy panels"
    ship = mk("S5", "Test Ship", shields=2)
    s, ids = duel(mine=[("s", ship, None)], hand=[identity])
    assert s.phase == "alloc"
    panels = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == panels} == {ids["s"]}
    energy = s.pool.get("energy", 0)
    act(s, "play", card=panels, on=ids["s"])  # in the Allocation Phase
    pass_reactions(s)
    assert panels in s.ip and s.pool.get("energy", 0) == energy + 4  # its printed 4 energy
    s.pool["energy"] = 3  # 3 left unused
    skip_to(s, "play_a")
    assert s.ip[panels]["held:energy"] == 3
    _next_own_allocation(s)
    assert s.phase == "alloc" and s.pool["energy"] == 4 + 3  # the stored 3 joined this turn's 4
    s.pool["energy"] = 7  # none used: the 3 stored are lost, the 4 made this turn stored (at most its 4)
    skip_to(s, "play_a")
    assert s.ip[panels]["held:energy"] == 4
    _next_own_allocation(s)
    assert s.pool["energy"] == 4 + 4


def starburst_accelerator_damages_a_unit_each_turn_for_half_the_energy() -> None:
    """"- Played to any star, system or white dwarf terrain card. - Each turn, causes damage equal to the
    terrain card's unmodified strength to any 1 ship, or base in play in an opponent fleet. - This damage
    is treated as weapons fire. - Consumes 1/2 the energy point output of the terrain. - Discarded when
    the terrain card is.\""""
    identity = "E8|starburst accelerator"
    star = mk("T5", "Test Star", gen_energy=5, gen_supply=1, tags=["StarTerrain"])
    system = mk("T6", "Test System", gen_energy=2, tags=["SystemTerrain"])
    s, ids = duel(mine=[("star", star, None), ("sys", system, None), ("p", PLANET, None)],
                  theirs=[("h", HULK, None), ("h2", HULK, None)], hand=[identity])
    skip_to(s, "play_a")
    acc = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == acc} == {ids["star"], ids["sys"]}
    before = Position(s).produced(A)
    play(s, identity, on=ids["star"])
    after = Position(s).produced(A)
    assert after["energy"] == before["energy"] - 3 and after["supply"] == before["supply"]  # 5 halved: 2
    act(s, "operate", card=acc, ability="ability0")
    pass_reactions(s)
    assert {o["card"] for o in s.pending[-1]["options"]} == {ids["h"], ids["h2"]}
    act(s, "use", card=ids["h"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["h"]) == (2, 3)  # 5 (the star's strength), its 2 shields first
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn
    Position(s).destroy(ids["star"], B)
    assert acc not in s.ip  # discarded with its terrain


def space_time_portal_returns_its_terrain_to_the_hand() -> None:
    """"- Played on a terrain card. - Terrain card (not those cards played to it) is returned to hand,
    not discarded, when terrain is destroyed. - Discarded after use.\""""
    identity = "E7|space time portal"
    base = mk("B4", "Test Outpost", shields=1)
    s, ids = duel(mine=[("t", PLANET, None), ("b", base, "t")], hand=[identity])
    skip_to(s, "play_a")
    portal = hand_card(s, identity)
    play(s, identity, on=ids["t"])
    assert s.ip[portal]["loc"] == ids["t"]
    Position(s).destroy(ids["t"], B)
    assert ids["t"] in s.hand[A] and ids["t"] not in s.ip  # the terrain back in the hand
    assert ids["b"] in s.discard[s._dk(A)] and portal in s.discard[s._dk(A)]  # the cards played to it discarded


def orbital_mine_hits_its_terrain_stack() -> None:
    """"- When the unit on which this card is located is on a terrain, this mine may be activated against
    the terrain or any unit on the terrain stack. - Causes 4 points of damage to the card against which
    it is activated (may damage terrain). - Discarded after use.\""""
    identity = "E3|orbital mine"
    raider = mk("S4", "Test Raider", shields=1)
    world = mk("T6", "Test World", gen_economy=3)
    s, ids = duel(mine=[("r", raider, None), ("m", identity, "r")],
                  theirs=[("w", world, None), ("b", BASTION, "w"), ("h", HULK, None)])
    skip_to(s, "play_a")
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # its unit on no terrain
    s.ip[ids["r"]]["loc"] = ids["w"]  # the raider against B's world
    s._kids = None
    Position(s).changed()
    offered = {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["m"]}
    assert offered == {ids["w"], ids["b"]}  # the terrain or a unit of its stack, not the hulk elsewhere
    act(s, "operate", card=ids["m"], ability="ability0", on=ids["w"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["w"]) == (0, 4)  # 4 points to the terrain
    assert ids["m"] not in s.ip and ids["m"] in s.discard[s._dk(A)]


def geko_gnats_take_two_from_each_volley_and_move_on() -> None:
    """"- Played to a Gekonauak ship. - Ship sustains 2 less damage each opponent volley. - When the ship
    is destroyed, the Geko gnats must move to another Geko ship or be discarded.\""""
    identity = "M2|geko gnats"
    geko = mk("S5", "Test Geko Ship", shields=2, phasers=2, main_empire="Gekonauak", empires=["Gekonauak"])
    other = mk("S5", "Test Other Ship", shields=2, phasers=2)
    gun = mk("S9", "Test Gun", phasers=9)
    s, ids = duel(mine=[("g", geko, None), ("g2", geko, None), ("o", other, None)], hand=[identity])
    skip_to(s, "play_a")
    gnats = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == gnats} == {ids["g"], ids["g2"]}
    s, ids = duel(mine=[("gun", gun, None)],
                  theirs=[("g", geko, None), ("n", identity, "g"), ("g2", geko, None), ("g3", geko, None), ("o", other, None)])
    volley(s, ids["g"], [(ids["gun"], "phaser")] * 5)
    assert damage(s, ids["g"]) == (2, 1)  # 5 - 2
    volley(s, ids["o"], [(ids["gun"], "phaser")] * 4)
    assert damage(s, ids["o"]) == (2, 2)  # not another ship
    Position(s).destroy(ids["g"], A)
    frame = s.pending[-1]
    assert frame["p"] == B and {o["card"] for o in frame["options"]} == {ids["g2"], ids["g3"]}  # another Geko ship
    choice = next(a for a in s.legal_actions(B) if a["type"] == "use" and a.get("card") == ids["g2"])
    s.apply(choice)
    while s.pending:
        s.apply({"player": s.current_players()[0], "type": "pass"})
    assert ids["g"] not in s.ip and s.ip[ids["n"]]["loc"] == ids["g2"]  # the ship destroyed, the gnats moved on
    Position(s).destroy(ids["g3"], A)
    Position(s).destroy(ids["g2"], A)
    while s.pending:
        s.apply({"player": s.current_players()[0], "type": "pass"})
    assert ids["n"] not in s.ip and ids["n"] in s.discard[s._dk(B)]  # no other Geko ship: discarded

def empire_fighter(identity: str, empire: str, phasers: int, heavy: int):
    """"- Played to a <empire> unit. - When discarded is returned to the owner's hand. - Each turn, may
    either fire weapons or transport up to 1 crew from one location to another or from location on a
    there-and-back mission." (Its printed weapons: the unit's while it sits there, each turn.)"""

    def scenario() -> None:
        unit = mk("S5", f"Test {empire} Cruiser", shields=2, phasers=3, heavy_weapons=2, main_empire=empire, empires=[empire])
        there = mk("S4", f"Test {empire} Hull", main_empire=empire, empires=[empire])
        s, ids = duel(mine=[("own", unit, None), ("there", there, None), ("plain", CRUISER, None)], hand=[identity])
        skip_to(s, "play_a")
        f = hand_card(s, identity)
        assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == f} == {ids["own"], ids["there"]}
        s, ids = duel(mine=[("own", unit, None), ("there", there, None), ("x", identity, "own"),
                            ("merc", "C2|mercenary", "own"), ("o1", OFFICER, "own"), ("o2", MATE, "own")],
                      theirs=[("bare", BARE, None), ("foe", OFFICER, "bare")])
        skip_to(s, "play_a")
        assert s._phasers(ids["own"]) == 3 + phasers and s._heavy(ids["own"]) == 2 + heavy  # its weapons, its unit's
        assert _missions(s, ids["merc"])  # a crew card may use it for a there-and-back mission
        [move] = [a for a in _ops(s, ids["x"]) if a["on"] == ids["there"]]
        act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
        pass_reactions(s)
        act(s, "use", option=0, label="carry crew")
        act(s, "use", card=ids["o1"])
        pass_reactions(s)
        assert not s.pending  # up to 1 crew card: no second
        assert s.ip[ids["o1"]]["loc"] == s.ip[ids["x"]]["loc"] == ids["there"]  # it goes with the crew
        assert s._phasers(ids["own"]) == 3 and s._phasers(ids["there"]) == 0  # it transported: it does not fire
        assert not _ops(s, ids["x"]) and not _missions(s, ids["merc"])  # one function a turn
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        skip_to(s, "play_a")
        assert s._phasers(ids["there"]) == phasers and s._heavy(ids["there"]) == heavy  # at its new unit, each turn
        Position(s).destroy(ids["there"], B)
        while s.pending:
            s.apply({"player": s.current_players()[0], "type": "pass"})
        assert ids["x"] in s.hand[A] and ids["x"] not in s.ip  # discarded: back to its owner's hand

    return scenario


def sublight_debris(identity: str, amount: int, terrain_and_units: bool):
    """H4: "Played against a terrain. All ships on the terrain take 2 points of damage each turn -
    Negated (discarded) by an engaged minesweeper in play on the terrain." H7: "- Terrain and all units
    on the terrain take 3 points of damage each turn." (the rest alike)."""

    def scenario() -> None:
        world = mk("T9", "Test Big World", gen_economy=3)
        ship = mk("S9", "Test Hulk", shields=1)
        s, ids = duel(theirs=[("w", world, None), ("s", ship, "w"), ("b", BASTION, "w"), ("o", ship, None)],
                      hand=[identity])
        skip_to(s, "play_a")
        debris = hand_card(s, identity)
        assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == debris} == {ids["w"]}
        play(s, identity, on=ids["w"])
        assert debris in s.ip and damage(s, ids["s"]) == (0, 0)
        end_turn(s, draws=0)  # B's turn starts: the debris does its damage
        assert damage(s, ids["s"]) == (1, amount - 1)  # card damage: its shield first
        assert damage(s, ids["o"]) == (0, 0)  # not a ship elsewhere
        assert damage(s, ids["b"]) == ((1, amount - 1) if terrain_and_units else (0, 0))  # a base: H7 only
        assert damage(s, ids["w"]) == ((0, amount) if terrain_and_units else (0, 0))  # the terrain: H7 only
        end_turn(s, draws=0)  # A's turn: nothing
        assert damage(s, ids["s"]) == (1, amount - 1)
        end_turn(s, draws=0)  # B's next turn: again (its shield regenerated first)
        assert damage(s, ids["s"]) == (1, 2 * amount - 2)
        # An engaged minesweeper on the terrain negates it (discarded), played there or already there.
        sweeper = "S4|zedan minesweeper zdi minesweeper"
        s, ids = duel(theirs=[("w", world, None), ("s", ship, "w")], hand=[identity], hand_b=[sweeper])
        skip_to(s, "play_a")
        debris = hand_card(s, identity)
        play(s, identity, on=ids["w"])
        place(s, B, sweeper, ids["w"])
        end_turn(s, draws=0)
        assert debris not in s.ip and debris in s.discard[s._dk(A)] and damage(s, ids["s"]) == (0, 0)
        s, ids = duel(theirs=[("w", world, None), ("s", ship, "w"), ("m", sweeper, "w")], hand=[identity])
        skip_to(s, "play_a")
        debris = hand_card(s, identity)
        play(s, identity, on=ids["w"])
        assert debris not in s.ip and debris in s.discard[s._dk(A)]
        s, ids = duel(theirs=[("w", world, None), ("s", ship, "w"), ("m", sweeper, "w")], hand=[identity])
        s.ip[ids["m"]]["e"] = False  # a disengaged one does not
        skip_to(s, "play_a")
        debris = hand_card(s, identity)
        play(s, identity, on=ids["w"])
        assert debris in s.ip

    return scenario


def base_engineer_adds_supply_per_base_and_saves_their_energy() -> None:
    """"When on terrain (planet, moon or system only), allows the following: - Increases the supply
    output of the terrain by 1 point for each base on the terrain. - Bases on the terrain may engage
    for 1 less energy.\""""
    identity = "C4|base engineer"
    planet = mk("T5", "Test Planet", gen_supply=2, gen_energy=2, tags=["Planet"])
    rock = mk("T5", "Test Rock", gen_supply=2, gen_energy=2, tags=["Asteroid"])
    depot = mk("B4", "Test Depot", shields=1, cost_energy=2)
    for world, works in ((planet, True), (rock, False)):
        s0, ids0 = duel(mine=[("t", world, None), ("b1", depot, "t"), ("b2", depot, "t"), ("far", depot, None)])
        s, ids = duel(mine=[("t", world, None), ("b1", depot, "t"), ("b2", depot, "t"), ("far", depot, None),
                            ("e", identity, "t")])
        before, after = Position(s0).produced(A), Position(s).produced(A)
        assert after["supply"] - before["supply"] == (2 if works else 0)  # 1 for each of its 2 bases
        assert after["energy"] == before["energy"]  # its printed symbols are no points of its own
        assert Position(s).needs(ids["b1"]) == ({"energy": 1} if works else {"energy": 2})
        assert Position(s).needs(ids["far"]) == {"energy": 2}  # not a base elsewhere


def cybercyst_doubles_crew_and_equipment_engagement_points() -> None:
    """"- Played on any opponent fleet. - All crew and equipment cards in the fleet require twice the
    engagement points. - Special functions that require points do not require double points. -
    Discarded when a cyber mage of equal or higher strength is played into the affected fleet or when
    energy points equal to twice its strength have been applied.\""""
    identity = "M4|cybercyst"
    officer = mk("C3", "Test Dear Officer", cost_supply=1, cost_energy=1)
    gadget = mk("E3", "Test Gadget", cost_energy=2)
    ship = mk("S5", "Test Ship", shields=2, cost_energy=2)
    power = mk("T9", "Test Power", gen_energy=9)
    theirs = [("p", power, None), ("s", ship, None), ("o", officer, "s"), ("g", gadget, "s")]
    s, ids = duel(mine=[("ms", ship, None), ("mo", officer, "ms")], theirs=theirs, hand=[identity])
    cyst = hand_card(s, identity)
    skip_to(s, "play_a")
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == cyst} == {-1 - B}
    play(s, identity, on=-1 - B)
    pos = Position(s)
    assert pos.needs(ids["o"]) == {"supply": 2, "energy": 2} and pos.needs(ids["g"]) == {"energy": 4}
    assert pos.needs(ids["s"]) == {"energy": 2}  # not a ship
    assert pos.needs(ids["mo"]) == {"supply": 1, "energy": 1}  # not another fleet
    end_turn(s, draws=0)
    assert [a for a in s.legal_actions(B) if a["type"] == "pay_negate"] == [{"player": B, "type": "pay_negate", "card": cyst}]
    energy = s.pool["energy"]
    act(s, "pay_negate", card=cyst)
    assert cyst not in s.ip and s.pool["energy"] == energy - 8  # twice its strength
    # A cyber mage of equal or higher strength played into the fleet discards it; a weaker one does not.
    # (Test crew cards named as the cyber mages, played as cards with no text: the real ones are not
    # yet played by the engine.)
    for mage, gone in ((mk("C6", "Test Cyber Mage"), True), (mk("C4", "Test Cyber Mage"), True),
                       (mk("C5", "Test Psyber Mage"), True), (mk("C3", "Test Cyber Mage"), False)):
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(cardinfo, "_INFO_CACHE", {})
            mp.setitem(effects.CARD_EFFECTS, mage["identity"], ({"effect": "equip", "where": "own_location"},))
            _mage_played_into_the_fleet(identity, theirs, mage, gone)


def _mage_played_into_the_fleet(identity: str, theirs: list, mage: dict, gone: bool) -> None:
    if True:
        s, ids = duel(theirs=theirs, hand=[identity], hand_b=[mage])
        cyst = hand_card(s, identity)
        play(s, identity, on=-1 - B)
        end_turn(s, draws=0)
        refresh(s)  # B a veteran of several turns too
        skip_to(s, "play_a")
        m = hand_card(s, mage["key"], seat=B)
        act(s, "play", card=m, on=ids["s"])
        while s.pending:
            s.apply({"player": s.current_players()[0], "type": "pass"})
        assert (cyst not in s.ip) == gone, mage["identity"]  # a strength 3 one is weaker: it stays


def time_exchange_swaps_a_hand_card_for_a_new_draw() -> None:
    """"- When played to the discard pile (card play) allows the owning player to discard 1 card from his
    hand replacing it with a newly drawn card (not a card play). - Discarded after use." (R/L3)"""
    identity = "L3|time exchange"
    s, ids = duel(hand=[identity, PLANET])
    skip_to(s, "play_a")
    tx = hand_card(s, identity)
    planet = hand_card(s, PLANET["key"])
    size, plays = len(s.hand[A]), s.plays
    top = Position(s).deck_of(A)[-1]
    act(s, "play", card=tx)
    pass_reactions(s)
    assert [o["label"] for o in s.pending[-1]["options"]][:1] == ["exchange a card of the hand"]
    act(s, "use", option=0, label="exchange a card of the hand")
    act(s, "use", card=planet)
    pass_reactions(s)
    assert planet in s.discard[s._dk(A)] and top in s.hand[A]  # discarded, replaced by the deck's top card
    assert len(s.hand[A]) == size - 1  # the same hand size, less the time exchange played
    assert s.plays == plays + 1  # its own play is a card play; the exchange is none
    assert tx not in s.ip and tx in s.discard[s._dk(A)]
    # In reaction mode, to what an opponent does (here his card played).
    s, ids = duel(hand=[PLANET], hand_b=[identity, PLANET])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, PLANET["key"]))
    tx = hand_card(s, identity, seat=B)
    offered = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == tx]
    assert offered
    planet, top = hand_card(s, PLANET["key"], seat=B), Position(s).deck_of(B)[-1]
    s.apply(offered[0])
    while s.pending and s.pending[-1]["k"] == "react":
        s.apply({"player": s.current_players()[0], "type": "pass"})
    s.apply({"player": B, "type": "use", "option": 0, "label": "exchange a card of the hand"})
    s.apply({"player": B, "type": "use", "card": planet})
    assert planet in s.discard[s._dk(B)] and top in s.hand[B] and tx in s.discard[s._dk(B)]


def dyson_sphere_triples_its_terrain_and_keeps_it() -> None:
    """"- Triples the terrain point output. - Terrain cannot be destroyed by any means until the dyson
    sphere is. - All damage scored on this base is halved.\""""
    identity = "B10|dyson sphere"
    world = mk("T4", "Test World", gen_supply=2, gen_energy=1)
    gun = mk("S9", "Test Gun", phasers=9)
    s, ids = duel(mine=[("w", world, None)], hand=[identity])
    skip_to(s, "play_a")
    sphere = hand_card(s, identity)
    assert ids["w"] in {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == sphere}
    before = Position(s).produced(A)
    s, ids = duel(mine=[("w", world, None), ("d", identity, "w")])  # engaged on its terrain
    after = Position(s).produced(A)
    assert (after["supply"] - before["supply"], after["energy"] - before["energy"]) == (4, 2)  # 2 -> 6, 1 -> 3
    s, ids = duel(mine=[("gun", gun, None)], theirs=[("w", world, None), ("d", identity, "w")])
    volley(s, ids["d"], [(ids["gun"], "phaser")] * 7)
    assert sum(damage(s, ids["d"])) == 3  # 7 halved, the fraction dropped
    Position(s).deal_damage(ids["w"], 6, "card", A)
    Position(s).destroy(ids["w"], A)
    assert ids["w"] in s.ip and ids["d"] in s.ip  # not destroyed while the sphere stands
    Position(s).destroy(ids["d"], A)
    while s.pending:
        s.apply({"player": s.current_players()[0], "type": "pass"})
    Position(s).destroy(ids["w"], A)
    assert ids["w"] not in s.ip  # the sphere gone: it is


def space_time_rift(identity: str, strength: int):
    """"- Played against a ship of equal or lesser strength. - Ships and all accompanying cards are moved
    to the reserve fleet. - Discarded after use.\""""

    def scenario() -> None:
        ship = mk(f"S{strength}", "Test Ship", shields=1)
        big = mk(f"S{strength + 1}", "Test Big Ship", shields=1)
        s, ids = duel(theirs=[("s", ship, None), ("c", OFFICER, "s"), ("big", big, None)], hand=[identity, "M2|snare vines"])
        skip_to(s, "play_a")
        rift = hand_card(s, identity)
        assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == rift} == {ids["s"]}
        ids["m"] = place(s, A, "M2|snare vines", ids["s"])  # an opponent's card on it too
        reserve_b, reserve_a = len(s.reserve[B]), len(s.reserve[A])
        play(s, identity, on=ids["s"])
        assert ids["s"] not in s.ip and ids["s"] in s.reserve[B] and ids["c"] in s.reserve[B]  # with its crew
        assert ids["m"] in s.reserve[A]  # each card to its owner's reserve fleet
        assert len(s.reserve[B]) == reserve_b + 2 and len(s.reserve[A]) == reserve_a + 1
        assert rift not in s.ip and rift in s.discard[s._dk(A)]

    return scenario


def secret_service_alien_is_a_crew_card_with_no_function() -> None:
    """Flavour text alone ("Often empires would train covert agents ..."): a strength 4 crew card played
    to an own location, with no function of its own."""
    identity = "C4|secret service alien"
    ship = mk("S5", "Test Ship", shields=2)
    s, ids = duel(mine=[("s", ship, None)], hand=[identity])
    skip_to(s, "play_a")
    agent = hand_card(s, identity)
    before = Position(s).produced(A)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == agent} == {ids["s"]}
    play(s, identity, on=ids["s"])
    assert s.ip[agent]["loc"] == ids["s"] and s._strength(agent) == 4
    assert not [a for a in s.legal_actions(A) if a.get("card") == agent]  # nothing to operate
    assert Position(s).produced(A) == before


SCENARIOS = {
    "H6|temporal ion storm": temporal_ion_storm_damages_one_ship_or_base_of_each_opponent,
    "S5|survey cruiser andromeda bound cruiser": survey_cruiser_makes_four_research_or_views_the_top_card_of_any_deck,
    "S6|command cruiser andromeda bound cruiser": command_cruiser_command_point_only_for_andromeda_bound,
    "B8|corporate economic base": corporate_economic_base_keeps_its_terrains_output,
    "C4|cybersist": cybersist_crew_need_no_engagement_points,
    "E4|energy panels": energy_panels_store_their_unused_energy_for_one_turn,
    "E8|starburst accelerator": starburst_accelerator_damages_a_unit_each_turn_for_half_the_energy,
    "E7|space time portal": space_time_portal_returns_its_terrain_to_the_hand,
    "E3|orbital mine": orbital_mine_hits_its_terrain_stack,
    "M2|geko gnats": geko_gnats_take_two_from_each_volley_and_move_on,
    "E5|krebiz fighter krebiz krill f fighter": empire_fighter("E5|krebiz fighter krebiz krill f fighter", "Krebiz", 1, 1),
    "E6|mechad virus fighter": empire_fighter("E6|mechad virus fighter", "Mechad", 1, 2),
    "H4|sublight debris": sublight_debris("H4|sublight debris", 2, False),
    "H7|sublight debris": sublight_debris("H7|sublight debris", 3, True),
    "C4|base engineer": base_engineer_adds_supply_per_base_and_saves_their_energy,
    "M4|cybercyst": cybercyst_doubles_crew_and_equipment_engagement_points,
    "L3|time exchange": time_exchange_swaps_a_hand_card_for_a_new_draw,
    "B10|dyson sphere": dyson_sphere_triples_its_terrain_and_keeps_it,
    "H3|space time rift": space_time_rift("H3|space time rift", 3),
    "H4|space time rift": space_time_rift("H4|space time rift", 4),
    "C4|secret service alien": secret_service_alien_is_a_crew_card_with_no_function,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
