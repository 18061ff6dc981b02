"""Writes of the lobby: taking a free seat at a public table in one click."""
from __future__ import annotations

from typing import Any

from play import services as play_services
from play.models import Match, Seat


def table_join(*, match_id: int, user: Any, deck: Any = None) -> tuple[Match, int]:
    """Take the first free seat of a public table waiting for players (bringing `deck` in deck
    games, as an invitation would): the match and the seat taken. A seat taken by someone else
    at the same moment is skipped for the next free one."""
    if user is None or not getattr(user, "is_authenticated", False):
        raise play_services.NotSignedIn("log in to take a seat")
    match = Match.objects.filter(pk=match_id, public=True).defer("snapshot").first()
    if match is None:
        raise play_services.NotFound(f"no public table {match_id}")
    if Seat.objects.filter(match=match, user=user).exists():
        raise play_services.MatchError("you already have a seat at this table", status=409)
    for _ in range(Seat.objects.filter(match=match).count()):
        if match.status != Match.Status.WAITING:
            break
        seat = Seat.objects.filter(match=match, user__isnull=True, bot="").order_by("index").first()
        if seat is None:
            break
        try:
            return play_services.match_join(match_id=match.pk, token=seat.invite_token, user=user, deck=deck), seat.index
        except play_services.MatchError as exc:
            if exc.status != 409 or "just taken" not in exc.message:
                raise
        match.refresh_from_db(fields=["status"])
    raise play_services.MatchError("the table has no free seat left", status=409)
