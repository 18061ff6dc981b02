"""API routes of the ratings app (mounted under /api/)."""
from django.urls import path

from . import views

urlpatterns: list = [path("players/<str:username>/", views.PlayerDetail.as_view(), name="api-player")]
