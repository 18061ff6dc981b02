"""Players online now: counted from the table and lobby WebSockets, in this process's memory, or
in Redis with REDIS_URL so that every server process sees everyone."""
from __future__ import annotations

import os
import time
import uuid

import pytest
from asgiref.sync import async_to_sync

from lobby import presence
from play import services as play_services

from ..play.servers import redis_answers
from ..play.wsclient import communicator, session_cookie

REDIS_URL = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/5"


@pytest.fixture
def redis_presence(settings, monkeypatch):
    """Presence in Redis, under a key of this test's own."""
    if not redis_answers(REDIS_URL):
        pytest.skip(f"Redis does not answer at {REDIS_URL}")
    settings.REDIS_URL = REDIS_URL
    monkeypatch.setattr(presence, "KEY", f"sectorhq:test-presence:{uuid.uuid4().hex}")
    yield presence._redis()
    presence._redis().delete(presence.KEY)


@pytest.fixture
def match(alice, bob):
    return play_services.match_create(creator=alice, game_slug="interstellar-empire",
                                      seats=[{"user": "me"}, {"user": "bob"}], seed=3)


def _watch_then_leave(match_id: int, cookies: list[bytes | None]) -> list[dict]:
    """Open a table connection per cookie, read who is online, close them, read again."""
    seen = []

    async def scenario() -> None:
        from channels.db import database_sync_to_async

        sockets = []
        for cookie in cookies:
            ws = communicator(f"/ws/play/{match_id}/", cookie)
            assert (await ws.connect())[0]
            await ws.receive_json_from(timeout=5)
            sockets.append(ws)
        seen.append(await database_sync_to_async(presence.online)())
        for ws in sockets:
            await ws.disconnect()
        seen.append(await database_sync_to_async(presence.online)())

    async_to_sync(scenario)()
    return seen


@pytest.mark.django_db(transaction=True)
def test_people_with_a_table_open_are_online_until_they_close_it(settings, alice, bob, carol, match) -> None:
    settings.REDIS_URL = ""
    # alice twice (two tabs), carol watching, and someone not signed in (not listed)
    cookies = [session_cookie(alice), session_cookie(alice), session_cookie(carol), None]
    during, after = _watch_then_leave(match.pk, cookies)
    assert during == {"count": 2, "players": ["alice", "carol"]}
    assert after == {"count": 0, "players": []}


@pytest.mark.django_db(transaction=True)
def test_with_redis_presence_is_shared_and_a_dead_process_entries_expire(redis_presence, alice, bob, match) -> None:
    # Another server process's connection (ben's), still fresh; and one of a process that died.
    redis_presence.zadd(presence.KEY, {"991:ben:specific.other!abc": time.time() + 60,
                                       "992:gone:specific.dead!xyz": time.time() - 1})
    during, after = _watch_then_leave(match.pk, [session_cookie(alice), session_cookie(bob)])
    assert during == {"count": 3, "players": ["alice", "ben", "bob"]}
    assert after == {"count": 1, "players": ["ben"]}
    members = {m.decode() for m in redis_presence.zrange(presence.KEY, 0, -1)}
    assert not any(m.startswith(("1:", "2:")) and "alice" in m for m in members)  # closed: removed at once


@pytest.mark.django_db(transaction=True)
def test_with_redis_a_refresh_keeps_this_process_entries_and_drops_the_expired(redis_presence, alice) -> None:
    redis_presence.zadd(presence.KEY, {"992:gone:specific.dead!xyz": time.time() - 1})

    async def scenario() -> None:
        await presence.connected("specific.here!1", alice)
        before = redis_presence.zscore(presence.KEY, f"{alice.pk}:alice:specific.here!1")
        await presence.refresh()
        after = redis_presence.zscore(presence.KEY, f"{alice.pk}:alice:specific.here!1")
        assert after >= before
        assert redis_presence.zscore(presence.KEY, "992:gone:specific.dead!xyz") is None
        await presence.disconnected("specific.here!1")

    async_to_sync(scenario)()
    assert presence.online() == {"count": 0, "players": []}


@pytest.mark.django_db(transaction=True)
def test_someone_arriving_at_a_table_updates_the_lobby_live(settings, alice, bob, match) -> None:
    settings.REDIS_URL = ""
    lobby_cookie, table_cookie = session_cookie(bob), session_cookie(alice)

    async def scenario() -> None:
        lobby = communicator("/ws/lobby/", lobby_cookie)
        assert (await lobby.connect())[0]
        first = await lobby.receive_json_from(timeout=5)
        assert first["online"]["players"] == ["bob"]
        table = communicator(f"/ws/play/{match.pk}/", table_cookie)
        assert (await table.connect())[0]
        for _ in range(4):
            frame = await lobby.receive_json_from(timeout=5)
            if frame["online"]["players"] == ["alice", "bob"]:
                break
        else:
            raise AssertionError("the lobby never showed alice online")
        await table.disconnect()
        await lobby.disconnect()

    async_to_sync(scenario)()
