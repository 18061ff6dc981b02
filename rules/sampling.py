"""Fast resampling of hidden cards for bot search (determinisation), shared by any engine.

`random.shuffle` costs one Python-level call per card; a bot samples thousands of hidden hands
a second. `scramble(cards, rng)` reorders a list of small ints (card ids) by one of a bank of
precomputed random permutations, picked with `rng`: a C-level sort with a C-level key. Each
sample is a uniformly random order of the cards given, from a bank of 1,024 orders, which is
plenty for search and reproducible from the rng.
"""
from __future__ import annotations

import random

from .core import GameRng

BANK_SIZE = 1024
_IDS = 256  # card ids below this are supported (every pack or deck in the project)
_bank: list[list[int]] = []


def _build_bank() -> None:
    maker = random.Random(20240611)
    for _ in range(BANK_SIZE):
        ranks = list(range(_IDS))
        maker.shuffle(ranks)
        _bank.append(ranks)


def scramble(cards: list[int], rng: GameRng) -> None:
    """Shuffle `cards` (ints in 0..255) in place, quickly, with randomness from `rng`."""
    if not _bank:
        _build_bank()
    cards.sort(key=_bank[int(rng.random() * BANK_SIZE)].__getitem__)
