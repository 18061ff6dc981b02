"""One error shape for the whole API: {"message": str, "extra": {...}}."""
from typing import Any

from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(data, dict) and "detail" in data and len(data) == 1:
        body = {"message": str(data["detail"]), "extra": {}}
    elif isinstance(data, dict) and "message" in data:
        body = {"message": str(data["message"]), "extra": data.get("extra", {})}
    else:
        body = {"message": "Invalid input.", "extra": data}
    response.data = body
    return response
