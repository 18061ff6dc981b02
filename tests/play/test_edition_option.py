"""The rulebook edition is a match option (issue 29): the set-up page shows it, a match keeps the
players' choice, and a match saved before the option existed replays by the rules it was played by
("before-editions")."""
from __future__ import annotations

import pytest

from play import engine, services

from .test_saved_decks import _deck

pytestmark = pytest.mark.django_db


def _start(user, deck, **options):
    return services.match_create(creator=user, game_slug="galactic-empires", seed=4, format_slug="primary-free-for-all",
                                 seats=[{"user": "me"}, {"bot": "random"}], decks=[{"deck": deck.pk}, None], **options)


def test_the_set_up_page_offers_both_editions(alice_client) -> None:
    html = alice_client.get("/play/new/?game=galactic-empires").content.decode()
    assert 'name="option_edition"' in html
    assert 'value="v2.1"' in html and 'value="primary"' in html


def test_a_match_plays_the_chosen_edition(alice) -> None:
    deck = _deck(alice, format="primary-free-for-all")
    assert _start(alice, deck).options["edition"] == "v2.1"
    match = _start(alice, deck, options={"edition": "primary"})
    assert match.options["edition"] == "primary"
    assert engine.match_state(match).opts["edition"] == "primary"


def test_a_match_saved_before_the_edition_option_replays_as_it_was_played(alice) -> None:
    match = _start(alice, _deck(alice, format="primary-free-for-all"))
    del match.options["edition"]
    match.save(update_fields=["options"])
    engine.forget(match.pk)
    assert engine.game_options(match)["edition"] == "before-editions"
    assert engine.rebuild_from_log(match).opts["edition"] == "before-editions"
