"""Galactic Empires engine figures: random-playout decisions per second and full random games per
second between the two 125-card limited decks, plus how many distinct cards are fully modelled.

    .venv/bin/python bench/galactic_empires.py [--seconds 5]

(bench/engines.py measures every game's random playouts with its default starter decks; this
script measures the limited-deck match the issue names.) The last line is the figure.
"""
from __future__ import annotations

import argparse
from collections import Counter

from _common import random_playouts

import rules  # importable once _common has put the repository on sys.path
from rules.galactic_empires import decks, effects


def random_games(seconds: float, deck_set: list) -> tuple[float, float, int, float]:
    """Seeded random games for about `seconds`: (decisions/s, games/s, games, CPU decisions/s).

    The CPU-time rate is what one free core does; the wall-clock rate drops when the machine is busy.
    """
    decisions, games, spent, cpu = random_playouts(rules.get("galactic-empires"), seconds, 2, None, deck_set)
    return decisions / spent, games / spent, games, decisions / cpu


def coverage() -> Counter:
    counts: Counter = Counter()
    for card in decks.card_list():
        counts[effects.modelling(card)] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
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
    print("card modelling: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) + f" (of {total})")
    print(f"GE random playouts: {rate:,.0f} decisions/s ({cpu_rate:,.0f} per CPU second), "
          f"{per_second:.2f} games/s (limited decks); "
          f"fully modelled distinct cards: {counts['mapped'] + counts['stats']}")


if __name__ == "__main__":
    main()
