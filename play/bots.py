"""Bots at the table: after every change, the bots whose turn it is move, server-side.

The web processes never search: a change that leaves a bot to act queues the match on the
`bots` job queue (`kick`), and a bot worker process drives it (botqueue.tasks: one worker per
match at a time, under a lease), so a thinking bot never holds up the web requests. Each decision runs in its own
thread with a time budget (PLAY_BOT_BUDGET seconds, plus PLAY_BOT_GRACE): a bot that raises or
overruns forfeits that move to a random legal action, the fault is logged (and noted in the
match's log) and the match goes on. Moves go through `match_apply_action` like anyone's, with
the version the bot looked at, so a bot can never double a move or act on a stale state.
With PLAY_BOTS_INLINE (tests), bots move in the calling thread before the request returns.

Queued jobs outlive a restart (they are in the database or Redis); a job lost with a killed
worker is made good by a table opened on a bot's turn (`wake_if_waiting`) and by a starting
worker (`resume_waiting`, `manage.py resume_bots`). A starting web process wakes nothing.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.conf import settings

from rules.bots import make_bot
from rules.core import Action, GameRng, State, derive_seed

from . import engine
from .models import Match, Seat

log = logging.getLogger(__name__)

_local = threading.local()


def budget() -> float:
    return float(getattr(settings, "PLAY_BOT_BUDGET", 1.0))


def grace() -> float:
    return float(getattr(settings, "PLAY_BOT_GRACE", 1.0))


def bot_for(kind: str, seed: int) -> Any:
    """A bot of that kind. MCTS ("mcts:easy" | "mcts:normal" | "mcts:hard"; "mcts" is normal)
    searches its level's iteration budget (the game's State.mcts_iterations scaled by
    rules.bots.LEVELS, what bench/bots.py measures; PLAY_MCTS_ITERATIONS overrides it), so its
    moves depend on the seed and level only; most of the time budget is its clock, a safety net
    that the default level does not reach (bench/bots.py --ge prints the turn times)."""
    if kind == "mcts" or kind.startswith("mcts:"):
        iterations = getattr(settings, "PLAY_MCTS_ITERATIONS", None)
        return make_bot(kind, seed=seed, time_limit=budget() * 0.8,
                        iterations=None if iterations is None else int(iterations))
    return make_bot(kind, seed=seed)


def choose(kind: str, state: State, seat: int, seed: int) -> tuple[Action, str]:
    """The bot's action and a note ("" when all went well; otherwise why a random move was played)."""
    legal = state.legal_actions(seat)
    box: dict[str, Any] = {}

    def think() -> None:
        try:
            box["action"] = bot_for(kind, seed).choose(state.clone(), seat)
        except BaseException as exc:  # noqa: BLE001 - any fault forfeits the move
            box["error"] = exc

    worker = threading.Thread(target=think, name=f"bot-{kind}-{seat}", daemon=True)
    worker.start()
    worker.join(budget() + grace())
    note = ""
    if worker.is_alive():
        note = f"the {kind} bot overran its {budget():g} s budget"
    elif "error" in box:
        exc = box["error"]
        note = f"the {kind} bot failed ({type(exc).__name__}: {exc})"
    elif engine.find_action(legal, box.get("action")) is None:
        note = f"the {kind} bot chose an illegal action"
    if note:
        log.warning("match bot fault: %s; a random legal move was played instead", note)
        fallback = GameRng(derive_seed("forfeit", seed)).choice(legal)
        return fallback, f"{note}; a random legal move was played instead"
    return engine.find_action(legal, box["action"]), ""


def step(match_id: int) -> bool:
    """One bot move in the match if a bot is to act; True if a move was applied."""
    from .services import MatchError, StaleVersion, match_apply_action

    match = Match.objects.filter(pk=match_id, status=Match.Status.ACTIVE).first()
    if match is None:
        return False
    bots = dict(Seat.objects.filter(match_id=match_id).exclude(bot="").values_list("index", "bot"))
    if not bots:
        return False
    state = engine.match_state(match)
    if state.is_over():
        return False
    to_act = [s for s in state.current_players() if s in bots]
    if not to_act:
        return False
    seat = to_act[0]
    action, note = choose(bots[seat], state, seat, derive_seed("bot", match.seed, seat, match.log_seq))
    try:
        match_apply_action(match_id=match_id, version=match.version, action=action, as_bot=True, note=note)
    except StaleVersion:
        return True  # someone else moved first: look again
    except MatchError as exc:
        log.warning("bot move in match %s refused: %s", match_id, exc.message)
        return False
    return True


def drive(match_id: int) -> None:
    """Let the bots move until a person is to act or the match is over."""
    limit = int(getattr(settings, "PLAY_BOT_MAX_MOVES", 100_000))
    for _ in range(limit):
        if not step(match_id):
            return


def bot_to_act(match_id: int) -> bool:
    """True when the match is active and a bot seat is among the seats to act."""
    match = Match.objects.filter(pk=match_id, status=Match.Status.ACTIVE).defer("snapshot").first()
    if match is None:
        return False
    return waiting_on_bot(engine.match_seats(match_id), engine.match_state(match).current_players())


@contextmanager
def driving(match_id: int) -> Iterator[None]:
    """While this thread drives the match's bots, the moves it applies queue nothing more."""
    before = getattr(_local, "driving", frozenset())
    _local.driving = before | {match_id}
    try:
        yield
    finally:
        _local.driving = before


def kick(match_id: int) -> None:
    """After a change: make sure the match's bots get to move. The web processes never search:
    the match is queued for a bot worker (botqueue.tasks). With PLAY_BOTS_INLINE (tests) the
    bots move in the calling thread before it returns."""
    if match_id in getattr(_local, "driving", frozenset()):
        return  # the loop driving this match runs in this thread and will look again
    if getattr(settings, "PLAY_BOTS_INLINE", False):
        with driving(match_id):
            drive(match_id)
        return
    if not Seat.objects.filter(match_id=match_id).exclude(bot="").exists():
        return
    from botqueue.tasks import enqueue

    try:
        enqueue(match_id)
    except Exception:  # the change is committed; opening the table or the next change queues it again
        log.exception("could not queue the bots of match %s", match_id)


def waiting_on_bot(seats: Any, current_players: Any) -> bool:
    """True when a bot seat is among the seats to act."""
    to_act = set(current_players or ())
    for seat in seats:  # Seat rows, or the payload's seat dicts
        bot, index = (seat.get("bot"), seat.get("index")) if isinstance(seat, dict) else (seat.bot, seat.index)
        if bot and index in to_act:
            return True
    return False


def wake_if_waiting(match: Match, seats: Any, current_players: Any) -> None:
    """A table was opened: if the match waits on a bot (a driver lost to a restart), drive it."""
    if match.status == Match.Status.ACTIVE and waiting_on_bot(seats, current_players):
        kick(match.pk)


def resume_waiting() -> int:
    """Queue a look at every active match with a bot seat (after a crash, for instance: a job lost
    with its worker): `manage.py resume_bots`, which `make worker` runs as a worker starts; a
    match whose bot is not to act costs the worker one look. The number queued."""
    ids = list(
        Match.objects.filter(status=Match.Status.ACTIVE, seats__bot__gt="").values_list("pk", flat=True).distinct()
    )
    for match_id in ids:
        kick(match_id)
    return len(ids)
