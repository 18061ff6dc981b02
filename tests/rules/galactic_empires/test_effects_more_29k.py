"""Cards scripted for the rulings suite (issue 29, branch 29k), each played in a scenario: what its
text (and its FAQ, Q&A and errata entries) says happens. The numbers come from the card's text."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, CRUISER, damage, duel, hand_card, play
from .test_effects_more_psy import PALADIN, PLANETESIMAL, legal, psy_duel, use

TERRAIN_FIELD = "F4|terrain field"
SCEPTER = "L6|artifact scepter of time"
TRANSGATE = "O7|intergalactic transgate"
JUMPSHIP = "S3|jxar heavy jumpship jx protector class"  # heavy weapons 2
BOWMAN = "S5|jxar assault cruiser jx bowman class"  # heavy weapons 3
DREADNOUGHT = "S8|jxar dreadnought jx lance class"


def terrain_field_damages_a_terrain_or_destroys_one_of_ten_or_less():
    """"2- Cause 2 points of card damage to a terrain card. 5- ... 5 points ... 8- ... 8 points ... 10-
    Destroy any terrain card of equal or lower strength than this card." GEerrata: the level 10
    function destroys a terrain of strength 10 or less, "It does not apply card damage. It either
    destroys the terrain or it does nothing." (A Paladin, 8, with a Planetesimal's 2 reaches 10.)"""
    mine = [("f", TERRAIN_FIELD, "sun"), ("p", PALADIN, "sun"), ("pl", PLANETESIMAL, None)]
    for level, fn in ((2, 0), (5, 1), (8, 2)):
        s, ids = psy_duel(mine=mine, theirs=[("t", mk("T9", "Test Giant"), None)])
        use(s, ids["p"], ids["f"], fn, on=ids["t"])
        assert damage(s, ids["t"]) == (0, level)  # card damage, no shields on it
    s, ids = psy_duel(mine=mine, theirs=[("t", mk("T10", "Test Great World"), None), ("s", mk("T6", "Test Star"), None),
                                         ("c", mk("T5", "Test Planet"), "s"), ("x", mk("S9", "Test Hulk"), None)])
    s.ip[ids["c"]]["cmb"] = True  # combined with the star: one terrain of strength 11
    assert Position(s).strength(ids["s"]) == 11
    act(s, "charge", card=ids["p"])
    skip_to(s, "play_a")
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["s"])  # 11 > 10
    assert not legal(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["x"])  # terrain only
    act(s, "psy", card=ids["p"], field=ids["f"], fn=3, on=ids["t"])
    assert ids["t"] not in s.ip and ids["t"] in s.discard[s._dk(1)]  # destroyed, no damage points


def _scepter(option: int):
    s, ids = duel(hand=[SCEPTER, mk("S1", "Test Spare One"), mk("S2", "Test Spare Two")])
    skip_to(s, "play_a")
    c = hand_card(s, SCEPTER)
    play(s, SCEPTER)
    frame = s.pending[-1]
    assert frame["p"] == A and [o["label"] for o in frame["options"]] == [
        "three extra card plays", "two extra card draws", "unlimited swaps with the reserve fleet"]
    act(s, "use", **{k: v for k, v in frame["options"][option].items() if k not in ("player", "type")})
    return s, c


def _at_bottom(s, c: int) -> bool:
    return c not in s.ip and s.discard[s._dk(A)][0] == c


def scepter_of_time_three_plays_two_draws_or_free_reserve_swaps():
    """"This artifact provides one of the following on the turn played: - Three extra card plays. - Two
    extra card draws. or - Unlimited swaps with the reserve fleet (do not count as card plays). -
    Placed at the bottom of the discard pile after use." GEqa: the two draws come in the Draw Cards
    Phase ("it does not say two immediate cards")."""
    s, c = _scepter(0)
    assert s.plays == 1 - 3 and _at_bottom(s, c)  # itself a play; three more: five in all this turn
    s, c = _scepter(1)
    hand = len(s.hand[A])
    assert c in s.ip  # no card drawn now
    skip_to(s, "draw")
    assert _at_bottom(s, c) and len(s.hand[A]) == hand
    assert s.draws_left == (4 if hand <= 9 else 2)  # two more than the phase's own
    s, c = _scepter(2)
    Position(s).reserve(A, s.deck[s._dk(A)][-2:])
    s.plays = 3  # the turn's card plays used up: swaps still free
    for _ in range(3):
        swaps = [a for a in s.legal_actions(A) if a["type"] == "reserve"]
        act(s, "reserve", card=swaps[0]["card"], take=swaps[0]["take"])
        assert s.plays == 3
    skip_to(s, "draw")
    assert _at_bottom(s, c)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    swaps = [a for a in s.legal_actions(A) if a["type"] == "reserve"]
    act(s, "reserve", card=swaps[0]["card"], take=swaps[0]["take"])
    assert s.plays == 1  # on the turn played only


def _pick(s, seat: int, **chosen) -> None:
    frame = s.pending[-1]
    assert frame["p"] == seat
    option = next(o for o in frame["options"] if all(o.get(k) == v for k, v in chosen.items()))
    act(s, "use", **{k: v for k, v in option.items() if k not in ("player", "type")})


def _choice(s) -> set:
    return {o.get("card", o.get("label")) for o in s.pending[-1]["options"]}


def intergalactic_transgate_deploys_a_jxar_ship_fully_engaged_or_recalls_one_with_its_stack():
    """"As a reaction, or as a card action, allows 1 J'xar ship of equal or lesser strength to be
    deployed (placed into play fully engaged) or recalled from the fleet (returning the ship stack to
    the hand). - Discarded after use." GEfaq "Fully Engaged": "both engaged and armed"."""
    s, ids = duel(mine=[("x", CRUISER, None), ("b", BOWMAN, None), ("crew", mk("C3", "Test Mate"), "b"),
                        ("d", DREADNOUGHT, None)], hand=[TRANSGATE, JUMPSHIP, BOWMAN, DREADNOUGHT])
    skip_to(s, "play_a")
    c = hand_card(s, TRANSGATE)
    j, b2 = hand_card(s, JUMPSHIP), hand_card(s, BOWMAN)
    play(s, TRANSGATE)
    assert s.pending[-1]["p"] == A and _choice(s) == {"deploy a J'xar ship", "recall a J'xar ship"}
    _pick(s, A, label="deploy a J'xar ship")
    assert _choice(s) == {j, b2}  # of strength 7 or less: not the S8
    _pick(s, A, card=b2)
    assert s.ip[b2]["e"] and s.ip[b2]["am"] == 3 and s.ip[b2]["loc"] is None  # engaged, its heavy weapons armed
    assert s.plays == 1 and c not in s.ip and c in s.discard[s._dk(A)]  # the transgate's play only; discarded
    s, ids = duel(mine=[("b", BOWMAN, None), ("crew", mk("C3", "Test Mate"), "b"), ("d", DREADNOUGHT, None)],
                  hand=[TRANSGATE])
    play(s, TRANSGATE)  # nothing to deploy, one ship to recall: no choice left to make
    assert ids["b"] not in s.ip and ids["b"] in s.hand[A] and ids["crew"] in s.hand[A]  # the ship stack to the hand
    assert ids["d"] in s.ip
    # In reaction mode, on the opponent's turn: a ship deployed as he plays a card.
    s, ids = duel(mine=[("x", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[TRANSGATE, JUMPSHIP],
                  hand_b=[mk("S2", "Test Sloop")])
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "s2-test-sloop", seat=1))
    c, j = hand_card(s, TRANSGATE), hand_card(s, JUMPSHIP)
    react = [a for a in s.legal_actions(A) if a["type"] == "react" and a["card"] == c]
    assert react
    act(s, "react", **{k: v for k, v in react[0].items() if k not in ("player", "type")})
    while s.pending:
        if s.pending[-1]["k"] == "react":
            act(s, "pass")
        else:
            _pick(s, A, label="deploy a J'xar ship")
    assert j in s.ip and s.ip[j]["e"] and s.ip[j]["am"] == 2 and s.ip[j]["c"] == A


SCENARIOS = {
    TRANSGATE: intergalactic_transgate_deploys_a_jxar_ship_fully_engaged_or_recalls_one_with_its_stack,
    SCEPTER: scepter_of_time_three_plays_two_draws_or_free_reserve_swaps,
    TERRAIN_FIELD: terrain_field_damages_a_terrain_or_destroys_one_of_ten_or_less,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
