"""A deck's errata set (issue 29): chosen in the builder and the API, refused when unknown."""
import pytest

from decks import services
from decks.validation import DeckInputError, validate_deck

pytestmark = pytest.mark.django_db


def test_validation_refuses_an_unknown_errata_set() -> None:
    with pytest.raises(DeckInputError, match="no errata set 'homebrew'"):
        validate_deck(deck="1 S6 Armed Tug\n", errata="homebrew")
    assert validate_deck(deck="1 S6 Armed Tug\n", errata="printed")["deck"]["cards"] == 1


def test_a_deck_keeps_its_errata_set_and_its_copy_too(django_user_model) -> None:
    owner = django_user_model.objects.create_user("errata", password="pw-errata-123")
    deck = services.deck_create(owner=owner, game="galactic-empires", name="As printed", errata="printed")
    assert deck.errata == "printed"
    assert services.deck_clone(deck=deck, owner=owner).errata == "printed"
    with pytest.raises(services.DeckError, match="no errata set"):
        services.deck_create(owner=owner, game="galactic-empires", errata="homebrew")


def test_the_builder_offers_the_errata_sets(client, django_user_model) -> None:
    owner = django_user_model.objects.create_user("builder", password="pw-builder-123")
    deck = services.deck_create(owner=owner, game="galactic-empires", name="Builder")
    client.force_login(owner)
    html = client.get(deck.get_absolute_url() + "edit/").content.decode()
    if 'name="errata"' not in html:  # the builder may live at the deck's own address
        html = client.get(deck.get_absolute_url()).content.decode()
    assert 'name="errata"' in html and "Official + unofficial errata" in html
    response = client.post(f"/decks/{deck.pk}/settings/", {"errata": "unofficial", "version": deck.version})
    deck.refresh_from_db()
    assert response.status_code in (200, 302) and deck.errata == "unofficial"
