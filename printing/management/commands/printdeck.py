"""manage.py printdeck PATH -o out.pdf: a deck (text, LackeyCCG .dek or JSON) as a print-and-play PDF."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from printing import options as print_options
from printing.decks import DeckFileError
from printing.services import PrintError, deck_job, saved_deck_job

from ._common import ProgressBar, render_options, write

# LackeyCCG's <game> names -> our slugs (a .dek says which game it is for).
LACKEY_GAMES = {"galacticempires": "galactic-empires"}


def guess_game(data: bytes) -> str | None:
    head = data[:4096].decode("utf-8", "ignore")
    for lackey, slug in LACKEY_GAMES.items():
        if f"<game>{lackey}</game>" in head.replace(" ", "").lower():
            return slug
    if head.lstrip().startswith("{"):
        try:
            game = json.loads(data.decode("utf-8")).get("game")
        except (ValueError, AttributeError):
            return None
        return game if isinstance(game, str) else None
    return None


def saved_decks_available() -> bool:
    """--deck-id exists once the deck builder's Deck model does."""
    try:
        from decks.models import Deck  # noqa: F401
    except ImportError:
        return False
    return True


class Command(BaseCommand):
    help = "Print a deck as a print-and-play PDF (each card as many times as the deck holds it)."
    # No system checks: they import every URL and view of the site (about half of this
    # command's start-up), and a print reads cards and writes a file, nothing they check.
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", nargs="?", help="The deck file: text, LackeyCCG .dek or JSON (- for standard input).")
        if saved_decks_available():
            parser.add_argument("--deck-id", type=int, help="Print a deck saved in the deck builder instead of a file.")
        parser.add_argument("--game", help="The game's slug (default: what the file says, else galactic-empires).")
        parser.add_argument("--format", dest="deck_format", help="The deck format the cover checks the deck against.")
        parser.add_argument("--players", type=int, help="Number of players for the legality check.")
        print_options.add_arguments(parser)

    def handle(self, *args: Any, **values: Any) -> None:
        if values.get("deck_id"):
            options = render_options(values)
            try:
                job = saved_deck_job(values["deck_id"], format_slug=values["deck_format"], players=values["players"])
            except PrintError as exc:
                raise CommandError(exc.message) from None
            result = write(job, values["output"], options)
            self.stdout.write(f"{values['output']}: {result.cards} cards, {result.sheets} sheets, {result.pages} pages")
            return
        if not values["path"]:
            raise CommandError("give the deck file to print (PATH)")
        if values["path"] == "-":
            import sys

            data = sys.stdin.buffer.read()
            filename = "deck"
        else:
            path = Path(values["path"])
            if not path.is_file():
                raise CommandError(f"PATH: no file {path}")
            data = path.read_bytes()
            filename = path.name
        slug = values["game"] or guess_game(data) or "galactic-empires"
        options = render_options(values)
        try:
            job = deck_job(slug, data, filename=filename, format_slug=values["deck_format"], players=values["players"])
        except (DeckFileError, PrintError) as exc:
            raise CommandError(str(exc)) from None
        bar = ProgressBar(self.stderr._out if hasattr(self.stderr, "_out") else self.stderr)
        result = write(job, values["output"], options, progress=bar)
        bar.close()
        if values["output"] != "-":
            skipped = len(job.deck.unknown) if job.deck else 0
            self.stdout.write(
                f"{values['output']}: {result.cards} cards, {result.sheets} sheets, {result.pages} pages"
                + (f"; skipped {skipped} unknown line(s), listed on the cover" if skipped else "")
            )
