"""Spark of War's format: the component set (every player shares it, nobody builds a deck).

Rulebook, component list: 60 spaceships, 26 planets by kind, 12 supply stations, 6 reminder
cards, and the 12 quest cards dealt two per player.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..component_set import player_count_violation, tally_against_set
from ..core import DeckCard, Format, Report
from .cards import edition


def check_component_set(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """The set must hold every component of the core set in its stated count, and nothing else."""
    tally = tally_against_set(
        deck, options, format_slug="core", prefix="sow", cards=edition()["cards"], set_noun="the set"
    )
    tally.count_mismatches("sow", "the set", "this one")
    wrong_players = player_count_violation("sow", "Spark of War", tally.report.players, 2, 6)
    if wrong_players:
        tally.report.violations.append(wrong_players)
    return tally.finish()


FORMATS: dict[str, Format] = {
    "core": Format("core", "Component set", check_component_set,
                   "The whole box: 60 spaceships, 26 planets and stars, 12 supply stations, 6 reminders, 12 quests."),
}
