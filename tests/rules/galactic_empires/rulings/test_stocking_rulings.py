"""Deck-building rulings of the Q&A, the FAQ and the errata (issue 29), checked against the deck
checker (rules/galactic_empires/stocking.py), not the match engine."""
from __future__ import annotations

from rules.core import DeckCard
from rules.galactic_empires.stocking import FORMATS, card_facts

from ..stocking_helpers import baseline, card, real, rules_of, ship
from ..test_stocking_universe import base
from . import ruling

STANDARD = FORMATS["primary-standard"].check
UNIVERSE = FORMATS["universe"].check


def _dragon(strength: int) -> dict:
    return card(f"D{strength}", f"Dragoness {strength}", empire="Space Dragon")


def _dragon_deck(size: int, strengths) -> list[DeckCard]:
    return base(size, ships=0) + [DeckCard(_dragon(s), 1) for s in strengths]


@ruling("faq-028", "The two S9s and one S10 are the exceptions. The absence of an S8 is not the exception.")
def test_ships_one_to_seven_two_nines_and_a_ten_use_three_exceptions():
    deck = baseline() + [DeckCard(ship(6, None), 1), DeckCard(ship(7, None), 1), DeckCard(ship(9, None), 1),
                         DeckCard(ship(9, None, n=2), 1), DeckCard(ship(10, None), 1)]
    report = STANDARD(deck, {})
    assert report.stats["ladders"]["S"]["missing"] == [8]
    assert report.stats["exceptions"] == {"used": 3, "allowed": 3} and "strength-ladder" not in rules_of(report)
    report = STANDARD(deck + [DeckCard(ship(10, None, n=2), 1)], {})
    assert "strength-ladder" in rules_of(report)  # a fourth card past the gap


@ruling("qa-068", "you would need to stock 'S' Ship cards starting at S1 and counting up, just like any other card type.")
def test_a_dragon_deck_stocks_its_ships_from_s1():
    deck = _dragon_deck(50, range(1, 6))
    report = UNIVERSE(deck + [DeckCard(ship(6, None), 1)], {"empire": "Space Dragon"})
    assert report.stats["ladders"]["D"]["missing"] == []  # the dragons are a ladder of their own
    assert report.stats["ladders"]["S"]["missing"] == [1, 2, 3, 4, 5]  # an S6 needs S1 to S5, dragons or not
    assert report.stats["exceptions"]["used"] == 1
    report = UNIVERSE(deck + [DeckCard(ship(1, None), 1)], {"empire": "Space Dragon"})
    assert report.stats["exceptions"]["used"] == 0  # starting at S1


@ruling("qa-069", "ships even generic ones, can not be used to fill a gap in the 'D' card type.")
def test_ships_do_not_fill_a_gap_in_the_dragons():
    deck = _dragon_deck(100, (1, 2, 3, 4, 5, 8, 9, 10)) + [DeckCard(ship(s, None), 1) for s in range(1, 8)]
    report = UNIVERSE(deck, {"empire": "Space Dragon"})
    assert report.stats["ladders"]["D"]["missing"] == [6, 7]  # the S6 and S7 fill nothing there
    assert report.stats["ladders"]["D"]["exceptions"] == 3  # the D8, D9 and D10
    assert "strength-ladder" in rules_of(report)  # 100 cards allow 2


@ruling("faq-030", "Filarian Infester ability cards may only be used in a Filarian deck.")
def test_filarian_infesters_only_in_a_filarian_deck():
    for label in ("A6 Filarian Infester", "A7 Filarian Infester"):
        infester = DeckCard(real(label), 1)
        assert "major-empire" in rules_of(UNIVERSE(base(50) + [infester], {"empire": "Argonian"})), label
        assert UNIVERSE(base(50, empire="Filarian") + [infester], {"empire": "Filarian"}).legal, label


@ruling("faq-034", "Having no empire, they may not be used as a main empire.")
def test_generic_ships_are_no_main_empire_and_support_no_minor_ship():
    generic = base(50, ships=0) + [DeckCard(ship(s, None), 1) for s in range(1, 6)]
    assert UNIVERSE(generic, {}).main_empire is None
    # "may not be used as a non-minor empire ship supporting a minor empire ship"
    report = UNIVERSE(base(60) + [DeckCard(ship(1, None), 8), DeckCard(ship(2, "Bolaar"), 2)], {})
    assert report.stats["minor_empire"]["by_type"]["S"]["support"] == 5  # the five Argonian ships only
    assert "minor-empire" in rules_of(report)
    # "They do not have to be supported by 4 non-minor empire ships"
    report = UNIVERSE(base(60) + [DeckCard(ship(1, None, n=k), 1) for k in range(8)], {})
    assert report.stats["minor_empire"]["by_type"]["S"]["load"] == 0 and "minor-empire" not in rules_of(report)


@ruling("faq-037", "Each tribe is a separate empire, but they are all affected by cards which affect Indirigans.")
def test_each_indirigan_tribe_is_an_empire_of_its_own_and_all_are_indirigan():
    one = card_facts(ship(3, "Nagiridni", tribe="Nagiridni"))
    other = card_facts(ship(3, "Garshain", tribe="Garshain"))
    assert one.empire != other.empire  # separate empires
    assert one.indirigan and other.indirigan  # Indirigans both
