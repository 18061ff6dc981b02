"""Reads the geometry back out of a PDF page: card clip boxes, stroked lines, fill colours.

A small interpreter of the page's content stream (pypdf parses it): it follows q/Q and cm, so
the rectangles and lines come out in page coordinates, as a printer would put them on paper.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pypdf import PdfReader
from pypdf.generic import ContentStream

MM = 72 / 25.4


@dataclass
class PageGeometry:
    clips: list[tuple[float, float, float, float]] = field(default_factory=list)  # x, y, w, h
    lines: list[tuple[tuple[float, float, float, float], int]] = field(default_factory=list)  # segment, clip depth
    colors: list[tuple[str, tuple[float, ...]]] = field(default_factory=list)
    forms: int = 0
    frame_fills: list[tuple[float, ...]] = field(default_factory=list)  # the first fill colour after each clip


def _mul(m, n):
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + b * c2, a * b2 + b * d2, c * a2 + d * c2, c * b2 + d * d2, e * a2 + f * c2 + e2, e * b2 + f * d2 + f2)


def _apply(m, x, y):
    a, b, c, d, e, f = m
    return (a * x + c * y + e, b * x + d * y + f)


def page_geometry(reader: PdfReader, index: int) -> PageGeometry:
    page = reader.pages[index]
    ops = ContentStream(page.get_contents(), reader).operations
    geometry = PageGeometry()
    ctm = (1, 0, 0, 1, 0, 0)
    stack: list[tuple] = []
    clip_depth = 0
    clip_stack: list[int] = []
    pending_rect = None
    path: list[tuple[float, float, float, float]] = []
    current = None
    awaiting_fill = False
    for operands, op in ops:
        values = [float(v) for v in operands] if op in (b"cm", b"re", b"m", b"l") else operands
        if op == b"q":
            stack.append(ctm)
            clip_stack.append(clip_depth)
        elif op == b"Q":
            ctm = stack.pop()
            clip_depth = clip_stack.pop()
        elif op == b"cm":
            ctm = _mul(tuple(values), ctm)
        elif op == b"re":
            x, y, w, h = values
            x1, y1 = _apply(ctm, x, y)
            x2, y2 = _apply(ctm, x + w, y + h)
            pending_rect = (min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
        elif op in (b"W", b"W*"):
            if pending_rect is not None:
                geometry.clips.append(pending_rect)
                clip_depth += 1
                awaiting_fill = True
        elif op == b"m":
            current = _apply(ctm, *values)
        elif op == b"l":
            end = _apply(ctm, *values)
            if current is not None:
                path.append((current[0], current[1], end[0], end[1]))
            current = end
        elif op in (b"S", b"s", b"B", b"B*", b"b", b"b*"):
            geometry.lines.extend((segment, clip_depth) for segment in path)
            path = []
            pending_rect = None
        elif op in (b"n", b"f", b"f*", b"F"):
            path = []
            pending_rect = None
        elif op in (b"rg", b"RG", b"g", b"G", b"k", b"K"):
            geometry.colors.append((op.decode(), tuple(float(v) for v in operands)))
            if op == b"rg" and awaiting_fill:
                geometry.frame_fills.append(tuple(float(v) for v in operands))
                awaiting_fill = False
        elif op == b"Do":
            geometry.forms += 1
    return geometry


def close(a: float, b: float, tolerance_mm: float = 0.1) -> bool:
    return abs(a - b) <= tolerance_mm * MM
