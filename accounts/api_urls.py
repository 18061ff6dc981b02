from django.urls import path

from . import api_views

urlpatterns = [
    path("token/", api_views.TokenView.as_view(), name="api-token"),
]
