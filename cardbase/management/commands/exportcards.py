"""`manage.py exportcards --game SLUG --format json|csv [-o PATH]`: a game's cards as a file.

The output imports back with `importcards json|csv PATH --game SLUG` (edit it in between to
correct a list: an owner of a physical set can fix a reconstructed edition this way).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

import rules
from cardbase.carddata import write_csv, write_json
from cardbase.models import Edition
from cardbase.selectors import game_cards


def export_document(game_slug: str) -> dict[str, Any]:
    edition = Edition.objects.filter(game=game_slug).first()
    document: dict[str, Any] = {
        "game": game_slug,
        "edition": edition.edition if edition else "",
        "source": edition.source if edition else "",
    }
    if edition and edition.notes:
        document["notes"] = edition.notes
    document["cards"] = [{k: v for k, v in card.items() if k != "id"} for card in game_cards(game_slug)]
    return document


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--game", required=True)
        parser.add_argument("--format", choices=["json", "csv"], default="json")
        parser.add_argument("-o", "--output", help="File to write (default: standard output).")

    def handle(self, *args: Any, game: str, format: str, output: str | None = None, **options: Any) -> None:  # noqa: A002
        try:
            found = rules.get(game)
        except rules.UnknownGame:
            raise CommandError(f"no game called {game!r}; known: {', '.join(rules.slugs())}") from None
        document = export_document(found.slug)
        text = write_json(document) if format == "json" else write_csv(document["cards"], found.card_schema)
        if output:
            Path(output).write_text(text, encoding="utf-8")
            self.stderr.write(f"wrote {output} ({len(document['cards'])} cards)")
        else:
            self.stdout.write(text, ending="")
