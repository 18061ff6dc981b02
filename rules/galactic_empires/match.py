"""How a Galactic Empires match starts: options (game structure and variants) and the Game hooks.

Kept out of __init__.py so the Game class only names these (`options`, `new_match`,
`state_from_json`, `unmodelled_cards`).
"""
from __future__ import annotations

import operator
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..core import DeckCard, Option, State
from . import effects, errata, labels, tournament
from .cards import NON_STOCKABLE_TYPES
from .engine import GEState, new_state
from .engine.common import BEFORE_EDITIONS, EDITIONS, V21

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
           help="Complete turns each before time is called (0: none). Tournament rules, \"ROUND TIME "
                "LIMIT\": the least Sector HQ damage wins; a tie goes to the total strength of the "
                "engaged cards protecting the Sector HQ, then to a die roll. The result says the "
                "game was decided by time."),
    *tournament.OPTIONS,  # Sealed Deck and Speed Deck (GEtournament.txt)
    # Issue 29: the cards as printed or corrected (errata.py, published/errata.toml); a saved
    # deck's own choice follows it into the match unless the players choose otherwise.
    Option("errata", "choice", errata.DEFAULT_SET, "Errata", tuple(errata.ERRATA_SETS),
           help="As printed; official errata (the errata page, the default); or official + unofficial "
                "errata (where both give a number the errata page's stands).",
           saved_before=errata.PRINTED),  # matches saved before issue 29 played the cards as printed
    # Issue 29: where the two rulebooks disagree, the edition decides (engine/common.py EDITIONS):
    # the GE v2.1 rulebook (GErulesv21.txt, the default) or the Primary Edition rulebook.
    Option("edition", "choice", V21, "Rulebook edition", EDITIONS,
           help="Where the rulebooks disagree: v2.1 (the v2.1 rulebook, the default) or primary (the "
                "Primary Edition rulebook), e.g. v2.1 plays a ship or base without point requirements "
                "engaged, Primary plays every ship and base disengaged; Primary frees a destroyed ship's command "
                "slot only the turn after. before-editions: the rules this site played before it offered the "
                "choice (Primary, but any player may react to a volley).",
           saved_before=BEFORE_EDITIONS),  # a match saved before the option replays as it was played
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
    return new_state(players, seed, values, [_match_deck(deck, values.get("errata")) for deck in decks])


_LINE = operator.attrgetter("card", "count", "zone")
# (id of a deck list, errata set) -> (the list, its lines' (card, count, zone), the lines prepared).
_PREPARED: dict[tuple[int, Any], tuple[Any, list[tuple[Any, Any, Any]], list[Any]]] = {}


def _match_deck(deck: Sequence[Any], errata_set: str | None) -> list[Any]:
    """errata.corrected_deck(match_lines(deck), errata_set), kept for the deck lists last prepared:
    a new match from the same list, its lines unchanged (the same cards, counts and zones), takes
    the lines prepared before (a bot's playouts start many matches from one deck)."""
    if type(deck) is not list:
        return errata.corrected_deck(match_lines(deck), errata_set)
    try:
        now = list(map(_LINE, deck))
    except AttributeError:  # (lines as mappings)
        return errata.corrected_deck(match_lines(deck), errata_set)
    key = (id(deck), errata_set)
    hit = _PREPARED.get(key)
    if hit is not None and hit[0] is deck and hit[1] == now:
        return list(hit[2])
    prepared = errata.corrected_deck(match_lines(deck), errata_set)
    if len(_PREPARED) > 64:
        _PREPARED.clear()
    _PREPARED[key] = (deck, now, prepared)
    return list(prepared)


def format_options(format_slug: str) -> dict[str, Any]:
    """Options a deck format implies: a Sealed deck starts with the Sealed Deck option (tournament)."""
    return tournament.format_options(format_slug)


def state_from_json(self: Any, data: Mapping[str, Any]) -> State:
    return GEState.from_json(data)


# The zones whose cards are stocked and played (Primary rules, "DECK CONSTRUCTION" and "Reserve
# Fleet"); a LackeyCCG "Reference" zone, or any other side zone of a deck file, only travels
# with the list (issue 27: its spare capsules and second Sector HQ were drawn and played).
PLAYED_ZONES = ("deck", "reserve")


def _stocked(card: Mapping[str, Any]) -> bool:
    # The Sector HQ is a rule of the game (Primary rules, "DAMAGING THE SECTOR HQ": 25 damage and
    # a player is out: one per player, whatever the deck file holds), and a point-symbols card is
    # a player aid: neither is stocked (cards.NON_STOCKABLE_TYPES, as the stocking check skips
    # them), so neither is drawn nor counted as "not modelled" (issue 16).
    return card.get("type") not in NON_STOCKABLE_TYPES and bool((card.get("attributes") or {}).get("stockable", True))


def match_lines(deck: Iterable[Any]) -> list[Any]:
    """The lines of a deck that enter a match: exactly the cards the stocking check counts (the
    deck and reserve fleet zones, stockable cards), so the match is the deck that was checked."""
    return [
        line for line in deck
        if getattr(line, "zone", "deck") in PLAYED_ZONES and _stocked(getattr(line, "card", line))
    ]


def _played(deck: Any) -> list[Any]:
    """The lines the coverage reports count: not the reference zone, not a Sector HQ (a rule, never
    "not modelled", issue 16); a point-symbols card stays in, counted as never played."""
    return [
        line for line in deck
        if getattr(line, "zone", "deck") in PLAYED_ZONES and getattr(line, "card", line).get("type") != "HQ"
    ]


def unmodelled_cards(self: Any, deck: Sequence[DeckCard]) -> list[Mapping[str, Any]]:
    """The distinct cards of a deck the engine cannot play itself (deck page, match set-up)."""
    return effects.unmodelled_cards(_played(deck))


def deck_coverage(deck: Any) -> dict[str, Any]:
    """effects.deck_coverage over the played cards only (never the Sector HQ)."""
    return effects.deck_coverage(_played(deck))


# What a card does in this match, when that is not all of its text (issue 27). The one place the
# table (hand, cards in play, peek) and the set-up page read; it asks only effects.coverage_class,
# so it follows however the coverage report splits the cards.
_FULLY_PLAYED = frozenset({"modelled", "not_played"})  # a whole card, or never in a match
_NOT_PLAYED_BY_RULE = frozenset({"declared_only", "unmodelled", "not_modelled"})


def card_note(card: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> dict[str, str] | None:
    """None for a card the engine plays in full; else {"kind", "label", "text"}: "unplayable" (its
    text is not modelled: not played by rule, or played as a declared effect when the players
    chose that option) or "partial" (played, but part of its text is not modelled)."""
    cls = effects.coverage_class(card)
    if cls in _FULLY_PLAYED:
        return None
    if cls in _NOT_PLAYED_BY_RULE:
        if (options or {}).get("declared_effects"):
            return {"kind": "declared", "label": "declared effect",
                    "text": "Not modelled by the engine: in this match it is played as a declared effect, "
                            "its written effect accepted or refused by the opponents (bots never play it)."}
        return {"kind": "unplayable", "label": "not playable",
                "text": "Not modelled by the engine: in this match it cannot be played by rule (bots never "
                        "play it; the \"Declared effects\" option lets people play it with a written effect)."}
    described = effects.COVERAGE_LABELS.get(cls, "")
    return {"kind": "partial", "label": "partly modelled",
            "text": f"Partly modelled: {described}." if described else "Partly modelled: some of its text is not played by the engine."}


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
