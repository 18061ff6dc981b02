"""Installation cards: played independently, controlled by the highest crew complement, reached by transport.

Rulebook sections: v2.1 "INSTALLATION CARDS" ("Installations are played independently. They are
not considered bases. Crew Complement ... Control ... Transport ..."), "STANDARD TARGETS",
"TURN 2 RESTRICTIONS", "POSITION OF CARDS PLAYED", "THERE-AND-BACK MISSION RULES";
"COMEDY CLUB NETWORK" (the Comedy Club installations).

- **Played** independently (on no card) into the player's fleet, engaged ("Cards without point
  requirements are played engaged"), at most one ship, base, dragon, installation or psy on turn 2.
  It takes no command slot (only units and psys do: v2.1 "COMMAND LIMITS").
- **Weapons**: an engaged card "with one or more unfired weapons" fires in a volley (v2.1
  "WEAPONS VOLLEY" a); heavy weapons are armed with ammunition in the Allocation Phase, and shields
  and structure repaired, as a unit's. It is a standard target (CombatRules._target_ok).
- **Crew complement and control**: "The player who plays an installation card is assumed to have a
  'crew complement' on board the installation equal to the strength of the installation card plus
  the strengths of all of his engaged crew cards in play on the installation. All other players have
  a crew complement equal only to the summed strengths of their engaged crew cards in play on that
  installation." "The player with the highest crew complement (ties go to the installation player)
  controls the installation." The rules settle control after every action (StateCore._after_action).
- **Transport**: "Crew cannot be played directly to installations; they must be moved (via
  transportation) to the installation." A crew card's player moves it, once a turn in his Play Cards
  Phases, from its location to an installation with a transport ready there (a transporter,
  shuttle or fighter: the cards with ``transport``), or back from an installation to an own location
  where one is ready. Ancients (engine/ancients.py) need none.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core import Action
from .common import PLAY_PHASES

INSTALLATION = "I"
# Where crew cards stand outside installations: ships and bases (v2.1 "CREW CARDS": "played on a
# ship, base or terrain card"; no crew on D dragons) and terrain.
CREW_HOSTS = "SBT"
CREW = "CP"  # crew cards, psys ("treated as crew cards for all non-psy-specific purposes") and ancients


class InstallationRules:
    """Installation cards: played independently, controlled by the highest crew complement, reached by transport."""

    # ---- playing ---------------------------------------------------------------------------------

    def _installation_targets(self, p: int, cid: int) -> list[dict[str, Any]]:
        """"Installations are played independently" (into the player's fleet, on no card); v2.1
        "TURN 2 RESTRICTIONS": "a maximum of 1 ship, base, dragon, installation or psy card"."""
        if self.pturns[p] == 2 and self.active == p and self._played_unit_this_turn(p, "I"):
            return []
        return [{}]

    def _installations(self) -> Sequence[int]:
        """The installations in play, in play order."""
        return self._listeners("installation")

    # ---- crew complement and control -------------------------------------------------------------

    def _crew_complement(self, x: int, q: int) -> int:
        """Player q's crew complement on installation x: his engaged crew cards there, plus the
        installation's strength for the player who played it (its owner)."""
        ip = self.ip
        ci = self.ci
        total = self._strength(x) if self.owner[x] == q else 0
        for k in self._children(x):
            sk = ip[k]
            if sk["c"] == q and sk["e"] and ci[k].t in CREW and not sk["cmb"]:
                total += self._strength(k)
        return total

    def _installation_controller(self, x: int) -> int:
        """The player controlling installation x: the highest crew complement; "ties go to the
        installation player". Ruling: in a tie between other players the one in control keeps it,
        else the first of them in turn order."""
        ip = self.ip
        player = self.owner[x]
        now = ip[x]["c"]
        seats = [q for q in self.order if not self.out[q]]
        best = max(self._crew_complement(x, q) for q in seats)
        leaders = [q for q in seats if self._crew_complement(x, q) == best]
        if player in leaders:
            return player
        return now if now in leaders else leaders[0]

    def _installation_control(self) -> None:
        """Control follows the crew complements (v2.1 "INSTALLATION CARDS", "Control")."""
        ip = self.ip
        for x in list(self._installations()):
            if x not in ip:
                continue
            q = self._installation_controller(x)
            if q != ip[x]["c"]:
                ip[x]["c"] = q
                self._emit("control", card=x, player=q)

    # ---- crew transport ----------------------------------------------------------------------------

    def _ready_transports(self, loc: int) -> list[int]:
        """The transports ready at a location (the card itself or a card on it)."""
        return [k for k in (loc, *self._children(loc)) if k in self.ip and self._transport_ready(k)]

    def _crew_moves(self, p: int) -> list[Action]:
        """The crew moves p may make now: to an installation, or back from one (once a turn each),
        and the ancients' moves (engine/ancients.py)."""
        if self.phase not in PLAY_PHASES or self.active != p:
            return []
        ip = self.ip
        ci = self.ci
        installations = [x for x in self._installations() if x in ip]
        acts: list[Action] = []
        for k, sk in list(ip.items()):
            if sk["c"] != p or ci[k].t not in CREW or sk["cmb"] or not sk["e"] or sk.get("mv") == self.turn:
                continue
            host = sk["loc"]
            if host is None or host not in ip:
                continue
            if ci[k].ancient:
                acts.extend(self._ancient_moves(p, k, host))
                continue
            if ci[host].t == INSTALLATION:
                # Back to one of his locations, by a transport ready there.
                for loc in self._own_crew_hosts(p):
                    for via in self._ready_transports(loc):
                        acts.append({"player": p, "type": "transport", "card": k, "to": loc, "via": via})
                continue
            for via in self._ready_transports(host):
                for x in installations:
                    acts.append({"player": p, "type": "transport", "card": k, "to": x, "via": via})
        return acts

    def _own_crew_hosts(self, p: int) -> list[int]:
        """p's cards a crew card may stand on: his ships, bases and terrain (not combined parts)."""
        ci = self.ci
        return [u for u, s in self.ip.items() if s["c"] == p and ci[u].t in CREW_HOSTS and not s["cmb"] and
                (ci[u].t != "T" or s["loc"] is None)]

    def _do_transport(self, p: int, a: Action) -> None:
        """A crew card moves to another location (by the transport named, if any)."""
        k, to = a["card"], a["to"]
        via = a.get("via")
        if via is not None:
            self._transport(via)
        s = self.ip[k]
        s["loc"] = to
        s["mv"] = self.turn
        self._kids = None
        self._emit("moved", card=k, to=to)
        if "on:moved" in self.fxin:
            self._event("moved", card=k, to=to)

    # ---- allocation: arming and repairs -----------------------------------------------------------

    def _legal_installation_alloc(self, p: int) -> list[Action]:
        """p's installations in the Allocation Phase: "Each heavy weapon requires one ammunition
        point to fire" (arm), and repairs of shields and structure, as a unit's."""
        acts: list[Action] = []
        pool = self.pool
        econ = pool.get("economy", 0)
        ip = self.ip
        for x in self._installations():
            s = ip.get(x)
            if s is None or s["c"] != p:
                continue
            if s["am"] < self._heavy_total(x) and self._has("ammunition"):
                acts.append({"player": p, "type": "arm", "card": x})
            if pool.get("repair", 0) > 0 or econ > 0:
                if s["sd"] > 0:
                    acts.append({"player": p, "type": "repair", "card": x, "part": "shields"})
                if s["hd"] > 0:
                    acts.append({"player": p, "type": "repair", "card": x, "part": "structure"})
        return acts
