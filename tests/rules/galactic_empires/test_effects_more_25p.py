"""Primary, Alpha and Beta cards that were partly modelled, now written in full (issue 25): each
scenario plays the real card from the project's data and asserts what its text states (its numbers,
its targets, whose choice, what happens to the card).

FAQ, Q&A and errata read first (GEfaq, GEqa, GEerrata, GEUnofficialErrata): only C5 Weapons Officer
has an entry (GEerrata: "Multiplies the damage caused by the weapons at his location by 1.5").
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, place, refresh, skip_to
from .test_effects_cards import A, B, CREW, CRUISER, ROCK, damage, duel, hand_card, play, targets_of, volley
from .test_effects_more_expansions import in_discard
from .test_effects_more_language import pass_reactions

GUNSHIP = mk("S9", "Test Gunship", phasers=9, heavy_weapons=3)
HULK = mk("S9", "Test Hulk")
PLANET = mk("T5", "Test World", tags=["Planet"])


def base_behind_a_planetary_shield(identity: str, phasers: int, research: int):
    """"This base is protected by the shields of a planetary shield card." (B4 Planetary Phaser Base,
    B4 Research Base; their phasers and research points are printed stats.)"""

    def scenario() -> None:
        s, ids = duel(mine=[("g", GUNSHIP, None)],
                      theirs=[("p", PLANET, None), ("b", identity, "p"), ("sh", "B1|planetary shield", "p")])
        volley(s, ids["b"], [(ids["g"], "phaser")] * 2)
        assert damage(s, ids["b"]) == (0, 0) and damage(s, ids["sh"]) == (2, 0)  # the shield's shields take it
        Position(s).deal_damage(ids["b"], 1, "card", A)
        assert damage(s, ids["b"]) == (0, 0) and damage(s, ids["sh"]) == (3, 0)  # card damage too
        s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("p", PLANET, None), ("b", identity, "p")])
        volley(s, ids["b"], [(ids["g"], "phaser")] * 2)
        assert sum(damage(s, ids["b"])) == 2  # no planetary shield on its terrain: it takes the damage itself
        # Its printed stats.
        s, ids = duel(mine=[("t", ROCK, None), ("b", identity, "t")], theirs=[("y", HULK, None)])
        pos = Position(s)
        pos.allocate(ids["b"], True)
        made = pos.produced(A)["research"]
        pos.allocate(ids["b"], False)
        assert made - pos.produced(A)["research"] == research
        pos.allocate(ids["b"], True)
        skip_to(s, "fire")
        volley(s, ids["y"], [(ids["b"], "phaser")] * phasers)
        assert sum(damage(s, ids["y"])) == phasers

    return scenario


def tram_refit_adds_two_trams_to_a_mechad_unit_ships_at_most_three_from_refits() -> None:
    """"Adds 2 Trams to a unit. - Ships are limited to a total of 3 additional Trams from refits.
    Bases are not limited. - Exclusive Mechad technology." """
    identity = "E4|tram refit"
    mechad_ship = mk("S5", "Test Mechad", main_empire="Mechad", heavy_weapons=1)
    mechad_base = mk("B5", "Test Mechad Base", main_empire="Mechad", empires=["Mechad"], heavy_weapons=1)
    s, ids = duel(mine=[("u", mechad_ship, None), ("no", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["u"]}  # exclusive Mechad technology
    play(s, identity, on=ids["u"])
    assert Position(s).heavy(ids["u"]) == 1 + 2  # two trams added
    refits = [("r1", identity, "u"), ("r2", identity, "u")]
    s, ids = duel(mine=[("u", mechad_ship, None)] + refits)
    assert Position(s).heavy(ids["u"]) == 1 + 3  # two refits on a ship: 3 trams from refits at most
    s, ids = duel(mine=[("u", mechad_ship, None), ("r1", identity, "u"), ("r2", "E2|tram refit", "u"),
                       ("r3", "E2|tram refit", "u")])
    assert Position(s).heavy(ids["u"]) == 1 + 3  # with other tram refits: a total of 3
    s, ids = duel(mine=[("u", mechad_base, None)] + refits)
    assert Position(s).heavy(ids["u"]) == 1 + 4  # bases are not limited


def ditto_doubles_the_points_of_a_point_generating_crew_card_but_not_its_command() -> None:
    """"- May only be played on crew cards which generate points. - Doubles the point output of any
    one crew card on which it is played. - Does not double a crew card's command points." """
    identity = "C1|confidential first chief executive deputy assistant to the ditto"
    clerk = mk("C3", "Test Clerk", gen_economy=1, gen_research=2, gen_command=1)
    idle = mk("C2", "Test Idler", gen_command=2)
    s, ids = duel(mine=[("sh", CRUISER, None), ("cl", clerk, "sh"), ("id", idle, "sh")],
                  theirs=[("y", CRUISER, None), ("oc", clerk, "y")], hand=[identity])
    assert targets_of(s, identity) == {ids["cl"]}  # an own crew card that generates points
    before = Position(s).produced(A)
    command = s.cmd[A]
    play(s, identity, on=ids["cl"])
    ditto = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert s.ip[ditto]["loc"] == ids["cl"]
    after = Position(s).produced(A)
    assert (after["economy"] - before["economy"], after["research"] - before["research"]) == (1, 2)  # doubled
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert s.active == A and s.cmd[A] == command  # its command points are not doubled
    assert Position(s).produced(A)["research"] == before["research"] + 2


def weapons_officer_multiplies_its_locations_volleys_and_ignores_electronic_warfare() -> None:
    """"All weapon damage allocated to each target is multiplied by 1.5 (drop fractions). - Ignores
    the negative effects of electronic warfare cards." """
    identity = "C5|weapons officer"
    dew = "O3|defensive electronic warfare"
    s, ids = duel(mine=[("g", CRUISER, None), ("w", identity, "g")], theirs=[("y", HULK, None)])
    volley(s, ids["y"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["y"])) == 4  # 3 x 1.5, fraction dropped
    s, ids = duel(mine=[("g", CRUISER, None), ("w", identity, "g"), ("plain", CRUISER, None)],
                  theirs=[("y", HULK, None), ("z", HULK, None)], hand_b=[dew])
    r = hand_card(s, dew, B)
    skip_to(s, "fire")
    act(s, "target", on=ids["y"])
    for _ in range(2):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    assert not [a for a in s.legal_actions(B) if a.get("type") == "react" and a.get("card") == r]  # ignored
    while s.pending:
        act(s, "pass")
    assert sum(damage(s, ids["y"])) == 3  # 2 x 1.5
    act(s, "target", on=ids["z"])
    for _ in range(2):
        act(s, "fire", card=ids["plain"], weapon="phaser")
    act(s, "resolve")
    assert [a for a in s.legal_actions(B) if a.get("type") == "react" and a.get("card") == r]  # another location's volley: offered


def distress_beacon_recovers_the_three_crew_nearest_the_top_of_the_pile_also_in_reaction() -> None:
    """R/L6: "Recover the three crew cards closest to the top of the Discard Pile, placing them back
    into your hand. - Discarded after use." In a Play Cards Phase, and in reaction mode."""
    identity = "L6|distress beacon"
    crew = [("u", CRUISER, None), ("a", CREW, "u"), ("b", mk("C1", "Test Two"), "u"), ("c", mk("C1", "Test Three"), "u"),
            ("d", mk("C1", "Test Four"), "u"), ("x", mk("E2", "Test Probe"), "u")]
    s, ids = duel(hand=[identity], mine=crew)
    for label in ("a", "b", "c", "x", "d"):  # the pile, bottom to top: a, b, c, probe, d
        Position(s).remove(ids[label])
    beacon = hand_card(s, identity)
    play(s, identity)
    assert all(ids[x] in s.hand[A] for x in "bcd") and ids["a"] not in s.hand[A] and ids["x"] not in s.hand[A]
    assert in_discard(s, beacon)
    # In reaction mode, as the opponent plays a card in his turn.
    moon = mk("T2", "Test Moon", gen_energy=1)
    s, ids = duel(hand=[identity], mine=crew, hand_b=[moon])
    for label in ("a", "b", "c", "x", "d"):
        Position(s).remove(ids[label])
    beacon = hand_card(s, identity)
    end_turn(s, draws=0)
    assert s.active == B
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, moon["key"], B))
    offers = [a for a in s.legal_actions(A) if a["type"] == "react" and a["card"] == beacon]
    assert len(offers) == 1
    act(s, "react", **{k: v for k, v in offers[0].items() if k not in ("player", "type")})
    pass_reactions(s)
    assert all(ids[x] in s.hand[A] for x in "bcd") and ids["a"] not in s.hand[A] and ids["x"] not in s.hand[A]
    assert in_discard(s, beacon) and beacon not in s.hand[A]


def _react_with(s, seat: int, card: int, **match) -> None:
    offers = [a for a in s.legal_actions(seat) if a["type"] == "react" and a["card"] == card
              and all(a.get(k) == v for k, v in match.items())]
    assert offers, s.legal_actions(seat)
    act(s, "react", **{k: v for k, v in offers[0].items() if k not in ("player", "type")})


def anti_tractor_negates_a_tractor_or_repulsion_beam_in_play_or_as_it_is_played() -> None:
    """R/E4: "An anti-tractor negates the effects of a tractor beam or repulsion beam. - This card is
    discarded along with the negated card." """
    identity = "E4|anti tractor"
    beam, repulsion = "E2|tractor beam", "E2|repulsion beam"
    # In a Play Cards Phase: on a repulsion beam in play.
    s, ids = duel(mine=[("u", CRUISER, None)], theirs=[("rb", repulsion, "u")], hand=[identity])
    assert Position(s).status(ids["u"]).get("no_fire")
    assert targets_of(s, identity) == {ids["rb"]}
    card = hand_card(s, identity)
    play(s, identity, on=ids["rb"])
    assert in_discard(s, ids["rb"], B) and in_discard(s, card)
    assert not Position(s).status(ids["u"]).get("no_fire")
    # In reaction mode: a tractor beam played in reaction to its player's weapons fire is negated.
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("y", HULK, None)], hand=[identity], hand_b=[beam])
    card, r = hand_card(s, identity), hand_card(s, beam, B)
    skip_to(s, "fire")
    act(s, "target", on=ids["y"])
    for _ in range(4):
        act(s, "fire", card=ids["ship"], weapon="phaser")
    act(s, "resolve")
    _react_with(s, B, r, on=ids["ship"])
    _react_with(s, A, card)
    while s.pending:
        act(s, "pass")
    assert r not in s.ip and in_discard(s, r, B) and in_discard(s, card)
    assert sum(damage(s, ids["y"])) == 4  # not halved
    # In reaction mode: a repulsion beam played on an own ship is negated.
    s, ids = duel(mine=[("u", CRUISER, None)], hand=[identity], hand_b=[repulsion])
    card, r = hand_card(s, identity), hand_card(s, repulsion, B)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=r, on=ids["u"])
    _react_with(s, A, card)
    pass_reactions(s)
    assert r not in s.ip and in_discard(s, r, B) and in_discard(s, card)
    assert not Position(s).status(ids["u"]).get("no_fire")
    # In reaction mode: a repulsion beam already in play is discarded.
    moon = mk("T2", "Test Moon", gen_energy=1)
    s, ids = duel(mine=[("u", CRUISER, None)], hand=[identity], hand_b=[moon, repulsion])
    card = hand_card(s, identity)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    ids["rb"] = place(s, B, repulsion, ids["u"])  # played by B this turn
    refresh(s)
    assert Position(s).status(ids["u"]).get("no_fire")
    act(s, "play", card=hand_card(s, moon["key"], B))
    _react_with(s, A, card, on=ids["rb"])
    pass_reactions(s)
    assert ids["rb"] not in s.ip and in_discard(s, ids["rb"], B) and in_discard(s, card)


def repulsion_beam_stops_an_opponent_ship_firing_for_a_turn_also_played_in_reaction() -> None:
    """R/E2: "A repulsion beam repels an opponent ship. - Ship it cannot fire weapons for 1 turn. -
    Discarded after use." """
    identity = "E2|repulsion beam"
    s, ids = duel(mine=[("own", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["y"]}  # an opponent ship
    card = hand_card(s, identity)
    play(s, identity, on=ids["y"])
    assert s.ip[card]["loc"] == ids["y"] and Position(s).status(ids["y"]).get("no_fire")
    end_turn(s, draws=0)
    skip_to(s, "fire")
    assert s.active == B and not [a for a in s.legal_actions(B) if a["type"] == "target"]  # its turn: no fire
    end_turn(s, draws=0)
    assert card not in s.ip and in_discard(s, card) and not Position(s).status(ids["y"]).get("no_fire")
    # In reaction mode, as the opponent plays a card in his turn: his ship does not fire that turn.
    moon = mk("T2", "Test Moon", gen_energy=1)
    s, ids = duel(mine=[("own", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[identity], hand_b=[moon])
    card = hand_card(s, identity)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, moon["key"], B))
    offers = [a for a in s.legal_actions(A) if a["type"] == "react" and a["card"] == card]
    assert {a.get("on") for a in offers} == {ids["y"]}
    _react_with(s, A, card, on=ids["y"])
    pass_reactions(s)
    assert s.ip[card]["loc"] == ids["y"] and s.ip[card]["c"] == A
    skip_to(s, "fire")
    assert not [a for a in s.legal_actions(B) if a["type"] == "target"]


def heavy_weapon_refit_adds_heavy_weapons_ships_at_most_three_from_refits(identity: str, n: int):
    """E3: "Adds 1 heavy weapon to a unit. - Ships are limited to a maximum of 3 additional heavy
    weapons from cumulative refits. Bases are not." E6: "Adds 2 heavy weapon points", the same limit."""

    def scenario() -> None:
        ship = mk("S5", "Test Frigate", heavy_weapons=1)
        base = mk("B5", "Test Base", heavy_weapons=1)
        s, ids = duel(mine=[("u", ship, None), ("b", base, None)], theirs=[("y", CRUISER, None)], hand=[identity])
        assert targets_of(s, identity) == {ids["u"], ids["b"]}  # an own unit
        play(s, identity, on=ids["u"])
        assert Position(s).heavy(ids["u"]) == 1 + n
        four = [(f"r{k}", identity, "u") for k in range(4)]
        s, ids = duel(mine=[("u", ship, None)] + four)
        assert Position(s).heavy(ids["u"]) == 1 + 3  # a ship: 3 heavy weapons from refits at most
        s, ids = duel(mine=[("u", ship, None), ("r", identity, "u"), ("o", "E3|heavy weapon refit" if n == 2 else
                            "E6|heavy weapon refit", "u"), ("p", "E2|phaser refit", "u")])
        assert Position(s).heavy(ids["u"]) == 1 + 3  # cumulative refits: 3 in all
        s, ids = duel(mine=[("b", base, None)] + [(lab, card, "b") for lab, card, _ in four])
        assert Position(s).heavy(ids["b"]) == 1 + 4 * n  # bases are not limited

    return scenario


def communications_officer_gives_a_command_point_on_a_base_one_a_base_and_a_look_at_the_deck_top() -> None:
    """"- When played on a base, provides one command point. A maximum of one communications officer is
    allowed per base. - At the end of the turn played, after drawing cards, allows the owning player
    to view the next card in his own deck." """
    identity = "C5|communications officer"
    fort = mk("B3", "Test Fort")
    s, ids = duel(mine=[("t", ROCK, None), ("b", fort, "t"), ("b2", fort, "t"), ("co", identity, "b2"),
                        ("u", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["b"], ids["u"]}  # an own base or ship; one per base
    skip_to(s, "play_a")
    command = s.cmd[A]  # (the one already on a base counts)
    card = hand_card(s, identity)
    play(s, identity, on=ids["b"])
    assert s.ip[card]["loc"] == ids["b"]
    assert s.view(A)["seen"] == []
    turn = s.turn
    end_turn(s)  # its Draw Cards Phase, then the turn ends: the next card of his deck seen, by him alone
    assert s.seen == [[A, s.deck[s._dk(A)][-1], turn, "deck"]]  # (kept while in the deck: 25v)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert s.active == A and s.cmd[A] == command + 1  # on a base: one command point
    s, ids = duel(mine=[("t", ROCK, None), ("u", CRUISER, None)], hand=[identity])
    skip_to(s, "play_a")
    command = s.cmd[A]
    play(s, identity, on=ids["u"])
    turn = s.turn
    end_turn(s, draws=0)
    assert len(s.seen) == 1 and s.seen[0][2] == turn  # the look on a ship too
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert s.cmd[A] == command  # on a ship: no command point
    end_turn(s, draws=0)
    assert s.seen == [[A, s.seen[0][1], turn, "deck"]]  # on the turn played only: no second look


def shroud_stops_phaser_damage_to_its_ship_while_engaged() -> None:
    """E9: "Phasers fired at a ship with a shroud cause no damage." (engaged by its 4 energy)"""
    identity = "E9|shroud"
    hull = mk("S6", "Test Hull", shields=2)
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("h", hull, None), ("sh", identity, "h")])
    assert s.ip[ids["sh"]]["e"]
    volley(s, ids["h"], [(ids["g"], "phaser")] * 5)
    assert damage(s, ids["h"]) == (0, 0)  # no damage at all, shields nor structure
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("h", hull, None), ("sh", identity, "h")])
    s.ip[ids["g"]]["am"] = 3
    volley(s, ids["h"], [(ids["g"], "phaser")] * 2 + [(ids["g"], "heavy")] * 3)
    assert sum(damage(s, ids["h"])) == 3  # the heavy weapons score, the phasers do not
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("h", hull, None), ("sh", identity, "h")])
    s.ip[ids["sh"]]["e"] = False  # not engaged: its 4 energy not applied
    Position(s).changed()
    volley(s, ids["h"], [(ids["g"], "phaser")] * 5)
    assert damage(s, ids["h"]) == (2, 3)


def pirate_activity_halves_a_fleets_supply_for_a_turn_unless_it_has_an_engaged_police_ship() -> None:
    """"An opponent's supply lines are cut in half: - Played against a fleet. - Lasts for one turn. -
    May not be played against a fleet with an engaged police ship. - Discarded after use." """
    identity = "O5|pirate activity"
    world = mk("T9", "Test Supply World", gen_supply=5)
    s, ids = duel(theirs=[("t", world, None)], hand=[identity])
    skip_to(s, "play_a")
    card = hand_card(s, identity)
    assert [a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == card] == [-1 - B]
    act(s, "play", card=card, on=-1 - B)
    pass_reactions(s)
    end_turn(s, draws=0)
    assert Position(s).produced(B)["supply"] == 2  # 5 halved, the fraction dropped
    end_turn(s, draws=0)
    assert card not in s.ip and in_discard(s, card)  # one turn
    end_turn(s, draws=0)
    assert Position(s).produced(B)["supply"] == 5
    s, ids = duel(theirs=[("t", world, None), ("cop", "S4|local police ship", "t")], hand=[identity])
    assert s.ip[ids["cop"]]["e"]
    skip_to(s, "play_a")
    card = hand_card(s, identity)
    assert not [a for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == card]  # an engaged police ship
    s, ids = duel(theirs=[("t", world, None), ("cop", "S4|local police ship", "t")], hand=[identity])
    s.ip[ids["cop"]]["e"] = False
    skip_to(s, "play_a")
    card = hand_card(s, identity)
    assert [a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == card] == [-1 - B]


def capsule_engine_pack_strengthens_a_lone_capsule_and_goes_back_to_the_hand_when_a_cruiser_joins_it() -> None:
    """"- Can only be played on independent Krebiz capsules. - Is returned to owner's hand if a cruiser
    is played on the capsule. Provides the following: - Adds one point of strength. - Decreases each
    opponent weapons volley by one damage point. - Exclusive Krebiz technology." """
    identity = "E1|capsule engine pack krebiz capsule engine pack"
    cruiser = mk("S5", "Test Krebiz Cruiser", main_empire="Krebiz", shields=2, phasers=2)
    capsule = mk("S2", "Test Krebiz Capsule", main_empire="Krebiz", shields=1, phasers=1)
    s, ids = duel(mine=[("cap", capsule, None), ("cr", cruiser, None), ("x", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["cap"]}  # a Krebiz capsule standing alone
    play(s, identity, on=ids["cap"])
    assert Position(s).strength(ids["cap"]) == 2 + 1
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("cap", capsule, None), ("p", identity, "cap")])
    volley(s, ids["cap"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["cap"])) == 3 - 1  # one point less each opponent volley
    s, ids = duel(mine=[("cap", capsule, None), ("p", identity, "cap")], hand=[cruiser])
    skip_to(s, "play_a")
    c = hand_card(s, cruiser["key"])
    act(s, "play", card=c, on=ids["cap"])  # a cruiser played on the capsule
    while s.pending:
        act(s, "pass")
    assert ids["p"] not in s.ip and ids["p"] in s.hand[A]  # back to its owner's hand
    assert Position(s).strength(c) == 5 + 2  # the combination, without the pack's point


def alien_parasites_keep_an_opponent_ship_disengaged_until_three_research_points() -> None:
    """"- Infests the ship it is played against, causing the ship to be disengaged. - Discarded after
    research points equal to its strength have been applied." (GEqa: the monster's strength, 3)"""
    identity = "M3|alien parasites"
    lab_ship = mk("S5", "Test Lab Ship", shields=2, phasers=3, gen_research=2)
    s, ids = duel(mine=[("own", CRUISER, None)], theirs=[("y", lab_ship, None), ("t", ROCK, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["y"]}  # an opponent ship
    s0, ids0 = duel(mine=[("own", CRUISER, None)], theirs=[("y", lab_ship, None), ("t", ROCK, None)])
    end_turn(s0, draws=0)
    research = Position(s0).produced(B)["research"]  # B's turn, no parasites: the ship's 2 with the rest
    assert s0.ip[ids0["y"]]["w"] and research >= 2
    play(s, identity, on=ids["y"])
    c = next(k for k in s.ip if s.ci[k].card["identity"] == identity)
    assert s.ip[c]["loc"] == ids["y"] and not s.ip[ids["y"]]["e"]  # disengaged as it lands
    end_turn(s, draws=0)
    assert s.active == B and not s.ip[ids["y"]]["w"]  # its player's turn: not engaged again
    assert Position(s).produced(B)["research"] == research - 2  # a disengaged ship generates no points
    skip_to(s, "fire")
    assert not [a for a in s.legal_actions(B) if a["type"] == "fire" or a["type"] == "target"]  # nor fires
    Position(s).damage(c, research=2)
    Position(s).check_monster(c)
    assert c in s.ip
    Position(s).damage(c, research=3)
    Position(s).check_monster(c)
    assert c not in s.ip and in_discard(s, c)  # three research points: discarded


# The cards these scenarios play (test_effects_cards.test_every_mapped_card_has_a_scenario).
SCENARIOS = {
    "B4|planetary phaser base": base_behind_a_planetary_shield("B4|planetary phaser base", 4, 0),
    "B4|research base": base_behind_a_planetary_shield("B4|research base", 3, 3),
    "E4|tram refit": tram_refit_adds_two_trams_to_a_mechad_unit_ships_at_most_three_from_refits,
    "C1|confidential first chief executive deputy assistant to the ditto":
        ditto_doubles_the_points_of_a_point_generating_crew_card_but_not_its_command,
    "L6|distress beacon": distress_beacon_recovers_the_three_crew_nearest_the_top_of_the_pile_also_in_reaction,
    "E4|anti tractor": anti_tractor_negates_a_tractor_or_repulsion_beam_in_play_or_as_it_is_played,
    "E2|repulsion beam": repulsion_beam_stops_an_opponent_ship_firing_for_a_turn_also_played_in_reaction,
    "E3|heavy weapon refit": heavy_weapon_refit_adds_heavy_weapons_ships_at_most_three_from_refits("E3|heavy weapon refit", 1),
    "E6|heavy weapon refit": heavy_weapon_refit_adds_heavy_weapons_ships_at_most_three_from_refits("E6|heavy weapon refit", 2),
    "C5|communications officer":
        communications_officer_gives_a_command_point_on_a_base_one_a_base_and_a_look_at_the_deck_top,
    "E9|shroud": shroud_stops_phaser_damage_to_its_ship_while_engaged,
    "O5|pirate activity": pirate_activity_halves_a_fleets_supply_for_a_turn_unless_it_has_an_engaged_police_ship,
    "E1|capsule engine pack krebiz capsule engine pack":
        capsule_engine_pack_strengthens_a_lone_capsule_and_goes_back_to_the_hand_when_a_cruiser_joins_it,
    "M3|alien parasites": alien_parasites_keep_an_opponent_ship_disengaged_until_three_research_points,
    "C5|weapons officer": weapons_officer_multiplies_its_locations_volleys_and_ignores_electronic_warfare,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
