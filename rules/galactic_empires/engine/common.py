"""Shared by the Galactic Empires rule modules: the rulebook's numbers, option defaults, small helpers.

Source: the Primary Edition rulebook (1994; cited as "Primary rules, <section>"), with the Universe
Edition rulebook v2.1 (GErulesv21.txt, cited "v2.1, <section>") where the 1994 text is silent or
inconsistent. Pure Python: cards are plain dicts (cardbase/data/galactic-empires/cards.json).

A state is plain data (lists, ints, small dicts) so bots can copy it thousands of times. Every
choice is one small action; multi-part choices (point allocation, weapons volleys, damage split)
are sequences of single choices ending in "done" / "resolve" / "next". Decisions of other
players (reactions, victory celebration draws, declared-effect votes, defensive fire) are
pending choices of those players.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .. import effects as fx

if TYPE_CHECKING:
    from .cardinfo import CardInfo

HQ_HIT_POINTS = 25  # Primary rules, "DAMAGING THE SECTOR HQ"
PLAYS_PER_TURN = fx.schema.PLAYS_PER_TURN  # Primary rules, "3 - Play Cards Phase A"
HAND_SIZE = 9  # "BEGINNING PLAY"
END_GAME_SCORE = 50  # "EVERYONE PLAYS TO THE END"
POINT_KINDS = ("economy", "supply", "energy", "ammunition", "research", "repair", "healing")
COST_KINDS = ("economy", "supply", "energy", "ammunition", "research", "repair")
# The card types this engine has rules for, each with the rule module that plays it (the
# coverage report never counts a card of another type as modelled: effects/coverage.py).
RULED_TYPES: dict[str, str] = {
    "S": "units", "B": "units", "D": "units", "T": "economy", "C": "abilities", "E": "resolve", "O": "resolve",
    "A": "resolve", "M": "abilities", "H": "resolve", "L": "resolve", "P": "psy", "F": "psy",
    "I": "installations", "N": "ancients", "G": "agendas", "Q": "headquarters",
}
# Cards that fire their weapons (v2.1 "WEAPONS VOLLEY": "from any number of engaged cards in the
# firing player's fleet with one or more unfired weapons"): units and installations.
FIRE_TYPES = frozenset("SBDI")
# Card types whose rule module lists where they are played (PlayRules._play_targets).
TYPE_PLAYS: dict[str, str] = {
    "I": "_installation_targets",  # v2.1 "INSTALLATION CARDS"
    "G": "_agenda_targets",  # v2.1 "AGENDA CARDS"
    "Q": "_headquarter_targets",  # v2.1 "HEADQUARTER CARDS"
}
UNIT_TYPES = fx.schema.UNIT_TYPES  # "Unit - A base or ship or D dragon"
SHIP_TYPES = frozenset("SD")  # cards that protect (and may fire at) a Sector HQ
PLAY_PHASES = ("play_a", "play_b")
_WEAPONS = ("phaser", "heavy")
_PSY_WEAPONS = ("phaser", "heavy", "psy")  # psy beings also fire psy damage their functions made

_NO_STATUS: dict[str, Any] = {}
_NONE: frozenset[int] = frozenset()
_NO_CARDS: list[int] = []  # shared and never mutated

# The composable on_play primitives: a card whose on_play has one is played to act, its actions
# run in order (engine/script.py).
ACTION_PRIMITIVES = frozenset({"damage", "discard"})
# The verbs this engine implements: the registry's kinds (effects/registry.py) and the verbs of the
# first vocabulary whose rules are in the rule modules; registered with the card-script schema at
# import, so that a script using any other verb fails at start-up (effects.check_implemented).
IMPLEMENTED = fx.VOCABULARY | frozenset(fx.registry.KINDS)


# --------------------------------------------------------------------------------------------
# The state
# --------------------------------------------------------------------------------------------

# The match option "edition" (match.py): which rulebook decides where the GE v2.1 rulebook
# (GErulesv21.txt) and the Primary Edition rulebook (galactic-empires.txt) disagree: a unit
# without point requirements played engaged (resolve.py), command slots by strength
# (economy.py), the victory celebration (damage.py), who reacts to a volley (stack.py), when a
# destroyed unit's slot is free again (damage.py, economy.py), the Krebiz separation's slot check
# (empires.py), one-per-deck cards in reserve swaps and the turn 2 limit (play.py); each
# tested both ways in tests/rules/galactic_empires/rulings/test_editions.py.
# "before-editions": the rules the engine played before the option existed (Primary for the unit
# position, command points and the celebration; v2.1 for who reacts to a volley, a freed slot and
# the turn 2 limit; one free slot to separate a Krebiz ship; no reserve restriction), so that a match
# saved then replays move for move (rules.core.Option.saved_before; GEState.from_json).
V21, PRIMARY, BEFORE_EDITIONS = "v2.1", "primary", "before-editions"
EDITIONS = (V21, PRIMARY, BEFORE_EDITIONS)
# v2.1 "RESERVE FLEET RESTRICTIONS": the classes "restricted to one copy per deck" (v2.1
# "Conjectural/Prototype Class"), which "cannot be placed into the reserve fleet".
ONE_PER_DECK_TAGS = frozenset({"Conjectural", "Prototype"})


def edition(opts: Mapping[str, Any]) -> str:
    """The match's rulebook edition: new_state writes it into every state it makes (v2.1 unless
    given); a snapshot saved before the option plays as the engine did then (from_json)."""
    return opts.get("edition", V21)


def v21_slot_halves(strength: int) -> int:
    """The half command slots a unit of this strength takes under v2.1 ("COMMAND LIMITS, COMMAND
    SLOTS AND COMMAND POINTS": strength 3 or higher one slot, strength 2 1/2, others none; a
    combination by its combined strength)."""
    return 2 if strength >= 3 else 1 if strength == 2 else 0

_OPTION_DEFAULTS: dict[str, Any] = {
    "game": "standard",
    "ante_kept": False,
    "everyone_plays_to_the_end": False,
    "disengaged_ships_out_of_play": False,
    "one_target_only": False,
    "restricted_bases": False,
    "bases_defend_ships": False,
    "defenders_shoot_back": False,
    "border_defense": False,
    "declared_effects": False,
    "turn_limit": 100,
    "stack_your_deck": False,
}

# The card types each "where" of _equip_targets names. "Psy cards are treated as crew cards for
# all non-psy-specific purposes" (v2.1 "PSY CARDS").
_EQUIP_LETTERS = {
    "unit": "SBD", "ship": "S", "dragon": "D", "terrain": "T", "crew": "CP", "monster": "M", "shipbase": "SB",
    "crewdragon": "CDP", "any": "SBDTCP", "base": "B", "equipment": "E", "stack": "SBDT", "psy": "P",
}

# The target restrictions GEState._restrict reads (an effect with none of them keeps every target).
_RESTRICT_KEYS = frozenset({
    "max_strength", "empire", "tags", "title", "lowest", "indirigan", "krebiz", "types", "without", "alone", "psy_empire",
})



def _terrain_output(base: Mapping[str, int], output: Mapping[str, Any]) -> dict[str, int]:
    """A terrain's printed points changed by the cards on it: {"all": 2} doubles every kind (Gaia
    Separation), {"energy": 0.5} halves one (Ice Age, fractions dropped), {"supply": "economy"}
    makes that kind's points economy instead (Urbanization)."""
    out = dict(base)
    for kind, how in output.items():
        kinds = list(out) if kind == "all" else [kind]
        for k in kinds:
            if k not in out:
                continue
            if isinstance(how, str):
                out[how] = out.get(how, 0) + out.pop(k)
            else:
                out[k] = int(out[k] * how)
    return out


def _merge_status(stat: dict[int, dict[str, Any]], loc: int, status: Mapping[str, Any]) -> None:
    """Add one card's status flags to those on its location (cost changes combine)."""
    merged = stat.setdefault(loc, {})
    for k, v in status.items():
        if k in ("cost_mult", "cost_add"):
            bucket = merged.setdefault(k, {})
            for kind, n in v.items():
                bucket[kind] = bucket.get(kind, 1 if k == "cost_mult" else 0)
                bucket[kind] = bucket[kind] * n if k == "cost_mult" else bucket[kind] + n
        else:
            merged[k] = v


_amount = fx.schema.strength_amount  # a number, "strength" or "half_strength" (fractions dropped)


def _printed(info: CardInfo) -> str:
    """A card's printed text as a default declaration (its title when no text is known)."""
    return (info.card.get("text") or "").strip() or f"{info.title}: as printed"


def _jsonable(x: Any) -> Any:
    if isinstance(x, dict):
        return {str(k): _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    return x


def _copy_plain(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _copy_plain(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_copy_plain(v) for v in x]
    return x
