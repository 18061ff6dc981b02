"""The published Galactic Empires rulings (the Q&A and the FAQ, published/sources/) as entries
with stable ids, and the cards each names, for card pages, the API and the rulings suite.

An entry names a card where its topic is the card ("B1 Military Outpost") or its words give a
card's type and strength code followed by its title ("a T9 Gas Giant with a R/B8 Citadel"): the
code is how the pages themselves name cards, so a bare word ("a flood") names none.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .errata import PUBLISHED

SOURCES_DIR = PUBLISHED / "sources"
SOURCE_NAMES = {"qa": "Galactic Empires Questions & Answers", "faq": "Galactic Empires Frequently Asked Questions",
                "errata": "Galactic Empires Errata"}
SOURCE_FILES = {"qa": "GEqa.txt", "faq": "GEfaq.txt", "errata": "GEerrata.txt"}
UNEXPRESSED_FILE = PUBLISHED / "unexpressed.toml"

_END = "Back to Column Start"
_CODE = re.compile(r"\b(?:R/)?((?:[A-Z]/)?[A-Z][a-z]?\d{1,2})(?:/\d+)?\s+((?:[A-Z0-9][\w.'-]*[\s-]*){1,8})")


@dataclass(frozen=True)
class Ruling:
    id: str  # "qa-012", "faq-040": stable while the source files are unchanged
    source: str  # "qa" | "faq"
    topic: str  # the Q&A heading or the FAQ term
    text: str  # FAQ: the entry; Q&A: "Q: ... A: ..."
    question: str = ""
    answer: str = ""

    def to_dict(self) -> dict[str, Any]:
        data = {"id": self.id, "source": self.source, "source_name": SOURCE_NAMES[self.source],
                "source_file": SOURCE_FILES[self.source], "topic": self.topic}
        if self.question:
            data.update(question=self.question, answer=self.answer)
        else:
            data["text"] = self.text
        return data


def _lines(name: str) -> list[str]:
    text = (SOURCES_DIR / name).read_text(encoding="utf-8")
    return [line.strip() for line in text.split(_END, 1)[0].splitlines()]


def _qa() -> list[Ruling]:
    found: list[Ruling] = []
    topic, question = "", ""
    for line in _lines("GEqa.txt")[3:]:
        if not line:
            continue
        if line.startswith("Q:"):
            question = line[2:].strip()
        elif line.startswith("A:") and question:
            answer = line[2:].strip()
            found.append(Ruling(f"qa-{len(found) + 1:03d}", "qa", topic, f"Q: {question} A: {answer}", question, answer))
            question = ""
        else:
            topic = line
    return found


_FAQ_SECTIONS = {"Playing Cards", "Card Actions", "Various Subjects"}
_TERM = re.compile(r"^([A-Z\"][^:.]{1,60}):\s+(.*)$")


def _faq() -> list[Ruling]:
    found: list[Ruling] = []
    started = False
    for line in _lines("GEfaq.txt"):
        if not line:
            continue
        if line in _FAQ_SECTIONS:
            started = True
            continue
        if not started:
            continue
        term = _TERM.match(line)
        if term:
            found.append(Ruling(f"faq-{len(found) + 1:03d}", "faq", term.group(1), term.group(2)))
        elif found:  # a paragraph continuing the entry above it
            last = found[-1]
            found[-1] = Ruling(last.id, "faq", last.topic, f"{last.text}\n{line}")
    return found


@lru_cache(maxsize=1)
def entries() -> tuple[Ruling, ...]:
    """Every Q&A and FAQ entry, in page order."""
    return tuple(_qa() + _faq())


# The pages' own misspellings of titles (GEqa.txt: "M5 Techonic Burrower").
_SPELLINGS = {"techonic": "tectonic"}


@lru_cache(maxsize=1)
def catalogue() -> tuple[Ruling, ...]:
    """Every published ruling the rulings suite answers to (tests/rules/galactic_empires/rulings/):
    the Q&A and FAQ entries, and each entry of the errata page (one per heading: "errata-001"...)."""
    from .errata import records

    found: list[Ruling] = list(entries())
    seen: dict[str, int] = {}
    for record in records():
        if record.source != "errata" or record.kind == "none_published" or record.heading.startswith("Equipment:"):
            continue
        if record.heading not in seen:
            seen[record.heading] = len(seen) + 1
            found.append(Ruling(f"errata-{seen[record.heading]:03d}", "errata", record.heading, record.quote))
    return tuple(found)


def unexpressed() -> dict[str, dict[str, str]]:
    """The rulings the engine cannot express yet (published/unexpressed.toml): id -> {"kind", "reason"}."""
    import tomllib

    with open(UNEXPRESSED_FILE, "rb") as handle:
        data = tomllib.load(handle)
    return {entry["id"]: {"kind": entry["kind"], "reason": entry["reason"]} for entry in data.get("ruling", ())}


def report() -> dict[str, Any]:
    """The closing count: rulings in all; tested by the rulings suite (its coverage test fails when
    a ruling is neither tested nor listed); listed in unexpressed.toml, by kind ("untested": the
    engine may follow it, no test yet; the other kinds say why it cannot be expressed yet)."""
    from collections import Counter

    listed = unexpressed()
    every = catalogue()
    kinds = Counter(v["kind"] for v in listed.values())
    return {
        "total": len(every),
        "by_source": dict(Counter(r.source for r in every)),
        "tested": len(every) - len(listed),
        "listed": len(listed),
        "listed_by_kind": dict(kinds),
        "untested": kinds.get("untested", 0),
        "not_yet_expressible": len(listed) - kinds.get("untested", 0),
    }


def _words(text: str) -> list[str]:
    words = re.sub(r"[^a-z0-9 ]", "", re.sub(r"[-/&.]", " ", text.lower().replace("'", ""))).split()
    return [_SPELLINGS.get(word, word) for word in words]


def _named(text: str, titles: Mapping[str, list[tuple[list[str], str]]]) -> list[str]:
    """Identities a text names as "<code> <title>" (the longest title that follows the code)."""
    named: list[str] = []
    for match in _CODE.finditer(text):
        following = _words(match.group(2))
        best: tuple[int, str] | None = None
        for title, identity in titles.get(match.group(1), ()):
            if following[: len(title)] == title and (best is None or len(title) > best[0]):
                best = (len(title), identity)
        if best and best[1] not in named:
            named.append(best[1])
    return named


def index(cards: Iterable[Mapping[str, Any]]) -> dict[str, list[str]]:
    """identity -> ids of the entries naming the card (topic first, then the text)."""
    titles: dict[str, list[tuple[list[str], str]]] = {}
    for card in cards:
        identity = str(card.get("identity", ""))
        code, _, title = identity.partition("|")
        for part in {code, code.split("/")[-1]}:
            titles.setdefault(part, []).append((title.split(), identity))
    found: dict[str, list[str]] = {}
    for ruling in entries():
        for identity in _named(f"{ruling.topic} {ruling.text}", titles):
            found.setdefault(identity, []).append(ruling.id)
    return found


@lru_cache(maxsize=1)
def _shipped_index() -> dict[str, list[str]]:
    from .decks import card_list

    return index(card_list())


def card_rulings(card: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The Q&A and FAQ entries naming a card, for its page and API record."""
    ids = set(_shipped_index().get(str(card.get("identity", "")), ()))
    return [ruling.to_dict() for ruling in entries() if ruling.id in ids]


if __name__ == "__main__":  # python -m rules.galactic_empires.rulings: the closing count
    import json

    print(json.dumps(report(), indent=2))
