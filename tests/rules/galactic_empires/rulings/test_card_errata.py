"""Errata that change a number or a mark on the card: the engine reads the corrected card under the
default (official) errata, and the card as printed under "as printed" where the list holds the
printed number (issue 29; the records are rules/galactic_empires/published/errata.toml)."""
from __future__ import annotations

import pytest

from ..helpers import find, new_game, stacked
from . import ruling

# (ruling, its words, card, the engine's reading of the card, the number under official errata)
CORRECTED = [
    ("errata-117", "Give these ships the following Phaser Points", "S6|armed tug", "ph", 4),
    ("errata-117", "Give these ships the following Phaser Points", "S7|heavy war cruiser", "ph", 7),
    ("errata-117", "Give these ships the following Phaser Points", "S6|bolaar command cruiser", "ph", 5),
    ("errata-117", "Give these ships the following Phaser Points", "S7|erodi battlecruiser", "ph", 4),
    ("errata-123", "✜✜✜: Phasers", "S4|erodi light war cruiser", "ph", 3),
    ("errata-101", "It should have 3 Shields.", "S4|tufor mine layer", "sh", 3),
    ("errata-024", "Adds 3 extra node points (not the 1 stated in the text).", "E9|distribution nodes", "nodes", 3),
    ("errata-028", "It only gives one extra shield point.", "E1|shield refit", "sh", 1),
    ("errata-033", "It gives two extra phaser points.", "E4|heavy phaser refit", "ph", 2),
    ("errata-039", "This was corrected in the second PE printing and in the UE printing.", "E6|super computer", "cmd", 1),
    ("errata-099", "Was missing the command point in NE. Corrected in AT.", "S5|p o t command cruiser", "cmd", 1),
    ("errata-107", "now has 6 shields", "T/B6|vektrean asteroid station", "sh", 6),
    ("errata-097", "This ship requires 4 Supply and 2 Energy to engage and has 10 Shields.",
     "S10|council of six tribe battleship", "sh", 10),
]


def _reading(identity: str, attribute: str, **options) -> int:
    state = new_game([stacked([identity]), stacked([])], **options)
    return getattr(state.ci[find(state, range(len(state.ci)), identity)], attribute)


def _parametrized():  # stands for test_the_engine_reads_the_corrected_card in the citations
    pass


_parametrized.__name__ = "test_the_engine_reads_the_corrected_card"


def _cite(params):
    out = []
    for ruling_id, quote, identity, attribute, value in params:
        ruling(ruling_id, quote)(_parametrized)  # checks the quote; the parametrized test is the citation
        out.append(pytest.param(identity, attribute, value, id=f"{ruling_id}-{identity}"))
    return out


@pytest.mark.parametrize(("identity", "attribute", "value"), _cite(CORRECTED))
def test_the_engine_reads_the_corrected_card(identity, attribute, value):
    assert _reading(identity, attribute) == value


@ruling("errata-117", "Give these ships the following Phaser Points")
def test_the_allied_forces_ships_as_printed_have_no_phasers():
    for identity in ("S6|armed tug", "S7|heavy war cruiser", "S6|bolaar command cruiser", "S6|treglean heavy cruiser"):
        assert _reading(identity, "ph", errata="printed") == 0
        assert _reading(identity, "ph") > 0


@ruling("errata-030", "is not reactionary")
def test_the_transporter_nuclear_mine_is_no_reaction_card_under_official_errata():
    assert _reading("E2|transporter nuclear mine", "reaction") is False
    assert _reading("E2|transporter nuclear mine", "reaction", errata="printed") is True


@ruling("errata-097", "The Energy engagement cost and shields overlap.")
def test_the_council_battleship_engages_for_four_supply_and_two_energy():
    state = new_game([stacked(["S10|council of six tribe battleship"]), stacked([])])
    info = state.ci[find(state, range(len(state.ci)), "S10|council of six tribe battleship")]
    assert dict(info.costs) == {"supply": 4, "energy": 2} and info.sh == 10
    assert _reading("S10|council of six tribe battleship", "sh", errata="printed") == 9
