"""Interstellar Empire (M. & M. Glodek, 2007): explore planets and wage wars from one 60-card deck."""
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import DeckCard, Game, Option, State
from .cards import CARD_SCHEMA
from .formats import FORMATS
from . import labels as _labels


class InterstellarEmpire(Game):
    slug = "interstellar-empire"
    name = "Interstellar Empire"
    publisher = "Mitchell & Matthew Glodek"
    years = "2007"
    summary = (
        "Explore planets and war over them from one shared 60-card deck numbered 1 to 6; "
        "the emperor with the most planets when the deck runs out wins."
    )
    rulebooks = ("interstellar-empire.txt",)
    min_players = 2
    max_players = 4
    card_schema = CARD_SCHEMA
    formats = FORMATS
    card_sets = {"core": "Interstellar Empire Core Set (reconstructed)"}
    action_labels = _labels.action_labels  # issue 16: the table in the game's words
    public_verbs = _labels.PUBLIC_VERBS  # issue 27: the log reads "ann: passes", not "Seat 1: pass"
    confirm_actions = _labels.CONFIRM_ACTIONS  # issue 27: conceding is confirmed, set apart
    options = (
        Option("first_player", "choice", "reveal", "Who goes first", ("reveal", "first-seat"),
               "Reveal: each lays a card face down, the higher number goes first (ties repeat)."),
        Option("liberal_state", "bool", False, "Liberal State",
               help="In your first draw phase you may become a Prime Minister: one extra card, never declare war."),
        Option("tyrannical_state", "bool", False, "Tyrannical State",
               help="In your first draw phase you may become a Dictator: one extra card, never spend a 6."),
    )

    def new_match(
        self,
        players: int,
        seed: int,
        options: Mapping[str, Any] | None = None,
        decks: Sequence[Sequence[DeckCard]] | None = None,
    ) -> State:
        """A new match; the shared deck is always the core set (the "core" format), so `decks` is unused."""
        from .engine import IEState

        self.check_player_count(players)
        return IEState.new(players, seed, self.option_values(options))

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        from .engine import IEState

        return IEState.from_json(data)


GAME = InterstellarEmpire()
