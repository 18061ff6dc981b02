"""Scenarios for the cards of the Ltd_Argonian and Beta_Starter decks mapped after issue 11.

Each scenario plays the card and checks what its text says happens; the numbers come from the
card's text (cardbase/data/galactic-empires/cards.json) and the v2.1 rules it touches.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires import decks
from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, place, skip_to
from .test_effects_cards import A, B, damage, duel, hand_card, pass_turns, play, targets_of, volley
from .test_engine_random_sim import VARIANTS, run_game

GUNSHIP = mk("S9", "Test Gunship", phasers=9)
HULK = mk("S9", "Test Hulk")
ARGONIAN = mk("S5", "Test Argonian Cruiser", main_empire="Argonian", empire_class="major", heavy_weapons=2)
DEPOT = mk("T5", "Test Depot", gen_ammunition=3, gen_energy=3)
FLUX_DEPOT = mk("T9", "Test Flux Depot", gen_ammunition=3, gen_energy=8)  # 5 of them engage the enhancement


def in_play(state, identity: str) -> int:
    return next(c for c in state.ip if state.ci[c].card["identity"] == identity)


def energy_flux_mode_enhancement():
    """"The damage caused by each energy flux on the ship is tripled with the application of one
    energy point per energy flux tripled. Exclusive Argonian technology."""
    card = "E8|energy flux mode enhancement argonian energy flux mode enhancement"
    s, ids = duel(
        mine=[("t", FLUX_DEPOT, None), ("ship", ARGONIAN, None), ("e8", card, "ship")],
        theirs=[("y", HULK, None)],
    )
    ship = ids["ship"]
    flux = {"player": A, "type": "flux", "card": ship}
    assert flux not in s.legal_actions(A)  # only armed energy fluxes can be tripled
    act(s, "arm", card=ship)
    act(s, "arm", card=ship)
    assert flux not in s.legal_actions(A)  # nor before the enhancement is engaged (its 5 energy, faq-042)
    act(s, "engage", card=ids["e8"])
    act(s, "flux", card=ship)
    act(s, "flux", card=ship)
    assert flux not in s.legal_actions(A)  # at most one energy point per armed flux
    assert s.pool["energy"] == 1
    volley(s, ids["y"], [(ship, "heavy"), (ship, "heavy")])
    assert damage(s, ids["y"]) == (0, 6)  # two fluxes, each tripled


def energy_flux_is_argonian_technology():
    card = "E8|energy flux mode enhancement argonian energy flux mode enhancement"
    s, ids = duel(mine=[("ship", ARGONIAN, None), ("other", mk("S5", "Test Plain Cruiser", heavy_weapons=2), None)], hand=[card])
    skip_to(s, "play_a")
    e8 = hand_card(s, card)
    ons = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == e8}
    assert ons == {ids["ship"]}  # "Exclusive Argonian technology"


def energy_flux_only_energized():
    """One energy point: one of the two fluxes fired is tripled (3 + 1)."""
    card = "E8|energy flux mode enhancement argonian energy flux mode enhancement"
    s, ids = duel(mine=[("t", FLUX_DEPOT, None), ("ship", ARGONIAN, None), ("e8", card, "ship")], theirs=[("y", HULK, None)])
    act(s, "engage", card=ids["e8"])
    act(s, "arm", card=ids["ship"])
    act(s, "arm", card=ids["ship"])
    act(s, "flux", card=ids["ship"])  # one of the two armed
    volley(s, ids["y"], [(ids["ship"], "heavy"), (ids["ship"], "heavy")])
    assert damage(s, ids["y"]) == (0, 4)


def early_warning():
    """"Allows that unit to fire phasers (up to the strength of this card) as a reaction to weapons
    fired at the unit." Strength 4: an engaged unit with 6 phasers fires 4 back."""
    card = "O4|early warning"
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("y", mk("S9", "Test Picket", phasers=6), None)], hand_b=[card])
    r = hand_card(s, card, B)
    volley(s, ids["y"], [(ids["ship"], "phaser")] * 2, reactions=[{"card": r, "on": ids["ship"]}])
    assert damage(s, ids["ship"]) == (0, 4)
    assert damage(s, ids["y"]) == (0, 2)  # the volley itself still lands
    assert r in s.discard[B]  # "Discarded after use"


def early_warning_needs_an_engaged_unit():
    card = "O4|early warning"
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("y", mk("S9", "Test Picket", phasers=6), None)], hand_b=[card])
    s.ip[ids["y"]]["e"] = False
    skip_to(s, "fire")
    act(s, "target", on=ids["y"])
    act(s, "fire", card=ids["ship"], weapon="phaser")
    act(s, "resolve")
    assert not s.pending  # no reaction window: the unit fired upon is disengaged


def tractor_beam():
    """"The tractored ship may only fire at the tractoring unit. Damage from this fire is halved.
    When played in reaction to weapons fire the tractored ship's fire is applied to the tractoring
    unit. Discarded during the owning player's next Allocation Phase." """
    card = "E2|tractor beam"
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("y", HULK, None), ("z", HULK, None)], hand_b=[card])
    r = hand_card(s, card, B)
    volley(s, ids["y"], [(ids["ship"], "phaser")] * 4, reactions=[{"card": r, "on": ids["ship"]}])
    assert damage(s, ids["y"]) == (0, 2)  # 4 halved
    # FAQ faq-008: activated against the ship, not played against it: on the tractoring unit.
    assert r in s.ip and s.ip[r]["loc"] == ids["y"] and s.ip[r]["ts"] == ids["ship"]
    # The tractoring unit was fired upon this turn already, and no other target is allowed.
    assert not [a for a in s.legal_actions(A) if a["type"] == "target"]
    end_turn(s, draws=0)  # B's next turn: the beam is discarded
    assert r not in s.ip and r in s.discard[B]


def tractored_ship_fires_only_at_the_tractoring_unit_at_half_damage():
    s, ids = duel(
        mine=[("ship", GUNSHIP, None)],
        theirs=[("y", HULK, None), ("z", HULK, None), ("beam", "E2|tractor beam", None)],
    )
    s.ip[ids["beam"]].update(loc=ids["y"], ts=ids["ship"])  # B's beam on y, tractoring A's ship
    Position(s).changed()
    skip_to(s, "fire")
    targets = [a for a in s.legal_actions(A) if a["type"] == "target"]
    assert targets == [{"player": A, "type": "target", "on": ids["y"]}]
    volley(s, ids["y"], [(ids["ship"], "phaser")] * 5)
    assert damage(s, ids["y"]) == (0, 2)  # 5 halved, fractions dropped


def cessation_of_time():
    """"When played during an opponent's Draw Cards Phase that phase is ended. Prevents any and all
    card draws. Placed at the bottom of the discard pile after use." """
    card = "O8|cessation of time"
    s, ids = duel(hand_b=[card])
    r = hand_card(s, card, B)
    Position(s).discard(B, [s.deck[B][0]])  # a card already in B's discard pile
    skip_to(s, "draw")
    assert s.current_players() == [B]
    act(s, "react", card=r)
    while s.pending:
        act(s, "pass")
    assert s.draws_left == 0
    assert [a["type"] for a in s.legal_actions(A)] == ["end"]
    assert s.discard[B][0] == r  # the bottom of the pile


def well_of_time():
    """"During the Draw Cards Phase a card is drawn exposed and placed on the well, then more cards
    are drawn and placed on the well until a card of greater strength than the first is drawn (to a
    maximum of 8 cards) ... When research points equal to the strength of the well are applied,
    cards placed on the well are moved into the hand." """
    card = "L8|well of time"
    strong = mk("C7", "Test Strong Officer")
    s, ids = duel(mine=[("t", mk("T5", "Test Lab World", gen_research=8), None)], hand=[card, strong])
    big = hand_card(s, strong["identity"])
    s.hand[A].remove(big)
    d = s.deck[A]
    first, second, third = d[-1], d[-2], d[-3]
    assert all(s.ci[x].st == 5 for x in (first, second, third))
    d.insert(len(d) - 3, big)  # drawn fourth: stronger than the first
    play(s, card)
    well = in_play(s, card)
    skip_to(s, "draw")
    assert s.ip[well]["held"] == [first, second, third, big]
    assert first not in s.hand[A]
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    for _ in range(7):
        act(s, "research", card=well)
    assert well in s.ip
    act(s, "research", card=well)
    assert well not in s.ip and well in s.discard[A]
    assert {first, second, third, big} <= set(s.hand[A])


def well_of_time_stops_at_eight():
    card = "L8|well of time"
    s, ids = duel(hand=[card])
    play(s, card)
    well = in_play(s, card)
    skip_to(s, "draw")
    assert len(s.ip[well]["held"]) == 8  # every card drawn is a strength-5 filler


def mind_control_beast():
    """"Assumes control of the opponent ship it is played against ... for one complete turn. May
    only control a ship of lower strength. No economy, ammunition, supply or energy needed." """
    card = "M6|mind control beast"
    s, ids = duel(
        theirs=[("y", mk("S5", "Test Raider", phasers=3, cost_supply=2), None), ("big", mk("S6", "Test Six"), None),
                ("z", HULK, None)],
        hand=[card],
    )
    s.ip[ids["y"]]["e"] = False
    skip_to(s, "play_a")
    m = hand_card(s, card)
    plays = [a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == m]
    assert ids["y"] in plays and ids["big"] not in plays and ids["z"] not in plays  # lower strength only
    play(s, card, on=ids["y"])
    assert s.ip[ids["y"]]["c"] == A and s.ip[ids["y"]]["e"]
    assert ids["y"] in Position(s).ships(A)  # it protects its controller's Sector HQ
    volley(s, ids["z"], [(ids["y"], "phaser")] * 3)
    assert damage(s, ids["z"]) == (0, 3)
    end_turn(s, draws=0)
    assert s.ip[ids["y"]]["c"] == A  # still A's through B's turn
    end_turn(s, draws=0)  # A's next turn: one complete turn is over
    assert s.ip[ids["y"]]["c"] == B and m not in s.ip and m in s.discard[A]


def insanity():
    """"Played on a crew card of equal or lesser strength. Insanity player dictates the actions of
    that card ... the opposite of: point generation, point modification ... Negated by research
    equal to the insanity plus the crew's strength."""
    card = "O5|insanity"
    s, ids = duel(
        mine=[("ship", GUNSHIP, None)],
        theirs=[("y", mk("S5", "Test Frigate", cost_supply=2), None), ("cap", "C5|captain", "y"),
                ("lab", mk("T5", "Test Lab", gen_research=3), None), ("sci", mk("C3", "Test Scientist", gen_research=2), "y"),
                ("big", mk("C6", "Test Elder"), "y")],
        hand=[card, card],
    )
    skip_to(s, "play_a")
    assert Position(s).needs(ids["y"]) == {"supply": 1}
    assert Position(s).produced(B)["research"] == 5
    i1 = hand_card(s, card)
    assert {"player": A, "type": "play", "card": i1, "on": ids["big"]} not in s.legal_actions(A)  # C6 > O5
    play(s, card, on=ids["cap"])
    assert Position(s).needs(ids["y"]) == {"supply": 3}  # one more instead of one less
    play(s, card, on=ids["sci"])
    assert Position(s).produced(B)["research"] == 1  # 3 - 2 instead of 3 + 2
    volley(s, ids["y"], [(ids["ship"], "phaser")] * 3)
    assert damage(s, ids["y"]) == (0, 4)  # one more damage per volley instead of one less
    ins = next(c for c in s.ip if s.ci[c].card["identity"] == card and s.ip[c]["loc"] == ids["cap"])
    Position(s).damage(ins, research=9)
    Position(s).check_monster(ins)
    assert ins in s.ip
    Position(s).damage(ins, research=10)  # 5 + the captain's 5
    Position(s).check_monster(ins)
    assert ins not in s.ip


def insane_crew_cannot_be_discarded():
    card = "O5|insanity"
    s, ids = duel(theirs=[("y", HULK, None), ("cap", "C5|captain", "y")], hand=[card])
    play(s, card, on=ids["cap"])
    end_turn(s, draws=0)
    skip_to(s, "discard")
    scuttles = {a["card"] for a in s.legal_actions(B) if a["type"] == "scuttle"}
    assert ids["cap"] not in scuttles and ids["y"] in scuttles  # v2.1: the base of the stack may go


def political_clout():
    """"Played against one opponent ship and terrain card. Ship cannot protect sector HQ, but
    protects the terrain as a base. Ship remains on the terrain for 2 complete turns or until fired
    upon by any opponent." """
    card = "O6|political clout"
    s, ids = duel(
        mine=[("t0", DEPOT, None), ("ship", mk("S9", "Test Bombard", heavy_weapons=3), None)],
        theirs=[("y", HULK, None), ("t", mk("T4", "Test Colony"), None), ("t2", mk("T3", "Test Moon"), None)],
        hand=[card],
    )
    act(s, "arm", card=ids["ship"])
    skip_to(s, "play_a")
    play(s, card, on=ids["y"], to=ids["t"])
    skip_to(s, "fire")
    targets = [a for a in s.legal_actions(A) if a["type"] == "target"]
    assert {"player": A, "type": "target", "hq": B} in targets  # the only ship no longer protects it
    assert {"player": A, "type": "target", "on": ids["t"]} not in targets  # protected as by a base
    assert {"player": A, "type": "target", "on": ids["t2"]} in targets
    clout = in_play(s, card)
    volley(s, ids["y"], [(ids["ship"], "heavy")])
    assert clout not in s.ip  # fired upon
    assert {"player": A, "type": "target", "hq": B} not in s.legal_actions(A)


def political_clout_lasts_two_complete_turns():
    card = "O6|political clout"
    s, ids = duel(theirs=[("y", HULK, None), ("t", mk("T4", "Test Colony"), None)], hand=[card])
    play(s, card, on=ids["y"], to=ids["t"])
    clout = in_play(s, card)
    pass_turns(s, 3)
    assert clout in s.ip
    pass_turns(s, 1)
    assert clout not in s.ip


def insanity_nine():
    """O9 Insanity (same text as O5): a crew card up to strength 9; research 9 + the crew's."""
    card = "O9|insanity"
    s, ids = duel(theirs=[("y", HULK, None), ("sci", mk("C9", "Test Sage", gen_research=4), "y")], hand=[card])
    play(s, card, on=ids["sci"])
    assert Position(s).produced(B)["research"] == 0  # -4, never below nothing
    ins = in_play(s, card)
    Position(s).damage(ins, research=17)
    Position(s).check_monster(ins)
    assert ins in s.ip
    Position(s).damage(ins, research=18)
    Position(s).check_monster(ins)
    assert ins not in s.ip and Position(s).produced(B)["research"] == 4


def self_destruction():
    """"May only be played on your own ship or base. The ship or base and its accompanying cards
    are discarded. Causes damage to one unit equal to the strength of the destroyed ship or base." """
    card = "O8|self destruction"
    s, ids = duel(
        mine=[("old", mk("S6", "Test Wreck"), None), ("crew", mk("C2", "Test Cook"), "old")],
        theirs=[("y", mk("S9", "Test Shielded", shields=2), None)], hand=[card],
    )
    skip_to(s, "play_a")
    sd = hand_card(s, card)
    ons = {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == sd}
    assert ons == {ids["old"]}
    play(s, card, on=ids["old"], to=ids["y"])
    assert ids["old"] in s.discard[A] and ids["crew"] in s.discard[A]
    assert damage(s, ids["y"]) == (2, 4)  # 6 damage: shields first


def serious_hull_breach():
    """"When played on a ship or base, one crew card and one equipment card are discarded from that
    stack. May not be played on a unit with operating shields." """
    card = "O2|serious hull breach"
    s, ids = duel(
        theirs=[("y", HULK, None), ("c1", mk("C2", "Test Cook"), "y"), ("c2", mk("C5", "Test Pilot"), "y"),
                ("e1", mk("E3", "Test Probe"), "y"),
                ("z", mk("S5", "Test Shielded", shields=2), None), ("c3", mk("C2", "Test Guard"), "z")],
        hand=[card],
    )
    skip_to(s, "play_a")
    hb = hand_card(s, card)
    ons = {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == hb}
    assert ons == {ids["y"]}  # z's shields operate
    play(s, card, on=ids["y"])
    # "chosen by the defender": B picks which of his two crew cards goes (one equipment card: no choice).
    assert s.current_players() == [B]
    assert {a["card"] for a in s.legal_actions(B)} == {ids["c1"], ids["c2"]}  # no "pass": he must pick
    act(s, "use", card=ids["c2"])
    assert ids["c2"] not in s.ip and ids["e1"] not in s.ip and ids["c1"] in s.ip
    assert hb in s.discard[A]


def shuttle_bomb():
    """"Allows the shuttle or fighter on which it is played to become an explosive weapon. Impacts
    on one target causing card damage equal to the strength of the shuttle or fighter card. The
    shuttle or fighter card and this card are discarded after use." """
    card = "E4|shuttle bomb"
    s, ids = duel(
        mine=[("ship", GUNSHIP, None), ("sh", "E3|shuttlecraft", "ship"), ("bomb", card, "sh")],
        theirs=[("y", HULK, None)],
    )
    skip_to(s, "play_a")
    act(s, "operate", card=ids["bomb"], on=ids["y"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["y"]) == (0, 3)
    assert ids["sh"] in s.discard[A] and ids["bomb"] in s.discard[A]


def zarom():
    """"Played against a fleet: Causes 1 point of damage each turn to all monsters and dragons in
    the fleet. Destroyed by research points equal to its strength." """
    card = "M5|zarom"
    s, ids = duel(
        theirs=[("y", HULK, None), ("d", "D4|radiation dragoness", None), ("d2", "D8|moon dragoness", None),
                ("lab", mk("T5", "Test Lab", gen_research=5), None)],
        hand=[card, "M4|space dragon"],
    )
    ids["m"] = place(s, A, "M4|space dragon", ids["y"])  # A's monster on B's ship
    play(s, card, on=-1 - B)
    z = in_play(s, card)
    assert s.ip[z]["c"] == A and s.ip[z]["vs"] == B and s.ip[z]["loc"] is None  # its player's, against B's fleet (faq-044)
    end_turn(s, draws=0)  # B's turn starts: the zarom feeds
    assert damage(s, ids["d"]) == (0, 1) and damage(s, ids["d2"]) == (0, 1)
    assert s.ip[ids["m"]]["hd"] == 1  # the monster on B's ship
    assert damage(s, ids["y"]) == (0, 0)
    for _ in range(4):
        act(s, "research", card=z)
    assert z in s.ip
    act(s, "research", card=z)
    assert z not in s.ip


def interplanetary_conflict():
    """"Played against 2 terrain cards belonging to one opponent: Each sustains damage equal to 1/2
    the strength of the other (round fractions down). Neither can produce terrain points on that
    player's next turn." """
    card = "O7|interplanetary conflict"
    s, ids = duel(
        theirs=[("t", mk("T7", "Test World", gen_supply=2), None), ("u", mk("T4", "Test Rockball", gen_energy=3), None)],
        hand=[card],
    )
    play(s, card, on=ids["t"], other=ids["u"])
    assert damage(s, ids["t"]) == (0, 2) and damage(s, ids["u"]) == (0, 3)
    end_turn(s, draws=0)
    assert s.pool["supply"] == 0 and s.pool["energy"] == 0  # B's next turn: no terrain points
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert s.pool["supply"] == 2 and s.pool["energy"] == 3


def terraforming():
    """"May only be played on terrain which does not generate economy. Economic output of the terrain
    card is increased by 1 point each turn (1, 2, 3...) up to a maximum of 5 economy points." """
    card = "O5|terraforming"
    s, ids = duel(mine=[("t", mk("T3", "Test Barren", gen_supply=1), None), ("rich", PLANET_ECON, None)], hand=[card])
    skip_to(s, "play_a")
    tf = hand_card(s, card)
    ons = {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == tf}
    assert ons == {ids["t"]}
    play(s, card, on=ids["t"])
    made = []
    for _ in range(7):
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        made.append(Position(s).produced(A)["economy"] - 1)  # less the rich planet's point
    assert made == [1, 2, 3, 4, 5, 5, 5]


PLANET_ECON = mk("T5", "Test Market", gen_economy=1)


def krebiz_pseudo_capsule():
    """"A pseudo capsule can only be placed on a Krebiz cruiser without a capsule. Absorbs the first
    damage point (after any shields) and is discarded." """
    card = "E1|krebiz pseudo capsule"
    cruiser = mk("S5", "Test Krebiz Cruiser", main_empire="Krebiz", shields=2)
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("k", cruiser, None), ("pc", card, "k")])
    volley(s, ids["k"], [(ids["ship"], "phaser")] * 4)
    assert damage(s, ids["k"]) == (2, 1)  # 2 on the shields, 1 absorbed, 1 structural
    assert ids["pc"] not in s.ip and ids["pc"] in s.discard[B]
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("k", cruiser, None), ("pc", card, "k")])
    volley(s, ids["k"], [(ids["ship"], "phaser")] * 2)
    assert damage(s, ids["k"]) == (2, 0) and ids["pc"] in s.ip  # the shields took it all: nothing to absorb


def krebiz_pseudo_capsule_needs_a_lone_cruiser():
    card = "E1|krebiz pseudo capsule"
    s, ids = duel(
        mine=[("k", mk("S5", "Test Krebiz Cruiser", main_empire="Krebiz"), None), ("o", HULK, None),
              ("k2", mk("S6", "Test Krebiz Cruiser Two", main_empire="Krebiz"), None),
              ("cap", mk("S2", "Test Krebiz Capsule", main_empire="Krebiz"), "k2")],
        hand=[card],
    )
    s.ip[ids["cap"]]["cmb"] = True
    Position(s).changed()
    skip_to(s, "play_a")
    pc = hand_card(s, card)
    assert {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == pc} == {ids["k"]}


def surprise_attack():
    """"Allows one ship (not dragon) to be played in the engaged position fully armed. The ship card
    and the surprise attack card do not count against the three card play limit." """
    card = "O7|surprise attack"
    raider = mk("S5", "Test Raider", phasers=2, heavy_weapons=2, cost_supply=3)
    s, ids = duel(theirs=[("y", HULK, None)], hand=[card, raider])
    skip_to(s, "play_a")
    ship, sa = hand_card(s, raider["identity"]), hand_card(s, card)
    play(s, card)  # the one ship of the hand: no choice to make
    assert s.plays == 0 and ship in s.ip and sa in s.discard[A]
    assert s.ip[ship]["e"] and s.ip[ship]["am"] == 2
    volley(s, ids["y"], [(ship, "phaser"), (ship, "phaser"), (ship, "heavy"), (ship, "heavy")])
    assert damage(s, ids["y"]) == (0, 4)
    s2, _ = duel(hand=[card, "D4|radiation dragoness"])
    assert targets_of(s2, card) == set()  # a ship (not dragon) to play with it


def planet_krebizar():
    """"Any Krebiz capsule in play in any fleet may repair one extra shield point at no cost each
    turn" (errata: capsules combined with cruisers too)."""
    capsule = mk("S2", "Test Krebiz Capsule", main_empire="Krebiz", shields=3)
    other = mk("S2", "Test Plain Pod", shields=3)
    s, ids = duel(mine=[("k", "T7|planet krebizar", None)], theirs=[("c", capsule, None), ("o", other, None)])
    Position(s).damage(ids["c"], shields=3)
    Position(s).damage(ids["o"], shields=3)
    end_turn(s, draws=0)  # B's turn: shields regenerate
    assert s.ip[ids["c"]]["sd"] == 1 and s.ip[ids["o"]]["sd"] == 2


def ship_collector():
    """"Discards (by moving to) any one ship (with 4 or fewer strength points remaining) each turn.
    Must discard the lowest strength ship available among all opponent fleets ... Destroyed by
    weapons fire only." """
    card = "M8|ship collector"
    s, ids = duel(
        mine=[("ship", GUNSHIP, None)],
        theirs=[("a", mk("S6", "Test Six", phasers=1), None), ("b", mk("S3", "Test Three"), None), ("big", HULK, None)],
        hand=[card],
    )
    Position(s).damage(ids["a"], structure=4)  # 2 strength points remaining
    play(s, card)
    col = in_play(s, card)
    pass_turns(s, 2)  # A's next turn: the collector takes the weakest
    assert ids["a"] not in s.ip and ids["a"] in s.discard[B] and ids["b"] in s.ip
    pass_turns(s, 2)
    assert ids["b"] not in s.ip and ids["big"] in s.ip  # a 9 is out of reach
    assert col in s.ip  # no research or card damage removes it (weapons fire: see the rule test)


def ship_collector_dies_to_weapons_fire():
    card = "M8|ship collector"
    s, ids = duel(theirs=[("g", GUNSHIP, None)], hand=[card])
    play(s, card)
    col = in_play(s, card)
    end_turn(s, draws=0)
    volley(s, col, [(ids["g"], "phaser")] * 8)
    assert col not in s.ip and col in s.discard[A]


def dragon_coupling():
    """"Owning player draws twice the current amount of card draws at the end of the turn. There
    must be two dragons in play to use this card." """
    card = "O5|dragon coupling"
    s, ids = duel(mine=[("d", "D4|radiation dragoness", None)], hand=[card])
    assert targets_of(s, card) == set()  # one dragon only
    s2, ids2 = duel(mine=[("d", "D4|radiation dragoness", None), ("d2", "D8|moon dragoness", None)], hand=[card])
    play(s2, card)
    skip_to(s2, "draw")
    assert s2.draws_left == 4  # 2 doubled (nine or fewer cards in the hand)


def rear_admiral():
    """"When in play on a base ... Each turn, allows a player to make one card exchange to the
    reserve fleet without expending a card play." """
    s, ids = duel(mine=[("t", DEPOT, None), ("b", mk("B4", "Test Station"), "t"), ("adm", "C8|rear admiral", "b")])
    skip_to(s, "play_a")
    Position(s).reserve(A, s.deck[A][-2:])
    swaps = [a for a in s.legal_actions(A) if a["type"] == "reserve"]
    act(s, "reserve", card=swaps[0]["card"], take=swaps[0]["take"])
    assert s.plays == 0  # the free exchange
    swaps = [a for a in s.legal_actions(A) if a["type"] == "reserve"]
    act(s, "reserve", card=swaps[0]["card"], take=swaps[0]["take"])
    assert s.plays == 1  # the second one is a card play


def omniscience():
    """"Each turn, the first card played to the crew's location does not count as a card play." """
    card = "A6|omniscience"
    s, ids = duel(mine=[("u", CRUISER_A, None), ("crew", mk("C3", "Test Seer"), "u"), ("om", card, "crew")],
                  hand=["E1|shield refit", "E1|shield refit"])
    play(s, "E1|shield refit", on=ids["u"])
    assert s.plays == 0
    play(s, "E1|shield refit", on=ids["u"])
    assert s.plays == 1


CRUISER_A = mk("S5", "Test Cruiser A", shields=2, phasers=3)


def false_mine():
    """"Negates a minesweeper's ability to negate a mine explosion on the turn on which it is played." """
    card = "E1|false mine"
    sweeper = "S4|argonian minesweeper argonian sleet minesweeper"
    s, ids = duel(mine=[("u", CRUISER_A, None), ("m", "E2|nuclear mine", "u")],
                  theirs=[("sw", sweeper, None), ("y", HULK, None)], hand=[card])
    assert targets_of(s, card) == {ids["sw"]}
    play(s, card, on=ids["sw"])
    act(s, "operate", card=ids["m"], on=ids["y"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["y"]) == (0, 2)  # not swept
    fm = in_play(s, card)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert fm not in s.ip


def anti_tractor():
    """"An anti-tractor negates the effects of a tractor beam or repulsion beam. This card is
    discarded along with the negated card." """
    card = "E4|anti tractor"
    s, ids = duel(mine=[("u", CRUISER_A, None)], theirs=[("rb", "E2|repulsion beam", "u")], hand=[card])
    assert Position(s).status(ids["u"]).get("no_fire")
    assert targets_of(s, card) == {ids["rb"]}
    play(s, card, on=ids["rb"])
    assert ids["rb"] in s.discard[B]
    assert not Position(s).status(ids["u"]).get("no_fire")
    assert not any(s.ci[c].card["identity"] == card for c in s.ip)


def warp_field_destabilization_gun():
    """"May be fired at one ship or base each turn. May not be fired at the same unit two turns in a
    row. The target card requires 3 times its normal engagement energy requirement on its next turn." """
    card = "E6|warp field destabilization gun"
    s, ids = duel(mine=[("p", mk("T9", "Test Power World", gen_energy=9), None), ("u", CRUISER_A, None), ("g", card, "u")],
                  theirs=[("y", mk("S4", "Test Guzzler", cost_energy=2), None), ("z", mk("S3", "Test Sipper", cost_energy=1), None)])

    def energize() -> None:  # its one energy each turn, on an engaged unit (faq-042: non-passive)
        for c in (ids["u"], ids["g"]):
            if {"player": A, "type": "engage", "card": c} in s.legal_actions(A):
                act(s, "engage", card=c)
        assert s.ip[ids["g"]]["w"]

    energize()
    skip_to(s, "play_a")
    ops = {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["g"]}
    assert ops == {ids["y"], ids["z"]}  # one ship or base of the opponent
    act(s, "operate", card=ids["g"], ability="ability0", on=ids["y"])
    while s.pending:
        act(s, "pass")
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["g"]]  # once a turn
    end_turn(s, draws=0)
    assert Position(s).needs(ids["y"]) == {"energy": 6} and Position(s).needs(ids["z"]) == {"energy": 1}
    end_turn(s, draws=0)
    energize()
    skip_to(s, "play_a")
    ops = {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["g"]}
    assert ids["y"] not in ops and ids["z"] in ops  # not the same unit two turns in a row
    end_turn(s, draws=0)
    assert Position(s).needs(ids["y"]) == {"energy": 2}  # only its next turn


def navigational_error():
    """"Played against a ship. Ship crash lands on a terrain, destroying the ship and scoring damage
    to the terrain equal to the strength of the ship ... May only be played on ships of equal or
    lesser strength." """
    card = "L4|navigational error"
    s, ids = duel(theirs=[("y", mk("S3", "Test Skiff", shields=2), None), ("big", mk("S5", "Test Five"), None),
                          ("t", mk("T6", "Test Plain"), None), ("t2", mk("T8", "Test Giant"), None)],
                  hand=[card])
    assert targets_of(s, card) == {ids["y"]}
    play(s, card, on=ids["y"])
    assert ids["y"] in s.discard[B]
    # "Player owning the ship chooses which terrain": B picks the plain.
    assert s.current_players() == [B]
    act(s, "use", card=ids["t"])
    assert damage(s, ids["t"]) == (0, 3) and damage(s, ids["t2"]) == (0, 0)


def navigator_is_immune_to_navigational_error():
    card = "L4|navigational error"
    s, ids = duel(theirs=[("y", mk("S3", "Test Skiff"), None), ("nav", "C4|navigator", "y")], hand=[card])
    assert targets_of(s, card) == set()


def plague():
    """"Disables all crew at the location it is played against for two turns. The crew die on the
    third turn. A number of research points equal to the strength of the plague card are required
    to negate it before it kills the infected crew." """
    card = "O8|plague"
    s, ids = duel(theirs=[("y", HULK, None), ("c", mk("C3", "Test Scientist", gen_research=2), "y"),
                          ("c2", mk("C2", "Test Cook", gen_supply=1), "y")], hand=[card])
    play(s, card, on=ids["y"])
    assert Position(s).produced(B)["research"] == 0 and Position(s).produced(B)["supply"] == 0
    pl = in_play(s, card)
    pass_turns(s, 3)
    assert ids["c"] in s.ip
    pass_turns(s, 1)  # the third turn: the crew die
    assert ids["c"] not in s.ip and ids["c2"] not in s.ip and pl not in s.ip


def plague_negated_by_research():
    card = "O8|plague"
    s, ids = duel(theirs=[("y", HULK, None), ("c", mk("C3", "Test Scientist", gen_research=2), "y"),
                          ("lab", mk("T8", "Test Lab", gen_research=8), None)], hand=[card])
    play(s, card, on=ids["y"])
    pl = in_play(s, card)
    end_turn(s, draws=0)
    for _ in range(8):
        act(s, "research", card=pl)
    assert pl not in s.ip
    pass_turns(s, 4)
    assert ids["c"] in s.ip


def maelstrom():
    """"A maelstrom causes 1 point of damage to a ship or base on the first turn, 2 on the second, 3
    on the third and so on. Is negated by a number of research points equal to the damage it caused
    last. All research must be applied on a single turn." """
    card = "H7|maelstrom"
    s, ids = duel(theirs=[("y", HULK, None), ("lab", mk("T5", "Test Lab", gen_research=2), None)], hand=[card])
    play(s, card, on=ids["y"])
    ms = in_play(s, card)
    assert damage(s, ids["y"]) == (0, 1)
    for _ in range(2):
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        skip_to(s, "play_a")
        act(s, "operate", card=ms)
        while s.pending:
            act(s, "pass")
    assert damage(s, ids["y"]) == (0, 6)  # 1 + 2 + 3
    end_turn(s, draws=0)
    act(s, "research", card=ms)
    act(s, "research", card=ms)
    assert ms in s.ip  # 2 of the 3 needed
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    act(s, "research", card=ms)
    assert ms in s.ip  # a new turn: the count starts again
    act(s, "research", card=ms)
    assert ms in s.ip and s.ip[ms]["rd"] == 2


def maelstrom_negated_in_one_turn():
    card = "H7|maelstrom"
    s, ids = duel(theirs=[("y", HULK, None), ("lab", mk("T5", "Test Lab", gen_research=2), None)], hand=[card])
    play(s, card, on=ids["y"])
    ms = in_play(s, card)
    end_turn(s, draws=0)
    act(s, "research", card=ms)  # it caused 1 point last
    assert ms not in s.ip


def temporal_space_rift():
    """"May only be played on a turn after card owner had a ship destroyed. Causes a ship or base to
    become disengaged for 2 turns. Causes 2 damage for 2 turns." """
    card = "H5|temporal space rift"
    s, ids = duel(mine=[("mine", mk("S2", "Test Victim"), None)],
                  theirs=[("y", mk("S9", "Test Sentinel", phasers=2), None), ("g", GUNSHIP, None)], hand=[card])
    assert targets_of(s, card) == set()  # no ship of A destroyed yet
    end_turn(s, draws=0)
    volley(s, ids["mine"], [(ids["g"], "phaser")] * 2)  # B destroys A's ship
    assert ids["mine"] not in s.ip
    end_turn(s, draws=0)
    play(s, card, on=ids["y"])
    rift = in_play(s, card)
    assert damage(s, ids["y"]) == (0, 2) and not s.ip[ids["y"]]["e"]
    end_turn(s, draws=0)
    assert {"player": B, "type": "engage", "card": ids["y"]} not in s.legal_actions(B)
    skip_to(s, "fire")
    assert ids["y"] not in Position(s).firers(B)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "operate", card=rift)
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["y"]) == (0, 4)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert rift not in s.ip


def broken_supply_lines():
    """"All units requiring supply points now require double the amount. Remains in play until the
    opponent destroys 1 ship belonging to the owning player." """
    card = "O6|broken supply lines"
    s, ids = duel(mine=[("mine", mk("S2", "Test Bait"), None)],
                  theirs=[("y", mk("S4", "Test Hauler", cost_supply=2, cost_energy=1), None), ("g", GUNSHIP, None)],
                  hand=[card])
    play(s, card, on=-1 - B)
    bsl = in_play(s, card)
    assert Position(s).needs(ids["y"]) == {"supply": 4, "energy": 1}
    end_turn(s, draws=0)
    volley(s, ids["mine"], [(ids["g"], "phaser")] * 2)  # B destroys one of A's ships
    assert bsl not in s.ip and Position(s).needs(ids["y"]) == {"supply": 2, "energy": 1}


def broken_supply_lines_go_when_the_owner_has_no_ships():
    card = "O6|broken supply lines"
    s, ids = duel(theirs=[("y", mk("S4", "Test Hauler", cost_supply=2), None)], hand=[card])
    play(s, card, on=-1 - B)
    bsl = in_play(s, card)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert bsl in s.ip
    skip_to(s, "play_a")  # A's Engagement Phase, A has no ships
    assert bsl not in s.ip


def multi_purpose_phasers():
    """"Allows a ship to fire its phasers during an opponent's Weapons Fire Phase. The ship must fire
    at a card which fired at the ship." """
    card = "E4|multi purpose phasers"
    s, ids = duel(mine=[("ship", GUNSHIP, None), ("other", GUNSHIP, None)],
                  theirs=[("y", mk("S9", "Test Picket", phasers=6), None)], hand_b=[card])
    r = hand_card(s, card, B)
    skip_to(s, "fire")
    act(s, "target", on=ids["y"])
    act(s, "fire", card=ids["ship"], weapon="phaser")
    act(s, "resolve")
    reacts = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == r]
    assert [a["on"] for a in reacts] == [ids["ship"]]  # only a card which fired at the ship
    act(s, "react", card=r, on=ids["ship"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["ship"]) == (0, 6)  # all six phasers


def occumbus():
    """"Blocks damage to all ships, bases and the Sector HQ for 1 turn. Also blocks friendly ships
    and bases from firing. Discarded after use." """
    card = "M5|occumbus"
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("g", GUNSHIP, None)], hand=[card], hand_b=["H5|ion storm"])
    play(s, card)
    oc = in_play(s, card)
    skip_to(s, "fire")
    assert [a["type"] for a in s.legal_actions(A)] == ["next"]  # friendly units may not fire
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "H5|ion storm", B), on=ids["ship"])
    while s.pending:
        act(s, "pass")
    volley(s, ids["ship"], [(ids["g"], "phaser")] * 5)
    assert damage(s, ids["ship"]) == (0, 0)  # neither card damage nor weapons fire
    Position(s).hit_hq(A, 5, B)
    assert s.hq[A] == 0
    end_turn(s, draws=0)
    assert oc not in s.ip  # one turn


def saboteur():
    """"Played against an opponent ship or base: Destroys 1 equipment card of equal or lesser
    strength each turn. Saboteur is discarded after research points equal to its strength have been
    applied. Research may not be applied until after it has destroyed an equipment card." """
    card = "C7|saboteur"
    s, ids = duel(theirs=[("y", HULK, None), ("e1", mk("E3", "Test Probe"), "y"), ("e2", mk("E8", "Test Reactor"), "y"),
                          ("lab", mk("T7", "Test Lab", gen_research=7), None)], hand=[card])
    play(s, card, on=ids["y"])
    sab = in_play(s, card)
    end_turn(s, draws=0)
    assert {"player": B, "type": "research", "card": sab} not in s.legal_actions(B)  # not yet
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    ops = {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == sab}
    assert ops == {ids["e1"]}  # the E8 is stronger
    act(s, "operate", card=sab, ability="ability0", on=ids["e1"])
    while s.pending:
        act(s, "pass")
    assert ids["e1"] not in s.ip
    end_turn(s, draws=0)
    for _ in range(7):
        act(s, "research", card=sab)
    assert sab not in s.ip


def test_a_saboteur_does_not_attack_where_security_stands():
    card = "C7|saboteur"
    s, ids = duel(theirs=[("y", HULK, None), ("e1", mk("E3", "Test Probe"), "y"), ("sec", "C6|commando", "y")], hand=[card])
    play(s, card, on=ids["y"])
    sab = in_play(s, card)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert not any(a["type"] == "operate" and a["card"] == sab for a in s.legal_actions(A))  # the commando guards


def volatile_cargo():
    """"The opponent unit or other card which causes the last point of damage, destroying the ship or
    base on which this card is played, suffers damage equal to 1/2 (drop fractions) of the strength
    of the ship or base." """
    card = "E5|volatile cargo"
    s, ids = duel(mine=[("ship", GUNSHIP, None)], theirs=[("y", mk("S7", "Test Tanker"), None), ("vc", card, "y")])
    volley(s, ids["y"], [(ids["ship"], "phaser")] * 7)
    assert ids["y"] not in s.ip
    assert damage(s, ids["ship"]) == (0, 3)  # 7 // 2


def super_computer():
    """"Provides the ship on which it is played: Ignores the effects of nonbeneficial electronic
    warfare." Defensive Electronic Warfare cannot reduce its volleys."""
    dew = "O3|defensive electronic warfare"
    s, ids = duel(mine=[("ship", GUNSHIP, None), ("sc", "E6|super computer", "ship"), ("plain", GUNSHIP, None)],
                  theirs=[("y", HULK, None), ("z", HULK, None)], hand_b=[dew])
    r = hand_card(s, dew, B)
    skip_to(s, "fire")
    act(s, "target", on=ids["y"])
    for _ in range(4):
        act(s, "fire", card=ids["ship"], weapon="phaser")
    act(s, "resolve")
    assert {"player": B, "type": "react", "card": r, "on": ids["y"]} not in s.legal_actions(B)
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["y"]) == (0, 4)
    act(s, "target", on=ids["z"])
    for _ in range(4):
        act(s, "fire", card=ids["plain"], weapon="phaser")
    act(s, "resolve")
    act(s, "react", card=r, on=ids["z"])  # the other ship's volley can be reduced
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["z"]) == (0, 2)


def helmsman():
    """"Each damage-causing hazard card played against a ship with a helmsman causes one less point
    of damage than usual each turn. As a card play, the helmsman's ship and all accompanying cards
    may be returned to your hand. The helmsman is discarded to do this." """
    card = "C2|helmsman"
    s, ids = duel(theirs=[("y", HULK, None), ("h", card, "y"), ("e", mk("E3", "Test Probe"), "y")], hand=["H5|ion storm"])
    play(s, "H5|ion storm", on=ids["y"])
    assert damage(s, ids["y"]) == (0, 4)  # 5 - 1
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "operate", card=ids["h"], ability="ability0", on=ids["y"])
    while s.pending:
        act(s, "pass")
    assert ids["y"] in s.hand[B] and ids["e"] in s.hand[B] and ids["h"] in s.discard[B]
    assert s.plays == 1


def transporter_malfunction():
    """"Negates the transporter action just made by the transporter it is played against." """
    card = "L3|transporter malfunction"
    s, ids = duel(mine=[("own", CRUISER_A, None), ("tr", "E2|transporter", "own"), ("crew", "C1|boarding party", "own")],
                  theirs=[("ship", HULK, None)], hand_b=[card])
    r = hand_card(s, card, B)
    skip_to(s, "play_a")
    act(s, "operate", card=ids["crew"], on=ids["ship"], op="structure")
    act(s, "react", card=r, on=ids["tr"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["ship"]) == (0, 0) and r in s.discard[B]


def shuttle_malfunction():
    """"Negates the shuttle/fighter action just made by the shuttle/fighter on which it is played.
    May only be played after a shuttle/fighter makes an action." """
    card = "L4|shuttle malfunction"
    s, ids = duel(mine=[("own", CRUISER_A, None), ("sh", "E3|shuttlecraft", "own"), ("crew", "C1|boarding party", "own"),
                        ("tr", "E2|transporter", "own")],
                  theirs=[("ship", HULK, None)], hand_b=[card])
    r = hand_card(s, card, B)
    skip_to(s, "play_a")
    act(s, "operate", card=ids["crew"], on=ids["ship"], op="structure")
    act(s, "use", card=ids["sh"])  # A sends the shuttle, not the transporter
    acts = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == r]
    assert [a["on"] for a in acts] == [ids["sh"]]  # played on the shuttle
    act(s, "react", card=r, on=ids["sh"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["ship"]) == (0, 0)


def information_leak():
    """"Look at one opponent's next undrawn card and either discard it, along with one card from your
    hand, or put it back." """
    card = "O4|information leak"
    s, ids = duel(hand=[card])
    top = s.deck[B][-1]
    play(s, card, on=-1 - B)
    assert [x["id"] for x in s.view(A)["seen"]] == [top]
    label = "discard it with a card of your hand"
    assert s.pending and s.pending[-1]["why"] == "may"
    act(s, "use", option=0, label=label)
    drop = s.hand[A][0]
    act(s, "use", card=drop)
    assert top in s.discard[B] and top not in s.deck[B] and drop in s.discard[A] and drop not in s.hand[A]
    s2, _ = duel(hand=[card])
    top2 = s2.deck[B][-1]
    play(s2, card, on=-1 - B)
    act(s2, "pass")  # put back
    assert s2.deck[B][-1] == top2 and not s2.pending


def mutineer():
    """"Played against an opponent ship or base: The mutineer seizes control of the unit immediately
    disengaging it. The mutineer is discarded when the total strength of the opponent's crew played
    to that location equals or exceeds the strength of the mutineer. A ship or base under the effect
    of a mutineer cannot self destruct." """
    card = "C5|mutineer"
    s, ids = duel(theirs=[("y", mk("S8", "Test Cruiser Eight", phasers=4), None)],
                  hand=[card], hand_b=["C3|engineer", "C2|doctor"])
    play(s, card, on=ids["y"])  # any strength: an S8
    mut = in_play(s, card)
    assert s.ip[ids["y"]]["c"] == A and not s.ip[ids["y"]]["e"]
    skip_to(s, "discard")
    assert {"player": A, "type": "scuttle", "card": ids["y"]} not in s.legal_actions(A)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    c3 = hand_card(s, "C3|engineer", B)
    act(s, "play", card=c3, on=ids["y"])
    assert mut in s.ip and s.ip[ids["y"]]["c"] == A  # 3 < 5
    c2 = hand_card(s, "C2|doctor", B)
    act(s, "play", card=c2, on=ids["y"])
    assert mut not in s.ip and s.ip[ids["y"]]["c"] == B  # 3 + 2 = 5


def snare_vines():
    """"grabbing all orbiting bases or ships (those stacked on the terrain card) and pull them to the
    terrain surface (destroying them). This takes place on the turn after this card is played.
    Destroyed by research and/or heavy weapons fire equal to its strength." """
    card = "M2|snare vines"
    s, ids = duel(theirs=[("t", mk("T5", "Test Garden"), None), ("b", mk("B4", "Test Dock"), "t"),
                          ("f", "S1|fleet freighter", "t"), ("y", HULK, None)], hand=[card])
    play(s, card, on=ids["t"])
    sv = in_play(s, card)
    assert ids["b"] in s.ip
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # A's next turn
    assert ids["b"] not in s.ip and ids["f"] not in s.ip and ids["y"] in s.ip and ids["t"] in s.ip
    assert sv not in s.ip
    assert s.lost[B] == s.turn  # destroyed, not merely discarded: B had a ship destroyed this turn


def snare_vines_destroyed_by_research():
    card = "M2|snare vines"
    s, ids = duel(theirs=[("t", mk("T5", "Test Garden", gen_research=2), None), ("b", mk("B4", "Test Dock"), "t")], hand=[card])
    play(s, card, on=ids["t"])
    sv = in_play(s, card)
    end_turn(s, draws=0)
    act(s, "research", card=sv)
    act(s, "research", card=sv)
    assert sv not in s.ip
    end_turn(s, draws=0)
    assert ids["b"] in s.ip


SCENARIOS = {
    "E8|energy flux mode enhancement argonian energy flux mode enhancement": energy_flux_mode_enhancement,
    "O4|early warning": early_warning,
    "E2|tractor beam": tractor_beam,
    "O8|cessation of time": cessation_of_time,
    "L8|well of time": well_of_time,
    "M6|mind control beast": mind_control_beast,
    "O5|insanity": insanity,
    "O6|political clout": political_clout,
    "O9|insanity": insanity_nine,
    "O8|self destruction": self_destruction,
    "O2|serious hull breach": serious_hull_breach,
    "E4|shuttle bomb": shuttle_bomb,
    "M5|zarom": zarom,
    "O7|interplanetary conflict": interplanetary_conflict,
    "O5|terraforming": terraforming,
    "E1|krebiz pseudo capsule": krebiz_pseudo_capsule,
    "O7|surprise attack": surprise_attack,
    "T7|planet krebizar": planet_krebizar,
    "M8|ship collector": ship_collector,
    "O5|dragon coupling": dragon_coupling,
    "C8|rear admiral": rear_admiral,
    "A6|omniscience": omniscience,
    "E1|false mine": false_mine,
    "E6|warp field destabilization gun": warp_field_destabilization_gun,
    "L4|navigational error": navigational_error,
    "O8|plague": plague,
    "H7|maelstrom": maelstrom,
    "H5|temporal space rift": temporal_space_rift,
    "O6|broken supply lines": broken_supply_lines,
    "E4|multi purpose phasers": multi_purpose_phasers,
    "M5|occumbus": occumbus,
    "C7|saboteur": saboteur,
    "E5|volatile cargo": volatile_cargo,
    "E6|super computer": super_computer,
    "C2|helmsman": helmsman,
    "L3|transporter malfunction": transporter_malfunction,
    "L4|shuttle malfunction": shuttle_malfunction,
    "O4|information leak": information_leak,
    "C5|mutineer": mutineer,
    "M2|snare vines": snare_vines,
}

RULE_TESTS = (
    energy_flux_only_energized, energy_flux_is_argonian_technology, tractored_ship_fires_only_at_the_tractoring_unit_at_half_damage,
    early_warning_needs_an_engaged_unit, well_of_time_stops_at_eight,
    insane_crew_cannot_be_discarded, political_clout_lasts_two_complete_turns, krebiz_pseudo_capsule_needs_a_lone_cruiser,
    ship_collector_dies_to_weapons_fire, navigator_is_immune_to_navigational_error, plague_negated_by_research,
    maelstrom_negated_in_one_turn, broken_supply_lines_go_when_the_owner_has_no_ships, snare_vines_destroyed_by_research,
)


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()


@pytest.mark.parametrize("rule", RULE_TESTS, ids=lambda f: f.__name__)
def test_rule(rule) -> None:
    rule()


@pytest.mark.parametrize("seed", range(6))
def test_random_games_argonian_vs_beta_starter_keep_the_invariants(seed: int) -> None:
    from rules.core import GameRng

    rng = GameRng(3000 + seed)
    options = {name: rng.random() < 0.25 for name in VARIANTS}
    options["turn_limit"] = 40
    deck_set = [decks.load_deck("Ltd_Argonian.dek"), decks.load_deck("Beta_Starter.dek")]
    run_game(seed, 2, options, deck_set)


PE_CARDS = (
    "O9|insanity", "O8|self destruction", "O2|serious hull breach", "E4|shuttle bomb", "E3|shuttlecraft",
    "M5|zarom", "O7|interplanetary conflict", "O5|terraforming", "E1|krebiz pseudo capsule", "O7|surprise attack",
    "T7|planet krebizar", "M8|ship collector", "O5|dragon coupling", "C8|rear admiral", "A6|omniscience",
    "E1|false mine", "E4|anti tractor", "E6|warp field destabilization gun", "L4|navigational error", "O8|plague",
    "H7|maelstrom", "H5|temporal space rift", "O6|broken supply lines",
    "E4|multi purpose phasers", "M5|occumbus", "C7|saboteur", "E5|volatile cargo",
    "E6|super computer", "C2|helmsman", "L3|transporter malfunction", "L4|shuttle malfunction", "O4|information leak",
    "O3|defensive electronic warfare", "E2|transporter", "C1|boarding party", "H5|ion storm",
    "C5|mutineer", "M2|snare vines", "C3|engineer", "C2|doctor",
    # cards the ones above act on
    "E2|repulsion beam", "S4|argonian minesweeper argonian sleet minesweeper", "E2|nuclear mine",
)


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_the_primary_edition_cards_keep_the_invariants(seed: int) -> None:
    from rules.core import DeckCard, GameRng

    from .helpers import card

    extra = [DeckCard(card(name), 2) for name in PE_CARDS]
    deck_set = [decks.load_deck("Ltd_Argonian.dek") + extra, decks.load_deck("Ltd_Dragon.dek") + extra]
    rng = GameRng(4000 + seed)
    options = {name: rng.random() < 0.25 for name in VARIANTS}
    options["turn_limit"] = 40
    run_game(seed, 2 + seed % 2, options, deck_set)
