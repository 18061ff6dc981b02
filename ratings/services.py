"""Writes of the ratings: a rated match's result moves every player's rating at once.

openskill's Plackett-Luce model rates a free-for-all of any number of players from their ranks
(Weng and Lin, "A Bayesian Approximation Method for Online Ranking", JMLR 2011), so a 6-player
Galactic Empires table is one update, not fifteen pairwise ones. The winners share rank 1 and
everyone else rank 2 (the engines name winners, not a full order); a draw ranks all alike.
Called inside the transaction that ends the match (play.signals.match_finished), once per match.
"""
from __future__ import annotations

import logging
from typing import Any

from openskill.models import PlackettLuce

from .models import Rating, RatingChange

log = logging.getLogger(__name__)

MODEL = PlackettLuce()  # openskill's defaults: mu 25, sigma 25/3


def is_rated(match: Any) -> bool:
    return bool((match.options or {}).get("rated"))


def ranks_of(result: dict[str, Any] | None, seats: int) -> list[int] | None:
    """Each seat's rank from a match result (1: a winner), or None when nothing can be ranked."""
    if not isinstance(result, dict):
        return None
    if result.get("draw"):
        return [1] * seats
    winners = {w for w in result.get("winners") or [] if isinstance(w, int)}
    if not winners or len(winners) == seats:
        return [1] * seats if winners else None
    return [1 if seat in winners else 2 for seat in range(seats)]


def rate_match(match: Any) -> list[RatingChange]:
    """Rate a finished rated match (nothing for an unrated one, or one already rated)."""
    if not is_rated(match) or RatingChange.objects.filter(match_id=match.pk).exists():
        return []
    seats = list(match.seats.order_by("index").values_list("index", "user_id"))
    users = [user for _, user in seats]
    if any(user is None for user in users) or len(set(users)) != len(users):
        log.warning("rated match %s has a seat without a person of its own: not rated", match.pk)
        return []
    ranks = ranks_of(match.result, len(seats))
    if ranks is None:
        return []
    game, fmt = match.game, match.format or ""
    rows = {r.user_id: r for r in Rating.objects.select_for_update().filter(user_id__in=users, game=game, format=fmt)}
    for user in users:
        if user not in rows:
            rows[user] = Rating(user_id=user, game=game, format=fmt, mu=MODEL.mu, sigma=MODEL.sigma)
    before = [(rows[u].mu, rows[u].sigma) for u in users]
    teams = [[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in before]
    after = MODEL.rate(teams, ranks=ranks)
    draw = bool((match.result or {}).get("draw"))
    changes = []
    for (seat, user), rank, (mu0, sigma0), [new] in zip(seats, ranks, before, after):
        row = rows[user]
        row.mu, row.sigma = float(new.mu), float(new.sigma)
        row.matches += 1
        row.wins += int(rank == 1 and not draw)
        row.draws += int(draw)
        row.save()
        changes.append(RatingChange(match_id=match.pk, user_id=user, seat=seat, game=game, format=fmt, rank=rank,
                                    mu_before=mu0, sigma_before=sigma0, mu_after=row.mu, sigma_after=row.sigma))
    RatingChange.objects.bulk_create(changes)
    return changes
