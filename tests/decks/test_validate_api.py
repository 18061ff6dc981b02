"""POST /api/decks/validate/: the stocking report for a posted deck (text, .dek or JSON)."""
from __future__ import annotations

import time
from pathlib import Path

import pytest
from django.core.management import call_command
from django.urls import reverse

from decks import validation
from rules.core import DeckCard, Format, Report, Violation

pytestmark = pytest.mark.django_db

DECKS = Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires" / "decks"
URL = "/api/decks/validate/"


def post(client, body: dict, **extra):
    return client.post(URL, body, content_type="application/json", **extra)


def test_route_is_named() -> None:
    assert reverse("api-deck-validate") == URL


def test_lackey_deck_gets_the_same_report_as_the_format(client) -> None:
    dek = (DECKS / "Ltd_Argonian.dek").read_text()
    response = post(client, {"format": "universe", "players": 4, "deck": dek})
    assert response.status_code == 200
    body = response.json()
    assert body["legal"] is True
    assert body["format"] == "universe" and body["players"] == 4 and body["main_empire"] == "Argonian"
    assert body["stats"]["size"] == 125
    assert body["deck"] == {"kind": "lackey", "name": "", "cards": 125, "unknown": []}
    two = post(client, {"format": "universe", "players": 2, "deck": dek}).json()
    assert two["legal"] is False
    assert [v["rule"] for v in two["violations"]] == ["reserve-fleet"]


def test_text_deck_with_unknown_line_reports_unknown_card_with_suggestions(client) -> None:
    text = "Empire: Argonian\n3 S6 Argonian Heavy Cruser - Argonian Typhoon Heavy Cruiser\n2 R/C4 Marine\n"
    body = post(client, {"deck": text}).json()
    assert body["format"] == "primary-standard"
    assert body["main_empire"] == "Argonian"
    rules = [v["rule"] for v in body["violations"]]
    assert "unknown-card" in rules and "deck-size" in rules
    assert body["deck"]["unknown"][0]["line"] == 2
    assert body["deck"]["unknown"][0]["suggestions"][0] == "S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser"


def test_json_deck_and_players_from_the_file(client) -> None:
    deck = '{"players": 3, "cards": [{"key": "c1-crewman", "count": 2}]}'
    body = post(client, {"format": "basic", "deck": deck}).json()
    assert body["players"] == 3 and body["legal"] is True
    assert body["warnings"] and "75" in body["warnings"][0]


@pytest.mark.parametrize(
    ("body", "status", "needle"),
    [
        ({"format": "nope", "deck": "1 R/C4 Marine"}, 400, "no format 'nope'"),
        ({"game": "chess", "deck": "1 R/C4 Marine"}, 400, "no game called 'chess'"),
        ({"players": 13, "deck": "1 R/C4 Marine"}, 400, "players"),
        ({"empire": "Klingon", "deck": "1 R/C4 Marine"}, 400, "not a Galactic Empires empire"),
        ({"deck": ""}, 400, '"deck" is required'),
        ({"id": 987654}, 404, "No such deck"),
        ({"deck": "0 R/C4 Marine"}, 400, "unreadable deck: line 1"),
        ({"deck": '<deck><superzone name="Deck"><card>'}, 400, "malformed XML"),
    ],
)
def test_bad_input_gets_a_clear_400(client, body: dict, status: int, needle: str) -> None:
    response = post(client, body)
    assert response.status_code == status
    assert needle in response.json()["message"]
    assert set(response.json()) == {"message", "extra"}


def test_entity_bomb_gets_a_400_without_hanging(client) -> None:
    bomb = '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><deck><superzone name="Deck"><card><name id="x">&c;</name></card></superzone></deck>'
    started = time.perf_counter()
    response = post(client, {"deck": bomb})
    assert response.status_code == 400
    assert "refused XML" in response.json()["message"]
    assert time.perf_counter() - started < 2


def test_50_mb_upload_gets_a_413_before_it_is_read(client) -> None:
    big = "x" * (50 * 1024 * 1024)
    started = time.perf_counter()
    response = client.post(URL, data=big, content_type="application/json")
    assert response.status_code == 413
    assert "limit" in response.json()["message"]
    assert time.perf_counter() - started < 5


def test_deck_just_over_the_text_limit_gets_a_413(client) -> None:
    response = post(client, {"deck": "#" * (validation.MAX_DECK_TEXT_BYTES + 1)})
    assert response.status_code == 413


def test_other_games_formats_work_through_the_registry(client, monkeypatch) -> None:
    """The endpoint knows no game: it uses rules.get(game).formats and game.read_deck."""

    class Listing:
        players = None
        empire = None
        kind = "text"
        name = ""
        entries: list = []

        def deck_cards(self) -> list[DeckCard]:
            return [DeckCard({"title": "One"}, 60)]

        def unknown(self) -> list:
            return []

    def check(deck, options) -> Report:
        report = Report(format="sixty", players=options["players"])
        if sum(d.count for d in deck) != 60:
            report.violations.append(Violation("deck-size", "not 60"))
        return report

    class FakeGame:
        slug = "fake"
        name = "Fake"
        formats = {"sixty": Format("sixty", "Sixty", check)}

        def read_deck(self, data, cards):
            return Listing()

    import rules

    real_get = rules.get
    monkeypatch.setattr(rules, "get", lambda slug: FakeGame() if slug == "fake" else real_get(slug))
    body = post(client, {"game": "fake", "deck": "anything"}).json()
    assert body["legal"] is True and body["format"] == "sixty"


def test_works_on_a_database_loaded_by_loadcards(client) -> None:
    from cardbase.selectors import game_cards, invalidate

    call_command("loadcards", "--game", "galactic-empires", verbosity=0)
    try:
        cards = game_cards("galactic-empires")
        assert len(cards) > 2000 and "id" in cards[0]
        assert validation.game_cards("galactic-empires") is cards
        body = post(client, {"format": "universe", "players": 3, "deck": (DECKS / "Ltd_Dragon.dek").read_text()}).json()
        assert body["legal"] is True and body["deck"]["unknown"] == []
    finally:
        invalidate("galactic-empires")  # the rows go with this test's transaction: forget them
