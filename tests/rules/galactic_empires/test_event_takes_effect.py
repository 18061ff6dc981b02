"""The event `takes_effect` (effects/lang.py EVENTS: a card played on a card has taken effect, the
reactions to its play resolved) and the card test `suspended` (a hostile monster whose effects a
science officer at its location suspends): a monster that harms its host as it takes effect does
not once a science officer played in reaction mode suspends it."""
from __future__ import annotations

import pytest

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, CRUISER, duel, hand_card

SHOCK = mk("M2", "Test Shock")
SEER = mk("C6", "Test Seer")
COOK = mk("C2", "Test Cook")
SCRIPT = '''
[[play]]
effect = "equip"
where = "opp_crew"

[[trigger]]
effect = "when"
on = "takes_effect"
if = { host = { title = ["test seer"] }, suspended = false }
do = [{ effect = "destroy", to = "host" }]
'''


@pytest.fixture(autouse=True)
def shock(script) -> None:
    script(SHOCK, SCRIPT)


def played_on(crew, hand_b=()):
    s, ids = duel(theirs=[("y", CRUISER, None), ("c", crew, "y")], hand=[SHOCK], hand_b=list(hand_b))
    skip_to(s, "play_a")
    m = hand_card(s, SHOCK["key"])
    act(s, "play", card=m, on=ids["c"])
    return s, ids, m


def test_it_takes_effect_at_once_when_nobody_may_react() -> None:
    s, ids, m = played_on(SEER)
    assert not s.pending and ids["c"] not in s.ip and m not in s.ip  # the seer, and the shock with him
    s, ids, m = played_on(COOK)
    assert ids["c"] in s.ip and m in s.ip  # not a seer


def test_it_takes_effect_once_the_reactions_resolved() -> None:
    s, ids, m = played_on(SEER, ["C2|science officer"])
    assert s.current_players() == [B] and ids["c"] in s.ip  # not yet: its play may be reacted to
    act(s, "pass")
    assert ids["c"] not in s.ip


def test_a_science_officer_played_in_reaction_mode_suspends_it() -> None:
    s, ids, m = played_on(SEER, ["C2|science officer"])
    r = hand_card(s, "C2|science officer", B)
    act(s, "react", card=r, on=ids["c"])
    while s.pending:
        act(s, "pass")
    assert ids["c"] in s.ip and m in s.ip and s._suspended(m)
