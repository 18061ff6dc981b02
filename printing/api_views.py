"""POST /api/print/: a deck or a set as a print-and-play PDF (or a PNG preview of its first sheet)."""
from __future__ import annotations

import re
from typing import Any

from django.http import FileResponse, Http404, HttpResponse
from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import ErrorSerializer
from config.errors import ApplicationError
from config.clients import client_address
from config.parsers import BoundedJSONParser

from .decks import DeckFileError
from .forms import PrintForm
from .jobs import enqueue_print_run, inline_max_cards
from .models import PrintRun
from .services import PrintError, pdf_tempfile, preview_png


class PrintRequestSerializer(serializers.Serializer):
    """Documentation of the request (validation is PrintForm's, shared with the print page)."""

    game = serializers.CharField(default="galactic-empires")
    deck = serializers.CharField(required=False, help_text="Deck list: text lines, LackeyCCG .dek XML or JSON.")
    deck_file = serializers.FileField(required=False)
    deck_id = serializers.IntegerField(required=False, help_text="A saved deck: yours, or a public one (404 otherwise).")
    set = serializers.CharField(required=False, help_text='A set code, or "*" for every card of the game.')
    format = serializers.CharField(required=False)
    players = serializers.IntegerField(required=False)
    paper = serializers.ChoiceField(choices=["letter", "a4"], default="letter")
    card_size = serializers.CharField(default="63x88")
    bleed = serializers.FloatField(default=0)
    gap = serializers.FloatField(default=0)
    margin = serializers.FloatField(default=5)
    marks = serializers.ChoiceField(choices=["crop", "cut", "none"], default="crop")
    backs = serializers.BooleanField(default=True, help_text="A page of card backs after each sheet, for duplex printing (default: on).")
    duplex = serializers.ChoiceField(choices=["long", "short"], default="long")
    offset_x = serializers.FloatField(default=0)
    offset_y = serializers.FloatField(default=0)
    grayscale = serializers.BooleanField(default=False)
    proxy_marked = serializers.BooleanField(default=False)
    alignment_page = serializers.BooleanField(default=False)
    output = serializers.ChoiceField(choices=["pdf", "png"], default="pdf", help_text="png: a preview of the first sheet.")
    background = serializers.BooleanField(default=False, help_text="Print as a background job even when it is small (202 and a status link); bigger jobs always are.")


class Conflict(ApplicationError):
    status = 409


class PrintRunSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    title = serializers.CharField()
    status = serializers.ChoiceField(choices=PrintRun.Status.choices)
    sheets_done = serializers.IntegerField()
    sheets_total = serializers.IntegerField()
    percent = serializers.IntegerField()
    cards = serializers.IntegerField()
    pages = serializers.IntegerField()
    error = serializers.CharField(allow_blank=True)
    url = serializers.URLField(help_text="this status, as JSON")
    page = serializers.URLField(help_text="this status, as a page with a progress bar")
    download = serializers.URLField(allow_null=True, help_text="the PDF, once status is done")


def filename_for(title: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9]+", "-", title).strip("-") or "cards"
    return f"{stem[:60]}.pdf"


class PrintView(APIView):
    throttle_scope = "print"  # config.throttling
    parser_classes = (BoundedJSONParser, MultiPartParser, FormParser)

    @extend_schema(
        request=PrintRequestSerializer,
        responses={
            (200, "application/pdf"): OpenApiResponse(OpenApiTypes.BINARY, description="The PDF, streamed."),
            (200, "image/png"): OpenApiResponse(OpenApiTypes.BINARY, description="The first sheet (output=png)."),
            202: OpenApiResponse(PrintRunSerializer, description="A big job (or background=true): queued; follow url for progress and the download."),
            400: OpenApiResponse(ErrorSerializer, description='{"message", "extra": {"errors", "option"?}}'),
            429: OpenApiResponse(ErrorSerializer, description="Too many requests, or too many of your print jobs waiting (PRINT_QUEUED_PER_USER / _PER_ADDRESS)"),
        },
        summary="Print a deck or a set as a print-and-play PDF",
    )
    def post(self, request: Request) -> HttpResponse | Response:
        data = request.data
        files = request.FILES if hasattr(request, "FILES") else None
        form = PrintForm(data, files, user=request.user)
        if not form.is_valid():
            extra: dict = {"errors": {k: [str(m) for m in v] for k, v in form.errors.items()}}
            layout_error = getattr(form, "layout_error", None)
            if layout_error is not None:
                extra["option"] = layout_error.option
                message = f"{layout_error.option.replace('_', '-')}: {layout_error.message}"
            else:
                field, messages = next(iter(form.errors.items()))
                message = messages[0] if field == "__all__" else f"{field}: {messages[0]}"
            return Response({"message": message, "extra": extra}, status=400)
        output = str(data.get("output", "pdf"))
        try:
            job = form.job()
            if output == "png":
                return HttpResponse(preview_png(job, form.cleaned_data["render_options"]), content_type="image/png")
            if form.cleaned_data.get("background") or job.total > inline_max_cards():
                run = enqueue_print_run(job=job, spec=form.spec(), owner=request.user, filename=filename_for(job.title),
                                        address=client_address(request))
                return Response(run_data(run, request), status=202, headers={"Location": run_data(run, request)["url"]})
            handle, result = pdf_tempfile(job, form.cleaned_data["render_options"])
        except (PrintError, DeckFileError) as exc:
            return Response({"message": str(exc), "extra": {"option": getattr(exc, "option", "")}}, status=getattr(exc, "status", 400))
        response = FileResponse(handle, content_type="application/pdf", as_attachment=True, filename=filename_for(job.title))
        response["X-Cards"] = str(result.cards)
        response["X-Pages"] = str(result.pages)
        if job.deck is not None and job.deck.unknown:
            response["X-Skipped-Cards"] = str(len(job.deck.unknown))
        return response


def run_data(run: PrintRun, request: Request) -> dict:
    def absolute(name: str) -> str:
        return request.build_absolute_uri(reverse(name, args=[run.pk]))

    return {
        "id": str(run.pk), "title": run.title, "status": run.status,
        "sheets_done": run.sheets_done, "sheets_total": run.sheets_total, "percent": run.percent,
        "cards": run.cards, "pages": run.pages, "error": run.error,
        "url": absolute("api-print-run"), "page": absolute("printing:run"),
        "download": absolute("api-print-run-download") if run.status == PrintRun.Status.DONE else None,
    }


def readable_run(request: Any, run_id: Any) -> PrintRun:
    """The run, if the caller may see it (its owner's, or an anonymous one); 404 otherwise."""
    run = PrintRun.objects.filter(pk=run_id).first()
    if run is None or not run.readable_by(request.user):
        raise Http404(f"no print job {run_id}")
    return run


class PrintRunView(APIView):
    @extend_schema(
        responses={200: PrintRunSerializer, 404: OpenApiResponse(ErrorSerializer, description="No such print job (or not yours)")},
        summary="A background print job: status and progress",
    )
    def get(self, request: Request, run_id: Any) -> Response:
        return Response(run_data(readable_run(request, run_id), request))


class PrintRunDownload(APIView):
    @extend_schema(
        responses={
            (200, "application/pdf"): OpenApiResponse(OpenApiTypes.BINARY, description="The PDF"),
            404: OpenApiResponse(ErrorSerializer, description="No such print job (or not yours)"),
            409: OpenApiResponse(ErrorSerializer, description="Not printed yet (or it failed)"),
        },
        summary="The PDF of a finished background print job",
    )
    def get(self, request: Request, run_id: Any) -> HttpResponse | Response:
        return run_download(request, readable_run(request, run_id))


def run_download(request: Any, run: PrintRun) -> HttpResponse:
    if run.status != PrintRun.Status.DONE or not run.file:
        raise Conflict(f"the print job is {run.get_status_display().lower()}: no PDF yet")
    return FileResponse(run.file.open("rb"), content_type="application/pdf", as_attachment=True, filename=run.filename or "cards.pdf")
