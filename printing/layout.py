"""Sheet geometry for print-and-play: paper, card grid, bleed, crop marks, cut lines, duplex backs.

Pure functions over plain numbers (no Django, no drawing), so the geometry can be tested exactly.
Options are in millimetres, as a user gives them; everything `plan_sheet` returns is in PDF
points (1/72 inch) with the origin at the bottom-left corner of the page, as reportlab and
pypdf see it. Slots are numbered in reading order: left to right, top row first.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

MM = 72.0 / 25.4
"""Points per millimetre."""

PAPERS: dict[str, tuple[float, float]] = {
    # Portrait width x height in millimetres.
    "letter": (215.9, 279.4),
    "a4": (210.0, 297.0),
}
POKER = (63.0, 88.0)
MAX_BLEED = 5.0
MAX_OFFSET = 20.0
# The smallest card printed (mm a side: mini cards are 41x63) and the most slots a sheet holds:
# checked before any slot is built, so a tiny card size costs nothing (0.15x0.15 mm once built
# a slot per grid cell, 2.6 million of them, during form validation).
MIN_CARD_SIDE = 20.0
MAX_SLOTS = 100
MARKS = ("crop", "cut", "none")
DUPLEX_EDGES = ("long", "short")

# Crop marks start this far outside the grid's bleed edge (so a slightly crooked cut never
# shows a mark) and run up to MARK_LENGTH outward, shortened to fit the margin.
MARK_OFFSET = 1.0
MARK_LENGTH = 5.0
MARK_MIN_LENGTH = 2.0


class LayoutError(ValueError):
    """Geometry that cannot be printed; `option` names the option at fault (e.g. "bleed")."""

    def __init__(self, option: str, message: str) -> None:
        super().__init__(f"{option.replace('_', '-')}: {message}")
        self.option = option
        self.message = message


@dataclass(frozen=True)
class LayoutOptions:
    """How cards are imposed on a sheet. Lengths in millimetres."""

    paper: str = "letter"
    card_width: float = POKER[0]
    card_height: float = POKER[1]
    bleed: float = 0.0
    gap: float = 0.0
    margin: float = 5.0
    marks: str = "crop"
    backs: bool = False
    duplex: str = "long"
    offset_x: float = 0.0
    offset_y: float = 0.0

    def with_changes(self, **changes: Any) -> LayoutOptions:
        return replace(self, **changes)


@dataclass(frozen=True)
class Rect:
    """A rectangle in points: (x, y) is the bottom-left corner."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    def inset(self, by: float) -> Rect:
        return Rect(self.x + by, self.y + by, self.width - 2 * by, self.height - 2 * by)

    def shifted(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.width, self.height)


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class Slot:
    """One card position on a sheet: its trim box (the card after cutting) and its bleed box."""

    index: int
    column: int
    row: int
    trim: Rect
    bleed: Rect


@dataclass(frozen=True)
class Sheet:
    """The imposition of one sheet: page size, the grid's slots and the marks to draw."""

    options: LayoutOptions
    page_width: float
    page_height: float
    columns: int
    rows: int
    slots: tuple[Slot, ...]
    grid: Rect  # the outer bleed edges of the whole grid
    crop_marks: tuple[Line, ...] = ()
    cut_lines: tuple[Line, ...] = ()
    cut_xs: tuple[float, ...] = field(default=())
    cut_ys: tuple[float, ...] = field(default=())

    @property
    def per_sheet(self) -> int:
        return len(self.slots)

    def back_slot(self, index: int) -> Slot:
        """Where the back of the card in slot `index` goes on the following (back) page.

        Long-edge duplex turns the sheet over its vertical axis, so x mirrors about the page's
        centre; short-edge duplex turns it over its horizontal axis, so y mirrors. The offset
        then moves every back to correct a printer that does not register front and back.
        """
        slot = self.slots[index]
        return Slot(
            slot.index,
            slot.column,
            slot.row,
            self._mirror(slot.trim),
            self._mirror(slot.bleed),
        )

    def _mirror(self, rect: Rect) -> Rect:
        dx = self.options.offset_x * MM
        dy = self.options.offset_y * MM
        if self.options.duplex == "long":
            return Rect(self.page_width - rect.right + dx, rect.y + dy, rect.width, rect.height)
        return Rect(rect.x + dx, self.page_height - rect.top + dy, rect.width, rect.height)


def parse_card_size(text: str) -> tuple[float, float]:
    """"63x88" (millimetres) or the name "poker" -> (width, height); LayoutError("card_size") otherwise."""
    value = (text or "").strip().lower()
    if value in ("", "poker"):
        return POKER
    if value == "bridge":
        return (57.0, 89.0)
    parts = value.replace("×", "x").replace("mm", "").split("x")
    try:
        width, height = (float(p) for p in parts)
    except ValueError:
        raise LayoutError("card_size", f"expected WIDTHxHEIGHT in millimetres such as 63x88, got {text!r}") from None
    return width, height


def _check(options: LayoutOptions) -> tuple[float, float]:
    if options.paper not in PAPERS:
        raise LayoutError("paper", f"{options.paper!r} is not one of {', '.join(PAPERS)}")
    for name in ("card_width", "card_height", "bleed", "gap", "margin", "offset_x", "offset_y"):
        value = getattr(options, name)
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
            option = "card_size" if name.startswith("card_") else name
            raise LayoutError(option, f"expected a number of millimetres, got {value!r}")
    if options.card_width <= 0 or options.card_height <= 0:
        raise LayoutError("card_size", f"a card must have a positive width and height, got {options.card_width:g}x{options.card_height:g} mm")
    if min(options.card_width, options.card_height) < MIN_CARD_SIDE:
        raise LayoutError("card_size", f"a card is at least {MIN_CARD_SIDE:g} mm a side, got {options.card_width:g}x{options.card_height:g} mm")
    if options.bleed < 0:
        raise LayoutError("bleed", f"bleed cannot be negative (got {options.bleed:g} mm)")
    if options.bleed > MAX_BLEED:
        raise LayoutError("bleed", f"bleed must be between 0 and {MAX_BLEED:g} mm (got {options.bleed:g} mm)")
    if options.gap < 0:
        raise LayoutError("gap", f"the gap between cards cannot be negative (got {options.gap:g} mm)")
    if options.margin < 0:
        raise LayoutError("margin", f"the margin cannot be negative (got {options.margin:g} mm)")
    if options.marks not in MARKS:
        raise LayoutError("marks", f"{options.marks!r} is not one of {', '.join(MARKS)}")
    if options.duplex not in DUPLEX_EDGES:
        raise LayoutError("duplex", f"{options.duplex!r} is not one of {', '.join(DUPLEX_EDGES)}")
    for name in ("offset_x", "offset_y"):
        if abs(getattr(options, name)) > MAX_OFFSET:
            raise LayoutError(name, f"a back offset is at most {MAX_OFFSET:g} mm either way (got {getattr(options, name):g} mm)")
    paper_w, paper_h = PAPERS[options.paper]
    cell_w = options.card_width + 2 * options.bleed
    cell_h = options.card_height + 2 * options.bleed
    paper_name = "Letter" if options.paper == "letter" else "A4"
    if options.card_width > paper_w or options.card_height > paper_h:
        raise LayoutError(
            "card_size",
            f"a {options.card_width:g}x{options.card_height:g} mm card is larger than {paper_name} paper ({paper_w:g}x{paper_h:g} mm)",
        )
    if cell_w > paper_w or cell_h > paper_h:
        raise LayoutError("bleed", f"{options.bleed:g} mm of bleed makes the card larger than {paper_name} paper")
    if cell_w > paper_w - 2 * options.margin or cell_h > paper_h - 2 * options.margin:
        raise LayoutError("margin", f"no card fits inside {options.margin:g} mm margins on {paper_name} paper")
    columns, rows = _grid(options, paper_w, paper_h)
    if columns * rows > MAX_SLOTS:
        raise LayoutError("card_size", f"at most {MAX_SLOTS} cards fit a sheet; {options.card_width:g}x{options.card_height:g} mm cards would make {columns * rows}")
    return paper_w, paper_h


def _grid(options: LayoutOptions, paper_w: float, paper_h: float) -> tuple[int, int]:
    """Columns and rows of the sheet's grid, computed without building a slot."""
    cell_w = options.card_width + 2 * options.bleed
    cell_h = options.card_height + 2 * options.bleed
    usable_w = paper_w - 2 * options.margin
    usable_h = paper_h - 2 * options.margin
    # Small tolerance: 3 x 63 mm exactly filling a usable width must still give 3 columns.
    columns = int((usable_w + options.gap + 1e-9) // (cell_w + options.gap))
    rows = int((usable_h + options.gap + 1e-9) // (cell_h + options.gap))
    return columns, rows


def _unique(values: list[float]) -> tuple[float, ...]:
    found: list[float] = []
    for value in sorted(values):
        if not found or abs(value - found[-1]) > 1e-6:
            found.append(value)
    return tuple(found)


def plan_sheet(options: LayoutOptions) -> Sheet:
    """The sheet for these options, or LayoutError naming the option that makes it impossible."""
    paper_w, paper_h = _check(options)
    cell_w = options.card_width + 2 * options.bleed
    cell_h = options.card_height + 2 * options.bleed
    columns, rows = _grid(options, paper_w, paper_h)
    grid_w = columns * cell_w + (columns - 1) * options.gap
    grid_h = rows * cell_h + (rows - 1) * options.gap
    # The grid is centred, so mirroring a back about the page centre lands on the same grid.
    left = (paper_w - grid_w) / 2
    top = paper_h - (paper_h - grid_h) / 2
    slots = []
    for row in range(rows):
        for column in range(columns):
            x = left + column * (cell_w + options.gap)
            y = top - row * (cell_h + options.gap) - cell_h
            bleed = Rect(x * MM, y * MM, cell_w * MM, cell_h * MM)
            slots.append(Slot(len(slots), column, row, bleed.inset(options.bleed * MM), bleed))
    grid = Rect(left * MM, (top - grid_h) * MM, grid_w * MM, grid_h * MM)
    cut_xs = _unique([s.trim.x for s in slots] + [s.trim.right for s in slots])
    cut_ys = _unique([s.trim.y for s in slots] + [s.trim.top for s in slots])

    crop_marks: list[Line] = []
    cut_lines: list[Line] = []
    if options.marks == "crop":
        gutter_x = (paper_w - grid_w) / 2
        gutter_y = (paper_h - grid_h) / 2
        length_x = min(MARK_LENGTH, gutter_x - MARK_OFFSET)
        length_y = min(MARK_LENGTH, gutter_y - MARK_OFFSET)
        if min(length_x, length_y) < MARK_MIN_LENGTH:
            raise LayoutError(
                "margin",
                f"crop marks need at least {MARK_OFFSET + MARK_MIN_LENGTH:g} mm outside the cards; "
                "raise the margin or use cut lines",
            )
        off, lx, ly = MARK_OFFSET * MM, length_x * MM, length_y * MM
        for x in cut_xs:  # vertical marks above and below the grid
            crop_marks.append(Line(x, grid.top + off, x, grid.top + off + ly))
            crop_marks.append(Line(x, grid.y - off, x, grid.y - off - ly))
        for y in cut_ys:  # horizontal marks left and right of the grid
            crop_marks.append(Line(grid.x - off, y, grid.x - off - lx, y))
            crop_marks.append(Line(grid.right + off, y, grid.right + off + lx, y))
    elif options.marks == "cut":
        for x in cut_xs:
            cut_lines.append(Line(x, grid.y, x, grid.top))
        for y in cut_ys:
            cut_lines.append(Line(grid.x, y, grid.right, y))
    return Sheet(
        options=options,
        page_width=paper_w * MM,
        page_height=paper_h * MM,
        columns=columns,
        rows=rows,
        slots=tuple(slots),
        grid=grid,
        crop_marks=tuple(crop_marks),
        cut_lines=tuple(cut_lines),
        cut_xs=cut_xs,
        cut_ys=cut_ys,
    )


def sheets_needed(cards: int, sheet: Sheet) -> int:
    """Front sheets needed for `cards` cards (backs, when printed, double the page count)."""
    return max(1, math.ceil(cards / sheet.per_sheet)) if cards else 0
