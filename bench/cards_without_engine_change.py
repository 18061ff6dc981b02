"""Galactic Empires: card scripts added or changed with no engine change, since a base revision.

    .venv/bin/python bench/cards_without_engine_change.py [--base REV] [--head REV] [--list]

The health measure of the card-script design (issue 15): a card should land as data. Every
commit in base..head (merge commits carry no diff of their own) is classed by whether it touched
the engine (``rules/galactic_empires/engine.py`` or the ``engine/`` package). A card identity
whose script under ``rules/galactic_empires/cardscripts/`` was added or changed only in commits
that left the engine alone counts as "with no engine change"; one changed in any engine commit
counts as "with an engine change". The default base is the first commit holding card scripts
(the generated conversion itself is not counted). The last line is the figure.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = "rules/galactic_empires/cardscripts/"
ENGINE = ("rules/galactic_empires/engine.py", "rules/galactic_empires/engine/")
_IDENTITY = re.compile(r'^identity\s*=\s*"((?:[^"\\]|\\.)*)"', re.M)
_COMMIT = "\x1ecommit "


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


def first_script_commit(repo: Path) -> str | None:
    """The first commit that added a card script (None before there are any)."""
    out = git(repo, "log", "--diff-filter=A", "--format=%H", "--reverse", "--", SCRIPTS).split()
    return out[0] if out else None


@dataclass
class Measure:
    base: str
    head: str
    commits: int = 0
    engine_commits: int = 0
    without: dict[str, str] = field(default_factory=dict)  # identity -> "added" | "changed"
    with_engine: dict[str, str] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return len(self.without) + len(self.with_engine)


def _identity(repo: Path, head: str, path: str) -> str:
    try:
        text = git(repo, "show", f"{head}:{path}")
    except subprocess.CalledProcessError:  # deleted since: name it by its file
        return Path(path).stem
    found = _IDENTITY.search(text)
    return found.group(1) if found else Path(path).stem


def measure(repo: Path, base: str | None = None, head: str = "HEAD") -> Measure:
    base = base or first_script_commit(repo)
    if base is None:
        raise SystemExit("no card scripts in this repository's history yet: give --base")
    log = git(repo, "log", "--no-renames", f"--format={_COMMIT}%H", "--name-status", f"{base}..{head}")
    result = Measure(git(repo, "rev-parse", "--short", base).strip(), git(repo, "rev-parse", "--short", head).strip())
    touched: dict[str, tuple[bool, str]] = {}  # script path -> (any engine commit, added|changed)
    for block in log.split(_COMMIT)[1:]:
        lines = [line.split("\t") for line in block.splitlines()[1:] if "\t" in line]
        result.commits += 1
        paths = [parts[-1] for parts in lines]
        engine = any(p == ENGINE[0] or p.startswith(ENGINE[1]) for p in paths)
        result.engine_commits += engine
        for status, *names in lines:
            path = names[-1]
            if not (path.startswith(SCRIPTS) and path.endswith(".toml")) or status.startswith("D"):
                continue
            seen_engine, kind = touched.get(path, (False, "changed"))
            # git log lists newest first: the oldest commit's status (A for a new card) is seen last.
            touched[path] = (seen_engine or engine, "added" if status.startswith("A") else kind)
    for path, (engine, kind) in touched.items():
        identity = _identity(repo, head, path)
        (result.with_engine if engine else result.without)[identity] = kind
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="git revision to count from (default: the first commit with card scripts)")
    parser.add_argument("--head", default="HEAD")
    parser.add_argument("--list", action="store_true", help="list the card identities")
    args = parser.parse_args(argv)
    m = measure(ROOT, args.base, args.head)
    if args.list:
        for identity, kind in sorted(m.without.items()):
            print(f"  no engine change  {kind:7}  {identity}")
        for identity, kind in sorted(m.with_engine.items()):
            print(f"  engine change     {kind:7}  {identity}")
    added = sum(1 for k in m.without.values() if k == "added")
    share = f" ({100.0 * len(m.without) / m.total:.0f}%)" if m.total else ""
    print(f"{m.commits} commits since {m.base} ({m.engine_commits} touched the engine); "
          f"{m.total} card scripts added or changed, {len(m.with_engine)} of them with an engine change")
    print(f"cards added or changed with no engine change since {m.base}: {len(m.without)}{share}, {added} of them new")
    return 0


if __name__ == "__main__":
    sys.exit(main())
