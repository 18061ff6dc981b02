"""Reads of the play app: what one seat (or a spectator) may see of a match.

Everything a seat is sent (API, pages, WebSocket frames) is built here from `view(seat)`, the
seat's own legal actions, public facts about the table (seats, whose turn, timer, draw offers)
and the log read as that seat may read it. The true state, the seed and the raw action log
never leave the server while a match is running.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from django.db.models import QuerySet
from django.utils import timezone

import rules
from rules.core import State
from rules.deckfile_generic import cached_index

from . import engine
from .models import ActionLog, Match, Seat

LOG_TAIL = 200


def match_get(match_id: int) -> Match | None:
    # The snapshot is loaded only if a state has to be rebuilt (not cached in this process).
    try:  # get(): no ORDER BY to build (first() would order by the model's -created)
        return Match.objects.defer("snapshot").get(pk=match_id)
    except Match.DoesNotExist:
        return None


def match_seats(match: Match | int) -> list[Seat]:
    """The match's seats in order, users joined, decks not loaded (``seats_with_decks`` has them).
    Kept per process once every seat is taken (play.engine.match_seats). Callers must not change it."""
    return engine.match_seats(match if isinstance(match, int) else match.pk)


def seats_with_decks(match: Match) -> list[Seat]:
    return list(Seat.objects.filter(match=match).select_related("user").order_by("index"))


def viewer_seat(match: Match, user: Any, requested: Any = None, seats: list[Seat] | None = None) -> int | None:
    """The seat `user` sees the match from: the requested one if theirs, else their first; None: spectator."""
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    seats = seats if seats is not None else match_seats(match)
    mine = [s.index for s in seats if s.user_id == user.pk]
    if not mine:
        return None
    try:
        wanted = int(requested) if requested not in (None, "") else None
    except (TypeError, ValueError):
        wanted = None
    return wanted if wanted in mine else mine[0]


def user_matches(user: Any) -> QuerySet[Match]:
    if user is None or not user.is_authenticated:
        return Match.objects.none()
    return Match.objects.filter(seats__user=user).distinct().order_by("-updated")


def recent_matches(limit: int = 20) -> QuerySet[Match]:
    return Match.objects.order_by("-updated")[:limit]


def log_lines(match: Match, viewer: int | None, since_seq: int = 0, limit: int = LOG_TAIL) -> list[dict[str, Any]]:
    """The log after `since_seq`, as `viewer` may read it (own actions in full, others' in public words)."""
    rows = (
        ActionLog.objects.filter(match=match, seq__gt=since_seq)
        .order_by("-seq")
        .only("seq", "seat", "kind", "text_private", "text_public", "note")[:limit]
    )
    return [row.as_line(viewer) for row in reversed(list(rows))]


def seat_rows(seats: list[Seat], viewer: int | None = None) -> list[dict[str, Any]]:
    """The seats as `viewer` (a seat index, None for a spectator) may see them: the name of a deck
    its owner has not made public only on the seats of the viewer's own person."""
    viewer_user = next((s.user_id for s in seats if s.index == viewer), None) if viewer is not None else None
    return [
        {"index": s.index, "label": s.label, "bot": s.bot or None, "open": s.is_open,
         "user": s.user.username if s.user_id else None,
         "deck": (s.deck_name or None) if _deck_shown(s, viewer, viewer_user) else None}
        for s in seats
    ]


def _deck_shown(seat: Seat, viewer: int | None, viewer_user: int | None) -> bool:
    if not seat.deck_hidden:
        return True
    return seat.index == viewer or (viewer_user is not None and seat.user_id == viewer_user)


def match_rated(match: Match) -> bool:
    """Whether the match counts for ratings: a `rated` field of the match or its `rated` option
    (issue 31's ratings set one of them; read defensively, by name)."""
    value = getattr(match, "rated", None)
    if value is None:
        value = (match.options or {}).get("rated") if isinstance(match.options, Mapping) else None
    return bool(value)


def match_clock(match: Match) -> Any:
    """The match's clock as set up (a `clock` field or option: issue 31's clocks), else its turn
    timer as {"per_move": seconds}; None when the match has neither."""
    value = getattr(match, "clock", None)
    if value is None and isinstance(match.options, Mapping):
        value = match.options.get("clock")
    if value in (None, "", {}, False) and match.turn_seconds:
        value = {"per_move": match.turn_seconds}
    return value or None


def match_in_event(match: Match) -> bool:
    """Whether the match is one of an event's (the sealed app's rounds), without importing it."""
    from django.apps import apps

    try:
        event_match = apps.get_model("sealed", "EventMatch")
    except LookupError:
        return False
    return event_match.objects.filter(match_id=match.pk).exists()


def takeback_allowed(match: Match) -> bool:
    """Takeback with consent: only where the table set it up, never in rated or event matches."""
    return bool(match.takeback) and not match_rated(match) and not match_in_event(match)


def pending_takeback(match: Match) -> dict[str, Any] | None:
    """The takeback asked for and not yet answered ({"seat", "from_seq", "agreed"}), if still
    current: any later entry in the log (an action, a draw offer) withdraws it."""
    offer = match.takeback_offer
    if not isinstance(offer, Mapping) or offer.get("log_seq") != match.log_seq:
        return None
    return {"seat": offer.get("seat"), "from_seq": offer.get("from_seq"), "agreed": list(offer.get("agreed") or [])}


def timer(match: Match, state: State | None = None) -> dict[str, Any] | None:
    """The table's clock (clocks.selectors.timer), or the per-turn timer of a match older than clocks."""
    if (match.options or {}).get("clock"):
        from clocks.selectors import timer as clock_timer

        return clock_timer(match, state)
    if not match.turn_seconds:
        return None
    deadline = match.turn_started + timezone.timedelta(seconds=match.turn_seconds) if match.turn_started else None
    return {
        "turn_seconds": match.turn_seconds,
        "deadline": deadline.isoformat() if deadline else None,
        "expired": bool(deadline and timezone.now() >= deadline and match.status == Match.Status.ACTIVE),
    }


def match_payload(
    match: Match,
    viewer: int | None,
    *,
    since_seq: int | None = 0,
    seats: list[Seat] | None = None,
    state: State | None = None,
    log: list[ActionLog] | None = None,
    table_timer: Any = "read",
) -> dict[str, Any]:
    """The match as `viewer` may see it: {"id", "game", "status", "version", "view",
    "legal_actions", "result", ...}; legal_actions are the exact objects to send back.

    `state` (the engine state at the match's log_seq) and `log` (the entries after since_seq)
    spare the cache look-up and the log query when the caller has them in hand."""
    seats = seats if seats is not None else match_seats(match)
    payload: dict[str, Any] = {
        "id": match.pk,
        "game": match.game,
        "status": match.status,
        "version": match.version,
        "seat": viewer,
        "seats": seat_rows(seats, viewer),
        "options": dict(match.options),
        "timer": timer(match, state) if table_timer == "read" else table_timer,
        "draw_offers": list(match.draw_offers or []),
        "public": match.public,
        "takeback": match.takeback,  # the table's option; play.selectors.takeback_allowed decides
        "takeback_offer": pending_takeback(match),
        "result": match.result,
        "view": None,
        "legal_actions": [],
        "current_players": [],
        "log_seq": match.log_seq,
    }
    if match.status != Match.Status.WAITING:
        state = state if state is not None else engine.match_state(match)
        payload["view"] = engine.plain(state.view(viewer))
        payload["current_players"] = list(state.current_players())
        if viewer is not None and match.status == Match.Status.ACTIVE:
            payload["legal_actions"] = engine.plain(state.legal_actions(viewer))
    if log is not None:
        payload["log"] = [row.as_line(viewer) for row in log]
    elif since_seq is not None:
        payload["log"] = log_lines(match, viewer, since_seq)
    return payload


def change_payloads(match: Match, seats: list[Seat], state: State, entries: list[ActionLog]) -> dict[str, dict[str, Any]]:
    """Right after a move: each seat's payload (keyed by str(seat)), its log being the move's own
    entries. Built once per seat from the state in hand, so neither the mover's answer nor the
    pushes to the table's connections rebuild or query anything."""
    table_timer = timer(match, state)  # the same for every seat: read once
    return {
        str(seat.index): match_payload(match, seat.index, seats=seats, state=state, log=entries, table_timer=table_timer)
        for seat in seats
    }


def seat_names(seats: list[Any]) -> dict[int, str]:
    """Seat index -> how labels name that seat ("the greedy bot", "ann")."""
    rows = [s if isinstance(s, Mapping) else {"index": s.index, "label": s.label, "bot": s.bot} for s in seats]
    return {r["index"]: (f"the {r['label']}" if r.get("bot") else str(r["label"])) for r in rows}


def describe_actions(match: Match, viewer: int, actions: list[dict[str, Any]], seats: list[Any] | None = None) -> list[dict[str, Any]]:
    """The seat's legal actions with their labels (the game's `action_labels`: no two alike),
    grouped by the card they act with (its label as the heading), then by kind for the rest."""
    state = engine.match_state(match)
    game = rules.get(match.game)
    names = seat_names(seats if seats is not None else match_seats(match))
    labels = game.action_labels(state, actions, viewer, names)
    groups: dict[str, list[dict[str, Any]]] = {}
    heads: dict[str, str] = {}
    for index, (action, label) in enumerate(zip(actions, labels)):
        card = action.get("card")
        key = f"card:{card}" if isinstance(card, int) and not isinstance(card, bool) else f"type:{action.get('type', '')}"
        if key not in groups:
            heads[key] = str(action.get("type", "")).replace("_", " ")
        groups.setdefault(key, []).append({"index": index, "action": action, "label": label})
    out = []
    for key, items in groups.items():
        card = key[5:] if key.startswith("card:") else None
        # An action the game asks to confirm (a concession) is set apart, last, and confirmed.
        confirm = game.confirm_actions.get(str(items[0]["action"].get("type", ""))) if card is None else None
        out.append({"type": heads[key], "card": card, "actions": items, "confirm": confirm or ""})
    out.sort(key=lambda group: bool(group["confirm"]))
    return out


def view_cards(view: Any, titles: Mapping[str, str]) -> dict[str, dict[str, Any]]:
    """Card id -> {"key", "label"} for every card object ({"id", "key"}) a view shows: action
    groups are headed by the card they act with, named as on the table."""
    found: dict[str, dict[str, Any]] = {}

    def walk(node: Any, depth: int) -> None:
        if depth > 6:
            return
        if isinstance(node, Mapping):
            ident, key = node.get("id"), node.get("key")
            if isinstance(ident, int) and not isinstance(ident, bool) and isinstance(key, str):
                found.setdefault(str(ident), {"key": key, "label": titles.get(key) or str(node.get("title") or key)})
            for value in node.values():
                if isinstance(value, (Mapping, list)):
                    walk(value, depth + 1)
        elif isinstance(node, list):
            for value in node:
                walk(value, depth + 1)

    walk(view, 0)
    return found


def card_notes(game: Any, options: Mapping[str, Any], keys: Any) -> dict[str, dict[str, str]]:
    """Card key -> what that card does in this match when that is not all of its text (the game's
    `card_note` hook: "not playable", "declared effect", "partly modelled"), for the cards the table
    shows (issue 27): marked in hand, in play and in the card popover on every render."""
    from rules.core import Game

    if type(game).card_note is Game.card_note:  # the game plays every card in full
        return {}
    note = game.card_note
    cards = card_data(game.slug)
    found: dict[str, dict[str, str]] = {}
    for key in set(keys):
        card = cards.get(key)
        told = note(card, options) if card is not None else None
        if told:
            found[key] = told
    return found


def card_label(card: dict[str, Any]) -> str:
    """How a card is named at the table: its printed code (S6...) or its number, then its title.

    The number matters for play (Interstellar Empire pays with it), so it is never left out.
    """
    title = str(card.get("title", card.get("key", "")))
    code = (card.get("attributes") or {}).get("code")
    if code:
        return f"{code} {title}"
    if card.get("strength") is not None:
        return f"{title} ({card['strength']})"
    return title


class _CardTitles(dict):
    """Card key -> label for one card list (built once per list: deckfile_generic.cached_index)."""

    def __init__(self, cards: list[dict[str, Any]]) -> None:
        super().__init__((c["key"], card_label(c)) for c in cards if "key" in c)


class _CardsByKey(dict):
    """Card key -> the card's plain data, for one card list."""

    def __init__(self, cards: list[dict[str, Any]]) -> None:
        super().__init__((c["key"], c) for c in cards if "key" in c)


def card_data(game_slug: str) -> dict[str, dict[str, Any]]:
    """Card key -> card data (cost, text...) for the tables' card rows; built once per card list."""
    try:
        from .services import _card_data

        return cached_index(_card_data(game_slug), _CardsByKey)
    except Exception:  # noqa: BLE001 - the table still renders names
        return {}


def card_titles(game_slug: str) -> dict[str, str]:
    """Card key -> label, to show names where a view gives keys (best effort). Every table render
    asks: the labels are built once per card list, not per render."""
    try:
        from .services import _card_data

        return cached_index(_card_data(game_slug), _CardTitles)
    except Exception:  # noqa: BLE001 - names are a nicety; the view still renders
        return {}


class _TitleFinder:
    """Card names in free text (log lines): titles indexed by their first word (longest first),
    so a line is scanned word by word, not against a regex of every title."""

    WORD = re.compile(r"[\w'][\w'.-]*")

    def __init__(self, cards: list[dict[str, Any]]) -> None:
        self.keys: dict[str, str] = {}
        by_first: dict[str, list[str]] = {}
        for c in cards:
            title = str(c.get("title") or "").strip()
            if len(title) >= 3 and "key" in c and title.lower() not in self.keys:
                self.keys[title.lower()] = c["key"]
                by_first.setdefault(title.split()[0].lower(), []).append(title.lower())
        self.by_first = {k: sorted(v, key=len, reverse=True) for k, v in by_first.items()}

    def find(self, text: str) -> list[tuple[int, int, str]]:
        """(start, end, key) of each card title in `text`, left to right, not overlapping."""
        found: list[tuple[int, int, str]] = []
        low = text.lower()
        end = 0
        for m in self.WORD.finditer(text):
            if m.start() < end:
                continue
            for title in self.by_first.get(m.group(0).lower().rstrip(".,"), ()):
                stop = m.start() + len(title)
                if low.startswith(title, m.start()) and (stop == len(text) or not (text[stop].isalnum() or text[stop] == "-")):
                    found.append((m.start(), stop, self.keys[title]))
                    end = stop
                    break
        return found


def card_finder(game_slug: str) -> Any:
    try:
        from .services import _card_data

        return cached_index(_card_data(game_slug), _TitleFinder)
    except Exception:  # noqa: BLE001 - names are a nicety; the log still reads
        return None


def export(match: Match, user: Any = None) -> dict[str, Any]:
    """A finished match for `user`: (options, seed, decks, actions), which replays to the same
    result, when every deck in it is public or theirs; otherwise only what `user` saw during the
    match (the seats, the log as their seat read it, the final view from their seat): the seed
    and the actions would rebuild the decks their owners keep private."""
    seats = seats_with_decks(match)
    mine = {s.index for s in seats if s.user_id and user is not None and getattr(user, "is_authenticated", False)
            and s.user_id == user.pk}
    withheld = [s.index for s in seats if s.deck_hidden and s.index not in mine]
    table_events = [
        {"seq": row.seq, "seat": row.seat, "kind": row.kind, "text": row.text_public}
        for row in ActionLog.objects.filter(match=match).exclude(kind=ActionLog.Kind.ACTION).order_by("seq")
    ]
    common = {
        "game": match.game,
        "players": len(seats),
        "options": engine.game_options(match),  # what the game replays with (the table's own apart)
        "format": match.format or None,
        "result": match.result,
        "table_events": table_events,
    }
    if withheld:
        viewer = min(mine) if mine else None
        return {
            **common,
            "complete": False,
            "withheld_seats": withheld,
            "seed": None,
            "decks": None,
            "actions": None,
            "seats": seat_rows(seats, viewer),
            "log": [row.as_line(viewer) for row in ActionLog.objects.filter(match=match).order_by("seq")],
            "view": engine.plain(engine.match_state(match).view(viewer)),
        }
    actions = list(
        ActionLog.objects.filter(match=match, kind=ActionLog.Kind.ACTION).order_by("seq").values_list("action", flat=True)
    )
    decks = [s.deck for s in seats]
    return {
        **common,
        "complete": True,
        "seed": match.seed,
        "decks": decks if any(d is not None for d in decks) else None,
        "actions": actions,
    }


def replay_export(data: Mapping[str, Any]) -> Any:
    """The final state of an exported match, replayed through its engine."""
    game = rules.get(data["game"])
    decks = engine.match_decks(data["decks"]) if data.get("decks") else None
    return game.replay(int(data["players"]), int(data["seed"]), data["actions"], data.get("options"), decks)


def replay_frames(match: Match, viewer: int | None) -> list[dict[str, Any]]:
    """A finished match step by step: after each logged entry, the view from `viewer`'s seat."""
    seats = seats_with_decks(match)
    state = engine.new_state(match, [s.deck for s in seats])
    frames = [{"seq": 0, "text": "The match begins", "view": engine.plain(state.view(viewer))}]
    for row in ActionLog.objects.filter(match=match).order_by("seq"):
        if row.kind == ActionLog.Kind.ACTION:
            state.apply(row.action)
        frames.append({"seq": row.seq, "text": row.text_for(viewer), "view": engine.plain(state.view(viewer))})
    return frames


def seat_by_invite(token: str) -> Seat | None:
    return Seat.objects.filter(invite_token=str(token)).select_related("match", "user").first()
