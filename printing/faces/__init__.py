"""Card face renderers, one module per game, found by the game's slug.

`printing/faces/<slug with underscores>.py` draws that game's faces; a game without one prints
with the generic face built from its card schema (`generic.py`), so a new game prints with no
new code. A face module provides:

    draw_face(box: CardBox, card: dict, printing: dict | None, game: Game) -> None
    draw_back(box: CardBox, card: dict | None, game: Game) -> None      # optional

`card` is plain card data (see cardbase/data), `printing` one of its printings or None.
"""
from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType

from . import generic


@lru_cache(maxsize=None)
def face_module(slug: str) -> ModuleType:
    """The face module registered for a game slug, or the generic face."""
    name = f"{__name__}.{slug.replace('-', '_')}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:  # the module exists but something it imports is missing: say so
            raise
        return generic


def draw_face(slug: str):  # noqa: ANN201 - returns the module's function
    return face_module(slug).draw_face


def draw_back(slug: str):  # noqa: ANN201
    return getattr(face_module(slug), "draw_back", generic.draw_back)
