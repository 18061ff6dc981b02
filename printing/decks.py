"""Deck lists to print: read a deck file of any game into cards, counts and zones.

The game's own reader does the reading (`Game.read_deck`: plain text and the project's JSON for
every game, rules/deckfile_generic.py; Galactic Empires adds LackeyCCG .dek); this module turns
its deck list into printings to print. Lines that match no card are kept, so the cover can list
what was skipped.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import rules
from config.errors import ApplicationError
from rules.core import DeckCard

from .sources import PrintCard, default_printing, game_cards

MAX_DECK_BYTES = 2 * 1024 * 1024


class DeckFileError(ApplicationError, ValueError):
    """A deck file that cannot be read at all (as opposed to single unknown lines)."""


@dataclass
class DeckLine:
    card: dict[str, Any]
    printing: dict[str, Any] | None
    count: int
    zone: str = "deck"


@dataclass
class DeckToPrint:
    """A deck read for printing: its lines, what was skipped, and what the file says about it."""

    game: str
    name: str = ""
    lines: list[DeckLine] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    format: str | None = None
    players: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    source: Any = None  # the game reader's own deck list, when a game reader read it

    @property
    def size(self) -> int:
        return sum(line.count for line in self.lines)

    def print_cards(self) -> list[PrintCard]:
        """Each card as many times as the deck holds it, in list order."""
        return [PrintCard(line.card, line.printing) for line in self.lines for _ in range(line.count)]

    def deck_cards(self) -> list[DeckCard]:
        """The rules' view of the deck (reference cards are not part of it).

        A game reader's own list is used when there is one: it keeps unknown lines as
        placeholders its formats report (an unknown card cannot be certified legal).
        """
        if self.source is not None and hasattr(self.source, "deck_cards"):
            return list(self.source.deck_cards())
        merged: dict[tuple[int, str], DeckCard] = {}
        for line in self.lines:
            if line.zone not in ("deck", "reserve"):
                continue
            key = (id(line.card), line.zone)
            if key in merged:
                merged[key].count += line.count
            else:
                merged[key] = DeckCard(line.card, line.count, line.zone)
        return list(merged.values())


# --------------------------------------------------------------------------------------------
# Reading files
# --------------------------------------------------------------------------------------------


def deck_from_list(slug: str, found: Any) -> DeckToPrint:
    """A game's own deck list (entries with card, printing, count, zone) as a deck to print."""
    deck = DeckToPrint(slug, name=getattr(found, "name", "") or "", players=getattr(found, "players", None))
    if getattr(found, "empire", None):
        deck.options["empire"] = found.empire
    for entry in getattr(found, "entries", ()):
        if entry.card is None:
            text = f"{entry.count} {entry.text}"
            if getattr(entry, "suggestions", None):
                text += f" (did you mean {' or '.join(entry.suggestions)}?)"
            deck.unknown.append(text)
            continue
        printing = entry.printing or default_printing(dict(entry.card))
        deck.lines.append(DeckLine(entry.card, printing, entry.count, entry.zone))
    deck.source = found
    return deck


def read_deck(slug: str, data: str | bytes, filename: str = "") -> DeckToPrint:
    """Read a deck file (text, .dek or JSON) of a game; unknown lines are collected, not fatal."""
    if isinstance(data, bytes):
        if len(data) > MAX_DECK_BYTES:
            raise DeckFileError(f"the deck file is {len(data) // 1024} KB; at most {MAX_DECK_BYTES // 1024} KB")
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            data = data.decode("latin-1")
    elif len(data) > MAX_DECK_BYTES:
        raise DeckFileError(f"the deck is {len(data) // 1024} KB of text; at most {MAX_DECK_BYTES // 1024} KB")
    game = rules.get(slug)
    try:
        return deck_from_list(slug, game.read_deck(data, game_cards(slug)))
    except ValueError as exc:  # the game's DeckFileError: unreadable as a whole
        raise DeckFileError(str(exc)) from None
