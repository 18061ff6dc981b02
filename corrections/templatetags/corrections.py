"""{% card_text_corrections card game %}: the card page's correction section (issue 11)."""
from __future__ import annotations

from typing import Any

from django import template

from .. import selectors
from ..forms import ProposalForm

register = template.Library()


@register.inclusion_tag("corrections/_card_section.html", takes_context=True)
def card_text_corrections(context: dict[str, Any], card: dict[str, Any], game: Any) -> dict[str, Any]:
    request = context.get("request")
    user = getattr(request, "user", None)
    return {
        "card": card,
        "game": game,
        "user": user,
        "form": ProposalForm(initial={"text": card.get("text", "")}),
        "corrections": list(selectors.card_corrections(card["id"], user)[:10]) if card.get("id") else [],
        "history": card.get("text_history") or [],
        "checks": card.get("text_checks") or [],
        "csrf_token": context.get("csrf_token"),
        "request": request,
    }
