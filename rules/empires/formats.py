"""Empires' deck format: exactly one standard 52-card pack per player (empires.txt, "NEEDED")."""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import DeckCard, Format, Report, Violation
from .cards import PACK_SIZE, edition


def check_standard_pack(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """One of each of the 52 cards, nothing else, all in the deck zone."""
    players = int((options or {}).get("players", 2))
    report = Report(format="standard-pack", players=players)
    wanted = {card["key"]: card for card in edition()["cards"]}
    have: Counter[str] = Counter()
    titles: dict[str, str] = {}
    for line in deck:
        key = str(line.card.get("key", ""))
        titles[key] = str(line.card.get("title", key))
        if line.zone != "deck":
            report.violations.append(
                Violation("empires-zone", f"{titles[key]}: a pack has no {line.zone} zone", [key])
            )
        have[key] += line.count
    for key in sorted(set(have) - set(wanted)):
        report.violations.append(
            Violation("empires-unknown-card", f"{titles[key]} is not a card of a standard pack", [key])
        )
    missing = [key for key in wanted if have[key] == 0]
    if missing:
        report.violations.append(
            Violation("empires-missing-card", f"The pack lacks {len(missing)} card(s)", missing)
        )
    extra = [key for key in wanted if have[key] > 1]
    if extra:
        report.violations.append(
            Violation("empires-duplicate-card", "A standard pack holds one of each card", extra)
        )
    size = sum(have.values())
    if size != PACK_SIZE:
        report.violations.append(
            Violation("empires-pack-size", f"A pack must hold {PACK_SIZE} cards, not {size}")
        )
    roles: Counter[str] = Counter()
    for key, n in have.items():
        if key in wanted:
            roles[wanted[key]["type"]] += n
    report.stats = {"size": size, "types": dict(roles)}
    return report


FORMATS: dict[str, Format] = {
    "standard-pack": Format(
        "standard-pack",
        "One standard pack",
        check_standard_pack,
        "Exactly one standard 52-card pack per player: 13 soldiers, 13 spells, 13 resources, 13 defenders.",
    ),
}
