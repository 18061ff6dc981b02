"""Imperium Galacticum's component set as plain data: the reconstructed edition and its schema.

The rulebook (imperium-galacticum.txt) names the card types (30 Space cards: Planets and Deep
Space; Planetary and Orbital Structures; Research Projects; Events), the two homeworlds (Humans
and Atrayids), the structures the rules refer to (Agro-District, Industrial Complex, Research
Campus, Barracks, Orbital Shipyard) and the four ship types with their ATK/DEF table. It prints no
card list: every other card and number here is our reconstruction and says so in `NOTES`.
The engine (engine.py) reads every number and effect from this data.
"""
from __future__ import annotations

from typing import Any

from ..core import CardSchema, Field

GAME_SLUG = "imperium-galacticum"
SET_CODE = "core"

CARD_SCHEMA = CardSchema(
    (
        Field("kind", "choice", "Kind", required=True,
              choices=("planet", "deep_space", "homeworld", "planetary_structure", "orbital_structure",
                       "research", "event", "ship")),
        Field("population", "int", "Population (green)", help="Population the planet can sustain."),
        Field("population_max", "int", "Population with Agro-Districts (orange)"),
        Field("size", "int", "Size", help="A planet of size X may have X planetary and X orbital structures."),
        Field("distance", "int", "Distance markers", help="Deep Space: markers a ship crosses on this card."),
        Field("species", "str", "Species", help="Homeworlds: Humans or Atrayids."),
        Field("build_time", "int", "Building time"),
        Field("research_time", "int", "Research time"),
        Field("defence", "int", "DEF", help="Orbital structures: the value an ATK-throw must reach."),
        Field("attack", "str", "ATK", help="Dice thrown when attacking, e.g. 1D6+3."),
        Field("defence_dice", "str", "DEF dice", help="Ships: dice thrown when attacked, e.g. 1D6+2."),
        Field("movement", "int", "Movement"),
        Field("needs_population", "bool", "Needs 1 population to operate"),
        Field("effect", "str", "Effect", help="The engine's name for what the card does."),
        Field("prerequisites", "str_list", "Preliminary stages", help="Research Projects to finish first."),
        Field("victory_points", "int", "Victory points"),
        Field("per_player", "int", "Copies in each player's set"),
    )
)

# --- Space cards (30) -------------------------------------------------------------------------
# title, population (green), population with Agro-Districts (orange), size
PLANETS: tuple[tuple[str, int, int, int], ...] = (
    ("Cinder", 1, 2, 1), ("Frostmoon", 1, 2, 1), ("Dustball", 2, 3, 1), ("Pebble", 2, 3, 1),
    ("Ashfall", 2, 4, 1), ("Greywater", 2, 4, 1), ("Tundra Prime", 2, 4, 2),
    ("Verdance", 3, 5, 2), ("Oceanus", 3, 5, 2), ("Sandreach", 3, 4, 2), ("Mistral", 3, 5, 2),
    ("Jadeholm", 3, 6, 2), ("Aurelia", 4, 6, 2), ("Kethra", 4, 6, 3), ("Nova Eden", 4, 7, 3),
    ("Titanfall", 2, 5, 3), ("Halcyon", 4, 6, 3), ("Gaia Minor", 5, 7, 3),
)
# title, distance markers
DEEP_SPACE: tuple[tuple[str, int], ...] = (
    ("Deep Space", 1), ("Deep Space", 1), ("Deep Space", 1), ("Deep Space", 1), ("Deep Space", 1),
    ("Deep Space", 1), ("Deep Space", 1), ("Deep Space", 1),
    ("Nebula", 2), ("Nebula", 2), ("Asteroid Belt", 2), ("Asteroid Belt", 2),
)
# key, title, species, population, population_max, size
HOMEWORLDS: tuple[tuple[str, str, str, int, int, int], ...] = (
    ("homeworld-terra", "Terra", "Humans", 5, 7, 3),
    ("homeworld-atraya", "Atraya", "Atrayids", 5, 7, 3),
)
HOMEWORLD_POPULATION = 3  # Preparations: "Homeworlds are placed face-up, with 3 population counters on them."

# --- Structures: key, title, kind, build time, per player, defence, attack, needs pop, effect, text
STRUCTURES: tuple[tuple[str, str, str, int, int, int | None, str | None, bool, str, str], ...] = (
    ("industrial-complex", "Industrial Complex", "planetary_structure", 3, 3, None, None, True, "production",
     "Needs 1 population to operate. The planet's production rate rises by 1."),
    ("research-campus", "Research Campus", "planetary_structure", 3, 2, None, None, True, "research",
     "Needs 1 population to operate. Your global research rate rises by 1."),
    ("barracks", "Barracks", "planetary_structure", 2, 2, None, None, True, "garrison",
     "Needs 1 population to operate. Invaders need 2 more to take this planet (its population counts 2 higher)."),
    ("agro-district", "Agro-District", "planetary_structure", 2, 3, None, None, False, "agriculture",
     "The planet sustains 1 more population, up to its orange population value."),
    ("orbital-shipyard", "Orbital Shipyard", "orbital_structure", 3, 2, 6, None, False, "shipyard",
     "DEF 6. Builds ships: building counters for a ship are placed here, one ship at a time."),
    ("defence-platform", "Defence Platform", "orbital_structure", 3, 2, 8, "1D6+2", False, "platform",
     "DEF 8. May attack once per turn with ATK 1D6+2, alone or combined with ships."),
    ("orbital-habitat", "Orbital Habitat", "orbital_structure", 4, 1, 5, None, False, "habitat",
     "DEF 5. The planet sustains 1 more population (beyond its orange value)."),
)

# --- Research projects: key, title, research time, prerequisites, effect, victory points, text
RESEARCH: tuple[tuple[str, str, int, tuple[str, ...], str, int, str], ...] = (
    ("laser-weapons", "Laser Weapons", 3, (), "attack_1", 0, "Your ships' and platforms' ATK-throws gain 1."),
    ("plasma-weapons", "Plasma Weapons", 5, ("laser-weapons",), "attack_1", 0, "Your ATK-throws gain 1 more."),
    ("deflector-shields", "Deflector Shields", 3, (), "defence_1", 0, "Your ships' DEF-throws gain 1."),
    ("phase-shields", "Phase Shields", 5, ("deflector-shields",), "defence_1", 0, "Your DEF-throws gain 1 more."),
    ("ion-drive", "Ion Drive", 3, (), "movement_1", 0, "Your ships' movement rises by 1."),
    ("hyperspace-jump", "Hyperspace Jump", 6, ("ion-drive",), "movement_1", 0, "Your ships' movement rises by 1 more."),
    ("hydroponics", "Hydroponics", 2, (), "population_1", 0, "Each of your planets sustains 1 more population."),
    ("genetic-engineering", "Genetic Engineering", 4, ("hydroponics",), "victory", 1,
     "1 Victory Point. Each of your planets sustains 1 more population."),
    ("automation", "Automation", 3, (), "production_home", 0, "Your homeworld's production rate rises by 1."),
    ("orbital-engineering", "Orbital Engineering", 3, ("automation",), "fortify", 0,
     "Your orbital structures' DEF rises by 2."),
    ("xenology", "Xenology", 4, (), "victory", 1, "1 Victory Point."),
    ("galactic-senate", "Galactic Senate", 5, ("xenology",), "victory", 1, "1 Victory Point."),
    ("unified-field-theory", "Unified Field Theory", 6, ("hyperspace-jump", "phase-shields"), "victory", 1,
     "1 Victory Point."),
)

# --- Events: key, title, copies, effect, text
EVENTS: tuple[tuple[str, str, int, str, str], ...] = (
    ("quiet-times", "Quiet Times", 8, "none", "Nothing happens."),
    ("baby-boom", "Baby Boom", 3, "population_up",
     "The planet gains 1 population if it can sustain it."),
    ("plague", "Plague", 2, "population_down", "The planet loses 1 population (never below 1)."),
    ("rich-harvest", "Rich Harvest", 2, "production_up", "The planet produces 1 more counter this turn."),
    ("strike", "Strike", 2, "production_down", "The planet produces 1 counter less this turn."),
    ("eureka", "Eureka!", 2, "research_up", "Put 1 Research Counter on your current research project."),
    ("meteor-strike", "Meteor Strike", 2, "meteor",
     "Throw a die: on 1-2 a planetary structure of the planet (the newest) is destroyed."),
    ("solar-flare", "Solar Flare", 2, "flare", "Throw a die: on 1 a ship of yours in the planet's orbit is destroyed."),
    ("migrants", "Migrants", 1, "population_up", "The planet gains 1 population if it can sustain it."),
)

# --- Ships (tokens), the rulebook's table: key, title, ATK, DEF, movement, building time
SHIPS: tuple[tuple[str, str, str | None, str, int, int, str], ...] = (
    ("colony-ship", "Colony Ship", None, "1D6+2", 1, 3,
     "Cannot attack. In orbit of a discovered, uncolonised planet: removed, and the planet is colonised."),
    ("invader", "Invader", None, "1D6+2", 1, 3,
     "Cannot attack ships or orbital structures. Once per Action-Phase tries to invade the planet it orbits."),
    ("cruiser", "Cruiser", "1D6+3", "1D6+2", 1, 3, "Attacks ships and orbital structures once per turn."),
    ("destroyer", "Destroyer", "1D6+5", "1D6+5", 1, 5, "Attacks ships and orbital structures once per turn."),
)

NOTES = """\
Reconstructed edition: the rulebook explains the card types but prints no card list.
What the rules fix: 30 Space cards (Planets and Deep Space) of which 12 make the map; two
homeworlds, Humans and Atrayids, starting with 3 population; planets with a green and an orange
population value, a size (X planetary and X orbital structures) and distance markers; Deep Space
cards with distance markers; structures named by the rules: Agro-District (more population),
Industrial Complex, Research Campus (+1 research rate each) and Barracks (1 population each to
operate), Orbital Shipyard (ships are built there), orbital structures with a DEF value that
structures may attack with; Research Projects with research times and preliminary stages, some
worth a Victory Point; a common Event pile; the four ship types and their table (ATK, DEF,
movement 1, building time 3 or 5).
What is ours: the 30 Space cards (18 planets of size 1 to 3 with population 1-5 green and 2-7
orange; 12 Deep Space cards, 8 with one distance marker and 4 nebulae/asteroid belts with two);
the homeworlds' values (population 5 green, 7 orange, size 3, identical for balance); the
effects of Industrial Complex (+1 production), Barracks (+2 against invasion) and Agro-District
(+1 population up to the orange value), and the Defence Platform and Orbital Habitat; every
player's set (the rules say to divide the structures evenly, so each kind comes twice as often as
one player's set holds it, and each player has a full set of the 13 Research Projects); the
research tree (weapons, shields, drives, biology, industry and four projects worth a Victory
Point) and its times; the 24 events and their effects."""


def _card(key: str, type_: str, title: str, strength: int | None, attributes: dict[str, Any], text: str,
          count: int | None = None) -> dict[str, Any]:
    card: dict[str, Any] = {
        "key": key,
        "identity": f"{type_}{strength if strength is not None else ''}|{key}",
        "type": type_,
        "strength": strength,
        "title": title,
        "text": text,
        "text_source": "reconstructed",
        "attributes": attributes,
        "printings": [{"set": SET_CODE} if count is None else {"set": SET_CODE, "count": count}],
    }
    if count is not None:
        card["count"] = count
    return card


def _slug(title: str) -> str:
    return title.lower().replace(" ", "-").replace("!", "")


def edition() -> dict[str, Any]:
    """The reconstructed core set: {"game", "edition", "notes", "cards"}."""
    cards: list[dict[str, Any]] = []
    for title, green, orange, size in PLANETS:
        cards.append(_card(f"planet-{_slug(title)}", "Planet", title, size,
                           {"kind": "planet", "population": green, "population_max": orange, "size": size},
                           f"Population {green} (with Agro-Districts {orange}). Size {size}.", 1))
    counts: dict[tuple[str, int], int] = {}
    for title, distance in DEEP_SPACE:
        counts[(title, distance)] = counts.get((title, distance), 0) + 1
    for (title, distance), n in counts.items():
        cards.append(_card(f"space-{_slug(title)}-{distance}", "Deep Space", title, distance,
                           {"kind": "deep_space", "distance": distance},
                           f"{distance} distance marker{'s' if distance > 1 else ''}.", n))
    for key, title, species, green, orange, size in HOMEWORLDS:
        cards.append(_card(key, "Homeworld", title, size,
                           {"kind": "homeworld", "species": species, "population": green, "population_max": orange,
                            "size": size},
                           f"Homeworld of the {species}. Starts with {HOMEWORLD_POPULATION} population. "
                           f"Population {green} (with Agro-Districts {orange}). Size {size}.", 1))
    for key, title, kind, time, per_player, defence, attack, needs_pop, effect, text in STRUCTURES:
        attributes: dict[str, Any] = {"kind": kind, "build_time": time, "needs_population": needs_pop,
                                      "effect": effect, "per_player": per_player}
        if defence is not None:
            attributes["defence"] = defence
        if attack is not None:
            attributes["attack"] = attack
        type_ = "Orbital Structure" if kind == "orbital_structure" else "Planetary Structure"
        cards.append(_card(key, type_, title, time, attributes, f"Building time {time}. {text}", 2 * per_player))
    for key, title, time, prereqs, effect, vp, text in RESEARCH:
        attributes = {"kind": "research", "research_time": time, "prerequisites": list(prereqs), "effect": effect,
                      "victory_points": vp, "per_player": 1}
        cards.append(_card(key, "Research Project", title, time, attributes, f"Research time {time}. {text}", 2))
    for key, title, n, effect, text in EVENTS:
        cards.append(_card(f"event-{key}", "Event", title, None, {"kind": "event", "effect": effect}, text, n))
    for key, title, atk, dfc, movement, time, text in SHIPS:
        attributes = {"kind": "ship", "defence_dice": dfc, "movement": movement, "build_time": time}
        if atk:
            attributes["attack"] = atk
        cards.append(_card(f"ship-{key}", "Ship", title, time, attributes,
                           f"ATK {atk or '-'}, DEF {dfc}, movement {movement}, building time {time}. {text}"))
    return {"game": GAME_SLUG, "edition": "reconstructed", "set": SET_CODE, "notes": NOTES, "cards": cards}
