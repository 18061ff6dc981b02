"""The one application error type, and bounded parsing of the numbers users send.

Every service error (DeckError, MatchError, PrintError, CorrectionError, ...) is an
ApplicationError: a message for the person who asked, `extra` details and the HTTP `status` the
API answers with (config.api.exception_handler turns any of them into {"message", "extra"}).
No Django import here: pure code may raise these too.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# The largest integer a database column (bigint, SQLite's INTEGER) holds: anything larger sent
# on to a query fails there (OverflowError), so numbers are refused before.
MAX_DB_INT = 2**63 - 1
_INTEGER = re.compile(r"[+-]?[0-9]{1,19}")  # ASCII digits only: "²".isdigit() is True, int("²") fails


class ApplicationError(Exception):
    """A request the site refuses, with a message naming what is wrong."""

    status = 400

    def __init__(self, message: str, *, extra: Mapping[str, Any] | None = None, status: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.extra = dict(extra or {})
        if status is not None:
            self.status = status


class InputError(ApplicationError, ValueError):
    """A value the user sent that is malformed or out of bounds; `field` names it."""

    def __init__(self, field: str, message: str, *, status: int = 400) -> None:
        super().__init__(f"{field}: {message}", extra={"field": field}, status=status)
        self.field = field


def bounded_int(
    raw: Any,
    *,
    field: str,
    minimum: int = -MAX_DB_INT,
    maximum: int = MAX_DB_INT,
    default: int | None = None,
) -> int | None:
    """`raw` (an int or a string of ASCII digits) as an int within [minimum, maximum];
    `default` when it is absent (None or ""); InputError naming `field` otherwise."""
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return default
    if isinstance(raw, bool):
        raise InputError(field, f"expected a whole number, got {raw!r}")
    if isinstance(raw, int):
        value = raw
    elif isinstance(raw, str) and _INTEGER.fullmatch(raw.strip()):
        value = int(raw.strip())
    else:
        shown = raw if not isinstance(raw, str) or len(raw) <= 30 else raw[:30] + "..."
        raise InputError(field, f"expected a whole number, got {shown!r}")
    if value < minimum or value > maximum:
        raise InputError(field, f"must be between {minimum} and {maximum}, got {value if abs(value) < 10**30 else 'a larger number'}")
    return value


_TRUE, _FALSE = frozenset({"true", "1"}), frozenset({"false", "0"})


def bounded_bool(raw: Any, *, field: str) -> bool | None:
    """A query flag: "true"/"1" or "false"/"0"; None when absent; InputError naming `field` for
    anything else ("null", "yes", ...), never silently false."""
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return None
    text = str(raw).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    shown = raw if len(str(raw)) <= 30 else str(raw)[:30] + "..."
    raise InputError(field, f"expected true or false, got {shown!r}")
