"""The card API: games, card search (the same query language as the pages) and one card.

GET /api/games/, GET /api/cards/?game=SLUG&q=QUERY&page=N, GET /api/cards/{id}/.
Responses carry an ETag derived from the loaded data's version and the request, so a repeated
request with If-None-Match gets 304 Not Modified without touching the database.
"""
from __future__ import annotations

import hashlib
from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import APIException, NotFound
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView
from django.urls import reverse

import rules

from . import selectors
from .forms import GalleryForm
from .models import Card

MAX_PAGE_SIZE = 200
DEFAULT_PAGE_SIZE = 50


class BadRequest(APIException):
    status_code = status.HTTP_400_BAD_REQUEST

    def __init__(self, message: str, extra: dict[str, Any] | None = None) -> None:
        super().__init__({"message": message, "extra": extra or {}})


# Serializers document the shapes (drf-spectacular); responses are built from cached dicts.
class PrintingSerializer(serializers.Serializer):
    set = serializers.CharField()
    rarity = serializers.CharField()
    artist = serializers.CharField()
    name_extension = serializers.CharField()
    image_file = serializers.CharField()
    lackey_name = serializers.CharField(required=False)
    errata = serializers.BooleanField()
    distributor = serializers.CharField()
    tags = serializers.ListField(child=serializers.CharField())
    text = serializers.CharField(required=False, help_text="This printing's machine-read text, where known")
    text_confidence = serializers.FloatField(required=False)


class CardSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.CharField()
    key = serializers.CharField(help_text="Unique within the game, stable across reloads")
    identity = serializers.CharField(help_text='"Exactly identical" key: same identity = same card for stocking')
    type = serializers.CharField()
    strength = serializers.IntegerField(allow_null=True)
    title = serializers.CharField()
    text = serializers.CharField(required=False)
    text_source = serializers.CharField(required=False, help_text='"machine-read" (unverified OCR), "reviewed" (read by a project contributor from the printings\' texts and the rulings) or "corrected" (by a person on the site)')
    text_confidence = serializers.FloatField(required=False)
    text_note = serializers.CharField(required=False, help_text="A reviewed text: what its reviewer could not read or had to decide")
    text_history = serializers.ListField(child=serializers.DictField(), required=False, help_text="The texts it replaced, oldest first: each with its text_source and text_confidence")
    count = serializers.IntegerField(required=False, help_text="Copies in the set, where it holds several")
    attributes = serializers.DictField(help_text="The game's typed attributes (see its card schema); absent = not printed")
    printings = PrintingSerializer(many=True)
    url = serializers.CharField(help_text="The card's page")
    errata = serializers.DictField(required=False, allow_null=True, help_text="One card only: its errata (records with source, stats as printed and under each set, disagreements); null when none names it")
    rulings = serializers.ListField(child=serializers.DictField(), required=False, help_text="One card only: the Q&A and FAQ entries naming it")


class CardPageSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    next = serializers.CharField(allow_null=True)
    previous = serializers.CharField(allow_null=True)
    warnings = serializers.ListField(child=serializers.CharField(), help_text="Query terms that were dropped, and why")
    notes = serializers.ListField(child=serializers.CharField(), help_text="How plain words were searched (titles and text), and a hint when they found nothing")
    hint = serializers.CharField(allow_blank=True, help_text="The plain words read as fields, to try when they found nothing")
    results = CardSerializer(many=True)


class GameSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name = serializers.CharField()
    publisher = serializers.CharField()
    years = serializers.CharField()
    summary = serializers.CharField()
    min_players = serializers.IntegerField()
    max_players = serializers.IntegerField()
    uses_decks = serializers.BooleanField()
    edition = serializers.CharField()
    notes = serializers.CharField()
    card_count = serializers.IntegerField()
    printing_count = serializers.IntegerField()
    cards = serializers.CharField(help_text="API URL of the game's cards")


def _etag(*parts: object) -> str:
    return '"' + hashlib.sha1("\x1f".join(str(p) for p in parts).encode()).hexdigest()[:24] + '"'


def _not_modified(request: Request, etag: str) -> Response | None:
    match = request.headers.get("If-None-Match", "")
    if match and (match.strip() == "*" or etag in [t.strip().removeprefix("W/") for t in match.split(",")]):
        response = Response(status=status.HTTP_304_NOT_MODIFIED)
        response["ETag"] = etag
        return response
    return None


def _with_game(card: dict[str, Any], game_slug: str) -> dict[str, Any]:
    return {**card, "game": game_slug, "url": f"/cards/{game_slug}/{card['key']}/"}


class GameList(APIView):
    @extend_schema(operation_id="games_list", summary="Every game, with what is loaded for it", responses=GameSerializer(many=True))
    def get(self, request: Request) -> Response:
        summaries = selectors.game_summaries()
        etag = _etag("games", *(s.edition.digest if s.edition else "-" for s in summaries))
        cached = _not_modified(request, etag)
        if cached is not None:
            return cached
        data = [
            {
                "slug": s.game.slug,
                "name": s.game.name,
                "publisher": s.game.publisher,
                "years": s.game.years,
                "summary": s.game.summary,
                "min_players": s.game.min_players,
                "max_players": s.game.max_players,
                "uses_decks": s.game.uses_decks,
                "edition": s.edition.edition if s.edition else "",
                "notes": s.edition.notes if s.edition else "",
                "card_count": s.card_count,
                "printing_count": s.printing_count,
                "cards": request.build_absolute_uri(reverse("api-card-list") + f"?game={s.game.slug}"),
            }
            for s in summaries
        ]
        response = Response(data)
        response["ETag"] = etag
        return response


class CardList(APIView):
    @extend_schema(
        operation_id="cards_list",
        summary="Search a game's cards",
        description=(
            "`q` takes the search language of the card pages (see /cards/search/help/): free words, "
            "`t:S`, `s>=6`, `e:argonian`, `set:PE`, `r:V`, `a:kalin`, `o:\"...\"`, schema attributes such as "
            "`shields>=3`, `is:major`, `-` to negate, `or`, parentheses. Terms that cannot be read are dropped and "
            "listed in `warnings`. Send If-None-Match with a previous ETag to get 304 when nothing changed."
        ),
        parameters=[
            OpenApiParameter("game", OpenApiTypes.STR, required=True, description="Game slug, see /api/games/"),
            OpenApiParameter("q", OpenApiTypes.STR, description="Search query"),
            OpenApiParameter("page", OpenApiTypes.INT, description="Page number, from 1"),
            OpenApiParameter("page_size", OpenApiTypes.INT, description=f"Cards per page (default {DEFAULT_PAGE_SIZE}, at most {MAX_PAGE_SIZE})"),
            OpenApiParameter("type", OpenApiTypes.STR, description="Filter: type code"),
            OpenApiParameter("smin", OpenApiTypes.INT, description="Filter: lowest strength"),
            OpenApiParameter("smax", OpenApiTypes.INT, description="Filter: highest strength"),
            OpenApiParameter("empire", OpenApiTypes.STR, description="Filter: main empire (exact)"),
            OpenApiParameter("set", OpenApiTypes.STR, description="Filter: set code"),
            OpenApiParameter("rarity", OpenApiTypes.STR, description="Filter: rarity code"),
            OpenApiParameter("sort", OpenApiTypes.STR, enum=["title", "strength", "-strength", "type"], description="Order (default: set order)"),
        ],
        responses={200: CardPageSerializer, 304: OpenApiResponse(description="Not modified"), 400: OpenApiResponse(description="No or unknown game")},
    )
    def get(self, request: Request) -> Response:
        slug = request.query_params.get("game", "")
        try:
            game = rules.get(slug)
        except rules.UnknownGame:
            raise BadRequest(
                "game: give one of the games' slugs" if not slug else f"game: no game called {slug!r}",
                {"game": rules.slugs()},
            ) from None
        try:
            page_size = min(MAX_PAGE_SIZE, max(1, int(request.query_params.get("page_size") or DEFAULT_PAGE_SIZE)))
        except ValueError:
            raise BadRequest("page_size: expected a whole number") from None
        params = sorted((k, v) for k, v in request.query_params.items())
        etag = _etag("cards", selectors.cards_version(game.slug), params)
        cached = _not_modified(request, etag)
        if cached is not None:
            return cached
        _, warnings, page = GalleryForm(request.query_params).search(game.slug, page_size)

        def link(number: int) -> str:
            query = request.query_params.copy()
            query["page"] = str(number)
            return request.build_absolute_uri(f"{request.path}?{query.urlencode()}")

        response = Response(
            {
                "count": page.count,
                "next": link(page.number + 1) if page.has_next else None,
                "previous": link(page.number - 1) if page.has_previous else None,
                "warnings": warnings + page.warnings,
                "notes": page.notes,
                "hint": page.hint,
                "results": [_with_game(card, game.slug) for card in page.cards],
            }
        )
        response["ETag"] = etag
        return response


class CardDetail(APIView):
    @extend_schema(operation_id="cards_retrieve", summary="One card with all its printings", responses={200: CardSerializer, 304: OpenApiResponse(description="Not modified"), 404: OpenApiResponse(description="No such card")})
    def get(self, request: Request, pk: int) -> Response:
        game_slug = None
        for game in rules.all():  # warm caches answer without a query
            if pk in selectors.game_card_by_id(game.slug):
                game_slug = game.slug
                break
        if game_slug is None:
            game_slug = Card.objects.filter(pk=pk).values_list("game", flat=True).first()
        card = selectors.game_card_by_id(game_slug).get(pk) if game_slug else None
        if card is None:
            raise NotFound(f"No card with id {pk}")
        etag = _etag("card", selectors.cards_version(game_slug), pk, rules.get(game_slug).rulings_version())
        cached = _not_modified(request, etag)
        if cached is not None:
            return cached
        game = rules.get(game_slug)
        # Issue 29: the card's errata (as printed beside each corrected set, the sources, where they
        # disagree) and the rulings naming it, as the card page shows them.
        response = Response({**_with_game(card, game_slug), "errata": game.card_errata(card), "rulings": game.card_rulings(card)})
        response["ETag"] = etag
        return response
