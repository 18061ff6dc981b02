"""The registry of effect kinds keeps each kind in one place (issue 24, "One place per effect").

A kind's name tested in a rule module (``"escort" in i.fx``, ``fx.get("monster")``,
``_listeners("well")``, ``"shelter" in self.fxin``...) is a place where the kind's behaviour
lives outside its class. Each verb may be tested by name in at most one engine module (the one
that still holds its rule, until it moves into its kind's class in effects/kinds/); a kind of the
registry is asked through its moments ("@abilities", "on:<event>", "mod:<stat>"...), never by name.
The ceilings below only ever go down.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path

from rules.galactic_empires import effects
from rules.galactic_empires.effects import registry, schema

ENGINE = Path(effects.__file__).resolve().parent.parent / "engine"

# How many verbs are still tested by name in more than one engine module, and how many verbs one
# card alone uses. Lower them as kinds move into the registry; never raise them.
MULTI_MODULE_CEILING = 0
ONE_CARD_CEILING = 6
# Kinds of the registry whose legacy forms (destroy with "targets", a lone draw...) the rule modules
# still play by name: this set only shrinks.
LEGACY_FORMS_STILL_NAMED: set[str] = set()


def _tests(verb: str) -> re.Pattern[str]:
    v = re.escape(verb)
    return re.compile(
        rf'["\']{v}["\'] (?:not )?in [\w.\[\]]{{0,40}}?\b(?:fx|fxin|hooks|at)\b'
        rf'|\bfx\.get\(["\']{v}["\']|\bfx\[["\']{v}["\']\]|\bat(?:\.get\(|\[)["\']{v}["\']'
        rf'|_listeners\(["\']{v}["\']\)|_on\.get\(["\']{v}["\']'
    )


@functools.cache
def modules_testing_each_verb() -> dict[str, list[str]]:
    sources = {p.stem: p.read_text(encoding="utf-8") for p in sorted(ENGINE.glob("*.py"))}
    out: dict[str, list[str]] = {}
    for verb in schema.VERBS:
        pattern = _tests(verb)
        found = [name for name, text in sources.items() if pattern.search(text)]
        if found:
            out[verb] = found
    return out


def test_no_verb_is_tested_by_name_in_more_than_one_engine_module_beyond_the_ceiling() -> None:
    multi = {v: m for v, m in modules_testing_each_verb().items() if len(m) > 1}
    assert len(multi) <= MULTI_MODULE_CEILING, sorted(multi.items())


def test_no_kind_of_the_registry_is_tested_by_name_in_the_engine() -> None:
    """A kind whose behaviour is its class is asked through its moments, never by name."""
    named = {v for v, m in modules_testing_each_verb().items() if v in registry.registered()}
    assert named <= LEGACY_FORMS_STILL_NAMED, sorted(named - LEGACY_FORMS_STILL_NAMED)


def test_one_card_verbs_stay_under_the_ceiling_each_with_its_reason() -> None:
    uses = schema.verb_uses(effects.CARD_EFFECTS.values())
    single = {v for v, n in uses.items() if n == 1 and (v not in registry.registered() or schema.VERBS[v].named)}
    assert len(single) <= ONE_CARD_CEILING, sorted(single)
    assert all(schema.VERBS[v].named for v in single), sorted(v for v in single if not schema.VERBS[v].named)


def test_the_pattern_finds_a_verb_tested_by_name() -> None:
    text = 'if "escort" in i.fx:\n    e = self.ci[k].fx.get("monster")\nfor k in self._listeners("well"):'
    assert _tests("escort").search(text) and _tests("monster").search(text) and _tests("well").search(text)
    assert not _tests("escort").search('acts.append({"type": "escort"})')
