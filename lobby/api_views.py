"""The lobby's API: the open public tables and who is online; joining a table in one call."""
from __future__ import annotations

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import ErrorSerializer
from play import selectors as play_selectors
from play import services as play_services

from . import selectors, services


class LobbyPlayerSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    label = serializers.CharField()
    open = serializers.BooleanField()


class LobbyTableSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.CharField()
    game_name = serializers.CharField()
    format = serializers.CharField(allow_null=True)
    format_name = serializers.CharField(allow_null=True)
    seats = serializers.IntegerField()
    taken = serializers.IntegerField()
    free = serializers.IntegerField()
    players = LobbyPlayerSerializer(many=True)
    clock = serializers.JSONField(allow_null=True, help_text="the table's clock or turn timer; null: none")
    rated = serializers.BooleanField()
    takeback = serializers.BooleanField()
    needs_deck = serializers.BooleanField(help_text="the seated players brought decks: whoever joins brings one")
    created_by = serializers.CharField(allow_null=True)
    created = serializers.DateTimeField()
    url = serializers.CharField()
    join = serializers.CharField(help_text="POST here to take the first free seat")


class OnlineSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    players = serializers.ListField(child=serializers.CharField())


class LobbySerializer(serializers.Serializer):
    tables = LobbyTableSerializer(many=True)
    online = OnlineSerializer()


class LobbyJoinSerializer(serializers.Serializer):
    deck = serializers.JSONField(required=False, allow_null=True, help_text="your deck, as in decks[] of a new match")


class Lobby(APIView):
    @extend_schema(operation_id="lobby_retrieve", responses={200: LobbySerializer},
                   summary="Open public tables and the players online now (live: the /ws/lobby/ WebSocket)")
    def get(self, request: Request) -> Response:
        return Response(selectors.lobby_payload())


class LobbyJoin(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="lobby_join_create", request=LobbyJoinSerializer,
                   responses={200: OpenApiResponse(description="the match as your new seat sees it"),
                              **{code: OpenApiResponse(ErrorSerializer) for code in (400, 401, 404, 409)}},
                   summary="Take the first free seat of a public table")
    def post(self, request: Request, match_id: int) -> Response:
        serializer = LobbyJoinSerializer(data=request.data)
        if not serializer.is_valid():
            return Response({"message": "Invalid input.", "extra": serializer.errors}, status=status.HTTP_400_BAD_REQUEST)
        try:
            match, seat = services.table_join(match_id=match_id, user=request.user,
                                              deck=serializer.validated_data.get("deck"))
        except play_services.MatchError as exc:
            return Response({"message": exc.message, "extra": exc.extra}, status=exc.status)
        return Response(play_selectors.match_payload(match, seat))
