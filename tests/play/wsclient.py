"""Helpers to open the table's WebSocket in tests, through the real ASGI stack (auth, origin check)."""
from __future__ import annotations

from typing import Any

from channels.testing import WebsocketCommunicator
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


def communicator(path: str, cookie: bytes | None = None) -> WebsocketCommunicator:
    """A client for `path`, logged in with `cookie` (session_cookie(user), made outside async code)."""
    from config.asgi import application

    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if cookie is not None:
        headers.append((b"cookie", cookie))
    return WebsocketCommunicator(application, path, headers=headers)
