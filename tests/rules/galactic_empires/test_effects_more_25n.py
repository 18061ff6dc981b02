"""Universe Edition cards whose text the card language already says, written as data (issue 25):
each scenario plays the real card from the project's data and asserts what its text states (its
numbers, its targets, whose choice).

Rules read first: GEfaq "Combined" (terrain combined with terrain), GEqa "H8 Quark" (played to one
of its player's own terrain; he draws the cards), GEerrata "R/T2 Asteroid Shield (PoM/UE)"; no
FAQ, Q&A or errata entry names the other cards here.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import end_turn, mk, skip_to
from .test_effects_cards import A, B, CREW, CRUISER, PLANET, duel, hand_card, pass_turns, play, targets_of
from .test_effects_more_ne_g import only_in_a_deck_of


def populated_moon_lets_every_crew_card_played_to_it_cost_no_card_play() -> None:
    identity = "T2|moon populated moon"
    officer = "C2|science officer"
    s, ids = duel(mine=[("m", identity, None), ("x", CRUISER, None)], hand=[officer] * 4 + ["E2|phaser refit"])
    made = Position(s).produced(A)
    assert (made["economy"], made["energy"], made["ammunition"]) == (1, 2, 3)  # its printed points
    for _ in range(3):
        play(s, officer, on=ids["m"])
    assert s.plays == 0  # crew played to this terrain: no card play, however many
    play(s, officer, on=ids["x"])
    assert s.plays == 1  # a crew card played elsewhere counts
    play(s, "E2|phaser refit", on=ids["x"])
    assert s.plays == 2  # and any other card


SCENARIOS = {
    "B3|tufor mine platform": only_in_a_deck_of("B3|tufor mine platform", "Tufor"),
    "T2|moon populated moon": populated_moon_lets_every_crew_card_played_to_it_cost_no_card_play,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
