"""Print jobs: a deck or a set turned into a PDF (to a stream or a temporary file) or a preview.

The commands, the API and the print page all go through here: read the deck with the game's
reader, check it with the game's format for the cover, and render with printing.render.
"""
from __future__ import annotations

import logging
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, Any

import rules
from config.errors import ApplicationError
from rules.core import DeckCard, Game

from .decks import DeckToPrint, deck_from_list, read_deck
from .layout import LayoutOptions
from .render import Cover, Progress, RenderOptions, RenderResult, render_pdf
from .sources import PrintCard, count_set_cards, game_cards, set_print_cards

logger = logging.getLogger(__name__)

# The most cards one deck print holds (copies included), checked before any card is listed: every
# Galactic Empires card is 3,724; a deck file of "999999 S1 ..." lines would otherwise build a
# million-card job.
MAX_PRINT_CARDS = 5_000


class PrintError(ApplicationError, ValueError):
    """A print request that cannot be served; `option` names the input at fault when known."""

    def __init__(self, message: str, option: str = "", *, status: int = 400) -> None:
        super().__init__(message, extra={"option": option}, status=status)
        self.option = option


@dataclass
class PrintJob:
    """What to print: a way to produce the cards (again, for a preview), how many, and the cover."""

    game: Game
    title: str
    cards: Callable[[], Iterable[PrintCard]]
    total: int
    cover: Cover | None = None
    deck: DeckToPrint | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def _label(card: dict[str, Any], printing: dict[str, Any] | None) -> str:
    attributes = card.get("attributes") or {}
    code = attributes.get("code")
    title = str(card.get("title") or card.get("key") or "?")
    label = f"{code} {title}" if code else title
    if printing and printing.get("set") and len(card.get("printings") or ()) > 1:
        label += f" ({printing['set']})"
    return label


def _corrected(game: Game, card: dict[str, Any], errata: str | None) -> dict[str, Any]:
    if not getattr(game, "errata_sets", None) or card.get("unknown"):
        return card
    return dict(game.apply_errata(card, errata or None))


def check_deck(game: Game, deck: DeckToPrint, format_slug: str | None, players: int | None, errata: str | None = None) -> tuple[Any, str]:
    """The game's format report for the cover, or a note saying why there is none."""
    formats = dict(game.formats or {})
    if not formats:
        return None, f"{game.name} has no deck format to check against."
    slug = format_slug or deck.format or next(iter(formats))
    if slug not in formats:
        raise PrintError(f"format: {slug!r} is not a {game.name} format ({', '.join(formats)})", option="format")
    options: dict[str, Any] = dict(deck.options)
    options["players"] = players or deck.players or max(2, game.min_players)
    try:
        # Issue 29: checked as the deck's errata set has its cards, as printed below.
        cards = [DeckCard(_corrected(game, dict(line.card), errata), line.count, line.zone) for line in deck.deck_cards()]
        return formats[slug].check(cards, options), ""
    except Exception as exc:  # noqa: BLE001 - a checker's bug must not stop anyone printing
        logger.exception("format %s failed on a deck being printed", slug)
        return None, f"The deck could not be checked against {slug}: {exc}"


def deck_job(
    game_slug: str,
    data: str | bytes,
    *,
    filename: str = "",
    format_slug: str | None = None,
    players: int | None = None,
    name: str = "",
    errata: str | None = None,
) -> PrintJob:
    """A job printing each card of a deck file as many times as the deck holds it."""
    game = _game(game_slug)
    deck = read_deck(game.slug, data, filename=filename)
    if name:
        deck.name = name
    return _deck_job(game, deck, deck.name or (Path(filename).stem if filename else "") or "Deck", format_slug, players, errata)


def saved_deck_job(deck_id: int, *, user: Any = None, format_slug: str | None = None, players: int | None = None, errata: str | None = None) -> PrintJob:
    """A job for a deck saved in the deck builder. With a `user`, only a deck they may read
    (their own or a public one; Http404 otherwise); without one (the command line), any deck."""
    try:
        from decks.models import Deck
        from decks.services import deck_list_for_export
    except ImportError:
        raise PrintError("deck_id: saved decks are not available", option="deck_id") from None
    if user is not None:
        from decks.selectors import deck_readable

        saved = deck_readable(user, deck_id)
    else:
        saved = Deck.objects.filter(pk=deck_id).first()
        if saved is None:
            raise PrintError(f"deck_id: no saved deck {deck_id}", option="deck_id")
    game = _game(saved.game)
    deck = deck_from_list(game.slug, deck_list_for_export(saved))
    deck.name = saved.name
    deck.players = saved.players
    if saved.empire:
        deck.options["empire"] = saved.empire
    return _deck_job(game, deck, saved.name, format_slug or saved.format or None, players or saved.players, errata or saved.errata or None)


def _deck_job(game: Game, deck: DeckToPrint, title: str, format_slug: str | None, players: int | None, errata: str | None = None) -> PrintJob:
    if deck.size > MAX_PRINT_CARDS:
        raise PrintError(f"deck: at most {MAX_PRINT_CARDS:,} cards in one print, copies included; this deck holds {deck.size:,}", option="deck")
    if errata and errata not in (getattr(game, "errata_sets", None) or {}):
        raise PrintError(f"errata: {game.name} has no errata set {errata!r}", option="errata")
    report, note = check_deck(game, deck, format_slug, players, errata)
    if getattr(game, "errata_sets", None):  # issue 29: the proxies show the cards as the deck's errata set has them
        for line in deck.lines:
            line.card = _corrected(game, line.card, errata)
    cover = Cover(
        title=title,
        lines=[(line.count, _label(line.card, line.printing), line.zone) for line in deck.lines],
        legality=report,
        legality_note=note,
        skipped=list(deck.unknown),
    )
    if any(card.get("text_source") == "machine-read" for line in deck.lines for card in [line.card]):
        cover.notes.append("Rule text marked \"machine-read\" was read from card scans and may contain errors.")
    if getattr(game, "errata_sets", None):
        chosen = errata or game.default_errata_set
        cover.notes.append(f"Cards printed with: {game.errata_sets.get(chosen, chosen)}.")
    cards = deck.print_cards()
    return PrintJob(game, title, lambda: iter(cards), len(cards), cover, deck)


def set_job(game_slug: str, set_code: str | None = None, *, cover: bool = False) -> PrintJob:
    """A job printing every printing of a set (or of the whole game), as many as the set holds."""
    game = _game(game_slug)
    if set_code:
        known = {str(p.get("set", "")).lower(): p.get("set") for c in game_cards(game.slug) for p in c.get("printings") or ()}
        if set_code.lower() not in known:
            raise PrintError(f"set: {game.name} has no set {set_code!r} (sets: {', '.join(sorted(v for v in known.values() if v))})", option="set")
        set_code = known[set_code.lower()]
    total = count_set_cards(game.slug, set_code)
    set_name = (game.card_sets or {}).get(set_code, set_code) if set_code else "every card"
    title = f"{game.name}: {set_name}"
    job_cover = Cover(title=title, notes=[f"{total} cards."]) if cover else None
    return PrintJob(game, title, lambda: set_print_cards(game.slug, set_code), total, job_cover, extra={"set": set_code})


def _game(slug: str) -> Game:
    try:
        return rules.get(slug)
    except KeyError:
        raise PrintError(f"game: no game {slug!r} (games: {', '.join(rules.slugs())})", option="game") from None


def write_pdf(job: PrintJob, stream: IO[bytes], options: RenderOptions, progress: Progress | None = None) -> RenderResult:
    """Render the job to a binary stream (LayoutError for impossible geometry)."""
    options = replace(options, title=options.title or job.title)
    return render_pdf(stream, job.game, job.cards(), options, cover=job.cover, total=job.total, progress=progress)


def pdf_tempfile(job: PrintJob, options: RenderOptions) -> tuple[IO[bytes], RenderResult]:
    """Render to an anonymous temporary file, rewound, for a streamed download."""
    handle = tempfile.TemporaryFile(suffix=".pdf")
    try:
        result = write_pdf(job, handle, options)
    except BaseException:
        handle.close()
        raise
    handle.seek(0)
    return handle, result


def preview_png(job: PrintJob, options: RenderOptions, dpi: int = 60) -> bytes:
    """A PNG of the first card sheet (no cover, no backs), drawn by poppler's pdftoppm."""
    binary = shutil.which("pdftoppm")
    if binary is None:
        raise PrintError("the preview needs poppler's pdftoppm, which is not installed on this server")
    layout: LayoutOptions = replace(options.layout, backs=False)
    first = PrintJob(job.game, job.title, job.cards, job.total, cover=None)
    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "preview.pdf"
        with pdf.open("wb") as handle:
            render_pdf(handle, first.game, _first(first.cards(), options), replace(options, layout=layout, alignment_page=False), total=None)
        subprocess.run(
            [binary, "-png", "-r", str(dpi), "-f", "1", "-l", "1", "-singlefile", str(pdf), str(Path(folder) / "preview")],
            check=True,
            capture_output=True,
            timeout=60,
        )
        return (Path(folder) / "preview.png").read_bytes()


def _first(cards: Iterable[PrintCard], options: RenderOptions) -> list[PrintCard]:
    from .layout import plan_sheet

    per_sheet = plan_sheet(options.layout).per_sheet
    found = []
    for card in cards:
        found.append(card)
        if len(found) >= per_sheet:
            break
    return found
