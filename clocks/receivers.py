"""The clocks follow every change to a match (play.signals), inside its transaction."""
from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from play.signals import match_changed

from . import services


@receiver(match_changed, dispatch_uid="clocks.track")
def _track(sender: Any, *, match: Any, kind: str, seat: int | None, state: Any, events: Any, **kwargs: Any) -> None:
    services.track(match=match, kind=kind, seat=seat, state=state, events=events)
