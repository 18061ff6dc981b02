"""The event test `whose = "host"` (issue 25): the event's player is the controller of the card this
card sits on (a hazard played on an opponent's ship acts on that ship's player's turns, whoever
else plays)."""
from __future__ import annotations

from rules.galactic_empires.effects import lang

from .helpers import mk
from .test_effects_cards import A, B, duel, play


def test_whose_host_is_the_player_of_the_unit_the_card_sits_on() -> None:
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["H3|magnetic cloud"])
    play(s, "H3|magnetic cloud", on=ids["y"])
    cloud = next(k for k in s.ip if s.ci[k].key == "h3-magnetic-cloud")
    ctx = s._ctx(s.ip[cloud]["c"], cloud)
    assert s.ip[cloud]["c"] == A and s.ip[ids["y"]]["c"] == B
    ctx["e"] = {"player": B}
    assert s._event_matches(ctx, {"whose": "host"})
    assert not s._event_matches(ctx, {"whose": "own"})
    ctx["e"] = {"player": A}
    assert not s._event_matches(ctx, {"whose": "host"})
    assert s._event_matches(ctx, {"whose": "own"})


def test_whose_host_on_a_card_on_no_card_never_holds() -> None:
    s, ids = duel(mine=[("x", mk("S4", "Test Hull"), None)])
    ctx = s._ctx(A, ids["x"])
    for p in (A, B):
        ctx["e"] = {"player": p}
        assert not s._event_matches(ctx, {"whose": "host"})


def test_whose_host_is_checked_at_load() -> None:
    assert lang.CONDITION.error({"event": {"whose": "host"}}) is None
    assert lang.CONDITION.error({"event": {"whose": "nobody"}}) is not None
