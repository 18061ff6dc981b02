"""Empires' deck format: exactly one standard 52-card pack per player (empires.txt, "NEEDED")."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..component_set import tally_against_set
from ..core import DeckCard, Format, Report, Violation
from .cards import PACK_SIZE, edition


def check_standard_pack(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """One of each of the 52 cards, nothing else, all in the deck zone."""
    tally = tally_against_set(
        deck, options, format_slug="standard-pack", prefix="empires", cards=edition()["cards"], set_noun="a standard pack"
    )
    # A pack holds one of each card: say which are missing and which doubled, not 52 counts.
    missing = [key for key in tally.wanted if tally.have[key] == 0]
    if missing:
        tally.report.violations.append(
            Violation("empires-missing-card", f"The pack lacks {len(missing)} card(s)", missing)
        )
    extra = [key for key in tally.wanted if tally.have[key] > 1]
    if extra:
        tally.report.violations.append(
            Violation("empires-duplicate-card", "A standard pack holds one of each card", extra)
        )
    if tally.size != PACK_SIZE:
        tally.report.violations.append(
            Violation("empires-pack-size", f"A pack must hold {PACK_SIZE} cards, not {tally.size}")
        )
    return tally.finish()


FORMATS: dict[str, Format] = {
    "standard-pack": Format(
        "standard-pack",
        "One standard pack",
        check_standard_pack,
        "Exactly one standard 52-card pack per player: 13 soldiers, 13 spells, 13 resources, 13 defenders.",
    ),
}
