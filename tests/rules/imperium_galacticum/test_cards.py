"""Imperium Galacticum's reconstructed edition: 30 space cards, structures, research, events, ships."""
from collections import Counter

import rules
from rules.core import DeckCard
from rules.imperium_galacticum.cards import CARD_SCHEMA, edition


def _cards() -> list[dict]:
    return edition()["cards"]


def test_edition_is_marked_reconstructed_with_notes() -> None:
    data = edition()
    assert data["game"] == "imperium-galacticum" and data["edition"] == "reconstructed" and data["notes"]


def test_thirty_space_cards_two_homeworlds_and_the_four_ship_types() -> None:
    kinds: Counter[str] = Counter()
    for card in _cards():
        kinds[card["attributes"]["kind"]] += card.get("count", 1)
    assert kinds["planet"] + kinds["deep_space"] == 30
    assert kinds["homeworld"] == 2
    ships = {c["title"]: c["attributes"] for c in _cards() if c["attributes"]["kind"] == "ship"}
    assert ships["Cruiser"]["attack"] == "1D6+3" and ships["Destroyer"]["defence_dice"] == "1D6+5"
    assert ships["Destroyer"]["build_time"] == 5 and "attack" not in ships["Colony Ship"]


def test_research_prerequisites_name_projects_of_the_set() -> None:
    research = {c["key"]: c for c in _cards() if c["attributes"]["kind"] == "research"}
    for card in research.values():
        assert set(card["attributes"]["prerequisites"]) <= set(research)


def test_every_card_validates_against_the_schema_and_keys_are_unique() -> None:
    keys = [card["key"] for card in _cards()]
    assert len(keys) == len(set(keys))
    for card in _cards():
        assert CARD_SCHEMA.validate(card["attributes"]) == [], card["key"]


def test_component_set_format_accepts_the_box_and_rejects_an_extra_card() -> None:
    game = rules.get("imperium-galacticum")
    assert game.card_schema is CARD_SCHEMA
    check = game.formats["core"].check
    box = [DeckCard(card, card["count"]) for card in _cards() if "count" in card]
    assert check(box, {"players": 2}).legal
    box.append(DeckCard(box[0].card, 1))
    assert not check(box, {"players": 2}).legal
