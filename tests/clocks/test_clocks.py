"""Clocks the server keeps (clocks app): each seat's deadline follows the play, and at the
deadline the scheduled job acts for the absent seat as the table says (pass, or forfeit).

The job runs through the real database worker (`db_worker`, as `make run` starts it); time is
moved with `age_clock` rather than waited for, except where a test checks the schedule itself.
"""
from __future__ import annotations

import datetime
import time
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from clocks import selectors as clock_selectors
from clocks.models import MatchClock
from clocks.services import act_on_deadline
from play import engine, services
from play.models import ActionLog, Match

from . import age_clock

pytestmark = pytest.mark.django_db(transaction=True)


def run_worker() -> None:
    """The database worker, for real: every job that is due, then stop."""
    call_command("db_worker", queue_name="*", batch=True, reload=False, startup_delay=False, interval=0,
                 verbosity=0, stdout=StringIO())


def _act(match_id: int, user, seat: int, choose=lambda legal: legal[0]) -> None:
    match = Match.objects.get(pk=match_id)
    state = engine.match_state(match)
    services.match_apply_action(match_id=match_id, version=match.version, user=user,
                                action=choose(state.legal_actions(seat)))


def _new(alice, bob, clock, game="empires", seats=None, **kwargs) -> Match:
    seats = seats or [{"user": "me"}, {"user": "bob"}]
    return services.match_create(creator=alice, game_slug=game, seats=seats, clock=clock, seed=2, **kwargs)


def test_the_clock_is_stored_with_the_match_and_shown_at_the_table(alice, bob, client) -> None:
    match = _new(alice, bob, "ge-tournament")
    assert match.options["clock"]["turn_seconds"] == 120 and match.options["clock"]["on_timeout"] == "pass"
    client.force_login(alice)
    timer = client.get(f"/api/matches/{match.pk}/").json()["timer"]
    assert timer["clock"]["preset"] == "ge-tournament"
    assert set(timer["seats"]) == {"0"}  # seat 0 chooses its lives first
    deadline = parse_datetime(timer["seats"]["0"]["deadline"])
    # Before the first turn begins a decision may take the longer limit (the turn's 120 s).
    assert 100 < (deadline - timezone.now()).total_seconds() <= 120
    page = client.get(f"/play/m/{match.pk}/").content.decode()
    assert "2 min a turn" in page and 'id="clock"' in page


def test_at_the_deadline_the_worker_passes_for_the_absent_seat(alice, bob) -> None:
    match = _new(alice, bob, {"move_seconds": 60, "on_timeout": "pass"})
    _act(match.pk, alice, 0)
    _act(match.pk, bob, 1)  # lives chosen: seat 0's first turn begins, its steps end with "done"
    before = Match.objects.get(pk=match.pk).log_seq
    run_worker()
    assert Match.objects.get(pk=match.pk).log_seq == before  # not yet due: nothing happens
    age_clock(match.pk, 61)
    assert act_on_deadline(match.pk) == "passed"
    passed = ActionLog.objects.filter(match_id=match.pk, seq=before + 1).get()
    assert passed.seat == 0 and "time ran out" in passed.note and "passed" in passed.note
    match.refresh_from_db()
    assert match.status == "active" and match.log_seq == before + 1  # one pass: the next step has its own minute


def test_a_forced_choice_is_made_at_random_when_the_seat_cannot_pass(alice, bob) -> None:
    match = _new(alice, bob, {"move_seconds": 30, "on_timeout": "pass"})
    age_clock(match.pk, 31)  # seat 0 must choose its lives: no action passes
    assert act_on_deadline(match.pk) == "passed"
    entry = ActionLog.objects.get(match_id=match.pk, seq=1)
    assert entry.seat == 0 and "forced choice at random" in entry.note and entry.action["type"] == "lives"


def test_a_forfeit_clock_ends_the_match_for_the_absent_seat(alice, bob, carol) -> None:
    match = _new(alice, bob, {"move_seconds": 60, "on_timeout": "forfeit"},
                 seats=[{"user": "me"}, {"user": "bob"}, {"user": "carol"}])
    assert act_on_deadline(match.pk) == "waiting"
    age_clock(match.pk, 61)
    assert act_on_deadline(match.pk) == "forfeit"
    match.refresh_from_db()
    assert match.status == "finished" and match.result["winners"] == [1, 2]
    assert "ran out of time" in match.result["reason"]


def test_the_turn_limit_runs_from_the_start_of_the_turn_and_the_bank_from_every_decision(alice, bob) -> None:
    match = _new(alice, bob, {"turn_seconds": 300, "move_seconds": 20, "game_seconds": 3600})
    _act(match.pk, alice, 0)
    _act(match.pk, bob, 1)  # the engine's "turn" event: seat 0's turn
    row = MatchClock.objects.get(match_id=match.pk)
    assert row.turn_seat == 0
    first = clock_selectors.deadlines(Match.objects.get(pk=match.pk))[0]
    age_clock(match.pk, 50)  # seat 0 thinks 50 s over a step: within its turn, not within 20 s a move
    assert clock_selectors.expired_seats(Match.objects.get(pk=match.pk)) == []
    _act(match.pk, alice, 0)
    match.refresh_from_db()
    assert clock_selectors.deadlines(match)[0] == first - datetime.timedelta(seconds=50)  # still the turn's
    used = MatchClock.objects.get(match_id=match.pk).seats["0"]["used"]
    assert 50 <= used < 60  # the 50 s came out of seat 0's bank
    bank = clock_selectors.timer(match)["seats"]["0"]["bank"]
    assert 3540 <= bank <= 3550


def test_the_scheduled_job_acts_when_due_without_a_claim(alice, bob) -> None:
    match = _new(alice, bob, {"move_seconds": 1, "on_timeout": "forfeit"})
    row = MatchClock.objects.get(match_id=match.pk)
    assert row.scheduled is not None and row.scheduled == row.due
    from django_tasks_db.models import DBTaskResult

    queued = DBTaskResult.objects.get(task_path="clocks.tasks.deadline_reached")
    assert queued.run_after == row.due and queued.args_kwargs["args"] == [match.pk]
    run_worker()
    assert Match.objects.get(pk=match.pk).status == "active"  # not due yet
    time.sleep(max(0.0, (row.due - timezone.now()).total_seconds()) + 0.2)
    run_worker()
    match.refresh_from_db()
    assert match.status == "finished" and match.result["winners"] == [1]


def test_a_job_that_comes_early_schedules_the_next_deadline(alice, bob) -> None:
    match = _new(alice, bob, {"move_seconds": 600, "on_timeout": "pass"})
    MatchClock.objects.filter(match_id=match.pk).update(scheduled=None)
    assert act_on_deadline(match.pk) == "waiting"
    row = MatchClock.objects.get(match_id=match.pk)
    assert row.scheduled == row.due


def test_bots_keep_no_clock(alice) -> None:
    match = services.match_create(creator=alice, game_slug="empires", seats=[{"bot": "random"}, {"user": "me"}],
                                  clock={"move_seconds": 5, "on_timeout": "forfeit"}, seed=3)
    match.refresh_from_db()
    state = engine.match_state(match)
    assert set(clock_selectors.deadlines(match)) == set(state.current_players()) - {0}


def test_without_a_clock_nothing_is_kept(alice, bob) -> None:
    match = _new(alice, bob, None)
    assert "clock" not in match.options and not MatchClock.objects.exists()
    assert services.idle_seats(match) == []


@pytest.mark.parametrize("game", ["galactic-empires", "empires", "interstellar-empire", "spark-of-war", "imperium-galacticum"])
def test_every_engines_turns_start_the_turn_clock(alice, bob, game) -> None:
    """Each engine says when a seat's turn begins (its "turn" event); passing for both seats
    reaches one, and the clock then measures that seat's turn."""
    match = _new(alice, bob, "ge-tournament", game=game)
    for _ in range(200):
        if MatchClock.objects.get(match_id=match.pk).turn_seat is not None:
            break
        age_clock(match.pk, 400)
        assert act_on_deadline(match.pk) == "passed"
    row = MatchClock.objects.get(match_id=match.pk)
    assert row.turn_seat is not None, "no turn began"
    match.refresh_from_db()
    if match.status == "active" and row.turn_seat in engine.match_state(match).current_players():
        assert clock_selectors.deadlines(match)[row.turn_seat] == row.turn_since + datetime.timedelta(seconds=120)
