"""The project's Galactic Empires card data and sample decks, read without Django.

The engine never needs this module (it takes decks as plain DeckCard lines); bots, benchmarks
and tests use it to load cardbase/data/galactic-empires/cards.json and the LackeyCCG decks
shipped beside it (read with deckfile.read_deck).
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..core import DeckCard
from . import deckfile
from .cards import card_sides

DATA_DIR = Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires"
DECK_DIR = DATA_DIR / "decks"
STARTER_DECKS = ("Basic_Deck_A.dek", "Beta_Starter.dek")
LIMITED_DECKS = ("Ltd_Argonian.dek", "Ltd_Dragon.dek")


@lru_cache(maxsize=1)
def card_list() -> list[dict[str, Any]]:
    """Every GE card (the plain card shape of cards.json)."""
    with open(DATA_DIR / "cards.json", encoding="utf-8") as handle:
        return json.load(handle)["cards"]


@lru_cache(maxsize=1)
def card_index() -> deckfile.CardIndex:
    return deckfile.CardIndex(card_list())


def by_identity() -> dict[str, dict[str, Any]]:
    """Cards by their "exactly identical" identity (the first card listed wins); a dual-type card
    also under its other side's identity ("H/T2|plasma field": the T/H2 card as a hazard)."""
    found: dict[str, dict[str, Any]] = {}
    for card in card_list():
        found.setdefault(card["identity"], card)
    for card in card_list():
        for side in card_sides(card)[1:]:
            found.setdefault(side["identity"], side)
    return found


def by_key() -> dict[str, dict[str, Any]]:
    """Cards by key, and by the keys of records merged into them ("former_keys": a German Gold
    Border printing's or a dual-type card's second record, issue 17)."""
    found = {card["key"]: card for card in card_list()}
    for card in card_list():
        for key in card.get("former_keys") or ():
            found.setdefault(key, card)
    return found


@lru_cache(maxsize=32)
def _load(path: str) -> tuple[DeckCard, ...]:
    with open(path, "rb") as handle:
        deck = deckfile.read_deck(handle.read(), card_index())
    lines = [line for line in deck.deck_cards() if not line.card.get("unknown")]
    return tuple(lines)


def load_deck(name: str | Path) -> list[DeckCard]:
    """A deck file by path, or by file name in cardbase/data/galactic-empires/decks/.

    Lines that match no card are left out (deckfile reports them); the reference zone is not played.
    """
    path = Path(name)
    if not path.exists():
        path = DECK_DIR / str(name)
    return list(_load(str(path)))


def starter_decks() -> list[list[DeckCard]]:
    """The two decks used when a match names none (a Primary starter and the Beta starter)."""
    return [load_deck(name) for name in STARTER_DECKS]


def limited_decks() -> list[list[DeckCard]]:
    return [load_deck(name) for name in LIMITED_DECKS]
