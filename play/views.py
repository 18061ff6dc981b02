"""Pages of the play app: set up a match, the table, joining by invitation, replays and exports.

Thin views: they parse the request, call one service or selector and render. The table is
rendered server-side from the seat's view; static/play/table.js keeps it live (WebSocket, with
polling as the fallback) and posts the chosen action with the version it was chosen at.
"""
from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.middleware.csrf import get_token
from django.shortcuts import redirect, render
from django.template.loader import render_to_string, select_template
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST
from django_ratelimit.decorators import ratelimit

import rules
from config.throttling import form_rate
from config.errors import InputError, bounded_int
from config.parsers import loads_bounded
from rules.core import UnknownGame

from . import bots, selectors, services
from .models import BOT_KINDS, Match

_BOT_LABELS = {"random": "Bot: random", "greedy": "Bot: greedy", "mcts:easy": "Bot: MCTS, easy",
               "mcts:normal": "Bot: MCTS, normal", "mcts:hard": "Bot: MCTS, hard"}
SEAT_CHOICES = [("me", "Me"), ("invite", "A person (invite link)"), ("user", "A person (username)")] + [
    (f"bot:{kind}", _BOT_LABELS[kind]) for kind in BOT_KINDS if kind in _BOT_LABELS  # "mcts": older matches
]


def _playable() -> list[rules.Game]:
    return [g for g in rules.all() if g.has_engine]


def index(request: HttpRequest) -> HttpResponse:
    return render(
        request,
        "play/index.html",
        {
            "games": rules.all(),
            "playable": _playable(),
            "mine": selectors.user_matches(request.user)[:30],
            "recent": selectors.recent_matches(20),
        },
    )


def _option_value(option: Any, raw: str | None) -> Any:
    if option.kind == "bool":
        return raw in ("on", "true", "1", "yes")
    if option.kind == "int":
        try:
            value = bounded_int(raw, field=option.name, minimum=-999_999_999, maximum=999_999_999)
            return option.default if value is None else value
        except InputError:
            raise services.MatchError(f"{option.label or option.name}: expected a whole number") from None
    if option.kind == "choice":
        for choice in option.choices:
            if str(choice) == raw:
                return choice
        return option.default if raw in (None, "") else raw
    return raw


def _chosen_deck_notes(game: rules.Game, deck: Any, options: dict[str, Any]) -> dict[str, list[str]]:
    """What the deck the page was opened with ("Play this deck") holds that the engine does not
    play in full, as it would be in a match with the page's options (issue 27)."""
    if deck is None:
        return {}
    from decks.services import Line, deck_cards_of

    lines = [Line(c, z, n, p) for c, z, n, p in deck.entries.values_list("card_id", "zone", "count", "position")]
    return noted_cards(game, [{"card": line.card, "zone": line.zone} for line in deck_cards_of(game.slug, lines)], options)


def _option_values(request: HttpRequest, game: rules.Game, format_slug: str) -> dict[str, Any]:
    """The options as the set-up page shows them: what was posted, else the game's defaults with
    what the deck's format implies (a Sealed deck: the Sealed Deck option ticked, issue 27)."""
    if request.method == "POST":
        try:
            return {o.name: _option_value(o, request.POST.get(f"option_{o.name}")) for o in game.options}
        except services.MatchError:
            pass
    values = {o.name: o.default for o in game.options}
    if format_slug in game.formats:
        values.update(game.format_options(format_slug))
    return values


def _deck_from_form(post: Any, name: str) -> dict[str, Any] | None:
    """A seat's deck from the set-up or join form: a saved deck (<name>_saved) or a deck file's text."""
    saved = post.get(f"{name}_saved", "").strip()
    if saved:
        return {"deck": saved}
    text = post.get(name, "").strip()
    return {"text": text} if text else None


def _deck_choices(request: HttpRequest, game: rules.Game, wanted: str) -> tuple[list[Any], str, str]:
    """The decks the set-up page offers (the user's decks of this game, and the one the deck page's
    "Play this deck" link names if the user may use it), the one to preselect and a note."""
    from decks.models import Deck

    if not game.uses_decks or not request.user.is_authenticated:
        return [], "", ""
    choices = list(Deck.objects.owned_by(request.user).filter(game=game.slug).order_by("-updated_at", "-id")[:200])
    if not wanted:
        return choices, "", ""
    try:
        wanted_id = bounded_int(wanted, field="deck", minimum=1)
    except InputError:
        return choices, "", f"No deck {wanted[:30]!r}."
    if not any(d.pk == wanted_id for d in choices):
        found = Deck.objects.readable_by(request.user).filter(pk=wanted_id, game=game.slug).select_related("owner").first()
        if found is None:  # another person's private deck reads exactly like no deck at all
            return choices, "", f"No deck {wanted} among the {game.name} decks you may use."
        choices.insert(0, found)
    return choices, wanted, ""


def _setup_from_form(request: HttpRequest, game: rules.Game, players: int) -> dict[str, Any]:
    """The POST /api/matches/ body the set-up form describes."""
    post = request.POST
    options = {o.name: _option_value(o, post.get(f"option_{o.name}")) for o in game.options}
    seats: list[dict[str, Any]] = []
    decks: list[Any] = []
    for index in range(players):
        kind = post.get(f"seat_{index}", "me" if index == 0 else "bot:random")
        if kind == "me":
            seats.append({"user": "me"})
        elif kind == "invite":
            seats.append({"invite": True})
        elif kind == "user":
            seats.append({"user": post.get(f"seat_{index}_user", "").strip()})
        elif kind.startswith("bot:"):
            seats.append({"bot": kind[4:]})
        else:
            raise services.MatchError(f"seat {index}: choose who sits there")
        decks.append(_deck_from_form(post, f"deck_{index}"))
    seed_text = post.get("seed", "").strip()
    try:
        seed = int(seed_text) if seed_text else None
        turn_seconds = int(post.get("turn_seconds") or 0)
    except ValueError:
        raise services.MatchError("seed and timer: whole numbers") from None
    return {
        "game_slug": game.slug,
        "options": options,
        "seats": seats,
        "decks": decks if any(decks) else None,
        "seed": seed,
        "format_slug": post.get("format") or None,
        "turn_seconds": turn_seconds,
        "public": post.get("public") in ("on", "true", "1"),
        "takeback": post.get("takeback") in ("on", "true", "1"),
        "clock": _clock_from_form(post),
        "rated": post.get("rated") in ("on", "true", "1"),
    }


def _clock_from_form(post: Any) -> Any:
    """The clock the set-up form asks for: a preset (clocks.spec.PRESETS), or the custom limits."""
    preset = post.get("clock", "none")
    if preset != "custom":
        return {"preset": preset, "on_timeout": post["clock_on_timeout"]} if preset != "none" and post.get("clock_on_timeout") else preset
    clock: dict[str, Any] = {"preset": "custom", "on_timeout": post.get("clock_on_timeout") or "pass"}
    for field, unit in (("clock_move_seconds", "move_seconds"), ("clock_move_days", "move_days"),
                        ("clock_turn_seconds", "turn_seconds"), ("clock_game_minutes", "game_minutes")):
        raw = (post.get(field) or "").strip()
        if raw:
            try:
                clock[unit] = float(raw)
            except ValueError:
                raise services.MatchError(f"clock: {unit.replace('_', ' ')} must be a number") from None
    return clock


def noted_cards(game: rules.Game, cards: Any, options: Any) -> dict[str, list[str]]:
    """The distinct titles of a deck's cards that the engine does not play in full, by what they
    do in a match with these options (the game's `card_note`: "unplayable", "declared",
    "partial"). Reference cards never enter a match, so they are never listed."""
    found: dict[str, list[str]] = {}
    seen: set[str] = set()
    for line in cards or []:
        card = line.get("card", line) if isinstance(line, dict) else line
        if isinstance(line, dict) and line.get("zone", "deck") not in ("deck", "reserve"):
            continue
        key = str(card.get("key", ""))
        if key in seen:
            continue
        seen.add(key)
        note = game.card_note(card, options)
        if note:
            found.setdefault(note["kind"], []).append(str(card.get("title", key)))
    return found


def _unmodelled(game: rules.Game, setup: dict[str, Any], user: Any) -> list[tuple[int, list[str]]]:
    """Seats whose deck holds cards the engine cannot play by rule in this match (what
    `noted_cards` calls "unplayable" or "declared"), told on the table when the match starts."""
    if not setup.get("decks"):
        return []
    found = []
    for index, spec in enumerate(setup["decks"]):
        if not spec:
            continue
        try:
            chosen = services.resolve_deck(game_slug=game.slug, spec=spec, user=user)
        except services.MatchError:
            continue  # match_create reports it
        noted = noted_cards(game, chosen.cards, setup.get("options") or {})
        titles = noted.get("unplayable", []) + noted.get("declared", [])
        if titles:
            found.append((index, titles))
    return found


@ratelimit(key="user_or_ip", rate=form_rate("match_create"), method="POST", group="match_create")
def new(request: HttpRequest) -> HttpResponse:
    """The match set-up page: game, options and variants, seats (people or bots), decks, timer."""
    slug = request.GET.get("game") or request.POST.get("game") or ""
    try:
        game = rules.get(slug) if slug else None
    except UnknownGame:
        raise Http404(f"No game called {slug!r}") from None
    if game is None or not game.has_engine:
        return render(request, "play/new.html", {"playable": _playable(), "game": None})
    try:
        players = bounded_int(request.GET.get("players") or request.POST.get("players"), field="players", minimum=0, maximum=99, default=game.min_players)
    except InputError:
        players = game.min_players
    players = max(game.min_players, min(game.max_players, players))
    error = None
    problems: list[str] = []
    unmodelled: list[tuple[int, list[str]]] = []
    deck_choices, preselected, deck_note = _deck_choices(request, game, (request.GET.get("deck") or "").strip())
    chosen_deck = next((d for d in deck_choices if preselected and str(d.pk) == preselected), None)
    if chosen_deck is not None and not (request.GET.get("players") or request.POST.get("players")):
        # Options default from the chosen deck: its player count (a reserve fleet is sized by it).
        players = max(game.min_players, min(game.max_players, int(chosen_deck.players or players)))
    if request.method == "POST":
        if not request.user.is_authenticated:
            return redirect(f"{reverse('login')}?next={request.get_full_path()}")
        try:
            setup = _setup_from_form(request, game, players)
            unmodelled = _unmodelled(game, setup, request.user)
            match = services.match_create(creator=request.user, **setup)
        except services.MatchError as exc:
            error = exc.message
            problems = list(exc.extra.get("problems") or [exc.message])
        else:
            for index, titles in unmodelled:
                messages.warning(request, f"Seat {index}'s deck has cards the engine does not model: {', '.join(titles)}. "
                                          "They are marked in your hand: bots never play them; people may only with the "
                                          "\"Declared effects\" option.")
            return redirect(match.get_absolute_url())
    format_choice = request.POST.get("format") or (chosen_deck.format if chosen_deck is not None else "")
    option_values = _option_values(request, game, format_choice)
    if request.method != "POST" and chosen_deck is not None and getattr(chosen_deck, "errata", "") and "errata" in option_values:
        option_values["errata"] = chosen_deck.errata  # issue 29: the deck's errata set is the match's default
    seats = [
        {"index": i, "choice": request.POST.get(f"seat_{i}", "me" if i == 0 else "bot:greedy"), "deck": request.POST.get(f"deck_{i}", ""),
         "saved": request.POST.get(f"deck_{i}_saved", preselected if i == 0 else "")}
        for i in range(players)
    ]
    return render(
        request,
        "play/new.html",
        {
            "playable": _playable(),
            "game": game,
            "players": players,
            "player_range": range(game.min_players, game.max_players + 1),
            "seats": seats,
            "seat_choices": SEAT_CHOICES,
            "error": error,
            "post": request.POST,
            "problems": problems,
            "unmodelled": unmodelled,
            "deck_choices": deck_choices,
            "deck_note": deck_note,
            "clock_presets": _clock_presets(),
            "format_choice": format_choice,
            "option_values": option_values,
            "deck_notes": _chosen_deck_notes(game, chosen_deck, option_values) if not unmodelled else {},
            "format_options": {slug: game.format_options(slug) for slug in game.formats},
        },
        status=400 if error else 200,
    )


def _clock_presets() -> list[tuple[str, str]]:
    from clocks.spec import PRESETS

    return [("none", "No clock")] + [(name, label) for name, (label, _) in PRESETS.items()] + [("custom", "Custom limits…")]


def _match_or_404(match_id: int) -> Match:
    match = selectors.match_get(match_id)
    if match is None:
        raise Http404("No such match")
    return match


def _view_template(match: Match) -> str:
    """The game's own board partial when it has one, else the generic renderer."""
    return select_template([f"play/games/{match.game}/view.html", "play/_view_generic.html"]).template.name


def _table_context(match: Match, seat: int | None, payload: dict[str, Any], csrf_token: str = "") -> dict[str, Any]:
    titles = selectors.card_titles(match.game)
    actions = (
        selectors.describe_actions(match, seat, payload["legal_actions"], payload["seats"]) if payload["legal_actions"] else []
    )
    game = rules.get(match.game)
    view_cards = selectors.view_cards(payload["view"], titles) if payload["view"] else {}
    return {
        "match": match,
        "game": game,
        "seat": seat,
        "p": payload,
        "titles": titles,
        "card_data": selectors.card_data(match.game),
        "action_groups": actions,
        "view_cards": view_cards,
        "notes": selectors.card_notes(game, match.options or {}, (c["key"] for c in view_cards.values())),
        "csrf_token": csrf_token,
        "view_template": _view_template(match),
        "claimable": bool(
            payload["timer"] and payload["timer"]["expired"] and seat is not None
            and seat not in payload["current_players"]
        ),
    }


def table_fragment_html(match: Match, seat: int | None, payload: dict[str, Any], csrf_token: str = "") -> str:
    """The table as an HTML fragment (what the page, the poller and the WebSocket swap in)."""
    return render_to_string("play/_table.html", _table_context(match, seat, payload, csrf_token))


def table(request: HttpRequest, match_id: int) -> HttpResponse:
    match = _match_or_404(match_id)
    seats = selectors.match_seats(match)
    seat = selectors.viewer_seat(match, request.user, request.GET.get("seat"), seats)
    payload = selectors.match_payload(match, seat, seats=seats)
    bots.wake_if_waiting(match, seats, payload["current_players"])
    context = _table_context(match, seat, payload, get_token(request))
    context["my_invites"] = [
        {"index": s.index, "url": request.build_absolute_uri(reverse("play:join", args=[s.invite_token]))}
        for s in seats
        if s.is_open and request.user.is_authenticated and match.created_by_id == request.user.pk
    ]
    context["ws_path"] = f"/ws/play/{match.pk}/"
    return render(request, "play/table.html", context)


@require_GET
def fragment(request: HttpRequest, match_id: int) -> HttpResponse:
    """The table fragment for the polling fallback: 204 when nothing changed since ?since=."""
    match = _match_or_404(match_id)
    try:
        since = int(request.GET.get("since", -1))
    except ValueError:
        since = -1
    if match.version <= since:
        return HttpResponse(status=204)
    seats = selectors.match_seats(match)
    seat = selectors.viewer_seat(match, request.user, request.GET.get("seat"), seats)
    payload = selectors.match_payload(match, seat, seats=seats)
    response = HttpResponse(table_fragment_html(match, seat, payload, get_token(request)))
    response["X-Match-Version"] = str(match.version)
    return response


def _answer(request: HttpRequest, match_id: int, error: services.MatchError | None = None) -> HttpResponse:
    """After a POST from the table: the fresh fragment for script clients, a redirect otherwise."""
    seat_param = request.POST.get("seat") or request.GET.get("seat") or ""
    if request.headers.get("X-Play-Fragment"):
        match = _match_or_404(match_id)
        seats = selectors.match_seats(match)
        seat = selectors.viewer_seat(match, request.user, seat_param, seats)
        payload = selectors.match_payload(match, seat, seats=seats)
        context = _table_context(match, seat, payload, get_token(request))
        context["error"] = error.message if error else ""
        response = HttpResponse(render_to_string("play/_table.html", context), status=error.status if error else 200)
        response["X-Match-Version"] = str(match.version)
        return response
    if error:
        messages.error(request, error.message)
    url = reverse("play:table", args=[match_id])
    return redirect(f"{url}?seat={seat_param}" if seat_param else url)


@require_POST
@login_required
def act(request: HttpRequest, match_id: int) -> HttpResponse:
    """A legal-action button: {version, action (JSON)} applied for the action's seat."""
    try:
        action = loads_bounded(request.POST.get("action", ""))
        version = bounded_int(request.POST.get("version", ""), field="version", minimum=0)
        if version is None:
            raise ValueError("no version")
    except ValueError:
        return _answer(request, match_id, services.MatchError("malformed action"))
    try:
        services.match_apply_action(match_id=match_id, version=version, action=action, user=request.user)
    except services.MatchError as exc:
        return _answer(request, match_id, exc)
    return _answer(request, match_id)


def _table_event(request: HttpRequest, match_id: int, service: Any) -> HttpResponse:
    try:
        seat = bounded_int(request.POST.get("seat", ""), field="seat", minimum=0, maximum=64)
        if seat is None:
            raise ValueError("no seat")
    except ValueError:
        return _answer(request, match_id, services.MatchError("which seat?"))
    try:
        service(match_id=match_id, seat=seat, user=request.user)
    except services.MatchError as exc:
        return _answer(request, match_id, exc)
    return _answer(request, match_id)


@require_POST
@login_required
def resign(request: HttpRequest, match_id: int) -> HttpResponse:
    return _table_event(request, match_id, services.match_resign)


@require_POST
@login_required
def draw(request: HttpRequest, match_id: int) -> HttpResponse:
    return _table_event(request, match_id, services.match_offer_draw)


@require_POST
@login_required
def claim(request: HttpRequest, match_id: int) -> HttpResponse:
    return _table_event(request, match_id, services.match_claim_timeout)


@require_POST
@login_required
def takeback(request: HttpRequest, match_id: int) -> HttpResponse:
    return _table_event(request, match_id, services.match_request_takeback)


@require_POST
@login_required
def takeback_answer(request: HttpRequest, match_id: int) -> HttpResponse:
    agree = request.POST.get("agree") == "1"
    return _table_event(request, match_id, lambda **kw: services.match_answer_takeback(agree=agree, **kw))


def join(request: HttpRequest, token: str) -> HttpResponse:
    """An invite link: log in, then take the seat (bringing a deck in deck games)."""
    seat = selectors.seat_by_invite(token)
    if seat is None:
        raise Http404("No such invitation")
    if request.method == "POST":
        if not request.user.is_authenticated:
            return redirect(f"{reverse('login')}?next={request.path}")
        try:
            match = services.match_join(
                match_id=seat.match_id, token=token, user=request.user, deck=_deck_from_form(request.POST, "deck")
            )
        except services.MatchError as exc:
            messages.error(request, exc.message)
            return redirect(request.path)
        return redirect(f"{match.get_absolute_url()}?seat={seat.index}")
    game = rules.get(seat.match.game)
    deck_choices, _, _ = _deck_choices(request, game, "")
    return render(request, "play/join.html", {"seat": seat, "match": seat.match, "game": game, "deck_choices": deck_choices})


def replay(request: HttpRequest, match_id: int) -> HttpResponse:
    """Step through a finished match's log, from the viewer's seat (spectators: the public view)."""
    match = _match_or_404(match_id)
    if not match.is_finished:
        raise Http404("The replay opens when the match is over")
    seat = selectors.viewer_seat(match, request.user, request.GET.get("seat"))
    frames = selectors.replay_frames(match, seat)
    try:
        step = max(0, min(len(frames) - 1, int(request.GET.get("step", len(frames) - 1))))
    except ValueError:
        step = len(frames) - 1
    titles = selectors.card_titles(match.game)
    shown = selectors.view_cards(frames[step]["view"], titles) if frames[step]["view"] else {}
    return render(
        request,
        "play/replay.html",
        {
            "notes": selectors.card_notes(rules.get(match.game), match.options or {}, (c["key"] for c in shown.values())),
            "match": match,
            "seat": seat,
            "frame": frames[step],
            "p": {"view": frames[step]["view"], "seats": selectors.seat_rows(selectors.match_seats(match), seat)},
            "view_template": _view_template(match),
            "step": step,
            "last": len(frames) - 1,
            "titles": titles,
            "card_data": selectors.card_data(match.game),
            "frames": [{"seq": f["seq"], "text": f["text"]} for f in frames],
        },
    )


def export(request: HttpRequest, match_id: int) -> HttpResponse:
    """(options, seed, decks, actions) of a finished match as JSON."""
    match = _match_or_404(match_id)
    if not match.is_finished:
        return JsonResponse({"message": "the export opens when the match is over", "extra": {}}, status=409)
    response = JsonResponse(selectors.export(match, request.user), json_dumps_params={"indent": 1})
    response["Content-Disposition"] = f'attachment; filename="{match.game}-match-{match.pk}.json"'
    return response
