"""play.services: creating matches, applying actions with the version check, table events, bots."""
from __future__ import annotations

import pytest

from play import engine, selectors, services
from play.models import ActionLog, Match

pytestmark = pytest.mark.django_db


def _people(game: str, alice, bob, **kw) -> Match:
    return services.match_create(creator=alice, game_slug=game, seats=[{"user": "me"}, {"user": bob.username}], **kw)


def _move(match: Match, user, index: int = 0) -> services.Applied:
    match.refresh_from_db()
    state = engine.match_state(match)
    seat = state.current_players()[0]
    action = state.legal_actions(seat)[index]
    return services.match_apply_action(match_id=match.pk, version=match.version, action=action, user=user)


def _owner(match: Match, seat: int):
    return match.seats.get(index=seat).user


def test_create_starts_an_active_match_with_people_and_bots(alice, bob) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"user": "me"}, {"bot": "random"}], seed=3)
    assert match.status == "active"
    assert [s.label for s in match.seats.all()] == ["alice", "random bot"]


def test_create_with_an_invite_seat_waits_until_it_is_taken(alice, bob) -> None:
    match = services.match_create(creator=alice, game_slug="interstellar-empire", seats=[{"user": "me"}, {"invite": True}])
    assert match.status == "waiting"
    seat = match.seats.get(index=1)
    services.match_join(match_id=match.pk, token=seat.invite_token, user=bob)
    match.refresh_from_db()
    assert match.status == "active" and match.seats.get(index=1).user == bob


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"game_slug": "no-such-game", "seats": [{"user": "me"}, {"bot": "random"}]}, "no game"),
        ({"game_slug": "imperium-galacticum", "seats": [{"user": "me"}]}, "takes 2 to 2"),
        ({"game_slug": "interstellar-empire", "seats": [{"user": "me"}, {"bot": "clever"}]}, "unknown bot"),
        ({"game_slug": "interstellar-empire", "seats": [{"user": "me"}, {"user": "nobody"}]}, "no user"),
        ({"game_slug": "interstellar-empire", "seats": [{"user": "me"}, {"bot": "random"}], "options": {"x": 1}}, "unknown option"),
        ({"game_slug": "interstellar-empire", "seats": [{"user": "me"}, {"bot": "random"}], "seed": -1}, "seed"),
    ],
)
def test_create_refuses_bad_set_ups_clearly(alice, kwargs, message) -> None:
    with pytest.raises(services.MatchError, match=message):
        services.match_create(creator=alice, **kwargs)
    assert not Match.objects.exists()


def test_an_action_is_applied_logged_and_bumps_the_version(alice, bob) -> None:
    match = _people("interstellar-empire", alice, bob, seed=1)
    applied = _move(match, _owner(match, 0))
    assert applied.match.version == 1
    entry = ActionLog.objects.get(match=match)
    assert entry.seq == 1 and entry.seat == 0 and entry.action["player"] == 0


def test_a_stale_version_is_refused_and_changes_nothing(alice, bob) -> None:
    match = _people("interstellar-empire", alice, bob, seed=1)
    state = engine.match_state(match)
    first, second = state.legal_actions(0)[:2]
    services.match_apply_action(match_id=match.pk, version=0, action=first, user=alice)
    with pytest.raises(services.StaleVersion) as caught:
        services.match_apply_action(match_id=match.pk, version=0, action=second, user=alice)
    assert caught.value.status == 409 and caught.value.version == 1
    match.refresh_from_db()
    assert match.version == 1 and match.log.count() == 1


@pytest.mark.parametrize(
    "action",
    [None, "lay", {"type": "draw"}, {"player": "0", "type": "draw"}, {"player": 0}, {"player": 0, "type": "fly"},
     {"player": 0, "type": "reveal", "card": "no-such-card"}],
)
def test_malformed_or_illegal_actions_change_nothing(alice, bob, action) -> None:
    match = _people("interstellar-empire", alice, bob, seed=1)
    with pytest.raises(services.MatchError) as caught:
        services.match_apply_action(match_id=match.pk, version=0, action=action, user=alice)
    assert caught.value.status in (400, 403)
    match.refresh_from_db()
    assert match.version == 0 and match.log.count() == 0


def test_only_the_seats_owner_may_act_for_it(alice, bob, carol) -> None:
    match = _people("interstellar-empire", alice, bob, seed=1)
    action = engine.match_state(match).legal_actions(0)[0]
    for intruder in (bob, carol, None):
        with pytest.raises(services.Forbidden):
            services.match_apply_action(match_id=match.pk, version=0, action=action, user=intruder)
    assert Match.objects.get(pk=match.pk).version == 0


def test_the_state_is_rebuilt_from_the_log_after_a_restart(alice, bob, settings) -> None:
    settings.PLAY_SNAPSHOT_EVERY = 5
    match = _people("empires", alice, bob, seed=4, options={"turn_limit": 6})
    for _ in range(13):
        match.refresh_from_db()
        if match.status != "active":
            break
        state = engine.match_state(match)
        _move(match, _owner(match, state.current_players()[0]))
    match.refresh_from_db()
    live = engine.match_state(match).to_json()
    assert match.snapshot_seq == 10 and match.snapshot is not None
    engine.forget()  # a restarted process has no cached state
    assert engine.match_state(match).to_json() == live  # from the snapshot plus the log after it
    assert engine.rebuild_from_log(match).to_json() == live  # and from the log alone


def test_a_match_read_just_before_a_move_that_stored_a_snapshot_still_rebuilds_right(alice, bob, settings) -> None:
    # A page reads the match row (snapshot deferred), another thread's move then stores a newer
    # snapshot: the page's state must come from a snapshot and seq read together.
    settings.PLAY_SNAPSHOT_EVERY = 3
    match = _people("empires", alice, bob, seed=4, options={"turn_limit": 6})
    for _ in range(2):
        _move(match, _owner(match, engine.match_state(Match.objects.get(pk=match.pk)).current_players()[0]))
    stale = selectors.match_get(match.pk)  # log_seq 2, no snapshot loaded
    expected = engine.match_state(stale).to_json()
    current = Match.objects.get(pk=match.pk)
    _move(current, _owner(current, engine.match_state(current).current_players()[0]))  # stores the snapshot at 3
    assert Match.objects.get(pk=match.pk).snapshot_seq == 3
    engine.forget()
    assert engine.match_state(stale).to_json() == expected
    # and a thread holding an older row never puts its older state back over the newer one
    newest = engine.match_state(Match.objects.get(pk=match.pk))
    engine.match_state(stale)
    assert engine.match_state(Match.objects.get(pk=match.pk)) is newest


def test_resign_ends_the_match_for_the_other_seat(alice, bob) -> None:
    match = _people("interstellar-empire", alice, bob, seed=1)
    services.match_resign(match_id=match.pk, seat=1, user=bob)
    match.refresh_from_db()
    assert match.status == "finished" and match.result["winners"] == [0]
    with pytest.raises(services.MatchOver):
        services.match_apply_action(match_id=match.pk, version=match.version,
                                    action={"player": 0, "type": "done"}, user=alice)


def test_a_draw_needs_every_seat_and_any_action_withdraws_offers(alice, bob) -> None:
    match = _people("interstellar-empire", alice, bob, seed=1)
    services.match_offer_draw(match_id=match.pk, seat=0, user=alice)
    match.refresh_from_db()
    assert match.draw_offers == [0] and match.status == "active"
    _move(match, alice)
    match.refresh_from_db()
    assert match.draw_offers == []
    services.match_offer_draw(match_id=match.pk, seat=0, user=alice)
    services.match_offer_draw(match_id=match.pk, seat=1, user=bob)
    match.refresh_from_db()
    assert match.status == "finished" and match.result["draw"] is True


def test_an_idle_seat_can_be_claimed_against_after_the_timer(alice, bob) -> None:
    from tests.clocks import age_clock

    match = services.match_create(creator=alice, game_slug="empires", seats=[{"user": "me"}, {"user": "bob"}],
                                  turn_seconds=60, seed=2)
    with pytest.raises(services.MatchError, match="nobody has run out"):
        services.match_claim_timeout(match_id=match.pk, seat=1, user=bob)
    age_clock(match.pk, 61)  # the per-move limit of 60 s has run out on seat 0
    with pytest.raises(services.MatchError, match="you are the one"):
        services.match_claim_timeout(match_id=match.pk, seat=0, user=alice)  # seat 0 is to act
    services.match_claim_timeout(match_id=match.pk, seat=1, user=bob)
    match.refresh_from_db()
    assert match.status == "finished" and match.result["winners"] == [1]


@pytest.mark.parametrize("bot", ["random", "greedy", "mcts"])
def test_bots_move_right_after_a_person(alice, bot) -> None:
    match = services.match_create(creator=alice, game_slug="empires", seats=[{"user": "me"}, {"bot": bot}],
                                  options={"turn_limit": 3}, seed=5)
    while True:
        match.refresh_from_db()
        if match.status == "finished":
            break
        state = engine.match_state(match)
        assert state.current_players() == [0], "a bot left its move undone"
        _move(match, alice)
    assert match.log.filter(seat=1).exists()
    assert not match.log.exclude(note="").exists()


def test_the_sites_mcts_bot_searches_the_games_default_budget_within_most_of_its_time(settings) -> None:
    import rules
    from play import bots

    settings.PLAY_BOT_BUDGET = 1.0
    settings.PLAY_MCTS_ITERATIONS = None  # the site's setting when DJANGO_PLAY_MCTS_ITERATIONS is unset
    bot = bots.bot_for("mcts", 3)
    assert bot.time_limit == 0.8
    state = rules.get("interstellar-empire").new_match(2, 3, {})
    bot.choose(state, state.current_players()[0])
    assert bot.last_iterations == type(state).mcts_iterations  # what bench/bots.py measures
    settings.PLAY_MCTS_ITERATIONS = 12  # an override still wins
    bot = bots.bot_for("mcts", 3)
    bot.choose(state, state.current_players()[0])
    assert bot.last_iterations == 12


class _Raises:
    def choose(self, state, player):
        raise RuntimeError("boom")


class _Sleeps:
    calls = 0

    def choose(self, state, player):
        import time

        _Sleeps.calls += 1
        if _Sleeps.calls <= 2:  # overruns twice, then answers at once (keeps the test quick)
            time.sleep(0.6)
        return state.legal_actions(player)[0]


class _Illegal:
    def choose(self, state, player):
        return {"player": player, "type": "cheat"}


@pytest.mark.parametrize(("bad", "words"), [(_Raises, "failed (RuntimeError: boom)"), (_Sleeps, "overran"),
                                            (_Illegal, "illegal action")])
def test_a_faulty_bot_forfeits_its_move_to_a_random_legal_one(alice, monkeypatch, caplog, settings, bad, words) -> None:
    from play import bots

    settings.PLAY_BOT_BUDGET, settings.PLAY_BOT_GRACE = 0.1, 0.1  # an overrun shows after 0.2 s

    monkeypatch.setattr(bots, "bot_for", lambda kind, seed: bad())
    match = services.match_create(creator=alice, game_slug="interstellar-empire",
                                  seats=[{"bot": "random"}, {"bot": "greedy"}], seed=9)
    match.refresh_from_db()
    faults = match.log.exclude(note="")
    assert faults.exists() and words in faults.first().note
    assert match.status == "finished"  # the match went on to its end
    assert any("random legal move" in r.getMessage() for r in caplog.records)


def test_the_export_replays_to_the_same_result(alice) -> None:
    match = services.match_create(creator=alice, game_slug="empires", seats=[{"bot": "random"}, {"bot": "greedy"}],
                                  options={"turn_limit": 10}, seed=11)
    match.refresh_from_db()
    assert match.status == "finished"
    data = selectors.export(match)
    final = selectors.replay_export(data)
    assert final.result() == match.result
    assert final.to_json() == engine.rebuild_from_log(match).to_json()


def _dek(name: str) -> str:
    from rules.galactic_empires.decks import DECK_DIR

    return (DECK_DIR / name).read_text(encoding="utf-8")


def test_deck_games_take_one_deck_per_seat_checked_against_the_format(alice) -> None:
    seats = [{"user": "me"}, {"bot": "random"}]
    decks = [{"text": _dek("Ltd_Argonian.dek")}, {"text": _dek("Ltd_Dragon.dek")}]
    match = services.match_create(creator=alice, game_slug="galactic-empires", seats=seats, seed=2,
                                  decks=decks, format_slug="primary-free-for-all")
    seat = match.seats.get(index=0)
    assert match.format == "primary-free-for-all" and seat.deck and seat.deck_name
    state = engine.match_state(match)
    assert state.view(0)["players"][0]["main_empire"]
    engine.forget()
    assert engine.match_state(match).to_json() == state.to_json()  # rebuilt from the stored decks


def test_a_deck_that_breaks_the_format_is_refused_before_the_match_starts(alice) -> None:
    seats = [{"user": "me"}, {"bot": "random"}]
    short = "\n".join(_dek("Ltd_Argonian.dek").splitlines()[:12])
    with pytest.raises(services.MatchError) as caught:
        services.match_create(creator=alice, game_slug="galactic-empires", seats=seats,
                              decks=[{"cards": [{"key": "c1-boarding-party", "count": 3}]}, {"text": _dek("Ltd_Dragon.dek")}],
                              format_slug="primary-standard")
    assert "not legal" in caught.value.message and caught.value.extra["seat"] == 0
    assert not Match.objects.exists()
    del short


def test_deck_input_errors_are_clear(alice) -> None:
    seats = [{"user": "me"}, {"bot": "random"}]
    with pytest.raises(services.MatchError, match="one entry"):
        services.match_create(creator=alice, game_slug="galactic-empires", seats=seats, decks=[None])
    with pytest.raises(services.MatchError, match="unknown card"):
        services.match_create(creator=alice, game_slug="galactic-empires", seats=seats,
                              decks=[{"cards": [{"key": "nope", "count": 1}]}, None])
    with pytest.raises(services.MatchError, match="not played with decks"):
        services.match_create(creator=alice, game_slug="interstellar-empire", seats=seats, decks=[{"text": "1 X"}, None])
