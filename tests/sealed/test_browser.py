"""The Sealed journey in a real browser against a real ASGI server (uvicorn: HTTP and WebSockets):
open a pool, build it into a legal Sealed deck in the builder, and play it to the end against a
bot with the Sealed option, clicking what a person clicks. Screenshots of each page are saved
under the test's temporary folder (and looked at while building the pages)."""
from __future__ import annotations

import subprocess

import pytest

from tests.play.servers import PASSWORD, PYTHON, ROOT, Server, environment, prepare_database, start_and_wait
from tests.play.test_browser import _click_until_the_end

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def sealed_site(tmp_path_factory):
    """One uvicorn process over a fresh SQLite file with the people and every card loaded."""
    database = tmp_path_factory.mktemp("sealed-site") / "site.sqlite3"
    prepare_database(database, ["ann"])
    subprocess.run([PYTHON, "manage.py", "loadcards"], cwd=ROOT, env=environment(database), check=True,
                   stdout=subprocess.DEVNULL)
    server = Server(database)
    yield server
    server.stop()


@pytest.fixture
def ann_page(browser, sealed_site):
    context = browser.new_context(base_url=sealed_site.url, viewport={"width": 1280, "height": 800})
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.goto("/accounts/login/")
    page.fill("input[name=username]", "ann")
    page.fill("input[name=password]", PASSWORD)
    page.locator("form button[type=submit], form input[type=submit]").last.click()
    page.wait_for_url(lambda url: "/accounts/login" not in url)
    yield page
    context.close()


def shoot(page, tmp_path, name: str) -> None:
    page.screenshot(path=str(tmp_path / f"{name}-desktop.png"), full_page=False)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(tmp_path / f"{name}-phone.png"), full_page=False)
    page.set_viewport_size({"width": 1280, "height": 800})


def open_pool(page, seed: str) -> None:
    """An Argonian Universe Edition pool opened from the Sealed page with `seed`."""
    page.goto("/sealed/")
    page.select_option("#id_starter", "u-argonian-universe-edition")
    page.fill("#id_seed", seed)
    page.click("#open-pool")
    page.wait_for_url("**/sealed/pools/*/")


def test_a_sealed_pool_is_built_into_a_legal_deck_and_played_to_the_end_against_a_bot(ann_page, tmp_path) -> None:
    page = ann_page
    open_pool(page, "2026")
    assert page.locator("#pool-empire").inner_text() == "Argonian"
    assert page.locator(".opening").count() == 5  # the starter and four boosters, as opened
    assert page.locator("#pool-cards tbody tr").count() > 50
    shoot(page, tmp_path, "pool")

    page.click("#build-full")
    page.wait_for_url("**/decks/*/")
    deck_id = page.url.rstrip("/").split("/")[-1]
    assert "Sealed Deck" in page.locator("#sealed-pool").inner_text()
    page.wait_for_selector(".verdict")
    assert page.locator(".verdict").first.inner_text() == "Legal"
    shoot(page, tmp_path, "builder")

    page.goto(f"/play/new/?game=galactic-empires&deck={deck_id}")

    def set_up() -> None:
        page.select_option("#seat_0", "me")
        page.select_option("#seat_1", "bot:random")
        page.select_option("#deck_0_saved", deck_id)
        page.select_option("#deck_1_saved", deck_id)
        page.check("#option_sealed")
        page.fill("#option_turn_limit", "1")
        page.select_option("select[name=format]", "sealed")

    set_up()
    # A pool may hold cards the engine does not model: the table names them, and the match starts
    # in one submission (issue 16).
    page.click("#start")
    try:
        page.wait_for_url("**/play/m/*/")
    except Exception:
        page.screenshot(path=str(tmp_path / "start-failed.png"), full_page=True)
        raise AssertionError(page.locator("main").inner_text()[:3000]) from None
    page.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")
    assert "/15" in page.locator(".ge-hq").first.inner_text()  # the Sealed Sector HQ of 15 points
    shoot(page, tmp_path, "table")
    clicks = _click_until_the_end(page)
    assert clicks > 0
    assert page.locator("#result").inner_text().startswith("Match over")


def test_a_host_runs_an_event_page_with_bots_and_the_construction_clock(ann_page, tmp_path) -> None:
    page = ann_page
    page.goto("/sealed/")
    page.fill("#id_name", "Browser night")
    page.select_option("#id_pairing", "single")
    page.fill("#id_seats", "4")
    page.fill("#id_turn_limit", "1")
    page.locator("#event-form button[type=submit]").click()
    page.wait_for_url("**/sealed/events/*/")
    assert page.locator("#pairing").inner_text() == "Single elimination"
    assert "/sealed/join/" in page.locator("#join-link").input_value()
    page.select_option("#id_starter", "u-clydon-universe-edition")
    page.click("#join")
    page.click("#start-event")
    page.wait_for_selector("#construction-clock")
    assert page.locator("#players tbody tr").count() == 4
    assert page.locator("#event-status").inner_text() == "Building decks"
    shoot(page, tmp_path, "event")
    page.click("#my-deck")
    page.wait_for_selector("#construction-clock")
    assert "min" in page.locator("#construction-clock").inner_text() or ":" in page.locator("#construction-clock").inner_text()
    shoot(page, tmp_path, "event-builder")


def test_a_sealed_deck_started_from_its_page_plays_with_a_15_point_sector_hq(ann_page, tmp_path) -> None:
    """Issue 27: "Play this deck" on a Sealed deck's page ticks the Sealed Deck option by itself."""
    page = ann_page
    open_pool(page, "2027")
    page.click("#build-full")
    page.wait_for_url("**/decks/*/")
    page.get_by_role("link", name="Play this deck").click()
    page.wait_for_url("**/play/new/**")
    assert page.locator("#option_sealed").is_checked()
    assert page.locator("#format").input_value() == "sealed"
    shoot(page, tmp_path, "sealed-setup")
    page.select_option("#seat_1", "bot:random")
    start_and_wait(page)
    assert all(text.endswith("/15") for text in page.locator(".ge-hq").all_inner_texts())
    shoot(page, tmp_path, "sealed-table")
