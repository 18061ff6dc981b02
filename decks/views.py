"""Pages of the decks app: my decks, public decks, the builder, read-only and shared pages,
import/export, history, clone and delete.

Thin views: permissions come from decks.selectors (404 for a deck that is not yours, never 403),
changes from decks.services. The builder's changes answer htmx with the `_state.html` fragment
(list, report, analysis) and plain form posts with a redirect, so it works without JavaScript.
"""
from __future__ import annotations

import re
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

import rules
from cardbase.selectors import card_search, game_filter_choices
from config.errors import InputError, bounded_int
from rules.deck_analysis import sample_hand

from . import charts, pools, selectors, services
from .models import MAX_COPIES, Deck, Visibility, Zone

SEARCH_LIMIT = 40
def player_choices(game: Any, current: int | None = None) -> list[int]:
    """The player counts a deck of this game may be built for: the game's own range (as the
    new-deck form offers it, issue 27: the builder offered 1-12), and the deck's count if another."""
    counts = list(range(max(1, game.min_players), min(game.max_players, services.MAX_PLAYERS) + 1))
    if current and current not in counts:
        counts = sorted([*counts, current])
    return counts


def _version(request: HttpRequest) -> int | None:
    raw = request.POST.get("version") or request.headers.get("If-Match", "").strip('"W/ ')
    try:
        return bounded_int(raw, field="version", minimum=0)
    except InputError:
        return None


def _int(value: Any, default: int = 0) -> int:
    """A whole number from a query string, `default` for anything else (junk, "²", past 64 bits)."""
    try:
        found = bounded_int(value, field="number")
    except InputError:
        return default
    return default if found is None else found


# --------------------------------------------------------------------------------------------
# Lists
# --------------------------------------------------------------------------------------------


def index(request: HttpRequest) -> HttpResponse:
    decks = list(selectors.user_decks(request.user)[:200]) if request.user.is_authenticated else []
    games = [g for g in rules.all() if g.formats]
    names = {g.slug: g.name for g in rules.all()}
    return render(request, "decks/index.html", {"decks": decks, "games": games, "game_names": names})


def public(request: HttpRequest) -> HttpResponse:
    game = request.GET.get("game", "")
    if game and game not in rules.slugs():
        game = ""
    decks = selectors.public_decks(
        game=game, format=request.GET.get("format", ""), empire=request.GET.get("empire", ""),
        legal_only=request.GET.get("legal") in ("1", "on", "true"), sort=request.GET.get("sort", ""),
    )
    page = max(1, _int(request.GET.get("page"), 1))
    per_page = 50
    shown = list(decks[(page - 1) * per_page: page * per_page + 1])
    formats = sorted({(slug, f.name) for g in rules.all() if not game or g.slug == game for slug, f in g.formats.items()}, key=lambda x: x[1])
    context = {
        "decks": shown[:per_page], "has_next": len(shown) > per_page, "page": page,
        "games": [g for g in rules.all() if g.formats], "game_names": {g.slug: g.name for g in rules.all()},
        "formats": formats, "empires": selectors.public_empires(game), "filters": request.GET,
    }
    template = "decks/_public_rows.html" if request.htmx else "decks/public.html"
    return render(request, template, context)


# --------------------------------------------------------------------------------------------
# Create
# --------------------------------------------------------------------------------------------


def _warn_unread(request: HttpRequest, deck: Deck) -> None:
    """After an import: say how many lines could not be read (the deck page lists them)."""
    deck.refresh_from_db(fields=["file_meta"])
    unread = (deck.file_meta or {}).get("unread_lines") or []
    if unread:
        messages.warning(request, f"{len(unread)} line(s) matched no card and were left out: they are listed below with the closest cards.")


@login_required
@require_http_methods(["GET", "POST"])
def new(request: HttpRequest) -> HttpResponse:
    games = [g for g in rules.all() if g.formats]
    values = {"game": request.GET.get("game") or games[0].slug, "visibility": request.GET.get("visibility") or Visibility.PRIVATE}
    values.update({k: request.GET[k] for k in ("name", "import") if request.GET.get(k)})
    error = None
    if request.method == "POST":
        values = request.POST.dict()
        upload = request.FILES.get("file")
        data: Any = values.get("import", "")
        if upload is not None:
            if upload.size > services.MAX_IMPORT_BYTES:
                error = services.DeckError(f"The file is {upload.size:,} bytes; the limit is {services.MAX_IMPORT_BYTES:,} bytes.")
            else:
                data = upload.read()
        if error is None:
            game_slug = values.get("game", "")
            fmt = values.get("format", "")
            if game_slug in rules.slugs() and fmt not in rules.get(game_slug).formats:
                fmt = ""  # the format list offers every game's: take the chosen game's default
            try:
                deck = services.deck_create(
                    owner=request.user, game=game_slug, name=values.get("name", ""), format=fmt,
                    players=values.get("players") or None, empire=values.get("empire", ""),
                    description=values.get("description", ""), visibility=values.get("visibility", Visibility.PRIVATE),
                    import_data=data or None,
                )
            except services.DeckError as exc:
                error = exc
            else:
                messages.success(request, f"Deck “{deck.name}” created.")
                _warn_unread(request, deck)
                return HttpResponseRedirect(reverse("decks:detail", args=[deck.pk]))
    chosen = next((g for g in games if g.slug == values.get("game")), games[0])
    # Only the chosen game's formats and player counts (the game select swaps them with htmx).
    return render(request, "decks/new.html", {
        "games": games, "game": chosen, "values": values, "error": error, "visibilities": Visibility.choices,
        "players": player_choices(chosen),
        "default_players": max(2, chosen.min_players),
    }, status=400 if error else 200)


# --------------------------------------------------------------------------------------------
# The builder and the read-only pages
# --------------------------------------------------------------------------------------------


def _analysis_context(state: selectors.DeckState) -> dict[str, Any]:
    analysis = state.analysis()
    context: dict[str, Any] = {
        "analysis": analysis,
        "ladder_svg": charts.ladder_chart(analysis["ladders"], analysis["max_strength"]) if analysis["ladders"] else "",
        "types_svg": charts.type_chart(analysis["types"]) if analysis["types"] else "",
    }
    if analysis.get("draw"):
        context["odds_svg"] = charts.odds_chart(analysis["draw"]["odds"], analysis["draw"]["target"])
    if analysis.get("resources"):
        context["balance_svg"] = charts.balance_chart(analysis["resources"])
    return context


def _state_context(deck: Deck, *, editable: bool, error: services.DeckError | None = None) -> dict[str, Any]:
    state = selectors.deck_state(deck)
    context = {
        "deck": deck, "game": state.game, "state": state, "report": state.report_dict, "editable": editable,
        "error": error, "format_name": getattr(state.game.formats.get(deck.format), "name", deck.format),
        "format_description": getattr(state.game.formats.get(deck.format), "description", ""),
        "max_copies": MAX_COPIES, "kinds": state.game.file_kinds(),
    }
    context.update(_analysis_context(state))
    return context


def _builder_context(request: HttpRequest, deck: Deck, error: services.DeckError | None = None, **extra: Any) -> dict[str, Any]:
    context = _state_context(deck, editable=True, error=error)
    query = request.GET.get("q", "")
    context.update(_search_context(deck, query, request.GET.get("page")))
    try:
        empires = game_filter_choices(deck.game)["empires"]
    except Exception:  # noqa: BLE001 - a game without the card cache yet: no empire list
        empires = []
    context.update({
        "formats": context["game"].formats, "players": player_choices(context["game"], deck.players), "empires": empires,
        "errata_sets": context["game"].errata_sets, "visibilities": Visibility.choices, "versions": list(selectors.deck_versions(deck)[:8]),
        "zones": Zone.choices, "pool": pools.pool_of(deck),
    })
    context.update(extra)
    return context


def _search_context(deck: Deck, query: str, page: Any = 1) -> dict[str, Any]:
    """One page of the builder's search results (issue 27: the first 40 and no way on)."""
    cards, compiled = card_search(deck.game, query)
    pool = pools.pool_of(deck)
    if pool is not None:  # a deck built from a pool searches the pool only
        cards = cards.filter(pk__in=list(pool.counts))
    try:
        page = bounded_int(page, field="page", minimum=1, maximum=10_000, default=1)
    except InputError:
        page = 1
    total = cards.count()
    pages = max(1, -(-total // SEARCH_LIMIT))
    page = min(page, pages)
    start = (page - 1) * SEARCH_LIMIT
    found = list(cards[start: start + SEARCH_LIMIT])
    return {
        "query": query, "results": [(c, f"{c.code} {c.title}") for c in found],
        "more_results": page < pages, "search_warnings": compiled.warnings,
        "page": page, "pages": pages, "total": total, "first": start + 1, "last": start + len(found),
    }


def detail(request: HttpRequest, pk: int) -> HttpResponse:
    """The builder for the owner; the read-only page for a public deck; 404 otherwise."""
    deck = selectors.deck_readable(request.user, pk)
    if deck.is_owned_by(request.user):
        return render(request, "decks/builder.html", _builder_context(request, deck))
    return _read_only(request, deck)


def view(request: HttpRequest, pk: int) -> HttpResponse:
    return _read_only(request, selectors.deck_readable(request.user, pk))


def shared(request: HttpRequest, token: str) -> HttpResponse:
    return _read_only(request, selectors.deck_shared(token), via_token=True)


def _read_only(request: HttpRequest, deck: Deck, via_token: bool = False) -> HttpResponse:
    context = _state_context(deck, editable=False)
    context.update({"via_token": via_token, "owner_view": deck.is_owned_by(request.user)})
    return render(request, "decks/deck.html", context)


@require_GET
def search(request: HttpRequest, pk: int) -> HttpResponse:
    deck = selectors.deck_owned(request.user, pk)
    return render(request, "decks/_search.html", {"deck": deck, "game": rules.get(deck.game),
                                                  **_search_context(deck, request.GET.get("q", ""), request.GET.get("page"))})


def _answer(request: HttpRequest, deck: Deck, error: services.DeckError | None = None, note: str = "") -> HttpResponse:
    """After a builder change: the fragment for htmx, else back to the builder page."""
    if request.htmx:
        if error is not None:  # a successful save has already refreshed `deck`
            deck.refresh_from_db()
        context = _state_context(deck, editable=True, error=error)
        context["note"] = note
        response = render(request, "decks/_state.html", context)
        if error is not None and isinstance(error, services.StaleDeck):
            response["HX-Trigger"] = "deck-stale"
        return response
    if error is not None:
        messages.error(request, error.message)
    elif note:
        messages.success(request, note)
    return HttpResponseRedirect(reverse("decks:detail", args=[deck.pk]))


@require_POST
def set_count(request: HttpRequest, pk: int) -> HttpResponse:
    deck = selectors.deck_owned(request.user, pk)
    zone = request.POST.get("zone", "deck")
    card = request.POST.get("card", "")
    try:
        if "delta" in request.POST:
            delta = request.POST["delta"]
            if not re.fullmatch(r"[+-]?[0-9]{1,6}", delta):
                raise services.DeckError(f"The change must be a whole number, not {delta!r}.")
            found = services.resolve_card(deck.game, card)
            current = deck.entries.filter(card_id=found["id"], zone=zone).values_list("count", flat=True).first() or 0
            count: Any = max(0, current + int(delta))
        else:
            count = request.POST.get("count", "")
        services.deck_set_count(deck=deck, expected_version=_version(request), card=card, zone=zone, count=count)
    except services.DeckError as exc:
        return _answer(request, deck, exc)
    return _answer(request, deck)


@require_POST
def update_settings(request: HttpRequest, pk: int) -> HttpResponse:
    deck = selectors.deck_owned(request.user, pk)
    fields = ("name", "description", "format", "players", "empire", "errata", "visibility")
    values = {f: request.POST[f] for f in fields if f in request.POST}
    try:
        services.deck_update(deck=deck, expected_version=_version(request), **values)
    except services.DeckError as exc:
        return _answer(request, deck, exc)
    return _answer(request, deck, note="Saved.")


@require_POST
def undo(request: HttpRequest, pk: int) -> HttpResponse:
    deck = selectors.deck_owned(request.user, pk)
    try:
        services.deck_undo(deck=deck, expected_version=_version(request))
    except services.DeckError as exc:
        return _answer(request, deck, exc)
    return _answer(request, deck, note="Undone.")


@require_POST
def restore(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    deck = selectors.deck_owned(request.user, pk)
    try:
        services.deck_restore(deck=deck, expected_version=_version(request), number=number)
    except services.DeckError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, f"Version {number} restored.")
    return HttpResponseRedirect(reverse("decks:detail", args=[deck.pk]))


@require_http_methods(["GET", "POST"])
def import_deck(request: HttpRequest, pk: int) -> HttpResponse:
    """Replace the list with a pasted or uploaded deck file (the old list stays in the history)."""
    deck = selectors.deck_owned(request.user, pk)
    error = None
    text = ""
    if request.method == "POST":
        text = request.POST.get("import", "")
        upload = request.FILES.get("file")
        data: Any = text
        if upload is not None:
            if upload.size > services.MAX_IMPORT_BYTES:
                error = services.DeckError(f"The file is {upload.size:,} bytes; the limit is {services.MAX_IMPORT_BYTES:,} bytes.")
            else:
                data = upload.read()
        if error is None:
            try:
                services.deck_replace_entries(deck=deck, expected_version=_version(request), import_data=data)
            except services.DeckError as exc:
                error = exc
            else:
                messages.success(request, "Deck imported; the previous list is in the history.")
                _warn_unread(request, deck)
                return HttpResponseRedirect(reverse("decks:detail", args=[deck.pk]))
    return render(request, "decks/import.html", {"deck": deck, "error": error, "text": text, "kinds": rules.get(deck.game).file_kinds()}, status=400 if error else 200)


def deck_file_response(deck: Deck, kind: str) -> HttpResponse:
    """The deck as a file download of one of its game's kinds (page and API alike); raises
    services.DeckError for a kind the game does not write."""
    filename, media_type, content = services.deck_export(deck, kind)
    response = HttpResponse(content.encode("utf-8"), content_type=f"{media_type}; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def _export(deck: Deck, kind: str) -> HttpResponse:
    try:
        return deck_file_response(deck, kind)
    except services.DeckError as exc:
        raise Http404(exc.message) from None


@require_GET
def export(request: HttpRequest, pk: int, kind: str) -> HttpResponse:
    return _export(selectors.deck_readable(request.user, pk), kind)


@require_GET
def shared_export(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    return _export(selectors.deck_shared(token), kind)


@require_GET
def draw(request: HttpRequest, pk: int) -> HttpResponse:
    return _draw(request, selectors.deck_readable(request.user, pk))


@require_GET
def shared_draw(request: HttpRequest, token: str) -> HttpResponse:
    return _draw(request, selectors.deck_shared(token))


def _draw(request: HttpRequest, deck: Deck) -> HttpResponse:
    """A sample opening hand (seeded: the same seed shows the same hand)."""
    state = selectors.deck_state(deck)
    analysis = state.analysis()
    rules_ = analysis.get("draw")
    if not rules_:
        raise Http404("This game has no opening hand to sample.")
    seed = request.GET.get("seed") or "0"
    hand = sample_hand(state.deck_cards, rules_["hand"], f"{deck.pk}:{seed}")
    targets = set(rules_["target_types"])
    cards = [{"label": selectors.card_label(c), "target": bool(targets & set(_types(c)))} for c in hand]
    return render(request, "decks/_hand.html", {"deck": deck, "hand": cards, "draw": rules_, "seed": seed, "next_seed": _int(seed) + 1, "hits": sum(c["target"] for c in cards)})


def _types(card: dict[str, Any]) -> tuple[str, ...]:
    from rules.deck_analysis import card_types_of

    return card_types_of(card)


def _clone(request: HttpRequest, deck: Deck) -> HttpResponse:
    if not request.user.is_authenticated:
        return HttpResponseRedirect(f"{reverse('login')}?next={request.path}")
    copy = services.deck_clone(deck=deck, owner=request.user)
    messages.success(request, f"Cloned into your decks as “{copy.name}”.")
    return HttpResponseRedirect(reverse("decks:detail", args=[copy.pk]))


@require_POST
def clone(request: HttpRequest, pk: int) -> HttpResponse:
    return _clone(request, selectors.deck_readable(request.user, pk))


@require_POST
def shared_clone(request: HttpRequest, token: str) -> HttpResponse:
    return _clone(request, selectors.deck_shared(token))


@require_http_methods(["GET", "POST"])
def delete(request: HttpRequest, pk: int) -> HttpResponse:
    deck = selectors.deck_owned(request.user, pk)
    if request.method == "POST":
        try:
            services.deck_delete(deck=deck, expected_version=_version(request))
        except services.DeckError as exc:
            messages.error(request, exc.message)
            return HttpResponseRedirect(reverse("decks:detail", args=[deck.pk]))
        messages.success(request, f"Deck “{deck.name}” deleted.")
        return HttpResponseRedirect(reverse("decks:index"))
    return render(request, "decks/delete.html", {"deck": deck})


@require_GET
def history(request: HttpRequest, pk: int) -> HttpResponse:
    deck = selectors.deck_owned(request.user, pk)
    versions = list(selectors.deck_versions(deck)[:200])
    a = _int(request.GET.get("a"), deck.based_on or (versions[0].number if versions else deck.version))
    b = _int(request.GET.get("b"), deck.version)
    differences = selectors.compare_versions(deck, a, b) if versions else []
    return render(request, "decks/history.html", {"deck": deck, "versions": versions, "a": a, "b": b, "differences": differences})
