"""Operated functions (once a turn), missions and transports, and monsters' attacks.

The functions of the registry (missions, the Helmsman, the Gun, monsters' damage: effects/kinds/
functions.py, monsters.py) are listed and done through their "@operate" moment; transports, mines
and the rest of the first vocabulary's functions are here. Rulebook sections: Primary rules,
"Monster Cards", "Mission Cards"; v2.1 "OPERATING CARDS".
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core import Action
from ..effects.registry import KINDS


class AbilityRules:
    """Operated functions (once a turn), missions and transports, and monsters' attacks."""

    def _legal_operate(self, p: int, only: int | None = None) -> list[Action]:
        """The card actions p may take now (`only`: those of one card, an insane crew card's too)."""
        acts: list[Action] = []
        if only is None:
            if self._kids is None:
                self._children(-1)
            cards = self._opr  # (the cards in play with an action to list, in play order)
        else:
            cards = (only,) if self.ci[only].opr else ()
        if not cards:
            return acts
        ip = self.ip
        ci = self.ci
        mad = only is None and "insane" in self.fxin
        for c in cards:
            s = ip[c]
            if s["c"] != p:
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
            ops = i.at.get("@operations")
            if ops:
                # Operated functions of the registry's kinds (effects/kinds/cards.py: Monster Halt).
                for key, e in ops:
                    acts.extend(KINDS[e["effect"]].at_operations(self, p, c, key, e))
                continue
            e = i.cdmg
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
            op = i.at.get("@operate")
            if op:
                # Functions of the registry (effects/kinds/functions.py): the Helmsman, the Gun, a
                # monster's damage each turn...
                for _, e in op:
                    acts.extend(KINDS[e["effect"]].at_operate(self, p, c, e))
                continue
        return acts

    def _guarded(self, c: int, loc: int | None) -> bool:
        """Whether a security crew card of the player of location `loc` stands there against crew
        card c's attack ("opponent crew of equal or lesser strength may not attack at its location";
        Commando: any crew)."""
        ip = self.ip
        ci = self.ci
        if loc is None or loc not in ip:
            return False
        q = ip[loc]["c"]
        st = ci[c].st
        return any(
            "security" in ci[k].fx and ip[k]["c"] == q and (ci[k].st >= st or ci[k].fx["security"].get("all"))
            for k in self._children(loc)
        )

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

    def _transport_ready(self, k: int, on: int | None = None, crew: int | None = None) -> bool:
        """A transport for a there-and-back mission (to card `on`, if known); one that may "either fire
        its weapons or transport up to 1 crew" (Psycanti Intellect Fighter) not after it fired or
        transported this turn; one that does "one of the following" (`one_use`) not after it acted this
        turn; one that "may not transport through opponent's shields" not to a unit whose shields are up
        (nor to a card on one)."""
        e = self.ci[k].fx.get("transport")
        if e is None:
            return False
        s = self.ip[k]
        if e.get("or_fire") and (s["fp"] or s.get("tr") == self.turn):
            return False
        if e.get("one_use") and self._acted_this_turn(k) and not self._mission_left(k, e):
            return False
        if on is not None and e.get("one_location") and self._mission_left(k, e) and s.get("tl") != self._mission_unit(on):
            return False  # its missions of the turn go to one other location: the first one's
        if e.get("one_function") and self._acted_this_turn(k, fired=False):
            return False  # a troop ship: a mission or a crew moved, its weapons fire aside
        if crew is not None and "crew" in e and not self._selects(self._ctx(self._side(k), k), e["crew"], crew):
            return False  # "May be used by a marine or boarding party": not by other crew cards
        if on is not None and e.get("stopped_by_shields"):
            unit = on if self.ci[on].t in "SB" else self.ip[on]["loc"] if on in self.ip else None
            if unit in self.ip and self.ci[unit].t in "SB" and self.ip[unit]["c"] != s["c"] and (
                self._shields(unit) > self.ip[unit]["sd"]
            ):
                return False
        return True

    def _mission_left(self, k: int, e: Mapping[str, Any]) -> bool:
        """A `one_use` transport carrying several crew cards' missions (`missions`): it has carried only
        missions this turn, fewer than that many."""
        n = e.get("missions", 1)
        if n < 2:
            return False
        s = self.ip[k]
        tm = s.get("tm")
        return (
            tm is not None and tm[0] == self.turn and tm[1] < n and self.turn not in s.get("ab", {}).values()
            and not (s["fp"] > 0 or s["fh"] > 0 or s.get("st") == self.turn)
        )

    def _mission_unit(self, on: int) -> int | None:
        """The location a mission to card `on` goes to: the ship, base or terrain, or the one it is on."""
        if on not in self.ip:
            return None
        return on if self.ci[on].t in "SBT" else self._mission_unit(self.ip[on]["loc"]) if self.ip[on]["loc"] is not None else None

    def _one_use_transport(self, k: int) -> bool:
        """Card k is a transport that does "one of the following" each turn (`one_use`)."""
        e = self.ci[k].fx.get("transport")
        return e is not None and bool(e.get("one_use"))

    def _moved_on(self, k: int) -> bool:
        """Card k carried a mission, transported or used one of its abilities this turn (not its fire)."""
        s = self.ip[k]
        return s.get("tr") == self.turn or self.turn in s.get("ab", {}).values()

    def _acted_this_turn(self, k: int, fired: bool = True) -> bool:
        """Card k acted this turn: it carried a crew card's mission, used one of its abilities, or
        (unless `fired` is false: its transport functions only) fired."""
        s = self.ip[k]
        if s.get("tr") == self.turn or self.turn in s.get("ab", {}).values():
            return True
        # (a one-shot shuttle's phaser fired by its unit: "st", engine/combat.py _spend_one_shot)
        return fired and (s["fp"] > 0 or s["fh"] > 0 or s.get("st") == self.turn)

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
            if ci[oc].t == "C" and "@crew_mission" in ci[oc].at and host in ip:
                cands += [k for k in self._children(host) if "transport" in ci[k].fx]
        for k in cands:
            if k is not None and k in ip and any(w in ci[k].title.lower() for w in via):
                return k
        return None

    def _legal_abilities(self, p: int, phase: str) -> list[Action]:
        """The registry abilities of p's cards usable in `phase` ("alloc": those with a cost)."""
        acts: list[Action] = []
        ci = self.ci
        ip = self.ip
        if self._kids is None:
            self._children(-1)
        for c in self._opr:  # (a card with registry abilities has an action to list: CardInfo.opr)
            if ip[c]["c"] == p:
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
        ops = self.ci[c].at.get("@operations")
        if ops:
            for key, e in ops:
                KINDS[e["effect"]].operate(self, p, c, key, e, a)
            return
        on = a.get("on")
        if on is None:
            on = self.ip[c]["loc"]
        via = None
        if "op" in a and "@needs_transport" in self.ci[c].at:  # (a crew card's mission)
            host = self.ip[c]["loc"]
            ready = [k for k in (host, *self._children(host)) if self._transport_ready(k, on, c)]
            if len(ready) > 1:
                # v2.1 "THERE-AND-BACK MISSIONS": "transporting to that location with a shuttle,
                # fighter or transporter": which one, when several are ready, is its player's choice.
                self._choose(p if chooser is None else chooser, "transport", [{"type": "use", "card": k} for k in ready],
                             {"do": "transport", "p": p, "card": c, "on": on, "op": a["op"]}, must=True)
                return
            if ready:
                via = ready[0]
                self._transport(via, on)
        self._operate_go(p, c, on, a.get("op"), via)

    def _transport(self, k: int, on: int | None = None) -> None:
        """Transport k carries a crew card's mission (to card `on`)."""
        # It acted this turn (acted_this_turn): "either fire its weapons or transport" (it fires no
        # more this turn), "one of the following" (one_use).
        s = self.ip[k]
        s["tr"] = self.turn
        if self.ci[k].fx["transport"].get("missions"):
            tm = s.get("tm")
            s["tm"] = [self.turn, tm[1] + 1 if tm is not None and tm[0] == self.turn else 1]  # missions this turn
            if self.ci[k].fx["transport"].get("one_location") and on is not None:
                s["tl"] = self._mission_unit(on)  # where its missions of the turn go

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
        fns = i.at.get("@operate")
        if fns:
            # Functions of the registry (effects/kinds/functions.py, monsters.py): a mission's
            # option `op`, the Helmsman, the Gun, a monster's damage...
            for _, e in fns:
                KINDS[e["effect"]].operated(self, p, c, on, e, op)
            return
        e = i.cdmg
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
                    "all_shields": bool(e.get("all_shields")), "structure": bool(e.get("ignore_shields")), "src": c,
                })
                return
            self._explode(p, on, amount, bool(e.get("all_shields")), bool(e.get("ignore_shields")), c)

    def _sweepers(self, on: int) -> list[int]:
        """The engaged minesweepers of the mine's victim that have not swept this complete turn."""
        ip = self.ip
        q = ip[on]["c"]
        return [
            k for k, sk in ip.items()
            if sk["c"] == q and sk["e"] and "minesweeper" in self.ci[k].fx and self.turn - sk.get("swept", -99) >= self.n
            and not self._status(k).get("no_sweep")  # Unsuccessful Minesweeping
        ]

    def _explode(self, p: int, on: int, amount: int, all_shields: bool, structure: bool, src: int | None = None) -> None:
        """A mine's (card `src`'s) damage to the card it was operated against."""
        if on not in self.ip:
            return
        if all_shields:
            # Antimatter Mine: "destroys all of the ship's shields and causes 2 points of
            # structural damage".
            self.ip[on]["sd"] = max(self.ip[on]["sd"], self._shields(on))
        self._src = [src] if src is not None else []  # the card causing the damage ("from": mine explosions)
        self._damage(on, amount, "card", p, structure=structure)
        self._src = []
        self._after_damage()

    def _check_monster(self, m: int) -> None:
        s = self.ip.get(m)
        if s is None:
            return
        nb = self.ci[m].at.get("@negation")
        if nb:
            e = nb[0][1]
            need = KINDS[e["effect"]].at_negation(self, m, e)  # (effects/kinds/lasting.py "negated_by")
            if s["rd"] >= need:
                self._emit("negated", card=m)
                self._remove(m)
            return
        ready = self.ci[m].at.get("@research_ready")  # research defeats it as damage does
        done = s["hd"] + (s["rd"] if ready and all(KINDS[e["effect"]].at_research_ready(self, m, e) for _, e in ready) else 0)
        if done >= self.ci[m].st:
            self._emit("destroyed", card=m)
            self._remove(m)
