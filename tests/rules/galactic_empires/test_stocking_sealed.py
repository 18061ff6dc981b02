"""The Sealed Deck format (GEtournament.txt, "SEALED DECK TOURNAMENT RULES"): each rule quoted,
failing with its id, and every broken rule reported at once."""
from __future__ import annotations

from rules.core import DeckCard
from rules.galactic_empires.stocking import FORMATS, deck_restriction

from .stocking_helpers import card, ladder, rules_of, ship

SEALED = FORMATS["sealed"].check
TYPES = "TBECAHO"  # with the ships: eight types


def pool_and_deck() -> tuple[list[DeckCard], list[DeckCard]]:
    """A pool of eight types x strengths 1-5 (Argonian ships) plus extras, and the deck of all of
    the eight ladders."""
    deck = [DeckCard(ship(s), 1) for s in range(1, 6)]
    for card_type in TYPES:
        deck += ladder(card_type)
    extras = [DeckCard(card("M3", "Spare Monster"), 2), DeckCard(ship(6, "Krebiz"), 1)]
    pool = [DeckCard(e.card, e.count) for e in deck] + extras
    return pool, deck


def check(deck, pool, **options):
    return SEALED(deck, {"pool": pool, "empire": "Argonian", **options})


def test_a_deck_of_pool_cards_in_eight_types_of_five_is_legal() -> None:
    pool, deck = pool_and_deck()
    report = check(deck, pool)
    assert report.violations == []
    assert report.format == "sealed"
    assert report.stats["hq_points"] == 15


def test_card_not_in_the_pool_is_refused() -> None:
    # "Playing decks are then constructed using those cards ... Cards may not be traded."
    pool, deck = pool_and_deck()
    deck.append(DeckCard(card("L2", "Traded Card"), 1))
    report = check(deck, pool)
    assert rules_of(report) == {"pool"}
    assert "L2 Traded Card (not in the pool)" in report.violations[0].message


def test_more_copies_than_the_pool_holds_are_refused() -> None:
    pool, deck = pool_and_deck()
    deck.append(DeckCard(card("M3", "Spare Monster"), 3))
    report = check(deck, pool)
    assert rules_of(report) == {"pool"}
    assert "3 x M3 Spare Monster (the pool has 2)" in report.violations[0].message


def test_ships_of_another_major_empire_are_refused_minor_empire_ships_allowed() -> None:
    # "Ships from major empires (excluding the player's main empire) must be removed from the
    # playing deck. Only ships from the selected empire or minor empires may be used."
    pool, deck = pool_and_deck()
    deck.append(DeckCard(ship(6, "Krebiz"), 1))
    report = check(deck, pool)
    assert rules_of(report) == {"major-empire"}
    assert "Krebiz Ship 6" in report.violations[0].message
    minor = DeckCard(ship(6, "Bolaar"), 3)
    _, deck = pool_and_deck()
    assert check(deck + [minor], pool + [minor]).violations == []


def test_foreign_technology_may_stay_in_the_deck() -> None:
    # "Cards that are foreign or exclusive technology ... may be removed" (not must).
    pool, deck = pool_and_deck()
    tech = DeckCard(card("E6", "Krebiz Hull Refit", empire="Krebiz"), 1)
    assert check(deck + [tech], pool + [tech]).violations == []


def test_cards_only_for_another_empires_deck_are_refused() -> None:
    # "Cards that state they may only be placed into a deck of another empire must be removed."
    pool, deck = pool_and_deck()
    base = card("B3", "Tufor Mine Platform")
    base["rules_text"] = "Defends terrain. - May only be used in a Tufor deck."
    psy = card("E8", "Psy Relay")
    psy["rules_text"] = "- May only be used ina psy deck. - Played on a terrain card."
    extra = [DeckCard(base, 1), DeckCard(psy, 1)]
    report = check(deck + extra, pool + extra)
    assert rules_of(report) == {"other-empire"}
    assert "B3 Tufor Mine Platform (only in a Tufor deck)" in report.violations[0].message
    assert "E8 Psy Relay (only in a psy deck)" in report.violations[0].message
    assert deck_restriction(psy) == "psy"
    assert deck_restriction(base) == "Tufor"
    assert check(deck + extra[:1], pool + extra[:1], empire="Tufor").violations[0].rule == "major-empire"  # the Argonian ships now


def test_eight_types_of_five_cards_are_needed_and_r_is_never_a_type() -> None:
    # "There must be eight different card types in the deck and five cards in each of those
    # types. 'R' is never considered a card type."
    pool, deck = pool_and_deck()
    short = [e for e in deck if e.card["type"] != "O"]
    report = check(short, pool)
    assert rules_of(report) == {"card-types"}
    assert "7 card types have at least 5 cards; 8 are needed" in report.violations[0].message
    # Reaction cards count as the type of their other letter: five R/O cards make the O type.
    reactions = [DeckCard(card(f"R/O{s}", f"Reaction O{s}"), 1) for s in range(1, 6)]
    assert check(short + reactions, pool + reactions).violations == []


def test_removing_a_card_may_not_create_a_void() -> None:
    # "Any card may be removed from the playing deck as long as removal of that card does not
    # create a void in the sequence of strengths for that card type."
    pool, deck = pool_and_deck()
    without_t3 = [e for e in deck if e.card["title"] != "Test T3"] + [DeckCard(card("T6", "Test T6"), 1)]
    report = check(without_t3, pool + [DeckCard(card("T6", "Test T6"), 1)])
    assert rules_of(report) == {"strength-ladder"}
    assert "T3 (the pool has T3 Test T3)" in report.violations[0].message


def test_a_natural_void_allows_higher_strengths() -> None:
    # "A 'void' is a naturally occurring gap (no card of that particular strength found). Voids
    # are allowed and do not prevent the use of higher strength cards for that card type."
    pool, deck = pool_and_deck()
    pool = [e for e in pool if e.card["title"] != "Test T3"] + [DeckCard(card("T7", "Big Planet"), 1)]
    deck = [e for e in deck if e.card["title"] != "Test T3"] + [DeckCard(card("T7", "Big Planet"), 1)]
    assert check(deck, pool).violations == []


def test_removing_foreign_technology_may_create_a_void() -> None:
    # "Removal of these cards is allowed and may create a void as described in rule 3E."
    pool, deck = pool_and_deck()
    e6 = DeckCard(card("E6", "Test E6"), 1)
    pool = [e for e in pool if e.card["title"] != "Test E3"] + [DeckCard(card("E3", "Krebiz Refit", empire="Krebiz"), 1), e6]
    deck = [e for e in deck if e.card["title"] != "Test E3"] + [e6]
    assert check(deck, pool).violations == []
    mine = [e for e in pool if e.card["title"] != "Krebiz Refit"] + [DeckCard(card("E3", "Argonian Refit", empire="Argonian"), 1)]
    assert rules_of(check(deck, mine)) == {"strength-ladder"}  # the main empire's own card must stay


def test_the_top_of_the_sequence_is_the_highest_card_used() -> None:
    # "The sequence of strengths runs from 1 to the highest strength card used for that card type."
    pool, deck = pool_and_deck()
    deck = [e for e in deck if e.card["title"] != "Test T5"]  # T1-T4 used: T5 may stay in the pool
    deck.append(DeckCard(card("T1", "Second Planet"), 1))
    assert check(deck, pool + [DeckCard(card("T1", "Second Planet"), 1)]).violations == []


def test_no_other_universe_limits_apply() -> None:
    # "There are no restrictions on the number of duplicates of exactly identical cards, limits
    # for use of minor empire ships, time knights, strength 10 cards, etc."
    pool, deck = pool_and_deck()
    extra = [
        DeckCard(card("T1", "Common Planet"), 12),
        DeckCard(card("S10", "Entity One"), 1),
        DeckCard(card("B10", "Entity Two"), 1),
        DeckCard(card("E10", "Entity Three"), 1),
        DeckCard(ship(3, "Bolaar", n=1), 9),
    ]
    deck += extra
    report = check(deck, pool + extra)
    assert report.violations == [], report.violations
    assert FORMATS["universe"].check(deck, {"empire": "Argonian"}).violations  # the Universe rules would refuse it


def test_every_broken_rule_is_reported_at_once() -> None:
    pool, deck = pool_and_deck()
    deck = [e for e in deck if e.card["type"] != "O" and e.card["title"] != "Test T3"]  # 7 types, T3 void
    deck += [DeckCard(card("L2", "Traded Card"), 1), DeckCard(ship(6, "Krebiz"), 1)]
    report = check(deck, pool)
    assert rules_of(report) == {"pool", "major-empire", "card-types", "strength-ladder"}
    assert not report.legal


def test_without_a_pool_the_other_rules_are_still_checked() -> None:
    _, deck = pool_and_deck()
    report = SEALED(deck + [DeckCard(ship(6, "Krebiz"), 1)], {"empire": "Argonian"})
    assert rules_of(report) == {"major-empire"}
    assert any("No sealed pool" in w for w in report.warnings)


def test_the_whole_usable_pool_leaves_out_only_what_the_rules_let_go() -> None:
    from rules.galactic_empires.stocking import sealed_deck

    pool, deck = pool_and_deck()
    only_tufor = card("B3", "Tufor Mine Platform")
    only_tufor["rules_text"] = "- May only be used in a Tufor deck."
    tech = DeckCard(card("E6", "Krebiz Hull Refit", empire="Krebiz"), 1)
    pool += [DeckCard(only_tufor, 1), tech]
    built = sealed_deck(pool, "Argonian")
    titles = {e.card["title"] for e in built}
    assert "Krebiz Ship 6" not in titles and "Tufor Mine Platform" not in titles and "Krebiz Hull Refit" not in titles
    assert "Spare Monster" in titles
    assert check(built, pool).violations == []


def test_a_sealed_check_reads_each_card_a_bounded_number_of_times(monkeypatch) -> None:
    # Issue 30: the check found each line's card by scanning the whole deck (and each pool card
    # by scanning the pool), so a 1,000-line deck read card facts a million times (317 ms).
    # Counted, not timed: reads per line stay the same whatever the deck's size.
    from rules.galactic_empires import decks, stocking

    real = stocking.card_facts
    reads = []

    def counted(c):
        reads.append(1)
        return real(c)

    monkeypatch.setattr(stocking, "card_facts", counted)
    for size in (100, 1000):
        lines = [DeckCard(c, 1) for c in decks.card_list()[:size]]
        reads.clear()
        SEALED(lines, {"pool": lines, "empire": "Argonian"})
        assert len(reads) <= 4 * size, (size, len(reads))



def test_cards_that_may_not_be_used_in_the_decks_empire_are_refused() -> None:
    # "May not be used in a Mechad deck" (T5 Penteir System), "Cannot be used in a psy deck": the
    # reverse of "may only be used in": refused in that deck, fine in any other.
    pool, deck = pool_and_deck()
    system = card("T5", "Test Trade System")
    system["rules_text"] = "A strategic system. - May not be used in a Mechad deck."
    guard = card("M5", "Test Guard")
    guard["rules_text"] = "- Played to a terrain card in the fleet. - Cannot be used in a psy deck."
    assert deck_restriction(system) == "not:Mechad" and deck_restriction(guard) == "not:psy"
    extra = [DeckCard(system, 1), DeckCard(guard, 1)]
    assert "other-empire" not in rules_of(check(deck + extra, pool + extra))  # an Argonian deck
    report = check(deck + extra, pool + extra, empire="Mechad")
    [barred] = [v for v in report.violations if v.rule == "other-empire"]
    assert "T5 Test Trade System (never in a Mechad deck)" in barred.message
    assert "M5 Test Guard" not in barred.message  # a Mechad deck is no psy deck
