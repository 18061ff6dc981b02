"""Operated functions of the first vocabulary: a card's once-a-turn action (v2.1 "OPERATING CARDS").

Moments (asked by engine/abilities.py of each card in play whose entries take part):

- ``@operate`` (``at_operate(g, p, c, e) -> list``): the card actions p may take with card c now
  (``{"type": "operate", "card": c, ...}``, once a turn: the rules mark c used), and
  ``operated(g, p, c, on, e, op)``: the action done, aimed at ``on`` (its target, or the card c sits
  on; ``op``: which of a mission's options).
- ``@crew_mission``: a crew card acting at another location (a transport on its unit may be the one
  that carries it: engine/abilities.py ``_transport_used``); ``@needs_transport``: its player picks
  a ready transport on its unit as it acts (v2.1 "THERE-AND-BACK MISSIONS").
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..registry import Kind, kind
from ..schema import ACTIONS, BOOL, Amount, Enum, Param, Seq, req
from ..schema import strength_amount as _amount


MISSION_OPS = ("structure", "destroy_equipment", "kill_crew", "discard_crew_or_equipment")


@kind("mission", "ability", "a crew card's once-a-turn action at an opponent location",
      ops=req(Seq(Enum(*MISSION_OPS))), amount=Amount("strength"), needs_transport=BOOL, discard_after=BOOL,
      do=Param(ACTIONS, "instead of what its op does, these actions, the card its mission reaches as their target "
                        "(\"doing all the following each turn\": every one of them where it attacks)"))
class Mission(Kind):
    """Boarding parties, mercenaries, marines, assassins...: Primary rules, "Mission Cards"; v2.1
    "THERE-AND-BACK MISSIONS"."""

    moments = ("@operate",)
    listens_in_play = False

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@operate", "@crew_mission", "@needs_transport") if e.get("needs_transport", True) else (
            "@operate", "@crew_mission")

    def at_operate(self, g: Any, p: int, c: int, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        loc = g.ip[c]["loc"]
        if loc is None or g._status(c).get("disabled") or g._status(loc).get("crew_disabled"):
            return []
        return self.actions(g, p, c, e)

    def actions(self, g: Any, p: int, c: int, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        """A crew card's actions at an opponent location (boarding party, mercenary, marine...).

        Reaching an opponent location is a there-and-back mission: it needs a card with "transport"
        (transporter, shuttlecraft, fighter) on the crew's own unit, unless the crew card needs
        none. The crew acts once a turn (one of its options).
        """
        ip = g.ip
        host = ip[c]["loc"]
        if host not in ip or ip[host]["c"] != p:
            return []
        ready: list[int] = []
        if e.get("needs_transport", True):
            ready = [k for k in (host, *g._children(host)) if g._transport_ready(k, None, c)]
            if not ready:
                return []
            tx = [g.ci[k].fx["transport"] for k in ready]
            if all(x.get("stopped_by_shields") or x.get("one_location") for x in tx):
                # "May not transport through opponent's shields", missions "to 1 other location":
                # only where some transport reaches.
                reach = g._transport_ready
                acts = self._targets(g, p, c, e)
                return [a for a in acts if any(reach(k, a["on"], c) for k in ready)]
        return self._targets(g, p, c, e)

    def _targets(self, g: Any, p: int, c: int, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        ip = g.ip
        ci = g.ci
        st = g._strength(c)  # a crew card's too (Hand Held Weapon, Accelerated Aging)
        acts: list[dict[str, Any]] = []
        guarded = {
            ip[k]["loc"] for k, sk in ip.items()
            if sk["c"] != p and "security" in ci[k].fx and (ci[k].st >= st or ci[k].fx["security"].get("all"))
            and not g._status(k).get("disabled") and not g._status(sk["loc"]).get("crew_disabled")
        } if ci[c].t == "C" else ()
        for op in e["ops"]:
            if op == "structure":
                for u, su in ip.items():
                    if (su["c"] != p and ci[u].t in "SB" and not su["cmb"] and u not in guarded
                            and not g._protected(u, c)):  # "protect": such cards may not target it
                        acts.append({"player": p, "type": "operate", "card": c, "on": u, "op": op})
            else:
                letters = {"destroy_equipment": "E", "kill_crew": "CP", "discard_crew_or_equipment": "CEP"}[op]
                for k, sk in ip.items():
                    if sk["c"] == p or ci[k].t not in letters or sk["loc"] is None:
                        continue
                    if op != "discard_crew_or_equipment" and ci[k].st > st:
                        continue
                    if sk["loc"] in guarded:
                        continue  # Security Officer: no attacks by weaker crew "at its location"
                    if g._protected(k, c):
                        continue  # "protect": such cards may not target it
                    acts.append({"player": p, "type": "operate", "card": c, "on": k, "op": op})
        return acts

    def operated(self, g: Any, p: int, c: int, on: int, e: Mapping[str, Any], op: str | None = None) -> None:
        i = g.ci[c]
        if "do" in e:
            # Its actions at the location its mission reached (Yorl the Forsaken: "doing all the
            # following each turn").
            key = next(k for k, x in i.at["@operate"] if x is e)
            g._run(g._ctx(p, c, on), key)
            return
        if op == "structure":
            # "Cause 1 point of structural damage to a ship or base" (Suicide Squad: its strength).
            g._src = [c]  # the crew card causes it (Bionic Enhancement, Volatile Cargo)
            g._damage(on, _amount(e.get("amount", 1), i.st), "card", p, structure=True)
            g._src = []
            if e.get("discard_after") and c in g.ip:
                g._remove(c)
            g._after_damage()
        elif op == "discard_crew_or_equipment":
            # Marine: "If the crew or equipment card is stronger than the marine then marine is also killed."
            stronger = g.ci[on].st > i.st
            g._destroy(on, p)
            if stronger and c in g.ip:
                g._destroy(c, p)
        else:
            g._destroy(on, p)
