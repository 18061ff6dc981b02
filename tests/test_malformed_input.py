"""Every 500 the probe of issue 18 found, each now a 400 (or 404) naming what is wrong.

Five causes: deeply nested JSON (RecursionError on every JSON endpoint); a JSON list or string
body to /api/print/; isdigit() then int() on "²" or on numbers over 4,300 digits; integers past
64 bits reaching the database; a lone surrogate in deck text.
"""
import json

import pytest

from decks import services as deck_services

pytestmark = pytest.mark.django_db

DEEP = "[" * 100_000 + "]" * 100_000
HUGE = "9" * 5000  # int() refuses more than 4,300 digits
PAST_64_BITS = "99999999999999999999"
JSON_ENDPOINTS = ["/api/decks/", "/api/decks/validate/", "/api/print/", "/api/matches/"]


@pytest.fixture
def signed_in(client, django_user_model):
    user = django_user_model.objects.create_user("prober", password="pw-prober-12345")
    client.force_login(user)
    client.user = user
    return client


@pytest.fixture
def deck(signed_in):
    by_key = deck_services.game_card_by_key("galactic-empires")
    entries = [{"card": by_key["s1-argonian-patrol-ship"]["id"], "count": 3, "zone": "deck"}]
    return deck_services.deck_create(owner=signed_in.user, game="galactic-empires", entries=entries, name="Probe")


@pytest.mark.parametrize("url", JSON_ENDPOINTS)
def test_deeply_nested_json_is_a_400_naming_the_body(signed_in, url):
    response = signed_in.post(url, DEEP, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["message"].startswith("body:")
    assert "nested" in response.json()["message"]


def test_deeply_nested_json_in_a_table_action_form_is_refused(signed_in):
    # The table page posts its action as JSON inside a form field: read with the same bound.
    response = signed_in.post("/play/1/act/", {"action": DEEP, "version": "1"})
    assert response.status_code in (302, 400, 404)


@pytest.mark.parametrize("body", ["[1, 2]", '"a deck"', "3", "null"])
def test_a_json_body_that_is_not_an_object_is_a_400(signed_in, body):
    response = signed_in.post("/api/print/", body, content_type="application/json")
    assert response.status_code == 400
    assert "expected a JSON object" in response.json()["message"]


def test_a_lone_surrogate_in_deck_text_is_a_400(signed_in):
    body = '{"game": "galactic-empires", "name": "x\\ud800", "import": "3 S1 Argonian Patrol Ship\\ud800"}'
    response = signed_in.post("/api/decks/", body, content_type="application/json")
    assert response.status_code == 400
    assert "surrogate" in response.json()["message"]
    body = '{"game": "galactic-empires", "deck": "3 S1 Argonian Patrol Ship \\udc00"}'
    response = signed_in.post("/api/decks/validate/", body, content_type="application/json")
    assert response.status_code == 400


@pytest.mark.parametrize("page", ["²", HUGE, PAST_64_BITS, "-1"])
def test_a_bad_deck_list_page_is_a_400_naming_page(signed_in, deck, page):
    response = signed_in.get("/api/decks/", {"scope": "mine", "page": page})
    assert response.status_code == 400
    assert response.json()["message"].startswith("page:")


@pytest.mark.parametrize("version", ["²", HUGE, PAST_64_BITS])
def test_a_bad_if_match_is_a_400_naming_it(signed_in, deck, version):
    response = signed_in.patch(f"/api/decks/{deck.pk}/", {"name": "Renamed"}, content_type="application/json", HTTP_IF_MATCH=f'"{version}"')
    assert response.status_code == 400
    assert response.json()["message"].startswith("If-Match:")


@pytest.mark.parametrize("version", ["²", HUGE, PAST_64_BITS])
def test_deck_version_comparisons_refuse_bad_numbers(signed_in, deck, version):
    response = signed_in.get(f"/api/decks/{deck.pk}/versions/", {"a": version, "b": "1"})
    assert response.status_code == 400
    assert response.json()["message"].startswith("a:")


def test_a_count_of_superscript_two_is_a_400_not_a_500(signed_in, deck):
    by_key = deck_services.game_card_by_key("galactic-empires")
    card = by_key["s1-argonian-patrol-ship"]["id"]
    for count in ["²", HUGE]:
        response = signed_in.post(f"/api/decks/{deck.pk}/entries/", {"version": deck.version, "card": card, "count": count}, content_type="application/json")
        assert response.status_code == 400, response.content
    response = signed_in.post(f"/api/decks/{deck.pk}/entries/", {"version": deck.version, "card": "²", "count": 1}, content_type="application/json")
    assert response.status_code == 400


@pytest.mark.parametrize("players", ["²", HUGE, PAST_64_BITS])
def test_bad_players_are_a_400(signed_in, deck, players):
    response = signed_in.patch(f"/api/decks/{deck.pk}/", {"version": deck.version, "players": players}, content_type="application/json")
    assert response.status_code == 400
    response = signed_in.post("/api/decks/validate/", {"id": deck.pk, "players": players}, content_type="application/json")
    assert response.status_code == 400
    assert "players" in response.json()["message"]


@pytest.mark.parametrize("deck_id", ["²", HUGE, PAST_64_BITS, int(PAST_64_BITS)])
def test_bad_deck_ids_are_a_400(signed_in, deck_id):
    body = {"game": "empires", "seats": [{"user": "me"}, {"bot": "random"}], "decks": [{"deck": deck_id}, None]}
    response = signed_in.post("/api/matches/", body, content_type="application/json")
    assert response.status_code == 400, response.content
    assert "deck" in response.json()["message"]
    response = signed_in.post("/api/decks/validate/", {"id": deck_id}, content_type="application/json")
    assert response.status_code == 400, response.content
    assert "id" in response.json()["message"]


def test_a_match_id_past_64_bits_is_a_json_404(signed_in):
    response = signed_in.post(f"/api/matches/{PAST_64_BITS}/join/", {"token": "x"}, content_type="application/json")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert "message" in response.json()
    assert signed_in.get(f"/api/decks/{PAST_64_BITS}/").status_code == 404
    assert signed_in.get(f"/play/{PAST_64_BITS}/").status_code == 404


def test_a_match_log_position_past_64_bits_is_a_400(signed_in):
    body = {"game": "empires", "seats": [{"user": "me"}, {"bot": "random"}]}
    match = signed_in.post("/api/matches/", body, content_type="application/json").json()
    response = signed_in.get(f"/api/matches/{match['id']}/", {"log": PAST_64_BITS})
    assert response.status_code == 400
    assert response.json()["message"].startswith("log:")
    response = signed_in.post(f"/api/matches/{match['id']}/actions/", {"version": int(PAST_64_BITS), "action": {}}, content_type="application/json")
    assert response.status_code == 400


@pytest.mark.parametrize("query", [f"shields>={PAST_64_BITS}", "shields>=²", "strength<" + "9" * 400])
def test_a_search_number_past_64_bits_is_dropped_with_a_warning(client, query):
    response = client.get("/api/cards/", {"game": "galactic-empires", "q": query})
    assert response.status_code == 200
    assert any("whole number" in w for w in response.json()["warnings"])
    response = client.get("/cards/galactic-empires/", {"q": query})
    assert response.status_code == 200


@pytest.mark.parametrize("field", ["smin", "smax", "page"])
def test_gallery_numbers_past_64_bits_are_ignored_with_a_warning(client, field):
    response = client.get("/api/cards/", {"game": "galactic-empires", field: PAST_64_BITS})
    assert response.status_code == 200
    assert any(w.startswith(field) for w in response.json()["warnings"])


def test_an_unknown_api_address_is_a_json_404_and_anonymous_writes_a_401(client):
    response = client.get("/api/no-such-thing/")
    assert response.status_code == 404
    assert response.json()["message"]
    response = client.post("/api/decks/", {"game": "galactic-empires", "name": "x"}, content_type="application/json")
    assert response.status_code == 401
    assert response.json()["message"]
    assert client.get("/no-such-page/").status_code == 404  # the site's own page


def test_a_body_over_the_limit_is_refused_naming_the_body(signed_in, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    response = signed_in.post("/api/print/", json.dumps({"deck": "x" * 5000}), content_type="application/json")
    assert response.status_code == 400
    assert response.json()["message"].startswith("body:")


# Issue 30: JSON inside a form or multipart field is read with the same bound as a JSON body.


@pytest.mark.parametrize("encoding", ["form", "multipart"])
def test_deep_json_in_a_form_field_is_a_400_naming_the_field(signed_in, deck, encoding):
    from urllib.parse import urlencode

    from django.test.client import BOUNDARY, MULTIPART_CONTENT, encode_multipart

    data = {"game": "galactic-empires", "name": "Deep", "entries": DEEP}
    if encoding == "form":
        response = signed_in.post("/api/decks/", urlencode(data), content_type="application/x-www-form-urlencoded")
    else:
        response = signed_in.post("/api/decks/", data)  # the test client's default: multipart
    assert response.status_code == 400
    assert response.json()["message"].startswith("entries:") and "nested" in response.json()["message"]
    patch = {"entries": DEEP, "version": str(deck.version)}
    response = signed_in.patch(f"/api/decks/{deck.pk}/", encode_multipart(BOUNDARY, patch), content_type=MULTIPART_CONTENT)
    assert response.status_code == 400
    assert response.json()["message"].startswith("entries:") and "nested" in response.json()["message"]


def test_json_in_a_form_field_within_the_bound_is_read(signed_in, deck):
    by_key = deck_services.game_card_by_key("galactic-empires")
    entries = json.dumps([{"card": by_key["s1-argonian-patrol-ship"]["id"], "count": 2, "zone": "deck"}])
    response = signed_in.post("/api/decks/", {"game": "galactic-empires", "name": "Form", "entries": entries})
    assert response.status_code == 201, response.json()
    assert response.json()["card_count"] == 2


def test_deep_json_deck_when_joining_a_match_by_form_is_a_400(signed_in):
    # The deck is read before any match is looked up.
    response = signed_in.post("/api/matches/1/join/", {"token": "x", "deck": DEEP})
    assert response.status_code == 400
    assert "nested" in response.json()["extra"]["deck"][0]


def test_a_refused_huge_match_deck_is_refused_on_its_numbers_before_any_card_is_read(signed_in, monkeypatch):
    # Issue 30: a 2-million-card match (4 seats x 500 lines x 1,000) was refused only after every
    # line was looked up in the card data, which a fresh process loads first (seconds).
    from play import services as play_services

    def no_cards(*args, **kwargs):
        raise AssertionError("the card data was read for a deck refused on its size")

    monkeypatch.setattr(play_services, "_card_data", no_cards)
    lines = [{"key": "s1-argonian-patrol-ship", "count": 1000}] * 500
    body = {"game": "galactic-empires", "seats": [{"user": "me"}] * 4, "decks": [{"cards": lines}] * 4}
    response = signed_in.post("/api/matches/", body, content_type="application/json")
    assert response.status_code == 400
    assert "at most 1,000 cards" in response.json()["message"] and "not 500,000" in response.json()["message"]
