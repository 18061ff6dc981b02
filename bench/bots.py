"""Bot strength: ISMCTS against random and against greedy, seats alternating, seeded games.

    .venv/bin/python bench/bots.py [--games 200] [--games-greedy 200] [--iterations N]
                                   [--game interstellar-empire --game empires] [--jobs 2]
    .venv/bin/python bench/bots.py --ge greedy/greedy --ge mcts:normal/greedy [--ge-games 100]
                                   [--check-replay] [--verbose] [--first-seed N] [--jobs 2]

Galactic Empires (--ge, issue 28): game g is played with match seed g // 2 on two of the six shared
decks drawn by that seed; in the pair's second game the bots swap decks, and the first bot's seat
alternates from pair to pair. Each line gives the win rates, how many games ended by a destroyed
Sector HQ (the rest by the round time limit), the median and 90th percentile length in rounds and
the 95th percentile of each bot's whole turn in CPU seconds (every decision it makes in a turn);
MCTS budgets are iterations, so the games are the same on any machine (--check-replay plays each
game twice and compares the moves).
Measured after issue 28 (2 shared cores, loaded): `bench/bots.py --ge greedy/greedy --ge-games 100`:
    96/100 ended by a destroyed Sector HQ, 4 by time; rounds median 21, p90 41; whole-turn CPU p95
    0.068 s (before: every game ran to the 100-round limit with at most 3 points of HQ damage).
    mcts:normal v greedy, games 0-18 and 60-80 only (the 100-game run did not finish in time):
    normal won 29 of 40, 39/40 ended by a destroyed Sector HQ, rounds median 23, p90 29; whole-turn
    CPU p95 of normal 0.47-0.58 s in 4- and 10-game runs. Game 81 (seed 40) never ended: the
    greedy bot moved a fleet tug between two terrain cards for ever; a ship moves once each
    Allocation Phase now (Ship Movement Rules), and game 81 ends by a destroyed Sector HQ.
Games 0-99 after the movement rule: greedy v greedy 97/100 ended by a destroyed Sector HQ, rounds
    median 21, p90 36, whole-turn CPU p95 0.043/0.052 s; mcts:normal v greedy: normal won 69 of
    100, 94/100 by a destroyed Sector HQ, rounds median 22, p90 30, p95 turn CPU normal 0.53-0.60 s.
    Those normal runs still had the site's 0.9 s clock (a loaded machine could cut a search: games
    0-49 gave 27 wins in one run and 33 in another); --ge now plays MCTS without a clock.
Leaf evaluation (issue 28, botpolicy.evaluation and its WEIGHTS), tuned on games 200+ (not the
    standard 0-199), 2 cores shared by 4 jobs: `bench/bots.py --ge mcts:normal/greedy --ge-games 100
    --first-seed 200` with the weights as they are: normal won 65 of 100, 91/100 by a destroyed
    Sector HQ, rounds median 22, whole-turn CPU p95 normal 0.440 s, greedy 0.038 s. Variants, in
    the same games (paired; runs cut short by the load): evaluation scale 20 instead of 60 (an
    MCTS-only change: greedy's argmax ignores it) 16 of 26 v 16; rollout depth 0 with scale 20,
    18 of 34 v 22; the same at 128 iterations 9 of 15 v 10; an exposed Sector HQ (no protecting
    ship) -5 and the opponents' ship weapons x 0.5 x the HQ weight against it, +1 a guard (up to 3),
    26 of 41 v 28; HQ points 5 and scored damage 1 (from 3 and 0.4) 35 of 53 v 35. None is outside
    the noise (a paired game differs in 4-10 of 26-53), so the weights stay. The greedy bot
    searches with the same evaluation, so a feature it gains helps both bots; what search adds is
    the margin measured here.
Search shape (issue 28, botpolicy.SEARCH): the six best-looking root moves only (greedy's
    one-ply ranking), UCB on the values' share of the siblings' range, 4 iterations per searched
    move (x the level's scale, at most the budget) and rollouts that play the turn to its end with a
    fast policy (no further card; greedy engagement and targets). Games 0-39, 2 cores under a load
    of ~9 (CPU times inflated: the same run of the old search gave p95 0.883 s): mcts:normal v
    greedy 25 of 40 (62.5%), 40/40 by a destroyed Sector HQ, rounds median 18, p90 23, whole-turn
    CPU p95 normal 1.341 s, greedy 0.096 s (the old search: 23 of 40, 57.5%; the outcomes differ
    in only 4 games: the decks decide most); games 40-50 (run cut short) 6 of 11, so 31 of 51
    (61%) in all. mcts:hard v mcts:normal, games 0-13 only (run cut short): hard 6 of 14. Neither
    target (70% and 60% of 200 games) is reached.
Why normal loses to greedy (issue 28, games 200+ with --verbose and the root's statistics):
    - The decks and the deal decide most games: greedy v greedy, games 200-299, one deck won both
      games of 38 of the 50 pairs. In lost games 200 and 207 (normal with Basic_Deck_A_Argonian v
      Ltd_Dragon) normal's only legal move in most Allocation Phases was "done" (no unit it could
      engage; in game 200 it searched one volley target in 20 rounds) while greedy's Battlestation
      destroyed a ship each turn. Greedy won 207's deal with that deck: there normal spent card
      plays on crew, transporters and escape pods where greedy ended the phase.
    - The root moves' values differ by 0.0005-0.005 (0.1-1.5 points of margin on the scale of 60)
      and each gets about 4 iterations; the move played was the most visited, and visits follow
      the expansion order and the priors, not the values: engage a Fleet Freighter (6 visits,
      0.4643) was played over arming a Light Cruiser (5 visits, 0.4702). Now the move of best
      mean value is played (SEARCH "pick_by_value").
    - The playout is deterministic but for the opponent's sampled hand (its reactions), so more
      iterations of one move add little: hard's 4x budget on the same six moves was not stronger.
      Hard now searches the greedy ranking's best 12 root moves (SEARCH "root_width" per level).
    - The leaf is scored at the end of the searcher's turn: the opponent's reply is never seen.
    Playouts through the opponent's turn too (no cards, greedy engagement and targets), games
      202-217: 12 of 16 v 11 of 16 without, at about twice the CPU; game 200 then ran to the
      101-round limit. Not adopted. A search one ply deep (no tree below the root, each iteration
      a playout): games 200-227, 17 of 28 v 19 of 28. Not adopted.
    Paired, games 200-239 (2 cores, load ~9): `bench/bots.py --ge mcts:normal/greedy --ge-games 40
    --first-seed 200`: before (most visited) normal won 28 of 40, 39/40 by a destroyed Sector HQ,
    rounds median 19, p90 35; after (best mean value) 29 of 40 (72.5%), 39/40, median 20, p90 32,
    whole-turn CPU p95 normal 0.664 s, greedy 0.033 s. `--ge mcts:hard/mcts:normal --ge-games 10
    --first-seed 200` (hard width 12): hard 5 of 10, every pair won by the same deck both times,
    10/10 by a destroyed Sector HQ, median 15, p90 21, turn CPU p95 hard 2.835 s, normal 0.554 s.
    Standard games, the same code (2 cores, load 3-6): `--ge mcts:normal/greedy --ge-games 40
    --first-seed 0` and `--first-seed 40`: normal won 26 of 40 (0-39; the old search 25, the one
    before it 23) and 28 of 40 (40-79), so 54 of 80 (67.5%); 79/80 by a destroyed Sector HQ,
    rounds median 18, p90 26; whole-turn CPU p95 normal 0.609 s and 0.702 s, greedy 0.044 s and
    0.041 s; game 1 replayed OK (--check-replay). `--ge mcts:hard/mcts:normal`, games 0-9 and
    10-29: hard won 6 of 10 and 9 of 20, 15 of 30 (50%); 30/30 by a destroyed Sector HQ, median
    15, p90 21; whole-turn CPU p95 hard 2.470 s and 2.851 s, normal 0.827 s and 1.020 s. Neither
    target (normal 70% of 200 games v greedy, hard 60% v normal) is shown reached; games 80-199
    were not run.
After the v2.1 edition became the default (issue 28, 2 cores shared by 5 helpers, load 4-6):
    `--ge mcts:normal/greedy --ge-games 40 --first-seed 0`: normal won 27 of 40 (67.5%), 39/40 by
    a destroyed Sector HQ, rounds median 17, p90 24, turn CPU p95 normal 0.524 s, greedy 0.038 s;
    games 40-55: 9 of 16. The decks decide: normal won every game it played with a limited deck
    (Ltd_*) against a basic one and none of the 17 with a basic deck against a limited one (games
    0-55; hard lost the three of those it played, games 0, 8 and 12); greedy v greedy, games
    0-39, the same: normal lost no game that greedy won with its deck, and won 9 that greedy lost.
    A basic deck meets a limited one in 8 of 15 pairs, so about 27% of the games are ones no bot
    here wins: 70% needs nearly every other game won. The line after each --ge line gives the
    first bot's wins by its deck and the pairs one deck won twice.
    The search tree went on into the opponent's turn below the moves that end the turn only: 'end
    the phase' was valued against the opponent's searched card plays, a discard or any junk play
    against the searcher's own further choices, and normal discarded three playable cards from a
    hand of 9 (game 0, turn 2). The tree now ends where the playout ends (State.bot_leaf): games
    0-39 26 of 40 (65.0%; only game 2 differs, both decks ran out and greedy won by time), 39/40
    by a destroyed Sector HQ, median 20, p90 25, p95 normal 0.666 s; games 40-55 the same 9 of 16.
    The same code, games 0-118 (runs 0-39, 40-58 cut short, 59-88, 89-118; load 4-6): normal won
    85 of 119 (71.4%; 26 of 40, 12 of 19, 25 of 30, 22 of 30), 115/119 by a destroyed Sector HQ
    (the other 4 went to the 101-round limit, 3 of them Ltd_Argonian v Ltd_Dragon), rounds median
    18, p90 29; whole-turn CPU p95 normal 0.666 s, 1.151 s and 2.839 s (runs 0-39, 59-88, 89-118:
    the last shared its 2 cores with test runs and held two 101-round games), greedy 0.037-0.040 s.
    Games 119-199 and hard v normal were not run (hard's turns cost ~4x normal's).
    Playouts through the opponent's turn too (his engagement, repairs and volleys, no cards; the
    tree cut at the same horizon): games 0-19 the same but game 18 lost, about twice the CPU; not
    adopted.
    Issue 28e (main at 61a5d57; 2 cores shared with other helpers' test runs, load 6-10, so CPU
    times are inflated: greedy's p95 was 0.155 s here against 0.037-0.040 s before):
    `nice -n 10 bench/bots.py --ge mcts:normal/greedy --ge-games 30 --first-seed 119 --jobs 1
    --verbose`: normal won 22 of 30 (73.3%), 30/30 by a destroyed Sector HQ, rounds median 18,
    p90 25, whole-turn CPU p95 normal 2.454 s, greedy 0.155 s; with games 0-118, 107 of 149
    (71.8%). `--ge mcts:hard/mcts:normal --first-seed 30` (cut short after game 38, per-game lines):
    hard won 30, 32, 33, 35, 36, 38 and normal 31, 34, 37, 6 of 9, all by a destroyed Sector HQ,
    rounds median 20; with games 0-29, 21 of 39 (54%). One deck won both games of 3 of 4 pairs.
    A playout horizon of one seat-turn more for hard (SEARCH "horizon": the opponent's reply,
    no cards) cost 2-3x hard's CPU and games 30-31 went as without it; left off at every level.
    Issue 28f (main at 5c6d4f1; 2 cores shared with other helpers' runs, load 8-15; each run `nice
    -n 10 bench/bots.py --ge mcts:hard/mcts:normal --first-seed 40 --jobs 1 --verbose --rows FILE`,
    cut short): hard as it is won games 40, 41, 43, 46 and 48 and lost 42, 44, 45, 47, 49 and 50, 5
    of 11 (the pairs' decks, ge_pairing: 40-41 Basic_Deck_A_Argonian and Psycanti, 42-43
    Beta_Starter and Basic_Deck_A, 44-45 Psycanti and Beta_Starter, 46-47 Basic_Deck_A and
    Ltd_Dragon, 48-49 Ltd_Argonian and Basic_Deck_A_Argonian, 50 Ltd_Dragon and Ltd_Argonian; one
    deck won both games of 3 of the 4 whole pairs), all by a destroyed Sector HQ, rounds median 18;
    whole-turn CPU p95 normal 1.005 s, hard 14.95 s (game 43, hard with Beta_Starter.dek: median
    13.3 s, slowest 38.4 s a turn; elsewhere hard's slowest turn was 0.9-5.4 s). With games 0-38,
    hard won 26 of 50 (52%). Variants of hard on the same games (paired): the horizon at 1 with
    half the iterations per root move (per_action 2 x 4; still 2-8x hard's median turn CPU, but for
    game 43) won 40 and 43, 2 of 5 (hard as it is 3 of 5); SEARCH "best_line" (the root move whose
    best searched line is worth most, rules.bots._line_value, not the best mean) won 40, 1 of 3 (2
    of 3). Neither is adopted; best_line stays a setting, off at every level. Why hard gains
    little: in 24 decisions of greedy-v-greedy positions (turns 4-5, three deck pairs) normal and
    hard chose the same move 11 times; the root values differ by 0.0005-0.02 and several moves tie
    exactly (an upgrade on one unit or another: 0.5575 three times), so the evaluation at the
    turn's end cannot tell them apart and more iterations only re-sample near-deterministic
    playouts; hard gives its best-looking move 60-180 of its ~190 iterations, and a move's mean
    falls as the tree tries its poorer follow-ups (play a card: 0.5575 at normal's 3 visits, 0.5538
    at hard's 23, and hard ended the phase instead at 0.5547); best_line changed 3 of 16 of hard's
    decisions. `--ge mcts:normal/greedy --first-seed 149 --jobs 2` (load 3-11, cut short): normal
    won games 150, 152 and 153 and lost 149 (71 rounds) and 151, 3 of 5 (normal's deck first: 149
    Ltd_Argonian v Ltd_Dragon, 150 Ltd_Argonian v Psycanti, 151 the reverse, 152 Beta_Starter v
    Basic_Deck_A_Argonian, 153 the reverse), all by a destroyed Sector HQ, rounds median 24;
    whole-turn CPU p95 normal 2.088 s, greedy 0.201 s (inflated by the load: greedy's was
    0.037-0.040 s on a quieter machine); with games 0-148, 110 of 154 (71.4%). Normal is unchanged
    by this work.

The targets: MCTS wins at least 80% against random and (issue 19) 60% against greedy, and a move
takes under a second. The MCTS bot is the default bot (the site's): the game's own iteration
budget (State.mcts_iterations) and every other setting at its default, except the clock: no time
limit here, so the results do not depend on the machine's load. Each line prints the mean and
slowest MCTS move (wall seconds, moves with a choice; and CPU seconds, which a busy machine does
not inflate); while the slowest stays under the default
bot's clock (0.9 s) the clock never cut a move, and the games are exactly the default bot's.
`--iterations` measures another budget instead. Game n is played with seed n, MCTS in the first
seat for even seeds and in the second for odd ones; `--jobs` splits the seeds over processes
(the same games, the same figures). The last line gives every win rate.

Measured (bot defaults: progressive bias 1.0, 2-move random rollouts, c = 0.3; 2 shared cores):
    bench/bots.py --game interstellar-empire --iterations 500
        vs random 200/200 (100.0%), vs greedy 155/200 won, 45 lost (77.5%)
    bench/bots.py --game empires --iterations 200
        vs random 199/200 (99.5%), vs greedy 170/200 won, 29 lost, 1 drawn (85.0%)
After issue 19 (King windows, concession, lasting damage in Spark of War, Imperium's choices), each
game's default budget, 200 games against greedy (`nice -n 10 bench/bots.py --game <slug> --games 0`,
2 cores shared with other work, so the wall-clock move times are inflated):
    interstellar-empire, 500 iterations: 155 won, 45 lost (77.5%); move 0.058 s mean, 0.657 s slowest
    empires (max_lives 5), 200 iterations: 164 won, 35 lost, 1 drawn (82.0%); move 0.021 s mean, 0.318 s slowest
    spark-of-war, 100 iterations: 172 won, 28 lost (86.0%); move 0.028 s mean, 0.701 s slowest (CPU 0.057 s)
    imperium-galacticum (turn_limit 40), 250 iterations, leaves scored by the heuristic
        (mcts_rollout_depth 0): 138 won, 38 lost, 24 drawn at the 40-round limit (69.0%);
        move 0.063 s mean, 0.595 s slowest (CPU 0.105 s)
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rules  # noqa: E402
from rules.bots import Bot, MCTSBot, make_bot, play_game  # noqa: E402
from rules.core import GameRng, derive_seed  # noqa: E402

OPTIONS = {"interstellar-empire": {}, "empires": {"max_lives": 5}, "spark-of-war": {},
           "imperium-galacticum": {"turn_limit": 40}}
CLOCK = MCTSBot().time_limit  # the default bot's time limit per move (none here: see above)


class TimedMCTS(MCTSBot):
    """The MCTS bot, timing each move that had a choice (the whole of choose()): wall seconds, and
    this process's CPU seconds (on a shared machine the wall clock also counts others' turns)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.move_seconds: list[float] = []
        self.move_cpu: list[float] = []

    def choose(self, state, player):
        started, cpu = time.perf_counter(), time.process_time()
        action = super().choose(state, player)
        if self.last_iterations:
            self.move_seconds.append(time.perf_counter() - started)
            self.move_cpu.append(time.process_time() - cpu)
        return action


def default_iterations(slug: str) -> int:
    """The game's default MCTS budget (State.mcts_iterations): what the site's bot searches."""
    state = rules.get(slug).new_match(2, 0, OPTIONS.get(slug, {}))
    return type(state).mcts_iterations


def outcome(slug: str, rival: str, seed: int, iterations: int | None) -> tuple[str, int, float, float, float, float]:
    """("won" | "lost" | "drawn" for MCTS in game `seed` against `rival`, MCTS moves timed, their
    total and slowest wall seconds, total and slowest CPU seconds). The seats' bots are seeded as
    play_game seeds bots given by name."""
    names = ["mcts", rival] if seed % 2 == 0 else [rival, "mcts"]
    me = names.index("mcts")
    bot = TimedMCTS(seed=derive_seed("bot", seed, me, "mcts"), iterations=iterations, time_limit=None)
    seats = [bot if seat == me else name for seat, name in enumerate(names)]
    result = play_game(rules.get(slug), 2, seed, seats, options=OPTIONS.get(slug, {}))["result"]
    times, cpu = bot.move_seconds, bot.move_cpu
    verdict = "drawn" if result["draw"] else "won" if me in result["winners"] else "lost"
    return verdict, len(times), sum(times), max(times, default=0.0), sum(cpu), max(cpu, default=0.0)


def match(slug: str, rival: str, games: int, iterations: int | None, jobs: int = 1,
          first_seed: int = 0) -> dict:
    """Over `games` two-player games (seeds first_seed, ...): MCTS's won/lost/drawn, the MCTS moves
    (count, mean and slowest wall and CPU seconds) and the run's wall seconds."""
    started = time.perf_counter()
    seeds = list(range(first_seed, first_seed + games))
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = list(pool.map(outcome, [slug] * games, [rival] * games, seeds, [iterations] * games, chunksize=4))
    else:
        rows = [outcome(slug, rival, seed, iterations) for seed in seeds]
    verdicts = [row[0] for row in rows]
    moves = sum(row[1] for row in rows)
    return {"won": verdicts.count("won"), "lost": verdicts.count("lost"), "drawn": verdicts.count("drawn"),
            "moves": moves, "mean": sum(row[2] for row in rows) / max(moves, 1),
            "slowest": max((row[3] for row in rows), default=0.0), "cpu_mean": sum(row[4] for row in rows) / max(moves, 1),
            "cpu_slowest": max((row[5] for row in rows), default=0.0), "seconds": time.perf_counter() - started}


# ---- Galactic Empires (issue 28) -----------------------------------------------------------------

GE_DECKS = ("Ltd_Argonian.dek", "Ltd_Dragon.dek", "Basic_Deck_A.dek", "Basic_Deck_A_Argonian.dek",
            "Beta_Starter.dek", "Psycanti.dek")
"""The six shared decks (cardbase/data/galactic-empires/decks)."""


def ge_pairing(game: int) -> tuple[int, str, str, int]:
    """Game `game`'s (match seed, first bot's deck, second bot's deck, first bot's seat). Games
    come in pairs on one seed and one random pair of decks, the decks swapped between the bots in
    the second game; the first bot's seat alternates from pair to pair."""
    pair = game // 2
    rng = GameRng(derive_seed("ge-bench-decks", pair))
    x, y = rng.sample(GE_DECKS, 2)
    decks = (x, y) if game % 2 == 0 else (y, x)
    return pair, decks[0], decks[1], pair % 2


class TurnClock(Bot):
    """Wraps a bot and adds up the CPU seconds it spends per turn of the match (its whole turn:
    every decision it makes while the turn number stays the same)."""

    def __init__(self, bot: Bot) -> None:
        super().__init__(bot.seed)
        self.bot = bot
        self.turns: dict[int, float] = {}

    def choose(self, state, player):
        cpu = time.process_time()
        action = self.bot.choose(state, player)
        self.turns[state.turn] = self.turns.get(state.turn, 0.0) + time.process_time() - cpu
        return action


def _ge_bot(kind: str, seed: int) -> Bot:
    """A bot of kind `kind`; an MCTS bot without the site's clock (time_limit None), so that a
    busy machine never cuts a search and a game depends on its seed alone (as in the other games'
    matches above)."""
    return make_bot(kind, seed=seed, **({"time_limit": None} if kind.startswith("mcts") else {}))


def ge_game(first: str, second: str, game: int, check_replay: bool = False) -> dict:
    """One seeded Galactic Empires game between bot kinds `first` and `second` (ge_pairing): who
    won, how it ended, its length in rounds and each bot's turn CPU seconds."""
    from rules.galactic_empires import decks as ge_decks

    seed, deck_a, deck_b, seat_a = ge_pairing(game)
    kinds = [first, second] if seat_a == 0 else [second, first]
    names = [deck_a, deck_b] if seat_a == 0 else [deck_b, deck_a]
    clocks = [TurnClock(_ge_bot(kind, derive_seed("bot", seed, seat, kind))) for seat, kind in enumerate(kinds)]
    game_rules = rules.get("galactic-empires")
    decks = [ge_decks.load_deck(name) for name in names]
    summary = play_game(game_rules, 2, seed, clocks, decks=decks)
    state, result = summary["state"], summary["result"]
    if check_replay:
        again = play_game(game_rules, 2, seed, [_ge_bot(k, derive_seed("bot", seed, s, k)) for s, k in enumerate(kinds)], decks=decks)
        assert again["actions"] == summary["actions"], f"game {game} did not replay from its seed"
    winners = result["winners"]
    a = kinds.index(first) if first != second else seat_a
    return {
        "game": game, "seed": seed, "decks": names, "kinds": kinds,
        "winner": None if result["draw"] or len(winners) != 1 else ("first" if winners[0] == a else "second"),
        "by_time": bool(result.get("by_time")), "reason": result["reason"], "rounds": max(state.pturns),
        "turn_cpu": [list(c.turns.values()) for c in clocks], "first_seat": a,
    }


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _ge_row_line(r: dict) -> str:
    # Each seat's turns in CPU seconds (the slowest and the count), so that a run cut short still
    # gives its turn times.
    turns = "; ".join(f"{kind} turn CPU max {max(t, default=0.0):.3f} s of {len(t)}"
                      for kind, t in zip(r["kinds"], r["turn_cpu"]))
    return (f"  game {r['game']} seed {r['seed']}: {r['kinds'][0]} ({r['decks'][0]}) v {r['kinds'][1]} "
            f"({r['decks'][1]}): {r['winner']} won in {r['rounds']} rounds; {r['reason']}; {turns}")


def ge_match(first: str, second: str, games: int, jobs: int = 1, first_game: int = 0,
             check_replay: bool = False, verbose: bool = False, rows_file: str | None = None) -> dict:
    gids = list(range(first_game, first_game + games))
    started = time.perf_counter()
    rows = []
    with ProcessPoolExecutor(jobs) if jobs > 1 else _Inline() as pool:
        for row in pool.map(ge_game, [first] * games, [second] * games, gids, [check_replay] * games):
            rows.append(row)
            if rows_file:  # a JSON line per game, written as it ends: a run cut short keeps its games
                with open(rows_file, "a") as out:
                    out.write(json.dumps(row) + "\n")
            if verbose:
                print(_ge_row_line(row), flush=True)
    rounds = [r["rounds"] for r in rows]
    by_deck: dict[str, list[int]] = {}  # the first bot's deck: [games won, games played]
    for r in rows:
        tally = by_deck.setdefault(r["decks"][r["first_seat"]], [0, 0])  # (decks are in seat order)
        tally[0] += r["winner"] == "first"
        tally[1] += 1
    # Pairs of games (one seed, the decks swapped) whose two games one deck won: the deal decided.
    won_by = {r["game"]: (r["decks"][r["first_seat"]] if r["winner"] == "first" else r["decks"][1 - r["first_seat"]])
              for r in rows if r["winner"]}
    pairs = [g for g in won_by if g % 2 == 0 and g + 1 in won_by]
    first_turns = [t for r in rows for t in r["turn_cpu"][r["first_seat"]]]
    second_turns = [t for r in rows for t in r["turn_cpu"][1 - r["first_seat"]]]
    return {
        "rows": rows, "first_won": sum(r["winner"] == "first" for r in rows),
        "second_won": sum(r["winner"] == "second" for r in rows),
        "hq_destroyed": sum(not r["by_time"] for r in rows),
        "median": _percentile(rounds, 0.5), "p90": _percentile(rounds, 0.9),
        "p95_first": _percentile(first_turns, 0.95), "p95_second": _percentile(second_turns, 0.95),
        "seconds": time.perf_counter() - started, "by_deck": by_deck,
        "pairs": len(pairs), "deck_won_both": sum(won_by[g] == won_by[g + 1] for g in pairs),
    }


class _Inline:
    """A stand-in for a process pool that plays the games in this process, one by one."""

    def __enter__(self) -> _Inline:
        return self

    def __exit__(self, *exc) -> None:
        return None

    def map(self, fn, *iterables):
        return map(fn, *iterables)


def ge_main(args: argparse.Namespace) -> None:
    for spec in args.ge:
        first, second = spec.split("/")
        m = ge_match(first, second, args.ge_games, args.jobs, args.first_seed, args.check_replay, args.verbose,
                     args.rows)
        n = len(m["rows"])
        print(f"galactic-empires {first} v {second}: {first} won {m['first_won']}, {second} won {m['second_won']} "
              f"of {n} ({m['first_won'] / max(n, 1):.1%}); {m['hq_destroyed']}/{n} ended by a destroyed Sector HQ "
              f"({m['hq_destroyed'] / max(n, 1):.0%}), the rest by time; rounds median {m['median']}, p90 {m['p90']}; "
              f"whole-turn CPU p95 {first} {m['p95_first']:.3f} s, {second} {m['p95_second']:.3f} s; "
              f"games {args.first_seed}..{args.first_seed + n - 1}{' replayed OK' if args.check_replay else ''} "
              f"in {m['seconds']:.0f} s", flush=True)
        decks = ", ".join(f"{name.removesuffix('.dek')} {w}/{n}" for name, (w, n) in sorted(m["by_deck"].items()))
        print(f"  {first}'s wins by its deck: {decks}; one deck won both games of {m['deck_won_both']} of "
              f"{m['pairs']} pairs", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ge", action="append", metavar="BOT/BOT",
                        help="Galactic Empires: bot kinds against each other on the six shared decks "
                             "(e.g. greedy/greedy, mcts:normal/greedy); repeatable; only these run")
    parser.add_argument("--ge-games", type=int, default=100, help="games per --ge pairing")
    parser.add_argument("--check-replay", action="store_true", help="--ge: replay every game from its seed")
    parser.add_argument("--verbose", action="store_true", help="--ge: a line per game")
    parser.add_argument("--rows", metavar="FILE", help="--ge: append each game's figures to FILE (JSON lines)")
    parser.add_argument("--games", type=int, default=200, help="games against random")
    parser.add_argument("--games-greedy", type=int, default=200, help="games against greedy")
    parser.add_argument("--iterations", type=int, default=None,
                        help="MCTS iterations per move (default: the game's own budget, State.mcts_iterations)")
    parser.add_argument("--game", action="append", help="game slug (repeatable); default: all four")
    parser.add_argument("--jobs", type=int, default=1, help="processes (the figures do not depend on it)")
    parser.add_argument("--first-seed", type=int, default=0, help="seed of the first game (to split a run)")
    args = parser.parse_args()
    if args.ge:
        ge_main(args)
        return
    figures = []
    for slug in args.game or list(OPTIONS):
        budget = args.iterations or default_iterations(slug)
        label = f"mcts({budget}{'' if args.iterations else ', default'})"
        for rival, games in (("random", args.games), ("greedy", args.games_greedy)):
            if games <= 0:
                continue
            m = match(slug, rival, games, args.iterations, args.jobs, args.first_seed)
            rate = m["won"] / games
            print(f"{slug}: {label} vs {rival}: {m['won']} won, {m['lost']} lost, {m['drawn']} drawn "
                  f"of {games} ({rate:.1%}) in {m['seconds']:.0f} s; MCTS move {m['mean']:.3f} s mean, "
                  f"{m['slowest']:.3f} s slowest of {m['moves']} (CPU {m['cpu_mean']:.3f} s mean, "
                  f"{m['cpu_slowest']:.3f} s slowest)"
                  + (f" (over the default bot's {CLOCK:g} s clock!)" if m["slowest"] > CLOCK else ""), flush=True)
            figures.append(f"{slug} {label} vs {rival} {m['won']}/{games} = {rate:.1%} "
                           f"(move {m['mean']:.3f} s mean, {m['slowest']:.3f} s max; CPU {m['cpu_slowest']:.3f} s max)")
    print("MCTS win rates: " + ", ".join(figures))


if __name__ == "__main__":
    main()
