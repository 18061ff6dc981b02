"""Galactic Empires: cards added with no engine change, measured by content (issue 24).

    .venv/bin/python bench/cards_without_engine_change.py [--since REV] [--head REV] [--list]

The health measure of the card language: a new card should be data. A card counts as added "with
no engine change" only if its script and its scenario test pass against the engine as it was
before the card was added, whatever the commits say or how they were split:

1. every card script first added in since..head (the commit that added it: X) is measured;
2. a temporary folder gets the project as it was at X (its tests, its card data), except ``rules/``,
   which is taken from X's parent (the engine before the card), and the card scripts X adds or
   changes are dropped into it (card data, not engine: a scenario may play the card beside another
   new card of the same commit);
3. the card's scenario (the node that X's ``cardscripts/scenarios.tsv`` names, else the test of a
   scenario table that names the card, or the test function such a table maps it to) is run there
   with pytest, without Django (the scenarios are pure engine tests): it passes, or the card needed an
   engine change (its script does not load, or does not do what its test asserts, on the old
   engine), or it has no scenario.

The default ``--since`` is the card language's core (commit 48a8f57, issue 24): the figure is for
the cards added after the language steps. The last line is the figure.
"""
from __future__ import annotations

import argparse
import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = "rules/galactic_empires/cardscripts/"
INDEX = SCRIPTS + "scenarios.tsv"
ENGINE = "rules"  # what "the engine before the card" is taken from (the whole rules package)
# The card scenarios are pure engine tests: run without Django (its settings of an older commit may
# name a server package this machine no longer installs) and without the site's conftest files.
PURE = ("-p", "no:cacheprovider", "-p", "no:django", "--noconftest")
DEFAULT_SINCE = "48a8f57"  # "GE engine: rule events announced only where a card ... listens" (the language's core)
_IDENTITY = re.compile(r'^identity\s*=\s*"((?:[^"\\]|\\.)*)"', re.M)
_COMMIT = "\x1ecommit "


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


def git_bytes(repo: Path, *args: str) -> bytes:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, check=True).stdout


@dataclass
class Card:
    identity: str
    path: str  # the script's path when it was added
    commit: str  # the commit that added it
    outcome: str = ""  # "no engine change" | "engine change" | "no scenario"
    node: str = ""
    detail: str = ""


@dataclass
class Measure:
    since: str
    head: str
    cards: list[Card] = field(default_factory=list)

    def count(self, outcome: str) -> int:
        return sum(1 for c in self.cards if c.outcome == outcome)

    @property
    def without(self) -> int:
        return self.count("no engine change")


def added_cards(repo: Path, since: str, head: str = "HEAD") -> list[Card]:
    """The card scripts first added in since..head (oldest first), each with the commit that added it;
    scripts deleted by head are left out."""
    log = git(repo, "log", "--reverse", "--no-renames", "--diff-filter=A", f"--format={_COMMIT}%H", "--name-only",
              f"{since}..{head}", "--", SCRIPTS)
    at_head = set(git(repo, "ls-tree", "-r", "--name-only", head, "--", SCRIPTS).split("\n"))
    cards: dict[str, Card] = {}
    for block in log.split(_COMMIT)[1:]:
        lines = [line for line in block.splitlines() if line.strip()]
        commit, paths = lines[0], lines[1:]
        for path in paths:
            if not path.endswith(".toml") or path not in at_head:
                continue
            found = _IDENTITY.search(git(repo, "show", f"{commit}:{path}"))
            identity = found.group(1) if found else Path(path).stem
            cards.setdefault(identity, Card(identity, path, commit))
    return list(cards.values())


def _extract(repo: Path, rev: str, into: Path, *paths: str) -> None:
    data = git_bytes(repo, "archive", "--format=tar", rev, *paths)
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(into, filter="data")


def build_tree(repo: Path, commit: str, into: Path) -> None:
    """The project at `commit`, with rules/ from its parent (the engine before the commit's cards)."""
    _extract(repo, commit, into)
    shutil.rmtree(into / ENGINE, ignore_errors=True)
    parent = git(repo, "rev-parse", f"{commit}^").strip()
    _extract(repo, parent, into, ENGINE)


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "PYTEST_ADDOPTS")}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def scenario_node(repo: Path, card: Card, tree: Path) -> tuple[str | None, bool]:
    """The card's scenario as the commit that added it knew it: its scenario index's node, or the
    test of a scenario table naming the card, collected in the tree (the engine before the card,
    without its script); and whether any test of that commit names the card at all."""
    try:
        index = git(repo, "show", f"{card.commit}:{INDEX}")
    except subprocess.CalledProcessError:
        index = ""
    for line in index.splitlines():
        identity, _, node = line.partition("\t")
        if identity == card.identity and node:
            return node, True
    try:
        files = git(repo, "grep", "-l", "-F", f'"{card.identity}":', card.commit, "--", "tests/").split("\n")
    except subprocess.CalledProcessError:
        return None, False
    files = sorted({f.split(":", 1)[1] for f in files if f.endswith(".py")})  # a scenario table's key
    if not files:
        return None, False
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", *PURE, "--continue-on-collection-errors", *files],
                         cwd=tree, capture_output=True, text=True, env=_env()).stdout
    nodes = [line.strip() for line in out.splitlines() if line.strip().endswith(f"[{card.identity}]")]
    if nodes:
        return nodes[0], True
    # A table of that commit mapping the card to a test function of its own (not parametrized).
    for name in files:
        text = git(repo, "show", f"{card.commit}:{name}")
        found = re.search(rf'"{re.escape(card.identity)}":\s*(test_\w+)\b', text)
        if found:
            return f"{name}::{found.group(1)}", True
    return None, True


def run_card(repo: Path, card: Card, tree: Path) -> None:
    """Find the card's scenario, drop its script into the tree (the engine before it) and run the
    scenario there."""
    node, named = scenario_node(repo, card, tree)
    if node is None:
        if named:  # a test names it, but its scenario does not even collect on the engine before it
            card.outcome, card.detail = "engine change", "its scenario does not collect on the engine before it"
        else:
            card.outcome, card.detail = "no scenario", "no scenario test names the card"
        return
    # The card's script, and the other card scripts its commit adds or changes (card data, not engine:
    # a scenario may play the card beside another card of the same commit).
    paths = [p for p in git(repo, "diff-tree", "--no-commit-id", "-r", "--name-only", "--no-renames",
                             card.commit, "--", SCRIPTS).split("\n") if p.endswith(".toml")]
    written = []
    for path in dict.fromkeys([card.path, *paths]):
        target = tree / path
        try:
            data = git_bytes(repo, "show", f"{card.commit}:{path}")
        except subprocess.CalledProcessError:
            continue  # deleted by the commit
        target.parent.mkdir(parents=True, exist_ok=True)
        backup = target.read_bytes() if target.exists() else None
        target.write_bytes(data)
        written.append((target, backup))
    target = tree / card.path
    try:
        card.node = node
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", *PURE, node],
                              cwd=tree, capture_output=True, text=True, env=_env())
        if done.returncode == 0:
            card.outcome = "no engine change"
        else:
            card.outcome = "engine change"
            lines = [line.strip() for line in (done.stdout + done.stderr).splitlines() if line.strip()]
            why = [line[1:].strip() for line in lines if line.startswith("E ") and "Error" in line]
            card.detail = (why[0] if why else lines[-1] if lines else f"pytest exited {done.returncode}")[:300]
    finally:
        for path, backup in written:
            if backup is None:
                path.unlink()
            else:
                path.write_bytes(backup)
        cache = tree / SCRIPTS / "__pycache__"
        shutil.rmtree(cache, ignore_errors=True)  # the script cache: the next card loads afresh


def measure(repo: Path, since: str = DEFAULT_SINCE, head: str = "HEAD") -> Measure:
    m = Measure(git(repo, "rev-parse", "--short", since).strip(), git(repo, "rev-parse", "--short", head).strip())
    m.cards = added_cards(repo, since, head)
    trees: dict[str, Path] = {}
    with tempfile.TemporaryDirectory(prefix="cards-without-engine-change-") as tmp:
        for card in m.cards:
            tree = trees.get(card.commit)
            if tree is None:
                tree = trees[card.commit] = Path(tmp) / card.commit[:12]
                build_tree(repo, card.commit, tree)
            run_card(repo, card, tree)
    return m


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--since", default=DEFAULT_SINCE, help="count the cards added after this revision")
    parser.add_argument("--head", default="HEAD")
    parser.add_argument("--list", action="store_true", help="list the cards, each with its outcome")
    args = parser.parse_args(argv)
    m = measure(ROOT, args.since, args.head)
    if args.list:
        for c in m.cards:
            more = f"  ({c.detail})" if c.detail else ""
            print(f"  {c.outcome:16}  {c.commit[:9]}  {c.identity}{more}")
    total = len(m.cards)
    share = f" ({100.0 * m.without / total:.0f}%)" if total else ""
    print(f"{total} card scripts added since {m.since} (up to {m.head}): {m.count('engine change')} needed an engine "
          f"change, {m.count('no scenario')} have no scenario test")
    print(f"cards added since {m.since} with no engine change (script and scenario pass on the engine before them): "
          f"{m.without} of {total}{share}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
