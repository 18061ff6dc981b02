"""API routes of table chat (mounted under /api/)."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import api_views

urlpatterns: list = [
    path("matches/<id:match_id>/chat/", api_views.Chat.as_view(), name="api-match-chat"),
    path("matches/<id:match_id>/chat/mute/", api_views.ChatMute.as_view(), name="api-match-chat-mute"),
]
