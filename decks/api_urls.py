"""API routes of the decks app (mounted under /api/)."""
from django.urls import path

from .api_views_validate import ValidateDeck

urlpatterns: list = [
    path("decks/validate/", ValidateDeck.as_view(), name="api-deck-validate"),
]
