"""Ratings for rated tables (ratings app): openskill's Plackett-Luce model rates every player of
a 2-6 player match at once, per game and deck format; a profile page and API show them."""
from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from play import services
from ratings.models import Rating, RatingChange
from ratings.services import MODEL, rate_match, ranks_of

pytestmark = pytest.mark.django_db


def _people(*names: str) -> list:
    User = get_user_model()
    return [User.objects.create_user(name, password=f"pw-{name}-123") for name in names]


def _rated_table(creator, names: list[str], rated: bool = True, game: str = "empires"):
    seats = [{"user": name} for name in names]
    return services.match_create(creator=creator, game_slug=game, seats=seats, rated=rated, seed=7)


def test_a_rated_three_player_match_changes_all_three_ratings(alice, bob, carol) -> None:
    match = _rated_table(alice, ["alice", "bob", "carol"])
    assert match.options["rated"] is True
    services.match_resign(match_id=match.pk, seat=2, user=carol)  # bob and alice share the win
    ratings = {r.user.username: r for r in Rating.objects.select_related("user")}
    assert set(ratings) == {"alice", "bob", "carol"}
    assert ratings["alice"].mu > MODEL.mu and ratings["bob"].mu > MODEL.mu and ratings["carol"].mu < MODEL.mu
    assert all(r.sigma < MODEL.sigma and r.matches == 1 and r.game == "empires" for r in ratings.values())
    assert ratings["alice"].wins == 1 and ratings["carol"].wins == 0
    changes = {c.user.username: c for c in RatingChange.objects.select_related("user")}
    assert changes["carol"].rank == 2 and changes["alice"].rank == 1 and changes["carol"].delta < 0


def test_an_unrated_match_moves_no_rating(alice, bob) -> None:
    match = _rated_table(alice, ["alice", "bob"], rated=False)
    services.match_resign(match_id=match.pk, seat=1, user=bob)
    assert not Rating.objects.exists() and not RatingChange.objects.exists()


def test_a_rated_table_seats_people_only(alice) -> None:
    with pytest.raises(services.MatchError, match="people only"):
        services.match_create(creator=alice, game_slug="empires", seats=[{"user": "me"}, {"bot": "random"}], rated=True)


def test_a_match_is_rated_once_and_a_draw_ranks_everyone_alike(alice, bob) -> None:
    match = _rated_table(alice, ["alice", "bob"])
    services.match_offer_draw(match_id=match.pk, seat=0, user=alice)
    services.match_offer_draw(match_id=match.pk, seat=1, user=bob)
    match.refresh_from_db()
    assert match.result["draw"] is True
    assert rate_match(match) == []  # already rated when it ended
    assert RatingChange.objects.count() == 2 and set(RatingChange.objects.values_list("rank", flat=True)) == {1}
    assert Rating.objects.filter(draws=1).count() == 2


def test_ratings_are_kept_per_game_and_format(alice, bob) -> None:
    first = _rated_table(alice, ["alice", "bob"], game="empires")
    services.match_resign(match_id=first.pk, seat=1, user=bob)
    second = _rated_table(alice, ["alice", "bob"], game="interstellar-empire")
    services.match_resign(match_id=second.pk, seat=0, user=alice)
    alice_ratings = {(r.game, r.format): r for r in Rating.objects.filter(user=alice)}
    assert len(alice_ratings) == 2
    by_game = {game: r for (game, _), r in alice_ratings.items()}
    assert by_game["empires"].mu > MODEL.mu > by_game["interstellar-empire"].mu


def test_six_players_are_one_free_for_all_update() -> None:
    people = _people("p0", "p1", "p2", "p3", "p4", "p5")
    match = services.match_create(creator=people[0], game_slug="empires",
                                  seats=[{"user": p.username} for p in people], rated=True, seed=1)
    services.match_resign(match_id=match.pk, seat=3, user=people[3])
    assert Rating.objects.count() == 6
    loser = Rating.objects.get(user=people[3])
    assert all(loser.mu < r.mu for r in Rating.objects.exclude(user=people[3]))


def test_ranks_from_results() -> None:
    assert ranks_of({"winners": [1], "draw": False}, 3) == [2, 1, 2]
    assert ranks_of({"winners": [0, 1], "draw": True}, 2) == [1, 1]
    assert ranks_of({"winners": [], "draw": False}, 2) is None
    assert ranks_of(None, 2) is None


def test_the_profile_shows_ratings_record_and_recent_matches(alice, bob, carol, client) -> None:
    match = _rated_table(alice, ["alice", "bob", "carol"])
    services.match_resign(match_id=match.pk, seat=2, user=carol)
    unrated = _rated_table(alice, ["alice", "bob"], rated=False)
    services.match_resign(match_id=unrated.pk, seat=0, user=alice)
    answer = client.get("/api/players/alice/")
    assert answer.status_code == 200
    body = answer.json()
    assert body["rating"] == body["ratings"][0]["rating"] > body["rating_new_player"]
    assert body["record"] == {"played": 2, "won": 1, "drawn": 0, "lost": 1, "win_rate": 0.5}
    recent = body["recent"]
    assert [m["match"] for m in recent] == [unrated.pk, match.pk]
    assert recent[0]["rated"] is False and recent[0]["rating_change"] is None and recent[0]["outcome"] == "lost"
    assert recent[1]["rated"] is True and recent[1]["rating_change"] > 0 and recent[1]["outcome"] == "won"
    page = client.get("/players/carol/").content.decode()
    carol_rating = Rating.objects.get(user=carol)
    assert f"<strong>{carol_rating.display}</strong>" in page and "lost" in page and 'id="win-rate">0%' in page


def test_the_profile_reads_in_four_queries_however_many_matches(alice, bob, carol, django_assert_num_queries) -> None:
    for _ in range(3):
        match = _rated_table(alice, ["alice", "bob", "carol"])
        services.match_resign(match_id=match.pk, seat=1, user=bob)
    from ratings.selectors import player_profile

    with django_assert_num_queries(4):
        found = player_profile("alice")
    assert found["record"]["played"] == 3 and len(found["recent"]) == 3


def test_an_unknown_player_is_404(client) -> None:
    assert client.get("/api/players/nobody/").status_code == 404
    assert client.get("/players/nobody/").status_code == 404
