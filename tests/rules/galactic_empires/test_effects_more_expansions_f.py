"""More expansion cards whose text the card language says, written as data (issue 26, sixth batch):
each scenario plays the real card from the project's data and asserts what its text states.
Printings whose rules text is a fully modelled card's, word for word (their printed special weapons
are stats, as on the modelled printings): the Council of Six ships whose stack takes no occurrence
(the S8 Battlecruiser's text), a scout that makes research or looks at an opponent's hand (the S3
Erodi Scout Destroyer's), and a carrier that rearms its shuttles and fighters (the S3 Corporate
Carrier's).

Rules read first: GErulesv21 (the Indirigan tribes: Council of Six is one); GEerrata (only the S10
Council of Six Tribe Battleship's printed costs). The cards have no FAQ, Q&A or errata entries of their
own.
"""
from __future__ import annotations

import pytest

from .helpers import card
from .test_effects_cards import rearms
from .test_effects_more_expansions import council_ship_stack_takes_no_occurrence, scout

SCENARIOS = {
    **{identity: council_ship_stack_takes_no_occurrence(identity) for identity in (
        "S9|dreadnought council of six tribe dreadnought", "S6|medium cruiser council of six tribe cruiser",
    )},
    "S1|zedan patrol scout zdi patrol scout": scout("S1|zedan patrol scout zdi patrol scout"),
    "S7|scorpead battle carrier": rearms("S7|scorpead battle carrier"),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
