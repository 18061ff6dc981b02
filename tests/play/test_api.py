"""The matches API: POST /api/matches/, GET /api/matches/{id}/, POST .../actions/ and table events."""
from __future__ import annotations

import pytest

from play.models import Match

pytestmark = pytest.mark.django_db


def _create(client, **body) -> dict:
    body.setdefault("game", "interstellar-empire")
    body.setdefault("seats", [{"user": "me"}, {"user": "bob"}])
    response = client.post("/api/matches/", body, content_type="application/json")
    assert response.status_code == 201, response.json()
    return response.json()


def test_create_answers_the_callers_view(alice_client, bob) -> None:
    data = _create(alice_client, seed=5, options={"liberal_state": True})
    assert {"id", "game", "status", "version", "view", "legal_actions", "result"} <= set(data)
    assert data["status"] == "active" and data["seat"] == 0 and data["legal_actions"]
    assert "seed" not in data  # the seed would tell the deck order
    match = Match.objects.get(pk=data["id"])
    assert match.seed == 5 and match.options["liberal_state"] is True


def test_create_refusals_use_the_api_error_shape(alice_client, client) -> None:
    response = alice_client.post("/api/matches/", {"game": "nope", "seats": []}, content_type="application/json")
    assert response.status_code == 400 and set(response.json()) == {"message", "extra"}
    response = alice_client.post("/api/matches/", {"game": "empires", "seats": [{"user": "me"}, {"bot": "x"}]},
                                 content_type="application/json")
    assert response.status_code == 400
    client.logout()
    response = client.post("/api/matches/", {"game": "empires", "seats": [{"bot": "random"}, {"bot": "random"}]},
                           content_type="application/json")
    assert response.status_code in (401, 403)


def test_legal_actions_are_the_exact_objects_to_send_back(alice_client, bob) -> None:
    data = _create(alice_client, seed=5)
    action = data["legal_actions"][0]
    response = alice_client.post(f"/api/matches/{data['id']}/actions/", {"version": data["version"], "action": action},
                                 content_type="application/json")
    assert response.status_code == 200
    after = response.json()
    assert after["version"] == data["version"] + 1
    assert after["log"][-1]["seq"] == 1


def test_a_stale_version_answers_409_with_the_current_state(alice_client, bob) -> None:
    data = _create(alice_client, seed=5)
    first, second = data["legal_actions"][:2]
    url = f"/api/matches/{data['id']}/actions/"
    assert alice_client.post(url, {"version": 0, "action": first}, content_type="application/json").status_code == 200
    response = alice_client.post(url, {"version": 0, "action": second}, content_type="application/json")
    assert response.status_code == 409
    body = response.json()
    assert body["extra"]["version"] == 1 and body["extra"]["current"]["version"] == 1
    assert body["extra"]["current"]["view"]["seats"][1]["hand"] is None


def test_only_the_seats_owner_acts_for_it(alice_client, bob_client, bob) -> None:
    data = _create(alice_client, seed=5)
    action = data["legal_actions"][0]  # seat 0's
    response = bob_client.post(f"/api/matches/{data['id']}/actions/", {"version": 0, "action": action},
                               content_type="application/json")
    assert response.status_code == 403
    assert Match.objects.get(pk=data["id"]).version == 0


@pytest.mark.parametrize("body", [{}, {"version": "x", "action": {}}, {"version": 0, "action": "draw"},
                                  {"version": 0, "action": {"player": 0, "type": "warp"}}])
def test_malformed_and_illegal_actions_get_a_clear_400(alice_client, bob, body) -> None:
    data = _create(alice_client, seed=5)
    response = alice_client.post(f"/api/matches/{data['id']}/actions/", body, content_type="application/json")
    assert response.status_code == 400 and response.json()["message"]
    assert Match.objects.get(pk=data["id"]).version == 0


def test_resign_draw_and_export_through_the_api(alice_client, bob_client, bob) -> None:
    data = _create(alice_client, seed=5)
    url = f"/api/matches/{data['id']}"
    assert alice_client.get(f"{url}/export/").status_code == 409  # not while it runs
    assert alice_client.post(f"{url}/draw/", {}, content_type="application/json").json()["draw_offers"] == [0]
    finished = bob_client.post(f"{url}/resign/", {}, content_type="application/json").json()
    assert finished["status"] == "finished" and finished["result"]["winners"] == [0]
    export = alice_client.get(f"{url}/export/").json()
    assert export["seed"] == 5 and export["actions"] == []


def test_invite_links_let_a_person_take_an_open_seat(alice_client, bob_client, bob) -> None:
    data = _create(alice_client, seats=[{"user": "me"}, {"invite": True}])
    assert data["status"] == "waiting" and data["view"] is None
    token = data["invites"][0]["url"].rstrip("/").rsplit("/", 1)[1]
    joined = bob_client.post(f"/api/matches/{data['id']}/join/", {"token": token}, content_type="application/json")
    assert joined.status_code == 200 and joined.json()["status"] == "active" and joined.json()["seat"] == 1


def test_anyone_may_watch_a_match_as_a_spectator(alice_client, client, bob) -> None:
    data = _create(alice_client, seed=5)
    client.logout()
    watched = client.get(f"/api/matches/{data['id']}/").json()
    assert watched["seat"] is None and watched["legal_actions"] == []
    assert all(seat["hand"] is None for seat in watched["view"]["seats"])


def test_schema_documents_the_match_api_requests_and_answers(client) -> None:
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    paths = schema["paths"]
    created = paths["/api/matches/"]["post"]
    assert created["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/MatchCreate")
    assert created["responses"]["201"]["content"]["application/json"]["schema"]["$ref"].endswith("/MatchPayload")
    acted = paths["/api/matches/{match_id}/actions/"]["post"]
    assert acted["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/Action")
    assert {"200", "400", "403", "409"} <= set(acted["responses"])
    assert acted["responses"]["409"]["content"]["application/json"]["schema"]["$ref"].endswith("/Error")
    payload = schema["components"]["schemas"]["MatchPayload"]["properties"]
    assert {"id", "game", "status", "version", "view", "legal_actions", "result", "log"} <= set(payload)
    for path in ("resign", "draw", "claim", "join"):
        assert paths[f"/api/matches/{{match_id}}/{path}/"]["post"]["responses"]["200"]
    assert paths["/api/matches/{match_id}/export/"]["get"]["responses"]["200"]["content"]["application/json"]["schema"][
        "$ref"].endswith("/MatchExport")
    operation_ids = [op["operationId"] for methods in paths.values() for op in methods.values()]
    assert len(operation_ids) == len(set(operation_ids))


def test_a_move_and_a_read_take_a_fixed_handful_of_queries(alice_client, bob, django_assert_max_num_queries) -> None:
    # Session, user and the (taken) seats come from the cache after the first request; a move reads
    # the match row locked, adds its log entry and writes the row (+ 2 savepoints in tests); the
    # answer reuses the payload built for the pushes: no further reads however long the match.
    data = _create(alice_client, game="empires", seed=5)
    url = f"/api/matches/{data['id']}"
    for _ in range(3):
        current = alice_client.get(f"{url}/").json()
        if not current["legal_actions"]:
            break
        with django_assert_max_num_queries(5):
            response = alice_client.post(f"{url}/actions/", {"version": current["version"],
                                                              "action": current["legal_actions"][0]},
                                         content_type="application/json")
        assert response.status_code == 200
    with django_assert_max_num_queries(2):  # the match, the log tail
        assert alice_client.get(f"{url}/").status_code == 200


@pytest.mark.parametrize("deck", ["2 Ace of\x00 Spades", {"text": "x\x00"}, {"cards": [], "name": "bad\x00name"}])
def test_a_nul_in_a_seats_deck_is_refused_with_a_clear_400(alice_client, deck) -> None:
    body = {"game": "empires", "seats": [{"user": "me"}, {"bot": "random"}], "decks": [deck, None]}
    response = alice_client.post("/api/matches/", body, content_type="application/json")
    assert response.status_code == 400
    assert "NUL" in response.json()["message"]
