"""API routes of the cardbase app (mounted under /api/)."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import api

urlpatterns: list = [
    path("games/", api.GameList.as_view(), name="api-game-list"),
    path("cards/", api.CardList.as_view(), name="api-card-list"),
    path("cards/<id:pk>/", api.CardDetail.as_view(), name="api-card-detail"),
]
