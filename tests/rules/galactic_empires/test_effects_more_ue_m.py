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
from .test_effects_cards import A, B, CARRIER, CRUISER, damage, duel, play, stats_only_points, targets_of, volley


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


SCENARIOS = {
    "B4|spiritual temple": spiritual_temple_doubles_its_spiritual_crew_while_engaged_and_no_crew_attacks_it,
    "D6|neutrino dragoness": neutrino_dragoness_heals_all_its_damage_as_its_allocation_phase_starts,
    "T2|oort cloud": oort_cloud_doubles_the_research_of_the_comets_of_its_fleet,
    "T3|repair moon": stats_only_points("T3|repair moon", {"supply": 2, "repair": 2}),
    "T5|ring system": ring_system_joins_a_planet_and_adds_its_strength_to_it,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
