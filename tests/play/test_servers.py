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
    assert pushed["version"] == 1 and pushed["log"][-1]["text"] == "Ann: reveals a card"


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


def _log_seq(database, match_id: int) -> int:
    """The match's last log entry, read from the database file (asking a server would wake its bots)."""
    import sqlite3

    with sqlite3.connect(database, timeout=20) as db:
        return db.execute("SELECT log_seq FROM play_match WHERE id = ?", (match_id,)).fetchone()[0]


def test_after_a_kill_matches_waiting_on_a_person_and_on_a_bot_both_continue(site_database) -> None:
    import time

    # The bot thinks for 30 s a move (in the worker): it is still thinking when the server and
    # its worker are killed.
    server = Server(site_database, DJANGO_PLAY_BOT_BUDGET="30", DJANGO_PLAY_MCTS_ITERATIONS="100000000")
    try:
        ann = Player(server.url, "ann")
        status, people = ann.call("POST", "/api/matches/", {"game": "interstellar-empire",
                                                            "seats": [{"user": "me"}, {"user": "me"}], "seed": 4})
        assert status == 201
        seat = people["current_players"][0]
        state = ann.call("GET", f"/api/matches/{people['id']}/?seat={seat}")[1]
        assert ann.call("POST", f"/api/matches/{people['id']}/actions/",
                        {"version": state["version"], "action": state["legal_actions"][0]})[0] == 200
        status, bot_match = ann.call("POST", "/api/matches/", {"game": "interstellar-empire",
                                                               "seats": [{"user": "me"}, {"bot": "mcts"}], "seed": 5})
        assert status == 201
        while 1 not in bot_match["current_players"]:  # ann moves until the bot is to act
            status, bot_match = ann.call("POST", f"/api/matches/{bot_match['id']}/actions/",
                                         {"version": bot_match["version"], "action": bot_match["legal_actions"][0]})
            assert status == 200
        waiting_at = _log_seq(site_database, bot_match["id"])
        time.sleep(0.5)
        before = [ann.call("GET", f"/api/matches/{people['id']}/?seat={s}&log=0")[1] for s in (0, 1)]
        server.process.kill()  # mid-thought, no clean shutdown
        server.process.wait(10)
        server.worker.kill()
    finally:
        server.stop()
    assert _log_seq(site_database, bot_match["id"]) == waiting_at  # the bot never moved

    restarted = Server(site_database, DJANGO_PLAY_BOT_BUDGET="0.3")
    try:
        # Nobody asks about the bot's match: the restarted worker resumes it by itself, once the
        # killed worker's lease on it has run out (PLAY_BOT_LEASE, 15 s).
        deadline = time.monotonic() + 30
        while _log_seq(site_database, bot_match["id"]) == waiting_at:
            assert time.monotonic() < deadline, "the bot's match did not resume after the restart"
            time.sleep(0.2)
        # The match waiting on a person is as it was, and goes on with that person's move.
        ann = Player(restarted.url, "ann")
        after = [ann.call("GET", f"/api/matches/{people['id']}/?seat={s}&log=0")[1] for s in (0, 1)]
        assert after == before
        seat = after[0]["current_players"][0]
        assert ann.call("POST", f"/api/matches/{people['id']}/actions/",
                        {"version": after[seat]["version"], "action": after[seat]["legal_actions"][0]})[0] == 200
    finally:
        restarted.stop()


def test_opening_the_table_wakes_a_bot_left_waiting(site_database) -> None:
    import time

    from .servers import Worker

    server = Server(site_database, DJANGO_PLAY_BOT_BUDGET="30", DJANGO_PLAY_MCTS_ITERATIONS="100000000")
    worker = None
    try:
        ann = Player(server.url, "ann")
        status, match = ann.call("POST", "/api/matches/", {"game": "interstellar-empire",
                                                           "seats": [{"bot": "mcts"}, {"user": "me"}], "seed": 6})
        assert status == 201
        while 0 not in match["current_players"]:
            status, match = ann.call("POST", f"/api/matches/{match['id']}/actions/",
                                     {"version": match["version"], "action": match["legal_actions"][0]})
        time.sleep(1)
        waiting_at = _log_seq(site_database, match["id"])
        server.worker.kill()  # mid-thought: the job is lost with it
        # A new worker that does not resume matches when it starts: the match waits...
        worker = Worker(site_database, resume=False, DJANGO_PLAY_BOT_BUDGET="0.3")
        time.sleep(2)
        assert _log_seq(site_database, match["id"]) == waiting_at
        # ...until its table is opened, which queues it (taken up once the lost lease runs out).
        ann.opener.open(f"{server.url}/play/m/{match['id']}/", timeout=20).read()
        deadline = time.monotonic() + 40
        while _log_seq(site_database, match["id"]) == waiting_at:
            assert time.monotonic() < deadline, "opening the table did not wake the bot"
            time.sleep(0.2)
    finally:
        server.stop()
        if worker is not None:
            worker.stop()
