"""Where the printing app gets its cards: plain card dicts per game, and which printing to print.

Cards come from the card database's selector (`cardbase.selectors.game_cards`) when it is
available and loaded; otherwise from the game's data file under cardbase/data/<slug>/ or the
game's reconstructed edition (`rules/<pkg>/cards.py` edition()). One function, so the rest of
the app does not care which.
"""
from __future__ import annotations

import importlib
import json
import logging
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import rules

logger = logging.getLogger(__name__)

DATA_DIR = Path(__file__).resolve().parent.parent / "cardbase" / "data"


@dataclass(frozen=True)
class PrintCard:
    """One physical card to print: the card (rules data) and the printing to show (or None)."""

    card: dict[str, Any]
    printing: dict[str, Any] | None


def game_cards(slug: str) -> list[dict[str, Any]]:
    """Every card of a game as plain dicts (the shape of cardbase/data/*/cards.json)."""
    rules.get(slug)  # UnknownGame for a slug no game has
    try:
        from cardbase.selectors import game_cards as selected_cards  # type: ignore[attr-defined]
    except ImportError:
        selected_cards = None
    if selected_cards is not None:
        try:
            cards = selected_cards(slug)
        except Exception as exc:  # noqa: BLE001 - no database (a script, a test without db): use the files
            logger.debug("card database unavailable for %s (%s); reading the data files", slug, exc)
        else:
            if cards:
                return list(cards)
    return list(file_cards(slug))


@lru_cache(maxsize=None)
def file_cards(slug: str) -> tuple[dict[str, Any], ...]:
    """A game's cards from its data file, or from its reconstructed edition in rules/."""
    path = DATA_DIR / slug / "cards.json"
    if path.exists():
        with path.open(encoding="utf-8") as handle:
            document = json.load(handle)
        return tuple(document["cards"] if isinstance(document, dict) else document)
    game = rules.get(slug)
    try:
        module = importlib.import_module(f"{type(game).__module__}.cards")
    except ModuleNotFoundError:
        return ()
    edition = getattr(module, "edition", None)
    return tuple(edition()["cards"]) if edition else ()


def default_printing(card: dict[str, Any]) -> dict[str, Any] | None:
    """The printing to show when a deck does not say: the latest print, else the last listed."""
    printings = card.get("printings") or []
    if not printings:
        return None
    for printing in printings:
        if "LatestPrint" in (printing.get("tags") or ()):
            return printing
    return printings[-1]


def copies_in_set(card: dict[str, Any], printing: dict[str, Any] | None) -> int:
    """How many copies of a card a set holds (reconstructed sets print several of a card)."""
    for source in (printing or {}, card):
        count = source.get("count")
        if isinstance(count, int) and count > 0:
            return count
    return 1


def set_codes(slug: str) -> list[str]:
    """The set codes a game's printings use, most printings first."""
    counts: dict[str, int] = {}
    for card in game_cards(slug):
        for printing in card.get("printings") or ():
            code = printing.get("set") or ""
            if code:
                counts[code] = counts.get(code, 0) + 1
    return sorted(counts, key=lambda code: (-counts[code], code))


def set_print_cards(slug: str, set_code: str | None = None, copies: bool = True) -> Iterator[PrintCard]:
    """Every printing of a set (or of the whole game), each as many times as the set holds it."""
    wanted = set_code.lower() if set_code else None
    for card in game_cards(slug):
        for printing in card.get("printings") or ():
            if wanted is not None and str(printing.get("set", "")).lower() != wanted:
                continue
            for _ in range(copies_in_set(card, printing) if copies else 1):
                yield PrintCard(card, printing)


def count_set_cards(slug: str, set_code: str | None = None) -> int:
    return sum(1 for _ in set_print_cards(slug, set_code))
