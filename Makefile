# Sector HQ: `make run` serves the site, `make test` runs every test. Both set up what they need.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.requirements-installed
HOST ?= 127.0.0.1
PORT ?= 8000
PYTEST_ARGS ?=

.PHONY: setup run worker test bench venv migrate loadcards static clean cardtexts

$(STAMP): requirements.txt
	@command -v $(PYTHON) >/dev/null || { echo "Python 3.11 is needed: install python3.11 or run make PYTHON=/path/to/python3.11"; exit 1; }
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

venv: $(STAMP)

migrate: venv
	$(PY) manage.py migrate --noinput

loadcards: migrate
	@if $(PY) manage.py help loadcards >/dev/null 2>&1; then $(PY) manage.py loadcards; fi

static: venv
	$(PY) manage.py collectstatic --noinput --verbosity 0

## setup: idempotent: virtualenv with the pinned requirements, migrations, card data, static files
setup: venv migrate loadcards static

## run: set up, then serve the site (ASGI: HTTP and WebSockets) on http://127.0.0.1:8000/
# uvicorn (uvloop, httptools) serves it; persistent database connections by default (each request
# thread keeps its connection: config/asgi.py). Background workers (print jobs, the bots'
# decisions, the clocks' deadlines) run alongside and stop with the server (`make worker` runs
# them alone, e.g. on another machine; run more for many bot matches).
# The workers beside the server run at a lower CPU priority (nice 10): the bots' search is
# background work and yields the CPU to the web requests (bench/play.py, "paced with bots").
# --no-proxy-headers: uvicorn would otherwise take the client's address from X-Forwarded-For on
# connections from 127.0.0.1; the site reads it itself, by DJANGO_TRUSTED_PROXIES (README, "Behind
# a proxy").
run: NICE = nice -n 10
run: setup
	@( $(WORKER) ) & worker=$$!; \
	trap 'kill $$worker 2>/dev/null; wait $$worker 2>/dev/null' EXIT INT TERM; \
	DJANGO_CONN_MAX_AGE=$${DJANGO_CONN_MAX_AGE:-600} $(VENV)/bin/uvicorn --host $(HOST) --port $(PORT) \
		--lifespan off --no-proxy-headers config.asgi:application

## worker: run background jobs (print jobs, bots, clocks, e-mail digests): from the database, or from
# Redis when REDIS_URL is set. WORKERS processes (default: one per CPU core, at least 2), so one big
# print does not hold up the rest; each takes one job at a time. It first queues a look at every
# bot match (a job lost with a killed worker). RQ's SimpleWorker runs jobs in the worker process
# itself (no fork per job), so its cache of match states stays warm; its scheduler runs the jobs
# queued for later (clock deadlines, the daily digest, a finished print's expiry).
WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); [ "$$n" -lt 2 ] && n=2; echo $$n)
ONE_WORKER = if [ -n "$$REDIS_URL" ]; then exec $(NICE) $(PY) manage.py rqworker default print bots --with-scheduler \
		--worker-class rq.worker.SimpleWorker --job-class django_tasks_rq.Job; \
	else exec $(NICE) $(PY) manage.py db_worker --queue-name '*' --no-reload --interval 0.2; fi
WORKER = $(PY) manage.py resume_bots -v 0; pids=""; for n in $$(seq $(WORKERS)); do ( $(ONE_WORKER) ) & pids="$$pids $$!"; done; \
	trap 'kill $$pids 2>/dev/null; wait' INT TERM; wait
worker: setup
	@$(WORKER)

## test: set up as needed, then the whole pytest suite, on every core (pytest-xdist, at most 4
# workers: each has its own test database, and its own Redis database with REDIS_URL set,
# config/settings/test.py). `make test TEST_JOBS=0` runs it in one process.
TEST_JOBS ?= auto
test: venv
	$(PY) -m pytest -n $(TEST_JOBS) --maxprocesses 4 $(PYTEST_ARGS)

## bench: every script in bench/ (not the shared bench/_*.py), each printing its figure last
bench: setup
	@for script in bench/[!_]*.py; do echo "== $$script"; $(PY) $$script || exit 1; done

## cardtexts: write galactic-empires/cards.json again from its sources and the reviewed texts in
# text-reviews/ (cardbase/data/SOURCES.md), then load it; after a change to a review file
GE_DATA := cardbase/data/galactic-empires
cardtexts: migrate
	$(PY) manage.py importcards ge-csv $(GE_DATA)/source/cards.csv.gz --texts $(GE_DATA)/source/texts.csv.gz \
		--lackey $(GE_DATA)/source/lackey-carddata.txt.gz --reviews $(GE_DATA)/text-reviews
	$(PY) manage.py loadcards

clean:
	rm -rf $(VENV) staticfiles db.sqlite3 .pytest_cache
