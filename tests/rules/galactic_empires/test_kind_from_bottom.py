"""The selector field `from_bottom` (issue 26): with a count and no choose, the cards of a deck or
discard pile nearest its bottom, not its top ("Draw a number of cards from the bottom of the deck":
the L9 Discard Equivalency). Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires import effects
from rules.galactic_empires.effects.loader import ScriptError
from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, duel, hand_card, play

DIGGER = mk("O4", "Test Digger")
SKIMMER = mk("O4", "Test Skimmer")


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(DIGGER, '[[on_play]]\neffect = "move"\nwhat = { zone = "deck", owner = "own", count = 2, from_bottom = true }\nto = "hand"\n')
    script(SKIMMER, '[[on_play]]\neffect = "move"\nwhat = { zone = "deck", owner = "own", count = 2 }\nto = "hand"\n')


@pytest.mark.parametrize(("card", "bottom"), [(DIGGER, True), (SKIMMER, False)])
def test_the_cards_nearest_the_bottom_or_the_top(card, bottom: bool) -> None:
    s, _ = duel(hand=[card])
    deck = list(Position(s).deck_of(A))
    hand = set(s.hand[A]) - {hand_card(s, card["key"])}
    play(s, card["key"])
    taken = deck[:2] if bottom else deck[-2:]
    assert set(s.hand[A]) == hand | set(taken)
    assert Position(s).deck_of(A) == [c for c in deck if c not in taken]


def test_it_needs_a_deck_or_discard_pile_and_a_count(script) -> None:
    with pytest.raises(ScriptError, match="from_bottom"):
        script(mk("O4", "Test Bad"), '[[on_play]]\neffect = "move"\nwhat = { zone = "hand", owner = "own", count = 1, from_bottom = true }\nto = "deck_top"\n')
    assert effects
