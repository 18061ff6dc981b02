"""Universe Edition stocking rules (GErulesv21.txt "Deck Construction" with the Galactic Fire #3
tournament changes, GEtournament.txt): each rule fails with its id and passes on the boundary."""
from __future__ import annotations

import pytest

from rules.core import DeckCard
from rules.galactic_empires.stocking import FORMATS, card_facts

from .stocking_helpers import card, filler, ladder, real, rules_of, ship

UNIVERSE = FORMATS["universe"].check


def base(size: int = 50, ships: int = 5, empire: str = "Argonian", types: str = "TBECAHOL", pad: str = "O") -> list[DeckCard]:
    """8 types x strengths 1-5 (ships of `empire`), padded with T1 copies to `size`."""
    deck = [DeckCard(ship(s, empire), 1) for s in range(1, ships + 1)]
    for card_type in types[:7]:
        deck += ladder(card_type)
    used = sum(e.count for e in deck)
    if size > used:
        # Strength 1-3 cards may have 8 copies each: pad with several different T1/B1... cards.
        left, n = size - used, 0
        while left:
            take = min(8, left)
            deck.append(DeckCard(card(f"{pad}1", f"Padding {n}"), take))
            left -= take
            n += 1
    return deck


def test_baseline_universe_deck_is_legal() -> None:
    report = UNIVERSE(base(), {})
    assert report.violations == []
    assert report.main_empire == "Argonian"
    assert report.stats["exceptions"] == {"used": 0, "allowed": 1}
    assert report.stats["strength_10"] == {"count": 0, "allowed": 2}
    assert report.stats["tech_slots"] == {"used": 0, "allowed": 3}


def test_40_cards_pass_and_39_fail_deck_size() -> None:
    assert "deck-size" not in rules_of(UNIVERSE(base(40), {}))
    deck = base(40)
    deck.remove(next(e for e in deck if e.card["title"] == "Test O5"))
    report = UNIVERSE(deck, {})
    assert "deck-size" in rules_of(report)
    assert "at least 40" in report.violations[0].message


def test_no_maximum_deck_size() -> None:
    assert "deck-size" not in rules_of(UNIVERSE(base(400), {}))


def test_eight_types_of_five_needed() -> None:
    deck = base(50, types="TBECAHO")  # 7 types + S = 8
    assert "card-types" not in rules_of(UNIVERSE(deck, {}))
    deck = base(50, types="TBECAH", pad="T")  # 7
    assert "card-types" in rules_of(UNIVERSE(deck, {}))


@pytest.mark.parametrize(("size", "allowed"), [(49, 0), (50, 1), (99, 1), (100, 2), (150, 3), (199, 3), (200, 4)])
def test_half_an_exception_per_25_cards_fractions_dropped(size: int, allowed: int) -> None:
    past_gap = [DeckCard(ship(s, None, n=k), 1) for k, s in enumerate(range(7, 7 + allowed))]
    deck = base(size - len(past_gap)) + past_gap
    report = UNIVERSE(deck, {})
    assert report.stats["exceptions"] == {"used": allowed, "allowed": allowed}
    assert "strength-ladder" not in rules_of(report)
    over = base(size - len(past_gap) - 1) + past_gap + [DeckCard(ship(9, None, n=50), 1)]
    assert "strength-ladder" in rules_of(UNIVERSE(over, {}))


@pytest.mark.parametrize(("strength", "allowed"), [(1, 8), (3, 8), (4, 4), (5, 4), (6, 3), (7, 3), (8, 2), (9, 2)])
def test_copy_limits_8_4_3_2(strength: int, allowed: int) -> None:
    rungs = [DeckCard(card(f"M{s}", f"Rung {s}"), 1) for s in range(6, strength)]
    deck = base(100) + rungs
    target = card(f"M{strength}", "Copy Target")
    assert "copy-limit" not in rules_of(UNIVERSE(deck + [DeckCard(target, allowed)], {}))
    report = UNIVERSE(deck + [DeckCard(target, allowed + 1)], {})
    assert "copy-limit" in rules_of(report)
    assert f"{allowed + 1} copies of M{strength} Copy Target; at most {allowed}" in next(v.message for v in report.violations if v.rule == "copy-limit")


def test_one_strength_10_card_per_25_cards_each_different() -> None:
    rungs = [DeckCard(card(f"L{s}", f"L rung {s}"), 1) for s in range(6, 10)]
    tens = [DeckCard(card("L10", f"Ten {i}"), 1) for i in range(3)]
    assert "strength-10" not in rules_of(UNIVERSE(base(50) + rungs + tens[:2], {}))  # 56 cards: 2
    report = UNIVERSE(base(50) + rungs + tens, {})
    assert "strength-10" in rules_of(report)
    assert report.stats["strength_10"] == {"count": 3, "allowed": 2}
    twice = UNIVERSE(base(50) + rungs + [DeckCard(tens[0].card, 2)], {})
    assert "copy-limit" in rules_of(twice) and "strength-10" not in rules_of(twice)


def test_vektrean_asteroid_bases_are_identical_whether_t_or_t_b() -> None:
    t_b = card("T/B5", "Vektrean Asteroid Outpost", empire="Vektrean")
    t = card("T5", "Vektrean Asteroid Outpost", empire="Vektrean")
    assert card_facts(t_b).identity == card_facts(t).identity
    deck = base(100, ships=5) + [DeckCard(t_b, 3), DeckCard(t, 2)]
    report = UNIVERSE(deck, {})
    assert "copy-limit" in rules_of(report)


def test_printings_of_one_card_are_one_card() -> None:
    # T5 Dragon Cave (PE) and (UE) are one card: 5 copies across the printings break the 4 limit.
    cave = real("T5 Dragon Cave")
    same = dict(cave, key="t5-dragon-cave-copy")
    deck = base(100) + [DeckCard(cave, 3), DeckCard(same, 2)]
    assert "copy-limit" in rules_of(UNIVERSE(deck, {}))


# Using Major Empire Cards ----------------------------------------------------------------------


def test_any_card_with_another_major_empires_name_in_its_title_is_rejected() -> None:
    strobe = real("E7 Argonian Strobe")
    report = UNIVERSE(base(50, empire="Krebiz") + [DeckCard(strobe, 1)], {"empire": "Krebiz"})
    assert rules_of(report) == {"major-empire"}
    assert "E7 Argonian Strobe" in report.violations[0].message


def test_empire_cards_of_the_main_empire_are_fine() -> None:
    deck = base(50) + [DeckCard(real("E7 Argonian Strobe"), 1)]
    assert UNIVERSE(deck, {"empire": "Argonian"}).legal


def test_major_empire_cards_refused_in_a_minor_empire_deck() -> None:
    deck = base(50, empire="Vektrean") + [DeckCard(ship(2, "Argonian"), 1)]
    assert "major-empire" in rules_of(UNIVERSE(deck, {"empire": "Vektrean"}))


# Using Minor Empire Cards ----------------------------------------------------------------------


def _main_ships(n: int) -> list[DeckCard]:
    return base(60) + [DeckCard(ship(1 + i % 3, "Argonian", n=i + 10), 1) for i in range(n - 5)]


def test_one_minor_card_per_four_non_minor_cards_of_the_same_type() -> None:
    deck = _main_ships(8)
    bolaar = [DeckCard(ship(s, "Bolaar"), 1) for s in (1, 2, 3)]
    report = UNIVERSE(deck + bolaar[:2], {})
    assert "minor-empire" not in rules_of(report)
    assert report.stats["minor_empire"]["by_type"]["S"] == {"load": 2.0, "support": 8, "allowance": 2}
    assert "minor-empire" in rules_of(UNIVERSE(deck + bolaar, {}))


def test_four_indirigan_ships_count_as_two() -> None:
    deck = _main_ships(8)
    tribe = [DeckCard(ship(1 + i % 3, "Nagiridni", n=i, tribe="Nagiridni"), 1) for i in range(5)]
    assert "minor-empire" not in rules_of(UNIVERSE(deck + tribe[:4], {}))
    assert "minor-empire" in rules_of(UNIVERSE(deck + tribe, {}))


def test_indirigan_females_are_indirigan_tribe_cards_too() -> None:
    facts = card_facts(real("C1 Indirigan Female"))
    assert facts.indirigan and facts.empire_class == "minor"


def test_generic_ships_do_not_support_minor_ships() -> None:
    deck = base(60) + [DeckCard(ship(1, None), 8), DeckCard(ship(2, "Bolaar"), 2)]  # 5 main ships: 1
    report = UNIVERSE(deck, {})
    assert report.stats["minor_empire"]["by_type"]["S"]["support"] == 5
    assert "minor-empire" in rules_of(report)


def test_dragons_count_as_ships_for_minor_support() -> None:
    deck = _main_ships(8) + [DeckCard(card(f"D{s}", f"Dragoness {s}", empire="Space Dragon"), 1) for s in (1, 2)]
    report = UNIVERSE(deck, {"empire": "Argonian"})
    assert report.stats["minor_empire"]["by_type"]["S"]["load"] == 2.0
    assert "minor-empire" not in rules_of(report)
    deck.append(DeckCard(card("D3", "Dragoness 3", empire="Space Dragon"), 1))
    assert "minor-empire" in rules_of(UNIVERSE(deck, {"empire": "Argonian"}))


def test_minor_cards_of_other_types_need_support_of_their_own_type() -> None:
    noble = DeckCard(card("C2", "Noble Squire", empire="Noble"), 1)
    deck = base(60)  # C1-C5 of no empire: support 5 -> 1 minor crew
    assert "minor-empire" not in rules_of(UNIVERSE(deck + [noble], {}))
    second = DeckCard(card("C3", "Noble Scout", empire="Noble"), 1)
    report = UNIVERSE(deck + [noble, second], {})
    assert "minor-empire" in rules_of(report)
    assert "C cards" in next(v.message for v in report.violations if v.rule == "minor-empire")


def test_allied_cards_count_half_and_support_with_their_ally() -> None:
    # GErulesv21.txt: "If you have 8 Tufor ships you may stock 4 Erodi ships. Those 4 Erodi ships
    # would allow you to stock 1 additional non-allied minor empire ship."
    deck = base(60, empire="Tufor") + [DeckCard(ship(1 + i % 3, "Tufor", n=i + 10), 1) for i in range(3)]
    erodi = [DeckCard(ship(1 + i % 3, "Erodi", n=i), 1) for i in range(4)]
    bolaar = [DeckCard(ship(s, "Bolaar"), 1) for s in (1, 2)]
    assert "minor-empire" not in rules_of(UNIVERSE(deck + erodi + bolaar[:1], {"empire": "Tufor"}))
    assert "minor-empire" in rules_of(UNIVERSE(deck + erodi + bolaar, {"empire": "Tufor"}))
    # Stocked with anyone else, Allied cards are ordinary minor cards (4 > 2 allowed).
    assert "minor-empire" in rules_of(UNIVERSE(_main_ships(8) + erodi, {"empire": "Argonian"}))


def test_main_minor_empire_cards_need_no_support_and_support_others() -> None:
    deck = base(60, empire="Vektrean") + [DeckCard(ship(s, "Vektrean", n=9), 1) for s in (1, 2, 3)]  # 8 Vektrean
    report = UNIVERSE(deck + [DeckCard(ship(1, "Bolaar"), 2)], {"empire": "Vektrean"})
    assert report.legal


# Reserve fleet -----------------------------------------------------------------------------------


def _reserve(deck: list[DeckCard], extra: list[DeckCard]) -> list[DeckCard]:
    for entry in extra:
        entry.zone = "reserve"
    return deck + extra


def test_reserve_fleet_of_at_most_one_card_per_player() -> None:
    two = _reserve(base(50), [DeckCard(card("T3", "Spare A"), 1), DeckCard(card("T4", "Spare B"), 1)])
    assert "reserve-fleet" not in rules_of(UNIVERSE(two, {"players": 2}))
    three = _reserve(base(50), [DeckCard(card("T3", f"Spare {i}"), 1) for i in range(3)])
    assert "reserve-fleet" in rules_of(UNIVERSE(three, {"players": 2}))
    assert "reserve-fleet" not in rules_of(UNIVERSE(three, {"players": 3}))
    assert "reserve-fleet" not in rules_of(UNIVERSE(base(50), {"players": 2}))  # fewer is allowed


def test_card_with_reserve_in_its_title_may_not_start_in_the_reserve_fleet() -> None:
    deck = _reserve(base(50), [DeckCard(card("O7", "Expeditious Reserves"), 1)])
    report = UNIVERSE(deck + [DeckCard(card("O6", "Rung 6"), 1)], {})
    assert rules_of(report) == {"reserve-fleet"}
    assert "'reserve'" in report.violations[0].message
    in_deck = base(50) + [DeckCard(card("O6", "Rung 6"), 1), DeckCard(card("O7", "Expeditious Reserves"), 1)]
    assert UNIVERSE(in_deck, {}).legal


def test_single_copy_cards_may_not_start_in_the_reserve_fleet() -> None:
    rungs = [DeckCard(card(f"L{s}", f"L rung {s}"), 1) for s in range(6, 10)]
    ten = _reserve([], [DeckCard(card("L10", "Entity"), 1)])
    assert "reserve-fleet" in rules_of(UNIVERSE(base(50) + rungs + ten, {}))
    prototype = _reserve([], [DeckCard(card("S4", "Prototype Cruiser", klass="generic", tags=("Prototype",)), 1)])
    assert "reserve-fleet" in rules_of(UNIVERSE(base(50) + prototype, {}))


# Conjectural / Prototype class and technology slots ------------------------------------------------


def test_conjectural_and_prototype_cards_are_one_per_deck() -> None:
    proto = card("S3", "Prototype Frigate", klass="generic", tags=("Prototype",))
    assert "copy-limit" not in rules_of(UNIVERSE(base(50) + [DeckCard(proto, 1)], {}))
    assert "copy-limit" in rules_of(UNIVERSE(base(50) + [DeckCard(proto, 2)], {}))


def test_technology_slots_one_per_25_cards_plus_unused_exceptions() -> None:
    # 50 cards -> 2 slots + 1 unused exception = 3; Conjectural 1, Prototype 1/2.
    conjectural = [DeckCard(card("S2", f"Conjecture {i}", klass="generic", tags=("Conjectural",)), 1) for i in range(3)]
    prototypes = [DeckCard(card("S1", f"Prototype {i}", klass="generic", tags=("Prototype",)), 1) for i in range(2)]
    deck = base(45) + conjectural[:2] + prototypes  # 49 cards... pad to 50
    deck.append(DeckCard(card("O2", "Pad O2"), 1))
    report = UNIVERSE(deck, {})
    assert report.stats["tech_slots"] == {"used": 3.0, "allowed": 3}
    assert "tech-slots" not in rules_of(report)
    deck.append(conjectural[2])
    report = UNIVERSE(deck, {})
    assert "tech-slots" in rules_of(report)


def test_used_exceptions_leave_fewer_technology_slots() -> None:
    conjectural = [DeckCard(card("S2", f"Conjecture {i}", klass="generic", tags=("Conjectural",)), 1) for i in range(3)]
    deck = base(46) + conjectural + [DeckCard(ship(7, None), 1)]  # 50 cards, the S7 uses the exception
    report = UNIVERSE(deck, {})
    assert report.stats["tech_slots"] == {"used": 3.0, "allowed": 2}
    assert "tech-slots" in rules_of(report)


def test_main_empire_is_inferred_from_the_cards() -> None:
    report = UNIVERSE(base(50, empire="Krebiz") + [DeckCard(ship(1, "Argonian"), 1)], {})
    assert report.main_empire == "Krebiz"
    assert rules_of(report) == {"major-empire"}
    assert any("taken as Krebiz" in w for w in report.warnings)


def test_filler_helper_counts() -> None:
    assert filler(3).count == 3
