"""Reads of the ratings: a player's profile (ratings per game and format, record, recent matches)."""
from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model

import rules
from rules.core import UnknownGame

from .models import Rating, RatingChange, display_value

RECENT = 10


def _game_name(slug: str) -> str:
    try:
        return rules.get(slug).name
    except UnknownGame:
        return slug


def _outcome(result: Any, seat: int) -> str:
    if not isinstance(result, dict):
        return "unfinished"
    if result.get("draw"):
        return "draw"
    return "won" if seat in (result.get("winners") or []) else "lost"


def player_profile(username: str) -> dict[str, Any] | None:
    """The player's public profile, or None when nobody has that name. Four queries."""
    from play.models import Match, Seat

    user = get_user_model().objects.filter(username=username, is_active=True).only("id", "username", "date_joined").first()
    if user is None:
        return None
    ratings = [
        {"game": r.game, "game_name": _game_name(r.game), "format": r.format, "rating": r.display,
         "mu": round(r.mu, 3), "sigma": round(r.sigma, 3), "matches": r.matches, "wins": r.wins, "draws": r.draws}
        for r in Rating.objects.filter(user=user).order_by("-matches", "game", "format")
    ]
    finished = list(
        Seat.objects.filter(user=user, match__status=Match.Status.FINISHED)
        .order_by("-match__updated", "-match_id").values_list("match_id", "index", "match__result", "match__game",
                                                             "match__format", "match__options", "match__updated")
    )
    outcomes = [_outcome(result, seat) for _, seat, result, *_ in finished]
    played = len({match_id for match_id, *_ in finished})
    won = sum(1 for o in outcomes if o == "won")
    drawn = sum(1 for o in outcomes if o == "draw")
    recent_rows = finished[:RECENT]
    changes = {
        (c.match_id, c.seat): c
        for c in RatingChange.objects.filter(user=user, match_id__in=[row[0] for row in recent_rows])
    }
    recent = []
    for (match_id, seat, result, game, fmt, options, updated), outcome in zip(recent_rows, outcomes):
        change = changes.get((match_id, seat))
        recent.append({
            "match": match_id, "url": f"/play/m/{match_id}/", "game": game, "game_name": _game_name(game), "format": fmt,
            "seat": seat, "outcome": outcome, "rated": bool((options or {}).get("rated")), "finished": updated.isoformat(),
            "rating_before": change.before if change else None, "rating_after": change.after if change else None,
            "rating_change": change.delta if change else None,
        })
    main = max(ratings, key=lambda r: r["matches"], default=None)
    return {
        "username": user.username,
        "joined": user.date_joined.date().isoformat(),
        "rating": main["rating"] if main else None,
        "rating_new_player": display_value(25.0, 25.0 / 3),
        "ratings": ratings,
        "record": {"played": played, "won": won, "drawn": drawn, "lost": played - won - drawn,
                   "win_rate": round(won / played, 3) if played else None},
        "recent": recent,
    }
