"""manage.py printdeck and printset: files written, pages counted, errors naming the option."""
import io
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from pypdf import PdfReader

from .pdfgeom import MM, close, page_geometry

DECKS = Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires" / "decks"


def test_printdeck_writes_a_deck_with_cover_and_duplex_backs(tmp_path: Path):
    out = tmp_path / "deck.pdf"
    stdout = io.StringIO()
    call_command("printdeck", str(DECKS / "Ltd_Argonian.dek"), "-o", str(out), "--backs", "--duplex", "long", stdout=stdout)
    reader = PdfReader(out)
    cards = int(stdout.getvalue().split(": ")[1].split()[0])
    sheets = -(-cards // 9)
    assert cards >= 125
    cover_pages = len(reader.pages) - 2 * sheets  # the cover, padded to whole sheets, then sheet/back pairs
    assert cover_pages in (2, 4)
    assert "Ltd_Argonian" in reader.pages[0].extract_text()
    assert len(page_geometry(reader, cover_pages).clips) == 9
    assert len(page_geometry(reader, cover_pages + 1).clips) == 9


def test_printdeck_reads_a_text_list_and_lists_unknown_lines_on_the_cover(tmp_path: Path):
    deck = tmp_path / "deck.txt"
    deck.write_text("# test\n3 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser\n2 Nonexistent Ship Of Dreams\n")
    out = tmp_path / "deck.pdf"
    stdout = io.StringIO()
    call_command("printdeck", str(deck), "-o", str(out), "--paper", "a4", "--proxy-marked", stdout=stdout)
    assert "skipped 1 unknown line" in stdout.getvalue()
    reader = PdfReader(out)
    assert close(float(reader.pages[0].mediabox.height), 297 * MM)
    cover = reader.pages[0].extract_text()
    assert "Nonexistent Ship Of Dreams" in cover and "3 × S6 Argonian Heavy Cruiser" in cover
    assert reader.pages[1].extract_text().count("PROXY") == 3


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--bleed", "7"], "--bleed"),
        (["--bleed", "-1"], "--bleed"),
        (["--card-size", "300x400"], "--card-size"),
        (["--card-size", "huge"], "--card-size"),
        (["--margin", "120"], "--margin"),
    ],
)
def test_impossible_geometry_is_an_error_naming_the_flag(tmp_path: Path, flags, message):
    out = tmp_path / "never.pdf"
    with pytest.raises(CommandError) as caught:
        call_command("printdeck", str(DECKS / "Psycanti.dek"), "-o", str(out), *flags)
    assert str(caught.value).startswith(message)
    assert not out.exists()


def test_printset_prints_every_printing_of_a_set(tmp_path: Path):
    out = tmp_path / "al.pdf"
    stdout = io.StringIO()
    call_command("printset", "--game", "galactic-empires", "--set", "AL", "-o", str(out), "--cut-lines", stdout=stdout)
    from printing.sources import count_set_cards

    cards = count_set_cards("galactic-empires", "AL")
    reader = PdfReader(out)
    assert len(reader.pages) == -(-cards // 9)
    assert f"{cards} cards" in stdout.getvalue()


def test_printset_prints_a_reconstructed_set_with_each_card_as_often_as_the_set_holds_it(tmp_path: Path):
    out = tmp_path / "ie.pdf"
    call_command("printset", "--game", "interstellar-empire", "-o", str(out), stdout=io.StringIO())
    assert len(PdfReader(out).pages) == 7  # 60 cards, 9 a sheet


def test_printset_rejects_an_unknown_set_or_game(tmp_path: Path):
    with pytest.raises(CommandError, match="no set 'ZZ'"):
        call_command("printset", "--game", "galactic-empires", "--set", "ZZ", "-o", str(tmp_path / "x.pdf"))
    with pytest.raises(CommandError, match="no game"):
        call_command("printset", "--game", "chess", "-o", str(tmp_path / "x.pdf"))


def test_printset_shows_a_progress_bar_only_on_a_terminal(tmp_path: Path):
    from printing.management.commands._common import ProgressBar

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    screen = Terminal()
    bar = ProgressBar(screen)
    bar(3, 10)
    assert "3/10 sheets" in screen.getvalue() and "#" in screen.getvalue()
    quiet = io.StringIO()
    ProgressBar(quiet)(3, 10)
    assert quiet.getvalue() == ""
