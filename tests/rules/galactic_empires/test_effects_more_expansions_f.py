"""More expansion cards whose text the card language says, written as data (issue 26, sixth batch):
each scenario plays the real card from the project's data and asserts what its text states.
Printings whose rules text is a fully modelled card's, word for word (their printed special weapons
are stats, as on the modelled printings): the Council of Six ships whose stack takes no occurrence
(the S8 Battlecruiser's text), a scout that makes research or looks at an opponent's hand (the S3
Erodi Scout Destroyer's), and a carrier that rearms its shuttles and fighters (the S3 Corporate
Carrier's); and the Visonic psys whose text is a Psycanti psy's (Occultist, Commandant, Kineticist),
with the symbols their printings show.

Rules read first: GErulesv21 (the Indirigan tribes: Council of Six is one); GEerrata (only the S10
Council of Six Tribe Battleship's printed costs); GErulesv21 "PSY RULES" (a psy's discipline symbols:
one function each a turn; "Visonic and Psycanti psys can protect their respective Psy Networks
only"). The cards have no FAQ, Q&A or errata entries of their
own.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, mk, skip_to
from .test_effects_cards import CRUISER, A, B, damage, duel, hand_card, rearms
from .test_effects_more_expansions import council_ship_stack_takes_no_occurrence, scout
from .test_effects_more_psy import (
    BASE, PLANETESIMAL, PSYCANTI_FIELD, STELLAR_FIELD, SUN, TERRAIN_FIELD, legal, psy_duel,
)


def visonic_occultist() -> None:
    """Played only to the field's location; every function of that field 3 points easier: strength 4
    uses the level 7 function; two functions a turn."""
    identity = "P4|visonic occultist"
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("rock", mk("T2", "Test Rock Two"), None)], hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    assert legal(s, "play", card=c, on=ids["sun"]) and not legal(s, "play", card=c, on=ids["rock"])
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", identity, "sun")], theirs=[("t", mk("T10", "Test Huge"), None)])
    for _ in range(2):
        act(s, "charge", card=ids["p"])
    assert not legal(s, "charge", card=ids["p"])  # two symbols: two functions
    skip_to(s, "play_a")
    act(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["t"])  # level 7 at strength 4
    assert damage(s, ids["t"]) == (0, 7)


def visonic_commandant() -> None:
    """On a base of 8 or less, the base protects the Psy Network and must be destroyed before the
    commandant can be fired at; not on a stronger base."""
    identity = "P8|visonic commandant"
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("b", BASE, None), ("p", identity, "b")])
    assert set(Position(s).network_guards(B)) == {ids["p"], ids["b"]}
    skip_to(s, "fire")
    assert not legal(s, "target", on=ids["p"]) and legal(s, "target", on=ids["b"])
    s, ids = duel(theirs=[("b", mk("B9", "Test Huge Base"), None), ("p", identity, "b")])
    assert Position(s).network_guards(B) == [ids["p"]]


def visonic_kineticist() -> None:
    """Two Kinetic functions a turn, or one function of any discipline."""
    identity = "P3|visonic kineticist"
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", identity, "sun"), ("pl", PLANETESIMAL, None)],
                      theirs=[("t", mk("T10", "Test Huge"), None)])
    for _ in range(2):
        act(s, "charge", card=ids["p"])
    assert not legal(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    for fn in (0, 1):
        act(s, "psy", card=ids["p"], field=ids["f"], fn=fn, on=ids["t"])
    assert damage(s, ids["t"]) == (0, 1 + 3)
    s, ids = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun"), ("f2", STELLAR_FIELD, "sun"), ("p", identity, "sun")],
                      theirs=[("t", SUN, None), ("q", "P8|psycanti paladin", "t")])
    for _ in range(2):
        act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    offered = [a for a in s.legal_actions(A) if a["type"] == "psy"]
    assert {(a["field"], a["fn"]) for a in offered} == {(ids["f"], 0)}  # Psycanti: any discipline, level 3 or less
    act(s, "psy", **{k: v for k, v in offered[0].items() if k not in ("player", "type")})
    assert not any(a["type"] == "psy" for a in s.legal_actions(A))  # one function of any discipline


SCENARIOS = {
    **{identity: council_ship_stack_takes_no_occurrence(identity) for identity in (
        "S9|dreadnought council of six tribe dreadnought", "S6|medium cruiser council of six tribe cruiser",
    )},
    "S1|zedan patrol scout zdi patrol scout": scout("S1|zedan patrol scout zdi patrol scout"),
    "S7|scorpead battle carrier": rearms("S7|scorpead battle carrier"),
    "P4|visonic occultist": visonic_occultist,
    "P8|visonic commandant": visonic_commandant,
    "P3|visonic kineticist": visonic_kineticist,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
