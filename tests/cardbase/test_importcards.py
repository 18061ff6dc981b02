"""importcards / exportcards: converters, JSON and CSV round trips, and bad files refused whole."""
import csv
import io
import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from cardbase.models import Card, Printing
from cardbase.selectors import game_cards
from cardbase.services import DATA_DIR, data_file

pytestmark = pytest.mark.django_db
SOURCE = DATA_DIR / "galactic-empires" / "source"


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out, stderr=StringIO())
    return out.getvalue()


def snapshot(game: str) -> list[dict]:
    return [{k: v for k, v in c.items() if k != "id"} for c in game_cards(game)]


def test_ge_csv_importer_reproduces_the_data_file_byte_for_byte(tmp_path: Path) -> None:
    target = tmp_path / "cards.json"
    run(
        "importcards", "ge-csv", str(SOURCE / "cards.csv.gz"),
        "--texts", str(SOURCE / "texts.csv.gz"), "--lackey", str(SOURCE / "lackey-carddata.txt.gz"),
        "--reviews", str(SOURCE.parent / "text-reviews"),
        "-o", str(target),
    )
    assert target.read_bytes() == data_file("galactic-empires").read_bytes()


def test_ge_csv_with_a_bad_number_names_the_line_and_field_and_writes_nothing(tmp_path: Path) -> None:
    rows = (SOURCE / "cards.csv.gz")
    import gzip

    lines = gzip.open(rows, "rt", encoding="utf-8").read().splitlines()[:6]
    header = lines[0].split(",")
    cells = lines[3].split(",")
    cells[header.index("strength")] = "six"
    lines[3] = ",".join(cells)
    bad = tmp_path / "bad.csv"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    target = tmp_path / "out.json"
    with pytest.raises(CommandError, match=r"line 4: expected a whole number, got 'six'"):
        run("importcards", "ge-csv", str(bad), "-o", str(target))
    assert not target.exists()


def test_json_export_imports_back_unchanged(tmp_path: Path) -> None:
    before = snapshot("spark-of-war")
    path = tmp_path / "sow.json"
    call_command("exportcards", "--game", "spark-of-war", "--format", "json", "-o", str(path), stderr=StringIO())
    assert json.loads(path.read_text())["edition"] == "reconstructed"
    out = run("importcards", "json", str(path), "--game", "spark-of-war")
    assert "0 cards added" in out and "0 removed" in out
    assert snapshot("spark-of-war") == before


def test_csv_export_of_every_galactic_empires_card_imports_back_unchanged(tmp_path: Path) -> None:
    before = snapshot("galactic-empires")
    path = tmp_path / "ge.csv"
    call_command("exportcards", "--game", "galactic-empires", "--format", "csv", "-o", str(path), stderr=StringIO())
    assert len(list(csv.reader(io.StringIO(path.read_text())))) == 3699 + 1  # one row per printing and the header
    run("importcards", "csv", str(path), "--game", "galactic-empires")
    assert snapshot("galactic-empires") == before


def test_a_corrected_csv_changes_the_card(tmp_path: Path) -> None:
    path = tmp_path / "ie.csv"
    call_command("exportcards", "--game", "interstellar-empire", "--format", "csv", "-o", str(path), stderr=StringIO())
    lines = path.read_text().splitlines()
    header = lines[0].split(",")
    first = lines[1].split(",")
    key = first[header.index("key")]
    first[header.index("title")] = "Corrected Title"
    lines[1] = ",".join(first)
    path.write_text("\n".join(lines) + "\n")
    run("importcards", "csv", str(path), "--game", "interstellar-empire")
    assert Card.objects.get(game="interstellar-empire", key=key).title == "Corrected Title"


def _export_json(tmp_path: Path, game: str) -> tuple[Path, dict]:
    path = tmp_path / "cards.json"
    call_command("exportcards", "--game", game, "--format", "json", "-o", str(path), stderr=StringIO())
    return path, json.loads(path.read_text())


def _line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def test_malformed_json_names_line_and_field_and_imports_nothing(tmp_path: Path) -> None:
    path, document = _export_json(tmp_path, "galactic-empires")
    document["cards"] = document["cards"][:80]  # a valid 80-card file would remove the others
    document["cards"][0]["title"] = "Changed But Never Saved"
    document["cards"][40]["strength"] = "strong"
    text = json.dumps(document, indent=1, ensure_ascii=False)
    path.write_text(text)
    before = snapshot("galactic-empires")
    with pytest.raises(CommandError) as raised:
        run("importcards", "json", str(path), "--game", "galactic-empires")
    message = str(raised.value)
    line = _line_of(text, '"strength": "strong"')
    assert f"line {line} " in message
    assert "field strength" in message and "expected a whole number, got 'strong'" in message
    assert "nothing was imported" in message
    assert snapshot("galactic-empires") == before


def test_bad_attribute_in_json_is_named_with_its_path(tmp_path: Path) -> None:
    path, document = _export_json(tmp_path, "galactic-empires")
    document["cards"] = document["cards"][:20]
    document["cards"][5]["attributes"]["shields"] = "many"
    text = json.dumps(document, indent=1)
    path.write_text(text)
    line = _line_of(text, '"shields": "many"')
    with pytest.raises(CommandError, match=rf"line {line} .*field attributes.shields: expected a whole number"):
        run("importcards", "json", str(path), "--game", "galactic-empires")


def test_unknown_attribute_and_duplicate_key_are_refused(tmp_path: Path) -> None:
    path, document = _export_json(tmp_path, "interstellar-empire")
    document["cards"][1]["attributes"]["warp_factor"] = 9
    path.write_text(json.dumps(document, indent=1))
    with pytest.raises(CommandError, match=r"field attributes.warp_factor: not an attribute"):
        run("importcards", "json", str(path), "--game", "interstellar-empire")
    del document["cards"][1]["attributes"]["warp_factor"]
    document["cards"][2]["key"] = document["cards"][0]["key"]
    path.write_text(json.dumps(document, indent=1))
    with pytest.raises(CommandError, match=r"field key: key .* is used twice"):
        run("importcards", "json", str(path), "--game", "interstellar-empire")


def test_broken_json_syntax_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"game": "empires",\n "cards": [\n  {"key": "x",}\n]}\n')
    with pytest.raises(CommandError, match=r"line 3: not valid JSON"):
        run("importcards", "json", str(path), "--game", "empires")


def test_a_file_of_another_game_is_refused(tmp_path: Path) -> None:
    path, _ = _export_json(tmp_path, "empires")
    with pytest.raises(CommandError, match=r"cards of 'empires', not 'spark-of-war'"):
        run("importcards", "json", str(path), "--game", "spark-of-war")


def test_malformed_csv_names_line_and_column_and_imports_nothing(tmp_path: Path) -> None:
    path = tmp_path / "ge.csv"
    call_command("exportcards", "--game", "galactic-empires", "--format", "csv", "-o", str(path), stderr=StringIO())
    rows = list(csv.reader(io.StringIO(path.read_text())))
    header, rows = rows[0], rows[1:30]
    keys = [row[header.index("key")] for row in rows]
    single = [i for i, key in enumerate(keys) if keys.count(key) == 1]  # cards of one printing row
    rows[single[0]][header.index("title")] = "Never Saved"
    rows[single[-1]][header.index("shields")] = "lots"
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows([header, *rows])
    path.write_text(out.getvalue())
    printings = Printing.objects.count()
    with pytest.raises(CommandError, match=r"line \d+ \(card .*\), field shields: expected a whole number, got 'lots'"):
        run("importcards", "csv", str(path), "--game", "galactic-empires")
    assert Printing.objects.count() == printings
    assert not Card.objects.filter(title="Never Saved").exists()


def test_merge_keeps_cards_the_file_does_not_mention(tmp_path: Path) -> None:
    path, document = _export_json(tmp_path, "imperium-galacticum")
    total = len(document["cards"])
    document["cards"] = document["cards"][:3]
    document["cards"][0]["title"] = "Merged Title"
    path.write_text(json.dumps(document))
    run("importcards", "json", str(path), "--game", "imperium-galacticum", "--merge")
    assert Card.objects.filter(game="imperium-galacticum").count() == total
    assert Card.objects.filter(game="imperium-galacticum", title="Merged Title").exists()
    run("importcards", "json", str(path), "--game", "imperium-galacticum")
    assert Card.objects.filter(game="imperium-galacticum").count() == 3


def test_save_writes_the_corrected_list_as_the_games_data_file(tmp_path: Path, monkeypatch) -> None:
    import cardbase.services as services

    path, document = _export_json(tmp_path, "empires")
    document["cards"][0]["text"] = "Corrected by an owner of the real pack."
    path.write_text(json.dumps(document))
    monkeypatch.setattr(services, "DATA_DIR", tmp_path / "data")
    out = run("importcards", "json", str(path), "--game", "empires", "--save")
    written = tmp_path / "data" / "empires" / "cards.json"
    assert f"wrote {written}" in out
    saved = json.loads(written.read_text())
    assert saved["edition"] == "reconstructed" and saved["cards"][0]["text"] == "Corrected by an owner of the real pack."
    assert "loaded" not in out and "unchanged" in run("loadcards", "--game", "empires")  # the database already holds it


def test_edition_importer_writes_a_data_file_from_rules(tmp_path: Path) -> None:
    target = tmp_path / "ie.json"
    run("importcards", "edition", "--game", "interstellar-empire", "-o", str(target))
    assert target.read_text() == data_file("interstellar-empire").read_text()
