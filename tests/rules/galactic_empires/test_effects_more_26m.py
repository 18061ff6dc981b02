"""Time Gates cards of the time origin (issue 26, branch m): each scenario plays the real card from the
project's data and asserts what its text states.

Rules read first: v2.1 "TIME GATES RULES" ("TIME ORIGIN": "Cards at the time origin may only move back
into the fleet by use of special cards. When a card moves to the fleet from the time origin, all
damage applied to it and opponent cards played against it while inside the time origin are removed
and discarded"), "TIME KNIGHTS", "TRANOAN EMPIRE", "TIME DAMAGE", "TIME PHASER"; GEfaq "Card Strength"
("When there are two numbers separated by a slash, the first is the fleet strength ... and the
second is the origin strength. Any card with a split strength goes to the time origin when
discarded from the fleet"), "Command Points/Slots". GEqa, GEerrata and GEUnofficialErrata have no
entries for the Time Ships or the Tranoan ships.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, skip_to
from .test_effects_cards import A, B, duel, hand_card, play

HULK = mk("S9", "Test Hulk", shields=2)
MOUNT = mk("S6", "Test Mount", shields=1, phasers=2)


def _destroy(s, *cards: int) -> None:
    """Cards destroyed in the fleet (the crew with a time strength on them go to the time origin)."""
    for c in cards:
        Position(s).destroy(c, B if s.ip[c]["c"] == A else A)
        assert c not in s.ip


def time_ship(identity: str, most: int):
    def scenario() -> None:
        """"Played in the engaged position - Allows one time knight with a fleet strength of N or
        less to shift from the time origin to the active fleet - Discarded after use during the
        Discard Phase." The knights of his at the origin of fleet strength N or less are his pick
        (their time strength, 9 to 1, is not what counts), then where it goes in his fleet."""
        weak = {3: "C3|time knight", 6: "C6|time knight", 9: "C9|time knight"}[most]  # fleet strength = most
        strong = {3: "C4|time knight", 6: "C7|time knight", 9: "C10|time knight"}[most]  # fleet strength most + 1
        low = "C1|time knight"  # fleet strength 1, time strength 9
        s, ids = duel(
            mine=[("h1", MOUNT, None), ("w", weak, "h1"), ("h2", MOUNT, None), ("x", strong, "h2"),
                  ("h3", MOUNT, None), ("l", low, "h3"), ("home", HULK, None)],
            theirs=[("th", MOUNT, None), ("t", "C2|time knight", "th")],
            hand=[identity],
        )
        s.ip[ids["x"]]["ori"] = True  # the strongest one put there directly (C10 has no time strength in the data)
        s.ip[ids["x"]]["loc"] = None
        s._kids = None
        _destroy(s, ids["h1"], ids["h3"], ids["th"])  # their locations destroyed: to the origin
        for k in ("w", "l", "t"):
            assert s.ip[ids[k]].get("ori")
        s.ip[ids["w"]]["hd"] = 1  # damage taken at the origin
        ship = hand_card(s, identity)
        skip_to(s, "play_a")
        Position(s).command_limit(A, 10)  # room for it (its slots are not what is tested)
        play(s, identity)
        assert s.ip[ship]["e"]  # played engaged
        act(s, "use", option=0, label="shift a time knight from the time origin to the fleet (Time Ship)")
        frame = s.pending[-1]
        assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["w"], ids["l"]}  # his, fleet strength <= most
        act(s, "use", card=ids["w"])
        frame = s.pending[-1]
        assert {o["card"] for o in frame["options"]} == {ids["h2"], ids["home"], ship}  # his fleet's locations
        act(s, "use", card=ids["home"])
        w = s.ip[ids["w"]]
        assert "ori" not in w and w["loc"] == ids["home"] and w["hd"] == 0
        assert Position(s).strength(ids["w"]) == most  # its fleet strength again
        assert s.ip[ids["l"]].get("ori") and s.ip[ids["x"]].get("ori") and s.ip[ids["t"]].get("ori")  # one knight only
        assert ship in s.ip
        skip_to(s, "discard")
        assert ship not in s.ip and ship in s.discard[s._dk(A)]  # discarded in its Discard Phase

    return scenario


CARD_SCENARIOS = {
    "S1|time ship": time_ship("S1|time ship", 3),
    "S3|time ship": time_ship("S3|time ship", 6),
    "S5|time ship": time_ship("S5|time ship", 9),
}


@pytest.mark.parametrize("identity", sorted(CARD_SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    CARD_SCENARIOS[identity]()
