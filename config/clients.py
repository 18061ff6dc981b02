"""The client's address, from one setting: TRUSTED_PROXIES (env DJANGO_TRUSTED_PROXIES).

Every per-address limit reads it through here: DRF's throttles (config.throttling, and DRF's own
NUM_PROXIES), django-axes' log-in lockout (AXES_CLIENT_IP_CALLABLE), django-ratelimit's forms
(RATELIMIT_IP_META_KEY) and the WebSocket cap (play.consumers).

With no proxy in front (TRUSTED_PROXIES = 0, the default) the address is the connection's own
(REMOTE_ADDR, the ASGI scope's client) and X-Forwarded-For is ignored: anyone can write it, so a
fresh header per request would be a fresh bucket. Behind N proxies that each append the address
they were reached from, the N-th address from the right of X-Forwarded-For is the one the
outermost trusted proxy saw; anything further left came from the client. See the README,
"Behind a proxy", for the ASGI server's side (uvicorn --no-proxy-headers / --forwarded-allow-ips).
"""
from __future__ import annotations

import ipaddress
from collections.abc import Iterable, Mapping
from typing import Any

from django.conf import settings

MAX_TRUSTED_PROXIES = 10
NO_ADDRESS = "0.0.0.0"


def trusted_proxies() -> int:
    return int(getattr(settings, "TRUSTED_PROXIES", 0) or 0)


def _ip(text: str | None) -> str | None:
    """`text` as a normalised IP address ("[::1]:80" and "1.2.3.4:80" lose the port), or None."""
    text = (text or "").strip()
    if text.startswith("[") and "]" in text:
        text = text[1 : text.index("]")]
    elif text.count(":") == 1:
        text = text.split(":", 1)[0]
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        return None


def address_from(remote_addr: str | None, forwarded_for: str | None, proxies: int) -> str:
    """The client's address given the connection's address, the X-Forwarded-For header and the
    number of trusted proxies (DRF's NUM_PROXIES rule: the N-th entry from the right, or the
    leftmost when the header holds fewer). A value that is no IP address falls back to the
    connection's address: a limit keyed on it must not be dodged with garbage either. A request
    with no address at all (a Unix socket and no proxy trusted) counts as NO_ADDRESS: one bucket
    for all of them, as DRF's own throttles do."""
    if proxies > 0 and forwarded_for:
        entries = forwarded_for.split(",")
        found = _ip(entries[-min(proxies, len(entries))])
        if found is not None:
            return found
    return _ip(remote_addr) or NO_ADDRESS


def client_address(request: Any) -> str:
    """The address of the client that sent `request` (Django's or DRF's)."""
    meta = request.META
    return address_from(meta.get("REMOTE_ADDR"), meta.get("HTTP_X_FORWARDED_FOR"), trusted_proxies())


def scope_client_address(scope: Mapping[str, Any]) -> str | None:
    """The client's address for an ASGI connection (a WebSocket), None when the server gives none."""
    client = scope.get("client") or (None,)
    remote = str(client[0]) if client[0] else None
    forwarded = _header(scope.get("headers") or (), b"x-forwarded-for")
    proxies = trusted_proxies()
    if remote is None and not (proxies and forwarded):
        return None
    return address_from(remote, forwarded, proxies)


def _header(headers: Iterable[tuple[bytes, bytes]], name: bytes) -> str | None:
    """One request header of an ASGI scope (several lines joined with commas, as HTTP says)."""
    values = [value.decode("latin-1") for key, value in headers if key.lower() == name]
    return ",".join(values) if values else None
