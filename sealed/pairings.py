"""Pairings for events, pure (no Django): Swiss rounds (a maximum-weight matching, with the usual
tiebreaks) and a single-elimination bracket.

Both are announced before the event starts (GEtournament.txt: the tournament type "should be
pre-announced"). Players are ids; results come in as the winners of each table.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

Pair = tuple[int, "int | None"]  # (player, opponent or None for a bye)


def swiss_rounds(players: int) -> int:
    """Rounds a Swiss event needs to find one unbeaten player: ceil(log2(players))."""
    return max(1, math.ceil(math.log2(max(2, players))))


# Swiss pairings as a maximum-weight matching (networkx's blossom algorithm): every pair of
# players left is an edge whose weight says how good that table would be, and the pairing is the
# perfect matching of greatest total weight. The terms are integers of very different sizes, so
# each outranks everything below it: first as few rematches as possible, then opponents as close
# in points as possible (the sum of squared differences), then as close in the ranking as possible
# (squared differences: 1st meets 2nd, 3rd meets 4th...; the ranking carries the tiebreaks).
REMATCH = 10**12
POINTS = 10**6
MAX_SWISS_PLAYERS = 64


def pair_weight(a: int, b: int, ranking: Sequence[int], points: Mapping[int, float], met: set[frozenset[int]]) -> int:
    """The weight of seating `a` against `b` (larger is better)."""
    rank = {p: i for i, p in enumerate(ranking)}
    apart = round(2 * (points.get(a, 0.0) - points.get(b, 0.0)))  # half points: integers
    return 2 * REMATCH - REMATCH * (frozenset((a, b)) in met) - POINTS * apart * apart - (rank[a] - rank[b]) ** 2


def swiss_pairs(ranking: Sequence[int], played: Iterable[frozenset[int]], had_bye: Iterable[int],
                points: Mapping[int, float] | None = None) -> list[Pair]:
    """The round's tables: the maximum-weight perfect matching of the players in `ranking` (best
    first, tiebreaks applied) by `pair_weight`; with an odd number, the lowest-ranked player
    without a bye sits out with one. Each pair is (better ranked, other), best tables first."""
    import networkx as nx

    met = set(played)
    byes = set(had_bye)
    points = dict(points or {})
    left = list(ranking)
    if len(left) > MAX_SWISS_PLAYERS:
        raise ValueError(f"at most {MAX_SWISS_PLAYERS} players in a Swiss event")
    pairs_bye: list[Pair] = []
    if len(left) % 2:
        bye = next((p for p in reversed(left) if p not in byes), left[-1])
        left.remove(bye)
        pairs_bye = [(bye, None)]
    graph = nx.Graph()
    graph.add_nodes_from(left)
    for i, a in enumerate(left):
        for b in left[i + 1:]:
            graph.add_edge(a, b, weight=pair_weight(a, b, left, points, met))
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    rank = {p: i for i, p in enumerate(left)}
    found = sorted((tuple(sorted(edge, key=rank.__getitem__)) for edge in matching), key=lambda pair: rank[pair[0]])
    return [*found, *pairs_bye]


def matching_weight(pairs: Sequence[Pair], ranking: Sequence[int], points: Mapping[int, float],
                    met: set[frozenset[int]]) -> int:
    """The total weight of a round's tables (byes weigh nothing)."""
    seated = [p for pair in pairs for p in pair if p is not None and pair[1] is not None]
    order = [p for p in ranking if p in seated]
    return sum(pair_weight(a, b, order, points, met) for a, b in pairs if b is not None)


def bracket(seeds: Sequence[int]) -> list[int | None]:
    """A single-elimination bracket in table order: seed 1 meets the lowest seed, and so on, the
    two best seeds in opposite halves; empty places (byes) go to the best seeds."""
    size = 1 << max(1, math.ceil(math.log2(max(2, len(seeds)))))
    order = [1]
    while len(order) < size:
        order = [x for seed in order for x in (seed, 2 * len(order) + 1 - seed)]
    return [seeds[s - 1] if s <= len(seeds) else None for s in order]


def elimination_rounds(players: int) -> int:
    return max(1, math.ceil(math.log2(max(2, players))))


def elimination_pairs(previous: Sequence[int | None]) -> list[Pair]:
    """The tables of a round from the players still in, in bracket order (None: an empty place)."""
    pairs: list[Pair] = []
    for index in range(0, len(previous), 2):
        a, b = previous[index], previous[index + 1] if index + 1 < len(previous) else None
        if a is None and b is None:
            continue
        if a is None:
            a, b = b, None
        pairs.append((a, b))
    return pairs


def standings(players: Iterable[int], results: Iterable[tuple[int, int | None, int | None, bool]]) -> dict[int, float]:
    """Points per player from (a, b, winner, draw) results: 1 for a win or a bye, 1/2 for a draw."""
    points: dict[int, float] = {p: 0.0 for p in players}
    for a, b, winner, draw in results:
        if b is None:
            points[a] = points.get(a, 0.0) + 1
        elif draw:
            points[a] = points.get(a, 0.0) + 0.5
            points[b] = points.get(b, 0.0) + 0.5
        elif winner is not None:
            points[winner] = points.get(winner, 0.0) + 1
    return points


@dataclass(frozen=True)
class Standing:
    """A player's line in the standings: points and the tiebreaks, as fractions from 0 to 1."""

    player: int
    points: float
    played: int
    match_win: float  # points per match played, byes included, at least 1/3
    opponents_match_win: float  # the mean of the opponents' match_win (byes have no opponent)
    game_win: float  # points per game actually played (byes are no game), at least 1/3


FLOOR = 1 / 3  # the usual floor of the percentages (a player who lost every match counts 33%)


def tiebreaks(players: Iterable[int], results: Iterable[tuple[int, int | None, int | None, bool]],
              seats: Mapping[int, int]) -> list[Standing]:
    """The standings, best first: points, then opponents' match-win percentage, then game-win
    percentage, then the order players joined. Events play one game a match, so a player's game
    record is his match record without the byes."""
    players = list(players)
    results = list(results)
    points = standings(players, results)
    played = dict.fromkeys(players, 0)
    games = dict.fromkeys(players, 0)
    game_points = dict.fromkeys(players, 0.0)
    opponents: dict[int, list[int]] = {p: [] for p in players}
    for a, b, winner, draw in results:
        played[a] = played.get(a, 0) + 1
        if b is None:
            continue
        played[b] = played.get(b, 0) + 1
        for me, other in ((a, b), (b, a)):
            opponents.setdefault(me, []).append(other)
            games[me] = games.get(me, 0) + 1
            game_points[me] = game_points.get(me, 0.0) + (0.5 if draw else 1.0 if winner == me else 0.0)
    match_win = {p: max(FLOOR, points[p] / played[p]) if played.get(p) else FLOOR for p in players}
    lines = [
        Standing(
            player=p, points=points[p], played=played.get(p, 0), match_win=match_win[p],
            opponents_match_win=(sum(match_win.get(o, FLOOR) for o in opponents[p]) / len(opponents[p])
                                 if opponents[p] else FLOOR),
            game_win=max(FLOOR, game_points[p] / games[p]) if games.get(p) else FLOOR,
        )
        for p in players
    ]
    return sorted(lines, key=lambda s: (-s.points, -s.opponents_match_win, -s.game_win, seats.get(s.player, 0)))


def ranking(points: Mapping[int, float], seats: Mapping[int, int]) -> list[int]:
    """Best first by points alone; ties by seat (the order players joined). Swiss events rank
    with `tiebreaks`."""
    return sorted(points, key=lambda p: (-points[p], seats.get(p, 0)))
