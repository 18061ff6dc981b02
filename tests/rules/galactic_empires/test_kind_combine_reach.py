"""Cards combined to increase their strength (issue 25): the amounts ``{total = <selector>, stat, best}``
(a stat added up over the cards found, the n greatest only) and ``{plays_left = player}`` (card plays
left this turn), the selector field ``reach`` (the player picks cards one at a time until their
strengths add up to an amount, then no more) and ``discard``'s ``card_play`` (each card discarded
from the hand is played with this one: a card play). Serves the O3, O4, O5 and O7 Forced Retreat
("Multiple forced retreat cards may be combined to increase their strength vs a larger unit")."""
from __future__ import annotations

import pytest

from rules.galactic_empires.effects import lang

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, duel, hand_card

PUSHES = [mk("O3", "Test Push"), mk("O2", "Test Push"), mk("O4", "Test Push")]
OTHERS = '{ zone = "hand", owner = "own", title = ["test push"], other = true }'
BODY = f"""
[[play]]
effect = "target"
select = {{ owner = "opp", types = "S", max_strength = {{ add = [{{ stat = "strength" }}, {{ total = {OTHERS}, stat = "strength", best = {{ sub = [{{ plays_left = "controller" }}, 1] }} }}] }} }}

[[on_play]]
effect = "discard"
to = {{ zone = "hand", owner = "own", title = ["test push"], other = true, choose = "controller", count = {{ plays_left = "controller" }}, reach = {{ sub = [{{ stat = "strength", of = "target" }}, {{ stat = "strength" }}] }} }}
card_play = true

[[on_play]]
effect = "move"
what = "target"
to = "hand"
"""
SHIPS = [(f"s{n}", mk(f"S{n}", f"Test Hull {n}"), None) for n in (3, 5, 8, 10)]


def _game(script, plays: int = 0):
    for push in PUSHES:
        script(push, BODY)
    s, ids = duel(theirs=SHIPS, hand=PUSHES)
    skip_to(s, "play_a")
    s.plays = plays
    return s, ids, [hand_card(s, p["identity"]) for p in PUSHES]


def _targets(s, card: int) -> set[int]:
    return {a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == card}


def test_a_card_targets_what_it_and_the_best_cards_it_may_still_play_with_reach(script) -> None:
    s, ids, (o3, o2, o4) = _game(script)
    assert _targets(s, o3) == {ids["s3"], ids["s5"], ids["s8"]}  # 3 + 4 + 2 = 9: not the 10
    s, ids, (o3, o2, o4) = _game(script, plays=1)
    assert _targets(s, o3) == {ids["s3"], ids["s5"]}  # one more card play: 3 + 4 = 7
    s, ids, (o3, o2, o4) = _game(script, plays=2)
    assert _targets(s, o3) == {ids["s3"]}  # its own play is the last


def test_the_player_adds_cards_one_at_a_time_until_their_strengths_reach_the_target(script) -> None:
    s, ids, (o3, o2, o4) = _game(script)
    act(s, "play", card=o3, on=ids["s8"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    frame = s.pending[-1]
    assert frame["p"] == A and {o["card"] for o in frame["options"]} == {o2, o4}  # his pick, no "done" yet
    act(s, "use", card=o2)  # 3 + 2 = 5 < 8: the 4 is needed too (the only one left: no choice)
    assert ids["s8"] in s.hand[B] and s.plays == 3
    assert {o3, o2, o4} <= set(s.discard[A])


def test_no_more_cards_than_needed_and_none_for_a_weaker_target(script) -> None:
    s, ids, (o3, o2, o4) = _game(script)
    act(s, "play", card=o3, on=ids["s5"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    act(s, "use", card=o4)  # 3 + 4 = 7 >= 5: done
    assert ids["s5"] in s.hand[B] and s.plays == 2 and o2 in s.hand[A]
    assert _targets(s, o2) == set()  # 2 alone, and no copy left to combine with
    s, ids, (o3, o2, o4) = _game(script)
    act(s, "play", card=o4, on=ids["s3"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert ids["s3"] in s.hand[B] and s.plays == 1 and not s.pending and {o3, o2} <= set(s.hand[A])


@pytest.mark.parametrize("value", [{"total": {"zone": "hand"}}, {"total": {"zone": "hand"}, "stat": "gold"},
                                   {"plays_left": "nobody"}, {"plays_left": "controller", "of": "self"}])
def test_the_loader_refuses_malformed_amounts(value) -> None:
    assert lang.AMOUNT.error(value)
    assert lang.AMOUNT.error({"total": {"zone": "hand"}, "stat": "strength", "best": 2}) is None
    assert lang.AMOUNT.error({"plays_left": "controller"}) is None
