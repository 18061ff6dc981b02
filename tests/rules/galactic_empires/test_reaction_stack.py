"""The reaction stack, by the rules (issue 15 step 4).

Primary rules, "REACTION CARDS": "Reaction cards can be played during another player's turn at any
moment, but only in valid reaction to that other player's action. Any player can play a reaction
card to your reaction card and you can play another reaction card to his, etc."
v2.1, "LAST REACTION CARD PLAYED HAS PRECEDENCE": "the most recently played reaction card will
take its action(s) before previously played reaction cards."
v2.1, weapons fire step b: "Players may play reaction cards in reaction mode. The firing player
cannot react unless another player has reacted."
GEqa, "Reaction Cards": "How many can you play? How many do you have in your hand."
"""
from __future__ import annotations

from rules.galactic_empires.engine import GEState

from .helpers import act, mk, new_game, place, refresh, skip_to, stacked

GUNSHIP = mk("S9", "Test Gunship", phasers=9)
HULK = mk("S9", "Test Hulk")
SCOUT = mk("S2", "Test Scout")
ROCK = mk("T1", "Test Rock")
MINE = "E2|transporter nuclear mine"  # R/E2: "2 points of damage to any one ship"
MALFUNCTION = "L2|phaser malfunction"  # R/L2: "All the phasers on the ship ... misfire"
DEW = "O3|defensive electronic warfare"  # R/O3: "Decreases an incoming volley ... by 2"


def table(seats: list[dict]) -> tuple[GEState, list[dict[str, int]]]:
    """A match of len(seats) players; each seat is {"play": [(label, card, on-label)], "hand": [...]}.
    The first seat is active in its Allocation Phase (a veteran of several turns)."""
    decks = [stacked([mk("T1", f"Test Home {n}"), *s.get("hand", ()), *(c for _, c, _ in s.get("play", ()))], 40)
             for n, s in enumerate(seats)]
    # As printed: the R/E2 Transporter - Nuclear Mine is these tables' card-damage reaction; under
    # the official errata (GEerrata.txt) it "is not reactionary" (issue 29, test_errata.py).
    order = new_game(decks, errata="printed").order  # the first turn is decided by the seed: deal the decks so that
    by_seat = [decks[0]] * len(seats)  # seats[k] sits k-th in turn order
    for k, q in enumerate(order):
        by_seat[q] = decks[k]
    state = new_game(by_seat, errata="printed")
    assert state.order == order and state.active == order[0]
    ids: list[dict[str, int]] = []
    for n, s in enumerate(seats):
        got: dict[str, int] = {}
        for label, c, on in s.get("play", ()):
            name = c if isinstance(c, str) else c["key"]
            got[label] = place(state, order[n], name, got[on] if on else None)
        ids.append(got)
    refresh(state)
    return state, ids


def in_hand(state: GEState, seat: int, identity: str) -> int:
    return next(c for c in state.hand[seat] if state.ci[c].card["identity"] == identity)


def fire(state: GEState, target: int | None, unit: int, shots: int, hq: int | None = None) -> list[dict]:
    skip_to(state, "fire")
    act(state, "target", **({"hq": hq} if target is None else {"on": target}))
    for _ in range(shots):
        act(state, "fire", card=unit, weapon="phaser")
    return act(state, "resolve")


def damage(state: GEState, c: int) -> int:
    return state.ip[c]["sd"] + state.ip[c]["hd"]


def test_a_third_player_can_react_to_a_volley_between_the_other_two():
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)]}, {"hand": [MALFUNCTION]}])
    a, b, c = s.order
    fire(s, ids[1]["hulk"], ids[0]["gun"], 4)
    assert s.current_players() == [c]  # b has nothing to play and passes by itself
    act(s, "react", card=in_hand(s, c, MALFUNCTION), on=ids[0]["gun"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids[1]["hulk"]) == 0  # the gunship's phasers misfired


def test_a_volley_at_a_sector_hq_can_be_reacted_to():
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"hand": [MALFUNCTION]}])
    a, b = s.order
    fire(s, None, ids[0]["gun"], 4, hq=b)  # b has no ship in play: its Sector HQ is open
    assert s.current_players() == [b]
    assert s.view(b)["pending"][-1]["trig"]["kind"] == "volley"
    act(s, "react", card=in_hand(s, b, MALFUNCTION), on=ids[0]["gun"])
    while s.pending:
        act(s, "pass")
    assert s.hq[b] == 0


def test_two_reactions_can_be_played_against_one_volley():
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)], "hand": [DEW, DEW]}])
    a, b = s.order
    fire(s, ids[1]["hulk"], ids[0]["gun"], 5)
    first, second = (x for x in s.hand[b] if s.ci[x].card["identity"] == DEW)
    act(s, "react", card=first, on=ids[1]["hulk"])
    assert s.current_players() == [b]  # the window goes round again after a reaction
    act(s, "react", card=second, on=ids[1]["hulk"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids[1]["hulk"]) == 1  # 5 - 2 - 2


def test_the_firing_player_does_not_react_unless_another_player_has():
    s, ids = table([{"play": [("gun", GUNSHIP, None)], "hand": [MINE]}, {"play": [("hulk", HULK, None)]}])
    fire(s, ids[1]["hulk"], ids[0]["gun"], 3)
    assert not s.pending  # nobody else reacted: no window for the firing player
    assert damage(s, ids[1]["hulk"]) == 3


def test_an_answer_to_a_reaction_resolves_first():
    # b reduces the volley at its scout; a answers with a mine that destroys the scout before the
    # reduction takes effect, so b's card is voided ("LAST REACTION CARD PLAYED HAS PRECEDENCE").
    s, ids = table([{"play": [("gun", GUNSHIP, None)], "hand": [MINE]},
                    {"play": [("scout", SCOUT, None), ("hulk", HULK, None)], "hand": [DEW]}])
    a, b = s.order
    fire(s, ids[1]["scout"], ids[0]["gun"], 3)
    dew = in_hand(s, b, DEW)
    act(s, "react", card=dew, on=ids[1]["scout"])
    assert s.current_players() == [a]  # the firing player may answer once another player reacted
    events = act(s, "react", card=in_hand(s, a, MINE), on=ids[1]["scout"])
    while s.pending:
        events += act(s, "pass")
    kinds = [e["event"] for e in events]
    assert ids[1]["scout"] not in s.ip  # the mine resolved first and destroyed the scout
    assert {"event": "voided", "card": dew} in events  # then b's reduction had no target left
    assert kinds.index("voided") > kinds.index("damage")
    assert dew in s.discard[s._dk(b)]


def test_a_card_played_into_the_players_own_fleet_can_be_reacted_to():
    s, ids = table([{"hand": [HULK]}, {"hand": [MINE]}])
    a, b = s.order
    skip_to(s, "play_a")
    hulk = in_hand(s, a, "S9|test hulk")
    act(s, "play", card=hulk)
    assert s.current_players() == [b]
    act(s, "react", card=in_hand(s, b, MINE), on=hulk)
    while s.pending:
        act(s, "pass")
    assert damage(s, hulk) == 2


def test_windows_go_round_in_turn_order_from_the_active_players_left():
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)], "hand": [DEW]},
                    {"hand": [MALFUNCTION]}])
    a, b, c = s.order
    fire(s, ids[1]["hulk"], ids[0]["gun"], 4)
    assert s.current_players() == [b]
    act(s, "pass")
    assert s.current_players() == [c]
    act(s, "react", card=in_hand(s, c, MALFUNCTION), on=ids[0]["gun"])
    # after c's reaction the window goes round again: b may still react
    assert s.current_players() == [b]
    act(s, "pass")
    assert not s.pending or s.current_players() != [b]
