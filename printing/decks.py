"""Deck lists to print: read a deck file of any game into cards, counts and zones.

A game's own deck-file reader (`rules/<pkg>/deckfile.py`, e.g. Galactic Empires' text,
LackeyCCG .dek and JSON formats) is used when the game has one; otherwise this module reads the
common shapes itself: plain text ("3 Title" lines, "#" comments, a "Reserve:" line), LackeyCCG
.dek XML and JSON. Lines that match no card are kept, so the cover can list what was skipped.
"""
from __future__ import annotations

import importlib
import json
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from defusedxml import ElementTree as SafeElementTree

import rules
from rules.core import DeckCard

from .sources import PrintCard, default_printing, game_cards

MAX_DECK_BYTES = 2 * 1024 * 1024
MAX_COPIES = 10_000
ZONES = {"deck": "deck", "main": "deck", "reserve": "reserve", "reserve fleet": "reserve", "reference": "reference"}


class DeckFileError(ValueError):
    """A deck file that cannot be read at all (as opposed to single unknown lines)."""


@dataclass
class DeckLine:
    card: dict[str, Any]
    printing: dict[str, Any] | None
    count: int
    zone: str = "deck"


@dataclass
class DeckToPrint:
    """A deck read for printing: its lines, what was skipped, and what the file says about it."""

    game: str
    name: str = ""
    lines: list[DeckLine] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    format: str | None = None
    players: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    source: Any = None  # the game reader's own deck list, when a game reader read it

    @property
    def size(self) -> int:
        return sum(line.count for line in self.lines)

    def print_cards(self) -> list[PrintCard]:
        """Each card as many times as the deck holds it, in list order."""
        return [PrintCard(line.card, line.printing) for line in self.lines for _ in range(line.count)]

    def deck_cards(self) -> list[DeckCard]:
        """The rules' view of the deck (reference cards are not part of it).

        A game reader's own list is used when there is one: it keeps unknown lines as
        placeholders its formats report (an unknown card cannot be certified legal).
        """
        if self.source is not None and hasattr(self.source, "deck_cards"):
            return list(self.source.deck_cards())
        merged: dict[tuple[int, str], DeckCard] = {}
        for line in self.lines:
            if line.zone not in ("deck", "reserve"):
                continue
            key = (id(line.card), line.zone)
            if key in merged:
                merged[key].count += line.count
            else:
                merged[key] = DeckCard(line.card, line.count, line.zone)
        return list(merged.values())


# --------------------------------------------------------------------------------------------
# Matching names to cards
# --------------------------------------------------------------------------------------------


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    text = re.sub(r"[\u2019'`]", "", text)
    return re.sub(r"[^a-z0-9/]+", " ", text).strip()


@dataclass
class CardIndex:
    by_key: dict[str, dict[str, Any]]
    by_image: dict[str, tuple[dict[str, Any], dict[str, Any]]]
    by_name: dict[str, tuple[dict[str, Any], dict[str, Any] | None]]


def _code(card: Mapping[str, Any]) -> str:
    attributes = card.get("attributes") or {}
    if attributes.get("code"):
        return str(attributes["code"])
    strength = card.get("strength")
    return f"{card.get('type', '')}{'' if strength is None else strength}"


def build_index(cards: Iterable[dict[str, Any]]) -> CardIndex:
    by_key: dict[str, dict[str, Any]] = {}
    by_image: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
    by_name: dict[str, tuple[dict[str, Any], dict[str, Any] | None]] = {}

    def add(name: str, card: dict[str, Any], printing: dict[str, Any] | None) -> None:
        key = normalise(name)
        if key and key not in by_name:
            by_name[key] = (card, printing)

    for card in cards:
        by_key.setdefault(str(card.get("key", "")), card)
        for printing in card.get("printings") or ():
            if printing.get("image_file"):
                by_image.setdefault(normalise(printing["image_file"]), (card, printing))
            if printing.get("lackey_name"):
                add(printing["lackey_name"], card, printing)
        title = str(card.get("title") or "")
        add(f"{_code(card)} {title}", card, None)
        add(title, card, None)
        add(str(card.get("key", "")), card, None)
    return CardIndex(by_key, by_image, by_name)


@lru_cache(maxsize=8)
def _index_for(slug: str, generation: int) -> CardIndex:
    return build_index(game_cards(slug))


def card_index(slug: str) -> CardIndex:
    cards = game_cards(slug)
    # Rebuild when the card list object changes (cards reloaded); cheap identity check.
    return _index_for(slug, id(cards[0]) if cards else 0)


_SET_SUFFIX = re.compile(r"\s*\(([^()]{1,12})\)\s*$")
_EXTENSION = re.compile(r"\s*\[[^\]]*\]\s*$")


def lookup(index: CardIndex, name: str) -> tuple[dict[str, Any], dict[str, Any] | None] | None:
    """The card (and printing, when the name says which) a deck line names, or None."""
    name = name.strip()
    if not name:
        return None
    direct = index.by_name.get(normalise(name))
    if direct:
        return direct
    if normalise(name) in index.by_image:
        return index.by_image[normalise(name)]
    set_code = None
    stripped = name
    for _ in range(2):  # "Title [Left] (PE)" or "Title (PE) [Left]"
        match = _SET_SUFFIX.search(stripped)
        if match:
            set_code = set_code or match.group(1)
            stripped = stripped[: match.start()]
        stripped = _EXTENSION.sub("", stripped)
    found = index.by_name.get(normalise(stripped))
    if found is None:
        parts = stripped.split(None, 1)
        # "S6 Title": a type-and-strength code before the title.
        if len(parts) == 2 and re.fullmatch(r"(R/)?[A-Za-z]{1,4}(/[A-Za-z]{1,4})?\d*(/\d+)?", parts[0]):
            found = index.by_name.get(normalise(parts[1]))
    if found is None:
        return None
    card, printing = found
    if set_code:
        for candidate in card.get("printings") or ():
            if str(candidate.get("set", "")).lower() == set_code.lower():
                return card, candidate
    return card, printing


# --------------------------------------------------------------------------------------------
# Reading files
# --------------------------------------------------------------------------------------------


def _game_reader(slug: str) -> Any | None:
    """The game's own deck reader, `read_deck(data, cards)`, when it has one.

    A game provides it as a `read_deck` method on its Game, or as `read_deck` in
    rules/<pkg>/deckfile.py; it returns a list whose entries carry card, printing, count, zone
    and, for an unknown line, its text and suggestions.
    """
    game = rules.get(slug)
    method = getattr(game, "read_deck", None)
    if callable(method):
        return method
    name = f"{type(game).__module__}.deckfile"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None
    return getattr(module, "read_deck", None)


def deck_from_list(slug: str, found: Any) -> DeckToPrint:
    """A game's own deck list (entries with card, printing, count, zone) as a deck to print."""
    deck = DeckToPrint(slug, name=getattr(found, "name", "") or "", players=getattr(found, "players", None))
    if getattr(found, "empire", None):
        deck.options["empire"] = found.empire
    for entry in getattr(found, "entries", ()):
        if entry.card is None:
            text = f"{entry.count} {entry.text}"
            if getattr(entry, "suggestions", None):
                text += f" (did you mean {' or '.join(entry.suggestions)}?)"
            deck.unknown.append(text)
            continue
        printing = entry.printing or default_printing(dict(entry.card))
        deck.lines.append(DeckLine(entry.card, printing, entry.count, entry.zone))
    deck.source = found
    return deck


def read_deck(slug: str, data: str | bytes, filename: str = "") -> DeckToPrint:
    """Read a deck file (text, .dek or JSON) of a game; unknown lines are collected, not fatal."""
    if isinstance(data, bytes):
        if len(data) > MAX_DECK_BYTES:
            raise DeckFileError(f"the deck file is {len(data) // 1024} KB; at most {MAX_DECK_BYTES // 1024} KB")
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            data = data.decode("latin-1")
    elif len(data) > MAX_DECK_BYTES:
        raise DeckFileError(f"the deck is {len(data) // 1024} KB of text; at most {MAX_DECK_BYTES // 1024} KB")
    reader = _game_reader(slug)
    if reader is not None:
        try:
            return deck_from_list(slug, reader(data, game_cards(slug)))
        except ValueError as exc:  # the game's DeckFileError: unreadable as a whole
            raise DeckFileError(str(exc)) from None
    stripped = data.lstrip()
    if stripped.startswith("<"):
        return _read_dek(slug, stripped)
    if stripped.startswith("{") or stripped.startswith("["):
        return _read_json(slug, stripped)
    return _read_text(slug, data)


def _add(deck: DeckToPrint, index: CardIndex, name: str, count: int, zone: str, original: str) -> None:
    found = lookup(index, name)
    if found is None:
        deck.unknown.append(original.strip())
        return
    card, printing = found
    deck.lines.append(DeckLine(card, printing or default_printing(card), count, zone))


_COUNT_LINE = re.compile(r"^\s*(\d+)\s*[xX×]?\s+(.+?)\s*$")
_HEADER = re.compile(r"^\s*(empire|players|format|name|deck)\s*:\s*(.*)$", re.IGNORECASE)


def _read_text(slug: str, text: str) -> DeckToPrint:
    deck = DeckToPrint(slug)
    index = card_index(slug)
    zone = "deck"
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        lowered = line.lower().rstrip(":")
        if lowered in ZONES and (line.endswith(":") or lowered in ("reserve", "reserve fleet", "reference")):
            zone = ZONES.get(lowered, "deck")
            continue
        header = _HEADER.match(line)
        if header:
            key, value = header.group(1).lower(), header.group(2).strip()
            if key == "players" and value.isdigit():
                deck.players = int(value)
            elif key == "format":
                deck.format = value
            elif key in ("name", "deck"):
                deck.name = value
            elif key == "empire":
                deck.options["empire"] = value
            continue
        match = _COUNT_LINE.match(line)
        count, name = (int(match.group(1)), match.group(2)) if match else (1, line)
        if count <= 0 or count > MAX_COPIES:
            deck.unknown.append(f"{line} (count must be 1 to {MAX_COPIES})")
            continue
        _add(deck, index, name, count, zone, line)
    return deck


def _read_dek(slug: str, text: str) -> DeckToPrint:
    try:
        root = SafeElementTree.fromstring(text)
    except Exception as exc:  # defusedxml raises its own errors for entity bombs
        raise DeckFileError(f"not a readable LackeyCCG deck: {exc}") from None
    deck = DeckToPrint(slug)
    index = card_index(slug)
    counts: dict[tuple[str, str, str], int] = {}
    order: list[tuple[str, str, str]] = []
    for zone_el in root.iter("superzone"):
        zone = ZONES.get((zone_el.get("name") or "deck").strip().lower(), "deck")
        for card_el in zone_el.iter("card"):
            name_el = card_el.find("name")
            if name_el is None:
                continue
            key = (zone, name_el.get("id") or "", (name_el.text or "").strip())
            if key not in counts:
                order.append(key)
                counts[key] = 0
            counts[key] += 1
    for zone, image_id, name in order:
        found = index.by_image.get(normalise(image_id)) if image_id else None
        if found is not None:
            card, printing = found
            deck.lines.append(DeckLine(card, printing, counts[(zone, image_id, name)], zone))
        else:
            _add(deck, index, name or image_id, counts[(zone, image_id, name)], zone, f"{counts[(zone, image_id, name)]} {name or image_id}")
    return deck


def _read_json(slug: str, text: str) -> DeckToPrint:
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DeckFileError(f"not readable JSON: {exc.msg} at line {exc.lineno}") from None
    deck = DeckToPrint(slug)
    index = card_index(slug)
    entries: list[tuple[Any, str]] = []
    if isinstance(document, list):
        entries = [(entry, "deck") for entry in document]
    elif isinstance(document, dict):
        deck.name = str(document.get("name") or "")
        deck.format = document.get("format") or None
        players = document.get("players")
        deck.players = players if isinstance(players, int) and not isinstance(players, bool) else None
        for key in ("cards", "entries", "deck", "main"):
            if isinstance(document.get(key), list):
                entries.extend((entry, "deck") for entry in document[key])
        for key in ("reserve", "reserve_fleet"):
            if isinstance(document.get(key), list):
                entries.extend((entry, "reserve") for entry in document[key])
    else:
        raise DeckFileError("a JSON deck is an object with a \"cards\" list")
    for entry, zone in entries:
        if isinstance(entry, str):
            _add(deck, index, entry, 1, zone, entry)
            continue
        if not isinstance(entry, dict):
            deck.unknown.append(repr(entry))
            continue
        count = entry.get("count", 1)
        if isinstance(count, bool) or not isinstance(count, int) or not 0 < count <= MAX_COPIES:
            deck.unknown.append(f"{entry} (count must be 1 to {MAX_COPIES})")
            continue
        zone = ZONES.get(str(entry.get("zone", zone)).lower(), zone)
        key = entry.get("key") or entry.get("card")
        if key and str(key) in index.by_key:
            card = index.by_key[str(key)]
            printing = default_printing(card)
            if entry.get("set"):
                printing = next((p for p in card.get("printings") or () if p.get("set") == entry["set"]), printing)
            deck.lines.append(DeckLine(card, printing, count, zone))
            continue
        name = entry.get("name") or entry.get("title") or key or ""
        if entry.get("code") and entry.get("title"):
            name = f"{entry['code']} {entry['title']}"
        if entry.get("set"):
            name = f"{name} ({entry['set']})"
        _add(deck, index, str(name), count, zone, f"{count} {name}")
    return deck
