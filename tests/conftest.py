"""Fixtures shared by the whole suite."""
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


@pytest.fixture(autouse=True)
def _media_root(settings, tmp_path: Path) -> None:
    settings.MEDIA_ROOT = tmp_path / "media"


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Debian's Chromium driven headless by Playwright (Playwright's own download can't work here).

    Module-scoped: Playwright's sync API keeps an asyncio loop running in this thread while it is
    open, which would break later async tests (Channels' communicators) in the same process.
    """
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        pytest.skip(f"Chromium not found at {CHROMIUM}: install Debian's 'chromium' package to run browser tests")
    from playwright.sync_api import sync_playwright

    # While Playwright's loop runs in this thread, the test's own database calls would trip
    # Django's async-safety check; the live server serves from its own thread.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            yield launched
            launched.close()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture
def page(browser, live_server) -> Iterator[object]:
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(15_000)
    opened = context.new_page()
    yield opened
    context.close()


# Card data --------------------------------------------------------------------------------------
# Every test database starts with every game's cards loaded (cardbase's `loadcards`), once per
# session: tests that use the database find the real cards (cardbase.selectors.game_cards).
# Transactional tests (browser tests) empty the tables when they finish: a test of that kind that
# needs cards asks for the `loaded_cards` fixture, which reloads them when they are missing.


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):  # noqa: ANN001, ANN201 - pytest-django's override pattern
    from io import StringIO

    from django.core.management import call_command

    with django_db_blocker.unblock():
        call_command("loadcards", stdout=StringIO(), stderr=StringIO())


@pytest.fixture(autouse=True)
def _clear_cache() -> Iterator[None]:
    """Rows a test rolls back (users, sessions) must not outlive it in the cache: ids are reused."""
    yield
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(autouse=True)
def _forget_rolled_back_cards() -> Iterator[None]:
    """A test that (re)imports cards leaves them in the per-process card cache while its
    transaction rolls them back: forget them after such a test (a no-op after any other)."""
    yield
    from cardbase.selectors import forget_uncommitted

    forget_uncommitted()


@pytest.fixture
def loaded_cards(db) -> None:  # noqa: ANN001
    """All cards of every game in the database (a no-op unless a transactional test emptied it)."""
    from cardbase.services import load_all

    load_all()
