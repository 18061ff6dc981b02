"""Write card scripts (``cardscripts/<type>/<slug>.toml``) from a Python mapping of identities to
flat effect tuples, and check that the loader reads every script back to the same tuple.

Run once (issue 15, step 3) to convert the 403 mappings of the old ``effects.py``::

    .venv/bin/python -m rules.galactic_empires.effects.generate --rev a4f9660

It reads ``CARD_EFFECTS`` from ``rules/galactic_empires/effects.py`` at that git revision. New
cards are written by hand from then on; ``write_script`` stays for tools that convert in bulk.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from .. import cards as ge_cards
from . import loader, schema

_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
_IDENTITY = re.compile(r"^([A-Za-z]+)")


def _key(k: str) -> str:
    return k if _BARE_KEY.match(k) else json.dumps(k, ensure_ascii=False)


def toml_value(value: Any) -> str:
    """A value as TOML (strings as JSON basic strings, which TOML reads alike)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{ " + ", ".join(f"{_key(k)} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"no TOML for {value!r}")


def _line(key: str, value: Any) -> str:
    text = f"{_key(key)} = {toml_value(value)}"
    if len(text) > 100 and isinstance(value, (list, tuple)) and value:
        inner = ",\n".join("    " + toml_value(v) for v in value)
        text = f"{_key(key)} = [\n{inner},\n]"
    return text


def script_path(root: Path, identity: str) -> Path:
    letters = _IDENTITY.match(identity)
    kind = ge_cards.TYPE_NAMES.get(letters.group(1) if letters else "", "other")
    slug = re.sub(r"[^a-z0-9]+", "-", identity.lower()).strip("-")
    return root / kind.lower().replace(" ", "-") / f"{slug}.toml"


def script_text(identity: str, effects: tuple[Mapping[str, Any], ...], titles: list[str]) -> str:
    by_section: dict[str, list[Mapping[str, Any]]] = {}
    for e in effects:
        by_section.setdefault(schema.VERBS[e["effect"]].section, []).append(e)
    flat = [e["effect"] for s in schema.SECTION_ORDER for e in by_section.get(s, [])]
    names = [e["effect"] for e in effects]
    head = " / ".join(titles) or identity
    lines = [
        f"# {head}: a Galactic Empires card script (language: rules/galactic_empires/effects/schema.py)",
        f"identity = {toml_value(identity)}",
        f"titles = {toml_value(titles)}",
    ]
    if not effects:
        lines.append("# No entries: the printed stats and the engine's own rules play this card's whole text.")
    if flat != names:
        lines.append(f"order = {toml_value(names)}  # the order the engine receives them")
    for section in schema.SECTION_ORDER:
        for e in by_section.get(section, []):
            lines.append("")
            lines.append(f"[[{section}]]")
            lines.extend(_line(k, v) for k, v in e.items())
    return "\n".join(lines) + "\n"


def same(a: Any, b: Any) -> bool:
    """Equal with the same types all the way down (1 is not 1.0 or True, a tuple is not a list)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def write_scripts(mapping: Mapping[str, tuple[Mapping[str, Any], ...]], root: Path) -> int:
    titles: dict[str, list[str]] = {}
    for card in _cards():
        t = card.get("title") or ""
        if t and t not in titles.setdefault(card.get("identity", ""), []):
            titles[card["identity"]].append(t)
    written: dict[Path, str] = {}
    for identity, effects in mapping.items():
        path = script_path(root, identity)
        if path in written:
            raise SystemExit(f"{identity!r} and {written[path]!r} share the file {path}")
        written[path] = identity
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(script_text(identity, effects, sorted(titles.get(identity, []))), encoding="utf-8")
    scripts = loader.load(root, schema.VOCABULARY)
    bad = [i for i, fx in mapping.items() if i not in scripts or not same(scripts[i].effects, tuple(dict(e) for e in fx))]
    if bad or len(scripts) != len(mapping):
        raise SystemExit(f"scripts do not read back identically: {bad[:10]}")
    return len(written)


def _cards() -> list[dict[str, Any]]:
    from .. import decks

    return decks.card_list()


# The first scripts' single-card verbs, since replaced by forms of generic primitives (issue 15: "One
# verb used by one card is a smell: prefer primitives that compose"): old verb -> its entry's
# translation, the entries that replaced it (in their place). `translate` turns a mapping in the
# generated vocabulary into today's language, so `main` writes current scripts and the test can
# check that every script still says what the mapping said.
def _modify(stat: str, op: str, affects: Any, value: Any = None, against: str | None = None,
            while_: str | None = None, kind: str | None = None, up_to: Any = None) -> dict[str, Any]:
    e: dict[str, Any] = {"effect": "modify", "stat": stat, "op": op}
    if value is not None:
        e["value"] = value
    if kind is not None:
        e["kind"] = kind
    if up_to is not None:
        e["up_to"] = up_to
    e["affects"] = affects
    if against is not None:
        e["against"] = against
    if while_ is not None:
        e["while"] = while_
    return e


LEGACY_FORMS: dict[str, Callable[[Mapping[str, Any]], tuple[dict[str, Any], ...]]] = {
    "repair_double": lambda e: (_modify("repair", "double", "location"),),
    "terrain_double": lambda e: (_modify("heavy_damage", "double", "self", against="T"),),
    "ignore_shields": lambda e: (_modify("target_shields", "ignore", "self"),),
    "volley_bonus": lambda e: (_modify("volley_damage", "add", "fleet", e["amount"], against="S"),),
    "min_attacker": lambda e: (_modify("attacker_strength", "at_least", "self", e["strength"], while_="not_only_ship"),),
    "no_command": lambda e: (_modify("command", "set", "self", 0),),
    "damaged_weapons": lambda e: (_modify("phasers", "set", "self", e["phasers"], while_="damaged"),),
    "mechad_bonus": lambda e: (_modify("phasers", "add", {"owner": "any", "empire": "Mechad", "engaged": True}, 1),),
    "capsule_repair": lambda e: (_modify("shield_regen", "add", {"owner": "any", "krebiz": "capsule"}, 1),),
    "psy_boost": lambda e: (_modify("psy_strength", "add", {"owner": "own", "empire": e["empire"]}, e["amount"]),),
    "play_cap": lambda e: (_modify("play_strength", "at_most", "controller", "strength"),),
    "play_limit": lambda e: (_modify("plays", "at_most", "controller", e["max"]),),
    "detect": lambda e: (_modify("fire_cost", "add", "self", e["research"], kind="research"),),
    "growing_economy": lambda e: (
        {"effect": "play_if", "one_per_location": True},
        _modify("terrain_points", "add", "location", e["economy"], kind="economy"),
    ),
    "hazard_twice": lambda e: (
        _modify("hazard_uses", "double", "controller", up_to="current_strength", while_="engaged"),
    ),
    "free_play": lambda e: ({"effect": "free_play", "action": "card_play", "to": "location"},),
    "psy_double": lambda e: (_modify("function_uses", "double", "controller", up_to=e["max"]),),
    "after_loss": lambda e: ({"effect": "play_if", "after_own_ship_destroyed": True},),
    # Parameters that became play conditions (the engine held the extra-plays turn rule itself).
    "fleet_card": lambda e: (
        ({k: v for k, v in e.items() if k != "dragons"}, {"effect": "play_if", "dragons_in_play": e["dragons"]})
        if "dragons" in e else (dict(e),)
    ),
    "extra_plays": lambda e: ({"effect": "play_if", "from_turn": 3}, dict(e)),
    "free_reserve": lambda e: ({"effect": "free_play", "action": "reserve_exchange", "on": "B"},),
    "discard_attachment": lambda e: (
        {"effect": "discard", "to": "self"},
        {"effect": "destroy", "to": {"owner": "opp", "types": e["types"], "title": e["title"]}},
    ),
    "damage_all_shields": lambda e: ({"effect": "card_damage", "amount": 0, "targets": e["targets"], "all_shields": True},),
    "collision": lambda e: (
        {"effect": "mutual_damage", "types": "S", "amount": "current_strength", **{k: v for k, v in e.items() if k != "effect"}},
    ),
    "snare": lambda e: ({
        "effect": "when", "on": "turn_start", "whose": "controller", "not_on_turn_played": True,
        "do": ({"effect": "destroy", "to": {"on": "host", "types": "SB"}}, {"effect": "discard", "to": "self"}),
    },),
    "plague": lambda e: (
        {"effect": "when", "on": "expires", "do": ({"effect": "destroy", "to": {"on": "host", "types": "C"}},)},
    ),
    "limit_plays": lambda e: ({"effect": "limit", "plays": e["max"]},),
    "end_draw": lambda e: ({"effect": "limit", "draws": 0, "bottom": e["bottom"]},),
    "draw_on_discard": lambda e: (
        {"effect": "when", "on": "discarded_from_hand", "do": ({"effect": "draw", "count": e["count"]},)},
    ),
    "terrain_conflict": lambda e: (
        {"effect": "mutual_damage", "types": "T", "amount": "half_strength", "same_opponent": True, "no_points": True},
    ),
}
# Verbs whose entries LEGACY_FORMS rewrites but which stay in the language.
KEPT_FORMS = frozenset({"fleet_card", "extra_plays", "free_play"})


def translate(effects: tuple[Mapping[str, Any], ...]) -> tuple[dict[str, Any], ...]:
    """One card's effects in the generated vocabulary, in today's language (LEGACY_FORMS)."""
    out: list[dict[str, Any]] = []
    for e in effects:
        form = LEGACY_FORMS.get(e["effect"])
        out.extend(form(e) if form is not None else (dict(e),))
    return tuple(out)


def legacy_mapping(rev: str) -> dict[str, tuple[Mapping[str, Any], ...]]:
    """CARD_EFFECTS of the single-module effects.py at a git revision."""
    root = Path(__file__).resolve().parents[3]
    source = subprocess.run(
        ["git", "show", f"{rev}:rules/galactic_empires/effects.py"], cwd=root, capture_output=True, text=True, check=True
    ).stdout
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "_legacy_effects.py"
        path.write_text(source, encoding="utf-8")
        spec = importlib.util.spec_from_file_location("rules.galactic_empires._legacy_effects", path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        module.__package__ = "rules.galactic_empires"
        spec.loader.exec_module(module)
    return dict(module.CARD_EFFECTS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", default="a4f9660", help="git revision of the single-module effects.py")
    parser.add_argument("--out", type=Path, default=loader.SCRIPT_DIR)
    args = parser.parse_args(argv)
    count = write_scripts({i: translate(fx) for i, fx in legacy_mapping(args.rev).items()}, args.out)
    print(f"{count} card scripts written under {args.out}; each reads back to its effects exactly")
    return 0


if __name__ == "__main__":
    sys.exit(main())
