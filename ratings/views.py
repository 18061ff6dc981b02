"""A player's profile: the page (/players/<username>/) and the API (GET /api/players/<username>/)."""
from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import ErrorSerializer

from . import selectors


def profile(request: HttpRequest, username: str) -> HttpResponse:
    found = selectors.player_profile(username)
    if found is None:
        raise Http404("No such player")
    return render(request, "ratings/profile.html", {"profile": found})


class RatingSerializer(serializers.Serializer):
    game = serializers.CharField()
    game_name = serializers.CharField()
    format = serializers.CharField(allow_blank=True)
    rating = serializers.IntegerField(help_text="the conservative estimate (mu - 3 sigma) x 40")
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    matches = serializers.IntegerField()
    wins = serializers.IntegerField()
    draws = serializers.IntegerField()


class RecordSerializer(serializers.Serializer):
    played = serializers.IntegerField()
    won = serializers.IntegerField()
    drawn = serializers.IntegerField()
    lost = serializers.IntegerField()
    win_rate = serializers.FloatField(allow_null=True, help_text="won / played, over every finished match")


class RecentMatchSerializer(serializers.Serializer):
    match = serializers.IntegerField()
    url = serializers.CharField()
    game = serializers.CharField()
    game_name = serializers.CharField()
    format = serializers.CharField(allow_blank=True)
    seat = serializers.IntegerField()
    outcome = serializers.ChoiceField(choices=["won", "lost", "draw", "unfinished"])
    rated = serializers.BooleanField()
    finished = serializers.DateTimeField()
    rating_before = serializers.IntegerField(allow_null=True)
    rating_after = serializers.IntegerField(allow_null=True)
    rating_change = serializers.IntegerField(allow_null=True)


class PlayerSerializer(serializers.Serializer):
    username = serializers.CharField()
    joined = serializers.DateField()
    rating = serializers.IntegerField(allow_null=True, help_text="in the game and format the player has played most rated matches of")
    rating_new_player = serializers.IntegerField(help_text="where every rating starts")
    ratings = RatingSerializer(many=True)
    record = RecordSerializer()
    recent = RecentMatchSerializer(many=True)


class PlayerDetail(APIView):
    @extend_schema(operation_id="players_retrieve", summary="A player's ratings, record and recent matches",
                   responses={200: PlayerSerializer, 404: OpenApiResponse(ErrorSerializer, description="no such player")})
    def get(self, request: Request, username: str) -> Response:
        found = selectors.player_profile(username)
        if found is None:
            return Response({"message": f"no player called {username[:150]!r}", "extra": {}}, status=404)
        return Response(found)
