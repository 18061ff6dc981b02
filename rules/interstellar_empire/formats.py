"""Interstellar Empire's deck format: the one shared 60-card deck is exactly the core set.

Rulebook, "Special Rules": a 60 card deck, each card numbered 1 to 6; every player draws from it.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import DeckCard, Format, Report, Violation
from .cards import DECK_SIZE, edition


def check_core_deck(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """The deck must hold every card of the core set in its stated count, and nothing else."""
    players = int((options or {}).get("players", 2))
    report = Report(format="core", players=players)
    wanted = {card["key"]: card for card in edition()["cards"]}
    have: Counter[str] = Counter()
    titles: dict[str, str] = {}
    for line in deck:
        key = str(line.card.get("key", ""))
        titles[key] = str(line.card.get("title", key))
        if line.zone != "deck":
            report.violations.append(
                Violation("ie-zone", f"{titles[key]}: the shared deck has no {line.zone} zone", [key])
            )
        have[key] += line.count
    for key in sorted(set(have) - set(wanted)):
        report.violations.append(
            Violation("ie-unknown-card", f"{titles[key]} is not a card of the core set", [key])
        )
    for key, card in wanted.items():
        if have[key] != card["count"]:
            report.violations.append(
                Violation(
                    "ie-card-count",
                    f"{card['title']}: the core set holds {card['count']}, the deck has {have[key]}",
                    [key],
                )
            )
    size = sum(have.values())
    if size != DECK_SIZE:
        report.violations.append(Violation("ie-deck-size", f"The deck must hold {DECK_SIZE} cards, not {size}"))
    by_type: Counter[str] = Counter()
    for key, n in have.items():
        if key in wanted:
            by_type[wanted[key]["type"]] += n
    report.stats = {"size": size, "types": dict(by_type)}
    return report


FORMATS: dict[str, Format] = {
    "core": Format(
        "core",
        "Core set deck",
        check_core_deck,
        "The shared 60-card deck: exactly the core set (26 ships, 27 planets, 7 special cards).",
    ),
}
