"""Fixtures of the sealed app's tests: people, and bots that move inline (as in tests/play)."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from play import engine


@pytest.fixture(autouse=True)
def _play_settings(settings) -> Iterator[None]:
    settings.PLAY_BOTS_INLINE = True  # bots move before the request returns: deterministic tests
    settings.PLAY_BOT_BUDGET = 0.05
    settings.PLAY_BOT_GRACE = 0.1
    settings.PLAY_MCTS_ITERATIONS = 10
    engine.forget()
    yield
    engine.forget()


@pytest.fixture
def ann(django_user_model):
    return django_user_model.objects.create_user("ann", password="pw-ann-12345")


@pytest.fixture
def ben(django_user_model):
    return django_user_model.objects.create_user("ben", password="pw-ben-12345")
