"""Events end to end: eight seats (one person, bots in seven), pools opened together, rounds paired
(Swiss, or single elimination announced beforehand), matches played through the play app with the
Sealed options, results recorded."""
from __future__ import annotations

import pytest

from play import engine
from play.models import Match
from play.services import match_apply_action
from sealed import pairings, services
from sealed.models import Event, EventMatch

pytestmark = pytest.mark.django_db


def play_out(match: Match, user) -> None:
    """The person's seat takes its first legal action (never conceding) until the match is over;
    the bots answer inline."""
    for _ in range(5000):
        match.refresh_from_db()
        if match.status == Match.Status.FINISHED:
            return
        state = engine.match_state(match)
        seat = match.seats.get(user=user).index
        actions = [a for a in state.legal_actions(seat) if a.get("type") != "concede"]
        assert actions, "the person has nothing to do and the bots did not move"
        match_apply_action(match_id=match.pk, version=match.version, action=actions[0], user=user)
    raise AssertionError("the match did not end")


def run_event(host, pairing: str) -> Event:
    event = services.event_create(host=host, name=f"Friday {pairing}", pairing=pairing, seats=8, turn_limit=1, bot="random", seed=11)
    services.event_join(event=event, user=host, starter="u-argonian-universe-edition")
    services.event_start(event=event, user=host)
    assert event.players.count() == 8 and event.players.exclude(bot="").count() == 7
    assert event.building_ends is not None  # the 30-minute construction clock
    me = event.players.get(user=host)
    # The person builds: the whole usable pool is legal.
    from decks.services import deck_replace_entries

    deck_replace_entries(deck=me.deck, expected_version=None,
                         entries=[{"card": line.card["key"], "count": line.count} for line in services.usable_deck(me.pool)])
    for number in range(1, services.total_rounds(event) + 1):
        services.event_next_round(event=event, user=host)
        event.refresh_from_db()
        assert event.round == number
        for table in event.matches.filter(round=number).select_related("match"):
            assert table.match is None or table.match.options["sealed"] is True
            if table.match is not None and table.match.status != Match.Status.FINISHED:
                play_out(table.match, host)
        services.event_refresh(event)
        assert not event.matches.filter(round=number, done=False).exists()
    services.event_next_round(event=event, user=host)
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED
    return event


def test_an_eight_player_swiss_event_with_seven_bots_runs_to_the_end(ann) -> None:
    event = run_event(ann, "swiss")
    assert services.total_rounds(event) == 3
    rows = list(event.matches.all())
    assert len(rows) == 12 and all(r.done for r in rows)
    # Nobody meets the same opponent twice in three Swiss rounds of eight.
    meetings = [frozenset((r.player_a_id, r.player_b_id)) for r in rows]
    assert len(set(meetings)) == 12
    table = services.standings(event)
    assert sum(points for _, points in table) == 12  # one point per table
    assert table[0][1] >= table[-1][1]


def test_an_eight_player_single_elimination_event_has_one_champion(ann) -> None:
    event = run_event(ann, "single")
    rows = list(event.matches.order_by("round", "table"))
    assert [sum(1 for r in rows if r.round == n) for n in (1, 2, 3)] == [4, 2, 1]
    assert all(r.winner_id for r in rows)  # ties are resolved by die roll
    # Round 2 pairs the winners of tables 1-2 and 3-4, as the bracket announced.
    first = [r.winner_id for r in rows if r.round == 1]
    second = [(r.player_a_id, r.player_b_id) for r in rows if r.round == 2]
    assert second == [(first[0], first[1]), (first[2], first[3])]
    champion = rows[-1].winner
    assert services.standings(event)[0][0] == champion


def test_only_the_host_starts_and_an_illegal_deck_stops_the_pairing(ann, ben) -> None:
    event = services.event_create(host=ann, name="Small", seats=2, bot="random", seed=5)
    services.event_join(event=event, user=ben, starter="u-tufor-universe-edition")
    with pytest.raises(services.SealedError, match="only the host"):
        services.event_start(event=event, user=ben)
    services.event_start(event=event, user=ann)
    with pytest.raises(services.SealedError, match="no more players"):
        services.event_join(event=event, user=ann, starter="u-tufor-universe-edition")
    with pytest.raises(services.SealedError, match="ben's deck is not legal in Sealed Deck") as found:
        services.event_next_round(event=event, user=ann)  # ben's deck is still empty
    assert {v["rule"] for v in found.value.extra["report"]["violations"]} == {"card-types"}
    assert not EventMatch.objects.filter(event=event).exists()


def test_event_page_shows_pairing_join_link_and_clock(client, ann, ben) -> None:
    event = services.event_create(host=ann, name="Open night", pairing="single", seats=4, seed=2)
    client.force_login(ben)
    page = client.get(f"/sealed/events/{event.pk}/")
    assert b"Single elimination" in page.content and event.token.encode() in page.content
    assert client.post(f"/sealed/join/{event.token}/", {"starter": "u-clydon-universe-edition"}).status_code == 302
    assert client.post(f"/sealed/events/{event.pk}/start/").status_code == 302  # refused: not the host
    assert Event.objects.get(pk=event.pk).status == "open"
    client.force_login(ann)
    client.post(f"/sealed/events/{event.pk}/start/")
    page = client.get(f"/sealed/events/{event.pk}/")
    assert b"Construction time left" in page.content
    deck = event.players.get(user=ben).deck
    client.force_login(ben)
    builder = client.get(f"/decks/{deck.pk}/")
    assert b"construction-clock" in builder.content and b"Open night" in builder.content


def test_pairings_are_pure_and_announced() -> None:
    assert pairings.bracket([1, 2, 3, 4, 5, 6, 7, 8]) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert pairings.bracket([1, 2, 3, 4, 5, 6]) == [1, None, 4, 5, 2, None, 3, 6]
    assert pairings.elimination_pairs([1, None, 4, 5]) == [(1, None), (4, 5)]
    assert pairings.swiss_pairs([1, 2, 3, 4], [frozenset((1, 2))], []) == [(1, 3), (2, 4)]
    assert pairings.swiss_pairs([1, 2, 3], [], [3]) == [(1, 3), (2, None)]


def played_round(ann, ben, name: str, seed: int) -> Event:
    """ann hosts a two-person event, both build their whole usable pool (their decks private, as
    made), the first round is paired and ben resigns: ann wins, nothing recorded yet."""
    from decks.services import deck_replace_entries
    from play.services import match_resign

    event = services.event_create(host=ann, name=name, seats=2, seed=seed)
    services.event_join(event=event, user=ann, starter="u-argonian-universe-edition")
    services.event_join(event=event, user=ben, starter="u-tufor-universe-edition")
    services.event_start(event=event, user=ann)
    for player in event.players.all():
        assert player.deck.visibility == "private"
        deck_replace_entries(deck=player.deck, expected_version=None,
                             entries=[{"card": line.card["key"], "count": line.count} for line in services.usable_deck(player.pool)])
    services.event_next_round(event=event, user=ann)
    match_resign(match_id=event.matches.get().match.pk, seat=1, user=ben)
    return event


def test_a_private_sealed_deck_is_not_published_through_its_matchs_export(client, ann, ben) -> None:
    # Issue 30: the anonymous export of an event match held both decks, the seed and the actions.
    match = played_round(ann, ben, "Private", 7).matches.get().match
    export = client.get(f"/api/matches/{match.pk}/export/").json()
    assert export["complete"] is False and export["withheld_seats"] == [0, 1]
    assert export["decks"] is None and export["seed"] is None and export["actions"] is None
    client.force_login(ann)
    mine = client.get(f"/api/matches/{match.pk}/export/").json()
    assert mine["complete"] is False and mine["withheld_seats"] == [1]  # ann's own deck is hers to see
    page = client.get(f"/api/matches/{match.pk}/").json()
    assert page["seats"][0]["deck"] == "ann's sealed deck" and page["seats"][1]["deck"] is None


def test_an_anonymous_look_at_the_event_page_writes_nothing_and_checks_no_deck(ann, ben, monkeypatch) -> None:
    # Issue 30: the page recorded results and built a stocking report per player on every GET.
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from rules.galactic_empires import stocking

    event = played_round(ann, ben, "Looked at", 9)
    table = event.matches.get()

    def no_check(*args, **kwargs):
        raise AssertionError("a stocking check on a page view")

    monkeypatch.setattr(stocking, "check_sealed", no_check)
    with CaptureQueriesContext(connection) as queries:
        page = Client().get(f"/sealed/events/{event.pk}/")
    assert page.status_code == 200
    writes = [q["sql"] for q in queries.captured_queries if q["sql"].split()[0].upper() in ("INSERT", "UPDATE", "DELETE")]
    assert writes == []
    assert len(queries.captured_queries) <= 6  # event, players, tables, players for the standings, the count for the rounds (+ a session read)
    html = page.content.decode()
    assert "ann wins" in html and html.count("legal (") == 2
    assert "<li>ann: 1" in html  # the standings count the result shown
    table.refresh_from_db()
    assert not table.done  # the host's next step records it
    monkeypatch.undo()
    services.event_refresh(event)
    table.refresh_from_db()
    assert table.done and table.winner.user == ann
def test_the_start_button_counts_the_empty_seats_and_tells_a_host_who_has_not_joined(client, ann, ben) -> None:
    """Issue 27: it read "Start: bots fill 4 seats" before the host had joined."""
    import re

    event = services.event_create(host=ann, name="Counting night", pairing="single", seats=4, seed=3)
    client.force_login(ann)

    def button() -> str:
        html = client.get(f"/sealed/events/{event.pk}/").content.decode()
        return re.search(r'<button type="submit" id="start-event">([^<]*)</button>', html).group(1), html

    text, html = button()
    assert text == "Start: bots fill the 4 empty seats, everyone opens their packs"
    assert 'id="host-not-seated"' in html
    services.event_join(event=event, user=ann, starter="u-clydon-universe-edition")
    services.event_join(event=event, user=ben, starter="u-argonian-universe-edition")
    text, html = button()
    assert text == "Start: bots fill the 2 empty seats, everyone opens their packs" and 'id="host-not-seated"' not in html
