"""Big print jobs off the request path: a PrintRun row, a django-tasks task, a worker renders it.

The request checks everything (the form, the deck, the geometry) and stores what to print as
plain data (`job_spec`); `enqueue_print_run` hands its id to the task queue; the worker
(`render_print_run`) rebuilds the job from the spec, renders the PDF into the default storage and
records its progress sheet by sheet, which the status page and API read. Which queue runs the
task is settings.TASKS: the database (a `db_worker` process, as `make run` starts) by default,
Redis and RQ workers on any machine with REDIS_URL. Limits: a quota of jobs waiting per person
and per address (check_quota); a finished job's PDF is deleted PRINT_RUN_RETENTION_HOURS later
(prune_print_runs, scheduled as each job finishes).
"""
from __future__ import annotations

import base64
import logging
import tempfile
import time
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.files import File
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django_tasks import task

from .layout import plan_sheet, sheets_needed
from .models import PrintRun
from .options import render_options
from .services import PrintError, PrintJob, deck_job, saved_deck_job, set_job, write_pdf

logger = logging.getLogger(__name__)

QUEUE = "print"
# Each layout option and its default, as the print form applies them (PrintForm._render_options).
OPTION_DEFAULTS: dict[str, Any] = {
    "paper": "letter", "card_size": "63x88", "bleed": 0.0, "gap": 0.0, "margin": 5.0, "marks": "crop",
    "backs": False, "duplex": "long", "offset_x": 0.0, "offset_y": 0.0, "grayscale": False,
    "proxy_marked": False, "alignment_page": False,
}
PROGRESS_EVERY = 0.5  # seconds between progress writes


def inline_max_cards() -> int:
    """Jobs of more cards than this run in the background (settings.PRINT_INLINE_MAX_CARDS)."""
    return int(getattr(settings, "PRINT_INLINE_MAX_CARDS", 300))


def job_spec(data: dict[str, Any], *, content: str | bytes | None = None, filename: str = "") -> dict[str, Any]:
    """What a valid PrintForm asks for, as JSON-able data the worker can rebuild the job from."""
    options = {name: default if data.get(name) in (None, "") else data[name] for name, default in OPTION_DEFAULTS.items()}
    spec: dict[str, Any] = {"game": data["game"], "format": data.get("format") or "", "players": data.get("players"), "options": options}
    if data.get("errata"):
        spec["errata"] = data["errata"]
    if data.get("set"):
        spec["set"] = data["set"].strip()
    elif data.get("deck_id") is not None:
        spec["deck_id"] = data["deck_id"]
    elif isinstance(content, bytes):
        spec["deck_b64"], spec["filename"] = base64.b64encode(content).decode(), filename
    else:
        spec["deck"], spec["filename"] = content or "", filename
    return spec


def job_from_spec(spec: dict[str, Any], *, user: Any = None) -> PrintJob:
    if spec.get("set"):
        code = None if spec["set"] == "*" else spec["set"]
        return set_job(spec["game"], code, cover=False)
    if spec.get("deck_id") is not None:
        return saved_deck_job(spec["deck_id"], user=user, format_slug=spec.get("format") or None, players=spec.get("players"), errata=spec.get("errata") or None)
    content: str | bytes = base64.b64decode(spec["deck_b64"]) if "deck_b64" in spec else spec.get("deck", "")
    return deck_job(spec["game"], content, filename=spec.get("filename", ""), format_slug=spec.get("format") or None, players=spec.get("players"), errata=spec.get("errata") or None)


def options_from_spec(spec: dict[str, Any]) -> Any:
    return render_options(**{**OPTION_DEFAULTS, **spec["options"]})


class TooManyPrintRuns(PrintError):
    """Past the quota of print jobs waiting or printing at once (429)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, "background", status=429)


def check_quota(*, owner: Any, address: str | None) -> None:
    """Print jobs waiting or printing at once: at most PRINT_QUEUED_PER_USER for a signed-in
    person and PRINT_QUEUED_PER_ADDRESS from one client address (config.clients), signed in or
    not (0: no limit). One worker renders one job at a time, so a queue of many from one person
    would hold everyone else's back."""
    waiting = PrintRun.objects.filter(status__in=(PrintRun.Status.QUEUED, PrintRun.Status.RUNNING))
    per_user = int(getattr(settings, "PRINT_QUEUED_PER_USER", 0) or 0)
    if per_user and getattr(owner, "is_authenticated", False) and waiting.filter(owner=owner).count() >= per_user:
        raise TooManyPrintRuns(f"You have {per_user} print jobs waiting or printing: wait for one to finish, then ask again.")
    per_address = int(getattr(settings, "PRINT_QUEUED_PER_ADDRESS", 0) or 0)
    if per_address and address and waiting.filter(address=address).count() >= per_address:
        raise TooManyPrintRuns(f"{per_address} print jobs from your address are waiting or printing: wait for one to finish, then ask again.")


def enqueue_print_run(*, job: PrintJob, spec: dict[str, Any], owner: Any, filename: str, address: str | None = None) -> PrintRun:
    """A PrintRun for this checked job, queued for a worker (within the quotas: check_quota)."""
    check_quota(owner=owner, address=address)
    options = options_from_spec(spec)
    sheets = sheets_needed(job.total, plan_sheet(options.layout))
    run = PrintRun.objects.create(
        owner=owner if getattr(owner, "is_authenticated", False) else None,
        title=job.title[:200], spec=spec, cards=job.total, sheets_total=sheets, filename=filename, address=address,
    )
    result = render_print_run.enqueue(str(run.pk))
    PrintRun.objects.filter(pk=run.pk).update(task_id=str(result.id)[:64])
    run.task_id = str(result.id)[:64]
    return run


@task(queue_name=QUEUE)
def render_print_run(run_id: str) -> dict[str, Any]:
    """The worker's side: render the run's PDF into storage, recording progress as it goes; once
    it is done (or failed), its expiry is scheduled (schedule_expiry)."""
    run = PrintRun.objects.select_related("owner").filter(pk=run_id).first()
    if run is None:
        return {"status": "gone"}  # pruned meanwhile
    if run.finished:
        return {"status": run.status}
    try:
        return _render(run)
    finally:
        schedule_expiry()


def _render(run: PrintRun) -> dict[str, Any]:
    PrintRun.objects.filter(pk=run.pk).update(status=PrintRun.Status.RUNNING)
    last = [0.0]

    def progress(done: int, total: int | None) -> None:
        now = time.monotonic()
        if now - last[0] >= PROGRESS_EVERY or (total and done >= total):
            last[0] = now
            PrintRun.objects.filter(pk=run.pk).update(sheets_done=done, sheets_total=total or run.sheets_total)

    try:
        job = job_from_spec(run.spec, user=run.owner)
        options = options_from_spec(run.spec)
        with tempfile.TemporaryFile(suffix=".pdf") as handle:
            result = write_pdf(job, handle, options, progress=progress)
            handle.seek(0)
            with transaction.atomic():
                run.file.save(f"{run.pk}.pdf", File(handle), save=False)
                PrintRun.objects.filter(pk=run.pk).update(
                    file=run.file.name, status=PrintRun.Status.DONE, pages=result.pages, cards=result.cards,
                    sheets_done=F("sheets_total"), finished_at=timezone.now(),
                )
    except Exception as exc:  # noqa: BLE001 - the person waiting must see why, not a spinner forever
        logger.exception("print run %s failed", run.pk)
        message = getattr(exc, "message", None) or str(exc) or type(exc).__name__
        PrintRun.objects.filter(pk=run.pk).update(status=PrintRun.Status.FAILED, error=message[:2000], finished_at=timezone.now())
        return {"status": PrintRun.Status.FAILED, "error": message[:2000]}
    return {"status": PrintRun.Status.DONE, "pages": result.pages, "cards": result.cards}



# Expiry: print files are kept PRINT_RUN_RETENTION_HOURS after they are finished ------------------


def retention() -> timedelta:
    return timedelta(hours=float(getattr(settings, "PRINT_RUN_RETENTION_HOURS", 24)))


def prune_expired(now: datetime | None = None) -> int:
    """Delete the runs finished (done or failed) longer ago than the retention period, with their
    files; the number deleted."""
    cutoff = (now or timezone.now()) - retention()
    expired = list(PrintRun.objects.filter(status__in=(PrintRun.Status.DONE, PrintRun.Status.FAILED), finished_at__lt=cutoff))
    for run in expired:
        if run.file:
            run.file.delete(save=False)
    PrintRun.objects.filter(pk__in=[run.pk for run in expired]).delete()
    if expired:
        logger.info("pruned %s print runs finished before %s", len(expired), cutoff.isoformat())
    return len(expired)


@task(queue_name=QUEUE)
def prune_print_runs() -> dict[str, Any]:
    """The scheduled sweep: every expired print run and its file goes (idempotent)."""
    return {"pruned": prune_expired()}


def schedule_expiry() -> None:
    """Schedule the sweep for when the run just finished expires: each finished run brings its
    own (django-tasks' run_after: the database worker waits for it; RQ workers run with
    --with-scheduler, as `make worker` starts them). `manage.py prune_print_runs` sweeps at once."""
    at = timezone.now() + retention() + timedelta(seconds=5)
    try:
        prune_print_runs.using(run_after=at).enqueue()
    except Exception:  # noqa: BLE001 - the print itself is done; the next finished run schedules again
        logger.exception("could not schedule the print files' expiry")
