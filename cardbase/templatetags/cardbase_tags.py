"""Template filters of the card pages: printings summed up once each, rarity codes in words."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django import template

import rules

register = template.Library()


@register.filter
def printing_runs(printings: Sequence[Mapping[str, Any]]) -> str:
    """A card's printings as "CC V ×4, PE R": each set and rarity once, with how many versions
    (quote or art variants of one printing: the gallery lists each printing once)."""
    counts: dict[tuple[str, str], int] = {}
    for p in printings or ():
        where = (str(p.get("set") or ""), str(p.get("rarity") or ""))
        counts[where] = counts.get(where, 0) + 1
    parts = []
    for (set_code, rarity), n in counts.items():
        label = f"{set_code} {rarity}".strip()
        parts.append(f"{label} ×{n}" if n > 1 else label)
    return ", ".join(parts)


@register.simple_tag
def rarity_words(game: Any, code: str, set_code: str = "") -> str:
    """A rarity code in the game's words ("V2" -> "Very rare (group 2...)"), or the code."""
    namer = getattr(game, "rarity_name", None) if game is not None else None
    if namer is None or not code:
        return code or ""
    try:
        return namer(code, set_code)
    except TypeError:
        return namer(code)


@register.filter
def any_fan_made(printings: Sequence[Mapping[str, Any]]) -> bool:
    return any(p.get("fan_made") for p in printings or ())


def game_named(slug: str) -> Any:
    try:
        return rules.get(slug)
    except rules.UnknownGame:
        return None
