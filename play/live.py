"""Telling the connections that watch a match that it changed (Channels groups).

After a move the message carries each seat's frame, already encoded as JSON text (built once
per seat from `view(seat)` by play.selectors.change_payloads): each connection forwards only
its own seat's frame, so a move costs no database work and no rendering per connection, and
nothing hidden reaches another seat (the group message itself never leaves the server: it
goes through the process's memory or Redis). Other changes (a seat taken, a resignation...)
carry only the new version, and each connection builds its frame from the database. Services run in worker threads; the in-memory channel layer lives on the server's event
loop, so the message is handed to that loop (recorded when the first consumer connects). With
no loop recorded in this process (nobody watching here), it is sent from a private loop: that
reaches other processes through Redis and is harmless with the in-memory layer.
"""
from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections.abc import Mapping
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


def message(
    match_id: int,
    version: int,
    *,
    payloads: Mapping[str, Mapping[str, Any]] | None = None,
    log_from: int | None = None,
    log_seq: int | None = None,
) -> dict[str, Any]:
    """The group message. With `payloads` (seat -> payload after a move whose log entries follow
    seq `log_from`), "frames" maps each seat to its ready-to-send frame text."""
    event: dict[str, Any] = {"type": "match.changed", "match": match_id, "version": version}
    if payloads:
        event["frames"] = {seat: json.dumps({"type": "state", **payload}, separators=(",", ":"))
                           for seat, payload in payloads.items()}
        event["log_from"] = log_from
        event["log_seq"] = log_seq
    return event


def _log_failure(done: Any, group: str) -> None:
    if not done.cancelled() and done.exception() is not None:
        log.error("could not notify group %s", group, exc_info=done.exception())


def notify(
    match_id: int,
    version: int,
    *,
    payloads: Mapping[str, Mapping[str, Any]] | None = None,
    log_from: int | None = None,
    log_seq: int | None = None,
) -> None:
    """Tell every connection watching the match (in any process, with Redis) that it changed."""
    payload = message(match_id, version, payloads=payloads, log_from=log_from, log_seq=log_seq)
    send(group_name(match_id), payload)


def audience_group(match_id: int, seated: bool) -> str:
    """The group of a match's connections of one audience: its seats' people, or its spectators
    (table chat goes to one of them: chat.services)."""
    return f"match-{match_id}-{'seated' if seated else 'watching'}"


def frame(group: str, content: Mapping[str, Any], *, hidden_for: list[int] | None = None) -> None:
    """Send `content` as it is to every table connection in `group`, except those of the people in
    `hidden_for` (user ids)."""
    send(group, {"type": "table.frame", "frame": dict(content), "hidden_for": list(hidden_for or [])})


def send(group: str, payload: dict[str, Any]) -> None:
    """A group message from any thread (a request's, a bot's) or from the server's loop."""
    layer = get_channel_layer()
    if layer is None:
        return
    loop = server_loop()
    try:
        running = asyncio.get_running_loop()
    except RuntimeError:
        running = None
    try:
        if loop is not None and running is not loop:
            future = asyncio.run_coroutine_threadsafe(layer.group_send(group, payload), loop)
            future.add_done_callback(lambda done: _log_failure(done, group))
        elif running is not None:
            running.create_task(layer.group_send(group, payload))
        else:
            async_to_sync(layer.group_send)(group, payload)
    except Exception:  # a lost notification is caught up by polling and reconnects
        log.exception("could not notify group %s", group)
