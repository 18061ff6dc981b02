"""API routes of the play app (mounted under /api/)."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import api_views

urlpatterns: list = [
    path("matches/", api_views.MatchList.as_view(), name="api-matches"),
    path("matches/<id:match_id>/", api_views.MatchDetail.as_view(), name="api-match"),
    path("matches/<id:match_id>/actions/", api_views.MatchActions.as_view(), name="api-match-actions"),
    path("matches/<id:match_id>/resign/", api_views.MatchResign.as_view(), name="api-match-resign"),
    path("matches/<id:match_id>/draw/", api_views.MatchDraw.as_view(), name="api-match-draw"),
    path("matches/<id:match_id>/claim/", api_views.MatchClaim.as_view(), name="api-match-claim"),
    path("matches/<id:match_id>/join/", api_views.MatchJoin.as_view(), name="api-match-join"),
    path("matches/<id:match_id>/takeback/", api_views.MatchTakeback.as_view(), name="api-match-takeback"),
    path("matches/<id:match_id>/takeback/answer/", api_views.MatchTakebackAnswer.as_view(), name="api-match-takeback-answer"),
    path("matches/<id:match_id>/export/", api_views.MatchExport.as_view(), name="api-match-export"),
]
