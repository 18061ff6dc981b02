"""Pages of the play app (under /play/)."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import views

app_name = "play"
urlpatterns = [
    path("", views.index, name="index"),
    path("new/", views.new, name="new"),
    path("m/<id:match_id>/", views.table, name="table"),
    path("m/<id:match_id>/fragment/", views.fragment, name="fragment"),
    path("m/<id:match_id>/act/", views.act, name="act"),
    path("m/<id:match_id>/resign/", views.resign, name="resign"),
    path("m/<id:match_id>/draw/", views.draw, name="draw"),
    path("m/<id:match_id>/claim/", views.claim, name="claim"),
    path("m/<id:match_id>/takeback/", views.takeback, name="takeback"),
    path("m/<id:match_id>/takeback/answer/", views.takeback_answer, name="takeback-answer"),
    path("m/<id:match_id>/replay/", views.replay, name="replay"),
    path("m/<id:match_id>/export.json", views.export, name="export"),
    path("join/<str:token>/", views.join, name="join"),
]
