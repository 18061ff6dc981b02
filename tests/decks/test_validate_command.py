"""`manage.py validatedeck PATH`: the report as text or JSON; exit 0 legal, 1 illegal, 2 unreadable."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

DECKS = Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires" / "decks"


def run(*args: str, capsys) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        call_command("validatedeck", *args)
    out, err = capsys.readouterr()
    return exit_info.value.code, out, err


def test_legal_deck_exits_0(capsys) -> None:
    code, out, _ = run(str(DECKS / "Ltd_Argonian.dek"), "--format", "universe", "--players", "4", capsys=capsys)
    assert code == 0
    assert "LEGAL" in out and "main empire Argonian" in out


def test_illegal_deck_exits_1_and_names_every_broken_rule(capsys) -> None:
    code, out, _ = run(str(DECKS / "Ltd_Argonian.dek"), capsys=capsys)
    assert code == 1
    assert "ILLEGAL: 9 broken rule(s)" in out
    assert "[copy-limit] 3 copies of S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser; at most 2 of strength 6-9" in out
    assert "[minor-empire]" in out and "[reserve-fleet]" in out


def test_json_output_is_the_report(capsys) -> None:
    code, out, _ = run(str(DECKS / "Ltd_Dragon.dek"), "--format", "primary-tournament", "--json", "--empire", "dragons", capsys=capsys)
    report = json.loads(out)
    assert code == 1
    assert report["main_empire"] == "Space Dragon"
    assert {v["rule"] for v in report["violations"]} == {"deck-size", "copy-limit", "strength-10", "minor-empire", "reserve-fleet"}


def test_text_deck_file(tmp_path: Path, capsys) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("1 R/C4 Marine\n", encoding="utf-8")
    code, out, _ = run(str(path), "--format", "basic", capsys=capsys)
    assert code == 0 and "1 cards" in out


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (None, "No such file"),
        ("0 R/C4 Marine\n", "line 1"),
        ('<deck><superzone name="Deck">', "malformed XML"),
    ],
)
def test_unreadable_input_exits_2(tmp_path: Path, capsys, content: str | None, needle: str) -> None:
    path = tmp_path / "deck.dek"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, _, err = run(str(path), capsys=capsys)
    assert code == 2
    assert needle in err


def test_bad_option_exits_2(capsys) -> None:
    code, _, err = run(str(DECKS / "Psycanti.dek"), "--players", "20", capsys=capsys)
    assert code == 2 and "players" in err
    code, _, err = run(str(DECKS / "Psycanti.dek"), "--format", "modern", capsys=capsys)
    assert code == 2 and "modern" in err


def test_oversized_file_exits_2(tmp_path: Path, capsys) -> None:
    path = tmp_path / "big.dek"
    path.write_bytes(b" " * (2 * 1024 * 1024))
    code, _, err = run(str(path), capsys=capsys)
    assert code == 2 and "limit" in err
