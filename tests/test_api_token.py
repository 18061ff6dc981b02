"""API tokens (issue 27: the API documented token authentication, but nothing issued a token):
POST /api/token/ and the page /accounts/token/ make, replace and revoke one."""
from __future__ import annotations

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.fixture
def dora(django_user_model):
    return django_user_model.objects.create_user("dora", password="pw-dora-12345")


def _as(token: str) -> Client:
    return Client(HTTP_AUTHORIZATION=f"Token {token}")


def test_a_username_and_password_get_a_token_that_signs_the_api_in(client, dora) -> None:
    response = client.post("/api/token/", {"username": "dora", "password": "pw-dora-12345"}, content_type="application/json")
    assert response.status_code == 200
    token = response.json()["token"]
    assert response.json()["username"] == "dora" and len(token) == 40
    again = client.post("/api/token/", {"username": "dora", "password": "pw-dora-12345"}, content_type="application/json")
    assert again.json()["token"] == token  # the same token until replaced or revoked
    mine = _as(token).post("/api/decks/", {"game": "galactic-empires", "name": "By token"}, content_type="application/json")
    assert mine.status_code == 201, mine.json()
    assert Client().post("/api/decks/", {"game": "galactic-empires", "name": "x"}, content_type="application/json").status_code in (401, 403)


def test_a_wrong_password_gets_no_token(client, dora) -> None:
    response = client.post("/api/token/", {"username": "dora", "password": "nope"}, content_type="application/json")
    assert response.status_code == 400
    assert set(response.json()) == {"message", "extra"} and "token" not in response.json()


def test_delete_revokes_the_token(client, dora) -> None:
    token = client.post("/api/token/", {"username": "dora", "password": "pw-dora-12345"}, content_type="application/json").json()["token"]
    assert _as(token).delete("/api/token/").status_code == 204
    assert _as(token).get("/api/decks/").status_code == 401
    assert Client().delete("/api/token/").status_code == 401


def test_the_token_page_makes_replaces_and_revokes_it(client, dora) -> None:
    assert client.get("/accounts/token/").status_code == 302  # sign in first
    client.force_login(dora)
    assert 'id="create-token"' in client.get("/accounts/token/").content.decode()
    client.post("/accounts/token/", {"action": "create"})
    first = dora.auth_token.key
    assert f'value="{first}"' in client.get("/accounts/token/").content.decode()
    client.post("/accounts/token/", {"action": "replace"})
    dora.refresh_from_db()
    assert dora.auth_token.key != first and _as(first).get("/api/decks/").status_code == 401
    client.post("/accounts/token/", {"action": "revoke"})
    assert 'id="create-token"' in client.get("/accounts/token/").content.decode()
    assert 'href="/accounts/token/"' in client.get("/api/").content.decode()


def test_the_schema_documents_the_token_endpoint(client) -> None:
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").content.decode()
    assert "/api/token/" in schema
