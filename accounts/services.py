"""Writes of the accounts app: API tokens (issue 27: the API documented token authentication but
nothing issued a token). One token per user (Django REST framework's authtoken), made on request,
replaced or revoked by its owner."""
from __future__ import annotations

from typing import Any

from django.db import transaction
from rest_framework.authtoken.models import Token


def token_issue(*, user: Any, replace: bool = False) -> Token:
    """The user's API token: the one they have, or a new one (a new key when `replace`: the old
    key stops working at once)."""
    with transaction.atomic():
        if replace:
            Token.objects.filter(user=user).delete()
        token, _ = Token.objects.get_or_create(user=user)
    return token


def token_revoke(*, user: Any) -> bool:
    """Delete the user's token; True when there was one."""
    deleted, _ = Token.objects.filter(user=user).delete()
    return bool(deleted)
