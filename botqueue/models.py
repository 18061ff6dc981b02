"""The lease that lets one worker at a time drive a match's bots (botqueue.lease)."""
from __future__ import annotations

from django.db import models


class BotLease(models.Model):
    """Who drives the match's bots now: `holder` ("" when nobody) until `expires`.

    A wake-up that finds the lease held sets `pending`; the holder looks again before letting
    go, so no wake-up is lost between the holder's last look and its release."""

    match = models.OneToOneField("play.Match", primary_key=True, on_delete=models.CASCADE, related_name="+")
    holder = models.CharField(max_length=96, blank=True, default="")
    expires = models.DateTimeField(null=True, blank=True)
    pending = models.BooleanField(default=False)

    def __str__(self) -> str:
        return f"bots of match #{self.match_id}: {self.holder or 'free'}"
