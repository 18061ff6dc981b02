"""A print job run in the background (a big set, many copies): its request, progress and PDF."""
from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models


class PrintRun(models.Model):
    """One background print job. Its id is a random UUID: the status page and the download are
    found by it alone (an anonymous job has no other owner); a signed-in person's job is theirs."""

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Printing"
        DONE = "done", "Ready"
        FAILED = "failed", "Failed"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="print_runs")
    title = models.CharField(max_length=200)
    spec = models.JSONField(help_text="what to print and how (printing.jobs.job_spec)")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    sheets_done = models.PositiveIntegerField(default=0)
    sheets_total = models.PositiveIntegerField(default=0)
    cards = models.PositiveIntegerField(default=0, help_text="cards to print")
    pages = models.PositiveIntegerField(default=0)
    file = models.FileField(upload_to="print-runs/", blank=True)
    filename = models.CharField(max_length=80, blank=True)
    error = models.TextField(blank=True)
    task_id = models.CharField(max_length=64, blank=True)
    address = models.GenericIPAddressField(null=True, blank=True, help_text="the client's address (config.clients), for the per-address quota")
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "finished_at"], name="printrun_status_finished")]

    def __str__(self) -> str:
        return f"{self.title} ({self.status})"

    @property
    def percent(self) -> int:
        if self.status == self.Status.DONE:
            return 100
        return int(100 * self.sheets_done / self.sheets_total) if self.sheets_total else 0

    @property
    def finished(self) -> bool:
        return self.status in (self.Status.DONE, self.Status.FAILED)

    def readable_by(self, user: object) -> bool:
        return self.owner_id is None or getattr(user, "pk", None) == self.owner_id
