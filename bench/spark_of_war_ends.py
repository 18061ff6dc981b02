"""Spark of War: how often seeded games end by their own rule ("The game ends when all stars in the
galaxy have been claimed") rather than at the house turn limit, for greedy and random bots, 2, 3 and
4 players, on the default maps and rules (lasting damage).

    .venv/bin/python bench/spark_of_war_ends.py [--games 50] [--turn-limit 240]

Issue 19's targets: at least 90% of games between greedy bots and 80% between random bots end by
all stars claimed. The last line gives every rate.

Measured (default options, turn limit 240, 2 shared cores):
    greedy 2p 30/30, 3p 30/30, 4p 30/30 (100%); random 2p 50/50, 3p 50/50, 4p 50/50 (100%)
"""
from __future__ import annotations

import argparse
import time

from _common import ROOT  # noqa: F401 - puts the repository on sys.path

import rules
from rules.bots import play_game


def end_rate(bot: str, players: int, games: int, turn_limit: int) -> tuple[int, float, float]:
    """(games ended by all stars claimed, mean turns, seconds) over seeds 0..games-1."""
    game = rules.get("spark-of-war")
    ended = turns = 0
    started = time.perf_counter()
    for seed in range(games):
        out = play_game(game, players, seed, [bot] * players, options={"turn_limit": turn_limit})
        ended += out["result"]["reason"] == "all stars claimed"
        turns += out["state"].turns
    return ended, turns / games, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games per bot and player count")
    parser.add_argument("--greedy-games", type=int, default=None, help="games for greedy (default: --games)")
    parser.add_argument("--turn-limit", type=int, default=240)
    args = parser.parse_args()
    figures = []
    for bot in ("greedy", "random"):
        games = args.greedy_games if bot == "greedy" and args.greedy_games else args.games
        for players in (2, 3, 4):
            ended, turns, seconds = end_rate(bot, players, games, args.turn_limit)
            print(f"{bot} {players} players: {ended}/{games} ended by all stars claimed ({ended / games:.0%}), "
                  f"{turns:.1f} turns on average, {seconds:.0f} s", flush=True)
            figures.append(f"{bot} {players}p {ended / games:.0%}")
    print("Spark of War games ended by all stars claimed: " + ", ".join(figures))


if __name__ == "__main__":
    main()
