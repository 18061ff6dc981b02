"""Takeback with consent: which actions may be taken back without undoing hidden information.

An action may be taken back only if it told nobody anything they could not know before: no card
drawn or revealed, no shuffle or die roll. Taking it back otherwise would let a player choose
again knowing what the deck, a hand or the dice hold. The test is game-agnostic, through the
Game contract alone (`determinize`, `apply`, `view`):
- chance: the action moved the state's seeded RNG (rules.core.GameRng), so its outcome was drawn;
- hidden cards: for each seat, the same action applied to several samples of what that seat
  cannot see (`determinize`) must leave that seat seeing exactly what it sees after the real
  action. A drawn card, a revealed hand or a flipped face-down card differs between samples.
A sampled world counts as told apart when no legal action of the actor there (the same one, or
another: a different card laid face down looks the same) leaves the seat seeing what it sees now.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from rules.core import Action, GameRng, State, derive_seed

from . import engine
from .models import ActionLog, Match

SAMPLES = 6  # samples of the unseen cards per seat and action
MAX_ACTIONS = 30  # at most this many actions are taken back at once


def _rngs(state: State) -> list[Any]:
    """The state's seeded RNG(s) as JSON: every GameRng attribute (the contract's one source of chance)."""
    names = set(getattr(state, "__dict__", {}))
    for klass in type(state).__mro__:
        slots = getattr(klass, "__slots__", ())
        names.update((slots,) if isinstance(slots, str) else slots)
    values = [getattr(state, name, None) for name in sorted(names)]
    found = [value.to_json() for value in values if isinstance(value, GameRng)]
    if not found:  # an engine that keeps its RNG elsewhere: its JSON form
        data = state.to_json()
        found = [data.get("rng")] if isinstance(data, dict) and "rng" in data else []
    return found


def _seen(state: State, seat: int) -> str:
    return json.dumps(engine.plain(state.view(seat)), sort_keys=True)


def _same_view_possible(sample: State, actor: int, action: Action, seat: int, seen: str) -> bool:
    """Could the actor have acted in `sample` (a world `seat` cannot tell from the real one) so
    that `seat` would now see exactly `seen`? The same action first, then any other legal one."""
    legal = sample.legal_actions(actor)
    same = engine.find_action(legal, engine.plain(action))
    for candidate in ([same] if same is not None else []) + [a for a in legal if a is not same]:
        world = sample.clone()
        try:
            world.apply(candidate)
        except Exception:  # noqa: BLE001 - an action an engine refuses in this world is no witness
            continue
        if _seen(world, seat) == seen:
            return True
    return False


def reveals(before: State, action: Action, seats: int) -> str:
    """Why taking `action` back (applied to `before`) would undo hidden information; "" if it would not.

    For each seat: in every sampled world that seat cannot tell from the real one, some legal
    action of the actor must leave that seat seeing what it sees now. Otherwise the action told
    it something: a card drawn (the drawer's own hand), a card played or turned face up (which
    the actor was shown to hold), a die's or a shuffle's outcome.
    """
    chance = _rngs(before)  # read first: a clone may share its RNG object with the original
    after = before.clone()
    after.apply(action)
    if _rngs(after) != chance:
        return "it was decided by chance (a shuffle, a draw or a die roll)"
    actor = action.get("player")
    for seat in range(seats):
        seen = _seen(after, seat)
        for sample in range(SAMPLES):
            world = before.determinize(seat, GameRng(derive_seed("takeback", seat, sample)))
            if not _same_view_possible(world, actor, action, seat, seen):
                if seat == actor:
                    return "it showed you a card you had not seen (a card drawn or revealed)"
                return f"it showed seat {seat} a card it had not seen (a card drawn or revealed)"
    return ""


def state_before(match: Match, seq: int) -> State:
    """The engine state just before log entry `seq` (from the snapshot when it is older)."""
    snapshot, snapshot_seq = engine._snapshot(match)
    if snapshot is not None and 0 < snapshot_seq < seq:
        state, since = engine.game_of(match).state_from_json(snapshot), snapshot_seq
    else:
        state, since = engine.new_state(match), 0
    actions = (
        ActionLog.objects.filter(match_id=match.pk, seq__gt=since, seq__lt=seq, kind=ActionLog.Kind.ACTION)
        .order_by("seq").values_list("action", flat=True)
    )
    return engine.replay(state, actions)


def check(match: Match, from_seq: int, seats: int) -> tuple[State, list[int], str]:
    """The state before entry `from_seq`, the seqs of the actions from it on, and why they may not
    be taken back ("" when they may)."""
    rows: Sequence[tuple[int, Any]] = list(
        ActionLog.objects.filter(match_id=match.pk, seq__gte=from_seq, kind=ActionLog.Kind.ACTION)
        .order_by("seq").values_list("seq", "action")
    )
    start = state_before(match, from_seq)
    if len(rows) > MAX_ACTIONS:
        return start, [], f"at most {MAX_ACTIONS} actions are taken back at once, not {len(rows)}"
    state = start.clone()
    for _, action in rows:
        why = reveals(state, action, seats)
        if why:
            return start, [], f"the action cannot be taken back: {why}"
        state.apply(action)
    return start, [seq for seq, _ in rows], ""
