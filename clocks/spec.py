"""A table's clock as the set-up asks for it: a preset's name or the limits themselves, checked
and stored as plain numbers in Match.options["clock"] (pure: no Django).

The limits (any may be 0: none):
- move_seconds: each decision a seat is asked for (a reaction, a pending choice, a move); with
  days per move, correspondence play.
- turn_seconds: the whole turn of the seat whose turn it is (from the engine's "turn" event);
  that seat's decisions then count against the turn, not one by one.
- game_seconds: each seat's own bank for the whole match (time spent while it is to act).
on_timeout says what the server does for an absent seat at its deadline: "pass" (the action by
which it passes now: State.pass_action; a forced choice is made at random) or "forfeit" (it
loses, as if it resigned).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

DAY = 86_400
MAX_MOVE_SECONDS = 14 * DAY
MAX_TURN_SECONDS = 14 * DAY
MAX_GAME_SECONDS = 60 * DAY
ON_TIMEOUT = ("pass", "forfeit")
LIMITS = ("move_seconds", "turn_seconds", "game_seconds")
BOUNDS = {"move_seconds": MAX_MOVE_SECONDS, "turn_seconds": MAX_TURN_SECONDS, "game_seconds": MAX_GAME_SECONDS}


class ClockError(ValueError):
    """A clock the set-up cannot have; the message says why."""


def _ge_tournament(players: int) -> dict[str, Any]:
    # GEtournament.txt, "Time Limits": "PLAYER TURN TIME LIMIT: To complete his turn, each player
    # has a maximum of one minute times the number of players currently in the game. When this
    # time limit expires, the player ceases his turn" (so: pass, not forfeit); "REACTION TIME
    # LIMIT: ... all players have 5 seconds to state whether they wish to consider playing a
    # reaction card and 15 additional seconds to make the reaction card play or decline" (20 s
    # for a decision out of turn). The round limit (3 1/2 hours, 45 minutes in a dueling event)
    # ends in a judged tiebreak (least damage to the Sector HQ), which is the engine's to decide,
    # not a clock's: it is not part of the preset.
    return {"move_seconds": 20, "turn_seconds": 60 * max(2, players), "game_seconds": 0, "on_timeout": "pass"}


# name -> (label, the limits for a table of `players`)
PRESETS: dict[str, tuple[str, Callable[[int], dict[str, Any]]]] = {
    "ge-tournament": ("Galactic Empires tournament rules (1 min a player a turn, 20 s a reaction)", _ge_tournament),
    "blitz": ("Blitz: 5 minutes each", lambda players: {"game_seconds": 300, "on_timeout": "forfeit"}),
    "rapid": ("Rapid: 15 minutes each, at most 2 minutes a move",
              lambda players: {"game_seconds": 900, "move_seconds": 120, "on_timeout": "forfeit"}),
    "correspondence-1": ("Correspondence: 1 day a move", lambda players: {"move_seconds": DAY, "on_timeout": "pass"}),
    "correspondence-3": ("Correspondence: 3 days a move", lambda players: {"move_seconds": 3 * DAY, "on_timeout": "pass"}),
    "correspondence-7": ("Correspondence: 7 days a move", lambda players: {"move_seconds": 7 * DAY, "on_timeout": "pass"}),
}


def _seconds(value: Any, name: str, bound: int, unit: int = 1) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise ClockError(f"{name}: expected a number")
    seconds = int(round(value * unit))
    if not 0 <= seconds <= bound:
        raise ClockError(f"{name}: from 0 to {bound // unit:,}")
    return seconds


def _span(seconds: int) -> str:
    if seconds % DAY == 0:
        days = seconds // DAY
        return f"{days} day{'s' if days != 1 else ''}"
    if seconds % 3600 == 0:
        return f"{seconds // 3600} h"
    if seconds % 60 == 0:
        return f"{seconds // 60} min"
    return f"{seconds} s"


def label(clock: Mapping[str, Any]) -> str:
    """The clock in a few words, e.g. "20 s a move, 3 min a turn; at the deadline the server passes
    for an absent player"."""
    parts = []
    if clock.get("move_seconds"):
        parts.append(f"{_span(clock['move_seconds'])} a move")
    if clock.get("turn_seconds"):
        parts.append(f"{_span(clock['turn_seconds'])} a turn")
    if clock.get("game_seconds"):
        parts.append(f"{_span(clock['game_seconds'])} each a game")
    then = "the server passes for an absent player" if clock.get("on_timeout") == "pass" else "an absent player forfeits"
    return f"{', '.join(parts)}; at the deadline {then}"


def parse_clock(spec: Any, *, players: int, turn_seconds: int = 0) -> dict[str, Any] | None:
    """The clock to store, or None for none. `spec`: None, a preset's name, or a mapping of
    {"preset", "move_seconds", "move_days", "turn_seconds", "game_seconds", "game_minutes",
    "on_timeout"} (a preset's values, then what is given). `turn_seconds`: the older per-turn
    timer of the matches API, a per-move limit that forfeits."""
    if spec in (None, "", "none", {}):
        if turn_seconds:
            spec = {"move_seconds": turn_seconds, "on_timeout": "forfeit"}
        else:
            return None
    if isinstance(spec, str):
        spec = {"preset": spec}
    if not isinstance(spec, Mapping):
        raise ClockError("expected a preset's name or an object of limits")
    known = {"preset", "move_seconds", "move_days", "turn_seconds", "game_seconds", "game_minutes", "on_timeout"}
    unknown = sorted(set(map(str, spec)) - known)
    if unknown:
        raise ClockError(f"unknown field(s) {', '.join(unknown)} (known: {', '.join(sorted(known))})")
    preset = spec.get("preset") or "custom"
    clock: dict[str, Any] = {"move_seconds": 0, "turn_seconds": 0, "game_seconds": 0, "on_timeout": "pass"}
    if preset != "custom":
        if preset not in PRESETS:
            raise ClockError(f"no preset {str(preset)[:40]!r} (one of {', '.join(PRESETS)}, or custom)")
        clock.update(PRESETS[preset][1](players))
    for name in LIMITS:
        if name in spec:
            clock[name] = _seconds(spec[name], name, BOUNDS[name])
    if "move_days" in spec:
        clock["move_seconds"] = _seconds(spec["move_days"], "move_days", MAX_MOVE_SECONDS, DAY)
    if "game_minutes" in spec:
        clock["game_seconds"] = _seconds(spec["game_minutes"], "game_minutes", MAX_GAME_SECONDS, 60)
    if "on_timeout" in spec:
        if spec["on_timeout"] not in ON_TIMEOUT:
            raise ClockError(f"on_timeout: one of {', '.join(ON_TIMEOUT)}")
        clock["on_timeout"] = spec["on_timeout"]
    if not any(clock[name] for name in LIMITS):
        if preset == "custom" and not any(name in spec for name in (*LIMITS, "move_days", "game_minutes")):
            return None
        raise ClockError("a clock needs at least one limit above 0")
    clock["preset"] = preset
    clock["label"] = label(clock)
    return clock
