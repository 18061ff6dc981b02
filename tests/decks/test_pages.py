"""Deck pages: the builder's htmx fragments, the report and highlighting, import errors, lists."""
import pytest

import rules
from django.db import connection
from django.test.utils import CaptureQueriesContext

from decks import services

from .conftest import KREBIZ_SHIP, dek_file

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def test_builder_shows_search_deck_report_and_analysis(owner_client, legal_deck):
    page = owner_client.get(f"/decks/{legal_deck.pk}/").content.decode()
    for needle in ('id="card-query"', 'id="deck-state"', 'id="legal-status"', ">Legal<", "Strength ladder", "Draw simulator",
                   "Points: terrain against ships and bases", "Argonian", 'role="img"', "<title", "As a table"):
        assert needle in page, needle
    assert "S · Ship" in page and "Reserve fleet" in page


def test_adding_a_card_answers_htmx_with_the_fragment_and_highlights_the_offender(owner_client, legal_deck):
    response = owner_client.post(f"/decks/{legal_deck.pk}/entries/", {"card": KREBIZ_SHIP, "delta": "1", "version": "1"}, **HTMX)
    html = response.content.decode()
    assert response.status_code == 200 and html.lstrip().startswith('<div id="deck-state"')
    assert "Not legal</span>: 1 broken rule" in html and 'data-rule="major-empire"' in html
    assert 'class="entry flagged"' in html and 'data-label="S1 Krebiz Escort Capsule"' in html
    assert 'value="2" data-version="2"' in html
    response = owner_client.post(f"/decks/{legal_deck.pk}/entries/", {"card": KREBIZ_SHIP, "count": "0", "version": "2"}, **HTMX)
    assert '<span class="verdict">Legal</span>' in response.content.decode()
    assert "flagged" not in response.content.decode()


def test_a_stale_click_says_so_and_shows_the_current_deck(owner_client, legal_deck):
    owner_client.post(f"/decks/{legal_deck.pk}/entries/", {"card": KREBIZ_SHIP, "delta": "1", "version": "1"}, **HTMX)
    response = owner_client.post(f"/decks/{legal_deck.pk}/entries/", {"card": "t1-apollo-body", "delta": "1", "version": "1"}, **HTMX)
    html = response.content.decode()
    assert response.status_code == 200 and response["HX-Trigger"] == "deck-stale"
    assert "changed elsewhere" in html and 'role="alert"' in html
    assert 'data-label="S1 Krebiz Escort Capsule"' in html  # the earlier tab's change is there
    legal_deck.refresh_from_db()
    assert legal_deck.version == 2


def test_bad_count_box_value_is_a_message_not_a_crash(owner_client, legal_deck):
    for bad in ("-4", "abc", "100000"):
        html = owner_client.post(f"/decks/{legal_deck.pk}/entries/", {"card": "t1-apollo-body", "count": bad, "version": "1"}, **HTMX).content.decode()
        assert "The count must be a whole number from 0 to 999" in html
    legal_deck.refresh_from_db()
    assert legal_deck.version == 1


def test_without_htmx_a_change_redirects_to_the_builder(owner_client, legal_deck):
    response = owner_client.post(f"/decks/{legal_deck.pk}/entries/", {"card": KREBIZ_SHIP, "delta": "1", "version": "1"})
    assert response.status_code == 302 and response["Location"] == f"/decks/{legal_deck.pk}/"


def test_switching_format_and_players_revalidates(owner_client, legal_deck):
    html = owner_client.post(f"/decks/{legal_deck.pk}/settings/", {"players": "3", "version": "1"}, **HTMX).content.decode()
    assert 'data-rule="reserve-fleet"' in html and "3 players" in html
    html = owner_client.post(f"/decks/{legal_deck.pk}/settings/", {"format": "primary-free-for-all", "version": "2"}, **HTMX).content.decode()
    assert "Free-For-All" in html or "free-for-all" in html.lower()


def test_search_uses_the_gallery_query_language_and_reports_bad_terms(owner_client, legal_deck):
    html = owner_client.get(f"/decks/{legal_deck.pk}/search/", {"q": "t:S s>=8 e:argonian"}).content.decode()
    assert "Argonian" in html and "+ deck" in html and "+ reserve" in html
    assert "S7 " not in html
    html = owner_client.get(f"/decks/{legal_deck.pk}/search/", {"q": "bogus:thing"}).content.decode()
    assert 'class="warning"' in html


def test_new_deck_import_error_keeps_the_paste(owner_client, owner):
    paste = "1 Not A Real Card Title\n1 Zzzz Qqqq"
    response = owner_client.post("/decks/new/", {"game": "galactic-empires", "name": "X", "import": paste})
    html = response.content.decode()
    assert response.status_code == 400 and "Line 2" in html and paste.split("\n")[1] in html
    assert not owner.decks.exists()


def test_new_deck_import_keeps_the_readable_lines_and_lists_the_others(owner_client, owner):
    # Issue 17: a paste is not all-or-nothing; the unread line is listed with its closest cards.
    paste = "2 T1 Apollo Body\n1 S6 Argonian Heavy Cruser\n2 Argonian Battleship"
    response = owner_client.post("/decks/new/", {"game": "galactic-empires", "name": "X", "import": paste}, follow=True)
    html = response.content.decode()
    deck = owner.decks.get()
    assert {e.card.title: e.count for e in deck.entries.all()} == {
        "Apollo Body": 2, "Argonian Battleship - Argonian Star Cluster Battleship": 2,
    }
    assert "1 line(s) matched no card" in html and "Lines the import could not read (1)" in html
    assert "S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser" in html  # the closest card


def test_new_deck_form_offers_only_the_chosen_games_formats_and_players(owner_client):
    html = owner_client.get("/decks/new/", {"game": "empires"}).content.decode()
    formats = html.split('id="id_format"')[1].split("</select>")[0]
    players = html.split('id="id_players"')[1].split("</select>")[0]
    empires = rules.get("empires")
    assert all(f.name in formats for f in empires.formats.values())
    assert not any(f.name in formats for f in rules.get("galactic-empires").formats.values() if f.name not in {g.name for g in empires.formats.values()})
    assert players.count("<option") == empires.max_players - empires.min_players + 1
    assert 'hx-get="/decks/new/"' in html  # the game select swaps the options


def test_new_deck_from_an_uploaded_dek(owner_client, owner):
    from django.core.files.uploadedfile import SimpleUploadedFile

    upload = SimpleUploadedFile("Psycanti.dek", dek_file("Psycanti"), content_type="application/xml")
    response = owner_client.post("/decks/new/", {"game": "galactic-empires", "name": "Psy", "file": upload})
    assert response.status_code == 302
    deck = owner.decks.get()
    assert deck.card_count == 21 and response["Location"] == f"/decks/{deck.pk}/"


def test_import_page_replaces_the_list_or_explains(owner_client, legal_deck):
    response = owner_client.post(f"/decks/{legal_deck.pk}/import/", {"import": "1 Nope", "version": "1"})
    assert response.status_code == 400 and "Nope" in response.content.decode()
    response = owner_client.post(f"/decks/{legal_deck.pk}/import/", {"import": dek_file("Psycanti").decode(), "version": "1"})
    assert response.status_code == 302
    legal_deck.refresh_from_db()
    assert legal_deck.card_count == 21 and legal_deck.version == 2


def test_draw_is_seeded_and_counts_terrain(client, make_deck):
    deck = make_deck(visibility="public")
    first = client.get(f"/decks/{deck.pk}/draw/?seed=5").content
    assert first == client.get(f"/decks/{deck.pk}/draw/?seed=5").content
    assert b"Sample opening hand of 9" in first and b"Redraw" in first


def test_history_page_compares_versions(owner_client, legal_deck):
    services.deck_set_count(deck=legal_deck, expected_version=1, card=KREBIZ_SHIP, count=2)
    html = owner_client.get(f"/decks/{legal_deck.pk}/history/?a=1&b=2").content.decode()
    assert "S1 Krebiz Escort Capsule" in html and "+2" in html


def test_restore_and_delete_pages(owner_client, legal_deck, owner):
    services.deck_set_count(deck=legal_deck, expected_version=1, card=KREBIZ_SHIP, count=2)
    owner_client.post(f"/decks/{legal_deck.pk}/restore/1/", {"version": "2"})
    legal_deck.refresh_from_db()
    assert legal_deck.version == 3 and legal_deck.legal
    assert owner_client.post(f"/decks/{legal_deck.pk}/delete/", {"version": "1"}).status_code == 302
    assert owner.decks.exists()  # stale: refused
    owner_client.post(f"/decks/{legal_deck.pk}/delete/", {"version": "3"})
    assert not owner.decks.exists()


def test_public_list_filters_and_costs_few_queries(client, make_deck, stranger):
    for n in range(6):
        make_deck(visibility="public", name=f"Argonian {n}")
    make_deck([(KREBIZ_SHIP, 3, "deck")], visibility="public", name="Krebiz pile", user=stranger)
    with CaptureQueriesContext(connection) as queries:
        html = client.get("/decks/public/?legal=1").content.decode()
    assert "Argonian 5" in html and "Krebiz pile" not in html
    assert len(queries) <= 4
    html = client.get("/decks/public/?empire=Krebiz").content.decode()
    assert "Krebiz pile" in html and "Argonian 0" not in html


def test_builder_click_costs_a_bounded_number_of_queries(owner_client, legal_deck):
    with CaptureQueriesContext(connection) as queries:
        owner_client.post(f"/decks/{legal_deck.pk}/entries/", {"card": "t1-apollo-body", "delta": "1", "version": "1"}, **HTMX)
    assert len(queries) <= 16, [q["sql"] for q in queries]


def test_empires_builder_shows_its_own_rules(owner_client, owner):
    deck = services.deck_create(owner=owner, game="empires", name="Pack")
    html = owner_client.get(f"/decks/{deck.pk}/").content.decode()
    assert "One standard pack" in html and "empires-pack-size" in html
    assert "+ reserve" not in html and "Draw simulator" not in html


def test_a_15000_card_paste_on_the_import_page_is_refused_and_handed_back(owner_client, legal_deck):
    import time

    paste = "\n".join(["1 T1 Apollo Body"] * 15_000)
    started = time.perf_counter()
    response = owner_client.post(f"/decks/{legal_deck.pk}/import/", {"import": paste, "version": "1"})
    assert time.perf_counter() - started < 3.0
    html = response.content.decode()
    assert response.status_code == 400 and "15,000 lines; the limit is 5,000" in html
    assert html.count("1 T1 Apollo Body") == 15_000  # the paste is still in the box
    legal_deck.refresh_from_db()
    assert legal_deck.version == 1 and legal_deck.card_count == 50


def test_builder_links_to_print_play_export_clone_and_delete(owner_client, legal_deck):
    html = owner_client.get(f"/decks/{legal_deck.pk}/").content.decode()
    for href in (f"/print/?deck={legal_deck.pk}", f"/play/new/?game=galactic-empires&amp;deck={legal_deck.pk}",
                 f"/decks/{legal_deck.pk}/export/lackey/", f"/decks/{legal_deck.pk}/export/text/", f"/decks/{legal_deck.pk}/export/json/",
                 f"/decks/{legal_deck.pk}/clone/", f"/decks/{legal_deck.pk}/delete/", f"/decks/{legal_deck.pk}/import/"):
        assert href in html, href


def test_the_builder_offers_the_games_player_counts(owner_client, legal_deck):
    """Issue 27: the builder offered 1-12 players where the new-deck form offers the game's 2-6."""
    import re

    html = owner_client.get(f"/decks/{legal_deck.pk}/").content.decode()
    players = re.search(r'<select name="players" id="deck-players">(.*?)</select>', html, re.S).group(1)
    assert re.findall(r"<option[^>]*>(\d+)</option>", players) == ["2", "3", "4", "5", "6"]


def test_the_deck_heading_counts_the_reserve_fleet_apart(owner_client, legal_deck):
    html = owner_client.get(f"/decks/{legal_deck.pk}/").content.decode()
    assert '<span class="count" id="deck-size">48 cards</span> <span class="count" id="reserve-size">+ reserve fleet 2</span>' in html


def test_the_builders_search_pages_through_every_result(owner_client, legal_deck):
    import re

    first = owner_client.get(f"/decks/{legal_deck.pk}/search/?q=t:S").content.decode()
    second = owner_client.get(f"/decks/{legal_deck.pk}/search/?q=t:S&page=2").content.decode()
    cards = lambda html: re.findall(r'<li class="result" data-card="(\d+)">', html)  # noqa: E731
    assert len(cards(first)) == len(cards(second)) == 40 and not set(cards(first)) & set(cards(second))
    total = int(re.search(r"Cards 1-40 of (\d+)", first).group(1))
    assert total > 80 and "Cards 41-80 of" in second
    assert 'id="search-next"' in first and 'page=2' in first and 'id="search-prev"' in second
    last_page = -(-total // 40)
    last = owner_client.get(f"/decks/{legal_deck.pk}/search/?q=t:S&page=999").content.decode()
    assert f"of {total}" in last and 'id="search-next"' not in last and len(cards(last)) == total - 40 * (last_page - 1)
