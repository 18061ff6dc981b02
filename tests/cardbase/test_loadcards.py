"""loadcards: every game's data file in the database, idempotently, keeping card ids."""
from io import StringIO

import pytest
from django.core.management import call_command

import rules
from cardbase.models import Card, CardSet, Edition, Printing
from cardbase.selectors import game_cards
from cardbase.services import data_file, dump_data_file, load_all

pytestmark = pytest.mark.django_db


def test_session_database_holds_every_printing_and_every_game() -> None:
    assert Card.objects.filter(game="galactic-empires").count() == 2466
    assert Printing.objects.filter(card__game="galactic-empires").count() == 3699
    for game in rules.all():
        assert Card.objects.filter(game=game.slug).exists(), game.slug
        assert Edition.objects.get(game=game.slug).card_count == Card.objects.filter(game=game.slug).count()


def test_loadcards_twice_changes_nothing_and_skips_unchanged_games() -> None:
    ids = dict(Card.objects.values_list("key", "id"))
    out = StringIO()
    call_command("loadcards", stdout=out)
    assert "galactic-empires: unchanged" in out.getvalue()
    assert dict(Card.objects.values_list("key", "id")) == ids


def test_forced_reload_keeps_card_ids_and_restores_edited_rows() -> None:
    card = Card.objects.get(game="galactic-empires", key="s6-argonian-heavy-cruiser-argonian-typhoon-heavy-cruiser")
    Card.objects.filter(pk=card.pk).update(title="Tampered", strength=99)
    Card.objects.create(game="galactic-empires", key="not-in-the-data", identity="x", type="S", title="Ghost")
    [result] = load_all(force=True, games=["galactic-empires"])
    assert (result.created, result.deleted, result.updated) == (0, 1, 2466)
    card.refresh_from_db()
    assert (card.title, card.strength) == ("Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser", 6)
    assert not Card.objects.filter(key="not-in-the-data").exists()
    assert Printing.objects.filter(card__game="galactic-empires").count() == 3699


def test_game_cards_are_the_data_files_cards_with_ids() -> None:
    import json

    document = json.loads(data_file("galactic-empires").read_text(encoding="utf-8"))
    cards = game_cards("galactic-empires")
    assert len(cards) == len(document["cards"])
    by_key = {c["key"]: c for c in cards}
    for original in document["cards"][:300]:
        loaded = dict(by_key[original["key"]])
        assert isinstance(loaded.pop("id"), int)
        assert loaded == original


def test_game_cards_is_cached_and_invalidated_by_a_reload(django_assert_num_queries) -> None:
    first = game_cards("interstellar-empire")
    with django_assert_num_queries(0):
        assert game_cards("interstellar-empire") is first
    load_all(force=True, games=["interstellar-empire"])
    assert game_cards("interstellar-empire") is not first


def test_sets_are_listed_in_release_order_with_their_names() -> None:
    sets = list(CardSet.objects.filter(game="galactic-empires").values_list("code", "name"))
    assert sets[:3] == [("AL", "Alpha"), ("BE", "Beta"), ("PE", "Primary Edition")]
    assert len(sets) == 15


@pytest.mark.parametrize("game", [g.slug for g in rules.all() if g.slug != "galactic-empires"])
def test_reconstructed_data_files_match_their_editions_in_rules(game: str) -> None:
    from cardbase.management.commands.importcards import edition_document

    expected = dump_data_file(edition_document(game))
    assert data_file(game).read_text(encoding="utf-8") == expected, (
        f"cardbase/data/{game}/cards.json is out of date: run manage.py importcards edition --game {game}"
    )


def test_cards_imported_in_a_rolled_back_test_are_forgotten_after_it_part_1() -> None:
    load_all(force=True, games=["empires"])
    Card.objects.filter(game="empires").update(title="Rolled back")
    load_all(force=False, games=["empires"])  # unchanged digest: skipped, cache still rebuilt below
    from cardbase.selectors import invalidate

    invalidate("empires")
    assert game_cards("empires")[0]["title"] == "Rolled back"


def test_cards_imported_in_a_rolled_back_test_are_forgotten_after_it_part_2() -> None:
    # Runs after part 1 (file order): its rows were rolled back and the cache must agree.
    assert game_cards("empires")[0]["title"] == "Ace of Spades"
