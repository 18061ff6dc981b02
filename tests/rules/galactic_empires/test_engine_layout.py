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


def _reads_title_or_text(node: ast.AST) -> bool:
    """`x.title`, `x.title.lower()`, `card["text"]`, `card.get("text")` or a name `text`/`title`."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr in ("lower", "casefold", "upper"):
            return _reads_title_or_text(node.func.value)
        if node.func.attr == "get" and node.args and isinstance(node.args[0], ast.Constant):
            return node.args[0].value in ("title", "text")
    if isinstance(node, ast.Attribute):
        return node.attr in ("title", "text")
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        return node.slice.value in ("title", "text")
    if isinstance(node, ast.Name):
        return node.id in ("title", "text")
    return False


def title_word_tests(source: str) -> list[tuple[int, str]]:
    """Where a module's source tests a word of its own against a card's title or text (`"mine" in
    i.title.lower()`): card knowledge steering a rule by the printed words."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str):
            if any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops) and any(_reads_title_or_text(c) for c in node.comparators):
                found.append((node.lineno, node.left.value))
    return found


def test_no_title_or_text_word_steers_a_rule_in_engine_code():
    """Issue 24 ("Convert what exists"): the rules that read a word of a card's title or text in
    the engine ("electronic warfare", "mine", "capsule", "distortion") read card data instead: the
    master list's properties, the weapon legend's names, or the classes the import records from a
    title (cards.TITLE_CLASSES). Words that card scripts give (a selector's `title`) are data."""
    found = [(p.name, line, word) for p in engine_modules() for line, word in title_word_tests(p.read_text())]
    assert not found, f"a rule steered by a word of a card's title or text: {found}"


def test_the_title_word_check_finds_one():
    source = 'if "mine" in i.title.lower():\n    pass\nok = "distortion" in text\nt = "x" in card.get("text")\n'
    assert [w for _, w in title_word_tests(source)] == ["mine", "distortion", "x"]
    assert title_word_tests('ok = any(w in i.title.lower() for w in words)\n') == []


def test_the_classes_a_title_records_are_card_data():
    from rules.galactic_empires.cards import title_classes

    props = {c["title"]: set((c.get("attributes") or {}).get("properties") or ()) for c in card_data()}
    assert "Capsule" in props["Krebiz Medium Capsule"] and "Capsule" not in props["Krebiz Capsule Base"]
    assert "Mine" in props["Transporter - Nuclear Mine"] and "Mine" in props["Explosive Mine"]
    assert "Mine" not in props["Mine Rack"] and "Mine" not in props["Krebiz Minesweeper"]
    assert title_classes("E", "Capsule Engine Pack") == set() and title_classes("S", "Krebiz Heavy Capsule") == {"Capsule"}
