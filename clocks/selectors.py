"""Reads of the clocks: each seat's deadline now, and the table's timer as a seat is shown it."""
from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping
from typing import Any

from django.utils import timezone
from django.utils.dateparse import parse_datetime

from .models import MatchClock


def clock_options(match: Any) -> dict[str, Any] | None:
    clock = (match.options or {}).get("clock")
    return clock if isinstance(clock, Mapping) and clock else None


def _since(entry: Mapping[str, Any]) -> datetime.datetime | None:
    raw = entry.get("since")
    return parse_datetime(raw) if isinstance(raw, str) else None


def seat_deadlines(clock: Mapping[str, Any], row: MatchClock, to_act: Iterable[int],
                   people: Iterable[int]) -> dict[int, datetime.datetime]:
    """The deadline of each seat to act that a person holds (bots keep no clock): the earliest
    of its move (or turn) limit and its bank. Before the first turn starts, a seat's decision may
    take the longer of the move and turn limits."""
    move, turn, game = (int(clock.get(name) or 0) for name in ("move_seconds", "turn_seconds", "game_seconds"))
    people = set(people)
    deadlines: dict[int, datetime.datetime] = {}
    for seat in to_act:
        if seat not in people:
            continue
        entry = (row.seats or {}).get(str(seat)) or {}
        since = _since(entry)
        if since is None:
            continue
        found: list[datetime.datetime] = []
        if row.turn_seat is None:
            limit = max(move, turn)
            if limit:
                found.append(since + datetime.timedelta(seconds=limit))
        elif seat == row.turn_seat and turn and row.turn_since is not None:
            found.append(row.turn_since + datetime.timedelta(seconds=turn))
        elif move or turn:
            found.append(since + datetime.timedelta(seconds=move or turn))
        if game:
            left = game - float(entry.get("used") or 0)
            found.append(since + datetime.timedelta(seconds=left))
        if found:
            deadlines[seat] = min(found)
    return deadlines


def _people(match: Any) -> set[int]:
    from play import engine

    return {s.index for s in engine.match_seats(match.pk) if not s.bot}


def deadlines(match: Any, state: Any = None) -> dict[int, datetime.datetime]:
    """Each seat's deadline now (empty: no clock, not running, or nobody's clock runs)."""
    clock = clock_options(match)
    if clock is None or match.status != "active":
        return {}
    row = MatchClock.objects.filter(match_id=match.pk).first()
    if row is None:
        return {}
    if state is None:
        from play import engine

        state = engine.match_state(match)
    return seat_deadlines(clock, row, state.current_players(), _people(match))


def expired_seats(match: Any, state: Any = None, now: datetime.datetime | None = None) -> list[int]:
    """The seats to act whose deadline has passed, in seat order."""
    now = now or timezone.now()
    return sorted(seat for seat, deadline in deadlines(match, state).items() if deadline <= now)


def timer(match: Any, state: Any = None) -> dict[str, Any] | None:
    """The table's timer as everyone may see it: {"turn_seconds" (the per-move limit),
    "deadline" (the earliest), "expired", "clock" (the limits and their label), "seats":
    {seat: {"deadline", "bank"}} (bank: seconds of the seat's game time left, or null)}."""
    clock = clock_options(match)
    if clock is None:
        return None
    now = timezone.now()
    row = MatchClock.objects.filter(match_id=match.pk).first() if match.status == "active" else None
    seats: dict[str, Any] = {}
    earliest = None
    if row is not None:
        if state is None:
            from play import engine

            state = engine.match_state(match)
        found = seat_deadlines(clock, row, state.current_players(), _people(match))
        game = int(clock.get("game_seconds") or 0)
        for seat, deadline in found.items():
            entry = (row.seats or {}).get(str(seat)) or {}
            bank = None
            if game:
                since = _since(entry) or now
                bank = max(0, round(game - float(entry.get("used") or 0) - (now - since).total_seconds()))
            seats[str(seat)] = {"deadline": deadline.isoformat(), "bank": bank}
        earliest = min(found.values()) if found else None
    return {
        "turn_seconds": int(clock.get("move_seconds") or 0),
        "deadline": earliest.isoformat() if earliest else None,
        "expired": bool(earliest and earliest <= now),
        "clock": dict(clock),
        "seats": seats,
    }
