"""Issue 31 in a real browser against a real server and its worker (as `make run` starts them):
a table ends by its clock running out and the worker acting for the absent player, without a
claim; a rated 3-player match changes all three ratings, shown on the players' profiles."""
from __future__ import annotations

import subprocess

import pytest

from .servers import PASSWORD, PYTHON, ROOT, environment

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def cal(play_site):
    """A third person on the site (the session's database has ann and ben)."""
    code = ("from django.contrib.auth import get_user_model as m\n"
            f"m().objects.filter(username='cal').exists() or m().objects.create_user('cal', password={PASSWORD!r})\n")
    subprocess.run([PYTHON, "manage.py", "shell", "-c", code], cwd=ROOT, env=environment(play_site.database), check=True,
                   capture_output=True)
    return "cal"


def _live(page) -> None:
    page.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")


def test_a_table_ends_when_the_clock_runs_out_and_the_worker_acts(new_page, tmp_path) -> None:
    ann = new_page("ann", viewport={"width": 1280, "height": 800})
    ann.goto("/play/new/?game=empires")
    ann.select_option("#seat_0", "me")
    ann.select_option("#seat_1", "user")
    ann.fill("input[name=seat_1_user]", "ben")
    ann.select_option("#clock", "custom")
    ann.fill("#clock_move_seconds", "4")
    ann.select_option("#clock_on_timeout", "forfeit")
    ann.click("#start")
    ann.wait_for_url("**/play/m/*/")
    _live(ann)
    assert "4 s a move" in ann.locator("#clock").inner_text()
    # ann chooses her lives; then ben is to act, and ben never comes.
    version = int(ann.locator("#table").get_attribute("data-version"))
    ann.select_option("#lives-choice", label="7")  # the set-up's one choice of lives (issue 27)
    ann.click("#lives-start")
    ann.wait_for_function(f"() => parseInt(document.querySelector('#table').dataset.version) > {version}")
    ann.wait_for_selector("#clock li[data-seat='1'] .countdown")
    ann.screenshot(path=str(tmp_path / "clock-running.png"))
    # Nobody claims anything: the worker's scheduled job forfeits ben, and ann's table is told.
    ann.wait_for_selector("#result", timeout=30_000)
    result = ann.locator("#result").inner_text()
    assert result.startswith("Match over") and "ann" in result and "ran out of time" in result
    assert "ran out of time and forfeit" in ann.locator("body").inner_text()
    ann.screenshot(path=str(tmp_path / "clock-ended.png"))


def test_a_rated_three_player_match_changes_all_three_ratings_shown_on_their_profiles(new_page, cal, tmp_path) -> None:
    ann = new_page("ann", viewport={"width": 1280, "height": 800})
    ann.goto("/play/new/?game=empires&players=3")
    ann.select_option("#seat_0", "me")
    for seat, name in ((1, "ben"), (2, "cal")):
        ann.select_option(f"#seat_{seat}", "user")
        ann.fill(f"input[name=seat_{seat}_user]", name)
    ann.check("#rated")
    ann.click("#start")
    ann.wait_for_url("**/play/m/*/")
    _live(ann)
    match_url = ann.url
    before = {}
    for name in ("ann", "ben", "cal"):
        ann.goto(f"/players/{name}/")
        rows = ann.locator("#ratings tr[data-game='empires'] .rating strong")
        before[name] = int(rows.inner_text()) if rows.count() else None
    ann.goto(match_url)
    _live(ann)
    ann.click("#resign-button")  # ben and cal share the win
    ann.wait_for_selector("#result")
    after = {}
    for name in ("ann", "ben", "cal"):
        ann.goto(f"/players/{name}/")
        after[name] = int(ann.locator("#ratings tr[data-game='empires'] .rating strong").inner_text())
        change = ann.locator("#recent tbody tr").first.inner_text()
        assert "→" in change, change  # the match's rating change is listed
        if name == "ann":
            ann.screenshot(path=str(tmp_path / "profile-ann.png"), full_page=True)
    for name in ("ann", "ben", "cal"):
        assert after[name] != before[name]
    assert after["ben"] > after["ann"] and after["cal"] > after["ann"]
