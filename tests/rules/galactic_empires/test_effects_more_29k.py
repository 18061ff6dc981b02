"""Cards scripted for the rulings suite (issue 29, branch 29k), each played in a scenario: what its
text (and its FAQ, Q&A and errata entries) says happens. The numbers come from the card's text."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, damage, duel, hand_card, play
from .test_effects_more_psy import PALADIN, PLANETESIMAL, legal, psy_duel, use

TERRAIN_FIELD = "F4|terrain field"
SCEPTER = "L6|artifact scepter of time"


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


SCENARIOS = {
    SCEPTER: scepter_of_time_three_plays_two_draws_or_free_reserve_swaps,
    TERRAIN_FIELD: terrain_field_damages_a_terrain_or_destroys_one_of_ten_or_less,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
