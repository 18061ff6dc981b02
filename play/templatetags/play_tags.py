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
def without_index(action: Any) -> Any:
    """An action from `actions_of` without the "index" it was given: the engine's own action."""
    return {k: v for k, v in action.items() if k != "index"} if isinstance(action, Mapping) else action


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
    """mapping[key]; a number key also finds its text form (actions_by keys are text)."""
    if isinstance(mapping, Mapping):
        found = mapping.get(key)
        if found is None and isinstance(key, int) and not isinstance(key, bool):
            found = mapping.get(str(key))
        return found
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



# Board geometry for games' own partials: plain shapes, no game rules -------------------------

HEX_DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")  # clockwise from the top edge (flat-topped)


@register.simple_tag
def hex_board(items: Any, size: int = 34, extra: Any = None) -> dict[str, Any]:
    """Flat-topped hexes at axial positions ("hex": [q, r]) laid out for SVG: each item gains "x",
    "y", "points" (its outline) and "edges" (six {"x", "y", "x1", "y1", "x2", "y2"}: the middle and
    ends of the N, NE, SE, S, SW, NW edges). `extra` positions ([q, r] lists) are laid out too
    (empty hexes to click). Returns {"items", "extra", "box"} (box: the SVG viewBox)."""
    import math

    def place(q: int, r: int) -> dict[str, Any]:
        x = size * 1.5 * q
        y = size * math.sqrt(3) * (r + q / 2)
        corners = [(x + size * math.cos(math.radians(a)), y + size * math.sin(math.radians(a))) for a in range(0, 360, 60)]
        # corners: E, SE(bottom right), SW, W, NW(top left), NE(top right) -> edges N..NW between them
        order = [(4, 5), (5, 0), (0, 1), (1, 2), (2, 3), (3, 4)]
        edges = []
        for d, (a, b) in enumerate(order):
            (x1, y1), (x2, y2) = corners[a], corners[b]
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            edges.append({"dir": HEX_DIRECTIONS[d], "x": round(x + (mx - x) * 0.72, 1), "y": round(y + (my - y) * 0.72, 1),
                          "x1": round(x1, 1), "y1": round(y1, 1), "x2": round(x2, 1), "y2": round(y2, 1),
                          "ox": round(x + (mx - x) * 1.25, 1), "oy": round(y + (my - y) * 1.25, 1)})
        return {"x": round(x, 1), "y": round(y, 1), "points": " ".join(f"{cx:.1f},{cy:.1f}" for cx, cy in corners),
                "edges": edges}

    laid = []
    for item in items or []:
        if isinstance(item, Mapping) and isinstance(item.get("hex"), (list, tuple)):
            laid.append({**item, **place(int(item["hex"][0]), int(item["hex"][1]))})
    more = []
    for pos in extra or []:
        q, r = int(pos[0]), int(pos[1])
        more.append({"hex": [q, r], "key": f"{q},{r}", **place(q, r)})
    xs = [i["x"] for i in laid + more] or [0]
    ys = [i["y"] for i in laid + more] or [0]
    pad = size * 1.4
    box = f"{min(xs) - pad:.0f} {min(ys) - pad:.0f} {max(xs) - min(xs) + 2 * pad:.0f} {max(ys) - min(ys) + 2 * pad:.0f}"
    return {"items": laid, "extra": more, "box": box}


@register.filter
def rotate_list(values: Any, steps: Any) -> list[Any]:
    """A per-edge list (printed edges N..NW) turned by `steps` sixths clockwise: world edges."""
    values = list(values or [])
    try:
        k = int(steps or 0) % len(values)
    except (TypeError, ValueError, ZeroDivisionError):
        return values
    return values[-k:] + values[:-k] if k else values


@register.filter
def rotate_names(names: Any, steps: Any) -> list[str]:
    """Edge names (["N", "SE"]) turned by `steps` sixths clockwise."""
    try:
        k = int(steps or 0)
    except (TypeError, ValueError):
        k = 0
    return [HEX_DIRECTIONS[(HEX_DIRECTIONS.index(n) + k) % 6] for n in names or [] if n in HEX_DIRECTIONS]


@register.filter
def zip_edges(edges: Any, values: Any) -> list[tuple[Any, Any]]:
    return list(zip(edges or [], values or []))


@register.simple_tag
def actions_by(actions: Any, *keys: str) -> dict[str, list[dict[str, Any]]]:
    """Legal actions indexed by the values of `keys` ("q", "r" -> "3,-1"), each with its index in
    the list: a board's hexes and cells click the matching action button (data-act)."""
    out: dict[str, list[dict[str, Any]]] = {}
    for index, action in enumerate(actions or []):
        if isinstance(action, Mapping) and all(k in action for k in keys):
            out.setdefault(",".join(str(action[k]) for k in keys), []).append({"index": index, "type": action.get("type"), **action})
    return out


@register.simple_tag
def actions_of(actions: Any, kind: str) -> list[dict[str, Any]]:
    """The legal actions of one type, each with its index in the list."""
    return [{"index": i, **a} for i, a in enumerate(actions or []) if isinstance(a, Mapping) and a.get("type") == kind]


@register.filter
def hexkey(pos: Any) -> str:
    try:
        return f"{pos[0]},{pos[1]}"
    except (TypeError, IndexError, KeyError):
        return ""


@register.filter
def pluck(items: Any, key: str) -> list[Any]:
    return [i.get(key) for i in items or [] if isinstance(i, Mapping)]


@register.simple_tag
def positions(actions: Any, *also: Any) -> list[list[int]]:
    """The distinct [q, r] positions legal actions name, plus any given ([q, r] or None)."""
    out: list[list[int]] = []
    for a in actions or []:
        if isinstance(a, Mapping) and isinstance(a.get("q"), int) and isinstance(a.get("r"), int):
            pos = [a["q"], a["r"]]
            if pos not in out:
                out.append(pos)
    for pos in also:
        if isinstance(pos, (list, tuple)) and len(pos) == 2 and list(pos) not in out:
            out.append(list(pos))
    return out


@register.simple_tag
def grid_layout(items: Any, width: int = 170, height: int = 110, gap: int = 8) -> dict[str, Any]:
    """Items with "row" and "col" laid out on a grid for SVG: each gains "x", "y" (top left) and
    "cx", "cy" (centre); returns {"items", "by", "box", "w", "h"} ("by": the items by their index
    in the list and, when they have one, by "cell")."""
    laid, by = [], {}
    for i, item in enumerate(items or []):
        if isinstance(item, Mapping) and isinstance(item.get("row"), int) and isinstance(item.get("col"), int):
            x, y = item["col"] * (width + gap), item["row"] * (height + gap)
            entry = {**item, "x": x, "y": y, "cx": x + width // 2, "cy": y + height // 2}
            laid.append(entry)
            by[item.get("cell", i)] = entry
    cols = max((i["col"] for i in laid), default=0) + 1
    rows = max((i["row"] for i in laid), default=0) + 1
    return {"items": laid, "by": by, "w": width, "h": height,
            "box": f"-4 -4 {cols * (width + gap) + 8 - gap} {rows * (height + gap) + 8 - gap}"}


@register.filter
def group_by(items: Any, key: str) -> dict[Any, list[Any]]:
    out: dict[Any, list[Any]] = {}
    for item in items or []:
        if isinstance(item, Mapping):
            out.setdefault(item.get(key), []).append(item)
    return out


@register.filter
def times(value: Any, factor: Any) -> Any:
    try:
        return int(value) * int(factor)
    except (TypeError, ValueError):
        return value


@register.filter
def keyname(key: Any) -> str:
    """A data key ("orbital-shipyard") in words ("Orbital shipyard")."""
    return str(key or "").replace("-", " ").replace("_", " ").capitalize()
