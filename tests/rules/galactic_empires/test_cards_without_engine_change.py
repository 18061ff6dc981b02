"""bench/cards_without_engine_change.py: the "cards added with no engine change" measure, on a
throw-away git repository."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
spec = importlib.util.spec_from_file_location("cards_without_engine_change", ROOT / "bench" / "cards_without_engine_change.py")
assert spec and spec.loader
bench = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = bench  # dataclasses look their module up
spec.loader.exec_module(bench)

SCRIPTS = Path("rules/galactic_empires/cardscripts")


def commit(repo: Path, message: str, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = repo / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True)
    subprocess.run(["git", "commit", "-q", "-m", message], cwd=repo, check=True)


def card(identity: str, n: int = 1) -> str:
    return f'identity = "{identity}"\n\n[[on_play]]\neffect = "draw"\ncount = {n}\n'


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    subprocess.run(["git", "config", "user.email", "t@example.org"], cwd=tmp_path, check=True)
    subprocess.run(["git", "config", "user.name", "t"], cwd=tmp_path, check=True)
    commit(tmp_path, "engine", {"rules/galactic_empires/engine.py": "x = 1\n"})
    commit(tmp_path, "generated scripts", {f"{SCRIPTS}/occurrence/o1-a.toml": card("O1|a")})
    return tmp_path


def test_counts_cards_landed_without_engine_changes(repo: Path) -> None:
    commit(repo, "card b, data only", {f"{SCRIPTS}/occurrence/o2-b.toml": card("O2|b")})
    commit(repo, "card a tweaked", {f"{SCRIPTS}/occurrence/o1-a.toml": card("O1|a", 2)})
    commit(repo, "card c needs a new rule", {
        f"{SCRIPTS}/occurrence/o3-c.toml": card("O3|c"), "rules/galactic_empires/engine/play.py": "y = 2\n",
    })
    commit(repo, "card c tweaked later", {f"{SCRIPTS}/occurrence/o3-c.toml": card("O3|c", 3)})
    m = bench.measure(repo)  # base: the first commit with scripts, not counted itself
    assert m.commits == 4 and m.engine_commits == 1
    assert m.without == {"O2|b": "added", "O1|a": "changed"}
    assert m.with_engine == {"O3|c": "added"}


def test_main_prints_the_figure_last(repo: Path, capsys, monkeypatch) -> None:
    commit(repo, "card b", {f"{SCRIPTS}/occurrence/o2-b.toml": card("O2|b")})
    monkeypatch.setattr(bench, "ROOT", repo)
    assert bench.main(["--list"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert "O2|b" in out[0]
    assert out[-1].startswith("cards added or changed with no engine change since ") and out[-1].endswith(": 1 (100%), 1 of them new")
