"""A player's pending choice reads as what it does on the table (issue 15's choices, issue 16's labels)."""
from __future__ import annotations

from rules.galactic_empires import labels

from .helpers import act, mk, skip_to
from .test_effects_cards import B, duel


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
