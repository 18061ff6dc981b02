"""POST /api/print/: a deck or a set as a print-and-play PDF (or a PNG preview of its first sheet)."""
from __future__ import annotations

import re

from django.http import FileResponse, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.parsers import BoundedJSONParser

from .decks import DeckFileError
from .forms import PrintForm
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
    backs = serializers.BooleanField(default=False)
    duplex = serializers.ChoiceField(choices=["long", "short"], default="long")
    offset_x = serializers.FloatField(default=0)
    offset_y = serializers.FloatField(default=0)
    grayscale = serializers.BooleanField(default=False)
    proxy_marked = serializers.BooleanField(default=False)
    alignment_page = serializers.BooleanField(default=False)
    output = serializers.ChoiceField(choices=["pdf", "png"], default="pdf", help_text="png: a preview of the first sheet.")


def filename_for(title: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9]+", "-", title).strip("-") or "cards"
    return f"{stem[:60]}.pdf"


class PrintView(APIView):
    parser_classes = (BoundedJSONParser, MultiPartParser, FormParser)

    @extend_schema(
        request=PrintRequestSerializer,
        responses={
            (200, "application/pdf"): OpenApiResponse(OpenApiTypes.BINARY, description="The PDF, streamed."),
            (200, "image/png"): OpenApiResponse(OpenApiTypes.BINARY, description="The first sheet (output=png)."),
            400: OpenApiResponse(description='{"message", "extra": {"errors", "option"?}}'),
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
        try:
            job = form.job()
            if str(data.get("output", "pdf")) == "png":
                return HttpResponse(preview_png(job, form.cleaned_data["render_options"]), content_type="image/png")
            handle, result = pdf_tempfile(job, form.cleaned_data["render_options"])
        except (PrintError, DeckFileError) as exc:
            return Response({"message": str(exc), "extra": {"option": getattr(exc, "option", "")}}, status=400)
        response = FileResponse(handle, content_type="application/pdf", as_attachment=True, filename=filename_for(job.title))
        response["X-Cards"] = str(result.cards)
        response["X-Pages"] = str(result.pages)
        if job.deck is not None and job.deck.unknown:
            response["X-Skipped-Cards"] = str(len(job.deck.unknown))
        return response
