"""Interstellar Empire's core set as plain data: the reconstructed 60-card edition and its schema.

The rulebook (interstellar-empire.txt) prints no card list: it names the 60-card deck numbered
1 to 6 ("Special Rules"), five ship classes, four planet types and "seven special cards in the
core set" of which it names Space Piracy, slavery, trade delegation, ancient artifact, labour
unrest and resistance ("Tyrannical State"). Everything else here is our reconstruction and says
so in `NOTES`; the engine (engine.py) reads the numbers and effects from this data.
"""
from __future__ import annotations

from typing import Any

from ..core import CardSchema, Field

GAME_SLUG = "interstellar-empire"
SET_CODE = "core"

CARD_SCHEMA = CardSchema(
    (
        Field("number", "int", "Number", required=True, help="The single number printed on the card, 1 to 6."),
        Field("colour", "choice", "Colour", choices=("red", "green", "blue"), required=True),
        Field("ship_class", "choice", "Ship class",
              choices=("frigate", "destroyer", "cruiser", "battlecruiser", "battleship")),
        Field("planet_type", "choice", "Planet type", choices=("barren", "agricultural", "jungle", "industrial")),
        Field("timing", "str", "When it is played", help="Special cards: the moment it is laid on the discard pile."),
        Field("effect", "str", "Effect", help="Special cards: the engine's name for what the card does."),
    )
)

# (key, type, title, number, count, attributes beyond number/colour, text)
_SHIPS: tuple[tuple[str, str, int, int], ...] = (
    # key, title, number (cost and firepower), copies
    ("frigate", "Frigate", 1, 7),
    ("destroyer", "Destroyer", 2, 6),
    ("cruiser", "Cruiser", 3, 6),  # the rulebook's example: "a single Cruiser (3)"
    ("battlecruiser", "Battlecruiser", 5, 4),
    ("battleship", "Battleship", 6, 3),
)
_PLANETS: tuple[tuple[str, str, int, int, str], ...] = (
    ("barren-planet", "Barren Planet", 1, 9,
     "The value of these planets is limited, though they make useful military bases."),
    ("agricultural-planet", "Agricultural Planet", 2, 7,  # the rulebook's example: "Agricultural Planet (2)"
     "When you discover this planet, immediately draw a card from the deck."),
    ("jungle-planet", "Jungle Planet", 3, 6,
     "If the defence loses a war over this planet, the attacker must discard a card from his hand "
     "to conquer it; if he refuses or cannot, the planet is placed in the discard pile."),
    ("industrial-planet", "Industrial Planet", 4, 5,
     "Draw an extra card in each of your draw phases for each industrial planet in your empire."),
)
_SPECIALS: tuple[tuple[str, str, int, str, str, str], ...] = (
    # key, title, number, timing, effect, text
    ("trade-delegation", "Trade Delegation", 2, "explore", "draw_two_keep_one",
     "Play in your explore phase. Draw the top two cards of the deck; keep one and discard the other."),
    ("slavery", "Slavery", 3, "explore", "draw_two_keep_one",
     "Play in your explore phase if you have a planet in your empire: you enslave its natives. Draw the "
     "top two cards of the deck; keep one and discard the other."),
    ("labour-unrest", "Labour Unrest", 4, "war", "strike",
     "Play in your war phase on an opponent's ship: its owner must discard a card from his hand, or the "
     "ship is destroyed. Nota Bene: this card cannot be used on a ship just captured with the Space "
     "Piracy card."),
    ("resistance", "Resistance", 4, "war_lost", "resistance",
     "Play when you lose a war over one of your planets: the attacker must discard a card from his hand "
     "to conquer it (as well as for a jungle planet); if he refuses or cannot, the planet is placed in "
     "the discard pile."),
    ("ancient-artifact", "Ancient Artifact", 5, "explore", "artifact",
     "Play in your explore phase, tapping one of your untapped ships. Turn over the top two cards of the "
     "deck: the next player chooses which one you keep, and the other is discarded."),
    ("space-piracy", "Space Piracy", 6, "war", "piracy",
     "Play in your war phase, tapping one of your untapped ships: capture an opponent's tapped ship whose "
     "number is no higher than your ship's. It joins your fleet, tapped."),
    ("sabotage", "Sabotage", 6, "war", "sabotage",
     "Play in your war phase: destroy an opponent's tapped ship. Nota Bene: this card cannot be used on "
     "a ship just captured with the Space Piracy card."),
)

NOTES = """\
Reconstructed edition: the rulebook gives the rules but no card list.
What the rules fix: 60 cards ("60 Card Deck"), each with one number from 1 to 6; red ships in five
classes (frigate, destroyer, cruiser, battlecruiser, battleship); green planets of four types
(barren, agricultural, jungle, industrial); "seven special cards in the core set" (blue). The
examples fix a Cruiser at 3 and an Agricultural Planet at 2 (and a Barren Planet at 1).
The special cards named by the rules (Tyrannical State) are Space Piracy, slavery, trade
delegation, ancient artifact, labour unrest and resistance; the seventh, Sabotage, is ours: the
rulebook's card list carries the Nota Bene "this card cannot be used on a ship just captured with
the Space Piracy card" on two cards, so two specials must act on another player's ships (Labour
Unrest and Sabotage carry it here). One copy of each special: "seven special cards".
Counts (60): ships 26 (frigate 1 x7, destroyer 2 x6, cruiser 3 x6, battlecruiser 5 x4,
battleship 6 x3: cheap ships common, since every exploration taps one); planets 27 (barren 1 x9,
agricultural 2 x7, jungle 3 x6, industrial 4 x5: planets decide the game and the stronger economy
costs more); specials 7 (trade delegation 2, slavery 3, labour unrest 4, resistance 4, ancient
artifact 5, space piracy 6, sabotage 6). Numbers overall: 1 x16, 2 x14, 3 x13, 4 x7, 5 x5, 6 x5,
so 6s are rare enough that a Tyrannical State's ban on spending them bites but does not cripple.
Timings follow the rulebook's implications: the draw-two-keep-one cards (slavery, trade
delegation) and the ancient artifact, to which another player responds, are explore-phase finds
(the rules end the game at once when the last card is drawn in a draw or explore phase); cards
used against another player's ships are war-phase acts; resistance answers a lost war like a
jungle planet (the Tyrannical State lists jungle, labour unrest and resistance together as things
one responds to by discarding)."""


def _card(key: str, type_: str, title: str, number: int, count: int, attributes: dict[str, Any], text: str) -> dict[str, Any]:
    return {
        "key": key,
        "identity": f"{type_}{number}|{title.lower()}",
        "type": type_,
        "strength": number,
        "title": title,
        "text": text,
        "text_source": "reconstructed",
        "attributes": {"number": number, **attributes},
        "printings": [{"set": SET_CODE, "count": count}],
        "count": count,
    }


def edition() -> dict[str, Any]:
    """The reconstructed core set: {"game", "edition", "notes", "cards"} (counts sum to 60)."""
    cards: list[dict[str, Any]] = []
    for key, title, number, count in _SHIPS:
        text = (
            f"Build: discard cards totalling at least {number}. Adds {number} to your score in a war. "
            "Tap it to explore a planet."
        )
        cards.append(_card(key, "Ship", title, number, count, {"colour": "red", "ship_class": key}, text))
    for key, title, number, count, text in _PLANETS:
        kind = key.split("-")[0]
        cards.append(_card(key, "Planet", title, number, count, {"colour": "green", "planet_type": kind}, text))
    for key, title, number, timing, effect, text in _SPECIALS:
        cards.append(
            _card(key, "Special", title, number, 1, {"colour": "blue", "timing": timing, "effect": effect}, text)
        )
    return {"game": GAME_SLUG, "edition": "reconstructed", "set": SET_CODE, "notes": NOTES, "cards": cards}


DECK_SIZE = 60
