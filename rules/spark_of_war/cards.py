"""Spark of War's component set as plain data: the reconstructed edition and its schema.

The rulebook (spark-of-war.txt) lists the components (60 spaceships, 26 planets by kind and
value, 12 supply stations, 6 reminder cards), the 12 quest cards and the special powers, but no
per-ship list and no card art: what is printed on each ship and planet is our reconstruction and
says so in `NOTES`. The engine (engine.py) reads every number from this data.

Directions are the six edges of a hex card as printed (the card's top edge is N), clockwise:
N, NE, SE, S, SW, NW. A card placed with rotation r points its printed edge d at world
direction (d + r) % 6.
"""
from __future__ import annotations

from typing import Any

from ..core import CardSchema, Field

GAME_SLUG = "spark-of-war"
SET_CODE = "core"

DIRECTIONS: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")
POWERS: tuple[str, ...] = ("destroy_ship", "ignore_forcefields", "rotate_planet", "rotate_ship", "salvage_from_hand")
PLANET_KINDS: tuple[str, ...] = ("dwarf", "ring", "habitable", "gaseous", "lunar", "star")
QUEST_EFFECTS: tuple[str, ...] = (
    "per_dwarf", "per_ring", "per_habitable", "per_gaseous", "per_lunar", "per_star",
    "diversity", "pairs", "no_dwarf_no_gaseous", "no_ring_no_lunar", "wildcard_planet", "mimic",
)

CARD_SCHEMA = CardSchema(
    (
        Field("kind", "choice", "Kind", choices=("ship", "planet", "star", "supply_station", "quest", "reminder"),
              required=True),
        Field("resistance", "int", "Resistance", help="Damage the card sustains before it is conquered."),
        *(Field(f"damage_{d.lower()}", "int", f"Damage {d}", help=f"Damage dealt across the printed {d} edge.")
          for d in DIRECTIONS),
        Field("power", "choice", "Special power", choices=POWERS),
        Field("planet_kind", "choice", "Planet kind", choices=PLANET_KINDS),
        Field("forcefields", "str_list", "Forcefields", help="Printed edges carrying a forcefield."),
        Field("points", "int", "Points", help="Points a claimed planet (1) or star (2) scores."),
        Field("quest_effect", "choice", "Quest effect", choices=QUEST_EFFECTS),
    )
)

POWER_TEXT: dict[str, str] = {
    "destroy_ship": "Special power: destroy a spaceship of your choice.",
    "ignore_forcefields": "Special power: damage dealt by this spaceship ignores forcefields.",
    "rotate_planet": "Special power: rotate a planet into the desired position.",
    "rotate_ship": "Special power: rotate a spaceship into the desired position.",
    "salvage_from_hand": "Special power: place a spaceship card from your hand into your salvage yard.",
}

# key, title, copies, resistance, damage per printed edge (N, NE, SE, S, SW, NW), power
SHIPS: tuple[tuple[str, str, int, int, tuple[int, int, int, int, int, int], str | None], ...] = (
    ("viper-interceptor", "Viper Interceptor", 7, 2, (3, 0, 0, 0, 0, 0), None),
    ("lancer-frigate", "Lancer Frigate", 7, 3, (2, 1, 0, 0, 0, 1), None),
    ("sentinel-corvette", "Sentinel Corvette", 6, 3, (1, 0, 1, 0, 1, 0), None),
    ("raptor-destroyer", "Raptor Destroyer", 6, 4, (2, 0, 0, 2, 0, 0), None),
    ("halberd-cruiser", "Halberd Cruiser", 5, 5, (3, 1, 0, 0, 0, 1), None),
    ("leviathan-battleship", "Leviathan Battleship", 4, 6, (4, 0, 1, 0, 1, 0), None),
    ("aegis-carrier", "Aegis Carrier", 3, 7, (1, 1, 1, 1, 1, 1), None),
    ("wraith-assassin", "Wraith Assassin", 4, 2, (1, 0, 0, 0, 0, 0), "destroy_ship"),
    ("phase-lancer", "Phase Lancer", 5, 3, (2, 0, 0, 0, 0, 0), "ignore_forcefields"),
    ("gravitic-tug", "Gravitic Tug", 4, 3, (1, 0, 0, 1, 0, 0), "rotate_planet"),
    ("tractor-frigate", "Tractor Frigate", 4, 3, (0, 1, 0, 0, 0, 1), "rotate_ship"),
    ("scavenger", "Scavenger", 5, 2, (2, 0, 0, 0, 0, 0), "salvage_from_hand"),
)

# kind -> (value = resistance, title stem, forcefield edges of each copy)
PLANETS: dict[str, tuple[int, str, tuple[tuple[int, ...], ...]]] = {
    "dwarf": (4, "Dwarf Planet", ((0, 2, 4), (1, 3, 5), (0, 1, 2), (0, 1, 3), (0, 2, 3), (0, 3, 4))),
    "ring": (5, "Ring Planet", ((0, 3), (1, 4), (2, 5), (0, 1), (0, 2), (1, 2))),
    "habitable": (6, "Habitable Planet", ((0, 2), (0, 3), (0, 1), (1, 4))),
    "gaseous": (7, "Gaseous Planet", ((0,), (0,), (0, 3), (0,))),
    "lunar": (8, "Lunar Planet", ((0,), (0,), (0,), ())),
    "star": (9, "Star", ((), ())),
}
GREEK: tuple[str, ...] = ("Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta")

QUESTS: tuple[tuple[str, str, str], ...] = (
    ("per_dwarf", "Dwarf Hunter", "Gain 1 point per Dwarf planet."),
    ("per_ring", "Ring Collector", "Gain 1 point per Ring planet."),
    ("per_habitable", "Settler", "Gain 1 point per Habitable planet."),
    ("per_gaseous", "Gas Miner", "Gain 1 point per Gaseous planet."),
    ("per_lunar", "Moon Walker", "Gain 1 point per Lunar planet."),
    ("per_star", "Star Seeker", "Gain 2 points per Star."),
    ("diversity", "Explorer", "Gain 1/2/3/4 points if you own 3/4/5/6 different kinds of planet/star."),
    ("pairs", "Twins", "For every set of 2 identical planets, gain 1 point."),
    ("no_dwarf_no_gaseous", "Purist", "Gain 2 points if you have 0 Dwarf planets. Gain 1 point if you have 0 Gaseous planets."),
    ("no_ring_no_lunar", "Minimalist", "Gain 2 points if you have 0 Ring planets. Gain 1 point if you have 0 Lunar planets."),
    ("wildcard_planet", "Hidden World", "This quest card is a planet of the type of your choice."),
    ("mimic", "Mimic", "This quest card mimics the effect of a quest card of a player adjacent to you."),
)

NOTES = """\
Reconstructed edition: the rulebook lists the components and the quest cards but prints no card.
What the rules fix: 60 spaceships; 26 planets: 6 Dwarf (value 4), 6 Ring (5), 4 Habitable (6),
4 Gaseous (7), 4 Lunar (8), 2 Stars (9); 12 supply stations; 6 reminder cards; the 12 quest
cards (their effects are the rulebook's words); the five special powers.
What is ours: the 60 ships' names, resistance and damage per edge (twelve designs, 2 to 7
resistance, 1 to 4 damage in one to six directions; 20 ships carry a special power, four or five
of each); a planet's "value" is read as its resistance points (the rulebook gives planets both a
value and resistance, and prints only one number per kind); the forcefield edges of each planet
(small, easily conquered planets carry more forcefields: Dwarf 3 edges, Ring and Habitable 2,
Gaseous 1 or 2, Lunar 1 or none, Stars none). The rulebook never says what the 12 supply stations
do: we read them as the salvage yards' slots (the discard step keeps at most 2 ships in a salvage
yard, and 12 = 6 players x 2), so they carry no rule of their own. The 6 reminder cards summarise
the six steps of a turn, one per player."""


def _card(key: str, type_: str, title: str, strength: int | None, count: int, attributes: dict[str, Any],
          text: str) -> dict[str, Any]:
    return {
        "key": key,
        "identity": f"{type_}{strength if strength is not None else ''}|{title.lower()}",
        "type": type_,
        "strength": strength,
        "title": title,
        "text": text,
        "text_source": "reconstructed",
        "attributes": attributes,
        "printings": [{"set": SET_CODE, "count": count}],
        "count": count,
    }


def _ship_text(damage: tuple[int, ...], resistance: int, power: str | None) -> str:
    dealt = ", ".join(f"{n} {DIRECTIONS[d]}" for d, n in enumerate(damage) if n)
    text = f"Resistance {resistance}. Deals damage {dealt}."
    return f"{text} {POWER_TEXT[power]}" if power else text


def edition() -> dict[str, Any]:
    """The reconstructed core set: {"game", "edition", "notes", "cards"}."""
    cards: list[dict[str, Any]] = []
    for key, title, count, resistance, damage, power in SHIPS:
        attributes: dict[str, Any] = {"kind": "ship", "resistance": resistance}
        for d, n in zip(DIRECTIONS, damage):
            attributes[f"damage_{d.lower()}"] = n
        if power:
            attributes["power"] = power
        cards.append(_card(key, "Ship", title, resistance, count, attributes, _ship_text(damage, resistance, power)))
    for kind, (value, stem, fields) in PLANETS.items():
        for i, edges in enumerate(fields):
            title = f"{stem} {GREEK[i]}"
            kind_attr = "star" if kind == "star" else "planet"
            sides = [DIRECTIONS[e] for e in edges]
            text = f"Resistance {value}. Scores {2 if kind == 'star' else 1} when claimed."
            text += f" Forcefields: {', '.join(sides)}." if sides else " No forcefield."
            attributes = {"kind": kind_attr, "resistance": value, "planet_kind": kind, "forcefields": sides,
                          "points": 2 if kind == "star" else 1}
            cards.append(_card(f"{kind}-{GREEK[i].lower()}", "Star" if kind == "star" else "Planet", title, value,
                               1, attributes, text))
    cards.append(_card("supply-station", "Supply Station", "Supply Station", None, 12, {"kind": "supply_station"},
                       "Holds one ship of your salvage yard. Keep two: at the end of your turn your salvage yard "
                       "holds at most 2 ships."))
    cards.append(_card("reminder", "Reminder", "Turn Reminder", None, 6, {"kind": "reminder"},
                       "1 Deployment, 2 Special powers, 3 Damage, 4 Conquer, 5 Play again (steps 1-4 twice), "
                       "6 Discard (salvage yard down to 2)."))
    for effect, title, text in QUESTS:
        cards.append(_card(f"quest-{effect.replace('_', '-')}", "Quest", title, None, 1,
                           {"kind": "quest", "quest_effect": effect}, text))
    return {"game": GAME_SLUG, "edition": "reconstructed", "set": SET_CODE, "notes": NOTES, "cards": cards}
