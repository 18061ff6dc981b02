"""Galactic Empires cards as plain data: the attribute schema and the master-list importer.

A card is what the rules see (type, strength, title, empire, points...); a printing is where it
appeared (set, rarity, artist, scan). Two printings are the same card ("exactly identical") when
type, strength and full title match (GEtournament.txt, "exactly identical"; v2.1 rulebook,
"Number of Cards and Type"): `identity()` computes that key.
"""
from __future__ import annotations

import csv
import gzip
import hashlib
import json
import re
import unicodedata
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..core import CardImporter, CardSchema, Field
from . import cardtext

# --------------------------------------------------------------------------------------------
# Points and stats: CSV column stem -> our attribute suffix
# --------------------------------------------------------------------------------------------
POINT_KINDS: tuple[tuple[str, str], ...] = (
    ("Command", "command"),
    ("Economy", "economy"),
    ("Supply", "supply"),
    ("Energy", "energy"),
    ("Ammo", "ammunition"),
    ("Research", "research"),
    ("Repair", "repair"),
    ("Lobster", "lobster"),
)
GENERATED_ONLY: tuple[tuple[str, str], ...] = (
    ("Healing", "healing"),
    ("Phealing", "phealing"),
    ("Fhealing", "fhealing"),
)
DEFENCES: tuple[tuple[str, str], ...] = (("Shield", "shields"), ("Node", "nodes"), ("ArmorSystem", "armour"))
WEAPONS: tuple[tuple[str, str], ...] = (
    ("HeavyWeapon", "heavy_weapons"),
    ("Phaser", "phasers"),
    ("CardDamage", "card_damage"),
)

TYPE_NAMES: dict[str, str] = {
    "S": "Ship",
    "B": "Base",
    "T": "Terrain",
    "C": "Crew",
    "E": "Equipment",
    "O": "Occurrence",
    "A": "Ability",
    "M": "Monster",
    "H": "Hazard",
    "L": "Luck",
    "D": "Dragon",
    "I": "Installation",
    "P": "Psy",
    "F": "Field",
    "G": "Agenda",
    "K": "Kinetic",
    "Z": "Zone",
    "N": "Ancient",
    "Q": "Headquarters",
    "HQ": "Sector HQ",
    "Spcl": "Special",
}
# Cards that are not stocked in a deck: Sector HQs, rules cards, point-symbol cards, boxes.
NON_STOCKABLE_TYPES = frozenset({"HQ", "Spcl"})

# Universe Edition tournament rules (GEtournament.txt, "MAJOR EMPIRES" / "MINOR EMPIRES").
# Keys are the master list's empire codes; values are the names printed on the cards.
MAJOR_EMPIRES: dict[str, str] = {
    "Aqaaran": "Aqaaran",
    "Argonian": "Argonian",
    "Clydon": "Clydon",
    "ComedyClub": "Comedy Club",  # "CCN" in the tournament list: the Comedy Club Network
    "Corporate": "Corporate",
    "Filarian": "Filarian",
    "Gekonauak": "Gekonauak",
    "Jxar": "J'xar",
    "Krebiz": "Krebiz",
    "Leopan": "Leopan",
    "Mechad": "Mechad",
    "POT": "P.O.T.",
    "Psycanti": "Psycanti",
    "Scorpead": "Scorpead",
    "Tufor": "Tufor",
    "Visonic": "Visonic",
    "Zedan": "Zedan",
}
MINOR_EMPIRES: dict[str, str] = {
    "Aesthetic": "Aesthetic",
    "Bolaar": "Bolaar",
    "Collector": "Collector",
    "CorpPir": "Corporate Pirate",
    "Drone": "Drone",
    "Erodi": "Erodi",
    "Indirigans": "Indirigan",
    "Noble": "Noble",
    "Orgon": "Orgon",
    "Paktadon": "Pakta'don",
    "Paraloid": "Paraloid",
    "Shonti": "Shon-ti",
    "SpaceDragon": "Space Dragon",
    "Tarraki": "Tarra'ki",
    "TimeKnight": "Time Knight",
    "Tranoan": "Tranoan",
    "Treglean": "Treglean",
    "Trochilidae": "Trochilidae",
    "Vektrean": "Vektrean",
}
# The Indirigan Nomad Tribes (one minor empire in the tournament list; GEindirigan.txt). The
# master list files tribe ships under their tribe's name with "IndiriganTribe" beside it.
INDIRIGAN_TRIBES: dict[str, str] = {
    "AndromedaBound": "Andromeda Bound",
    "CouncilofSix": "Council of Six",
    "Garshain": "Garshain",
    "GrandChieftain": "Grand Chieftain",
    "GrayDeath": "Gray Death",
    "Infected": "Infected",
    "Insipid": "Insipid",
    "InvincibleLoner": "Invincible Loner",
    "LoneWolf": "Lone Wolf",
    "Meerkats": "Meerkats",
    "Nagiridni": "Nagiridni",
    "Propagationist": "Propagationist",
    "Vacater": "Vacater",
    "ViciousSix": "Vicious Six",
    "Vinciennes": "Vinciennes",
    "Violator": "Violator",
}
# Empires the tournament list does not name; the tags of their cards say minor.
OTHER_EMPIRES: dict[str, str] = {
    "Centaurian": "Centaurian",
    "Tequan": "Tequan",
    "Peladine": "Peladine",
    "BattleBird": "Battle Bird",
    "Wolvesbane": "Wolvesbane",
}
EMPIRE_NAMES: dict[str, str] = {**MAJOR_EMPIRES, **MINOR_EMPIRES, **INDIRIGAN_TRIBES, **OTHER_EMPIRES}
MAJOR_EMPIRE_NAMES = frozenset(MAJOR_EMPIRES.values())

# Tags that describe a printing (its print run, distributor, foil...) rather than the card.
_PRINTING_TAG = re.compile(r"^(dist.*|LatestPrint|Reprinted|Reprint|Dupe|PEdupe|CCdupe|Foil|Starter|Booster|Cards|Unique|NotABG|Uncommon|Auction|Tour|OpenAPack|InvertColor)$")


def _int_fields(prefix: str, kinds: Iterable[tuple[str, str]], label: str) -> tuple[Field, ...]:
    return tuple(Field(f"{prefix}{name}", "int", label=f"{label} {name}") for _, name in kinds)


CARD_SCHEMA = CardSchema(
    (
        Field("code", "str", label="Type and strength as printed", required=True),
        Field("reaction", "bool", label="Reaction card (R/)"),
        Field("alt_type", "str", label="Second type letter (T/B, T/H...)"),
        Field("time_strength", "int", label="Time strength"),
        Field("category", "str", label="Category"),
        Field("main_empire", "str", label="Empire"),
        Field("empire_class", "choice", choices=("major", "minor", "generic", "none"), label="Empire class"),
        Field("empires", "str_list", label="Empires associated"),
        Field("indirigan_tribe", "str", label="Indirigan tribe"),
        Field("stockable", "bool", label="May be stocked in a deck"),
        *_int_fields("cost_", POINT_KINDS, "Cost:"),
        *_int_fields("opt_cost_", POINT_KINDS, "Optional cost:"),
        *(Field(name, "int", label=name.replace("_", " ").capitalize()) for _, name in DEFENCES + WEAPONS),
        *_int_fields("gen_", POINT_KINDS + GENERATED_ONLY, "Generates:"),
        *(Field(f"mult_{name}", "str", label=f"Multiplier: {name}") for _, name in POINT_KINDS),
        Field("weapon_names", "str_list", label="Heavy weapon names"),
        Field("properties", "str_list", label="Properties"),
        Field("tags", "str_list", label="Tags"),
    )
)

# Search keys of the query language mapped to attributes (shields>=3, gen:economy...).
NUMERIC_ATTRIBUTES = tuple(f.name for f in CARD_SCHEMA.fields if f.kind == "int")


def normalise_title(title: str) -> str:
    """Title for identity: case, accents, punctuation and spacing do not make a different card."""
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode().lower()
    text = re.sub(r"[\u2019'`]", "", text)
    return re.sub(r"[^a-z0-9]+", " ", text).strip()


def identity(type_letter: str, strength: int | None, title: str, alt_type: str | None = None) -> str:
    """The "exactly identical" key: type (both letters of a dual type), strength and full title.

    GEtournament.txt, "exactly identical"; the reaction prefix R/ is not part of the type.
    """
    kind = f"{type_letter}/{alt_type}" if alt_type else type_letter
    return f"{kind}{'' if strength is None else strength}|{normalise_title(title)}"


def card_sides(card: Mapping[str, Any]) -> list[dict[str, Any]]:
    """A card as each of its types: itself, then for a dual-type card (T/H2 Plasma Field, T/B5
    Vektrean Asteroid Outpost) the same card read as its second type, with that type first in its
    identity. One card for stocking and the site; the rules let a player use it as either type
    (GErulesv21.txt, "Card type": "considered only one of those card types (player's choice)"),
    and the engine's effects name each side by its own identity."""
    attributes = card.get("attributes") or {}
    alt = attributes.get("alt_type")
    if not alt or alt == card.get("type"):
        return [dict(card)]
    strength = card.get("strength")
    other = {
        **card,
        "type": alt,
        "identity": identity(alt, strength, str(card.get("title") or ""), str(card.get("type"))),
        "attributes": {**attributes, "alt_type": card.get("type")},
    }
    return [dict(card), other]


def _int(value: str) -> int | None:
    value = (value or "").strip()
    if not value:
        return None
    return int(value)


def _empire_class(row: Mapping[str, str], main: str) -> str:
    if main == "Generic":
        return "generic"
    if main in MAJOR_EMPIRES:
        return "major"
    if main in MINOR_EMPIRES or main in INDIRIGAN_TRIBES:
        return "minor"
    tags = row.get("tags", "").split()
    # The museum's tags say who may use a card, not always whose it is (see data README);
    # they are only a fallback for empires the tournament list does not name.
    if main and "MinorEmpire" in tags:
        return "minor"
    if main and "MajorEmpire" in tags:
        return "major"
    return "none"


# Card classes that only the printed title records, as the rules read them (issue 24: card
# knowledge in card data, not title words in engine code). A Krebiz ship is a capsule or a
# cruiser, as its title says (Primary rules, "KREBIZ"); a minesweeper negates "one mine
# explosion", and the mines are the equipment cards titled as one ("Explosive Mine",
# "Transporter - Nuclear Mine"; the list's PropMineDeploymentSystem also marks a Mine Rack and
# misses the transporter mines).
TITLE_CLASSES: tuple[tuple[str, str, re.Pattern[str]], ...] = (
    ("Capsule", "S", re.compile(r"\bcapsule\b", re.IGNORECASE)),
    ("Mine", "E", re.compile(r"\bmine$", re.IGNORECASE)),
)


def title_classes(type_letter: str, title: str) -> set[str]:
    """The classes (TITLE_CLASSES) a card of this type and title belongs to."""
    return {name for name, types, pattern in TITLE_CLASSES if type_letter in types and pattern.search(title.strip())}


def card_from_row(row: Mapping[str, str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """One master-list row as (card attributes, printing). Raises ValueError on a bad value."""
    type_letter = row["type"].strip()
    strength = _int(row["strength"])
    title = row["title"].strip()
    other = row.get("other_empire", "").split()
    main_code = row.get("main_empire", "").strip()
    # "P.O.T. Star Cruiser - Peladine Star Cruiser" is filed under Peladine (and the P.O.T. Star
    # Frigate/Destroyer under Tequan, the Light Star Cruiser under Centaurian) but the title makes
    # each a P.O.T. card: the v2.1 test (the empire's name in the title) wins over the column.
    if main_code in ("Peladine", "Tequan", "Centaurian") and title.startswith("P.O.T."):
        main_code = "POT"
    tribe_code = main_code if main_code in INDIRIGAN_TRIBES else None
    if tribe_code is None and "IndiriganTribe" in other:
        tribe_code = next((code for code in other if code in INDIRIGAN_TRIBES), None)
    attributes: dict[str, Any] = {
        "code": row["type_strength_code"].strip(),
        "reaction": row.get("reaction", "").strip() == "R/",
        "alt_type": row.get("alt_type", "").strip() or None,
        "time_strength": _int(row.get("time_strength", "")),
        "category": row.get("card_category", "").strip() or None,
        "main_empire": EMPIRE_NAMES.get(main_code, main_code) if main_code and main_code != "Generic" else None,
        "empire_class": _empire_class(row, main_code),
        "empires": sorted({EMPIRE_NAMES[c] for c in other if c in EMPIRE_NAMES}),
        "indirigan_tribe": INDIRIGAN_TRIBES.get(tribe_code) if tribe_code else ("Indirigan" if "IndiriganTribe" in other else None),
        "stockable": type_letter not in NON_STOCKABLE_TYPES,
        "properties": sorted({c for c in other if c not in EMPIRE_NAMES and c != "Generic"} | title_classes(type_letter, title)),
        "tags": [t for t in row.get("tags", "").split() if not _PRINTING_TAG.match(t)],
    }
    for stem, name in POINT_KINDS:
        attributes[f"cost_{name}"] = _int(row.get(f"{stem}Cost", ""))
        attributes[f"opt_cost_{name}"] = _int(row.get(f"Opt{stem}Cost", ""))
        attributes[f"gen_{name}"] = _int(row.get(f"{stem}Point", ""))
        attributes[f"mult_{name}"] = row.get(f"{stem}Mult", "").strip() or None
    for stem, name in GENERATED_ONLY:
        attributes[f"gen_{name}"] = _int(row.get(f"{stem}Point", ""))
    for stem, name in DEFENCES + WEAPONS:
        attributes[name] = _int(row.get(stem, ""))
    card = {
        "type": type_letter,
        "strength": strength,
        "title": title,
        "attributes": {k: v for k, v in attributes.items() if v not in (None, [], False) or k == "stockable"},
    }
    printing = {
        "set": row["set"].strip(),
        "rarity": row.get("rarity", "").strip(),
        "artist": row.get("artist", "").strip(),
        "name_extension": row.get("name_extension", "").strip(),
        "image_file": row.get("image_file", "").strip(),
        "errata": bool(row.get("errata_note", "").strip()),
        "distributor": row.get("distributor", "").strip(),
        "tags": row.get("tags", "").split(),
    }
    return card, printing


def _stats_key(card: Mapping[str, Any]) -> str:
    return hashlib.sha1(json.dumps(card["attributes"], sort_keys=True).encode()).hexdigest()[:8]


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", normalise_title(text)).strip("-")


# --------------------------------------------------------------------------------------------
# Repairs at import: records the master list holds twice, in German, or as placeholders
# --------------------------------------------------------------------------------------------
# German Gold Border type letters (the German words' initials) -> the English card's letters:
# Ausruestung = Equipment, Ereignis = Occurrence, Kosmos = Terrain, Zufall = Luck. The master list
# puts the other language's letter in alt_type (the German Tractor Beam is "R/A2", type A, alt E).
GERMAN_TYPE_LETTERS: dict[str, str] = {"A": "E", "E": "O", "K": "T", "Z": "L"}
GERMAN_SET = "GGB"
# The "Pro8" promotional run: cards made by the card list's curator (Eric B. Smith, the artist
# column), never printed by Companion Games (data README, "rarity codes").
FAN_MADE_RARITIES = frozenset({"Pro8"})
_PLACEHOLDER_TITLE = re.compile(r"^\[.*\]$")


def printed_types(code: str) -> tuple[str, ...]:
    """The type letters a type-strength code prints, in printed order ("R/T/B1/9" -> ("T", "B"))."""
    parts = [p for p in code.split("/") if p and p != "R"]
    letters = []
    for part in parts:
        m = re.match(r"^([A-Za-z]+)", part)
        if m and m.group(1) not in letters:
            letters.append(m.group(1))
    return tuple(letters)


def repair_rows(rows: Iterable[Mapping[str, str]]) -> tuple[list[dict[str, str]], list[dict[str, str]], list[dict[str, str]]]:
    """The master list's rows made one record per printing: (English rows, German Gold Border rows,
    log). Each log entry is {"record", "action", "reason"}.

    - Placeholder records (a bracketed title such as "[Ace of Clubs]", tagged typeSpcl: a
      symbol card of the scans, not a card) are dropped.
    - A dual-type printing the list files once per type (rows alike but for type and alt_type,
      one tagged "Dupe") is kept once, under its printed first type (GErulesv21.txt, "Card
      type": one card with two types); what only the other row says (the empire) is kept.
    - Dual-type rows are put in printed order (type = the code's first letter).
    German Gold Border rows are returned apart, their type letters translated, to be joined to
    their English cards (GErulesv21.txt, "Exactly Identical": "Different language versions of
    the same card are considered exactly identical").
    """
    log: list[dict[str, str]] = []
    kept: list[dict[str, str]] = []
    german: list[dict[str, str]] = []
    by_printing: dict[tuple[str, ...], dict[str, str]] = {}
    for source in rows:
        row = dict(source)
        code = (row.get("type_strength_code") or "").strip()
        title = (row.get("title") or "").strip()
        record = f"{row.get('set', '').strip()} {code} {title}".strip()
        if _PLACEHOLDER_TITLE.match(title):
            log.append({"record": record, "action": "dropped", "reason": "placeholder record (bracketed title): not a printed card"})
            continue
        printed = printed_types(code)
        if row.get("set", "").strip() == GERMAN_SET:
            letters = tuple(GERMAN_TYPE_LETTERS.get(t, t) for t in printed) or (row.get("type", "").strip(),)
            row["printed_code"] = code
            row["type"] = letters[0]
            row["alt_type"] = letters[1] if len(letters) > 1 else ""
        else:
            row["_filed_type"] = (row.get("type") or "").strip()
            alt = (row.get("alt_type") or "").strip()
            if alt and len(printed) > 1 and row.get("type", "").strip() == printed[1] and alt == printed[0]:
                row["type"], row["alt_type"] = alt, row["type"].strip()
        key = (row.get("set", ""), row.get("image_file", ""), code, title, row.get("name_extension", ""), row.get("type", ""), row.get("alt_type", ""))
        twin = by_printing.get(key)
        if twin is not None and row.get("image_file"):
            if twin.get("_filed_type") != twin.get("type") and row.get("_filed_type") == row.get("type"):
                # Keep the record the list files under the printed first type (its category and
                # costs are that type's), whichever came first.
                kept_row = dict(row)
                for column in ("main_empire", "other_empire"):
                    if not (kept_row.get(column) or "").strip() and (twin.get(column) or "").strip():
                        kept_row[column] = twin[column]
                twin.clear()
                twin.update(kept_row)
            for column in ("main_empire", "other_empire"):
                if not (twin.get(column) or "").strip() and (row.get(column) or "").strip():
                    twin[column] = row[column]
            log.append({"record": record, "action": "merged", "reason": "dual-type printing filed once per type: kept once, as printed"})
            continue
        by_printing[key] = row
        (german if row.get("printed_code") else kept).append(row)
    return kept, german, log


def _english_index(cards: list[dict[str, Any]]) -> dict[tuple[frozenset[str], int | None, str], list[tuple[int, dict[str, Any]]]]:
    """English cards by (type letters, strength, title): the full title ranks 0, either half 1."""
    index: dict[tuple[frozenset[str], int | None, str], list[tuple[int, dict[str, Any]]]] = {}
    for card in cards:
        types = frozenset(t for t in (card["type"], card["attributes"].get("alt_type")) if t)
        title = card["title"]
        names = [(0, title)] + ([(1, half) for half in title.split(" - ")] if " - " in title else [])
        for rank, name in names:
            index.setdefault((types, card["strength"], normalise_title(name)), []).append((rank, card))
    return index


def join_german_printings(cards: list[dict[str, Any]], german: list[dict[str, str]], log: list[dict[str, str]]) -> list[dict[str, str]]:
    """Attach each German Gold Border row to its English card as a printing (matched by type,
    strength and English title: the full title first, then either half). Returns the rows with
    no English card, to be kept as cards of their own."""
    index = _english_index(cards)
    alone = []
    for row in german:
        types = frozenset(t for t in (row["type"], row.get("alt_type")) if t)
        strength = _int(row.get("strength", ""))
        hits = index.get((types, strength, normalise_title(row.get("title", ""))), [])
        best = min((rank for rank, _ in hits), default=None)
        matches = {id(card): card for rank, card in hits if rank == best}
        record = f"GGB {row['printed_code']} {row.get('title', '').strip()} ({row.get('name_extension', '').strip()})"
        if len(matches) > 1 and len({card["identity"] for card in matches.values()}) == 1:
            # One card printed with different stats (a variant per empire): the German printing
            # joins the variant of its own empires, else the first printed.
            german_card, _ = card_from_row(row)
            same = [card for card in matches.values() if card["attributes"].get("empires") == german_card["attributes"].get("empires")]
            matches = {id(card): card for card in (same or list(matches.values()))[:1]}
        if len(matches) != 1:
            log.append({"record": record, "action": "kept", "reason": "German printing with no English card of that type, strength and title"})
            alone.append(row)
            continue
        card = next(iter(matches.values()))
        _, printing = card_from_row(row)
        german_name = printing["name_extension"]
        printing["name"] = german_name
        printing["language"] = "de"
        printing["printed_code"] = row["printed_code"]
        card["printings"].append(printing)
        log.append({"record": record, "action": "merged", "reason": f"German printing of {card['attributes'].get('code', card['type'])} {card['title']}"})
    return alone


def _legacy_keys(rows: list[dict[str, str]]) -> dict[tuple[str, str], set[str]]:
    """The keys the conversion gave before records were repaired (one card per type letter of a
    dual-type card, German printings as cards of their own), by printing (set, image file): so a
    merged card can name the keys it replaces ("former_keys") and decks follow it."""
    groups: dict[str, tuple[str, list[tuple[str, str]]]] = {}
    for row in rows:
        try:
            card, printing = card_from_row(row)
        except (ValueError, KeyError):
            continue
        key = identity(card["type"], card["strength"], card["title"], card["attributes"].get("alt_type"))
        group = groups.setdefault(f"{key}#{_stats_key(card)}", (f"{card['type'].lower()}{card['strength'] if card['strength'] is not None else ''}-{_slug(card['title'])}", []))
        group[1].append((printing["set"], printing["image_file"]))
    found: dict[tuple[str, str], set[str]] = {}
    seen: dict[str, int] = {}
    for base, printings in groups.values():
        seen[base] = seen.get(base, 0) + 1
        key = base if seen[base] == 1 else f"{base}-{seen[base]}"
        for where in printings:
            found.setdefault(where, set()).add(key)
    return found


def cards_from_rows(
    rows: Iterable[Mapping[str, str]],
    texts: Mapping[str, Mapping[str, Any]] | None = None,
    lackey_names: Mapping[str, str] | None = None,
    corrections: Mapping[str, Mapping[str, Any]] | None = None,
    log: list[dict[str, str]] | None = None,
    reviews: Mapping[str, Mapping[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """Group master-list rows into cards with their printings.

    Printings group by identity (type, strength, title). Where printings of one identity carry
    different stats (promo variants such as the custom planets), each set of stats becomes its
    own card with the same identity: stocking treats them as one card, play uses each card's own
    stats. `texts` maps image_file -> {"text", "confidence"} (machine-read rule text);
    `lackey_names` maps image_file -> LackeyCCG's card name (for .dek export); `corrections`
    maps card key -> a person-corrected text (text-corrections.json, written by exportcards);
    `reviews` maps card key -> a reviewed text (text-reviews/*.json: `reviews_from_documents`).
    The text is then cleaned mechanically (cardtext.clean_card), and a reviewed text put on last
    (`apply_review`), so what the cleaning drew from the machine-read text (weapon names, classes,
    checks) stays. Records are repaired first
    (`repair_rows`: placeholders dropped, dual-type twins merged, German printings joined to their
    English cards); what was dropped or merged is appended to `log`.
    Raises ValueError naming the line (2 = first data row) and the field.
    """
    log = log if log is not None else []
    numbered = []
    for line, row in enumerate(rows, start=2):
        numbered.append({**row, "_line": str(line)})
    legacy = _legacy_keys(numbered)
    english, german, repairs = repair_rows(numbered)
    log.extend(repairs)
    groups: dict[str, dict[str, Any]] = {}
    order: list[str] = []
    for row in english:
        line = int(row["_line"])
        try:
            card, printing = card_from_row(row)
        except (ValueError, KeyError) as exc:
            raise ValueError(f"line {line}: {_describe(exc)}") from None
        if not card["type"] or not card["title"]:
            raise ValueError(f"line {line}: type and title are required")
        key = identity(card["type"], card["strength"], card["title"], card["attributes"].get("alt_type"))
        variant = _stats_key(card)
        group_key = f"{key}#{variant}"
        if group_key not in groups:
            groups[group_key] = {**card, "identity": key, "printings": []}
            order.append(group_key)
        if lackey_names and printing["image_file"] in lackey_names:
            printing["lackey_name"] = lackey_names[printing["image_file"]]
        if texts and printing["image_file"] in texts:
            found = texts[printing["image_file"]]
            printing["text"] = found["text"]
            printing["text_confidence"] = found["confidence"]
        groups[group_key]["printings"].append(printing)
    grouped = [groups[group_key] for group_key in order]
    for row in join_german_printings(grouped, german, log):
        card, printing = card_from_row(row)
        key = identity(card["type"], card["strength"], card["title"], card["attributes"].get("alt_type"))
        printing["name"] = printing["name_extension"]
        printing["language"] = "de"
        printing["printed_code"] = row["printed_code"]
        group_key = f"{key}#{_stats_key(card)}"
        if group_key not in groups:
            groups[group_key] = {**card, "identity": key, "printings": []}
            order.append(group_key)
        groups[group_key]["printings"].append(printing)
    variants_per_identity: dict[str, int] = {}
    for group_key in order:
        variants_per_identity[groups[group_key]["identity"]] = variants_per_identity.get(groups[group_key]["identity"], 0) + 1
    cards = []
    seen: dict[str, int] = {}
    for group_key in order:
        card = groups[group_key]
        base = f"{card['type'].lower()}{card['strength'] if card['strength'] is not None else ''}-{_slug(card['title'])}"
        seen[base] = seen.get(base, 0) + 1
        card["key"] = base if seen[base] == 1 else f"{base}-{seen[base]}"
        # The rules text of a card: the best-read printing's, marked as machine-read.
        best = max(
            (p for p in card["printings"] if p.get("text")),
            # The latest printing carries the current wording (errata); then the best-read scan.
            key=lambda p: ("LatestPrint" in p["tags"], p.get("text_confidence") or 0),
            default=None,
        )
        if best is not None:
            card["text"] = best["text"]
            card["text_source"] = "machine-read"
            card["text_confidence"] = best["text_confidence"]
        fan_made = [p for p in card["printings"] if p["rarity"] in FAN_MADE_RARITIES]
        for p in fan_made:
            p["fan_made"] = True
        if fan_made and len(fan_made) == len(card["printings"]):
            card["fan_made"] = True  # every printing is fan-made: the card itself is
        if corrections and card["key"] in corrections:
            apply_correction(card, corrections[card["key"]])
        cardtext.clean_card(card)  # flavour/rules split, weapon names, stats checks (issue 11)
        cards.append(card)
    keys = {card["key"] for card in cards}
    for card in cards:
        former = set()
        for p in card["printings"]:
            former |= legacy.get((p["set"], p["image_file"]), set())
        former -= keys
        if former:
            card["former_keys"] = sorted(former)  # keys of records merged into this card
    # The weapons line drawn from the stats in place of the legend as read (issue 17).
    defaults = cardtext.empire_weapon_names(cards)
    for card in cards:
        if card.get("text_source") != "corrected":
            cardtext.clean_weapons(card, defaults)
    if reviews:
        unknown = sorted(set(reviews) - keys)
        if unknown:
            raise ValueError(f"text reviews of unknown card keys: {', '.join(unknown[:5])}")
        for card in cards:
            if card["key"] in reviews and not (corrections and card["key"] in corrections):
                apply_review(card, reviews[card["key"]])  # a correction made on the site is newer
    return cards


# Issue 25: "The text people read is the text the script implements." A project contributor reads
# every printing's machine-read text (and the rules, FAQ, Q&A and errata), writes the card's text as
# printed, and records it in text-reviews/<set>.json; the machine-read text stays in the history.
REVIEWED = "reviewed"
REVIEW_FIELDS = frozenset({"key", "text", "flavour", "note"})


def apply_review(card: dict[str, Any], review: Mapping[str, Any]) -> dict[str, Any]:
    """Put a reviewed text on a card (in place): "text" is the whole text as displayed (the drawn
    weapons line included), "flavour" its leading flavour sentence(s) if any, "note" what the
    reviewer could not read or had to decide. The text it replaces goes to "text_history"."""
    text = review["text"]
    history = list(card.get("text_history") or [])
    if card.get("text"):
        history.append({"text": card["text"], "text_source": card.get("text_source", ""), "text_confidence": card.get("text_confidence")})
    card["text"] = text
    card["text_source"] = REVIEWED
    card.pop("text_confidence", None)
    card.pop("flavour_text", None)
    card.pop("rules_text", None)
    flavour = (review.get("flavour") or "").strip()
    if flavour:
        card["flavour_text"] = flavour
        card["rules_text"] = text[len(flavour):].strip()
    if review.get("note"):
        card["text_note"] = review["note"]
    card["text_history"] = history
    return card


def reviews_from_documents(documents: Iterable[tuple[str, Mapping[str, Any]]]) -> dict[str, dict[str, Any]]:
    """The reviewed texts by card key, from (file name, {"reviews": [{"key", "text", "flavour"?,
    "note"?}]}) pairs. Raises ValueError naming the file and entry of a bad or repeated review."""
    found: dict[str, dict[str, Any]] = {}
    where: dict[str, str] = {}
    for name, document in documents:
        entries = document.get("reviews") if isinstance(document, Mapping) else None
        if not isinstance(entries, list):
            raise ValueError(f"{name}: needs a list \"reviews\"")
        for n, entry in enumerate(entries, start=1):
            label = f"{name}, review {n}"
            if not isinstance(entry, Mapping) or not isinstance(entry.get("key"), str):
                raise ValueError(f"{label}: needs a key")
            label = f"{label} ({entry['key']})"
            unknown = sorted(set(entry) - REVIEW_FIELDS)
            if unknown:
                raise ValueError(f"{label}: unknown field {', '.join(unknown)}")
            text = entry.get("text")
            if not isinstance(text, str) or not text.strip():
                raise ValueError(f"{label}: needs a text")
            flavour = entry.get("flavour")
            if flavour is not None and (not isinstance(flavour, str) or not text.startswith(flavour.strip())):
                raise ValueError(f"{label}: its flavour must be where its text begins")
            if entry["key"] in found:
                raise ValueError(f"{label}: already reviewed in {where[entry['key']]}")
            found[entry["key"]] = dict(entry)
            where[entry["key"]] = name
    return found


def read_reviews(path: str | Path) -> dict[str, dict[str, Any]]:
    """The reviews of a text-reviews folder (every *.json in it, by name) or of one file."""
    path = Path(path)
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    documents = []
    for file in files:
        try:
            documents.append((file.name, json.loads(file.read_text(encoding="utf-8"))))
        except (OSError, json.JSONDecodeError) as exc:
            raise ValueError(f"{file.name}: {exc}") from None
    return reviews_from_documents(documents)


def apply_correction(card: dict[str, Any], correction: Mapping[str, Any]) -> dict[str, Any]:
    """Put a person-corrected text on a card (in place), keeping the replaced text in its
    "text_history" (newest last). `correction` is {"text", "text_source"?, "history"?}."""
    history = list(correction.get("history") or [])
    if not history and card.get("text"):
        history = [{"text": card["text"], "text_source": card.get("text_source", ""), "text_confidence": card.get("text_confidence")}]
    card["text"] = correction["text"]
    card["text_source"] = correction.get("text_source") or "corrected"
    card.pop("text_confidence", None)
    for key in ("flavour_text", "rules_text", "text_checks"):
        card.pop(key, None)
    card["text_history"] = history
    return card


def corrections_from_document(document: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """text-corrections.json ({"corrections": [{"key", "text", "text_source", "history"}]}) by key."""
    found: dict[str, dict[str, Any]] = {}
    for n, entry in enumerate(document.get("corrections") or []):
        if not isinstance(entry, Mapping) or not isinstance(entry.get("key"), str) or not isinstance(entry.get("text"), str):
            raise ValueError(f"correction {n + 1}: needs a key and a text")
        found[entry["key"]] = dict(entry)
    return found


def _describe(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"missing column {exc.args[0]!r}"
    message = str(exc)
    match = re.search(r"invalid literal for int\(\) with base 10: (.*)", message)
    if match:
        return f"expected a whole number, got {match.group(1)}"
    return message


def texts_from_rows(rows: Iterable[Mapping[str, str]]) -> dict[str, dict[str, Any]]:
    """texts.csv rows keyed by image_file: {"text", "confidence"}."""
    found: dict[str, dict[str, Any]] = {}
    for line, row in enumerate(rows, start=2):
        image = (row.get("image_file") or "").strip()
        text = (row.get("rule_text") or "").strip()
        if not image or not text:
            continue
        try:
            confidence = float(row.get("ocr_confidence") or 0)
        except ValueError:
            raise ValueError(f"line {line}: ocr_confidence: expected a number, got {row.get('ocr_confidence')!r}") from None
        found[image] = {"text": text, "confidence": confidence}
    return found


def lackey_names_from_rows(rows: Iterable[Mapping[str, str]]) -> dict[str, str]:
    """LackeyCCG's carddata rows (tab-separated, Name/ImageFile columns) keyed by image file."""
    return {
        row["ImageFile"].strip(): row["Name"].strip()
        for row in rows
        if (row.get("ImageFile") or "").strip() and (row.get("Name") or "").strip()
    }


# --------------------------------------------------------------------------------------------
# Sets, in release order (GErulesv21.txt, "The Sets and Expansions"; codes as in the master list,
# which writes AL/BE for the rulebook's A/B)
# --------------------------------------------------------------------------------------------
SET_NAMES: dict[str, str] = {
    "AL": "Alpha",
    "BE": "Beta",
    "PE": "Primary Edition",
    "GGB": "German Gold Border",
    "NE": "New Empires",
    "PoM": "Powers of the Mind",
    "TG": "Time Gates",
    "UE": "Universe Edition",
    "AT": "Advanced Technologies",
    "Pir": "Piracy",
    "CC": "Comedy Club on the Far Side of the Galaxy",
    "Per": "Persona",
    "GI": "Galactic Invaders",
    "AF": "Allied Forces",
    "Pro": "Promotional Runs",
}

# --------------------------------------------------------------------------------------------
# Rarity codes in words (data README, "rarity codes", from the museum's filter buttons)
# --------------------------------------------------------------------------------------------
RARITY_CLASSES: tuple[tuple[str, str], ...] = (
    ("common", "Common"),
    ("uncommon", "Uncommon"),
    ("rare", "Rare"),
    ("very-rare", "Very rare"),
    ("entity", "Entity"),
    ("promotional", "Promotional"),
    ("fan-made", "Fan-made"),
    ("unrated", "No rarity"),
)
_RARITY_LETTERS = {"C": "common", "U": "uncommon", "R": "rare", "V": "very-rare", "E": "entity"}
_RARITY_GROUPS = {
    "0": "",
    "1": "group 1",
    "2": "terrain sheet",
    "3": "Clydon, P.O.T., Scorpead, Tufor, Vektrean sheet",
    "4": "Argonian, Corporate, Krebiz, Mechad, Space Dragon sheet",
    "A": "starter deck A",
    "B": "starter deck B",
    "AB": "starter decks A and B",
}


def rarity_class(code: str) -> str:
    """The rarity class of a printing's code, as a slug of RARITY_CLASSES ("V2" -> "very-rare")."""
    code = (code or "").split("/")[0].strip()
    if code in FAN_MADE_RARITIES:
        return "fan-made"
    if code.startswith("Pro"):
        return "promotional"
    if not code or code.startswith("N/A") or code == "Spcl":
        return "unrated"
    return _RARITY_LETTERS.get(code[0], "unrated")


def rarity_name(code: str, set_code: str = "") -> str:
    """A printing's rarity in words: "V2" -> "Very rare (group 2 / terrain sheet)", "Pro3" ->
    "Promotional (run 3)", "Pro8" -> "Fan-made (the card list curator's Pro8 run)"."""
    cls = rarity_class(code)
    label = dict(RARITY_CLASSES)[cls]
    first = (code or "").split("/")[0].strip()
    if cls == "fan-made":
        return f"{label} (the card list curator's {first} run, never printed by Companion Games)"
    if cls == "promotional":
        return f"{label} (run {first[3:]})" if first[3:] else label
    if cls == "unrated":
        return label
    rest = first[1:]
    if first[0] == "V" and rest.startswith("C"):
        rest = rest[1:]  # VCAB / VCB: very rare in the starter decks, as recorded
    detail = _RARITY_GROUPS.get(rest, rest)
    if first in ("V1", "V2") and set_code in ("", "PE"):
        detail = f"group {rest}: a Primary booster box holds one group"
    if first == "R1":
        detail = "twice as rare as other rares"
    return f"{label} ({detail})" if detail else label


MASTER_LIST_SOURCE = "the master card list Galactic_Empires.xlsx by Eric B. Smith (GPL-3.0)"


def convert_master_list(
    path: str | Path,
    texts: str | Path | None = None,
    lackey: str | Path | None = None,
    corrections: str | Path | None = None,
    reviews: str | Path | None = None,
) -> dict[str, Any]:
    """The project's data document from the master list CSV (and optionally texts.csv and
    LackeyCCG's carddata.txt; any of them may be gzipped, .gz). Raises ValueError naming the
    file, line and field of a bad row."""
    def read(file: str | Path, **options: Any) -> list[dict[str, str]]:
        opener = gzip.open if str(file).endswith(".gz") else open  # the project keeps them gzipped
        with opener(file, "rt", newline="", encoding="utf-8") as handle:
            return list(csv.DictReader(handle, **options))

    found_texts = None
    found_lackey = None
    try:
        if texts:
            found_texts = texts_from_rows(read(texts))
    except ValueError as exc:
        raise ValueError(f"{Path(texts).name}: {exc}") from None
    if lackey:
        found_lackey = lackey_names_from_rows(read(lackey, delimiter="\t", quoting=csv.QUOTE_NONE))
    found_corrections = None
    if corrections:
        try:
            with open(corrections, encoding="utf-8") as handle:
                found_corrections = corrections_from_document(json.load(handle))
        except (ValueError, OSError) as exc:
            raise ValueError(f"{Path(corrections).name}: {exc}") from None
    found_reviews = read_reviews(reviews) if reviews else None
    log: list[dict[str, str]] = []
    try:
        cards = cards_from_rows(read(path), found_texts, found_lackey, found_corrections, log=log, reviews=found_reviews)
    except ValueError as exc:
        raise ValueError(f"{Path(path).name}: {exc}") from None
    # "import_log" is not card data: importcards prints it and writes it beside the data file.
    return {"game": "galactic-empires", "edition": "master list", "source": MASTER_LIST_SOURCE, "cards": cards, "import_log": log}


CARD_IMPORTERS: dict[str, CardImporter] = {
    "ge-csv": CardImporter(
        slug="ge-csv",
        description="Eric B. Smith's Galactic Empires master list as CSV (one row per printing)",
        convert=convert_master_list,
        extras=(
            ("texts", "texts.csv: machine-read rule text per printing (image_file, rule_text, ocr_confidence)"),
            ("lackey", "LackeyCCG's carddata.txt (tab-separated): card names for .dek export"),
            ("corrections", "text-corrections.json: rule texts corrected by people (written by exportcards --data-file)"),
            ("reviews", "text-reviews/: the reviewed rule texts, one JSON file per set (cards.reviews_from_documents)"),
        ),
    )
}
