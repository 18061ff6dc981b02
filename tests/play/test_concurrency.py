"""Two moves racing on the same version: exactly one is applied, the other gets 409, nothing doubles.

Runs on whatever database the suite runs on (SQLite here; PostgreSQL in CI with DATABASE_URL).
"""
from __future__ import annotations

import threading

import pytest

from play import engine, services
from play.models import ActionLog

pytestmark = pytest.mark.django_db(transaction=True)


def _race(match_id: int, version: int, actions: list[dict], user) -> list[object]:
    barrier = threading.Barrier(len(actions))
    outcomes: list[object] = [None] * len(actions)

    def run(i: int) -> None:
        from django.db import connections

        try:
            barrier.wait()
            outcomes[i] = services.match_apply_action(match_id=match_id, version=version, action=actions[i], user=user)
        except Exception as exc:  # noqa: BLE001 - the outcome is what we check
            outcomes[i] = exc
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(actions))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return outcomes


def test_two_tabs_sending_at_once_get_exactly_one_move_accepted(alice) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"user": "me"}, {"user": "me"}], seed=7, options={"first_player": "first-seat"})
    for round_ in range(8):
        match.refresh_from_db()
        if match.status != "active":
            break
        state = engine.match_state(match)
        seat = state.current_players()[0]
        legal = [a for a in state.legal_actions(seat) if a["type"] != "concede"] or state.legal_actions(seat)
        tabs = [legal[0], legal[-1], legal[len(legal) // 2]]
        outcomes = _race(match.pk, match.version, tabs, alice)
        won = [o for o in outcomes if isinstance(o, services.Applied)]
        stale = [o for o in outcomes if isinstance(o, (services.StaleVersion, services.MatchOver))]
        assert len(won) == 1, (round_, outcomes)
        assert len(stale) == len(tabs) - 1, outcomes
        match.refresh_from_db()
        assert match.version == round_ + 1
        assert ActionLog.objects.filter(match=match).count() == round_ + 1
    # the stored log replays to the state everyone was served
    engine.forget()
    assert engine.rebuild_from_log(match).to_json() == engine.match_state(match).to_json()
