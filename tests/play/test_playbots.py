"""manage.py playbots: whole bot matches for any game with an engine, reported per seat."""
import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command


def _run(*args: str) -> str:
    out = StringIO()
    call_command("playbots", *args, stdout=out, stderr=StringIO())
    return out.getvalue()


def test_playbots_prints_wins_errors_and_speed_last() -> None:
    text = _run("--game", "interstellar-empire", "--games", "6", "--players", "3", "--bots", "greedy,random", "--seed", "2")
    lines = text.strip().splitlines()
    assert "seat 0 (greedy)" in text and "seat 1 (random)" in text and "seat 2 (greedy)" in text
    assert "errors: 0" in text
    assert "games/s" in lines[-1] and "decisions/s" in lines[-1]


def test_playbots_json_has_the_agreed_keys() -> None:
    text = _run("--game", "empires", "--games", "3", "--bots", "random,greedy", "--options", '{"max_lives": 3}', "--json")
    summary = json.loads(text.strip().splitlines()[-1])
    for key in ("games", "wins", "draws", "errors", "average_length", "games_per_second", "decisions_per_second"):
        assert key in summary
    assert summary["games"] == 3 and summary["errors"] == 0
    assert sum(summary["wins"]) + summary["draws"] == 3


def test_playbots_is_reproducible_for_a_seed() -> None:
    args = ("--game", "interstellar-empire", "--games", "4", "--bots", "random,random", "--seed", "9", "--json")
    first, second = json.loads(_run(*args)), json.loads(_run(*args))
    assert first["wins"] == second["wins"] and first["average_length"] == second["average_length"]


def test_playbots_rejects_an_unknown_game_or_bot() -> None:
    with pytest.raises(CommandError):
        _run("--game", "monopoly")
    with pytest.raises(CommandError):
        _run("--game", "empires", "--bots", "oracle")


def test_playbots_counts_a_team_win_for_every_seat_of_the_team_not_as_a_draw() -> None:
    # Spark of War's Face-off: seats 0 and 2 play blue, 1 and 3 orange; a team's win has two winners.
    args = ("--game", "spark-of-war", "--games", "6", "--players", "4", "--bots", "random",
            "--options", '{"faceoff": true, "turn_limit": 12}', "--seed", "3")
    summary = json.loads(_run(*args, "--json"))
    wins, draws = summary["wins"], summary["draws"]
    assert summary["errors"] == 0 and draws < 6
    assert wins[0] == wins[2] and wins[1] == wins[3]
    assert wins[0] + wins[1] + draws == 6
    assert summary["team_wins"] == 6 - draws
    text = _run(*args)
    assert f"seat 0 (random): {wins[0]} wins" in text and f"draws: {draws}" in text
