"""Scenario tests, one rule each (Primary rules 1994; v2.1 where the 1994 text is silent)."""
from __future__ import annotations

import pytest

from rules.core import GameRng, IllegalAction
from rules.galactic_empires import decks, effects
from rules.galactic_empires.engine import IMPLEMENTED
from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, find, mk, new_game, place, refresh, skip_to, stacked

A, B = 0, 1
TERRAIN = mk("T4", "Test Planet", gen_supply=2, gen_energy=2, gen_ammunition=2, gen_economy=1, tags=["Planet"])
SHIP = mk("S3", "Test Frigate", cost_supply=1, cost_energy=1, opt_cost_ammunition=2, shields=2, heavy_weapons=2, phasers=2)
BIG = mk("S9", "Test Ante")


def two(hand_a=(), hand_b=(), size=30, **options):
    """Seat A goes first (strength 9 ante); hands in draw order."""
    a = stacked([BIG, *hand_a], size)
    b = stacked([mk("T1", "Test Rock"), *hand_b], size)
    return new_game([a, b], **options)


# ---- set-up and the turn ----------------------------------------------------------------------


def test_ante_by_strength_decides_turn_order_and_goes_to_discard_when_not_for_keeps() -> None:
    s = two()
    assert s.order == [A, B]
    assert s.ci[s.discard[A][0]].st == 9 and s.ante == [[], []]
    kept = two(ante_kept=True)
    assert kept.ci[kept.ante[A][0]].st == 9 and kept.discard[A] == []


def test_each_player_starts_with_nine_cards_and_a_reserve_fleet_from_the_deck_file() -> None:
    lines = decks.load_deck("Ltd_Argonian.dek")
    reserve = sum(l.count for l in lines if l.zone == "reserve")
    from rules import get

    s = get("galactic-empires").new_match(2, 3, {}, [lines, decks.load_deck("Ltd_Dragon.dek")])
    assert [len(h) for h in s.hand] == [9, 9]
    assert len(s.reserve[0]) == reserve == 4


def test_turn_one_only_terrain_may_be_played() -> None:
    s = two([TERRAIN, SHIP])
    skip_to(s, "play_a")
    kinds = {s.ci[a["card"]].t for a in s.legal_actions(A) if a["type"] == "play"}
    assert kinds == {"T"}


def test_turn_two_at_most_one_ship_or_base() -> None:
    s = two([TERRAIN, SHIP, SHIP, SHIP])
    skip_to(s, "play_a")
    act(s, "play", card=find(s, s.hand[A], TERRAIN["key"]))
    end_turn(s)
    end_turn(s)
    skip_to(s, "play_a")
    ship = find(s, s.hand[A], SHIP["key"])
    act(s, "play", card=ship)
    assert not [a for a in s.legal_actions(A) if a["type"] == "play" and s.ci[a["card"]].t == "S"]


def test_terrain_points_start_the_turn_after_it_is_played() -> None:
    s = two([TERRAIN])
    skip_to(s, "play_a")
    act(s, "play", card=find(s, s.hand[A], TERRAIN["key"]))
    end_turn(s)
    end_turn(s)
    assert s.active == A and s.pool["supply"] == 2 and s.pool["ammunition"] == 2


def test_three_card_plays_a_turn_across_phases() -> None:
    s = two([TERRAIN, TERRAIN, TERRAIN, TERRAIN])
    skip_to(s, "play_a")
    act(s, "play", card=s.hand[A][0])
    act(s, "play", card=s.hand[A][0])
    act(s, "next")
    act(s, "next")
    act(s, "play", card=s.hand[A][0])
    assert not [a for a in s.legal_actions(A) if a["type"] == "play"]


@pytest.mark.parametrize("hand,draws", [(9, 2), (10, 1), (11, 1), (12, 0)])
def test_draw_two_at_nine_or_fewer_one_at_ten_or_eleven_none_at_twelve(hand: int, draws: int) -> None:
    s = two()
    while len(s.hand[A]) < hand:
        Position(s).draw(A)
    skip_to(s, "draw")
    assert s.draws_left == draws
    for _ in range(draws):
        act(s, "draw")
    assert [a["type"] for a in s.legal_actions(A)] == ["end"]


def test_drawing_is_never_forced() -> None:
    s = two()
    skip_to(s, "draw")
    act(s, "end")
    assert len(s.hand[A]) == 9 and s.active == B


def test_discard_phase_uses_spare_plays_and_self_destruct_is_free() -> None:
    s = two([TERRAIN])
    t = place(s, A, TERRAIN["key"])
    refresh(s)
    skip_to(s, "discard")
    act(s, "discard", card=s.hand[A][0])
    act(s, "scuttle", card=t)
    assert t not in s.ip and t in s.discard[A]


def test_reserve_swap_takes_a_card_of_equal_or_lower_strength_for_one_play() -> None:
    low = mk("T2", "Reserve Rock")
    lines_a = stacked([BIG, TERRAIN])
    from rules.core import DeckCard

    lines_a.append(DeckCard(low, 1, "reserve"))
    s = new_game([lines_a, stacked([mk("T1", "Test Rock")])])
    skip_to(s, "play_a")
    t = find(s, s.hand[A], TERRAIN["key"])
    r = s.reserve[A][0]
    act(s, "reserve", card=t, take=r)
    assert r in s.hand[A] and t in s.reserve[A] and s.plays == 1


# ---- allocation and engagement -----------------------------------------------------------------


def test_unsupplied_units_are_disengaged_and_shields_regenerate_one_point() -> None:
    s = two([TERRAIN, SHIP, SHIP])
    place(s, A, TERRAIN["key"])
    s1 = place(s, A, SHIP["key"])
    s2 = place(s, A, SHIP["key"])
    Position(s).damage(s2, shields=2)
    skip_to(s, "play_a")
    end_turn(s)
    end_turn(s)
    assert s.ip[s2]["sd"] == 1  # regenerated one point
    act(s, "engage", card=s1)
    act(s, "engage", card=s2)  # 2 supply, 2 energy from the planet
    act(s, "done")
    assert s.ip[s1]["e"] and s.ip[s2]["e"]
    end_turn(s)
    end_turn(s)
    act(s, "engage", card=s1)
    act(s, "done")
    assert s.ip[s1]["e"] and not s.ip[s2]["e"]


def test_economy_pays_any_kind_and_unused_points_are_lost() -> None:
    s = two([mk("T2", "Econ Rock", gen_economy=2), SHIP])
    place(s, A, "t2-econ-rock")
    ship = place(s, A, SHIP["key"], engaged=False)
    refresh(s)
    assert s.pool["economy"] == 2
    act(s, "engage", card=ship)
    assert s.pool["economy"] == 0
    assert {"player": A, "type": "arm", "card": ship} not in s.legal_actions(A)
    act(s, "done")
    assert s.pool == {}


def test_only_fully_supplied_units_may_take_ammunition_one_per_heavy_weapon() -> None:
    s = two([TERRAIN, SHIP])
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    refresh(s)
    assert {"player": A, "type": "arm", "card": ship} not in s.legal_actions(A)
    act(s, "engage", card=ship)
    act(s, "arm", card=ship)
    act(s, "arm", card=ship)
    assert s.ip[ship]["am"] == 2
    assert {"player": A, "type": "arm", "card": ship} not in s.legal_actions(A)


def test_terrain_modifiers_are_not_cumulative_only_the_greatest_counts() -> None:
    rock = mk("T3", "Mod Rock", gen_supply=1, tags=["Planet"])
    s = two([rock, card("S1|fleet freighter"), card("S1|fleet freighter"), card("B4|base station"), card("B9|starbase")])
    t = place(s, A, rock["key"])
    place(s, A, "S1|fleet freighter", on=t)
    place(s, A, "S1|fleet freighter", on=t)
    place(s, A, "B4|base station", on=t)
    place(s, A, "B9|starbase", on=t)
    Position(s).command_limit(A, 9)
    for c in list(s.ip):
        Position(s).allocate(c, True)
    # two freighters +2 economy each: a single +2; base station x2 and starbase x3 supply: x3
    out = Position(s).produced(A)
    assert out["economy"] == 2 and out["supply"] == 3


def test_growing_economy_adds_three_never_multiplied() -> None:
    rock = mk("T3", "Tug Rock", gen_economy=1, tags=["Planet"])
    s = two([rock, card("S2|fleet tug"), card("B5|growing economy")])
    t = place(s, A, rock["key"])
    place(s, A, "S2|fleet tug", on=t)
    place(s, A, "B5|growing economy", on=t)
    for c in list(s.ip):
        Position(s).allocate(c, True)
    assert Position(s).produced(A)["economy"] == 1 * 2 + 3


def test_modifier_units_count_only_if_they_will_engage() -> None:
    rock = mk("T3", "Moon Rock", gen_supply=1, gen_energy=1, tags=["Moon"])
    s = two([rock, card("S1|fleet freighter")])
    t = place(s, A, rock["key"])
    f = place(s, A, "S1|fleet freighter", on=t, engaged=False)
    refresh(s)
    assert s.pool["economy"] == 0
    act(s, "engage", card=f)
    assert s.pool["economy"] == 2 and s.pool["supply"] == 0


def test_freighters_move_between_terrain_during_allocation() -> None:
    s = two([TERRAIN, TERRAIN, card("S1|fleet freighter")])
    t1 = place(s, A, TERRAIN["key"])
    t2 = place(s, A, TERRAIN["key"])
    f = place(s, A, "S1|fleet freighter", on=t1, engaged=False)
    refresh(s)
    act(s, "move", card=f, to=t2)
    assert s.ip[f]["loc"] == t2


def test_a_freighter_moves_once_each_allocation_phase() -> None:
    """Ship Movement Rules (GErulesv21): "Ships in the fleet may be moved once each Allocation
    Phase." (A bot moving a freighter back and forth never ended its turn.)"""
    s = two([TERRAIN, TERRAIN, card("S1|fleet freighter")])
    t1 = place(s, A, TERRAIN["key"])
    t2 = place(s, A, TERRAIN["key"])
    f = place(s, A, "S1|fleet freighter", on=t1, engaged=False)
    refresh(s)
    act(s, "move", card=f, to=t2)
    assert not [a for a in s.legal_actions(A) if a["type"] == "move"]


# ---- command and empires ---------------------------------------------------------------------


def test_command_limit_is_the_number_of_starting_players() -> None:
    s = two([TERRAIN, SHIP, SHIP, SHIP])
    place(s, A, TERRAIN["key"])
    place(s, A, SHIP["key"])
    place(s, A, SHIP["key"])
    refresh(s)
    skip_to(s, "play_a")
    assert not [a for a in s.legal_actions(A) if a["type"] == "play" and s.ci[a["card"]].t == "S"]


def test_one_minor_empire_ship_is_free_of_the_command_limit() -> None:
    minor = mk("S2", "Pirate Raider", empire_class="minor", main_empire="Bolaar", cost_supply=1)
    s = two([TERRAIN, SHIP, SHIP, minor, minor])
    place(s, A, TERRAIN["key"])
    place(s, A, SHIP["key"])
    place(s, A, SHIP["key"])
    s.main[A] = "Argonian"
    refresh(s)
    skip_to(s, "play_a")
    raider = find(s, s.hand[A], minor["key"])
    act(s, "play", card=raider)
    assert not [a for a in s.legal_actions(A) if a["type"] == "play" and s.ci[a["card"]].t == "S"]


def test_captain_command_point_raises_the_limit_after_allocation() -> None:
    captain = card("C5|captain")
    s = two([TERRAIN, SHIP, SHIP, SHIP, captain])
    place(s, A, TERRAIN["key"])
    s1 = place(s, A, SHIP["key"])
    place(s, A, SHIP["key"])
    place(s, A, "C5|captain", on=s1)
    refresh(s)
    act(s, "engage", card=s1)
    act(s, "done")
    assert s.cmd[A] == 3
    assert [a for a in s.legal_actions(A) if a["type"] == "play" and s.ci[a["card"]].t == "S"]


def test_ships_of_only_one_major_empire_in_the_fleet() -> None:
    argonian = mk("S3", "Argonian Test", empire_class="major", main_empire="Argonian")
    krebiz = mk("S3", "Krebiz Test Escort", empire_class="major", main_empire="Krebiz")
    generic = mk("S2", "Generic Test")
    s = two([TERRAIN, argonian, krebiz, generic])
    place(s, A, TERRAIN["key"])
    place(s, A, argonian["key"])
    Position(s).command_limit(A, 5)
    refresh(s)
    skip_to(s, "play_a")
    playable = {s.ci[a["card"]].key for a in s.legal_actions(A) if a["type"] == "play"}
    assert generic["key"] in playable and krebiz["key"] not in playable


# ---- weapons fire ----------------------------------------------------------------------------


def armed_duel(target_card=None, **options):
    target_card = target_card or SHIP
    s = two([TERRAIN, SHIP], [TERRAIN, target_card], **options)
    t = place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    tb = place(s, B, TERRAIN["key"])
    target = place(s, B, target_card["key"])
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "arm", card=ship)
    act(s, "arm", card=ship)
    act(s, "done")
    act(s, "next")
    return s, ship, target, t, tb


def test_shields_take_damage_first_then_structure() -> None:
    s, ship, target, _, _ = armed_duel()
    act(s, "target", on=target)
    for w in ("phaser", "phaser", "heavy"):
        act(s, "fire", card=ship, weapon=w)
    act(s, "resolve")
    assert (s.ip[target]["sd"], s.ip[target]["hd"]) == (2, 1)


def test_a_target_takes_only_one_volley_per_fire_phase() -> None:
    s, ship, target, _, _ = armed_duel()
    act(s, "target", on=target)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert {"player": A, "type": "target", "on": target} not in s.legal_actions(A)


def test_phasers_cannot_hit_terrain_heavy_weapons_can() -> None:
    s, ship, _, _, tb = armed_duel()
    act(s, "target", on=tb)
    kinds = {a.get("weapon") for a in s.legal_actions(A) if a["type"] == "fire"}
    assert kinds == {"heavy"}
    act(s, "fire", card=ship, weapon="heavy")
    act(s, "resolve")
    assert s.ip[tb]["hd"] == 1


def test_destroyed_units_go_to_the_discard_pile_with_crew_and_equipment() -> None:
    weak = mk("S1", "Test Shuttle", shields=0)
    s = two([TERRAIN, SHIP], [TERRAIN, weak, card("E2|phaser refit")])
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    target = place(s, B, weak["key"])
    refit = place(s, B, "E2|phaser refit", on=target)
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert target not in s.ip and refit not in s.ip
    assert s.discard[B][-2:] == [refit, target] or set(s.discard[B][-2:]) == {refit, target}


def test_a_base_shields_its_terrain_from_weapons_fire() -> None:
    base = mk("B3", "Test Outpost", shields=1)
    s = two([TERRAIN, SHIP], [TERRAIN, base])
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    tb = place(s, B, TERRAIN["key"])
    place(s, B, base["key"], on=tb)
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "arm", card=ship)
    act(s, "done")
    act(s, "next")
    assert {"player": A, "type": "target", "on": tb} not in s.legal_actions(A)


def test_captain_ignores_one_damage_point_of_each_opponent_volley() -> None:
    s = two([TERRAIN, SHIP], [TERRAIN, SHIP, card("C6|captain")])
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    target = place(s, B, SHIP["key"])
    place(s, B, "C6|captain", on=target)
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert s.ip[target]["sd"] == 1


def test_civilian_captain_on_a_generic_ship_saves_a_supply_and_a_damage_point_each_volley() -> None:
    """C2 Civilian Captain: "Provides the following benefits to its location when in play on a
    generic ship: - One point less damage from each opponent volley. - One less supply to operate."
    (its printed +1 supply symbol is that saving, not a point it makes)."""
    mechad = card("s4-mechad-light-cruiser")
    s = two([TERRAIN, SHIP], [TERRAIN, SHIP, mechad, card("C2|civilian captain"), card("C2|civilian captain")])
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    target = place(s, B, SHIP["key"])
    empire = place(s, B, "s4-mechad-light-cruiser")
    supply = Position(s).produced(B)["supply"]
    assert Position(s).needs(target) == {"supply": 1, "energy": 1}
    place(s, B, "C2|civilian captain", on=target)
    place(s, B, "C2|civilian captain", on=empire)
    assert Position(s).needs(target) == {"energy": 1}  # one less supply on the generic ship
    assert Position(s).needs(empire) == {"supply": 1, "energy": 1}  # nothing on an empire's ship
    assert Position(s).produced(B)["supply"] == supply
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    for _ in range(2):
        act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert s.ip[target]["sd"] == 1  # 2 phasers, one point less


def science_officer(identity: str, research: int) -> None:
    """A science officer: "Generates <research> research point(s) per turn. - Indefinitely suspends
    the effects of hostile monster cards at his location. The monster must still be destroyed by
    normal means." An R/ card: played in reaction to the monster."""
    s = two([TERRAIN, SHIP, card(identity)], [TERRAIN, SHIP, card("M1|small phaser eel")])
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    target = place(s, B, SHIP["key"])
    research_before = Position(s).produced(A)["research"]
    end_turn(s)
    refresh(s)
    skip_to(s, "play_a")
    eel = find(s, s.hand[B], "M1|small phaser eel")
    act(s, "play", card=eel, on=ship)
    assert s.current_players() == [A]  # the reaction window on the eel's play
    officer = find(s, s.hand[A], identity)
    act(s, "react", card=officer, on=ship)
    assert s.ip[officer]["loc"] == ship and s.ip[eel]["loc"] == ship
    end_turn(s)
    refresh(s)
    assert s.active == A
    assert Position(s).produced(A)["research"] == research_before + research
    act(s, "engage", card=ship)
    act(s, "arm", card=ship)
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    kinds = {a.get("weapon") for a in s.legal_actions(A) if a["type"] == "fire"}
    assert kinds == {"phaser", "heavy"}  # the eel absorbs no phaser fire while he is there
    assert eel in s.ip  # suspended, not destroyed


def test_science_officer_c1_makes_a_research_point_and_suspends_a_monster_at_his_location() -> None:
    science_officer("C1|science officer", 1)


def test_science_officer_c2_makes_a_research_point_and_suspends_a_monster_at_his_location() -> None:
    science_officer("C2|science officer", 1)


def test_science_officer_c3_makes_a_research_point_and_suspends_a_monster_at_his_location() -> None:
    science_officer("C3|science officer", 1)  # "foreign technology at his location": a stocking rule


def test_science_officer_c6_makes_two_research_points_and_suspends_a_monster_at_his_location() -> None:
    science_officer("C6|science officer", 2)  # "foreign technology at his location": a stocking rule


# ---- the Sector HQ -----------------------------------------------------------------------------


def test_sector_hq_is_attackable_only_when_its_owner_has_no_ships() -> None:
    s, ship, target, _, _ = armed_duel()
    assert {"player": A, "type": "target", "hq": B} not in s.legal_actions(A)
    s2 = two([TERRAIN, SHIP], [TERRAIN, mk("B3", "Test Outpost", shields=1)])
    place(s2, A, TERRAIN["key"])
    sh = place(s2, A, SHIP["key"], engaged=False)
    tb = place(s2, B, TERRAIN["key"])
    place(s2, B, "b3-test-outpost", on=tb)
    refresh(s2)
    act(s2, "engage", card=sh)
    act(s2, "done")
    act(s2, "next")
    assert {"player": A, "type": "target", "hq": B} in s2.legal_actions(A)  # bases do not protect


def test_bases_cannot_fire_at_the_sector_hq() -> None:
    base = mk("B3", "Gun Base", shields=1, phasers=3)
    s = two([TERRAIN, base], [TERRAIN])
    t = place(s, A, TERRAIN["key"])
    place(s, A, base["key"], on=t)
    refresh(s)
    act(s, "done")
    act(s, "next")
    assert {"player": A, "type": "target", "hq": B} not in s.legal_actions(A)


def test_twenty_five_damage_eliminates_last_player_wins_with_celebration_draws() -> None:
    s, ship, target, _, _ = armed_duel()
    Position(s).remove(target)
    Position(s).hq_damage(B, 23)
    Position(s).changed()
    act(s, "target", hq=B)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert s.out[B] and s.is_over()
    assert s.result()["winners"] == [A] and s.result()["reason"] == "last player left"


def test_victory_celebration_lets_the_destroyer_draw_up_to_two_in_multiplayer() -> None:
    # Primary rules, "VICTORY CELEBRATION" (v2.1's differs: rulings/test_editions.py).
    s = new_game([stacked([BIG, TERRAIN, SHIP]), stacked([mk("T1", "Test Rock")]), stacked([mk("T2", "Other Rock")])],
                 edition="primary")
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "done")
    act(s, "next")
    victim = [q for q in (1, 2) if {"player": A, "type": "target", "hq": q} in s.legal_actions(A)][0]
    Position(s).hq_damage(victim, 24)
    act(s, "target", hq=victim)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert s.out[victim] and not s.is_over()
    assert [a["draw"] for a in s.legal_actions(A)] == [0, 1, 2]
    hand = len(s.hand[A])
    act(s, "celebrate", draw=2)
    assert len(s.hand[A]) == hand + 2


# ---- monsters, hazards, equipment and crew ----------------------------------------------------


def test_small_phaser_eel_absorbs_the_units_phasers_unless_a_science_officer_suspends_it() -> None:
    s = two([TERRAIN, SHIP], [TERRAIN, SHIP, card("M1|small phaser eel")])
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    target = place(s, B, SHIP["key"])
    eel = place(s, B, "M1|small phaser eel", on=ship)
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "arm", card=ship)
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    kinds = {a.get("weapon") for a in s.legal_actions(A) if a["type"] == "fire"}
    assert kinds == {"heavy"}
    assert s.ip[eel]["c"] == B


def phaser_eel(identity: str, kill: int) -> None:
    """A phaser eel: "absorbs all phaser fire from the base or ship on which it is played before that
    fire can damage other units. - The phaser eel can only be damaged by non-phaser weapons. <kill>
    points of damage are needed to kill <it>. - Research has no effect on phaser eels." """
    lab = mk("T4", "Test Lab Planet", gen_supply=2, gen_energy=2, gen_ammunition=2, gen_research=9)
    s = two([lab, SHIP], [TERRAIN, SHIP, card(identity)])
    place(s, A, lab["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    target = place(s, B, SHIP["key"])
    eel = place(s, B, identity, on=ship)
    refresh(s)
    assert not [a for a in s.legal_actions(A) if a["type"] == "research" and a.get("card") == eel]
    act(s, "engage", card=ship)
    act(s, "arm", card=ship)
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    assert {a.get("weapon") for a in s.legal_actions(A) if a["type"] == "fire"} == {"heavy"}
    pos = Position(s)
    assert not pos.can_fire_at(ship, "phaser", eel) and pos.can_fire_at(ship, "heavy", eel)
    pos.deal_damage(eel, kill - 1, "weapons", A).check_monster(eel)
    assert eel in s.ip
    pos.deal_damage(eel, 1, "weapons", A).check_monster(eel)
    assert eel not in s.ip and eel in pos.discard_of(B)


def test_large_phaser_eel_absorbs_the_units_phasers_and_dies_at_five_points_of_heavy_damage() -> None:
    phaser_eel("M5|large phaser eel", 5)


def test_huge_phaser_eel_absorbs_the_units_phasers_and_dies_at_nine_points_of_heavy_damage() -> None:
    phaser_eel("M9|huge phaser eel", 9)


def test_space_dragon_damages_each_turn_and_the_unit_may_only_fire_on_it() -> None:
    s = two([TERRAIN, SHIP, card("M4|space dragon")], [TERRAIN, SHIP, SHIP])
    place(s, A, TERRAIN["key"])
    mine = place(s, A, SHIP["key"], engaged=False)
    target = place(s, B, SHIP["key"])
    other = place(s, B, SHIP["key"])
    Position(s).deck_order(B, [s.hand[B][-1]])
    refresh(s)
    act(s, "engage", card=mine)
    act(s, "done")
    dragon = find(s, s.hand[A], "M4|space dragon")
    act(s, "play", card=dragon, on=target)
    assert s.ip[target]["sd"] == 2
    end_turn(s)
    # Bob's ship under the dragon may only fire on the dragon.
    tb = place(s, B, TERRAIN["key"])
    refresh(s)
    act(s, "engage", card=target)
    act(s, "done")
    act(s, "next")
    targets = [a for a in s.legal_actions(B) if a["type"] == "target"]
    assert targets == [{"player": B, "type": "target", "on": dragon}]
    assert tb and other and mine


def test_research_points_defeat_a_space_dragon() -> None:
    lab = mk("T3", "Lab Rock", gen_research=4)
    s = two([TERRAIN, card("M4|space dragon")], [lab, SHIP])
    place(s, A, TERRAIN["key"])
    place(s, B, lab["key"])
    target = place(s, B, SHIP["key"])
    dragon = place(s, A, "M4|space dragon", on=target)
    skip_to(s, "play_a")
    end_turn(s)
    for _ in range(4):
        act(s, "research", card=dragon)
    assert dragon not in s.ip and dragon in s.discard[A]


def test_ion_storm_damage_equals_its_strength_and_is_discarded() -> None:
    s = two([TERRAIN, card("H5|ion storm")], [TERRAIN, SHIP])
    place(s, A, TERRAIN["key"])
    target = place(s, B, SHIP["key"])
    refresh(s)
    act(s, "done")
    storm = find(s, s.hand[A], "H5|ion storm")
    act(s, "play", card=storm, on=target)
    assert target not in s.ip and storm in s.discard[A]


def test_planetary_shield_takes_card_damage_meant_for_its_terrain() -> None:
    planet = mk("T5", "Shield World", gen_supply=1, tags=["Planet"])
    s = two([TERRAIN, card("H1|ion storm positron storm")], [planet, card("B3|heavy planetary shield")])
    place(s, A, TERRAIN["key"])
    world = place(s, B, planet["key"])
    shield = place(s, B, "B3|heavy planetary shield", on=world)
    refresh(s)
    act(s, "done")
    act(s, "play", card=find(s, s.hand[A], "H1|ion storm positron storm"), on=world)
    # one point of structure damage and one standard point, both on the shield
    assert s.ip[world]["hd"] == 0 and (s.ip[shield]["hd"], s.ip[shield]["sd"]) == (1, 1)


def test_planetary_shield_goes_only_on_planets_moons_or_asteroids_and_takes_their_card_damage() -> None:
    """B1 Planetary Shield: "May only be played on planets, moons or large asteroids. - This shield
    absorbs monster, hazard and occurrence damage." (its 3 printed shields)."""
    planet = mk("T5", "Shield World", gen_supply=1, tags=["Planet"])
    moon = mk("T2", "Shield Moon", tags=["Moon"])
    rock = mk("T3", "Bare Star", gen_energy=1)
    s = two([TERRAIN, card("H2|meteor shower"), card("M2|planet gouge")], [planet, moon, rock, card("B1|planetary shield")])
    place(s, A, TERRAIN["key"])
    world = place(s, B, planet["key"])
    satellite = place(s, B, moon["key"])
    place(s, B, rock["key"])
    end_turn(s)
    refresh(s)
    skip_to(s, "play_a")
    shield = find(s, s.hand[B], "B1|planetary shield")
    ons = {a.get("on") for a in s.legal_actions(B) if a["type"] == "play" and a["card"] == shield}
    assert ons == {world, satellite}  # not on a terrain that is no planet, moon or asteroid
    act(s, "play", card=shield, on=world)
    end_turn(s)
    refresh(s)
    skip_to(s, "play_a")
    act(s, "play", card=find(s, s.hand[A], "H2|meteor shower"))  # its 1-damage option, on the world
    act(s, "use", option=1, label="1 damage to a terrain, ship or base")
    act(s, "use", card=world)
    assert (s.ip[world]["sd"], s.ip[world]["hd"]) == (0, 0)  # the hazard's point: on the shield
    assert (s.ip[shield]["sd"], s.ip[shield]["hd"]) == (1, 0)
    act(s, "play", card=find(s, s.hand[A], "M2|planet gouge"), on=world)
    # the monster's 3 points: 2 on the shield's last shields, 1 on its structure (strength 1, it
    # is destroyed); excess damage on a base does not splash to its terrain (rulebook, Bases)
    assert shield not in s.ip and shield in s.discard[B]
    assert (s.ip[world]["sd"], s.ip[world]["hd"]) == (0, 0)


def test_phaser_refits_add_at_most_three_phasers_to_a_ship() -> None:
    s = two([TERRAIN, SHIP, card("E4|heavy phaser refit"), card("E4|heavy phaser refit")])
    ship = place(s, A, SHIP["key"])
    place(s, A, "E4|heavy phaser refit", on=ship)
    place(s, A, "E4|heavy phaser refit", on=ship)
    assert Position(s).phasers(ship) == 2 + 3


def test_extreme_phaser_refit_adds_three_phasers_ships_at_most_three_from_refits() -> None:
    """E7 Extreme Phaser Refit: "Adds 3 phasers to the unit to which it is played. - Ships are limited
    to a maximum of 3 additional phasers from multiple refits" (bases are not)."""
    base = mk("B4", "Test Base", phasers=1)
    refit = card("E7|extreme phaser refit")
    s = two([TERRAIN, SHIP, base, refit, refit, card("E2|phaser refit"), refit])
    ship = place(s, A, SHIP["key"])
    place(s, A, "E7|extreme phaser refit", on=ship)
    assert Position(s).phasers(ship) == 2 + 3
    place(s, A, "E2|phaser refit", on=ship)
    assert Position(s).phasers(ship) == 2 + 3  # no more than 3 from refits on a ship
    t = place(s, A, TERRAIN["key"])
    b = place(s, A, base["key"], on=t)
    place(s, A, "E7|extreme phaser refit", on=b)
    place(s, A, "E7|extreme phaser refit", on=b)
    assert Position(s).phasers(b) == 1 + 6


def test_heavy_shield_refit_adds_two_shields_ships_at_most_three_from_refits() -> None:
    """E3 Heavy Shield Refit: "Adds 2 shields to a ship or base. - Ships are limited to 3 additional
    shield points from multiple shield refits. Bases are not limited. - May not be played to a
    Mechad ship." """
    base = mk("B4", "Test Base", shields=1)
    refit = card("E3|heavy shield refit")
    s = two([TERRAIN, SHIP, base, refit, refit, refit, refit])
    ship = place(s, A, SHIP["key"])
    place(s, A, "E3|heavy shield refit", on=ship)
    assert Position(s).shields(ship) == 2 + 2
    place(s, A, "E3|heavy shield refit", on=ship)
    assert Position(s).shields(ship) == 2 + 3  # no more than 3 from refits on a ship
    t = place(s, A, TERRAIN["key"])
    b = place(s, A, base["key"], on=t)
    place(s, A, "E3|heavy shield refit", on=b)
    place(s, A, "E3|heavy shield refit", on=b)
    assert Position(s).shields(b) == 1 + 4
    s = two([TERRAIN, SHIP, refit, card("s4-mechad-light-cruiser")])
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"])
    m = place(s, A, "s4-mechad-light-cruiser")
    refresh(s)
    act(s, "done")
    r = find(s, s.hand[A], "E3|heavy shield refit")
    on = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == r}
    assert ship in on and m not in on


def test_shield_fiend_cannot_be_played_on_an_emf_ship() -> None:
    mechad = card("s4-mechad-light-cruiser")
    s = two([TERRAIN, card("M3|shield fiend")], [TERRAIN, mechad])
    place(s, A, TERRAIN["key"])
    m = place(s, B, "s4-mechad-light-cruiser")
    refresh(s)
    act(s, "done")
    assert not [a for a in s.legal_actions(A) if a["type"] == "play" and a.get("on") == m]


# ---- empires -----------------------------------------------------------------------------------


def test_mechad_emf_is_nodes_times_energy_at_most_twice_strength_and_rated_strength_disengaged() -> None:
    power = mk("T6", "Power Rock", gen_supply=3, gen_energy=12)
    s = two([power, card("s7-mechad-dreadnought")])
    place(s, A, power["key"])
    m = place(s, A, "s7-mechad-dreadnought", engaged=False)
    refresh(s)
    act(s, "engage", card=m)
    for _ in range(7):
        act(s, "emf", card=m)  # 2 nodes: +2 each, capped at 14 (twice strength 7)
    assert s.ip[m]["emf"] == 14
    assert {"player": A, "type": "emf", "card": m} not in s.legal_actions(A)
    act(s, "done")
    end_turn(s)
    end_turn(s)
    act(s, "done")  # not engaged this time
    assert s.ip[m]["emf"] == 7 and Position(s).shields(m) == 7


def test_distortion_cannon_hits_every_unit_of_one_opponent() -> None:
    power = mk("T6", "Power Rock", gen_supply=4, gen_energy=4, gen_ammunition=4)
    s = two([power, card("s6-mechad-battlecruiser")], [TERRAIN, SHIP, SHIP])
    place(s, A, power["key"])
    m = place(s, A, "s6-mechad-battlecruiser", engaged=False)
    t = place(s, B, TERRAIN["key"])
    b1 = place(s, B, SHIP["key"])
    b2 = place(s, B, SHIP["key"])
    refresh(s)
    act(s, "engage", card=m)
    for _ in range(3):
        act(s, "arm", card=m)
    act(s, "done")
    act(s, "next")
    act(s, "distort", card=m, player_hit=B)
    assert s.ip[b1]["sd"] == 1 and s.ip[b2]["sd"] == 1 and s.ip[t]["hd"] == 0 and s.hq[B] == 0


def _corporate_cruiser_armed():
    """A's S6 Corporate Heavy Cruiser (variable plasma heavy weapons) engaged and armed once in the
    Allocation Phase, with energy to spare; B's strong ship to fire at: (state, cruiser, target)."""
    power = mk("T6", "Power Rock", gen_supply=4, gen_energy=6, gen_ammunition=4)
    corp = card("s6-corporate-heavy-cruiser")
    s = two([power, corp], [TERRAIN, mk("S9", "Big Target", shields=20)])
    place(s, A, power["key"])
    c = place(s, A, corp["key"], engaged=False)
    target = place(s, B, "s9-big-target")
    refresh(s)
    act(s, "engage", card=c)
    act(s, "arm", card=c)
    return s, c, target


def test_corporate_variplaz_does_damage_equal_to_its_energy_on_one_target() -> None:
    s, c, target = _corporate_cruiser_armed()
    act(s, "plasma", card=c)
    act(s, "plasma", card=c)
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    act(s, "fire", card=c, weapon="heavy", energy=2)
    act(s, "resolve")
    assert s.ip[target]["sd"] == 2


def test_corporate_variplaz_heavy_weapons_without_plasma_energy_cannot_fire() -> None:
    # Its heavy weapons fire plasma energy ("damage equal to its energy"): armed but with no energy
    # they have nothing to fire, so no volley is offered for them alone (offered, the volley had no
    # fire and no resolve: its player was left without a legal action).
    s, c, target = _corporate_cruiser_armed()
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    assert {a.get("weapon") for a in s.legal_actions(A) if a["type"] == "fire"} == {"phaser"}
    for _ in range(s._phasers(c)):
        act(s, "fire", card=c, weapon="phaser")
    assert [a["type"] for a in s.legal_actions(A)] == ["resolve"]
    act(s, "resolve")
    assert [a["type"] for a in s.legal_actions(A)] == ["next"]  # its phasers spent: nothing left to fire


def test_krebiz_cruiser_and_capsule_combine_count_as_one_ship_and_separate_for_a_play() -> None:
    cruiser = card("s4-krebiz-mandible-light-cruiser")
    capsule = card("s2-krebiz-battle-capsule")
    s = two([TERRAIN, cruiser, capsule, SHIP])
    place(s, A, TERRAIN["key"])
    cr = place(s, A, cruiser["key"])
    refresh(s)
    skip_to(s, "play_a")
    cap = find(s, s.hand[A], capsule["key"])
    act(s, "play", card=cap, on=cr)
    assert s.ip[cap]["cmb"] and Position(s).units(A) == [cr]
    assert Position(s).strength(cr) == 4 + 2
    Position(s).damage(cr, structure=2)
    act(s, "separate", card=cr)
    assert s.plays == 2 and sorted(Position(s).units(A)) == sorted([cr, cap])
    act(s, "shift", part="structure")
    act(s, "done")
    assert (s.ip[cr]["hd"], s.ip[cap]["hd"]) == (1, 1)
    # Not recombined on the turn they were separated.
    assert not [a for a in s.legal_actions(A) if a["type"] == "combine"]


def test_indirigan_ship_must_fire_at_opponent_indirigans_first() -> None:
    indirigan = card("s6-indirigan-light-cruiser")
    power = mk("T6", "Power Rock", gen_supply=4, gen_energy=4)
    s = two([power, indirigan], [TERRAIN, SHIP, indirigan])
    place(s, A, power["key"])
    mine = place(s, A, indirigan["key"], engaged=False)
    other = place(s, B, SHIP["key"])
    theirs = place(s, B, indirigan["key"])
    s.main[A] = "Argonian"
    refresh(s)
    act(s, "engage", card=mine)
    act(s, "done")
    act(s, "next")
    targets = [a.get("on") for a in s.legal_actions(A) if a["type"] == "target"]
    assert theirs in targets and other not in targets


def test_d_dragons_take_no_crew_or_equipment_and_are_healed_not_repaired() -> None:
    drake = card("d2-deans-drake")
    s = two([TERRAIN, drake, card("E2|phaser refit"), mk("T2", "Heal Rock", gen_healing=1, gen_repair=1)])
    place(s, A, TERRAIN["key"])
    place(s, A, "t2-heal-rock")
    d = place(s, A, drake["key"])
    Position(s).damage(d, structure=1)
    refresh(s)
    acts = s.legal_actions(A)
    assert {"player": A, "type": "heal", "card": d} in acts
    assert not [a for a in acts if a["type"] == "repair" and a["card"] == d]
    act(s, "done")
    assert not [a for a in s.legal_actions(A) if a["type"] == "play" and a.get("on") == d]


# ---- variants ----------------------------------------------------------------------------------


def test_disengaged_ships_out_of_play_do_not_protect_the_sector_hq() -> None:
    s = two([TERRAIN, SHIP], [TERRAIN, SHIP], disengaged_ships_out_of_play=True)
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    place(s, B, SHIP["key"], engaged=False)
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "done")
    act(s, "next")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)


def test_one_target_only_each_unit_fires_at_one_target_a_turn() -> None:
    s, ship, target, _, tb = armed_duel(one_target_only=True)
    act(s, "target", on=target)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert {"player": A, "type": "target", "on": tb} not in s.legal_actions(A)


def test_restricted_bases_cannot_fire_at_terrain_or_bases() -> None:
    base = mk("B3", "Gun Base", shields=1, heavy_weapons=2, opt_cost_ammunition=2)
    s = two([TERRAIN, base], [TERRAIN, SHIP], restricted_bases=True)
    t = place(s, A, TERRAIN["key"])
    b = place(s, A, base["key"], on=t)
    tb = place(s, B, TERRAIN["key"])
    place(s, B, SHIP["key"])
    refresh(s)
    act(s, "arm", card=b)
    act(s, "done")
    act(s, "next")
    assert {"player": A, "type": "target", "on": tb} not in s.legal_actions(A)


def test_defenders_shoot_back_when_disengaged() -> None:
    s = two([TERRAIN, SHIP], [TERRAIN, SHIP], defenders_shoot_back=True)
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    target = place(s, B, SHIP["key"], engaged=False)
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert s.current_players() == [B]
    act(s, "shoot_back", card=target, at=ship)
    assert s.ip[ship]["sd"] == 2 and s.ip[ship]["hd"] == 2  # 2 phasers + 2 heavy weapons
    assert s.ip[target]["sd"] == 1


def test_bases_defend_ships_stacked_with_them() -> None:
    base = mk("B4", "Guard Base", shields=4, phasers=3)
    s = two([TERRAIN, SHIP], [TERRAIN, base, SHIP], bases_defend_ships=True)
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    tb = place(s, B, TERRAIN["key"])
    b = place(s, B, base["key"], on=tb)
    target = place(s, B, SHIP["key"], on=b)
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "done")
    act(s, "next")
    act(s, "target", on=target)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    act(s, "shoot_back", card=b, at=ship)
    assert s.ip[ship]["sd"] == 2 and s.ip[ship]["hd"] == 1


def test_border_defense_fire_only_at_adjacent_players() -> None:
    lines = [stacked([BIG, TERRAIN, SHIP])] + [stacked([mk("T1", f"Rock {i}"), TERRAIN]) for i in range(3)]
    s = new_game(lines, border_defense=True)
    place(s, A, TERRAIN["key"])
    ship = place(s, A, SHIP["key"], engaged=False)
    for q in (1, 2, 3):
        place(s, q, TERRAIN["key"])
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "done")
    act(s, "next")
    hq = sorted(a["hq"] for a in s.legal_actions(A) if a["type"] == "target" and "hq" in a)
    alive = s.order
    k = alive.index(A)
    assert hq == sorted({alive[k + 1], alive[k - 1]})


def test_everyone_plays_to_the_end_first_to_fifty_wins() -> None:
    s, ship, target, _, _ = armed_duel(everyone_plays_to_the_end=True)
    Position(s).remove(target)
    Position(s).hq_damage(B, 24)
    s.scored[A] = 48
    Position(s).changed()
    act(s, "target", hq=B)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert not s.out[B] and s.is_over() and s.result()["winners"] == [A]


def test_time_limit_least_hq_damage_wins() -> None:
    s = two(turn_limit=1)
    Position(s).hq_damage(B, 3)
    end_turn(s)
    end_turn(s)
    assert s.result()["winners"] == [A] and s.result()["by_time"]
    assert s.result()["reason"] == "decided by time (round time limit): least Sector HQ damage"


# ---- unmodelled cards and the declared-effect mode ---------------------------------------------


def test_unmodelled_cards_are_listed_and_never_offered_to_bots() -> None:
    from rules.core import DeckCard

    from .helpers import FILLER

    # The Argonian deck is fully modelled now: three copies of an unmodelled crew card join it.
    lines = decks.load_deck("Ltd_Argonian.dek") + [DeckCard(card(FILLER), 3)]
    flagged = effects.unmodelled_cards(lines)
    assert flagged and all(effects.modelling(c) == "unmodelled" for c in flagged)
    from rules import get

    s = get("galactic-empires").new_match(2, 1, {}, [lines, lines])
    rng = GameRng(4)
    for _ in range(400):
        seat = s.current_players()[0]
        for a in s.legal_actions(seat):
            if a["type"] in ("play", "react"):
                assert s.ci[a["card"]].playable
        s.apply(rng.choice(s.legal_actions(seat)))
        if s.is_over():
            break


def test_declared_effect_is_logged_and_opponents_accept_or_refuse() -> None:
    odd = mk("O3", "Strange Occurrence")
    s = two([TERRAIN, odd, odd], declared_effects=True)
    skip_to(s, "play_a")
    c = find(s, s.hand[A], odd["key"])
    listed = [a for a in s.legal_actions(A) if a["type"] == "declare" and a["card"] == c]
    assert listed and listed[0]["text"]  # the printed text (or title) as the default declaration
    with pytest.raises(IllegalAction):
        s.apply({"player": A, "type": "declare", "card": c, "text": "  "})
    s.apply({"player": A, "type": "declare", "card": c, "text": "Draw a card."})
    assert s.current_players() == [B]
    act(s, "refuse")
    assert c in s.hand[A] and s.plays == 0 and s.declared[-1]["result"] == "refused"
    s.apply({"player": A, "type": "declare", "card": c, "text": "Draw a card."})
    act(s, "accept")
    assert c in s.discard[A] and s.plays == 1 and s.declared[-1]["result"] == "accepted"
    assert s.view(B)["declared"][-1]["text"] == "Draw a card."


def test_every_effect_name_in_the_data_is_implemented() -> None:
    # Compared with what the engine has code for: see test_cardscripts.py
    # (test_every_vocabulary_verb_has_engine_code) for the check against the engine's source.
    names = {e["effect"] for fx in effects.CARD_EFFECTS.values() for e in fx}
    assert names <= IMPLEMENTED


def test_every_card_the_rulebook_names_is_mapped() -> None:
    named = [
        "E2|phaser refit", "E2|nuclear mine", "H2|ion storm", "M3|shield fiend", "M4|space dragon",
        "M1|small phaser eel", "C1|science officer", "S1|fleet freighter", "S2|fleet tug",
        "B4|base station", "B9|starbase", "B1|planetary shield", "B5|growing economy", "C5|captain",
        "C6|captain",
    ]
    for identity in named:
        assert effects.modelling(card(identity)) == "mapped", identity


# ---- views and bots ----------------------------------------------------------------------------


def test_view_hides_other_hands_and_deck_order() -> None:
    s = two([TERRAIN])
    v = s.view(A)
    assert isinstance(v["players"][A]["hand"], list) and v["players"][B]["hand"] == 9
    assert isinstance(v["players"][A]["deck"], int)
    spectator = s.view(None)
    assert spectator["players"][A]["hand"] == 9


def test_determinize_keeps_what_the_player_sees() -> None:
    s = two([TERRAIN])
    d = s.determinize(A, GameRng(3))
    assert d.hand[A] == s.hand[A] and len(d.hand[B]) == len(s.hand[B])
    assert sorted(d.hand[B] + d.deck[B]) == sorted(s.hand[B] + s.deck[B])
    assert d.ip == s.ip


# ---- vocabulary entries no printed card uses yet (issue 11 maps cards to them) ---------------


@pytest.fixture
def extra_cards(monkeypatch):
    mapped = {
        "O2|test windfall": ({"effect": "draw", "count": 2},),
        "O3|test repair crew": ({"effect": "repair", "amount": 2},),
        # (destroy's legacy form, "targets", became a target entry and a destroy action: issue 24)
        "O5|test sabotage": ({"effect": "target", "select": {"types": "SB"}}, {"effect": "destroy", "to": "target"}),
    }
    monkeypatch.setattr(effects, "CARD_EFFECTS", {**effects.CARD_EFFECTS, **mapped})
    return mk("O2", "Test Windfall"), mk("O3", "Test Repair Crew"), mk("O5", "Test Sabotage")


def test_draw_repair_and_destroy_effects(extra_cards) -> None:
    windfall, repair, sabotage = extra_cards
    s = two([TERRAIN, SHIP, windfall, repair, sabotage], [TERRAIN, SHIP])
    place(s, A, TERRAIN["key"])
    mine = place(s, A, SHIP["key"])
    theirs = place(s, B, SHIP["key"])
    Position(s).damage(mine, shields=1, structure=2)
    refresh(s)
    act(s, "done")
    hand = len(s.hand[A])
    act(s, "play", card=find(s, s.hand[A], windfall["key"]))
    assert len(s.hand[A]) == hand - 1 + 2
    act(s, "play", card=find(s, s.hand[A], repair["key"]), on=mine)
    assert (s.ip[mine]["sd"], s.ip[mine]["hd"]) == (0, 1)
    act(s, "play", card=find(s, s.hand[A], sabotage["key"]), on=theirs)
    assert theirs not in s.ip and theirs in s.discard[B]
