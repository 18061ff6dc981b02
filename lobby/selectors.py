"""Reads of the lobby: the public tables with open seats, and who is online."""
from __future__ import annotations

from typing import Any

from django.db.models import BooleanField, ExpressionWrapper, Prefetch, Q
from django.urls import reverse

import rules
from play.models import Match, Seat
from play.selectors import match_clock, match_rated

from . import presence

MAX_TABLES = 100


def open_tables(limit: int = MAX_TABLES) -> list[Match]:
    """Public tables waiting for players, newest first, their seats (and who holds them) joined:
    two queries, however many tables."""
    seats = (
        Seat.objects.select_related("user").defer("deck")
        .annotate(has_deck=ExpressionWrapper(Q(deck__isnull=False), output_field=BooleanField()))
        .order_by("index")
    )
    return list(
        Match.objects.filter(public=True, status=Match.Status.WAITING)
        .defer("snapshot", "result")
        .select_related("created_by")
        .prefetch_related(Prefetch("seats", queryset=seats))
        .order_by("-created")[:limit]
    )


def table_row(match: Match) -> dict[str, Any]:
    """A table as the lobby lists it (only public facts: no deck lists, no invite tokens)."""
    seats = list(match.seats.all())
    game = rules.get(match.game)
    free = [s.index for s in seats if s.is_open]
    deck_format = game.formats.get(match.format) if match.format else None
    return {
        "id": match.pk,
        "game": match.game,
        "game_name": game.name,
        "format": match.format or None,
        "format_name": deck_format.name if deck_format is not None else None,
        "seats": len(seats),
        "taken": len(seats) - len(free),
        "free": len(free),
        "players": [{"index": s.index, "label": s.label, "open": s.is_open} for s in seats],
        "clock": match_clock(match),
        "rated": match_rated(match),
        "takeback": bool(match.takeback),
        # Seats that are taken brought their own decks: whoever joins brings one too.
        "needs_deck": any(s.has_deck for s in seats if not s.is_open),
        "created_by": match.created_by.username if match.created_by_id else None,
        "created": match.created.isoformat(),
        "url": match.get_absolute_url(),
        "join": reverse("api-lobby-join", args=[match.pk]),
    }


def lobby_payload() -> dict[str, Any]:
    """{"tables": [open public tables], "online": {"count", "players"}}."""
    return {"tables": [table_row(m) for m in open_tables()], "online": presence.online()}
