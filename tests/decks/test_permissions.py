"""Who may open or change what, for every deck page and API endpoint.

An owner reads and changes their decks. Anyone reads a public deck (by id or link) and an
unlisted one by its link only. Everything else is 404, never 403, so ids leak nothing.
"""
import pytest
from rest_framework.authtoken.models import Token

pytestmark = pytest.mark.django_db

VISIBILITIES = ("private", "unlisted", "public")
WHO = ("owner", "stranger", "anonymous")


@pytest.fixture
def decks(make_deck):
    return {v: make_deck(visibility=v, name=f"{v}-deck-name") for v in VISIBILITIES}


@pytest.fixture
def as_user(client, owner, stranger):
    def login(who):
        client.logout()
        if who != "anonymous":
            client.force_login(owner if who == "owner" else stranger)
        return client

    return login


def expected_read(who, visibility):
    return 200 if who == "owner" or visibility == "public" else 404


# Pages that read a deck by id: the owner, or anyone for a public deck ---------------------------

READ_PAGES = ["/decks/{pk}/", "/decks/{pk}/view/", "/decks/{pk}/export/text/", "/decks/{pk}/export/lackey/", "/decks/{pk}/export/json/", "/decks/{pk}/draw/?seed=3"]


@pytest.mark.parametrize("url", READ_PAGES)
@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_pages_reading_a_deck_by_id(as_user, decks, url, who, visibility):
    response = as_user(who).get(url.format(pk=decks[visibility].pk))
    assert response.status_code == expected_read(who, visibility)


def test_owner_gets_the_builder_and_others_the_read_only_page(as_user, decks):
    deck = decks["public"]
    assert b'id="card-query"' in as_user("owner").get(f"/decks/{deck.pk}/").content
    page = as_user("stranger").get(f"/decks/{deck.pk}/").content
    assert b'id="card-query"' not in page and b"public-deck-name" in page
    assert b'name="count"' not in page


# Pages only the owner may use, whatever the visibility ----------------------------------------

OWNER_GETS = ["/decks/{pk}/search/?q=t:S", "/decks/{pk}/import/", "/decks/{pk}/delete/", "/decks/{pk}/history/"]
OWNER_POSTS = [
    ("/decks/{pk}/entries/", {"card": "t1-apollo-body", "delta": "1", "version": "1"}),
    ("/decks/{pk}/settings/", {"name": "Hijacked", "version": "1"}),
    ("/decks/{pk}/undo/", {"version": "1"}),
    ("/decks/{pk}/restore/1/", {"version": "1"}),
    ("/decks/{pk}/import/", {"import": "1 T1 Apollo Body", "version": "1"}),
    ("/decks/{pk}/delete/", {"version": "1"}),
]


@pytest.mark.parametrize("url", OWNER_GETS)
@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_owner_only_pages(as_user, decks, url, who, visibility):
    response = as_user(who).get(url.format(pk=decks[visibility].pk))
    assert response.status_code == (200 if who == "owner" else 404)


@pytest.mark.parametrize(("url", "data"), OWNER_POSTS)
@pytest.mark.parametrize("who", ("stranger", "anonymous"))
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_nobody_else_changes_a_deck(as_user, decks, url, data, who, visibility):
    deck = decks[visibility]
    response = as_user(who).post(url.format(pk=deck.pk), data)
    assert response.status_code == 404
    deck.refresh_from_db()
    assert deck.version == 1 and deck.name == f"{visibility}-deck-name"


@pytest.mark.parametrize(("url", "data"), OWNER_POSTS)
def test_the_owner_changes_their_deck(as_user, decks, url, data):
    deck = decks["private"]
    if "undo" in url or "restore" in url:  # needs a history first
        as_user("owner").post(f"/decks/{deck.pk}/settings/", {"name": "v2", "version": "1"})
        data = {**data, "version": "2"}
    response = as_user("owner").post(url.format(pk=deck.pk), data)
    assert response.status_code == 302


def test_new_deck_page_needs_an_account(as_user):
    assert as_user("anonymous").get("/decks/new/").status_code == 302
    assert as_user("anonymous").post("/decks/new/", {"game": "empires"}).status_code == 302
    assert as_user("stranger").get("/decks/new/").status_code == 200


def test_lists_show_only_what_each_may_see(as_user, decks):
    public_list = as_user("anonymous").get("/decks/public/").content.decode()
    assert "public-deck-name" in public_list and "unlisted-deck-name" not in public_list and "private-deck-name" not in public_list
    mine = as_user("owner").get("/decks/").content.decode()
    assert all(f"{v}-deck-name" in mine for v in VISIBILITIES)
    theirs = as_user("stranger").get("/decks/").content.decode()
    assert not any(f"{v}-deck-name" in theirs for v in VISIBILITIES)


# Share links -----------------------------------------------------------------------------------

SHARED_GETS = ["/decks/s/{token}/", "/decks/s/{token}/export/lackey/", "/decks/s/{token}/draw/"]


@pytest.mark.parametrize("url", SHARED_GETS)
@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_share_links_open_unlisted_and_public_decks_only(as_user, decks, url, who, visibility):
    response = as_user(who).get(url.format(token=decks[visibility].share_token))
    assert response.status_code == (404 if visibility == "private" else 200)


def test_a_wrong_token_is_404(as_user, decks):
    assert as_user("anonymous").get("/decks/s/not-a-token/").status_code == 404


@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_clone(as_user, decks, visibility, stranger):
    deck = decks[visibility]
    response = as_user("stranger").post(f"/decks/{deck.pk}/clone/")
    assert response.status_code == (302 if visibility == "public" else 404)
    response = as_user("stranger").post(f"/decks/s/{deck.share_token}/clone/")
    assert response.status_code == (404 if visibility == "private" else 302)
    assert as_user("anonymous").post(f"/decks/s/{deck.share_token}/clone/").status_code == (404 if visibility == "private" else 302)
    assert stranger.decks.count() == {"private": 0, "unlisted": 1, "public": 2}[visibility]


# API ---------------------------------------------------------------------------------------------


@pytest.fixture
def api(client, owner, stranger):
    tokens = {"owner": Token.objects.create(user=owner).key, "stranger": Token.objects.create(user=stranger).key}

    def call(who, method, url, data=None):
        client.logout()
        headers = {"HTTP_AUTHORIZATION": f"Token {tokens[who]}"} if who in tokens else {}
        return getattr(client, method)(url, data, content_type="application/json", **headers)

    return call


API_READS = ["/api/decks/{pk}/", "/api/decks/{pk}/report/", "/api/decks/{pk}/export/lackey/"]
API_OWNER_READS = ["/api/decks/{pk}/versions/", "/api/decks/{pk}/versions/1/"]
API_WRITES = [
    ("patch", "/api/decks/{pk}/", {"name": "Hijacked", "version": 1}),
    ("put", "/api/decks/{pk}/", {"name": "Hijacked", "version": 1}),
    ("delete", "/api/decks/{pk}/", {"version": 1}),
    ("post", "/api/decks/{pk}/entries/", {"card": "t1-apollo-body", "count": 9, "version": 1}),
    ("post", "/api/decks/{pk}/undo/", {"version": 1}),
]


@pytest.mark.parametrize("url", API_READS)
@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_api_reads(api, decks, url, who, visibility):
    response = api(who, "get", url.format(pk=decks[visibility].pk))
    assert response.status_code == expected_read(who, visibility)
    if response.status_code == 404:
        assert set(response.json()) == {"message", "extra"}


@pytest.mark.parametrize("url", API_OWNER_READS)
@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_api_history_is_the_owners(api, decks, url, who, visibility):
    deck = decks[visibility]
    api("owner", "patch", f"/api/decks/{deck.pk}/", {"description": "x", "version": 1})
    assert api(who, "get", url.format(pk=deck.pk)).status_code == (200 if who == "owner" else 404)


@pytest.mark.parametrize(("method", "url", "data"), API_WRITES)
@pytest.mark.parametrize("who", ("stranger", "anonymous"))
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_api_nobody_else_changes_a_deck(api, decks, method, url, data, who, visibility):
    deck = decks[visibility]
    response = api(who, method, url.format(pk=deck.pk), data)
    assert response.status_code == 404
    deck.refresh_from_db()
    assert deck.version == 1


def test_api_list_and_create_need_an_account_for_your_own(api, decks):
    assert api("anonymous", "get", "/api/decks/?scope=mine").status_code in (401, 403)
    assert api("anonymous", "post", "/api/decks/", {"game": "empires"}).status_code in (401, 403)
    public = api("anonymous", "get", "/api/decks/").json()["results"]
    assert [d["name"] for d in public] == ["public-deck-name"]
    mine = api("owner", "get", "/api/decks/").json()["results"]
    assert {d["name"] for d in mine} == {"private-deck-name", "unlisted-deck-name", "public-deck-name"}
    assert api("stranger", "get", "/api/decks/").json()["results"] == []


@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_api_shared_by_token(api, decks, who, visibility):
    deck = decks[visibility]
    for url in (f"/api/decks/shared/{deck.share_token}/", f"/api/decks/shared/{deck.share_token}/export/json/"):
        assert api(who, "get", url).status_code == (404 if visibility == "private" else 200)


@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_api_clone(api, decks, who, visibility):
    response = api(who, "post", f"/api/decks/{decks[visibility].pk}/clone/")
    if who == "owner":
        assert response.status_code == 201
    elif visibility != "public":
        assert response.status_code == 404
    else:
        assert response.status_code == (201 if who == "stranger" else 401) or response.status_code == 403


@pytest.mark.parametrize("who", WHO)
@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_validate_by_id_follows_read_permission(api, decks, client, owner, who, visibility):
    deck = decks[visibility]
    response = api(who, "post", "/api/decks/validate/", {"id": deck.pk})
    assert response.status_code == expected_read(who, visibility)
    if response.status_code == 200:
        assert response.json()["legal"] is True and response.json()["deck"]["id"] == deck.pk
    client.force_login(owner)  # a browser session works too, without a CSRF token
    response = client.post("/api/decks/validate/", {"id": deck.pk, "format": "primary-200"}, content_type="application/json")
    assert response.status_code == 200 and response.json()["format"] == "primary-200"
