"""Cards the rules engine does not play in full are marked wherever a match shows them (issue 27):
the hand, the cards in play, the card popover (data-note) and the set-up page, saying what the
card does in this match; and each Sector HQ says what protects it."""
from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

import rules
from play import engine, selectors, services

from .test_saved_decks import _deck

pytestmark = pytest.mark.django_db

GE = rules.get("galactic-empires")
DECKS = Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires" / "decks"
UNMODELLED = ["O5 Volatile Terrain (UE)", "M4 Spacetacean (PE)"]


def stacked_deck(first: list[str] = UNMODELLED) -> str:
    """Basic_Deck_A_Argonian.dek with `first` on top of its deck zone (drawn first with Stack Your Deck)."""
    text = (DECKS / "Basic_Deck_A_Argonian.dek").read_text()
    cards = "".join(f"<card><name>{name}</name><set>{name[-3:-1]}</set></card>" for name in ["B1 Anti-Starcraft (PE)", *first])
    return text.replace('<superzone name="Deck">', '<superzone name="Deck">' + cards, 1)


def _start(user, **options):
    text = stacked_deck()
    return services.match_create(creator=user, game_slug="galactic-empires", seed=3, format_slug="primary-free-for-all",
                                 options={"stack_your_deck": True, **options},
                                 seats=[{"user": "me"}, {"bot": "random"}], decks=[{"text": text}, None])


def _hand(html: str) -> list[str]:
    return re.findall(r'<span class="chip ge-hand-card[^>]*>.*?</span>', html, re.S)


def test_the_note_follows_the_coverage_and_the_options() -> None:
    cards = selectors.card_data("galactic-empires")
    volatile = cards["o5-volatile-terrain"]
    assert GE.card_note(volatile, {})["kind"] == "unplayable"
    assert "cannot be played by rule" in GE.card_note(volatile, {})["text"]
    assert GE.card_note(volatile, {"declared_effects": True})["kind"] == "declared"
    cruiser = next(c for c in cards.values() if c["type"] == "S" and GE.card_note(c, {}) is None)
    assert cruiser is not None
    partial = next(c for c in cards.values() if c["type"] == "T" and (GE.card_note(c, {}) or {}).get("kind") == "partial")
    assert "Partly modelled" in GE.card_note(partial, {})["text"]
    assert GE.card_note(cards["hq25-sector-hq"], {}) is None  # a rule, never in a match
    assert rules.get("empires").card_note({"key": "x"}, {}) is None  # games that play every card


def test_unplayable_cards_in_hand_are_marked_after_a_reload(alice, alice_client) -> None:
    match = _start(alice)
    for _ in range(2):  # the page as first served, then reloaded: the marks are part of the table
        engine.forget()
        html = alice_client.get(f"/play/m/{match.pk}/").content.decode()
        hand = _hand(html)
        noted = [chip for chip in hand if "ge-marker-unplayable" in chip]
        assert len(noted) == 2, hand
        assert all(">not playable</em>" in chip and 'data-note="Not modelled by the engine: in this match it cannot be played by rule' in unescape(chip)
                   for chip in noted)
        assert any("Volatile Terrain" in chip for chip in noted) and any("Spacetacean" in chip for chip in noted)
        assert not any("ge-marker" in chip for chip in hand if "Anti-Starcraft" in chip)


def test_with_declared_effects_the_hand_says_so(alice, alice_client) -> None:
    match = _start(alice, declared_effects=True)
    html = alice_client.get(f"/play/m/{match.pk}/").content.decode()
    noted = [chip for chip in _hand(html) if "ge-marker-declared" in chip]
    assert len(noted) == 2 and all(">declared effect</em>" in chip for chip in noted)


def test_the_set_up_page_tells_what_a_decks_cards_do_in_a_match(alice, alice_client) -> None:
    deck = _deck(alice, [("s1-argonian-patrol-ship", 10, "deck"), ("o5-volatile-terrain", 2, "deck"),
                         ("hq25-sector-hq", 1, "reference")])
    html = alice_client.get(f"/play/new/?game=galactic-empires&deck={deck.pk}").content.decode()
    notes = re.search(r'<div class="warning" role="status" id="deck-notes">(.*?)</div>', html, re.S).group(1)
    assert "Not playable by rule" in notes and "Volatile Terrain" in notes and "Sector HQ" not in notes


def _view_and_html(user, client):  # noqa: ANN001
    from .test_table_ge import _played_match

    match = _played_match(user)
    view = selectors.match_payload(match, 0)["view"]
    html = client.get(f"/play/m/{match.pk}/").content.decode()
    return match, view, html


def test_each_sector_hq_says_what_protects_it(alice, alice_client, loaded_cards) -> None:
    match, view, html = _view_and_html(alice, alice_client)
    guards = re.findall(r'<p class="ge-hq-guard" data-protectors="(\d+)">(.*?)</p>', html, re.S)
    assert len(guards) == 2
    by_seat = {p["seat"]: p for p in view["players"]}
    mine, theirs = guards  # you first
    for (count, text), seat in ((mine, 0), (theirs, 1)):
        protectors = by_seat[seat]["hq_protectors"]
        text = re.sub(r"<[^>]+>", "", text)
        assert int(count) == len(protectors)
        if protectors:
            n = len(protectors)
            assert f"protected by {n} ship{'s' if n > 1 else ''}" in text
            assert ("cannot be fired at" in text) if seat == 0 else (f"destroy {'them' if n > 1 else 'it'} to fire at it" in text)
        else:
            assert "unprotected" in text
    assert any(p["hq_protectors"] for p in view["players"])  # the played match has ships in play


def test_weapons_fire_says_why_each_sector_hq_is_or_is_not_a_target(alice, alice_client, loaded_cards) -> None:
    from .test_table_ge import _played_match

    match = _played_match(alice)
    for _ in range(300):
        match.refresh_from_db()
        payload = selectors.match_payload(match, 0)
        view = payload["view"]
        if view["phase"] == "fire" and view["active"] == 0 and not view["pending"]:
            break
        assert match.status == "active" and payload["legal_actions"]
        actions = [a for a in payload["legal_actions"] if a["type"] in ("next", "done", "pass")] or \
            [a for a in payload["legal_actions"] if a["type"] != "concede"]
        services.match_apply_action(match_id=match.pk, version=match.version, action=actions[0], user=alice)
    else:
        raise AssertionError("never reached our Weapons Fire")
    html = alice_client.get(f"/play/m/{match.pk}/").content.decode()
    targets = re.sub(r"<[^>]+>", "", re.search(r'<span class="ge-hq-targets" id="hq-targets">(.*?)</span>\s*</p>', html, re.S).group(1))
    protectors = view["players"][1]["hq_protectors"]
    hq_targets = [a for a in payload["legal_actions"] if a["type"] == "target" and "hq" in a]
    if protectors:
        assert f"Sector HQ: not a target, protected by {len(protectors)} ship" in targets and not hq_targets
    else:
        assert "Sector HQ: a target, no ships protect it" in targets
