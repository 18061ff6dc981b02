"""More expansion cards whose text the card language says, written as data (issue 26, fourth batch):
each scenario plays the real card from the project's data and asserts what its text states.
Families: Mechad patrol ships "played with a full strength EMF" (the `playable full_emf` entry).

Rules read first: v2.1 "ELECTROMAGNETIC FIELD (EMF)" ("The maximum strength of the EMF is twice the
strength of the ship"; a ship played from the hand otherwise gets a free EMF equal to its strength);
the cards' FAQ, Q&A and errata entries (none name these cards).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, skip_to
from .test_effects_cards import A, B, duel, hand_card, play, returns_to_hand
from .test_effects_more_language import pass_reactions


def played_with_a_full_strength_emf(identity: str) -> None:
    s, _ = duel(hand=[identity])
    c = hand_card(s, identity)
    play(s, identity)
    strength = s.ci[c].st
    assert s.ip[c]["emf"] == 2 * strength and Position(s).shields(c) == 2 * strength


def mechad_patrol_ship(identity: str):
    def scenario() -> None:
        played_with_a_full_strength_emf(identity)
        returns_to_hand(identity)()

    return scenario


def mechad_patrol_scout_enters_with_a_full_emf_and_views_an_opponent_deck_top() -> None:
    identity = "S1|mechad patrol scout"
    played_with_a_full_strength_emf(identity)
    s, ids = duel(mine=[("scout", identity, None)])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["scout"], ability="ability0")
    pass_reactions(s)
    seen = s.view(A)["seen"]
    assert [c["id"] for c in seen] == [Position(s).deck_of(B)[-1]] and seen[0]["where"] == "deck"
    assert s.view(B)["seen"] == []  # his alone
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn


SCENARIOS = {
    "S1|mechad patrol ship": mechad_patrol_ship("S1|mechad patrol ship"),
    "S1|mechad patrol ship leader": mechad_patrol_ship("S1|mechad patrol ship leader"),
    "S1|mechad patrol scout": mechad_patrol_scout_enters_with_a_full_emf_and_views_an_opponent_deck_top,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
