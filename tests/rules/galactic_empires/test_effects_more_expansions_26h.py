"""More expansion cards whose text the card language says, written as data (issue 26, branch h):
each scenario plays the real card from the project's data and asserts what its text states.

Allied Forces and Piracy printings whose rules text is a fully modelled card's, word for word (their
printed special weapons, auxiliary shields, maneuvering thrusters and electronic warfare systems, are
stats, as on the printings whose stats say it all): the escorts (the S3 Garshain Tribe Escort's
text), the scouts (the S3 Erodi Scout Destroyer's) and a carrier that rearms its shuttles (the S5
Zedan Carrier's). The Pir O2 Early Warning answers a move against terrain (`react on = "moved"`,
`fire_phasers`). The Trade Ships (AF S7, Pir S5) convert a card play into a card draw or a draw into
a play (the `turn_limits` action).

Rules read first: GEerrata, the Allied Forces card texts (the S5 Tarra'ki Heavy Escort's and the S4
Trochilidae Scout Cruiser's texts in full, which their scans cut short); GErulesv21 "AUXILIARY
SHIELDS" and "MANEUVERING THRUSTERS" (the printed special weapons). The cards have no FAQ or Q&A
entries of their own.
"""
from __future__ import annotations

import pytest

from .helpers import act, card, end_turn, mk, skip_to
from .test_effects_cards import A, B, damage, duel, hand_card, rearms
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


def early_warning_on_a_move() -> None:
    """"Played to an engaged unit. - Allows that unit to fire phasers (up to the strength of this card)
    as a reaction to a ship being moved against a terrain in the fleet. - Discarded after use": the moving ship is its aim."""
    identity, raider = "O2|early warning", "S2|corporate pirate raider"
    world, guard = mk("T5", "Test World", gen_economy=3), mk("S6", "Test Guard", shields=3, phasers=4)
    s, ids = duel(mine=[("r", raider, None)], theirs=[("w", world, None), ("g", guard, None), ("i", guard, None)],
                  hand_b=[identity])
    s.ip[ids["i"]]["e"] = False
    act(s, "move", card=ids["r"], to=ids["w"])
    ew = hand_card(s, identity, seat=B)
    offered = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == ew]
    assert [a["on"] for a in offered] == [ids["g"]]  # an engaged unit of its player (his pick)
    act(s, "react", card=ew, reaction=offered[0]["reaction"], on=ids["g"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["r"]) == (2, 0) and s.ip[ids["g"]]["fp"] == 2  # 2 of its 4 phasers (the card's strength)
    assert ew in s.discard[s._dk(B)]  # discarded after use
    # Not to a move against another player's terrain: here the raider moves back into its fleet.
    s, ids = duel(mine=[("r", raider, None)], theirs=[("w", world, None), ("g", guard, None)], hand_b=[identity])
    s.ip[ids["r"]]["loc"] = ids["w"]
    s._kids = None
    act(s, "move", card=ids["r"], to=None)
    assert not [a for a in s.legal_actions(B) if a["type"] == "react"]


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
    "O2|early warning": early_warning_on_a_move,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
