"""Writes of the clocks: keep each seat's clock in step with the match (inside the transaction
of every change), and act for an absent seat when its deadline comes (the scheduled job).

A seat's decision begins when it comes to act (or acts and is still to act) and ends when it
acts or is no longer asked; the time it took is spent from its bank. A "turn" event of the
engine starts that seat's turn. After each change the earliest deadline is scheduled as a job
(clocks.tasks.deadline_reached) unless one is already queued for that moment or sooner; a job
that comes early (the deadline moved on with the play) schedules the next and goes.
"""
from __future__ import annotations

import datetime
import logging
from collections.abc import Sequence
from typing import Any

from django.db import transaction
from django.utils import timezone

from rules.core import GameRng, derive_seed

from .models import MatchClock
from .selectors import _people, _since, clock_options, expired_seats, seat_deadlines

log = logging.getLogger(__name__)

MAX_ACTIONS_A_RUN = 500  # passes one job makes before it schedules itself again


def track(*, match: Any, kind: str, seat: int | None, state: Any, events: Sequence[Any]) -> None:
    """After a change to `match` (inside its transaction): bring its clock up to date."""
    clock = clock_options(match)
    if clock is None or match.status == "waiting":
        return
    row, _ = MatchClock.objects.get_or_create(match_id=match.pk)
    now = match.updated or timezone.now()
    to_act: set[int] = set()
    if match.status == "active":
        if state is None:
            from play import engine

            state = engine.match_state(match)
        to_act = set(state.current_players())
    seats = dict(row.seats or {})
    for index in set(map(int, seats)) | to_act:
        entry = dict(seats.get(str(index)) or {"since": None, "used": 0})
        since = _since(entry)
        acted = index == seat and kind in ("action", "timeout")
        if since is not None and (acted or index not in to_act):
            entry["used"] = round(float(entry.get("used") or 0) + max(0.0, (now - since).total_seconds()), 3)
            since = None
        if index in to_act and since is None:
            since = now
        entry["since"] = since.isoformat() if since else None
        seats[str(index)] = entry
    row.seats = seats
    for event in events or ():
        if _turn_event(event):
            row.turn_seat, row.turn_since = event["player"], now
    found = seat_deadlines(clock, row, to_act, _people(match)) if to_act else {}
    row.due = min(found.values()) if found else None
    if row.due is not None and (row.scheduled is None or row.scheduled <= now or row.due < row.scheduled):
        row.scheduled = row.due
        due, match_id = row.due, match.pk
        transaction.on_commit(lambda: schedule(match_id, due))
    row.save()


def _turn_event(event: Any) -> bool:
    """An engine's event that a seat's turn begins: {"type" (or "event", as Galactic Empires
    names it): "turn", "player": seat}."""
    return (isinstance(event, dict) and (event.get("type") or event.get("event")) == "turn"
            and isinstance(event.get("player"), int) and not isinstance(event.get("player"), bool))


def schedule(match_id: int, when: datetime.datetime) -> None:
    """Queue the deadline job for `when` (after the change committed)."""
    from .tasks import deadline_reached

    try:
        deadline_reached.using(run_after=when).enqueue(match_id)
    except Exception:  # the clock still shows the deadline, and a claim still works
        log.exception("could not schedule the clock of match %s", match_id)


def _forced_choice(state: Any, seat: int, seed: int) -> Any:
    legal = state.legal_actions(seat)
    return GameRng(derive_seed("clock", seed, seat)).choice(legal) if legal else None


def act_on_deadline(match_id: int) -> str:
    """The job's body: for each seat whose deadline has passed, do what the table's clock says
    (pass for it, or it forfeits); if the deadline moved on, schedule the next one. A word for
    what it did (the job result)."""
    from play import engine
    from play.models import Match
    from play.services import MatchError, StaleVersion, match_apply_action, match_forfeit_on_time

    done = "waiting"
    for _ in range(MAX_ACTIONS_A_RUN):
        match = Match.objects.filter(pk=match_id, status=Match.Status.ACTIVE).defer("snapshot").first()
        if match is None or clock_options(match) is None:
            return "over" if done == "waiting" else done
        state = engine.match_state(match)
        expired = expired_seats(match, state)
        if not expired:
            _schedule_next(match_id)
            return done
        clock = clock_options(match) or {}
        if clock.get("on_timeout") == "forfeit":
            try:
                match_forfeit_on_time(match_id=match_id, seats=expired)
            except MatchError as exc:  # someone moved just in time
                log.info("clock of match %s: %s", match_id, exc.message)
                continue
            return "forfeit"
        seat = expired[0]
        action = state.pass_action(seat)
        note = f"seat {seat}'s time ran out: the server passed for it"
        if action is None:
            action = _forced_choice(state, seat, match.seed ^ match.log_seq)
            note = f"seat {seat}'s time ran out: the server made its forced choice at random"
        if action is None:
            return done
        try:
            match_apply_action(match_id=match_id, version=match.version, action=action, as_clock=True, note=note)
        except StaleVersion:
            continue  # someone moved meanwhile: look again
        except MatchError as exc:
            log.warning("clock of match %s could not pass for seat %s: %s", match_id, seat, exc.message)
            return done
        done = "passed"
    _schedule_next(match_id, soon=True)
    return done


def _schedule_next(match_id: int, soon: bool = False) -> None:
    """Schedule the job for the clock's next deadline (unless one is queued for it already)."""
    with transaction.atomic():
        row = MatchClock.objects.select_for_update().filter(match_id=match_id).first()
        if row is None or row.due is None:
            return
        now = timezone.now()
        when = now if soon else row.due
        if row.scheduled is not None and now < row.scheduled <= when:
            return
        row.scheduled = when
        row.save(update_fields=["scheduled"])
        transaction.on_commit(lambda: schedule(match_id, when))
