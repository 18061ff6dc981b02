"""More expansion cards whose text the card language says, written as data (issue 26, branch h):
each scenario plays the real card from the project's data and asserts what its text states.

Allied Forces and Piracy printings whose rules text is a fully modelled card's, word for word (their
printed special weapons, auxiliary shields, maneuvering thrusters and electronic warfare systems, are
stats, as on the printings whose stats say it all): the escorts (the S3 Garshain Tribe Escort's
text), the scouts (the S3 Erodi Scout Destroyer's) and a carrier that rearms its shuttles (the S5
Zedan Carrier's). The Trade Ships (AF S7, Pir S5) convert a card play into a card draw or a draw into
a play (the `turn_limits` action).

Rules read first: GEerrata, the Allied Forces card texts (the S5 Tarra'ki Heavy Escort's and the S4
Trochilidae Scout Cruiser's texts in full, which their scans cut short); GErulesv21 "AUXILIARY
SHIELDS" and "MANEUVERING THRUSTERS" (the printed special weapons). The cards have no FAQ or Q&A
entries of their own.
"""
from __future__ import annotations

import pytest

from .helpers import act, card, end_turn, skip_to
from .test_effects_cards import A, duel, rearms
from .test_effects_more_expansions import escort_of_seven_or_more, scout

def _operates(s, c: int) -> set[str]:
    return {a["ability"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == c}


def trade_ship(identity: str):
    """"Each turn, either 1 card play may be converted into 1 card draw (during the Draw Cards Phase)
    or 1 card draw may be converted into 1 card play": its player's pick, once a turn."""

    def scenario() -> None:
        s, ids = duel(mine=[("t", identity, None)])
        skip_to(s, "play_a")
        assert _operates(s, ids["t"]) == {"ability0", "ability1"}
        act(s, "operate", card=ids["t"], ability="ability0")  # a card play for a card draw
        assert s.plays == 1 and _operates(s, ids["t"]) == set()  # either ... or: one a turn
        skip_to(s, "draw")
        assert len(s.hand[A]) <= 9 and s.draws_left == 3  # 2 at nine or fewer, one more
        end_turn(s)
        end_turn(s)  # the opponent's turn
        skip_to(s, "play_a")
        assert s.plays == 0 and _operates(s, ids["t"]) == {"ability0", "ability1"}  # each turn
        act(s, "operate", card=ids["t"], ability="ability1")  # a card draw for a card play
        assert s.plays == -1 and _operates(s, ids["t"]) == set()  # four card plays this turn
        skip_to(s, "draw")
        assert s.draws_left == (1 if len(s.hand[A]) <= 9 else 0)  # one card fewer
        s2, ids2 = duel(mine=[("t", identity, None)])
        skip_to(s2, "play_a")
        s2.plays = 3  # no card play left to convert
        assert _operates(s2, ids2["t"]) == {"ability1"}

    return scenario


SCENARIOS = {
    **{identity: escort_of_seven_or_more(identity) for identity in (
        "S2|tarraki escort", "S5|tarraki heavy escort", "S2|trochilidae escort", "S4|trochilidae heavy escort",
    )},
    **{identity: scout(identity) for identity in (
        "S3|tarraki scout", "S4|trochilidae scout cruiser", "S2|leopan scout frigate",
    )},
    "S4|tarraki light carrier": rearms("S4|tarraki light carrier"),
    "S7|trade ship": trade_ship("S7|trade ship"),
    "S5|trade ship": trade_ship("S5|trade ship"),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
