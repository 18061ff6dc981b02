"""Primary, Alpha and Beta cards that were partly modelled, now written in full (issue 25): each
scenario plays the real card from the project's data and asserts what its text states (its numbers,
its targets, whose choice, what happens to the card).

FAQ, Q&A and errata read first (GEfaq, GEqa, GEerrata, GEUnofficialErrata): only C5 Weapons Officer
has an entry (GEerrata: "Multiplies the damage caused by the weapons at his location by 1.5").
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, CRUISER, ROCK, damage, duel, hand_card, play, targets_of, volley

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


# The cards these scenarios play (test_effects_cards.test_every_mapped_card_has_a_scenario).
SCENARIOS = {
    "B4|planetary phaser base": base_behind_a_planetary_shield("B4|planetary phaser base", 4, 0),
    "B4|research base": base_behind_a_planetary_shield("B4|research base", 3, 3),
    "E4|tram refit": tram_refit_adds_two_trams_to_a_mechad_unit_ships_at_most_three_from_refits,
    "C1|confidential first chief executive deputy assistant to the ditto":
        ditto_doubles_the_points_of_a_point_generating_crew_card_but_not_its_command,
    "C5|weapons officer": weapons_officer_multiplies_its_locations_volleys_and_ignores_electronic_warfare,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
