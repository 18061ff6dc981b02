"""Bots resume (play.bots): a match left waiting on a bot (its job lost with a killed worker)
gets its move when a worker starts (`manage.py resume_bots`) and when its table is opened.
The kill -9 versions with real servers and workers are in test_servers.py."""
from __future__ import annotations

import pytest
from django.test import Client

from play import bots, services
from play.models import Match

pytestmark = pytest.mark.django_db


@pytest.fixture
def stranded(alice, monkeypatch):
    """A match whose bot is to act and whose driver is gone (the process died before it moved)."""
    with monkeypatch.context() as lost:
        lost.setattr(bots, "kick", lambda match_id: None)
        match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                      seats=[{"bot": "random"}, {"user": "me"}], seed=6)
    match.refresh_from_db()
    assert match.log_seq == 0
    return match


def _moved(match: Match) -> bool:
    return Match.objects.get(pk=match.pk).log_seq > 0


def test_a_starting_worker_resumes_every_match_waiting_on_a_bot(stranded) -> None:
    assert bots.resume_waiting() == 1
    assert _moved(stranded)


@pytest.mark.parametrize("url", ["/play/m/{id}/", "/api/matches/{id}/"])
def test_opening_the_table_wakes_its_bot(stranded, url) -> None:
    assert Client().get(url.format(id=stranded.pk)).status_code == 200  # anyone looking, a spectator too
    assert _moved(stranded)


def test_a_match_waiting_on_a_person_is_left_alone(alice) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"user": "me"}, {"user": "me"}], seed=6)
    match.refresh_from_db()
    version = match.version
    bots.resume_waiting()
    Client().get(f"/play/m/{match.pk}/")
    assert Match.objects.get(pk=match.pk).version == version
