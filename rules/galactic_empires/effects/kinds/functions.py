"""Operated functions of the first vocabulary: a card's once-a-turn action (v2.1 "OPERATING CARDS").

Moments (asked by engine/abilities.py of each card in play whose entries take part):

- ``@operate`` (``at_operate(g, p, c, e) -> list``): the card actions p may take with card c now
  (``{"type": "operate", "card": c, ...}``, once a turn: the rules mark c used), and
  ``operated(g, p, c, on, e)``: the action done, aimed at ``on`` (its target, or the card c sits on).
- ``@hazard_reduction`` (``at_hazard_reduction(g, k, c, e) -> bool``): card k on card c makes the
  damage of the hazard now damaging c one point less (engine/damage.py ``_damage``).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..registry import Kind, kind

# Primary rules, "3 - Play Cards Phase A": three card plays a turn.
PLAYS_PER_TURN = 3


@kind("helm", "replacement", "hazard damage to its ship is one less; operated, the ship returns to the hand",
      named="two rules of one card: hazard damage to its ship one less, and operated as a card play its ship returns"
            " to the hand")
class Helm(Kind):
    """The Helmsman."""

    moments = ("@operate", "@hazard_reduction")
    listens_in_play = False  # asked of each card in play, and of the cards on a damaged ship

    def at_operate(self, g: Any, p: int, c: int, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        host = g.ip[c]["loc"]
        if host in g.ip and g.ip[host]["c"] == p and g.ci[host].t == "S" and g.plays < PLAYS_PER_TURN:
            return [{"player": p, "type": "operate", "card": c}]
        return []

    def operated(self, g: Any, p: int, c: int, on: int, e: Mapping[str, Any]) -> None:
        """"As a card play, the helmsman's ship and all accompanying cards may be returned to your
        hand. The helmsman is discarded to do this.\""""
        g.plays += 1
        g._remove(c)
        if on in g.ip:
            g._to_hands(on)

    def at_hazard_reduction(self, g: Any, k: int, c: int, e: Mapping[str, Any]) -> bool:
        """"Each damage-causing hazard card ... causes one less point of damage" (to its ship)."""
        return g.ci[c].t == "S" and g.ci[g._src[0]].t == "H"


@kind("destabilize", "ability", "operated once a turn at an opponent unit: its engagement energy tripled next turn",
      named="an operated gun tripling its target's engagement energy next turn, never the same target twice running")
class Destabilize(Kind):
    """Warp Field Destabilization Gun: "The target card requires 3 times its normal engagement
    energy requirement on its next turn" (engine/economy.py reads the mark "x3" it leaves)."""

    moments = ("@operate",)
    listens_in_play = False

    def at_operate(self, g: Any, p: int, c: int, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        ip = g.ip
        s = ip[c]
        host = s["loc"]
        if host is None or host not in ip or not ip[host]["e"]:
            return []
        return [
            {"player": p, "type": "operate", "card": c, "on": t} for t, st in ip.items()
            if st["c"] != p and g.ci[t].t in "SB" and not st["cmb"]
            and not (s.get("last") == t and g.turn - s.get("lt", -99) <= g.n)  # "May not be fired at the same unit two turns in a row"
        ]

    def operated(self, g: Any, p: int, c: int, on: int, e: Mapping[str, Any]) -> None:
        g.ip[on]["x3"] = g.turn
        g.ip[c]["last"] = on
        g.ip[c]["lt"] = g.turn
        g._emit("destabilized", card=on)
