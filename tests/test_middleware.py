"""config.middleware.ReleaseRequestCycles: an API request leaves no reference cycle behind, so its
objects are freed at once instead of waiting for the garbage collector."""
from __future__ import annotations

import gc

import pytest
from django.contrib.auth.models import AnonymousUser
from django.contrib.sessions.backends.cache import SessionStore
from django.test import RequestFactory
from django.urls import resolve

from config.middleware import ReleaseRequestCycles

pytestmark = pytest.mark.django_db


def _rendered(view):
    """The view as Django's handler runs it inside the middleware: its response rendered."""
    return lambda request: view(request).render()


def _garbage_after(handler, path: str) -> list[str]:
    request = RequestFactory().get(path)
    request.session = SessionStore()
    request.user = AnonymousUser()
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        response = handler(request)
        assert response.status_code == 200
        response.close()
        del response, request
        gc.collect()
        return [type(o).__module__ + "." + type(o).__qualname__ for o in gc.garbage]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def test_an_api_view_leaves_its_request_and_answer_in_a_cycle_without_it() -> None:
    view = resolve("/api/games/").func
    kinds = _garbage_after(_rendered(view), "/api/games/")
    assert "rest_framework.request.Request" in kinds  # what the middleware is for


def test_with_it_the_request_the_view_and_the_answer_are_freed_at_once() -> None:
    view = resolve("/api/games/").func
    kinds = _garbage_after(ReleaseRequestCycles(_rendered(view)), "/api/games/")
    assert not [k for k in kinds if k.startswith(("rest_framework.request", "rest_framework.response", "cardbase."))]
