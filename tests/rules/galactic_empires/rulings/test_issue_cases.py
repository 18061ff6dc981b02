"""The cases issue 29 lists, each a test of its ruling. Those the engine does not follow yet are
strict xfails (they fail the suite the day the engine follows them, so the mark comes off) and are
listed in rules/galactic_empires/published/unexpressed.toml with the reason."""
from __future__ import annotations

from rules.galactic_empires.errata import PUBLISHED

from ..helpers import act, mk, new_game, place, refresh, skip_to, stacked
from ..test_reaction_stack import DEW, GUNSHIP, HULK, damage, fire, in_hand, table
from . import _flat, ruling

UNLUCKY = "L3|unlucky targeting"
TARGETING_ERROR = "L8|targeting error"
MINE = "E2|transporter nuclear mine"
TIME_COMPRESSION = "O1|time compression"


def rulebook(quote: str) -> None:
    """The v2.1 rulebook says it (published/sources/GErulesv21.txt)."""
    text = (PUBLISHED / "sources" / "GErulesv21.txt").read_text(encoding="utf-8")
    assert _flat(quote) in _flat(text), quote


def reacts(state, seat: int) -> list[dict]:
    return [a for a in state.legal_actions(seat) if a["type"] == "react"]


@ruling("errata-052", "Played against an opponent volley. Weapons volley is divided by 2.")
def test_a_third_player_plays_unlucky_targeting_on_a_volley_between_two_others():
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)]}, {"hand": [UNLUCKY]}])
    a, b, c = s.order
    fire(s, ids[1]["hulk"], ids[0]["gun"], 8)
    assert s.current_players() == [c]
    act(s, "react", card=in_hand(s, c, UNLUCKY), on=ids[1]["hulk"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids[1]["hulk"]) == 4


@ruling("errata-052", "Played against an opponent volley.")
def test_unlucky_targeting_answers_a_volley_at_a_sector_hq_but_never_ones_own_volley():
    s, ids = table([{"play": [("gun", GUNSHIP, None)], "hand": [UNLUCKY]}, {"hand": [UNLUCKY]}])
    a, b = s.order
    fire(s, None, ids[0]["gun"], 8, hq=b)
    assert s.current_players() == [b]
    assert all(r["card"] != in_hand(s, a, UNLUCKY) for r in reacts(s, a))  # the firer's own volley
    act(s, "react", card=in_hand(s, b, UNLUCKY))
    while s.pending:
        act(s, "pass")
    assert s.hq[b] == 4


@ruling("qa-067", "A reaction card can be played in reaction to any action.")
def test_defensive_electronic_warfare_answers_a_volley_at_ones_own_sector_hq():
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"hand": [DEW]}])
    a, b = s.order
    fire(s, None, ids[0]["gun"], 5, hq=b)
    assert s.current_players() == [b]
    act(s, "react", card=in_hand(s, b, DEW))
    while s.pending:
        act(s, "pass")
    assert s.hq[b] == 3  # "Decreases an incoming volley ... by 2"


@ruling("errata-057", "Cards which fire weapons in a volley do not protect their Sector HQ or Psy Network from that volley.")
def test_targeting_error_may_send_a_volley_at_the_firing_players_sector_hq_or_terrain():
    rock = mk("T5", "Test Moon")
    s, ids = table([{"play": [("gun", GUNSHIP, None), ("moon", rock, None)]}, {"play": [("hulk", HULK, None)], "hand": [TARGETING_ERROR]}])
    a, b = s.order
    fire(s, ids[1]["hulk"], ids[0]["gun"], 6)
    offered = {r.get("on") for r in reacts(s, b) if r["card"] == in_hand(s, b, TARGETING_ERROR)}
    assert {-1 - a, ids[0]["moon"]} <= offered and ids[0]["gun"] not in offered  # never a card that fired
    act(s, "react", card=in_hand(s, b, TARGETING_ERROR), on=-1 - a)
    while s.pending:
        act(s, "pass")
    assert damage(s, ids[1]["hulk"]) == 0 and s.hq[a] == 6


@ruling("errata-030", "It is considered an exactly identical card to the E2 Nuclear Mine and is not reactionary.")
def test_the_misprinted_transporter_nuclear_mine_is_no_reaction_under_official_errata():
    for errata_set, offered in (("official", False), ("printed", True)):
        decks = [stacked([mk("T1", "Test Home 0"), GUNSHIP], 40), stacked([mk("T1", "Test Home 1"), MINE, HULK], 40)]
        s = new_game(decks, errata=errata_set)
        a, b = s.order
        gun = place(s, a, GUNSHIP["key"]) if s.order[0] == 0 else None
        if gun is None:  # the seed put seat 1 first: deal the other way round
            s = new_game(decks[::-1], errata=errata_set)
            a, b = s.order
            gun = place(s, a, GUNSHIP["key"])
        hulk = place(s, b, HULK["key"])
        refresh(s)
        fire(s, hulk, gun, 3)
        mine = next((c for c in s.hand[b] if s.ci[c].card["identity"] == MINE), None)
        assert mine is not None
        assert any(r["card"] == mine for r in reacts(s, b)) is offered, errata_set
        while s.pending:
            act(s, "pass")


def test_the_last_reaction_played_resolves_first():
    rulebook("the most recently played reaction card will take its action(s) before previously played reaction cards")
    # b plays Unlucky Targeting (halves), then Defensive Electronic Warfare (less 2) on the same volley:
    # last played first, (10 - 2) / 2 = 4; in play order it would be 10 / 2 - 2 = 3.
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)], "hand": [UNLUCKY, DEW]}])
    a, b = s.order
    fire(s, ids[1]["hulk"], ids[0]["gun"], 9)
    act(s, "react", card=in_hand(s, b, UNLUCKY), on=ids[1]["hulk"])
    while s.current_players() != [b] or not any(r["card"] == in_hand(s, b, DEW) for r in reacts(s, b)):
        act(s, "pass")
    act(s, "react", card=in_hand(s, b, DEW), on=ids[1]["hulk"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids[1]["hulk"]) == (9 - 2) // 2


def test_time_compression_stops_the_third_card_play():
    # The card: "May be played in reaction to stop the third and subsequent card plays."
    rock = mk("T1", "Test Rock")
    s, ids = table([{"hand": [rock, rock, rock]}, {"hand": [TIME_COMPRESSION]}])
    a, b = s.order
    skip_to(s, "play_a")
    for n in range(3):
        while s.pending:
            act(s, "pass")
        play = next(x for x in s.legal_actions(a) if x["type"] == "play")
        act(s, "play", card=play["card"])
        if n == 0:  # offered against the first play (the engine does this already)
            assert any(r["card"] == in_hand(s, b, TIME_COMPRESSION) for r in reacts(s, b))
    third = play["card"]
    assert any(r["card"] == in_hand(s, b, TIME_COMPRESSION) for r in reacts(s, b))
    act(s, "react", card=in_hand(s, b, TIME_COMPRESSION))
    while s.pending:
        act(s, "pass")
    assert third in s.hand[a] and third not in s.ip  # stopped: back in the hand


@ruling("faq-032", "Cards are not restricted from firing at their own fleet. The only such restriction is that no card may fire at itself.")
def test_a_unit_may_fire_at_its_own_fleet_but_not_at_itself():
    s, ids = table([{"play": [("gun", GUNSHIP, None), ("mate", HULK, None)]}, {"play": [("hulk", HULK, None)]}])
    a, b = s.order
    skip_to(s, "fire")
    targets = {x.get("on") for x in s.legal_actions(a) if x["type"] == "target"}
    assert ids[0]["mate"] in targets and ids[0]["gun"] not in targets


@ruling("errata-082", "It can be used to repair previous or currently occurring damage (preventing the damage from being scored).")
def test_repair_delivery_is_played_in_reaction_to_a_volley():
    delivery = "O4|repair delivery"
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)], "hand": [delivery]}])
    a, b = s.order
    fire(s, ids[1]["hulk"], ids[0]["gun"], 6)
    assert any(r["card"] == in_hand(s, b, delivery) for r in reacts(s, b))
    act(s, "react", card=in_hand(s, b, delivery), on=ids[1]["hulk"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids[1]["hulk"]) == 6 - 4  # its 4 repair points: that damage is never scored


@ruling("errata-082", "The repair points may be applied to ships, bases, terrain or the Sector HQ.")
def test_repair_delivery_answers_a_volley_at_ones_own_sector_hq():
    delivery = "O4|repair delivery"
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"hand": [delivery]}])
    a, b = s.order
    fire(s, None, ids[0]["gun"], 6, hq=b)
    act(s, "react", card=in_hand(s, b, delivery))
    while s.pending:
        act(s, "pass")
    assert s.hq[b] == 6 - 4  # damage scored on the Sector HQ


@ruling("errata-083", "Discarded after use.")
@ruling("qa-040", "Discarded.")
def test_repair_delivery_is_discarded_after_use_in_reaction():
    delivery = "O4|repair delivery"
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)], "hand": [delivery]}])
    a, b = s.order
    fire(s, ids[1]["hulk"], ids[0]["gun"], 3)
    card = in_hand(s, b, delivery)
    act(s, "react", card=card, on=ids[1]["hulk"])
    while s.pending:
        act(s, "pass")
    assert card not in s.ip and card in s.discard[b]


@ruling("faq-057", "If it is the card play (not the card's action) being voided, the card is returned to the hand.")
def test_a_card_play_voided_by_time_compression_returns_to_the_hand():
    rock = mk("T1", "Test Rock")
    s, ids = table([{"hand": [rock, rock, rock]}, {"hand": [TIME_COMPRESSION]}])
    a, b = s.order
    skip_to(s, "play_a")
    for _ in range(2):
        act(s, "play", card=next(x for x in s.legal_actions(a) if x["type"] == "play")["card"])
        while s.pending:
            act(s, "pass")
    third = next(x for x in s.legal_actions(a) if x["type"] == "play")["card"]
    hand = len(s.hand[a])
    act(s, "play", card=third)
    act(s, "react", card=in_hand(s, b, TIME_COMPRESSION))  # "Card plays are voided by ... R/O1 Time Compression"
    while s.pending:
        act(s, "pass")
    assert third in s.hand[a] and len(s.hand[a]) == hand and third not in s.ip and third not in s.discard[a]
