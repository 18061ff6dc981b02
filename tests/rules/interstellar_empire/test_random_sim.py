"""random_sim: many seeded random games to the end with the invariants checked after every action."""
import json
import random

import pytest

import rules
from rules.core import IllegalAction
from rules.interstellar_empire.engine import DECK_SIZE, IEState

GAME = rules.get("interstellar-empire")


def _all_cards(state: IEState) -> list[int]:
    cards = state.deck + state.discard + state.limbo
    for p in range(state.seat_count):
        cards += state.hands[p] + state.empires[p] + [ship[0] for ship in state.fleets[p]]
        if state.revealed[p] is not None:
            cards.append(state.revealed[p])
    return cards


def check_invariants(state: IEState) -> None:
    cards = _all_cards(state)
    assert sorted(cards) == list(range(DECK_SIZE)), "a card was created or lost"
    for fleet in state.fleets:
        for card, tapped, captured in fleet:
            assert tapped in (0, 1) and captured in (0, 1)
            assert not captured or tapped, "a just-captured ship is tapped"
    if state.is_over():
        assert state.current_players() == []
        assert state.result() is not None
    else:
        assert state.current_players(), "someone must be able to act"
        for p in state.current_players():
            assert state.legal_actions(p), "a seat that may act has an action"


def play_random(seed: int, players: int, options: dict, check_every: bool = True) -> tuple[IEState, list]:
    state = GAME.new_match(players, seed, options)
    rng = random.Random(seed)
    log = []
    while not state.is_over():
        player = rng.choice(state.current_players())
        actions = state.legal_actions(player)
        for other in range(players):
            if other not in state.current_players():
                assert state.legal_actions(other) == []
        action = rng.choice(actions)
        if check_every and rng.random() < 0.05:
            # Every listed action applies without error (on a copy).
            for candidate in actions:
                state.clone().apply(candidate)
        state.apply(action)
        log.append(action)
        if check_every:
            check_invariants(state)
        assert len(log) < 5000
    return state, log


OPTIONS = [
    {},
    {"liberal_state": True},
    {"tyrannical_state": True},
    {"liberal_state": True, "tyrannical_state": True, "first_player": "first-seat"},
]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_every_card_accounted_for(players: int) -> None:
    for seed in range(250):
        state, log = play_random(seed * 7 + players, players, OPTIONS[seed % 4])
        assert state.result()["winners"]


def test_replaying_the_log_rebuilds_the_state_exactly() -> None:
    for seed in range(60):
        players = 2 + seed % 3
        options = OPTIONS[seed % 4]
        state, log = play_random(seed, players, options, check_every=False)
        again = GAME.replay(players, seed, json.loads(json.dumps(log)), options)
        assert again.to_json() == state.to_json()


def test_json_round_trip_at_every_step_gives_the_same_state() -> None:
    for seed in range(20):
        state = GAME.new_match(3, seed, {"liberal_state": True, "tyrannical_state": True})
        rng = random.Random(seed)
        while not state.is_over():
            data = json.loads(json.dumps(state.to_json()))
            restored = GAME.state_from_json(data)
            assert restored.to_json() == state.to_json()
            p = state.current_players()[0]
            assert restored.legal_actions(p) == state.legal_actions(p)
            assert state.clone().to_json() == state.to_json()
            state.apply(rng.choice(state.legal_actions(p)))


def test_illegal_actions_raise_and_change_nothing() -> None:
    rng = random.Random(3)
    for seed in range(30):
        state = GAME.new_match(2 + seed % 3, seed, OPTIONS[seed % 4])
        while not state.is_over():
            before = state.to_json()
            p = state.current_players()[0]
            bad = [
                {"player": p, "type": "war", "target": p, "planet": 0},
                {"player": p, "type": "pay", "card": "no-such-card"},
                {"player": (p + 1) % state.seat_count, "type": "done"},
                {"player": 9, "type": "done"},
                {"player": p, "type": "commit", "ship": 99},
                {"player": p, "type": "fly"},
            ]
            for action in bad:
                if action in state.legal_actions(p):
                    continue
                with pytest.raises(IllegalAction):
                    state.apply(action)
                assert state.to_json() == before
            state.apply(rng.choice(state.legal_actions(p)))


def test_view_hides_other_hands_and_the_deck_order() -> None:
    state = GAME.new_match(3, 5, {})
    view = state.view(0)
    text = json.dumps(view)
    assert view["seats"][0]["hand"] is not None
    assert view["seats"][1]["hand"] is None and view["seats"][2]["hand"] is None
    assert "deck" not in view and view["deck_count"] == len(state.deck)
    assert json.dumps(state.view(None))  # a spectator's view is JSON too
    assert "hands" not in text


def test_determinize_keeps_what_the_player_sees_and_resamples_the_rest() -> None:
    from rules.core import GameRng

    state, _ = play_random(11, 3, {}, check_every=False)
    state = GAME.new_match(3, 11, {"first_player": "first-seat"})
    sample = state.determinize(0, GameRng(1))
    assert sample.view(0) == state.view(0)
    assert sorted(_all_cards(sample)) == list(range(DECK_SIZE))
    assert sample.hands[1] != state.hands[1] or sample.deck != state.deck
