"""The shared bots play Spark of War: MCTS beats random (a few quick games here; 200 in bench/spark_imperium.py)."""
from rules.bots import play_game

import rules

GAME = rules.get("spark-of-war")


def test_mcts_beats_random_in_quick_games() -> None:
    # Short games are noisy (quests score from the start; a 15-round empire is small): here MCTS must come
    # out ahead on points overall and never lose more games than it wins. The 80% figure is the bench's.
    # 12-turn games proved a coin toss for any budget this small; 20 turns let the better play show.
    wins = losses = margin = 0
    for seed in range(6):
        bots = ["mcts", "random"] if seed % 2 == 0 else ["random", "mcts"]
        result = play_game(GAME, 2, seed, bots, options={"turn_limit": 20},
                           bot_settings={"mcts": {"iterations": 20, "time_limit": None, "rollout_depth": 2}})["result"]
        me = bots.index("mcts")
        wins += me in result["winners"] and not result["draw"]
        losses += me not in result["winners"]
        margin += result["scores"][me] - result["scores"][1 - me]
    assert margin > 0 and wins >= losses


def test_greedy_and_random_bots_finish_a_six_player_faceoff_game() -> None:
    played = play_game(GAME, 6, 3, ["greedy", "random"] * 3, options={"faceoff": True, "turn_limit": 12})
    assert played["state"].is_over() and "team_scores" in played["result"]
