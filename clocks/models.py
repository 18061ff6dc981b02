"""The running state of a match's clock (its limits are in Match.options["clock"])."""
from __future__ import annotations

from django.db import models


class MatchClock(models.Model):
    """Updated in the transaction of every change to a clocked match (clocks.services.track)."""

    match = models.OneToOneField("play.Match", primary_key=True, on_delete=models.CASCADE, related_name="clock_state")
    # The seat whose turn it is, and since when (the engine's "turn" events); None before the first.
    turn_seat = models.PositiveSmallIntegerField(null=True, blank=True)
    turn_since = models.DateTimeField(null=True, blank=True)
    # str(seat) -> {"since": ISO time its current decision began, or null when it is not to act,
    #               "used": seconds its finished decisions took (its bank's spending)}
    seats = models.JSONField(default=dict, blank=True)
    due = models.DateTimeField(null=True, blank=True, db_index=True)  # the earliest deadline now
    scheduled = models.DateTimeField(null=True, blank=True)  # when the queued deadline job runs

    def __str__(self) -> str:
        return f"clock of match #{self.match_id}"
