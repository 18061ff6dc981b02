"""The player's settings page (under /settings/)."""
from django.urls import path

from . import views

app_name = "notices"
urlpatterns = [
    path("", views.settings_page, name="settings"),
]
