"""The `redirect` action (issue 25): what a reaction answers is aimed at another card instead ("When
played in reaction, a master spy may substitute himself for another crew card which has been
affected by an opponent's card play or card action": NE C9 Master Spy). A card being played on a
card goes onto the new one; a card action takes it as its target."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, duel, hand_card
from .test_effects_more_decks_h import _pass_reactions

DOUBLE = mk("R/C4", "Test Double")
HULL = mk("S5", "Test Hull Five")
MATE = mk("C3", "Test Mate")
BODY = """
[[play]]
effect = "equip"
where = "own_location"

[[reaction]]
effect = "react"
on = "{on}"
target = "event_target"
if = {{ event_target = {{ types = "C", owner = "own" }} }}
do = [
    {{ effect = "place", on = {{ types = "SBT", where = {{ carries = {{ among = "target" }} }} }} }},
    {{ effect = "redirect", to = "self" }},
]
"""


def _react_with_double(s) -> int:
    x = hand_card(s, DOUBLE["key"], seat=B)
    frame = s.pending[-1]
    assert frame["p"] == B
    [play] = [a for a in s.legal_actions(B) if a["type"] == "react" and a["card"] == x]
    s.apply(play)
    _pass_reactions(s)
    return x


def test_a_card_played_on_a_crew_card_goes_onto_the_substitute(script) -> None:
    script(DOUBLE, BODY.format(on="card_played"))
    s, ids = duel(theirs=[("u", HULL, None), ("c", MATE, "u")], hand=["A5|anarchist"], hand_b=[DOUBLE])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, "A5|anarchist"), on=ids["c"])
    x = _react_with_double(s)
    [an] = [k for k in s.ip if s.ci[k].card["identity"] == "A5|anarchist"]
    assert s.ip[x]["loc"] == ids["u"] and s.ip[x]["c"] == B  # he joins the crew's location
    assert s.ip[an]["loc"] == x  # the card played is on him instead


def test_a_card_action_takes_the_substitute_as_its_target(script) -> None:
    script(DOUBLE, BODY.format(on="operated"))
    s, ids = duel(mine=[("own", HULL, None), ("x", "E2|transporter", "own"), ("m", "C2|mercenary", "own")],
                  theirs=[("u", mk("S3", "Test Bare Three"), None), ("c", mk("C2", "Test Deckhand"), "u")], hand_b=[DOUBLE])
    skip_to(s, "play_a")
    [kill] = [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["m"] and a.get("on") == ids["c"]]
    s.apply(kill)
    x = _react_with_double(s)
    assert ids["c"] in s.ip  # the crew card it aimed at is not affected
    assert x not in s.ip  # the substitute is, instead



KILLER = mk("C5", "Test Killer")
KILL = """
[[play]]
effect = "equip"
where = "own_location"

[[ability]]
effect = "operate"
phase = "play"
target = { types = "C", owner = "opp" }
do = [{ effect = "destroy", to = "target" }]
"""


def test_an_ability_of_the_registry_takes_the_substitute_as_its_target(script) -> None:
    """A card action written as data (an `operate` ability): its actions act on the substitute."""
    script(DOUBLE, BODY.format(on="operated"))
    script(KILLER, KILL)
    s, ids = duel(mine=[("own", HULL, None), ("k", KILLER, "own")],
                  theirs=[("u", mk("S3", "Test Bare Three"), None), ("c", MATE, "u")], hand_b=[DOUBLE])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["k"], ability="ability0", on=ids["c"])
    x = _react_with_double(s)
    assert ids["c"] in s.ip and x not in s.ip
