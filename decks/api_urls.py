"""API routes of the decks app (mounted under /api/)."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import api_views
from .api_views_validate import ValidateDeck

urlpatterns: list = [
    path("decks/validate/", ValidateDeck.as_view(), name="api-deck-validate"),
    path("decks/", api_views.DeckList.as_view(), name="api-deck-list"),
    path("decks/<id:pk>/", api_views.DeckDetail.as_view(), name="api-deck-detail"),
    path("decks/<id:pk>/entries/", api_views.DeckEntries.as_view(), name="api-deck-entries"),
    path("decks/<id:pk>/report/", api_views.DeckReport.as_view(), name="api-deck-report"),
    path("decks/<id:pk>/export/<slug:kind>/", api_views.DeckExport.as_view(), name="api-deck-export"),
    path("decks/<id:pk>/versions/", api_views.DeckVersions.as_view(), name="api-deck-versions"),
    path("decks/<id:pk>/versions/<id:number>/", api_views.DeckVersionDetail.as_view(), name="api-deck-version"),
    path("decks/<id:pk>/undo/", api_views.DeckUndo.as_view(), name="api-deck-undo"),
    path("decks/<id:pk>/clone/", api_views.DeckClone.as_view(), name="api-deck-clone"),
    path("decks/shared/<str:token>/", api_views.SharedDeck.as_view(), name="api-deck-shared"),
    path("decks/shared/<str:token>/export/<slug:kind>/", api_views.SharedDeckExport.as_view(), name="api-deck-shared-export"),
]
