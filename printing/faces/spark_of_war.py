"""Spark of War faces: the hex with its damage per edge, resistance, and forcefield sides.

Cards lie on a hex galaxy and deal damage across their edges (spark-of-war.txt): a flat-topped
hexagon is drawn with the printed N edge at the top, each edge's damage as an arrow and number
pointing out of that edge, the resistance in the centre, and a planet's forcefields as thick
bars on their edges. Cut the hexagon out to play on a hex layout, or play the whole card.
Directions: N, NE, SE, S, SW, NW clockwise (rules/spark_of_war/cards.py).
"""
from __future__ import annotations

import math
from typing import Any

from rules.core import Game

from ..draw import BOLD, COND, COND_BOLD, SANS, CardBox, darker, lighter
from ..layout import Rect

DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")
KIND_COLOURS = {
    "ship": "#3b4a6b",
    "planet": "#2f7a5a",
    "star": "#c48a12",
    "supply_station": "#6b5b3b",
    "quest": "#6a3d8f",
    "reminder": "#555555",
}
DAMAGE = "#c0392b"
FORCEFIELD = "#1aa3c8"


def _hex(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Corners of a flat-topped hexagon, starting at the right end of the N edge, clockwise."""
    return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in (60, 0, -60, -120, 180, 120)]


def _edge_midpoint_angle(index: int) -> float:
    """The outward direction (degrees) of edge N, NE, SE, S, SW, NW."""
    return 90 - 60 * index


def draw_face(box: CardBox, card: dict[str, Any], printing: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    attributes = card.get("attributes") or {}
    kind = str(attributes.get("kind") or str(card.get("type") or "").lower())
    colour = KIND_COLOURS.get(kind, "#444444")
    box.fill_bleed(colour)
    panel = t.inset(2 * u)
    box.rect(panel, fill="#f7f6f1", radius=1.5 * u)

    title_r = Rect(panel.x + 2 * u, panel.top - 9 * u, panel.width - 4 * u, 8 * u)
    box.paragraph(title_r, str(card.get("title") or ""), BOLD, 10 * s, 6 * s, color="#111111", align="center", valign="middle", max_lines=2)
    subtitle = kind.replace("_", " ").title()
    if attributes.get("planet_kind") and attributes["planet_kind"] != kind:
        subtitle += f" · {attributes['planet_kind']}"
    if attributes.get("resistance") is not None:
        subtitle += f" · resistance {attributes['resistance']} (centre)"
    if attributes.get("points"):
        subtitle += f" · {attributes['points']} point{'s' if attributes['points'] != 1 else ''}"
    box.fitted_line(Rect(panel.x + 2 * u, title_r.y - 4 * u, panel.width - 4 * u, 3.6 * u), subtitle, COND, 6.5 * s, 4.5 * s, color=darker(colour, 0.1), align="center")

    has_hex = attributes.get("resistance") is not None or any(f"damage_{d.lower()}" in attributes for d in DIRECTIONS)
    text = str(card.get("text") or "")
    if has_hex:
        cx, cy = t.x + t.width / 2, t.y + t.height * 0.5
        r = 22 * u
        corners = _hex(cx, cy, r)
        box.polygon(corners, fill=lighter(colour, 0.8), stroke=colour, line_width=1.2 * s, area=True)
        box.polygon(_hex(cx, cy, r - 0.8 * u), stroke=lighter(colour, 0.4), line_width=0.4 * s)
        forcefields = set(attributes.get("forcefields") or ())
        for i, direction in enumerate(DIRECTIONS):
            angle = math.radians(_edge_midpoint_angle(i))
            if direction in forcefields:
                # A forcefield blocks all damage dealt in its direction: a double bar along the
                # edge, drawn on smaller hexagons so the bars stay inside the corners.
                for k, d in enumerate((1.6 * u, 3.4 * u)):
                    inner = _hex(cx, cy, r - d / math.cos(math.radians(30)))
                    p, q = inner[(i + 5) % 6], inner[i]
                    box.line(p[0], p[1], q[0], q[1], color=FORCEFIELD, width=(1.8 if k == 0 else 0.8) * s)
            damage = attributes.get(f"damage_{direction.lower()}")
            if damage:
                mx, my = cx + math.cos(angle) * r * 0.62, cy + math.sin(angle) * r * 0.62
                tip = (cx + math.cos(angle) * r * 0.86, cy + math.sin(angle) * r * 0.86)
                side = 2.2 * u
                px, py = -math.sin(angle) * side, math.cos(angle) * side
                base = (cx + math.cos(angle) * r * 0.72, cy + math.sin(angle) * r * 0.72)
                box.polygon([tip, (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)], fill=DAMAGE)
                box.circle(mx, my, 3 * u, fill="#ffffff", stroke=DAMAGE, line_width=0.8 * s)
                box.text(mx, my - 1.3 * u, str(damage), BOLD, 9 * s, color=DAMAGE, align="center")
            # The edge's name, small, just inside the hex.
            lx, ly = cx + math.cos(angle) * r * 0.38, cy + math.sin(angle) * r * 0.38
            box.text(lx, ly - 0.9 * u, direction, COND, 4.5 * s, color="#888888", align="center")
        if attributes.get("resistance") is not None:
            box.circle(cx, cy, 5 * u, fill=colour, stroke="#ffffff", line_width=0.8 * s)
            ink = box.ink.text_on(colour, solid=True) if box.ink.grayscale else "#ffffff"
            box.text(cx, cy - 2 * u, str(attributes["resistance"]), BOLD, 14 * s, color=ink, align="center")
        text_r = Rect(panel.x + 2 * u, panel.y + 4 * u, panel.width - 4 * u, cy - r * 0.87 - panel.y - 5.5 * u)
        power = attributes.get("power")
        shown = text
        if power:  # the special power is what the text must say; resistance and damage are drawn
            shown = text.split("Special power:", 1)[-1].strip()
            shown = f"Special power: {shown}" if "Special power" in text else shown
        elif attributes.get("kind") in ("ship", "planet", "star"):
            shown = ""
        if shown and text_r.height > 4 * u:
            box.paragraph(text_r, shown, SANS, 7 * s, 4.8 * s, color="#111111", align="center", valign="middle")
    elif text:
        text_r = Rect(panel.x + 3 * u, panel.y + 6 * u, panel.width - 6 * u, title_r.y - 6 * u - panel.y - 6 * u)
        box.rect(text_r, fill="#ffffff", stroke=lighter(colour, 0.3), radius=1 * u, line_width=0.5 * s)
        box.paragraph(text_r.inset(2 * u), text, SANS, 9 * s, 5 * s, color="#111111", valign="middle")
    box.fitted_line(Rect(panel.x + 2 * u, panel.y + 1 * u, panel.width - 4 * u, 3 * u), game.name, COND_BOLD, 5 * s, 3.5 * s, color="#777777", align="center")


def back_key(card: dict[str, Any]) -> str:
    """Ships, planets and quests are shuffled apart, so each has its own back."""
    kind = str((card.get("attributes") or {}).get("kind") or "")
    return {"star": "planet"}.get(kind, kind) or "card"


def draw_back(box: CardBox, card: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    kind = back_key(card or {})
    base = darker(KIND_COLOURS.get(kind, "#333333"), 0.45)
    box.fill_bleed(base)
    inner = t.inset(3 * u)
    box.rect(inner, stroke="#e0d7b8", radius=2 * u, line_width=1 * s)
    cx, cy = t.x + t.width / 2, t.y + t.height / 2
    box.polygon(_hex(cx, cy + 8 * u, 14 * u), stroke="#e0d7b8", line_width=1.2 * s)
    ink = "#f2ecd6" if not box.ink.grayscale else box.ink.text_on(base)
    box.fitted_line(Rect(inner.x, cy - 16 * u, inner.width, 8 * u), "SPARK OF WAR", BOLD, 12 * s, 6 * s, color=ink, align="center")
    box.fitted_line(Rect(inner.x, cy - 22 * u, inner.width, 5 * u), kind.replace("_", " ").upper(), COND_BOLD, 8 * s, 5 * s, color=ink, align="center")
