"""Playing together in a real browser against a real ASGI server: a player opens a public table,
a second player sees it appear in the lobby (live) and joins in one click, and they chat."""
from __future__ import annotations

import os
from pathlib import Path

import pytest


pytestmark = pytest.mark.browser
SHOTS = Path(os.environ.get("SCREENSHOTS_DIR", "")) if os.environ.get("SCREENSHOTS_DIR") else None


def _shoot(page, name: str) -> None:
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_a_public_table_is_found_in_the_lobby_joined_and_chatted_at(new_page) -> None:  # noqa: F811
    ben = new_page("ben")
    ben.goto("/play/")
    ben.wait_for_function("() => document.querySelector('#lobby-status') && "
                          "document.querySelector('#lobby-status').textContent === 'live'")
    ann = new_page("ann")
    ann.goto("/play/new/?game=interstellar-empire")
    ann.select_option("#seat_0", "me")
    ann.select_option("#seat_1", "invite")
    ann.check("#public")
    ann.click("#start")
    ann.wait_for_url("**/play/m/*/")
    table_url = ann.url
    match_id = table_url.rstrip("/").split("/")[-1]
    ann.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")

    # ben's lobby shows the new table without a reload, with a Join button
    row = ben.locator(f"tr[data-table='{match_id}']")
    row.wait_for()
    assert "1 of 2 taken, 1 free" in row.inner_text() and "ann" in row.inner_text()
    _shoot(ben, "lobby-desktop")
    row.get_by_role("button", name="Join").click()
    ben.wait_for_url(f"**/play/m/{match_id}/?seat=1")
    ben.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")
    assert "you are seat 1" in ben.locator("h1").inner_text()

    # ann's table starts by itself (pushed over her WebSocket): no seat is open any more
    ann.wait_for_function("() => document.querySelector('#table').dataset.version !== '0' && "
                          "!document.querySelector('.table-inner[data-status=waiting]')")

    # both are to act (cards are laid together): each tab's title and icon say so
    for page in (ann, ben):
        page.wait_for_function("() => document.title.startsWith('(Your move) ')")
        assert "icon-move" in page.locator("#page-icon").get_attribute("href")

    # they chat: ann types, ben answers with a quick phrase
    ann.fill("#chat-text", "Hello ben, good to see you")
    ann.click("#chat-send")
    ben.locator("#chat-lines li", has_text="Hello ben, good to see you").wait_for()
    ben.get_by_role("button", name="Good luck, have fun!").click()
    ann.locator("#chat-lines li", has_text="Good luck, have fun!").wait_for()
    assert ann.locator("#chat-lines li").count() == 2
    _shoot(ann, "table-chat-desktop")
    ann.set_viewport_size({"width": 390, "height": 844})
    _shoot(ann, "table-chat-phone")
    ben.set_viewport_size({"width": 390, "height": 844})
    ben.goto("/play/")
    _shoot(ben, "lobby-phone")
