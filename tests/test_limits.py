"""Request limits (config.throttling, settings "Limits"): log-in lockout (django-axes), the API's
throttles (DRF), sign-up, password reset, correction proposals and the match set-up page
(django-ratelimit). The test settings turn the limits off; these tests turn them on."""
from __future__ import annotations

import pytest
from django.conf import settings as django_settings
from django.contrib.auth import get_user_model
from django.test import Client

from corrections.models import TextCorrection

pytestmark = pytest.mark.django_db
PASSWORD = "pw-Limits-test-1"


@pytest.fixture
def limits_on(settings):
    settings.AXES_ENABLED = True
    settings.RATELIMIT_ENABLE = True
    return settings


def _rates(settings, **rates: str | None) -> None:
    base = dict.fromkeys(django_settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"])
    settings.REST_FRAMEWORK = {**django_settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": {**base, **rates}}


@pytest.fixture
def dora():
    return get_user_model().objects.create_user("dora", password=PASSWORD, email="dora@example.org")


def _log_in(client: Client, password: str):
    return client.post("/accounts/login/", {"username": "dora", "password": password})


# Log-in lockout ---------------------------------------------------------------------------------


def test_thirty_wrong_passwords_then_the_right_one_does_not_log_in(limits_on, dora) -> None:
    client = Client()
    for _ in range(30):
        assert _log_in(client, "wrong-password").status_code in (200, 429)
    response = _log_in(client, PASSWORD)
    assert response.status_code == 429
    assert "Too many attempts" in response.content.decode()
    assert client.get("/").wsgi_request.user.is_anonymous


def test_the_lockout_starts_at_the_failure_limit(limits_on, dora) -> None:
    client = Client()
    for _ in range(limits_on.AXES_FAILURE_LIMIT - 1):
        assert _log_in(client, "wrong-password").status_code == 200  # the form again, with its error
    assert _log_in(client, "wrong-password").status_code == 429


def test_a_right_password_under_the_limit_logs_in_with_the_cached_backend(limits_on, dora) -> None:
    client = Client()
    for _ in range(3):
        _log_in(client, "wrong-password")
    assert _log_in(client, PASSWORD).status_code == 302
    request = client.get("/").wsgi_request
    assert request.user.username == "dora"
    assert client.session["_auth_user_backend"] == "accounts.backends.CachedModelBackend"


def test_one_locked_address_does_not_lock_the_account_elsewhere(limits_on, dora) -> None:
    attacker = Client(REMOTE_ADDR="203.0.113.9")
    for _ in range(limits_on.AXES_FAILURE_LIMIT):
        _log_in(attacker, "wrong-password")
    assert _log_in(attacker, PASSWORD).status_code == 429
    assert _log_in(Client(REMOTE_ADDR="198.51.100.7"), PASSWORD).status_code == 302


def test_with_limits_off_a_wrong_password_streak_does_not_lock(settings, dora) -> None:
    settings.AXES_ENABLED = False
    client = Client()
    for _ in range(12):
        _log_in(client, "wrong-password")
    assert _log_in(client, PASSWORD).status_code == 302


# API throttles ----------------------------------------------------------------------------------


def test_anonymous_api_requests_are_throttled_per_address(settings) -> None:
    _rates(settings, anon="3/minute")
    client = Client()
    assert [client.get("/api/games/").status_code for _ in range(3)] == [200, 200, 200]
    response = client.get("/api/games/")
    assert response.status_code == 429
    assert "throttled" in response.json()["message"].lower()
    assert int(response["Retry-After"]) > 0
    assert Client(REMOTE_ADDR="198.51.100.7").get("/api/games/").status_code == 200  # another address


def test_signed_in_api_requests_are_throttled_per_account(settings, dora) -> None:
    _rates(settings, user="2/minute")
    client = Client()
    client.force_login(dora)
    assert [client.get("/api/games/").status_code for _ in range(3)] == [200, 200, 429]


def test_print_requests_have_their_own_scope(settings) -> None:
    _rates(settings, print="2/minute")
    client = Client()
    answers = [client.post("/api/print/", {}, content_type="application/json").status_code for _ in range(3)]
    assert answers == [400, 400, 429]
    assert client.get("/api/games/").status_code == 200  # other endpoints are not in that scope


def test_validation_requests_have_their_own_scope(settings) -> None:
    _rates(settings, validate="1/minute")
    client = Client()
    body = {"game": "empires", "deck": ""}
    assert client.post("/api/decks/validate/", body, content_type="application/json").status_code == 400
    assert client.post("/api/decks/validate/", body, content_type="application/json").status_code == 429


def test_creating_matches_is_throttled_but_listing_them_is_not(settings, dora) -> None:
    _rates(settings, match_create="1/minute")
    client = Client()
    client.force_login(dora)
    body = {"game": "no-such-game", "seats": []}
    assert client.post("/api/matches/", body, content_type="application/json").status_code == 400
    assert client.post("/api/matches/", body, content_type="application/json").status_code == 429
    assert [client.get("/api/matches/").status_code for _ in range(3)] == [200, 200, 200]


def test_creating_decks_is_throttled_but_listing_them_is_not(settings, dora) -> None:
    # Issue 30: deck creation had no scope of its own (only the 1,800/min per account).
    _rates(settings, deck_create="2/minute")
    client = Client()
    client.force_login(dora)
    body = {"game": "galactic-empires", "name": "Spam"}
    answers = [client.post("/api/decks/", body, content_type="application/json").status_code for _ in range(3)]
    assert answers == [201, 201, 429]
    assert [client.get("/api/decks/").status_code for _ in range(3)] == [200, 200, 200]


def test_the_default_rates_are_set() -> None:
    rates = django_settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]
    assert set(rates) == {"anon", "user", "print", "match_create", "validate", "deck_create", "chat"}


# HTML forms (django-ratelimit) ------------------------------------------------------------------


def test_sign_ups_are_limited_per_address(limits_on) -> None:
    limits_on.FORM_RATE_LIMITS = {**django_settings.FORM_RATE_LIMITS, "signup": "2/h"}
    client = Client()
    for name in ("eve", "fay"):
        response = client.post("/accounts/signup/", {"username": name, "password1": PASSWORD, "password2": PASSWORD})
        assert response.status_code == 302
        client.logout()
    response = client.post("/accounts/signup/", {"username": "gus", "password1": PASSWORD, "password2": PASSWORD})
    assert response.status_code == 429
    assert "Too many requests" in response.content.decode()
    assert not get_user_model().objects.filter(username="gus").exists()
    assert client.get("/accounts/signup/").status_code == 200  # the page itself still shows


def test_correction_proposals_are_limited_per_person(limits_on, dora) -> None:
    limits_on.FORM_RATE_LIMITS = {**django_settings.FORM_RATE_LIMITS, "correction": "2/h"}
    client = Client()
    client.force_login(dora)
    url = "/corrections/galactic-empires/e2-nuclear-mine/propose/"
    answers = [client.post(url, {"text": f"A corrected text, take {n}."}).status_code for n in range(3)]
    assert answers == [302, 302, 429]
    assert TextCorrection.objects.count() == 2


def test_password_reset_requests_are_limited_per_address(limits_on, dora) -> None:
    limits_on.FORM_RATE_LIMITS = {**django_settings.FORM_RATE_LIMITS, "password_reset": "1/h"}
    client = Client()
    assert client.post("/accounts/password_reset/", {"email": "dora@example.org"}).status_code == 302
    assert client.post("/accounts/password_reset/", {"email": "dora@example.org"}).status_code == 429


def test_the_match_set_up_page_is_limited(limits_on, dora) -> None:
    limits_on.FORM_RATE_LIMITS = {**django_settings.FORM_RATE_LIMITS, "match_create": "1/h"}
    client = Client()
    client.force_login(dora)
    first = client.post("/play/new/", {"game": "no-such-game"})
    assert first.status_code != 429
    assert client.post("/play/new/", {"game": "no-such-game"}).status_code == 429


# Client addresses (config.clients, issue 30): one TRUSTED_PROXIES setting for every limit --------


def _spoofed(n: int) -> dict[str, str]:
    """A fresh X-Forwarded-For per request, as the probe sent."""
    return {"HTTP_X_FORWARDED_FOR": f"198.18.{n // 250}.{n % 250 + 1}"}


@pytest.mark.parametrize(
    ("remote", "forwarded", "proxies", "address"),
    [
        ("203.0.113.1", "198.51.100.9", 0, "203.0.113.1"),  # no proxy: the header is ignored
        ("10.0.0.2", "198.51.100.9", 1, "198.51.100.9"),
        ("10.0.0.2", "6.6.6.6, 198.51.100.9", 1, "198.51.100.9"),  # the client's own entries are left of it
        ("10.0.0.2", "6.6.6.6, 198.51.100.9, 10.0.0.1", 2, "198.51.100.9"),
        ("10.0.0.2", "198.51.100.9", 3, "198.51.100.9"),  # fewer entries than proxies: the leftmost
        ("10.0.0.2", "not-an-address", 1, "10.0.0.2"),
        ("10.0.0.2", "198.51.100.9:4711", 1, "198.51.100.9"),
        ("10.0.0.2", "[2001:db8::1]:4711", 1, "2001:db8::1"),
        ("10.0.0.2", None, 1, "10.0.0.2"),
        (None, None, 0, "0.0.0.0"),
    ],
)
def test_the_client_address_from_the_connection_and_trusted_proxies(remote, forwarded, proxies, address) -> None:
    from config.clients import address_from

    assert address_from(remote, forwarded, proxies) == address


def test_a_fresh_x_forwarded_for_per_request_does_not_dodge_the_api_throttle(settings) -> None:
    _rates(settings, anon="3/minute")
    client = Client()
    answers = [client.get("/api/games/", **_spoofed(n)).status_code for n in range(5)]
    assert answers == [200, 200, 200, 429, 429]


def test_nor_the_print_and_validate_scopes(settings) -> None:
    _rates(settings, print="2/minute", validate="2/minute")
    client = Client()
    prints = [client.post("/api/print/", {}, content_type="application/json", **_spoofed(n)).status_code for n in range(3)]
    assert prints == [400, 400, 429]
    body = {"game": "empires", "deck": ""}
    checks = [client.post("/api/decks/validate/", body, content_type="application/json", **_spoofed(n)).status_code for n in range(3)]
    assert checks == [400, 400, 429]


def test_behind_one_trusted_proxy_the_api_throttle_counts_the_address_it_saw(settings) -> None:
    settings.TRUSTED_PROXIES = 1
    _rates(settings, anon="2/minute")
    proxy = Client(REMOTE_ADDR="10.0.0.2")
    # The client writes what it likes left of the proxy's entry: still one bucket.
    answers = [proxy.get("/api/games/", HTTP_X_FORWARDED_FOR=f"198.18.0.{n}, 198.51.100.9").status_code for n in range(3)]
    assert answers == [200, 200, 429]
    assert proxy.get("/api/games/", HTTP_X_FORWARDED_FOR="198.51.100.10").status_code == 200  # another client


def test_a_fresh_x_forwarded_for_per_attempt_does_not_dodge_the_lockout(limits_on, dora) -> None:
    client = Client()
    for n in range(limits_on.AXES_FAILURE_LIMIT):
        client.post("/accounts/login/", {"username": "dora", "password": "wrong-password"}, **_spoofed(n))
    response = client.post("/accounts/login/", {"username": "dora", "password": PASSWORD}, **_spoofed(99))
    assert response.status_code == 429


def test_behind_a_trusted_proxy_the_lockout_is_per_client(limits_on, dora) -> None:
    limits_on.TRUSTED_PROXIES = 1
    proxy = Client(REMOTE_ADDR="10.0.0.2")
    for _ in range(limits_on.AXES_FAILURE_LIMIT):
        proxy.post("/accounts/login/", {"username": "dora", "password": "wrong-password"}, HTTP_X_FORWARDED_FOR="203.0.113.9")
    assert proxy.post("/accounts/login/", {"username": "dora", "password": PASSWORD}, HTTP_X_FORWARDED_FOR="203.0.113.9").status_code == 429
    assert proxy.post("/accounts/login/", {"username": "dora", "password": PASSWORD}, HTTP_X_FORWARDED_FOR="198.51.100.7").status_code == 302


def test_a_fresh_x_forwarded_for_per_sign_up_does_not_dodge_its_limit(limits_on) -> None:
    limits_on.FORM_RATE_LIMITS = {**django_settings.FORM_RATE_LIMITS, "signup": "2/h"}
    client = Client()
    answers = []
    for n, name in enumerate(("eve", "fay", "gus")):
        answers.append(client.post("/accounts/signup/", {"username": name, "password1": PASSWORD, "password2": PASSWORD}, **_spoofed(n)).status_code)
        client.logout()
    assert answers == [302, 302, 429]


def test_one_setting_drives_drf_axes_ratelimit_and_the_websocket_cap() -> None:
    assert django_settings.REST_FRAMEWORK["NUM_PROXIES"] == django_settings.TRUSTED_PROXIES
    assert django_settings.AXES_CLIENT_IP_CALLABLE == "config.clients.client_address"
    assert django_settings.RATELIMIT_IP_META_KEY == "config.clients.client_address"
    from play import consumers

    assert consumers.scope_client_address.__module__ == "config.clients"
