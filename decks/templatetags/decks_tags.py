"""Template helpers for deck pages: a report's figures as plain label/value pairs, percentages."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import template

register = template.Library()

HIDDEN_STATS = {"ladders", "dual_types"}  # drawn by the analysis panel instead
LABELS = {
    "size": "Cards",
    "reserve": "Reserve fleet",
    "total_strength": "Total strength",
    "types": "Per type",
    "types_with_5": "Types with 5 or more",
    "minor_empire": "Minor empire",
    "exceptions": "Ladder exceptions",
    "strength_10": "Strength 10+",
    "tech_slots": "Technology slots",
    "reserve_allowed": "Reserve allowed",
}


def _plain(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, Mapping):
        if set(value) >= {"used", "allowed"}:
            return f"{_plain(value['used'])} of {_plain(value['allowed'])}"
        if set(value) >= {"count", "allowed"}:
            return f"{_plain(value['count'])} of {_plain(value['allowed'])}"
        return "; ".join(f"{k.replace('_', ' ')} {_plain(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value)
    if value is None:
        return "none"
    return str(value)


@register.filter
def stat_items(stats: Mapping[str, Any] | None) -> list[tuple[str, str]]:
    """A report's stats as (label, text) pairs, in the report's order."""
    out = []
    for key, value in (stats or {}).items():
        if key in HIDDEN_STATS:
            continue
        if key == "minor_empire" and isinstance(value, Mapping) and "by_type" in value:
            value = {k: v for k, v in value.items() if k != "by_type"}
        out.append((LABELS.get(key, key.replace("_", " ").capitalize()), _plain(value)))
    return out


@register.filter
def percent(value: float | None) -> str:
    return "" if value is None else f"{value * 100:.1f}%"


@register.filter
def get_item(mapping: Mapping[str, Any] | None, key: str) -> Any:
    return (mapping or {}).get(key, key)
