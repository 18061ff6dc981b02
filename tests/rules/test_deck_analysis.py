"""Deck analysis: exact draw odds, ladders with the report's gaps, GE empires and point balance."""
import json
from itertools import combinations
from math import comb
from pathlib import Path

import pytest

import rules
from rules.core import DeckCard
from rules.deck_analysis import DrawRules, at_least_one, draw_odds, sample_hand

ROOT = Path(__file__).resolve().parents[2]
GE = rules.get("galactic-empires")


@pytest.fixture(scope="module")
def ge_cards():
    return {c["key"]: c for c in json.loads((ROOT / "cardbase/data/galactic-empires/cards.json").read_text())["cards"]}


def test_hypergeometric_odds_match_brute_force_enumeration():
    pile, targets, drawn = 12, 3, 4
    hands = list(combinations(range(pile), drawn))
    hits = sum(1 for hand in hands if any(card < targets for card in hand))
    assert at_least_one(pile, targets, drawn) == pytest.approx(hits / len(hands))
    assert at_least_one(50, 10, 9) == pytest.approx(1 - comb(40, 9) / comb(50, 9))
    assert at_least_one(50, 0, 9) == 0.0
    assert at_least_one(5, 5, 9) == 1.0


def test_galactic_empires_draws_nine_then_two_a_turn(ge_cards):
    deck = [DeckCard(ge_cards["t1-apollo-body"], 10), DeckCard(ge_cards["s1-argonian-patrol-ship"], 40), DeckCard(ge_cards["s1-argonian-patrol-ship"], 2, "reserve")]
    draw = GE.analyse_deck(deck)["draw"]
    assert (draw["hand"], draw["per_turn"], draw["pile"], draw["targets"]) == (9, 2, 50, 10)
    assert [o["seen"] for o in draw["odds"][:3]] == [9, 11, 13]
    assert draw["odds"][0]["p"] == pytest.approx(1 - comb(40, 9) / comb(50, 9))
    assert draw["odds"][1]["p"] == pytest.approx(1 - comb(40, 11) / comb(50, 11))


def test_dual_type_terrain_counts_as_terrain():
    card = {"key": "x", "type": "B", "strength": 5, "title": "Outpost", "attributes": {"alt_type": "T"}}
    rules_ = DrawRules(hand=2, per_turn=1, target="terrain", target_types=("T",))
    assert draw_odds([DeckCard(card, 2)], rules_)["targets"] == 2


def test_sample_hand_is_seeded_and_ignores_the_reserve(ge_cards):
    deck = [DeckCard(ge_cards["t1-apollo-body"], 20), DeckCard(ge_cards["s1-argonian-patrol-ship"], 5, "reserve")]
    hand = sample_hand(deck, 9, "seed-1")
    assert len(hand) == 9 and all(c["key"] == "t1-apollo-body" for c in hand)
    assert sample_hand(deck, 9, 3) == sample_hand(deck, 9, 3)


def test_ladders_carry_the_reports_gaps_and_exceptions(ge_cards):
    deck = [DeckCard(ge_cards["s1-argonian-patrol-ship"], 3)] + [DeckCard(c, 1) for c in ge_cards.values() if c["type"] == "S" and c["strength"] == 4 and c["attributes"].get("main_empire") == "Argonian"][:1]
    report = GE.formats["primary-standard"].check(deck, {"players": 2})
    ship = GE.analyse_deck(deck, report)["ladders"][0]
    assert ship["type"] == "S" and [s["strength"] for s in ship["strengths"]] == [1, 4]
    assert ship["missing"] == [2, 3] and ship["exceptions"] == 1


def test_empires_and_point_balance(ge_cards):
    krebiz = next(c for c in ge_cards.values() if c["key"] == "s1-krebiz-escort-capsule")
    deck = [DeckCard(ge_cards["s1-argonian-patrol-ship"], 4), DeckCard(krebiz, 1), DeckCard(ge_cards["t1-apollo-body"], 2)]
    report = GE.formats["primary-standard"].check(deck, {"players": 2, "empire": "Argonian"})
    analysis = GE.analyse_deck(deck, report)
    assert analysis["empires"]["main_empire"] == "Argonian"
    assert analysis["empires"]["main_ships"] == 4 and analysis["empires"]["totals"]["major"] == 1
    kinds = {r["kind"]: r for r in analysis["resources"]}
    assert {"supply", "energy", "ammunition"} <= set(kinds)
    patrol, apollo = ge_cards["s1-argonian-patrol-ship"]["attributes"], ge_cards["t1-apollo-body"]["attributes"]
    for kind in ("supply", "energy", "ammunition"):
        assert kinds[kind]["needed"] == 4 * (patrol.get(f"cost_{kind}") or 0) + (krebiz["attributes"].get(f"cost_{kind}") or 0)
        assert kinds[kind]["generated"] == 2 * (apollo.get(f"gen_{kind}") or 0)


def test_other_games_get_types_and_ladders_without_ge_panels():
    data = json.loads((ROOT / "cardbase/data/empires/cards.json").read_text())["cards"]
    analysis = rules.get("empires").analyse_deck([DeckCard(c, 1) for c in data])
    assert {t["type"]: t["count"] for t in analysis["types"]} == {"Soldier": 13, "Spell": 13, "Resource": 13, "Defender": 13}
    assert analysis["draw"] is None and analysis["empires"] is None and analysis["resources"] is None
