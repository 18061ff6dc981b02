"""The shared bots: legal, seeded, never peeking, and MCTS stronger than random."""
import json

import pytest

import rules
from rules.bots import GreedyBot, MCTSBot, RandomBot, make_bot, play_game
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
    assert seen == [player] * 50 and bot.last_iterations == 50
    assert state.to_json() == before  # the true state is untouched


def test_mcts_respects_a_time_budget() -> None:
    state = EMPIRES.new_match(2, 1, {"max_lives": 5})
    bot = MCTSBot(seed=1, iterations=None, time_limit=0.05)
    bot.choose(state, 0)
    assert 0 < bot.last_seconds < 0.5


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
