"""Deck models: database constraints and the share token."""
import pytest
from django.db import IntegrityError, transaction
from django.db.models import ProtectedError

from cardbase.models import Card
from decks.models import Deck, DeckEntry

pytestmark = pytest.mark.django_db


def test_entry_count_must_be_positive_in_the_database(legal_deck):
    entry = legal_deck.entries.first()
    for bad in (0, -1):
        with pytest.raises(IntegrityError), transaction.atomic():
            DeckEntry.objects.filter(pk=entry.pk).update(count=bad)


def test_one_row_per_card_and_zone(legal_deck):
    entry = legal_deck.entries.first()
    with pytest.raises(IntegrityError), transaction.atomic():
        DeckEntry.objects.create(deck=legal_deck, card_id=entry.card_id, zone=entry.zone, count=1)
    other_zone = "reserve" if entry.zone == "deck" else "deck"
    if not DeckEntry.objects.filter(deck=legal_deck, card_id=entry.card_id, zone=other_zone).exists():
        DeckEntry.objects.create(deck=legal_deck, card_id=entry.card_id, zone=other_zone, count=1)


def test_players_and_version_are_positive(legal_deck):
    with pytest.raises(IntegrityError), transaction.atomic():
        Deck.objects.filter(pk=legal_deck.pk).update(players=0)
    with pytest.raises(IntegrityError), transaction.atomic():
        Deck.objects.filter(pk=legal_deck.pk).update(version=0)


def test_share_tokens_are_unguessable_and_distinct(make_deck):
    tokens = {make_deck([]).share_token for _ in range(5)}
    assert len(tokens) == 5
    assert all(len(t) >= 22 for t in tokens)  # 128 random bits, url-safe


def test_a_card_in_a_deck_cannot_be_deleted_under_it(legal_deck):
    card = Card.objects.get(pk=legal_deck.entries.first().card_id)
    with pytest.raises(ProtectedError), transaction.atomic():
        card.delete()


def test_deleting_a_deck_deletes_its_entries_and_history(legal_deck):
    from decks import services

    services.deck_update(deck=legal_deck, expected_version=legal_deck.version, name="Renamed")
    pk = legal_deck.pk
    legal_deck.delete()
    assert not DeckEntry.objects.filter(deck_id=pk).exists()
