"""Print-and-play PDFs: card faces drawn as vector graphics and text with reportlab, to a stream.

Sheets are written one at a time as the cards arrive (a whole set is a generator, never a list
of pages), followed by their backs when duplex backs are asked for. Each card is drawn inside a
clip of its bleed box, so nothing a face draws can spill onto its neighbour, and the box is
visible in the PDF for the tests. Faces come from the per-game registry in printing/faces/.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import IO, Any

from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from rules.core import Game, Report

from . import faces
from .draw import BOLD, COND, COND_BOLD, ITALIC, SANS, CardBox, Ink, fit_line, register_fonts, text_width, wrap
from .layout import MM, LayoutOptions, Rect, Sheet, plan_sheet
from .sources import PrintCard

IMAGE_EXTENSIONS = (".jpg", ".jpeg", ".png", ".webp", ".gif")
Progress = Callable[[int, int | None], None]


@dataclass(frozen=True)
class RenderOptions:
    """Everything about a print job except the cards."""

    layout: LayoutOptions = LayoutOptions()
    grayscale: bool = False
    proxy_marked: bool = False
    images_dir: Path | None = None
    alignment_page: bool = False
    title: str = ""


@dataclass
class Cover:
    """The cover page: the deck list, its legality and what could not be printed."""

    title: str
    lines: list[tuple[int, str, str]] = field(default_factory=list)  # (count, label, zone)
    legality: Report | None = None
    legality_note: str = ""
    skipped: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class RenderResult:
    pages: int
    cards: int
    sheets: int
    per_sheet: int


# --------------------------------------------------------------------------------------------
# Scans
# --------------------------------------------------------------------------------------------


class ScanFolder:
    """A user's folder of card scans, matched by each printing's image file name (any case)."""

    def __init__(self, folder: Path | None, grayscale: bool = False) -> None:
        self.grayscale = grayscale
        self.files: dict[str, Path] = {}
        self._readers: dict[Path, Any] = {}
        if folder is None:
            return
        folder = Path(folder)
        if not folder.is_dir():
            raise FileNotFoundError(f"images: {folder} is not a folder")
        for path in folder.iterdir():
            if path.suffix.lower() in IMAGE_EXTENSIONS and path.is_file():
                self.files.setdefault(path.stem.lower(), path)

    def find(self, printing: dict[str, Any] | None) -> Path | None:
        if not self.files or not printing:
            return None
        name = str(printing.get("image_file") or "")
        return self.files.get(name.lower()) if name else None

    def reader(self, path: Path) -> tuple[Any, str]:
        """The image (grayscale when asked) and its border colour, read once per file."""
        if path not in self._readers:
            from PIL import Image, ImageStat

            with Image.open(path) as opened:
                image = opened.convert("L" if self.grayscale else "RGB")
            w, h = image.size
            edge = max(1, min(w, h) // 40)
            # The bleed is filled with the scan's border colour, so a cut a little outside the
            # trim line shows border, not paper.
            strips = [image.crop((0, 0, w, edge)), image.crop((0, h - edge, w, h)), image.crop((0, 0, edge, h)), image.crop((w - edge, 0, w, h))]
            means = [ImageStat.Stat(s).mean for s in strips]
            channel = [sum(m[i] for m in means) / len(means) for i in range(len(means[0]))]
            if len(channel) == 1:
                channel = channel * 3
            color = "#{:02x}{:02x}{:02x}".format(*(int(c) for c in channel[:3]))
            self._readers[path] = (ImageReader(image), color)
        return self._readers[path]


# --------------------------------------------------------------------------------------------
# Drawing
# --------------------------------------------------------------------------------------------


class PdfPrinter:
    """Writes one print job's pages to a canvas: cover, alignment page, card sheets and backs."""

    def __init__(self, stream: IO[bytes], game: Game, options: RenderOptions) -> None:
        register_fonts()
        self.game = game
        self.options = options
        self.sheet: Sheet = plan_sheet(options.layout)
        self.ink = Ink(grayscale=options.grayscale)
        self.scans = ScanFolder(options.images_dir, options.grayscale)
        self.canvas = Canvas(
            stream,
            pagesize=(self.sheet.page_width, self.sheet.page_height),
            pageCompression=1,
            invariant=1,
        )
        self.canvas.setTitle(options.title or f"{game.name} print-and-play")
        self.canvas.setAuthor("Sector HQ")
        self.canvas.setSubject(f"{game.name} cards, {options.layout.card_width:g}x{options.layout.card_height:g} mm")
        self.canvas.setCreator("Sector HQ printing (reportlab)")
        self.pages = 0
        self._draw_face = faces.draw_face(game.slug)
        self._draw_back = faces.draw_back(game.slug)
        self._back_key = getattr(faces.face_module(game.slug), "back_key", lambda card: "back")
        self._back_forms: set[str] = set()

    # Pages ---------------------------------------------------------------------------------------

    def _end_page(self) -> None:
        self.canvas.showPage()
        self.pages += 1

    def _blank_back(self, note: str = "This page intentionally left blank (back of the page before).") -> None:
        c = self.canvas
        c.setFont(ITALIC, 7)
        c.setFillColor(self.ink.color("#888888"))
        c.drawCentredString(self.sheet.page_width / 2, self.sheet.page_height / 2, note)
        self._end_page()

    def cover(self, cover: Cover, cards: int) -> None:
        """The cover, continued on further pages if the list is long; padded to whole sheets."""
        pages_before = self.pages
        writer = _CoverWriter(self, cover, cards)
        writer.write()
        if self.options.layout.backs and (self.pages - pages_before) % 2:
            self._blank_back()

    def alignment_page(self) -> None:
        """A test sheet: every slot's outline with a cross and mm rulers, and the same on its back.

        Printed double-sided and held against a light, the back's crosses sit exactly behind the
        front's when the printer registers well; the rulers read off the offset to give as
        --offset-x / --offset-y.
        """
        c = self.canvas
        sheet = self.sheet
        layout = self.options.layout
        for side in ("front", "back"):
            for slot in sheet.slots:
                target = sheet.back_slot(slot.index) if side == "back" else slot
                r = target.trim
                color = "#c0392b" if side == "front" else "#1f5fa8"
                c.setStrokeColor(self.ink.color(color))
                c.setLineWidth(0.4)
                c.rect(r.x, r.y, r.width, r.height, stroke=1, fill=0)
                cx, cy = r.x + r.width / 2, r.y + r.height / 2
                c.setLineWidth(0.3)
                c.line(cx - 12 * MM, cy, cx + 12 * MM, cy)
                c.line(cx, cy - 12 * MM, cx, cy + 12 * MM)
                for mm in range(-10, 11):  # ruler ticks every millimetre, long every 5
                    tick = (1.6 if mm % 5 == 0 else 0.8) * MM
                    c.line(cx + mm * MM, cy - tick, cx + mm * MM, cy + tick)
                    c.line(cx - tick, cy + mm * MM, cx + tick, cy + mm * MM)
                c.setFillColor(self.ink.color(color))
                c.setFont(SANS, 6)
                c.drawCentredString(cx, r.top - 6 * MM, f"{side} {slot.index + 1}")
            c.setFillColor(self.ink.color("#222222"))
            c.setFont(BOLD, 9)
            c.drawCentredString(sheet.page_width / 2, sheet.page_height - 4 * MM, f"Alignment test: {side}")
            if side == "front":
                c.setFont(SANS, 6.5)
                c.drawCentredString(
                    sheet.page_width / 2,
                    2.5 * MM,
                    f"Print double-sided ({layout.duplex}-edge). Hold to a light: the blue crosses should sit on the red ones. "
                    "Read the shift on the rulers (mm) and print with --offset-x/--offset-y of minus that shift.",
                )
            else:
                c.setFont(SANS, 6.5)
                c.drawCentredString(
                    sheet.page_width / 2,
                    2.5 * MM,
                    f"Back printed with offset x {layout.offset_x:+g} mm, y {layout.offset_y:+g} mm.",
                )
            self._end_page()

    def sheets(self, cards: Iterable[PrintCard], total: int | None = None, progress: Progress | None = None) -> int:
        """Impose the cards sheet by sheet (with backs after each sheet); returns the sheet count."""
        per_sheet = self.sheet.per_sheet
        total_sheets = math.ceil(total / per_sheet) if total is not None else None
        iterator: Iterator[PrintCard] = iter(cards)
        done = 0
        while True:
            batch = list(islice(iterator, per_sheet))
            if not batch:
                break
            self._front(batch)
            if self.options.layout.backs:
                self._backs(batch)
            done += 1
            if progress is not None:
                progress(done, total_sheets)
        return done

    def _front(self, batch: Sequence[PrintCard]) -> None:
        c = self.canvas
        for slot, item in zip(self.sheet.slots, batch):
            box = CardBox(c, slot.trim, slot.bleed, self.ink)
            c.saveState()
            self._clip(slot.bleed)
            scan = self.scans.find(item.printing)
            if scan is not None:
                reader, edge = self.scans.reader(scan)
                box.fill_bleed(edge)
                c.drawImage(reader, slot.trim.x, slot.trim.y, slot.trim.width, slot.trim.height)
            else:
                self._draw_face(box, item.card, item.printing, self.game)
            if self.options.proxy_marked:
                _proxy_mark(box)
            c.restoreState()
        self._marks()
        self._end_page()

    def _backs(self, batch: Sequence[PrintCard]) -> None:
        c = self.canvas
        for index, item in enumerate(batch):
            slot = self.sheet.back_slot(index)
            name = self._back_form(item.card, slot.trim, slot.bleed)
            c.saveState()
            self._clip(slot.bleed)
            # The back is drawn once as a form and placed at each slot (one copy in the PDF).
            c.translate(slot.bleed.x, slot.bleed.y)
            c.doForm(name)
            c.restoreState()
        self._end_page()

    def _back_form(self, card: dict[str, Any], trim: Rect, bleed: Rect) -> str:
        key = str(self._back_key(card))
        name = f"back-{''.join(ch if ch.isalnum() else '-' for ch in key)}"
        if name not in self._back_forms:
            c = self.canvas
            origin_bleed = Rect(0, 0, bleed.width, bleed.height)
            origin_trim = Rect(trim.x - bleed.x, trim.y - bleed.y, trim.width, trim.height)
            c.beginForm(name, 0, 0, bleed.width, bleed.height)
            self._draw_back(CardBox(c, origin_trim, origin_bleed, self.ink), card, self.game)
            c.endForm()
            self._back_forms.add(name)
        return name

    def _clip(self, r: Rect) -> None:
        c = self.canvas
        path = c.beginPath()
        path.rect(r.x, r.y, r.width, r.height)
        c.clipPath(path, stroke=0, fill=0)

    def _marks(self) -> None:
        c = self.canvas
        sheet = self.sheet
        if sheet.crop_marks:
            c.setStrokeColor(self.ink.color("#000000"))
            c.setLineWidth(0.3)
            c.lines([(m.x1, m.y1, m.x2, m.y2) for m in sheet.crop_marks])
        if sheet.cut_lines:
            c.setStrokeColor(self.ink.color("#7f7f7f"))
            c.setLineWidth(0.25)
            c.lines([(m.x1, m.y1, m.x2, m.y2) for m in sheet.cut_lines])

    def save(self) -> None:
        self.canvas.save()


def _proxy_mark(box: CardBox) -> None:
    """A small "PROXY" tab on the bottom edge: clear at the table, small enough not to hide text."""
    u, t = box.u, box.trim
    label = "PROXY"
    size = 4.6 * box.scale
    w = text_width(label, BOLD, size) + 2.4 * u
    r = Rect(t.x + (t.width - w) / 2, t.y + 0.5 * u, w, 2.6 * u)
    box.rect(r, fill="#111111", radius=0.8 * u, area=False)
    box.text(r.x + r.width / 2, r.y + 0.75 * u, label, BOLD, size, color="#ffffff", align="center")


# --------------------------------------------------------------------------------------------
# The cover
# --------------------------------------------------------------------------------------------


class _CoverWriter:
    """Flows the cover's sections down the page, starting new pages as needed."""

    def __init__(self, printer: PdfPrinter, cover: Cover, cards: int) -> None:
        self.printer = printer
        self.cover = cover
        self.cards = cards
        self.c = printer.canvas
        self.ink = printer.ink
        self.left = 15 * MM
        self.right = printer.sheet.page_width - 15 * MM
        self.top = printer.sheet.page_height - 15 * MM
        self.bottom = 15 * MM
        self.y = self.top

    def _new_page(self) -> None:
        self.printer._end_page()
        self.y = self.top
        self.c.setFont(ITALIC, 7)
        self.c.setFillColor(self.ink.color("#666666"))
        self.c.drawString(self.left, self.top + 4 * MM, f"{self.cover.title} (continued)")

    def _need(self, height: float) -> None:
        if self.y - height < self.bottom:
            self._new_page()

    def _line(self, text: str, font: str = SANS, size: float = 8, color: str = "#111111", indent: float = 0.0) -> None:
        width = self.right - self.left - indent
        for part in wrap(text, font, size, width) or [""]:
            self._need(size * 1.3)
            self.y -= size * 1.3
            self.c.setFont(font, size)
            self.c.setFillColor(self.ink.color(color))
            self.c.drawString(self.left + indent, self.y, part)

    def write(self) -> None:
        cover = self.cover
        printer = self.printer
        layout = printer.options.layout
        sheet = printer.sheet
        self._line(cover.title, BOLD, 16)
        self.y -= 2
        self._line(f"{printer.game.name} · print-and-play from Sector HQ", SANS, 9, "#444444")
        sheets = math.ceil(self.cards / sheet.per_sheet) if self.cards else 0
        paper = "Letter" if layout.paper == "letter" else "A4"
        marks = {"crop": "crop marks", "cut": "cut lines", "none": "no marks"}[layout.marks]
        setup = (
            f"{self.cards} cards on {sheets} sheet{'s' if sheets != 1 else ''} of {paper} "
            f"({sheet.columns}x{sheet.rows} per sheet), {layout.card_width:g}x{layout.card_height:g} mm, "
            f"bleed {layout.bleed:g} mm, gap {layout.gap:g} mm, {marks}"
        )
        if layout.backs:
            setup += f"; backs for {layout.duplex}-edge duplex (offset {layout.offset_x:+g}/{layout.offset_y:+g} mm)"
        if printer.options.grayscale:
            setup += "; grayscale ink-saver"
        self._line(setup, SANS, 8, "#333333")
        self.y -= 6

        # Legality.
        report = cover.legality
        if report is not None:
            verdict = "LEGAL" if report.legal else "NOT LEGAL"
            color = "#1e7b34" if report.legal else "#b42318"
            self._line(f"Format {report.format}, {report.players} players: {verdict}", BOLD, 10, color)
            for violation in report.violations[:14]:
                self._line(f"• [{violation.rule}] {violation.message}", SANS, 7.5, "#5a1111", indent=4 * MM)
            if len(report.violations) > 14:
                self._line(f"… and {len(report.violations) - 14} more", ITALIC, 7.5, "#5a1111", indent=4 * MM)
            for warning in report.warnings[:6]:
                self._line(f"• warning: {warning}", SANS, 7.5, "#6b5200", indent=4 * MM)
        elif cover.legality_note:
            self._line(cover.legality_note, ITALIC, 8.5, "#555555")
        if cover.skipped:
            self.y -= 4
            self._line(f"Skipped {len(cover.skipped)} unknown card line{'s' if len(cover.skipped) != 1 else ''} (not printed):", BOLD, 9, "#b42318")
            for line in cover.skipped[:60]:
                self._line(f"• {line}", SANS, 7.5, "#5a1111", indent=4 * MM)
            if len(cover.skipped) > 60:
                self._line(f"… and {len(cover.skipped) - 60} more", ITALIC, 7.5, "#5a1111", indent=4 * MM)
        for note in cover.notes:
            self._line(note, ITALIC, 7.5, "#555555")
        self.y -= 6

        # The list in columns, by zone.
        if cover.lines:
            self._columns()
        self.y -= 6
        self._line(
            "Cutting: print at 100% (\"actual size\", no fit-to-page). With crop marks, cut along the lines "
            "the marks give, edge to edge across the sheet."
            + (" Duplex: print the card sheets double-sided; each sheet's backs are on the page after it." if layout.backs else ""),
            ITALIC, 7, "#555555",
        )
        self.printer._end_page()

    def _columns(self) -> None:
        size = 7.2
        step = size * 1.28
        columns = 2
        gutter = 6 * MM
        col_w = (self.right - self.left - gutter * (columns - 1)) / columns
        entries: list[tuple[str, str, str]] = []  # (text, font, color)
        zones = [("deck", "Deck"), ("reserve", "Reserve fleet"), ("reference", "Reference")]
        for zone, heading in zones:
            lines = [line for line in self.cover.lines if line[2] == zone]
            if not lines:
                continue
            total = sum(count for count, _, _ in lines)
            entries.append((f"{heading} ({total})", COND_BOLD, "#111111"))
            for count, label, _ in lines:
                entries.append((f"{count:>3} × {label}", COND, "#222222"))
        other = [line for line in self.cover.lines if line[2] not in {z for z, _ in zones}]
        for count, label, _ in other:
            entries.append((f"{count:>3} × {label}", COND, "#222222"))
        index = 0
        while index < len(entries):
            rows = max(1, int((self.y - self.bottom) // step))
            if rows < 3:
                self._new_page()
                continue
            # Balanced columns: a list that fits here takes only the rows it needs, so the advice
            # after it stays on this page (issue 27: a 150-card list filled the first column to the
            # bottom and left a page 2 with two lines of advice).
            rows = min(rows, math.ceil((len(entries) - index) / columns))
            for column in range(columns):
                x = self.left + column * (col_w + gutter)
                y = self.y
                for text, font, color in entries[index : index + rows]:
                    y -= step
                    shown, shown_size = fit_line(text, font, col_w, size, 5.5)
                    self.c.setFont(font, shown_size)
                    self.c.setFillColor(self.ink.color(color))
                    self.c.drawString(x, y, shown)
                index += rows
                if index >= len(entries):
                    break
            used = min(rows, len(entries)) * step
            if index < len(entries):
                self._new_page()
            else:
                self.y -= used
                break


# --------------------------------------------------------------------------------------------
# Entry point
# --------------------------------------------------------------------------------------------


def render_pdf(
    stream: IO[bytes],
    game: Game,
    cards: Iterable[PrintCard],
    options: RenderOptions = RenderOptions(),
    cover: Cover | None = None,
    total: int | None = None,
    progress: Progress | None = None,
) -> RenderResult:
    """Write a print-and-play PDF of `cards` to `stream`; LayoutError for impossible geometry.

    `cards` may be a generator: sheets are drawn as cards arrive. `total` (when known) feeds
    the cover and the progress callback, called as progress(sheets_done, sheets_total).
    """
    printer = PdfPrinter(stream, game, options)
    if cover is not None:
        printer.cover(cover, total if total is not None else 0)
    if options.alignment_page:
        printer.alignment_page()
    sheets = printer.sheets(cards, total=total, progress=progress)
    if printer.pages == 0:  # a PDF needs a page: say there was nothing to print
        printer.canvas.setFont(SANS, 10)
        printer.canvas.drawCentredString(printer.sheet.page_width / 2, printer.sheet.page_height / 2, "No cards to print.")
        printer._end_page()
    printer.save()
    return RenderResult(pages=printer.pages, cards=total or 0, sheets=sheets, per_sheet=printer.sheet.per_sheet)


__all__ = ["Cover", "PdfPrinter", "RenderOptions", "RenderResult", "render_pdf"]
