"""Empires faces: a standard playing card (index corners and pips), plus its role in small type.

Empires is played with ordinary packs (empires.txt, "NEEDED"), so a printed card must work as
one: rank and suit in two corners, the traditional pip layout, court cards framed. The suit's
role (spades soldiers, clubs spells, diamonds resources, hearts defenders) is printed small at
the foot as a reminder.
"""
from __future__ import annotations

from typing import Any

from rules.core import Game

from ..draw import BOLD, COND, SANS, CardBox
from ..layout import Rect

SYMBOLS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
RED = "#c0152f"
BLACK = "#111111"

# Pip centres as (column, row): columns 0/1/2 = left/centre/right, rows 0..1 top to bottom.
_L, _C, _R = 0.0, 0.5, 1.0
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, 0), (_C, 1)),
    3: ((_C, 0), (_C, 0.5), (_C, 1)),
    4: ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    5: ((_L, 0), (_R, 0), (_C, 0.5), (_L, 1), (_R, 1)),
    6: ((_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    7: ((_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    8: ((_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1), (_R, 1)),
    9: ((_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_C, 0.5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1), (_R, 1)),
    10: ((_L, 0), (_R, 0), (_C, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3), (_C, 5 / 6), (_L, 1), (_R, 1)),
}
COURT = {"J": "JACK", "Q": "QUEEN", "K": "KING"}


def _suit_and_rank(card: dict[str, Any]) -> tuple[str, str]:
    attributes = card.get("attributes") or {}
    suit = str(attributes.get("suit") or "")
    rank = str(attributes.get("rank") or "")
    if not suit or not rank:  # fall back on the title, "Ace of Spades"
        title = str(card.get("title") or "").lower()
        suit = next((s for s in SYMBOLS if s in title), "spades")
        names = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "10", "nine": "9", "eight": "8", "seven": "7", "six": "6", "five": "5", "four": "4", "three": "3", "two": "2"}
        rank = next((r for n, r in names.items() if title.startswith(n)), "A")
    return suit, rank


def _index(box: CardBox, rank: str, symbol: str, color: str) -> None:
    u, t, s = box.u, box.trim, box.scale
    x = t.x + 5.5 * u
    box.text(x, t.top - 9 * u, rank, BOLD, 15 * s if len(rank) == 1 else 12 * s, color=color, align="center")
    box.text(x, t.top - 15 * u, symbol, SANS, 13 * s, color=color, align="center")


def draw_face(box: CardBox, card: dict[str, Any], printing: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    suit, rank = _suit_and_rank(card)
    symbol = SYMBOLS.get(suit, "?")
    color = RED if suit in ("hearts", "diamonds") else BLACK
    box.fill_bleed("#ffffff")
    box.rect(t.inset(1.5 * u), stroke="#bbbbbb", radius=2.5 * u, line_width=0.5 * s)
    _index(box, rank, symbol, color)
    with box.upside_down():
        _index(box, rank, symbol, color)

    area = Rect(t.x + 15 * u, t.y + 16 * u, t.width - 30 * u, t.height - 32 * u)
    value = {"A": 1, "J": 11, "Q": 12, "K": 13}.get(rank) or int(rank)
    if rank == "A":
        box.text(area.x + area.width / 2, area.y + area.height / 2 - 12 * u, symbol, SANS, 72 * s, color=color, align="center")
    elif rank in COURT:
        frame = area.inset(-1 * u)
        box.rect(frame, stroke=color, radius=1.5 * u, line_width=1 * s)
        box.rect(frame.inset(1.2 * u), stroke=color, radius=1 * u, line_width=0.4 * s)
        box.text(frame.x + frame.width / 2, frame.y + frame.height / 2 - 2 * u, rank, BOLD, 48 * s, color=color, align="center")
        box.text(frame.x + frame.width / 2, frame.y + frame.height / 2 - 12 * u, symbol * 3, SANS, 16 * s, color=color, align="center")
        box.fitted_line(Rect(frame.x, frame.top - 8 * u, frame.width, 5 * u), COURT[rank], BOLD, 9 * s, 5 * s, color=color, align="center")
    else:
        size = 21 * s
        for column, row in PIPS.get(value, ()):
            x = area.x + column * area.width
            y = area.top - row * area.height
            if row > 0.5:  # pips in the lower half stand upside down, as on a printed pack
                c = box.canvas
                c.saveState()
                c.translate(x, y)
                c.rotate(180)
                box.text(0, -size * 0.36, symbol, SANS, size, color=color, align="center")
                c.restoreState()
            else:
                box.text(x, y - size * 0.36, symbol, SANS, size, color=color, align="center")

    role = str(card.get("type") or (card.get("attributes") or {}).get("role", "")).capitalize()
    strength = card.get("strength")
    reminder = f"{card.get('title', '')}: {role.lower()}" + (f", value {strength}" if strength is not None else "")
    box.fitted_line(Rect(t.x + 14 * u, t.y + 3 * u, t.width - 28 * u, 3.4 * u), reminder, COND, 6 * s, 4 * s, color="#777777", align="center")


def draw_back(box: CardBox, card: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    base = "#7a1d2b"
    box.fill_bleed(base)
    inner = t.inset(3 * u)
    box.rect(inner, stroke="#f3e3c3", radius=2 * u, line_width=1 * s)
    # A lattice, the same on every back and symmetric, so backs give nothing away.
    step = 6 * u
    c = box.canvas
    c.saveState()
    path = c.beginPath()
    path.rect(inner.x, inner.y, inner.width, inner.height)
    c.clipPath(path, stroke=0, fill=0)
    n = int((inner.width + inner.height) / step) + 2
    for i in range(n):
        box.line(inner.x + i * step - inner.height, inner.y, inner.x + i * step, inner.top, color="#a84052", width=0.6 * s)
        box.line(inner.x + i * step, inner.y, inner.x + i * step - inner.height, inner.top, color="#a84052", width=0.6 * s)
    c.restoreState()
    band = Rect(inner.x + 4 * u, t.y + t.height / 2 - 6 * u, inner.width - 8 * u, 12 * u)
    box.rect(band, fill=base, stroke="#f3e3c3", radius=1.5 * u, line_width=0.6 * s)
    ink = "#f3e3c3" if not box.ink.grayscale else box.ink.text_on(base)
    box.fitted_line(band.inset(1.5 * u), "EMPIRES", BOLD, 14 * s, 6 * s, color=ink, align="center")
