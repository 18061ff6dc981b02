"""Saved decks (decks app) at the table: a seat brings one of its owner's decks (or a public one),
checked against the match's format before the match starts; nobody else's private deck is usable."""
from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from cardbase.selectors import game_card_by_key
from decks import services as deck_services
from decks.models import Deck
from play import services
from play.models import Match

pytestmark = pytest.mark.django_db

# A legal primary-standard Argonian deck for 2 players (as in tests/decks): 9 types of 5+ cards,
# all strength 1, 10 Argonian Patrol Ships of which 2 form the reserve fleet.
LEGAL_ARGONIAN: list[tuple[str, int, str]] = [
    ("s1-argonian-patrol-ship", 8, "deck"),
    ("s1-argonian-patrol-ship", 2, "reserve"),
    ("t1-apollo-body", 5, "deck"),
    ("b1-anti-starcraft", 5, "deck"),
    ("c1-boarding-party", 5, "deck"),
    ("e1-armor-system-refit", 5, "deck"),
    ("o1-breakdown", 5, "deck"),
    ("h1-cosmic-cataclysm", 5, "deck"),
    ("m1-aesthetic-creature", 5, "deck"),
    ("l1-collectors-artifact-wizards-orb", 5, "deck"),
]


def _deck(owner: Any, spec: list[tuple[str, int, str]] | None = None, *, game: str = "galactic-empires",
          **kwargs: Any) -> Deck:
    by_key = game_card_by_key(game)
    entries = [{"card": by_key[key]["id"], "count": n, "zone": zone} for key, n, zone in (spec or LEGAL_ARGONIAN)]
    kwargs.setdefault("name", "Argonian patrol")
    kwargs.setdefault("format", "primary-standard")
    return deck_services.deck_create(owner=owner, game=game, entries=entries, players=2, **kwargs)


def _post(client, body: dict) -> Any:
    return client.post("/api/matches/", body, content_type="application/json")


def _ge(decks: list, seats: list | None = None, **body: Any) -> dict:
    return {"game": "galactic-empires", "seats": seats or [{"user": "me"}, {"bot": "random"}], "decks": decks,
            "seed": 3, **body}


def test_a_seat_brings_its_owners_saved_deck(alice_client, alice) -> None:
    deck = _deck(alice)
    response = _post(alice_client, _ge([{"deck": deck.pk}, {"deck": deck.pk}], format="primary-standard"))
    assert response.status_code == 201, response.json()
    data = response.json()
    assert data["status"] == "active" and data["seats"][0]["deck"] == "Argonian patrol"
    match = Match.objects.get(pk=data["id"])
    seat = match.seats.get(index=0)
    assert match.format == "primary-standard"
    assert sum(line["count"] for line in seat.deck if line["zone"] == "reserve") == 2
    assert sum(line["count"] for line in seat.deck) == 50


def test_without_a_format_the_saved_decks_own_format_is_used(alice) -> None:
    deck = _deck(alice, format="primary-free-for-all")
    match = services.match_create(creator=alice, game_slug="galactic-empires", seed=1,
                                  seats=[{"user": "me"}, {"bot": "random"}], decks=[{"deck": deck.pk}, {"deck": deck.pk}])
    assert match.format == "primary-free-for-all"


def test_another_persons_private_deck_answers_like_no_deck_at_all(alice_client, bob) -> None:
    secret = _deck(bob, name="Bob's secret fleet")
    unlisted = _deck(bob, name="Bob's unlisted fleet", visibility="unlisted")
    missing = _post(alice_client, _ge([{"deck": 999_999}, None]))
    for deck in (secret, unlisted):
        response = _post(alice_client, _ge([{"deck": deck.pk}, {"deck": deck.pk}]))
        assert response.status_code == 404
        body = response.json()
        assert "Bob" not in str(body) and "secret" not in str(body) and "unlisted" not in str(body)
        assert body["message"].replace(str(deck.pk), "N") == missing.json()["message"].replace("999999", "N")
    assert not Match.objects.exists()


def test_a_public_deck_of_another_person_may_be_brought(alice_client, bob) -> None:
    shared = _deck(bob, name="Bob's public fleet", visibility="public")
    response = _post(alice_client, _ge([{"deck": shared.pk}, {"deck": shared.pk}]))
    assert response.status_code == 201, response.json()


def test_a_deck_that_breaks_the_format_is_refused_naming_every_rule(alice_client, alice) -> None:
    short = _deck(alice, LEGAL_ARGONIAN[:3], name="Too short")
    legal = _deck(alice)
    response = _post(alice_client, _ge([{"deck": legal.pk}, {"deck": short.pk}], format="primary-standard"))
    assert response.status_code == 400
    body = response.json()
    report = body["extra"]["decks"][0]["report"]
    assert body["extra"]["seat"] == 1 and not report["legal"]
    assert "seat 1's deck “Too short”" in body["message"] and "Primary" in body["message"]
    for violation in report["violations"]:
        assert f"[{violation['rule']}]" in body["message"]
    assert len(report["violations"]) >= 2
    assert not Match.objects.exists()


def test_a_deck_of_another_game_or_a_half_dealt_table_is_refused(alice_client, alice, bob) -> None:
    ge = _deck(alice)
    response = _post(alice_client, {"game": "empires", "seats": [{"user": "me"}, {"bot": "random"}],
                                    "decks": [{"deck": ge.pk}, None]})
    assert response.status_code == 400 and "not a Empires deck" in response.json()["message"]
    response = _post(alice_client, _ge([{"deck": ge.pk}, None], seats=[{"user": "me"}, {"user": "bob"}]))
    assert response.status_code == 400 and "every seat brings a deck, or none" in response.json()["message"]


def test_a_bot_brings_a_ready_deck_when_the_person_brings_theirs(alice_client, alice) -> None:
    """Issue 16: one submission starts the match; the bot plays the shared Basic deck, which the
    match's format does not hold it to."""
    ge = _deck(alice)
    response = _post(alice_client, _ge([{"deck": ge.pk}, None], format="primary-standard"))
    assert response.status_code == 201, response.json()
    bot = Match.objects.get(pk=response.json()["id"]).seats.get(index=1)
    assert bot.deck and bot.deck_name == "Galactic Empires bot deck"


def test_every_set_up_problem_is_reported_at_once(alice_client, alice) -> None:
    short = _deck(alice, LEGAL_ARGONIAN[:3], name="Too short")
    body = _ge([{"deck": short.pk}, None], seats=[{"user": "me"}, {"user": "nobody-here"}], format="primary-standard")
    response = _post(alice_client, body)
    assert response.status_code == 400
    problems = response.json()["extra"]["problems"]
    assert any("no user called 'nobody-here'" in p for p in problems)
    assert any("Too short" in p for p in problems)


def test_a_seat_taken_by_invitation_brings_the_joiners_deck(alice_client, bob_client, alice, bob) -> None:
    deck = _deck(alice)
    bobs = _deck(bob, name="Bob's fleet")
    data = _post(alice_client, _ge([{"deck": deck.pk}, None], seats=[{"user": "me"}, {"invite": True}])).json()
    token = data["invites"][0]["url"].rstrip("/").rsplit("/", 1)[1]
    refused = bob_client.post(f"/api/matches/{data['id']}/join/", {"token": token, "deck": {"deck": deck.pk}},
                              content_type="application/json")
    assert refused.status_code == 404  # alice's private deck is not bob's to bring
    joined = bob_client.post(f"/api/matches/{data['id']}/join/", {"token": token, "deck": {"deck": bobs.pk}},
                             content_type="application/json")
    assert joined.status_code == 200, joined.json()
    assert joined.json()["status"] == "active" and joined.json()["seats"][1]["deck"] == "Bob's fleet"


def test_the_set_up_page_offers_your_decks_and_reads_the_play_this_deck_link(alice_client, alice, bob) -> None:
    mine = _deck(alice, name="Alice fleet", format="primary-free-for-all")
    _deck(alice, [("a-of-spades", 1, "deck")], name="Alice pack", game="empires", format="standard-pack")
    _deck(bob, name="Bob private fleet")
    page = alice_client.get(f"/play/new/?game=galactic-empires&deck={mine.pk}").content.decode()
    assert "Alice fleet" in page and "Bob private fleet" not in page and "Alice pack" not in page
    assert f'<option value="{mine.pk}" selected data-format="primary-free-for-all"' in page
    assert '<option value="primary-free-for-all" selected data-options=' in page
    started = alice_client.post(f"/play/new/?game=galactic-empires&deck={mine.pk}", {
        "game": "galactic-empires", "players": "2", "seat_0": "me", "seat_1": "bot:random",
        "deck_0_saved": str(mine.pk), "deck_1_saved": str(mine.pk), "format": "primary-free-for-all",
        "accept_unmodelled": "1"})
    assert started.status_code == 302, started.content.decode()[:2000]
    match = Match.objects.get()
    assert match.seats.get(index=0).deck_name == "Alice fleet"


def test_the_set_up_page_does_not_leak_another_persons_private_deck(alice_client, bob) -> None:
    secret = _deck(bob, name="Bob secret fleet")
    page = alice_client.get(f"/play/new/?game=galactic-empires&deck={secret.pk}").content.decode()
    assert "Bob secret fleet" not in page and f'value="{secret.pk}"' not in page
    assert f"No deck {secret.pk} among" in page


# A private deck's name and list reach only its owner -------------------------------------------


def _private_match(alice_client, alice, bob, visibility: str = "private") -> Match:
    mine = _deck(alice, name="Secret plan X", visibility=visibility)
    theirs = _deck(bob, name="Open book", visibility="public")
    response = _post(alice_client, _ge([{"deck": mine.pk}, {"deck": theirs.pk}], seats=[{"user": "me"}, {"user": "bob"}],
                                       format="primary-standard"))
    assert response.status_code == 201, response.json()
    return Match.objects.get(pk=response.json()["id"])


def _seat_decks(client, match: Match) -> list:
    return [s["deck"] for s in client.get(f"/api/matches/{match.pk}/").json()["seats"]]


@pytest.mark.parametrize("visibility", ["private", "unlisted"])
def test_spectators_and_opponents_do_not_see_a_private_decks_name(alice_client, bob_client, alice, bob, visibility) -> None:
    client = Client()  # anonymous (the `client` fixture is alice's)
    match = _private_match(alice_client, alice, bob, visibility)
    assert _seat_decks(alice_client, match) == ["Secret plan X", "Open book"]
    assert _seat_decks(bob_client, match) == [None, "Open book"]
    assert _seat_decks(client, match) == [None, "Open book"]
    for page in (f"/play/m/{match.pk}/", f"/play/m/{match.pk}/fragment/"):
        assert "Secret plan X" not in client.get(page).content.decode()
        assert "Secret plan X" not in bob_client.get(page).content.decode()
    assert "Secret plan X" in alice_client.get(f"/play/m/{match.pk}/").content.decode()


def test_a_public_decks_name_is_shown_to_everyone(alice_client, alice, bob) -> None:
    client = Client()
    match = _private_match(alice_client, alice, bob, "public")
    assert _seat_decks(client, match) == ["Secret plan X", "Open book"]


def test_the_export_to_anyone_else_holds_only_what_they_saw(alice_client, bob_client, alice, bob) -> None:
    client = Client()
    match = _private_match(alice_client, alice, bob)
    services.match_resign(match_id=match.pk, seat=1, user=bob)
    full = alice_client.get(f"/api/matches/{match.pk}/export/").json()
    assert full["complete"] is True and full["seed"] == 3 and len(full["decks"]) == 2
    for other in (client, bob_client):
        for url in (f"/api/matches/{match.pk}/export/", f"/play/m/{match.pk}/export.json"):
            response = other.get(url)
            assert response.status_code == 200
            data = response.json()
            assert data["complete"] is False and data["withheld_seats"] == [0]
            assert data["decks"] is None and data["actions"] is None and data["seed"] is None
            assert "Secret plan X" not in response.content.decode()
            assert data["seats"][1]["deck"] == "Open book" and data["log"] and data["view"]
    # Every card the anonymous export names is one a spectator sees at the table's end.
    seen = _card_keys(client.get(f"/api/matches/{match.pk}/?log=0").json())
    exported = _card_keys(client.get(f"/play/m/{match.pk}/export.json").json())
    assert exported and exported <= seen
    assert len(_card_keys(alice_client.get(f"/play/m/{match.pk}/export.json").json())) > len(exported)


def _card_keys(data: Any) -> set[str]:
    if isinstance(data, dict):
        found = {data["key"]} if isinstance(data.get("key"), str) and "-" in data["key"] else set()
        return found.union(*(_card_keys(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(_card_keys(v) for v in data)) if data else set()
    return set()
