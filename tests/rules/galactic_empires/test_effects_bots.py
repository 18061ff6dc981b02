"""The greedy bot values modelled effects: it plays damage, repair and card-retrieval cards when
they help rather than passing (issue 11: "Bots play modelled cards with sense")."""
from __future__ import annotations

from rules.bots import GreedyBot
from rules.galactic_empires.position import Position

from .helpers import skip_to
from .test_effects_cards import A, CRUISER, duel, hand_card, mk


def choice(state, seed: int = 0) -> dict:
    return GreedyBot(seed=seed).choose(state, A)


def test_greedy_bot_plays_a_damage_card_on_an_opponent_ship():
    for seed in range(3):
        s, ids = duel(theirs=[("y", mk("S4", "Test Scout", shields=1), None)], hand=["H2|ion storm"])
        skip_to(s, "play_a")
        storm = hand_card(s, "H2|ion storm")
        assert {"player": A, "type": "next"} in s.legal_actions(A)  # passing is an option
        assert choice(s, seed) == {"player": A, "type": "play", "card": storm, "on": ids["y"]}


def test_greedy_bot_plays_a_repair_card_on_its_damaged_ship():
    for seed in range(3):
        s, ids = duel(mine=[("u", CRUISER, None)], hand=["L4|lucky shield repair"])
        Position(s).damage(ids["u"], shields=2)
        skip_to(s, "play_a")
        repair = hand_card(s, "L4|lucky shield repair")
        assert choice(s, seed) == {"player": A, "type": "play", "card": repair, "on": ids["u"]}


def test_greedy_bot_plays_a_card_that_brings_two_ships_back_to_its_hand():
    for seed in range(3):
        s, ids = duel(mine=[("x", mk("S2", "Test Skiff"), None), ("y", mk("S3", "Test Sloop"), None)], hand=["L9|lost fleet"])
        Position(s).remove(ids["x"])
        Position(s).remove(ids["y"])
        skip_to(s, "play_a")
        lost = hand_card(s, "L9|lost fleet")
        assert choice(s, seed) == {"player": A, "type": "play", "card": lost}
