"""Writes to the card database: load a game's checked cards, in one transaction, idempotently.

Cards are matched by (game, key): an existing card keeps its row id (decks refer to it), a new
one is inserted, and one that the new data no longer has is deleted. Printings are replaced
wholesale (refer to a printing by card and image file, never by its row id).
"""
from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection, models, transaction

import rules

from .carddata import CardDataError, CardDocument, CardRow, read_csv, read_json
from .models import Card, CardSet, Edition, Printing

# Bump when the way a data file maps onto the tables changes: every game reloads once.
LOADER_VERSION = "2"
DATA_DIR = Path(__file__).resolve().parent / "data"
CARD_UPDATE_FIELDS = (
    "identity",
    "type",
    "strength",
    "title",
    "text",
    "text_source",
    "text_confidence",
    "count",
    "attributes",
    "extra",
    "alt_type",
    "main_empire",
    "empire_class",
    "position",
)


@dataclass
class LoadResult:
    game: str
    skipped: bool = False
    created: int = 0
    updated: int = 0
    deleted: int = 0
    printings: int = 0
    merged: int = 0
    seconds: float = 0.0

    def describe(self) -> str:
        if self.skipped:
            return f"{self.game}: unchanged"
        return (
            f"{self.game}: {self.created} cards added, {self.updated} updated, {self.deleted} removed, "
            f"{self.printings} printings ({self.seconds:.2f} s)"
            + (f"; {self.merged} deck entries moved to the cards their records merged into" if self.merged else "")
        )


def data_file(game_slug: str) -> Path:
    """Where a game's card data file lives in the project."""
    return DATA_DIR / game_slug / "cards.json"


def digest_of(content: bytes) -> str:
    return hashlib.sha256(LOADER_VERSION.encode() + b"\0" + content).hexdigest()


def read_cards(*, game_slug: str, text: str, file_format: str) -> CardDocument:
    """A card file's text checked against the game's schema (CardDataError names line and field)."""
    game = rules.get(game_slug)
    if file_format == "json":
        return read_json(text, game.slug, game.card_schema)
    if file_format == "csv":
        return read_csv(text, game.slug, game.card_schema)
    raise CardDataError(f"unknown format {file_format!r}: json or csv")


def cards_replace(
    *,
    document: CardDocument,
    digest: str = "",
    prune: bool = True,
    keep_metadata: bool = False,
) -> LoadResult:
    """Make the database hold exactly `document`'s cards for its game, in one transaction.

    `prune=False` keeps cards the document does not mention (a partial correction file);
    `keep_metadata` keeps the loaded edition's name/source/notes (a CSV has none).
    """
    started = time.perf_counter()
    game = rules.get(document.game)
    result = LoadResult(game=game.slug)
    with transaction.atomic():
        existing = dict(Card.objects.filter(game=game.slug).values_list("key", "id"))
        base = 0
        if not prune:
            base = (Card.objects.filter(game=game.slug).order_by("-position").values_list("position", flat=True).first() or 0) + 1
        incoming = [_card_model(game.slug, row, base + index) for index, row in enumerate(document.cards)]
        keys = {card.key for card in incoming}
        result.created = sum(1 for card in incoming if card.key not in existing)
        result.updated = len(incoming) - result.created
        _upsert(Card, incoming, conflict=("game", "key"), update=CARD_UPDATE_FIELDS)
        ids = dict(Card.objects.filter(game=game.slug).values_list("key", "id"))
        if prune:
            stale = {key: card_id for key, card_id in existing.items() if key not in keys}
            if stale:
                # A card merged into another (a German printing, a dual type's second record:
                # "former_keys" in the data) hands its deck entries and corrections over first.
                successors = {
                    former: ids[row.key] for row in document.cards for former in (row.extra.get("former_keys") or ()) if former in stale
                }
                result.merged = _hand_over(stale, successors)
                Card.objects.filter(id__in=list(stale.values())).delete()
            result.deleted = len(stale)
        if prune:
            Printing.objects.filter(card__game=game.slug).delete()
        else:
            Printing.objects.filter(card_id__in=[ids[card.key] for card in incoming]).delete()
        set_names = dict(game.card_sets)
        printings = [
            Printing(
                card_id=ids[row.key],
                set_code=p["set"],
                set_name=set_names.get(p["set"], p["set"]),
                rarity=p["rarity"],
                artist=p["artist"],
                name_extension=p["name_extension"],
                image_file=p["image_file"],
                lackey_name=p["lackey_name"],
                errata=p["errata"],
                distributor=p["distributor"],
                tags=p["tags"],
                text=p["text"],
                text_confidence=p["text_confidence"],
                extra=p["extra"],
                position=index,
            )
            for row in document.cards
            for index, p in enumerate(row.printings)
        ]
        _upsert(Printing, printings)
        result.printings = len(printings)
        _refresh_sets(game.slug, set_names)
        edition, _ = Edition.objects.get_or_create(game=game.slug)
        if not keep_metadata:
            edition.edition = document.edition
            edition.source = document.source
            edition.notes = document.notes
        edition.digest = digest
        edition.card_count = Card.objects.filter(game=game.slug).count()
        edition.printing_count = Printing.objects.filter(card__game=game.slug).count()
        edition.save()
    from .selectors import invalidate, note_uncommitted_write

    invalidate(game.slug)
    if connection.in_atomic_block:  # an outer transaction may still roll these rows back
        note_uncommitted_write()
        transaction.on_commit(lambda: invalidate(game.slug))
    result.seconds = time.perf_counter() - started
    return result


def _hand_over(stale: dict[str, int], successors: dict[str, int]) -> int:
    """Move the deck entries and text corrections of removed cards to their successors (by
    former key). Two entries of one deck and zone become one, their counts added (the copy limit
    then sees them as the one card they are). Returns how many deck entries moved."""
    from django.apps import apps

    moved = 0
    if not successors:
        return moved
    by_id = {stale[key]: target for key, target in successors.items()}
    if apps.is_installed("decks"):
        DeckEntry = apps.get_model("decks", "DeckEntry")
        for entry in DeckEntry.objects.filter(card_id__in=list(by_id)).order_by("id"):
            target = by_id[entry.card_id]
            twin = DeckEntry.objects.filter(deck_id=entry.deck_id, card_id=target, zone=entry.zone).first()
            if twin is not None:
                twin.count += entry.count
                twin.printings = list(twin.printings or []) + [p for p in entry.printings or [] if p not in (twin.printings or [])]
                twin.save(update_fields=["count", "printings"])
                entry.delete()
            else:
                entry.card_id = target
                entry.save(update_fields=["card"])
            moved += 1
    if apps.is_installed("corrections"):
        TextCorrection = apps.get_model("corrections", "TextCorrection")
        for old_id, target in by_id.items():
            TextCorrection.objects.filter(card_id=old_id).update(card_id=target)
    return moved


def _upsert(model: type[models.Model], objects: Sequence[models.Model], conflict: Sequence[str] = (), update: Sequence[str] = ()) -> None:
    """Insert rows with one executemany (Django's bulk_create spends seconds compiling SQL for
    thousands of rows); with `conflict`, rows whose unique columns exist are updated instead.
    Plain SQL that SQLite (3.24+) and PostgreSQL both read."""
    if not objects:
        return
    fields = [f for f in model._meta.concrete_fields if not f.primary_key]
    quote = connection.ops.quote_name
    columns = ", ".join(quote(f.column) for f in fields)
    suffix = ""
    if conflict:
        by_name = {f.name: f for f in fields}
        assignments = ", ".join(f"{quote(by_name[n].column)} = EXCLUDED.{quote(by_name[n].column)}" for n in update)
        suffix = f" ON CONFLICT ({', '.join(quote(by_name[n].column) for n in conflict)}) DO UPDATE SET {assignments}"
    json_fields = [isinstance(f, models.JSONField) for f in fields]
    placeholder = f"({', '.join(['%s'] * len(fields))})"
    # Several hundred rows per statement: one round trip each (far fewer than executemany's on
    # PostgreSQL), and under SQLite's 32,766 parameters.
    chunk = max(1, 30_000 // len(fields) // 2)
    with connection.cursor() as cursor:
        for start in range(0, len(objects), chunk):
            part = objects[start : start + chunk]
            params = [
                f.get_db_prep_save(getattr(obj, f.attname), connection) if is_json else getattr(obj, f.attname)
                for obj in part
                for f, is_json in zip(fields, json_fields)
            ]
            values = ", ".join([placeholder] * len(part))
            cursor.execute(f"INSERT INTO {quote(model._meta.db_table)} ({columns}) VALUES {values}{suffix}", params)


def _card_model(game_slug: str, row: CardRow, position: int) -> Card:
    attributes = row.attributes
    empire = attributes.get("main_empire")
    empire_class = attributes.get("empire_class")
    return Card(
        game=game_slug,
        key=row.key,
        identity=row.identity,
        type=row.type,
        strength=row.strength,
        title=row.title,
        text=row.text,
        text_source=row.text_source,
        text_confidence=row.text_confidence,
        count=row.count,
        attributes=attributes,
        extra=row.extra,
        alt_type=attributes["alt_type"] if isinstance(attributes.get("alt_type"), str) else "",
        main_empire=empire if isinstance(empire, str) else "",
        empire_class=empire_class if isinstance(empire_class, str) else "",
        position=position,
    )


def _refresh_sets(game_slug: str, set_names: dict[str, str]) -> None:
    counts: dict[str, int] = {}
    first_seen: list[str] = []
    for code in Printing.objects.filter(card__game=game_slug).order_by("card__position", "position").values_list("set_code", flat=True):
        if code not in counts:
            counts[code] = 0
            first_seen.append(code)
        counts[code] += 1
    declared = list(set_names)
    ordered = [code for code in declared if code in counts] + sorted(c for c in first_seen if c not in set_names)
    CardSet.objects.filter(game=game_slug).delete()
    CardSet.objects.bulk_create(
        CardSet(game=game_slug, code=code, name=set_names.get(code, code), position=index, printing_count=counts[code])
        for index, code in enumerate(ordered)
    )


def load_data_file(*, game_slug: str, force: bool = False, path: Path | None = None) -> LoadResult:
    """Load a game's data file unless the database already holds exactly that data."""
    path = path or data_file(game_slug)
    content = path.read_bytes()
    digest = digest_of(content)
    if not force:
        edition = Edition.objects.filter(game=game_slug).first()
        if edition is not None and edition.digest == digest and Card.objects.filter(game=game_slug).count() == edition.card_count:
            return LoadResult(game=game_slug, skipped=True)
    try:
        document = read_cards(game_slug=game_slug, text=content.decode("utf-8"), file_format="json")
    except CardDataError as exc:
        raise CardDataError(f"{path}: {exc.message}", line=exc.line, field=exc.field, card=exc.card) from None
    return cards_replace(document=document, digest=digest)


def games_with_data() -> list[str]:
    """Registered games that have a data file in the project, in the registry's order."""
    return [game.slug for game in rules.all() if data_file(game.slug).exists()]


def load_all(*, force: bool = False, games: Sequence[str] | None = None) -> list[LoadResult]:
    """Load every game's data file (skipping unchanged ones). Used by `manage.py loadcards`."""
    return [load_data_file(game_slug=slug, force=force) for slug in (games or games_with_data())]


def write_data_file(game_slug: str, document: dict[str, Any], path: Path | None = None) -> Path:
    """Write a game's card data document where loadcards finds it (compact JSON, one line per card)."""
    path = path or data_file(game_slug)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dump_data_file(document), encoding="utf-8")
    return path


def dump_data_file(document: dict[str, Any]) -> str:
    """The data file format: metadata, then one card per line (small diffs when a card changes)."""
    head = {k: v for k, v in document.items() if k != "cards"}
    lines = [json.dumps(head, ensure_ascii=False)[:-1] + ', "cards": [']
    cards = document.get("cards", [])
    for index, card in enumerate(cards):
        lines.append(json.dumps(card, ensure_ascii=False) + ("," if index < len(cards) - 1 else ""))
    lines.append("]}")
    return "\n".join(lines) + "\n"


def media_cache_dir() -> Path:
    return Path(settings.MEDIA_ROOT) / "cardfaces"
