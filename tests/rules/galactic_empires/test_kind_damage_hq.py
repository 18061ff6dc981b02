"""The action `damage_hq` and `draw` with `as` (issue 26): damage points on a player's Sector HQ, and the
cards just drawn saved for the actions after the draw ("All players draw one card, exposing the card to
all players. Each player takes damage to their Sector HQ equal to the strength of their card": L10
Galactic Cataclysm). Damage a card does to its own player's Sector HQ scores him nothing (Sector HQ
damage is scored on opponents). Synthetic cards through the real loader."""
from __future__ import annotations

from .helpers import mk
from .test_effects_cards import A, B, duel, play

QUAKE = mk("O3", "Test Quake")
SCRIPT = ('[[on_play]]\neffect = "each_player"\namong = "players"\nas = "p"\ndo = [\n'
          '  { effect = "draw", count = 1, who = "$p", as = "drawn" },\n'
          '  { effect = "damage_hq", who = "$p", amount = { stat = "strength", of = "$drawn" } },\n]\n')


def test_each_player_draws_and_takes_its_cards_strength(script) -> None:
    script(QUAKE, SCRIPT)
    s, ids = duel(hand=[QUAKE])
    hq, scored = list(s.hq), list(s.scored)
    a_top, b_top = s.deck[s._dk(A)][-1], s.deck[s._dk(B)][-1]
    play(s, QUAKE["key"])
    assert a_top in s.hand[A] and b_top in s.hand[B]
    assert s.hq[A] - hq[A] == s.ci[a_top].st > 0 and s.hq[B] - hq[B] == s.ci[b_top].st > 0
    assert s.scored[A] - scored[A] == s.ci[b_top].st and s.scored[B] == scored[B]  # not on his own Sector HQ
