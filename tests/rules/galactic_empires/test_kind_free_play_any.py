"""`free_play` with `to = "any"` (issue 25): once each turn, one card its controller plays, on a
card or into the fleet on no card, costs no card play (not the card bringing the rule); an ability
card on a disengaged crew card frees nothing (v2.1 "EFFECTS OF BEING DISENGAGED": "crew must be
engaged to use an ability card")."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk, skip_to
from .test_effects_cards import CRUISER, duel, play

GRACE = mk("A4", "Test Grace")
SCOUT = mk("S2", "Test Free Scout", shields=1, phasers=1)
SCOUT2 = mk("S2", "Test Second Scout", shields=1, phasers=1)
CREW = mk("C3", "Test Deckhand")
FREE_ANY = '[[static]]\neffect = "free_play"\naction = "card_play"\nto = "any"\n'
EQUIP = '[[play]]\neffect = "equip"\nwhere = "own_crew"\n\n'


def test_one_card_a_turn_played_anywhere_costs_no_card_play(script) -> None:
    script(GRACE, EQUIP + FREE_ANY)
    s, ids = duel(mine=[("x", CRUISER, None), ("c", CREW, "x"), ("g", GRACE, "c")], hand=[SCOUT, SCOUT2])
    skip_to(s, "play_a")
    assert s.plays == 0
    play(s, SCOUT["key"])  # into the fleet, on no card
    assert s.plays == 0  # not a card play
    play(s, SCOUT2["key"])
    assert s.plays == 1  # once each turn


def test_the_card_bringing_the_rule_is_not_freed_by_it(script) -> None:
    script(GRACE, EQUIP + FREE_ANY)
    s, ids = duel(mine=[("x", CRUISER, None), ("c", CREW, "x")], hand=[GRACE])
    skip_to(s, "play_a")
    play(s, GRACE["key"], on=ids["c"])
    assert s.plays == 1


def test_an_ability_on_a_disengaged_crew_card_frees_nothing(script) -> None:
    script(GRACE, EQUIP + FREE_ANY)
    s, ids = duel(mine=[("x", CRUISER, None), ("c", CREW, "x"), ("g", GRACE, "c")], hand=[SCOUT])
    skip_to(s, "play_a")
    Position(s).engage(ids["c"], False)
    play(s, SCOUT["key"])
    assert s.plays == 1
