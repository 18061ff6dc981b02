"""The trigger `when` on the Engagement Phase (issue 26): v2.1 "PLAYER TURN SEQUENCE" puts "2 -
ENGAGEMENT PHASE" between the Allocation Phase and Play Cards Phase A (the engine merges it into the
end of the Allocation Phase, as the rules allow); `phase_start` and `phase_end` with phase
"engagement" fire there, once each turn, in that order ("During the Engagement Phase ...").
Synthetic cards through the real loader."""
from __future__ import annotations

from .helpers import end_turn, mk, skip_to
from .test_effects_cards import A, B, damage, duel

WATCH = mk("S7", "Test Watch", shields=4)
SCRIPT = ('[[trigger]]\neffect = "when"\non = "{on}"\nphase = "engagement"\nwhose = "controller"\n'
          'do = [{{ effect = "damage", amount = {n}, to = "self", ignore_shields = true }}]\n')


def test_the_engagement_phase_starts_and_ends_after_the_allocation_phase(script) -> None:
    script(WATCH, SCRIPT.format(on="phase_start", n=1) + "\n" + SCRIPT.format(on="phase_end", n=2))
    s, ids = duel(mine=[("w", WATCH, None)], theirs=[("v", WATCH, None)])
    assert s.phase == "alloc" and damage(s, ids["w"]) == (0, 0)
    skip_to(s, "play_a")
    assert damage(s, ids["w"]) == (0, 3)  # its start (1) and its end (2), once each
    end_turn(s, draws=0)
    skip_to(s, "play_a")  # the opponent's turn: "whose = controller" keeps it quiet
    assert damage(s, ids["w"]) == (0, 3) and damage(s, ids["v"]) == (0, 3)
