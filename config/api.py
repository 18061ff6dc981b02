"""One error shape for the whole API: {"message": str, "extra": {...}}, from one handler.

Every service error is a config.errors.ApplicationError and answers with its own status; DRF's
own errors (validation, parse, authentication, 404) are reshaped the same way.
"""
from typing import Any

from django.http import HttpRequest, JsonResponse
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from .errors import ApplicationError


class ErrorSerializer(serializers.Serializer):
    """The API's one error shape (documentation: the handler below builds it)."""

    message = serializers.CharField()
    extra = serializers.DictField(help_text="details; on a 409 from an action: version and current (the match now)")


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, ApplicationError):
        return Response({"message": exc.message, "extra": exc.extra}, status=exc.status)
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(data, dict) and "detail" in data and len(data) == 1:
        body = {"message": str(data["detail"]), "extra": {}}
    elif isinstance(data, dict) and "message" in data:
        body = {"message": str(data["message"]), "extra": data.get("extra", {})}
    else:
        body = {"message": _first_message(data), "extra": data}
    response.data = body
    return response


def _first_message(data: Any) -> str:
    """"field: message" for the first field a serializer refused (the message names the field)."""
    if isinstance(data, dict) and data:
        field, messages = next(iter(data.items()))
        while isinstance(messages, (list, dict)) and messages:
            messages = messages[0] if isinstance(messages, list) else next(iter(messages.values()))
        if isinstance(messages, str):
            return messages if field == "non_field_errors" else f"{field}: {messages}"
    return "Invalid input."


def api_not_found(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return JsonResponse({"message": f"no such API address: {request.path}", "extra": {}}, status=404)
