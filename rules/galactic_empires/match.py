"""How a Galactic Empires match starts: options (game structure and variants) and the Game hooks.

Kept out of __init__.py so the Game class only names these (`options`, `new_match`,
`state_from_json`, `unmodelled_cards`).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import DeckCard, Option, State
from . import effects, labels, tournament
from .engine import GEState, new_state

OPTIONS: tuple[Option, ...] = (
    Option(
        "game", "choice", "standard", "Game structure", ("standard", "basic"),
        "Standard: own decks, reserve fleets, ante for turn order, no reshuffle. Basic: one shared "
        "deck (the first seat's), reshuffled when exhausted.",
    ),
    Option("ante_kept", "bool", False, "Play for keeps", help="Otherwise each ante card starts its owner's discard pile."),
    Option("everyone_plays_to_the_end", "bool", False, "Everyone Plays to the End",
           help="Nobody is eliminated; the first to score 50 points of Sector HQ damage wins."),
    Option("disengaged_ships_out_of_play", "bool", False, "Disengaged Ships are Out of Play",
           help="Disengaged ships do not protect the Sector HQ."),
    Option("one_target_only", "bool", False, "One Target Only",
           help="Each unit fires at only one target each turn."),
    Option("restricted_bases", "bool", False, "Restricted Bases", help="Bases cannot fire at terrain or bases."),
    Option("bases_defend_ships", "bool", False, "Bases Defend Ships",
           help="Ships may be stacked with a base; the base fires back at one unit attacking the ship."),
    Option("defenders_shoot_back", "bool", False, "Defenders Shoot Back",
           help="A disengaged unit fired upon fires back at one attacking unit with all its weapons."),
    Option("border_defense", "bool", False, "Border Defense", help="Weapons fire only at adjacent players."),
    Option("declared_effects", "bool", False, "Declared effects",
           help="Between people: a card the engine does not model may be played with a written effect "
                "that the opponents accept or refuse. Leave off in matches with bots."),
    Option("stack_your_deck", "bool", False, "Stack Your Deck",
           help="Decks are not shuffled or cut: cards are drawn in the order the deck lists them."),
    Option("turn_limit", "int", 100, "Turn limit",
           help="Complete turns before the tournament time-limit rule decides (0: none)."),
    *tournament.OPTIONS,  # Sealed Deck and Speed Deck (GEtournament.txt)
)


def new_match(
    self: Any,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    decks: Sequence[Sequence[DeckCard]] | None = None,
) -> GEState:
    """A new match; without decks the two starter decks (decks.STARTER_DECKS) alternate by seat."""
    self.check_player_count(players)
    values = self.option_values(options)
    if not decks:
        from .decks import starter_decks

        decks = starter_decks()
    return new_state(players, seed, values, decks)


def state_from_json(self: Any, data: Mapping[str, Any]) -> State:
    return GEState.from_json(data)


# The Sector HQ is a rule of the game (Primary rules, "DAMAGING THE SECTOR HQ": 25 damage and a
# player is out), not a card with a text to play: never counted as "not modelled" (issue 16).
RULE_CARD_TYPES = frozenset({"HQ"})


def _played(deck: Any) -> list[Any]:
    """The lines of a deck that are played: not reference cards, not rule cards (a Sector HQ)."""
    return [
        line for line in deck
        if getattr(line, "zone", "deck") != "reference" and getattr(line, "card", line).get("type") not in RULE_CARD_TYPES
    ]


def unmodelled_cards(self: Any, deck: Sequence[DeckCard]) -> list[Mapping[str, Any]]:
    """The distinct cards of a deck the engine cannot play itself (deck page, match set-up)."""
    return effects.unmodelled_cards(_played(deck))


def deck_coverage(deck: Any) -> dict[str, Any]:
    """effects.deck_coverage over the played cards only (never the Sector HQ)."""
    return effects.deck_coverage(_played(deck))


def action_labels(
    self: Any, state: Any, actions: Sequence[Any], viewer: int | None, names: Mapping[int, str] | None = None
) -> list[str]:
    """Every label names each card's owner and no two are alike (labels.labels)."""
    return labels.labels(state, actions, viewer, names)


def action_note(
    self: Any, before: Any, after: Any, action: Any, events: Sequence[Any], names: Mapping[int, str] | None = None
) -> str:
    return labels.events_note(before, after, events, names)


def bot_deck(self: Any, seat: int, players: int, options: Mapping[str, Any] | None = None) -> list[DeckCard]:
    """A bot's ready deck: the shared Basic decks (decks.STARTER_DECKS), alternating by seat."""
    from .decks import starter_decks

    decks = starter_decks()
    return decks[seat % len(decks)]
