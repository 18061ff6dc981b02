"""The reconstructed core set and the shared-deck format."""
from collections import Counter

import rules
from rules.core import DeckCard
from rules.interstellar_empire.cards import CARD_SCHEMA, edition


def _deck(cards):
    return [DeckCard(card, card["count"]) for card in cards]


def test_core_set_holds_sixty_cards_numbered_one_to_six() -> None:
    cards = edition()["cards"]
    assert sum(c["count"] for c in cards) == 60
    assert {c["strength"] for c in cards} == {1, 2, 3, 4, 5, 6}
    assert edition()["edition"] == "reconstructed"


def test_core_set_has_five_ship_classes_four_planet_types_and_seven_specials() -> None:
    cards = edition()["cards"]
    kinds = Counter(c["type"] for c in cards)
    assert kinds == {"Ship": 5, "Planet": 4, "Special": 7}
    specials = {c["title"] for c in cards if c["type"] == "Special"}
    for named in ("Space Piracy", "Slavery", "Trade Delegation", "Ancient Artifact", "Labour Unrest", "Resistance"):
        assert named in specials
    assert sum(c["count"] for c in cards if c["type"] == "Special") == 7


def test_rulebook_examples_fix_cruiser_three_and_agricultural_two() -> None:
    by_key = {c["key"]: c for c in edition()["cards"]}
    assert by_key["cruiser"]["strength"] == 3
    assert by_key["agricultural-planet"]["strength"] == 2
    assert by_key["barren-planet"]["strength"] == 1


def test_every_card_fits_the_schema() -> None:
    for card in edition()["cards"]:
        assert CARD_SCHEMA.validate(card["attributes"]) == [], card["key"]
    assert rules.get("interstellar-empire").card_schema is CARD_SCHEMA


def test_core_format_accepts_exactly_the_edition() -> None:
    check = rules.get("interstellar-empire").formats["core"].check
    assert check(_deck(edition()["cards"]), {}).legal


def test_core_format_rejects_a_missing_or_extra_card() -> None:
    check = rules.get("interstellar-empire").formats["core"].check
    cards = edition()["cards"]
    deck = _deck(cards)
    deck[0] = DeckCard(cards[0], cards[0]["count"] + 1)
    report = check(deck, {})
    assert {v.rule for v in report.violations} == {"ie-card-count", "ie-deck-size"}
    foreign = {"key": "x-wing", "title": "X-Wing"}
    report = check(_deck(cards) + [DeckCard(foreign, 1)], {})
    assert "ie-unknown-card" in {v.rule for v in report.violations}
