"""Deck files: plain text, LackeyCCG .dek (byte-exact round trip) and the project's JSON;
unknown lines kept with suggestions; hostile or oversized input refused quickly and clearly."""
from __future__ import annotations

import time

import pytest

from rules.galactic_empires import deckfile
from rules.galactic_empires.deckfile import DeckFileError, read_deck, write_json, write_lackey, write_text

from .stocking_helpers import DECK_NAMES, DECKS, real_cards, real_index


@pytest.mark.parametrize("name", DECK_NAMES)
def test_lackey_deck_read_and_written_again_is_byte_identical(name: str) -> None:
    raw = (DECKS / f"{name}.dek").read_bytes()
    deck = read_deck(raw, real_index())
    assert deck.kind == "lackey"
    assert write_lackey(deck).encode("utf-8") == raw


@pytest.mark.parametrize("name", DECK_NAMES)
def test_json_round_trips_exactly(name: str) -> None:
    deck = read_deck((DECKS / f"{name}.dek").read_bytes(), real_index())
    first = write_json(deck)
    again = read_deck(first, real_index())
    assert again.kind == "json"
    assert write_json(again) == first
    assert [(e.card["key"], e.count, e.zone) for e in again.entries] == [(e.card["key"], e.count, e.zone) for e in deck.entries]


@pytest.mark.parametrize("name", DECK_NAMES)
def test_text_export_reads_back_to_the_same_cards(name: str) -> None:
    deck = read_deck((DECKS / f"{name}.dek").read_bytes(), real_index())
    text = write_text(deck)
    again = read_deck(text, real_index())
    assert again.unknown() == []
    assert [(e.card["identity"], e.count, e.zone) for e in again.entries] == [(e.card["identity"], e.count, e.zone) for e in deck.entries]
    assert write_text(again) == text


@pytest.mark.parametrize("name", DECK_NAMES)
def test_lackey_deck_through_json_exports_the_same_cards_to_lackey(name: str) -> None:
    deck = read_deck((DECKS / f"{name}.dek").read_bytes(), real_index())
    again = read_deck(write_lackey(read_deck(write_json(deck), real_index())), real_index())
    assert again.unknown() == []
    assert [(e.lackey_id, e.count, e.zone) for e in again.entries] == [(e.lackey_id, e.count, e.zone) for e in deck.entries]


def test_text_deck_exported_to_lackey_reads_back_with_image_files() -> None:
    text = "Empire: Argonian\n3 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser (PE)\nReserve:\n1 T3 Planet - Crystal Planet\n"
    deck = read_deck(text, real_index())
    dek = write_lackey(deck)
    assert dek.count('<card><name id="S6_-_Argonian_Typhoon_Heavy_Cruiser_PE">') == 3
    assert '<superzone name="Reserve Fleet">' in dek
    again = read_deck(dek, real_index())
    assert [(e.card["key"], e.count, e.zone) for e in again.entries] == [(e.card["key"], e.count, e.zone) for e in deck.entries]


def test_text_format_lines_headers_comments_and_zones() -> None:
    text = """# my deck
Name: Storm Front
Empire: Argonian
Players: 4
3 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser
2x S3 Argonian Frigate - Argonian Sunspot Frigate [Left] (PE)
R/C4 Marine
Reserve:
1 T3 Planet - Crystal Planet
Reference:
1 HQ25 Argonian Sector HQ
"""
    deck = read_deck(text, real_index())
    assert (deck.name, deck.empire, deck.players) == ("Storm Front", "Argonian", 4)
    assert [(e.count, e.zone, e.card["title"]) for e in deck.entries] == [
        (3, "deck", "Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser"),
        (2, "deck", "Argonian Frigate - Argonian Sunspot Frigate"),
        (1, "deck", "Marine"),
        (1, "reserve", "Planet - Crystal Planet"),
        (1, "reference", "Argonian Sector HQ"),
    ]
    assert deck.entries[1].set == "PE" and deck.entries[1].extension == "Left"
    assert deck.entries[1].printing["set"] == "PE"
    assert [d.zone for d in deck.deck_cards()] == ["deck", "deck", "deck", "reserve"]


def test_every_card_read_back_from_its_printed_name_is_the_same_card() -> None:
    from rules.galactic_empires.stocking import card_facts

    index = real_index()
    for card in real_cards():
        found, _ = index.resolve_text(deckfile.card_label(card))
        assert found is not None and card_facts(found).identity == card_facts(card).identity, deckfile.card_label(card)


def test_bracketed_placeholder_title_reads_as_the_card() -> None:
    # The master list's "[Ace of Clubs]" placeholder is dropped at import (issue 17): the line
    # names the real A1 Ace of Clubs.
    deck = read_deck("1 A1 [Ace of Clubs]\n", real_index())
    assert deck.unknown() == [] and deck.entries[0].card["title"] == "Ace of Clubs"


def test_code_without_reaction_prefix_and_case_are_accepted() -> None:
    deck = read_deck("1 c4 marine\n1 s6 argonian heavy cruiser - argonian typhoon heavy cruiser", real_index())
    assert deck.unknown() == []


def test_unknown_lines_are_kept_with_their_closest_titles() -> None:
    text = "3 S6 Argonian Heavy Cruser - Argonian Typhon Heavy Cruiser\n1 Completely Made Up Card\n"
    deck = read_deck(text, real_index())
    assert len(deck.entries) == 2
    unknown = deck.unknown()
    assert [e.line for e in unknown] == [1, 2]
    assert "S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser" in unknown[0].suggestions
    placeholders = [d for d in deck.deck_cards() if d.card.get("unknown")]
    assert len(placeholders) == 2 and placeholders[0].count == 3


def test_unknown_line_reaches_the_report_as_unknown_card() -> None:
    from rules.galactic_empires.stocking import FORMATS

    deck = read_deck("3 S6 Argonian Heavy Cruser - Argonian Typhoon Heavy Cruiser\n", real_index())
    report = FORMATS["primary-standard"].check(deck.deck_cards(), {})
    unknown = [v for v in report.violations if v.rule == "unknown-card"]
    assert len(unknown) == 1 and "did you mean S6 Argonian Heavy Cruiser" in unknown[0].message


def test_ambiguous_bare_title_is_not_guessed() -> None:
    deck = read_deck("1 Boarding Party\n", real_index())  # C1 and C4 Boarding Party
    assert deck.unknown() and deck.unknown()[0].suggestions


@pytest.mark.parametrize("line", ["0 S1 Argonian Patrol Ship", "-2 S1 Argonian Patrol Ship", "1000 S1 Argonian Patrol Ship"])
def test_bad_counts_are_refused_naming_the_line(line: str) -> None:
    with pytest.raises(DeckFileError, match="line 2"):
        read_deck(f"# header\n{line}\n", real_index())


def test_bad_players_header_is_refused() -> None:
    with pytest.raises(DeckFileError, match="players"):
        read_deck("Players: lots\n", real_index())


def test_entity_bomb_is_refused_quickly() -> None:
    bomb = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' + "".join(
        f'<!ENTITY lol{i} "{("&lol" + (str(i - 1) if i > 1 else "") + ";") * 10}">' for i in range(1, 10)
    ) + ']><deck version="0.8"><superzone name="Deck"><card><name id="x">&lol9;</name><set>PE</set></card></superzone></deck>'
    started = time.perf_counter()
    with pytest.raises(DeckFileError, match="refused XML"):
        read_deck(bomb, real_index())
    assert time.perf_counter() - started < 1


def test_external_entity_is_refused() -> None:
    xxe = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><deck><superzone name="Deck"><card><name id="a">&x;</name></card></superzone></deck>'
    with pytest.raises(DeckFileError, match="refused XML"):
        read_deck(xxe, real_index())


def test_malformed_xml_is_a_clear_error() -> None:
    with pytest.raises(DeckFileError, match="malformed XML"):
        read_deck('<deck version="0.8"><superzone name="Deck"><card>', real_index())


def test_xml_that_is_not_a_deck_is_refused() -> None:
    with pytest.raises(DeckFileError, match="root element is <html>"):
        read_deck("<html><body/></html>", real_index())


def test_50_mb_upload_is_refused_before_parsing() -> None:
    huge = b"<deck>" + b" " * (50 * 1024 * 1024) + b"</deck>"
    started = time.perf_counter()
    with pytest.raises(DeckFileError, match="limit is"):
        read_deck(huge, real_index())
    assert time.perf_counter() - started < 1


def test_too_many_lines_or_cards_are_refused() -> None:
    with pytest.raises(DeckFileError, match="lines"):
        read_deck("1 C4 Marine\n" * (deckfile.MAX_LINES + 1), real_index())
    with pytest.raises(DeckFileError, match="cards in one deck"):
        read_deck("999 C4 Marine\n" * 11, real_index())


def test_malformed_json_and_bad_json_counts() -> None:
    with pytest.raises(DeckFileError, match="malformed JSON"):
        read_deck('{"cards": [', real_index())
    with pytest.raises(DeckFileError, match="count"):
        read_deck('{"cards": [{"key": "c4-marine", "count": 0}]}', real_index())
    with pytest.raises(DeckFileError, match="zone"):
        read_deck('{"cards": [{"key": "c4-marine", "zone": "hand"}]}', real_index())


def test_json_unknown_key_is_kept_with_suggestions() -> None:
    deck = read_deck('{"cards": [{"key": "no-such-card", "name": "R/C4 Marnie", "count": 2}]}', real_index())
    assert deck.unknown()[0].count == 2
    assert "R/C4 Marine" in deck.unknown()[0].suggestions


def test_not_utf8_is_refused() -> None:
    with pytest.raises(DeckFileError, match="UTF-8"):
        read_deck(b"1 \xff\xfe Marine", real_index())


def test_card_index_is_built_once_per_card_list() -> None:
    cards = real_cards()
    assert deckfile._index(cards) is deckfile._index(cards)


def test_game_reads_decks_through_the_registry() -> None:
    import rules

    deck = rules.get("galactic-empires").read_deck((DECKS / "Psycanti.dek").read_bytes(), real_cards())
    assert sum(e.count for e in deck.entries) == 21
