"""More expansion cards whose text the card language says, written as data (issue 26, fifth batch):
each scenario plays the real card from the project's data and asserts what its text states.
Families: the raiders of Piracy, Allied Forces and Promotional Runs, "May move against terrain (during
the Allocation Phase), stealing its engagement cost from that terrain" (the `raid` static:
engine/movement.py), the Corporate Pirate enforcers that halve the economy of the terrain they are
against, the cards that grant, ward or answer such moves (Raiding Mission, Pirate Outpost, Viscount,
Defended Territory, Blockade, Hasty Retreat, Defensive Mine Field: `raid` with `to`/`at_most`,
`raid_ward`, `to_fleet`, the card test `stack_owner`), and printings whose text is a modelled card's
at another strength (Navigational Error, Illness, Injury, Astromorph, Time Wave, Indig's Comet, Visonic
Defender).

Rules read first: GErulesv21 "SHIP MOVEMENT RULES" (found in Piracy TM), "ALLOCATION" ("SHIP
MOVEMENT"); GEqa "Ships" (a pirate ship against a terrain does not protect the Sector HQ) and "H6
Defensive Mine Field" (a ship played against a fleet steals "the allocation costs from a planet to
power your ship, and make your opponent lose those points"). The cards have no FAQ, Q&A or errata
entries of their own.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, place, refresh, skip_to
from .test_effects_cards import (
    A, B, comet, crew_disabled, damage, duel, hand_card, pass_turns, play, stats_only_points, volley,
)
from .test_effects_more_language import pass_reactions
from .test_effects_more_psy import SUN, psy_duel

RICH = mk("T8", "Test Rich World", gen_economy=6, gen_supply=4, gen_energy=4, gen_ammunition=2)
HOME_WORLD = mk("T6", "Test Home World", gen_economy=3, gen_supply=2, gen_energy=2)
COSTS = ("economy", "supply", "energy")


def _moves(s, u):
    return [a.get("to") for a in s.legal_actions(A) if a["type"] == "move" and a["card"] == u]


def raider(identity: str, steal: bool = True):
    """It moves against an opponent terrain in its Allocation Phase (once), engages on that terrain's
    points (stealing: it needs none of its player's, the terrain makes its printed cost less while it
    is engaged), no longer protects its Sector HQ, and may move back into its fleet."""

    def scenario() -> None:
        printed = {k: v for k in COSTS if (v := card(identity)["attributes"].get(f"cost_{k}"))}
        s, ids = duel(mine=[("r", identity, None)], theirs=[("w", RICH, None)])
        r, w = ids["r"], ids["w"]
        assert Position(s).needs(r) == printed
        assert _moves(s, r) == [w]
        before = Position(s).produced(B)
        act(s, "move", card=r, to=w)
        assert s.ip[r]["loc"] == w and _moves(s, r) == []  # once each Allocation Phase
        assert Position(s).needs(r) == ({} if steal else printed)
        s.ip[r]["e"] = True
        Position(s).changed()
        after = Position(s).produced(B)
        lost = {k: before[k] - after[k] for k in COSTS if before[k] != after[k]}
        assert lost == (printed if steal else {})
        assert r not in s.hq_protectors(A)

    return scenario


def enforcer(identity: str):
    """Against a terrain, engaged: the terrain's economic output is halved (fractions dropped); it
    pays its own engagement cost."""

    def scenario() -> None:
        printed = {k: v for k in COSTS if (v := card(identity)["attributes"].get(f"cost_{k}"))}
        world = mk("T7", "Test Trade World", gen_economy=5, gen_energy=2)
        s, ids = duel(mine=[("r", identity, None)], theirs=[("w", world, None)])
        r, w = ids["r"], ids["w"]
        assert _moves(s, r) == [w]
        act(s, "move", card=r, to=w)
        assert Position(s).needs(r) == printed
        s.ip[r]["e"] = s.ip[r]["w"] = True
        Position(s).changed()
        made = Position(s).produced(B)
        assert (made["economy"], made["energy"]) == (2, 2)  # 5 halved, fractions dropped
        s.ip[r]["loc"] = None  # back in its fleet: the terrain makes its whole economy again
        Position(s).changed()
        assert Position(s).produced(B)["economy"] == 5

    return scenario


def fleet_survey_cruiser() -> None:
    """A raider (as above) that, against an opponent terrain, may look at 2 random cards in that
    opponent's hand each turn, seen by its player alone."""
    identity = "S4|vicious six fleet survey cruiser"
    raider(identity)()
    s, ids = duel(mine=[("r", identity, None)], theirs=[("w", RICH, None)])
    skip_to(s, "play_a")
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # not while in its own fleet
    s, ids = duel(mine=[("r", identity, None)], theirs=[("w", RICH, None)])
    act(s, "move", card=ids["r"], to=ids["w"])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["r"], ability="ability0", on=ids["w"])
    pass_reactions(s)
    seen = s.view(A)["seen"]
    assert len(seen) == 2 and all(c["where"] == "hand" and c["id"] in s.hand[B] for c in seen)
    assert s.view(B)["seen"] == []  # his alone
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn


PIRATE = mk("S4", "Test Pirate Sloop", tags=["PropPirate"], cost_economy=2, cost_energy=1, shields=3, phasers=3)


def raiding_mission() -> None:
    """Played to a pirate ship (only): the ship moves against terrain in its Allocation Phase,
    stealing its engagement cost; the card is discarded once the ship is against no terrain."""
    identity = "O4|raiding mission"
    lawful = mk("S4", "Test Patrol Ship", cost_economy=2, shields=3, phasers=3)
    s, ids = duel(mine=[("p", PIRATE, None), ("l", lawful, None)], theirs=[("w", RICH, None)], hand=[identity])
    assert _moves(s, ids["p"]) == []
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {ids["p"]}
    play(s, identity, on=ids["p"])
    assert s.ip[c]["loc"] == ids["p"]
    pass_turns(s, 2)
    assert s.phase == "alloc" and _moves(s, ids["p"]) == [ids["w"]] and _moves(s, ids["l"]) == []
    before = Position(s).produced(B)
    act(s, "move", card=ids["p"], to=ids["w"])
    assert Position(s).needs(ids["p"]) == {} and c in s.ip  # still in play while against the terrain
    s.ip[ids["p"]]["e"] = True
    Position(s).changed()
    after = Position(s).produced(B)
    assert (before["economy"] - after["economy"], before["energy"] - after["energy"]) == (2, 1)
    pass_turns(s, 2)
    act(s, "move", card=ids["p"], to=None)
    assert c not in s.ip and c in s.discard[A]  # "Discarded when the ship is no longer in play against the terrain"


HULK = mk("S8", "Test Raiding Hulk", cost_economy=2, shields=3, phasers=3)


def hasty_retreat() -> None:
    """Played to an own ship against an opponent terrain, in the Play Cards Phase or in reaction mode:
    the ship is moved back to the fleet (and protects the Sector HQ again)."""
    identity = "L2|hasty retreat"
    s, ids = duel(mine=[("home", HOME_WORLD, None)], theirs=[("w", RICH, None)], hand=[identity, HULK])
    r = place(s, A, HULK["key"], ids["w"])  # against B's terrain
    refresh(s)
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {r}
    assert r not in s.hq_protectors(A)
    play(s, identity, on=r)
    assert s.ip[r]["loc"] is None and r in s.hq_protectors(A) and c not in s.ip and c in s.discard[A]
    # In reaction mode: as the opponent plays a card.
    moon = mk("T2", "Test Moon", gen_energy=1)
    s, ids = duel(mine=[("home", HOME_WORLD, None)], theirs=[("w", RICH, None)], hand=[identity, HULK], hand_b=[moon])
    r = place(s, A, HULK["key"], ids["w"])
    refresh(s)
    c = hand_card(s, identity)
    end_turn(s, draws=0)
    assert s.active == B
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, moon["key"], B))
    offers = [a for a in s.legal_actions(A) if a["type"] == "react" and a["card"] == c]
    assert [a.get("on") for a in offers] == [r]
    act(s, "react", **{k: v for k, v in offers[0].items() if k not in ("player", "type")})
    pass_reactions(s)
    assert s.ip[r]["loc"] is None and c not in s.ip


def defensive_mine_field() -> None:
    """Played on an opponent ship against its player's terrain: every opponent ship in play against his
    fleet takes 6 points of damage (shields first), no other ship."""
    identity = "H6|defensive mine field"
    s, ids = duel(mine=[("w", RICH, None), ("w2", HOME_WORLD, None)],
                  theirs=[("r", HULK, "w"), ("r2", HULK, "w2"), ("g", HULK, None), ("v", RICH, None), ("f", HULK, "v")],
                  hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {ids["r"], ids["r2"]}
    play(s, identity, on=ids["r"])
    assert damage(s, ids["r"]) == (3, 3) and damage(s, ids["r2"]) == (3, 3)
    assert damage(s, ids["g"]) == (0, 0) and damage(s, ids["f"]) == (0, 0)
    assert c not in s.ip  # discarded after use


POLICE = mk("S6", "Test Patrol Cutter", tags=["PropPolice"], cost_energy=2, shields=4, phasers=4)
GUNNER = mk("S5", "Test Gunner", shields=3, phasers=2, heavy_weapons=2)
LAWFUL = mk("S4", "Test Merchant", cost_economy=1, shields=3, phasers=2)


def pirate_outpost() -> None:
    """One of its player's pirate ships at a time moves against terrain, stealing its engagement cost;
    only police and pirate units may fire at the outpost."""
    identity = "B1|pirate outpost"
    s, ids = duel(mine=[("home", HOME_WORLD, None), ("o", identity, "home"), ("p", PIRATE, None), ("p2", PIRATE, None),
                        ("l", LAWFUL, None)],
                  theirs=[("w", RICH, None), ("cop", POLICE, None), ("pir", PIRATE, None), ("m", LAWFUL, None)])
    p, p2 = ids["p"], ids["p2"]
    assert _moves(s, p) == [ids["w"]] and _moves(s, p2) == [ids["w"]] and _moves(s, ids["l"]) == []
    act(s, "move", card=p, to=ids["w"])
    assert Position(s).needs(p) == {} and _moves(s, p2) == []  # 1 pirate ship
    pos = Position(s)
    assert pos.can_fire_at(ids["cop"], "phaser", ids["o"]) and pos.can_fire_at(ids["pir"], "phaser", ids["o"])
    assert not pos.can_fire_at(ids["m"], "phaser", ids["o"])
    assert pos.can_fire_at(ids["m"], "phaser", ids["l"])  # its other cards as before


def defended_territory() -> None:
    """Played to an own terrain of equal or lesser strength: opponent ships against it are moved off,
    none may move against it, and no unit may fire at it."""
    identity = "A7|defended territory"
    raider = "S5|vicious six destroyer"
    big = mk("T8", "Test Big World", gen_economy=4)
    s, ids = duel(mine=[("w", HOME_WORLD, None), ("big", big, None)],
                  theirs=[("r", raider, "w"), ("g", GUNNER, None)], hand=[identity])
    w = ids["w"]
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {w}  # own, of 7 or less
    assert Position(s).can_fire_at(ids["g"], "heavy", w)  # "Only heavy weapons may damage terrain"
    play(s, identity, on=w)
    assert s.ip[c]["loc"] == w and s.ip[ids["r"]]["loc"] is None  # moved off
    assert not Position(s).can_fire_at(ids["g"], "heavy", w) and Position(s).can_fire_at(ids["g"], "heavy", ids["big"])
    end_turn(s, draws=0)
    assert s.active == B and s.phase == "alloc"
    moves = {a["to"] for a in s.legal_actions(B) if a["type"] == "move" and a["card"] == ids["r"]}
    assert w not in moves and ids["big"] in moves


def viscount() -> None:
    """On a police ship: it may move against a pirate terrain (only), whose output it prevents; it pays
    its own cost; 2 less damage each opponent volley at his location."""
    identity = "C6|viscount noble viscount"
    den = mk("T4", "Test Pirate Den", tags=["PropPirate"], gen_economy=3, gen_energy=1)
    s, ids = duel(mine=[("cop", POLICE, None), ("vi", identity, "cop"), ("other", POLICE, None)],
                  theirs=[("w", RICH, None), ("den", den, None)])
    assert _moves(s, ids["cop"]) == [ids["den"]] and _moves(s, ids["other"]) == []
    before = Position(s).produced(B)
    act(s, "move", card=ids["cop"], to=ids["den"])
    assert Position(s).needs(ids["cop"]) == {"energy": 2}
    after = Position(s).produced(B)
    assert (before["economy"] - after["economy"], before["energy"] - after["energy"]) == (3, 1)
    assert after["supply"] == before["supply"]
    s, ids = duel(mine=[("cop", POLICE, None), ("vi", identity, "cop"), ("n", mk("S9", "Test Hulk"), None)],
                  theirs=[("g", mk("S9", "Test Gunship", phasers=9), None)])
    end_turn(s, draws=0)
    volley(s, ids["cop"], [(ids["g"], "phaser")] * 7)
    assert sum(damage(s, ids["cop"])) == 7 - 2
    volley(s, ids["n"], [(ids["g"], "phaser")] * 2)
    assert sum(damage(s, ids["n"])) == 2  # at his location only


def blockade() -> None:
    """Played to an own engaged ship: the ship moves against an opponent terrain of its player's pick,
    which then makes no points; discarded once the ship stands against no terrain."""
    identity = "O6|blockade"
    s, ids = duel(mine=[("sh", HULK, None), ("off", mk("S4", "Test Idle Ship", cost_energy=9), None)],
                  theirs=[("w", RICH, None), ("v", HOME_WORLD, None)], hand=[identity])
    before = Position(s).produced(B)
    skip_to(s, "play_a")
    s.ip[ids["sh"]]["e"], s.ip[ids["off"]]["e"] = True, False  # one engaged ship, one disengaged
    c = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {ids["sh"]}  # engaged
    act(s, "play", card=c, on=ids["sh"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    picks = [a for a in s.legal_actions(A) if a["type"] == "use"]
    assert {a.get("card") for a in picks} == {ids["w"], ids["v"]}  # its player picks the terrain
    act(s, "use", card=ids["v"])
    pass_reactions(s)
    assert s.ip[ids["sh"]]["loc"] == ids["v"] and s.ip[c]["loc"] == ids["sh"]
    after = Position(s).produced(B)
    assert {k: before[k] - after[k] for k in before if before[k] != after[k]} == {"economy": 3, "supply": 2, "energy": 2}
    pass_turns(s, 2)
    act(s, "move", card=ids["sh"], to=None)
    assert c not in s.ip and Position(s).produced(B) == before


def navigational_error_six() -> None:
    """Played against an opponent ship of 6 or less: the ship is destroyed and crashes on a terrain
    of its owner's pick, which takes damage equal to its strength; a ship on a terrain (against an
    opponent terrain) crashes on that terrain."""
    card = "L6|navigational error"
    s, ids = duel(theirs=[("y", mk("S5", "Test Five", shields=2), None), ("big", mk("S7", "Test Seven"), None),
                          ("t", mk("T6", "Test Plain"), None), ("t2", mk("T8", "Test Giant"), None)],
                  hand=[card])
    skip_to(s, "play_a")
    c = hand_card(s, card)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {ids["y"]}
    play(s, card, on=ids["y"])
    assert ids["y"] in s.discard[B] and s.current_players() == [B]  # his pick
    act(s, "use", card=ids["t"])
    assert damage(s, ids["t"]) == (0, 5) and damage(s, ids["t2"]) == (0, 0)
    s, ids = duel(mine=[("home", mk("T6", "Test Plain"), None), ("home2", mk("T8", "Test Giant"), None)],
                  theirs=[("r", mk("S4", "Test Raider"), "home")], hand=[card])
    play(s, card, on=ids["r"])
    assert ids["r"] in s.discard[B] and damage(s, ids["home"]) == (0, 4) and damage(s, ids["home2"]) == (0, 0)


def astromorph_seven() -> None:
    """Played against an opponent fleet on a ship: 7 damage a turn; only heavy weapons hurt it."""
    identity = "M7|astromorph"
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None)], hand=[identity])
    play(s, identity, on=ids["y"])
    assert sum(damage(s, ids["y"])) == 7
    m = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert not Position(s).can_fire_at(ids["y"], "phaser", m) and Position(s).can_fire_at(ids["y"], "heavy", m)


def time_wave_three() -> None:
    """Each opponent discards one of his cards in play of strength 3 or more (his pick, with its
    stack); then the wave goes under the discard pile."""
    identity = "H5|time wave"
    s, ids = duel(mine=[("own", mk("S8", "Test Own Eight"), None)],
                  theirs=[("two", mk("S2", "Test Two"), None), ("three", mk("S3", "Test Three"), None),
                          ("four", mk("B4", "Test Four"), None), ("crew", mk("C2", "Test Mate"), "three")],
                  hand=[identity])
    wave = hand_card(s, identity)
    play(s, identity)
    frame = s.pending[-1]
    assert frame["p"] == B and {o["card"] for o in frame["options"] if "card" in o} == {ids["three"], ids["four"]}
    act(s, "use", card=ids["three"])
    pass_reactions(s)
    assert ids["three"] not in s.ip and ids["crew"] not in s.ip
    assert ids["four"] in s.ip and ids["two"] in s.ip and ids["own"] in s.ip
    assert s.discard[s._dk(A)][0] == wave and wave not in s.ip


def indigs_comet() -> None:
    """Research equal to its strength (4) each turn; lasts 4 turns, then discarded."""
    identity = "T4|indigs comet"
    stats_only_points(identity, {"research": 4})()
    comet(identity, 4)()


def time_wave_five() -> None:
    """Each opponent discards one of his cards in play of strength 5 or more (his pick)."""
    identity = "H7|time wave"
    s, ids = duel(theirs=[("four", mk("S4", "Test Four"), None), ("five", mk("S5", "Test Five"), None),
                          ("six", mk("B6", "Test Six"), None)], hand=[identity])
    wave = hand_card(s, identity)
    play(s, identity)
    frame = s.pending[-1]
    assert frame["p"] == B and {o["card"] for o in frame["options"] if "card" in o} == {ids["five"], ids["six"]}
    act(s, "use", card=ids["six"])
    pass_reactions(s)
    assert ids["six"] not in s.ip and ids["five"] in s.ip and ids["four"] in s.ip
    assert s.discard[s._dk(A)][0] == wave


def visonic_defender() -> None:
    """Back to the hand after damage equal to its strength (6); discarded at twice it (12)."""
    identity = "P6|visonic defender"
    s, ids = psy_duel(theirs=[("t", SUN, None), ("d", identity, "t")])
    Position(s).deal_damage(ids["d"], 6, "card", A)
    assert ids["d"] not in s.ip and ids["d"] in s.hand[B]
    s, ids = psy_duel(theirs=[("t", SUN, None), ("d", identity, "t")])
    Position(s).deal_damage(ids["d"], 12, "card", A)
    assert ids["d"] in s.discard[B]


SCENARIOS = {
    "H7|time wave": time_wave_five,
    "P6|visonic defender": visonic_defender,
    "L6|navigational error": navigational_error_six,
    "O2|illness": crew_disabled("O2|illness", 2),
    "O4|injury": crew_disabled("O4|injury", 4),
    "M7|astromorph": astromorph_seven,
    "H5|time wave": time_wave_three,
    "T4|indigs comet": indigs_comet,
    "O6|blockade": blockade,
    "B1|pirate outpost": pirate_outpost,
    "A7|defended territory": defended_territory,
    "C6|viscount noble viscount": viscount,
    "L2|hasty retreat": hasty_retreat,
    "H6|defensive mine field": defensive_mine_field,
    "O4|raiding mission": raiding_mission,
    "S4|vicious six fleet survey cruiser": fleet_survey_cruiser,
    **{identity: raider(identity) for identity in (
        "S5|independent pirate raider", "S2|corporate pirate raider", "S6|corporate pirate stealth raider",
        "S5|vicious six destroyer", "S7|vicious six command cruiser", "S7|vicious six heavy cruiser",
        "S8|vicious six dreadnought", "S5|leopan stealth raiding ship", "S7|violators pirate command ship",
        "S8|violators pirate dreadnought",
    )},
    "S5|independent pirate ship": raider("S5|independent pirate ship", steal=False),
    "S6|corporate pirate enforcer": enforcer("S6|corporate pirate enforcer"),
    "S4|corporate pirate light enforcer": enforcer("S4|corporate pirate light enforcer"),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
