"""Issue 16: the card popover's fragment (face, stats, text), and the places that name a card with
the attribute that opens it (gallery tiles, builder results and deck rows, print preview)."""
from __future__ import annotations

import re

import pytest
from django.urls import reverse

from cardbase.models import Card

pytestmark = pytest.mark.django_db

KEY = "s10-argonian-flagship"


def test_the_popover_shows_the_face_stats_and_text_by_key_and_by_id(client) -> None:
    card = Card.objects.get(game="galactic-empires", key=KEY)
    for url in (f"/cards/galactic-empires/{KEY}/peek/", f"/cards/id/{card.pk}/peek/"):
        html = client.get(url).content.decode()
        assert f"/cards/galactic-empires/{KEY}/face.png" in html
        assert "Argonian Flagship" in html and "strength 10" in html
        assert card.text[:30] in html.replace("<br>", "\n")
    assert client.get("/cards/galactic-empires/no-such-card/peek/").status_code == 404
    assert client.get("/cards/id/999999999/peek/").status_code == 404


def test_gallery_tiles_and_print_preview_name_cards_that_open(client, poppler) -> None:
    gallery = client.get("/cards/galactic-empires/?q=argonian+flagship").content.decode()
    assert f'data-peek="galactic-empires/{KEY}"' in gallery
    preview = client.post(reverse("printing:index"), {"game": "galactic-empires", "deck": "2 S10 Argonian Flagship",
                                                      "action": "preview"}, HTTP_HX_REQUEST="true").content.decode()
    assert re.search(rf'data-peek="galactic-empires/{KEY}">S10 Argonian Flagship<', preview)
