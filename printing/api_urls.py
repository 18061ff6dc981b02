"""API routes of the printing app (mounted under /api/)."""
from django.urls import path

from . import api_views

urlpatterns = [
    path("print/", api_views.PrintView.as_view(), name="api-print"),
]
urlpatterns += [
    path("print/jobs/<uuid:run_id>/", api_views.PrintRunView.as_view(), name="api-print-run"),
    path("print/jobs/<uuid:run_id>/download/", api_views.PrintRunDownload.as_view(), name="api-print-run-download"),
]
