"""Site URLs: each app brings its own pages and API routes.

The API routes of every app are one flat list under "api/", listed first: a request resolves by
trying the site's includes in order, and every include that does not match raises (and leaves
garbage behind), so the busiest routes (a move) come before the pages' includes.
"""
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from accounts import api_urls as accounts_api
from cardbase import api_urls as cardbase_api
from chat import api_urls as chat_api
from decks import api_urls as decks_api
from lobby import api_urls as lobby_api
from play import api_urls as play_api
from printing import api_urls as printing_api
from ratings import api_urls as ratings_api

from . import views

handler400 = "config.views.bad_request"
handler404 = "config.views.not_found"

api_urlpatterns = [
    path("", views.api_index, name="api-index"),
    *play_api.urlpatterns,
    *chat_api.urlpatterns,
    *lobby_api.urlpatterns,
    *cardbase_api.urlpatterns,
    *decks_api.urlpatterns,
    *printing_api.urlpatterns,
    *ratings_api.urlpatterns,
    *accounts_api.urlpatterns,
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    # The split view serves its set-up script as a file: no inline script (Content-Security-Policy).
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
]

urlpatterns = [
    path("", views.home, name="home"),
    # Browsers ask for /favicon.ico on every site whatever the page links (issue 27: a 404 each time).
    path("favicon.ico", views.favicon, name="favicon"),
    path("api/", include(api_urlpatterns)),
    path("admin/", admin.site.urls),
    path("accounts/", include("accounts.urls")),
    path("cards/", include("cardbase.urls")),
    path("decks/", include("decks.urls")),
    path("print/", include("printing.urls")),
    path("play/", include("play.urls")),
    path("lobby/", include("lobby.urls")),
    path("settings/", include("notices.urls")),
    path("corrections/", include("corrections.urls")),
    path("sealed/", include("sealed.urls")),
    path("players/", include("ratings.urls")),
]
