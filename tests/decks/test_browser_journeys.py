"""The deck builder in a real browser (headless Chromium): the journeys of issue 5.

Every wait is on an explicit selector: a change is done when the fragment carries the next
deck version (`#deck-version[value=N]`).
"""
from __future__ import annotations

import re
from typing import Any

import pytest

from cardbase.selectors import game_card_by_key

from .conftest import DECKS_DIR, KREBIZ_SHIP, LEGAL_ARGONIAN

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "a-long-pass-phrase-42"


def sign_up(page: Any, username: str, next_url: str) -> None:
    page.goto(f"/accounts/signup/?next={next_url}")
    page.fill("#id_username", username)
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.get_by_role("button", name="Create account").click()
    page.wait_for_url(f"**{next_url}")


def log_out(page: Any) -> None:
    page.get_by_role("button", name="Log out").click()
    page.wait_for_selector("text=Log in")


def version(page: Any) -> int:
    return int(page.get_attribute("#deck-version", "value"))


def wait_version(page: Any, number: int) -> None:
    page.wait_for_selector(f'#deck-version[value="{number}"]', state="attached")


def create_deck(page: Any, game: str, name: str, fmt: str = "", upload: str | None = None, paste: str = "") -> None:
    page.goto(f"/decks/new/?game={game}")
    page.fill("#id_name", name)
    if fmt:
        page.select_option("#id_format", fmt)
    if upload:
        page.set_input_files("#id_file", upload)
    if paste:
        page.fill("#id_import", paste)
    page.get_by_role("button", name="Create deck").click()
    page.wait_for_selector("#deck-state")


def search_and_add(page: Any, title: str, label: str, zone: str = "deck") -> None:
    before = version(page)
    page.fill("#card-query", f'n:"{title}"')
    result = page.locator("li.result", has_text=label).first
    result.wait_for()
    result.get_by_role("button", name=f"Add one {label} to the {zone}").click()
    wait_version(page, before + 1)


def set_count(page: Any, card_id: int, zone: str, count: int) -> None:
    before = version(page)
    box = page.locator(f"#count-{card_id}-{zone}")
    box.fill(str(count))
    box.press("Tab")
    wait_version(page, before + 1)


def share_unlisted(page: Any) -> str:
    before = version(page)
    page.select_option("#deck-visibility", "unlisted")
    wait_version(page, before + 1)
    return page.get_attribute("#share-link", "href")


def test_build_a_legal_argonian_deck_from_empty_watch_a_violation_and_share_it(page, loaded_cards) -> None:
    sign_up(page, "argonian_admiral", "/decks/new/")
    create_deck(page, "galactic-empires", "Argonian Patrol", fmt="primary-standard")
    assert page.inner_text("#deck-size") == "0 cards"
    by_key = game_card_by_key("galactic-empires")
    for key, count, zone in LEGAL_ARGONIAN:
        card = by_key[key]
        label = f"{card['attributes']['code']} {card['title']}"
        search_and_add(page, card["title"], label, zone)
        if count > 1:
            set_count(page, card["id"], zone, count)
    assert page.inner_text("#deck-size") == "48 cards"  # and the reserve fleet apart (issue 27)
    assert page.inner_text("#reserve-size") == "+ reserve fleet 2"
    assert page.inner_text("#legal-status .verdict") == "Legal"
    assert "main empire Argonian" in page.inner_text(".report .meta")

    # A ship of a second major empire: the violation appears with the card highlighted...
    search_and_add(page, "Krebiz Escort Capsule", "S1 Krebiz Escort Capsule")
    assert page.inner_text("#legal-status .verdict") == "Not legal"
    page.wait_for_selector('.violation[data-rule="major-empire"]')
    flagged = page.locator("li.entry.flagged")
    assert flagged.count() == 1 and flagged.get_attribute("data-label") == "S1 Krebiz Escort Capsule"
    # ...and clears when the card goes, from the keyboard.
    krebiz = by_key[KREBIZ_SHIP]["id"]
    before = version(page)
    page.focus(f"#dec-{krebiz}-deck")
    page.keyboard.press("Enter")
    wait_version(page, before + 1)
    assert page.inner_text("#legal-status .verdict") == "Legal"
    assert page.locator("li.entry.flagged").count() == 0

    # Players switch: 3 players need a reserve fleet of 3.
    before = version(page)
    page.select_option("#deck-players", "3")
    wait_version(page, before + 1)
    page.wait_for_selector('.violation[data-rule="reserve-fleet"]')
    page.select_option("#deck-players", "2")
    wait_version(page, before + 2)
    assert page.inner_text("#legal-status .verdict") == "Legal"

    # The analysis panel draws and redraws a sample hand.
    page.click("#draw-hand")
    page.wait_for_selector("#hand-cards li")
    assert page.locator("#hand-cards li").count() == 9

    link = share_unlisted(page)
    log_out(page)
    page.goto(link)
    assert page.inner_text("#deck-title") == "Argonian Patrol"
    assert page.inner_text("#legal-status .verdict") == "Legal"
    assert page.locator("#card-query").count() == 0


def test_import_a_lackey_deck_export_it_byte_for_byte_and_share_it(page, loaded_cards) -> None:
    sign_up(page, "lackey_fan", "/decks/new/")
    path = DECKS_DIR / "Ltd_Argonian.dek"
    create_deck(page, "galactic-empires", "Ltd Argonian", upload=str(path))
    assert page.inner_text("#deck-size") == "121 cards"  # the reserve fleet is counted apart (issue 27)
    assert page.inner_text("#reserve-size") == "+ reserve fleet 4"
    assert page.inner_text("#legal-status .verdict") == "Not legal"
    assert page.locator('li.entry.flagged[data-label="T6 Asteroid Field"]').count() == 1
    href = page.get_attribute("a[href$='/export/lackey/']", "href")
    exported = page.request.get(href)
    assert exported.ok and exported.body() == path.read_bytes()
    link = share_unlisted(page)
    log_out(page)
    page.goto(link)
    assert page.inner_text("#deck-title") == "Ltd Argonian"
    shared = page.request.get(page.get_attribute("a[href$='/export/lackey/']", "href"))
    assert shared.body() == path.read_bytes()


def test_empires_deck_build_violation_import_export_and_share(page, loaded_cards) -> None:
    sign_up(page, "empress", "/decks/new/")
    pack = [card for card in game_card_by_key("empires").values()]
    ace = game_card_by_key("empires")["a-of-spades"]
    paste = "\n".join(f"1 {c['title']}" for c in pack if c["key"] != "a-of-spades")
    create_deck(page, "empires", "My pack", paste=paste)
    assert page.inner_text("#deck-size") == "51 cards"
    assert page.inner_text("#legal-status .verdict") == "Not legal"
    page.wait_for_selector('.violation[data-rule="empires-missing-card"]')

    search_and_add(page, "Ace of Spades", "Soldier14 Ace of Spades")
    assert page.inner_text("#legal-status .verdict") == "Legal"
    before = version(page)
    page.click(f"#inc-{ace['id']}-deck")  # a second ace: a pack holds one of each
    wait_version(page, before + 1)
    page.wait_for_selector('.violation[data-rule="empires-duplicate-card"]')
    assert page.locator("li.entry.flagged").get_attribute("data-label") == "Soldier14 Ace of Spades"
    page.click(f"#dec-{ace['id']}-deck")
    wait_version(page, before + 2)
    assert page.inner_text("#legal-status .verdict") == "Legal"

    text = page.request.get(page.get_attribute("a[href$='/export/text/']", "href")).text()
    assert len(re.findall(r"^1 ", text, re.M)) == 52 and "1 Ace of Spades" in text
    link = share_unlisted(page)
    log_out(page)
    page.goto(link)
    assert page.inner_text("#deck-title") == "My pack"
    assert page.inner_text("#legal-status .verdict") == "Legal"


def test_new_deck_form_follows_the_game_and_a_paste_keeps_its_readable_lines(page, loaded_cards) -> None:
    # Issue 17: the form offers the chosen game's formats and player counts only (htmx swaps
    # them when the game changes); a paste keeps every line it can read and lists the others.
    sign_up(page, "paster", "/decks/new/")
    page.select_option("#id_game", "empires")
    page.wait_for_selector("#id_format option:text('One standard pack')", state="attached")
    assert page.locator("#id_format option").all_inner_texts() == ["One standard pack"]
    assert page.locator("#id_players option").all_inner_texts() == ["2", "3", "4", "5", "6"]
    page.select_option("#id_game", "galactic-empires")
    page.wait_for_selector("#id_format option:text('Primary Edition: Standard')", state="attached")
    page.fill("#id_name", "Pasted")
    page.fill("#id_import", "2 Argonian Battleship\n2 S9 Argonian Star Cluster Battleship\n1 S6 Argonian Heavy Cruser\n3 T1 Apollo Body")
    page.get_by_role("button", name="Create deck").click()
    page.wait_for_selector("#deck-state")
    assert "Lines the import could not read (1)" in page.inner_text("#unread-h")
    assert "S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser" in page.inner_text(".unread-lines")
    assert page.inner_text("#deck-size") == "7 cards"
    assert "copy-limit" in page.inner_text("#deck-state")  # four of one S9 under two names
