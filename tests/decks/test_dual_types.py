"""Issue 17: a dual-type card is one card, counted one way everywhere: the format's report, the
builder's type groups, the analysis and the draw odds (GErulesv21.txt, "Card type": "considered
only one of those card types (player's choice) for purposes of stocking a deck")."""
from decks import services
from decks.selectors import deck_state
from rules.deck_analysis import type_split

from .conftest import dek_file

GE = "galactic-empires"


def test_builder_report_and_analysis_count_a_dual_type_card_the_same_way(owner):
    deck = services.deck_create(owner=owner, game=GE, format="universe", players=4, import_data=dek_file("Ltd_Argonian"))
    state = deck_state(deck)
    report_types = state.report.stats["types"]
    analysis = state.analysis()
    assert {t["type"]: t["count"] for t in analysis["types"]} == report_types
    deck_zone = {}
    for _, split in type_split(state.deck_cards, state.report.stats, zones=("deck",)):
        for card_type, n in split.items():
            deck_zone[card_type] = deck_zone.get(card_type, 0) + n
    assert {g.type: g.count for g in state.groups()} == deck_zone
    plasma = [r for g in state.groups() for r in g.rows if r.card["title"] == "Plasma Field"]
    assert len(plasma) == 1  # listed once, whatever type it counts as


def test_draw_odds_count_only_the_copies_placed_as_terrain():
    from rules.core import DeckCard
    from rules.deck_analysis import DrawRules, draw_odds

    card = {"key": "t2-plasma-field", "type": "T", "strength": 2, "title": "Plasma Field", "attributes": {"code": "T/H2", "alt_type": "H"}}
    other = {"key": "s1-x", "type": "S", "strength": 1, "title": "X", "attributes": {"code": "S1"}}
    deck = [DeckCard(card, 3, "deck"), DeckCard(other, 7, "deck")]
    rules_ = DrawRules(hand=9, per_turn=2, target="terrain", target_types=("T",))
    assert draw_odds(deck, rules_)["targets"] == 3  # no report: either type
    placed = {"dual_types": {"T/H2 Plasma Field": {"T": 1, "H": 2}}}
    assert draw_odds(deck, rules_, stats=placed)["targets"] == 1
