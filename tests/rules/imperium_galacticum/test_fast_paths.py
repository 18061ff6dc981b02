"""Imperium Galacticum's fast paths (issue 19) keep the engine's behaviour: the memos it keeps (who owns which
planet, what each player's research gives, the cards to explore, the last victory check) agree with a count
from scratch after every action, a state rebuilt from its snapshot (no memo) and a clone list the same actions
and continue the same way, and seeded games still play exactly as they did before the fast paths.
"""
from __future__ import annotations

import random
from typing import Any

import pytest

import rules
from rules.core import IllegalAction
from rules.imperium_galacticum import engine as E
from tests.rules.playthrough import playthrough_digest, step_three_ways

GAME = rules.get("imperium-galacticum")
SETUPS: list[dict[str, Any]] = [{}, {"victory_points": 4}, {"turn_limit": 8, "victory_points": 3}]
SEEDS = range(6)


# Recorded with the engine before the fast paths (commit d3454e3, rules/imperium_galacticum/engine.py as it was).
DIGEST_BEFORE = "e70911e3d047edd37801bcc8cde57c6029662376ffcec4f7a5168a397ac32979"


def test_seeded_games_play_exactly_as_before_the_fast_paths() -> None:
    assert playthrough_digest(GAME.new_match, [(2, options) for options in SETUPS], SEEDS) == DIGEST_BEFORE


def check_memos(state: E.ImperiumState) -> None:
    """Every memo read now gives what a count from scratch gives."""
    for p in (0, 1):
        assert state.planets_of(p) == [c for c, owner in enumerate(state.owner) if owner == p]
        done = set(state.researched[p])
        assert state.research_options(p) == [k for k in E.PROJECT_KEYS if k not in done
                                             and all(q in done for q in E.PROJECT[k]["prereqs"])]
        for effect in set(E.PROJECT_EFFECT.values()):
            assert state.bonus(p, effect) == sum(1 for k in state.researched[p] if E.PROJECT_EFFECT[k] == effect)
        front = "up" if p == 0 else "down"
        assert state.explore_targets(p) == sorted({n for cell in state.controlled(p)
                                                   for side in ("left", "right", front)
                                                   if (n := E.neighbour(cell, side)) is not None
                                                   and not state.face_up[n]})


KEEN = ("colonize", "invade", "attack", "join", "defend", "move", "explore", "research", "produce")


def lively_choice(rng: random.Random, legal: list[dict]) -> dict:
    """Mostly the moves that change the map (ships built and flown, planets colonised, invaded and fought
    over), which uniformly random play seldom makes; never dismantling while anything else is possible."""
    keen = [a for a in legal if a["type"] in KEEN or (a["type"] == "start" and a["project"] in E.SHIP)]
    if keen and rng.random() < 0.9:
        return rng.choice(keen)
    return rng.choice([a for a in legal if a["type"] != "dismantle"] or legal)


@pytest.mark.parametrize("lively", [False, True])
def test_memos_agree_with_a_recount_and_a_fresh_state_lists_the_same_actions(lively: bool) -> None:
    seen: set[str] = set()
    for seed in range(3 if lively else 6):
        options = {"turn_limit": 45, "victory_points": 15} if lively else SETUPS[seed % len(SETUPS)]
        state = GAME.new_match(2, seed, options)
        rng = random.Random(seed)

        def choose(legal: list) -> dict:
            check_memos(state)  # as listed: the memos the listing used
            return lively_choice(rng, legal) if lively else rng.choice(legal)

        while not state.is_over():
            events, twin, fresh = step_three_ways(GAME, state, choose)
            assert twin.result() == state.result() == fresh.result()
            seen.update(e["type"] for e in events)
        check_memos(state)
    if lively:  # the memos were tested on games that colonised, invaded, fought and researched
        assert {"colonized", "invasion", "combat", "researched"} <= seen


def test_a_listed_action_is_read_only_and_a_changed_copy_is_refused() -> None:
    state = GAME.new_match(2, 3)
    action = state.legal_actions(0)[0]
    with pytest.raises(TypeError):
        action["homeworld"] = "homeworld-nowhere"
    with pytest.raises(IllegalAction):
        state.apply({**action, "homeworld": "homeworld-nowhere"})
    with pytest.raises(IllegalAction):
        state.apply({**action, "player": False})  # a flag is never a field, though False == 0 (seat 0)
    assert state.legal_actions(0)[0] == action
