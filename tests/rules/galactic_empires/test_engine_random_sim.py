"""random_sim: many seeded random games to the end, invariants checked after every action."""
from __future__ import annotations

import json

import pytest

from rules import get
from rules.core import GameRng, IllegalAction
from rules.galactic_empires import decks
from rules.galactic_empires.effects import PSY_EMPIRES
from rules.galactic_empires.engine import UNIT_TYPES, GEState
from rules.galactic_empires.position import Position

GAME = get("galactic-empires")
VARIANTS = (
    "everyone_plays_to_the_end",
    "disengaged_ships_out_of_play",
    "one_target_only",
    "restricted_bases",
    "bases_defend_ships",
    "defenders_shoot_back",
    "border_defense",
)


def all_cards(state: GEState) -> list[int]:
    cards: list[int] = []
    for zone in (state.deck, state.discard, state.hand, state.reserve, state.ante):
        for pile in zone:
            cards.extend(pile)
    cards.extend(state.ip)
    cards.extend(state.limbo)
    for s in state.ip.values():
        cards.extend(s.get("held", ()))  # Well of Time: cards out of play on the well
    for pile in state.agendas:
        cards.extend(pile)  # accomplished agendas on the Sector HQ
    return cards


def _on_opponent_terrain(state: GEState, c: int) -> bool:
    root = c
    while state.ip[root]["loc"] is not None and state.ip[root]["loc"] in state.ip:
        root = state.ip[root]["loc"]
    return root != c and state.ci[root].t == "T" and state.ip[root]["c"] != state.ip[c]["c"]


def protected(state: GEState) -> list[bool]:
    """Which players' Sector HQs their ships (or Psy Networks their psys) protect now."""
    out = []
    for q in range(state.n):
        if state.main[q] in PSY_EMPIRES:
            out.append(bool(Position(state).network_guards(q)))
            continue
        # A ship under a Divergent Anomaly does not protect its Sector HQ (issue 11 effects).
        ships = [c for c in Position(state).ships(q) if not Position(state).status(c).get("no_hq_protect")]
        # A unit on an opponent's terrain does not protect (GEqa.txt, the D4 Rogue Dragoness ruling).
        ships = [c for c in ships if not _on_opponent_terrain(state, c)]
        # v2.1 "TIME ORIGIN": "Cards at the time origin never protect the Sector HQ" (issue 26).
        ships = [c for c in ships if not state._at_origin(c)]
        # A card removed from play does not protect (GEfaq "Removed from play"; Time Skip, Time
        # Warp: engine/view.py _hq_guards).
        ships = [c for c in ships if not state._out_of_play(c)]
        if state.opts["disengaged_ships_out_of_play"]:
            ships = [c for c in ships if state.ip[c]["e"]]
        out.append(bool(ships))
    return out


def check_invariants(state: GEState, before: list[bool], action: dict, events: list) -> None:
    cards = all_cards(state)
    assert sorted(cards) == list(range(len(state.inst))), "cards are conserved across zones"
    for s in state.ip.values():
        assert s["sd"] >= 0 and s["hd"] >= 0 and s["rd"] >= 0, "damage is never negative"
    assert all(d >= 0 for d in state.hq)
    if action["type"] == "play" and state.ci[action["card"]].t in UNIT_TYPES and not state.ci[action["card"]].as_t:
        # (GEerrata "T/B Vektrean Asteroid Terrain": "it is legal to exceed your command limit. It
        # only prevents you from playing a card which consumes a slot (except Vektrean asteroid bases)")
        p = action["player"]
        assert Position(state).command_used(p) <= state.cmd[p], "no ship above the command limit"
    # GEerrata.txt R/L8 Targeting Error: "Cards which fire weapons in a volley do not protect their
    # Sector HQ or Psy Network from that volley": a volley redirected at the firing player's own
    # Sector HQ scores there (issue 29).
    redirected_home = any(e["event"] == "volley_redirected" and e.get("target", 0) < 0 for e in events)
    for event in events:
        if event["event"] == "hq_damage" and not redirected_home:
            assert not before[event["player"]], "only an unprotected Sector HQ or Psy Network takes damage"
    for p in range(state.n):
        if state.out[p]:
            assert not any(s["c"] == p for s in state.ip.values())


PASSIVE = frozenset({"next", "done", "end", "pass", "scuttle", "discard"})


def purposeful(rng: GameRng, actions: list) -> dict:
    """A random policy that mostly acts (engages, arms, plays, fires) rather than passes."""
    busy = [a for a in actions if a["type"] not in PASSIVE and a["type"] != "reserve"]
    if busy and rng.random() < 0.9:
        return rng.choice(busy)
    calm = [a for a in actions if a["type"] != "scuttle"]
    if calm and rng.random() < 0.95:
        return rng.choice(calm)
    return rng.choice(actions)


def run_game(
    seed: int, players: int, options: dict, deck_set: list, check_all_actions: bool = False, policy=None
) -> GEState:
    state = GAME.new_match(players, seed, options, deck_set)
    rng = GameRng(seed)
    log = []
    steps = 0
    while not state.is_over():
        seat = state.current_players()[0]
        actions = state.legal_actions(seat)
        assert actions, "a seat to act always has an action"
        if check_all_actions:
            for a in actions:
                trial = state.clone()
                trial.apply(a)  # every listed action applies
        action = policy(rng, actions) if policy else rng.choice(actions)
        before = protected(state)
        events = state.apply(action)
        log.append(action)
        check_invariants(state, before, action, events)
        steps += 1
        assert steps < 20000, "the game ends"
    # Replay and JSON round trip reproduce the state.
    replayed = GAME.replay(players, seed, log, options, deck_set)
    assert replayed.to_json() == state.to_json()
    data = json.loads(json.dumps(state.to_json()))
    assert GAME.state_from_json(data).to_json() == state.to_json()
    return state


@pytest.mark.parametrize("seed", range(24))
def test_random_games_between_limited_decks_keep_the_invariants(seed: int) -> None:
    rng = GameRng(1000 + seed)
    options = {name: rng.random() < 0.3 for name in VARIANTS}
    run_game(seed, 2, options, decks.limited_decks())


@pytest.mark.parametrize("seed", range(16))
def test_purposeful_random_games_fight_and_keep_the_invariants(seed: int) -> None:
    rng = GameRng(2000 + seed)
    options = {name: rng.random() < 0.25 for name in VARIANTS}
    options["turn_limit"] = 40
    state = run_game(seed, 2 + seed % 2, options, decks.limited_decks() + decks.starter_decks(), policy=purposeful)
    assert state.is_over()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_multiplayer_games_end_with_invariants(players: int) -> None:
    for seed in range(2):
        run_game(100 * players + seed, players, {}, decks.starter_decks() + decks.limited_decks())


@pytest.mark.parametrize("seed", range(6))
def test_random_basic_games_share_one_deck_and_reshuffle(seed: int) -> None:
    state = run_game(seed, 3, {"game": "basic"}, [decks.load_deck("Basic_Deck_A.dek")])
    assert len(state.deck) == 1 and len(state.discard) == 1


def test_every_listed_action_applies_in_random_games() -> None:
    for seed in range(2):
        run_game(seed, 2, {"turn_limit": 30}, decks.limited_decks(), check_all_actions=True)
    for seed in range(2):
        run_game(seed, 3, {"turn_limit": 12}, decks.limited_decks(), check_all_actions=True, policy=purposeful)


# The card types with rules of their own (installations, ancients, agendas): their scripted cards
# and transporters added to the limited decks.
TYPE_CARDS = ("N3|traveler", "I1|coffee house", "I2|kitty cat club", "I6|psychiatric ward", "I8|major religious installation",
              "I3|fighter installation", "I10|the comedy club on the far side of the galaxy", "G1|time manipulation",
              "G8|aesthetic balance", "E2|transporter", "E3|shuttlecraft", "S4|tranoan time ship")


def with_type_cards(deck_set: list) -> list:
    from rules.core import DeckCard

    extra = [DeckCard(decks.by_identity()[identity], 2) for identity in TYPE_CARDS]
    return [list(deck) + extra for deck in deck_set]


@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_installations_ancients_and_agendas_keep_the_invariants(seed: int) -> None:
    state = run_game(seed, 2 + seed % 2, {"turn_limit": 30}, with_type_cards(decks.limited_decks()),
                     check_all_actions=seed == 0, policy=purposeful)
    assert state.is_over()


def test_declared_effect_games_between_people_keep_the_invariants() -> None:
    for seed in range(3):
        run_game(seed, 2, {"declared_effects": True, "turn_limit": 25}, decks.limited_decks(), policy=purposeful)


def test_many_short_random_games_end() -> None:
    deck_set = decks.limited_decks()
    for seed in range(60):
        state = GAME.new_match(2, seed, {"turn_limit": 40}, deck_set)
        rng = GameRng(seed)
        while not state.is_over():
            seat = state.current_players()[0]
            state.apply(rng.choice(state.legal_actions(seat)))
        assert state.result() is not None


def test_illegal_action_changes_nothing() -> None:
    state = GAME.new_match(2, 5, {}, decks.limited_decks())
    before = state.to_json()
    seat = state.current_players()[0]
    for bad in (
        {"player": 1 - seat, "type": "done"},
        {"player": seat, "type": "fire", "card": 0, "weapon": "phaser"},
        {"player": seat, "type": "play", "card": state.hand[1 - seat][0]},
        {"player": seat, "type": "nonsense"},
    ):
        with pytest.raises(IllegalAction):
            state.apply(bad)
        assert state.to_json() == before
