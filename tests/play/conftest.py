"""Fixtures of the play app's tests: people, a leak-catching test game, bots that move inline."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

import rules
from play import engine

from . import canary


@pytest.fixture(autouse=True)
def _play_settings(settings) -> Iterator[None]:
    settings.PLAY_BOTS_INLINE = True  # bots move before the request returns: deterministic tests
    settings.PLAY_BOT_BUDGET = 0.3
    settings.PLAY_BOT_GRACE = 0.4
    settings.PLAY_MCTS_ITERATIONS = 60
    engine.forget()
    yield
    engine.forget()


@pytest.fixture
def canary_game() -> Iterator[rules.Game]:
    registry = rules._load()
    registry[canary.SLUG] = canary.GAME
    yield canary.GAME
    registry.pop(canary.SLUG, None)


@pytest.fixture
def alice(django_user_model):
    return django_user_model.objects.create_user("alice", password="pw-alice-123")


@pytest.fixture
def bob(django_user_model):
    return django_user_model.objects.create_user("bob", password="pw-bob-123")


@pytest.fixture
def carol(django_user_model):
    return django_user_model.objects.create_user("carol", password="pw-carol-123")


@pytest.fixture
def alice_client(client, alice):
    client.force_login(alice)
    return client


@pytest.fixture
def bob_client(alice, bob):
    from django.test import Client

    other = Client()
    other.force_login(bob)
    return other


# Real servers (uvicorn) for browser and multi-process tests ------------------------------------


@pytest.fixture(scope="session")
def site_database_template(tmp_path_factory):
    """A migrated SQLite file with the people ann and ben, made once; tests copy it."""
    from .servers import prepare_database

    database = tmp_path_factory.mktemp("play-template") / "template.sqlite3"
    prepare_database(database, ["ann", "ben"])
    return database


@pytest.fixture
def site_database(site_database_template, tmp_path):
    import shutil

    database = tmp_path / "site.sqlite3"
    shutil.copy(site_database_template, database)
    return database


@pytest.fixture(scope="session")
def play_site(site_database_template, tmp_path_factory) -> Iterator[object]:
    """One uvicorn process serving the site (HTTP and WebSockets) from a fresh SQLite file."""
    import shutil

    from .servers import Server

    database = tmp_path_factory.mktemp("play-site") / "site.sqlite3"
    shutil.copy(site_database_template, database)
    server = Server(database)
    server.database = database
    yield server
    server.stop()


@pytest.fixture
def new_page(new_context, play_site):
    """A page of a person logged in to `play_site` (confirmation dialogs accepted, as they click OK)."""
    from .servers import PASSWORD

    def make(user: str, **options):
        context = new_context(play_site.url, **options)
        context.set_default_timeout(20_000)
        page = context.new_page()
        page.on("dialog", lambda dialog: dialog.accept())
        page.goto("/accounts/login/")
        page.fill("input[name=username]", user)
        page.fill("input[name=password]", PASSWORD)
        page.locator("form button[type=submit], form input[type=submit]").last.click()
        page.wait_for_url(lambda url: "/accounts/login" not in url)
        return page

    return make  # new_context settles and closes every page before the server stops
