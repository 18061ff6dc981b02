"""Card pages: game list, gallery (full page and htmx fragment), card page, face PNG, help."""
import pytest
from django.test import Client

import rules
from cardbase.selectors import game_card_by_key

pytestmark = pytest.mark.django_db
HEAVY_CRUISER = "s6-argonian-heavy-cruiser-argonian-typhoon-heavy-cruiser"


def test_game_list_links_every_game_with_its_card_count(client: Client) -> None:
    html = client.get("/cards/").content.decode()
    for game in rules.all():
        assert f'href="/cards/{game.slug}/"' in html
    assert "2466 cards, 3699 printings" in html


def test_gallery_searches_and_shows_the_results(client: Client) -> None:
    response = client.get("/cards/galactic-empires/", {"q": "t:S s>=8 e:argonian"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "<h1>Galactic Empires</h1>" in html and 'id="results"' in html
    assert "1-3 of 3 cards" in html and "Argonian Flagship" in html
    assert "/cards/galactic-empires/s10-argonian-flagship/" in html


def test_gallery_answers_htmx_with_the_results_fragment_only(client: Client) -> None:
    response = client.get("/cards/galactic-empires/", {"q": "t:S s>=8 e:argonian"}, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert "<html" not in html and "<form" not in html
    assert "1-3 of 3 cards" in html


def test_gallery_shows_warnings_for_dropped_terms(client: Client) -> None:
    html = client.get("/cards/galactic-empires/", {"q": "t:S warp:9"}, HTTP_HX_REQUEST="true").content.decode()
    assert "warp:9: unknown key" in html
    assert "of 592 cards" in html


def test_gallery_filters_and_pagination(client: Client) -> None:
    html = client.get("/cards/galactic-empires/", {"type": "S", "smin": "8", "empire": "Argonian"}).content.decode()
    assert "1-3 of 3 cards" in html
    html = client.get("/cards/galactic-empires/", {"q": "t:S", "page": "2"}).content.decode()
    assert "61-120 of 592 cards" in html and "Page 2 of 10" in html
    assert 'href="?q=t%3AS&amp;page=3"' in html and 'rel="prev"' in html
    html = client.get("/cards/galactic-empires/", {"smin": "many"}).content.decode()
    assert "smin: Enter a whole number. (ignored)" in html


def test_gallery_and_its_fragment_cost_at_most_three_queries(client: Client, django_assert_max_num_queries) -> None:
    client.get("/cards/galactic-empires/")  # warms the per-process card cache
    with django_assert_max_num_queries(3):
        client.get("/cards/galactic-empires/", {"q": "t:S s>=6 -e:krebiz set:PE", "page": "2"})
    with django_assert_max_num_queries(3):
        client.get("/cards/galactic-empires/", {"q": "shields>=3 or phasers>2"}, HTTP_HX_REQUEST="true")


def test_reconstructed_games_explain_their_edition(client: Client) -> None:
    html = client.get("/cards/spark-of-war/").content.decode()
    assert "A reconstructed edition" in html and "60 spaceships" in html


def test_card_page_shows_attributes_printings_and_text_provenance(client: Client) -> None:
    card = game_card_by_key("galactic-empires")[HEAVY_CRUISER]
    html = client.get(f"/cards/galactic-empires/{HEAVY_CRUISER}/").content.decode()
    assert card["title"] in html
    # Its text was reviewed (issue 25, text-reviews/AL.json); tests/corrections shows a machine-read text's provenance.
    assert card["text_source"] == "reviewed" and "Reviewed: read by a project contributor" in html
    assert "Primary Edition" in html and "Gary A. Kalin" in html
    assert "Shields" in html and "Phasers" in html
    assert html.count("<tr>") >= len(card["printings"])
    assert f"/cards/galactic-empires/{HEAVY_CRUISER}/face.png" in html


def test_card_face_is_a_png_cached_on_disk_and_revalidated_by_etag(client: Client, settings) -> None:
    response = client.get(f"/cards/galactic-empires/{HEAVY_CRUISER}/face.png")
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    assert response.content.startswith(b"\x89PNG")
    from io import BytesIO

    from PIL import Image

    assert Image.open(BytesIO(response.content)).size == (375, 525)
    assert list((settings.MEDIA_ROOT / "cardfaces" / "galactic-empires").glob(f"{HEAVY_CRUISER}-*.png"))
    again = client.get(f"/cards/galactic-empires/{HEAVY_CRUISER}/face.png", HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304


@pytest.mark.parametrize("game", [g.slug for g in rules.all()])
def test_every_games_cards_draw_a_face(client: Client, game: str) -> None:
    from cardbase.selectors import game_cards

    for card in game_cards(game)[:3]:
        assert client.get(f"/cards/{game}/{card['key']}/").status_code == 200
        assert client.get(f"/cards/{game}/{card['key']}/face.png").status_code == 200


def test_unknown_game_or_card_is_404(client: Client) -> None:
    assert client.get("/cards/monopoly/").status_code == 404
    assert client.get("/cards/galactic-empires/no-such-card/").status_code == 404
    assert client.get("/cards/galactic-empires/no-such-card/face.png").status_code == 404


def test_search_help_lists_the_keys_and_each_games_attributes(client: Client) -> None:
    html = client.get("/cards/search/help/").content.decode()
    for key in ("t:S", "s>=8", "e:argonian", "set:PE", "r:V", "a:kalin", "is:reaction", "shields>=3", "gen:economy", "supply:1"):
        assert key.replace(">", "&gt;") in html or key in html, key
    assert "heavy_weapons" in html and "suit" in html
