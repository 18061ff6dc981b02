"""Card data files: read, check and write a game's cards as JSON or CSV (no database here).

The JSON shape is the data file's: {"game", "edition", "source", "notes"?, "cards": [card...]}
(a bare list of cards is accepted too). The CSV has one row per printing, the card's columns
repeated on each of its rows (like the GE master list), so a spreadsheet can correct it.
Every problem is reported as a CardDataError naming the line and the field.
"""
from __future__ import annotations

import bisect
import csv
import io
import json
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import CardSchema

CARD_FIELDS = ("key", "identity", "type", "strength", "title", "text", "text_source", "text_confidence", "count")
PRINTING_FIELDS = (
    "set",
    "rarity",
    "artist",
    "name_extension",
    "image_file",
    "lackey_name",
    "errata",
    "distributor",
    "tags",
    "text",
    "text_confidence",
)
PRINTING_STRINGS = ("rarity", "artist", "name_extension", "image_file", "lackey_name", "distributor", "text")
LIST_SEPARATOR = "|"
# Longest text the database columns hold (cardbase.models uses these numbers).
CARD_LIMITS = {"key": 200, "identity": 255, "type": 40, "title": 255, "text_source": 40}
PRINTING_LIMITS = {"set": 20, "rarity": 20, "artist": 200, "image_file": 255, "lackey_name": 255, "distributor": 120}


class CardDataError(ValueError):
    """A bad card file: `line` (1-based, None when unknown), `field` and a plain message."""

    def __init__(self, message: str, *, line: int | None = None, field: str = "", card: str = "") -> None:
        self.message = message
        self.line = line
        self.field = field
        self.card = card
        where = f"line {line}" if line else "file"
        if card:
            where += f" (card {card!r})"
        if field:
            where += f", field {field}"
        super().__init__(f"{where}: {message}")


@dataclass
class CardRow:
    """One checked card, ready for the database."""

    key: str
    identity: str
    type: str
    strength: int | None
    title: str
    text: str = ""
    text_source: str = ""
    text_confidence: float | None = None
    count: int | None = None
    attributes: dict[str, Any] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)
    printings: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class CardDocument:
    """A game's checked card list and its metadata."""

    game: str
    edition: str = ""
    source: str = ""
    notes: str = ""
    cards: list[CardRow] = field(default_factory=list)


# --------------------------------------------------------------------------------------------
# Where is a value in a JSON text? (only computed when something is wrong)
# --------------------------------------------------------------------------------------------

_decoder = json.JSONDecoder()
_WHITESPACE = " \t\n\r"


def json_lines(text: str) -> dict[tuple[Any, ...], int]:
    """The line of every value of a valid JSON text, keyed by its path, e.g. ("cards", 3, "title")."""
    lines: dict[tuple[Any, ...], int] = {}
    newlines = [i for i, char in enumerate(text) if char == "\n"]

    def skip(i: int) -> int:
        while i < len(text) and text[i] in _WHITESPACE:
            i += 1
        return i

    def value(i: int, path: tuple[Any, ...]) -> int:
        i = skip(i)
        lines[path] = bisect.bisect_left(newlines, i) + 1
        if text[i] == "{":
            i = skip(i + 1)
            if text[i] == "}":
                return i + 1
            while True:
                name, i = _decoder.raw_decode(text, skip(i))
                i = skip(i)
                i = value(i + 1, (*path, name))  # past the ':'
                i = skip(i)
                if text[i] == "}":
                    return i + 1
                i += 1  # the ','
        if text[i] == "[":
            i = skip(i + 1)
            if text[i] == "]":
                return i + 1
            index = 0
            while True:
                i = skip(value(i, (*path, index)))
                index += 1
                if text[i] == "]":
                    return i + 1
                i += 1
        _, end = _decoder.raw_decode(text, i)
        return end

    value(0, ())
    return lines


# --------------------------------------------------------------------------------------------
# Checking one card
# --------------------------------------------------------------------------------------------


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)) and math.isfinite(value)


def check_card(raw: Any, schema: CardSchema) -> tuple[CardRow | None, list[tuple[tuple[Any, ...], str]]]:
    """A card dict checked against the shared shape and the game's schema.

    Returns (row or None, [(path within the card, message)...]).
    """
    problems: list[tuple[tuple[Any, ...], str]] = []
    if not isinstance(raw, Mapping):
        return None, [((), f"expected a card object, got {type(raw).__name__}")]

    def text_field(name: str, required: bool = False) -> str:
        value = raw.get(name)
        if value is None or value == "":
            if required:
                problems.append(((name,), "required"))
            return ""
        if not isinstance(value, str):
            problems.append(((name,), f"expected text, got {value!r}"))
            return ""
        return value

    for name, limit in CARD_LIMITS.items():
        value = raw.get(name)
        if isinstance(value, str) and len(value) > limit:
            problems.append(((name,), f"longer than {limit} characters"))
    key = text_field("key", required=True).strip()
    type_letter = text_field("type", required=True).strip()
    title = text_field("title", required=True).strip()
    identity = text_field("identity").strip() or key
    text = text_field("text")
    text_source = text_field("text_source")
    strength = raw.get("strength")
    if strength is not None and not _is_int(strength):
        problems.append((("strength",), f"expected a whole number, got {strength!r}"))
        strength = None
    confidence = raw.get("text_confidence")
    if confidence is not None and not _is_number(confidence):
        problems.append((("text_confidence",), f"expected a number, got {confidence!r}"))
        confidence = None
    count = raw.get("count")
    if count is not None and (not _is_int(count) or count <= 0):
        problems.append((("count",), f"expected a whole number above 0, got {count!r}"))
        count = None
    attributes = raw.get("attributes", {})
    if not isinstance(attributes, Mapping):
        problems.append((("attributes",), f"expected an object, got {attributes!r}"))
        attributes = {}
    # Absent and None are the same thing: "the symbol is not printed".
    attributes = {k: v for k, v in attributes.items() if v is not None}
    if schema.fields:
        for message in schema.validate(attributes):
            name = message.split(":", 1)[0]
            problems.append((("attributes", name), message.split(": ", 1)[1] if ": " in message else message))
    printings_raw = raw.get("printings", [])
    printings: list[dict[str, Any]] = []
    if not isinstance(printings_raw, list):
        problems.append((("printings",), "expected a list of printings"))
        printings_raw = []
    for index, printing in enumerate(printings_raw):
        checked, found = check_printing(printing)
        problems.extend(((("printings", index, *path), message) for path, message in found))
        if checked is not None:
            printings.append(checked)
    extra = {k: v for k, v in raw.items() if k not in CARD_FIELDS and k not in ("attributes", "printings", "id")}
    if problems:
        return None, problems
    return (
        CardRow(
            key=key,
            identity=identity,
            type=type_letter,
            strength=strength,
            title=title,
            text=text,
            text_source=text_source,
            text_confidence=float(confidence) if confidence is not None else None,
            count=count,
            attributes=dict(attributes),
            extra=extra,
            printings=printings,
        ),
        [],
    )


def check_printing(raw: Any) -> tuple[dict[str, Any] | None, list[tuple[tuple[Any, ...], str]]]:
    """A printing dict checked: {"set" (required), strings, "errata" bool, "tags" list...}."""
    if not isinstance(raw, Mapping):
        return None, [((), f"expected a printing object, got {type(raw).__name__}")]
    problems: list[tuple[tuple[Any, ...], str]] = []
    set_code = raw.get("set")
    if not isinstance(set_code, str) or not set_code.strip():
        problems.append((("set",), "required" if set_code in (None, "") else f"expected text, got {set_code!r}"))
    checked: dict[str, Any] = {"set": set_code.strip() if isinstance(set_code, str) else ""}
    for name in PRINTING_STRINGS:
        value = raw.get(name)
        if value is None:
            value = ""
        if not isinstance(value, str):
            problems.append(((name,), f"expected text, got {value!r}"))
            value = ""
        checked[name] = value
    for name, limit in PRINTING_LIMITS.items():
        value = raw.get(name)
        if isinstance(value, str) and len(value) > limit:
            problems.append(((name,), f"longer than {limit} characters"))
    errata = raw.get("errata", False)
    if not isinstance(errata, bool):
        problems.append((("errata",), f"expected true or false, got {errata!r}"))
    checked["errata"] = errata is True
    tags = raw.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        problems.append((("tags",), f"expected a list of text, got {tags!r}"))
        tags = []
    checked["tags"] = tags
    confidence = raw.get("text_confidence")
    if confidence is not None and not _is_number(confidence):
        problems.append((("text_confidence",), f"expected a number, got {confidence!r}"))
        confidence = None
    checked["text_confidence"] = float(confidence) if confidence is not None else None
    checked["extra"] = {k: v for k, v in raw.items() if k not in PRINTING_FIELDS}
    return (None if problems else checked), problems


def _path_name(path: Sequence[Any]) -> str:
    name = ""
    for part in path:
        name += f"[{part}]" if isinstance(part, int) else (f".{part}" if name else str(part))
    return name


def check_cards(
    cards: Sequence[Any],
    schema: CardSchema,
    line_of: Any,
) -> list[CardRow]:
    """Every card checked; the first problem raises CardDataError (line via `line_of(index, path)`)."""
    rows: list[CardRow] = []
    seen: dict[str, int] = {}
    for index, raw in enumerate(cards):
        row, problems = check_card(raw, schema)
        label = raw.get("key", "") if isinstance(raw, Mapping) and isinstance(raw.get("key"), str) else ""
        if problems:
            path, message = problems[0]
            raise CardDataError(message, line=line_of(index, path), field=_path_name(path), card=label)
        assert row is not None
        if row.key in seen:
            raise CardDataError(
                f"key {row.key!r} is used twice (first at card {seen[row.key] + 1})",
                line=line_of(index, ("key",)),
                field="key",
                card=row.key,
            )
        seen[row.key] = index
        rows.append(row)
    return rows


# --------------------------------------------------------------------------------------------
# JSON
# --------------------------------------------------------------------------------------------


def read_json(text: str, game: str, schema: CardSchema) -> CardDocument:
    """A JSON card file (the data file's shape, or a bare list of cards) checked for `game`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CardDataError(f"not valid JSON: {exc.msg} (column {exc.colno})", line=exc.lineno) from None
    lines: dict[tuple[Any, ...], int] | None = None

    def line_of(index: int | None, path: Sequence[Any]) -> int | None:
        nonlocal lines
        if lines is None:
            lines = json_lines(text)
        prefix: tuple[Any, ...] = () if isinstance(data, list) else ("cards",)
        full = (*prefix, *(() if index is None else (index,)), *path)
        # The value itself, or the nearest enclosing one that exists (a missing field: its card).
        while full and full not in lines:
            full = full[:-1]
        return lines.get(full, 1)

    if isinstance(data, list):
        meta: Mapping[str, Any] = {}
        cards = data
    elif isinstance(data, dict):
        meta = data
        cards = data.get("cards")
        if not isinstance(cards, list):
            raise CardDataError("expected a list of cards", line=line_of(None, ()), field="cards")
        declared = data.get("game")
        if declared is not None and declared != game:
            raise CardDataError(f"this file holds cards of {declared!r}, not {game!r}", line=1, field="game")
    else:
        raise CardDataError("expected an object with a list of cards, or a list of cards", line=1)
    for name in ("edition", "source", "notes"):
        if meta.get(name) is not None and not isinstance(meta.get(name), str):
            raise CardDataError(f"expected text, got {meta.get(name)!r}", line=1, field=name)
    rows = check_cards(cards, schema, line_of)
    return CardDocument(
        game=game,
        edition=meta.get("edition") or "",
        source=meta.get("source") or "",
        notes=meta.get("notes") or "",
        cards=rows,
    )


def write_json(document: Mapping[str, Any]) -> str:
    """A card document as readable JSON (one key per line), the format people edit by hand."""
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


# --------------------------------------------------------------------------------------------
# CSV: one row per printing
# --------------------------------------------------------------------------------------------

PRINTING_COLUMNS = tuple(f"printing_{name}" for name in PRINTING_FIELDS) + ("printing_extra",)


def attribute_columns(schema: CardSchema) -> dict[str, str]:
    """Schema attribute name -> its CSV column (prefixed only where it clashes with a card column)."""
    taken = set(CARD_FIELDS) | {"extra"} | set(PRINTING_COLUMNS)
    return {f.name: (f"attributes.{f.name}" if f.name in taken else f.name) for f in schema.fields}


def csv_columns(schema: CardSchema) -> list[str]:
    return [*CARD_FIELDS, *attribute_columns(schema).values(), "extra", *PRINTING_COLUMNS]


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return LIST_SEPARATOR.join(str(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, sort_keys=True) if value else ""
    return str(value)


def write_csv(cards: Sequence[Mapping[str, Any]], schema: CardSchema) -> str:
    """Cards (the plain card shape) as CSV, one row per printing (a card without any: one row)."""
    columns = csv_columns(schema)
    attr_columns = attribute_columns(schema)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    for card in cards:
        base = {name: card.get(name) for name in CARD_FIELDS}
        attributes = card.get("attributes") or {}
        for name, column in attr_columns.items():
            base[column] = attributes.get(name)
        unknown = {k: v for k, v in attributes.items() if k not in attr_columns}
        extra = {k: v for k, v in card.items() if k not in CARD_FIELDS and k not in ("attributes", "printings", "id")}
        if unknown:
            extra["attributes"] = unknown
        base["extra"] = extra
        for printing in card.get("printings") or [None]:
            row = dict(base)
            if printing is not None:
                for name in PRINTING_FIELDS:
                    row[f"printing_{name}"] = printing.get(name)
                row["printing_extra"] = {k: v for k, v in printing.items() if k not in PRINTING_FIELDS}
            writer.writerow([_cell(row.get(c)) for c in columns])
    return out.getvalue()


def _parse_cell(value: str, kind: str, choices: Sequence[str] = ()) -> Any:
    """A CSV cell as a typed value (empty = absent). ValueError with a plain message otherwise."""
    value = value.strip()
    if value == "":
        return None
    if kind == "int":
        try:
            return int(value)
        except ValueError:
            raise ValueError(f"expected a whole number, got {value!r}") from None
    if kind == "float":
        try:
            return float(value)
        except ValueError:
            raise ValueError(f"expected a number, got {value!r}") from None
    if kind == "bool":
        lowered = value.lower()
        if lowered in ("true", "yes", "1", "y"):
            return True
        if lowered in ("false", "no", "0", "n"):
            return False
        raise ValueError(f"expected true or false, got {value!r}")
    if kind == "str_list":
        return [part.strip() for part in value.split(LIST_SEPARATOR) if part.strip()]
    if kind == "json":
        try:
            parsed = json.loads(value)
        except json.JSONDecodeError as exc:
            raise ValueError(f"expected a JSON object: {exc.msg}") from None
        if not isinstance(parsed, dict):
            raise ValueError("expected a JSON object")
        return parsed
    return value


def _csv_rows(text: str) -> Iterator[tuple[int, dict[str, str]]]:
    reader = csv.DictReader(io.StringIO(text))
    if not reader.fieldnames:
        raise CardDataError("the file is empty", line=1)
    for row in reader:
        yield reader.line_num, row


def read_csv(text: str, game: str, schema: CardSchema) -> CardDocument:
    """A CSV card file (one row per printing, as write_csv writes it) checked for `game`."""
    if text.startswith("\ufeff"):
        text = text[1:]
    reader_head = next(csv.reader(io.StringIO(text)), None)
    if not reader_head:
        raise CardDataError("the file is empty", line=1)
    header = [h.strip() for h in reader_head]
    attr_columns = attribute_columns(schema)
    known = set(csv_columns(schema))
    for required in ("key", "type", "title"):
        if required not in header:
            raise CardDataError("missing column", line=1, field=required)
    unknown = [h for h in header if h and h not in known]
    if unknown and schema.fields:
        raise CardDataError(f"unknown column(s): {', '.join(unknown)}", line=1, field=unknown[0])

    cards: dict[str, dict[str, Any]] = {}
    card_lines: dict[str, int] = {}
    field_lines: dict[tuple[str, tuple[Any, ...]], int] = {}
    order: list[str] = []
    card_kinds = {"strength": "int", "text_confidence": "float", "count": "int"}
    printing_kinds = {"printing_errata": "bool", "printing_tags": "str_list", "printing_text_confidence": "float"}
    for line, row in _csv_rows(text):
        key = (row.get("key") or "").strip()
        if not key:
            raise CardDataError("required", line=line, field="key")
        card: dict[str, Any] = {}
        try:
            for name in CARD_FIELDS:
                current = name
                parsed = _parse_cell(row.get(name) or "", card_kinds.get(name, "str"))
                if parsed is not None:
                    card[name] = parsed
            attributes: dict[str, Any] = {}
            for f in schema.fields:
                current = attr_columns[f.name]
                parsed = _parse_cell(row.get(current) or "", f.kind if f.kind in ("int", "bool", "str_list") else "str")
                if parsed is not None:
                    attributes[f.name] = parsed
            current = "extra"
            extra = _parse_cell(row.get("extra") or "", "json") or {}
            attributes.update(extra.pop("attributes", {}) or {})
            card.update(extra)
            card["attributes"] = attributes
            printing: dict[str, Any] | None = None
            if (row.get("printing_set") or "").strip():
                printing = {}
                for name in PRINTING_FIELDS:
                    current = f"printing_{name}"
                    parsed = _parse_cell(row.get(current) or "", printing_kinds.get(current, "str"))
                    if parsed is not None:
                        printing[name] = parsed
                current = "printing_extra"
                printing.update(_parse_cell(row.get(current) or "", "json") or {})
        except ValueError as exc:
            raise CardDataError(str(exc), line=line, field=current, card=key) from None
        if key not in cards:
            card["printings"] = []
            cards[key] = card
            card_lines[key] = line
            order.append(key)
        else:
            first = cards[key]
            for name, value in card.items():
                if name != "printings" and first.get(name) != value:
                    column = attr_columns.get(name, name) if name != "attributes" else "attributes"
                    raise CardDataError(
                        f"differs from the card's first row (line {card_lines[key]}); a card's columns must match on every printing row",
                        line=line,
                        field=column,
                        card=key,
                    )
        if printing is not None:
            index = len(cards[key]["printings"])
            cards[key]["printings"].append(printing)
            field_lines[(key, ("printings", index))] = line

    def line_of(index: int | None, path: Sequence[Any]) -> int | None:
        key = order[index] if index is not None else ""
        if len(path) >= 2 and path[0] == "printings":
            return field_lines.get((key, ("printings", path[1])), card_lines.get(key))
        return card_lines.get(key)

    # Check with the same rules as JSON; the CSV column name is the field people look for.
    try:
        rows = check_cards([cards[k] for k in order], schema, line_of)
    except CardDataError as exc:
        parts = exc.field.split(".")
        if parts[0] == "attributes" and len(parts) == 2:
            exc.field = attr_columns.get(parts[1], exc.field)
        elif parts[0].startswith("printings[") and len(parts) == 2:
            exc.field = f"printing_{parts[1]}"
        raise CardDataError(exc.message, line=exc.line, field=exc.field, card=exc.card) from None
    return CardDocument(game=game, cards=rows)


def document_from_rows(
    game: str, rows: Sequence[CardRow], *, edition: str = "", source: str = "", notes: str = ""
) -> dict[str, Any]:
    """Checked rows back to a plain data document (for writing a data file)."""
    document: dict[str, Any] = {"game": game, "edition": edition, "source": source}
    if notes:
        document["notes"] = notes
    document["cards"] = [row_as_data(row) for row in rows]
    return document


def card_fields(card: Any) -> dict[str, Any]:
    """A card's own fields in the plain card shape, printings aside: from a CardRow or a
    cardbase.models.Card (same attribute names). Optional keys only where the data has them."""
    data: dict[str, Any] = {"key": card.key, "identity": card.identity, "type": card.type, "strength": card.strength, "title": card.title}
    if card.text:
        data["text"] = card.text
    if card.text_source:
        data["text_source"] = card.text_source
    if card.text_confidence is not None:
        data["text_confidence"] = card.text_confidence
    if card.count is not None:
        data["count"] = card.count
    data["attributes"] = dict(card.attributes)
    data.update(card.extra or {})
    return data


def row_as_data(row: CardRow) -> dict[str, Any]:
    data = card_fields(row)
    printings = []
    for p in row.printings:
        out = {k: v for k, v in p.items() if k != "extra" and v not in (None,)}
        out.update(p.get("extra") or {})
        printings.append(out)
    data["printings"] = printings
    return data
