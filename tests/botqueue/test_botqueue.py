"""Bots on a job queue (botqueue): the web process only queues; a worker (the real `db_worker`)
drives the match under a lease, one worker per match at a time, a slice at a time."""
from __future__ import annotations

import datetime
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from botqueue import lease, tasks
from botqueue.models import BotLease
from play import bots, engine, services
from play.models import Match

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def queued(settings):
    settings.PLAY_BOTS_INLINE = False  # as the site runs: bots move in a worker, never in the request


def run_worker() -> None:
    call_command("db_worker", queue_name="bots", batch=True, reload=False, startup_delay=False, interval=0,
                 verbosity=0, stdout=StringIO())


def _bot_jobs() -> list[DBTaskResult]:
    return list(DBTaskResult.objects.filter(task_path="botqueue.tasks.drive_match").order_by("enqueued_at"))


def test_the_web_process_queues_the_bot_and_the_worker_moves_it(queued, alice) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"bot": "greedy"}, {"user": "me"}], seed=6)
    match.refresh_from_db()
    assert match.log_seq == 0  # nobody searched in this (the web) process
    assert [job.args_kwargs["args"] for job in _bot_jobs()] == [[match.pk]]
    run_worker()
    match.refresh_from_db()
    assert match.log_seq > 0
    state = engine.match_state(match)
    assert not bots.waiting_on_bot(engine.match_seats(match.pk), state.current_players())
    assert BotLease.objects.get(match_id=match.pk).holder == ""  # let go
    assert {job.return_value for job in _bot_jobs()} == {"done"}


def test_a_persons_move_that_leaves_them_to_act_queues_nothing(queued, alice, bob) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"user": "me"}, {"user": "bob"}], seed=4)
    assert _bot_jobs() == []


def test_a_match_held_by_another_worker_is_left_to_it_and_looked_at_when_its_lease_runs_out(queued, alice) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"bot": "greedy"}, {"user": "me"}], seed=6)
    assert lease.acquire(match.pk, "another-worker", 60)
    assert tasks.drive(match.pk) == "busy"
    assert Match.objects.get(pk=match.pk).log_seq == 0
    row = BotLease.objects.get(match_id=match.pk)
    assert row.pending and row.holder == "another-worker"
    retry = _bot_jobs()[-1]
    assert retry.run_after == row.expires + datetime.timedelta(seconds=1)
    # The other worker, about to let go, sees the wake-up and looks again instead.
    assert lease.release(match.pk, "another-worker") is False
    assert lease.release(match.pk, "another-worker") is True


def test_an_expired_lease_is_taken_over(alice) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"user": "me"}, {"user": "me"}], seed=4)
    assert lease.acquire(match.pk, "dead-worker", 60)
    assert not lease.acquire(match.pk, "live-worker", 60)
    BotLease.objects.filter(match_id=match.pk).update(expires=timezone.now() - datetime.timedelta(seconds=1))
    assert lease.acquire(match.pk, "live-worker", 60)
    assert not lease.renew(match.pk, "dead-worker", 60)  # the dead worker's lease is gone


def test_a_slice_ends_and_the_match_goes_behind_the_others(queued, settings, alice) -> None:
    settings.PLAY_BOT_SLICE = 0  # one move a job
    match = services.match_create(creator=alice, game_slug="empires", options={"turn_limit": 3},
                                  seats=[{"bot": "random"}, {"bot": "random"}], seed=9)
    assert tasks.drive(match.pk) == "more"
    match.refresh_from_db()
    assert match.log_seq == 1 and BotLease.objects.get(match_id=match.pk).holder == ""
    assert len(_bot_jobs()) == 2  # the creation's, and the one queued behind the others
    settings.PLAY_BOT_SLICE = 60
    run_worker()
    match.refresh_from_db()
    assert match.status == "finished"


def test_a_starting_worker_queues_every_bot_match(queued, alice) -> None:
    services.match_create(creator=alice, game_slug="interstellar-empire", seats=[{"bot": "greedy"}, {"user": "me"}], seed=6)
    services.match_create(creator=alice, game_slug="interstellar-empire", seats=[{"user": "me"}, {"user": "me"}], seed=6)
    DBTaskResult.objects.all().delete()
    out = StringIO()
    call_command("resume_bots", stdout=out)
    assert "1 active match" in out.getvalue() and len(_bot_jobs()) == 1
