"""Each person's "your move" notice settings, and when their last e-mail digest went."""
from __future__ import annotations

from django.conf import settings
from django.db import models


class NoticeSettings(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notice_settings")
    # The table's tab title and icon mark that it is your move.
    tab_marker = models.BooleanField(default=True)
    # At most one e-mail a day listing the correspondence tables where it is your move.
    email_digest = models.BooleanField(default=False)
    digest_sent_at = models.DateTimeField(null=True, blank=True)
    digest_due = models.DateTimeField(null=True, blank=True)  # when the digest job queued for them runs

    class Meta:
        verbose_name_plural = "notice settings"

    def __str__(self) -> str:
        return f"notices of {self.user_id}"
