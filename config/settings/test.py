"""Settings for the test suite: fast hashing, in-memory everything unless DATABASE_URL is set."""
from .base import *  # noqa: F401,F403
from .base import DATABASES, REST_FRAMEWORK

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
