"""Scenarios for the sample decks' cards completed in issue 25 (branch issue-25e).

Each scenario plays the card and checks what its text says happens; the numbers come from the
card's text (cardbase/data/galactic-empires/cards.json) and the v2.1 rules it touches.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, duel, hand_card


def in_play(state, identity: str) -> int:
    return next(c for c in state.ip if state.ci[c].card["identity"] == identity)


def black_hole():
    """"Played against a fleet. - 3 less energy points are generated each turn. - Economy used as
    energy will be drained if there are fewer than 3 natural energy points.\""""
    card = "T6|black hole"
    s, ids = duel(theirs=[("t", mk("T5", "Power Moon", gen_energy=5, gen_economy=2), None),
                          ("u", mk("T3", "Poor Moon", gen_energy=1, gen_economy=4), None)],
                  hand=[card, card])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, card), on=-1 - B)
    bh = in_play(s, card)
    assert s.ip[bh]["c"] == A and s.ip[bh]["vs"] == B and s.owner[bh] == A  # its player's, against B's fleet (faq-044)
    end_turn(s, draws=0)
    out = Position(s).produced(B)
    assert (out["energy"], out["economy"]) == (3, 6)  # 6 natural energy: 3 drained, economy kept
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, card), on=-1 - B)  # a second one: 6 energy drained
    end_turn(s, draws=0)
    out = Position(s).produced(B)
    assert (out["energy"], out["economy"]) == (0, 6)
    Position(s).remove(ids["t"])  # 1 natural energy left: 5 drained from economy used as energy
    out = Position(s).produced(B)
    assert (out["energy"], out["economy"]) == (0, 0)


def shipping_delays():
    """"Played during an opponent's Allocation Phase: - Four less supply points are generated that
    turn. - Discarded after use.\""""
    card = "O2|shipping delays"
    s, ids = duel(theirs=[("t", mk("T9", "Test Farm", gen_supply=6, gen_economy=2), None)], hand=[card, card])
    skip_to(s, "play_a")
    assert not [a for a in s.legal_actions(A) if a["type"] == "play" and s.ci[a["card"]].card["identity"] == card]
    end_turn(s, draws=0)  # B's Allocation Phase begins: A may react
    assert s.active == B and s.pool["supply"] == 6 and s.current_players() == [A]
    r = hand_card(s, card)
    act(s, "react", card=r, reaction="reaction0")
    while s.pending:
        act(s, "pass")
    assert (s.pool["supply"], s.pool["economy"]) == (2, 2)  # four less supply, economy kept
    assert r in s.discard[A] and r not in s.ip  # "Discarded after use"
    act(s, "done")
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # B's next turn: the supply is back
    assert s.active == B and s.pool["supply"] == 6  # (A holds the other one: the window is open again)


def gaia_separation():
    """"- Played to a terrain of equal or lesser strength. - Doubles the point output of the terrain. -
    Prevents negative point modifiers from being applied to the terrain.\""""
    card = "A6|gaia separation"
    planet = mk("T5", "Test Planet", gen_supply=2, gen_energy=2, gen_economy=1, tags=["Planet"])
    giant = mk("T7", "Test Giant", gen_supply=1)
    s, ids = duel(mine=[("t", planet, None), ("g7", giant, None)], hand=[card])
    skip_to(s, "play_a")
    g = hand_card(s, card)
    assert {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == g} == {ids["t"]}  # not the T7
    act(s, "play", card=g, on=ids["t"])
    while s.pending:
        act(s, "pass")
    out = Position(s).produced(A)
    assert (out["supply"], out["energy"], out["economy"]) == (5, 4, 2)  # 4 + the giant's 1, 4, 2
    for negative in ("O4|flood", "O2|comet impact", "M5|tectonic burrower"):
        s, ids = duel(mine=[("t", planet, None), ("n", negative, "t")])
        out = Position(s).produced(A)
        assert out["energy"] == 0  # without it: no energy from the planet
        s, ids = duel(mine=[("t", planet, None), ("g", card, "t"), ("n", negative, "t")])
        out = Position(s).produced(A)
        assert (out["supply"], out["energy"], out["economy"]) == (4, 4, 2), negative


def urbanization():
    """"- Played to a terrain. - Each turn, either the supply or energy output of the terrain may be
    converted to economy.\""""
    card = "A7|urbanization"
    planet = mk("T5", "Test Planet", gen_supply=2, gen_energy=3, gen_economy=1, tags=["Planet"])
    s, ids = duel(mine=[("t", planet, None)], hand=[card])
    skip_to(s, "play_a")
    u = hand_card(s, card)
    act(s, "play", card=u, on=ids["t"])
    while s.pending:
        act(s, "pass")
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert s.active == A and s.phase == "alloc"
    pool = lambda: (s.pool["supply"], s.pool["energy"], s.pool["economy"])  # noqa: E731
    assert pool() == (2, 3, 1)  # nothing converted unless its player chooses
    act(s, "operate", card=u, ability="ability0")
    labels = {a.get("label") for a in s.legal_actions(A) if a["type"] == "use"}
    assert labels == {"convert the terrain's supply output to economy", "convert the terrain's energy output to economy"}
    act(s, "use", option=0, label="convert the terrain's supply output to economy")
    assert pool() == (0, 3, 3)
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # one conversion a turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert pool() == (2, 3, 1)
    act(s, "operate", card=u, ability="ability0")
    act(s, "use", option=1, label="convert the terrain's energy output to economy")
    assert pool() == (2, 0, 4)


SCENARIOS = {
    "T6|black hole": black_hole,
    "O2|shipping delays": shipping_delays,
    "A6|gaia separation": gaia_separation,
    "A7|urbanization": urbanization,
    "M2|space vertigo": lambda: space_vertigo(),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()


# ---- Space Vertigo -----------------------------------------------------------------------------------

VERTIGO = "M2|space vertigo"
SCIENTIST = mk("C4", "Test Scientist", gen_research=4)


def vertigo_on(crew, hand_b=()):
    from .test_effects_cards import CRUISER

    s, ids = duel(theirs=[("y", CRUISER, None), ("c", crew, "y")], hand=[VERTIGO], hand_b=list(hand_b))
    skip_to(s, "play_a")
    v = hand_card(s, VERTIGO)
    act(s, "play", card=v, on=ids["c"])
    return s, ids, v


def test_space_vertigo_kills_a_telepath():
    """"If used on a telepath, the telepath is killed" (and the vertigo goes with him)."""
    s, ids, v = vertigo_on("C6|telepath")
    assert ids["c"] not in s.ip and ids["c"] in s.discard[B] and v not in s.ip


@pytest.mark.parametrize("reaction", ["C6|telepath", "L1|lucky crew action"])
def test_space_vertigo_is_negated_by_no_telepath_nor_lucky_crew_action(reaction):
    """"A space vertigo can only be negated by a science officer played in reaction mode"."""
    s, ids, v = vertigo_on(SCIENTIST, [reaction])
    assert not s.pending and v in s.ip  # no window: nothing B holds may negate it
    assert Position(s).produced(B)["research"] == 0  # the scientist is disabled


def test_space_vertigo_is_suspended_by_a_science_officer_played_in_reaction_mode():
    s, ids, v = vertigo_on("C6|telepath", ["C2|science officer"])
    r = hand_card(s, "C2|science officer", B)
    act(s, "react", card=r, on=ids["c"])
    while s.pending:
        act(s, "pass")
    assert ids["c"] in s.ip and s._suspended(v)  # the telepath lives
    assert Position(s).produced(B)["research"] == 1  # the officer's point; the telepath makes none


def space_vertigo():
    """"...overloads the psyche of one crew member, disabling that card for one turn. The space
    vertigo is then discarded. - If used on a telepath, the telepath is killed. - A space vertigo can
    only be negated by a science officer played in reaction mode. - May be played on a science officer.\""""
    s, ids, v = vertigo_on(SCIENTIST)
    assert Position(s).produced(B)["research"] == 0  # disabled for one turn
    end_turn(s, draws=0)
    assert Position(s).produced(B)["research"] == 0
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert v not in s.ip and v in s.discard[A] and Position(s).produced(B)["research"] == 4  # then discarded
    test_space_vertigo_kills_a_telepath()
    for reaction in ("C6|telepath", "L1|lucky crew action"):
        test_space_vertigo_is_negated_by_no_telepath_nor_lucky_crew_action(reaction)
    test_space_vertigo_is_suspended_by_a_science_officer_played_in_reaction_mode()
    s, ids, v = vertigo_on("C2|science officer")  # on a science officer: he is disabled
    assert v in s.ip and not s._suspended(v) and Position(s).produced(B)["research"] == 0
