"""A reaction answering a queued reaction reads that reaction's player (issue 29).

When a reaction's own window closes, it and the reactions played against it wait in the queue of
the window below (engine/stack.py _close_window); draining that queue, an answer resolves against
its queue entry, which has no frame "actor": the player who played the answered reaction is it.
(Random games reached a KeyError here once the v2.1 edition played more units engaged.)
"""
from __future__ import annotations

from .test_reaction_stack import DEW, GUNSHIP, HULK, in_hand, table


def test_the_window_event_of_a_queued_reaction_names_its_player():
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)], "hand": [DEW]}])
    a, b = s.order
    dew = in_hand(s, b, DEW)
    entry = {"trig": {"kind": "reaction", "card": dew, "on": ids[1]["hulk"]},
             "cont": {"do": "reaction", "p": b, "card": dew, "on": ids[1]["hulk"]}, "in": -1}
    on, data = s._window_event(entry)
    assert on == "reaction"
    assert data == {"player": b, "card": dew, "target": ids[1]["hulk"]}
    # A window's own frame still names its actor.
    assert s._window_event({**entry, "actor": a})[1]["player"] == a
