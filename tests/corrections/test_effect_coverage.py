"""Effect coverage: the manage.py report, the deck page and the match set-up warning."""
from __future__ import annotations

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


def test_report_counts_modelled_stats_only_and_declared_only_for_a_set():
    text = run("--set", "PE", "--limit", "5")
    pe = {c["identity"]: c for c in decks.card_list() if any(p["set"] == "PE" for p in c["printings"])}
    modelled = sum(1 for c in pe.values() if effects.coverage_class(c) == "modelled")
    assert f"set PE: {len(pe)} distinct cards" in text
    assert f"modelled {modelled:8}" in text.replace("  ", " ").replace("  ", " ") or str(modelled) in text
    assert "declared-only" in text and "by the number of sample decks using them" in text


def test_report_for_a_deck_lists_its_unmodelled_cards_most_used_first():
    text = run("--deck", str(DECKS / "Ltd_Argonian.dek"), "--limit", "0")
    lines = [l for l in text.splitlines() if " decks  " in l]
    counts = [int(l.split()[0]) for l in lines]
    assert counts == sorted(counts, reverse=True)
    report = effects.deck_coverage(decks.load_deck("Ltd_Argonian.dek"))
    expected = {c["identity"] for c in report["stats_only"] + report["declared_only"]}
    assert {l.split()[-1] if "|" not in l else l.split("  ")[-1].strip() for l in lines} == expected


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
