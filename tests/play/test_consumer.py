"""The table's WebSocket (MatchConsumer) through channels' WebsocketCommunicator."""
from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async

from channels.layers import get_channel_layer

from play import engine, live, services
from play.models import Match

from .wsclient import communicator, session_cookie

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def match(alice, bob):
    """An Interstellar Empire match between alice (seat 0) and bob (seat 1)."""
    return services.match_create(creator=alice, game_slug="interstellar-empire",
                                 seats=[{"user": "me"}, {"user": "bob"}], seed=3)


@pytest.fixture
def bob_cookie(bob) -> bytes:
    return session_cookie(bob)


def _first_action(match_id: int, user) -> int:
    match = Match.objects.get(pk=match_id)
    state = engine.match_state(match)
    seat = state.current_players()[0]
    applied = services.match_apply_action(match_id=match_id, version=match.version,
                                          action=state.legal_actions(seat)[0], user=user)
    return applied.match.version


def test_a_seat_gets_its_state_on_connect_and_every_move_pushed(alice, bob, match, bob_cookie) -> None:

    async def scenario() -> None:
        ws = communicator(f"/ws/play/{match.pk}/", bob_cookie)
        connected, _ = await ws.connect()
        assert connected
        first = await ws.receive_json_from(timeout=5)
        assert first["type"] == "state" and first["seat"] == 1 and first["version"] == 0
        assert first["view"]["seats"][1]["hand"] and first["view"]["seats"][0]["hand"] is None
        version = await database_sync_to_async(_first_action)(match.pk, alice)
        pushed = await ws.receive_json_from(timeout=5)
        assert pushed["version"] == version
        assert [line["seq"] for line in pushed["log"]] == [1]  # only what is new
        assert pushed["log"][0]["text"] == "Alice: reveals a card"  # alice's face-down card stays hidden
        await ws.disconnect()

    async_to_sync(scenario)()


def test_reconnecting_catches_up_from_the_last_version_seen(alice, bob, match, bob_cookie) -> None:

    async def scenario() -> None:
        ws = communicator(f"/ws/play/{match.pk}/?since=0&log=0", bob_cookie)
        assert (await ws.connect())[0]
        assert await ws.receive_nothing(timeout=0.3)  # nothing new since version 0
        await ws.disconnect()
        await database_sync_to_async(_first_action)(match.pk, alice)  # a move while away
        await database_sync_to_async(_first_action)(match.pk, bob)
        ws = communicator(f"/ws/play/{match.pk}/?since=0&log=0", bob_cookie)
        assert (await ws.connect())[0]
        caught_up = await ws.receive_json_from(timeout=5)
        assert caught_up["version"] == 2 and [line["seq"] for line in caught_up["log"]] == [1, 2]
        await ws.send_json_to({"type": "sync", "since": 2})
        assert await ws.receive_nothing(timeout=0.3)
        await ws.disconnect()

    async_to_sync(scenario)()


def test_the_table_page_gets_small_change_notices_and_fetches_its_own_fragment(alice, bob, match, bob_cookie) -> None:

    async def scenario() -> None:
        ws = communicator(f"/ws/play/{match.pk}/?format=html&since=0", bob_cookie)
        assert (await ws.connect())[0]
        assert await ws.receive_nothing(timeout=0.2)  # the page is up to date
        version = await database_sync_to_async(_first_action)(match.pk, alice)
        assert await ws.receive_json_from(timeout=5) == {"type": "changed", "version": version}
        await ws.disconnect()
        ws = communicator(f"/ws/play/{match.pk}/?format=html&since=0", bob_cookie)
        assert (await ws.connect())[0]
        assert await ws.receive_json_from(timeout=5) == {"type": "changed", "version": version}  # behind: told at once
        await ws.disconnect()

    async_to_sync(scenario)()


def test_a_move_is_pushed_ready_made_and_a_connection_that_fell_behind_catches_up(alice, bob, match, bob_cookie, monkeypatch) -> None:

    async def scenario() -> None:
        ws = communicator(f"/ws/play/{match.pk}/?since=0&log=0", bob_cookie)
        assert (await ws.connect())[0]
        await database_sync_to_async(_first_action)(match.pk, alice)
        pushed = await ws.receive_json_from(timeout=5)
        current = await database_sync_to_async(lambda: Match.objects.get(pk=match.pk))()
        expected = await database_sync_to_async(lambda: engine.plain(engine.match_state(current).view(1)))()
        assert pushed["version"] == 1 and pushed["view"] == expected and [e["seq"] for e in pushed["log"]] == [1]
        # a ready-made frame for a version this connection is not next to is never forwarded
        await get_channel_layer().group_send(live.group_name(match.pk), live.message(
            match.pk, 9, payloads={"1": {"version": 9, "forged": True}}, log_from=8, log_seq=9))
        assert await ws.receive_nothing(timeout=0.3)  # (the database says version 1: nothing new)
        # a change whose notice was lost: the next one finds the connection behind and it
        # rebuilds from the database, with every log entry it missed
        monkeypatch.setattr(live, "notify", lambda *args, **kwargs: None)
        await database_sync_to_async(_first_action)(match.pk, bob)
        monkeypatch.undo()
        await database_sync_to_async(_first_action)(match.pk, alice)
        frame = await ws.receive_json_from(timeout=5)
        assert frame["version"] == 3 and [e["seq"] for e in frame["log"]] == [2, 3] and "forged" not in frame
        await ws.disconnect()

    async_to_sync(scenario)()


def test_spectators_watch_the_public_view_and_unknown_matches_are_refused(alice, carol) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"user": "me"}, {"bot": "random"}], seed=3)
    carol_cookie = session_cookie(carol)

    async def scenario() -> None:
        ws = communicator(f"/ws/play/{match.pk}/", carol_cookie)
        assert (await ws.connect())[0]
        frame = await ws.receive_json_from(timeout=5)
        assert frame["seat"] is None and frame["legal_actions"] == []
        assert all(seat["hand"] is None for seat in frame["view"]["seats"])
        await ws.disconnect()
        ws = communicator("/ws/play/999999/", carol_cookie)
        connected, code = await ws.connect()
        assert not connected or code == 4404
        await ws.disconnect()

    async_to_sync(scenario)()


@pytest.mark.parametrize(
    "frame",
    [{"text_data": "{not json"}, {"bytes_data": b"\x00\x01"}, {"text_data": "[" * 10_000 + "]" * 10_000},
     {"text_data": '"\\ud800"'}],
    ids=["not-json", "binary", "deep", "lone-surrogate"],
)
def test_a_bad_frame_gets_an_error_frame_and_the_socket_stays_open(alice, bob, match, bob_cookie, frame, caplog) -> None:
    # Issue 30: channels' own reading raised on these, dropping the socket with a traceback.

    async def scenario() -> list[dict]:
        ws = communicator(f"/ws/play/{match.pk}/", bob_cookie)
        assert (await ws.connect())[0]
        await ws.receive_json_from(timeout=5)
        await ws.send_to(**frame)
        answer = await ws.receive_json_from(timeout=5)
        await ws.send_json_to({"type": "sync", "since": -1, "log": 0})  # still served
        again = await ws.receive_json_from(timeout=5)
        await ws.disconnect()
        return [answer, again]

    answer, again = async_to_sync(scenario)()
    assert answer["type"] == "error" and answer["message"]
    assert again["type"] == "state"
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]
