"""Deck services: creating, changing, versions (stale saves, undo, restore), import and export."""
import json

import pytest

from cardbase.selectors import game_card_by_key, game_cards
from decks import services
from decks.models import DeckEntry, DeckVersion
from decks.selectors import compare_versions, deck_state

from .conftest import KREBIZ_SHIP, dek_file

pytestmark = pytest.mark.django_db

GE = "galactic-empires"
REAL_DECKS = ("Basic_Deck_A", "Basic_Deck_A_Argonian", "Beta_Starter", "Ltd_Argonian", "Ltd_Dragon", "Psycanti")


def card_id(key, game=GE):
    return game_card_by_key(game)[key]["id"]


# Creating ----------------------------------------------------------------------------------


def test_legal_argonian_deck_is_legal_and_its_figures_are_stored(legal_deck):
    assert legal_deck.legal
    assert legal_deck.main_empire == "Argonian"
    assert legal_deck.card_count == 50
    assert legal_deck.version == 1
    assert deck_state(legal_deck).report.legal


def test_new_deck_takes_the_games_first_format_and_defaults(owner):
    deck = services.deck_create(owner=owner, game=GE)
    assert deck.format == "primary-standard"
    assert deck.players == 2
    assert deck.name == "Untitled deck"
    assert deck.visibility == "private"
    assert not deck.legal  # an empty deck breaks deck-size and card-types


def test_unknown_game_and_format_are_refused(owner):
    with pytest.raises(services.DeckError, match="No game called"):
        services.deck_create(owner=owner, game="chess")
    with pytest.raises(services.DeckError, match="no format"):
        services.deck_create(owner=owner, game=GE, format="standard-pack")


def test_duplicate_entries_are_merged_into_one_row(make_deck):
    deck = make_deck([("t1-apollo-body", 2, "deck"), ("t1-apollo-body", 3, "deck")])
    assert list(deck.entries.values_list("count", flat=True)) == [5]


def test_entries_may_name_cards_by_key(owner):
    deck = services.deck_create(owner=owner, game=GE, entries=[{"card": "t1-apollo-body", "count": 2}])
    assert deck.entries.get().count == 2


# Bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [0, -3, 1.5, "two", True, None, 1000])
def test_counts_that_are_not_positive_whole_numbers_are_refused(owner, count):
    with pytest.raises(services.DeckError, match="count must be a whole number"):
        services.deck_create(owner=owner, game=GE, entries=[{"card": card_id("t1-apollo-body"), "count": count}])
    assert not DeckEntry.objects.exists()


def test_unknown_card_ids_are_refused_by_name(owner):
    with pytest.raises(services.DeckError, match="no Galactic Empires card with id or key 99999999"):
        services.deck_create(owner=owner, game=GE, entries=[{"card": 99999999, "count": 1}])
    with pytest.raises(services.DeckError, match="no-such-card"):
        services.deck_create(owner=owner, game=GE, entries=[{"card": "no-such-card", "count": 1}])


def test_another_games_card_is_refused_naming_its_game(owner):
    ace = game_card_by_key("empires")["a-of-spades"]
    with pytest.raises(services.DeckError, match="Ace of Spades is a Empires card; this deck is Galactic Empires"):
        services.deck_create(owner=owner, game=GE, entries=[{"card": ace["id"], "count": 1}])


def test_set_count_refuses_bad_counts_and_changes_nothing(legal_deck):
    for bad in (-1, "x", 1000, 2.5):
        with pytest.raises(services.DeckError):
            services.deck_set_count(deck=legal_deck, expected_version=1, card="t1-apollo-body", count=bad)
    legal_deck.refresh_from_db()
    assert legal_deck.version == 1


def test_a_15000_card_paste_is_refused_fast_and_nothing_is_saved(owner):
    import time

    paste = "\n".join("1 T1 Apollo Body" for _ in range(15_000))
    started = time.perf_counter()
    with pytest.raises(services.DeckError, match="15,000 lines; the limit is 5,000"):
        services.deck_create(owner=owner, game=GE, import_data=paste)
    single_line = "15000 T1 Apollo Body"
    with pytest.raises(services.DeckError, match="15000 copies"):
        services.deck_create(owner=owner, game=GE, import_data=single_line)
    many = "\n".join(f"999 {label}" for label in ["T1 Apollo Body", "B1 Anti-Starcraft"])
    with pytest.raises(services.DeckError, match="at most 1,000 cards"):
        services.deck_create(owner=owner, game=GE, import_data=many)
    assert time.perf_counter() - started < 2.0
    assert not owner.decks.exists()


def test_import_keeps_readable_lines_and_lists_each_unknown_one_with_suggestions(owner):
    paste = "2 T1 Apollo Body\n3 S6 Argonian Heavy Cruser - Argonian Typhoon Heavy Cruiser\n1 Zzzz Nothing"
    deck = services.deck_create(owner=owner, game=GE, import_data=paste)
    assert [(e.card.title, e.count) for e in deck.entries.all()] == [("Apollo Body", 2)]
    unknown = deck.file_meta["unread_lines"]
    assert [u["line"] for u in unknown] == [2, 3]
    assert unknown[0]["suggestions"][0] == "S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser"


def test_import_with_no_readable_line_saves_nothing(owner):
    with pytest.raises(services.DeckError) as caught:
        services.deck_create(owner=owner, game=GE, import_data="1 Zzzz Nothing\n2 Qqqq")
    assert [u["line"] for u in caught.value.extra["unknown"]] == [1, 2]
    assert not owner.decks.exists()


def test_four_copies_of_one_s9_by_its_two_names_break_the_copy_limit(owner):
    # Issue 17: the German Gold Border record is a printing of the English card, so its name
    # counts against the same copy limit (GErulesv21.txt: "Different language versions of the
    # same card are considered exactly identical").
    paste = "2 S9 Argonian Battleship - Argonian Star Cluster Battleship\n2 S9 Argonian Star Cluster Battleship"
    deck = services.deck_create(owner=owner, game=GE, import_data=paste)
    entries = list(deck.entries.all())
    assert len(entries) == 1 and entries[0].count == 4
    report = deck_state(deck).report
    assert any(v.rule == "copy-limit" and "S9 Argonian Battleship" in v.message for v in report.violations)


def test_unambiguous_short_names_and_german_names_are_accepted(owner):
    deck = services.deck_create(owner=owner, game=GE, import_data="1 Argonian Battleship\n1 R/A2 Traktorstrahl")
    titles = {e.card.title for e in deck.entries.all()}
    assert titles == {"Argonian Battleship - Argonian Star Cluster Battleship", "Tractor Beam"}
    assert not deck.file_meta.get("unread_lines")


def test_a_deck_of_another_games_cards_is_refused(owner):
    paste = "\n".join(f"1 {c['title']}" for c in game_cards("empires")[:5])
    with pytest.raises(services.DeckError, match="5 line\\(s\\) match no Galactic Empires card"):
        services.deck_create(owner=owner, game=GE, import_data=paste)


def test_hostile_xml_is_refused(owner):
    bomb = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><deck>&b;</deck>'
    with pytest.raises(services.DeckError, match="Unreadable deck file"):
        services.deck_create(owner=owner, game=GE, import_data=bomb)


# Versions ----------------------------------------------------------------------------------


def test_each_save_bumps_the_version_and_keeps_the_previous_list(legal_deck):
    deck = services.deck_set_count(deck=legal_deck, expected_version=1, card=KREBIZ_SHIP, count=1)
    assert deck.version == 2
    assert not deck.legal
    snapshot = DeckVersion.objects.get(deck=deck, number=1)
    assert sum(e["count"] for e in snapshot.entries) == 50
    assert all(e["key"] != KREBIZ_SHIP for e in snapshot.entries)


def test_a_stale_save_is_refused_and_the_earlier_save_survives(legal_deck):
    from decks.models import Deck

    tab_a = Deck.objects.get(pk=legal_deck.pk)
    tab_b = Deck.objects.get(pk=legal_deck.pk)
    services.deck_set_count(deck=tab_a, expected_version=1, card=KREBIZ_SHIP, count=1)
    with pytest.raises(services.StaleDeck) as caught:
        services.deck_set_count(deck=tab_b, expected_version=1, card="t1-apollo-body", count=0)
    assert caught.value.status == 409
    assert caught.value.extra == {"expected_version": 1, "current_version": 2}
    assert "changed elsewhere" in caught.value.message
    rows = dict(DeckEntry.objects.filter(deck=legal_deck).values_list("card__key", "count"))
    assert rows[KREBIZ_SHIP] == 1 and rows["t1-apollo-body"] == 5
    with pytest.raises(services.StaleDeck):
        services.deck_update(deck=tab_b, expected_version=1, name="Other tab")
    with pytest.raises(services.StaleDeck):
        services.deck_delete(deck=tab_b, expected_version=1)
    assert Deck.objects.get(pk=legal_deck.pk).name == "Argonian test deck"


def test_undo_walks_back_and_every_step_stays_in_the_history(legal_deck):
    deck = services.deck_set_count(deck=legal_deck, expected_version=1, card=KREBIZ_SHIP, count=1)  # v2
    deck = services.deck_set_count(deck=deck, expected_version=2, card="t1-apollo-body", count=6)  # v3
    deck = services.deck_undo(deck=deck, expected_version=3)  # v4 = v2
    assert deck.version == 4
    assert deck.entries.get(card__key="t1-apollo-body").count == 5
    assert deck.entries.filter(card__key=KREBIZ_SHIP).exists()
    deck = services.deck_undo(deck=deck, expected_version=4)  # v5 = v1
    assert not deck.entries.filter(card__key=KREBIZ_SHIP).exists()
    assert deck.legal
    with pytest.raises(services.DeckError, match="Nothing to undo"):
        services.deck_undo(deck=deck, expected_version=5)
    assert set(DeckVersion.objects.filter(deck=deck).values_list("number", flat=True)) == {1, 2, 3, 4}
    deck = services.deck_restore(deck=deck, expected_version=5, number=3)  # redo is a restore away
    assert deck.entries.get(card__key="t1-apollo-body").count == 6


def test_two_versions_compare_card_by_card(legal_deck):
    deck = services.deck_set_count(deck=legal_deck, expected_version=1, card=KREBIZ_SHIP, count=2)
    deck = services.deck_set_count(deck=deck, expected_version=2, card="t1-apollo-body", count=3)
    diff = {(d.key, d.zone): (d.before, d.after) for d in compare_versions(deck, 1, 3)}
    assert diff == {(KREBIZ_SHIP, "deck"): (0, 2), ("t1-apollo-body", "deck"): (5, 3)}
    assert compare_versions(deck, 3, 3) == []


def test_settings_changes_are_versioned_and_revalidate(legal_deck):
    deck = services.deck_update(deck=legal_deck, expected_version=1, format="primary-200", players=3)
    assert deck.version == 2
    assert not deck.legal  # primary-200 wants 8 types... and 3 players want a reserve of 3
    with pytest.raises(services.DeckError, match="Players must be a whole number from 1 to 12"):
        services.deck_update(deck=deck, expected_version=2, players=40)
    with pytest.raises(services.DeckError, match="no format"):
        services.deck_update(deck=deck, expected_version=2, format="nope")


def test_old_versions_are_pruned(legal_deck, monkeypatch):
    monkeypatch.setattr(services, "KEEP_VERSIONS", 5)
    monkeypatch.setattr(services, "PRUNE_EVERY", 2)
    deck = legal_deck
    for n in range(12):
        deck = services.deck_set_count(deck=deck, expected_version=deck.version, card="t1-apollo-body", count=5 + (n % 2) + 1)
    assert DeckVersion.objects.filter(deck=deck).count() <= 7


# Clone and delete --------------------------------------------------------------------------


def test_clone_is_a_private_copy_owned_by_the_cloner(legal_deck, stranger):
    services.deck_update(deck=legal_deck, expected_version=1, visibility="public")
    copy = services.deck_clone(deck=legal_deck, owner=stranger)
    assert copy.owner == stranger and copy.visibility == "private"
    assert copy.share_token != legal_deck.share_token
    assert sorted(copy.entries.values_list("card_id", "zone", "count")) == sorted(legal_deck.entries.values_list("card_id", "zone", "count"))


# Import and export -------------------------------------------------------------------------


@pytest.mark.parametrize("name", REAL_DECKS)
def test_lackey_decks_import_and_export_byte_for_byte(owner, name):
    raw = dek_file(name)
    deck = services.deck_create(owner=owner, game=GE, import_data=raw)
    filename, media_type, content = services.deck_export(deck, "lackey")
    assert filename.endswith(".dek") and media_type == "application/xml"
    assert content.encode("utf-8") == raw


def test_lackey_export_after_edits_keeps_the_zones_and_printings(owner):
    deck = services.deck_create(owner=owner, game=GE, import_data=dek_file("Ltd_Argonian"))
    deck = services.deck_set_count(deck=deck, expected_version=1, card="t1-apollo-body", count=2)
    _, _, content = services.deck_export(deck, "lackey")
    assert [line.strip() for line in content.splitlines() if "superzone name" in line] == [
        '<superzone name="Deck">', '<superzone name="Reserve Fleet">', '<superzone name="Reference">'
    ]
    assert content.count("Apollo Body") == 2
    reread = services.read_import(GE, content)
    assert sum(line.count for line in reread.lines.values()) == sum(e.count for e in deck.entries.all())


@pytest.mark.parametrize("kind", ["text", "json"])
def test_text_and_json_exports_read_back_to_the_same_list(owner, kind):
    deck = services.deck_create(owner=owner, game=GE, import_data=dek_file("Ltd_Dragon"))
    _, _, content = services.deck_export(deck, kind)
    copy = services.deck_create(owner=owner, game=GE, import_data=content)
    assert sorted(copy.entries.values_list("card_id", "zone", "count")) == sorted(deck.entries.values_list("card_id", "zone", "count"))
    if kind == "json":
        assert json.loads(content)["game"] == GE


def test_import_replaces_the_list_and_the_old_one_is_undoable(legal_deck):
    deck = services.deck_replace_entries(deck=legal_deck, expected_version=1, import_data=dek_file("Psycanti"))
    assert deck.version == 2 and deck.file_meta["kind"] == "lackey"
    deck = services.deck_undo(deck=deck, expected_version=2)
    assert deck.legal and deck.card_count == 50


def test_empires_pack_imports_as_text_and_exports_with_bare_titles(owner):
    pack = "\n".join(f"1 {c['title']}" for c in game_cards("empires"))
    deck = services.deck_create(owner=owner, game="empires", import_data=pack)
    assert deck.format == "standard-pack" and deck.legal and deck.card_count == 52
    _, _, text = services.deck_export(deck, "text")
    assert "1 Ace of Spades\n" in text
    with pytest.raises(services.DeckError, match="decks export as text, json"):
        services.deck_export(deck, "lackey")
    again = services.deck_create(owner=owner, game="empires", import_data=text)
    assert again.legal


def test_empires_duplicate_card_is_flagged_on_the_row(owner):
    pack = "\n".join(f"1 {c['title']}" for c in game_cards("empires"))
    deck = services.deck_create(owner=owner, game="empires", import_data=pack)
    deck = services.deck_set_count(deck=deck, expected_version=1, card="a-of-spades", count=2)
    state = deck_state(deck)
    assert not state.report.legal
    flagged = {r.card["key"]: r.violations for r in state.rows if r.flagged}
    assert flagged == {"a-of-spades": ["empires-duplicate-card"]}
