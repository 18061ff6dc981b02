"""The table chat API: read your room's messages, post one, mute someone."""
from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import ErrorSerializer
from config.errors import MAX_DB_INT

from . import selectors, services
from .models import MAX_TEXT, ChatMessage
from .phrases import PHRASES


class ChatPostSerializer(serializers.Serializer):
    text = serializers.CharField(required=False, max_length=MAX_TEXT, trim_whitespace=True,
                                 help_text="the message (or send a quick phrase instead)")
    phrase = serializers.ChoiceField(choices=list(PHRASES), required=False, help_text="a quick phrase's key")

    def validate(self, data: dict) -> dict:
        if not data.get("text") and not data.get("phrase"):
            raise serializers.ValidationError("send \"text\" or \"phrase\"")
        return data


class ChatMessageSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    author = serializers.CharField()
    seat = serializers.IntegerField(allow_null=True, help_text="the author's seat; null: a spectator")
    room = serializers.ChoiceField(choices=ChatMessage.Room.choices)
    text = serializers.CharField()
    phrase = serializers.CharField(allow_null=True)
    time = serializers.DateTimeField()


class ChatSerializer(serializers.Serializer):
    room = serializers.ChoiceField(choices=ChatMessage.Room.choices,
                                   help_text="players: the seats' people; spectators: everyone else")
    messages = ChatMessageSerializer(many=True)
    muted = serializers.ListField(child=serializers.CharField(), help_text="the people you muted at this table")
    phrases = serializers.DictField(child=serializers.CharField())


class MuteSerializer(serializers.Serializer):
    user = serializers.CharField(max_length=150, help_text="a username")
    mute = serializers.BooleanField(default=True, help_text="false: unmute")


def _errors(*codes: int) -> dict[int, OpenApiResponse]:
    return {code: OpenApiResponse(ErrorSerializer) for code in codes}


def _refused(exc: services.ChatError) -> Response:
    return Response({"message": exc.message, "extra": exc.extra}, status=exc.status)


class Chat(APIView):
    throttle_scope = "chat"  # config.throttling: posting is limited, reading is not
    throttle_scope_methods = ("POST",)

    def get_permissions(self):  # noqa: ANN201 - DRF's signature
        return [IsAuthenticated()] if self.request.method == "POST" else []

    @extend_schema(operation_id="matches_chat_retrieve", responses={200: ChatSerializer, **_errors(400, 404)},
                   parameters=[OpenApiParameter("after", int, description="only messages after this id")],
                   summary="Your room's chat at the table (the players' or the spectators')")
    def get(self, request: Request, match_id: int) -> Response:
        after = serializers.IntegerField(min_value=0, max_value=MAX_DB_INT, required=False)
        try:
            since = after.run_validation(request.query_params.get("after") or 0)
        except serializers.ValidationError as exc:
            return Response({"message": "after: expected a message id", "extra": {"after": exc.detail}}, status=400)
        try:
            services._match(match_id)
        except services.ChatError as exc:
            return _refused(exc)
        return Response({**selectors.chat_for(match_id, request.user, after=since), "phrases": PHRASES})

    @extend_schema(operation_id="matches_chat_create", request=ChatPostSerializer,
                   responses={201: ChatMessageSerializer, **_errors(400, 401, 404, 429)},
                   summary="Say something at the table (also over the table's WebSocket: {\"type\": \"chat\"})")
    def post(self, request: Request, match_id: int) -> Response:
        serializer = ChatPostSerializer(data=request.data)
        if not serializer.is_valid():
            return Response({"message": "Invalid input.", "extra": serializer.errors}, status=status.HTTP_400_BAD_REQUEST)
        try:
            message = services.chat_post(match_id=match_id, user=request.user, text=serializer.validated_data.get("text"),
                                         phrase=serializer.validated_data.get("phrase"), counted=True)
        except services.ChatError as exc:
            return _refused(exc)
        return Response(message.as_dict(), status=status.HTTP_201_CREATED)


class ChatMute(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="matches_chat_mute_create", request=MuteSerializer,
                   responses={200: OpenApiResponse(description='{"muted": [usernames]}'), **_errors(400, 401, 404)},
                   summary="Mute (or unmute) a player's chat at this table, for you")
    def post(self, request: Request, match_id: int) -> Response:
        serializer = MuteSerializer(data=request.data)
        if not serializer.is_valid():
            return Response({"message": "Invalid input.", "extra": serializer.errors}, status=status.HTTP_400_BAD_REQUEST)
        try:
            muted = services.chat_mute(match_id=match_id, user=request.user, username=serializer.validated_data["user"],
                                       mute=serializer.validated_data["mute"])
        except services.ChatError as exc:
            return _refused(exc)
        return Response({"muted": muted})
