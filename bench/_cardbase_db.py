"""Shared set-up for the card-database benchmarks: Django on a fresh SQLite file (not a bench)."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def fresh_sqlite() -> Path:
    """Point Django at a new, empty SQLite database file and set it up (migrations applied)."""
    sys.path.insert(0, str(ROOT))
    folder = Path(tempfile.mkdtemp(prefix="sectorhq-bench-"))
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
