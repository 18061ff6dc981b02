"""Deck figures for a builder's analysis panel, for any game: card types, strength ladders and
draw odds. Pure data in, plain data out (the web app draws the charts).

`analyse(game, deck, report)` is the default behind `Game.analyse_deck`; a game adds its own
figures on top (Galactic Empires: empires, point balance, its opening hand) by overriding the
hook and calling this with its draw rules.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from math import comb
from typing import TYPE_CHECKING, Any

from .core import DeckCard, GameRng, Report

if TYPE_CHECKING:
    from .core import Game

MAX_TURNS = 8


@dataclass(frozen=True)
class DrawRules:
    """How a player's cards come off the deck, for the draw simulator."""

    hand: int  # opening hand
    per_turn: int  # cards drawn each turn
    target: str  # what the odds are about, in words ("terrain")
    target_types: tuple[str, ...]  # card types that count as a target
    source: str = ""  # where the rules say so


def card_types_of(card: Mapping[str, Any]) -> tuple[str, ...]:
    """A card's type letters: its type and, for a dual-type card, its second type."""
    card_type = str(card.get("type") or "")
    alt = (card.get("attributes") or {}).get("alt_type")
    return (card_type, str(alt)) if alt and alt != card_type else (card_type,)


def card_label(card: Mapping[str, Any]) -> str:
    """A card as a report names it: its printed code (or type and strength) and title."""
    attributes = card.get("attributes") or {}
    code = attributes.get("code") or f"{card.get('type') or ''}{card.get('strength') or ''}"
    return f"{code} {card.get('title') or ''}".strip()


def type_split(deck: Sequence[DeckCard], stats: Mapping[str, Any] | None, zones: tuple[str, ...] = ("deck", "reserve")) -> list[tuple[DeckCard, dict[str, int]]]:
    """Each counted line with its copies per card type: a card's own type, except a dual-type card
    the format placed (the report's stats "dual_types", by label: {type: copies}), whose copies
    count where the report put them, so the list, the report, the analysis and the draw odds
    count one way (GErulesv21.txt, "Card type": "only one of those card types (player's choice)
    for purposes of stocking a deck"). Lines of one card share its placement in order."""
    placement = {label: dict(split) for label, split in ((stats or {}).get("dual_types") or {}).items()}
    out = []
    for line in deck:
        if line.zone not in zones or line.count <= 0 or line.card.get("unknown"):
            continue
        split = placement.get(card_label(line.card))
        if not split:
            out.append((line, {str(line.card.get("type") or "?"): line.count}))
            continue
        left = line.count
        mine: dict[str, int] = {}
        for card_type in list(split):
            take = min(left, split[card_type])
            if take:
                mine[card_type] = mine.get(card_type, 0) + take
                split[card_type] -= take
                left -= take
        if left:  # more copies than the report placed (another zone): the card's own type
            own = str(line.card.get("type") or "?")
            mine[own] = mine.get(own, 0) + left
        out.append((line, mine))
    return out


def _type_order(game: Game, seen: Sequence[str]) -> list[str]:
    known = [t for t in game.card_types if t in seen]
    return known + sorted(t for t in seen if t not in known)


def analyse(game: Game, deck: Sequence[DeckCard], report: Report | Mapping[str, Any] | None = None, *, draw: DrawRules | None = None) -> dict[str, Any]:
    """Per-type counts and strength ladders (with the report's gaps and exceptions where the
    format gives them), and the draw odds when the game has draw rules."""
    stats: Mapping[str, Any] = {}
    if isinstance(report, Report):
        stats = report.stats
    elif isinstance(report, Mapping):
        stats = report.get("stats") or {}
    counts: dict[str, int] = {}
    strengths: dict[str, dict[int, int]] = {}
    size = pile = 0
    for line, split in type_split(deck, stats):
        size += line.count
        if line.zone == "deck":
            pile += line.count
        strength = line.card.get("strength")
        for card_type, n in split.items():
            counts[card_type] = counts.get(card_type, 0) + n
            if isinstance(strength, int):
                row = strengths.setdefault(card_type, {})
                row[strength] = row.get(strength, 0) + n
    order = _type_order(game, list(counts))
    report_ladders: Mapping[str, Any] = stats.get("ladders") or {}
    ladders = []
    for card_type in order:
        row = strengths.get(card_type, {})
        info = report_ladders.get(card_type) or {}
        ladders.append({
            "type": card_type,
            "name": game.card_types.get(card_type, card_type),
            "strengths": [{"strength": s, "count": row[s]} for s in sorted(row)],
            "highest": max(row) if row else None,
            "missing": list(info.get("missing") or []),
            "exceptions": info.get("exceptions"),
        })
    result: dict[str, Any] = {
        "size": size,
        "draw_pile": pile,
        "types": [{"type": t, "name": game.card_types.get(t, t), "count": counts[t]} for t in order],
        "ladders": ladders,
        "max_strength": max((s for row in strengths.values() for s in row), default=0),
        "exceptions": stats.get("exceptions"),
        "draw": None,
        "empires": None,
        "resources": None,
    }
    if draw is not None:
        result["draw"] = draw_odds(deck, draw, stats=stats)
    return result


def _targets(deck: Sequence[DeckCard], rules: DrawRules, stats: Mapping[str, Any] | None = None) -> tuple[int, int]:
    """The draw pile and its target cards. Without a report a dual-type card is a target by
    either type; with one, only its copies placed as a target type (type_split)."""
    pile = targets = 0
    wanted = set(rules.target_types)
    if stats and stats.get("dual_types"):
        for line, split in type_split(deck, stats, zones=("deck",)):
            pile += line.count
            targets += sum(n for t, n in split.items() if t in wanted)
        return pile, targets
    for line in deck:
        if line.zone != "deck" or line.count <= 0 or line.card.get("unknown"):
            continue
        pile += line.count
        if wanted & set(card_types_of(line.card)):
            targets += line.count
    return pile, targets


def at_least_one(pile: int, targets: int, drawn: int) -> float:
    """Exact hypergeometric odds of at least one target among `drawn` cards off a shuffled pile."""
    if pile <= 0 or targets <= 0 or drawn <= 0:
        return 0.0
    drawn = min(drawn, pile)
    return 1.0 - comb(pile - targets, drawn) / comb(pile, drawn)


def draw_odds(deck: Sequence[DeckCard], rules: DrawRules, turns: int = MAX_TURNS, stats: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Odds of at least one target card by each of the first turns (cards seen: the opening
    hand plus `per_turn` for each earlier turn). `stats`: the report's, for dual-type placement."""
    pile, targets = _targets(deck, rules, stats)
    odds = []
    for turn in range(1, turns + 1):
        seen = min(pile, rules.hand + rules.per_turn * (turn - 1))
        odds.append({"turn": turn, "seen": seen, "p": at_least_one(pile, targets, seen)})
    return {
        "hand": rules.hand,
        "per_turn": rules.per_turn,
        "target": rules.target,
        "target_types": list(rules.target_types),
        "targets": targets,
        "pile": pile,
        "odds": odds,
        "source": rules.source,
    }


def sample_hand(deck: Sequence[DeckCard], size: int, seed: int | str) -> list[Mapping[str, Any]]:
    """A seeded opening hand off the shuffled deck zone (reserve and reference set aside)."""
    pile = [line.card for line in deck if line.zone == "deck" and not line.card.get("unknown") for _ in range(max(0, line.count))]
    rng = GameRng(seed)
    rng.shuffle(pile)
    return pile[:size]
