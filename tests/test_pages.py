"""The site's shell: home page, navigation, sign-up, log-in, log-out."""
import pytest
from django.contrib.auth.models import User

import rules

pytestmark = pytest.mark.django_db


def test_home_lists_and_links_every_game(client) -> None:
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    for game in rules.all():
        assert game.name in html
        assert f'href="/cards/{game.slug}/"' in html


def test_navigation_links_every_feature(client) -> None:
    html = client.get("/").content.decode()
    for href in ("/cards/", "/decks/", "/print/", "/play/", "/api/"):
        assert f'href="{href}"' in html
    for href in ("/cards/", "/decks/", "/print/", "/play/", "/api/", "/api/docs/", "/api/schema/"):
        assert client.get(href).status_code == 200, href


def test_every_game_page_answers_and_an_unknown_one_is_404(client) -> None:
    for game in rules.all():
        assert client.get(f"/cards/{game.slug}/").status_code == 200
    assert client.get("/cards/monopoly/").status_code == 404


def test_sign_up_logs_the_new_user_in(client) -> None:
    response = client.post(
        "/accounts/signup/",
        {"username": "sue", "email": "", "password1": "correct-horse-42", "password2": "correct-horse-42"},
    )
    assert response.status_code == 302
    assert User.objects.filter(username="sue").exists()
    assert "sue" in client.get("/").content.decode()


def test_sign_up_with_mismatched_passwords_shows_the_error(client) -> None:
    response = client.post(
        "/accounts/signup/",
        {"username": "bob", "password1": "correct-horse-42", "password2": "wrong-horse-42"},
    )
    assert response.status_code == 200
    assert not User.objects.filter(username="bob").exists()
    assert "errorlist" in response.content.decode()


def test_log_in_and_log_out(client) -> None:
    User.objects.create_user("bob", password="correct-horse-42")
    response = client.post("/accounts/login/", {"username": "bob", "password": "correct-horse-42"})
    assert response.status_code == 302
    assert "Log out" in client.get("/").content.decode()
    client.post("/accounts/logout/")
    assert "Log in" in client.get("/").content.decode()


def test_home_offers_ways_into_building_and_playing_and_reads_each_games_players(client) -> None:
    html = client.get("/").content.decode()
    start = html[html.index('id="start-here"'):]
    assert 'href="/play/"' in start[:800] and "Build a deck" in start[:800]
    for game in rules.all():
        block = html[html.index(f'id="game-{game.slug}"'):]
        block = block[:block.index("</li>")]
        meta = block[block.index('<p class="meta">') + 16:]
        meta = meta[:meta.index("</p>")]
        assert not meta.startswith(" ·") and not meta.startswith("·"), (game.slug, meta)
        assert meta.endswith(game.players_text)
        if game.has_engine:
            assert f'href="/play/new/?game={game.slug}"' in block
    assert rules.get("imperium-galacticum").players_text == "2 players"


def test_sign_up_lands_on_the_next_steps(client) -> None:
    response = client.post(
        "/accounts/signup/",
        {"username": "newbie", "email": "", "password1": "correct-horse-42", "password2": "correct-horse-42"},
        follow=True,
    )
    html = response.content.decode()
    assert response.redirect_chain[-1][0] == "/?welcome=1"
    welcome = html[html.index('id="welcome"'):]
    assert 'href="/decks/new/"' in welcome and 'href="/play/"' in welcome


def test_favicon_answers_on_every_page(client) -> None:
    """Issue 27: /favicon.ico was a 404 on every page."""
    from django.contrib.staticfiles import finders

    response = client.get("/favicon.ico")
    assert response.status_code == 301 and response["Location"] == "/static/favicon.ico"
    with open(finders.find("favicon.ico"), "rb") as icon:
        assert icon.read(4) == b"\x00\x00\x01\x00"  # an ICO file, served with the static files
    assert '<link rel="icon" href="/static/favicon.ico"' in client.get("/").content.decode()
