"""Searching the card gallery and opening a card, in a real browser."""
import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_search_the_gallery_then_open_a_card(page, loaded_cards) -> None:
    page.goto("/cards/galactic-empires/")
    assert page.locator("h1").inner_text() == "Galactic Empires"
    page.fill("#id_q", "t:S s>=8 e:argonian")
    page.keyboard.press("Enter")
    page.wait_for_selector("text=1-3 of 3 cards")
    assert "q=t%3AS" in page.url  # htmx pushed the search into the address bar
    page.get_by_role("link", name="Argonian Flagship").click()
    page.wait_for_url("**/cards/galactic-empires/s10-argonian-flagship/")
    assert "Argonian Flagship" in page.locator("h1").inner_text()
    assert page.get_by_role("heading", name="Printings (1)").is_visible()
    face = page.locator(".card-face img")
    face.wait_for()
    assert page.evaluate("img => img.complete && img.naturalWidth", face.element_handle()) == 375


def test_a_search_asks_the_server_once_and_typing_still_searches(page, loaded_cards) -> None:
    # Submit, change and the typing delay all fire for one search; a second answer for the same
    # query would push its address again and cancel a click on a result that is under way.
    page.goto("/cards/galactic-empires/")
    asked = []
    page.on("request", lambda r: asked.append(r.url) if r.headers.get("hx-request") else None)
    page.fill("#id_q", "t:S s>=8 e:argonian")
    page.keyboard.press("Enter")
    page.wait_for_selector("text=1-3 of 3 cards")
    page.wait_for_timeout(900)  # past the 400 ms typing delay
    assert len(asked) == 1, asked
    page.locator("#id_q").press_sequentially(" s>=10")
    page.wait_for_selector("text=1-1 of 1 card")
    assert len(asked) == 2, asked


def test_a_bad_term_shows_a_warning_and_the_rest_still_searches(page, loaded_cards) -> None:
    page.goto("/cards/empires/")
    page.fill("#id_q", "value>=13 colour:red")
    page.keyboard.press("Enter")
    page.wait_for_selector("text=colour:red: unknown key")
    assert page.locator(".result-count").inner_text() == "1-8 of 8 cards"
