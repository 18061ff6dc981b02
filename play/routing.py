"""WebSocket routes (Channels): one connection per open table."""
from django.urls import path

from .consumers import MatchConsumer

websocket_urlpatterns: list = [
    path("ws/play/<int:match_id>/", MatchConsumer.as_asgi()),
]
