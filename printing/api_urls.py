"""API routes of the printing app (mounted under /api/)."""
from django.urls import path

from . import api_views

urlpatterns = [
    path("print/", api_views.PrintView.as_view(), name="api-print"),
]
