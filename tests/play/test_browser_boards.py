"""Issue 27 in a real browser: Spark of War's board keeps its hexes clickable (a card's popover
opens on a click there, never on a hover that covers the hexes), and Empires' set-up is one
choice of lives. Screenshots go to the test's temporary folder."""
from __future__ import annotations

import pytest

from .servers import log_in
from .test_journeys import _start_from_the_play_page

pytestmark = pytest.mark.browser


def _page(new_context, play_site, size=(1280, 800)):  # noqa: ANN001, ANN202
    context = new_context(play_site.url, viewport={"width": size[0], "height": size[1]})
    context.set_default_timeout(20_000)
    page = context.new_page()
    log_in(page, "ann")
    return page


def _start(page, slug: str) -> None:  # noqa: ANN001
    _start_from_the_play_page(page, slug, {}, "bot:random")


def _version(page) -> int:  # noqa: ANN001
    return int(page.locator("#table").get_attribute("data-version"))


def _moved(page, before: int) -> None:  # noqa: ANN001
    page.wait_for_function(f"() => parseInt(document.querySelector('#table').dataset.version) > {before}")


def test_spark_of_war_hexes_stay_clickable_after_hovering_the_board(new_context, play_site, tmp_path) -> None:
    page = _page(new_context, play_site)
    _start(page, "spark-of-war")
    rotations = 0
    for _ in range(30):
        page.wait_for_function("() => [...document.querySelectorAll('#table .action-button')].some(b => !b.disabled)")
        phase = page.locator(".sow-phase").get_attribute("data-phase")
        before = _version(page)
        if phase in ("deploy_rotation", "power_rotation"):
            # A person moves over the cards (their popovers used to open and cover the arrows), then clicks.
            cards = page.locator("#table .sow-card")
            for i in range(min(3, cards.count())):
                cards.nth(i).hover()
                page.wait_for_timeout(350)
            assert page.locator("#card-peek").is_hidden()
            arrow = page.locator("#table .sow-turn-arrow").first
            arrow.click(timeout=3000)
            _moved(page, before)
            rotations += 1
            if rotations >= 3:
                break
            continue
        target = page.locator("#table .sow-target")
        if target.count():
            target.first.click(timeout=3000)
        else:
            page.locator("#table .action-button:visible").first.click()
        _moved(page, before)
    assert rotations >= 3
    page.screenshot(path=str(tmp_path / "sow-board.png"), full_page=True)
    # A click on a card of the board still shows it.
    page.locator("#table .sow-card").first.dispatch_event("click")
    page.locator("#card-peek").wait_for(state="visible")


def test_empires_set_up_chooses_lives_from_one_list(new_context, play_site, tmp_path) -> None:
    page = _page(new_context, play_site, (390, 844))
    _start(page, "empires")
    assert page.locator("#table .action-button:visible").count() < 5  # not 47 "start with N lives" buttons
    page.select_option("#lives-choice", label="7")
    page.screenshot(path=str(tmp_path / "empires-lives.png"), full_page=True)
    before = _version(page)
    page.click("#lives-start")
    _moved(page, before)
    assert page.locator("#table .seat-block.yours h3 strong").first.inner_text() == "7"
