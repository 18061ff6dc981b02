"""Issue 27 in a real browser: a card the engine does not model is marked in the hand, its
popover says what it does in this match, and each Sector HQ says what protects it, still there
after a reload, on a desktop (1280x800) and a phone (390x844). Screenshots go to the test's
temporary folder."""
from __future__ import annotations

import pytest

from .servers import log_in
from .test_card_notes import stacked_deck

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@pytest.mark.parametrize("size", list(SIZES))
def test_an_unmodelled_card_in_hand_and_the_hq_protection_after_a_reload(new_context, play_site, tmp_path, size) -> None:
    context = new_context(play_site.url, viewport=SIZES[size])
    context.set_default_timeout(20_000)
    page = context.new_page()
    log_in(page, "ann")
    page.goto("/play/new/?game=galactic-empires")
    page.select_option("#seat_0", "me")
    page.select_option("#seat_1", "bot:random")
    page.locator("details.deck-file").first.locator("summary").click()
    page.fill("textarea[name=deck_0]", stacked_deck())
    page.check("#option_stack_your_deck")
    page.select_option("#format", "primary-free-for-all")
    page.click("#start")
    page.wait_for_url("**/play/m/*/")
    page.reload()
    page.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")

    marked = page.locator("#table .ge-player.yours .ge-hand-card.ge-noted-unplayable")
    assert marked.count() == 2
    assert marked.first.locator(".ge-marker").inner_text() == "not playable"
    assert marked.first.is_visible()
    guard = page.locator("#table .ge-player.yours .ge-hq-guard")
    assert "Sector HQ unprotected" in guard.inner_text()
    theirs = page.locator("#table .ge-player:not(.yours) .ge-hq-guard").inner_text()
    assert theirs.startswith("Sector HQ ") and ("protected by" in theirs or "unprotected" in theirs)
    page.screenshot(path=str(tmp_path / f"hand-{size}.png"), full_page=True)

    marked.first.focus()  # the popover says what the card does in this match
    note = page.locator("#card-peek .peek-note")
    note.wait_for()
    assert "cannot be played by rule" in note.inner_text()
    page.screenshot(path=str(tmp_path / f"peek-{size}.png"))
