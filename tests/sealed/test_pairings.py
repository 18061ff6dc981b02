"""Swiss pairings (sealed/pairings.py): the round's tables are the maximum-weight perfect matching
(networkx), checked against every possible pairing of small events, and the standings rank by
points, then opponents' match-win percentage, then game-win percentage."""
from __future__ import annotations

import itertools
import random

import pytest

from sealed import pairings
from sealed.pairings import Standing, matching_weight, pair_weight, swiss_pairs, tiebreaks


def all_pairings(players: list[int]):
    """Every way to seat an even number of players two by two."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for index, other in enumerate(rest):
        for tail in all_pairings(rest[:index] + rest[index + 1:]):
            yield [(first, other), *tail]


def brute_force_best(ranking: list[int], points: dict[int, float], met: set[frozenset[int]]) -> int:
    return max(sum(pair_weight(a, b, ranking, points, met) for a, b in tables) for tables in all_pairings(ranking))


def random_event(rng: random.Random, players: int, rounds: int):
    """A Swiss history: `rounds` rounds of random results (a draw now and then), paired as the
    site pairs them, and the standings after them."""
    ids = list(range(100, 100 + players))
    seats = {p: i for i, p in enumerate(ids)}
    results: list[tuple[int, int | None, int | None, bool]] = []
    for _ in range(rounds):
        lines = tiebreaks(ids, results, seats)
        ranked = [line.player for line in lines]
        met = {frozenset((a, b)) for a, b, _, _ in results if b is not None}
        byes = {a for a, b, _, _ in results if b is None}
        for a, b in swiss_pairs(ranked, met, byes, {l.player: l.points for l in lines}):
            if b is None:
                results.append((a, None, None, False))
            elif rng.random() < 0.1:
                results.append((a, b, None, True))
            else:
                results.append((a, b, rng.choice((a, b)), False))
    return ids, seats, results


@pytest.mark.parametrize("players", [2, 4, 5, 6, 7, 8])
def test_the_pairing_is_a_maximum_weight_matching_of_small_events(players) -> None:
    rng = random.Random(players)
    for trial in range(12):
        ids, seats, results = random_event(rng, players, rng.randint(0, 3))
        lines = tiebreaks(ids, results, seats)
        ranked = [line.player for line in lines]
        points = {line.player: line.points for line in lines}
        met = {frozenset((a, b)) for a, b, _, _ in results if b is not None}
        byes = {a for a, b, _, _ in results if b is None}
        tables = swiss_pairs(ranked, met, byes, points)
        seated = [p for t in tables if t[1] is not None for p in t]
        assert sorted(seated + [a for a, b in tables if b is None]) == sorted(ids)  # everyone once
        order = [p for p in ranked if p in seated]
        assert matching_weight(tables, ranked, points, met) == brute_force_best(order, points, met), (trial, tables)


def test_rematches_only_when_no_pairing_avoids_them() -> None:
    # Four players who have all met but 1-4 and 2-3: the pairing avoids a rematch whatever the points.
    met = {frozenset(p) for p in [(1, 2), (1, 3), (2, 4), (3, 4)]}
    assert swiss_pairs([1, 2, 3, 4], met, [], {1: 2, 2: 2, 3: 0, 4: 0}) == [(1, 4), (2, 3)]
    # All have met: rematches, best against next best.
    everyone = {frozenset(p) for p in itertools.combinations([1, 2, 3, 4], 2)}
    assert swiss_pairs([1, 2, 3, 4], everyone, []) == [(1, 2), (3, 4)]


def test_players_meet_others_on_their_points_before_anyone_else() -> None:
    # 1 and 2 lead with 2 points; 3 and 4 have 1; 5 and 6 none. No rematch forces a cross.
    points = {1: 2, 2: 2, 3: 1, 4: 1, 5: 0, 6: 0}
    assert swiss_pairs([1, 2, 3, 4, 5, 6], set(), [], points) == [(1, 2), (3, 4), (5, 6)]
    # 1 and 2 have met: each meets the best of the next group, and the groups' rest pair down.
    tables = swiss_pairs([1, 2, 3, 4, 5, 6], {frozenset((1, 2))}, [], points)
    assert tables == [(1, 3), (2, 4), (5, 6)]


def test_the_bye_goes_to_the_lowest_ranked_player_who_has_not_had_one() -> None:
    assert swiss_pairs([1, 2, 3], [], [3]) == [(1, 3), (2, None)]
    assert swiss_pairs([1, 2, 3], [], []) == [(1, 2), (3, None)]


def test_tiebreaks_opponents_match_win_then_game_win_then_join_order() -> None:
    # Round 1: 1 beats 2, 3 beats 4, 5 beats 6. Round 2: 1 beats 3, 2 beats 5, 4 beats 6.
    results = [(1, 2, 1, False), (3, 4, 3, False), (5, 6, 5, False), (1, 3, 1, False), (2, 5, 2, False), (4, 6, 4, False)]
    seats = {p: p for p in range(1, 7)}
    lines = {line.player: line for line in tiebreaks(range(1, 7), results, seats)}
    order = [line.player for line in tiebreaks(range(1, 7), results, seats)]
    assert order[0] == 1  # 2 points
    # 2, 3, 4 and 5 have one point each. 2's opponents (1: 100%, 5: 50%) and 3's (4: 50%, 1: 100%):
    assert lines[2].opponents_match_win == lines[3].opponents_match_win == pytest.approx(0.75)
    # 4's opponents: 3 (50%) and 6 (0 -> floor 33%); 5's: 6 (33%) and 2 (50%): equal, lower than 2's and 3's.
    assert lines[4].opponents_match_win == lines[5].opponents_match_win == pytest.approx((0.5 + 1 / 3) / 2)
    assert order[1:5] == [2, 3, 4, 5]  # ties between equals fall to join order
    assert order[5] == 6 and lines[6].match_win == pytest.approx(1 / 3)  # the floor


def test_game_win_decides_when_opponents_are_equal() -> None:
    # 1: a bye, then a loss to 4 (1 point, no game won). 2: two draws with 4 (1 point, half its
    # games). Both met only 4 (2 of 3 points: 67%), so game wins decide: 2 above 1, though 1 joined first.
    results = [(1, None, None, False), (2, 4, None, True), (1, 4, 4, False), (2, 4, None, True)]
    seats = {1: 0, 2: 1, 4: 2}
    lines = tiebreaks([1, 2, 4], results, seats)
    by_player = {line.player: line for line in lines}
    assert by_player[1].points == by_player[2].points == 1
    assert by_player[1].opponents_match_win == by_player[2].opponents_match_win == pytest.approx(2 / 3)
    assert by_player[1].game_win == pytest.approx(1 / 3) and by_player[2].game_win == pytest.approx(0.5)
    assert [line.player for line in lines] == [4, 2, 1]


def test_an_eight_player_event_pairs_every_round_without_rematches() -> None:
    rng = random.Random(8)
    ids, seats, results = random_event(rng, 8, pairings.swiss_rounds(8))
    met = [frozenset((a, b)) for a, b, _, _ in results if b is not None]
    assert len(met) == 12 and len(set(met)) == 12  # 3 rounds of 4 tables, nobody met twice
    assert all(isinstance(line, Standing) for line in tiebreaks(ids, results, seats))
