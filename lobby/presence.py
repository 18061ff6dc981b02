"""Who is online now: the people with a table or the lobby open over a WebSocket.

Each signed-in connection counts while it is open (play.signals.socket_opened/socket_closed for
the tables, lobby.consumers for the lobby). Without REDIS_URL the count is this process's own
connections, like the in-memory channel layer. With REDIS_URL every process writes its
connections to one Redis sorted set (member "user id:username:channel", score the time it
expires), so the lobby shows everyone connected to any process. A process refreshes its entries
every REFRESH seconds; the entries of a process that died expire after TTL seconds.

When a person's first connection in a process opens, or their last one closes, the lobby's
watchers are told (lobby.live).
"""
from __future__ import annotations

import asyncio
import logging
import threading
import time
import weakref
from collections import Counter
from typing import Any

from django.conf import settings

log = logging.getLogger(__name__)

KEY = "sectorhq:presence"
TTL = 90  # seconds an entry lives without a refresh
REFRESH = 30  # seconds between a process's refreshes of its entries
MAX_LISTED = 200  # names the lobby lists (the count covers everyone)

# This process's connections: channel name -> (user id, username).
_local: dict[str, tuple[int, str]] = {}
_per_user: Counter[int] = Counter()
_lock = threading.Lock()
_refreshers: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Task[None]] = weakref.WeakKeyDictionary()
_async_clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Any] = weakref.WeakKeyDictionary()
_sync_client: tuple[str, Any] | None = None


def redis_url() -> str:
    return str(getattr(settings, "REDIS_URL", "") or "")


def _member(channel: str, user_id: int, username: str) -> str:
    return f"{user_id}:{username}:{channel}"


def _async_redis() -> Any:
    """A Redis client for the running loop (redis.asyncio clients belong to one loop)."""
    import redis.asyncio

    loop = asyncio.get_running_loop()
    client = _async_clients.get(loop)
    if client is None:
        client = redis.asyncio.Redis.from_url(redis_url(), socket_timeout=5)
        _async_clients[loop] = client
    return client


def _redis() -> Any:
    global _sync_client
    import redis

    url = redis_url()
    if _sync_client is None or _sync_client[0] != url:
        _sync_client = (url, redis.Redis.from_url(url, socket_timeout=5))
    return _sync_client[1]


async def connected(channel: str, user: Any) -> None:
    """A signed-in connection opened (anyone else is not listed)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return
    with _lock:
        _local[channel] = (user.pk, user.get_username())
        _per_user[user.pk] += 1
        first = _per_user[user.pk] == 1
    if redis_url():
        try:
            await _async_redis().zadd(KEY, {_member(channel, user.pk, user.get_username()): time.time() + TTL})
        except Exception:  # presence is a nicety: a table works without it
            log.exception("could not record presence in Redis")
        _ensure_refresher()
    if first:
        await _tell_lobby()


async def disconnected(channel: str) -> None:
    with _lock:
        entry = _local.pop(channel, None)
        if entry is None:
            return
        _per_user[entry[0]] -= 1
        last = _per_user[entry[0]] <= 0
        if last:
            del _per_user[entry[0]]
    if redis_url():
        try:
            await _async_redis().zrem(KEY, _member(channel, *entry))
        except Exception:
            log.exception("could not clear presence in Redis")
    if last:
        await _tell_lobby()


async def _tell_lobby() -> None:
    from . import live

    await live.changed_async("online")


def _ensure_refresher() -> None:
    loop = asyncio.get_running_loop()
    task = _refreshers.get(loop)
    if task is None or task.done():
        _refreshers[loop] = loop.create_task(_refresh_forever())


async def _refresh_forever() -> None:
    """Keep this process's entries alive while it has any; drop everyone's expired entries."""
    while True:
        await asyncio.sleep(REFRESH)
        with _lock:
            entries = dict(_local)
        if not entries:
            return
        try:
            await refresh(entries)
        except Exception:
            log.exception("could not refresh presence in Redis")


async def refresh(entries: dict[str, tuple[int, str]] | None = None) -> None:
    """Push the expiry of this process's entries (all of them by default) TTL seconds ahead."""
    if entries is None:
        with _lock:
            entries = dict(_local)
    now = time.time()
    client = _async_redis()
    async with client.pipeline(transaction=False) as pipe:
        pipe.zremrangebyscore(KEY, "-inf", now)
        if entries:
            pipe.zadd(KEY, {_member(channel, *entry): now + TTL for channel, entry in entries.items()})
        await pipe.execute()


def online(limit: int = MAX_LISTED) -> dict[str, Any]:
    """{"count": people online, "players": up to `limit` usernames, sorted}."""
    if redis_url():
        try:
            members = _redis().zrangebyscore(KEY, time.time(), "+inf")
            names = {m.decode() if isinstance(m, bytes) else str(m) for m in members}
            people = {name.split(":", 2)[1] for name in names if name.count(":") >= 2}
        except Exception:
            log.exception("could not read presence from Redis")
            people = set()
    else:
        with _lock:
            people = {username for _, username in _local.values()}
    ordered = sorted(people, key=str.lower)
    return {"count": len(ordered), "players": ordered[:limit]}


def forget() -> None:
    """Drop this process's records (tests)."""
    with _lock:
        _local.clear()
        _per_user.clear()
