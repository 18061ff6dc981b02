"""Imperium Galacticum (A. Propst): a two-player game of exploration, research and conquest."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import DeckCard, Game, Option, State
from .cards import CARD_SCHEMA
from .formats import FORMATS
from . import labels as _labels


class ImperiumGalacticum(Game):
    slug = "imperium-galacticum"
    name = "Imperium Galacticum"
    publisher = "A. Propst"
    summary = (
        "Two empires explore a map of space cards, grow their population, research, build "
        "ships and structures, and race to 10 victory points or conquest."
    )
    rulebooks = ("imperium-galacticum.txt",)
    min_players = 2
    max_players = 2
    card_schema = CARD_SCHEMA
    formats = FORMATS
    action_labels = _labels.action_labels  # issue 16: the table in the game's words
    public_verbs = _labels.PUBLIC_VERBS  # issue 27: the log reads "ann: passes", not "Seat 1: pass"
    options = (
        Option("victory_points", "int", 10, "Victory points to win",
               help="\"If both Players agree, you can also play for more or less than 10 Victory Points.\""),
        Option("turn_limit", "int", 80, "Turn limit",
               help="House rule so every game ends: after this many rounds the player with more victory points "
                    "wins (0: no limit)."),
    )

    def new_match(self, players: int, seed: int, options: Mapping[str, Any] | None = None,
                  decks: Sequence[Sequence[DeckCard]] | None = None) -> State:
        from .engine import ImperiumState

        values = self.option_values(options)
        if players != 2:
            raise ValueError("Imperium Galacticum is for 2 players")
        if values["victory_points"] < 1 or values["turn_limit"] < 0:
            raise ValueError("victory_points must be at least 1 and turn_limit 0 or more")
        return ImperiumState.new(seed, values)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        from .engine import ImperiumState

        return ImperiumState.from_json(data)


GAME = ImperiumGalacticum()
