"""`manage.py effectcoverage [--game SLUG] [--set PE] [--deck PATH]`: how many cards the rules
engine plays by their text (the game's `deck_coverage` hook), and the cards not modelled yet,
most used by the project's sample decks first."""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

import rules
from cardbase.selectors import game_cards


class Command(BaseCommand):
    help = __doc__.splitlines()[0]

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--game", default="galactic-empires")
        parser.add_argument("--set", dest="set_code", help="Only cards with a printing in this set (e.g. PE, UE).")
        parser.add_argument("--deck", help="Only the cards of this deck file.")
        parser.add_argument("--limit", type=int, default=40, help="Unmodelled cards listed (0: all).")

    def handle(self, *args: Any, game: str, set_code: str | None, deck: str | None, limit: int, **options: Any) -> None:
        try:
            found = rules.get(game)
        except rules.UnknownGame:
            raise CommandError(f"no game called {game!r}") from None
        hook = getattr(found, "deck_coverage", None)
        if hook is None:
            raise CommandError(f"{found.name} has no effect coverage (no deck_coverage hook)")
        cards = game_cards(found.slug)
        scope = "all cards"
        if deck:
            lines = self._deck(found, Path(deck), cards)
            cards = [line.card for line in lines]
            scope = f"deck {deck}"
        if set_code:
            cards = [c for c in cards if any(p.get("set") == set_code for p in c.get("printings", []))]
            scope += f", set {set_code}"
        report = hook(cards)
        d = report["distinct"]
        self.stdout.write(f"{found.name}, {scope}: {report['total']} distinct cards")
        for key, label in report["labels"].items():
            self.stdout.write(f"  {key.replace('_', '-'):14} {d[key]:5}  {label}")
        played = report.get("played", report["total"])
        self.stdout.write(f"  fully modelled: {report['percent']}% of the {played} cards that are played")
        uses = self._sample_deck_uses(found, cards)
        missing = sorted(report["declared_only"] + report["stats_only"], key=lambda c: (-uses[c["identity"]], c["identity"]))
        stats_only = {c["identity"] for c in report["stats_only"]}
        if missing:
            shown = missing if not limit else missing[:limit]
            self.stdout.write(f"not fully modelled ({len(missing)}), by the number of sample decks using them:")
            for c in shown:
                kind = "stats-only" if c["identity"] in stats_only else "unmodelled"
                self.stdout.write(f"  {uses[c['identity']]:2} decks  {kind:10}  {c['identity']}")

    def _deck(self, game: rules.Game, path: Path, cards: list[dict[str, Any]]) -> list[Any]:
        try:
            deck_list = game.read_deck(path.read_bytes(), cards)
        except (OSError, ValueError) as exc:
            raise CommandError(f"{path}: {exc}") from None
        return list(deck_list.deck_cards())

    def _sample_deck_uses(self, game: rules.Game, cards: list[dict[str, Any]]) -> Counter:
        """How many of the project's sample deck files use each card identity."""
        uses: Counter = Counter()
        folder = Path(__file__).resolve().parents[3] / "cardbase" / "data" / game.slug / "decks"
        for path in sorted(folder.glob("*.dek")):
            try:
                lines = self._deck(game, path, game_cards(game.slug))
            except CommandError:
                continue
            for identity in {line.card.get("identity") for line in lines}:
                uses[identity] += 1
        return uses
