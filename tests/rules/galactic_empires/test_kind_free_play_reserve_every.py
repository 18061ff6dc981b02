"""free_play's `every` with a reserve exchange, and its `if` (issue 29): every exchange with the reserve
fleet its controller makes costs no card play, also once the turn's card plays are used up, while the
condition holds ("Unlimited swaps with the reserve fleet (do not count as card plays)": L6 Artifact -
Scepter of Time). Without `every`, one exchange a turn (C8 Rear Admiral); with an `if` that does not
hold, none."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, mk, skip_to
from .test_effects_cards import A, duel

DEPOT = mk("B3", "Test Swap Depot")
BODY = '''
[[static]]
effect = "free_play"
action = "reserve_exchange"
{more}
'''


def _swaps(script, more: str, plays: int = 0) -> list[int]:
    """The card plays used after each of three exchanges."""
    script(DEPOT, BODY.format(more=more))
    s, ids = duel(mine=[("d", DEPOT, None), ("y", mk("S5", "Test Hull"), None)])
    skip_to(s, "play_a")
    Position(s).reserve(A, s.deck[s._dk(A)][-2:])
    s.plays = plays
    used = []
    for _ in range(3):
        swaps = [a for a in s.legal_actions(A) if a["type"] == "reserve"]
        if not swaps:
            break
        act(s, "reserve", card=swaps[0]["card"], take=swaps[0]["take"])
        used.append(s.plays)
    return used


def test_every_exchange_is_free_even_past_the_card_play_limit(script) -> None:
    assert _swaps(script, "every = true") == [0, 0, 0]
    assert _swaps(script, "every = true", plays=3) == [3, 3, 3]


def test_without_every_one_exchange_a_turn_is_free(script) -> None:
    assert _swaps(script, "") == [0, 1, 2]


@pytest.mark.parametrize(("cond", "used"), [("{ turn = \"own\" }", [0, 0, 0]), ("{ turn = \"opponent\" }", [1, 2, 3])])
def test_if_the_condition_does_not_hold_exchanges_cost_card_plays(script, cond, used) -> None:
    assert _swaps(script, f"every = true\nif = {cond}") == used
