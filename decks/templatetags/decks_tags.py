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


@register.simple_tag(takes_context=True)
def deck_row(context: template.Context, row: Any) -> str:
    """One deck list row. Built in Python, not as an included template: the builder re-renders
    every row on every click, and this keeps a 150-card deck's click well inside its budget.
    Every text is escaped."""
    from html import escape

    from django.utils.safestring import mark_safe

    card_id, zone, label = row.card_id, escape(row.zone), escape(row.label)
    classes = "entry flagged" if row.flagged else "entry"
    rules = f' data-rules="{escape(" ".join(row.violations))}"' if row.flagged else ""
    parts = [f'<li class="{classes}" data-card="{card_id}" data-zone="{zone}" data-label="{label}"{rules}>']
    if context.get("editable"):
        url = escape(str(context.get("entries_url", "")))
        deck = context["deck"]
        token = escape(str(context.get("csrf_token", "")))
        ident = f"{card_id}-{zone}"
        parts.append(
            f'<form method="post" action="{url}" class="inline row-form" hx-post="{url}" hx-target="#deck-state" hx-swap="outerHTML">'
            f'<input type="hidden" name="csrfmiddlewaretoken" value="{token}"><input type="hidden" name="card" value="{card_id}">'
            f'<input type="hidden" name="zone" value="{zone}"><input type="hidden" name="version" value="{deck.version}">'
            '<button type="submit" class="visually-hidden" tabindex="-1">Set</button>'
            f'<button type="submit" name="delta" value="-1" class="dec small" id="dec-{ident}" aria-label="Remove one {label}">−</button>'
            f'<input type="number" name="count" class="count-box" id="count-{ident}" value="{row.count}" min="0" max="{context.get("max_copies", 999)}" '
            f'aria-label="Copies of {label}" hx-post="{url}" hx-trigger="change" hx-target="#deck-state" hx-swap="outerHTML">'
            f'<button type="submit" name="delta" value="1" class="inc small" id="inc-{ident}" aria-label="Add one {label}">+</button></form>'
        )
    else:
        parts.append(f'<span class="copies">{row.count}</span>')
    parts.append(f'<span class="card-label peek-name" data-peek-id="{card_id}">{label}</span>')
    note = getattr(row, "placement_note", "")
    if note:
        parts.append(f' <span class="meta placement">({escape(note)})</span>')
    if row.flagged:
        tags = "".join(f'<span class="rule-tag">{escape(r)}</span>' for r in row.violations)
        parts.append(f'<span class="rule-tags" aria-label="Breaks: {escape(", ".join(row.violations))}">{tags}</span>')
    parts.append("</li>")
    return mark_safe("".join(parts))
