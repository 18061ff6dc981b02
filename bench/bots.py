"""Bot strength: ISMCTS against random and against greedy, seats alternating, seeded games.

    .venv/bin/python bench/bots.py [--games 200] [--games-greedy 200] [--iterations 2000]
                                   [--game interstellar-empire --game empires] [--jobs 2]

The targets: MCTS wins at least 80% against random and (issue 19) 60% against greedy. The MCTS
budget is an iteration count (no time limit, so results do not depend on the machine's load);
every other MCTS setting is the bot's default. Game n is played with seed n, MCTS in the first
seat for even seeds and in the second for odd ones; `--jobs` splits the seeds over processes
(the same games, the same figures). The last line gives every win rate.

Measured (bot defaults: progressive bias 1.0, 2-move random rollouts, c = 0.3; 2 shared cores):
    bench/bots.py --game interstellar-empire --iterations 500
        vs random 200/200 (100.0%), vs greedy 155/200 won, 45 lost (77.5%)
    bench/bots.py --game empires --iterations 200
        vs random 199/200 (99.5%), vs greedy 170/200 won, 29 lost, 1 drawn (85.0%)
After issue 19 (King windows, concession, lasting damage in Spark of War, Imperium's choices), on a
machine shared by many processes, so fewer games (seeds 0 up, split with --first-seed):
    interstellar-empire, 500 iterations: vs greedy 47/60 won (78%)
    empires, 200 iterations: vs greedy 44/60 won (73%)
    spark-of-war, 100 iterations: vs greedy 27/30 won (90%)
    imperium-galacticum, 250 iterations, leaves scored by the heuristic (mcts_rollout_depth 0):
        vs greedy 28/40 won, 5 lost, 7 drawn at the 40-round limit (70%)
"""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rules  # noqa: E402
from rules.bots import play_game  # noqa: E402

OPTIONS = {"interstellar-empire": {}, "empires": {"max_lives": 5}, "spark-of-war": {},
           "imperium-galacticum": {"turn_limit": 40}}
# MCTS iterations per move when --iterations is not given: what keeps a move well under a second here.
ITERATIONS = {"interstellar-empire": 500, "empires": 200, "spark-of-war": 100, "imperium-galacticum": 250}


def outcome(slug: str, rival: str, seed: int, iterations: int) -> str:
    """"won", "lost" or "drawn" for MCTS in game `seed` against `rival`."""
    seats = ["mcts", rival] if seed % 2 == 0 else [rival, "mcts"]
    settings = {"mcts": {"iterations": iterations, "time_limit": None}}
    result = play_game(rules.get(slug), 2, seed, seats, options=OPTIONS.get(slug, {}), bot_settings=settings)["result"]
    if result["draw"]:
        return "drawn"
    return "won" if seats.index("mcts") in result["winners"] else "lost"


def match(slug: str, rival: str, games: int, iterations: int, jobs: int = 1,
          first_seed: int = 0) -> tuple[int, int, int, float]:
    """(mcts wins, rival wins, draws, seconds) over `games` two-player games (seeds first_seed, ...)."""
    started = time.perf_counter()
    seeds = range(first_seed, first_seed + games)
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(pool.map(outcome, [slug] * games, [rival] * games, list(seeds), [iterations] * games,
                                     chunksize=4))
    else:
        outcomes = [outcome(slug, rival, seed, iterations) for seed in seeds]
    return outcomes.count("won"), outcomes.count("lost"), outcomes.count("drawn"), time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games against random")
    parser.add_argument("--games-greedy", type=int, default=200, help="games against greedy")
    parser.add_argument("--iterations", type=int, default=None, help="MCTS iterations per move (default: per game)")
    parser.add_argument("--game", action="append", help="game slug (repeatable); default: all four")
    parser.add_argument("--jobs", type=int, default=1, help="processes (the figures do not depend on it)")
    parser.add_argument("--first-seed", type=int, default=0, help="seed of the first game (to split a run)")
    args = parser.parse_args()
    figures = []
    for slug in args.game or list(OPTIONS):
        for rival, games in (("random", args.games), ("greedy", args.games_greedy)):
            if games <= 0:
                continue
            iterations = args.iterations or ITERATIONS[slug]
            won, lost, drawn, seconds = match(slug, rival, games, iterations, args.jobs, args.first_seed)
            rate = won / games
            print(f"{slug}: mcts({iterations}) vs {rival}: {won} won, {lost} lost, {drawn} drawn "
                  f"of {games} ({rate:.1%}) in {seconds:.0f} s", flush=True)
            figures.append(f"{slug} mcts({iterations}) vs {rival} {won}/{games} = {rate:.1%}")
    print("MCTS win rates: " + ", ".join(figures))


if __name__ == "__main__":
    main()
