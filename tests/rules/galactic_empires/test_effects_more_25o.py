"""New Empires cards whose text the card language says, written as data (issue 25, branch issue-25o):
each scenario plays the real card from the project's data and asserts what its text states (its
numbers, its targets, whose choice, what happens to the card).

Rules read first: GEerrata "M2 Skullets" (skullets damage ships or bases, played against a unit or
played to a skull reaper and activated against a unit).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, damage, duel, hand_card, targets_of, volley
from .test_effects_more_argonian import in_play
from .test_effects_more_decks_h import BARE, MATE, OFFICER, OTHER, _missions, _pass_reactions, _rescue
from .test_effects_more_language import GUN, research_or_look

SKULL_REAPER = "M9|skull reaper"
SKULLETS = "M2|skullets"
LAB = mk("T9", "Test Research World", gen_research=9)


def _hulk(k: str, **stats):
    return mk("S9", f"Test Hulk {k}", **stats)


def _ops(s, c: int) -> list[dict]:
    return [a for a in s.legal_actions(s.ip[c]["c"]) if a["type"] == "operate" and a["card"] == c]


def skull_reaper() -> None:
    """NE: "Causes four damage to each of three opponent ships or bases in the fleet on which it is
    played. - Destroyed by research and or weapons fire." """
    s, ids = duel(theirs=[*[(k, _hulk(k), None) for k in "abcd"], ("lab", LAB, None)], hand=[SKULL_REAPER])
    skip_to(s, "play_a")
    assert targets_of(s, SKULL_REAPER) == {-1 - B}  # against the opponent fleet, on no card
    act(s, "play", card=hand_card(s, SKULL_REAPER), on=-1 - B)
    r = in_play(s, SKULL_REAPER)
    assert s.ip[r]["loc"] is None and r not in s.hand[A]
    end_turn(s, draws=0)  # B's turn starts: three of his four ships, its player's pick
    for k in "abc":
        frame = s.pending[-1]
        assert frame["p"] == A and ids["d"] in {o["card"] for o in frame["options"]}
        act(s, "use", card=ids[k])
    assert [damage(s, ids[k]) for k in "abcd"] == [(0, 4), (0, 4), (0, 4), (0, 0)]
    for _ in range(9):  # his research, equal to its strength, destroys it
        act(s, "research", card=r)
    assert r not in s.ip and r in s.discard[A]
    # A fleet of three or fewer: each of them, no choice.
    s, ids = duel(theirs=[("a", _hulk("a", shields=2), None), ("b", _hulk("b"), None)], hand=[SKULL_REAPER])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, SKULL_REAPER), on=-1 - B)
    end_turn(s, draws=0)
    assert not s.pending and damage(s, ids["a"]) == (2, 2) and damage(s, ids["b"]) == (0, 4)
    # Weapons fire and research count together: 8 damage points, then 1 research point.
    gun = mk("S9", "Test Gun Hulk", phasers=9)
    s, ids = duel(theirs=[("g", gun, None), ("lab", mk("T9", "Test Lab One", gen_research=1), None)], hand=[SKULL_REAPER])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, SKULL_REAPER), on=-1 - B)
    r = in_play(s, SKULL_REAPER)
    end_turn(s, draws=0)
    assert damage(s, ids["g"]) == (0, 4)  # his only unit
    skip_to(s, "fire")
    volley(s, r, [(ids["g"], "phaser")] * 8)
    assert r in s.ip  # 8 of 9
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # B's next turn: hit again, then his research
    act(s, "research", card=r)
    assert r not in s.ip
    # Or weapons fire alone: 9 phasers.
    s, ids = duel(theirs=[("g", gun, None)], hand=[SKULL_REAPER])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, SKULL_REAPER), on=-1 - B)
    r = in_play(s, SKULL_REAPER)
    end_turn(s, draws=0)
    skip_to(s, "fire")
    volley(s, r, [(ids["g"], "phaser")] * 9)
    assert r not in s.ip


def skullets() -> None:
    """NE: "Causes two damage and is then discarded. - If played to a skull reaper the skullets are
    not discarded and each skullet can be used once per turn." (GEerrata: on ships or bases.)"""
    s, ids = duel(mine=[("own", mk("S5", "Test Own Ship"), None)],
                  theirs=[("a", _hulk("a", shields=1), None), ("b", _hulk("b"), None)],
                  hand=[SKULLETS, SKULLETS, SKULL_REAPER])
    skip_to(s, "play_a")
    assert targets_of(s, SKULLETS) == {ids["a"], ids["b"]}  # opponent ships or bases, not own ones
    first = hand_card(s, SKULLETS)
    act(s, "play", card=first, on=ids["a"])
    _pass_reactions(s)
    assert damage(s, ids["a"]) == (1, 1)  # two damage, shields first
    assert first not in s.ip and first in s.discard[A]  # then discarded
    act(s, "play", card=hand_card(s, SKULL_REAPER), on=-1 - B)
    r = in_play(s, SKULL_REAPER)
    assert targets_of(s, SKULLETS) == {ids["a"], ids["b"], r}  # or its player's skull reaper
    act(s, "play", card=hand_card(s, SKULLETS), on=r)
    _pass_reactions(s)
    [sk] = [c for c in s.ip if s.ci[c].card["identity"] == SKULLETS]
    assert s.ip[sk]["loc"] == r  # not discarded: it stays on the reaper
    assert damage(s, ids["b"]) == (0, 0)
    act(s, "operate", card=sk, ability="ability0")
    frame = s.pending[-1]
    assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["a"], ids["b"]}
    act(s, "use", card=ids["b"])
    _pass_reactions(s)
    assert damage(s, ids["b"]) == (0, 2)
    assert not _ops(s, sk)  # once per turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # A's next turn: used again
    skip_to(s, "play_a")
    assert _ops(s, sk)


COMMAND_DISJUNCTION = "L6|command disjunction"


def command_disjunction() -> None:
    """NE: "Causes one opponent's fleet to operate at 2 fewer command points (but not less than 1) for
    two turns and is then discarded." """
    admiral = mk("C3", "Test Admiral", gen_command=2)
    s, ids = duel(theirs=[("u", mk("S3", "Test Hull"), None), ("o", admiral, "u")], hand=[COMMAND_DISJUNCTION])
    skip_to(s, "play_a")
    assert targets_of(s, COMMAND_DISJUNCTION) == {-1 - B}  # against one opponent's fleet
    act(s, "play", card=hand_card(s, COMMAND_DISJUNCTION), on=-1 - B)
    x = in_play(s, COMMAND_DISJUNCTION)
    seen = []
    for _ in range(3):
        end_turn(s, draws=0)  # B's turn
        skip_to(s, "play_a")
        seen.append((s.cmd[B], x in s.ip))
        end_turn(s, draws=0)  # A's turn
    assert seen == [(4 - 2, True), (4 - 2, True), (4, False)]  # two of his turns, then discarded
    assert x in s.discard[A] and s.cmd[A] == 2  # its player's fleet untouched
    # Not less than 1: a fleet of 2 command points operates at 1.
    s, ids = duel(hand=[COMMAND_DISJUNCTION])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, COMMAND_DISJUNCTION), on=-1 - B)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert s.cmd[B] == 1


CIVILIAN_TRANSPORTER = "E1|civilian transporter"


def _move(s, ids, x: int, to: int, label: str, crew: list[str]) -> None:
    [op] = [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == x and a.get("on") == to]
    act(s, "operate", **{k: v for k, v in op.items() if k not in ("player", "type")})
    labels = [o for o in s.pending[-1]["options"] if "label" in o] if s.pending else []
    if len(labels) > 1:  # (one option open: taken without asking)
        act(s, "use", option=next(o["option"] for o in labels if o["label"] == label), label=label)
    for k in crew:
        act(s, "use", card=ids[k])
    _pass_reactions(s)


def civilian_transporter() -> None:
    """NE (R/E1): "May be played on terrain (planets, moons or systems only), bases or ships. - Allows
    up to two crew cards at one location to be transported to another. The transporter must be at one
    of the two locations. - To board an opponent unit that unit's shields must be down. - May only
    transport crew from a unit being destroyed if played in reaction mode." """
    planet = mk("T5", "Test Planet Five", tags=["Planet"])
    system = mk("T6", "Test System Six", tags=["SystemTerrain"])
    mine = [("own", mk("S5", "Test Own Cruiser"), None), ("there", OTHER, None), ("p", planet, None),
            ("sys", system, None), ("rock", mk("T3", "Test Asteroid Rock", tags=["Asteroid"]), None),
            ("o1", OFFICER, "own"), ("o2", MATE, "own"), ("o3", OFFICER, "own"), ("m1", MATE, "there")]
    s, ids = duel(mine=mine, hand=[CIVILIAN_TRANSPORTER])
    skip_to(s, "play_a")
    assert targets_of(s, CIVILIAN_TRANSPORTER) == {ids[k] for k in ("own", "there", "p", "sys")}  # not the asteroid
    x = hand_card(s, CIVILIAN_TRANSPORTER)
    act(s, "play", card=x, on=ids["own"])
    _pass_reactions(s)
    assert s.ip[x]["loc"] == ids["own"]
    _move(s, ids, x, ids["there"], "transport crew from here", ["o1", "o2"])
    assert not s.pending  # up to two: no third
    assert s.ip[ids["o1"]]["loc"] == s.ip[ids["o2"]]["loc"] == ids["there"] and s.ip[ids["o3"]]["loc"] == ids["own"]
    assert s.ip[x]["loc"] == ids["own"]  # it stays at its location
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == x]  # once a turn
    # Or to its location from another (it is at one of the two).
    s, ids = duel(mine=[*mine, ("x", CIVILIAN_TRANSPORTER, "p")])
    skip_to(s, "play_a")
    assert {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["x"]} == {
        ids["own"], ids["there"], ids["sys"], ids["rock"]}
    _move(s, ids, ids["x"], ids["own"], "transport crew here", ["o1", "o3"])
    assert s.ip[ids["o1"]]["loc"] == s.ip[ids["o3"]]["loc"] == ids["p"] and s.ip[ids["o2"]]["loc"] == ids["own"]
    # Boarding: two crew cards of its location on missions to one opponent unit whose shields are down.
    s, ids = duel(mine=[("own", mk("S5", "Test Own Cruiser"), None), ("x", CIVILIAN_TRANSPORTER, "own"),
                        ("m1", "C2|mercenary", "own"), ("m2", "C2|mercenary", "own"), ("m3", "C2|mercenary", "own")],
                  theirs=[("hulk", BARE, None), ("f1", OFFICER, "hulk"), ("f2", OFFICER, "hulk"),
                          ("guarded", mk("S4", "Test Shielded Hull", shields=2), None), ("g1", OFFICER, "guarded")])
    skip_to(s, "play_a")
    first = {a["on"] for a in _missions(s, ids["m1"])}
    assert ids["f1"] in first and ids["g1"] not in first  # not through shields that are up
    for m, f in (("m1", "f1"), ("m2", "f2")):
        mission = next(a for a in _missions(s, ids[m]) if a["on"] == ids[f])
        act(s, "operate", **{k: v for k, v in mission.items() if k not in ("player", "type")})
        _pass_reactions(s)
        assert ids[f] not in s.ip
    assert not _missions(s, ids["m3"])  # two crew cards
    # In reaction mode: two crew cards carried off an own ship about to be destroyed.
    s, ids = duel(mine=[("g", GUN, None)],
                  theirs=[("c", mk("S2", "Test Doomed Scout", shields=1), None), ("h", OTHER, None),
                          ("rock", mk("T3", "Test Asteroid Rock", tags=["Asteroid"]), None), ("o1", OFFICER, "c"), ("o2", MATE, "c"), ("o3", OFFICER, "c")],
                  hand_b=[CIVILIAN_TRANSPORTER])
    x = _rescue(s, ids, CIVILIAN_TRANSPORTER)  # played to the hull, the one place it may be (not the asteroid)
    act(s, "use", option=0, label="transport crew")
    act(s, "use", card=ids["o1"])
    act(s, "use", card=ids["o2"])
    _pass_reactions(s)
    assert ids["c"] not in s.ip and s.ip[ids["o1"]]["loc"] == s.ip[ids["o2"]]["loc"] == s.ip[x]["loc"] == ids["h"]
    assert ids["o3"] not in s.ip and ids["o3"] in s.discard[B]  # a third is lost with the ship
    assert s.ip[x]["c"] == B


GENETIC_MUTATION = "A4|genetic mutation"


def genetic_mutation() -> None:
    """NE: "Must be played to a crew, dragon or monster card. - Negative ability cards cannot be played
    to the crew, dragon or monster card on which it is played. - May discard any one ability card
    played to an opponent fleet. This card is discarded to do this." """
    s, ids = duel(mine=[("u", mk("S5", "Test Own Cruiser"), None), ("c", OFFICER, "u"), ("d", mk("D3", "Test Own Drake"), None)],
                  theirs=[("v", OTHER, None), ("k", MATE, "v")], hand=[GENETIC_MUTATION, "M2|vymezies particle", "A6|omniscience"])
    monster = Position(s).put(A, "M2|vymezies particle", ids["v"])  # its player's monster, on an opponent ship
    assert targets_of(s, GENETIC_MUTATION) == {ids["c"], ids["d"], monster}  # his own crew, dragon or monster
    act(s, "play", card=hand_card(s, GENETIC_MUTATION), on=ids["c"])
    _pass_reactions(s)
    assert ids["c"] in targets_of(s, "A6|omniscience")  # its player's own ability cards still may be
    # An opponent's (negative) ability card may not be played to it; to another crew card, yes.
    anarchist = "A5|anarchist"
    s, ids = duel(theirs=[("u", OTHER, None), ("c", OFFICER, "u"), ("gm", GENETIC_MUTATION, "c"), ("c2", MATE, "u")],
                  hand=[anarchist])
    assert targets_of(s, anarchist) == {ids["c2"]}
    # Its function: one ability card in an opponent's fleet discarded, and this card with it.
    s, ids = duel(mine=[("u", mk("S5", "Test Own Cruiser"), None), ("c", OFFICER, "u"), ("gm", GENETIC_MUTATION, "c"),
                        ("c2", MATE, "u"), ("mine", "A6|omniscience", "c2")],
                  theirs=[("v", OTHER, None), ("k", MATE, "v"), ("om", "A6|omniscience", "k")])
    skip_to(s, "play_a")
    ops = [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["gm"]]
    assert {a["on"] for a in ops} == {ids["om"]}  # not an ability card of his own fleet
    act(s, "operate", **{k: v for k, v in ops[0].items() if k not in ("player", "type")})
    _pass_reactions(s)
    assert ids["om"] not in s.ip and ids["om"] in s.discard[B]
    assert ids["gm"] not in s.ip and ids["gm"] in s.discard[A]
    assert ids["mine"] in s.ip
    # R/A4, in reaction mode: an opponent's ability card being played to his fleet is discarded.
    s, ids = duel(mine=[("u", mk("S5", "Test Own Cruiser"), None), ("c", OFFICER, "u")],
                  theirs=[("v", OTHER, None), ("k", MATE, "v")], hand=[GENETIC_MUTATION], hand_b=["A6|omniscience"])
    gm = hand_card(s, GENETIC_MUTATION)
    end_turn(s, draws=0)
    skip_to(s, "play_a")  # B's turn
    om = hand_card(s, "A6|omniscience", seat=B)
    act(s, "play", card=om, on=ids["k"])
    while s.pending and s.pending[-1]["k"] == "react" and s.current_players() == [B]:
        act(s, "pass")
    _react(s, A, gm)
    assert om not in s.ip and om in s.discard[B] and gm not in s.ip and gm in s.discard[A]
MASTER_SPY = "C9|master spy"


def _react(s, seat: int, card: int) -> None:
    [play] = [a for a in s.legal_actions(seat) if a["type"] == "react" and a["card"] == card]
    s.apply(play)
    _pass_reactions(s)


def master_spy() -> None:
    """NE (R/C9): "When played, a master spy allows the owner to view an opponent's current hand and is
    then used as a regular crew card as follows: - When played in reaction, a master spy may substitute
    himself for another crew card which has been affected by an opponent's card play or card action." """
    secrets = [mk("S2", "Test Secret One"), mk("S3", "Test Secret Two")]
    s, ids = duel(mine=[("u", mk("S5", "Test Own Cruiser"), None), ("t", mk("T3", "Test Rock Three"), None)],
                  theirs=[("v", OTHER, None)], hand=[MASTER_SPY], hand_b=secrets)
    assert targets_of(s, MASTER_SPY) == {ids["u"], ids["t"]}  # his own locations
    x = hand_card(s, MASTER_SPY)
    act(s, "play", card=x, on=ids["u"])
    _pass_reactions(s)
    assert s.ip[x]["loc"] == ids["u"]  # then a regular crew card
    assert sorted(c["id"] for c in s.view(A)["seen"]) == sorted(s.hand[B])  # the opponent's whole hand
    assert s.view(B)["seen"] == []  # seen by him alone
    # In reaction: an opponent's card played on one of his crew cards lands on the spy instead.
    s, ids = duel(theirs=[("u", OTHER, None), ("c", MATE, "u")], hand=["A5|anarchist"], hand_b=[MASTER_SPY])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "A5|anarchist"), on=ids["c"])
    x = hand_card(s, MASTER_SPY, seat=B)
    _react(s, B, x)
    [an] = [k for k in s.ip if s.ci[k].card["identity"] == "A5|anarchist"]
    assert s.ip[x]["loc"] == ids["u"] and s.ip[an]["loc"] == x and s.view(B)["seen"] == []
    # Or an opponent's card action: the mercenary's kill takes the spy instead.
    s, ids = duel(mine=[("own", mk("S5", "Test Own Cruiser"), None), ("x", "E2|transporter", "own"), ("m", "C2|mercenary", "own")],
                  theirs=[("u", BARE, None), ("c", OFFICER, "u")], hand_b=[MASTER_SPY])
    skip_to(s, "play_a")
    [kill] = [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["m"] and a.get("on") == ids["c"]]
    s.apply(kill)
    x = hand_card(s, MASTER_SPY, seat=B)
    _react(s, B, x)
    assert ids["c"] in s.ip and x not in s.ip and x in s.discard[B]


YORL = "C10|yorl the forsaken"


def yorl_the_forsaken() -> None:
    """NE: "May attack and return by shuttle or transporter doing all the following each turn: -
    Destroy any 1 equipment card. - Kill any 1 crew card. - Cause 3 damage to a ship or base." """
    theirs = [("h", mk("S6", "Test Their Hulk", shields=1), None), ("f1", mk("C9", "Test Strong Crew"), "h"),
              ("f2", mk("C2", "Test Weak Crew"), "h"), ("e1", mk("E3", "Test Gear"), "h"),
              ("e2", mk("E9", "Test Big Gear"), "h"), ("z", mk("S3", "Test Other Three"), None)]
    s, ids = duel(mine=[("own", mk("S5", "Test Own Cruiser"), None), ("x", "E6|oscillating transporter", "own"),
                        ("y", YORL, "own")], theirs=theirs)
    skip_to(s, "play_a")
    assert {a["on"] for a in _missions(s, ids["y"])} == {ids["h"], ids["z"]}  # an opponent ship or base
    go = next(a for a in _missions(s, ids["y"]) if a["on"] == ids["h"])
    act(s, "operate", **{k: v for k, v in go.items() if k not in ("player", "type")})
    _pass_reactions(s)
    frame = s.pending[-1]
    assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["e1"], ids["e2"]}
    act(s, "use", card=ids["e2"])  # any equipment card (stronger than he is too)
    assert {o["card"] for o in s.pending[-1]["options"]} == {ids["f1"], ids["f2"]}
    act(s, "use", card=ids["f1"])  # any crew card
    assert ids["e2"] not in s.ip and ids["f1"] not in s.ip and ids["e1"] in s.ip and ids["f2"] in s.ip
    assert damage(s, ids["h"]) == (1, 2)  # and 3 damage to the unit, shields first
    assert s.ip[ids["y"]]["loc"] == ids["own"]  # and return
    assert not _missions(s, ids["y"])  # each turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert _missions(s, ids["y"])
    # By shuttle or transporter: none on his unit, no attack.
    s, ids = duel(mine=[("own", mk("S5", "Test Own Cruiser"), None), ("y", YORL, "own")], theirs=theirs)
    skip_to(s, "play_a")
    assert not _missions(s, ids["y"])


CLYDON_SCOUT_CRAFT = "S1|clydon scout craft"


def clydon_scout_craft() -> None:
    """NE (R/S1): "Generates one research point per turn or allows the owning player to look at one
    randomly selected card in an opponent's hand each turn." (Its reaction-mode play: not offered.)"""
    research_or_look(CLYDON_SCOUT_CRAFT)


SCENARIOS = {
    CLYDON_SCOUT_CRAFT: clydon_scout_craft,
    YORL: yorl_the_forsaken,
    MASTER_SPY: master_spy,
    GENETIC_MUTATION: genetic_mutation,
    CIVILIAN_TRANSPORTER: civilian_transporter,
    COMMAND_DISJUNCTION: command_disjunction,
    SKULL_REAPER: skull_reaper,
    SKULLETS: skullets,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
