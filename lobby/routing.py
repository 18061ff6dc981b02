"""WebSocket routes of the lobby (Channels)."""
from django.urls import path

from .consumers import LobbyConsumer

websocket_urlpatterns: list = [
    path("ws/lobby/", LobbyConsumer.as_asgi()),
]
