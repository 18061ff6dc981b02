"""Galactic Empires errata as data: published/errata.toml read, checked and applied to card data.

A deck or a match chooses an errata set (ERRATA_SETS); `apply` gives a card as that set has it,
and `card_errata` what a card page and the API show (as printed beside as corrected, the sources,
where they disagree). No Django here: validation, the engine, the PDF and the pages all call it.
"""
from __future__ import annotations

import hashlib
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

PUBLISHED = Path(__file__).resolve().parent / "published"
ERRATA_FILE = PUBLISHED / "errata.toml"

PRINTED, OFFICIAL, UNOFFICIAL = "printed", "official", "unofficial"
ERRATA_SETS: dict[str, str] = {
    PRINTED: "As printed",
    OFFICIAL: "Official errata",
    UNOFFICIAL: "Official + unofficial errata",
}
DEFAULT_SET = OFFICIAL

KINDS = frozenset({"stat", "text", "ruling", "none_published"})
SOURCES: dict[str, str] = {
    "errata": "Galactic Empires Errata (Companion Games errata, Card Museum page)",
    "unofficial": "Unofficial Galactic Empires Errata",
    "none": "none published",
}
# The source file each source quotes (in published/sources/, copied with credit: see its README).
SOURCE_FILES = {"errata": "GEerrata.txt", "unofficial": "GEUnofficialErrata.txt"}
# The card attributes a stat erratum may set, with their type: the engine reads exactly these
# (engine/cardinfo.py: "phasers", "shields", "reaction"), so a record naming anything else is refused.
STATS: dict[str, type] = {"phasers": int, "shields": int, "heavy_weapons": int, "nodes": int, "reaction": bool}
# Which sources each set applies, first wins where two give the same stat.
_SET_SOURCES: dict[str, tuple[str, ...]] = {PRINTED: (), OFFICIAL: ("errata",), UNOFFICIAL: ("errata", "unofficial")}


class ErrataError(ValueError):
    """errata.toml holds a record the loader cannot read (unknown field, kind, source or stat)."""


@dataclass(frozen=True)
class Erratum:
    card: str
    kind: str
    source: str
    heading: str = ""
    quote: str = ""
    note: str = ""
    marked_unofficial: bool = False
    changes: Mapping[str, Any] = field(default_factory=dict)
    printed: Mapping[str, Any] = field(default_factory=dict)
    printings: tuple[str, ...] = ()
    date: str = ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": self.kind, "source": self.source, "source_name": SOURCES[self.source],
            "source_file": SOURCE_FILES.get(self.source, ""),
        }
        for name in ("heading", "quote", "note", "date"):
            if getattr(self, name):
                data[name] = getattr(self, name)
        if self.marked_unofficial:
            data["marked_unofficial"] = True
        if self.changes:
            data["changes"], data["printed"] = dict(self.changes), dict(self.printed)
        if self.printings:
            data["printings"] = list(self.printings)
        return data


_FIELDS = frozenset(Erratum.__dataclass_fields__)


def _record(raw: Mapping[str, Any], number: int) -> Erratum:
    where = f"errata.toml record {number} ({raw.get('card', '?')})"
    unknown = set(raw) - _FIELDS
    if unknown:
        raise ErrataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    if raw.get("kind") not in KINDS:
        raise ErrataError(f"{where}: kind must be one of {', '.join(sorted(KINDS))}, not {raw.get('kind')!r}")
    if raw.get("source") not in SOURCES:
        raise ErrataError(f"{where}: source must be one of {', '.join(SOURCES)}, not {raw.get('source')!r}")
    if "|" not in str(raw.get("card", "")):
        raise ErrataError(f"{where}: card must be an identity such as \"S6|armed tug\"")
    changes, printed = dict(raw.get("changes") or {}), dict(raw.get("printed") or {})
    if (raw["kind"] == "stat") != bool(changes):
        raise ErrataError(f"{where}: a stat record, and only a stat record, has `changes`")
    for stat, value in {**changes, **printed}.items():
        kind = STATS.get(stat)
        if kind is None:
            raise ErrataError(f"{where}: no stat {stat!r} (one of {', '.join(STATS)})")
        if type(value) is not kind:
            raise ErrataError(f"{where}: {stat} must be {kind.__name__}, not {value!r}")
    if set(printed) != set(changes):
        raise ErrataError(f"{where}: `printed` names the same stats as `changes`")
    return Erratum(
        card=raw["card"], kind=raw["kind"], source=raw["source"], heading=raw.get("heading", ""),
        quote=raw.get("quote", ""), note=raw.get("note", ""), marked_unofficial=bool(raw.get("marked_unofficial")),
        changes=changes, printed=printed, printings=tuple(raw.get("printings") or ()), date=raw.get("date", ""),
    )


def load(path: Path = ERRATA_FILE) -> tuple[Erratum, ...]:
    """Every record of an errata file, checked (ErrataError on anything the loader would not read)."""
    with open(path, "rb") as handle:
        data = tomllib.load(handle)
    if set(data) - {"erratum"}:
        raise ErrataError(f"errata.toml: unknown table(s) {', '.join(sorted(set(data) - {'erratum'}))}")
    return tuple(_record(raw, n) for n, raw in enumerate(data.get("erratum", ()), 1))


@lru_cache(maxsize=1)
def records() -> tuple[Erratum, ...]:
    return load()


@lru_cache(maxsize=1)
def _by_card() -> dict[str, tuple[Erratum, ...]]:
    found: dict[str, list[Erratum]] = {}
    for record in records():
        found.setdefault(record.card, []).append(record)
    return {card: tuple(found_) for card, found_ in found.items()}


@lru_cache(maxsize=1)
def data_version() -> str:
    """A digest of errata.toml and the quoted pages: the card API's ETag changes with them."""
    digest = hashlib.sha256(ERRATA_FILE.read_bytes())
    for path in sorted((PUBLISHED / "sources").glob("*.txt")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def for_card(identity: str) -> tuple[Erratum, ...]:
    """The records of one card (its identity), in file order."""
    return _by_card().get(identity, ())


def check_set(errata_set: str | None) -> str:
    """The set's slug (None or "": the default); ValueError for an unknown one."""
    chosen = errata_set or DEFAULT_SET
    if chosen not in ERRATA_SETS:
        raise ValueError(f"no errata set {chosen!r}: one of {', '.join(ERRATA_SETS)}")
    return chosen


def stats_under(identity: str, errata_set: str | None) -> dict[str, Any]:
    """The stats the set gives a card where errata speak of them (empty: the card data stands)."""
    return dict(_stats_under(identity, errata_set))


@lru_cache(maxsize=8192)
def _stats_under(identity: str, errata_set: str | None) -> tuple[tuple[str, Any], ...]:
    # Every match corrects each of its cards: the records do not change while the process runs.
    return tuple(_compute_stats_under(identity, errata_set).items())


def _compute_stats_under(identity: str, errata_set: str | None) -> dict[str, Any]:
    chosen = check_set(errata_set)
    stat_records = [r for r in for_card(identity) if r.kind == "stat"]
    if chosen == PRINTED:
        return {k: v for r in stat_records for k, v in r.printed.items()}
    values: dict[str, Any] = {}
    for source in _SET_SOURCES[chosen]:  # the errata page first: it stands where both speak
        for record in stat_records:
            if record.source == source:
                for stat, value in record.changes.items():
                    values.setdefault(stat, value)
    return values


def apply(card: Mapping[str, Any], errata_set: str | None) -> Mapping[str, Any]:
    """The card as the errata set has it: the same mapping when nothing changes, else a copy with
    its attributes set and `errata_set` recorded (idempotent: applying twice changes nothing more)."""
    stats = _stats_under(str(card.get("identity", "")), errata_set)
    if not stats:
        return card  # (most cards: no errata speak of their stats)
    attributes = card.get("attributes") or {}
    if all(attributes.get(k, _ABSENT[k]) == v for k, v in stats):
        return card
    corrected = dict(card)
    corrected["attributes"] = {**attributes, **dict(stats)}
    corrected["errata_set"] = check_set(errata_set)
    return corrected


_ABSENT: dict[str, Any] = {stat: kind() for stat, kind in STATS.items()}  # 0 / False: not in the data


def apply_all(cards: Iterable[Mapping[str, Any]], errata_set: str | None) -> list[Mapping[str, Any]]:
    return [apply(card, errata_set) for card in cards]


def corrected_deck(lines: Sequence[Any], errata_set: str | None) -> list[Any]:
    """Deck lines (DeckCard or {"card", ...}) with each card as the set has it."""
    from ..core import DeckCard

    out: list[Any] = []
    for line in lines:
        if isinstance(line, DeckCard):
            card = apply(line.card, errata_set)
            out.append(line if card is line.card else DeckCard(card, line.count, line.zone))
        elif isinstance(line, Mapping) and "card" in line:
            out.append({**line, "card": apply(line["card"], errata_set)})
        else:
            out.append(line)
    return out


def card_errata(card: Mapping[str, Any]) -> dict[str, Any] | None:
    """What a card page and the API record show: None for a card no record names; else the
    records, the stats as printed and under each set, and where the sources disagree."""
    identity = str(card.get("identity", ""))
    found = for_card(identity)
    if not found:
        return None
    attributes = card.get("attributes") or {}
    stats = sorted({k for r in found for k in r.changes})
    printed = {k: stats_under(identity, PRINTED).get(k, attributes.get(k, _ABSENT[k])) for k in stats}
    under = {
        slug: {k: stats_under(identity, slug).get(k, attributes.get(k, _ABSENT[k])) for k in stats}
        for slug in (OFFICIAL, UNOFFICIAL)
    }
    disagreements = []
    for stat in stats:
        said = {r.source: r.changes[stat] for r in found if stat in r.changes}
        if len(set(map(repr, said.values()))) > 1:
            disagreements.append({"stat": stat, "by_source": [
                {"source": s, "source_name": SOURCES[s], "value": v} for s, v in said.items()]})
    return {
        "records": [r.to_dict() for r in found],
        "stats": stats,
        "printed": printed,
        "corrected": under,
        "disagreements": disagreements,
        "none_published": all(r.kind == "none_published" for r in found),
    }
