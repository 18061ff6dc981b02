"""Reads the card scripts (``cardscripts/**/*.toml``), validates them against ``schema``, and
compiles each into the flat effect tuple the engine reads (``({"effect": verb, **params}, ...)``).

A script is one TOML file per card identity::

    # E2 Phaser Refit: a Galactic Empires card script (language: effects/schema.py)
    identity = "E2|phaser refit"
    titles = ["Phaser Refit"]

    [[play]]
    effect = "equip"
    where = "own_unit"

    [[static]]
    effect = "add_weapons"
    phasers = 1
    ship_limit = 3

Top-level keys: ``identity`` (cards.identity, required), ``titles`` (the printed titles it applies
to, for grep and review), ``order`` (optional: the verbs in the order the engine receives them,
when that is not the section order of ``schema.SECTION_ORDER``), and the sections. A script with
no section says the printed stats and the engine's own rules play the card's whole text (the
Indirigan ship rule, base stations).

Every problem raises ``ScriptError`` naming the file, the card identity and the field.
"""
from __future__ import annotations

import os
import pickle
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import schema

SCRIPT_DIR = Path(__file__).resolve().parent.parent / "cardscripts"
TOP_LEVEL = frozenset({"identity", "titles", "order"})

Effect = Mapping[str, Any]


class ScriptError(ValueError):
    """A card script that does not follow the schema; the message names file, card and field."""


@dataclass(frozen=True)
class Script:
    identity: str
    path: Path
    titles: tuple[str, ...]
    sections: Mapping[str, tuple[dict[str, Any], ...]]
    effects: tuple[dict[str, Any], ...]  # flattened, in engine order

    def verbs(self) -> tuple[str, ...]:
        return tuple(e["effect"] for e in self.effects)


def _frozen(value: Any) -> Any:
    """TOML arrays become tuples (the engine's effect data uses tuples); tables stay dicts."""
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return {k: _frozen(v) for k, v in value.items()}
    return value


def _where(path: Path, identity: str | None) -> str:
    return f"{path}: card {identity!r}" if identity else f"{path}"


def parse(path: Path, implemented: frozenset[str] | None = None) -> Script:
    """One script file, validated (and, with ``implemented``, every verb checked for an engine
    implementation)."""
    import tomllib  # only when the cache is stale: it is most of the start-up cost

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ScriptError(f"{path}: not a readable TOML card script: {exc}") from None
    identity = data.get("identity")
    if not isinstance(identity, str) or "|" not in identity:
        raise ScriptError(f"{path}: field 'identity': expected a card identity such as \"E2|phaser refit\", got {identity!r}")
    where = _where(path, identity)
    titles = data.get("titles", [])
    if not isinstance(titles, list) or not all(isinstance(t, str) and t for t in titles):
        raise ScriptError(f"{where}: field 'titles': expected a list of card titles")
    sections: dict[str, tuple[dict[str, Any], ...]] = {}
    for key, value in data.items():
        if key in TOP_LEVEL:
            continue
        if key not in schema.SECTIONS:
            raise ScriptError(f"{where}: unknown section {key!r} (sections: {', '.join(schema.SECTIONS)})")
        if not isinstance(value, list) or not value:
            raise ScriptError(f"{where}: section [{key}]: expected a list of entries ([[{key}]] tables)")
        entries = []
        for i, entry in enumerate(value):
            problem = schema.entry_error(entry, key, implemented)
            if problem:
                raise ScriptError(f"{where}: [{key}] entry {i + 1}: {problem}")
            entries.append(_frozen(entry))
        sections[key] = tuple(entries)
    flat = [e for s in schema.SECTION_ORDER for e in sections.get(s, ())]
    names = [e["effect"] for e in flat]
    twice = sorted({n for n in names if names.count(n) > 1 and not schema.VERBS[n].repeatable})
    if twice:
        raise ScriptError(f"{where}: verb(s) {', '.join(twice)} given twice (one entry per verb)")
    order = data.get("order")
    if order is not None:
        if not isinstance(order, list) or sorted(order) != sorted(names):
            raise ScriptError(f"{where}: field 'order': must list each entry's verb once: {', '.join(names)}")
        by_name: dict[str, list[dict[str, Any]]] = {}
        for e in flat:
            by_name.setdefault(e["effect"], []).append(e)
        flat = [by_name[n].pop(0) for n in order]  # a repeatable verb's entries keep their own order
    return Script(identity, path, tuple(titles), sections, tuple(flat))


def load(root: Path = SCRIPT_DIR, implemented: frozenset[str] | None = None) -> dict[str, Script]:
    """Every script under ``root`` by identity; a duplicate identity is an error."""
    return _load(sorted(root.rglob("*.toml")), implemented)


def _load(paths: list[Path], implemented: frozenset[str] | None) -> dict[str, Script]:
    scripts: dict[str, Script] = {}
    for path in paths:
        script = parse(path, implemented)
        other = scripts.get(script.identity)
        if other is not None:
            raise ScriptError(f"{path}: card {script.identity!r}: duplicate identity (also in {other.path})")
        scripts[script.identity] = script
    return scripts


# The cache of validated scripts: parsing 400 TOML files costs about 0.1-0.2 s, a pickle a few ms.
# Its key is every script's path, size and mtime, the language's own source files and the
# implemented set, so any edit re-reads and re-validates everything.
CACHE_NAME = "__pycache__/cardscripts.pickle"
_CACHE_VERSION = 2


def _signature(paths: list[Path], implemented: frozenset[str] | None) -> tuple[Any, ...]:
    code = [Path(__file__), Path(schema.__file__)]
    stats = tuple((str(p), st.st_size, st.st_mtime_ns) for p in (*code, *paths) for st in (p.stat(),))
    return (_CACHE_VERSION, stats, tuple(sorted(implemented)) if implemented is not None else None)


def load_cached(root: Path = SCRIPT_DIR, implemented: frozenset[str] | None = None) -> dict[str, Script]:
    """``load``, through a pickle cache beside the scripts (rebuilt whenever anything changed;
    a cache that cannot be read or written is simply not used)."""
    paths = sorted(root.rglob("*.toml"))
    key = _signature(paths, implemented)
    cache = root / CACHE_NAME
    try:
        with open(cache, "rb") as handle:
            stored_key, scripts = pickle.load(handle)
        if stored_key == key:
            return scripts
    except (OSError, EOFError, pickle.UnpicklingError, ValueError, TypeError, AttributeError, ImportError):
        pass
    scripts = _load(paths, implemented)
    try:
        cache.parent.mkdir(exist_ok=True)
        tmp = cache.with_name(f"{cache.name}.{os.getpid()}.tmp")
        with open(tmp, "wb") as handle:
            pickle.dump((key, scripts), handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, cache)
    except OSError:
        pass
    return scripts


def check_implemented(scripts: Iterable[Script], implemented: Iterable[str]) -> None:
    """Fail, naming the card, for any verb or feature parameter the engine does not implement (the
    engine calls this once it has registered its implementations)."""
    implemented = frozenset(implemented)
    for script in scripts:
        for section, entries in script.sections.items():
            for i, entry in enumerate(entries):
                problem = schema.entry_error(entry, section, implemented)
                if problem:
                    raise ScriptError(f"{_where(script.path, script.identity)}: [{section}] entry {i + 1}: {problem}")


def compile_effects(scripts: Mapping[str, Script]) -> dict[str, tuple[dict[str, Any], ...]]:
    """identity -> the flat effect tuple (what ``effects_for`` returns)."""
    return {identity: s.effects for identity, s in scripts.items()}
