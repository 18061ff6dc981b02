"""Ship movement: units moving against opponent terrain (Piracy).

Rulebook sections: GErulesv21 "SHIP MOVEMENT RULES" (found in Piracy TM), "ALLOCATION" ("SHIP
MOVEMENT: Ships may change locations at this time"); GEqa "Ships" ("If the ship is a Pirate ship,
and you are playing it against a terrain it does not protect the Sector HQ"), GEqa "H6 Defensive
Mine Field" ("playing a ship against someones fleet ... is usually done to steal the allocation costs
from a planet to power your ship, and make your opponent lose those points from their allocation
phase").

- **Who moves**: a unit a `raid` entry reaches (effects/kinds/statics.py: the ship's own text, a
  crew card or occurrence on it, a base allowing pirate ships...). "Ships in the fleet may be moved
  once each Allocation Phase. They may move to a terrain card or be moved into space
  (independently)": against an opponent terrain card, or from one back into its own fleet.
- **Blocking**: "A ship in play on a terrain (defending) prevents an opponent ship of equal or lesser
  strength from being moved into position against that terrain (attacking). A ship in play against a
  terrain (attacking) prevents an opponent ship of lesser strength from being moved into position on
  that terrain (defending)."
- **Moved off**: "When a ship is moved to a terrain with a ship of equal or lower strength played
  against it, the ship played against the terrain is moved off of the terrain. The ship moved off the
  terrain does not protect its Sector HQ until it is moved back to a location where it can do so.
  When a ship is moved against a terrain with a ship of lower strength played to it, the ship played
  to the terrain is moved off of the terrain. The ship moved off the terrain still protects its
  Sector HQ." A ship moved off is independent in its fleet (an attacker moved off is marked
  ``adrift`` until it moves again).
- **Stealing**: with `steal`, a unit against a terrain needs none of its player's points to engage,
  and the terrain's player gets its printed engagement cost less from that terrain while it is
  engaged (as the Surface Dragoness: EconomyRules._produced).
- A unit against an opponent terrain does not protect its Sector HQ (ViewRules._on_opponent_terrain).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import Action

MOVERS = "SD"  # ships (and dragons whose text moves them: "May move against terrain")


class ShipMovementRules:
    """Units moving against opponent terrain in their player's Allocation Phase."""

    def _raid_entries(self, u: int) -> list[tuple[int, Mapping[str, Any]]]:
        """The `raid` entries of cards in play reaching unit u (its own text, its crew, ...), with
        their cards. An entry with `at_most` reaches u only while fewer other units it reaches stand
        against terrain ("Allows 1 pirate ship to be moved against terrain")."""
        ip = self.ip
        found = []
        for k in self._listeners("@raid"):
            sk = ip.get(k)
            if sk is None:
                continue
            for _, e in self.ci[k].at["@raid"]:
                if not self._mod_reaches(k, e.get("affects", "self"), u):
                    continue
                if "if" in e and not self._holds(self._ctx(self._side(k), k), e["if"]):
                    continue
                if "at_most" in e and sum(
                    1 for x in ip if x != u and self.ci[x].t in MOVERS and self._against(x) is not None
                    and self._mod_reaches(k, e.get("affects", "self"), x)
                ) >= e["at_most"]:
                    continue
                found.append((k, e))
        return found

    def _raid_warded(self, u: int, t: int) -> bool:
        """Whether a card of an opponent of u's player wards terrain t against moves ("raid_ward")."""
        ip = self.ip
        for k in self._listeners("@raid_ward"):
            sk = ip.get(k)
            if sk is None or sk["c"] == ip[u]["c"]:
                continue
            if any(self._mod_reaches(k, e.get("affects", "host"), t) for _, e in self.ci[k].at["@raid_ward"]):
                return True
        return False

    def _against(self, u: int) -> int | None:
        """The opponent terrain card unit u is in play against (None: none)."""
        ip = self.ip
        loc = ip[u]["loc"]
        if loc is None or loc not in ip:
            return None
        return loc if self.ci[loc].t == "T" and ip[loc]["c"] != ip[u]["c"] else None

    def _steals_cost(self, u: int) -> bool:
        """Whether unit u is against an opponent terrain and takes its engagement cost from it."""
        return self._against(u) is not None and any(e.get("steal") for _, e in self._raid_entries(u))

    def _raiders_against(self, t: int) -> list[int]:
        """The units against terrain t that take their engagement cost from it."""
        ip = self.ip
        return [u for u in self._children(t) if u in ip and self.ci[u].t in MOVERS and ip[u]["c"] != ip[t]["c"]
                and self._steals_cost(u)]

    def _raid_moves(self, p: int, u: int) -> list[Action]:
        """The moves of p's unit u against opponent terrain (or back into the fleet) this Allocation Phase."""
        ip = self.ip
        ci = self.ci
        s = ip[u]
        if ci[u].t not in MOVERS or s.get("mv") == self.turn or s["cmb"]:
            return []
        entries = self._raid_entries(u)
        acts: list[Action] = []
        if self._against(u) is not None and (entries or ci[u].t == "S") and not ci[u].surface:
            # "They may move to a terrain card or be moved into space (independently)": any ship
            # against an opponent terrain (moved there by a card) may move back into its fleet.
            acts.append({"player": p, "type": "move", "card": u, "to": None})
        if not entries or self._status(u).get("no_move"):
            return acts  # (Solar Winds: "The ship may not be moved to terrain")
        wards = "@raid_ward" in self.fxin
        st = self._strength(u)
        for t, ts in ip.items():
            if ts["c"] == p or ci[t].t != "T" or ts["loc"] is not None or t == s["loc"]:
                continue
            if not any("to" not in e or self._selects(self._ctx(self._side(k), k), e["to"], t) for k, e in entries):
                continue  # (Viscount: "may move against any pirate terrain")
            if wards and self._raid_warded(u, t):
                continue  # Defended Territory: "Opponent ships cannot move against the terrain"
            if not self._police_allows(u, t):
                continue  # Police Headquarters: "Pirate ships of equal or lesser strength may not be ... moved against terrain"
            if any(self._strength(d) >= st for d in self._defenders(t)):
                continue  # "prevents an opponent ship of equal or lesser strength from being moved into position against"
            acts.append({"player": p, "type": "move", "card": u, "to": t})
        return acts

    def _defenders(self, t: int) -> list[int]:
        """The ships of terrain t's player in play on it."""
        ip = self.ip
        q = ip[t]["c"]
        return [d for d in self._children(t) if d in ip and ip[d]["c"] == q and self.ci[d].t == "S" and not ip[d]["cmb"]]

    def _defending_blocked(self, u: int, t: int) -> bool:
        """Whether an attacking ship against own terrain t keeps p's ship u from moving on it."""
        ip = self.ip
        st = self._strength(u)
        return any(ip[a]["c"] != ip[u]["c"] and self.ci[a].t in MOVERS and self._strength(a) > st
                   for a in self._children(t) if a in ip)

    def _moved_off(self, u: int, to: int | None) -> None:
        """Unit u has just moved to terrain `to`: the weaker opposing ships there are moved off it."""
        if to is None or to not in self.ip:
            return
        ip = self.ip
        st = self._strength(u)
        if ip[to]["c"] != ip[u]["c"]:
            off = [d for d in self._defenders(to) if self._strength(d) < st]
            adrift = False
        else:
            off = [a for a in self._children(to) if a in ip and ip[a]["c"] != ip[u]["c"] and self.ci[a].t in MOVERS
                   and not ip[a]["cmb"] and self._strength(a) <= st]
            adrift = True
        for d in off:
            ip[d]["loc"] = None
            if adrift:
                ip[d]["adrift"] = True  # "does not protect its Sector HQ until it is moved back"
            self._kids = None
            self._emit("moved", card=d, to=None)
            if "on:moved" in self.fxin:
                self._event("moved", card=d, to=None)
