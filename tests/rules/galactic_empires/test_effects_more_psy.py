"""The psy empires (GErulesv21 "PSY RULES"): the Psycanti deck's cards in scenarios, the psy rules,
and seeded random playouts of Psycanti.dek.

The numbers in each scenario come from the card's text (cards.json), not from the card scripts.
"""
from __future__ import annotations

import pytest

from rules.core import DeckCard, GameRng, IllegalAction
from rules.galactic_empires import decks
from rules.galactic_empires.position import Position

from .helpers import GAME, act, end_turn, mk, place, skip_to
from .test_effects_cards import CRUISER, FRIGATE, A, B, damage, duel, hand_card, play, volley
from .test_engine_random_sim import purposeful, run_game

SUN = mk("T5", "Test Sun", gen_energy=5)  # energy for the psys' functions
BASE = mk("B5", "Test Base", shields=3)
CYBER = mk("C4", "Test Cyber Adept")
OFFICER = mk("C3", "Test Officer")

MUSE = "P1|psycanti muse"
APPRENTICE = "P2|psycanti apprentice"
OCCULTIST = "P3|psycanti occultist"
DEFENDER = "P4|psycanti defender"
KINETICIST = "P4|psycanti kineticist"
APOSTLE = "P5|psycanti apostle"
COMMANDANT = "P6|psycanti commandant"
DUELIST = "P7|psycanti duelist"
PALADIN = "P8|psycanti paladin"
TERRAIN_FIELD = "F1|minor terrain field"
HEALING_FIELD = "F2|lesser healing field"
WILDING_FIELD = "F3|field of minor wilding"
PSYCANTI_FIELD = "F4|psycanti field"
STELLAR_FIELD = "F5|stellar field"
FIGHTER = "E5|psycanti fighter psycanti intellect fighter"
STATION = "B5|psycanti projection station"
PLANETESIMAL = "T5|planet psycanti planetesimal"
STAR = "T5|star"


def psy_duel(mine=(), theirs=(), hand=(), hand_b=()):
    """Seat A (a Psycanti fleet with a 5-energy terrain) in its Allocation Phase; psys and fields
    placed in play were engaged on earlier turns (their points allocated)."""
    s, ids = duel(mine=[("sun", SUN, None), *mine], theirs=theirs, hand=hand, hand_b=hand_b)
    for c, st in s.ip.items():
        if st["c"] == A and s.ci[c].t in "PF":
            st["w"] = True
    s.pool = Position(s).produced(A)
    Position(s).changed()
    return s, ids


def next_turn(s) -> None:
    """Both players' turns pass; A's psys and fields get their engagement points again."""
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    for c, st in s.ip.items():
        if st["c"] == A and s.ci[c].t in "PF":
            st["w"] = True
    Position(s).changed()


def legal(s, type_: str, **params) -> bool:
    seat = s.current_players()[0]
    return {"player": seat, "type": type_, **params} in s.legal_actions(seat)


def use(s, psy: int, field: int, fn: int, on: int | None = None, charges: int = 1, **extra):
    """Allocate `charges` energy points to the psy, then use function `fn` (0-based) of field."""
    for _ in range(charges):
        act(s, "charge", card=psy)
    skip_to(s, "play_a")
    params = {"card": psy, "field": field, "fn": fn, **extra}
    if on is not None:
        params["on"] = on
    return act(s, "psy", **params)


def fire_psy(s, psy: int, target: int, weapon: str = "psy", shots: int = 1) -> None:
    volley(s, target, [(psy, weapon)] * shots)


# ---- the field cards ------------------------------------------------------------------------------


def minor_terrain_field():
    # "1- Cause 1 point ... 3- ... 3 points ... 5- ... 5 points ... 7- Cause 7 points of card damage to a terrain card."
    for level, fn in ((1, 0), (3, 1), (5, 2), (7, 3)):
        s, ids = psy_duel(
            mine=[("f", TERRAIN_FIELD, "sun"), ("p", DUELIST, "sun")],
            theirs=[("t", mk("T9", "Test Giant"), None)],
        )
        use(s, ids["p"], ids["f"], fn, on=ids["t"])
        assert damage(s, ids["t"]) == (0, level)
    # A strength 4 Kineticist (no Planetesimal) reaches the level 3 function, not the level 5 one.
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", KINETICIST, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)])
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    assert legal(s, "psy", card=ids["p"], field=ids["f"], fn=1, on=ids["t"])
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=2, on=ids["t"])


def lesser_healing_field():
    # "1- Cure Mind: Heals 1 point of damage to any psy being. 3- Heal Psyche: Heals 3 damage points"
    s, ids = psy_duel(mine=[("f", HEALING_FIELD, "sun"), ("p", PALADIN, "sun")])
    Position(s).damage(ids["p"], structure=5)
    use(s, ids["p"], ids["f"], 0, on=ids["p"], charges=2)
    assert s.ip[ids["p"]]["hd"] == 4
    act(s, "psy", card=ids["p"], field=ids["f"], fn=1, on=ids["p"])
    assert s.ip[ids["p"]]["hd"] == 1
    # Its printed psy healing point: generated while the field is engaged, healing a psy.
    s, ids = psy_duel(mine=[("f", HEALING_FIELD, "sun"), ("p", PALADIN, "sun")])
    assert s.pool["healing"] == 1
    Position(s).damage(ids["p"], structure=2)
    act(s, "heal", card=ids["p"])
    assert s.ip[ids["p"]]["hd"] == 1
    Position(s).allocate(ids["f"], False)
    assert Position(s).produced(A)["healing"] == 0
    # "4- Disburse Disease: Discard 1 disease or illness card played against the fleet."
    s, ids = psy_duel(mine=[("f", HEALING_FIELD, "sun"), ("p", PALADIN, "sun"), ("u", CRUISER, None)], hand_b=["O1|illness"])
    sick = place(s, B, "O1|illness", ids["u"])
    use(s, ids["p"], ids["f"], 2, on=sick)
    assert sick not in s.ip and sick in s.discard[B]


def field_of_minor_wilding():
    # "1 - Damages all shields on any 1 target."
    s, ids = psy_duel(mine=[("f", WILDING_FIELD, "sun"), ("p", DUELIST, "sun")], theirs=[("c", CRUISER, None)])
    use(s, ids["p"], ids["f"], 0, on=ids["c"])
    assert damage(s, ids["c"]) == (2, 0)
    # "5- Technology Disruption: Discard one equipment card in one opponent fleet of equal or
    # lesser strength than the psy using this function."
    s, ids = psy_duel(
        mine=[("f", WILDING_FIELD, "sun"), ("p", APOSTLE, "sun")],
        theirs=[("c", CRUISER, None), ("e", "E2|phaser refit", "c"), ("e7", "E7|extreme phaser refit", "c")],
    )
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=1, on=ids["e7"])  # 7 > 5
    act(s, "psy", card=ids["p"], field=ids["f"], fn=1, on=ids["e"])
    assert ids["e"] not in s.ip
    # "Shield Channeler: Allows one ship or base to protect the Psy Network."
    s, ids = psy_duel(mine=[("f", WILDING_FIELD, "sun"), ("p", DUELIST, "sun"), ("b", BASE, None)])
    assert ids["b"] not in Position(s).network_guards(A)
    use(s, ids["p"], ids["f"], 2, on=ids["b"])
    assert ids["b"] in Position(s).network_guards(A)
    # "9- Cyber Blast: Discards any one cyber card of equal or lesser strength than the psy."
    s, ids = psy_duel(
        mine=[("f", WILDING_FIELD, "sun"), ("p", DUELIST, "sun"), ("pl", PLANETESIMAL, None)],
        theirs=[("c", CRUISER, None), ("cy", CYBER, "c")],
    )
    use(s, ids["p"], ids["f"], 3, on=ids["cy"])  # strength 7 + 2 (Planetesimal) reaches level 9
    assert ids["cy"] not in s.ip


def psycanti_field():
    # "1- Psy Assault: Prevents a psy of greater strength than the psy from protecting the Psy Network."
    s, ids = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun"), ("p", APPRENTICE, "sun")], theirs=[("t", SUN, None), ("q", PALADIN, "t")])
    assert Position(s).network_guards(B) == [ids["q"]]
    use(s, ids["p"], ids["f"], 0, on=ids["q"])
    assert Position(s).network_guards(B) == []
    # "4- Ion Damage: Causes one point of damage to a ship or base" (X: one psy damage point).
    s, ids = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun"), ("p", APOSTLE, "sun")], theirs=[("c", FRIGATE, None)])
    use(s, ids["p"], ids["f"], 1)
    fire_psy(s, ids["p"], ids["c"])
    assert damage(s, ids["c"]) == (1, 0)
    # "6- Proton Activation: Causes 4 damage to any ship, base or terrain."
    s, ids = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun"), ("p", COMMANDANT, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)])
    use(s, ids["p"], ids["f"], 2)
    fire_psy(s, ids["p"], ids["t"], shots=4)
    assert damage(s, ids["t"]) == (0, 4)
    # "8- Damage Stream: Damage equal to the strength of the psy is caused to one opponent ship,
    # base or unprotected psy."
    s, ids = psy_duel(
        mine=[("f", PSYCANTI_FIELD, "sun"), ("p", PALADIN, "sun")],
        theirs=[("t", SUN, None), ("q", DUELIST, "t"), ("c", mk("S9", "Test Hulk"), None)],
    )
    use(s, ids["p"], ids["f"], 3)
    assert s.ip[ids["p"]]["xd"] == 8
    fire_psy(s, ids["p"], ids["q"], shots=7)
    assert ids["q"] not in s.ip  # the strength 7 duelist, on a terrain with no shields


def stellar_field():
    # "2- Star Break: Damages (card damage) a star or white dwarf card to 1/2 its current strength."
    s, ids = psy_duel(mine=[("f", STELLAR_FIELD, "sun"), ("p", APPRENTICE, "sun")], theirs=[("star", STAR, None)])
    use(s, ids["p"], ids["f"], 0, on=ids["star"])
    assert Position(s).strength(ids["star"]) - s.ip[ids["star"]]["hd"] == 5 // 2
    # "5- Star Stop: Stops the point output of any star card".
    s, ids = psy_duel(mine=[("f", STELLAR_FIELD, "sun"), ("p", APOSTLE, "sun")], theirs=[("star", STAR, None)])
    before = Position(s).produced(B)["energy"]
    use(s, ids["p"], ids["f"], 2, on=ids["star"])
    assert Position(s).produced(B)["energy"] == before - 5
    end_turn(s, draws=0)
    assert s.pool["energy"] == 0  # B's allocation: the star makes nothing
    # "8- Terrain Blast: Allows psy to apply its psy damage to a terrain card as weapons damage."
    s, ids = psy_duel(mine=[("f", STELLAR_FIELD, "sun"), ("p", PALADIN, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)])
    use(s, ids["p"], ids["f"], 3)
    fire_psy(s, ids["p"], ids["t"], weapon="phaser", shots=4)  # "XXXX: Psy Damage"
    assert damage(s, ids["t"]) == (0, 4)
    # "4- Separation: Allows combined terrain cards to be damaged individually."
    s, ids = psy_duel(
        mine=[("f", STELLAR_FIELD, "sun"), ("p", KINETICIST, "sun"), ("pl", PLANETESIMAL, None)],
        theirs=[("t", mk("T9", "Test Giant"), None), ("m", mk("T3", "Test Moon"), "t")],
    )
    s.ip[ids["m"]]["cmb"] = True
    Position(s).changed()
    assert not Position(s).target_ok(A, ids["m"])
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    act(s, "psy", card=ids["p"], field=ids["f"], fn=1, on=ids["t"])
    assert Position(s).target_ok(A, ids["m"])  # the combined moon may be fired at on its own


# ---- the psys -----------------------------------------------------------------------------------


def muse():
    # "When played, the sole function is selected from the Psycanti Disciplines in play in the
    # fleet. - Function may be of any strength. - Function is used at no cost once each turn even
    # if field is destroyed."
    s, ids = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun")], theirs=[("c", mk("S9", "Test Hulk"), None)], hand=[MUSE])
    skip_to(s, "play_a")
    m = hand_card(s, MUSE)
    assert legal(s, "play", card=m, on=ids["sun"], field=ids["f"], fn=0)
    act(s, "play", card=m, on=ids["sun"], field=ids["f"], fn=3)  # Damage Stream, a level 8 function
    next_turn(s)
    assert not legal(s, "charge", card=m)  # no cost
    skip_to(s, "play_a")
    assert not legal(s, "psy", card=m, field=ids["f"], fn=1)  # its sole function only
    act(s, "psy", card=m, field=ids["f"], fn=3)  # by a strength 1 psy
    assert s.ip[m]["xd"] == 1
    assert not any(a["type"] == "psy" and a["card"] == m for a in s.legal_actions(A))  # once each turn
    Position(s).remove(ids["f"])
    next_turn(s)
    skip_to(s, "play_a")
    assert legal(s, "psy", card=m, field=ids["f"], fn=3)  # the field is gone; still its function


def apprentice():
    # "*: Fleet Discipline": one function a turn from any field in the fleet (a Kinetic-only one too).
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", APPRENTICE, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)])
    act(s, "charge", card=ids["p"])
    assert not legal(s, "charge", card=ids["p"])  # one symbol: one function
    skip_to(s, "play_a")
    act(s, "psy", card=ids["p"], field=ids["f"], fn=0, on=ids["t"])
    assert not any(a["type"] == "psy" for a in s.legal_actions(A))


def occultist():
    # "Must be played to the same location as the field card."
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("rock", mk("T2", "Test Rock Two"), None)], hand=[OCCULTIST])
    skip_to(s, "play_a")
    c = hand_card(s, OCCULTIST)
    assert legal(s, "play", card=c, on=ids["sun"]) and not legal(s, "play", card=c, on=ids["rock"])
    # "All functions on that field card are 3 points easier to use by the occultist": strength 3
    # uses the level 5 function there, not the level 7 one.
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", OCCULTIST, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)])
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    assert legal(s, "psy", card=ids["p"], field=ids["f"], fn=2, on=ids["t"])
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["t"])


def defender():
    # "Is placed back into the hand after sustaining damage equal to its strength."
    s, ids = psy_duel(theirs=[("t", SUN, None), ("d", DEFENDER, "t")])
    Position(s).deal_damage(ids["d"], 4, "card", A)
    assert ids["d"] not in s.ip and ids["d"] in s.hand[B]
    # "Is discarded if it sustains damage equal to twice its strength."
    s, ids = psy_duel(theirs=[("t", SUN, None), ("d", DEFENDER, "t")])
    Position(s).deal_damage(ids["d"], 8, "card", A)
    assert ids["d"] in s.discard[B]


def kineticist():
    # "%*%: Kinetic Disciplines - or *: Any Discipline": three Kinetic functions a turn ...
    s, ids = psy_duel(
        mine=[("f", TERRAIN_FIELD, "sun"), ("p", KINETICIST, "sun"), ("pl", PLANETESIMAL, None)],
        theirs=[("t", mk("T10", "Test Huge"), None)],
    )
    for _ in range(3):
        act(s, "charge", card=ids["p"])
    assert not legal(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    for fn in (0, 1, 2):
        act(s, "psy", card=ids["p"], field=ids["f"], fn=fn, on=ids["t"])
    assert damage(s, ids["t"]) == (0, 1 + 3 + 5)
    # ... or one function of any discipline (a Psycanti-only field).
    s, ids = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun"), ("f2", STELLAR_FIELD, "sun"), ("p", KINETICIST, "sun")])
    for _ in range(3):
        act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    act(s, "psy", card=ids["p"], field=ids["f"], fn=1)
    assert not any(a["type"] == "psy" for a in s.legal_actions(A))


def apostle():
    # "Allows one non-psy crew card at the same location to use up to a level 3 function from any
    # Psycanti Discipline each turn at no cost."
    s, ids = psy_duel(
        mine=[("f", TERRAIN_FIELD, "sun"), ("u", BASE, "sun"), ("p", APOSTLE, "u"), ("c", OFFICER, "u"), ("far", OFFICER, None)],
        theirs=[("t", mk("T9", "Test Giant"), None)],
    )
    skip_to(s, "play_a")
    assert legal(s, "psy", card=ids["c"], field=ids["f"], fn=1, on=ids["t"], via=ids["p"])
    assert not legal(s, "psy", card=ids["c"], field=ids["f"], fn=2, on=ids["t"], via=ids["p"])  # level 5
    pool = dict(s.pool)
    act(s, "psy", card=ids["c"], field=ids["f"], fn=1, on=ids["t"], via=ids["p"])
    assert damage(s, ids["t"]) == (0, 3) and s.pool == pool
    assert not any(a.get("via") for a in s.legal_actions(A))  # once each turn


def commandant():
    # "When in play on a base of equal or less strength, the base protects the Psy.Network. The
    # base must be destroyed before the commandant can be attacked with weapon damage."
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("b", BASE, None), ("p", COMMANDANT, "b")])
    assert set(Position(s).network_guards(B)) == {ids["p"], ids["b"]}
    skip_to(s, "fire")
    assert not legal(s, "target", on=ids["p"]) and legal(s, "target", on=ids["b"])
    s, ids = duel(theirs=[("b", mk("B7", "Test Big Base"), None), ("p", COMMANDANT, "b")])
    assert Position(s).network_guards(B) == [ids["p"]]  # a base stronger than the commandant


def duelist():
    # "Opponent psy beings must destroy the duelist before attacking non-psy targets in the fleet."
    s, ids = psy_duel(mine=[("p", PALADIN, "sun")], theirs=[("t", SUN, None), ("d", DUELIST, "t"), ("c", CRUISER, None)])
    skip_to(s, "fire")
    assert legal(s, "target", on=ids["d"]) and not legal(s, "target", on=ids["c"])
    Position(s).remove(ids["d"])
    Position(s).changed()
    assert legal(s, "target", on=ids["c"])
    # The Intellect Fighter is a psy being too ("any card which can use a psy function", GEfaq).
    s, ids = psy_duel(mine=[("e", FIGHTER, "sun")], theirs=[("t", SUN, None), ("d", DUELIST, "t"), ("c", CRUISER, None)])
    skip_to(s, "fire")
    assert legal(s, "target", on=ids["d"]) and not legal(s, "target", on=ids["c"])


def paladin():
    # "Sustains only 1 point of damage for every 2 points of damage taken."
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("t", SUN, None), ("p", PALADIN, "t")])
    volley(s, ids["p"], [(ids["c"], "phaser")] * 3 + [(ids["c"], "heavy")] * 0)
    assert damage(s, ids["p"]) == (0, 1)
    s, ids = duel(theirs=[("t", SUN, None), ("p", PALADIN, "t")])
    Position(s).deal_damage(ids["p"], 6, "card", A)
    assert damage(s, ids["p"]) == (0, 3)


def fighter():
    # "Played to a Psycanti's location"; "When discarded is returned to the owner's hand"; "x: Psy
    # Damage"; "*: Cyber Discipline".
    s, ids = psy_duel(
        mine=[("p", APPRENTICE, "sun"), ("rock", mk("T2", "Test Rock Two"), None), ("f", WILDING_FIELD, "sun")],
        theirs=[("c", CRUISER, None)], hand=[FIGHTER],
    )
    skip_to(s, "play_a")
    e = hand_card(s, FIGHTER)
    assert legal(s, "play", card=e, on=ids["sun"]) and not legal(s, "play", card=e, on=ids["rock"])
    play(s, FIGHTER, on=ids["sun"])
    next_turn(s)
    act(s, "charge", card=e)
    skip_to(s, "play_a")
    act(s, "psy", card=e, field=ids["f"], fn=0, on=ids["c"])  # level 1 Cyber function
    assert damage(s, ids["c"]) == (2, 0)
    fire_psy(s, e, ids["c"], weapon="phaser")
    assert damage(s, ids["c"]) == (2, 1)
    Position(s).remove(e)
    assert e in s.hand[A]
    # "Each turn, may either fire its weapons or transport up to 1 crew ... on a there-and-back mission."
    mine = [("p", APPRENTICE, "sun"), ("e", FIGHTER, "sun"), ("m", "C4|marine", "sun")]
    theirs = [("c", CRUISER, None), ("x", "E2|phaser refit", "c")]
    s, ids = psy_duel(mine=mine, theirs=theirs)
    skip_to(s, "play_a")
    act(s, "operate", card=ids["m"], on=ids["x"], op="discard_crew_or_equipment")
    while s.pending:
        act(s, "pass")
    assert ids["x"] not in s.ip and ids["e"] not in Position(s).firers(A)
    s, ids = psy_duel(mine=mine, theirs=theirs)
    fire_psy(s, ids["e"], ids["c"], weapon="phaser")
    skip_to(s, "play_b")
    assert not legal(s, "operate", card=ids["m"], on=ids["x"], op="discard_crew_or_equipment")


def projection_station():
    # "One psy may use one function of strength 5 or less twice each turn."
    s, ids = psy_duel(
        mine=[("f", TERRAIN_FIELD, "sun"), ("p", PALADIN, "sun"), ("st", STATION, "sun")],
        theirs=[("t", mk("T9", "Test Giant"), None)],
    )
    use(s, ids["p"], ids["f"], 1, on=ids["t"], charges=3)
    act(s, "psy", card=ids["p"], field=ids["f"], fn=1, on=ids["t"], double=True)
    assert damage(s, ids["t"]) == (0, 6)
    act(s, "psy", card=ids["p"], field=ids["f"], fn=0, on=ids["t"])
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=0, on=ids["t"], double=True)  # once a turn
    s, ids = psy_duel(
        mine=[("f", TERRAIN_FIELD, "sun"), ("p", PALADIN, "sun"), ("st", STATION, "sun")],
        theirs=[("t", mk("T9", "Test Giant"), None)],
    )
    use(s, ids["p"], ids["f"], 3, on=ids["t"], charges=2)
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["t"], double=True)  # level 7 > 5


def planetesimal():
    # "All Psycanti in play in the fleet are 2 strength points stronger for the purpose of using psy functions."
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", OCCULTIST, None), ("u", BASE, None)])
    s.ip[ids["p"]]["loc"] = ids["u"]  # away from the field: no occultist bonus
    Position(s).changed()
    assert Position(s).function_strength(ids["p"], ids["f"]) == 3
    s2, ids2 = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("u", BASE, None), ("p", OCCULTIST, "u"), ("pl", PLANETESIMAL, None)])
    assert Position(s2).function_strength(ids2["p"], ids2["f"]) == 5
    assert Position(s2).strength(ids2["p"]) == 3  # not stronger for anything else
    assert Position(s2).produced(A)["supply"] == 4


SCENARIOS = {
    TERRAIN_FIELD: minor_terrain_field,
    HEALING_FIELD: lesser_healing_field,
    WILDING_FIELD: field_of_minor_wilding,
    PSYCANTI_FIELD: psycanti_field,
    STELLAR_FIELD: stellar_field,
    MUSE: muse,
    APPRENTICE: apprentice,
    OCCULTIST: occultist,
    DEFENDER: defender,
    KINETICIST: kineticist,
    APOSTLE: apostle,
    COMMANDANT: commandant,
    DUELIST: duelist,
    PALADIN: paladin,
    FIGHTER: fighter,
    STATION: projection_station,
    PLANETESIMAL: planetesimal,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_psy_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()


# ---- the psy rules ------------------------------------------------------------------------------


def test_only_psys_protect_the_psy_network():
    # GErulesv21 "PSY NETWORK": "Only 'P' psy cards protect the Psy Network; ships, bases ... do not."
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("t", SUN, None), ("s", CRUISER, None), ("q", APPRENTICE, "t")])
    assert s.main[B] == "Psycanti"
    skip_to(s, "fire")
    assert not legal(s, "target", hq=B)
    Position(s).remove(ids["q"])
    Position(s).changed()
    assert legal(s, "target", hq=B)  # the ship in the fleet does not protect it


def test_psys_do_not_protect_a_sector_hq_and_fire_at_the_psy_network():
    s, ids = psy_duel(mine=[("p", PALADIN, "sun")], theirs=[("t", SUN, None), ("q", APPRENTICE, "t")])
    skip_to(s, "fire")
    assert not legal(s, "target", hq=B)
    Position(s).remove(ids["q"])
    Position(s).changed()
    act(s, "target", hq=B)
    for _ in range(4):
        act(s, "fire", card=ids["p"], weapon="phaser")  # "XXXX: Psy Damage"
    act(s, "resolve")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert s.hq[B] == 4
    # "cards that protect the Psy Network do not protect the Sector HQ": an Argonian fleet's psy
    # leaves its Sector HQ open once its ship is gone.
    s, ids = duel(
        mine=[("c", CRUISER, None)],
        theirs=[("s", "S3|argonian frigate argonian sunspot frigate", None), ("t", SUN, None), ("q", APPRENTICE, "t")],
    )
    assert s.main[B] == "Argonian"
    skip_to(s, "fire")
    assert not legal(s, "target", hq=B)
    Position(s).remove(ids["s"])
    Position(s).changed()
    assert legal(s, "target", hq=B)


def test_a_psy_may_be_played_at_no_location_where_no_shields_protect_it():
    # Ruling (the psy empires "have no territory"): a psy may be played into the fleet itself.
    s, ids = psy_duel(hand=[DUELIST])
    skip_to(s, "play_a")
    play(s, DUELIST)
    d = next(c for c in s.ip if s.ci[c].card["identity"] == DUELIST)
    assert s.ip[d]["loc"] is None
    Position(s).deal_damage(d, 3, "card", B)
    assert damage(s, d) == (0, 3)


def test_location_shields_protect_a_psy():
    # "Shields of a ship, base, terrain or other location protect the psy cards at that location".
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("b", BASE, None), ("q", DUELIST, "b")])
    Position(s).deal_damage(ids["q"], 8, "card", A)
    assert damage(s, ids["b"]) == (3, 0) and damage(s, ids["q"]) == (0, 5)


def test_psys_take_half_a_command_slot_each():
    # "Cards that consume 1/2 of a command slot each include all psy cards"; "never drop fractions".
    s, ids = psy_duel(mine=[("p", APPRENTICE, "sun")], hand=[APOSTLE])
    assert Position(s).command_used(A) == 1
    assert Position(s).command_used(A, extra=hand_card(s, APOSTLE)) == 1
    s, ids = psy_duel(mine=[("p", APPRENTICE, "sun"), ("c", CRUISER, None), ("c2", FRIGATE, None)], hand=[APOSTLE])
    assert Position(s).command_used(A) == 3
    skip_to(s, "play_a")
    assert not any(a["type"] == "play" and a["card"] == hand_card(s, APOSTLE) for a in s.legal_actions(A))


def test_psys_are_crew_for_cards_that_affect_crew():
    # v2.1 "PSY CARDS": "anything that can affect crew cards can affect psy cards". An Injury
    # ("played on an opponent crew card") disables a psy: it uses no function.
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", PALADIN, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)], hand_b=["O2|injury"])
    place(s, B, "O2|injury", ids["p"])
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    assert Position(s).status(ids["p"]).get("disabled")
    assert not any(a["type"] == "psy" for a in s.legal_actions(A))
    # Lesser Healing Field, "6- Heal Being: Discard any health-affecting card in play against the fleet."
    s, ids = psy_duel(
        mine=[("f", HEALING_FIELD, "sun"), ("p", PALADIN, "sun"), ("q", DUELIST, "sun")], hand_b=["O2|injury"],
    )
    hurt = place(s, B, "O2|injury", ids["q"])
    use(s, ids["p"], ids["f"], 3, on=hurt)
    assert hurt not in s.ip and not Position(s).status(ids["q"]).get("disabled")
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("t", SUN, None), ("q", PALADIN, "t")], hand=["O2|injury"])
    play(s, "O2|injury", on=ids["q"])
    assert Position(s).status(ids["q"]).get("disabled")


def test_turn_two_allows_one_psy_or_unit():
    # v2.1 "TURN 2 RESTRICTIONS": "a maximum of 1 ship, base, dragon, installation or psy card".
    s, ids = psy_duel(hand=[APPRENTICE, APOSTLE])
    s.pturns[A] = 2
    skip_to(s, "play_a")
    play(s, APPRENTICE, on=ids["sun"])
    assert not any(a["type"] == "play" and a["card"] == hand_card(s, APOSTLE) for a in s.legal_actions(A))


def test_a_function_is_used_once_per_complete_turn_and_frees_at_the_users_next_turn():
    # "Each function of each field in play may only be used once per complete turn"; "A function
    # deactivates in the next Record Keeping Step of the player who activated it."
    s, ids = psy_duel(
        mine=[("f", TERRAIN_FIELD, "sun"), ("p", PALADIN, "sun"), ("q", DUELIST, "sun")],
        theirs=[("t", mk("T9", "Test Giant"), None)],
    )
    act(s, "charge", card=ids["q"])
    use(s, ids["p"], ids["f"], 0, on=ids["t"])
    assert not legal(s, "psy", card=ids["q"], field=ids["f"], fn=0, on=ids["t"])
    assert s.fnuse == [[ids["f"], 0, A, ids["p"]]]
    end_turn(s, draws=0)
    assert s.fnuse  # still in use during the opponent's turn
    end_turn(s, draws=0)
    assert s.fnuse == []


def test_functions_need_an_engaged_field_and_an_allocated_point():
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", PALADIN, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)])
    Position(s).allocate(ids["f"], False)  # its 3 ammunition not allocated
    skip_to(s, "play_a")
    assert not any(a["type"] == "psy" for a in s.legal_actions(A))
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", PALADIN, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)])
    energy = s.pool["energy"]
    act(s, "charge", card=ids["p"])
    assert s.pool["energy"] == energy - 1  # "at a cost of 1 energy each"
    skip_to(s, "play_a")
    assert any(a["type"] == "psy" for a in s.legal_actions(A))


def test_psy_damage_functions_only_in_play_cards_phase_a():
    # GErulesv21 "PSY DAMAGE": "must be activated during Play Cards Phase A".
    s, ids = psy_duel(mine=[("f", PSYCANTI_FIELD, "sun"), ("p", PALADIN, "sun")])
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    assert legal(s, "psy", card=ids["p"], field=ids["f"], fn=1)
    skip_to(s, "play_b")
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=1)


def test_discarding_a_psy_ends_the_functions_it_activated():
    s, ids = psy_duel(mine=[("f", WILDING_FIELD, "sun"), ("p", DUELIST, "sun"), ("b", BASE, None)])
    use(s, ids["p"], ids["f"], 2, on=ids["b"])
    assert ids["b"] in Position(s).network_guards(A)
    Position(s).remove(ids["p"])
    assert ids["b"] not in Position(s).network_guards(A)


def test_illegal_psy_action_changes_nothing():
    s, ids = psy_duel(mine=[("f", TERRAIN_FIELD, "sun"), ("p", APPRENTICE, "sun")], theirs=[("t", mk("T9", "Test Giant"), None)])
    skip_to(s, "play_a")
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply({"player": A, "type": "psy", "card": ids["p"], "field": ids["f"], "fn": 0, "on": ids["t"]})  # no point allocated
    assert s.to_json() == before


# ---- random playouts ------------------------------------------------------------------------------


def _psycanti_with_points() -> list[DeckCard]:
    """Psycanti.dek has no energy, research or ammunition of its own; with a few terrain cards
    added its fields engage and the psys use their functions."""
    idx = decks.by_identity()
    extra = (("T5|star", 3), ("T6|comet sochess comet", 2), ("T6|planet vorn ringed gas giant", 2), ("T8|system the scandig system", 1))
    return decks.load_deck("Psycanti.dek") + [DeckCard(idx[i], n) for i, n in extra]


def _psycanti_with_ships() -> list[DeckCard]:
    """Generic ships in a psy deck: they protect no Psy Network (the invariants check it)."""
    idx = decks.by_identity()
    return _psycanti_with_points() + [DeckCard(idx["S3|war ship"], 3), DeckCard(idx["S2|space yacht"], 2)]


@pytest.mark.parametrize("seed", range(4))
def test_random_psycanti_games_keep_the_invariants(seed: int) -> None:
    opponent = decks.load_deck("Basic_Deck_A.dek")
    run_game(seed, 2, {"turn_limit": 40}, [decks.load_deck("Psycanti.dek"), opponent], policy=purposeful)
    run_game(seed, 2, {"turn_limit": 40}, [_psycanti_with_points(), opponent], policy=purposeful)
    run_game(seed, 2, {"turn_limit": 40}, [opponent, _psycanti_with_points()])
    state = run_game(seed, 3, {"turn_limit": 30}, [_psycanti_with_ships(), opponent, decks.load_deck("Psycanti.dek")], policy=purposeful)
    assert state.main[0] == "Psycanti" and state.is_over()


def test_every_listed_psy_action_applies_and_psys_use_functions() -> None:
    used = set()
    for seed in range(2):
        state = run_game(seed, 2, {"turn_limit": 25}, [_psycanti_with_points(), decks.limited_decks()[0]], check_all_actions=True, policy=purposeful)
        assert state.is_over()
    rng = GameRng(7)
    for seed in range(6):
        state = GAME.new_match(2, seed, {"turn_limit": 40}, [_psycanti_with_points(), decks.load_deck("Basic_Deck_A.dek")])
        while not state.is_over():
            seat = state.current_players()[0]
            action = purposeful(rng, state.legal_actions(seat))
            used.add(action["type"])
            state.apply(action)
    assert {"charge", "psy"} <= used
