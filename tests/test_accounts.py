"""The signed-in user read from the cache (accounts.backends): no query per request, and every
change to the user counts at the next request, as with Django's own backend."""
from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.test import Client

from accounts.backends import cache_key

pytestmark = pytest.mark.django_db

PASSWORD = "pw-Accounts-test-1"


@pytest.fixture
def carol():
    return get_user_model().objects.create_user("carol", password=PASSWORD)


@pytest.fixture
def carol_client(carol) -> Client:
    client = Client()
    assert client.login(username="carol", password=PASSWORD)
    return client


def test_signing_up_and_in_works_with_the_cached_backend(client) -> None:
    response = client.post("/accounts/signup/", {"username": "dave", "password1": PASSWORD, "password2": PASSWORD})
    assert response.status_code == 302
    assert client.get("/").wsgi_request.user.username == "dave"
    client.logout()
    assert client.get("/").wsgi_request.user.is_anonymous
    assert client.login(username="dave", password=PASSWORD)
    assert client.get("/").wsgi_request.user.username == "dave"


def test_a_signed_in_request_reads_no_user_row(carol_client, carol, django_assert_num_queries) -> None:
    carol_client.get("/")  # the first request reads the session and the user, and keeps them
    assert cache.get(cache_key(carol.pk)) is not None
    with django_assert_num_queries(0):
        assert carol_client.get("/").wsgi_request.user.username == "carol"


def test_a_changed_password_signs_out_other_sessions_at_once(carol_client, carol) -> None:
    assert carol_client.get("/").wsgi_request.user.username == "carol"  # cached now
    carol.set_password("pw-Another-one-2")
    carol.save()
    assert cache.get(cache_key(carol.pk)) is None
    assert carol_client.get("/").wsgi_request.user.is_anonymous  # the session hash no longer matches


def test_a_deactivated_user_is_signed_out_at_once(carol_client, carol) -> None:
    assert carol_client.get("/").wsgi_request.user.username == "carol"
    carol.is_active = False
    carol.save(update_fields=["is_active"])
    assert carol_client.get("/").wsgi_request.user.is_anonymous


def test_a_new_staff_flag_counts_at_the_next_request(carol_client, carol) -> None:
    assert not carol_client.get("/").wsgi_request.user.is_staff
    carol.is_staff = True
    carol.save()
    assert carol_client.get("/").wsgi_request.user.is_staff


def test_a_deleted_user_is_anonymous(carol_client, carol) -> None:
    assert carol_client.get("/").wsgi_request.user.username == "carol"
    carol.delete()
    assert carol_client.get("/").wsgi_request.user.is_anonymous
