"""A science officer "suspends the effects of hostile monster cards" at his location (C2: "Indefinitely
suspends the effects of hostile monster cards at his location. The monster must still be destroyed by
normal means"): the status flags such a monster puts on its card (engagement costs, disabled crew)
are suspended too (engine/zones.py, UnitRules._suspended)."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, B, duel

FREIGHTER = mk("S5", "Test Freighter", cost_supply=1)
SCIENTIST = mk("C4", "Test Scientist", gen_research=4)


def rats_on_the_freighter(officer: bool):
    theirs = [("y", FREIGHTER, None)] + ([("so", "C2|science officer", "y")] if officer else [])
    s, ids = duel(theirs=theirs, hand=["M3|phase rats"])
    ids["m"] = Position(s).put(A, "M3|phase rats", ids["y"])  # A's monster on B's freighter
    return s, ids


def test_a_hostile_monsters_status_applies_without_a_science_officer() -> None:
    s, ids = rats_on_the_freighter(officer=False)
    assert Position(s).needs(ids["y"])["supply"] == 3  # "three times the supply to be engaged"


def test_a_science_officer_at_the_location_suspends_it() -> None:
    s, ids = rats_on_the_freighter(officer=True)
    assert s._suspended(ids["m"])
    assert Position(s).needs(ids["y"])["supply"] == 1
    assert ids["m"] in s.ip  # still there: "must still be destroyed by normal means"


def test_a_crew_card_disabled_by_a_monster_works_again_under_a_science_officer_on_it() -> None:
    s, ids = duel(theirs=[("y", FREIGHTER, None), ("c", SCIENTIST, "y")], hand=["M2|space vertigo"], hand_b=["C2|science officer"])
    m = Position(s).put(A, "M2|space vertigo", ids["c"])
    assert Position(s).produced(B)["research"] == 0
    Position(s).put(B, "C2|science officer", ids["c"])  # GEerrata M6 Seductress: the officer on the card
    assert s._suspended(m) and Position(s).produced(B)["research"] == 5  # 4, and the officer's 1
