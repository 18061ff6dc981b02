"""Load test of live play: round trip of a move and actions per second, against a local server.

Starts its own server on 127.0.0.1 (uvicorn, as `make run` does; a fresh SQLite database file in a temporary folder; the in-memory channel layer, or Redis with
--redis), opens MATCHES bot-vs-bot matches of Empires
between two people (every seat driven by this script as a random bot over the real API), each
seat watching its table over the WebSocket, and plays them for --seconds. A move's round trip is
the time from sending POST /api/matches/{id}/actions/ until the opponent's WebSocket delivers
the new version. The server's CPU time per action is printed too (a figure that does not
depend on what else the machine is running). Three phases: "paced" (each bot thinks --think seconds before moving, like
people; the latency figure), "flat out" (no thinking; the throughput figure), and "paced with
bots": the paced phase again while --bot-matches MCTS-against-MCTS matches run on the same
machine. As `make run` does, a background worker runs beside the server and the bots think
there, so the human tables' round trips should not move (p95 within 10% of the paced phase,
the baseline measured in the same run). Bounded: at most --matches matches (<= 500),
--bot-matches (<= 100), --seconds per phase (<= 120), 127.0.0.1 only.

    .venv/bin/python bench/play.py [--matches 200] [--seconds 20] [--think 1.0] [--bot-matches 20] [--redis [--processes 2]]

The last line gives the figures.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
SERVERS = {  # the ASGI servers the bench can start: the command before host/port options
    "uvicorn": lambda port: [str(Path(PYTHON).with_name("uvicorn")), "--host", "127.0.0.1", "--port", str(port),
                             "--lifespan", "off", "--no-proxy-headers", "--no-access-log", "--log-level", "warning"],
}
PASSWORD = "bench-Pass-4321"
GAME = "empires"
OPTIONS = {"turn_limit": 30}
IDLE_CLOSE = 4.0  # seconds: uvicorn closes keep-alive connections idle for 5 s
STALL = 15.0  # seconds without any push before a table counts as stalled (an error) and reads over HTTP


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


DATABASE = ""  # --database: a PostgreSQL URL instead of a fresh SQLite file (it is emptied first)


def database_url(database: Path) -> str:
    return DATABASE or f"sqlite:///{database}"


def environment(database: Path, redis_url: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"DJANGO_SETTINGS_MODULE": "config.settings.base", "DJANGO_DEBUG": "0",
                "DATABASE_URL": database_url(database), "REDIS_URL": redis_url,
                "DJANGO_LOG_LEVEL": "WARNING", "PYTHONPATH": str(ROOT),
                # hundreds of tables from one address: the per-address limits would refuse them
                "DJANGO_RATE_LIMITS": "0",
                # persistent database connections, as a deployment would run
                "DJANGO_CONN_MAX_AGE": os.environ.get("DJANGO_CONN_MAX_AGE", "600")})
    return env


def worker_command(redis_url: str) -> list[str]:
    """The background worker `make run` starts beside the server (the bots think there)."""
    if redis_url:
        return [PYTHON, "manage.py", "rqworker", "default", "print", "bots", "--with-scheduler",
                "--worker-class", "rq.worker.SimpleWorker", "--job-class", "django_tasks_rq.Job"]
    return [PYTHON, "manage.py", "db_worker", "--queue-name", "*", "--no-reload", "--interval", "0.2"]


def start_worker(folder: Path, redis_url: str) -> subprocess.Popen:
    """The worker as `make run` starts it: at a lower CPU priority (nice 10) than the server."""
    log = open(folder / "worker.log", "wb")  # noqa: SIM115 - lives as long as the worker
    return subprocess.Popen(["nice", "-n", "10", *worker_command(redis_url)], cwd=ROOT, env=environment(folder / "bench.sqlite3", redis_url),
                            stdout=log, stderr=subprocess.STDOUT)


def start_servers(folder: Path, redis_url: str, processes: int = 1, server: str = "uvicorn") -> list[tuple[subprocess.Popen, int]]:
    """One database, `processes` server processes serving it (several need Redis: pushes cross processes)."""
    database = folder / "bench.sqlite3"
    env = environment(database, redis_url)
    subprocess.run([PYTHON, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    if DATABASE:
        subprocess.run([PYTHON, "manage.py", "flush", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    code = (
        "from django.contrib.auth import get_user_model as m\n"
        f"for name in ('north', 'south'): m().objects.create_user(name, password={PASSWORD!r})\n"
    )
    subprocess.run([PYTHON, "manage.py", "shell", "-v", "0", "-c", code], cwd=ROOT, env=env, check=True)
    servers = []
    for n in range(processes):
        port = free_port()
        log = open(folder / f"server-{n}.log", "wb")  # noqa: SIM115 - lives as long as the server
        servers.append((subprocess.Popen([*SERVERS[server](port), "config.asgi:application"],
                                         cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT), port))
    deadline = time.monotonic() + 30
    for process, port in servers:
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    for p, _ in servers:
                        p.kill()
                    raise SystemExit(f"{server} did not start") from None
                time.sleep(0.1)
    return servers


class Http:
    """A minimal keep-alive HTTP/1.1 client over asyncio streams (one request at a time)."""

    def __init__(self, port: int, cookies: dict[str, str]) -> None:
        self.port = port
        self.cookies = cookies
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.used = 0.0

    async def request(self, method: str, path: str, body: Any = None, form: str | None = None,
                      retry: bool = True) -> tuple[int, dict, bytes]:
        if self.writer is not None and time.monotonic() - self.used > IDLE_CLOSE:
            self.writer.close()  # the server is about to close it (keep-alive timeout): a new one
            self.writer = None
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        self.used = time.monotonic()
        data = form.encode() if form is not None else (json.dumps(body).encode() if body is not None else b"")
        kind = "application/x-www-form-urlencoded" if form is not None else "application/json"
        cookie = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nCookie: {cookie}\r\n"
                f"X-CSRFToken: {self.cookies.get('csrftoken', '')}\r\nContent-Type: {kind}\r\n"
                f"Content-Length: {len(data)}\r\nConnection: keep-alive\r\n\r\n")
        try:
            self.writer.write(head.encode() + data)
            await self.writer.drain()
            status_line = await self.reader.readline()
        except (ConnectionResetError, BrokenPipeError):
            status_line = b""  # closed as idle just as we sent: nothing was read by the server
        if not status_line and retry:  # the server closed an idle keep-alive connection: reconnect
            self.writer.close()
            self.writer = None
            return await self.request(method, path, body, form, retry=False)
        status = int(status_line.split()[1])
        headers: dict[str, list[str]] = {}
        while True:
            line = (await self.reader.readline()).decode("latin-1").strip()
            if not line:
                break
            name, _, value = line.partition(":")
            headers.setdefault(name.lower(), []).append(value.strip())
        length = int(headers.get("content-length", ["0"])[0])
        payload = await self.reader.readexactly(length) if length else b""
        for raw in headers.get("set-cookie", []):
            name, _, rest = raw.partition("=")
            self.cookies[name] = rest.split(";", 1)[0]
        if headers.get("connection", [""])[0].lower() == "close":
            self.writer.close()
            self.writer = None
        return status, headers, payload

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def login(port: int, username: str) -> dict[str, str]:
    http = Http(port, {})
    await http.request("GET", "/accounts/login/")
    form = f"username={username}&password={PASSWORD}&csrfmiddlewaretoken={http.cookies['csrftoken']}"
    status, _, _ = await http.request("POST", "/accounts/login/", form=form)
    http.close()
    if status != 302:
        raise SystemExit(f"{username} could not log in ({status})")
    return http.cookies


class Table:
    """One match: two seats, each with an HTTP connection and a WebSocket."""

    def __init__(self, bench: Bench, match_id: int) -> None:
        self.bench = bench
        self.id = match_id
        # With several server processes the two seats talk to different ones (pushes cross via Redis).
        self.ports = [bench.ports[(match_id + seat) % len(bench.ports)] for seat in (0, 1)]
        self.version = [0, 0]  # the latest version each seat has seen
        self.legal: list[list[dict]] = [[], []]
        self.status = "active"
        self.waiting: dict[int, list[tuple[int, float]]] = {0: [], 1: []}  # seat -> [(version awaited, sent at)]
        self.turn = asyncio.Event()
        self.done = False

    def frame(self, seat: int, data: dict) -> None:
        if data.get("type") != "state" or data["version"] < self.version[seat]:
            return
        self.version[seat] = data["version"]
        self.legal[seat] = data["legal_actions"]
        self.status = data["status"]
        pending = self.waiting[seat]
        while pending and data["version"] >= pending[0][0]:  # every move this frame shows to the seat
            self.bench.record(time.perf_counter() - pending.pop(0)[1])
        self.turn.set()

    async def watch(self, seat: int, cookies: dict[str, str]) -> None:
        import websockets

        cookie = "; ".join(f"{k}={v}" for k, v in cookies.items())
        url = f"ws://127.0.0.1:{self.ports[seat]}/ws/play/{self.id}/?seat={seat}"
        headers = {"Cookie": cookie, "Origin": f"http://127.0.0.1:{self.ports[seat]}"}
        try:
            async with websockets.connect(url, additional_headers=headers, max_size=2**24, open_timeout=60) as ws:
                async for message in ws:
                    self.frame(seat, json.loads(message))
                    if self.done:
                        return
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - a lost connection is a figure of the run, not a crash
            self.bench.errors.append(f"match {self.id} seat {seat}: websocket {type(exc).__name__}: {exc}")
            return
        if not self.done:
            self.bench.errors.append(f"match {self.id} seat {seat}: websocket closed by the server")

    async def catch_up(self, http: list[Http]) -> None:
        """No push for STALL seconds: count it as an error and read both seats over HTTP."""
        self.bench.errors.append(f"match {self.id}: no push for {STALL} s (versions {self.version})")
        for seat in (0, 1):
            status, _, body = await http[seat].request("GET", f"/api/matches/{self.id}/?seat={seat}&log=0")
            if status == 200:
                self.frame(seat, {"type": "state", **json.loads(body)})

    async def play(self, http: list[Http], think: float, stop_at: float) -> None:
        rng = random.Random(self.id)
        while time.perf_counter() < stop_at and self.status == "active":
            try:
                await asyncio.wait_for(self.turn.wait(), timeout=STALL)
            except asyncio.TimeoutError:
                await self.catch_up(http)
                continue
            self.turn.clear()
            for seat in (0, 1):
                if self.legal[seat] and self.version[seat] >= max(self.version) and not self.waiting[seat]:
                    break
            else:
                continue
            if think:
                await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
            version = self.version[seat]
            action = rng.choice(self.legal[seat])
            other = 1 - seat
            self.waiting[other].append((version + 1, time.perf_counter()))
            status, _, body = await http[seat].request("POST", f"/api/matches/{self.id}/actions/",
                                                        {"version": version, "action": action})
            self.bench.actions += 1
            if status != 200:
                self.bench.errors.append(f"{status}: {body[:200]!r}")
                self.waiting[other].clear()
                return
            data = json.loads(body)
            self.frame(seat, {"type": "state", **data})
        self.done = True


def server_cpu(pids: list[int]) -> float:
    """CPU seconds (user + system) the server processes have used so far (Linux /proc)."""
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


class Bench:
    def __init__(self, ports: list[int], pids: list[int]) -> None:
        self.ports = ports
        self.pids = pids
        self.port = ports[0]
        self.rtts: list[float] = []
        self.actions = 0
        self.errors: list[str] = []

    def record(self, seconds: float) -> None:
        self.rtts.append(seconds)

    async def phase(self, matches: int, seconds: float, think: float, cookies: list[dict[str, str]]) -> dict[str, Any]:
        self.rtts, self.actions, self.errors = [], 0, []
        creator = Http(self.port, dict(cookies[0]))
        tables: list[Table] = []
        for _ in range(matches):
            status, _, body = await creator.request("POST", "/api/matches/", {
                "game": GAME, "options": OPTIONS, "seats": [{"user": "me"}, {"user": "south"}],
                "seed": random.randrange(1 << 40)})
            if status != 201:
                raise SystemExit(f"could not create a match: {status} {body[:300]!r}")
            tables.append(Table(self, json.loads(body)["id"]))
        creator.close()
        watchers = [asyncio.create_task(t.watch(s, cookies[s])) for t in tables for s in (0, 1)]
        await asyncio.sleep(1.0)  # every seat connected and sent its first frame
        connections = [[Http(t.ports[0], dict(cookies[0])), Http(t.ports[1], dict(cookies[1]))] for t in tables]
        started = time.perf_counter()
        cpu_before = server_cpu(self.pids)
        stop_at = started + seconds
        await asyncio.gather(*(t.play(c, think, stop_at) for t, c in zip(tables, connections)))
        elapsed = time.perf_counter() - started
        cpu = server_cpu(self.pids) - cpu_before
        for task in watchers:
            task.cancel()
        await asyncio.gather(*watchers, return_exceptions=True)
        for pair in connections:
            for c in pair:
                c.close()
        rtts = sorted(self.rtts)
        return {
            "matches": matches, "think": think, "seconds": round(elapsed, 1), "actions": self.actions,
            "actions_per_second": round(self.actions / elapsed, 1), "errors": len(self.errors),
            "round_trips": len(rtts),
            "p50_ms": round(statistics.median(rtts) * 1000, 1) if rtts else None,
            "p95_ms": round(rtts[int(0.95 * (len(rtts) - 1))] * 1000, 1) if rtts else None,
            "max_ms": round(rtts[-1] * 1000, 1) if rtts else None,
            "server_cpu_s": round(cpu, 1),
            "server_cpu_ms_per_action": round(1000 * cpu / self.actions, 2) if self.actions else None,
            "first_error": self.errors[0] if self.errors else None,
        }


async def bot_moves(port: int, cookies: dict[str, str], ids: list[int]) -> int:
    """Moves made so far in the bot matches (their log lengths, read over the API)."""
    http = Http(port, dict(cookies))
    total = 0
    for match_id in ids:
        status, _, body = await http.request("GET", f"/api/matches/{match_id}/?log=999999999")
        if status == 200:
            total += json.loads(body)["log_seq"]
    http.close()
    return total


async def start_bot_matches(port: int, cookies: dict[str, str], count: int, kind: str = "mcts") -> list[int]:
    """`count` matches of two bots of `kind` (Empires, as the human tables), driven by the worker."""
    http = Http(port, dict(cookies))
    ids = []
    for _ in range(count):
        status, _, body = await http.request("POST", "/api/matches/", {
            "game": GAME, "options": {"turn_limit": 300}, "seats": [{"bot": kind}, {"bot": kind}],
            "seed": random.randrange(1 << 40)})
        if status != 201:
            raise SystemExit(f"could not create a bot match: {status} {body[:300]!r}")
        ids.append(json.loads(body)["id"])
    http.close()
    return ids


async def run(ports: list[int], pids: list[int], matches: int, seconds: float, think: float,
              bot_matches: int, worker_pid: int, bot_kind: str = "mcts") -> list[dict[str, Any]]:
    cookies = [await login(ports[0], "north"), await login(ports[0], "south")]  # sessions hold on every process
    bench = Bench(ports, pids)
    paced = await bench.phase(matches, seconds, think, cookies)
    print("paced:", json.dumps(paced), flush=True)
    flat = await bench.phase(matches, seconds, 0.0, cookies)
    print("flat out:", json.dumps(flat), flush=True)
    with_bots: dict[str, Any] = {}
    if bot_matches:
        ids = await start_bot_matches(ports[0], cookies[0], bot_matches, bot_kind)
        await asyncio.sleep(3.0)  # the worker is searching
        moves_before, worker_before = await bot_moves(ports[0], cookies[0], ids), server_cpu([worker_pid])
        with_bots = await bench.phase(matches, seconds, think, cookies)
        with_bots["bot_matches"] = bot_matches
        with_bots["bot_moves"] = await bot_moves(ports[0], cookies[0], ids) - moves_before
        with_bots["worker_cpu_s"] = round(server_cpu([worker_pid]) - worker_before, 1)
        print("paced with bots:", json.dumps(with_bots), flush=True)
        # The baseline again, the worker paused (SIGSTOP): the machine's other load drifts, so the
        # bots' phase is compared with the paced phases on both sides of it.
        os.kill(worker_pid, signal.SIGSTOP)
        after = await bench.phase(matches, seconds, think, cookies)
        os.kill(worker_pid, signal.SIGCONT)
        print("paced again, bots paused:", json.dumps(after), flush=True)
        with_bots["baseline_p95_ms"] = [paced["p95_ms"], after["p95_ms"]]
    return [paced, flat, with_bots]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a bot waits before moving (paced phase)")
    parser.add_argument("--redis", action="store_true", help="use the Redis channel layer on 127.0.0.1:6379")
    parser.add_argument("--server", choices=sorted(SERVERS), default="uvicorn", help="the ASGI server to start")
    parser.add_argument("--bot-matches", type=int, default=20,
                        help="MCTS-against-MCTS matches running in the worker during the last phase (0: none)")
    parser.add_argument("--bot-kind", choices=["mcts", "greedy", "random"], default="mcts",
                        help="the bots of those matches")
    parser.add_argument("--database", default="",
                        help="a PostgreSQL URL to use instead of a fresh SQLite file: EMPTIED first (manage.py flush)")
    parser.add_argument("--processes", type=int, default=1,
                        help="server processes (more than one needs --redis); each match's seats use different ones")
    args = parser.parse_args()
    matches = max(1, min(args.matches, 500))
    seconds = max(1.0, min(args.seconds, 120.0))
    processes = max(1, min(args.processes, 8))
    bot_matches = max(0, min(args.bot_matches, 100))
    global DATABASE
    DATABASE = args.database
    if processes > 1 and not args.redis:
        raise SystemExit("several processes need --redis (the in-memory channel layer does not cross processes)")
    folder = Path(tempfile.mkdtemp(prefix="bench-play-"))
    redis_url = "redis://127.0.0.1:6379/13" if args.redis else ""
    servers = start_servers(folder, redis_url, processes, args.server)
    worker = start_worker(folder, redis_url)
    load_before = os.getloadavg()[0]
    try:
        paced, flat, with_bots = asyncio.run(run([port for _, port in servers], [p.pid for p, _ in servers],
                                                  matches, seconds, args.think, bot_matches, worker.pid,
                                                  args.bot_kind))
    finally:
        for process in [p for p, _ in servers] + [worker]:
            process.terminate()
        for process in [p for p, _ in servers] + [worker]:
            process.wait(10)
        for log in sorted(folder.glob("server-*.log")) + sorted(folder.glob("worker.log")):
            faults = [line for line in log.read_text(errors="replace").splitlines()
                      if "Error" in line or "Traceback" in line or "Exception" in line]
            if faults:
                print(f"{log.name}: {len(faults)} fault lines, first: {faults[:3]}", flush=True)
        if os.environ.get("BENCH_KEEP"):
            print(f"server logs kept in {folder}", flush=True)
        else:
            shutil.rmtree(folder, ignore_errors=True)
    layer = "Redis" if args.redis else "in-memory"
    bots_line = ""
    if with_bots:
        baselines = [b for b in with_bots["baseline_p95_ms"] if b]
        baseline = statistics.mean(baselines) if baselines else None
        ratio = with_bots["p95_ms"] / baseline if baseline and with_bots["p95_ms"] else None
        bots_line = (f"; with {with_bots['bot_matches']} {args.bot_kind} bot matches in the worker "
                     f"({with_bots['bot_moves']} bot moves, worker CPU {with_bots['worker_cpu_s']} s): "
                     f"p50 {with_bots['p50_ms']} ms, p95 {with_bots['p95_ms']} ms over {with_bots['round_trips']} moves, "
                     f"server CPU {with_bots['server_cpu_ms_per_action']} ms per action against "
                     f"{paced['server_cpu_ms_per_action']} without, errors {with_bots['errors']}; "
                     f"p95 without bots {with_bots['baseline_p95_ms'][0]} ms before and {with_bots['baseline_p95_ms'][1]} ms "
                     f"after (bots paused); p95 with bots / without (mean of both): {ratio:.2f}"
                     if ratio else "; with bots: no round trips measured")
    engine = "PostgreSQL" if DATABASE.startswith("postgres") else "SQLite"
    print(
        f"play: {matches} concurrent matches, {processes} {args.server} process(es), {layer} channel layer, {engine}, "
        f"on {os.cpu_count()} shared cores: paced (bots think ~{args.think:g} s): "
        f"move round trip p50 {paced['p50_ms']} ms, p95 {paced['p95_ms']} ms over {paced['round_trips']} moves; "
        f"flat out: {flat['actions_per_second']} actions/s sustained with {flat['errors']} errors "
        f"(server CPU {flat['server_cpu_ms_per_action']} ms per action) "
        f"(p95 {flat['p95_ms']} ms under that load); paced errors {paced['errors']}; "
        f"machine load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after"
        f"{bots_line}"
    )


if __name__ == "__main__":
    main()
