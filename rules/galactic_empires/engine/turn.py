"""The player turn: its phases in order, record keeping, cards that act at a turn's start, draw and discard.

Rulebook sections: Primary rules, "THE PLAYER TURN" (1 Allocation ... 7 Draw Cards), "Record Keeping"; v2.1 "RECORD KEEPING STEP", "VICTORY CELEBRATION".
"""
from __future__ import annotations


from collections.abc import Mapping
from typing import Any

from ...core import Action
from ..effects.registry import KINDS
from .common import (
    PLAYS_PER_TURN,
    UNIT_TYPES,
)

# The phase a "next" leads to, where nothing else happens on the way (Discard to Draw does more).
_NEXT_PHASE = {"play_a": "fire", "fire": "play_b", "play_b": "discard"}


class TurnRules:
    """The player turn: its phases in order, record keeping, cards that act at a turn's start, draw and discard."""

    # ---- turn flow --------------------------------------------------------------------------

    def _next_seat(self, p: int) -> int | None:
        order = self.order
        k = order.index(p)
        for step in range(1, len(order) + 1):
            q = order[(k + step) % len(order)]
            if not self.out[q]:
                return q
        return None

    def _restriction_turn(self, p: int) -> int:
        """Player p's turn for the turn 1 and 2 restrictions, on anyone's turn. FAQ "Turn 1 and 2
        Restrictions": "Turn 2 begins for all players as soon as the first player has begun his/her
        second turn. Turn 3 begins for each player as he/she begins his/her third turn." """
        n = self.pturns[p]
        if n >= 2:
            return n
        return 2 if self.pturns[self.order[0]] >= 2 else 1

    def _begin_turn(self) -> None:
        """Start the active player's turn: record keeping, then the Point Allocation Phase."""
        p = self.active
        self.turn += 1
        self.pturns[p] += 1
        self.plays = 0
        self.phase = "alloc"
        self.volley = None
        self.fired = []
        self.used = []
        limit = self.opts.get("turn_limit") or 0
        if limit and self.turn > limit * self.n:
            self._end_by_time()
            return
        ip = self.ip
        ci = self.ci
        expiring: list[int] = []
        for c, s in list(ip.items()):
            if c not in ip:
                continue
            i = ci[c]
            if s["c"] != p:
                if s.get("vs") == p:
                    # A card played against p's fleet (ZoneRules._enter_against) grows at p's turn
                    # start and limits p's plays, as one in p's fleet would; its duration is kept
                    # by the player who played it (v2.1 "COMPLETE TURN": "until the Engagement
                    # Phase of the next turn of the player who played it"), below.
                    if i.turn_fx and i.grows is not None and any(
                        KINDS[e["effect"]].at_grows(self, c, e) for _, e in i.at["@grows"]
                    ):
                        continue
                    if i.plays_more:
                        self.plays -= i.plays_more
                    if i.plays_max is not None:
                        self.plays = max(self.plays, PLAYS_PER_TURN - i.plays_max)
                if i.pdur and self.turn - s["pt"] >= i.dur * (2 if s.get("x2") else 1):
                    # A duration in player turns ends on any player's turn (GEfaq "Duration":
                    # "with the next player's Allocation Phase being one player turn").
                    self._card_event(c, "expires", player=s["c"])
                    if c in ip and not self._instead("expires", c, player=s["c"]):
                        self._remove(c)
                continue
            # v2.1, "RECORD KEEPING STEP": cards whose duration expired are discarded first.
            dur = i.dur
            if dur and self.turn - s["pt"] >= dur * (1 if i.pdur else self.n) * (2 if s.get("x2") else 1):
                # (a card that affects its card twice lasts twice as long: effects/kinds/lasting.py affects_twice)
                # Plague: "The crew die on the third turn" (not negated in time by research).
                self._card_event(c, "expires", player=p)
                if c in ip and (i.t == "T" or i.gen or i.mult or "mod:output" in i.at):
                    # "Cards that produce or modify point output generate their effect before being
                    # discarded (EXAMPLE: a periodic comet will produce its research on its last turn)."
                    expiring.append(c)
                elif c in ip and not self._instead("expires", c, player=p):
                    self._remove(c)
                continue
            if i.turn_fx and "vs" not in s:  # (one against another fleet grows at its turn: above)
                if i.grows is not None and any(KINDS[e["effect"]].at_grows(self, c, e) for _, e in i.at["@grows"]):
                    continue
            if "vs" not in s:  # (one against another fleet limits that fleet's plays: above)
                if i.plays_more:
                    self.plays -= i.plays_more  # "Allows one extra card play per turn": fewer plays counted
                if i.plays_max is not None:
                    self.plays = max(self.plays, PLAYS_PER_TURN - i.plays_max)  # Bureaucracy: "may only play 2 cards"
            s["fp"] = 0
            s["fh"] = 0
            s["am"] = 0
            s["pz"] = 0
            if s.get("fx3"):
                s["fx3"] = 0  # energized energy fluxes last one turn, like armed heavy weapons
            s["nf"] = False
            s["tg"] = None
            if i.psyx and i.psy is not None:
                s.update(pc=0, pu=0, pm=0, xd=0, xf=0, xt="", tr=0)
            if s.get("shot") and s["loc"] in ip and (
                "rearm" in ci[s["loc"]].fx or any("rearm" in ci[k].fx for k in self._children(s["loc"]))
            ):
                # Carriers, Fighter Garrison: "all fighters and shuttles ... have their phasers rearmed"
                s["spent"] = False
                s["shot"] = 0
            if i.mechad:
                # The EMF is re-energized from scratch each allocation, to at most twice the
                # unit's strength and at most its strength above the field it had before (GEfaq
                # "EMF": "the strength of the EMF immediately prior to the Allocation Phase").
                s["emfx"] = min(2 * i.st, i.st + s["emf"])
                s["sd"] = 0
                s["emf"] = 0
            elif s["sd"] > 0:
                # All shields regenerate one point (Primary rules, "2 - Engagement Phase"; done
                # first as in the narrative example and v2.1 "RECORD KEEPING STEP").
                s["sd"] -= 1
                if s["sd"] > 0 and "modifies_shield_regen" in self.fxin:
                    # Planet Krebizar: "Any Krebiz capsule ... may repair one extra shield point".
                    s["sd"] = max(0, s["sd"] - self._modified("shield_regen", self._listeners("modifies_shield_regen"), c))
        if "on:turn_start" in self.fxin and self._listeners("on:turn_start"):
            self._event("turn_start", player=p)
        for c in [c for c, s in ip.items() if s.get("vs", s["c"]) == p and s["loc"] is None and ci[c].t not in UNIT_TYPES and ci[c].t != "T"]:
            self._fleet_card_turn(p, c)
        if self.res is not None:
            return
        # Which units engage is decided by allocation; cards with no point requirements engage.
        for c in self._units(p):
            s = ip[c]
            s["w"] = not self._needs(c) and not self._status(c).get("disengaged")
            for k in self._children(c):
                if ip[k]["cmb"]:
                    ip[k]["w"] = not self._needs(k)
        for c, s in ip.items():
            if s["c"] == p and ci[c].t == "E" and not s["cmb"] and s["loc"] is not None:
                # Equipment on a card: without point requirements it engages, as units do; the rest
                # by allocation (faq-042, faq-043: where its location lets it, _equipment_engaged).
                # (Equipment played to the fleet, the Argonian Strobe, stays as it was played.)
                s["w"] = not self._needs(c) and not self._status(c).get("disengaged")
        if self.haspsy:
            # GErulesv21 "FIELD CARD OPERATION": "A function deactivates in the next Record
            # Keeping Step of the player who activated it."
            self.fnuse = [x for x in self.fnuse if x[2] != p]
            self.psyfx = [x for x in self.psyfx if x[1] != p]
            for c in self._psys():
                if ip[c]["c"] == p and ci[c].t in "PF":
                    ip[c]["w"] = not self._needs(c)  # psys and fields engage like units
        self.pool = self._produced(p)
        for c in expiring:
            if c in ip and not self._instead("expires", c, player=p):
                self._remove(c)
        if "on:phase_start" in self.fxin and self._listeners("on:phase_start"):
            self._event("phase_start", player=p, phase="alloc")
        rx = self._rxon.get("allocation")  # (StackRules._reaction_held inlined: it runs every turn)
        if rx and self.res is None and self._held_by_another(p, rx):
            # v2.1 "PLAYING REACTION CARDS": "Point allocation" can be reacted to (Shipping Delays:
            # "Played during an opponent's Allocation Phase: Four less supply points are generated").
            self._open_window(p, {"kind": "allocation"}, None)

    def _fleet_card_turn(self, p: int, c: int) -> None:
        """Cards sitting in p's fleet that act at the start of p's turn: the Kraken ("9 points of
        damage per turn divided as equally as possible among all ships and bases"), the Argonian
        Strobe and False Intelligence Report (units that may not fire this turn)."""
        ci = self.ci
        fx = ci[c].fx
        for key, e in ci[c].at.get("@fleet_turn", ()):
            # The Kraken, Zarom (effects/kinds/cards.py).
            KINDS[e["effect"]].at_fleet_turn(self, p, c, key, e)
        b = fx.get("blind")
        if b:
            # Argonian Strobe, False Intelligence Report: which units stay blind is the defending
            # player's choice, one unit at a time.
            self._blind(p, c, [], b)

    def _split_damage(self, by: int, hit: list[int], total: int, extra: list[int]) -> None:
        """Damage "divided as equally as possible" among `hit` (the Kraken): every card takes the
        same share, and which cards take one point more is the choice of the card's player `by`,
        one card at a time (`extra`: his picks so far)."""
        left = total % len(hit) - len(extra)
        if left > 0:
            options = [{"type": "use", "card": u} for u in hit if u not in extra]
            self._choose(by, "split", options, {"do": "split", "by": by, "hit": hit, "total": total, "extra": extra}, must=True)
            return
        for u in hit:
            self._damage(u, total // len(hit) + (1 if u in extra else 0), "card", by)
        self._after_damage()

    def _blind(self, p: int, c: int, picked: list[int], b: Mapping[str, Any]) -> None:
        """The units of p that may not fire this turn. With "count": p picks that many to blind;
        with "half": p picks ships to keep firing, up to half the fleet's total ship strength, and
        the other ships are blinded. `picked` are p's picks so far."""
        ci = self.ci
        units = [u for u in self._units(p) if u not in picked]
        if b.get("half"):
            ships = [u for u in self._units(p) if ci[u].t == "S"]
            budget = sum(self._strength(u) for u in ships) // 2 - sum(self._strength(u) for u in picked)
            spare = [u for u in ships if u not in picked and self._strength(u) <= budget]
            if spare:
                self._choose(p, "keep_firing", [{"type": "use", "card": u} for u in spare],
                             {"do": "blind", "strobe": c, "picked": picked, "b": dict(b)})
                return
            blinded = [u for u in ships if u not in picked]
        else:
            left = b["count"] - len(picked)
            if 0 < left < len(units):
                self._choose(p, "blind", [{"type": "use", "card": u} for u in units],
                             {"do": "blind", "strobe": c, "picked": picked, "b": dict(b)}, must=True)
                return
            blinded = picked + (units if left > 0 else [])
        self._blind_end(c, blinded)

    def _blind_end(self, c: int, blinded: list[int]) -> None:
        for u in blinded:
            if u in self.ip:
                self.ip[u]["nf"] = True
        if c in self.ip:
            self._remove(c)  # "for 1 turn" / "Discarded after use"

    def _do_done(self, p: int, a: Action) -> None:
        if self.pending and self.pending[-1]["k"] == "split":
            self.pending.pop()
            self._emit("separated", card=a.get("card"))
            return
        # Engagement Phase: units that got all their points engage; the rest are disengaged.
        ip = self.ip
        ci = self.ci
        cmd = self.n
        equipment: list[int] = []
        for c, s in ip.items():
            if s["c"] != p:
                continue
            i = ci[c]
            if i.t in UNIT_TYPES:
                s["sup"] = s["w"]
            if i.mechad:
                if not s["w"]:
                    s["emf"] = i.st  # "A Mechad ship which is Disengaged has a field strength equal to the strength"
        for c, s in ip.items():
            if s["c"] != p:
                continue
            i = ci[c]
            if i.t in UNIT_TYPES and not s["cmb"]:
                kids = [k for k in self._children(c) if ip[k]["cmb"]]
                engaged = s["sup"] and all(ip[k]["sup"] for k in kids)
                s["e"] = engaged
                for k in kids:
                    ip[k]["e"] = engaged
            elif i.t in "PF" and (i.t == "P" or i.field is not None):
                s["e"] = s["w"]
            elif i.t == "E" and not s["cmb"] and s["loc"] is not None:
                equipment.append(c)
                s["e"] = s["w"]
            if i.cmd and (not i.cmd_own or self.main[p] == i.emp) and (
                    "@command_on" not in i.at or all(KINDS[e["effect"]].at_command_on(self, c, e) for _, e in i.at["@command_on"])):
                # ("Command points only apply if playing Dragons as an empire")
                host = s["loc"]
                if i.t in UNIT_TYPES and s["e"] or i.t not in UNIT_TYPES and (host is None or ip[host]["e"] or ci[host].t == "T"):
                    # Insanity (errata): the opposite of generating "command points, etc."
                    cmd += -i.cmd if i.t == "C" and self._status(c).get("insane") else i.cmd
            s["w"] = False
            s["paid"] = False
            s["emfe"] = 0
        for c in equipment:
            # v2.1 "EFFECTS OF BEING DISENGAGED": "non-passive equipment on a disengaged unit must
            # be disengaged" (faq-042); passive equipment stays as its points made it (faq-043).
            if ip[c]["e"] and not self._equipment_location_allows(c, "e"):
                ip[c]["e"] = False
        if "mod:command_points" in self.fxin:
            cmd = self._mod_player("command_points", p, cmd)  # ("operate at 2 fewer command points")
        self.cmd[p] = cmd
        if "@engagement_phase" in self.fxin:
            for k in list(self._listeners("@engagement_phase")):
                if k in ip:
                    for _, e in self.ci[k].at["@engagement_phase"]:
                        KINDS[e["effect"]].at_engagement_phase(self, p, k, e)  # (Broken Supply Lines)
        self.pool = {}
        self.phase = "play_a"
        self._emit("engagement", player=p)
        if "on:allocated" in self.fxin and self._listeners("on:allocated"):
            self._event("allocated", player=p)
        if "on:phase_end" in self.fxin and self._listeners("on:phase_end"):
            self._event("phase_end", player=p, phase="alloc")
        # v2.1 "2 - ENGAGEMENT PHASE" follows the Allocation Phase (the units its points engaged
        # become engaged): a script's phase events name it ("During the Engagement Phase").
        if "on:phase_start" in self.fxin and self._listeners("on:phase_start"):
            self._event("phase_start", player=p, phase="engagement")
        if self._kids is None:
            self._children(-1)  # (the listener index, as _listeners keeps it: two looks below)
        if self._on.get("engagement"):
            self._dispatch("engagement", p)
        if "insane" in self.fxin and self._listeners("insane"):
            self._insane_turn(p)
        if "on:phase_end" in self.fxin and self._listeners("on:phase_end"):
            self._event("phase_end", player=p, phase="engagement")
        if "on:phase_start" in self.fxin and self._listeners("on:phase_start"):
            self._event("phase_start", player=p, phase="play_a")
        rx = self._rxon.get("allocated")  # (StackRules._reaction_held inlined: it runs every turn)
        if rx and self._held_by_another(p, rx):
            # v2.1 "PLAYING REACTION CARDS": "Point allocation" can be reacted to (Repair
            # Malfunction: "Played to an opponent fleet just after that opponent's Allocation Phase").
            self._open_window(p, {"kind": "allocated"}, None)

    def _engage_damage(self, p: int, m: int) -> None:
        """Creature from the Black Hole: "Unit will take damage equal to it's strength when that
        unit is engaged" (less the energy allocated to prevent it)."""
        ip = self.ip
        sm = ip[m]
        host = sm["loc"]
        if host not in ip or ip[host]["c"] != p:
            return
        prevented = sm.get("pv", 0)
        sm["pv"] = 0
        if ip[host]["e"] and not self._suspended(m):
            self._damage(host, self._strength(host) - prevented, "card", self.owner[m])
            self._after_damage()

    def _engage_time_thief(self, p: int, m: int) -> None:
        """Time Thief: each turn the owner of the affected stack moves it on or discards (below)."""
        ip = self.ip
        host = ip[m]["loc"]
        if host not in ip or ip[host]["c"] != p:
            return
        if not self._suspended(m) and self._thief_options(p, m):
            self.pending.append({"k": "thief", "p": p, "card": m})

    def _thief_options(self, p: int, m: int) -> list[Action]:
        """Time Thief: "Each turn, owner of the affected stack must use a card play to move the time
        thief to a stack in another fleet (except the time thief player's fleet) or discard 1 card
        (not the time thief ...) played to or against that stack"."""
        ip = self.ip
        ci = self.ci
        root = self._root(m)
        acts: list[Action] = []
        thief_player = ip[m]["c"]
        for t, st in ip.items():
            if st["loc"] is None and ci[t].t in "SBDT" and st["c"] not in (p, thief_player) and not st["cmb"]:
                acts.append({"player": p, "type": "thief", "card": m, "to": t})
        # Ruling: any card of the stack but the thief, its bottom card included (the whole stack goes then).
        stack = [root]
        for c in stack:
            stack.extend(self._children(c))
        acts.extend({"player": p, "type": "thief", "card": m, "discard": c} for c in stack if c != m)
        return acts

    def _do_thief(self, p: int, a: Action) -> None:
        self.pending.pop()
        m = a["card"]
        self.plays += 1  # "must use a card play"
        if "to" in a:
            self.ip[m]["loc"] = a["to"]
            self._kids = None
            self._emit("moved", card=m, to=a["to"])
            if "on:moved" in self.fxin and self._listeners("on:moved"):
                self._event("moved", card=m, to=a["to"])
            return
        k = a["discard"]
        stronger = self.ci[k].st > self.ci[m].st
        self._remove(k)
        if stronger and m in self.ip:
            # "Discarded when a card of greater strength is discarded from the affected stack".
            self._remove(m)

    def _do_next(self, p: int, a: Action) -> None:
        ph = self.phase
        fxin = self.fxin
        if "on:phase_end" in fxin:
            if self._kids is None:
                self._children(-1)  # (self._listeners inlined: it runs at every phase step)
            if self._on.get("on:phase_end"):
                self._event("phase_end", player=p, phase=ph)
                if self.res is not None or self.phase != ph:
                    return
        nxt = _NEXT_PHASE.get(ph)
        if nxt is not None:
            self.phase = nxt  # (the plain steps kept inline: one "next" is a decision in most turns)
        elif ph == "discard":
            self._draw_phase(p)
        if "on:phase_start" in fxin and self.res is None and self.phase != ph:
            if self._kids is None:
                self._children(-1)
            if self._on.get("on:phase_start"):
                self._event("phase_start", player=p, phase=self.phase)

    def _draw_phase(self, p: int) -> None:
        """From the Discard Phase to the Draw Cards Phase: how many cards p draws."""
        self.phase = "draw"
        h = len(self.hand[p])
        # "7 - Draw Cards Phase": 2 at nine or fewer, 1 at ten or eleven, none at twelve.
        self.draws_left = 2 if h <= 9 else (1 if h <= 11 else 0)
        ip = self.ip
        spent = []
        for c in self._listeners("extra_draw") if "extra_draw" in self.fxin else ():
            sc = ip[c]
            e = self.ci[c].fx["extra_draw"] if sc.get("vs", sc["c"]) == p else None  # (in or against p's fleet)
            if e and (sc["loc"] is None or (sc["loc"] in ip and self.ci[sc["loc"]].t in e.get("on", "SBT"))):
                # Quartermaster: "an extra card ... during the Draw Cards Phase"; Cursed Alien
                # Artifact: "two fewer cards during that player's next draw cards phase".
                n = self.draws_left if e.get("double") else e["count"]  # Dragon Coupling: "twice the ... draws"
                n = -n if self._status(c).get("insane") else n  # Insanity: opposite draws
                self.draws_left = max(0, self.draws_left + n)
                if e.get("once"):
                    spent.append(c)
        for c in spent:
            self._remove(c)
        if "@draw_phase" in self.fxin:
            for c in list(self._listeners("@draw_phase")):
                if c in ip:
                    for _, e in self.ci[c].at["@draw_phase"]:
                        KINDS[e["effect"]].at_draw_phase(self, p, c, e)  # (the Well of Time fills)
        if "limits_draws" in self.fxin:
            # Cessation of Time: "When played during an opponent's Draw Cards Phase that phase is ended."
            self._open_window(p, {"kind": "draw"}, None)

    def _do_celebrate(self, p: int, a: Action) -> None:
        self.pending.pop()
        for _ in range(a["draw"]):
            self._draw(p)
        self._emit("celebration", player=p, draw=a["draw"])

    # Discard, draw, end ------------------------------------------------------------------------

    def _do_discard(self, p: int, a: Action) -> None:
        self.hand[p].remove(a["card"])
        self._to_discard(a["card"])
        self.plays += 1
        if "on:discarded" in self.fxin and self._listeners("on:discarded"):
            self._event("discarded", player=p, card=a["card"], **{"from": "hand"})
        self._card_event(a["card"], "discarded_from_hand", player=p)  # Alien Artifact: "played to the Discard Pile ... draws 3"
        self._discard_window(p, a["card"], "hand")

    def _discard_window(self, p: int, c: int, zone: str) -> None:
        """Other players may react to a voluntary discard of the Discard Phase, once it is made
        (GEfaq faq-047: "in reaction to an opponent ... voluntarily discarding a card during the
        Discard Phase"; v2.1 "PLAYING REACTION CARDS": "the discarding of cards during the Discard
        Phase"), as to an allocation: nothing waits on the window."""
        if self.res is None and not self.pending:
            # (the match's cards that could answer it: CardInfo.rx_discard)
            if self._rxdisc and self._held_by_another(p, self._rxdisc):
                self._open_window(p, {"kind": "discard", "card": c, "from": zone}, None)
                return
            # (nobody else holds a card that could answer it: the window would close unanswered)
            self._offered = True

    def _do_scuttle(self, p: int, a: Action) -> None:
        # "self-destruct" order: any of his cards in play, without restriction.
        self._emit("self_destruct", player=p, card=a["card"])
        self._remove(a["card"])
        self._discard_window(p, a["card"], "play")

    def _do_draw(self, p: int, a: Action) -> None:
        self._draw(p)
        self.draws_left -= 1

    def _do_end(self, p: int, a: Action) -> None:
        if "on:turn_end" in self.fxin and self._listeners("on:turn_end"):
            self._event("turn_end", player=p)
        if self.res is not None:
            return
        if self.topup[p]:
            # "At the end of the turn, after the Draw Cards Phase, owning player draws enough
            # cards to bring his hand to 9 total cards."
            while len(self.hand[p]) < self.topup[p] and self._draw(p):
                pass
            self.topup[p] = 0
        nxt = self._next_seat(p)
        if nxt is None:
            self._finish([], "no players left")
            return
        self.active = nxt
        self._emit("turn", player=nxt)
        self._begin_turn()
