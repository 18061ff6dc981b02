"""The engine's layout (issue 15): rule modules of a readable size, card knowledge in card data,
empire names only in the empire rules."""
from __future__ import annotations

import ast
import json
from pathlib import Path

from rules.galactic_empires import effects

ROOT = Path(__file__).resolve().parents[3]
ENGINE = ROOT / "rules" / "galactic_empires" / "engine"
CARDS = ROOT / "cardbase" / "data" / "galactic-empires" / "cards.json"
MAX_LINES = 1000


def engine_modules() -> list[Path]:
    return sorted(ENGINE.glob("*.py"))


def code_strings(path: Path) -> list[tuple[str, int]]:
    """String literals of a module that are code, not documentation (docstrings left out)."""
    tree = ast.parse(path.read_text())
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docs.add(id(first.value))
    return [(n.value, n.lineno) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def card_data() -> list[dict]:
    return json.loads(CARDS.read_text())["cards"]


def empire_names() -> set[str]:
    return {(c.get("attributes") or {}).get("main_empire") for c in card_data()} - {None, ""}


def test_the_one_module_engine_is_gone():
    assert not (ROOT / "rules" / "galactic_empires" / "engine.py").exists()
    assert len(engine_modules()) >= 10


def test_no_engine_module_is_over_a_thousand_lines():
    sizes = {p.name: len(p.read_text().splitlines()) for p in engine_modules()}
    assert all(n <= MAX_LINES for n in sizes.values()), sizes


def test_no_card_title_is_a_literal_in_engine_code():
    # Effect names are the card-script vocabulary, not card knowledge (a few are named after the
    # card that introduced them).
    vocabulary = {v.lower() for v in effects.VOCABULARY}
    titles = {c["title"].strip().lower() for c in card_data() if c.get("title")} - vocabulary
    empires = {e.lower() for e in empire_names()}  # an empire named like a card, in the empire rules
    found = [(p.name, line, s) for p in engine_modules() for s, line in code_strings(p)
             if s.strip().lower() in titles and not (p.name == "empires.py" and s.lower() in empires)]
    assert not found, f"card titles in engine code (card knowledge belongs in card scripts): {found}"


def test_empire_names_appear_only_in_the_empire_rules():
    empires = empire_names()
    found = [(p.name, line, s) for p in engine_modules() if p.name != "empires.py"
             for s, line in code_strings(p) if s in empires]
    assert not found, f"empire names outside engine/empires.py: {found}"
