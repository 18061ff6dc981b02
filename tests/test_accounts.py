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


# Password reset (Django's own views, the site's templates) --------------------------------------


def test_the_log_in_and_sign_up_pages_lead_to_the_password_reset(client) -> None:
    assert 'href="/accounts/password_reset/"' in client.get("/accounts/login/").content.decode()
    assert "reset your password" in client.get("/accounts/signup/").content.decode()
    page = client.get("/accounts/password_reset/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Reset your password" in html and "Django administration" not in html  # the site's layout


def test_a_forgotten_password_is_reset_through_the_emailed_link(client, mailoutbox) -> None:
    get_user_model().objects.create_user("erin", email="erin@example.org", password=PASSWORD)
    response = client.post("/accounts/password_reset/", {"email": "erin@example.org"})
    assert response.status_code == 302 and response["Location"] == "/accounts/password_reset/done/"
    assert len(mailoutbox) == 1
    message = mailoutbox[0]
    assert message.to == ["erin@example.org"] and "Sector HQ" in message.subject
    link = next(line for line in message.body.splitlines() if "/accounts/reset/" in line)
    path = link.split("testserver", 1)[1]
    form = client.get(path, follow=True)  # Django swaps the token for a session marker
    assert "Choose a new password" in form.content.decode()
    new = "pw-Brand-new-9"
    done = client.post(form.redirect_chain[-1][0], {"new_password1": new, "new_password2": new})
    assert done.status_code == 302 and done["Location"] == "/accounts/reset/done/"
    assert Client().login(username="erin", password=new)
    assert not Client().login(username="erin", password=PASSWORD)
    assert "no longer works" in client.get(path, follow=True).content.decode()  # the link works once


def test_an_unknown_address_gets_the_same_answer_and_no_mail(client, mailoutbox) -> None:
    response = client.post("/accounts/password_reset/", {"email": "nobody@example.org"})
    assert response.status_code == 302 and response["Location"] == "/accounts/password_reset/done/"
    assert mailoutbox == []


def test_email_goes_to_the_console_by_default_and_to_smtp_from_the_environment() -> None:
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = "from django.conf import settings as s; print(s.EMAIL_BACKEND, s.EMAIL_HOST, s.EMAIL_PORT, s.EMAIL_HOST_USER, s.EMAIL_USE_TLS)"
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env["DJANGO_SETTINGS_MODULE"] = "config.settings.base"
    root = Path(__file__).resolve().parent.parent

    def run(**extra: str) -> str:
        done = subprocess.run([sys.executable, "manage.py", "shell", "-c", code], cwd=root, env={**env, **extra},
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        return done.stdout.strip().splitlines()[-1]

    assert run().startswith("django.core.mail.backends.console.EmailBackend")
    assert run(DJANGO_EMAIL_HOST="smtp.example.org", DJANGO_EMAIL_PORT="2525", DJANGO_EMAIL_HOST_USER="hq") == (
        "django.core.mail.backends.smtp.EmailBackend smtp.example.org 2525 hq True"
    )
