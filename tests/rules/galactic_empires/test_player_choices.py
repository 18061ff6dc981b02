"""Choices the rules give a player are that player's pending choices, never the engine's (issue 15):
Demigod Diversion, Escape Pod, the Ship Collector's ties, which transport carries a mission, who
takes a Volatile Cargo blast after a volley of several units, an insane crew card's actions.

Each test quotes the card text or ruling it follows; each shows the choice is offered to the right
player, and that what the engine used to do by itself no longer happens without that choice.
"""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import CREW, CRUISER, SMALL, A, B, damage, duel, hand_card, play
from .test_effects_more_psy import APPRENTICE, FIGHTER, psy_duel
from .test_reaction_stack import DEW, GUNSHIP, HULK, MINE, SCOUT, fire, in_hand, table

DEMIGOD = "L8|demigod diversion"  # R/L8
ION_STORM = "H2|ion storm"  # card damage equal to its strength (2) to a ship or base
SKIFF = mk("S2", "Test Skiff")
POD = "E1|escape pod"
CORVETTE = "E9|personal corvette"
COLLECTOR = "M8|ship collector"
CARGO = "E5|volatile cargo"
INSANITY = "O5|insanity"
BOARDING = "C1|boarding party"
TRANSPORTER = "E6|oscillating transporter"  # a transport through shields (the E2 Transporter is stopped by them)
SHUTTLE = "E3|shuttlecraft"
SHUTTLE_MALFUNCTION = "L4|shuttle malfunction"


def choice(s) -> dict:
    """The pending choice on top of the stack (it must be one)."""
    assert s.pending and s.pending[-1]["k"] == "choose", s.pending
    return s.pending[-1]


def offered(s) -> set:
    """The cards the player to act may pick now."""
    seat = s.current_players()[0]
    return {a.get("card") for a in s.legal_actions(seat) if a["type"] == "use"}


# ---- Demigod Diversion ----------------------------------------------------------------------------
# R/L8 Demigod Diversion: "Diverts any one stack of cards about to be discarded (belonging to you)
# and places them back into your hand. - Discarded after use."


def test_demigod_diversion_is_played_by_its_owner_as_his_unit_is_destroyed():
    s, ids = duel(theirs=[("y", SKIFF, None), ("c", mk("C3", "Test Officer"), "y")],
                  hand=[ION_STORM, "M1|small phaser eel"], hand_b=[DEMIGOD])
    eel = Position(s).put(A, "M1|small phaser eel", on=ids["y"])
    d = hand_card(s, DEMIGOD, B)
    play(s, ION_STORM, on=ids["y"])
    assert s.current_players() == [B] and choice(s)["why"] == "divert" and offered(s) == {d}
    assert ids["y"] in s.ip  # the stack waits for its owner's decision
    act(s, "use", card=d)
    assert ids["y"] in s.hand[B] and ids["c"] in s.hand[B]  # back into the hand
    assert eel in s.discard[A]  # only the cards "belonging to you"
    assert d in s.discard[B] and not s.pending  # "Discarded after use"


def test_demigod_diversion_is_not_used_unless_its_owner_chooses_to():
    # The engine used to divert the first own unit destroyed by itself.
    s, ids = duel(theirs=[("y", SKIFF, None), ("c", mk("C3", "Test Officer"), "y")], hand=[ION_STORM], hand_b=[DEMIGOD])
    d = hand_card(s, DEMIGOD, B)
    play(s, ION_STORM, on=ids["y"])
    act(s, "pass")
    assert ids["y"] in s.discard[B] and ids["c"] in s.discard[B] and d in s.hand[B]


def test_demigod_diversion_on_its_owners_own_turn_needs_a_card_play_and_counts_as_one():
    # v2.1 "PLAYING REACTION CARDS": reaction cards "DO count as a Card Play when played during your
    # own turn and may not be played if all Card Plays have already been used".
    s, ids = duel(mine=[("y", SKIFF, None)], hand=[DEMIGOD])
    d = hand_card(s, DEMIGOD)
    Position(s).turn(phase="play_a", plays=3)
    Position(s).destroy(ids["y"], B)
    assert not s.pending and ids["y"] in s.discard[A] and d in s.hand[A]
    s, ids = duel(mine=[("y", SKIFF, None)], hand=[DEMIGOD])
    d = hand_card(s, DEMIGOD)
    Position(s).turn(phase="play_a", plays=2)
    Position(s).destroy(ids["y"], B)
    act(s, "use", card=d)
    assert ids["y"] in s.hand[A] and s.plays == 3


def test_a_destroyed_unit_awaiting_its_players_choice_takes_no_more_damage():
    s, ids = duel(theirs=[("y", SKIFF, None)], hand_b=[DEMIGOD])
    Position(s).destroy(ids["y"], A)
    before = damage(s, ids["y"])
    Position(s).deal_damage(ids["y"], 5, "card", A)
    assert damage(s, ids["y"]) == before and len(s.pending) == 1  # not destroyed (nor asked) twice
    act(s, "pass")
    assert ids["y"] in s.discard[B] and not s.pending


def test_a_unit_a_reaction_destroys_waits_for_the_diversion_choice_then_the_stack_goes_on():
    # Primary rules, "REACTION CARDS": answers resolve last in, first out (v2.1 "LAST REACTION CARD
    # PLAYED HAS PRECEDENCE"). a's mine (answering b's Defensive Electronic Warfare) destroys b's
    # scout once the volley's window closes; b's choice to divert it comes before b's reaction
    # resolves (voided: its target is gone) and before the volley.
    s, ids = table([{"play": [("gun", GUNSHIP, None)], "hand": [MINE]},
                    {"play": [("scout", SCOUT, None), ("hulk", HULK, None)], "hand": [DEW, DEMIGOD]}])
    a, b = s.order
    fire(s, ids[1]["scout"], ids[0]["gun"], 3)
    dew = in_hand(s, b, DEW)
    act(s, "react", card=dew, on=ids[1]["scout"])
    act(s, "react", card=in_hand(s, a, MINE), on=ids[1]["scout"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")  # nobody answers the mine: it resolves and destroys the scout
    assert s.current_players() == [b] and choice(s)["why"] == "divert"
    assert [f["k"] for f in s.pending] == ["react", "choose"]  # the volley's window waits below it, resolving its queue
    events = act(s, "use", card=in_hand(s, b, DEMIGOD))
    assert not s.pending  # the window went on resolving its queue at once and closed
    assert ids[1]["scout"] in s.hand[b]
    assert {"event": "voided", "card": dew} in events and dew in s.discard[s._dk(b)]
    assert s.volley is None and damage(s, ids[1]["hulk"]) == (0, 0)


def test_impending_chaos_negates_a_demigod_diversion_played_to_its_stack():
    # O4 Impending Chaos: "Negates the first card played in reaction mode to that stack."
    s, ids = duel(theirs=[("y", SKIFF, None)], hand=["O4|impending chaos", ION_STORM], hand_b=[DEMIGOD])
    play(s, "O4|impending chaos", on=ids["y"])
    play(s, ION_STORM, on=ids["y"])
    act(s, "use", card=hand_card(s, DEMIGOD, B))
    assert ids["y"] in s.discard[B] and not s.pending


# ---- Escape Pod -------------------------------------------------------------------------------
# E1 Escape Pod: "As a reaction, allows up to 3 crew cards on a unit to escape destruction. Crew are
# placed at another location immediately and the escape pod is discarded."


def crewed(extra=(), hand=(), hand_b=()):
    return duel(mine=[("u", SMALL, None), ("v", CRUISER, None), ("pod", POD, "u"), ("c1", CREW, "u"),
                      ("c2", mk("C1", "Test Two"), "u"), ("c3", mk("C1", "Test Three"), "u"), ("c4", mk("C1", "Test Four"), "u"),
                      *extra], hand=hand, hand_b=hand_b)


def test_which_crew_escape_is_the_units_player_choice_one_at_a_time():
    s, ids = crewed()
    Position(s).destroy(ids["u"], B)
    assert s.current_players() == [A] and choice(s)["why"] == "escape"
    assert offered(s) == {ids[c] for c in ("c1", "c2", "c3", "c4")}
    act(s, "use", card=ids["c4"])
    act(s, "use", card=ids["c2"])
    assert offered(s) == {ids["c1"], ids["c3"]}
    act(s, "use", card=ids["c1"])  # "up to 3": the third goes at once to the only other location
    assert not s.pending
    assert all(s.ip[ids[c]]["loc"] == ids["v"] for c in ("c1", "c2", "c4"))
    assert ids["c3"] in s.discard[A] and ids["pod"] in s.discard[A] and ids["u"] in s.discard[A]


def test_an_escape_pod_is_not_used_unless_its_player_chooses_to():
    # The engine used to move the first three crew by itself.
    s, ids = crewed()
    Position(s).destroy(ids["u"], B)
    act(s, "pass")
    assert not any(ids[c] in s.ip for c in ("c1", "c2", "c3", "c4"))
    s, ids = crewed()
    Position(s).destroy(ids["u"], B)
    act(s, "use", card=ids["c3"])
    act(s, "pass")  # done: only the crew picked escape
    assert s.ip[ids["c3"]]["loc"] == ids["v"] and ids["c1"] not in s.ip


def test_the_escaping_crew_go_where_their_player_chooses():
    # "placed at another location": the engine used to take the first other unit.
    s, ids = crewed(extra=[("t", mk("T3", "Test Moon"), None)])
    Position(s).destroy(ids["u"], B)
    act(s, "use", card=ids["c1"])
    act(s, "pass")
    assert choice(s)["why"] == "escape_to" and offered(s) == {ids["v"], ids["t"]} and choice(s).get("must")
    act(s, "use", card=ids["t"])
    assert s.ip[ids["c1"]]["loc"] == ids["t"]


def test_a_unit_with_two_escape_cards_lets_its_player_pick_which_is_used():
    # E9 Personal Corvette: "Allows one crew card on a ship or base to escape destruction."
    s, ids = crewed(extra=[("pc", CORVETTE, "u")])
    Position(s).destroy(ids["u"], B)
    assert choice(s)["why"] == "escape_pod" and offered(s) == {ids["pod"], ids["pc"]}
    act(s, "use", card=ids["pc"])
    act(s, "use", card=ids["c2"])  # the corvette carries one crew card
    assert s.ip[ids["c2"]]["loc"] == ids["v"]
    assert choice(s)["why"] == "escape"  # the escape pod is still there for the others
    act(s, "pass")
    assert ids["c1"] not in s.ip and ids["u"] not in s.ip


def test_the_diversion_is_offered_before_the_escape_pods():
    s, ids = crewed(hand=[DEMIGOD])
    Position(s).turn(active=B)
    Position(s).destroy(ids["u"], B)
    assert choice(s)["why"] == "divert"
    act(s, "pass")
    assert choice(s)["why"] == "escape"


# ---- Ship Collector --------------------------------------------------------------------------
# M8 Ship Collector: "Must discard the lowest strength ship available among all opponent fleets.
# Ties resolved at ship collector's choice."


def test_the_ship_collectors_player_resolves_a_tie():
    s, ids = duel(theirs=[("a", mk("S5", "Test Five"), None), ("b", mk("S3", "Test Three"), None), ("big", HULK, None)],
                  hand=[COLLECTOR])
    Position(s).damage(ids["a"], structure=2)  # 3 strength points remaining, as the S3
    play(s, COLLECTOR)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert s.current_players() == [A] and choice(s)["why"] == "discard:to" and choice(s).get("must")
    assert offered(s) == {ids["a"], ids["b"]}
    later = max(ids["a"], ids["b"])  # the engine used to take the lowest card id
    act(s, "use", card=later)
    assert later not in s.ip and min(ids["a"], ids["b"]) in s.ip and ids["big"] in s.ip


# ---- Transports ---------------------------------------------------------------------------------
# v2.1 "THERE-AND-BACK MISSIONS": "transporting to that location with a shuttle, fighter or
# transporter"; L4 Shuttle Malfunction: "Negates the shuttle/fighter action just made by the
# shuttle/fighter on which it is played."


def test_which_transport_carries_a_mission_is_its_players_choice():
    for used, negatable in (("sh", True), ("tr", False)):
        s, ids = duel(mine=[("own", CRUISER, None), ("sh", SHUTTLE, "own"), ("crew", BOARDING, "own"), ("tr", TRANSPORTER, "own")],
                      theirs=[("ship", HULK, None)], hand_b=[SHUTTLE_MALFUNCTION])
        skip_to(s, "play_a")
        act(s, "operate", card=ids["crew"], on=ids["ship"], op="structure")
        assert choice(s)["why"] == "transport" and offered(s) == {ids["sh"], ids["tr"]} and choice(s).get("must")
        act(s, "use", card=ids[used])
        malfunction = hand_card(s, SHUTTLE_MALFUNCTION, B)
        reacts = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == malfunction]
        assert bool(reacts) == negatable, used
        while s.pending:
            act(s, "pass")
        assert damage(s, ids["ship"]) == (0, 1)


def test_an_either_or_transport_fires_unless_its_player_sends_it():
    # E5 Psycanti Intellect Fighter: "Each turn, may either fire its weapons or transport up to 1
    # crew". The engine used to send the transporter first whenever there was one.
    mine = [("p", APPRENTICE, "sun"), ("e", FIGHTER, "sun"), ("m", "C4|marine", "sun"), ("tr", TRANSPORTER, "sun")]
    theirs = [("c", CRUISER, None), ("x", "E2|phaser refit", "c")]
    for used, fires in (("e", False), ("tr", True)):
        s, ids = psy_duel(mine=mine, theirs=theirs)
        skip_to(s, "play_a")
        act(s, "operate", card=ids["m"], on=ids["x"], op="discard_crew_or_equipment")
        assert offered(s) == {ids["e"], ids["tr"]}
        act(s, "use", card=ids[used])
        while s.pending:
            act(s, "pass")
        assert ids["x"] not in s.ip
        assert (ids["e"] in Position(s).firers(A)) == fires, used


# ---- Volatile Cargo -------------------------------------------------------------------------------
# E5 Volatile Cargo: "The opponent unit or other card which causes the last point of damage,
# destroying the ship or base on which this card is played, suffers damage equal to 1/2 (drop
# fractions) of the strength of the ship or base." Errata, D3 Plasma Dragoness (the same words):
# "The dragon's controller can decide which weapon (from which source) in a multi-source volley
# scores the final point of damage."


def test_the_cargo_ships_player_decides_which_firer_of_a_volley_takes_the_blast():
    s, ids = duel(mine=[("g1", GUNSHIP, None), ("g2", GUNSHIP, None)], theirs=[("y", mk("S7", "Test Tanker"), None), ("vc", CARGO, "y")])
    skip_to(s, "fire")
    act(s, "target", on=ids["y"])
    for unit, shots in (("g1", 4), ("g2", 3)):
        for _ in range(shots):
            act(s, "fire", card=ids[unit], weapon="phaser")
    act(s, "resolve")
    assert ids["y"] not in s.ip
    assert s.current_players() == [B] and choice(s)["why"] == "damage:to" and offered(s) == {ids["g1"], ids["g2"]}
    act(s, "use", card=ids["g1"])  # the engine used to blast the unit that fired last (g2)
    assert damage(s, ids["g1"]) == (0, 3) and damage(s, ids["g2"]) == (0, 0)


def test_a_lone_firer_takes_the_blast_without_a_choice():
    s, ids = duel(mine=[("g1", GUNSHIP, None)], theirs=[("y", mk("S7", "Test Tanker"), None), ("vc", CARGO, "y")])
    skip_to(s, "fire")
    act(s, "target", on=ids["y"])
    for _ in range(7):
        act(s, "fire", card=ids["g1"], weapon="phaser")
    act(s, "resolve")
    assert not s.pending and damage(s, ids["g1"]) == (0, 3)


# ---- Insanity -----------------------------------------------------------------------------------
# O5 Insanity: "Insanity player dictates the actions of that card on the crew player's turn. - May do
# normal functions, or the opposite of: point generation, point modification, card plays and card
# draws." (Errata: "Insanity allows the controller of the insanity to dictate the actions of the crew.")


def insane_boarding_party():
    s, ids = table([{"hand": [INSANITY]},
                    {"play": [("y", HULK, None), ("bp", BOARDING, "y"), ("tr", TRANSPORTER, "y")]},
                    {"play": [("z", HULK, None)]}])
    a, b, c = s.order
    skip_to(s, "play_a")
    act(s, "play", card=in_hand(s, a, INSANITY), on=ids[1]["bp"])
    while s.pending:
        act(s, "pass")
    end_turn(s, draws=0)
    act(s, "done")  # b's Engagement Phase: his Play Cards Phase A begins
    return s, ids, a, b, c


def test_the_insanity_player_dictates_the_insane_crew_cards_action_on_its_players_turn():
    s, ids, a, b, c = insane_boarding_party()
    assert s.current_players() == [a] and choice(s)["why"] == "insane_crew"
    mission = {"player": a, "type": "use", "card": ids[1]["bp"], "on": ids[2]["z"], "op": "structure"}
    assert mission in s.legal_actions(a)
    act(s, "use", card=ids[1]["bp"], on=ids[2]["z"], op="structure")
    while s.pending:
        act(s, "pass")
    assert damage(s, ids[2]["z"]) == (0, 1)  # the boarding party's structural damage, for b's fleet
    assert s.active == b and not any(x["type"] == "operate" and x["card"] == ids[1]["bp"] for x in s.legal_actions(b))


def test_the_insanity_player_may_keep_the_insane_crew_card_idle_and_its_player_may_not_use_it():
    s, ids, a, b, c = insane_boarding_party()
    act(s, "pass")
    assert s.current_players() == [b] and s.phase == "play_a"
    assert not any(x["type"] == "operate" and x["card"] == ids[1]["bp"] for x in s.legal_actions(b))


# ---- Bots -------------------------------------------------------------------------------------


def test_bots_count_a_unit_awaiting_its_players_choice_as_destroyed():
    # A bot looking one action ahead (greedy, MCTS) sees the destroyed unit's player's choice
    # pending; the unit is gone whatever he picks (to the discard pile or back to his hand).
    s, ids = duel(theirs=[("y", SKIFF, None)], hand_b=[DEMIGOD])
    Position(s).destroy(ids["y"], A)
    waiting = s.heuristic(A)
    act(s, "pass")
    assert s.heuristic(A) == waiting
