"""The card API: games, search with warnings and pagination, one card, ETags, query counts."""
import pytest
from django.test import Client

import rules
from cardbase.selectors import game_card_by_key

pytestmark = pytest.mark.django_db


def test_games_lists_every_game_with_its_edition(client: Client) -> None:
    response = client.get("/api/games/")
    assert response.status_code == 200
    games = {g["slug"]: g for g in response.json()}
    assert list(games) == rules.slugs()
    assert games["galactic-empires"]["card_count"] == 2466 and games["galactic-empires"]["printing_count"] == 3699
    assert games["spark-of-war"]["edition"] == "reconstructed" and games["spark-of-war"]["notes"]
    assert client.get("/api/games/", HTTP_IF_NONE_MATCH=response["ETag"]).status_code == 304


def test_card_search_returns_results_count_links_and_warnings(client: Client) -> None:
    body = client.get("/api/cards/", {"game": "galactic-empires", "q": "t:S s>=8 e:argonian bogus:1"}).json()
    assert body["count"] == 3 and len(body["results"]) == 3  # S8, S9, S10: the German S8 and S9 are printings of them
    assert body["next"] is None and body["previous"] is None
    assert body["warnings"] == ["bogus:1: unknown key 'bogus': dropped (see the search help)"]
    card = body["results"][0]
    assert {"id", "game", "key", "identity", "type", "strength", "title", "attributes", "printings", "url"} <= set(card)
    assert all(c["attributes"]["main_empire"] == "Argonian" and c["strength"] >= 8 for c in body["results"])


def test_card_search_pages(client: Client) -> None:
    first = client.get("/api/cards/", {"game": "galactic-empires", "q": "t:S"}).json()
    assert first["count"] == 592 and len(first["results"]) == 50
    assert first["next"].endswith("page=2") and first["previous"] is None
    second = client.get(first["next"]).json()
    assert second["previous"] and not {c["id"] for c in second["results"]} & {c["id"] for c in first["results"]}
    last = client.get("/api/cards/", {"game": "galactic-empires", "q": "t:S", "page": 99, "page_size": 200}).json()
    assert len(last["results"]) == 592 - 400 and last["next"] is None


def test_card_search_needs_a_known_game(client: Client) -> None:
    response = client.get("/api/cards/", {"q": "t:S"})
    assert response.status_code == 400
    assert response.json()["message"].startswith("game:") and "galactic-empires" in response.json()["extra"]["game"]
    assert client.get("/api/cards/", {"game": "chess"}).status_code == 400
    assert client.get("/api/cards/", {"game": "empires", "page_size": "lots"}).status_code == 400


def test_list_costs_at_most_three_queries(client: Client, django_assert_max_num_queries) -> None:
    client.get("/api/cards/", {"game": "galactic-empires"})
    with django_assert_max_num_queries(3):
        response = client.get("/api/cards/", {"game": "galactic-empires", "q": "(r:V or r:R) -e:krebiz shields>=2", "page": 2})
    assert response.status_code == 200


def test_conditional_get_answers_304_without_queries(client: Client, django_assert_num_queries) -> None:
    response = client.get("/api/cards/", {"game": "empires", "q": "is:hearts"})
    etag = response["ETag"]
    with django_assert_num_queries(0):
        again = client.get("/api/cards/", {"game": "empires", "q": "is:hearts"}, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again["ETag"] == etag
    other = client.get("/api/cards/", {"game": "empires", "q": "is:spades"}, HTTP_IF_NONE_MATCH=etag)
    assert other.status_code == 200 and other["ETag"] != etag


def test_etag_changes_when_the_cards_are_reloaded(client: Client) -> None:
    from cardbase.services import load_all

    etag = client.get("/api/cards/", {"game": "empires"})["ETag"]
    load_all(force=True, games=["empires"])
    assert client.get("/api/cards/", {"game": "empires"}, HTTP_IF_NONE_MATCH=etag).status_code == 200


def test_one_card_by_id(client: Client) -> None:
    card = game_card_by_key("galactic-empires")["s10-argonian-flagship"]
    response = client.get(f"/api/cards/{card['id']}/")
    assert response.status_code == 200
    body = response.json()
    assert body["title"] == "Argonian Flagship" and body["game"] == "galactic-empires"
    assert body["printings"] == card["printings"]
    assert client.get(f"/api/cards/{card['id']}/", HTTP_IF_NONE_MATCH=response["ETag"]).status_code == 304
    missing = client.get("/api/cards/987654321/")
    assert missing.status_code == 404 and missing.json() == {"message": "No card with id 987654321", "extra": {}}


def test_schema_documents_the_card_endpoints(client: Client) -> None:
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    assert {"/api/games/", "/api/cards/", "/api/cards/{id}/"} <= set(schema["paths"])
    parameters = {p["name"] for p in schema["paths"]["/api/cards/"]["get"]["parameters"]}
    assert {"game", "q", "page"} <= parameters
    assert "warnings" in schema["components"]["schemas"]["CardPage"]["properties"]
