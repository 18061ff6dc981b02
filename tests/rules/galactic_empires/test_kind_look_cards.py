"""The look action's `at = "cards"` (issue 25): the controller looks at named cards wherever they are,
seen by him alone through his view ("May look at 1 opponent's card draws (when drawn)": the card an
opponent just drew, `what = "event_card"` of the "drawn" event). Serves T7 Sensor Planet and C4
Intelligence Officer. The loader refuses `what` without `at = "cards"` and the hand's parameters with it."""
from __future__ import annotations

import pytest

from rules.galactic_empires.effects.loader import ScriptError

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, duel

EYE = mk("T4", "Test Eye")

BODY = '''
[[trigger]]
effect = "when"
on = "drawn"
whose = "opponent"
do = [{ effect = "look", at = "cards", what = "event_card" }]
'''


def test_the_card_an_opponent_draws_is_seen_by_the_controller_alone(script) -> None:
    script(EYE, BODY)
    s, ids = duel(mine=[("eye", EYE, None)])
    end_turn(s, draws=0)
    assert s.active == B
    skip_to(s, "draw")
    act(s, "draw")
    drawn = s.hand[B][-1]
    seen = s.view(A)["seen"]
    assert [x["id"] for x in seen] == [drawn] and seen[0]["where"] == "hand"
    assert s.view(B)["seen"] == [] and s.view(None)["seen"] == []  # his alone
    end_turn(s, draws=0)
    skip_to(s, "draw")
    act(s, "draw")  # his own draws: not looked at
    assert all(x["id"] != s.hand[A][-1] for x in s.view(A)["seen"])


@pytest.mark.parametrize("entry", [
    '{ effect = "look", at = "hand", what = "event_card" }',
    '{ effect = "look", at = "cards" }',
    '{ effect = "look", at = "cards", what = "event_card", count = 1 }',
])
def test_what_goes_with_at_cards_only(script, entry) -> None:
    with pytest.raises(ScriptError):
        script(EYE, BODY.replace('{ effect = "look", at = "cards", what = "event_card" }', entry))
