"""New Empires, Primary, Alpha and Beta cards written in full (issue 25, branch 25v): each scenario
plays the real card from the project's data and asserts what its text states (its numbers, its
targets, whose choice, what happens to the card).

FAQ, Q&A and errata read first (GEfaq, GEqa, GEerrata, GEUnofficialErrata); the entries that name
a card are cited in its scenario.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, CRUISER, ROCK, damage, duel, hand_card, play, targets_of, volley
from .test_effects_more_expansions import in_discard

HULK = mk("S9", "Test Hulk")


def communications_officer(identity: str):
    """"- When played on a base, provides one command point. A maximum of one communications officer
    is allowed per base. - At the end of the turn played, after drawing cards, allows the owning
    player to view the next card in his own deck." (BE C4, PE C5: one text.)"""

    def scenario() -> None:
        fort = mk("B3", "Test Fort")
        other = "C5|communications officer"  # the PE card of the same title: one per base all the same
        s, ids = duel(mine=[("t", ROCK, None), ("b", fort, "t"), ("b2", fort, "t"), ("co", other, "b2"),
                            ("u", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[identity])
        assert targets_of(s, identity) == {ids["b"], ids["u"]}  # an own base or ship; one per base
        skip_to(s, "play_a")
        command = s.cmd[A]  # (the one already on a base counts)
        card = hand_card(s, identity)
        play(s, identity, on=ids["b"])
        assert s.ip[card]["loc"] == ids["b"]
        assert s.view(A)["seen"] == []
        end_turn(s)  # its Draw Cards Phase, then the turn ends: the next card of his deck seen
        top = s.deck[s._dk(A)][-1]
        assert s.active == B
        assert [(x["id"], x["where"]) for x in s.view(A)["seen"]] == [(top, "deck")]  # still known
        assert s.view(B)["seen"] == [] and s.view(None)["seen"] == []  # by him alone
        end_turn(s, draws=0)
        skip_to(s, "play_a")
        assert s.active == A and s.cmd[A] == command + 1  # on a base: one command point
        assert [x["id"] for x in s.view(A)["seen"]] == [top]  # his next turn too, while it is in the deck
        skip_to(s, "draw")
        act(s, "draw")
        assert top in s.hand[A] and s.view(A)["seen"] == []  # drawn: no longer a card he alone knows
        s, ids = duel(mine=[("t", ROCK, None), ("u", CRUISER, None)], hand=[identity])
        skip_to(s, "play_a")
        command = s.cmd[A]
        play(s, identity, on=ids["u"])
        end_turn(s, draws=0)
        assert len(s.view(A)["seen"]) == 1  # the look on a ship too
        end_turn(s, draws=0)
        skip_to(s, "play_a")
        assert s.cmd[A] == command  # on a ship: no command point
        s.deck[s._dk(A)].append(s.deck[s._dk(A)].pop(0))  # another card on top
        end_turn(s, draws=0)
        assert [x["id"] for x in s.view(A)["seen"]] != [s.deck[s._dk(A)][-1]]  # on the turn played only

    return scenario


# The cards these scenarios play (scenario_index).
SCENARIOS = {
    "C4|communications officer": communications_officer("C4|communications officer"),
    # (C5, one text, is played by test_effects_more_25p; this scenario also checks his later views)
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
