"""random_sim: many seeded random games to the end with the invariants checked after every action."""
import json
import random

import pytest

import rules
from rules.core import GameRng, IllegalAction
from rules.empires.engine import PACK, EmpiresState

GAME = rules.get("empires")
SHORT = {"max_lives": 6, "turn_limit": 120}


def check_invariants(state: EmpiresState) -> None:
    for p in range(state.seat_count):
        cards = (
            state.decks[p] + state.hands[p] + state.lives[p] + state.discards[p] + state.defenders[p]
            + [c for c, _, _ in state.soldiers[p]] + [c for c, _ in state.resources[p]]
        )
        assert sorted(cards) == list(range(PACK)), f"seat {p}: a card was created or lost"
        assert all(t in (0, 1) for _, t in state.resources[p])
        assert all(f in (0, 1) and a in (0, 1) for _, f, a in state.soldiers[p])
        if state.phase != "setup" and not state.is_over():
            assert state.out[p] == (not state.lives[p]), "out exactly when no lives are left"
    if state.is_over():
        assert state.current_players() == [] and state.result() is not None
    else:
        for p in state.current_players():
            assert state.legal_actions(p)
        for p in range(state.seat_count):
            if p not in state.current_players():
                assert state.legal_actions(p) == []


def play_random(seed: int, players: int, options: dict, check: bool = True) -> tuple[EmpiresState, list]:
    state = GAME.new_match(players, seed, options)
    rng = random.Random(seed)
    log = []
    while not state.is_over():
        player = state.current_players()[0]
        actions = state.legal_actions(player)
        if check and rng.random() < 0.03:
            for candidate in actions:
                state.clone().apply(candidate)
        action = rng.choice(actions)
        state.apply(action)
        log.append(action)
        if check:
            check_invariants(state)
    return state, log


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_every_card_accounted_for(players: int) -> None:
    for seed in range(120 if players == 2 else 40):
        state, _ = play_random(seed * 5 + players, players, SHORT)
        assert state.result()["winners"]


def test_random_games_end_by_lives_under_the_default_options() -> None:
    ends = {"lives": 0, "turn limit": 0}
    for seed in range(20):
        state, _ = play_random(seed, 2, {"max_lives": 3}, check=seed < 3)
        ends[state.result()["reason"]] += 1
    assert ends["lives"] > 0


def test_replaying_the_log_rebuilds_the_state_exactly() -> None:
    for seed in range(30):
        state, log = play_random(seed, 2 + seed % 2, SHORT, check=False)
        again = GAME.replay(2 + seed % 2, seed, json.loads(json.dumps(log)), SHORT)
        assert again.to_json() == state.to_json()


def test_json_round_trip_and_clone_give_the_same_state() -> None:
    for seed in range(8):
        state = GAME.new_match(2, seed, SHORT)
        rng = random.Random(seed)
        while not state.is_over():
            restored = GAME.state_from_json(json.loads(json.dumps(state.to_json())))
            assert restored.to_json() == state.to_json()
            assert state.clone().to_json() == state.to_json()
            p = state.current_players()[0]
            assert restored.legal_actions(p) == state.legal_actions(p)
            state.apply(rng.choice(state.legal_actions(p)))


def test_illegal_actions_raise_and_change_nothing() -> None:
    rng = random.Random(2)
    for seed in range(15):
        state = GAME.new_match(2, seed, SHORT)
        while not state.is_over():
            before = state.to_json()
            p = state.current_players()[0]
            for action in (
                {"player": p, "type": "summon", "card": "no-card"},
                {"player": p, "type": "tap", "value": 99},
                {"player": 1 - p, "type": "done"},
                {"player": p, "type": "attack", "soldier": 40},
                {"player": p, "type": "lives", "count": 0},
                {"player": "0", "type": "done"},
            ):
                if action in state.legal_actions(p):
                    continue
                with pytest.raises(IllegalAction):
                    state.apply(action)
                assert state.to_json() == before
            state.apply(rng.choice(state.legal_actions(p)))


def test_view_hides_hands_lives_and_deck_order() -> None:
    state, _ = play_random(4, 2, SHORT, check=False)
    state = GAME.new_match(2, 4, SHORT)
    state.apply({"player": 0, "type": "lives", "count": 3})
    state.apply({"player": 1, "type": "lives", "count": 4})
    view = state.view(0)
    assert view["seats"][0]["hand"] is not None and view["seats"][1]["hand"] is None
    assert view["seats"][1]["lives"] == 4 and "decks" not in view
    sample = state.determinize(0, GameRng(9))
    assert sample.view(0) == view
    assert sample.hands[0] == state.hands[0]
    assert sample.hands[1] != state.hands[1] or sample.decks[1] != state.decks[1]
