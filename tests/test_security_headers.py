"""Content-Security-Policy (django-csp) and Permissions-Policy on every page, in every environment
(production inherits them); the site's pages keep to the policy (no inline script but the one
hashed handler; the browser tests fail on any violation the browser reports)."""
from __future__ import annotations

import base64
import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parent.parent


def _policy(response) -> dict[str, list[str]]:
    return {
        name: values
        for name, *values in (part.split() for part in response["Content-Security-Policy"].split(";") if part.strip())
    }


@pytest.mark.parametrize("path", ["/", "/cards/galactic-empires/", "/accounts/login/", "/api/docs/", "/api/games/"])
def test_pages_carry_the_content_security_policy_and_permissions_policy(client: Client, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    policy = _policy(response)
    assert policy["default-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"] and policy["frame-ancestors"] == ["'none'"]
    assert "'unsafe-inline'" not in policy["script-src"] and "'unsafe-eval'" not in policy["script-src"]
    assert policy["connect-src"] == ["'self'"]  # fetch, htmx and the table's WebSocket: the site only
    permissions = response["Permissions-Policy"]
    for feature in ("camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"):
        assert feature in permissions


def test_the_api_docs_run_no_inline_script(client: Client) -> None:
    html = client.get("/api/docs/").content.decode()
    assert re.findall(r"<script(?![^>]*\bsrc=)[^>]*>", html) == []


def test_every_inline_handler_in_the_templates_is_allowed_by_its_hash(client: Client) -> None:
    allowed = set(_policy(client.get("/"))["script-src"])
    handlers = set()
    for template in ROOT.glob("**/templates/**/*.html"):
        if ".venv" in template.parts:
            continue
        text = template.read_text()
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), f"inline <script> in {template}"
        handlers.update(re.findall(r'\son[a-z]+="([^"]*)"', text))
    for handler in handlers:
        digest = base64.b64encode(hashlib.sha256(handler.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in allowed, f"the inline handler {handler!r} is blocked by the policy"


def test_production_settings_send_both_headers() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(DJANGO_SETTINGS_MODULE="config.settings.production", DJANGO_SECRET_KEY="x" * 60,
               DJANGO_ALLOWED_HOSTS="sectorhq.example")
    code = (
        "from django.conf import settings as s; "
        "print('csp.middleware.CSPMiddleware' in s.MIDDLEWARE, 'config.middleware.PermissionsPolicy' in s.MIDDLEWARE, "
        "s.CONTENT_SECURITY_POLICY['DIRECTIVES']['default-src'])"
    )
    done = subprocess.run([sys.executable, "manage.py", "shell", "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "True True [\"'self'\"]"
