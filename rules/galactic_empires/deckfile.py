"""Galactic Empires deck files: plain text, LackeyCCG .dek and the project's own JSON.

`read_deck(data, index)` reads any of the three (sniffed), resolving every line against the card
data; a line that matches no card is kept as an unknown entry with its closest titles, never
dropped. Writers produce each format; a LackeyCCG deck read and written again is byte-identical.
XML is parsed with defusedxml (no DTDs, no entities) and every input is size-limited first.

Built on rules/deckfile_generic.py (the DeckList, the limits, the text and JSON layouts); this
module adds what Galactic Empires cards have: printings (set, name extension, image file),
"CODE Title" names with their quirks, and LackeyCCG .dek.
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from xml.etree.ElementTree import ParseError

from defusedxml import DefusedXmlException
from defusedxml import ElementTree as SafeET

from .. import deckfile_generic as generic
from ..deckfile_generic import (  # noqa: F401 - part of this module's interface
    JSON_KIND,
    MAX_CARDS,
    MAX_COPIES,
    MAX_DECK_BYTES,
    MAX_LINES,
    TEXT_HEADERS,
    ZONES,
    DeckEntry,
    DeckFileError,
    add_entry,
    count_copies,
    decode,
    sniff,
)
from .cards import normalise_title

LACKEY_GAME = "galacticempires"
LACKEY_ZONES = {"Deck": "deck", "Reserve Fleet": "reserve", "Reference": "reference"}
LACKEY_ZONE_NAMES = {zone: name for name, zone in LACKEY_ZONES.items()}


# --------------------------------------------------------------------------------------------
# The deck as read from a file
# --------------------------------------------------------------------------------------------


@dataclass
class DeckList(generic.DeckList):
    """The generic DeckList (kind text | lackey | json), its .dek game name Galactic Empires'."""

    lackey_game: str = LACKEY_GAME


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
        self.by_alias: dict[str, list[Mapping[str, Any]]] = {}  # short and printed names
        self.by_alias_label: dict[str, list[Mapping[str, Any]]] = {}
        self.alias_english: dict[str, bool] = {}
        for card in self.cards:
            self.by_key.setdefault(str(card.get("key")), card)
            title = normalise_title(str(card.get("title", "")))
            code = (card.get("attributes") or {}).get("code") or ""
            labels = {f"{_code_key(code)}|{title}", f"{str(card.get('type', '')).lower()}{card.get('strength') or ''}|{title}"}
            for label in labels:
                self.by_label.setdefault(label, []).append(card)
            self.by_title.setdefault(title, []).append(card)
            # Short names: either half of an "A - B" title ("Argonian Battleship" for the S9
            # Argonian Battleship - Argonian Star Cluster Battleship, as the German Gold Border
            # printing names it); accepted when they name one card only.
            full = str(card.get("title", ""))
            if " - " in full:
                for half in full.split(" - "):
                    self._alias(card, normalise_title(half), code, english=True)
            for printing in card.get("printings") or ():
                if printing.get("name"):  # a printing's own name (the German Gold Border's)
                    self._alias(card, normalise_title(printing["name"]), printing.get("printed_code") or code, english=False)
                if printing.get("image_file"):
                    self.by_image.setdefault(printing["image_file"], (card, printing))
                if printing.get("lackey_name"):
                    self.by_lackey.setdefault(printing["lackey_name"].lower(), (card, printing))
        self._titles = list(self.by_title)
        self._english_aliases = [name for name, english in self.alias_english.items() if english and name not in self.by_title]
        self._other_aliases = [name for name, english in self.alias_english.items() if not english and name not in self.by_title]

    def _alias(self, card: Mapping[str, Any], name: str, code: str, *, english: bool) -> None:
        if not name:
            return
        if card not in self.by_alias.setdefault(name, []):
            self.by_alias[name].append(card)
        self.alias_english[name] = self.alias_english.get(name, False) or english
        labels = {f"{_code_key(code)}|{name}", f"{str(card.get('type', '')).lower()}{card.get('strength') or ''}|{name}"} if code else {f"{str(card.get('type', '')).lower()}{card.get('strength') or ''}|{name}"}
        for label in labels:
            if card not in self.by_alias_label.setdefault(label, []):
                self.by_alias_label[label].append(card)

    def _one_card(self, candidates: list[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
        """The candidates when they are one card (one identity), else none (ambiguous)."""
        return candidates if len({c.get("identity") for c in candidates}) == 1 else []

    def resolve_text(self, text: str, set_code: str | None = None, extension: str | None = None) -> tuple[Mapping[str, Any] | None, Mapping[str, Any] | None]:
        """A card named as "CODE Title" (code as printed, R/ optional) or by its bare title."""
        text = text.strip()
        code, _, title = text.partition(" ")
        candidates: list[Mapping[str, Any]] = []
        if title and re.fullmatch(r"(?i)(R/)?[A-Z]{1,4}(/[A-Z])?\d*(/[A-Z]?\d+)?|\d+[A-Z]", code):
            candidates = self.by_label.get(f"{_code_key(code)}|{normalise_title(title)}", [])
        aliases = self.by_alias
        if not candidates and title and re.fullmatch(r"(?i)(R/)?[A-Z]{1,4}(/[A-Z])?\d*(/[A-Z]?\d+)?|\d+[A-Z]", code):
            candidates = self._one_card(self.by_alias_label.get(f"{_code_key(code)}|{normalise_title(title)}", []))
        if not candidates:
            candidates = self.by_title.get(normalise_title(text), [])
            if len({c.get("identity") for c in candidates}) > 1:
                candidates = []  # a bare title naming several cards (S4 and S6 "Destroyer") is ambiguous
        if not candidates:
            candidates = self._one_card(aliases.get(normalise_title(text), []))
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
        scored: dict[str, tuple[int, float, int]] = {}
        aliases = self.by_alias
        pools = (
            (2, self._titles, self.by_title),
            (1, self._english_aliases, aliases),
            (0, self._other_aliases, aliases),
        )
        for query in queries:
            for english, names, found in pools:
                for match in difflib.get_close_matches(query, names, n=8, cutoff=0.6):
                    ratio = difflib.SequenceMatcher(None, query, match).ratio()
                    for card in found[match]:
                        card_code = _code_key((card.get("attributes") or {}).get("code") or "")
                        # Closeness first; between names as close, an English title before a
                        # half title before a German printing's name.
                        rank = (int(bool(code_key) and card_code == code_key), round(ratio, 2), english)
                        label = card_label(card)
                        if rank > scored.get(label, (-1, 0.0, -1)):
                            scored[label] = rank
        return sorted(scored, key=lambda label: scored[label], reverse=True)[:limit]


def _index(cards: CardIndex | Iterable[Mapping[str, Any]]) -> CardIndex:
    """The index of a card list, built once per list object (deckfile_generic.cached_index)."""
    return generic.cached_index(cards, CardIndex)


# --------------------------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------------------------


def read_deck(data: str | bytes, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """Read a deck in any of the three formats. Raises DeckFileError for unreadable input."""
    text = decode(data)
    kind = sniff(text)
    index = _index(cards)
    if kind == "lackey":
        return read_lackey(text, index)
    if kind == "json":
        return read_json(text, index)
    return read_text(text, index)


_SET = re.compile(r"\s*\(([^()]*)\)\s*$")
_EXTENSION = re.compile(r"\s*\[([^\[\]]*)\]\s*$")


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
    for number, zone, count, line in generic.text_lines(text, deck):
        name, set_code, extension = _split_card_text(line)
        card, printing = index.resolve_text(name, set_code, extension)
        if card is None and line != name:  # "[Ace of Clubs]" is a title, not an extension
            card, printing = index.resolve_text(line)
            if card is not None:
                name, set_code, extension = line, None, None
        add_entry(deck, DeckEntry(count, name, zone, card, printing, set_code, extension, line=number), index)
    return deck


def read_lackey(text: str, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """A LackeyCCG .dek: `<deck><meta><game/></meta><superzone name="Deck|Reserve Fleet|Reference">
    <card><name id="IMAGE_FILE">Name</name><set>SET</set></card>...`. Consecutive copies of one card
    become one entry (so writing it back reproduces the file)."""
    index = _index(cards)
    text = decode(text)
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
                count_copies(deck, 1)
                continue
            card, printing = index.by_image.get(image, (None, None))
            if card is None:
                card_text, name_set, extension = _split_card_text(name)
                card, printing = index.resolve_text(card_text, set_code or name_set, extension)
            entry = DeckEntry(1, name, zone, card, printing, set_code, None, image, zone_name, line=position)
            add_entry(deck, entry, index)
            previous = entry
    return deck


def read_json(text: str, cards: CardIndex | Iterable[Mapping[str, Any]]) -> DeckList:
    """The project's own format (see write_json): cards by key, with count, zone and printing."""
    index = _index(cards)
    deck = DeckList(kind="json")
    for position, item, count, zone, key, name in generic.json_cards(text, deck):
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
        add_entry(deck, entry, index)
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


def _text_card(entry: DeckEntry) -> str:
    """`CODE Title [Extension] (SET)`, or an unknown line's own text."""
    name = card_label(entry.card) if entry.card is not None else entry.text
    extension = f" [{entry.extension}]" if entry.extension else ""
    set_code = f" ({entry.set})" if entry.set else ""
    return f"{name}{extension}{set_code}"


def write_text(deck: DeckList) -> str:
    return generic.text_file(deck, _text_card)


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


def _json_printing(entry: DeckEntry, item: dict[str, Any]) -> None:
    """The printing of a JSON entry: its image file (or a .dek's own id), set and extension."""
    printing = entry.printing
    if printing is not None and printing.get("image_file"):
        item["image_file"] = printing["image_file"]
    elif entry.lackey_id:
        item["image_file"] = entry.lackey_id
    if entry.set:
        item["set"] = entry.set
    if entry.extension:
        item["extension"] = entry.extension


def write_json(deck: DeckList) -> str:
    return generic.json_file(deck, "galactic-empires", card_label, _json_printing)


WRITERS = {"text": write_text, "lackey": write_lackey, "json": write_json}
