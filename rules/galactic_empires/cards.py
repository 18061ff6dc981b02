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
        "properties": sorted(c for c in other if c not in EMPIRE_NAMES and c != "Generic"),
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


def cards_from_rows(
    rows: Iterable[Mapping[str, str]],
    texts: Mapping[str, Mapping[str, Any]] | None = None,
    lackey_names: Mapping[str, str] | None = None,
    corrections: Mapping[str, Mapping[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """Group master-list rows into cards with their printings.

    Printings group by identity (type, strength, title). Where printings of one identity carry
    different stats (promo variants such as the custom planets), each set of stats becomes its
    own card with the same identity: stocking treats them as one card, play uses each card's own
    stats. `texts` maps image_file -> {"text", "confidence"} (machine-read rule text);
    `lackey_names` maps image_file -> LackeyCCG's card name (for .dek export); `corrections`
    maps card key -> a person-corrected text (text-corrections.json, written by exportcards).
    The text is then cleaned mechanically (cardtext.clean_card).
    Raises ValueError naming the line (2 = first data row) and the field.
    """
    groups: dict[str, dict[str, Any]] = {}
    order: list[str] = []
    for line, row in enumerate(rows, start=2):
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
        if corrections and card["key"] in corrections:
            apply_correction(card, corrections[card["key"]])
        cardtext.clean_card(card)  # flavour/rules split, weapon names, stats checks (issue 11)
        cards.append(card)
    return cards


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

MASTER_LIST_SOURCE = "the master card list Galactic_Empires.xlsx by Eric B. Smith (GPL-3.0)"


def convert_master_list(
    path: str | Path,
    texts: str | Path | None = None,
    lackey: str | Path | None = None,
    corrections: str | Path | None = None,
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
    try:
        cards = cards_from_rows(read(path), found_texts, found_lackey, found_corrections)
    except ValueError as exc:
        raise ValueError(f"{Path(path).name}: {exc}") from None
    return {"game": "galactic-empires", "edition": "master list", "source": MASTER_LIST_SOURCE, "cards": cards}


CARD_IMPORTERS: dict[str, CardImporter] = {
    "ge-csv": CardImporter(
        slug="ge-csv",
        description="Eric B. Smith's Galactic Empires master list as CSV (one row per printing)",
        convert=convert_master_list,
        extras=(
            ("texts", "texts.csv: machine-read rule text per printing (image_file, rule_text, ocr_confidence)"),
            ("lackey", "LackeyCCG's carddata.txt (tab-separated): card names for .dek export"),
            ("corrections", "text-corrections.json: rule texts corrected by people (written by exportcards --data-file)"),
        ),
    )
}
