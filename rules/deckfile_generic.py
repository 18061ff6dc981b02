"""Deck files for any game: plain text ("3 Title" lines) and the project's own JSON.

The default behind `Game.read_deck` / `Game.write_deck` for games without a file format of their
own, and the base of those that have one: rules/galactic_empires/deckfile.py builds on the
DeckList, the limits, the text and JSON layouts here and adds printings and LackeyCCG .dek.
Every line is resolved against the game's cards; a line that matches no card is kept as an
unknown entry with its closest titles, never dropped. Inputs are size-limited before they are
parsed.
"""
from __future__ import annotations

import difflib
import json
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .core import DeckCard, DeckFileKind

MAX_DECK_BYTES = 1_000_000  # a 150-card .dek is ~20 kB
MAX_LINES = 5_000
MAX_COPIES = 999  # copies on one line
MAX_CARDS = 10_000  # cards in one deck
JSON_KIND = "sector-hq-deck"
ZONES = ("deck", "reserve", "reference")
TEXT_HEADERS = {"deck": "deck", "reserve": "reserve", "reserve fleet": "reserve", "reference": "reference"}

KINDS: dict[str, DeckFileKind] = {
    "text": DeckFileKind("text", "Plain text", "txt", "text/plain"),
    "json": DeckFileKind("json", "JSON (Sector HQ)", "json", "application/json"),
}


class DeckFileError(ValueError):
    """The input is not a readable deck file (too big, malformed, hostile XML, bad count)."""


@dataclass
class DeckEntry:
    """One line of a deck file (the printing, set, extension and Lackey fields are filled by a
    game with printings, e.g. rules/galactic_empires/deckfile.py)."""

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
    kind: str = "text"  # text | json (| lackey for Galactic Empires)
    lackey_zones: list[str] = field(default_factory=list)  # zone names in file order (round trip)
    lackey_game: str = ""
    _cards: int = field(default=0, repr=False, compare=False)  # running total while reading

    def unknown(self) -> list[DeckEntry]:
        return [e for e in self.entries if e.card is None]

    def deck_cards(self) -> list[DeckCard]:
        """Deck and reserve lines for a format's check; unknown lines become placeholders that
        the formats report as unknown cards (with the suggestions)."""
        found: list[DeckCard] = []
        for e in self.entries:
            if e.zone not in ("deck", "reserve"):
                continue
            card = e.card if e.card is not None else {"unknown": True, "line": e.text, "key": e.text, "title": e.text, "suggestions": e.suggestions}
            found.append(DeckCard(card, e.count, e.zone))
        return found


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    text = re.sub(r"[\u2019'`]", "", text)
    return re.sub(r"[^a-z0-9]+", " ", text).strip()


def card_code(card: Mapping[str, Any]) -> str:
    printed = (card.get("attributes") or {}).get("code")
    if printed:
        return str(printed)
    strength = card.get("strength")
    return f"{card.get('type', '')}{'' if strength is None else strength}"


class CardIndex:
    """Every way a generic deck file may name a card: its key, its title, or "CODE Title"."""

    def __init__(self, cards: Iterable[Mapping[str, Any]]) -> None:
        self.cards = list(cards)
        self.by_key: dict[str, Mapping[str, Any]] = {}
        self.by_title: dict[str, list[Mapping[str, Any]]] = {}
        self.by_label: dict[str, Mapping[str, Any]] = {}
        for card in self.cards:
            self.by_key.setdefault(str(card.get("key")), card)
            title = normalise(str(card.get("title", "")))
            self.by_title.setdefault(title, []).append(card)
            self.by_label.setdefault(normalise(f"{card_code(card)} {card.get('title', '')}"), card)
            self.by_label.setdefault(normalise(f"{card.get('type', '')} {card.get('strength', '')} {card.get('title', '')}"), card)
        self._titles = list(self.by_title)

    def ambiguous(self, card: Mapping[str, Any]) -> bool:
        return len(self.by_title.get(normalise(str(card.get("title", ""))), ())) > 1

    def resolve(self, text: str) -> Mapping[str, Any] | None:
        text = text.strip()
        if text in self.by_key:
            return self.by_key[text]
        key = normalise(text)
        found = self.by_title.get(key, [])
        if len(found) == 1:
            return found[0]
        return self.by_label.get(key)

    def suggest(self, text: str, limit: int = 3) -> list[str]:
        found: list[str] = []
        for match in difflib.get_close_matches(normalise(text), self._titles, n=limit, cutoff=0.6):
            for card in self.by_title[match]:
                label = label_of(card, self)
                if label not in found:
                    found.append(label)
        return found[:limit]


def label_of(card: Mapping[str, Any], index: CardIndex | None = None) -> str:
    """How a text file names a card: its title, or "CODE Title" where the title is shared."""
    title = str(card.get("title", ""))
    if index is not None and not index.ambiguous(card):
        return title
    return f"{card_code(card)} {title}".strip()


_INDEXES: dict[tuple[type, int], tuple[Any, Any]] = {}


def cached_index(cards: Any, index_class: type) -> Any:
    """The `index_class` index of a card list, built once per list object (the site's card list
    is shared and replaced, not mutated, when cards are reloaded); an index is returned as is."""
    if isinstance(cards, index_class):
        return cards
    hit = _INDEXES.get((index_class, id(cards)))
    if hit is not None and hit[0] is cards:
        return hit[1]
    index = index_class(cards)
    if isinstance(cards, list):
        if len(_INDEXES) >= 16:
            _INDEXES.clear()
        _INDEXES[(index_class, id(cards))] = (cards, index)
    return index


def _index(cards: CardIndex | Iterable[Mapping[str, Any]]) -> CardIndex:
    return cached_index(cards, CardIndex)


def decode(data: str | bytes) -> str:
    """A deck file's text, refused (DeckFileError) over MAX_DECK_BYTES or when not UTF-8."""
    size = len(data.encode("utf-8")) if isinstance(data, str) else len(data)
    if size > MAX_DECK_BYTES:
        raise DeckFileError(f"the deck file is {size:,} bytes; the limit is {MAX_DECK_BYTES:,} bytes")
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise DeckFileError("the deck file is not UTF-8 text") from None
    return data.lstrip("\ufeff")


def count_copies(deck: DeckList, n: int) -> None:
    """Count `n` more copies read into `deck`, refusing a deck of more than MAX_CARDS."""
    deck._cards += n
    if deck._cards > MAX_CARDS:
        raise DeckFileError(f"more than {MAX_CARDS:,} cards in one deck")


def add_entry(deck: DeckList, entry: DeckEntry, index: Any) -> None:
    """Append a read entry (an unknown card gets the index's suggestions), within MAX_CARDS."""
    count_copies(deck, entry.count)
    if entry.card is None:
        entry.suggestions = index.suggest(entry.text)
    deck.entries.append(entry)


def sniff(text: str) -> str:
    head = text.lstrip()[:1]
    return "lackey" if head == "<" else "json" if head == "{" else "text"


def read_deck(data: str | bytes, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """Plain text or the project's JSON (sniffed). Raises DeckFileError for unreadable input."""
    text = decode(data)
    kind = sniff(text)
    index = _index(cards)
    if kind == "json":
        return read_json(text, index)
    if kind == "lackey":
        raise DeckFileError("XML deck files (LackeyCCG .dek) are not read for this game; paste a text list or JSON")
    return read_text(text, index)


_COUNT = re.compile(r"^(-?\d+)\s*[xX]?\s+(.+)$")
_HEADER = re.compile(r"^(empire|players|name|deck|reserve|reserve fleet|reference)\s*:\s*(.*)$", re.IGNORECASE)


def text_lines(text: str, deck: DeckList) -> Iterator[tuple[int, str, int, str]]:
    """The card lines of a text deck file as (line number, zone, copies, card text), the headers
    (`Name:`, `Players:`, `Empire:`) set on `deck` on the way; the card text is left to the
    game to resolve. `#` and `//` comments; `Deck:` / `Reserve:` / `Reference:` switch zones
    and may carry a card ("Reserve: 1 T3 Crystal Planet"); a bare card line is one copy."""
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
        count = 1
        match = _COUNT.match(line)
        if match:
            count = int(match.group(1))
            line = match.group(2).strip()
            if not 1 <= count <= MAX_COPIES:
                raise DeckFileError(f"line {number}: {count} copies; a line holds 1 to {MAX_COPIES} copies")
        yield number, zone, count, line


def read_text(text: str, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """`3 Title` (or `3x Title`, `3 CODE Title`, a bare title for one copy); `#` comments;
    `Deck:` / `Reserve:` / `Reference:` switch zones; `Name:`, `Players:`, `Empire:` headers."""
    index = _index(cards)
    deck = DeckList(kind="text")
    for number, zone, count, line in text_lines(decode(text), deck):
        card = index.resolve(line)
        add_entry(deck, DeckEntry(count, line, zone, card, line=number), index)
    return deck


def json_cards(text: str, deck: DeckList) -> Iterator[tuple[int, dict[str, Any], int, str, str, str]]:
    """The cards of a JSON deck file (see write_json) as (position, item, copies, zone, key, name),
    each checked; the deck's name, empire and players set on `deck` first. The card is left to
    the game to resolve."""
    try:
        document = json.loads(decode(text))
    except json.JSONDecodeError as exc:
        raise DeckFileError(f"malformed JSON: {exc}") from None
    if not isinstance(document, dict) or not isinstance(document.get("cards"), list):
        raise DeckFileError('not a deck: expected {"cards": [{"key", "count", "zone"}, ...]}')
    deck.name = str(document.get("name") or "")
    deck.empire = document.get("empire") or None
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
        yield position, item, count, zone, key, name


def read_json(text: str, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """`{"kind": "sector-hq-deck", "name", "players", "empire", "cards": [{"key", "count", "zone"}]}`."""
    index = _index(cards)
    deck = DeckList(kind="json")
    for position, _, count, zone, key, name in json_cards(text, deck):
        card = index.by_key.get(key) or (index.resolve(name) if name else None)
        add_entry(deck, DeckEntry(count, name, zone, card, line=position), index)
    return deck


def text_file(deck: DeckList, card_line: Callable[[DeckEntry], str]) -> str:
    """A text deck file: the headers, then `N <card_line(entry)>` per entry, a zone header
    (`Reserve:`...) where the zone changes."""
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
        out.append(f"{entry.count} {card_line(entry)}")
    return "\n".join(out) + "\n"


def write_text(deck: DeckList, cards: CardIndex | Iterable[Mapping[str, Any]] | None = None) -> str:
    index = _index(cards) if cards is not None else None
    return text_file(deck, lambda entry: label_of(entry.card, index) if entry.card is not None else entry.text)


def json_file(
    deck: DeckList,
    game_slug: str,
    label: Callable[[Mapping[str, Any]], str],
    more: Callable[[DeckEntry, dict[str, Any]], None] | None = None,
) -> str:
    """The project's JSON deck file: each entry's count, zone, card key and `label(card)` (or the
    unknown line's text), then what `more(entry, item)` adds."""
    cards = []
    for entry in deck.entries:
        item: dict[str, Any] = {"count": entry.count, "zone": entry.zone}
        if entry.card is not None:
            item["key"] = entry.card.get("key")
            item["name"] = label(entry.card)
        else:
            item["name"] = entry.text
        if more is not None:
            more(entry, item)
        cards.append(item)
    document = {"kind": JSON_KIND, "version": 1, "game": game_slug, "name": deck.name, "empire": deck.empire, "players": deck.players, "cards": cards}
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def write_json(deck: DeckList, game_slug: str = "") -> str:
    return json_file(deck, game_slug, label_of)


def write_deck(deck: DeckList, kind: str, *, game_slug: str = "", cards: Iterable[Mapping[str, Any]] | None = None) -> str:
    if kind == "text":
        return write_text(deck, cards)
    if kind == "json":
        return write_json(deck, game_slug)
    raise ValueError(f"no deck-file kind {kind!r}: one of {', '.join(KINDS)}")
