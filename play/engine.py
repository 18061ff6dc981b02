"""The bridge between stored matches and the rules engines: states rebuilt from the log, cached.

Game-agnostic: the game comes from the registry and everything else from the State contract.
A state is rebuilt from the match's snapshot (if any) plus the engine actions logged after it;
the last state of each match is kept in a per-process cache keyed by the log position, so
another process's moves are caught up incrementally and a restart loses nothing. The cache is
bounded by memory (settings.PLAY_STATE_CACHE_BYTES, an approximate size per state), not by a
count of matches: one huge match must not hold the memory of thousands of small ones. The seats
of a match whose seats are all taken (they never change again) are kept beside it.
"""
from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import rules
from rules.core import Action, DeckCard, Game, State

from .models import ActionLog, Match, Seat

CACHE_SIZE = 2000  # the seats cache (small rows)
CACHE_BYTES = 256 * 1024 * 1024  # the states, unless settings.PLAY_STATE_CACHE_BYTES says otherwise
# A state in memory takes several times its JSON text (dicts, lists, ints and strings as objects).
BYTES_PER_JSON_BYTE = 4
# A state's size is measured when it enters the cache and again every this many moves (to_json
# costs about as much as a few moves; measuring on every move would double a move's cost).
MEASURE_EVERY = 50

_cache: OrderedDict[int, tuple[int, State]] = OrderedDict()
_sizes: dict[int, tuple[int, int]] = {}  # match id -> (approximate bytes, seq when measured)
_cached_bytes = 0
_seats: OrderedDict[int, list[Seat]] = OrderedDict()
_cache_lock = threading.Lock()


def game_of(match: Match) -> Game:
    return rules.get(match.game)


def deck_cards(deck: Sequence[Mapping[str, Any]] | None) -> list[DeckCard] | None:
    if deck is None:
        return None
    return [DeckCard(dict(line["card"]), int(line["count"]), line.get("zone", "deck")) for line in deck]


def match_decks(seat_decks: Sequence[Sequence[Mapping[str, Any]] | None]) -> list[list[DeckCard]] | None:
    """Every seat's deck as DeckCards, or None when no seat brought one (the engine's default)."""
    if all(deck is None for deck in seat_decks):
        return None
    if any(deck is None for deck in seat_decks):
        raise ValueError("either every seat brings a deck or none does")
    return [deck_cards(deck) or [] for deck in seat_decks]


def game_options(match: Match) -> dict[str, Any]:
    """The match's options the game itself declares: the table's own (its clock, rated...) are
    the site's business, never the engine's."""
    saved = match.options or {}
    options = {}
    for option in game_of(match).options:
        if option.name in saved:
            options[option.name] = saved[option.name]
        elif option.saved_before is not None:
            options[option.name] = option.saved_before  # saved before the option existed
    return options


def new_state(match: Match, seat_decks: Sequence[Sequence[Mapping[str, Any]] | None] | None = None) -> State:
    """The match's opening state, straight from the engine."""
    if seat_decks is None:
        seat_decks = [seat.deck for seat in match.seats.order_by("index")]
    game = game_of(match)
    return game.new_match(len(seat_decks), match.seed, game_options(match), match_decks(seat_decks))


def forget(match_id: int | None = None) -> None:
    """Drop cached states and seats (one match or all): what a restarted process starts with."""
    global _cached_bytes
    with _cache_lock:
        if match_id is None:
            _cache.clear()
            _sizes.clear()
            _cached_bytes = 0
            _seats.clear()
        else:
            _cache.pop(match_id, None)
            _cached_bytes -= _sizes.pop(match_id, (0, 0))[0]
            _seats.pop(match_id, None)


def match_seats(match_id: int) -> list[Seat]:
    """The match's seats in order, users joined, decks deferred. Seats change only by taking an
    open seat, so once none is open the list is final and kept (a move then costs no seat query)."""
    with _cache_lock:
        kept = _seats.get(match_id)
        if kept is not None:
            _seats.move_to_end(match_id)
            return kept
    seats = list(Seat.objects.filter(match_id=match_id).select_related("user").defer("deck").order_by("index"))
    if seats and not any(s.is_open for s in seats):
        with _cache_lock:
            _seats[match_id] = seats
            while len(_seats) > CACHE_SIZE:
                _seats.popitem(last=False)
    return seats


def cache_bytes() -> int:
    from django.conf import settings

    return int(getattr(settings, "PLAY_STATE_CACHE_BYTES", CACHE_BYTES))


def approximate_size(state: State) -> int:
    """About how many bytes `state` takes in memory: its JSON text, times a factor."""
    return BYTES_PER_JSON_BYTE * len(json.dumps(state.to_json(), separators=(",", ":"), default=str))


def remember(match_id: int, seq: int, state: State) -> None:
    """Keep `state` (the state after log entry `seq`) unless a newer one is kept already: threads
    that read the match at different moments must not put an older state back. The least
    recently used states go once the cache holds more than cache_bytes(); a state larger than
    that alone is not kept."""
    global _cached_bytes
    measured = _sizes.get(match_id)
    size = None
    if measured is None or seq - measured[1] >= MEASURE_EVERY or seq < measured[1]:
        size = approximate_size(state)  # outside the lock: other threads go on meanwhile
    budget = cache_bytes()
    with _cache_lock:
        kept = _cache.get(match_id)
        if kept is None or kept[0] <= seq:
            if size is not None:
                _cached_bytes += size - _sizes.get(match_id, (0, 0))[0]
                _sizes[match_id] = (size, seq)
            _cache[match_id] = (seq, state)
        if match_id in _cache:
            _cache.move_to_end(match_id)
        while _cache and _cached_bytes > budget:
            evicted, _ = _cache.popitem(last=False)
            _cached_bytes -= _sizes.pop(evicted, (0, 0))[0]


def _cached(match_id: int) -> tuple[int, State] | None:
    with _cache_lock:
        hit = _cache.get(match_id)
        if hit is not None:
            _cache.move_to_end(match_id)
        return hit


def replay(state: State, actions: Iterable[Action]) -> State:
    for action in actions:
        state.apply(action)
    return state


def _snapshot(match: Match) -> tuple[Any, int]:
    """The stored snapshot and its seq, read together. A row read without its (deferred)
    snapshot must not load the snapshot alone later: a move may have stored a newer snapshot
    meanwhile, which the row's older snapshot_seq would then mislabel."""
    if "snapshot" not in match.get_deferred_fields():
        return match.snapshot, match.snapshot_seq
    try:
        return Match.objects.values_list("snapshot", "snapshot_seq").get(pk=match.pk)
    except Match.DoesNotExist:
        return None, 0


def match_state(match: Match) -> State:
    """The engine state after the match's whole log. Shared: callers must not mutate it (clone)."""
    seq = match.log_seq
    hit = _cached(match.pk)
    if hit is not None and hit[0] == seq:
        return hit[1]
    if hit is not None and hit[0] < seq:
        # Caught up from the kept state, unless a takeback came since: it undid actions the kept
        # state holds (play.services.match_answer_takeback), and its snapshot is the state to use.
        rows = list(
            ActionLog.objects.filter(match_id=match.pk, seq__gt=hit[0], seq__lte=seq,
                                     kind__in=(ActionLog.Kind.ACTION, ActionLog.Kind.TAKEBACK))
            .order_by("seq")
            .values_list("kind", "action")
        )
        if all(kind == ActionLog.Kind.ACTION for kind, _ in rows):
            state = replay(hit[1].clone(), [action for _, action in rows])
            remember(match.pk, seq, state)
            return state
    snapshot, snapshot_seq = _snapshot(match)
    if snapshot is not None and 0 < snapshot_seq <= seq:
        state, since = game_of(match).state_from_json(snapshot), snapshot_seq
    else:
        state, since = new_state(match), 0
    actions = (
        ActionLog.objects.filter(match_id=match.pk, seq__gt=since, seq__lte=seq, kind=ActionLog.Kind.ACTION)
        .order_by("seq")
        .values_list("action", flat=True)
    )
    replay(state, actions)
    remember(match.pk, seq, state)
    return state


def rebuild_from_log(match: Match) -> State:
    """The state from the opening and every logged action, ignoring snapshot and cache."""
    actions = (
        ActionLog.objects.filter(match_id=match.pk, kind=ActionLog.Kind.ACTION)
        .order_by("seq")
        .values_list("action", flat=True)
    )
    return replay(new_state(match), actions)


def describe(state: State, action: Action, viewer: int | None, game: Game | None = None,
             names: Mapping[int, str] | None = None) -> str:
    """An action in plain words as `viewer` may read it.

    The acting seat reads the engine's full `describe(action)`. Everyone else reads only who did
    what kind of thing: an action may name a card that stays hidden from the others (a card laid
    face down, a card kept from an offer). An engine that knows which parts are public may define
    `describe_for(action, viewer)` and it is used instead.
    """
    seat = action.get("player")
    if game is not None and viewer is not None and viewer == seat:
        # The mover's own line reads like the button they pressed (the game's action_labels).
        return game.action_labels(state, [action], viewer, names)[0]
    if game is not None and game.public_labels:
        # Games whose every action is public (GE: every card is played face up) label it for all.
        who = (names or {}).get(seat) or f"Seat {seat}"
        return f"{who[:1].upper()}{who[1:]}: {game.action_labels(state, [action], None, names)[0]}"
    public = getattr(state, "describe_for", None)
    if callable(public):
        return str(public(action, viewer))
    if viewer is not None and viewer == seat:
        return state.describe(action)
    who = (names or {}).get(seat) or f"Seat {seat}"
    words = game.public_label(state, action) if game is not None else str(action.get("type", "acts")).replace("_", " ")
    return f"{who[:1].upper()}{who[1:]}: {words}"


def plain(data: Any) -> Any:
    """Data as it comes back from JSON (tuples become lists), for comparing with what clients send."""
    return json.loads(json.dumps(data))


def find_action(legal: Sequence[Action], sent: Action) -> Action | None:
    """The engine's own action object equal (as JSON) to the one a client sent, or None."""
    wanted = json.dumps(sent, sort_keys=True)
    for action in legal:
        if json.dumps(action, sort_keys=True) == wanted:
            return action
    return None
