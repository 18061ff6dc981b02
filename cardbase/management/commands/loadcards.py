"""`manage.py loadcards`: load every game's card data file into the database, idempotently.

A game whose data file is unchanged since it was last loaded (same sha256) is skipped, so this
runs in well under a second when nothing changed; `--force` reloads anyway.
"""
from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

import rules
from cardbase.carddata import CardDataError
from cardbase.services import data_file, games_with_data, load_all


class Command(BaseCommand):
    help = "Load every game's card data (cardbase/data/<game>/cards.json); unchanged games are skipped."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--game", action="append", dest="games", help="Only this game (repeatable).")
        parser.add_argument("--force", action="store_true", help="Reload even when the data is unchanged.")

    def handle(self, *args: Any, games: list[str] | None = None, force: bool = False, **options: Any) -> None:
        started = time.perf_counter()
        if games:
            for slug in games:
                try:
                    rules.get(slug)
                except rules.UnknownGame:
                    raise CommandError(f"no game called {slug!r}; known: {', '.join(rules.slugs())}") from None
                if not data_file(slug).exists():
                    raise CommandError(f"{slug} has no data file at {data_file(slug)}")
        missing = [g.slug for g in rules.all() if g.slug not in games_with_data()]
        try:
            results = load_all(force=force, games=games)
        except CardDataError as exc:
            raise CommandError(str(exc)) from None
        for result in results:
            self.stdout.write(result.describe())
        if missing and not games:
            self.stderr.write(f"no card data file for: {', '.join(missing)}")
        self.stdout.write(f"loadcards: {time.perf_counter() - started:.2f} s")
