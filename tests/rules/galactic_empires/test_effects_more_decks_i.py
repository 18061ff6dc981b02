"""Scenarios for the base-game cards completed in issue 25 (branch issue-25i).

Each scenario plays the card and checks what its text says happens; the numbers come from the
card's text (cardbase/data/galactic-empires/cards.json) and the v2.1 rules it touches.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, mk, refresh, skip_to
from .test_effects_cards import CRUISER, FRIGATE, SMALL, A, B, boarding_party, duel, one_shot_phasers
from .test_effects_more_decks_h import BARE, MATE, OFFICER, OTHER, _missions, _ops, _pass_reactions, _rescue
from .test_effects_more_decks_h import _transport
from .test_effects_more_decks_h import end_turn_pair
from .test_effects_more_language import GUN

TACTICAL = "E6|tactical fighter"


def tactical_fighter():
    """"Can do one of the following each turn: - Transport up to 2 crew cards from one location to
    another. - May be used by 1 crew card for one there-and-back mission. - Fire its weapons."
    (Heavy Weapon, Phasers x2; R/E6: played in reaction mode too.)"""
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", TACTICAL, "own"),
                        ("merc", "C2|mercenary", "own"), ("o1", OFFICER, "own"), ("o2", MATE, "own")],
                  theirs=[("bare", BARE, None), ("foe", OFFICER, "bare")])
    skip_to(s, "play_a")
    assert s._phasers(ids["own"]) == 3 + 2 and s._heavy(ids["own"]) == 2 + 1  # its 2 phasers and heavy weapon
    assert _missions(s, ids["merc"])  # any crew card may use it for a there-and-back mission
    _transport(s, ids, "x", "there", ("o1", "o2"))
    assert not s.pending  # up to 2 crew cards: no third
    assert {s.ip[ids[k]]["loc"] for k in ("o1", "o2", "x")} == {ids["there"]}  # it goes with the crew
    assert s.ip[ids["merc"]]["loc"] == ids["own"]
    assert s._phasers(ids["own"]) == 3 and s._phasers(ids["there"]) == 0  # it transported: it does not fire
    assert not _ops(s, ids["x"])  # one function a turn
    end_turn_pair(s)
    assert s._phasers(ids["there"]) == 2 and s._heavy(ids["there"]) == 1  # its weapons, at its new unit
    one_shot_phasers(TACTICAL, 2, "S7|argonian heavy carrier argonian ionstorm heavy carrier")()
    # In reaction mode: 2 crew cards carried off an own ship about to be destroyed.
    s, ids = duel(mine=[("g", GUN, None)],
                  theirs=[("c", SMALL, None), ("h", OTHER, None), ("o1", OFFICER, "c"), ("o2", MATE, "c"),
                          ("o3", OFFICER, "c")],
                  hand_b=[TACTICAL])
    x = _rescue(s, ids, TACTICAL)
    act(s, "use", option=0, label="carry crew")  # (the only other location: no choice)
    act(s, "use", card=ids["o1"])
    act(s, "use", card=ids["o2"])
    _pass_reactions(s)
    assert ids["c"] not in s.ip and s.ip[ids["o1"]]["loc"] == s.ip[ids["o2"]]["loc"] == s.ip[x]["loc"] == ids["h"]
    assert ids["o3"] not in s.ip and ids["o3"] in s.discard[B]  # a third crew card is lost with the ship
    assert s.ip[x]["c"] == B


PHASER_FIGHTER = "E3|phaser fighter"


def phaser_fighter(card: str = PHASER_FIGHTER) -> None:
    """"Phaser Fighter can do one of the following each turn: Transport 1 crew card from one location
    to another. - May be used by one crew card (marine, boarding party etc.) at the same location for
    one there-and-back mission to another location. - Fire its phasers (once each)." (Phasers x2;
    R/E3: played in reaction mode too.) The E3 Stealth Fighter's text says the same."""
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", card, "own"),
                        ("merc", "C2|mercenary", "own"), ("o1", OFFICER, "own"), ("o2", MATE, "own")],
                  theirs=[("bare", BARE, None), ("foe", OFFICER, "bare")])
    skip_to(s, "play_a")
    assert s._phasers(ids["own"]) == 3 + 2 and s._heavy(ids["own"]) == 2  # its 2 phasers, no heavy weapon
    assert _missions(s, ids["merc"])  # any crew card may use it for a there-and-back mission
    [move] = [a for a in _ops(s, ids["x"]) if a["on"] == ids["there"]]
    act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
    _pass_reactions(s)
    act(s, "use", option=0, label="carry crew")
    act(s, "use", card=ids["o1"])
    _pass_reactions(s)
    assert not s.pending  # 1 crew card: no second
    assert s.ip[ids["o1"]]["loc"] == s.ip[ids["x"]]["loc"] == ids["there"]  # it goes with the crew
    assert s.ip[ids["o2"]]["loc"] == s.ip[ids["merc"]]["loc"] == ids["own"]
    assert s._phasers(ids["own"]) == 3 and s._phasers(ids["there"]) == 0  # it transported: it does not fire
    assert not _ops(s, ids["x"]) and not _missions(s, ids["merc"])  # one function a turn
    end_turn_pair(s)
    assert s._phasers(ids["there"]) == 2
    one_shot_phasers(card, 2, "S7|argonian heavy carrier argonian ionstorm heavy carrier")()
    # In reaction mode: 1 crew card carried off an own ship about to be destroyed.
    s, ids = duel(mine=[("g", GUN, None)],
                  theirs=[("c", SMALL, None), ("h", OTHER, None), ("o1", OFFICER, "c"), ("o2", MATE, "c")],
                  hand_b=[card])
    x = _rescue(s, ids, card)
    act(s, "use", option=0, label="carry crew")  # (the only other location: no choice)
    act(s, "use", card=ids["o2"])
    _pass_reactions(s)
    assert ids["c"] not in s.ip and ids["o1"] not in s.ip and s.ip[ids["o2"]]["loc"] == s.ip[x]["loc"] == ids["h"]
    assert s.ip[x]["c"] == B


def engineer_c2():
    """UE: "- One less energy required (at location) if in play on a ship or base. - Allows the use of
    foreign technology at his location." (No doubled repairs: that is the C3 Engineer's.)"""
    s, ids = duel(mine=[("f", FRIGATE, None), ("e", "C2|engineer", "f"), ("t", mk("T3", "Repair Yard", gen_repair=1), None)])
    assert Position(s).needs(ids["f"]) == {}  # the frigate's 1 energy saved
    assert Position(s).produced(A)["energy"] == 0  # its printed energy symbol is the saving, not a point
    s2, ids2 = duel(mine=[("f", FRIGATE, None), ("t", mk("T3", "Repair Yard", gen_repair=1), None)])
    assert Position(s2).needs(ids2["f"]) == {"energy": 1}  # without him
    Position(s).damage(ids["f"], structure=2)
    refresh(s)
    act(s, "repair", card=ids["f"], part="structure")
    assert s.ip[ids["f"]]["hd"] == 1  # 1 repair point repairs 1 of the 2: not doubled


SURVEY = "E4|survey shuttle"


def survey_shuttle():
    """UE: "May do 1 of the following each turn: - Transport up to 2 crew cards from one location to
    another. - Transport 1 crew card at location on one there-and-back mission." (Its printed supply
    and energy symbols: points it generates.)"""
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", SURVEY, "own"),
                        ("merc", "C2|mercenary", "own"), ("o1", OFFICER, "own"), ("o2", MATE, "own")],
                  theirs=[("bare", BARE, None), ("foe", OFFICER, "bare")])
    skip_to(s, "play_a")
    made = Position(s).produced(A)
    bare, _ = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("merc", "C2|mercenary", "own"),
                         ("o1", OFFICER, "own"), ("o2", MATE, "own")], theirs=[("bare", BARE, None)])
    without = Position(bare).produced(A)
    assert (made["supply"] - without["supply"], made["energy"] - without["energy"]) == (1, 1)
    assert s._phasers(ids["own"]) == 3  # no weapons of its own
    _transport(s, ids, "x", "there", ("o1", "o2"))
    assert not s.pending  # up to 2 crew cards: no third
    assert {s.ip[ids[k]]["loc"] for k in ("o1", "o2", "x")} == {ids["there"]}
    assert not _ops(s, ids["x"])  # one function a turn
    # Or 1 crew card on a there-and-back mission, and then no transport that turn.
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", SURVEY, "own"),
                        ("m1", "C2|mercenary", "own"), ("m2", "C2|mercenary", "own")],
                  theirs=[("hulk", OTHER, None), ("f1", OFFICER, "hulk"), ("f2", OFFICER, "hulk")])
    skip_to(s, "play_a")
    mission = next(a for a in _missions(s, ids["m1"]) if a["on"] == ids["f1"])
    act(s, "operate", **{k: v for k, v in mission.items() if k not in ("player", "type")})
    _pass_reactions(s)
    assert ids["f1"] not in s.ip  # the mercenary killed the crew card
    assert not _missions(s, ids["m2"]) and not _ops(s, ids["x"])  # one mission, its function of the turn


SCENARIOS = {
    TACTICAL: tactical_fighter,
    PHASER_FIGHTER: phaser_fighter,
    "E3|stealth fighter": lambda: phaser_fighter("E3|stealth fighter"),
    "C3|boarding party": boarding_party("C3|boarding party", 1),
    "C2|engineer": engineer_c2,
    SURVEY: survey_shuttle,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
