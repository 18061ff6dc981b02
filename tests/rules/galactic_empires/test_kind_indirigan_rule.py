"""The `indirigan_rule` static kind (issue 26): the Indirigan Tribe Rule eased. v2.1 "INDIRIGAN NOMAD
TRIBES": "All Indirigan ships from other Indirigan tribes (even within the same fleet) must be
destroyed before an Indirigan ship may fire on bases or non-Indirigan ships. Indirigan ships must obey
any rules printed on the card, in addition to this rule." A card may say that an Indirigan ship is not
required to destroy other tribes first (`exempt`), or that Indirigan ships are not required to
destroy it first (`not_required`)."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, B, SMALL, duel

RAIDER = mk("S5", "Test Tribe Raider", phasers=2, main_empire="Indirigan", indirigan_tribe="Nomads")
LONER = mk("S5", "Test Tribe Loner", phasers=2, main_empire="Indirigan", indirigan_tribe="Loners")
HAVEN = mk("T4", "Test Tribe Haven")


def _can_hit_the_other(s, ids) -> bool:
    s.main[A] = "Argonian"  # not an Indirigan main empire: the rule holds its Indirigan ships
    return Position(s).can_fire_at(ids["i"], "phaser", ids["other"])


def test_without_the_kind_an_opponent_indirigan_ship_holds_back_indirigan_fire() -> None:
    s, ids = duel(mine=[("i", RAIDER, None)], theirs=[("tribe", LONER, None), ("other", SMALL, None)])
    assert not _can_hit_the_other(s, ids)
    assert Position(s).can_fire_at(ids["i"], "phaser", ids["tribe"])


def test_not_required_an_indirigan_ship_need_not_destroy_it_first(script) -> None:
    script(LONER, '[[static]]\neffect = "indirigan_rule"\nnot_required = true\n')
    s, ids = duel(mine=[("i", RAIDER, None)], theirs=[("tribe", LONER, None), ("other", SMALL, None)])
    assert _can_hit_the_other(s, ids)
    s, ids = duel(mine=[("i", RAIDER, None)], theirs=[("tribe", LONER, None), ("t2", RAIDER, None), ("other", SMALL, None)])
    assert not _can_hit_the_other(s, ids)  # another tribe's ship still holds it back


def test_exempt_self_its_own_fire_is_not_held_back(script) -> None:
    script(LONER, '[[static]]\neffect = "indirigan_rule"\nexempt = "self"\n')
    s, ids = duel(mine=[("i", LONER, None), ("r", RAIDER, None)], theirs=[("tribe", RAIDER, None), ("other", SMALL, None)])
    s.main[A] = "Argonian"
    pos = Position(s)
    assert pos.can_fire_at(ids["i"], "phaser", ids["other"])
    assert not pos.can_fire_at(ids["r"], "phaser", ids["other"])  # only the card it names


def test_exempt_selector_frees_the_units_it_names(script) -> None:
    script(HAVEN, '[[static]]\neffect = "indirigan_rule"\nexempt = { owner = "own", types = "S" }\n')
    s, ids = duel(mine=[("h", HAVEN, None), ("i", RAIDER, None)], theirs=[("tribe", LONER, None), ("other", SMALL, None)])
    assert _can_hit_the_other(s, ids)
    s, ids = duel(mine=[("i", RAIDER, None)], theirs=[("h", HAVEN, None), ("tribe", LONER, None), ("other", SMALL, None)])
    assert not _can_hit_the_other(s, ids)  # an opponent's card frees only its own fleet
