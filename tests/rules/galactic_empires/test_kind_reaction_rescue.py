"""A card played from the hand in reaction mode onto an own unit about to be destroyed (issue 25):
`react` on `would_be_destroyed` whose actions carry cards off the unit and let the reacting card
enter play elsewhere (the Shuttlecraft family: "May only transport crew from a unit being destroyed
if played in reaction mode"; v2.1 "THERE-AND-BACK MISSION RULES": "Shuttles and fighters travel with
the crew"). The language says it with `choose` (the destination), `relocate` and `place`; this test
plays a synthetic card through the real loader."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import B, SMALL, duel, hand_card
from .test_effects_more_language import GUN

SKIFF = mk("R/E3", "Test Rescue Skiff")
OFFICER = mk("C2", "Test Officer")
MATE = mk("C3", "Test Mate")
HAVEN = mk("S4", "Test Haven")
ROCK = mk("T3", "Test Rock")

RESCUE = '''
[[reaction]]
effect = "react"
on = "would_be_destroyed"
target = "event_card"
if = { all = [
    { event_card = { types = "SB", owner = "own" } },
    { exists = { types = "SBT", owner = "own", not_among = "event_card" } },
] }
do = [
    { effect = "choose", what = { types = "SBT", owner = "own", not_among = "target", choose = "controller", count = 1 }, as = "dest" },
    { effect = "may", label = "carry crew off the unit", if = { exists = { types = "C", owner = "own", on = "target" } }, do = [
        { effect = "relocate", what = { types = "C", owner = "own", on = "target", choose = "controller", count = 2 }, to = "$dest" },
    ] },
    { effect = "place", on = "$dest" },
]
'''


def _doomed(s, ids):
    skip_to(s, "fire")
    act(s, "target", on=ids["c"])
    for _ in range(6):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


def _setup(script, extra=()):
    script(SKIFF, RESCUE)
    return duel(mine=[("g", GUN, None)],
                theirs=[("c", SMALL, None), ("h", HAVEN, None), ("o1", OFFICER, "c"), ("o2", MATE, "c"),
                        ("o3", OFFICER, "c"), ("t", ROCK, None), *extra],
                hand_b=[SKIFF])


def test_a_reaction_carries_up_to_its_count_of_crew_off_a_unit_about_to_be_destroyed(script) -> None:
    s, ids = _setup(script)
    skiff = hand_card(s, SKIFF["identity"], seat=B)
    _doomed(s, ids)
    frame = s.pending[-1]
    assert frame["p"] == B and {"type": "use", "card": skiff} in frame["options"]  # its owner's choice
    act(s, "use", card=skiff)
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    dests = [o["card"] for o in s.pending[-1]["options"] if "card" in o]
    assert sorted(dests) == sorted([ids["h"], ids["t"]])  # another own location, not the unit being destroyed
    act(s, "use", card=ids["h"])
    act(s, "use", option=0, label="carry crew off the unit")
    act(s, "use", card=ids["o1"])
    act(s, "use", card=ids["o2"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert ids["c"] not in s.ip and ids["c"] in s.discard[B]  # the unit is still destroyed
    assert s.ip[ids["o1"]]["loc"] == s.ip[ids["o2"]]["loc"] == ids["h"]  # two crew carried off
    assert ids["o3"] not in s.ip and ids["o3"] in s.discard[B]  # the third went down with it
    assert s.ip[skiff]["loc"] == ids["h"] and s.ip[skiff]["c"] == B  # the card travelled with them


def test_the_reaction_may_carry_no_crew(script) -> None:
    s, ids = _setup(script)
    skiff = hand_card(s, SKIFF["identity"], seat=B)
    _doomed(s, ids)
    act(s, "use", card=skiff)
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    act(s, "use", card=ids["h"])
    assert {"player": B, "type": "pass"} in s.legal_actions(B)
    act(s, "pass")  # no crew
    assert ids["c"] not in s.ip and all(ids[k] not in s.ip for k in ("o1", "o2", "o3"))
    assert s.ip[skiff]["loc"] == ids["h"]


def test_it_is_not_offered_without_another_location(script) -> None:
    script(SKIFF, RESCUE)
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("c", SMALL, None), ("o1", OFFICER, "c")], hand_b=[SKIFF])
    _doomed(s, ids)
    assert ids["c"] not in s.ip  # nowhere to go: the card stays in the hand
    assert hand_card(s, SKIFF["identity"], seat=B) in s.hand[B]


ANSWER = mk("R/L8", "Test Answer To Anything")
ANY_REACTION = '''
[[reaction]]
effect = "react"
on = "any"
do = [{ effect = "draw", count = 1 }]
'''


def test_a_reaction_to_whatever_another_player_does_is_not_offered_as_an_own_unit_is_destroyed(script) -> None:
    # REACT_TO "any" answers "whatever another player does"; the offer as an own unit is about to be
    # destroyed holds the reactions to that moment ("would_be_destroyed") only. Offered, the "any"
    # card had no reaction to run there (StopIteration in _play_doom_reaction).
    script(ANSWER, ANY_REACTION)
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("c", SMALL, None), ("h", HAVEN, None)], hand_b=[ANSWER])
    answer = hand_card(s, ANSWER["identity"], seat=B)
    _doomed(s, ids)
    assert not any(o.get("card") == answer for f in s.pending for o in f.get("options", ()))
    assert ids["c"] not in s.ip and ids["c"] in s.discard[B]  # no offer held the destruction
    assert answer in s.hand[B]
