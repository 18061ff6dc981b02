"""Site-wide pages that belong to no single feature."""
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.http import HttpResponsePermanentRedirect, JsonResponse
from django.templatetags.static import static
from django.views.defaults import bad_request as site_bad_request
from django.views.defaults import page_not_found

from .api import api_not_found

import rules


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html", {"games": rules.all()})


def favicon(request: HttpRequest) -> HttpResponse:
    """/favicon.ico: the site's icon (static/favicon.ico, served with the static files)."""
    return HttpResponsePermanentRedirect(static("favicon.ico"))


def api_index(request: HttpRequest) -> HttpResponse:
    return render(request, "api_index.html")


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """400 from Django itself (a body over DATA_UPLOAD_MAX_MEMORY_SIZE, too many fields): JSON under /api/."""
    if request.path.startswith("/api/"):
        name = type(exception).__name__ if exception is not None else ""
        field = "body" if name in ("RequestDataTooBig", "TooManyFieldsSent", "TooManyFilesSent") else "request"
        return JsonResponse({"message": f"{field}: {exception or 'bad request'}", "extra": {"field": field}}, status=400)
    return site_bad_request(request, exception)


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """404: in the API's JSON shape under /api/, the site's page elsewhere."""
    if request.path.startswith("/api/"):
        return api_not_found(request, exception)
    return page_not_found(request, exception)
