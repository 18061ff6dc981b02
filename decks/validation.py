"""Deck validation: a deck file checked against one of a game's deck formats.

Game-agnostic: the game comes from the registry (`rules.get(slug)`), its formats from
`Game.formats` and its deck-file reader from `Game.read_deck(data, cards)` (Galactic Empires:
plain text, LackeyCCG .dek, JSON). Cards come from the card database
(`cardbase.selectors.game_cards`), or from the game's shipped data file when the database holds
no cards for it yet (a fresh checkout before `manage.py loadcards`).
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import DatabaseError

import rules
from config.errors import ApplicationError
from rules.core import UnknownGame

MAX_DECK_TEXT_BYTES = 1_000_000  # a 150-card LackeyCCG deck is ~20 kB
DEFAULT_PLAYERS = 2


class DeckInputError(ApplicationError, ValueError):
    """Input that cannot be validated: unknown game or format, unreadable deck, bad option."""


_DATA_FILE_CARDS: dict[str, tuple[float, list[dict[str, Any]]]] = {}


def _data_file_cards(game_slug: str) -> list[dict[str, Any]]:
    path = Path(settings.BASE_DIR) / "cardbase" / "data" / game_slug / "cards.json"
    if not path.exists():
        return []
    mtime = path.stat().st_mtime
    hit = _DATA_FILE_CARDS.get(game_slug)
    if hit is None or hit[0] != mtime:
        with path.open(encoding="utf-8") as handle:
            hit = (mtime, json.load(handle)["cards"])
        _DATA_FILE_CARDS[game_slug] = hit
    return hit[1]


def game_cards(game_slug: str) -> list[dict[str, Any]]:
    """Every card of the game as plain data: the database's, else the shipped data file's."""
    try:
        from cardbase.selectors import game_cards as database_cards
    except ImportError:  # the card database app is not installed
        cards: list[dict[str, Any]] = []
    else:
        try:
            cards = database_cards(game_slug)
        except DatabaseError:  # database not migrated yet (a fresh checkout before `make setup`)
            cards = []
    return cards or _data_file_cards(game_slug)


def _int(value: Any, name: str) -> int | None:
    if value in (None, ""):
        return None
    if isinstance(value, bool):
        raise DeckInputError(f"{name}: expected a whole number, got {value!r}")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise DeckInputError(f"{name}: expected a whole number, got {value!r}") from None


def validate_deck(
    *,
    deck: str | bytes,
    game_slug: str = "galactic-empires",
    format_slug: str | None = None,
    players: Any = None,
    empire: str | None = None,
    errata: str | None = None,
) -> dict[str, Any]:
    """The format's report on a deck file, plus what the import found ("deck": kind, size,
    unknown lines with their closest titles). Raises DeckInputError for unusable input."""
    try:
        game = rules.get(game_slug)
    except UnknownGame:
        raise DeckInputError(f"no game called {game_slug!r}", extra={"games": [g.slug for g in rules.all()]}) from None
    if not game.formats:
        raise DeckInputError(f"{game.name} has no deck formats")
    slug = format_slug or next(iter(game.formats))
    deck_format = game.formats.get(slug)
    if deck_format is None:
        raise DeckInputError(f"{game.name} has no format {slug!r}", extra={"formats": list(game.formats)})
    reader = getattr(game, "read_deck", None)
    if reader is None:
        raise DeckInputError(f"{game.name} has no deck-file reader")
    size = len(deck.encode("utf-8")) if isinstance(deck, str) else len(deck)
    if size > MAX_DECK_TEXT_BYTES:
        raise DeckInputError(f"the deck is {size:,} bytes; the limit is {MAX_DECK_TEXT_BYTES:,} bytes", status=413)
    try:
        deck_list = reader(deck, game_cards(game.slug))
    except ValueError as exc:  # DeckFileError: malformed or hostile file, bad count
        raise DeckInputError(f"unreadable deck: {exc}") from None
    options = {
        "players": _int(players, "players") or deck_list.players or DEFAULT_PLAYERS,
        "empire": empire or deck_list.empire,
    }
    deck_cards = deck_list.deck_cards()
    if getattr(game, "errata_sets", None):  # issue 29: the cards as the chosen errata set has them (None: the default)
        if errata and errata not in game.errata_sets:
            raise DeckInputError(f"{game.name} has no errata set {errata!r}", extra={"errata_sets": list(game.errata_sets)})
        deck_cards = [type(line)(game.apply_errata(line.card, errata or None), line.count, line.zone) for line in deck_cards]
    try:
        report = deck_format.check(deck_cards, options)
    except ValueError as exc:  # a bad option (players out of range, unknown empire)
        raise DeckInputError(str(exc)) from None
    result = report.to_dict()
    result["deck"] = {
        "kind": deck_list.kind,
        "name": deck_list.name,
        "cards": sum(e.count for e in deck_list.entries if e.zone in ("deck", "reserve")),
        "unknown": [
            {"line": e.line, "text": e.text, "count": e.count, "suggestions": list(e.suggestions)}
            for e in deck_list.unknown()
        ],
    }
    return result


def report_text(result: Mapping[str, Any], title: str = "") -> str:
    """A report as plain text for the terminal."""
    stats = result.get("stats", {})
    head = f"{title} - " if title else ""
    lines = [
        f"{head}{result['format']}, {result['players']} players, main empire {result.get('main_empire') or 'none'}",
        "LEGAL" if result["legal"] else f"ILLEGAL: {len(result['violations'])} broken rule(s)",
    ]
    for violation in result["violations"]:
        lines.append(f"  [{violation['rule']}] {violation['message']}")
    if result.get("warnings"):
        lines.append("Warnings:")
        lines.extend(f"  - {w}" for w in result["warnings"])
    figures = [f"{stats.get('size', 0)} cards (reserve {stats.get('reserve', 0)})", f"total strength {stats.get('total_strength', 0)}"]
    if stats.get("types"):
        figures.append("types " + ", ".join(f"{t} {n}" for t, n in stats["types"].items()))
    if "exceptions" in stats:
        figures.append(f"ladder exceptions {stats['exceptions']['used']}/{stats['exceptions']['allowed']}")
    if "strength_10" in stats and stats["strength_10"].get("allowed") is not None:
        figures.append(f"strength 10+ {stats['strength_10']['count']}/{stats['strength_10']['allowed']}")
    if "minor_empire" in stats:
        figures.append(f"minor empire {stats['minor_empire']['load']:g}/{stats['minor_empire']['allowance']}")
    if "tech_slots" in stats:
        figures.append(f"technology slots {stats['tech_slots']['used']:g}/{stats['tech_slots']['allowed']}")
    lines.append("Figures: " + "; ".join(figures))
    return "\n".join(lines) + "\n"
