"""The set-up page offers the clocks (presets and custom limits) and rated tables."""
from __future__ import annotations

import pytest

from clocks.spec import DAY
from play.models import Match

pytestmark = pytest.mark.django_db


def _start(client, **fields: str):
    return client.post("/play/new/", {"game": "empires", "players": "3", "seat_0": "me", "seat_1": "user",
                                      "seat_1_user": "bob", "seat_2": "user", "seat_2_user": "carol", **fields})


def test_the_set_up_page_offers_the_clock_presets_and_a_rated_table(alice_client) -> None:
    html = alice_client.get("/play/new/?game=galactic-empires").content.decode()
    assert 'name="clock"' in html and 'value="ge-tournament"' in html and 'value="correspondence-3"' in html
    assert 'name="rated"' in html and 'name="clock_move_days"' in html


def test_a_preset_and_a_rated_table_from_the_form(alice_client, bob, carol) -> None:
    assert _start(alice_client, clock="ge-tournament", rated="on").status_code == 302
    match = Match.objects.get()
    assert match.options["rated"] is True
    assert match.options["clock"]["turn_seconds"] == 180 and match.options["clock"]["preset"] == "ge-tournament"


def test_custom_days_a_move_from_the_form(alice_client, bob, carol) -> None:
    assert _start(alice_client, clock="custom", clock_move_days="2", clock_on_timeout="forfeit").status_code == 302
    clock = Match.objects.get().options["clock"]
    assert clock["move_seconds"] == 2 * DAY and clock["on_timeout"] == "forfeit"


def test_a_bad_clock_is_shown_on_the_form(alice_client, bob, carol) -> None:
    response = _start(alice_client, clock="custom", clock_move_days="30")
    assert response.status_code == 400 and "move_days: from 0 to 14" in response.content.decode()
    assert not Match.objects.exists()
