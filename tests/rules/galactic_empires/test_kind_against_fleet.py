"""The card test `against_fleet` and the event test `against` (issue 25): another player's card
standing against the controller's fleet (on one of his stacks, or played against his fleet), and a
card being played so ("It may affect cards being played against the fleet and cards that were
previously played against the fleet": GEerrata R/L7 Temporal Correction). Serves the R/L7 Temporal
Correction. Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from .helpers import act, mk, place, skip_to
from .test_effects_cards import A, B, CRUISER, duel, hand_card, targets_of

CORRECTOR = mk("L7", "Test Corrector", reaction=True)
JINX = mk("H1", "Test Jinx")
BOON = mk("E1", "Test Boon")


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(CORRECTOR, '[[play]]\neffect = "target"\nselect = { where = { against_fleet = true } }\n'
                      '[[on_play]]\neffect = "discard"\nto = "target"\n'
                      '[[reaction]]\neffect = "react"\non = "card_played"\nif = { event = { against = "own" } }\n'
                      'do = [{ effect = "negate" }]\n')
    script(JINX, '[[play]]\neffect = "equip"\nwhere = "opp_ship"\n')
    script(BOON, '[[play]]\neffect = "equip"\nwhere = "own_ship"\n')


def test_only_another_players_cards_standing_against_the_fleet_are_found() -> None:
    s, ids = duel(mine=[("x", CRUISER, None), ("b", BOON, "x")],
                  theirs=[("y", CRUISER, None), ("b2", BOON, "y"), ("fc", mk("M3", "Test Fleet Pest"), None)],
                  hand=[CORRECTOR], hand_b=[JINX])
    jb = place(s, B, JINX["key"], ids["x"])  # B's card on A's ship
    s.ip[ids["fc"]]["vs"] = A  # B's card played against A's fleet
    assert s.ip[jb]["c"] == B and s.ip[jb]["loc"] == ids["x"]
    assert targets_of(s, CORRECTOR["key"]) == {jb, ids["fc"]}  # neither A's own cards nor B's in B's own fleet


def test_a_card_being_played_against_the_fleet_may_be_answered() -> None:
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[JINX, BOON], hand_b=[CORRECTOR])
    skip_to(s, "play_a")
    b = hand_card(s, BOON["key"])
    act(s, "play", card=b, on=ids["x"])  # a card on A's own ship: not against B's fleet
    assert not s.pending or not any(a["type"] == "react" for a in s.legal_actions(B))
    while s.pending:
        act(s, "pass")
    j = hand_card(s, JINX["key"])
    act(s, "play", card=j, on=ids["y"])  # onto B's ship: against his fleet
    assert s.pending and s.pending[-1]["p"] == B
    act(s, "react", card=hand_card(s, CORRECTOR["key"], seat=B), reaction="reaction0")
    while s.pending:
        act(s, "pass")
    assert j not in s.ip  # negated
