"""The card test "of_empire" (effects/lang.py SUBJECT_TESTS): one of the empires printed on a card,
its main empire or not, is the one named. GErulesv21 "AESTHETIC & COLLECTOR CLASS RULES": "All
Collector Class cards should be considered Collector Empire cards" (a Collector class dragon is of
the Space Dragon empire too; a Collector class base names no main empire)."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import duel

SCULPTOR = mk("S5", "Test Sculptor", phasers=3)
SCRIPT = '''
[[static]]
effect = "fire_limit"
units = "self"
only_target = { owner = "opp", where = { of_empire = "Collector" } }
if = { exists = { owner = "opp", types = "SBDT", where = { of_empire = "Collector" } } }
'''
DRAKE = mk("D5", "Test Collecting Drake", main_empire="Space Dragon", empires=["Collector", "Space Dragon"])
VAULT = mk("B4", "Test Vault", empires=["Collector"])  # a base: no main empire
SHIP = mk("S4", "Test Frigate")
ROCK2 = mk("T2", "Test Moon")


@pytest.fixture(autouse=True)
def sculptor(script) -> None:
    script(SCULPTOR, SCRIPT)  # (the shared fixture, conftest.py)


def test_a_card_is_of_an_empire_it_lists_besides_its_main_one() -> None:
    s, ids = duel(mine=[("u", SCULPTOR, None)], theirs=[("d", DRAKE, None), ("x", SHIP, None)])
    pos = Position(s)
    assert pos.can_fire_at(ids["u"], "phaser", ids["d"])
    assert not pos.can_fire_at(ids["u"], "phaser", ids["x"])  # the Collector class target first


def test_a_base_with_no_main_empire_is_of_the_empires_it_lists() -> None:
    s, ids = duel(mine=[("u", SCULPTOR, None)], theirs=[("t", ROCK2, None), ("b", VAULT, "t"), ("x", SHIP, None)])
    pos = Position(s)
    assert pos.can_fire_at(ids["u"], "phaser", ids["b"]) and not pos.can_fire_at(ids["u"], "phaser", ids["x"])


def test_not_of_an_empire_it_does_not_list() -> None:
    s, ids = duel(mine=[("u", SCULPTOR, None)], theirs=[("x", SHIP, None), ("y", mk("S3", "Test Space Drake Tender",
                                                                                   main_empire="Space Dragon"), None)])
    pos = Position(s)
    assert pos.can_fire_at(ids["u"], "phaser", ids["x"]) and pos.can_fire_at(ids["u"], "phaser", ids["y"])
