"""Issue 16: the GE table's action labels name every card's owner and no two are alike; the
Sector HQ (a rule) is never counted as a card the engine does not model."""
from __future__ import annotations

import random
import re

import rules
from rules.galactic_empires import labels
from rules.galactic_empires.decks import card_list

GAME = rules.get("galactic-empires")
NAMES = {0: "Ann", 1: "the greedy bot"}
CARD_KEYS = ("card", "on", "to", "with", "at", "take", "discard", "drop")


def _positions(seeds: range = range(4), steps: int = 400):
    for seed in seeds:
        state = GAME.new_match(2, seed, {})
        rng = random.Random(seed)
        for _ in range(steps):
            if state.is_over():
                break
            seat = state.current_players()[0]
            actions = state.legal_actions(seat)
            yield state, seat, actions
            state.apply(rng.choice(actions))


def test_no_two_labels_alike_and_every_named_card_names_its_owner() -> None:
    checked = 0
    for state, seat, actions in _positions():
        texts = GAME.action_labels(state, actions, seat, NAMES)
        assert len(set(texts)) == len(texts), texts
        for action, text in zip(actions, texts):
            for key in CARD_KEYS:
                card = action.get(key)
                if isinstance(card, int) and card >= 0:
                    holder = labels.card_holder(state, card)
                    owner = "your" if holder == seat else f"{NAMES[holder]}'s"
                    assert f"{owner} {labels.card_name(state, card)}" in text, (action, text)
                    checked += 1
            assert not re.search(r"\b(player|index|type)=", text)
    assert checked > 500


def test_two_copies_in_hand_are_told_apart() -> None:
    for state, seat, actions in _positions(range(8), 1000):
        plays = [a for a in actions if a["type"] in ("play", "discard") and set(a) == {"player", "type", "card"}]
        titles = [state.ci[a["card"]].key for a in plays]
        twice = {t for t in titles if titles.count(t) > 1}
        if twice:
            texts = GAME.action_labels(state, plays, seat, NAMES)
            assert any("(copy 2)" in t for t in texts)
            return
    raise AssertionError("no position with two copies of a card in hand")


def test_a_target_of_the_bot_reads_as_the_bots() -> None:
    for state, seat, actions in _positions(range(8), 800):
        for action in actions:
            on = action.get("on")
            if action["type"] in ("play", "react", "target") and isinstance(on, int) and on >= 0 and labels.card_holder(state, on) != seat:
                text = labels.label(state, action, seat, NAMES)
                theirs = f"{NAMES[labels.card_holder(state, on)]}'s {labels.card_name(state, on)}"
                assert f"on {theirs}" in text or f"target {theirs}" in text
                return
    raise AssertionError("no action aimed at the bot's card")


def test_the_log_says_damage_dealt_and_shields_left() -> None:
    for seed in range(6):
        state = GAME.new_match(2, seed, {})
        rng = random.Random(seed)
        for _ in range(1500):
            if state.is_over():
                break
            seat = state.current_players()[0]
            action = rng.choice(state.legal_actions(seat))
            before = state.clone()
            events = state.apply(action)
            note = GAME.action_note(before, state, action, events, NAMES)
            if "damage to" in note:
                assert re.search(r"\d+ damage to (Ann|the greedy bot)'s ", note), note
                return
    raise AssertionError("no damage in six random games")


def test_the_sector_hq_is_never_reported_as_not_modelled() -> None:
    hqs = [c for c in card_list() if c.get("type") == "HQ"][:5]
    assert hqs
    assert GAME.deck_coverage(hqs)["declared_only"] == []
    assert GAME.unmodelled_cards(hqs) == []


def test_paying_against_a_flood_says_what_is_still_owed() -> None:
    from rules.galactic_empires.position import Position

    from .rulings.test_card_rulings import _flooded_moon

    s, ids, flood = _flooded_moon()
    Position(s).points(supply=1)
    pay = next(a for a in s.legal_actions(1) if a["type"] == "pay_negate")
    assert "(2 economy, 2 supply owed" in labels.label(s, pay, 1, {})
    s.apply(pay)
    assert s.negate_left(1, flood) == {"economy": 2, "supply": 1}
