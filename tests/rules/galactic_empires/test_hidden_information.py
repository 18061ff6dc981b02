"""No view names a hidden card: many seeded games walked, every seat's and a spectator's view
checked after every action, for every pending choice the walk reaches (issue 30).

Hidden from a viewer: every card in a deck (its order is unknown to all, v2.1 "DRAW PILE") and
every card in another seat's hand (v2.1 "HANDS"). Not hidden: what the rules show a player
(Information Leak, "Look at one opponent's next undrawn card": that card to the player of the
leak) and what every seat saw (a declared effect the others refused goes back to the hand face up).

The walk starts from battle positions built with the public builder (fleets with crew, escape
pods, cargo, transports, escorts and minesweepers; hands of the cards that open choices and of
reaction cards) and plays on with a seeded policy that prefers actions opening a pending choice.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from rules import get
from rules.core import DeckCard, GameRng
from rules.galactic_empires import decks
from rules.galactic_empires.engine import GEState
from rules.galactic_empires.engine.cardinfo import card_info
from rules.galactic_empires.position import Position

from .test_player_choices import DEMIGOD, ION_STORM, SKIFF
from .test_effects_cards import A, B, duel, hand_card, play
from .helpers import mk

GAME = get("galactic-empires")
LEAK = "O4|information leak"
# Cards that open a choice from the hand, and what sits on a unit and opens one when it goes.
HAND = (
    DEMIGOD, LEAK, "A5|aurora borealis", "L4|navigational error", "O2|serious hull breach", "E7|argonian strobe",
    "O7|false intelligence report", "M8|ship collector", "O5|insanity", "M6|time thief", "E2|nuclear mine",
    ION_STORM, "O4|temporary insanity",  # the last one no script models: declared (and voted on) between people
)
ON_UNIT = (
    "E1|escape pod", "E9|personal corvette", "E5|volatile cargo", "E2|transporter", "E3|shuttlecraft",
    "C1|boarding party", "C3|science officer", "C6|spy",
)
FLEET_EXTRAS = ("S2|corporate escort", "S4|corporate minesweeper")
# The keys under which a view names a card by its id.
CARD_KEYS = frozenset({"id", "card", "on", "at", "drop", "to", "discard", "field", "host", "kid", "src", "t",
                       "cards", "hit", "for_card", "divert", "unit"})
# What the walk must reach: every kind of pending frame, among the choices the one of a card in
# the hand (Demigod Diversion), and most of the other choices the rules give a player.
# (A victory celebration is one position's: test_a_victory_celebration_shows_nothing_hidden; the
# walk reached it from one seed only, and the reaction cards its hands sample from change as cards
# are modelled.)
KINDS_REACHED = {"react", "choose", "shoot_back", "vote", "thief"}
CHOICES_REACHED = 6


def named_cards(data: Any, key: str | None = None) -> Iterator[int]:
    """Every card id a view names."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from named_cards(v, k)
    elif isinstance(data, (list, tuple)):
        for v in data:
            yield from named_cards(v, key)
    elif isinstance(data, int) and not isinstance(data, bool) and key in CARD_KEYS:
        yield data


def hidden_from(state: GEState, viewer: int | None) -> set[int]:
    hidden = {c for pile in state.deck for c in pile}
    for q in range(state.n):
        if q != viewer:
            hidden.update(state.hand[q])
    for q, c, turn in state.seen:
        if q == viewer and turn == state.turn:
            hidden.discard(c)  # a scout's look at a random hand card: its player alone sees it this turn
    for entry in state.declared:
        if entry.get("result") == "refused":
            hidden.discard(entry["card"])  # declared face up, refused, taken back in view of all
    return hidden


def assert_nothing_hidden_shown(state: GEState) -> None:
    for viewer in (None, *range(state.n)):
        leaked = set(named_cards(state.view(viewer))) & hidden_from(state, viewer)
        assert not leaked, (viewer, [state.ci[c].title for c in leaked], state.pending)


def _kinds(state: GEState) -> list[tuple[str, str | None]]:
    return [(f["k"], f.get("why")) for f in state.pending]


def seeking_choices(rng: GameRng, state: GEState, actions: list[dict]) -> dict:
    """Mostly an action that opens a new pending choice (tried on a copy), else a busy one."""
    if rng.random() < 0.6:
        before = _kinds(state)
        trials = actions[:]
        rng.shuffle(trials)
        for action in trials[:15]:
            trial = state.clone()
            trial.apply(action)
            if len(trial.pending) > len(state.pending) or (trial.pending and _kinds(trial)[-1] not in before):
                return action
    busy = [a for a in actions if a["type"] not in ("pass", "next", "done", "end")]
    return rng.choice(busy) if busy and rng.random() < 0.85 else rng.choice(actions)


def battle(seed: int) -> GEState:
    """A seeded battle position: fleets in play with what opens choices on them, hands of choice
    and reaction cards, Sector HQs near the end (victory celebrations)."""
    rng = GameRng(seed)
    by_identity = decks.by_identity()
    lines = [line.card for d in decks.limited_decks() + decks.starter_decks() for line in d]
    ships = [c for c in lines if c.get("type") == "S"]
    terrain = [c for c in lines if c.get("type") == "T"]
    reactions = sorted({c["identity"] for c in decks.card_list() if card_info(c).reacts})
    players = 2 + seed % 2
    plans, deck_lists = [], []
    for _ in range(players):
        fleet = [rng.choice(ships) for _ in range(3)] + [by_identity[rng.choice(FLEET_EXTRAS)]]
        land = [rng.choice(terrain) for _ in range(2)]
        kids = [[by_identity[x] for x in rng.sample(ON_UNIT, 3)] for _ in fleet]
        hand = [by_identity[x] for x in [DEMIGOD, *rng.sample(HAND, 4), *rng.sample(reactions, 4)]]
        rest = ([rng.choice(ships) for _ in range(4)] + [by_identity[x] for x in rng.sample(HAND, 4)]
                + [by_identity[x] for x in rng.sample(reactions, 4)] + [rng.choice(terrain) for _ in range(6)])
        cards = land + fleet + [k for ks in kids for k in ks] + hand + rest
        deck_lists.append([DeckCard(c, 1) for c in cards])
        plans.append((land, fleet, kids))
    pos = Position.new(deck_lists, seed=seed, turn_limit=40, defenders_shoot_back=seed % 3 == 0,
                       declared_effects=seed % 8 == 1, everyone_plays_to_the_end=seed % 5 == 2)
    for q, (land, fleet, kids) in enumerate(plans):
        for t in land:
            pos.put(q, t["key"])
        for ship, on_it in zip(fleet, kids):
            u = pos.put(q, ship["key"])
            for k in on_it:
                pos.put(q, k["key"], on=u)
        pos.hq_damage(q, rng.randint(20, 23))
    return pos.refresh().state


def walk(state: GEState, seed: int, steps: int, seen: Counter) -> None:
    rng = GameRng(seed)
    for _ in range(steps):
        if state.is_over():
            return
        seen.update(_kinds(state))
        assert_nothing_hidden_shown(state)
        actions = state.legal_actions(state.current_players()[0])
        if not actions:
            return  # a position the builder made that the rules never reach: the walk stops
        state.apply(seeking_choices(rng, state, actions))
    assert_nothing_hidden_shown(state)


def test_no_view_names_a_card_in_another_seats_hand_or_in_a_deck_in_many_games() -> None:
    seen: Counter = Counter()
    for seed in range(80):  # 80 seeds: the rulings of issues 28 and 29 moved the first shoot-back past 60
        walk(battle(seed), seed, 300, seen)
    kinds = {kind for kind, _ in seen}
    choices = {why for kind, why in seen if kind == "choose"}
    assert kinds >= KINDS_REACHED, f"the walk reached no {KINDS_REACHED - kinds} frame"
    assert "divert" in choices and len(choices) >= CHOICES_REACHED, choices


def test_a_krebiz_split_shows_nothing_hidden() -> None:
    """The Krebiz damage split (a "split" frame): the random walk rarely reaches it, so one position
    does (a combined cruiser separated with damage to share out)."""
    from .helpers import act, card, find, mk, new_game, skip_to, stacked

    cruiser, capsule = card("s4-krebiz-mandible-light-cruiser"), card("s2-krebiz-battle-capsule")
    rock = mk("T1", "Test Rock")
    s = new_game([stacked([rock, rock, cruiser, capsule], 40) for _ in range(2)])  # whoever starts has them
    a = s.order[0]
    pos = Position(s)
    pos.put(a, rock["key"])
    cr = pos.put(a, cruiser["key"])
    pos.refresh()
    skip_to(s, "play_a")
    act(s, "play", card=find(s, s.hand[a], capsule["key"]), on=cr)
    while s.pending:
        act(s, "pass")
    pos.damage(cr, structure=2)
    act(s, "separate", card=cr)
    assert s.pending and s.pending[-1]["k"] == "split"
    assert_nothing_hidden_shown(s)


def test_a_victory_celebration_shows_nothing_hidden() -> None:
    """A "celebrate" frame (the draws a Sector HQ's destroyer may take): one position reaches it."""
    from .helpers import act, mk, new_game, place, refresh, stacked
    from .test_engine_rules import BIG, SHIP, TERRAIN

    s = new_game([stacked([BIG, TERRAIN, SHIP]), stacked([mk("T1", "Test Rock")]), stacked([mk("T2", "Other Rock")])],
                 edition="primary")
    a = 0
    place(s, a, TERRAIN["key"])
    ship = place(s, a, SHIP["key"], engaged=False)
    refresh(s)
    act(s, "engage", card=ship)
    act(s, "done")
    act(s, "next")
    victim = [q for q in (1, 2) if {"player": a, "type": "target", "hq": q} in s.legal_actions(a)][0]
    Position(s).hq_damage(victim, 24)
    act(s, "target", hq=victim)
    act(s, "fire", card=ship, weapon="phaser")
    act(s, "resolve")
    assert s.pending and s.pending[-1]["k"] == "celebrate"
    assert_nothing_hidden_shown(s)


def test_a_divert_choice_shows_the_others_only_whose_choice_it_is() -> None:
    # The probe's case: B's unit is destroyed and B holds Demigod Diversion.
    s, ids = duel(theirs=[("y", SKIFF, None), ("c", mk("C3", "Test Officer"), "y")], hand=[ION_STORM], hand_b=[DEMIGOD])
    d = hand_card(s, DEMIGOD, B)
    play(s, ION_STORM, on=ids["y"])
    assert s.pending[-1]["why"] == "divert"
    assert s.view(B)["pending"][-1] == {"k": "choose", "p": B, "why": "divert", "options": [{"type": "use", "card": d}]}
    for viewer in (None, *(q for q in range(s.n) if q != B)):
        assert s.view(viewer)["pending"][-1] == {"k": "choose", "p": B}


def test_an_information_leak_card_is_shown_to_the_player_of_the_leak_alone() -> None:
    s, _ = duel(hand=[LEAK])
    top = s.deck[B][-1]
    play(s, LEAK, on=-1 - B)
    assert s.pending[-1]["p"] == A and s.pending[-1]["why"] == "may"
    assert [x["id"] for x in s.view(A)["seen"]] == [top]  # a general look: its player alone sees it
    for viewer in (None, B):
        assert top not in set(named_cards(s.view(viewer)))


@pytest.mark.parametrize("players", [2, 3])
def test_no_view_names_a_hidden_card_in_random_games_with_declared_effects(players: int) -> None:
    deck_set = [list(d) + [DeckCard(decks.by_identity()[x], 2) for x in HAND] for d in decks.limited_decks()]
    for seed in range(6):
        state = GAME.new_match(players, seed, {"turn_limit": 20, "declared_effects": True}, deck_set)
        walk(state, seed, 300, Counter())
