"""The print page: choose a game, paste or upload a deck or pick a set, set the options, preview, download."""
from __future__ import annotations

import base64
import itertools
from typing import Any

from django.http import FileResponse, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods
from django_ratelimit.decorators import ratelimit

import rules
from config.clients import client_address
from config.throttling import form_rate

from .api_views import filename_for, readable_run, run_download
from .decks import DeckFileError
from .forms import PrintForm
from .jobs import enqueue_print_run, inline_max_cards
from .models import PrintRun
from .services import PrintError, pdf_tempfile, preview_png
from .sources import set_codes


def _sets() -> list[tuple[str, list[str]]]:
    return [(game.slug, set_codes(game.slug)) for game in rules.all()]


def _named_cards(job: Any, limit: int = 60) -> list[dict[str, str]]:
    """The distinct cards of a job (the first `limit`), named under the preview: each opens its
    card popover (issue 16)."""
    seen: dict[str, dict[str, str]] = {}
    for item in itertools.islice(job.cards(), 400):
        key = str(item.card.get("key") or "")
        if key and key not in seen:
            code = (item.card.get("attributes") or {}).get("code")
            title = str(item.card.get("title") or key)
            seen[key] = {"key": key, "label": f"{code} {title}" if code else title}
            if len(seen) >= limit:
                break
    return list(seen.values())


@require_http_methods(["GET", "POST"])
@ratelimit(key="user_or_ip", rate=form_rate("print"), method="POST", group="print")
def index(request: HttpRequest) -> HttpResponse:
    if request.method == "GET":
        initial = {"game": request.GET.get("game", "galactic-empires"), "deck_id": request.GET.get("deck") or None}
        form = PrintForm(initial=initial)
        return render(request, "printing/index.html", {"form": form, "games": rules.all(), "sets": _sets()})
    form = PrintForm(request.POST, request.FILES, user=request.user)
    preview = request.POST.get("action") == "preview"
    error = ""
    status = 400
    if form.is_valid():
        try:
            job = form.job()
            if preview:
                png = preview_png(job, form.cleaned_data["render_options"])
                context = {"image": base64.b64encode(png).decode(), "job": job, "named": _named_cards(job)}
                return render(request, "printing/_preview.html", context)
            if form.cleaned_data.get("background") or job.total > inline_max_cards():
                run = enqueue_print_run(job=job, spec=form.spec(), owner=request.user, filename=filename_for(job.title),
                                        address=client_address(request))
                return redirect("printing:run", run.pk)
            handle, _ = pdf_tempfile(job, form.cleaned_data["render_options"])
            return FileResponse(handle, content_type="application/pdf", as_attachment=True, filename=filename_for(job.title))
        except (PrintError, DeckFileError) as exc:
            error = str(exc)
            status = getattr(exc, "status", 400)
    template = "printing/_preview.html" if preview and request.htmx else "printing/index.html"
    return render(request, template, {"form": form, "games": rules.all(), "sets": _sets(), "error": error}, status=status)


@require_http_methods(["GET"])
def run(request: HttpRequest, run_id: str) -> HttpResponse:
    """A background print job: a progress bar (refreshed by htmx until it is done) and the download."""
    print_run = readable_run(request, run_id)
    template = "printing/_run.html" if request.htmx else "printing/run.html"
    return render(request, template, {"run": print_run})


@require_http_methods(["GET"])
def run_file(request: HttpRequest, run_id: str) -> HttpResponse:
    print_run = readable_run(request, run_id)
    if print_run.status != PrintRun.Status.DONE:
        return redirect("printing:run", print_run.pk)
    return run_download(request, print_run)
