"""The table's WebSocket: pushes each change of a match to the connections watching it.

One Channels group per match. A connection sees the match from the seat of its user (or the
seat it asks for with ?seat=, if that seat is theirs; anyone else watches as a spectator).
Frames are built per connection from `view(seat)` (play.selectors.match_payload), or, with
?format=html, the rendered table fragment. ?since=<version> on (re)connect sends the current
state only if it moved on since then, with the log entries after ?log=<seq>.
"""
from __future__ import annotations

import asyncio
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.http.cookie import parse_cookie

from . import live, selectors


def _int(value: Any, default: int | None = None) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


class MatchConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self) -> None:
        live.record_loop(asyncio.get_running_loop())
        self.match_id = _int(self.scope["url_route"]["kwargs"]["match_id"])
        query = parse_qs(self.scope.get("query_string", b"").decode())
        self.html = query.get("format", [""])[0] == "html"
        self.sent_version = _int(query.get("since", [None])[0], -1)
        self.log_seq = _int(query.get("log", [None])[0], 0)
        found = await database_sync_to_async(self._who)(query.get("seat", [None])[0])
        if found is None:
            await self.close(code=4404)
            return
        self.viewer = found
        self.group = live.group_name(self.match_id)
        self._sending = asyncio.Lock()
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        await self.push()

    def _who(self, requested: Any) -> int | None | bool:
        match = selectors.match_get(self.match_id) if self.match_id is not None else None
        if match is None:
            return None
        seat = selectors.viewer_seat(match, self.scope.get("user"), requested)
        return seat if seat is not None else False  # False: a spectator (None means no match)

    async def disconnect(self, code: int) -> None:
        if getattr(self, "group", None):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "sync":
            self.sent_version = _int(content.get("since"), -1)
            if "log" in content:
                self.log_seq = _int(content.get("log"), 0)
            await self.push()

    async def match_changed(self, event: dict[str, Any]) -> None:
        if _int(event.get("version"), 0) > self.sent_version:
            await self.push()

    async def push(self) -> None:
        async with self._sending:
            frame = await database_sync_to_async(self._frame)()
            if frame is not None:
                await self.send_json(frame)

    def _frame(self) -> dict[str, Any] | None:
        match = selectors.match_get(self.match_id)
        if match is None or match.version <= self.sent_version:
            return None
        seat = None if self.viewer is False else self.viewer
        # An HTML frame replaces the whole table, log included; a JSON frame carries the new entries.
        # Seats change only while the match waits for players: keep them once it has started.
        seats = getattr(self, "seats", None)
        if seats is None or match.status == match.Status.WAITING:
            seats = selectors.match_seats(match)
            self.seats = None if match.status == match.Status.WAITING else seats
        payload = selectors.match_payload(match, seat, since_seq=0 if self.html else self.log_seq, seats=seats)
        self.sent_version = match.version
        self.log_seq = match.log_seq
        frame: dict[str, Any] = {"type": "state", **payload}
        if self.html:
            from .views import table_fragment_html

            cookies = parse_cookie(dict(self.scope.get("headers", [])).get(b"cookie", b"").decode("latin-1"))
            frame = {
                "type": "state",
                "version": match.version,
                "status": match.status,
                "html": table_fragment_html(match, seat, payload, csrf_token=cookies.get("csrftoken", "")),
            }
        return frame
