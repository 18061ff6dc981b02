"""Formats whose deck is a fixed set of components (a shared deck, a box, a standard pack).

Interstellar Empire, Spark of War, Imperium Galacticum and Empires build no decks: the deck is
exactly their edition's cards. `tally_against_set` does the part every such format shares (zones,
unknown cards, tokens, counts by card); each game then adds its own rules to the report.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import DeckCard, Report, Violation


@dataclass
class SetTally:
    """A deck counted against a set: what it holds by card key, and the report so far."""

    report: Report
    wanted: dict[str, Mapping[str, Any]]
    have: Counter[str] = field(default_factory=Counter)

    @property
    def size(self) -> int:
        return sum(self.have.values())

    def count_mismatches(self, prefix: str, set_noun: str, deck_noun: str) -> None:
        """One violation per card whose count differs from the set's ("count" on the card, else 1)."""
        for key, card in self.wanted.items():
            expected = card.get("count", 1)
            if self.have[key] != expected:
                self.report.violations.append(
                    Violation(
                        f"{prefix}-card-count",
                        f"{card['title']}: {set_noun} holds {expected}, {deck_noun} has {self.have[key]}",
                        [key],
                    )
                )

    def finish(self, **stats: Any) -> Report:
        """Fill in the figures every such format reports (size, cards per type) and return the report."""
        by_type: Counter[str] = Counter()
        for key, n in self.have.items():
            by_type[self.wanted[key]["type"]] += n
        self.report.stats = {"size": self.size, "types": dict(by_type), **stats}
        return self.report


def tally_against_set(
    deck: Sequence[DeckCard],
    options: Mapping[str, Any] | None,
    *,
    format_slug: str,
    prefix: str,
    cards: Iterable[Mapping[str, Any]],
    set_noun: str,
    tokens: Iterable[str] = (),
) -> SetTally:
    """Count a deck against a set of cards, reporting wrong zones, unknown cards and tokens.

    `prefix` starts every rule id (`ie-zone`, `ie-unknown-card`...); `set_noun` names the set in
    messages ("the core set"); `tokens` are keys of pieces that are not cards of the set.
    """
    players = int((options or {}).get("players", 2))
    tally = SetTally(Report(format=format_slug, players=players), {card["key"]: card for card in cards})
    token_keys = set(tokens)
    for line in deck:
        key = str(line.card.get("key", ""))
        title = str(line.card.get("title", key))
        if line.zone != "deck":
            tally.report.violations.append(
                Violation(f"{prefix}-zone", f"{title}: {set_noun} has no {line.zone} zone", [key])
            )
        if key in token_keys:
            tally.report.warnings.append(f"{title}: a token, not a card of {set_noun}")
            continue
        if key not in tally.wanted:
            tally.report.violations.append(
                Violation(f"{prefix}-unknown-card", f"{title} is not a card of {set_noun}", [key])
            )
            continue
        tally.have[key] += line.count
    return tally


def player_count_violation(prefix: str, game_name: str, players: int, low: int, high: int) -> Violation | None:
    if low <= players <= high:
        return None
    allowed = str(low) if low == high else f"{low} to {high}"
    return Violation(f"{prefix}-players", f"{game_name} is for {allowed} players, not {players}")
