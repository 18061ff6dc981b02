"""The errata set follows a saved deck (issue 29): validation, the match and the PDF use the deck's
set, and the players may choose another for the match."""
from __future__ import annotations

import pytest

from decks import services as deck_services
from play import engine, services
from rules.galactic_empires import errata

from .test_saved_decks import LEGAL_ARGONIAN, _deck

pytestmark = pytest.mark.django_db
TUG = "S6|armed tug"
WITH_TUG = [*LEGAL_ARGONIAN, ("s6-armed-tug", 1, "deck")]


def _tug_phasers(match) -> list[int]:
    state = engine.match_state(match)
    return [state.ci[c].ph for c in range(len(state.ci)) if state.ci[c].card.get("identity") == TUG]


def _start(user, deck, **options):
    return services.match_create(creator=user, game_slug="galactic-empires", seed=4, format_slug="primary-free-for-all",
                                 seats=[{"user": "me"}, {"bot": "random"}], decks=[{"deck": deck.pk}, None], **options)


def test_a_deck_as_printed_plays_the_armed_tug_with_no_phasers(alice) -> None:
    deck = _deck(alice, WITH_TUG, errata="printed", format="primary-free-for-all")
    match = _start(alice, deck)
    assert match.options["errata"] == "printed"
    assert _tug_phasers(match) == [0]


def test_a_deck_with_the_default_plays_official_errata(alice) -> None:
    match = _start(alice, _deck(alice, WITH_TUG, format="primary-free-for-all"))
    assert match.options["errata"] == "official" and _tug_phasers(match) == [4]


def test_the_players_may_choose_another_set_for_the_match(alice) -> None:
    deck = _deck(alice, WITH_TUG, errata="printed", format="primary-free-for-all")
    match = _start(alice, deck, options={"errata": "unofficial"})
    assert match.options["errata"] == "unofficial" and _tug_phasers(match) == [4]


def test_validation_checks_the_cards_as_the_decks_set_has_them(alice, monkeypatch) -> None:
    seen: list[int] = []
    import dataclasses

    game = deck_services.game_of("galactic-empires")
    fmt = game.formats["primary-free-for-all"]

    def spy(deck_cards, options):
        seen.extend(int(line.card["attributes"].get("phasers") or 0) for line in deck_cards if line.card.get("identity") == TUG)
        return fmt.check(deck_cards, options)

    monkeypatch.setitem(game.formats, "primary-free-for-all", dataclasses.replace(fmt, check=spy))
    deck = _deck(alice, WITH_TUG, errata="printed", format="primary-free-for-all")
    assert seen[-1] == 0
    deck_services.deck_update(deck=deck, expected_version=None, errata="official")
    assert seen[-1] == 4
    with pytest.raises(deck_services.DeckError):
        deck_services.deck_update(deck=deck, expected_version=None, errata="homebrew")


def test_the_pdf_proxies_the_decks_set(alice) -> None:
    from printing.services import saved_deck_job

    for chosen, phasers in (("printed", 0), ("", 4)):
        deck = _deck(alice, WITH_TUG, errata=chosen, format="primary-free-for-all", name=f"Tug {chosen or 'default'}")
        job = saved_deck_job(deck.pk, user=alice)
        tugs = [pc.card for pc in job.cards() if pc.card.get("identity") == TUG]
        assert tugs and int(tugs[0]["attributes"].get("phasers") or 0) == phasers
        label = errata.ERRATA_SETS[chosen or errata.DEFAULT_SET]
        assert any(label in note for note in job.cover.notes)

def test_a_match_saved_before_the_errata_option_still_plays_the_cards_as_printed(alice) -> None:
    """A match is replayed from its options, seed and decks: one saved before the option existed
    (no "errata" among its options) keeps the cards it was played with."""
    match = _start(alice, _deck(alice, WITH_TUG, format="primary-free-for-all"))
    del match.options["errata"]
    match.save(update_fields=["options"])
    engine.forget(match.pk)
    assert engine.game_options(match)["errata"] == "printed"
    assert _tug_phasers(match) == [0]
