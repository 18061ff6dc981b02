"""Table chat: two rooms (the seats' people, the spectators), stored with the match, pushed over
the table's WebSocket in frames of its own, mutes, quick phrases, and a rate limit shared by the
API and the WebSocket."""
from __future__ import annotations

import json

import pytest
from asgiref.sync import async_to_sync

from chat import selectors, services
from chat.models import ChatMessage
from chat.phrases import PHRASES
from play import services as play_services

from ..lobby.conftest import client_for
from ..play.wsclient import communicator, session_cookie


@pytest.fixture
def match(alice, bob):
    """Interstellar Empire, alice at seat 0, bob at seat 1 (hidden hands: a leak would show)."""
    return play_services.match_create(creator=alice, game_slug="interstellar-empire",
                                      seats=[{"user": "me"}, {"user": "bob"}], seed=3)


def _post(user, match, **body):
    return client_for(user).post(f"/api/matches/{match.pk}/chat/", body, content_type="application/json")


@pytest.mark.django_db
def test_players_and_spectators_each_read_only_their_own_room(alice, bob, carol, match) -> None:
    said = _post(alice, match, text="  good luck!  ")
    assert said.status_code == 201
    assert said.json() | {"time": None} == {"id": said.json()["id"], "author": "alice", "seat": 0, "room": "players",
                                            "text": "good luck!", "phrase": None, "time": None}
    assert _post(carol, match, text="watching from the rail").json()["room"] == "spectators"
    for user, room, texts in ((bob, "players", ["good luck!"]), (carol, "spectators", ["watching from the rail"])):
        seen = client_for(user).get(f"/api/matches/{match.pk}/chat/").json()
        assert seen["room"] == room and [m["text"] for m in seen["messages"]] == texts
    from django.test import Client

    anonymous = Client().get(f"/api/matches/{match.pk}/chat/").json()
    assert [m["text"] for m in anonymous["messages"]] == ["watching from the rail"]  # a spectator's view
    assert ChatMessage.objects.filter(match=match).count() == 2  # stored with the match


@pytest.mark.django_db
def test_reading_after_a_message_id_gives_only_the_newer_ones(alice, match, django_assert_num_queries) -> None:
    first = _post(alice, match, text="one").json()["id"]
    _post(alice, match, text="two")
    with django_assert_num_queries(3):
        seen = selectors.chat_for(match.pk, alice, after=first)
    assert [m["text"] for m in seen["messages"]] == ["two"]


@pytest.mark.django_db
def test_quick_phrases_and_bounds_on_what_is_said(alice, carol, match) -> None:
    assert _post(alice, match, phrase="gg").json()["text"] == PHRASES["gg"]
    assert _post(alice, match, phrase="nonsense").status_code == 400
    assert _post(alice, match, text="   ").status_code == 400
    assert _post(alice, match, text="x" * 501).status_code == 400
    assert _post(alice, match).status_code == 400
    assert _post(alice, match, text="hi\x00 there").status_code == 400  # NUL: refused by the API
    cleaned = services.chat_post(match_id=match.pk, user=alice, text="hi\x00 there\x1b[31m").text
    assert cleaned == "hi there[31m"  # control characters never reach the database or a browser
    from django.test import Client

    assert Client().post(f"/api/matches/{match.pk}/chat/", {"text": "hi"}, content_type="application/json").status_code in (401, 403)
    assert client_for(carol).post("/api/matches/999999/chat/", {"text": "hi"}, content_type="application/json").status_code == 404


@pytest.mark.django_db
def test_a_muted_player_is_no_longer_read(alice, bob, match) -> None:
    _post(alice, match, text="before")
    muted = client_for(bob).post(f"/api/matches/{match.pk}/chat/mute/", {"user": "alice"}, content_type="application/json")
    assert muted.json() == {"muted": ["alice"]}
    _post(alice, match, text="after")
    assert client_for(bob).get(f"/api/matches/{match.pk}/chat/").json()["messages"] == []
    assert [m["text"] for m in client_for(alice).get(f"/api/matches/{match.pk}/chat/").json()["messages"]] == ["before", "after"]
    client_for(bob).post(f"/api/matches/{match.pk}/chat/mute/", {"user": "alice", "mute": False}, content_type="application/json")
    assert len(client_for(bob).get(f"/api/matches/{match.pk}/chat/").json()["messages"]) == 2
    assert client_for(bob).post(f"/api/matches/{match.pk}/chat/mute/", {"user": "bob"}, content_type="application/json").status_code == 400


@pytest.mark.django_db(transaction=True)
def test_messages_go_over_the_table_socket_to_their_room_only_and_never_in_a_view(alice, bob, carol, match) -> None:
    cookies = {name: session_cookie(user) for name, user in (("alice", alice), ("bob", bob), ("carol", carol))}

    async def scenario() -> None:
        from channels.db import database_sync_to_async

        sockets = {}
        for name, cookie in cookies.items():
            ws = communicator(f"/ws/play/{match.pk}/", cookie)
            assert (await ws.connect())[0]
            state = await ws.receive_json_from(timeout=5)
            assert state["type"] == "state" and "chat" not in json.dumps(state)
            sockets[name] = ws
        # over the WebSocket, as a JSON client would
        await sockets["alice"].send_json_to({"type": "chat", "text": "hello bob"})
        for name in ("alice", "bob"):
            frame = await sockets[name].receive_json_from(timeout=5)
            assert frame["type"] == "chat" and frame["message"]["text"] == "hello bob"
            assert set(frame) == {"type", "message"}  # its own frame: no view, no hand
        assert await sockets["carol"].receive_nothing(timeout=0.3)
        # a spectator's message reaches spectators only
        await database_sync_to_async(services.chat_post)(match_id=match.pk, user=carol, text="nice game")
        frame = await sockets["carol"].receive_json_from(timeout=5)
        assert frame["message"]["room"] == "spectators"
        assert await sockets["alice"].receive_nothing(timeout=0.3)
        assert await sockets["bob"].receive_nothing(timeout=0.1)
        # muted: bob's connection no longer gets alice's words
        await database_sync_to_async(services.chat_mute)(match_id=match.pk, user=bob, username="alice")
        await sockets["alice"].send_json_to({"type": "chat", "phrase": "glhf"})
        assert (await sockets["alice"].receive_json_from(timeout=5))["message"]["text"] == PHRASES["glhf"]
        assert await sockets["bob"].receive_nothing(timeout=0.3)
        # a bad message is answered on that connection only
        await sockets["alice"].send_json_to({"type": "chat", "text": ""})
        error = await sockets["alice"].receive_json_from(timeout=5)
        assert error["type"] == "error" and "empty" in error["message"]
        for ws in sockets.values():
            await ws.disconnect()

    async_to_sync(scenario)()


@pytest.mark.django_db(transaction=True)
def test_the_rate_limit_counts_posts_and_socket_messages_together(settings, alice, bob, match) -> None:
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK,
                               "DEFAULT_THROTTLE_RATES": {**settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"], "chat": "3/minute"}}
    cookie = session_cookie(alice)
    assert _post(alice, match, text="one").status_code == 201
    assert _post(alice, match, text="two").status_code == 201

    async def scenario() -> None:
        ws = communicator(f"/ws/play/{match.pk}/", cookie)
        assert (await ws.connect())[0]
        await ws.receive_json_from(timeout=5)
        await ws.send_json_to({"type": "chat", "text": "three"})
        assert (await ws.receive_json_from(timeout=5))["message"]["text"] == "three"
        await ws.send_json_to({"type": "chat", "text": "four"})
        refused = await ws.receive_json_from(timeout=5)
        assert refused["type"] == "error" and refused["status"] == 429
        await ws.disconnect()

    async_to_sync(scenario)()
    assert _post(alice, match, text="five").status_code == 429
    assert _post(bob, match, text="bob has his own budget").status_code == 201
    assert ChatMessage.objects.filter(author=alice).count() == 3


@pytest.mark.django_db
def test_the_table_page_shows_the_chat_beside_the_table(alice, bob, carol, match) -> None:
    _post(alice, match, text="hello there")
    html = client_for(bob).get(f"/play/m/{match.pk}/").content.decode()
    assert 'id="chat"' in html and "hello there" in html and "players only" in html
    assert 'data-phrase="gg"' in html
    spectator = client_for(carol).get(f"/play/m/{match.pk}/").content.decode()
    assert "hello there" not in spectator and "spectators" in spectator
