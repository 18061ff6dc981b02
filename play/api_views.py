"""The matches API: create, read (as your seat), act, resign, draw, claim, join, export.

Thin views over play.services and play.selectors. Errors use the site's one shape
{"message", "extra"}; a stale version answers 409 with the current state in extra.current.
"""
from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from . import selectors, services
from .models import Match


class SeatSerializer(serializers.Serializer):
    user = serializers.CharField(required=False, allow_null=True, help_text='"me" or a username')
    bot = serializers.ChoiceField(choices=["random", "greedy", "mcts"], required=False)
    invite = serializers.BooleanField(required=False, help_text="an open seat, taken through its invite link")


class MatchCreateSerializer(serializers.Serializer):
    game = serializers.CharField()
    options = serializers.DictField(required=False, default=dict)
    seed = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=(1 << 63) - 1)
    seats = SeatSerializer(many=True)
    decks = serializers.ListField(child=serializers.JSONField(allow_null=True), required=False, allow_null=True)
    format = serializers.CharField(required=False, allow_blank=True, allow_null=True)
    turn_seconds = serializers.IntegerField(required=False, default=0, min_value=0)


class ActionSerializer(serializers.Serializer):
    version = serializers.IntegerField(min_value=0)
    action = serializers.DictField()


class SeatActionSerializer(serializers.Serializer):
    seat = serializers.IntegerField(min_value=0, required=False)


def _error(exc: services.MatchError, request: Request, match_id: int | None = None) -> Response:
    extra = dict(exc.extra)
    if isinstance(exc, (services.StaleVersion, services.MatchOver)) and match_id is not None:
        match = selectors.match_get(match_id)
        if match is not None:
            seat = selectors.viewer_seat(match, request.user, request.query_params.get("seat"))
            extra["current"] = selectors.match_payload(match, seat, since_seq=None)
    return Response({"message": exc.message, "extra": extra}, status=exc.status)


def _invalid(serializer: serializers.Serializer) -> Response:
    return Response({"message": "Invalid input.", "extra": serializer.errors}, status=status.HTTP_400_BAD_REQUEST)


def _payload(request: Request, match: Match, since_seq: int | None = None) -> dict[str, Any]:
    seats = selectors.match_seats(match)
    seat = selectors.viewer_seat(match, request.user, request.query_params.get("seat"), seats)
    since = request.query_params.get("log")
    if since is not None or since_seq is None:
        try:
            since_seq = int(since) if since is not None else 0
        except ValueError:
            since_seq = 0
    payload = selectors.match_payload(match, seat, seats=seats, since_seq=since_seq)
    if match.created_by_id and request.user.is_authenticated and match.created_by_id == request.user.pk:
        payload["invites"] = [
            {"seat": s.index, "url": request.build_absolute_uri(f"/play/join/{s.invite_token}/")}
            for s in seats if s.is_open
        ]
    return payload


class MatchList(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(summary="Your matches")
    def get(self, request: Request) -> Response:
        rows = selectors.user_matches(request.user)[:100]
        return Response({"results": [
            {"id": m.pk, "game": m.game, "status": m.status, "version": m.version, "url": m.get_absolute_url()}
            for m in rows
        ]})

    @extend_schema(request=MatchCreateSerializer, summary="Start a match (people by username, \"me\" or invite link; bots)")
    def post(self, request: Request) -> Response:
        serializer = MatchCreateSerializer(data=request.data)
        if not serializer.is_valid():
            return _invalid(serializer)
        data = serializer.validated_data
        seats = [{k: v for k, v in dict(s).items()} for s in request.data.get("seats", [])]
        try:
            match = services.match_create(
                creator=request.user,
                game_slug=data["game"],
                seats=seats,
                options=data.get("options") or {},
                seed=data.get("seed"),
                decks=data.get("decks"),
                format_slug=data.get("format") or None,
                turn_seconds=data.get("turn_seconds", 0),
            )
        except services.MatchError as exc:
            return _error(exc, request)
        match.refresh_from_db()
        return Response(_payload(request, match), status=status.HTTP_201_CREATED)


class MatchDetail(APIView):
    @extend_schema(
        summary="The match as your seat sees it",
        parameters=[OpenApiParameter("seat", int, description="which of your seats (if you hold several)"),
                    OpenApiParameter("log", int, description="log entries after this seq (default: the last 200)")],
    )
    def get(self, request: Request, match_id: int) -> Response:
        match = selectors.match_get(match_id)
        if match is None:
            return Response({"message": f"no match {match_id}", "extra": {}}, status=404)
        return Response(_payload(request, match))


class MatchActions(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=ActionSerializer, summary="Act for your seat at the version you saw (409 if stale)")
    def post(self, request: Request, match_id: int) -> Response:
        serializer = ActionSerializer(data=request.data)
        if not serializer.is_valid():
            return _invalid(serializer)
        try:
            applied = services.match_apply_action(
                match_id=match_id,
                version=serializer.validated_data["version"],
                action=request.data.get("action"),
                user=request.user,
            )
        except services.MatchError as exc:
            return _error(exc, request, match_id)
        match = selectors.match_get(match_id) or applied.match
        # the log entries from this action on (the bots' answers included); ?log= asks for more
        return Response(_payload(request, match, since_seq=applied.entry.seq - 1))


class _TableEvent(APIView):
    permission_classes = [IsAuthenticated]
    service: Any = None

    @extend_schema(request=SeatActionSerializer)
    def post(self, request: Request, match_id: int) -> Response:
        serializer = SeatActionSerializer(data=request.data)
        if not serializer.is_valid():
            return _invalid(serializer)
        match = selectors.match_get(match_id)
        if match is None:
            return Response({"message": f"no match {match_id}", "extra": {}}, status=404)
        seat = serializer.validated_data.get("seat")
        if seat is None:
            seat = selectors.viewer_seat(match, request.user)
            if seat is None:
                return Response({"message": "you hold no seat in this match", "extra": {}}, status=403)
        try:
            type(self).service(match_id=match_id, seat=seat, user=request.user)
        except services.MatchError as exc:
            return _error(exc, request, match_id)
        return Response(_payload(request, selectors.match_get(match_id)))


class MatchResign(_TableEvent):
    service = staticmethod(services.match_resign)


class MatchDraw(_TableEvent):
    service = staticmethod(services.match_offer_draw)


class MatchClaim(_TableEvent):
    service = staticmethod(services.match_claim_timeout)


class MatchJoin(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request: Request, match_id: int) -> Response:
        token = request.data.get("token")
        try:
            match = services.match_join(match_id=match_id, token=str(token or ""), user=request.user,
                                        deck=request.data.get("deck"))
        except services.MatchError as exc:
            return _error(exc, request, match_id)
        return Response(_payload(request, match))


class MatchExport(APIView):
    @extend_schema(summary="(options, seed, decks, actions) of a finished match; replays to the same result")
    def get(self, request: Request, match_id: int) -> Response:
        match = selectors.match_get(match_id)
        if match is None:
            return Response({"message": f"no match {match_id}", "extra": {}}, status=404)
        if not match.is_finished:
            return Response({"message": "the export opens when the match is over", "extra": {}}, status=409)
        return Response(selectors.export(match))
