"""Building blocks for the stocking tests: the real card data (loaded once) and small synthetic
cards in the same shape, plus a baseline deck that is legal under the Primary rules."""
from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

from rules.core import DeckCard
from rules.galactic_empires.cards import identity

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "cardbase" / "data" / "galactic-empires"
DECKS = DATA / "decks"
DECK_NAMES = ("Basic_Deck_A", "Basic_Deck_A_Argonian", "Beta_Starter", "Ltd_Argonian", "Ltd_Dragon", "Psycanti")


@functools.lru_cache(maxsize=1)
def real_cards() -> list[dict[str, Any]]:
    with (DATA / "cards.json").open(encoding="utf-8") as handle:
        return json.load(handle)["cards"]


@functools.lru_cache(maxsize=1)
def real_index():
    from rules.galactic_empires.deckfile import CardIndex

    return CardIndex(real_cards())


def real(label: str) -> dict[str, Any]:
    """A real card by "CODE Title" (as printed)."""
    card, _ = real_index().resolve_text(label)
    assert card is not None, label
    return card


def card(code: str, title: str | None = None, *, empire: str | None = None, klass: str | None = None, tribe: str | None = None, tags: tuple[str, ...] = (), stockable: bool = True) -> dict[str, Any]:
    """A synthetic card: `card("S6", "Argonian Cruiser", empire="Argonian")`; `R/C4`, `T/B5` work."""
    match = re.fullmatch(r"(R/)?([A-Z]+)(?:/([A-Z]))?(\d*)", code)
    assert match, code
    reaction, card_type, alt_type, strength = match.groups()
    strength_value = int(strength) if strength else None
    title = title or f"Test {code.replace('/', '')}"
    if klass is None:
        klass = "none" if empire is None else "major" if empire in {"Argonian", "Krebiz", "Tufor", "Mechad", "P.O.T.", "Corporate"} else "minor"
    attributes: dict[str, Any] = {"code": code, "empire_class": klass, "stockable": stockable, "tags": list(tags)}
    if reaction:
        attributes["reaction"] = True
    if alt_type:
        attributes["alt_type"] = alt_type
    if empire:
        attributes["main_empire"] = empire
    if tribe:
        attributes["indirigan_tribe"] = tribe
    return {
        "key": f"test-{code}-{title}".lower().replace(" ", "-"),
        "identity": identity(card_type, strength_value, title, alt_type),
        "type": card_type,
        "strength": strength_value,
        "title": title,
        "attributes": attributes,
        "printings": [{"set": "PE", "image_file": f"{code}_{title}".replace(" ", "_"), "lackey_name": f"{code} {title} (PE)"}],
    }


def ship(strength: int, empire: str | None = "Argonian", n: int = 0, **kwargs: Any) -> dict[str, Any]:
    klass = "generic" if empire is None else None
    name = empire or "Generic"
    return card(f"S{strength}", f"{name} Ship {strength}{'-' + str(n) if n else ''}", empire=empire, klass=klass, **kwargs)


def ladder(card_type: str, top: int = 5, prefix: str = "Test") -> list[DeckCard]:
    return [DeckCard(card(f"{card_type}{s}", f"{prefix} {card_type}{s}"), 1) for s in range(1, top + 1)]


def baseline(types: str = "TBECAHOLM", ships: int = 5, reserve: int = 2) -> list[DeckCard]:
    """A 50-card deck legal under primary-standard for 2 players: 10 types x strength 1-5, the
    ships Argonian, `reserve` of the terrain in the reserve fleet."""
    deck = [DeckCard(ship(s), 1) for s in range(1, ships + 1)]
    for card_type in types:
        deck += ladder(card_type)
    for entry in deck[ships : ships + reserve]:
        entry.zone = "reserve"
    return deck


def filler(n: int, card_type: str = "T", strength: int = 1, title: str = "Filler") -> DeckCard:
    """n copies of one strength-1 card (no copy limit under the Primary rules)."""
    return DeckCard(card(f"{card_type}{strength}", title), n)


def rules_of(report) -> set[str]:
    return {v.rule for v in report.violations}
