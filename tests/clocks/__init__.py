"""Tests of the clocks app; `age_clock` moves a match's clock into the past (instead of waiting)."""
from __future__ import annotations

import datetime

from django.utils.dateparse import parse_datetime


def age_clock(match_id: int, seconds: float) -> None:
    """Every time the match's clock holds, `seconds` earlier: as if that much time had passed."""
    from clocks.models import MatchClock

    shift = datetime.timedelta(seconds=seconds)
    row = MatchClock.objects.get(match_id=match_id)
    for entry in row.seats.values():
        if entry.get("since"):
            entry["since"] = (parse_datetime(entry["since"]) - shift).isoformat()
    if row.turn_since is not None:
        row.turn_since -= shift
    if row.due is not None:
        row.due -= shift
    row.scheduled = None
    row.save()
