"""Playing in a real browser against a real ASGI server (uvicorn: HTTP and WebSockets).

No test-only shortcut: the tests set the match up through the set-up page and then click the
legal-action buttons the table shows (the first one, never "concede") until the game ends; the
bots answer server-side and their moves arrive over the WebSocket.
"""
from __future__ import annotations

import pytest

from .servers import PASSWORD, choose_from_a_list

pytestmark = pytest.mark.browser

MAX_CLICKS = 500


def _wait_for_my_move_or_the_end(page) -> bool:
    """True when the match is over; False when a button of ours is ready."""
    page.wait_for_function(
        "() => document.querySelector('#result') || "
        "[...document.querySelectorAll('#table .action-button')].some(b => !b.disabled)"
    )
    return page.locator("#result").count() > 0


def _click_until_the_end(page) -> int:
    clicks = 0
    while not _wait_for_my_move_or_the_end(page):
        assert clicks < MAX_CLICKS, "the game did not end"
        version = int(page.locator("#table").get_attribute("data-version"))
        if not choose_from_a_list(page):
            buttons = page.locator("#table .action-button:visible:not([data-type=concede])")
            if buttons.count() == 0:
                buttons = page.locator("#table .action-button:visible")
            buttons.first.click()
        page.wait_for_function(f"() => parseInt(document.querySelector('#table').dataset.version) > {version}")
        clicks += 1
    return clicks


def _start(page, game: str, opponent: str, **options: str) -> None:
    page.goto(f"/play/new/?game={game}")
    page.select_option("#seat_0", "me")
    page.select_option("#seat_1", opponent)
    for name, value in options.items():
        page.fill(f"#option_{name}", value)
    page.click("#start")
    page.wait_for_url("**/play/m/*/")
    page.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")


@pytest.mark.parametrize(("game", "options"), [("interstellar-empire", {}), ("empires", {"turn_limit": "4"})])
def test_a_person_plays_a_whole_game_against_a_bot(new_page, game, options) -> None:
    page = new_page("ann")
    _start(page, game, "bot:greedy", **options)
    clicks = _click_until_the_end(page)
    assert clicks > 0
    result = page.locator("#result").inner_text()
    assert result.startswith("Match over")
    assert page.locator(".log-lines li").count() > clicks  # the bot's moves are in the log too
    page.get_by_role("link", name="Replay").click()
    page.wait_for_url("**/replay/**")
    assert page.locator("#step").inner_text().startswith("Step")


def test_two_people_play_each_other_live(new_page) -> None:
    ann = new_page("ann")
    ann.goto("/play/new/?game=empires")
    ann.select_option("#seat_0", "me")
    ann.select_option("#seat_1", "user")
    ann.fill("input[name=seat_1_user]", "ben")
    ann.fill("#option_turn_limit", "3")
    ann.click("#start")
    ann.wait_for_url("**/play/m/*/")
    ben = new_page("ben")
    ben.goto(ann.url)
    for page in (ann, ben):
        page.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")
    moves = 0
    while True:
        over = [p for p in (ann, ben) if p.locator("#result").count()]
        if over:
            break
        # the mover: a page that is up to date (both show the same version) and has live buttons
        versions = [int(p.locator("#table").get_attribute("data-version")) for p in (ann, ben)]
        mover = None
        if versions[0] == versions[1]:
            for page in (ann, ben):
                if page.locator("#table .action-button:not([disabled])").count():
                    mover = page
        if mover is None:
            ann.wait_for_timeout(50)
            continue
        other = ben if mover is ann else ann
        version = versions[0]
        if not choose_from_a_list(mover):
            mover.locator("#table .action-button:visible:not([disabled])").first.click()
        # the other browser sees the move arrive by itself (pushed over its WebSocket)
        other.wait_for_function(f"() => parseInt(document.querySelector('#table').dataset.version) > {version}")
        moves += 1
        assert moves < MAX_CLICKS
    for page in (ann, ben):
        page.wait_for_selector("#result")
        assert page.locator("#result").inner_text().startswith("Match over")
    assert moves > 5
