"""The card test `combined` (issue 25): a terrain card that is part of combined terrain (combined
with another terrain card, or one another terrain card is combined with; GEfaq "Combined"), or not:
"Played to a single terrain card (not combined terrain)", "played to any uncombined terrain". Serves
H8 Quark, H4 Gravity Well, C3 Orbital Engineer, O2 Firesuit Malfunction and the GI orgons."""
from __future__ import annotations

import pytest

from .helpers import mk
from .test_effects_cards import CRUISER, duel, play, targets_of

SEEKER = mk("H3", "Test Loner Seeker")
WORLD = mk("T6", "Test World")
BASE_WORLD = mk("T5", "Test Base World")


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(SEEKER, '[[play]]\neffect = "target"\n'
                   'select = { types = "T", owner = "own", where = { combined = false } }\n'
                   '[[on_play]]\neffect = "place"\non = "target"\n')


def test_a_terrain_with_a_terrain_combined_onto_it_is_combined_terrain() -> None:
    s, ids = duel(mine=[("w", WORLD, None), ("b", BASE_WORLD, None), ("x", CRUISER, None), ("c", mk("B3", "Test Fort"), "w")],
                  hand=[SEEKER, "T1|planetary storm"])
    assert targets_of(s, SEEKER["key"]) == {ids["w"], ids["b"]}  # a card on it (a base) combines nothing
    play(s, "T1|planetary storm", on=ids["b"])
    storm = next(c for c in s.ip if s.ci[c].card["identity"] == "T1|planetary storm")
    assert s.ip[storm]["cmb"]
    assert targets_of(s, SEEKER["key"]) == {ids["w"]}  # the terrain combined with the storm: no more
    ctx = s._ctx(0, ids["x"])
    assert s._subject_ok(ctx, ids["b"], {"combined": True}) and s._subject_ok(ctx, storm, {"combined": True})
    assert s._subject_ok(ctx, ids["w"], {"combined": False})
