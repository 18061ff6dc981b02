"""Mechanical cleaning of the machine-read rule text (rules/galactic_empires/cardtext.py)."""
from __future__ import annotations

from rules.galactic_empires import cardtext
from rules.galactic_empires.decks import card_list

EEL = (
    "Phaser eels are space monsters which thrive on phaser energy. - Absorbs all phaser fire from the "
    "unit on which it is played before that fire can damage other units. - Can only be damaged by non-phaser weapons."
)


def test_flavour_prose_before_the_first_rules_line_is_split_off():
    flavour, rules = cardtext.split_flavour(EEL)
    assert flavour == "Phaser eels are space monsters which thrive on phaser energy."
    assert rules.startswith("- Absorbs all phaser fire")


def test_a_lead_in_that_states_a_rule_is_not_taken_for_flavour():
    assert cardtext.split_flavour("Played to a unit: - Shields are repaired to full strength. - Discarded after use.") is None
    assert cardtext.split_flavour(
        "May be played on base or ship cards of any strength.. - The base or ship may not fire weapons."
    ) is None


def test_text_without_rules_lines_is_not_split():
    assert cardtext.split_flavour("A battlestation is positioned near unstable borders. +++: Phasers") is None


def test_heavy_weapon_names_are_recovered_singular_and_phasers_left_out():
    text = "Mandible light cruisers carry capsules. MM: Sabots ++: Phasers"
    assert cardtext.weapon_names(text) == ["Sabot"]
    assert cardtext.weapon_names("x MMMM: Bi-Tritium Boomerangs +--+: Phasers") == ["Bi-tritium Boomerang"]
    assert cardtext.weapon_names("W(%-% %): Variable Plasma - Phaser") == ["Variable Plasma"]
    assert cardtext.weapon_names("MMM: Energy Fluxes") == ["Energy Flux"]


def test_clean_symbol_counts_are_checked_against_the_stats_and_noise_is_ignored():
    text = "MMM: Sabots +++: Phasers"
    assert cardtext.implied_counts(text) == {"heavy_weapons": 3, "phasers": 3}
    assert cardtext.stat_disagreements(text, {"heavy_weapons": 2, "phasers": 3}) == [
        {"field": "heavy_weapons", "text": 3, "stats": 2}
    ]
    # A phaser run read with dashes, or a heavy symbol read as "Mi", is not evidence.
    assert cardtext.implied_counts("Mi: Sabot +--+: Phasers") == {}


def test_clean_card_never_changes_the_stats():
    card = {"type": "S", "text": "A fast little warship. - Rule. MMM: Sabots", "attributes": {"heavy_weapons": 2}}
    cardtext.clean_card(card)
    assert card["attributes"]["heavy_weapons"] == 2
    assert card["attributes"]["weapon_names"] == ["Sabot"]
    assert card["text_checks"] == [{"field": "heavy_weapons", "text": 3, "stats": 2}]
    assert card["flavour_text"] == "A fast little warship." and card["rules_text"].startswith("- Rule.")


def test_the_project_data_file_carries_the_cleaning():
    summary = cardtext.cleaning_summary(card_list())
    assert summary["flavour_split"] > 400
    assert summary["weapon_names"] > 400
    assert 0 < summary["stat_disagreements"] < 200
    dragon = next(c for c in card_list() if c["identity"] == "D5|hydrogen dragoness")
    assert dragon["attributes"]["weapon_names"] == ["Breath Weapon"]
