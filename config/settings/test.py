"""Settings for the test suite: fast hashing, in-memory everything unless DATABASE_URL is set."""
import os
from urllib.parse import urlsplit, urlunsplit

# `make test` runs the suite on several cores (pytest-xdist). With REDIS_URL set, each worker gets
# its own Redis database (8, 9, ...: `--maxprocesses 4` in the Makefile keeps them under 16): the
# suite clears the cache after every test (tests/conftest.py) and Django's Redis cache clears with
# FLUSHDB, which would empty another worker's sessions and channel groups mid-test.
_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
if _WORKER.startswith("gw") and os.environ.get("REDIS_URL"):
    os.environ["REDIS_URL"] = urlunsplit(urlsplit(os.environ["REDIS_URL"])._replace(path=f"/{8 + int(_WORKER[2:])}"))

from .base import *  # noqa: E402,F401,F403
from .base import DATABASES, REST_FRAMEWORK  # noqa: E402

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
WHITENOISE_AUTOREFRESH = True
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"]["TEST"] = {"NAME": None}  # in-memory

# Limits off for the suite (many requests from one client); tests/test_limits.py turns them on.
PLAY_WATCH_DATABASE = False  # in-process tests: one process (the servers of tests/play/servers.py watch)
REST_FRAMEWORK = {**REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": {s: None for s in REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]}}
AXES_ENABLED = False
RATELIMIT_ENABLE = False
PLAY_WS_PER_ADDRESS = 0
PRINT_QUEUED_PER_USER = PRINT_QUEUED_PER_ADDRESS = 0
PLAY_WS_SYNCS_PER_MINUTE = 0
# Background jobs in the test database, whatever REDIS_URL says: the tests run the real database
# worker in-process (tests/printing/test_jobs.py); the Redis path has its own end-to-end test.
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default", "print", "bots"]}}
