"""Writes of the play app: create and join matches, apply actions, resign, draws, timeout claims.

Every change to a match is one transaction that first claims the match row at the version the
client saw (`_claim`): it reads the row under a lock (select_for_update on PostgreSQL; on SQLite
every transaction begins IMMEDIATE, taking the database's write lock first) and refuses a stale
version, so the check and the write cannot interleave. Exactly one of two racing moves wins; the
other gets `StaleVersion` (HTTP 409) and nothing changes. The engine applies the action inside
the same transaction; the match row is written once, at the end, with the new version. If
anything fails, the whole transaction rolls back.
"""
from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import OperationalError, transaction
from django.utils import timezone

import rules
from config.errors import ApplicationError, InputError, bounded_int
from rules.core import Action, DeckCard, IllegalAction, State, UnknownGame

from . import engine, signals
from .models import BOT_KINDS, ActionLog, Match, Seat

log = logging.getLogger(__name__)

MAX_OPTIONS_BYTES = 10_000
MAX_ACTION_BYTES = 10_000
MAX_TURN_SECONDS = 7 * 24 * 3600
# A seat's deck, checked before it is read into a match: no game's legal deck comes near (the
# largest is 150 cards); a game may declare fewer (Game.max_deck_cards). A 1,000 x 1,000-card
# deck once made a 2M-card match that took 7.6 s and 135 MB of state cache.
MAX_DECK_CARDS = 1_000
MAX_DECK_LINES = 500


class MatchError(ApplicationError):
    """A request the play app refuses; `status` is the HTTP status the API answers with."""


class NotFound(MatchError):
    status = 404


class Forbidden(MatchError):
    status = 403


class NotSignedIn(MatchError):
    """Only a signed-in person may do this: 401, as the API answers any unauthenticated request."""

    status = 401


class StaleVersion(MatchError):
    """The client acted on an old version of the match: nothing was applied."""

    status = 409

    def __init__(self, message: str, *, version: int) -> None:
        super().__init__(message, extra={"version": version})
        self.version = version


class MatchOver(MatchError):
    status = 409


def _snapshot_every() -> int:
    return int(getattr(settings, "PLAY_SNAPSHOT_EVERY", 20))


# --------------------------------------------------------------------------------------------
# Creating and joining matches
# --------------------------------------------------------------------------------------------


@dataclass
class SeatPlan:
    user: Any = None  # a User, or None for an open seat / a bot
    bot: str = ""
    deck: list[dict[str, Any]] | None = None
    deck_name: str = ""
    deck_empire: str = ""  # the main empire the deck declares (GE stocking), "" to infer it
    deck_format: str = ""  # a saved deck's own format: the match's default when none is chosen
    deck_errata: str = ""  # a saved deck's own errata set (issue 29): the match's when none is chosen
    deck_hidden: bool = False  # a saved deck that is not public (Seat.deck_hidden)
    bot_deck: bool = False  # the game's ready deck for a bot (not held to the match's format)


@dataclass
class ChosenDeck:
    """A seat's deck as resolved from what the client sent, ready to store on the Seat."""

    cards: list[dict[str, Any]] | None = None
    name: str = ""
    empire: str = ""
    format: str = ""
    hidden: bool = False  # a saved deck its owner has not made public: name and list kept to the seat
    errata: str = ""  # the saved deck's errata set (Game.errata_sets), "" for the game's default


def _card_data(game_slug: str) -> list[dict[str, Any]]:
    """The game's cards as plain data: the card database's, else the shipped data file's."""
    try:
        from decks.validation import game_cards
    except ImportError:  # pragma: no cover - the decks app always ships validation
        from cardbase.selectors import game_cards
    return game_cards(game_slug)


def _stored_deck(deck: Sequence[DeckCard]) -> list[dict[str, Any]]:
    return [{"card": dict(line.card), "count": int(line.count), "zone": line.zone} for line in deck]


DECK_SPEC_HELP = "a deck is {\"deck\": id of a saved deck}, {\"text\": deck file} or {\"cards\": [...]}"


def _refuse_nul(spec: Mapping[str, Any]) -> None:
    """A NUL character in a deck's text or name would reach the seat's row (PostgreSQL refuses it)."""
    for key in ("text", "name", "empire"):
        value = spec.get(key)
        if isinstance(value, bytes) and b"\x00" in value or isinstance(value, str) and "\x00" in value:
            raise MatchError(f"deck {key}: NUL (\\x00) characters are not allowed")


def _max_deck_cards(game: rules.Game) -> int:
    return min(MAX_DECK_CARDS, int(getattr(game, "max_deck_cards", MAX_DECK_CARDS) or MAX_DECK_CARDS))


def _check_deck_size(game: rules.Game, total: int) -> None:
    limit = _max_deck_cards(game)
    if total > limit:
        raise MatchError(f"deck: at most {limit:,} cards in a {game.name} match deck, not {total:,}", extra={"field": "deck", "cards": total})


def resolve_deck(*, game_slug: str, spec: Any, user: Any = None) -> ChosenDeck:
    """A seat's deck from what the client sent: None (the engine's default), {"deck": id of a saved
    deck `user` may use}, {"text": deck file} or {"cards": [{"key", "count", "zone"}]} ("private":
    true keeps its list to the seat, as a saved deck that is not public: a Sealed event's decks).
    `user` is the person asking (who sets up the match, or who takes the seat)."""
    if spec is None or spec == "" or spec == {}:
        return ChosenDeck()
    game = rules.get(game_slug)
    if isinstance(spec, (str, bytes)):
        spec = {"text": spec}
    if not isinstance(spec, Mapping):
        raise MatchError(DECK_SPEC_HELP)
    _refuse_nul(spec)
    if "deck" in spec:
        return _saved_deck(game=game, deck_id=spec["deck"], user=user)
    if "text" in spec:
        text = spec["text"]
        if not isinstance(text, (str, bytes)) or len(text) > 1_000_000:
            raise MatchError("deck text: expected a deck file of at most 1 MB")
        try:
            deck_list = game.read_deck(text, _card_data(game_slug))
        except ValueError as exc:
            raise MatchError(f"unreadable deck: {exc}") from None
        unknown = deck_list.unknown()
        if unknown:
            raise MatchError(
                f"the deck names {len(unknown)} card(s) this site does not know",
                extra={"unknown": [e.text for e in unknown][:50]},
            )
        cards = deck_list.deck_cards()
        _check_deck_size(game, sum(c.count for c in cards))
        name = str(getattr(deck_list, "name", "") or "") or f"{sum(c.count for c in cards)}-card deck"
        return ChosenDeck(_stored_deck(cards), name[:200], str(getattr(deck_list, "empire", "") or ""))
    if "cards" in spec:
        lines = spec["cards"]
        if not isinstance(lines, list):
            raise MatchError("deck cards: expected a list of {\"key\", \"count\", \"zone\"}")
        if len(lines) > MAX_DECK_LINES:
            raise MatchError(f"deck cards: at most {MAX_DECK_LINES} lines, not {len(lines)}", extra={"field": "cards"})
        # Every bound first, on the numbers alone; the card data (seconds to load in a fresh
        # process) only for a deck that passes them.
        for line in lines:
            if not isinstance(line, Mapping):
                raise MatchError(f"deck cards: unknown card {line!r}")
            count = line.get("count", 1)
            if isinstance(count, bool) or not isinstance(count, int) or not 0 < count <= _max_deck_cards(game):
                raise MatchError(f"deck cards: the count of {line.get('key')} must be a whole number from 1 to {_max_deck_cards(game)}", extra={"field": "count"})
            zone = line.get("zone", "deck")
            if zone not in game.deck_zones:
                raise MatchError(f"deck cards: zone must be one of {', '.join(game.deck_zones)}, not {zone!r}")
        _check_deck_size(game, sum(line.get("count", 1) for line in lines))
        by_key = {card["key"]: card for card in _card_data(game_slug)}
        deck: list[DeckCard] = []
        for line in lines:
            if line.get("key") not in by_key:
                raise MatchError(f"deck cards: unknown card {line!r}")
            deck.append(DeckCard(by_key[line["key"]], line.get("count", 1), line.get("zone", "deck")))
        name = str(spec.get("name", "") or "") or f"{sum(c.count for c in deck)}-card deck"
        return ChosenDeck(_stored_deck(deck), name[:200], str(spec.get("empire", "") or "")[:60], hidden=spec.get("private") is True)
    raise MatchError(DECK_SPEC_HELP)


def _saved_deck(*, game: rules.Game, deck_id: Any, user: Any) -> ChosenDeck:
    """A saved deck (decks app) that `user` may use: their own, or a public one.

    Anything else (another person's private or unlisted deck, an id that does not exist) gets
    the same 404 answer, so a deck id tells nobody whether such a deck exists.
    """
    from decks.models import Deck, DeckEntry, Visibility
    from decks.services import Line, deck_cards_of

    raw = deck_id
    try:
        deck_id = None if isinstance(raw, bool) or not isinstance(raw, (int, str)) else bounded_int(raw, field="deck", minimum=1)
    except InputError:
        deck_id = None
    if deck_id is None:
        shown = raw[:30] if isinstance(raw, str) else raw
        raise MatchError(f"deck: expected the id of a saved deck, not {shown!r}")
    if user is None or not getattr(user, "is_authenticated", False):
        raise NotSignedIn("log in to bring a saved deck")
    deck = Deck.objects.readable_by(user).filter(pk=int(deck_id)).first()
    if deck is None:
        raise NotFound(f"no deck {deck_id} among the decks you may use (yours and public ones)")
    if deck.game != game.slug:
        raise MatchError(f"“{deck.name}” is a {rules.get(deck.game).name} deck, not a {game.name} deck")
    lines = [
        Line(card_id, zone, count, position)
        for card_id, zone, count, position in DeckEntry.objects.filter(deck=deck)
        .order_by("position", "id").values_list("card_id", "zone", "count", "position")
    ]
    cards = deck_cards_of(game.slug, lines)
    missing = [line.card.get("title", "?") for line in cards if line.card.get("unknown")]
    if missing:
        raise MatchError(f"“{deck.name}” holds cards that are no longer in the card database: {', '.join(missing[:10])}")
    if not any(line.zone == "deck" for line in cards):
        raise MatchError(f"“{deck.name}” is empty")
    return ChosenDeck(_stored_deck(cards), deck.name[:200], deck.empire, deck.format,
                      hidden=deck.visibility != Visibility.PUBLIC, errata=deck.errata)


def _check_decks(game_slug: str, format_slug: str, plans: Sequence[SeatPlan], errata: str = "") -> None:
    """Every seat's deck against the match's format, before the match starts: a refusal names
    every rule each deck breaks (extra.decks holds each seat's full report)."""
    from decks.services import check

    game = rules.get(game_slug)
    deck_format = game.formats.get(format_slug)
    if deck_format is None:
        raise MatchError(f"{game.name} has no deck format {format_slug!r}", extra={"formats": list(game.formats)})
    refused: list[dict[str, Any]] = []
    for index, plan in enumerate(plans):
        if plan.deck is None:
            continue
        report = check(game_slug=game_slug, format_slug=format_slug, players=len(plans), empire=plan.deck_empire,
                       deck_cards=engine.deck_cards(plan.deck) or [], errata=errata)
        if not report.legal:
            refused.append({"seat": index, "name": plan.deck_name, "report": report.to_dict(),
                            "broken": [f"{v.message} [{v.rule}]" for v in report.violations]})
    if refused:
        parts = []
        for r in refused:
            named = f" “{r['name']}”" if r["name"] else ""
            parts.append(f"seat {r['seat']}'s deck{named} breaks {len(r['broken'])} rule(s): {'; '.join(r['broken'])}")
        raise MatchError(
            f"not legal in {deck_format.name}: {' — '.join(parts)}",
            extra={"format": format_slug, "seat": refused[0]["seat"], "report": refused[0]["report"],
                   "decks": [{"seat": r["seat"], "name": r["name"], "report": r["report"]} for r in refused]},
        )


def match_create(
    *,
    creator: Any,
    game_slug: str,
    seats: Sequence[Mapping[str, Any]],
    options: Mapping[str, Any] | None = None,
    seed: int | None = None,
    decks: Sequence[Any] | None = None,
    format_slug: str | None = None,
    turn_seconds: int = 0,
    public: bool = False,
    takeback: bool = False,
    clock: Any = None,
    rated: bool = False,
) -> Match:
    """A new match. Seats: {"user": "me" | username}, {"bot": random|greedy|mcts} or {"invite": true}
    (an open seat taken through its invite link). Deck games take one deck per seat, or none.
    A `public` table is listed in the lobby while seats are open; `takeback` lets a seat take back
    its last action when every opponent agrees (never in rated or event matches).

    `clock`: a preset's name or the limits (clocks.spec); `turn_seconds` alone is a per-move
    limit that forfeits. Both are kept in options["clock"], `rated` in options["rated"] (a
    rated table seats people only)."""
    try:
        game = rules.get(str(game_slug))
    except UnknownGame:
        raise MatchError(f"no game called {game_slug!r}", extra={"games": rules.slugs()}) from None
    if not game.has_engine:
        raise MatchError(f"{game.name} cannot be played here yet (no rules engine)")
    if not isinstance(seats, Sequence) or isinstance(seats, (str, bytes)):
        raise MatchError("seats: expected a list")
    if not game.min_players <= len(seats) <= game.max_players:
        raise MatchError(f"{game.name} takes {game.min_players} to {game.max_players} seats, not {len(seats)}")
    given_options = dict(options or {})
    if len(repr(given_options)) > MAX_OPTIONS_BYTES:
        raise MatchError("options: too large")
    try:
        options = game.option_values(given_options)
    except ValueError as exc:
        raise MatchError(str(exc)) from None
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 62)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < (1 << 63):
        raise MatchError("seed: expected a whole number from 0 to 2^63-1")
    if isinstance(turn_seconds, bool) or not isinstance(turn_seconds, int) or not 0 <= turn_seconds <= MAX_TURN_SECONDS:
        raise MatchError(f"turn_seconds: expected a whole number from 0 (no timer) to {MAX_TURN_SECONDS}")
    if not isinstance(public, bool) or not isinstance(takeback, bool):
        raise MatchError("public and takeback: expected true or false")
    from clocks.spec import ClockError, parse_clock

    try:
        clock_options = parse_clock(clock, players=len(seats), turn_seconds=turn_seconds)
    except ClockError as exc:
        raise MatchError(f"clock: {exc}") from None
    if clock_options:
        options["clock"] = clock_options
    if not isinstance(rated, bool):
        raise MatchError("rated: expected true or false")
    if rated:
        options["rated"] = True
    if decks is not None and (not isinstance(decks, Sequence) or len(decks) != len(seats)):
        raise MatchError(f"decks: expected one entry (or null) per seat, {len(seats)} in all")
    if decks is not None and any(d for d in decks) and not game.uses_decks:
        raise MatchError(f"{game.name} is not played with decks of your own")

    User = get_user_model()
    plans: list[SeatPlan] = []
    # Every problem with the set-up is gathered and reported at once (issue 16), not one a try.
    problems: list[str] = []
    extra: dict[str, Any] = {}
    for index, spec in enumerate(seats):
        plan = SeatPlan()
        plans.append(plan)
        if not isinstance(spec, Mapping):
            problems.append(f"seat {index}: expected an object")
            continue
        if "bot" in spec:
            if spec["bot"] not in BOT_KINDS:
                problems.append(f"seat {index}: unknown bot {spec['bot']!r} (one of {', '.join(BOT_KINDS)})")
            plan.bot = str(spec["bot"])
        elif "user" in spec and spec["user"] is not None:
            name = spec["user"]
            if name == "me":
                if creator is None or not creator.is_authenticated:
                    raise NotSignedIn("log in to take a seat yourself")
                plan.user = creator
            else:
                plan.user = User.objects.filter(username=str(name)).first()
                if plan.user is None:
                    problems.append(f"seat {index}: no user called {name!r}")
        elif spec.get("invite") or spec.get("user", "missing") is None:
            pass  # an open seat
        else:
            problems.append(f"seat {index}: expected {{\"user\": ...}}, {{\"bot\": ...}} or {{\"invite\": true}}")
            continue
        deck_spec = decks[index] if decks is not None else None
        if deck_spec and plan.bot == "" and plan.user is None:
            problems.append(f"seat {index} is open: whoever takes it brings their own deck")
            continue
        try:
            chosen = resolve_deck(game_slug=game.slug, spec=deck_spec, user=creator)
        except MatchError as exc:
            if exc.status != 400:  # not found / forbidden: answered as such, alone
                exc.message = f"seat {index}: {exc.message}"
                raise
            problems.append(f"seat {index}: {exc.message}")
            continue
        plan.deck, plan.deck_name, plan.deck_hidden = chosen.cards, chosen.name, chosen.hidden
        plan.deck_empire, plan.deck_format, plan.deck_errata = chosen.empire, chosen.format, chosen.errata

    open_seats = any(p.bot == "" and p.user is None for p in plans)
    if rated and any(p.bot for p in plans):
        problems.append("a rated table seats people only (no bots)")
    # Issue 29: the errata set follows the saved decks into the match (the first that chose one)
    # unless the players chose it; validation, the engine and the table then use the same set.
    deck_errata = next((p.deck_errata for p in plans if p.deck_errata), "")
    if game.errata_sets and deck_errata and "errata" not in given_options:
        given_options["errata"] = deck_errata
        options = {**options, **game.option_values({"errata": deck_errata, **given_options})}
    chosen_format = ""
    if game.uses_decks and game.formats:
        # The format asked for, else the first saved deck's own, else the game's first.
        chosen_format = str(format_slug or next((p.deck_format for p in plans if p.deck_format), "")
                            or next(iter(game.formats)))
        if chosen_format not in game.formats:
            problems.append(f"{game.name} has no deck format {chosen_format!r} (one of {', '.join(game.formats)})")
        # Bots bring a ready deck when the people bring theirs (the game's bot_deck: for
        # Galactic Empires the shared Basic decks); it is the bot's own, not checked by the format.
        if any(p.deck is not None for p in plans):
            for index, plan in enumerate(plans):
                if plan.bot and plan.deck is None:
                    ready = game.bot_deck(index, len(plans), options)
                    if ready is not None:
                        plan.deck = [{"card": dict(line.card), "count": int(line.count), "zone": line.zone} for line in ready]
                        plan.deck_name = f"{game.name} bot deck"
                        plan.bot_deck = True
        with_deck = [i for i, p in enumerate(plans) if p.deck is not None]
        if with_deck and not open_seats and len(with_deck) != len(plans):
            without = ", ".join(str(i) for i, p in enumerate(plans) if p.deck is None)
            problems.append(f"every seat brings a deck, or none does (the game's default decks): seat(s) {without} have none")
        if chosen_format in game.formats:
            try:
                _check_decks(game.slug, chosen_format, [p if not p.bot_deck else SeatPlan() for p in plans],
                             errata=str(options.get("errata") or ""))
            except MatchError as exc:
                problems.append(exc.message)
                extra.update(exc.extra)
    elif format_slug:
        chosen_format = str(format_slug)
    if chosen_format:
        # Options follow the deck (issue 27): the format's own (a Sealed deck: the Sealed Deck
        # option) unless the players chose otherwise.
        implied = {k: v for k, v in game.format_options(chosen_format).items() if k not in given_options}
        if implied:
            # The game's options again, with the format's; the table's own (clock, rated) stay.
            table = {k: options[k] for k in ("clock", "rated") if k in options}
            options = {**game.option_values({**given_options, **implied}), **table}
    if problems:
        raise MatchError("; ".join(problems) if len(problems) > 1 else problems[0], extra={**extra, "problems": problems})
    match = Match(game=game.slug, options=options, seed=seed, format=chosen_format,
                  turn_seconds=int((clock_options or {}).get("move_seconds", 0)),
                  created_by=creator if creator is not None and creator.is_authenticated else None,
                  public=public, takeback=takeback)
    from . import selectors

    if takeback and selectors.match_rated(match):
        raise MatchError("takeback: never in a rated match (a rated result stands as played)", extra={"field": "takeback"})
    if not open_seats:
        _opening_state(match, [p.deck for p in plans])
    with transaction.atomic():
        match.status = Match.Status.WAITING if open_seats else Match.Status.ACTIVE
        match.turn_started = timezone.now()
        match.save()
        Seat.objects.bulk_create(
            [Seat(match=match, index=i, user=p.user, bot=p.bot, deck=p.deck, deck_name=p.deck_name,
                  deck_empire=p.deck_empire, deck_hidden=p.deck_hidden) for i, p in enumerate(plans)]
        )
        signals.match_changed.send(sender=Match, match=match, kind="create", seat=None, state=None, events=())
    _after_change(match, kind="created")
    return match


def _opening_state(match: Match, seat_decks: Sequence[Any]) -> State:
    """Ask the engine for the opening state now, so a bad deck or option fails before any row exists."""
    try:
        return engine.new_state(match, seat_decks)
    except (ValueError, IllegalAction) as exc:
        raise MatchError(f"the rules engine refused this match: {exc}") from None


def match_join(*, match_id: int, token: str, user: Any, deck: Any = None) -> Match:
    """Take an open seat through its invite link; the match starts when no seat is open."""
    if user is None or not user.is_authenticated:
        raise NotSignedIn("log in to take a seat")
    seat = Seat.objects.filter(match_id=match_id, invite_token=str(token)).select_related("match").first()
    if seat is None:
        raise NotFound("no such invitation")
    if not seat.is_open:
        if seat.user_id == user.pk:
            return seat.match
        raise MatchError("that seat is already taken", status=409)
    chosen = resolve_deck(game_slug=seat.match.game, spec=deck, user=user)

    def change(match: Match) -> None:
        claimed = Seat.objects.filter(pk=seat.pk, user__isnull=True, bot="").update(
            user=user, deck=chosen.cards, deck_name=chosen.name, deck_empire=chosen.empire, deck_hidden=chosen.hidden
        )
        if not claimed:
            raise MatchError("that seat was just taken", status=409)
        seats = list(match.seats.order_by("index"))
        if all(not s.is_open for s in seats):
            with_deck = [s.index for s in seats if s.deck is not None]
            if with_deck and len(with_deck) != len(seats):
                without = ", ".join(str(s.index) for s in seats if s.deck is None)
                raise MatchError(f"every seat brings a deck, or none does (the game's default decks): "
                                 f"seat(s) {without} have none")
            if match.format and with_deck:
                plans = [SeatPlan(user=s.user, bot=s.bot, deck=s.deck, deck_name=s.deck_name,
                                  deck_empire=s.deck_empire) for s in seats]
                _check_decks(match.game, match.format, plans, errata=str((match.options or {}).get("errata") or ""))
            _opening_state(match, [s.deck for s in seats])
            match.status = Match.Status.ACTIVE
            match.turn_started = timezone.now()

    return _table_change(match_id, change, allow_waiting=True, kind="join")


# --------------------------------------------------------------------------------------------
# Moves
# --------------------------------------------------------------------------------------------


@dataclass
class Applied:
    match: Match
    entry: ActionLog
    state: State
    events: list[Any] = field(default_factory=list)
    seats: list[Seat] = field(default_factory=list)
    # Each seat's payload right after the move (play.selectors.change_payloads), keyed by str(seat).
    payloads: dict[str, dict[str, Any]] = field(default_factory=dict)


def _seat_of(match_id: int, index: int) -> tuple[list[Seat], Seat]:
    """Every seat of the match (kept per process once all are taken: play.engine.match_seats)
    and the one numbered `index`, or NotFound / MatchError."""
    seats = engine.match_seats(match_id)
    seat = next((s for s in seats if s.index == index), None)
    if seat is None:
        if not seats and not Match.objects.filter(pk=match_id).exists():
            raise NotFound(f"no match {match_id}")
        raise MatchError(f"the match has no seat {index}")
    return seats, seat


def _check_owner(seat: Seat, user: Any) -> None:
    if user is None or not user.is_authenticated or seat.user_id != user.pk:
        raise Forbidden(f"seat {seat.index} is not yours")


def owned_seat(match_id: int, seat: Any, user: Any) -> Seat:
    """The seat, if `user` may act for it (403 otherwise)."""
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise MatchError("the action's \"player\" must be a seat number")
    _, row = _seat_of(match_id, seat)
    _check_owner(row, user)
    return row


def _check_action_shape(action: Any) -> Action:
    if not isinstance(action, dict):
        raise MatchError("action: expected an object with \"player\" and \"type\"")
    if isinstance(action.get("player"), bool) or not isinstance(action.get("player"), int):
        raise MatchError("action: \"player\" must be a seat number")
    if not isinstance(action.get("type"), str):
        raise MatchError("action: \"type\" must be text")
    if len(repr(action)) > MAX_ACTION_BYTES:
        raise MatchError("action: too large")
    return action


def _retrying(fn: Callable[[], Any]) -> Any:
    """Run a transaction, retrying when SQLite reports a lock it could not wait out
    (shared-cache test databases answer "table is locked" at once instead of waiting)."""
    for attempt in range(50):
        try:
            return fn()
        except OperationalError as exc:
            if "locked" not in str(exc) or attempt == 49:
                raise
            time.sleep(0.005 * (attempt + 1))
    raise AssertionError("unreachable")


def _claim(match_id: int, version: Any, *, allow_waiting: bool = False) -> Match:
    """Inside a transaction: the match row, locked, if it is at `version` (its version then bumped
    in memory: the caller's save writes it) or raise. The row lock is select_for_update's on
    PostgreSQL; SQLite transactions begin IMMEDIATE (settings), holding the write lock from the
    start, so two racing claims run one after the other and the second sees the first's version."""
    if isinstance(version, bool) or not isinstance(version, int):
        raise MatchError("version: expected the whole number the match was at when you chose")
    # The snapshot (possibly large) is loaded only if this process must rebuild the state.
    try:  # get(): no ORDER BY to build (first() would order by the model's -created)
        match = Match.objects.select_for_update().defer("snapshot").get(pk=match_id)
    except Match.DoesNotExist:
        raise NotFound(f"no match {match_id}") from None
    if match.status == Match.Status.FINISHED:
        raise MatchOver("the match is over", extra={"version": match.version})
    if match.status == Match.Status.WAITING and not allow_waiting:
        raise MatchError("the match is waiting for players", status=409, extra={"version": match.version})
    if match.version != version:
        raise StaleVersion(
            f"the match has moved on to version {match.version}; you acted on version {version}: nothing was applied",
            version=match.version,
        )
    match.version += 1
    match.updated = timezone.now()
    return match


def match_apply_action(
    *,
    match_id: int,
    version: int,
    action: Any,
    user: Any = None,
    as_bot: bool = False,
    as_clock: bool = False,
    note: str = "",
) -> Applied:
    """Apply one engine action for its seat ("player"), if the match is still at `version`.

    A person may act only for a seat they own (`user`); bots act with `as_bot`, the clocks for
    an absent player with `as_clock`. Malformed or illegal actions raise MatchError and change
    nothing; a stale version raises StaleVersion.
    """
    action = _check_action_shape(action)
    seat_index = action["player"]
    # Every seat: who may act, and the answer's and pushes' seat list.
    seats, seat = _seat_of(match_id, seat_index)
    if as_bot:
        if not seat.is_bot:
            raise Forbidden(f"seat {seat_index} is not a bot")
    elif not as_clock:
        _check_owner(seat, user)

    def attempt() -> Applied:
        with transaction.atomic():
            match = _claim(match_id, version)
            base = engine.match_state(match)
            if seat_index not in base.current_players():
                raise MatchError(f"it is not seat {seat_index}'s turn to act", extra={"current": base.current_players()})
            legal = base.legal_actions(seat_index)
            chosen = engine.find_action(legal, action)
            if chosen is None:
                raise MatchError("that action is not legal now", extra={"legal_actions": engine.plain(legal[:200])})
            state = base.clone()
            names = {s.index: f"the {s.label}" if s.bot else s.label for s in seats}
            text_private = engine.describe(state, chosen, seat_index, engine.game_of(match), names)
            text_public = engine.describe(state, chosen, None, engine.game_of(match), names)
            try:
                events = state.apply(chosen)
            except IllegalAction as exc:
                raise MatchError(f"illegal action: {exc.message}") from None
            # The numbers behind the move (damage dealt, shields left, points spent): public facts.
            numbers = engine.game_of(match).action_note(base, state, chosen, events or [], names)
            if numbers:
                text_private, text_public = f"{text_private}: {numbers}", f"{text_public}: {numbers}"
            match.log_seq += 1
            entry = ActionLog.objects.create(
                match=match, seq=match.log_seq, seat=seat_index, kind=ActionLog.Kind.ACTION, action=engine.plain(chosen),
                text_private=text_private, text_public=text_public, note=note,
            )
            fields = ["version", "updated", "log_seq", "turn_started", "draw_offers", "takeback_offer"]
            match.turn_started = timezone.now()
            match.draw_offers = []
            match.takeback_offer = None  # an action withdraws a pending takeback request
            if state.is_over():
                match.status = Match.Status.FINISHED
                match.result = state.result()
                fields += ["status", "result"]
            signals.match_changed.send(sender=Match, match=match, kind="timeout" if as_clock else "action",
                                       seat=seat_index, state=state, events=list(events or []))
            if match.is_finished:
                signals.match_finished.send(sender=Match, match=match)
            if match.is_finished or match.log_seq - match.snapshot_seq >= _snapshot_every():
                match.snapshot = state.to_json()
                match.snapshot_seq = match.log_seq
                fields += ["snapshot", "snapshot_seq"]
            match.save(update_fields=fields)
            return Applied(match=match, entry=entry, state=state, events=list(events or []), seats=seats)

    try:
        applied = _retrying(attempt)
    except Exception:
        engine.forget(match_id)  # the cached state may be ahead of what committed
        raise
    engine.remember(match_id, applied.match.log_seq, applied.state)
    from . import selectors

    try:
        applied.payloads = selectors.change_payloads(applied.match, seats, applied.state, [applied.entry])
    except Exception:  # the move is committed; the watchers then catch up from the database
        log.exception("could not build the payloads after a move in match %s", match_id)
    from .bots import waiting_on_bot

    # The bots are queued only when one of them is to act now (a person's multi-step turn queues nothing).
    _after_change(applied.match, payloads=applied.payloads, log_from=applied.entry.seq - 1,
                  has_bots=waiting_on_bot(seats, applied.state.current_players()), kind="move")
    return applied


# --------------------------------------------------------------------------------------------
# Table events: resign, draws, timeout claims
# --------------------------------------------------------------------------------------------


def _table_change(match_id: int, change: Callable[[Match], None], *, allow_waiting: bool = False,
                  kind: str = "table", seat: int | None = None) -> Match:
    """Apply a change that does not depend on the version the client saw, serialised like a move."""

    def attempt() -> Match:
        for _ in range(100):
            current = Match.objects.filter(pk=match_id).values_list("version", flat=True).first()
            if current is None:
                raise NotFound(f"no match {match_id}")
            try:
                with transaction.atomic():
                    match = _claim(match_id, current, allow_waiting=allow_waiting)
                    was_finished = match.is_finished
                    change(match)
                    signals.match_changed.send(sender=Match, match=match, kind=kind, seat=seat, state=None, events=())
                    if match.is_finished and not was_finished:
                        signals.match_finished.send(sender=Match, match=match)
                    match.save()
                    return match
            except StaleVersion:
                continue  # raced with a move: read the new version and try again
        raise MatchError("the match is too busy; try again", status=503)

    match = _retrying(attempt)
    _after_change(match, kind="table")
    return match


def _log_event(match: Match, *, seat: int | None, kind: str, text: str) -> None:
    match.log_seq += 1
    ActionLog.objects.create(match=match, seq=match.log_seq, seat=seat, kind=kind, text_private=text, text_public=text)


def _finish(match: Match, *, winners: list[int], draw: bool, reason: str) -> None:
    match.status = Match.Status.FINISHED
    match.result = {"winners": winners, "draw": draw, "reason": reason}


def match_resign(*, match_id: int, seat: int, user: Any) -> Match:
    """The seat gives up: the others share the win (one other seat: it wins)."""
    owned_seat(match_id, seat, user)

    def change(match: Match) -> None:
        others = [s for s in range(match.seats.count()) if s != seat]
        _log_event(match, seat=seat, kind=ActionLog.Kind.RESIGN, text=f"Seat {seat} resigns")
        _finish(match, winners=others, draw=False, reason=f"seat {seat} resigned")

    return _table_change(match_id, change, kind="resign", seat=seat)


def _bot_accepts_draw(state: State, seat: int) -> bool:
    """A bot takes a draw when its own view of the game (a determinisation) looks no better than even."""
    from rules.core import GameRng, derive_seed

    sample = state.determinize(seat, GameRng(derive_seed("draw", seat)))
    return sample.heuristic(seat) <= 0.5


def match_offer_draw(*, match_id: int, seat: int, user: Any) -> Match:
    """Offer (or accept) a draw: when every seat has agreed, the match ends drawn.
    Bots agree at once when their position looks no better than even; any action withdraws offers."""
    owned_seat(match_id, seat, user)

    def change(match: Match) -> None:
        offers = set(match.draw_offers or [])
        if seat in offers:
            raise MatchError("you have already offered a draw", status=409)
        offers.add(seat)
        _log_event(match, seat=seat, kind=ActionLog.Kind.DRAW_OFFER,
                   text=f"Seat {seat} {'accepts' if offers - {seat} else 'offers'} a draw")
        state = engine.match_state(match)
        for bot_seat in match.seats.exclude(bot=""):
            if bot_seat.index not in offers and _bot_accepts_draw(state, bot_seat.index):
                offers.add(bot_seat.index)
                _log_event(match, seat=bot_seat.index, kind=ActionLog.Kind.DRAW_OFFER,
                           text=f"Seat {bot_seat.index} ({bot_seat.bot} bot) accepts the draw")
        match.draw_offers = sorted(offers)
        seats = match.seats.count()
        if len(offers) == seats:
            _log_event(match, seat=None, kind=ActionLog.Kind.DRAW_AGREED, text="Draw agreed")
            _finish(match, winners=list(range(seats)), draw=True, reason="draw agreed")

    return _table_change(match_id, change, kind="draw", seat=seat)


def idle_seats(match: Match, state: State | None = None, now: Any = None) -> list[int]:
    """Seats that are to act and whose clock has run out (clocks.deadlines; empty without a clock)."""
    if match.status != Match.Status.ACTIVE or not (match.options or {}).get("clock"):
        return []
    from clocks.selectors import expired_seats

    return expired_seats(match, state=state, now=now)


def match_claim_timeout(*, match_id: int, seat: int, user: Any) -> Match:
    """After the turn timer has run out on the seat(s) to act, another seat claims the match."""
    owned_seat(match_id, seat, user)

    def change(match: Match) -> None:
        idle = idle_seats(match)
        if not idle:
            raise MatchError("nobody has run out of time", status=409)
        if seat in idle:
            raise MatchError("you are the one to act", status=409)
        winners = [s for s in range(match.seats.count()) if s not in idle]
        text = f"Seat {seat} claims the match: seat(s) {', '.join(map(str, idle))} let the timer run out"
        _log_event(match, seat=seat, kind=ActionLog.Kind.CLAIM, text=text)
        _finish(match, winners=winners, draw=False, reason=f"timeout: seat(s) {', '.join(map(str, idle))} idle")

    return _table_change(match_id, change, kind="claim", seat=seat)


def match_forfeit_on_time(*, match_id: int, seats: Sequence[int]) -> Match:
    """The clocks' verdict (clocks.tasks): the seats whose time ran out lose, the others share the
    win, as when they resign. Refused (MatchError) unless those seats' clocks have run out."""

    def change(match: Match) -> None:
        idle = set(idle_seats(match))
        out = sorted(set(seats) & idle)
        if not out:
            raise MatchError("nobody has run out of time", status=409)
        winners = [s for s in range(match.seats.count()) if s not in out]
        names = ", ".join(map(str, out))
        _log_event(match, seat=None, kind=ActionLog.Kind.CLAIM, text=f"Seat(s) {names} ran out of time and forfeit")
        _finish(match, winners=winners, draw=False, reason=f"timeout: seat(s) {names} ran out of time")

    return _table_change(match_id, change, kind="timeout")


# --------------------------------------------------------------------------------------------
# Takeback with consent (a table option; play.takeback says which actions may be taken back)
# --------------------------------------------------------------------------------------------


class TakebackRefused(MatchError):
    status = 409


def _check_takeback_allowed(match: Match) -> None:
    from . import selectors

    if not match.takeback:
        raise TakebackRefused("this table was set up without takebacks")
    if selectors.match_rated(match):
        raise TakebackRefused("no takebacks in a rated match")
    if selectors.match_in_event(match):
        raise TakebackRefused("no takebacks in an event's match")


def _take_back(match: Match, offer: Mapping[str, Any], seats: int) -> None:
    """Inside the claim's transaction: the actions from offer["from_seq"] on are taken back (kept
    in the log as TAKEN_BACK, no longer replayed), and the state before them becomes the match's
    snapshot, which every process rebuilds from (play.engine.match_state sees the TAKEBACK entry)."""
    from . import takeback

    before, undone, why = takeback.check(match, int(offer["from_seq"]), seats)
    if why:
        raise TakebackRefused(why)
    ActionLog.objects.filter(match=match, seq__in=undone).update(kind=ActionLog.Kind.TAKEN_BACK)
    who = int(offer["seat"])
    plural = "s" if len(undone) != 1 else ""
    _log_event(match, seat=who, kind=ActionLog.Kind.TAKEBACK,
               text=f"Seat {who} takes back {len(undone)} action{plural}, every opponent agreeing")
    match.snapshot = before.to_json()
    match.snapshot_seq = match.log_seq
    match.takeback_offer = None
    match.draw_offers = []
    match.turn_started = timezone.now()


def match_request_takeback(*, match_id: int, seat: int, user: Any) -> Match:
    """Ask to take back the seat's last action (and any that followed it). Bots agree at once;
    when every opponent has agreed, it is taken back. Refused (409) where the table does not
    allow takebacks, or when an action to take back drew or revealed a card or used chance."""
    owned_seat(match_id, seat, user)

    def change(match: Match) -> None:
        from . import takeback

        _check_takeback_allowed(match)
        pending = match.takeback_offer
        if pending and pending.get("log_seq") == match.log_seq:
            raise TakebackRefused("a takeback is already asked for: it must be answered first")
        last = (ActionLog.objects.filter(match=match, seat=seat, kind=ActionLog.Kind.ACTION)
                .order_by("-seq").values_list("seq", flat=True).first())
        if last is None:
            raise TakebackRefused("you have no action to take back")
        seats = list(match.seats.order_by("index"))
        _, _, why = takeback.check(match, last, len(seats))
        if why:
            raise TakebackRefused(why)
        _log_event(match, seat=seat, kind=ActionLog.Kind.TAKEBACK_OFFER, text=f"Seat {seat} asks to take back its last action")
        agreed = sorted({seat} | {s.index for s in seats if s.is_bot})
        offer = {"seat": seat, "from_seq": last, "log_seq": match.log_seq, "agreed": agreed}
        if len(agreed) == len(seats):
            _take_back(match, offer, len(seats))
        else:
            match.takeback_offer = offer

    match = _table_change(match_id, change)
    engine.forget(match_id)
    return match


def match_answer_takeback(*, match_id: int, seat: int, user: Any, agree: bool) -> Match:
    """An opponent agrees to the pending takeback (taken back once every opponent has) or declines it."""
    owned_seat(match_id, seat, user)

    def change(match: Match) -> None:
        offer = match.takeback_offer
        if not offer or offer.get("log_seq") != match.log_seq:
            match.takeback_offer = None
            raise TakebackRefused("no takeback is asked for now")
        if seat == offer["seat"] or seat in offer["agreed"]:
            raise TakebackRefused("you have already agreed to this takeback")
        if not agree:
            _log_event(match, seat=seat, kind=ActionLog.Kind.TAKEBACK_OFFER, text=f"Seat {seat} declines the takeback")
            match.takeback_offer = None
            return
        _check_takeback_allowed(match)
        agreed = sorted(set(offer["agreed"]) | {seat})
        seats = match.seats.count()
        if len(agreed) == seats:
            _take_back(match, {**offer, "agreed": agreed}, seats)
        else:
            match.takeback_offer = {**offer, "agreed": agreed}

    match = _table_change(match_id, change)
    engine.forget(match_id)
    return match


# --------------------------------------------------------------------------------------------
# After every change: tell the watchers, let the bots move
# --------------------------------------------------------------------------------------------


def _after_change(
    match: Match,
    *,
    payloads: Mapping[str, Mapping[str, Any]] | None = None,
    log_from: int | None = None,
    has_bots: bool | None = None,
    kind: str = "table",
) -> None:
    """Post-commit work. The change is already committed: a failure here must not undo or hide
    it (watchers catch up by polling or reconnecting; the bots are kicked again by the next change).
    A move hands over each seat's payload, so the pushes need no database work. The apps that
    follow tables (lobby, notices) hear of it through play.signals.match_committed."""
    from . import bots, live
    from .signals import match_committed

    try:
        live.notify(match.pk, match.version, payloads=payloads, log_from=log_from, log_seq=match.log_seq)
        if match.status == Match.Status.ACTIVE and has_bots is not False:
            bots.kick(match.pk)
    except Exception:
        log.exception("after a change to match %s", match.pk)
    for receiver, failure in match_committed.send_robust(sender=Match, match=match, kind=kind):
        if isinstance(failure, Exception):
            log.error("after a change to match %s: %s failed", match.pk, receiver, exc_info=failure)
