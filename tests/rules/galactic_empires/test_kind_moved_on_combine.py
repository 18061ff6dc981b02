"""The rule event `moved` when Krebiz components combine (issue 25): the cards on the component that
joins the other move onto the combination, and each is announced as moved (to the combination), so
a card may answer it ("Is returned to owner's hand if a cruiser is played on the capsule"). Serves E1
Capsule Engine Pack."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import A, duel, hand_card

CRUISER = mk("S5", "Test Krebiz Cruiser", main_empire="Krebiz", shields=2, phasers=2)
CAPSULE = mk("S2", "Test Krebiz Capsule", main_empire="Krebiz", shields=1, phasers=1)
BEACON = mk("E2", "Test Beacon")
SCRIPT = '''
[[play]]
effect = "equip"
where = "own_ship"

[[trigger]]
effect = "when"
on = "moved"
do = [{ effect = "draw", count = 2 }]
'''


def test_the_cards_on_a_capsule_a_cruiser_is_played_on_are_announced_as_moved(script) -> None:
    script(BEACON, SCRIPT)
    s, ids = duel(mine=[("cap", CAPSULE, None), ("b", BEACON, "cap")], hand=[CRUISER])
    skip_to(s, "play_a")
    cruiser = hand_card(s, CRUISER["key"])
    hand = len(s.hand[A])
    act(s, "play", card=cruiser, on=ids["cap"])
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["b"]]["loc"] == cruiser and s.ip[ids["cap"]]["loc"] == cruiser  # onto the combination
    assert len(s.hand[A]) == hand - 1 + 2  # its trigger answered the move


def test_no_move_is_announced_for_a_capsule_played_onto_a_cruiser(script) -> None:
    script(BEACON, SCRIPT)
    s, ids = duel(mine=[("cr", CRUISER, None), ("b", BEACON, "cr")], hand=[CAPSULE])
    skip_to(s, "play_a")
    capsule = hand_card(s, CAPSULE["key"])
    hand = len(s.hand[A])
    act(s, "play", card=capsule, on=ids["cr"])
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["b"]]["loc"] == ids["cr"] and s.ip[capsule]["loc"] == ids["cr"]
    assert len(s.hand[A]) == hand - 1  # the beacon stayed where it was
