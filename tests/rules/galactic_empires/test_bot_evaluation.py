"""The Galactic Empires bots' evaluation (botpolicy.evaluation, State.heuristic; issue 28): what
it prefers, in positions that differ in one thing only."""
from __future__ import annotations

from .helpers import mk
from .test_effects_cards import duel

A, B = 0, 1
GUN = mk("S4", "Test Gun", phasers=3, shields=1)
PAL = mk("S3", "Test Pal", shields=1)


def test_the_evaluation_is_a_margin_the_two_seats_share() -> None:
    s, _ = duel(mine=[("gun", GUN, None)], theirs=[("pal", PAL, None)])
    assert 0.0 < s.heuristic(A) < 1.0
    assert abs(s.heuristic(A) + s.heuristic(B) - 1.0) < 1e-12  # one seat's gain is the other's loss


def test_more_damage_on_the_opponents_sector_hq_looks_better() -> None:
    s, _ = duel(mine=[("gun", GUN, None)], theirs=[("pal", PAL, None)])
    before = s.heuristic(A)
    s.hq[B] += 5
    s.scored[A] += 5
    assert s.heuristic(A) > before
    s.hq[A] += 5
    s.scored[B] += 5
    assert abs(s.heuristic(A) - before) < 1e-12  # the same damage both ways: an even trade
