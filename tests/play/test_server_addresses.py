"""The client's address on a real server, served as `make run` serves it (issue 30).

uvicorn's default takes the client's address from X-Forwarded-For on any connection from
127.0.0.1, so behind it a fresh header per request reached the log-in lockout and the sign-up
limit as a fresh address. `make run` serves with --no-proxy-headers and the site reads the header
itself, by DJANGO_TRUSTED_PROXIES (config.clients)."""
from __future__ import annotations

import http.cookiejar
import re
import subprocess
import urllib.error
import urllib.request

from .servers import ROOT, UVICORN_FLAGS, Server


def _login_answers(base_url: str, attempts: int) -> list[int]:
    """Wrong passwords for ann, each with a new X-Forwarded-For, then the right one."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(f"{base_url}/accounts/login/", timeout=20).read()
    token = next(c.value for c in jar if c.name == "csrftoken")
    answers = []
    for n in range(attempts + 1):
        password = "pw-Play-test-1" if n == attempts else "wrong-password"
        body = f"username=ann&password={password}&csrfmiddlewaretoken={token}".encode()
        request = urllib.request.Request(f"{base_url}/accounts/login/", data=body, headers={
            "Referer": f"{base_url}/accounts/login/", "X-Forwarded-For": f"198.18.0.{n + 1}",
        })
        try:
            answers.append(opener.open(request, timeout=20).status)
        except urllib.error.HTTPError as exc:
            answers.append(exc.code)
    return answers


def test_a_fresh_x_forwarded_for_per_attempt_does_not_dodge_the_lockout_on_a_real_server(site_database) -> None:
    server = Server(site_database, DJANGO_RATE_LIMITS="1", DJANGO_LOGIN_FAILURE_LIMIT="2")
    try:
        answers = _login_answers(server.url, 3)
    finally:
        server.stop()
    assert answers == [200, 429, 429, 429]  # the form again, then locked, even for the right password


def test_make_run_serves_with_uvicorn_leaving_the_address_to_the_site() -> None:
    dry_run = subprocess.run(["make", "-n", "run"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    line = next(line for line in dry_run.replace("\\\n", " ").splitlines() if "bin/uvicorn" in line)
    assert all(flag in line.split() for flag in UVICORN_FLAGS), line
    assert not re.search(r"--forwarded-allow-ips", line)
