"""Every card issue 11 maps to the effect vocabulary, played in a scenario: what its text says happens.

One test per card identity (the table at the end names each card and its scenario); the numbers
in each scenario come from the card's text, not from the card scripts (cardscripts/).
"""
from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from rules.galactic_empires import effects
from rules.galactic_empires.engine import GEState
from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, new_game, place, refresh, skip_to, stacked

A, B = 0, 1
BIG = mk("S9", "Test Ante")
ROCK = mk("T1", "Test Rock")
PLANET = mk("T5", "Test Planet", gen_supply=2, gen_energy=2, gen_economy=1, tags=["Planet"])
CRUISER = mk("S5", "Test Cruiser", shields=2, phasers=3, heavy_weapons=2)
SMALL = mk("S2", "Test Scout", shields=1, phasers=1)
CREW = mk("C3", "Test Officer", gen_research=1)
FRIGATE = mk("S3", "Test Frigate", cost_energy=1, shields=2, phasers=2)
# A transport for crew missions that "May transport through shields" (the E2 Transporter may not).
CARRIER = "E6|oscillating transporter"


def duel(mine=(), theirs=(), hand=(), hand_b=()) -> tuple[GEState, dict[str, int]]:
    """Seat A active in its Allocation Phase (a veteran of several turns). `mine`/`theirs` are
    (label, card, on-label or None) placed in play; `hand` goes to A's hand. Returns the state
    and the card ids by label."""
    a_cards = [c for _, c, _ in mine]
    b_cards = [c for _, c, _ in theirs]
    state = new_game([stacked([BIG, *hand, *a_cards], 40), stacked([ROCK, *hand_b, *b_cards], 40)])
    ids: dict[str, int] = {}
    for seat, placed in ((A, mine), (B, theirs)):
        for label, c, on in placed:
            name = c if isinstance(c, str) else c["key"]
            ids[label] = place(state, seat, name, ids[on] if on else None)
    refresh(state)
    return state, ids


def hand_card(state: GEState, name: str, seat: int = A) -> int:
    for c in state.hand[seat]:
        if state.ci[c].card["identity"] == name or state.ci[c].key == name:
            return c
    raise AssertionError(name)


def play(state: GEState, name: str, on: int | None = None, **extra) -> list[dict]:
    if state.phase == "alloc":
        skip_to(state, "play_a")
    params = {"card": hand_card(state, name), **extra}
    if on is not None:
        params["on"] = on
    events = act(state, "play", **params)
    while state.pending and state.pending[-1]["k"] == "react":
        act(state, "pass")
    return events


def volley(state: GEState, target: int, shots: list[tuple[int, str]], reactions: list[dict] | None = None) -> None:
    """Active player fires `shots` ((unit, "phaser"|"heavy")) at target, the victim reacts."""
    skip_to(state, "fire")
    act(state, "target", on=target)
    for unit, weapon in shots:
        act(state, "fire", card=unit, weapon=weapon)
    act(state, "resolve")
    for reaction in reactions or []:
        act(state, "react", **reaction)
    while state.pending and (state.pending[-1]["k"] in ("react", "shoot_back") or (
        state.pending[-1]["k"] == "choose" and not state.pending[-1].get("must")
    )):
        act(state, "pass")  # no reaction, no shooting back, no interception


def damage(state: GEState, c: int) -> tuple[int, int]:
    s = state.ip[c]
    return s["sd"], s["hd"]


def pass_turns(state: GEState, n: int) -> None:
    for _ in range(n):
        end_turn(state, draws=0)


# ---- scenarios ----------------------------------------------------------------------------------


def molting(identity: str, points: int):
    def scenario():
        s, ids = duel(mine=[("d", "D4|radiation dragoness", None)], hand=[identity])
        before = Position(s).strength(ids["d"])
        play(s, identity, on=ids["d"])
        assert Position(s).strength(ids["d"]) == before + points
    return scenario


def generates(identity: str, host, kind: str, amount: int, where: str = "unit"):
    """Played on an own unit (or crew/dragon), the card makes `amount` more `kind` points a turn."""
    def scenario():
        s, ids = duel(mine=[("u", host, None)], hand=[identity])
        before = Position(s).produced(A)[kind]
        play(s, identity, on=ids["u"])
        assert Position(s).produced(A)[kind] == before + amount
    return scenario


def terrain_modifier(identity: str, gains: dict[str, int]):
    """A base or ship on own terrain adds points to the terrain's output."""
    def scenario():
        s, ids = duel(mine=[("t", PLANET, None), ("b", identity, "t")])
        Position(s).allocate(ids["b"], True)
        with_mod = Position(s).produced(A)
        Position(s).allocate(ids["b"], False)
        without = Position(s).produced(A)
        for k, v in gains.items():
            assert with_mod[k] - without[k] == v, k
    return scenario


def stats_only_points(identity: str, points: dict[str, int]):
    """A terrain whose text adds nothing to its printed points: it makes exactly those."""
    def scenario():
        s, ids = duel(mine=[("t", identity, None)])
        made = Position(s).produced(A)
        for k, v in points.items():
            assert made[k] == v, k
    return scenario


def test_dragon_lair_with_a_second_lair_fully_heals_one_dragon_each_turn():
    """T9 Dragon Lair: "If a second dragon lair is in play, one dragon is fully healed each turn
    during the Engagement Phase", besides its printed points."""
    stats_only_points("T9|dragon lair", {"supply": 3, "ammunition": 4, "healing": 1})()
    mine = [("lair", "T9|dragon lair", None), ("d", "D4|radiation dragoness", None), ("d2", "D2|oort dragoness", None)]
    # Alone, it heals nobody.
    s, ids = duel(mine=mine)
    Position(s).damage(ids["d"], structure=2).damage(ids["d2"], structure=1)
    skip_to(s, "play_a")
    assert not s.pending and (damage(s, ids["d"])[1], damage(s, ids["d2"])[1]) == (2, 1)
    # With a second lair in any fleet (here the opponent's), its player picks the dragon healed.
    s, ids = duel(mine=mine, theirs=[("l2", "T7|dragon lair", None)])
    Position(s).damage(ids["d"], structure=2).damage(ids["d2"], structure=1)
    skip_to(s, "play_a")
    assert s.current_players() == [A]
    assert {a["card"] for a in s.legal_actions(A) if a["type"] == "use"} == {ids["d"], ids["d2"]}
    act(s, "use", card=ids["d"])
    while s.pending:
        act(s, "pass")
    assert (damage(s, ids["d"]), damage(s, ids["d2"])[1]) == ((0, 0), 1)
    # Each of its player's turns (more than its one healing point could heal).
    pass_turns(s, 2)
    Position(s).damage(ids["d"], structure=3)
    skip_to(s, "play_a")
    while s.pending:
        if {"player": A, "type": "use", "card": ids["d"]} in s.legal_actions(A):
            act(s, "use", card=ids["d"])
        else:
            act(s, "pass")
    assert damage(s, ids["d"]) == (0, 0)


def test_dragon_lair_with_a_second_lair_engages_one_dragon_without_its_points():
    """T8 Dragon Lair: "If a second dragon lair is in play, one dragon can be engaged without applying
    its point requirements", besides its printed points."""
    stats_only_points("T8|dragon lair", {"supply": 3, "ammunition": 3, "healing": 1})()
    mine = [("lair", "T8|dragon lair", None), ("d", "D1|tending dragoness", None), ("d2", "D2|deans drake", None)]
    # Alone: neither dragon gets the 2 energy it needs (the lair makes none), both stay disengaged.
    s, ids = duel(mine=mine)
    skip_to(s, "play_a")
    assert not s.pending and not s.ip[ids["d"]]["e"] and not s.ip[ids["d2"]]["e"]
    # With a second lair in any fleet (here the opponent's): its player engages one, free.
    s, ids = duel(mine=mine, theirs=[("l2", "T7|dragon lair", None)])
    skip_to(s, "play_a")
    assert {a["card"] for a in s.legal_actions(A) if a["type"] == "use"} == {ids["d"], ids["d2"]}
    act(s, "use", card=ids["d2"])
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["d2"]]["e"] and not s.ip[ids["d"]]["e"]
    assert s.pool.get("energy", 0) == 0
    skip_to(s, "fire")
    assert any(a["type"] == "target" for a in s.legal_actions(A))  # the engaged drake may fire


def test_dragon_lair_with_a_second_lair_lets_one_dragon_a_turn_be_played_engaged():
    """T7 Dragon Lair: "If a second dragon lair is in play in any fleet, one dragon can be played in
    the engaged position each turn", besides its printed points."""
    stats_only_points("T7|dragon lair", {"supply": 3, "ammunition": 2, "healing": 3})()
    hand = ["D1|tending dragoness", "D2|deans drake", "D2|oort dragoness", "D1|scintillating dragoness"]

    def game(second: bool):
        s, ids = duel(mine=[("lair", "T7|dragon lair", None)], theirs=[("l2", "T8|dragon lair", None)] if second else [],
                      hand=hand)
        s.main[A] = "Space Dragon"
        skip_to(s, "play_a")
        Position(s).command_limit(A, 5)  # room for three dragons
        return s, ids

    # Alone: a dragon with point requirements enters play disengaged, as the rules have it.
    s, _ = game(False)
    act(s, "play", card=hand_card(s, "D1|tending dragoness"))
    assert not s.pending and not s.ip[in_play(s, "D1|tending dragoness")]["e"]
    # With a second lair: its player may decline for one dragon, take it for the next, and no more that turn.
    s, _ = game(True)
    act(s, "play", card=hand_card(s, "D1|tending dragoness"))
    act(s, "pass")
    act(s, "play", card=hand_card(s, "D2|deans drake"))
    assert s.current_players() == [A] and any(a["type"] == "pass" for a in s.legal_actions(A))
    act(s, "use", option=0, label="the dragon enters play engaged (Dragon Lair)")
    act(s, "play", card=hand_card(s, "D2|oort dragoness"))
    assert not s.pending
    assert [s.ip[in_play(s, d)]["e"] for d in hand[:3]] == [False, True, False]
    skip_to(s, "fire")
    assert any(a["type"] == "target" for a in s.legal_actions(A))  # the drake may fire this turn
    # Each turn: on his next turn another may.
    pass_turns(s, 2)
    skip_to(s, "play_a")
    Position(s).command_limit(A, 9)
    act(s, "play", card=hand_card(s, hand[3]))
    act(s, "use", option=0, label="the dragon enters play engaged (Dragon Lair)")
    assert s.ip[in_play(s, hand[3])]["e"]


def ship_generates(identity: str, kind: str, amount: int):
    def scenario():
        s, ids = duel(mine=[("u", identity, None)])
        Position(s).allocate(ids["u"], True)
        assert Position(s).produced(A)[kind] == amount
    return scenario


def boarding_party(identity: str, points: int):
    """A boarding party's there-and-back mission (by transporter or shuttle), one a turn: "Cause N
    points of structural damage to a ship or base", "Capture a crew card or destroy an equipment
    card of equal or lesser strength". GErulesv21 glossary: "Captured - 1) Captured crew is
    discarded." """
    def scenario():
        st = int(identity.split("|")[0][1:])
        theirs = [("ship", mk("S9", "Test Hulk", shields=3), None), ("weak", mk(f"C{st}", "Test Ensign"), "ship"),
                  ("strong", mk(f"C{st + 1}", "Test Veteran"), "ship"), ("gear", mk(f"E{st}", "Test Gear"), "ship"),
                  ("big", mk(f"E{st + 1}", "Test Big Gear"), "ship")]
        mine = [("own", CRUISER, None), ("tr", CARRIER, "own"), ("crew", identity, "own")]
        s, ids = duel(mine=mine, theirs=theirs)
        skip_to(s, "play_a")
        ops = {(a["on"], a["op"]) for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["crew"]}
        assert {(ids["ship"], "structure"), (ids["weak"], "kill_crew"), (ids["gear"], "destroy_equipment")} <= ops
        assert not {o for o in ops if o[0] in (ids["strong"], ids["big"])}
        act(s, "operate", card=ids["crew"], on=ids["weak"], op="kill_crew")
        while s.pending:
            act(s, "pass")
        assert ids["weak"] not in s.ip and ids["weak"] in Position(s).discard_of(B)  # captured: discarded
        assert ids["crew"] in s.ip and s.ip[ids["crew"]]["loc"] == ids["own"]  # back on its own ship
        assert not any(a["type"] == "operate" and a["card"] == ids["crew"] for a in s.legal_actions(A))  # once a turn
        s, ids = duel(mine=mine, theirs=theirs)
        skip_to(s, "play_a")
        act(s, "operate", card=ids["crew"], on=ids["ship"], op="structure")
        while s.pending:
            act(s, "pass")
        assert damage(s, ids["ship"]) == (0, points)  # structural: through its 3 shields
        s, ids = duel(mine=mine, theirs=theirs)
        skip_to(s, "play_a")
        act(s, "operate", card=ids["crew"], on=ids["gear"], op="destroy_equipment")
        while s.pending:
            act(s, "pass")
        assert ids["gear"] not in s.ip and ids["gear"] in Position(s).discard_of(B)
        # Without a transporter or shuttle there is no mission.
        s, ids = duel(mine=[("own", CRUISER, None), ("crew", identity, "own")], theirs=theirs)
        skip_to(s, "play_a")
        assert not any(a["type"] == "operate" for a in s.legal_actions(A))
    return scenario


def mission(identity: str, op: str, target_kind: str, expect: str):
    """Crew with a transporter at its location acts at an opponent location."""
    def scenario():
        theirs = [("ship", mk("S9", "Test Hulk", shields=3), None)]
        if target_kind == "equipment":
            theirs.append(("x", "E2|laboratory", "ship"))
        if target_kind == "crew":
            theirs.append(("x", mk("C2", "Test Ensign"), "ship"))
        s, ids = duel(
            mine=[("own", CRUISER, None), ("tr", CARRIER, "own"), ("crew", identity, "own")], theirs=theirs
        )
        skip_to(s, "play_a")
        on = ids["ship"] if op == "structure" else ids["x"]
        act(s, "operate", card=ids["crew"], on=on, op=op)
        while s.pending:
            act(s, "pass")
        if expect.startswith("structure"):
            assert damage(s, ids["ship"]) == (0, int(expect.split()[1]))
        else:
            assert ids["x"] not in s.ip
        if expect.endswith("discarded"):
            assert ids["crew"] not in s.ip
        # Without a transporter there is no mission.
        s2, ids2 = duel(mine=[("own", CRUISER, None), ("crew", identity, "own")], theirs=theirs)
        skip_to(s2, "play_a")
        assert not any(a["type"] == "operate" for a in s2.legal_actions(A))
    return scenario


def test_engineer_saves_one_energy_and_doubles_repairs():
    s, ids = duel(mine=[("f", FRIGATE, None), ("e", "C3|engineer", "f"), ("t", mk("T3", "Repair Yard", gen_repair=1), None)])
    assert Position(s).needs(ids["f"]) == {}
    assert Position(s).produced(A)["energy"] == 0  # its printed energy symbol is the saving, not a point
    Position(s).damage(ids["f"], structure=2)
    refresh(s)
    act(s, "repair", card=ids["f"], part="structure")
    assert s.ip[ids["f"]]["hd"] == 0


def immune(identity: str, weapon: str):
    def scenario():
        s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("d", identity, None)])
        assert not Position(s).can_fire_at(ids["ship"], weapon, ids["d"])
        other = "heavy" if weapon == "phaser" else "phaser"
        assert Position(s).can_fire_at(ids["ship"], other, ids["d"]) == (weapon != "weapons")
    return scenario


def dragon_command(identity: str, points: int):
    """Command points count only when the fleet plays the Dragon Empire."""
    def scenario():
        s, ids = duel(mine=[("d", identity, None)])
        s.main[A] = "Space Dragon"
        Position(s).allocate(ids["d"], True)
        skip_to(s, "play_a")
        assert s.cmd[A] == 2 + points
        s2, ids2 = duel(mine=[("d", identity, None)])
        s2.main[A] = "Argonian"
        Position(s2).allocate(ids2["d"], True)
        skip_to(s2, "play_a")
        assert s2.cmd[A] == 2
    return scenario


def test_quark_dragoness_takes_half_heavy_weapons_damage():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("d", "D3|quark dragoness", None)])
    skip_to(s, "fire")
    s.ip[ids["ship"]]["am"] = 2
    volley(s, ids["d"], [(ids["ship"], "heavy"), (ids["ship"], "heavy")])
    assert sum(damage(s, ids["d"])) == 1


def test_radiation_dragoness_ignores_shields_when_attacking():
    s, ids = duel(mine=[("d", "D4|radiation dragoness", None)], theirs=[("ship", CRUISER, None)])
    Position(s).allocate(ids["d"], True)
    skip_to(s, "fire")
    s.ip[ids["d"]]["e"] = True
    Position(s).changed()
    volley(s, ids["ship"], [(ids["d"], "phaser"), (ids["d"], "phaser")])
    assert damage(s, ids["ship"]) == (0, 2)


def test_hydrogen_dragoness_breath_does_double_damage_to_terrain():
    s, ids = duel(mine=[("d", "D5|hydrogen dragoness", None)], theirs=[("t", PLANET, None)])
    skip_to(s, "fire")
    s.ip[ids["d"]]["e"] = True
    s.ip[ids["d"]]["am"] = 2
    Position(s).changed()
    volley(s, ids["t"], [(ids["d"], "heavy"), (ids["d"], "heavy")])
    assert damage(s, ids["t"]) == (0, 4)


def test_moon_dragoness_is_played_engaged():
    s, ids = duel(hand=["D8|moon dragoness"])
    s.main[A] = "Space Dragon"
    play(s, "D8|moon dragoness")
    d = next(c for c in s.ip if s.ci[c].card["identity"] == "D8|moon dragoness")
    assert s.ip[d]["e"]


def test_krebiz_armor_adds_one_strength_to_a_krebiz_ship_only():
    s, ids = duel(mine=[("k", "S5|krebiz claw heavy cruiser", None), ("o", CRUISER, None)], hand=["E1|krebiz armor"])
    skip_to(s, "play_a")
    targets = {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == hand_card(s, "E1|krebiz armor")}
    assert targets == {ids["k"]}
    play(s, "E1|krebiz armor", on=ids["k"])
    assert Position(s).strength(ids["k"]) == 6


def test_hull_rotation_ignores_damage_equal_to_the_shields():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("arg", "S4|argonian destroyer argonian blizzard destroyer", None)], hand_b=["E4|hull rotation argonian hull rotation"])
    rot = hand_card(s, "E4|hull rotation argonian hull rotation", B)
    shields = Position(s).shields(ids["arg"])
    volley(s, ids["arg"], [(ids["ship"], "phaser")] * 3, reactions=[{"card": rot, "on": ids["arg"]}])
    assert sum(damage(s, ids["arg"])) == max(0, 3 - shields)


def test_divergent_anomaly_leaves_the_sector_hq_unprotected():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None)], hand=["H1|divergent anomaly"])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} not in s.legal_actions(A)
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None)], hand=["H1|divergent anomaly"])
    play(s, "H1|divergent anomaly", on=ids["b"])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)


def test_time_warp_takes_a_stack_out_of_play_for_its_strength_in_turns():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None)], hand=["H1|time warp"])
    play(s, "H1|time warp", on=ids["b"])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "on": ids["b"]} not in s.legal_actions(A)
    assert ids["b"] not in Position(s).firers(B)
    pass_turns(s, 2)
    assert not any(s.ci[c].card["identity"] == "H1|time warp" for c in s.ip)


def test_gravity_wave_damages_every_ship_of_one_fleet():
    s, ids = duel(theirs=[("x", SMALL, None), ("y", CRUISER, None)], hand=["H2|gravity wave"])
    play(s, "H2|gravity wave", on=-1 - B)
    assert damage(s, ids["x"]) == (1, 0) and damage(s, ids["y"]) == (1, 0)


def test_pulsar_damages_each_turn_and_lasts_its_strength():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["H3|pulsar"])
    play(s, "H3|pulsar", on=ids["y"])
    assert sum(damage(s, ids["y"])) == 1
    pulsar = next(c for c in s.ip if s.ci[c].card["identity"] == "H3|pulsar")
    pass_turns(s, 2)
    skip_to(s, "play_a")
    act(s, "operate", card=pulsar)
    assert sum(damage(s, ids["y"])) >= 2
    pass_turns(s, 6)
    assert pulsar not in s.ip


def phasers_negated(identity: str):
    def scenario():
        s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("y", SMALL, None)], hand_b=[identity])
        r = hand_card(s, identity, B)
        volley(s, ids["y"], [(ids["ship"], "phaser")] * 3, reactions=[{"card": r, "on": ids["ship"]}])
        assert damage(s, ids["y"]) == (0, 0)
    return scenario


def test_warp_engine_breach_does_half_the_ships_strength_as_structural_damage():
    s, ids = duel(theirs=[("y", mk("S7", "Test Battlecruiser", shields=4), None)], hand=["L2|warp engine breach"])
    play(s, "L2|warp engine breach", on=ids["y"])
    assert damage(s, ids["y"]) == (0, 3)


def test_lucky_targeting_multiplies_the_next_volley_by_one_and_a_half():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["L3|lucky targeting"])
    play(s, "L3|lucky targeting", on=ids["ship"])
    volley(s, ids["y"], [(ids["ship"], "phaser")] * 3)
    assert sum(damage(s, ids["y"])) == 4


def test_offensive_electronic_warfare_adds_two_to_the_next_volley():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["O3|offensive electronic warfare"])
    play(s, "O3|offensive electronic warfare", on=ids["ship"])
    volley(s, ids["y"], [(ids["ship"], "phaser")])
    assert sum(damage(s, ids["y"])) == 3


def volley_reaction(identity: str, shots: int, expect: int):
    def scenario():
        s, ids = duel(mine=[("ship", mk("S9", "Test Gunship", phasers=9)  , None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand_b=[identity])
        r = hand_card(s, identity, B)
        volley(s, ids["y"], [(ids["ship"], "phaser")] * shots, reactions=[{"card": r, "on": ids["y"]}])
        assert sum(damage(s, ids["y"])) == expect
    return scenario


def test_lucky_shield_repair_restores_all_shields():
    s, ids = duel(mine=[("u", CRUISER, None)], hand=["L4|lucky shield repair"])
    Position(s).damage(ids["u"], shields=2)
    play(s, "L4|lucky shield repair", on=ids["u"])
    assert damage(s, ids["u"]) == (0, 0)


def test_monster_healing_heals_four_points_on_a_dragon():
    s, ids = duel(mine=[("d", "D6|astral dragoness", None)], hand=["L4|monster healing"])
    Position(s).damage(ids["d"], structure=5)
    play(s, "L4|monster healing", on=ids["d"])
    assert s.ip[ids["d"]]["hd"] == 1


def test_pirates_cache_gives_points_in_the_allocation_phase():
    s, ids = duel(hand=["L6|pirates cache"])
    before = dict(s.pool)
    act(s, "play", card=hand_card(s, "L6|pirates cache"))
    for k in ("economy", "supply", "ammunition"):
        assert s.pool[k] == before.get(k, 0) + 2


def test_alien_artifact_draws_three_when_discarded():
    s, ids = duel(hand=["L7|alien artifact"])
    skip_to(s, "discard")
    n = len(s.hand[A])
    act(s, "discard", card=hand_card(s, "L7|alien artifact"))
    assert len(s.hand[A]) == n - 1 + 3


def test_accelerated_timeline_lifts_the_three_card_limit():
    s, ids = duel(hand=["L9|accelerated timeline", ROCK, ROCK, ROCK, ROCK])
    play(s, "L9|accelerated timeline")
    for _ in range(4):
        act(s, "play", card=hand_card(s, ROCK["key"]))
    assert sum(1 for c in s.ip if s.ci[c].key == ROCK["key"]) == 4


def test_accelerated_timeline_and_early_warning_beacon_wait_for_their_players_third_turn():
    # Accelerated Timeline: "This card may not be played during turn 1 or 2" (a play_if condition);
    # Early Warning Beacon keeps the same ruling (its script's note).
    for name in ("L9|accelerated timeline", "O3|early warning beacon"):
        s, ids = duel(hand=[name])
        skip_to(s, "play_a")
        card_id = hand_card(s, name)
        s.pturns[A] = 2
        s._cache = None
        assert not [x for x in s.legal_actions(A) if x["type"] == "play" and x["card"] == card_id]
        s.pturns[A] = 3
        s._cache = None
        assert {"player": A, "type": "play", "card": card_id} in s.legal_actions(A)


def test_lost_fleet_returns_the_two_ships_nearest_the_top_of_the_discard_pile():
    s, ids = duel(hand=["L9|lost fleet"], mine=[("x", SMALL, None), ("y", CRUISER, None), ("z", FRIGATE, None)])
    for label in ("x", "y", "z"):
        Position(s).remove(ids[label])
    play(s, "L9|lost fleet")
    assert ids["y"] in s.hand[A] and ids["z"] in s.hand[A] and ids["x"] not in s.hand[A]


def test_planet_gouge_does_three_damage_to_terrain():
    s, ids = duel(theirs=[("t", PLANET, None)], hand=["M2|planet gouge"])
    play(s, "M2|planet gouge", on=ids["t"])
    assert damage(s, ids["t"]) == (0, 3)


def test_astromorph_does_five_a_turn_and_only_heavy_weapons_hurt_it():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["M5|astromorph"])
    play(s, "M5|astromorph", on=ids["y"])
    assert sum(damage(s, ids["y"])) == 5
    m = next(c for c in s.ip if s.ci[c].card["identity"] == "M5|astromorph")
    assert not Position(s).can_fire_at(ids["y"], "phaser", m) and Position(s).can_fire_at(ids["y"], "heavy", m)


def test_power_leech_triples_engagement_energy_until_researched():
    s, ids = duel(theirs=[("f", FRIGATE, None), ("lab", mk("T5", "Research Moon", gen_research=5), None)], hand=["M5|power leech"])
    play(s, "M5|power leech", on=ids["f"])
    assert Position(s).needs(ids["f"]) == {"energy": 3}
    leech = next(c for c in s.ip if s.ci[c].card["identity"] == "M5|power leech")
    end_turn(s, draws=0)
    for _ in range(5):
        act(s, "research", card=leech)
    assert leech not in s.ip and Position(s).needs(ids["f"]) == {"energy": 1}


def test_tectonic_burrower_stops_energy_and_damages_its_terrain():
    s, ids = duel(theirs=[("t", PLANET, None)], hand=["M5|tectonic burrower"])
    before = Position(s).produced(B)["energy"]
    play(s, "M5|tectonic burrower", on=ids["t"])
    assert before == 2 and Position(s).produced(B)["energy"] == 0
    assert damage(s, ids["t"]) == (0, 2)


def test_breakdown_stops_fire_until_repaired():
    s, ids = duel(theirs=[("y", CRUISER, None), ("r", mk("T5", "Dock", gen_repair=1), None)], hand=["O1|breakdown"])
    play(s, "O1|breakdown", on=ids["y"])
    assert ids["y"] not in Position(s).firers(B) or Position(s).status(ids["y"]).get("no_fire")
    brk = next(c for c in s.ip if s.ci[c].card["identity"] == "O1|breakdown")
    end_turn(s, draws=0)
    act(s, "repair", card=brk, part="negate")
    assert brk not in s.ip


def crew_disabled(identity: str, research_needed: int):
    def scenario():
        s, ids = duel(theirs=[("y", CRUISER, None), ("c", mk("C5", "Test Scientist", gen_research=9), "y")], hand=[identity])
        before = Position(s).produced(B)["research"]
        play(s, identity, on=ids["c"])
        assert Position(s).produced(B)["research"] == before - 9
        card_id = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
        Position(s).damage(card_id, research=research_needed - 1)
        Position(s).check_monster(card_id)
        assert card_id in s.ip
        Position(s).damage(card_id, research=research_needed)
        Position(s).check_monster(card_id)
        assert card_id not in s.ip
    return scenario


def test_forced_retreat_returns_a_weaker_unit_and_its_stack_to_the_hand():
    s, ids = duel(theirs=[("y", SMALL, None), ("e", "E2|laboratory", "y"), ("big", mk("S4", "Test Big"), None)], hand=["O3|forced retreat"])
    skip_to(s, "play_a")
    fr = hand_card(s, "O3|forced retreat")
    assert {"player": A, "type": "play", "card": fr, "on": ids["big"]} not in s.legal_actions(A)
    play(s, "O3|forced retreat", on=ids["y"])
    assert ids["y"] in s.hand[B] and ids["e"] in s.hand[B]


def test_political_upheaval_stops_a_terrain_until_research_of_both_strengths():
    s, ids = duel(theirs=[("t", PLANET, None)], hand=["O5|political upheaval"])
    play(s, "O5|political upheaval", on=ids["t"])
    assert Position(s).produced(B)["supply"] == 0
    up = next(c for c in s.ip if s.ci[c].card["identity"] == "O5|political upheaval")
    Position(s).damage(up, research=9)
    Position(s).check_monster(up)
    assert up in s.ip
    Position(s).damage(up, research=10)
    Position(s).check_monster(up)
    assert up not in s.ip


def test_planetary_revolt_stops_a_terrain_for_four_turns():
    s, ids = duel(theirs=[("t", PLANET, None)], hand=["O8|planetary revolt"])
    play(s, "O8|planetary revolt", on=ids["t"])
    assert Position(s).produced(B)["supply"] == 0
    pass_turns(s, 8)
    assert Position(s).produced(B)["supply"] == 2


def test_capital_revitalization_draws_up_to_nine_at_the_end_of_the_turn():
    s, ids = duel(hand=["O7|capital revitalization"])
    play(s, "O7|capital revitalization")
    Position(s).discard(A, list(s.hand[A])[:5])
    end_turn(s, draws=0)
    assert len(s.hand[A]) == 9


def returns_to_hand(identity: str):
    def scenario():
        s, ids = duel(theirs=[("p", identity, None)])
        Position(s).destroy(ids["p"], A)
        assert ids["p"] in s.hand[B] and ids["p"] not in s.discard[B]
    return scenario


def indirigan(identity: str):
    def scenario():
        s, ids = duel(mine=[("i", mk("S5", "Test Indirigan", phasers=2, main_empire="Indirigan", indirigan_tribe="Nomads"), None)],
                      theirs=[("enemy", identity, None), ("other", SMALL, None)])
        s.main[A] = "Indirigan"
        assert s.ci[ids["enemy"]].indirigan
        s.main[A] = "Argonian"
        assert not Position(s).can_fire_at(ids["i"], "phaser", ids["other"])
        assert Position(s).can_fire_at(ids["i"], "phaser", ids["enemy"])
    return scenario


def comet(identity: str, turns: int):
    def scenario():
        s, ids = duel(hand=[identity])
        play(s, identity)
        c = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
        pass_turns(s, 2 * turns - 1)
        assert c in s.ip
        pass_turns(s, 1)
        assert c not in s.ip
    return scenario


def test_dragon_egg_spares_the_fleets_dragons_one_damage_a_volley():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("egg", "T3|dragon egg", None), ("d", "D6|astral dragoness", None), ("y", SMALL, None)])
    volley(s, ids["d"], [(ids["ship"], "phaser")] * 3)
    assert sum(damage(s, ids["d"])) == 2


def test_homecloud_nebula_spares_argonian_ships_in_every_fleet():
    arg = "S4|argonian destroyer argonian blizzard destroyer"
    s, ids = duel(mine=[("neb", "T5|nebula homecloud nebula", None), ("ship", CRUISER, None)], theirs=[("a", arg, None)])
    volley(s, ids["a"], [(ids["ship"], "phaser")] * 3)
    assert sum(damage(s, ids["a"])) == 2


def test_crystal_planet_cannot_be_damaged_by_weapons_fire():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("t", "T3|planet crystal planet", None)])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "on": ids["t"]} not in s.legal_actions(A)


def test_forming_system_takes_half_heavy_weapons_damage():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("t", "T4|forming system", None)])
    skip_to(s, "fire")
    s.ip[ids["ship"]]["am"] = 2
    volley(s, ids["t"], [(ids["ship"], "heavy"), (ids["ship"], "heavy")])
    assert sum(damage(s, ids["t"])) == 1


def test_boarding_party_mission_needs_a_transport_and_does_structural_damage():
    mission("C1|boarding party", "structure", "ship", "structure 1")()


# ---- second pass: the rest of the shared decks ----------------------------------------------


def in_play(state: GEState, identity: str) -> int:
    return next(c for c in state.ip if state.ci[c].card["identity"] == identity)


def one_shot_phasers(identity: str, shots: int, carrier):
    """A shuttle or fighter adds phasers that fire once; a carrier/garrison rearms them."""
    def scenario():
        s, ids = duel(mine=[("u", mk("S5", "Test Hull"), None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand=[identity])
        play(s, identity, on=ids["u"])
        assert Position(s).phasers(ids["u"]) == shots
        volley(s, ids["y"], [(ids["u"], "phaser")] * shots)
        assert sum(damage(s, ids["y"])) == shots
        shuttle = in_play(s, identity)
        assert Position(s).phasers(ids["u"]) == 0  # spent: "one shot only"
        pass_turns(s, 2)
        assert Position(s).phasers(ids["u"]) == 0
        # On a carrier (or fighter garrison) the phasers are rearmed each turn.
        s2, ids2 = duel(mine=[("c", carrier, None), ("x", identity, "c")])
        base = s2.ci[ids2["c"]].ph
        s2.ip[ids2["x"]]["spent"], s2.ip[ids2["x"]]["shot"] = True, shots
        assert Position(s2).phasers(ids2["c"]) == base
        pass_turns(s2, 2)
        assert Position(s2).phasers(ids2["c"]) == base + shots
        # It also carries crew on a there-and-back mission.
        s3, ids3 = duel(mine=[("own", CRUISER, None), ("crew", "C1|boarding party", "own"), ("x", identity, "own")],
                        theirs=[("ship", CRUISER, None)])
        skip_to(s3, "play_a")
        assert any(a["type"] == "operate" and a.get("op") == "structure" for a in s3.legal_actions(A))
        assert shuttle is not None
    return scenario


def test_fighter_adds_a_heavy_weapon():
    s, ids = duel(mine=[("u", mk("S5", "Test Hull"), None)], hand=["E5|fighter"])
    play(s, "E5|fighter", on=ids["u"])
    assert Position(s).heavy(ids["u"]) == 1


def injury_answered_by(reaction: str) -> tuple[GEState, dict[str, int], int]:
    """A plays an Injury on B's scientist (9 research, on a cruiser); B reacts with `reaction`
    on the scientist. Returns the state, the ids and the reaction card."""
    s, ids = duel(theirs=[("y", CRUISER, None), ("c", mk("C5", "Test Scientist", gen_research=9), "y")],
                  hand=["O2|injury"], hand_b=[reaction])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "O2|injury"), on=ids["c"])
    answer = hand_card(s, reaction, B)
    act(s, "react", card=answer, on=ids["c"])
    while s.pending:
        act(s, "pass")
    return s, ids, answer


def test_lucky_crew_action_makes_a_crew_card_ignore_a_card_played_on_it():
    s, _, _ = injury_answered_by("L1|lucky crew action")
    assert not any(s.ci[c].card["identity"] == "O2|injury" for c in s.ip)
    assert Position(s).produced(B)["research"] == 9


def test_crewman_takes_a_card_played_on_another_crew_card():
    s, ids, man = injury_answered_by("C1|crewman")
    injury = in_play(s, "O2|injury")
    assert s.ip[injury]["loc"] == man and s.ip[man]["loc"] == ids["y"]
    assert Position(s).produced(B)["research"] == 9
    # "Raises the strength of a bar tender by 1 point": one at his location, each crewman adding 1.
    s, ids = duel(mine=[("u", CRUISER, None), ("bt", "C1|bar tender", "u"), ("m1", "C1|crewman", "u"),
                        ("v", SMALL, None), ("bt2", "C1|bar tender", "v")], hand=["C1|crewman"])
    pos = Position(s)
    assert (pos.strength(ids["bt"]), pos.strength(ids["bt2"]), pos.strength(ids["m1"])) == (2, 1, 1)
    play(s, "C1|crewman", on=ids["u"])
    assert (Position(s).strength(ids["bt"]), Position(s).strength(ids["bt2"])) == (3, 1)
    Position(s).remove(ids["m1"])
    assert Position(s).strength(ids["bt"]) == 2


def doctor(identity: str):
    def scenario():
        s, ids = duel(theirs=[("y", CRUISER, None), ("c", mk("C5", "Test Scientist", gen_research=9), "y"),
                              ("z", SMALL, None), ("c2", mk("C2", "Test Cook"), "z"), ("ill", "O1|illness", "c2")],
                      hand=["O2|injury"], hand_b=[identity])
        # "No illness or injury cards may be played to a location with a doctor."
        s.ip[place(s, B, identity, ids["y"])]["e"] = True
        Position(s).changed()
        skip_to(s, "play_a")
        inj = hand_card(s, "O2|injury")
        targets = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == inj}
        assert ids["c"] not in targets and ids["c2"] in targets
        # "causes any illness or injury cards at his location to be discarded" on arrival.
        s2, ids2 = duel(mine=[("z", SMALL, None), ("c2", mk("C2", "Test Cook"), "z")], hand=[identity, "O1|illness"])
        ill = place(s2, A, "O1|illness", ids2["c2"])
        play(s2, identity, on=ids2["z"])
        assert ill not in s2.ip
    return scenario


def test_cargo_lets_a_unit_sustain_one_more_damage_point():
    hull = mk("S3", "Test Hull")
    s, ids = duel(mine=[("u", hull, None), ("v", hull, None), ("w", hull, None)], hand=["E1|cargo", "E1|cargo"])
    skip_to(s, "play_a")
    play(s, "E1|cargo", on=ids["u"])
    cargo = in_play(s, "E1|cargo")
    assert Position(s).strength(ids["u"]) == 3  # its strength is not raised
    # "can sustain 1 extra damage point before being destroyed": the third point goes to the cargo,
    # which is discarded; the unit stays with 2 points of damage.
    Position(s).deal_damage(ids["u"], 3, "card", B)
    assert ids["u"] in s.ip and damage(s, ids["u"]) == (0, 2)
    assert cargo not in s.ip and cargo in Position(s).discard_of(A)
    Position(s).deal_damage(ids["u"], 1, "card", B)  # no cargo left: destroyed
    assert ids["u"] not in s.ip
    # Two points beyond its strength at once: the unit is destroyed, its cargo with it.
    play(s, "E1|cargo", on=ids["v"])
    Position(s).deal_damage(ids["v"], 5, "card", B)
    assert ids["v"] not in s.ip
    # "At any time the unit may use the cargo card as a supply point, discarding it."
    s, ids = duel(mine=[("u", hull, None), ("c", "E1|cargo", "u")])
    before = s.pool.get("supply", 0)
    act(s, "operate", card=ids["c"], ability="ability0")
    assert s.pool.get("supply", 0) == before + 1 and ids["c"] not in s.ip
    assert ids["c"] in Position(s).discard_of(A)


def test_escape_pod_saves_three_crew_from_a_destroyed_unit():
    s, ids = duel(mine=[("u", SMALL, None), ("v", CRUISER, None), ("c1", CREW, "u"), ("c2", mk("C1", "Test Two"), "u"),
                        ("c3", mk("C1", "Test Three"), "u"), ("c4", mk("C1", "Test Four"), "u")], hand=["E1|escape pod"])
    play(s, "E1|escape pod", on=ids["u"])
    Position(s).destroy(ids["u"], B)
    for c in ("c1", "c2", "c4"):  # its player's picks, one at a time ("up to 3")
        act(s, "use", card=ids[c])
    saved = [c for c in ("c1", "c2", "c3", "c4") if ids[c] in s.ip]
    assert saved == ["c1", "c2", "c4"] and all(s.ip[ids[c]]["loc"] == ids["v"] for c in saved)
    assert not any(s.ci[c].card["identity"] == "E1|escape pod" for c in s.ip)
    assert any(s.ci[c].card["identity"] == "E1|escape pod" for c in Position(s).discard_of(A))  # discarded
    assert ids["c3"] in Position(s).discard_of(A)  # the fourth crew card goes with the unit


def test_fuser_mechanism_doubles_an_indirigan_ships_torpedo_damage():
    ind = "S3|indirigan light carrier"
    s, ids = duel(mine=[("i", ind, None), ("o", CRUISER, None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["E1|fuser mechanism"])
    skip_to(s, "play_a")
    fm = hand_card(s, "E1|fuser mechanism")
    assert {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == fm} == {ids["i"]}
    play(s, "E1|fuser mechanism", on=ids["i"])
    skip_to(s, "fire")
    s.ip[ids["i"]]["am"] = 1
    s.ip[ids["i"]]["e"] = True
    s.main[A] = s.ci[ids["i"]].emp
    Position(s).changed()
    volley(s, ids["y"], [(ids["i"], "heavy")])
    assert sum(damage(s, ids["y"])) == 2


def test_magnetic_cloud_stops_shields_and_heavy_weapons_for_its_strength_in_turns():
    s, ids = duel(theirs=[("y", CRUISER, None)], hand=["H3|magnetic cloud"])
    play(s, "H3|magnetic cloud", on=ids["y"])
    assert Position(s).shields(ids["y"]) == 0 and Position(s).status(ids["y"]).get("no_heavy")
    pass_turns(s, 6)
    assert Position(s).shields(ids["y"]) == 2


def mercenary_kills_a_crew_and_costs_no_economy_on_a_vektrean_ship(identity: str, economy: int):
    """C2/C6 Mercenary: its mission (kill a crew card; destroy equipment); "Costs no economy if
    played on a Vektrean ship": engaged there without its printed economy (`economy`), elsewhere
    with it."""
    def scenario():
        mission(identity, "kill_crew", "crew", "gone")()
        s, ids = duel(mine=[("v", "S2|vektrean frigate", None), ("m", identity, "v"), ("o", CRUISER, None),
                            ("n", identity, "o")])
        assert s._needs(ids["m"]).get("economy", 0) == 0
        assert s._needs(ids["n"]).get("economy", 0) == economy
        assert s.ci[ids["n"]].costs == ((("economy", economy),) if economy else ())
    return scenario


def gravity_pocket_traps_a_ship(identity: str, first: int, each_turn: int, times: int):
    """H4/H8 Gravity Pocket: `first` damage as played; then, as its player's Allocation Phase ends,
    `each_turn` more until he applies `times` its engagement energy (GEerrata H4 & H8: whatever
    else he pays; engaged at its normal cost, the ship stays trapped), which discards it."""
    def scenario():
        hulk = mk("S10", "Test Hulk", cost_energy=2)  # (it outlives 6 + 3 damage)
        s, ids = duel(theirs=[("y", hulk, None)], hand=[identity])
        play(s, identity, on=ids["y"])
        pocket = next(k for k in s.ip if s.ci[k].key == identity.replace("|", "-").replace(" ", "-").lower())
        assert s.ip[pocket]["loc"] == ids["y"] and sum(damage(s, ids["y"])) == first
        end_turn(s, draws=0)  # B's Allocation Phase: he engages the ship, pays nothing to escape
        Position(s).allocate(ids["y"], True).points(energy=2 * times - 1, supply=9, economy=0)
        assert [a for a in s.legal_actions(B) if a["type"] == "pay_negate"] == [{"player": B, "type": "pay_negate", "card": pocket}]
        skip_to(s, "play_a")
        assert pocket in s.ip and sum(damage(s, ids["y"])) == first + each_turn
        end_turn(s, draws=0)
        assert sum(damage(s, ids["y"])) == first + each_turn  # A's turn: nothing
        end_turn(s, draws=0)  # B's next Allocation Phase: he applies the escape energy
        Position(s).points(energy=2 * times, economy=0)
        act(s, "pay_negate", card=pocket)
        assert pocket not in s.ip and s.pool.get("energy", 0) == 0
        skip_to(s, "play_a")
        assert sum(damage(s, ids["y"])) == first + each_turn
    return scenario


test_gravity_pocket_does_three_damage_to_a_ship = gravity_pocket_traps_a_ship("H4|gravity pocket", 3, 2, 2)


def crew_off_for_a_turn(identity: str, host_crew):
    def scenario():
        s, ids = duel(theirs=[("y", CRUISER, None), ("c", host_crew, "y"), ("o", mk("C2", "Test Cook", gen_research=1), "y")],
                      hand=[identity])
        skip_to(s, "play_a")
        card_id = hand_card(s, identity)
        targets = {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == card_id}
        assert ids["c"] in targets
        before = Position(s).produced(B)["research"]
        play(s, identity, on=ids["c"])
        assert Position(s).produced(B)["research"] == before - s.ci[ids["c"]].gen["research"]
        pass_turns(s, 2)
        assert Position(s).produced(B)["research"] == before
    return scenario


def test_malpractice_is_played_only_on_a_doctor():
    s, ids = duel(theirs=[("y", CRUISER, None), ("o", mk("C2", "Test Cook", gen_research=1), "y")], hand=["L2|malpractice"])
    skip_to(s, "play_a")
    mp = hand_card(s, "L2|malpractice")
    assert not any(a["type"] == "play" and a["card"] == mp for a in s.legal_actions(A))
    crew_off_for_a_turn("L2|malpractice", "C2|doctor")()


def invinco(identity: str):
    def scenario():
        s, ids = duel(mine=[("small", SMALL, None), ("big", CRUISER, None)], theirs=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                      hand=[identity])
        skip_to(s, "play_a")
        gid = hand_card(s, identity)
        assert {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == gid} == {ids["small"]}
        play(s, identity, on=ids["small"])
        Position(s).deal_damage(ids["small"], 2, "weapons", B, volley=True)
        assert damage(s, ids["small"]) == (0, 0) and s.ip[gid]["hd"] == 2
        Position(s).deal_damage(ids["small"], 9, "weapons", B, volley=True)
        assert gid not in s.ip and ids["small"] in s.ip  # absorbed "until the guardian itself is destroyed"
        Position(s).deal_damage(ids["small"], 1, "weapons", B, volley=True)
        assert damage(s, ids["small"]) == (1, 0)
    return scenario


def test_plasma_field_damages_two_a_turn_until_researched():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None), ("lab", mk("T5", "Research Moon", gen_research=5), None)],
                  hand=["H/T2|plasma field"])
    play(s, "H/T2|plasma field", on=ids["y"])
    assert sum(damage(s, ids["y"])) == 2
    pf = in_play(s, "H/T2|plasma field")
    end_turn(s, draws=0)
    act(s, "research", card=pf)
    assert pf in s.ip
    act(s, "research", card=pf)
    assert pf not in s.ip


def test_black_hole_drains_three_energy_from_the_fleet_it_is_played_against():
    s, ids = duel(theirs=[("t", mk("T5", "Power Moon", gen_energy=5), None)], hand=["T6|black hole"])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "T6|black hole"), on=-1 - B)
    bh = in_play(s, "T6|black hole")
    assert s.ip[bh]["c"] == A and s.ip[bh]["vs"] == B and s.owner[bh] == A  # its player's, against B's fleet (faq-044)
    end_turn(s, draws=0)
    assert Position(s).produced(B)["energy"] == 2


def test_defensive_satellites_drop_to_two_phasers_after_one_damage():
    s, ids = duel(mine=[("t", ROCK, None), ("b", "B2|defensive satellites", "t")])
    assert Position(s).phasers(ids["b"]) == 4
    Position(s).deal_damage(ids["b"], 1, "weapons", B)
    assert Position(s).phasers(ids["b"]) == 2
    Position(s).deal_damage(ids["b"], 1, "weapons", B)
    assert ids["b"] not in s.ip


def test_police_headquarters_keeps_weaker_pirates_off_its_fleets_terrain():
    pirate = mk("S3", "Test Raider", phasers=2, heavy_weapons=2, tags=["PropPirate"])
    big_pirate = mk("S6", "Test Corsair", phasers=2, heavy_weapons=2, tags=["PropPirate"])
    s, ids = duel(mine=[("p", pirate, None), ("q", big_pirate, None), ("n", CRUISER, None)],
                  theirs=[("t", PLANET, None), ("t2", ROCK, None), ("hq", "B4|police headquarters", "t2")])
    assert not Position(s).can_fire_at(ids["p"], "heavy", ids["t"])
    assert Position(s).can_fire_at(ids["q"], "heavy", ids["t"]) and Position(s).can_fire_at(ids["n"], "heavy", ids["t"])


def test_star_takes_one_terrain_of_strength_five_or_less_as_one_card():
    s, ids = duel(mine=[("star", "T5|star", None)], hand=[PLANET, mk("T6", "Test Giant")])
    skip_to(s, "play_a")
    giant = hand_card(s, "t6-test-giant")
    assert {"player": A, "type": "play", "card": giant, "on": ids["star"]} not in s.legal_actions(A)
    play(s, PLANET["key"], on=ids["star"])
    assert Position(s).strength(ids["star"]) == 10
    planet = in_play(s, PLANET["identity"])
    skip_to(s, "fire")
    assert planet not in s.ip or s.ip[planet]["cmb"]
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert Position(s).produced(A)["energy"] == 5 + 2


def combines_with_terrain(identity: str, host, points: dict[str, int]):
    def scenario():
        s, ids = duel(mine=[("t", host, None)], hand=[identity])
        skip_to(s, "play_a")
        c = hand_card(s, identity)
        assert {"player": A, "type": "play", "card": c} not in s.legal_actions(A)  # "Played to a terrain card"
        before = Position(s).strength(ids["t"])
        play(s, identity, on=ids["t"])
        assert Position(s).strength(ids["t"]) == before + s.ci[c].st
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        made = Position(s).produced(A)
        for k, v in points.items():
            assert made[k] == v, k
    return scenario


def test_captured_moon_is_played_only_to_a_planet_system_or_star():
    s, ids = duel(mine=[("t", mk("T3", "Test Asteroid", tags=["Asteroid"]), None)], hand=["T2|captured moon"])
    skip_to(s, "play_a")
    moon = hand_card(s, "T2|captured moon")
    assert not any(a["type"] == "play" and a["card"] == moon for a in s.legal_actions(A))
    combines_with_terrain("T2|captured moon", PLANET, {"economy": 2, "supply": 3})()


def test_point_symbols_is_a_reference_card_never_in_a_match():
    # A player aid, not stocked: it never enters the match, even listed in the deck zone (issue 27).
    s, ids = duel(hand=["Spcl25|point symbols"])
    assert all(s.ci[c].card["identity"] != "Spcl25|point symbols" for c in range(len(s.inst)))


def rearms(identity: str):
    def scenario():
        s, ids = duel(mine=[("t", ROCK, None), ("c", identity, "t" if identity.startswith("B") else None),
                            ("x", "E3|shuttlecraft", "c")])
        base = s.ci[ids["c"]].ph
        s.ip[ids["x"]]["spent"], s.ip[ids["x"]]["shot"] = True, 1
        pass_turns(s, 2)
        assert Position(s).phasers(ids["c"]) == base + 1
    return scenario


def test_hot_nobelium_doubles_a_dragons_breath_weapon_damage():
    s, ids = duel(mine=[("d", "D5|hydrogen dragoness", None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["A4|hot nobelium"])
    play(s, "A4|hot nobelium", on=ids["d"])
    skip_to(s, "fire")
    s.ip[ids["d"]]["e"] = True
    s.ip[ids["d"]]["am"] = 2
    Position(s).changed()
    volley(s, ids["y"], [(ids["d"], "heavy"), (ids["d"], "heavy")])
    assert sum(damage(s, ids["y"])) == 4


def terrain_output(identity: str, terrain, before: dict[str, int], after: dict[str, int]):
    def scenario():
        s, ids = duel(mine=[("t", terrain, None)], hand=[identity])
        made = Position(s).produced(A)
        assert {k: made[k] for k in before} == before
        play(s, identity, on=ids["t"])
        made = Position(s).produced(A)
        assert {k: made[k] for k in after} == after
    return scenario


def test_gaia_separation_only_on_a_terrain_of_equal_or_lesser_strength():
    s, ids = duel(mine=[("t", mk("T7", "Test Giant", gen_supply=1), None)], hand=["A6|gaia separation"])
    skip_to(s, "play_a")
    g = hand_card(s, "A6|gaia separation")
    assert not any(a["type"] == "play" and a["card"] == g for a in s.legal_actions(A))
    terrain_output("A6|gaia separation", PLANET, {"supply": 2, "energy": 2, "economy": 1},
                   {"supply": 4, "energy": 4, "economy": 2})()


def test_ice_age_halves_a_terrains_energy():
    s, ids = duel(theirs=[("t", mk("T5", "Power Moon", gen_energy=5), None)], hand=["L5|ice age"])
    play(s, "L5|ice age", on=ids["t"])
    assert Position(s).produced(B)["energy"] == 2


def test_artifact_gem_gives_a_dragon_six_shields():
    s, ids = duel(mine=[("d", "D6|astral dragoness", None)], hand=["L6|artifact dragon gem of protection"])
    before = Position(s).shields(ids["d"])
    play(s, "L6|artifact dragon gem of protection", on=ids["d"])
    assert Position(s).shields(ids["d"]) == before + 6


def test_tri_lateral_textangula_does_three_damage_to_three_units_of_one_fleet():
    hulk = mk("S9", "Test Hulk")
    s, ids = duel(theirs=[("a", hulk, None), ("b", mk("S8", "Test Hulk Two"), None), ("c", mk("S7", "Test Hulk Three"), None),
                          ("d", mk("S6", "Test Hulk Four"), None)], hand=["M7|tri lateral textangula"])
    play(s, "M7|tri lateral textangula", on=-1 - B)
    hit = [x for x in "abcd" if sum(damage(s, ids[x])) == 3]
    assert len(hit) == 3 and all(sum(damage(s, ids[x])) in (0, 3) for x in "abcd")


def test_time_skip_treats_an_opponent_stack_as_not_there_for_one_turn():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None)], hand=["O1|time skip"])
    play(s, "O1|time skip", on=ids["b"])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "on": ids["b"]} not in s.legal_actions(A)
    pass_turns(s, 2)
    assert not any(s.ci[c].card["identity"] == "O1|time skip" for c in s.ip)


def test_security_officer_stops_weaker_crew_attacks_at_its_location():
    s, ids = duel(mine=[("own", CRUISER, None), ("tr", CARRIER, "own"), ("crew", "C1|boarding party", "own")],
                  theirs=[("ship", CRUISER, None), ("sec", "C4|security officer", "ship"), ("other", SMALL, None)])
    skip_to(s, "play_a")
    hits = {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a.get("op") == "structure"}
    assert ids["ship"] not in hits and ids["other"] in hits
    # "Increases the strength of combat crew cards at location by 2 points": own boarding parties
    # there, not other crew, not a crew card elsewhere, not the officer himself.
    s, ids = duel(mine=[("own", CRUISER, None), ("tr", CARRIER, "own"), ("crew", "C1|boarding party", "own"),
                        ("cook", mk("C1", "Test Cook"), "own"), ("far", SMALL, None), ("bp2", "C1|boarding party", "far")],
                  theirs=[("ship", CRUISER, None), ("chief", mk("C3", "Test Chief"), "ship")], hand=["C4|security officer"])
    skip_to(s, "play_a")
    kills = {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a.get("op") == "kill_crew"}
    assert ids["chief"] not in kills  # strength 3 against a boarding party of 1
    play(s, "C4|security officer", on=ids["own"])
    sec = in_play(s, "C4|security officer")
    pos = Position(s)
    assert [pos.strength(ids[x]) for x in ("crew", "cook", "bp2")] == [3, 1, 1] and pos.strength(sec) == 4
    kills = {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a.get("op") == "kill_crew"}
    assert ids["chief"] in kills


def test_general_on_a_base_sends_crew_on_missions_without_transport():
    s, ids = duel(mine=[("t", ROCK, None), ("base", mk("B4", "Test Base"), "t"), ("crew", "C1|boarding party", "base"),
                        ("ship", CRUISER, None)],
                  theirs=[("y", CRUISER, None)], hand=["C8|general"])
    skip_to(s, "play_a")
    gen = hand_card(s, "C8|general")
    assert {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == gen} == {ids["base"]}
    assert not any(a["type"] == "operate" for a in s.legal_actions(A))
    play(s, "C8|general", on=ids["base"])
    assert any(a["type"] == "operate" and a.get("op") == "structure" for a in s.legal_actions(A))
    # "All combat capable crew in the fleet are increased in strength by 2 points", wherever they are.
    s, ids = duel(mine=[("t", ROCK, None), ("base", mk("B4", "Test Base"), "t"), ("crew", "C1|boarding party", "base"),
                        ("ship", CRUISER, None), ("m", "C4|marine", "ship"), ("cook", mk("C1", "Test Cook"), "ship")],
                  theirs=[("y", CRUISER, None), ("bp", "C1|boarding party", "y")], hand=["C8|general"])
    play(s, "C8|general", on=ids["base"])
    pos = Position(s)
    gen = in_play(s, "C8|general")
    assert [pos.strength(ids[x]) for x in ("crew", "m", "cook", "bp")] == [3, 6, 1, 1] and pos.strength(gen) == 8


def test_quantum_black_hole_splits_its_strength_among_a_fleets_terrain_and_drains_energy():
    s, ids = duel(theirs=[("t1", mk("T9", "Rock One", gen_energy=4), None), ("t2", mk("T9", "Rock Two"), None)],
                  hand=["T7|quantum black hole"])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "T7|quantum black hole"), on=-1 - B)
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    act(s, "use", card=ids["t2"])  # "divided as equally as possible": its player picks who takes the 7th point
    assert [damage(s, ids["t1"])[1], damage(s, ids["t2"])[1]] == [3, 4]
    end_turn(s, draws=0)
    assert Position(s).produced(B)["energy"] == 2


def test_phase_rats_triple_supply_needs_and_do_one_damage_a_turn():
    s, ids = duel(theirs=[("y", mk("S5", "Test Freighter", cost_supply=1), None)], hand=["M3|phase rats"])
    play(s, "M3|phase rats", on=ids["y"])
    assert Position(s).needs(ids["y"]) == {"supply": 3}
    assert sum(damage(s, ids["y"])) == 1


def test_rat_infestation_needs_two_more_supply():
    s, ids = duel(theirs=[("y", mk("S5", "Test Freighter", cost_supply=1), None), ("c3", mk("C3", "Test Officer"), "y"),
                          ("c1", mk("C1", "Test Cook"), "y"), ("z", SMALL, None), ("far", mk("C3", "Test Pilot"), "z")],
                  hand=["M2|rat infestation"])
    play(s, "M2|rat infestation", on=ids["y"])
    assert Position(s).needs(ids["y"]) == {"supply": 3}
    # "All crew are one less strength point (minimum of 1)": those aboard the infested unit.
    pos = Position(s)
    assert [pos.strength(ids[c]) for c in ("c3", "c1", "far")] == [2, 1, 3]


def test_supersonic_flow_does_two_a_turn_and_only_heavy_weapons_hurt_it():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk", phasers=2, heavy_weapons=2), None)], hand=["H2|supersonic flow"])
    play(s, "H2|supersonic flow", on=ids["y"])
    assert sum(damage(s, ids["y"])) == 2
    flow = in_play(s, "H2|supersonic flow")
    assert not Position(s).can_fire_at(ids["y"], "phaser", flow) and Position(s).can_fire_at(ids["y"], "heavy", flow)


def test_solar_dragoness_sits_on_a_terrain_and_takes_its_damage():
    s, ids = duel(mine=[("t", PLANET, None)], hand=["D6|solar dragoness"])
    s.main[A] = "Space Dragon"
    skip_to(s, "play_a")
    dragon = hand_card(s, "D6|solar dragoness")
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == dragon} == {ids["t"]}
    play(s, "D6|solar dragoness", on=ids["t"])
    Position(s).deal_damage(ids["t"], 2, "card", B)
    assert damage(s, ids["t"]) == (0, 0) and sum(damage(s, dragon)) == 2


def test_mind_mold_symbionts_add_their_strength_to_a_weak_own_monster():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["M2|planet gouge", "A5|mind mold symbionts", "M4|space dragon"])
    play(s, "M4|space dragon", on=ids["y"])
    m = in_play(s, "M4|space dragon")
    play(s, "A5|mind mold symbionts", on=m)
    assert Position(s).strength(m) == 4 + 5


def test_targeting_error_redirects_a_volley_into_the_firing_fleet():
    s, ids = duel(mine=[("ship", CRUISER, None), ("mate", mk("S9", "Test Hulk"), None)], theirs=[("y", SMALL, None)],
                  hand_b=["L8|targeting error"])
    r = hand_card(s, "L8|targeting error", B)
    volley(s, ids["y"], [(ids["ship"], "phaser")] * 3, reactions=[{"card": r, "on": ids["mate"]}])
    assert damage(s, ids["y"]) == (0, 0) and sum(damage(s, ids["mate"])) == 3


def plays_limited(identity: str, more: int):
    """Reacting to the opponent's first card play: how many more cards he may play this turn."""
    def scenario():
        s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["H4|gravity pocket", ROCK, ROCK, ROCK], hand_b=[identity])
        skip_to(s, "play_a")
        act(s, "play", card=hand_card(s, "H4|gravity pocket"), on=ids["y"])
        act(s, "react", card=hand_card(s, identity, B))
        while s.pending:
            act(s, "pass")
        rocks = [a for a in s.legal_actions(A) if a["type"] == "play"]
        played = 0
        while rocks and played < 5:
            act(s, "play", card=rocks[0]["card"])
            played += 1
            rocks = [a for a in s.legal_actions(A) if a["type"] == "play"]
        assert played == more
    return scenario


def test_suspended_animation_stops_the_opponents_card_plays_and_goes_to_the_bottom_of_the_discard_pile():
    plays_limited("L9|suspended animation", 0)()
    # "May not be played until opponent has played at least 1 card": after any card play of his,
    # not only one against the reacting player's cards; "Placed on the bottom of the Discard Pile".
    card = "L9|suspended animation"
    s, ids = duel(hand=[ROCK, ROCK, ROCK], hand_b=[card])
    sa = hand_card(s, card, B)
    skip_to(s, "play_a")
    assert not any(a["type"] == "react" for a in s.legal_actions(B))  # no card played yet
    Position(s).discard(B, [s.deck[B][0]])  # a card already in B's discard pile
    rocks = [a for a in s.legal_actions(A) if a["type"] == "play"]
    act(s, "play", card=rocks[0]["card"])
    assert s.current_players() == [B]
    act(s, "react", card=sa)
    while s.pending:
        act(s, "pass")
    assert not any(a["type"] == "play" for a in s.legal_actions(A))
    assert s.discard[B][0] == sa and sa not in s.ip
    # "May not be played on turn 1 or 2": no reaction window on the opponent's first two turns.
    s = new_game([stacked([BIG, ROCK, ROCK, ROCK], 40), stacked([ROCK, card], 40)])
    skip_to(s, "play_a")
    rock = next(a for a in s.legal_actions(A) if a["type"] == "play")
    act(s, "play", card=rock["card"])
    assert s.current_players() == [A] and not any(a["type"] == "react" for a in s.legal_actions(B))


# ---- PE equipment and crew -------------------------------------------------------------------

KREBIZ_CRUISER = mk("S5", "Test Krebiz Cruiser", main_empire="Krebiz", shields=2, phasers=2, heavy_weapons=1)
KREBIZ_CAPSULE = mk("S2", "Test Krebiz Capsule", main_empire="Krebiz", shields=1, phasers=1)
PIRATE = "S5|independent pirate raider"


def targets_of(state: GEState, identity: str) -> set:
    skip_to(state, "play_a") if state.phase == "alloc" else None
    c = hand_card(state, identity)
    return {a.get("on") for a in state.legal_actions(A) if a["type"] == "play" and a["card"] == c}


def adds_heavy(identity: str, host, n: int, refused=None):
    def scenario():
        s, ids = duel(mine=[("u", host, None)] + ([("no", refused, None)] if refused else []), hand=[identity])
        if refused:
            assert targets_of(s, identity) == {ids["u"]}
        before = Position(s).heavy(ids["u"])
        play(s, identity, on=ids["u"])
        assert Position(s).heavy(ids["u"]) == before + n
    return scenario


def adds_strength(identity: str, host, n: int, refused):
    def scenario():
        s, ids = duel(mine=[("u", host, None), ("no", refused, None)], hand=[identity])
        assert targets_of(s, identity) == {ids["u"]}
        before = Position(s).strength(ids["u"])
        play(s, identity, on=ids["u"])
        assert Position(s).strength(ids["u"]) == before + n
    return scenario


def test_capsule_engine_pack_strengthens_a_capsule_and_softens_volleys():
    adds_strength("E1|capsule engine pack krebiz capsule engine pack", KREBIZ_CAPSULE, 1, KREBIZ_CRUISER)()
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("c", KREBIZ_CAPSULE, None), ("p", "E1|capsule engine pack krebiz capsule engine pack", "c")])
    volley(s, ids["c"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["c"])) == 2


def test_hangar_bay_rearms_shuttles_on_its_base():
    s, ids = duel(mine=[("t", ROCK, None), ("b", mk("B4", "Test Base", phasers=1), "t"), ("h", "E4|hangar bay", "b"),
                        ("x", "E3|shuttlecraft", "b")])
    s.ip[ids["x"]]["spent"], s.ip[ids["x"]]["shot"] = True, 1
    assert Position(s).phasers(ids["b"]) == 1
    pass_turns(s, 2)
    assert Position(s).phasers(ids["b"]) == 2


def no_hazards_on_ship(identity: str, clears: bool):
    def scenario():
        s, ids = duel(mine=[("y", CRUISER, None), ("z", SMALL, None)], hand=[identity, "H3|magnetic cloud", "H2|ion storm"])
        cloud = place(s, A, "H3|magnetic cloud", ids["y"])
        play(s, identity, on=ids["y"])
        # Navigator: "Negates the effects of hazard cards played against his ship";
        # Stellar Map: "Hazards already played against it remain".
        assert (cloud not in s.ip) == clears
        assert ids["y"] not in targets_of(s, "H2|ion storm") and ids["z"] in targets_of(s, "H2|ion storm")
    return scenario


def test_engine_synchronization_saves_one_energy():
    s, ids = duel(mine=[("f", FRIGATE, None)], hand=["E3|engine synchronization"])
    play(s, "E3|engine synchronization", on=ids["f"])
    assert Position(s).needs(ids["f"]) == {} and Position(s).produced(A)["energy"] == 0


def fleet_officer(identity: str, reduction: int):
    def scenario():
        ship = mk("S6", "Test Liner", cost_supply=4, shields=0)
        s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)], theirs=[("y", ship, None), ("o", identity, "y")])
        assert Position(s).needs(ids["y"]) == {"supply": 4 - reduction}
        volley(s, ids["y"], [(ids["g"], "phaser")] * 5)
        assert sum(damage(s, ids["y"])) == 5 - reduction
    return scenario


def test_pirate_captain_spares_a_pirate_ship_two_damage_a_volley():
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("y", PIRATE, None), ("o", "C4|pirate captain", "y"), ("n", mk("S9", "Test Hulk"), None),
                          ("o2", "C4|pirate captain", "n")], hand_b=["C4|pirate captain"])
    volley(s, ids["y"], [(ids["g"], "phaser")] * 8)
    assert sum(damage(s, ids["y"])) == 6


def test_quartermaster_on_a_base_draws_an_extra_card():
    s, ids = duel(mine=[("t", ROCK, None), ("b", mk("B4", "Test Base"), "t"), ("q", "C5|quartermaster", "b")])
    Position(s).hand(A, [])
    skip_to(s, "draw")
    assert s.draws_left == 3


def test_antimatter_mine_destroys_all_shields_and_does_two_structural_damage():
    s, ids = duel(mine=[("u", CRUISER, None), ("m", "E5|antimatter mine", "u")], theirs=[("y", mk("S6", "Test Liner", shields=4), None)])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["m"], on=ids["y"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["y"]) == (4, 2) and ids["m"] not in s.ip


def test_repulsion_beam_stops_a_ship_firing_for_a_turn():
    s, ids = duel(theirs=[("y", CRUISER, None)], hand=["E2|repulsion beam"])
    play(s, "E2|repulsion beam", on=ids["y"])
    assert Position(s).status(ids["y"]).get("no_fire")
    pass_turns(s, 2)
    assert not Position(s).status(ids["y"]).get("no_fire")


def test_indirigan_repair_bay_generates_two_repair_points():
    # Its supply and energy engage it (faq-042: on an engaged unit, it is non-passive); then its 2.
    power = mk("T9", "Test Supply World", gen_supply=9, gen_energy=9)
    bay = "E6|repair bay indirigan repair bay"
    s, ids = duel(mine=[("t", power, None), ("u", "S3|indirigan light carrier", None), ("bay", bay, "u")])
    assert Position(s).produced(A)["repair"] == 0
    assert {"player": A, "type": "engage", "card": ids["bay"]} not in s.legal_actions(A)  # the carrier first
    act(s, "engage", card=ids["u"])
    act(s, "engage", card=ids["bay"])
    assert Position(s).produced(A)["repair"] == 2 and s.pool["repair"] == 2
    s, ids = duel(mine=[("o", CRUISER, None)], hand=["E6|repair bay indirigan repair bay"])
    assert targets_of(s, "E6|repair bay indirigan repair bay") == set()


def doubles_heavy(identity: str, host):
    def scenario():
        s, ids = duel(mine=[("i", host, None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand=[identity])
        Position(s).allocate(ids["i"], True)  # engaged: non-passive equipment plays engaged on it (faq-042)
        play(s, identity, on=ids["i"])
        skip_to(s, "fire")
        s.ip[ids["i"]]["am"] = 1
        s.ip[ids["i"]]["e"] = True
        s.main[A] = s.ci[ids["i"]].emp
        Position(s).changed()
        volley(s, ids["y"], [(ids["i"], "heavy")])
        assert sum(damage(s, ids["y"])) == 2
    return scenario


def test_bolaar_phaser_capacitors_fire_the_phasers_twice():
    s, ids = duel(mine=[("b", "S3|bolaar medium raider", None), ("o", CRUISER, None)], hand=["E8|bolaar phaser capacitors"])
    assert targets_of(s, "E8|bolaar phaser capacitors") == {ids["b"], ids["o"]}  # GEerrata: any ship or base
    play(s, "E8|bolaar phaser capacitors", on=ids["b"])
    assert Position(s).phasers(ids["b"]) == 6


def test_big_cargo_lets_a_unit_sustain_three_more_damage_points():
    s, ids = duel(mine=[("u", SMALL, None)], hand=["E3|cargo"])
    play(s, "E3|cargo", on=ids["u"])
    assert Position(s).remaining(ids["u"]) == 1 + 2 + 3


def reserve_power(identity: str, energy: int):
    def scenario():
        s, ids = duel(hand=[identity])
        before = s.pool.get("energy", 0)
        act(s, "play", card=hand_card(s, identity))
        assert s.pool["energy"] == before + energy
    return scenario


def escape_one_crew(identity: str = "E9|personal corvette"):
    def scenario():
        s, ids = duel(mine=[("u", SMALL, None), ("v", CRUISER, None), ("c1", CREW, "u"), ("c2", mk("C1", "Test Two"), "u")],
                      hand=[identity])
        play(s, identity, on=ids["u"])
        Position(s).destroy(ids["u"], B)
        act(s, "use", card=ids["c2"])  # its player's pick; one crew card, so it goes at once
        assert ids["c2"] in s.ip and ids["c1"] not in s.ip and not s.pending
    return scenario


test_personal_corvette_saves_one_crew_card = escape_one_crew()


def test_weapons_officer_multiplies_volleys_by_one_and_a_half():
    s, ids = duel(mine=[("g", CRUISER, None), ("w", "C5|weapons officer", "g")], theirs=[("y", mk("S9", "Test Hulk"), None)])
    volley(s, ids["y"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["y"])) == 4


def test_spy_takes_a_card_played_on_another_crew_card():
    s, _, spy = injury_answered_by("C6|spy")
    assert s.ip[in_play(s, "O2|injury")]["loc"] == spy


def test_planetary_leader_spares_its_terrain_one_damage_a_volley():
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9, heavy_weapons=3), None)],
                  theirs=[("t", mk("T9", "Test World"), None), ("l", "C6|planetary leader", "t")])
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = 3
    Position(s).changed()
    volley(s, ids["t"], [(ids["g"], "heavy")] * 3)
    assert damage(s, ids["t"]) == (0, 2)


def test_corrupt_politician_stops_terrain_economy_or_taxes_a_unit():
    s, ids = duel(theirs=[("t", PLANET, None), ("f", FRIGATE, None)], hand=["C4|corrupt politician", "C4|corrupt politician"])
    play(s, "C4|corrupt politician", on=ids["t"])
    made = Position(s).produced(B)
    assert made["economy"] == 0 and made["supply"] == 2
    play(s, "C4|corrupt politician", on=ids["f"])
    assert Position(s).needs(ids["f"]) == {"energy": 1, "economy": 1}


def test_emergency_power_ignores_half_the_units_strength_in_damage():
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)], theirs=[("y", mk("S6", "Test Liner", shields=4), None)],
                  hand_b=["E3|emergency power"])
    r = hand_card(s, "E3|emergency power", B)
    volley(s, ids["y"], [(ids["g"], "phaser")] * 5, reactions=[{"card": r, "on": ids["y"]}])
    assert sum(damage(s, ids["y"])) == 2


def test_bar_tender_discards_insanity_at_its_location():
    s, ids = duel(mine=[("u", CRUISER, None), ("c", CREW, "u")], hand=["C1|bar tender", "O5|insanity"])
    mad = place(s, A, "O5|insanity", ids["c"])
    play(s, "C1|bar tender", on=ids["u"])
    assert mad not in s.ip


# ---- PE hazards, luck, occurrences, monsters ------------------------------------------------------


def hits(identity: str, target, total: int, structure: int | None = None):
    """Played on an opponent card, it does `total` damage (and is discarded)."""
    def scenario():
        s, ids = duel(theirs=[("y", target, None)], hand=[identity])
        play(s, identity, on=ids["y"])
        assert sum(damage(s, ids["y"])) == total
        if structure is not None:
            assert damage(s, ids["y"])[1] == structure
    return scenario


def test_meteor_shower_destroys_a_shuttle_or_does_one_damage_or_makes_a_research_point():
    """H2 Meteor Shower: "May do one of the following when played and is then discarded: - Destroy a
    shuttle or fighter. - Cause one point of damage to a terrain, ship or base card. - Generate 1
    research point." Its player picks the option, then the card."""
    card = "H2|meteor shower"

    def played(option: int, label: str):
        s, ids = duel(mine=[("u", CRUISER, None), ("msh", "E3|shuttlecraft", "u")],
                      theirs=[("y", PLANET, None), ("z", CRUISER, None), ("sh", "E3|shuttlecraft", "z"), ("lab", "E2|laboratory", "z")],
                      hand=[card])
        skip_to(s, "play_a")
        m = hand_card(s, card)
        act(s, "play", card=m)
        act(s, "use", option=option, label=label)
        return s, ids, m

    s, ids, m = played(0, "destroy a shuttle or fighter")
    assert {a["card"] for a in s.legal_actions(A) if a["type"] == "use"} == {ids["sh"], ids["msh"]}  # not the laboratory
    act(s, "use", card=ids["sh"])
    while s.pending:
        act(s, "pass")
    assert ids["sh"] not in s.ip and ids["msh"] in s.ip and ids["lab"] in s.ip and m in Position(s).discard_of(A)
    s, ids, m = played(1, "1 damage to a terrain, ship or base")
    assert {ids["u"], ids["y"], ids["z"]} <= {a["card"] for a in s.legal_actions(A) if a["type"] == "use"}
    act(s, "use", card=ids["y"])
    while s.pending:
        act(s, "pass")
    assert sum(damage(s, ids["y"])) == 1 and m in Position(s).discard_of(A)
    s, ids, m = played(2, "1 research point")
    while s.pending:
        act(s, "pass")
    assert s.pool.get("research", 0) == 1 and m in Position(s).discard_of(A)


def test_quasar_takes_three_from_each_opponent_volley_for_its_strength_in_turns():
    s, ids = duel(mine=[("u", mk("S9", "Test Hulk"), None)], theirs=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  hand=["H3|quasar"])
    play(s, "H3|quasar", on=ids["u"])
    end_turn(s, draws=0)
    volley(s, ids["u"], [(ids["g"], "phaser")] * 5)
    assert sum(damage(s, ids["u"])) == 2
    pass_turns(s, 5)
    assert not any(s.ci[c].card["identity"] == "H3|quasar" for c in s.ip)


def test_crab_pulsar_does_two_a_turn_for_three_turns():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["H6|crab pulsar"])
    play(s, "H6|crab pulsar", on=ids["y"])
    assert sum(damage(s, ids["y"])) == 2
    c = in_play(s, "H6|crab pulsar")
    pass_turns(s, 5)
    assert c in s.ip
    pass_turns(s, 1)
    assert c not in s.ip


def test_warp_funnel_damages_each_turn_and_leaves_the_sector_hq_unprotected():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["H4|warp funnel"])
    play(s, "H4|warp funnel", on=ids["y"])
    assert sum(damage(s, ids["y"])) == 1
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)


def fleet_blast(identity: str, amount: int, count: int):
    def scenario():
        theirs = [(f"u{k}", mk("S9", f"Test Hulk {k}"), None) for k in range(count + 1)]
        s, ids = duel(theirs=theirs, hand=[identity])
        play(s, identity, on=-1 - B)
        hit = [k for k in ids if sum(damage(s, ids[k])) == amount]
        assert len(hit) == count and all(sum(damage(s, ids[k])) in (0, amount) for k in ids)
    return scenario


def gains(identity: str, points: dict[str, int]):
    def scenario():
        s, ids = duel(hand=[identity])
        before = dict(s.pool)
        act(s, "play", card=hand_card(s, identity))
        for k, v in points.items():
            assert s.pool.get(k, 0) == before.get(k, 0) + v, k
    return scenario


def test_distress_beacon_recovers_the_three_crew_nearest_the_top_of_the_discard_pile():
    s, ids = duel(hand=["L6|distress beacon"], mine=[("u", CRUISER, None), ("a", CREW, "u"), ("b", mk("C1", "Test Two"), "u"),
                                                          ("c", mk("C1", "Test Three"), "u"), ("d", mk("C1", "Test Four"), "u")])
    for label in ("a", "b", "c", "d"):
        Position(s).remove(ids[label])
    play(s, "L6|distress beacon")
    assert all(ids[x] in s.hand[A] for x in "bcd") and ids["a"] not in s.hand[A]


def test_gold_vein_adds_two_economy_for_its_strength_in_turns():
    s, ids = duel(mine=[("t", PLANET, None)], hand=["O2|gold vein"])
    play(s, "O2|gold vein", on=ids["t"])
    assert Position(s).produced(A)["economy"] == 3
    pass_turns(s, 4)
    assert Position(s).produced(A)["economy"] == 1


def test_comet_impact_damages_a_terrain_and_stops_its_output_for_a_turn():
    s, ids = duel(theirs=[("t", PLANET, None)], hand=["O2|comet impact"])
    play(s, "O2|comet impact", on=ids["t"])
    assert damage(s, ids["t"]) == (0, 2) and Position(s).produced(B)["supply"] == 0
    pass_turns(s, 2)
    assert Position(s).produced(B)["supply"] == 2


def test_natural_disaster_consumes_a_terrains_economy_for_two_turns():
    s, ids = duel(theirs=[("t", PLANET, None)], hand=["O2|natural disaster"])
    play(s, "O2|natural disaster", on=ids["t"])
    assert Position(s).produced(B)["economy"] == 0 and Position(s).produced(B)["supply"] == 2
    pass_turns(s, 4)
    assert Position(s).produced(B)["economy"] == 1


def test_repair_delivery_repairs_its_strength_in_damage():
    s, ids = duel(mine=[("u", mk("S9", "Test Hulk", shields=2), None)], hand=["O4|repair delivery"])
    Position(s).damage(ids["u"], shields=2, structure=5)
    play(s, "O4|repair delivery", on=ids["u"])
    assert sum(damage(s, ids["u"])) == 3


def breakdown(identity: str):
    def scenario():
        s, ids = duel(theirs=[("y", CRUISER, None), ("r", mk("T5", "Dock", gen_repair=9), None)], hand=[identity])
        play(s, identity, on=ids["y"])
        assert Position(s).status(ids["y"]).get("no_fire")
        brk = in_play(s, identity)
        end_turn(s, draws=0)
        for _ in range(s.ci[brk].st):
            act(s, "repair", card=brk, part="negate")
        assert brk not in s.ip
    return scenario


def test_tactical_retreat_returns_an_own_ship_stack_to_the_hand():
    s, ids = duel(mine=[("u", CRUISER, None), ("e", "E2|laboratory", "u")], theirs=[("y", SMALL, None)], hand=["O5|tactical retreat"])
    assert targets_of(s, "O5|tactical retreat") == {ids["u"]}
    play(s, "O5|tactical retreat", on=ids["u"])
    assert ids["u"] in s.hand[A] and ids["e"] in s.hand[A]


def kills_crew(identity: str):
    def scenario():
        s, ids = duel(theirs=[("y", CRUISER, None), ("c", mk("C2", "Test Cook"), "y"), ("big", mk("C9", "Test Boss"), "y")],
                      hand=[identity])
        t = targets_of(s, identity)
        assert ids["c"] in t and ids["big"] not in t
        play(s, identity, on=ids["c"])
        assert ids["c"] not in s.ip
    return scenario


def draws(identity: str, n: int):
    def scenario():
        s, ids = duel(hand=[identity])
        skip_to(s, "play_a")
        before = len(s.hand[A])
        play(s, identity)
        assert len(s.hand[A]) == before - 1 + n
    return scenario


def test_early_warning_beacon_allows_five_cards_this_turn():
    s, ids = duel(hand=["O3|early warning beacon", ROCK, ROCK, ROCK, ROCK, ROCK])
    play(s, "O3|early warning beacon")
    n = 0
    while any(a["type"] == "play" for a in s.legal_actions(A)) and n < 9:
        act(s, "play", card=hand_card(s, ROCK["key"]))
        n += 1
    assert n == 4


def test_planetary_destruction_destroys_a_terrain_and_its_bases():
    s, ids = duel(theirs=[("t", PLANET, None), ("b", mk("B3", "Test Outpost"), "t")], hand=["O10|planetary destruction"])
    play(s, "O10|planetary destruction", on=ids["t"])
    assert ids["t"] not in s.ip and ids["b"] not in s.ip


def test_shadow_lets_a_ship_absorb_three_more_damage():
    s, ids = duel(mine=[("u", SMALL, None)], hand=["M3|shadow"])
    play(s, "M3|shadow", on=ids["u"])
    assert Position(s).remaining(ids["u"]) == 1 + 2 + 3


def test_harvesters_consume_a_terrains_supply():
    s, ids = duel(theirs=[("t", PLANET, None)], hand=["M4|harvesters"])
    play(s, "M4|harvesters", on=ids["t"])
    assert Position(s).produced(B)["supply"] == 0 and Position(s).produced(B)["energy"] == 2


# ---- PE ships, bases, terrain and dragons with rules text ------------------------------------------


def base_generates(identity: str, kind: str, amount: int):
    def scenario():
        s, ids = duel(mine=[("t", ROCK, None), ("b", identity, "t")])
        Position(s).allocate(ids["b"], True)
        made = Position(s).produced(A)[kind]
        Position(s).allocate(ids["b"], False)
        assert made - Position(s).produced(A)[kind] == amount
    return scenario


def test_planetary_phaser_base_fires_its_four_phasers():
    s, ids = duel(mine=[("t", ROCK, None), ("b", "B4|planetary phaser base", "t")], theirs=[("y", mk("S9", "Test Hulk"), None)])
    skip_to(s, "fire")
    s.ip[ids["b"]]["e"] = True
    Position(s).changed()
    volley(s, ids["y"], [(ids["b"], "phaser")] * 4)
    assert sum(damage(s, ids["y"])) == 4


def test_podekkur_prime_takes_no_crew_cards():
    s, ids = duel(mine=[("p", "T4|planet podekkur prime", None), ("u", CRUISER, None)], hand=["C4|security officer"])
    t = targets_of(s, "C4|security officer")
    assert ids["p"] not in t and ids["u"] in t


def test_super_massive_star_takes_a_terrain_of_any_strength():
    s, ids = duel(mine=[("star", "T10|super massive star", None)], hand=[mk("T9", "Test Giant", gen_supply=3)])
    play(s, "t9-test-giant", on=ids["star"])
    assert Position(s).strength(ids["star"]) == 19


def test_luxury_liner_needs_no_command_slot():
    s, ids = duel(mine=[("a", SMALL, None), ("b", CRUISER, None)], hand=["S6|luxury liner"])
    Position(s).command_limit(A, 2)
    skip_to(s, "play_a")
    liner = hand_card(s, "S6|luxury liner")
    assert any(a["type"] == "play" and a["card"] == liner for a in s.legal_actions(A))


def test_bolaar_dreadnought_command_point_only_for_a_bolaar_fleet():
    s, ids = duel(mine=[("d", "S7|bolaar dreadnought", None)])
    s.main[A] = "Bolaar"
    Position(s).allocate(ids["d"], True)
    skip_to(s, "play_a")
    assert s.cmd[A] == 3
    s2, ids2 = duel(mine=[("d", "S7|bolaar dreadnought", None)])
    s2.main[A] = "Argonian"
    Position(s2).allocate(ids2["d"], True)
    skip_to(s2, "play_a")
    assert s2.cmd[A] == 2


def test_oort_dragoness_takes_half_of_all_weapons_fire():
    s, ids = duel(mine=[("ship", mk("S9", "Test Gunship", phasers=9), None)], theirs=[("d", "D2|oort dragoness", None)])
    volley(s, ids["d"], [(ids["ship"], "phaser")] * 3)
    assert sum(damage(s, ids["d"])) == 1


def test_nebula_dragon_can_be_attacked_only_by_cards_of_strength_seven():
    s, ids = duel(mine=[("weak", CRUISER, None), ("big", mk("S7", "Test Dreadnought", phasers=4), None)],
                  theirs=[("d", "D9|nebula dragon", None), ("y", SMALL, None)])
    pos = Position(s)
    assert not pos.can_fire_at(ids["weak"], "phaser", ids["d"]) and pos.can_fire_at(ids["big"], "phaser", ids["d"])


def dragon_lord(identity: str, weapon: str):
    def scenario():
        s, ids = duel(mine=[("lord", identity, None), ("d", "D6|astral dragoness", None)], theirs=[("y", mk("S9", "Test Hulk"), None)])
        s.main[A] = "Space Dragon"
        skip_to(s, "fire")
        s.ip[ids["d"]]["e"] = True
        s.ip[ids["d"]]["am"] = 2
        Position(s).changed()
        volley(s, ids["y"], [(ids["d"], weapon), (ids["d"], weapon)])
        assert sum(damage(s, ids["y"])) == 4
    return scenario


def test_the_dragon_queen_doubles_the_other_dragons_breath_weapons():
    # "Doubles the breath weapons of all other dragons"; GEerrata: "not the damage caused by the
    # breath weapons": twice the weapons, each needing its ammunition point, a point of damage each.
    s, ids = duel(mine=[("queen", "D10|draxos iii dragon queen", None), ("d", "D6|astral dragoness", None)],
                  theirs=[("y", mk("S9", "Test Hulk", shields=9), None)])
    printed = s.ci[ids["d"]].hv
    s.main[A] = "Argonian"
    Position(s).changed()
    assert printed and Position(s).heavy(ids["d"]) == printed  # not in the Dragon Empire: no change
    s.main[A] = "Space Dragon"
    Position(s).changed()
    assert Position(s).heavy(ids["d"]) == 2 * printed
    assert Position(s).heavy(ids["queen"]) == s.ci[ids["queen"]].hv  # "all other dragons"
    skip_to(s, "fire")
    s.ip[ids["d"]]["e"] = True
    s.ip[ids["d"]]["am"] = 2 * printed
    Position(s).changed()
    volley(s, ids["y"], [(ids["d"], "heavy")] * (2 * printed))
    assert sum(damage(s, ids["y"])) == 2 * printed


def test_an_escorts_player_may_let_a_volley_through():
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("big", mk("S8", "Test Flagship"), None), ("e", "S2|corporate escort", None)])
    volley(s, ids["big"], [(ids["g"], "phaser")] * 4)  # the defender passes every choice
    assert sum(damage(s, ids["big"])) == 4 and sum(damage(s, ids["e"])) == 0


def escort(identity: str, big):
    def scenario():
        s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                      theirs=[("big", big, None), ("e", identity, None)])
        shields_e = Position(s).shields(ids["e"])
        strength_e = Position(s).strength(ids["e"])
        can_take = (shields_e + strength_e - 1) // 2  # without being destroyed
        skip_to(s, "fire")
        act(s, "target", on=ids["big"])
        for _ in range(4):
            act(s, "fire", card=ids["g"], weapon="phaser")
        act(s, "resolve")
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")
        # "can intercept damage ...": how many points, by which escort, is the defender's choice.
        offers = {a["points"] for a in s.legal_actions(B) if a["type"] == "use" and a["card"] == ids["e"]}
        assert max(offers) >= min(4, can_take) and {"player": B, "type": "pass"} in s.legal_actions(B)
        taken = min(4, can_take)
        act(s, "use", card=ids["e"], points=taken)
        while s.pending:
            act(s, "pass")
        assert sum(damage(s, ids["big"])) == 4 - taken
        assert sum(damage(s, ids["e"])) == 2 * taken and ids["e"] in s.ip
    return scenario


def minesweeper(identity: str):
    def scenario():
        s, ids = duel(mine=[("u", CRUISER, None), ("m", "E2|nuclear mine", "u"), ("m2", "E5|antimatter mine", "u")],
                      theirs=[("sw", identity, None), ("y", mk("S9", "Test Hulk"), None)])
        skip_to(s, "play_a")
        act(s, "operate", card=ids["m"], on=ids["y"])
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")
        # "As a reaction, can negate one mine explosion": the sweeper's owner chooses to.
        assert s.current_players() == [B]
        assert {"player": B, "type": "use", "card": ids["sw"]} in s.legal_actions(B)
        act(s, "use", card=ids["sw"])
        assert damage(s, ids["y"]) == (0, 0) and ids["m"] not in s.ip  # negated
        act(s, "operate", card=ids["m2"], on=ids["y"])
        while s.pending:
            act(s, "pass")
        assert damage(s, ids["y"]) == (0, 2)  # one mine per complete turn
    return scenario


def test_base_commander_makes_his_base_protect_the_sector_hq():
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("t", ROCK, None), ("b", mk("B3", "Test Fort", cost_energy=1), "t")],
                  hand_b=["C6|base commander"])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)
    s2, ids2 = duel(mine=[("ship", CRUISER, None)], theirs=[("t", ROCK, None), ("b", mk("B3", "Test Fort", cost_energy=1), "t"),
                                                           ("bc", "C6|base commander", "b")])
    assert Position(s2).needs(ids2["b"]) == {}
    skip_to(s2, "fire")
    assert {"player": A, "type": "target", "hq": B} not in s2.legal_actions(A)


def automaton(identity: str, host):
    def scenario():
        s, ids = duel(mine=[("u", CRUISER, None), ("c", host, "u" if host is CREW else None)], hand=[identity, "O2|injury"])
        before = Position(s).strength(ids["c"])
        play(s, identity, on=ids["c"])
        assert Position(s).strength(ids["c"]) == before + s.ci[in_play(s, identity)].st
        if host is CREW:
            assert ids["c"] not in targets_of(s, "O2|injury")  # "Immunity to health-affecting cards"
    return scenario


def test_hand_held_weapon_makes_a_crew_card_two_stronger():
    s, ids = duel(mine=[("u", CRUISER, None), ("c", CREW, "u")], hand=["A2|hand held weapon"])
    play(s, "A2|hand held weapon", on=ids["c"])
    assert Position(s).strength(ids["c"]) == 5


def reference_card(identity: str):
    def scenario():
        # Not stocked, so never in a match, even listed in a deck's deck zone (issue 27).
        s, ids = duel(hand=[identity])
        assert all(s.ci[c].card["identity"] != identity for c in range(len(s.inst)))
    return scenario


def distribution_nodes(identity: str, nodes: int):
    def scenario():
        mech = mk("S6", "Test Mechad Cruiser", main_empire="Mechad", nodes=1, cost_energy=1)
        s, ids = duel(mine=[("m", mech, None)], hand=[identity])
        s2, ids2 = duel(mine=[("m", mech, None)])
        play(s, identity, on=ids["m"])
        for state, m in ((s, ids["m"]), (s2, ids2["m"])):
            state.ip[m]["emf"] = 0
            state.pool["energy"] = 5
            Position(state).changed()
        Position(s).emf(A, ids["m"])
        Position(s2).emf(A, ids2["m"])
        assert s.ip[ids["m"]]["emf"] - s2.ip[ids2["m"]]["emf"] == nodes
    return scenario


def test_emergency_damage_control_restores_half_the_strength():
    s, ids = duel(mine=[("u", mk("S8", "Test Liner", shields=3), None)], hand=["O8|emergency damage control"])
    Position(s).damage(ids["u"], shields=3, structure=7)
    play(s, "O8|emergency damage control", on=ids["u"])
    assert damage(s, ids["u"]) == (3, 4)


def fleet_drain(identity: str, kind: str):
    def scenario():
        t = mk("T9", "Test Everything", gen_economy=3, gen_ammunition=3, gen_research=3, gen_supply=3)
        s, ids = duel(theirs=[("t", t, None)], hand=[identity])
        skip_to(s, "play_a")
        act(s, "play", card=hand_card(s, identity), on=-1 - B)
        end_turn(s, draws=0)
        made = Position(s).produced(B)
        assert made[kind] == 0 and made["supply"] == 3
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        assert Position(s).produced(B)[kind] == 3  # "for one turn"
    return scenario


def test_cursed_alien_artifact_costs_two_draws_once():
    s, ids = duel(hand=["L4|cursed alien artifact"])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "L4|cursed alien artifact"), on=-1 - B)
    end_turn(s, draws=0)
    Position(s).hand(B, list(s.hand[B])[3:])
    skip_to(s, "draw")
    assert s.draws_left == 0
    assert not any(s.ci[c].card["identity"] == "L4|cursed alien artifact" for c in s.ip)


def test_heavy_weapons_backfire_sends_half_the_heavy_damage_back():
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", heavy_weapons=4), None)], theirs=[("y", mk("S9", "Test Hulk"), None)],
                  hand_b=["L5|heavy weapons backfire"])
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = 4
    Position(s).changed()
    r = hand_card(s, "L5|heavy weapons backfire", B)
    volley(s, ids["y"], [(ids["g"], "heavy")] * 4, reactions=[{"card": r, "on": ids["g"]}])
    assert sum(damage(s, ids["y"])) == 2 and sum(damage(s, ids["g"])) == 2


def test_a_minesweeper_owner_may_let_the_mine_explode():
    sweeper = "S4|argonian minesweeper argonian sleet minesweeper"
    s, ids = duel(mine=[("u", CRUISER, None), ("m", "E2|nuclear mine", "u")], theirs=[("sw", sweeper, None), ("y", mk("S9", "Test Hulk"), None)])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["m"], on=ids["y"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    act(s, "pass")  # the owner's choice, not the engine's: he keeps his sweep for later
    assert damage(s, ids["y"]) == (0, 2)
    assert "swept" not in s.ip[ids["sw"]]


def test_unsuccessful_minesweeping_stops_a_minesweeper_for_two_turns():
    sweeper = "S4|argonian minesweeper argonian sleet minesweeper"
    s, ids = duel(mine=[("u", CRUISER, None), ("m", "E2|nuclear mine", "u")], theirs=[("sw", sweeper, None), ("y", mk("S9", "Test Hulk"), None)],
                  hand=["L4|unsuccessful minesweeping"])
    assert targets_of(s, "L4|unsuccessful minesweeping") == {ids["sw"]}
    play(s, "L4|unsuccessful minesweeping", on=ids["sw"])
    act(s, "operate", card=ids["m"], on=ids["y"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["y"]) == (0, 2)


def test_monster_overstrike_doubles_a_dragons_next_volley():
    s, ids = duel(mine=[("d", "D6|astral dragoness", None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["L4|monster overstrike"])
    play(s, "L4|monster overstrike", on=ids["d"])
    skip_to(s, "fire")
    s.ip[ids["d"]]["e"] = True
    s.ip[ids["d"]]["am"] = 1
    Position(s).changed()
    volley(s, ids["y"], [(ids["d"], "heavy")])
    assert sum(damage(s, ids["y"])) == 2


def test_telepath_negates_a_card_of_equal_or_lesser_strength_played_against_the_fleet():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["H2|ion storm", "H8|gravity pocket"], hand_b=["C6|telepath"])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "H8|gravity pocket"), on=ids["y"])
    assert not any(a["type"] == "react" for a in s.legal_actions(B))  # stronger than the telepath
    while s.pending:
        act(s, "pass")
    before = sum(damage(s, ids["y"]))
    act(s, "play", card=hand_card(s, "H2|ion storm"), on=ids["y"])
    tp = hand_card(s, "C6|telepath", B)
    act(s, "react", card=tp, on=ids["y"])
    while s.pending:
        act(s, "pass")
    assert sum(damage(s, ids["y"])) == before
    assert tp not in s.ip and tp in Position(s).discard_of(B)  # "discarded when this is done"
    # Played in a Play Cards Phase: "Increases the strength of other crew cards at the same location by 2".
    s, ids = duel(mine=[("u", CRUISER, None), ("c", mk("C1", "Test Cook"), "u"), ("v", SMALL, None),
                        ("far", mk("C3", "Test Officer"), "v")], hand=["C6|telepath"])
    play(s, "C6|telepath", on=ids["u"])
    tp = in_play(s, "C6|telepath")
    pos = Position(s)
    assert (pos.strength(ids["c"]), pos.strength(ids["far"]), pos.strength(tp)) == (3, 3, 6)


def vektrean(identity: str):
    def scenario():
        s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9, heavy_weapons=2), None)], hand_b=[identity])
        s.main[B] = "Vektrean"
        v = place(s, B, identity)
        assert s.ci[v].t == "B"
        assert Position(s).can_fire_at(ids["g"], "phaser", v) and Position(s).can_fire_at(ids["g"], "heavy", v)
        # GEerrata "T/B Vektrean Asteroid Terrain": "Only the heavy weapons portion of a weapons
        # volley can damage the structure. The shields protect against ... weapons fire".
        sh = Position(s).shields(v)
        volley(s, v, [(ids["g"], "phaser")] * 9)
        assert damage(s, v) == (sh, 0)  # 9 points, never on its structure
        s2, ids2 = duel(hand=[identity])
        s2.main[A] = "Vektrean"
        c = hand_card(s2, identity)
        skip_to(s2, "play_a")
        assert {"player": A, "type": "play", "card": c} in s2.legal_actions(A)  # no terrain needed
    return scenario


def hatchling(identity: str, phasers: int):
    def scenario():
        s, ids = duel(mine=[("d", "D6|astral dragoness", None)], hand=[identity])
        s.main[A] = "Space Dragon"
        assert targets_of(s, identity) == {None, ids["d"]}  # on the dragon or independently
        st, ph = Position(s).strength(ids["d"]), Position(s).phasers(ids["d"])
        play(s, identity, on=ids["d"])
        h = in_play(s, identity)
        assert Position(s).strength(ids["d"]) == st + s.ci[h].st and Position(s).phasers(ids["d"]) == ph + phasers
    return scenario


def test_bureaucracy_limits_the_opponent_to_two_cards_for_two_turns():
    s, ids = duel(hand=["O3|bureaucracy"], hand_b=[ROCK, ROCK, ROCK, ROCK, ROCK, ROCK, ROCK])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "O3|bureaucracy"), on=-1 - B)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    n = 0
    while any(a["type"] == "play" for a in s.legal_actions(B)) and n < 5:
        act(s, "play", card=next(a["card"] for a in s.legal_actions(B) if a["type"] == "play"))
        n += 1
    assert n == 2


def test_sirens_add_one_to_each_volley_at_opponent_ships():
    s, ids = duel(mine=[("g", CRUISER, None)], theirs=[("y", mk("S9", "Test Hulk"), None)], hand=["M4|sirens"])
    play(s, "M4|sirens")
    volley(s, ids["y"], [(ids["g"], "phaser")] * 2)
    assert sum(damage(s, ids["y"])) == 3


def minefield(identity: str, total: int):
    def scenario():
        s, ids = duel(theirs=[("a", mk("S9", "Test Hulk"), None), ("b", mk("S8", "Test Hulk Two"), None)], hand=[identity])
        play(s, identity, on=-1 - B)
        got = sorted([sum(damage(s, ids["a"])), sum(damage(s, ids["b"]))])
        assert sum(got) == total and got[1] - got[0] <= 1
    return scenario


def test_ordnance_officer_provides_an_ammunition_point():
    generates("C2|ordnance officer", CRUISER, "ammunition", 1)()


def test_operations_officer_saves_one_supply_at_its_location():
    s, ids = duel(mine=[("u", mk("S6", "Test Liner", cost_supply=2), None)], hand=["C6|operations officer ops"])
    play(s, "C6|operations officer ops", on=ids["u"])
    assert Position(s).needs(ids["u"]) == {"supply": 1}


def test_commando_keeps_opponent_crew_missions_away():
    s, ids = duel(mine=[("own", CRUISER, None), ("tr", CARRIER, "own"), ("crew", "C6|mercenary", "own")],
                  theirs=[("ship", CRUISER, None), ("com", "C6|commando", "ship"), ("lab", "E2|laboratory", "ship"),
                          ("other", SMALL, None), ("lab2", "E1|probe", "other")])
    skip_to(s, "play_a")
    hits = {a["on"] for a in s.legal_actions(A) if a["type"] == "operate"}
    assert ids["lab"] not in hits and ids["lab2"] in hits


def test_ambassador_lets_only_stronger_cards_fire_at_its_location():
    s, ids = duel(mine=[("weak", CRUISER, None), ("big", mk("S7", "Test Dreadnought", phasers=4), None)],
                  theirs=[("y", SMALL, None), ("amb", "C5|ambassador", "y"), ("z", SMALL, None)])
    pos = Position(s)
    assert not pos.can_fire_at(ids["weak"], "phaser", ids["y"]) and pos.can_fire_at(ids["big"], "phaser", ids["y"])


def test_indirigan_female_keeps_indirigan_ships_from_firing_at_her_ship():
    ind = "S3|indirigan light carrier"
    s, ids = duel(mine=[("i", ind, None)], theirs=[("y", "S4|indirigan frigate indirigan nomads frigate", None),
                                                   ("f", "C1|indirigan female", "y")])
    assert not Position(s).can_fire_at(ids["i"], "phaser", ids["y"])


def test_scholar_generates_five_research():
    generates("C10|scholar", CRUISER, "research", 5)()


def test_confidential_deputy_doubles_a_crew_cards_points():
    s, ids = duel(mine=[("u", CRUISER, None), ("c", mk("C3", "Test Scientist", gen_research=3), "u")],
                  hand=["C1|confidential first chief executive deputy assistant to the ditto"])
    play(s, "C1|confidential first chief executive deputy assistant to the ditto", on=ids["c"])
    assert Position(s).produced(A)["research"] == 6


def test_subspace_stabilizers_double_a_bases_strength():
    s, ids = duel(mine=[("t", ROCK, None), ("b", mk("B4", "Test Base"), "t")], hand=["E10|subspace stabilizers"])
    play(s, "E10|subspace stabilizers", on=ids["b"])
    assert Position(s).strength(ids["b"]) == 8


def test_ionized_particle_field_gives_four_three_two_one_energy():
    s, ids = duel(hand=["T2|ionized particle field"])
    play(s, "T2|ionized particle field")
    seen = []
    for _ in range(4):
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        seen.append(Position(s).produced(A)["energy"])
    assert seen == [4, 3, 2, 1]
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert not any(s.ci[c].card["identity"] == "T2|ionized particle field" for c in s.ip)


def test_system_mechad_gives_engaged_mechad_ships_an_extra_phaser():
    mech = mk("S5", "Test Mechad Frigate", main_empire="Mechad", phasers=2)
    s, ids = duel(mine=[("m", mech, None)], theirs=[("sys", "T8|system mechad system", None)])
    assert Position(s).phasers(ids["m"]) == 3


def wandering_desire(identity: str):
    def scenario():
        s, ids = duel(theirs=[("i", "S4|indirigan frigate indirigan nomads frigate", None), ("o", CRUISER, None)], hand=[identity])
        assert targets_of(s, identity) == {ids["i"]}
        play(s, identity, on=ids["i"])
        assert ids["i"] not in s.ip
    return scenario


def halves(identity: str, kind: str, lasts: bool):
    def scenario():
        t = mk("T9", "Test Everything", gen_research=5, gen_supply=5)
        s, ids = duel(theirs=[("t", t, None)], hand=[identity])
        skip_to(s, "play_a")
        act(s, "play", card=hand_card(s, identity), on=-1 - B)
        end_turn(s, draws=0)
        assert Position(s).produced(B)[kind] == 2
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        assert Position(s).produced(B)[kind] == (2 if lasts else 5)
    return scenario


def test_power_outage_does_structural_damage_equal_to_the_engagement_energy():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk", cost_energy=3, shields=4), None)], hand=["H5|power outage"])
    play(s, "H5|power outage", on=ids["y"])
    assert damage(s, ids["y"]) == (0, 3)
    po = in_play(s, "H5|power outage")
    pass_turns(s, 10)
    assert po not in s.ip


def test_anarchist_disables_a_crew_card_and_sabotages_its_location():
    s, ids = duel(theirs=[("y", mk("S9", "Test Hulk", shields=4), None), ("c", mk("C3", "Test Scientist", gen_research=3), "y")],
                  hand=["A5|anarchist"])
    play(s, "A5|anarchist", on=ids["c"])
    assert Position(s).produced(B)["research"] == 0
    an = in_play(s, "A5|anarchist")
    pass_turns(s, 2)
    skip_to(s, "play_a")
    act(s, "operate", card=an)
    while s.pending:
        act(s, "pass")
    assert damage(s, ids["y"]) == (0, 2)


def test_kraken_does_nine_damage_a_turn_to_a_fleet_until_researched():
    s, ids = duel(theirs=[("a", mk("S9", "Test Hulk"), None), ("b", mk("S9", "Test Hulk Two"), None),
                          ("lab", mk("T9", "Research World", gen_research=9), None)], hand=["M9|kraken"])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "M9|kraken"), on=-1 - B)
    end_turn(s, draws=0)
    # "divided as equally as possible": 4 each, and the Kraken's player picks who takes the 9th.
    assert s.current_players() == [A] and {a["card"] for a in s.legal_actions(A)} == {ids["a"], ids["b"]}
    act(s, "use", card=ids["b"])
    assert [sum(damage(s, ids["a"])), sum(damage(s, ids["b"]))] == [4, 5]
    kr = in_play(s, "M9|kraken")
    for _ in range(9):
        act(s, "research", card=kr)
    assert kr not in s.ip


def test_space_illness_weakens_a_unit_each_turn_and_doubles_its_energy_cost():
    s, ids = duel(theirs=[("y", mk("S6", "Test Liner", cost_energy=1, shields=2), None)], hand=["M7|space illness"])
    play(s, "M7|space illness", on=ids["y"])
    assert damage(s, ids["y"]) == (0, 1) and Position(s).needs(ids["y"]) == {"energy": 2}


def blinds(identity: str, picks: list[str], expect_blind: set[str]):
    """Strobe: the defender picks three units that may not fire; False Intelligence: he picks the
    ships that keep firing, adding up to at most half the fleet's ship strength (9 of 15 does not
    fit). The defender's choices, made one unit at a time (`picks`)."""
    def scenario():
        theirs = [("a", mk("S9", "Test Gun A", phasers=9), None), ("b", mk("S3", "Test Gun B", phasers=3), None),
                  ("c", mk("S2", "Test Gun C", phasers=1), None), ("d", mk("S1", "Test Gun D", phasers=1), None)]
        s, ids = duel(theirs=theirs, hand=[identity])
        skip_to(s, "play_a")
        act(s, "play", card=hand_card(s, identity), on=-1 - B)
        end_turn(s, draws=0)
        for label in picks:
            assert s.current_players() == [B] and s.pending[-1]["k"] == "choose"
            act(s, "use", card=ids[label])
        assert not s.pending
        blinded = [k for k in "abcd" if s.ip[ids[k]]["nf"]]
        assert set(blinded) == expect_blind
        assert not any(s.ci[c].card["identity"] == identity for c in s.ip)
    return scenario


def test_the_strobed_player_chooses_which_units_are_blinded():
    # Not the engine: he may blind his strongest gun and keep the small ones firing.
    blinds("E7|argonian strobe", ["a", "b", "c"], {"a", "b", "c"})()


def test_false_intelligence_lets_the_player_stop_keeping_ships_early():
    theirs = [("a", mk("S9", "Test Gun A", phasers=9), None), ("b", mk("S3", "Test Gun B", phasers=3), None),
              ("c", mk("S2", "Test Gun C", phasers=1), None)]
    s, ids = duel(theirs=theirs, hand=["O7|false intelligence report"])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "O7|false intelligence report"), on=-1 - B)
    end_turn(s, draws=0)
    act(s, "use", card=ids["c"])
    act(s, "pass")  # he keeps only the S2 firing
    assert {k for k in "abc" if s.ip[ids[k]]["nf"]} == {"a", "b"}


CARD_SCENARIOS = {
    "A1|millennia molting": molting("A1|millennia molting", 1),
    "A3|tri millennia molting": molting("A3|tri millennia molting", 3),
    "A5|ancient molting": molting("A5|ancient molting", 5),
    "A2|logic": generates("A2|logic", "D4|radiation dragoness", "research", 2),
    "B1|commercial outpost": terrain_modifier("B1|commercial outpost", {"supply": 1, "economy": 1}),
    "B3|space station": terrain_modifier("B3|space station", {"supply": 2}),
    "S2|independent freighter": terrain_modifier("S2|independent freighter", {"economy": 3}),
    "C1|boarding party": boarding_party("C1|boarding party", 1),
    "C4|boarding party": boarding_party("C4|boarding party", 1),
    "C4|marine": mission("C4|marine", "discard_crew_or_equipment", "equipment", "gone"),
    "C5|suicide squad": mission("C5|suicide squad", "structure", "ship", "structure 5 discarded"),
    "C6|mercenary": mercenary_kills_a_crew_and_costs_no_economy_on_a_vektrean_ship("C6|mercenary", 2),
    "C3|engineer": test_engineer_saves_one_energy_and_doubles_repairs,
    "D1|scintillating dragoness": immune("D1|scintillating dragoness", "weapons"),
    "D3|quark dragoness": test_quark_dragoness_takes_half_heavy_weapons_damage,
    "D4|radiation dragoness": test_radiation_dragoness_ignores_shields_when_attacking,
    "D5|hydrogen dragoness": test_hydrogen_dragoness_breath_does_double_damage_to_terrain,
    "D6|astral dragoness": dragon_command("D6|astral dragoness", 2),
    "D7|neutron dragoness": immune("D7|neutron dragoness", "heavy"),
    "D8|moon dragoness": test_moon_dragoness_is_played_engaged,
    "D9|ether dragoness": immune("D9|ether dragoness", "phaser"),
    "E1|krebiz armor": test_krebiz_armor_adds_one_strength_to_a_krebiz_ship_only,
    "E1|probe": generates("E1|probe", CRUISER, "research", 1),
    "E2|laboratory": generates("E2|laboratory", CRUISER, "research", 2),
    "E4|hull rotation argonian hull rotation": test_hull_rotation_ignores_damage_equal_to_the_shields,
    "H1|divergent anomaly": test_divergent_anomaly_leaves_the_sector_hq_unprotected,
    "H1|time warp": test_time_warp_takes_a_stack_out_of_play_for_its_strength_in_turns,
    "H2|gravity wave": test_gravity_wave_damages_every_ship_of_one_fleet,
    "H3|pulsar": test_pulsar_damages_each_turn_and_lasts_its_strength,
    "L2|phaser malfunction": phasers_negated("L2|phaser malfunction"),
    "L5|defensive override": phasers_negated("L5|defensive override"),
    "L2|warp engine breach": test_warp_engine_breach_does_half_the_ships_strength_as_structural_damage,
    "L3|lucky targeting": test_lucky_targeting_multiplies_the_next_volley_by_one_and_a_half,
    "L3|unlucky targeting": volley_reaction("L3|unlucky targeting", 5, 2),
    "O3|defensive electronic warfare": volley_reaction("O3|defensive electronic warfare", 5, 3),
    "O3|offensive electronic warfare": test_offensive_electronic_warfare_adds_two_to_the_next_volley,
    "L4|lucky shield repair": test_lucky_shield_repair_restores_all_shields,
    "L4|monster healing": test_monster_healing_heals_four_points_on_a_dragon,
    "L6|pirates cache": test_pirates_cache_gives_points_in_the_allocation_phase,
    "L7|alien artifact": test_alien_artifact_draws_three_when_discarded,
    "L9|accelerated timeline": test_accelerated_timeline_lifts_the_three_card_limit,
    "L9|lost fleet": test_lost_fleet_returns_the_two_ships_nearest_the_top_of_the_discard_pile,
    "M2|planet gouge": test_planet_gouge_does_three_damage_to_terrain,
    "M5|astromorph": test_astromorph_does_five_a_turn_and_only_heavy_weapons_hurt_it,
    "M5|power leech": test_power_leech_triples_engagement_energy_until_researched,
    "M5|tectonic burrower": test_tectonic_burrower_stops_energy_and_damages_its_terrain,
    "O1|breakdown": test_breakdown_stops_fire_until_repaired,
    "O1|illness": crew_disabled("O1|illness", 1),
    "O2|injury": crew_disabled("O2|injury", 2),
    "O5|political upheaval": test_political_upheaval_stops_a_terrain_until_research_of_both_strengths,
    "O7|capital revitalization": test_capital_revitalization_draws_up_to_nine_at_the_end_of_the_turn,
    "O8|planetary revolt": test_planetary_revolt_stops_a_terrain_for_four_turns,
    "S1|bolaar patrol ship": returns_to_hand("S1|bolaar patrol ship"),
    "S1|corporate pirate patrol ship": returns_to_hand("S1|corporate pirate patrol ship"),
    "S3|argonian science vessel argonian rainshower science vessel": ship_generates(
        "S3|argonian science vessel argonian rainshower science vessel", "research", 2),
    "S4|indirigan frigate indirigan nomads frigate": indirigan("S4|indirigan frigate indirigan nomads frigate"),
    "S5|indirigan destroyer indirigan nomads destroyer": indirigan("S5|indirigan destroyer indirigan nomads destroyer"),
    "S6|indirigan light cruiser": indirigan("S6|indirigan light cruiser"),
    "S6|indirigan medium cruiser indirigan nomads medium cruiser": indirigan("S6|indirigan medium cruiser indirigan nomads medium cruiser"),
    "T2|comet biruks comet": comet("T2|comet biruks comet", 2),
    "T6|comet sochess comet": comet("T6|comet sochess comet", 6),
    "T3|dragon egg": test_dragon_egg_spares_the_fleets_dragons_one_damage_a_volley,
    "T3|planet crystal planet": test_crystal_planet_cannot_be_damaged_by_weapons_fire,
    "T4|forming system": test_forming_system_takes_half_heavy_weapons_damage,
    "T4|small planet siobhan 7": stats_only_points("T4|small planet siobhan 7", {"supply": 2, "energy": 1, "ammunition": 1}),
    "T5|planet vektrea prime": stats_only_points("T5|planet vektrea prime", {"economy": 2, "supply": 1, "energy": 2}),
    "T5|dragon cave": stats_only_points("T5|dragon cave", {"supply": 2, "healing": 3}),
    "T5|nebula homecloud nebula": test_homecloud_nebula_spares_argonian_ships_in_every_fleet,
    "L1|lucky crew action": test_lucky_crew_action_makes_a_crew_card_ignore_a_card_played_on_it,
    "C1|crewman": test_crewman_takes_a_card_played_on_another_crew_card,
    "C2|doctor": doctor("C2|doctor"),
    "C7|doctor": doctor("C7|doctor"),
    "E1|cargo": test_cargo_lets_a_unit_sustain_one_more_damage_point,
    "E1|escape pod": test_escape_pod_saves_three_crew_from_a_destroyed_unit,
    "E1|fuser mechanism": test_fuser_mechanism_doubles_an_indirigan_ships_torpedo_damage,
    "H3|magnetic cloud": test_magnetic_cloud_stops_shields_and_heavy_weapons_for_its_strength_in_turns,
    "H4|gravity pocket": test_gravity_pocket_does_three_damage_to_a_ship,
    "L2|malpractice": test_malpractice_is_played_only_on_a_doctor,
    "M3|invinco guardian": invinco("M3|invinco guardian"),
    "M6|invinco guardian": invinco("M6|invinco guardian"),
    "H/T2|plasma field": test_plasma_field_damages_two_a_turn_until_researched,
    "B2|defensive satellites": test_defensive_satellites_drop_to_two_phasers_after_one_damage,
    "B2|fighter garrison": rearms("B2|fighter garrison"),
    "S3|indirigan light carrier": rearms("S3|indirigan light carrier"),
    "S7|argonian heavy carrier argonian ionstorm heavy carrier": rearms("S7|argonian heavy carrier argonian ionstorm heavy carrier"),
    "B4|police headquarters": test_police_headquarters_keeps_weaker_pirates_off_its_fleets_terrain,
    "T5|star": test_star_takes_one_terrain_of_strength_five_or_less_as_one_card,
    "T1|planetary storm": combines_with_terrain("T1|planetary storm", PLANET, {"economy": 2, "supply": 2, "energy": 2}),
    "T2|captured moon": test_captured_moon_is_played_only_to_a_planet_system_or_star,
    "Spcl25|point symbols": test_point_symbols_is_a_reference_card_never_in_a_match,
    "A4|hot nobelium": test_hot_nobelium_doubles_a_dragons_breath_weapon_damage,
    "L5|ice age": test_ice_age_halves_a_terrains_energy,
    "L6|artifact dragon gem of protection": test_artifact_gem_gives_a_dragon_six_shields,
    "M7|tri lateral textangula": test_tri_lateral_textangula_does_three_damage_to_three_units_of_one_fleet,
    "O1|time skip": test_time_skip_treats_an_opponent_stack_as_not_there_for_one_turn,
    "O8|alien love interest": crew_disabled("O8|alien love interest", 8),
    "C4|security officer": test_security_officer_stops_weaker_crew_attacks_at_its_location,
    "C8|general": test_general_on_a_base_sends_crew_on_missions_without_transport,
    "T7|dragon lair": test_dragon_lair_with_a_second_lair_lets_one_dragon_a_turn_be_played_engaged,
    "T7|quantum black hole": test_quantum_black_hole_splits_its_strength_among_a_fleets_terrain_and_drains_energy,
    "M3|phase rats": test_phase_rats_triple_supply_needs_and_do_one_damage_a_turn,
    "M2|rat infestation": test_rat_infestation_needs_two_more_supply,
    "H2|supersonic flow": test_supersonic_flow_does_two_a_turn_and_only_heavy_weapons_hurt_it,
    "D6|solar dragoness": test_solar_dragoness_sits_on_a_terrain_and_takes_its_damage,
    "A5|mind mold symbionts": test_mind_mold_symbionts_add_their_strength_to_a_weak_own_monster,
    "L8|targeting error": test_targeting_error_redirects_a_volley_into_the_firing_fleet,
    "L9|suspended animation": test_suspended_animation_stops_the_opponents_card_plays_and_goes_to_the_bottom_of_the_discard_pile,
    "O1|time compression": plays_limited("O1|time compression", 1),
    "E2|krebiz armor": adds_strength("E2|krebiz armor", KREBIZ_CRUISER, 2, KREBIZ_CAPSULE),
    "E3|krebiz armor": adds_strength("E3|krebiz armor", KREBIZ_CRUISER, 3, KREBIZ_CAPSULE),
    "E4|hangar bay": test_hangar_bay_rearms_shuttles_on_its_base,
    "E4|stellar map": no_hazards_on_ship("E4|stellar map", clears=False),
    "C4|navigator": no_hazards_on_ship("C4|navigator", clears=True),
    "E3|engine synchronization": test_engine_synchronization_saves_one_energy,
    "C5|quartermaster": test_quartermaster_on_a_base_draws_an_extra_card,
    "E5|antimatter mine": test_antimatter_mine_destroys_all_shields_and_does_two_structural_damage,
    "E6|repair bay indirigan repair bay": test_indirigan_repair_bay_generates_two_repair_points,
    "E8|fuser": doubles_heavy("E8|fuser", "S3|indirigan light carrier"),
    "E6|sabot sequencer": doubles_heavy("E6|sabot sequencer", KREBIZ_CRUISER),
    "E8|bolaar phaser capacitors": test_bolaar_phaser_capacitors_fire_the_phasers_twice,
    "E3|cargo": test_big_cargo_lets_a_unit_sustain_three_more_damage_points,
    "E3|reserve power": reserve_power("E3|reserve power", 3),
    "E6|reserve power": reserve_power("E6|reserve power", 6),
    "E7|heavy fighter": lambda: (one_shot_phasers("E7|heavy fighter", 1, "B2|fighter garrison")(),
                                 adds_heavy("E7|heavy fighter", CRUISER, 2)()),
    "C7|boarding party": boarding_party("C7|boarding party", 2),
    "C9|marauder": mission("C9|marauder", "structure", "ship", "structure 2"),
    "C2|mercenary": mercenary_kills_a_crew_and_costs_no_economy_on_a_vektrean_ship("C2|mercenary", 0),
    "C4|bounty hunter": mission("C4|bounty hunter", "kill_crew", "crew", "gone"),
    "C4|corrupt politician": test_corrupt_politician_stops_terrain_economy_or_taxes_a_unit,
    "E3|emergency power": test_emergency_power_ignores_half_the_units_strength_in_damage,
    "C1|bar tender": test_bar_tender_discards_insanity_at_its_location,
    "H1|dust cloud": hits("H1|dust cloud", mk("S9", "Test Hulk"), 1),
    "H2|meteor shower": test_meteor_shower_destroys_a_shuttle_or_does_one_damage_or_makes_a_research_point,
    "H3|radioactive dust cloud": hits("H3|radioactive dust cloud", mk("S9", "Test Hulk"), 2),
    "H4|cosmic rays": hits("H4|cosmic rays", mk("S9", "Test Hulk"), 2),
    "H8|gravity pocket": gravity_pocket_traps_a_ship("H8|gravity pocket", 6, 3, 3),
    "H3|quasar": test_quasar_takes_three_from_each_opponent_volley_for_its_strength_in_turns,
    "H6|crab pulsar": test_crab_pulsar_does_two_a_turn_for_three_turns,
    "H4|warp funnel": test_warp_funnel_damages_each_turn_and_leaves_the_sector_hq_unprotected,
    "L3|pirates cache": gains("L3|pirates cache", {"economy": 1, "supply": 1, "ammunition": 1}),
    "L6|lucky maneuver": volley_reaction("L6|lucky maneuver", 5, 0),
    "O2|gold vein": test_gold_vein_adds_two_economy_for_its_strength_in_turns,
    "O2|space debris": gains("O2|space debris", {"supply": 1, "research": 1}),
    "O5|derelict spacecraft": gains("O5|derelict spacecraft", {"supply": 2, "ammunition": 2, "research": 2}),
    "O2|comet impact": test_comet_impact_damages_a_terrain_and_stops_its_output_for_a_turn,
    "O2|natural disaster": test_natural_disaster_consumes_a_terrains_economy_for_two_turns,
    "O4|love interest": crew_off_for_a_turn("O4|love interest", mk("C3", "Test Scientist", gen_research=3)),
    "O4|repair delivery": test_repair_delivery_repairs_its_strength_in_damage,
    "O5|breakdown": breakdown("O5|breakdown"),
    "O5|illness": crew_disabled("O5|illness", 5),
    "O9|illness": crew_disabled("O9|illness", 9),
    "O6|injury": crew_disabled("O6|injury", 6),
    "O5|evasive maneuvers": volley_reaction("O5|evasive maneuvers", 5, 3),
    "O5|tactical retreat": test_tactical_retreat_returns_an_own_ship_stack_to_the_hand,
    "O6|alien abduction": kills_crew("O6|alien abduction"),
    "M6|seductress": kills_crew("M6|seductress"),
    "O8|technological breakthrough": draws("O8|technological breakthrough", 3),
    "O9|alliance treaty": draws("O9|alliance treaty", 5),
    "O3|early warning beacon": test_early_warning_beacon_allows_five_cards_this_turn,
    "O3|offensive defensive electronic warfare": volley_reaction("O3|offensive defensive electronic warfare", 5, 4),
    "O10|planetary destruction": test_planetary_destruction_destroys_a_terrain_and_its_bases,
    "M3|shadow": test_shadow_lets_a_ship_absorb_three_more_damage,
    "M4|harvesters": test_harvesters_consume_a_terrains_supply,
    "B3|power generation platform": terrain_modifier("B3|power generation platform", {"energy": 2}),
    "B3|repair station": base_generates("B3|repair station", "repair", 2),
    "T8|dragon lair": test_dragon_lair_with_a_second_lair_engages_one_dragon_without_its_points,
    "T9|dragon lair": test_dragon_lair_with_a_second_lair_fully_heals_one_dragon_each_turn,
    "T3|dragon hole": stats_only_points("T3|dragon hole", {"supply": 2, "healing": 2}),
    "T4|planet podekkur prime": test_podekkur_prime_takes_no_crew_cards,
    "T10|super massive star": test_super_massive_star_takes_a_terrain_of_any_strength,
    "T1|captured satellite": combines_with_terrain("T1|captured satellite", PLANET, {"supply": 3}),
    "S1|krebiz light carrier capsule": rearms("S1|krebiz light carrier capsule"),
    "S2|krebiz carrier capsule": rearms("S2|krebiz carrier capsule"),
    "S4|argonian assault carrier argonian galestorm assault carrier": rearms("S4|argonian assault carrier argonian galestorm assault carrier"),
    "S4|krebiz light carrier": rearms("S4|krebiz light carrier"),
    "S8|krebiz heavy carrier": rearms("S8|krebiz heavy carrier"),
    "S8|indirigan heavy carrier": rearms("S8|indirigan heavy carrier"),
    "S1|krebiz science capsule": ship_generates("S1|krebiz science capsule", "research", 2),
    "S3|independent tug": terrain_modifier("S3|independent tug", {"economy": 2}),
    "S5|ore carrier": terrain_modifier("S5|ore carrier", {"energy": 2}),
    "S6|garbage scow": terrain_modifier("S6|garbage scow", {"economy": 1}),
    "S4|local police ship": lambda: test_police_headquarters_keeps_weaker_pirates_off_its_fleets_terrain(),
    "S6|luxury liner": test_luxury_liner_needs_no_command_slot,
    "S7|bolaar dreadnought": test_bolaar_dreadnought_command_point_only_for_a_bolaar_fleet,
    "S7|indirigan heavy cruiser": indirigan("S7|indirigan heavy cruiser"),
    "S8|indirigan battlecruiser indirigan nomads battlecruiser": indirigan("S8|indirigan battlecruiser indirigan nomads battlecruiser"),
    "S9|indirigan dreadnought": indirigan("S9|indirigan dreadnought"),
    "D2|oort dragoness": test_oort_dragoness_takes_half_of_all_weapons_fire,
    "D9|nebula dragon": test_nebula_dragon_can_be_attacked_only_by_cards_of_strength_seven,
    "D10|deinos nameh dragon king": dragon_lord("D10|deinos nameh dragon king", "phaser"),
    "D10|draxos iii dragon queen": test_the_dragon_queen_doubles_the_other_dragons_breath_weapons,
    "T/H2|plasma field": lambda: stats_only_points("T/H2|plasma field", {"energy": 2})(),
    "S2|argonian escort argonian warm front escort": escort("S2|argonian escort argonian warm front escort", mk("S8", "Test Flagship")),
    "S1|krebiz escort capsule": escort("S1|krebiz escort capsule", mk("S8", "Test Flagship")),
    "S2|corporate escort": escort("S2|corporate escort", mk("S8", "Test Flagship")),
    "S2|mechad escort": escort("S2|mechad escort", mk("S8", "Test Flagship")),
    "S3|indirigan escort indirigan nomads escort": escort("S3|indirigan escort indirigan nomads escort", mk("S2", "Test Skiff")),
    "S1|krebiz minesweeper capsule": minesweeper("S1|krebiz minesweeper capsule"),
    "S4|argonian minesweeper argonian sleet minesweeper": minesweeper("S4|argonian minesweeper argonian sleet minesweeper"),
    "S4|corporate minesweeper": minesweeper("S4|corporate minesweeper"),
    "S5|mechad minesweeper": minesweeper("S5|mechad minesweeper"),
    "S3|krebiz minesweeper": minesweeper("S3|krebiz minesweeper"),
    "C6|base commander": test_base_commander_makes_his_base_protect_the_sector_hq,
    "A1|lesser automaton": automaton("A1|lesser automaton", CREW),
    "A3|automaton": automaton("A3|automaton", CREW),
    "A5|greater automaton": automaton("A5|greater automaton", CREW),
    "A9|dragon automaton": automaton("A9|dragon automaton", "D6|astral dragoness"),
    "A2|hand held weapon": test_hand_held_weapon_makes_a_crew_card_two_stronger,
    "A7|eon molting": molting("A7|eon molting", 7),
    "Spcl25|dragons of space": reference_card("Spcl25|dragons of space"),
    "Spcl25|primary edition basic deck a front": reference_card("Spcl25|primary edition basic deck a front"),
    "Spcl25|primary edition basic deck a rear": reference_card("Spcl25|primary edition basic deck a rear"),
    "Spcl25|primary edition basic deck b front": reference_card("Spcl25|primary edition basic deck b front"),
    "Spcl25|primary edition basic deck b rear": reference_card("Spcl25|primary edition basic deck b rear"),
    "Spcl25|primary edition booster box": reference_card("Spcl25|primary edition booster box"),
    "Spcl25|primary edition booster pack": reference_card("Spcl25|primary edition booster pack"),
    "E1|distribution node": distribution_nodes("E1|distribution node", 1),
    "E5|distribution nodes": distribution_nodes("E5|distribution nodes", 2),
    "E9|distribution nodes": distribution_nodes("E9|distribution nodes", 3),
    "O8|emergency damage control": test_emergency_damage_control_restores_half_the_strength,
    "O8|economic crisis": fleet_drain("O8|economic crisis", "economy"),
    "L4|cursed alien artifact": test_cursed_alien_artifact_costs_two_draws_once,
    "L5|heavy weapons backfire": test_heavy_weapons_backfire_sends_half_the_heavy_damage_back,
    "L4|unsuccessful minesweeping": test_unsuccessful_minesweeping_stops_a_minesweeper_for_two_turns,
    "L4|monster overstrike": test_monster_overstrike_doubles_a_dragons_next_volley,
    "C6|telepath": test_telepath_negates_a_card_of_equal_or_lesser_strength_played_against_the_fleet,
    "B/T5|vektrean asteroid outpost": vektrean("B/T5|vektrean asteroid outpost"),
    "B/T9|vektrean asteroid starbase": vektrean("B/T9|vektrean asteroid starbase"),
    "T/B5|vektrean asteroid outpost": vektrean("T/B5|vektrean asteroid outpost"),
    "T/B9|vektrean asteroid starbase": vektrean("T/B9|vektrean asteroid starbase"),
    "D1|dragon hatchling": hatchling("D1|dragon hatchling", 1),
    "D2|dragon hatchling": hatchling("D2|dragon hatchling", 2),
    "O3|bureaucracy": test_bureaucracy_limits_the_opponent_to_two_cards_for_two_turns,
    "M4|sirens": test_sirens_add_one_to_each_volley_at_opponent_ships,
    "H3|small minefield": minefield("H3|small minefield", 3),
    "H6|large minefield": minefield("H6|large minefield", 6),
    "C2|ordnance officer": test_ordnance_officer_provides_an_ammunition_point,
    "C6|operations officer ops": test_operations_officer_saves_one_supply_at_its_location,
    "C6|commando": test_commando_keeps_opponent_crew_missions_away,
    "C5|ambassador": test_ambassador_lets_only_stronger_cards_fire_at_its_location,
    "C1|indirigan female": test_indirigan_female_keeps_indirigan_ships_from_firing_at_her_ship,
    "C10|scholar": test_scholar_generates_five_research,
    "E10|subspace stabilizers": test_subspace_stabilizers_double_a_bases_strength,
    "E2|gp chamber argonian gaseous protection chamber": escape_one_crew("E2|gp chamber argonian gaseous protection chamber"),
    "T2|ionized particle field": test_ionized_particle_field_gives_four_three_two_one_energy,
    "T8|system mechad system": test_system_mechad_gives_engaged_mechad_ships_an_extra_phaser,
    "O3|wandering desire": wandering_desire("O3|wandering desire"),
    "O5|wandering desire": wandering_desire("O5|wandering desire"),
    "C8|assassin": mission("C8|assassin", "kill_crew", "crew", "gone"),
    "H5|power outage": test_power_outage_does_structural_damage_equal_to_the_engagement_energy,
    "A5|anarchist": test_anarchist_disables_a_crew_card_and_sabotages_its_location,
    "M9|kraken": test_kraken_does_nine_damage_a_turn_to_a_fleet_until_researched,
    "M7|space illness": test_space_illness_weakens_a_unit_each_turn_and_doubles_its_energy_cost,
    "E7|argonian strobe": blinds("E7|argonian strobe", ["b", "c", "d"], {"b", "c", "d"}),
    "O7|false intelligence report": blinds("O7|false intelligence report", ["b", "c", "d"], {"a"}),
}
# The rulebook's cards (mapped before issue 11) have their own scenario tests in test_engine_rules.py.
RULEBOOK_CARDS = {
    "E2|phaser refit", "E4|heavy phaser refit", "E7|extreme phaser refit", "E1|shield refit", "E3|heavy shield refit",
    "E2|nuclear mine", "E2|transporter nuclear mine", "H2|ion storm", "H5|ion storm", "H1|ion storm positron storm",
    "M3|shield fiend", "M4|space dragon", "M1|small phaser eel", "M5|large phaser eel",
    "M9|huge phaser eel", "C1|science officer", "C2|science officer", "C3|science officer", "C4|science officer",
    "C6|science officer", "C5|captain", "C6|captain", "C2|civilian captain", "S1|fleet freighter", "S2|fleet tug",
    "B4|base station", "B9|starbase", "B1|planetary shield", "B3|heavy planetary shield", "B5|growing economy",
}

# The rulebook cards played (with their numbers asserted) by a rule test: identity -> "module::test".
# Those left out have no test of their own yet: the coverage report does not count them as fully
# modelled (cardscripts/scenarios.tsv, tests/rules/galactic_empires/scenario_index.py).
RULEBOOK_SCENARIOS = {
    **dict.fromkeys(
        ("B9|starbase", "S1|fleet freighter", "C4|science officer", "E2|phaser refit", "E1|shield refit", "H2|ion storm",
         "M3|shield fiend", "B4|base station", "M1|small phaser eel", "E2|nuclear mine"),
        "test_engine_narrative::test_bob_and_sue_narrative_example",
    ),
    "B3|heavy planetary shield": "test_engine_rules::test_planetary_shield_takes_card_damage_meant_for_its_terrain",
    "B1|planetary shield": (
        "test_engine_rules::test_planetary_shield_goes_only_on_planets_moons_or_asteroids_and_takes_their_card_damage"
    ),
    "C2|civilian captain": (
        "test_engine_rules::test_civilian_captain_on_a_generic_ship_saves_a_supply_and_a_damage_point_each_volley"
    ),
    "C1|science officer": "test_engine_rules::test_science_officer_c1_makes_a_research_point_and_suspends_a_monster_at_his_location",
    "C2|science officer": "test_engine_rules::test_science_officer_c2_makes_a_research_point_and_suspends_a_monster_at_his_location",
    "C3|science officer": "test_engine_rules::test_science_officer_c3_makes_a_research_point_and_suspends_a_monster_at_his_location",
    "C6|science officer": "test_engine_rules::test_science_officer_c6_makes_two_research_points_and_suspends_a_monster_at_his_location",
    "H1|ion storm positron storm": "test_engine_rules::test_planetary_shield_takes_card_damage_meant_for_its_terrain",
    "B5|growing economy": "test_engine_rules::test_growing_economy_adds_three_never_multiplied",
    "S2|fleet tug": "test_engine_rules::test_growing_economy_adds_three_never_multiplied",
    "C5|captain": "test_engine_rules::test_captain_command_point_raises_the_limit_after_allocation",
    "C6|captain": "test_engine_rules::test_captain_ignores_one_damage_point_of_each_opponent_volley",
    "E4|heavy phaser refit": "test_engine_rules::test_phaser_refits_add_at_most_three_phasers_to_a_ship",
    "M5|large phaser eel": "test_engine_rules::test_large_phaser_eel_absorbs_the_units_phasers_and_dies_at_five_points_of_heavy_damage",
    "M9|huge phaser eel": "test_engine_rules::test_huge_phaser_eel_absorbs_the_units_phasers_and_dies_at_nine_points_of_heavy_damage",
    "E7|extreme phaser refit": "test_engine_rules::test_extreme_phaser_refit_adds_three_phasers_ships_at_most_three_from_refits",
    "E3|heavy shield refit": "test_engine_rules::test_heavy_shield_refit_adds_two_shields_ships_at_most_three_from_refits",
    "H5|ion storm": "test_engine_rules::test_ion_storm_damage_equals_its_strength_and_is_discarded",
    "M4|space dragon": "test_engine_rules::test_space_dragon_damages_each_turn_and_the_unit_may_only_fire_on_it",
}


def all_scenarios() -> dict:
    """This module's scenarios and those of every ``test_effects_more_*.py`` module (its SCENARIOS)."""
    found = dict(CARD_SCENARIOS)
    for path in sorted(Path(__file__).parent.glob("test_effects_more_*.py")):
        module = importlib.import_module(f"{__package__}.{path.stem}")
        assert not set(found) & set(module.SCENARIOS), f"{path.name} repeats a scenario"
        found.update(module.SCENARIOS)
    return found


def test_every_mapped_card_has_a_scenario():
    assert set(effects.CARD_EFFECTS) - RULEBOOK_CARDS == set(all_scenarios())


def test_the_rulebook_scenarios_name_rulebook_cards_and_real_tests():
    assert set(RULEBOOK_SCENARIOS) <= RULEBOOK_CARDS
    for identity, ref in RULEBOOK_SCENARIOS.items():
        module_name, function = ref.split("::")
        module = importlib.import_module(f"{__package__}.{module_name}")
        assert callable(getattr(module, function, None)), (identity, ref)


@pytest.mark.parametrize("identity", sorted(CARD_SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    CARD_SCENARIOS[identity]()


def test_the_log_line_of_a_play_names_the_card_for_everyone_and_a_draw_names_none():
    # Cards are played face up: the opponent and spectators read what was played; a draw shows nothing.
    s, ids = duel(hand=["E2|nuclear mine"], theirs=[("t", CRUISER, None)])
    mine = hand_card(s, "E2|nuclear mine")
    played = {"player": A, "type": "play", "card": mine, "on": ids["t"]}
    for viewer in (A, B, None):
        assert s.describe_for(played, viewer) == f"Seat {A}: play {s.ci[mine].title} on {s.ci[ids['t']].title}"
    drawn = {"player": A, "type": "draw"}
    top = s.deck[A][-1]
    assert s.ci[top].title not in s.describe_for(drawn, B) and s.describe_for(drawn, B) == f"Seat {A}: draw"
