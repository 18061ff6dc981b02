"""The clock a table asks for (clocks.spec): presets, limits, bounds, and the older turn timer."""
from __future__ import annotations

import pytest

from clocks.spec import DAY, ClockError, parse_clock


def test_no_clock_is_none() -> None:
    assert parse_clock(None, players=2) is None
    assert parse_clock("none", players=2) is None
    assert parse_clock({}, players=2) is None


def test_the_galactic_empires_tournament_preset_follows_its_time_limits() -> None:
    # GEtournament.txt, "Time Limits": a minute a player in the game for a turn, 5 + 15 s to react,
    # and a player out of time "ceases his turn" (passes), he does not lose.
    four = parse_clock("ge-tournament", players=4)
    assert four["turn_seconds"] == 240 and four["move_seconds"] == 20 and four["on_timeout"] == "pass"
    assert parse_clock("ge-tournament", players=6)["turn_seconds"] == 360
    assert four["preset"] == "ge-tournament" and "4 min a turn" in four["label"]


def test_days_per_move_for_correspondence_and_overrides_of_a_preset() -> None:
    assert parse_clock({"move_days": 3}, players=2)["move_seconds"] == 3 * DAY
    three = parse_clock("correspondence-3", players=2)
    assert three["move_seconds"] == 3 * DAY and three["label"].startswith("3 days a move")
    changed = parse_clock({"preset": "blitz", "on_timeout": "pass", "game_minutes": 10}, players=2)
    assert changed["game_seconds"] == 600 and changed["on_timeout"] == "pass"


def test_the_older_turn_timer_is_a_per_move_limit_that_forfeits() -> None:
    clock = parse_clock(None, players=2, turn_seconds=60)
    assert clock["move_seconds"] == 60 and clock["on_timeout"] == "forfeit" and clock["preset"] == "custom"


@pytest.mark.parametrize(("spec", "message"), [
    ("fortnight", "no preset"),
    ({"move_seconds": -1}, "move_seconds: from 0"),
    ({"move_days": 15}, "move_days: from 0 to 14"),
    ({"game_seconds": "ten"}, "expected a number"),
    ({"on_timeout": "explode", "move_seconds": 5}, "on_timeout"),
    ({"move_seconds": 0, "game_seconds": 0}, "at least one limit"),
    ({"tempo": 3}, "unknown field"),
    (["blitz"], "expected a preset"),
    ({"move_seconds": True}, "expected a number"),
])
def test_a_bad_clock_is_refused_with_the_reason(spec, message) -> None:
    with pytest.raises(ClockError, match=message):
        parse_clock(spec, players=2)
