"""Time Gates cards of the time origin (issue 26, branch m): each scenario plays the real card from the
project's data and asserts what its text states.

Rules read first: v2.1 "TIME GATES RULES" ("TIME ORIGIN": "Cards at the time origin may only move back
into the fleet by use of special cards. When a card moves to the fleet from the time origin, all
damage applied to it and opponent cards played against it while inside the time origin are removed
and discarded"), "TIME KNIGHTS", "TRANOAN EMPIRE", "TIME DAMAGE", "TIME PHASER"; GEfaq "Card Strength"
("When there are two numbers separated by a slash, the first is the fleet strength ... and the
second is the origin strength. Any card with a split strength goes to the time origin when
discarded from the fleet"), "Command Points/Slots". GEqa, GEerrata and GEUnofficialErrata have no
entries for the Time Ships or the Tranoan ships.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, skip_to
from .test_effects_cards import A, B, PLANET, duel, hand_card, play

HULK = mk("S9", "Test Hulk", shields=2)
MOUNT = mk("S6", "Test Mount", shields=1, phasers=2)


def _destroy(s, *cards: int) -> None:
    """Cards destroyed in the fleet (the crew with a time strength on them go to the time origin)."""
    for c in cards:
        Position(s).destroy(c, B if s.ip[c]["c"] == A else A)
        assert c not in s.ip


def time_ship(identity: str, most: int):
    def scenario() -> None:
        """"Played in the engaged position - Allows one time knight with a fleet strength of N or
        less to shift from the time origin to the active fleet - Discarded after use during the
        Discard Phase." The knights of his at the origin of fleet strength N or less are his pick
        (their time strength, 9 to 1, is not what counts), then where it goes in his fleet."""
        weak = {3: "C3|time knight", 6: "C6|time knight", 9: "C9|time knight"}[most]  # fleet strength = most
        strong = {3: "C4|time knight", 6: "C7|time knight", 9: "C10|time knight"}[most]  # fleet strength most + 1
        low = "C1|time knight"  # fleet strength 1, time strength 9
        s, ids = duel(
            mine=[("h1", MOUNT, None), ("w", weak, "h1"), ("h2", MOUNT, None), ("x", strong, "h2"),
                  ("h3", MOUNT, None), ("l", low, "h3"), ("home", HULK, None)],
            theirs=[("th", MOUNT, None), ("t", "C2|time knight", "th")],
            hand=[identity],
        )
        s.ip[ids["x"]]["ori"] = True  # the strongest one put there directly (C10 has no time strength in the data)
        s.ip[ids["x"]]["loc"] = None
        s._kids = None
        _destroy(s, ids["h1"], ids["h3"], ids["th"])  # their locations destroyed: to the origin
        for k in ("w", "l", "t"):
            assert s.ip[ids[k]].get("ori")
        s.ip[ids["w"]]["hd"] = 1  # damage taken at the origin
        ship = hand_card(s, identity)
        skip_to(s, "play_a")
        Position(s).command_limit(A, 10)  # room for it (its slots are not what is tested)
        play(s, identity)
        assert s.ip[ship]["e"]  # played engaged
        act(s, "use", option=0, label="shift a time knight from the time origin to the fleet (Time Ship)")
        frame = s.pending[-1]
        assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["w"], ids["l"]}  # his, fleet strength <= most
        act(s, "use", card=ids["w"])
        frame = s.pending[-1]
        assert {o["card"] for o in frame["options"]} == {ids["h2"], ids["home"], ship}  # his fleet's locations
        act(s, "use", card=ids["home"])
        w = s.ip[ids["w"]]
        assert "ori" not in w and w["loc"] == ids["home"] and w["hd"] == 0
        assert Position(s).strength(ids["w"]) == most  # its fleet strength again
        assert s.ip[ids["l"]].get("ori") and s.ip[ids["x"]].get("ori") and s.ip[ids["t"]].get("ori")  # one knight only
        assert ship in s.ip
        skip_to(s, "discard")
        assert ship not in s.ip and ship in s.discard[s._dk(A)]  # discarded in its Discard Phase

    return scenario


def tranoan_ship(identity: str, phasers: int, fleet: int, origin: int):
    def scenario() -> None:
        """"- When destroyed in the fleet is moved to the time origin. When destroyed in the time
        origin is discarded. - Must destroy locations with opponent time knights before targeting
        other locations." and its Time Phasers (v2.1 "TIME PHASER": "fired ... once each turn,
        damaging all available targets in one fleet ... fired at the beginning of the Weapons Fire
        Phase ... not considered a weapons volley ... both Phaser damage and Time Damage")."""
        s, ids = duel(
            mine=[("t", identity, None), ("own", HULK, None)],
            theirs=[("a", HULK, None), ("b", HULK, None), ("k", "C2|time knight", "b"), ("p", PLANET, None)],
        )
        assert Position(s).strength(ids["t"]) == fleet and Position(s).phasers(ids["t"]) == phasers
        Position(s).allocate(ids["t"], True)  # its engagement points
        skip_to(s, "fire")
        shots = [a for a in s.legal_actions(A) if a["type"] == "time_phaser"]
        assert shots == [{"player": A, "type": "time_phaser", "card": ids["t"], "player_hit": B}]  # an opponent's fleet
        # The time knight's location first: its fire (and its time phasers) reach nothing else.
        assert s._can_fire_at(ids["t"], "phaser", ids["b"]) and not s._can_fire_at(ids["t"], "phaser", ids["a"])
        assert not s._can_fire_at(ids["t"], "phaser", -1 - B)
        act(s, "time_phaser", card=ids["t"], player_hit=B)
        assert Position(s).damage_of(ids["b"]) == (1, 0) and Position(s).damage_of(ids["a"]) == (0, 0)
        Position(s).remove(ids["k"])  # the knight gone: every available target of the fleet
        s.ip[ids["b"]]["sd"] = 0
        for _ in range(phasers - 1):
            act(s, "time_phaser", card=ids["t"], player_hit=B)
        assert [a for a in s.legal_actions(A) if a["type"] == "time_phaser"] == []  # each phaser once a turn
        for unit in ("a", "b"):
            assert sum(Position(s).damage_of(ids[unit])) == phasers - 1  # one point each, per time phaser
        assert Position(s).damage_of(ids["p"]) == (0, 0) and Position(s).damage_of(ids["own"]) == (0, 0)  # no terrain, not his own
        assert s.hq[B] == 0  # not the Sector HQ
        assert not [a for a in s.legal_actions(A) if a["type"] == "fire" and a.get("card") == ids["t"]]  # its phasers are fired
        # Destroyed in the fleet: to the time origin, at its time strength; destroyed there: discarded.
        Position(s).damage(ids["t"], structure=1)
        Position(s).destroy(ids["t"], B)
        assert s.ip[ids["t"]].get("ori") and Position(s).damage_of(ids["t"]) == (0, 0)
        assert Position(s).strength(ids["t"]) == origin and ids["own"] in s.hq_protectors(A) and ids["t"] not in s.hq_protectors(A)
        Position(s).destroy(ids["t"], B)
        assert ids["t"] not in s.ip and ids["t"] in s.discard[s._dk(A)]

    return scenario


def wreckage_survivors_returns_the_three_top_crew_of_strength_six_or_less() -> None:
    """"- When played, the first three crew in the discard pile of equal or lesser strength than this
    card are returned to the hand. - Discarded after use." Read from the top of its player's pile."""
    identity = "O6|wreckage survivors"
    crew = {n: mk(f"C{n}", f"Test Survivor {n}") for n in (1, 2, 3, 4, 5, 7)}
    other = mk("E2", "Test Wreck")
    pile = [crew[2], crew[7], crew[3], crew[5], other, crew[1], crew[4]]  # bottom to top
    s, ids = duel(hand=[identity, *pile])
    Position(s).discard(A, [c["key"] for c in pile])
    survivors = play_and_pile(s, identity)
    names = {s.ci[c].key for c in s.hand[A]}
    assert {crew[n]["key"] for n in (4, 1, 5)} <= names  # the three nearest the top, strength 6 or less
    assert not {crew[n]["key"] for n in (2, 3, 7)} & names  # not the fourth, not the strength 7 one
    assert [s.ci[c].key for c in survivors][-5:] == [crew[2]["key"], crew[7]["key"], crew[3]["key"], other["key"], "o6-wreckage-survivors"]


def play_and_pile(s, identity: str) -> list[int]:
    play(s, identity)
    return list(Position(s).discard_of(A))


def vacuum_effect_sends_a_card_no_card_stands_on_to_the_bottom_of_the_discard_pile() -> None:
    """"- May be played on any card except the basis of a stack. - Affected card is placed at the
    bottom of the discard pile. - Discarded after use." In the Play Cards Phases or in reaction."""
    identity = "L8|vacuum effect"
    s, ids = duel(mine=[("own", HULK, None)], theirs=[("a", MOUNT, None), ("b", MOUNT, None), ("k", "C2|time knight", "b")],
                  hand=[identity], hand_b=[HULK])
    skip_to(s, "play_a")
    ons = {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == hand_card(s, identity)}
    assert ons == {ids["own"], ids["a"], ids["k"]}  # not the ship the knight stands on (a stack's basis)
    Position(s).discard(B, [HULK["key"]])
    bottom = list(Position(s).discard_of(B))
    vac = hand_card(s, identity)
    play(s, identity, on=ids["a"])
    assert ids["a"] not in s.ip and Position(s).discard_of(B)[0] == ids["a"]  # his pile's bottom
    assert Position(s).discard_of(B)[1:] == bottom
    assert vac not in s.ip and Position(s).discard_of(A)[-1] == vac


def reserve_call_up_moves_two_reserve_cards_to_hand_or_fleet() -> None:
    """"- Up to 2 cards from the reserve fleet are moved into the hand or into the active fleet (not
    card plays). - The cards removed from the reserve fleet are not replaced. - Placed on bottom of
    discard pile after use." Which cards, and where each goes, are its player's picks."""
    identity = "O8|reserve call up"
    spare = mk("S2", "Test Spare")
    gun = mk("E2", "Test Spare Gun")
    third = mk("S3", "Test Third")
    s, ids = duel(mine=[("own", HULK, None)], hand=[identity, spare, gun, third])
    Position(s).reserve(A, [spare["key"], gun["key"], third["key"]])
    kept = list(s.reserve[A])
    skip_to(s, "play_a")
    Position(s).command_limit(A, 10)
    plays = s.plays
    call = hand_card(s, identity)
    play(s, identity)
    label = "call up a card of the reserve fleet (Reserve Call Up)"
    act(s, "use", option=0, label=label)
    assert {o["card"] for o in s.pending[-1]["options"]} == set(kept)  # any card of his reserve fleet
    g = next(k for k in kept if s.ci[k].key == gun["key"])
    act(s, "use", card=g)
    assert [o["label"] for o in s.pending[-1]["options"]] == ["into the hand", "into the active fleet"]
    act(s, "use", option=0, label="into the hand")
    act(s, "use", option=0, label=label)
    sp = next(k for k in kept if s.ci[k].key == spare["key"])
    act(s, "use", card=sp)
    act(s, "use", option=1, label="into the active fleet")
    assert not s.pending or s.pending[-1]["k"] != "choose"  # two at most
    assert g in s.hand[A] and sp in s.ip and s.ip[sp]["c"] == A
    assert [s.ci[k].key for k in s.reserve[A]] == [third["key"]]  # not replaced
    assert s.plays == plays + 1  # the two moves are no card plays
    assert call not in s.ip and Position(s).discard_of(A)[0] == call  # its pile's bottom


def stellar_gas_cloud_shelters_and_silences_a_terrain_stack() -> None:
    """"- Played on a terrain card. - No weapons fire may affect the terrain or cards stacked with it.
    - Monsters may not affect the terrain. - Terrain card and cards played on the terrain may not
    fire weapons. - All other functions are not affected. - Discarded after research points equal to
    twice its strength have been applied." (H7: 14 research points.)"""
    identity = "H7|stellar gas cloud"
    fort = mk("B5", "Test Fort", shields=2, phasers=2)
    gunner = mk("S5", "Test Gunner", phasers=3)
    s, ids = duel(mine=[("t", PLANET, None), ("b", fort, "t"), ("u", gunner, None), ("o", PLANET, None)],
                  theirs=[("x", gunner, None)], hand=[identity], hand_b=["M5|tectonic burrower"])
    assert s._can_fire_at(ids["x"], "phaser", ids["b"]) and s._can_fire_at(ids["b"], "phaser", ids["x"])
    assert not s._protected(ids["t"], hand_card(s, "M5|tectonic burrower", B))
    cloud = hand_card(s, identity)
    play(s, identity, on=ids["t"])
    assert s.ip[cloud]["loc"] == ids["t"]
    assert not s._can_fire_at(ids["x"], "phaser", ids["b"]) and not s._can_fire_at(ids["x"], "heavy", ids["t"])
    assert not s._can_fire_at(ids["u"], "phaser", ids["b"])  # no weapons fire at all, his own neither
    assert not s._can_fire_at(ids["b"], "phaser", ids["x"]) and not s._can_fire_at(ids["b"], "phaser", -1 - B)
    assert s._can_fire_at(ids["u"], "phaser", ids["x"]) and s._can_fire_at(ids["x"], "phaser", ids["u"])  # others unaffected
    burrower = hand_card(s, "M5|tectonic burrower", B)
    assert s._protected(ids["t"], burrower) and not s._protected(ids["o"], burrower)  # monsters may not affect it
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    Position(s).points(research=20)
    for _ in range(13):
        act(s, "research", card=cloud)
        assert cloud in s.ip
    act(s, "research", card=cloud)
    assert cloud not in s.ip and cloud in s.discard[s._dk(A)]  # 14 research points
    assert s._can_fire_at(ids["x"], "phaser", ids["b"])


def discard_equivalency_draws_from_the_bottom_of_the_deck() -> None:
    """"Draw a number of cards from the bottom of the deck equal to the strength of the card on the
    top of the discard pile. - This card is placed at the bottom of the Discard Pile after use."
    """
    identity = "L9|discard equivalency"
    four = mk("S4", "Test Wreck Four")
    seven = mk("S7", "Test Wreck Seven")
    s, ids = duel(hand=[identity, seven, four])
    Position(s).discard(A, [seven["key"], four["key"]])  # the strength 4 card on top
    deck = list(Position(s).deck_of(A))
    hand = list(s.hand[A])
    card_ = hand_card(s, identity)
    play(s, identity)
    assert set(s.hand[A]) == (set(hand) - {card_}) | set(deck[:4])  # four cards, the deck's bottom ones
    assert Position(s).deck_of(A) == deck[4:]
    assert Position(s).discard_of(A)[0] == card_ and s.ci[Position(s).discard_of(A)[-1]].key == four["key"]


def mirror_skinned_phaser_eel_lets_only_the_affected_unit_fire_at_the_eel() -> None:
    """"- Played to a phaser eel. - Only the affected ship or base may fire on the phaser eel. Other
    units in the fleet or in other fleets may not. - Lasts for 3 turns and is then discarded."
    """
    identity = "A3|mirror skinned phaser eel"
    gunner = mk("S5", "Test Gunner", phasers=3, heavy_weapons=2)
    s, ids = duel(mine=[("u", gunner, None), ("v", gunner, None)], theirs=[("x", gunner, None), ("e", "M5|large phaser eel", "u")],
                  hand=[identity])
    assert s.ip[ids["e"]]["c"] == B and s.ip[ids["e"]]["loc"] == ids["u"]
    assert s._can_fire_at(ids["v"], "heavy", ids["e"]) and s._can_fire_at(ids["x"], "heavy", ids["e"])  # before: others may
    skip_to(s, "play_a")
    ons = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == hand_card(s, identity)}
    assert ons == {ids["e"]}  # only onto a phaser eel
    mirror = hand_card(s, identity)
    play(s, identity, on=ids["e"])
    assert s.ip[mirror]["loc"] == ids["e"]
    assert not s._can_fire_at(ids["v"], "phaser", ids["e"]) and not s._can_fire_at(ids["v"], "heavy", ids["e"])
    assert not s._can_fire_at(ids["x"], "heavy", ids["e"])  # nor another fleet's
    assert s._can_fire_at(ids["u"], "heavy", ids["e"])  # the affected ship may
    assert s._can_fire_at(ids["v"], "phaser", ids["x"])  # other fire is not limited
    for turn in range(3):
        assert mirror in s.ip, turn
        end_turn(s, draws=0)
        end_turn(s, draws=0)
    assert mirror not in s.ip and mirror in s.discard[s._dk(A)]  # three of its player's turns
    assert s._can_fire_at(ids["v"], "heavy", ids["e"])


def time_knight(n: int):
    def scenario() -> None:
        """The part of the Time Knights the scripts say (the rest is a partial note): "- When destroyed
        in the fleet is moved to the time origin. When destroyed in the time origin is discarded. - Is
        only destroyed by time damage when in the time origin." Played on a location of its player's."""
        identity = f"C{n}|time knight"
        s, ids = duel(mine=[("h", MOUNT, None), ("g", MOUNT, None)], hand=[identity])
        knight = hand_card(s, identity)
        skip_to(s, "play_a")
        Position(s).command_limit(A, 10)
        play(s, identity, on=ids["h"])
        assert s.ip[knight]["loc"] == ids["h"] and Position(s).strength(knight) == n
        Position(s).destroy(ids["h"], B)  # its location destroyed: it is "destroyed in the fleet"
        if n == 10:
            # The card data gives the C10 no time strength (its note): it is discarded.
            assert knight not in s.ip and knight in s.discard[s._dk(A)]
            return
        assert s.ip[knight].get("ori") and s.ip[knight]["loc"] is None
        assert Position(s).strength(knight) == 10 - n  # its time strength
        Position(s).deal_damage(knight, 10, "card", B)
        assert knight in s.ip and Position(s).damage_of(knight) == (0, 0)  # not by other damage
        Position(s).deal_damage(knight, 10 - n, "time", B)
        assert knight not in s.ip and knight in s.discard[s._dk(A)]

    return scenario


def anti_time_mine_field_sends_a_ship_to_deck_bottom_or_reserve() -> None:
    """"- When played on an opponent ship of equal or lesser strength ship is placed at the bottom of
    the deck or into the reserve fleet discarding a card there of equal or higher strength. (Ship
    owner's choice). - Accompanying cards are placed back in the hand. - Discarded after use."
    """
    identity = "H8|anti time mine field"
    victim = mk("S5", "Test Victim", shields=2)
    big = mk("S9", "Test Big")
    officer = mk("C3", "Test Officer")
    strong, weak = mk("S6", "Test Reserve Six"), mk("S2", "Test Reserve Two")
    for choice in ("the bottom of the deck", "the reserve fleet", "no stronger reserve card"):
        s, ids = duel(mine=[("own", HULK, None)], theirs=[("v", victim, None), ("c", officer, "v"), ("big", big, None)],
                      hand=[identity], hand_b=[strong, weak])
        Position(s).reserve(B, [weak["key"]] if choice == "no stronger reserve card" else [weak["key"], strong["key"]])
        s.ip[ids["v"]]["hd"] = 1
        skip_to(s, "play_a")
        mine = hand_card(s, identity)
        ons = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == mine}
        assert ons == {ids["v"]}  # an opponent ship of strength 8 or less: not the strength 9 one, not his own
        play(s, identity, on=ids["v"])
        assert ids["c"] in s.hand[B]  # the crew back to its owner's hand
        if choice == "no stronger reserve card":
            # No card of his reserve fleet at least as strong: the bottom of the deck, his one way.
            assert not s.pending and Position(s).deck_of(B)[0] == ids["v"]
            continue
        frame = s.pending[-1]
        assert frame["p"] == B  # the ship owner's choice
        labels = [o["label"] for o in frame["options"]]
        assert labels == ["the bottom of the deck", "the reserve fleet"]
        act(s, "use", option=labels.index(choice), label=choice)
        assert ids["v"] not in s.ip and mine in s.discard[s._dk(A)]
        if choice == "the bottom of the deck":
            assert Position(s).deck_of(B)[0] == ids["v"]
        else:
            if s.pending and s.pending[-1]["k"] == "choose":
                act(s, "use", card=s.pending[-1]["options"][0]["card"])
            names = [s.ci[k].key for k in s.reserve[B]]
            assert ids["v"] in s.reserve[B] and strong["key"] not in names and weak["key"] in names
            assert s.ci[Position(s).discard_of(B)[-1]].key == strong["key"]


def origin_shuttle(identity: str, knights_only: bool):
    def scenario() -> None:
        """What the script says of the Temporal Transporter ("Allows a crew card at the time origin to be
        moved into the fleet") and the Temporal Fighter ("It may move one time knight from the time
        origin to the fleet"): once a turn, one of its player's such cards at the origin onto its
        location."""
        other = mk("C3", "Test Chronologist", time_strength=7)  # a crew card with a time strength, no knight
        s, ids = duel(mine=[("u", MOUNT, None), ("h", MOUNT, None), ("k", "C2|time knight", "h"), ("g", MOUNT, None), ("o", other, "g")],
                      theirs=[("th", MOUNT, None), ("t", "C3|time knight", "th")], hand=[identity])
        for host in ("h", "g", "th"):
            Position(s).destroy(ids[host], B if host != "th" else A)
        assert all(s.ip[ids[k]].get("ori") for k in ("k", "o", "t"))
        skip_to(s, "play_a")
        Position(s).command_limit(A, 10)
        device = hand_card(s, identity)
        play(s, identity, on=ids["u"])
        if identity.startswith("E9"):
            assert Position(s).phasers(ids["u"]) == MOUNT["attributes"]["phasers"] + 2
        act(s, "operate", card=device, ability="ability0")
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")
        if knights_only:
            assert not s.pending  # his one time knight there (not the other crew card, not the opponent's knight)
        else:
            frame = s.pending[-1]
            assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["k"], ids["o"]}  # his crew, not the opponent's
            act(s, "use", card=ids["k"])
        assert "ori" not in s.ip[ids["k"]] and s.ip[ids["k"]]["loc"] == ids["u"]
        assert not [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == device]  # once a turn

    return scenario


def time_trap_takes_a_stack_out_of_play_until_five_research_points() -> None:
    """"- Played on any card or stack of cards. - The card or stack of cards is treated as if it were
    not there until research points equal to the strength of the time trap have been applied. - May
    only be played in reaction mode when played to the owning player's fleet. - Discarded after use."
    """
    identity = "H5|time trap"
    gunner = mk("S5", "Test Gunner", phasers=3)
    s, ids = duel(mine=[("u", gunner, None)], theirs=[("x", gunner, None), ("y", gunner, None)], hand=[identity])
    assert s._target_ok(A, ids["x"]) and ids["x"] in s.hq_protectors(B)
    trap = hand_card(s, identity)
    play(s, identity, on=ids["x"])
    assert s.ip[trap]["loc"] == ids["x"]
    assert not s._target_ok(A, ids["x"]) and ids["x"] not in s.hq_protectors(B)  # treated as if not there
    assert ids["x"] not in s._firers(B) and ids["y"] in s._firers(B)
    end_turn(s, draws=0)  # his turn: the trap's card is his, so his research discards it
    Position(s).points(research=9)
    for _ in range(4):
        act(s, "research", card=trap)
        assert trap in s.ip
    act(s, "research", card=trap)
    assert trap not in s.ip and trap in s.discard[s._dk(A)]  # its strength, 5 research points
    assert s._target_ok(B, ids["u"])
    # In reaction mode, only onto a card of his own fleet: B fires at his unit, he answers.
    s, ids = duel(mine=[("u", gunner, None), ("v", gunner, None)], theirs=[("x", gunner, None)], hand=[identity])
    end_turn(s, draws=0)
    Position(s).allocate(ids["x"], True)
    skip_to(s, "fire")
    act(s, "target", on=ids["u"])
    act(s, "fire", card=ids["x"], weapon="phaser")
    act(s, "resolve")
    trap = hand_card(s, identity)
    ons = {a["on"] for a in s.legal_actions(A) if a["type"] == "react" and a.get("card") == trap}
    assert ons and ons <= {ids["u"], ids["v"]}  # none of the opponent's cards


def base_thrusters_move_the_base_to_another_terrain_once_a_turn() -> None:
    """"- Allows the base on which it is played to change location moving from one terrain to another
    once each complete turn. - May not be used if there is no other terrain card to move to. - Costs no
    energy, but is discarded when played in reaction mode."
    """
    identity = "E8|base thrusters"
    fort = mk("B5", "Test Fort", shields=2)
    s, ids = duel(mine=[("t1", PLANET, None), ("b", fort, "t1"), ("t2", PLANET, None), ("t3", PLANET, None),
                        ("b3", fort, "t3"), ("t4", PLANET, None)], hand=[identity])
    skip_to(s, "play_a")
    thr = hand_card(s, identity)
    ons = {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == thr}
    assert ons == {ids["b"], ids["b3"]}  # his bases
    play(s, identity, on=ids["b"])
    s.ip[thr]["e"] = True  # its 3 energy paid (engaged)
    act(s, "operate", card=thr, ability="ability0")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert {o["card"] for o in s.pending[-1]["options"]} == {ids["t2"], ids["t4"]}  # a terrain with no base
    act(s, "use", card=ids["t4"])
    assert s.ip[ids["b"]]["loc"] == ids["t4"] and s.ip[thr]["loc"] == ids["b"]  # the base moves, with it
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == thr]  # once a turn
    # In reaction mode: the base moves at once and the thrusters are discarded.
    s, ids = duel(mine=[("t1", PLANET, None), ("b", fort, "t1"), ("t2", PLANET, None)], theirs=[("x", mk("S5", "Test Gunner", phasers=3), None)],
                  hand=[identity])
    end_turn(s, draws=0)
    Position(s).allocate(ids["x"], True)
    skip_to(s, "fire")
    act(s, "target", on=ids["b"])
    act(s, "fire", card=ids["x"], weapon="phaser")
    act(s, "resolve")
    thr = hand_card(s, identity)
    assert {a["on"] for a in s.legal_actions(A) if a["type"] == "react" and a.get("card") == thr} == {ids["b"]}
    act(s, "react", card=thr, reaction="reaction0", on=ids["b"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert s.ip[ids["b"]]["loc"] == ids["t2"] and thr not in s.ip and thr in s.discard[s._dk(A)]


SCENARIOS = {
    "S1|time ship": time_ship("S1|time ship", 3),
    "S3|time ship": time_ship("S3|time ship", 6),
    "S5|time ship": time_ship("S5|time ship", 9),
    "E7|temporal transporter": origin_shuttle("E7|temporal transporter", False),
    "E9|temporal fighter": origin_shuttle("E9|temporal fighter", True),
    "E8|base thrusters": base_thrusters_move_the_base_to_another_terrain_once_a_turn,
    "H5|time trap": time_trap_takes_a_stack_out_of_play_until_five_research_points,
    "H8|anti time mine field": anti_time_mine_field_sends_a_ship_to_deck_bottom_or_reserve,
    "A3|mirror skinned phaser eel": mirror_skinned_phaser_eel_lets_only_the_affected_unit_fire_at_the_eel,
    "L9|discard equivalency": discard_equivalency_draws_from_the_bottom_of_the_deck,
    "H7|stellar gas cloud": stellar_gas_cloud_shelters_and_silences_a_terrain_stack,
    "O8|reserve call up": reserve_call_up_moves_two_reserve_cards_to_hand_or_fleet,
    "O6|wreckage survivors": wreckage_survivors_returns_the_three_top_crew_of_strength_six_or_less,
    "L8|vacuum effect": vacuum_effect_sends_a_card_no_card_stands_on_to_the_bottom_of_the_discard_pile,
    "S2|tranoan frigate": tranoan_ship("S2|tranoan frigate", 1, 2, 8),
    "S3|tranoan destroyer": tranoan_ship("S3|tranoan destroyer", 2, 3, 7),
    "S5|tranoan time cruiser": tranoan_ship("S5|tranoan time cruiser", 4, 5, 5),
    "S6|tranoan battlecruiser": tranoan_ship("S6|tranoan battlecruiser", 4, 6, 4),
    "S7|tranoan dreadnought": tranoan_ship("S7|tranoan dreadnought", 6, 7, 3),
    **{f"C{n}|time knight": time_knight(n) for n in range(1, 11)},
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
