"""The shared sub-languages of the card scripts: amounts, conditions, selectors, references and events.

Every effect kind (effects/registry.py) that takes an amount, a condition, a selection of cards or
an event names it with one of the specs below, so one language is read (and checked at load) the
same way everywhere, as Forge's ``Count$``, ``IsPresent$``/``CheckSVar$``, ``ValidTgts$`` and
``Defined$`` are. The engine evaluates them in ``engine/script.py``; what the loader accepts here
is exactly what the engine reads there (a test walks both).

- **Reference** (``REF``): a card the effect knows by its role: ``"self"`` (this card), ``"host"``
  (the card it sits on), ``"target"`` (the card its play or ability chose), ``"source"`` (what caused
  the event: the firing unit, the damaging card), ``"event_card"`` (the card the event happened to),
  ``"subject"`` (the card a condition tests: each candidate of a selector's ``where``),
  ``"controller"`` and ``"opponent"`` for players, or ``"$name"`` (what an earlier action of the same
  list chose or made, saved with ``as = "name"``).
- **Amount** (``AMOUNT``): a number, a legacy word (``schema.AMOUNT_WORDS``, where a parameter allows
  it), or a table: ``{stat = "strength", of = "target"}``, ``{counter = "age", of = "self"}`` (a
  named counter on a card, set by the ``add_counter`` action), ``{count = <selector>}``,
  ``{event = "amount"}``, ``{var = "name"}`` (a number an earlier ``let`` of the same list saved: the
  strength a card had before an action took it out of play), ``{produced = "repair"}`` (the points of
  that kind the controller's cards make this turn: points "received"), ``{total = <selector>, stat =
  "strength", best = n}`` (a stat added up over the cards a selector finds; with ``best``, over the n
  greatest only), ``{plays_left = "controller"}`` (the card plays that player has left this turn; none
  off his turn), ``{add = [a, b]}``, ``{sub = [a, b]}``, ``{mul = [a, b]}``,
  ``{div = [a, b], round = "down"}`` (the rulebooks' "drop fractions"; ``"up"`` where a card says
  "round up"), ``{min = [...]}``, ``{max = [...]}``.
- **Condition** (``CONDITION``): a table whose every key must hold: ``phase``, ``turn`` (whose turn,
  relative to the card's controller), subject tests on this card (``types``, ``tags``, ``title``,
  ``empire``, ``engaged``, ``damaged``, ``played_this_turn``), the same tests on a referenced card
  (``host = {...}``, ``target = {...}``, ``source = {...}``, ``event_card = {...}``), ``exists``
  (a selector that finds a card), ``count`` (``{of = <selector>, at_least = n, at_most = n}``),
  ``deck_empire``, ``compare = [amount, "<=", amount]``, ``event`` (the event's data), ``not`` /
  ``any`` / ``all``, and ``each_opponent`` (a condition that holds for every opponent, read from
  his seat: an agenda's "when each opponent has a time card in play"). Card tests also say where
  a card stands in its stack: ``basis``, ``attached``, ``stack_types``, ``carries`` (a selector:
  what sits on it); ``shields_up``, ``negative_mods_prevented`` and ``seized`` (under another player's control).
- **Selector** (``selector(ctx)``): which cards, ``{zone, owner, types, min_strength, max_strength,
  empire, tags, title, on, engaged, damaged, krebiz, other, where, choose, count, random, least}``. Which
  fields mean something depends on where the selector stands (``SELECTOR_CONTEXTS``): a static
  modifier's ``affects`` names cards in play and picks nobody, so ``zone``, ``choose``, ``count`` and
  ``random`` are refused there; an action's ``to`` may let a player choose. ``least`` (the weakest
  of the cards found) is read only where the engine finds them all: an action's cards.
- **Events** (``EVENTS``): every moment of the rules a trigger, reaction or replacement may name,
  with the data each carries (``amount``, ``source``...).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .schema import (
    Seq,
    BOOL,
    COUNT,
    LETTERS,
    POINT_KINDS,
    STR,
    WORDS,
    AMOUNT_WORDS,
    Enum,
    Spec,
    _Int,
    _show,
)

# ------------------------------------------------------------------------------------------------
# References
# ------------------------------------------------------------------------------------------------

CARD_REFS: dict[str, str] = {
    "self": "this card",
    "host": "the card this one sits on (its location)",
    "target": "the card its play, ability or reaction chose",
    "source": "what caused the event (the firing unit, the damaging card, the card played)",
    "event_card": "the card the event happened to (the damaged, destroyed, played card)",
    "event_target": "what the event's card is played on or aimed at (a reaction's window: the card's target)",
    "second_target": "the second card its play chose (a `target` entry with `second`)",
    "subject": "the card a condition tests: in a selector's `where`, each candidate card (\"ships with 4 or fewer "
               "strength points remaining\": `compare = [{stat = \"current_strength\", of = \"subject\"}, \"<=\", 4]`); "
               "elsewhere, this card",
}
PLAYER_REFS: dict[str, str] = {
    "controller": "this card's controller; for a card played against an opponent's fleet (still its player's card, "
                  "GEfaq \"Played against an opponent...\"), the player of that fleet, the side its rules act on "
                  "(as \"own\" in a selector)",
    "opponent": "an opponent (the one the effect chose, else the event's other player)",
    "active": "the player whose turn it is",
    "event_player": "the player the event is about (whose turn starts, who drew)",
    "target_owner": "the controller of the target card (its owner once it left play)",
    "owner": "this card's owner: the player who played it (a card played against an opponent's fleet is still his)",
    "subject_controller": "the controller of the card a condition tests (a selector's candidate: \"a location in any "
                          "opponent fleet without ...\")",
}


def _is_var(value: Any) -> bool:
    return isinstance(value, str) and value.startswith("$") and value[1:].isidentifier()


class _Ref(Spec):
    """A card reference: a role word or ``$name``."""

    def error(self, value: Any) -> str | None:
        if value in CARD_REFS or _is_var(value):
            return None
        return f"expected a card reference ({', '.join(CARD_REFS)} or $name), got {_show(value)}"

    def describe(self) -> str:
        return "card ref (" + " | ".join(CARD_REFS) + " | $name)"


class _PlayerRef(Spec):
    def error(self, value: Any) -> str | None:
        if value in PLAYER_REFS or _is_var(value):
            return None
        return f"expected a player ({', '.join(PLAYER_REFS)} or $name), got {_show(value)}"

    def describe(self) -> str:
        return "player (" + " | ".join(PLAYER_REFS) + " | $name)"


REF = _Ref()
PLAYER = _PlayerRef()

# ------------------------------------------------------------------------------------------------
# Amounts
# ------------------------------------------------------------------------------------------------

# Stats an amount may read from a card (engine/script.py ScriptRules._card_stat reads each).
CARD_STATS: dict[str, str] = {
    "strength": "its strength, with what modifies it",
    "printed_strength": "its printed strength",
    "current_strength": "its strength less its structural damage (GEfaq \"Current Strength\")",
    "shields": "its shield rating",
    "shields_left": "its shields not yet damaged",
    "phasers": "its phasers",
    "heavy": "its heavy weapons",
    "phasers_fired": "the phasers it has fired this turn (\"Discarded after use\" of a card doubling its phaser damage)",
    "card_damage": "the card damage printed on it (the X symbols)",
    "damage": "the structural damage on it",
    "stack_strength": "the total strength of its stack from it up: it and every card on it, or on a card on it "
                      "(\"a stack totaling more than 20 strength points\")",
    "command": "the command points it generates",
    **{f"gen_{k}": f"the {k} points it generates" for k in POINT_KINDS},
    **{f"cost_{k}": f"the {k} it needs to engage" for k in POINT_KINDS if k != "healing"},
}
EVENT_FIELDS: dict[str, str] = {
    "amount": "the event's number: damage dealt, points allocated, cards drawn",
    "heavy": "damaged: the heavy-weapon part of a volley's damage (amount less heavy: its phaser part)",
    "past_shields": "damaged: the points of it that got past the card's shields (before what takes them there)",
}
ROUNDING = ("down", "up")


class _Amount(Spec):
    """An amount expression (see the module docstring); ``words`` are the legacy words allowed."""

    OPS = ("add", "sub", "mul", "div", "min", "max")

    def __init__(self, *words: str, low: int | None = None) -> None:
        unknown = set(words) - set(AMOUNT_WORDS)
        if unknown:
            raise ValueError(f"unknown amount words {sorted(unknown)}")
        self.words, self.low = words, low

    def error(self, value: Any) -> str | None:
        if type(value) is int:
            return None if self.low is None or value >= self.low else f"expected a number >= {self.low}, got {value}"
        if isinstance(value, str):
            if value in self.words:
                return None
            return f"expected an amount (a number, a table{', ' + ', '.join(map(repr, self.words)) if self.words else ''}), got {value!r}"
        if not isinstance(value, Mapping) or not value:
            return f"expected an amount (a number or a table), got {_show(value)}"
        keys = set(value)
        if "total" in keys:
            if keys - {"total", "stat", "best"} or "stat" not in keys:
                return "amount {total} takes a 'stat' and an optional 'best'"
            if value["stat"] not in CARD_STATS:
                return f"amount total stat: expected one of {', '.join(CARD_STATS)}, got {_show(value['stat'])}"
            if "best" in value:
                problem = _Amount().error(value["best"])
                if problem:
                    return f"amount total best: {problem}"
            return SELECTOR_SWEEP.error(value["total"])
        if "stat" in keys:
            if keys - {"stat", "of"}:
                return f"amount {{stat}} takes only 'of', got {sorted(keys - {'stat', 'of'})}"
            if value["stat"] not in CARD_STATS:
                return f"amount stat: expected one of {', '.join(CARD_STATS)}, got {_show(value['stat'])}"
            return REF.error(value.get("of", "self"))
        if "counter" in keys:
            if keys - {"counter", "of"}:
                return f"amount {{counter}} takes only 'of', got {sorted(keys - {'counter', 'of'})}"
            if not isinstance(value["counter"], str) or not value["counter"].isidentifier():
                return f"amount counter: expected a counter name, got {_show(value['counter'])}"
            return REF.error(value.get("of", "self"))
        if "count" in keys:
            if keys != {"count"}:
                return "amount {count} takes nothing else"
            if _is_var(value["count"]):
                return None
            return SELECTOR_SWEEP.error(value["count"])
        if "var" in keys:
            if keys != {"var"}:
                return "amount {var} takes nothing else"
            if not isinstance(value["var"], str) or not value["var"].isidentifier():
                return f"amount var: expected a name saved by `let`, got {_show(value['var'])}"
            return None
        if "plays_left" in keys:
            if keys != {"plays_left"}:
                return "amount {plays_left} takes nothing else"
            return PLAYER.error(value["plays_left"])
        if "produced" in keys:
            if keys != {"produced"}:
                return "amount {produced} takes nothing else"
            return None if value["produced"] in POINT_KINDS else f"amount produced: expected one of {', '.join(POINT_KINDS)}"
        if "event" in keys:
            if keys != {"event"}:
                return "amount {event} takes nothing else"
            return None if value["event"] in EVENT_FIELDS else f"amount event: expected one of {', '.join(EVENT_FIELDS)}"
        ops = keys & set(self.OPS)
        if len(ops) != 1:
            return f"an amount table needs one of stat, counter, count, var, event, produced, total, plays_left, {', '.join(self.OPS)}; got {sorted(keys)}"
        op = ops.pop()
        extra = keys - {op, "round"}
        if extra or ("round" in keys and op != "div"):
            return f"amount {{{op}}}: unexpected {sorted(extra or {'round'})}"
        if "round" in keys and value["round"] not in ROUNDING:
            return f"amount round: expected 'down' or 'up', got {_show(value['round'])}"
        args = value[op]
        if not isinstance(args, (list, tuple)) or len(args) < 2 or (op in ("sub", "div") and len(args) != 2):
            return f"amount {{{op}}} takes a list of {'two' if op in ('sub', 'div') else 'two or more'} amounts"
        inner = _Amount(*self.words)
        for i, a in enumerate(args):
            problem = inner.error(a)
            if problem:
                return f"{op}[{i}]: {problem}"
        if op == "div" and args[1] == 0:
            return "amount div: division by zero"
        return None

    def describe(self) -> str:
        words = "".join(f" | {w!r}" for w in self.words)
        return f"amount (int{words} | {{stat, of}} | {{count}} | {{var}} | {{event}} | {{produced}} | {{total, stat, best}} | {{plays_left}} | {{add|sub|mul|div|min|max}})"


AMOUNT = _Amount()


def amount(*words: str, low: int | None = None) -> _Amount:
    return _Amount(*words, low=low)


# ------------------------------------------------------------------------------------------------
# Selectors
# ------------------------------------------------------------------------------------------------

ZONES = ("play", "hand", "discard", "deck", "reserve", "origin")
OWNERS = ("own", "opp", "any")
# Relations to a card: cards sitting on it, at its location, in its stack, itself.
RELATIONS: dict[str, str] = {
    "host": "the cards sitting on this card's host (its location), itself excluded",
    "self": "the cards sitting on this card",
    "target": "the cards sitting on the target",
    "above_target": "every card above the target in its stack: on it, or on a card on it",
    "stack": "every card of this card's stack (from its bottom card up)",
}

# Which selector fields mean something where (the loader refuses the others there).
SELECTOR_FIELDS: dict[str, str] = {
    "zone": "where the cards are (default: in play)",
    "owner": "whose: own (the card's controller), opp, any",
    "player": "controlled by this player (a player reference: target_owner, $name...)",
    "types": "card type letters",
    "min_strength": "at least this strong (an amount)",
    "max_strength": "at most this strong (an amount)",
    "empire": "of this empire",
    "tags": "with one of these tags (Planet, Moon, System, Mine...)",
    "title": "with one of these words in its title",
    "on": "relative to a card: " + "; ".join(f"{k}: {v}" for k, v in RELATIONS.items()),
    "engaged": "engaged (true) or disengaged (false) only",
    "damaged": "with structural damage (true) or without (false)",
    "krebiz": "a Krebiz cruiser or capsule",
    "other": "not this card itself",
    "among": "only cards a reference names (source: the units that fired; $name: a saved pick)",
    "not_among": "none of the cards a reference names (event_card: not the unit about to be destroyed)",
    "where": "a condition every card must meet (its subject: the candidate card)",
    "choose": "who picks: controller, opponent, target_owner, a player named earlier ($name) (a player choice), or random",
    "count": "how many (an amount; default 1); with choose, up to that many; without choose (an action's cards), "
             "the first that many found, in a deck or discard pile nearest its top first (without count: all found)",
    "exactly": "with count: exactly that many must be picked when there are enough",
    "reach": "with choose: the player picks one card at a time until the strengths of the cards picked add up to "
             "this amount (\"combined to increase their strength\"), then no more; count (default: no limit) caps them",
    "top": "only the top cards of the zone, that many (a deck's top card: zone = \"deck\", top = 1)",
    "from_bottom": "with count and no choose, in a deck or discard pile: the first that many nearest its bottom, not "
                   "its top (\"Draw a number of cards from the bottom of the deck\")",
    "least": "only the cards found with the least of this card stat (\"the lowest strength ship\": current_strength)",
}
_PICK = frozenset({"choose", "count", "exactly", "reach", "from_bottom"})
# Fields about the cards found together (not each card alone): only where the engine finds them all.
_TOGETHER = frozenset({"least"})
SELECTOR_CONTEXTS: dict[str, frozenset[str]] = {
    # an action's cards: every field (a player may choose)
    "choose": frozenset(SELECTOR_FIELDS),
    # a sweep (a trigger's every matching card; a count): no choice
    "sweep": frozenset(SELECTOR_FIELDS) - _PICK - _TOGETHER,
    # a modifier's or restriction's cards: in play, no choice
    "filter": frozenset(SELECTOR_FIELDS) - _PICK - _TOGETHER - {"zone"},
}
CHOOSERS = ("controller", "opponent", "target_owner", "random")


class _Chooser(Spec):
    """Who picks: one of CHOOSERS, or a player an earlier action named ($name: each_player's player)."""

    def error(self, value: Any) -> str | None:
        if value in CHOOSERS or _is_var(value):
            return None
        return f"expected {', '.join(CHOOSERS)} or $name, got {_show(value)}"

    def describe(self) -> str:
        return " | ".join(CHOOSERS) + " | $name"


class _Selector(Spec):
    def __init__(self, context: str) -> None:
        self.context = context
        self.allowed = SELECTOR_CONTEXTS[context]

    def error(self, value: Any) -> str | None:
        if not isinstance(value, Mapping):
            return f"expected a selector table, got {_show(value)}"
        for key, item in value.items():
            if key not in SELECTOR_FIELDS:
                return f"selector: unknown field {key!r} (known: {', '.join(SELECTOR_FIELDS)})"
            if key not in self.allowed:
                return f"selector: field {key!r} means nothing in a {self.context} selector here (allowed: {', '.join(sorted(self.allowed))})"
            problem = _SELECTOR_SPECS[key].error(item)
            if problem:
                return f"selector.{key}: {problem}"
        zone = value.get("zone", "play")
        if zone not in ("play", "origin") and ({"on", "engaged", "damaged"} & set(value)):
            return f"selector: 'on', 'engaged' and 'damaged' need zone = 'play' or 'origin', not {zone!r}"
        if "top" in value and zone not in ("deck", "discard"):
            return f"selector: 'top' needs zone = 'deck' or 'discard', not {zone!r}"
        if "from_bottom" in value and (zone not in ("deck", "discard") or "count" not in value or "choose" in value
                                       or "top" in value):
            return "selector: 'from_bottom' needs zone = 'deck' or 'discard' and a count, with no choose and no top"
        if "exactly" in value and "count" not in value:
            return "selector: 'exactly' needs a 'count'"
        if "reach" in value and "choose" not in value:
            return "selector: 'reach' needs a 'choose'"
        if value.get("choose") == "random" and zone == "play":
            pass
        return None

    def describe(self) -> str:
        return f"{self.context} selector"


SELECTOR_CHOOSE = _Selector("choose")
SELECTOR_SWEEP = _Selector("sweep")
SELECTOR_FILTER = _Selector("filter")


def selector(context: str) -> _Selector:
    return {"choose": SELECTOR_CHOOSE, "sweep": SELECTOR_SWEEP, "filter": SELECTOR_FILTER}[context]


class _CardsSpec(Spec):
    """Which cards an effect acts on: a reference, or a selector of the given context."""

    def __init__(self, context: str) -> None:
        self.sel = selector(context)

    def error(self, value: Any) -> str | None:
        if isinstance(value, str):
            return REF.error(value)
        return self.sel.error(value)

    def describe(self) -> str:
        return f"card ref | {self.sel.describe()}"


def cards(context: str = "choose") -> _CardsSpec:
    return _CardsSpec(context)


# ------------------------------------------------------------------------------------------------
# Conditions
# ------------------------------------------------------------------------------------------------

PHASE_NAMES = ("alloc", "engagement", "play_a", "fire", "play_b", "discard", "draw")
COMPARE_OPS = ("<", "<=", "==", "!=", ">=", ">")


class _Compare(Spec):
    def error(self, value: Any) -> str | None:
        if not isinstance(value, (list, tuple)) or len(value) != 3 or value[1] not in COMPARE_OPS:
            return f"expected [amount, op, amount] with op one of {', '.join(COMPARE_OPS)}, got {_show(value)}"
        return AMOUNT.error(value[0]) or AMOUNT.error(value[2])

    def describe(self) -> str:
        return "[amount, op, amount]"


class _OneOrMany(Spec):
    def __init__(self, item: Spec) -> None:
        self.item = item

    def error(self, value: Any) -> str | None:
        if isinstance(value, (list, tuple)):
            for v in value:
                problem = self.item.error(v)
                if problem:
                    return problem
            return None if value else "expected at least one"
        return self.item.error(value)

    def describe(self) -> str:
        return f"{self.item.describe()} | [...]"


class _Count(Spec):
    def error(self, value: Any) -> str | None:
        if not isinstance(value, Mapping) or "of" not in value:
            return f"expected {{of = <selector>, at_least = n, at_most = n}}, got {_show(value)}"
        extra = set(value) - {"of", "at_least", "at_most"}
        if extra:
            return f"count: unexpected {sorted(extra)}"
        if not ({"at_least", "at_most"} & set(value)):
            return "count: needs at_least or at_most"
        for k in ("at_least", "at_most"):
            if k in value:
                problem = AMOUNT.error(value[k])
                if problem:
                    return f"count.{k}: {problem}"
        return SELECTOR_SWEEP.error(value["of"])

    def describe(self) -> str:
        return "{of, at_least, at_most}"


class _EventMatch(Spec):
    def error(self, value: Any) -> str | None:
        if not isinstance(value, Mapping) or not value:
            return f"expected a table of event data tests, got {_show(value)}"
        for k, v in value.items():
            if k not in EVENT_TESTS:
                return f"event: unknown test {k!r} (known: {', '.join(EVENT_TESTS)})"
            problem = EVENT_TESTS[k][0].error(v)
            if problem:
                return f"event.{k}: {problem}"
        return None

    def describe(self) -> str:
        return "{" + ", ".join(EVENT_TESTS) + "}"


# Tests on the event's data (condition key "event").
EVENT_TESTS: dict[str, tuple[Spec, str]] = {
    "kind": (_OneOrMany(Enum("weapons", "card", "hazard", "heavy", "phaser", "mine", "psy")), "what kind of damage"),
    "source_types": (LETTERS, "the source card's types"),
    "source_owner": (Enum("own", "opp"), "whose the source is, relative to this card's controller"),
    "card_types": (LETTERS, "the event card's types"),
    "card_owner": (Enum("own", "opp"), "whose the event card is"),
    "whose": (Enum("own", "opp", "owner", "host"), "whose turn or phase, or who drew (owner: this card's owner's, "
                                                  "whoever controls it; host: the controller's of the card it sits on)"),
    "from": (Enum(*ZONES), "the zone a card left"),
    "to": (Enum(*ZONES), "the zone a card went to"),
    "min_amount": (_Int(1), "the event's amount at least"),
    "against": (Enum("own"), "a card being played by another player against the controller's fleet: onto one of his "
                             "cards, or against his fleet (\"cards being played against the fleet\")"),
}


class _Condition(Spec):
    def error(self, value: Any) -> str | None:
        if not isinstance(value, Mapping) or not value:
            return f"expected a condition table, got {_show(value)}"
        for key, item in value.items():
            spec = _CONDITION_SPECS.get(key)
            if spec is None:
                return f"condition: unknown test {key!r} (known: {', '.join(CONDITION_FIELDS)})"
            problem = spec.error(item)
            if problem:
                return f"condition.{key}: {problem}"
        return None

    def describe(self) -> str:
        return "condition"


class _Conditions(Spec):
    def error(self, value: Any) -> str | None:
        if not isinstance(value, (list, tuple)) or not value:
            return f"expected a list of conditions, got {_show(value)}"
        for i, c in enumerate(value):
            problem = CONDITION.error(c)
            if problem:
                return f"[{i}]: {problem}"
        return None

    def describe(self) -> str:
        return "[condition, ...]"


CONDITION = _Condition()

class _Marked(Spec):
    """``{name = "...", by = <card ref>}``: a lasting mark (effects/kinds/lasting.py ``mark``) on the card."""

    def error(self, value: Any) -> str | None:
        if not isinstance(value, Mapping) or not isinstance(value.get("name"), str) or not value["name"].isidentifier():
            return f"expected {{name = <mark name>, by = <card ref>}}, got {_show(value)}"
        extra = set(value) - {"name", "by"}
        if extra:
            return f"marked: unexpected {sorted(extra)}"
        return REF.error(value["by"]) if "by" in value else None

    def describe(self) -> str:
        return "{name, by}"


SUBJECT_TESTS: dict[str, tuple[Spec, str]] = {
    "types": (LETTERS, "the card is of one of these types"),
    "tags": (WORDS, "the card has one of these tags"),
    "title": (WORDS, "the card's title has one of these words"),
    "empire": (STR, "the card is of this empire"),
    "of_empire": (STR, "one of the empires printed on the card is this one (a class: GErulesv21 \"All Collector "
                       "Class cards should be considered Collector Empire cards\")"),
    "engaged": (BOOL, "the card is engaged (or not)"),
    "damaged": (BOOL, "the card has structural damage (or none)"),
    "played_this_turn": (BOOL, "the card was played this turn (or not)"),
    "acted_this_turn": (BOOL, "the card acted this turn: carried a crew card's mission, used one of its abilities, or "
                              "fired (or none of these)"),
    "function_used_this_turn": (BOOL, "the card carried a crew card's mission or used one of its abilities this turn "
                                      "(its weapons fire not counted), or neither"),
    "in_play": (BOOL, "the card is in play (or not)"),
    "owner": (Enum("own", "opp"), "the card is the controller's (own) or an opponent's"),
    "repaired_this_turn": (BOOL, "repair points were applied to the card this turn (or not)"),
    "basis": (BOOL, "the card is the basis of a stack: in play at no location, with cards on it (or not)"),
    "attached": (BOOL, "the card sits on another card: in play and not the basis of its stack (or not)"),
    "against_fleet": (BOOL, "the card, another player's, stands against the controller's fleet: played (or moved) onto "
                            "one of his stacks, or played against his fleet (GEerrata \"R/L7 Temporal Correction\": "
                            "\"cards that were previously played against the fleet\"), or not"),
    "combined": (BOOL, "the card is part of combined terrain: a terrain card combined with another, or one another "
                       "terrain card is combined with (GEfaq \"Combined\"; \"an uncombined terrain\"), or not"),
    "stack_types": (LETTERS, "the basis of the card's stack is of these types (a terrain stack: \"T\")"),
    "stack_owner": (Enum("own", "opp"), "the card stands on a stack whose basis is the controller's (own) or an opponent's (opp): "
                                        "a unit in play against an opponent terrain is `owner = \"own\"`, "
                                        "`stack_owner = \"opp\"` (GErulesv21 \"SHIP MOVEMENT RULES\")"),
    "shields_up": (BOOL, "the card has operating shields: shield points not yet damaged (or none left)"),
    "negative_mods_prevented": (BOOL, "the card is a terrain no negative point modifier may be applied to (a status "
                                      "`no_negative_mods` on it), or not: GEqa \"A6 Gaia Separation\": no O4 Flood "
                                      "may be laid to it"),
    "indirigan": (BOOL, "the card is of the Indirigan tribe (or not)"),
    "suspended": (BOOL, "the card is a hostile monster whose effects are suspended (a science officer at its "
                        "location, a Monster Halt), or not"),
    "seized": (BOOL, "the card is controlled by a player who took control of it (v2.1 \"CONTROL\"), not its owner's"),
    "playable_now": (BOOL, "the card is in its owner's hand and he may play it now on no card, as a card play would "
                           "allow (its type's rules, its play restrictions, the phase)"),
    "takes_play": (REF, "the card a reference names (in its owner's hand or deck) may be played on this card now, as "
                        "its play rules allow (\"which may legally be played on the terrain stack\")"),
    "marked": (_Marked(), "the card bears a lasting mark of that name (the `mark` action) still in effect; with `by`, "
                          "one the referenced card made"),
    "carries": (SELECTOR_SWEEP, "a card the selector finds sits on the card (directly): `{types = \"CE\"}`, "
                                "`{among = \"target\"}` (the terrain a ship is on)"),
}


class _Subject(Spec):
    """Tests on a referenced card: ``host = {types = "T", tags = ["Planet"]}``."""

    def error(self, value: Any) -> str | None:
        if not isinstance(value, Mapping) or not value:
            return f"expected a table of card tests, got {_show(value)}"
        for k, v in value.items():
            if k not in SUBJECT_TESTS:
                return f"unknown card test {k!r} (known: {', '.join(SUBJECT_TESTS)})"
            problem = SUBJECT_TESTS[k][0].error(v)
            if problem:
                return f"{k}: {problem}"
        return None

    def describe(self) -> str:
        return "{" + ", ".join(SUBJECT_TESTS) + "}"


SUBJECT = _Subject()

CONDITION_FIELDS: dict[str, str] = {
    "phase": "the phase is one of these",
    "turn": "whose turn: own (the card's controller's) or opponent",
    **{k: doc for k, (_, doc) in SUBJECT_TESTS.items()},
    **{ref: f"tests on {doc}" for ref, doc in CARD_REFS.items() if ref not in ("self", "subject")},
    "exists": "a card the selector finds exists",
    "count": "the cards a selector finds are at least / at most so many",
    "deck_empire": "the controller's deck is of this main empire",
    "compare": "an amount compared with another",
    "same": "two references name the same card ([\"source\", \"host\"])",
    "same_controller": "the cards references name are all of one controller ([\"event_card\", \"host\"]: the card "
                       "played there is its player's own)",
    "event": "tests on the event's data",
    "not": "the condition does not hold",
    "any": "one of the conditions holds",
    "all": "every condition holds",
    "each_opponent": "the condition holds for every opponent, read from his seat (own = that opponent's)",
}
_CONDITION_SPECS: dict[str, Spec] = {
    "phase": _OneOrMany(Enum(*PHASE_NAMES)),
    "turn": Enum("own", "opponent"),
    **{k: spec for k, (spec, _) in SUBJECT_TESTS.items()},
    **{ref: SUBJECT for ref in CARD_REFS if ref not in ("self", "subject")},
    "exists": SELECTOR_SWEEP,
    "count": _Count(),
    "deck_empire": STR,
    "compare": _Compare(),
    "same": Seq(REF, min_len=2),
    "same_controller": Seq(REF, min_len=2),
    "event": _EventMatch(),
    "not": CONDITION,
    "any": _Conditions(),
    "all": _Conditions(),
    "each_opponent": CONDITION,
}

_SELECTOR_SPECS: dict[str, Spec] = {
    "zone": Enum(*ZONES),
    "owner": Enum(*OWNERS),
    "player": PLAYER,
    "types": LETTERS,
    "min_strength": _Amount("strength"),
    "max_strength": _Amount("strength"),
    "empire": STR,
    "tags": WORDS,
    "title": WORDS,
    "on": Enum(*RELATIONS),
    "engaged": BOOL,
    "damaged": BOOL,
    "krebiz": Enum("cruiser", "capsule"),
    "other": BOOL,
    "among": REF,
    "not_among": REF,
    "where": CONDITION,
    "choose": _Chooser(),
    "count": _Amount("strength", low=1),
    "exactly": BOOL,
    "reach": _Amount("strength"),
    "least": Enum(*CARD_STATS),
    "top": _Int(1),
    "from_bottom": BOOL,
}

# ------------------------------------------------------------------------------------------------
# Events
# ------------------------------------------------------------------------------------------------

# Every rule moment the engine announces (engine/script.py ScriptRules._event), with its data. A
# trigger (`when`), a reaction (`react`) or a replacement (`instead`, on the "would_" events) names
# one; "whose" / "card" filters and `if` conditions read the data.
EVENTS: dict[str, str] = {
    "turn_start": "a player's turn starts (record keeping done): player",
    "turn_end": "a player's turn ends (after the Draw Cards Phase): player",
    "phase_start": "a phase starts: player, phase",
    "phase_end": "a phase ends: player, phase",
    "card_played": "a card is played from the hand: player, card, target",
    "enters_play": "a card enters play: card, player (its controller)",
    "takes_effect": "a card played on a card has taken effect, the reactions to its play resolved (it is still "
                    "there): card, target, player",
    "leaves_play": "a card leaves play (destroyed, discarded, returned): card, player, to",
    "moved": "a card in play moves to another location: card, to",
    "allocated": "its controller's Point Allocation Phase ends: player",
    "volley_declared": "a volley is declared at a target: player, card (the target), or the Sector HQ",
    "fired_upon": "a volley at the card (or its host) is about to score: card, source (the firing units), amount",
    "volley_resolved": "a volley scored: player, card, amount, source (the units that fired it)",
    "damaged": "a card takes damage: card, amount, source, kind",
    "would_be_destroyed": "a card is about to be destroyed (replaceable): card, source",
    "destroyed": "a card was destroyed: card, source",
    "discarded": "a card goes to the discard pile: card, from (hand or play)",
    "drawn": "a player draws a card: player, card",
    "reaction_played": "a card is played in reaction mode on a card (replaceable: instead, it is negated, discarded "
                       "unused): card (what it is played on), source (the reaction card), player",
    "operated": "a card's ability is used: card, player, target",
    "hq_damaged": "a Sector HQ takes damage: player, amount, source",
    "expires": "this card's duration ends (record keeping): card",
    "discarded_from_hand": "this card is discarded from its player's hand in the Discard Phase",
    "agenda_accomplished": "a player accomplishes an agenda (v2.1 \"AGENDA CARDS\"): player, card (the agenda), rule",
}
# Events a replacement ("instead") may stand in for.
WOULD_EVENTS = ("would_be_destroyed", "expires", "discarded", "reaction_played")
