"""The games Sector HQ knows, found by slug: `rules.get("galactic-empires")`, `rules.all()`.

Pure Python: nothing under rules/ imports Django. A game is added by adding a package here
(its `GAME` object) and its card data under cardbase/data/.
"""
from __future__ import annotations

import importlib

from .core import Game, UnknownGame

__all__ = ["Game", "UnknownGame", "all", "get", "slugs"]

# Order is the order the site lists them in.
GAME_PACKAGES: tuple[str, ...] = (
    "galactic_empires",
    "interstellar_empire",
    "spark_of_war",
    "empires",
    "imperium_galacticum",
)

_registry: dict[str, Game] | None = None


def _load() -> dict[str, Game]:
    global _registry
    if _registry is None:
        games: dict[str, Game] = {}
        for package in GAME_PACKAGES:
            game = importlib.import_module(f"{__name__}.{package}").GAME
            games[game.slug] = game
        _registry = games
    return _registry


def all() -> list[Game]:  # noqa: A001 - the registry's public name
    """Every registered game, in display order."""
    return list(_load().values())


def get(slug: str) -> Game:
    """The game registered under `slug`; UnknownGame (a KeyError) otherwise."""
    try:
        return _load()[slug]
    except KeyError:
        raise UnknownGame(slug) from None


def slugs() -> list[str]:
    return list(_load())
