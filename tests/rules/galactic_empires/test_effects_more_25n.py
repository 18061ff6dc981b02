"""Universe Edition cards whose text the card language already says, written as data (issue 25):
each scenario plays the real card from the project's data and asserts what its text states (its
numbers, its targets, whose choice).

Rules read first: GEfaq "Combined" (terrain combined with terrain), GEqa "H8 Quark" (played to one
of its player's own terrain; he draws the cards), GEerrata "R/T2 Asteroid Shield (PoM/UE)"; no
FAQ, Q&A or errata entry names the other cards here.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, new_game, place, refresh, skip_to, stacked
from .test_effects_cards import A, B, CREW, CRUISER, PLANET, damage, duel, hand_card, pass_turns, play, targets_of, volley
from .test_effects_more_expansions import in_discard
from .test_effects_more_ne_g import only_in_a_deck_of


def populated_moon_lets_every_crew_card_played_to_it_cost_no_card_play() -> None:
    identity = "T2|moon populated moon"
    officer = "C2|science officer"
    s, ids = duel(mine=[("m", identity, None), ("x", CRUISER, None)], hand=[officer] * 4 + ["E2|phaser refit"])
    made = Position(s).produced(A)
    assert (made["economy"], made["energy"], made["ammunition"]) == (1, 2, 3)  # its printed points
    for _ in range(3):
        play(s, officer, on=ids["m"])
    assert s.plays == 0  # crew played to this terrain: no card play, however many
    play(s, officer, on=ids["x"])
    assert s.plays == 1  # a crew card played elsewhere counts
    play(s, "E2|phaser refit", on=ids["x"])
    assert s.plays == 2  # and any other card


def _armed(s, *guns: int) -> None:
    """Heavy weapons fire only armed (ammunition allocated); terrain is fired at with heavy weapons."""
    skip_to(s, "fire")
    for g in guns:
        s.ip[g]["am"] = s.ci[g].hv
    Position(s).changed()


def quark_draws_its_player_as_many_cards_as_its_terrains_strength_when_it_is_discarded() -> None:
    identity = "H8|quark"
    world = mk("T7", "Test World", gen_supply=2)
    s, ids = duel(mine=[("w", world, None), ("b", mk("T5", "Test Base World"), None), ("x", CRUISER, None)],
                  theirs=[("o", PLANET, None)], hand=[identity, "T1|planetary storm"])
    play(s, "T1|planetary storm", on=ids["b"])  # combined with that terrain card
    storm = next(c for c in s.ip if s.ci[c].card["identity"] == "T1|planetary storm")
    assert s.ip[storm]["cmb"]
    assert targets_of(s, identity) == {ids["w"]}  # a single own terrain card (not combined terrain)
    gun = mk("S9", "Test Gunship", heavy_weapons=9)
    s, ids = duel(mine=[("g", gun, None)], theirs=[("w", world, None), ("q", identity, "w"), ("o", PLANET, None)])
    hand = len(s.hand[B])
    _armed(s, ids["g"])
    volley(s, ids["w"], [(ids["g"], "heavy")] * 7)
    assert ids["w"] not in s.ip  # the terrain destroyed and discarded
    assert len(s.hand[B]) == hand + 7  # its player draws 7 cards: the terrain's strength
    assert ids["q"] not in s.ip and s.discard[s._dk(B)][0] == ids["q"]  # at the bottom of the discard pile
    s, ids = duel(mine=[("w", world, None), ("q", identity, "w"), ("x", CRUISER, None)])
    hand = len(s.hand[A])
    skip_to(s, "discard")
    act(s, "scuttle", card=ids["w"])  # GEqa "H8 Quark": he discards his own terrain, and draws
    assert ids["w"] not in s.ip and len(s.hand[A]) == hand + 7 and s.discard[s._dk(A)][0] == ids["q"]


def huge_invinco_guardian_goes_on_the_weakest_ship_base_or_terrain_and_takes_all_its_damage() -> None:
    identity = "M9|huge invinco guardian"
    fort = mk("B3", "Test Fort", shields=1)
    s, ids = duel(mine=[("t", mk("T5", "Test World"), None), ("f", fort, None), ("x", CRUISER, None)],
                  theirs=[("o", mk("B2", "Test Outpost"), None)], hand=[identity])
    assert targets_of(s, identity) == {ids["f"]}  # the lowest-strength ship, base or terrain card of the fleet
    s, ids = duel(mine=[("t", mk("T2", "Test Rocklet"), None), ("f", fort, None), ("x", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["t"]}  # a terrain card, when it is the weakest
    play(s, identity, on=ids["t"])
    gid = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    pos = Position(s)
    pos.deal_damage(ids["t"], 2, "card", B)
    assert damage(s, ids["t"]) == (0, 0) and s.ip[gid]["hd"] == 2  # all damage applied to its location
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("f", fort, None), ("hg", identity, "f"), ("x", CRUISER, None)])
    Position(s).deal_damage(ids["f"], 8, "weapons", B, volley=True)
    assert damage(s, ids["f"]) == (0, 0) and s.ip[ids["hg"]]["hd"] == 8  # a base: the same
    Position(s).deal_damage(ids["f"], 1, "weapons", B, volley=True)
    assert ids["hg"] not in s.ip and damage(s, ids["f"]) == (0, 0)  # its 9th point destroys it
    Position(s).deal_damage(ids["f"], 2, "weapons", B, volley=True)
    assert sum(damage(s, ids["f"])) == 2  # then the base takes its damage
    s, ids = duel(mine=[("x", CRUISER, None), ("hg", identity, "x"), ("y", CRUISER, None), ("m", "M7|cyber mites", "y")],
                  hand=["L4|monster healing"])
    Position(s).deal_damage(ids["x"], 3, "weapons", B, volley=True)
    s.ip[ids["m"]]["hd"] = 1
    assert s.ip[ids["hg"]]["hd"] == 3
    assert targets_of(s, "L4|monster healing") == {ids["m"]}  # it may not be healed (another monster may)


def safe_haven_keeps_monster_cards_off_the_crew_on_its_terrain() -> None:
    identity = "A7|safe haven"
    vertigo = "M3|space vertigo"
    scientist = mk("C4", "Test Scientist", gen_research=4)
    s, ids = duel(mine=[("t", PLANET, None), ("x", CRUISER, None)], theirs=[("o", PLANET, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["t"], ids["o"]}  # a terrain card
    s, ids = duel(theirs=[("t", PLANET, None), ("c", scientist, "t"), ("sh", identity, "t"), ("y", CRUISER, None),
                          ("c2", scientist, "y"), ("u", PLANET, None), ("c3", scientist, "u")], hand=[vertigo])
    assert targets_of(s, vertigo) == {ids["c2"], ids["c3"]}  # no monster card reaches the crew on its terrain
    assert Position(s).produced(B)["research"] == 3 * 4


def time_keeper_discards_a_time_card_in_play_or_as_it_is_played() -> None:
    keeper = "M4|time keeper"
    lore = "A8|time lore"
    s, ids = duel(mine=[("x", CRUISER, None)],
                  theirs=[("y", CRUISER, None), ("c", mk("C5", "Test Sage"), "y"), ("tl", lore, "c"),
                          ("r", "T3|repair moon", None)], hand=[keeper])
    assert targets_of(s, keeper) == {ids["tl"]}  # a time card (none of the others)
    k = hand_card(s, keeper)
    play(s, keeper, on=ids["tl"])
    assert in_discard(s, ids["tl"], B) and in_discard(s, k)  # the time card discarded, and itself
    s, ids = duel(mine=[("x", CRUISER, None), ("c", mk("C5", "Test Sage"), "x")], hand=[lore], hand_b=[keeper])
    tl = hand_card(s, lore)
    skip_to(s, "play_a")
    act(s, "play", card=tl, on=ids["c"])
    assert s.pending[-1]["p"] == B
    k = hand_card(s, keeper, seat=B)
    act(s, "react", card=k, reaction="reaction0")
    while s.pending:
        act(s, "pass")
    assert tl not in s.ip and in_discard(s, tl) and in_discard(s, k, B)  # negated as it is played


def undiscovered_system_is_one_in_the_game_unless_a_cyber_mage_discards_an_opponents() -> None:
    identity = "T7|undiscovered system"
    mage = "C4|cyber mage"

    def playable(s) -> bool:
        skip_to(s, "play_a")
        c = hand_card(s, identity)
        return any(a["type"] == "play" and a["card"] == c for a in s.legal_actions(A))

    s, ids = duel(mine=[("x", CRUISER, None)], hand=[identity])
    assert playable(s)  # none in play
    made = Position(s).produced(A)
    play(s, identity)
    u = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert u in s.ip
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("u", identity, None)], hand=[identity])
    assert not playable(s)  # one in play (an opponent's): no second one
    s, ids = duel(mine=[("x", CRUISER, None), ("cm", mage, "x"), ("u", identity, None)], hand=[identity])
    assert not playable(s)  # one of its own: never a second, cyber mage or not
    s, ids = duel(mine=[("x", CRUISER, None), ("cm", mage, "x")], theirs=[("u", identity, None)], hand=[identity])
    assert playable(s)  # a cyber mage in the fleet
    play(s, identity)
    assert ids["u"] not in s.ip and in_discard(s, ids["u"], B)  # the opponent's undiscovered system discarded
    mine = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert s.ip[mine]["c"] == A
    s, ids = duel(mine=[("u", identity, None)])
    made = Position(s).produced(A)
    assert (made["supply"], made["energy"], made["research"], made["repair"]) == (2, 2, 2, 2)  # its printed points


def rogue_couple_takes_the_weakest_opponent_ship_one_couple_in_the_game() -> None:
    identity = "C6|rogue couple"
    s, ids = duel(mine=[("x", CRUISER, None)],
                  theirs=[("big", mk("S9", "Test Nine"), None), ("w", mk("S4", "Test Four", phasers=2), None),
                          ("b", mk("B2", "Test Post"), None)], hand=[identity])
    assert targets_of(s, identity) == {ids["w"]}  # the weakest ship of the opponent fleets
    c = hand_card(s, identity)
    play(s, identity, on=ids["w"])
    assert s.ip[ids["w"]]["c"] == A and ids["w"] in Position(s).ships(A)  # its player controls the ship
    pass_turns(s, 4)
    assert s.ip[ids["w"]]["c"] == A  # while the card stays
    Position(s).remove(c)
    assert s.ip[ids["w"]]["c"] == B
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("w", mk("S4", "Test Four"), None), ("rc", identity, "w")],
                  hand=[identity])
    assert targets_of(s, identity) == set()  # one rogue couple in play in the game at a time


def informant_moves_the_top_card_of_an_opponent_discard_pile_to_its_bottom_each_turn() -> None:
    identity = "C1|informant"
    s, ids = duel(mine=[("x", CRUISER, None), ("i", identity, "x")],
                  theirs=[("d1", mk("S2", "Test Wreck"), None), ("d2", mk("S3", "Test Hulk"), None), ("y", CRUISER, None)])
    Position(s).remove(ids["d1"])
    Position(s).remove(ids["d2"])
    pile = s.discard[s._dk(B)]
    assert pile[-1] == ids["d2"]  # the top card
    skip_to(s, "play_a")
    act(s, "operate", card=ids["i"], ability="ability0")
    pile = s.discard[s._dk(B)]
    assert pile[0] == ids["d2"] and pile[-1] == ids["d1"]  # moved to the bottom of that pile
    assert not any(a.get("card") == ids["i"] for a in s.legal_actions(A))  # once each turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "operate", card=ids["i"], ability="ability0")
    assert s.discard[s._dk(B)][:2] == [ids["d1"], ids["d2"]]  # the next turn, again
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    Position(s).engage(ids["x"], False)
    assert not any(a.get("card") == ids["i"] for a in s.legal_actions(A))  # on a disengaged ship: no action


def artificial_satellite_doubles_its_terrains_output_for_two_turns() -> None:
    identity = "T2|artificial satellite"
    s, ids = duel(mine=[("p", PLANET, None), ("x", CRUISER, None)], theirs=[("o", PLANET, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["p"]}  # played to an own terrain card
    before = Position(s).produced(A)
    assert (before["economy"], before["supply"], before["energy"]) == (1, 2, 2)
    play(s, identity, on=ids["p"])
    sat = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    assert s.ip[sat]["loc"] == ids["p"] and s.ip[sat]["cmb"]  # one card with it
    pass_turns(s, 2)
    made = Position(s).produced(A)
    assert (made["economy"], made["supply"], made["energy"]) == (2 * 1 + 1, 2 * 2 + 1, 2 * 2)  # doubled, its own 1 + 1 added
    assert Position(s).strength(ids["p"]) == 5 + 2
    pass_turns(s, 1)
    assert sat in s.ip  # two turns (its strength)
    pass_turns(s, 1)
    assert sat not in s.ip and in_discard(s, sat)
    made = Position(s).produced(A)
    assert (made["economy"], made["supply"], made["energy"]) == (1, 2, 2)  # the terrain alone again


def distortion_generator_keeps_the_weakest_ship_undamaged_a_turn_and_stops_a_divergent_anomaly() -> None:
    identity = "E6|distortion generator"
    anomaly = "H1|divergent anomaly"
    gun = mk("S9", "Test Gunship", phasers=9)
    s, ids = duel(mine=[("s", mk("S3", "Test Three", shields=1), None), ("x", CRUISER, None)],
                  theirs=[("y", mk("S2", "Test Two"), None)], hand=[identity])
    assert targets_of(s, identity) == {ids["s"]}  # the lowest strength ship of the fleet
    s, ids = duel(mine=[("g", gun, None)],
                  theirs=[("s", mk("S3", "Test Three", shields=1), None), ("x", CRUISER, None)],
                  hand=[anomaly], hand_b=[identity])
    da = hand_card(s, anomaly)
    play(s, anomaly, on=ids["x"])
    assert s.ip[da]["loc"] == ids["x"]
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    dg = hand_card(s, identity, seat=B)
    act(s, "play", card=dg, on=ids["s"])
    while s.pending:
        act(s, "pass")
    assert da not in s.ip and in_discard(s, da)  # the divergent anomaly discarded
    end_turn(s, draws=0)
    volley(s, ids["s"], [(ids["g"], "phaser")] * 5)
    assert damage(s, ids["s"]) == (0, 0)  # it cannot be damaged
    end_turn(s, draws=0)
    assert dg not in s.ip and in_discard(s, dg, B)  # one turn, then discarded
    # In reaction mode: to a volley at the lowest ship, and to a divergent anomaly played on an own ship.
    s, ids = duel(mine=[("g", gun, None)], theirs=[("s", mk("S3", "Test Three"), None), ("x", CRUISER, None)],
                  hand_b=[identity, identity])
    skip_to(s, "fire")
    act(s, "target", on=ids["x"])
    act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    assert not any(a["type"] == "react" for a in s.legal_actions(B))  # not the lowest ship: no function
    while s.pending:
        act(s, "pass")
    act(s, "target", on=ids["s"])
    act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    dg = hand_card(s, identity, seat=B)
    act(s, "react", card=dg, reaction="reaction0")
    while s.pending:
        act(s, "pass")
    assert s.ip[dg]["loc"] == ids["s"] and damage(s, ids["s"]) == (0, 0)
    s, ids = duel(mine=[("g", gun, None)], theirs=[("s", mk("S3", "Test Three"), None), ("x", CRUISER, None)],
                  hand=[anomaly], hand_b=[identity])
    skip_to(s, "play_a")
    a = hand_card(s, anomaly)
    act(s, "play", card=a, on=ids["x"])
    dg = hand_card(s, identity, seat=B)
    act(s, "react", card=dg, reaction="reaction1")
    while s.pending:
        act(s, "pass")
    assert a not in s.ip and in_discard(s, a) and s.ip[dg]["loc"] == ids["s"]  # negated; on the lowest ship


def time_lore_views_each_opponents_top_card_and_sends_the_one_picked_to_the_bottom() -> None:
    identity = "A8|time lore"
    officer = mk("C3", "Test Officer")
    frigate = mk("S6", "Test Frigate")
    s = new_game([stacked([mk("S9", "Test Ante"), frigate, officer, identity], 40),
                  stacked([mk("T1", "Test Rock")], 40), stacked([mk("T1", "Test Stone")], 40)])
    x = place(s, A, frigate["key"])
    c = place(s, A, officer["key"], x)
    lore = place(s, A, identity, c)
    refresh(s)
    skip_to(s, "play_a")
    tops = {q: s.deck[s._dk(q)][-1] for q in (1, 2)}
    act(s, "operate", card=lore, ability="ability0")
    assert {k for v, k, _ in s.seen if v == A} == set(tops.values())  # both opponents' top cards seen before the pick
    picks = [a for a in s.legal_actions(A) if a["type"] not in ("pass", "next", "done")]
    assert {a.get("card", a.get("on")) for a in picks} >= set(tops.values())  # he picks one of them
    pick = next(a for a in picks if a.get("card", a.get("on")) == tops[2])
    s.apply(pick)
    assert s.deck[s._dk(2)][0] == tops[2] and s.deck[s._dk(1)][-1] == tops[1]  # that one to its owner's deck bottom
    assert c in s.used and s.ip[c]["nf"]  # its holder's only action
    assert not any(a["type"] == "operate" and a["card"] == lore for a in s.legal_actions(A))  # once a turn


def _discovery(crew_strengths):
    identity = "O9|discovery of discoveries"
    mine = [("x", mk("S9", "Test Liner"), None)] + [(f"c{n}", mk(f"C{st}", f"Test Crew {n}"), "x") for n, st in enumerate(crew_strengths)]
    s, ids = duel(mine=mine, theirs=[("y", CRUISER, None), ("oc", mk("C2", "Test Deckhand"), "y")], hand=[identity])
    skip_to(s, "play_a")
    counts = (len(s.hand[A]), len(s.deck[s._dk(A)]))
    act(s, "play", card=hand_card(s, identity))
    return s, counts


def discovery_of_discoveries_draws_then_trades_hand_cards_up_to_the_weakest_crews_strength() -> None:
    identity = "O9|discovery of discoveries"
    s, (hand, deck) = _discovery([3, 5])
    assert len(s.hand[A]) == hand - 1 + 1 and len(s.deck[s._dk(A)]) == deck - 1  # played, one card drawn
    discard = len(s.discard[s._dk(A)])
    for drawn in (2, 3):  # the weakest crew card of the fleet: strength 3, three cards at most
        act(s, "use", option=0, label=f"discard a hand card, draw card {drawn}")
        if s.pending and s.pending[-1].get("why") != "may":
            act(s, "use", card=s.hand[A][0])  # the hand card discarded: his pick
        assert len(s.hand[A]) == hand and len(s.deck[s._dk(A)]) == deck - drawn  # one discarded, one drawn
    assert not s.pending  # no 4th card
    assert len(s.discard[s._dk(A)]) == discard + 2 + 1  # the two traded, then itself
    s, (hand, deck) = _discovery([4])
    act(s, "pass")  # he discards nothing: it ends
    assert not s.pending and len(s.deck[s._dk(A)]) == deck - 1
    s, ids = duel(mine=[("x", CRUISER, None)], hand=[identity])
    skip_to(s, "play_a")
    assert not any(a.get("card") == hand_card(s, identity) for a in s.legal_actions(A) if a["type"] == "play")  # no crew in play


def time_typhoon_shuffles_the_discard_pile_its_player_picks() -> None:
    identity = "H7|time typhoon"
    wrecks = [(f"w{n}", mk("S2", f"Test Wreck {n}"), None) for n in range(12)]
    s, ids = duel(mine=[(f"m{n}", mk("S2", f"Test Hulk {n}"), None) for n in range(12)], theirs=wrecks, hand=[identity, identity])
    for label in list(ids):
        Position(s).remove(ids[label])
    theirs, mine = list(s.discard[s._dk(B)]), list(s.discard[s._dk(A)])
    skip_to(s, "play_a")
    ty = hand_card(s, identity)
    act(s, "play", card=ty)
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert {a.get("label") for a in s.legal_actions(A)} == {"seat 0", "seat 1"}  # his own pile or an opponent's
    act(s, "use", option=1, label="seat 1")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert sorted(s.discard[s._dk(B)]) == sorted(theirs) and s.discard[s._dk(B)] != theirs  # that pile shuffled
    assert s.discard[s._dk(A)][:-1] == mine and s.discard[s._dk(A)][-1] == ty  # his own untouched; it is discarded


def temporal_correction_discards_a_card_played_or_in_play_against_the_fleet() -> None:
    identity = "L7|temporal correction"
    anomaly = "H1|divergent anomaly"
    s, ids = duel(mine=[("x", CRUISER, None), ("r", "E2|phaser refit", "x")],
                  theirs=[("y", CRUISER, None), ("t", PLANET, None)], hand=[identity], hand_b=[anomaly])
    da = place(s, B, anomaly, ids["x"])  # an opponent's hazard on his ship
    assert targets_of(s, identity) == {da}  # (not his own refit, nor the opponent's own cards)
    c = hand_card(s, identity)
    play(s, identity, on=da)
    assert da not in s.ip and in_discard(s, da, B) and in_discard(s, c)
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[anomaly], hand_b=[identity])
    skip_to(s, "play_a")
    a = hand_card(s, anomaly)
    act(s, "play", card=a, on=ids["y"])  # played against B's fleet
    c = hand_card(s, identity, seat=B)
    act(s, "react", card=c, reaction="reaction0")
    while s.pending:
        act(s, "pass")
    assert a not in s.ip and in_discard(s, a) and in_discard(s, c, B)  # discarded as it is played


SCENARIOS = {
    "A7|safe haven": safe_haven_keeps_monster_cards_off_the_crew_on_its_terrain,
    "O9|discovery of discoveries": discovery_of_discoveries_draws_then_trades_hand_cards_up_to_the_weakest_crews_strength,
    "T2|artificial satellite": artificial_satellite_doubles_its_terrains_output_for_two_turns,
    "A8|time lore": time_lore_views_each_opponents_top_card_and_sends_the_one_picked_to_the_bottom,
    "B3|tufor mine platform": only_in_a_deck_of("B3|tufor mine platform", "Tufor"),
    "H8|quark": quark_draws_its_player_as_many_cards_as_its_terrains_strength_when_it_is_discarded,
    "M9|huge invinco guardian": huge_invinco_guardian_goes_on_the_weakest_ship_base_or_terrain_and_takes_all_its_damage,
    "E6|distortion generator": distortion_generator_keeps_the_weakest_ship_undamaged_a_turn_and_stops_a_divergent_anomaly,
    "H7|time typhoon": time_typhoon_shuffles_the_discard_pile_its_player_picks,
    "L7|temporal correction": temporal_correction_discards_a_card_played_or_in_play_against_the_fleet,
    "M4|time keeper": time_keeper_discards_a_time_card_in_play_or_as_it_is_played,
    "C1|informant": informant_moves_the_top_card_of_an_opponent_discard_pile_to_its_bottom_each_turn,
    "C6|rogue couple": rogue_couple_takes_the_weakest_opponent_ship_one_couple_in_the_game,
    "T2|moon populated moon": populated_moon_lets_every_crew_card_played_to_it_cost_no_card_play,
    "T7|undiscovered system": undiscovered_system_is_one_in_the_game_unless_a_cyber_mage_discards_an_opponents,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
