"""The bots' bookkeeping policy for Galactic Empires: the moves a sensible player makes without
thinking, so that search (greedy's one-ply look, MCTS) spends itself on the decisions that matter.

A bot asks `policy_action(state, player)` before searching; None means "decide yourself". The
policy only ever returns one of the seat's legal actions, reads only what the seat may see (its
own hand, the table), and never decides for another seat: it is a bot's habit, not a rule.

- Weapons Fire: once a volley has a target, every weapon that can still add to it fires, then the
  volley resolves (damage reductions count per volley, so small volleys are wasted on shields);
  an exposed opponent Sector HQ is always the target chosen (Primary rules, "HOW TO WIN"). A
  searching bot weighs no target among its own cards while it may do anything else
  (`searched_actions`: the game's `bot_actions`).
- Discard Cards Phase: unused card plays discard from a hand of more than 9 cards, so the Draw
  Cards Phase draws 2 (GErulesv21 "7 - DRAW CARDS PHASE": "If the player has 9 or fewer cards in
  his hand, he may draw 2 cards ... 12 or more ... 0"); the cards that cannot be played soonest
  go first. A hand kept full of dead cards stalls the game.
- Draw Cards Phase: draw every card allowed, then end the turn.
"""
from __future__ import annotations

from typing import Any

from ..core import Action
from . import tournament
from .engine.common import SHIP_TYPES, UNIT_TYPES

KEEP_HAND = 9  # the largest hand that still draws 2 cards

SEARCH: dict[str, Any] = {
    # The greedy bot's best-looking root moves searched, the rest never; hard weighs twice as many.
    "root_width": {"easy": 6, "normal": 6, "hard": 12},
    "per_action": 4,  # iterations per searched root move (times the level's scale), at most the budget
    "normalize": True,  # UCB on the values' share of the siblings' range (they differ by ~0.02)
    "pick_by_value": True,  # play the searched move of best mean value, not the most visited
    # Play the move of the best line searched below it (rules.bots._line_value), not the best
    # mean: with hard's 16 iterations a move, the tree explores its follow-ups and their mean
    # counts the poor ones. Off at every level: at hard, games 40-42 gave 1 win of 3 v 2 of 3
    # without it (it changed 3 of 16 of hard's decisions in a probe; issue 28).
    "best_line": {"easy": False, "normal": False, "hard": False},
    # Seat-turns the playout goes on past the searcher's own (1: the opponents' reply, their
    # engagement, repairs and volleys with the units in play, no card). Off at every level: at 1
    # hard's turns cost 2-3x the CPU, and games 30-31 gave the same results as without (issue 28).
    "horizon": {"easy": 0, "normal": 0, "hard": 0},
}
"""The MCTS bot's search shape in Galactic Empires (State.mcts_settings, rules.bots.MCTSBot):
tuned by seeded matches against greedy (bench/bots.py --ge). Rollouts are playouts to the end of
the searcher's turn (`playout`)."""

PLAYOUT_STEPS = 400  # a safety bound on the moves of one playout

WEIGHTS: dict[str, float] = {
    "hq": 3.0,  # per Sector HQ point left
    "hand": 0.3,  # per card in hand
    "scored": 0.4,  # per point of Sector HQ damage scored
    "terrain": 1.5,  # per terrain card, plus "gen" per point it generates
    "gen": 0.5,
    "left": 0.6,  # per point of a unit's shields and strength left
    "weapons": 1.0,  # per phaser and heavy weapon of a unit
    "ship": 1.0,  # per ship or dragon (what protects the Sector HQ)
    "engaged": 1.0,  # per engaged unit
    "exposed": 0.0,  # a Sector HQ no card protects
    "threat": 0.0,  # share of the HQ points the opponents' fleet fires at an exposed HQ
    "guards": 0.0,  # per protecting card (up to three)
    "scale": 60.0,  # the margin that scores 0.75
}
"""The evaluation's weights (`evaluation`): tuned by seeded bot matches (bench/bots.py --ge)."""


def policy_action(state: Any, player: int) -> Action | None:
    """The bookkeeping move for `player` now, or None when the choice is the bot's to search."""
    if state.is_over() or state.pending or state.active != player:
        return None
    phase = state.phase
    if phase == "fire":
        return _fire(state, player)
    if phase == "discard":
        return _discard(state, player)
    if phase == "draw":
        legal = state.legal_actions(player)
        for kind in ("draw", "end"):
            for action in legal:
                if action["type"] == kind:
                    return action
    return None


def searched_actions(state: Any, player: int) -> list[Action]:
    """The legal actions a searching bot weighs: in Weapons Fire, no target among its own cards
    while it may do anything else (fire at an opponent's card or Sector HQ, or end the phase). A
    unit may fire at its own fleet (GEfaq "Friendly Fire", faq-032), but a bot that picks a volley's
    target before the damage is scored (reactions may still come) sees no difference between the
    targets and would fire at its own ships; a player would not."""
    legal = state.legal_actions(player)
    if state.phase != "fire" or state.volley is not None:
        return legal
    ip = state.ip
    kept = [a for a in legal if not (a["type"] == "target" and a.get("on") in ip and ip[a["on"]]["c"] == player)]
    return kept if kept else legal


def evaluation(state: Any, player: int) -> float:
    """How well `player` is doing, in [0, 1] (State.heuristic): the margin of his score over the
    best opponent's. A seat's score counts its Sector HQ points left (Primary rules, "HOW TO
    WIN": 25 points of damage remove a player), the damage it scored, its hand, terrain (what
    generates the points that engage a fleet), its units' shields, strength and weapons, and the
    danger to its Sector HQ: an HQ no ship protects may be fired upon ("DAMAGING THE SECTOR HQ":
    "A Sector HQ ... may only be fired at if there are no cards protecting it"), and the
    opponents' ships (only ships, dragons and psys fire at it) can pour their weapons into it."""
    res = state.res
    if res is not None:
        if player in res["winners"]:
            return 1.0 if len(res["winners"]) == 1 else 0.6
        return 0.0
    out = state.out
    if out[player]:
        return 0.0
    w = WEIGHTS
    n = state.n
    ci = state.ci
    ip = state.ip
    full = tournament.hq_points(state.opts)
    score = [0.0] * n
    fire = [0.0] * n  # the weapons of each seat's ships (engaged ones fire now; others once engaged)
    for q in range(n):
        if out[q]:
            score[q] = -1e9
            continue
        score[q] = w["hq"] * (full - state.hq[q]) + w["hand"] * len(state.hand[q]) + w["scored"] * state.scored[q]
    for c, s in ip.items():
        q = s["c"]
        if out[q]:
            continue
        i = ci[c]
        if i.t == "T":
            score[q] += w["terrain"] + w["gen"] * sum(i.gen.values())
        elif i.t in UNIT_TYPES and not s["cmb"]:
            if "doom" in s:
                continue  # destroyed: only its player's choices (divert, escape) are pending
            weapons = state._phasers(c) + i.hv
            score[q] += w["left"] * state._remaining(c) + w["weapons"] * weapons
            if i.t in SHIP_TYPES:
                score[q] += w["ship"]
                fire[q] += weapons if s["e"] else 0.5 * weapons
            if s["e"]:
                score[q] += w["engaged"]
        elif i.t == "P":
            score[q] += 0.6 * (state._strength(c) - s["hd"]) + 1.0 * i.ph + 1.0
        elif i.t == "M" and s["loc"] in ip:
            score[ip[s["loc"]]["c"]] -= 2.0 * i.st
    if w["exposed"] or w["threat"] or w["guards"]:
        for q in range(n):
            if out[q]:
                continue
            guards = len(state.hq_protectors(q))
            if guards:
                score[q] += w["guards"] * min(guards, 3)
                continue
            enemy = max((fire[o] for o in range(n) if o != q and not out[o]), default=0.0)
            score[q] -= w["exposed"] + w["threat"] * w["hq"] * min(enemy, full - state.hq[q])
    mine = score[player]
    others = [score[q] for q in range(n) if q != player and not out[q]]
    diff = mine - (max(others) if others else 0.0)
    return 0.5 + 0.5 * (diff / (abs(diff) + w["scale"]))


def playout(state: Any, start: Any, horizon: int = 0) -> None:
    """Play the sample `state` on to the end of the turn of the searched position `start` (only
    its turn number is read), and then `horizon` further seat-turns, with a fast policy: the bookkeeping moves; in the card play and
    discard phases no further card (the phase ends); otherwise (engaging units, a volley's
    target, a reaction) the move that looks best one ply on, as the greedy bot plays it. The
    leaf's value then counts what the searched move leads to this turn: the fleet it engages and
    the volleys it fires (and with a horizon, what the opponents' units do to it in reply)."""
    last = start.turn + horizon
    for _ in range(PLAYOUT_STEPS * (1 + horizon)):
        if state.is_over() or state.turn > last:
            return
        actor = state.current_players()[0]
        action = policy_action(state, actor)
        if action is None:
            actions = searched_actions(state, actor)
            if state.phase in _PASSED and not state.pending:
                action = _first(actions, "next")
            if action is None:
                action = actions[0] if len(actions) == 1 else _greedy(state, actor, actions)
        state.apply(action)


_PASSED = ("play_a", "play_b", "discard")  # the phases a playout ends at once


def _greedy(state: Any, player: int, actions: list[Action]) -> Action:
    """The action whose result (with the bookkeeping moves after it) evaluates best; ties: the first."""
    from ..bots import follow_policy

    phase = state.phase
    best, best_value = actions[0], -1.0
    for action in actions:
        after = state.clone()
        after.apply(action)
        follow_policy(after, player, phase)
        value = evaluation(after, player)
        if value > best_value + 1e-12:
            best, best_value = action, value
    return best


def _fire(state: Any, player: int) -> Action | None:
    legal = state.legal_actions(player)
    if state.volley is None:
        for action in legal:
            if action["type"] == "target" and "hq" in action:
                return action
        return None
    # Every weapon joins the volley: damage reductions count per volley, so small volleys at a
    # shielded target are wasted while shields regenerate every turn.
    fire = [a for a in legal if a["type"] == "fire"]
    if fire:
        return fire[0]
    return _first(legal, "resolve")


def _discard(state: Any, player: int) -> Action | None:
    legal = state.legal_actions(player)
    hand = state.hand[player]
    discards = [a for a in legal if a["type"] == "discard"]
    if len(hand) > KEEP_HAND and discards:
        return min(discards, key=lambda a: (_keep_value(state, player, a["card"]), a["card"]))
    return None


def _keep_value(state: Any, player: int, card: int) -> float:
    """How much a hand card is worth keeping: units that no free command slot can take are worth
    least, terrain (what engages a fleet) most; otherwise the card's strength."""
    info = state.ci[card]
    if info.t in "SBD" and info.cmd_slots and state._command_used(player, extra=card) > state.cmd[player]:
        return -10.0 + info.st
    if info.t == "T":
        return 20.0 + info.st
    return float(info.st)


def _first(legal: list[Action], kind: str) -> Action | None:
    for action in legal:
        if action["type"] == kind:
            return action
    return None
