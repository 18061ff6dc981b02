"""How much of a card (or a deck) the engine plays by its text: the coverage report behind
``manage.py effectcoverage``, the deck page and the match set-up warning.

Classes of ``modelling(card)``: "mapped" (a card script the engine implements), "stats" (no rules
text), "stats_only" (a ship, base, terrain or dragon with rules text not yet scripted: played from
its stats), "rule" (a Sector HQ or another never-stocked reference card, cards.NON_STOCKABLE_TYPES:
never played, so never "unmodelled") and "unmodelled".
"""
from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Mapping
from typing import Any

from .. import cardtext
from ..cards import NON_STOCKABLE_TYPES
from .schema import VOCABULARY


def _effects_for(card: Mapping[str, Any]) -> Any:
    # Through the package, so that a test replacing effects.CARD_EFFECTS is seen here too.
    return sys.modules[__package__].effects_for(card)


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
    terrain or dragon with rules text not yet mapped: played from its stats), "rule" (a Sector HQ
    or reference card, never stocked nor played) or "unmodelled"."""
    effects = _effects_for(card)
    implemented = frozenset(implemented)
    if effects is not None:
        if all(e["effect"] in implemented for e in effects):
            return "mapped"
        return "unmodelled"
    if card.get("type") in NON_STOCKABLE_TYPES:
        return "rule"
    if card.get("type") in STATS_TYPES:
        return "stats_only" if has_rule_text(card) else "stats"
    return "unmodelled"


def playable_by_rules(card: Mapping[str, Any]) -> bool:
    """True when the engine can play the card by itself (mapped or stats-driven)."""
    return modelling(card) not in ("unmodelled", "rule")


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


COVERAGE_LABELS = {
    "modelled": "fully modelled (mapped effects, or stats that say it all)",
    "stats_only": "played from its stats; its text's rules not modelled",
    "declared_only": "not modelled: bots never play it, people only in declared-effect mode",
    "not_played": "Sector HQ and reference cards without a script: never stocked nor played",
}


def coverage_class(card: Mapping[str, Any]) -> str:
    """"modelled", "stats_only", "declared_only" or "not_played" (see COVERAGE_LABELS). A reference
    card with a script (a note that it is never played) counts as modelled: its script says it all."""
    m = modelling(card)
    if m in ("mapped", "stats"):
        return "modelled"
    if m == "rule":
        return "not_played"
    return "stats_only" if m == "stats_only" else "declared_only"


def deck_coverage(deck: Iterable[Any]) -> dict[str, Any]:
    """How much of a deck (DeckCard lines or card dicts) the engine plays by the cards' text:
    counts of distinct cards (by identity) and of copies per class, and the cards not modelled.
    The percentage is of the cards that are played (not_played cards are left out of it)."""
    distinct: dict[str, str] = {}
    copies = dict.fromkeys(COVERAGE_LABELS, 0)
    cards: dict[str, list[Mapping[str, Any]]] = {"stats_only": [], "declared_only": []}
    for line in deck:
        card = getattr(line, "card", line)
        count = int(getattr(line, "count", 1))
        cls = coverage_class(card)
        copies[cls] += count
        ident = card.get("identity", card.get("key", ""))
        if ident not in distinct:
            distinct[ident] = cls
            if cls in cards:
                cards[cls].append(card)
    counts = {k: sum(1 for v in distinct.values() if v == k) for k in copies}
    total = sum(counts.values())
    played = total - counts["not_played"]
    return {
        "distinct": counts,
        "copies": copies,
        "total": total,
        "played": played,
        "percent": round(100.0 * counts["modelled"] / played, 1) if played else 100.0,
        "stats_only": cards["stats_only"],
        "declared_only": cards["declared_only"],
        "labels": COVERAGE_LABELS,
    }
