"""Galactic Empires deck files: plain text, LackeyCCG .dek and the project's own JSON.

`read_deck(data, index)` reads any of the three (sniffed), resolving every line against the card
data; a line that matches no card is kept as an unknown entry with its closest titles, never
dropped. Writers produce each format; a LackeyCCG deck read and written again is byte-identical.
XML is parsed with defusedxml (no DTDs, no entities) and every input is size-limited first.
"""
from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from xml.etree.ElementTree import ParseError

from defusedxml import DefusedXmlException
from defusedxml import ElementTree as SafeET

from ..core import DeckCard
from .cards import normalise_title

MAX_DECK_BYTES = 1_000_000  # a 150-card .dek is ~20 kB
MAX_LINES = 5_000
MAX_COPIES = 999  # copies on one line
MAX_CARDS = 10_000  # cards in one deck
JSON_KIND = "sector-hq-deck"
LACKEY_GAME = "galacticempires"

ZONES = ("deck", "reserve", "reference")
LACKEY_ZONES = {"Deck": "deck", "Reserve Fleet": "reserve", "Reference": "reference"}
LACKEY_ZONE_NAMES = {zone: name for name, zone in LACKEY_ZONES.items()}
TEXT_HEADERS = {"deck": "deck", "reserve": "reserve", "reserve fleet": "reserve", "reference": "reference"}


class DeckFileError(ValueError):
    """The input is not a readable deck file (too big, malformed, hostile XML, bad count)."""


# --------------------------------------------------------------------------------------------
# The deck as read from a file
# --------------------------------------------------------------------------------------------


@dataclass
class DeckEntry:
    count: int
    text: str  # the card as the file names it ("S6 Argonian Heavy Cruiser - ..." or a Lackey name)
    zone: str = "deck"  # deck | reserve | reference
    card: Mapping[str, Any] | None = None
    printing: Mapping[str, Any] | None = None
    set: str | None = None  # as written in the file
    extension: str | None = None
    lackey_id: str | None = None
    lackey_zone: str | None = None  # a .dek superzone name this entry came from
    line: int = 0
    suggestions: list[str] = field(default_factory=list)


@dataclass
class DeckList:
    entries: list[DeckEntry] = field(default_factory=list)
    name: str = ""
    empire: str | None = None
    players: int | None = None
    kind: str = "text"  # text | lackey | json
    lackey_zones: list[str] = field(default_factory=list)  # zone names in file order (round trip)
    lackey_game: str = LACKEY_GAME
    _cards: int = field(default=0, repr=False, compare=False)  # running total while reading

    def unknown(self) -> list[DeckEntry]:
        return [e for e in self.entries if e.card is None]

    def deck_cards(self) -> list[DeckCard]:
        """Deck and reserve lines for the stocking rules; unknown lines become placeholders
        that the formats report as `unknown-card` (with the suggestions)."""
        found: list[DeckCard] = []
        for e in self.entries:
            if e.zone not in ("deck", "reserve"):
                continue
            card = e.card if e.card is not None else {"unknown": True, "line": e.text, "title": e.text, "suggestions": e.suggestions}
            found.append(DeckCard(card, e.count, e.zone))
        return found


# --------------------------------------------------------------------------------------------
# Resolution against the card data
# --------------------------------------------------------------------------------------------


def _code_key(code: str) -> str:
    code = code.strip()
    if code.upper().startswith("R/"):
        code = code[2:]
    return re.sub(r"[^a-z0-9]+", "", code.lower())


def card_label(card: Mapping[str, Any]) -> str:
    code = (card.get("attributes") or {}).get("code") or f"{card.get('type', '')}{card.get('strength') or ''}"
    return f"{code} {card.get('title', '')}".strip()


class CardIndex:
    """Every way a deck file may name a card, built once from a list of card dicts."""

    def __init__(self, cards: Iterable[Mapping[str, Any]]) -> None:
        self.cards = list(cards)
        self.by_key: dict[str, Mapping[str, Any]] = {}
        self.by_image: dict[str, tuple[Mapping[str, Any], Mapping[str, Any]]] = {}
        self.by_lackey: dict[str, tuple[Mapping[str, Any], Mapping[str, Any]]] = {}
        self.by_label: dict[str, list[Mapping[str, Any]]] = {}
        self.by_title: dict[str, list[Mapping[str, Any]]] = {}
        for card in self.cards:
            self.by_key.setdefault(str(card.get("key")), card)
            title = normalise_title(str(card.get("title", "")))
            code = (card.get("attributes") or {}).get("code") or ""
            labels = {f"{_code_key(code)}|{title}", f"{str(card.get('type', '')).lower()}{card.get('strength') or ''}|{title}"}
            for label in labels:
                self.by_label.setdefault(label, []).append(card)
            self.by_title.setdefault(title, []).append(card)
            for printing in card.get("printings") or ():
                if printing.get("image_file"):
                    self.by_image.setdefault(printing["image_file"], (card, printing))
                if printing.get("lackey_name"):
                    self.by_lackey.setdefault(printing["lackey_name"].lower(), (card, printing))
        self._titles = list(self.by_title)

    def resolve_text(self, text: str, set_code: str | None = None, extension: str | None = None) -> tuple[Mapping[str, Any] | None, Mapping[str, Any] | None]:
        """A card named as "CODE Title" (code as printed, R/ optional) or by its bare title."""
        text = text.strip()
        code, _, title = text.partition(" ")
        candidates: list[Mapping[str, Any]] = []
        if title and re.fullmatch(r"(?i)(R/)?[A-Z]{1,4}(/[A-Z])?\d*(/[A-Z]?\d+)?|\d+[A-Z]", code):
            candidates = self.by_label.get(f"{_code_key(code)}|{normalise_title(title)}", [])
        if not candidates:
            candidates = self.by_title.get(normalise_title(text), [])
            if len({c.get("identity") for c in candidates}) > 1:
                candidates = []  # a bare title naming several cards (S4 and S6 "Destroyer") is ambiguous
        if not candidates:
            return None, None
        return self._pick_printing(candidates, set_code, extension)

    def _pick_printing(self, candidates: Sequence[Mapping[str, Any]], set_code: str | None, extension: str | None) -> tuple[Mapping[str, Any], Mapping[str, Any] | None]:
        best: tuple[int, Mapping[str, Any], Mapping[str, Any] | None] | None = None
        for card in candidates:
            for printing in card.get("printings") or [None]:
                score = 0
                if printing is not None:
                    if set_code and printing.get("set", "").lower() == set_code.lower():
                        score += 4
                    if extension and printing.get("name_extension", "").lower() == extension.lower():
                        score += 2
                    if "LatestPrint" in (printing.get("tags") or ()):
                        score += 1
                if best is None or score > best[0]:
                    best = (score, card, printing)
        assert best is not None
        return best[1], best[2]

    def suggest(self, text: str, limit: int = 3) -> list[str]:
        """The closest card names to an unmatched line: titles near the line's title (difflib),
        the ones with the line's type and strength code first."""
        code, _, title = text.partition(" ")
        code_key = _code_key(code) if title else ""
        queries = [q for q in (normalise_title(title), normalise_title(text)) if q]
        scored: dict[str, tuple[int, float]] = {}
        for query in queries:
            for match in difflib.get_close_matches(query, self._titles, n=8, cutoff=0.6):
                ratio = difflib.SequenceMatcher(None, query, match).ratio()
                for card in self.by_title[match]:
                    card_code = _code_key((card.get("attributes") or {}).get("code") or "")
                    rank = (int(bool(code_key) and card_code == code_key), ratio)
                    label = card_label(card)
                    if rank > scored.get(label, (-1, 0.0)):
                        scored[label] = rank
        return sorted(scored, key=lambda label: scored[label], reverse=True)[:limit]


_INDEXES: dict[int, tuple[Any, CardIndex]] = {}


def _index(cards: CardIndex | Iterable[Mapping[str, Any]]) -> CardIndex:
    """The index of a card list, built once per list object (the site's card list is shared and
    replaced, not mutated, when cards are reloaded)."""
    if isinstance(cards, CardIndex):
        return cards
    hit = _INDEXES.get(id(cards))
    if hit is not None and hit[0] is cards:
        return hit[1]
    index = CardIndex(cards)
    if isinstance(cards, list):
        if len(_INDEXES) >= 8:
            _INDEXES.clear()
        _INDEXES[id(cards)] = (cards, index)
    return index


# --------------------------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------------------------


def _decode(data: str | bytes) -> str:
    size = len(data.encode("utf-8")) if isinstance(data, str) else len(data)
    if size > MAX_DECK_BYTES:
        raise DeckFileError(f"the deck file is {size:,} bytes; the limit is {MAX_DECK_BYTES:,} bytes")
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise DeckFileError("the deck file is not UTF-8 text") from None
    return data.lstrip("\ufeff")


def sniff(text: str) -> str:
    head = text.lstrip()[:1]
    return "lackey" if head == "<" else "json" if head == "{" else "text"


def read_deck(data: str | bytes, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """Read a deck in any of the three formats. Raises DeckFileError for unreadable input."""
    text = _decode(data)
    kind = sniff(text)
    index = _index(cards)
    if kind == "lackey":
        return read_lackey(text, index)
    if kind == "json":
        return read_json(text, index)
    return read_text(text, index)


def _count(deck: DeckList, n: int) -> None:
    deck._cards += n
    if deck._cards > MAX_CARDS:
        raise DeckFileError(f"more than {MAX_CARDS:,} cards in one deck")


def _add(deck: DeckList, entry: DeckEntry, index: CardIndex) -> None:
    _count(deck, entry.count)
    if entry.card is None:
        entry.suggestions = index.suggest(entry.text)
    deck.entries.append(entry)


_COUNT = re.compile(r"^(-?\d+)\s*[xX]?\s+(.+)$")
_SET = re.compile(r"\s*\(([^()]*)\)\s*$")
_EXTENSION = re.compile(r"\s*\[([^\[\]]*)\]\s*$")
_HEADER = re.compile(r"^(empire|players|name|deck|reserve|reserve fleet|reference)\s*:\s*(.*)$", re.IGNORECASE)


def _split_card_text(rest: str) -> tuple[str, str | None, str | None]:
    set_code = extension = None
    for _ in range(2):
        match = _SET.search(rest)
        if match and set_code is None:
            set_code, rest = match.group(1).strip(), rest[: match.start()]
            continue
        match = _EXTENSION.search(rest)
        if match and extension is None:
            extension, rest = match.group(1).strip(), rest[: match.start()]
    return rest.strip(), set_code, extension


def read_text(text: str, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """One card per line: `3 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser`, an
    optional `(PE)` set and `[Left]` extension; `#` comments; `Reserve:` starts the reserve
    fleet (`Deck:` and `Reference:` switch zones); `Empire:`, `Players:`, `Name:` headers."""
    index = _index(cards)
    deck = DeckList(kind="text")
    zone = "deck"
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise DeckFileError(f"the deck file has {len(lines):,} lines; the limit is {MAX_LINES:,}")
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        header = _HEADER.match(line)
        if header:
            name, value = header.group(1).lower(), header.group(2).strip()
            if name in TEXT_HEADERS:
                zone = TEXT_HEADERS[name]
                if not value:
                    continue
                line = value  # "Reserve: 1 T3 Crystal Planet" starts the zone with a card
            elif name == "empire":
                deck.empire = value or None
                continue
            elif name == "name":
                deck.name = value
                continue
            else:
                try:
                    deck.players = int(value)
                except ValueError:
                    raise DeckFileError(f"line {number}: players must be a whole number, got {value!r}") from None
                continue
        match = _COUNT.match(line)
        count = 1
        if match:
            count = int(match.group(1))
            line = match.group(2)
            if not 1 <= count <= MAX_COPIES:
                raise DeckFileError(f"line {number}: {count} copies; a line holds 1 to {MAX_COPIES} copies")
        name, set_code, extension = _split_card_text(line)
        card, printing = index.resolve_text(name, set_code, extension)
        if card is None and line != name:  # "[Ace of Clubs]" is a title, not an extension
            card, printing = index.resolve_text(line)
            if card is not None:
                name, set_code, extension = line, None, None
        _add(deck, DeckEntry(count, name, zone, card, printing, set_code, extension, line=number), index)
    return deck


def read_lackey(text: str, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """A LackeyCCG .dek: `<deck><meta><game/></meta><superzone name="Deck|Reserve Fleet|Reference">
    <card><name id="IMAGE_FILE">Name</name><set>SET</set></card>...`. Consecutive copies of one card
    become one entry (so writing it back reproduces the file)."""
    index = _index(cards)
    text = _decode(text)
    try:
        root = SafeET.fromstring(text, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as exc:
        raise DeckFileError(f"refused XML: {type(exc).__name__} (no DTDs or entities in a deck file)") from None
    except ParseError as exc:
        raise DeckFileError(f"malformed XML: {exc}") from None
    if root.tag != "deck":
        raise DeckFileError(f"not a LackeyCCG deck: the root element is <{root.tag}>, not <deck>")
    deck = DeckList(kind="lackey")
    game = root.find("meta/game")
    if game is not None and game.text:
        deck.lackey_game = game.text.strip()
    for zone_element in root.findall("superzone"):
        zone_name = zone_element.get("name") or "Deck"
        zone = LACKEY_ZONES.get(zone_name, "reference")
        deck.lackey_zones.append(zone_name)
        previous: DeckEntry | None = None
        for position, card_element in enumerate(zone_element.findall("card"), start=1):
            name_element = card_element.find("name")
            if name_element is None:
                raise DeckFileError(f"{zone_name} card {position}: no <name>")
            image = name_element.get("id") or ""
            name = name_element.text or ""
            set_code = (card_element.findtext("set") or "").strip() or None
            if previous is not None and (previous.lackey_id, previous.text, previous.set) == (image, name, set_code):
                previous.count += 1
                _count(deck, 1)
                continue
            card, printing = index.by_image.get(image, (None, None))
            if card is None:
                card_text, name_set, extension = _split_card_text(name)
                card, printing = index.resolve_text(card_text, set_code or name_set, extension)
            entry = DeckEntry(1, name, zone, card, printing, set_code, None, image, zone_name, line=position)
            _add(deck, entry, index)
            previous = entry
    return deck


def read_json(text: str, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """The project's own format (see write_json): cards by key, with count, zone and printing."""
    index = _index(cards)
    try:
        document = json.loads(_decode(text))
    except json.JSONDecodeError as exc:
        raise DeckFileError(f"malformed JSON: {exc}") from None
    if not isinstance(document, dict) or not isinstance(document.get("cards"), list):
        raise DeckFileError('not a deck: expected {"cards": [{"key", "count", "zone"}, ...]}')
    deck = DeckList(kind="json", name=str(document.get("name") or ""), empire=document.get("empire") or None)
    players = document.get("players")
    if players is not None:
        if isinstance(players, bool) or not isinstance(players, int):
            raise DeckFileError(f"players must be a whole number, got {players!r}")
        deck.players = players
    for position, item in enumerate(document["cards"], start=1):
        if not isinstance(item, dict):
            raise DeckFileError(f"card {position}: expected an object")
        count = item.get("count", 1)
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COPIES:
            raise DeckFileError(f"card {position}: count must be a whole number from 1 to {MAX_COPIES}, got {count!r}")
        zone = item.get("zone", "deck")
        if zone not in ZONES:
            raise DeckFileError(f"card {position}: zone must be one of {', '.join(ZONES)}, got {zone!r}")
        key = str(item.get("key") or "")
        name = str(item.get("name") or key)
        card = index.by_key.get(key)
        printing = None
        image = item.get("image_file")
        if card is not None and image:
            found = index.by_image.get(image)
            printing = found[1] if found and found[0] is card else None
        if card is None and name:
            card, printing = index.resolve_text(name, item.get("set"))
        # The image file names the printing; kept as a Lackey id only when no printing has it.
        entry = DeckEntry(count, name, zone, card, printing, item.get("set"), None, None if printing else image, line=position)
        entry.extension = item.get("extension")
        _add(deck, entry, index)
    return deck


# --------------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------------


def _printing(entry: DeckEntry) -> Mapping[str, Any] | None:
    if entry.printing is not None:
        return entry.printing
    if entry.card is not None and entry.card.get("printings"):
        return entry.card["printings"][0]
    return None


def write_text(deck: DeckList) -> str:
    out: list[str] = []
    if deck.name:
        out.append(f"Name: {deck.name}")
    if deck.empire:
        out.append(f"Empire: {deck.empire}")
    if deck.players:
        out.append(f"Players: {deck.players}")
    zone = "deck"
    for entry in deck.entries:
        if entry.zone != zone:
            zone = entry.zone
            out.append({"deck": "Deck:", "reserve": "Reserve:", "reference": "Reference:"}[zone])
        name = card_label(entry.card) if entry.card is not None else entry.text
        extension = f" [{entry.extension}]" if entry.extension else ""
        set_code = f" ({entry.set})" if entry.set else ""
        out.append(f"{entry.count} {name}{extension}{set_code}")
    return "\n".join(out) + "\n"


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&apos;")


def write_lackey(deck: DeckList) -> str:
    """LackeyCCG's own layout: tabs, one <card> per copy, zones Deck / Reserve Fleet / Reference
    in the order the deck first uses them."""
    zones: dict[str, list[str]] = {name: [] for name in deck.lackey_zones}
    for entry in deck.entries:
        zone_name = entry.lackey_zone or LACKEY_ZONE_NAMES[entry.zone]
        printing = _printing(entry)
        image = entry.lackey_id or (printing or {}).get("image_file") or ""
        set_code = entry.set if entry.set is not None else (printing or {}).get("set", "")
        if entry.card is None or (entry.lackey_id and entry.text):  # a .dek's own name, kept as read
            name = entry.text
        else:
            name = (printing or {}).get("lackey_name") or f"{card_label(entry.card)} ({set_code})"
        row = f'\t\t<card><name id="{_xml(image)}">{_xml(name)}</name><set>{_xml(set_code or "")}</set></card>'
        zones.setdefault(zone_name, []).extend([row] * entry.count)
    out = ['<deck version="0.8">', "\t<meta>", f"\t\t<game>{_xml(deck.lackey_game)}</game>", "\t</meta>"]
    for zone_name, rows in zones.items():
        out.append(f'\t<superzone name="{_xml(zone_name)}">')
        out.extend(rows)
        out.append("\t</superzone>")
    out.append("</deck>")
    return "\n".join(out) + "\n"


def write_json(deck: DeckList) -> str:
    cards = []
    for entry in deck.entries:
        item: dict[str, Any] = {"count": entry.count, "zone": entry.zone}
        if entry.card is not None:
            item["key"] = entry.card.get("key")
            item["name"] = card_label(entry.card)
        else:
            item["name"] = entry.text
        printing = entry.printing
        if printing is not None and printing.get("image_file"):
            item["image_file"] = printing["image_file"]
        elif entry.lackey_id:
            item["image_file"] = entry.lackey_id
        if entry.set:
            item["set"] = entry.set
        if entry.extension:
            item["extension"] = entry.extension
        cards.append(item)
    document = {"kind": JSON_KIND, "version": 1, "game": "galactic-empires", "name": deck.name, "empire": deck.empire, "players": deck.players, "cards": cards}
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


WRITERS = {"text": write_text, "lackey": write_lackey, "json": write_json}
