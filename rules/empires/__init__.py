"""Empires (Daniel Caton): soldiers, spells, resources and lives from a standard 52-card pack each."""
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import DeckCard, Game, Option, State
from .cards import CARD_SCHEMA
from .formats import FORMATS, check_standard_pack
from . import labels as _labels


class Empires(Game):
    slug = "empires"
    name = "Empires"
    publisher = "Daniel Caton"
    summary = (
        "Each player brings a standard 52-card pack: spades are soldiers, clubs spells, diamonds "
        "resources and hearts defenders. Take all of your opponents' lives."
    )
    rulebooks = ("empires.txt",)
    min_players = 2
    max_players = 6
    uses_decks = True
    card_schema = CARD_SCHEMA
    formats = FORMATS
    card_sets = {"standard": "Standard 52-card pack"}
    action_labels = _labels.action_labels  # issue 16: the table in the game's words
    public_verbs = _labels.PUBLIC_VERBS  # issue 27: the log reads "ann: passes", not "Seat 1: pass"
    options = (
        Option("max_lives", "int", 47, "Most life cards a player may choose",
               help="The rules set no limit beyond the pack (52 - 5 in hand = 47); a lower cap shortens games."),
        Option("turn_limit", "int", 300, "Turn limit (0: none)",
               help="House rule for stalemates: after this many turns the player with the most lives wins."),
    )

    def new_match(
        self,
        players: int,
        seed: int,
        options: Mapping[str, Any] | None = None,
        decks: Sequence[Sequence[DeckCard]] | None = None,
    ) -> State:
        """A new match; `decks` (one per seat) must each be one standard pack, or None for fresh packs."""
        from .engine import EmpiresState

        self.check_player_count(players)
        values = self.option_values(options)
        if values["max_lives"] < 1:
            raise ValueError("option max_lives: at least one life")
        if decks is not None:
            if len(decks) != players:
                raise ValueError(f"{players} seats need {players} packs, got {len(decks)}")
            for seat, deck in enumerate(decks):
                report = check_standard_pack(deck, {"players": players})
                if not report.legal:
                    raise ValueError(f"seat {seat}: {report.violations[0].message}")
        return EmpiresState.new(players, seed, values)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        from .engine import EmpiresState

        return EmpiresState.from_json(data)


GAME = Empires()
