""""Your move" notices: the tab marker (on the table page) and the daily e-mail digest of the
correspondence tables where it is your move, sent by a scheduled django-tasks job; the settings
page turns each on or off."""
from __future__ import annotations

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from notices import services
from notices.models import NoticeSettings
from notices.tasks import send_move_digest
from play import engine
from play import services as play_services
from play.models import Match

from ..lobby.conftest import client_for

pytestmark = pytest.mark.django_db
DAY = 86400


def _correspondence(alice, **kw) -> Match:
    return play_services.match_create(creator=alice, game_slug="interstellar-empire",
                                      seats=[{"user": "me"}, {"user": "bob"}], seed=3, turn_seconds=kw.pop("turn_seconds", 3 * DAY), **kw)


def _digest_on(*users) -> None:
    for user in users:
        services.settings_update(user=user, tab_marker=True, email_digest=True)


def _queued(user_id: int) -> list:
    from django_tasks_db.models import DBTaskResult

    return [
        row for row in DBTaskResult.objects.all()
        if row.task_path.endswith("send_move_digest") and row.args_kwargs.get("args") == [user_id]
    ]


def test_a_day_or_more_a_move_makes_a_correspondence_table(alice, bob) -> None:
    assert services.is_correspondence(_correspondence(alice))
    assert not services.is_correspondence(_correspondence(alice, turn_seconds=600))
    other = _correspondence(alice, turn_seconds=0)
    for clock, expected in (({"per_move": 2 * DAY}, True), ({"days_per_move": 3}, True), ({"kind": "correspondence"}, True),
                            ({"per_move": 300, "per_game": 2 * DAY}, False), ("blitz", False)):
        other.options = {**other.options, "clock": clock}  # issue 31's clocks, read by name
        assert services.is_correspondence(other) is expected, clock


def test_the_settings_page_turns_each_notice_on_and_off(alice) -> None:
    client = client_for(alice)
    page = client.get("/settings/")
    assert page.status_code == 200 and 'name="tab_marker"' in page.content.decode()
    assert client.post("/settings/", {"email_digest": "on", "email": ""}).status_code == 400  # needs an address
    saved = client.post("/settings/", {"email_digest": "on", "email": "a@example.org"})
    assert saved.status_code == 302
    row = NoticeSettings.objects.get(user=alice)
    assert (row.tab_marker, row.email_digest) == (False, True)
    alice.refresh_from_db()
    assert alice.email == "a@example.org"
    assert client_for(alice).get("/settings/").status_code == 200
    from django.test import Client

    assert Client().get("/settings/").status_code == 302  # log in first


def test_the_table_page_marks_your_move_unless_you_turned_it_off(alice, bob) -> None:
    match = _correspondence(alice)
    html = client_for(alice).get(f"/play/m/{match.pk}/").content.decode()
    assert 'data-marker="on"' in html and "notices/your-move.js" in html and 'id="page-icon"' in html
    services.settings_update(user=alice, tab_marker=False, email_digest=False)
    assert 'data-marker="off"' in client_for(alice).get(f"/play/m/{match.pk}/").content.decode()


def test_a_table_coming_to_your_move_schedules_one_digest_job(settings, alice, bob, django_capture_on_commit_callbacks) -> None:
    settings.NOTICES_DIGEST_DELAY = 600
    _digest_on(alice, bob)
    with django_capture_on_commit_callbacks(execute=True):
        match = _correspondence(alice)  # both to move (Interstellar Empire: cards laid together)
    for user in (alice, bob):
        jobs = _queued(user.pk)
        assert len(jobs) == 1 and jobs[0].queue_name == "default"
        assert timedelta(seconds=590) < jobs[0].run_after - timezone.now() <= timedelta(seconds=600)
    state = engine.match_state(match)
    with django_capture_on_commit_callbacks(execute=True):
        play_services.match_apply_action(match_id=match.pk, version=match.version, action=state.legal_actions(0)[0], user=alice)
    assert len(_queued(bob.pk)) == 1  # still one: it is queued already


def test_no_digest_is_scheduled_for_quick_tables_or_people_who_did_not_ask(alice, bob, django_capture_on_commit_callbacks) -> None:
    _digest_on(alice)
    with django_capture_on_commit_callbacks(execute=True):
        _correspondence(alice, turn_seconds=600)
        _correspondence(alice, turn_seconds=0)
        _correspondence(alice)
    assert len(_queued(alice.pk)) == 1 and _queued(bob.pk) == []


def test_the_digest_lists_the_tables_waiting_on_you_at_most_once_a_day(alice, bob) -> None:
    _digest_on(alice)
    waiting = _correspondence(alice)
    _correspondence(alice, turn_seconds=600)  # not a correspondence table: not listed
    assert send_move_digest.call(alice.pk) is True
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["alice@example.org"] and f"/play/m/{waiting.pk}/" in message.body
    assert "1 correspondence table" in message.body
    # a second one the same day: nothing sent, the next is scheduled a day after the first
    assert send_move_digest.call(alice.pk) is False and len(mail.outbox) == 1
    row = NoticeSettings.objects.get(user=alice)
    assert row.digest_due is not None and row.digest_due >= row.digest_sent_at + timedelta(days=1)
    # a day later it goes again
    NoticeSettings.objects.filter(user=alice).update(digest_sent_at=timezone.now() - timedelta(days=1, minutes=1))
    assert send_move_digest.call(alice.pk) is True and len(mail.outbox) == 2


def test_no_digest_when_nothing_waits_or_it_was_turned_off(alice, bob) -> None:
    _digest_on(alice)
    match = _correspondence(alice)
    state = engine.match_state(match)
    play_services.match_apply_action(match_id=match.pk, version=match.version, action=state.legal_actions(0)[0], user=alice)
    assert send_move_digest.call(alice.pk) is False  # her card is laid: it is bob's move only
    services.settings_update(user=bob, tab_marker=True, email_digest=False)
    assert send_move_digest.call(bob.pk) is False
    assert mail.outbox == []


@pytest.mark.django_db(transaction=True)
def test_the_digest_job_runs_in_the_database_worker(settings, alice, bob) -> None:
    """The real django-tasks database worker (as `make run` starts it) runs the job once it is due."""
    from io import StringIO

    from django.core.management import call_command

    settings.NOTICES_DIGEST_DELAY = 0
    _digest_on(alice)
    _correspondence(alice)
    call_command("db_worker", queue_name="default", batch=True, reload=False, startup_delay=False, interval=0,
                 verbosity=0, stdout=StringIO())
    assert len(mail.outbox) == 1 and mail.outbox[0].to == ["alice@example.org"]
