"""Issue 16: a card named at the table (the hand, the fleet), in the log and in the deck builder
(search results and deck rows) opens its face, stats and text without leaving the page; by mouse,
by keyboard (focus, Escape) and by touch."""
from __future__ import annotations

import pytest

from .test_journeys import PHONE, _login, _my_move_or_the_end, _start_from_the_play_page

pytestmark = pytest.mark.browser


def _opens(page, name, how: str = "hover") -> str:
    """Open the popover from `name` (a locator) and return its text; the page stays where it was."""
    url = page.url
    getattr(name, how)()
    peek = page.locator("#card-peek")
    peek.wait_for(state="visible")
    page.wait_for_function("() => document.querySelector('#card-peek .peek-card')")
    assert page.url == url
    return peek.inner_text()


def test_a_card_named_at_the_table_and_in_the_log_opens_its_text(browser, play_site) -> None:
    context, page = _login(browser, play_site.url, "ann", viewport={"width": 1280, "height": 800})
    try:
        _start_from_the_play_page(page, "galactic-empires", {"turn_limit": "2"}, "bot:greedy")
        # The bot may move first: its moves swap the table in, and a popover's card with it.
        _my_move_or_the_end(page)
        chip = page.locator("#table .ge-hand-card").first
        # The chip: "<type><strength> <title>", then a marker when the card is not fully modelled.
        marker = chip.locator(".ge-marker")
        title = chip.inner_text().split(" ", 1)[1]
        if marker.count():
            title = title.removesuffix(marker.inner_text()).strip()
        text = _opens(page, chip)
        assert title in text and ("strength" in text or "No rule text" in text)
        assert page.locator("#card-peek img.peek-face").count() == 1
        # Keyboard: Escape closes it and gives focus back to the name.
        chip.focus()
        page.locator("#card-peek").wait_for(state="visible")
        page.keyboard.press("Escape")
        page.locator("#card-peek").wait_for(state="hidden")
        assert page.evaluate("document.activeElement.classList.contains('ge-hand-card')")
        # Play until the log names a card (a play), then open it from the log.
        for _ in range(60):
            if page.locator(".log-lines .peek-name").count():
                break
            page.wait_for_function("() => [...document.querySelectorAll('#table .action-button')].some(b => !b.disabled)")
            version = int(page.locator("#table").get_attribute("data-version"))
            plays = page.locator("#table .action-button[data-type=play]:visible")
            (plays.first if plays.count() else page.locator("#table .action-button:visible:not([data-type=concede])").first).click()
            page.wait_for_function(f"() => parseInt(document.querySelector('#table').dataset.version) > {version}")
        _my_move_or_the_end(page)  # the bot's moves swap the table (and the named cards) in meanwhile
        named = page.locator(".log-lines .peek-name").first
        assert named.get_attribute("data-peek").startswith("galactic-empires/")
        assert named.inner_text() in _opens(page, named, "focus")
        # A card in play opens too.
        card = page.locator("#table .ge-fleet .ge-card").first
        if card.count():
            page.keyboard.press("Escape")  # focus goes back to the log's name, whose popover may cover the fleet
            page.locator("#card-peek").wait_for(state="hidden")
            _my_move_or_the_end(page)
            assert card.locator(".ge-name").inner_text() in _opens(page, card, "focus")
    finally:
        context.close()


def test_a_card_named_in_the_builder_opens_its_text_by_mouse_and_by_touch(browser, play_site) -> None:
    context, page = _login(browser, play_site.url, "ben", viewport={"width": 1280, "height": 800})
    try:
        page.goto("/decks/new/")
        page.select_option("#id_game", "galactic-empires")
        page.fill("#id_name", "Popover fleet")
        page.get_by_role("button", name="Create deck").click()
        page.wait_for_selector("#card-query")
        page.fill("#card-query", "argonian frigate")
        page.wait_for_function("() => (document.querySelector('#search-results .result .card-label') || {}).textContent?.includes('Frigate')")
        result = page.locator("#search-results .result .card-label").first
        label = result.inner_text()
        assert label.split(" ", 1)[-1] in _opens(page, result)
        page.locator("#search-results .result button.add").first.click()
        row = page.locator("#deck-state .entry .card-label").first
        row.wait_for()
        page.mouse.move(0, 0)
        assert row.inner_text().split(" ", 1)[-1] in _opens(page, row)
        deck_url = page.url
    finally:
        context.close()
    # A phone: tapping the deck row's name opens the card as a sheet; the page never scrolls sideways.
    context, page = _login(browser, play_site.url, "ben", viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page.goto(deck_url)
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        row = page.locator("#deck-state .entry .card-label").first
        assert row.inner_text().split(" ", 1)[-1] in _opens(page, row, "tap")
        assert "sheet" in page.locator("#card-peek").get_attribute("class")
        # No page of the site scrolls sideways on a phone.
        for path in ("/", "/cards/galactic-empires/", "/cards/galactic-empires/s10-argonian-flagship/", "/decks/",
                     "/print/", "/play/", "/play/new/?game=galactic-empires", deck_url):
            page.goto(path)
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], path
    finally:
        context.close()
