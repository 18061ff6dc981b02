"""`manage.py importcards FORMAT [PATH] [--game SLUG]`: bring a card list into the project.

- `json` / `csv` (any game, `--game` required): load a corrected list straight into the
  database, in one transaction (a bad file changes nothing and the error names line and field).
  `--merge` keeps cards the file does not mention; `--save` also writes it as the game's data file.
- `edition` (`--game`): write the game's data file from its reconstructed edition in
  rules/<game>/cards.py (edition()), then load it.
- A converter a game registers in `Game.card_importers` (e.g. `ge-csv` for the Galactic
  Empires master list, with `--texts` and `--lackey`): convert the published list into the
  game's data file (cardbase/data/<game>/cards.json, or `-o PATH`), then load it unless `--no-load`.
"""
from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

import rules
from cardbase.carddata import CardDataError
from cardbase.services import cards_replace, data_file, digest_of, load_data_file, read_cards, write_data_file


def _converters() -> dict[str, tuple[rules.Game, Any]]:
    found: dict[str, tuple[rules.Game, Any]] = {}
    for game in rules.all():
        for slug, importer in game.card_importers.items():
            found[slug] = (game, importer)
    return found


def edition_document(game_slug: str) -> dict[str, Any]:
    """A game's reconstructed edition (rules/<pkg>/cards.py: edition()) as a data document."""
    game = rules.get(game_slug)
    package = next(p for p in rules.GAME_PACKAGES if importlib.import_module(f"rules.{p}").GAME is game)
    try:
        module = importlib.import_module(f"rules.{package}.cards")
    except ModuleNotFoundError:
        raise CommandError(f"{game.name} has no rules/{package}/cards.py yet") from None
    if not hasattr(module, "edition"):
        raise CommandError(f"rules/{package}/cards.py has no edition()")
    return module.edition()


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser: CommandParser) -> None:
        converters = _converters()
        parser.add_argument("format", choices=["json", "csv", "edition", *converters], help="Input format.")
        parser.add_argument("path", nargs="?", help="The file to import (not for 'edition').")
        parser.add_argument("--game", help="Game slug (json, csv, edition).")
        parser.add_argument("--merge", action="store_true", help="json/csv: keep cards the file does not mention.")
        parser.add_argument("--save", action="store_true", help="json/csv: also write it as the game's data file.")
        parser.add_argument("-o", "--output", help="Converters and edition: write the data file here instead.")
        parser.add_argument("--no-load", action="store_true", help="Converters and edition: only write the data file.")
        extras: dict[str, str] = {}
        for _, importer in converters.values():
            for name, help_text in importer.extras:
                extras.setdefault(name, help_text)
        for name, help_text in extras.items():
            parser.add_argument(f"--{name}", dest=f"extra_{name}", help=help_text)

    def handle(self, *args: Any, **options: Any) -> None:
        file_format = options["format"]
        if file_format in ("json", "csv"):
            self.import_file(file_format, options)
        elif file_format == "edition":
            self.import_edition(options)
        else:
            self.convert(file_format, options)

    # ------------------------------------------------------------------------------------------

    def _game(self, options: dict[str, Any]) -> rules.Game:
        if not options.get("game"):
            raise CommandError(f"--game is required; one of: {', '.join(rules.slugs())}")
        try:
            return rules.get(options["game"])
        except rules.UnknownGame:
            raise CommandError(f"no game called {options['game']!r}; known: {', '.join(rules.slugs())}") from None

    def import_file(self, file_format: str, options: dict[str, Any]) -> None:
        game = self._game(options)
        if not options.get("path"):
            raise CommandError("give the file to import")
        path = Path(options["path"])
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            raise CommandError(f"{path}: cannot read: {exc}") from None
        try:
            document = read_cards(game_slug=game.slug, text=text, file_format=file_format)
        except CardDataError as exc:
            raise CommandError(f"{path}: {exc}; nothing was imported") from None
        result = cards_replace(document=document, prune=not options["merge"], keep_metadata=file_format == "csv")
        self.stdout.write(result.describe())
        if options["save"]:
            from cardbase.selectors import game_cards
            from cardbase.models import Edition

            edition = Edition.objects.get(game=game.slug)
            cards = [{k: v for k, v in c.items() if k != "id"} for c in game_cards(game.slug)]
            target = write_data_file(
                game.slug,
                {"game": game.slug, "edition": edition.edition, "source": edition.source, **({"notes": edition.notes} if edition.notes else {}), "cards": cards},
            )
            edition.digest = digest_of(target.read_bytes())
            edition.save(update_fields=["digest"])
            self.stdout.write(f"wrote {target}")

    def import_edition(self, options: dict[str, Any]) -> None:
        game = self._game(options)
        document = edition_document(game.slug)
        try:
            checked = read_cards(game_slug=game.slug, text=json.dumps(document), file_format="json")
        except CardDataError as exc:
            raise CommandError(f"{game.slug} edition(): {exc}") from None
        # Written as the edition gives it (checked above), so the file reads like the source.
        target = write_data_file(game.slug, document, Path(options["output"]) if options.get("output") else None)
        self.stdout.write(f"wrote {target} ({len(checked.cards)} cards)")
        if not options["no_load"] and not options.get("output"):
            self.stdout.write(load_data_file(game_slug=game.slug).describe())

    def convert(self, file_format: str, options: dict[str, Any]) -> None:
        game, importer = _converters()[file_format]
        if not options.get("path"):
            raise CommandError(f"give the file to convert ({importer.description})")
        extras = {name: options.get(f"extra_{name}") for name, _ in importer.extras if options.get(f"extra_{name}")}
        try:
            document = importer.convert(options["path"], **extras)
        except (OSError, ValueError) as exc:
            raise CommandError(f"{exc}; nothing was written") from None
        # What the converter repaired (records dropped or merged, and why): printed, and written
        # beside the data file as import-log.txt so a reader of the data can see it.
        repairs = document.pop("import_log", None) or []
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n"
        try:  # the converted data must pass the same checks as any other card file
            read_cards(game_slug=game.slug, text=text, file_format="json")
        except CardDataError as exc:
            raise CommandError(f"the converted data does not check: {exc}; nothing was written") from None
        target = Path(options["output"]) if options.get("output") else data_file(game.slug)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        self.stdout.write(f"wrote {target} ({len(document['cards'])} cards, {sum(len(c['printings']) for c in document['cards'])} printings)")
        if repairs:
            log_file = target.with_name("import-log.txt")
            log_file.write_text("".join(f"{r['action']}\t{r['record']}\t{r['reason']}\n" for r in repairs), encoding="utf-8")
            counts: dict[str, int] = {}
            for r in repairs:
                counts[r["action"]] = counts.get(r["action"], 0) + 1
            summary = ", ".join(f"{n} {action}" for action, n in sorted(counts.items()))
            self.stdout.write(f"repaired records: {summary} (each with its reason in {log_file})")
        if not options["no_load"] and not options.get("output"):
            self.stdout.write(load_data_file(game_slug=game.slug).describe())
