"""Reads of decks that feed pages and the API: who may open what, a deck with its cards,
report and analysis, the lists, the history and the comparison of two versions.

Permissions in one place: an owner reads and changes their decks; anyone reads a public deck by
id and an unlisted or public one by its share token; everything else is "not found" (404, never
403, so ids leak nothing).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db.models import QuerySet
from django.http import Http404

import rules
from cardbase.selectors import game_card_by_id, game_card_by_key
from rules.core import DeckCard, Game, Report
from rules.deck_analysis import type_split

from .models import Deck, DeckEntry, DeckVersion, Visibility, Zone
from . import pools
from .services import Line, check, deck_cards_of


# --------------------------------------------------------------------------------------------
# Permissions
# --------------------------------------------------------------------------------------------


def deck_owned(user: Any, pk: int) -> Deck:
    """The user's own deck, else 404 (another user's deck, private or not, is not theirs to change)."""
    deck = Deck.objects.owned_by(user).filter(pk=pk).first()
    if deck is None:
        raise Http404("No such deck.")
    return deck


def deck_readable(user: Any, pk: int) -> Deck:
    """The user's own deck or a public one, else 404 (unlisted decks open by their token only)."""
    deck = Deck.objects.readable_by(user).select_related("owner").filter(pk=pk).first()
    if deck is None:
        raise Http404("No such deck.")
    return deck


def deck_shared(token: str) -> Deck:
    """An unlisted or public deck by its share token, else 404 (a deck made private again stops
    answering to its old link)."""
    deck = (
        Deck.objects.select_related("owner")
        .filter(share_token=token, visibility__in=(Visibility.UNLISTED, Visibility.PUBLIC))
        .first()
    )
    if deck is None:
        raise Http404("No such deck.")
    return deck


# --------------------------------------------------------------------------------------------
# A deck with its cards, report and analysis
# --------------------------------------------------------------------------------------------


@dataclass
class Row:
    card: Mapping[str, Any]
    card_id: int
    zone: str
    count: int
    label: str
    violations: list[str] = field(default_factory=list)  # rule ids naming this card
    placed: dict[str, int] = field(default_factory=dict)  # copies per type the report counts (dual types)

    @property
    def placement_note(self) -> str:
        """For a dual-type card the report counts as another type (or split): where it counts."""
        own = str(self.card.get("type") or "?")
        if not self.placed or set(self.placed) == {own}:
            return ""
        return "counted as " + ", ".join(f"{n} {t}" for t, n in self.placed.items())

    @property
    def flagged(self) -> bool:
        return bool(self.violations)


@dataclass
class Group:
    type: str
    name: str
    rows: list[Row]
    counted: int | None = None  # copies the report counts as this type (dual types placed)

    @property
    def count(self) -> int:
        return self.counted if self.counted is not None else sum(r.count for r in self.rows)


@dataclass
class DeckState:
    deck: Deck
    game: Game
    rows: list[Row]
    report: Report
    deck_cards: list[DeckCard]

    @property
    def report_dict(self) -> dict[str, Any]:
        return self.report.to_dict()

    def zone(self, zone: str) -> list[Row]:
        return [r for r in self.rows if r.zone == zone]

    def groups(self) -> list[Group]:
        """The deck zone by card type (the game's order), then strength and title."""
        by_type: dict[str, list[Row]] = {}
        counted: dict[str, int] = {}
        for row in self.rows:
            if row.zone == "deck":
                placed = row.placed or {str(row.card.get("type") or "?"): row.count}
                # A dual-type card is listed once, under the type most of its copies count as;
                # each group's figure counts the copies as the report does (one way everywhere).
                home = max(placed, key=lambda t: placed[t])
                by_type.setdefault(home, []).append(row)
                for card_type, n in placed.items():
                    counted[card_type] = counted.get(card_type, 0) + n
                    by_type.setdefault(card_type, [])
        order = [t for t in self.game.card_types if t in by_type] + sorted(t for t in by_type if t not in self.game.card_types)
        return [
            Group(t, self.game.card_types.get(t, t), sorted(by_type[t], key=lambda r: (_strength(r.card), r.label)), counted.get(t, 0))
            for t in order
        ]

    @property
    def total(self) -> int:
        """Cards in the deck and reserve zones (reference cards are not stocked)."""
        return sum(r.count for r in self.rows if r.zone != "reference")

    @property
    def deck_total(self) -> int:
        """Cards in the deck zone alone (the heading: the reserve fleet is counted apart, issue 27)."""
        return sum(r.count for r in self.rows if r.zone == "deck")

    @property
    def reserve_total(self) -> int:
        return sum(r.count for r in self.rows if r.zone == "reserve")

    def other_zones(self) -> list[Group]:
        """The reserve fleet and reference zones, each as one group (empty ones left out)."""
        out = []
        for zone, name in Zone.choices:
            rows = sorted((r for r in self.rows if r.zone == zone), key=lambda r: r.label)
            if zone != "deck" and rows:
                out.append(Group(zone, str(name), rows))
        return out

    def counts(self) -> dict[tuple[int, str], int]:
        return {(r.card_id, r.zone): r.count for r in self.rows}

    def analysis(self) -> dict[str, Any]:
        return self.game.analyse_deck(self.deck_cards, self.report)

    def coverage(self) -> dict[str, Any] | None:
        """How much of the deck the game's engine plays by the cards' text (games that say)."""
        hook = getattr(self.game, "deck_coverage", None)
        return hook(self.deck_cards) if hook else None


def _strength(card: Mapping[str, Any]) -> int:
    strength = card.get("strength")
    return strength if isinstance(strength, int) else -1


def card_label(card: Mapping[str, Any]) -> str:
    code = (card.get("attributes") or {}).get("code")
    if not code:
        strength = card.get("strength")
        code = f"{card.get('type', '')}{'' if strength is None else strength}"
    return f"{code} {card.get('title', '')}".strip()


def deck_state(deck: Deck, *, lines: Sequence[Line] | None = None) -> DeckState:
    """The deck's rows (card data from the card cache), its report and the rows each broken rule
    names (formats name cards by label, as GE does, or by key)."""
    game = rules.get(deck.game)
    if lines is None:
        lines = [Line(c, z, n, p) for c, z, n, p in DeckEntry.objects.filter(deck=deck).values_list("card_id", "zone", "count", "position")]
    deck_cards = deck_cards_of(deck.game, lines)
    report = check(game_slug=deck.game, format_slug=deck.format, players=deck.players, empire=deck.empire, deck_cards=deck_cards,
                   pool=pools.pool_cards(deck), errata=deck.errata)
    named: dict[str, list[str]] = {}
    for violation in report.violations:
        for name in violation.cards:
            named.setdefault(name, []).append(violation.rule)
    placed = {id(line): split for line, split in type_split(deck_cards, report.stats, zones=("deck",))}
    rows = []
    for line, deck_card in zip(lines, deck_cards):
        card = deck_card.card
        label = card_label(card)
        rules_broken = named.get(label, []) + named.get(str(card.get("key")), [])
        rows.append(Row(card, line.card_id, line.zone, line.count, label, sorted(set(rules_broken)), placed.get(id(deck_card), {})))
    return DeckState(deck, game, rows, report, deck_cards)


# --------------------------------------------------------------------------------------------
# Lists
# --------------------------------------------------------------------------------------------


def user_decks(user: Any) -> QuerySet[Deck]:
    return Deck.objects.owned_by(user).order_by("-updated_at", "-id")


PUBLIC_SORTS = {"": ("-updated_at", "-id"), "name": ("name", "id"), "cards": ("-card_count", "-id")}


def public_decks(*, game: str = "", format: str = "", empire: str = "", legal_only: bool = False, sort: str = "") -> QuerySet[Deck]:
    """Public decks, newest first, filtered (one query with the owner joined)."""
    decks = Deck.objects.public().select_related("owner")
    if game:
        decks = decks.filter(game=game)
    if format:
        decks = decks.filter(format=format)
    if empire:
        decks = decks.filter(main_empire__iexact=empire)
    if legal_only:
        decks = decks.filter(legal=True)
    return decks.order_by(*PUBLIC_SORTS.get(sort, PUBLIC_SORTS[""]))


def public_empires(game: str = "") -> list[str]:
    decks = Deck.objects.public().exclude(main_empire="")
    if game:
        decks = decks.filter(game=game)
    return sorted(set(decks.values_list("main_empire", flat=True)))


# --------------------------------------------------------------------------------------------
# History
# --------------------------------------------------------------------------------------------


def deck_versions(deck: Deck) -> QuerySet[DeckVersion]:
    return DeckVersion.objects.filter(deck=deck).order_by("-number")


def version_entries(deck: Deck, number: int) -> list[dict[str, Any]]:
    """A version's list as [{"key", "zone", "count"}] (the current version from the live rows)."""
    if number == deck.version:
        by_id = game_card_by_id(deck.game)
        return [
            {"key": by_id[c]["key"] if c in by_id else str(c), "zone": z, "count": n}
            for c, z, n in DeckEntry.objects.filter(deck=deck).values_list("card_id", "zone", "count")
        ]
    snapshot = DeckVersion.objects.filter(deck=deck, number=number).first()
    if snapshot is None:
        raise Http404(f"No version {number} of this deck.")
    return list(snapshot.entries)


@dataclass
class Difference:
    key: str
    label: str
    zone: str
    before: int
    after: int

    @property
    def delta(self) -> int:
        return self.after - self.before


def compare_versions(deck: Deck, a: int, b: int) -> list[Difference]:
    """What changed from version a to version b, card by card and zone by zone."""
    before = {(e["key"], e["zone"]): e["count"] for e in version_entries(deck, a)}
    after = {(e["key"], e["zone"]): e["count"] for e in version_entries(deck, b)}
    by_key = game_card_by_key(deck.game)
    out = []
    for key in sorted(set(before) | set(after), key=lambda k: (k[1] != "deck", k[1], card_label(by_key.get(k[0], {"title": k[0]})))):
        if before.get(key, 0) != after.get(key, 0):
            card = by_key.get(key[0], {"title": key[0]})
            out.append(Difference(key[0], card_label(card), key[1], before.get(key, 0), after.get(key, 0)))
    return out
