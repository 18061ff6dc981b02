"""Pages of the decks app."""
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

import rules


def index(request: HttpRequest) -> HttpResponse:
    return render(request, "decks/index.html", {"games": rules.all()})
