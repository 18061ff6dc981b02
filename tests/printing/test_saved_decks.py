"""Printing a deck saved in the deck builder: by id on the command line and through the API."""
import io
from pathlib import Path

import pytest
from django.core.management import call_command
from pypdf import PdfReader

deck_services = pytest.importorskip("decks.services")

DECKS = Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires" / "decks"

pytestmark = pytest.mark.django_db


@pytest.fixture
def saved_deck(django_user_model):
    call_command("loadcards", stdout=io.StringIO())
    owner = django_user_model.objects.create_user("printer", password="pw-12345-long")
    deck = deck_services.deck_create(owner=owner, game="galactic-empires", name="Saved Psycanti", import_data=(DECKS / "Psycanti.dek").read_bytes())
    return owner, deck


def test_printdeck_prints_a_saved_deck_by_id(saved_deck, tmp_path):
    _, deck = saved_deck
    out = tmp_path / "saved.pdf"
    call_command("printdeck", "--deck-id", str(deck.pk), "-o", str(out), stdout=io.StringIO())
    reader = PdfReader(out)
    cover = reader.pages[0].extract_text()
    assert "Saved Psycanti" in cover
    assert "Skipped" not in cover


def test_api_prints_your_saved_deck_and_hides_others_private_ones(saved_deck, client, django_user_model):
    owner, deck = saved_deck
    client.force_login(owner)
    response = client.post("/api/print/", {"deck_id": deck.pk}, content_type="application/json")
    assert response.status_code == 200
    assert "Saved Psycanti" in PdfReader(io.BytesIO(b"".join(response.streaming_content))).pages[0].extract_text()
    stranger = django_user_model.objects.create_user("stranger", password="pw-12345-long")
    client.force_login(stranger)
    response = client.post("/api/print/", {"deck_id": deck.pk}, content_type="application/json")
    assert response.status_code == 404
