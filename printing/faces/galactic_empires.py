"""Galactic Empires card faces: what play needs, read from the card data.

The printed cards carry the type letter and strength in the corner, the title at the top and
again upside down at the foot (so a card reads from both sides of the table), the point costs
and the points a card generates, shields/nodes/armour, phasers and heavy weapons, the rule
text, and set and rarity (Primary rules, "The Cards"; v2.1 rules, "Card Anatomy"). An absent
attribute means the symbol is not printed; 0 is a printed value and is shown.
"""
from __future__ import annotations

import re
from typing import Any

from rules.core import Game

from ..draw import BOLD, COND, COND_BOLD, ITALIC, SANS, CardBox, darker, lighter, text_width
from ..layout import Rect

try:  # the type names live with the game's card schema
    from rules.galactic_empires.cards import TYPE_NAMES
except ImportError:  # pragma: no cover - the schema module always ships with the game
    TYPE_NAMES = {}

TYPE_COLORS: dict[str, str] = {
    "S": "#2f5d8c",  # Ship
    "B": "#4f5a6e",  # Base
    "T": "#3d8046",  # Terrain
    "C": "#b8742a",  # Crew
    "E": "#6d7f8f",  # Equipment
    "O": "#6f4596",  # Occurrence
    "A": "#23867b",  # Ability
    "M": "#8a2c36",  # Monster
    "H": "#c4561b",  # Hazard
    "L": "#b8962a",  # Luck
    "D": "#a3201f",  # Dragon
    "I": "#45596b",  # Installation
    "P": "#a33f86",  # Psy
    "F": "#2d8ea3",  # Field
    "G": "#6b6b2a",  # Agenda
    "K": "#556b2f",  # Kinetic
    "Z": "#2f4f6f",  # Zone
    "N": "#7d6f5b",  # Ancient
    "Q": "#1f3f5f",  # Headquarters
    "HQ": "#20203f",  # Sector HQ
    "Spcl": "#555555",
}
DEFAULT_COLOR = "#555555"
PAPER = "#fbf8ef"
INK = "#161616"

# Point kinds: (attribute suffix, short label, colour).
POINTS: tuple[tuple[str, str, str], ...] = (
    ("command", "CMD", "#6a3d9a"),
    ("economy", "ECO", "#a87a00"),
    ("supply", "SUP", "#2e7d32"),
    ("energy", "ENG", "#1565c0"),
    ("ammunition", "AMM", "#c62828"),
    ("research", "RES", "#00838f"),
    ("repair", "REP", "#d35400"),
    ("lobster", "LOB", "#c2185b"),
    ("healing", "HEAL", "#558b2f"),
    ("phealing", "P-HEAL", "#558b2f"),
    ("fhealing", "F-HEAL", "#558b2f"),
)
# Defences and weapons: (attribute, symbol and word, colour).
COMBAT: tuple[tuple[str, str, str], ...] = (
    ("shields", "◆ Shields", "#1f5fa8"),
    ("nodes", "◉ Nodes", "#137a7f"),
    ("armour", "▣ Armour", "#4a4a4a"),
    ("phasers", "⚡ Phasers", "#c25400"),
    ("heavy_weapons", "✸ Heavy weapons", "#9b1c1c"),
    ("card_damage", "✖ Damage", "#222222"),
)

# Name extensions that only tell printings apart (the left or right half of a two-card picture, a
# print run, the text size, a series number): LackeyCCG needs them to pick a scan, a proxy does not.
PRINT_RUN_ONLY = re.compile(r"(?i)^((planet )?(left|right)|small text|large text|\d+(st|nd|rd|th) print|series [ivxlcu]+|front|back)$")


def frame_color(card: dict[str, Any]) -> str:
    return TYPE_COLORS.get(str(card.get("type") or ""), DEFAULT_COLOR)


def code_of(card: dict[str, Any]) -> str:
    """The type-and-strength code as printed: S6, R/A1, T/B3, HQ25."""
    attributes = card.get("attributes") or {}
    code = attributes.get("code")
    if code:
        return str(code)
    strength = card.get("strength")
    return f"{card.get('type', '')}{'' if strength is None else strength}"


def empire_line(card: dict[str, Any], printing: dict[str, Any] | None) -> str:
    attributes = card.get("attributes") or {}
    kind = TYPE_NAMES.get(str(card.get("type")), str(card.get("type") or ""))
    alt = attributes.get("alt_type")
    if alt:
        kind = f"{kind} / {TYPE_NAMES.get(alt, alt)}"
    if attributes.get("reaction"):
        kind = f"Reaction {kind}"
    parts = [kind]
    empire = attributes.get("main_empire")
    empire_class = attributes.get("empire_class")
    if empire:
        label = f"{empire} ({empire_class} empire)" if empire_class in ("major", "minor") else empire
        parts.append(label)
    elif empire_class == "generic":
        parts.append("Generic")
    tribe = attributes.get("indirigan_tribe")
    if tribe and tribe != empire:
        parts.append(f"Indirigan: {tribe}")
    return " · ".join(parts)


def point_chips(attributes: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(label, colour, style) for every cost and generated point the card prints."""
    chips: list[tuple[str, str, str]] = []
    for name, label, color in POINTS:
        value = attributes.get(f"cost_{name}")
        if value is not None:
            chips.append((f"{label} {value}", color, "cost"))
    for name, label, color in POINTS:
        value = attributes.get(f"opt_cost_{name}")
        if value is not None:
            chips.append((f"opt. {label} {value}", color, "optional"))
    for name, label, color in POINTS:
        value = attributes.get(f"gen_{name}")
        mult = attributes.get(f"mult_{name}")
        if value is not None or mult:
            shown = f"+{value}" if isinstance(value, int) and value >= 0 else str(value if value is not None else "")
            text = f"{shown} {label}".strip()
            if mult:
                text = f"{text} {mult}"
            chips.append((text, color, "generate"))
    return chips


def combat_chips(attributes: dict[str, Any]) -> list[tuple[str, str, str]]:
    chips = [(f"{word} {attributes[name]}", color, "combat") for name, word, color in COMBAT if attributes.get(name) is not None]
    if attributes.get("time_strength") is not None:
        chips.append((f"Time strength {attributes['time_strength']}", "#444444", "combat"))
    return chips


def _draw_chips(box: CardBox, area: Rect, chips: list[tuple[str, str, str]], size: float) -> float:
    """Lay chips out in rows from the top of `area`; returns the height used."""
    if not chips:
        return 0.0
    u = box.u
    h = 4.2 * u
    pad = 1.1 * u
    gap = 0.9 * u
    x, y = area.x, area.top - h
    for label, color, style in chips:
        w = text_width(label, COND_BOLD, size) + 2 * pad
        if x > area.x and x + w > area.right:
            x, y = area.x, y - h - gap
        w = min(w, area.width)
        r = Rect(x, y, w, h)
        if style == "cost":
            box.rect(r, fill=color, radius=0.8 * u, area=False)
            ink = box.ink.text_on(color, solid=True) if box.ink.grayscale else "#ffffff"
        elif style == "optional":
            box.rect(r, fill=lighter(color, 0.85), stroke=color, radius=0.8 * u, line_width=0.6 * box.scale, dash=(1.5, 1))
            ink = darker(color, 0.2)
        elif style == "generate":
            box.rect(r, fill=lighter(color, 0.8), stroke=color, radius=h / 2, line_width=0.7 * box.scale)
            ink = darker(color, 0.3)
        else:
            box.rect(r, fill=lighter(color, 0.88), stroke=color, radius=0.4 * u, line_width=0.5 * box.scale)
            ink = darker(color, 0.1)
        box.fitted_line(Rect(r.x + pad, r.y, r.width - 2 * pad, r.height), label, COND_BOLD, size, size * 0.6, color=ink, align="center")
        x += w + gap
    return area.top - y


def draw_face(box: CardBox, card: dict[str, Any], printing: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    attributes = card.get("attributes") or {}
    frame = frame_color(card)
    box.fill_bleed(frame)
    panel = t.inset(2 * u)
    box.rect(panel, fill=PAPER, radius=1.5 * u)
    code = code_of(card)
    title = str(card.get("title") or "")

    # Header: the code in its badge, the title beside it.
    header = Rect(panel.x + 1 * u, panel.top - 10 * u, panel.width - 2 * u, 9.2 * u)
    badge_w = max(10 * u, min(24 * u, text_width(code, BOLD, 12 * s) + 3 * u))
    badge = Rect(header.x, header.y + 0.4 * u, badge_w, header.height - 0.4 * u)
    box.rect(badge, fill=darker(frame, 0.15), radius=1.2 * u)
    badge_ink = box.ink.text_on(darker(frame, 0.15))
    box.fitted_line(badge.inset(0.8 * u), code, BOLD, 13 * s, 6 * s, color=badge_ink, align="center")
    title_r = Rect(badge.right + 1.4 * u, header.y, header.right - badge.right - 1.4 * u, header.height)
    box.paragraph(title_r, title, COND_BOLD, 8.6 * s, 5 * s, color=INK, valign="middle", max_lines=3)

    # Kind and empire, and the printing's name extension (Left/Right, German title...).
    sub = Rect(panel.x + 1.2 * u, header.y - 4.2 * u, panel.width - 2.4 * u, 3.6 * u)
    box.line(sub.x, sub.top + 0.2 * u, sub.right, sub.top + 0.2 * u, color=frame, width=0.8 * s)
    extension = (printing or {}).get("name_extension") or ""
    if PRINT_RUN_ONLY.match(extension):
        extension = ""  # which art half or print run it is says nothing at the table (issue 27: a stray "Right")
    if extension:
        box.fitted_line(Rect(sub.x, sub.y, sub.width * 0.62, sub.height), empire_line(card, printing), COND, 6 * s, 4.2 * s, color="#333333")
        box.fitted_line(Rect(sub.x + sub.width * 0.64, sub.y, sub.width * 0.36, sub.height), extension, ITALIC, 5.5 * s, 3.8 * s, color="#555555", align="right")
    else:
        box.fitted_line(sub, empire_line(card, printing), COND, 6 * s, 4.2 * s, color="#333333")

    # Points and combat values as chips.
    foot_h = 3.6 * u
    bottom_title_h = 6 * u
    body_bottom = panel.y + bottom_title_h + foot_h
    chips_area = Rect(panel.x + 1.2 * u, body_bottom, panel.width - 2.4 * u, sub.y - 0.8 * u - body_bottom)
    used = _draw_chips(box, chips_area, point_chips(attributes), 6.2 * s)
    if used:
        used += 0.9 * u
    combat_area = Rect(chips_area.x, chips_area.y, chips_area.width, chips_area.height - used)
    used_combat = _draw_chips(box, combat_area, combat_chips(attributes), 6.2 * s)
    if used_combat:
        used += used_combat + 0.9 * u

    # Rule text in the space left, shrunk to fit down to a legible 5 pt.
    # The card's text first: it ends in the weapons line drawn from the stats (issue 17), and
    # every printing plays as the latest wording (GErulesv21.txt, "exactly identical").
    text = str(card.get("text") or (printing or {}).get("text") or "")
    text_r = Rect(chips_area.x, body_bottom + 0.4 * u, chips_area.width, chips_area.height - used - 0.4 * u)
    if text_r.height > 4 * u:
        box.rect(text_r, fill="#ffffff", stroke=lighter(frame, 0.3), radius=0.8 * u, line_width=0.5 * s)
        if text:
            fitted = box.paragraph(text_r.inset(1 * u), text, SANS, 7.2 * s, 5 * s, color=INK)
            if fitted.truncated:
                box.text(text_r.right - 0.8 * u, text_r.y + 0.6 * u, "(text continues)", ITALIC, 3.6 * s, "#777777", align="right")
        if text and card.get("text_source") == "machine-read":
            # The master list's text was read from scans: say so, a player may check the card.
            box.text(text_r.right - 0.6 * u, text_r.top + 0.5 * u, "machine-read text", ITALIC, 3.4 * s, "#777777", align="right")

    # Foot: set and rarity; artist.
    foot = Rect(panel.x + 1.2 * u, panel.y + bottom_title_h, panel.width - 2.4 * u, foot_h)
    fan_made = bool((printing or {}).get("fan_made") or card.get("fan_made"))
    where = " · ".join(p for p in ((printing or {}).get("set", ""), (printing or {}).get("rarity", ""), "fan-made" if fan_made else "") if p)
    box.fitted_line(Rect(foot.x, foot.y, foot.width * 0.35, foot.height), where, COND_BOLD, 5.5 * s, 4 * s, color="#333333")
    artist = (printing or {}).get("artist") or ""
    if artist:
        box.fitted_line(Rect(foot.x + foot.width * 0.38, foot.y, foot.width * 0.62, foot.height), f"art: {artist}", COND, 5 * s, 3.6 * s, color="#555555", align="right")

    # The title again, upside down, for the player across the table.
    strip = Rect(panel.x, panel.y, panel.width, bottom_title_h)
    box.line(panel.x + 1.2 * u, strip.top, panel.right - 1.2 * u, strip.top, color=frame, width=0.8 * s)
    with box.upside_down():
        mirrored = Rect(t.x + t.right - strip.right, t.y + t.top - strip.top, strip.width, strip.height)
        box.fitted_line(Rect(mirrored.x + 1.4 * u, mirrored.y, mirrored.width - 2.8 * u, mirrored.height), f"{code}  {title}", COND_BOLD, 7 * s, 4.2 * s, color=INK)


def draw_back(box: CardBox, card: dict[str, Any] | None, game: Game) -> None:
    u, t, s = box.u, box.trim, box.scale
    base = "#14183a"
    box.fill_bleed(base)
    inner = t.inset(3 * u)
    gold = "#d8b64a"
    box.rect(inner, stroke=gold, radius=2 * u, line_width=1.2 * s)
    # A ringed planet and stars: a fixed pattern, so every back is the same.
    for i in range(48):
        x = inner.x + ((i * 37) % 97) / 97 * inner.width
        y = inner.y + ((i * 61) % 89) / 89 * inner.height
        box.circle(x, y, (0.2 + (i % 3) * 0.15) * u, fill="#e8e4c8")
    cx, cy = t.x + t.width / 2, t.y + t.height / 2
    box.circle(cx, cy + 12 * u, 9 * u, fill="#3a5a9a", stroke=gold, line_width=0.8 * s, area=True)
    c = box.canvas
    c.saveState()
    c.setStrokeColor(box.ink.color(gold))
    c.setLineWidth(0.9 * s)
    c.ellipse(cx - 15 * u, cy + 9.5 * u, cx + 15 * u, cy + 14.5 * u, stroke=1, fill=0)
    c.restoreState()
    title_ink = "#f4e4a0" if not box.ink.grayscale else box.ink.text_on(base)
    box.paragraph(Rect(inner.x + 2 * u, cy - 16 * u, inner.width - 4 * u, 16 * u), "GALACTIC EMPIRES", BOLD, 12 * s, 7 * s, color=title_ink, align="center", valign="middle", max_lines=2)
    box.fitted_line(Rect(inner.x, inner.y + 4 * u, inner.width, 4 * u), "print-and-play proxy · Sector HQ", SANS, 5.5 * s, 4 * s, color=gold, align="center")
