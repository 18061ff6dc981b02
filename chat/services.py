"""Writes of table chat: post a message (text or a quick phrase), mute or unmute someone.

A message goes to one room: the seats' people if its author holds a seat at the table, the
spectators otherwise. It is stored with the match and pushed to the table's connections of that
room only (play.live.audience_group), in a frame of its own: never inside a seat's view.
Whoever muted the author does not get it (the push names them: `hidden_for`).
"""
from __future__ import annotations

import unicodedata
from typing import Any

from django.contrib.auth import get_user_model

from config.errors import ApplicationError
from config.throttling import scope_allows
from play import live
from play.models import Match, Seat

from .models import MAX_TEXT, ChatMessage, ChatMute
from .phrases import PHRASES

RATE_SCOPE = "chat"  # REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["chat"]


class ChatError(ApplicationError):
    """A chat request refused; `status` is the HTTP status the API answers with."""


def _clean(text: Any) -> str:
    if not isinstance(text, str):
        raise ChatError("text: expected a message of 1 to 500 characters", extra={"field": "text"})
    # Control characters (NUL, escapes) never reach the database or another browser; lines stay.
    text = "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch) != "Cc").strip()
    if not text:
        raise ChatError("text: the message is empty", extra={"field": "text"})
    if len(text) > MAX_TEXT:
        raise ChatError(f"text: at most {MAX_TEXT} characters, not {len(text)}", extra={"field": "text"})
    return text


def _signed_in(user: Any) -> None:
    if user is None or not getattr(user, "is_authenticated", False):
        raise ChatError("log in to chat", status=401)


def _match(match_id: int) -> Match:
    match = Match.objects.filter(pk=match_id).only("id").first()
    if match is None:
        raise ChatError(f"no match {match_id}", status=404)
    return match


def chat_post(*, match_id: int, user: Any, text: Any = None, phrase: Any = None, address: str | None = None,
              counted: bool = False) -> ChatMessage:
    """Post a message (`text`, or the quick phrase named `phrase`) at the table. At most the
    `chat` rate per person: `counted` when the API's throttle has counted this one already."""
    _signed_in(user)
    match = _match(match_id)
    if phrase not in (None, ""):
        if not isinstance(phrase, str) or phrase not in PHRASES:
            raise ChatError(f"phrase: one of {', '.join(PHRASES)}", extra={"field": "phrase", "phrases": PHRASES})
        text = PHRASES[phrase]
    else:
        text = _clean(text)
        phrase = ""
    if not counted:
        allowed, wait = scope_allows(RATE_SCOPE, user=user, address=address)
        if not allowed:
            raise ChatError("too many messages: wait a little", status=429,
                            extra={"wait": round(wait or 0, 1)})
    seat = Seat.objects.filter(match=match, user=user).order_by("index").values_list("index", flat=True).first()
    room = ChatMessage.Room.PLAYERS if seat is not None else ChatMessage.Room.SPECTATORS
    message = ChatMessage.objects.create(match=match, author=user, author_name=user.get_username(), seat=seat,
                                         room=room, text=text, phrase=phrase)
    hidden_for = list(ChatMute.objects.filter(match=match, muted=user).values_list("user_id", flat=True))
    live.frame(live.audience_group(match.pk, room == ChatMessage.Room.PLAYERS),
               {"type": "chat", "message": message.as_dict()}, hidden_for=hidden_for)
    return message


def chat_mute(*, match_id: int, user: Any, username: Any, mute: bool = True) -> list[str]:
    """Mute (or unmute) `username` at this table for `user`: the names `user` has muted there."""
    _signed_in(user)
    match = _match(match_id)
    other = get_user_model().objects.filter(username=str(username)[:150]).first() if isinstance(username, str) else None
    if other is None:
        raise ChatError(f"no player called {str(username)[:40]!r}", status=404, extra={"field": "user"})
    if other.pk == user.pk:
        raise ChatError("you cannot mute yourself", extra={"field": "user"})
    if mute:
        ChatMute.objects.get_or_create(match=match, user=user, muted=other)
    else:
        ChatMute.objects.filter(match=match, user=user, muted=other).delete()
    from .selectors import muted_names

    return muted_names(match.pk, user)
