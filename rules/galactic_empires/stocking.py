"""Galactic Empires deck stocking: one pure function per deck format, every broken rule reported.

Sources (cited rule by rule below):
- Primary rules: ../shared/rules/galactic-empires.txt, "GAME STRUCTURES": "Deck Construction",
  "Number of Cards" #1-#5, "Exactly Identical", "Using Minor Empire Ships", "The Reserve Fleet",
  "Tournament Rules", "The 200 Point Challenge", "Free-For-All", and "The Basic Game".
- Universe rules: galactic-empires-v21/GErulesv21.txt, "Deck Construction" ("Number of Cards and
  Type", "Strength Levels", "Using Major/Minor Empire Cards"), "Reserve Fleet Restrictions",
  "Allied Class Rules", "Conjectural/Prototype Class", "Technology Slot Rules", with the
  Galactic Fire #3 tournament changes (GEtournament.txt); GEfaq.txt "Exceptions", "Generic Ships".

A format is `check(deck, options) -> Report`. Per-card facts (identity, types, empire, class...)
are computed once per card dict and cached, so a check is a few passes over the deck's lines.
"""
from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core import DeckCard, Format, Report, Violation
from .cards import EMPIRE_NAMES, INDIRIGAN_TRIBES, MAJOR_EMPIRE_NAMES, MINOR_EMPIRES, normalise_title

RULES = (
    "deck-size",
    "card-types",
    "strength-ladder",
    "copy-limit",
    "strength-10",
    "major-empire",
    "minor-empire",
    "reserve-fleet",
    "unknown-card",
    "point-total",
    "tech-slots",
    "pool",
    "other-empire",
)
MIN_PLAYERS = 2
MAX_PLAYERS = 12
MAX_CANDIDATES = 4  # main empires tried when none is declared

# Primary rules, "Number of Cards" #2: "There are 11 different card types". Later sets added
# P, F, I, G, K, Z, N, Q; the v2.1 rulebook counts them as types like the others, and so do we
# (a Primary-rules deck using them gets a warning, not a violation).
PRIMARY_TYPES = frozenset("TSDBECAMHOL")

# GErulesv21.txt, "Allied Empires": each Allied empire and the major empire it is allied with.
ALLIES: dict[str, str] = {
    "Drone": "Mechad",
    "Erodi": "Tufor",
    "Pakta'don": "P.O.T.",
    "Paraloid": "Clydon",
    "Shon-ti": "Zedan",
    "Tarra'ki": "Argonian",
    "Trochilidae": "Leopan",
}
INDIRIGAN = "Indirigan"
SPACE_DRAGON = "Space Dragon"
MINOR_EMPIRE_NAMES = frozenset(MINOR_EMPIRES.values()) | frozenset(INDIRIGAN_TRIBES.values()) | {INDIRIGAN}

# GEerrata.txt: "R/E2 Transporter - Nuclear Mine (PE/nc) <misprint> ... is considered an exactly
# identical card to the E2 Nuclear Mine and is not reactionary."
IDENTITY_ALIASES: dict[str, str] = {"E2|transporter nuclear mine": "E2|nuclear mine"}


# --------------------------------------------------------------------------------------------
# Empire names: the declared main empire and the "empire's name in the card's title" test
# --------------------------------------------------------------------------------------------


def _key(text: str) -> str:
    return normalise_title(text).replace(" ", "")


_EMPIRE_LOOKUP: dict[str, str] = {}
for _code, _name in EMPIRE_NAMES.items():
    _EMPIRE_LOOKUP[_key(_code)] = _name
    _EMPIRE_LOOKUP[_key(_name)] = _name
_EMPIRE_LOOKUP.update(
    {
        "ccn": "Comedy Club",
        "comedyclubnetwork": "Comedy Club",
        "dragon": SPACE_DRAGON,
        "dragons": SPACE_DRAGON,
        "dragonempire": SPACE_DRAGON,
        "indirigan": INDIRIGAN,
        "indirigans": INDIRIGAN,
        "indiriganomads": INDIRIGAN,
        "indirigannomads": INDIRIGAN,
        "indirigannomadtribes": INDIRIGAN,
        "corporateaggressors": "Corporate",
        "bolaarpirates": "Bolaar",
        "vektreanmercenaries": "Vektrean",
        "nobles": "Noble",
        "timeknights": "Time Knight",
        "pot": "P.O.T.",
    }
)
NO_EMPIRE = frozenset({"", "none", "generic", "noempire"})


def empire_name(text: str | None) -> str | None:
    """The canonical empire name for a declared empire ("argonian", "POT", "Dragons"...).

    None for "none"/"generic" (a deck of generic ships represents no empire: GEtournament.txt,
    "Empire"). Raises ValueError for a name that is no empire.
    """
    if text is None:
        return None
    key = _key(text)
    if key in NO_EMPIRE:
        return None
    if key not in _EMPIRE_LOOKUP:
        raise ValueError(f"{text!r} is not a Galactic Empires empire")
    return _EMPIRE_LOOKUP[key]


def _title_phrases() -> list[tuple[tuple[str, ...], str]]:
    phrases = {}
    for name in set(EMPIRE_NAMES.values()) | {INDIRIGAN}:
        words = tuple(normalise_title(name).split())
        if words:
            phrases[words] = name
    phrases[("comedy", "club", "network")] = "Comedy Club"
    # Longest first, so "Corporate Pirate" wins over "Corporate".
    return sorted(phrases.items(), key=lambda item: -len(item[0]))


_TITLE_PHRASES = _title_phrases()


def _title_empire(title: str, card_type: str) -> str | None:
    """GErulesv21.txt, "Using Major Empire Cards": "Empire cards are defined as cards with an
    empire's name in the card's title". A major empire's name counts anywhere in the title
    ("Shameless Argonian Sunbathing Nude"); a minor empire's name only where it starts the title
    or one of its halves ("Noble Fighter", "Planet - Council of Six Homeworld"), because several
    are ordinary words ("Tax Collector", "Mining Drone"). "Space Dragon" on an M card is not the
    Dragon Empire (Primary rules, "The Space Dragon Empire": M dragons are not part of it).
    """
    halves = [normalise_title(part).split() for part in title.split(" - ")]
    found_minor = None
    for words in halves:
        for phrase, name in _TITLE_PHRASES:
            size = len(phrase)
            for start in range(len(words) - size + 1):
                if tuple(words[start : start + size]) != phrase:
                    continue
                if name in MAJOR_EMPIRE_NAMES:
                    return name
                if start == 0 and found_minor is None and not (name == SPACE_DRAGON and card_type == "M"):
                    found_minor = name
    return found_minor


# --------------------------------------------------------------------------------------------
# Per-card facts (computed once per card dict)
# --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class CardFacts:
    identity: str
    label: str  # "S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser"
    types: tuple[str, ...]  # the type letter, then the second letter of a dual-type card
    strength: int
    stockable: bool
    empire: str | None  # the card's own empire (colour texture / main empire column, else title)
    empire_class: str  # major | minor | generic | none
    memberships: frozenset[str]  # every empire whose deck counts it as a main-empire card
    ship: bool  # S or D: a "ship card" for the Primary minor-empire formula
    indirigan: bool
    ally: str | None  # the major empire an Allied card is allied with
    tech_cost: float  # Conjectural 1, Prototype 1/2 (GErulesv21.txt, "Technology Slot Rules")
    one_per_deck: bool  # Conjectural / Prototype class: 1 of each per deck
    reserve_word: bool  # "reserve" in the title (GErulesv21.txt, "Reserve Fleet Restrictions")
    unknown: bool = False
    printed_type: str = ""  # the card's own first type letter, where stocking counts another
    restriction: str | None = None  # whose deck the card says it may only go in (deck_restriction)


_FACTS: dict[int, tuple[Mapping[str, Any], CardFacts]] = {}
_FACTS_LIMIT = 50_000


def card_facts(card: Mapping[str, Any]) -> CardFacts:
    """The stocking facts of a card, cached by object (the cache holds the dict, so ids stay valid)."""
    hit = _FACTS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    facts = _compute_facts(card)
    if len(_FACTS) >= _FACTS_LIMIT:
        _FACTS.clear()
    _FACTS[id(card)] = (card, facts)
    return facts


def _compute_facts(card: Mapping[str, Any]) -> CardFacts:
    attributes = card.get("attributes") or {}
    title = str(card.get("title") or "")
    code = str(attributes.get("code") or f"{card.get('type') or ''}{card.get('strength') or ''}")
    label = f"{code} {title}".strip()
    if card.get("unknown") or not card.get("type"):
        return CardFacts(
            identity=f"?|{title}", label=str(card.get("line") or title), types=(), strength=0, stockable=False,
            empire=None, empire_class="none", memberships=frozenset(), ship=False, indirigan=False, ally=None,
            tech_cost=0.0, one_per_deck=False, reserve_word=False, unknown=True,
        )
    card_type = str(card["type"])
    alt_type = attributes.get("alt_type")
    types = (card_type, alt_type) if alt_type and alt_type != card_type else (card_type,)
    strength = card.get("strength") or 0
    normalised = normalise_title(title)
    identity = str(card.get("identity") or f"{'/'.join(types)}{strength}|{normalised}")
    identity = IDENTITY_ALIASES.get(identity, identity)
    if len(types) > 1:
        # A dual-type card is the same card whichever letter the master list put first (it files
        # some printings of T/H2 Plasma Field as H/T2): the type is the pair of letters.
        identity = f"{'/'.join(sorted(types))}{strength}|{normalised}"
    if normalised.startswith("vektrean asteroid"):
        # GErulesv21.txt, "Strength Levels": "Vektrean asteroid bases are considered exactly
        # identical whether they have a 'T' or 'T/B'" (the master list also prints B/T).
        identity = f"VA{strength}|{normalised}"
        if "B" in types:
            # GEerrata.txt, "T/B Vektrean Asteroid Terrain": "played and damaged as a terrain. It
            # is a base card for all other purposes": a base for stocking, not the player's choice.
            types = ("B",)
    empire = attributes.get("main_empire")
    empire_class = attributes.get("empire_class") or "none"
    if not empire and empire_class in ("none", "major", "minor"):
        titled = _title_empire(title, card_type)
        if titled:
            empire = titled
            empire_class = "major" if titled in MAJOR_EMPIRE_NAMES else "minor"
    tribe = attributes.get("indirigan_tribe")
    indirigan = bool(tribe) or empire == INDIRIGAN or empire in INDIRIGAN_TRIBES.values()
    memberships = set()
    if empire:
        memberships.add(empire)
        # A card may belong to several empires (an Orgon dragon terrain, a Collector dragon):
        # in a deck whose main empire is one of them it is a main-empire card (data README).
        if empire_class in ("major", "minor"):
            memberships.update(attributes.get("empires") or ())
    if indirigan:
        memberships.add(INDIRIGAN)
        if tribe:
            memberships.add(tribe)
    tags = set(attributes.get("tags") or ()) | set(attributes.get("properties") or ())
    conjectural = "Conjectural" in tags
    prototype = "Prototype" in tags
    return CardFacts(
        identity=identity,
        label=label,
        types=types,
        strength=int(strength),
        stockable=bool(attributes.get("stockable", True)),
        empire=empire,
        empire_class=empire_class,
        memberships=frozenset(memberships),
        ship=bool({"S", "D"} & set(types)),
        indirigan=indirigan,
        ally=ALLIES.get(empire) if empire else None,
        restriction=deck_restriction(card),
        tech_cost=1.0 if conjectural else 0.5 if prototype else 0.0,
        one_per_deck=conjectural or prototype,
        reserve_word=bool(re.search(r"\breserves?\b", title.lower())),
        printed_type=card_type if types[0] != card_type else "",
    )


# --------------------------------------------------------------------------------------------
# The deck as the rules see it: one line per exactly-identical card
# --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class Line:
    facts: CardFacts
    total: int = 0  # deck + reserve fleet (the reserve is drawn from the deck)
    reserve: int = 0


@dataclass(slots=True)
class Tally:
    lines: list[Line]
    unknown: list[tuple[Mapping[str, Any], int]]
    skipped: list[str]  # Sector HQs and rules cards: never stocked
    size: int
    reserve: int
    total_strength: int
    reserve_zone: bool
    # Figures every format needs, gathered in one pass over the distinct cards:
    fixed: dict[str, dict[int, int]] = field(default_factory=dict)  # type -> strength -> copies (single-type cards)
    duals: list[Line] = field(default_factory=list)  # dual-type cards, placed by _types
    count10: int = 0
    labels10: list[str] = field(default_factory=list)
    tech_used: float = 0.0
    reserve_lines: list[Line] = field(default_factory=list)
    plain_support: dict[str, int] = field(default_factory=dict)  # minor-empire support from cards of no empire
    empire_lines: list[Line] = field(default_factory=list)  # every other card (empire, generic, dual)
    ship_lines: list[Line] = field(default_factory=list)


def tally(deck: Iterable[DeckCard]) -> Tally:
    by_identity: dict[str, Line] = {}
    unknown: list[tuple[Mapping[str, Any], int]] = []
    skipped: list[str] = []
    size = reserve = total_strength = 0
    reserve_zone = False
    for entry in deck:
        zone = entry.zone
        if zone not in ("deck", "reserve"):
            continue  # reference cards (Sector HQ, point symbols) travel with a deck file
        count = entry.count
        if count <= 0:
            continue
        card = entry.card
        hit = _FACTS.get(id(card))
        facts = hit[1] if hit is not None and hit[0] is card else card_facts(card)
        if facts.unknown:
            unknown.append((entry.card, count))
            continue
        if not facts.stockable:
            skipped.append(facts.label)
            continue
        line = by_identity.get(facts.identity)
        if line is None:
            line = by_identity[facts.identity] = Line(facts)
        line.total += count
        size += count
        total_strength += count * facts.strength
        if zone == "reserve":
            reserve_zone = True
            line.reserve += count
            reserve += count
    lines = list(by_identity.values())
    result = Tally(lines, unknown, skipped, size, reserve, total_strength, reserve_zone)
    fixed: dict[str, dict[int, int]] = {}
    duals: list[Line] = []
    labels10: list[str] = []
    reserve_lines: list[Line] = []
    plain: dict[str, int] = {}
    empire_lines: list[Line] = []
    ship_lines: list[Line] = []
    count10 = 0
    tech_used = 0.0
    for line in lines:
        facts = line.facts
        total = line.total
        types = facts.types
        if len(types) == 1:
            card_type = types[0]
            by_strength = fixed.get(card_type)
            if by_strength is None:
                by_strength = fixed[card_type] = {}
            by_strength[facts.strength] = by_strength.get(facts.strength, 0) + total
            if facts.empire_class == "none":
                bucket = "S" if card_type == "D" else card_type
                plain[bucket] = plain.get(bucket, 0) + total
            else:
                empire_lines.append(line)
        else:
            duals.append(line)
            empire_lines.append(line)
        if facts.ship:
            ship_lines.append(line)
        if facts.strength >= 10:
            count10 += total
            labels10.append(facts.label)
        if facts.tech_cost:
            tech_used += total * facts.tech_cost
        if line.reserve:
            reserve_lines.append(line)
    result.fixed, result.duals, result.count10, result.labels10 = fixed, duals, count10, labels10
    result.tech_used, result.reserve_lines, result.plain_support = tech_used, reserve_lines, plain
    result.empire_lines, result.ship_lines = empire_lines, ship_lines
    return result


# --------------------------------------------------------------------------------------------
# Card types and the strength ladder (with dual-type cards placed where the deck needs them)
# --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class TypeResult:
    counts: dict[str, int]
    ladders: dict[str, dict[str, Any]]
    types_full: int  # types with at least 5 cards
    exceptions: int
    placement: dict[str, dict[str, int]]  # dual-type card identity -> {type: copies}
    strengths: dict[str, dict[int, int]]
    placement_labels: dict[str, dict[str, int]]  # the same, by card name (for the report)


def _evaluate_types(strengths: dict[str, dict[int, int]]) -> tuple[dict[str, int], dict[str, dict[str, Any]], int, int]:
    counts: dict[str, int] = {}
    ladders: dict[str, dict[str, Any]] = {}
    full = exceptions = 0
    for card_type, by_strength in strengths.items():
        count = 0
        for n in by_strength.values():
            count += n
        if not count:
            continue
        counts[card_type] = count
        if count >= 5:
            full += 1
        top = max(by_strength)
        gap = 1
        while gap <= top and by_strength.get(gap):
            gap += 1
        missing = [s for s in range(gap, top) if not by_strength.get(s)] if gap < top else []
        # GErulesv21.txt, "Number of Cards and Type" #4 and GEfaq.txt "Exceptions": each card
        # past a gap is an exception; the gap itself is not.
        used = sum(n for s, n in by_strength.items() if s > gap) if gap < top else 0
        exceptions += used
        ladders[card_type] = {"highest": top, "missing": missing, "exceptions": used}
    return counts, ladders, full, exceptions


def _types(t: Tally, min_types: int, allowed_exceptions: int | None) -> TypeResult:
    """Per-type counts and ladders. Primary rules #2 and v2.1 "Number of Cards and Type": a
    reaction card is the type of its other letter (the data's `type` already is), and a dual-type
    card counts as either type, whichever the deck needs: we try the placements of its copies and
    keep the one breaking the fewest rules (exhaustively when few, else by improving steps)."""
    fixed = t.fixed
    duals = t.duals

    def build(choice: Sequence[int]) -> dict[str, dict[int, int]]:
        strengths = {card_type: dict(counts) for card_type, counts in fixed.items()}
        for line, first in zip(duals, choice):
            a, b = line.facts.types[0], line.facts.types[1]
            for card_type, n in ((a, first), (b, line.total - first)):
                if n:
                    by_strength = strengths.setdefault(card_type, {})
                    by_strength[line.facts.strength] = by_strength.get(line.facts.strength, 0) + n
        return strengths

    def evaluate(choice: Sequence[int]) -> tuple[tuple[int, ...], tuple[Any, ...]]:
        strengths = build(choice) if duals else fixed
        counts, ladders, full, exceptions = _evaluate_types(strengths)
        short = max(0, min_types - full)
        over = 0 if allowed_exceptions is None else max(0, exceptions - allowed_exceptions)
        return (int(short > 0) + int(over > 0), short, over, exceptions), (strengths, counts, ladders, full, exceptions)

    choice: list[int] = [line.total for line in duals]
    best_score, best = evaluate(choice)
    if duals and best_score != (0, 0, 0, 0):  # nothing to gain when every rule already holds
        combinations = 1
        for line in duals:
            combinations *= line.total + 1
        if combinations <= 256:
            for trial in itertools.product(*(range(line.total, -1, -1) for line in duals)):
                trial_score, trial_result = evaluate(trial)
                if trial_score < best_score:
                    best_score, best, choice = trial_score, trial_result, list(trial)
        else:
            improved = True
            while improved:
                improved = False
                for index, line in enumerate(duals):
                    for n in range(line.total + 1):
                        trial = choice[:index] + [n] + choice[index + 1 :]
                        trial_score, trial_result = evaluate(trial)
                        if trial_score < best_score:
                            best_score, best, choice, improved = trial_score, trial_result, trial, True
    strengths, counts, ladders, full, exceptions = best
    placement = {
        line.facts.identity: {t: n for t, n in ((line.facts.types[0], first), (line.facts.types[1], line.total - first)) if n}
        for line, first in zip(duals, choice)
    }
    labels = {line.facts.label: placement[line.facts.identity] for line in duals}
    for line in t.lines:
        # A card stocking counts as another type than its first letter (a Vektrean asteroid
        # base, T/B, counts as a base): named too, so the builder and analysis count it so.
        if line.facts.printed_type and len(line.facts.types) == 1:
            labels[line.facts.label] = {line.facts.types[0]: line.total}
    return TypeResult(counts, ladders, full, exceptions, placement, strengths, labels)


def _type_violations(result: TypeResult, min_types: int, per_type: int, allowed_exceptions: int | None, rulebook: str) -> list[Violation]:
    found: list[Violation] = []
    if result.types_full < min_types:
        short = sorted((t for t, n in result.counts.items() if n < per_type), key=lambda t: -result.counts[t])
        detail = ", ".join(f"{t} {result.counts[t]}" for t in short) or "no other types"
        found.append(
            Violation(
                "card-types",
                f"{result.types_full} card types have at least {per_type} cards; {min_types} are needed "
                f"(short: {detail}) ({rulebook})",
            )
        )
    if allowed_exceptions is not None and result.exceptions > allowed_exceptions:
        parts = []
        for card_type, ladder in sorted(result.ladders.items()):
            if ladder["exceptions"]:
                missing = ", ".join(f"{card_type}{s}" for s in ladder["missing"])
                parts.append(f"{card_type} up to {card_type}{ladder['highest']} lacks {missing} ({ladder['exceptions']} past the gap)")
        found.append(
            Violation(
                "strength-ladder",
                f"{result.exceptions} cards past a gap in the strength ladder; {allowed_exceptions} exceptions "
                f"allowed: {'; '.join(parts)} ({rulebook})",
                [t for t, ladder in sorted(result.ladders.items()) if ladder["exceptions"]],
            )
        )
    return found


# --------------------------------------------------------------------------------------------
# Shared checks
# --------------------------------------------------------------------------------------------


def _size_violation(size: int, low: int | None, high: int | None, rulebook: str) -> list[Violation]:
    if low is not None and size < low:
        bound = f"between {low} and {high}" if high else f"at least {low}"
        return [Violation("deck-size", f"{size} cards; the deck must have {bound} cards ({rulebook})")]
    if high is not None and size > high:
        return [Violation("deck-size", f"{size} cards; the deck must have between {low} and {high} cards ({rulebook})")]
    return []


def _limit_table(limits: Sequence[tuple[int, int, int]]) -> dict[int, tuple[int, str]]:
    """(lowest strength, highest strength, copies allowed) bands as strength -> (allowed, band)."""
    table = {}
    for low, high, allowed in limits:
        band = f"{low}" if low == high else f"{low} or more" if high >= 99 else f"{low}-{high}"
        for strength in range(low, min(high, 30) + 1):
            table[strength] = (allowed, band)
    return table


def _copy_violations(lines: Sequence[Line], table: Mapping[int, tuple[int, str]], rulebook: str, one_per_deck: bool = False) -> list[Violation]:
    found: list[Violation] = []
    for line in lines:
        facts = line.facts
        if one_per_deck and facts.one_per_deck and line.total > 1:
            found.append(
                Violation(
                    "copy-limit",
                    f"{line.total} copies of {facts.label}; Conjectural and Prototype class cards are limited "
                    f"to 1 of each per deck (GErulesv21.txt, \"Conjectural/Prototype Class\")",
                    [facts.label],
                )
            )
            continue
        limit = table.get(facts.strength)
        if limit is not None and line.total > limit[0]:
            found.append(
                Violation(
                    "copy-limit",
                    f"{line.total} copies of {facts.label}; at most {limit[0]} of strength {limit[1]} ({rulebook})",
                    [facts.label],
                )
            )
    return found


def _unknown_violations(unknown: Sequence[tuple[Mapping[str, Any], int]]) -> list[Violation]:
    found = []
    for card, count in unknown:
        text = str(card.get("line") or card.get("title") or "?")
        suggestions = list(card.get("suggestions") or ())
        hint = f"; did you mean {' or '.join(suggestions[:3])}?" if suggestions else ""
        found.append(Violation("unknown-card", f"{count} x {text!r}: no such card{hint}", [text]))
    return found


def _strength_10(t: Tally) -> tuple[int, list[str]]:
    return t.count10, t.labels10


def _base_stats(t: Tally, types: TypeResult | None) -> dict[str, Any]:
    stats: dict[str, Any] = {"size": t.size, "reserve": t.reserve, "total_strength": t.total_strength}
    if types is not None:
        stats["types"] = dict(sorted(types.counts.items()))
        stats["types_with_5"] = types.types_full
        stats["ladders"] = dict(sorted(types.ladders.items()))
        if types.placement_labels:
            stats["dual_types"] = types.placement_labels
    return stats


# --------------------------------------------------------------------------------------------
# The main empire
# --------------------------------------------------------------------------------------------


# GErulesv21 "PLASMA OCCUPIED TERRITORY (P.O.T.)": "Players may elect to represent the overall P.O.T.
# or one distinct element. When playing one distinct element only ship cards of that element and
# generic P.O.T. ships may be used." A deck of one element (its main empire the element's name) counts
# the P.O.T. cards as its own; a card "May only be used in a Tequan P.O.T. deck" goes in a Tequan deck
# (GEerrata "S9 P.O.T. Battlecruiser": that ship alone "may be used in any P.O.T. deck").
POT = "P.O.T."
POT_ELEMENTS = frozenset({"Tequan", "Peladine", "Centaurian"})


def _in_main(facts: CardFacts, main: str | None) -> bool:
    if main is None:
        return False
    return main in facts.memberships or (main in POT_ELEMENTS and POT in facts.memberships)


def _candidates(lines: Sequence[Line], ships_only: bool) -> list[str | None]:
    weight: dict[str, int] = {}
    for line in lines:
        facts = line.facts
        if facts.empire and facts.empire_class in ("major", "minor") and (facts.ship or not ships_only):
            name = INDIRIGAN if facts.indirigan else facts.empire
            weight[name] = weight.get(name, 0) + line.total
    if not weight and ships_only:
        return _candidates(lines, False)  # a deck without ships (psys...) still shows its empire
    if not weight:
        return [None]
    # The few best-represented empires are the plausible main ones (bounded work per check).
    return sorted(weight, key=lambda name: (-weight[name], name not in MAJOR_EMPIRE_NAMES, name))[:MAX_CANDIDATES]


def _pick_main(lines: Sequence[Line], options: Mapping[str, Any], ships_only: bool, judge) -> tuple[str | None, list[Violation], dict[str, Any], list[str]]:
    """The declared main empire, or the one under which the deck breaks the fewest rules."""
    warnings: list[str] = []
    if options.get("empire") not in (None, ""):
        main = empire_name(str(options["empire"]))
        violations, stats = judge(main)
        return main, violations, stats, warnings
    best = None
    for rank, main in enumerate(_candidates(lines, ships_only)):
        violations, stats = judge(main)
        key = (len(violations), sum(max(1, len(v.cards)) for v in violations), rank)
        if best is None or key < best[0]:
            best = (key, main, violations, stats)
        if not violations:
            break  # candidates come most-cards first: the first that breaks nothing wins
    assert best is not None
    _, main, violations, stats = best
    if main:
        warnings.append(f"No main empire declared: taken as {main}, the empire under which this deck breaks the fewest rules.")
    return main, violations, stats, warnings


def _players(options: Mapping[str, Any]) -> int:
    players = options.get("players", MIN_PLAYERS)
    if isinstance(players, bool) or not isinstance(players, int):
        try:
            players = int(str(players))
        except ValueError:
            raise ValueError(f"players: expected a whole number, got {players!r}") from None
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"players: {players} is not between {MIN_PLAYERS} and {MAX_PLAYERS}")
    return players


def _finish(report: Report, t: Tally) -> Report:
    report.violations = _unknown_violations(t.unknown) + report.violations
    if t.skipped:
        report.warnings.append(
            f"Not stocked (Sector HQ and rules cards are set aside, not counted): {', '.join(sorted(set(t.skipped)))}."
        )
    order = {rule: index for index, rule in enumerate(RULES)}
    report.violations.sort(key=lambda v: order.get(v.rule, len(order)))
    return report


# --------------------------------------------------------------------------------------------
# Primary Edition rules (galactic-empires.txt)
# --------------------------------------------------------------------------------------------

PRIMARY = "Primary rules"
PRIMARY_COPY_LIMITS = _limit_table(((10, 99, 1), (6, 9, 2), (4, 5, 4)))  # "Number of Cards" #5


def _primary_empires(lines: Sequence[Line], main: str | None, players: int) -> tuple[list[Violation], dict[str, Any]]:
    """"Announce Empire": ship cards of one major empire only (a minor empire may be the main one).
    "Using Minor Empire Ships": the smaller of (a) 2 per player and (b) 1 per 4 main-empire ships
    (rounded down), Indirigan ships counting 1/2; generic ships count for neither side."""
    foreign: list[str] = []
    minor: list[str] = []
    load = 0.0
    main_ships = 0
    for line in lines:
        facts = line.facts
        if not facts.ship:
            continue
        if _in_main(facts, main):
            main_ships += line.total
        elif facts.empire_class == "major":
            foreign.append(f"{line.total} x {facts.label}" if line.total > 1 else facts.label)
        elif facts.empire_class == "minor":
            load += line.total * (0.5 if facts.indirigan else 1.0)
            minor.append(facts.label)
    per_players = 2 * players
    per_main = main_ships // 4
    allowance = min(per_players, per_main)
    violations = []
    if foreign:
        whose = f"the main empire is {main}" if main else "the deck declares no empire"
        violations.append(
            Violation("major-empire", f"Ships of another major empire: {', '.join(foreign)}; {whose} (Primary rules, \"Announce Empire\")", foreign)
        )
    if load > allowance:
        bound = "2 per player" if per_players <= per_main else f"1 per 4 main-empire ships ({main_ships})"
        violations.append(
            Violation(
                "minor-empire",
                f"{_num(load)} minor empire ships (Indirigans count 1/2); at most {allowance} allowed: the smaller of "
                f"{per_players} ({players} players x 2) and {per_main} ({main_ships} {main or 'main-empire'} ships / 4), here {bound} "
                f"(Primary rules, \"Using Minor Empire Ships\")",
                minor,
            )
        )
    stats = {
        "minor_empire": {
            "load": load,
            "allowance": allowance,
            "per_players": per_players,
            "per_main_ships": per_main,
            "main_ships": main_ships,
        }
    }
    return violations, stats


def _num(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def _primary_reserve(t: Tally, players: int, report: Report) -> None:
    # "The Reserve Fleet": "Remove a number of cards from your deck equal to the number of players".
    if not t.reserve_zone:
        report.warnings.append(
            f"No reserve fleet listed: {players} cards of the deck are chosen as the reserve fleet at the start of a match."
        )
    elif t.reserve != players:
        report.violations.append(
            Violation(
                "reserve-fleet",
                f"Reserve fleet of {t.reserve} cards; it must be exactly {players} (one per player) (Primary rules, \"The Reserve Fleet\")",
            )
        )


def _primary_type_warning(types: TypeResult, report: Report) -> None:
    later = sorted(t for t in types.counts if t not in PRIMARY_TYPES)
    if later:
        report.warnings.append(
            f"Card types {', '.join(later)} postdate the Primary rulebook's 11 types; they are counted as types of their own."
        )


def _indirigan_tribes_warning(lines: Sequence[Line], report: Report) -> None:
    tribes = sorted({m for line in lines if line.facts.indirigan and line.facts.ship for m in line.facts.memberships if m in INDIRIGAN_TRIBES.values()})
    if len(tribes) > 1:
        report.warnings.append(
            f"Indirigan ships of several tribes ({', '.join(tribes)}); the Primary rules have all Indirigan ships in a deck form a single tribe."
        )


def check_primary_standard(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None, *, slug: str = "primary-standard", low: int = 50, high: int = 150, tournament: bool = False) -> Report:
    options = options or {}
    players = _players(options)
    t = tally(deck)
    report = Report(format=slug, players=players)
    rulebook = "Primary rules, \"Tournament Rules\" #1" if tournament else "Primary rules, \"Number of Cards\" #1"
    report.violations += _size_violation(t.size, low, high, rulebook)
    types = _types(t, 8, 3)
    report.violations += _type_violations(types, 8, 5, 3, "Primary rules, \"Number of Cards\" #2-#4")
    report.violations += _copy_violations(t.lines, PRIMARY_COPY_LIMITS, "Primary rules, \"Number of Cards\" #5")
    count10, labels10 = _strength_10(t)
    if tournament:
        if count10:
            report.violations.append(
                Violation("strength-10", f"{count10} cards of strength 10 or more: {', '.join(labels10)}; none is permitted (Primary rules, \"Tournament Rules\" #1)", labels10)
            )
    elif count10 > 4:
        report.violations.append(
            Violation("strength-10", f"{count10} cards of strength 10 or more; at most 4 in all (Primary rules, \"Number of Cards\" #5)", labels10)
        )
    ships = t.ship_lines or t.lines
    main, violations, empire_stats, warnings = _pick_main(ships, options, True, lambda m: _primary_empires(ships, m, players))
    report.main_empire = main
    report.violations += violations
    report.warnings += warnings
    _primary_reserve(t, players, report)
    _primary_type_warning(types, report)
    _indirigan_tribes_warning(t.lines, report)
    report.stats = _base_stats(t, types)
    report.stats.update(empire_stats)
    report.stats["exceptions"] = {"used": types.exceptions, "allowed": 3}
    report.stats["strength_10"] = {"count": count10, "allowed": 0 if tournament else 4}
    return _finish(report, t)


def check_primary_tournament(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """Primary rules, "Tournament Rules" #1: the Standard Game with 80-120 cards and no card of
    strength 10 or greater."""
    return check_primary_standard(deck, options, slug="primary-tournament", low=80, high=120, tournament=True)


def check_primary_200(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """Primary rules, "The 200 Point Challenge": 200 strength points of cards, no restriction on
    strengths or quantities, at least 8 card types with at least 1 card each; the other Standard
    Game rules (one major empire's ships, minor-empire ships, reserve fleet) still apply."""
    options = options or {}
    players = _players(options)
    t = tally(deck)
    report = Report(format="primary-200", players=players)
    rulebook = "Primary rules, \"The 200 Point Challenge\""
    if t.total_strength > 200:
        report.violations.append(Violation("point-total", f"{t.total_strength} strength points; at most 200 ({rulebook})"))
    types = _types(t, 8, None)
    present = len(types.counts)
    if present < 8:
        report.violations.append(
            Violation("card-types", f"{present} card types ({', '.join(sorted(types.counts)) or 'none'}); at least 8 must be represented ({rulebook})")
        )
    main, violations, empire_stats, warnings = _pick_main(t.lines, options, True, lambda m: _primary_empires(t.lines, m, players))
    report.main_empire = main
    report.violations += violations
    report.warnings += warnings
    _primary_reserve(t, players, report)
    if t.total_strength < 200 and not report.violations:
        report.warnings.append(f"{t.total_strength} strength points: {200 - t.total_strength} below the 200 the challenge allows.")
    _primary_type_warning(types, report)
    report.stats = _base_stats(t, types)
    report.stats.update(empire_stats)
    report.stats["point_total"] = {"total": t.total_strength, "allowed": 200}
    return _finish(report, t)


def check_primary_free_for_all(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """Primary rules, "Free-For-All": any number of cards of any type, strength or empire. Only
    the figures are reported (and unknown cards)."""
    options = options or {}
    players = _players(options)
    t = tally(deck)
    report = Report(format="primary-free-for-all", players=players)
    types = _types(t, 0, None)
    report.main_empire = empire_name(str(options["empire"])) if options.get("empire") else _candidates(t.lines, True)[0]
    if t.reserve_zone and t.reserve != players:
        report.warnings.append(f"Reserve fleet of {t.reserve} cards; the Standard Game's reserve fleet is {players} (one per player).")
    report.stats = _base_stats(t, types)
    count10, _ = _strength_10(t)
    report.stats["strength_10"] = {"count": count10, "allowed": None}
    return _finish(report, t)


def check_basic(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """Primary rules, "The Basic Game": one deck shared by every player, formed from any cards;
    at least 25 cards per player are recommended (a warning, not a rule)."""
    options = options or {}
    players = _players(options)
    t = tally(deck)
    report = Report(format="basic", players=players)
    if t.size < 25 * players:
        report.warnings.append(
            f"{t.size} cards for {players} players; at least {25 * players} (25 per player) are recommended (Primary rules, \"The Basic Game\")."
        )
    types = _types(t, 0, None)
    report.stats = _base_stats(t, types)
    report.stats["recommended_size"] = 25 * players
    return _finish(report, t)


# --------------------------------------------------------------------------------------------
# Universe Edition rules v2.1 with the Galactic Fire #3 tournament changes
# --------------------------------------------------------------------------------------------

UNIVERSE = "GErulesv21.txt"
UNIVERSE_COPY_LIMITS = _limit_table(((10, 99, 1), (8, 9, 2), (6, 7, 3), (4, 5, 4), (1, 3, 8)))


def _minor_bucket(card_type: str) -> str:
    # "'D' dragon cards are considered to be the same type as 'S' ship cards for the purpose of
    # using minor empire ships/dragons" (GErulesv21.txt, "Using Minor Empire Cards").
    return "S" if card_type == "D" else card_type


def _universe_empires(lines: Sequence[Line], main: str | None, placement: Mapping[str, Mapping[str, int]], base_support: Mapping[str, int]) -> tuple[list[Violation], dict[str, Any]]:
    """GErulesv21.txt, "Using Major Empire Cards": cards (not only ships) of one major empire.
    "Using Minor Empire Cards": 1 minor empire card per 4 non-minor cards of the same type; main
    empire cards need no support and support others; generic ships neither need nor give
    support; Indirigan cards count 1/2 (fractions kept); Allied cards stocked with their ally
    count 1/2 and support (GErulesv21.txt, "Allied Class Rules")."""
    foreign: list[str] = []
    load: dict[str, float] = {}
    support: dict[str, int] = dict(base_support)
    minor_cards: dict[str, list[str]] = {}
    for line in lines:
        facts = line.facts
        if len(facts.types) > 1 and facts.identity in placement:
            split = tuple(placement[facts.identity].items())
        else:
            split = ((facts.types[0], line.total),)
        klass = facts.empire_class
        if klass == "none" and len(split) == 1:  # the common case: a card of no empire supports
            bucket = _minor_bucket(split[0][0])
            support[bucket] = support.get(bucket, 0) + line.total
            continue
        is_main = main is not None and main in facts.memberships
        for card_type, n in split:
            bucket = _minor_bucket(card_type)
            if is_main:
                support[bucket] = support.get(bucket, 0) + n
            elif klass == "major":
                if card_type == split[0][0]:
                    foreign.append(f"{line.total} x {facts.label}" if line.total > 1 else facts.label)
            elif klass == "minor":
                allied = main is not None and facts.ally == main
                weight = 0.5 if (facts.indirigan or allied) else 1.0
                load[bucket] = load.get(bucket, 0.0) + n * weight
                minor_cards.setdefault(bucket, []).append(facts.label)
                if allied:
                    support[bucket] = support.get(bucket, 0) + n
            elif klass == "generic":
                continue  # "Generic ships stocked in a deck do not count for the purposes of this rule."
            else:
                support[bucket] = support.get(bucket, 0) + n
    violations: list[Violation] = []
    if foreign:
        whose = f"the main empire is {main}" if main else "the deck declares no empire"
        violations.append(
            Violation(
                "major-empire",
                f"Cards of another major empire: {', '.join(foreign)}; {whose} ({UNIVERSE}, \"Using Major Empire Cards\")",
                foreign,
            )
        )
    by_type = {}
    for bucket in sorted(set(load) | set(support)):
        allowance = support.get(bucket, 0) // 4
        bucket_load = load.get(bucket, 0.0)
        by_type[bucket] = {"load": bucket_load, "support": support.get(bucket, 0), "allowance": allowance}
        if bucket_load > allowance:
            what = "ships and dragons" if bucket == "S" else f"{bucket} cards"
            violations.append(
                Violation(
                    "minor-empire",
                    f"{_num(bucket_load)} minor empire {what} (Indirigan and Allied count 1/2); {support.get(bucket, 0)} supporting "
                    f"non-minor {what} allow {allowance} (1 per 4) ({UNIVERSE}, \"Using Minor Empire Cards\")",
                    minor_cards.get(bucket, []),
                )
            )
    return violations, {"minor_empire": {"by_type": by_type, "load": sum(load.values()), "allowance": sum(v["allowance"] for v in by_type.values())}}


def check_universe(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    options = options or {}
    players = _players(options)
    t = tally(deck)
    report = Report(format="universe", players=players)
    # "Number of Cards and Type": at least 40 cards (the tournament rules drop the maximum).
    report.violations += _size_violation(t.size, 40, None, f"{UNIVERSE}, \"Number of Cards and Type\"")
    # Galactic Fire #3: 1/2 exception per 25 cards, fractions dropped (150-199 cards: 3).
    allowed_exceptions = t.size // 50
    types = _types(t, 8, allowed_exceptions)
    report.violations += _type_violations(types, 8, 5, allowed_exceptions, f"{UNIVERSE}, \"Number of Cards and Type\"")
    report.violations += _copy_violations(t.lines, UNIVERSE_COPY_LIMITS, f"{UNIVERSE}, \"Strength Levels\"", one_per_deck=True)
    # "Strength Levels": one strength 10 card per 25 cards, each a different card.
    count10, labels10 = _strength_10(t)
    allowed10 = t.size // 25
    if count10 > allowed10:
        report.violations.append(
            Violation("strength-10", f"{count10} strength 10 cards; {allowed10} allowed in {t.size} cards (1 per 25) ({UNIVERSE}, \"Strength Levels\")", labels10)
        )
    main, violations, empire_stats, warnings = _pick_main(
        t.empire_lines, options, False, lambda m: _universe_empires(t.empire_lines, m, types.placement, t.plain_support)
    )
    report.main_empire = main
    report.violations += violations
    report.warnings += warnings
    # "Reserve Fleet": up to one card per player; "Reserve Fleet Restrictions": no card with
    # 'reserve' in the title, no card restricted to one copy per deck.
    if t.reserve > players:
        report.violations.append(
            Violation("reserve-fleet", f"Reserve fleet of {t.reserve} cards; at most {players} (one per player) ({UNIVERSE}, \"Creating the Reserve Fleet\")")
        )
    for line in t.reserve_lines:
        facts = line.facts
        if facts.reserve_word:
            report.violations.append(
                Violation("reserve-fleet", f"{facts.label} has 'reserve' in its title and may not start in the reserve fleet ({UNIVERSE}, \"Reserve Fleet Restrictions\")", [facts.label])
            )
        elif facts.strength >= 10 or facts.one_per_deck:
            why = "strength 10 cards" if facts.strength >= 10 else "Conjectural and Prototype class cards"
            report.violations.append(
                Violation("reserve-fleet", f"{facts.label} is restricted to one copy per deck ({why}) and may not start in the reserve fleet ({UNIVERSE}, \"Reserve Fleet Restrictions\")", [facts.label])
            )
    # "Technology Slot Rules": 1 slot per 25 cards plus unused exceptions; Prototype 1/2,
    # Conjectural 1.
    tech_used = t.tech_used
    tech_allowed = t.size // 25 + max(0, allowed_exceptions - types.exceptions)
    if tech_used > tech_allowed:
        users = [line.facts.label for line in t.lines if line.facts.tech_cost]
        report.violations.append(
            Violation(
                "tech-slots",
                f"{_num(tech_used)} technology slots used (Prototype 1/2, Conjectural 1); {tech_allowed} available "
                f"({t.size // 25} for {t.size} cards + unused exceptions) ({UNIVERSE}, \"Technology Slot Rules\")",
                users,
            )
        )
    report.stats = _base_stats(t, types)
    report.stats.update(empire_stats)
    report.stats["exceptions"] = {"used": types.exceptions, "allowed": allowed_exceptions}
    report.stats["strength_10"] = {"count": count10, "allowed": allowed10}
    report.stats["tech_slots"] = {"used": tech_used, "allowed": tech_allowed}
    report.stats["reserve_allowed"] = players
    return _finish(report, t)


# --------------------------------------------------------------------------------------------
# Sealed Deck (GEtournament.txt, "SEALED DECK TOURNAMENT RULES")
# --------------------------------------------------------------------------------------------

SEALED = "GEtournament.txt, \"SEALED DECK TOURNAMENT RULES\""
PSY_DECK_EMPIRES = frozenset({"Psycanti", "Visonic"})  # a "psy deck": a Psy Network empire's
# "May only be used in a Filarian deck." / "... in Tufor decks." / "... ina psy deck." (the
# machine-read card text runs words together): the card's own statement of whose deck it is for.
_ONLY_IN_DECK = re.compile(r"may\s+only\s+be\s+used\s*in\s*an?\s+([A-Za-z'.\-]+(?:\s+[A-Z][A-Za-z'.\-]+)?)\s+decks?\b", re.I)
_ONLY_IN_PLURAL = re.compile(r"may\s+only\s+be\s+used\s*in\s+([A-Za-z'.\-]+)\s+decks\b", re.I)
# "May not be used in a Mechad deck", "Cannot be used in a psy deck": a deck it may never go in.
_NOT_IN_DECK = re.compile(r"(?:may\s+not|cannot)\s+be\s+used\s*in\s*an?\s+([A-Za-z'.\-]+)\s+decks?\b", re.I)


def deck_restriction(card: Mapping[str, Any]) -> str | None:
    """Whose deck a card says it may only go in: an empire name, "psy", or None; or, for a card that
    says whose deck it may never go in, that name after "not:" ("not:Mechad", "not:psy")."""
    text = str(card.get("rules_text") or card.get("text") or "")
    found = _ONLY_IN_DECK.search(text) or _ONLY_IN_PLURAL.search(text)
    if not found:
        barred = _NOT_IN_DECK.search(text)
        name = _deck_name(barred.group(1).strip()) if barred else None
        return f"not:{name}" if name else None
    return _deck_name(found.group(1).strip())


def _deck_name(words: str) -> str | None:
    """The empire (or "psy") a deck restriction's words name."""
    if words.lower() == "psy":
        return "psy"
    for candidate in (words, words.split()[0]):
        try:
            name = empire_name(candidate)
        except ValueError:
            continue
        if name:
            return name
    return None


def _may_use(restriction: str | None, main: str | None) -> bool:
    if restriction is None:
        return True
    if restriction.startswith("not:"):
        return not _may_use(restriction[4:], main)
    if restriction == "psy":
        return main in PSY_DECK_EMPIRES
    return main == restriction


def _foreign(facts: CardFacts, main: str | None) -> bool:
    """A card of another major empire ("foreign or exclusive technology" when it is no ship)."""
    return facts.empire_class == "major" and not _in_main(facts, main)


def check_sealed(deck: Sequence[DeckCard], options: Mapping[str, Any] | None = None) -> Report:
    """GEtournament.txt, "SEALED DECK TOURNAMENT RULES". `options["pool"]` is the player's sealed
    pool (DeckCard lines, or {"card", "count"} mappings); `options["empire"]` the empire of the
    chosen starter (taken from the deck's ships when absent). "These are the only construction
    rules used for sealed deck tournaments ... There are no restrictions on the number of
    duplicates of exactly identical cards, limits for use of minor empire ships, time knights,
    strength 10 cards, etc." The reserve fleet still follows the general rules' "Reserve Fleet
    Restrictions" (a card with 'reserve' in its title does not start there; one card per player).
    """
    options = options or {}
    players = _players(options)
    t = tally(deck)
    report = Report(format="sealed", players=players)
    pool_lines = _pool_lines(options.get("pool"))
    # "Playing decks are then constructed using those cards ... Cards may not be traded."
    pool = tally(pool_lines or ())
    have = {line.facts.identity: line.total for line in pool.lines}
    over = []
    if pool_lines is None:
        report.warnings.append("No sealed pool given: the deck is not checked against a pool, nor for voids (the pool decides them).")
    for line in t.lines if pool_lines is not None else ():
        allowed = have.get(line.facts.identity, 0)
        if line.total > allowed:
            over.append((line.facts.label, line.total, allowed))
    if over:
        detail = "; ".join(f"{n} x {label} (the pool has {a})" if a else f"{n} x {label} (not in the pool)" for label, n, a in over)
        report.violations.append(
            Violation("pool", f"Cards beyond the sealed pool: {detail}; playing decks are constructed using the pool's cards only and cards may not be traded ({SEALED})", [label for label, _, _ in over])
        )
    ships = t.ship_lines or t.lines
    main = empire_name(str(options["empire"])) if options.get("empire") not in (None, "") else _candidates(ships, True)[0]
    report.main_empire = main
    # "Ships from major empires (excluding the player's main empire) must be removed from the
    # playing deck. Only ships from the selected empire or minor empires may be used."
    foreign_ships = [line for line in t.ship_lines if _foreign(line.facts, main)]
    if foreign_ships:
        names = [f"{line.total} x {line.facts.label}" if line.total > 1 else line.facts.label for line in foreign_ships]
        report.violations.append(
            Violation("major-empire", f"Ships of another major empire: {', '.join(names)}; only ships of {main or 'the selected empire'} or minor empires may be used ({SEALED})", names)
        )
    # "Cards that state they may only be placed into a deck of another empire must be removed."
    elsewhere = []
    for line in t.lines:
        restriction = line.facts.restriction  # read once per card (card_facts), not found per line
        if not _may_use(restriction, main):
            barred = restriction.startswith("not:")
            name = restriction[4:] if barred else restriction
            whose = "a psy deck" if name == "psy" else f"a {name} deck"
            elsewhere.append(f"{line.facts.label} ({'never' if barred else 'only'} in {whose})")
    if elsewhere:
        report.violations.append(
            Violation("other-empire", f"Cards that may only be placed into another empire's deck (or never into this one): {', '.join(elsewhere)} ({SEALED})", elsewhere)
        )
    # "There must be eight different card types in the deck and five cards in each of those
    # types. 'R' is never considered a card type." (a reaction card is its other letter's type)
    types = _types(t, 8, None)
    report.violations += _type_violations(types, 8, 5, None, SEALED)
    if pool_lines is not None:
        report.violations += _void_violations(types, t, pool, main)
    if t.reserve > players:
        report.violations.append(
            Violation("reserve-fleet", f"Reserve fleet of {t.reserve} cards; at most {players} (one per player) (GEtournament.txt, \"Reserve Fleet Restrictions\")")
        )
    for line in t.reserve_lines:
        if line.facts.reserve_word:
            report.violations.append(
                Violation("reserve-fleet", f"{line.facts.label} has 'reserve' in its title and may not start in the reserve fleet (GEtournament.txt, \"Reserve Fleet Restrictions\")", [line.facts.label])
            )
    report.stats = _base_stats(t, types)
    report.stats["pool"] = {"size": pool.size, "cards": len(pool.lines)}
    report.stats["hq_points"] = 15  # "Each player's Sector HQ (or Psy Network) will be 15 points"
    return _finish(report, t)


def sealed_deck(pool: Sequence[DeckCard], empire: str | None) -> list[DeckCard]:
    """The whole usable pool as a deck (what a bot plays, and a person's starting point): every
    stockable pool card but other major empires' cards (their ships must go; their technology
    may go, voids allowed) and cards only for another empire's deck. No void is created, since
    only cards the rules let go are left out."""
    main = empire_name(empire) if empire else None
    deck = []
    for entry in _pool_lines(pool) or ():
        facts = card_facts(entry.card)
        if facts.unknown or not facts.stockable or _foreign(facts, main) or not _may_use(facts.restriction, main):
            continue
        deck.append(DeckCard(entry.card, entry.count, "deck"))
    return deck


def _pool_lines(pool: Any) -> list[DeckCard] | None:
    if pool is None:
        return None
    lines = []
    for entry in pool:
        if isinstance(entry, DeckCard):
            lines.append(DeckCard(entry.card, entry.count, "deck"))
        elif isinstance(entry, Mapping) and isinstance(entry.get("card"), Mapping):
            lines.append(DeckCard(entry["card"], int(entry.get("count", 1)), "deck"))
        else:
            raise ValueError("pool: each entry is a card and a count")
    return lines


def _void_violations(types: TypeResult, t: Tally, pool: Tally, main: str | None) -> list[Violation]:
    """"A 'void' is a naturally occurring gap (no card of that particular strength found). Voids
    are allowed and do not prevent the use of higher strength cards for that card type. Any card
    may be removed from the playing deck as long as removal of that card does not create a void
    in the sequence of strengths for that card type. The sequence of strengths runs from 1 to the
    highest strength card used for that card type. Cards with two strengths should use the first."
    A strength the deck lacks below its highest card of the type is a void the deck created when
    the pool holds a card of that type and strength that the deck could use: not another major
    empire's ship or card ("foreign or exclusive technology ... may be removed ... and may create a
    void"), not a card for another empire's deck. A dual-type card counts for both its types."""
    usable: dict[str, dict[int, list[str]]] = {}
    for line in pool.lines:
        facts = line.facts
        if _foreign(facts, main) or not _may_use(facts.restriction, main):
            continue
        for card_type in facts.types:
            usable.setdefault(card_type, {}).setdefault(facts.strength, []).append(facts.label)
    present: dict[str, set[int]] = {}
    for line in t.lines:
        for card_type in line.facts.types:
            present.setdefault(card_type, set()).add(line.facts.strength)
    found = []
    for card_type in sorted(types.counts):
        strengths = present.get(card_type, set())
        top = max(strengths)
        for strength in range(1, top):
            if strength in strengths:
                continue
            fillers = usable.get(card_type, {}).get(strength)
            if fillers:
                found.append(f"{card_type}{strength} (the pool has {', '.join(sorted(set(fillers))[:3])})")
    if not found:
        return []
    return [
        Violation(
            "strength-ladder",
            f"Voids created by removing cards: {'; '.join(found)}; any card may be removed only as long as that does not "
            f"create a void in the sequence of strengths from 1 to the highest strength used for the type ({SEALED})",
            [entry.split(" ")[0] for entry in found],
        )
    ]


FORMATS: dict[str, Format] = {
    f.slug: f
    for f in (
        Format(
            "primary-standard",
            "Primary Edition: Standard",
            check_primary_standard,
            "1994 rulebook: 50-150 cards, 8 types x 5, strength ladder with 3 exceptions, one major empire's ships, "
            "minor-empire ships by formula, a reserve fleet of one card per player.",
        ),
        Format(
            "primary-tournament",
            "Primary Edition: Tournament",
            check_primary_tournament,
            "Standard rules with 80-120 cards and no card of strength 10 or more.",
        ),
        Format(
            "primary-200",
            "Primary Edition: 200 Point Challenge",
            check_primary_200,
            "At most 200 strength points of cards and at least 8 card types; no limit on strengths or copies.",
        ),
        Format(
            "primary-free-for-all",
            "Primary Edition: Free-For-All",
            check_primary_free_for_all,
            "No stocking limits: any cards, types, strengths and empires. Figures only.",
        ),
        Format("basic", "Basic Game (shared deck)", check_basic, "One shared deck of any cards; 25 cards per player recommended."),
        Format(
            "universe",
            "Universe Edition v2.1 (tournament)",
            check_universe,
            "At least 40 cards, 8 types x 5, 1/2 ladder exception and one strength 10 card per 25 cards, copy limits "
            "8/4/3/2, one major empire's cards, minor-empire support per type, technology slots, reserve fleet up to one "
            "card per player.",
        ),
        Format(
            "sealed",
            "Sealed Deck (tournament)",
            check_sealed,
            "Only the cards of your sealed pool; no other major empire's ships; 8 types x 5 ('R' is never a type); "
            "no void created in a type's strength sequence; no other limits. Sector HQ of 15.",
        ),
    )
}
