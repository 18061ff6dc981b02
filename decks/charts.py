"""Server-rendered SVG charts for the deck analysis panel.

Each chart is an <svg role="img"> with a title and description; the page also shows the same
figures as a table (no chart without a text equivalent). Built as strings with every text value
escaped: no client-side library, nothing to load.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe

CELL = 26
LABEL_WIDTH = 110
BAR_HEIGHT = 18
CHAR_WIDTH = 6.8  # an upper bound of a label character's width at the charts' 12 px (CSS .chart .label)


def label_width(labels: Sequence[str]) -> int:
    """Room for the longest label whole (issue 27: "Turn 2 (11 cards", "ammunition neede" were cut)."""
    return max(LABEL_WIDTH, int(CHAR_WIDTH * max((len(label) for label in labels), default=0)) + 12)


def _svg(width: int, height: int, title: str, description: str, body: list[str], css_class: str) -> SafeString:
    ident = abs(hash((title, description))) % 10**8
    return mark_safe(
        f'<svg class="chart {css_class}" role="img" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'aria-labelledby="chart-{ident}-t chart-{ident}-d" xmlns="http://www.w3.org/2000/svg">'
        f'<title id="chart-{ident}-t">{escape(title)}</title><desc id="chart-{ident}-d">{escape(description)}</desc>'
        + "".join(body)
        + "</svg>"
    )


def ladder_chart(ladders: Sequence[Mapping[str, Any]], max_strength: int) -> SafeString:
    """One row per card type, one column per strength: a filled cell with the copies for each
    strength present, a red cross for a gap in the ladder the format counts against the deck."""
    top = max(1, max_strength)
    strengths = list(range(0 if any(s["strength"] == 0 for row in ladders for s in row["strengths"]) else 1, top + 1))
    left = label_width([f'{row["type"]} {row["name"]}' for row in ladders])
    width = left + CELL * len(strengths) + 10
    height = CELL * (len(ladders) + 1) + 6
    body = []
    for column, strength in enumerate(strengths):
        x = left + column * CELL
        body.append(f'<text x="{x + CELL / 2}" y="16" text-anchor="middle" class="axis">{strength}</text>')
    summary = []
    for index, row in enumerate(ladders):
        y = CELL * (index + 1)
        present = {s["strength"]: s["count"] for s in row["strengths"]}
        missing = set(row.get("missing") or [])
        exceptions = row.get("exceptions")
        label = f'{row["type"]} {row["name"]}'
        body.append(f'<text x="4" y="{y + 17}" class="label">{escape(label)}</text>')
        for column, strength in enumerate(strengths):
            x = left + column * CELL
            if strength in present:
                body.append(
                    f'<rect x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" rx="3" class="present"/>'
                    f'<text x="{x + CELL / 2}" y="{y + 17}" text-anchor="middle" class="count">{present[strength]}</text>'
                )
            elif strength in missing:
                body.append(
                    f'<rect x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" rx="3" class="gap"/>'
                    f'<text x="{x + CELL / 2}" y="{y + 17}" text-anchor="middle" class="gap-mark">×</text>'
                )
        summary.append(f"{label}: strengths {', '.join(str(s) for s in sorted(present)) or 'none'}"
                       + (f"; gaps at {', '.join(str(s) for s in sorted(missing))}" if missing else "")
                       + (f"; {exceptions} exception(s)" if exceptions else ""))
    return _svg(width, height, "Strength ladder per card type", ". ".join(summary) or "No cards.", body, "ladder")


def bar_chart(items: Sequence[tuple[str, float, str]], title: str, scale: float | None = None) -> SafeString:
    """Horizontal bars: (label, value, shown value)."""
    most = scale or max((value for _, value, _ in items), default=0) or 1
    left = label_width([label for label, _, _ in items])
    span = 250
    width = left + span + 60
    body = []
    for index, (label, value, shown) in enumerate(items):
        y = index * (BAR_HEIGHT + 6) + 4
        length = max(0.0, span * value / most)
        body.append(
            f'<text x="4" y="{y + 14}" class="label">{escape(label)}</text>'
            f'<rect x="{left}" y="{y}" width="{length:.1f}" height="{BAR_HEIGHT}" rx="2" class="bar"/>'
            f'<text x="{left + length + 6:.1f}" y="{y + 14}" class="value">{escape(shown)}</text>'
        )
    height = len(items) * (BAR_HEIGHT + 6) + 8
    description = "; ".join(f"{label}: {shown}" for label, _, shown in items) or "No data."
    return _svg(width, height, title, description, body, "bars")


def type_chart(types: Sequence[Mapping[str, Any]]) -> SafeString:
    return bar_chart([(f'{t["type"]} {t["name"]}', t["count"], str(t["count"])) for t in types], "Cards per type")


def odds_chart(odds: Sequence[Mapping[str, Any]], target: str) -> SafeString:
    return bar_chart(
        [(f'Turn {o["turn"]} ({o["seen"]} cards)', o["p"], f'{o["p"] * 100:.1f}%') for o in odds],
        f"Odds of at least one {target} by turn",
        scale=1.0,
    )


def balance_chart(rows: Sequence[Mapping[str, Any]]) -> SafeString:
    """Generated (terrain) and needed (ships and bases) points, two bars per kind."""
    items: list[tuple[str, float, str]] = []
    for row in rows:
        items.append((f'{row["kind"]} made', row["generated"], str(row["generated"])))
        items.append((f'{row["kind"]} needed', row["needed"], str(row["needed"])))
    return bar_chart(items, "Points generated by terrain against points ships and bases need")
