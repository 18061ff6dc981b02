"""With REDIS_URL set, print jobs go through Redis to an RQ worker (another process: it could be
another machine). Real processes end to end: a private redis-server, the site's settings, the
`rqworker` command; skipped where redis-server is not installed."""
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REDIS = shutil.which("redis-server")

pytestmark = pytest.mark.skipif(REDIS is None, reason="redis-server is not installed")

ENQUEUE = """
import json
from django.test import Client
response = Client().post("/api/print/", {"game": "interstellar-empire", "set": "*", "background": True, "backs": False}, content_type="application/json")
print(json.dumps({**response.json(), "http": response.status_code}))
"""
RESULT = """
import json
from django_tasks_db.models import DBTaskResult
from printing.models import PrintRun
run = PrintRun.objects.get()
print(json.dumps({"status": run.status, "pages": run.pages, "file": run.file.name, "size": run.file.size if run.file else 0,
                  "in_database_queue": DBTaskResult.objects.count()}))
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def redis_url(tmp_path):
    port = _free_port()
    server = subprocess.Popen([REDIS, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", str(tmp_path)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            if time.monotonic() > deadline:
                server.kill()
                pytest.fail("redis-server did not start")
            time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}/0"
    server.terminate()
    server.wait(timeout=10)


def test_a_print_job_goes_through_redis_to_an_rq_worker(redis_url, tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "DATABASE_URL"}
    env.update({"DJANGO_SETTINGS_MODULE": "config.settings.base", "DJANGO_DEBUG": "0", "REDIS_URL": redis_url,
                "DATABASE_URL": f"sqlite:///{tmp_path / 'site.sqlite3'}", "DJANGO_MEDIA_ROOT": str(tmp_path / "media"),
                "DJANGO_LOG_LEVEL": "WARNING"})

    def manage(*args: str) -> str:
        done = subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    manage("migrate", "--noinput", "-v", "0")
    queued = json.loads(manage("shell", "--no-imports", "-c", ENQUEUE).strip().splitlines()[-1])
    assert queued["http"] == 202 and queued["status"] == "queued"
    # The worker: RQ's own, in burst mode (every queued job, then exit).
    manage("rqworker", "print", "--burst", "--job-class", "django_tasks_rq.Job")
    result = json.loads(manage("shell", "--no-imports", "-c", RESULT).strip().splitlines()[-1])
    assert result["status"] == "done", result
    assert result["pages"] == 7 and result["size"] > 10_000
    assert result["in_database_queue"] == 0  # it went through Redis, not the database queue
