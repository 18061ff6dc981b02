"""The rulings suite (issue 29): one test per published play ruling, citing it by id with a quoted
phrase (`ruling`). rules.galactic_empires.rulings.catalogue() lists them; those the engine cannot
express yet are in rules/galactic_empires/published/unexpressed.toml with the reason, and
test_coverage.py checks every ruling is one or the other."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

from rules.galactic_empires import rulings

F = TypeVar("F", bound=Callable[..., Any])
CITED: dict[str, list[str]] = {}  # ruling id -> the tests citing it


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def ruling(ruling_id: str, quote: str) -> Callable[[F], F]:
    """Mark a test as the test of a published ruling; the quote must be the ruling's own words."""
    by_id = {r.id: r for r in rulings.catalogue()}
    found = by_id.get(ruling_id)
    if found is None:
        raise AssertionError(f"no ruling {ruling_id!r}")
    if _flat(quote) not in _flat(f"{found.topic} {found.text}"):
        raise AssertionError(f"{ruling_id} does not say {quote!r}")

    def mark(test: F) -> F:
        CITED.setdefault(ruling_id, []).append(f"{test.__module__}::{test.__name__}")
        return test

    return mark
