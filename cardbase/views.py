"""Pages of the card database: the game list, a game's gallery, a card, its face, the search help."""
from __future__ import annotations

import re

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotModified, HttpResponsePermanentRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import urlencode
from django.views.decorators.http import require_GET

import rules

from . import selectors
from .faces import face_digest, face_png
from .forms import GalleryForm

PER_PAGE = 60
# The card list's own filter tags: for tools (kept in the API), not attributes printed on a card.
INTERNAL_ATTRIBUTES = frozenset({"tags"})


def _game(slug: str) -> rules.Game:
    try:
        return rules.get(slug)
    except rules.UnknownGame:
        raise Http404(f"No game called {slug!r}") from None


def _card(slug: str, key: str) -> tuple[rules.Game, dict[str, Any]]:
    """The game and its card `key` (plain card data), or 404."""
    found = _game(slug)
    data = selectors.game_card_by_key(found.slug).get(key)
    if data is None:
        raise Http404(f"{found.name} has no card {key!r}")
    return found, data


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    return render(request, "cardbase/index.html", {"summaries": selectors.game_summaries()})


@require_GET
def game(request: HttpRequest, game: str) -> HttpResponse:
    """A game's gallery: query box, filters, paginated results; htmx gets the results alone."""
    found = _game(game)
    form = GalleryForm(request.GET)
    values, warnings, page = form.search(found.slug, PER_PAGE)
    params = {k: v for k, v in request.GET.items() if k != "page" and v}
    choices = selectors.game_filter_choices(found.slug)
    context = {
        "game": found,
        "form": form,
        "values": values,
        "query_type": query_type(values.get("q") or "", choices["types"]),
        "page": page,
        "warnings": warnings + page.warnings,
        "choices": choices,
        "edition": selectors.game_edition(found.slug),
        "query_string": urlencode(params),
        "search_url": reverse("cardbase:game", args=[found.slug]),
    }
    if request.htmx and not request.htmx.boosted:
        return render(request, "cardbase/_results.html", context)
    return render(request, "cardbase/game.html", context)


_TYPE_TERM = re.compile(r"(?:^|\s)(?:t|type)[:=]([A-Za-z/]+)(?=\s|$)", re.I)


def query_type(query: str, types: Any) -> str:
    """The type menu's words when the search box names one type ("t:S": "S · Ship (from the search
    box)", issue 27: the menu said "any"), else "any". A query with "or" or a negated type names no
    one type; the menu then says "any" as before. static/cardbase/search.js follows as one types."""
    found = _TYPE_TERM.findall(query)
    if len(found) != 1 or re.search(r"(?:^|\s)(or|-t:|-type:)", query, re.I):
        return "any"
    wanted = found[0].upper()
    for code, name in types:
        if str(code).upper() == wanted:
            return f"{code}{' · ' + name if name != code else ''} (from the search box)"
    return "any"


def _shown(value: object) -> str:
    if value is True:
        return "yes"
    if value is False:
        return "no"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "—"
    return str(value)


@require_GET
def card(request: HttpRequest, game: str, key: str) -> HttpResponse:
    found, data = _card(game, key)
    if data["key"] != key:  # a record merged into this card (a German printing): its page now
        return HttpResponsePermanentRedirect(reverse("cardbase:card", args=[found.slug, data["key"]]))
    schema_fields = [
        (f.label or f.name.replace("_", " ").capitalize(), _shown(data["attributes"][f.name]))
        for f in found.card_schema.fields
        if f.name in data.get("attributes", {}) and f.name not in INTERNAL_ATTRIBUTES
    ]
    known = {f.name for f in found.card_schema.fields}
    schema_fields += [
        (name, _shown(value)) for name, value in data.get("attributes", {}).items() if name not in known and name not in INTERNAL_ATTRIBUTES
    ]
    variants = [c for c in selectors.game_cards(found.slug) if c["identity"] == data["identity"] and c["key"] != key]
    context = {
        "game": found,
        "card": data,
        "attributes": schema_fields,
        "variants": variants,
        "edition": selectors.game_edition(found.slug),
        "set_names": dict(found.card_sets),
        "face_digest": face_digest(data),
        **_errata_context(found, data),
    }
    return render(request, "cardbase/card.html", context)


def _errata_context(found: rules.Game, data: dict[str, Any]) -> dict[str, Any]:
    """The card's errata (as printed beside each corrected set) and the rulings naming it (issue 29)."""
    shown = found.card_errata(data)
    sets = [(slug, label) for slug, label in found.errata_sets.items()]
    rows = []
    if shown:
        corrected_sets = [slug for slug, _ in sets if slug in shown["corrected"]]
        rows = [(stat, shown["printed"][stat], [shown["corrected"][slug][stat] for slug in corrected_sets]) for stat in shown["stats"]]
        sets = [(slug, label) for slug, label in sets if slug == "printed" or slug in corrected_sets]
    return {"errata": shown, "errata_sets": sets, "errata_rows": rows, "rulings": found.card_rulings(data)}


@require_GET
def face(request: HttpRequest, game: str, key: str) -> HttpResponse:
    """The card's face as a PNG (drawn once, then served from the disk cache)."""
    found, data = _card(game, key)
    etag = f'"{face_digest(data)}"'
    if etag in request.headers.get("If-None-Match", ""):
        return HttpResponseNotModified(headers={"ETag": etag})
    png, _ = face_png(data, found.slug)
    response = HttpResponse(png, content_type="image/png")
    response["ETag"] = etag
    response["Cache-Control"] = "public, max-age=86400"
    return response


@require_GET
def search_help(request: HttpRequest) -> HttpResponse:
    games = rules.all()
    schema_keys = {
        g.slug: [f for f in g.card_schema.fields if f.kind in ("int", "str", "choice", "bool", "str_list")] for g in games
    }
    return render(request, "cardbase/search_help.html", {"games": games, "schema_keys": schema_keys})


def _peek(request: HttpRequest, found: rules.Game, data: dict[str, Any]) -> HttpResponse:
    """A card's face, stats and text as a small fragment: the card popover every page opens where
    a card is named (static/js/cardpeek.js)."""
    known = {f.name: f for f in found.card_schema.fields}
    stats = [
        (known[name].label or name.replace("_", " ").capitalize() if name in known else name.replace("_", " "), _shown(value))
        for name, value in (data.get("attributes") or {}).items()
        if name not in ("tags", "code", "stockable") and value not in (None, "", [], False)
    ][:14]
    response = render(
        request,
        "cardbase/_peek.html",
        {"game": found, "card": data, "stats": stats, "face_digest": face_digest(data),
         "type_name": dict(found.card_types).get(data.get("type"), "")},
    )
    response["Cache-Control"] = "public, max-age=3600"
    return response


@require_GET
def peek(request: HttpRequest, game: str, key: str) -> HttpResponse:
    found, data = _card(game, key)
    return _peek(request, found, data)


@require_GET
def peek_id(request: HttpRequest, pk: int) -> HttpResponse:
    """The popover by the card's row id (deck rows and builder results name cards by id)."""
    from .models import Card

    row = Card.objects.filter(pk=pk).values_list("game", "key").first()
    if row is None:
        raise Http404("No such card")
    found, data = _card(*row)
    return _peek(request, found, data)
