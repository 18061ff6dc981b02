"""Sheet geometry: grid, bleed, crop marks, cut lines, duplex mirroring and impossible options."""
import pytest

from printing.layout import MM, LayoutError, LayoutOptions, parse_card_size, plan_sheet


def mm(points: float) -> float:
    return points / MM


def test_letter_holds_three_by_three_poker_cards_centred():
    sheet = plan_sheet(LayoutOptions())
    assert (sheet.columns, sheet.rows) == (3, 3)
    assert mm(sheet.page_width) == pytest.approx(215.9)
    assert mm(sheet.page_height) == pytest.approx(279.4)
    first = sheet.slots[0].trim
    assert mm(first.width) == pytest.approx(63, abs=0.1)
    assert mm(first.height) == pytest.approx(88, abs=0.1)
    # Centred: 3 x 63 = 189 mm of 215.9 leaves 13.45 mm each side; 3 x 88 = 264 of 279.4 leaves 7.7.
    assert mm(first.x) == pytest.approx(13.45, abs=0.01)
    assert mm(sheet.page_height - first.top) == pytest.approx(7.7, abs=0.01)
    last = sheet.slots[-1].trim
    assert mm(sheet.page_width - last.right) == pytest.approx(13.45, abs=0.01)
    assert mm(last.y) == pytest.approx(7.7, abs=0.01)


def test_a4_holds_three_by_three_and_slots_read_left_to_right_top_first():
    sheet = plan_sheet(LayoutOptions(paper="a4"))
    assert (sheet.columns, sheet.rows) == (3, 3)
    assert [(s.column, s.row) for s in sheet.slots[:4]] == [(0, 0), (1, 0), (2, 0), (0, 1)]
    assert sheet.slots[1].trim.x > sheet.slots[0].trim.x
    assert sheet.slots[3].trim.y < sheet.slots[0].trim.y


def test_gap_separates_cards_by_exactly_the_gap():
    sheet = plan_sheet(LayoutOptions(gap=2))
    a, b = sheet.slots[0].trim, sheet.slots[1].trim
    assert mm(b.x - a.right) == pytest.approx(2)
    below = sheet.slots[sheet.columns].trim
    assert mm(a.y - below.top) == pytest.approx(2)


def test_bleed_surrounds_the_trim_and_keeps_neighbours_apart():
    sheet = plan_sheet(LayoutOptions(bleed=2, margin=4))
    slot = sheet.slots[0]
    assert mm(slot.trim.x - slot.bleed.x) == pytest.approx(2)
    assert mm(slot.bleed.width) == pytest.approx(67)
    assert mm(slot.trim.width) == pytest.approx(63)
    neighbour = sheet.slots[1]
    assert neighbour.bleed.x >= slot.bleed.right - 1e-6


def test_bigger_bleed_fits_fewer_cards_rather_than_overlapping():
    sheet = plan_sheet(LayoutOptions(bleed=5))
    assert sheet.columns * sheet.rows < 9
    for a in sheet.slots:
        for b in sheet.slots:
            if a is not b:
                assert a.bleed.right <= b.bleed.x + 1e-6 or b.bleed.right <= a.bleed.x + 1e-6 or a.bleed.top <= b.bleed.y + 1e-6 or b.bleed.top <= a.bleed.y + 1e-6


def test_crop_marks_sit_outside_the_grid_on_every_cut_line():
    sheet = plan_sheet(LayoutOptions(gap=2))
    xs = sorted({s.trim.x for s in sheet.slots} | {s.trim.right for s in sheet.slots})
    ys = sorted({s.trim.y for s in sheet.slots} | {s.trim.top for s in sheet.slots})
    assert len(xs) == 6 and len(ys) == 6  # with a gap every card edge is its own cut
    assert len(sheet.crop_marks) == 2 * len(xs) + 2 * len(ys)
    grid = sheet.grid
    for mark in sheet.crop_marks:
        vertical = mark.x1 == mark.x2
        if vertical:
            assert any(abs(mark.x1 - x) < 1e-6 for x in xs)
            assert min(mark.y1, mark.y2) >= grid.top + 1 * MM - 1e-6 or max(mark.y1, mark.y2) <= grid.y - 1 * MM + 1e-6
        else:
            assert any(abs(mark.y1 - y) < 1e-6 for y in ys)
            assert min(mark.x1, mark.x2) >= grid.right + 1 * MM - 1e-6 or max(mark.x1, mark.x2) <= grid.x - 1 * MM + 1e-6
        assert -1e-6 <= min(mark.x1, mark.x2) and max(mark.x1, mark.x2) <= sheet.page_width + 1e-6
        assert -1e-6 <= min(mark.y1, mark.y2) and max(mark.y1, mark.y2) <= sheet.page_height + 1e-6


def test_adjacent_cards_share_one_cut_and_one_pair_of_marks():
    sheet = plan_sheet(LayoutOptions())
    assert len(sheet.cut_xs) == 4 and len(sheet.cut_ys) == 4
    assert len(sheet.crop_marks) == 16


def test_cut_lines_run_across_the_grid_at_every_cut():
    sheet = plan_sheet(LayoutOptions(marks="cut"))
    assert not sheet.crop_marks
    assert len(sheet.cut_lines) == 8
    vertical = [line for line in sheet.cut_lines if line.x1 == line.x2]
    assert {round(line.x1, 6) for line in vertical} == {round(x, 6) for x in sheet.cut_xs}
    assert all(line.y1 == sheet.grid.y and line.y2 == sheet.grid.top for line in vertical)


def test_long_edge_backs_mirror_left_and_right():
    sheet = plan_sheet(LayoutOptions(backs=True, duplex="long"))
    for slot in sheet.slots:
        back = sheet.back_slot(slot.index)
        assert back.trim.x == pytest.approx(sheet.page_width - slot.trim.right)
        assert back.trim.y == pytest.approx(slot.trim.y)
    # The top-left card's back is printed top-right.
    assert sheet.back_slot(0).trim.x == pytest.approx(sheet.slots[2].trim.x)


def test_short_edge_backs_mirror_top_and_bottom():
    sheet = plan_sheet(LayoutOptions(backs=True, duplex="short"))
    for slot in sheet.slots:
        back = sheet.back_slot(slot.index)
        assert back.trim.x == pytest.approx(slot.trim.x)
        assert back.trim.y == pytest.approx(sheet.page_height - slot.trim.top)
    assert sheet.back_slot(0).trim.y == pytest.approx(sheet.slots[6].trim.y)


def test_back_offset_moves_every_back_by_the_offset():
    plain = plan_sheet(LayoutOptions(backs=True))
    shifted = plan_sheet(LayoutOptions(backs=True, offset_x=1.5, offset_y=-0.5))
    for slot in plain.slots:
        a, b = plain.back_slot(slot.index).trim, shifted.back_slot(slot.index).trim
        assert mm(b.x - a.x) == pytest.approx(1.5)
        assert mm(b.y - a.y) == pytest.approx(-0.5)


@pytest.mark.parametrize(
    ("changes", "option"),
    [
        ({"bleed": -1}, "bleed"),
        ({"bleed": 6}, "bleed"),
        ({"card_width": 300, "card_height": 90}, "card_size"),
        ({"card_width": 0}, "card_size"),
        ({"card_width": 0.15, "card_height": 0.15}, "card_size"),  # was 2.6 million slots built in validation
        ({"card_width": 20, "card_height": 20, "margin": 6}, "card_size"),  # 10 x 13 slots: over MAX_SLOTS
        ({"paper": "a4", "card_width": 208, "card_height": 290, "bleed": 5}, "bleed"),
        ({"margin": 80}, "margin"),
        ({"margin": -2}, "margin"),
        ({"gap": -1}, "gap"),
        ({"paper": "tabloid"}, "paper"),
        ({"duplex": "sideways"}, "duplex"),
        ({"offset_x": 40}, "offset_x"),
        ({"marks": "dots"}, "marks"),
        ({"card_width": 70, "margin": 0, "bleed": 0}, "margin"),  # 3 x 70 mm leaves no room for crop marks
    ],
)
def test_impossible_geometry_names_the_option(changes, option):
    with pytest.raises(LayoutError) as caught:
        plan_sheet(LayoutOptions(**changes))
    assert caught.value.option == option
    assert option.replace("_", "-") in str(caught.value)


def test_card_sizes_parse_from_text():
    assert parse_card_size("63x88") == (63, 88)
    assert parse_card_size("57 x 89 mm") == (57, 89)
    assert parse_card_size("") == (63, 88)
    with pytest.raises(LayoutError) as caught:
        parse_card_size("big")
    assert caught.value.option == "card_size"


def test_custom_card_size_is_imposed_exactly():
    sheet = plan_sheet(LayoutOptions(card_width=70, card_height=120, paper="a4"))
    assert (sheet.columns, sheet.rows) == (2, 2)
    assert mm(sheet.slots[0].trim.width) == pytest.approx(70)
    assert mm(sheet.slots[0].trim.height) == pytest.approx(120)
