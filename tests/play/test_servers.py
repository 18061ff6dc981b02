"""Several server processes on one database: moves race across processes, pushes cross them.

Each test starts its own uvicorn processes (127.0.0.1 only) on a fresh SQLite database file.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import json
import threading

import pytest

from .servers import Player, Server, redis_answers

REDIS_URL = "redis://127.0.0.1:6379/14"


@pytest.fixture
def two_servers(site_database, request):
    redis_url = getattr(request, "param", "")
    database = site_database
    servers = [Server(database, redis_url), Server(database, redis_url)]
    yield servers
    for server in servers:
        server.stop()


def test_the_same_move_sent_to_two_processes_at_once_is_applied_once(two_servers) -> None:
    a, b = two_servers
    ann = Player(a.url, "ann")
    status, match = ann.call("POST", "/api/matches/", {"game": "empires", "seats": [{"user": "me"}, {"user": "me"}],
                                                       "options": {"turn_limit": 5}, "seed": 3})
    assert status == 201, match
    through = [ann, ann.on(b.url)]
    for round_ in range(12):
        status, state = ann.call("GET", f"/api/matches/{match['id']}/")
        if state["status"] != "active":
            break
        version = state["version"]
        seat = state["current_players"][0]
        seat_state = ann.call("GET", f"/api/matches/{match['id']}/?seat={seat}")[1]
        actions = seat_state["legal_actions"]
        picks = [actions[0], actions[-1]]
        results: list[int] = [0, 0]
        barrier = threading.Barrier(2)

        def send(i: int) -> None:
            barrier.wait()
            results[i] = through[i].call("POST", f"/api/matches/{match['id']}/actions/",
                                         {"version": version, "action": picks[i]})[0]

        threads = [threading.Thread(target=send, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        assert sorted(results) == [200, 409], (round_, results)
        assert ann.call("GET", f"/api/matches/{match['id']}/")[1]["version"] == version + 1
    final = ann.call("GET", f"/api/matches/{match['id']}/?log=0")[1]
    assert [line["seq"] for line in final["log"]] == list(range(1, final["log_seq"] + 1))


@pytest.mark.skipif(not redis_answers(REDIS_URL), reason="Redis does not answer on 127.0.0.1:6379: "
                    "the cross-process push needs the Redis channel layer (start redis-server to run this test)")
@pytest.mark.parametrize("two_servers", [REDIS_URL], indirect=True)
def test_a_move_through_one_process_reaches_a_player_connected_to_the_other(two_servers) -> None:
    import websockets

    a, b = two_servers
    ann, ben = Player(a.url, "ann"), Player(b.url, "ben")
    status, match = ann.call("POST", "/api/matches/", {"game": "interstellar-empire",
                                                       "seats": [{"user": "me"}, {"user": "ben"}], "seed": 5})
    assert status == 201, match

    async def scenario() -> dict:
        headers = {"Cookie": ben.cookie_header(), "Origin": b.url}
        async with websockets.connect(f"{b.ws_url}/ws/play/{match['id']}/", additional_headers=headers) as ws:
            first = json.loads(await asyncio.wait_for(ws.recv(), 10))
            assert first["version"] == 0 and first["seat"] == 1
            action = match["legal_actions"][0]
            status, _ = await asyncio.to_thread(ann.call, "POST", f"/api/matches/{match['id']}/actions/",
                                                {"version": 0, "action": action})
            assert status == 200
            return json.loads(await asyncio.wait_for(ws.recv(), 10))

    # in a thread of its own: a browser test may have left an event loop running in this one
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pushed = pool.submit(asyncio.run, scenario()).result(60)
    assert pushed["version"] == 1 and pushed["log"][-1]["text"] == "Seat 0: reveal"


def test_killing_the_server_mid_match_loses_nothing(site_database) -> None:
    server = Server(site_database)
    try:
        ann = Player(server.url, "ann")
        status, match = ann.call("POST", "/api/matches/", {"game": "interstellar-empire",
                                                           "seats": [{"user": "me"}, {"user": "me"}], "seed": 2})
        assert status == 201
        for _ in range(25):  # past the first snapshot (every 20 actions)
            state = ann.call("GET", f"/api/matches/{match['id']}/")[1]
            seat = state["current_players"][0]
            actions = ann.call("GET", f"/api/matches/{match['id']}/?seat={seat}")[1]["legal_actions"]
            pick = next((a for a in actions if a["type"] != "concede"), actions[0])
            assert ann.call("POST", f"/api/matches/{match['id']}/actions/", {"version": state["version"], "action": pick})[0] == 200
        before = [ann.call("GET", f"/api/matches/{match['id']}/?seat={s}&log=0")[1] for s in (0, 1)]
        server.process.kill()  # no clean shutdown
        server.process.wait(10)
    finally:
        server.stop()
    restarted = Server(site_database)
    try:
        ann = Player(restarted.url, "ann")
        after = [ann.call("GET", f"/api/matches/{match['id']}/?seat={s}&log=0")[1] for s in (0, 1)]
        assert after == before
        seat = after[0]["current_players"][0]
        assert ann.call("POST", f"/api/matches/{match['id']}/actions/",
                        {"version": after[seat]["version"], "action": after[seat]["legal_actions"][0]})[0] == 200
    finally:
        restarted.stop()
