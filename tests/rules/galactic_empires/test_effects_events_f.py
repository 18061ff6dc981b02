"""Hazard, luck and occurrence cards of the Primary and Universe Editions outside the sample decks,
written as data in the card language (issue 25): each scenario plays the real card from the
project's data and asserts what its text states (amounts, targets, duration, whose choice, where
the card goes afterwards).

Rules read first: GEfaq "Removed from play", "Complete Turn"; GEqa on Time Warp (a complete turn);
the cards' FAQ, Q&A and errata entries (none name these cards unless a scenario says so).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, CRUISER, SMALL, damage, duel, hand_card, in_play, pass_turns, play
from .test_effects_more_expansions import in_discard
from .test_effects_more_language import pass_reactions

HULK = mk("S9", "Test Hulk")


def time_warp_ten_takes_a_stack_out_of_play_for_ten_complete_turns() -> None:
    identity = "H10|time warp"
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None)], hand=[identity])
    warp = hand_card(s, identity)
    play(s, identity, on=ids["b"])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "on": ids["b"]} not in s.legal_actions(A)
    assert ids["b"] not in Position(s).firers(B)
    pass_turns(s, 2 * 10 - 1)  # nine complete turns and B's tenth: still out of play
    assert warp in s.ip
    pass_turns(s, 1)
    assert warp not in s.ip and in_discard(s, warp)
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "on": ids["b"]} in s.legal_actions(A)


def cosmic_cyclone_does_three_a_turn_to_a_ship_or_base_for_three_turns() -> None:
    identity = "H6|cosmic cyclone"
    s, ids = duel(theirs=[("y", HULK, None), ("t", mk("T4", "Test Moon"), None)], hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert ids["y"] in plays and ids["t"] not in plays  # a ship or base, never terrain
    play(s, identity, on=ids["y"])
    assert sum(damage(s, ids["y"])) == 3
    cyclone = in_play(s, identity)
    pass_turns(s, 2)
    skip_to(s, "play_a")
    act(s, "operate", card=cyclone)  # its player's next turn: three more
    assert sum(damage(s, ids["y"])) == 6
    pass_turns(s, 3)
    assert cyclone in s.ip
    pass_turns(s, 1)
    assert cyclone not in s.ip and in_discard(s, cyclone)


def structural_degeneration_leaves_a_derelict_until_eight_repair_points() -> None:
    identity = "O8|structural degeneration"
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None), ("r", mk("T5", "Dock", gen_repair=8), None)],
                  hand=[identity])
    play(s, identity, on=ids["b"])
    derelict = in_play(s, identity)
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)  # it does not protect its HQ
    end_turn(s, draws=0)
    assert s.phase == "alloc" and not s.ip[ids["b"]]["w"]  # B's allocation: the derelict cannot be engaged
    for _ in range(7):  # one repair point at a time
        act(s, "repair", card=derelict, part="negate")
    assert derelict in s.ip
    act(s, "repair", card=derelict, part="negate")  # the eighth: discarded
    assert derelict not in s.ip and in_discard(s, derelict)


def breached_city_leaves_a_base_just_played_at_one_strength_point_shields_intact() -> None:
    identity = "O6|breached city"
    base = mk("B6", "Test Starbase", shields=3)
    s, ids = duel(mine=[("t", mk("T4", "Test Moon"), None)], hand=[base], hand_b=[identity])
    skip_to(s, "play_a")
    b = hand_card(s, base["key"])
    act(s, "play", card=b, on=ids["t"])
    assert s.pending[-1]["p"] == B
    c = hand_card(s, identity, seat=B)
    act(s, "react", card=c, reaction="reaction0", on=b)
    pass_reactions(s)
    assert b in s.ip and damage(s, b) == (0, 6 - 1)  # (shield damage, structural damage)
    assert Position(s).strength(b) - s.ip[b]["hd"] == 1 and Position(s).shields(b) == 3
    assert in_discard(s, c, B)


SCENARIOS = {
    "H10|time warp": time_warp_ten_takes_a_stack_out_of_play_for_ten_complete_turns,
    "H6|cosmic cyclone": cosmic_cyclone_does_three_a_turn_to_a_ship_or_base_for_three_turns,
    "O8|structural degeneration": structural_degeneration_leaves_a_derelict_until_eight_repair_points,
    "O6|breached city": breached_city_leaves_a_base_just_played_at_one_strength_point_shields_intact,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
