"""The face any game gets without a face of its own, built from the game's card schema.

Title and type/strength on top, then every attribute the card carries in the schema's order
(label: value), then the rule text fitted to the space left, and set and rarity at the foot.
Also the default back: the game's name on a dark field.
"""
from __future__ import annotations

import zlib
from typing import Any

from rules.core import Game

from ..draw import BOLD, COND, COND_BOLD, SANS, CardBox, darker, lighter
from ..layout import Rect

PALETTE = ("#35608f", "#3f8f4f", "#8f3f3f", "#7b4fa0", "#b07a1f", "#2a8d8f", "#5a5f73", "#a0406f")
PAPER = "#fbf9f3"
INK = "#1b1b1b"


def type_color(card: dict[str, Any]) -> str:
    """A stable colour per card type (same type, same colour, in every print)."""
    kind = str(card.get("type") or "")
    return PALETTE[zlib.crc32(kind.encode()) % len(PALETTE)]


def format_value(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(format_value(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k} {format_value(v)}" for k, v in value.items())
    return str(value)


def attribute_lines(card: dict[str, Any], game: Game) -> list[str]:
    """'Label: value' for each schema field the card carries (absent means not printed)."""
    attributes = card.get("attributes") or {}
    lines = []
    seen = set()
    for field in game.card_schema.fields:
        if field.name in attributes and attributes[field.name] not in (None, [], ""):
            seen.add(field.name)
            label = field.label or field.name.replace("_", " ").capitalize()
            lines.append(f"{label}: {format_value(attributes[field.name])}")
    for name, value in attributes.items():  # attributes a schema does not declare still print
        if name not in seen and value not in (None, [], ""):
            lines.append(f"{name.replace('_', ' ').capitalize()}: {format_value(value)}")
    return lines


def badge_text(card: dict[str, Any]) -> str:
    """The strength (or value) when the card has one, else a short type mark."""
    strength = card.get("strength")
    if strength is not None:
        return str(strength)
    return str(card.get("type") or "")[:4]


def draw_face(box: CardBox, card: dict[str, Any], printing: dict[str, Any] | None, game: Game) -> None:
    u, t = box.u, box.trim
    frame = type_color(card)
    box.fill_bleed(frame)
    panel = t.inset(2.2 * u)
    box.rect(panel, fill=PAPER, radius=1.5 * u)

    # Header: type/strength badge and the title.
    header = Rect(panel.x + 1.2 * u, panel.top - 10 * u, panel.width - 2.4 * u, 9 * u)
    badge = badge_text(card)
    badge_w = 0.0
    if badge:
        badge_w = max(9 * u, min(22 * u, len(badge) * 3.6 * u + 3 * u))
        b = Rect(header.x, header.y + 0.5 * u, badge_w, 8 * u)
        box.rect(b, fill=darker(frame, 0.2), radius=1.2 * u)
        box.fitted_line(b.inset(1 * u), badge, BOLD, 13 * box.scale, 5 * box.scale, color=box.ink.text_on(darker(frame, 0.2)), align="center")
    title_r = Rect(header.x + badge_w + 1.5 * u, header.y, header.width - badge_w - 1.5 * u, header.height)
    title_r = Rect(title_r.x, title_r.y + 3 * u, title_r.width, title_r.height - 3 * u)
    box.paragraph(title_r, str(card.get("title") or ""), COND_BOLD, 9 * box.scale, 5.5 * box.scale, color=INK, valign="middle", max_lines=2)
    box.fitted_line(Rect(title_r.x, header.y, title_r.width, 3 * u), str(card.get("type") or ""), COND, 6 * box.scale, 4 * box.scale, color="#555555")
    box.line(panel.x + 1.2 * u, header.y - 0.6 * u, panel.right - 1.2 * u, header.y - 0.6 * u, color=frame, width=0.8 * box.scale)

    # Attributes, then the text, sharing the space between header and footer.
    footer_h = 4.5 * u
    body = Rect(panel.x + 1.5 * u, panel.y + footer_h, panel.width - 3 * u, header.y - 1.5 * u - panel.y - footer_h)
    lines = attribute_lines(card, game)
    text = str(card.get("text") or (printing or {}).get("text") or "")
    attr_h = body.height * (0.45 if text else 1.0) if lines else 0.0
    if lines:
        attr_r = Rect(body.x, body.top - attr_h, body.width, attr_h)
        box.rect(attr_r, fill=lighter(frame, 0.85), radius=1 * u)
        box.paragraph(attr_r.inset(1 * u), "\n".join(lines), COND, 7 * box.scale, 4.5 * box.scale, color=INK)
    if text:
        text_r = Rect(body.x, body.y, body.width, body.height - attr_h - (1.2 * u if lines else 0))
        box.paragraph(text_r.inset(0.8 * u), text, SANS, 7.5 * box.scale, 4.8 * box.scale, color=INK)

    # Footer: set and rarity, the game.
    foot = Rect(panel.x + 1.5 * u, panel.y + 1 * u, panel.width - 3 * u, 3 * u)
    where = " · ".join(p for p in ((printing or {}).get("set", ""), (printing or {}).get("rarity", "")) if p)
    box.fitted_line(Rect(foot.x, foot.y, foot.width * 0.45, foot.height), where, COND, 5.5 * box.scale, 4 * box.scale, color="#555555")
    box.fitted_line(Rect(foot.x + foot.width * 0.5, foot.y, foot.width * 0.5, foot.height), game.name, COND, 5.5 * box.scale, 4 * box.scale, color="#555555", align="right")


def draw_back(box: CardBox, card: dict[str, Any] | None, game: Game) -> None:
    u, t = box.u, box.trim
    base = "#1d2540"
    box.fill_bleed(base)
    inner = t.inset(3 * u)
    box.rect(inner, stroke="#c9b458", radius=2 * u, line_width=1.2 * box.scale)
    box.rect(inner.inset(1.5 * u), stroke="#c9b458", radius=1.5 * u, line_width=0.4 * box.scale)
    # A sparse field of stars: a fixed pattern, so every back is identical.
    for i in range(40):
        x = inner.x + ((i * 37) % 97) / 97 * inner.width
        y = inner.y + ((i * 61) % 89) / 89 * inner.height
        box.circle(x, y, (0.25 + (i % 3) * 0.15) * u, fill="#e8e4c8")
    band = Rect(inner.x + 2 * u, t.y + t.height / 2 - 8 * u, inner.width - 4 * u, 16 * u)
    box.rect(band, fill=base, radius=1.5 * u)
    title_ink = "#f0e6b0" if not box.ink.grayscale else box.ink.text_on(base)
    box.paragraph(band.inset(1 * u), game.name, BOLD, 13 * box.scale, 7 * box.scale, color=title_ink, align="center", valign="middle", max_lines=2)
    box.fitted_line(Rect(inner.x, inner.y + 3 * u, inner.width, 4 * u), "Sector HQ print-and-play", SANS, 6 * box.scale, 4 * box.scale, color="#c9b458", align="center")
