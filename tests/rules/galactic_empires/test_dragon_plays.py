"""v2.1 "THE SPACE DRAGON EMPIRE": "Dragon cards are exactly the same as ship cards except no equipment
cards, crew cards or occurrence cards may be played to them or against them" (GEqa qa-013:
"Occurences cannot effect Dragons"): an occurrence played on "a unit" is not offered on a dragon; one
whose text names dragons ("crew or dragon") is. A hazard played on a ship may be played on a dragon
(GEqa qa-010: "Dragons are ships except for three instances"). Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from .helpers import act, mk
from .test_effects_cards import B, duel, play, targets_of

JAM = mk("O2", "Test Jam")
AGE = mk("O3", "Test Ageing")
DRAKE = mk("D5", "Test Drake", main_empire="Space Dragon")
SLOOP = mk("S5", "Test Sloop")
COOK = mk("C2", "Test Cook")
SQUALL = mk("H3", "Test Squall")
BASE = mk("B3", "Test Base")
BLAST = mk("H2", "Test Blast")  # damages opponent "ship or base" cards its player picks
SURGE = mk("O2", "Test Surge")  # the same words on an occurrence
PLANET = mk("T5", "Test Planet")


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(JAM, '[[play]]\neffect = "equip"\nwhere = "opp_unit"\n\n[[static]]\neffect = "status"\nno_fire = true\n')
    script(SQUALL, '[[play]]\neffect = "equip"\nwhere = "opp_ship"\n\n[[static]]\neffect = "status"\nno_fire = true\n')
    picks = ('[[play]]\neffect = "target"\nfleet = "opponent"\n\n[[on_play]]\neffect = "damage"\namount = 2\n'
             'to = { player = "target_owner", types = "SB", choose = "controller", count = 1 }\n')
    script(BLAST, picks)
    script(SURGE, picks)
    script(AGE, '[[play]]\neffect = "equip"\nwhere = "opp_crewdragon"\n\n[[static]]\neffect = "status"\nno_fire = true\n')


def test_an_occurrence_played_on_a_unit_is_not_offered_on_a_dragon():
    s, ids = duel(theirs=[("d", DRAKE, None), ("s", SLOOP, None)], hand=[JAM])
    assert targets_of(s, JAM["key"]) == {ids["s"]}


def test_an_occurrence_naming_dragons_is_played_on_one():
    s, ids = duel(theirs=[("d", DRAKE, None), ("s", SLOOP, None), ("c", COOK, "s")], hand=[AGE])
    assert targets_of(s, AGE["key"]) == {ids["d"], ids["c"]}


def test_a_hazard_played_on_a_ship_may_be_played_on_a_dragon():
    s, ids = duel(theirs=[("d", DRAKE, None), ("s", SLOOP, None), ("t", PLANET, None), ("b", BASE, "t")], hand=[SQUALL])
    assert targets_of(s, SQUALL["key"]) == {ids["d"], ids["s"]}  # not the base


def _picked_from(card: dict) -> tuple[set[int], dict[str, int]]:
    s, ids = duel(theirs=[("d", DRAKE, None), ("s", SLOOP, None), ("t", PLANET, None), ("b", BASE, "t")], hand=[card])
    play(s, card["key"], on=-1 - B)
    frame = s.pending[-1]
    return {o["card"] for o in frame["options"] if "card" in o}, ids


def test_a_hazard_choosing_ships_by_type_may_choose_a_dragon_an_occurrence_may_not():
    """GEqa qa-010: "Dragons are ships except for three instances. They cannot be affected by
    Occurence cards": a hazard whose effect picks "ship or base" cards (a `types` selector) reaches
    a dragon as it reaches a ship; an occurrence with the same words does not."""
    got, ids = _picked_from(BLAST)
    assert got == {ids["d"], ids["s"], ids["b"]}
    got, ids = _picked_from(SURGE)
    assert got == {ids["s"], ids["b"]}
