"""Seeded random games of Spark of War to the end, invariants checked after every action.

Games are short (a turn limit) so that a thousand of them run in seconds; SPARK_SIM_GAMES scales it up.
"""
from __future__ import annotations

import json
import os
import random

import rules
from rules.spark_of_war import engine as E
from rules.spark_of_war.cards import DIRECTIONS, edition
from rules.spark_of_war.galaxy import AXIAL

GAME = rules.get("spark-of-war")
GAMES = int(os.environ.get("SPARK_SIM_GAMES", "1000"))
CARDS = {c["key"]: c for c in edition()["cards"]}


def independent_damage(view: dict) -> dict[tuple[int, int], int]:
    """Damage per card recomputed from the public view and the card data alone (not the engine's tables)."""
    at = {tuple(e["hex"]): e for e in view["board"]}
    out: dict[tuple[int, int], int] = {}
    for (q, r), entry in at.items():
        if entry["kind"] != "ship":
            continue
        attrs = CARDS[entry["card"]]["attributes"]
        for edge, name in enumerate(DIRECTIONS):
            n = attrs[f"damage_{name.lower()}"]
            if not n:
                continue
            world = (edge + entry["rotation"]) % 6
            target = (q + AXIAL[world][0], r + AXIAL[world][1])
            hit = at.get(target)
            if hit is None:
                continue
            if hit["kind"] != "ship" and attrs.get("power") != "ignore_forcefields":
                facing = DIRECTIONS[((world + 3) % 6 - hit["rotation"]) % 6]
                if facing in hit["forcefields"]:
                    continue
            out[target] = out.get(target, 0) + n
    return out


def check_invariants(state: E.SparkOfWarState, players: int, recount: bool = True) -> None:
    ships = [c >> 3 for c in state.board.values() if (c >> 3) < E.PLANET_BASE]
    every = state.draw + state.discard + ships + [c for h in state.hands for c in h] + [
        c for s in state.salvage for c in s]
    assert sorted(every) == list(range(E.SHIP_COUNT)), "a ship was created or lost"
    planets = [(c >> 3) - E.PLANET_BASE for c in state.board.values() if (c >> 3) >= E.PLANET_BASE]
    planets += [p for s in state.scoring for p in s]
    assert len(planets) == len(set(planets)), "a planet is in two places"
    assert len(state.hands) == players
    if recount and state._hexes is not None:  # the incremental bookkeeping equals a recount
        assert state._hexes == state.count_deploy_hexes(), "deployable hexes out of step with the board"
        hits = {pos: n for pos, n in state._hits.items() if n}
        assert hits == state.count_damage() and set(state._hits) == set(state.board), "damage out of step"
    assert all((state.board[pos] >> 3) >= E.PLANET_BASE for pos in state.wear), "damage kept on a ship or an empty hex"
    if recount and state.phase == "deploy" and not state.over:  # after a conquer step no ship is cut off
        board = state.board
        frontier = [pos for pos, code in board.items() if (code >> 3) >= E.PLANET_BASE]
        seen = set(frontier)
        while frontier:
            pos = frontier.pop()
            for d in E.DELTA:
                if pos + d in board and pos + d not in seen:
                    seen.add(pos + d)
                    frontier.append(pos + d)
        assert seen == set(board), "a ship cut off from every planet was left in the galaxy"


def test_random_games_keep_every_invariant_and_replay_exactly() -> None:
    rnd = random.Random(2024)
    ended = 0
    for seed in range(GAMES):
        players = 2 + seed % 5
        options = {"turn_limit": 4 + seed % 5, "map": ("auto", "random", "auto", "lone-star")[seed % 4]}
        if players % 2 == 0 and seed % 7 == 0:
            options = {"turn_limit": 4 + seed % 5, "faceoff": True}
        state = GAME.new_match(players, seed, options)
        log = []
        steps = 0
        while not state.is_over():
            actor = state.current_players()[0]
            actions = state.legal_actions(actor)
            assert actions, "a seat to move has no legal action"
            if steps % 11 == 0:
                for action in actions[:: max(1, len(actions) // 6)]:
                    state.clone().apply(action)  # every listed action applies
                # the fast legality check agrees with the list, on listed and on near-miss actions
                probe = dict(rnd.choice(actions))
                for key, bump in (("q", 9), ("r", -9), ("card", 61), ("rotation", 6)):
                    if key in probe:
                        probe[key] = probe[key] + bump
                for candidate in (probe, {**actions[0], "extra": 1}, {"player": actor, "type": "done"}):
                    assert state._is_legal(candidate) == (candidate in actions)
            action = rnd.choice(actions)
            if state.phase == "deploy" and steps % 5 == 0:
                view = state.view(None)
                engine = {tuple(e["hex"]): e["damage"] for e in view["board"] if e["damage"]}
                assert engine == independent_damage(view), "damage arithmetic"
                # after every conquer step nothing in the galaxy sits at its resistance (Face-off: but the other
                # colour's planets, which stay until their own team claims them)
                for e in view["board"]:
                    if e["damage"] >= e["resistance"]:
                        assert options.get("faceoff") and e["kind"] != "ship"
            state.apply(action)
            log.append(action)
            steps += 1
            check_invariants(state, players, recount=steps % 3 == 0)
            assert steps < 5000
        ended += 1
        if seed % 50 == 0:
            assert GAME.replay(players, seed, log, options).to_json() == state.to_json()
            restored = GAME.state_from_json(json.loads(json.dumps(state.to_json())))
            assert restored.to_json() == state.to_json()
    assert ended == GAMES
