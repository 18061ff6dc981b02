"""The table's WebSocket: pushes each change of a match to the connections watching it.

One Channels group per match. A connection sees the match from the seat of its user (or the
seat it asks for with ?seat=, if that seat is theirs; anyone else watches as a spectator).

JSON connections (the API's clients) get {"type": "state", ...}: the seat's payload built from
`view(seat)` (play.selectors.match_payload) with the log entries they have not seen. After a
move the frame comes ready-made in the group message (play.live), so forwarding it costs no
database work; a connection that is behind (or a spectator) builds its frame from the database.
?format=html connections (the table page) get only {"type": "changed", "version": N} notices:
the page fetches its own table fragment once, if it has not got that version already (the
mover's page has it from its POST answer), instead of the server rendering HTML for every
connection on every move.
?since=<version> on (re)connect sends the current state (or notice) only if it moved on since
then, with the log entries after ?log=<seq>.
"""
from __future__ import annotations

import asyncio
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from . import live, selectors


def _int(value: Any, default: int | None = None) -> int | None:
    try:
        found = int(value)
    except (TypeError, ValueError):
        return default
    return found if abs(found) < 2**63 else default  # a number past 64 bits never reaches the database


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
        self.frame_key = None if found is False else str(found)
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

    async def dispatch(self, message: dict[str, Any]) -> None:
        # Channels closes stale database connections (a thread hop) before every handler; a
        # change notice needs no database unless the connection is behind, and push() then goes
        # through database_sync_to_async, which does that itself.
        if message.get("type") == "match.changed":
            await self.match_changed(message)
            return
        await super().dispatch(message)

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
        version = _int(event.get("version"), 0)
        if version <= self.sent_version:
            return
        async with self._sending:
            if version <= self.sent_version:
                return
            if self.html:
                self.sent_version = version
                await self.send_json({"type": "changed", "version": version})
                return
            frame = (event.get("frames") or {}).get(self.frame_key) if self.frame_key is not None else None
            # The ready-made frame holds this move's log entries only: usable when we are exactly
            # one version behind and have sent every earlier entry.
            if frame is not None and self.sent_version == version - 1 and self.log_seq == event.get("log_from"):
                self.sent_version = version
                self.log_seq = _int(event.get("log_seq"), self.log_seq)
                await self.send(text_data=frame)
                return
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
        self.sent_version = match.version
        if self.html:
            return {"type": "changed", "version": match.version}
        seat = None if self.viewer is False else self.viewer
        payload = selectors.match_payload(match, seat, since_seq=self.log_seq)  # seats kept per process
        self.log_seq = match.log_seq
        return {"type": "state", **payload}
