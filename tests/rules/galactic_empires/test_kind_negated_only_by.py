"""The static kind `negated_only_by` (effects/kinds/statics.py): a card that may be negated only by
some cards (M2 Space Vertigo: "can only be negated by a science officer played in reaction mode"):
the reactions that would negate its play (Telepath) or ignore it (Lucky Crew Action) are not offered
unless the reacting card matches."""
from __future__ import annotations

import pytest

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, CRUISER, duel, hand_card

GUARDED = mk("M2", "Test Haze")
PLAIN = mk("M2", "Test Fog")
ALLOWED = mk("R/C6", "Test Sage")
BODY = '[[play]]\neffect = "equip"\nwhere = "opp_crew"\n\n[[static]]\neffect = "status"\ndisabled = true\n'


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(GUARDED, BODY + '\n[[static]]\neffect = "negated_only_by"\nby = { title = ["test sage"] }\n')
    script(PLAIN, BODY)
    script(ALLOWED, '[[play]]\neffect = "equip"\nwhere = "own_location"\n\n[[reaction]]\neffect = "counter"\n\n'
                    '[[reaction]]\neffect = "reaction_use"\non = "card_on_fleet"\n')


def offered(card, reaction: str) -> bool:
    s, ids = duel(theirs=[("y", CRUISER, None), ("c", mk("C4", "Test Scientist", gen_research=4), "y")],
                  hand=[card], hand_b=[reaction])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, card["key"]), on=ids["c"])
    r = hand_card(s, reaction if isinstance(reaction, str) else reaction["key"], B)
    return bool(s.pending) and B in s.current_players() and any(a.get("card") == r for a in s.legal_actions(B))


@pytest.mark.parametrize("reaction", ["C6|telepath", "L1|lucky crew action"])
def test_other_negations_are_not_offered_against_it(reaction) -> None:
    assert offered(PLAIN, reaction)
    assert not offered(GUARDED, reaction)


def test_the_cards_it_names_may_negate_it() -> None:
    assert offered(GUARDED, ALLOWED)


# `in_reaction`: only such a card played in reaction mode suspends the monster (a science officer),
# not one already in play.
LATE = mk("M2", "Test Daze")
EARLY = mk("M2", "Test Doze")


@pytest.fixture
def monsters(script) -> None:
    script(LATE, BODY + '\n[[static]]\neffect = "negated_only_by"\nby = { title = ["science officer"] }\nin_reaction = true\n')
    script(EARLY, BODY)


def on_an_officer(card):
    from rules.galactic_empires.position import Position

    s, ids = duel(theirs=[("y", CRUISER, None), ("so", "C2|science officer", "y")], hand=[card])
    skip_to(s, "play_a")
    m = hand_card(s, card["key"])
    act(s, "play", card=m, on=ids["so"])
    while s.pending:
        act(s, "pass")
    return s, m, Position(s).produced(B)["research"]


def test_an_officer_already_in_play_suspends_a_monster_without_it(monsters) -> None:
    s, m, research = on_an_officer(EARLY)
    assert s._suspended(m) and research == 1  # (GEerrata M6 Seductress: held back by the officer)


def test_an_officer_already_in_play_does_not_suspend_a_monster_with_it(monsters) -> None:
    s, m, research = on_an_officer(LATE)
    assert m in s.ip and not s._suspended(m) and research == 0  # the officer is disabled


def test_an_officer_played_in_reaction_mode_suspends_it(monsters) -> None:
    s, ids = duel(theirs=[("y", CRUISER, None), ("c", mk("C4", "Test Scientist", gen_research=4), "y")],
                  hand=[LATE], hand_b=["C2|science officer"])
    skip_to(s, "play_a")
    m = hand_card(s, LATE["key"])
    act(s, "play", card=m, on=ids["c"])
    act(s, "react", card=hand_card(s, "C2|science officer", B), on=ids["c"])
    while s.pending:
        act(s, "pass")
    assert s._suspended(m)
