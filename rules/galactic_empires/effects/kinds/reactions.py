"""Reaction cards of the first vocabulary whose rule is what they do as they resolve.

A reaction card played in reaction mode (v2.1 "PLAYING REACTION CARDS") resolves once its window
closes (engine/stack.py ``_resolve_reaction``): a kind taking part in ``@reacted`` does it,
``at_reacted(g, p, c, key, e, on, frame)`` (``on``: what it was played on; ``frame``: the window it
was played in, its trigger and the action waiting on it). When it may be played is still its
``reaction_use`` entry.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..registry import Kind, kind
from ..schema import BOOL, COUNT, Enum, Param

# Primary rules, "3 - Play Cards Phase A": three card plays a turn (engine/common.py PLAYS_PER_TURN).
PLAYS_PER_TURN = 3


class Reacted(Kind):
    moments = ("@reacted",)
    listens_in_play = False  # played from the hand

    def at_reacted(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None,
                   frame: dict[str, Any]) -> None:
        raise NotImplementedError  # pragma: no cover


@kind("limit", "reaction", "the current turn is cut short: at most that many more card plays, or no more card draws",
      one_of=(("plays", "draws"),),
      plays=Param(COUNT, "the cards the turn's player plays this turn, at most (this one's included when it is his)"),
      draws=Param(Enum(0), "no more card draws this turn: the Draw Cards Phase ends, end-of-turn draws too"),
      bottom=Param(BOOL, "the card is placed at the bottom of the discard pile"))
class Limit(Reacted):
    """Suspended Animation, Time Compression (plays), Cessation of Time (draws). The rules ask
    "@limits_plays" (Time Compression may also answer the play past its limit) and "@limits_draws"
    (its window opens as the Draw Cards Phase starts)."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return (*self.moments, "@limits_plays" if "plays" in e else "@limits_draws")

    def at_reacted(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None,
                   frame: dict[str, Any]) -> None:
        waiting = frame["cont"]
        if e.get("bottom"):
            g.discard[g._dk(p)].insert(0, c)  # Cessation of Time: "Placed at the bottom of the discard pile"
        else:
            g._to_discard(c)
        if "plays" in e:
            # "Opponent ... stops playing cards this turn" / "may play a maximum of 2 cards".
            over = g.plays > e["plays"]
            left = max(0, e["plays"] - g.plays)
            g.plays = max(g.plays, PLAYS_PER_TURN - left)
            played = frame["trig"].get("card")
            if (
                over and frame["trig"].get("kind") == "card" and played in g.ip
                and (waiting is None or waiting.get("do") == "card")
            ):
                # Time Compression: "stop the third and subsequent card plays": the play past
                # the limit is stopped, its card back in its owner's hand.
                g._to_hands(played)
                frame["cont"] = None
                g._emit("negated", card=played)
        if "draws" in e:
            # Cessation of Time: the phase ends; "Prevents any and all card draws" (Capital
            # Revitalization's end-of-turn draws too).
            g.draws_left = 0
            g.topup[g.active] = 0


@kind("tractor", "reaction", "a ship firing at an own unit: its fire halved, then it may fire only at that unit",
      named="a reaction halving a ship's fire and then binding its fire to the tractoring unit")
class Tractor(Reacted):
    """Tractor Beam (v2.1 "Tractor Beams": "Activated against a ship as a reaction, tractoring the
    ship for 1 turn or until tractored by another tractor beam. The tractored ship may only fire at
    this unit."). The rules find the beams in play at "@tractors" (CombatRules._tractor_beams)."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return (*self.moments, "@tractors")

    def at_reacted(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None,
                   frame: dict[str, Any]) -> None:
        """The unit fired upon tractors ship `on`; the ship's fire in the volley is halved."""
        v = g.volley
        ip = g.ip
        if v is None or on not in ip or v["t"] not in ip:
            g._to_discard(c)
            return
        for k in g._tractor_beams(on):
            g._remove(k)  # "or until tractored by another tractor beam"
        # FAQ faq-008: activated against the ship, not played against it: the beam goes on the
        # tractoring unit (the unit fired upon) and stays there when the tractored ship is destroyed.
        s = g._enter(p, c, v["t"])
        s["e"] = True
        s["ts"] = on
        # "Discarded during the owning player's next Allocation Phase": its duration (1) counts
        # from the turn before, so the next record keeping of its owner discards it.
        s["pt"] = g.turn - g.n + 1
        g._halve_part(v, on)
