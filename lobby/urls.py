"""Pages of the lobby (under /lobby/; the lobby itself shows on /play/)."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import views

app_name = "lobby"
urlpatterns = [
    path("fragment/", views.fragment, name="fragment"),
    path("join/<id:match_id>/", views.join, name="join"),
]
