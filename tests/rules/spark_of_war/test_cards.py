"""Spark of War's reconstructed edition holds the rulebook's component counts."""
from collections import Counter

import rules
from rules.core import DeckCard
from rules.spark_of_war.cards import CARD_SCHEMA, edition


def _cards() -> list[dict]:
    return edition()["cards"]


def test_edition_is_marked_reconstructed_with_notes() -> None:
    data = edition()
    assert data["game"] == "spark-of-war" and data["edition"] == "reconstructed" and data["notes"]


def test_edition_holds_the_rulebook_component_counts() -> None:
    by_kind: Counter[str] = Counter()
    planets: Counter[str] = Counter()
    for card in _cards():
        by_kind[card["attributes"]["kind"]] += card["count"]
        if card["attributes"].get("planet_kind"):
            planets[(card["attributes"]["planet_kind"], card["strength"])] += card["count"]
    assert by_kind == {"ship": 60, "planet": 24, "star": 2, "supply_station": 12, "reminder": 6, "quest": 12}
    assert planets == {("dwarf", 4): 6, ("ring", 5): 6, ("habitable", 6): 4, ("gaseous", 7): 4,
                       ("lunar", 8): 4, ("star", 9): 2}


def test_every_card_validates_against_the_schema_and_keys_are_unique() -> None:
    keys = [card["key"] for card in _cards()]
    assert len(keys) == len(set(keys))
    for card in _cards():
        assert CARD_SCHEMA.validate(card["attributes"]) == [], card["key"]


def test_every_ship_deals_damage_and_each_power_is_carried() -> None:
    powers: Counter[str] = Counter()
    for card in _cards():
        a = card["attributes"]
        if a["kind"] == "ship":
            assert a["resistance"] >= 2
            assert sum(a[f"damage_{d}"] for d in ("n", "ne", "se", "s", "sw", "nw")) > 0
            if "power" in a:
                powers[a["power"]] += card["count"]
    assert set(powers) == {"destroy_ship", "ignore_forcefields", "rotate_planet", "rotate_ship", "salvage_from_hand"}


def test_component_set_format_accepts_the_box_and_rejects_a_missing_ship() -> None:
    game = rules.get("spark-of-war")
    assert game.card_schema is CARD_SCHEMA
    check = game.formats["core"].check
    box = [DeckCard(card, card["count"]) for card in _cards()]
    assert check(box, {"players": 4}).legal
    box[0] = DeckCard(box[0].card, box[0].count - 1)
    report = check(box, {"players": 4})
    assert not report.legal and report.violations[0].rule == "sow-card-count"
