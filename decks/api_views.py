"""/api/decks/: deck CRUD for the owner (session or token), read-only access to public decks and
to unlisted ones by share token. Another user's private deck is 404, never 403.

Changes name the version they were made on (`"version"` in the body, or an If-Match header): a
stale one is refused with 409 and the current version in `extra`, so two clients never silently
overwrite each other.
"""
from __future__ import annotations

from typing import Any

from django.http import Http404, HttpResponse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import ErrorSerializer, integer_parameter
from config.errors import MAX_DB_INT, bounded_bool, bounded_int
from config.parsers import BoundedJSONField, content_length

from . import selectors, services
from .models import Deck, Visibility
from .views import deck_file_response

MAX_BODY_BYTES = 2 * services.MAX_IMPORT_BYTES + 100_000
MAX_PAGE = 1_000_000  # 50 decks a page
PRECONDITION = 'No "version" (nor an If-Match header) was sent with the change: extra.current_version holds it'


class DeckCreateInput(serializers.Serializer):
    name = serializers.CharField(required=False, allow_blank=True, default="", max_length=120)
    game = serializers.CharField()
    format = serializers.CharField(required=False, allow_blank=True, default="")
    players = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=1, max_value=services.MAX_PLAYERS)
    empire = serializers.CharField(required=False, allow_blank=True, default="", max_length=60)
    errata = serializers.CharField(required=False, allow_blank=True, default="", max_length=40, help_text="Errata set (the game's errata_sets; blank: its default)")
    description = serializers.CharField(required=False, allow_blank=True, default="", max_length=10_000)
    visibility = serializers.ChoiceField(choices=Visibility.values, required=False, default=Visibility.PRIVATE)
    entries = BoundedJSONField(required=False, default=None, help_text='[{"card": id or key, "count": n, "zone": "deck|reserve|reference"}]')
    # "import" is a Python keyword: the field is declared below under its JSON name.


DeckCreateInput._declared_fields["import"] = serializers.CharField(
    required=False, allow_blank=True, trim_whitespace=False, default=None, help_text="A deck file: text list, LackeyCCG .dek XML or JSON"
)


class DeckUpdateInput(serializers.Serializer):
    version = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=0, max_value=MAX_DB_INT, help_text="The version this change is made on")
    name = serializers.CharField(required=False, max_length=120)
    format = serializers.CharField(required=False)
    players = serializers.IntegerField(required=False, min_value=1, max_value=services.MAX_PLAYERS)
    empire = serializers.CharField(required=False, allow_blank=True, max_length=60)
    errata = serializers.CharField(required=False, allow_blank=True, max_length=40)
    description = serializers.CharField(required=False, allow_blank=True, max_length=10_000)
    visibility = serializers.ChoiceField(choices=Visibility.values, required=False)
    entries = BoundedJSONField(required=False)


DeckUpdateInput._declared_fields["import"] = serializers.CharField(required=False, allow_blank=False, trim_whitespace=False)


class SetCountInput(serializers.Serializer):
    version = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=0, max_value=MAX_DB_INT)
    card = BoundedJSONField(help_text="Card id or key")
    zone = serializers.CharField(required=False, default="deck")
    count = BoundedJSONField(help_text="Copies wanted in that zone (0 removes)")


class VersionInput(serializers.Serializer):
    version = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=0, max_value=MAX_DB_INT)


def _error(exc: services.DeckError) -> Response:
    return Response({"message": exc.message, "extra": exc.extra}, status=exc.status)


def _version(request: Request, given: int | None) -> int | None:
    if given is not None:
        return given
    raw = request.headers.get("If-Match", "").strip().removeprefix("W/").strip('"')
    return bounded_int(raw, field="If-Match", minimum=0)


def _too_big(request: Request) -> Response | None:
    length = content_length(request)
    if length > MAX_BODY_BYTES:
        return Response({"message": f"body: the request is {length:,} bytes; the limit is {MAX_BODY_BYTES:,} bytes.", "extra": {"field": "body"}}, status=413)
    return None


def deck_data(deck: Deck, *, user: Any, entries: bool = True, report: bool = False) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": deck.pk,
        "name": deck.name,
        "game": deck.game,
        "format": deck.format,
        "players": deck.players,
        "empire": deck.empire,
        "errata": deck.errata,
        "description": deck.description,
        "visibility": deck.visibility,
        "version": deck.version,
        "owner": deck.owner.username,
        "card_count": deck.card_count,
        "legal": deck.legal,
        "main_empire": deck.main_empire,
        "created_at": deck.created_at,
        "updated_at": deck.updated_at,
        "url": deck.get_absolute_url(),
        "unread_lines": list((deck.file_meta or {}).get("unread_lines") or []),
    }
    if deck.is_owned_by(user) or deck.visibility != Visibility.PRIVATE:
        data["share_url"] = deck.share_url() if deck.visibility != Visibility.PRIVATE else None
    if entries or report:
        state = selectors.deck_state(deck)
        if entries:
            data["entries"] = [
                {"card": r.card_id, "key": r.card.get("key"), "label": r.label, "zone": r.zone, "count": r.count, "violations": r.violations}
                for r in state.rows
            ]
        if report:
            data["report"] = state.report_dict
    return data


def _response(deck: Deck, request: Request, code: int = 200, **kwargs: Any) -> Response:
    response = Response(deck_data(deck, user=request.user, **kwargs), status=code)
    response["ETag"] = f'"{deck.version}"'
    return response


def _owned(request: Request, pk: int) -> Deck:
    if not request.user.is_authenticated:
        raise Http404("No such deck.")
    return selectors.deck_owned(request.user, pk)


class DeckList(APIView):
    """GET: your decks (`?scope=public` for public decks, filtered by game, deck_format, empire,
    legal). POST: create a deck, empty, from `entries`, or from `import` (a deck file)."""

    throttle_scope = "deck_create"  # config.throttling: creating decks (each a stocking check), not listing them
    throttle_scope_methods = ("POST",)

    @extend_schema(parameters=[
        OpenApiParameter("scope", str, enum=["mine", "public"]), OpenApiParameter("game", str), OpenApiParameter("deck_format", str, description="Deck format slug (?format= is DRF's output format)"),
        OpenApiParameter("empire", str), OpenApiParameter("legal", bool, description="public decks: only legal ones (true or false)"),
        integer_parameter("page", minimum=1, maximum=MAX_PAGE, description="50 decks a page"),
    ], responses={200: dict}, operation_id="decks_list")
    def get(self, request: Request) -> Response:
        scope = request.query_params.get("scope") or ("mine" if request.user.is_authenticated else "public")
        if scope == "public":
            decks = selectors.public_decks(
                game=request.query_params.get("game", ""), format=request.query_params.get("deck_format", ""),
                empire=request.query_params.get("empire", ""), legal_only=bool(bounded_bool(request.query_params.get("legal"), field="legal")),
            )
        elif scope == "mine":
            if not request.user.is_authenticated:
                raise NotAuthenticated("Log in or send a token to list your decks.")
            decks = selectors.user_decks(request.user).select_related("owner")
            if request.query_params.get("game"):
                decks = decks.filter(game=request.query_params["game"])
        else:
            return Response({"message": "scope is mine or public", "extra": {}}, status=400)
        page = bounded_int(request.query_params.get("page"), field="page", minimum=1, maximum=MAX_PAGE, default=1)
        rows = list(decks[(page - 1) * 50: page * 50 + 1])
        return Response({
            "results": [deck_data(d, user=request.user, entries=False) for d in rows[:50]],
            "next": page + 1 if len(rows) > 50 else None,
        })

    @extend_schema(request=DeckCreateInput, responses={201: dict})
    def post(self, request: Request) -> Response:
        if not request.user.is_authenticated:
            raise NotAuthenticated("Log in or send a token to create decks.")
        too_big = _too_big(request)
        if too_big:
            return too_big
        serializer = DeckCreateInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        if data.get("import") and data.get("entries") is not None:
            return Response({"message": 'Send either "import" or "entries", not both.', "extra": {}}, status=400)
        try:
            deck = services.deck_create(
                owner=request.user, game=data["game"], name=data["name"], format=data["format"], players=data["players"],
                empire=data["empire"], description=data["description"], visibility=data["visibility"], errata=data["errata"],
                entries=data.get("entries"), import_data=data.get("import") or None,
            )
        except services.DeckError as exc:
            return _error(exc)
        return _response(deck, request, status.HTTP_201_CREATED, report=True)


class DeckDetail(APIView):
    """GET a deck (yours, or a public one) with its entries and report; PATCH (or PUT) settings
    and/or the list (`entries` or `import`); DELETE. Changes need the current `version`."""

    @extend_schema(responses={200: dict})
    def get(self, request: Request, pk: int) -> Response:
        return _response(selectors.deck_readable(request.user, pk), request, report=True)

    @extend_schema(request=DeckUpdateInput, responses={200: dict, 409: dict, 428: OpenApiResponse(ErrorSerializer, description=PRECONDITION)})
    def patch(self, request: Request, pk: int) -> Response:
        deck = _owned(request, pk)
        too_big = _too_big(request)
        if too_big:
            return too_big
        serializer = DeckUpdateInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        version = _version(request, data.pop("version", None))
        if version is None:
            return Response({"message": 'Send the deck\'s current "version" (or an If-Match header) with a change.', "extra": {"current_version": deck.version}}, status=428)
        entries = data.pop("entries", None)
        import_data = data.pop("import", None)
        if entries is not None and import_data is not None:
            return Response({"message": 'Send either "import" or "entries", not both.', "extra": {}}, status=400)
        try:
            if entries is not None or import_data is not None:
                deck = services.deck_replace_entries(deck=deck, expected_version=version, entries=entries, import_data=import_data)
                version = deck.version
            if data:
                deck = services.deck_update(deck=deck, expected_version=version, **data)
            elif entries is None and import_data is None and deck.version != version:
                raise services.StaleDeck(expected=version, current=deck.version)
        except services.DeckError as exc:
            return _error(exc)
        return _response(deck, request, report=True)

    put = patch

    @extend_schema(request=VersionInput, responses={204: None, 409: dict})
    def delete(self, request: Request, pk: int) -> Response:
        deck = _owned(request, pk)
        given = request.data.get("version") if hasattr(request.data, "get") else None
        try:
            services.deck_delete(deck=deck, expected_version=_version(request, bounded_int(given, field="version", minimum=0)))
        except services.DeckError as exc:
            return _error(exc)
        return Response(status=204)


class DeckEntries(APIView):
    """POST {"card", "zone", "count", "version"}: set the copies of one card in one zone."""

    @extend_schema(request=SetCountInput, responses={200: dict, 409: dict})
    def post(self, request: Request, pk: int) -> Response:
        deck = _owned(request, pk)
        serializer = SetCountInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            deck = services.deck_set_count(deck=deck, expected_version=_version(request, data["version"]), card=data["card"], zone=data["zone"], count=data["count"])
        except services.DeckError as exc:
            return _error(exc)
        return _response(deck, request, report=True)


class DeckReport(APIView):
    """GET the deck's stocking report and analysis figures."""

    @extend_schema(responses={200: dict})
    def get(self, request: Request, pk: int) -> Response:
        deck = selectors.deck_readable(request.user, pk)
        state = selectors.deck_state(deck)
        return Response({"id": deck.pk, "version": deck.version, "report": state.report_dict, "analysis": state.analysis()})


class DeckExport(APIView):
    """GET the deck as a file: text, json (every game), lackey (Galactic Empires .dek)."""

    @extend_schema(responses={200: str})
    def get(self, request: Request, pk: int, kind: str) -> HttpResponse:
        deck = selectors.deck_readable(request.user, pk)
        return _export(deck, kind)


def _export(deck: Deck, kind: str) -> HttpResponse:
    try:
        return deck_file_response(deck, kind)
    except services.DeckError as exc:
        return _error(exc)


class SharedDeck(APIView):
    """GET an unlisted or public deck by its share token."""

    @extend_schema(responses={200: dict})
    def get(self, request: Request, token: str) -> Response:
        return _response(selectors.deck_shared(token), request, report=True)


class SharedDeckExport(APIView):
    @extend_schema(responses={200: str})
    def get(self, request: Request, token: str, kind: str) -> HttpResponse:
        return _export(selectors.deck_shared(token), kind)


class DeckVersions(APIView):
    """GET the owner's version history (newest first); `?a=N&b=M` adds the differences."""

    @extend_schema(responses={200: dict}, parameters=[
        integer_parameter("a", minimum=0, maximum=MAX_DB_INT, description="a version number, compared with b"),
        integer_parameter("b", minimum=0, maximum=MAX_DB_INT, description="a version number, compared with a"),
    ])
    def get(self, request: Request, pk: int) -> Response:
        deck = _owned(request, pk)
        versions = [
            {"number": v.number, "based_on": v.based_on, "change": v.change, "card_count": v.card_count, "format": v.format, "players": v.players, "created_at": v.created_at}
            for v in selectors.deck_versions(deck)[:200]
        ]
        body: dict[str, Any] = {"current": deck.version, "based_on": deck.based_on, "versions": versions}
        a = bounded_int(request.query_params.get("a"), field="a", minimum=0)
        b = bounded_int(request.query_params.get("b"), field="b", minimum=0)
        if a is not None and b is not None:
            body["differences"] = [
                {"key": d.key, "label": d.label, "zone": d.zone, "before": d.before, "after": d.after}
                for d in selectors.compare_versions(deck, a, b)
            ]
        return Response(body)


class DeckVersionDetail(APIView):
    """GET one version's list ({"key", "zone", "count"} per line)."""

    @extend_schema(responses={200: dict}, operation_id="decks_version_retrieve")
    def get(self, request: Request, pk: int, number: int) -> Response:
        deck = _owned(request, pk)
        return Response({"number": number, "entries": selectors.version_entries(deck, number)})


class DeckUndo(APIView):
    """POST {"version"}: undo the last change (or `"restore": N` to bring back version N)."""

    @extend_schema(request=VersionInput, responses={200: dict, 409: dict, 428: OpenApiResponse(ErrorSerializer, description=PRECONDITION)})
    def post(self, request: Request, pk: int) -> Response:
        deck = _owned(request, pk)
        given = request.data.get("version")
        version = _version(request, bounded_int(given, field="version", minimum=0) if isinstance(given, int) else None)
        if version is None:
            return Response({"message": 'Send the deck\'s current "version".', "extra": {"current_version": deck.version}}, status=428)
        restore = request.data.get("restore")
        try:
            if restore is not None:
                if isinstance(restore, bool) or not isinstance(restore, int):
                    return Response({"message": '"restore" is a version number.', "extra": {}}, status=400)
                deck = services.deck_restore(deck=deck, expected_version=version, number=bounded_int(restore, field="restore", minimum=0))
            else:
                deck = services.deck_undo(deck=deck, expected_version=version)
        except services.DeckError as exc:
            return _error(exc)
        return _response(deck, request, report=True)


class DeckClone(APIView):
    """POST: a private copy of a deck you may read (yours or public) in your decks."""

    @extend_schema(request=None, responses={201: dict})
    def post(self, request: Request, pk: int) -> Response:
        source = selectors.deck_readable(request.user, pk)
        if not request.user.is_authenticated:
            raise NotAuthenticated("Log in or send a token to clone decks.")
        copy = services.deck_clone(deck=source, owner=request.user, name=str(request.data.get("name") or ""))
        return _response(copy, request, status.HTTP_201_CREATED)


def _caller(request: Request) -> Any:
    """Who is asking, for views that skip DRF authentication (the validate endpoint takes no
    session so it needs no CSRF token): the session user, else a valid API token's user."""
    from django.contrib.auth import get_user

    user = get_user(request._request)  # DRF replaced request.user with an anonymous one here
    if user.is_authenticated:
        return user
    from rest_framework.authentication import TokenAuthentication

    try:
        found = TokenAuthentication().authenticate(request._request)
    except Exception:  # noqa: BLE001 - a bad token reads as anonymous: public decks only
        found = None
    return found[0] if found else user


def saved_deck_report(request: Request, pk: int, *, format_slug: str | None = None, players: int | None = None, empire: str | None = None, errata: str | None = None) -> Response:
    """POST /api/decks/validate/ with {"id"}: a saved deck's report, optionally under another
    format, player count or empire than the deck's own (nothing is saved)."""
    deck = selectors.deck_readable(_caller(request), pk)
    fmt = format_slug or deck.format
    game = services.game_of(deck.game)
    if fmt not in game.formats:
        return Response({"message": f"{game.name} has no format {fmt!r}", "extra": {"formats": list(game.formats)}}, status=400)
    if players is not None and not 1 <= players <= services.MAX_PLAYERS:
        return Response({"message": f"players: {players} is not between 1 and {services.MAX_PLAYERS}", "extra": {}}, status=400)
    state = selectors.deck_state(deck)
    report = services.check(
        game_slug=deck.game, format_slug=fmt, players=players or deck.players,
        empire=deck.empire if empire is None else empire, deck_cards=state.deck_cards, errata=errata or deck.errata,
    )
    result = report.to_dict()
    result["deck"] = {"id": deck.pk, "name": deck.name, "version": deck.version, "cards": state.total, "unknown": []}
    return Response(result)
