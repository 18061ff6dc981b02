"""Request limits: DRF's throttle classes for the API, django-ratelimit for the HTML forms.

DRF's own throttles read their rates once, when the class is defined; these read
``REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]`` at each request, so settings (and tests that turn
the limits on) take effect without a restart. A rate of None means no limit. The counters live
in the default cache: per process with the locmem cache, shared by every process with REDIS_URL.

Per-address counters key on config.clients.client_address (one TRUSTED_PROXIES setting for every
limit). Scopes (config/settings/base.py lists the rates): ``anon`` and ``user`` for every API request,
and per view ``throttle_scope``: ``print``, ``match_create``, ``validate``, ``deck_create``, ``chat``
(also counted for WebSocket messages: ``scope_allows``). A view can confine its
scope to some methods with ``throttle_scope_methods`` (creating a match is throttled, listing
them is not).
"""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from rest_framework import throttling
from rest_framework.settings import api_settings

from .clients import client_address


class _RatesFromSettings:
    scope: str | None

    def get_rate(self) -> str | None:
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)

    def get_ident(self, request: Any) -> str:
        """The client's address by config.clients (TRUSTED_PROXIES), as every other limit reads it:
        DRF's own reading keys on the whole X-Forwarded-For when NUM_PROXIES is unset."""
        return client_address(request)


class AnonRateThrottle(_RatesFromSettings, throttling.AnonRateThrottle):
    pass


class UserRateThrottle(_RatesFromSettings, throttling.UserRateThrottle):
    pass


class ScopedRateThrottle(_RatesFromSettings, throttling.ScopedRateThrottle):
    def allow_request(self, request: Any, view: Any) -> bool:
        methods = getattr(view, "throttle_scope_methods", None)
        if methods is not None and request.method not in methods:
            return True
        return super().allow_request(request, view)


def scope_allows(scope: str, *, user: Any = None, address: str | None = None) -> tuple[bool, float | None]:
    """Count one more request in `scope` for a path that is no DRF view (a WebSocket message),
    with the very throttle (rate, cache counter, client identity) the API views of that scope use:
    so a chat message counts against one budget whether it came by POST or by WebSocket.
    Answers (allowed, seconds to wait when refused)."""
    from types import SimpleNamespace

    throttle = ScopedRateThrottle()
    request = SimpleNamespace(user=user, method="POST", META={"REMOTE_ADDR": address or ""})
    allowed = throttle.allow_request(request, SimpleNamespace(throttle_scope=scope))
    return allowed, None if allowed else throttle.wait()


def form_rate(name: str):  # noqa: ANN201 - django-ratelimit's rate callable
    """A django-ratelimit rate read from settings.FORM_RATE_LIMITS at each request."""

    def rate(group: str, request: HttpRequest) -> str | None:
        return settings.FORM_RATE_LIMITS.get(name)

    return rate


def rate_limited(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """django-ratelimit's refusal (RATELIMIT_VIEW): 429, not the 403 of a PermissionDenied."""
    return render(request, "too_many_requests.html", status=429)
