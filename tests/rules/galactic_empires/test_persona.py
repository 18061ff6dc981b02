"""Persona class cards (v2.1 "PERSONA CLASS RULES": "Only one of a given persona class card may be in
play in any of the fleets at any one time. If a persona class card is in play no player may play a
second such persona class card until the first is discarded"), on synthetic cards tagged Persona."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk, skip_to
from .test_effects_cards import A, duel, hand_card

HERO = mk("S4", "Test Hero", tags=["Persona"])
PLAIN = mk("S4", "Test Plain")


def _playable(s, key: str, seat: int = A) -> bool:
    c = hand_card(s, key, seat)
    return any(a["type"] == "play" and a["card"] == c for a in s.legal_actions(seat))


def test_a_persona_in_play_in_any_fleet_bars_a_second_copy():
    for mine in (True, False):
        placed = [("h", HERO, None)]
        s, ids = duel(**({"mine": placed} if mine else {"theirs": placed}), hand=[HERO, PLAIN])
        skip_to(s, "play_a")
        assert not _playable(s, "s4-test-hero") and _playable(s, "s4-test-plain")
        Position(s).remove(ids["h"])  # discarded: the card may be played again
        assert _playable(s, "s4-test-hero")


def test_a_card_not_persona_may_be_played_twice():
    s, _ = duel(mine=[("p", PLAIN, None)], hand=[PLAIN])
    skip_to(s, "play_a")
    assert _playable(s, "s4-test-plain")
