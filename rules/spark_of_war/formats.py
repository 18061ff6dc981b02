"""Spark of War's format: the component set (every player shares it, nobody builds a deck).

Rulebook, component list: 60 spaceships, 26 planets by kind, 12 supply stations, 6 reminder
cards, and the 12 quest cards dealt two per player.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import DeckCard, Format, Report, Violation
from .cards import edition


def check_component_set(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """The set must hold every component of the core set in its stated count, and nothing else."""
    players = int((options or {}).get("players", 2))
    report = Report(format="core", players=players)
    wanted = {card["key"]: card for card in edition()["cards"]}
    have: Counter[str] = Counter()
    titles: dict[str, str] = {}
    for line in deck:
        key = str(line.card.get("key", ""))
        titles[key] = str(line.card.get("title", key))
        if line.zone != "deck":
            report.violations.append(Violation("sow-zone", f"{titles[key]}: the set has no {line.zone} zone", [key]))
        have[key] += line.count
    for key in sorted(set(have) - set(wanted)):
        report.violations.append(Violation("sow-unknown-card", f"{titles[key]} is not a component of the set", [key]))
    for key, card in wanted.items():
        if have[key] != card["count"]:
            report.violations.append(Violation(
                "sow-card-count", f"{card['title']}: the set holds {card['count']}, this one has {have[key]}", [key]))
    by_type: Counter[str] = Counter()
    for key, n in have.items():
        if key in wanted:
            by_type[wanted[key]["type"]] += n
    if not 2 <= players <= 6:
        report.violations.append(Violation("sow-players", f"Spark of War is for 2 to 6 players, not {players}"))
    report.stats = {"size": sum(have.values()), "types": dict(by_type)}
    return report


FORMATS: dict[str, Format] = {
    "core": Format("core", "Component set", check_component_set,
                   "The whole box: 60 spaceships, 26 planets and stars, 12 supply stations, 6 reminders, 12 quests."),
}
