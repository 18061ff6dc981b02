"""Spark of War's fast paths (issue 19) keep the engine's behaviour: what is kept up to date as cards move
(deployable hexes, their order, damage) equals a count from scratch after every action, a state rebuilt from
its snapshot (nothing kept, all counted afresh) and a clone list the same actions and continue the same way,
and seeded games still play exactly as they did before the fast paths (a digest of every listing and event).
"""
from __future__ import annotations

import random
from typing import Any

import pytest

import rules
from rules.core import IllegalAction
from rules.spark_of_war import engine as E
from tests.rules.playthrough import playthrough_digest, step_three_ways

GAME = rules.get("spark-of-war")
SETUPS: list[tuple[int, dict[str, Any]]] = [
    (2, {}), (3, {"map": "random"}), (4, {"faceoff": True}), (6, {}), (2, {"damage": "fresh", "map": "lone-star"}),
]


# Recorded with the engine before the fast paths (commit d3454e3, rules/spark_of_war/engine.py as it was).
DIGEST_BEFORE = "7745a171fb8d0e13f9bb060fed4746131c45d31566906f69a21fae008c572595"


def test_seeded_games_play_exactly_as_before_the_fast_paths() -> None:
    assert playthrough_digest(GAME.new_match, SETUPS, range(4)) == DIGEST_BEFORE


def check_bookkeeping(state: E.SparkOfWarState) -> None:
    if state._hexes is None:
        return
    assert state._hexes == state.count_deploy_hexes(), "deployable hexes out of step with the board"
    assert state._order == sorted(state._hexes), "the deployable hexes' order out of step"
    assert set(state._hits) == set(state.board)
    assert {pos: n for pos, n in state._hits.items() if n} == state.count_damage(), "damage out of step"


@pytest.mark.parametrize("players, options", SETUPS)
def test_kept_counts_equal_a_recount_and_a_fresh_state_lists_the_same_actions(players: int, options: dict) -> None:
    for seed in range(5):
        state = GAME.new_match(players, seed, {"turn_limit": 40, **options})  # a few long games are enough
        choose = random.Random(seed).choice
        while not state.is_over():
            _, twin, _ = step_three_ways(GAME, state, choose)
            check_bookkeeping(state)
            check_bookkeeping(twin)


def test_a_listed_action_is_read_only_and_a_copy_of_it_is_checked_in_full() -> None:
    state = GAME.new_match(2, 3)
    action = state.legal_actions(0)[0]
    with pytest.raises(TypeError):
        action["card"] = 999
    forged = {**action, "card": 999}
    assert not state._is_legal(forged)
    with pytest.raises(IllegalAction):
        state.apply(forged)
    assert state.legal_actions(0)[0] == action  # the listing is unchanged
