"""Real servers for the play app's end-to-end tests: uvicorn processes (as `make run` serves the
site) on 127.0.0.1 against one
SQLite database file (WAL), optionally sharing a Redis channel layer. WebSockets need an ASGI
server, which pytest-django's live_server (WSGI) is not, so these tests run their own."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import Any
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
UVICORN = str(Path(PYTHON).with_name("uvicorn"))
PASSWORD = "pw-Play-test-1"
UVICORN_FLAGS = ("--lifespan", "off", "--no-proxy-headers")  # as `make run` (tests/play/test_server_addresses.py)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def redis_answers(url: str = "redis://127.0.0.1:6379/0") -> bool:
    try:
        import redis

        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
        return True
    except Exception:  # noqa: BLE001 - any failure means "not available"
        return False


def environment(database: Path, redis_url: str = "", **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update({
        # Base settings with DEBUG on: WhiteNoise then serves static files straight from the apps.
        "DJANGO_SETTINGS_MODULE": "config.settings.base",
        "DJANGO_DEBUG": "1",
        "DATABASE_URL": f"sqlite:///{database}",
        "REDIS_URL": redis_url,
        "DJANGO_LOG_LEVEL": "WARNING",
        "PYTHONPATH": str(ROOT),
    })
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    env.update(extra)
    return env


def prepare_database(database: Path, users: Sequence[str]) -> None:
    """Migrate a fresh database file and create the users (password PASSWORD)."""
    env = environment(database)
    subprocess.run([PYTHON, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    code = (
        "from django.contrib.auth import get_user_model as m\n"
        f"for name in {list(users)!r}:\n"
        f"    m().objects.filter(username=name).exists() or m().objects.create_user(name, password={PASSWORD!r})\n"
    )
    subprocess.run([PYTHON, "manage.py", "shell", "-c", code], cwd=ROOT, env=env, check=True)
    # The cards, as `make setup` loads them: card names at the table open their card (issue 16).
    subprocess.run([PYTHON, "manage.py", "loadcards"], cwd=ROOT, env=env, check=True, capture_output=True)


def stop_process(process: subprocess.Popen) -> None:
    """Terminate, and kill what does not stop within 10 s."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


def worker_command(redis_url: str = "") -> list[str]:
    """The background worker `make run` starts beside the server (the bots, the clocks, print jobs)."""
    if redis_url:
        return [PYTHON, "manage.py", "rqworker", "default", "print", "bots", "--with-scheduler",
                "--worker-class", "rq.worker.SimpleWorker", "--job-class", "django_tasks_rq.Job"]
    return [PYTHON, "manage.py", "db_worker", "--queue-name", "*", "--no-reload", "--interval", "0.1", "--no-startup-delay"]


class Worker:
    """One background worker process (as `make worker` runs it) on the site's database."""

    def __init__(self, database: Path, redis_url: str = "", log: Path | None = None, resume: bool = True,
                 **env: str) -> None:
        self.log_path = log or database.with_name(f"worker-{free_port()}.log")
        self._log = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        environ = environment(database, redis_url, **env)
        if resume:  # as `make worker` starts
            subprocess.run([PYTHON, "manage.py", "resume_bots", "-v", "0"], cwd=ROOT, env=environ, check=True)
        self.process = subprocess.Popen(worker_command(redis_url), cwd=ROOT, env=environ,
                                        stdout=self._log, stderr=subprocess.STDOUT)

    def kill(self) -> None:
        """As a crash would: no clean shutdown."""
        self.process.kill()
        self.process.wait(10)

    def stop(self) -> None:
        stop_process(self.process)
        self._log.close()


class Server:
    """One uvicorn process; `url` once started. With `worker` (as `make run`), a background
    worker beside it, stopped with it: the bots think there, never in the server."""

    def __init__(self, database: Path, redis_url: str = "", log: Path | None = None, worker: bool = True,
                 **env: str) -> None:
        self.worker = Worker(database, redis_url, **env) if worker else None
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        self.log_path = log or database.with_name(f"server-{self.port}.log")
        self._log = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            [UVICORN, "--host", "127.0.0.1", "--port", str(self.port), *UVICORN_FLAGS, "--no-access-log",
             "config.asgi:application"],
            cwd=ROOT, env=environment(database, redis_url, **env), stdout=self._log, stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                if self.worker is not None:
                    self.worker.stop()
                raise RuntimeError(f"the server exited: {self.log_path.read_text(errors='replace')[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError("the server did not start within 30 s")

    def stop(self) -> None:
        stop_process(self.process)
        self._log.close()
        if self.worker is not None:
            self.worker.stop()


class Player:
    """A logged-in person talking to a server over plain HTTP (urllib, with the session cookie)."""

    def __init__(self, base_url: str, username: str, password: str = PASSWORD) -> None:
        import http.cookiejar
        import urllib.request

        self.base_url = base_url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.opener.open(f"{base_url}/accounts/login/", timeout=20).read()
        body = f"username={username}&password={password}&csrfmiddlewaretoken={self.cookie('csrftoken')}"
        request = urllib.request.Request(f"{base_url}/accounts/login/", data=body.encode(),
                                         headers={"Referer": f"{base_url}/accounts/login/"})
        self.opener.open(request, timeout=20).read()
        assert self.cookie("sessionid"), f"{username} could not log in"

    def cookie(self, name: str) -> str:
        return next((c.value for c in self.jar if c.name == name), "")

    def cookie_header(self) -> str:
        return "; ".join(f"{c.name}={c.value}" for c in self.jar)

    def on(self, base_url: str) -> Player:
        """The same person (same session) talking to another server of the site."""
        twin = Player.__new__(Player)
        twin.base_url, twin.jar = base_url, self.jar
        twin.opener = self.opener
        return twin

    def call(self, method: str, path: str, body: object = None) -> tuple[int, dict]:
        import json
        import urllib.error
        import urllib.request

        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            f"{self.base_url}{path}", data=data, method=method,
            headers={"Content-Type": "application/json", "X-CSRFToken": self.cookie("csrftoken"),
                     "Referer": f"{self.base_url}/"},
        )
        try:
            with self.opener.open(request, timeout=30) as response:
                return response.status, json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}")


def log_in(page: Any, user: str) -> None:
    """Sign `user` in on a browser page of a site these tests serve (the log-in form, as a person)."""
    page.goto("/accounts/login/")
    page.fill("input[name=username]", user)
    page.fill("input[name=password]", PASSWORD)
    page.locator("form button[type=submit], form input[type=submit]").last.click()
    page.wait_for_url(lambda url: "/accounts/login" not in url)


def start_and_wait(page: Any) -> None:
    """Press the set-up page's Start and wait for the table to be live."""
    page.click("#start")
    page.wait_for_url("**/play/m/*/")
    page.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")


def choose_from_a_list(page: Any) -> bool:
    """Send a choice the table offers as one list rather than buttons (Empires' lives): its first
    value, as a person picks it and presses the form's button. False when there is none."""
    lists = page.locator("#table form.act select[name=action]")
    if not lists.count():
        return False
    chosen = lists.first
    chosen.select_option(index=1)  # the first is the "how many?" prompt
    chosen.locator("xpath=ancestor::form").locator("button[type=submit]").click()
    return True

