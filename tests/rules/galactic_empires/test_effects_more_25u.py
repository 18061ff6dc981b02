"""Universe Edition cards that were partly modelled or played from their stats alone, now written in
full (issue 25, branch u): each scenario plays the real card from the project's data and asserts what
its text states (its numbers, its targets, whose choice, what happens to the card).

Rules read first: GEfaq, GEqa, GEerrata, GEUnofficialErrata (no entry names these cards); GErulesv21
CLYDON (warcraft), "Spy Card".
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, destroy_by_volley, end_turn, mk, skip_to
from .test_effects_cards import PLANET, A, B, damage, duel, hand_card, play, targets_of, volley
from .test_effects_more_expansions import in_discard

GUNSHIP = mk("S9", "Test Gunship", phasers=9, heavy_weapons=9)
FRIGATE = mk("S2", "Test Frigate")


def _arm(s, unit: int) -> None:
    skip_to(s, "fire")
    s.ip[unit]["am"] = 9
    Position(s).changed()


def vektrean_spy_cruiser_takes_every_spy_discarded_from_its_fleet() -> None:
    """"When any spy card is discarded from the fleet, it is moved to the ship instead": not its
    player's choice; its stack goes with it."""
    identity = "S6|vektrean spy cruiser"
    s, ids = duel(mine=[("g", GUNSHIP, None)],
                  theirs=[("f", FRIGATE, None), ("spy", "C6|spy", "f"), ("o", "C3|engineer", "f"),
                          ("x", identity, None)])
    destroy_by_volley(s, ids, "f")
    assert ids["f"] not in s.ip and ids["o"] not in s.ip  # the frigate and its other crew are gone
    assert s.ip[ids["spy"]]["loc"] == ids["x"]  # the spy is on the spy cruiser
    assert s.current_players() == [A] and not [a for a in s.legal_actions(B) if a["type"] == "use"]  # no choice
    # A spy discarded by a card from the cruiser itself goes with it; an opponent's spy is not moved.
    s, ids = duel(mine=[("g", GUNSHIP, None), ("f", FRIGATE, None), ("spy", "C6|spy", "f")],
                  theirs=[("x", identity, None), ("s2", "C6|spy", "x")])
    Position(s).destroy(ids["x"], A)
    assert ids["s2"] not in s.ip and not s.pending
    Position(s).destroy(ids["f"], B)
    assert ids["spy"] not in s.ip and not s.pending


def clydon_ship_carries_no_warcraft(identity: str, phasers: int, heavy: int):
    """"Does not carry warcraft": no Clydon warcraft may be played onto it."""

    def scenario() -> None:
        craft = "S1|clydon war craft"
        s, ids = duel(mine=[("c", identity, None)], hand=[craft])
        assert ids["c"] not in targets_of(s, craft) and None in targets_of(s, craft)  # a ship of its own
        assert Position(s).strength(ids["c"]) == int(identity[1])
        assert Position(s).phasers(ids["c"]) == phasers and Position(s).heavy(ids["c"]) == heavy

    return scenario


def planetary_leader_keeps_its_terrains_output_and_takes_a_point_off_each_volley() -> None:
    """"Provides the following benefits to the terrain card on which its played: - Negates the effects
    of cards which reduce terrain point output. - 1 less damage point to terrain each opponent
    volley." (R/C6: also in reaction mode, as a volley is about to score on an own terrain.)"""
    identity = "C6|planetary leader"
    for negative in ("O4|flood", "O2|comet impact", "M5|tectonic burrower"):
        s, ids = duel(mine=[("t", PLANET, None), ("n", negative, "t")])
        assert Position(s).produced(A)["energy"] == 0, negative  # without the leader: no energy
        s, ids = duel(mine=[("t", PLANET, None), ("l", identity, "t"), ("n", negative, "t")])
        out = Position(s).produced(A)
        assert (out["supply"], out["energy"], out["economy"]) == (2, 2, 1), negative
    s, ids = duel(mine=[("t", PLANET, None), ("o", PLANET, None), ("l", identity, "t"), ("n", "O4|flood", "o")])
    assert Position(s).produced(A)["energy"] == 2  # another terrain is not protected
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("t", PLANET, None), ("l", identity, "t"),
                                                      ("o", PLANET, None)])
    _arm(s, ids["g"])
    volley(s, ids["t"], [(ids["g"], "heavy")] * 3)  # (phasers do not damage terrain)
    assert sum(damage(s, ids["t"])) == 3 - 1  # one point less
    volley(s, ids["o"], [(ids["g"], "heavy")] * 3)
    assert sum(damage(s, ids["o"])) == 3  # another terrain takes it all
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("t", PLANET, None), ("l", identity, "t"),
                                                      ("b", mk("B4", "Test Base"), "t")])
    volley(s, ids["b"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["b"])) == 3  # a base on it is not the terrain
    # In reaction mode: as an opponent volley is about to score on an own terrain.
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("t", PLANET, None), ("o", PLANET, None)],
                  hand_b=[identity])
    _arm(s, ids["g"])
    act(s, "target", on=ids["t"])
    for _ in range(3):
        act(s, "fire", card=ids["g"], weapon="heavy")
    act(s, "resolve")
    lead = hand_card(s, identity, seat=B)
    reacts = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == lead]
    assert len(reacts) == 1
    s.apply(reacts[0])
    while s.pending:
        act(s, "pass")
    assert s.ip[lead]["loc"] == ids["t"] and sum(damage(s, ids["t"])) == 3 - 1


def _arms(s, seat: int, unit: int) -> bool:
    return {"player": seat, "type": "arm", "card": unit} in s.legal_actions(seat)


def labor_strikes_stops_ammunition_and_economy_used_as_ammunition_for_a_turn() -> None:
    """"- No ammunition points may be generated by the fleet this card Is played against on that
    player's next turn... - Nor may economy points be used as ammunition on that turn. - Discarded
    after use." """
    identity = "O6|labor strikes"
    world = mk("T9", "Test Everything", gen_economy=3, gen_ammunition=3, gen_supply=3)
    gun = mk("S5", "Test Torpedo Boat", heavy_weapons=2)
    s, ids = duel(mine=[("w", world, None), ("a", gun, None)],
                  theirs=[("t", world, None), ("b", gun, None)], hand=[identity])
    play(s, identity, on=-1 - B)
    strike = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert s.ip[strike].get("vs") == B
    end_turn(s, draws=0)  # B's next turn
    made = Position(s).produced(B)
    assert made["ammunition"] == 0 and made["economy"] == 3 and made["supply"] == 3
    assert s.pool["economy"] == 3 and not _arms(s, B, ids["b"])  # economy may not be used as ammunition
    end_turn(s, draws=0)  # A's turn: A's own fleet is not struck
    assert _arms(s, A, ids["a"])
    assert strike not in s.ip and in_discard(s, strike)  # discarded after its turn
    end_turn(s, draws=0)
    assert Position(s).produced(B)["ammunition"] == 3 and _arms(s, B, ids["b"])
    # Without ammunition points, economy arms a heavy weapon (v2.1 "ECONOMY"): the struck turn did not.
    s, ids = duel(theirs=[("t", mk("T9", "Test Market", gen_economy=3), None), ("b", gun, None)])
    end_turn(s, draws=0)
    assert s.pool["ammunition"] == 0 and _arms(s, B, ids["b"])


def em_burst_stops_research_but_crew_cards_and_electronic_warfare_for_a_turn() -> None:
    """"Affects the fleet it is played against: - Prevents all research point generation except from
    crew cards. - Prevents use of any electronic warfare cards. - Lasts for 1 turn." """
    identity = "H5|em burst"
    defensive = "O3|defensive electronic warfare"
    lab = mk("T5", "Test Lab World", gen_research=3, gen_economy=1)
    probe = mk("S4", "Test Probe Ship", gen_research=2, shields=2)
    sage = mk("C3", "Test Sage", gen_research=1)
    s, ids = duel(mine=[("g", GUNSHIP, None), ("t", lab, None)],
                  theirs=[("t2", lab, None), ("p", probe, None), ("c", sage, "p")],
                  hand=[identity, "O3|offensive electronic warfare"], hand_b=[defensive, defensive])
    s0, _ = duel(theirs=[("t2", lab, None), ("p", probe, None), ("c", sage, "p")])
    end_turn(s0, draws=0)
    assert Position(s0).produced(B)["research"] == 3 + 2 + 1  # B's turn, no burst
    play(s, identity, on=-1 - B)
    burst = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert Position(s).produced(A)["research"] == 3  # not the player's own fleet
    assert ids["g"] in targets_of(s, "O3|offensive electronic warfare")  # his own EW still plays
    end_turn(s, draws=0)  # B's next turn
    made = Position(s).produced(B)
    assert made["research"] == 1 and made["economy"] == 1  # the crew card's research point alone
    end_turn(s, draws=0)
    assert burst not in s.ip and in_discard(s, burst)  # one turn
    # While it lasts no electronic warfare card is used in that fleet (a volley at it, B reacting).
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("p", probe, None)], hand=[identity], hand_b=[defensive])
    play(s, identity, on=-1 - B)
    skip_to(s, "fire")
    act(s, "target", on=ids["p"])
    for _ in range(4):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    ew = hand_card(s, defensive, seat=B)
    assert not [a for a in s.legal_actions(B) if a.get("card") == ew]
    while s.pending:
        act(s, "pass")
    assert sum(damage(s, ids["p"])) == 4
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("p", probe, None)], hand_b=[defensive])
    skip_to(s, "fire")
    act(s, "target", on=ids["p"])
    for _ in range(4):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    ew = hand_card(s, defensive, seat=B)
    assert [a for a in s.legal_actions(B) if a.get("card") == ew]  # without it, he may


def sun_spot_takes_a_point_off_a_ships_volley_or_stops_the_weakest_terrain_a_turn() -> None:
    """"Sun spot does one of the following and is then discarded: - Subtract 1 damage point from an
    opponent ship's weapons fire. - Played against one opponent's weakest terrain card. It eliminates
    the terrain point output for one turn." """
    identity = "O1|sun spot"
    small = mk("T3", "Test Small World", gen_economy=2, gen_supply=1)
    big = mk("T5", "Test Big World", gen_energy=3)
    s, ids = duel(mine=[("m", small, None)], theirs=[("s", small, None), ("b", big, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["s"]}  # the opponent's weakest terrain (not his other, not own)
    play(s, identity, on=ids["s"])
    spot = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert s.ip[spot]["loc"] == ids["s"]
    end_turn(s, draws=0)  # his next turn
    made = Position(s).produced(B)
    assert (made["economy"], made["supply"], made["energy"]) == (0, 0, 3)  # no output from that terrain
    end_turn(s, draws=0)
    assert spot not in s.ip and in_discard(s, spot)  # one turn, then discarded
    end_turn(s, draws=0)
    made = Position(s).produced(B)
    assert (made["economy"], made["supply"], made["energy"]) == (2, 1, 3)
    # In reaction mode: one point less from an opponent ship's volley, then discarded.
    ship = mk("S5", "Test Hull", shields=9)
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("x", ship, None)], hand_b=[identity])
    skip_to(s, "fire")
    act(s, "target", on=ids["x"])
    for _ in range(5):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    spot = hand_card(s, identity, seat=B)
    react = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == spot]
    assert len(react) == 1
    s.apply(react[0])
    while s.pending:
        act(s, "pass")
    assert sum(damage(s, ids["x"])) == 5 - 1 and in_discard(s, spot, B)
    # Not against a base's weapons fire.
    fort = mk("B4", "Test Fort", phasers=3)
    s, ids = duel(mine=[("x", ship, None)], theirs=[("t", small, None), ("f", fort, "t")], hand=[identity])
    end_turn(s, draws=0)
    skip_to(s, "fire")
    act(s, "target", on=ids["x"])
    for _ in range(3):
        act(s, "fire", card=ids["f"], weapon="phaser")
    act(s, "resolve")
    spot = hand_card(s, identity)
    assert not [a for a in s.legal_actions(A) if a.get("card") == spot]


def _play_b(s, name: str, on: int) -> None:
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, name, seat=B), on=on)
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


def research_defiler_halves_research_until_two_science_officers_are_in_its_fleet() -> None:
    """"- Played against an opponent fleet. - Research points generated are halved (drop fractions).
    - Requires two monster-negating crew cards in play in the affected fleet to discard it." """
    identity = "M1|research defiler"
    officer = "C3|science officer"
    lab = mk("T5", "Test Lab World", gen_research=5)
    ship = mk("S5", "Test Hull", shields=2)
    s, ids = duel(mine=[("a", ship, None), ("ao", officer, "a"), ("ao2", officer, "a")],
                  theirs=[("t", lab, None), ("p", ship, None)], hand=[identity], hand_b=[officer, officer])
    play(s, identity, on=-1 - B)
    defiler = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert s.ip[defiler].get("vs") == B  # the opponent's officers are not in the affected fleet
    end_turn(s, draws=0)
    assert Position(s).produced(B)["research"] == 5 // 2  # halved, fractions dropped
    _play_b(s, officer, ids["p"])
    assert defiler in s.ip  # one monster-negating crew card is not enough
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    made = Position(s).produced(B)["research"]
    _play_b(s, officer, ids["p"])
    assert defiler not in s.ip and in_discard(s, defiler)  # the second one discards it
    assert Position(s).produced(B)["research"] > made
    # Played into a fleet that already has two: discarded at once.
    s, ids = duel(theirs=[("t", lab, None), ("p", ship, None), ("o1", officer, "p"), ("o2", officer, "p")],
                  hand=[identity])
    play(s, identity, on=-1 - B)
    assert not any(s.ci[c].card["identity"] == identity for c in s.ip)


def spy_views_an_opponents_hand_once_and_is_discarded_or_stays_as_crew() -> None:
    """"- Can be played once to view an opponent's current hand and is then discarded. - When played in
    reaction, a spy may substitute himself for another crew card being affected by an opponent card
    play. The spy is affected instead." """
    identity = "C6|spy"
    secrets = [mk("S2", "Test Secret One"), mk("S3", "Test Secret Two")]
    for view in (True, False):
        s, ids = duel(mine=[("u", mk("S5", "Test Own Cruiser"), None)], theirs=[("v", FRIGATE, None)],
                      hand=[identity], hand_b=secrets)
        x = hand_card(s, identity)
        skip_to(s, "play_a")
        act(s, "play", card=x, on=ids["u"])
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")
        offers = s.legal_actions(A)
        assert [a["type"] for a in offers] == ["use", "pass"]  # his choice
        s.apply(offers[0] if view else offers[1])
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")
        if view:
            assert sorted(c["id"] for c in s.view(A)["seen"]) == sorted(s.hand[B])  # the whole hand
            assert s.view(B)["seen"] == []  # seen by him alone
            assert x not in s.ip and in_discard(s, x)  # then discarded
        else:
            assert s.view(A)["seen"] == [] and s.ip[x]["loc"] == ids["u"]  # a crew card at his location
    # In reaction: a card played on another crew card lands on the spy instead.
    s, ids = duel(theirs=[("u", FRIGATE, None), ("c", "C3|engineer", "u")], hand=["O2|injury"], hand_b=[identity])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "O2|injury"), on=ids["c"])
    x = hand_card(s, identity, seat=B)
    react = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == x]
    assert react
    s.apply(react[0])
    while s.pending and s.pending[-1]["k"] in ("react", "choose"):
        act(s, "pass")
    injury = next(c for c in s.ip if s.ci[c].card["identity"] == "O2|injury")
    assert s.ip[injury]["loc"] == x and s.ip[x]["loc"] == ids["u"]


def fleet_officer(identity: str, n: int):
    """"- N points less damage each opponent volley (at location). - N fewer supply points required
    (anywhere in the fleet)." """

    def scenario() -> None:
        liner = mk("S6", "Test Liner", cost_supply=2 + n, shields=0)
        hull = mk("S5", "Test Hull", shields=0)
        depot = mk("T3", "Test Depot", gen_supply=2)
        for with_officer in (True, False):
            officer = [("o", identity, "y")] if with_officer else []
            s, ids = duel(theirs=[("t", depot, None), ("x", liner, None), ("y", hull, None), *officer])
            end_turn(s, draws=0)  # B's Allocation Phase
            s.ip[ids["x"]]["w"] = False
            Position(s).changed()
            assert Position(s).needs(ids["x"]) == {"supply": 2 + n}  # its printed need (not at its location)
            engage = {"player": B, "type": "engage", "card": ids["x"]}
            assert (engage in s.legal_actions(B)) == with_officer  # n fewer required, elsewhere in the fleet
            if with_officer:
                s.apply(engage)
                assert s.pool["supply"] == 0  # the terrain's 2 and the officer's n: all taken
        s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("x", liner, None), ("y", hull, None), ("o", identity, "y")])
        volley(s, ids["y"], [(ids["g"], "phaser")] * 4)
        assert sum(damage(s, ids["y"])) == 4 - n  # at its location
        volley(s, ids["x"], [(ids["g"], "phaser")] * 4)
        assert sum(damage(s, ids["x"])) == 4  # not elsewhere

    return scenario


CARD_SCENARIOS = {
    "C8|commodore": fleet_officer("C8|commodore", 2),
    "C9|admiral": fleet_officer("C9|admiral", 3),
    "C6|spy": spy_views_an_opponents_hand_once_and_is_discarded_or_stays_as_crew,
    "M1|research defiler": research_defiler_halves_research_until_two_science_officers_are_in_its_fleet,
    "O1|sun spot": sun_spot_takes_a_point_off_a_ships_volley_or_stops_the_weakest_terrain_a_turn,
    "H5|em burst": em_burst_stops_research_but_crew_cards_and_electronic_warfare_for_a_turn,
    "O6|labor strikes": labor_strikes_stops_ammunition_and_economy_used_as_ammunition_for_a_turn,
    "C6|planetary leader": planetary_leader_keeps_its_terrains_output_and_takes_a_point_off_each_volley,
    "S6|vektrean spy cruiser": vektrean_spy_cruiser_takes_every_spy_discarded_from_its_fleet,
    "S5|clydon war cruiser war cruiser": clydon_ship_carries_no_warcraft("S5|clydon war cruiser war cruiser", 5, 3),
    "S6|clydon man o war man o war": clydon_ship_carries_no_warcraft("S6|clydon man o war man o war", 5, 5),
}

SCENARIOS = CARD_SCENARIOS  # (the name test_effects_cards.all_scenarios reads)


@pytest.mark.parametrize("identity", sorted(CARD_SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    CARD_SCENARIOS[identity]()
