"""Generic deck files (any game without its own format): text and JSON, unknown lines kept."""
import json
from pathlib import Path

import pytest

import rules
from rules.deckfile_generic import DeckFileError, read_deck, write_deck

ROOT = Path(__file__).resolve().parents[2]


def cards(slug):
    return json.loads((ROOT / "cardbase" / "data" / slug / "cards.json").read_text())["cards"]


def test_text_reads_counts_titles_codes_and_zones():
    pack = cards("empires")
    deck = read_deck("# my pack\nName: Mine\nPlayers: 3\n2 Ace of Spades\n1x king of hearts\nSoldier13 King of Spades\nReserve:\n1 Two of Clubs", pack)
    assert deck.name == "Mine" and deck.players == 3
    assert [(e.count, e.card["key"], e.zone) for e in deck.entries] == [
        (2, "a-of-spades", "deck"), (1, "k-of-hearts", "deck"), (1, "k-of-spades", "deck"), (1, "2-of-clubs", "reserve")
    ]


def test_unknown_lines_are_kept_with_suggestions():
    deck = read_deck("1 Ace of Spads\n1 Ace of Spades", cards("empires"))
    assert [e.text for e in deck.unknown()] == ["Ace of Spads"]
    assert deck.unknown()[0].suggestions[0] == "Ace of Spades"
    placeholder = deck.deck_cards()[0]
    assert placeholder.card["unknown"] is True


@pytest.mark.parametrize(("text", "needle"), [
    ("0 Ace of Spades", "0 copies"),
    ("1000 Ace of Spades", "1000 copies"),
    ("\n".join(["1 Ace of Spades"] * 5001), "5,001 lines"),
    ("<deck/>", "XML deck files"),
    ('{"cards": [{"key": "a-of-spades", "count": -1}]}', "count must be a whole number"),
    ('{"cards": "no"}', "not a deck"),
    ("{broken", "malformed JSON"),
    (b"\xff\xfe\x00", "not UTF-8"),
    ("x" * 1_000_001, "limit is 1,000,000 bytes"),
])
def test_unreadable_input_is_a_clear_error(text, needle):
    with pytest.raises(DeckFileError, match=needle):
        read_deck(text, cards("empires"))


@pytest.mark.parametrize("slug", ["empires", "interstellar-empire", "spark-of-war", "imperium-galacticum"])
def test_every_games_core_set_round_trips_through_text_and_json(slug):
    game = rules.get(slug)
    data = cards(slug)
    text = "\n".join(f"{c.get('count', 1)} {c['title']}" for c in data)
    deck = game.read_deck(text, data)
    assert not deck.unknown()
    for kind in ("text", "json"):
        again = game.read_deck(game.write_deck(deck, kind, data), data)
        assert [(e.count, e.card["key"], e.zone) for e in again.entries] == [(e.count, e.card["key"], e.zone) for e in deck.entries]
    report = next(iter(game.formats.values())).check(deck.deck_cards(), {"players": 2})
    assert report.legal, report.violations


def test_write_refuses_an_unknown_kind():
    with pytest.raises(ValueError, match="no deck-file kind"):
        write_deck(read_deck("1 Ace of Spades", cards("empires")), "lackey")


def test_galactic_empires_keeps_its_own_reader_and_writers():
    game = rules.get("galactic-empires")
    assert set(game.file_kinds()) == {"text", "lackey", "json"}
    assert set(rules.get("empires").file_kinds()) == {"text", "json"}
    assert "reserve" in game.deck_zones and rules.get("empires").deck_zones == ("deck",)
