"""Reads of the sealed app: pools and events for pages, and the pool a deck is built from."""
from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import Http404

from cardbase.selectors import game_card_by_key
from decks.pools import Pool

from .models import Event, EventPlayer, SealedDeck, SealedPool


def user_pools(user: Any) -> QuerySet[SealedPool]:
    if not getattr(user, "is_authenticated", False):
        return SealedPool.objects.none()
    return SealedPool.objects.filter(owner=user).order_by("-created")


def pool_owned(user: Any, pk: int) -> SealedPool:
    pool = user_pools(user).filter(pk=pk).first()
    if pool is None:
        raise Http404("no such pool of yours")
    return pool


def pool_rows(pool: SealedPool) -> list[tuple[dict[str, Any], int]]:
    """The pool's cards with their copies, by type then strength then title."""
    by_key = game_card_by_key(pool.game)
    rows = [(by_key[k], n) for k, n in pool.cards.items() if k in by_key]
    rows.sort(key=lambda row: (row[0].get("type") or "", row[0].get("strength") or 0, row[0].get("title") or ""))
    return rows


def deck_pool(deck: Any) -> Pool | None:
    """decks.pools provider: the sealed pool a deck was built from, with the event's clock."""
    link = SealedDeck.objects.filter(deck_id=deck.pk).select_related("pool", "pool__event").first()
    if link is None:
        return None
    pool = link.pool
    by_key = game_card_by_key(pool.game)
    from rules.core import DeckCard

    counts: dict[int, int] = {}
    cards = []
    for key, count in pool.cards.items():
        card = by_key.get(key)
        if card is None:
            continue
        counts[card["id"]] = counts.get(card["id"], 0) + count
        cards.append(DeckCard(card, count))
    event = pool.event
    from .services import construction_left

    return Pool(counts=counts, deck_cards=cards, name=pool.name, url=pool.get_absolute_url(), template="sealed/_builder_pool.html",
                context={"pool": pool, "event": event, "seconds_left": construction_left(event) if event else None})


def public_events() -> QuerySet[Event]:
    return Event.objects.select_related("host").order_by("-created")[:50]


def event_by_token(token: str) -> Event:
    event = Event.objects.filter(token=str(token)).first()
    if event is None:
        raise Http404("no such event")
    return event


def event_players(event: Event) -> list[EventPlayer]:
    return list(event.players.select_related("user", "pool", "deck").order_by("seat"))
