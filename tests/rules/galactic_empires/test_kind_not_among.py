"""The selector field `not_among` (issue 25): none of the cards a reference names (an escape pod's
crew go to "another location": not the unit about to be destroyed)."""
from __future__ import annotations

from rules.galactic_empires.effects import lang

from .helpers import mk
from .test_effects_cards import A, CRUISER, duel

OTHER = mk("S4", "Test Other Hull")
THIRD = mk("S2", "Test Third Hull")


def test_not_among_leaves_out_the_cards_the_reference_names() -> None:
    s, ids = duel(mine=[("a", CRUISER, None), ("b", OTHER, None), ("c", THIRD, None)])
    ctx = s._ctx(A, ids["a"])
    ctx["v"]["gone"] = [ids["b"]]
    ships = {ids["a"], ids["b"], ids["c"]}
    assert set(s._select(ctx, {"types": "S", "owner": "own"})) == ships
    assert set(s._select(ctx, {"types": "S", "owner": "own", "not_among": "$gone"})) == ships - {ids["b"]}
    assert set(s._select(ctx, {"types": "S", "owner": "own", "not_among": "self"})) == ships - {ids["a"]}
    assert s._selects(ctx, {"types": "S", "not_among": "$gone"}, ids["c"])
    assert not s._selects(ctx, {"types": "S", "not_among": "$gone"}, ids["b"])


def test_not_among_is_a_reference_checked_at_load() -> None:
    assert lang.SELECTOR_CHOOSE.error({"types": "S", "not_among": "event_card"}) is None
    assert lang.SELECTOR_FILTER.error({"types": "S", "not_among": "event_card"}) is None
    assert "not_among" in (lang.SELECTOR_CHOOSE.error({"not_among": 3}) or "")
