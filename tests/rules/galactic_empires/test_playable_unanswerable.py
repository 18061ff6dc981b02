"""`playable unanswerable` (issue 25): reaction cards of the types named are not offered against
the card's play ("Cannot be diverted, negated or blocked by a crew card"); others still are."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import B, duel, hand_card

SPILL = mk("O6", "Test Spill")
CREW = mk("R/C3", "Test Quick Hand")
LUCK = mk("R/L3", "Test Lucky Break")
SPILL_SCRIPT = '''
[[play]]
effect = "fleet_card"

[[play]]
effect = "playable"
unanswerable = "C"
'''
ANSWER = '''
[[reaction]]
effect = "react"
on = "card_played"
do = [{ effect = "negate" }]
'''


def _reactions(script, body: str):
    script(SPILL, body)
    script(CREW, ANSWER)
    script(LUCK, ANSWER)
    s, _ = duel(hand=[SPILL], hand_b=[CREW, LUCK])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, SPILL["key"]), on=-1 - B)
    return {a["card"] for a in s.legal_actions(B) if a.get("type") == "react"}, s


def test_crew_reactions_are_not_offered_against_an_unanswerable_play(script) -> None:
    offered, s = _reactions(script, SPILL_SCRIPT)
    assert offered == {hand_card(s, LUCK["key"], seat=B)}


def test_without_it_both_are_offered(script) -> None:
    offered, s = _reactions(script, SPILL_SCRIPT.split("[[play]]\neffect = \"playable\"")[0])
    assert offered == {hand_card(s, LUCK["key"], seat=B), hand_card(s, CREW["key"], seat=B)}
