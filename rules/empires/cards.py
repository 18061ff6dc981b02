"""Empires' cards as plain data: one standard 52-card pack, each suit a role.

empires.txt, "TYPES": spades are soldiers, clubs spells, diamonds resources, hearts defenders;
"RANKING": A(14), K(13), Q(12), J(11), 10 ... 2. No reconstruction is needed beyond naming.
"""
from __future__ import annotations

from typing import Any

from ..core import CardSchema, Field

GAME_SLUG = "empires"
SET_CODE = "standard"

SUITS: tuple[tuple[str, str, str], ...] = (
    # suit, role (the card's type), symbol
    ("spades", "Soldier", "\u2660"),
    ("clubs", "Spell", "\u2663"),
    ("diamonds", "Resource", "\u2666"),
    ("hearts", "Defender", "\u2665"),
)
RANKS: tuple[tuple[str, str, int], ...] = (
    ("A", "Ace", 14),
    ("K", "King", 13),
    ("Q", "Queen", 12),
    ("J", "Jack", 11),
    ("10", "Ten", 10),
    ("9", "Nine", 9),
    ("8", "Eight", 8),
    ("7", "Seven", 7),
    ("6", "Six", 6),
    ("5", "Five", 5),
    ("4", "Four", 4),
    ("3", "Three", 3),
    ("2", "Two", 2),
)
ROLE_TEXT = {
    "Soldier": "Soldier: costs its value to bring out and to attack; waits a turn before attacking.",
    "Spell": "Spell: cast from hand for its value; destroys an enemy soldier, defender or resource of "
    "equal or lower value; may be countered by a spell of equal or higher value.",
    "Resource": "Resource: one may be put out each turn; used once a turn, never split.",
    "Defender": "Defender: costs its value to bring out and to block; protects lives, resources and "
    "soldiers, never other defenders.",
}
FACE_TEXT = {
    "A": " Sacrifice (not a spell; phase 1 or 4 of your turn): the top card of your deck becomes a life "
    "and your soldiers double their value this turn. Only a 2 can destroy an Ace.",
    "K": " Sacrifice (not a spell; phase 1 or 4 of your turn, or phase 3 of an opponent's): bring out "
    "every soldier of value 7 or less from your hand; they may attack at once.",
    "Q": " Sacrifice (not a spell; phase 1 or 4 of your turn): your opponent destroys a soldier, defender "
    "or resource of his choice, never his last of a kind.",
    "J": " Sacrifice (not a spell; phase 1 or 4 of your turn): your opponent discards every soldier in "
    "his hand and you put out every resource in yours.",
    "2": " A 2 (spell, defender or soldier) may destroy an Ace.",
}

CARD_SCHEMA = CardSchema(
    (
        Field("suit", "choice", "Suit", choices=tuple(s for s, _, _ in SUITS), required=True),
        Field("rank", "choice", "Rank", choices=tuple(r for r, _, _ in RANKS), required=True),
        Field("value", "int", "Value", required=True, help="A=14, K=13, Q=12, J=11, then the pip value."),
        Field("role", "choice", "Role", choices=("soldier", "spell", "resource", "defender"), required=True),
    )
)

NOTES = """\
Empires is played with standard packs: each player brings exactly one 52-card pack
(empires.txt, "NEEDED"). Suits give the role (spades soldiers, clubs spells, diamonds resources,
hearts defenders) and ranks the value (A=14, K=13, Q=12, J=11, 10..2). Sacrifice effects belong to
Aces, Kings, Queens and Jacks that are not spells; 2s may destroy Aces ("NOTES")."""


def card_key(suit: str, rank: str) -> str:
    return f"{rank.lower()}-of-{suit}"


def edition() -> dict[str, Any]:
    """The standard pack: {"game", "edition", "notes", "cards"} with 52 cards, one of each."""
    cards: list[dict[str, Any]] = []
    for suit, role, symbol in SUITS:
        for rank, name, value in RANKS:
            title = f"{name} of {suit.capitalize()}"
            text = ROLE_TEXT[role]
            if rank in FACE_TEXT and not (role == "Spell" and rank in "AKQJ"):
                text += FACE_TEXT[rank]
            cards.append(
                {
                    "key": card_key(suit, rank),
                    "identity": f"{role}{value}|{title.lower()}",
                    "type": role,
                    "strength": value,
                    "title": title,
                    "text": text,
                    "attributes": {"suit": suit, "rank": rank, "value": value, "role": role.lower()},
                    "printings": [{"set": SET_CODE, "symbol": f"{rank}{symbol}"}],
                }
            )
    return {"game": GAME_SLUG, "edition": "reconstructed", "set": SET_CODE, "notes": NOTES, "cards": cards}


PACK_SIZE = 52
