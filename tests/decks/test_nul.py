"""NUL characters in a deck's text settings are refused (PostgreSQL cannot store them): from the
HTML forms and from the API, with a message naming the field, never a 500."""
import pytest

from decks.models import Deck

from .conftest import LEGAL_ARGONIAN, entries_of

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def test_the_new_deck_form_refuses_a_nul_in_the_name(owner_client) -> None:
    response = owner_client.post("/decks/new/", {"game": "galactic-empires", "name": "Bad\x00name"})
    assert response.status_code == 400
    assert "A deck name cannot contain NUL" in response.content.decode()
    assert not Deck.objects.exists()


def test_the_settings_form_refuses_a_nul_in_the_name_and_description(owner_client, owner) -> None:
    owner_client.post("/api/decks/", {"name": "Good", "game": "galactic-empires", "entries": entries_of(LEGAL_ARGONIAN)},
                      content_type="application/json")
    deck = Deck.objects.get()
    for field, label in (("name", "A deck name"), ("description", "A description"), ("empire", "An empire name")):
        html = owner_client.post(f"/decks/{deck.pk}/settings/", {field: "x\x00y", "version": str(deck.version)}, **HTMX).content.decode()
        assert f"{label} cannot contain NUL" in html
    deck.refresh_from_db()
    assert deck.name == "Good" and "\x00" not in deck.description + deck.empire


@pytest.mark.parametrize("field", ["name", "description", "empire"])
def test_the_api_refuses_a_nul_naming_the_field(owner_client, field) -> None:
    body = {"name": "Fine", "game": "galactic-empires", field: "a\x00b"}
    response = owner_client.post("/api/decks/", body, content_type="application/json")
    assert response.status_code == 400
    data = response.json()
    assert field in data["extra"] and "Null characters are not allowed" in data["extra"][field][0]
    assert not Deck.objects.exists()


def test_an_imported_deck_file_cannot_bring_a_nul_into_the_name(owner_client) -> None:
    paste = "# name: Sneaky\x00one\n2 T1 Apollo Body\n"
    response = owner_client.post("/api/decks/", {"game": "galactic-empires", "import": paste}, content_type="application/json")
    assert response.status_code in (400, 201)
    assert not any("\x00" in name for name in Deck.objects.values_list("name", flat=True))  # (PostgreSQL refuses NUL even in a query)
