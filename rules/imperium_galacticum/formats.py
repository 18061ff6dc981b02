"""Imperium Galacticum's format: the component set (the box both players share; no deck building).

Rulebook, "Preparations": 30 Space cards, two homeworlds, a set of Research Projects and of
Structures for each player (the structures divided evenly), one common Event pile.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..component_set import player_count_violation, tally_against_set
from ..core import DeckCard, Format, Report
from .cards import edition


def check_component_set(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """The set must hold every counted component of the core set, and nothing else (ships are tokens)."""
    cards = edition()["cards"]
    tally = tally_against_set(
        deck,
        options,
        format_slug="core",
        prefix="ig",
        cards=[card for card in cards if "count" in card],
        set_noun="the set",
        tokens=[card["key"] for card in cards if "count" not in card],
    )
    tally.count_mismatches("ig", "the set", "this one")
    wrong_players = player_count_violation("ig", "Imperium Galacticum", tally.report.players, 2, 2)
    if wrong_players:
        tally.report.violations.append(wrong_players)
    return tally.finish()


FORMATS: dict[str, Format] = {
    "core": Format("core", "Component set", check_component_set,
                   "The whole box: 30 Space cards, 2 homeworlds, both players' structures and research, 24 events."),
}
