"""The table's WebSocket limits (play.consumers): open connections per client address, and "sync"
requests per connection (each would build the seat's frame)."""
from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync

from play import consumers, services

from .wsclient import communicator

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def match(alice, bob):
    return services.match_create(creator=alice, game_slug="interstellar-empire",
                                 seats=[{"user": "me"}, {"user": "bob"}], seed=3)


def _from(address: str, path: str):
    ws = communicator(path)
    ws.scope["client"] = (address, 50000)  # read when the application starts, at connect
    return ws


def test_connections_past_the_limit_per_address_are_refused(settings, match) -> None:
    settings.PLAY_WS_PER_ADDRESS = 3
    path = f"/ws/play/{match.pk}/"

    async def scenario() -> None:
        opened = []
        for _ in range(3):
            ws = _from("203.0.113.5", path)
            connected, _ = await ws.connect()
            assert connected
            await ws.receive_json_from(timeout=5)
            opened.append(ws)
        extra = _from("203.0.113.5", path)
        connected, code = await extra.connect()
        assert not connected and code == consumers.TOO_MANY
        other = _from("198.51.100.1", path)  # another address is not affected
        assert (await other.connect())[0]
        await other.disconnect()
        await opened.pop().disconnect()  # a closed connection frees its place
        again = _from("203.0.113.5", path)
        assert (await again.connect())[0]
        await again.disconnect()
        for ws in opened:
            await ws.disconnect()
        assert consumers.open_connections("203.0.113.5") == 0

    async_to_sync(scenario)()


def test_anonymous_spectators_cannot_open_hundreds_of_sockets(settings, match) -> None:
    settings.PLAY_WS_PER_ADDRESS = 50
    path = f"/ws/play/{match.pk}/"

    async def scenario() -> int:
        opened, refused = [], 0
        for _ in range(60):
            ws = _from("203.0.113.6", path)
            connected, _ = await ws.connect()
            if connected:
                opened.append(ws)
            else:
                refused += 1
        for ws in opened:
            await ws.disconnect()
        return refused

    assert async_to_sync(scenario)() == 10


def test_sync_requests_past_the_limit_build_nothing(settings, match, monkeypatch) -> None:
    settings.PLAY_WS_SYNCS_PER_MINUTE = 3
    built = []
    real = consumers.selectors.match_payload

    def counting(*args, **kwargs):
        built.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(consumers.selectors, "match_payload", counting)
    path = f"/ws/play/{match.pk}/"

    async def scenario() -> list[dict]:
        ws = _from("203.0.113.7", path)
        assert (await ws.connect())[0]
        frames = [await ws.receive_json_from(timeout=5)]
        for _ in range(5):
            await ws.send_json_to({"type": "sync", "since": -1, "log": 0})
            frames.append(await ws.receive_json_from(timeout=5))
        await ws.disconnect()
        return frames

    frames = async_to_sync(scenario)()
    assert [f["type"] for f in frames] == ["state", "state", "state", "state", "error", "error"]
    # The repeated syncs (same version, same log) are answered from the frame built at connect.
    assert len(built) == 1


def _connections(path: str, remote: str, forwarded_for: list[str]) -> list[bool]:
    """Open one socket from `remote` per X-Forwarded-For value; which were accepted."""

    async def scenario() -> list[bool]:
        opened, answers = [], []
        for value in forwarded_for:
            ws = _from(remote, path)
            ws.scope["headers"] = [*ws.scope["headers"], (b"x-forwarded-for", value.encode())]
            connected, _ = await ws.connect()
            answers.append(connected)
            if connected:
                opened.append(ws)
        for ws in opened:
            await ws.disconnect()
        return answers

    return async_to_sync(scenario)()


def test_a_fresh_x_forwarded_for_per_socket_does_not_dodge_the_cap(settings, match) -> None:
    # Issue 30: no proxy trusted (the default), so the header is the client's own words.
    settings.PLAY_WS_PER_ADDRESS = 2
    answers = _connections(f"/ws/play/{match.pk}/", "203.0.113.8", ["198.18.0.1", "198.18.0.2", "198.18.0.3"])
    assert answers == [True, True, False]


def test_behind_a_trusted_proxy_the_cap_counts_each_client(settings, match) -> None:
    settings.PLAY_WS_PER_ADDRESS = 1
    settings.TRUSTED_PROXIES = 1
    # Every socket comes through the proxy at 10.0.0.2, which names its client.
    answers = _connections(f"/ws/play/{match.pk}/", "10.0.0.2", ["198.51.100.1", "198.51.100.2", "198.51.100.1"])
    assert answers == [True, True, False]
