"""Cards of the types whose engine rules came with issue 24 (installations, ancients, agendas),
each played in a scenario asserting what its text says (the numbers come from the card's text).
The rules themselves have their tests in test_card_types.py."""
from __future__ import annotations

from typing import Any

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, place, refresh, skip_to
from .test_effects_cards import duel  # seat A active in its Allocation Phase, a veteran
from .test_effects_cards import hand_card as in_hand
from .test_effects_cards import volley

A, B = 0, 1
ROCK = mk("T1", "Test Rock")
HOME = mk("T6", "Test Home", gen_economy=6, gen_ammunition=6)
SHIP = mk("S4", "Test Ship", shields=1, phasers=3)
STATION = mk("I5", "Test Station", shields=2, phasers=3)
TIME_SHIP = "S4|tranoan time ship"  # a time card (PropTimeCard)
SHUTTLE = "E3|shuttlecraft"


def to_discard(state: Any, *names: str) -> None:
    """Seat A's cards (from its hand or deck) put in its discard pile."""
    for name in names:
        pile = next(p for p in (state.hand[A], Position(state).deck_of(A)) if any(state.ci[c].card["identity"] == name for c in p))
        c = next(c for c in pile if state.ci[c].card["identity"] == name)
        pile.remove(c)
        state.discard[A].append(c)


def pass_reactions(state: Any) -> None:
    while state.pending and state.pending[-1]["k"] == "react":
        act(state, "pass")


def targets(state: Any) -> set[Any]:
    return {a.get("on", ("hq", a.get("hq"))) for a in state.legal_actions(state.active) if a["type"] == "target"}


def comedy_club(identity: str):
    """"Counts as a comedy club": controlled by a Comedy Club Network player it protects his Sector HQ
    and fires its weapons (its printed phasers and heavy weapons) at an exposed Sector HQ."""

    def scenario() -> None:
        s, ids = duel(mine=[("t", HOME, None), ("c", identity, None)], theirs=[("s", SHIP, None)], hand_b=[SHIP])
        c = ids["c"]
        assert s.main[A] == "Comedy Club"  # a deck of Comedy Clubs and no empire ships
        Position(s).remove(ids["s"])
        refresh(s)
        for _ in range(s._heavy_total(c)):
            act(s, "arm", card=c)
        skip_to(s, "fire")
        act(s, "target", hq=B)
        weapons = s._phasers(c) * ["phaser"] + s._heavy_total(c) * ["heavy"]
        for weapon in weapons:
            act(s, "fire", card=c, weapon=weapon)
        act(s, "resolve")
        pass_reactions(s)
        if s.pending and s.pending[-1]["k"] == "celebrate":
            act(s, "celebrate", draw=0)  # v2.1 "VICTORY CELEBRATION": 6 or more points on a Sector HQ
        printed = card(identity)["attributes"]
        assert s.hq[B] == (printed.get("phasers") or 0) + (printed.get("heavy_weapons") or 0) > 0
        end_turn(s, draws=0)
        ship = place(s, B, SHIP["key"])
        refresh(s)
        skip_to(s, "fire")
        assert c in targets(s) and ("hq", A) not in targets(s)  # the club protects the CCN Sector HQ
        assert ship in s.ip

    return scenario


def test_major_religious_installation_is_never_destroyed_by_weapons_fire() -> None:
    """I8 Major Religious Installation: "Cannot be destroyed by weapons fire." (card damage still hurts it)"""
    s, ids = duel(mine=[("s", SHIP, None)], theirs=[("x", "I8|major religious installation", None), ("y", STATION, None)])
    Position(s).deal_damage(ids["x"], 5, "card", A)
    assert s.ip[ids["x"]]["hd"] == 5  # card damage scores on it
    skip_to(s, "fire")
    assert ids["x"] not in targets(s) and ids["y"] in targets(s)


def test_fighter_installation_returns_a_shuttlecraft_from_the_discard_pile_each_allocation() -> None:
    """I3 Fighter Installation: "During the controlling players Allocation Phase the top shuttlecraft
    in the Discard Pile is placed back in the hand" (the one nearest the top; nobody picks)."""
    s, ids = duel(mine=[("x", "I3|fighter installation", None)], hand=[SHUTTLE, SHUTTLE, "E2|phaser refit"])
    to_discard(s, SHUTTLE, SHUTTLE, "E2|phaser refit")
    shuttles = [c for c in s.discard[A] if s.ci[c].card["identity"] == SHUTTLE]
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert not s.pending
    assert shuttles[1] in s.hand[A] and shuttles[0] in s.discard[A]


def test_the_far_side_comedy_club_takes_half_damage_from_weapons() -> None:
    """I10 The Comedy Club on the Far Side of the Galaxy: "Takes half damage from weapons." (fractions
    dropped)"""
    s, ids = duel(mine=[("s", mk("S5", "Test Gunboat", phasers=5), None)],
                  theirs=[("x", "I10|the comedy club on the far side of the galaxy", None)])
    volley(s, ids["x"], [(ids["s"], "phaser")] * 5)
    assert (s.ip[ids["x"]]["sd"], s.ip[ids["x"]]["hd"]) == (1, 1)  # 5 halved: 2, one on its single shield


def test_tavern_each_bartender_and_crewman_on_it_adds_a_phaser_and_prevents_a_point_each_volley() -> None:
    """I2 Tavern: "Each bartender and crewman at location prevent 1 point of damage each opponent
    volley and add 1 phaser." (its 2 printed phasers; other crew count for nothing)."""
    s, ids = duel(mine=[("s", mk("S6", "Test Gunboat", phasers=6), None)],
                  theirs=[("x", "I2|tavern", None), ("b", "C1|bar tender", "x"), ("c", "C1|crewman", "x"),
                          ("o", mk("C2", "Test Officer"), "x")])
    assert Position(s).phasers(ids["x"]) == 2 + 2
    volley(s, ids["x"], [(ids["s"], "phaser")] * 6)
    shields = s.ci[ids["x"]].sh
    # 6 phasers, 2 prevented: 4 points, the shields first.
    assert s.ip[ids["x"]]["sd"] + s.ip[ids["x"]]["hd"] == 4 and s.ip[ids["x"]]["sd"] == min(shields, 4)
    Position(s).remove(ids["c"])  # the crewman gone: one phaser and one point less
    assert Position(s).phasers(ids["x"]) == 2 + 1


def test_traveler_fires_its_strength_in_phasers_at_an_installation_not_under_its_control() -> None:
    """N3 Traveler: "When on an installation not under the traveler's control, the traveler's
    controller may fire a number of phasers on the installation equal to the traveler's strength"."""
    s, ids = duel(theirs=[("x", mk("I9", "Test Fortress", shields=2), None)], hand=["N3|traveler"])
    skip_to(s, "play_a")
    act(s, "play", card=in_hand(s, "N3|traveler"), on=ids["x"])
    pass_reactions(s)
    n = next(c for c in s.ip if s.ci[c].card["identity"] == "N3|traveler")
    use = [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == n]
    assert len(use) == 1
    act(s, "operate", **{k: v for k, v in use[0].items() if k not in ("player", "type")})
    pass_reactions(s)
    assert (s.ip[ids["x"]]["sd"], s.ip[ids["x"]]["hd"]) == (2, 1)  # 3 phasers: 2 on the shields, 1 through
    own, own_ids = duel(mine=[("x", STATION, None), ("n", "N3|traveler", "x")])
    skip_to(own, "play_a")
    assert not [a for a in own.legal_actions(A) if a["type"] == "operate"]  # on its own installation


def test_time_manipulation_hidden_draws_three_when_each_opponent_has_a_time_card_in_play() -> None:
    """G1 Time Manipulation: "Hidden: When each opponent has a time card in play draw 3 cards."
    "Discarded after use"."""
    s, ids = duel(hand=["G1|time manipulation"], hand_b=[TIME_SHIP])
    g = in_hand(s, "G1|time manipulation")
    act(s, "done")
    assert g in s.hand[A]
    place(s, B, TIME_SHIP)
    hand = len(s.hand[A])
    act(s, "next")
    assert g not in s.hand[A] and g in s.discard[A] and len(s.hand[A]) == hand - 1 + 3 and s.agendas[A] == []


def test_time_manipulation_exposed_draws_one_when_an_opponent_plays_a_time_card() -> None:
    """G1 Time Manipulation: "Exposed: When an opponent plays a time card draw 1 card." (after one
    complete turn in play)"""
    s, ids = duel(mine=[("g", "G1|time manipulation", None)], hand_b=[SHIP, TIME_SHIP, TIME_SHIP])
    s.ip[ids["g"]]["pt"] = s.turn - 2  # played a complete turn ago
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    hand = len(s.hand[A])
    act(s, "play", card=in_hand(s, SHIP["key"], B))
    pass_reactions(s)
    assert ids["g"] in s.ip and len(s.hand[A]) == hand  # not a time card
    act(s, "play", card=in_hand(s, TIME_SHIP, B))
    pass_reactions(s)
    assert ids["g"] not in s.ip and ids["g"] in s.discard[A] and len(s.hand[A]) == hand + 1


def test_aesthetic_balance_hidden_reduces_any_stack_by_one_card() -> None:
    """G8 Aesthetic Balance: "Hidden: If none of the cards in your fleet are the basis of a stack,
    reduce any 1 stack of cards in play by one card (not the basis of a stack)." The player picks."""
    crew = mk("C2", "Test Crewman")
    s, ids = duel(mine=[("t", ROCK, None), ("b", mk("B3", "Test Outpost"), "t")],
                  theirs=[("s", SHIP, None), ("c", crew, "s"), ("d", crew, "s")], hand=["G8|aesthetic balance"])
    g = in_hand(s, "G8|aesthetic balance")
    act(s, "done")
    assert g in s.hand[A]  # its terrain is the basis of a stack
    Position(s).remove(ids["b"])
    act(s, "next")
    frame = s.pending[-1]
    assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["c"], ids["d"]}
    act(s, "use", card=ids["c"])
    assert ids["c"] not in s.ip and ids["d"] in s.ip and ids["s"] in s.ip and g in s.discard[A]


def test_aesthetic_balance_exposed_reduces_a_terrain_stack_by_one_card() -> None:
    """G8 Aesthetic Balance: "Exposed: If none of your terrain are the basis of a stack, reduce any 1
    terrain stack of cards by one card (not the basis of a stack), discarding it.\""""
    s, ids = duel(mine=[("t", ROCK, None), ("g", "G8|aesthetic balance", None)],
                  theirs=[("u", HOME, None), ("b", mk("B3", "Test Outpost"), "u"), ("k", mk("C2", "Test Crewman"), "b"),
                          ("s", SHIP, None), ("c", mk("C2", "Test Crewman"), "s")])
    s.ip[ids["g"]]["pt"] = s.turn - 2  # played a complete turn ago
    act(s, "done")
    frame = s.pending[-1]
    assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["b"], ids["k"]}  # not the ship's crew
    act(s, "use", card=ids["k"])
    assert ids["k"] not in s.ip and ids["b"] in s.ip and ids["u"] in s.ip and ids["g"] in s.discard[A]


CLUBS = ("I1|coffee house", "I1|road sign", "I1|sign post", "I2|fast food franchise", "I2|kitty cat club",
         "I4|lead balloon factory", "I6|psychiatric ward")
SCENARIOS = {
    **{identity: comedy_club(identity) for identity in CLUBS},
    "I8|major religious installation": test_major_religious_installation_is_never_destroyed_by_weapons_fire,
    "I3|fighter installation": test_fighter_installation_returns_a_shuttlecraft_from_the_discard_pile_each_allocation,
    "I10|the comedy club on the far side of the galaxy": test_the_far_side_comedy_club_takes_half_damage_from_weapons,
    "I2|tavern": test_tavern_each_bartender_and_crewman_on_it_adds_a_phaser_and_prevents_a_point_each_volley,
    "N3|traveler": test_traveler_fires_its_strength_in_phasers_at_an_installation_not_under_its_control,
    "G1|time manipulation": test_time_manipulation_hidden_draws_three_when_each_opponent_has_a_time_card_in_play,
    "G8|aesthetic balance": test_aesthetic_balance_hidden_reduces_any_stack_by_one_card,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
