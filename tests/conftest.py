"""Fixtures shared by the whole suite."""
import os
import shutil
import threading
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


@pytest.fixture
def poppler() -> str:
    """poppler's pdftoppm, which draws the print previews: tests of the preview skip without it,
    as the browser tests do without Chromium (`make test` on a machine with Python and make only)."""
    found = shutil.which("pdftoppm")
    if found is None:
        pytest.skip("poppler's pdftoppm not found: install Debian's 'poppler-utils' package to run the print-preview tests")
    return found


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


class InFlightRequests:
    """Requests this process's Django is serving (the live server's threads): counted through
    Django's request_started / request_finished signals, so a browser test can wait until the
    last one (an image, an htmx swap) is done before its database is emptied under it."""

    def __init__(self) -> None:
        self.count = 0
        self._idle = threading.Condition()

    def started(self, **kwargs: object) -> None:
        with self._idle:
            self.count += 1

    def finished(self, **kwargs: object) -> None:
        with self._idle:
            self.count = max(0, self.count - 1)
            self._idle.notify_all()

    def wait_idle(self, timeout: float) -> bool:
        with self._idle:
            return self._idle.wait_for(lambda: self.count == 0, timeout)


def settle(page: object, timeout_ms: int = 10_000) -> None:
    """Let what a page started finish: the load, then no request for 500 ms (images, htmx)."""
    from playwright.sync_api import Error as PlaywrightError

    try:
        page.wait_for_load_state("load", timeout=timeout_ms)
        page.wait_for_load_state("networkidle", timeout=timeout_ms)
    except PlaywrightError:
        pass  # a page that never settles (polling) is closed anyway; the server side is awaited below


@pytest.fixture
def new_context(browser) -> Iterator[object]:
    """Browser contexts (one per person) that leave nothing in flight: each page settles and
    closes, then the context (and its WebSockets) closes, then the requests the server is still
    serving finish, all before the live server and database are torn down. A page that breaks
    the Content-Security-Policy fails its test."""
    from django.core.signals import request_finished, request_started

    in_flight = InFlightRequests()
    request_started.connect(in_flight.started, dispatch_uid="browser-in-flight-started")
    request_finished.connect(in_flight.finished, dispatch_uid="browser-in-flight-finished")
    contexts: list[object] = []
    violations: list[str] = []

    def watch(message: object) -> None:
        if "Content Security Policy" in message.text or "Content-Security-Policy" in message.text:
            violations.append(message.text)

    def make(base_url: str, **options: object) -> object:
        options.setdefault("viewport", {"width": 1280, "height": 900})
        context = browser.new_context(base_url=base_url, **options)
        context.set_default_timeout(15_000)
        context.on("console", watch)
        contexts.append(context)
        return context

    try:
        yield make
    finally:
        for context in contexts:
            for opened in list(context.pages):
                settle(opened)
                opened.close()
            context.close()
        idle = in_flight.wait_idle(timeout=30)
        request_started.disconnect(dispatch_uid="browser-in-flight-started")
        request_finished.disconnect(dispatch_uid="browser-in-flight-finished")
        assert idle, f"{in_flight.count} request(s) still being served after the browser closed"
    assert not violations, "Content-Security-Policy violations: " + "; ".join(violations)


@pytest.fixture
def page(new_context, live_server) -> Iterator[object]:
    yield new_context(live_server.url).new_page()


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
