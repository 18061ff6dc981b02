"""The reaction `on = "allocation"` (effects/kinds/sections.py REACT_TO) and gain_points' `who`: an
opponent's Point Allocation Phase begins, his points generated, and a reaction card changes them
(v2.1 "PLAYING REACTION CARDS": "Point allocation" can be reacted to). A negative gain takes points
from the pool of the player allocating, never below none."""
from __future__ import annotations

import pytest

from .helpers import act, end_turn, mk
from .test_effects_cards import A, B, duel, hand_card

DELAY = mk("R/O2", "Test Delay")
GIFT = mk("R/O2", "Test Gift")
FARM = mk("T9", "Test Farm", gen_supply=6, gen_energy=2)


@pytest.fixture(autouse=True)
def reactions(script) -> None:
    script(DELAY, '[[reaction]]\neffect = "react"\non = "allocation"\n'
                  'do = [{ effect = "gain_points", points = { supply = -4, energy = -4 }, who = "active" }]\n')
    script(GIFT, '[[reaction]]\neffect = "react"\non = "allocation"\n'
                 'do = [{ effect = "gain_points", points = { supply = 3 } }]\n')


def to_bs_allocation(hand):
    s, ids = duel(theirs=[("t", FARM, None)], hand=hand)
    end_turn(s, draws=0)  # B's turn: his Point Allocation Phase begins
    assert s.active == B and s.phase == "alloc"
    return s, ids


def test_a_reaction_to_an_opponents_allocation_takes_his_points_never_below_none() -> None:
    s, _ = to_bs_allocation([DELAY])
    assert s.pool["supply"] == 6 and s.current_players() == [A]  # A may react
    r = hand_card(s, DELAY["key"])
    act(s, "react", card=r, reaction="reaction0")
    while s.pending:
        act(s, "pass")
    assert (s.pool["supply"], s.pool["energy"]) == (2, 0)
    assert r in s.discard[A] and s.phase == "alloc" and s.current_players() == [B]


def test_the_window_may_be_passed() -> None:
    s, _ = to_bs_allocation([DELAY])
    act(s, "pass")
    assert s.pool["supply"] == 6 and s.current_players() == [B]


def test_points_for_the_controller_are_not_the_active_players() -> None:
    s, _ = to_bs_allocation([GIFT])
    act(s, "react", card=hand_card(s, GIFT["key"]), reaction="reaction0")
    while s.pending:
        act(s, "pass")
    assert s.pool["supply"] == 6  # the gift's controller (A) is not allocating: nothing


def test_no_window_on_the_players_own_allocation() -> None:
    s, _ = duel(theirs=[("t", FARM, None)], hand_b=[DELAY])
    end_turn(s, draws=0)
    assert s.current_players() == [B] and not s.pending  # B holds it, B allocates: no window
