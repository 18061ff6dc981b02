"""People and settings for the lobby's, chat's and notices' tests (tests/chat and tests/notices
import these fixtures)."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from lobby import presence
from play import engine


@pytest.fixture(autouse=True)
def _together_settings(settings) -> Iterator[None]:
    settings.PLAY_BOTS_INLINE = True  # bots move before the request returns: deterministic tests
    settings.PLAY_BOT_BUDGET = 0.3
    settings.PLAY_BOT_GRACE = 0.4
    engine.forget()
    presence.forget()
    yield
    engine.forget()
    presence.forget()


@pytest.fixture
def alice(django_user_model):
    return django_user_model.objects.create_user("alice", password="pw-alice-123", email="alice@example.org")


@pytest.fixture
def bob(django_user_model):
    return django_user_model.objects.create_user("bob", password="pw-bob-123", email="bob@example.org")


@pytest.fixture
def carol(django_user_model):
    return django_user_model.objects.create_user("carol", password="pw-carol-123")


def client_for(user):
    from django.test import Client

    client = Client()
    client.force_login(user)
    return client
