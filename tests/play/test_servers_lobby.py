"""The lobby across server processes sharing Redis: a table set up through one process appears
live in a lobby watched through another, and a person with a table open on one process is
online in the other's lobby (presence in Redis)."""
from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os

import pytest

from .servers import Player, Server, redis_answers

REDIS_URL = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/5"

pytestmark = pytest.mark.skipif(not redis_answers(REDIS_URL), reason=f"Redis does not answer at {REDIS_URL}")


def test_tables_and_presence_cross_processes_through_redis(site_database) -> None:
    import websockets

    a, b = Server(site_database, REDIS_URL), Server(site_database, REDIS_URL)
    try:
        ann, ben = Player(a.url, "ann"), Player(b.url, "ben")

        async def scenario() -> tuple[dict, dict]:
            async def until(ws, wanted) -> dict:
                for _ in range(8):
                    frame = json.loads(await asyncio.wait_for(ws.recv(), 10))
                    if wanted(frame):
                        return frame
                raise AssertionError("the expected lobby frame did not come")

            lobby_headers = {"Cookie": ben.cookie_header(), "Origin": b.url}
            async with websockets.connect(f"{b.ws_url}/ws/lobby/", additional_headers=lobby_headers) as lobby:
                first = json.loads(await asyncio.wait_for(lobby.recv(), 10))
                assert first["type"] == "lobby" and "ben" in first["online"]["players"]
                status, match = await asyncio.to_thread(
                    ann.call, "POST", "/api/matches/",
                    {"game": "interstellar-empire", "seats": [{"user": "me"}, {"invite": True}], "public": True})
                assert status == 201, match
                listed = await until(lobby, lambda f: any(t["id"] == match["id"] for t in f["tables"]))
                table_headers = {"Cookie": ann.cookie_header(), "Origin": a.url}
                async with websockets.connect(f"{a.ws_url}/ws/play/{match['id']}/", additional_headers=table_headers) as table:
                    await asyncio.wait_for(table.recv(), 10)
                    online = await until(lobby, lambda f: "ann" in f["online"]["players"])
                await until(lobby, lambda f: "ann" not in f["online"]["players"])  # she closed her table
                return listed, online

        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            listed, online = pool.submit(asyncio.run, scenario()).result(90)
        row = next(t for t in listed["tables"] if t["created_by"] == "ann")
        assert (row["taken"], row["free"]) == (1, 1)
        assert {"ann", "ben"} <= set(online["online"]["players"])
    finally:
        a.stop()
        b.stop()
