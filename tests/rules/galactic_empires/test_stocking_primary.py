"""Primary Edition stocking rules (galactic-empires.txt, "Game Structures"): every rule fails a
deck that breaks it, with its rule id, and passes the deck on the boundary."""
from __future__ import annotations

import pytest

from rules.core import DeckCard
from rules.galactic_empires.stocking import FORMATS, check_primary_standard

from .stocking_helpers import baseline, card, filler, ladder, rules_of, ship

STANDARD = FORMATS["primary-standard"].check
TOURNAMENT = FORMATS["primary-tournament"].check
CHALLENGE = FORMATS["primary-200"].check
FREE = FORMATS["primary-free-for-all"].check
BASIC = FORMATS["basic"].check


def test_baseline_deck_of_50_cards_is_legal() -> None:
    report = STANDARD(baseline(), {})
    assert report.violations == []
    assert report.stats["size"] == 50
    assert report.stats["reserve"] == 2
    assert report.main_empire == "Argonian"


def test_every_format_is_registered_on_the_game() -> None:
    import rules

    assert set(rules.get("galactic-empires").formats) == {
        "primary-standard", "primary-tournament", "primary-200", "primary-free-for-all", "basic", "universe", "sealed",
    }


# Number of Cards #1 --------------------------------------------------------------------------


def test_150_cards_pass_and_151_fail_deck_size() -> None:
    assert "deck-size" not in rules_of(STANDARD(baseline() + [filler(100)], {}))
    report = STANDARD(baseline() + [filler(101)], {})
    assert rules_of(report) == {"deck-size"}
    assert "151 cards" in report.violations[0].message


def test_49_cards_fail_deck_size() -> None:
    deck = baseline()
    deck.remove(next(e for e in deck if e.card["title"] == "Test M5"))
    deck.append(DeckCard(card("L1", "Another L1"), 0))
    report = STANDARD(deck, {})
    assert "deck-size" in rules_of(report)


def test_reserve_fleet_counts_in_the_deck_size() -> None:
    report = STANDARD(baseline(reserve=2), {})
    assert report.stats["size"] == 50


# Number of Cards #2: 8 types x 5 ----------------------------------------------------------------


def test_eight_types_of_five_pass_and_seven_fail_card_types() -> None:
    eight = baseline(types="TBECAHO") + [filler(15, "L")]  # T B E C A H O + S, padded with L1s
    assert "card-types" not in rules_of(STANDARD(eight, {}))
    seven = baseline(types="TBECAH") + [filler(4, "L"), filler(16, "T", title="Padding")]  # L has only 4
    report = STANDARD(seven, {})
    assert rules_of(report) == {"card-types"}
    assert "7 card types have at least 5 cards; 8 are needed (short: L 4)" in report.violations[0].message


def test_reaction_card_counts_as_its_other_letter() -> None:
    deck = baseline(types="TBECAHO") + [filler(14, "L")]
    deck.remove(next(e for e in deck if e.card["title"] == "Test C4"))
    deck.append(DeckCard(card("R/C4", "Reaction Crew"), 1))
    report = STANDARD(deck, {})
    assert report.stats["types"]["C"] == 5
    assert "card-types" not in rules_of(report)


def test_dual_type_card_counts_as_the_type_the_deck_needs() -> None:
    # T has only T1-T4; the T/H5 card completes T (H already has its 5).
    deck = [e for e in baseline(types="TBECAHO", reserve=0) if e.card["title"] != "Test T5"] + [filler(10, "B", title="B filler")]
    deck.append(DeckCard(card("T/H5", "Dual Terrain Hazard"), 1))
    report = STANDARD(deck, {"players": 2})
    assert report.stats["types"]["T"] == 5
    assert report.stats["dual_types"] == {"T/H5 Dual Terrain Hazard": {"T": 1}}
    assert "card-types" not in rules_of(report)
    # The same card read as H only would leave T short:
    deck[-1] = DeckCard(card("H6", "Plain Hazard"), 1)
    assert "card-types" in rules_of(STANDARD(deck, {}))


# Number of Cards #3-#4: the ladder and its 3 exceptions ---------------------------------------------


def test_three_cards_past_a_gap_pass_and_four_fail_strength_ladder() -> None:
    deck = baseline() + [DeckCard(ship(7, None), 1), DeckCard(ship(8, None), 1), DeckCard(ship(9, None), 1)]
    report = STANDARD(deck, {})
    assert "strength-ladder" not in rules_of(report)
    assert report.stats["exceptions"] == {"used": 3, "allowed": 3}
    deck.append(DeckCard(ship(9, None, n=2), 1))
    report = STANDARD(deck, {})
    assert "strength-ladder" in rules_of(report)
    assert report.stats["ladders"]["S"]["missing"] == [6]
    assert "S6" in report.violations[0].message


def test_the_gap_itself_is_not_an_exception() -> None:
    # S1-S5, S7 (gap at 6): one exception, the S7.
    report = STANDARD(baseline() + [DeckCard(ship(7, None), 1)], {})
    assert report.stats["exceptions"]["used"] == 1


# Number of Cards #5: copies -----------------------------------------------------------------------


@pytest.mark.parametrize(("strength", "allowed"), [(4, 4), (5, 4), (6, 2), (9, 2), (10, 1)])
def test_copy_limit_by_strength(strength: int, allowed: int) -> None:
    deck = baseline() + [DeckCard(ship(s, None, n=99), 1) for s in range(6, strength)]
    extra = card(f"E{strength}", "Copy Test") if strength <= 5 else ship(strength, None)
    ok = STANDARD(deck + [DeckCard(extra, allowed)], {})
    assert "copy-limit" not in rules_of(ok)
    over = STANDARD(deck + [DeckCard(extra, allowed + 1)], {})
    assert "copy-limit" in rules_of(over)
    message = next(v.message for v in over.violations if v.rule == "copy-limit")
    assert f"{allowed + 1} copies of" in message and f"at most {allowed}" in message


def test_strength_1_to_3_cards_have_no_copy_limit() -> None:
    assert rules_of(STANDARD(baseline() + [filler(40)], {})) == set()


def test_four_strength_10_cards_pass_and_five_fail_strength_10() -> None:
    tens = [DeckCard(card("L10", f"Big Luck {i}"), 1) for i in range(5)]
    deck = baseline() + [DeckCard(card(f"L{s}", f"L rung {s}"), 1) for s in range(6, 10)]
    assert "strength-10" not in rules_of(STANDARD(deck + tens[:4], {}))
    report = STANDARD(deck + tens, {})
    assert "strength-10" in rules_of(report)
    assert report.stats["strength_10"] == {"count": 5, "allowed": 4}


# Announce Empire: ships of one major empire --------------------------------------------------------


def test_ship_of_a_second_major_empire_is_rejected() -> None:
    deck = baseline() + [DeckCard(ship(2, "Krebiz"), 1)]
    report = STANDARD(deck, {"empire": "Argonian"})
    assert rules_of(report) == {"major-empire"}
    assert "Krebiz Ship 2" in report.violations[0].message
    assert report.violations[0].cards == ["S2 Krebiz Ship 2"]


def test_generic_ships_and_non_ship_empire_cards_are_free_under_primary_rules() -> None:
    deck = baseline() + [DeckCard(ship(1, None), 3), DeckCard(card("E3", "Krebiz Armor"), 1)]
    assert rules_of(STANDARD(deck, {"empire": "Argonian"})) == set()


def test_declared_empire_overrides_inference() -> None:
    report = STANDARD(baseline(), {"empire": "krebiz"})
    assert report.main_empire == "Krebiz"
    assert "major-empire" in rules_of(report)


def test_unknown_declared_empire_is_an_error() -> None:
    with pytest.raises(ValueError, match="not a Galactic Empires empire"):
        STANDARD(baseline(), {"empire": "Klingon"})


# Using Minor Empire Ships ----------------------------------------------------------------------------


def _with_main_ships(n: int) -> list[DeckCard]:
    deck = baseline()
    deck += [DeckCard(ship(1 + i % 3, "Argonian", n=i + 10), 1) for i in range(n - 5)]
    return deck


def test_minor_ships_one_per_four_main_ships() -> None:
    deck = _with_main_ships(8)  # b = 2, a = 4 (2 players)
    bolaar = [DeckCard(ship(s, "Bolaar"), 1) for s in (1, 2, 3)]
    assert "minor-empire" not in rules_of(STANDARD(deck + bolaar[:2], {}))
    report = STANDARD(deck + bolaar, {})
    assert rules_of(report) == {"minor-empire"}
    assert report.stats["minor_empire"]["allowance"] == 2


def test_four_indirigan_ships_pass_where_two_minor_ships_are_allowed() -> None:
    deck = _with_main_ships(8)
    tribe = [DeckCard(ship(s, "Grand Chieftain", n=i, tribe="Grand Chieftain"), 1) for i, s in enumerate((1, 2, 3, 1, 2))]
    report = STANDARD(deck + tribe[:4], {})
    assert "minor-empire" not in rules_of(report)
    assert report.stats["minor_empire"]["load"] == 2.0
    assert "minor-empire" in rules_of(STANDARD(deck + tribe, {}))


def test_minor_ship_allowance_is_the_smaller_of_the_two_formulas() -> None:
    deck = _with_main_ships(20)  # b = 5
    bolaar = [DeckCard(ship(1 + i % 3, "Bolaar", n=i), 1) for i in range(5)]
    two = STANDARD(deck + bolaar, {"players": 2})  # a = 4 < 5
    assert "minor-empire" in rules_of(two)
    assert two.stats["minor_empire"]["allowance"] == 4
    three = STANDARD(deck + bolaar, {"players": 3})  # a = 6 > 5
    assert "minor-empire" not in rules_of(three)
    assert three.stats["minor_empire"]["allowance"] == 5


def test_generic_ships_count_for_neither_side_of_the_formula() -> None:
    deck = baseline() + [DeckCard(ship(1, None), 8), DeckCard(ship(2, "Bolaar"), 1)]  # 5 Argonian ships: b = 1
    report = STANDARD(deck, {})
    assert report.stats["minor_empire"]["main_ships"] == 5
    assert "minor-empire" not in rules_of(report)


def test_minor_empire_may_be_the_main_empire() -> None:
    deck = [e if e.card["type"] != "S" else DeckCard(ship(e.card["strength"], "Vektrean"), 1) for e in baseline()]
    deck += [DeckCard(ship(2, "Bolaar"), 1)]
    report = STANDARD(deck, {"empire": "Vektrean"})
    assert rules_of(report) == set()
    assert report.stats["minor_empire"] == {"load": 1.0, "allowance": 1, "per_players": 4, "per_main_ships": 1, "main_ships": 5}
    assert "major-empire" in rules_of(STANDARD(deck + [DeckCard(ship(3, "Argonian", n=7), 1)], {"empire": "Vektrean"}))


# The Reserve Fleet --------------------------------------------------------------------------------


def test_reserve_fleet_must_equal_the_number_of_players() -> None:
    assert "reserve-fleet" not in rules_of(STANDARD(baseline(reserve=2), {"players": 2}))
    assert "reserve-fleet" in rules_of(STANDARD(baseline(reserve=3), {"players": 2}))
    assert "reserve-fleet" in rules_of(STANDARD(baseline(reserve=1), {"players": 2}))
    assert "reserve-fleet" not in rules_of(STANDARD(baseline(reserve=4), {"players": 4}))


def test_a_list_without_reserve_zone_gets_a_warning_not_a_violation() -> None:
    report = STANDARD(baseline(reserve=0), {"players": 3})
    assert report.legal
    assert any("reserve fleet" in w for w in report.warnings)


@pytest.mark.parametrize("players", [1, 13, "many", True])
def test_players_outside_2_to_12_are_refused(players: object) -> None:
    with pytest.raises(ValueError, match="players"):
        STANDARD(baseline(), {"players": players})


# Every violation, not the first ---------------------------------------------------------------------


def test_every_broken_rule_is_reported_at_once() -> None:
    deck = baseline(types="TBEC", reserve=3) + [
        DeckCard(ship(9, None), 4),
        DeckCard(ship(2, "Krebiz"), 1),
        DeckCard(ship(3, "Bolaar"), 2),
        DeckCard({"unknown": True, "line": "S6 Argonian Heavy Cruser", "suggestions": ["S6 Argonian Heavy Cruiser"]}, 1),
    ]
    report = STANDARD(deck, {"empire": "Argonian"})
    assert rules_of(report) == {"deck-size", "card-types", "strength-ladder", "copy-limit", "major-empire", "minor-empire", "reserve-fleet", "unknown-card"}
    unknown = next(v for v in report.violations if v.rule == "unknown-card")
    assert "did you mean S6 Argonian Heavy Cruiser" in unknown.message
    assert report.to_dict()["legal"] is False


def test_sector_hq_and_rules_cards_are_left_out_with_a_warning() -> None:
    deck = baseline() + [DeckCard(card("HQ25", "Argonian Sector HQ", stockable=False), 1)]
    report = STANDARD(deck, {})
    assert report.legal and report.stats["size"] == 50
    assert any("Sector HQ" in w for w in report.warnings)


# Tournament Rules #1 -----------------------------------------------------------------------------


def test_tournament_80_and_120_cards_pass_79_and_121_fail() -> None:
    assert "deck-size" not in rules_of(TOURNAMENT(baseline() + [filler(30)], {}))
    assert "deck-size" in rules_of(TOURNAMENT(baseline() + [filler(29)], {}))
    assert "deck-size" not in rules_of(TOURNAMENT(baseline() + [filler(70)], {}))
    assert "deck-size" in rules_of(TOURNAMENT(baseline() + [filler(71)], {}))


def test_tournament_forbids_any_strength_10_card() -> None:
    deck = baseline() + [filler(30)] + [DeckCard(card(f"L{s}", f"L rung {s}"), 1) for s in range(6, 11)]
    report = TOURNAMENT(deck, {})
    assert rules_of(report) == {"strength-10"}
    assert report.violations[0].cards == ["L10 L rung 10"]


def test_tournament_keeps_the_standard_rules() -> None:
    report = TOURNAMENT(baseline() + [filler(30), DeckCard(ship(2, "Krebiz"), 1)], {"empire": "Argonian"})
    assert rules_of(report) == {"major-empire"}


# The 200 Point Challenge ------------------------------------------------------------------------


def _points_deck(total: int) -> list[DeckCard]:
    deck = [DeckCard(card(f"{t}1", f"Point {t}"), 1) for t in "TBECAHOL"]  # 8 points, 8 types
    return deck + [filler(total - 8, "M")]


def test_200_points_pass_and_201_fail_point_total() -> None:
    assert "point-total" not in rules_of(CHALLENGE(_points_deck(200), {}))
    report = CHALLENGE(_points_deck(201), {})
    assert rules_of(report) == {"point-total"}
    assert report.stats["point_total"] == {"total": 201, "allowed": 200}


def test_200_point_challenge_needs_8_types_of_at_least_one_card() -> None:
    deck = [DeckCard(card(f"{t}1", f"Point {t}"), 1) for t in "TBECAH"] + [filler(50, "M")]
    assert rules_of(CHALLENGE(deck, {})) == {"card-types"}


def test_200_point_challenge_has_no_strength_or_copy_limits() -> None:
    deck = _points_deck(100) + [DeckCard(ship(9, None), 5)]
    assert CHALLENGE(deck, {}).legal


# Free-For-All and the Basic Game --------------------------------------------------------------------


def test_free_for_all_reports_figures_only() -> None:
    deck = [DeckCard(ship(9, "Krebiz"), 6), DeckCard(ship(10, "Argonian"), 3), DeckCard(card("M7", "Lone Monster"), 1)]
    report = FREE(deck, {})
    assert report.legal
    assert report.stats["size"] == 10
    assert report.stats["strength_10"]["count"] == 3


def test_basic_game_warns_below_25_cards_per_player() -> None:
    assert BASIC(baseline(), {"players": 2}).warnings == []
    report = BASIC(baseline(), {"players": 3})
    assert report.legal
    assert "75" in report.warnings[0]


def test_check_functions_are_pure() -> None:
    deck = baseline() + [DeckCard(ship(2, "Krebiz"), 1)]
    first = check_primary_standard(deck, {}).to_dict()
    assert check_primary_standard(deck, {}).to_dict() == first
    assert [e.count for e in deck][-1] == 1


def test_ladder_helper_builds_one_card_per_strength() -> None:
    assert [e.card["strength"] for e in ladder("T", 3)] == [1, 2, 3]
