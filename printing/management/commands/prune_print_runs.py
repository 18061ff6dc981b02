"""Delete the background print jobs finished longer ago than PRINT_RUN_RETENTION_HOURS, with
their PDFs (the scheduled sweep, printing.jobs.prune_print_runs, does the same as jobs finish)."""
from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Delete print jobs (and their PDFs) finished longer ago than PRINT_RUN_RETENTION_HOURS."

    def handle(self, *args: Any, **options: Any) -> None:
        from printing.jobs import prune_expired

        self.stdout.write(f"pruned {prune_expired()} print runs")
