"""The search language compiled to Django Q objects for one game (see cardbase.query for syntax).

Keys (any game): free words (title or text), `t:`/`type:`, `s:`/`strength:` with = > >= < <= !=,
`n:`/`name:`/`title:`, `o:`/`text:`, `set:`, `r:`/`rarity:`, `a:`/`artist:`, `is:`, `has:`.
Keys from the game's card schema (rules/<game>/cards.py): every attribute by name
(`shields>=3`, `category:ships`, `tags:warship`), a bare point kind meaning its cost
(`supply:1` = cost_supply 1) and `gen:`/`cost:`/`opt_cost:`/`mult:` + a point kind meaning
"has that symbol" (`gen:economy`); `e:`/`empire:` where the game has empires. The same
compiled Q works on SQLite and PostgreSQL (JSON key transforms, EXISTS subqueries).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Exists, OuterRef, Q

import rules
from rules.core import CardSchema, Field

from .models import Printing
from .query import Node, Not, Or, Term, parse

MAX_SEARCH_NUMBER = 999_999_999
SEARCH_NUMBER = re.compile(r"[+-]?[0-9]{1,9}")

NUMERIC_LOOKUPS = {":": "exact", "=": "exact", ">": "gt", ">=": "gte", "<": "lt", "<=": "lte"}
TEXT_OPS = (":", "=", "!=")
PRESENCE_PREFIXES = ("gen", "cost", "opt_cost", "mult")
BOOLEAN_WORDS = {"true": True, "yes": True, "1": True, "y": True, "false": False, "no": False, "0": False, "n": False}


@dataclass
class Compiled:
    """A query compiled for one game: the filter, what was dropped (warnings) and what was used."""

    q: Q
    warnings: list[str] = field(default_factory=list)
    used: list[str] = field(default_factory=list)
    words: list[str] = field(default_factory=list)  # free words, not negated (for ranking and notes)
    plain: bool = False  # every term a free word: no field syntax at all


@dataclass
class GameFacets:
    """What a game's cards offer, to resolve names typed in queries (empires, sets)."""

    empires: Sequence[str] = ()
    sets: Sequence[tuple[str, str]] = ()  # (code, name)
    rarities: Sequence[str] = ()
    types: Sequence[str] = ()  # type codes, alternate types included


def attr_q(name: str, lookup: str, value: Any, guard: bool = True) -> Q:
    """A condition on one JSON attribute; with `guard`, false (never NULL) when the card lacks it.

    SQL's NOT of NULL is NULL, so under a negation `-shields>=3` would also drop every card
    without shields (on SQLite and PostgreSQL alike) unless guarded by has_key. Outside a
    negation NULL already acts as false, and the guard would only cost a second JSON parse a row.
    """
    suffix = "" if lookup == "exact" else f"__{lookup}"
    condition = Q(**{f"attributes__{name}{suffix}": value})
    return (Q(attributes__has_key=name) & condition) if guard else condition


def normalise(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", text.lower())


class _Compiler:
    def __init__(self, game_slug: str, facets: GameFacets) -> None:
        self.game = rules.get(game_slug)
        self.schema: CardSchema = self.game.card_schema
        self.fields: dict[str, Field] = {f.name: f for f in self.schema.fields}
        self.facets = facets
        self.warnings: list[str] = []
        self.used: list[str] = []
        self.negations = 0  # how many Nots enclose the term being compiled
        self.guard = True
        self.words: list[str] = []
        self.plain = True
        self.handlers: dict[str, Callable[[Term], Q | None]] = {
            "t": self.type_term,
            "type": self.type_term,
            "s": self.strength_term,
            "strength": self.strength_term,
            "n": self.title_term,
            "name": self.title_term,
            "title": self.title_term,
            "o": self.text_term,
            "text": self.text_term,
            "set": self.set_term,
            "r": self.rarity_term,
            "rarity": self.rarity_term,
            "a": self.artist_term,
            "artist": self.artist_term,
            "is": self.is_term,
            "has": self.has_term,
        }
        if "main_empire" in self.fields:
            self.handlers["e"] = self.empire_term
            self.handlers["empire"] = self.empire_term

    # -- tree -------------------------------------------------------------------------------

    def compile(self, node: Node | None) -> Q | None:
        if node is None:
            return None
        if isinstance(node, Term):
            q = self.term(node)
            if q is not None:
                self.used.append(node.text)
            return q
        if isinstance(node, Not):
            self.negations += 1
            try:
                inner = self.compile(node.node)
            finally:
                self.negations -= 1
            return None if inner is None else ~inner
        parts = [q for q in (self.compile(child) for child in node.nodes) if q is not None]
        if not parts:
            return None
        combined = parts[0]
        for part in parts[1:]:
            combined = (combined | part) if isinstance(node, Or) else (combined & part)
        return combined

    def term(self, term: Term) -> Q | None:
        # A term that may end up negated (under "-", or "!=", or "attr:false") needs NULL-proof
        # attribute conditions; see attr_q.
        self.guard = bool(self.negations) or term.op == "!=" or BOOLEAN_WORDS.get(term.value.lower()) is False
        if term.is_word:
            if not self.negations:
                self.words.append(term.value)
            else:
                self.plain = False
            return Q(title__icontains=term.value) | Q(text__icontains=term.value)
        self.plain = False
        handler = self.handlers.get(term.key)
        if handler is not None:
            return handler(term)
        return self.attribute_term(term)

    def warn(self, term: Term, message: str) -> None:
        self.warnings.append(f"{term.text}: {message}")

    # -- shared columns ---------------------------------------------------------------------

    def _text_ops(self, term: Term, what: str) -> bool:
        if term.op not in TEXT_OPS:
            self.warn(term, f"{what} takes ':', '=' or '!=', not {term.op!r}: dropped")
            return False
        return True

    def type_term(self, term: Term) -> Q | None:
        if not self._text_ops(term, "type"):
            return None
        # Exact matches on indexed columns: the typed value is resolved against the game's types.
        codes = [code for code in self.facets.types if code.lower() == term.value.lower()] or [term.value]
        q = Q(type__in=codes)
        if "alt_type" in self.fields:  # a dual-type card (T/B) is either type
            q |= Q(alt_type__in=codes)
        return ~q if term.op == "!=" else q

    def _number(self, term: Term, what: str) -> int | None:
        # ASCII digits, and few of them: int("²") fails, and a number past 64 bits fails in the
        # database (shields>=99999999999999999999 was a 500).
        value = term.value.strip()
        if not SEARCH_NUMBER.fullmatch(value):
            self.warn(term, f"{what} needs a whole number from -{MAX_SEARCH_NUMBER} to {MAX_SEARCH_NUMBER}, not {term.value!r}: dropped")
            return None
        return int(value)

    def _compare(self, term: Term, attribute: str | None, what: str) -> Q | None:
        """strength (a column) when attribute is None, else a JSON attribute."""
        number = self._number(term, what)
        if number is None:
            return None
        lookup = "exact" if term.op == "!=" else NUMERIC_LOOKUPS[term.op]
        if attribute is None:
            q = Q(**({"strength": number} if lookup == "exact" else {f"strength__{lookup}": number}))
        else:
            q = attr_q(attribute, lookup, number, guard=self.guard)
        return ~q if term.op == "!=" else q

    def strength_term(self, term: Term) -> Q | None:
        return self._compare(term, None, "strength")

    def title_term(self, term: Term) -> Q | None:
        if not self._text_ops(term, "name"):
            return None
        if term.op == ":":
            return Q(title__icontains=term.value)
        q = Q(title__iexact=term.value)
        return ~q if term.op == "!=" else q

    def text_term(self, term: Term) -> Q | None:
        if not self._text_ops(term, "text"):
            return None
        q = Q(text__icontains=term.value)
        return ~q if term.op == "!=" else q

    # -- printings --------------------------------------------------------------------------

    def _printing(self, term: Term, **lookup: Any) -> Q:
        q = Q(Exists(Printing.objects.filter(card=OuterRef("pk"), **lookup)))
        return ~q if term.op == "!=" else q

    def set_term(self, term: Term) -> Q | None:
        if not self._text_ops(term, "set"):
            return None
        wanted = normalise(term.value)
        codes = [code for code, _ in self.facets.sets if normalise(code) == wanted]
        if not codes:
            codes = [code for code, name in self.facets.sets if wanted and wanted in normalise(name)]
        if not codes:
            self.warn(term, f"no set of {self.game.name} is called {term.value!r}")
            codes = [term.value]
        return self._printing(term, set_code__in=codes)

    def rarity_term(self, term: Term) -> Q | None:
        if not self._text_ops(term, "rarity"):
            return None
        if term.value.lower() not in {r.lower() for r in self.facets.rarities}:
            from .selectors import rarity_codes  # a class in words: r:rare, r:"very rare", r:fan-made

            codes = rarity_codes(self.game, term.value, self.facets.rarities)
            if codes is not None:
                return self._printing(term, rarity__in=codes)
        if self.facets.rarities and term.value.lower() not in {r.lower() for r in self.facets.rarities}:
            self.warn(term, f"no printing has rarity {term.value!r}")
        return self._printing(term, rarity__iexact=term.value)

    def artist_term(self, term: Term) -> Q | None:
        if not self._text_ops(term, "artist"):
            return None
        return self._printing(term, artist__icontains=term.value)

    # -- empires ----------------------------------------------------------------------------

    def empire_term(self, term: Term) -> Q | None:
        if not self._text_ops(term, "empire"):
            return None
        wanted = normalise(term.value)
        names = [name for name in self.facets.empires if normalise(name) == wanted]
        if not names:
            names = [name for name in self.facets.empires if wanted and normalise(name).startswith(wanted)]
        if not names:
            self.warn(term, f"no empire of {self.game.name} is called {term.value!r}")
            names = [term.value]
        q = Q(main_empire__in=names)
        return ~q if term.op == "!=" else q

    # -- is: / has: -------------------------------------------------------------------------

    def is_term(self, term: Term) -> Q | None:
        if term.op != ":":
            self.warn(term, "is takes ':' (is:reaction): dropped")
            return None
        value = term.value.lower()
        if value == "errata":
            return self._printing(term, errata=True)
        if value in ("fanmade", "fan-made", "fan_made"):
            # Printings made by fans, never by the publisher (GE: the "Pro8" run; issue 17).
            return self._printing(term, extra__fan_made=True)
        found = self.fields.get(value)
        if found is not None and found.kind == "bool":
            return attr_q(found.name, "exact", True, guard=self.guard)
        for f in self.schema.fields:
            if f.kind == "choice" and value in f.choices:
                if f.name == "empire_class":
                    return Q(empire_class=value)
                return attr_q(f.name, "exact", value, guard=self.guard)
        known = [f.name for f in self.schema.fields if f.kind == "bool"]
        known += [c for f in self.schema.fields if f.kind == "choice" for c in f.choices]
        hint = f" (try {', '.join(['is:' + k for k in known[:8]])})" if known else ""
        self.warn(term, f"unknown is: value{hint}: dropped")
        return None

    def has_term(self, term: Term) -> Q | None:
        found = self._field(term.value.lower())
        if term.op != ":" or found is None:
            self.warn(term, f"has takes an attribute name (has:shields){'' if found else ', ' + repr(term.value) + ' is not one'}: dropped")
            return None
        return self._present(found)

    def _present(self, found: Field) -> Q:
        if found.kind == "bool":
            return attr_q(found.name, "exact", True, guard=self.guard)
        if found.kind == "str_list":
            return attr_q(found.name, "icontains", '"', guard=self.guard)  # a non-empty list holds a quoted element
        return Q(attributes__has_key=found.name)

    def _field(self, name: str) -> Field | None:
        name = name.replace("-", "_")
        return self.fields.get(name) or self.fields.get(f"cost_{name}")

    # -- attributes of the game's schema --------------------------------------------------------

    def attribute_term(self, term: Term) -> Q | None:
        if term.key in PRESENCE_PREFIXES and term.op == ":":
            found = self.fields.get(f"{term.key}_{term.value.lower().replace('-', '_')}")
            if found is None:
                self.warn(term, f"{self.game.name} cards have no {term.key} {term.value!r} symbol: dropped")
                return None
            return self._present(found)
        found = self._field(term.key)
        if found is None:
            self.warn(term, f"unknown key {term.key!r}: dropped (see the search help)")
            return None
        if found.kind == "int":
            return self._compare(term, found.name, found.name)
        if term.op not in TEXT_OPS:
            self.warn(term, f"{found.name} takes ':', '=' or '!=', not {term.op!r}: dropped")
            return None
        if found.kind == "bool":
            flag = BOOLEAN_WORDS.get(term.value.lower())
            if flag is None:
                self.warn(term, f"{found.name} is true or false, not {term.value!r}: dropped")
                return None
            q = attr_q(found.name, "exact", True, guard=self.guard)
            if not flag:
                q = ~q
        elif found.kind == "str_list":
            # The list's JSON text holds each element quoted: ':' finds a part of an element,
            # '=' a whole element.
            value = term.value.replace('"', "")
            q = attr_q(found.name, "icontains", f'"{value}"' if term.op != ":" else value, guard=self.guard)
        elif found.kind == "choice" or term.op == "=":
            q = attr_q(found.name, "iexact", term.value, guard=self.guard)
        else:
            q = attr_q(found.name, "icontains", term.value, guard=self.guard)
        return ~q if term.op == "!=" else q


def compile_query(text: str, game_slug: str, facets: GameFacets | None = None) -> Compiled:
    """The query `text` as a Q over Card for `game_slug`, with warnings for dropped terms."""
    parsed = parse(text)
    compiler = _Compiler(game_slug, facets or GameFacets())
    q = compiler.compile(parsed.node)
    return Compiled(
        q=q if q is not None else Q(), warnings=parsed.warnings + compiler.warnings, used=compiler.used,
        words=compiler.words, plain=compiler.plain and bool(compiler.words),
    )


def filters_q(filters: Mapping[str, Any]) -> Q:
    """The gallery's form filters (type, strength range, empire, set, rarity) as one Q."""
    q = Q()
    if filters.get("type"):
        q &= Q(type=filters["type"]) | Q(alt_type=filters["type"])
    if filters.get("strength_min") is not None:
        q &= Q(strength__gte=filters["strength_min"])
    if filters.get("strength_max") is not None:
        q &= Q(strength__lte=filters["strength_max"])
    if filters.get("empire"):
        q &= Q(main_empire=filters["empire"])
    printing: dict[str, Any] = {}
    if filters.get("set"):
        printing["set_code"] = filters["set"]
    if filters.get("rarity"):
        rarity = filters["rarity"]
        if isinstance(rarity, (list, tuple)):
            printing["rarity__in"] = list(rarity)
        else:
            printing["rarity"] = rarity
    if printing:
        q &= Q(Exists(Printing.objects.filter(card=OuterRef("pk"), **printing)))
    return q
