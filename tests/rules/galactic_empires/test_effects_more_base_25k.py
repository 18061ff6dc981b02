"""Cards of the starter and sample decks and of Alpha, Beta and Primary that were partly modelled, now
written in full (issue 25): each scenario plays the real card from the project's data and asserts what
its text states (its numbers, its targets, whose choice, what happens to the card).

Rules read first: GErulesv21 "ECONOMY" (an economy point may be declared as any point, a repair point
among them), "REPAIR"; no FAQ, Q&A or errata entry names the C3 Technician.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk
from .test_effects_cards import A, B, CRUISER, SMALL, duel, hand_card, play
from .test_effects_more_language import pass_reactions

GENERATOR = mk("T3", "Test Generator", gen_energy=2)
WORKSHOP = mk("T3", "Test Workshop", gen_energy=1, gen_repair=1)

RESEARCH, REPAIR, ENERGY = "1 research point", "double one received repair point", "double one received energy point"


def _technician_options(s, technician: int) -> list[str]:
    act(s, "operate", card=technician, ability="ability0")
    pass_reactions(s)
    frame = s.pending[-1]
    assert frame["p"] == A  # its player's pick
    return [o["label"] for o in frame["options"]]


def technician_picks_a_research_point_or_doubles_a_received_repair_or_energy_point_each_turn() -> None:
    """"A technician can do one of the following each turn: - Provide one research point. - Double one
    received repair point. - Double one received energy point." """
    identity = "C3|technician"
    s, ids = duel(mine=[("t", GENERATOR, None), ("u", CRUISER, None), ("c", identity, "u")])
    made = Position(s).produced(A)
    # Its three printed symbols are the options, not points made anyway.
    assert (made["research"], made["energy"], made["repair"]) == (0, 2, 0)
    # No repair point (nor economy point) received: doubling one is not offered.
    assert _technician_options(s, ids["c"]) == [RESEARCH, ENERGY]
    energy = s.pool["energy"]
    act(s, "use", option=1, label=ENERGY)
    assert s.pool["energy"] == energy + 1  # one received energy point doubled: one more
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate" and a.get("card") == ids["c"]]  # once a turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    research = s.pool.get("research", 0)
    assert _technician_options(s, ids["c"]) == [RESEARCH, ENERGY]
    act(s, "use", option=0, label=RESEARCH)
    assert s.pool.get("research", 0) == research + 1

    s, ids = duel(mine=[("t", WORKSHOP, None), ("u", CRUISER, None), ("c", identity, "u")])
    assert _technician_options(s, ids["c"]) == [RESEARCH, REPAIR, ENERGY]
    repair, energy = s.pool["repair"], s.pool["energy"]
    act(s, "use", option=1, label=REPAIR)
    assert (s.pool["repair"], s.pool["energy"]) == (repair + 1, energy)


def ensign_raises_every_weaker_crew_card_at_its_location_to_its_own_strength() -> None:
    """"Increases the strength of all crew cards of lesser strength at his location to the current
    strength of the Ensign." """
    weak, strong = mk("C1", "Test Cadet"), mk("C3", "Test Lieutenant")
    s, ids = duel(mine=[("u", CRUISER, None), ("w", weak, "u"), ("st", strong, "u"), ("e", "C2|ensign", "u"),
                        ("v", SMALL, None), ("far", weak, "v")],
                  theirs=[("b", mk("C1", "Test Boarder"), "u")])  # an opponent's crew card at its location
    boarder = ids["b"]
    pos = Position(s)
    assert pos.strength(ids["e"]) == 2
    assert pos.strength(ids["w"]) == 2 and pos.strength(boarder) == 2  # raised to the ensign's 2, whoever's
    assert pos.strength(ids["st"]) == 3  # not of lesser strength: unchanged
    assert pos.strength(ids["far"]) == 1  # at another location: unchanged


EYE = "M6|visilikiiys eye"
HAND_ONE, DECK_TOP, HAND_ALL = ("look at one card of an opponent's hand", "look at the top card of an opponent's deck",
                                "look at an opponent's entire hand (the eye is discarded)")


def _eye_looks(s, eye: int, option: int, label: str) -> list[dict]:
    act(s, "operate", card=eye, ability="ability0")
    pass_reactions(s)
    frame = s.pending[-1]
    assert frame["p"] == A and [o["label"] for o in frame["options"]] == [HAND_ONE, DECK_TOP, HAND_ALL]
    act(s, "use", option=option, label=label)
    assert s.view(B)["seen"] == [] and s.view(None)["seen"] == []  # seen by its player alone
    return s.view(A)["seen"]


def visilikiiys_eye_looks_at_a_hand_card_a_deck_top_or_a_whole_hand_once_a_turn_the_last_discarding_it() -> None:
    """"Allows the owning player to do one of the following each turn: - Look at one card in one
    opponent's hand. - Look at the card on top of an opponent's deck. - Look at an opponent's entire
    hand. The eye is discarded with this use." """
    hand_b = ["E1|explosive mine", "O3|forced retreat", "C3|technician"]
    s, ids = duel(hand=[EYE], hand_b=hand_b)
    eye = hand_card(s, EYE)
    play(s, EYE)
    assert eye in s.ip and s.ip[eye]["c"] == A and s.ip[eye]["loc"] is None  # in its owner's fleet
    seen = _eye_looks(s, eye, 0, HAND_ONE)
    assert len(seen) == 1 and seen[0]["id"] in s.hand[B] and seen[0]["where"] == "hand"
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate" and a.get("card") == eye]  # once a turn
    assert eye in s.ip

    s, ids = duel(hand=[EYE], hand_b=hand_b)
    eye = hand_card(s, EYE)
    play(s, EYE)
    seen = _eye_looks(s, eye, 1, DECK_TOP)
    assert [x["id"] for x in seen] == [s.deck[B][-1]] and eye in s.ip

    s, ids = duel(hand=[EYE], hand_b=hand_b)
    eye = hand_card(s, EYE)
    play(s, EYE)
    seen = _eye_looks(s, eye, 2, HAND_ALL)
    assert sorted(x["id"] for x in seen) == sorted(s.hand[B])
    assert eye not in s.ip and eye in s.discard[A]  # discarded with this use


# The cards these scenarios play (test_effects_cards.test_every_mapped_card_has_a_scenario).
SCENARIOS = {
    "C2|ensign": ensign_raises_every_weaker_crew_card_at_its_location_to_its_own_strength,
    EYE: visilikiiys_eye_looks_at_a_hand_card_a_deck_top_or_a_whole_hand_once_a_turn_the_last_discarding_it,
    "C3|technician": technician_picks_a_research_point_or_doubles_a_received_repair_or_energy_point_each_turn,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
