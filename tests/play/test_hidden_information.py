"""Hidden information never leaves the server.

The canary game names every hidden card SECRET-...: a seat fetches everything it can fetch (the
API, the table page, the polling fragment, a 409 answer, the WebSocket frames in JSON and HTML)
and none of the opponent's hand, the opponent's face-down cards or the cards still in the deck
may appear in any of it. Spectators see no hand at all.
"""
from __future__ import annotations

import re

import pytest
from asgiref.sync import async_to_sync
from django.test import Client

from play import engine, services
from play.models import Match

from .wsclient import communicator, session_cookie

pytestmark = pytest.mark.django_db(transaction=True)


def _secrets_hidden_from(match: Match, viewer: int | None) -> list[str]:
    state = engine.match_state(match)
    hidden = list(state.deck)
    for seat in range(2):
        if seat != viewer:
            hidden += state.hands[seat] + state.laid[seat]
    return hidden


def _leaks(texts: list[str], secrets: list[str]) -> list[str]:
    blob = "\n".join(texts)
    return [s for s in secrets if re.search(re.escape(s) + r"(?!\d)", blob)]


def _everything(match: Match, user, client: Client, seat_param: str = "") -> list[str]:
    texts = []
    query = f"?seat={seat_param}" if seat_param else ""
    for url in (f"/api/matches/{match.pk}/{query}", f"/play/m/{match.pk}/{query}",
                f"/play/m/{match.pk}/fragment/{query}", f"/api/matches/{match.pk}/?log=0",
                "/api/matches/", "/play/", f"/play/m/{match.pk}/replay/", f"/api/matches/{match.pk}/export/",
                f"/play/m/{match.pk}/export.json"):
        texts.append(client.get(url).content.decode())
    # a stale move answers 409 with the current state: that is fetched too
    texts.append(client.post(f"/api/matches/{match.pk}/actions/", {"version": 0, "action": {"player": 1, "type": "draw"}},
                             content_type="application/json").content.decode())
    cookie = session_cookie(user) if user is not None else None

    async def frames() -> list[str]:
        got = []
        for fmt in ("", "html"):
            ws = communicator(f"/ws/play/{match.pk}/?format={fmt}&seat={seat_param}", cookie)
            assert (await ws.connect())[0]
            got.append(await ws.receive_from(timeout=5))
            await ws.disconnect()
        return got

    texts += async_to_sync(frames)()
    return texts


def _play_some(match: Match, alice, bob) -> None:
    for _ in range(4):
        match.refresh_from_db()
        state = engine.match_state(match)
        seat = state.current_players()[0]
        # alice lays hand cards (their names are in her actions), bob draws from the deck
        legal = state.legal_actions(seat)
        action = legal[0] if seat == 0 else legal[-1]
        services.match_apply_action(match_id=match.pk, version=match.version, action=action,
                                    user=alice if seat == 0 else bob)


def test_a_seat_never_receives_the_opponents_hand_face_down_cards_or_the_deck(canary_game, alice, bob) -> None:
    match = services.match_create(creator=alice, game_slug="canary", seats=[{"user": "me"}, {"user": "bob"}], seed=1,
                                  options={"moves": 20})
    _play_some(match, alice, bob)
    match.refresh_from_db()
    client = Client()
    client.force_login(bob)
    secrets = _secrets_hidden_from(match, 1)
    assert any(s.startswith("SECRET-HAND-0") for s in secrets) and any(s.startswith("SECRET-DECK") for s in secrets)
    texts = _everything(match, bob, client) + _everything(match, bob, client, seat_param="0")  # asking for seat 0
    assert _leaks(texts, secrets) == []
    # and what bob may see does reach him: his own hand, including the card he drew
    state = engine.match_state(match)
    assert all(_leaks(texts, [card]) for card in state.hands[1])


def test_a_spectator_sees_no_hand_and_no_deck(canary_game, alice, bob, carol) -> None:
    match = services.match_create(creator=alice, game_slug="canary", seats=[{"user": "me"}, {"user": "bob"}], seed=1,
                                  options={"moves": 20})
    _play_some(match, alice, bob)
    match.refresh_from_db()
    for who in (carol, None):
        client = Client()
        if who is not None:
            client.force_login(who)
        assert _leaks(_everything(match, who, client), _secrets_hidden_from(match, None)) == []


def test_a_real_engine_payload_is_exactly_the_seats_view(alice, bob) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"user": "me"}, {"user": "bob"}], seed=8)
    _first = engine.match_state(match).legal_actions(0)[0]
    services.match_apply_action(match_id=match.pk, version=0, action=_first, user=alice)
    client = Client()
    client.force_login(bob)
    data = client.get(f"/api/matches/{match.pk}/").json()
    state = engine.match_state(Match.objects.get(pk=match.pk))
    assert data["view"] == engine.plain(state.view(1))
    assert data["view"]["seats"][0]["hand"] is None
    assert data["log"][0]["text"] == "Alice: reveals a card"  # not which card she laid face down
    assert _first["card"] not in " ".join(line["text"] for line in data["log"])


def test_frames_pushed_after_each_move_carry_only_the_watching_seats_view(canary_game, alice, bob, carol) -> None:
    # The ready-made frames of every seat travel together in the group message: each
    # connection must forward its own seat's frame and nothing else.
    match = services.match_create(creator=alice, game_slug="canary", seats=[{"user": "me"}, {"user": "bob"}], seed=1,
                                  options={"moves": 20})
    cookies = {"bob": session_cookie(bob), "carol": session_cookie(carol)}

    async def watch() -> dict[str, list[str]]:
        from channels.db import database_sync_to_async

        sockets = {}
        for who, cookie in cookies.items():
            sockets[who] = communicator(f"/ws/play/{match.pk}/?since=0&log=0", cookie)
            assert (await sockets[who].connect())[0]
        got: dict[str, list[str]] = {who: [] for who in sockets}
        for _ in range(4):
            await database_sync_to_async(_play_some_one)(match.pk, alice, bob)
            for who, ws in sockets.items():
                got[who].append(await ws.receive_from(timeout=5))
        for ws in sockets.values():
            await ws.disconnect()
        return got

    got = async_to_sync(watch)()
    match.refresh_from_db()
    assert _leaks(got["bob"], _secrets_hidden_from(match, 1)) == []
    assert _leaks(got["carol"], _secrets_hidden_from(match, None)) == []
    assert all(_leaks(got["bob"], [card]) for card in engine.match_state(match).hands[1])  # bob's own hand does reach him


def _play_some_one(match_id: int, alice, bob) -> None:
    match = Match.objects.get(pk=match_id)
    state = engine.match_state(match)
    seat = state.current_players()[0]
    legal = state.legal_actions(seat)
    services.match_apply_action(match_id=match_id, version=match.version, action=legal[0] if seat == 0 else legal[-1],
                                user=alice if seat == 0 else bob)
