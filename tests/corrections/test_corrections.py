"""Card text corrections: propose on the card page, staff queue, accept with history, needs review,
exportcards writing the corrected text back to the data files, the converter applying it."""
from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client

from cardbase.models import Card
from cardbase.selectors import game_card_by_key
from corrections.models import TextCorrection
from corrections.selectors import needs_review
from rules.galactic_empires.cards import apply_correction, corrections_from_document

pytestmark = pytest.mark.django_db
GAME = "galactic-empires"
# A machine-read card of a set nobody reviews (Pro): the reviewed sets' texts are no longer machine-read.
MINE = "a3-adaptive-programming"
FIXED = "Some computer systems adapted to defeat attacks. - Played to a battle bird. - 2 less damage from opponent application of research points."


@pytest.fixture
def member(client: Client):
    user = get_user_model().objects.create_user("reader", password="pw-reader-1")
    client.force_login(user)
    return user


@pytest.fixture
def staff():
    user = get_user_model().objects.create_user("editor", password="pw-editor-1", is_staff=True)
    staff_client = Client()
    staff_client.force_login(user)
    return staff_client


def test_card_page_shows_provenance_and_the_proposal_form_to_members(client: Client, member) -> None:
    html = client.get(f"/cards/{GAME}/{MINE}/").content.decode()
    assert "Machine-read" in html and "confidence" in html
    assert f'action="/corrections/{GAME}/{MINE}/propose/"' in html


def test_anonymous_visitors_are_asked_to_sign_in_and_cannot_propose(client: Client) -> None:
    html = client.get(f"/cards/{GAME}/{MINE}/").content.decode()
    assert "Sign in</a> to propose" in html
    response = client.post(f"/corrections/{GAME}/{MINE}/propose/", {"text": FIXED})
    assert response.status_code == 302 and "/login/" in response["Location"]
    assert not TextCorrection.objects.exists()


def test_a_member_proposes_and_the_card_text_is_unchanged_until_review(client: Client, member) -> None:
    before = Card.objects.get(game=GAME, key=MINE).text
    response = client.post(f"/corrections/{GAME}/{MINE}/propose/", {"text": FIXED, "note": "my own copy"})
    assert response.status_code == 302
    correction = TextCorrection.objects.get()
    assert correction.status == "pending" and correction.proposed_by == member and correction.note == "my own copy"
    assert Card.objects.get(game=GAME, key=MINE).text == before


def test_empty_or_unchanged_proposals_are_refused(client: Client, member) -> None:
    current = Card.objects.get(game=GAME, key=MINE).text
    client.post(f"/corrections/{GAME}/{MINE}/propose/", {"text": "   "})
    client.post(f"/corrections/{GAME}/{MINE}/propose/", {"text": current})
    assert not TextCorrection.objects.exists()


def test_queue_is_for_staff_only(client: Client, member) -> None:
    assert client.get("/corrections/queue/").status_code == 302  # to the admin login


def test_staff_accepts_and_the_text_replaces_the_old_one_with_history(client: Client, member, staff) -> None:
    old = Card.objects.get(game=GAME, key=MINE)
    client.post(f"/corrections/{GAME}/{MINE}/propose/", {"text": FIXED})
    correction = TextCorrection.objects.get()
    html = staff.get("/corrections/queue/").content.decode()
    assert FIXED in html and old.title in html
    assert staff.post(f"/corrections/{correction.pk}/accept/").status_code == 302
    card = Card.objects.get(game=GAME, key=MINE)
    assert card.text == FIXED and card.text_source == "corrected" and card.text_confidence is None
    history = card.extra["text_history"]
    assert history[-1]["text"] == old.text and history[-1]["text_source"] == "machine-read"
    assert history[-1]["text_confidence"] == old.text_confidence
    # The card's plain data (what every part of the project reads) has the new text and its cleaning.
    data = game_card_by_key(GAME)[MINE]
    assert data["text"] == FIXED and data["text_history"] == history
    assert data["flavour_text"] == "Some computer systems adapted to defeat attacks."
    correction.refresh_from_db()
    assert correction.status == "accepted" and correction.previous_text == old.text
    page = client.get(f"/cards/{GAME}/{MINE}/").content.decode()
    assert "Earlier texts (1)" in page and "Corrected" in page
    # A second review of the same proposal is refused.
    staff.post(f"/corrections/{correction.pk}/reject/")
    correction.refresh_from_db()
    assert correction.status == "accepted"


def test_staff_rejects_and_nothing_changes(client: Client, member, staff) -> None:
    before = Card.objects.get(game=GAME, key=MINE).text
    client.post(f"/corrections/{GAME}/{MINE}/propose/", {"text": FIXED})
    correction = TextCorrection.objects.get()
    staff.post(f"/corrections/{correction.pk}/reject/")
    correction.refresh_from_db()
    assert correction.status == "rejected"
    assert Card.objects.get(game=GAME, key=MINE).text == before


def test_needs_review_lists_texts_below_80_worst_first(client: Client) -> None:
    low = needs_review(GAME)
    assert low and all(c["text_confidence"] < 80 for c in low)
    assert [c["text_confidence"] for c in low] == sorted(c["text_confidence"] for c in low)
    html = client.get(f"/corrections/review/{GAME}/").content.decode()
    assert low[0]["title"] in html and "Weapon counts the text disagrees with" in html
    assert html.index(low[0]["title"]) < html.index(low[-1]["title"])


def test_exportcards_writes_corrected_text_to_the_data_files_and_the_converter_keeps_it(
    client: Client, member, staff, tmp_path: Path, monkeypatch
) -> None:
    client.post(f"/corrections/{GAME}/{MINE}/propose/", {"text": FIXED})
    staff.post(f"/corrections/{TextCorrection.objects.get().pk}/accept/")
    target = tmp_path / GAME / "cards.json"
    monkeypatch.setattr("cardbase.services.data_file", lambda slug: tmp_path / slug / "cards.json")
    call_command("exportcards", "--game", GAME, "--data-file", stdout=StringIO(), stderr=StringIO())
    cards = json.loads(target.read_text())["cards"]
    mine = next(c for c in cards if c["key"] == MINE)
    assert mine["text"] == FIXED and mine["text_source"] == "corrected" and mine["text_history"]
    document = json.loads((tmp_path / GAME / "text-corrections.json").read_text())
    found = corrections_from_document(document)
    assert found[MINE]["text"] == FIXED
    # The converter applies it to a freshly converted card, history included.
    fresh = {"key": MINE, "type": "E", "text": "OCR text", "text_source": "machine-read", "text_confidence": 90.0, "attributes": {}}
    apply_correction(fresh, found[MINE])
    assert fresh["text"] == FIXED and fresh["text_source"] == "corrected" and "text_confidence" not in fresh
    assert fresh["text_history"] == found[MINE]["history"]


# Who sees a proposal: accepted ones everyone; pending (and rejected) ones their author and staff --


def _section(client: Client) -> str:
    html = client.get(f"/cards/{GAME}/{MINE}/").content.decode()
    return html.split('<section class="text-corrections">', 1)[1].split("</section>", 1)[0]


def test_a_pending_proposal_is_shown_only_to_its_author_and_staff(client: Client, member, staff) -> None:
    assert client.post(f"/corrections/{GAME}/{MINE}/propose/", {"text": FIXED}).status_code == 302
    assert FIXED in _section(client)  # the author
    assert FIXED in _section(staff)
    assert FIXED not in _section(Client())  # anonymous
    other = Client()
    other.force_login(get_user_model().objects.create_user("other", password="pw-other-1"))
    assert FIXED not in _section(other)
    correction = TextCorrection.objects.get()
    staff.post(f"/corrections/{correction.pk}/reject/")
    assert FIXED not in _section(Client()) and FIXED not in _section(other)  # rejected: still private
    assert FIXED in _section(client)


def test_an_accepted_proposal_is_shown_to_everyone(client: Client, member, staff) -> None:
    client.post(f"/corrections/{GAME}/{MINE}/propose/", {"text": FIXED})
    correction = TextCorrection.objects.get()
    staff.post(f"/corrections/{correction.pk}/accept/")
    assert "Proposed corrections (1)" in _section(Client())
