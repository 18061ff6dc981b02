"""More expansion cards whose text the card language says, written as data (issue 26, branch h):
each scenario plays the real card from the project's data and asserts what its text states.

Allied Forces and Piracy printings whose rules text is a fully modelled card's, word for word (their
printed special weapons, auxiliary shields, maneuvering thrusters and electronic warfare systems, are
stats, as on the printings whose stats say it all): the escorts (the S3 Garshain Tribe Escort's
text), the scouts (the S3 Erodi Scout Destroyer's) and a carrier that rearms its shuttles (the S5
Zedan Carrier's).

Rules read first: GEerrata, the Allied Forces card texts (the S5 Tarra'ki Heavy Escort's and the S4
Trochilidae Scout Cruiser's texts in full, which their scans cut short); GErulesv21 "AUXILIARY
SHIELDS" and "MANEUVERING THRUSTERS" (the printed special weapons). The cards have no FAQ or Q&A
entries of their own.
"""
from __future__ import annotations

import pytest

from .helpers import card
from .test_effects_cards import rearms
from .test_effects_more_expansions import escort_of_seven_or_more, scout

SCENARIOS = {
    **{identity: escort_of_seven_or_more(identity) for identity in (
        "S2|tarraki escort", "S5|tarraki heavy escort", "S2|trochilidae escort", "S4|trochilidae heavy escort",
    )},
    **{identity: scout(identity) for identity in (
        "S3|tarraki scout", "S4|trochilidae scout cruiser", "S2|leopan scout frigate",
    )},
    "S4|tarraki light carrier": rearms("S4|tarraki light carrier"),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
