"""Sealed pools: opened with a seed, owned, never edited, exported, printed, built into a deck
that the builder keeps to the pool."""
from __future__ import annotations

import pytest

from decks.models import DeckEntry
from decks.selectors import deck_state
from decks.services import DeckError, deck_set_count
from sealed import services
from sealed.models import SealedPool

pytestmark = pytest.mark.django_db

BOOSTERS = ["u-universe-edition"] * 4


def test_a_pool_is_reproducible_from_its_seed_and_logged(ann) -> None:
    first = services.pool_open(owner=ann, starter="u-argonian-universe-edition", boosters=BOOSTERS, seed=7)
    again = services.pool_open(owner=ann, starter="u-argonian-universe-edition", boosters=BOOSTERS, seed=7)
    assert first.cards == again.cards and first.openings == again.openings
    assert first.size == 101 + 4 * 14
    assert first.empire == "Argonian"
    assert [o["title"] for o in first.openings] == ["U) Argonian Universe Edition"] + ["U) Universe Edition"] * 4
    assert all(slot["cards"] for o in first.openings for slot in o["slots"])


def test_a_pool_cannot_be_edited(ann) -> None:
    pool = services.pool_open(owner=ann, starter="u-tufor-universe-edition", boosters=BOOSTERS, seed=1)
    pool.cards = {"anything": 99}
    with pytest.raises(ValueError, match="cannot be edited"):
        pool.save()
    assert SealedPool.objects.get(pk=pool.pk).cards != {"anything": 99}


def test_too_few_boosters_are_refused_with_the_field_named(ann) -> None:
    with pytest.raises(services.SealedError, match="boosters: 3.5 booster packs"):
        services.pool_open(owner=ann, starter="u-tufor-universe-edition", boosters=["u-universe-edition"] * 3 + ["7-piracy"])
    with pytest.raises(services.SealedError, match="starter:"):
        services.pool_open(owner=ann, starter="nothing", boosters=BOOSTERS)


def test_the_whole_usable_pool_is_a_legal_sealed_deck_and_the_builder_keeps_to_the_pool(ann) -> None:
    pool = services.pool_open(owner=ann, starter="u-krebiz-universe-edition", boosters=BOOSTERS, seed=3)
    deck = services.pool_deck_create(pool=pool, user=ann, fill=True)
    state = deck_state(deck)
    assert deck.format == "sealed" and state.report.legal, state.report.violations
    assert deck.legal
    # A card the pool does not hold cannot be added; nor more copies than the pool holds.
    from cardbase.models import Card

    outside = Card.objects.filter(game="galactic-empires").exclude(key__in=list(pool.cards)).first()
    with pytest.raises(DeckError, match="holds 0 of"):
        deck_set_count(deck=deck, expected_version=None, card=outside.key, count=1)
    key, copies = next(iter(pool.cards.items()))
    with pytest.raises(DeckError, match=f"holds {copies} of"):
        deck_set_count(deck=deck, expected_version=None, card=key, count=copies + 1)


def test_a_deck_breaking_the_type_and_void_rules_gets_every_violation(ann) -> None:
    pool = services.pool_open(owner=ann, starter="u-krebiz-universe-edition", boosters=BOOSTERS, seed=3)
    deck = services.pool_deck_create(pool=pool, user=ann, fill=True)
    by_type: dict[str, list[DeckEntry]] = {}
    for entry in DeckEntry.objects.filter(deck=deck).select_related("card"):
        by_type.setdefault(entry.card.type, []).append(entry)
    # Keep only the strongest card of each type: no type has 5 cards, and voids appear below.
    for entries in by_type.values():
        entries.sort(key=lambda e: e.card.strength or 0)
        for entry in entries[:-1]:
            entry.delete()
    report = deck_state(deck).report
    assert {"card-types", "strength-ladder"} <= {v.rule for v in report.violations}


def test_builder_search_shows_only_pool_cards(client, ann) -> None:
    pool = services.pool_open(owner=ann, starter="u-mechad-universe-edition", boosters=BOOSTERS, seed=5)
    deck = services.pool_deck_create(pool=pool, user=ann)
    client.force_login(ann)
    page = client.get(f"/decks/{deck.pk}/search/?q=")
    assert page.status_code == 200
    from cardbase.models import Card

    outside = Card.objects.filter(game="galactic-empires").exclude(key__in=list(pool.cards)).values_list("title", flat=True)[:50]
    text = page.content.decode()
    assert not any(f">{title}<" in text for title in outside)
    builder = client.get(f"/decks/{deck.pk}/")
    assert b"sealed-pool" in builder.content


def test_pool_pages_export_and_print(client, ann, ben) -> None:
    pool = services.pool_open(owner=ann, starter="u-scorpead-universe-edition", boosters=BOOSTERS, seed=9)
    client.force_login(ann)
    page = client.get(f"/sealed/pools/{pool.pk}/")
    assert page.status_code == 200 and b"U) Scorpead Universe Edition" in page.content
    for kind in ("text", "lackey", "json"):
        export = client.get(f"/sealed/pools/{pool.pk}/export/{kind}/")
        assert export.status_code == 200 and export["Content-Disposition"].startswith("attachment")
    assert client.get(f"/sealed/pools/{pool.pk}/export/pdf/").status_code == 400
    text, _, _ = services.pool_export(pool, "text")
    printed = client.post("/print/", {"game": "galactic-empires", "deck": text, "format": "primary-free-for-all"})
    assert printed.status_code == 200 and printed["Content-Type"] == "application/pdf"
    client.force_login(ben)
    assert client.get(f"/sealed/pools/{pool.pk}/").status_code == 404  # only the owner sees it


def test_opening_a_pool_through_the_page(client, ann) -> None:
    client.force_login(ann)
    answer = client.post("/sealed/pools/new/", {"starter": "u-tufor-universe-edition", "booster_1": "u-universe-edition",
                                                "booster_2": "u-universe-edition", "booster_3": "5-time-gates", "booster_4": "7-piracy"})
    assert answer.status_code == 400 and b"3.5 booster packs" in answer.content
    answer = client.post("/sealed/pools/new/", {"starter": "u-tufor-universe-edition", "booster_1": "u-universe-edition",
                                                "booster_2": "u-universe-edition", "booster_3": "5-time-gates", "booster_4": "6-advanced-technologies"})
    assert answer.status_code == 302
    assert SealedPool.objects.get(owner=ann).empire == "Tufor"


def test_the_pool_page_says_each_slot_in_words_and_the_seed_once(client, ann) -> None:
    """Issue 27: slot rules were shown verbatim ("Rarity contains 0 and Rarity does not contain R")
    and the seed over and over."""
    import re

    pool = services.pool_open(owner=ann, starter="u-argonian-universe-edition", boosters=BOOSTERS, seed=2026)
    client.force_login(ann)
    html = client.get(f"/sealed/pools/{pool.pk}/").content.decode()
    shown = re.findall(r'<small title="([^"]*)">([^<]*):</small>', html)
    assert shown and not any(words.startswith("Rarity is") or " and Rarity" in words for _, words in shown)
    assert any(words.startswith("Rarity group 0, not rare, not very rare") for _, words in shown)
    assert any(words.startswith("Very rare") for _, words in shown)
    assert html.count("2026") == 1
