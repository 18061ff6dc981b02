"""Scenarios for the sample decks' cards completed in issue 25 (branch issue-25h).

Each scenario plays the card and checks what its text says happens; the numbers come from the
card's text (cardbase/data/galactic-empires/cards.json) and the v2.1 rules it touches.
"""
from __future__ import annotations

import pytest

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, CRUISER, SMALL, duel, hand_card, one_shot_phasers
from .test_effects_more_language import GUN

OTHER = mk("S4", "Test Other Hull")
BARE = mk("S3", "Test Bare Hull")
ROCK = mk("T3", "Test Rock")
OFFICER = mk("C2", "Test Officer")
MATE = mk("C3", "Test Mate")


def _pass_reactions(s) -> None:
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


def _rescue(s, ids, card: str) -> int:
    """Seat A's gun destroys seat B's unit c; B plays `card` from his hand in reaction mode (his own
    choice, offered as the unit is about to be destroyed). The card played."""
    x = hand_card(s, card, seat=B)
    skip_to(s, "fire")
    act(s, "target", on=ids["c"])
    for _ in range(6):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    _pass_reactions(s)
    assert s.pending[-1]["p"] == B and {"type": "use", "card": x} in s.pending[-1]["options"]
    act(s, "use", card=x)
    _pass_reactions(s)
    return x


def _ops(s, card) -> list[dict]:
    return [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == card]


def _transport(s, ids, unit: str, to: str, crew: tuple[str, ...]) -> None:
    """Unit `unit` transports to location `to` as its card action, carrying the crew cards `crew`."""
    [move] = [a for a in _ops(s, ids[unit]) if a["on"] == ids[to]]
    act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
    _pass_reactions(s)
    act(s, "use", option=0, label="carry crew")
    for k in crew:
        act(s, "use", card=ids[k])
    _pass_reactions(s)


def _missions(s, crew) -> list[dict]:
    return [a for a in _ops(s, crew) if "op" in a]


SHUTTLE = "E3|shuttlecraft"


def shuttlecraft():
    """"A shuttle may do one of the following each turn (or when played in reaction mode): - Transport
    0 to 3 crew from one location to another. May only transport crew from a unit being destroyed if
    played in reaction mode. - May be used by a marine or boarding party for one there-and-back
    mission. - Fire its phaser (only one time). - Phaser (one shot only)\""""
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", SHUTTLE, "own"),
                        ("bp", "C1|boarding party", "own"), ("merc", "C2|mercenary", "own"),
                        ("o1", OFFICER, "own"), ("o2", MATE, "own")],
                  theirs=[("bare", BARE, None), ("foe", OFFICER, "bare")])
    skip_to(s, "play_a")
    assert s._phasers(ids["own"]) == 3 + 1  # the cruiser's 3 and the shuttle's phaser
    assert _missions(s, ids["bp"])  # a boarding party may use it for a there-and-back mission
    assert not _missions(s, ids["merc"])  # a mercenary may not
    # Transport crew from one location to another: up to 3, the shuttle goes with them.
    [move] = [a for a in _ops(s, ids["x"]) if a["on"] == ids["there"]]
    act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
    _pass_reactions(s)
    act(s, "use", option=0, label="carry crew")
    for k in ("o1", "o2", "merc"):
        options = [o["card"] for o in s.pending[-1]["options"] if "card" in o]
        assert ids[k] in options
        act(s, "use", card=ids[k])
    _pass_reactions(s)
    assert not s.pending  # three picked: no fourth
    assert {s.ip[ids[k]]["loc"] for k in ("o1", "o2", "merc", "x")} == {ids["there"]}
    assert s.ip[ids["bp"]]["loc"] == ids["own"]
    assert s._phasers(ids["own"]) == 3 and s._phasers(ids["there"]) == 0  # it transported: it does not fire
    assert not _ops(s, ids["x"])  # one function a turn
    end_turn_pair(s)
    assert s._phasers(ids["there"]) == 1  # next turn its phaser is back to its new unit
    # With no crew: the shuttle moves alone (FAQ: "This includes transporting zero crew").
    [back] = [a for a in _ops(s, ids["x"]) if a["on"] == ids["own"]]
    act(s, "operate", **{k: v for k, v in back.items() if k not in ("player", "type")})
    _pass_reactions(s)
    act(s, "pass")
    _pass_reactions(s)
    assert s.ip[ids["x"]]["loc"] == ids["own"] and s.ip[ids["o1"]]["loc"] == ids["there"]
    shuttlecraft_fires_once()
    shuttlecraft_in_reaction_mode()
    one_shot_phasers(SHUTTLE, 1, "B2|fighter garrison")()  # spent once fired; a garrison rearms it


def end_turn_pair(s) -> None:
    from .helpers import end_turn

    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")


def shuttlecraft_fires_once():
    """Its phaser fired is its function of the turn, "only one time"."""
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", SHUTTLE, "own"),
                        ("bp", "C1|boarding party", "own")],
                  theirs=[("bare", BARE, None), ("hulk", OTHER, None), ("foe", OFFICER, "hulk")])
    skip_to(s, "fire")
    act(s, "target", on=ids["bare"])
    for _ in range(4):
        act(s, "fire", card=ids["own"], weapon="phaser")  # 3 and the shuttle's one shot
    assert {"player": A, "type": "fire", "card": ids["own"], "weapon": "phaser"} not in s.legal_actions(A)
    act(s, "resolve")
    _pass_reactions(s)
    assert s._acted_this_turn(ids["x"]) and not s._transport_ready(ids["x"])
    end_turn_pair(s)
    assert s._phasers(ids["own"]) == 3  # "one shot only": spent
    assert _ops(s, ids["x"]) and _missions(s, ids["bp"])  # it still transports


def shuttlecraft_in_reaction_mode():
    """Played in reaction mode as an own ship is about to be destroyed: 0 to 3 of its crew carried to
    another own location, the shuttle with them; the ship is still destroyed."""
    s, ids = duel(mine=[("g", GUN, None)],
                  theirs=[("c", SMALL, None), ("h", OTHER, None), ("t", ROCK, None), ("o1", OFFICER, "c"),
                          ("o2", MATE, "c"), ("o3", OFFICER, "c"), ("o4", MATE, "c")],
                  hand_b=[SHUTTLE])
    x = _rescue(s, ids, SHUTTLE)
    assert sorted(o["card"] for o in s.pending[-1]["options"] if "card" in o) == sorted([ids["h"], ids["t"]])
    act(s, "use", card=ids["t"])  # to the terrain (FAQ: shuttles may move to terrain)
    act(s, "use", option=0, label="carry crew")
    for k in ("o1", "o2", "o3"):
        act(s, "use", card=ids[k])
    _pass_reactions(s)
    assert ids["c"] not in s.ip and ids["c"] in s.discard[B]
    assert {s.ip[ids[k]]["loc"] for k in ("o1", "o2", "o3")} == {ids["t"]}
    assert ids["o4"] not in s.ip and ids["o4"] in s.discard[B]  # a fourth crew card is lost with the ship
    assert s.ip[x]["loc"] == ids["t"] and s.ip[x]["c"] == B
    assert s._acted_this_turn(x)  # that was its function of the turn


FIGHTER = "E5|fighter"


def fighter():
    """"- Transport 1 crew from 1 location to another. - May be used by crew card for one
    there-and-back mission. - Fire its weapons." (R/E5: played in reaction mode too.)"""
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", FIGHTER, "own"),
                        ("merc", "C2|mercenary", "own"), ("o1", OFFICER, "own")],
                  theirs=[("bare", BARE, None), ("foe", OFFICER, "bare")])
    skip_to(s, "play_a")
    assert s._phasers(ids["own"]) == 3 + 1 and s._heavy(ids["own"]) == 2 + 1  # its phaser and heavy weapon
    assert _missions(s, ids["merc"])  # any crew card may use it for a there-and-back mission
    [move] = [a for a in _ops(s, ids["x"]) if a["on"] == ids["there"]]
    act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
    _pass_reactions(s)
    act(s, "use", option=0, label="carry a crew card")
    act(s, "use", card=ids["o1"])
    _pass_reactions(s)
    assert not s.pending  # one crew card
    assert s.ip[ids["o1"]]["loc"] == s.ip[ids["x"]]["loc"] == ids["there"]  # it goes with the crew
    assert s.ip[ids["merc"]]["loc"] == ids["own"]
    assert s._phasers(ids["there"]) == 1 and s._heavy(ids["there"]) == 1  # its weapons go with it
    assert not _ops(s, ids["x"])  # one card action a turn
    one_shot_phasers(FIGHTER, 1, "S7|argonian heavy carrier argonian ionstorm heavy carrier")()
    # In reaction mode: 1 crew card carried off an own ship about to be destroyed.
    s, ids = duel(mine=[("g", GUN, None)],
                  theirs=[("c", SMALL, None), ("h", OTHER, None), ("o1", OFFICER, "c"), ("o2", MATE, "c")],
                  hand_b=[FIGHTER])
    x = _rescue(s, ids, FIGHTER)
    act(s, "use", option=0, label="carry a crew card")  # (the only other location: no choice)
    act(s, "use", card=ids["o2"])
    _pass_reactions(s)
    assert ids["c"] not in s.ip and ids["o1"] not in s.ip and s.ip[ids["o2"]]["loc"] == ids["h"]
    assert s.ip[x]["loc"] == ids["h"] and s.ip[x]["c"] == B


TAS = "E1|terrain attack shuttle"


def terrain_attack_shuttle():
    """"Does one of the following each turn: - Transport 0 to 2 crew cards from one location to
    another. - Allow 1 crew card to perform 1 there-and-back mission. - When in play on a ship, this
    shuttle may assault a terrain card (not protected by a base) causing 1 point of card damage.\""""
    from .test_effects_cards import PLANET, damage

    s, ids = duel(mine=[("u", CRUISER, None), ("there", OTHER, None), ("x", TAS, "u"), ("bp", "C1|boarding party", "u"),
                        ("o1", OFFICER, "u"), ("o2", MATE, "u")],
                  theirs=[("t", PLANET, None), ("t2", ROCK, None), ("b", mk("B2", "Test Base"), "t2"), ("bare", BARE, None)])
    skip_to(s, "play_a")
    assault = [a for a in _ops(s, ids["x"]) if s.ci[a["on"]].t == "T"]
    assert {a["on"] for a in assault} == {ids["t"]}  # not the terrain a base protects
    assert _missions(s, ids["bp"])
    act(s, "operate", **{k: v for k, v in assault[0].items() if k not in ("player", "type")})
    _pass_reactions(s)
    assert damage(s, ids["t"]) == (0, 1)  # 1 point of card damage
    assert not _ops(s, ids["x"]) and not _missions(s, ids["bp"])  # one function a turn
    end_turn_pair(s)
    [move] = [a for a in _ops(s, ids["x"]) if a["on"] == ids["there"]]
    act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
    _pass_reactions(s)
    act(s, "use", option=0, label="carry crew")
    act(s, "use", card=ids["o1"])
    act(s, "use", card=ids["o2"])
    _pass_reactions(s)
    assert not s.pending  # two: the boarding party stays
    assert {s.ip[ids[k]]["loc"] for k in ("o1", "o2", "x")} == {ids["there"]} and s.ip[ids["bp"]]["loc"] == ids["u"]
    assert not _ops(s, ids["x"])
    # A mission is its function of the turn too.
    s, ids = duel(mine=[("u", CRUISER, None), ("x", TAS, "u"), ("bp", "C1|boarding party", "u")],
                  theirs=[("t", PLANET, None), ("bare", BARE, None)])
    skip_to(s, "play_a")
    mission = next(a for a in _missions(s, ids["bp"]) if a["on"] == ids["bare"])
    act(s, "operate", **{k: v for k, v in mission.items() if k not in ("player", "type")})
    while s.pending:
        act(s, "pass") if s.pending[-1]["k"] == "react" else act(s, "use", **{
            k: v for k, v in s.legal_actions(A)[0].items() if k not in ("player", "type")})
    assert not _ops(s, ids["x"])  # no assault after the mission
    # On a base (after it moved there) it may not assault.
    s, ids = duel(mine=[("base", mk("B3", "Test Own Base"), None), ("x", TAS, "base")], theirs=[("t", PLANET, None)])
    skip_to(s, "play_a")
    assert not [a for a in _ops(s, ids["x"]) if a["on"] == ids["t"]]
    # In reaction mode: up to 2 crew carried off an own ship about to be destroyed.
    s, ids = duel(mine=[("g", GUN, None)],
                  theirs=[("c", SMALL, None), ("h", OTHER, None), ("o1", OFFICER, "c"), ("o2", MATE, "c"),
                          ("o3", OFFICER, "c")],
                  hand_b=[TAS])
    x = _rescue(s, ids, TAS)
    act(s, "use", option=0, label="carry crew")
    act(s, "use", card=ids["o1"])
    act(s, "use", card=ids["o2"])
    _pass_reactions(s)
    assert ids["c"] not in s.ip and ids["o3"] not in s.ip
    assert s.ip[ids["o1"]]["loc"] == s.ip[ids["o2"]]["loc"] == s.ip[x]["loc"] == ids["h"]


HEAVY = "E4|heavy shuttlecraft"


def heavy_shuttlecraft():
    """"A heavy shuttlecraft can do 1 of the following each turn: - Transport 0 to 5 crew card from one
    location to another. - Transport up to 2 crew at location on a there-and-back mission. - Fire its
    weapons." (R/E4: played in reaction mode too.)"""
    crew = [(f"o{n}", OFFICER if n % 2 else MATE, "own") for n in range(1, 7)]
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", HEAVY, "own"), *crew],
                  theirs=[("bare", BARE, None)])
    skip_to(s, "play_a")
    assert s._phasers(ids["own"]) == 3 + 2
    [move] = [a for a in _ops(s, ids["x"]) if a["on"] == ids["there"]]
    act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
    _pass_reactions(s)
    act(s, "use", option=0, label="carry crew")
    for n in range(1, 6):
        act(s, "use", card=ids[f"o{n}"])
    _pass_reactions(s)
    assert not s.pending  # five: the sixth stays
    assert {s.ip[ids[f"o{n}"]]["loc"] for n in range(1, 6)} == {ids["there"]} == {s.ip[ids["x"]]["loc"]}
    assert s.ip[ids["o6"]]["loc"] == ids["own"]
    assert s._phasers(ids["there"]) == 0  # it transported: its weapons do not fire this turn
    # Up to 2 crew cards at its location on there-and-back missions, as its function of the turn.
    s, ids = duel(mine=[("own", CRUISER, None), ("x", HEAVY, "own"), ("m1", "C2|mercenary", "own"),
                        ("m2", "C2|mercenary", "own"), ("m3", "C2|mercenary", "own")],
                  theirs=[("hulk", OTHER, None), ("f1", OFFICER, "hulk"), ("f2", OFFICER, "hulk"), ("f3", OFFICER, "hulk")])
    skip_to(s, "play_a")
    for m, f in (("m1", "f1"), ("m2", "f2")):
        mission = next(a for a in _missions(s, ids[m]) if a["on"] == ids[f])
        act(s, "operate", **{k: v for k, v in mission.items() if k not in ("player", "type")})
        _pass_reactions(s)
        assert ids[f] not in s.ip  # the mercenary killed the crew card
    assert not _missions(s, ids["m3"])  # a third may not
    assert s._phasers(ids["own"]) == 3 and not _ops(s, ids["x"])
    one_shot_phasers(HEAVY, 2, "S3|indirigan light carrier")()  # spent once fired; a carrier rearms them
    # In reaction mode: up to 5 crew carried off an own ship about to be destroyed.
    s, ids = duel(mine=[("g", GUN, None)],
                  theirs=[("c", SMALL, None), ("h", OTHER, None), ("o1", OFFICER, "c"), ("o2", MATE, "c")],
                  hand_b=[HEAVY])
    x = _rescue(s, ids, HEAVY)
    act(s, "use", option=0, label="carry crew")
    act(s, "use", card=ids["o1"])
    act(s, "use", card=ids["o2"])
    _pass_reactions(s)
    assert ids["c"] not in s.ip and s.ip[ids["o1"]]["loc"] == s.ip[ids["o2"]]["loc"] == s.ip[x]["loc"] == ids["h"]


SCENARIOS = {
    SHUTTLE: shuttlecraft,
    FIGHTER: fighter,
    TAS: terrain_attack_shuttle,
    HEAVY: heavy_shuttlecraft,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
