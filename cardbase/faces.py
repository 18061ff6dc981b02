"""Card faces drawn with Pillow from card data alone (no scans): a PNG for the card page.

Frame coloured by type, type-and-strength code, title, the point symbols (costs, generated
points, defences, weapons: every whole-number attribute of the game's schema), empire and rule
text with its provenance. Game-agnostic: what it draws comes from the card and the game's schema.
Faces are cached on disk under MEDIA_ROOT/cardfaces/, keyed by a hash of the card's data.
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from django.conf import settings
from PIL import Image, ImageDraw, ImageFont

import rules
from rules.deckfile_generic import card_code

RENDER_VERSION = "1"
WIDTH, HEIGHT = 375, 525  # 2.5 x 3.5 inches at 150 dpi
MARGIN = 14

# Frame colours for the type letters the games use; other types get a colour from their name.
TYPE_COLOURS: dict[str, str] = {
    "S": "#2f6db5",  # ship
    "B": "#6b7280",  # base
    "T": "#2e8b57",  # terrain
    "C": "#d97706",  # crew
    "E": "#94a3b8",  # equipment
    "O": "#7c3aed",  # occurrence
    "A": "#0e9aa7",  # ability
    "M": "#b91c1c",  # monster
    "H": "#7f1d1d",  # hazard
    "L": "#ca8a04",  # luck
    "D": "#be123c",  # dragon
    "I": "#475569",  # installation
    "P": "#a21caf",  # psy
    "F": "#15803d",  # field
    "G": "#9333ea",  # agenda
    "Q": "#1e3a8a",  # headquarters
    "HQ": "#111827",
}
PALETTE = ("#2f6db5", "#2e8b57", "#d97706", "#7c3aed", "#b91c1c", "#0e9aa7", "#ca8a04", "#a21caf", "#475569", "#be123c")

# Point kinds -> the symbol printed on Galactic Empires cards (../data README); others show a label.
SYMBOLS: dict[str, str] = {
    "command": "✪",
    "economy": "❍",
    "supply": "●",
    "energy": "✸",
    "ammunition": "◼",
    "research": "❏",
    "repair": "♦",
    "lobster": "❧",
    "healing": "✚",
    "shields": "✧",
    "nodes": "✦",
    "armour": "➊",
    "heavy_weapons": "◼",
    "phasers": "✜",
    "card_damage": "✕",
}
GROUPS: tuple[tuple[str, str], ...] = (("cost_", "Needs"), ("opt_cost_", "May take"), ("gen_", "Generates"))
FONT_DIRS = (
    Path(settings.BASE_DIR) / "printing" / "fonts",
    Path("/usr/share/fonts/truetype/dejavu"),
)


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in FONT_DIRS:
        if (folder / name).exists():
            return ImageFont.truetype(str(folder / name), size)
    return ImageFont.load_default(size)


def type_colour(type_code: str) -> str:
    letter = type_code.split("/")[0]
    if letter in TYPE_COLOURS:
        return TYPE_COLOURS[letter]
    return PALETTE[int(hashlib.sha1(type_code.encode()).hexdigest(), 16) % len(PALETTE)]


def _wrap(draw: ImageDraw.ImageDraw, text: str, face: Any, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in re.split(r"\n+|(?<=\S) (?=- )", text):
        words = paragraph.split()
        line = ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if draw.textlength(candidate, font=face) <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        if line:
            lines.append(line)
    return lines


def _symbol_rows(card: Mapping[str, Any], game_slug: str) -> list[str]:
    """The point symbols as lines: "Needs ●●✸", "Generates ❍ x2", "✧ 3  ✜ 2"..."""
    attributes = card.get("attributes") or {}
    schema = rules.get(game_slug).card_schema
    ints = [f for f in schema.fields if f.kind == "int" and f.name != "time_strength"]
    used: set[str] = set()
    rows: list[str] = []
    for prefix, label in GROUPS:
        parts = []
        for f in ints:
            if not f.name.startswith(prefix) or (prefix == "cost_" and f.name.startswith("opt_")):
                continue
            value = attributes.get(f.name)
            if value is None:
                continue
            used.add(f.name)
            kind = f.name[len(prefix):]
            symbol = SYMBOLS.get(kind, kind[:3].upper() + " ")
            shown = symbol * value if 0 < value <= 6 and kind in SYMBOLS else f"{symbol}×{value}"
            mult = attributes.get(f"mult_{kind}")
            parts.append(f"{shown}{' ' + mult if mult else ''}")
        if parts:
            rows.append(f"{label} {'  '.join(parts)}")
    rest = []
    for f in ints:
        if f.name in used or any(f.name.startswith(p) for p, _ in GROUPS):
            continue
        value = attributes.get(f.name)
        if value is None:
            continue
        symbol = SYMBOLS.get(f.name)
        rest.append(f"{symbol} {value}" if symbol else f"{(f.label or f.name).replace('_', ' ')} {value}")
    for start in range(0, len(rest), 4):
        rows.append("   ".join(rest[start : start + 4]))
    return rows


def render_face(card: Mapping[str, Any], game_slug: str) -> bytes:
    """The card's face as PNG bytes."""
    colour = type_colour(str(card.get("type", "")))
    image = Image.new("RGB", (WIDTH, HEIGHT), "#0b0f18")
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, WIDTH - 1, HEIGHT - 1), radius=18, fill=colour)
    draw.rounded_rectangle((MARGIN - 4, MARGIN - 4, WIDTH - MARGIN + 3, HEIGHT - MARGIN + 3), radius=12, fill="#10151f")
    attributes = card.get("attributes") or {}
    code = card_code(card)
    # Type and strength, top left, in a box of the frame's colour.
    code_font = font(30 if len(code) <= 4 else 20, bold=True)
    box_width = max(64, int(draw.textlength(code, font=code_font)) + 16)
    draw.rounded_rectangle((MARGIN, MARGIN, MARGIN + box_width, MARGIN + 48), radius=8, fill=colour)
    draw.text((MARGIN + box_width / 2, MARGIN + 24), code, font=code_font, fill="white", anchor="mm")
    # Title beside it, wrapped on two lines at most, shrinking to fit.
    title = str(card.get("title", ""))
    title_left = MARGIN + box_width + 10
    title_width = WIDTH - MARGIN - title_left - 4
    for size in (20, 17, 15, 13, 11):
        title_font = font(size, bold=True)
        lines = _wrap(draw, title, title_font, title_width)
        if len(lines) <= 3:
            break
    y = MARGIN + 2
    for line in lines[:3]:
        draw.text((title_left, y), line, font=title_font, fill="white")
        y += size + 3
    y = max(y, MARGIN + 56) + 6
    # Empire / class line.
    empire = attributes.get("main_empire") or ""
    details = [d for d in (empire, attributes.get("empire_class") if attributes.get("empire_class") not in (None, "none") else "", attributes.get("category")) if d]
    if attributes.get("reaction"):
        details.append("reaction")
    if details:
        draw.text((MARGIN + 4, y), " · ".join(str(d) for d in details), font=font(13), fill="#cbd5e1")
        y += 20
    # Point symbols.
    symbol_font = font(15)
    for row in _symbol_rows(card, game_slug):
        for line in _wrap(draw, row, symbol_font, WIDTH - 2 * MARGIN - 12):
            draw.text((MARGIN + 6, y), line, font=symbol_font, fill=colour if colour != "#111827" else "#e5e7eb")
            y += 20
    y += 4
    # Text box.
    bottom = HEIGHT - MARGIN - 38
    draw.rounded_rectangle((MARGIN + 2, y, WIDTH - MARGIN - 2, bottom), radius=8, fill="#e8e4d8")
    text = str(card.get("text") or "")
    inner_width = WIDTH - 2 * MARGIN - 20
    if text:
        for size in (15, 14, 13, 12, 11, 10, 9):
            text_font = font(size)
            lines = _wrap(draw, text, text_font, inner_width)
            if len(lines) * (size + 3) <= bottom - y - 26:
                break
        ty = y + 8
        for line in lines:
            if ty + size > bottom - 20:
                break
            draw.text((MARGIN + 10, ty), line, font=text_font, fill="#111")
            ty += size + 3
    else:
        draw.text((WIDTH / 2, (y + bottom) / 2), "(no rule text recorded)", font=font(13), fill="#555", anchor="mm")
    source = card.get("text_source")
    if text and source:
        confidence = card.get("text_confidence")
        note = f"{source} text" + (f", confidence {confidence:.0f}" if isinstance(confidence, (int, float)) else "")
        draw.text((WIDTH - MARGIN - 8, bottom - 6), note, font=font(10), fill="#6b5e3c", anchor="rs")
    # Footer: sets, rarity, artist.
    printings = card.get("printings") or []
    sets = " ".join(dict.fromkeys(p.get("set", "") for p in printings))
    artist = next((p.get("artist") for p in printings if p.get("artist")), "")
    footer = " · ".join(part for part in (sets, f"Art: {artist}" if artist else "") if part)
    footer_font = font(11)
    while footer and draw.textlength(footer, font=footer_font) > WIDTH - 2 * MARGIN - 8:
        footer = footer[:-2]
    draw.text((MARGIN + 4, HEIGHT - MARGIN - 18), footer, font=footer_font, fill="#cbd5e1")
    buffer = io.BytesIO()
    image.save(buffer, "PNG", optimize=False)
    return buffer.getvalue()


def face_digest(card: Mapping[str, Any]) -> str:
    data = {k: v for k, v in card.items() if k != "id"}
    return hashlib.sha1((RENDER_VERSION + json.dumps(data, sort_keys=True, default=str)).encode()).hexdigest()[:16]


def face_png(card: Mapping[str, Any], game_slug: str) -> tuple[bytes, str]:
    """The face PNG and its digest, from the disk cache when drawn before."""
    digest = face_digest(card)
    safe_key = re.sub(r"[^A-Za-z0-9_-]", "_", str(card["key"]))
    path = Path(settings.MEDIA_ROOT) / "cardfaces" / game_slug / f"{safe_key}-{digest}.png"
    if path.exists():
        return path.read_bytes(), digest
    png = render_face(card, game_slug)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_bytes(png)
        temporary.replace(path)  # atomic: a concurrent reader never sees half a file
    except OSError:
        pass  # a read-only media folder only costs a redraw
    return png, digest
