"""A digest of seeded random playthroughs, to pin an engine's behaviour across a refactor."""
from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterable
from typing import Any

from rules.core import State


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
