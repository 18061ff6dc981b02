"""The `per_point` of an escort (issue 26): the damage an escort takes for each point it intercepts,
2 by default ("taking 2 points of damage for each point intercepted"), 1 for the GI S3 Gekonauak
Swarmer ("taking 1 point of damage for each point intercepted"). The defender picks the escort and
the points; the last point intercepted may destroy it."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, damage, duel

GUNSHIP = mk("S9", "Test Gunship", phasers=9)
FLAGSHIP = mk("S8", "Test Flagship")
PICKET = mk("S3", "Test Picket", shields=2)


def _intercept(script, body: str, points: int):
    script(PICKET, body)
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("big", FLAGSHIP, None), ("e", PICKET, None)])
    skip_to(s, "fire")
    act(s, "target", on=ids["big"])
    for _ in range(5):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    offers = {a["points"] for a in s.legal_actions(B) if a["type"] == "use" and a["card"] == ids["e"]}
    if points:
        act(s, "use", card=ids["e"], points=points)
    while s.pending:
        act(s, "pass")
    return s, ids, offers


def test_one_point_taken_for_each_point_intercepted(script) -> None:
    s, ids, offers = _intercept(script, '[[replacement]]\neffect = "escort"\nmin_strength = 7\nper_point = 1\n', 4)
    assert offers == {1, 2, 3, 4, 5}  # 5 points of its 2 shields and strength 3: the last may destroy it
    assert sum(damage(s, ids["big"])) == 1 and sum(damage(s, ids["e"])) == 4 and ids["e"] in s.ip


def test_two_points_by_default(script) -> None:
    s, ids, offers = _intercept(script, '[[replacement]]\neffect = "escort"\nmin_strength = 7\n', 2)
    assert offers == {1, 2, 3}  # 5 points it can take: 3 intercepted at most
    assert sum(damage(s, ids["big"])) == 3 and sum(damage(s, ids["e"])) == 4
    assert Position(s).strength(ids["e"]) == 3 and s.ip[ids["e"]]["c"] == B and s.active == A
