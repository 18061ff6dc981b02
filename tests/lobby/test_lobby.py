"""The lobby: public tables with open seats (GET /api/lobby/, the /play/ page), joining in one
click, and live updates over the lobby's WebSocket."""
from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync

from lobby import selectors, services
from play import services as play_services
from play.models import Match

from ..play.wsclient import communicator, session_cookie
from .conftest import client_for


def _table(creator, *, public=True, seats=None, game="interstellar-empire", **kw) -> Match:
    return play_services.match_create(creator=creator, game_slug=game, seats=seats or [{"user": "me"}, {"invite": True}],
                                      seed=3, public=public, **kw)


@pytest.mark.django_db
def test_a_public_table_with_a_free_seat_is_listed_and_a_private_one_is_not(alice, client) -> None:
    listed = _table(alice)
    _table(alice, public=False)
    _table(alice, seats=[{"user": "me"}, {"bot": "random"}])  # no free seat: already in play
    answer = client.get("/api/lobby/")
    assert answer.status_code == 200
    tables = answer.json()["tables"]
    assert [t["id"] for t in tables] == [listed.pk]
    row = tables[0]
    assert row["game"] == "interstellar-empire" and row["game_name"] == "Interstellar Empire"
    assert (row["seats"], row["taken"], row["free"]) == (2, 1, 1)
    assert [p["label"] for p in row["players"]] == ["alice", "open seat"]
    assert row["clock"] is None and row["rated"] is False and row["needs_deck"] is False
    assert row["join"] == f"/api/lobby/{listed.pk}/join/"
    assert "invite_token" not in str(answer.content)  # a public table is joined by its id, not its invite links


@pytest.mark.django_db
def test_the_lobby_shows_the_clock_and_rated_flag_the_match_carries(alice, client) -> None:
    timed = _table(alice, turn_seconds=300)  # a per-move clock that forfeits (clocks.spec)
    other = _table(alice)
    # Issue 31's clocks and ratings keep their settings in the match's options, by these names.
    Match.objects.filter(pk=other.pk).update(options={**other.options, "clock": {"per_move": 3 * 86400}, "rated": True})
    rows = {t["id"]: t for t in client.get("/api/lobby/").json()["tables"]}
    assert rows[timed.pk]["clock"]["move_seconds"] == 300 and rows[timed.pk]["rated"] is False
    assert rows[other.pk]["clock"] == {"per_move": 3 * 86400} and rows[other.pk]["rated"] is True
    page = client.get("/play/").content.decode()
    assert "5 min a move" in page and "3 days a move" in page and "rated" in page


@pytest.mark.django_db
def test_listing_the_open_tables_takes_two_queries_however_many(alice, bob, django_assert_num_queries) -> None:
    for _ in range(6):
        _table(alice, seats=[{"user": "me"}, {"user": "bob"}, {"invite": True}], game="galactic-empires")
    with django_assert_num_queries(2):
        rows = [selectors.table_row(m) for m in selectors.open_tables()]
    assert len(rows) == 6 and all(r["free"] == 1 for r in rows)


@pytest.mark.django_db
def test_a_match_started_through_the_api_is_public_when_it_says_so(alice, bob) -> None:
    api = client_for(alice)
    body = {"game": "interstellar-empire", "seats": [{"user": "me"}, {"invite": True}], "public": True}
    created = api.post("/api/matches/", body, content_type="application/json")
    assert created.status_code == 201 and created.json()["public"] is True
    private = api.post("/api/matches/", {**body, "public": False}, content_type="application/json").json()
    assert private["public"] is False
    listed = [t["id"] for t in client_for(bob).get("/api/lobby/").json()["tables"]]
    assert listed == [created.json()["id"]]


@pytest.mark.django_db
def test_joining_takes_the_first_free_seat_in_one_call_and_starts_a_full_table(alice, bob, carol) -> None:
    table = _table(alice)
    joined = client_for(bob).post(f"/api/lobby/{table.pk}/join/", {}, content_type="application/json")
    assert joined.status_code == 200, joined.content
    assert joined.json()["seat"] == 1 and joined.json()["status"] == "active"
    assert Match.objects.get(pk=table.pk).seats.get(index=1).user == bob
    assert client_for(carol).get("/api/lobby/").json()["tables"] == []  # no longer open
    again = client_for(carol).post(f"/api/lobby/{table.pk}/join/", {}, content_type="application/json")
    assert again.status_code == 409 and "no free seat" in again.json()["message"]


@pytest.mark.django_db
def test_joining_is_refused_at_a_private_table_or_twice_at_the_same_one(alice, bob) -> None:
    private = _table(alice, public=False)
    assert client_for(bob).post(f"/api/lobby/{private.pk}/join/").status_code == 404
    three = _table(alice, seats=[{"user": "me"}, {"invite": True}, {"invite": True}], game="galactic-empires")
    services.table_join(match_id=three.pk, user=bob)
    with pytest.raises(play_services.MatchError, match="already have a seat"):
        services.table_join(match_id=three.pk, user=bob)
    assert client_for(bob).post(f"/api/lobby/{three.pk}/join/").status_code == 409


@pytest.mark.django_db
def test_the_play_page_lists_the_table_and_its_join_button_seats_you(alice, bob) -> None:
    table = _table(alice)
    page = client_for(bob).get("/play/")
    html = page.content.decode()
    assert f'action="/lobby/join/{table.pk}/"' in html and "Join" in html
    assert 'data-ws="/ws/lobby/?format=html"' in html
    answer = client_for(bob).post(f"/lobby/join/{table.pk}/")
    assert answer.status_code == 302 and answer["Location"] == f"/play/m/{table.pk}/?seat=1"
    assert client_for(alice).get("/lobby/fragment/").content.decode().count("lobby-join") == 0



async def until(ws, wanted, frames: int = 6) -> dict:
    """The first frame (of the next few) for which `wanted(frame)` holds: changes that come close
    together (someone arriving, a table set up) may come in one frame or in two."""
    for _ in range(frames):
        frame = await ws.receive_json_from(timeout=5)
        if wanted(frame):
            return frame
    raise AssertionError("the expected frame did not come")


@pytest.mark.django_db(transaction=True)
def test_the_lobby_socket_sends_the_tables_then_each_change(alice, bob) -> None:
    cookie = session_cookie(bob)

    async def scenario() -> None:
        from channels.db import database_sync_to_async

        ws = communicator("/ws/lobby/", cookie)
        assert (await ws.connect())[0]
        first = await ws.receive_json_from(timeout=5)
        assert first["type"] == "lobby" and first["tables"] == []
        assert first["online"]["players"] == ["bob"]  # the lobby's own connection counts bob as online
        table = await database_sync_to_async(_table)(alice)
        await until(ws, lambda f: f["type"] == "lobby" and [t["id"] for t in f["tables"]] == [table.pk])
        await database_sync_to_async(services.table_join)(match_id=table.pk, user=bob)
        await until(ws, lambda f: f["tables"] == [])
        html = communicator("/ws/lobby/?format=html", cookie)
        assert (await html.connect())[0]
        await database_sync_to_async(_table)(alice)
        await until(html, lambda f: f["type"] == "changed" and "tables" in f["what"])
        await html.disconnect()
        await ws.disconnect()

    async_to_sync(scenario)()
