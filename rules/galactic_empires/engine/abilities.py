"""Operated functions (once a turn), missions and transports, and monsters' attacks.

Rulebook sections: Primary rules, "Monster Cards", "Mission Cards"; v2.1 "OPERATING CARDS".
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core import Action
from ..effects.registry import KINDS
from .common import (
    PLAYS_PER_TURN,
    UNIT_TYPES,
    _amount,
)


class AbilityRules:
    """Operated functions (once a turn), missions and transports, and monsters' attacks."""

    def _legal_operate(self, p: int, only: int | None = None) -> list[Action]:
        """The card actions p may take now (`only`: those of one card, an insane crew card's too)."""
        acts: list[Action] = []
        ip = self.ip
        ci = self.ci
        mad = only is None and "insane" in self.fxin
        for c, s in ip.items() if only is None else ((only, ip[only]),):
            if s["c"] != p or not ci[c].opr:
                continue
            i = ci[c]
            if i.t == "E" and not self._equipment_engaged(c):
                # v2.1 "EFFECTS OF BEING DISENGAGED": "A disengaged card may not take any action";
                # non-passive equipment on a disengaged unit is disengaged (faq-042).
                continue
            ab = i.at.get("@abilities")
            if ab:
                # Abilities of the registry (effects/kinds/sections.py "operate"): each its own
                # once-per-complete-turn limit (v2.1 "LIMIT ON CARD ACTIONS").
                for key, e in ab:
                    acts.extend(KINDS[e["effect"]].at_abilities(self, p, c, key, e, "play"))
                continue
            if c in self.used:
                continue
            if mad and i.t == "C" and self._status(c).get("insane"):
                continue  # Insanity: its actions are the Insanity player's to dictate (_insane_turn)
            if "halt" in i.hooks and s["loc"] is not None:
                # Monster Halt: "A different opponent monster may be selected each turn".
                for m, sm in ip.items():
                    if ci[m].t == "M" and self.owner[m] != p and m != s.get("hm"):
                        acts.append({"player": p, "type": "operate", "card": c, "on": m})
                continue
            if "time_lore" in i.hooks and s["loc"] in ip:
                host = s["loc"]
                sh = ip[host]
                if host not in self.used and not sh["fp"] and not sh["fh"]:
                    # Time Lore: "As that card's only action": view the top card of each opponent
                    # deck and place one of them at the bottom of its owner's deck.
                    for q in range(self.n):
                        if q != p and not self.out[q] and self.deck[q] and not self.basic:
                            acts.append({"player": p, "type": "operate", "card": c, "deck": q})
                continue
            e = i.fx.get("card_damage")
            if e and e.get("when") == "operate":
                host = s["loc"]
                if host is None or not ip[host]["e"]:
                    continue
                for t, st in ip.items():
                    if ci[t].t in e.get("targets", "S") and not st["cmb"] and st["c"] != p:
                        if ci[t].t == "T" and any(ci[k].t == "B" for k in self._children(t)):
                            continue  # Terrain Attack Shuttle: "a terrain card (not protected by a base)"
                        acts.append({"player": p, "type": "operate", "card": c, "on": t})
                continue
            m = i.fx.get("monster")
            if m and m.get("damage_each_turn") and s["loc"] is not None and not self._suspended(c):
                acts.append({"player": p, "type": "operate", "card": c})
                continue
            if not i.xop:
                pass
            elif "helm" in i.fx:
                host = s["loc"]
                if host in ip and ip[host]["c"] == p and ci[host].t == "S" and self.plays < PLAYS_PER_TURN:
                    acts.append({"player": p, "type": "operate", "card": c})
                continue
            elif "sabotage" in i.fx:
                host = s["loc"]
                if host in ip and ip[host]["c"] != p and not self._status(c).get("disabled") and not any(
                    "security" in ci[k].fx and ip[k]["c"] == ip[host]["c"] and (ci[k].st >= i.st or ci[k].fx["security"].get("all"))
                    for k in self._children(host)
                ):
                    for k in self._children(host):
                        if ci[k].t == "E" and ci[k].st <= i.st and not ip[k]["cmb"]:
                            acts.append({"player": p, "type": "operate", "card": c, "on": k})
                continue
            elif "destabilize" in i.fx:
                host = s["loc"]
                if host is not None and host in ip and ip[host]["e"]:
                    for t, st in ip.items():
                        if st["c"] != p and ci[t].t in "SB" and not st["cmb"] and not (
                            s.get("last") == t and self.turn - s.get("lt", -99) <= self.n
                        ):  # "May not be fired at the same unit two turns in a row"
                            acts.append({"player": p, "type": "operate", "card": c, "on": t})
                continue
            ms = i.fx.get("mission")
            if ms and s["loc"] is not None:
                st = self._status(c)
                if not st.get("disabled") and not self._status(s["loc"]).get("crew_disabled"):
                    acts.extend(self._mission_actions(p, c, ms))
        return acts

    def _insane_turn(self, p: int) -> None:
        """Insanity: "Insanity player dictates the actions of that card on the crew player's turn.
        May do normal functions, or the opposite of: point generation, point modification, card
        plays and card draws" (the opposite is applied to the points by the rules). As the crew
        player's Play Cards Phase A begins, the Insanity player picks one action the insane crew
        card could take now, or keeps it idle; its player may not use it himself."""
        ip = self.ip
        ci = self.ci
        done = set()
        for k in list(self._listeners("insane")):
            sk = ip[k]
            crew = sk["loc"]
            q = sk["c"]
            if crew not in ip or crew in done or ip[crew]["c"] != p or ci[crew].t != "C" or q == p or self.out[q]:
                continue
            done.add(crew)
            acts = self._legal_operate(p, only=crew)
            if acts:
                options = [{"type": "use", **{x: v for x, v in a.items() if x not in ("player", "type")}} for a in acts]
                self._choose(q, "insane_crew", options, {"do": "insane", "p": p})

    def _mission_actions(self, p: int, c: int, ms: Mapping[str, Any]) -> list[Action]:
        """A crew card's actions at an opponent location (boarding party, mercenary, marine...).

        Reaching an opponent location is a there-and-back mission: it needs a card with
        "transport" (transporter, shuttlecraft, fighter) on the crew's own unit, unless the crew
        card needs none. The crew acts once a turn (one of its options).
        """
        ip = self.ip
        ci = self.ci
        host = ip[c]["loc"]
        if host not in ip or ip[host]["c"] != p:
            return []
        if ms.get("needs_transport", True) and not any(
            self._transport_ready(k) for k in self._children(host)
        ) and not self._transport_ready(host):
            return []
        st = self._strength(c)  # a crew card's too (Hand Held Weapon, Accelerated Aging)
        acts: list[Action] = []
        guarded = {
            ip[k]["loc"] for k, sk in ip.items()
            if sk["c"] != p and "security" in ci[k].fx and (ci[k].st >= st or ci[k].fx["security"].get("all"))
            and not self._status(k).get("disabled") and not self._status(sk["loc"]).get("crew_disabled")
        } if ci[c].t == "C" else ()
        for op in ms["ops"]:
            if op == "structure":
                for u, su in ip.items():
                    if su["c"] != p and ci[u].t in "SB" and not su["cmb"] and u not in guarded:
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
                    acts.append({"player": p, "type": "operate", "card": c, "on": k, "op": op})
        return acts

    def _transport_ready(self, k: int) -> bool:
        """A transport for a there-and-back mission; one that may "either fire its weapons or
        transport up to 1 crew" (Psycanti Intellect Fighter) not after it fired or transported this turn."""
        e = self.ci[k].fx.get("transport")
        return e is not None and not (e.get("or_fire") and (self.ip[k]["fp"] or self.ip[k].get("tr")))

    def _transport_used(self, oc: int, via: Sequence[str], used: int | None = None) -> int | None:
        """The transporter, shuttle or fighter (a title word in `via`) making the action of operated
        card oc: the card itself, the transport its player chose for a crew card's mission (`used`),
        or else the card it sits on or a transport there."""
        ip = self.ip
        ci = self.ci
        host = ip[oc]["loc"]
        if used is not None:
            cands = [oc, used]
        else:
            cands = [oc, host]
            if ci[oc].t == "C" and "mission" in ci[oc].fx and host in ip:
                cands += [k for k in self._children(host) if "transport" in ci[k].fx]
        for k in cands:
            if k is not None and k in ip and any(w in ci[k].title.lower() for w in via):
                return k
        return None

    def _legal_abilities(self, p: int, phase: str) -> list[Action]:
        """The registry abilities of p's cards usable in `phase` ("alloc": those with a cost)."""
        acts: list[Action] = []
        ci = self.ci
        for c, s in self.ip.items():
            if s["c"] == p:
                for key, e in ci[c].at.get("@abilities", ()):
                    acts.extend(KINDS[e["effect"]].at_abilities(self, p, c, key, e, phase))
        return acts

    def _do_operate(self, p: int, a: Action, chooser: int | None = None) -> None:
        """Card c's action; `chooser` is the player who dictates it (Insanity), p by default."""
        c = a["card"]
        if "ability" in a:
            key = a["ability"]
            e = next(e for k, e in self.ci[c].at["@abilities"] if k == key)
            KINDS[e["effect"]].use(self, p, c, key, e, a.get("on"))
            return
        self.used.append(c)
        fx = self.ci[c].fx
        if "halt" in fx:
            self.ip[c]["hm"] = a["on"]
            self._kids = None
            self._emit("halt", player=p, card=c, on=a["on"])
            return
        if "time_lore" in fx:
            host = self.ip[c]["loc"]
            self.used.append(host)
            self.ip[host]["nf"] = True  # "As that card's only action"
            deck = self.deck[a["deck"]]
            x = deck.pop()
            deck.insert(0, x)
            self._emit("exposed", player=a["deck"], card=x, to="bottom")
            return
        on = a.get("on")
        if on is None:
            on = self.ip[c]["loc"]
        ms = self.ci[c].fx.get("mission")
        via = None
        if ms and "op" in a and ms.get("needs_transport", True):
            host = self.ip[c]["loc"]
            ready = [k for k in (host, *self._children(host)) if self._transport_ready(k)]
            if len(ready) > 1:
                # v2.1 "THERE-AND-BACK MISSIONS": "transporting to that location with a shuttle,
                # fighter or transporter": which one, when several are ready, is its player's choice.
                self._choose(p if chooser is None else chooser, "transport", [{"type": "use", "card": k} for k in ready],
                             {"do": "transport", "p": p, "card": c, "on": on, "op": a["op"]}, must=True)
                return
            if ready:
                via = ready[0]
                self._transport(via)
        self._operate_go(p, c, on, a.get("op"), via)

    def _transport(self, k: int) -> None:
        """Transport k carries a crew card's mission."""
        if self.ci[k].fx["transport"].get("or_fire"):
            self.ip[k]["tr"] = 1  # "either fire its weapons or transport": it fires no more this turn

    def _operate_go(self, p: int, c: int, on: int, op: str | None, via: int | None = None) -> None:
        self._emit("operate", player=p, card=c, on=on)
        if "on:operated" in self.fxin:
            self._event("operated", card=c, player=p, target=on)
        cont = {"do": "operate", "card": c, "on": on, "p": p}
        trig = {"kind": "card", "card": c, "on": on, "op": True}
        if op is not None:
            cont["op"] = op
        if via is not None:
            trig["via"] = via  # the transport used (Transporter Malfunction negates its action)
        # v2.1 "PLAYING REACTION CARDS": "a card action" can be reacted to, whoever it is aimed at.
        if self._open_window(p, trig, cont):
            return
        self._resolve_operate(p, c, on, op)

    def _resolve_operate(self, p: int, c: int, on: int, op: str | None = None) -> None:
        if c not in self.ip or on not in self.ip:
            return
        i = self.ci[c]
        if op is not None:
            ms = i.fx["mission"]
            if op == "structure":
                # "Cause 1 point of structural damage to a ship or base" (Suicide Squad: its strength).
                self._src = [c]  # the crew card causes it (Bionic Enhancement, Volatile Cargo)
                self._damage(on, _amount(ms.get("amount", 1), i.st), "card", p, structure=True)
                self._src = []
                if ms.get("discard_after") and c in self.ip:
                    self._remove(c)
                self._after_damage()
            elif op == "discard_crew_or_equipment":
                # Marine: "If the crew or equipment card is stronger than the marine then marine is also killed."
                stronger = self.ci[on].st > i.st
                self._destroy(on, p)
                if stronger and c in self.ip:
                    self._destroy(c, p)
            else:
                self._destroy(on, p)
            return
        if "helm" in i.fx:
            # Helmsman: "As a card play, the helmsman's ship and all accompanying cards may be
            # returned to your hand. The helmsman is discarded to do this."
            self.plays += 1
            self._remove(c)
            if on in self.ip:
                self._to_hands(on)
            return
        if "sabotage" in i.fx:
            # Saboteur: "Destroys 1 equipment card of equal or lesser strength each turn."
            self.ip[c]["hit"] = True
            self._destroy(on, p)
            return
        if "destabilize" in i.fx:
            # Warp Field Destabilization Gun: "The target card requires 3 times its normal
            # engagement energy requirement on its next turn."
            self.ip[on]["x3"] = self.turn
            self.ip[c]["last"] = on
            self.ip[c]["lt"] = self.turn
            self._emit("destabilized", card=on)
            return
        e = i.fx.get("card_damage")
        if e:
            amount = i.st if e["amount"] == "strength" else e["amount"]
            host = self.ip[c]["loc"]
            if e["amount"] == "host":
                # Shuttle Bomb: "card damage equal to the strength of the shuttle or fighter card.
                # The shuttle or fighter card and this card are discarded after use."
                amount = self.ci[host].st if host is not None else 0
                if host is not None and host in self.ip:
                    self._remove(host)
            if "mod:damage_dealt" in self.fxin:
                amount = self._mod("damage_dealt", c, amount, dkind="card")  # Lucky Mine Explosion
            if e.get("discard_after"):
                self._remove(c)
            sweepers = self._sweepers(on) if "Mine" in i.tags else []
            if sweepers:
                # Minesweeper: "As a reaction, can negate one mine explosion per complete turn";
                # v2.1 "REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY": its owner's choice.
                self._choose(self.ip[on]["c"], "minesweeper", [{"type": "use", "card": k} for k in sweepers], {
                    "do": "explode", "p": p, "on": on, "amount": amount,
                    "all_shields": bool(e.get("all_shields")), "structure": bool(e.get("ignore_shields")),
                })
                return
            self._explode(p, on, amount, bool(e.get("all_shields")), bool(e.get("ignore_shields")))
            return
        m = i.fx.get("monster")
        if m:
            self._monster_hit(c, on, m, p)

    def _monster_hit(self, c: int, on: int | None, m: Mapping[str, Any], p: int) -> None:
        """A monster's (or hazard's) damage for the turn: Power Outage hits "structural damage
        equal to the amount of its engagement energy"; Anarchist hits its crew card's location."""
        ip = self.ip
        if on is None or on not in ip:
            return
        if m.get("hits") == "location" and self.ci[on].t not in UNIT_TYPES:
            on = ip[on]["loc"]
            if on is None or on not in ip:
                return
        self._src = [c]  # a monster or hazard that destroys a unit with Volatile Cargo takes the blast
        self._monster_hit_amount(c, on, m, p)
        self._src = []

    def _monster_hit_amount(self, c: int, on: int, m: Mapping[str, Any], p: int) -> None:
        """The damage points of one monster hit on card `on`."""
        ip = self.ip
        amount = m["damage_each_turn"]
        if amount == "growing":
            # Maelstrom: "1 point of damage ... on the first turn, 2 on the second, 3 on the third".
            amount = ip[c].get("n", 0) + 1
            ip[c]["n"] = amount
        if amount == "host_energy":
            amount = dict(self.ci[on].costs).get("energy", 0)
        self._damage(on, amount, "card", p, structure=bool(m.get("structure")))
        self._after_damage()

    def _sweepers(self, on: int) -> list[int]:
        """The engaged minesweepers of the mine's victim that have not swept this complete turn."""
        ip = self.ip
        q = ip[on]["c"]
        return [
            k for k, sk in ip.items()
            if sk["c"] == q and sk["e"] and "minesweeper" in self.ci[k].fx and self.turn - sk.get("swept", -99) >= self.n
            and not self._status(k).get("no_sweep")  # Unsuccessful Minesweeping
        ]

    def _explode(self, p: int, on: int, amount: int, all_shields: bool, structure: bool) -> None:
        """A mine's damage to the card it was operated against."""
        if on not in self.ip:
            return
        if all_shields:
            # Antimatter Mine: "destroys all of the ship's shields and causes 2 points of
            # structural damage".
            self.ip[on]["sd"] = max(self.ip[on]["sd"], self._shields(on))
        self._damage(on, amount, "card", p, structure=structure)
        self._after_damage()

    def _check_monster(self, m: int) -> None:
        s = self.ip.get(m)
        if s is None:
            return
        nb = self.ci[m].fx.get("negated_by")
        if nb:
            need = nb.get("research", nb.get("repair"))
            # Maelstrom: "negated by a number of research points equal to the damage it caused last";
            # the Time Fiend: its current strength.
            need = s.get("n", 0) if need == "last" else _amount(need, self.ci[m].st + s.get("ag", 0))
            if s.get("x2"):
                need *= 2  # Unlucky Crew Action
            host = s["loc"]
            if nb.get("plus_host") and host in self.ip:
                need += self.ci[host].st  # Political Upheaval: "this card's strength plus the terrain card's"
            if s["rd"] >= need:
                self._emit("negated", card=m)
                self._remove(m)
            return
        e = self.ci[m].fx.get("monster", {})
        done = s["hd"] + (s["rd"] if e.get("defeat") == "damage_or_research" else 0)
        if done >= self.ci[m].st:
            self._emit("destroyed", card=m)
            self._remove(m)
