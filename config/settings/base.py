"""Settings shared by every environment; development defaults (SQLite, in-memory channels)."""
import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEBUG = env_bool("DJANGO_DEBUG", True)
# A development key only: production.py refuses to start without DJANGO_SECRET_KEY.
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-insecure-key-change-me")
ALLOWED_HOSTS = [h for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",") if h]

# No "daphne": uvicorn serves the site (make run), so the Twisted server is not installed and
# `runserver` is Django's own (plain HTTP; `make run` for WebSockets).
INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "channels",
    "axes",
    "csp",
    "django_tasks",
    "django_tasks_db",
    "accounts",
    "cardbase",
    "decks",
    "printing",
    "play",
    "lobby",
    "chat",
    "notices",
    "corrections",
    "sealed",
    "botqueue",
    "clocks",
    "ratings",
]

MIDDLEWARE = [
    "config.middleware.ReleaseRequestCycles",  # outermost: after the response is rendered
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",  # Content-Security-Policy (CONTENT_SECURITY_POLICY below)
    "config.middleware.PermissionsPolicy",  # Permissions-Policy (PERMISSIONS_POLICY below)
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "django_ratelimit.middleware.RatelimitMiddleware",  # a limited form answers 429 (RATELIMIT_VIEW)
    "axes.middleware.AxesMiddleware",  # last: a locked-out log-in answers 429
]

ROOT_URLCONF = "config.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "config.context_processors.games",
            ],
        },
    },
]

WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

DATABASES = {
    "default": dj_database_url.config(
        env="DATABASE_URL",
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DJANGO_CONN_MAX_AGE", "0")),
        conn_health_checks=True,  # a persistent connection the database dropped is replaced, not reused
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets readers run while a writer commits; the timeout rides out short write locks.
    # Transactions begin IMMEDIATE: a transaction that reads and then writes (a move claiming its
    # match row) holds the write lock from its start, so racing transactions queue instead of
    # failing on upgrade (play.services._claim relies on it).
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"timeout": 20, "transaction_mode": "IMMEDIATE",
         "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"}
    )

# Request threads per server process (config/asgi.py): a slow request holds up only its own.
REQUEST_THREADS = int(os.environ.get("DJANGO_REQUEST_THREADS", "8"))

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            # redis-py's asyncio pool allows 100 connections by default and then fails ("Too many
            # connections"): hundreds of tables connecting at once need more.
            # redis-py 8 gives every read a 5 s timeout by default, the very time channels-redis
            # blocks waiting for a message (BZPOPMIN, brpop_timeout 5 s): an idle connection then
            # fails with "Timeout reading" and its WebSocket closes. Reads may take longer here.
            "CONFIG": {"hosts": [{"address": REDIS_URL, "max_connections": 2000, "socket_timeout": 30}]},
        }
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "play.layers.InMemoryChannelLayer"}}

# Background jobs through django-tasks, the backport of Django 6's task framework: big print jobs
# (printing/jobs.py, queue "print"), the bots' decisions (botqueue/tasks.py, queue "bots") and
# the clocks' deadlines (clocks/tasks.py, scheduled on "default"). In the database by default
# (`manage.py db_worker`, which `make run` starts), through Redis to RQ workers on any machine
# with REDIS_URL (`manage.py rqworker default print bots --with-scheduler --job-class
# django_tasks_rq.Job`). See the README, "Background jobs".
TASK_QUEUES = ["default", "print", "bots"]
if REDIS_URL:
    INSTALLED_APPS += ["django_rq", "django_tasks_rq"]
    TASKS = {"default": {"BACKEND": "django_tasks_rq.RQBackend", "QUEUES": TASK_QUEUES}}
    RQ_QUEUES = {name: {"URL": REDIS_URL, "DEFAULT_TIMEOUT": 3600} for name in TASK_QUEUES}
else:
    TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": TASK_QUEUES}}
# The play app's cache of match states, per process: an approximate memory budget (play/engine.py).
PLAY_STATE_CACHE_BYTES = int(os.environ.get("PLAY_STATE_CACHE_BYTES", str(256 * 1024 * 1024)))
# A print of more cards than this is a background job (a status page and a download link).
PRINT_INLINE_MAX_CARDS = int(os.environ.get("PRINT_INLINE_MAX_CARDS", "300"))
# A background job's PDF is deleted this long after it is finished (printing.jobs.prune_print_runs,
# scheduled as each job finishes; `manage.py prune_print_runs` sweeps at once).
PRINT_RUN_RETENTION_HOURS = float(os.environ.get("DJANGO_PRINT_RETENTION_HOURS", "24"))

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# django-axes first (it refuses a locked-out log-in before any password is checked), then the
# model backend with the signed-in user read from the cache (accounts.backends), which is the
# backend sessions record (accounts.backends.SESSION_BACKEND).
AUTHENTICATION_BACKENDS = ["axes.backends.AxesStandaloneBackend", "accounts.backends.CachedModelBackend"]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# E-mail (password reset links): printed on the console unless DJANGO_EMAIL_HOST names an SMTP
# server.
EMAIL_HOST = os.environ.get("DJANGO_EMAIL_HOST", "")
if EMAIL_HOST:
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_PORT = int(os.environ.get("DJANGO_EMAIL_PORT", "587"))
    EMAIL_HOST_USER = os.environ.get("DJANGO_EMAIL_HOST_USER", "")
    EMAIL_HOST_PASSWORD = os.environ.get("DJANGO_EMAIL_HOST_PASSWORD", "")
    EMAIL_USE_TLS = env_bool("DJANGO_EMAIL_USE_TLS", True)
    EMAIL_USE_SSL = env_bool("DJANGO_EMAIL_USE_SSL", False)
else:
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
DEFAULT_FROM_EMAIL = os.environ.get("DJANGO_DEFAULT_FROM_EMAIL", "Sector HQ <noreply@localhost>")
PASSWORD_RESET_TIMEOUT = 60 * 60 * 24  # a reset link works for a day

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
MEDIA_URL = "media/"
MEDIA_ROOT = Path(os.environ.get("DJANGO_MEDIA_ROOT", BASE_DIR / "media"))
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "LOCATION": "sectorhq",
    }
}
if REDIS_URL:
    CACHES["default"] = {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}

# Sessions are read from the cache (written through to the database): a request costs no session
# query. Several server processes share sessions through the cache only with REDIS_URL set (as
# they share their WebSocket pushes); one process needs nothing more.
SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"

REST_FRAMEWORK = {
    # Token first: its WWW-Authenticate header makes an unauthenticated request a 401 (with the
    # session class first DRF answers 403, which means "signed in but not allowed").
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    # JSON read with bounds on size and nesting depth (config/parsers.py).
    "DEFAULT_PARSER_CLASSES": [
        "config.parsers.BoundedJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "EXCEPTION_HANDLER": "config.api.exception_handler",
    # Limits (config.throttling): every API request by client (anon: per IP; user: per account),
    # and per view scope. Rates are read at each request; None means no limit.
    "DEFAULT_THROTTLE_CLASSES": [
        "config.throttling.AnonRateThrottle",
        "config.throttling.UserRateThrottle",
        "config.throttling.ScopedRateThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "anon": "600/minute",
        "user": "1800/minute",  # moves of a quick player and the table's polling fall back
        "print": "20/minute",
        "match_create": "30/minute",
        "validate": "120/minute",
        "chat": "20/minute",  # table chat messages per person (chat.services), by POST or WebSocket
        "deck_create": "60/minute",  # new decks (POST /api/decks/): each is a stocking check and rows
    },
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Sector HQ API",
    "DESCRIPTION": "Cards, decks, stocking reports, print-and-play and matches for the space card games of the 1990s and 2000s.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI served from our own static files: no CDN needed.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "config.api.add_common_errors",
    ],
    "ENUM_NAME_OVERRIDES": {
        "MatchStatusEnum": "play.models.Match.Status",
        "PrintRunStatusEnum": "printing.models.PrintRun.Status",
    },
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("DJANGO_LOG_LEVEL", "INFO")},
}

# Content-Security-Policy (django-csp 4: the CONTENT_SECURITY_POLICY dict), in every environment
# so that development and the browser tests run the pages under the policy production sends.
# Scripts only from the site itself (htmx, the builder's and the table's scripts); the one inline
# handler left (the match set-up page's player count re-submitting its form) is allowed by its
# hash. Styles: the site's sheets plus style attributes and the indicator styles htmx injects.
# Images: the site's own and data: URIs (the print preview). Connections (fetch, htmx, the
# table's WebSocket) to the site itself only.
from csp.constants import NONE, SELF, UNSAFE_HASHES, UNSAFE_INLINE  # noqa: E402

CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF, UNSAFE_HASHES, "'sha256-osjxnKEPL/pQJbFk1dKsF7PYFmTyMWGmVSiL9inhxJY='"],  # this.form.submit()
        "style-src": [SELF, UNSAFE_INLINE],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    },
}
# Permissions-Policy (config.middleware.PermissionsPolicy): browser features the site never uses,
# turned off for it and for anything it embeds.
PERMISSIONS_POLICY = {
    feature: []
    for feature in (
        "accelerometer", "ambient-light-sensor", "autoplay", "camera", "display-capture",
        "geolocation", "gyroscope", "hid", "magnetometer", "microphone", "midi", "payment", "serial",
        "usb", "xr-spatial-tracking", "browsing-topics",
    )
}
# The site's own pages may go full screen (a table), nothing embedded may.
PERMISSIONS_POLICY["fullscreen"] = ["self"]

# The play app's bots think in the bot workers (botqueue.tasks), never in the web processes; a
# job drives one match for at most PLAY_BOT_SLICE seconds, then queues it again behind the others.
PLAY_BOT_SLICE = float(os.environ.get("DJANGO_PLAY_BOT_SLICE", "5"))
# Without Redis nothing crosses processes: each web process reads the versions of the matches its
# WebSockets watch every PLAY_WATCH_INTERVAL seconds, so the workers' moves reach them (play.live).
PLAY_WATCH_DATABASE = not REDIS_URL
PLAY_WATCH_INTERVAL = float(os.environ.get("DJANGO_PLAY_WATCH_INTERVAL", "0.25"))
# A bot's time budget per move in seconds (play.bots), and the MCTS bot's iterations per move
# (unset: each game's default budget, State.mcts_iterations, the one bench/bots.py measures).
PLAY_BOT_BUDGET = float(os.environ.get("DJANGO_PLAY_BOT_BUDGET", "1.0"))
PLAY_MCTS_ITERATIONS = int(os.environ["DJANGO_PLAY_MCTS_ITERATIONS"]) if os.environ.get("DJANGO_PLAY_MCTS_ITERATIONS") else None

# Limits --------------------------------------------------------------------------------------
# The client's address, for every per-address limit below (config.clients): the number of
# reverse proxies in front of the site that append to X-Forwarded-For (0: none, the header is
# ignored and the connection's own address counts). DJANGO_AXES_PROXY_COUNT is its old name.
_proxies = os.environ.get("DJANGO_TRUSTED_PROXIES") or os.environ.get("DJANGO_AXES_PROXY_COUNT") or "0"
if not (_proxies.strip().isascii() and _proxies.strip().isdigit() and int(_proxies) <= 10):
    from django.core.exceptions import ImproperlyConfigured

    raise ImproperlyConfigured(f"DJANGO_TRUSTED_PROXIES must be a whole number from 0 to 10, got {_proxies!r}")
TRUSTED_PROXIES = int(_proxies)
REST_FRAMEWORK["NUM_PROXIES"] = TRUSTED_PROXIES  # DRF's own reading (config.throttling uses config.clients)
# DJANGO_RATE_LIMITS=0 turns every limit below off (benchmarks that play hundreds of tables from
# one address); the test settings turn them off too, and the tests of the limits turn them on.
RATE_LIMITS = env_bool("DJANGO_RATE_LIMITS", True)
if not RATE_LIMITS:
    REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] = {scope: None for scope in REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]}

# Log-in lockout (django-axes, the standard Django library for it): after AXES_FAILURE_LIMIT
# wrong passwords for one username from one address, that pair is refused (even with the right
# password) for AXES_COOLOFF_TIME hours; a successful log-in clears the count. Attempts are rows
# in the database (visible in the admin). The address: config.clients (TRUSTED_PROXIES above).
AXES_ENABLED = RATE_LIMITS
AXES_FAILURE_LIMIT = int(os.environ.get("DJANGO_LOGIN_FAILURE_LIMIT", "10"))
AXES_COOLOFF_TIME = 1  # hours
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_VERBOSE = False
AXES_CLIENT_IP_CALLABLE = "config.clients.client_address"

# HTML forms without an API (django-ratelimit): per client address (config.clients), read at
# each request.
RATELIMIT_ENABLE = RATE_LIMITS
RATELIMIT_IP_META_KEY = "config.clients.client_address"
RATELIMIT_VIEW = "config.throttling.rate_limited"
FORM_RATE_LIMITS = {
    "signup": "10/h",  # accounts made from one address
    "correction": "30/h",  # correction proposals by one person
    "password_reset": "10/h",  # reset e-mails asked for from one address
    "match_create": "30/m",  # the match set-up page (the API has its own scope)
    "print": "30/m",  # the print page (the API has its own scope)
}

# Background print jobs waiting or printing at once, per signed-in person and per client address
# (printing.jobs.check_quota; 0: no limit). Past them a print request answers 429.
PRINT_QUEUED_PER_USER = int(os.environ.get("DJANGO_PRINT_QUEUED_PER_USER", "3")) if RATE_LIMITS else 0
PRINT_QUEUED_PER_ADDRESS = int(os.environ.get("DJANGO_PRINT_QUEUED_PER_ADDRESS", "3")) if RATE_LIMITS else 0

# WebSockets (play.consumers): open table connections per client address (config.clients) in one server process
# (0: no limit), and "sync" requests (each rebuilds the seat's view) per connection per minute.
PLAY_WS_PER_ADDRESS = int(os.environ.get("DJANGO_WS_PER_ADDRESS", "50")) if RATE_LIMITS else 0
PLAY_WS_SYNCS_PER_MINUTE = 30 if RATE_LIMITS else 0
