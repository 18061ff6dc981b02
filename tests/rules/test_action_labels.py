"""Issue 16: every game's table labels its buttons in the game's words, no two alike, never an
engine dump ("player=0, type=pass", "index 0")."""
from __future__ import annotations

import random

import pytest

import rules

NAMES = {0: "Ann", 1: "the greedy bot"}


@pytest.mark.parametrize("slug", ["galactic-empires", "interstellar-empire", "empires", "imperium-galacticum", "spark-of-war"])
def test_labels_are_distinct_and_in_words(slug: str) -> None:
    game = rules.get(slug)
    labelled = 0
    for seed in range(2):
        state = game.new_match(2, seed, {})
        rng = random.Random(seed)
        for _ in range(600):
            if state.is_over():
                break
            seat = state.current_players()[0]
            actions = state.legal_actions(seat)
            texts = game.action_labels(state, actions, seat, NAMES)
            assert len(texts) == len(actions) and len(set(texts)) == len(texts), texts
            for text in texts:
                assert "=" not in text and "index" not in text and "player" not in text, text
            labelled += len(texts)
            state.apply(rng.choice(actions))
    assert labelled > 50
