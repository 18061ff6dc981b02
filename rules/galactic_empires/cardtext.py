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

import difflib
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
    "Transgate", "Variable Plasma", "Aesthetic Weapon", "Aesthetic Bi-tritium Boomerang",
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
# Each known heavy weapon under its singular and plural spellings, for the nearest-name match.
_CANON_FORMS = {form: n for n in HEAVY_WEAPON_NAMES for form in (n.lower(), n.lower() + "s", n.lower() + "es")}
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


# --------------------------------------------------------------------------------------------
# The weapons line: cut the machine-read legend, render it again from the stats
# --------------------------------------------------------------------------------------------
# Symbols as the data README gives them (cards.csv columns HeavyWeapon, Phaser, CardDamage).
HEAVY_SYMBOL = "◼"
PHASER_SYMBOL = "✜"
CARD_DAMAGE_SYMBOL = "✕"
ENERGY_SYMBOL = "✸"
_ANY_WEAPON = re.compile(
    r"(?<![A-Za-z])(?:" + _name_pattern(HEAVY_WEAPON_NAMES + PHASER_NAMES) + r"|Physical\s+Damage|Va[a-z]{3,7}\s+Pla[a-z]*)(?![a-z])",
    re.IGNORECASE,
)
_RUNNING_ON = re.compile(r"\s+[a-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}")  # "Detonium bolts in the fleet...": a sentence, not a legend
# A rules line after a weapon name: a dash, then two words ("- May move..."; not "- r-r: Phasers").
_RULES_AFTER = re.compile(r"(?:^|(?<=\s))-\s+[A-Za-z\"“(][\w'’]*\s+[A-Za-z]{2,}")
_VARIPLAZ = re.compile(r"\(([^()]*)\)[^()]*?Var\w*\s+Pla")


def _symbol_token(token: str) -> bool:
    """Whether a token before a weapon name reads as the legend's symbols ("MM:", "@", "(*-%%#):",
    "+h:", "Mili:"), not a word of the text: a short token ending in the legend's colon, a run of
    M/W/X (the heavy-weapon symbol as read), or symbols with no word of four letters in them."""
    bare = token.strip()
    if not bare or len(bare) > 20 or bare in ("-", "–", "—"):
        return False  # a dash opens a rules line
    if bare[-1] in ":;":
        return True
    if re.fullmatch(r"[MWXmwx]{1,12}", bare):
        return True
    if re.fullmatch(r"[A-Z]{2,6}", bare) and sum(ch in "MW" for ch in bare) >= len(bare) - 1:
        return True  # heavy-weapon symbols read with one stray capital ("MMB Sabots", "MEM")
    return not re.search(r"[A-Za-z]{4}", bare) and bool(re.search(r"[^A-Za-z0-9]", bare))


# The heavy-weapon symbols (◼) of a legend as the scans read them: a short run of M/W and the
# letters they are misread as, ending in the legend's colon ("MMMM:", "‘MEER:", "Mi:", "SMM:").
_HEAVY_READ = re.compile(r"(?<![\w@#%*])[‘“'\"]?(?=[A-Za-z]*[MW])[MWHNEBSRIilm]{1,6}\s*[:;](?=\s+\S)")
_AFTER_SENTENCE = re.compile(r"(?:^|[.!?)\"”’:;\-–—]|\d)\s*$")
# A phaser entry of the legend read before the heavy symbols ("theese Phasers MBM: ..."): its
# symbols (one token) and name, after the end of a sentence.
_PHASERS_BEFORE = re.compile(r"(?<=[.!?)\"”’])\s+(?:\S+\s+)?Phasers?\s*$")
LEGEND_TAIL = 80  # characters: a legend is a line or two of symbols and names, no more


def legend_start(text: str, heavy: bool = False) -> int | None:
    """Where the machine-read weapon legend at the foot of a text begins, or None.

    The legend is the first weapon name printed after legend symbols ("MM: Sabots") with no rules
    line ("- ...") after it; the cut goes back over the symbol tokens before the name (at most
    two, or to the opening bracket of a variplaz's "(X-XXX)") and stops at a word of the text.
    Conservative: a weapon named in the rules is not cut.

    With `heavy` (the stats give the card heavy weapons) the legend may also begin at its heavy
    symbols as read, when the name after them did not read as a known weapon ("MMMM: Meutronium
    Torsedccs", "MSMR: Bi-Tritiuvm Boomerangs"): after the end of a sentence, with no rules line
    and no running text after them, at most LEGEND_TAIL characters from the end.
    """
    if not text:
        return None
    named = _named_legend_start(text)
    if heavy:
        read = _heavy_symbols_start(text)
        if read is not None and (named is None or read < named):
            return read
    return named


def _heavy_symbols_start(text: str) -> int | None:
    for m in _HEAVY_READ.finditer(text):
        tail = text[m.end():]
        if len(tail) > LEGEND_TAIL or _RULES_AFTER.search(tail) or _RUNNING_ON.search(tail):
            continue
        head = text[: m.start()]
        before = _PHASERS_BEFORE.search(head)
        if before is not None:
            return before.start() + len(before.group()) - len(before.group().lstrip())
        if not _AFTER_SENTENCE.search(head):
            continue  # inside running text ("the capsule's MR: ...")
        return m.start()
    return None


def read_weapon_names(legend: str) -> list[str]:
    """The heavy weapons a legend cut at its heavy symbols names, where the name did not read as
    a known one: the nearest known name when it is close ("Meutronium Torsedccs" -> Neutronium
    Torpedo, difflib), else the name as printed when it reads as one (capitalised words with
    vowels: "Automatic Pitchers" -> Automatic Pitcher), else nothing."""
    names: list[str] = []
    for m in _HEAVY_READ.finditer(legend):
        words = []
        for word in legend[m.end():].split():
            clean = word.strip("’'\".,;:")
            if not re.fullmatch(r"[A-Za-zé][A-Za-zé\-]*", clean) or (len(clean) > 1 and clean.isupper()):
                break  # symbols, or the next weapon's symbols as read ("MMM.")
            words.append(clean)
            if word.endswith((":", ";")):
                break
        if not words:
            continue
        # The name, or the name and the junk read after it: the longest run of words that is close.
        close = next((found for k in range(len(words), 0, -1)
                      for found in difflib.get_close_matches(" ".join(words[:k]).lower(), _CANON_FORMS, n=1, cutoff=0.75)), None)
        if close:
            name = _CANON_FORMS[close]
        elif all(w[0].isupper() and re.search(r"[aeiouyAEIOUYé]", w) for w in words):
            name = " ".join(words[:-1] + [words[-1][:-1] if words[-1].endswith("s") and not words[-1].endswith("ss") else words[-1]])
        else:
            continue
        if name not in names:
            names.append(name)
    return names


def _named_legend_start(text: str) -> int | None:
    for m in _ANY_WEAPON.finditer(text):
        if not text[m.start()].isupper() or _RULES_AFTER.search(text, m.end()) or _RUNNING_ON.match(text, m.end()):
            continue  # a weapon named in running text, or rules follow: not the legend
        start = m.start()
        tokens = 0
        while tokens < 2:
            head = text[:start].rstrip()
            if not head:
                break
            cut = max(head.rfind(" "), head.rfind("\n")) + 1
            token = head[cut:]
            if not _symbol_token(token):
                break
            start = cut
            tokens += 1
        if tokens == 0:
            continue
        opening = text.rfind("(", max(0, start - 24), start)
        if opening >= 0 and ")" in text[start : m.start()] and ")" not in text[opening:start]:
            start = opening  # "(4% -%* 4 4 4%): Variable Plasma": the bracket opens the legend
        return start
    return None


def weapons_line(attributes: Mapping[str, Any], names: list[str], text: str = "") -> str:
    """The weapons line drawn from the stats: heavy weapons with their names, phasers, card damage,
    each as its printed symbol, one to a line ("◼◼: Sabot", "✜✜✜: Phasers"). `text` is the machine-read text, read
    only for the phaser-kind name (Physical Damage, Subspace Whip...) and a variplaz's energy.
    Empty for a card with no weapons."""
    heavy = int(attributes.get("heavy_weapons") or 0)
    phasers = int(attributes.get("phasers") or 0)
    damage = int(attributes.get("card_damage") or 0)
    parts = []
    if damage and "Distortion Cannon" in names:
        # Mechad distortion cannons are the card-damage symbols (Primary rules, "MECHAD HOLDFAST").
        names = [n for n in names if n != "Distortion Cannon"]
        damage_label = "Distortion Cannon"
    else:
        damage_label = "Card Damage"
    if heavy:
        name = " / ".join(names) if names else "Heavy Weapon"
        energy = ""
        variplaz = _VARIPLAZ.search(text or "")
        if variplaz and "Variable Plasma" in names:
            # The most energy a variplaz takes (Primary rules, "Corporate Aggressors"), read as
            # the engine reads it: the symbols after the dash, 1 to 5, else 2.
            inside = variplaz.group(1)
            after = inside.split("-", 1)[1] if "-" in inside else inside
            found = len(re.findall(r"[^\s\-]", after))
            count = max(1, min(found, 5)) if found else 2
            energy = f" ({ENERGY_SYMBOL}-{ENERGY_SYMBOL * count})"
        parts.append(f"{HEAVY_SYMBOL * heavy}{energy}: {name}")
    if phasers:
        kinds = [canonical_phaser(n) for _, kind, n in weapon_legend(text) if kind == "phaser"]
        label = next((k for k in kinds if k != "Phaser"), "Phaser")
        if re.search(r"Physical\s+Damage", text or "", re.IGNORECASE) and label == "Phaser":
            label = "Physical Damage"
        parts.append(f"{PHASER_SYMBOL * phasers}: {label}{'s' if phasers > 1 and label.endswith('Phaser') else ''}")
    if damage:
        parts.append(f"{CARD_DAMAGE_SYMBOL * damage}: {damage_label}")
    return "\n".join(parts)  # one weapon to a line, as the card's legend prints them


def canonical_phaser(name: str) -> str:
    key = re.sub(r"\s+", " ", name.strip()).lower()
    for known in PHASER_NAMES:
        if key in (known.lower(), known.lower() + "s", known.lower() + "es"):
            return known
    return name.strip()


def has_weapons(card: Mapping[str, Any]) -> bool:
    attributes = card.get("attributes") or {}
    return any(attributes.get(k) for k in ("heavy_weapons", "phasers", "card_damage"))


def clean_weapons(card: dict[str, Any], default_names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """Cut the machine-read weapon legend from a card's text (and its printings'), keep the text as
    read in "text_machine_read" (provenance), and end the text with the weapons line rendered from
    the stats (in place; returns the card). `default_names` maps an empire to its heavy weapon's
    name, for a card whose legend did not read (every Corporate ship's is the Variable Plasma)."""
    text = card.get("text") or ""
    if not text:
        return card
    attributes = card.setdefault("attributes", {})
    types = {card.get("type"), attributes.get("alt_type")}
    if not (types & {"S", "B", "D"} or has_weapons(card) or weapon_legend(text)):
        return card
    heavy = bool(attributes.get("heavy_weapons"))
    start = legend_start(text, heavy)
    names = list(attributes.get("weapon_names") or ())
    if not names and attributes.get("heavy_weapons"):
        names = weapon_names(text)  # a fighter's or an equipment's legend (clean_card reads ships')
        if names:
            attributes["weapon_names"] = names
    if not names and attributes.get("heavy_weapons") and default_names and attributes.get("main_empire") in default_names:
        names = [default_names[attributes["main_empire"]]]
        attributes["weapon_names"] = names
    if not names and heavy and start is not None:
        names = read_weapon_names(text[start:])  # a legend whose name did not read as a known weapon
        if names:
            attributes["weapon_names"] = names
    line = weapons_line(attributes, names, text)
    if start is None and not line:
        return card
    body = text[:start].rstrip(" \n;:,—-") if start is not None else text.rstrip()
    card["text_machine_read"] = text
    card["text"] = f"{body}\n{line}".strip() if line else body
    for printing in card.get("printings") or ():
        ptext = printing.get("text") or ""
        cut = legend_start(ptext, heavy)
        if cut is not None:
            printing["text"] = ptext[:cut].rstrip(" \n;:,—-")
    if card.get("flavour_text"):  # split again: the flavour stays, the rules end in the new line
        again = split_flavour(card["text"])
        if again:
            card["flavour_text"], card["rules_text"] = again
        else:
            card.pop("flavour_text", None)
            card.pop("rules_text", None)
    return card


def empire_weapon_names(cards: list[Mapping[str, Any]], share: float = 0.8) -> dict[str, str]:
    """Each empire's heavy weapon, where the legends read agree on one name for at least `share`
    of its armed cards with a name (and at least five of them)."""
    counts: dict[str, dict[str, int]] = {}
    for card in cards:
        attributes = card.get("attributes") or {}
        names = attributes.get("weapon_names") or ()
        empire = attributes.get("main_empire")
        if empire and len(names) == 1 and attributes.get("heavy_weapons"):
            counts.setdefault(empire, {})
            counts[empire][names[0]] = counts[empire].get(names[0], 0) + 1
    found = {}
    for empire, by_name in counts.items():
        name, n = max(by_name.items(), key=lambda item: item[1])
        total = sum(by_name.values())
        if total >= 5 and n / total >= share:
            found[empire] = name
    return found
