"""The table's Sector HQ explanation (issue 27) holds to the rules the engine fires by: in seeded
random games, an opponent's Sector HQ (or Psy Network) is a legal target in Weapons Fire exactly
when `hq_protectors` lists nothing, under the variants that change who protects it."""
from __future__ import annotations

import pytest

from rules import get
from rules.core import GameRng
from rules.galactic_empires import decks

GAME = get("galactic-empires")
CASES = [
    ("Ltd_Argonian.dek", "Ltd_Dragon.dek", {}),
    ("Basic_Deck_A.dek", "Psycanti.dek", {}),
    ("Ltd_Dragon.dek", "Psycanti.dek", {"speed": True}),
    ("Ltd_Argonian.dek", "Basic_Deck_A_Argonian.dek", {"disengaged_ships_out_of_play": True}),
    ("Beta_Starter.dek", "Ltd_Argonian.dek", {"sealed": True, "speed": True}),
]


@pytest.mark.parametrize("first,second,options", CASES)
def test_a_sector_hq_is_a_target_exactly_when_nothing_protects_it(first, second, options) -> None:
    state = GAME.new_match(2, 11, options, [decks.load_deck(first), decks.load_deck(second)])
    rng = GameRng(5)
    checked = 0
    for _ in range(1500):
        if state.is_over():
            break
        p = state.current_players()[0]
        if state.phase == "fire" and state.volley is None and not state.pending and p == state.active:
            for q in range(state.n):
                if q != p and not state.out[q] and -1 - q not in state.fired:
                    assert state._target_ok(p, -1 - q) == (not state.hq_protectors(q)), (state.turn, q)
                    checked += 1
        state.apply(rng.choice(state.legal_actions(p)))
    assert checked > 3


def test_the_view_names_the_protectors_and_the_deck_empires() -> None:
    state = GAME.new_match(2, 3, {}, None)  # the starters hold Krebiz and Argonian ships
    view = state.view(0)
    assert [p["empire"] for p in view["players"]] == ["Argonian or Krebiz", "Argonian or Krebiz"]
    assert all(p["hq_protectors"] == [] for p in view["players"])  # no ship in play yet
    rng = GameRng(1)
    for _ in range(3000):
        majors = {state.ci[c].emp for c in state.ip if state.ip[c]["c"] == 0 and state.ci[c].t == "S" and state.ci[c].ecls == "major"}
        if majors or state.is_over():
            break
        p = state.current_players()[0]
        state.apply(rng.choice(state.legal_actions(p)))
    assert len(majors) == 1  # "USE ONLY ONE MAJOR EMPIRE'S SHIPS AT A TIME"
    assert state.view(1)["players"][0]["empire"] == majors.pop()  # the table names the fleet's empire
