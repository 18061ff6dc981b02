"""API routes of the lobby (mounted under /api/)."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import api_views

urlpatterns: list = [
    path("lobby/", api_views.Lobby.as_view(), name="api-lobby"),
    path("lobby/<id:match_id>/join/", api_views.LobbyJoin.as_view(), name="api-lobby-join"),
]
