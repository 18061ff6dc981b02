"""Telling the connections that watch a match that it changed (Channels groups).

The message carries only the match id and its new version, never a view: each connection
builds its own seat's payload from `view(seat)` (play.selectors), so nothing hidden can ride
along. Services run in worker threads; the in-memory channel layer lives on the server's event
loop, so the message is handed to that loop (recorded when the first consumer connects). With
no loop recorded in this process (nobody watching here), it is sent from a private loop: that
reaches other processes through Redis and is harmless with the in-memory layer.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

log = logging.getLogger(__name__)

_server_loop: asyncio.AbstractEventLoop | None = None
_lock = threading.Lock()


def group_name(match_id: int) -> str:
    return f"match-{match_id}"


def record_loop(loop: asyncio.AbstractEventLoop) -> None:
    """Called by consumers: the loop the in-memory channel layer's queues belong to."""
    global _server_loop
    with _lock:
        _server_loop = loop


def server_loop() -> asyncio.AbstractEventLoop | None:
    loop = _server_loop
    if loop is None or loop.is_closed() or not loop.is_running():
        return None
    return loop


def message(match_id: int, version: int) -> dict[str, Any]:
    return {"type": "match.changed", "match": match_id, "version": version}


def notify(match_id: int, version: int) -> None:
    """Tell every connection watching the match (in any process, with Redis) that it changed."""
    layer = get_channel_layer()
    if layer is None:
        return
    payload = message(match_id, version)
    loop = server_loop()
    try:
        running = asyncio.get_running_loop()
    except RuntimeError:
        running = None
    try:
        if loop is not None and running is not loop:
            asyncio.run_coroutine_threadsafe(layer.group_send(group_name(match_id), payload), loop)
        elif running is not None:
            running.create_task(layer.group_send(group_name(match_id), payload))
        else:
            async_to_sync(layer.group_send)(group_name(match_id), payload)
    except Exception:  # a lost notification is caught up by polling and reconnects
        log.exception("could not notify match %s watchers", match_id)
