"""Site URLs: each app brings its own pages and API routes."""
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from . import views

urlpatterns = [
    path("", views.home, name="home"),
    path("admin/", admin.site.urls),
    path("accounts/", include("accounts.urls")),
    path("cards/", include("cardbase.urls")),
    path("decks/", include("decks.urls")),
    path("print/", include("printing.urls")),
    path("play/", include("play.urls")),
    path("corrections/", include("corrections.urls")),
    path("api/", views.api_index, name="api-index"),
    path("api/", include("cardbase.api_urls")),
    path("api/", include("decks.api_urls")),
    path("api/", include("printing.api_urls")),
    path("api/", include("play.api_urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
]
