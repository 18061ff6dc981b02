"""New Empires cards whose text the card language already says, written as data (issue 25, branch
issue-25l): each scenario plays the real card from the project's data and asserts what its text
states (its numbers, its targets, whose choice, what happens to the card).

Rules read first: v2.1 "THERE-AND-BACK MISSION RULES" and GEfaq "Shuttles" (a shuttle travels with
what it transports, zero crew included); GEerrata's list of R/ equipment (R/E2 Transport Shuttle).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires import decks, stocking
from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, new_game, place, refresh, skip_to, stacked
from .test_effects_cards import BIG, CRUISER, ROCK, SMALL, A, B, duel, hand_card, one_shot_phasers, play
from .test_effects_more_decks_h import BARE, MATE, OFFICER, OTHER, _missions, _ops, _pass_reactions, _rescue
from .test_effects_more_language import GUN

TRANSPORT_SHUTTLE = "E2|transport shuttle"
GEAR = mk("E3", "Test Gear")


def _operate_to(s, ids, unit: str, to: str) -> None:
    [move] = [a for a in _ops(s, ids[unit]) if a["on"] == ids[to]]
    act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
    _pass_reactions(s)


def transport_shuttle() -> None:
    """NE: "May do one of the following each turn: - Transport 3 crew cards or 1 equipment card from
    one location to another. - May be used by one crew card (marine, boarding party etc.) for one
    there-and-back mission." (R/E2: played in reaction mode too.)"""
    mine = [("own", CRUISER, None), ("there", OTHER, None), ("x", TRANSPORT_SHUTTLE, "own"),
            ("o1", OFFICER, "own"), ("o2", MATE, "own"), ("o3", OFFICER, "own"), ("o4", MATE, "own"),
            ("gear", GEAR, "own")]
    s, ids = duel(mine=mine, theirs=[("bare", BARE, None)])
    skip_to(s, "play_a")
    assert s._phasers(ids["own"]) == 3  # no weapons of its own
    _operate_to(s, ids, "x", "there")
    assert s.pending[-1]["p"] == A  # his pick: crew or equipment
    act(s, "use", option=0, label="carry up to 3 crew cards")
    act(s, "use", option=0, label="carry crew")
    for k in ("o1", "o2", "o3"):
        act(s, "use", card=ids[k])
    _pass_reactions(s)
    assert not s.pending  # 3 crew cards: no fourth
    assert {s.ip[ids[k]]["loc"] for k in ("o1", "o2", "o3", "x")} == {ids["there"]}  # it goes with them
    assert s.ip[ids["o4"]]["loc"] == s.ip[ids["gear"]]["loc"] == ids["own"]
    assert not _ops(s, ids["x"])  # one function a turn
    # Or 1 equipment card (his pick), and it goes with it.
    s, ids = duel(mine=mine + [("gear2", GEAR, "own")], theirs=[("bare", BARE, None)])
    skip_to(s, "play_a")
    _operate_to(s, ids, "x", "there")
    act(s, "use", option=1, label="carry 1 equipment card")
    frame = s.pending[-1]
    assert frame["p"] == A
    assert {o["card"] for o in frame["options"] if "card" in o} == {ids["gear"], ids["gear2"]}  # not itself, not crew
    act(s, "use", card=ids["gear"])
    _pass_reactions(s)
    assert s.ip[ids["gear2"]]["loc"] == ids["own"]  # 1 equipment card only
    assert s.ip[ids["gear"]]["loc"] == s.ip[ids["x"]]["loc"] == ids["there"]
    assert all(s.ip[ids[k]]["loc"] == ids["own"] for k in ("o1", "o2", "o3", "o4"))
    assert not _ops(s, ids["x"])
    # Or one crew card's there-and-back mission (any crew card), and then no transport that turn.
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", TRANSPORT_SHUTTLE, "own"),
                        ("m1", "C2|mercenary", "own"), ("m2", "C2|mercenary", "own")],
                  theirs=[("hulk", OTHER, None), ("f1", OFFICER, "hulk"), ("f2", OFFICER, "hulk")])
    skip_to(s, "play_a")
    mission = next(a for a in _missions(s, ids["m1"]) if a["on"] == ids["f1"])
    act(s, "operate", **{k: v for k, v in mission.items() if k not in ("player", "type")})
    _pass_reactions(s)
    assert ids["f1"] not in s.ip  # the mercenary killed the crew card
    assert not _missions(s, ids["m2"]) and not _ops(s, ids["x"])  # one mission, its function of the turn
    # In reaction mode: 3 crew cards carried off an own ship about to be destroyed.
    s, ids = duel(mine=[("g", GUN, None)],
                  theirs=[("c", SMALL, None), ("h", OTHER, None), ("o1", OFFICER, "c"),
                          ("o2", MATE, "c"), ("o3", OFFICER, "c"), ("o4", MATE, "c")],
                  hand_b=[TRANSPORT_SHUTTLE])
    x = _rescue(s, ids, TRANSPORT_SHUTTLE)
    act(s, "use", option=0, label="carry up to 3 crew cards")
    act(s, "use", option=0, label="carry crew")
    for k in ("o1", "o2", "o3"):
        act(s, "use", card=ids[k])
    _pass_reactions(s)
    assert ids["c"] not in s.ip
    assert {s.ip[ids[k]]["loc"] for k in ("o1", "o2", "o3")} == {ids["h"]} and s.ip[x]["loc"] == ids["h"]
    assert ids["o4"] not in s.ip and ids["o4"] in s.discard[B]  # a fourth is lost with the ship
    assert s.ip[x]["c"] == B


ASSAULT_FIGHTER = "E8|assault fighter"


def assault_fighter() -> None:
    """NE, UE: "Can do one of the following each turn: - Transport up to 2 crew cards from one
    location to another. - May be used by two crew cards (marine, boarding party etc.) at the same
    location for there-and-back missions to 1 other location. - Fire its weapons." (Heavy Weapon x2,
    Phasers x2; R/E8: played in reaction mode too.)"""
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", ASSAULT_FIGHTER, "own"),
                        ("o1", OFFICER, "own"), ("o2", MATE, "own"), ("o3", OFFICER, "own")],
                  theirs=[("bare", BARE, None)])
    skip_to(s, "play_a")
    assert s._phasers(ids["own"]) == 3 + 2 and s._heavy(ids["own"]) == 2 + 2  # its 2 phasers, 2 heavy weapons
    _operate_to(s, ids, "x", "there")
    act(s, "use", option=0, label="carry crew")
    for k in ("o1", "o2"):
        act(s, "use", card=ids[k])
    _pass_reactions(s)
    assert not s.pending  # up to 2 crew cards: no third
    assert {s.ip[ids[k]]["loc"] for k in ("o1", "o2", "x")} == {ids["there"]} and s.ip[ids["o3"]]["loc"] == ids["own"]
    assert s._phasers(ids["own"]) == 3 and s._phasers(ids["there"]) == 0  # it transported: it does not fire
    assert not _ops(s, ids["x"])  # one function a turn
    # Or two crew cards of its location on there-and-back missions, both to one other location.
    s, ids = duel(mine=[("own", CRUISER, None), ("x", ASSAULT_FIGHTER, "own"), ("m1", "C2|mercenary", "own"),
                        ("m2", "C2|mercenary", "own"), ("m3", "C2|mercenary", "own")],
                  theirs=[("hulk", OTHER, None), ("f1", OFFICER, "hulk"), ("f2", OFFICER, "hulk"),
                          ("f3", OFFICER, "hulk"), ("wreck", BARE, None), ("g1", OFFICER, "wreck")])
    skip_to(s, "play_a")
    first = {a["on"] for a in _missions(s, ids["m1"])}
    assert {ids["f1"], ids["g1"]} <= first  # the first mission: any opponent location
    mission = next(a for a in _missions(s, ids["m1"]) if a["on"] == ids["f1"])
    act(s, "operate", **{k: v for k, v in mission.items() if k not in ("player", "type")})
    _pass_reactions(s)
    assert ids["f1"] not in s.ip
    second = {a["on"] for a in _missions(s, ids["m2"])}
    assert ids["f2"] in second and ids["g1"] not in second  # the second: to the same location only
    mission = next(a for a in _missions(s, ids["m2"]) if a["on"] == ids["f2"])
    act(s, "operate", **{k: v for k, v in mission.items() if k not in ("player", "type")})
    _pass_reactions(s)
    assert ids["f2"] not in s.ip
    assert not _missions(s, ids["m3"])  # two crew cards: a third may not
    assert s._phasers(ids["own"]) == 3 and s._heavy(ids["own"]) == 2 and not _ops(s, ids["x"])
    one_shot_phasers(ASSAULT_FIGHTER, 2, "S7|argonian heavy carrier argonian ionstorm heavy carrier")()
    # In reaction mode: 2 crew cards carried off an own ship about to be destroyed.
    s, ids = duel(mine=[("g", GUN, None)],
                  theirs=[("c", SMALL, None), ("h", OTHER, None), ("o1", OFFICER, "c"), ("o2", MATE, "c"),
                          ("o3", OFFICER, "c")],
                  hand_b=[ASSAULT_FIGHTER])
    x = _rescue(s, ids, ASSAULT_FIGHTER)
    act(s, "use", option=0, label="carry crew")
    act(s, "use", card=ids["o1"])
    act(s, "use", card=ids["o2"])
    _pass_reactions(s)
    assert ids["c"] not in s.ip and s.ip[ids["o1"]]["loc"] == s.ip[ids["o2"]]["loc"] == s.ip[x]["loc"] == ids["h"]
    assert ids["o3"] not in s.ip and ids["o3"] in s.discard[B]  # a third is lost with the ship
    assert s.ip[x]["c"] == B


TIME_PORTAL = "O10|time portal"


def time_portal() -> None:
    """NE: "Played on a terrain card. - Each turn, during the Draw Cards Phase, the top card on the
    discard pile is returned to owner's hand." (Its player's pile, each of his turns.)"""
    old, top = mk("S2", "Test Old Wreck"), mk("C3", "Test Lost Mate")
    s, ids = duel(mine=[("t", mk("T4", "Test Moon"), None)], theirs=[("their", mk("T5", "Test Their World"), None)],
                  hand=[TIME_PORTAL, old, top], hand_b=[mk("S3", "Test Their Wreck")])
    skip_to(s, "play_a")
    c = hand_card(s, TIME_PORTAL)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert {ids["t"], ids["their"]} <= plays  # a terrain card, his own or an opponent's
    play(s, TIME_PORTAL, on=ids["their"])
    assert c in s.ip and s.ip[c]["loc"] == ids["their"] and s.ip[c]["c"] == A
    w, m = hand_card(s, old["key"]), hand_card(s, top["key"])
    theirs = hand_card(s, "S3|test their wreck", seat=B)
    Position(s).discard(A, [w, m]).discard(B, [theirs])  # the wreck first, the mate on top
    assert Position(s).discard_of(A)[-1] == m
    skip_to(s, "draw")
    assert m in s.hand[A] and m not in s.discard[A]  # the top card, back in his hand
    assert w in s.discard[A] and w not in s.hand[A]  # one card only
    end_turn(s, draws=0)
    skip_to(s, "draw")  # the opponent's Draw Cards Phase: nothing for anyone
    assert theirs in s.discard[B] and w in s.discard[A]
    end_turn(s, draws=0)
    skip_to(s, "draw")  # each of his turns
    assert w in s.hand[A] and c in s.ip
    # It leaves play with its terrain.
    s, ids = duel(mine=[("t", mk("T1", "Test Pebble"), None), ("p", TIME_PORTAL, "t")])
    Position(s).destroy(ids["t"], by=B)
    assert ids["t"] not in s.ip and ids["p"] not in s.ip


def vymezies(identity: str, strength: int, amount: int, units: str = "SB"):
    """NE: "Played on terrain cards of equal or lesser strength. That terrain provides no points until
    the vymezies <...> is destroyed. - Causes <amount> points of damage each turn to any one ship or
    base in the fleet to which it's played. - Destroyed by damage points equal to its strength." (Its player picks, each of his turns.)"""

    def scenario() -> None:
        rich = mk(f"T{strength}", "Test Rich World", gen_economy=3, gen_supply=2)
        s, ids = duel(mine=[("own", mk(f"T{strength}", "Test Own World"), None), ("g", GUN, None)],
                      theirs=[("t", rich, None), ("big", mk(f"T{strength + 1}", "Test Big World"), None),
                              ("y", mk("S9", "Test Hulk", shields=1), None), ("z", mk("S9", "Test Other Hulk"), None),
                              ("b", mk("B3", "Test Fort"), "big"), ("d", mk("D3", "Test Drake"), None)],
                      hand=[identity])
        skip_to(s, "play_a")
        c = hand_card(s, identity)
        plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
        assert plays == {ids["t"]}  # an opponent terrain of equal or lesser strength only
        before = Position(s).produced(B)
        play(s, identity, on=ids["t"])
        after = Position(s).produced(B)
        assert (before["economy"] - after["economy"], before["supply"] - after["supply"]) == (3, 2)  # no points
        assert Position(s).damage_of(ids["y"]) == Position(s).damage_of(ids["z"]) == (0, 0)
        end_turn(s, draws=0)
        end_turn(s, draws=0)  # its player's next turn: he picks the ship or base
        frame = s.pending[-1]
        assert frame["p"] == A
        hit = {ids["y"], ids["z"], ids["b"]} | ({ids["d"]} if "D" in units else set())
        assert {o["card"] for o in frame["options"] if "card" in o} == hit  # of that fleet only
        act(s, "use", card=ids["y"])
        assert sum(Position(s).damage_of(ids["y"])) == amount and Position(s).damage_of(ids["z"]) == (0, 0)
        assert c in s.ip and not s.pending
        # Destroyed by damage points equal to its strength: the terrain's player fires at it.
        assert Position(s).target_ok(B, c)  # a hostile monster on his card
        Position(s).deal_damage(c, strength - 1, "phaser", by=B)
        Position(s).check_monster(c)
        assert c in s.ip
        Position(s).deal_damage(c, 1, "phaser", by=B)
        Position(s).check_monster(c)
        assert c not in s.ip
        assert Position(s).produced(B)["economy"] == before["economy"]  # the terrain's points again

    return scenario


INTOXICATION = "L3|intoxication"


def intoxication() -> None:
    """NE: "The crew card on which this card is played cannot function for one turn. - If played to a
    bar tender the bar tender is placed back into the hand. - A bar tender played in reaction will
    cause this card to be discarded. - Discarded after use." (Any crew card.)"""
    scientist = mk("C3", "Test Scientist", gen_research=3)
    s, ids = duel(theirs=[("y", mk("S5", "Test Hull"), None), ("c", scientist, "y")],
                  mine=[("own", mk("S4", "Test Own"), None), ("m", mk("C2", "Test Own Mate", gen_research=1), "own")],
                  hand=[INTOXICATION])
    skip_to(s, "play_a")
    x = hand_card(s, INTOXICATION)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == x}
    assert plays == {ids["c"], ids["m"]}  # a crew card, either side's; never a ship
    before = Position(s).produced(B)["research"]
    play(s, INTOXICATION, on=ids["c"])
    assert Position(s).produced(B)["research"] == before - 3  # it cannot function
    end_turn(s, draws=0)
    assert x in s.ip and Position(s).produced(B)["research"] == before - 3  # its player's turn: still not
    end_turn(s, draws=0)
    assert x not in s.ip and x in s.discard[A]  # one turn: discarded after use
    assert Position(s).produced(B)["research"] == before
    # On a bar tender: the bar tender goes back to its owner's hand; this card is used.
    s, ids = duel(theirs=[("y", mk("S5", "Test Hull"), None), ("bt", "C1|bar tender", "y")], hand=[INTOXICATION])
    skip_to(s, "play_a")
    x = hand_card(s, INTOXICATION)
    play(s, INTOXICATION, on=ids["bt"])
    assert ids["bt"] not in s.ip and ids["bt"] in s.hand[B]
    assert x not in s.ip and x in s.discard[A]
    # A bar tender played to its location discards it.
    s, ids = duel(theirs=[("y", mk("S5", "Test Hull"), None), ("c", scientist, "y"), ("z", mk("S4", "Test Other"), None)],
                  hand=[INTOXICATION], hand_b=["C1|bar tender", "C1|bar tender"])
    skip_to(s, "play_a")
    x = hand_card(s, INTOXICATION)
    play(s, INTOXICATION, on=ids["c"])
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "C1|bar tender", seat=B), on=ids["z"])
    _pass_reactions(s)
    assert x in s.ip  # a bar tender elsewhere does nothing to it
    act(s, "play", card=hand_card(s, "C1|bar tender", seat=B), on=ids["y"])
    _pass_reactions(s)
    assert x not in s.ip and x in s.discard[A] and ids["c"] in s.ip


def watches_one_opponents_draws(identity: str):
    """"May look at one opponent card draw (when drawn) each complete turn" (T7 Sensor Planet, NE; UE:
    "1 opponent's card draws"); "May look at one opponent's card draws each complete turn" (C4
    Intelligence Officer): his choice as that opponent's Draw Cards Phase begins; each card drawn then
    is seen by him alone."""

    def scenario() -> None:
        where = [("t", mk("T4", "Test Moon"), None), ("io", identity, "t")] if identity[0] == "C" else [("io", identity, None)]
        s, ids = duel(mine=where)
        end_turn(s, draws=0)
        assert s.active == B
        skip_to(s, "draw")
        frame = s.pending[-1]
        assert frame["p"] == A  # his choice, as B's Draw Cards Phase begins
        act(s, "use", option=0, label="look at this opponent's card draws")
        act(s, "draw")
        act(s, "draw")
        drawn = s.hand[B][-2:]
        assert sorted(x["id"] for x in s.view(A)["seen"]) == sorted(drawn)  # each card drawn, as drawn
        assert s.view(B)["seen"] == [] and s.view(None)["seen"] == []  # his alone
        act(s, "end")
        end_turn(s, draws=0)  # his own turn: his draws are not watched
        assert s.active == B
        skip_to(s, "draw")  # a new complete turn: his choice again; he declines
        assert s.pending and s.pending[-1]["p"] == A
        act(s, "pass")
        act(s, "draw")
        assert s.hand[B][-1] not in [x["id"] for x in s.view(A)["seen"]]
        # Three players: one opponent's draws each complete turn.
        C = 2
        s = new_game([stacked([BIG, *[c for _, c, _ in where]], 40), stacked([ROCK], 40), stacked([ROCK], 40)])
        placed: dict[str, int] = {}
        for label, c, on in where:
            placed[label] = place(s, A, c if isinstance(c, str) else c["key"], placed[on] if on else None)
        refresh(s)
        end_turn(s, draws=0)
        skip_to(s, "draw")
        assert s.active == B and s.pending[-1]["p"] == A
        act(s, "use", option=0, label="look at this opponent's card draws")
        act(s, "draw")
        act(s, "end")
        assert s.active == C
        skip_to(s, "draw")
        assert not s.pending  # he watched B's draws this complete turn: not C's too
        act(s, "draw")
        assert s.hand[C][-1] not in [x["id"] for x in s.view(A)["seen"]]

    return scenario


def intelligence_officer() -> None:
    """NE: "All spies, spy technicians, double agents and other espionage-type crew in play are two
    points stronger. - May look at one opponent's card draws each complete turn." (The look: the
    watches_one_opponents_draws scenario.)"""
    identity = "C4|intelligence officer"
    mine = [("y", mk("S5", "Test Hull"), None), ("spy", "C6|spy", "y"), ("mate", mk("C3", "Test Mate"), "y"),
            ("tr", mk("A3", "Test Training", tags=["ShipClassSpyship"]), "mate")]
    theirs = [("z", mk("S5", "Test Their Hull"), None), ("tech", "C5|spy technician", "z"), ("ms", "C9|master spy", "z"),
              ("foe", mk("C5", "Test Foe"), "z")]
    s, ids = duel(mine=mine, theirs=theirs)
    pos = Position(s)
    before = {k: pos.strength(ids[k]) for k in ("spy", "mate", "tr", "tech", "ms", "foe")}
    s, ids = duel(mine=[*mine, ("io", identity, "y")], theirs=[*theirs, ("da", "A6|double agent", "foe")])
    pos = Position(s)
    after = {k: pos.strength(ids[k]) for k in ("spy", "mate", "tr", "tech", "ms", "foe")}
    assert {k: after[k] - before[k] for k in after} == {"spy": 2, "mate": 0, "tr": 0, "tech": 2, "ms": 2, "foe": 0}
    assert pos.strength(ids["da"]) == 6 + 2  # a double agent too
    assert pos.strength(ids["io"]) == 4  # not itself
    watches_one_opponents_draws(identity)()


def cyber_mites() -> None:
    """NE, UE: "Allows all equipment at location to function without point requirements. - Adds 3
    strength to all equipment cards and cyber mages at location. - Destroyed when ship or base is
    destroyed." (On a ship or base.)"""
    identity = "M7|cyber mites"
    gear = mk("E4", "Test Gear", cost_energy=2, cost_supply=1)
    mine = [("y", mk("S5", "Test Hull"), None), ("g", gear, "y"), ("mage", "C4|cyber mage", "y"),
            ("mate", mk("C3", "Test Mate"), "y"), ("other", mk("S4", "Test Other"), None), ("g2", gear, "other")]
    s, ids = duel(mine=mine, theirs=[("z", mk("S5", "Test Their Hull"), None)], hand=[identity])
    skip_to(s, "play_a")
    pos = Position(s)
    assert pos.needs(ids["g"]) == {"energy": 2, "supply": 1}
    before = {k: pos.strength(ids[k]) for k in ("g", "mage", "mate", "g2")}
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert {ids["y"], ids["other"], ids["z"]} <= plays and ids["mate"] not in plays  # a ship or base
    play(s, identity, on=ids["y"])
    pos = Position(s)
    assert pos.needs(ids["g"]) == {} and pos.needs(ids["g2"]) == {"energy": 2, "supply": 1}  # at its location only
    after = {k: pos.strength(ids[k]) for k in ("g", "mage", "mate", "g2")}
    assert {k: after[k] - before[k] for k in after} == {"g": 3, "mage": 3, "mate": 0, "g2": 0}
    pos.destroy(ids["y"], by=B)
    assert c not in s.ip and ids["y"] not in s.ip  # destroyed with its ship


def penteir_system() -> None:
    """NE, UE: "... the Pentier trade with all empires except the Mechad. - May not be used in a Mechad
    deck." The deck checker refuses it in a Mechad deck only; in play its printed points."""
    identity = "T5|system penteir system"
    card = decks.by_identity()[identity]
    assert stocking.deck_restriction(card) == "not:Mechad"
    s, ids = duel(mine=[("t", identity, None)])
    made = Position(s).produced(A)
    attrs = card["attributes"]
    assert (made["economy"], made["supply"], made["energy"], made["ammunition"]) == (
        attrs["gen_economy"], attrs["gen_supply"], attrs["gen_energy"], attrs["gen_ammunition"]) == (1, 1, 1, 2)


def pot_armed_launch() -> None:
    """NE: "The P.O.T. often fielded these minor units for attrition operations." Flavour: its printed
    stats play it."""
    s, ids = duel(mine=[("x", "S1|p o t armed launch", None)])
    pos = Position(s)
    assert (pos.shields(ids["x"]), pos.phasers(ids["x"]), pos.heavy(ids["x"])) == (2, 1, 2)
    assert pos.needs(ids["x"]) == {"energy": 1}


def blookerak_gas_giant() -> None:
    """NE, UE: "Many gas giants became primary production junctions within an empire's stellar
    pathways." Flavour: its printed points."""
    s, ids = duel(mine=[("t", "T9|gas giant blookerak gas giant", None)])
    made = Position(s).produced(A)
    bare, _ = duel()
    base = Position(bare).produced(A)
    assert {k: made[k] - base[k] for k in ("economy", "supply", "energy", "ammunition", "research", "repair")} == {
        "economy": 0, "supply": 4, "energy": 4, "ammunition": 2, "research": 0, "repair": 0}


def parallel_universe() -> None:
    """NE: "On the turn this card is played, player may play as many crew cards as desired. - None of
    these crew cards count against the card play limit. - Discarded after use." (Its player's turn.)"""
    identity = "L4|parallel universe"
    rocks = [mk("T1", f"Test Pebble {n}") for n in range(3)]
    s, ids = duel(mine=[("y", mk("S5", "Test Hull"), None)], hand=[identity, *["C2|mercenary"] * 5, *rocks])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    act(s, "play", card=c)  # to his own fleet
    _pass_reactions(s)
    assert c in s.ip and s.plays == 1  # itself a card play
    for rock in rocks[:2]:
        act(s, "play", card=hand_card(s, rock["key"]))
    assert s.plays == 3  # the card play limit reached
    for _ in range(5):  # as many crew cards as desired
        act(s, "play", card=hand_card(s, "C2|mercenary"), on=ids["y"])
        _pass_reactions(s)
    assert s.plays == 3 and sum(s.ci[k].card["identity"] == "C2|mercenary" for k in s.ip) == 5
    assert not any(a.get("card") == hand_card(s, rocks[2]["key"]) for a in s.legal_actions(A))  # other cards: no
    end_turn(s, draws=0)
    assert c not in s.ip and c in s.discard[A]  # discarded after use
    end_turn(s, draws=0)
    skip_to(s, "play_a")


def defense_grid() -> None:
    """NE: "A maximum of one defense grid may be played on a ship. Provides the following each turn:
    - Two less damage from all hazard cards and mine explosions. - Cause two damage points to one
    independent opponent fighter or shuttlecraft each turn. - Exclusive P.O.T. technology." (On a P.O.T. ship.)"""
    identity = "E5|defense grid"
    pot = mk("S6", "Test P.O.T. Cruiser", empires=["P.O.T."], main_empire="P.O.T.", shields=1)
    s, ids = duel(mine=[("y", pot, None), ("g", identity, "y"), ("w", mk("S4", "Test Other"), None)],
                  theirs=[("z", mk("S5", "Test Their Hull"), None)], hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert ids["w"] in plays and ids["y"] not in plays and ids["z"] not in plays  # an own ship, one a ship
    # Hazard cards and mines: two less damage each, on its P.O.T. ship only.
    for ship, taken in ((pot, 0), (mk("S6", "Test Argonian Cruiser", empires=["Argonian"], main_empire="Argonian", shields=1), 2)):
        s, ids = duel(theirs=[("y", ship, None), ("g", identity, "y")], hand=["H4|cosmic rays"])
        skip_to(s, "play_a")
        play(s, "H4|cosmic rays", on=ids["y"])
        assert sum(Position(s).damage_of(ids["y"])) == taken  # the 2 of a hazard card
        s, ids = duel(mine=[("u", CRUISER, None), ("m", "E2|nuclear mine", "u")], theirs=[("y", ship, None), ("g", identity, "y")])
        skip_to(s, "play_a")
        act(s, "operate", card=ids["m"], on=ids["y"])
        _pass_reactions(s)
        assert sum(Position(s).damage_of(ids["y"])) == taken  # the 2 of a mine explosion
        s, ids = duel(mine=[("u", CRUISER, None)], theirs=[("y", ship, None), ("g", identity, "y")])
        skip_to(s, "fire")
        act(s, "target", on=ids["y"])
        for _ in range(3):
            act(s, "fire", card=ids["u"], weapon="phaser")
        act(s, "resolve")
        _pass_reactions(s)
        assert sum(Position(s).damage_of(ids["y"])) == 3  # weapons fire: in full
    # Its player's function: 2 damage to one independent opponent fighter or shuttle, once a turn.
    s, ids = duel(mine=[("y", pot, None), ("g", identity, "y")],
                  theirs=[("z", mk("S5", "Test Their Hull"), None), ("on", "E5|fighter", "z")], hand_b=["E3|shuttlecraft"])
    loose = Position(s).put(B, "E3|shuttlecraft", None)  # standing independently in B's fleet
    Position(s).allocate(ids["g"], True)  # its 1 energy: engaged
    skip_to(s, "play_a")
    ops = [a for a in s.legal_actions(A) if a.get("type") == "operate" and a.get("card") == ids["g"]]
    assert {a["on"] for a in ops} == {loose}  # independent only: not the fighter on a ship
    act(s, "operate", card=ids["g"], ability="ability0", on=loose)
    _pass_reactions(s)
    assert sum(Position(s).damage_of(loose)) == 2
    assert not [a for a in s.legal_actions(A) if a.get("type") == "operate" and a.get("card") == ids["g"]]


SCENARIOS = {
    "E5|defense grid": defense_grid,
    "L4|parallel universe": parallel_universe,
    "S1|p o t armed launch": pot_armed_launch,
    "T9|gas giant blookerak gas giant": blookerak_gas_giant,
    "T5|system penteir system": penteir_system,
    "M7|cyber mites": cyber_mites,
    "C4|intelligence officer": intelligence_officer,
    "T7|sensor planet": watches_one_opponents_draws("T7|sensor planet"),
    INTOXICATION: intoxication,
    "M6|vymezies blaze": vymezies("M6|vymezies blaze", 6, 6),
    "M2|vymezies particle": vymezies("M2|vymezies particle", 2, 2),
    "M4|vymezies matter": vymezies("M4|vymezies matter", 4, 4, units="SBD"),
    TIME_PORTAL: time_portal,
    ASSAULT_FIGHTER: assault_fighter,
    TRANSPORT_SHUTTLE: transport_shuttle,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
