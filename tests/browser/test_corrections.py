"""Correcting a card's machine-read text in a real browser: a member proposes on the card page, a
staff member accepts it in the queue, the card shows the new text with the old one in its history;
the needs-review page lists the worst texts first."""
from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from cardbase.models import Card

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

GAME = "galactic-empires"
MINE = "a3-adaptive-programming"  # a Pro card: its text is still machine-read (the base sets are reviewed, issue 25)
CARD_URL = f"/cards/{GAME}/{MINE}/"
FIXED = "A nuclear mine is a small mine. - It causes 2 points of damage to any one ship. - Discarded after use."
PASSWORD = "a-long-pass-phrase-42"


def test_a_member_proposes_staff_accepts_and_the_card_keeps_its_history(page, new_context, live_server, loaded_cards) -> None:
    machine_read = Card.objects.get(game=GAME, key=MINE)
    get_user_model().objects.create_user("editor", password=PASSWORD, is_staff=True)

    # A member signs up from the card page and sees where its text comes from.
    page.goto(CARD_URL)
    assert page.get_by_text("Sign in").first.is_visible()
    page.goto(f"/accounts/signup/?next={CARD_URL}")
    page.fill("#id_username", "reader")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.get_by_role("button", name="Create account").click()
    page.wait_for_url(f"**{CARD_URL}")
    provenance = page.locator(".provenance").inner_text()
    assert "Machine-read from a card scan (OCR)" in provenance
    assert f"confidence {machine_read.text_confidence:.0f}" in provenance

    # ... and proposes the text as printed.
    page.get_by_text("Propose a correction of this text").click()
    page.fill("#id_text", FIXED)
    page.fill("#id_note", "read from my own copy")
    page.get_by_role("button", name="Send for review").click()
    page.wait_for_selector("text=your correction waits for a reviewer")
    assert page.get_by_text("Proposed corrections (1)").is_visible()
    assert Card.objects.get(game=GAME, key=MINE).text == machine_read.text  # unchanged until reviewed

    # A staff member reviews it in the site's queue, in a browser of their own.
    staff = new_context(live_server.url)
    desk = staff.new_page()
    desk.goto("/corrections/queue/")
    desk.fill("#id_username", "editor")
    desk.fill("#id_password", PASSWORD)
    desk.get_by_role("button", name="Log in").click()
    desk.wait_for_url("**/corrections/queue/")
    proposal = desk.locator("article.correction", has_text=FIXED)
    assert "read from my own copy" in proposal.inner_text() and "reader" in proposal.inner_text()
    proposal.get_by_role("button", name="Accept").click()
    desk.wait_for_selector("text=Nothing waits for review.")

    # The member's card page now shows the corrected text, its source, and the machine-read one before it.
    page.reload()
    assert FIXED.split(" - ", 1)[1].split(" - ")[0] in page.locator("main").inner_text()
    assert page.locator(".provenance").inner_text().startswith("Corrected")
    page.get_by_text("Earlier texts (1)").click()
    earlier = page.locator("details", has_text="Earlier texts").inner_text()
    assert "machine-read" in earlier and f"confidence {machine_read.text_confidence:.0f}" in earlier


def test_needs_review_lists_the_least_confident_texts_first(page, loaded_cards) -> None:
    page.goto(f"/corrections/review/{GAME}/")
    first_table = page.locator("table.review").first
    confidences = [float(c) for c in first_table.locator("tbody tr td:first-child").all_inner_texts()]
    assert len(confidences) > 10
    assert confidences == sorted(confidences) and confidences[-1] <= 80  # under 80, shown rounded
    # a row opens its card, where the text can be corrected
    first_table.locator("tbody tr a").first.click()
    page.wait_for_url(f"**/cards/{GAME}/**")
    assert "probably wrong in places" in page.locator(".provenance").inner_text()
