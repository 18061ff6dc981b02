"""Published rulings the engine broke, fixed with the rulings suite (issue 29): each test fails on
the engine before its fix."""
from __future__ import annotations

from ..helpers import act, card, end_turn, mk, place, refresh
from ..test_engine_rules import A, two
from . import ruling

POWER = mk("T6", "Power Rock", gen_supply=3, gen_energy=12)


def _power_up(s, m) -> int:
    """Allocate energy to the EMF of `m` until the engine offers no more; the EMF reached."""
    while {"player": A, "type": "emf", "card": m} in s.legal_actions(A):
        act(s, "emf", card=m)
    return s.ip[m]["emf"]


@ruling("faq-026", "EMF is not allowed to be generated in excess of the sum of the strength of the unit and the strength of the EMF immediately prior to the Allocation Phase")
def test_an_emf_is_raised_by_at_most_the_units_strength_and_never_past_twice_it():
    # GErulesv21 "ELECTROMAGNETIC FIELD": "The EMF may only be increased in strength by an amount
    # equal to the strength of the ship ... (not 14, the ship's ultimate maximum)".
    s = two([POWER, card("s7-mechad-dreadnought")])  # strength 7, two nodes
    place(s, A, POWER["key"])
    m = place(s, A, "s7-mechad-dreadnought", engaged=False)
    refresh(s)
    act(s, "engage", card=m)
    assert _power_up(s, m) == 14  # undamaged at 7 before: limits 14 and 7 + 7
    act(s, "done")
    s.ip[m]["emf"] = 3  # the field absorbed 11 points of damage before the next Allocation Phase
    end_turn(s)
    end_turn(s)
    act(s, "engage", card=m)
    assert _power_up(s, m) == 10  # limits 14 and 7 + 3: "a maximum strength of 10 (not 14)"
    act(s, "done")
    end_turn(s)
    end_turn(s)
    act(s, "engage", card=m)
    assert _power_up(s, m) == 14  # at 10 before: limits 14 and 17, the lower one holds


@ruling("faq-025", "Dragons are treated as ships for the purpose of card interaction.")
def test_an_indirigan_ship_fires_at_other_tribes_indirigans_before_a_dragon():
    # GErulesv21 "Indirigan Tribe Rule": "All Indirigan ships from other Indirigan tribes ... must
    # be destroyed before an Indirigan ship may fire on bases or non-Indirigan ships"; GEqa: "Dragons
    # are ships except for three instances" (occurrences, crew, equipment).
    from ..test_engine_rules import B, TERRAIN

    indirigan = card("s6-indirigan-light-cruiser")
    dragon = mk("D5", "Test Dragon", phasers=2)
    power = mk("T6", "Power Rock", gen_supply=4, gen_energy=4)
    s = two([power, indirigan], [TERRAIN, dragon, indirigan])
    place(s, A, power["key"])
    mine = place(s, A, indirigan["key"], engaged=False)
    wyrm = place(s, B, dragon["key"])
    theirs = place(s, B, indirigan["key"])
    s.main[A] = "Argonian"  # a minor-empire Indirigan ship: the tribe rule binds it
    refresh(s)
    act(s, "engage", card=mine)
    act(s, "done")
    act(s, "next")
    targets = {a.get("on") for a in s.legal_actions(A) if a["type"] == "target"}
    assert theirs in targets and wyrm not in targets


@ruling("faq-048", "The affected card's entire stack is just treated as if it were not currently part of the game until the effect is over.")
def test_a_time_warped_ship_does_not_protect_its_sector_hq():
    # H1 Time Warp: "The card or cards affected are treated as if they were not there. They cannot
    # be damaged, do not block damage". Primary rules, "DAMAGING THE SECTOR HQ": the HQ may take
    # damage only if no friendly ships are in play.
    from ..test_engine_rules import B, SHIP, TERRAIN

    warp = card("H1|time warp")
    gun = mk("S5", "Test Gunship", cost_energy=2, phasers=3)
    power = mk("T6", "Power Rock", gen_supply=4, gen_energy=4)
    s = two([power, gun, warp], [TERRAIN, SHIP])
    place(s, A, power["key"])
    mine = place(s, A, gun["key"], engaged=False)
    theirs = place(s, B, SHIP["key"])
    refresh(s)
    act(s, "engage", card=mine)
    assert s.hq_protectors(B) == [theirs]
    place(s, A, warp["key"], on=theirs)
    assert s.hq_protectors(B) == []
    act(s, "done")
    act(s, "next")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)


@ruling("errata-012", "Multiplies the damage caused by the weapons at his location by 1.5.")
def test_a_weapons_officer_multiplies_only_his_locations_part_of_a_volley():
    from ..test_effects_cards import CRUISER, damage, duel, volley

    hulk = mk("S9", "Test Hulk", shields=6)  # takes 15 before it falls
    s, ids = duel(mine=[("g", CRUISER, None), ("w", "C5|weapons officer", "g"), ("h", CRUISER, None)],
                  theirs=[("y", hulk, None)])
    volley(s, ids["y"], [(ids["g"], "phaser")] * 3 + [(ids["h"], "phaser")] * 3)
    assert sum(damage(s, ids["y"])) == 4 + 3  # 3 x 1.5 (fractions dropped) at his ship, 3 from the other
    s, ids = duel(mine=[("g", CRUISER, None), ("w", "C5|weapons officer", "g"), ("h", CRUISER, None)],
                  theirs=[("y", hulk, None)])
    volley(s, ids["y"], [(ids["h"], "phaser")] * 3 + [(ids["g"], "phaser")] * 2)
    assert sum(damage(s, ids["y"])) == 3 + 3  # his ship's 2 make 3, the other ship's 3 stay 3


SATELLITE = "T/B3|vektrean asteroid satellite"  # 3 shields, strength 3, "damaged as a terrain"


def _card_damage_on_a_satellite(hazard: str) -> tuple[int, int]:
    from ..test_effects_cards import damage, duel, play

    s, ids = duel(theirs=[("ab", SATELLITE, None)], hand=[hazard])
    play(s, hazard, on=ids["ab"])
    return damage(s, ids["ab"])


@ruling("faq-015", "Please note that only cards which specifically state they damage terrain may apply card damage to the structure of terrain.")
def test_card_damage_reaches_a_vektrean_asteroid_base_structure_only_from_a_card_that_damages_terrain():
    # GEerrata "T/B Vektrean Asteroid Terrain": "The structure of the base may only be damaged by
    # heavy weapons and cards that state they damage terrain."
    assert _card_damage_on_a_satellite("H5|ion storm") == (3, 0)  # 5 points, "Ship or base": its shields only
    assert _card_damage_on_a_satellite("H1|ion storm positron storm") == (1, 1)  # "may damage terrain": 1 on the shields, 1 structural
