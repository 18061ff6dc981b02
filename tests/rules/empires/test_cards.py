"""The standard pack and the one-pack-per-player format."""
from collections import Counter

import rules
from rules.core import DeckCard
from rules.empires.cards import CARD_SCHEMA, edition


def test_pack_holds_52_cards_with_suit_roles_and_ranks() -> None:
    cards = edition()["cards"]
    assert len(cards) == 52
    assert Counter(c["type"] for c in cards) == {"Soldier": 13, "Spell": 13, "Resource": 13, "Defender": 13}
    by_key = {c["key"]: c for c in cards}
    assert by_key["a-of-spades"]["type"] == "Soldier" and by_key["a-of-spades"]["strength"] == 14
    assert by_key["k-of-clubs"]["type"] == "Spell" and by_key["k-of-clubs"]["strength"] == 13
    assert by_key["2-of-diamonds"]["type"] == "Resource" and by_key["2-of-diamonds"]["strength"] == 2
    assert by_key["q-of-hearts"]["type"] == "Defender" and by_key["q-of-hearts"]["strength"] == 12
    for card in cards:
        assert CARD_SCHEMA.validate(card["attributes"]) == []


def test_format_accepts_one_standard_pack_only() -> None:
    check = rules.get("empires").formats["standard-pack"].check
    cards = edition()["cards"]
    assert check([DeckCard(c, 1) for c in cards], {}).legal
    report = check([DeckCard(c, 1) for c in cards[:-1]] + [DeckCard(cards[0], 1)], {})
    assert {v.rule for v in report.violations} == {"empires-missing-card", "empires-duplicate-card"}
    report = check([DeckCard(c, 1) for c in cards[:10]], {})
    assert "empires-pack-size" in {v.rule for v in report.violations}
