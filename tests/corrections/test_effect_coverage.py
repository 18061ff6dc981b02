"""Effect coverage: the manage.py report, the deck page and the match set-up warning."""
from __future__ import annotations

import re
from io import StringIO
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client

from rules.galactic_empires import decks, effects

pytestmark = pytest.mark.django_db
DECKS = Path(decks.DECK_DIR)


def run(*args: str) -> str:
    out = StringIO()
    call_command("effectcoverage", *args, stdout=out)
    return out.getvalue()


def test_report_splits_a_set_into_fully_partial_stats_and_not_modelled():
    text = run("--set", "PE", "--limit", "5")
    pe = [c for c in decks.card_list() if any(p["set"] == "PE" for p in c["printings"]) and c["type"] != "HQ"]
    split = {k: sum(1 for c in pe if effects.report_class(c) == k) for k in effects.REPORT_LABELS}
    assert f"set PE: {len(pe)} distinct cards" in text
    for key, short in (("fully", "fully modelled"), ("partial", "partial"), ("stats", "stats say it all"),
                       ("not_modelled", "not modelled")):
        line = next(l for l in text.splitlines() if l.startswith(f"  {short} "))
        assert int(line.split()[len(short.split())]) == split[key], line
    assert split["fully"] and split["partial"] and split["stats"] and split["not_modelled"]
    assert "by class and the number of sample decks using them, the first 5" in text


LISTED = re.compile(r"^ +(\d+) decks  (.{16})  (.+?)  \((.*)\)$")


def test_limit_zero_lists_every_card_of_a_deck_with_its_class_and_reason_work_left_first():
    text = run("--deck", str(DECKS / "Ltd_Argonian.dek"), "--limit", "0")
    rows = [LISTED.match(l).groups() for l in text.splitlines() if LISTED.match(l)]
    report = effects.deck_coverage(decks.load_deck("Ltd_Argonian.dek"))
    assert {r[2] for r in rows} == set(report["classes"]) and len(rows) == report["total"]
    order = ["not modelled", "partial", "stats say it all", "fully modelled"]
    keys = [(order.index(r[1].strip()), -int(r[0])) for r in rows]
    assert keys == sorted(keys)  # the work left first, the most used first
    by_identity = {r[2]: (r[1].strip(), r[3]) for r in rows}
    assert by_identity["M3|phase rats"] == ("partial", "destroyed by any damage equal to its strength, not only crew attacks")
    assert by_identity["T6|black hole"] == (
        "fully modelled", "played by tests/rules/galactic_empires/test_effects_more_decks_e.py::test_card_does_what_its_text_says[T6|black hole]"
    )
    assert by_identity["M1|small phaser eel"] == (
        "fully modelled", "played by tests/rules/galactic_empires/test_engine_narrative.py::test_bob_and_sue_narrative_example"
    )


def test_a_card_of_a_type_without_engine_rules_or_without_a_script_is_not_modelled_and_says_why(monkeypatch):
    monkeypatch.setattr(effects.coverage, "_ruled", frozenset("S"))  # only ships have rules
    crew = decks.by_identity()["C1|boarding party"]
    assert effects.coverage_detail(crew) == ("unmodelled", "no engine rules for Crew cards")
    monkeypatch.setattr(effects.coverage, "_ruled", None)
    unscripted = next(c for c in decks.card_list() if c["type"] == "O" and effects.effects_for(c) is None)
    assert effects.coverage_detail(unscripted) == ("unmodelled", "no script: played only as a declared effect")


def test_per_set_and_per_deck_lines():
    text = run("--per-set", "--per-deck", "--limit", "1")
    assert "per set:" in text and "per sample deck:" in text
    assert any(l.startswith("  PE ") and "fully" in l for l in text.splitlines())
    assert any(l.startswith("  Ltd_Argonian ") for l in text.splitlines())


def test_deck_coverage_counts_distinct_cards_and_copies():
    lines = decks.load_deck("Beta_Starter.dek")
    report = effects.deck_coverage(lines)
    assert report["total"] == len({l.card["identity"] for l in lines})
    assert sum(report["copies"].values()) == sum(l.count for l in lines)
    assert {c["identity"] for c in report["declared_only"]} == {
        c["identity"] for c in effects.unmodelled_cards(lines)
    }


def test_deck_page_shows_the_decks_coverage(client: Client):
    from decks.services import deck_create, deck_replace_entries

    user = get_user_model().objects.create_user("captain", password="pw-captain-1")
    client.force_login(user)
    deck = deck_create(owner=user, game="galactic-empires", name="Beta")
    deck = deck_replace_entries(deck=deck, expected_version=None, import_data=(DECKS / "Beta_Starter.dek").read_bytes())
    for url in (f"/decks/{deck.pk}/", f"/decks/{deck.pk}/view/"):
        html = client.get(url).content.decode()
        assert "Rules engine coverage" in html and "are fully modelled" in html, url
        assert "Shuttlecraft" in html  # a card of the deck that is not modelled


def test_match_set_up_warns_about_unmodelled_cards_before_starting(client: Client):
    user = get_user_model().objects.create_user("admiral", password="pw-admiral-1")
    client.force_login(user)
    # Every card of the shared decks is modelled now: each deck gets one unmodelled card.
    unmodelled = ('<card><name id="C5_-_Leopan_Raiding_Captain_Pir">C5 Leopan Raiding Captain (Pir)</name>'
                  "<set>Pir</set></card>")
    deck_a, deck_b = (
        (DECKS / name).read_text(encoding="utf-8", errors="replace").replace("<card>", unmodelled + "<card>", 1)
        for name in ("Ltd_Argonian.dek", "Ltd_Dragon.dek")
    )
    form = {"game": "galactic-empires", "players": 2, "seat_0": "me", "seat_1": "bot:random", "deck_0": deck_a, "deck_1": deck_b}
    # Issue 16: one submission. The unmodelled cards are told (they never block the match), with
    # every other set-up problem at once (stocking rules here).
    response = client.post("/play/new/?game=galactic-empires", {**form, "format": "primary-standard"})
    html = response.content.decode()
    assert "not modelled by the rules engine" in html and "Seat 0" in html and "Seat 1" in html
    assert 'name="accept_unmodelled"' not in html
    from play.models import Match

    if response.status_code == 400:
        assert 'id="setup-problems"' in html and not Match.objects.exists()
    # A format the decks keep: the match starts at once, and its table says which cards are not modelled.
    response = client.post("/play/new/?game=galactic-empires", {**form, "format": "primary-free-for-all"}, follow=True)
    assert Match.objects.count() == 1
    assert "not model" in response.content.decode() and "Leopan Raiding Captain" in response.content.decode()


@pytest.mark.parametrize("problem", ["no tables", "no cards"])
def test_without_card_data_it_says_how_to_load_it(monkeypatch, problem):
    from django.core.management.base import CommandError
    from django.db import OperationalError

    from corrections.management.commands import effectcoverage

    def missing(slug):
        if problem == "no tables":
            raise OperationalError("no such table: cardbase_card")
        return []

    monkeypatch.setattr(effectcoverage, "game_cards", missing)
    with pytest.raises(CommandError, match="make loadcards"):
        run()


def test_report_counts_the_texts_a_person_read_overall_and_per_set():
    from cardbase import selectors as card_selectors
    from cardbase.models import Card

    before = run("--set", "Per", "--per-set", "--limit", "0")
    al = [  # Per: a set nobody reviews (AL is all reviewed, issue 25)
        c for c in decks.card_list() if any(p["set"] == "Per" for p in c["printings"]) and c.get("text")]
    read = sum(1 for c in al if c.get("text_source") in ("reviewed", "corrected"))
    line = next(l for l in before.splitlines() if l.startswith("  Per "))
    assert line.endswith(f"texts read {read:4} of {len(al):4}"), line
    machine = next(c for c in al if c.get("text_source") == "machine-read")
    Card.objects.filter(game="galactic-empires", key=machine["key"]).update(text_source="reviewed")
    card_selectors.invalidate("galactic-empires")
    after = run("--set", "Per", "--per-set", "--limit", "0")
    assert f"  texts a person read: {read + 1} of the {len(al)} cards" in after
    line = next(l for l in after.splitlines() if l.startswith("  Per "))
    assert line.endswith(f"texts read {read + 1:4} of {len(al):4}"), line
