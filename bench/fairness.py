"""Fairness: the p95 of a cheap page while heavy print requests arrive all at once.

Starts the site as `make run` does (uvicorn, persistent connections, and the background print
worker alongside) on a fresh SQLite database in a temporary folder, with every card loaded. A
prober fetches GET /api/games/ back to back (one keep-alive connection) throughout; after a
quiet second, ten "print every card" requests (every Galactic Empires card, 3,724 cards each) and
one print with a tiny card size (0.15x0.15 mm) are sent at once, each on its own connection. The
prober keeps measuring for --seconds after that. Target (issue 18): p95 under 100 ms (32.6 s
before: the site served every request on one thread, and printed in the request).

    .venv/bin/python bench/fairness.py [--seconds 15] [--no-worker]

The last line gives the figures.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
CHEAP = "/api/games/"
HEAVY = {"game": "galactic-empires", "set": "*"}
TINY = {"game": "galactic-empires", "deck": "3 S1 Argonian Patrol Ship", "card_size": "0.15x0.15"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def environment(folder: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k not in ("DATABASE_URL", "REDIS_URL")}
    env.update({"DJANGO_SETTINGS_MODULE": "config.settings.base", "DJANGO_DEBUG": "0",
                "DATABASE_URL": f"sqlite:///{folder / 'fairness.sqlite3'}", "DJANGO_MEDIA_ROOT": str(folder / "media"),
                "DJANGO_LOG_LEVEL": "WARNING", "DJANGO_CONN_MAX_AGE": "600", "PYTHONPATH": str(ROOT)})
    return env


def post(port: int, body: dict) -> tuple[int, float, str]:
    started = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    connection.request("POST", "/api/print/", json.dumps(body), {"Content-Type": "application/json"})
    response = connection.getresponse()
    text = response.read()[:200].decode("latin-1")
    connection.close()
    return response.status, time.perf_counter() - started, text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=15.0, help="how long to keep probing after the heavy requests")
    parser.add_argument("--no-worker", action="store_true", help="start no print worker (jobs stay queued)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="sectorhq-fairness-"))
    env = environment(folder)
    processes: list[subprocess.Popen] = []
    try:
        subprocess.run([PYTHON, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
        subprocess.run([PYTHON, "manage.py", "loadcards"], cwd=ROOT, env=env, check=True, capture_output=True)
        port = free_port()
        log = open(folder / "server.log", "wb")  # noqa: SIM115 - lives as long as the server
        processes.append(subprocess.Popen(
            [str(Path(PYTHON).with_name("uvicorn")), "--host", "127.0.0.1", "--port", str(port), "--lifespan", "off",
             "--no-access-log", "--log-level", "warning", "config.asgi:application"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT))
        has_worker = (ROOT / "printing" / "jobs.py").exists() and not args.no_worker
        if has_worker:
            processes.append(subprocess.Popen(
                [PYTHON, "manage.py", "db_worker", "--queue-name", "*", "--no-reload", "--interval", "0.5"],
                cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT))
        deadline = time.monotonic() + 60
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise SystemExit("the server did not start") from None
                time.sleep(0.1)

        samples: list[tuple[float, float]] = []  # (when, seconds)
        stop = threading.Event()

        def probe() -> None:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
            while not stop.is_set():
                started = time.perf_counter()
                connection.request("GET", CHEAP)
                response = connection.getresponse()
                response.read()
                assert response.status == 200, response.status
                samples.append((started, time.perf_counter() - started))
                time.sleep(0.01)
            connection.close()

        prober = threading.Thread(target=probe)
        prober.start()
        time.sleep(1.0)  # warm: connections open, caches filled
        storm_start = time.perf_counter()
        answers: list[tuple[int, float, str]] = []
        senders = [threading.Thread(target=lambda body=body: answers.append(post(port, body))) for body in [HEAVY] * 10 + [TINY]]
        for sender in senders:
            sender.start()
        time.sleep(args.seconds)
        stop.set()
        prober.join()
        for sender in senders:
            sender.join()
        during = [seconds * 1000 for when, seconds in samples if when >= storm_start]
        during.sort()
        p95 = during[int(0.95 * (len(during) - 1))] if during else float("nan")
        statuses = sorted(status for status, _, _ in answers)
        slowest_post = max(seconds for _, seconds, _ in answers)
        jobs = sum(1 for status, _, _ in answers if status == 202)
        print(json.dumps({"probes": len(during), "p50_ms": round(statistics.median(during), 1) if during else None,
                          "p95_ms": round(p95, 1), "max_ms": round(max(during), 1) if during else None,
                          "statuses": statuses, "slowest_print_answer_s": round(slowest_post, 2), "worker": has_worker}))
        print(f"fairness: GET {CHEAP} p95 {p95:.1f} ms (p50 {statistics.median(during):.1f} ms, max {max(during):.1f} ms, "
              f"{len(during)} requests) over {args.seconds:g} s after 10 'print every card' requests and one 0.15x0.15 mm "
              f"card size arrived at once (answers {statuses}: {jobs} queued as background jobs; slowest answer "
              f"{slowest_post:.2f} s); target p95 < 100 ms")
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
