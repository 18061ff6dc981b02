"""Corrections of a card's rule text proposed by people and reviewed by staff.

The card's text itself lives on cardbase.Card; an accepted correction replaces it there and the
text it replaced is kept in the card's "text_history" (and on this row), so nothing is lost.
"""
from __future__ import annotations

from django.conf import settings
from django.db import models


class TextCorrection(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        ACCEPTED = "accepted", "Accepted"
        REJECTED = "rejected", "Rejected"

    card = models.ForeignKey("cardbase.Card", on_delete=models.CASCADE, related_name="text_corrections")
    proposed_text = models.TextField()
    note = models.CharField(max_length=300, blank=True, help_text="Why (e.g. 'read from my own copy')")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    proposed_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    reviewed_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    reviewed_at = models.DateTimeField(null=True, blank=True)
    # What the card said when the correction was accepted (history).
    previous_text = models.TextField(blank=True)
    previous_source = models.CharField(max_length=40, blank=True)
    previous_confidence = models.FloatField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "created_at"], name="correction_status_created")]
        constraints = [
            models.CheckConstraint(condition=~models.Q(proposed_text=""), name="correction_text_not_empty"),
        ]

    def __str__(self) -> str:
        return f"{self.card} ({self.status})"
