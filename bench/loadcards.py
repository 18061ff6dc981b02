"""loadcards on a fresh SQLite database: every game's cards, then a second (no-op) run.

    .venv/bin/python bench/loadcards.py

Target (issue 3): under 10 s for everything. The last line is the figure.
"""
from __future__ import annotations

import time
from io import StringIO

from _common import fresh_sqlite


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
