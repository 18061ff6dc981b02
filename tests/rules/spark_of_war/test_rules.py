"""Spark of War scenarios: one test per rule of spark-of-war.txt (and per reading we chose where it is silent)."""
from __future__ import annotations

import json

import pytest

import rules
from rules.core import IllegalAction
from rules.spark_of_war import engine as E
from rules.spark_of_war.galaxy import MAPS, pack

GAME = rules.get("spark-of-war")


def ship_id(key: str, nth: int = 0) -> int:
    return [i for i, k in enumerate(E.SHIP_KEY) if k == key][nth]


def planet_code(kind: str, nth: int = 0) -> int:
    return E.PLANET_BASE + [i for i, k in enumerate(E.PLANET_KIND) if k == kind][nth]


FAR_STAR = (20, 0)


def bare(players: int = 2, star: bool = True, **options) -> E.SparkOfWarState:
    """A fresh match with an empty galaxy (but for a far star, so that claims do not end the game) and every
    ship in the draw pile; pieces are then placed by hand."""
    state = GAME.new_match(players, 1, options)
    state.board = {}
    if star:
        state.board[pack(*FAR_STAR)] = planet_code("star", 1) << 3
    state.draw = list(range(E.SHIP_COUNT))
    state.hands = [[] for _ in range(players)]
    state.salvage = [[] for _ in range(players)]
    state.scoring = [[] for _ in range(players)]
    state.discard = []
    state.phase = "deploy"
    state.round = 1
    state._legal = state._hexes = None
    return state


def put(state: E.SparkOfWarState, q: int, r: int, code: int, rot: int = 0) -> None:
    if code < E.PLANET_BASE and code in state.draw:
        state.draw.remove(code)
    state.board[pack(q, r)] = (code << 3) | rot
    state._legal = state._hexes = None


def give(state: E.SparkOfWarState, seat: int, *ships: int) -> None:
    for s in ships:
        state.draw.remove(s)
        state.hands[seat].append(s)
    state._legal = None


def deploy(state: E.SparkOfWarState, card: int, q: int, r: int, rot: int = 0) -> list[dict]:
    p = state.active
    events = state.apply({"player": p, "type": "deploy_ship", "card": card})
    events += state.apply({"player": p, "type": "deploy_hex", "q": q, "r": r})
    return events + state.apply({"player": p, "type": "deploy_rotation", "rotation": rot})


# --- set-up -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_opening_hands_are_staggered_one_card_for_the_first_player_up_to_six(players: int) -> None:
    state = GAME.new_match(players, 3)
    assert [len(h) for h in state.hands] == [min(s + 1, 6) for s in range(players)]


def test_each_player_gets_two_secret_quests_all_different() -> None:
    state = GAME.new_match(6, 3)
    dealt = [q for qs in state.quests for q in qs]
    assert all(len(qs) == 2 for qs in state.quests) and sorted(dealt) == list(range(12))
    view = state.view(0)
    assert "quests" in view["seats"][0] and "quests" not in view["seats"][1]
    assert "hand" not in view["seats"][1] and view["seats"][1]["hand_count"] == 2


@pytest.mark.parametrize("players,name", [(2, "twin-suns"), (3, "twin-suns"), (4, "twin-suns"), (5, "grand-nebula"),
                                          (6, "grand-nebula")])
def test_auto_map_fits_the_player_count_and_places_its_planets(players: int, name: str) -> None:
    state = GAME.new_match(players, 1)
    kinds = sorted(E.PLANET_KIND[(c >> 3) - E.PLANET_BASE] for c in state.board.values())
    assert kinds == sorted(k for _q, _r, k, _rot in MAPS[name][2])


def test_built_in_maps_are_point_symmetric() -> None:
    for _title, _counts, layout in MAPS.values():
        at = {(q, r): kind for q, r, kind, _rot in layout}
        assert all(at.get((-q, -r)) == kind for (q, r), kind in at.items())


def test_random_map_option_places_the_same_number_of_planets_elsewhere() -> None:
    fixed = GAME.new_match(2, 5)
    shuffled = GAME.new_match(2, 5, {"map": "random"})
    assert len(shuffled.board) == len(fixed.board)
    assert set(shuffled.board) != set(fixed.board)


# --- deployment -------------------------------------------------------------------------------------

def test_ships_may_only_be_deployed_next_to_another_card() -> None:
    state = bare()
    put(state, 0, 0, planet_code("dwarf"))
    viper = ship_id("viper-interceptor")
    give(state, 0, viper)
    state.apply({"player": 0, "type": "deploy_ship", "card": viper})
    hexes = {(a["q"], a["r"]) for a in state.legal_actions(0)}
    ring = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
    assert hexes == {(dq, dr) for dq, dr in ring} | {(FAR_STAR[0] + dq, FAR_STAR[1] + dr) for dq, dr in ring}
    with pytest.raises(IllegalAction):
        state.apply({"player": 0, "type": "deploy_hex", "q": 3, "r": 3})


def test_a_ship_may_not_be_deployed_where_it_would_sustain_its_resistance() -> None:
    state = bare()
    put(state, 0, 0, planet_code("lunar"))
    # a Viper at (0, 2) facing N fires 3 into (0, 1)
    put(state, 0, 2, ship_id("viper-interceptor"), 0)
    frigate, destroyer = ship_id("lancer-frigate"), ship_id("raptor-destroyer")
    give(state, 0, frigate, destroyer)
    state.apply({"player": 0, "type": "deploy_ship", "card": frigate})  # resistance 3: 3 damage is too much
    assert (0, 1) not in [(a["q"], a["r"]) for a in state.legal_actions(0)]
    state2 = bare()
    put(state2, 0, 0, planet_code("lunar"))
    put(state2, 0, 2, ship_id("viper-interceptor"), 0)
    give(state2, 0, destroyer)
    state2.apply({"player": 0, "type": "deploy_ship", "card": destroyer})  # resistance 4 survives 3
    assert (0, 1) in [(a["q"], a["r"]) for a in state2.legal_actions(0)]


def test_deployment_is_passed_when_there_is_no_ship_to_deploy() -> None:
    state = bare()
    put(state, 0, 0, planet_code("dwarf"))
    state.hands[1] = list(state.draw)  # every ship is in the other hand: nothing to draw, nothing to deploy
    state.draw = []
    events: list[dict] = []
    state._settle(events)
    assert [e["type"] for e in events].count("no_deployment") == 2  # both action rounds
    assert state.active == 1  # both action rounds passed; the turn went on


# --- damage, forcefields, conquest --------------------------------------------------------------------

def test_damage_is_simultaneous_and_the_active_player_claims_a_planet_reaching_its_resistance() -> None:
    state = bare()
    dwarf = planet_code("dwarf", 1)  # forcefields on N, SE, SW (edges 1, 3, 5 are NE, S, NW)
    put(state, 0, 0, dwarf, 0)
    # Dwarf Beta has forcefields on NE, S, NW: fire from N, SE and SW gets through.
    put(state, 0, -1, ship_id("viper-interceptor"), 3)  # at N of the planet, facing S: 3 damage
    halberd = ship_id("halberd-cruiser")
    give(state, 0, halberd, ship_id("scavenger"))
    deploy(state, halberd, 1, 0, 5)  # at SE of the planet facing NW: 3 more, 6 >= 4
    assert E.PLANET_KIND[state.scoring[0][0]] == "dwarf"
    assert pack(0, 0) not in state.board


@pytest.mark.parametrize("damage_rule,claimed", [("lasting", True), ("fresh", False)])
def test_damage_a_planet_sustains_stays_on_it_until_it_is_claimed(damage_rule: str, claimed: bool) -> None:
    # "Planets and spaceships have a set number of resistance points attributed to them (that is, how much
    # damage they can sustain before being conquered)". Ruling (option damage=lasting, the default): damage
    # stays on a planet or star from one conquer step to the next; damage=fresh counts each step alone.
    state = bare(damage=damage_rule)
    dwarf = planet_code("dwarf", 1)  # resistance 4; no forcefield on its N edge
    put(state, 0, 0, dwarf, 0)
    put(state, 0, -1, ship_id("viper-interceptor"), 3)  # 3 damage into the planet's N edge each step
    first, second = ship_id("sentinel-corvette"), ship_id("sentinel-corvette", 1)
    give(state, 0, first, second)
    deploy(state, first, 20, 1, 0)  # next to the far star, out of the way: a conquer step
    assert pack(0, 0) in state.board
    at = next(e for e in state.view(None)["board"] if e["hex"] == [0, 0])
    assert at["sustained"] == (3 if claimed else 0) and at["damage"] == 3
    deploy(state, second, 20, -1, 0)  # the second step: 3 + 3 >= 4 with lasting damage
    assert (pack(0, 0) not in state.board) is claimed
    assert (E.PLANET_KIND[state.scoring[0][0]] == "dwarf") if claimed else state.scoring[0] == []
    assert pack(0, 0) not in state.wear


def test_a_ship_counts_damage_afresh_each_step() -> None:
    state = bare()
    put(state, 0, 0, planet_code("lunar", 3))  # no forcefield, resistance 8: an anchor
    raptor = ship_id("raptor-destroyer")  # resistance 4
    put(state, 1, -1, raptor, 1)  # fires NE into space and SW into the lunar planet
    put(state, 1, -2, ship_id("viper-interceptor"), 3)  # 3 into the raptor each step: never 4
    first, second = ship_id("sentinel-corvette"), ship_id("sentinel-corvette", 1)
    give(state, 0, first, second)
    deploy(state, first, 20, 1, 0)
    deploy(state, second, 20, -1, 0)
    assert pack(1, -1) in state.board and state.salvage[0] == []


def test_a_forcefield_blocks_damage_dealt_from_its_side() -> None:
    state = bare()
    put(state, 0, 0, planet_code("gaseous"), 0)  # forcefield on its N edge
    put(state, 0, -1, ship_id("leviathan-battleship"), 3)  # fires 4 south into the planet's N edge
    assert state.damage_map().get(pack(0, 0), 0) == 0
    state._hexes = None
    state.board[pack(0, 0)] = (planet_code("gaseous") << 3) | 1  # rotated: the forcefield now faces NE
    assert state.damage_map()[pack(0, 0)] == 4


def test_a_phase_lancer_ignores_forcefields() -> None:
    state = bare()
    put(state, 0, 0, planet_code("gaseous"), 0)
    put(state, 0, -1, ship_id("phase-lancer"), 3)
    assert state.damage_map()[pack(0, 0)] == 2


def test_ships_deal_damage_regardless_of_who_played_them_and_destroyed_ships_go_to_the_salvage_yard() -> None:
    state = bare()
    put(state, 0, 0, planet_code("lunar"))
    put(state, 1, -1, ship_id("viper-interceptor"), 0)  # NE of the planet, resistance 2
    lev = ship_id("leviathan-battleship")
    give(state, 0, lev, ship_id("scavenger"))
    # deployed at N of the viper's position facing SE? place it at (1,-2) facing S: 4 into the viper
    deploy(state, lev, 1, -2, 3)
    assert state.salvage[0][0] == ship_id("viper-interceptor")
    assert state.salvage[0][1:] == [lev]  # then cut off from every planet, it is claimed too


def test_ships_cut_off_from_every_planet_are_claimed() -> None:
    state = bare()
    put(state, 0, 0, planet_code("lunar"))
    put(state, 0, -1, ship_id("aegis-carrier"), 0)
    put(state, 0, -2, ship_id("sentinel-corvette"), 1)  # connected through the carrier
    killer = ship_id("wraith-assassin")
    give(state, 0, killer, ship_id("scavenger"))
    deploy(state, killer, 1, -1, 4)
    state.apply({"player": 0, "type": "destroy_ship", "q": 0, "r": -1})  # the carrier goes: the corvette is cut off
    assert ship_id("aegis-carrier") in state.discard
    assert ship_id("sentinel-corvette") in state.salvage[0]


# --- special powers -----------------------------------------------------------------------------------

def test_destroy_power_targets_any_other_ship_and_sends_it_to_the_discard_pile() -> None:
    state = bare()
    put(state, 0, 0, planet_code("lunar"))
    put(state, 0, -1, ship_id("viper-interceptor"), 0)
    killer = ship_id("wraith-assassin")
    give(state, 0, killer, ship_id("scavenger"))
    deploy(state, killer, 0, 1, 3)
    targets = [(a["q"], a["r"]) for a in state.legal_actions(0)]
    assert targets == [(0, -1)]  # never the assassin itself
    state.apply({"player": 0, "type": "destroy_ship", "q": 0, "r": -1})
    assert state.discard == [ship_id("viper-interceptor")]


def test_rotate_planet_power_turns_a_planet_to_the_chosen_position() -> None:
    state = bare()
    put(state, 0, 0, planet_code("gaseous"), 0)
    tug = ship_id("gravitic-tug")
    give(state, 0, tug, ship_id("scavenger"))
    deploy(state, tug, 0, 1, 0)
    state.apply({"player": 0, "type": "rotate_target", "q": 0, "r": 0})
    assert {a["rotation"] for a in state.legal_actions(0)} == set(range(6))
    state.apply({"player": 0, "type": "set_rotation", "rotation": 4})
    assert state.board[pack(0, 0)] & 7 == 4


def test_rotate_ship_power_turns_any_ship_including_itself() -> None:
    state = bare()
    put(state, 0, 0, planet_code("lunar"))
    put(state, 0, -1, ship_id("viper-interceptor"), 0)
    tractor = ship_id("tractor-frigate")
    give(state, 0, tractor, ship_id("scavenger"))
    deploy(state, tractor, 0, 1, 0)
    assert {(a["q"], a["r"]) for a in state.legal_actions(0)} == {(0, -1), (0, 1)}
    state.apply({"player": 0, "type": "rotate_target", "q": 0, "r": -1})
    state.apply({"player": 0, "type": "set_rotation", "rotation": 3})  # now fires 3 into the lunar planet
    assert state.board[pack(0, -1)] & 7 == 3


def test_salvage_power_moves_a_card_from_hand_to_the_salvage_yard() -> None:
    state = bare()
    put(state, 0, 0, planet_code("lunar"))
    scav, other = ship_id("scavenger"), ship_id("raptor-destroyer")
    give(state, 0, scav, other, ship_id("viper-interceptor"))
    deploy(state, scav, 0, 1, 3)
    state.apply({"player": 0, "type": "salvage_card", "card": other})
    assert state.salvage[0] == [other] and other not in state.hands[0]


# --- salvage, rounds, discard, refill, reshuffle ---------------------------------------------------------

def test_two_salvaged_ships_buy_one_damage_on_a_target_of_choice() -> None:
    state = bare()
    put(state, 0, 0, planet_code("dwarf", 1), 0)
    put(state, 0, -1, ship_id("viper-interceptor"), 3)  # 3 on a resistance-4 planet
    state.salvage[0] = [ship_id("scavenger", 1), ship_id("scavenger", 2)]
    state.draw = [c for c in state.draw if c not in state.salvage[0]]
    lancer = ship_id("lancer-frigate")
    give(state, 0, lancer, ship_id("scavenger"))
    deploy(state, lancer, 0, 1, 0)  # its 2 damage hits the dwarf's S forcefield
    assert state.phase == "strike"
    state.apply({"player": 0, "type": "salvage_strike", "q": 0, "r": 0})
    assert sorted(state.discard) == [ship_id("scavenger", 1), ship_id("scavenger", 2)]
    # nothing left to spend: damage resolves at once, 3 + 1 reaches the dwarf's 4
    assert E.PLANET_KIND[state.scoring[0][0]] == "dwarf"


def test_a_turn_has_two_action_rounds_then_passes_left_and_salvage_is_cut_to_two() -> None:
    state = bare(3)
    put(state, 0, 0, planet_code("lunar"))
    state.salvage[0] = [ship_id("aegis-carrier", i) for i in range(3)] + [ship_id("scavenger", 4)]
    state.draw = [c for c in state.draw if c not in state.salvage[0]]
    a, b = ship_id("sentinel-corvette"), ship_id("sentinel-corvette", 1)
    give(state, 0, a, b, ship_id("sentinel-corvette", 2))
    deploy(state, a, 0, -1, 1)
    state.apply({"player": 0, "type": "done"})
    assert state.active == 0 and state.round == 2
    deploy(state, b, 0, 1, 1)
    events = state.apply({"player": 0, "type": "done"})
    assert state.active == 1 and state.round == 1
    assert len(state.salvage[0]) == 2 and any(e["type"] == "discarded_salvage" for e in events)


def test_an_empty_hand_draws_five_at_once() -> None:
    state = bare()
    put(state, 0, 0, planet_code("lunar"))
    only = ship_id("sentinel-corvette")
    give(state, 0, only)
    events = deploy(state, only, 0, -1, 1)
    assert len(state.hands[0]) == 5 and any(e["type"] == "drew" and e["count"] == 5 for e in events)


def test_when_both_piles_are_empty_galaxy_ships_and_salvage_yards_become_the_new_draw_pile() -> None:
    state = bare()
    put(state, 0, 0, planet_code("lunar"))
    put(state, 0, -1, ship_id("aegis-carrier"), 0)
    only = ship_id("sentinel-corvette")
    give(state, 0, only)
    state.salvage[1] = [ship_id("scavenger")]
    rest = [c for c in state.draw if c != ship_id("scavenger")]
    state.hands[1] = rest[:]  # every other ship is in a hand: nothing left to draw
    state.draw = []
    events = deploy(state, only, 0, 1, 1)
    assert any(e["type"] == "galaxy_recalled" for e in events)
    assert not any((c >> 3) < E.PLANET_BASE for c in state.board.values())
    assert sorted(state.hands[0] + state.draw) == sorted([only, ship_id("aegis-carrier"), ship_id("scavenger")])


# --- the end and scoring ------------------------------------------------------------------------------

def test_the_game_ends_when_every_star_is_claimed() -> None:
    state = bare(star=False)
    put(state, 0, 0, planet_code("star"))
    put(state, 4, 0, planet_code("lunar"))
    put(state, 0, -1, ship_id("leviathan-battleship"), 3)  # N of the star facing S: 4
    put(state, 1, 0, ship_id("leviathan-battleship", 1), 5)  # SE of the star facing NW: 4
    assert state.damage_map()[pack(0, 0)] == 8
    halberd = ship_id("halberd-cruiser")
    give(state, 0, halberd, ship_id("scavenger"))
    deploy(state, halberd, -1, 1, 1)  # at SW facing NE: 3 more
    assert state.is_over()
    result = state.result()
    assert result["winners"] == [0] and result["reason"] == "all stars claimed"
    assert result["scores"][0] >= 2


KIND_COUNTS = {"dwarf": 0, "ring": 0, "habitable": 0, "gaseous": 0, "lunar": 0, "star": 0}


def q(effect: str) -> int:
    return E.QUEST_EFFECT.index(effect)


@pytest.mark.parametrize("effect,kinds,points", [
    ("per_dwarf", ["dwarf", "dwarf", "ring"], 2),
    ("per_ring", ["ring", "ring", "ring"], 3),
    ("per_habitable", ["habitable"], 1),
    ("per_gaseous", ["gaseous", "dwarf"], 1),
    ("per_lunar", ["lunar", "lunar"], 2),
    ("per_star", ["star"], 2),
    ("diversity", ["dwarf", "ring", "habitable"], 1),
    ("diversity", ["dwarf", "ring", "habitable", "gaseous", "lunar", "star"], 4),
    ("diversity", ["dwarf", "ring"], 0),
    ("pairs", ["dwarf", "dwarf", "dwarf", "ring", "ring"], 2),
    ("pairs", ["star", "star"], 0),
    ("no_dwarf_no_gaseous", ["ring"], 3),
    ("no_dwarf_no_gaseous", ["dwarf"], 1),
    ("no_ring_no_lunar", ["dwarf"], 3),
    ("no_ring_no_lunar", ["ring", "lunar"], 0),
])
def test_each_quest_card_scores_as_printed(effect: str, kinds: list[str], points: int) -> None:
    assert E.quest_points(effect, {k: kinds.count(k) for k in kinds}) == points


def test_base_score_is_one_per_planet_and_two_per_star() -> None:
    assert E.score_collection(["dwarf", "star", "lunar"], [q("no_ring_no_lunar"), q("per_habitable")], []) == 4 + 2


def test_wildcard_planet_is_a_planet_of_the_best_kind() -> None:
    # with "per_ring", the hidden world is a ring planet: 2 rings -> 2 + 1 (itself) + 3 (per ring, 3 rings)
    assert E.score_collection(["ring", "ring"], [q("wildcard_planet"), q("per_ring")], []) == 2 + 1 + 3


def test_mimic_copies_the_best_quest_of_an_adjacent_player() -> None:
    neighbours = [q("per_dwarf"), q("per_star")]
    # 3 dwarves: mimicking per_dwarf (+3) beats per_star (+0)
    assert E.score_collection(["dwarf"] * 3, [q("mimic"), q("per_lunar")], neighbours) == 3 + 3


def test_mimic_ignores_another_mimic_and_scores_nothing_alone() -> None:
    assert E.score_collection(["dwarf"], [q("mimic"), q("per_lunar")], [q("mimic")]) == 1


def test_neighbours_of_the_mimic_are_the_players_left_and_right() -> None:
    state = GAME.new_match(4, 2)
    state.quests = [[q("per_dwarf"), q("per_ring")], [q("mimic"), q("pairs")], [q("per_lunar"), q("per_star")],
                    [q("diversity"), q("per_gaseous")]]
    assert state._neighbour_quests(1) == sorted([q("per_dwarf"), q("per_ring"), q("per_lunar"), q("per_star")])


# --- Face-off -------------------------------------------------------------------------------------------

def test_faceoff_needs_even_teams_and_alternates_the_seats() -> None:
    with pytest.raises(ValueError):
        GAME.new_match(3, 1, {"faceoff": True})
    state = GAME.new_match(4, 1, {"faceoff": True})
    assert [state.team(s) for s in range(4)] == [0, 1, 0, 1]
    # every planet and star is used, half of each kind per colour
    assert len(state.board) == 26
    for kind in E.KINDS:
        colours = [state.colour[c] for c in state.colour if E.PLANET_KIND[c - E.PLANET_BASE] == kind]
        assert colours.count(0) == colours.count(1)


def test_faceoff_player_never_claims_a_planet_of_the_other_colour() -> None:
    state = bare(2, faceoff=True)
    orange = next(c for c, t in state.colour.items() if t == 1 and E.PLANET_KIND[c - E.PLANET_BASE] == "lunar")
    put(state, 0, 0, orange, 3)  # its forcefield (if any) faces S, away from the fire
    put(state, 0, -1, ship_id("leviathan-battleship"), 3)
    put(state, 1, 0, ship_id("leviathan-battleship", 1), 5)
    lancer = ship_id("phase-lancer")
    give(state, 0, lancer, ship_id("scavenger"))
    deploy(state, lancer, -1, 1, 1)  # 4 + 4 + 2 >= 8: conquered, but the colour belongs to team 1
    assert pack(0, 0) in state.board and state.scoring[0] == []


# --- the contract ----------------------------------------------------------------------------------------

def test_an_illegal_action_raises_and_changes_nothing() -> None:
    state = GAME.new_match(3, 9)
    before = state.to_json()
    for bad in ({"player": 1, "type": "done"}, {"player": 0, "type": "deploy_ship", "card": 999},
                {"player": 0, "type": "deploy_hex", "q": 0, "r": 0}, {"player": 0}, "nonsense"):
        with pytest.raises(IllegalAction):
            state.apply(bad)  # type: ignore[arg-type]
    assert state.to_json() == before


def test_json_round_trip_and_replay_reproduce_the_state() -> None:
    from rules.bots import play_game

    played = play_game(GAME, 3, 4, ["random"] * 3, options={"turn_limit": 12})
    state = played["state"]
    again = GAME.state_from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()
    assert GAME.replay(3, 4, played["actions"], {"turn_limit": 12}).to_json() == state.to_json()


def test_view_of_a_spectator_hides_every_hand_and_quest() -> None:
    view = GAME.new_match(4, 1).view(None)
    assert all("hand" not in s and "quests" not in s for s in view["seats"])
    assert "draw" not in view and view["draw_count"] > 0
    json.dumps(view)


def test_determinize_keeps_own_hand_and_quests_and_resamples_the_rest() -> None:
    from rules.core import GameRng

    state = GAME.new_match(4, 1)
    sample = state.determinize(2, GameRng(5))
    assert sample.hands[2] == state.hands[2] and sample.quests[2] == state.quests[2]
    assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
    assert sorted(sample.draw + [c for s in (0, 1, 3) for c in sample.hands[s]]) == sorted(
        state.draw + [c for s in (0, 1, 3) for c in state.hands[s]])
