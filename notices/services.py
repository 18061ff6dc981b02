"""Writes of "your move" notices: the person's settings, and the daily e-mail digest of the
correspondence tables where it is their move (a django-tasks job, scheduled with run_after).

A table is a correspondence table when a move may take a day or more: its clock gives a day or
more a move (issue 31's clocks: a `clock` option or field, read by name), or its turn timer does.
When such a table comes to a person's move and they asked for the digest, one digest job is
scheduled for them, DIGEST_DELAY later and never sooner than a day after their last digest; the
job lists every correspondence table where it is still their move (none: no e-mail).
"""
from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from play.models import Match, Seat
from play.selectors import match_clock

from .models import NoticeSettings

log = logging.getLogger(__name__)

DAY = timedelta(days=1)
CORRESPONDENCE_SECONDS = 86400


def digest_delay() -> timedelta:
    """How long after a table comes to your move the digest waits (you may move first)."""
    return timedelta(seconds=int(getattr(settings, "NOTICES_DIGEST_DELAY", 15 * 60)))


def _seconds(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def is_correspondence(match: Match) -> bool:
    """A day or more a move: the clock's days or seconds per move, else the turn timer's."""
    if match.turn_seconds >= CORRESPONDENCE_SECONDS:
        return True
    clock = match_clock(match)
    if not isinstance(clock, Mapping):
        return False
    if clock.get("correspondence") or clock.get("kind") == "correspondence" or _seconds(clock.get("days_per_move")) > 0:
        return True
    per_move = max(_seconds(clock.get(key)) for key in ("per_move", "per_move_seconds", "move_seconds"))
    return per_move >= CORRESPONDENCE_SECONDS


def settings_for(user: Any) -> NoticeSettings:
    """The person's settings (the defaults, unsaved, until they change them)."""
    found = NoticeSettings.objects.filter(user=user).first()
    return found if found is not None else NoticeSettings(user=user)


def settings_update(*, user: Any, tab_marker: bool, email_digest: bool, email: str | None = None) -> NoticeSettings:
    with transaction.atomic():
        row, _ = NoticeSettings.objects.select_for_update().get_or_create(user=user)
        row.tab_marker, row.email_digest = bool(tab_marker), bool(email_digest)
        row.save(update_fields=["tab_marker", "email_digest"])
        if email is not None and email != user.email:
            user.email = email
            user.save(update_fields=["email"])
    return row


def on_match_changed(sender: Any, match: Match, kind: str, **kwargs: Any) -> None:
    """play.signals.match_committed: a correspondence table that comes to someone's move schedules
    their digest (if they asked for one)."""
    if match.status != Match.Status.ACTIVE or not is_correspondence(match):
        return
    from play import engine

    to_move = set(engine.match_state(match).current_players())
    users = set(Seat.objects.filter(match_id=match.pk, index__in=to_move, user__isnull=False).values_list("user_id", flat=True))
    wanted = NoticeSettings.objects.filter(user_id__in=users, email_digest=True).exclude(user__email="")
    for user_id in wanted.values_list("user_id", flat=True):
        schedule_digest(user_id)


def schedule_digest(user_id: int) -> Any:
    """Queue the person's digest job unless one is queued already: the time it runs, or None."""
    from .tasks import send_move_digest

    now = timezone.now()
    with transaction.atomic():
        row = NoticeSettings.objects.select_for_update().filter(user_id=user_id, email_digest=True).first()
        if row is None:
            return None
        if row.digest_due is not None and row.digest_due > now - timedelta(hours=1):
            return None  # one is queued (a job an hour overdue is taken as lost: queued again)
        run_after = now + digest_delay()
        if row.digest_sent_at is not None:
            run_after = max(run_after, row.digest_sent_at + DAY)
        row.digest_due = run_after
        row.save(update_fields=["digest_due"])
        transaction.on_commit(lambda: send_move_digest.using(run_after=run_after).enqueue(user_id))
    return run_after


def waiting_tables(user: Any) -> list[Match]:
    """The person's correspondence tables in play where it is their move."""
    from play import engine

    out = []
    for match in Match.objects.filter(seats__user=user, status=Match.Status.ACTIVE).distinct().defer("snapshot").order_by("pk"):
        if not is_correspondence(match):
            continue
        mine = set(Seat.objects.filter(match=match, user=user).values_list("index", flat=True))
        if mine & set(engine.match_state(match).current_players()):
            out.append(match)
    return out


def digest_send(user_id: int) -> bool:
    """The digest job: one e-mail listing the tables where it is their move, at most once a day.
    True if an e-mail went."""
    user = get_user_model().objects.filter(pk=user_id).first()
    if user is None:
        return False
    now = timezone.now()
    with transaction.atomic():
        row = NoticeSettings.objects.select_for_update().filter(user=user).first()
        if row is None:
            return False
        row.digest_due = None
        if not row.email_digest or not user.email:
            row.save(update_fields=["digest_due"])
            return False
        if row.digest_sent_at is not None and now - row.digest_sent_at < DAY:
            row.save(update_fields=["digest_due"])
            schedule_digest_later = row.digest_sent_at + DAY
        else:
            schedule_digest_later = None
            tables = waiting_tables(user)
            if not tables:
                row.save(update_fields=["digest_due"])
                return False
            row.digest_sent_at = now
            row.save(update_fields=["digest_due", "digest_sent_at"])
    if schedule_digest_later is not None:
        schedule_digest(user.pk)  # too soon after the last one: it goes a day after that
        return False
    site = str(getattr(settings, "SITE_URL", "") or "").rstrip("/")
    lines = [f"- {m.game} match #{m.pk}: {site}{reverse('play:table', args=[m.pk])}" for m in tables]
    body = (f"Hello {user.get_username()},\n\nIt is your move at {len(tables)} correspondence "
            f"table{'s' if len(tables) != 1 else ''}:\n\n" + "\n".join(lines) +
            f"\n\nYou get at most one of these a day. Turn it off on your settings page: {site}{reverse('notices:settings')}\n")
    try:
        send_mail(f"Your move at {len(tables)} table{'s' if len(tables) != 1 else ''} · Sector HQ", body,
                  None, [user.email])
    except Exception:
        log.exception("could not send the move digest to user %s", user.pk)
        return False
    return True
