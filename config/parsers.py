"""JSON request bodies read with bounds: size, nesting depth, an object at the top, valid text.

Python's json module recurses once per nesting level, so a body of 100,000 "[" raised
RecursionError (a 500) on every JSON endpoint; a lone surrogate ("\\ud800") decodes to a str no
database can store. Both are refused here, before any view runs, with a 400 naming the problem.
"""
from __future__ import annotations

import json
import re
from array import array
from itertools import accumulate
from typing import Any

from django.conf import settings
from rest_framework import serializers
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

MAX_DEPTH = 32
# A JSON string, escapes and all; one that never ends runs to the end of the text. The unrolled
# form has one way to match any text and it never fails, so each string is read once and the
# whole scan is linear. (The form before it, with a closing quote required, retried an
# unterminated string from every quote in it: a 24 KB body of \" held the server for seconds.)
_STRING = re.compile(rb'"[^"\\]*(?:\\.?[^"\\]*)*(?:"|\Z)', re.DOTALL)
_NOT_BRACKET = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # +1 and -1 as signed bytes


class JSONTooDeep(ValueError):
    pass


def nesting_depth(raw: bytes | str) -> int:
    """The deepest nesting of arrays and objects in a JSON text (strings skipped), in time linear
    in its length: strings dropped, every bracket made a +1 or -1 step, the highest running sum."""
    data = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
    steps = array("b", _STRING.sub(b"", data).translate(_STEP, _NOT_BRACKET))
    return max(0, max(accumulate(steps), default=0))


def loads_bounded(raw: bytes | str, *, max_depth: int = MAX_DEPTH) -> Any:
    """json.loads with the nesting depth bounded and lone surrogates refused (ValueError)."""
    if nesting_depth(raw) > max_depth:
        raise JSONTooDeep(f"JSON nested deeper than {max_depth} levels")
    data = json.loads(raw)
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("the text holds a lone surrogate (an invalid \\ud800-\\udfff escape)") from None
    return data


def max_body_bytes() -> int:
    return int(getattr(settings, "DATA_UPLOAD_MAX_MEMORY_SIZE", None) or 2_621_440)


class BoundedJSONParser(JSONParser):
    """DRF's JSON parser with a size limit, a depth limit, an object at the top, valid text."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: dict | None = None) -> Any:
        limit = max_body_bytes()
        raw = stream.read(limit + 1) if stream is not None else b""
        if len(raw) > limit:
            raise ParseError(f"body: the request body is larger than {limit:,} bytes")
        if not raw.strip():
            return {}
        try:
            data = loads_bounded(raw)
        except JSONTooDeep as exc:
            raise ParseError(f"body: {exc}") from None
        except ValueError as exc:
            raise ParseError(f"body: JSON parse error - {exc}") from None
        if not isinstance(data, dict):
            raise ParseError(f"body: expected a JSON object, got {type(data).__name__ if data is not None else 'null'}")
        return data


class BoundedJSONField(serializers.JSONField):
    """DRF's JSONField, with JSON sent as text (a form or multipart field, where DRF calls
    json.loads itself: deep nesting raised RecursionError, a 500) read by loads_bounded."""

    def to_internal_value(self, data: Any) -> Any:
        if not (self.binary or getattr(data, "is_json_string", False)):
            return super().to_internal_value(data)  # parsed already, by BoundedJSONParser
        try:
            return loads_bounded(data.decode() if isinstance(data, bytes) else data)
        except JSONTooDeep as exc:
            raise serializers.ValidationError(str(exc)) from None
        except (TypeError, ValueError):
            self.fail("invalid")


def content_length(request: Any) -> int:
    """The request's declared body size (0 when absent or malformed: the server reads no more)."""
    raw = str(request.META.get("CONTENT_LENGTH") or "").strip()
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 18 else 0
