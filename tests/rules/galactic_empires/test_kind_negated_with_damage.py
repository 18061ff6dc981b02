"""The `negated_by` lasting kind's `with_damage` (issue 25): "Destroyed by research and or weapons
fire" (NE M9 Skull Reaper). A monster in a fleet that its fleet's player may fire upon and research:
the damage points scored on it count with the research points applied to it, in either order; without
`with_damage`, research alone removes it (the Kraken)."""
from __future__ import annotations

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import B, duel, hand_card, volley

BEAST = mk("M6", "Test Beast")
GUN = mk("S9", "Test Gun", phasers=9)
LAB = mk("T9", "Test Lab", gen_research=2)
BODY = '[[play]]\neffect = "fleet_card"\nfired_upon = true\n[[lasts]]\neffect = "negated_by"\nresearch = "strength"\n'


def _against_b(script, body: str):
    script(BEAST, body)
    s, ids = duel(theirs=[("g", GUN, None), ("lab", LAB, None)], hand=[BEAST])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, BEAST["key"]), on=-1 - B)
    [m] = [c for c, st in s.ip.items() if s.ci[c].key == BEAST["key"]]
    end_turn(s, draws=0)  # B's Allocation Phase
    return s, ids, m


def test_damage_and_research_together_remove_it(script) -> None:
    s, ids, m = _against_b(script, BODY + "with_damage = true\n")
    act(s, "research", card=m)
    act(s, "research", card=m)  # 2 of its 6
    skip_to(s, "fire")
    volley(s, m, [(ids["g"], "phaser")] * 3)
    assert m in s.ip and s.ip[m]["hd"] == 3  # 5 of 6
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # B's next Allocation Phase
    act(s, "research", card=m)
    assert m not in s.ip  # the 6th point: research


def test_damage_alone_removes_it(script) -> None:
    s, ids, m = _against_b(script, BODY + "with_damage = true\n")
    skip_to(s, "fire")
    volley(s, m, [(ids["g"], "phaser")] * 6)
    assert m not in s.ip


def test_without_it_damage_does_not_count(script) -> None:
    s, ids, m = _against_b(script, BODY)
    skip_to(s, "fire")
    volley(s, m, [(ids["g"], "phaser")] * 6)
    assert m in s.ip
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    act(s, "research", card=m)
    assert m in s.ip  # 1 research of 6
