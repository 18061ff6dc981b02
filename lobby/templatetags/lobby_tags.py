"""{% lobby_panel %}: the live lobby, for the /play/ page."""
from typing import Any

from django import template

register = template.Library()


@register.inclusion_tag("lobby/panel.html", takes_context=True)
def lobby_panel(context: Any) -> dict[str, Any]:
    from lobby.views import lobby_context

    request = context.get("request")
    user = getattr(request, "user", None)
    return {**lobby_context(user), "request": request, "csrf_token": context.get("csrf_token")}


def _span(seconds: Any) -> str:
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or seconds <= 0:
        return ""
    seconds = int(seconds)
    for unit, size in (("day", 86400), ("hour", 3600), ("min", 60)):
        if seconds >= size and seconds % size == 0:
            count = seconds // size
            return f"{count} {unit}{'s' if count != 1 and unit != 'min' else ''}"
    return f"{seconds} s"


@register.filter
def clock_text(clock: Any) -> str:
    """A table's clock in a few words: "5 min a move", "3 days a move", "1 hour a game"..."""
    if not clock:
        return "none"
    if isinstance(clock, str):
        return clock
    if not isinstance(clock, dict):
        return str(clock)
    if clock.get("label") or clock.get("preset"):
        return str(clock.get("label") or clock.get("preset"))
    parts = []
    move = clock.get("per_move") or clock.get("move_seconds") or clock.get("per_move_seconds")
    if clock.get("days_per_move"):
        move = int(clock["days_per_move"]) * 86400 if isinstance(clock["days_per_move"], int) else move
    game = clock.get("per_game") or clock.get("game_seconds") or clock.get("per_game_seconds")
    if _span(move):
        parts.append(f"{_span(move)} a move")
    if _span(game):
        parts.append(f"{_span(game)} a game")
    return ", ".join(parts) or "set"
