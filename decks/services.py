"""Writes to decks: create, change counts, settings, import, undo/restore, clone, delete.

Every change goes through `_commit`, which (in one transaction) claims the next version with a
conditional UPDATE (`WHERE version = expected`): a save made on a stale version is refused with
`StaleDeck`, so the later of two tabs never silently erases the earlier one. The list as it was
is kept as a DeckVersion first. Cards come from the card database through
`cardbase.selectors` (plain card dicts), the formats and deck files from the rules registry.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.db.models import F

import rules
from cardbase.models import Card
from cardbase.selectors import game_card_by_id, game_card_by_key, game_cards
from config.errors import MAX_DB_INT, ApplicationError
from rules.core import DeckCard, Report, UnknownGame, Violation
from rules.deckfile_generic import DeckEntry as FileEntry
from rules.deckfile_generic import label_of

from . import pools
from .models import MAX_COPIES, MAX_DECK_CARDS, ZONE_ORDER, Deck, DeckEntry, DeckVersion, Visibility, Zone

KEEP_VERSIONS = 200  # per deck; older snapshots are pruned
PRUNE_EVERY = 25
MAX_IMPORT_BYTES = 1_000_000
MAX_PLAYERS = 12
ZONES = tuple(Zone.values)
# A whole number as people type it: ASCII digits, few enough for a database column ("²".isdigit()
# is True but int("²") fails; int() of more than 4,300 digits fails too).
_WHOLE = re.compile(r"[0-9]{1,18}")


class DeckError(ApplicationError, ValueError):
    """A change that cannot be made, with a message for the person who asked (and API status)."""


class StaleDeck(DeckError):
    """The deck changed since the version the change was made on (another tab or device)."""

    status = 409

    def __init__(self, *, expected: int, current: int) -> None:
        super().__init__(
            f"This deck was changed elsewhere (another tab or device) since you loaded it: you had version {expected}, "
            f"it is now version {current}. Your change was not applied; the deck shown is the current one.",
            extra={"expected_version": expected, "current_version": current},
        )
        self.expected = expected
        self.current = current


# --------------------------------------------------------------------------------------------
# The list as plain data
# --------------------------------------------------------------------------------------------


@dataclass
class Line:
    """One (card, zone) of a deck while it is being changed; `runs` are printing runs
    [image_file, count, name as a file wrote it or "", set or "", position], and for a side zone of
    a deck file its name (a LackeyCCG superzone that reads as the reference zone)."""

    card_id: int
    zone: str
    count: int
    position: int = 0
    runs: list[list[Any]] = field(default_factory=list)

    def set_count(self, count: int) -> None:
        delta = count - self.count
        self.count = count
        if not self.runs:
            return
        if delta > 0:
            self.runs[-1][1] += delta
        while delta < 0 and self.runs:
            take = min(-delta, self.runs[-1][1])
            self.runs[-1][1] -= take
            delta += take
            if self.runs[-1][1] == 0:
                self.runs.pop()


def _lines_of(deck: Deck) -> dict[tuple[int, str], Line]:
    rows = DeckEntry.objects.filter(deck=deck).values_list("card_id", "zone", "count", "position", "printings")
    return {(c, z): Line(c, z, n, p, [list(r) for r in (runs or [])]) for c, z, n, p, runs in rows}


def game_of(slug: str) -> rules.Game:
    try:
        return rules.get(slug)
    except UnknownGame:
        raise DeckError(f"No game called {slug!r}.", extra={"games": rules.slugs()}) from None


def deck_cards_of(game_slug: str, lines: Iterable[Line]) -> list[DeckCard]:
    by_id = game_card_by_id(game_slug)
    found = []
    for line in lines:
        card = by_id.get(line.card_id)
        if card is None:  # a card deleted under the deck (PROTECT makes this rare)
            card = {"unknown": True, "key": str(line.card_id), "title": f"card #{line.card_id}", "line": f"card #{line.card_id}"}
        found.append(DeckCard(card, line.count, line.zone))
    return found


def corrected(game: rules.Game, deck_cards: Sequence[DeckCard], errata: str = "") -> list[DeckCard]:
    """The deck's cards as its errata set has them (issue 29: validation checks the corrected card)."""
    if not getattr(game, "errata_sets", None):
        return list(deck_cards)
    out = []
    for line in deck_cards:
        card = line.card if line.card.get("unknown") else game.apply_errata(line.card, errata or None)
        out.append(line if card is line.card else DeckCard(card, line.count, line.zone))
    return out


def check(*, game_slug: str, format_slug: str, players: int, empire: str, deck_cards: Sequence[DeckCard], pool: Sequence[DeckCard] | None = None, errata: str = "") -> Report:
    """The format's report; a bad option (players out of the format's range, unknown empire)
    becomes a violation of its own rather than an error, so the builder always has a report.
    The cards are checked as the deck's errata set has them."""
    game = game_of(game_slug)
    deck_format = game.formats.get(format_slug)
    if deck_format is None:
        report = Report(format=format_slug, players=players)
        report.violations.append(Violation("format", f"{game.name} has no format {format_slug!r}"))
        return report
    try:
        deck_cards = corrected(game, deck_cards, errata)  # an unknown set: a violation of its own
        options: dict[str, Any] = {"players": players, "empire": empire or None}
        if pool is not None:  # a deck built from a card pool (decks.pools: a sealed pool)
            options["pool"] = pool
        return deck_format.check(deck_cards, options)
    except ValueError as exc:
        report = Report(format=format_slug, players=players)
        report.violations.append(Violation("options", str(exc)))
        return report


def _sorted_lines(lines: Iterable[Line]) -> list[Line]:
    return sorted(lines, key=lambda line: (ZONE_ORDER.get(line.zone, 9), line.position, line.card_id))


def _snapshot(game_slug: str, lines: Iterable[Line]) -> list[dict[str, Any]]:
    by_id = game_card_by_id(game_slug)
    out = []
    for line in _sorted_lines(lines):
        card = by_id.get(line.card_id)
        item: dict[str, Any] = {"key": card["key"] if card else str(line.card_id), "zone": line.zone, "count": line.count, "position": line.position}
        if line.runs:
            item["printings"] = line.runs
        out.append(item)
    return out


# --------------------------------------------------------------------------------------------
# The one way a deck changes
# --------------------------------------------------------------------------------------------


_TEXT_SETTINGS = {"name": "A deck name", "description": "A description", "empire": "An empire name"}


def _validate_settings(game: rules.Game, values: Mapping[str, Any]) -> dict[str, Any]:
    clean: dict[str, Any] = {}
    for key, label in _TEXT_SETTINGS.items():
        # A NUL character is stored by SQLite but refused by PostgreSQL: refused here on both.
        if key in values and "\x00" in str(values[key] or ""):
            raise DeckError(f"{label} cannot contain NUL (\\x00) characters.", extra={"field": key})
    if "name" in values:
        name = str(values["name"] or "").strip()
        if not name:
            raise DeckError("A deck needs a name.", extra={"field": "name"})
        if len(name) > 120:
            raise DeckError("A deck name has at most 120 characters.", extra={"field": "name"})
        clean["name"] = name
    if "description" in values:
        description = str(values["description"] or "")
        if len(description) > 10_000:
            raise DeckError("A description has at most 10,000 characters.", extra={"field": "description"})
        clean["description"] = description
    if "format" in values:
        slug = values["format"] or next(iter(game.formats), "")
        if slug not in game.formats:
            raise DeckError(f"{game.name} has no format {slug!r}.", extra={"field": "format", "formats": list(game.formats)})
        clean["format"] = slug
    if "players" in values:
        players = values["players"]
        if isinstance(players, str) and _WHOLE.fullmatch(players.strip()):
            players = int(players)
        if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= MAX_PLAYERS:
            raise DeckError(f"Players must be a whole number from 1 to {MAX_PLAYERS}, not {values['players']!r}.", extra={"field": "players"})
        clean["players"] = players
    if "empire" in values:
        empire = str(values["empire"] or "").strip()
        if len(empire) > 60:
            raise DeckError("An empire name has at most 60 characters.", extra={"field": "empire"})
        clean["empire"] = empire
    if "errata" in values:
        chosen = str(values["errata"] or "")
        if chosen and chosen not in game.errata_sets:
            raise DeckError(f"{game.name} has no errata set {chosen!r}.", extra={"field": "errata", "errata_sets": list(game.errata_sets)})
        clean["errata"] = chosen
    if "visibility" in values:
        if values["visibility"] not in Visibility.values:
            raise DeckError(f"Visibility is one of {', '.join(Visibility.values)}.", extra={"field": "visibility"})
        clean["visibility"] = values["visibility"]
    return clean


def _commit(
    deck: Deck,
    *,
    expected_version: int | None,
    lines: dict[tuple[int, str], Line] | None,
    old_lines: dict[tuple[int, str], Line],
    change: str,
    settings: Mapping[str, Any] | None = None,
    based_on: int | None | bool = False,
    file_meta: Mapping[str, Any] | None = None,
) -> Deck:
    """Save a new version of `deck` (new list and/or settings) made on `expected_version`."""
    settings = dict(settings or {})
    expected = deck.version if expected_version is None else expected_version
    new_lines = old_lines if lines is None else lines
    total = sum(line.count for line in new_lines.values())
    if total > MAX_DECK_CARDS:
        raise DeckError(f"A deck holds at most {MAX_DECK_CARDS:,} cards; this change would make it {total:,}.", extra={"cards": total})
    merged = {f: getattr(deck, f) for f in ("name", "description", "format", "players", "empire", "errata", "visibility")}
    merged.update(settings)
    report = check(
        game_slug=deck.game, format_slug=merged["format"], players=merged["players"], empire=merged["empire"],
        deck_cards=deck_cards_of(deck.game, new_lines.values()), pool=pools.pool_cards(deck), errata=merged["errata"],
    )
    with transaction.atomic():
        old = Deck.objects.filter(pk=deck.pk).values("version", "based_on", "name", "format", "players", "empire", "last_change", "card_count").first()
        if old is None:
            raise DeckError("This deck no longer exists.", status=404)
        update: dict[str, Any] = dict(settings)
        update.update(
            version=F("version") + 1,
            based_on=old["version"] if based_on is False else based_on,
            last_change=change[:200],
            card_count=sum(line.count for line in new_lines.values() if line.zone != "reference"),
            legal=report.legal,
            main_empire=(report.main_empire or "")[:60],
        )
        if file_meta is not None:
            update["file_meta"] = dict(file_meta)
        claimed = Deck.objects.filter(pk=deck.pk, version=expected).update(**update)
        if not claimed:
            raise StaleDeck(expected=expected, current=old["version"])
        DeckVersion.objects.create(
            deck_id=deck.pk, number=old["version"], based_on=old["based_on"], name=old["name"], format=old["format"],
            players=old["players"], empire=old["empire"], entries=_snapshot(deck.game, old_lines.values()),
            card_count=old["card_count"], change=old["last_change"],
        )
        if lines is not None:
            _write_lines(deck, old_lines, lines)
        if old["version"] % PRUNE_EVERY == 0:
            DeckVersion.objects.filter(deck_id=deck.pk, number__lte=old["version"] - KEEP_VERSIONS).delete()
    deck.refresh_from_db()
    return deck


def _write_lines(deck: Deck, old: Mapping[tuple[int, str], Line], new: Mapping[tuple[int, str], Line]) -> None:
    gone = [key for key in old if key not in new]
    for card_id, zone in gone:
        DeckEntry.objects.filter(deck=deck, card_id=card_id, zone=zone).delete()
    created = []
    for key, line in new.items():
        before = old.get(key)
        if before is None:
            created.append(DeckEntry(deck=deck, card_id=line.card_id, zone=line.zone, count=line.count, position=line.position, printings=line.runs))
        elif (before.count, before.position, before.runs) != (line.count, line.position, line.runs):
            DeckEntry.objects.filter(deck=deck, card_id=line.card_id, zone=line.zone).update(count=line.count, position=line.position, printings=line.runs)
    if created:
        DeckEntry.objects.bulk_create(created)


# --------------------------------------------------------------------------------------------
# Entries given explicitly (API) and deck files (import)
# --------------------------------------------------------------------------------------------


def _count(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, str) and _WHOLE.fullmatch(value.strip().lstrip("+")):
            value = int(value)
        else:
            raise DeckError(f"{where}: the count must be a whole number from 1 to {MAX_COPIES}, not {value!r}.", extra={"count": value})
    if not 1 <= value <= MAX_COPIES:
        raise DeckError(f"{where}: the count must be a whole number from 1 to {MAX_COPIES}, not {value}.", extra={"count": value})
    return value


def resolve_card(game_slug: str, ref: Any, where: str = "card") -> dict[str, Any]:
    """A card of this game by row id or key; a clear error for an unknown id or another game's card."""
    by_id = game_card_by_id(game_slug)
    card = None
    if isinstance(ref, int) and not isinstance(ref, bool):
        card = by_id.get(ref)
    elif isinstance(ref, str):
        card = game_card_by_key(game_slug).get(ref)
        if card is None and _WHOLE.fullmatch(ref):
            card = by_id.get(int(ref))
    if card is not None:
        return card
    other = None
    if isinstance(ref, int) and not isinstance(ref, bool) and 0 < ref <= MAX_DB_INT or isinstance(ref, str) and _WHOLE.fullmatch(ref):
        other = Card.objects.filter(pk=int(ref)).exclude(game=game_slug).values("game", "title").first()
    if other is not None:
        other_game = game_of(other["game"]).name
        raise DeckError(
            f"{where}: {other['title']} is a {other_game} card; this deck is {game_of(game_slug).name}.",
            extra={"card": ref, "game": other["game"]},
        )
    raise DeckError(f"{where}: no {game_of(game_slug).name} card with id or key {ref!r}.", extra={"card": ref})


def lines_from_entries(game_slug: str, entries: Any) -> dict[tuple[int, str], Line]:
    """`[{"card": id-or-key, "count": n, "zone": "deck"}]` checked and merged by (card, zone)."""
    if not isinstance(entries, list):
        raise DeckError('"entries" must be a list of {"card", "count", "zone"}.')
    if len(entries) > MAX_DECK_CARDS:
        raise DeckError(f"At most {MAX_DECK_CARDS:,} entries in a deck, not {len(entries):,}.")
    lines: dict[tuple[int, str], Line] = {}
    for position, item in enumerate(entries):
        where = f"entry {position + 1}"
        if not isinstance(item, dict):
            raise DeckError(f'{where}: expected an object {{"card", "count", "zone"}}.')
        card = resolve_card(game_slug, item.get("card", item.get("key")), where)
        count = _count(item.get("count", 1), where)
        zone = item.get("zone", "deck")
        if zone not in ZONES:
            raise DeckError(f"{where}: the zone is one of {', '.join(ZONES)}, not {zone!r}.")
        key = (card["id"], zone)
        if key in lines:
            lines[key].count += count
        else:
            lines[key] = Line(card["id"], zone, count, position)
    for line in lines.values():
        if line.count > MAX_COPIES:
            raise DeckError(f"At most {MAX_COPIES} copies of one card in one zone.")
    return lines


@dataclass
class Imported:
    lines: dict[tuple[int, str], Line]
    kind: str
    name: str = ""
    players: int | None = None
    empire: str | None = None
    file_meta: dict[str, Any] = field(default_factory=dict)


def read_import(game_slug: str, data: str | bytes) -> Imported:
    """A pasted or uploaded deck file read with the game's reader. Unknown lines are an error
    that lists each with its closest cards (nothing is saved, the input is handed back)."""
    game = game_of(game_slug)
    size = len(data.encode("utf-8")) if isinstance(data, str) else len(data)
    if size > MAX_IMPORT_BYTES:
        raise DeckError(f"The deck file is {size:,} bytes; the limit is {MAX_IMPORT_BYTES:,} bytes.", status=413)
    if not (data.strip() if isinstance(data, (str, bytes)) else data):
        raise DeckError("The deck file is empty.")
    cards = game_cards(game.slug)
    try:
        deck_list = game.read_deck(data, cards)
    except ValueError as exc:
        raise DeckError(f"Unreadable deck file: {exc}") from None
    unknown = deck_list.unknown()
    shown = [{"line": e.line, "text": e.text, "count": e.count, "suggestions": list(e.suggestions)} for e in unknown]
    if unknown and len(unknown) == len(deck_list.entries):
        raise DeckError(
            f"{len(unknown)} line(s) match no {game.name} card; nothing was imported. Fix them and import again.",
            extra={"unknown": shown},
        )
    lines: dict[tuple[int, str], Line] = {}
    for position, entry in enumerate(deck_list.entries):
        if entry.card is None:
            continue  # kept aside: listed with its closest cards (file_meta["unread_lines"])
        card_id = entry.card.get("id")
        if card_id is None:
            raise DeckError("The card database is not loaded (run manage.py loadcards).", status=503)
        key = (card_id, entry.zone)
        printing = entry.printing or {}
        image = entry.lackey_id or printing.get("image_file") or ""
        # A side zone of a deck file (a LackeyCCG superzone other than Deck, Reserve Fleet and
        # Reference) is read into the reference zone; its name rides on the run, so the file is
        # written back with it (issue 27).
        side = entry.lackey_zone if entry.lackey_zone and entry.lackey_zone not in STANDARD_ZONE_NAMES.values() else ""
        run = [image, entry.count, entry.text if deck_list.kind == "lackey" else "", entry.set or "", position] if image or entry.set or side else None
        if run is not None and side:
            run.append(side)
        line = lines.get(key)
        if line is None:
            line = lines[key] = Line(card_id, entry.zone, 0, position)
        line.count += entry.count
        if run is not None:
            line.runs.append(run)
        if line.count > MAX_COPIES:
            raise DeckError(f"At most {MAX_COPIES} copies of one card in one zone ({entry.text}).")
    total = sum(line.count for line in lines.values())
    if total > MAX_DECK_CARDS:
        raise DeckError(f"A deck holds at most {MAX_DECK_CARDS:,} cards; this file has {total:,}.", extra={"cards": total})
    meta: dict[str, Any] = {"kind": deck_list.kind}
    if shown:
        # Every line the reader could read is kept; the others are listed on the deck page and
        # in the API with their closest cards, to fix and import again.
        meta["unread_lines"] = shown
    if deck_list.kind == "lackey":
        meta["lackey_zones"] = list(deck_list.lackey_zones)
        meta["lackey_game"] = deck_list.lackey_game
    return Imported(lines, deck_list.kind, deck_list.name, deck_list.players, deck_list.empire, meta)


# --------------------------------------------------------------------------------------------
# Public services
# --------------------------------------------------------------------------------------------


def deck_create(
    *,
    owner: Any,
    game: str,
    name: str = "",
    format: str = "",
    players: Any = None,
    empire: str = "",
    description: str = "",
    visibility: str = Visibility.PRIVATE,
    entries: Any = None,
    import_data: str | bytes | None = None,
    errata: str = "",
) -> Deck:
    """A new deck, empty or filled from explicit entries or a deck file."""
    found = game_of(game)
    if not found.formats:
        raise DeckError(f"{found.name} has no deck formats.")
    lines: dict[tuple[int, str], Line] = {}
    meta: dict[str, Any] = {}
    if import_data:
        imported = read_import(found.slug, import_data)
        lines, meta = imported.lines, imported.file_meta
        name = name or imported.name
        players = players if players not in (None, "") else imported.players
        empire = empire or imported.empire or ""
    elif entries is not None:
        lines = lines_from_entries(found.slug, entries)
    default_players = max(2, found.min_players)
    settings = _validate_settings(found, {
        "name": name or "Untitled deck", "description": description, "format": format, "players": default_players if players in (None, "") else players,
        "empire": empire, "visibility": visibility, "errata": errata,
    })
    total = sum(line.count for line in lines.values())
    if total > MAX_DECK_CARDS:
        raise DeckError(f"A deck holds at most {MAX_DECK_CARDS:,} cards, not {total:,}.")
    report = check(game_slug=found.slug, format_slug=settings["format"], players=settings["players"], empire=settings["empire"], deck_cards=deck_cards_of(found.slug, lines.values()), errata=settings["errata"])
    with transaction.atomic():
        deck = Deck.objects.create(
            owner=owner, game=found.slug, file_meta=meta, card_count=sum(line.count for line in lines.values() if line.zone != "reference"), legal=report.legal,
            main_empire=(report.main_empire or "")[:60], last_change="created" + (" by import" if import_data else ""), **settings,
        )
        DeckEntry.objects.bulk_create(
            DeckEntry(deck=deck, card_id=line.card_id, zone=line.zone, count=line.count, position=line.position, printings=line.runs)
            for line in lines.values()
        )
    return deck


def deck_set_count(*, deck: Deck, expected_version: int | None, card: Any, zone: str = "deck", count: Any) -> Deck:
    """Set how many copies of a card a zone holds (0 removes it): the builder's +, - and count box."""
    if zone not in ZONES:
        raise DeckError(f"The zone is one of {', '.join(ZONES)}, not {zone!r}.")
    found = resolve_card(deck.game, card)
    if isinstance(count, str) and _WHOLE.fullmatch(count.strip().lstrip("-")):
        count = int(count)
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_COPIES:
        raise DeckError(f"The count must be a whole number from 0 to {MAX_COPIES}, not {count!r}.", extra={"count": count})
    old = _lines_of(deck)
    lines = {key: Line(l.card_id, l.zone, l.count, l.position, [list(r) for r in l.runs]) for key, l in old.items()}
    key = (found["id"], zone)
    label = f"{found.get('title')}"
    before = lines[key].count if key in lines else 0
    pool = pools.pool_of(deck)
    if pool is not None and count > before:  # a deck built from a pool: no card beyond the pool's copies
        other = sum(line.count for (card_id, z), line in lines.items() if card_id == found["id"] and z != zone)
        if other + count > pool.counts.get(found["id"], 0):
            raise DeckError(f"{pool.name} holds {pool.counts.get(found['id'], 0)} of {label}.", extra={"card": found.get("key")})
    if count == before:
        return deck
    if count == 0:
        lines.pop(key, None)
    elif key in lines:
        lines[key].set_count(count)
    else:
        position = 1 + max((l.position for l in lines.values()), default=-1)
        lines[key] = Line(found["id"], zone, count, position)
    verb = "added" if count > before else "removed"
    change = f"{verb} {abs(count - before)} {label}" + (f" ({Zone(zone).label.lower()})" if zone != "deck" else "")
    return _commit(deck, expected_version=expected_version, lines=lines, old_lines=old, change=change)


def deck_update(*, deck: Deck, expected_version: int | None, **values: Any) -> Deck:
    """Change a deck's settings (name, description, format, players, empire, visibility)."""
    settings = _validate_settings(game_of(deck.game), values)
    changed = {k: v for k, v in settings.items() if getattr(deck, k) != v}
    if not changed:
        return deck
    change = "changed " + ", ".join(sorted(changed))
    return _commit(deck, expected_version=expected_version, lines=None, old_lines=_lines_of(deck), change=change, settings=changed)


def deck_replace_entries(*, deck: Deck, expected_version: int | None, entries: Any = None, import_data: str | bytes | None = None) -> Deck:
    """Replace the whole list, from explicit entries or a deck file (the previous list is kept
    in the history)."""
    meta = None
    if import_data is not None:
        imported = read_import(deck.game, import_data)
        lines, meta = imported.lines, imported.file_meta
        change = f"imported a {imported.kind} file"
    else:
        lines = lines_from_entries(deck.game, entries)
        change = "replaced the list"
    return _commit(deck, expected_version=expected_version, lines=lines, old_lines=_lines_of(deck), change=change, file_meta=meta)


def _lines_from_snapshot(game_slug: str, entries: Sequence[Mapping[str, Any]]) -> dict[tuple[int, str], Line]:
    by_key = game_card_by_key(game_slug)
    lines: dict[tuple[int, str], Line] = {}
    missing = []
    for item in entries:
        card = by_key.get(item["key"])
        if card is None:
            missing.append(item["key"])
            continue
        key = (card["id"], item["zone"])
        if key in lines:  # two records since merged into one card (former_keys): one line
            lines[key].count += item["count"]
            lines[key].runs.extend(list(r) for r in item.get("printings") or [])
            continue
        lines[key] = Line(card["id"], item["zone"], item["count"], item.get("position", 0), [list(r) for r in item.get("printings") or []])
    if missing:
        raise DeckError(f"That version holds {len(missing)} card(s) no longer in the card database: {', '.join(missing[:5])}.", extra={"missing": missing})
    return lines


def deck_restore(*, deck: Deck, expected_version: int | None, number: int) -> Deck:
    """Make an earlier version the current list again (as a new version: nothing is lost)."""
    snapshot = DeckVersion.objects.filter(deck=deck, number=number).first()
    if snapshot is None:
        raise DeckError(f"This deck has no version {number} in its history.", status=404)
    lines = _lines_from_snapshot(deck.game, snapshot.entries)
    settings = {"format": snapshot.format, "players": snapshot.players, "empire": snapshot.empire}
    settings = {k: v for k, v in settings.items() if getattr(deck, k) != v and (k != "format" or v in game_of(deck.game).formats)}
    return _commit(
        deck, expected_version=expected_version, lines=lines, old_lines=_lines_of(deck),
        change=f"restored version {number}", settings=settings, based_on=snapshot.based_on,
    )


def deck_undo(*, deck: Deck, expected_version: int | None) -> Deck:
    """Undo the last change: back to the version the current one was made from. Undo again
    walks further back (each undo is itself a version, so a redo is a restore away)."""
    if deck.based_on is None or not DeckVersion.objects.filter(deck=deck, number=deck.based_on).exists():
        raise DeckError("Nothing to undo.")
    return deck_restore(deck=deck, expected_version=expected_version, number=deck.based_on)


def deck_clone(*, deck: Deck, owner: Any, name: str = "") -> Deck:
    """A private copy of a deck (the caller has checked the source may be read)."""
    with transaction.atomic():
        copy = Deck.objects.create(
            owner=owner, game=deck.game, format=deck.format, players=deck.players, empire=deck.empire, errata=deck.errata,
            name=(name or f"Copy of {deck.name}")[:120], description=deck.description, visibility=Visibility.PRIVATE,
            file_meta=deck.file_meta, card_count=deck.card_count, legal=deck.legal, main_empire=deck.main_empire,
            last_change=f"cloned from deck {deck.pk} version {deck.version}",
        )
        DeckEntry.objects.bulk_create(
            DeckEntry(deck=copy, card_id=e.card_id, zone=e.zone, count=e.count, position=e.position, printings=e.printings)
            for e in deck.entries.all()
        )
    return copy


def deck_delete(*, deck: Deck, expected_version: int | None = None) -> None:
    """Delete a deck with its history; a stale version refuses (someone changed it meanwhile)."""
    with transaction.atomic():
        query = Deck.objects.filter(pk=deck.pk)
        if expected_version is not None:
            current = query.values_list("version", flat=True).first()
            if current is not None and current != expected_version:
                raise StaleDeck(expected=expected_version, current=current)
        query.delete()


# --------------------------------------------------------------------------------------------
# Export
# --------------------------------------------------------------------------------------------


# The file names of the three zones a deck has (LackeyCCG's superzones).
STANDARD_ZONE_NAMES = {"deck": "Deck", "reserve": "Reserve Fleet", "reference": "Reference"}


def deck_list_for_export(deck: Deck) -> Any:
    """The deck as the game's own DeckList (what its writers take), printings and file order kept."""
    game = game_of(deck.game)
    cards = game_cards(deck.game)
    by_id = game_card_by_id(deck.game)
    deck_list = game.read_deck("", cards)  # an empty list of the game's own kind, with its defaults
    deck_list.name = deck.name
    deck_list.empire = deck.empire or None
    deck_list.players = deck.players
    meta = deck.file_meta or {}
    zone_names = STANDARD_ZONE_NAMES
    if meta.get("lackey_game"):
        deck_list.lackey_game = meta["lackey_game"]
    runs: list[tuple[int, int, int, FileEntry]] = []
    for entry in DeckEntry.objects.filter(deck=deck).order_by("position", "id"):
        card = by_id.get(entry.card_id)
        if card is None:
            continue
        printings = {p.get("image_file"): p for p in card.get("printings") or () if p.get("image_file")}
        default = (card.get("printings") or [None])[0]
        covered = 0
        for image, count, name, set_code, position, *side in entry.printings or ():
            printing = printings.get(image) or default
            text = name or (printing or {}).get("lackey_name") or f"{label_of(card)} ({set_code or (printing or {}).get('set', '')})"
            runs.append((ZONE_ORDER.get(entry.zone, 9), position, len(runs), FileEntry(
                count, text, entry.zone, card, printing, set_code or None, None, image or None, side[0] if side else None, 0,
            )))
            covered += count
        if covered < entry.count:
            printing = default
            text = (printing or {}).get("lackey_name") or label_of(card)
            image = (printing or {}).get("image_file")
            runs.append((ZONE_ORDER.get(entry.zone, 9), entry.position, len(runs), FileEntry(
                entry.count - covered, text, entry.zone, card, printing, (printing or {}).get("set") or None, None, image, None, 0,
            )))
    runs.sort(key=lambda r: (r[0], r[1], r[2]))
    deck_list.entries = [r[3] for r in runs]
    used = []
    for _, _, _, file_entry in runs:
        name = file_entry.lackey_zone or zone_names[file_entry.zone]
        if name not in used:
            used.append(name)
    zones = list(meta.get("lackey_zones") or [])
    deck_list.lackey_zones = zones + [z for z in used if z not in zones] if zones else used
    deck_list.kind = "lackey"  # entries carry the names to write
    return deck_list


def deck_export(deck: Deck, kind: str) -> tuple[str, str, str]:
    """(file name, media type, content) of the deck as one of its game's deck-file kinds."""
    game = game_of(deck.game)
    kinds = game.file_kinds()
    if kind not in kinds:
        raise DeckError(f"{game.name} decks export as {', '.join(kinds)}, not {kind!r}.", extra={"kinds": list(kinds)}, status=404)
    deck_list = deck_list_for_export(deck)
    content = game.write_deck(deck_list, kind, game_cards(deck.game))
    stem = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in deck.name).strip("_") or "deck"
    return f"{stem}.{kinds[kind].extension}", kinds[kind].media_type, content
