"""Seeded random games of Imperium Galacticum to the end, invariants checked after every action.

Games are short (a turn limit, a low victory target for some) so a thousand run in seconds;
IMPERIUM_SIM_GAMES scales it up.
"""
from __future__ import annotations

import json
import os
import random

import rules
from rules.imperium_galacticum import engine as E

GAME = rules.get("imperium-galacticum")
GAMES = int(os.environ.get("IMPERIUM_SIM_GAMES", "1000"))


def check_invariants(state: E.ImperiumState) -> None:
    for cell in range(len(state.layout)):
        if state.owner[cell] >= 0:
            assert 1 <= state.pop[cell] <= state.capacity(cell), "population above what the planet sustains"
            size = state.card(cell)["size"]
            assert len(state.structures_at(cell, orbital=False)) <= size
            assert len(state.structures_at(cell, orbital=True)) <= size
            operating = [u for u in state.built[cell]
                         if E.STRUCT[state.structures[u][1]]["needs_pop"] and state.structures[u][3]]
            if state.phase != "deactivate":
                assert len(operating) <= state.pop[cell], "more structures operate than population"
            assert all(state.structures[u][0] == state.owner[cell] for u in state.built[cell])
        else:
            assert not state.built[cell] and not state.projects[cell]
        if cell in state.graph.orbit:
            assert len(state.orbit_ships(cell)) <= E.ORBIT_SLOTS
    for p in (0, 1):
        done: set[str] = set()
        for key in state.researched[p]:
            assert set(E.PROJECT[key]["prereqs"]) <= done, "research skipped a preliminary stage"
            done.add(key)
        if state.research[p]:
            assert set(E.PROJECT[state.research[p][0]]["prereqs"]) <= done
        assert all(n >= 0 for n in state.hands[p].values())
    for s in state.ships.values():
        assert state.face_up[state.graph.node_cell[s[2]]], "a ship stands on a face-down card"


def test_random_games_keep_every_invariant_and_replay_exactly() -> None:
    rnd = random.Random(99)
    reasons: dict[str, int] = {}
    for seed in range(GAMES):
        options = {"turn_limit": 6 + seed % 10, "victory_points": (10, 4, 3)[seed % 3]}
        state = GAME.new_match(2, seed, options)
        log = []
        steps = 0
        while not state.is_over():
            actor = state.current_players()[0]
            actions = state.legal_actions(actor)
            assert actions, "a seat to move has no legal action"
            if steps % 13 == 0:
                for action in actions[:: max(1, len(actions) // 5)]:
                    state.clone().apply(action)  # every listed action applies
            action = rnd.choice(actions)
            state.apply(action)
            log.append(action)
            steps += 1
            check_invariants(state)
            assert steps < 20000
        reasons[state.result()["reason"]] = reasons.get(state.result()["reason"], 0) + 1
        if seed % 50 == 0:
            assert GAME.replay(2, seed, log, options).to_json() == state.to_json()
            assert GAME.state_from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()
    assert sum(reasons.values()) == GAMES
    assert reasons.get("victory points", 0) > 0
