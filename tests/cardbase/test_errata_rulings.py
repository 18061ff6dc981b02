"""Card pages and API records show a card's errata (as printed beside as corrected, with the
source, disagreements flagged) and the Q&A and FAQ rulings naming it (issue 29)."""
import pytest
from django.test import Client

from cardbase.selectors import game_card_by_key

pytestmark = pytest.mark.django_db
TUG = "s6-armed-tug"
OUTPOST = "b1-military-outpost"


def test_card_page_shows_printed_and_corrected_side_by_side_with_sources(client: Client) -> None:
    html = client.get(f"/cards/galactic-empires/{TUG}/").content.decode()
    assert 'id="errata"' in html
    assert "<th scope=\"col\">As printed</th><th scope=\"col\">Official errata</th>" in html
    assert "<tr><th scope=\"row\">phasers</th><td>0</td><td>4</td><td>4</td></tr>" in html
    assert "The sources disagree" in html and "Unofficial Galactic Empires Errata says 2" in html
    assert "GEerrata.txt" in html and 'marked "[Unofficial]" by the page' in html


def test_card_named_in_the_qa_shows_that_ruling_on_its_page(client: Client) -> None:
    html = client.get(f"/cards/galactic-empires/{OUTPOST}/").content.decode()
    assert 'id="rulings"' in html and 'id="ruling-qa-005"' in html
    # GEqa.txt, B1 Military Outpost: "It must be engaged to use those points."
    assert "It must be engaged to use those points." in html


def test_api_record_exposes_the_same_errata_and_rulings(client: Client) -> None:
    pk = game_card_by_key("galactic-empires")[TUG]["id"]
    data = client.get(f"/api/cards/{pk}/").json()
    assert data["errata"]["printed"] == {"phasers": 0}
    assert data["errata"]["corrected"]["official"] == {"phasers": 4}
    assert data["errata"]["disagreements"][0]["stat"] == "phasers"
    pk = game_card_by_key("galactic-empires")[OUTPOST]["id"]
    rulings = client.get(f"/api/cards/{pk}/").json()["rulings"]
    assert any(r["id"] == "qa-005" and "must be engaged" in r["answer"] for r in rulings)


def test_a_card_without_errata_or_rulings_shows_neither(client: Client) -> None:
    html = client.get("/cards/galactic-empires/c5-leopan-raiding-captain/").content.decode()
    assert 'id="errata"' not in html and 'id="rulings"' not in html


def test_a_flagged_printing_without_erratum_says_none_is_published(client: Client) -> None:
    from rules.galactic_empires import errata

    none = next(r.card for r in errata.records() if r.kind == "none_published")
    card = next(c for c in game_card_by_key("galactic-empires").values() if c["identity"] == none)
    html = client.get(f"/cards/galactic-empires/{card['key']}/").content.decode()
    assert "no erratum is published for it" in html
