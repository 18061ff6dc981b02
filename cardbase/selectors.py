"""Reads of the card database that feed pages, the API and the other apps.

`game_cards(slug)` is the one way other apps get a game's cards as plain data (the data file's
card shape plus "id"). It is cached per process and invalidated whenever cards are (re)loaded:
the loader bumps a generation number in Django's cache (shared between processes when the
cache is Redis; with the default in-memory cache, restart other processes after loadcards).
"""
from __future__ import annotations

import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.core.cache import cache
from django.db.models import Case, IntegerField, Q, QuerySet, Value, When

import rules
from rules.core import Game

from .models import Card, CardSet, Edition
from .search import Compiled, GameFacets, compile_query, filters_q

_GENERATION_KEY = "cardbase:generation:{}"


@dataclass
class _GameCache:
    generation: Any
    cards: list[dict[str, Any]]
    by_id: dict[int, dict[str, Any]]
    by_key: dict[str, dict[str, Any]]
    facets: GameFacets
    types: list[str] = field(default_factory=list)
    strength_range: tuple[int | None, int | None] = (None, None)
    edition: Edition | None = None


_games: dict[str, _GameCache] = {}


def invalidate(game_slug: str | None = None) -> None:
    """Forget cached cards (of one game or all), here and, through the cache, in other processes."""
    slugs = [game_slug] if game_slug else [g.slug for g in rules.all()]
    for slug in slugs:
        _games.pop(slug, None)
        key = _GENERATION_KEY.format(slug)
        try:
            cache.incr(key)
        except ValueError:
            cache.set(key, 1, timeout=None)


_uncommitted_writes = False


def note_uncommitted_write() -> None:
    """Cards were written inside an outer transaction that may still roll back (a test's)."""
    global _uncommitted_writes
    _uncommitted_writes = True


def forget_uncommitted() -> None:
    """Drop the cache if cards were written in a transaction that may have rolled back since.

    The test suite calls this after every test: a test that imports cards fills the cache with
    rows its transaction then rolls back, and the next test must not see them."""
    global _uncommitted_writes
    if _uncommitted_writes:
        _uncommitted_writes = False
        invalidate()


_load_locks: dict[str, threading.Lock] = {}
_load_locks_guard = threading.Lock()


def _cached(game_slug: str) -> _GameCache:
    generation = cache.get(_GENERATION_KEY.format(game_slug))
    hit = _games.get(game_slug)
    if hit is not None and hit.generation == generation:
        return hit
    # One request thread loads a game's cards (2 s for Galactic Empires); the others wait for it
    # rather than load them again all at once, each slowing every other request (the GIL).
    with _load_locks_guard:
        lock = _load_locks.setdefault(game_slug, threading.Lock())
    with lock:
        hit = _games.get(game_slug)
        if hit is not None and hit.generation == generation:
            return hit
        return _load(game_slug, generation)


def _load(game_slug: str, generation: Any) -> _GameCache:
    cards_qs = Card.objects.filter(game=game_slug).order_by("position").prefetch_related("printings")
    cards: list[dict[str, Any]] = []
    by_id: dict[int, dict[str, Any]] = {}
    empires: set[str] = set()
    rarities: set[str] = set()
    types: list[str] = []
    alt_types: set[str] = set()
    strengths: list[int] = []
    for card in cards_qs:
        printings = sorted(card.printings.all(), key=lambda p: p.position)
        data = card.as_data(printings)
        cards.append(data)
        by_id[card.id] = data
        if card.main_empire:
            empires.add(card.main_empire)
        for printing in printings:
            if printing.rarity:
                rarities.add(printing.rarity)
        if card.type not in types:
            types.append(card.type)
        if card.alt_type:
            alt_types.add(card.alt_type)
        if card.strength is not None:
            strengths.append(card.strength)
    sets = [(s.code, s.name) for s in CardSet.objects.filter(game=game_slug).order_by("position")]
    edition = Edition.objects.filter(game=game_slug).first()
    entry = _GameCache(
        generation=generation,
        cards=cards,
        by_id=by_id,
        by_key=_by_key(cards),
        facets=GameFacets(
            empires=sorted(empires), sets=sets, rarities=sorted(rarities), types=types + sorted(alt_types - set(types))
        ),
        types=types,
        strength_range=(min(strengths), max(strengths)) if strengths else (None, None),
        edition=edition,
    )
    _games[game_slug] = entry
    return entry


def game_cards(game_slug: str) -> list[dict[str, Any]]:
    """Every card of a game as plain data, in data-file order. Shared: treat as read-only."""
    rules.get(game_slug)  # UnknownGame for a slug nobody registered
    return _cached(game_slug).cards


def _by_key(cards: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Cards by key, and by the keys of records merged into them ("former_keys": a German Gold
    Border printing's, a dual type's second record), so old links, API calls and deck versions
    naming those keys still find the card."""
    found = {c["key"]: c for c in cards}
    for card in cards:
        for former in card.get("former_keys") or ():
            found.setdefault(former, card)
    return found


def game_card_by_key(game_slug: str) -> Mapping[str, dict[str, Any]]:
    """A game's cards keyed by their data key, and by former keys of merged records (read-only)."""
    return _cached(game_slug).by_key


def game_card_by_id(game_slug: str) -> Mapping[int, dict[str, Any]]:
    """A game's cards keyed by their database id (read-only)."""
    return _cached(game_slug).by_id


def game_facets(game_slug: str) -> GameFacets:
    return _cached(game_slug).facets


def game_filter_choices(game_slug: str) -> dict[str, Any]:
    """What the gallery's filter boxes offer: types, strength range, empires, sets, rarities."""
    entry = _cached(game_slug)
    game = rules.get(game_slug)
    return {
        "types": [(t, game.card_types.get(t, t)) for t in entry.types],
        "strength_min": entry.strength_range[0],
        "strength_max": entry.strength_range[1],
        "empires": list(entry.facets.empires) if game.card_schema.field("main_empire") else [],
        "sets": list(entry.facets.sets),
        "rarities": rarity_choices(game, entry.facets.rarities),
    }


def rarity_choices(game: Game, codes: Sequence[str]) -> list[tuple[str, str]]:
    """The rarity filter's options as (value, words): the game's rarity classes where it names
    them (GE: "Very rare" for V, V0-V4, VCAB...), else each code as it is."""
    classes = getattr(game, "rarity_classes", None)
    classify = getattr(game, "rarity_class", None)
    if not classes or classify is None:
        return [(code, code) for code in codes]
    present = {classify(code) for code in codes}
    return [(slug, label) for slug, label in classes if slug in present]


def rarity_codes(game: Game, value: str, codes: Sequence[str]) -> list[str] | None:
    """The codes of the rarity class `value` names (a slug or its words), or None when it names
    no class (then it is a code itself)."""
    classes = getattr(game, "rarity_classes", None)
    classify = getattr(game, "rarity_class", None)
    if not classes or classify is None:
        return None
    wanted = re.sub(r"[^a-z]+", "", value.lower())
    for slug, label in classes:
        if wanted in (re.sub(r"[^a-z]+", "", slug), re.sub(r"[^a-z]+", "", label.lower())):
            return [code for code in codes if classify(code) == slug]
    return None


@dataclass
class GameSummary:
    game: Game
    edition: Edition | None

    @property
    def card_count(self) -> int:
        return self.edition.card_count if self.edition else 0

    @property
    def printing_count(self) -> int:
        return self.edition.printing_count if self.edition else 0


def game_summaries() -> list[GameSummary]:
    """Every registered game with what is loaded for it (one query)."""
    editions = {e.game: e for e in Edition.objects.all()}
    return [GameSummary(game=g, edition=editions.get(g.slug)) for g in rules.all()]


def game_edition(game_slug: str) -> Edition | None:
    """What is loaded for a game (cached with its cards)."""
    return _cached(game_slug).edition


def cards_version(game_slug: str) -> str:
    """Changes whenever the game's cards change: for ETags (no query once the cache is warm)."""
    entry = _cached(game_slug)
    digest = entry.edition.digest if entry.edition else ""
    return f"{digest[:16]}-{entry.generation}-{len(entry.cards)}"


SORTS: dict[str, tuple[str, ...]] = {
    "": ("position",),
    "title": ("title", "position"),
    "strength": ("strength", "position"),
    "-strength": ("-strength", "position"),
    "type": ("type", "strength", "title"),
}


def card_queryset(
    game_slug: str,
    query: str = "",
    filters: Mapping[str, Any] | None = None,
    sort: str = "",
) -> tuple[QuerySet[Card], Compiled]:
    """Cards of a game matching a query (and the gallery's filters), in the chosen order."""
    facets = game_facets(game_slug)
    compiled = compile_query(query, game_slug, facets)
    q: Q = Q(game=game_slug) & compiled.q
    if filters:
        filters = dict(filters)
        if filters.get("rarity"):
            codes = rarity_codes(rules.get(game_slug), str(filters["rarity"]), facets.rarities)
            if codes is not None:
                filters["rarity"] = codes or ["(none)"]
        q &= filters_q(filters)
    cards = Card.objects.filter(q)
    phrase = " ".join(compiled.words)
    if not sort and phrase:
        # Relevance first for free words: the exact title, then titles starting with the words,
        # then titles holding them, then the rest (text matches), each in set order.
        rank = Case(
            When(title__iexact=phrase, then=Value(0)),
            When(title__istartswith=phrase, then=Value(1)),
            When(title__icontains=phrase, then=Value(2)),
            default=Value(3),
            output_field=IntegerField(),
        )
        return cards.annotate(relevance=rank).order_by("relevance", "position"), compiled
    return cards.order_by(*SORTS.get(sort, SORTS[""])), compiled


def card_search(
    game_slug: str,
    query: str = "",
    filters: Mapping[str, Any] | None = None,
    sort: str = "",
) -> tuple[QuerySet[Card], Compiled]:
    """Cards of a game matching a query (and the gallery's filters), printings prefetched."""
    cards, compiled = card_queryset(game_slug, query, filters, sort)
    return cards.with_printings(), compiled


@dataclass
class CardPage:
    """One page of search results as plain card dicts."""

    cards: list[dict[str, Any]]
    count: int
    number: int
    pages: int
    per_page: int
    warnings: list[str]
    notes: list[str] = field(default_factory=list)  # how the query was read (plain words)
    hint: str = ""  # a query in field syntax to try when plain words found nothing

    @property
    def has_next(self) -> bool:
        return self.number < self.pages

    @property
    def has_previous(self) -> bool:
        return self.number > 1

    @property
    def start(self) -> int:
        return (self.number - 1) * self.per_page + 1 if self.count else 0

    @property
    def end(self) -> int:
        return min(self.number * self.per_page, self.count)


def card_page(
    game_slug: str,
    query: str = "",
    filters: Mapping[str, Any] | None = None,
    sort: str = "",
    page: int = 1,
    per_page: int = 60,
) -> CardPage:
    """A page of matching cards in two queries (count, ids); the cards come from game_cards'
    cache, so a page costs the same whatever it shows."""
    cards, compiled = card_queryset(game_slug, query, filters, sort)
    # Two queries: the total (one scan) and the page's ids (stops once the page is full, in
    # index order). COUNT(*) OVER () in one query was slower on SQLite: it sorts every match.
    count = cards.count()
    pages = max(1, -(-count // per_page))
    number = min(max(1, page), pages)
    ids = list(cards.values_list("id", flat=True)[(number - 1) * per_page : number * per_page]) if count else []
    by_id = game_card_by_id(game_slug)
    notes: list[str] = []
    hint = ""
    if compiled.plain:
        shown = ", ".join(f"“{w}”" for w in compiled.words)
        notes.append(f"Searched card titles and rule text for {'every word of ' if len(compiled.words) > 1 else ''}{shown}"
                     f"{'; exact and starting title matches first' if not sort else ''}.")
    if not count and compiled.words:
        hint = query_hint(game_slug, compiled.words)
        if hint:
            notes.append(f"No card holds all of these words. As fields, the words read: {hint}")
        else:
            notes.append("No card holds all of these words: try fewer words, or fields such as t:S s:8 (see the search help).")
    return CardPage(
        cards=[by_id[i] for i in ids if i in by_id],
        count=count,
        number=number,
        pages=pages,
        per_page=per_page,
        warnings=compiled.warnings,
        notes=notes,
        hint=hint,
    )


def query_hint(game_slug: str, words: Sequence[str]) -> str:
    """Plain words read as fields where they name one ("argonian ship strength 8" ->
    "e:Argonian t:S s:8"): type names, empires, a strength; other words stay words. Empty when
    no word names a field."""
    game = rules.get(game_slug)
    facets = game_facets(game_slug)
    types = {}
    for code, name in game.card_types.items():
        types[name.lower()] = code
        types[name.lower() + "s"] = code
    empires = {re.sub(r"[^a-z0-9]", "", e.lower()): e for e in facets.empires}
    out: list[str] = []
    changed = False
    for word in words:
        lowered = word.lower()
        key = re.sub(r"[^a-z0-9]", "", lowered)
        if lowered in ("strength", "str"):
            changed = True  # "strength 8": the number that follows is the strength
            continue
        if key.isdigit():
            out.append(f"s:{key}")
            changed = True
        elif lowered in types:
            out.append(f"t:{types[lowered]}")
            changed = True
        elif key in empires:
            empire = empires[key]
            out.append(f'e:"{empire}"' if " " in empire else f"e:{empire}")
            changed = True
        else:
            out.append(f'"{word}"' if " " in word else word)
    return " ".join(out) if changed and out else ""


def card_detail(game_slug: str, key: str) -> Card | None:
    """One card with its printings (two queries), or None."""
    return Card.objects.filter(game=game_slug, key=key).with_printings().first()
