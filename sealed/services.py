"""Writes of the sealed app: open a pool, build a deck from it, run an event (join, open the pools
together, pair rounds, record results, fill empty seats with bots).

GEtournament.txt, "SEALED DECK TOURNAMENT RULES": a starter chosen by each player (his empire),
boosters opened with it ("We recommend 4 booster packs ... 6-card booster packs counting as 1/2"),
decks built from those cards only (the Sealed format), played with a 15-point Sector HQ.
"""
from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from datetime import timedelta
from functools import lru_cache
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from cardbase.selectors import game_card_by_key, game_cards
from decks.models import Deck, DeckEntry, Visibility
from decks.services import DeckError, deck_cards_of, deck_create
from decks.services import Line as DeckLine
from play.models import BOT_KINDS, Match
from rules.core import DeckCard, derive_seed
from rules.galactic_empires import packs, stocking

from . import pairings, selectors
from .models import Event, EventMatch, EventPlayer, SealedDeck, SealedPool

logger = logging.getLogger(__name__)

GAME = "galactic-empires"
FORMAT = "sealed"
DEFAULT_BOOSTERS = ("u-universe-edition",) * 4  # "We recommend 4 booster packs"
MIN_BOOSTERS = 4.0  # 6-card packs count 1/2 (packs.Product.booster_weight)
MAX_PRODUCTS = 12


@lru_cache(maxsize=1)
def bot_starters() -> tuple[str, ...]:
    """The Universe Edition starters a bot may take (each has an empire). Read when first needed,
    not at import: the product definitions take a parse every process would pay."""
    return tuple(k for k, p in packs.products().items() if p.is_starter and k.startswith("u-") and packs.starter_empire(p))


class SealedError(Exception):
    def __init__(self, message: str, *, status: int = 400, extra: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.extra = extra or {}


# --------------------------------------------------------------------------------------------
# Pools
# --------------------------------------------------------------------------------------------


def starter_choices() -> list[tuple[str, str]]:
    return [(k, p.title) for k, p in packs.products().items() if p.is_starter]


def booster_choices() -> list[tuple[str, str]]:
    return [(k, f"{p.title} ({p.size} cards)") for k, p in packs.products().items() if p.is_booster]


def check_boosters(boosters: Sequence[str]) -> list[str]:
    boosters = [str(b) for b in boosters]
    if len(boosters) > MAX_PRODUCTS:
        raise SealedError(f"boosters: at most {MAX_PRODUCTS} booster packs, not {len(boosters)}")
    try:
        packs.sealed_products(bot_starters()[0], boosters, minimum_boosters=MIN_BOOSTERS)  # the boosters only
    except ValueError as exc:
        raise SealedError(str(exc)) from None
    return boosters


def pool_open(*, owner: Any, starter: str, boosters: Sequence[str] | None = None, seed: int | None = None,
              name: str = "", event: Event | None = None) -> SealedPool:
    """Open a starter and boosters with a seed (a fresh random one unless given) and keep the
    cards as the owner's pool. The opening is logged and stored, so it can be opened again."""
    boosters = list(DEFAULT_BOOSTERS if boosters is None else boosters)
    check_boosters(boosters)
    try:
        packs.sealed_products(str(starter), boosters)
    except ValueError as exc:
        raise SealedError(str(exc)) from None
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 62)
    openings = packs.open_sealed(str(starter), boosters, seed)
    counts, missing = packs.pool_counts(openings, packs.cards_by_lackey_name(game_cards(GAME)))
    log = [o.to_json() for o in openings]
    if missing:
        log.append({"not_in_card_data": missing})
    empire = packs.starter_empire(str(starter))
    if empire is None:  # a Primary basic deck or a random starter: its ships say whose it is
        by_key = game_card_by_key(GAME)
        pool_cards = [DeckCard(by_key[k], n) for k, n in counts.items() if k in by_key]
        empire = stocking.check_sealed(pool_cards, {"pool": pool_cards}).main_empire
    title = packs.products()[str(starter)].title
    pool = SealedPool.objects.create(
        owner=owner if getattr(owner, "is_authenticated", False) else None, event=event, game=GAME,
        name=(name or f"Sealed: {title}")[:120], starter=str(starter), boosters=boosters, empire=empire or "",
        seed=seed, openings=log, cards=counts,
    )
    logger.info("sealed pool %s opened: starter=%s boosters=%s seed=%s cards=%s missing=%s",
                pool.pk, starter, ",".join(boosters), seed, pool.size, len(missing))
    return pool


def pool_deck_cards(pool: SealedPool) -> list[DeckCard]:
    by_key = game_card_by_key(pool.game)
    return [DeckCard(by_key[key], count) for key, count in pool.cards.items() if key in by_key]


def usable_deck(pool: SealedPool) -> list[DeckCard]:
    """The whole usable pool (stocking.sealed_deck): legal whenever the pool has 8 types of 5."""
    return stocking.sealed_deck(pool_deck_cards(pool), pool.empire or None)


def pool_deck_create(*, pool: SealedPool, user: Any, fill: bool = False) -> Deck:
    """A deck of the decks app tied to the pool (empty, or the whole usable pool with `fill`)."""
    if pool.owner_id is None or not getattr(user, "is_authenticated", False) or pool.owner_id != user.pk:
        raise SealedError("this pool is not yours", status=403)
    entries = [{"card": line.card["key"], "count": line.count, "zone": "deck"} for line in usable_deck(pool)] if fill else None
    try:
        with transaction.atomic():
            deck = deck_create(owner=user, game=pool.game, name=f"{pool.name} deck"[:120], format=FORMAT,
                               empire=pool.empire, entries=entries)
            SealedDeck.objects.create(deck=deck, pool=pool)
    except DeckError as exc:
        raise SealedError(exc.message) from None
    # The legal flag was figured before the deck knew its pool: figure it again with the pool.
    from decks.selectors import deck_state

    Deck.objects.filter(pk=deck.pk).update(legal=deck_state(deck).report.legal)
    deck.refresh_from_db()
    return deck


def pool_export(pool: SealedPool, kind: str) -> tuple[str, str, str]:
    """The pool as a deck file (text, LackeyCCG .dek, JSON): body, media type, file name."""
    import rules
    from rules.deckfile_generic import DeckEntry as FileEntry

    game = rules.get(pool.game)
    if kind not in game.deck_file_kinds:
        raise SealedError(f"kind: one of {', '.join(game.deck_file_kinds)}, not {kind!r}")
    deck_list = game.read_deck("", game_cards(pool.game))
    deck_list.name = pool.name
    deck_list.empire = pool.empire or None
    entries = []
    for line in sorted(pool_deck_cards(pool), key=lambda e: (e.card.get("type") or "", e.card.get("strength") or 0, e.card.get("title") or "")):
        printing = (line.card.get("printings") or [None])[0]
        text = (printing or {}).get("lackey_name") or str(line.card.get("title"))
        entries.append(FileEntry(line.count, text, "deck", line.card, printing, (printing or {}).get("set"), None,
                                 (printing or {}).get("image_file"), None, 0))
    deck_list.entries = entries
    deck_list.lackey_zones = ["Deck"]
    deck_list.kind = "lackey"
    body = game.write_deck(deck_list, kind)
    file_kind = game.deck_file_kinds[kind]
    return body, file_kind.media_type, f"sealed-pool-{pool.pk}.{file_kind.extension}"


# --------------------------------------------------------------------------------------------
# Events
# --------------------------------------------------------------------------------------------


def event_create(*, host: Any, name: str, pairing: str = Event.Pairing.SWISS, seats: int = 8, rounds: int = 0,
                 boosters: Sequence[str] | None = None, construction_minutes: int = 30, speed: bool = False,
                 turn_limit: int = 0, bot: str = "greedy", seed: int | None = None) -> Event:
    if not getattr(host, "is_authenticated", False):
        raise SealedError("log in to host an event", status=403)
    if pairing not in Event.Pairing.values:
        raise SealedError(f"pairing: one of {', '.join(Event.Pairing.values)}, not {pairing!r}")
    if isinstance(seats, bool) or not isinstance(seats, int) or not 2 <= seats <= 64:
        raise SealedError("seats: a whole number from 2 to 64")
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 0 <= rounds <= 12:
        raise SealedError("rounds: a whole number from 0 (as many as the pairing needs) to 12")
    if construction_minutes not in (0, 30):
        raise SealedError("construction_minutes: 30 (the tournament rules' construction time) or 0 (no clock)")
    if isinstance(turn_limit, bool) or not isinstance(turn_limit, int) or not 0 <= turn_limit <= 100:
        raise SealedError("turn_limit: a whole number from 0 to 100")
    if bot not in BOT_KINDS:
        raise SealedError(f"bot: one of {', '.join(BOT_KINDS)}, not {bot!r}")
    chosen = check_boosters(list(DEFAULT_BOOSTERS if boosters is None else boosters))
    name = (name or "").strip()
    if not name:
        raise SealedError("name: give the event a name")
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 62)
    return Event.objects.create(name=name[:120], host=host, pairing=pairing, seats=seats, rounds=rounds, boosters=chosen,
                                construction_minutes=construction_minutes, speed=bool(speed), turn_limit=turn_limit, bot=bot, seed=seed)


def event_join(*, event: Event, user: Any, starter: str) -> EventPlayer:
    """Take a seat with a starter (the player's empire); only while the event is open."""
    if not getattr(user, "is_authenticated", False):
        raise SealedError("log in to join", status=403)
    if event.status != Event.Status.OPEN:
        raise SealedError("the event has started; no more players join", status=409)
    product = packs.products().get(str(starter))
    if product is None or not product.is_starter:
        raise SealedError(f"starter: {starter!r} is not a Galactic Empires starter")
    with transaction.atomic():
        Event.objects.select_for_update().filter(pk=event.pk).first()
        existing = event.players.filter(user=user).first()
        if existing is not None:
            return existing
        taken = event.players.count()
        if taken >= event.seats:
            raise SealedError("the event is full", status=409)
        try:
            return EventPlayer.objects.create(event=event, seat=taken, user=user, starter=str(starter))
        except IntegrityError:
            raise SealedError("that seat was just taken; try again", status=409) from None


def event_start(*, event: Event, user: Any, now: Any = None) -> Event:
    """The host starts the event: bots take the empty seats, every pool is opened at once (each
    from the event's seed and the seat), bots build their decks, people get a deck tied to their
    pool; the construction clock starts when the event has one."""
    if user is None or user.pk != event.host_id:
        raise SealedError("only the host starts the event", status=403)
    if event.status != Event.Status.OPEN:
        raise SealedError("the event has already started", status=409)
    now = now or timezone.now()
    with transaction.atomic():
        rng = random.Random(derive_seed("event-bots", event.seed))
        for seat in range(event.players.count(), event.seats):
            EventPlayer.objects.create(event=event, seat=seat, bot=event.bot, starter=rng.choice(bot_starters()))
        for player in event.players.select_related("user"):
            pool = pool_open(owner=player.user, starter=player.starter, boosters=event.boosters,
                             seed=derive_seed("event-pool", event.seed, player.seat), event=event,
                             name=f"{event.name}: seat {player.seat + 1}")
            player.pool = pool
            if player.user_id is None:
                player.bot_deck = [{"key": line.card["key"], "count": line.count, "zone": line.zone} for line in usable_deck(pool)]
            else:
                player.deck = pool_deck_create(pool=pool, user=player.user)
            player.save(update_fields=["pool", "bot_deck", "deck"])
        event.status = Event.Status.BUILDING
        event.building_ends = now + timedelta(minutes=event.construction_minutes) if event.construction_minutes else None
        event.save(update_fields=["status", "building_ends"])
    return event


def player_report(player: EventPlayer):  # noqa: ANN201 - a rules Report
    """The player's deck against the Sealed format and his pool."""
    pool_cards = pool_deck_cards(player.pool) if player.pool else []
    if player.user_id is None:
        by_key = game_card_by_key(GAME)
        deck = [DeckCard(by_key[e["key"]], e["count"], e.get("zone", "deck")) for e in player.bot_deck or [] if e["key"] in by_key]
    elif player.deck is not None:
        lines = [DeckLine(c, z, n, p) for c, z, n, p in DeckEntry.objects.filter(deck=player.deck).values_list("card_id", "zone", "count", "position")]
        deck = deck_cards_of(GAME, lines)
    else:
        deck = []
    empire = player.pool.empire if player.pool else ""
    return stocking.check_sealed(deck, {"pool": pool_cards, "empire": empire or None, "players": 2}), deck


def _seat_deck(player: EventPlayer) -> dict[str, Any]:
    report, deck = player_report(player)
    if not report.legal:
        broken = "; ".join(v.message for v in report.violations)
        raise SealedError(f"{player.name}'s deck is not legal in Sealed Deck: {broken}", status=409,
                          extra={"player": player.name, "report": report.to_dict()})
    return {"cards": [{"key": line.card["key"], "count": line.count, "zone": line.zone} for line in deck],
            "name": f"{player.name}'s sealed deck", "empire": player.pool.empire if player.pool else "",
            "private": _deck_private(player)}


def _deck_private(player: EventPlayer) -> bool:
    """A person's sealed deck is theirs to show: kept to their seat (play's Seat.deck_hidden, which
    also withholds the seed and actions from the match's export) unless they made it public."""
    return player.user_id is not None and (player.deck is None or player.deck.visibility != Visibility.PUBLIC)


def event_refresh(event: Event) -> Event:
    """Record the results of finished matches (winner, or a draw)."""
    for table in event.matches.filter(done=False).select_related("match", "player_a", "player_b"):
        outcome = selectors.table_outcome(event, table)
        if outcome is None:
            continue
        table.winner, table.draw, table.note, table.done = outcome["winner"], outcome["draw"], outcome["note"], True
        table.save(update_fields=["winner", "draw", "done", "note"])
    return event


def total_rounds(event: Event) -> int:
    players = event.players.count() or event.seats
    if event.pairing == Event.Pairing.SINGLE:
        return pairings.elimination_rounds(players)
    return event.rounds or pairings.swiss_rounds(players)


def standings(event: Event, tables: Sequence[EventMatch] | None = None) -> list[tuple[EventPlayer, float]]:
    """Points per player from the recorded results (or from `tables`, as selectors.event_tables
    gives them), best first: points, then opponents' match-win percentage, then game-win percentage."""
    return [(player, line.points) for player, line in standings_with_tiebreaks(event, tables)]


def standings_with_tiebreaks(
    event: Event, tables: Sequence[EventMatch] | None = None,
) -> list[tuple[EventPlayer, pairings.Standing]]:
    players = {p.pk: p for p in event.players.select_related("user")}
    done = [m for m in tables if m.done] if tables is not None else event.matches.filter(done=True)
    results = [(m.player_a_id, m.player_b_id, m.winner_id, m.draw) for m in done]
    lines = pairings.tiebreaks(players, results, {pk: p.seat for pk, p in players.items()})
    return [(players[line.player], line) for line in lines]


def event_next_round(*, event: Event, user: Any) -> Event:
    """The host pairs the next round (every deck legal, the last round's results in) and the
    matches start through the play app; after the last round the event is finished."""
    if user is None or user.pk != event.host_id:
        raise SealedError("only the host pairs the rounds", status=403)
    if event.status not in (Event.Status.BUILDING, Event.Status.PLAYING):
        raise SealedError("the event is not under way", status=409)
    event_refresh(event)
    if event.matches.filter(done=False).exists():
        raise SealedError("the round is still being played", status=409)
    if event.round >= total_rounds(event):
        event.status = Event.Status.FINISHED
        event.save(update_fields=["status"])
        return event
    players = list(event.players.select_related("user", "pool", "deck"))
    decks = {p.pk: _seat_deck(p) for p in players}  # refuses with every broken rule named
    by_pk = {p.pk: p for p in players}
    if event.pairing == Event.Pairing.SINGLE:
        if event.round == 0:
            places = pairings.bracket([p.pk for p in sorted(players, key=lambda p: p.seat)])
        else:
            places = [m.winner_id for m in event.matches.filter(round=event.round).order_by("table")]
        pairs = pairings.elimination_pairs(places)
    else:
        table = standings_with_tiebreaks(event)
        ranked = [p.pk for p, _ in table]
        played = {frozenset((m.player_a_id, m.player_b_id)) for m in event.matches.exclude(player_b=None)}
        byes = set(event.matches.filter(player_b=None).values_list("player_a_id", flat=True))
        pairs = pairings.swiss_pairs(ranked, played, byes, {p.pk: line.points for p, line in table})
    number = event.round + 1
    options = {"sealed": True, "speed": event.speed}
    if event.turn_limit:
        options["turn_limit"] = event.turn_limit
    from play.services import MatchError, match_create

    created = []
    for table, (a, b) in enumerate(pairs, start=1):
        row = EventMatch(event=event, round=number, table=table, player_a=by_pk[a], player_b=by_pk[b] if b else None)
        if b is not None:
            seats = [{"user": by_pk[x].user.username} if by_pk[x].user_id else {"bot": by_pk[x].bot} for x in (a, b)]
            try:
                row.match = match_create(creator=event.host, game_slug=GAME, seats=seats, options=options,
                                         seed=derive_seed("event-match", event.seed, number, table),
                                         decks=[decks[a], decks[b]], format_slug=FORMAT)
            except MatchError as exc:
                raise SealedError(f"table {table}: {exc.message}", status=409) from None
        row.save()
        created.append(row)
    event.round = number
    event.status = Event.Status.PLAYING
    event.save(update_fields=["round", "status"])
    event_refresh(event)
    logger.info("event %s round %s paired: %s tables", event.pk, number, len(created))
    return event


def construction_left(event: Event, now: Any = None) -> int | None:
    """Seconds left on the construction clock (None when the event has none or is not building)."""
    if event.status != Event.Status.BUILDING or event.building_ends is None:
        return None
    return max(0, int((event.building_ends - (now or timezone.now())).total_seconds()))
