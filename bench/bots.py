"""Bot strength: ISMCTS against random and against greedy, seats alternating, seeded games.

    .venv/bin/python bench/bots.py [--games 200] [--iterations 2000] [--games-greedy 200]
                                   [--game interstellar-empire --game empires]

The issue's targets: MCTS wins at least 80% against random and 55% against greedy. The MCTS
budget is an iteration count (no time limit, so results do not depend on the machine's load).
The last line gives every win rate.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rules  # noqa: E402
from rules.bots import play_game  # noqa: E402

OPTIONS = {"interstellar-empire": {}, "empires": {"max_lives": 5}}


def match(slug: str, rival: str, games: int, iterations: int) -> tuple[int, int, int, float]:
    """(mcts wins, rival wins, draws, seconds) over `games` two-player games."""
    game = rules.get(slug)
    settings = {"mcts": {"iterations": iterations, "time_limit": None}}
    won = lost = drawn = 0
    started = time.perf_counter()
    for seed in range(games):
        seats = ["mcts", rival] if seed % 2 == 0 else [rival, "mcts"]
        out = play_game(game, 2, seed, seats, options=OPTIONS.get(slug, {}), bot_settings=settings)
        result = out["result"]
        if result["draw"]:
            drawn += 1
        elif seats.index("mcts") in result["winners"]:
            won += 1
        else:
            lost += 1
    return won, lost, drawn, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games against random")
    parser.add_argument("--games-greedy", type=int, default=200, help="games against greedy")
    parser.add_argument("--iterations", type=int, default=2000, help="MCTS iterations per move")
    parser.add_argument("--game", action="append", help="game slug (repeatable); default: both")
    args = parser.parse_args()
    figures = []
    for slug in args.game or list(OPTIONS):
        for rival, games in (("random", args.games), ("greedy", args.games_greedy)):
            if games <= 0:
                continue
            won, lost, drawn, seconds = match(slug, rival, games, args.iterations)
            rate = won / games
            print(f"{slug}: mcts({args.iterations}) vs {rival}: {won} won, {lost} lost, {drawn} drawn "
                  f"of {games} ({rate:.0%}) in {seconds:.0f} s", flush=True)
            figures.append(f"{slug} vs {rival} {rate:.0%}")
    print("MCTS win rates: " + ", ".join(figures))


if __name__ == "__main__":
    main()
