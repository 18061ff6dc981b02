"""Pages of the sealed app (mounted at /sealed/): pools and events. Thin: a form, one service."""
from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from . import selectors, services
from .forms import EventForm, JoinForm, PoolForm
from .models import Event


def _error(request: HttpRequest, exc: services.SealedError, to: str) -> HttpResponse:
    messages.error(request, exc.message)
    return HttpResponseRedirect(to)


def index(request: HttpRequest) -> HttpResponse:
    return render(request, "sealed/index.html", {
        "pools": list(selectors.user_pools(request.user)[:50]), "events": list(selectors.public_events()),
        "pool_form": PoolForm(), "event_form": EventForm(),
    })


@login_required
@require_POST
def pool_new(request: HttpRequest) -> HttpResponse:
    form = PoolForm(request.POST)
    if not form.is_valid():
        return render(request, "sealed/index.html", {"pools": list(selectors.user_pools(request.user)[:50]),
                                                     "events": list(selectors.public_events()), "pool_form": form,
                                                     "event_form": EventForm()}, status=400)
    try:
        pool = services.pool_open(owner=request.user, starter=form.cleaned_data["starter"], boosters=form.boosters(),
                                  seed=form.cleaned_data.get("seed"))
    except services.SealedError as exc:
        form.add_error(None, exc.message)
        return render(request, "sealed/index.html", {"pools": [], "events": [], "pool_form": form, "event_form": EventForm()}, status=exc.status)
    return HttpResponseRedirect(pool.get_absolute_url())


@login_required
def pool(request: HttpRequest, pk: int) -> HttpResponse:
    found = selectors.pool_owned(request.user, pk)
    text, _, _ = services.pool_export(found, "text")
    return render(request, "sealed/pool.html", {
        "pool": found, "rows": selectors.pool_rows(found), "print_text": text,
        "decks": [link.deck for link in found.decks.select_related("deck")],
        "openings": selectors.pool_openings(found),
    })


@login_required
def pool_export(request: HttpRequest, pk: int, kind: str) -> HttpResponse:
    found = selectors.pool_owned(request.user, pk)
    try:
        body, media_type, filename = services.pool_export(found, kind)
    except services.SealedError as exc:
        return HttpResponse(exc.message, status=400, content_type="text/plain")
    response = HttpResponse(body, content_type=f"{media_type}; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@login_required
@require_POST
def pool_deck(request: HttpRequest, pk: int) -> HttpResponse:
    found = selectors.pool_owned(request.user, pk)
    try:
        deck = services.pool_deck_create(pool=found, user=request.user, fill=request.POST.get("fill") == "1")
    except services.SealedError as exc:
        return _error(request, exc, found.get_absolute_url())
    return HttpResponseRedirect(reverse("decks:detail", args=[deck.pk]))


@login_required
@require_POST
def event_new(request: HttpRequest) -> HttpResponse:
    form = EventForm(request.POST)
    if not form.is_valid():
        return render(request, "sealed/index.html", {"pools": [], "events": [], "pool_form": PoolForm(), "event_form": form}, status=400)
    data = form.cleaned_data
    try:
        event = services.event_create(host=request.user, name=data["name"], pairing=data["pairing"], seats=data["seats"],
                                      rounds=data.get("rounds") or 0, boosters=form.boosters(),
                                      construction_minutes=30 if data.get("construction_clock") else 0,
                                      speed=bool(data.get("speed")), turn_limit=data.get("turn_limit") or 0)
    except services.SealedError as exc:
        form.add_error(None, exc.message)
        return render(request, "sealed/index.html", {"pools": [], "events": [], "pool_form": PoolForm(), "event_form": form}, status=exc.status)
    return HttpResponseRedirect(event.get_absolute_url())


def event(request: HttpRequest, pk: int) -> HttpResponse:
    # A page view only reads: results of finished matches are shown (selectors.event_tables) and
    # recorded by the host's next step; deck legality is the builder's (selectors.deck_statuses).
    found = get_object_or_404(Event.objects.select_related("host"), pk=pk)
    players = selectors.event_players(found)
    mine = next((p for p in players if request.user.is_authenticated and p.user_id == request.user.pk), None)
    tables = selectors.event_tables(found)
    rounds: dict[int, list] = {}
    for table in tables:
        rounds.setdefault(table.round, []).append(table)
    return render(request, "sealed/event.html", {
        "event": found, "players": players, "mine": mine, "rounds": sorted(rounds.items()),
        "standings": services.standings_with_tiebreaks(found, tables) if found.round else [], "total_rounds": services.total_rounds(found),
        "seconds_left": services.construction_left(found), "is_host": request.user.is_authenticated and request.user.pk == found.host_id,
        "join_form": JoinForm(), "decks": selectors.deck_statuses(players) if found.status != Event.Status.OPEN else {},
        "join_link": request.build_absolute_uri(found.join_url()),
        "empty_seats": max(0, found.seats - len(players)),
    })


def join(request: HttpRequest, token: str) -> HttpResponse:
    found = selectors.event_by_token(token)
    if request.method != "POST":
        return render(request, "sealed/join.html", {"event": found, "form": JoinForm()})
    if not request.user.is_authenticated:
        return HttpResponseRedirect(f"{reverse('login')}?next={request.path}")
    form = JoinForm(request.POST)
    if not form.is_valid():
        return render(request, "sealed/join.html", {"event": found, "form": form}, status=400)
    try:
        services.event_join(event=found, user=request.user, starter=form.cleaned_data["starter"])
    except services.SealedError as exc:
        return _error(request, exc, found.get_absolute_url())
    return HttpResponseRedirect(found.get_absolute_url())


def _event_step(request: HttpRequest, pk: int, step: Any) -> HttpResponse:
    """One organiser's step on an event (start it, pair the next round), back to its page."""
    found = get_object_or_404(Event, pk=pk)
    try:
        step(event=found, user=request.user)
    except services.SealedError as exc:
        return _error(request, exc, found.get_absolute_url())
    return HttpResponseRedirect(found.get_absolute_url())


@login_required
@require_POST
def event_start(request: HttpRequest, pk: int) -> HttpResponse:
    return _event_step(request, pk, services.event_start)


@login_required
@require_POST
def event_next(request: HttpRequest, pk: int) -> HttpResponse:
    return _event_step(request, pk, services.event_next_round)
