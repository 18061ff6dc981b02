"""Imperium Galacticum faces: each card type's values as the rulebook describes its cards.

Planets show the population indicator on the left (green: what it sustains now; orange: what
Agro-Districts add), the size indicator on the right, eight orbit slots and the three distance
markers (left, right, above); Deep Space cards their distance markers; structures their
building time and DEF; research projects their research time, preliminary stages and Victory
Points; ships their ATK, DEF, movement and building time (imperium-galacticum.txt, "Card Types").
"""
from __future__ import annotations

import math
from typing import Any

from rules.core import Game

from ..draw import BOLD, COND, COND_BOLD, SANS, CardBox, darker, lighter
from ..layout import Rect

KIND_COLOURS = {
    "planet": "#2d7d6e",
    "homeworld": "#b8860b",
    "deep_space": "#262a5c",
    "planetary_structure": "#7a5230",
    "orbital_structure": "#46627f",
    "research": "#6b3fa0",
    "event": "#c0622b",
    "ship": "#9b2335",
}
GREEN = "#2e9e48"
ORANGE = "#e07b1a"


def _tiles(attributes: dict[str, Any]) -> list[tuple[str, str]]:
    kind = attributes.get("kind")
    tiles: list[tuple[str, str]] = []

    def add(label: str, name: str) -> None:
        if attributes.get(name) not in (None, ""):
            tiles.append((label, str(attributes[name])))

    if kind in ("planet", "homeworld"):
        add("Population", "population")
        add("With Agro", "population_max")
        add("Size", "size")
    elif kind == "deep_space":
        add("Distance", "distance")
    elif kind == "ship":
        tiles.append(("ATK", str(attributes.get("attack") or "–")))
        add("DEF", "defence_dice")
        add("Move", "movement")
        add("Build", "build_time")
    elif kind in ("planetary_structure", "orbital_structure"):
        add("Build time", "build_time")
        add("DEF", "defence")
        add("ATK", "attack")
    elif kind == "research":
        add("Research", "research_time")
        if attributes.get("victory_points"):
            add("VP", "victory_points")
    return tiles


def _diamond(box: CardBox, x: float, y: float, r: float, colour: str) -> None:
    box.polygon([(x, y + r), (x + r, y), (x, y - r), (x - r, y)], fill=lighter(colour, 0.5), stroke=colour, line_width=0.6 * box.scale)


def _planet(box: CardBox, attributes: dict[str, Any], colour: str, area: Rect) -> None:
    u, s = box.u, box.scale
    cx, cy = area.x + area.width / 2, area.y + area.height / 2 - 1.5 * u
    radius = min(area.width, area.height) * 0.22
    # Eight orbit slots on a ring.
    ring = radius + 4 * u
    box.circle(cx, cy, ring, stroke=lighter(colour, 0.3), line_width=0.5 * s)
    for i in range(8):
        a = math.radians(90 + i * 45)
        box.circle(cx + math.cos(a) * ring, cy + math.sin(a) * ring, 1.5 * u, fill="#ffffff", stroke=colour, line_width=0.6 * s)
    box.circle(cx, cy, radius, fill=lighter(colour, 0.35), stroke=darker(colour, 0.3), line_width=1 * s)
    # Distance markers: left, right and above.
    for x, y in ((area.x + 2.5 * u, cy), (area.right - 2.5 * u, cy), (cx, area.top - 2.5 * u)):
        _diamond(box, x, y, 2 * u, "#555555")
    # Population indicator (left): green sustained now, orange with Agro-Districts.
    population = int(attributes.get("population") or 0)
    most = max(population, int(attributes.get("population_max") or 0))
    for i in range(most):
        y = cy - (most - 1) * 1.9 * u + i * 3.8 * u
        if i < population:
            box.circle(cx - radius - 9.5 * u, y, 1.5 * u, fill=GREEN)
        else:
            box.circle(cx - radius - 9.5 * u, y, 1.5 * u, fill="#ffffff", stroke=ORANGE, line_width=0.9 * s)
    # Size indicator (right): one square per planetary and orbital structure allowed.
    size = int(attributes.get("size") or 0)
    for i in range(size):
        y = cy - (size - 1) * 2 * u + i * 4 * u
        box.rect(Rect(cx + radius + 8 * u, y - 1.4 * u, 2.8 * u, 2.8 * u), fill=darker(colour, 0.2), area=False)


def draw_face(box: CardBox, card: dict[str, Any], printing: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    attributes = card.get("attributes") or {}
    kind = str(attributes.get("kind") or "")
    colour = KIND_COLOURS.get(kind, "#444444")
    box.fill_bleed(colour)
    panel = t.inset(2 * u)
    box.rect(panel, fill="#f8f7f2", radius=1.5 * u)

    header = Rect(panel.x, panel.top - 11 * u, panel.width, 11 * u)
    box.rect(header, fill=lighter(colour, 0.15), radius=1.5 * u)
    ink = box.ink.text_on(lighter(colour, 0.15))
    box.paragraph(Rect(header.x + 2 * u, header.y + 3.4 * u, header.width - 4 * u, 7 * u), str(card.get("title") or ""), BOLD, 10 * s, 6 * s, color=ink, valign="middle", max_lines=1)
    label = str(card.get("type") or kind.replace("_", " ").title())
    if attributes.get("species"):
        label += f" of the {attributes['species']}"
    box.fitted_line(Rect(header.x + 2 * u, header.y + 0.6 * u, header.width - 4 * u, 3 * u), label, COND, 6 * s, 4 * s, color=ink)

    tiles = _tiles(attributes)
    y = header.y - 1.5 * u
    if tiles:
        gap = 1.2 * u
        width = (panel.width - 4 * u - gap * (len(tiles) - 1)) / len(tiles)
        for i, (name, value) in enumerate(tiles):
            r = Rect(panel.x + 2 * u + i * (width + gap), y - 10 * u, width, 10 * u)
            tile_colour = GREEN if name == "Population" else ORANGE if name == "With Agro" else colour
            box.rect(r, fill=lighter(tile_colour, 0.85), stroke=tile_colour, radius=1 * u, line_width=0.6 * s)
            box.fitted_line(Rect(r.x + 0.8 * u, r.y + 3.2 * u, r.width - 1.6 * u, 6 * u), value, BOLD, 12 * s, 6 * s, color=darker(tile_colour, 0.25), align="center")
            box.fitted_line(Rect(r.x + 0.5 * u, r.y + 0.6 * u, r.width - 1 * u, 2.6 * u), name, COND, 5 * s, 3.5 * s, color="#444444", align="center")
        y -= 11.5 * u

    if kind in ("planet", "homeworld"):
        art = Rect(panel.x + 2 * u, y - 34 * u, panel.width - 4 * u, 34 * u)
        _planet(box, attributes, colour, art)
        y = art.y - 1 * u
    elif kind == "deep_space":
        count = int(attributes.get("distance") or 1)
        for i in range(count):
            _diamond(box, t.x + t.width / 2 + (i - (count - 1) / 2) * 12 * u, y - 14 * u, 4 * u, "#262a5c")
        y -= 28 * u
    notes = []
    if attributes.get("prerequisites"):
        notes.append("Needs: " + ", ".join(p.replace("-", " ").title() for p in attributes["prerequisites"]))
    if attributes.get("needs_population"):
        notes.append("Needs 1 population to operate")
    if attributes.get("per_player"):
        notes.append(f"{attributes['per_player']} in each player's set")
    if notes:
        for note in notes:
            box.fitted_line(Rect(panel.x + 2.5 * u, y - 4 * u, panel.width - 5 * u, 3.6 * u), note, COND_BOLD, 6.5 * s, 4.5 * s, color=darker(colour, 0.2))
            y -= 4 * u
        y -= 1 * u
    text = str(card.get("text") or "")
    text_r = Rect(panel.x + 2 * u, panel.y + 5 * u, panel.width - 4 * u, y - panel.y - 5 * u)
    if text and text_r.height > 5 * u:
        box.rect(text_r, fill="#ffffff", stroke=lighter(colour, 0.4), radius=1 * u, line_width=0.5 * s)
        box.paragraph(text_r.inset(1.5 * u), text, SANS, 8 * s, 5 * s, color="#111111")
    box.fitted_line(Rect(panel.x + 2 * u, panel.y + 1 * u, panel.width - 4 * u, 3 * u), game.name, COND, 5 * s, 3.5 * s, color="#777777", align="center")


def back_key(card: dict[str, Any]) -> str:
    """Space cards are laid face down on the map, so they share one back; others by kind."""
    kind = str((card.get("attributes") or {}).get("kind") or "")
    return "space" if kind in ("planet", "deep_space", "homeworld") else kind or "card"


def draw_back(box: CardBox, card: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    key = back_key(card or {})
    base = "#141834" if key == "space" else darker(KIND_COLOURS.get(key, "#333333"), 0.4)
    box.fill_bleed(base)
    inner = t.inset(3 * u)
    box.rect(inner, stroke="#d4cfa8", radius=2 * u, line_width=1 * s)
    for i in range(36):
        x = inner.x + ((i * 41) % 97) / 97 * inner.width
        y = inner.y + ((i * 53) % 89) / 89 * inner.height
        box.circle(x, y, (0.2 + (i % 3) * 0.15) * u, fill="#e8e4c8")
    ink = "#efe9c8" if not box.ink.grayscale else box.ink.text_on(base)
    cy = t.y + t.height / 2
    box.paragraph(Rect(inner.x + 3 * u, cy - 2 * u, inner.width - 6 * u, 14 * u), "IMPERIUM GALACTICUM", BOLD, 11 * s, 6 * s, color=ink, align="center", valign="middle", max_lines=2)
    box.fitted_line(Rect(inner.x, cy - 9 * u, inner.width, 5 * u), key.replace("_", " ").upper(), COND_BOLD, 8 * s, 5 * s, color=ink, align="center")
