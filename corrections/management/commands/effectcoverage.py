"""`manage.py effectcoverage [--game SLUG] [--set PE] [--deck PATH] [--limit N] [--per-set] [--per-deck]`:
how many cards the rules engine plays by their text (the game's `deck_coverage` hook), honestly split
(issue 24): fully modelled (a script saying the whole text, played by a scenario test), partial
(scripted with a simplification its note names, or untested), stats say it all, not modelled; then
the cards, those left to do first (most used by the project's sample decks first), each with why."""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import DatabaseError

import rules
from cardbase.selectors import game_cards

# The report's classes in listing order (the work left first), with their short names.
ORDER = ("not_modelled", "partial", "stats", "fully", "not_played")
SHORT = {"fully": "fully modelled", "partial": "partial", "stats": "stats say it all", "not_modelled": "not modelled",
         "not_played": "never played"}


class Command(BaseCommand):
    help = __doc__.splitlines()[0]

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--game", default="galactic-empires")
        parser.add_argument("--set", dest="set_code", help="Only cards with a printing in this set (e.g. PE, UE).")
        parser.add_argument("--deck", help="Only the cards of this deck file.")
        parser.add_argument("--limit", type=int, default=40, help="Cards listed, the work left first (0: every card).")
        parser.add_argument("--per-set", action="store_true", help="One line per set (of the cards in scope).")
        parser.add_argument("--per-deck", action="store_true", help="One line per sample deck of the project.")

    def handle(self, *args: Any, game: str, set_code: str | None, deck: str | None, limit: int, per_set: bool,
               per_deck: bool, **options: Any) -> None:
        if limit < 0:
            raise CommandError("--limit must be 0 (every card) or more")
        try:
            found = rules.get(game)
        except rules.UnknownGame:
            raise CommandError(f"no game called {game!r}") from None
        hook = getattr(found, "deck_coverage", None)
        if hook is None:
            raise CommandError(f"{found.name} has no effect coverage (no deck_coverage hook)")
        try:
            everything = game_cards(found.slug)
        except DatabaseError:
            raise CommandError("the card database is not set up here: run `make loadcards` "
                               "(or `manage.py migrate`, then `manage.py loadcards`)") from None
        if not everything:
            raise CommandError(f"no {found.name} cards in the database: run `make loadcards` (or `manage.py loadcards`)")
        cards = everything
        scope = "all cards"
        if deck:
            lines = self._deck(found, Path(deck), everything)
            cards = [line.card for line in lines]
            scope = f"deck {deck}"
        if set_code:
            cards = [c for c in cards if set_code in _sets(c)]
            scope += f", set {set_code}"
        report = hook(cards)
        self._summary(f"{found.name}, {scope}", report)
        read, with_text = _texts_read(cards)
        self.stdout.write(f"  texts a person read: {read} of the {with_text} cards with a rules text (reviewed or corrected; the rest machine-read)")
        if per_set:
            self.stdout.write("per set:")
            for code in sorted({s for c in cards for s in _sets(c)}):
                in_set = [c for c in cards if code in _sets(c)]
                self._line(code, hook(in_set), in_set)
        if per_deck:
            self.stdout.write("per sample deck:")
            for path in self._sample_decks(found):
                try:
                    lines = self._deck(found, path, everything)
                except CommandError:
                    continue
                self._line(path.stem, hook([line.card for line in lines]), [line.card for line in lines])
        self._listing(found, cards, report, limit)

    # ---- output ---------------------------------------------------------------------------------

    def _summary(self, title: str, report: Mapping[str, Any]) -> None:
        split, played = report["split"], report["played"]
        self.stdout.write(f"{title}: {report['total']} distinct cards, {played} of them played")
        for key in ("fully", "partial", "stats", "not_modelled", "not_played"):
            share = f"{100.0 * split[key] / played:5.1f}%" if played and key != "not_played" else "      "
            self.stdout.write(f"  {SHORT[key]:17}{split[key]:5} {share}  {report['report_labels'][key]}")
        d = report["distinct"]
        self.stdout.write(f"    (not modelled: {d['stats_only']} played from their stats, {d['declared_only']} only as a declared effect)")
        self.stdout.write(f"  fully modelled: {report['fully_percent']}% of the {played} cards that are played; "
                          f"played in full (with stats that say it all): {report['percent']}%")

    def _line(self, name: str, report: Mapping[str, Any], cards: Sequence[Mapping[str, Any]]) -> None:
        split = report["split"]
        read, with_text = _texts_read(cards)
        self.stdout.write(
            f"  {name:24} {report['played']:5} played  fully {split['fully']:4} ({report['fully_percent']:5.1f}%)  "
            f"partial {split['partial']:4}  stats {split['stats']:4}  not modelled {split['not_modelled']:5}  "
            f"texts read {read:4} of {with_text:4}"
        )

    def _listing(self, game: rules.Game, cards: Sequence[Mapping[str, Any]], report: Mapping[str, Any], limit: int) -> None:
        uses = self._sample_deck_uses(game, cards)
        rows = sorted((ORDER.index(cls), -uses[ident], ident) for ident, cls in report["classes"].items())
        shown = rows if not limit else rows[:limit]
        left = sum(1 for r in rows if ORDER[r[0]] in ("not_modelled", "partial"))
        self.stdout.write(f"cards ({len(rows)}; {left} not fully modelled listed first), by class and the number of "
                          f"sample decks using them{'' if not limit else f', the first {len(shown)}'}:")
        for order, minus_uses, ident in shown:
            reason = report["reasons"].get(ident, "")
            self.stdout.write(f"  {-minus_uses:2} decks  {SHORT[ORDER[order]]:16}  {ident}  ({reason})")

    # ---- decks --------------------------------------------------------------------------------------

    def _deck(self, game: rules.Game, path: Path, cards: list[dict[str, Any]]) -> list[Any]:
        try:
            deck_list = game.read_deck(path.read_bytes(), cards)
        except (OSError, ValueError) as exc:
            raise CommandError(f"{path}: {exc}") from None
        return list(deck_list.deck_cards())

    def _sample_decks(self, game: rules.Game) -> list[Path]:
        folder = Path(__file__).resolve().parents[3] / "cardbase" / "data" / game.slug / "decks"
        return sorted(folder.glob("*.dek"))

    def _sample_deck_uses(self, game: rules.Game, cards: Sequence[Mapping[str, Any]]) -> Counter:
        """How many of the project's sample deck files use each card identity."""
        uses: Counter = Counter()
        everything = game_cards(game.slug)
        for path in self._sample_decks(game):
            try:
                lines = self._deck(game, path, everything)
            except CommandError:
                continue
            for identity in {line.card.get("identity") for line in lines}:
                uses[identity] += 1
        return uses


# Issue 25: "Every card of these sets ends with reviewed text." A text a person read: reviewed by
# the project (cardbase/data/<game>/text-reviews/) or corrected on the site.
PERSON_TEXT_SOURCES = ("reviewed", "corrected")


def _texts_read(cards: Sequence[Mapping[str, Any]]) -> tuple[int, int]:
    """(cards whose text a person read, cards with a rules text), each distinct card once."""
    seen: dict[str, Mapping[str, Any]] = {}
    for card in cards:
        seen.setdefault(str(card.get("key")), card)
    with_text = [c for c in seen.values() if c.get("text")]
    return sum(1 for c in with_text if c.get("text_source") in PERSON_TEXT_SOURCES), len(with_text)


def _sets(card: Mapping[str, Any]) -> set[str]:
    return {p.get("set") for p in card.get("printings", []) if p.get("set")}
