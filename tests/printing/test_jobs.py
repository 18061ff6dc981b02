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
    response = client.post(URL, {"game": "interstellar-empire", "set": "*"}, content_type="application/json")
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
    response = client.post("/print/", {"game": "interstellar-empire", "set": "*", "action": "download", "paper": "letter", "marks": "crop", "duplex": "long", "card_size": "63x88"})
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
