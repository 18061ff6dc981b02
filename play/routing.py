"""WebSocket routes (Channels): one connection per open table."""
import config.converters  # noqa: F401 - registers <id:...>
from django.urls import path

from .consumers import MatchConsumer

websocket_urlpatterns: list = [
    path("ws/play/<id:match_id>/", MatchConsumer.as_asgi()),
]
