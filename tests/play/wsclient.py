"""Helpers to open the table's WebSocket in tests, through the real ASGI stack (auth, origin check).

The client is asgiref's ApplicationCommunicator (Django's own ASGI library) speaking the ASGI
WebSocket messages: channels.testing would do, but it imports daphne (its live-server test case),
a server this site does not install (uvicorn serves it).
"""
from __future__ import annotations

import json
from typing import Any
from unittest import mock
from urllib.parse import unquote, urlsplit

from asgiref.testing import ApplicationCommunicator
from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
from importlib import import_module

from accounts.backends import SESSION_BACKEND


def session_cookie(user: Any) -> bytes:
    """A session cookie for `user` (what logging in would set)."""
    session = import_module(settings.SESSION_ENGINE).SessionStore()
    session[SESSION_KEY] = str(user.pk)
    session[BACKEND_SESSION_KEY] = SESSION_BACKEND
    session[HASH_SESSION_KEY] = user.get_session_auth_hash()
    session.save()
    return f"{settings.SESSION_COOKIE_NAME}={session.session_key}".encode()


class WebsocketCommunicator(ApplicationCommunicator):
    """A WebSocket client for an ASGI application, in the test's event loop. `scope` may be
    edited before connect() (the client address, headers): the application reads it then."""

    def __init__(self, application: Any, path: str, headers: list[tuple[bytes, bytes]] | None = None) -> None:
        parts = urlsplit(path)
        self.scope = {"type": "websocket", "path": unquote(parts.path), "query_string": parts.query.encode(),
                      "headers": list(headers or []), "subprotocols": []}
        super().__init__(application, self.scope)

    # The test's database connection is the test's: the consumer's hops to sync code must not
    # close it between messages (Channels closes stale connections before each).
    async def send_input(self, message: dict[str, Any]) -> None:
        with mock.patch("channels.db.close_old_connections", lambda: None):
            await super().send_input(message)

    async def receive_output(self, timeout: float = 1) -> dict[str, Any]:
        with mock.patch("channels.db.close_old_connections", lambda: None):
            return await super().receive_output(timeout)

    async def connect(self, timeout: float = 1) -> tuple[bool, Any]:
        """(True, subprotocol) when accepted, (False, close code) when refused."""
        await self.send_input({"type": "websocket.connect"})
        answer = await self.receive_output(timeout)
        if answer["type"] == "websocket.close":
            return False, answer.get("code", 1000)
        assert answer["type"] == "websocket.accept", answer
        return True, answer.get("subprotocol")

    async def send_to(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        assert (text_data is None) != (bytes_data is None), "one of text_data or bytes_data"
        message = {"type": "websocket.receive"}
        message["text" if text_data is not None else "bytes"] = text_data if text_data is not None else bytes_data
        await self.send_input(message)

    async def send_json_to(self, data: Any) -> None:
        await self.send_to(text_data=json.dumps(data))

    async def receive_from(self, timeout: float = 1) -> str | bytes:
        answer = await self.receive_output(timeout)
        assert answer["type"] == "websocket.send", answer
        return answer["text"] if answer.get("text") is not None else answer["bytes"]

    async def receive_json_from(self, timeout: float = 1) -> Any:
        frame = await self.receive_from(timeout)
        assert isinstance(frame, str), frame
        return json.loads(frame)

    async def disconnect(self, code: int = 1000, timeout: float = 1) -> None:
        await self.send_input({"type": "websocket.disconnect", "code": code})
        await self.wait(timeout)


def communicator(path: str, cookie: bytes | None = None) -> WebsocketCommunicator:
    """A client for `path`, logged in with `cookie` (session_cookie(user), made outside async code)."""
    from config.asgi import application

    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if cookie is not None:
        headers.append((b"cookie", cookie))
    return WebsocketCommunicator(application, path, headers=headers)
