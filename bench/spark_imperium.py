"""Spark of War and Imperium Galacticum: random-playout decisions per second and MCTS against random.

    .venv/bin/python bench/spark_imperium.py [--games 200] [--iterations N] [--only spark-of-war]

MCTS plays half the games as the first seat and half as the second, against the random bot, with
an iteration budget (no clock, so the figure does not depend on the machine's load) and short
rollouts that end in the game's heuristic. Games use a turn limit (the engines' house-rule option)
so that 200 of them finish in minutes; a game decided at the limit goes to the player ahead.
Prints one line per figure; the last line is the MCTS win rates.
"""
from __future__ import annotations

import argparse
import time

from _common import random_playouts

import rules  # importable once _common has put the repository on sys.path
from rules.bots import play_game

SETTINGS = {
    # 40 iterations: 147/200 (73.5%) with the bot's current defaults (c = 0.3, progressive bias); 80: 161/200.
    "spark-of-war": {"players": 2, "options": {"turn_limit": 30}, "iterations": 80},
    "imperium-galacticum": {"players": 2, "options": {"turn_limit": 40}, "iterations": 20},
}


def random_rate(slug: str, seconds: float = 5.0) -> tuple[float, int]:
    decisions, games, wall, _ = random_playouts(rules.get(slug), seconds, SETTINGS[slug]["players"], SETTINGS[slug]["options"])
    return decisions / wall, games


def mcts_vs_random(slug: str, games: int, iterations: int, rollout: int) -> tuple[int, int, int, float]:
    game = rules.get(slug)
    wins = draws = 0
    started = time.perf_counter()
    for seed in range(games):
        bots = ["mcts", "random"] if seed % 2 == 0 else ["random", "mcts"]
        me = bots.index("mcts")
        result = play_game(game, 2, seed, bots, options=SETTINGS[slug]["options"],
                           bot_settings={"mcts": {"iterations": iterations, "time_limit": None,
                                                  "rollout_depth": rollout}})["result"]
        if me in result["winners"]:
            if result["draw"]:
                draws += 1
            else:
                wins += 1
        if (seed + 1) % 20 == 0:
            print(f"  {slug}: {wins}/{seed + 1} won so far", flush=True)
    return wins, draws, games, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=None, help="MCTS iterations (default: per game)")
    parser.add_argument("--rollout", type=int, default=2)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    slugs = [args.only] if args.only else list(SETTINGS)
    for slug in slugs:
        rate, n = random_rate(slug)
        print(f"{slug}: {rate:,.0f} random-playout decisions/s ({n} games)", flush=True)
    summary = []
    for slug in slugs:
        iterations = args.iterations or SETTINGS[slug]["iterations"]
        wins, draws, games, seconds = mcts_vs_random(slug, args.games, iterations, args.rollout)
        print(f"{slug}: MCTS ({iterations} iterations) beat random in {wins}/{games} games "
              f"({100 * wins / games:.1f}%), {draws} shared, {seconds:.0f} s", flush=True)
        summary.append(f"{slug} MCTS vs random {100 * wins / games:.1f}% of {games}")
    print("; ".join(summary))


if __name__ == "__main__":
    main()
