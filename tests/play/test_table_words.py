"""Every table reads like its game (issue 27): the other games' set-up choices, first actions, log
lines, concessions and hands in the game's words; the play index's player counts and game names."""
from __future__ import annotations

import json
import re
from html import unescape

import pytest

import rules
from play import selectors, services
from play.models import Match

pytestmark = pytest.mark.django_db


def _match(user, slug: str, seed: int = 3) -> Match:
    return services.match_create(creator=user, game_slug=slug, seats=[{"user": "me"}, {"bot": "random"}], seed=seed)


def _act(match: Match, user, pick) -> None:  # noqa: ANN001
    match.refresh_from_db()
    payload = selectors.match_payload(match, 0)
    action = pick(payload["legal_actions"])
    services.match_apply_action(match_id=match.pk, version=match.version, action=action, user=user)


def _play_until_the_bot_moved(match: Match, user) -> list[str]:  # noqa: ANN001
    for _ in range(40):
        match.refresh_from_db()
        payload = selectors.match_payload(match, 0)
        if any(line["text"].lower().startswith("the random bot") for line in payload["log"]) or not payload["legal_actions"]:
            break
        _act(match, user, lambda acts: next((a for a in acts if a["type"] != "concede"), acts[0]))
    return [line["text"] for line in selectors.match_payload(match, 0)["log"]]


def test_empires_set_up_is_one_choice_of_lives_not_47_buttons(alice, alice_client) -> None:
    match = _match(alice, "empires")
    html = alice_client.get(f"/play/m/{match.pk}/").content.decode()
    form = re.search(r'<form[^>]*id="lives-form".*?</form>', html, re.S).group(0)
    options = re.findall(r'<option value="([^"]+)" data-act="(\d+)">(\d+)</option>', form)
    legal = selectors.match_payload(match, 0)["legal_actions"]
    lives = [a for a in legal if a["type"] == "lives"]
    assert len(options) == len(lives) > 40
    # every "start with N lives" button is offered on the board (the select) instead of the list
    assert {int(i) for _, i, _ in options} == {i for i, a in enumerate(legal) if a["type"] == "lives"}
    value, _, count = options[4]
    response = alice_client.post(f"/play/m/{match.pk}/act/", {"version": match.version, "seat": 0, "action": unescape(value)})
    assert response.status_code in (200, 302)
    match.refresh_from_db()
    assert match.log_seq >= 1
    assert selectors.match_payload(match, 0)["view"]["seats"][0]["lives"] == int(count)


def test_imperium_galacticums_first_action_names_the_homeworld(alice, alice_client) -> None:
    match = _match(alice, "imperium-galacticum")
    labels = [a["label"] for g in selectors.describe_actions(match, 0, selectors.match_payload(match, 0)["legal_actions"])
              for a in g["actions"]]
    assert labels == ["pick Terra (Humans) as your homeworld", "pick Atraya (Atrayids) as your homeworld"]


@pytest.mark.parametrize("slug", ["interstellar-empire", "empires", "imperium-galacticum", "spark-of-war"])
def test_the_log_names_the_other_seat_and_says_what_it_did_in_the_games_words(alice, slug) -> None:
    match = _match(alice, slug)
    lines = _play_until_the_bot_moved(match, alice)
    theirs = [line for line in lines if line.lower().startswith("the random bot: ")]
    assert theirs, lines
    assert not any(line.startswith("Seat ") for line in lines), lines
    verbs = set(rules.get(slug).public_verbs.values())
    assert all(line.split(": ", 1)[1] in verbs for line in theirs), theirs


def test_interstellar_empires_concession_is_set_apart_and_confirmed(alice, alice_client) -> None:
    match = _match(alice, "interstellar-empire", seed=1)
    for _ in range(60):
        match.refresh_from_db()
        payload = selectors.match_payload(match, 0)
        if any(a["type"] == "concede" for a in payload["legal_actions"]):
            break
        _act(match, alice, lambda acts: next((a for a in acts if a["type"] == "done"), acts[0]))
    else:
        raise AssertionError("no concession offered")
    groups = selectors.describe_actions(match, 0, payload["legal_actions"])
    assert groups[-1]["confirm"] and [a["action"]["type"] for a in groups[-1]["actions"]] == ["concede"]
    assert all(not g["confirm"] for g in groups[:-1])
    html = alice_client.get(f"/play/m/{match.pk}/").content.decode()
    grave = re.search(r'<div class="action-group action-group-grave">.*?</div>', html, re.S).group(0)
    assert 'data-confirm="Concede defeat?' in grave and 'class="action-button secondary grave"' in grave


def test_interstellar_empires_hand_shows_each_cards_whole_text(alice, alice_client) -> None:
    match = _match(alice, "interstellar-empire", seed=1)
    view = selectors.match_payload(match, 0)["view"]
    hand = view["seats"][0]["hand"]
    cards = selectors.card_data("interstellar-empire")
    longest = max(hand, key=lambda key: len(cards[key].get("text") or ""))
    text = cards[longest]["text"]
    assert len(text.split()) > 16  # the old cut was 16 words
    html = unescape(alice_client.get(f"/play/m/{match.pk}/").content.decode())
    assert f'<span class="pc-text pc-full">{text}</span>' in html


def test_spark_of_war_targets_say_what_they_do_and_the_board_peeks_on_click(alice, alice_client) -> None:
    match = _match(alice, "spark-of-war")
    seen: set[str] = set()
    for _ in range(120):
        match.refresh_from_db()
        payload = selectors.match_payload(match, 0)
        if not payload["legal_actions"]:
            break
        html = alice_client.get(f"/play/m/{match.pk}/").content.decode()
        assert "data-peek-on-click" in html
        for kind in re.findall(r'class="sow-target sow-target-([a-z_]+)"', html):
            seen.add(kind)
            assert f"sow-key-{kind}" in html  # the legend names what each colour does
        _act(match, alice, lambda acts: next((a for a in acts if a["type"] not in ("done",)), acts[0]))
    assert {"deploy_hex", "rotate_target", "salvage_strike"} <= seen, seen


def test_the_play_index_names_player_counts_and_games(alice, alice_client) -> None:
    _match(alice, "galactic-empires")
    html = alice_client.get("/play/").content.decode()
    assert "2–2 players" not in html and "2-2 players" not in html
    ig = re.search(r"<h3>Imperium Galacticum</h3><p class=\"meta\">([^<]+)</p>", html).group(1)
    assert ig == "2 players"
    mine = re.search(r"<h2>Your matches</h2>(.*?)</table>", html, re.S).group(1)
    assert "<td>Galactic Empires</td>" in mine and "galactic-empires</td>" not in mine
