"""SVG charts: labelled images whose text says the same, with every text escaped."""
from decks.charts import ladder_chart, odds_chart, type_chart


def test_ladder_chart_marks_present_strengths_and_gaps_and_describes_them():
    svg = ladder_chart([{"type": "S", "name": "Ship", "strengths": [{"strength": 1, "count": 3}, {"strength": 4, "count": 1}], "missing": [2, 3], "exceptions": 1}], 4)
    assert svg.startswith('<svg class="chart ladder" role="img"')
    assert svg.count('class="present"') == 2 and svg.count('class="gap"') == 2
    assert "<desc" in svg and "S Ship: strengths 1, 4; gaps at 2, 3; 1 exception(s)" in svg


def test_chart_text_is_escaped():
    svg = type_chart([{"type": "<b>", "name": "\"x\" & y", "count": 2}])
    assert "<b>" not in svg and "&lt;b&gt;" in svg and "&amp; y" in svg


def test_odds_chart_shows_percentages():
    svg = odds_chart([{"turn": 1, "seen": 9, "p": 0.5}], "terrain")
    assert "50.0%" in svg and "Odds of at least one terrain by turn" in svg


def test_labels_are_never_cut_and_the_bars_start_after_them() -> None:
    """Issue 27: the labels read "Turn 2 (11 cards" and "ammunition neede"."""
    import re

    from decks.charts import CHAR_WIDTH, balance_chart, odds_chart

    odds = odds_chart([{"turn": 2, "seen": 11, "p": 0.5}, {"turn": 10, "seen": 19, "p": 0.9}], "ship")
    balance = balance_chart([{"kind": "ammunition", "generated": 2, "needed": 5}])
    for svg, label in ((odds, "Turn 10 (19 cards)"), (balance, "ammunition needed")):
        assert f">{label}</text>" in svg
        bar_x = float(re.search(r'<rect x="([\d.]+)"', svg).group(1))
        assert bar_x >= CHAR_WIDTH * len(label)
