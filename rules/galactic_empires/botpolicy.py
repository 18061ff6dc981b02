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

KEEP_HAND = 9  # the largest hand that still draws 2 cards


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
