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
from .test_effects_cards import A, CRUISER, SMALL, duel
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


# The cards these scenarios play (test_effects_cards.test_every_mapped_card_has_a_scenario).
SCENARIOS = {
    "C2|ensign": ensign_raises_every_weaker_crew_card_at_its_location_to_its_own_strength,
    "C3|technician": technician_picks_a_research_point_or_doubles_a_received_repair_or_energy_point_each_turn,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
