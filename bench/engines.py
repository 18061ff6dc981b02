"""Engine speed: random-playout decisions per second for every registered game with an engine,
ISMCTS playouts per second and time per move for Interstellar Empire, Empires, Spark of War and
Imperium Galacticum (each game's default budget, State.mcts_iterations), and RLCard's
pure-Python UNO environment measured in the same run for comparison.

    .venv/bin/python bench/engines.py [--seconds 3] [--no-rlcard]

RLCard is installed for the benchmark only (pip --target into a temporary directory), never into
the project. The last line is the figure: decisions/s per game next to UNO's.

Measured (issue 19: Spark of War and Imperium Galacticum at least 2x UNO in the same run), 2 cores
shared with other processes, `.venv/bin/python bench/engines.py`, random-playout decisions per CPU s:
    before the fast paths (commit d3454e3), 3 runs: spark-of-war 60,207-63,016 (1.04x-1.06x UNO),
        imperium-galacticum 49,929-56,266 (0.87x-0.95x), RLCard UNO 57,459-59,187
    after (listed actions built once, deployable hexes kept in order, memos checked against the
        state), 3 runs: spark-of-war 115,822-118,150 (2.05x-2.12x), imperium-galacticum
        118,182-121,911 (2.10x-2.20x), RLCard UNO 55,291-57,739
ISMCTS playouts/s (wall clock, so the noisiest figure here) went from about 4,300 (Spark of War) and
3,900 (Imperium Galacticum) to 4,000-6,500 for each, mostly from a cheaper GameRng copy in clone().
"""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import random_playouts as playouts

import rules  # importable once _common has put the repository on sys.path
from rules.bots import MCTSBot

MCTS_GAMES = {"interstellar-empire": {}, "empires": {"max_lives": 5}, "spark-of-war": {},
              "imperium-galacticum": {}}
AGAINST_UNO = ("spark-of-war", "imperium-galacticum")  # issue 19: each at least 2x UNO in the same run
RLCARD_DIR = Path(tempfile.gettempdir()) / "sectorhq-bench-rlcard"


def random_playouts(game: rules.Game, seconds: float) -> tuple[float, int, int]:
    """Play seeded random games for about `seconds`; (decisions per CPU second, games, decisions).

    CPU seconds of this process, not wall time: on a shared machine the wall clock counts the other
    processes' turns too, and UNO is measured the same way in the same run."""
    decisions, games, _wall, cpu = playouts(game, seconds, game.min_players)
    return decisions / cpu, games, decisions


def mcts_figures(game: rules.Game, options: dict, moves: int = 8) -> tuple[float, float, int]:
    """Default-budget ISMCTS moves at positions from random games: (playouts/s, s/move, playouts/move)."""
    bot = MCTSBot(seed=1)  # the default bot: the game's own iterations (State.mcts_iterations), at most 0.9 s
    spent = 0.0
    playouts = done = 0
    seed = 0
    while done < moves:
        state = game.new_match(2, seed, options)
        rng = random.Random(seed)
        for step in range(80):
            if state.is_over():
                break
            player = state.current_players()[0]
            if step % 10 == 9 and len(state.legal_actions(player)) > 1:
                started = time.perf_counter()
                bot.choose(state, player)
                spent += time.perf_counter() - started
                playouts += bot.last_iterations
                done += 1
                if done >= moves:
                    break
            state.apply(rng.choice(state.legal_actions(player)))
        seed += 1
    return playouts / spent, spent / done, playouts // done


def rlcard_uno(seconds: float) -> tuple[float | None, str]:
    """RLCard's UNO environment with random actions: decisions/s, or None and why not."""
    if not RLCARD_DIR.exists() or not any(RLCARD_DIR.glob("rlcard*")):
        done = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--target", str(RLCARD_DIR), "rlcard"],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0:
            return None, f"pip install rlcard failed: {done.stderr.strip().splitlines()[-1:]}"
    sys.path.insert(0, str(RLCARD_DIR))
    try:
        import rlcard  # type: ignore[import-not-found]
    except Exception as error:  # noqa: BLE001 - report, never fail the benchmark
        return None, f"rlcard does not import: {error}"
    env = rlcard.make("uno", config={"seed": 0})
    decisions = 0
    choose = random.Random(0).choice
    started = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - started < seconds:
        state, _player = env.reset()
        while not env.is_over():
            action = choose(list(state["legal_actions"].keys()))
            state, _player = env.step(action)
            decisions += 1
    version = getattr(rlcard, "__version__", "?")
    return decisions / (time.process_time() - cpu), f"rlcard {version}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="random playouts per game, in seconds")
    parser.add_argument("--no-rlcard", action="store_true")
    args = parser.parse_args()
    os.environ.setdefault("PYTHONHASHSEED", "0")

    speeds: dict[str, float] = {}
    for game in rules.all():
        if not game.has_engine:
            print(f"{game.slug}: no engine yet")
            continue
        try:
            rate, games, decisions = random_playouts(game, args.seconds)
        except Exception as error:  # noqa: BLE001 - a game that needs decks, say, is reported
            print(f"{game.slug}: random playouts not run ({type(error).__name__}: {error})")
            continue
        speeds[game.slug] = rate
        print(f"{game.slug}: {rate:,.0f} random-playout decisions per CPU second ({games} games, {decisions} decisions)")

    for slug, options in MCTS_GAMES.items():
        rate, per_move, playouts = mcts_figures(rules.get(slug), options)
        print(f"{slug}: ISMCTS {rate:,.0f} playouts/s, {per_move:.2f} s per move at the default budget "
              f"({playouts} playouts per move)")

    uno = None
    if not args.no_rlcard:
        uno, note = rlcard_uno(args.seconds)
        print(f"RLCard UNO: {uno:,.0f} random-playout decisions per CPU second ({note})" if uno
              else f"RLCard UNO: not measured ({note})")

    if uno:
        for slug in AGAINST_UNO:
            if slug in speeds:
                print(f"{slug}: {speeds[slug] / uno:.2f}x RLCard UNO in this run")
    figure = ", ".join(f"{slug} {rate:,.0f}" for slug, rate in speeds.items())
    print(f"random-playout decisions per CPU second: {figure}; RLCard UNO {f'{uno:,.0f}' if uno else 'n/a'}")


if __name__ == "__main__":
    main()
