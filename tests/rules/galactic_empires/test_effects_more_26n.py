"""Promotional Runs and Advanced Technologies cards whose text the card language says (issue 26,
branch n): each scenario plays the real card from the project's data and asserts what its text
states (its numbers, its targets, whose choice, where the card goes after).

Rules read first: GEfaq, GEqa, GEerrata and GEUnofficialErrata (no entry names these cards);
GErulesv21 "Spy Card" (any card with 'spy' in the title), "BOLAAR PIRATES", "EMPIRE SPECIFIC
EQUIPMENT" (foreign technology: a stocking matter, as the project's other scripts say).
"""
from __future__ import annotations

import pytest

from rules.core import DeckCard
from rules.galactic_empires import decks, stocking
from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, refresh, skip_to
from .test_effects_cards import A, B, CRUISER, damage, duel, hand_card, play, rearms, targets_of, volley
from .test_effects_more_26i import spy_ship
from .test_effects_more_expansions import council_ship_stack_takes_no_occurrence, escort_of_seven_or_more
from .test_effects_more_language import pass_reactions
from .stocking_helpers import ladder, rules_of, ship

GUNSHIP = mk("S9", "Test Gunship", phasers=9, heavy_weapons=3)
HULK = mk("S9", "Test Hulk")
BOLAAR = mk("S5", "Test Bolaar Raider", phasers=3, main_empire="Bolaar", empire_class="minor")


def bolaar_spy_scout_keeps_other_fleets_bolaar_ships_off_its_fleet_and_takes_spies() -> None:
    """"Minor empire Bolaar ships in other fleets cannot fire on this ship's fleet. - Any spy in the
    fleet discarded may be moved here instead"."""
    identity = "S4|bolaar spy scout"
    spy_ship(identity)()
    s, ids = duel(mine=[("x", identity, None), ("c", CRUISER, None)],
                  theirs=[("b", BOLAAR, None), ("g", GUNSHIP, None)])
    pos = Position(s)
    assert not pos.can_fire_at(ids["b"], "phaser", ids["c"]) and not pos.can_fire_at(ids["b"], "phaser", ids["x"])
    assert pos.can_fire_at(ids["g"], "phaser", ids["c"]) and pos.can_fire_at(ids["g"], "phaser", ids["x"])  # not Bolaar
    # Its own fleet's Bolaar ships fire as ever; without it, the Bolaar ship fires at the fleet.
    s, ids = duel(mine=[("x", identity, None), ("b", BOLAAR, None)], theirs=[("c", CRUISER, None)])
    assert Position(s).can_fire_at(ids["b"], "phaser", ids["c"])
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("b", BOLAAR, None)])
    assert Position(s).can_fire_at(ids["b"], "phaser", ids["c"])


def targeting_systems_scores_its_units_volleys_past_shields_and_emf() -> None:
    """"The ship or base on which this card is played may ignore the shields or EMF of all targets"."""
    identity = "E10|targeting systems"
    shooter = mk("S5", "Test Shooter", phasers=3)
    base = mk("B5", "Test Fort", phasers=3)
    shielded = mk("S7", "Test Shielded", shields=5)
    mechad = mk("S7", "Test Mechad", main_empire="Mechad", nodes=2)
    s, ids = duel(mine=[("u", shooter, None), ("b", base, None), ("c", "C3|engineer", "u")],
                  theirs=[("y", shielded, None)], hand=[identity])
    targets = targets_of(s, identity)
    assert ids["u"] in targets and ids["b"] in targets and ids["c"] not in targets  # a ship or base
    play(s, identity, on=ids["u"])
    t = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert not s.ip[t]["e"]  # its 4 energy not yet applied: played disengaged, it does nothing
    skip_to(s, "fire")
    volley(s, ids["y"], [(ids["u"], "phaser")] * 3)
    assert damage(s, ids["y"]) == (3, 0)
    # Engaged (its 4 energy applied): all 3 on the structure, the 5 shields ignored.
    s, ids = duel(mine=[("u", shooter, None), ("t", identity, "u")], theirs=[("y", shielded, None)])
    assert s.ci[ids["t"]].costs == (("energy", 4),)
    s.pool["energy"] = 4
    Position(s).allocate(ids["t"], True)  # its 4 energy applied in the Allocation Phase
    skip_to(s, "fire")
    volley(s, ids["y"], [(ids["u"], "phaser")] * 3)
    assert damage(s, ids["y"]) == (0, 3)
    # Without it, shields first; another unit of the fleet does not ignore them.
    s, ids = duel(mine=[("u", shooter, None), ("b", base, None), ("t", identity, "u")], theirs=[("y", shielded, None)])
    skip_to(s, "fire")
    volley(s, ids["y"], [(ids["b"], "phaser")] * 3)
    assert damage(s, ids["y"]) == (3, 0)
    # A Mechad unit's EMF is ignored too.
    s, ids = duel(mine=[("u", shooter, None), ("t", identity, "u")], theirs=[("m", mechad, None)])
    s.pool["energy"] = 4
    Position(s).allocate(ids["t"], True)
    skip_to(s, "fire")
    emf = s.ip[ids["m"]].get("emf")
    assert emf  # its EMF up
    volley(s, ids["m"], [(ids["u"], "phaser")] * 3)
    assert damage(s, ids["m"])[1] == 3 and s.ip[ids["m"]].get("emf") == emf


def dragon_marksman_multiplies_its_dragons_damage_by_one_and_a_half() -> None:
    """"Played to a dragon. - Multiplies the damage done by the dragon by 1.5 (drop fractions)"."""
    identity = "A6|dragon marksman"
    dragon = mk("D6", "Test Dragon", phasers=5, heavy_weapons=2)
    s, ids = duel(mine=[("d", dragon, None), ("u", GUNSHIP, None)], theirs=[("y", HULK, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["d"]}  # a dragon, not a ship
    play(s, identity, on=ids["d"])
    skip_to(s, "fire")
    volley(s, ids["y"], [(ids["d"], "phaser")] * 3)
    assert sum(damage(s, ids["y"])) == 4  # 3 x 1.5 = 4.5, the fraction dropped
    s, ids = duel(mine=[("d", dragon, None), ("m", identity, "d"), ("u", GUNSHIP, None)], theirs=[("y", HULK, None)])
    skip_to(s, "fire")
    volley(s, ids["y"], [(ids["d"], "phaser")] * 4 + [(ids["u"], "phaser")] * 2)
    assert sum(damage(s, ids["y"])) == 6 + 2  # the dragon's 4 made 6; the ship's 2 stay 2


def asteroid_field_takes_a_third_of_weapons_fire() -> None:
    """"Every 3 points of weapons fire scores only 1 point of damage to this terrain"."""
    identity = "T8|asteroid field"
    gun = mk("S9", "Test Bomber", phasers=9, heavy_weapons=9)
    s, ids = duel(mine=[("g", gun, None)], theirs=[("a", identity, None)])
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = 8  # its heavy weapons armed
    volley(s, ids["a"], [(ids["g"], "heavy")] * 8)
    assert damage(s, ids["a"]) == (0, 2)  # 8 / 3, the fraction dropped
    Position(s).deal_damage(ids["a"], 3, "card", A)
    assert damage(s, ids["a"]) == (0, 5)  # card damage is no weapons fire: in full
    s, ids = duel(mine=[("g", gun, None)], theirs=[("p", mk("T8", "Test Rockball"), None)])
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = 6
    volley(s, ids["p"], [(ids["g"], "heavy")] * 6)
    assert damage(s, ids["p"]) == (0, 6)  # another terrain takes it all


def only_in_an_element_pot_deck(identity: str, element: str):
    """"May only be used in a <element> P.O.T. deck": the deck checker (sealed, where such a card is
    checked) takes it in a deck of that element, with the generic P.O.T. ships, and refuses it in an
    overall P.O.T. deck or another element's; in play its printed stats."""

    def scenario() -> None:
        real = decks.by_identity()[identity]
        assert stocking.deck_restriction(real) == element
        deck = [DeckCard(ship(n, "P.O.T."), 1) for n in range(1, 6)] + [DeckCard(real, 1)]
        for card_type in "TBECAHO":
            deck += ladder(card_type)
        pool = [DeckCard(e.card, e.count) for e in deck]
        check = stocking.FORMATS["sealed"].check
        assert check(deck, {"pool": pool, "empire": element}).violations == []  # the element's deck
        assert rules_of(check(deck, {"pool": pool, "empire": "P.O.T."})) == {"other-empire"}  # the overall P.O.T.
        other = next(e for e in sorted(stocking.POT_ELEMENTS) if e != element)
        assert "other-empire" in rules_of(check(deck, {"pool": pool, "empire": other}))
        s, _ = duel(hand=[identity])
        c = hand_card(s, identity)
        play(s, identity)
        attrs = real["attributes"]
        assert c in s.ip and Position(s).phasers(c) == attrs["phasers"] and Position(s).shields(c) == attrs["shields"]

    return scenario


def gray_death_carrier_transports_one_crew_not_through_shields_and_rearms_shuttles() -> None:
    """"Transporter (May transport 1 crew to or from this ship or there-and-back, but not through
    opponent shields.) - Shuttles on a carrier have their phasers rearmed during the Engagement Phase"."""
    identity = "S6|carrier gray death tribe carrier"
    rearms(identity)()
    officer, boarder = mk("C2", "Test Officer"), "C1|boarding party"
    other, shielded, bare = mk("S4", "Test Other Hull"), mk("S3", "Test Shielded Hull", shields=3), mk("S3", "Test Bare Hull")

    def moves(s, ids):
        return [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["x"]]

    def missions(s, ids):
        return {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["bp"] and a.get("op")}

    # One crew card moved to another own location, its player's pick; then no other function this turn.
    s, ids = duel(mine=[("x", identity, None), ("there", other, None), ("bp", boarder, "x"), ("off", officer, "x")],
                  theirs=[("sh", shielded, None), ("bare", bare, None)])
    skip_to(s, "play_a")
    assert {a["on"] for a in moves(s, ids)} == {ids["there"]}  # an own location
    assert missions(s, ids) == {ids["bare"]}  # not through opponent shields: the shielded hull is out of reach
    act(s, "operate", card=ids["x"], on=ids["there"], ability=moves(s, ids)[0]["ability"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert {o["card"] for o in s.pending[-1]["options"]} == {ids["off"], ids["bp"]}
    act(s, "use", card=ids["off"])
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["off"]]["loc"] == ids["there"] and s.ip[ids["bp"]]["loc"] == ids["x"]
    assert not moves(s, ids) and not missions(s, ids)  # one transport function a turn
    # Its shields down, the hull is in reach.
    s, ids = duel(mine=[("x", identity, None), ("bp", boarder, "x")], theirs=[("sh", shielded, None)])
    s.ip[ids["sh"]]["sd"] = 3
    skip_to(s, "play_a")
    assert missions(s, ids) == {ids["sh"]}


def grand_chieftains_cruiser_fires_past_other_tribes_and_takes_less_per_command_point() -> None:
    """"This ship is not required to destroy other Indirigan ships. - This ship takes 1 less damage
    each opponent volley for each command point generated by this stack"."""
    identity = "S7|command cruiser grand chieftains tribe cruiser"
    tribe = mk("S5", "Test Tribe Raider", phasers=2, main_empire="Indirigan", indirigan_tribe="Nomads")
    other = mk("S3", "Test Bare Hull")
    s, ids = duel(mine=[("gc", identity, None), ("i", tribe, None)], theirs=[("t", tribe, None), ("o", other, None)])
    s.main[A] = "Argonian"
    pos = Position(s)
    assert pos.can_fire_at(ids["gc"], "phaser", ids["o"])  # not held back by the other tribe
    assert not pos.can_fire_at(ids["i"], "phaser", ids["o"])  # another Indirigan ship of the fleet is
    commander = mk("C3", "Test Commander", gen_command=1)
    for crew, engaged, less in ((False, True, 2), (True, True, 3), (False, False, 0)):
        mine = [("gc", identity, None)] + ([("c", commander, "gc")] if crew else [])
        s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=mine)
        s.ip[ids["gc"]]["sd"] = 8  # its 8 shields down: the volley reaches the structure
        if not engaged:
            s.ip[ids["gc"]]["e"] = False
        skip_to(s, "fire")
        volley(s, ids["gc"], [(ids["g"], "phaser")] * 5)
        assert damage(s, ids["gc"])[1] == 5 - less  # 2 printed command points (engaged), 1 more from the crew
    s, ids = duel(mine=[("g", GUNSHIP, None)], theirs=[("gc", identity, None)])
    Position(s).deal_damage(ids["gc"], 10, "card", A)
    assert damage(s, ids["gc"]) == (8, 2)  # card damage is no volley: in full


def _engage(s, c: int) -> None:
    """Card c's engagement points applied in its player's Allocation Phase."""
    pos = Position(s)
    for kind, n in s.ci[c].costs:
        s.pool[kind] = s.pool.get(kind, 0) + n
    pos.allocate(c, True)


def patrol_ships_played_this_turn_fire_one_heavy_weapon_free(identity: str):
    """"Any patrol ships played on the current turn may fire one heavy weapon without ammunition"."""

    def scenario() -> None:
        patrol = mk("S2", "Test Patrol Ship", phasers=1, heavy_weapons=2)
        frigate = mk("S2", "Test Frigate", phasers=1, heavy_weapons=2)
        where = [("t", mk("T6", "Test World"), None)]
        mine = where + [("x", identity, "t" if identity.startswith("B") else None), ("old", patrol, None)]
        s, ids = duel(mine=mine + [("f", frigate, None), ("new", patrol, None)], theirs=[("y", HULK, None)])
        new, other = ids["new"], ids["f"]
        for c in (new, other):
            s.ip[c]["pt"] = s.turn  # (entered play this turn, engaged: no point requirements)
        for c in (new, other, ids["old"]):
            s.ip[c]["am"] = 0  # no ammunition applied to them
        _engage(s, ids["x"])
        skip_to(s, "fire")
        assert s._weapon_left(new, "heavy")  # one heavy weapon without ammunition
        assert not s._weapon_left(ids["old"], "heavy")  # a patrol ship played on an earlier turn
        assert not s._weapon_left(other, "heavy")  # not a patrol ship
        volley(s, ids["y"], [(new, "heavy")])
        assert sum(damage(s, ids["y"])) == 1 and not s._weapon_left(new, "heavy")  # one, not two
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        skip_to(s, "fire")
        assert not s._weapon_left(new, "heavy")  # the next turn it needs its ammunition again
        # Disengaged, it supplies nothing.
        s, ids = duel(mine=mine + [("new", patrol, None)])
        s.ip[ids["x"]]["e"] = False
        new = ids["new"]
        s.ip[new]["pt"], s.ip[new]["am"] = s.turn, 0
        skip_to(s, "fire")
        assert not s._weapon_left(new, "heavy")

    return scenario


def time_traveling_arms_dealer_lets_the_fleets_ships_fire_all_heavy_weapons_free() -> None:
    """"Played to any terrain card. - All ships in the fleet may fire all heavy weapons without ammunition"."""
    identity = "C10|time traveling arms dealer"
    world = mk("T6", "Test World")
    s, ids = duel(mine=[("t", world, None), ("c", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["t"]}  # a terrain card, not a ship
    s, ids = duel(mine=[("t", world, None), ("d", identity, "t"), ("c", CRUISER, None)],
                  theirs=[("y", CRUISER, None)])
    skip_to(s, "fire")
    assert s.ip[ids["c"]]["am"] == 0
    assert s._weapon_left(ids["c"], "heavy") and not s._weapon_left(ids["y"], "heavy")  # its own fleet's ships only
    volley(s, ids["y"], [(ids["c"], "heavy")] * 2)
    assert sum(damage(s, ids["y"])) == 2 and not s._weapon_left(ids["c"], "heavy")  # both, then no more


def council_scout_exposes_a_card_of_an_opponents_hand_and_takes_no_occurrence() -> None:
    """"May look at 1 player's hand each turn, exposing 1 of the cards. - Occurrence cards do not
    affect the ship stack"."""
    identity = "S4|scout ship council of six tribe scout"
    council_ship_stack_takes_no_occurrence(identity)()
    s, ids = duel(mine=[("scout", identity, None)], hand_b=["E1|explosive mine", "O7|forced retreat"])
    _engage(s, ids["scout"])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["scout"], ability="ability0")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    if s.pending and s.pending[-1].get("options") and all("player" in o for o in s.pending[-1]["options"]):
        act(s, "use", option=0)  # (the one opponent)
    assert {x["id"] for x in s.view(A)["seen"]} >= set(s.hand[B])  # his whole hand, seen by the scout's player
    shown = s.hand[B][0]
    act(s, "use", card=shown)
    while s.pending:
        act(s, "pass")
    assert shown in s.hand[B]  # exposed, still in his hand
    assert shown in {x["id"] for x in s.view(B)["seen"]} or shown in {x["id"] for x in s.view(None)["seen"]}
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["scout"]]  # once a turn


def test_fighter_installation_returns_the_topmost_shuttlecraft_each_allocation_phase() -> None:
    """"During the controlling player's Allocation Phase the top shuttlecraft in the Discard Pile is
    placed back in the hand"."""
    identity = "I3|fighter installation"
    s, ids = duel(mine=[("i", identity, None)], hand=["E3|shuttlecraft", "E3|shuttlecraft", "C6|spy"])
    low, high = [c for c in s.hand[A] if s.ci[c].card["identity"] == "E3|shuttlecraft"]
    spy = hand_card(s, "C6|spy")
    pile = s.discard[s._dk(A)]
    for c in (low, high, spy):  # the pile, bottom to top: a shuttlecraft, another, a spy on top
        s.hand[A].remove(c)
        pile.append(c)
    end_turn(s, draws=0)
    assert high not in s.hand[A]  # not on the opponent's turn
    end_turn(s, draws=0)
    assert s.phase == "alloc" and s.current_players() == [A]
    assert high in s.hand[A] and low in pile and spy in pile  # the shuttlecraft nearest the top, nobody picks
    assert not s.pending
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert low in s.hand[A]  # next turn, the next one
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert spy in pile  # no shuttlecraft left: nothing


SCENARIOS = {
    **{identity: spy_ship(identity) for identity in (
        "S1|clydon spy warcraft", "S3|mechad infiltration unit", "S3|p o t spy cutter", "S3|scorpead spy ship",
        "S5|argonian spy ship", "S5|corporate spy ship", "S5|tufor spy ship",
    )},
    "S4|bolaar spy scout": bolaar_spy_scout_keeps_other_fleets_bolaar_ships_off_its_fleet_and_takes_spies,
    **{identity: escort_of_seven_or_more(identity) for identity in (
        "S6|pirate heavy escort vinciennes tribe heavy escort", "S5|pirate command escort vinciennes tribe command escort",
    )},
    "S8|heavy evac carrier infected tribe evac carrier": rearms("S8|heavy evac carrier infected tribe evac carrier"),
    "E10|targeting systems": targeting_systems_scores_its_units_volleys_past_shields_and_emf,
    "A6|dragon marksman": dragon_marksman_multiplies_its_dragons_damage_by_one_and_a_half,
    "T8|asteroid field": asteroid_field_takes_a_third_of_weapons_fire,
    "S6|carrier gray death tribe carrier": gray_death_carrier_transports_one_crew_not_through_shields_and_rearms_shuttles,
    "S3|patrol ship tender": patrol_ships_played_this_turn_fire_one_heavy_weapon_free("S3|patrol ship tender"),
    "B3|patrol ship support base": patrol_ships_played_this_turn_fire_one_heavy_weapon_free("B3|patrol ship support base"),
    "C10|time traveling arms dealer": time_traveling_arms_dealer_lets_the_fleets_ships_fire_all_heavy_weapons_free,
    "S4|scout ship council of six tribe scout": council_scout_exposes_a_card_of_an_opponents_hand_and_takes_no_occurrence,
    "S7|command cruiser grand chieftains tribe cruiser":
        grand_chieftains_cruiser_fires_past_other_tribes_and_takes_less_per_command_point,
    **{identity: only_in_an_element_pot_deck(identity, element) for identity, element in (
        ("S3|p o t star frigate tequan star frigate", "Tequan"), ("S4|p o t star destroyer tequan star destroyer", "Tequan"),
        ("S5|p o t light star cruiser centaurian light star cruiser", "Centaurian"),
        ("S5|p o t star cruiser peladine star cruiser", "Peladine"),
    )},
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
