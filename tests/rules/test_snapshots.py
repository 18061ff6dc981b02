"""Snapshots are exact, for every engine: a state saved with to_json, sent through JSON text and
rebuilt with the game's state_from_json at a random point, then continued with the same actions,
equals the straight replay at every later step (CONVENTIONS.md, "Property tests where state is
saved and restored"; issue 18). Only the public contract is used (to_json / state_from_json).
"""
from __future__ import annotations

import json
import random

import pytest

import rules

# Seeded games per engine, each cut at a random point (Galactic Empires' games are long: fewer).
GAMES = {"spark-of-war": 30, "imperium-galacticum": 12, "interstellar-empire": 12, "empires": 12,
         "galactic-empires": 3}


def _setup(slug: str, seed: int) -> tuple[int, dict, list | None]:
    """(players, options, decks) for seed `seed` of a game: every player count and the variants in turn."""
    game = rules.get(slug)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    options: dict = {}
    decks = None
    if slug == "spark-of-war":
        options = {"turn_limit": 30 + 10 * (seed % 3), "faceoff": players % 2 == 0 and seed % 4 == 0}
    elif slug == "empires":
        options = {"max_lives": 3}
    elif slug == "imperium-galacticum":
        options = {"turn_limit": 12}
    elif slug == "galactic-empires":
        from rules.galactic_empires import decks as ge_decks

        players = 2  # between the two starter decks and the limited ones in turn
        pool = ge_decks.starter_decks() + ge_decks.limited_decks()
        decks = [pool[seed % len(pool)], pool[(seed + 1) % len(pool)]]
    return players, options, decks


def _actions(slug: str, seed: int) -> tuple[list[dict], int, dict, list | None]:
    """A seeded random game to the end: its action log and set-up."""
    game = rules.get(slug)
    players, options, decks = _setup(slug, seed)
    state = game.new_match(players, seed, options, decks)
    rng = random.Random(seed)
    log: list[dict] = []
    while not state.is_over() and len(log) < 4000:
        player = rng.choice(state.current_players())
        action = rng.choice(state.legal_actions(player))
        state.apply(action)
        log.append(action)
    return log, players, options, decks


@pytest.mark.slow
@pytest.mark.parametrize("slug", ["spark-of-war", "imperium-galacticum", "interstellar-empire", "empires",
                                  "galactic-empires"])
def test_a_snapshot_at_a_random_point_continues_exactly_like_the_straight_replay(slug: str) -> None:
    game = rules.get(slug)
    for seed in range(GAMES[slug]):
        log, players, options, decks = _actions(slug, seed)
        cut = random.Random(1000 + seed).randint(0, len(log))
        straight = game.new_match(players, seed, options, decks)
        for action in log[:cut]:
            straight.apply(action)
        restored = game.state_from_json(json.loads(json.dumps(straight.to_json())))
        assert restored.to_json() == straight.to_json(), f"seed {seed}: the snapshot itself differs"
        for step, action in enumerate(log[cut:], start=cut):
            expected = straight.apply(dict(action))
            got = restored.apply(dict(action))
            assert got == expected, f"seed {seed}: events differ at step {step} (snapshot taken at {cut})"
            if step % 8 == 0 or step == len(log) - 1:
                assert restored.to_json() == straight.to_json(), f"seed {seed}: states differ at step {step}"
        assert restored.to_json() == straight.to_json() and restored.result() == straight.result()
