"""Takeback with consent: a table option; every opponent must agree; never back across hidden
information (a card drawn or revealed, chance); never in rated or event matches."""
from __future__ import annotations

import json

import pytest

from play import engine, selectors, services, takeback
from play.models import ActionLog, Match
from rules.core import GameRng

pytestmark = pytest.mark.django_db


def _match(alice, seats, **kw) -> Match:
    return services.match_create(creator=alice, game_slug="interstellar-empire", seats=seats, seed=3, **kw)


def _act(match_id: int, user, seat: int, pick=lambda legal: legal[0]) -> None:
    match = Match.objects.get(pk=match_id)
    state = engine.match_state(match)
    services.match_apply_action(match_id=match_id, version=match.version, action=pick(state.legal_actions(seat)), user=user)


def _view(match_id: int, seat: int) -> str:
    return json.dumps(engine.plain(engine.match_state(Match.objects.get(pk=match_id)).view(seat)), sort_keys=True)


def test_a_face_down_card_is_taken_back_when_the_opponent_agrees(alice, bob) -> None:
    match = _match(alice, [{"user": "me"}, {"user": "bob"}], takeback=True)
    before = {seat: _view(match.pk, seat) for seat in (0, 1)}
    _act(match.pk, alice, 0)  # Interstellar Empire: alice lays a card face down (bob sees only that she did)
    asked = services.match_request_takeback(match_id=match.pk, seat=0, user=alice)
    assert selectors.pending_takeback(asked) == {"seat": 0, "from_seq": 1, "agreed": [0]}
    with pytest.raises(services.TakebackRefused, match="already agreed"):
        services.match_answer_takeback(match_id=match.pk, seat=0, user=alice, agree=True)
    done = services.match_answer_takeback(match_id=match.pk, seat=1, user=bob, agree=True)
    assert done.takeback_offer is None
    assert {seat: _view(match.pk, seat) for seat in (0, 1)} == before
    kinds = list(ActionLog.objects.filter(match=match).order_by("seq").values_list("kind", flat=True))
    assert kinds == ["taken_back", "takeback_offer", "takeback"]  # nothing lost from the log
    # every way of rebuilding the match agrees: the cache, the snapshot, the log from the start
    engine.forget()
    assert engine.plain(engine.match_state(done).to_json()) == engine.plain(engine.rebuild_from_log(done).to_json())
    _act(match.pk, alice, 0, lambda legal: legal[-1])  # and play goes on, with another choice
    assert Match.objects.get(pk=match.pk).log_seq == 4


def test_a_declined_takeback_changes_nothing(alice, bob) -> None:
    match = _match(alice, [{"user": "me"}, {"user": "bob"}], takeback=True)
    _act(match.pk, alice, 0)
    seen = _view(match.pk, 1)
    services.match_request_takeback(match_id=match.pk, seat=0, user=alice)
    declined = services.match_answer_takeback(match_id=match.pk, seat=1, user=bob, agree=False)
    assert declined.takeback_offer is None and _view(match.pk, 1) == seen
    with pytest.raises(services.TakebackRefused, match="no takeback is asked"):
        services.match_answer_takeback(match_id=match.pk, seat=1, user=bob, agree=True)


def test_any_action_withdraws_a_pending_takeback(alice, bob) -> None:
    match = _match(alice, [{"user": "me"}, {"user": "bob"}], takeback=True)
    _act(match.pk, alice, 0)
    services.match_request_takeback(match_id=match.pk, seat=0, user=alice)
    _act(match.pk, bob, 1)
    assert selectors.pending_takeback(Match.objects.get(pk=match.pk)) is None
    with pytest.raises(services.TakebackRefused):
        services.match_answer_takeback(match_id=match.pk, seat=1, user=bob, agree=True)


def test_a_card_drawn_or_revealed_is_never_taken_back(alice, bob) -> None:
    match = _match(alice, [{"user": "me"}, {"user": "bob"}], takeback=True)
    _act(match.pk, alice, 0)
    _act(match.pk, bob, 1)  # both cards laid: they are turned face up, so bob's shows alice a card
    with pytest.raises(services.TakebackRefused, match="a card drawn or revealed"):
        services.match_request_takeback(match_id=match.pk, seat=1, user=bob)
    assert ActionLog.objects.filter(match=match, kind=ActionLog.Kind.TAKEN_BACK).count() == 0


@pytest.mark.parametrize("game", ["galactic-empires", "interstellar-empire", "spark-of-war", "empires", "imperium-galacticum"])
def test_the_hidden_information_check_finds_draws_and_reveals_in_every_game(game) -> None:
    """Played out at random, every action the check lets be taken back leaves every seat seeing
    exactly what it would see in any sampled world it cannot tell apart (the check's own claim),
    and at least one draw or reveal is caught in each game."""
    import random

    import rules

    g = rules.get(game)
    state, rnd, caught = g.new_match(g.min_players, 11, {}, None), random.Random(5), 0
    for _ in range(40):
        if state.is_over():
            break
        seat = state.current_players()[0]
        action = rnd.choice(state.legal_actions(seat))
        why = takeback.reveals(state, action, g.min_players)
        if why:
            caught += 1
        else:
            after = state.clone()
            after.apply(action)
            for q in range(g.min_players):
                world = state.determinize(q, GameRng(777 + q))
                assert takeback._same_view_possible(world, seat, action, q, takeback._seen(after, q))
        state.apply(action)
    assert caught > 0


def test_takebacks_are_off_unless_the_table_allows_them_and_never_in_rated_or_event_matches(alice, bob) -> None:
    plain = _match(alice, [{"user": "me"}, {"user": "bob"}])
    _act(plain.pk, alice, 0)
    with pytest.raises(services.TakebackRefused, match="without takebacks"):
        services.match_request_takeback(match_id=plain.pk, seat=0, user=alice)
    rated = _match(alice, [{"user": "me"}, {"user": "bob"}], takeback=True)
    Match.objects.filter(pk=rated.pk).update(options={**rated.options, "rated": True})
    _act(rated.pk, alice, 0)
    with pytest.raises(services.TakebackRefused, match="rated"):
        services.match_request_takeback(match_id=rated.pk, seat=0, user=alice)
    assert not selectors.takeback_allowed(Match.objects.get(pk=rated.pk))
    event_match = _match(alice, [{"user": "me"}, {"user": "bob"}], takeback=True)
    from sealed.models import Event, EventMatch, EventPlayer

    event = Event.objects.create(**_event_fields(alice))
    player = EventPlayer.objects.create(event=event, seat=0, user=alice, starter="test")
    EventMatch.objects.create(event=event, round=1, table=1, player_a=player, match=event_match)
    _act(event_match.pk, alice, 0)
    with pytest.raises(services.TakebackRefused, match="event"):
        services.match_request_takeback(match_id=event_match.pk, seat=0, user=alice)


def _event_fields(owner) -> dict:
    """The least a sealed event needs (its model's required fields)."""
    from sealed.models import Event

    fields = {}
    for field in Event._meta.concrete_fields:
        if field.primary_key or field.has_default() or field.null or field.blank:
            continue
        if field.is_relation:
            fields[field.name] = owner
        elif field.get_internal_type() in ("CharField", "SlugField", "TextField"):
            fields[field.name] = "test"
        elif "Integer" in field.get_internal_type():
            fields[field.name] = 1
    return fields


def test_bots_agree_at_once_people_must_still_agree(alice, bob) -> None:
    match = _match(alice, [{"user": "me"}, {"bot": "random"}, {"user": "bob"}], takeback=True)
    assert Match.objects.get(pk=match.pk).log_seq == 1  # the bot laid its card face down at once
    seen = _view(match.pk, 0)
    _act(match.pk, alice, 0)  # alice lays hers face down
    asked = services.match_request_takeback(match_id=match.pk, seat=0, user=alice)
    assert selectors.pending_takeback(asked)["agreed"] == [0, 1]  # the bot agreed; bob has not yet
    services.match_answer_takeback(match_id=match.pk, seat=2, user=bob, agree=True)
    assert list(ActionLog.objects.filter(match=match, kind=ActionLog.Kind.TAKEN_BACK).values_list("seq", flat=True)) == [2]
    assert _view(match.pk, 0) == seen


def test_another_process_holding_the_old_state_rebuilds_after_a_takeback(alice, bob) -> None:
    match = _match(alice, [{"user": "me"}, {"user": "bob"}], takeback=True)
    _act(match.pk, alice, 0)
    stale = engine.match_state(Match.objects.get(pk=match.pk)).clone()  # what another process keeps
    services.match_request_takeback(match_id=match.pk, seat=0, user=alice)
    services.match_answer_takeback(match_id=match.pk, seat=1, user=bob, agree=True)
    engine.forget()
    engine.remember(match.pk, 1, stale)
    fresh = Match.objects.get(pk=match.pk)
    assert engine.plain(engine.match_state(fresh).to_json()) == engine.plain(engine.rebuild_from_log(fresh).to_json())


def test_the_table_offers_the_takeback_and_the_answer(alice, bob) -> None:
    from ..lobby.conftest import client_for

    match = _match(alice, [{"user": "me"}, {"user": "bob"}], takeback=True)
    _act(match.pk, alice, 0)
    assert 'id="takeback-button"' in client_for(alice).get(f"/play/m/{match.pk}/").content.decode()
    asked = client_for(alice).post(f"/api/matches/{match.pk}/takeback/", {"seat": 0}, content_type="application/json")
    assert asked.status_code == 200 and asked.json()["takeback_offer"]["seat"] == 0
    page = client_for(bob).get(f"/play/m/{match.pk}/").content.decode()
    assert 'id="takeback-agree"' in page and 'id="takeback-decline"' in page
    answer = client_for(bob).post(f"/play/m/{match.pk}/takeback/answer/", {"seat": 1, "agree": "1"})
    assert answer.status_code == 302
    assert ActionLog.objects.filter(match=match, kind=ActionLog.Kind.TAKEBACK).count() == 1


def test_the_api_asks_and_answers(alice, bob) -> None:
    from ..lobby.conftest import client_for

    match = _match(alice, [{"user": "me"}, {"user": "bob"}], takeback=True)
    _act(match.pk, alice, 0)
    client_for(alice).post(f"/api/matches/{match.pk}/takeback/", {}, content_type="application/json")
    refused = client_for(alice).post(f"/api/matches/{match.pk}/takeback/answer/", {"agree": True}, content_type="application/json")
    assert refused.status_code == 409
    agreed = client_for(bob).post(f"/api/matches/{match.pk}/takeback/answer/", {"agree": True}, content_type="application/json")
    assert agreed.status_code == 200 and agreed.json()["takeback_offer"] is None
    assert [line["kind"] for line in agreed.json()["log"]][-1] == "takeback"
    assert client_for(bob).post(f"/api/matches/{match.pk}/takeback/answer/", {}, content_type="application/json").status_code == 400
