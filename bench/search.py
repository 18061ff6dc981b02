"""Card search through the API: median and p95 latency of 200 mixed queries over every game.

    .venv/bin/python bench/search.py [--queries 200]

In-process Django test client on a fresh SQLite database with every game's cards loaded; the
per-process card cache is warmed by one request per game first (as on a running server). Each
request's database queries are counted too (the issue: never more than 3). Target: p95 < 20 ms.
The last line is the figure.
"""
from __future__ import annotations

import argparse
import statistics
import time
from io import StringIO

from _common import fresh_sqlite

QUERIES: dict[str, list[str]] = {
    "galactic-empires": [
        "t:S s>=8 e:argonian", "cruiser", '"heavy cruiser"', "shields>=3", "phasers>2 or heavy_weapons>=3",
        "supply:1", "gen:economy", "is:major t:S", "is:minor -t:S", "is:reaction", "set:PE r:V", "a:kalin",
        'o:"heavy weapon"', "-e:krebiz t:S s<=4", "(r:V or r:R) set:UE", "tags:warship", "t:T gen:energy",
        "e:jxar", "s!=5 t:C", "dragon", "foo:bar t:E", "is:generic t:B", "", "has:nodes", "set:piracy",
    ],
    "interstellar-empire": ["", "planet", "s>=4", "t:ship", "-t:ship", "special"],
    "spark-of-war": ["", "t:ship", "planet", "s>=5", "quest", "station"],
    "empires": ["", "value>=11", "is:hearts", "suit:spades -value>10", "is:soldier", "ace"],
    "imperium-galacticum": ["", "ship", "s>=3", "research", "event", "t:structure"],
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    fresh_sqlite()
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    call_command("loadcards", stdout=StringIO(), stderr=StringIO())
    client = Client()
    mix = [(game, q) for game, queries in QUERIES.items() for q in queries]
    for game in QUERIES:  # warm the per-process card caches, as a running server has them
        assert client.get("/api/cards/", {"game": game}).status_code == 200
    timings: list[float] = []
    most_queries = 0
    for index in range(args.queries):
        game, q = mix[index % len(mix)]
        page = 1 + (index // len(mix)) % 2
        with CaptureQueriesContext(connection) as captured:
            started = time.perf_counter()
            response = client.get("/api/cards/", {"game": game, "q": q, "page": page})
            timings.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, (game, q, response.content[:200])
        most_queries = max(most_queries, len(captured.captured_queries))
    timings.sort()
    p95 = timings[max(0, int(round(0.95 * len(timings))) - 1)]
    print(f"{len(timings)} queries over {len(QUERIES)} games; slowest {timings[-1]:.1f} ms")
    print(f"search API: median {statistics.median(timings):.1f} ms, p95 {p95:.1f} ms, "
          f"at most {most_queries} database queries per request")


if __name__ == "__main__":
    main()
