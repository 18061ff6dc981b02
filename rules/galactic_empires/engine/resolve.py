"""A played card taking effect: entering play, one-shot effects, control and mutiny.

Rulebook sections: Primary rules, "Hazard Cards", "Luck Cards", "Crew Cards", "Equipment Cards"; v2.1 "CARD EFFECTS".
"""
from __future__ import annotations


from ...core import Action
from ..effects.registry import KINDS
from .cardinfo import CardInfo
from .common import (
    TYPE_PLAYS,
    UNIT_TYPES,
    _amount,
)


class ResolveRules:
    """A played card taking effect: entering play, one-shot effects, control and mutiny."""

    def _do_play(self, p: int, a: Action) -> None:
        c = a["card"]
        self.hand[p].remove(c)
        if self.active == p and not self._free_play(c):
            self.plays += 1
        if "on:card_played" in self.fxin:
            self._event("card_played", player=p, card=c, target=a.get("on"))
        if "other" in a:
            self._pair_play(p, c, a["on"], a["other"])
            return
        self._offered = False
        before = self._produced(p) if self.phase == "alloc" and self.active == p and "@timing" in self.ci[c].at else None
        self._put_into_play(p, c, a.get("on"), a.get("with"), a.get("to"))
        if before is not None:
            # Played in the Allocation Phase (Temporal Repetition): what it changes in the fleet's
            # points counts this allocation.
            after = self._produced(p)
            for k, v in after.items():
                self.pool[k] = self.pool.get(k, 0) + v - before[k]
        if not self._offered and c in self.ip and self.res is None:
            # v2.1 "PLAYING REACTION CARDS": "a card being played" can be reacted to, a card played
            # into the player's own fleet too (GEfaq: "a card being played or placed/moved into play").
            self._open_window(p, {"kind": "card", "card": c, "on": a.get("on")}, None)
        if "field" in a and c in self.ip:
            self.ip[c]["mf"] = [a["field"], a["fn"]]  # a Muse's sole function
        on = a.get("on")
        if "@frees_card_play" in self.fxin and self.active == p and on is not None and on >= 0 and on in self.ip:
            self._free_card_play(p, c, on)

    def _free_play(self, c: int) -> bool:
        """Whether playing card c is not a card play ("Does not count as a card play")."""
        timing = self.ci[c].at.get("@timing")  # (most cards: none, and no generator to run)
        return bool(timing) and any(KINDS[e["effect"]].free(e) for _, e in timing)

    def _pair_play(self, p: int, c: int, on: int, other: int) -> None:
        ip = self.ip
        self._emit("play", player=p, card=c, on=on, other=other)
        if "halt" in self.ci[c].fx:
            self._enter(p, c, on)["e"] = True
            ip[c]["hm"] = other  # the halted monster (see _children)
            self._kids = None
            return
        # Mutual damage. Ship Collision: "Each ship sustains damage equal to the current Strength of
        # the other" (current strength: strength less structural damage, GEfaq "Current Strength").
        # Interplanetary Conflict: "Each sustains damage equal to 1/2 the strength of the other
        # (round fractions down). Neither can produce terrain points on that player's next turn."
        e = self.ci[c].fx["mutual_damage"]
        self._to_discard(c)
        if e["amount"] == "current_strength":
            hit_on, hit_other = self._strength(other) - ip[other]["hd"], self._strength(on) - ip[on]["hd"]
        else:
            hit_on, hit_other = self._strength(other) // 2, self._strength(on) // 2
        if e.get("no_points"):
            ip[on]["np"] = ip[other]["np"] = self.turn
        self._damage(on, hit_on, "card", p)
        self._damage(other, hit_other, "card", p)
        self._after_damage()

    def _put_into_play(
        self, p: int, c: int, on: int | None, with_: int | None = None, to: int | None = None,
    ) -> None:
        i = self.ci[c]
        ip = self.ip
        self._emit("play", player=p, card=c, on=on)
        if i.t == "T":
            if on is not None and on < 0:
                self._enter(-1 - on, c, None)  # played against (into) an opponent's fleet
                e = i.fx.get("fleet_damage")
                if e:
                    # Quantum Black Hole: "damage equal to its strength divided as equally as
                    # possible among all the terrain cards in 1 opponent fleet".
                    q = -1 - on
                    hit = [t for t, st in ip.items() if st["c"] == q and t != c and self.ci[t].t in e["targets"] and not st["cmb"]]
                    if hit:
                        self._split_damage(p, hit, _amount(e["amount"], i.st), [])
            elif on is not None:
                self._enter(p, c, on)["cmb"] = True  # one terrain card with its host
            else:
                self._enter(p, c, None)
            return
        if i.t in UNIT_TYPES:
            # "SHIPS AND BASES ARE PLAYED DISENGAGED"
            if i.krebiz and on is not None and self.ci[on].krebiz:
                self._combine(p, c, on, played=True)
                return
            s = self._enter(p, c, on)
            if i.eng_play:
                s["e"] = True  # Moon Dragoness: "Played engaged and can attack on the turn played"
            if with_ is not None:
                self.hand[p].remove(with_)
                self._enter(p, with_, c)["cmb"] = True
            return
        if i.t == "P" or i.field is not None:
            self._enter(p, c, on)  # played disengaged, engaged by allocation like a unit
            return
        if i.t in TYPE_PLAYS:
            # Installations, agendas, headquarter cards: into the fleet (or on their target); v2.1
            # "POSITION OF CARDS PLAYED": "Cards without point requirements are played engaged".
            self._enter(p, c, on)["e"] = not i.costs
            return
        # Effect cards.
        if i.actions:
            self._play_actions(p, c, on, to)
            return
        if "equip" in i.fx:
            s = self._enter(p, c, on)
            # Equipment: disengaged with point requirements or, non-passive, on a disengaged unit
            # (faq-042); other cards played on a card are engaged.
            s["e"] = self._equipment_played_engaged(c) if i.t == "E" else True
            if to is not None:
                s["tt"] = to  # Political Clout's terrain
            if i.t == "C" and on is not None and on in ip and ip[on].get("oc") == p:
                self._mutiny_check(p, on)
            e = i.fx.get("card_damage")
            if e and e.get("when") == "attach" and on is not None and on in ip:
                # Comet Impact: it stays on the terrain and "Causes 2 points of damage" as it lands.
                self._damage(on, _amount(e["amount"], i.st), "card", p)
                self._after_damage()
                if c not in ip:
                    return
            if "ward" in i.fx and on is not None and i.fx["ward"].get("clear", True):
                self._ward_clear(on, i.fx["ward"]["titles"])
            if i.t in "LO" and on is not None and on in ip and self.ci[on].t == "C" and ip[on]["c"] != p:
                self._unlucky(c, on)
            if on is not None and on >= 0 and ip[on]["c"] != p:
                # A card played on an opponent's card opens a reaction window (Lucky Crew Action).
                self._open_window(p, {"kind": "card", "card": c, "on": on}, {"do": "card", "card": c, "on": on, "p": p})
            return
        e = i.fx.get("card_damage")
        if e and e.get("each_opponent"):
            self._to_discard(c)
            amount = (i.st if e["amount"] == "strength" else e["amount"]) * self._twice(p, c)
            for q in range(self.n):
                if q == p or self.out[q]:
                    continue
                units = [u for u in self._units(q) if self.ci[u].t in e["targets"]]
                if units:
                    target = max(units, key=lambda u: (self._remaining(u) <= amount, -self._remaining(u), u))
                    self._src = [c]
                    self._damage(target, amount, "card", p)
                    self._src = []
            self._after_damage()
            return
        if "leak" in i.fx and on is not None and on < 0:
            # Information Leak: "Look at one opponent's next undrawn card and either discard it,
            # along with one card from your hand, or put it back." The choice is a pending one.
            self._to_discard(c)
            d = self.deck[self._dk(-1 - on)]
            if d:
                self.pending.append({"k": "leak", "p": p, "q": -1 - on, "card": d[-1]})
            return
        if "fleet_card" in i.fx and on is None:
            self._enter(p, c, None)["e"] = True
            return
        if "fleet_card" in i.fx and on is not None and on < 0:
            # Economic Crisis, Cursed Alien Artifact...: the card sits in the opponent's fleet.
            self._enter(-1 - on, c, None)["e"] = True
            return
        if self._instant(p, c, i, on):
            return
        if "surprise" in i.fx:
            self._surprise(p, c, with_)
            return
        if self.ci[c].t == "M" or "monster" in i.fx:
            s = self._enter(p, c, on)
            s["e"] = True
        else:
            self._enter(p, c, on)
        # v2.1: "a card being played" can be reacted to, into the player's own fleet too.
        if self._open_window(p, {"kind": "card", "card": c, "on": on}, {"do": "card", "card": c, "on": on, "p": p}):
            return
        self._resolve_card(p, c, on)

    def _surprise(self, p: int, c: int, ship: int | None) -> None:
        """Surprise Attack: "Allows one ship (not dragon) to be played in the engaged position fully
        armed. The ship card and the surprise attack card do not count against the three card play
        limit" (errata: "All weapons and ship systems ... are loaded")."""
        self._to_discard(c)
        if self.active == p:
            self.plays -= 1
        if ship is None or ship not in self.hand[p]:
            return
        self.hand[p].remove(ship)
        self._put_into_play(p, ship, None)
        s = self.ip[ship]
        i = self.ci[ship]
        s["e"] = s["sup"] = True
        s["am"] = self._heavy_total(ship)
        if i.var:
            s["pz"] = s["am"] * i.var  # variplaz charged
        if i.mechad:
            s["emf"] = 2 * i.st  # the EMF fully energized

    def _unlucky(self, c: int, crew: int) -> None:
        """Unlucky Crew Action: the crew card "is affected twice by the first negative luck or
        occurrence card played to" it. The card's duration and the research negating it double."""
        for k in self._children(crew):
            if "unlucky" in self.ci[k].fx and k != c:
                self.ip[c]["x2"] = True
                self._emit("unlucky", card=c, on=crew)
                self._remove(k)  # "Discarded after use"
                return

    def _instant(self, p: int, c: int, i: CardInfo, on: int | None) -> bool:
        """Cards whose whole function happens as they are played, on no card: then discarded."""
        fxs = i.fx
        if not ("fleet_damage" in fxs or "retrieve" in fxs or "draw_to" in fxs or "extra_plays" in fxs or "gain_points" in fxs):
            return False
        self._to_discard(c)
        e = fxs.get("fleet_damage")
        if e and on is not None and on < 0:
            # Gravity Wave: "Causes 1 point of damage to all ships in a fleet".
            q = -1 - on
            hit = [u for u in self._units(q) if self.ci[u].t in e.get("targets", "S")]
            if e.get("max_targets"):
                # Tri-Lateral Textangula: "the 3 ships and/or bases it is played against"; the
                # engine picks those closest to destruction.
                hit = sorted(hit, key=lambda u: (self._remaining(u), u))[: _amount(e["max_targets"], i.st)]
            total = _amount(e["amount"], i.st)
            self._src = [c]
            for _ in range(self._twice(p, c)):
                for n, u in enumerate(hit):
                    if e.get("split"):
                        # Minefields: the damage spread over the fleet's ships, as evenly as possible.
                        self._damage(u, total // len(hit) + (1 if n < total % len(hit) else 0), "card", p)
                    else:
                        self._damage(u, total, "card", p)
            self._src = []
            self._after_damage()
        e = fxs.get("retrieve")
        if e:
            # Lost Fleet: "the two ships closest to the top of Discard Pile" back into the hand.
            pile = self.discard[self._dk(p)]
            found = [x for x in reversed(pile) if self.ci[x].t in e["types"] and self.owner[x] == p][: e["count"]]
            for x in found:
                pile.remove(x)
                self.hand[p].append(x)
        e = fxs.get("draw_to")
        if e:
            self.topup[p] = max(self.topup[p], e["size"])
        if "extra_plays" in fxs:
            # Accelerated Timeline: the three-card limit is ignored this turn; Early Warning
            # Beacon: "Allows 5 cards to be played on the turn this card is played".
            self.plays -= fxs["extra_plays"].get("more", 100)
        e = fxs.get("gain_points")
        if e:
            for k, v in e["points"].items():
                self.pool[k] = self.pool.get(k, 0) + v
        return True

    def _resolve_card(self, p: int, c: int, on: int | None) -> None:
        i = self.ci[c]
        ip = self.ip
        if c not in ip:
            return
        if on is not None and on not in ip:
            self._remove(c)
            return
        if "control" in i.fx:
            self._take_control(p, c, on)
            return
        e = i.fx.get("card_damage")
        if e and e.get("when", "play") == "play":
            amount = e["amount"]
            if amount == "target_half":
                amount = self._strength(on) // 2 if on in ip else 0  # Warp Engine Breach
            else:
                amount = _amount(amount, i.st)
            self._remove(c)
            if e.get("all_shields"):
                # Shield Fiend: "Damages all shields" of the card (a planetary shield's or guardian's).
                target = self._damage_redirect(on, "card")
                if target in ip:
                    ip[target]["sd"] = max(ip[target]["sd"], self._shields(target))
                    self._emit("damage", card=target, shields=ip[target]["sd"], structure=ip[target]["hd"])
            self._src = [c]  # the card causing the damage (Helmsman, Volatile Cargo)
            for _ in range(self._twice(p, c)):
                if e.get("ignore_shields") and on in ip:
                    self._damage(on, amount, "card", p, structure=True)
                    continue
                if e.get("structure"):
                    self._damage(on, e["structure"], "card", p, structure=True)
                if on in ip:
                    self._damage(on, amount, "card", p)
            self._src = []
            self._after_damage()
            return
        r = i.fx.get("repair")
        if r:
            # Repair cards: their repair points, then the discard pile.
            self._remove(c)
            if on in ip:
                self._repair_points(on, r["amount"], i.st)
            return
        m = i.fx.get("monster")
        if i.status and i.status.get("disengaged") and on in ip:
            ip[on]["e"] = False  # Temporal Space Rift: "Causes a ship or base to become disengaged"
        if m and m.get("damage_each_turn") and not self._suspended(c):
            self.used.append(c)
            for _ in range(self._twice(p, c)):
                self._monster_hit(c, on, m, p)
        elif "engage_damage" in i.fx and on in ip and ip[on]["e"] and not self._suspended(c):
            # GEqa (M8): "All monsters that do damage do it on the turn they are played": an
            # engaged unit takes the damage at once (no energy left to prevent it).
            self._damage(on, self._strength(on), "card", p)
            self._after_damage()

    def _twice(self, p: int, c: int) -> int:
        """Void Dragoness: "When engaged, allows the owning player to use a hazard card (up to the
        current strength of the dragon) twice on the turn it is played as if two such cards were
        played". Ruling: one hazard a turn per Void Dragoness, used on a hazard whose effect is
        damage (for a hazard that stays in play, twice changes nothing)."""
        i = self.ci[c]
        if i.t != "H":
            return 1
        ip = self.ip
        for d, sd in ip.items():
            most = self.ci[d].twice_hazard
            if most is None or sd["c"] != p or not sd["e"] or sd.get("tw") == self.turn:
                continue
            if (self._strength(d) - sd["hd"] if most == "current_strength" else most) >= i.st:
                sd["tw"] = self.turn
                self._emit("twice", card=c, by=d)
                return 2
        return 1

    def _take_control(self, p: int, c: int, on: int) -> None:
        """Mind Control Beast: "Assumes control of the opponent ship it is played against ... for
        one complete turn. No economy, ammunition, supply or energy needed." v2.1 "CONTROL": the
        ship protects its controller's Sector HQ; its phasers fire normally, heavy weapons only
        if armed (and not fired) by the previous controller. Ruling: the ship is engaged for its
        new controller and its stack (crew, equipment) changes control with it."""
        ip = self.ip
        ip[c]["ctl"] = on
        for x in [on, *self._children(on)]:
            sx = ip[x]
            if x != c and sx["c"] != p:
                sx["oc"] = sx["c"]
                sx["c"] = p
        s = ip[on]
        s["e"] = s["sup"] = not self.ci[c].fx["control"].get("disengage")  # Mutineer: "immediately disengaging it"
        s["fp"] = 0  # functions once per complete turn "from the point of view of the controlling player"
        s["nf"] = False
        self._kids = None
        self._emit("control", card=on, player=p)

    def _mutinied(self, p: int) -> list[int]:
        """p's units a Mutineer controls (p may play crew cards to them to end the mutiny)."""
        if "mutiny" not in self.fxin:
            return []
        ip = self.ip
        out = []
        for k in self._listeners("mutiny"):
            u = ip[k].get("ctl")
            if u in ip and ip[u].get("oc") == p:
                out.append(u)
        return out

    def _mutiny_check(self, p: int, u: int) -> None:
        """Mutineer: "discarded when the total strength of the opponent's crew played to that
        location equals or exceeds the strength of the mutineer"."""
        ip = self.ip
        crew = sum(self.ci[k].st for k in self._children(u) if self.ci[k].t == "C" and ip[k]["c"] == p)
        for k in list(self._children(u)):
            e = self.ci[k].fx.get("control")
            if e and e.get("ends") == "crew" and crew >= self.ci[k].st:
                self._emit("mutiny_over", card=k)
                self._remove(k)

    def _do_leak(self, p: int, a: Action) -> None:
        pend = self.pending.pop()
        x = pend["card"]
        d = self.deck[self._dk(pend["q"])]
        if "drop" in a and x in d:
            d.remove(x)
            self._to_discard(x)
            self.hand[p].remove(a["drop"])
            self._to_discard(a["drop"])
            self._emit("leak", player=p, card=x, drop=a["drop"])
        else:
            self._emit("leak", player=p, card=x)
