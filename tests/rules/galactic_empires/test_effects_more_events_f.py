"""Hazard, luck and occurrence cards of the Primary and Universe Editions outside the sample decks,
written as data in the card language (issue 25): each scenario plays the real card from the
project's data and asserts what its text states (amounts, targets, duration, whose choice, where
the card goes afterwards).

Rules read first: GEfaq "Removed from play", "Complete Turn"; GEqa on Time Warp (a complete turn);
the cards' FAQ, Q&A and errata entries (none name these cards unless a scenario says so).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, new_game, place, refresh, skip_to, stacked
from .test_effects_cards import A, B, CRUISER, ROCK, SMALL, crew_disabled, damage, duel, hand_card, in_play, pass_turns, play
from .test_effects_more_expansions import in_discard
from .test_effects_more_language import pass_reactions

HULK = mk("S9", "Test Hulk")


def time_warp_ten_takes_a_stack_out_of_play_for_ten_complete_turns() -> None:
    identity = "H10|time warp"
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None)], hand=[identity])
    warp = hand_card(s, identity)
    play(s, identity, on=ids["b"])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "on": ids["b"]} not in s.legal_actions(A)
    assert ids["b"] not in Position(s).firers(B)
    pass_turns(s, 2 * 10 - 1)  # nine complete turns and B's tenth: still out of play
    assert warp in s.ip
    pass_turns(s, 1)
    assert warp not in s.ip and in_discard(s, warp)
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "on": ids["b"]} in s.legal_actions(A)


def cosmic_cyclone_does_three_a_turn_to_a_ship_or_base_for_three_turns() -> None:
    identity = "H6|cosmic cyclone"
    s, ids = duel(theirs=[("y", HULK, None), ("t", mk("T4", "Test Moon"), None)], hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert ids["y"] in plays and ids["t"] not in plays  # a ship or base, never terrain
    play(s, identity, on=ids["y"])
    assert sum(damage(s, ids["y"])) == 3
    cyclone = in_play(s, identity)
    pass_turns(s, 2)
    skip_to(s, "play_a")
    act(s, "operate", card=cyclone)  # its player's next turn: three more
    assert sum(damage(s, ids["y"])) == 6
    pass_turns(s, 3)
    assert cyclone in s.ip
    pass_turns(s, 1)
    assert cyclone not in s.ip and in_discard(s, cyclone)


def structural_degeneration_leaves_a_derelict_until_eight_repair_points() -> None:
    identity = "O8|structural degeneration"
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None), ("r", mk("T5", "Dock", gen_repair=8), None)],
                  hand=[identity])
    play(s, identity, on=ids["b"])
    derelict = in_play(s, identity)
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)  # it does not protect its HQ
    end_turn(s, draws=0)
    assert s.phase == "alloc" and not s.ip[ids["b"]]["w"]  # B's allocation: the derelict cannot be engaged
    for _ in range(7):  # one repair point at a time
        act(s, "repair", card=derelict, part="negate")
    assert derelict in s.ip
    act(s, "repair", card=derelict, part="negate")  # the eighth: discarded
    assert derelict not in s.ip and in_discard(s, derelict)


def breached_city_leaves_a_base_just_played_at_one_strength_point_shields_intact() -> None:
    identity = "O6|breached city"
    base = mk("B6", "Test Starbase", shields=3)
    s, ids = duel(mine=[("t", mk("T4", "Test Moon"), None)], hand=[base], hand_b=[identity])
    skip_to(s, "play_a")
    b = hand_card(s, base["key"])
    act(s, "play", card=b, on=ids["t"])
    assert s.pending[-1]["p"] == B
    c = hand_card(s, identity, seat=B)
    act(s, "react", card=c, reaction="reaction0", on=b)
    pass_reactions(s)
    assert b in s.ip and damage(s, b) == (0, 6 - 1)  # (shield damage, structural damage)
    assert Position(s).strength(b) - s.ip[b]["hd"] == 1 and Position(s).shields(b) == 3
    assert in_discard(s, c, B)


def time_wave_makes_each_opponent_discard_a_card_of_seven_or_more_then_goes_under_the_pile() -> None:
    identity = "H9|time wave"
    big, bigger = mk("S7", "Test Seven"), mk("B8", "Test Eight")
    s, ids = duel(mine=[("own", mk("S8", "Test Own Eight"), None)],
                  theirs=[("six", mk("S6", "Test Six"), None), ("seven", big, None), ("eight", bigger, None),
                          ("crew", mk("C2", "Test Mate"), "seven")], hand=[identity])
    wave = hand_card(s, identity)
    play(s, identity)
    frame = s.pending[-1]
    options = {o["card"] for o in frame["options"] if "card" in o}
    assert frame["p"] == B and options == {ids["seven"], ids["eight"]}  # the opponent's pick, 7 or more
    act(s, "use", card=ids["seven"])
    pass_reactions(s)
    assert ids["seven"] not in s.ip and ids["crew"] not in s.ip  # with its stack
    assert ids["eight"] in s.ip and ids["six"] in s.ip and ids["own"] in s.ip  # one card; never his own
    assert s.discard[s._dk(A)][0] == wave and wave not in s.ip
    s2, ids2 = duel(theirs=[("six", mk("S6", "Test Six"), None)], hand=[identity])
    play(s2, identity)
    assert not s2.pending and ids2["six"] in s2.ip  # none of 7 or more: nothing discarded


def quantum_occurrence_restores_every_hand_to_nine_then_each_opponent_discards_one() -> None:
    identity = "O7|quantum occurrence"
    s, _ = duel(hand=[identity])
    for _ in range(4):  # B holds more than nine: he discards down to nine, his own picks
        s.hand[B].append(s.deck[s._dk(B)].pop())
    a_before, b_before = len(s.hand[A]) - 1, len(s.hand[B])
    assert a_before < 9 < b_before
    play(s, identity)
    for _ in range(b_before - 9):
        frame = s.pending[-1]
        assert frame["p"] == B and {o["card"] for o in frame["options"] if "card" in o} <= set(s.hand[B])
        act(s, "use", card=next(o["card"] for o in frame["options"] if "card" in o))
    assert len(s.hand[A]) == 9 and len(s.hand[B]) == 9
    frame = s.pending[-1]  # then the opponent (not the player of this card) discards one more
    assert frame["p"] == B
    act(s, "use", card=next(o["card"] for o in frame["options"] if "card" in o))
    pass_reactions(s)
    assert len(s.hand[A]) == 9 and len(s.hand[B]) == 8 and not s.pending


def crinkled_timeline_puts_a_card_on_its_owners_deck_and_itself_under_its_own() -> None:
    identity = "O3|crinkled timeline"
    s, ids = duel(theirs=[("ship", CRUISER, None), ("crew", mk("C4", "Test Mate"), "ship"), ("e", mk("E2", "Test Gear"), "crew")],
                  hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert ids["crew"] in plays and ids["e"] in plays and ids["ship"] not in plays  # never the basis of a stack
    play(s, identity, on=ids["crew"])
    assert s.deck[s._dk(B)][-1] == ids["crew"] and ids["crew"] not in s.ip  # on top of its owner's deck
    assert ids["e"] not in s.ip and ids["ship"] in s.ip
    assert s.deck[s._dk(A)][0] == c and c not in s.discard[s._dk(A)]  # under its own player's deck
    # In reaction mode: B answers A's play by sending A's crew card back.
    s2, ids2 = duel(mine=[("ship", CRUISER, None), ("crew", mk("C4", "Test Mate"), "ship")],
                    theirs=[("hulk", HULK, None)], hand=["H6|cosmic cyclone"], hand_b=[identity])
    skip_to(s2, "play_a")
    act(s2, "play", card=hand_card(s2, "H6|cosmic cyclone"), on=ids2["hulk"])
    c2 = hand_card(s2, identity, seat=B)
    reacts = [a for a in s2.legal_actions(B) if a.get("type") == "react" and a["card"] == c2]
    assert ids2["crew"] in {a.get("on") for a in reacts} and ids2["ship"] not in {a.get("on") for a in reacts}
    act(s2, "react", **{k: v for k, v in next(a for a in reacts if a.get("on") == ids2["crew"]).items() if k not in ("player", "type")})
    pass_reactions(s2)
    assert s2.deck[s2._dk(A)][-1] == ids2["crew"] and s2.deck[s2._dk(B)][0] == c2


def false_distress_call_disengages_a_ship_of_equal_or_lesser_strength_for_one_complete_turn() -> None:
    identity = "O4|false distress call"
    s, ids = duel(mine=[("own", SMALL, None)], theirs=[("y", mk("S4", "Test Four", phasers=2), None), ("big", mk("S5", "Test Five"), None)],
                  hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert ids["y"] in plays and ids["own"] in plays and ids["big"] not in plays  # at most 4 strength, any ship
    play(s, identity, on=ids["y"])
    assert not s.ip[ids["y"]]["e"]  # disengaged at once
    end_turn(s, draws=0)
    assert not s.ip[ids["y"]]["w"]  # B's turn: still disengaged (it may not fire or operate)
    end_turn(s, draws=0)
    assert c not in s.ip and in_discard(s, c)  # one complete turn: discarded
    end_turn(s, draws=0)
    assert s.ip[ids["y"]]["w"]  # B's next turn: it engages again


def test_pirates_cache_three_gains_one_economy_supply_and_ammunition_in_allocation_or_a_play_phase() -> None:
    """(Its scenario in test_effects_cards plays it in the Allocation Phase; its text: "or a card
    play phase".)"""
    identity = "L3|pirates cache"
    for phase in ("alloc", "play_a", "play_b"):
        s, _ = duel(hand=[identity])
        if phase != "alloc":
            skip_to(s, phase)
        before = dict(s.pool)
        c = hand_card(s, identity)
        act(s, "play", card=c)
        for k in ("economy", "supply", "ammunition"):
            assert s.pool[k] == before.get(k, 0) + 1, (phase, k)
        assert all(s.pool.get(k, 0) == before.get(k, 0) for k in ("energy", "research")), phase
        assert in_discard(s, c)


def test_unsuccessful_minesweeping_in_reaction_lands_on_an_opponents_minesweeper_for_two_turns() -> None:
    """(Its scenario in test_effects_cards plays it in a Play Cards Phase; an R/L4 card is also
    played in reaction.)"""
    identity = "L4|unsuccessful minesweeping"
    sweeper = "S4|argonian minesweeper argonian sleet minesweeper"
    s, ids = duel(mine=[("sw", sweeper, None), ("ship", CRUISER, None)], theirs=[("hulk", HULK, None)],
                  hand=["H6|cosmic cyclone"], hand_b=[identity])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "H6|cosmic cyclone"), on=ids["hulk"])
    c = hand_card(s, identity, seat=B)
    reacts = [a for a in s.legal_actions(B) if a.get("type") == "react" and a["card"] == c]
    assert {a.get("on") for a in reacts} == {ids["sw"]}  # the opponent's minesweeper only
    act(s, "react", **{k: v for k, v in reacts[0].items() if k not in ("player", "type")})
    pass_reactions(s)
    assert s.ip[c]["loc"] == ids["sw"] and Position(s).status(ids["sw"]).get("no_sweep")
    pass_turns(s, 4)  # A's next two turns: the sweeper may not sweep in either
    assert s.active == A and c in s.ip and Position(s).status(ids["sw"]).get("no_sweep")
    pass_turns(s, 1)  # two complete turns of its player: discarded
    assert c not in s.ip and in_discard(s, c, B) and not Position(s).status(ids["sw"]).get("no_sweep")


def time_intrusion_damages_each_of_two_opponents_cards_by_the_others_strength() -> None:
    identity = "H9|time intrusion"
    seven, four, own = mk("S7", "Test Seven", shields=1), mk("B4", "Test Four"), mk("S8", "Test Own")
    s = new_game([stacked([mk("S9", "Test Ante"), identity, own], 40), stacked([ROCK, seven, mk("S3", "Test Three")], 40),
                  stacked([ROCK, four], 40)])  # (the first card of a stacked deck is set aside, as in duel)
    ids = {"own": place(s, A, own["key"]), "seven": place(s, 1, seven["key"]), "three": place(s, 1, "s3-test-three"),
           "four": place(s, 2, four["key"])}
    refresh(s)
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = [a for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c]
    pairs = {(a["on"], a.get("to")) for a in plays}
    assert (ids["seven"], ids["four"]) in pairs and (ids["four"], ids["three"]) in pairs
    assert not any(a["on"] == ids["own"] or a.get("to") == ids["own"] for a in plays)  # opponents' cards only
    assert (ids["seven"], ids["three"]) not in pairs  # one of each of two opponents
    play(s, identity, on=ids["seven"], to=ids["four"])
    assert damage(s, ids["seven"]) == (1, 4 - 1)  # the base's 4: shields first
    assert ids["four"] not in s.ip  # 7 damage to a 4-strength base: destroyed
    s2, ids2 = duel(theirs=[("a", mk("S7", "Test Seven"), None), ("b", mk("S4", "Test Four"), None)], hand=[identity])
    skip_to(s2, "play_a")
    c2 = hand_card(s2, identity)
    assert not [a for a in s2.legal_actions(A) if a.get("type") == "play" and a.get("card") == c2]  # one opponent: never


def _twist(option: int):
    identity = "L8|twist of fate"
    s, ids = duel(theirs=[("ship", CRUISER, None), ("crew", mk("C4", "Test Mate"), "ship")],
                  hand=[identity, mk("S1", "Test Spare")], hand_b=[mk("S2", "Test Reserve"), mk("S3", "Test Other Reserve")])
    Position(s).reserve(B, ["s2-test-reserve", "s3-test-other-reserve"]).reserve(A, ["s1-test-spare"])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert ids["crew"] in plays and ids["ship"] not in plays  # never the basis of a stack
    play(s, identity, on=ids["crew"])
    frame = s.pending[-1]
    assert frame["p"] == B and [o["label"] for o in frame["options"]] == [
        "bottom of the discard pile", "back into the hand", "into the reserve fleet"]  # the defender's option
    act(s, "use", **{k: v for k, v in frame["options"][option].items() if k not in ("player", "type")})
    return s, ids, c


def twist_of_fate_does_to_itself_what_the_defender_chose_for_his_card() -> None:
    s, ids, c = _twist(0)
    assert s.discard[s._dk(B)][0] == ids["crew"] and s.discard[s._dk(A)][0] == c  # both under the piles
    s, ids, c = _twist(1)
    assert ids["crew"] in s.hand[B] and c in s.hand[A]  # both back into their hands
    s, ids, c = _twist(2)
    frame = s.pending[-1]  # the defender picks which of his other reserve cards he discards
    options = {o.get("card") for o in frame["options"] if "card" in o}
    assert frame["p"] == B and ids["crew"] not in options and len(options) == 2
    act(s, "use", card=sorted(options)[0])
    pass_reactions(s)
    assert ids["crew"] in s.reserve[B] and len(s.reserve[B]) == 2  # his card in, one of the others out
    assert c in s.reserve[A] and len(s.reserve[A]) == 1  # the same for this card: its player's one other goes
    # In reaction mode (R/L8): B answers A's play by twisting A's crew card; A, the defender, picks.
    s2, ids2 = duel(mine=[("ship", CRUISER, None), ("crew", mk("C4", "Test Mate"), "ship")],
                    theirs=[("hulk", HULK, None)], hand=["H6|cosmic cyclone"], hand_b=["L8|twist of fate"])
    skip_to(s2, "play_a")
    act(s2, "play", card=hand_card(s2, "H6|cosmic cyclone"), on=ids2["hulk"])
    c2 = hand_card(s2, "L8|twist of fate", seat=B)
    reacts = [a for a in s2.legal_actions(B) if a.get("type") == "react" and a["card"] == c2]
    cyclone = in_play(s2, "H6|cosmic cyclone")  # A's card on B's hulk is an opponent card too
    assert {a.get("on") for a in reacts} == {ids2["crew"], cyclone}
    act(s2, "react", **{k: v for k, v in next(a for a in reacts if a["on"] == ids2["crew"]).items() if k not in ("player", "type")})
    frame = s2.pending[-1]
    assert frame["p"] == A
    act(s2, "use", **{k: v for k, v in frame["options"][1].items() if k not in ("player", "type")})
    pass_reactions(s2)
    assert ids2["crew"] in s2.hand[A] and c2 in s2.hand[B]


def star_quake_does_four_damage_to_a_star_or_system() -> None:
    identity = "H4|star quake"
    star, system = mk("T6", "Test Sun", tags=["StarTerrain"]), mk("T6", "Test Rings", tags=["SystemTerrain"])
    s, ids = duel(mine=[("own", mk("T7", "Test Own Star", tags=["StarTerrain"]), None)],
                  theirs=[("star", star, None), ("system", system, None), ("planet", mk("T6", "Test World", tags=["Planet"]), None)],
                  hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["star"], ids["system"], ids["own"]}  # stars and systems, whoever's; not a planet
    play(s, identity, on=ids["star"])
    assert sum(damage(s, ids["star"])) == 4 and in_discard(s, c)


def cerebral_void_disengages_and_stops_a_crew_card_until_five_research_points() -> None:
    identity = "O5|cerebral void"
    crew_disabled(identity, 5)()  # no research from it; 4 research points leave it, the 5th discards it
    s, ids = duel(theirs=[("y", CRUISER, None), ("c", mk("C3", "Test Scientist", gen_research=2), "y")], hand=[identity])
    assert s.ip[ids["c"]]["e"]
    play(s, identity, on=ids["c"])
    assert not s.ip[ids["c"]]["e"]  # disengaged at once
    end_turn(s, draws=0)
    assert not s.ip[ids["c"]]["w"]  # and not engaged again while it stays


def warning_buoy_negates_a_hazard_played_against_an_own_ship_or_base() -> None:
    identity = "O5|warning buoy"
    s, ids = duel(theirs=[("hulk", HULK, None)], hand=["H6|cosmic cyclone"], hand_b=[identity])
    skip_to(s, "play_a")
    cyclone = hand_card(s, "H6|cosmic cyclone")
    act(s, "play", card=cyclone, on=ids["hulk"])
    c = hand_card(s, identity, seat=B)
    reacts = [a for a in s.legal_actions(B) if a.get("type") == "react" and a["card"] == c]
    assert [a.get("on") for a in reacts] == [ids["hulk"]]  # on the unit the hazard is played against
    act(s, "react", **{k: v for k, v in reacts[0].items() if k not in ("player", "type")})
    pass_reactions(s)
    assert damage(s, ids["hulk"]) == (0, 0) and cyclone not in s.ip and in_discard(s, cyclone)
    assert in_discard(s, c, B)



def cyber_disturbance_weakens_cyber_mages_by_two_to_at_least_one_until_three_energy() -> None:
    identity = "H3|cyber disturbance"
    s, ids = duel(mine=[("mine", "C4|cyber mage", None)],
                  theirs=[("t", mk("T5", "Test Power", gen_energy=3), None), ("y", HULK, None),
                          ("m4", "C4|cyber mage", "y"), ("m2", mk("C2", "Test Cyber Mage"), "y"), ("x", mk("C4", "Test Cook"), "y")],
                  hand=[identity])
    before = {k: Position(s).strength(ids[k]) for k in ("mine", "m4", "m2", "x")}
    c = hand_card(s, identity)
    play(s, identity, on=-1 - B)  # against B's fleet
    after = {k: Position(s).strength(ids[k]) for k in ("mine", "m4", "m2", "x")}
    assert after == {"mine": before["mine"], "m4": 4 - 2, "m2": 1, "x": before["x"]}  # 2 less, never below 1
    end_turn(s, draws=0)
    energy = s.pool.get("energy", 0)
    act(s, "pay_negate", card=c)  # B applies 3 energy points in his Allocation Phase
    assert s.pool.get("energy", 0) == energy - 3
    assert c not in s.ip and Position(s).strength(ids["m4"]) == 4


def frayed_time_spindle_discards_a_stack_of_more_than_twenty_then_goes_under_the_pile() -> None:
    identity = "L8|frayed time spindle"
    s, ids = duel(theirs=[("t", mk("T8", "Test World"), None), ("b", mk("B9", "Test Fortress"), "t"), ("c", mk("C4", "Test Cook"), "b"),
                          ("t2", mk("T8", "Test Other World"), None), ("b2", mk("B9", "Test Keep"), "t2"), ("c2", mk("C3", "Test Mate"), "b2")],
                  hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["t"]}  # 8 + 9 + 4 = 21; the other stack totals 20
    play(s, identity, on=ids["t"])
    assert not {ids["t"], ids["b"], ids["c"]} & set(s.ip) and {ids["t2"], ids["b2"], ids["c2"]} <= set(s.ip)
    assert s.discard[s._dk(A)][0] == c and c not in s.ip


def toxic_waste_spill_discards_the_non_psy_crew_at_a_location_as_no_card_play() -> None:
    identity = "O10|toxic waste spill"
    s, ids = duel(theirs=[("y", CRUISER, None), ("c1", mk("C3", "Test Cook"), "y"), ("c2", mk("C5", "Test Pilot"), "y"),
                          ("p", mk("P4", "Test Seer"), "y"), ("z", SMALL, None), ("c3", mk("C2", "Test Mate"), "z")],
                  hand=[identity])
    skip_to(s, "play_a")
    plays = s.plays  # (no crew reaction may answer it: test_playable_unanswerable.py)
    play(s, identity, on=ids["y"])
    assert not {ids["c1"], ids["c2"]} & set(s.ip) and {ids["p"], ids["c3"], ids["y"]} <= set(s.ip)
    assert s.plays == plays  # does not count as a card play


def out_of_season_discards_a_hatchling_a_molting_or_a_dragon_coupling() -> None:
    identity = "O7|out of season"
    drake = mk("D5", "Test Drake", main_empire="Space Dragon")
    s, ids = duel(theirs=[("d", drake, None), ("h", "D1|dragon hatchling", "d"), ("m", "A1|millennia molting", "d"),
                          ("cp", "O5|dragon coupling", None)],
                  hand=[identity])
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["h"], ids["m"], ids["cp"]}  # one of the three, never the dragon itself
    play(s, identity, on=ids["m"])
    assert ids["m"] not in s.ip and {ids["d"], ids["h"], ids["cp"]} <= set(s.ip) and in_discard(s, c)
    # In reaction: a dragon coupling being played is discarded before it is used.
    s2, _ = duel(mine=[("d1", drake, None), ("d2", mk("D4", "Test Wyrm", main_empire="Space Dragon"), None)],
                 hand=["O5|dragon coupling"], hand_b=[identity])
    skip_to(s2, "play_a")
    coupling = hand_card(s2, "O5|dragon coupling")
    act(s2, "play", **{k: v for k, v in next(a for a in s2.legal_actions(A) if a.get("card") == coupling).items()
                       if k not in ("player", "type")})
    c2 = hand_card(s2, identity, seat=B)
    react = next(a for a in s2.legal_actions(B) if a.get("type") == "react" and a["card"] == c2 and "on" not in a)
    act(s2, "react", **{k: v for k, v in react.items() if k not in ("player", "type")})
    pass_reactions(s2)
    assert coupling not in s2.ip and in_discard(s2, coupling) and in_discard(s2, c2, B)


def supernova_the_player_picks(identity: str, amount: int, count: int, types: str):
    """Played against one opponent fleet, its player picks exactly `count` of its cards of `types`
    (all of them when there are fewer), each taking `amount`."""

    def scenario() -> None:
        theirs = [(f"u{k}", mk("S9", f"Test Hulk {k}"), None) for k in range(count)]
        theirs += [("t", mk("T9", "Test Giant"), None), ("own_c", mk("C2", "Test Cook"), "u0")]
        s, ids = duel(mine=[("mine", mk("S9", "Test Own Hulk"), None)], theirs=theirs, hand=[identity])
        play(s, identity, on=-1 - B)
        picked = []
        while s.pending and s.pending[-1]["k"] != "react":
            frame = s.pending[-1]
            options = [o["card"] for o in frame["options"] if "card" in o]
            assert frame["p"] == A and ids["mine"] not in options and ids["own_c"] not in options
            assert "t" not in types or ids["t"] in options or ids["t"] in picked
            pick = ids["t"] if ids["t"] in options else options[-1]
            act(s, "use", card=pick)
            picked.append(pick)
        pass_reactions(s)
        assert len(picked) == count and ids["t"] in picked  # the player's picks, a terrain among them
        assert all(sum(damage(s, k)) == amount for k in picked)
        assert sum(damage(s, ids["mine"])) == 0 and sum(1 for k in ids.values() if k in s.ip and sum(damage(s, k))) == count

    return scenario


def devolution_puts_a_disengaged_crew_card_under_its_owners_deck() -> None:
    identity = "O6|devolution"
    s, ids = duel(theirs=[("y", CRUISER, None), ("idle", mk("C3", "Test Idle"), "y"), ("busy", mk("C4", "Test Busy"), "y"),
                          ("e", mk("E2", "Test Gear"), "idle")], hand=[identity])
    Position(s).engage(ids["idle"], False)
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    plays = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert plays == {ids["idle"]}  # a disengaged crew card only
    play(s, identity, on=ids["idle"])
    assert s.deck[s._dk(B)][0] == ids["idle"] and ids["idle"] not in s.ip and ids["e"] not in s.ip
    assert ids["busy"] in s.ip and in_discard(s, c)
    # In reaction (R/O6): B answers A's play by sending A's disengaged crew card under A's deck.
    s2, ids2 = duel(mine=[("ship", CRUISER, None), ("idle", mk("C3", "Test Idle"), "ship")], theirs=[("hulk", HULK, None)],
                    hand=["H6|cosmic cyclone"], hand_b=[identity])
    Position(s2).engage(ids2["idle"], False)
    skip_to(s2, "play_a")
    act(s2, "play", card=hand_card(s2, "H6|cosmic cyclone"), on=ids2["hulk"])
    c2 = hand_card(s2, identity, seat=B)
    reacts = [a for a in s2.legal_actions(B) if a.get("type") == "react" and a["card"] == c2]
    assert {a.get("on") for a in reacts} == {ids2["idle"]}
    act(s2, "react", **{k: v for k, v in reacts[0].items() if k not in ("player", "type")})
    pass_reactions(s2)
    assert s2.deck[s2._dk(A)][0] == ids2["idle"] and ids2["idle"] not in s2.ip


SCENARIOS = {
    "H10|time warp": time_warp_ten_takes_a_stack_out_of_play_for_ten_complete_turns,
    "H6|cosmic cyclone": cosmic_cyclone_does_three_a_turn_to_a_ship_or_base_for_three_turns,
    "O8|structural degeneration": structural_degeneration_leaves_a_derelict_until_eight_repair_points,
    "O6|breached city": breached_city_leaves_a_base_just_played_at_one_strength_point_shields_intact,
    "H9|time wave": time_wave_makes_each_opponent_discard_a_card_of_seven_or_more_then_goes_under_the_pile,
    "O7|quantum occurrence": quantum_occurrence_restores_every_hand_to_nine_then_each_opponent_discards_one,
    "O3|crinkled timeline": crinkled_timeline_puts_a_card_on_its_owners_deck_and_itself_under_its_own,
    "H9|time intrusion": time_intrusion_damages_each_of_two_opponents_cards_by_the_others_strength,
    "L8|twist of fate": twist_of_fate_does_to_itself_what_the_defender_chose_for_his_card,
    "H4|star quake": star_quake_does_four_damage_to_a_star_or_system,
    "O5|cerebral void": cerebral_void_disengages_and_stops_a_crew_card_until_five_research_points,
    "O5|warning buoy": warning_buoy_negates_a_hazard_played_against_an_own_ship_or_base,
    "H3|cyber disturbance": cyber_disturbance_weakens_cyber_mages_by_two_to_at_least_one_until_three_energy,
    "L8|frayed time spindle": frayed_time_spindle_discards_a_stack_of_more_than_twenty_then_goes_under_the_pile,
    "O10|toxic waste spill": toxic_waste_spill_discards_the_non_psy_crew_at_a_location_as_no_card_play,
    "O7|out of season": out_of_season_discards_a_hatchling_a_molting_or_a_dragon_coupling,
    "H6|type ii supernova": supernova_the_player_picks("H6|type ii supernova", 2, 6, "TSB"),
    "H10|akru supernova": supernova_the_player_picks("H10|akru supernova", 3, 10, "SBT"),
    "O6|devolution": devolution_puts_a_disengaged_crew_card_under_its_owners_deck,
    "O4|false distress call": false_distress_call_disengages_a_ship_of_equal_or_lesser_strength_for_one_complete_turn,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
