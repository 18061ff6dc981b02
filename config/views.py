"""Site-wide pages that belong to no single feature."""
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

import rules


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html", {"games": rules.all()})


def api_index(request: HttpRequest) -> HttpResponse:
    return render(request, "api_index.html")
