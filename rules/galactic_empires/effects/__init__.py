"""Galactic Empires card effects: the card-script language and the cards written in it.

Ships, bases, terrain and dragons play from their printed stats alone (costs, generated points,
modifiers, shields, nodes, weapons). A card whose effect lives in its text has a card script,
``rules/galactic_empires/cardscripts/<type>/<slug>.toml``, found by its identity ("exactly
identical" key, see cards.identity). A card with rule text and no script is *unmodelled*: bots
never play it and people may play it only in the "declared effect" mode (see engine/play.py).

- ``schema``: the language (sections, verbs, typed parameters, selectors, amounts): its single
  source of truth and documentation (``schema.describe()`` prints it).
- ``loader``: reads, validates and compiles the scripts; a bad script fails at import with a
  message naming the file, the card and the field.
- ``coverage``: how much of a card or deck the engine plays (``manage.py effectcoverage``).

The engine reads ``effects_for(card)``: the card's entries flattened to a tuple of dicts
``{"effect": verb, **params}`` in the order the engine always received them.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from . import kinds as _kinds  # noqa: F401 - registers the effect kinds before any script loads
from . import loader, registry, schema
from .coverage import (
    COVERAGE_LABELS,
    REPORT_LABELS,
    SCENARIO_INDEX,
    STATS_TYPES,
    coverage_class,
    coverage_detail,
    deck_coverage,
    has_rule_text,
    modelling,
    partial_note,
    playable_by_rules,
    report_class,
    scenario_of,
    stats_only_cards,
    unmodelled_cards,
)
from .loader import SCRIPT_DIR, Script, ScriptError
from .schema import SECTIONS, VERBS, VOCABULARY, implemented_verbs, register_implementation

__all__ = [
    "CARD_EFFECTS", "CARD_EFFECTS_PLASMA", "COVERAGE_LABELS", "Effect", "HEALTH_WORDS", "PSY_EMPIRES", "REPORT_LABELS",
    "SCENARIO_INDEX", "SCRIPTS", "SCRIPT_DIR", "SECTIONS", "STATS_TYPES", "Script", "ScriptError", "VERBS", "VOCABULARY",
    "check_implemented", "coverage_class", "coverage_detail", "deck_coverage", "effects_for", "has_rule_text",
    "implemented_verbs", "modelling", "partial_note", "playable_by_rules", "register_implementation", "report_class",
    "scenario_of", "stats_only_cards", "unmodelled_cards", "variplaz_max_energy",
]

Effect = Mapping[str, Any]

PSY_EMPIRES: frozenset[str] = frozenset({"Psycanti", "Visonic"})  # their HQ is a Psy Network
HEALTH_WORDS = ("disease", "illness", "plague", "injury", "virus", "poison", "malpractice", "sickness", "infection")

# Every script, parsed and validated once (cached between processes while no file changes); a bad
# script fails here, at start-up.
SCRIPTS: dict[str, Script] = loader.load_cached(SCRIPT_DIR, implemented_verbs())
# identity -> effects (the flat view the engine reads).
CARD_EFFECTS: dict[str, tuple[Effect, ...]] = loader.compile_effects(SCRIPTS)
CARD_EFFECTS_PLASMA = CARD_EFFECTS.get("H/T2|plasma field", ())


def effects_for(card: Mapping[str, Any]) -> tuple[Effect, ...] | None:
    """The mapped effects of a card, or None when it has no script."""
    return CARD_EFFECTS.get(card.get("identity", ""))


def check_implemented(implemented: frozenset[str] | None = None) -> None:
    """Fail, naming the card and field, if a script uses a verb the engine does not implement
    (the engine calls this after ``register_implementation``)."""
    loader.check_implemented(SCRIPTS.values(), implemented if implemented is not None else implemented_verbs())


def variplaz_max_energy(card: Mapping[str, Any]) -> int:
    """Most energy one variplaz of this Corporate ship takes (Primary rules, "Corporate Aggressors":
    "The maximum energy that may be allocated to a variplaz is noted on each ship card").

    The stats columns do not carry it; the machine-read text shows it as a run of energy symbols
    "(X-XXX): Variable Plasma". We count the symbols after the dash and fall back to 2.
    """
    text = card.get("text") or ""
    match = re.search(r"\(([^()]*)\)[^()]*?Var\w*\s+Pla", text)
    if match:
        inside = match.group(1)
        after = inside.split("-", 1)[1] if "-" in inside else inside
        symbols = len(re.findall(r"[^\s\-]", after))
        if symbols:
            return max(1, min(symbols, 5))
    return 2
