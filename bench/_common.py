"""What the bench scripts share: the repository on sys.path, Django on a throw-away SQLite
database, and seeded random playouts. Not a benchmark itself (`make bench` skips bench/_*.py);
a script imports it as `from _common import ...` (Python puts bench/ on sys.path when it runs
`.venv/bin/python bench/<name>.py`).
"""
from __future__ import annotations

import atexit
import os
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# Benchmarks measure speed from one address: the site's request limits (config/settings/base.py,
# "Limits") would throttle them.
os.environ.setdefault("DJANGO_RATE_LIMITS", "0")
sys.path.insert(0, str(ROOT))  # first: bench/play.py and bench/print.py must not shadow the apps


def fresh_sqlite() -> Path:
    """Point Django at a new, empty SQLite database file and set it up (migrations applied)."""
    folder = Path(tempfile.mkdtemp(prefix="sectorhq-bench-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    path = folder / "bench.sqlite3"
    os.environ["DATABASE_URL"] = f"sqlite:///{path}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")
    os.environ.setdefault("DJANGO_LOG_LEVEL", "WARNING")
    os.environ.setdefault("DJANGO_MEDIA_ROOT", str(folder / "media"))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    return path


def random_playouts(
    game: Any,
    seconds: float,
    players: int,
    options: dict[str, Any] | None = None,
    decks: Sequence[Any] | None = None,
) -> tuple[int, int, float, float]:
    """Seeded random games (seed 0, 1, ...; each game's choices from Random(seed)) for about
    `seconds`: (decisions, games, wall seconds, CPU seconds of this process)."""
    decisions = games = 0
    cpu = time.process_time()
    started = time.perf_counter()
    seed = 0
    while time.perf_counter() - started < seconds:
        state = game.new_match(players, seed, options, decks)
        choose = random.Random(seed).choice
        while not state.is_over():
            player = state.current_players()[0]
            state.apply(choose(state.legal_actions(player)))
            decisions += 1
        games += 1
        seed += 1
    return decisions, games, time.perf_counter() - started, time.process_time() - cpu
