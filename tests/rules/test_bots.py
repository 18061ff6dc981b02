"""The shared bots: legal, seeded, never peeking, and MCTS stronger than random."""
import json
import time

import pytest

import rules
from rules.bots import GreedyBot, MCTSBot, RandomBot, action_key, make_bot, play_game, terminal_value
from rules.core import IllegalAction, State
from rules.interstellar_empire.engine import IEState

IE = rules.get("interstellar-empire")
EMPIRES = rules.get("empires")


def test_make_bot_builds_each_bot_by_name_and_rejects_others() -> None:
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    assert isinstance(make_bot("mcts", 1, iterations=10, time_limit=None), MCTSBot)
    with pytest.raises(ValueError):
        make_bot("oracle")


@pytest.mark.parametrize("game", [IE, EMPIRES])
def test_bots_only_choose_legal_actions_and_games_end(game) -> None:
    options = {"max_lives": 3} if game is EMPIRES else {}
    out = play_game(game, 2, 5, ["greedy", "mcts"], options=options, bot_settings={"mcts": {"iterations": 30, "time_limit": None}})
    assert out["state"].is_over() and out["result"]["winners"]
    again = game.replay(2, 5, json.loads(json.dumps(out["actions"])), options)
    assert again.to_json() == out["state"].to_json()


def test_play_game_is_reproducible_for_a_seed() -> None:
    settings = {"mcts": {"iterations": 20, "time_limit": None}}
    first = play_game(IE, 3, 11, ["mcts", "random", "greedy"], bot_settings=settings)
    second = play_game(IE, 3, 11, ["mcts", "random", "greedy"], bot_settings=settings)
    assert first["actions"] == second["actions"]


def test_mcts_searches_determinisations_of_its_own_view_never_the_true_state(monkeypatch) -> None:
    seen = []
    original = IEState.determinize

    def spy(self, player, rng):
        seen.append(player)
        sample = original(self, player, rng)
        assert sample is not self
        return sample

    monkeypatch.setattr(IEState, "determinize", spy)
    state = IE.new_match(2, 3, {})  # the who-goes-first reveal: a choice among ten cards
    bot = MCTSBot(seed=1, iterations=50, time_limit=None)
    before = state.to_json()
    player = state.current_players()[0]
    action = bot.choose(state, player)
    assert action in state.legal_actions(player)
    # one sample for the root's one-ply look (the expansion order), then one per iteration
    assert seen == [player] * 51 and bot.last_iterations == 50
    assert state.to_json() == before  # the true state is untouched


def test_mcts_respects_a_time_budget() -> None:
    state = EMPIRES.new_match(2, 1, {"max_lives": 5})
    bot = MCTSBot(seed=1, iterations=10**9, time_limit=0.05)
    bot.choose(state, 0)
    assert bot.last_iterations > 0 and 0 < bot.last_seconds < 0.5


def test_greedy_takes_the_winning_war() -> None:
    from tests.rules.interstellar_empire.position import Table

    t = Table(2).fleet(0, "battleship").empire(0, "barren-planet").empire(1, "barren-planet", "barren-planet")
    state = t.deck(filler=30).at("war")
    action = GreedyBot(seed=1).choose(state, 0)
    assert action["type"] == "war"


@pytest.mark.slow
@pytest.mark.parametrize("game,options", [(IE, {}), (EMPIRES, {"max_lives": 3})])
def test_mcts_beats_random_in_at_least_80_percent(game, options) -> None:
    # A reduced budget keeps the suite fast; bench/bots.py plays the full 200 games.
    wins = 0
    games = 10
    for seed in range(games):
        seats = ["mcts", "random"] if seed % 2 == 0 else ["random", "mcts"]
        out = play_game(game, 2, seed, seats, options=options, bot_settings={"mcts": {"iterations": 60, "time_limit": None}})
        winners = out["result"]["winners"]
        wins += len(winners) == 1 and seats[winners[0]] == "mcts"
    assert wins >= 0.8 * games


# --- Robust action keys and team wins (bugs reported by the Spark of War engine) -----------------


class _Toy(State):
    """A tiny two-team game for the bots' own tests: each seat in turn picks a bag of numbers
    (actions hold lists and dicts); after `turns` picks the team with the larger total wins."""

    def __init__(self, players: int = 4, turns: int = 4) -> None:
        self.players = players
        self.turns = turns
        self.totals = [0] * players
        self.log: list = []
        self.seat = 0

    def current_players(self):
        return [] if self.is_over() else [self.seat]

    def legal_actions(self, player):
        if player != self.seat or self.is_over():
            return []
        return [{"player": player, "type": "pick", "cards": [n, [n, n]], "meta": {"bag": [n]}} for n in (0, 1, 3)]

    def apply(self, action):
        if action not in self.legal_actions(action.get("player")):
            raise IllegalAction("not legal")
        self.totals[self.seat] += action["cards"][0]
        self.log.append(action)
        self.seat = (self.seat + 1) % self.players
        return []

    def is_over(self):
        return len(self.log) >= self.turns

    def result(self):
        if not self.is_over():
            return None
        teams = [sum(self.totals[s] for s in range(self.players) if s % 2 == t) for t in (0, 1)]
        if teams[0] == teams[1]:
            return {"winners": list(range(self.players)), "draw": True, "reason": "tie"}
        top = 0 if teams[0] > teams[1] else 1
        return {"winners": [s for s in range(self.players) if s % 2 == top], "draw": False, "reason": "points"}

    def view(self, player=None):
        return {"totals": self.totals[:]}

    def to_json(self):
        return {"players": self.players, "turns": self.turns, "totals": self.totals[:], "log": self.log[:], "seat": self.seat}

    @classmethod
    def from_json(cls, data):
        s = cls(data["players"], data["turns"])
        s.totals, s.log, s.seat = list(data["totals"]), list(data["log"]), data["seat"]
        return s

    def clone(self):
        return _Toy.from_json(self.to_json())

    def heuristic(self, player):
        mine = sum(self.totals[s] for s in range(self.players) if s % 2 == player % 2)
        theirs = sum(self.totals) - mine
        return 0.5 + (mine - theirs) / 100


def test_action_keys_are_hashable_for_actions_holding_lists_and_dicts() -> None:
    action = {"player": 0, "type": "pick", "cards": [1, [2, 3]], "meta": {"bag": [4], "to": {"hex": [0, 1]}}}
    key = action_key(action)
    hash(key)
    same = json.loads(json.dumps(action))
    assert action_key(same) == key
    assert action_key({**action, "cards": [1, [2, 4]]}) != key
    assert action_key({**action, "meta": {"bag": [4], "to": {"hex": [1, 0]}}}) != key
    # Key order never matters: equal actions, equal keys.
    assert action_key({"type": "pass", "player": 1}) == action_key({"player": 1, "type": "pass"})


def test_mcts_searches_a_game_whose_actions_hold_lists() -> None:
    state = _Toy(players=2, turns=2)
    action = MCTSBot(seed=1, iterations=60, time_limit=None).choose(state, 0)
    assert action == {"player": 0, "type": "pick", "cards": [3, [3, 3]], "meta": {"bag": [3]}}


def test_a_seat_among_the_winners_of_a_team_game_scores_a_win_not_a_draw() -> None:
    state = _Toy(players=4, turns=4)
    for n in (3, 0, 3, 0):  # team 0 (seats 0 and 2) ahead
        state.apply(state.legal_actions(state.seat)[[0, 1, 3].index(n)])
    assert state.result()["winners"] == [0, 2] and not state.result()["draw"]
    assert terminal_value(state, 0) == terminal_value(state, 2) == 1.0
    assert terminal_value(state, 1) == terminal_value(state, 3) == 0.0


def test_a_draw_scores_a_half_for_the_seats_sharing_it() -> None:
    state = _Toy(players=2, turns=2)
    for _ in range(2):
        state.apply(state.legal_actions(state.seat)[2])
    assert state.result()["draw"]
    assert terminal_value(state, 0) == terminal_value(state, 1) == 0.5


@pytest.mark.parametrize("seed", range(6))
def test_mcts_prefers_its_team_winning_to_a_draw(seed) -> None:
    # Seat 3 moves last with its team (seats 1 and 3) behind by 1: picking 1 draws, 3 wins for the team.
    state = _Toy(players=4, turns=4)
    for n in (1, 0, 0):
        state.apply(state.legal_actions(state.seat)[[0, 1, 3].index(n)])
    action = MCTSBot(seed=seed, iterations=30, time_limit=None).choose(state, 3)
    assert action["cards"][0] == 3


def test_with_progressive_bias_the_root_expands_the_best_looking_action_first() -> None:
    state = _Toy(players=2, turns=4)
    bot = MCTSBot(seed=3, iterations=1, time_limit=None, prior_weight=1.0, rollout_depth=0)
    assert bot.choose(state, 0)["cards"][0] == 3  # one iteration: only the greedy choice was tried


class _VirtualClock:
    """A clock that only moves when the slow toy game makes a move: what the time-limit tests
    assert then holds on any machine, however loaded (a real sleep overshoots on a busy one)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


_CLOCK = _VirtualClock()


class _SlowToy(_Toy):
    """The toy game with a slow move: every apply takes `pause` seconds of the virtual clock (a
    slow engine's iteration, with the cost of its rollout)."""

    pause = 0.02

    def apply(self, action):
        _CLOCK.now += self.pause
        return super().apply(action)

    def clone(self):
        return _SlowToy.from_json(self.to_json())


class _Budgeted(_Toy):
    mcts_iterations = 7

    def clone(self):
        return _Budgeted.from_json(self.to_json())


def test_mcts_stops_before_its_time_limit_rather_than_after() -> None:
    # Each step costs 20 ms: the root's look at its 3 actions 60 ms, each iteration 60 ms (the
    # expanded move and two rollout moves). Checking the clock after each iteration would end the
    # move at 180 ms; a step starts only when the slowest so far still ends within 130 ms.
    state = _SlowToy(players=2, turns=20)
    bot = MCTSBot(seed=1, iterations=10**9, time_limit=0.13)
    bot.clock = _CLOCK
    started = _CLOCK.now
    bot.choose(state, 0)
    spent = _CLOCK.now - started
    assert bot.last_iterations == 1
    assert spent == pytest.approx(0.12)  # the look and one iteration; a second would end at 0.18


def test_mcts_out_of_time_before_any_iteration_plays_the_best_looking_action() -> None:
    state = _SlowToy(players=2, turns=20)
    bot = MCTSBot(seed=1, iterations=10**9, time_limit=0.07)  # the root's look alone takes 60 ms
    bot.clock = _CLOCK
    started = _CLOCK.now
    action = bot.choose(state, 0)
    assert _CLOCK.now - started == pytest.approx(0.06)
    assert bot.last_iterations == 0 and action["cards"][0] == 3


def test_mcts_default_budget_is_the_games_own_iteration_count() -> None:
    bot = MCTSBot(seed=1, time_limit=None)
    bot.choose(_Budgeted(players=2, turns=4), 0)
    assert bot.last_iterations == 7  # _Budgeted.mcts_iterations
    bot.choose(_Toy(players=2, turns=4), 0)
    assert bot.last_iterations == State.mcts_iterations  # a game without its own: the shared default
    bot = MCTSBot(seed=1, iterations=5, time_limit=None)
    bot.choose(_Budgeted(players=2, turns=4), 0)
    assert bot.last_iterations == 5  # a given count wins
    with pytest.raises(ValueError):
        MCTSBot(iterations=0)


def test_epsilon_greedy_rollouts_play_the_movers_best_looking_move() -> None:
    state = _Toy(players=2, turns=4)
    bot = MCTSBot(seed=3, iterations=1, time_limit=None, rollout_depth=3, rollout_epsilon=0.0)
    bot._rollout(state, bot.rng)
    assert state.totals == [6, 3]  # every mover picked 3


# --- The four other games: MCTS at the default budget (issue 19) --------------------------------

OTHER_GAMES = [("interstellar-empire", {}), ("empires", {"max_lives": 5}), ("spark-of-war", {}),
               ("imperium-galacticum", {})]


@pytest.mark.slow
@pytest.mark.parametrize("slug,options", OTHER_GAMES)
def test_a_default_budget_mcts_move_stays_under_a_second(slug: str, options: dict) -> None:
    """The default bot (the game's own iteration budget, at most 0.9 s) answers within a second,
    having searched its whole iteration budget (the clock is the safety net, not the budget)."""
    import random

    game = rules.get(slug)
    state = game.new_match(2, 4, options)
    rng = random.Random(4)
    for _ in range(12):  # a position some way into the game
        if state.is_over():
            break
        seat = state.current_players()[0]
        state.apply(rng.choice([a for a in state.legal_actions(seat) if a["type"] != "concede"]))
    while not state.is_over() and len(state.legal_actions(state.current_players()[0])) < 2:
        seat = state.current_players()[0]
        state.apply(state.legal_actions(seat)[0])
    assert not state.is_over()
    bot = MCTSBot(seed=1)
    seat = state.current_players()[0]
    started = __import__("time").perf_counter()
    action = bot.choose(state, seat)
    spent = __import__("time").perf_counter() - started
    assert action in state.legal_actions(seat)
    assert bot.last_iterations == type(state).mcts_iterations and spent < 1.0


@pytest.mark.parametrize("slug,options", OTHER_GAMES[2:])
def test_greedy_and_mcts_play_spark_and_imperium_legally_to_the_end(slug: str, options: dict) -> None:
    game = rules.get(slug)
    opts = {**options, "turn_limit": 10}
    out = play_game(game, 2, 7, ["greedy", "mcts"], options=opts, bot_settings={"mcts": {"iterations": 10, "time_limit": None}})
    assert out["state"].is_over()
    assert game.replay(2, 7, json.loads(json.dumps(out["actions"])), opts).to_json() == out["state"].to_json()


def test_mcts_takes_the_games_own_rollout_depth_unless_given_one() -> None:
    state = rules.get("imperium-galacticum").new_match(2, 1, {})
    bot = MCTSBot(seed=1, iterations=5, time_limit=None)
    bot.choose(state, 0)
    assert bot._depth == 0  # ImperiumState.mcts_rollout_depth
    bot = MCTSBot(seed=1, iterations=5, time_limit=None)
    bot.choose(EMPIRES.new_match(2, 1, {"max_lives": 3}), 0)
    assert bot._depth == 2  # no hint: two random moves
    bot = MCTSBot(seed=1, iterations=5, time_limit=None, rollout_depth=3)
    bot.choose(state, 0)
    assert bot._depth == 3


def test_mcts_search_shape_settings_default_to_off_and_yield_to_the_games_own() -> None:
    from rules.bots import _range

    class Shaped:
        mcts_settings = {"root_width": 4, "normalize": True}

    bot = MCTSBot(seed=1, time_limit=None)
    assert bot._setting(Shaped(), "root_width", 0) == 4 and bot._setting(Shaped(), "per_action", 0) == 0
    assert bot._setting(object(), "normalize", False) is False  # a game without settings: off
    assert MCTSBot(seed=1, root_width=0)._setting(Shaped(), "root_width", 0) == 0  # the bot's own wins
    assert _range([0.52, 0.5, 0.51]) == (0.5, 0.52 - 0.5) and _range([0.5, 0.5]) == (0.5, 1.0)


def test_a_moves_best_line_is_its_best_follow_up_where_the_searcher_moves_next() -> None:
    # best_line (issue 28): a move is worth its best follow-up of the searcher's own, not the mean
    # of every follow-up tried; at another seat's choice or a leaf, the node's mean.
    from rules.bots import _line_value, _Node

    def node(actor, visits, value, *children):
        n = _Node(actor, {"type": "x"}, 2)
        n.visits, n.reward = visits, [value * visits, (1 - value) * visits]
        for i, child in enumerate(children):
            n.children[i] = child
        return n

    assert _line_value(node(0, 3, 0.4), 0) == pytest.approx(0.4)  # a leaf: its mean
    mine = node(0, 10, 0.45, node(0, 6, 0.4), node(0, 3, 0.55, node(0, 2, 0.5), node(0, 1, 0.6)))
    assert _line_value(mine, 0) == pytest.approx(0.6)  # down the searcher's own choices
    theirs = node(0, 10, 0.45, node(1, 6, 0.4), node(1, 4, 0.8))
    assert _line_value(theirs, 0) == pytest.approx(0.45)  # the opponent chooses next: the mean
    assert _line_value(node(0, 4, 0.5, node(0, 0, 0.0)), 0) == pytest.approx(0.5)  # unvisited: ignored
    assert MCTSBot(seed=1)._setting(object(), "best_line", False) is False  # off unless a game sets it
