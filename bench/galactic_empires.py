"""Galactic Empires engine figures: random-playout decisions per second and full random games per
second between the two 125-card limited decks, plus how many distinct cards are fully modelled
(the coverage report's honest split: a script saying the whole text and a scenario test).

    .venv/bin/python bench/galactic_empires.py [--seconds 5] [--baseline a4f9660] [--rounds 3]

(bench/engines.py measures every game's random playouts with its default starter decks; this
script measures the limited-deck match the issue names.) With --baseline (default: a4f9660, the
engine before its rebuild into rule modules and card scripts), the same playouts also run on that
revision's rules package, exported from git into a temporary folder; the two alternate in child
processes, round after round, so both see the same machine. The last line is the figure.
"""
from __future__ import annotations

import argparse
import io
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter
from pathlib import Path

from _common import random_playouts

import rules  # importable once _common has put the repository on sys.path
from rules.galactic_empires import decks, effects


def random_games(seconds: float, deck_set: list) -> tuple[float, float, int, float]:
    """Seeded random games for about `seconds`: (decisions/s, games/s, games, CPU decisions/s).

    The CPU-time rate is what one free core does; the wall-clock rate drops when the machine is busy.
    """
    decisions, games, spent, cpu = random_playouts(rules.get("galactic-empires"), seconds, 2, None, deck_set)
    return decisions / spent, games / spent, games, decisions / cpu


# Run in a child process with one rules package first on sys.path: seeded random games between
# the limited decks for about `seconds`; prints "decisions cpu_seconds games".
_CHILD = """
import random, sys, time
sys.path.insert(0, sys.argv[1])
import rules
from rules.galactic_empires import decks
game, limited, seconds = rules.get("galactic-empires"), decks.limited_decks(), float(sys.argv[2])
decisions = games = seed = 0
cpu, started = time.process_time(), time.perf_counter()
while time.perf_counter() - started < seconds:
    state = game.new_match(2, seed, None, limited)
    choose = random.Random(seed).choice
    while not state.is_over():
        state.apply(choose(state.legal_actions(state.current_players()[0])))
        decisions += 1
    games += 1
    seed += 1
print(decisions, time.process_time() - cpu, games)
"""


def export(rev: str) -> Path | None:
    """The rules package and the GE card data of revision `rev`, in a temporary folder."""
    root = Path(__file__).resolve().parent.parent
    try:
        data = subprocess.run(
            ["git", "-C", str(root), "archive", rev, "rules", "cardbase/data/galactic-empires"],
            check=True, capture_output=True,
        ).stdout
    except (subprocess.CalledProcessError, FileNotFoundError):
        return None
    folder = Path(tempfile.mkdtemp(prefix="sectorhq-baseline-"))
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def child_rate(root: Path, seconds: float) -> tuple[int, float]:
    out = subprocess.run([sys.executable, "-c", _CHILD, str(root), str(seconds)], check=True, capture_output=True, text=True)
    decisions, cpu, _ = out.stdout.split()
    return int(decisions), float(cpu)


def against_baseline(rev: str, seconds: float, rounds: int) -> tuple[float, float] | None:
    """(this tree, baseline) decisions per CPU-second, alternating child runs."""
    base = export(rev)
    if base is None:
        return None
    here = Path(__file__).resolve().parent.parent
    totals = {here: [0, 0.0], base: [0, 0.0]}
    for _ in range(rounds):
        for root in (here, base):
            d, c = child_rate(root, seconds)
            totals[root][0] += d
            totals[root][1] += c
    return totals[here][0] / totals[here][1], totals[base][0] / totals[base][1]


def coverage() -> Counter:
    """Distinct cards by the coverage report's honest split (effects.coverage.REPORT_LABELS)."""
    counts: Counter = Counter()
    for card in decks.card_list():
        counts[effects.report_class(card)] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--baseline", default="a4f9660", help='git revision to compare with ("none": skip)')
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds of --seconds each")
    args = parser.parse_args()
    limited = decks.limited_decks()
    rate, per_second, games, cpu_rate = random_games(args.seconds, limited)
    print(f"limited decks (Ltd_Argonian v Ltd_Dragon): {rate:,.0f} random-playout decisions/s "
          f"({cpu_rate:,.0f} per CPU second), {per_second:.2f} full games/s ({games} games)")
    starter_rate, starter_games_s, _, starter_cpu = random_games(args.seconds / 2, decks.starter_decks())
    print(f"starter decks: {starter_rate:,.0f} decisions/s ({starter_cpu:,.0f} per CPU second), "
          f"{starter_games_s:.2f} games/s")
    counts = coverage()
    total = sum(counts.values())
    print("card coverage: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) + f" (of {total})")
    if args.baseline != "none":
        pair = against_baseline(args.baseline, args.seconds, args.rounds)
        if pair is None:
            print(f"baseline {args.baseline}: not in this clone's history, not measured")
        else:
            now, then = pair
            print(f"limited decks, decisions per CPU-second, alternating {args.rounds} x {args.seconds:g} s: "
                  f"this tree {now:,.0f}, {args.baseline} {then:,.0f} (ratio {now / then:.2f})")
    print(f"GE random playouts: {rate:,.0f} decisions/s ({cpu_rate:,.0f} per CPU second), "
          f"{per_second:.2f} games/s (limited decks); "
          f"fully modelled distinct cards: {counts['fully']} (and {counts['stats']} whose stats say it all)")


if __name__ == "__main__":
    main()
