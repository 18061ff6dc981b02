"""The lobby's WebSocket: what changed in the lobby (tables, players online), pushed as it happens.

JSON connections (API clients) get {"type": "lobby", "tables": [...], "online": {...}} on connect
and after each change; ?format=html connections (the lobby page) get {"type": "changed", "what"}
notices and fetch the lobby fragment themselves. Changes that come in a burst (several seats
taken, people arriving) are sent once, at most every COALESCE seconds. A signed-in connection
counts its person as online (lobby.presence); connections per client address share the tables'
limit (play.consumers.admit).
"""
from __future__ import annotations

import asyncio
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from play import live as play_live
from play.consumers import TOO_MANY, admit, client_address, release

from . import live, presence, selectors

COALESCE = 1.0


class LobbyConsumer(AsyncJsonWebsocketConsumer):
    address: str | None = None
    joined = False

    async def connect(self) -> None:
        play_live.record_loop(asyncio.get_running_loop())  # where the in-memory layer's queues live
        address = client_address(self.scope)
        if not admit(address):
            await self.close(code=TOO_MANY)
            return
        self.address = address
        query = parse_qs(self.scope.get("query_string", b"").decode())
        self.html = query.get("format", [""])[0] == "html"
        self._later: asyncio.Task[None] | None = None
        self._what: set[str] = set()
        await self.channel_layer.group_add(live.GROUP, self.channel_name)
        self.joined = True
        await self.accept()
        await presence.connected(self.channel_name, self.scope.get("user"))
        if not self.html:
            await self.push()

    async def disconnect(self, code: int) -> None:
        release(self.address)
        self.address = None
        if self._later_pending():
            self._later.cancel()
        if self.joined:
            self.joined = False
            await self.channel_layer.group_discard(live.GROUP, self.channel_name)
            await presence.disconnected(self.channel_name)

    def _later_pending(self) -> bool:
        return getattr(self, "_later", None) is not None and not self._later.done()

    async def lobby_changed(self, event: dict[str, Any]) -> None:
        self._what.add(str(event.get("what") or "tables"))
        if not self._later_pending():
            self._later = asyncio.get_running_loop().create_task(self._send_later())

    async def _send_later(self) -> None:
        await asyncio.sleep(COALESCE)
        what, self._what = sorted(self._what), set()
        if self.html:
            await self.send_json({"type": "changed", "what": what})
        else:
            await self.push()

    async def push(self) -> None:
        payload = await database_sync_to_async(selectors.lobby_payload)()
        await self.send_json({"type": "lobby", **payload})
