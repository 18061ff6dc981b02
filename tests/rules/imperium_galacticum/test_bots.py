"""The shared bots play Imperium Galacticum: MCTS beats random (quick games here; 200 in bench/spark_imperium.py)."""
from rules.bots import play_game

import rules

GAME = rules.get("imperium-galacticum")


def test_mcts_beats_random_in_quick_games() -> None:
    # Short games are noisy (quests score from the start; a 15-round empire is small): here MCTS must come
    # out ahead on points overall and never lose more games than it wins. The 80% figure is the bench's.
    wins = losses = margin = 0
    for seed in range(4):
        bots = ["mcts", "random"] if seed % 2 == 0 else ["random", "mcts"]
        result = play_game(GAME, 2, seed, bots, options={"turn_limit": 15},
                           bot_settings={"mcts": {"iterations": 15, "time_limit": None, "rollout_depth": 2}})["result"]
        me = bots.index("mcts")
        wins += me in result["winners"] and not result["draw"]
        losses += me not in result["winners"]
        margin += result["victory_points"][me] - result["victory_points"][1 - me]
    assert margin > 0 and wins >= losses
