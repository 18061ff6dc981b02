"""POST /api/decks/validate/: a deck (text, LackeyCCG .dek or JSON) checked against a format."""
from __future__ import annotations

from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.errors import MAX_DB_INT
from config.parsers import content_length

from .validation import MAX_DECK_TEXT_BYTES, DeckInputError, validate_deck

# The JSON body around the deck may add a little (escaping); anything far beyond is refused
# before it is read.
MAX_REQUEST_BYTES = 2 * MAX_DECK_TEXT_BYTES + 10_000


@extend_schema_field(OpenApiTypes.STR)
class DeckText(serializers.Field):
    """The deck file as a string. (DRF's CharField checks every character for surrogates in
    Python, which costs milliseconds on a 20 kB .dek; the deck readers validate the text.)"""

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            raise serializers.ValidationError("expected the deck as text (plain text, LackeyCCG .dek XML or JSON)")
        return data

    def to_representation(self, value: Any) -> str:
        return value


class ValidateDeckInput(serializers.Serializer):
    game = serializers.CharField(required=False, default="galactic-empires")
    format = serializers.CharField(required=False, allow_blank=True, default="")
    players = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=1, max_value=12)
    empire = serializers.CharField(required=False, allow_blank=True, allow_null=True, default=None)
    errata = serializers.CharField(required=False, allow_blank=True, allow_null=True, default=None, max_length=40,
                                   help_text="Errata set to check the cards with (the game's errata_sets; blank: a saved deck's own, else the default)")
    deck = DeckText(required=False, allow_null=True, default=None)
    id = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=1, max_value=MAX_DB_INT)


class ValidateDeck(APIView):
    """Validate a deck against one of a game's deck formats; the answer is the stocking report
    (`legal`, `violations` with rule ids, `warnings`, `stats`) plus what the import found."""

    authentication_classes: list = []  # a pure computation on the posted text: no session, no CSRF
    throttle_scope = "validate"  # config.throttling

    @extend_schema(request=ValidateDeckInput, responses={
        200: dict,
        404: OpenApiResponse(description="No saved deck with that id that you may read"),
        413: OpenApiResponse(description="The request is too large"),
    })
    def post(self, request: Request) -> Response:
        length = content_length(request)
        if length > MAX_REQUEST_BYTES:
            return _error(f"body: the request is {length:,} bytes; the limit is {MAX_REQUEST_BYTES:,} bytes", 413, {"field": "body"})
        serializer = ValidateDeckInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data: dict[str, Any] = serializer.validated_data
        if data.get("id") is not None:
            # A saved deck: yours (session or token) or a public one, else 404 (decks.api_views).
            from .api_views import saved_deck_report

            return saved_deck_report(request, data["id"], format_slug=data["format"] or None, players=data["players"], empire=data["empire"], errata=data["errata"])
        if not data.get("deck"):
            return _error('"deck" is required: the deck as plain text, LackeyCCG .dek XML or JSON', 400)
        try:
            result = validate_deck(
                deck=data["deck"],
                game_slug=data["game"],
                format_slug=data["format"] or None,
                players=data["players"],
                empire=data["empire"] or None,
                errata=data["errata"] or None,
            )
        except DeckInputError as exc:
            return _error(exc.message, exc.status, exc.extra)
        return Response(result)


def _error(message: str, status: int, extra: dict[str, Any] | None = None) -> Response:
    return Response({"message": message, "extra": extra or {}}, status=status)
