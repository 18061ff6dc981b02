"""Card pools a deck can be restricted to (a sealed pool), provided by other apps.

An app registers a provider (`register`) that answers, for a deck, the pool it is built from or
None. The builder then searches only the pool's cards, refuses more copies than the pool holds,
and the format check receives the pool as `options["pool"]`. The decks app knows nothing else
about where pools come from.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import DeckCard


@dataclass(frozen=True)
class Pool:
    counts: Mapping[int, int]  # card id -> copies in the pool
    deck_cards: Sequence[DeckCard]  # the pool as the format check takes it
    name: str
    url: str = ""
    template: str = ""  # a partial the builder shows above the search (the pool, a clock...)
    context: Mapping[str, Any] = field(default_factory=dict)


Provider = Callable[[Any], "Pool | None"]
_providers: list[Provider] = []


def register(provider: Provider) -> None:
    if provider not in _providers:
        _providers.append(provider)


def pool_of(deck: Any) -> Pool | None:
    if deck is None or getattr(deck, "pk", None) is None:
        return None
    for provider in _providers:
        found = provider(deck)
        if found is not None:
            return found
    return None


def pool_cards(deck: Any) -> Sequence[DeckCard] | None:
    found = pool_of(deck)
    return None if found is None else found.deck_cards
