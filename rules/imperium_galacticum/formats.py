"""Imperium Galacticum's format: the component set (the box both players share; no deck building).

Rulebook, "Preparations": 30 Space cards, two homeworlds, a set of Research Projects and of
Structures for each player (the structures divided evenly), one common Event pile.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import DeckCard, Format, Report, Violation
from .cards import edition


def check_component_set(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """The set must hold every counted component of the core set, and nothing else (ships are tokens)."""
    players = int((options or {}).get("players", 2))
    report = Report(format="core", players=players)
    wanted = {card["key"]: card for card in edition()["cards"] if "count" in card}
    tokens = {card["key"] for card in edition()["cards"] if "count" not in card}
    have: Counter[str] = Counter()
    titles: dict[str, str] = {}
    for line in deck:
        key = str(line.card.get("key", ""))
        titles[key] = str(line.card.get("title", key))
        if line.zone != "deck":
            report.violations.append(Violation("ig-zone", f"{titles[key]}: the set has no {line.zone} zone", [key]))
        if key in tokens:
            report.warnings.append(f"{titles[key]}: ships are tokens, not cards of the set")
            continue
        have[key] += line.count
    for key in sorted(set(have) - set(wanted)):
        report.violations.append(Violation("ig-unknown-card", f"{titles[key]} is not a component of the set", [key]))
    for key, card in wanted.items():
        if have[key] != card["count"]:
            report.violations.append(Violation(
                "ig-card-count", f"{card['title']}: the set holds {card['count']}, this one has {have[key]}", [key]))
    if players != 2:
        report.violations.append(Violation("ig-players", f"Imperium Galacticum is for 2 players, not {players}"))
    by_type: Counter[str] = Counter()
    for key, n in have.items():
        if key in wanted:
            by_type[wanted[key]["type"]] += n
    report.stats = {"size": sum(have.values()), "types": dict(by_type)}
    return report


FORMATS: dict[str, Format] = {
    "core": Format("core", "Component set", check_component_set,
                   "The whole box: 30 Space cards, 2 homeworlds, both players' structures and research, 24 events."),
}
