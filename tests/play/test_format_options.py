"""Options follow the deck (issue 27): a deck format may imply match options (Game.format_options);
a Sealed deck starts a match with the Sealed Deck option (a 15-point Sector HQ or Psy Network)
unless the players choose otherwise."""
from __future__ import annotations

import pytest

from play import engine, services

from .test_saved_decks import _deck

pytestmark = pytest.mark.django_db


def _start(user, deck, **options):
    match = services.match_create(creator=user, game_slug="galactic-empires", seed=4,
                                  seats=[{"user": "me"}, {"bot": "random"}], decks=[{"deck": deck.pk}, None],
                                  **options)
    return match, engine.match_state(match).view(0)


def test_a_sealed_deck_plays_with_the_sealed_sector_hq(alice) -> None:
    deck = _deck(alice, format="sealed", name="Sealed Argonians")
    match, view = _start(alice, deck)
    assert match.format == "sealed" and match.options["sealed"] is True
    assert [p["hq_points"] for p in view["players"]] == [15, 15]


def test_the_players_may_choose_otherwise(alice) -> None:
    deck = _deck(alice, format="sealed")
    match, view = _start(alice, deck, options={"sealed": False})
    assert match.options["sealed"] is False and view["players"][0]["hq_points"] == 25


def test_another_format_keeps_the_25_point_sector_hq(alice) -> None:
    match, view = _start(alice, _deck(alice))
    assert match.options["sealed"] is False and view["players"][0]["hq_points"] == 25


def test_the_set_up_page_ticks_sealed_deck_for_a_sealed_deck(alice, alice_client) -> None:
    sealed = _deck(alice, format="sealed", name="Sealed Argonians")
    page = alice_client.get(f"/play/new/?game=galactic-empires&deck={sealed.pk}").content.decode()
    assert 'id="option_sealed" checked' in page
    other = _deck(alice, name="Standard Argonians")
    page = alice_client.get(f"/play/new/?game=galactic-empires&deck={other.pk}").content.decode()
    assert 'id="option_sealed">' in page and 'id="option_sealed" checked' not in page
    # each format says what it implies, for the page's script when the format changes
    assert 'data-options="{&quot;sealed&quot;:true}"' in page
