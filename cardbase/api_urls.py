"""API routes of the cardbase app (mounted under /api/)."""
from django.urls import path

from . import api

urlpatterns: list = [
    path("games/", api.GameList.as_view(), name="api-game-list"),
    path("cards/", api.CardList.as_view(), name="api-card-list"),
    path("cards/<int:pk>/", api.CardDetail.as_view(), name="api-card-detail"),
]
