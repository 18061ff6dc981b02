"""Interstellar Empire's deck format: the one shared 60-card deck is exactly the core set.

Rulebook, "Special Rules": a 60 card deck, each card numbered 1 to 6; every player draws from it.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..component_set import tally_against_set
from ..core import DeckCard, Format, Report, Violation
from .cards import DECK_SIZE, edition


def check_core_deck(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """The deck must hold every card of the core set in its stated count, and nothing else."""
    tally = tally_against_set(
        deck, options, format_slug="core", prefix="ie", cards=edition()["cards"], set_noun="the core set"
    )
    tally.count_mismatches("ie", "the core set", "the deck")
    if tally.size != DECK_SIZE:
        tally.report.violations.append(
            Violation("ie-deck-size", f"The deck must hold {DECK_SIZE} cards, not {tally.size}")
        )
    return tally.finish()


FORMATS: dict[str, Format] = {
    "core": Format(
        "core",
        "Core set deck",
        check_core_deck,
        "The shared 60-card deck: exactly the core set (26 ships, 27 planets, 7 special cards).",
    ),
}
