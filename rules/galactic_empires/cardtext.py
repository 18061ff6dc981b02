"""Mechanical, conservative cleaning of the machine-read Galactic Empires rule text.

Pure functions used by the master-list converter (cards.py) at import:
- split the flavour text from the rules where the card's layout makes it clear (the rules lines
  start with "- "; flavour is the descriptive prose printed before them);
- recover the heavy-weapon names from the weapon legend printed at the foot of ship, base and
  dragon texts ("MM: Sabots ++: Phasers") into the `weapon_names` attribute;
- check the weapon and phaser counts the legend's symbols imply against the stats columns, and
  report disagreements (the stats are never changed here: the review page lists them).

Everything is conservative: when the OCR is unclear, nothing is split, recovered or reported.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# Heavy weapons by their printed name (singular), as the legends of the cards name them.
HEAVY_WEAPON_NAMES: tuple[str, ...] = (
    "Antimatter Pellet", "Bi-tritium Boomerang", "Breath Weapon", "Damage Adjuster", "Detonium Bolt",
    "Distortion Cannon", "Ectoplasmic Trail", "Energy Flux", "Hand Wrecker", "Heavy Weapon",
    "Hyperspace Detonator", "Hypertrail Seeker", "Ion Cannon", "Mine Deployment System",
    "Neutronium Torpedo", "Phaser Magnifier", "Plasma Degenerator", "Plasma Stream",
    "Positron Emitter", "Sabot", "Seltzer Cannon", "Shroud Web", "Specialized Weapon Mount",
    "Swarm Bolt", "Tarrac Projector", "Thunderbolt Devastator", "Time Damage Generator", "Tram",
    "Transgate", "Variable Plasma", "Aesthetic Weapon",
)
# Phaser-like weapons (one damage each, no ammunition): counted against the phasers column.
PHASER_NAMES: tuple[str, ...] = ("Phaser", "Physical Damage", "Subspace Whip", "Pulse Phaser", "Time Phaser", "Heavy Load Phaser")


def _name_pattern(names: tuple[str, ...]) -> str:
    parts = []
    for name in sorted(names, key=len, reverse=True):
        words = [re.escape(w) for w in name.split()]
        words[-1] += r"(?:e?s)?"  # plural on the card ("Sabots", "Energy Fluxes")
        parts.append(r"\s+".join(words))
    return "|".join(parts)


_LEGEND = re.compile(
    r"(?P<sym>[^\s:]{0,16}):\s*(?:(?P<heavy>" + _name_pattern(HEAVY_WEAPON_NAMES) + r")|(?P<phaser>"
    + _name_pattern(PHASER_NAMES) + r"))\b",
    re.IGNORECASE,
)
_CANON = {n.lower(): n for n in HEAVY_WEAPON_NAMES}
_HEAVY_SYMBOLS = re.compile(r"^[MW]{1,12}$")
_PHASER_SYMBOLS = re.compile(r"^\+{1,16}$")  # a dash may be a misread "+": only all-plus runs count
_RULE_START = re.compile(r"(?:^|(?<=\s))-\s+(?=[A-Za-z\"“(])")
_RULES_WORDS = re.compile(
    r"\b(may|must|played|play|plays|cause|causes|discard|discarded|turns?|points?|damage|allows?|adds?|"
    r"cannot|can only|each|generates?|per|engaged?|reaction|fleet|requires?)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?\"”’')]\s*$")


def weapon_legend(text: str) -> list[tuple[str, str, str]]:
    """The weapon legend entries of a text: (symbols as read, "heavy"|"phaser", printed name)."""
    found = []
    for m in _LEGEND.finditer(text or ""):
        kind = "heavy" if m.group("heavy") else "phaser"
        found.append((m.group("sym"), kind, m.group(kind)))
    return found


def canonical_weapon(name: str) -> str:
    """A legend name in its singular, canonical spelling ("Bi-Tritium Boomerangs" -> "Bi-tritium Boomerang")."""
    key = re.sub(r"\s+", " ", name.strip().lower())
    for cut in ("", "s", "es"):
        stem = key[: len(key) - len(cut)] if cut and key.endswith(cut) else key
        if stem in _CANON:
            return _CANON[stem]
    return name.strip()


def weapon_names(text: str) -> list[str]:
    """The heavy weapons a legend names, canonical and in printed order, without repeats."""
    names: list[str] = []
    for _, kind, name in weapon_legend(text):
        if kind == "heavy":
            canon = canonical_weapon(name)
            if canon not in names:
                names.append(canon)
    return names


def implied_counts(text: str) -> dict[str, int]:
    """Weapon counts the legend's symbols state where they read cleanly: "heavy_weapons" counts
    the heavy-weapon symbols (read as M or W), "phasers" the phaser symbols ("+"). A kind whose
    symbols did not read cleanly is left out (OCR noise is not evidence: phaser runs read with a
    dash are skipped, since the scans' phaser symbols often read as "-")."""
    counts: dict[str, int] = {}
    clean: dict[str, bool] = {}
    for sym, kind, _ in weapon_legend(text):
        field = "heavy_weapons" if kind == "heavy" else "phasers"
        if kind == "heavy" and _HEAVY_SYMBOLS.match(sym):
            n = len(sym)
        elif kind == "phaser" and _PHASER_SYMBOLS.match(sym):
            n = len(sym)
        else:
            clean[field] = False
            continue
        counts[field] = counts.get(field, 0) + n
        clean.setdefault(field, True)
    return {k: v for k, v in counts.items() if clean.get(k)}


def stat_disagreements(text: str, attributes: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Where the legend's clean symbol counts disagree with the stats columns:
    [{"field", "text", "stats"}]. Never changes the stats."""
    out = []
    for field, n in sorted(implied_counts(text).items()):
        stat = attributes.get(field) or 0
        if n != stat:
            out.append({"field": field, "text": n, "stats": stat})
    return out


def split_flavour(text: str) -> tuple[str, str] | None:
    """(flavour, rules) when the layout makes the split clear, else None.

    Clear means: the text has rules lines ("- ..."), and what comes before the first of them is
    one or more whole sentences of prose that name no rules term (play, damage, turn, points...),
    not a lead-in such as "Played to a unit:".
    """
    if not text:
        return None
    m = _RULE_START.search(text)
    if m is None or m.start() == 0:
        return None
    head = text[: m.start()].strip()
    if len(head) < 12 or head.endswith(":") or not _SENTENCE_END.search(head):
        return None
    if _RULES_WORDS.search(head):
        return None
    return head, text[m.start():].strip()


def rules_part(text: str) -> str:
    """The rules of a text: after any clear flavour, before the weapon legend."""
    split = split_flavour(text)
    body = split[1] if split else (text or "")
    first = _LEGEND.search(body)
    if first is not None:
        # The legend's symbols run back to the whitespace before them.
        body = body[: first.start()]
    return body.strip()


def clean_card(card: dict[str, Any]) -> dict[str, Any]:
    """Apply the cleaning to one card of the converter's shape (in place; returns it).

    Adds "flavour_text" and "rules_text" when the split is clear, attributes["weapon_names"] for a
    ship, base or dragon whose legend names heavy weapons, and "text_checks" (stats disagreements).
    """
    text = card.get("text") or ""
    if not text:
        return card
    split = split_flavour(text)
    if split:
        card["flavour_text"], card["rules_text"] = split
    type_letters = {card.get("type"), (card.get("attributes") or {}).get("alt_type")}
    if type_letters & {"S", "B", "D"}:
        names = weapon_names(text)
        if names:
            card["attributes"]["weapon_names"] = names
        checks = stat_disagreements(text, card.get("attributes") or {})
        if checks:
            card["text_checks"] = checks
    return card


def cleaning_summary(cards: list[Mapping[str, Any]]) -> dict[str, int]:
    """How much the cleaning did over a card list (for the review page and the report)."""
    with_text = [c for c in cards if c.get("text")]
    return {
        "cards_with_text": len(with_text),
        "flavour_split": sum(1 for c in with_text if c.get("flavour_text")),
        "weapon_names": sum(1 for c in with_text if (c.get("attributes") or {}).get("weapon_names")),
        "stat_disagreements": sum(1 for c in with_text if c.get("text_checks")),
    }
