"""API routes of the cardbase app (mounted under /api/)."""
from django.urls import path  # noqa: F401

urlpatterns: list = []
