"""Ratings follow the end of every rated match (play.signals), inside its transaction."""
from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from play.signals import match_finished

from . import services


@receiver(match_finished, dispatch_uid="ratings.rate")
def _rate(sender: Any, *, match: Any, **kwargs: Any) -> None:
    if services.is_rated(match):
        services.rate_match(match)
