"""Spark of War: deploy ships on a hex galaxy and claim its planets and stars."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import DeckCard, Game, Option, State
from .cards import CARD_SCHEMA
from .formats import FORMATS
from .galaxy import MAPS, MapError, parse_map
from . import labels as _labels


class SparkOfWar(Game):
    slug = "spark-of-war"
    name = "Spark of War"
    summary = (
        "Deploy your armada on a galaxy of hexes, destroy enemy ships with directional fire and "
        "claim planets and stars; the game ends when every star is claimed."
    )
    rulebooks = ("spark-of-war.txt",)
    min_players = 2
    max_players = 6
    card_schema = CARD_SCHEMA
    formats = FORMATS
    action_labels = _labels.action_labels  # issue 16: the table in the game's words
    public_verbs = _labels.PUBLIC_VERBS  # issue 27: the log reads "ann: passes", not "Seat 1: pass"
    options = (
        Option("map", "choice", "auto", "Map", ("auto", *MAPS, "random"),
               "auto: Twin Suns for 2-4 players, Grand Nebula for 5-6 (our maps: the rulebook's appendix is "
               "lost; Lone Star has one star); random: the same planets placed at random."),
        Option("custom_map", "text", "", "Your own map (JSON)",
               help="\"Advanced players may choose to create their own map\": a map as JSON, "
                    "{\"name\": ..., \"planets\": [{\"q\": 0, \"r\": 0, \"kind\": \"star\", \"rotation\": 0}, ...]} "
                    "(the box's planets only, at least one star); it replaces the map chosen above."),
        Option("damage", "choice", "lasting", "Damage on planets and stars", ("lasting", "fresh"),
               "lasting (our reading): damage a planet or star sustains stays on it until it is claimed; "
               "fresh: only the damage dealt in one step counts."),
        Option("faceoff", "bool", False, "Face-off (two teams)",
               help="Teams blue and orange (2, 4 or 6 players), a random galaxy of every planet split by colour."),
        Option("turn_limit", "int", 240, "Turn limit",
               help="House rule so every game ends: after this many turns the game is scored as it stands "
                    "(0: no limit)."),
    )

    def option_values(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options with defaults filled in; a custom map is validated here too (ValueError naming the
        field), so a bad map is refused before any match is set up."""
        values = super().option_values(given)
        custom = values["custom_map"]
        if custom not in (None, ""):
            try:
                parse_map(custom)
            except MapError as error:
                raise ValueError(f"option custom_map: {error}") from None
        return values

    def new_match(self, players: int, seed: int, options: Mapping[str, Any] | None = None,
                  decks: Sequence[Sequence[DeckCard]] | None = None) -> State:
        from .engine import SparkOfWarState

        values = self.option_values(options)
        self.check_player_count(players)
        if values["faceoff"] and players % 2:
            raise ValueError("Face-off needs two teams of the same size: 2, 4 or 6 players")
        if values["turn_limit"] < 0:
            raise ValueError("option turn_limit: expected 0 or more")
        custom = values["custom_map"]
        if custom not in (None, ""):
            try:
                parsed = parse_map(custom)
            except MapError as error:
                raise ValueError(f"option custom_map: {error}") from None
            if players not in parsed["players"]:
                raise ValueError(f"option custom_map: the map {parsed['title']!r} is for "
                                 f"{', '.join(map(str, parsed['players']))} players, not {players}")
            if values["faceoff"]:
                raise ValueError("option custom_map: Face-off builds its own random galaxy; leave one of them out")
        return SparkOfWarState.new(players, seed, values)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        from .engine import SparkOfWarState

        return SparkOfWarState.from_json(data)


GAME = SparkOfWar()
