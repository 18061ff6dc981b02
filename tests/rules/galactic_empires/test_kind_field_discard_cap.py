"""A field function `discard` with a number for `max_strength` (issue 29): it discards a card of
that strength or less, whatever the psy's strength; with "strength" (or none), of the psy's strength
for the function or less. GEerrata "F4 Terrain Field": the level 10 function destroys "any terrain
of equal or lesser strength than the function (i.e., strength 10 or less)". Serves F4 Terrain Field."""
from __future__ import annotations

import pytest

from .helpers import act, mk, skip_to
from .test_effects_more_psy import DUELIST, legal, psy_duel

CAPPED = mk("F2", "Test Capped Field", cost_energy=1)
UNCAPPED = mk("F2", "Test Open Field", cost_energy=1)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    for card, cap in ((CAPPED, ", max_strength = 3"), (UNCAPPED, "")):
        script(card, '[[rules]]\neffect = "field"\ndisciplines = ["Psycanti"]\n'
                     f'functions = [{{ min = 1, do = "discard", types = "T"{cap} }}]\n')


@pytest.mark.parametrize(("field", "reach"), [(CAPPED, {"t3"}), (UNCAPPED, {"t3", "t5", "t7"})])
def test_a_number_caps_what_the_function_discards(field, reach) -> None:
    s, ids = psy_duel(mine=[("f", field, "sun"), ("p", DUELIST, "sun")],
                      theirs=[("t3", mk("T3", "Test Rock"), None), ("t5", mk("T5", "Test Moon"), None),
                              ("t7", mk("T7", "Test World"), None), ("t9", mk("T9", "Test Giant"), None)])
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    found = {k for k in ("t3", "t5", "t7", "t9") if legal(s, "psy", card=ids["p"], field=ids["f"], fn=0, on=ids[k])}
    assert found == reach  # the Duelist is 7: the cap, or his strength
