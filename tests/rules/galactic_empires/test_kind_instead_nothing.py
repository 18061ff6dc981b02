"""An `instead` replacement with no actions (issue 26): the event it replaces does not happen, and
nothing else does. TG B10 Dyson Sphere: "Terrain cannot be destroyed by any means until the dyson
sphere is": the terrain's destruction does not take place while the base stands (the damage scored
on it stays); once the base is gone, it is destroyed as usual."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, B, duel

SHELL = mk("B6", "Test Shell")
WORLD = mk("T4", "Test World", gen_supply=1)
KEEP = '[[replacement]]\neffect = "instead"\non = "would_be_destroyed"\ncard = "host"\ndo = []\n'


def test_the_destruction_does_not_happen_while_the_card_stands(script) -> None:
    script(SHELL, KEEP)
    s, ids = duel(mine=[("w", WORLD, None), ("b", SHELL, "w")])
    Position(s).destroy(ids["w"], B)
    assert ids["w"] in s.ip and ids["b"] in s.ip and not s.pending  # nothing happened
    Position(s).deal_damage(ids["w"], 5, "card", B)
    assert ids["w"] in s.ip and s.ip[ids["w"]]["hd"] >= 4  # damage scores; it is not destroyed
    Position(s).destroy(ids["b"], B)
    assert ids["b"] not in s.ip
    Position(s).destroy(ids["w"], B)
    assert ids["w"] not in s.ip and ids["w"] in s.discard[s._dk(A)]  # the base gone: destroyed as usual
