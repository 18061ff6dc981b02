"""The drawing kit card faces use: embedded fonts, ink (colour or grayscale), fitted text.

Faces draw on a reportlab canvas inside a `CardBox` (the card's trim and bleed rectangles)
through these helpers, so every game's face gets the same fonts, ink-saver and text fitting.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from reportlab import rl_config
from reportlab.lib.colors import Color, HexColor
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from .layout import MM, Rect

FONT_DIR = Path(__file__).resolve().parent / "fonts"
# DejaVu (Bitstream Vera licence, printing/fonts/LICENSE): covers the arrows, suits, stars and
# geometric symbols the faces use, and is embedded (subset) in every PDF.
FONTS = {
    "sans": ("DejaVuSans", "DejaVuSans.ttf"),
    "bold": ("DejaVuSans-Bold", "DejaVuSans-Bold.ttf"),
    "cond": ("DejaVuSansCondensed", "DejaVuSansCondensed.ttf"),
    "cond-bold": ("DejaVuSansCondensed-Bold", "DejaVuSansCondensed-Bold.ttf"),
    "italic": ("DejaVuSans-Oblique", "DejaVuSans-Oblique.ttf"),
}
SANS, BOLD, COND, COND_BOLD, ITALIC = (FONTS[k][0] for k in ("sans", "bold", "cond", "cond-bold", "italic"))

LEADING = 1.18
ELLIPSIS = "…"


@lru_cache(maxsize=1)
def register_fonts() -> None:
    """Register the shipped fonts with reportlab once per process (and its PDF settings)."""
    # Binary (Flate-only) streams: ASCII85 on top makes files 25% larger and costs time.
    rl_config.useA85 = 0
    for name, filename in FONTS.values():
        pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / filename)))


# --------------------------------------------------------------------------------------------
# Ink
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Ink:
    """Colours as the print job wants them: full colour, or grayscale with pale backgrounds."""

    grayscale: bool = False

    def color(self, value: str | tuple[float, float, float]) -> Color:
        """A colour for lines, text and small shapes (grayscale keeps their contrast)."""
        color = _color(value)
        if not self.grayscale:
            return color
        gray = _luminance(color)
        return Color(gray, gray, gray)

    def fill(self, value: str | tuple[float, float, float]) -> Color:
        """A colour for large areas (frames, backgrounds): the ink-saver pales them to a light gray."""
        color = _color(value)
        if not self.grayscale:
            return color
        # Ink-saver: at most about 20% coverage for areas, still telling dark from light.
        gray = 0.8 + 0.2 * _luminance(color)
        return Color(gray, gray, gray)

    def text_on(self, value: str | tuple[float, float, float], solid: bool = False) -> Color:
        """Black or white, whichever reads better on an area filled with `value`.

        `solid`: the shape was filled with color() (a small shape), not fill() (a pale area).
        """
        under = self.color(value) if solid else self.fill(value)
        return Color(0, 0, 0) if _luminance(under) > 0.55 else Color(1, 1, 1)


@lru_cache(maxsize=512)
def _color(value: str | tuple[float, float, float]) -> Color:
    if isinstance(value, str):
        return HexColor(value)
    return Color(*value)


def _luminance(color: Color) -> float:
    return 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue


def darker(value: str, by: float = 0.35) -> str:
    color = HexColor(value)
    r, g, b = (max(0.0, c * (1 - by)) for c in (color.red, color.green, color.blue))
    return f"#{int(r * 255):02x}{int(g * 255):02x}{int(b * 255):02x}"


def lighter(value: str, by: float = 0.6) -> str:
    color = HexColor(value)
    r, g, b = (c + (1 - c) * by for c in (color.red, color.green, color.blue))
    return f"#{int(r * 255):02x}{int(g * 255):02x}{int(b * 255):02x}"


# --------------------------------------------------------------------------------------------
# Text fitting
# --------------------------------------------------------------------------------------------

_word_widths: dict[tuple[str, str], float] = {}


def text_width(text: str, font: str, size: float = 1.0) -> float:
    """Width of `text` in points at `size` (cached per word at 1 pt: widths scale linearly)."""
    key = (font, text)
    width = _word_widths.get(key)
    if width is None:
        width = pdfmetrics.stringWidth(text, font, 1.0)
        if len(_word_widths) < 200_000:
            _word_widths[key] = width
    return width * size


def _split_long(word: str, font: str, limit: float) -> list[str]:
    """A word wider than a whole line, broken into pieces that fit (limit in 1-pt units)."""
    pieces, current = [], ""
    for ch in word:
        if current and text_width(current + ch, font) > limit:
            pieces.append(current)
            current = ch
        else:
            current += ch
    if current:
        pieces.append(current)
    return pieces


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Greedy word wrap of `text` (newlines kept) into lines no wider than `width` points."""
    limit = width / size
    space = text_width(" ", font)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        if not words:
            lines.append("")
            continue
        current: list[str] = []
        used = 0.0
        for word in words:
            w = text_width(word, font)
            if w > limit:
                for piece in _split_long(word, font, limit):
                    pw = text_width(piece, font)
                    if current and used + space + pw > limit:
                        lines.append(" ".join(current))
                        current, used = [], 0.0
                    used = used + space + pw if current else pw
                    current.append(piece)
                continue
            if current and used + space + w > limit:
                lines.append(" ".join(current))
                current, used = [word], w
            else:
                used = used + space + w if current else w
                current.append(word)
        if current:
            lines.append(" ".join(current))
    return lines


@dataclass(frozen=True)
class FittedText:
    size: float
    lines: tuple[str, ...]
    truncated: bool


def fit_text(
    text: str,
    font: str,
    width: float,
    height: float,
    max_size: float,
    min_size: float,
    max_lines: int | None = None,
    step: float = 0.25,
) -> FittedText:
    """The largest size from max_size down to min_size at which `text` fits the box.

    At the legible minimum the text is cut with an ellipsis rather than shrunk further, and
    `truncated` says so (the caller may mark the card).
    """
    size = max_size
    while True:
        lines = wrap(text, font, size, width)
        fits_height = len(lines) * size * LEADING <= height + 0.01
        fits_count = max_lines is None or len(lines) <= max_lines
        if (fits_height and fits_count) or size <= min_size:
            break
        size = max(min_size, size - step)
    room = int((height + 0.01) // (size * LEADING))
    if max_lines is not None:
        room = min(room, max_lines)
    room = max(room, 1)
    if len(lines) <= room:
        return FittedText(size, tuple(lines), False)
    kept = lines[:room]
    last = kept[-1]
    while last and text_width(last + ELLIPSIS, font, size) > width:
        last = last[:-1].rstrip()
    kept[-1] = last + ELLIPSIS
    return FittedText(size, tuple(kept), True)


def fit_line(text: str, font: str, width: float, max_size: float, min_size: float) -> tuple[str, float]:
    """One line of text at the largest size that fits `width`, cut with an ellipsis at min_size."""
    natural = text_width(text, font)
    if natural <= 0:
        return text, max_size
    size = min(max_size, width / natural)
    if size >= min_size:
        return text, size
    size = min_size
    while text and text_width(text + ELLIPSIS, font, size) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS, size


# --------------------------------------------------------------------------------------------
# The card box
# --------------------------------------------------------------------------------------------


class CardBox:
    """Where one card is drawn: its trim and bleed rectangles on a canvas, and the ink to use.

    `u` is one design millimetre at this card's size: designs are drawn for a 63x88 mm poker card
    and scale with custom sizes (the smaller of the two ratios, so nothing spills over).
    """

    def __init__(self, canvas: Any, trim: Rect, bleed: Rect, ink: Ink) -> None:
        self.canvas = canvas
        self.trim = trim
        self.bleed = bleed
        self.ink = ink
        self.u = min(trim.width / (63 * MM), trim.height / (88 * MM)) * MM

    @property
    def scale(self) -> float:
        return self.u / MM

    # Areas -----------------------------------------------------------------------------------

    def fill_bleed(self, color: str) -> None:
        """Fill the card and its bleed: a background must run past the cut line."""
        c = self.canvas
        c.setFillColor(self.ink.fill(color))
        r = self.bleed
        c.rect(r.x, r.y, r.width, r.height, stroke=0, fill=1)

    def _paint(self, fill: str | None, stroke: str | None, line_width: float, area: bool) -> None:
        """Set the fill colour (an area's ink, or a line's) and the stroke before a shape is drawn."""
        c = self.canvas
        if fill:
            c.setFillColor(self.ink.fill(fill) if area else self.ink.color(fill))
        if stroke:
            c.setStrokeColor(self.ink.color(stroke))
            c.setLineWidth(line_width)

    def rect(
        self,
        r: Rect,
        fill: str | None = None,
        stroke: str | None = None,
        radius: float = 0.0,
        line_width: float = 0.5,
        area: bool = True,
        dash: tuple[float, ...] | None = None,
    ) -> None:
        c = self.canvas
        self._paint(fill, stroke, line_width, area)
        if dash:
            c.setDash(*dash)
        if radius:
            c.roundRect(r.x, r.y, r.width, r.height, radius, stroke=1 if stroke else 0, fill=1 if fill else 0)
        else:
            c.rect(r.x, r.y, r.width, r.height, stroke=1 if stroke else 0, fill=1 if fill else 0)
        if dash:
            c.setDash()

    def circle(
        self, x: float, y: float, radius: float, fill: str | None = None, stroke: str | None = None, line_width: float = 0.5, area: bool = False
    ) -> None:
        c = self.canvas
        self._paint(fill, stroke, line_width, area)
        c.circle(x, y, radius, stroke=1 if stroke else 0, fill=1 if fill else 0)

    def polygon(self, points: Iterable[tuple[float, float]], fill: str | None = None, stroke: str | None = None, line_width: float = 0.5, area: bool = False) -> None:
        c = self.canvas
        pts = list(points)
        path = c.beginPath()
        path.moveTo(*pts[0])
        for p in pts[1:]:
            path.lineTo(*p)
        path.close()
        self._paint(fill, stroke, line_width, area)
        c.drawPath(path, stroke=1 if stroke else 0, fill=1 if fill else 0)

    def line(self, x1: float, y1: float, x2: float, y2: float, color: str = "#000000", width: float = 0.5) -> None:
        c = self.canvas
        c.setStrokeColor(self.ink.color(color))
        c.setLineWidth(width)
        c.line(x1, y1, x2, y2)

    # Text --------------------------------------------------------------------------------------

    def text(self, x: float, y: float, text: str, font: str, size: float, color: Any = "#000000", align: str = "left") -> None:
        self._text_style(font, size, color)
        self._draw_string(x, y, text, align)

    def _text_style(self, font: str, size: float, color: Any) -> None:
        c = self.canvas
        c.setFillColor(color if isinstance(color, Color) else self.ink.color(color))
        c.setFont(font, size)

    def _draw_string(self, x: float, y: float, text: str, align: str) -> None:
        """One line of text in the current font and colour, `x` its left, centre or right end."""
        c = self.canvas
        if align == "center":
            c.drawCentredString(x, y, text)
        elif align == "right":
            c.drawRightString(x, y, text)
        else:
            c.drawString(x, y, text)

    def fitted_line(
        self, r: Rect, text: str, font: str, max_size: float, min_size: float, color: Any = "#000000", align: str = "left"
    ) -> float:
        """One line, shrunk to fit r.width, vertically centred in r; returns the size used."""
        shown, size = fit_line(text, font, r.width, min(max_size, r.height / 0.9), min_size)
        baseline = r.y + (r.height - size * 0.72) / 2
        x = {"left": r.x, "center": r.x + r.width / 2, "right": r.right}[align]
        self.text(x, baseline, shown, font, size, color, align)
        return size

    def paragraph(
        self,
        r: Rect,
        text: str,
        font: str,
        max_size: float,
        min_size: float,
        color: Any = "#000000",
        align: str = "left",
        valign: str = "top",
        max_lines: int | None = None,
    ) -> FittedText:
        """Text wrapped in r, its size shrunk from max_size down to min_size until it fits."""
        fitted = fit_text(text, font, r.width, r.height, max_size, min_size, max_lines=max_lines)
        step = fitted.size * LEADING
        block = len(fitted.lines) * step
        if valign == "middle":
            top = r.top - (r.height - block) / 2
        elif valign == "bottom":
            top = r.y + block
        else:
            top = r.top
        y = top - fitted.size * 0.93
        x = {"left": r.x, "center": r.x + r.width / 2, "right": r.right}[align]
        self._text_style(font, fitted.size, color)
        for line in fitted.lines:
            self._draw_string(x, y, line, align)
            y -= step
        return fitted

    # Rotation ----------------------------------------------------------------------------------

    def upside_down(self) -> _Rotated:
        """A context in which drawing is turned 180° about the card's centre (for a second title)."""
        return _Rotated(self)


class _Rotated:
    def __init__(self, box: CardBox) -> None:
        self.box = box

    def __enter__(self) -> CardBox:
        c = self.box.canvas
        t = self.box.trim
        c.saveState()
        c.translate(t.x + t.width / 2, t.y + t.height / 2)
        c.rotate(180)
        c.translate(-(t.x + t.width / 2), -(t.y + t.height / 2))
        return self.box

    def __exit__(self, *exc: object) -> None:
        self.box.canvas.restoreState()


def chip_width(label: str, font: str, size: float, pad: float) -> float:
    return text_width(label, font, size) + 2 * pad
