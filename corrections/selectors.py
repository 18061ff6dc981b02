"""Reads of the correction workflow: the staff queue, a card's proposals, the needs-review list."""
from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet

from cardbase import selectors as card_selectors

from .models import TextCorrection

REVIEW_BELOW = 80.0  # machine-read texts under this confidence are unreliable (SOURCES.md)


def pending_corrections() -> QuerySet[TextCorrection]:
    return (
        TextCorrection.objects.filter(status=TextCorrection.Status.PENDING)
        .select_related("card", "proposed_by")
        .order_by("created_at")
    )


def card_corrections(card_id: int, viewer: Any = None) -> QuerySet[TextCorrection]:
    """A card's corrections as `viewer` may see them: accepted ones for everyone; pending and
    rejected ones only to their author and to staff (a proposal is public once reviewed in)."""
    rows = TextCorrection.objects.filter(card_id=card_id)
    if not (viewer is not None and viewer.is_authenticated and viewer.is_staff):
        shown = Q(status=TextCorrection.Status.ACCEPTED)
        if viewer is not None and viewer.is_authenticated:
            shown |= Q(proposed_by_id=viewer.pk)
        rows = rows.filter(shown)
    return rows.select_related("proposed_by", "reviewed_by").order_by("-created_at")


def needs_review(game_slug: str, below: float = REVIEW_BELOW) -> list[dict[str, Any]]:
    """Machine-read texts below `below` confidence, worst first (from the cached card list)."""
    found = [
        c for c in card_selectors.game_cards(game_slug)
        if c.get("text") and c.get("text_source") == "machine-read" and c.get("text_confidence") is not None
        and c["text_confidence"] < below
    ]
    return sorted(found, key=lambda c: (c["text_confidence"], c["key"]))


def stats_disagreements(game_slug: str) -> list[dict[str, Any]]:
    """Cards whose text implies weapon counts other than their stats columns (cleaning checks)."""
    return [c for c in card_selectors.game_cards(game_slug) if c.get("text_checks")]
