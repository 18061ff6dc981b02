"""The shared bots every game uses: random, greedy one-ply and information-set MCTS.

Game-agnostic: a bot only uses the State contract (current_players, legal_actions, bot_actions,
bot_policy, apply, clone, determinize, heuristic, is_over, result). Bots that look ahead never search the true state:
they search `state.determinize(player, rng)`, a state consistent with what that seat may see,
with the hidden cards sampled (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).
All bots are seeded, so a match between bots is reproducible.

    bot = make_bot("mcts", seed=7)  # the game's default budget (State.mcts_iterations), at most 0.9 s
    action = bot.choose(state, player)
    summary = play_game(rules.get("empires"), players=2, seed=1, bots=["mcts", "random"])
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .core import Action, DeckCard, Game, GameRng, IllegalAction, State, derive_seed

Evaluation = Callable[[State, int], float]
"""How good a state is for a seat, in [0, 1]; defaults to State.heuristic."""


def terminal_value(state: State, player: int) -> float:
    """1 for a win, 0 for a loss, 0.5 for a draw.

    A seat among several winners of a result that is not a draw (a team's win, Spark of War's
    Face-off) has won: only the result's "draw" flag makes a shared result a draw.
    """
    result = state.result() or {}
    if player not in (result.get("winners") or ()):
        return 0.0
    return 0.5 if result.get("draw") else 1.0


def evaluate(state: State, player: int, evaluation: Evaluation | None = None) -> float:
    """The outcome when the game is over, otherwise the heuristic (or a given evaluation)."""
    if state.is_over():
        return terminal_value(state, player)
    return evaluation(state, player) if evaluation else state.heuristic(player)


def action_key(action: Action) -> Any:
    """A hashable key for an action (any JSON value) so search trees can index children by action.

    Equal actions give equal keys whatever their key order (a dict becomes a frozenset of its
    items, a list a tuple, recursively); unequal actions give unequal keys.
    """
    try:
        return frozenset(action.items())  # the usual case: flat actions of scalars
    except TypeError:  # a list or dict inside: freeze it
        return _freeze(action)


def _freeze(value: Any) -> Any:
    if isinstance(value, dict):
        return frozenset((k, _freeze(v)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    return value


POLICY_STEPS = 64
"""At most this many bookkeeping moves are followed in a row (a safety bound)."""


def follow_policy(state: State, player: int, phase: Any = None) -> None:
    """Play `player`'s bookkeeping moves (State.bot_policy) while it is that seat's turn to act,
    the game is still in `phase` (its `phase` attribute, when it has one) and the policy has a
    move: a one-ply look then sees what an action leads to (a volley's target is judged by the
    volley fired at it, not by the empty declaration), and an action that ends a phase gains
    nothing from the next phase's moves."""
    for _ in range(POLICY_STEPS):
        if state.is_over() or state.current_players()[:1] != [player] or getattr(state, "phase", None) != phase:
            return
        action = state.bot_policy(player)
        if action is None:
            return
        state.apply(action)


class Bot:
    """Chooses an action for a seat. Subclasses never mutate the state they are given."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = GameRng(seed)

    def choose(self, state: State, player: int) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seed={self.seed}>"


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, state: State, player: int) -> Action:
        actions = state.legal_actions(player)
        if not actions:
            raise IllegalAction(f"seat {player} has no legal action")
        return self.rng.choice(actions)


class GreedyBot(Bot):
    """One ply: applies each legal action to a determinisation and keeps the best-looking result."""

    name = "greedy"

    def __init__(self, seed: int = 0, evaluation: Evaluation | None = None) -> None:
        super().__init__(seed)
        self.evaluation = evaluation

    def choose(self, state: State, player: int) -> Action:
        actions = state.bot_actions(player)
        if not actions:
            raise IllegalAction(f"seat {player} has no legal action")
        if len(actions) == 1:
            return actions[0]
        forced = state.bot_policy(player)
        if forced is not None:
            return forced
        sample = state.determinize(player, self.rng)
        best: list[Action] = []
        best_value = -math.inf
        phase = getattr(sample, "phase", None)
        for action in actions:
            after = sample.clone()
            after.apply(action)
            follow_policy(after, player, phase)
            value = evaluate(after, player, self.evaluation)
            if value > best_value + 1e-12:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-12:
                best.append(action)
        return self.rng.choice(best)


class _Node:
    __slots__ = ("children", "visits", "available", "reward", "actor", "action", "prior")

    def __init__(self, actor: int, action: Action | None, players: int, prior: float = 0.0) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.available = 1
        self.reward = [0.0] * players
        self.actor = actor  # the seat whose choice led to this node
        self.action = action
        self.prior = prior  # the actor's heuristic just after the action (progressive bias)


class MCTSBot(Bot):
    """Single-observer information-set MCTS with UCB1 (availability-aware) selection.

    Each iteration samples a determinisation of the root from the bot's own view, descends the
    shared tree over the actions legal in that sample, expands one, plays `rollout_depth` moves
    and scores the position with the game's heuristic (or the outcome if the game ended).

    Guidance from the game's heuristic (all optional, see the defaults):
    - progressive bias: a child's score adds `prior_weight * h / (visits + 1)`, h the actor's
      heuristic just after the action, so good-looking moves are tried first and weak ones fade
      out as real visits accumulate (Chaslot et al. 2008);
    - at the root the children are expanded best-looking first (one-ply evaluation of every
      legal action on one determinisation, the greedy bot's view);
    - rollouts are epsilon-greedy: with probability `rollout_epsilon` a random move, otherwise
      the move whose result looks best to the mover (`rollout_epsilon=1`: purely random); a
      game with a fast playout policy (`State.bot_playout(start)`, given the searched position)
      plays that instead (while the rollout depth is not 0), and its `State.bot_leaf(start)`
      (optional), true once a sample has passed the playout's horizon, ends the tree there: every
      searched line is then scored at the same horizon (a move that ends the turn was valued
      against the opponents' searched replies, a move that kept the turn going against the
      searcher's own further choices, so the tree preferred any move that kept the turn going);
    - `root_width`: only that many of the best-looking root actions (the one-ply priors) are
      searched, so a small budget looks deeper at the moves that matter instead of once at each;
    - `normalize`: a child's mean value and prior count as their share of the siblings' range,
      so the exploration constant weighs the same however little the heuristic's values differ;
    - `per_action`: a budget of that many iterations (times the level's scale) per searched root
      action, at most the whole budget: a choice between two moves needs fewer samples;
    - `pick_by_value`: the move played is the root action with the best mean value, not the most
      visited: with a few iterations per move the visit counts follow the expansion order and the
      priors (a move visited 6 times at 0.464 beat one visited 5 times at 0.470).
    - `horizon` (a game with a playout): the playout goes on that many turns past the searched
      one's (the tree still ends at `bot_leaf`), so the leaf sees the opponents' reply.
    - `best_line`: the move played is the root action whose best line searched is worth most
      (`_line_value`: where the searcher moves next, the best of the follow-ups; elsewhere the
      mean), not the best mean: a bigger budget explores more of a move's follow-ups, and their
      mean then counts the poor ones tried, so the mean favours moves with few follow-ups.
    The last six, left None, are the game's (`State.mcts_settings`, a class attribute mapping;
    none: off; a setting may map each level to its value), tuned by its seeded matches.
    Budget: `iterations` (None: the game's own `State.mcts_iterations` times the `level`'s scale,
    LEVELS) and `time_limit` seconds (None: no clock), whichever ends first; the clock is a
    safety net, so that moves depend on the seed and the level, not on the machine's load. Moves
    the game's bookkeeping policy makes (State.bot_policy) are played without search, and in the
    tree and rollouts they are not choices (no node). The clock counts the one-ply look
    at the root, and an iteration is only started when the slowest one so far would still end
    before the limit, so a move overruns `time_limit` only when an iteration is slower than every
    one before it (a pause of the machine). The default limit, 0.9 s, keeps a move under a second;
    the games' default iteration budgets end far sooner (bench/bots.py prints the move times).

    The defaults come from seeded matches against the greedy bot (bench/bots.py): short random
    rollouts (2 moves) and a small exploration constant (0.3, the heuristic's values differ by
    little) with progressive bias beat the earlier 8-move rollouts at c = 0.7, and random
    rollouts matched epsilon-greedy ones at a lower cost per playout.
    """

    name = "mcts"
    # The clock the time limit reads (tests put a virtual one here, so that what they assert does
    # not depend on the machine's load).
    clock: Callable[[], float] = staticmethod(time.perf_counter)

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = None,
        level: str = "normal",
        time_limit: float | None = 0.9,
        rollout_depth: int | None = None,
        exploration: float = 0.3,
        evaluation: Evaluation | None = None,
        prior_weight: float = 1.0,
        rollout_epsilon: float = 1.0,
        root_width: int | None = None,
        per_action: int | None = None,
        normalize: bool | None = None,
        pick_by_value: bool | None = None,
        horizon: int | None = None,
        best_line: bool | None = None,
    ) -> None:
        super().__init__(seed)
        if iterations is not None and iterations < 1:
            raise ValueError("MCTSBot needs at least one iteration")
        # None: the game's own `mcts_iterations` (a State class attribute) scaled by the level.
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
        self.iterations = iterations
        self.level = level
        self.time_limit = time_limit
        # None: the game's own `mcts_rollout_depth` (a State class attribute).
        self.rollout_depth = rollout_depth
        # The rollout depth in use; choose() sets the game's when rollout_depth is None.
        self._depth = State.mcts_rollout_depth if rollout_depth is None else rollout_depth
        self.exploration = exploration
        self.evaluation = evaluation
        self.prior_weight = prior_weight
        self.rollout_epsilon = rollout_epsilon
        # None: the game's own (State.mcts_settings, see _setting); 0 / False: off.
        self.root_width = root_width
        self.per_action = per_action
        self.normalize = normalize
        self.pick_by_value = pick_by_value
        self.horizon = horizon
        self.best_line = best_line
        self._width, self._normalize, self._horizon = 0, False, 0  # in use; choose() sets them
        self.last_iterations = 0
        self.last_seconds = 0.0
        self.last_root: _Node | None = None

    def choose(self, state: State, player: int) -> Action:
        clock = self.clock
        started = clock()
        actions = state.bot_actions(player)
        if not actions:
            raise IllegalAction(f"seat {player} has no legal action")
        if len(actions) == 1:
            self.last_iterations, self.last_seconds = 0, 0.0
            return actions[0]
        forced = state.bot_policy(player)
        if forced is not None:  # bookkeeping: no search
            self.last_iterations, self.last_seconds = 0, clock() - started
            return forced
        players = _seat_count(state)
        self._depth = state.mcts_rollout_depth if self.rollout_depth is None else self.rollout_depth
        self._width = self._setting(state, "root_width", 0)
        self._normalize = bool(self._setting(state, "normalize", False))
        self._playout = getattr(state, "bot_playout", None) is not None and self._depth > 0
        self._horizon = int(self._setting(state, "horizon", 0) or 0)
        scale = LEVELS[self.level]
        limit = max(1, round(state.mcts_iterations * scale)) if self.iterations is None else self.iterations
        per_action = self._setting(state, "per_action", 0)
        if per_action and self.iterations is None:
            # A budget per root action searched: a choice between few moves needs fewer samples.
            searched = min(len(actions), self._width) if self._width else len(actions)
            limit = min(limit, max(1, round(per_action * scale * searched)))
        root = _Node(player, None, players)
        self._start = state
        rng = self.rng
        # The clock: a step (one root action's look, one iteration) starts only if the slowest
        # step of its kind so far would end before the deadline.
        deadline = started + self.time_limit if self.time_limit is not None else math.inf
        self._root_priors: dict[Any, float] = {}
        first = 0.0  # what the first iteration is expected to take at least
        if self.prior_weight:
            # One-ply look at every root action on one determinisation: the expansion order.
            sample = state.determinize(player, rng)
            sampling = clock() - started
            slowest = 0.0
            phase = getattr(sample, "phase", None)
            for action in actions:
                now = clock()
                if now + slowest > deadline:
                    break  # the actions not looked at keep a neutral prior
                after = sample.clone()
                after.apply(action)
                follow_policy(after, player, phase)
                self._root_priors[action_key(action)] = evaluate(after, player, self.evaluation)
                slowest = max(slowest, clock() - now)
            first = sampling + slowest
        done = 0
        slowest = first
        now = clock()
        while done < limit and now + slowest <= deadline:
            self._iterate(root, state.determinize(player, rng), player, players, rng)
            done += 1
            then, now = now, clock()
            slowest = max(slowest, now - then)
        self.last_iterations = done
        self.last_seconds = clock() - started
        self.last_root = root  # the search tree (bench and tests read its root's statistics)
        legal = {action_key(a): a for a in actions}
        children = [child for key, child in root.children.items() if key in legal]
        if self._setting(state, "best_line", False):
            # The value of the best line searched below each move (`_line_value`): a mean would
            # count the exploratory follow-ups of a move with many, and so favour moves with few.
            best = max(children, key=lambda child: (_line_value(child, player), child.visits), default=None)
        elif self._setting(state, "pick_by_value", False):
            # The best mean value: with a few samples per move, the visit counts follow the
            # expansion order and the priors more than the values.
            best = max(children, key=lambda child: (child.reward[player] / child.visits, child.visits), default=None)
        else:
            best = max(children, key=lambda child: (child.visits, child.reward[player]), default=None)
        if best is not None:
            return legal[action_key(best.action)]
        if self._root_priors:  # no time for a single iteration: the best-looking action
            return max(actions, key=lambda a: self._root_priors.get(action_key(a), -math.inf))
        return rng.choice(actions)

    def _setting(self, state: State, name: str, default: Any) -> Any:
        """This bot's setting `name`, or when it was left None the game's (`State.mcts_settings`, a
        class attribute mapping: a game's search shape, tuned by its seeded matches)."""
        mine = getattr(self, name)
        if mine is not None:
            return mine
        value = (getattr(state, "mcts_settings", None) or {}).get(name, default)
        if isinstance(value, Mapping):  # one value per level (LEVELS)
            value = value.get(self.level, default)
        return value

    def _candidates(self, actions: list[Action]) -> list[Action]:
        """The root actions searched: with a root width, only that many of the best-looking (the
        one-ply priors, the greedy bot's ranking; ties in the game's order)."""
        if not self._width or not self._root_priors or len(actions) <= self._width:
            return actions
        priors = self._root_priors
        order = sorted(range(len(actions)), key=lambda i: (-priors.get(action_key(actions[i]), -math.inf), i))
        return [actions[i] for i in sorted(order[: self._width])]

    def _iterate(self, root: _Node, sample: State, me: int, players: int, rng: GameRng) -> None:
        node = root
        path = [root]
        c = self.exploration
        bias = self.prior_weight
        evaluation = self.evaluation
        expanded: _Node | None = None
        # A game with a playout may end the tree where its playout's horizon ends (State.bot_leaf):
        # a tree that went on into the next turns would weigh the moves that end a turn against
        # the opponents' searched replies, and the moves that do not against the searcher's own.
        leaf = getattr(sample, "bot_leaf", None) if self._playout else None
        # Selection and expansion over the actions legal in this determinisation.
        while not sample.is_over():
            if leaf is not None and leaf(self._start):
                break
            actor = sample.current_players()[0]
            forced = sample.bot_policy(actor)
            if forced is not None:  # bookkeeping moves are not choices: no node
                sample.apply(forced)
                continue
            actions = sample.bot_actions(actor)
            if node is root and self._width:
                actions = self._candidates(actions)
            untried = []
            known = []
            for action in actions:
                key = action_key(action)
                child = node.children.get(key)
                if child is None:
                    untried.append((key, action))
                else:
                    known.append(child)
            if untried:
                if node is root and self._root_priors:
                    # Best-looking first; ties (moves the heuristic cannot tell apart) at random.
                    priors = self._root_priors
                    top = max(priors.get(k, 0.0) for k, _ in untried)
                    key, action = rng.choice([pair for pair in untried if priors.get(pair[0], 0.0) >= top - 1e-9])
                else:
                    key, action = rng.choice(untried)
                for other in known:
                    other.available += 1
                sample.apply(action)
                child = _Node(actor, action, players)
                expanded = child
                node.children[key] = child
                path.append(child)
                break
            best = None
            best_score = -math.inf
            if self._normalize and len(known) > 1:
                # Values and priors as shares of the siblings' range: the exploration term then
                # weighs the same whatever the spread of the heuristic's values.
                means = [child.reward[actor] / child.visits for child in known]
                low, span = _range(means)
                prior_low, prior_span = _range([child.prior for child in known])
                for child, mean in zip(known, means):
                    child.available += 1
                    visits = child.visits
                    score = (mean - low) / span + c * math.sqrt(math.log(child.available) / visits)
                    if bias:
                        score += bias * ((child.prior - prior_low) / prior_span) / (visits + 1)
                    if score > best_score:
                        best, best_score = child, score
            for child in known if best is None else ():
                child.available += 1
                visits = child.visits
                score = child.reward[actor] / visits + c * math.sqrt(math.log(child.available) / visits)
                if bias:
                    score += bias * child.prior / (visits + 1)
                if score > best_score:
                    best, best_score = child, score
            assert best is not None
            sample.apply(best.action)
            node = best
            path.append(node)
        if bias and expanded is not None and self._depth > 0:
            expanded.prior = evaluate(sample, expanded.actor, evaluation)
            expanded = None
        if self._playout:
            if self._horizon:
                sample.bot_playout(self._start, self._horizon)
            else:
                sample.bot_playout(self._start)
        else:
            self._rollout(sample, rng)
        values = [evaluate(sample, p, evaluation) for p in range(players)]
        if bias and expanded is not None:  # no rollout: the leaf's value is the prior
            expanded.prior = values[expanded.actor]
        for visited in path:
            visited.visits += 1
            reward = visited.reward
            for p in range(players):
                reward[p] += values[p]

    def _rollout(self, sample: State, rng: GameRng) -> None:
        """`rollout_depth` moves: random, or epsilon-greedy on the mover's heuristic."""
        depth = self._depth
        rand = rng.random
        epsilon = self.rollout_epsilon
        evaluation = self.evaluation
        while depth > 0 and not sample.is_over():
            actor = sample.current_players()[0]
            forced = sample.bot_policy(actor)
            if forced is not None:
                sample.apply(forced)
                continue
            actions = sample.bot_actions(actor)
            if len(actions) == 1 or epsilon >= 1.0 or rand() < epsilon:
                sample.apply(actions[int(rand() * len(actions))])
            else:
                best_value = -math.inf
                choice = actions[0]
                for action in actions:
                    after = sample.clone()
                    after.apply(action)
                    value = evaluate(after, actor, evaluation)
                    if value > best_value:
                        best_value, choice = value, action
                sample.apply(choice)
            depth -= 1


def _line_value(node: _Node, me: int) -> float:
    """`me`'s value of the best line below `node`: where `me` chooses next (the children are his
    moves), the best of the children's line values; elsewhere (a leaf, another seat's choice) the
    node's mean value. The searcher's own further choices are his to make, so a move is worth its
    best follow-up, not the average of every follow-up the search tried."""
    mine = [child for child in node.children.values() if child.visits and child.actor == me]
    if mine:
        return max(_line_value(child, me) for child in mine)
    return node.reward[me] / node.visits


def _range(values: list[float]) -> tuple[float, float]:
    """The lowest value and the span (1 when the values are all equal)."""
    low, high = min(values), max(values)
    return low, (high - low if high - low > 1e-12 else 1.0)


def _seat_count(state: State) -> int:
    count = getattr(state, "seat_count", None)
    if isinstance(count, int):
        return count
    players = getattr(state, "players", None)
    if isinstance(players, int):
        return players
    if isinstance(players, Sequence):
        return len(players)
    data = state.to_json()
    value = data.get("players")
    return value if isinstance(value, int) else len(value)


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}

LEVELS: dict[str, float] = {"easy": 0.25, "normal": 1.0, "hard": 4.0}
"""MCTS levels as iteration budgets: the game's own `State.mcts_iterations` times this. A budget
in iterations, not seconds, so a bot's moves depend on its seed and level, never on the machine's
load (the clock is only a safety net)."""

BOT_NAMES: tuple[str, ...] = ("random", "greedy", "mcts", *(f"mcts:{level}" for level in LEVELS))
"""Every name make_bot knows ("mcts" is "mcts:normal")."""


def make_bot(name: str, seed: int = 0, **settings: Any) -> Bot:
    """A bot by name ("random", "greedy", "mcts", "mcts:easy" | "mcts:normal" | "mcts:hard"),
    seeded; extra settings go to its constructor."""
    base, _, level = name.partition(":")
    try:
        cls = BOTS[base]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOT_NAMES)}") from None
    if level:
        if cls is not MCTSBot or level not in LEVELS:
            raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOT_NAMES)}")
        settings = {**settings, "level": level}
    return cls(seed=seed, **settings)


def play_game(
    game: Game,
    players: int,
    seed: int,
    bots: Sequence[str | Bot],
    options: Mapping[str, Any] | None = None,
    decks: Sequence[Sequence[DeckCard]] | None = None,
    bot_settings: Mapping[str, Mapping[str, Any]] | None = None,
    max_decisions: int = 200_000,
) -> dict[str, Any]:
    """Play one whole match between bots (one per seat, names or Bot objects).

    Returns {"result", "decisions", "actions", "seconds", "state"}: the result dict of the
    state, the number of decisions, the action log (replayable with game.replay) and the final state.
    """
    if len(bots) != players:
        raise ValueError(f"{players} seats need {players} bots, got {len(bots)}")
    seats: list[Bot] = []
    for seat, bot in enumerate(bots):
        if isinstance(bot, Bot):
            seats.append(bot)
        else:
            settings = dict((bot_settings or {}).get(bot, {}))
            seats.append(make_bot(bot, seed=derive_seed("bot", seed, seat, bot), **settings))
    started = time.perf_counter()
    state = game.new_match(players, seed, options, decks)
    log: list[Action] = []
    while not state.is_over():
        if len(log) >= max_decisions:
            raise RuntimeError(f"{game.slug}: no end after {max_decisions} decisions (seed {seed})")
        seat = state.current_players()[0]
        action = seats[seat].choose(state, seat)
        state.apply(action)
        log.append(action)
    return {
        "result": state.result(),
        "decisions": len(log),
        "actions": log,
        "seconds": time.perf_counter() - started,
        "state": state,
    }
