"""Opening Galactic Empires products (rules/galactic_empires/packs.py): the LackeyCCG product
definitions read safely, boosters drawn at their stated odds, starters' fixed cards, and the
same seed always opening the same cards."""
from __future__ import annotations

import collections
import math

import pytest

from rules.galactic_empires import packs
from rules.galactic_empires.decks import card_list

OPENINGS = 10_000


def test_every_product_of_the_definitions_is_read() -> None:
    found = packs.products()
    assert len(found) == 80
    kinds = collections.Counter(p.kind for p in found.values())
    assert kinds["Booster Pack"] == 12 and kinds["Starter"] == 52
    # packdefinitions8.xml writes "Command & Control Center" with a bare "&": still read.
    assert found["eric-s-storage-bin-a-b-c-d-e"].size > 900
    assert not found["eric-s-storage-bin-a-b-c-d-e"].is_starter


def test_a_definition_with_an_entity_is_refused() -> None:
    # defusedxml: entity expansion (billion laughs) is refused, not run.
    bomb = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><packdefinitions><pack><packtitle>&a;</packtitle></pack></packdefinitions>'
    with pytest.raises(Exception, match="(?i)entit"):
        packs.parse_definitions(bomb)


@pytest.mark.parametrize("key", ["5-time-gates", "2-primary-edition"])
def test_ten_thousand_seeded_boosters_give_each_rarity_slot_its_stated_rate(key: str) -> None:
    """Time Gates: 1 E in 4% of packs (else a V), an R1 in 35% (two in 5%) replacing an R2, 7 U.
    Each rarity's mean per pack is within 4 standard errors of the stated rate."""
    product = packs.products()[key]
    opener = packs.default_opener()
    expected = product.expected_rarities()
    assert expected  # the odds name rarities
    per_pack: dict[str, list[int]] = {rarity: [] for rarity in expected}
    for seed in range(OPENINGS):
        counts = collections.Counter(opener.rarity_of[name] for name in opener.open(product, seed).cards)
        for rarity in expected:
            per_pack[rarity].append(counts.get(rarity, 0))
        assert sum(counts.values()) == product.size
    for rarity, rate in expected.items():
        values = per_pack[rarity]
        mean = sum(values) / OPENINGS
        spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (OPENINGS - 1)) / math.sqrt(OPENINGS)
        assert abs(mean - rate) <= max(4 * spread, 1e-9), (rarity, mean, rate)
    if key == "5-time-gates":
        assert expected == pytest.approx({"E": 0.04, "V": 0.96, "R2": 3.6, "R1": 0.4, "U": 7.0})


def test_the_same_seed_always_opens_the_same_cards() -> None:
    product = packs.products()["u-universe-edition"]
    first = [packs.open_product(product, seed).to_json() for seed in range(50)]
    fresh = packs.PackOpener(packs.read_card_rows())  # a new opener reading the card list again
    assert [fresh.open(product, seed).to_json() for seed in range(50)] == first
    assert len({tuple(o["slots"][0]["cards"]) + tuple(o["slots"][-1]["cards"]) for o in first}) > 40


def test_a_booster_holds_no_card_twice() -> None:
    product = packs.products()["1-alpha"]
    for seed in range(200):
        cards = packs.open_product(product, seed).cards
        assert len(cards) == len(set(cards)) == 10


def test_a_starter_gives_its_fixed_cards() -> None:
    opening = packs.open_product("u-argonian-universe-edition", 3)
    cards = collections.Counter(opening.cards)
    assert cards["S3 Argonian Frigate - Argonian Sunspot Frigate [Left] (UE)"] == 3
    assert cards["HQ25 Argonian Sector HQ (UE)"] == 1
    assert len(opening.cards) == packs.products()["u-argonian-universe-edition"].size == 101
    assert all(slot.short == 0 for slot in opening.slots)


def test_a_sealed_pool_is_reproducible_from_its_seed_and_every_card_is_known() -> None:
    boosters = ["5-time-gates", "u-universe-edition", "7-piracy", "7-piracy", "6-advanced-technologies"]
    first = packs.open_sealed("u-argonian-universe-edition", boosters, 42)
    again = packs.open_sealed("u-argonian-universe-edition", boosters, 42)
    assert [o.to_json() for o in first] == [o.to_json() for o in again]
    assert [o.to_json() for o in packs.open_sealed("u-argonian-universe-edition", boosters, 43)] != [o.to_json() for o in first]
    counts, missing = packs.pool_counts(first, packs.cards_by_lackey_name(card_list()))
    assert missing == []
    assert sum(counts.values()) == 101 + 12 + 14 + 6 + 6 + 12


def test_six_card_packs_count_half_a_booster() -> None:
    # "We recommend 4 booster packs ... with 6-card booster packs counting as 1/2 of a booster pack each"
    found = packs.products()
    assert found["7-piracy"].booster_weight == 0.5
    assert found["5-time-gates"].booster_weight == 1.0
    packs.sealed_products("u-tufor-universe-edition", ["7-piracy"] * 8, minimum_boosters=4)
    with pytest.raises(ValueError, match="boosters: 3.5 booster packs"):
        packs.sealed_products("u-tufor-universe-edition", ["7-piracy"] * 7, minimum_boosters=4)
    with pytest.raises(ValueError, match="starter: '5-time-gates' is not"):
        packs.sealed_products("5-time-gates", [])


def test_a_starter_stands_for_its_empire() -> None:
    # "Players will choose their empire by selecting a sealed starter deck"
    assert packs.starter_empire("u-p-o-t-universe-edition") == "P.O.T."
    assert packs.starter_empire("11-corporate-pirate-allied-forces") == "Corporate Pirate"
    assert packs.starter_empire("12-psycanti-promo") == "Psycanti"
    assert packs.starter_empire("u-random-universe-edition") is None
