"""The Galactic Empires effect vocabulary and the cards mapped to it, as data.

Ships, bases, terrain and dragons play from their printed stats alone (costs, generated points,
modifiers, shields, nodes, weapons). A card whose effect lives in its text maps, by its identity
("exactly identical" key, see cards.identity), to a tuple of named effects with parameters
(Forge-style card scripts). The engine implements each effect name once; adding a card is adding
a line of data. A card with rule text and no entry here is *unmodelled*: bots never play it and
people may play it only in the "declared effect" mode (see engine.py).

Effect names (parameters in brackets; "where" says what the card is played on or against):
- ``equip``            [where: "unit"|"own_unit"|"ship"|"base"] the card stays on its location.
- ``add_weapons``      [phasers, heavy, ship_limit] refits: extra weapons for the location.
- ``add_shields``      [shields, ship_limit] refits: extra shield points (never on Mechad EMF).
- ``card_damage``      [amount (int or "strength"), targets (type letters), when ("play"|"operate"),
                        discard_after, structure (points that skip shields), each_opponent]
- ``damage_all_shields`` [] damages every shield point of the card it is played on.
- ``monster``          [targets, damage_each_turn, defeat ("damage"|"damage_or_research"),
                        fire_lock (the unit may only fire on the monster), absorb_phasers,
                        phaser_immune] a monster that stays on its target.
- ``suspend_monsters`` [] suspends hostile monsters' effects at its location.
- ``on_terrain``       [] the ship is played on (and moves between) own terrain; its generated
                        points and multipliers are terrain modifiers (freighters, tugs).
- ``terrain_only``     [tags] a base that may only be played on terrain with one of these tags.
- ``protect_terrain``  [] the terrain under this base takes no damage while the base stands.
- ``growing_economy``  [economy] a cumulative, never multiplied terrain modifier (one per terrain).
- ``volley_reduction`` [amount, on (empire class / "generic"/"pirate" or None)] less damage
                        from each opponent volley at the location.
- ``cost_reduction``   [supply, energy, on] fewer points needed to engage the location.
- ``no_stat_points``   [kinds] printed point symbols of this card that are not generated points.
- ``draw``             [count] draw cards when played (then discarded).
- ``repair``           [amount] repair points applied when played (then discarded).
- ``destroy``          [targets] destroy the target card (then discarded).
- ``duration``         [turns] the card is discarded after that many of its owner's turns.
- ``reaction_use``     [on ("monster_at_location"|"fired_upon"|"any")] when the card may be played
                        in reaction mode (its function used the instant it is played).

Unknown names are allowed in the data (a later issue may add cards ahead of code): a card whose
effects include a name the engine does not implement counts as unmodelled.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from . import cardtext

Effect = Mapping[str, Any]

# Every effect name the engine implements (engine.IMPLEMENTED must match; a test checks).
VOCABULARY: frozenset[str] = frozenset(
    {
        "equip",
        "add_weapons",
        "add_shields",
        "card_damage",
        "damage_all_shields",
        "monster",
        "suspend_monsters",
        "on_terrain",
        "terrain_only",
        "protect_terrain",
        "growing_economy",
        "volley_reduction",
        "cost_reduction",
        "no_stat_points",
        "draw",
        "repair",
        "destroy",
        "duration",
        "reaction_use",
    }
)

_SCIENCE_OFFICER = (
    {"effect": "equip", "where": "own_location"},
    {"effect": "suspend_monsters"},
    {"effect": "reaction_use", "on": "monster_at_location"},
)
_PHASER_EEL = (
    {
        "effect": "monster",
        "targets": "SB",
        "absorb_phasers": True,
        "phaser_immune": True,
        "defeat": "damage",
    },
)

# identity -> effects. The rulebook's cards first (Primary rules, narrative example, "Terrain
# Modifiers", "Command", "Location of ship cards"), then their obvious families.
CARD_EFFECTS: dict[str, tuple[Effect, ...]] = {
    # Refits: equipment that adds weapons or shields (ships at most 3 extra from refits).
    "E2|phaser refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_weapons", "phasers": 1, "ship_limit": 3}),
    "E4|heavy phaser refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_weapons", "phasers": 2, "ship_limit": 3}),
    "E7|extreme phaser refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_weapons", "phasers": 3, "ship_limit": 3}),
    "E1|shield refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_shields", "shields": 1, "ship_limit": 3}),
    "E3|heavy shield refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_shields", "shields": 2, "ship_limit": 3}),
    # Mines: played on an own unit, operated against any one ship, discarded after use
    # (v2.1 narrative: "plays an E2 Nuclear Mine on his base and uses it against Sue's freighter").
    "E2|nuclear mine": (
        {"effect": "equip", "where": "own_unit"},
        {"effect": "card_damage", "amount": 2, "targets": "S", "when": "operate", "discard_after": True},
    ),
    "E2|transporter nuclear mine": (
        {"effect": "card_damage", "amount": 2, "targets": "S", "when": "play", "discard_after": True},
        {"effect": "reaction_use", "on": "any"},
    ),
    # Hazards.
    "H2|ion storm": ({"effect": "card_damage", "amount": "strength", "targets": "SB", "when": "play", "discard_after": True},),
    "H5|ion storm": ({"effect": "card_damage", "amount": "strength", "targets": "SB", "when": "play", "discard_after": True},),
    "H1|ion storm positron storm": (
        {"effect": "card_damage", "amount": 1, "structure": 1, "targets": "SBT", "when": "play", "discard_after": True},
    ),
    "H6|temporal ion storm": (
        {"effect": "card_damage", "amount": "strength", "targets": "SB", "when": "play", "discard_after": True, "each_opponent": True},
    ),
    # Monsters.
    "M3|shield fiend": ({"effect": "damage_all_shields", "targets": "SBT"},),
    # Narrative example: "plays an M4 Space Dragon to the frigate, causing two more points of damage".
    "M4|space dragon": (
        {
            "effect": "monster",
            "targets": "SB",
            "damage_each_turn": 2,
            "defeat": "damage_or_research",
            "fire_lock": True,
        },
    ),
    "M1|small phaser eel": _PHASER_EEL,
    "M5|large phaser eel": _PHASER_EEL,
    "M9|huge phaser eel": _PHASER_EEL,
    # Crew.
    "C1|science officer": _SCIENCE_OFFICER,
    "C2|science officer": _SCIENCE_OFFICER,
    "C3|science officer": _SCIENCE_OFFICER,
    "C4|science officer": _SCIENCE_OFFICER,
    "C6|science officer": _SCIENCE_OFFICER,
    # Captains: the printed supply symbol is "one less supply point needed", not a generated point.
    "C5|captain": (
        {"effect": "equip", "where": "own_location"},
        {"effect": "volley_reduction", "amount": 1},
        {"effect": "cost_reduction", "supply": 1},
        {"effect": "no_stat_points", "kinds": ("supply",)},
    ),
    "C6|captain": (
        {"effect": "equip", "where": "own_location"},
        {"effect": "volley_reduction", "amount": 1},
        {"effect": "cost_reduction", "supply": 1},
        {"effect": "no_stat_points", "kinds": ("supply",)},
    ),
    "C2|civilian captain": (
        {"effect": "equip", "where": "own_location"},
        {"effect": "volley_reduction", "amount": 1, "on": "generic"},
        {"effect": "cost_reduction", "supply": 1, "on": "generic"},
        {"effect": "no_stat_points", "kinds": ("supply",)},
    ),
    # Generic ships that sit on terrain ("Location of ship cards").
    "S1|fleet freighter": ({"effect": "on_terrain"},),
    "S2|fleet tug": ({"effect": "on_terrain"},),
    # Bases (stats give the multipliers; these add the text rules).
    "B4|base station": (),
    "B9|starbase": (),
    "B1|planetary shield": (
        {"effect": "terrain_only", "tags": ("Planet", "Moon", "Asteroid")},
        {"effect": "protect_terrain"},
    ),
    "B3|heavy planetary shield": (
        {"effect": "terrain_only", "tags": ("Planet", "Moon", "Asteroid")},
        {"effect": "protect_terrain"},
    ),
    "B5|growing economy": ({"effect": "growing_economy", "economy": 3},),
}


def effects_for(card: Mapping[str, Any]) -> tuple[Effect, ...] | None:
    """The mapped effects of a card, or None when it has no entry."""
    return CARD_EFFECTS.get(card.get("identity", ""))


_RULE_LINE = re.compile(r"(^|\s)-\s*[A-Za-z]")
_WEAPON_NAMES = re.compile(
    r"(phaser|whip|sabot|flux|plasma|tram|cannon|breath|physical damage|torpedo|missile|weapon)", re.I
)


def has_rule_text(card: Mapping[str, Any]) -> bool:
    """Whether the card's text has rules lines ("- ..."), as opposed to flavour and weapon names.

    Rules lines start with "- " on the cards; the flavour split and the weapon legend come from
    cardtext (flavour before the rules, legend after them are not rules). Machine-read text is
    noisy, so this errs towards "has rules".
    """
    text = card.get("rules_text") or cardtext.rules_part(card.get("text") or "")
    return bool(_RULE_LINE.search(text))


STATS_TYPES = frozenset("TSBD")


def modelling(card: Mapping[str, Any], implemented: Iterable[str] = VOCABULARY) -> str:
    """How the engine plays a card: "mapped", "stats" (no rules text), "stats_only" (a ship, base,
    terrain or dragon with rules text not yet mapped: played from its stats) or "unmodelled"."""
    effects = effects_for(card)
    implemented = frozenset(implemented)
    if effects is not None:
        if all(e["effect"] in implemented for e in effects):
            return "mapped"
        return "unmodelled"
    if card.get("type") in STATS_TYPES:
        return "stats_only" if has_rule_text(card) else "stats"
    return "unmodelled"


def playable_by_rules(card: Mapping[str, Any]) -> bool:
    """True when the engine can play the card by itself (mapped or stats-driven)."""
    return modelling(card) != "unmodelled"


def unmodelled_cards(deck: Iterable[Any]) -> list[Mapping[str, Any]]:
    """The distinct cards of a deck (DeckCard lines or card dicts) the engine cannot play itself.

    Listed on the deck page and at match set-up; bots never play them; between people they are
    played in the declared-effect mode.
    """
    seen: dict[str, Mapping[str, Any]] = {}
    for line in deck:
        card = getattr(line, "card", line)
        if modelling(card) == "unmodelled":
            seen.setdefault(card.get("key", card.get("identity", "")), card)
    return list(seen.values())


def stats_only_cards(deck: Iterable[Any]) -> list[Mapping[str, Any]]:
    """Ships, bases, terrain and dragons whose rules text is not modelled (played from stats)."""
    seen: dict[str, Mapping[str, Any]] = {}
    for line in deck:
        card = getattr(line, "card", line)
        if modelling(card) == "stats_only":
            seen.setdefault(card.get("key", ""), card)
    return list(seen.values())


def variplaz_max_energy(card: Mapping[str, Any]) -> int:
    """Most energy one variplaz of this Corporate ship takes (Primary rules, "Corporate Aggressors":
    "The maximum energy that may be allocated to a variplaz is noted on each ship card").

    The stats columns do not carry it; the machine-read text shows it as a run of energy symbols
    "(X-XXX): Variable Plasma". We count the symbols after the dash and fall back to 2.
    """
    text = card.get("text") or ""
    match = re.search(r"\(([^()]*)\)[^()]*?Var\w*\s+Pla", text)
    if match:
        inside = match.group(1)
        after = inside.split("-", 1)[1] if "-" in inside else inside
        symbols = len(re.findall(r"[^\s\-]", after))
        if symbols:
            return max(1, min(symbols, 5))
    return 2
