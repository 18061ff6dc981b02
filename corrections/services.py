"""Writes of the correction workflow: propose, accept (the card's text changes, history kept), reject."""
from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

import rules
from cardbase import selectors as card_selectors
from cardbase.models import Card
from config.errors import ApplicationError

from .models import TextCorrection

MAX_TEXT = 4000


class CorrectionError(ApplicationError, ValueError):
    """A proposal or review that cannot be made (empty text, already reviewed...)."""


def correction_propose(*, card: Card, user: AbstractBaseUser, text: str, note: str = "") -> TextCorrection:
    text = (text or "").strip()
    if not text:
        raise CorrectionError("the corrected text is empty")
    if len(text) > MAX_TEXT:
        raise CorrectionError(f"the corrected text is longer than {MAX_TEXT} characters")
    if text == card.text.strip():
        raise CorrectionError("the text is unchanged")
    return TextCorrection.objects.create(card=card, proposed_text=text, note=(note or "").strip()[:300], proposed_by=user)


def _cleaned(card: Card) -> None:
    """Re-run the game's mechanical text cleaning (if it has one) on the card's new text."""
    for key in ("flavour_text", "rules_text", "text_checks"):
        card.extra.pop(key, None)
    card.attributes.pop("weapon_names", None)
    clean = getattr(rules.get(card.game), "clean_card_text", None)
    if clean is None:
        return
    data: dict[str, Any] = {"type": card.type, "text": card.text, "attributes": dict(card.attributes)}
    clean(data)
    card.attributes = data["attributes"]
    for key in ("flavour_text", "rules_text", "text_checks"):
        if key in data:
            card.extra[key] = data[key]


@transaction.atomic
def correction_accept(*, correction: TextCorrection, reviewer: AbstractBaseUser) -> TextCorrection:
    correction = TextCorrection.objects.select_for_update().select_related("card").get(pk=correction.pk)
    if correction.status != TextCorrection.Status.PENDING:
        raise CorrectionError(f"this correction was already {correction.status}")
    card = correction.card
    now = timezone.now()
    correction.previous_text = card.text
    correction.previous_source = card.text_source
    correction.previous_confidence = card.text_confidence
    history = list(card.extra.get("text_history") or [])
    history.append(
        {
            "text": card.text,
            "text_source": card.text_source,
            "text_confidence": card.text_confidence,
            "replaced_at": now.isoformat(timespec="seconds"),
            "by_correction": correction.pk,
        }
    )
    card.extra = {**(card.extra or {}), "text_history": history}
    card.text = correction.proposed_text
    card.text_source = "corrected"
    card.text_confidence = None
    _cleaned(card)
    card.save(update_fields=["text", "text_source", "text_confidence", "extra", "attributes"])
    correction.status = TextCorrection.Status.ACCEPTED
    correction.reviewed_by = reviewer
    correction.reviewed_at = now
    correction.save()
    # Other proposals for the old text stay pending for the reviewer to judge.
    card_selectors.invalidate(card.game)
    card_selectors.note_uncommitted_write()  # a rolled-back accept must not stay cached
    transaction.on_commit(lambda: card_selectors.invalidate(card.game))
    return correction


def correction_reject(*, correction: TextCorrection, reviewer: AbstractBaseUser) -> TextCorrection:
    if correction.status != TextCorrection.Status.PENDING:
        raise CorrectionError(f"this correction was already {correction.status}")
    correction.status = TextCorrection.Status.REJECTED
    correction.reviewed_by = reviewer
    correction.reviewed_at = timezone.now()
    correction.save(update_fields=["status", "reviewed_by", "reviewed_at"])
    return correction


def corrections_document(cards: list[dict[str, Any]]) -> dict[str, Any]:
    """The corrected texts of a game's cards, for text-corrections.json (read by the converter)."""
    return {
        "corrections": [
            {"key": c["key"], "text": c["text"], "text_source": c["text_source"], "history": c.get("text_history", [])}
            for c in cards
            if c.get("text_source") == "corrected" and c.get("text")
        ]
    }
