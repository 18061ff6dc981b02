"""Headquarter cards: played to the Sector HQ, fired upon only as the Sector HQ may be.

Rulebook section: v2.1 "HEADQUARTER CARDS" ("designated with a 'Q'"):

- "Headquarter cards are played to the Sector HQ." (Q1: "Played to the Sector HQ or Psy Network".)
  The Sector HQ is no card in play, so a Q card sits in its player's fleet at no location, engaged
  ("Cards without point requirements are played engaged").
- "Headquarter cards are destroyed by weapons damage equal to their strength." Ruling: only weapons
  damage scores on them (card damage does not).
- "They may only be targeted by weapons eligible to target the Sector HQ (if the Sector HQ is not
  exposed, 'Q' cards are not exposed)."
- "Only 'Q' cards may be played to or against 'Q' cards." (the target of a card play)
- "Headquarter cards do not protect the Sector HQ." (only ships do: CombatRules._hq_exposed)

Which weapons are eligible to target a Sector HQ: a ship's or dragon's, a psy's (not its psy
damage), and an installation's when an engaged ancient of its controller is on it (v2.1 "ANCIENT
CARDS") or when it is a Comedy Club of a CCN player (v2.1 "COMEDY CLUB NETWORK": EmpireRules).
"""
from __future__ import annotations

from typing import Any

from .common import SHIP_TYPES
from .installations import INSTALLATION

HEADQUARTERS = "Q"


class HeadquarterRules:
    """Headquarter cards: played to the Sector HQ, fired upon only as the Sector HQ may be."""

    def _headquarter_targets(self, p: int, cid: int) -> list[dict[str, Any]]:
        """"Headquarter cards are played to the Sector HQ" (or the Psy Network): into the fleet."""
        return [{}]

    def _hq_weapon(self, u: int, weapon: str) -> bool:
        """Whether card u's `weapon` is eligible to target a Sector HQ (or Psy Network), and so a
        headquarter card: "Only ship, dragon, or psy cards may fire at a Sector HQ or Psy Network"
        (a psy with its phasers and heavy weapons, not its psy damage), and an installation whose
        controller has an engaged ancient on it (v2.1 "ANCIENT CARDS") or, a Comedy Club, is a
        CCN player (v2.1 "COMEDY CLUB NETWORK")."""
        i = self.ci[u]
        if i.t in SHIP_TYPES or (i.psy is not None and weapon != "psy"):
            return True
        if "@hq_fire" in self.fxin and weapon != "psy" and self._hq_fire_granted(u):
            return True  # a card allowing a base "to target an unprotected Sector HQ"
        if i.t != INSTALLATION:
            return False
        return self._ancient_gunnery(u) or self._comedy_club_network(u)

    def _hq_fire_granted(self, u: int) -> bool:
        """Whether a card in play lets unit u fire at a Sector HQ ("hq_fire")."""
        return any(self._granted("@hq_fire", u))

    def _plays_on_headquarters_ok(self, cid: int, on: Any) -> bool:
        """"Only 'Q' cards may be played to or against 'Q' cards"."""
        return on is None or on < 0 or on not in self.ip or self.ci[on].t != HEADQUARTERS or self.ci[cid].t == HEADQUARTERS
