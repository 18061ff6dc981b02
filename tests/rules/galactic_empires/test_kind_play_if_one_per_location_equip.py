"""Two general rules the E5 Defense Grid needed (issue 25): play_if's `one_per_location` holds for a
card played on a unit too, not only for a base on terrain ("A maximum of one ... may be played on a
ship"); and a mine's explosion is damage whose source is the mine, so a `damage_taken` modifier with
`from` reads it ("two less damage from all hazard cards and mine explosions")."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import CRUISER, A, duel, hand_card

PLATE = mk("E3", "Test Plate")
HULL = mk("S6", "Test Hull", shields=1)
OTHER = mk("S4", "Test Other")

BODY = '''
[[play]]
effect = "equip"
where = "own_ship"

[[play]]
effect = "play_if"
one_per_location = true

[[static]]
effect = "modify"
stat = "damage_taken"
op = "add"
value = -2
affects = "host"
kinds = ["card"]
from = { tags = ["Mine"] }
'''


def test_one_per_location_keeps_a_second_copy_off_the_same_ship(script) -> None:
    script(PLATE, BODY)
    s, ids = duel(mine=[("y", HULL, None), ("p", PLATE, "y"), ("w", OTHER, None)], hand=[PLATE])
    skip_to(s, "play_a")
    c = hand_card(s, PLATE["key"])
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["w"]}  # not the ship that already has one


def test_a_mine_explosion_is_damage_from_the_mine(script) -> None:
    script(PLATE, BODY)
    s, ids = duel(mine=[("u", CRUISER, None), ("m", "E2|nuclear mine", "u")], theirs=[("y", HULL, None), ("p", PLATE, "y")])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["m"], on=ids["y"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert s.ip[ids["y"]]["sd"] + s.ip[ids["y"]]["hd"] == 0  # its 2, 2 less
    s, ids = duel(mine=[("u", CRUISER, None), ("m", "E2|nuclear mine", "u")], theirs=[("y", HULL, None)])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["m"], on=ids["y"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert s.ip[ids["y"]]["sd"] + s.ip[ids["y"]]["hd"] == 2
