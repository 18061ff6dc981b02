"""The PDF itself: page size and count, each card's box, crop marks, duplex backs, fonts, ink."""
import io
from pathlib import Path

import pytest
from pypdf import PdfReader

import rules
from printing.draw import fit_text, register_fonts
from printing.faces import face_module, generic
from printing.layout import MM, LayoutOptions, plan_sheet
from printing.render import Cover, RenderOptions, render_pdf
from printing.sources import PrintCard, file_cards, set_print_cards

from .pdfgeom import close, page_geometry

GE = "galactic-empires"


def ge_cards(n: int) -> list[PrintCard]:
    # A spread over the list, so the sheet mixes card types.
    return [PrintCard(card, card["printings"][0]) for card in file_cards(GE)[100::97][:n]]


def render(cards, layout=None, cover=None, **options) -> PdfReader:
    buffer = io.BytesIO()
    render_pdf(buffer, rules.get(GE), cards, RenderOptions(layout=layout or LayoutOptions(), **options), cover=cover, total=len(cards))
    buffer.seek(0)
    return PdfReader(buffer)


def card_boxes(reader: PdfReader, page: int) -> list[tuple[float, float, float, float]]:
    return page_geometry(reader, page).clips


@pytest.mark.parametrize(("paper", "size_mm"), [("letter", (215.9, 279.4)), ("a4", (210, 297))])
def test_pages_have_the_paper_size(paper, size_mm):
    reader = render(ge_cards(3), LayoutOptions(paper=paper))
    box = reader.pages[0].mediabox
    assert close(float(box.width), size_mm[0] * MM) and close(float(box.height), size_mm[1] * MM)


def test_one_page_per_sheet_and_a_back_page_after_each_sheet():
    assert len(render(ge_cards(19)).pages) == 3
    assert len(render(ge_cards(19), LayoutOptions(backs=True)).pages) == 6
    cover = Cover(title="Test deck", lines=[(19, "cards", "deck")])
    # The cover gets a blank back so every card sheet stays front-then-back.
    assert len(render(ge_cards(19), LayoutOptions(backs=True), cover=cover).pages) == 8
    assert len(render(ge_cards(19), cover=cover).pages) == 4


def test_each_card_is_63_by_88_mm_where_the_layout_puts_it():
    layout = LayoutOptions()
    reader = render(ge_cards(9), layout)
    boxes = card_boxes(reader, 0)
    sheet = plan_sheet(layout)
    assert len(boxes) == 9
    for (x, y, w, h), slot in zip(boxes, sheet.slots):
        assert close(w, 63 * MM) and close(h, 88 * MM)
        assert close(x, slot.trim.x) and close(y, slot.trim.y)
    # Left column 13.45 mm from the paper edge, top row 7.7 mm from the top (centred grid).
    assert close(boxes[0][0], 13.45 * MM)
    assert close(792 - (boxes[0][1] + boxes[0][3]), 7.7 * MM)


def test_with_bleed_each_box_is_the_card_plus_bleed_on_every_side():
    layout = LayoutOptions(bleed=2, margin=4, paper="a4")
    reader = render(ge_cards(4), layout)
    sheet = plan_sheet(layout)
    for (x, y, w, h), slot in zip(card_boxes(reader, 0), sheet.slots):
        assert close(w, 67 * MM) and close(h, 92 * MM)
        assert close(x + 2 * MM, slot.trim.x) and close(y + 2 * MM, slot.trim.y)


def test_a_short_last_sheet_holds_only_the_cards_left():
    reader = render(ge_cards(11))
    assert len(card_boxes(reader, 1)) == 2


def _marks(reader, page):
    return sorted(
        (round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2))
        for (x1, y1, x2, y2), depth in page_geometry(reader, page).lines
        if depth == 0
    )


def test_crop_marks_are_drawn_where_the_layout_puts_them_and_nowhere_else():
    layout = LayoutOptions()
    reader = render(ge_cards(9), layout)
    expected = sorted((round(m.x1, 2), round(m.y1, 2), round(m.x2, 2), round(m.y2, 2)) for m in plan_sheet(layout).crop_marks)
    assert _marks(reader, 0) == expected
    # Every mark is outside the card grid, on a cut line: x at 13.45, 76.45, 139.45, 202.45 mm.
    xs = sorted({m[0] for m in expected if m[0] == m[2]})
    assert [round(x / MM, 2) for x in xs] == [13.45, 76.45, 139.45, 202.45]


def test_cut_lines_replace_crop_marks():
    layout = LayoutOptions(marks="cut")
    reader = render(ge_cards(9), layout)
    expected = sorted((round(m.x1, 2), round(m.y1, 2), round(m.x2, 2), round(m.y2, 2)) for m in plan_sheet(layout).cut_lines)
    assert _marks(reader, 0) == expected
    assert len(expected) == 8


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_each_back_mirrors_its_face_for_the_duplex_edge(duplex):
    layout = LayoutOptions(backs=True, duplex=duplex, gap=2, offset_x=0.8, offset_y=-0.4)
    reader = render(ge_cards(5), layout)
    fronts, backs = card_boxes(reader, 0), card_boxes(reader, 1)
    assert len(fronts) == len(backs) == 5
    width, height = float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)
    for (fx, fy, fw, fh), (bx, by, bw, bh) in zip(fronts, backs):
        assert close(bw, fw) and close(bh, fh)
        if duplex == "long":  # flipped over the vertical axis: x mirrored
            assert close(bx - 0.8 * MM, width - (fx + fw)) and close(by + 0.4 * MM, fy)
        else:  # flipped over the horizontal axis: y mirrored
            assert close(bx - 0.8 * MM, fx) and close(by + 0.4 * MM, height - (fy + fh))
    # The back of the first (top-left) card is top-right for long edge, bottom-left for short.
    first_back = backs[0]
    if duplex == "long":
        assert first_back[0] > width / 2 and first_back[1] > height / 2
    else:
        assert first_back[0] < width / 2 and first_back[1] < height / 2


def test_backs_are_one_drawing_placed_at_each_slot():
    reader = render(ge_cards(9), LayoutOptions(backs=True))
    assert page_geometry(reader, 1).forms == 9
    xobjects = reader.pages[1]["/Resources"]["/XObject"]
    assert len(xobjects) == 1


def test_text_is_vector_text_in_embedded_dejavu_fonts():
    cards = ge_cards(9)
    reader = render(cards)
    text = reader.pages[0].extract_text()
    for item in cards:
        first_word = item.card["title"].split()[0]
        assert first_word in text
    fonts = reader.pages[0]["/Resources"]["/Font"]
    names = {str(fonts[f].get_object()["/BaseFont"]) for f in fonts}
    assert any("DejaVuSans" in name for name in names)
    for f in fonts:
        font = fonts[f].get_object()
        if "DejaVu" in str(font["/BaseFont"]):
            descriptor = font["/FontDescriptor"].get_object()
            assert "/FontFile2" in descriptor  # the TrueType program is in the file
    assert "/XObject" not in reader.pages[0]["/Resources"]  # no pictures of text


def test_grayscale_prints_no_colour():
    reader = render(ge_cards(9), grayscale=True)
    colours = page_geometry(reader, 0).colors
    assert colours
    for op, values in colours:
        if op in ("rg", "RG"):
            assert max(values) - min(values) < 1e-3


def test_ink_saver_keeps_large_areas_pale():
    frames = page_geometry(render(ge_cards(9), grayscale=True), 0).frame_fills
    assert len(frames) == 9 and all(min(rgb) >= 0.8 for rgb in frames)
    colour_frames = page_geometry(render(ge_cards(9)), 0).frame_fills
    assert any(max(rgb) - min(rgb) > 0.2 for rgb in colour_frames)


def test_proxy_mark_on_every_card_when_asked():
    reader = render(ge_cards(9), proxy_marked=True)
    assert reader.pages[0].extract_text().count("PROXY") == 9
    assert "PROXY" not in render(ge_cards(9)).pages[0].extract_text()


def test_scans_replace_the_drawn_face_when_a_folder_has_them(tmp_path: Path):
    from PIL import Image

    cards = ge_cards(3)
    Image.new("RGB", (126, 176), (200, 30, 30)).save(tmp_path / f"{cards[0].printing['image_file']}.png")
    reader = render(cards, images_dir=tmp_path)
    xobjects = reader.pages[0]["/Resources"]["/XObject"]
    assert len(xobjects) == 1
    text = reader.pages[0].extract_text()
    assert cards[1].card["title"].split()[0] in text


def test_cover_lists_the_deck_its_legality_and_what_was_skipped():
    game = rules.get("interstellar-empire")
    from printing.services import deck_job, write_pdf

    job = deck_job("interstellar-empire", "7 Frigate\n3 Battleship\n2 Warp Gate\n", format_slug=None)
    buffer = io.BytesIO()
    write_pdf(job, buffer, RenderOptions())
    reader = PdfReader(io.BytesIO(buffer.getvalue()))
    cover = reader.pages[0].extract_text()
    assert "7 × Frigate" in cover and "3 × Battleship" in cover
    assert "Skipped 1 unknown card line" in cover and "Warp Gate" in cover
    if game.formats:
        assert "NOT LEGAL" in cover  # 10 cards are not the 60-card deck
    assert len(reader.pages) == 1 + 2  # cover and 10 cards on 2 sheets


def test_a_generator_of_cards_is_drawn_sheet_by_sheet_with_progress():
    seen = []
    buffer = io.BytesIO()
    cards = set_print_cards(GE, "BE")
    total = sum(1 for _ in set_print_cards(GE, "BE"))
    result = render_pdf(buffer, rules.get(GE), cards, RenderOptions(), total=total, progress=lambda done, of: seen.append((done, of)))
    sheets = -(-total // 9)
    assert result.sheets == sheets and result.pages == sheets
    assert seen == [(i, sheets) for i in range(1, sheets + 1)]


def test_alignment_page_outlines_every_slot_front_and_mirrored_back():
    layout = LayoutOptions(backs=True, offset_x=1)
    reader = render([], layout, alignment_page=True)
    assert len(reader.pages) == 2
    assert "Alignment test" in reader.pages[0].extract_text()


@pytest.mark.parametrize("slug", [game.slug for game in rules.all()])
def test_every_game_prints_its_cards(slug):
    cards = list(set_print_cards(slug))[:18]
    assert cards
    buffer = io.BytesIO()
    result = render_pdf(buffer, rules.get(slug), cards, RenderOptions(layout=LayoutOptions(backs=True)), total=len(cards))
    reader = PdfReader(io.BytesIO(buffer.getvalue()))
    assert len(reader.pages) == result.pages == 4
    assert len(card_boxes(reader, 0)) == 9
    assert cards[0].card["title"].split()[0] in reader.pages[0].extract_text()


def test_a_game_without_its_own_face_prints_with_the_schema_face():
    assert face_module("no-such-game") is generic
    assert face_module(GE).__name__.endswith("galactic_empires")


def test_rule_text_shrinks_to_fit_down_to_the_legible_minimum():
    register_fonts()
    short = fit_text("Short text.", "DejaVuSans", 100, 40, 7, 5)
    assert short.size == 7 and not short.truncated
    long_text = "word " * 120
    fitted = fit_text(long_text, "DejaVuSans", 150, 80, 7, 5)
    assert 5 <= fitted.size < 7 and not fitted.truncated
    assert len(fitted.lines) * fitted.size * 1.18 <= 80.01
    too_long = fit_text("word " * 2000, "DejaVuSans", 150, 80, 7, 5)
    assert too_long.size == 5 and too_long.truncated and too_long.lines[-1].endswith("…")


@pytest.mark.parametrize("deck", ["Ltd_Argonian.dek", "Ltd_Dragon.dek"])
def test_a_big_decks_cover_is_one_page_with_its_advice(deck):
    """Issue 27: a 125-card deck's list filled the cover's first column to the bottom, and page 2
    held only the two lines of cutting advice."""
    from printing.services import deck_job, write_pdf

    data = (Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires" / "decks" / deck).read_bytes()
    job = deck_job(GE, data, filename=deck, format_slug="primary-free-for-all")
    buffer = io.BytesIO()
    write_pdf(job, buffer, RenderOptions())
    reader = PdfReader(io.BytesIO(buffer.getvalue()))
    cover = reader.pages[0].extract_text()
    assert "Cutting: print at 100%" in cover and "Reference (2)" in cover and "Reserve fleet" in cover
    assert "(continued)" not in reader.pages[1].extract_text()


def _face_text(deck_text: str) -> str:
    from printing.services import deck_job, write_pdf

    buffer = io.BytesIO()
    write_pdf(deck_job(GE, deck_text, format_slug=None), buffer, RenderOptions())
    return PdfReader(io.BytesIO(buffer.getvalue())).pages[-1].extract_text()


def test_a_print_runs_name_extension_is_not_printed_on_the_proxy():
    """Issue 27: the H4 Nova's "Right" (the right half of a two-card picture) showed as a stray word."""
    job_text = _face_text('<deck version="0.8"><meta><game>galacticempires</game></meta><superzone name="Deck">'
                          '<card><name id="H4_-_Nova_Right_PE">H4 Nova [Right] (PE)</name><set>PE</set></card></superzone></deck>')
    assert "Nova" in job_text and "Right" not in job_text
    from printing.faces.galactic_empires import PRINT_RUN_ONLY

    for kept in ("Grand Chieftain", "Aqaaran", "Bolaar", "Krankheit"):
        assert not PRINT_RUN_ONLY.match(kept)
    for hidden in ("Left", "Right", "Planet Right", "Large Text", "2nd Print", "Series XI"):
        assert PRINT_RUN_ONLY.match(hidden)
