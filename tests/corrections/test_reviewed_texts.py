"""Reviewed card texts (issue 25: "The text people read is the text the script implements"): the
text-reviews/<set>.json files, their checks, the converter putting them on the cards with the
machine-read text kept, and the card page and API showing where a text comes from."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.test import Client

from cardbase import selectors as card_selectors
from cardbase.models import Card
from rules.galactic_empires.cards import (
    REVIEWED,
    apply_correction,
    apply_review,
    convert_master_list,
    read_reviews,
    reviews_from_documents,
)

DATA = Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires"
SOURCE = DATA / "source"
GAME = "galactic-empires"
CAPTAIN = "c4-pirate-captain"
EXPRESS = "s4-bolaar-cargo-express"
UNREVIEWED = "c1-cook"  # a Per card: nobody reviews that set, so its text stays machine-read


def convert(tmp_path: Path, reviews: list[dict] | None = None, **extra: str) -> dict[str, dict]:
    folder = tmp_path / "text-reviews"
    folder.mkdir(exist_ok=True)
    if reviews is not None:
        (folder / "PE.json").write_text(json.dumps({"reviews": reviews}), encoding="utf-8")
    document = convert_master_list(
        SOURCE / "cards.csv.gz", texts=SOURCE / "texts.csv.gz", lackey=SOURCE / "lackey-carddata.txt.gz",
        reviews=folder, **extra,
    )
    return {card["key"]: card for card in document["cards"]}


@pytest.mark.parametrize("entry, message", [
    ({"text": "x"}, "needs a key"),
    ({"key": CAPTAIN}, "needs a text"),
    ({"key": CAPTAIN, "text": "  "}, "needs a text"),
    ({"key": CAPTAIN, "text": "x", "source": "me"}, "unknown field source"),
    ({"key": CAPTAIN, "text": "Old salt. Rules.", "flavour": "Rules."}, "flavour must be where its text begins"),
])
def test_a_bad_review_is_refused_naming_its_file_and_entry(entry: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message) as caught:
        reviews_from_documents([("PE.json", {"reviews": [{"key": "a1-x", "text": "ok"}, entry]})])
    assert str(caught.value).startswith("PE.json, review 2")


def test_a_card_reviewed_in_two_files_is_refused() -> None:
    with pytest.raises(ValueError, match=r"UE.json, review 1 \(c4-pirate-captain\): already reviewed in PE.json"):
        reviews_from_documents([("PE.json", {"reviews": [{"key": CAPTAIN, "text": "a"}]}),
                                ("UE.json", {"reviews": [{"key": CAPTAIN, "text": "b"}]})])


def test_a_file_without_a_review_list_is_refused(tmp_path: Path) -> None:
    (tmp_path / "PE.json").write_text('{"corrections": []}', encoding="utf-8")
    with pytest.raises(ValueError, match='PE.json: needs a list "reviews"'):
        read_reviews(tmp_path)
    (tmp_path / "PE.json").write_text("{", encoding="utf-8")
    with pytest.raises(ValueError, match="PE.json: Expecting"):
        read_reviews(tmp_path)


def test_apply_review_keeps_the_replaced_text_and_splits_the_flavour() -> None:
    card = {"key": "s1-x", "text": "Old ship. Aship fires.", "text_source": "machine-read", "text_confidence": 71.5,
            "flavour_text": "Old ship.", "rules_text": "Aship fires."}
    apply_review(card, {"key": "s1-x", "text": "Old ship. A ship fires.", "flavour": "Old ship.", "note": "one word unreadable"})
    assert card["text"] == "Old ship. A ship fires." and card["text_source"] == REVIEWED
    assert card["flavour_text"] == "Old ship." and card["rules_text"] == "A ship fires."
    assert card["text_note"] == "one word unreadable" and "text_confidence" not in card
    assert card["text_history"] == [{"text": "Old ship. Aship fires.", "text_source": "machine-read", "text_confidence": 71.5}]


def test_the_converter_puts_a_review_on_its_card_and_keeps_what_the_cleaning_drew(tmp_path: Path) -> None:
    plain = convert(tmp_path)
    text = "The Bolaar used these ships to deliver supplies. - Allows supply points to be substituted for the economy points required by any Bolaar ships in play in the fleet.\n✜✜✜✜: Phasers"
    reviewed = convert(tmp_path, [{"key": EXPRESS, "text": text, "flavour": "The Bolaar used these ships to deliver supplies."}])
    card, before = reviewed[EXPRESS], plain[EXPRESS]
    assert card["text"] == text and card["text_source"] == REVIEWED
    assert card["rules_text"].startswith("- Allows supply points")
    assert card["text_history"][-1] == {"text": before["text"], "text_source": "machine-read", "text_confidence": before["text_confidence"]}
    # What the converter read from the machine-read text stays: stats, weapon names, the legend as read.
    assert card["attributes"] == before["attributes"]
    assert card["text_machine_read"] == before["text_machine_read"]
    assert reviewed[CAPTAIN] == plain[CAPTAIN]


def test_a_review_of_an_unknown_card_fails_the_conversion(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="text reviews of unknown card keys: c4-no-such-captain"):
        convert(tmp_path, [{"key": "c4-no-such-captain", "text": "x"}])


def test_a_correction_made_on_the_site_wins_over_a_review(tmp_path: Path) -> None:
    corrections = tmp_path / "text-corrections.json"
    corrections.write_text(json.dumps({"corrections": [{"key": CAPTAIN, "text": "Site text.", "text_source": "corrected"}]}), encoding="utf-8")
    cards = convert(tmp_path, [{"key": CAPTAIN, "text": "Reviewed text."}], corrections=str(corrections))
    assert cards[CAPTAIN]["text"] == "Site text." and cards[CAPTAIN]["text_source"] == "corrected"


@pytest.mark.django_db
def test_importcards_with_a_bad_review_names_it_and_writes_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "text-reviews"
    folder.mkdir()
    (folder / "UE.json").write_text(json.dumps({"reviews": [{"key": CAPTAIN, "text": ""}]}), encoding="utf-8")
    target = tmp_path / "cards.json"
    with pytest.raises(CommandError, match=r"UE.json, review 1 \(c4-pirate-captain\): needs a text; nothing was written"):
        call_command("importcards", "ge-csv", str(SOURCE / "cards.csv.gz"), "--reviews", str(folder), "-o", str(target))
    assert not target.exists()


def test_every_review_file_of_the_project_checks() -> None:
    reviews = read_reviews(DATA / "text-reviews")
    cards = {card["key"]: card for card in json.loads((DATA / "cards.json").read_text(encoding="utf-8"))["cards"]}
    for key, review in reviews.items():
        assert cards[key]["text_source"] in (REVIEWED, "corrected"), key
        if cards[key]["text_source"] == REVIEWED:
            assert cards[key]["text"] == review["text"], f"{key}: cards.json is older than its review: run make cardtexts"


@pytest.mark.django_db
def test_the_card_page_and_api_show_a_reviewed_text_with_its_note_and_history(client: Client) -> None:
    card = Card.objects.get(game=GAME, key=UNREVIEWED)
    machine = card.text
    data = apply_review({"text": card.text, "text_source": card.text_source, "text_confidence": card.text_confidence},
                        {"key": UNREVIEWED, "text": "- Supply required to engage location is reduced by 1/2.", "note": "the last line is cut on every scan"})
    card.text, card.text_source, card.text_confidence = data["text"], data["text_source"], None
    card.extra = {**(card.extra or {}), "text_note": data["text_note"], "text_history": data["text_history"]}
    card.save()
    card_selectors.invalidate(GAME)
    html = client.get(f"/cards/{GAME}/{UNREVIEWED}/").content.decode()
    assert "Reviewed: read by a project contributor" in html
    assert "Reviewer's note: the last line is cut on every scan" in html
    assert "Earlier texts (1)" in html and "machine-read" in html
    api = client.get(f"/api/cards/{card.id}/").json()
    assert api["text_source"] == "reviewed" and api["text_note"] == "the last line is cut on every scan"
    assert api["text_history"][0]["text"] == machine and api["text_history"][0]["text_source"] == "machine-read"


def test_apply_correction_after_a_review_keeps_the_whole_history() -> None:
    card = {"text": "Aship.", "text_source": "machine-read", "text_confidence": 60.0}
    apply_review(card, {"key": "k", "text": "A ship."})
    history = list(card["text_history"]) + [{"text": card["text"], "text_source": card["text_source"], "text_confidence": None}]
    apply_correction(card, {"text": "A ship!", "history": history})
    assert [h["text_source"] for h in card["text_history"]] == ["machine-read", "reviewed"]
