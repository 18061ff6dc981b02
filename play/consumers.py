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

Limits (settings): at most PLAY_WS_PER_ADDRESS open connections per client address (config.clients,
the same address every other limit reads) in one server
process (more are refused with close code 4429), and at most PLAY_WS_SYNCS_PER_MINUTE "sync"
requests per connection (each builds the seat's frame; past the limit the client gets an
{"type": "error"} frame and nothing is built). A sync for the version and log already built on
this connection is answered from that frame without building it again.
"""
from __future__ import annotations

import asyncio
import time
from collections import Counter, deque
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.conf import settings

from config.clients import scope_client_address
from config.parsers import loads_bounded

from . import bots, live, selectors
from .signals import socket_closed, socket_opened, socket_received


def _int(value: Any, default: int | None = None) -> int | None:
    try:
        found = int(value)
    except (TypeError, ValueError):
        return default
    return found if abs(found) < 2**63 else default  # a number past 64 bits never reaches the database


# Open connections per client address in this process (consumers run on the one event loop).
_open_by_address: Counter[str] = Counter()
TOO_MANY = 4429


def open_connections(address: str) -> int:
    return _open_by_address[address]


def admit(address: str | None) -> bool:
    """Count a new connection from `address` (any of the site's WebSockets), unless the address
    already holds PLAY_WS_PER_ADDRESS of them in this process; `release` when it closes."""
    if address is None:
        return True
    limit = settings.PLAY_WS_PER_ADDRESS
    if limit and _open_by_address[address] >= limit:
        return False
    _open_by_address[address] += 1
    return True


def release(address: str | None) -> None:
    if address is None:
        return
    _open_by_address[address] -= 1
    if _open_by_address[address] <= 0:
        del _open_by_address[address]


def client_address(scope: dict[str, Any]) -> str | None:
    """The client's address of a WebSocket scope, read through the trusted proxies
    (config.clients, DJANGO_TRUSTED_PROXIES)."""
    return scope_client_address(scope)


class MatchConsumer(AsyncJsonWebsocketConsumer):
    address: str | None = None
    _last_frame: tuple[tuple[int, int, int], dict[str, Any]] | None = None
    audience: str | None = None  # live.audience_group: the seats' people or the spectators
    seated = False
    user: Any = None

    async def connect(self) -> None:
        live.record_loop(asyncio.get_running_loop())
        address = client_address(self.scope)
        if not admit(address):
            await self.close(code=TOO_MANY)
            return
        self.address = address
        self._syncs: deque[float] = deque()
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
        user = self.scope.get("user")
        self.user = user if getattr(user, "is_authenticated", False) else None
        self.seated = found is not False
        self.audience = live.audience_group(self.match_id, self.seated)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.channel_layer.group_add(self.audience, self.channel_name)
        live.watch(self.match_id)  # changes made by other processes (bot workers, clocks)
        await self.accept()
        await socket_opened.asend_robust(sender=MatchConsumer, consumer=self)
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
        if message.get("type") == "table.frame":
            await self.table_frame(message)
            return
        await super().dispatch(message)

    async def disconnect(self, code: int) -> None:
        release(self.address)
        self.address = None
        if getattr(self, "group", None):
            live.unwatch(self.match_id)
            await self.channel_layer.group_discard(self.group, self.channel_name)
            self.group = None
            if self.audience:
                await self.channel_layer.group_discard(self.audience, self.channel_name)
            await socket_closed.asend_robust(sender=MatchConsumer, consumer=self)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None, **kwargs: Any) -> None:
        """A frame from the client: JSON text, read with the API's bounds (config.parsers). Anything
        else (a binary frame, text that is no JSON, JSON nested too deep) gets an error frame and
        the connection stays open; channels' own reading raised, dropping the socket with a
        traceback."""
        if text_data is None:
            await self.send_json({"type": "error", "message": "Frames are JSON text; a binary frame is ignored."})
            return
        try:
            content = loads_bounded(text_data)
        except ValueError as exc:  # JSONTooDeep, a JSON syntax error, a lone surrogate
            await self.send_json({"type": "error", "message": f"Not a frame this table reads: {exc}"[:300]})
            return
        await self.receive_json(content, **kwargs)

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "sync":
            if not self._sync_allowed():
                await self.send_json({"type": "error", "message": "Too many sync requests: wait a little, then sync again."})
                return
            self.sent_version = _int(content.get("since"), -1)
            if "log" in content:
                self.log_seq = _int(content.get("log"), 0)
            await self.push()
            return
        if isinstance(content, dict) and getattr(self, "group", None):
            for _, answer in await socket_received.asend_robust(sender=MatchConsumer, consumer=self, content=content):
                if isinstance(answer, dict):
                    await self.send_json(answer)

    async def table_frame(self, event: dict[str, Any]) -> None:
        """A frame another app sends to the table's connections as it is (table chat: play.live.frame)."""
        if self.user is not None and self.user.pk in (event.get("hidden_for") or ()):
            return
        await self.send_json(event.get("frame") or {})

    def _sync_allowed(self) -> bool:
        limit = settings.PLAY_WS_SYNCS_PER_MINUTE
        if not limit:
            return True
        now = time.monotonic()
        while self._syncs and now - self._syncs[0] > 60:
            self._syncs.popleft()
        if len(self._syncs) >= limit:
            return False
        self._syncs.append(now)
        return True

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
        key = (match.version, match.log_seq, self.log_seq)
        if self._last_frame is not None and self._last_frame[0] == key:
            self.log_seq = match.log_seq
            return self._last_frame[1]  # a repeated sync: the frame already built
        payload = selectors.match_payload(match, seat, since_seq=self.log_seq)  # seats kept per process
        bots.wake_if_waiting(match, payload["seats"], payload["current_players"])
        self.log_seq = match.log_seq
        frame = {"type": "state", **payload}
        self._last_frame = (key, frame)
        return frame
