"""More expansion cards (Allied Forces, Advanced Technologies, Comedy Club, Galactic Invaders,
Persona, Piracy, Powers of the Mind, Promotional, Time Gates) whose text the card language already
says, written as data (issue 26): each scenario plays the real card from the project's data and
asserts what its text states (its numbers, its targets, and where the card goes after).

Rules read first: v2.1 "SHIP CARDS" (a ship's printed points on terrain are terrain modifiers; of
several multipliers only the greatest counts, "Terrain Modifiers"), the cards' FAQ, Q&A and errata
entries (GEerrata ALLIED FORCES: the S6 Armed Tug's phasers lost to text overflow).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires import decks, stocking
from rules.galactic_empires.position import Position

from .helpers import act, mk, skip_to
from .test_effects_cards import (
    A, B, CRUISER, PLANET, ROCK, damage, duel, hand_card, play, rearms, returns_to_hand, targets_of, volley,
)
from .test_effects_more_expansions import council_ship_stack_takes_no_occurrence, escort_of_seven_or_more

# A terrain making a little of every point kind the modifiers below multiply.
RICH = mk("T6", "Test Rich World", gen_economy=2, gen_supply=1, gen_energy=1, gen_ammunition=2, gen_research=3)


def multiplies_its_terrain(identity: str, kind: str, factor: int):
    """A ship or base on own terrain multiplies the terrain's output of one point kind, and no other."""

    def scenario() -> None:
        s, ids = duel(mine=[("t", RICH, None), ("m", identity, "t")])
        Position(s).allocate(ids["m"], False)
        without = Position(s).produced(A)
        Position(s).allocate(ids["m"], True)
        with_mod = Position(s).produced(A)
        base = RICH["attributes"][f"gen_{kind}"]
        assert with_mod[kind] - without[kind] == base * (factor - 1), kind
        for other in ("economy", "supply", "energy", "ammunition", "research"):
            if other != kind:
                assert with_mod[other] == without[other] or s.ci[ids["m"]].gen.get(other), other

    return scenario


def armed_tug_quadruples_economy_and_has_its_errata_phasers() -> None:
    multiplies_its_terrain("S6|armed tug", "economy", 4)()
    s, ids = duel(mine=[("t", RICH, None), ("m", "S6|armed tug", "t")])
    assert Position(s).phasers(ids["m"]) == 4  # GEerrata ALLIED FORCES: "S6 Armed Tug - ✜✜✜✜: Phasers"


GUNSHIP = mk("S9", "Test Gunship", phasers=9)


def gekonauak_king_spares_gekonauak_ships_in_play_two_a_volley_and_a_supply() -> None:
    gek = mk("S5", "Test Gekonauak Raider", main_empire="Gekonauak", empires=["Gekonauak"], cost_supply=2)
    other = mk("S5", "Test Other Raider", cost_supply=2)
    s, ids = duel(mine=[("k", "S8|gekonauak king", None), ("g", GUNSHIP, None)], theirs=[("a", gek, None), ("x", other, None)])
    pos = Position(s)
    assert pos.needs(ids["a"]).get("supply") == 1  # an opponent's Gekonauak ship too ("in play")
    assert pos.needs(ids["x"]).get("supply") == 2
    volley(s, ids["a"], [(ids["g"], "phaser")] * 5)
    assert sum(damage(s, ids["a"])) == 3
    s2, ids2 = duel(mine=[("k", "S8|gekonauak king", None), ("g", GUNSHIP, None)], theirs=[("x", other, None)])
    volley(s2, ids2["x"], [(ids2["g"], "phaser")] * 4)
    assert sum(damage(s2, ids2["x"])) == 4


def visonic_homeworld_spares_visonics_of_its_fleet_two_a_volley() -> None:
    vis = mk("S5", "Test Visonic Cutter", main_empire="Visonic", empires=["Visonic"])
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("h", "T4|planet visonic homeworld", None), ("v", vis, None), ("x", CRUISER, None)])
    volley(s, ids["v"], [(ids["g"], "phaser")] * 5)
    assert sum(damage(s, ids["v"])) == 3
    s2, ids2 = duel(mine=[("g", GUNSHIP, None)], theirs=[("h", "T4|planet visonic homeworld", None), ("x", CRUISER, None)])
    volley(s2, ids2["x"], [(ids2["g"], "phaser")] * 4)
    assert sum(damage(s2, ids2["x"])) == 4  # not a Visonic
    s3, ids3 = duel(mine=[("h", "T4|planet visonic homeworld", None), ("g", GUNSHIP, None)], theirs=[("v", vis, None)])
    volley(s3, ids3["v"], [(ids3["g"], "phaser")] * 4)
    assert sum(damage(s3, ids3["v"])) == 4  # only Visonics of its own fleet


def officer_training(identity: str, n: int):
    """"Provides the following to the crew's location: n less supply needed to engage, n less damage
    each opponent volley"."""

    def scenario() -> None:
        ship = mk("S6", "Test Liner", shields=0, cost_supply=3)
        s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("u", ship, None), ("c", mk("C3", "Test Ensign"), "u"),
                                                          ("o", identity, "c"), ("y", ship, None)])
        pos = Position(s)
        assert pos.needs(ids["u"]).get("supply") == 3 - n
        assert pos.needs(ids["y"]).get("supply") == 3  # another unit
        volley(s, ids["u"], [(ids["g"], "phaser")] * 5)
        assert damage(s, ids["u"]) == (0, 5 - n)
        s2, ids2 = duel(mine=[("s", ship, None), ("c", mk("C3", "Test Ensign"), "s")], hand=[identity])
        assert targets_of(s2, identity) == {ids2["c"]}  # played to an own crew card

    return scenario


def moon_garden_moon_combines_with_a_planet_and_takes_no_monster() -> None:
    identity = "T2|moon garden moon"
    s, ids = duel(mine=[("p", PLANET, None)], hand=[identity])
    assert ids["p"] in targets_of(s, identity)
    s2, ids2 = duel(theirs=[("m", identity, None), ("p", PLANET, None)], hand=["M2|planet gouge"])
    assert targets_of(s2, "M2|planet gouge") == {ids2["p"]}


def planet_gouge_does_six_to_a_terrain() -> None:
    identity = "M4|planet gouge"
    world = mk("T8", "Test Big World", shields=2)
    s, ids = duel(theirs=[("w", world, None), ("c", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["w"]}
    gouge = hand_card(s, identity)
    play(s, identity, on=ids["w"])
    assert damage(s, ids["w"]) == (2, 4)  # card damage: the shields first
    assert gouge in s.discard[s._dk(A)] and gouge not in s.ip


def perpetual_motion_device_engages_its_unit_free_and_returns_to_the_hand() -> None:
    ship = mk("S5", "Test Hauler", cost_supply=2, cost_energy=3)
    s, ids = duel(mine=[("u", ship, None), ("d", "E9|perpetual motion device", "u"), ("y", ship, None)])
    pos = Position(s)
    assert not pos.needs(ids["u"])
    assert pos.needs(ids["y"]) == {"supply": 2, "energy": 3}
    pos.destroy(ids["u"], B)
    assert ids["d"] in s.hand[A] and ids["d"] not in s.ip  # "returned to its owner's hand"
    assert ids["u"] in s.discard[s._dk(A)]



def bolaar_flagship_goes_only_in_a_bolaar_deck() -> None:
    identity = "S8|bolaar flagship"
    assert stocking.deck_restriction(decks.by_identity()[identity]) == "Bolaar"  # the deck checker's rule
    s, _ = duel(hand=[identity])
    flagship = hand_card(s, identity)
    play(s, identity)
    assert flagship in s.ip and Position(s).phasers(flagship) == 9  # its printed stats say the rest


def strobe_malfunction_disengages_an_active_strobe() -> None:
    identity = "O6|strobe malfunction"
    s, ids = duel(theirs=[("c", CRUISER, None), ("st", "E7|argonian strobe", "c"), ("off", "E7|argonian strobe", "c"),
                          ("x", "E3|shuttlecraft", "c")], hand=[identity])
    s.ip[ids["off"]]["e"] = False
    Position(s).changed()
    assert targets_of(s, identity) == {ids["st"]}  # an active strobe only
    card_ = hand_card(s, identity)
    play(s, identity, on=ids["st"])
    assert not s.ip[ids["st"]]["e"] and ids["st"] in s.ip
    assert card_ in s.discard[s._dk(A)] and card_ not in s.ip  # "Discarded after use"



HULL = mk("S9", "Test Dreadnought", phasers=2, shields=9)  # takes up to 17 damage points


def fires_back(identity: str):
    """"As a reaction, may fire phasers at a target firing at this unit" (effects/kinds/fire.py
    fire_back): engaged, its phasers fire back at the firing unit its player picks, before the
    volley resolves; a base on its terrain alike."""

    def scenario() -> None:
        base = identity.startswith("B")
        theirs = [("t", ROCK, None), ("d", identity, "t" if base else None)]
        s, ids = duel(mine=[("g1", HULL, None), ("g2", HULL, None)], theirs=theirs)
        phasers = Position(s).phasers(ids["d"])
        assert phasers == s.ci[ids["d"]].card["attributes"]["phasers"]
        skip_to(s, "fire")
        act(s, "target", on=ids["d"])
        act(s, "fire", card=ids["g1"], weapon="phaser")
        act(s, "fire", card=ids["g2"], weapon="phaser")
        act(s, "resolve")
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")
        frame = s.pending[-1]
        assert (frame["p"], frame["why"]) == (B, "fire_back")
        assert {o["card"] for o in frame["options"]} == {ids["g1"], ids["g2"]}
        act(s, "use", card=ids["g1"])
        assert sum(damage(s, ids["g1"])) == phasers and damage(s, ids["g2"]) == (0, 0)
        assert s.ip[ids["d"]]["fp"] == phasers
        s2, ids2 = duel(mine=[("g1", HULL, None)], theirs=theirs)
        s2.ip[ids2["d"]]["e"] = False  # only while engaged (v2.1 "REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY")
        volley(s2, ids2["d"], [(ids2["g1"], "phaser")])
        assert damage(s2, ids2["g1"]) == (0, 0)

    return scenario


def council_battleship_fires_back_and_takes_no_occurrence() -> None:
    identity = "S10|council of six tribe battleship"
    fires_back(identity)()
    council_ship_stack_takes_no_occurrence(identity)()



COLLECTOR = "S7|collectors flagship"  # a Collector class target


def collector_class_first(identity: str):
    """"All Collector class targets must be eliminated before this unit can fire at other targets"."""

    def scenario() -> None:
        s, ids = duel(mine=[("u", identity, None)], theirs=[("c", COLLECTOR, None), ("x", CRUISER, None)])
        pos = Position(s)
        assert pos.can_fire_at(ids["u"], "phaser", ids["c"])
        assert not pos.can_fire_at(ids["u"], "phaser", ids["x"]) and not pos.can_fire_at(ids["u"], "phaser", -1 - B)
        pos.destroy(ids["c"], A)  # eliminated: any target again
        assert Position(s).can_fire_at(ids["u"], "phaser", ids["x"])
        s2, ids2 = duel(mine=[("u", identity, None)], theirs=[("x", CRUISER, None)])
        assert Position(s2).can_fire_at(ids2["u"], "phaser", ids2["x"])

    return scenario


def art_patrol_returns_to_the_hand_and_fires_at_collectors_first() -> None:
    returns_to_hand("S1|art patrol")()
    collector_class_first("S1|art patrol")()


def aesthetic_escort_intercepts_and_fires_at_collectors_first() -> None:
    escort_of_seven_or_more("S2|aesthetic escort")()
    collector_class_first("S2|aesthetic escort")()


def sculpting_dragoness_takes_no_phaser_damage_and_fires_at_collectors_first() -> None:
    identity = "D7|sculpting dragoness"
    collector_class_first(identity)()
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("d", identity, None)])
    assert not Position(s).can_fire_at(ids["g"], "phaser", ids["d"])  # "Cannot be damaged by phasers"


SCENARIOS = {
    "S6|armed tug": armed_tug_quadruples_economy_and_has_its_errata_phasers,
    "S4|emergency relief tug infected tribe tug": multiplies_its_terrain("S4|emergency relief tug infected tribe tug", "economy", 2),
    "S2|corporate pirate tug": multiplies_its_terrain("S2|corporate pirate tug", "economy", 2),
    "B8|p o t tequan base": multiplies_its_terrain("B8|p o t tequan base", "ammunition", 2),
    "S8|gekonauak king": gekonauak_king_spares_gekonauak_ships_in_play_two_a_volley_and_a_supply,
    "T4|planet visonic homeworld": visonic_homeworld_spares_visonics_of_its_fleet_two_a_volley,
    "A4|officer training": officer_training("A4|officer training", 1),
    "A6|senior officer training": officer_training("A6|senior officer training", 2),
    "B1|eat at joes": returns_to_hand("B1|eat at joes"),
    "T2|moon garden moon": moon_garden_moon_combines_with_a_planet_and_takes_no_monster,
    "M4|planet gouge": planet_gouge_does_six_to_a_terrain,
    "E9|perpetual motion device": perpetual_motion_device_engages_its_unit_free_and_returns_to_the_hand,
    "S8|bolaar flagship": bolaar_flagship_goes_only_in_a_bolaar_deck,
    "S2|pirate patrol ship vinciennes tribe patrol ship": returns_to_hand("S2|pirate patrol ship vinciennes tribe patrol ship"),
    "O6|strobe malfunction": strobe_malfunction_disengages_an_active_strobe,
    "S5|zedan carrier zdi carrier": rearms("S5|zedan carrier zdi carrier"),
    "S3|corporate carrier": rearms("S3|corporate carrier"),
    **{identity: fires_back(identity) for identity in (
        "B7|corporate defender base corporate economic base", "B7|defender base", "B8|heavy defender base defender base",
        "S6|krebiz light defender", "S7|krebiz heavy defender", "S7|argonian defender cold snap defender",
        "S10|dread savior", "S10|garshain battleship", "S7|diplomatic cruiser council of six tribe cruiser",
    )},
    "S10|council of six tribe battleship": council_battleship_fires_back_and_takes_no_occurrence,
    **{identity: collector_class_first(identity) for identity in ("S3|sculptor", "S5|beautifier", "S7|art critic", "S9|deleter")},
    "S1|art patrol": art_patrol_returns_to_the_hand_and_fires_at_collectors_first,
    "S2|aesthetic escort": aesthetic_escort_intercepts_and_fires_at_collectors_first,
    "D7|sculpting dragoness": sculpting_dragoness_takes_no_phaser_damage_and_fires_at_collectors_first,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
