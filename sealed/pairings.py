"""Pairings for events, pure (no Django): Swiss rounds and a single-elimination bracket.

Both are announced before the event starts (GEtournament.txt: the tournament type "should be
pre-announced"). Players are ids; results come in as the winners of each table.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

Pair = tuple[int, "int | None"]  # (player, opponent or None for a bye)


def swiss_rounds(players: int) -> int:
    """Rounds a Swiss event needs to find one unbeaten player: ceil(log2(players))."""
    return max(1, math.ceil(math.log2(max(2, players))))


def swiss_pairs(ranking: Sequence[int], played: Iterable[frozenset[int]], had_bye: Iterable[int]) -> list[Pair]:
    """Pair players in ranking order (best first), each with the best-ranked player below him he
    has not met yet; with an odd number, the lowest-ranked player without a bye gets one."""
    met = set(played)
    byes = set(had_bye)
    left = list(ranking)
    pairs: list[Pair] = []
    if len(left) % 2:
        bye = next((p for p in reversed(left) if p not in byes), left[-1])
        left.remove(bye)
        pairs_bye: list[Pair] = [(bye, None)]
    else:
        pairs_bye = []
    found = _pair(left, met)
    if found is None:  # everyone has met everyone: allow rematches, in ranking order
        found = [(left[i], left[i + 1]) for i in range(0, len(left), 2)]
    pairs.extend(found)
    return pairs + pairs_bye


def _pair(left: list[int], met: set[frozenset[int]]) -> list[Pair] | None:
    if not left:
        return []
    first = left[0]
    for index in range(1, len(left)):
        other = left[index]
        if frozenset((first, other)) in met:
            continue
        rest = _pair(left[1:index] + left[index + 1 :], met)
        if rest is not None:
            return [(first, other), *rest]
    return None


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


def ranking(points: Mapping[int, float], seats: Mapping[int, int]) -> list[int]:
    """Best first; ties by seat (the order players joined)."""
    return sorted(points, key=lambda p: (-points[p], seats.get(p, 0)))
