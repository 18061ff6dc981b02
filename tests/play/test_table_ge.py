"""The Galactic Empires table partial (play/games/galactic-empires/view.html): players with their
HQ damage and piles, the fleet as nested stacks, the turn; nothing hidden shown."""
from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from play import engine, selectors, services
from play.models import Match

from .servers import PASSWORD

DECKS = Path("cardbase/data/galactic-empires/decks")
VOID = {"input", "br", "img", "meta", "link", "hr", "wbr"}


class Cards(HTMLParser):
    """Every element with data-card: its id, classes and the data-card element it sits in."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[tuple[str, str | None]] = []
        self.cards: list[dict[str, object]] = []

    def handle_starttag(self, tag, attrs) -> None:  # noqa: ANN001
        attrs = dict(attrs)
        card = attrs.get("data-card")
        if card is not None:
            parent = next((c for _, c in reversed(self.open) if c is not None), None)
            self.cards.append({"id": int(card), "parent": None if parent is None else int(parent),
                               "class": attrs.get("class") or ""})
        if tag not in VOID:
            self.open.append((tag, card))

    def handle_endtag(self, tag) -> None:  # noqa: ANN001
        while self.open:
            if self.open.pop()[0] == tag:
                break


def _played_match(user) -> Match:  # noqa: ANN001
    """Seat 0 (a person, moved here) against the greedy bot until cards sit on other cards."""
    match = services.match_create(
        creator=user, game_slug="galactic-empires", seats=[{"user": "me"}, {"bot": "greedy"}],
        decks=[{"text": (DECKS / "Basic_Deck_A_Argonian.dek").read_text()}, {"text": (DECKS / "Beta_Starter.dek").read_text()}],
        format_slug="basic", seed=7,
    )
    for _ in range(200):
        match.refresh_from_db()
        payload = selectors.match_payload(match, 0)
        if match.status != "active":
            break
        mine = [c for c in payload["view"]["in_play"] if c["controller"] == 0 and c["on"] is not None]
        theirs = [c for c in payload["view"]["in_play"] if c["controller"] == 1 and c["on"] is not None]
        if mine and theirs and payload["legal_actions"]:
            break
        actions = [a for a in payload["legal_actions"] if a["type"] != "concede"]
        action = next((a for a in actions if a["type"] == "play" and "on" in a), None) or next(
            (a for a in actions if a["type"] == "play"), actions[0])
        services.match_apply_action(match_id=match.pk, version=match.version, action=action, user=user)
    match.refresh_from_db()
    return match


@pytest.mark.django_db
def test_the_ge_table_shows_players_stacks_and_the_turn(alice, alice_client, loaded_cards) -> None:
    match = _played_match(alice)
    assert match.status == "active"
    view = selectors.match_payload(match, 0)["view"]
    html = alice_client.get(f"/play/m/{match.pk}/fragment/?since=-1&seat=0").content.decode()

    assert 'class="view ge-view"' in html and "<dt>Id</dt>" not in html and "view-generic" not in html
    # You first, then the opponent; each with the HQ's damage out of 25.
    seats = re.findall(r'<section class="ge-player[^"]*" data-seat="(\d+)"', html)
    assert seats == ["0", "1"]
    damages = re.findall(r'(Sector HQ|Psy Network) damage <strong class="ge-hq-damage">(\d+)</strong>/25', html)
    assert [int(d) for _, d in damages] == [p["hq_damage"] for p in view["players"]]
    # The phase in words.
    words = {"alloc": "Allocation", "play_a": "Play Cards A", "fire": "Weapons Fire", "play_b": "Play Cards B",
             "discard": "Discard", "draw": "Draw"}
    assert f'data-phase="{view["phase"]}">{words[view["phase"]]}<' in html

    # Every in-play card once, nested in the card it is on; each names its code and title.
    parser = Cards()
    parser.feed(html)
    shown = {c["id"]: c for c in parser.cards if "ge-card" in str(c["class"])}
    in_play = {c["id"]: c for c in view["in_play"]}
    assert set(shown) == set(in_play)
    for cid, card in in_play.items():
        assert shown[cid]["parent"] == card["on"], card
    titles = selectors.card_titles("galactic-empires")
    for card in view["in_play"]:
        assert titles[card["key"]] in html and re.match(r"[A-Z/]+\d", titles[card["key"]])
    assert any(c["on"] is not None and c["controller"] == 0 for c in view["in_play"])

    # Your hand face up; the opponent's only as a count, none of its cards named.
    you, them = html.split('data-seat="1"', 1)
    for card in view["players"][0]["hand"]:
        assert f'data-card="{card["id"]}"' in you
    assert "ge-hand-card" not in them
    assert f'Hand <strong class="ge-hand-count">{view["players"][1]["hand"]}</strong>' in them
    hidden = engine.match_state(match).hand[1]
    shown_ids = {c["id"] for c in parser.cards}
    assert hidden and not shown_ids & set(hidden)
    # Discard pile: count and top card.
    discard = view["players"][0]["discard"]
    if discard:
        assert f'Discard <strong>{len(discard)}</strong> · top: <span class="peek-name" data-card="{discard[-1]["id"]}"' in you

    # Buttons name the cards their actions are about.
    refs = re.findall(r'class="action-button" data-type="[a-z_]+" data-index="\d+" data-cards="([\d ]+)"', html)
    actions = selectors.match_payload(match, 0)["legal_actions"]
    assert len(refs) == sum(1 for a in actions if isinstance(a.get("card"), int) or isinstance(a.get("on"), int))


@pytest.mark.django_db
def test_a_spectator_sees_both_hands_only_as_counts(alice, bob_client, loaded_cards) -> None:
    match = _played_match(alice)
    view = selectors.match_payload(match, None)["view"]
    html = bob_client.get(f"/play/m/{match.pk}/fragment/?since=-1").content.decode()
    assert 'class="view ge-view"' in html and "ge-hand-card" not in html and "Your hand" not in html
    for player in view["players"]:
        assert f'Hand <strong class="ge-hand-count">{player["hand"]}</strong>' in html
    state = engine.match_state(match)
    parser = Cards()
    parser.feed(html)
    assert not {c["id"] for c in parser.cards} & (set(state.hand[0]) | set(state.hand[1]))


@pytest.mark.django_db
def test_the_replay_steps_through_the_ge_table(alice, alice_client, loaded_cards) -> None:
    match = _played_match(alice)
    services.match_resign(match_id=match.pk, seat=0, user=alice)
    first = alice_client.get(f"/play/m/{match.pk}/replay/?step=0").content.decode()
    last = alice_client.get(f"/play/m/{match.pk}/replay/").content.decode()
    for html in (first, last):
        assert 'class="view ge-view"' in html and "<dt>Id</dt>" not in html
    assert first.count('class="ge-card') < last.count('class="ge-card')


@pytest.mark.browser
def test_a_person_sees_the_fleet_and_plays_at_the_ge_table(new_context, play_site) -> None:
    context = new_context(play_site.url)  # settled and closed by the fixture
    context.set_default_timeout(20_000)
    page = context.new_page()
    page.goto("/accounts/login/")
    page.fill("input[name=username]", "ann")
    page.fill("input[name=password]", PASSWORD)
    page.locator("form button[type=submit], form input[type=submit]").last.click()
    page.wait_for_url(lambda url: "/accounts/login" not in url)
    page.goto("/play/new/?game=galactic-empires")
    page.select_option("#seat_0", "me")
    page.select_option("#seat_1", "bot:greedy")
    page.click("#start")
    page.wait_for_url("**/play/m/*/")
    page.wait_for_function("() => document.querySelector('#live-status').textContent === 'live'")
    assert page.locator("#table .ge-view .ge-player.yours").count() == 1
    assert page.locator("#table .ge-hq-damage").count() == 2
    clicks = 0
    while page.locator("#table .ge-player.yours .ge-fleet .ge-card").count() == 0:
        assert clicks < 60, "no card of ours reached the table"
        page.wait_for_function("() => [...document.querySelectorAll('#table .action-button')].some(b => !b.disabled)")
        version = int(page.locator("#table").get_attribute("data-version"))
        plays = page.locator("#table .action-button[data-type=play]")
        button = plays.first if plays.count() else page.locator("#table .action-button:not([data-type=concede])").first
        button.click()
        page.wait_for_function(f"() => parseInt(document.querySelector('#table').dataset.version) > {version}")
        clicks += 1
    assert page.locator("#table .ge-view .ge-stack").count() >= 1
    # Clicking a card marks the buttons that name it; the buttons still post.
    card = page.locator("#table .ge-player.yours .ge-fleet .ge-card").first
    card_id = card.get_attribute("data-card")
    card.locator(".ge-name").first.click()
    assert "selected" in (card.get_attribute("class") or "")
    related = page.locator("#table .action-button.related")
    for i in range(related.count()):
        assert card_id in related.nth(i).get_attribute("data-cards").split()
    page.wait_for_function("() => [...document.querySelectorAll('#table .action-button')].some(b => !b.disabled)")
    version = int(page.locator("#table").get_attribute("data-version"))
    plays = page.locator("#table .action-button[data-type=play]")
    button = plays.first if plays.count() else page.locator("#table .action-button:not([data-type=concede])").first
    button.click()
    page.wait_for_function(f"() => parseInt(document.querySelector('#table').dataset.version) > {version}")
    assert page.locator("#table .ge-view .ge-turn").count() == 1


@pytest.mark.django_db
def test_no_two_ge_buttons_alike_and_each_names_its_cards_owners(alice, alice_client, loaded_cards) -> None:
    """Issue 16: over a played match, the table's buttons never repeat a label, and a button about
    a card says whose card it is ("your", "the random bot's")."""
    match = _played_match(alice)
    seen = 0
    for _ in range(40):
        match.refresh_from_db()
        if match.status != "active":
            break
        html = alice_client.get(f"/play/m/{match.pk}/fragment/?since=-1&seat=0").content.decode()
        labels = re.findall(r'<button type="submit" class="action-button"[^>]*>([^<]*)</button>', html)
        labels = [unescape(label) for label in labels]
        assert len(labels) == len(set(labels)), labels
        payload = selectors.match_payload(match, 0)
        for action in payload["legal_actions"]:
            if isinstance(action.get("card"), int) and action["type"] != "concede":
                seen += 1
        for label in labels:
            for key in re.findall(r"\b[A-Z]{1,2}\d{1,2} ", label):
                before = label.split(key, 1)[0]
                assert before.endswith(("your ", "'s ")), label
        actions = [a for a in payload["legal_actions"] if a["type"] != "concede"]
        if not actions:
            break
        services.match_apply_action(match_id=match.pk, version=match.version, action=actions[-1], user=alice)
    assert seen > 10


@pytest.mark.django_db
def test_the_board_games_tables_draw_an_svg_board(alice, alice_client) -> None:
    for game, board, piece in (("spark-of-war", "sow-board", 'class="sow-card'), ("imperium-galacticum", "ig-board", 'class="ig-cell')):
        match = services.match_create(creator=alice, game_slug=game, seats=[{"user": "me"}, {"bot": "random"}], seed=5)
        html = alice_client.get(f"/play/m/{match.pk}/fragment/?since=-1&seat=0").content.decode()
        assert f'<svg class="board-svg {board}"' in html
        view = selectors.match_payload(match, 0)["view"]
        drawn = html.count(piece)
        assert drawn == len(view["board"] if game == "spark-of-war" else view["cells"])
        # The board offers the moves made on it (deploy at a hex, explore a card) within a move or two.
        for _ in range(3):
            if "data-act=" in html:
                break
            match.refresh_from_db()
            action = selectors.match_payload(match, 0)["legal_actions"][0]
            services.match_apply_action(match_id=match.pk, version=match.version, action=action, user=alice)
            html = alice_client.get(f"/play/m/{match.pk}/fragment/?since=-1&seat=0").content.decode()
        assert "data-act=" in html



def test_the_table_asks_for_a_reaction_with_the_incoming_volley_and_names_a_choice() -> None:
    """Issue 16 (reaction windows that ask the player clearly, with the incoming volley) on the
    issue 15 stack: only the window on top asks, and a pending choice says what it is for."""
    from django.template.loader import render_to_string

    from rules.galactic_empires.engine import new_state
    from rules.galactic_empires import decks as ge_decks

    state = new_state(2, 3, {}, ge_decks.limited_decks())
    view = state.view(1)
    view["volley"] = {"t": -1, "dmg": 4, "heavy": 0, "src": []}
    view["pending"] = [{"k": "react", "p": 1, "trig": {"kind": "volley", "on": None}, "actor": 0},
                       {"k": "react", "p": 1, "trig": {"kind": "volley", "on": None}, "actor": 0}]
    seats = [{"index": 0, "label": "ann"}, {"index": 1, "label": "bob"}]

    def render() -> str:
        return render_to_string("play/games/galactic-empires/view.html",
                                {"seat": 1, "p": {"status": "active", "view": view, "seats": seats}})

    html = render()
    assert html.count('aria-label="A reaction window"') == 1
    assert "React now?" in html and "4 damage" in html and "Sector HQ" in html
    view["pending"] = [{"k": "choose", "p": 1, "why": "intercept", "options": []}]
    html = render()
    assert "Your choice." in html and "escorts may intercept" in html
    from rules.galactic_empires.labels import CHOICE_LABELS

    for why in CHOICE_LABELS:  # every pending choice says what it is for
        view["pending"] = [{"k": "choose", "p": 1, "why": why, "options": []}]
        html = render()
        assert "Your choice." in html and "Choose one of the buttons below." not in html, why
