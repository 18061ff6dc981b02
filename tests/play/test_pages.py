"""The play pages: set-up, table (generic renderer), fragment polling, buttons, replay, export."""
from __future__ import annotations

import json
import re

import pytest

import rules
from play import services
from play.models import Match

pytestmark = pytest.mark.django_db


def test_the_play_page_offers_every_game_with_an_engine(client) -> None:
    html = client.get("/play/").content.decode()
    for game in rules.all():
        if game.has_engine:
            assert f"/play/new/?game={game.slug}" in html


@pytest.mark.parametrize("slug", [g.slug for g in rules.all()])
def test_the_set_up_page_lists_the_games_options(alice_client, slug) -> None:
    game = rules.get(slug)
    html = alice_client.get(f"/play/new/?game={slug}").content.decode()
    for option in game.options:
        assert f'name="option_{option.name}"' in html
    assert 'name="seat_0"' in html and 'name="seat_1"' in html


def test_the_set_up_form_starts_a_match_against_a_bot(alice_client) -> None:
    response = alice_client.post("/play/new/", {
        "game": "empires", "players": "2", "seat_0": "me", "seat_1": "bot:greedy",
        "option_max_lives": "5", "option_turn_limit": "4", "seed": "12", "turn_seconds": "0",
    })
    assert response.status_code == 302
    match = Match.objects.get()
    assert match.options == {"max_lives": 5, "turn_limit": 4} and match.seed == 12
    assert response["Location"] == f"/play/m/{match.pk}/"


def test_the_set_up_form_shows_refusals(alice_client) -> None:
    response = alice_client.post("/play/new/", {"game": "empires", "players": "2", "seat_0": "me", "seat_1": "user",
                                                "seat_1_user": "ghost"})
    assert response.status_code == 400 and "no user called" in response.content.decode()


@pytest.mark.parametrize("slug", [g.slug for g in rules.all() if g.has_engine])
def test_every_game_renders_at_the_table_with_its_legal_actions_as_buttons(alice, alice_client, slug) -> None:
    game = rules.get(slug)
    seats = [{"user": "me"}] + [{"bot": "random"}] * (game.min_players - 1)
    match = services.match_create(creator=alice, game_slug=slug, seats=seats, seed=4)
    html = alice_client.get(f"/play/m/{match.pk}/").content.decode()
    assert 'id="table"' in html and "Log" in html
    match.refresh_from_db()
    if match.status == "active":
        assert html.count('class="action-button"') >= 1


def test_a_button_posts_its_action_and_answers_the_fresh_table(alice, alice_client) -> None:
    match = services.match_create(creator=alice, game_slug="empires", seats=[{"user": "me"}, {"bot": "random"}], seed=4)
    html = alice_client.get(f"/play/m/{match.pk}/").content.decode()
    action = re.search(r'name="action" value="([^"]+)"', html).group(1).replace("&quot;", '"')
    response = alice_client.post(f"/play/m/{match.pk}/act/", {"version": "0", "seat": "0", "action": action},
                                 HTTP_X_PLAY_FRAGMENT="1")
    assert response.status_code == 200 and int(response["X-Match-Version"]) >= 1
    assert json.loads(action)["player"] == 0
    stale = alice_client.post(f"/play/m/{match.pk}/act/", {"version": "0", "seat": "0", "action": action},
                              HTTP_X_PLAY_FRAGMENT="1")
    assert stale.status_code == 409 and "moved on" in stale.content.decode()


def test_polling_answers_204_until_the_match_changes(alice, alice_client) -> None:
    match = services.match_create(creator=alice, game_slug="empires", seats=[{"user": "me"}, {"bot": "random"}], seed=4)
    assert alice_client.get(f"/play/m/{match.pk}/fragment/?since=0").status_code == 204
    assert alice_client.get(f"/play/m/{match.pk}/fragment/?since=-1").status_code == 200


def test_a_finished_match_has_a_replay_viewer_and_an_export(alice, alice_client) -> None:
    match = services.match_create(creator=alice, game_slug="empires", seats=[{"bot": "random"}, {"bot": "greedy"}],
                                  seed=4, options={"turn_limit": 3})
    match.refresh_from_db()
    assert match.status == "finished"
    last = match.log.count()
    page = alice_client.get(f"/play/m/{match.pk}/replay/?step=1").content.decode()
    assert "Step 1 of" in page and 'id="next"' in page
    export = alice_client.get(f"/play/m/{match.pk}/export.json").json()
    assert len(export["actions"]) == last and export["result"] == match.result


@pytest.mark.django_db
def test_a_text_option_is_a_text_box_on_the_set_up_page(client) -> None:
    """Spark of War's own map ("Advanced players may choose to create their own map") is pasted as JSON."""
    html = client.get("/play/new/?game=spark-of-war").content.decode()
    assert '<textarea name="option_custom_map"' in html


def test_the_set_up_page_offers_the_bot_levels_and_a_seat_keeps_its_level(alice_client) -> None:
    html = alice_client.get("/play/new/?game=galactic-empires").content.decode()
    for level in ("easy", "normal", "hard"):
        assert f'value="bot:mcts:{level}"' in html and f"Bot: MCTS, {level}" in html
    assert "ROUND TIME LIMIT" in html  # the turn limit says what deciding by time means
    response = alice_client.post("/play/new/", {
        "game": "empires", "players": "2", "seat_0": "me", "seat_1": "bot:mcts:hard",
        "option_max_lives": "5", "option_turn_limit": "4", "seed": "12", "turn_seconds": "0",
    })
    assert response.status_code == 302
    seat = Match.objects.get().seats.get(index=1)
    assert seat.bot == "mcts:hard"
    from play import bots

    assert bots.bot_for(seat.bot, 1).level == "hard"
