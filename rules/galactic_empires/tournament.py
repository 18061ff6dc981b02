"""The tournament variants' match options (GEtournament.txt): Sealed Deck's 15-point Sector HQ
and Speed Deck's shrinking protection, as pure functions of the match options.

The engine asks two questions and nothing else: how many points destroy a Sector HQ (or Psy
Network), and whether a card of a given strength still protects a player's Sector HQ (or Psy
Network) on that player's turn number.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import Option

HQ_POINTS = 25  # Primary rules, "DAMAGING THE SECTOR HQ"
SEALED_HQ_POINTS = 15  # "SEALED DECK TOURNAMENT RULES": "15 points instead of the normal 25 points"
SPEED_FIRST_TURN = 3  # "SPEED DECK TOURNAMENT RULES": "on that player's turn #3, strength 1 cards ..."
SPEED_LAST_TURN = 12  # "On turn #12, no cards may protect the Sector HQ (or Psy Network)."

OPTIONS: tuple[Option, ...] = (
    Option("sealed", "bool", False, "Sealed Deck",
           help="Tournament rules: each Sector HQ (or Psy Network) is 15 points instead of 25."),
    Option("speed", "bool", False, "Speed Deck",
           help="Tournament rules: on a player's turn 3, strength 1 cards stop protecting that player's "
                "Sector HQ (or Psy Network); on turn 4 strength 2, and so on; from turn 12 nothing protects it."),
)
DEFAULTS: dict[str, Any] = {option.name: option.default for option in OPTIONS}
# The deck format whose decks are played under the Sealed Deck rules ("SEALED DECK TOURNAMENT
# RULES": a deck built from a sealed pool plays with the 15-point Sector HQ or Psy Network).
SEALED_FORMAT = "sealed"


def format_options(format_slug: str) -> dict[str, Any]:
    """The match options a deck format implies (Game.format_options): Sealed Deck for a sealed deck."""
    return {"sealed": format_slug == SEALED_FORMAT}


def hq_points(options: Mapping[str, Any]) -> int:
    """Damage points that destroy a Sector HQ or Psy Network under these options."""
    return SEALED_HQ_POINTS if options.get("sealed") else HQ_POINTS


def protects_hq(strength: int, turn: int, options: Mapping[str, Any]) -> bool:
    """Whether a card of `strength` (its first printed strength: GEtournament.txt, "Stocking
    Rules": "cards with two strengths use only the first") may protect the Sector HQ or Psy
    Network of a player who is on (or past, until his next) turn number `turn`.

    "For each player, on that player's turn #3, strength 1 cards cannot protect that player's
    Sector HQ (or Psy Network). On each player's turn #4, strength 2 cards cannot ..., and so on.
    On turn #12, no cards may protect the Sector HQ (or Psy Network)." A player's turn number
    holds from the start of his turn until his next one starts, so the opponents firing in
    between meet the same protection.
    """
    if not options.get("speed"):
        return True
    if turn >= SPEED_LAST_TURN:
        return False
    return strength > turn - (SPEED_FIRST_TURN - 1)
