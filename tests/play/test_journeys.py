"""Issue 16's browser journeys: for each game a person starts a match against a bot from the Play
page in one submission and plays it to the end through the page only, clicking what a person
would click (the board's hexes, cells and edges, cards, buttons). Short games through each game's
own options (turn limits). A failing journey saves a screenshot (its path is in the failure).

Set TABLES_SCREENSHOTS=<dir> to keep desktop and phone screenshots of every table as well.
"""
from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from .servers import PASSWORD, choose_from_a_list

pytestmark = pytest.mark.browser

JOURNEYS = {
    # game: (options to fill, bot, board selector or "", the most clicks a journey may take)
    "galactic-empires": ({"turn_limit": "2"}, "bot:greedy", "", 200),
    "spark-of-war": ({"turn_limit": "6"}, "bot:greedy", "svg.sow-board", 200),
    "imperium-galacticum": ({"turn_limit": "3"}, "bot:greedy", "svg.ig-board", 200),
    "interstellar-empire": ({}, "bot:greedy", "", 300),
    "empires": ({"turn_limit": "4"}, "bot:greedy", "", 300),
}
PHONE = {"width": 390, "height": 844}


def _fits_a_phone(page, what: str = "the page scrolls sideways on a phone") -> None:
    """The document is no wider than the phone once its layout has settled (under load a live update
    or the viewport change may still be laying the table out); if not, which elements stick out."""
    try:
        page.wait_for_function(f"() => document.documentElement.scrollWidth <= {PHONE['width']}", timeout=5_000)
    except PlaywrightTimeoutError:
        wide = page.evaluate(
            f"() => [...document.querySelectorAll('body *')]"
            f".filter(e => e.getBoundingClientRect().right > {PHONE['width']}).slice(0, 8)"
            f".map(e => e.tagName + '.' + e.className + ' right ' + Math.round(e.getBoundingClientRect().right))"
        )
        raise AssertionError(f"{what}: {wide}") from None


def _login(browser, url: str, user: str, **context_args):
    context = browser.new_context(base_url=url, **context_args)
    context.set_default_timeout(20_000)
    page = context.new_page()
    page.goto("/accounts/login/")
    page.fill("input[name=username]", user)
    page.fill("input[name=password]", PASSWORD)
    page.locator("form button[type=submit], form input[type=submit]").last.click()
    page.wait_for_url(lambda u: "/accounts/login" not in u)
    return context, page


def _start_from_the_play_page(page, game: str, options: dict[str, str], bot: str) -> None:
    """One submission: the Play page, the game's "New match" link, a bot, the options, Start."""
    page.goto("/play/")
    page.locator(f"a[href$='?game={game}']").first.click()
    page.wait_for_selector("#start")
    page.select_option("#seat_0", "me")
    page.select_option("#seat_1", bot)
    for name, value in options.items():
        page.fill(f"#option_{name}", value)
    page.click("#start")
    page.wait_for_url("**/play/m/*/")
    page.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")


def _my_move_or_the_end(page) -> bool:
    page.wait_for_function(
        "() => document.querySelector('#result') || "
        "[...document.querySelectorAll('#table .action-button')].some(b => !b.disabled)"
    )
    return page.locator("#result").count() > 0


def _choices(page):
    """What a person can click now: the board's clickable places and the visible buttons (never concede)."""
    board = page.locator("#table .board [data-act]:not(option)")  # a list's values are picked, not clicked
    buttons = page.locator("#table .action-button:visible:not([data-type=concede])")
    found = [board.nth(i) for i in range(board.count())] + [buttons.nth(i) for i in range(buttons.count())]
    if not found:
        found = [page.locator("#table .action-button:visible").first]
    return found


def _play_to_the_end(page, rng: random.Random, limit: int, tap: bool = False) -> int:
    clicks = 0
    while not _my_move_or_the_end(page):
        assert clicks < limit, f"the game did not end within {limit} clicks"
        version = int(page.locator("#table").get_attribute("data-version"))
        if choose_from_a_list(page):
            pass
        elif tap:
            rng.choice(_choices(page)).tap()
        else:
            rng.choice(_choices(page)).click()
        page.wait_for_function(f"() => parseInt(document.querySelector('#table').dataset.version) > {version}")
        clicks += 1
    return clicks


def _keep(page, name: str) -> None:
    where = os.environ.get("TABLES_SCREENSHOTS")
    if where:
        Path(where).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(where) / f"{name}.png"), full_page=True)


@pytest.mark.parametrize("game", list(JOURNEYS))
def test_a_person_starts_and_finishes_a_match_against_a_bot(browser, play_site, game, tmp_path) -> None:
    options, bot, board, limit = JOURNEYS[game]
    context, page = _login(browser, play_site.url, "ann", viewport={"width": 1280, "height": 800})
    started = time.monotonic()
    try:
        _start_from_the_play_page(page, game, options, bot)
        if board:
            assert page.locator(f"#table {board}").count() == 1, "the table draws its board in SVG"
        _keep(page, f"{game}-start-desktop")
        clicks = _play_to_the_end(page, random.Random(16), limit)
        assert clicks > 0
        assert page.locator("#result").inner_text().startswith("Match over")
        _keep(page, f"{game}-end-desktop")
        # Newest first: the first log line is the highest-numbered entry.
        values = [int(v) for v in page.locator(".log-lines li").evaluate_all("els => els.map(e => e.value)")]
        assert values == sorted(values, reverse=True) and len(values) > clicks
        page.set_viewport_size(PHONE)
        _fits_a_phone(page, "the table scrolls sideways on a phone")
        _keep(page, f"{game}-end-phone")
        assert time.monotonic() - started < 90
    except BaseException:
        shot = tmp_path / f"journey-{game}.png"
        page.screenshot(path=str(shot), full_page=True)
        print(f"screenshot: {shot}")
        raise
    finally:
        context.close()


@pytest.mark.parametrize("game", ["spark-of-war", "imperium-galacticum"])
def test_the_board_games_play_by_touch_on_a_phone(browser, play_site, game, tmp_path) -> None:
    """A phone (390 px, touch): the page never scrolls sideways and taps on the board play moves."""
    options, bot, board, limit = JOURNEYS[game]
    context, page = _login(browser, play_site.url, "ben", viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        _start_from_the_play_page(page, game, options, bot)
        _fits_a_phone(page)
        _keep(page, f"{game}-start-phone")
        taps = _play_to_the_end(page, random.Random(7), limit, tap=True)
        assert taps > 0 and page.locator("#result").count() == 1
        _fits_a_phone(page)
    except BaseException:
        shot = tmp_path / f"phone-{game}.png"
        page.screenshot(path=str(shot), full_page=True)
        print(f"screenshot: {shot}")
        raise
    finally:
        context.close()
