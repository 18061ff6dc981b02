"""Big print jobs run in the background: a PrintRun queued through django-tasks, rendered by the
real database worker (`manage.py db_worker`, as `make run` starts it), with progress and a download."""
import io
from io import StringIO

import pytest
from django.core.management import call_command
from pypdf import PdfReader

from printing.models import PrintRun

pytestmark = pytest.mark.django_db(transaction=True)

URL = "/api/print/"


def run_worker() -> None:
    """The database worker, for real: takes every queued print job, then stops (--batch)."""
    call_command("db_worker", queue_name="print", batch=True, reload=False, startup_delay=False, interval=0, verbosity=0, stdout=StringIO())


def pdf_bytes(response) -> bytes:
    return b"".join(response.streaming_content)


def test_a_big_set_is_a_background_job_with_progress_and_a_download(client, loaded_cards, settings):
    settings.PRINT_INLINE_MAX_CARDS = 50  # Interstellar Empire's 60 cards count as big here
    response = client.post(URL, {"game": "interstellar-empire", "set": "*", "backs": False}, content_type="application/json")
    assert response.status_code == 202
    body = response.json()
    assert body["status"] == "queued" and body["download"] is None
    assert body["cards"] == 60 and body["sheets_total"] == 7
    assert response["Location"] == body["url"]
    assert client.get(body["url"]).json()["status"] == "queued"
    assert client.get(body["url"] + "download/").status_code == 409

    run_worker()

    status = client.get(body["url"]).json()
    assert status["status"] == "done", status
    assert status["sheets_done"] == status["sheets_total"] == 7 and status["percent"] == 100
    download = client.get(status["download"])
    assert download.status_code == 200 and download["Content-Type"] == "application/pdf"
    assert len(PdfReader(io.BytesIO(pdf_bytes(download))).pages) == status["pages"] == 7


def test_small_jobs_can_ask_for_the_background_and_a_deck_upload_survives_the_queue(client, loaded_cards):
    deck = "2 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser\n1 T5 Planet - Jnaphahr\n"
    response = client.post(URL, {"deck": deck, "background": True, "backs": True})
    assert response.status_code == 202
    run_worker()
    status = client.get(response.json()["url"]).json()
    assert status["status"] == "done"
    reader = PdfReader(io.BytesIO(pdf_bytes(client.get(status["download"]))))
    assert len(reader.pages) == 4  # cover, blank, sheet, backs: the same PDF as inline


def test_the_print_page_sends_a_big_job_to_its_status_page(client, loaded_cards, settings):
    settings.PRINT_INLINE_MAX_CARDS = 50
    response = client.post("/print/", {"game": "interstellar-empire", "set": "*", "action": "download", "paper": "letter", "marks": "crop", "duplex": "long", "card_size": "63x88", "backs": "false"})
    assert response.status_code == 302
    page = client.get(response["Location"])
    assert b"Waiting for a print worker" in page.content and b"hx-trigger" in page.content
    run_worker()
    page = client.get(response["Location"])
    assert b"Download the PDF" in page.content and b"hx-trigger" not in page.content
    run = PrintRun.objects.get()
    pdf = client.get(f"/print/jobs/{run.pk}/pdf/")
    assert pdf.status_code == 200 and pdf_bytes(pdf).startswith(b"%PDF")


def test_a_signed_in_persons_job_is_theirs_alone(client, loaded_cards, django_user_model):
    owner = django_user_model.objects.create_user("printer", password="pw-printer-12345")
    client.force_login(owner)
    response = client.post(URL, {"game": "empires", "set": "*", "background": True}, content_type="application/json")
    url = response.json()["url"]
    client.logout()
    assert client.get(url).status_code == 404
    assert client.get(url).json()["message"]


def test_a_job_that_cannot_print_says_why(client, loaded_cards, django_user_model):
    from decks import services

    owner = django_user_model.objects.create_user("printer", password="pw-printer-12345")
    client.force_login(owner)
    by_key = services.game_card_by_key("galactic-empires")
    deck = services.deck_create(owner=owner, game="galactic-empires", entries=[{"card": by_key["s1-argonian-patrol-ship"]["id"], "count": 3, "zone": "deck"}], name="Gone")
    response = client.post(URL, {"deck_id": deck.pk, "background": True}, content_type="application/json")
    assert response.status_code == 202
    deck.delete()  # between the request and the worker
    run_worker()
    status = client.get(response.json()["url"]).json()
    assert status["status"] == "failed" and status["error"]


def test_a_deck_of_too_many_copies_is_refused_before_any_card_is_listed(client):
    deck = "999 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser\n" * 6  # 5,994 cards
    response = client.post(URL, {"deck": deck}, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["message"].startswith("deck:")


# Issue 30: print files expire, quotas on queued jobs, several workers ------------------------------


def _background(client, **extra):
    return client.post(URL, {"game": "empires", "set": "*", "background": True}, content_type="application/json", **extra)


def test_a_finished_jobs_pdf_is_deleted_by_the_sweep_scheduled_for_its_expiry(client, loaded_cards, settings):
    from datetime import timedelta

    from django.core.files.storage import default_storage
    from django.utils import timezone
    from django_tasks_db.models import DBTaskResult

    settings.PRINT_RUN_RETENTION_HOURS = 2
    url = _background(client).json()["url"]
    run_worker()
    run = PrintRun.objects.get()
    assert run.status == "done" and default_storage.exists(run.file.name)
    sweep = DBTaskResult.objects.get(task_path="printing.jobs.prune_print_runs")
    expected = run.finished_at + timedelta(hours=2)
    assert expected <= sweep.run_after <= expected + timedelta(seconds=30)  # scheduled for its expiry
    run_worker()
    assert PrintRun.objects.filter(pk=run.pk).exists()  # not before it is due
    # Two hours on: the sweep is due, the worker runs it.
    PrintRun.objects.filter(pk=run.pk).update(finished_at=timezone.now() - timedelta(hours=2, minutes=1))
    DBTaskResult.objects.filter(pk=sweep.pk).update(run_after=timezone.now())
    run_worker()
    assert not PrintRun.objects.filter(pk=run.pk).exists()
    assert not default_storage.exists(run.file.name)
    assert client.get(url).status_code == 404


def test_the_prune_command_keeps_what_has_not_expired(loaded_cards, settings):
    from datetime import timedelta

    from django.utils import timezone

    settings.PRINT_RUN_RETENTION_HOURS = 24
    now = timezone.now()
    old = PrintRun.objects.create(title="old", spec={}, status="done", finished_at=now - timedelta(hours=25))
    failed = PrintRun.objects.create(title="failed", spec={}, status="failed", finished_at=now - timedelta(hours=30))
    fresh = PrintRun.objects.create(title="fresh", spec={}, status="done", finished_at=now - timedelta(hours=23))
    waiting = PrintRun.objects.create(title="waiting", spec={}, status="queued")
    out = StringIO()
    call_command("prune_print_runs", stdout=out)
    assert "pruned 2" in out.getvalue()
    assert set(PrintRun.objects.values_list("pk", flat=True)) == {fresh.pk, waiting.pk}
    assert not PrintRun.objects.filter(pk__in=[old.pk, failed.pk]).exists()


def test_jobs_waiting_per_address_are_limited(client, loaded_cards, settings):
    settings.PRINT_QUEUED_PER_ADDRESS = 2
    answers = [_background(client, REMOTE_ADDR="203.0.113.20").status_code for _ in range(3)]
    assert answers == [202, 202, 429]
    refused = _background(client, REMOTE_ADDR="203.0.113.20").json()
    assert "waiting or printing" in refused["message"]
    assert _background(client, REMOTE_ADDR="198.51.100.20").status_code == 202  # another address
    # A fresh X-Forwarded-For is no fresh address (config.clients).
    assert _background(client, REMOTE_ADDR="203.0.113.20", HTTP_X_FORWARDED_FOR="198.18.0.9").status_code == 429
    run_worker()  # the jobs are done: room again
    assert _background(client, REMOTE_ADDR="203.0.113.20").status_code == 202


def test_jobs_waiting_per_person_are_limited_from_any_address(client, loaded_cards, settings, django_user_model):
    settings.PRINT_QUEUED_PER_USER = 1
    client.force_login(django_user_model.objects.create_user("busy", password="pw-busy-12345"))
    assert _background(client, REMOTE_ADDR="203.0.113.21").status_code == 202
    assert _background(client, REMOTE_ADDR="203.0.113.22").status_code == 429
    page = client.post("/print/", {"game": "empires", "set": "*", "background": "on", "action": "download", "paper": "letter",
                                   "marks": "crop", "duplex": "long", "card_size": "63x88"}, REMOTE_ADDR="203.0.113.23")
    assert page.status_code == 429 and b"waiting or printing" in page.content


def test_make_starts_several_workers_each_taking_one_job_at_a_time():
    import subprocess

    from django.conf import settings as django_settings

    root = django_settings.BASE_DIR
    default = subprocess.run(["make", "-s", "-f", "Makefile", "-f", "-", "show"], cwd=root, input="show:\n\t@echo $(WORKERS)\n",
                             capture_output=True, text=True, check=True).stdout.strip()
    assert int(default) >= 2
    dry = subprocess.run(["make", "-n", "worker", "WORKERS=3"], cwd=root, capture_output=True, text=True, check=True).stdout
    assert "seq 3" in dry and "db_worker" in dry and "--with-scheduler" in dry
