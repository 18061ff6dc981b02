"""The matches API: create, read (as your seat), act, resign, draw, claim, join, export.

Thin views over play.services and play.selectors. Errors use the site's one shape
{"message", "extra"}; a stale version answers 409 with the current state in extra.current.
"""
from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, extend_schema_view
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import ErrorSerializer, integer_parameter  # the one error shape, documented once
from config.errors import MAX_DB_INT, bounded_int
from config.parsers import BoundedJSONField

from . import bots, selectors, services
from .models import BOT_KINDS, ActionLog, Match


class SeatSerializer(serializers.Serializer):
    user = serializers.CharField(required=False, allow_null=True, help_text='"me" or a username')
    bot = serializers.ChoiceField(choices=list(BOT_KINDS), required=False)
    invite = serializers.BooleanField(required=False, help_text="an open seat, taken through its invite link")


class MatchCreateSerializer(serializers.Serializer):
    game = serializers.CharField(help_text="a game slug, e.g. empires")
    options = serializers.DictField(required=False, default=dict, help_text="the game's options and variants")
    seed = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=(1 << 63) - 1)
    seats = SeatSerializer(many=True, max_length=64)
    decks = serializers.ListField(
        child=serializers.JSONField(allow_null=True), required=False, allow_null=True, max_length=64,
        help_text='one per seat: null (the game\'s default), {"deck": id of a saved deck of the seat\'s owner}, '
                  '{"text": deck file} or {"cards": [{"key", "count", "zone"}], "private": true keeps the list to the seat}',
    )
    format = serializers.CharField(required=False, allow_blank=True, allow_null=True,
                                   help_text="the deck format every deck is checked against (default: the game's first)")
    turn_seconds = serializers.IntegerField(required=False, default=0, min_value=0, max_value=services.MAX_TURN_SECONDS, help_text="per-turn timer; 0: none")
    public = serializers.BooleanField(required=False, default=False,
                                      help_text="listed in the lobby while seats are open (false: reached by its links only)")
    takeback = serializers.BooleanField(required=False, default=False,
                                        help_text="a seat may take back its last action when every opponent agrees "
                                                  "(never in rated or event matches)")
    clock = serializers.JSONField(
        required=False, allow_null=True,
        help_text='the clock the server keeps: a preset ("ge-tournament", "blitz", "rapid", "correspondence-1", '
                  '"correspondence-3", "correspondence-7") or {"preset"?, "move_seconds" | "move_days", "turn_seconds", '
                  '"game_seconds" | "game_minutes", "on_timeout": "pass" | "forfeit"}; stored in options.clock')
    rated = serializers.BooleanField(required=False, default=False,
                                     help_text="a rated table (people only): the result changes the players' ratings")


class ActionSerializer(serializers.Serializer):
    version = serializers.IntegerField(min_value=0, max_value=MAX_DB_INT, help_text="the match version the action was chosen at")
    action = serializers.DictField(help_text="one of legal_actions, exactly as given")


class SeatActionSerializer(serializers.Serializer):
    seat = serializers.IntegerField(min_value=0, max_value=64, required=False, help_text="which of your seats (default: your first)")


class TakebackAnswerSerializer(SeatActionSerializer):
    agree = serializers.BooleanField(help_text="true: agree to the pending takeback; false: decline it")


class JoinSerializer(serializers.Serializer):
    token = serializers.CharField(help_text="the invite token (last part of the invite link)")
    deck = BoundedJSONField(required=False, allow_null=True, help_text="your deck, as in decks[] of a new match")


# Answers (documentation of the shapes; the views build them in play.selectors) ---------------




class SeatRowSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    label = serializers.CharField()
    bot = serializers.CharField(allow_null=True)
    open = serializers.BooleanField(help_text="waiting for someone to take it through its invite link")
    user = serializers.CharField(allow_null=True)
    deck = serializers.CharField(allow_null=True, help_text="the name of the deck the seat brought")


class TimerSerializer(serializers.Serializer):
    turn_seconds = serializers.IntegerField(help_text="the per-move limit in seconds (0: none)")
    deadline = serializers.DateTimeField(allow_null=True, help_text="the earliest deadline of the seats to act")
    expired = serializers.BooleanField()
    clock = serializers.DictField(required=False, help_text="the limits (options.clock) and their label")
    seats = serializers.DictField(required=False, help_text='seat -> {"deadline", "bank": seconds of game time left or null}')


class LogLineSerializer(serializers.Serializer):
    seq = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    kind = serializers.ChoiceField(choices=ActionLog.Kind.choices)
    text = serializers.CharField(help_text="in plain words, as the caller's seat may read it")
    note = serializers.CharField(allow_blank=True)


class InviteSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    url = serializers.URLField()


class MatchPayloadSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.CharField()
    status = serializers.ChoiceField(choices=Match.Status.choices)
    version = serializers.IntegerField(help_text="send it back with your action")
    seat = serializers.IntegerField(allow_null=True, help_text="the caller's seat; null: a spectator")
    seats = SeatRowSerializer(many=True)
    options = serializers.DictField()
    timer = TimerSerializer(allow_null=True)
    draw_offers = serializers.ListField(child=serializers.IntegerField())
    public = serializers.BooleanField(help_text="listed in the lobby while seats are open")
    takeback = serializers.BooleanField(help_text="the table allows takebacks with every opponent's consent")
    takeback_offer = serializers.JSONField(allow_null=True, help_text='a pending takeback: {"seat", "from_seq", "agreed"}')
    result = serializers.JSONField(allow_null=True, help_text='when finished: {"winners", "draw", "reason"?, ...}')
    view = serializers.JSONField(allow_null=True, help_text="the engine's view(seat): only what the seat may see")
    legal_actions = serializers.ListField(child=serializers.DictField(),
                                          help_text="the caller's legal actions: the exact objects to send back")
    current_players = serializers.ListField(child=serializers.IntegerField())
    log_seq = serializers.IntegerField()
    log = LogLineSerializer(many=True, required=False)
    invites = InviteSerializer(many=True, required=False, help_text="to the match's creator: links to its open seats")


class MatchSummarySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.CharField()
    status = serializers.ChoiceField(choices=Match.Status.choices)
    version = serializers.IntegerField()
    url = serializers.CharField()


class MatchListSerializer(serializers.Serializer):
    results = MatchSummarySerializer(many=True)


class TableEventSerializer(serializers.Serializer):
    seq = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    kind = serializers.CharField()
    text = serializers.CharField()


class MatchExportSerializer(serializers.Serializer):
    game = serializers.CharField()
    players = serializers.IntegerField()
    options = serializers.DictField()
    complete = serializers.BooleanField(
        help_text="true: seed, decks and actions replay the match; false: a deck in it is kept private by its "
                  "owner, and the export holds only what you saw (seats, log, view)")
    seed = serializers.IntegerField(allow_null=True)
    format = serializers.CharField(allow_null=True)
    decks = serializers.JSONField(allow_null=True, help_text="each seat's deck as [{card, count, zone}], or null")
    actions = serializers.ListField(child=serializers.DictField(), allow_null=True)
    result = serializers.JSONField(allow_null=True)
    table_events = TableEventSerializer(many=True)
    withheld_seats = serializers.ListField(child=serializers.IntegerField(), required=False,
                                           help_text="seats whose private deck is withheld (complete: false)")
    seats = SeatRowSerializer(many=True, required=False)
    log = LogLineSerializer(many=True, required=False, help_text="the log as your seat read it (complete: false)")
    view = serializers.DictField(required=False, help_text="the final view from your seat (complete: false)")


def _errors(*codes: int) -> dict[int, OpenApiResponse]:
    return {code: OpenApiResponse(ErrorSerializer, description=ERROR_TEXT.get(code, "")) for code in codes}


ERROR_TEXT = {
    400: "malformed or illegal input; nothing changed",
    401: "not logged in",
    403: "not your seat",
    404: "no such match",
    409: "the match moved on (stale version: extra.current is the match now) or is over; nothing changed",
}


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
        since_seq = bounded_int(since, field="log", minimum=0, default=0)
    payload = selectors.match_payload(match, seat, seats=seats, since_seq=since_seq)
    if match.created_by_id and request.user.is_authenticated and match.created_by_id == request.user.pk:
        payload["invites"] = [
            {"seat": s.index, "url": request.build_absolute_uri(f"/play/join/{s.invite_token}/")}
            for s in seats if s.is_open
        ]
    return payload


class MatchList(APIView):
    permission_classes = [IsAuthenticated]
    throttle_scope = "match_create"  # config.throttling: creating a match, not listing them
    throttle_scope_methods = ("POST",)

    @extend_schema(operation_id="matches_list", summary="Your matches (the newest 100)",
                   responses={200: MatchListSerializer, **_errors(401, 403)})
    def get(self, request: Request) -> Response:
        rows = selectors.user_matches(request.user)[:100]
        return Response({"results": [
            {"id": m.pk, "game": m.game, "status": m.status, "version": m.version, "url": m.get_absolute_url()}
            for m in rows
        ]})

    @extend_schema(
        operation_id="matches_create",
        request=MatchCreateSerializer,
        responses={201: MatchPayloadSerializer, **_errors(400, 401, 403)},
        summary="Start a match (people by username, \"me\" or invite link; bots; each seat's deck)",
        description="Decks are checked against the chosen format before the match starts; a refusal names "
                    "every broken rule in extra.report.",
    )
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
                public=data.get("public", False),
                takeback=data.get("takeback", False),
                clock=data.get("clock"),
                rated=data.get("rated", False),
            )
        except services.MatchError as exc:
            return _error(exc, request)
        match.refresh_from_db()
        return Response(_payload(request, match), status=status.HTTP_201_CREATED)


class MatchDetail(APIView):
    @extend_schema(
        operation_id="matches_retrieve",
        responses={200: MatchPayloadSerializer, **_errors(404)},
        summary="The match as your seat sees it",
        parameters=[OpenApiParameter("seat", int, description="which of your seats (if you hold several)"),
                    integer_parameter("log", minimum=0, maximum=MAX_DB_INT, description="log entries after this seq (default: the last 200)")],
    )
    def get(self, request: Request, match_id: int) -> Response:
        match = selectors.match_get(match_id)
        if match is None:
            return Response({"message": f"no match {match_id}", "extra": {}}, status=404)
        payload = _payload(request, match)
        bots.wake_if_waiting(match, payload["seats"], payload["current_players"])
        return Response(payload)


class MatchActions(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="matches_actions_create",
        request=ActionSerializer,
        responses={200: MatchPayloadSerializer, **_errors(400, 401, 403, 404, 409)},
        summary="Act for your seat at the version you saw (409 if stale)",
        description="Answers the match after the action (and any bot answers), with the log entries from it on.",
    )
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
        # Without bots (whose answers the reply would include) the mover's payload was built
        # once with the pushes: answer it as it is.
        viewer = selectors.viewer_seat(applied.match, request.user, request.query_params.get("seat"), applied.seats)
        ready = applied.payloads.get(str(viewer))
        if ready is not None and not any(s.is_bot for s in applied.seats) and "log" not in request.query_params:
            answer = dict(ready)
            if applied.match.created_by_id == request.user.pk:
                answer["invites"] = []  # a match under way has no open seat
            return Response(answer)
        match = selectors.match_get(match_id) or applied.match
        # the log entries from this action on (the bots' answers included); ?log= asks for more
        return Response(_payload(request, match, since_seq=applied.entry.seq - 1))


class _TableEvent(APIView):
    permission_classes = [IsAuthenticated]
    service: Any = None
    serializer_class: Any = SeatActionSerializer
    answers: tuple[str, ...] = ()  # fields of the request the service takes besides the seat

    def post(self, request: Request, match_id: int) -> Response:
        serializer = self.serializer_class(data=request.data)
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
        answers = {name: serializer.validated_data[name] for name in self.answers}
        try:
            type(self).service(match_id=match_id, seat=seat, user=request.user, **answers)
        except services.MatchError as exc:
            return _error(exc, request, match_id)
        return Response(_payload(request, selectors.match_get(match_id)))


def _table_event_schema(name: str, summary: str, request: Any = SeatActionSerializer) -> Any:
    return extend_schema_view(post=extend_schema(
        operation_id=f"matches_{name}_create",
        request=request,
        responses={200: MatchPayloadSerializer, **_errors(400, 401, 403, 404, 409)},
        summary=summary,
    ))


@_table_event_schema("resign", "Resign (the other seats win)")
class MatchResign(_TableEvent):
    service = staticmethod(services.match_resign)


@_table_event_schema("draw", "Offer or accept a draw (drawn when every seat agrees)")
class MatchDraw(_TableEvent):
    service = staticmethod(services.match_offer_draw)


@_table_event_schema("claim", "Claim the match when the seat(s) to act let the turn timer run out")
class MatchClaim(_TableEvent):
    service = staticmethod(services.match_claim_timeout)


@_table_event_schema("takeback", "Ask to take back your last action (every opponent must agree)")
class MatchTakeback(_TableEvent):
    service = staticmethod(services.match_request_takeback)


@_table_event_schema("takeback_answer", "Agree to (or decline) the takeback another seat asked for",
                     request=TakebackAnswerSerializer)
class MatchTakebackAnswer(_TableEvent):
    service = staticmethod(services.match_answer_takeback)
    serializer_class = TakebackAnswerSerializer
    answers = ("agree",)


class MatchJoin(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="matches_join_create",
        request=JoinSerializer,
        responses={200: MatchPayloadSerializer, **_errors(400, 401, 403, 404, 409)},
        summary="Take an open seat through its invite token (bringing your deck in deck games)",
    )
    def post(self, request: Request, match_id: int) -> Response:
        serializer = JoinSerializer(data=request.data)
        if not serializer.is_valid():
            return _invalid(serializer)
        try:
            match = services.match_join(match_id=match_id, token=serializer.validated_data["token"], user=request.user,
                                        deck=serializer.validated_data.get("deck"))
        except services.MatchError as exc:
            return _error(exc, request, match_id)
        return Response(_payload(request, match))


class MatchExport(APIView):
    @extend_schema(
        operation_id="matches_export_retrieve",
        responses={200: MatchExportSerializer, **_errors(404, 409)},
        summary="(options, seed, decks, actions) of a finished match; replays to the same result",
    )
    def get(self, request: Request, match_id: int) -> Response:
        match = selectors.match_get(match_id)
        if match is None:
            return Response({"message": f"no match {match_id}", "extra": {}}, status=404)
        if not match.is_finished:
            return Response({"message": "the export opens when the match is over", "extra": {}}, status=409)
        return Response(selectors.export(match, request.user))
