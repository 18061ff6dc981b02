"""Thin views: propose a correction on the card page, the staff queue, the needs-review page."""
from __future__ import annotations

from django.contrib import messages
from django.contrib.admin.views.decorators import staff_member_required
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST
from django_ratelimit.decorators import ratelimit

import rules
from cardbase.models import Card
from config.throttling import form_rate

from . import selectors
from .forms import ProposalForm
from .models import TextCorrection
from .services import CorrectionError, correction_accept, correction_propose, correction_reject


def _game(slug: str) -> rules.Game:
    try:
        return rules.get(slug)
    except rules.UnknownGame:
        raise Http404(f"no game {slug!r}") from None


@login_required
@require_POST
@ratelimit(key="user", rate=form_rate("correction"), method="POST", group="correction")
def propose(request: HttpRequest, game: str, key: str) -> HttpResponse:
    found = _game(game)
    card = get_object_or_404(Card, game=found.slug, key=key)
    form = ProposalForm(request.POST)
    if form.is_valid():
        try:
            correction_propose(card=card, user=request.user, text=form.cleaned_data["text"], note=form.cleaned_data["note"])
        except CorrectionError as exc:
            messages.error(request, f"Not sent: {exc}.")
        else:
            messages.success(request, "Thank you: your correction waits for a reviewer (until then only you and the reviewers see it).")
    else:
        messages.error(request, "Not sent: " + "; ".join(e for errors in form.errors.values() for e in errors))
    return redirect("cardbase:card", game=found.slug, key=card.key)


@staff_member_required
@require_GET
def queue(request: HttpRequest) -> HttpResponse:
    return render(request, "corrections/queue.html", {"pending": list(selectors.pending_corrections())})


def _review(request: HttpRequest, pk: int, accept: bool) -> HttpResponse:
    correction = get_object_or_404(TextCorrection, pk=pk)
    try:
        if accept:
            correction_accept(correction=correction, reviewer=request.user)
            messages.success(request, f"Accepted: {correction.card.title} has the corrected text.")
        else:
            correction_reject(correction=correction, reviewer=request.user)
            messages.success(request, f"Rejected the proposal for {correction.card.title}.")
    except CorrectionError as exc:
        messages.error(request, str(exc))
    return redirect("corrections:queue")


@staff_member_required
@require_POST
def accept(request: HttpRequest, pk: int) -> HttpResponse:
    return _review(request, pk, True)


@staff_member_required
@require_POST
def reject(request: HttpRequest, pk: int) -> HttpResponse:
    return _review(request, pk, False)


@require_GET
def review(request: HttpRequest, game: str) -> HttpResponse:
    found = _game(game)
    low = selectors.needs_review(found.slug)
    checks = selectors.stats_disagreements(found.slug)
    return render(
        request,
        "corrections/review.html",
        {"game": found, "low": low, "checks": checks, "below": selectors.REVIEW_BELOW},
    )
