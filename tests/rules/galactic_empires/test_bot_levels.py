"""The Galactic Empires bots (issue 28): levels are iteration budgets, a bot game replays move for
move from its seed, a decision does not depend on the hidden cards, and the bookkeeping policy
fires whole volleys and keeps a hand that still draws."""
from __future__ import annotations

import pytest

from rules import get
from rules.bots import LEVELS, MCTSBot, GreedyBot, action_key, make_bot, play_game
from rules.core import GameRng
from rules.galactic_empires import decks
from rules.galactic_empires.botpolicy import KEEP_HAND, SEARCH, policy_action

GAME = get("galactic-empires")
DECKS = ("Ltd_Argonian.dek", "Ltd_Dragon.dek")


def _decks():
    return [decks.load_deck(name) for name in DECKS]


def test_levels_are_iteration_budgets_of_the_games_own_budget() -> None:
    state = GAME.new_match(2, 1, {}, _decks())
    assert type(state).mcts_iterations == 64
    budgets = {level: round(type(state).mcts_iterations * scale) for level, scale in LEVELS.items()}
    assert budgets == {"easy": 16, "normal": 64, "hard": 256}
    assert make_bot("mcts:hard").level == "hard" and make_bot("mcts").level == "normal"
    with pytest.raises(ValueError):
        make_bot("greedy:hard")
    with pytest.raises(ValueError):
        make_bot("mcts:expert")


def _midgame(seed: int, turns: int = 8):
    """A greedy-v-greedy position some turns in, at a decision of the active seat with a choice."""
    state = GAME.new_match(2, seed, {}, _decks())
    bots = [GreedyBot(seed=1), GreedyBot(seed=2)]
    while state.turn < turns or len(state.legal_actions(state.current_players()[0])) < 3 or (
        state.bot_policy(state.current_players()[0]) is not None
    ):
        seat = state.current_players()[0]
        state.apply(bots[seat].choose(state, seat))
    return state


def test_a_search_spends_its_whole_budget_when_the_clock_is_a_safety_net() -> None:
    state = _midgame(3)
    seat = state.current_players()[0]
    bot = make_bot("mcts:easy", seed=4, time_limit=None)
    bot.choose(state, seat)
    # easy: 16 iterations at most, and SEARCH["per_action"] x 0.25 per root move searched
    searched = min(len(state.bot_actions(seat)), SEARCH["root_width"]["easy"])
    assert bot.last_iterations == min(16, round(SEARCH["per_action"] * LEVELS["easy"] * searched)) > 0


def test_the_search_weighs_only_the_best_looking_root_moves() -> None:
    state = _midgame(3)
    width = SEARCH["root_width"]["normal"]
    while len(state.bot_actions(state.current_players()[0])) <= width or (
        state.bot_policy(state.current_players()[0]) is not None
    ):
        seat = state.current_players()[0]
        state.apply(GreedyBot(seed=1).choose(state, seat))
    seat = state.current_players()[0]
    actions = state.bot_actions(seat)
    bot = MCTSBot(seed=2, time_limit=None, iterations=40)
    chosen = bot.choose(state, seat)
    kept = bot._candidates(actions)
    assert len(kept) == width < len(actions) and chosen in kept
    priors = sorted((bot._root_priors[action_key(a)] for a in actions), reverse=True)
    assert min(bot._root_priors[action_key(a)] for a in kept) == priors[width - 1]
    wide = MCTSBot(seed=2, time_limit=None, iterations=40, root_width=0)
    wide.choose(state, seat)
    assert wide._candidates(actions) == actions


def test_hard_weighs_more_root_moves_than_normal() -> None:
    state = _midgame(3)
    while len(state.bot_actions(state.current_players()[0])) <= SEARCH["root_width"]["hard"] or (
        state.bot_policy(state.current_players()[0]) is not None
    ):
        seat = state.current_players()[0]
        state.apply(GreedyBot(seed=1).choose(state, seat))
    seat = state.current_players()[0]
    actions = state.bot_actions(seat)
    widths = {}
    for level in ("normal", "hard"):
        bot = make_bot(f"mcts:{level}", seed=2, time_limit=None)
        bot.choose(state, seat)
        widths[level] = len(bot._candidates(actions))
    assert widths == {"normal": SEARCH["root_width"]["normal"], "hard": SEARCH["root_width"]["hard"]}
    assert widths["hard"] > widths["normal"]


def test_the_search_plays_the_root_move_of_best_mean_value() -> None:
    state = _midgame(3)
    seat = state.current_players()[0]
    bot = make_bot("mcts:normal", seed=4, time_limit=None)
    chosen = bot.choose(state, seat)
    children = list(bot.last_root.children.values())
    best = max(children, key=lambda child: (child.reward[seat] / child.visits, child.visits))
    assert SEARCH["pick_by_value"] and action_key(chosen) == action_key(best.action)


def test_a_playout_ends_the_searchers_turn_playing_no_further_card() -> None:
    state = _midgame(4)
    while state.phase != "play_a" or state.bot_policy(state.active) is not None:
        seat = state.current_players()[0]
        state.apply(GreedyBot(seed=1).choose(state, seat))
    sample = state.determinize(state.active, GameRng(1))
    in_play = len(sample.ip)
    sample.bot_playout(state)
    assert sample.is_over() or sample.turn == state.turn + 1
    assert len(sample.ip) <= in_play  # no card was played (units may have been destroyed)


def test_a_playout_with_a_horizon_goes_on_through_the_opponents_reply() -> None:
    state = _midgame(4)
    while state.phase != "play_a" or state.bot_policy(state.active) is not None:
        seat = state.current_players()[0]
        state.apply(GreedyBot(seed=1).choose(state, seat))
    me = state.active
    sample = state.determinize(me, GameRng(1))
    in_play = {c for c, s in sample.ip.items() if s["c"] != me}
    sample.bot_playout(state, 1)
    # The searcher's turn and then the opponent's, which plays no card from its hand either.
    assert sample.is_over() or sample.turn == state.turn + 2
    assert {c for c, s in sample.ip.items() if s["c"] != me} <= in_play


@pytest.mark.parametrize("horizon", [None, 1])
def test_the_search_plays_out_to_its_horizon(horizon) -> None:
    state = _midgame(3)
    seat = state.current_players()[0]
    seen = {}
    for level in ("normal", "hard"):
        calls = []
        bot = make_bot(f"mcts:{level}", seed=2, time_limit=None, iterations=3, horizon=horizon)
        original = type(state).bot_playout

        def spy(sample, start, *horizon, _calls=calls, _original=original):
            _calls.append(horizon[0] if horizon else 0)
            return _original(sample, start, *horizon)

        type(state).bot_playout = spy
        try:
            bot.choose(state, seat)
        finally:
            type(state).bot_playout = original
        seen[level] = set(calls)
    if horizon is None:  # the level's own (SEARCH "horizon")
        assert seen == {level: {SEARCH["horizon"][level]} for level in ("normal", "hard")}
    else:
        assert seen == {"normal": {horizon}, "hard": {horizon}}


def test_a_bot_game_replays_move_for_move_from_its_seed() -> None:
    options = {"turn_limit": 4}
    first = play_game(GAME, 2, 9, ["mcts:easy", "greedy"], options=options, decks=_decks())
    again = play_game(GAME, 2, 9, ["mcts:easy", "greedy"], options=options, decks=_decks())
    assert first["actions"] == again["actions"] and len(first["actions"]) > 50
    replayed = GAME.replay(2, 9, first["actions"], options, _decks())
    assert replayed.to_json() == first["state"].to_json()


@pytest.mark.parametrize("kind", ["greedy", "mcts:easy"])
def test_a_bots_decision_is_the_same_whatever_the_hidden_cards_are(kind: str) -> None:
    state = _midgame(5)
    seat = state.current_players()[0]
    other = 1 - seat
    chosen = make_bot(kind, seed=11, **({"time_limit": None} if kind != "greedy" else {})).choose(state.clone(), seat)
    for shuffle_seed in range(3):
        moved = state.clone()
        rng = GameRng(shuffle_seed)
        # The other seat's hand and deck exchange cards, and every deck is reordered: nothing the
        # seat may see changes (its view is the same).
        pool = moved.hand[other] + moved.deck[other]
        rng.shuffle(pool)
        k = len(moved.hand[other])
        moved.hand[other], moved.deck[other] = pool[:k], pool[k:]
        rng.shuffle(moved.deck[seat])
        moved._cache = None
        assert moved.view(seat) == state.view(seat)
        # The bots see the true state only through determinize (and the seat's own legal actions
        # and policy move): its samples are the same, so the search is.
        for sample_seed in range(3):
            sample = state.determinize(seat, GameRng(sample_seed)).to_json()
            assert moved.determinize(seat, GameRng(sample_seed)).to_json() == sample
        again = make_bot(kind, seed=11, **({"time_limit": None} if kind != "greedy" else {})).choose(moved, seat)
        assert again == chosen


def test_the_policy_fires_every_weapon_into_a_volley_then_resolves() -> None:
    state = GAME.new_match(2, 2, {}, _decks())
    bots = [GreedyBot(seed=1), GreedyBot(seed=2)]
    volleys = 0
    while not state.is_over() and volleys < 5:
        seat = state.current_players()[0]
        if state.phase == "fire" and state.volley is not None and not state.pending and seat == state.active:
            action = policy_action(state, seat)
            fire = [a for a in state.legal_actions(seat) if a["type"] == "fire"]
            assert action == (fire[0] if fire else {"player": seat, "type": "resolve"})
            volleys += action["type"] == "resolve"
        state.apply(bots[seat].choose(state, seat))
    assert volleys == 5


def test_the_policy_discards_down_to_a_hand_that_draws_two() -> None:
    state = GAME.new_match(2, 2, {}, _decks())
    bots = [GreedyBot(seed=1), GreedyBot(seed=2)]
    checked = 0
    while not state.is_over() and state.turn < 40:
        seat = state.current_players()[0]
        was = state.phase
        plays = state.plays
        state.apply(bots[seat].choose(state, seat))
        if was == "discard" and state.phase == "draw":  # the Draw Cards Phase begins
            assert len(state.hand[seat]) <= KEEP_HAND or plays >= 3  # (no card play left to discard with)
            checked += 1
    assert checked > 10


def test_mcts_follows_the_policy_without_searching() -> None:
    state = _midgame(3)
    while True:
        seat = state.current_players()[0]
        if state.bot_policy(seat) is not None and len(state.legal_actions(seat)) > 1:
            break
        state.apply(GreedyBot(seed=1).choose(state, seat))
    bot = MCTSBot(seed=1, time_limit=None)
    assert bot.choose(state, seat) == state.bot_policy(seat) and bot.last_iterations == 0


def test_the_search_tree_ends_with_the_searchers_turn() -> None:
    # A tree that went on into the next turn valued "end the phase" against the opponent's searched
    # card plays, and a discard (which keeps the turn going) against the searcher's own further
    # choices: normal discarded cards it could play from a hand of 9 (bench/bots.py --ge, game 0,
    # turn 2). Every searched line is now scored where the playout ends, at the turn's end.
    state = _midgame(3)
    bots = [GreedyBot(seed=1), GreedyBot(seed=2)]
    while not (state.phase == "discard" and not state.pending and len(state.hand[state.active]) <= KEEP_HAND
               and any(a["type"] == "discard" for a in state.legal_actions(state.active))):
        seat = state.current_players()[0]
        state.apply(bots[seat].choose(state, seat))
    seat = state.active
    sample = state.determinize(seat, GameRng(1))
    assert not sample.bot_leaf(state)
    bot = make_bot("mcts:normal", seed=4, time_limit=None)
    assert bot.choose(state, seat)["type"] == "next"
    assert bot.last_iterations > 1 and all(child.visits for child in bot.last_root.children.values())
    while sample.turn == state.turn:
        actor = sample.current_players()[0]
        sample.apply(GreedyBot(seed=3).choose(sample, actor))
    assert sample.bot_leaf(state)


def test_the_search_may_play_the_root_move_of_the_best_line_searched() -> None:
    # SEARCH "best_line" (issue 28): off at every level (not shown stronger at hard); on, the
    # move played is the root move of the best line (rules.bots._line_value).
    from rules.bots import _line_value

    assert SEARCH["best_line"] == {"easy": False, "normal": False, "hard": False}
    state = _midgame(3)
    seat = state.current_players()[0]
    bot = make_bot("mcts:hard", seed=4, time_limit=None, iterations=48, best_line=True)
    chosen = bot.choose(state, seat)
    children = list(bot.last_root.children.values())
    best = max(children, key=lambda child: (_line_value(child, seat), child.visits))
    assert action_key(chosen) == action_key(best.action)
    assert not make_bot("mcts:hard")._setting(state, "best_line", False)
