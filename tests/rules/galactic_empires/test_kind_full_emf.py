"""`playable` with `full_emf` (issue 26): "Played with a full strength EMF". v2.1 "ELECTROMAGNETIC
FIELD (EMF)": "The maximum strength of the EMF is twice the strength of the ship" and "a ship which is
played from the hand is given a free EMF strength equal to the strength of the ship"; a card saying
it is played with a full strength EMF enters play with the maximum instead."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, duel, hand_card, play

FULL = mk("S3", "Test Charged Drone", main_empire="Mechad", nodes=1, phasers=1)
PLAIN = mk("S3", "Test Plain Drone", main_empire="Mechad", nodes=1, phasers=1)
HULL = mk("S3", "Test Charged Hull", phasers=1)  # no EMF: nothing to charge


def test_a_mechad_ship_played_with_a_full_strength_emf_enters_with_twice_its_strength(script) -> None:
    script(FULL, '[[play]]\neffect = "playable"\nfull_emf = true\n')
    s, _ = duel(hand=[FULL, PLAIN])
    full, plain = hand_card(s, FULL["key"]), hand_card(s, PLAIN["key"])
    play(s, FULL["key"])
    play(s, PLAIN["key"])
    assert s.ip[full]["emf"] == 2 * 3 and Position(s).shields(full) == 6
    assert s.ip[plain]["emf"] == 3  # the free EMF equal to its strength


def test_full_emf_gives_a_unit_without_an_emf_no_shields(script) -> None:
    script(HULL, '[[play]]\neffect = "playable"\nfull_emf = true\n')
    s, _ = duel(hand=[HULL])
    c = hand_card(s, HULL["key"])
    play(s, HULL["key"])
    assert s.ip[c]["emf"] == 0 and Position(s).shields(c) == 0 and s.ip[c]["c"] == A
