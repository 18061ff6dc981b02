"""Pages of the card database."""
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

import rules


def index(request: HttpRequest) -> HttpResponse:
    return render(request, "cardbase/index.html", {"games": rules.all()})


def game(request: HttpRequest, game: str) -> HttpResponse:
    try:
        found = rules.get(game)
    except rules.UnknownGame:
        raise Http404(f"No game called {game!r}") from None
    return render(request, "cardbase/game.html", {"game": found})
