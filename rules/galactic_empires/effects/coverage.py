"""How much of a card (or a deck) the engine plays by its text: the coverage report behind
``manage.py effectcoverage``, the deck page, the match set-up warning and the table's markers.

Two views of one card:

- ``modelling(card)``: how the engine plays it (its playability): "mapped" (a card script the engine
  implements, of a card type the engine has rules for), "stats" (no rules text), "stats_only" (a
  ship, base, terrain, dragon or installation with rules text not yet scripted: played from its
  stats), "rule" (a Sector HQ or another never-stocked reference card, cards.NON_STOCKABLE_TYPES:
  never played, so never "unmodelled") and "unmodelled".
- ``coverage_detail(card)``: how honestly it is modelled (issue 24, "Honest coverage"), a class and
  its reason. A card is **fully** modelled only when its script says its whole text (no note
  admitting an unmodelled part: ``note partial = true``; a card type the engine has rules for)
  and a scenario test plays it and asserts its numbers (``SCENARIO_INDEX``, regenerated from the
  tests' scenario tables; a test holds the two together). Otherwise it is **partial** (scripted,
  with the note's simplification or with no scenario test), **stats** (no rules text: its printed
  stats say it all), **stats_only** or **unmodelled** (together "not modelled"), or **not_played**.

``coverage_class(card)`` is the coarse class the Game hooks hand to the site (deck page, set-up
page, the match table's markers): "modelled" (fully, or stats that say it all), "partial",
"stats_only", "declared_only" or "not_played".
"""
from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from .. import cardtext
from ..cards import NON_STOCKABLE_TYPES, TYPE_NAMES
from .loader import SCRIPT_DIR
from .schema import VOCABULARY

# The checked-in index of the cards' scenario tests: identity<TAB>pytest node id.
SCENARIO_INDEX = SCRIPT_DIR / "scenarios.tsv"


def _effects_for(card: Mapping[str, Any]) -> Any:
    # Through the package, so that a test replacing effects.CARD_EFFECTS is seen here too.
    return sys.modules[__package__].effects_for(card)


_RULE_LINE = re.compile(r"(^|\s)-\s*[A-Za-z]")
_WEAPON_NAMES = re.compile(
    r"(phaser|whip|sabot|flux|plasma|tram|cannon|breath|physical damage|torpedo|missile|weapon)", re.I
)


def has_rule_text(card: Mapping[str, Any]) -> bool:
    """Whether the card's text has rules lines ("- ..."), as opposed to flavour and weapon names.

    Rules lines start with "- " on the cards; the flavour split and the weapon legend come from
    cardtext (flavour before the rules, legend after them are not rules). Machine-read text is
    noisy, so this errs towards "has rules".
    """
    text = card.get("rules_text") or cardtext.rules_part(card.get("text") or "")
    return bool(_RULE_LINE.search(text))


# Card types played from their printed stats when they have no script: ships, bases, terrain,
# dragons, and installations (v2.1 "INSTALLATION CARDS": played independently, standard targets).
STATS_TYPES = frozenset("TSBDI")

_ruled: frozenset[str] | None = None


def ruled_types() -> frozenset[str]:
    """The card types the engine has rules for (engine/common.py RULED_TYPES: type -> the rule
    module that plays it); a script for a card of any other type does not make it playable."""
    global _ruled
    if _ruled is None:
        from ..engine.common import RULED_TYPES  # the engine imports this package: read it lazily

        _ruled = frozenset(RULED_TYPES)
    return _ruled


def modelling(card: Mapping[str, Any], implemented: Iterable[str] = VOCABULARY) -> str:
    """How the engine plays a card: "mapped", "stats" (no rules text), "stats_only" (a ship, base,
    terrain, dragon or installation with rules text not yet mapped: played from its stats), "rule"
    (a Sector HQ or reference card, never stocked nor played) or "unmodelled"."""
    effects = _effects_for(card)
    implemented = frozenset(implemented)
    kind = card.get("type")
    if effects is not None:
        if kind in NON_STOCKABLE_TYPES:
            return "rule"
        if all(e["effect"] in implemented for e in effects) and _type_ruled(kind):
            return "mapped"
        return "unmodelled"
    if kind in NON_STOCKABLE_TYPES:
        return "rule"
    if kind in STATS_TYPES and _type_ruled(kind):
        return "stats_only" if has_rule_text(card) else "stats"
    return "unmodelled"


def _type_ruled(kind: Any) -> bool:
    """A card's type has engine rules (dual types such as "T/B" go by their first type)."""
    return isinstance(kind, str) and kind[:1] in ruled_types()


def playable_by_rules(card: Mapping[str, Any]) -> bool:
    """True when the engine can play the card by itself (mapped or stats-driven)."""
    return modelling(card) not in ("unmodelled", "rule")


# ---- scenario tests ------------------------------------------------------------------------------

_index: tuple[tuple[Path, int, int], dict[str, str]] | None = None


def read_scenario_index(path: Path = SCENARIO_INDEX) -> dict[str, str]:
    """identity -> the pytest node id of the test that plays the card (``SCENARIO_INDEX``; cached
    while the file is unchanged). A missing file means no card has a scenario."""
    global _index
    try:
        st = path.stat()
    except OSError:
        return {}
    key = (path, st.st_size, st.st_mtime_ns)
    if _index is not None and _index[0] == key:
        return _index[1]
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            identity, _, node = line.partition("\t")
            found[identity] = node
    _index = (key, found)
    return found


def scenario_of(card: Mapping[str, Any]) -> str | None:
    """The test that plays this card and asserts its numbers (its node id), if any."""
    return read_scenario_index().get(card.get("identity", ""))


def partial_note(card: Mapping[str, Any]) -> str | None:
    """The text of a note of the card's script admitting an unmodelled part (``partial = true``)."""
    for e in _effects_for(card) or ():
        if e["effect"] == "note" and e.get("partial"):
            return e["text"]
    return None


# ---- the honest classes --------------------------------------------------------------------------

# The report's split (issue 24): fully modelled / partial / stats say it all / not modelled, and the
# cards never played.
REPORT_LABELS = {
    "fully": "fully modelled: its script says its whole text and a scenario test plays it",
    "partial": "partial: scripted, with a simplification its note names or with no scenario test",
    "stats": "stats say it all: no rules text, played from its printed stats",
    "not_modelled": "not modelled: its rules text has no script (played from its stats, or only as a declared effect)",
    "not_played": "never played: Sector HQ and reference cards",
}
_REPORT = {"fully": "fully", "partial": "partial", "stats": "stats", "stats_only": "not_modelled",
           "unmodelled": "not_modelled", "not_played": "not_played"}


def coverage_detail(card: Mapping[str, Any]) -> tuple[str, str]:
    """(class, reason): "fully", "partial", "stats", "stats_only", "unmodelled" or "not_played",
    and why, in words (the note of a partial script; the missing scenario; the missing rules)."""
    m = modelling(card)
    if m == "rule":
        return "not_played", "a Sector HQ or reference card: never stocked nor played"
    if m == "stats":
        return "stats", "no rules text: its printed stats say it all"
    if m == "stats_only":
        return "stats_only", "played from its stats; its rules text has no script"
    if m == "unmodelled":
        return "unmodelled", _why_unmodelled(card)
    note = partial_note(card)
    scenario = scenario_of(card)
    if note is None and scenario is not None:
        return "fully", f"played by {scenario}"
    reasons = [note] if note is not None else []
    if scenario is None:
        reasons.append("no scenario test plays it")
    return "partial", "; ".join(reasons)


def _why_unmodelled(card: Mapping[str, Any]) -> str:
    effects = _effects_for(card)
    kind = card.get("type")
    if effects is None:
        return "no script: played only as a declared effect"
    if not _type_ruled(kind):
        return f"no engine rules for {TYPE_NAMES.get(str(kind), kind)} cards"
    from .schema import implemented_verbs

    missing = sorted({e["effect"] for e in effects} - implemented_verbs())
    return f"its script uses {', '.join(missing)}, which the engine does not implement"


def report_class(card: Mapping[str, Any]) -> str:
    """The report's split: "fully", "partial", "stats", "not_modelled" or "not_played"."""
    return _REPORT[coverage_detail(card)[0]]


def unmodelled_cards(deck: Iterable[Any]) -> list[Mapping[str, Any]]:
    """The distinct cards of a deck (DeckCard lines or card dicts) the engine cannot play itself.

    Listed on the deck page and at match set-up; bots never play them; between people they are
    played in the declared-effect mode.
    """
    seen: dict[str, Mapping[str, Any]] = {}
    for line in deck:
        card = getattr(line, "card", line)
        if modelling(card) == "unmodelled":
            seen.setdefault(card.get("key", card.get("identity", "")), card)
    return list(seen.values())


def stats_only_cards(deck: Iterable[Any]) -> list[Mapping[str, Any]]:
    """Ships, bases, terrain, dragons and installations whose rules text is not modelled (played from stats)."""
    seen: dict[str, Mapping[str, Any]] = {}
    for line in deck:
        card = getattr(line, "card", line)
        if modelling(card) == "stats_only":
            seen.setdefault(card.get("key", ""), card)
    return list(seen.values())


# The coarse classes the Game hooks hand to the site (coverage_class), with what each means.
COVERAGE_LABELS = {
    "modelled": "fully modelled (a script saying its whole text, played by a scenario test, or stats that say it all)",
    "partial": "played by a script, but part of its text is not modelled (its note says which) or no scenario test plays it",
    "stats_only": "played from its stats; its text's rules not modelled",
    "declared_only": "not modelled: bots never play it, people only in declared-effect mode",
    "not_played": "Sector HQ and reference cards: never stocked nor played",
}
_COARSE = {"fully": "modelled", "stats": "modelled", "partial": "partial", "stats_only": "stats_only",
           "unmodelled": "declared_only", "not_played": "not_played"}


def coverage_class(card: Mapping[str, Any]) -> str:
    """"modelled", "partial", "stats_only", "declared_only" or "not_played" (see COVERAGE_LABELS)."""
    return _COARSE[coverage_detail(card)[0]]


def deck_coverage(deck: Iterable[Any]) -> dict[str, Any]:
    """How much of a deck (DeckCard lines or card dicts) the engine plays by the cards' text.

    - ``distinct`` / ``copies``: cards (by identity) and copies per coarse class (COVERAGE_LABELS);
    - ``split``: distinct cards per report class (REPORT_LABELS: fully, partial, stats,
      not_modelled, not_played);
    - ``percent``: the share of the played cards the engine plays in full (fully modelled or stats
      that say it all); ``fully_percent``: the share fully modelled by a script and its scenario;
    - ``stats_only``, ``declared_only``, ``partial``: those cards (``partial_rows``: each partial
      card with its reason); ``classes``: identity -> its
      report class; ``reasons``: identity -> why each card is in its class (a partial card's note).
    """
    distinct: dict[str, tuple[str, str]] = {}
    copies = dict.fromkeys(COVERAGE_LABELS, 0)
    cards: dict[str, list[Mapping[str, Any]]] = {"stats_only": [], "declared_only": [], "partial": []}
    reasons: dict[str, str] = {}
    for line in deck:
        card = getattr(line, "card", line)
        count = int(getattr(line, "count", 1))
        ident = card.get("identity", card.get("key", ""))
        if ident not in distinct:
            fine, reason = coverage_detail(card)
            distinct[ident] = (fine, _COARSE[fine])
            reasons[ident] = reason
            if _COARSE[fine] in cards:
                cards[_COARSE[fine]].append(card)
        copies[distinct[ident][1]] += count
    counts = {k: sum(1 for _, v in distinct.values() if v == k) for k in COVERAGE_LABELS}
    split = {k: sum(1 for f, _ in distinct.values() if _REPORT[f] == k) for k in REPORT_LABELS}
    total = sum(counts.values())
    played = total - counts["not_played"]
    return {
        "distinct": counts,
        "copies": copies,
        "split": split,
        "total": total,
        "played": played,
        "percent": round(100.0 * counts["modelled"] / played, 1) if played else 100.0,
        "fully_percent": round(100.0 * split["fully"] / played, 1) if played else 100.0,
        "stats_only": cards["stats_only"],
        "declared_only": cards["declared_only"],
        "partial": cards["partial"],
        "partial_rows": [(c, reasons[c.get("identity", c.get("key", ""))]) for c in cards["partial"]],
        "reasons": reasons,
        "classes": {ident: _REPORT[fine] for ident, (fine, _) in distinct.items()},
        "labels": COVERAGE_LABELS,
        "report_labels": REPORT_LABELS,
    }
