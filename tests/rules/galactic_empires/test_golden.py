"""The golden playthroughs replay identically (issue 15, step 1: "A safety net first").

Each file under golden/games/ is a seeded bot game recorded with the engine at commit a4f9660
(see golden/record.py). Replaying it from its seed, options and decks, every recorded action must
be legal for its seat, and the state after every action must hash as recorded; the final state
(cards included) and the result must match. A failure names the game, the action index and the
action. After a deliberate rule change, regenerate with
`.venv/bin/python -m tests.rules.galactic_empires.golden.record`.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from .golden.record import GAMES_DIR, cards_hash, full_hash, start, state_hash

GOLDEN = sorted(GAMES_DIR.glob("*.json"))


def where(name: str, index: int, action: dict) -> str:
    return f"{name}, action #{index} {json.dumps(action)}"


def test_there_are_at_least_forty_goldens() -> None:
    assert len(GOLDEN) >= 40


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_replays_identically(path: Path) -> None:
    game = json.loads(path.read_text(encoding="utf-8"))
    name = game["name"]
    state = start(game)
    assert cards_hash(state) == game["cards_sha256"], f"{name}: the dealt cards differ"
    assert state_hash(state) == game["start"], f"{name}: the opening state differs"
    for index, (action, expected) in enumerate(game["steps"]):
        seat = action["player"]
        assert not state.is_over(), f"{where(name, index, action)}: the game is already over"
        assert seat in state.current_players(), f"{where(name, index, action)}: seat {seat} is not to act"
        assert action in state.legal_actions(seat), f"{where(name, index, action)}: not a legal action"
        state.apply(action)
        got = state_hash(state)
        assert got == expected, f"{where(name, index, action)}: state hash {got}, recorded {expected}"
    assert state.is_over(), f"{name}: the game does not end after its last action"
    assert state.result() == game["result"], f"{name}: the result differs"
    assert full_hash(state) == game["final_sha256"], f"{name}: the final state differs"
