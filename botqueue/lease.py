"""A lease per match, in the database (so it works with either job backend, with or without
Redis): each change is one UPDATE, atomic on SQLite and PostgreSQL alike.

A lease expires (a worker killed mid-thought holds it no longer than `seconds`) and is renewed
after every bot move. `acquire` fails while another live holder has it, and marks the match
pending; `release` fails while a wake-up is pending, and the holder then looks again.
"""
from __future__ import annotations

import datetime

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from .models import BotLease


def _until(seconds: float) -> datetime.datetime:
    return timezone.now() + datetime.timedelta(seconds=seconds)


def _take(match_id: int, holder: str, seconds: float) -> bool:
    now = timezone.now()
    return bool(
        BotLease.objects.filter(match_id=match_id)
        .filter(Q(holder="") | Q(expires__lt=now) | Q(holder=holder))
        .update(holder=holder, expires=_until(seconds), pending=False)
    )


def acquire(match_id: int, holder: str, seconds: float) -> bool:
    """Take the match's lease if it is free or expired. When another worker holds it, mark a
    wake-up pending for that worker and try once more (it may have let go meanwhile)."""
    if not BotLease.objects.filter(match_id=match_id).exists():
        try:
            with transaction.atomic():
                BotLease.objects.create(match_id=match_id)
        except IntegrityError:
            pass  # another worker made it first (or the match is gone: the update below finds nothing)
    if _take(match_id, holder, seconds):
        return True
    BotLease.objects.filter(match_id=match_id).exclude(holder=holder).update(pending=True)
    return _take(match_id, holder, seconds)


def renew(match_id: int, holder: str, seconds: float) -> bool:
    """Extend the lease; False when it was lost (expired and taken by another worker)."""
    return bool(BotLease.objects.filter(match_id=match_id, holder=holder).update(expires=_until(seconds)))


def release(match_id: int, holder: str) -> bool:
    """Let go unless a wake-up is pending: then clear it, keep the lease and answer False (look
    again). Also True when the lease is no longer ours."""
    if BotLease.objects.filter(match_id=match_id, holder=holder, pending=False).update(holder="", expires=None):
        return True
    return not BotLease.objects.filter(match_id=match_id, holder=holder).update(pending=False)


def let_go(match_id: int, holder: str) -> None:
    """Release whatever is pending (the caller queues the match again itself)."""
    BotLease.objects.filter(match_id=match_id, holder=holder).update(holder="", expires=None, pending=False)


def expiry(match_id: int) -> datetime.datetime | None:
    """When the current holder's lease runs out (None: nobody holds it)."""
    return BotLease.objects.filter(match_id=match_id).exclude(holder="").values_list("expires", flat=True).first()
