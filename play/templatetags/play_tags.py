"""The generic table renderer: any game's `view(seat)` dict as readable HTML.

Games may bring their own partial (`play/games/<slug>/view.html`); every other game is shown
by this renderer, which walks the view: objects become labelled panels, lists of objects become
rows of tiles (cards, ships, seats), lists of plain values become chips, card keys become card
titles. It only ever sees the view it is given, so it cannot show anything hidden.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

register = template.Library()

SKIP_KEYS = {"game", "options", "result"}
MAX_DEPTH = 6


def _label(key: str) -> str:
    return str(key).replace("_", " ").strip().capitalize()


def _scalar(value: Any, titles: Mapping[str, str]) -> str:
    if value is None:
        return '<span class="none">–</span>'
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str) and value in titles:
        return format_html('<span class="card-name" title="{}">{}</span>', value, titles[value])
    return escape(str(value))


def _is_card(item: Mapping[str, Any]) -> bool:
    return "title" in item or "key" in item or "card" in item


def _tile(item: Mapping[str, Any], titles: Mapping[str, str], depth: int, you: Any) -> str:
    classes = ["tile"]
    if item.get("tapped") or item.get("engaged"):
        classes.append("tapped")
    heading = ""
    if "title" in item:
        heading = format_html('<div class="tile-title">{}</div>', item["title"])
    elif "card" in item and isinstance(item["card"], str):
        heading = format_html('<div class="tile-title">{}</div>', titles.get(item["card"], item["card"]))
    elif "key" in item and isinstance(item["key"], str):
        heading = format_html('<div class="tile-title">{}</div>', titles.get(item["key"], item["key"]))
    rest = {k: v for k, v in item.items() if k not in ("title",) and not (k in ("card", "key") and heading)}
    seat = item.get("seat")
    if seat is not None and seat == you:
        classes.append("yours")
        heading = format_html('<div class="tile-title">Seat {} (you)</div>', seat) + heading
    elif seat is not None and not heading:
        heading = format_html('<div class="tile-title">Seat {}</div>', seat)
    return format_html(
        '<div class="{}">{}{}</div>', " ".join(classes), mark_safe(heading), mark_safe(_dict(rest, titles, depth + 1, you, compact=True))
    )


def _list(items: list[Any], titles: Mapping[str, str], depth: int, you: Any) -> str:
    if not items:
        return '<span class="none">none</span>'
    if all(isinstance(i, Mapping) for i in items):
        inner = "".join(_tile(i, titles, depth, you) for i in items)
        return f'<div class="tiles">{inner}</div>'
    if all(not isinstance(i, (Mapping, list)) for i in items):
        chips = "".join(f'<span class="chip">{_scalar(i, titles)}</span>' for i in items)
        return f'<span class="chips">{chips}</span>'
    return '<div class="tiles">' + "".join(f'<div class="tile">{_value(i, titles, depth + 1, you)}</div>' for i in items) + "</div>"


def _dict(data: Mapping[str, Any], titles: Mapping[str, str], depth: int, you: Any, compact: bool = False) -> str:
    rows = []
    for key, value in data.items():
        if depth == 0 and key in SKIP_KEYS:
            continue
        if key == "seat" and compact:
            continue
        css = f"k-{escape(str(key))}"
        rows.append(
            f'<div class="kv {css}"><dt>{escape(_label(key))}</dt><dd>{_value(value, titles, depth + 1, you)}</dd></div>'
        )
    if not rows:
        return ""
    return f'<dl class="{"kv-compact" if compact else "kv-list"}">{"".join(rows)}</dl>'


def _value(value: Any, titles: Mapping[str, str], depth: int, you: Any) -> str:
    if depth > MAX_DEPTH:
        return escape(json.dumps(value, default=str)[:200])
    if isinstance(value, Mapping):
        return _dict(value, titles, depth, you, compact=True)
    if isinstance(value, (list, tuple)):
        return _list(list(value), titles, depth, you)
    return _scalar(value, titles)


@register.simple_tag
def render_view(view: Any, titles: Mapping[str, str] | None = None, you: Any = None) -> SafeString:
    """The whole view as nested HTML (escaped throughout)."""
    titles = titles or {}
    if not isinstance(view, Mapping):
        return mark_safe(_value(view, titles, 0, you))
    return mark_safe(_dict(view, titles, 0, you))


@register.filter
def as_json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


@register.filter
def seat_names(indices: Any, seats: list[Mapping[str, Any]]) -> str:
    names = {s["index"]: s["label"] for s in seats}
    return ", ".join(f"seat {i} ({names.get(i, '?')})" for i in (indices or []))


# Helpers for games' own partials (play/games/<slug>/view.html): generic shapes, no game rules.

REF_KEYS = ("card", "cards", "on", "to", "at", "target", "host", "kid", "unit", "units")


@register.filter
def nest(items: Any, parent_key: str) -> list[dict[str, Any]]:
    """Items ({"id", <parent_key>: id or None}) as trees: each root (no parent, or a parent not in
    the list) gets "children", nested the same way; the order of the list is kept."""
    items = [dict(i) for i in items or [] if isinstance(i, Mapping)]
    by_id = {i.get("id"): i for i in items if i.get("id") is not None}
    for i in items:
        i["children"] = []
    roots = []
    for i in items:
        parent = by_id.get(i.get(parent_key)) if i.get(parent_key) is not None else None
        if parent is None or parent is i:
            roots.append(i)
        else:
            parent["children"].append(i)
    return roots


@register.filter
def you_first(items: Any, seat: Any) -> list[Any]:
    """Seat dicts with the viewer's first, the others in their order."""
    items = list(items or [])
    return [i for i in items if i.get("seat") == seat] + [i for i in items if i.get("seat") != seat]


@register.filter
def action_refs(action: Any) -> str:
    """The object ids an action names (its card, the card it goes on, targets...), space-separated:
    the table relates buttons to the cards on it by these."""
    refs: list[str] = []
    if isinstance(action, Mapping):
        for key in REF_KEYS:
            value = action.get(key)
            for v in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(v, int) and not isinstance(v, bool) and str(v) not in refs:
                    refs.append(str(v))
    return " ".join(refs)


@register.filter
def negate(value: Any) -> Any:
    try:
        return -int(value)
    except (TypeError, ValueError):
        return value


@register.filter
def index_by(items: Any, key: str) -> dict[Any, Any]:
    return {i.get(key): i for i in items or [] if isinstance(i, Mapping)}


@register.filter
def get(mapping: Any, key: Any) -> Any:
    if isinstance(mapping, Mapping):
        return mapping.get(key)
    return None


@register.simple_tag
def peek_text(text: Any, game_slug: str) -> SafeString:
    """Free text (a log line) with every card name in it opening that card's popover."""
    from play.selectors import card_finder

    text = str(text or "")
    finder = card_finder(game_slug)
    if finder is None:
        return escape(text)
    out, last = [], 0
    for start, end, key in finder.find(text):
        out.append(escape(text[last:start]))
        out.append(format_html('<span class="peek-name" data-peek="{}/{}">{}</span>', game_slug, key, text[start:end]))
        last = end
    out.append(escape(text[last:]))
    return mark_safe("".join(out))


@register.filter
def peek_key(game_slug: str, key: Any) -> str:
    """ "<game>/<key>" for a data-peek attribute."""
    return f"{game_slug}/{key}"


@register.filter
def subtract(value: Any, other: Any) -> Any:
    try:
        return int(value) - int(other or 0)
    except (TypeError, ValueError):
        return value


@register.filter
def seat_words(seats: Any, you: Any) -> dict[Any, str]:
    """Seat index -> how the table names it: "you", "the greedy bot", "ann"."""
    out: dict[Any, str] = {}
    for s in seats or []:
        if s.get("index") == you:
            out[s["index"]] = "you"
        else:
            out[s["index"]] = f"the {s['label']}" if s.get("bot") else str(s.get("label"))
    return out


@register.filter
def possessive(name: Any) -> str:
    return "your" if name == "you" else f"{name}'s"

