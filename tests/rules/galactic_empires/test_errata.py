"""Errata as data (issue 29): published/errata.toml, the sets a deck or match chooses, the engine."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.galactic_empires import decks, errata
from tests.rules.galactic_empires.helpers import GAME, card, find, new_game, stacked

TUG = "S6|armed tug"


def test_every_record_names_a_card_of_the_card_list():
    identities = {c["identity"] for c in decks.card_list()}
    unknown = sorted({r.card for r in errata.records()} - identities)
    assert not unknown


def test_every_printing_flagged_errata_has_a_record_or_a_none_published_note():
    # The card list flags printings "Errata", "Q&A" or "Note" (cards.json printing "errata").
    missing = [
        (c["identity"], p["set"]) for c in decks.card_list() for p in c["printings"]
        if p.get("errata") and not errata.for_card(c["identity"])
    ]
    assert not missing
    flagged = {c["identity"] for c in decks.card_list() if any(p.get("errata") for p in c["printings"])}
    none = {r.card for r in errata.records() if r.kind == "none_published"}
    assert none <= flagged  # a "none published" note answers a flag, it is never invented


@pytest.mark.parametrize(("errata_set", "phasers"), [("printed", 0), ("official", 4), ("unofficial", 4)])
def test_armed_tug_phasers_under_each_set(errata_set, phasers):
    # GEerrata.txt: "Give these ships the following Phaser Points: - S6 Armed Tug - ✜✜✜✜: Phasers";
    # GEUnofficialErrata.txt says ✜✜; where both give a number the errata page's stands.
    tug = errata.apply(card(TUG), errata_set)
    assert int(tug["attributes"].get("phasers") or 0) == phasers


def test_default_set_is_official_and_apply_is_idempotent():
    once = errata.apply(card(TUG), None)
    assert once["attributes"]["phasers"] == 4 and once["errata_set"] == "official"
    assert errata.apply(once, None) is once


def test_tufor_mine_layer_shields_and_nuclear_mine_not_reactionary():
    # "[Unofficial] S4 Tufor Mine Layer (NE): ... It should have 3 Shields."
    assert errata.apply(card("S4|tufor mine layer"), "official")["attributes"]["shields"] == 3
    assert int(card("S4|tufor mine layer")["attributes"].get("shields") or 0) == 0
    # "It is considered an exactly identical card to the E2 Nuclear Mine and is not reactionary."
    assert errata.apply(card("E2|transporter nuclear mine"), "official")["attributes"]["reaction"] is False
    assert errata.apply(card("E2|transporter nuclear mine"), "printed")["attributes"]["reaction"] is True


def test_card_errata_shows_printed_beside_corrected_and_flags_disagreement():
    shown = errata.card_errata(card(TUG))
    assert shown["printed"] == {"phasers": 0}
    assert shown["corrected"] == {"official": {"phasers": 4}, "unofficial": {"phasers": 4}}
    [disagreement] = shown["disagreements"]
    assert {(s["source"], s["value"]) for s in disagreement["by_source"]} == {("errata", 4), ("unofficial", 2)}
    assert {r["source_file"] for r in shown["records"]} == {"GEerrata.txt", "GEUnofficialErrata.txt"}
    assert errata.card_errata(card("c5-leopan-raiding-captain")) is None


def test_sets_agree_where_sources_agree():
    shown = errata.card_errata(card("S4|tufor mine layer"))
    assert shown["disagreements"] == []


def test_unknown_set_and_bad_records_are_refused(tmp_path: Path):
    with pytest.raises(ValueError):
        errata.check_set("homebrew")
    bad = tmp_path / "errata.toml"
    bad.write_text('[[erratum]]\ncard = "S6|armed tug"\nkind = "stat"\nsource = "errata"\n'
                   'changes = { warp = 9 }\nprinted = { warp = 0 }\n', encoding="utf-8")
    with pytest.raises(errata.ErrataError, match="no stat 'warp'"):
        errata.load(bad)
    bad.write_text('[[erratum]]\ncard = "S6|armed tug"\nkind = "typo"\nsource = "errata"\n', encoding="utf-8")
    with pytest.raises(errata.ErrataError, match="kind"):
        errata.load(bad)


def test_the_published_sources_travel_with_the_project():
    for name in errata.SOURCE_FILES.values():
        assert (errata.PUBLISHED / "sources" / name).exists()


@pytest.mark.parametrize(("errata_set", "phasers"), [("printed", 0), ("official", 4), (None, 4)])
def test_a_match_plays_the_armed_tug_with_its_errata_set(errata_set, phasers):
    options = {} if errata_set is None else {"errata": errata_set}
    state = new_game([stacked([TUG]), stacked([])], **options)
    tug = find(state, range(len(state.ci)), TUG)
    assert state.ci[tug].ph == phasers


def test_the_errata_option_is_a_match_option_with_the_default_official():
    [option] = [o for o in GAME.options if o.name == "errata"]
    assert option.default == "official" and set(option.choices) == {"printed", "official", "unofficial"}


def test_a_deck_list_reused_for_many_matches_is_prepared_again_when_its_lines_change():
    # match._match_deck keeps the lines it prepared for a deck list (playouts start many matches
    # from one list): the same list under another errata set, or with a line changed in place,
    # is prepared again (issue 24, speed).
    deck = stacked([TUG])
    other = stacked([])
    tug_ph = lambda state: state.ci[find(state, range(len(state.ci)), TUG)].ph  # noqa: E731
    assert tug_ph(new_game([deck, other])) == 4
    assert tug_ph(new_game([deck, other], errata="printed")) == 0
    assert tug_ph(new_game([deck, other])) == 4
    deck[0].count = 2
    state = new_game([deck, other])
    assert sum(1 for i in state.ci if i.card.get("identity") == TUG) == 2
    deck[0].zone = "reference"  # a side zone: not played
    state = new_game([deck, other])
    assert not any(i.card.get("identity") == TUG for i in state.ci)
