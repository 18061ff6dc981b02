"""loadcards on a fresh SQLite database: every game's cards, then a second (no-op) run.

    .venv/bin/python bench/loadcards.py

Target (issue 3): under 10 s for everything. The last line is the figure.
"""
from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
import time
from io import StringIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def fresh_sqlite() -> Path:
    """Point Django at a new, empty SQLite database file and set it up (migrations applied)."""
    sys.path.insert(0, str(ROOT))
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


def main() -> None:
    fresh_sqlite()
    from django.core.management import call_command

    from cardbase.models import Card, Printing

    out = StringIO()
    started = time.perf_counter()
    call_command("loadcards", stdout=out, stderr=StringIO())
    first = time.perf_counter() - started
    print(out.getvalue().strip())
    started = time.perf_counter()
    call_command("loadcards", stdout=StringIO(), stderr=StringIO())
    again = time.perf_counter() - started
    print(f"loadcards: {first:.2f} s on a fresh database ({Card.objects.count()} cards, "
          f"{Printing.objects.count()} printings); {again:.2f} s when nothing changed")


if __name__ == "__main__":
    main()
