"""Reads of the sealed app: pools and events for pages, and the pool a deck is built from."""
from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import Http404

import random

from cardbase.selectors import game_card_by_key
from decks.pools import Pool
from play.models import Match
from rules.core import derive_seed

from .models import Event, EventMatch, EventPlayer, SealedDeck, SealedPool


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
    # The pools' card lists and opening logs are not shown on the event page.
    return list(event.players.select_related("user", "pool", "deck").defer("pool__cards", "pool__openings").order_by("seat"))


def table_outcome(event: Event, table: EventMatch) -> dict[str, Any] | None:
    """The result of a table not recorded yet, from its match ({"winner", "draw", "note"}), or
    None while it is being played. Pure: services.event_refresh records it."""
    match = table.match
    if table.player_b_id is None:
        return {"winner": table.player_a, "draw": False, "note": table.note}  # a bye
    if match is None or match.status != Match.Status.FINISHED or match.result is None:
        return None
    winners = list(match.result.get("winners") or [])
    seats = {0: table.player_a, 1: table.player_b}
    if len(winners) == 1 and winners[0] in seats:
        return {"winner": seats[winners[0]], "draw": False, "note": table.note}
    if event.pairing == Event.Pairing.SINGLE:
        # General rules, "Time Limits": "Ties are resolved by die roll."
        roll = random.Random(derive_seed("event-tie", event.seed, table.round, table.table)).randint(0, 1)
        return {"winner": seats[roll], "draw": False, "note": "tie resolved by die roll"}
    return {"winner": None, "draw": True, "note": table.note}


def event_tables(event: Event) -> list[EventMatch]:
    """Every table of the event, with the results of finished matches not recorded yet filled in
    (in memory only: a page view writes nothing; the host's next step records them)."""
    tables = list(event.matches.select_related("player_a__user", "player_b__user", "winner__user", "match").order_by("round", "table"))
    for table in tables:
        if not table.done:
            outcome = table_outcome(event, table)
            if outcome is not None:
                table.winner, table.draw, table.note, table.done = outcome["winner"], outcome["draw"], outcome["note"], True
    return tables


def deck_statuses(players: list[EventPlayer]) -> dict[int, tuple[bool, int]]:
    """Each player's deck: (legal, cards), as the deck builder last figured it against the Sealed
    format and its pool (Deck.legal, kept on every change); a bot's deck is its whole usable
    pool, legal by construction (services.event_start). No stocking check on a page view."""
    found: dict[int, tuple[bool, int]] = {}
    for player in players:
        if player.user_id is None and player.bot_deck is not None:
            found[player.pk] = (True, sum(e["count"] for e in player.bot_deck if e.get("zone", "deck") == "deck"))
        elif player.deck is not None:
            found[player.pk] = (bool(player.deck.legal), player.deck.card_count)
    return found


def pool_openings(pool: Any) -> list[dict[str, Any]]:
    """The packs as opened, each slot's rule in a player's words (issue 27: "Rarity contains 0 and
    Rarity does not contain R" was shown verbatim); the pack seeds derive from the pool's one seed."""
    from rules.galactic_empires.packs import slot_words

    return [
        {**opening, "slots": [{**slot, "words": slot_words(str(slot.get("criteria", "")))} for slot in opening.get("slots") or []]}
        for opening in pool.openings if "product" in opening
    ]

