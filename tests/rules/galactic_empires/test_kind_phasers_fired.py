"""The card stat `phasers_fired` (issue 26): the phasers a unit has fired this turn, read by amounts and
conditions ("Doubles the phaser damage caused by the unit ... Discarded after use": E1 Phaser Overload
Device, used once its unit has fired phasers, not by a heavy weapons volley); and `play_if
one_per_location` on equipment played to an own unit ("not cumulative": one to a unit), which the
engine read only for other targets. Synthetic cards through the real loader."""
from __future__ import annotations

from .helpers import mk, skip_to
from .test_effects_cards import A, damage, duel, hand_card, play, volley

SHIP = mk("S9", "Test Gunship", phasers=3, heavy_weapons=2)
HULK = mk("S9", "Test Hulk")
GADGET = mk("E1", "Test Gadget")
USED_UP = ('[[play]]\neffect = "equip"\nwhere = "own_unit"\n\n[[play]]\neffect = "play_if"\none_per_location = true\n\n'
           '[[trigger]]\neffect = "when"\non = "volley_resolved"\n'
           'if = { compare = [{ stat = "phasers_fired", of = "host" }, ">", 1] }\n'
           'do = [{ effect = "discard", to = "self" }]\n')


def test_phasers_fired_counts_this_turns_phasers(script) -> None:
    script(GADGET, USED_UP)
    s, ids = duel(mine=[("g", SHIP, None)], theirs=[("h", HULK, None), ("k", HULK, None), ("m", HULK, None)],
                  hand=[GADGET])
    skip_to(s, "play_a")
    play(s, GADGET["key"], on=ids["g"])
    gadget = next(c for c in s.ip if s.ci[c].key == GADGET["key"])
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = 2
    volley(s, ids["h"], [(ids["g"], "heavy")] * 2)
    assert gadget in s.ip  # no phaser fired
    volley(s, ids["k"], [(ids["g"], "phaser")])
    assert gadget in s.ip and sum(damage(s, ids["k"])) == 1  # one phaser fired: not more than one
    volley(s, ids["m"], [(ids["g"], "phaser")])
    assert gadget not in s.ip  # two phasers fired this turn


def test_one_per_location_on_an_own_unit(script) -> None:
    script(GADGET, USED_UP)
    s, ids = duel(mine=[("g", SHIP, None), ("o", SHIP, None)], hand=[GADGET, GADGET])
    skip_to(s, "play_a")
    play(s, GADGET["key"], on=ids["g"])
    c = hand_card(s, GADGET["key"])
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {ids["o"]}
