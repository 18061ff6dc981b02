"""A digest of seeded random playthroughs, to pin an engine's behaviour across a refactor."""
from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterable
from typing import Any

from rules.core import Action, Event, Game, State


def playthrough_digest(
    new: Callable[[int, int, dict[str, Any]], State], setups: Iterable[tuple[int, dict[str, Any]]], seeds: range,
) -> str:
    """sha256 over seeded random games: every legal-action list (in order), choice, event list and
    the end state and result, for each (players, options) set-up and seed."""
    digest = hashlib.sha256()
    for players, options in setups:
        for seed in seeds:
            state = new(players, seed, options)
            choose = random.Random(seed).choice
            while not state.is_over():
                legal = state.legal_actions(state.current_players()[0])
                action = choose(legal)
                digest.update(json.dumps([legal, action, state.apply(action)]).encode())
            digest.update(json.dumps([state.to_json(), state.result()]).encode())
    return digest.hexdigest()


def step_three_ways(game: Game, state: State, choose: Callable[[list[Action]], Action]) -> tuple[list[Event], State, State]:
    """One move of `state`, also played on its clone and on a state rebuilt from its JSON (which
    keeps no memo, so it counts everything afresh): all three list the same actions, the clone is
    sent the action as a client sends it (a plain dict), all three answer the same events and end
    with the same JSON. Returns the events, the clone and the rebuilt state."""
    player = state.current_players()[0]
    fresh = game.state_from_json(json.loads(json.dumps(state.to_json())))
    twin = state.clone()
    legal = state.legal_actions(player)
    assert fresh.legal_actions(player) == legal == twin.legal_actions(player)
    action = choose(legal)
    sent = dict(action)
    events = state.apply(action)
    assert twin.apply(sent) == events == fresh.apply(json.loads(json.dumps(sent)))
    assert twin.to_json() == state.to_json() == fresh.to_json()
    return events, twin, fresh
