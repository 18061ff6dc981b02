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
        parser.add_argument(
            "--data-file", action="store_true",
            help="Write the game's data file (cardbase/data/<game>/cards.json) from the database, with the "
            "texts people corrected, and text-corrections.json beside it (read by the game's converter).",
        )

    def handle(self, *args: Any, game: str, format: str, output: str | None = None, **options: Any) -> None:  # noqa: A002
        try:
            found = rules.get(game)
        except rules.UnknownGame:
            raise CommandError(f"no game called {game!r}; known: {', '.join(rules.slugs())}") from None
        document = export_document(found.slug)
        if options.get("data_file"):
            self.write_data_files(found.slug, document)
            return
        text = write_json(document) if format == "json" else write_csv(document["cards"], found.card_schema)
        if output:
            Path(output).write_text(text, encoding="utf-8")
            self.stderr.write(f"wrote {output} ({len(document['cards'])} cards)")
        else:
            self.stdout.write(text, ending="")

    def write_data_files(self, game_slug: str, document: dict[str, Any]) -> None:
        """Corrections survive a reload: the data file gets the database's texts (issue 11)."""
        import json

        from cardbase.models import Edition
        from cardbase.services import digest_of, write_data_file

        target = write_data_file(game_slug, document)
        Edition.objects.filter(game=game_slug).update(digest=digest_of(target.read_bytes()))
        corrected = [
            {"key": c["key"], "text": c["text"], "text_source": c["text_source"], "history": c.get("text_history", [])}
            for c in document["cards"]
            if c.get("text_source") == "corrected" and c.get("text")
        ]
        corrections = target.parent / "text-corrections.json"
        if corrected or corrections.exists():
            corrections.write_text(
                json.dumps({"corrections": corrected}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
            )
        self.stderr.write(f"wrote {target} ({len(document['cards'])} cards, {len(corrected)} corrected texts)")
