"""Pages of the play app."""
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

import rules


def index(request: HttpRequest) -> HttpResponse:
    return render(request, "play/index.html", {"games": rules.all()})
