"""Reads of table chat: the room a person reads at a table and its messages, mutes left out."""
from __future__ import annotations

from typing import Any

from play.models import Seat

from .models import ChatMessage, ChatMute

HISTORY = 100


def room_for(match_id: int, user: Any) -> str:
    """The seats' people read the players' room; everyone else the spectators' room."""
    if user is not None and getattr(user, "is_authenticated", False) and \
            Seat.objects.filter(match_id=match_id, user=user).exists():
        return ChatMessage.Room.PLAYERS
    return ChatMessage.Room.SPECTATORS


def muted_names(match_id: int, user: Any) -> list[str]:
    if user is None or not getattr(user, "is_authenticated", False):
        return []
    return sorted(ChatMute.objects.filter(match_id=match_id, user=user).values_list("muted__username", flat=True))


def chat_for(match_id: int, user: Any, *, after: int = 0, limit: int = HISTORY) -> dict[str, Any]:
    """{"room", "messages" (the last `limit` after id `after`, oldest first), "muted"}: three queries."""
    room = room_for(match_id, user)
    rows = ChatMessage.objects.filter(match_id=match_id, room=room, id__gt=after)
    if user is not None and getattr(user, "is_authenticated", False):
        rows = rows.exclude(author__in=ChatMute.objects.filter(match_id=match_id, user=user).values("muted"))
    newest = list(rows.order_by("-id")[:limit])
    return {"room": room, "messages": [m.as_dict() for m in reversed(newest)], "muted": muted_names(match_id, user)}
