"""Interstellar Empire faces: the card's one number, large in two corners, on its colour.

The number is the card's cost, firepower and random number all at once (interstellar-empire.txt,
"Special Rules"), so it reads from both ends; the colour says ship (red), planet (green) or
special (blue), with the class or planet type and the card's text below.
"""
from __future__ import annotations

import math
from typing import Any

from rules.core import Game

from ..draw import BOLD, COND, COND_BOLD, SANS, CardBox, darker, lighter
from ..layout import Rect

COLOURS = {"red": "#b3302b", "green": "#2f8a3e", "blue": "#2c5fa8"}
KINDS = {"red": "Ship", "green": "Planet", "blue": "Special"}
PAPER = "#fbf9f3"


def _corner(box: CardBox, card_number: str, kind: str, colour: str) -> None:
    u, t, s = box.u, box.trim, box.scale
    r = Rect(t.x + 3 * u, t.top - 16 * u, 11 * u, 13 * u)
    box.rect(r, fill=colour, radius=1.5 * u, area=False)
    ink = box.ink.text_on(colour, solid=True) if box.ink.grayscale else "#ffffff"
    box.fitted_line(Rect(r.x, r.y + 3 * u, r.width, 9 * u), card_number, BOLD, 26 * s, 10 * s, color=ink, align="center")
    box.fitted_line(Rect(r.x, r.y + 0.6 * u, r.width, 2.6 * u), kind.upper(), COND_BOLD, 5 * s, 3 * s, color=ink, align="center")


def _emblem(box: CardBox, attributes: dict[str, Any], colour: str, cx: float, cy: float, radius: float) -> None:
    """A simple vector emblem: a ship's hull (longer for bigger classes), a planet, a star."""
    s = box.scale
    kind = attributes.get("colour")
    if kind == "red":
        classes = ("frigate", "destroyer", "cruiser", "battlecruiser", "battleship")
        size = classes.index(attributes["ship_class"]) if attributes.get("ship_class") in classes else 2
        length = radius * (0.9 + 0.22 * size)
        hull = [(cx, cy + length), (cx + radius * 0.45, cy - length * 0.6), (cx, cy - length * 0.35), (cx - radius * 0.45, cy - length * 0.6)]
        box.polygon(hull, fill=lighter(colour, 0.2), stroke=darker(colour, 0.4), line_width=1 * s)
        for i in range(size + 1):  # one gun port per class step
            box.circle(cx, cy + length * 0.45 - i * radius * 0.28, radius * 0.07, fill="#ffffff")
    elif kind == "green":
        box.circle(cx, cy, radius, fill=lighter(colour, 0.25), stroke=darker(colour, 0.4), line_width=1 * s)
        planet_type = attributes.get("planet_type", "")
        if planet_type == "agricultural":
            for dy in (-0.4, 0, 0.4):
                box.line(cx - radius * 0.8, cy + dy * radius, cx + radius * 0.8, cy + dy * radius, color=darker(colour, 0.3), width=1.2 * s)
        elif planet_type == "jungle":
            for i in range(7):
                a = i * 2 * math.pi / 7
                box.circle(cx + math.cos(a) * radius * 0.5, cy + math.sin(a) * radius * 0.5, radius * 0.22, fill=darker(colour, 0.25))
        elif planet_type == "industrial":
            for i in range(3):
                x = cx - radius * 0.55 + i * radius * 0.4
                box.rect(Rect(x, cy - radius * 0.5, radius * 0.28, radius * (0.6 + 0.25 * i)), fill=darker(colour, 0.35), area=False)
        else:  # barren: craters
            for dx, dy, r in ((-0.35, 0.3, 0.2), (0.3, -0.2, 0.28), (0.1, 0.45, 0.12)):
                box.circle(cx + dx * radius, cy + dy * radius, r * radius, stroke=darker(colour, 0.35), line_width=0.8 * s)
    else:
        points = []
        for i in range(10):
            a = math.pi / 2 + i * math.pi / 5
            r = radius if i % 2 == 0 else radius * 0.42
            points.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
        box.polygon(points, fill=lighter(colour, 0.2), stroke=darker(colour, 0.4), line_width=1 * s)


def draw_face(box: CardBox, card: dict[str, Any], printing: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    attributes = card.get("attributes") or {}
    colour_name = attributes.get("colour", "blue")
    colour = COLOURS.get(colour_name, "#555555")
    kind = KINDS.get(colour_name, str(card.get("type") or ""))
    number = str(attributes.get("number", card.get("strength", "")))
    box.fill_bleed(colour)
    panel = t.inset(2 * u)
    box.rect(panel, fill=PAPER, radius=2 * u)

    _corner(box, number, kind, colour)
    with box.upside_down():
        _corner(box, number, kind, colour)

    title_r = Rect(t.x + 16 * u, t.top - 11 * u, t.width - 19 * u, 8 * u)
    box.paragraph(title_r, str(card.get("title") or ""), BOLD, 11 * s, 6 * s, color="#111111", valign="middle", max_lines=2)
    detail = attributes.get("ship_class") or attributes.get("planet_type") or attributes.get("timing") or ""
    if detail:
        label = f"{kind} · {detail}" if not attributes.get("timing") else f"{kind} · play in: {detail.replace('_', ' ')}"
        box.fitted_line(Rect(t.x + 16 * u, t.top - 15.5 * u, t.width - 19 * u, 4 * u), label, COND, 7 * s, 4.5 * s, color=darker(colour, 0.2))

    _emblem(box, attributes, colour, t.x + t.width / 2, t.y + t.height * 0.6, 10 * u)

    text = str(card.get("text") or "")
    text_r = Rect(panel.x + 3 * u, t.y + 17 * u, panel.width - 6 * u, t.height * 0.6 - 10 * u - 17 * u - 3 * u)
    if text:
        box.rect(text_r, fill="#ffffff", stroke=lighter(colour, 0.3), radius=1 * u, line_width=0.5 * s)
        box.paragraph(text_r.inset(1.2 * u), text, SANS, 7.5 * s, 5 * s, color="#111111")
    where = (printing or {}).get("set") or ""
    box.fitted_line(Rect(panel.x + 16 * u, panel.y + 1.2 * u, panel.width - 32 * u, 3 * u), f"{game.name} · {where}".strip(" ·"), COND, 5 * s, 3.5 * s, color="#666666", align="center")


def draw_back(box: CardBox, card: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    base = "#1b1f3b"
    box.fill_bleed(base)
    inner = t.inset(3 * u)
    box.rect(inner, stroke="#d9d9e8", radius=2 * u, line_width=1 * s)
    cx, cy = t.x + t.width / 2, t.y + t.height / 2
    for i, colour in enumerate(("#b3302b", "#2f8a3e", "#2c5fa8")):
        box.circle(cx + (i - 1) * 14 * u, cy + 6 * u, 5.5 * u, fill=colour, stroke="#ffffff", line_width=0.8 * s)
    ink = "#f0f0f8" if not box.ink.grayscale else box.ink.text_on(base)
    box.paragraph(Rect(inner.x + 2 * u, cy - 16 * u, inner.width - 4 * u, 12 * u), "INTERSTELLAR EMPIRE", BOLD, 11 * s, 6 * s, color=ink, align="center", valign="middle", max_lines=2)
