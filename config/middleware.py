"""Project-wide middleware."""
from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils.functional import SimpleLazyObject, empty


class ReleaseRequestCycles:
    """Break the reference cycles an API request leaves behind, once its response is rendered.

    A Django REST framework view, its Request and its Response point at one another (the view
    keeps both, and its ``head`` is its own bound ``get``; the Request's parser context and the
    Response's renderer context keep the view),
    so everything a request built (parsed data, the answer's payload, serializers) outlives the
    request until the garbage collector finds the cycle: a few hundred objects per move, the bulk
    of the collector's work under load (see config/asgi.py). The request's lazy user, message
    storage and htmx details point back at the request too. Cut those links here, outermost,
    after every other middleware and the rendering are done, and reference counting frees the
    request's objects at once.
    """

    REQUEST_BACKREFS = ("auser", "_messages", "htmx")

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        context = getattr(response, "renderer_context", None)
        if context and getattr(response, "is_rendered", True):
            view = context.get("view")
            api_request = context.get("request")
            if api_request is not None:
                api_request.parser_context = None
            if view is not None:
                view.__dict__.clear()  # done with: its request, response, and head = its own get
            response.renderer_context = None
        # Django's own: the request's lazy user (and auser), message storage and htmx details point
        # back at it. The user, once looked up, stays readable (tests read response.wsgi_request.user).
        user = request.__dict__.get("user")
        if isinstance(user, SimpleLazyObject) and user._wrapped is not empty:
            request.user = user._wrapped
        for name in self.REQUEST_BACKREFS:
            request.__dict__.pop(name, None)
        return response


def _origin(origin: str) -> str:
    return origin if origin in ("self", "*") else f'"{origin}"'


class PermissionsPolicy:
    """Send the Permissions-Policy header built from settings.PERMISSIONS_POLICY
    ({feature: [allowed origins]}, "self" for the site itself, [] for nobody)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        policy = getattr(settings, "PERMISSIONS_POLICY", {})
        self.header = ", ".join(
            f"{feature}=({' '.join(_origin(o) for o in origins)})" for feature, origins in policy.items()
        )

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if self.header:
            response.headers.setdefault("Permissions-Policy", self.header)
        return response
