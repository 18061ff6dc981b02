"""Rulings on cards modelled since the rulings suite listed them (issue 29, branch 29k): each test sets
up what the ruling asks about, with the real card, and asserts the ruling's answer."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from ..helpers import act, card, end_turn, mk, place, skip_to
from ..test_effects_cards import A, B, CRUISER, duel, hand_card, play, targets_of
from . import ruling

HULK = mk("S9", "Test Hulk")
RAIDER = mk("S8", "Test Raiding Hulk", cost_economy=2, shields=3, phasers=3)
WORLD = mk("T6", "Test Home World", gen_economy=3, gen_supply=2, gen_energy=2)


def _in_play(s, identity: str) -> int:
    return next(c for c in s.ip if s.ci[c].card["identity"] == identity)


def _pass_reactions(s) -> None:
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


def _in_discard(s, c: int, seat: int = A) -> bool:
    return c not in s.ip and c in s.discard[s._dk(seat)]


# ---- hazards, monsters, occurrences ----------------------------------------------------------------


@ruling("qa-017", "This Mine Field is played to a ship played against your terrain.")
def test_a_defensive_mine_field_is_played_to_a_ship_against_its_players_terrain():
    identity = "H6|defensive mine field"
    s, ids = duel(mine=[("w", WORLD, None), ("x", CRUISER, None)],
                  theirs=[("r", RAIDER, "w"), ("home", HULK, None), ("v", WORLD, None), ("f", RAIDER, "v")],
                  hand=[identity])
    assert targets_of(s, identity) == {ids["r"]}  # not a ship in his own fleet, nor on his own terrain
    c = hand_card(s, identity)
    play(s, identity, on=ids["r"])
    assert Position(s).damage_of(ids["r"]) == (3, 3)  # 6 damage: its 3 shields, then 3 structure
    assert Position(s).damage_of(ids["home"]) == (0, 0) and Position(s).damage_of(ids["f"]) == (0, 0)
    assert _in_discard(s, c)


@ruling("qa-018", "One of your own, and yes you draw the cards.")
def test_a_quark_is_laid_on_an_own_terrain_and_discarding_it_draws_its_strength():
    from ..test_effects_more_25n import quark_draws_its_player_as_many_cards_as_its_terrains_strength_when_it_is_discarded

    identity = "H8|quark"
    s, ids = duel(mine=[("w", mk("T7", "Test World", gen_supply=2), None)], theirs=[("o", WORLD, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["w"]}  # one of his own terrain, not the opponent's
    quark_draws_its_player_as_many_cards_as_its_terrains_strength_when_it_is_discarded()  # he scuttles a T7: 7 cards


@ruling("qa-029", "Yes. It is played to the terrain.")
def test_a_vymezies_matter_is_played_to_a_terrain_with_a_base_on_it():
    identity = "M4|vymezies matter"
    s, ids = duel(theirs=[("t", mk("T4", "Test Planet", gen_supply=2, tags=["Planet"]), None),
                          ("b", mk("B3", "Test Base"), "t"), ("big", mk("T5", "Test Big Planet"), None)],
                  hand=[identity])
    assert targets_of(s, identity) == {ids["t"]}  # the T4 under the base, not the base nor the T5
    play(s, identity, on=ids["t"])
    m = _in_play(s, identity)
    assert s.ip[m]["loc"] == ids["t"] and Position(s).produced(B)["supply"] == 0


@ruling("qa-042", "Since it says played TO it is played to your ship.")
def test_a_blockade_is_played_to_an_own_engaged_ship():
    identity = "O6|blockade"
    s, ids = duel(mine=[("sh", RAIDER, None)], theirs=[("w", WORLD, None), ("y", RAIDER, None)], hand=[identity])
    skip_to(s, "play_a")
    s.ip[ids["sh"]]["e"] = s.ip[ids["y"]]["e"] = True
    assert targets_of(s, identity) == {ids["sh"]}  # his own engaged ship, never the opponent's


@ruling("qa-021", "The O4 Flood is gone. The terrain will not be available for use until next turn")
def test_a_flood_discarded_by_temporal_correction_frees_the_terrain_from_the_next_turn():
    identity = "L7|temporal correction"
    s, ids = duel(mine=[("w", WORLD, None), ("x", CRUISER, None)], hand=[identity], hand_b=["O4|flood"])
    flood = place(s, B, "O4|flood", ids["w"])  # the opponent's flood on his terrain stack
    Position(s).refresh(True)
    assert Position(s).produced(A)["economy"] == 0
    skip_to(s, "play_a")
    pool = dict(s.pool)
    assert targets_of(s, identity) == {flood}
    c = hand_card(s, identity)
    play(s, identity, on=flood)
    assert _in_discard(s, flood, B) and _in_discard(s, c)  # the flood is gone
    assert s.pool == pool  # no points from the terrain this turn: allocated already
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    made = Position(s).produced(A)
    assert (made["economy"], made["supply"], made["energy"]) == (3, 2, 2)  # available on his next turn


@ruling("qa-022", "It must be played to your fleet.")
def test_temporal_correction_answers_only_a_card_played_to_its_players_fleet():
    identity = "L7|temporal correction"
    # An opponent's ship played to his own fleet: no reaction, and nothing of his is a target.
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[HULK], hand_b=[identity])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, HULK["key"]))
    c = hand_card(s, identity, seat=B)
    assert not [a for a in s.legal_actions(B) if a.get("type") == "react" and a.get("card") == c]
    _pass_reactions(s)
    s, ids = duel(mine=[("x", CRUISER, None), ("r", "E2|phaser refit", "x")], theirs=[("y", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == set()  # his own cards and the opponent's own fleet: nothing to discard


@ruling("errata-055", "It will also affect cards which were previously moved against the fleet and remained against the fleet.")
def test_temporal_correction_discards_a_ship_that_moved_against_its_fleet_and_stayed():
    identity = "L7|temporal correction"
    s, ids = duel(mine=[("w", WORLD, None), ("x", CRUISER, None)], theirs=[("r", RAIDER, "w"), ("home", HULK, None)],
                  hand=[identity])
    assert targets_of(s, identity) == {ids["r"]}  # the raider against his terrain; not the one at home
    c = hand_card(s, identity)
    play(s, identity, on=ids["r"])
    assert _in_discard(s, ids["r"], B) and _in_discard(s, c)


@ruling("errata-058", "May only be played against an opponent's card that is not the basis of a stack.")
def test_twist_of_fate_is_played_only_on_an_opponent_card_that_is_no_stacks_basis():
    identity = "L8|twist of fate"
    s, ids = duel(mine=[("x", CRUISER, None), ("own", mk("C3", "Test Own Mate"), "x")],
                  theirs=[("y", CRUISER, None), ("crew", mk("C4", "Test Mate"), "y"), ("z", HULK, None)],
                  hand=[identity])
    assert targets_of(s, identity) == {ids["crew"]}  # not the ships (bases of stacks), nor his own crew


@ruling("errata-061", "This card is removed from play after use.")
def test_galactic_cataclysm_is_discarded_after_use():
    from ..test_effects_more_26i import galactic_cataclysm_each_player_takes_the_strength_of_his_draw

    galactic_cataclysm_each_player_takes_the_strength_of_his_draw()  # ends with it in its player's discard pile


@ruling("errata-062", "They are either played against a unit or played to a skull reaper and activated against a unit.")
def test_skullets_damage_a_unit_or_ride_a_skull_reaper():
    from ..test_effects_more_25o import skullets

    skullets()  # two damage to an opponent ship, discarded; on the reaper, used once a turn on a unit
    s, ids = duel(theirs=[("t", WORLD, None), ("y", HULK, None), ("c", mk("C3", "Test Mate"), "y")], hand=["M2|skullets"])
    assert targets_of(s, "M2|skullets") == {ids["y"]}  # units: not a terrain, nor a crew card


@ruling("errata-093", "- Discarded after use.")
def test_discovery_of_discoveries_is_discarded_after_use():
    identity = "O9|discovery of discoveries"
    s, ids = duel(mine=[("x", CRUISER, None), ("c", mk("C1", "Test Cadet"), "x")], hand=[identity])
    c = hand_card(s, identity)
    play(s, identity)
    while s.pending:
        act(s, "pass")
    assert _in_discard(s, c)  # the weakest crew: strength 1, one card drawn, nothing more


# ---- crew, equipment, ships ------------------------------------------------------------------------


@ruling("errata-014", "If a weaker ship is played, the rogue couple can continue controlling the ship against which it is played.")
def test_a_rogue_couple_keeps_its_ship_when_a_weaker_ship_is_played():
    identity = "C6|rogue couple"
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("big", HULK, None), ("w", mk("S4", "Test Four"), None)],
                  hand=[identity], hand_b=[mk("S2", "Test Two")])
    assert targets_of(s, identity) == {ids["w"]}  # the weakest ship in all opponent fleets
    play(s, identity, on=ids["w"])
    assert s.ip[ids["w"]]["c"] == A  # its controller controls the ship
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "s2-test-two", seat=B))
    _pass_reactions(s)
    assert s.ip[ids["w"]]["c"] == A  # a weaker ship now: he keeps the one he holds


@ruling("errata-127", "As a reaction, as escort can intercept damage applied to any ship of 7 or greater strength, taking 2 points of damage for each point intercepted.")
def test_the_tarraki_heavy_escort_intercepts_for_a_ship_of_seven_or_more_at_two_for_one():
    from ..test_effects_more_expansions import escort_of_seven_or_more

    escort_of_seven_or_more("S5|tarraki heavy escort")()  # the defender's pick for an S8; no offer for an S6


@ruling("errata-129", "Generates 1 research point per turn or allows the controlling player to look at 1 randomly selected card in an opponent's hand each turn.")
def test_the_trochilidae_scout_cruiser_makes_a_research_point_or_looks_at_a_random_hand_card():
    from ..test_effects_more_language import research_or_look

    research_or_look("S4|trochilidae scout cruiser")  # his pick, once each turn, while it engages


@ruling("qa-002", "Can I lay a O4 Flood to it? A: Good question. TENTATIVE answer is no.")
def test_no_flood_is_laid_to_a_terrain_with_a_gaia_separation():
    moon = mk("T5", "Test Moon", gen_supply=2, gen_energy=2, tags=["Moon"])
    s, ids = duel(theirs=[("m", moon, None), ("g", "A6|gaia separation", "m"), ("o", WORLD, None)], hand=["O4|flood"])
    assert targets_of(s, "O4|flood") == {ids["o"]}  # the opponent's other terrain only


@ruling("errata-042", "May be played to any ship or base, not just Bolaar ships.")
def test_bolaar_phaser_capacitors_go_on_any_ship_or_base():
    identity = "E8|bolaar phaser capacitors"
    s, ids = duel(mine=[("b", "S3|bolaar medium raider", None), ("x", CRUISER, None), ("f", mk("B4", "Test Fort", phasers=2), None),
                        ("t", WORLD, None)], theirs=[("y", CRUISER, None)], hand=[identity, identity])
    assert targets_of(s, identity) == {ids["b"], ids["x"], ids["f"]}  # not a terrain, nor an opponent unit
    play(s, identity, on=ids["x"])
    assert Position(s).phasers(ids["x"]) == 2 * 3  # the cruiser's phasers fire twice
    play(s, identity, on=ids["f"])
    assert Position(s).phasers(ids["f"]) == 2 * 2


def _vymezies_on_a_dragon(damage_before: int):
    s, ids = duel(mine=[("own", mk("T5", "Test Own World"), None)],
                  theirs=[("t", mk("T4", "Test Planet", gen_supply=2), None), ("d", "D6|astral dragoness", None),
                          ("y", HULK, None)],
                  hand=["M4|vymezies matter"], hand_b=["L4|monster healing"])
    s.ip[ids["d"]]["hd"] = damage_before
    play(s, "M4|vymezies matter", on=ids["t"])
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # its player's turn: 4 damage to the unit he picks
    act(s, "use", card=ids["d"])
    heal = hand_card(s, "L4|monster healing", B)
    assert {"player": B, "type": "use", "card": heal} in s.legal_actions(B)  # in reaction, as the damage occurs
    act(s, "use", card=heal)
    while s.pending:
        act(s, "pass")
    assert _in_discard(s, heal, B)
    return s, ids


@ruling("qa-064", "A: 3. You heal damage assigned, not damage that you can take.")
def test_monster_healing_in_reaction_heals_the_damage_assigned():
    s, ids = _vymezies_on_a_dragon(3)
    assert ids["d"] in s.ip and s.ip[ids["d"]]["hd"] == 3  # 3 + 4 = 7 assigned, 4 healed
    s, ids = _vymezies_on_a_dragon(5)
    assert ids["d"] in s.ip and s.ip[ids["d"]]["hd"] == 5
    # Healed, the damage left still destroys it: 12 assigned to a D6, 8 left.
    s, ids = duel(mine=[("g", HULK, None)], theirs=[("d", "D6|astral dragoness", None)], hand_b=["L4|monster healing"])
    Position(s).deal_damage(ids["d"], 12 + Position(s).shields(ids["d"]), "card", A)
    act(s, "use", card=hand_card(s, "L4|monster healing", B))
    while s.pending:
        act(s, "pass")
    assert ids["d"] not in s.ip


@ruling("errata-034", "It is now reactionary, passive, and no longer has an engagement cost.")
def test_the_monster_defense_system_is_played_in_reaction_and_works_on_a_disengaged_unit():
    identity = "E4|monster defense system"
    attributes = card(identity)["attributes"]
    assert attributes["reaction"] and "Passive" in attributes["properties"]
    assert not [k for k in attributes if k.startswith("cost_")]  # no engagement cost
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("y", HULK, None)], hand=["M5|astromorph"], hand_b=[identity])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "M5|astromorph"), on=ids["y"])
    mds = hand_card(s, identity, B)
    act(s, "react", card=mds, on=ids["y"])  # played in reaction to the monster played against his unit
    while s.pending:
        act(s, "pass")
    morph = _in_play(s, "M5|astromorph")
    assert s.ip[mds]["loc"] == ids["y"] and s.ip[morph]["loc"] == ids["y"]
    s.ip[ids["y"]]["e"] = False  # passive: it pulses on a disengaged unit too
    end_turn(s, draws=0)  # its player's turn starts
    assert s.ip[morph]["hd"] == 3


@ruling("errata-047", "It does not apply card damage. It either destroys the terrain or it does nothing.")
def test_the_terrain_fields_level_ten_function_destroys_a_terrain_of_ten_or_less():
    from ..test_effects_more_29k import terrain_field_damages_a_terrain_or_destroys_one_of_ten_or_less

    terrain_field_damages_a_terrain_or_destroys_one_of_ten_or_less()  # a T10 destroyed, an 11 out of reach


@ruling("qa-020", "A: Card draw phase, as it does not say two immediate cards.")
def test_the_scepter_of_times_two_extra_draws_come_in_the_draw_cards_phase():
    from ..test_effects_more_29k import _scepter

    s, c = _scepter(1)
    hand = len(s.hand[A])
    skip_to(s, "fire")
    assert len(s.hand[A]) == hand and c in s.ip  # none drawn at once
    skip_to(s, "draw")
    assert s.draws_left == (4 if hand <= 9 else 2)  # the phase's own draws and two more
    for _ in range(s.draws_left):
        act(s, "draw")
    assert len(s.hand[A]) == hand + (4 if hand <= 9 else 2)


@ruling("faq-023", "A C5 Psyber Mage which states that it is considered a cyber mage is a cyber card.")
def test_a_psyber_mage_is_a_cyber_card_for_a_cyber_blast():
    from ..test_effects_more_psy import DUELIST, PLANETESIMAL, WILDING_FIELD, legal, psy_duel

    s, ids = psy_duel(mine=[("f", WILDING_FIELD, "sun"), ("p", DUELIST, "sun"), ("pl", PLANETESIMAL, None)],
                      theirs=[("c", CRUISER, None), ("pm", "C5|psyber mage", "c"), ("cs", "C4|cybersist", "c"),
                              ("o", mk("C3", "Test Officer"), "c")])
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    blast = {k for k in ("pm", "cs", "o") if legal(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids[k])}
    assert blast == {"pm", "cs"}  # "Discards any one cyber card": cyber in its name, or treated as cyber
    act(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["pm"])
    assert ids["pm"] not in s.ip


@ruling("faq-033", "A fully engaged card is both engaged and armed. All weapons and ship systems are armed.")
def test_a_ship_deployed_fully_engaged_by_a_transgate_is_engaged_and_armed():
    from ..test_effects_more_29k import BOWMAN, TRANSGATE

    s, ids = duel(hand=[TRANSGATE, BOWMAN])
    b = hand_card(s, BOWMAN)
    play(s, TRANSGATE)  # one ship to deploy, none to recall
    assert s.ip[b]["e"] and s.ip[b]["am"] == 3  # engaged, its 3 heavy weapons armed, nothing paid for them
