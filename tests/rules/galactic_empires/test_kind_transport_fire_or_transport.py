"""A `transport` with `one_use` whose card adds weapons to its unit that are not one-shot (issue 26,
the empire fighters: "Each turn, may either fire weapons or transport up to 1 crew"; GEfaq "Shuttles":
"fighters are a subset of shuttles"): its weapons are its unit's each turn; once it transported, they
do not fire that turn, and once its unit fired them (beyond the unit's own weapons, which fire
first), it does not transport that turn. Its weapons are not spent (no "one shot only")."""
from __future__ import annotations

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, duel
from .test_effects_more_language import pass_reactions

FIGHTER = mk("E5", "Test Empire Fighter")
UNIT = mk("S5", "Test Carrier", shields=2, phasers=2, heavy_weapons=1)
THERE = mk("S4", "Test Other Hull")
HULK = mk("S9", "Test Hulk")
SCRIPT = (
    '[[play]]\neffect = "equip"\nwhere = "own_unit"\n\n'
    '[[static]]\neffect = "transport"\none_use = true\n\n'
    '[[static]]\neffect = "add_weapons"\nphasers = 1\nheavy = 1\n\n'
    '[[ability]]\neffect = "operate"\nphase = "play"\nif = { acted_this_turn = false }\n'
    'target = { types = "SBT", owner = "own", not_among = "host" }\n'
    'do = [{ effect = "relocate", what = "self", to = "target", along = true }]\n'
)


def _moves(s, f: int) -> list[dict]:
    return [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == f]


def test_it_either_transports_or_its_weapons_fire(script) -> None:
    script(FIGHTER, SCRIPT)
    s, ids = duel(mine=[("u", UNIT, None), ("t", THERE, None), ("f", FIGHTER, "u")], theirs=[("h", HULK, None)])
    skip_to(s, "play_a")
    assert s._phasers(ids["u"]) == 3 and s._heavy(ids["u"]) == 2
    [move] = [a for a in _moves(s, ids["f"]) if a["on"] == ids["t"]]
    act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
    pass_reactions(s)
    assert s.ip[ids["f"]]["loc"] == ids["t"]
    assert s._phasers(ids["t"]) == 0 and s._heavy(ids["t"]) == 0  # it transported: its weapons do not fire
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert s._phasers(ids["t"]) == 1 and s._heavy(ids["t"]) == 1  # the next turn they do


def test_once_its_unit_fired_its_weapons_it_does_not_transport(script) -> None:
    script(FIGHTER, SCRIPT)
    for weapon, own in (("phaser", 2), ("heavy", 1)):
        s, ids = duel(mine=[("u", UNIT, None), ("t", THERE, None), ("f", FIGHTER, "u")], theirs=[("h", HULK, None)])
        s.ip[ids["u"]]["am"] = 2  # both heavy weapons armed
        skip_to(s, "fire")
        act(s, "target", on=ids["h"])
        for _ in range(own):
            act(s, "fire", card=ids["u"], weapon=weapon)  # the unit's own weapons first
        assert s.ip[ids["f"]].get("st") != s.turn
        act(s, "fire", card=ids["u"], weapon=weapon)  # the fighter's
        assert s.ip[ids["f"]].get("st") == s.turn
        act(s, "resolve")
        while s.pending:
            act(s, "pass")
        skip_to(s, "play_b")
        assert not _moves(s, ids["f"])  # it fired: no transport this turn
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        skip_to(s, "play_a")
        assert _moves(s, ids["f"]) and s._phasers(ids["u"]) == 3  # not spent: the next turn, either again
