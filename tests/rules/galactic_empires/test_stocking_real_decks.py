"""The six real LackeyCCG decks (cardbase/data/galactic-empires/decks/) under every format.

Checked by hand against the rulebooks (see the comments); they were not built for one rulebook,
so most are illegal somewhere, and that is the point.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires import deckfile
from rules.galactic_empires.stocking import FORMATS

from .stocking_helpers import DECK_NAMES, DECKS, real_index

OK: frozenset[str] = frozenset()
FREE_AND_BASIC = {"primary-free-for-all": OK, "basic": OK}

# (deck, players) -> format -> the rule ids it breaks.
VERDICTS: dict[tuple[str, int], dict[str, frozenset[str] | set[str]]] = {
    # Primary starter Deck A: 49 cards for the Basic Game (shared deck). Krebiz (7 ships) and
    # Argonian (5 ships) together break "Announce Empire"; only C, E, S, T reach 5 cards; the O
    # ladder lacks O2 (1 exception: fine with 3, not with 0 in a 49-card Universe deck).
    ("Basic_Deck_A", 2): {
        "primary-standard": {"deck-size", "card-types", "major-empire"},
        "primary-tournament": {"deck-size", "card-types", "major-empire"},
        "primary-200": {"major-empire"},
        "universe": {"card-types", "strength-ladder", "major-empire"},
        **FREE_AND_BASIC,
    },
    # The same with the Krebiz ships replaced by Argonian ones: 46 cards, 117 strength points,
    # 9 types, 10 Argonian ships and 2 Indirigans (= 1 minor ship of the 2 allowed): a legal
    # 200 Point Challenge deck.
    ("Basic_Deck_A_Argonian", 2): {
        "primary-standard": {"deck-size", "card-types"},
        "primary-tournament": {"deck-size", "card-types"},
        "primary-200": OK,
        "universe": {"card-types", "strength-ladder"},
        **FREE_AND_BASIC,
    },
    # Beta starter: 49 stockable cards (+ the point-symbols card), Argonian and Krebiz ships.
    ("Beta_Starter", 2): {
        "primary-standard": {"deck-size", "card-types", "major-empire"},
        "primary-tournament": {"deck-size", "card-types", "major-empire"},
        "primary-200": {"major-empire"},
        "universe": {"card-types", "strength-ladder", "major-empire"},
        **FREE_AND_BASIC,
    },
    # Limited Argonian, 121 + 4 reserve: seven strength 6-7 cards at 3 copies break the Primary
    # "2 of 6-9" limit; 5 minor ships (Bolaar 2, Vektrean 1, 4 Indirigans = 2) against
    # min(2 x players, 20 Argonian ships / 4 = 5); a 4-card reserve fleet fits 4 players.
    # Universe: 3 copies of 6-7 are allowed, 5 minor ships are exactly the 20/4 allowed, the 2
    # Vektrean asteroid bases exactly the 8/4 of the B cards: legal for 4 players.
    ("Ltd_Argonian", 2): {
        "primary-standard": {"copy-limit", "minor-empire", "reserve-fleet"},
        "primary-tournament": {"deck-size", "copy-limit", "minor-empire", "reserve-fleet"},
        "primary-200": {"point-total", "minor-empire", "reserve-fleet"},
        "universe": {"reserve-fleet"},
        **FREE_AND_BASIC,
    },
    ("Ltd_Argonian", 4): {
        "primary-standard": {"copy-limit"},
        "primary-tournament": {"deck-size", "copy-limit"},
        "primary-200": {"point-total"},
        "universe": OK,
        **FREE_AND_BASIC,
    },
    # Limited Dragon, 122 + 3 reserve: 20 D dragons are the main empire; 5 minor ships against
    # 20/4; the D10 Dragon King is banned by the Primary tournament rules; 4 cards at 3 copies of
    # strength 6-7. Universe-legal for 3 or more players (reserve of 3).
    ("Ltd_Dragon", 2): {
        "primary-standard": {"copy-limit", "minor-empire", "reserve-fleet"},
        "primary-tournament": {"deck-size", "copy-limit", "strength-10", "minor-empire", "reserve-fleet"},
        "primary-200": {"point-total", "minor-empire", "reserve-fleet"},
        "universe": {"reserve-fleet"},
        **FREE_AND_BASIC,
    },
    ("Ltd_Dragon", 3): {
        "primary-standard": {"copy-limit"},
        "primary-tournament": {"deck-size", "copy-limit", "strength-10"},
        "primary-200": {"point-total"},
        "universe": OK,
        **FREE_AND_BASIC,
    },
    # Psycanti starter, 21 cards: P and F are the only full types; T5 x2, E5, B5 have no ladder.
    ("Psycanti", 2): {
        "primary-standard": {"deck-size", "card-types", "strength-ladder"},
        "primary-tournament": {"deck-size", "card-types", "strength-ladder"},
        "primary-200": {"card-types"},
        "universe": {"deck-size", "card-types", "strength-ladder"},
        **FREE_AND_BASIC,
    },
}
MAIN_EMPIRES = {
    "Basic_Deck_A": "Krebiz",
    "Basic_Deck_A_Argonian": "Argonian",
    "Beta_Starter": "Krebiz",
    "Ltd_Argonian": "Argonian",
    "Ltd_Dragon": "Space Dragon",
    "Psycanti": "Psycanti",
}


def _deck(name: str) -> deckfile.DeckList:
    return deckfile.read_deck((DECKS / f"{name}.dek").read_bytes(), real_index())


@pytest.mark.parametrize("name", DECK_NAMES)
def test_real_deck_imports_with_no_unknown_card(name: str) -> None:
    deck = _deck(name)
    assert deck.unknown() == []
    assert deck.entries


@pytest.mark.parametrize(("name", "players"), sorted(VERDICTS))
def test_real_deck_verdicts(name: str, players: int) -> None:
    deck = _deck(name).deck_cards()
    found = {slug: {v.rule for v in fmt.check(deck, {"players": players}).violations} for slug, fmt in FORMATS.items() if slug != "sealed"}  # pool-bound: test_stocking_sealed.py
    assert found == {slug: set(rules) for slug, rules in VERDICTS[(name, players)].items()}


@pytest.mark.parametrize("name", DECK_NAMES)
def test_real_deck_main_empire_is_inferred(name: str) -> None:
    assert FORMATS["universe"].check(_deck(name).deck_cards(), {}).main_empire == MAIN_EMPIRES[name]


def test_ltd_argonian_copy_limit_messages_name_cards_and_numbers() -> None:
    report = FORMATS["primary-standard"].check(_deck("Ltd_Argonian").deck_cards(), {"players": 4})
    messages = [v.message for v in report.violations]
    assert any(m.startswith("3 copies of S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser; at most 2 of strength 6-9") for m in messages)
    assert len(messages) == 7


def test_ltd_argonian_minor_empire_figures() -> None:
    report = FORMATS["primary-standard"].check(_deck("Ltd_Argonian").deck_cards(), {"players": 2})
    assert report.stats["minor_empire"] == {"load": 5.0, "allowance": 4, "per_players": 4, "per_main_ships": 5, "main_ships": 20}
    universe = FORMATS["universe"].check(_deck("Ltd_Argonian").deck_cards(), {"players": 4})
    assert universe.stats["minor_empire"]["by_type"]["S"] == {"load": 5.0, "support": 20, "allowance": 5}
    assert universe.stats["minor_empire"]["by_type"]["B"] == {"load": 2.0, "support": 8, "allowance": 2}


def test_reference_zone_cards_are_not_stocked() -> None:
    deck = _deck("Ltd_Dragon")
    assert [e.text for e in deck.entries if e.zone == "reference"] == ["Spcl Point Symbols (PE)", "HQ25 Dragon Sector HQ (UE)"]
    assert FORMATS["basic"].check(deck.deck_cards(), {}).stats["size"] == 125
