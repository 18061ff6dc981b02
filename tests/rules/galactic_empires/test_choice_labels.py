"""A player's pending choice reads as what it does on the table (issue 15's choices, issue 16's labels)."""
from __future__ import annotations

from rules.galactic_empires import labels

from .helpers import act, mk, skip_to
from .test_effects_cards import B, duel, play


def test_an_escort_choice_names_the_points_and_the_escort_and_passing_lets_the_volley_through():
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("big", mk("S8", "Test Flagship"), None), ("e", "S2|corporate escort", None)])
    skip_to(s, "fire")
    act(s, "target", on=ids["big"])
    for _ in range(3):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    texts = labels.labels(s, s.legal_actions(B), B, {0: "ann", 1: "bob"})
    assert "let the volley through (no interception)" in texts
    assert any(t.startswith("intercept 2 with your S2 Corporate Escort") for t in texts), texts
    assert len(texts) == len(set(texts))


def test_the_new_choices_read_as_what_they_do():
    # Demigod Diversion: the card to play and the stack's fate; passing lets it be discarded.
    s, ids = duel(theirs=[("y", mk("S2", "Test Skiff"), None)], hand=["H2|ion storm"], hand_b=["L8|demigod diversion"])
    play(s, "H2|ion storm", on=ids["y"])
    texts = labels.labels(s, s.legal_actions(B), B, {0: "ann", 1: "bob"})
    assert texts == ["play your R/L8 Demigod Diversion as your unit is destroyed", "let the unit be destroyed"]


def test_an_insane_crew_cards_dictated_action_names_its_target_and_owner():
    from .test_player_choices import insane_boarding_party

    s, ids, a, b, c = insane_boarding_party()
    names = {a: "ann", b: "bob", c: "cy"}
    texts = labels.labels(s, s.legal_actions(a), a, names)
    assert "make bob's C1 Boarding Party act on cy's S9 Test Hulk (structure)" in texts
    assert texts[-1] == "keep the insane crew card idle"
