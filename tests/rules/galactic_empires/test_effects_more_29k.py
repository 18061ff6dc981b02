"""Cards scripted for the rulings suite (issue 29, branch 29k), each played in a scenario: what its
text (and its FAQ, Q&A and errata entries) says happens. The numbers come from the card's text."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, mk, skip_to
from .test_effects_cards import damage
from .test_effects_more_psy import PALADIN, PLANETESIMAL, legal, psy_duel, use

TERRAIN_FIELD = "F4|terrain field"


def terrain_field_damages_a_terrain_or_destroys_one_of_ten_or_less():
    """"2- Cause 2 points of card damage to a terrain card. 5- ... 5 points ... 8- ... 8 points ... 10-
    Destroy any terrain card of equal or lower strength than this card." GEerrata: the level 10
    function destroys a terrain of strength 10 or less, "It does not apply card damage. It either
    destroys the terrain or it does nothing." (A Paladin, 8, with a Planetesimal's 2 reaches 10.)"""
    mine = [("f", TERRAIN_FIELD, "sun"), ("p", PALADIN, "sun"), ("pl", PLANETESIMAL, None)]
    for level, fn in ((2, 0), (5, 1), (8, 2)):
        s, ids = psy_duel(mine=mine, theirs=[("t", mk("T9", "Test Giant"), None)])
        use(s, ids["p"], ids["f"], fn, on=ids["t"])
        assert damage(s, ids["t"]) == (0, level)  # card damage, no shields on it
    s, ids = psy_duel(mine=mine, theirs=[("t", mk("T10", "Test Great World"), None), ("s", mk("T6", "Test Star"), None),
                                         ("c", mk("T5", "Test Planet"), "s"), ("x", mk("S9", "Test Hulk"), None)])
    s.ip[ids["c"]]["cmb"] = True  # combined with the star: one terrain of strength 11
    assert Position(s).strength(ids["s"]) == 11
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["s"])  # 11 > 10
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["x"])  # terrain only
    act(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["t"])
    assert ids["t"] not in s.ip and ids["t"] in s.discard[s._dk(1)]  # destroyed, no damage points


CARD_SCENARIOS = {
    TERRAIN_FIELD: terrain_field_damages_a_terrain_or_destroys_one_of_ten_or_less,
}


@pytest.mark.parametrize("identity", sorted(CARD_SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    CARD_SCENARIOS[identity]()
