"""The Galactic Empires card-script language: every verb, its section and its typed parameters.

This module is the single source of truth and the documentation of the language. A card script
(``cardscripts/<type>/<slug>.toml``, one file per card identity) holds up to ten sections, each a
list of entries ``{effect = "<verb>", <param> = <value>, ...}``; every verb belongs to exactly one
section, so the section says what kind of thing the entry is (Forge splits its scripts the same
way: ``A:`` abilities with ``SubAbility$`` chains, ``T:`` triggers, ``R:`` replacements, ``S:``
static abilities; an unknown ``ApiType`` throws at load, as an unknown verb does here).

Sections (in the order the loader flattens them, unless a script gives an explicit ``order``):
see ``SECTIONS`` below.

Shared sub-languages, validated wherever a parameter uses them:
- **Selector** (``SELECTOR``): which cards an effect may pick or hit, a table
  ``{zone, owner, types, min_strength, max_strength, empire, tags, title, on, choose, count, engaged,
  krebiz}``.
- **Amount** (``Amount``): an int or one of ``AMOUNT_WORDS`` (``"strength"``, ``"half_strength"``...);
  each parameter lists the words it accepts.
- **Target** (``TARGET``): ``"target"`` (the card the play chose) | ``"self"`` | ``"host"`` (the card
  this one sits on) | a Selector.
- **Actions** (``ACTIONS``): an ordered list of ``on_play`` entries, used inside ``when`` triggers and
  ``operate`` abilities, so that triggers and abilities compose the same primitives.

Generic primitives before named ones (issue 15: "One verb used by one card is a smell"). A few
verbs take most card rules as parameters, as Forge's generic ability types do:
- ``modify`` (static, repeatable): "while in play, <stat> of <affects> is <op> <value>"; ``STATS``
  lists each modifiable quantity with the forms (op, affects, while) the engine implements.
- ``when`` (trigger, repeatable): on an event, do actions (``WHEN_EVENTS``, ``WHEN_ACTIONS``).
- ``play_if`` (play conditions), ``free_play`` (actions costing no card play), ``limit`` (a turn cut
  short), ``mutual_damage`` (two cards damaging each other), ``destroy``/``discard`` with a Selector.
A form the engine does not implement fails at load, so a card written in implemented forms lands
as data alone. A verb only one card uses names in ``named`` why its rule has no generic form
(a test keeps that list honest; ``python -m rules.galactic_empires.effects`` prints it).
A repeatable verb may have several entries in one script; the engine compiles them once per card
(engine/cardinfo.py) rather than reading the entries in its hot paths.

Implementation: a verb is playable only when the engine implements it. The engine
(``rules/galactic_empires/engine/``) registers the verbs (and parameter features) it implements
with ``register_implementation`` when it is imported, then checks every script against them;
before that, ``implemented_verbs()`` is ``VOCABULARY`` (a test checks each appears in the engine's
source). A composable primitive (``primitive=True``) is declared ahead of its use by shipped
scripts: the engine runs ``damage`` already (engine/actions.py); ``operate``, ``react``, ``instead``
and ``defeated_by`` are declared for the work that follows. Once shipped scripts use one, it joins
the vocabulary (``discard``, ``when``).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

# ------------------------------------------------------------------------------------------------
# Sections
# ------------------------------------------------------------------------------------------------

SECTIONS: dict[str, str] = {
    "play": "where and when the card may be played, and what it is played on (its target selector)",
    "on_play": "ordered, composable actions done as the card is played (then, unless it stays, discarded)",
    "static": "modifiers that hold while the card is in play",
    "trigger": "event -> actions: played, turn/phase start or end, fired upon, damaged, destroyed, discarded",
    "replacement": 'effects that happen "instead" of an event (damage taken elsewhere, destruction undone)',
    "reaction": "when the card may be played as a reaction, and what it does then",
    "ability": "activated (operate) functions: once a turn, with a cost and a limit",
    "lasts": "how long the card stays: duration, negated by research/repair, defeated by",
    "rules": "cards of a rules subsystem (psy beings, fields and their helpers): GErulesv21 PSY RULES",
    "agenda": "an agenda card's hidden or exposed agenda: when it is accomplished, and its benefit (v2.1 \"AGENDA CARDS\")",
    "note": "rulings and what the model simplifies (shown on the coverage report)",
}
SECTION_ORDER: tuple[str, ...] = tuple(SECTIONS)

# Card type letters (cards.TYPE_NAMES, one letter each).
TYPE_LETTERS = frozenset("SBTCEOAMHLDIPFGKZNQ")
POINT_KINDS = ("economy", "supply", "energy", "ammunition", "research", "repair", "healing")

# ------------------------------------------------------------------------------------------------
# Parameter types
# ------------------------------------------------------------------------------------------------


class Spec:
    """A parameter type: ``error(value)`` is None when the value fits, else what is wrong."""

    def error(self, value: Any) -> str | None:  # pragma: no cover - every type overrides it
        raise NotImplementedError

    def describe(self) -> str:  # pragma: no cover
        raise NotImplementedError


# Rule constants the effect kinds share with the engine (engine/common.py re-exports them).
PLAYS_PER_TURN = 3  # Primary rules, "3 - Play Cards Phase A"
UNIT_TYPES = frozenset("SBD")  # "Unit - A base or ship or D dragon"


def strength_amount(value: Any, strength: int) -> int:
    """An effect amount of the first vocabulary: a number, "strength" or "half_strength" (fractions
    dropped), for a card of that strength (the engine's ``_amount``)."""
    if value == "strength":
        return strength
    if value == "half_strength":
        return strength // 2
    return int(value or 0)


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class _Int(Spec):
    def __init__(self, low: int | None = None) -> None:
        self.low = low

    def error(self, value: Any) -> str | None:
        if type(value) is not int:
            return f"expected an integer, got {_show(value)}"
        if self.low is not None and value < self.low:
            return f"expected an integer >= {self.low}, got {value}"
        return None

    def describe(self) -> str:
        return "int" if self.low is None else f"int >= {self.low}"


class _Number(Spec):
    def error(self, value: Any) -> str | None:
        if type(value) not in (int, float) or (type(value) is float and not math.isfinite(value)):
            return f"expected a number, got {_show(value)}"
        return None

    def describe(self) -> str:
        return "number"


class _Bool(Spec):
    def error(self, value: Any) -> str | None:
        return None if type(value) is bool else f"expected true or false, got {_show(value)}"

    def describe(self) -> str:
        return "bool"


class _Str(Spec):
    def error(self, value: Any) -> str | None:
        return None if isinstance(value, str) and value.strip() else f"expected a non-empty string, got {_show(value)}"

    def describe(self) -> str:
        return "str"


class _Letters(Spec):
    """Card type letters, e.g. "SB" (ships and bases)."""

    def error(self, value: Any) -> str | None:
        if not isinstance(value, str) or not value:
            return f"expected card type letters such as \"SB\", got {_show(value)}"
        bad = sorted(set(value) - TYPE_LETTERS)
        return f"unknown card type letter(s) {''.join(bad)!r} in {value!r}" if bad else None

    def describe(self) -> str:
        return "type letters"


class Enum(Spec):
    def __init__(self, *values: Any) -> None:
        self.values = values

    def error(self, value: Any) -> str | None:
        if any(type(value) is type(v) and value == v for v in self.values):
            return None
        return f"expected one of {', '.join(repr(v) for v in self.values)}, got {_show(value)}"

    def describe(self) -> str:
        return " | ".join(repr(v) for v in self.values)


class Seq(Spec):
    """A TOML array (a tuple once loaded) of items of one type."""

    def __init__(self, item: Spec, min_len: int = 1) -> None:
        self.item, self.min_len = item, min_len

    def error(self, value: Any) -> str | None:
        if not isinstance(value, (list, tuple)):
            return f"expected a list of {self.item.describe()}, got {_show(value)}"
        if len(value) < self.min_len:
            return f"expected at least {self.min_len} item(s)"
        for i, item in enumerate(value):
            problem = self.item.error(item)
            if problem:
                return f"item {i}: {problem}"
        return None

    def describe(self) -> str:
        return f"[{self.item.describe()}, ...]"


class Map(Spec):
    """A TOML table from keys of one type to values of one type."""

    def __init__(self, key: Spec, value: Spec) -> None:
        self.key, self.value = key, value

    def error(self, value: Any) -> str | None:
        if not isinstance(value, Mapping) or not value:
            return f"expected a table {{{self.key.describe()} = {self.value.describe()}}}, got {_show(value)}"
        for k, v in value.items():
            problem = self.key.error(k)
            if problem:
                return f"key {k!r}: {problem}"
            problem = self.value.error(v)
            if problem:
                return f"{k}: {problem}"
        return None

    def describe(self) -> str:
        return f"{{{self.key.describe()} = {self.value.describe()}}}"


class Either(Spec):
    def __init__(self, *options: Spec) -> None:
        self.options = options

    def error(self, value: Any) -> str | None:
        problems = [o.error(value) for o in self.options]
        if any(p is None for p in problems):
            return None
        return f"expected {self.describe()}, got {_show(value)}"

    def describe(self) -> str:
        return " | ".join(o.describe() for o in self.options)


class Record(Spec):
    """A TOML table with named, typed fields (unknown fields are errors)."""

    def __init__(self, name: str, fields: Mapping[str, Spec], required: Iterable[str] = ()) -> None:
        self.name, self.fields, self.required = name, dict(fields), tuple(required)

    def error(self, value: Any) -> str | None:
        if not isinstance(value, Mapping):
            return f"expected a {self.name} table, got {_show(value)}"
        for key in self.required:
            if key not in value:
                return f"{self.name}: missing field {key!r}"
        for key, item in value.items():
            spec = self.fields.get(key)
            if spec is None:
                return f"{self.name}: unknown field {key!r} (known: {', '.join(sorted(self.fields))})"
            problem = spec.error(item)
            if problem:
                return f"{self.name}.{key}: {problem}"
        return None

    def describe(self) -> str:
        return self.name


INT = _Int()
COUNT = _Int(0)
NUMBER = _Number()
BOOL = _Bool()
STR = _Str()
LETTERS = _Letters()
WORDS = Seq(STR)
POINT_KIND = Enum(*POINT_KINDS)

# Amount words: what each means when an amount is not a plain number.
AMOUNT_WORDS: dict[str, str] = {
    "strength": "this card's strength",
    "current_strength": "this card's current strength (strength less structural damage, GEfaq)",
    "half_strength": "half this card's strength (rounded down)",
    "target_half": "half the target's strength",
    "host": "the printed strength of the card this one sits on",
    "shields": "every shield point (shields fully repaired, or the target's shields)",
    "half": "to half the target's strength",
    "all": "every unused point",
    "last": "the damage the card did last",
    "host_energy": "the energy its host generates",
    "growing": "1, 2, 3... (one more each turn)",
}


class Amount(Spec):
    """An Amount: an int, or one of the given words from AMOUNT_WORDS."""

    def __init__(self, *words: str, number: Spec = INT) -> None:
        unknown = set(words) - set(AMOUNT_WORDS)
        if unknown:
            raise ValueError(f"unknown amount words {sorted(unknown)}")
        self.words, self.number = words, number

    def error(self, value: Any) -> str | None:
        if isinstance(value, str):
            if value in self.words:
                return None
            return f"expected an amount (a number or {', '.join(map(repr, self.words)) or 'no word'}), got {value!r}"
        if self.number.error(value) is None:
            return None
        return f"expected an amount (a number or one of {', '.join(map(repr, self.words))}), got {_show(value)}"

    def describe(self) -> str:
        return " | ".join(["int", *(repr(w) for w in self.words)])


# The Selector: one target language for every effect that picks or hits cards.
SELECTOR_FIELDS: dict[str, tuple[Spec, str]] = {
    "zone": (Enum("play", "hand", "discard", "deck"), "where the cards are (default: in play)"),
    "owner": (Enum("own", "opp", "any"), "whose cards: the card's player, an opponent, anyone"),
    "types": (LETTERS, 'card type letters, e.g. "SB"'),
    "min_strength": (Amount("strength"), "at least this strong"),
    "max_strength": (Amount("strength"), 'at most this strong ("strength": this card\'s strength)'),
    "empire": (STR, "of this empire"),
    "tags": (WORDS, "with one of these tags (Planet, Moon, ...)"),
    "title": (WORDS, "with one of these words in its title"),
    # (Relations to this card other than its host, such as its location, fleet or stack, come with engine support.)
    "on": (Enum("host"), "relative to this card: the cards sitting on its host"),
    "choose": (Enum("player", "defender", "lowest", "highest"), "who picks (player/defender) or which (lowest/highest strength)"),
    "count": (_Int(1), "how many cards (default 1)"),
    "engaged": (BOOL, "engaged (true) or disengaged (false) cards only"),
    "krebiz": (Enum("cruiser", "capsule"), "a Krebiz cruiser or capsule (a combined ship is both)"),
}
SELECTOR = Record("selector", {k: v[0] for k, v in SELECTOR_FIELDS.items()})
TARGET = Either(Enum("target", "self", "host"), SELECTOR)
TARGET.describe = lambda: 'target | "self" | "host" | selector'  # type: ignore[method-assign]



class _Actions(Spec):
    """An ordered list of actions (effects/kinds/actions.py): on_play entries whose kind is an
    action of the registry (effects/registry.py), each validated as the on_play section is.
    `empty`: an empty list is allowed (a replacement by nothing: the event does not happen)."""

    def __init__(self, empty: bool = False) -> None:
        self.empty = empty

    def error(self, value: Any) -> str | None:
        from .registry import KINDS  # the registry fills in after this module

        if not isinstance(value, (list, tuple)) or not (value or self.empty):
            return f"expected a list of actions, got {_show(value)}"
        for i, entry in enumerate(value):
            problem = entry_error(entry, "on_play")
            if problem:
                return f"action {i}: {problem}"
            impl = KINDS.get(entry["effect"])
            if impl is None or not impl.action or not impl.in_program(entry):
                return f"action {i}: {entry['effect']!r} is not an action the runner does (actions: {', '.join(sorted(k for k, v in KINDS.items() if v.action))})"
        return None

    def describe(self) -> str:
        return "[action, ...]"


ACTIONS = _Actions()
# An "instead" replacement's actions: none at all is a replacement by nothing ("Terrain cannot be
# destroyed by any means until the dyson sphere is": the destruction does not happen).
ACTIONS_OR_NONE = _Actions(empty=True)

# ------------------------------------------------------------------------------------------------
# Verbs
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Param:
    spec: Spec
    doc: str = ""
    required: bool = False
    # A parameter feature the engine must register (f"{verb}.{name}") before a script may use it.
    feature: bool = False


@dataclass(frozen=True)
class Verb:
    name: str
    section: str
    doc: str
    params: Mapping[str, Param] = field(default_factory=dict)
    # Groups of parameters of which a script must give at least one.
    one_of: tuple[tuple[str, ...], ...] = ()
    # A composable primitive declared ahead of its engine support (not in VOCABULARY yet).
    primitive: bool = False
    # A script may give several entries of a repeatable verb (each modifies one thing).
    repeatable: bool = False
    # A check across the parameters (which combinations the engine implements): what is wrong, or None.
    check: Callable[[Mapping[str, Any]], str | None] | None = None
    # Why a verb that one card alone uses stays a named primitive rather than a form of a generic
    # one (Forge keeps ``Clash`` and ``Venture`` so): the card's rule has no shape others share.
    named: str = ""


VERBS: dict[str, Verb] = {}


def _p(spec: Spec | Param, doc: str = "") -> Param:
    return spec if isinstance(spec, Param) else Param(spec, doc)


def req(spec: Spec, doc: str = "") -> Param:
    return Param(spec, doc, required=True)


def verb(name: str, section: str, doc: str, /, *, one_of: tuple[tuple[str, ...], ...] = (), primitive: bool = False,
         repeatable: bool = False, check: Callable[[Mapping[str, Any]], str | None] | None = None,
         named: str = "", **params: Spec | Param) -> None:
    if name in VERBS:
        raise ValueError(f"verb {name!r} declared twice")
    if section not in SECTIONS:
        raise ValueError(f"verb {name!r}: unknown section {section!r}")
    VERBS[name] = Verb(name, section, doc, {k: _p(v) for k, v in params.items()}, one_of, primitive, repeatable, check, named)


# Where a card is played (equip "where"): [own_|opp_]<kind>, the kinds' card types as the engine
# reads them (engine._EQUIP_LETTERS), or "own_location" (an own unit or its location).
WHERE_KINDS: dict[str, str] = {
    "unit": "SBD", "ship": "S", "dragon": "D", "terrain": "T", "crew": "CP", "monster": "M", "shipbase": "SB",
    "crewdragon": "CDP", "any": "SBDTCP", "base": "B", "equipment": "E", "stack": "SBDT", "psy": "P",
}


class _Where(Spec):
    def error(self, value: Any) -> str | None:
        if value == "own_location":
            return None
        kind = value.split("_", 1)[1] if isinstance(value, str) and value.startswith(("own_", "opp_")) else value
        if isinstance(kind, str) and kind in WHERE_KINDS:
            return None
        return f"expected [own_|opp_]<{'|'.join(WHERE_KINDS)}> or 'own_location', got {_show(value)}"

    def describe(self) -> str:
        return "[own_|opp_]kind | 'own_location'"


WHERE = _Where()
DAMAGE_KINDS = Enum("phaser", "heavy", "weapons", "all")

# ---- play: where and when ----------------------------------------------------------------------
verb("equip", "play", "the card is played on a card in play and stays there (its location)",
     where=req(WHERE, "what it is played on"),
     max_strength=Param(Amount("strength"), "the target at most this strong"),
     empire=Param(STR, "the target of this empire"), tags=Param(WORDS, "the target with one of these tags"),
     types=Param(LETTERS, "the target of these types"), indirigan=Param(BOOL, "an Indirigan target"),
     title=Param(Either(STR, WORDS), "a word (or one of the words) of the target's title"),
     lowest=Param(BOOL, "only the lowest-strength candidates of each player's fleet (\"the lowest strength ship in a player's fleet\")"),
     krebiz=Param(Enum("cruiser", "capsule"), "a Krebiz cruiser or capsule"), without=Param(POINT_KIND, "a point kind the target must not generate"),
     alone=Param(BOOL, "a Krebiz cruiser without a capsule"), psy_empire=Param(STR, "only where a psy of that empire is"))
verb("combine_terrain", "play", "a terrain played onto an own terrain, one card with it", tags=WORDS,
     multiplies=Param(_Int(2), "the terrain it is played to makes that many times its points, this card's own points "
                               "added after, as a printed multiplier (GEqa qa-055): \"Double the point output of the "
                               "terrain card on which it is played\""),
     title=Param(WORDS, "only onto a terrain with one of these words in its title (\"to the corporate homeworld\")"),
     independent=Param(BOOL, "it may also be played on its own (\"May be played independently or to ...\")"))
verb("terrain_host", "play", "one terrain up to that strength may be played onto it", max_strength=req(INT),
     tags=Param(WORDS, "only a terrain with one of these tags (\"1 planet or system (terrain) of strength 6 or less\")"),
     any_number=Param(BOOL, "any number of such terrain, not one (\"Moons may be played to the moon system\")"))
verb("terrain_only", "play", "a base that may only be played on terrain with one of these tags", tags=req(WORDS))
verb("mount", "play", "a unit that may also be played on an own unit of those types", on=req(LETTERS))
verb("on_terrain", "play", "the ship is played on (and moves between) own terrain; its points are terrain modifiers")
verb("as_terrain", "play", "a base played on no terrain, a base for every other purpose")
verb("play_if", "play", "the card may be played only while every condition given holds (Forge's play restrictions)",
     one_of=(("after_own_ship_destroyed", "from_turn", "dragons_in_play", "one_per_location"),),
     after_own_ship_destroyed=Param(BOOL, "only on its owner's first turn after he had a ship destroyed"),
     from_turn=Param(_Int(2), "not before its player's turn of that number"),
     dragons_in_play=Param(_Int(1), "at least that many dragons in play (any fleet)"),
     one_per_location=Param(BOOL, "not on a card where a card of the same identity already is"))
verb("surface", "play", "a dragon played on (and moving between) opponent terrain: it pays its engagement cost from the "
     "terrain's points, once an Allocation Phase it may move to another, and there it fires only at that stack",
     from_fleet=Param(BOOL, "played into its own fleet (not against terrain); it moves against terrain from there"),
     any_target=Param(BOOL, "against terrain it may still fire at any target (not only its location stack)"),
     local_damage=Param(BOOL, "against terrain, only damaged by cards at its location (their weapons fire or card damage)"))

# ---- on_play: actions --------------------------------------------------------------------------
verb("card_damage", "on_play", "card damage to a target (when: as played, operated, or as it lands)",
     amount=req(Amount("strength", "half_strength", "target_half", "host")), targets=req(LETTERS),
     when=Param(Enum("play", "operate", "attach"), "as played (default), operated once (a mine), or as it lands (stays)"),
     discard_after=BOOL, structure=Param(INT, "points that skip shields"),
     each_opponent=Param(BOOL, "once against every opponent"), ignore_shields=BOOL,
     all_shields=Param(BOOL, "every shield point damaged first (operated mines; Shield Fiend: amount 0, never on "
                             "a card without shields or with an EMF)"), max_strength=Amount("strength"))
verb("retrieve", "on_play", "cards nearest the top of the discard pile back to the hand", types=req(LETTERS), count=req(_Int(1)))
verb("extra_plays", "on_play", "no three-card limit this turn (or more: that many more plays)", more=_Int(1))

# ---- static: modifiers while in play -----------------------------------------------------------
verb("add_strength", "static", "the card it sits on is stronger", amount=req(Amount("strength", "host")))
verb("add_nodes", "static", "extra node points for the Mechad ship it sits on (at most 3)", nodes=req(_Int(1)))
verb("points", "static", "generated points the text gives and the stats columns miss", points=req(Map(POINT_KIND, INT)))
verb("no_stat_points", "static", "printed point symbols of this card that are not generated points", kinds=req(Seq(POINT_KIND)))
verb("status", "static", "flags on the card it sits on",
     no_fire=BOOL, no_phasers=BOOL, no_heavy=BOOL, no_shields=BOOL, no_hq_protect=BOOL, no_points=BOOL,
     no_rules=Param(BOOL, "the card's rules that affect other cards are not in effect (it listens to nothing)"),
     no_energy=BOOL, out_of_play=BOOL, disabled=BOOL, phaser_immune=BOOL, protects_hq=BOOL, no_sweep=BOOL,
     no_indirigan_fire=BOOL, double_output=BOOL, insane=BOOL, crew_disabled=BOOL, disengaged=BOOL,
     min_attacker=_Int(1), cost_mult=Map(POINT_KIND, _Int(1)), cost_add=Map(POINT_KIND, _Int(1)),
     output=Param(Map(Either(POINT_KIND, Enum("all")), Either(NUMBER, POINT_KIND)), "kind | all -> factor | other kind"),
     no_negative_mods=Param(BOOL, "a terrain: negative point modifiers are not applied to it (no statuses taking its "
                            "points away, no output modifier lowering them: set lower, halved, less)"),
     no_move=Param(BOOL, "a unit: it may not be moved to or against terrain (GErulesv21 \"SHIP MOVEMENT RULES\"; "
                   "\"The ship may not be moved to terrain\"); back into its fleet it still may"))
verb("immune", "static", "weapons that cannot damage the card", kinds=req(Seq(DAMAGE_KINDS)))
verb("halve_damage", "static", "volley damage of that kind halved", kinds=req(Seq(DAMAGE_KINDS)))
verb("cost_reduction", "static", "fewer points needed to engage the location", one_of=(("supply", "energy"),),
     supply=_Int(1), energy=_Int(1), on=STR)
verb("volley_reduction", "static", "less damage from each opponent volley at the location", amount=req(_Int(1)), on=STR)
verb("fleet_volley_reduction", "static", "less damage from each volley, fleet-wide", amount=req(_Int(1)), on=req(STR),
     all_fleets=BOOL)
verb("command_if_empire", "static", "printed command points count only for the card's own empire's fleet")
verb("volley_boost", "static", "the next volley of the unit it sits on (then discarded)", add=INT, mult=NUMBER, heavy_mult=NUMBER)
verb("drain", "static", "the fleet it is played into generates fewer points (a card at a location: that location's "
     "fleet, whoever controls the card)", points=req(Map(POINT_KIND, Amount("half", "strength"))),
     then_economy=Param(BOOL, "what the fleet's own points of a kind cannot cover is drained from its economy points, "
                        "economy used as that kind (v2.1 \"ECONOMY\": economy may be used as any point type)"),
     no_economy=Param(BOOL, "while it drains the fleet, its player may not use economy points as the drained kinds "
                      "either (\"Nor may economy points be used as ammunition on that turn\")"),
     spare_crew=Param(BOOL, "the points crew cards make are not drained (\"Prevents all research point generation "
                      "except from crew cards\")"))
verb("police", "static", "pirate units of equal or lesser strength may not fire at terrain in the fleet")
verb("security", "static", "opponent crew of equal or lesser strength may not attack at its location", all=BOOL)
verb("suspend_monsters", "static", "suspends hostile monsters' effects at its location")
verb("protect_terrain", "static", "the terrain under this base takes no damage while the base stands")
verb("ew_immune", "static", "opponents' electronic warfare reactions are not offered against the volleys of its unit")
verb("rearm", "static", "shuttles and fighters on this unit get their one-shot phasers back each turn")
verb("transport", "static", "enables crew missions from its unit", or_fire=Param(BOOL, "each turn it either fires or transports"),
     one_use=Param(BOOL, "each turn it does one of its functions (\"may do one of the following\"): no mission after "
                   "it acted this turn (used an ability, fired); its abilities say `if = { acted_this_turn = false }`"),
     one_function=Param(BOOL, "each turn it does one of its transport functions (\"may transport 1 crew to or from a "
                        "location or on a there-and-back mission\"): no mission after it carried one or used an ability "
                        "this turn; its weapons fire does not count; its abilities say "
                        "`if = { function_used_this_turn = false }`"),
     stopped_by_shields=Param(BOOL, "\"may not transport through opponent's shields\": a mission reaches no opponent "
                              "ship or base whose shields are up, nor a card on one"),
     missions=Param(COUNT, "with one_use: that many crew cards at its location may go on there-and-back missions "
                    "with it as its one function of the turn (\"Transport up to 2 crew at location on a there-and-back "
                    "mission\"); 1 by default"),
     one_location=Param(BOOL, "with missions: its missions of a turn all go to one other location (\"May be used by "
                        "two crew cards at the same location for there-and-back missions to 1 other location\"): "
                        "after the first, a mission only to that location's unit or a card on it"),
     crew=Param(SELECTOR, "only these crew cards may use it for a there-and-back mission (\"May be used by a marine "
                "or boarding party for one there-and-back mission\")"))


# ---- static: the generic modifier --------------------------------------------------------------
# Forge's static "Continuous" ability (``S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ 1``):
# one repeatable verb for "while this card is in play, <stat> of <affects> is <op> <value>". STATS
# lists every quantity a script may modify and the forms (op, affects, while) the engine implements
# for it; a form not listed fails at load, so a card using a listed form lands as data alone.
MODIFY_OPS: dict[str, str] = {
    "add": "plus value (a negative value: less)",
    "double": "twice as much",
    "set": "value instead",
    "ignore": "does not count",
    "at_least": "at least value",
    "at_most": "at most value",
}
MODIFY_AFFECTS: dict[str, str] = {
    "self": "this card",
    "location": "the card it sits on (its location)",
    "fleet": "the units of its controller's fleet",
    "controller": "the player in whose fleet it is",
    "selector": "a Selector table: the cards in play it names (owner relative to this card's controller)",
}
MODIFY_WHILE: dict[str, str] = {
    "damaged": "this card has structural damage",
    "engaged": "this card is engaged",
    "not_only_ship": "its fleet has another ship (or dragon)",
}


@dataclass(frozen=True)
class Stat:
    """A quantity ``modify`` may change: what it is, the forms the engine implements (op, affects,
    while: None when the modifier always holds), the type of its value, and whether it names the
    other party's card types (``against``)."""

    doc: str
    forms: tuple[tuple[str, str, str | None], ...]
    value: Spec | None = None
    against: bool = False
    kinds: tuple[str, ...] = ()  # the point kinds it may name (`kind`, required when any)
    up_to: Spec | None = None  # `up_to`: only for cards (or functions) of at most that strength (required)


STATS: dict[str, Stat] = {
    "repair": Stat("repair points applied to the affected card (Engineer: doubled at his location)",
                   (("double", "location", None),)),
    "heavy_damage": Stat("heavy-weapon damage of the volleys the affected unit fires in, at `against` targets "
                         "(Hydrogen Dragoness: doubled at terrain)", (("double", "self", None),), against=True),
    "target_shields": Stat("the shields of the targets of the affected unit's volleys (Radiation Dragoness: ignored; "
                           "Targeting Systems: those of the unit it sits on)",
                           (("ignore", "self", None), ("ignore", "location", None))),
    "volley_damage": Stat("the damage of each volley the affected fire, at `against` targets (Sirens: +1 at ships)",
                          (("add", "fleet", None),), INT, against=True),
    "attacker_strength": Stat("the least strength of a unit that may fire at the affected (Nebula Dragon: 7, "
                              "unless it is the only ship in its fleet)",
                              (("at_least", "self", None), ("at_least", "self", "not_only_ship")), _Int(1)),
    "command": Stat("command slots the affected unit needs (Luxury Liner: none)", (("set", "self", None),), COUNT),
    "phasers": Stat("phasers of the affected units (Defensive Satellites: 2 once damaged; System Mechad: one more "
                    "for engaged Mechad ships)", (("set", "self", "damaged"), ("add", "selector", None)), COUNT),
    "shield_regen": Stat("shield points the affected units regenerate each turn beyond the rule's one "
                         "(Planet Krebizar: Krebiz capsules, one more; an Andromeda Bound ship: itself, one more)",
                         (("add", "selector", None), ("add", "self", None)), _Int(1)),
    "psy_strength": Stat("strength of the affected psys for using field functions; the greatest counts, like "
                         "terrain modifiers (Planetesimal: Psycanti, two more)", (("add", "selector", None),), _Int(1)),
    "play_strength": Stat("the strongest card the affected player may play (Time Fiend: its current strength)",
                          (("at_most", "controller", None),), Amount("strength")),
    "plays": Stat("cards the affected player may play a turn (Bureaucracy: at most 2); add: that many extra card plays "
                  "each of his turns (\"Allows one extra card play per turn\")",
                  (("at_most", "controller", None), ("add", "controller", None)), COUNT),
    "fire_cost": Stat("points of `kind` a player applies each turn per unit before that unit may fire at the affected "
                      "(Dark Dragoness: 3 research)", (("add", "self", None),), _Int(1), kinds=("research",)),
    "terrain_points": Stat("points of `kind` the terrain it sits on makes: added after the printed terrain modifiers, "
                           "never multiplied (Growing Economy: 3 economy)", (("add", "location", None),), _Int(1),
                           kinds=POINT_KINDS),
    "hazard_uses": Stat("one hazard card of at most `up_to` strength a turn, played by the affected player, acts twice "
                        "(Void Dragoness, while engaged: up to its current strength)",
                        (("double", "controller", "engaged"),), up_to=Amount("current_strength")),
    "function_uses": Stat("one psy of the affected player may use one field function of at most `up_to` strength "
                          "twice each turn (Psycanti Projection Station: 5)", (("double", "controller", None),),
                          up_to=_Int(1)),
}


# The selector fields a stat's "selector" form may use: the rules' quick test of the affected units
# (engine/cardinfo.py _selector) reads these and no others.
QUICK_SELECTOR_FIELDS = frozenset({"owner", "types", "empire", "krebiz", "engaged"})


def _modify_error(entry: Mapping[str, Any]) -> str | None:
    stat = STATS[entry["stat"]]
    affects = entry["affects"]
    form = (entry["op"], "selector" if isinstance(affects, Mapping) else affects, entry.get("while"))
    if form not in stat.forms:
        known = "; ".join(f"op={o} affects={a}" + (f" while={w}" if w else "") for o, a, w in stat.forms)
        return f"stat {entry['stat']!r} has no form op={form[0]} affects={form[1]} while={form[2]} (forms: {known})"
    if form[1] == "selector":
        unread = sorted(set(affects) - QUICK_SELECTOR_FIELDS)
        if unread:
            # The rules test these stats' selectors quickly (engine/cardinfo.py _selector), reading
            # only these fields: any other would be silently ignored (issue 24, "meaning checked at load").
            return (f"stat {entry['stat']!r}: affects may only use {', '.join(sorted(QUICK_SELECTOR_FIELDS))} "
                    f"(not {', '.join(unread)})")
    if stat.value is None and "value" in entry:
        return f"stat {entry['stat']!r} with op {entry['op']!r} takes no value"
    if stat.value is not None:
        if "value" not in entry:
            return f"stat {entry['stat']!r} needs a value ({stat.value.describe()})"
        problem = stat.value.error(entry["value"])
        if problem:
            return f"value: {problem}"
    if "against" in entry and not stat.against:
        return f"stat {entry['stat']!r} takes no 'against'"
    if stat.kinds and entry.get("kind") not in stat.kinds:
        return f"stat {entry['stat']!r} needs a kind ({', '.join(stat.kinds)})"
    if not stat.kinds and "kind" in entry:
        return f"stat {entry['stat']!r} takes no kind"
    if stat.up_to is not None:
        if "up_to" not in entry:
            return f"stat {entry['stat']!r} needs up_to ({stat.up_to.describe()})"
        problem = stat.up_to.error(entry["up_to"])
        if problem:
            return f"up_to: {problem}"
    elif "up_to" in entry:
        return f"stat {entry['stat']!r} takes no up_to"
    return None


# ---- trigger: event -> actions -----------------------------------------------------------------
verb("blind", "trigger", "at its fleet's next turn start that many units may not fire; then discarded",
     one_of=(("count", "half"),), count=_Int(1), half=BOOL)
verb("engage_damage", "trigger", "its unit takes damage equal to its strength each time it engages",
     named="damage as its unit engages, preventable point by point with energy (an allocation action of its own)")
verb("extra_draw", "trigger", "more (or fewer) cards in its owner's Draw Cards Phase", count=req(INT), on=LETTERS,
     once=BOOL, double=BOOL)
verb("time_thief", "trigger", "each turn its stack's owner spends a play to move it on or discard a card of the stack",
     named="each turn the stack's owner spends a card play to move it on or to discard a card of the stack")
# ---- replacement: "instead" --------------------------------------------------------------------
verb("guardian", "replacement", "a friendly monster on a ship, base or terrain card (its location) takes all damage that card would")
verb("escape", "replacement", "when its unit is destroyed, up to that many crew its player picks move to another own "
     "location he picks", count=req(_Int(1)),
     along=Param(BOOL, "the card goes with the crew to that location and stays in play (\"Crew card and corvette are "
                       "placed at another location immediately\"), not discarded"))
verb("returns_to_hand", "replacement", "when discarded from play, back to the owner's hand")
verb("minesweeper", "replacement", "while engaged, negates one mine operated against its fleet")

# ---- reaction ----------------------------------------------------------------------------------
verb("volley_mod", "reaction", "a reaction to an incoming volley",
     reduce=Param(Amount("shields", "half_strength"), "that much less damage"), divide=Param(_Int(2), "damage divided"),
     negate_phasers=BOOL, redirect=Param(BOOL, "the volley scores on the reacting player's chosen firing unit"),
     all=Param(BOOL, "the whole volley ignored"), backfire=Param(BOOL, "half the heavy damage to the firing unit"))
verb("counter", "reaction", "against an opponent's card played on an own crew card: discarded unused", substitute=BOOL)
verb("counter_op", "reaction", "an opponent's operated card acting through a card with one of those words: no effect",
     via=req(WORDS))
verb("return_fire", "reaction", "the attacked unit fires its unused phasers at one firing unit", amount=req(Amount("strength", "all")))


# ---- ability: operate --------------------------------------------------------------------------

# ---- lasts -------------------------------------------------------------------------------------
verb("duration", "lasts", "the card is discarded after that many of its owner's turns", turns=req(Amount("strength")),
     per=Param(Enum("complete", "player"), "complete turns (the default: until its owner's turn comes round) or player "
               "turns (GEfaq: \"the next player's Allocation Phase being one player turn\")"))
verb("defeated_by", "lasts", "what defeats the card (a monster: damage, research)", primitive=True,
     kinds=req(Seq(Enum("damage", "research", "repair"))))

# ---- rules: the psy subsystem (GErulesv21 "PSY RULES") -----------------------------------------
FIELD_FUNCTION = Record(
    "function",
    {
        "min": _Int(1), "do": Enum("psy_damage", "card_damage", "heal_psy", "discard_against", "discard", "damage_shields",
                                   "protect_network", "no_protect", "star_break", "star_stop", "separation",
                                   "terrain_blast"),
        "amount": Amount("strength"), "targets": LETTERS, "words": WORDS, "types": LETTERS,
        "max_strength": Amount("strength"),
    },
    required=("min", "do"),
)
verb("psy", "rules", "a psy being: uses functions of engaged own fields of those disciplines each turn",
     uses=req(_Int(1)), disciplines=req(WORDS), cost=req(POINT_KIND, "the point kind each function costs"),
     alt=Param(Record("alt", {"uses": _Int(1), "disciplines": WORDS}, required=("uses", "disciplines")),
               "instead, that many functions of those disciplines (Kineticist)"),
     muse=Param(BOOL, "one function chosen as it is played, used free once a turn"))
verb("field", "rules", "a field card and its functions by psy strength", disciplines=req(WORDS),
     functions=req(Seq(FIELD_FUNCTION)))
verb("occultist", "rules", "played only where a field is; that field's functions are easier for it",
     easier=req(_Int(1)))
verb("apostle", "rules", "one non-psy crew at its location uses one function up to max each turn",
     named="GErulesv21 PSY RULES subsystem: a non-psy crew card uses a field function through it", max=req(_Int(1)),
     disciplines=req(WORDS))
verb("duelist", "rules", "opponent psys must destroy it before firing at non-psy targets of its fleet (Psycanti and "
     "Visonic Duelists)")

# ---- note --------------------------------------------------------------------------------------
verb("note", "note", "what the model simplifies, or a ruling (shown on the coverage report)", text=req(STR),
     partial=Param(BOOL, "true: the note admits a part of the card's text the script does not say (a simplification, "
                         "a choice made for the player, an option left out): the card counts as partly modelled"))

# The verbs whose behaviour the rule modules have (the first vocabulary, declared above); the kinds
# of the registry (effects/registry.py) join VOCABULARY as they register: behaviour included.
LEGACY: frozenset[str] = frozenset(name for name, v in VERBS.items() if not v.primitive)
VOCABULARY: frozenset[str] = LEGACY
# Verbs with no behaviour (documentation): implemented by definition.
INERT: frozenset[str] = frozenset({"note"})

# ------------------------------------------------------------------------------------------------
# Implementation registry (the engine side fills it)
# ------------------------------------------------------------------------------------------------

_registered: set[str] = set()


def register_implementation(names: Iterable[str]) -> None:
    """The engine declares the verbs (and "verb.param" features) it implements."""
    names = set(names)
    unknown = {n for n in names if n.split(".", 1)[0] not in VERBS}
    if unknown:
        raise ValueError(f"register_implementation: unknown verbs {sorted(unknown)}")
    _registered.update(names)


def implemented_verbs() -> frozenset[str]:
    """What the engine implements: the kinds of the registry (effects/registry.py: behaviour and
    declaration in one place), and the verbs whose behaviour is in the rule modules: what the
    engine registered, or (until it registers) VOCABULARY."""
    from .registry import KINDS

    return (frozenset(_registered) | INERT if _registered else VOCABULARY) | frozenset(KINDS)


# ------------------------------------------------------------------------------------------------
# Entry validation
# ------------------------------------------------------------------------------------------------


def entry_error(entry: Any, section: str, implemented: frozenset[str] | None = None) -> str | None:
    """What is wrong with one script entry of a section, or None.

    With ``implemented``, a verb (or a feature parameter) the engine does not implement is an error.
    """
    if not isinstance(entry, Mapping):
        return f"an entry of [{section}] must be a table, got {_show(entry)}"
    name = entry.get("effect")
    if not isinstance(name, str):
        return f"an entry of [{section}] has no effect = \"<verb>\""
    v = VERBS.get(name)
    if v is None:
        return f"unknown verb {name!r} in [{section}]"
    if v.section != section:
        return f"verb {name!r} belongs in [{v.section}], not [{section}]"
    if implemented is not None and name not in implemented:
        return f"verb {name!r} has no engine implementation"
    for key, param in v.params.items():
        if param.required and key not in entry:
            return f"{name}: missing parameter {key!r} ({param.spec.describe()})"
    for group in v.one_of:
        if not any(k in entry for k in group):
            return f"{name}: needs one of the parameters {', '.join(map(repr, group))}"
    for key, value in entry.items():
        if key == "effect":
            continue
        param = v.params.get(key)
        if param is None:
            known = ", ".join(sorted(v.params)) or "none"
            return f"{name}: unknown parameter {key!r} (known: {known})"
        problem = param.spec.error(value)
        if problem:
            return f"{name}.{key}: {problem}"
        if param.feature and implemented is not None and f"{name}.{key}" not in implemented:
            return f"{name}.{key}: parameter has no engine implementation"
        if isinstance(param.spec, _Actions) and implemented is not None:
            for i, action in enumerate(value):
                problem = entry_error(action, "on_play", implemented)
                if problem:
                    return f"{name}.{key}: action {i}: {problem}"
    if v.check is not None:
        problem = v.check(entry)
        if problem:
            return f"{name}: {problem}"
    return None


def verb_uses(cards: Iterable[Iterable[Mapping[str, Any]]]) -> dict[str, int]:
    """verb -> how many of the given cards (each a flat effect tuple) use it, actions inside
    triggers ("do") included."""
    counts: dict[str, int] = {}

    def walk(entries: Iterable[Mapping[str, Any]], seen: set[str]) -> None:
        for e in entries:
            seen.add(e["effect"])
            if isinstance(e.get("do"), (list, tuple)):
                walk(e["do"], seen)

    for fx in cards:
        seen: set[str] = set()
        walk(fx, seen)
        for name in seen:
            counts[name] = counts.get(name, 0) + 1
    return counts


def describe() -> str:
    """The language as text: sections, then each verb with its parameters (for docs and help)."""
    lines = []
    for section, doc in SECTIONS.items():
        lines.append(f"[{section}] {doc}")
        for v in VERBS.values():
            if v.section != section:
                continue
            flag = " (primitive, engine support pending)" if v.primitive else ""
            lines.append(f"  {v.name}{flag}: {v.doc}")
            if v.named:
                lines.append(f"      (named primitive: {v.named})")
            for key, p in v.params.items():
                need = " required" if p.required else ""
                lines.append(f"      {key}: {p.spec.describe()}{need}{' - ' + p.doc if p.doc else ''}")
            if v.name == "modify":
                for name, st in STATS.items():
                    forms = "; ".join(f"{o} {a}" + (f" while {w}" if w else "") for o, a, w in st.forms)
                    lines.append(f"      stat {name}: {st.doc} [{forms}]")
    return "\n".join(lines)
