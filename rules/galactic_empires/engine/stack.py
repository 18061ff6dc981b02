"""Pending choices and reactions: what other players may answer, and in what order.

Rulebook sections: Primary rules, "Reaction Cards"; v2.1 "REACTIONS", weapons volley step b; GEqa on reaction cards.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import Action
from .. import effects as fx
from .common import (
    PLAYS_PER_TURN,
    UNIT_TYPES,
    _NO_STATUS,
    _amount,
)


class StackRules:
    """Pending choices and reactions: what other players may answer, and in what order."""

    # Pending choices -------------------------------------------------------------------------

    def _legal_pending(self, p: int, pend: dict[str, Any]) -> list[Action]:
        k = pend["k"]
        if k == "react":
            acts = self._legal_reactions(p, pend)
            acts.append({"player": p, "type": "pass"})
            return acts
        if k == "celebrate":
            return [{"player": p, "type": "celebrate", "draw": n} for n in range(pend["max"] + 1)]
        if k == "vote":
            return [{"player": p, "type": "accept"}, {"player": p, "type": "refuse"}]
        if k == "shoot_back":
            acts = [{"player": p, "type": "shoot_back", "card": pend["card"], "at": a} for a in pend["at"] if a in self.ip]
            acts.append({"player": p, "type": "pass"})
            return acts
        if k == "thief":
            return self._thief_options(p, pend["card"])
        if k == "leak":
            acts = [{"player": p, "type": "leak", "drop": h} for h in self.hand[p]]
            acts.append({"player": p, "type": "leak"})
            return acts
        if k == "split":
            host, kid = pend["host"], pend["kid"]
            s, sk = self.ip[host], self.ip[kid]
            acts = []
            if s["sd"] > 0 and sk["sd"] < self.ci[kid].sh:
                acts.append({"player": p, "type": "shift", "part": "shields"})
            if s["hd"] > 0 and sk["hd"] < self.ci[kid].st - 1:
                acts.append({"player": p, "type": "shift", "part": "structure"})
            if s["sd"] <= self.ci[host].sh and s["hd"] < self.ci[host].st:
                acts.append({"player": p, "type": "done"})
            return acts
        return []

    def _legal_reactions(self, p: int, pend: Mapping[str, Any]) -> list[Action]:
        """Reaction cards of p whose function can be used the instant they are played
        (Primary rules, "PLAYING REACTION CARDS")."""
        if pend.get("answer") and self.plays >= PLAYS_PER_TURN:
            return []  # the firing player's answer counts against his three card plays
        acts: list[Action] = []
        ip = self.ip
        ci = self.ci
        trig = pend["trig"]
        actor = pend["actor"]
        for c in self.hand[p]:
            i = ci[c]
            if not i.reaction or not i.playable:
                continue
            use = i.fx.get("reaction_use")
            if not use:
                continue
            on = use["on"]
            if on == "monster_at_location":
                m = trig.get("card")
                if m is None or m not in ip or ci[m].t != "M":
                    continue
                loc = ip[m]["loc"]
                if loc is not None and ip[loc]["c"] == p:
                    acts.append({"player": p, "type": "react", "card": c, "on": loc})
            elif on in ("any", "fired_upon"):
                e = i.fx.get("card_damage")
                if e:
                    for t, st in ip.items():
                        if st["c"] == actor and ci[t].t in e.get("targets", "S") and not st["cmb"]:
                            acts.append({"player": p, "type": "react", "card": c, "on": t})
                elif on == "fired_upon":
                    tgt = trig.get("on")
                    if trig.get("kind") != "volley" and "volley_mod" in i.fx:
                        continue
                    if "electronic warfare" in i.title.lower() and self.volley is not None and any(
                        "ew_immune" in ci[k].fx for u in self.volley["src"] if u in ip for k in self._children(u)
                    ):
                        continue  # Super Computer: "Ignores the effects of nonbeneficial electronic warfare"
                    if tgt is not None and tgt in ip and ip[tgt]["c"] == p:
                        if use.get("empire") and ci[tgt].emp != use["empire"]:
                            continue  # Hull Rotation: "Only Argonian ships"
                        acts.append({"player": p, "type": "react", "card": c, "on": tgt})
            elif on == "firing_fleet":
                # Targeting Error: "Redesignate 1 opponent volley to 1 target in that opponent's fleet".
                v = self.volley
                if trig.get("kind") == "volley" and v is not None:
                    for u in self._units(actor):
                        if u not in v["src"] and not self._status(u).get("out_of_play"):
                            acts.append({"player": p, "type": "react", "card": c, "on": u})
            elif on == "opponent_card":
                # Suspended Animation, Time Compression: after an opponent's card play on his turn.
                if (
                    trig.get("kind") == "card" and not trig.get("op") and actor == self.active
                    and self.pturns[actor] > 2 and self.plays < PLAYS_PER_TURN
                ):
                    acts.append({"player": p, "type": "react", "card": c})
            elif on in ("card_on_crew", "card_on_fleet"):
                # Lucky Crew Action, Crewman: an opponent's card play against an own crew card;
                # Telepath: "Negate any one card (of equal or lesser strength) played against the fleet".
                tgt = trig.get("on")
                played = trig.get("card")
                if (
                    trig.get("kind") == "card" and not trig.get("op") and tgt is not None and tgt in ip
                    and ip[tgt]["c"] == p and (ci[tgt].t in "CP" or on == "card_on_fleet") and played in ip
                    and (on != "card_on_fleet" or ci[played].st <= i.st)
                ):
                    acts.append({"player": p, "type": "react", "card": c, "on": tgt})
            elif on == "operate":
                # Transporter / Shuttle Malfunction: "Negates the ... action just made".
                oc = trig.get("card")
                if trig.get("kind") == "card" and trig.get("op") and oc in ip:
                    via = self._transport_used(oc, i.fx["counter_op"]["via"])
                    if via is not None:
                        acts.append({"player": p, "type": "react", "card": c, "on": via})
            elif on == "draw_phase":
                if trig.get("kind") == "draw":
                    acts.append({"player": p, "type": "react", "card": c})
            elif on == "firing_unit":
                # Played on a unit that fires at you (Phaser Malfunction, Defensive Override).
                v = self.volley
                if trig.get("kind") == "volley" and v is not None:
                    t = v["t"]
                    own_unit = t in ip and ip[t]["c"] == p and ci[t].t in UNIT_TYPES
                    rf = "return_fire" in i.fx
                    if rf and not (
                        own_unit and ip[t]["e"] and not ip[t]["nf"] and self._weapon_left(t, "phaser")
                        and not self._status(t).get("no_fire")
                    ):
                        continue  # Early Warning: "Played to an engaged unit" with phasers to fire
                    tractor = "tractor" in i.fx
                    if tractor and not own_unit:
                        continue  # a tractor beam needs a tractoring unit
                    for u in v["src"]:
                        if u in ip and (not rf or self._can_fire_at(t, "phaser", u)) and (not tractor or ci[u].t == "S"):
                            acts.append({"player": p, "type": "react", "card": c, "on": u})
        return acts

    def _open_reaction(self, actor: int, victim: int, trig: dict[str, Any], answer: bool = False) -> bool:
        """Open a reaction window for `victim` if it has a legal reaction now."""
        if victim == actor and not answer:
            return False
        pend = {"k": "react", "p": victim, "actor": actor, "trig": trig, "answer": answer}
        if self._legal_reactions(victim, pend):
            self.pending.append(pend)
            return True
        return False

    # Pending answers ---------------------------------------------------------------------------

    def _do_pass(self, p: int, a: Action) -> None:
        pend = self.pending.pop()
        if pend["k"] == "shoot_back":
            self._resolve_volley()
            return
        self._close_reaction(pend)

    def _close_reaction(self, pend: Mapping[str, Any]) -> None:
        if self.after is None or pend["trig"].get("kind") == "draw":
            return  # nothing waits on a Draw Cards Phase window
        if self.after["do"] == "volley":
            self.after = None  # (a stale "volley" would be resumed by a later window)
            self._defensive_fire()
        else:
            self._continue()

    def _do_react(self, p: int, a: Action) -> None:
        pend = self.pending.pop()
        c = a["card"]
        self.hand[p].remove(c)
        if pend.get("answer"):
            self.plays += 1  # an answer on one's own turn is a standard card play
        i = self.ci[c]
        self._emit("reaction", player=p, card=c, on=a.get("on"))
        chaos = self._chaos_at(a.get("on"))
        if chaos is not None:
            # Impending Chaos: "Negates the first card played in reaction mode to that stack.
            # Discarded after it takes effect."
            self._to_discard(c)
            self._remove(chaos)
            self._emit("negated", card=c, by=chaos)
        fx = i.fx if chaos is None else _NO_STATUS
        e = fx.get("card_damage")
        vm = fx.get("volley_mod")
        ctr = fx.get("counter")
        lim = fx.get("limit_plays")
        if lim:
            # "Opponent ... stops playing cards this turn" / "may play a maximum of 2 cards".
            self._to_discard(c)
            left = max(0, lim["max"] - self.plays)
            self.plays = max(self.plays, PLAYS_PER_TURN - left)
        elif ctr:
            played = pend["trig"].get("card")
            if ctr.get("substitute") and played in self.ip and a["on"] in self.ip:
                # Crewman: "may substitute himself for another crew card ... The crewman is
                # affected instead": he joins the crew's location and the card moves onto him.
                loc = self.ip[a["on"]]["loc"]
                self._enter(p, c, loc)["e"] = True
                self.ip[played]["loc"] = c
                if self.after is not None and self.after.get("card") == played:
                    self.after["on"] = c
            else:
                # Lucky Crew Action: "ignore any one card play against that crew card".
                self._to_discard(c)
                if played in self.ip:
                    self._remove(played)
                if self.after is not None and self.after.get("card") == played:
                    self.after = None
        elif chaos is not None:
            pass
        elif vm and self.volley is not None:
            self._to_discard(c)
            self._modify_volley(vm, a.get("on"))
        elif "return_fire" in i.fx:
            # Early Warning: "Allows that unit to fire phasers (up to the strength of this card)
            # as a reaction to weapons fired at the unit." Its unused phasers fire at one firer.
            self._to_discard(c)
            t = self.volley["t"] if self.volley is not None else None
            if t in self.ip and a["on"] in self.ip:
                cap = i.fx["return_fire"]["amount"]
                left = self._phasers(t) - self.ip[t]["fp"]
                n = left if cap == "all" else min(_amount(cap, i.st), left)  # Multi-Purpose Phasers: all
                self.ip[t]["fp"] += n
                self._emit("return_fire", card=t, at=a["on"], damage=n)
                self._damage(a["on"], n, "weapons", p, volley=True)
                self._after_damage()
        elif "tractor" in i.fx:
            self._tractor(p, c, a["on"])
        elif "counter_op" in i.fx:
            self._to_discard(c)
            if self.after is not None and self.after.get("do") == "operate":
                self._emit("negated", card=self.after["card"])
                self.after = None  # the action does not happen
        elif "end_draw" in i.fx:
            # Cessation of Time: the phase ends; "Prevents any and all card draws" (Capital
            # Revitalization's end-of-turn draws too). "Placed at the bottom of the discard pile".
            self.draws_left = 0
            self.topup[self.active] = 0
            self.discard[self._dk(p)].insert(0, c)
        elif e:
            amount = i.st if e["amount"] == "strength" else e["amount"]
            self._to_discard(c)
            self._damage(a["on"], amount, "card", p)
            self._after_damage()
        else:
            s = self._enter(p, c, a["on"])
            s["e"] = True
        if self.res is not None:
            return
        # The acting player may answer a reaction ("4c").
        if not pend.get("answer") and self._open_reaction(pend["actor"], pend["actor"], {"kind": "reaction", "card": c}, answer=True):
            return
        self._close_reaction(pend)

    def _tractor(self, p: int, c: int, u: int) -> None:
        """Tractor Beam (v2.1 "Tractor Beams": "Activated against a ship as a reaction, tractoring
        the ship for 1 turn or until tractored by another tractor beam. The tractored ship may only
        fire at this unit."). The unit fired upon tractors; the ship's fire in the volley is halved."""
        v = self.volley
        ip = self.ip
        if v is None or u not in ip or v["t"] not in ip:
            self._to_discard(c)
            return
        for k in list(self._children(u)):
            if "tractor" in self.ci[k].fx:
                self._remove(k)
        s = self._enter(p, c, u)
        s["e"] = True
        s["tu"] = v["t"]
        # "Discarded during the owning player's next Allocation Phase": its duration (1) counts
        # from the turn before, so the next record keeping of its owner discards it.
        s["pt"] = self.turn - self.n + 1
        self._halve_part(v, u)
