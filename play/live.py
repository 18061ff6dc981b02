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

Changes made in another process (a bot worker's moves, a clock's deadline job) reach this
process's connections through Redis when REDIS_URL is set. With the in-memory layer nothing
crosses processes, so a watcher thread reads the versions of the matches watched here from the
database every PLAY_WATCH_INTERVAL seconds and tells their groups of any version it has not
told yet (`watch`, `unwatch`; settings.PLAY_WATCH_DATABASE). Connections ignore versions they
have sent, so a notice twice costs nothing.
"""
from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
from collections import Counter
from collections.abc import Mapping
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

log = logging.getLogger(__name__)

_server_loop: asyncio.AbstractEventLoop | None = None
_lock = threading.Lock()
_watched: Counter[int] = Counter()  # match -> connections watching it in this process
_told: dict[int, int] = {}  # match -> the latest version told to its group from this process
_watcher: threading.Thread | None = None
WATCH_CHUNK = 500


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
    if match_id in _watched:
        _told[match_id] = max(version, _told.get(match_id, -1))
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


def _watching_database() -> bool:
    from django.conf import settings

    return bool(getattr(settings, "PLAY_WATCH_DATABASE", False))


def watch(match_id: int) -> None:
    """A connection in this process watches the match (see the module's docstring)."""
    global _watcher
    if not _watching_database():
        return
    with _lock:
        _watched[match_id] += 1
        if _watcher is None or not _watcher.is_alive():
            _watcher = threading.Thread(target=_watch_loop, name="play-watch-database", daemon=True)
            _watcher.start()


def unwatch(match_id: int) -> None:
    with _lock:
        if _watched.get(match_id, 0) > 1:
            _watched[match_id] -= 1
        else:
            _watched.pop(match_id, None)
            _told.pop(match_id, None)


def watch_once() -> int:
    """One look at the watched matches' versions; the number of groups told of a change."""
    from .models import Match

    with _lock:
        ids = list(_watched)
    told = 0
    for start in range(0, len(ids), WATCH_CHUNK):
        rows = Match.objects.filter(pk__in=ids[start:start + WATCH_CHUNK]).values_list("pk", "version")
        for match_id, version in rows:
            if version > _told.get(match_id, -1) and match_id in _watched:
                notify(match_id, version)
                told += 1
    return told


def _watch_loop() -> None:
    global _watcher
    from django.conf import settings
    from django.db import close_old_connections, connection

    interval = float(getattr(settings, "PLAY_WATCH_INTERVAL", 0.25))
    try:
        while True:
            with _lock:
                if not _watched:
                    _watcher = None
                    return
            try:
                close_old_connections()
                watch_once()
            except Exception:  # a lost look is made good by the next one
                log.exception("watching the matches' versions failed")
            time.sleep(interval)
    finally:
        connection.close()
