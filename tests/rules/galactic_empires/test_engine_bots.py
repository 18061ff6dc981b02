"""The shared bots play Galactic Empires: greedy beats random; ISMCTS picks legal moves."""
from __future__ import annotations

from rules import get
from rules.bots import MCTSBot, play_game
from rules.core import GameRng
from rules.galactic_empires.match import match_lines
from rules.galactic_empires import decks

GAME = get("galactic-empires")


def test_greedy_beats_random_between_the_limited_decks() -> None:
    # The full figure (200 games, >= 80% required) comes from `manage.py playbots`; here a few
    # seeded games, the greedy bot on each deck in turn.
    deck_set = decks.limited_decks()
    wins = 0
    for seed in range(4):
        greedy = seed % 2
        seats = ["random", "random"]
        seats[greedy] = "greedy"
        played = play_game(GAME, 2, seed, seats, decks=deck_set)
        wins += played["result"]["winners"] == [greedy]
    assert wins >= 3


def test_mcts_chooses_a_legal_action_mid_game() -> None:
    state = GAME.new_match(2, 7, {}, decks.limited_decks())
    rng = GameRng(7)
    for _ in range(120):
        seat = state.current_players()[0]
        state.apply(rng.choice(state.legal_actions(seat)))
    seat = state.current_players()[0]
    bot = MCTSBot(seed=1, iterations=25)
    assert bot.choose(state, seat) in state.legal_actions(seat)


def test_starter_decks_are_used_without_decks() -> None:
    state = GAME.new_match(2, 1)
    # Their stocked cards only: the Beta starter's point-symbols card is a player aid (issue 27).
    assert len(state.inst) == sum(l.count for d in decks.starter_decks() for l in match_lines(d)) == 49 + 49


def test_a_searching_bot_never_weighs_firing_at_its_own_fleet_while_an_opponent_may_be_fired_at() -> None:
    """A unit may fire at its own fleet (GEfaq "Friendly Fire"), a legal action; the bots' habit
    (botpolicy.searched_actions) leaves those targets out while an opponent's card is a target."""
    from rules.bots import GreedyBot

    from .helpers import mk, skip_to
    from .test_effects_cards import duel

    s, ids = duel(mine=[("gun", mk("S4", "Test Gun", phasers=3), None), ("pal", mk("S3", "Test Pal", shields=1), None)],
                  theirs=[("foe", mk("S3", "Test Foe", shields=1), None)])
    skip_to(s, "fire")
    me = s.active
    legal = {a.get("on") for a in s.legal_actions(me) if a["type"] == "target"}
    searched = {a.get("on") for a in s.bot_actions(me) if a["type"] == "target"}
    assert ids["pal"] in legal and ids["pal"] not in searched and ids["foe"] in searched
    assert GreedyBot(seed=1).choose(s, me).get("on") != ids["pal"]
