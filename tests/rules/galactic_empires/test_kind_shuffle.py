"""The action `shuffle` (issue 25): a player's deck or discard pile is shuffled, through the match's
seeded RNG ("Owner of the discard pile shuffles the discard pile": the H7 Time Typhoon). Synthetic
cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, B, duel, play

SCRAMBLER = mk("O4", "Test Scrambler")


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(SCRAMBLER, '[[on_play]]\neffect = "shuffle"\npile = "discard"\nwhose = "opponent"\n')


def test_the_opponents_discard_pile_is_shuffled_and_nothing_else_moves() -> None:
    wrecks = [(f"w{n}", mk("S2", f"Test Wreck {n}"), None) for n in range(12)]
    s, ids = duel(theirs=wrecks, hand=[SCRAMBLER])
    for label, _, _ in wrecks:
        Position(s).remove(ids[label])
    pile = list(s.discard[s._dk(B)])
    mine = list(s.discard[s._dk(A)])
    deck = list(s.deck[s._dk(B)])
    play(s, SCRAMBLER["key"])
    assert sorted(s.discard[s._dk(B)]) == sorted(pile) and s.discard[s._dk(B)] != pile  # the same cards, in a new order
    assert s.deck[s._dk(B)] == deck  # his deck untouched
    assert s.discard[s._dk(A)][:len(mine)] == mine  # the player's own pile keeps its order (the card goes on top)
