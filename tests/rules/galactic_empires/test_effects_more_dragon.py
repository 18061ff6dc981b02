"""The Ltd_Dragon deck's remaining cards, each played in a scenario: what its text says happens.

Numbers come from the cards' text.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires import decks
from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, new_game, place, refresh, skip_to, stacked
from .test_effects_cards import CRUISER, A, B, PLANET, damage, duel, hand_card, in_play, pass_turns, play, volley
from .test_engine_random_sim import run_game


def _plays(s, seat, name):
    """The legal play actions of hand card `name`."""
    c = hand_card(s, name, seat)
    return [a for a in s.legal_actions(seat) if a["type"] == "play" and a["card"] == c]


def ship_collision():
    # "Each ship sustains damage equal to the current Strength of the other" (strength less damage).
    s, ids = duel(mine=[("x", mk("S8", "Test Ram"), None)], theirs=[("y", mk("S9", "Test Hulk", shields=3), None),
                  ("z", mk("S4", "Test Skiff"), None), ("h", mk("C2", "Test Helmsman"), "z")], hand=["O9|ship collision"])
    Position(s).damage(ids["y"], structure=2)
    skip_to(s, "play_a")
    targets = {(a["on"], a["other"]) for a in _plays(s, A, "O9|ship collision")}
    assert (ids["y"], ids["x"]) in targets
    assert not any(ids["z"] in pair for pair in targets)  # "May not be played on a ship with a helmsman"
    play(s, "O9|ship collision", on=ids["y"], other=ids["x"])
    assert damage(s, ids["x"]) == (0, 9 - 2) and damage(s, ids["y"]) == (3, 2 + 8 - 3)
    assert not any(s.ci[c].card["identity"] == "O9|ship collision" for c in s.ip)  # discarded after use


def accelerated_aging():
    crew = mk("C3", "Test Officer")
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None), ("c", crew, "y"), ("w", "A2|hand held weapon", "c"),
                          ("big", mk("C6", "Test Admiral"), "y")], hand=["O6|accelerated aging"])
    skip_to(s, "play_a")
    ons = {a["on"] for a in _plays(s, A, "O6|accelerated aging")}
    assert ids["c"] in ons and ids["big"] not in ons  # "May not be played on cards with a strength of 6"
    play(s, "O6|accelerated aging", on=ids["c"])
    assert Position(s).strength(ids["c"]) == 3  # "No additional modifications": the weapon's +2 no longer counts
    pass_turns(s, 2)
    assert Position(s).strength(ids["c"]) == 4  # "Each turn ... increases in strength by 1 point"
    for _ in range(5):
        pass_turns(s, 2)
    assert Position(s).strength(ids["c"]) == 9 and ids["c"] in s.ip
    pass_turns(s, 2)
    assert ids["c"] not in s.ip  # "discarded upon reaching 10 strength points"


def creature_from_the_black_hole():
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=2, heavy_weapons=2), None)],
                  theirs=[("y", mk("S6", "Test Liner", cost_energy=1, shields=4), None),
                          ("t", mk("T5", "Test Reactor", gen_energy=9), None)],
                  hand=["M8|creature from the black hole"])
    play(s, "M8|creature from the black hole", on=ids["y"])
    # Played on an engaged unit it does its damage at once (GEqa: monsters damage the turn played).
    assert damage(s, ids["y"]) == (4, 2)
    m = in_play(s, "M8|creature from the black hole")
    assert not Position(s).can_fire_at(ids["g"], "phaser", m) and Position(s).can_fire_at(ids["g"], "heavy", m)
    end_turn(s, draws=0)
    act(s, "engage", card=ids["y"])
    for _ in range(4):
        act(s, "prevent", card=m)  # "One point of energy may be allocated to prevent each point"
    before = sum(damage(s, ids["y"]))
    act(s, "done")
    assert sum(damage(s, ids["y"])) - before == 6 - 4  # "damage equal to its strength when engaged"


def time_fiend():
    s, ids = duel(theirs=[("t", mk("T9", "Research World", gen_research=9), None)],
                  hand=["M5|time fiend"], hand_b=[mk("S7", "Test Seven"), mk("S6", "Test Six")])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "M5|time fiend"), on=-1 - B)
    fiend = in_play(s, "M5|time fiend")
    end_turn(s, draws=0)
    assert s.ci[fiend].st + s.ip[fiend]["ag"] == 6  # "Each turn the time fiend gets 1 point stronger"
    skip_to(s, "play_a")
    assert not _plays(s, B, "s7-test-seven") and _plays(s, B, "s6-test-six")  # no card stronger than it
    s2, ids2 = duel(theirs=[("t", mk("T9", "Research World", gen_research=9), None)], hand=["M5|time fiend"])
    skip_to(s2, "play_a")
    act(s2, "play", card=hand_card(s2, "M5|time fiend"), on=-1 - B)
    end_turn(s2, draws=0)
    f2 = in_play(s2, "M5|time fiend")
    for _ in range(5):
        act(s2, "research", card=f2)
    assert f2 in s2.ip
    act(s2, "research", card=f2)  # "research points equaling the fiend's current strength" (6)
    assert f2 not in s2.ip
    s3, _ = duel(hand=["M5|time fiend"])
    skip_to(s3, "play_a")
    act(s3, "play", card=hand_card(s3, "M5|time fiend"), on=-1 - B)
    f3 = in_play(s3, "M5|time fiend")
    for _ in range(4):
        pass_turns(s3, 2)
    assert f3 in s3.ip
    pass_turns(s3, 2)
    assert f3 not in s3.ip  # "Discarded when reaching strength 10"


def time_thief():
    s, ids = duel(theirs=[("y", mk("S5", "Test Cruiser"), None), ("c", mk("C3", "Test Officer"), "y"),
                          ("adm", mk("C7", "Test Admiral"), "y")], hand=["M6|time thief"])
    play(s, "M6|time thief", on=ids["y"])
    thief = in_play(s, "M6|time thief")
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    opts = s.legal_actions(B)
    assert {a.get("discard") for a in opts} == {ids["y"], ids["c"], ids["adm"]}  # two players: no move (GEqa)
    act(s, "thief", card=thief, discard=ids["c"])
    assert ids["c"] not in s.ip and thief in s.ip and s.plays == 1  # it takes a card play
    pass_turns(s, 2)
    skip_to(s, "play_a")
    act(s, "thief", card=thief, discard=ids["adm"])
    assert thief not in s.ip  # "Discarded when a card of greater strength is discarded"
    # Three players: the stack's owner may instead move it to a stack of the third fleet.
    cruiser, hulk = mk("S5", "Test Cruiser"), mk("S9", "Test Hulk")
    ante = mk("T1", "Test Rock")  # each deck's first card is its ante
    s3 = new_game([stacked([ante, "M6|time thief"], 40), stacked([ante, cruiser], 40), stacked([ante, hulk], 40)])
    y = place(s3, B, cruiser["key"])
    z = place(s3, 2, hulk["key"])
    t = place(s3, A, "M6|time thief", on=y)
    refresh(s3)
    s3.active = B
    s3.phase = "alloc"
    refresh(s3)
    act(s3, "done")
    acts = s3.legal_actions(B)
    assert {"player": B, "type": "thief", "card": t, "to": z} in acts
    assert not any(a.get("to") is not None and s3.ip[a["to"]]["c"] == A for a in acts)  # not the thief player's fleet
    act(s3, "thief", card=t, to=z)
    assert s3.ip[t]["loc"] == z and s3.plays == 1


def demigod_diversion():
    s, ids = duel(theirs=[("y", mk("S2", "Test Skiff"), None), ("c", mk("C3", "Test Officer"), "y")],
                  hand=["H2|ion storm", "M1|small phaser eel"], hand_b=["L8|demigod diversion"])
    eel = place(s, A, "M1|small phaser eel", on=ids["y"])
    play(s, "H2|ion storm", on=ids["y"])
    act(s, "use", card=next(c for c in s.hand[B] if s.ci[c].card["identity"] == "L8|demigod diversion"))  # B's choice
    assert ids["y"] not in s.ip and ids["y"] in s.hand[B] and ids["c"] in s.hand[B]  # back into the hand
    assert eel in s.discard[A]  # only the cards "belonging to you"
    assert not any(s.ci[c].card["identity"] == "L8|demigod diversion" for c in s.hand[B])  # discarded after use


def expeditious_reserves():
    s, ids = duel(hand=["L7|expeditious reserves", mk("S1", "Test Shuttle")], hand_b=[])
    big = next(c for c in s.deck[A] if s.ci[c].st >= 5) if any(s.ci[c].st >= 5 for c in s.deck[A]) else None
    if big is None:
        big = s.discard[A][0]  # the ante (strength 9)
        s.discard[A].remove(big)
    else:
        s.deck[A].remove(big)
    s.reserve[A] = [big]
    skip_to(s, "play_a")
    small = hand_card(s, "s1-test-shuttle")
    l7 = hand_card(s, "L7|expeditious reserves")
    acts = s.legal_actions(A)
    assert {"player": A, "type": "reserve", "card": small, "take": big} not in acts  # strength rule
    assert not any(a["type"] == "reserve" and a["card"] == l7 for a in acts)  # "may not be placed ... into the reserve"
    play(s, "L7|expeditious reserves")
    act(s, "use", card=small)  # any card of the hand, regardless of strength, for the one reserve card
    assert big in s.hand[A] and s.reserve[A] == [small] and l7 in s.discard[A] and s.plays == 1


def impending_chaos():
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=4), None)], theirs=[("y", mk("S9", "Test Hulk"), None)],
                  hand=["O4|impending chaos"], hand_b=["O3|defensive electronic warfare", "O3|defensive electronic warfare"])
    play(s, "O4|impending chaos", on=ids["y"])
    dew = hand_card(s, "O3|defensive electronic warfare", B)
    volley(s, ids["y"], [(ids["g"], "phaser")] * 4, reactions=[{"card": dew, "on": ids["y"]}])
    assert sum(damage(s, ids["y"])) == 4  # the reaction was negated
    assert not any(s.ci[c].card["identity"] == "O4|impending chaos" for c in s.ip)  # "Discarded after it takes effect"


def unlucky_crew_action():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None), ("c", mk("C3", "Test Officer"), "y"),
                          ("t", mk("T9", "Research World", gen_research=9), None)],
                  hand=["L1|unlucky crew action", "O2|injury"])
    play(s, "L1|unlucky crew action", on=ids["c"])
    play(s, "O2|injury", on=ids["c"])
    inj = in_play(s, "O2|injury")
    assert not any(s.ci[c].card["identity"] == "L1|unlucky crew action" for c in s.ip)  # discarded after use
    end_turn(s, draws=0)
    for _ in range(2):
        act(s, "research", card=inj)
    assert inj in s.ip  # affected twice: twice the research (2 x 2) to negate it
    for _ in range(2):
        act(s, "research", card=inj)
    assert inj not in s.ip


def divergence_of_psy():
    # "The psy card on which this card is played does not protect the Psy Network for one
    # complete turn. - Discarded after use."
    from .test_effects_more_psy import APPRENTICE, SUN, legal

    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("t", SUN, None), ("q", APPRENTICE, "t")],
                  hand=["H1|divergence of psy"])
    assert s.main[B] == "Psycanti"
    play(s, "H1|divergence of psy", on=ids["q"])
    skip_to(s, "fire")
    assert legal(s, "target", hq=B)  # its only psy no longer protects the Psy Network
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert not Position(s).status(ids["q"])  # one complete turn, then discarded
    assert not any(s.ci[c].card["identity"] == "H1|divergence of psy" for c in s.ip)
    skip_to(s, "fire")
    assert not legal(s, "target", hq=B)  # the psy protects it again


def aurora_borealis():
    s, ids = duel(mine=[("t", PLANET, None)], hand=["A5|aurora borealis", "B4|base station", "H2|ion storm"])
    play(s, "A5|aurora borealis", on=ids["t"])
    storm = hand_card(s, "H2|ion storm")
    base = hand_card(s, "B4|base station")
    Position(s).deck_order(A, [storm])
    pass_turns(s, 2)
    assert s.deck[A][-1] == storm and storm not in s.ip  # other cards go back on the deck
    s.deck[A].remove(storm)
    Position(s).deck_order(A, [base])
    pass_turns(s, 2)
    assert s.ip[base]["loc"] == ids["t"]  # placed on the terrain stack


def test_aurora_borealis_card_goes_where_its_player_chooses_on_the_stack():
    s, ids = duel(mine=[("t", PLANET, None), ("b", "B4|base station", "t")], hand=["A5|aurora borealis", "C5|captain"])
    play(s, "A5|aurora borealis", on=ids["t"])
    captain = hand_card(s, "C5|captain")
    Position(s).deck_order(A, [captain])
    while not (s.pending and s.pending[-1]["k"] == "choose"):
        pass_turns(s, 1)
    assert s.current_players() == [A] and s.deck[A][-1] == captain  # exposed on top of the deck meanwhile
    assert {a["card"] for a in s.legal_actions(A)} == {ids["t"], ids["b"]}  # his choice, no pass
    act(s, "use", card=ids["b"])
    assert s.ip[captain]["loc"] == ids["b"] and captain not in s.deck[A]


def monster_halt():
    s, ids = duel(mine=[("x", mk("S6", "Test Frigate", phasers=2, cost_energy=1), None)], theirs=[("y", mk("S9", "Test Hulk"), None)],
                  hand=["A5|monster halt", "M1|small phaser eel"], hand_b=["M4|space dragon", "M7|space illness"])
    eel = place(s, A, "M1|small phaser eel", on=ids["y"])
    dragon = place(s, B, "M4|space dragon", on=ids["x"])
    Position(s).changed()
    assert Position(s).fire_profile(ids["x"])[1] == dragon  # "may only fire on the space dragon"
    play(s, "A5|monster halt", on=eel, other=dragon)
    assert Position(s).suspended(dragon) and Position(s).fire_profile(ids["x"])[1] is None  # "ceases to function"
    illness = place(s, B, "M7|space illness", on=ids["x"])
    Position(s).changed()
    assert Position(s).needs(ids["x"]) == {"energy": 2}
    pass_turns(s, 2)
    skip_to(s, "play_a")
    halt = in_play(s, "A5|monster halt")
    act(s, "operate", card=halt, on=illness)  # "A different opponent monster may be selected each turn"
    assert Position(s).suspended(illness) and not Position(s).suspended(dragon)
    assert Position(s).needs(ids["x"]) == {"energy": 1}  # its effects stop too


def test_time_lore_on_a_crew_card_sends_an_opponents_top_card_to_the_bottom():
    """(The card's scenario, with several opponents: test_effects_more_25n.py.)"""
    s, ids = duel(mine=[("x", mk("S6", "Test Frigate"), None), ("c", mk("C3", "Test Officer"), "x")], hand=["A8|time lore"])
    play(s, "A8|time lore", on=ids["c"])
    lore = in_play(s, "A8|time lore")
    top = s.deck[B][-1]
    act(s, "operate", card=lore, ability="ability0")
    assert s.deck[B][0] == top and s.deck[B][-1] != top  # placed at the bottom of its owner's deck
    assert ids["c"] in s.used and s.ip[ids["c"]]["nf"]  # "As that crew's only action or function"
    assert not any(a["type"] == "operate" and a["card"] == lore for a in s.legal_actions(A))  # once a turn


def test_time_lore_is_not_offered_once_its_holder_has_acted():
    for fired in (0, 1):
        s, ids = duel(mine=[("x", mk("S6", "Test Frigate"), None), ("d", mk("D3", "Test Dragon", phasers=1), None)],
                      theirs=[("y", mk("S6", "Test Target"), None)], hand=["A8|time lore"])
        play(s, "A8|time lore", on=ids["d"])
        lore = in_play(s, "A8|time lore")
        s.ip[ids["d"]]["fp"] = fired  # the dragon fired its phaser this turn, or not
        assert any(a["type"] == "operate" and a["card"] == lore for a in s.legal_actions(A)) == (not fired)


def dark_dragoness():
    s, ids = duel(mine=[("x", mk("S6", "Test Frigate", phasers=2), None), ("t", mk("T3", "Lab World", gen_research=3), None)],
                  theirs=[("d", "D3|dark dragoness", None)])
    assert not Position(s).can_fire_at(ids["x"], "phaser", ids["d"])
    act(s, "detect", card=ids["x"], on=ids["d"])  # "3 research points per unit must be applied"
    assert s.pool["research"] == 0 and Position(s).can_fire_at(ids["x"], "phaser", ids["d"])
    pass_turns(s, 2)
    assert not Position(s).can_fire_at(ids["x"], "phaser", ids["d"])  # each turn


WORLD = mk("T5", "Test World", gen_supply=3, gen_energy=3)


def void_dragoness():
    s, ids = duel(mine=[("v", "D5|void dragoness", None), ("w", WORLD, None)], theirs=[("y", mk("S9", "Test Hulk"), None)],
                  hand=["H2|ion storm", "H2|ion storm"])
    act(s, "engage", card=ids["v"])  # "When engaged"
    play(s, "H2|ion storm", on=ids["y"])
    assert damage(s, ids["y"]) == (0, 2 * 2)  # used twice, "as if two such cards were played"
    play(s, "H2|ion storm", on=ids["y"])
    assert damage(s, ids["y"]) == (0, 4 + 2)  # one hazard a turn
    s2, ids2 = duel(mine=[("v", "D5|void dragoness", None), ("w", WORLD, None)], theirs=[("y", mk("S9", "Test Hulk"), None)],
                    hand=["H5|ion storm"])
    Position(s2).damage(ids2["v"], structure=1)  # current strength 4: "up to the current strength of the dragon"
    act(s2, "engage", card=ids2["v"])
    play(s2, "H5|ion storm", on=ids2["y"])
    assert damage(s2, ids2["y"]) == (0, 5)


def surface_dragoness():
    s, ids = duel(theirs=[("t", PLANET, None), ("t2", mk("T4", "Test Moon"), None), ("y", mk("S9", "Test Hulk"), None)],
                  hand=["D8|surface dragoness"])
    before = Position(s).produced(B)
    skip_to(s, "play_a")
    assert any(a.get("on") == ids["t"] for a in _plays(s, A, "D8|surface dragoness"))  # "played against terrain"
    play(s, "D8|surface dragoness", on=ids["t"])
    d = in_play(s, "D8|surface dragoness")
    assert Position(s).needs(d) == {}
    s.ip[d]["e"] = True
    s.ip[d]["am"] = 3
    Position(s).changed()
    after = Position(s).produced(B)
    # "Steals its engagement cost from its location": 2 supply and 1 energy.
    assert (before["supply"] - after["supply"], before["energy"] - after["energy"]) == (2, 1)
    pos = Position(s)
    assert pos.can_fire_at(d, "heavy", ids["t"]) and not pos.can_fire_at(d, "heavy", ids["y"])  # its location stack only
    pass_turns(s, 2)
    assert {"player": A, "type": "move", "card": d, "to": ids["t2"]} in s.legal_actions(A)  # "May move against any terrain"
    act(s, "move", card=d, to=ids["t2"])
    assert s.ip[d]["loc"] == ids["t2"] and not any(a["type"] == "move" for a in s.legal_actions(A))  # once a turn


SCENARIOS = {
    "O9|ship collision": ship_collision,
    "O6|accelerated aging": accelerated_aging,
    "M8|creature from the black hole": creature_from_the_black_hole,
    "M5|time fiend": time_fiend,
    "M6|time thief": time_thief,
    "L8|demigod diversion": demigod_diversion,
    "L7|expeditious reserves": expeditious_reserves,
    "O4|impending chaos": impending_chaos,
    "H1|divergence of psy": divergence_of_psy,
    "A5|aurora borealis": aurora_borealis,
    "A5|monster halt": monster_halt,
    "D3|dark dragoness": dark_dragoness,
    "D5|void dragoness": void_dragoness,
    "D8|surface dragoness": surface_dragoness,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()


@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_the_dragon_deck_keep_the_invariants(seed: int) -> None:
    dragon = decks.load_deck("Ltd_Dragon.dek")
    run_game(300 + seed, 2, {"turn_limit": 40}, [dragon, dragon], check_all_actions=seed == 0)
