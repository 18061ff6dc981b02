"""`manage.py validatedeck PATH`: check a deck file against a deck format.

Prints the stocking report (plain text, or the JSON report with --json). Exit status: 0 legal,
1 illegal, 2 unreadable input (missing file, malformed or oversized deck, bad option).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from decks.validation import MAX_DECK_TEXT_BYTES, DeckInputError, report_text, validate_deck


class Command(BaseCommand):
    help = "Check a deck file (plain text, LackeyCCG .dek or JSON) against a deck format; exit 0 legal, 1 illegal, 2 unreadable."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="The deck file ('-' reads standard input).")
        parser.add_argument("--game", default="galactic-empires", help="Game slug (default galactic-empires).")
        parser.add_argument("--format", dest="format_slug", default=None, help="Deck format (default: the game's first, primary-standard for GE).")
        parser.add_argument("--players", default=None, help="Number of players, 2-12 (default: the deck file's, else 2).")
        parser.add_argument("--empire", default=None, help="Declared main empire (default: inferred).")
        parser.add_argument("--json", action="store_true", help="Print the JSON report.")

    def handle(self, *args: Any, path: str, game: str, format_slug: str | None, players: str | None, empire: str | None, **options: Any) -> None:
        try:
            if path == "-":
                data = sys.stdin.buffer.read(MAX_DECK_TEXT_BYTES + 1)
            else:
                file = Path(path)
                if file.stat().st_size > MAX_DECK_TEXT_BYTES:
                    raise DeckInputError(f"{path}: {file.stat().st_size:,} bytes; the limit is {MAX_DECK_TEXT_BYTES:,} bytes")
                data = file.read_bytes()
            result = validate_deck(deck=data, game_slug=game, format_slug=format_slug, players=players, empire=empire)
        except (OSError, DeckInputError) as exc:
            message = exc.message if isinstance(exc, DeckInputError) else f"{path}: {exc.strerror or exc}"
            if options["json"]:
                self.stdout.write(json.dumps({"message": message}))
            self.stderr.write(f"error: {message}")
            sys.exit(2)
        if options["json"]:
            self.stdout.write(json.dumps(result, ensure_ascii=False, indent=2))
        else:
            self.stdout.write(report_text(result, Path(path).name if path != "-" else ""), ending="")
        sys.exit(0 if result["legal"] else 1)
