"""Imperium Galacticum scenarios: one test per rule of imperium-galacticum.txt (and per reading we chose)."""
from __future__ import annotations

import json

import pytest

import rules
from rules.core import GameRng, IllegalAction
from rules.imperium_galacticum import engine as E

GAME = rules.get("imperium-galacticum")
HOME0, HOME1 = E.HOME_CELL


class Dice:
    """A stand-in for the state's GameRng that throws the given dice in order."""

    def __init__(self, *rolls: int) -> None:
        self.rolls = list(rolls)

    def roll(self, sides: int = 6) -> int:
        return self.rolls.pop(0)

    def shuffle(self, items: list) -> None:
        pass

    def copy(self) -> "Dice":
        return Dice(*self.rolls)


def planet_card(size: int = 2) -> int:
    return next(i for i, c in enumerate(E.SPACE) if c["kind"] == "planet" and c["size"] == size)


def deep_card(distance: int = 1) -> int:
    return next(i for i, c in enumerate(E.SPACE) if c["kind"] == "deep_space" and c["distance"] == distance)


def fresh(layout: dict[int, int] | None = None, seed: int = 1, **options) -> E.ImperiumState:
    """A new match whose map cells are replaced as given (cell -> space card) and whose event pile is quiet."""
    state = GAME.new_match(2, seed, options)
    state.apply({"player": 0, "type": "homeworld", "homeworld": "homeworld-terra"})
    if layout:
        cards = list(state.layout)
        for cell, card in layout.items():
            if card in cards:
                cards[cards.index(card)] = cards[cell]
            cards[cell] = card
        state.layout = cards
        state.graph = E.Graph(cards)
    quiet = [i for i, k in enumerate(E.EVENT_KEY) if k == "quiet-times"]
    state.events = quiet * 10
    state.event_discard = []
    state._legal = None
    return state


def act(state: E.ImperiumState, **action) -> list[dict]:
    action.setdefault("player", state.current_players()[0])
    return state.apply(action)


def to_action(state: E.ImperiumState) -> None:
    """Play the active player's phases up to the Action-Phase without doing anything."""
    while state.phase != "action":
        p = state.current_players()[0]
        kinds = {a["type"]: a for a in state.legal_actions(p)}
        act(state, **(kinds.get("pass") or kinds.get("done") or next(iter(kinds.values()))))


def ship(state: E.ImperiumState, owner: int, kind: str, cell: int, marker: bool = False) -> int:
    uid = state._new_uid()
    node = state.graph.orbit[cell] + (1 if marker else 0)
    state.ships[uid] = [owner, kind, node, state.movement(owner), False]
    state._legal = state._orbits = None
    return uid


def structure(state: E.ImperiumState, owner: int, key: str, cell: int, active: bool = True) -> int:
    uid = state._new_uid()
    state.structures[uid] = [owner, key, cell, active, False]
    state.built[cell].append(uid)
    state.hands[owner][key] -= 1
    state._legal = None
    return uid


def colonise(state: E.ImperiumState, cell: int, owner: int, pop: int = 1) -> None:
    if not state.is_planet(cell):
        cards = list(state.layout)
        swap = next(c for c in range(12) if state.is_planet(c) and c != cell)
        cards[cell], cards[swap] = cards[swap], cards[cell]
        state.layout = cards
        state.graph = E.Graph(cards)
    state.face_up[cell] = True
    state.owner[cell] = owner
    state.pop[cell] = pop
    state._legal = None


# --- preparations and exploration ----------------------------------------------------------------------

def test_setup_lays_twelve_face_down_cards_between_two_face_up_homeworlds_with_three_population() -> None:
    state = GAME.new_match(2, 7)
    assert len(state.layout) == 14 and sorted(state.layout[12:]) == [-2, -1]
    assert state.face_up == [False] * 12 + [True, True]
    assert state.owner[HOME0] == 0 and state.owner[HOME1] == 1
    assert state.pop[HOME0] == state.pop[HOME1] == 3
    assert len(set(state.layout[:12])) == 12


def test_the_first_player_picks_a_homeworld_and_the_second_takes_the_other() -> None:
    # Preparations: "Each player picks a homeworld. You can choose between Humans and Atrayids."
    state = GAME.new_match(2, 7)
    assert state.phase == "homeworld" and state.current_players() == [0]
    assert {a["homeworld"] for a in state.legal_actions(0)} == {"homeworld-terra", "homeworld-atraya"}
    state.apply({"player": 0, "type": "homeworld", "homeworld": "homeworld-atraya"})
    view = state.view(None)
    assert [s["species"] for s in view["seats"]] == ["Atrayids", "Humans"]
    assert state.phase == "explore" and state.owner[HOME0] == 0 and state.pop[HOME0] == 3


def test_exploration_targets_lie_left_right_or_in_front_of_a_controlled_card() -> None:
    state = fresh({1: deep_card()})
    assert state.explore_targets(0) == [1]  # in front of the homeworld
    assert state.explore_targets(1) == [10]
    state.face_up[1] = True  # face-up Deep Space next to the homeworld is controlled
    assert state.explore_targets(0) == [0, 2, 4]


def test_a_discovered_uncolonised_planet_is_not_controlled() -> None:
    state = fresh({1: planet_card()})
    state.face_up[1] = True
    assert state.explore_targets(0) == []


@pytest.mark.parametrize("roll,found", [(1, True), (3, True), (4, False), (6, False)])
def test_the_exploration_die_turns_the_card_face_up_on_one_to_three(roll: int, found: bool) -> None:
    state = fresh()
    state.rng = Dice(roll)
    act(state, type="explore", cell=1)
    assert state.face_up[1] is found


# --- events and population --------------------------------------------------------------------------------

def test_each_controlled_planet_draws_an_event_then_grows_by_one_population() -> None:
    state = fresh()
    colonise(state, 4, 0, pop=1)
    events = act(state, type="pass")
    assert [e["cell"] for e in events if e["type"] == "event"] == [4, HOME0]
    assert state.pop[HOME0] == 4 and state.pop[4] == 2


def test_population_never_grows_beyond_what_the_planet_sustains() -> None:
    state = fresh()
    state.pop[HOME0] = state.capacity(HOME0)
    act(state, type="pass")
    assert state.pop[HOME0] == state.capacity(HOME0) == 5


def test_agro_districts_raise_capacity_up_to_the_orange_value() -> None:
    state = fresh()
    assert state.capacity(HOME0) == 5
    for _ in range(3):
        structure(state, 0, "agro-district", HOME0)
    assert state.capacity(HOME0) == 7  # green 5, orange 7: the third district adds nothing


def test_plague_lowers_population_but_never_below_one() -> None:
    state = fresh()
    state.pop[HOME0] = 1
    state.events = [E.EVENT_KEY.index("plague")]
    events = act(state, type="pass")
    assert [e["event"] for e in events if e["type"] == "event"] == ["plague"]
    assert state.pop[HOME0] == 2  # 1 (never below), then the growth of the Event-Phase


def test_when_population_falls_the_owner_chooses_which_structures_go_inactive() -> None:
    state = fresh()
    ids = [structure(state, 0, "industrial-complex", HOME0) for _ in range(3)] + [
        structure(state, 0, "barracks", HOME0), structure(state, 0, "research-campus", HOME0)]
    state.pop[HOME0] = 1  # e.g. after an invasion: five structures, one population
    state._after_population(lambda: None, [])
    assert state.phase == "deactivate" and state.current_players() == [0]
    assert {x["unit"] for x in state.legal_actions(0)} == set(ids)
    for uid in ids[:4]:
        act(state, type="deactivate", unit=uid)
    assert [state.structures[u][3] for u in ids] == [False, False, False, False, True]


def test_an_attack_that_costs_the_other_player_population_makes_them_choose() -> None:
    green_two = next(i for i, c in enumerate(E.SPACE) if c["kind"] == "planet" and c["green"] == 2)
    state = fresh({4: green_two})
    colonise(state, 4, 1, pop=3)
    habitat = structure(state, 1, "orbital-habitat", 4)
    farms = [structure(state, 1, "industrial-complex", 4), structure(state, 1, "research-campus", 4),
             structure(state, 1, "barracks", 4)]
    assert state.capacity(4) == 3  # green 2 and the habitat
    attacker = ship(state, 0, "destroyer", 4)
    to_action(state)
    state.rng = Dice(6)  # 11 >= DEF 5: the habitat falls, capacity drops
    act(state, type="attack", unit=attacker, target=habitat)
    act(state, type="done")
    assert state.phase == "deactivate" and state.current_players() == [1]
    assert state.legal_actions(0) == [] and farms


def test_a_structure_finished_without_population_to_run_it_is_inactive() -> None:
    state = fresh()
    state.pop[HOME0] = 1
    structure(state, 0, "industrial-complex", HOME0)
    state.projects[HOME0] = [["research-campus", 2]]
    state.hands[0]["research-campus"] -= 1
    act(state, type="pass")  # growth to 2 first, so make it full: population 1 is held by the complex
    state.pop[HOME0] = 1
    act(state, type="research", project="xenology")
    act(state, type="done")
    built = [e for e in [state.structures[u] for u in state.built[HOME0]] if e[1] == "research-campus"]
    assert built and built[0][3] is False


# --- research -------------------------------------------------------------------------------------------

def test_research_needs_every_preliminary_stage_finished() -> None:
    state = fresh()
    options = state.research_options(0)
    assert "laser-weapons" in options and "plasma-weapons" not in options
    assert "unified-field-theory" not in options
    state.researched[0] = ["laser-weapons"]
    assert "plasma-weapons" in state.research_options(0)


def test_research_is_a_choice_a_player_may_start_no_project() -> None:
    # "If you want to research a project, put it aside face down": research is not compulsory, so the
    # research projects' victory points go only to a player who chooses them.
    state = fresh()
    act(state, type="pass")  # no exploration
    assert state.phase == "research" and {"player": 0, "type": "pass"} in state.legal_actions(0)
    act(state, type="pass")
    assert state.research[0] is None and state.phase == "production"


def test_research_counters_equal_the_global_rate_and_campuses_raise_it() -> None:
    state = fresh()
    act(state, type="pass")
    act(state, type="research", project="xenology")
    assert state.research[0] == ["xenology", 1]
    colonise(state, 4, 0, pop=3)
    structure(state, 0, "research-campus", HOME0)
    structure(state, 0, "research-campus", 4)
    assert state.research_rate(0) == 3  # one global rate over all planets


def test_a_project_whose_counters_reach_its_time_is_researched_and_takes_effect() -> None:
    state = fresh()
    state.research[0] = ["xenology", 3]
    events = act(state, type="pass")
    assert any(e["type"] == "researched" for e in events)
    assert state.researched[0] == ["xenology"] and state.research[0] is None
    assert state.victory_points(0) == 1 + 1 + 1  # homeworld, Xenology, the population counter (4 against 3)


# --- production -----------------------------------------------------------------------------------------

def test_new_projects_start_only_on_a_planet_without_a_current_project() -> None:
    state = fresh()
    act(state, type="pass")
    act(state, type="research", project="xenology")
    act(state, type="start", planet=HOME0, project="industrial-complex")
    act(state, type="start", planet=HOME0, project="agro-district")  # several at once is fine
    act(state, type="produce", planet=HOME0, project=0)
    assert not any(a["type"] == "start" for a in state.legal_actions(0))


def test_production_counters_finish_a_structure_after_its_building_time() -> None:
    state = fresh()
    state.projects[HOME0] = [["agro-district", 1]]
    state.hands[0]["agro-district"] -= 1
    to_action(state)
    assert [state.structures[u][1] for u in state.built[HOME0]] == ["agro-district"]


def test_a_planet_of_size_x_holds_x_planetary_and_x_orbital_structures() -> None:
    state = fresh({4: planet_card(size=1)})
    colonise(state, 4, 0, pop=1)
    structure(state, 0, "agro-district", 4)
    keys = state.startable(4)
    assert "barracks" not in keys and "orbital-shipyard" in keys


def test_ships_are_built_only_at_an_orbital_shipyard_and_enter_its_orbit() -> None:
    state = fresh()
    assert not any(k in E.SHIP for k in state.startable(HOME0))
    structure(state, 0, "orbital-shipyard", HOME0)
    assert set(E.SHIP) <= set(state.startable(HOME0))
    state.projects[HOME0] = [["cruiser", 2]]
    to_action(state)
    (uid, s), = state.ships.items()
    assert s[:3] == [0, "cruiser", state.graph.orbit[HOME0]]
    assert {"player": 0, "type": "move", "unit": uid, "to": state.graph.orbit[HOME0] + 1} in state.legal_actions(0)


def test_industrial_complexes_raise_the_production_rate() -> None:
    state = fresh()
    state.pop[HOME0] = 3
    structure(state, 0, "industrial-complex", HOME0)
    structure(state, 0, "industrial-complex", HOME0)
    assert state.production(HOME0) == 3


# --- movement -------------------------------------------------------------------------------------------

def test_ships_move_one_distance_marker_per_movement_point_over_face_up_cards_only() -> None:
    state = fresh({1: deep_card(2)})
    structure(state, 0, "orbital-shipyard", HOME0)
    uid = ship(state, 0, "cruiser", HOME0)
    to_action(state)
    marker = state.graph.orbit[HOME0] + 1
    moves = [a for a in state.legal_actions(0) if a["type"] == "move"]
    assert [a["to"] for a in moves] == [marker]  # from orbit onto its distance marker costs 1
    act(state, type="move", unit=uid, to=marker)
    assert not any(a["type"] == "move" for a in state.legal_actions(0))  # movement 1 is spent
    state.ships[uid][3] = 1
    state._legal = None
    tos = {a["to"] for a in state.legal_actions(0) if a["type"] == "move"}
    assert tos == {state.graph.orbit[HOME0]}  # the Nebula is still face down
    state.face_up[1] = True
    state._legal = None
    tos = {a["to"] for a in state.legal_actions(0) if a["type"] == "move"}
    assert state.graph.orbit[HOME0] in tos and 2 in tos  # back to orbit, or onto the Nebula's first marker
    assert 3 not in tos  # its second marker is one more step


def test_an_orbit_holds_eight_ships() -> None:
    state = fresh()
    for _ in range(8):
        ship(state, 1, "cruiser", HOME0)
    uid = ship(state, 0, "cruiser", HOME0, marker=True)
    to_action(state)
    assert not any(a["type"] == "move" and a["unit"] == uid and a["to"] == state.graph.orbit[HOME0]
                   for a in state.legal_actions(0))


# --- combat ---------------------------------------------------------------------------------------------

def test_a_ship_is_destroyed_when_the_atk_throw_reaches_the_def_throw() -> None:
    state = fresh()
    mine = ship(state, 0, "cruiser", HOME0)
    theirs = ship(state, 1, "cruiser", HOME0)
    to_action(state)
    state.rng = Dice(2, 3)  # ATK 2+3 = 5 vs DEF 3+2 = 5: equal destroys
    act(state, type="attack", unit=mine, target=theirs)
    act(state, type="done")
    assert theirs not in state.ships


def test_a_ship_survives_a_lower_atk_throw_and_the_attacker_may_not_move_after() -> None:
    state = fresh()
    mine = ship(state, 0, "cruiser", HOME0)
    theirs = ship(state, 1, "destroyer", HOME0)
    to_action(state)
    state.rng = Dice(6, 1)  # ATK 9 vs DEF 6: destroyed... use a losing throw instead
    state.rng = Dice(1, 6)  # ATK 4 vs DEF 11
    act(state, type="attack", unit=mine, target=theirs)
    act(state, type="done")
    assert theirs in state.ships
    assert not any(a.get("unit") == mine and a["type"] in ("move", "attack") for a in state.legal_actions(0))


def test_attacks_of_ships_and_structures_combine_on_one_target() -> None:
    state = fresh()
    a = ship(state, 0, "cruiser", HOME0)
    b = ship(state, 0, "cruiser", HOME0)
    platform = structure(state, 0, "defence-platform", HOME0)
    theirs = ship(state, 1, "destroyer", HOME0)
    to_action(state)
    state.rng = Dice(1, 1, 1, 6)  # ATK (1+3) + (1+3) + (1+2) = 11 vs DEF 6+5 = 11
    act(state, type="attack", unit=a, target=theirs)
    act(state, type="join", unit=b)
    act(state, type="join", unit=platform)
    events = act(state, type="done")
    combat = next(e for e in events if e["type"] == "combat")
    assert combat["atk"] == 11 and combat["def"] == 11 and theirs not in state.ships


def test_an_orbital_structure_falls_when_the_atk_throw_reaches_its_def_value() -> None:
    state = fresh()
    colonise(state, 4, 1, pop=2)
    yard = structure(state, 1, "orbital-shipyard", 4)  # DEF 6
    a = ship(state, 0, "cruiser", 4)
    to_action(state)
    state.rng = Dice(3)  # 3 + 3 = 6
    act(state, type="attack", unit=a, target=yard)
    act(state, type="done")  # the defender has no ship there: no choice to make
    assert yard not in state.structures


def test_defenders_of_an_orbital_structure_are_the_other_players_choice() -> None:
    state = fresh()
    colonise(state, 4, 1, pop=2)
    yard = structure(state, 1, "orbital-shipyard", 4)
    guard = ship(state, 1, "cruiser", 4)
    a = ship(state, 0, "destroyer", 4)
    to_action(state)
    act(state, type="attack", unit=a, target=yard)
    act(state, type="done")
    assert state.current_players() == [1] and state.phase == "defend"
    assert state.legal_actions(0) == []
    act(state, type="defend", unit=guard)
    state.rng = Dice(6, 1)  # ATK 11 vs DEF 3: the guard is destroyed, the structure stands this turn
    act(state, type="done")
    assert guard not in state.ships and yard in state.structures
    assert state.current_players() == [0] and state.phase == "action"


def test_colony_ships_and_invaders_cannot_attack() -> None:
    state = fresh()
    ship(state, 0, "colony-ship", HOME0)
    ship(state, 0, "invader", HOME0)
    ship(state, 1, "cruiser", HOME0)
    to_action(state)
    assert not any(a["type"] == "attack" for a in state.legal_actions(0))


# --- colonisation and invasion --------------------------------------------------------------------------

def test_a_colony_ship_in_orbit_colonises_a_discovered_planet_for_one_victory_point() -> None:
    state = fresh({1: planet_card()})
    state.face_up[1] = True
    colony = ship(state, 0, "colony-ship", 1)
    to_action(state)
    vp = state.victory_points(0)
    act(state, type="colonize", unit=colony)
    assert state.owner[1] == 0 and state.pop[1] == 1 and colony not in state.ships
    assert state.victory_points(0) >= vp + 1


@pytest.mark.parametrize("roll,outcome", [(1, "repelled"), (2, "stalemate"), (3, "conquered")])
def test_an_invader_compares_its_die_plus_one_with_the_population(roll: int, outcome: str) -> None:
    state = fresh()
    colonise(state, 4, 1, pop=3)
    invader = ship(state, 0, "invader", 4)
    to_action(state)
    state.rng = Dice(roll)
    events = act(state, type="invade", unit=invader)
    assert next(e for e in events if e["type"] == "invasion")["outcome"] == outcome
    assert (state.owner[4] == 0) is (outcome == "conquered")
    assert (invader in state.ships) is (outcome == "stalemate")


def test_after_an_invasion_structures_survive_on_four_to_six_and_population_is_one() -> None:
    state = fresh()
    colonise(state, 4, 1, pop=1)
    keep = structure(state, 1, "agro-district", 4)
    lost = structure(state, 1, "agro-district", 4)
    invader = ship(state, 0, "invader", 4)
    to_action(state)
    state.rng = Dice(6, 4, 3)
    act(state, type="invade", unit=invader)
    assert state.owner[4] == 0 and state.pop[4] == 1
    assert keep in state.structures and state.structures[keep][0] == 0
    assert lost not in state.structures


def test_after_an_invasion_the_die_is_thrown_for_planetary_structures_only() -> None:
    # "throw a die for each Planetary Structure on the Planet. Destroy each Structure for which you threw
    # 1 - 3. Surviving Structures now belong to you." Ruling: orbital structures get no die and pass intact.
    state = fresh()
    colonise(state, 4, 1, pop=1)
    yard = structure(state, 1, "orbital-shipyard", 4)
    agro = structure(state, 1, "agro-district", 4)
    invader = ship(state, 0, "invader", 4)
    to_action(state)
    state.rng = Dice(6, 1)  # the invasion, then one die only: the Agro-District's (destroyed)
    events = act(state, type="invade", unit=invader)
    assert state.rng.rolls == []
    assert state.structures[yard][0] == 0 and agro not in state.structures
    assert next(e for e in events if e["type"] == "invasion")["survivors"] == [yard]


def test_the_other_player_sees_a_ship_project_but_not_its_type() -> None:
    # "Unfinished building projects are placed face down under the planet where they are built."
    state = fresh()
    structure(state, 0, "orbital-shipyard", HOME0)
    act(state, type="pass")
    act(state, type="pass")
    events = act(state, type="start", planet=HOME0, project="destroyer")
    assert "destroyer" not in json.dumps(events) and events[0]["ship"] is True
    home = lambda seat: next(c for c in state.view(seat)["cells"] if c["cell"] == HOME0)  # noqa: E731
    assert home(1)["projects"] == [{"project": None, "ship": True, "counters": 0}]
    assert home(None)["projects"][0]["project"] is None
    assert home(0)["projects"][0]["project"] == "destroyer"
    kinds = {state.determinize(1, GameRng(seed)).projects[HOME0][0][0] for seed in range(40)}
    assert kinds == set(E.SHIP)  # a bot of the other seat samples the type, never reads it


def test_an_active_barracks_counts_two_more_against_invaders() -> None:
    state = fresh()
    colonise(state, 4, 1, pop=2)
    structure(state, 1, "barracks", 4)
    invader = ship(state, 0, "invader", 4)
    to_action(state)
    state.rng = Dice(3)  # 4 against 2 + 2: a stalemate
    events = act(state, type="invade", unit=invader)
    assert next(e for e in events if e["type"] == "invasion")["outcome"] == "stalemate"
    assert not any(a["type"] == "invade" for a in state.legal_actions(0))  # once per Action-Phase


# --- victory --------------------------------------------------------------------------------------------

def test_victory_points_count_planets_research_and_the_population_counter() -> None:
    state = fresh()
    colonise(state, 4, 0, pop=1)
    state.researched[0] = ["xenology", "hydroponics"]
    assert state.victory_points(0) == 2 + 1 + 1  # 2 planets, Xenology, more population
    assert state.victory_points(1) == 1


def test_reaching_the_agreed_victory_points_wins() -> None:
    state = fresh(victory_points=3)
    colonise(state, 4, 0, pop=1)
    state.research[0] = ["xenology", 3]
    act(state, type="pass")
    assert state.is_over() and state.result()["winners"] == [0] and state.result()["reason"] == "victory points"


def test_conquering_every_enemy_planet_wins() -> None:
    state = fresh()
    invader = ship(state, 0, "invader", HOME1)
    to_action(state)
    state.rng = Dice(6)
    state.pop[HOME1] = 1
    act(state, type="invade", unit=invader)
    assert state.is_over() and state.result() == {"winners": [0], "draw": False, "reason": "conquest",
                                                  "victory_points": state.result()["victory_points"]}


# --- the contract ---------------------------------------------------------------------------------------

def test_an_illegal_action_raises_and_changes_nothing() -> None:
    state = GAME.new_match(2, 3)
    before = state.to_json()
    for bad in ({"player": 1, "type": "pass"}, {"player": 0, "type": "explore", "cell": 7},
                {"player": 0, "type": "end_turn"}, {"player": 0, "type": "hack"}, "x"):
        with pytest.raises(IllegalAction):
            state.apply(bad)  # type: ignore[arg-type]
    assert state.to_json() == before


def test_view_hides_face_down_cards_and_the_other_players_research() -> None:
    state = fresh()
    act(state, type="pass")
    act(state, type="research", project="xenology")
    view = state.view(1)
    assert all("title" not in c for c in view["cells"] if not c["face_up"])
    assert "research" not in view["seats"][0] and view["seats"][0]["research_counters"] == 1
    assert state.view(0)["seats"][0]["research"] == "xenology"
    json.dumps(view)


def test_json_round_trip_and_replay_reproduce_the_state() -> None:
    from rules.bots import play_game

    played = play_game(GAME, 2, 4, ["random", "random"], options={"turn_limit": 10})
    state = played["state"]
    assert GAME.state_from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()
    assert GAME.replay(2, 4, played["actions"], {"turn_limit": 10}).to_json() == state.to_json()


def test_determinize_keeps_what_the_seat_sees() -> None:
    state = fresh()
    act(state, type="pass")
    act(state, type="research", project="xenology")
    sample = state.determinize(1, GameRng(3))
    assert sample.face_up == state.face_up and sample.layout[12:] == state.layout[12:]
    assert sample.research[0][1] == state.research[0][1]
    assert sample.determinize(0, GameRng(1)).research[0] == sample.research[0]
