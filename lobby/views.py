"""Pages of the lobby: its fragment (what the /play/ page swaps in live) and joining in one click."""
from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from play import services as play_services

from . import selectors, services


def lobby_context(user: Any) -> dict[str, Any]:
    """What lobby/_lobby.html shows: the open tables, who is online, and the viewer's saved decks
    for the games whose tables ask for one."""
    payload = selectors.lobby_payload()
    decks: dict[str, list[Any]] = {}
    wanted = {t["game"] for t in payload["tables"] if t["needs_deck"]}
    if wanted and user is not None and user.is_authenticated:
        from decks.models import Deck

        for deck in Deck.objects.owned_by(user).filter(game__in=wanted).order_by("-updated_at", "-id")[:200]:
            decks.setdefault(deck.game, []).append(deck)
    for table in payload["tables"]:
        table["decks"] = decks.get(table["game"], [])
        table["mine"] = user is not None and user.is_authenticated and any(
            p["label"] == user.get_username() and not p["open"] for p in table["players"])
    return {"lobby": payload, "user": user}


@require_GET
def fragment(request: HttpRequest) -> HttpResponse:
    """The lobby as an HTML fragment (the page fetches it when its WebSocket says it changed)."""
    return render(request, "lobby/_lobby.html", {**lobby_context(request.user), "request": request})


@require_POST
@login_required
def join(request: HttpRequest, match_id: int) -> HttpResponse:
    """Join in one click: the first free seat, with the saved deck chosen in the row (deck games)."""
    saved = (request.POST.get("deck_saved") or "").strip()
    try:
        match, seat = services.table_join(match_id=match_id, user=request.user, deck={"deck": saved} if saved else None)
    except play_services.MatchError as exc:
        messages.error(request, exc.message)
        return redirect(reverse("play:index"))
    return redirect(f"{match.get_absolute_url()}?seat={seat}")
