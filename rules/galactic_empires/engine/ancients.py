"""Ancient cards: crew cards that reach installations without transport and fire their weapons at Sector HQs.

Rulebook section: v2.1 "ANCIENT CARDS" ("designated with an 'N'"):

- "Ancient cards are a subset of 'C'rew cards. Ancient cards are treated as crew cards for all
  purposes. Cards that can be played on crew can be played on ancients, and anything that can
  affect crew cards can affect ancient cards." The engine reads an ancient as a crew card
  (CardInfo.t "C") marked ``ancient``; "crew cards are never treated as ancient cards".
- "Ancients may be played directly to installations."
- "Ancients in play on an installation may move to another location without transportation once
  each turn (not on a there-and-back mission). If in play on an installation being discarded, they
  may be moved to another location."
- "A player with an engaged ancient in play on an installation (under his control) may target
  opponent Sector HQs, Psy Networks or the Time Origin with the weapons of that installation."
"""
from __future__ import annotations

from typing import Any

from ...core import Action
from .installations import INSTALLATION


class AncientRules:
    """Ancient cards: crew cards that reach installations without transport and fire their weapons at Sector HQs."""

    def _ancient_play_targets(self, p: int) -> list[dict[str, Any]]:
        """"Ancients may be played directly to installations" (any installation in play)."""
        return [{"on": x} for x in self._installations() if x in self.ip]

    def _ancient_destinations(self, p: int, k: int, leaving: int) -> list[int]:
        """Where p's ancient k on installation `leaving` may move: p's ships, bases and terrain,
        and the other installations."""
        others = [x for x in self._installations() if x in self.ip and x != leaving]
        return self._own_crew_hosts(p) + others

    def _ancient_moves(self, p: int, k: int, host: int) -> list[Action]:
        """An ancient on an installation moves "without transportation once each turn"."""
        if self.ci[host].t != INSTALLATION:
            return []
        return [{"player": p, "type": "transport", "card": k, "to": to} for to in self._ancient_destinations(p, k, host)]

    def _ancient_gunnery(self, x: int) -> bool:
        """Whether installation x's controller has an engaged ancient in play on it (its weapons may
        then target opponent Sector HQs)."""
        ip = self.ip
        q = ip[x]["c"]
        return any(self.ci[k].ancient and ip[k]["c"] == q and ip[k]["e"] for k in self._children(x))

    def _ancient_afloat(self, k: int, leaving: int) -> bool:
        """An ancient on an installation being discarded: its player may move it to another
        location (his choice, "pass": it is discarded with the installation). True when the choice
        is offered (the ancient waits at no location meanwhile)."""
        p = self.ip[k]["c"]
        dests = [] if self.out[p] else self._ancient_destinations(p, k, leaving)
        if not dests:
            return False
        self.ip[k]["loc"] = None
        self._kids = None
        self._choose(p, "ancient_leaves", [{"type": "use", "card": to} for to in dests], {"do": "ancient", "card": k})
        return True

    def _resume_ancient(self, p: int, cont: dict[str, Any], to: int | None) -> None:
        """The ancient goes where its player chose, or is discarded."""
        k = cont["card"]
        if k not in self.ip:
            return
        if to is None or to not in self.ip:
            self._remove(k)
            return
        self.ip[k]["loc"] = to
        self._kids = None
        self._emit("moved", card=k, to=to)
        if "on:moved" in self.fxin:
            self._event("moved", card=k, to=to)
