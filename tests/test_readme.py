"""The README a new developer reads first (issue 27): its configuration table is one table, and
it says that the first `make run` takes minutes and how to make an admin account."""
from pathlib import Path

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def test_the_configuration_table_is_one_unbroken_table() -> None:
    section = README[README.index("## Configuration"):]
    section = section[:section.index("\n## ", 10)]
    lines = section.splitlines()
    rows = [i for i, line in enumerate(lines) if line.startswith("| `")]
    head = lines.index("| variable | effect |")
    assert rows == list(range(head + 2, head + 2 + len(rows)))  # every variable row follows the header, no gap
    assert any("PLAY_STATE_CACHE_BYTES" in lines[i] for i in rows)


def test_it_says_the_first_run_takes_minutes_and_how_to_make_an_admin() -> None:
    assert "first `make run` takes" in README and "minutes" in README
    assert "manage.py createsuperuser" in README and "/admin/" in README
