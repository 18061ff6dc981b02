"""With REDIS_URL set, the bots' jobs and the clocks' scheduled jobs go through Redis to an RQ
worker (another process, as on another machine). Real processes end to end: a private
redis-server, the site's settings, `rqworker` as `make worker` runs it (its scheduler on, in
burst mode: every job due, then exit); skipped where redis-server is not installed."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from tests.printing.test_jobs_redis import REDIS, ROOT, redis_url  # noqa: F401 - the private redis-server

pytestmark = pytest.mark.skipif(REDIS is None, reason="redis-server is not installed")

SETUP = """
import json
from django.contrib.auth import get_user_model
from play import services
User = get_user_model()
ann = User.objects.create_user("ann", password="pw-ann-12345")
User.objects.create_user("ben", password="pw-ben-12345")
bot = services.match_create(creator=ann, game_slug="interstellar-empire", seats=[{"bot": "greedy"}, {"user": "me"}], seed=6)
timed = services.match_create(creator=ann, game_slug="empires", seats=[{"user": "me"}, {"user": "ben"}], seed=2,
                              clock={"move_seconds": 1, "on_timeout": "forfeit"})
bot.refresh_from_db()
print(json.dumps({"bot": bot.pk, "timed": timed.pk, "bot_moves": bot.log_seq}))
"""
RESULT = """
import json
from django_tasks_db.models import DBTaskResult
from play.models import Match
bot, timed = Match.objects.get(pk=BOT), Match.objects.get(pk=TIMED)
print(json.dumps({"bot_moves": bot.log_seq, "timed": timed.status, "winners": (timed.result or {}).get("winners"),
                  "in_database_queue": DBTaskResult.objects.count()}))
"""


def test_bots_and_clocks_run_in_an_rq_worker(redis_url, tmp_path):  # noqa: F811 - the fixture
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "DATABASE_URL"}
    env.update({"DJANGO_SETTINGS_MODULE": "config.settings.base", "DJANGO_DEBUG": "0", "REDIS_URL": redis_url,
                "DATABASE_URL": f"sqlite:///{tmp_path / 'site.sqlite3'}", "DJANGO_LOG_LEVEL": "WARNING",
                "DJANGO_PLAY_BOT_BUDGET": "0.3"})

    def manage(*args: str) -> str:
        done = subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    manage("migrate", "--noinput", "-v", "0")
    made = json.loads(manage("shell", "--no-imports", "-c", SETUP).strip().splitlines()[-1])
    assert made["bot_moves"] == 0  # queued, not searched in the process that made the match
    time.sleep(1.5)  # the timed match's first deadline passes
    manage("rqworker", "default", "bots", "--burst", "--with-scheduler",
           "--worker-class", "rq.worker.SimpleWorker", "--job-class", "django_tasks_rq.Job")
    result = json.loads(manage("shell", "--no-imports", "-c", RESULT.replace("BOT", str(made["bot"])).replace("TIMED", str(made["timed"]))).strip().splitlines()[-1])
    assert result["bot_moves"] > 0, result
    assert result["timed"] == "finished" and result["winners"] == [1], result
    assert result["in_database_queue"] == 0  # through Redis, not the database queue
