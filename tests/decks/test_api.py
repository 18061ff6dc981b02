"""/api/decks/: create by import or entries, change with the version, conflicts, history."""
import pytest

from cardbase.selectors import game_card_by_key

from .conftest import KREBIZ_SHIP, LEGAL_ARGONIAN, dek_file, entries_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(client, owner):
    client.force_login(owner)

    def call(method, url, data=None, **headers):
        return getattr(client, method)(url, data, content_type="application/json", **headers)

    return call


def test_create_from_a_lackey_import_reports_and_stores_the_list(api):
    body = {"name": "Ltd Argonian", "game": "galactic-empires", "format": "primary-standard", "players": 2,
            "visibility": "unlisted", "import": dek_file("Ltd_Argonian").decode()}
    response = api("post", "/api/decks/", body)
    assert response.status_code == 201, response.json()
    deck = response.json()
    assert deck["version"] == 1 and deck["visibility"] == "unlisted" and deck["share_url"].startswith("/decks/s/")
    assert deck["report"]["legal"] is False
    assert {v["rule"] for v in deck["report"]["violations"]} == {"copy-limit", "minor-empire", "reserve-fleet"}
    assert sum(e["count"] for e in deck["entries"] if e["zone"] != "reference") == 125
    flagged = [e["label"] for e in deck["entries"] if "copy-limit" in e["violations"]]
    assert "T6 Asteroid Field" in flagged
    assert response["ETag"] == '"1"'


def test_create_with_explicit_entries(api):
    response = api("post", "/api/decks/", {"name": "Legal", "game": "galactic-empires", "entries": entries_of(LEGAL_ARGONIAN)})
    assert response.status_code == 201
    assert response.json()["legal"] is True and response.json()["main_empire"] == "Argonian"


@pytest.mark.parametrize(("entries", "needle"), [
    ([{"card": "t1-apollo-body", "count": 0}], "count must be a whole number from 1"),
    ([{"card": "t1-apollo-body", "count": -2}], "count must be a whole number from 1"),
    ([{"card": 987654321, "count": 1}], "no Galactic Empires card"),
    ([{"card": "t1-apollo-body", "count": 1, "zone": "hand"}], "zone is one of"),
    ({"card": 1}, '"entries" must be a list'),
])
def test_create_with_bad_entries_is_a_clear_400(api, owner, entries, needle):
    response = api("post", "/api/decks/", {"game": "galactic-empires", "entries": entries})
    assert response.status_code == 400
    assert needle in response.json()["message"]
    assert not owner.decks.exists()


def test_create_with_another_games_cards_names_the_game(api):
    ace = game_card_by_key("empires")["a-of-spades"]["id"]
    response = api("post", "/api/decks/", {"game": "galactic-empires", "entries": [{"card": ace, "count": 1}]})
    assert response.status_code == 400 and "Empires card" in response.json()["message"]


def test_create_with_unknown_import_lines_keeps_the_others_and_lists_them(api):
    response = api("post", "/api/decks/", {"game": "galactic-empires", "import": "2 T1 Apollo Body\n1 Nonsense Card"})
    assert response.status_code == 201
    body = response.json()
    assert body["card_count"] == 2 and body["unread_lines"][0]["line"] == 2


def test_create_with_a_15000_card_paste_is_refused(api):
    response = api("post", "/api/decks/", {"game": "galactic-empires", "import": "\n".join(["1 T1 Apollo Body"] * 15000)})
    assert response.status_code == 400 and "limit is 5,000" in response.json()["message"]


def test_patch_needs_the_version_and_refuses_a_stale_one(api, legal_deck):
    url = f"/api/decks/{legal_deck.pk}/"
    assert api("patch", url, {"name": "No version"}).status_code == 428
    response = api("patch", url, {"name": "Renamed", "version": 1})
    assert response.status_code == 200 and response.json()["version"] == 2
    stale = api("patch", url, {"name": "From the other tab", "version": 1})
    assert stale.status_code == 409
    assert stale.json()["extra"] == {"expected_version": 1, "current_version": 2}
    assert api("get", url).json()["name"] == "Renamed"
    assert api("patch", url, {"players": 3}, HTTP_IF_MATCH='"2"').status_code == 200


def test_patch_replaces_entries_and_import_is_undoable(api, legal_deck):
    url = f"/api/decks/{legal_deck.pk}/"
    response = api("patch", url, {"version": 1, "import": dek_file("Psycanti").decode()})
    assert response.status_code == 200 and response.json()["version"] == 2
    response = api("post", f"/api/decks/{legal_deck.pk}/undo/", {"version": 2})
    assert response.status_code == 200 and response.json()["legal"] is True
    versions = api("get", f"/api/decks/{legal_deck.pk}/versions/?a=1&b=2").json()
    assert versions["current"] == 3 and [v["number"] for v in versions["versions"]] == [2, 1]
    assert versions["differences"]


def test_set_count_endpoint(api, legal_deck):
    url = f"/api/decks/{legal_deck.pk}/entries/"
    response = api("post", url, {"card": KREBIZ_SHIP, "count": 1, "version": 1})
    assert response.status_code == 200
    assert [v["rule"] for v in response.json()["report"]["violations"]] == ["major-empire"]
    assert api("post", url, {"card": KREBIZ_SHIP, "count": 0, "version": 1}).status_code == 409
    response = api("post", url, {"card": KREBIZ_SHIP, "count": 0, "version": 2})
    assert response.json()["report"]["legal"] is True
    assert api("post", url, {"card": KREBIZ_SHIP, "count": -1, "version": 3}).status_code == 400


def test_delete(api, legal_deck, owner):
    url = f"/api/decks/{legal_deck.pk}/"
    assert api("delete", url, {"version": 7}).status_code == 409
    assert api("delete", url, {"version": 1}).status_code == 204
    assert not owner.decks.exists()
    assert api("get", url).status_code == 404


def test_export_and_report(api, owner):
    from decks import services

    deck = services.deck_create(owner=owner, game="galactic-empires", import_data=dek_file("Beta_Starter"))
    response = api("get", f"/api/decks/{deck.pk}/export/lackey/")
    assert response.status_code == 200 and response.content == dek_file("Beta_Starter")
    assert api("get", f"/api/decks/{deck.pk}/export/pdf/").status_code == 404
    report = api("get", f"/api/decks/{deck.pk}/report/").json()
    assert report["analysis"]["draw"]["hand"] == 9


def test_public_list_filters(api, make_deck, stranger):
    make_deck(visibility="public", name="Legal Argonian")
    make_deck([(KREBIZ_SHIP, 3, "deck")], visibility="public", name="Krebiz pile", user=stranger)
    names = lambda q: [d["name"] for d in api("get", f"/api/decks/?scope=public&{q}").json()["results"]]  # noqa: E731
    assert set(names("")) == {"Legal Argonian", "Krebiz pile"}
    assert names("legal=1") == ["Legal Argonian"]
    assert names("empire=argonian") == ["Legal Argonian"]
    assert names("game=empires") == []
    assert set(names("deck_format=primary-standard")) == {"Legal Argonian", "Krebiz pile"}
