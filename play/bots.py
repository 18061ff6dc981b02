"""Bots at the table: after every change, the bots whose turn it is move, server-side.

Each match's bots are driven by one task in a small thread pool, off the event loop, so a
thinking bot never holds up other matches or the web requests. Each decision runs in its own
thread with a time budget (PLAY_BOT_BUDGET seconds, plus PLAY_BOT_GRACE): a bot that raises or
overruns forfeits that move to a random legal action, the fault is logged (and noted in the
match's log) and the match goes on. Moves go through `match_apply_action` like anyone's, with
the version the bot looked at, so a bot can never double a move or act on a stale state.
With PLAY_BOTS_INLINE (tests), bots move in the calling thread before the request returns.

A driver lives in its server process: after a crash or restart nothing would wake a match whose
bot was to move. So the server wakes every such match when it starts (`resume_waiting`, from
config.asgi with PLAY_BOTS_RESUME_ON_START), and a table opened (page, API, WebSocket) on a bot's
turn wakes that match's bots (`wake_if_waiting`).
"""
from __future__ import annotations

import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from django.conf import settings
from django.db import close_old_connections

from rules.bots import make_bot
from rules.core import Action, GameRng, State, derive_seed

from . import engine
from .models import Match, Seat

log = logging.getLogger(__name__)

_executor: ThreadPoolExecutor | None = None
_executor_lock = threading.Lock()
_driving: set[int] = set()
_pending: set[int] = set()
_driving_lock = threading.Lock()
_local = threading.local()


def budget() -> float:
    return float(getattr(settings, "PLAY_BOT_BUDGET", 1.0))


def grace() -> float:
    return float(getattr(settings, "PLAY_BOT_GRACE", 1.0))


def bot_for(kind: str, seed: int) -> Any:
    """A bot of that kind. MCTS searches the game's default budget (State.mcts_iterations, what
    bench/bots.py measures; PLAY_MCTS_ITERATIONS overrides it) within most of the time budget."""
    if kind == "mcts":
        iterations = getattr(settings, "PLAY_MCTS_ITERATIONS", None)
        return make_bot("mcts", seed=seed, time_limit=budget() * 0.8,
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


def _drive_in_pool(match_id: int) -> None:
    try:
        while True:
            with _driving_lock:
                _pending.discard(match_id)
            try:
                drive(match_id)
            except Exception:
                log.exception("bot driver for match %s failed", match_id)
            with _driving_lock:
                if match_id not in _pending:  # nothing changed while we were finishing
                    _driving.discard(match_id)
                    return
    finally:
        close_old_connections()


def _pool() -> ThreadPoolExecutor:
    global _executor
    with _executor_lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(
                max_workers=int(getattr(settings, "PLAY_BOT_WORKERS", 4)), thread_name_prefix="play-bots"
            )
        return _executor


def kick(match_id: int) -> None:
    """After a change: make sure the match's bots get to move (at most one driver per match here)."""
    if getattr(settings, "PLAY_BOTS_INLINE", False):
        driving = getattr(_local, "driving", set())
        if match_id in driving:
            return  # the loop below is already running in this thread and will look again
        _local.driving = driving | {match_id}
        try:
            drive(match_id)
        finally:
            _local.driving = driving
        return
    if not Seat.objects.filter(match_id=match_id).exclude(bot="").exists():
        return
    with _driving_lock:
        _pending.add(match_id)
        if match_id in _driving:
            return
        _driving.add(match_id)
    _pool().submit(_drive_in_pool, match_id)


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
    """Wake the bots of every active match that has a bot seat (the drivers of the process that
    ran them are gone); a match whose bot is not to act costs one look. The number woken."""
    ids = list(
        Match.objects.filter(status=Match.Status.ACTIVE, seats__bot__gt="").values_list("pk", flat=True).distinct()
    )
    for match_id in ids:
        kick(match_id)
    return len(ids)


def resume_in_background() -> None:
    """resume_waiting() off the caller's thread (the server's start is not held up)."""

    def run() -> None:
        try:
            count = resume_waiting()
            if count:
                log.info("woke the bots of %s active match(es)", count)
        except Exception:
            log.exception("resuming the bots' matches failed")
        finally:
            close_old_connections()

    threading.Thread(target=run, name="play-bots-resume", daemon=True).start()
