"""Cards of the starter and sample decks and of Alpha, Beta and Primary that were partly modelled, now
written in full (issue 25): each scenario plays the real card from the project's data and asserts what
its text states (its numbers, its targets, whose choice, what happens to the card).

Rules read first: GErulesv21 "ECONOMY" (an economy point may be declared as any point, a repair point
among them), "REPAIR"; no FAQ, Q&A or errata entry names the C3 Technician.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, CRUISER, SMALL, duel, hand_card, play, targets_of
from .test_effects_more_dragon import unlucky_crew_action
from .test_effects_more_expansions import in_discard
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


RETREATS = {"O3|forced retreat": 3, "O4|forced retreat": 4, "O5|forced retreat": 5, "O7|forced retreat": 7}


def forced_retreat_combines_with_other_forced_retreats_against_a_larger_unit(identity: str):
    """"May be played on base or ship cards of equal or lower strength. Multiple forced retreat cards
    may be combined to increase their strength against a larger base or ship. - The base/ship card and
    all accompanying cards are returned to their owner's hand." (errata: "Discarded after use")."""

    def scenario() -> None:
        own = RETREATS[identity]
        weak_partner, strong_partner = [p for p in RETREATS if p != identity][:2]
        weak, strong = RETREATS[weak_partner], RETREATS[strong_partner]
        units = [("equal", mk(f"S{own}", "Test Equal"), None), ("lab", "E2|laboratory", "equal"),
                 ("big", mk(f"S{own + strong}", "Test Larger"), None),
                 ("huge", mk(f"S{own + weak + strong + 1}", "Test Huge"), None)]
        s, ids = duel(theirs=units, hand=[identity])
        assert targets_of(s, identity) == {ids["equal"]}  # alone: of its strength or less
        s, ids = duel(theirs=units, hand=[identity])
        play(s, identity, on=ids["equal"])
        assert {ids["equal"], ids["lab"]} <= set(s.hand[B])  # the unit and its stack to their owner's hand
        gone = [c for c in s.discard[s._dk(A)] if s.ci[c].card["identity"] == identity]
        assert len(gone) == 1 and s.plays == 1  # discarded after use; one card play

        s, ids = duel(theirs=units, hand=[identity, weak_partner, strong_partner])
        card = hand_card(s, identity)
        partners = hand_card(s, weak_partner), hand_card(s, strong_partner)
        # Combined with the two others of the hand: not a unit stronger than all three together.
        assert targets_of(s, identity) == {ids["equal"], ids["big"]}
        act(s, "play", card=card, on=ids["big"])
        pass_reactions(s)
        frame = s.pending[-1]
        assert frame["p"] == A and {o["card"] for o in frame["options"]} == set(partners)  # his pick, no "done"
        act(s, "use", card=partners[1])  # own + strong = the larger unit's strength: enough, no more
        assert ids["big"] in s.hand[B] and not s.pending
        assert in_discard(s, card) and in_discard(s, partners[1]) and partners[0] in s.hand[A]
        assert s.plays == 2  # each Forced Retreat played is a card play

        s, ids = duel(theirs=units, hand=[identity, weak_partner, strong_partner])
        skip_to(s, "play_a")
        s.plays = 1  # two card plays left: one more Forced Retreat at most
        assert targets_of(s, identity) == {ids["equal"], ids["big"]}
        s, ids = duel(theirs=units, hand=[identity, weak_partner, strong_partner])
        skip_to(s, "play_a")
        s.plays = 2  # its own play is the last
        assert targets_of(s, identity) == {ids["equal"]}

    return scenario


def unlucky_crew_action_also_in_reaction_doubles_the_next_negative_card_on_an_opponents_crew() -> None:
    """R/L1: "The crew card on which it is played is affected twice by the first negative luck or
    occurrence card played to that crew card. Discarded after use." Played in a Play Cards Phase (the
    scenario of test_effects_more_dragon), and, an R/ card, in reaction onto an opponent's crew card."""
    identity = "L1|unlucky crew action"
    unlucky_crew_action()
    s, ids = duel(mine=[("y", mk("S9", "Test Hulk"), None), ("c", mk("C3", "Test Officer"), "y"), ("own", SMALL, None),
                        ("t", mk("T9", "Research World", gen_research=9), None)],
                  theirs=[("bc", mk("C2", "Test Mate"), None)],
                  hand=["H6|cosmic cyclone"], hand_b=[identity, "O2|injury"])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "H6|cosmic cyclone"), on=ids["own"])  # any action of A's opens a window
    c = hand_card(s, identity, seat=B)
    reacts = [a for a in s.legal_actions(B) if a.get("type") == "react" and a["card"] == c]
    assert {a.get("on") for a in reacts} == {ids["c"]}  # an opponent's crew card only
    act(s, "react", **{k: v for k, v in reacts[0].items() if k not in ("player", "type")})
    pass_reactions(s)
    assert s.ip[c]["loc"] == ids["c"] and s.ip[c]["c"] == B
    end_turn(s, draws=0)  # B's turn
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "O2|injury", seat=B), on=ids["c"])
    pass_reactions(s)
    inj = next(k for k in s.ip if s.ci[k].card["identity"] == "O2|injury")
    assert c not in s.ip and in_discard(s, c, B)  # discarded after use
    end_turn(s, draws=0)  # A's turn: twice the research (2 x 2) negates the injury
    for _ in range(2):
        act(s, "research", card=inj)
    assert inj in s.ip
    for _ in range(2):
        act(s, "research", card=inj)
    assert inj not in s.ip


# The cards these scenarios play (test_effects_cards.test_every_mapped_card_has_a_scenario).
SCENARIOS = {
    "C2|ensign": ensign_raises_every_weaker_crew_card_at_its_location_to_its_own_strength,
    EYE: visilikiiys_eye_looks_at_a_hand_card_a_deck_top_or_a_whole_hand_once_a_turn_the_last_discarding_it,
    **{identity: forced_retreat_combines_with_other_forced_retreats_against_a_larger_unit(identity) for identity in RETREATS},
    "L1|unlucky crew action": unlucky_crew_action_also_in_reaction_doubles_the_next_negative_card_on_an_opponents_crew,
    "C3|technician": technician_picks_a_research_point_or_doubles_a_received_repair_or_energy_point_each_turn,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
