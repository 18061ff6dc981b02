"""WebSocket routes (Channels): one connection per open table."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from .consumers import MatchConsumer

websocket_urlpatterns: list = [
    path("ws/play/<id:match_id>/", MatchConsumer.as_asgi()),
]
