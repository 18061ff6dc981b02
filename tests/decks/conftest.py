"""Fixtures for the deck tests: users, and decks built from the real card data."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardbase.selectors import game_card_by_key
from decks import services
from decks.models import Deck

DECKS_DIR = Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires" / "decks"

# A legal primary-standard Argonian deck for 2 players: 9 types of 5+ cards, all strength 1
# (a one-step ladder), 10 Argonian Patrol Ships of which 2 form the reserve fleet.
LEGAL_ARGONIAN: list[tuple[str, int, str]] = [
    ("s1-argonian-patrol-ship", 8, "deck"),
    ("s1-argonian-patrol-ship", 2, "reserve"),
    ("t1-apollo-body", 5, "deck"),
    ("b1-anti-starcraft", 5, "deck"),
    ("c1-boarding-party", 5, "deck"),
    ("e1-armor-system-refit", 5, "deck"),
    ("o1-breakdown", 5, "deck"),
    ("h1-cosmic-cataclysm", 5, "deck"),
    ("m1-aesthetic-creature", 5, "deck"),
    ("l1-collectors-artifact-wizards-orb", 5, "deck"),
]
KREBIZ_SHIP = "s1-krebiz-escort-capsule"


@pytest.fixture
def owner(django_user_model):
    return django_user_model.objects.create_user("owner", password="pw-owner-12345")


@pytest.fixture
def stranger(django_user_model):
    return django_user_model.objects.create_user("stranger", password="pw-stranger-12345")


@pytest.fixture
def owner_client(client, owner):
    client.force_login(owner)
    return client


def entries_of(spec: list[tuple[str, int, str]], game: str = "galactic-empires") -> list[dict[str, Any]]:
    by_key = game_card_by_key(game)
    return [{"card": by_key[key]["id"], "count": count, "zone": zone} for key, count, zone in spec]


@pytest.fixture
def make_deck(owner) -> Callable[..., Deck]:
    def make(spec: list[tuple[str, int, str]] | None = None, *, user: Any = None, game: str = "galactic-empires", **kwargs: Any) -> Deck:
        entries = entries_of(spec if spec is not None else LEGAL_ARGONIAN, game)
        kwargs.setdefault("name", "Argonian test deck")
        return services.deck_create(owner=user or owner, game=game, entries=entries, **kwargs)

    return make


@pytest.fixture
def legal_deck(make_deck) -> Deck:
    return make_deck(format="primary-standard", players=2)


def dek_file(name: str) -> bytes:
    return (DECKS_DIR / f"{name}.dek").read_bytes()
