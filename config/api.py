"""One error shape for the whole API: {"message": str, "extra": {...}}, from one handler.

Every service error is a config.errors.ApplicationError and answers with its own status; DRF's
own errors (validation, parse, authentication, 404) are reshaped the same way.
"""
from typing import Any

from django.http import HttpRequest, JsonResponse
from drf_spectacular.utils import OpenApiParameter
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


def integer_parameter(name: str, *, minimum: int, maximum: int | None = None, description: str = "") -> OpenApiParameter:
    """A whole-number query parameter with the bounds its view reads it with (config.errors.bounded_int)
    declared in the schema, so clients and schema checkers know them."""
    schema: dict[str, Any] = {"type": "integer", "minimum": minimum}
    if maximum is not None:
        schema["maximum"] = maximum
    return OpenApiParameter(name, schema, description=description)


def api_not_found(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return JsonResponse({"message": f"no such API address: {request.path}", "extra": {}}, status=404)


# Answers every API operation can give besides its own (documented once for all by the schema
# hook below): a malformed or oversized request, a bad token, a missing object.
COMMON_ERRORS = {
    "400": "Malformed request: the message names the field or the body (size, JSON nesting, text)",
    "401": "Not signed in (or a bad token): sign in or send `Authorization: Token <key>`",
    "403": "Signed in, but not allowed",
    "404": "No such object (or not yours)",
}


def add_common_errors(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: the error answers of every operation, in the API's
    one error shape, where the operation does not document them itself."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas.setdefault("Error", {
        "type": "object",
        "properties": {"message": {"type": "string"}, "extra": {"type": "object", "additionalProperties": {}}},
        "required": ["message", "extra"],
    })
    error = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            responses = operation["responses"]
            for code, text in COMMON_ERRORS.items():
                if code == "404" and "{" not in path:
                    continue
                responses.setdefault(code, {"content": error, "description": text})
            if method in ("post", "put", "patch"):
                responses.setdefault("413", {"content": error, "description": "The request body is too large"})
            for code, response in responses.items():
                if code.startswith(("4", "5")) and "content" not in response:
                    response["content"] = error
    return result
