"""Scenarios for the cards of the Ltd_Argonian and Beta_Starter decks mapped after issue 11.

Each scenario plays the card and checks what its text says happens; the numbers come from the
card's text (cardbase/data/galactic-empires/cards.json) and the v2.1 rules it touches.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires import decks

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, damage, duel, hand_card, pass_turns, play, volley
from .test_engine_random_sim import VARIANTS, run_game

GUNSHIP = mk("S9", "Test Gunship", phasers=9)
HULK = mk("S9", "Test Hulk")
ARGONIAN = mk("S5", "Test Argonian Cruiser", main_empire="Argonian", empire_class="major", heavy_weapons=2)
DEPOT = mk("T5", "Test Depot", gen_ammunition=3, gen_energy=3)


def in_play(state, identity: str) -> int:
    return next(c for c in state.ip if state.ci[c].card["identity"] == identity)


def energy_flux_mode_enhancement():
    """"The damage caused by each energy flux on the ship is tripled with the application of one
    energy point per energy flux tripled. Exclusive Argonian technology."""
    card = "E8|energy flux mode enhancement argonian energy flux mode enhancement"
    s, ids = duel(
        mine=[("t", DEPOT, None), ("ship", ARGONIAN, None), ("e8", card, "ship")],
        theirs=[("y", HULK, None)],
    )
    ship = ids["ship"]
    flux = {"player": A, "type": "flux", "card": ship}
    assert flux not in s.legal_actions(A)  # only armed energy fluxes can be tripled
    act(s, "arm", card=ship)
    act(s, "arm", card=ship)
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
    s, ids = duel(mine=[("t", DEPOT, None), ("ship", ARGONIAN, None), ("e8", card, "ship")], theirs=[("y", HULK, None)])
    act(s, "arm", card=ids["ship"])
    act(s, "arm", card=ids["ship"])
    act(s, "flux", card=ids["ship"])
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
    assert r in s.ip and s.ip[r]["loc"] == ids["ship"]
    # The tractoring unit was fired upon this turn already, and no other target is allowed.
    assert not [a for a in s.legal_actions(A) if a["type"] == "target"]
    end_turn(s, draws=0)  # B's next turn: the beam is discarded
    assert r not in s.ip and r in s.discard[B]


def tractored_ship_fires_only_at_the_tractoring_unit_at_half_damage():
    s, ids = duel(
        mine=[("ship", GUNSHIP, None)],
        theirs=[("y", HULK, None), ("z", HULK, None), ("beam", "E2|tractor beam", None)],
    )
    s.ip[ids["beam"]].update(loc=ids["ship"], tu=ids["y"])  # B's beam tractoring A's ship
    s._kids = None
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
    s.discard[B].append(s.deck[B].pop(0))  # a card already in B's discard pile
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
    assert ids["y"] in s._ships(A)  # it protects its controller's Sector HQ
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
    assert s._needs(ids["y"]) == {"supply": 1}
    assert s._produced(B)["research"] == 5
    i1 = hand_card(s, card)
    assert {"player": A, "type": "play", "card": i1, "on": ids["big"]} not in s.legal_actions(A)  # C6 > O5
    play(s, card, on=ids["cap"])
    assert s._needs(ids["y"]) == {"supply": 3}  # one more instead of one less
    play(s, card, on=ids["sci"])
    assert s._produced(B)["research"] == 1  # 3 - 2 instead of 3 + 2
    volley(s, ids["y"], [(ids["ship"], "phaser")] * 3)
    assert damage(s, ids["y"]) == (0, 4)  # one more damage per volley instead of one less
    ins = next(c for c in s.ip if s.ci[c].card["identity"] == card and s.ip[c]["loc"] == ids["cap"])
    s.ip[ins]["rd"] = 9
    s._check_monster(ins)
    assert ins in s.ip
    s.ip[ins]["rd"] = 10  # 5 + the captain's 5
    s._check_monster(ins)
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


SCENARIOS = {
    "E8|energy flux mode enhancement argonian energy flux mode enhancement": energy_flux_mode_enhancement,
    "O4|early warning": early_warning,
    "E2|tractor beam": tractor_beam,
    "O8|cessation of time": cessation_of_time,
    "L8|well of time": well_of_time,
    "M6|mind control beast": mind_control_beast,
    "O5|insanity": insanity,
    "O6|political clout": political_clout,
}

RULE_TESTS = (
    energy_flux_only_energized, energy_flux_is_argonian_technology, tractored_ship_fires_only_at_the_tractoring_unit_at_half_damage,
    early_warning_needs_an_engaged_unit, well_of_time_stops_at_eight,
    insane_crew_cannot_be_discarded, political_clout_lasts_two_complete_turns,
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
