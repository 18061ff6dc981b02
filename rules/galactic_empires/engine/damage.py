"""Damage and destruction: shields, structure, the Sector HQ, discarding a stack, eliminating a player.

Rulebook sections: Primary rules, "Damage", "DAMAGING THE SECTOR HQ", "Destroyed Cards"; v2.1 "DAMAGE".
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import tournament
from .common import (
    END_GAME_SCORE,
    HQ_HIT_POINTS,
    UNIT_TYPES,
)


class DamageRules:
    """Damage and destruction: shields, structure, the Sector HQ, discarding a stack, eliminating a player."""

    def _damage_redirect(self, c: int, kind: str) -> int:
        """Card damage to a terrain under a planetary shield goes to the shield instead."""
        t = self.ci[c].t
        if t == "T":
            for k in self._children(c):
                if "protect_terrain" in self.ci[k].fx:
                    return k
        elif t == "S":
            for k in self._children(c):
                if self.ci[k].guard:
                    return k  # Invinco Guardian: "Absorbs all damage taken by the ship"
        return c

    def _damage(
        self, c: int, amount: int, kind: str, by: int, volley: bool = False, heavy: int = 0,
        structure: bool = False,
    ) -> None:
        """Score `amount` damage on card c: shields (or EMF) first, then structure."""
        ip = self.ip
        if c not in ip or amount <= 0:
            return
        c = self._damage_redirect(c, kind)
        s = ip[c]
        i = self.ci[c]
        if "shelter" in self.fxin:
            self._fewx()
            if s["c"] in self._shelter and i.t in "SB":
                return  # Occumbus: "Blocks damage to all ships, bases and the Sector HQ for 1 turn."
        if kind == "card" and self._src and i.t == "S" and self.ci[self._src[0]].t == "H" and any(
            "helm" in self.ci[k].fx for k in self._children(c)
        ):
            amount -= 1  # Helmsman: "Each damage-causing hazard card ... causes one less point of damage"
            if amount <= 0:
                return
        if volley:
            # Captains and the like: "One less damage each opponent volley" at their location.
            for k in self._children(c):
                e = self.ci[k].fx.get("volley_reduction")
                if e and self._applies_on(e, c):
                    # Insanity: a crew card's point modification works the opposite way.
                    amount += e["amount"] if self._status(k).get("insane") else -e["amount"]
            if self._fleetfx:
                # Homecloud Nebula, Dragon Egg: fewer damage points from each volley, fleet-wide.
                for k in self._fleetfx:
                    e = self.ci[k].fx["fleet_volley_reduction"]
                    if k in ip and (e.get("all_fleets") or ip[k]["c"] == s["c"]) and self._applies_on(e, c):
                        amount -= e["amount"]
            if self._escorts and i.t == "S":
                amount = self._intercept(c, amount, by)
            if amount <= 0:
                self._emit("damage", card=c, shields=s["sd"], structure=s["hd"], absorbed=True)
                return
        if i.t == "M":
            s["hd"] += amount
            self._emit("damage", card=c, shields=0, structure=s["hd"])
            self._check_monster(c)
            return
        if i.t == "P":
            self._damage_psy(c, amount, by, volley, structure)
            return
        cap_sh = self._shields(c)
        if not structure:
            to_sh = min(amount, max(0, cap_sh - s["sd"]))
            s["sd"] += to_sh
            amount -= to_sh
        if amount > 0 and i.krebiz:
            for k in self._children(c):
                ab = self.ci[k].fx.get("absorb")
                if ab:
                    # Krebiz Pseudo Capsule: "Absorbs the first damage point (after any shields) and is discarded."
                    amount -= ab["points"]
                    self._remove(k)
                    break
            if amount <= 0:
                self._emit("damage", card=c, shields=s["sd"], structure=s["hd"], absorbed=True)
                return
        s["hd"] += amount
        self._emit("damage", card=c, shields=s["sd"], structure=s["hd"])
        strength = self._strength(c)
        if s["hd"] >= strength:
            excess = s["hd"] - strength
            loc = s["loc"]
            blast = self._src[-1] if self._src and any("volatile" in self.ci[k].fx for k in self._children(c)) else None
            self._destroy(c, by)
            if blast is not None and blast in ip:
                # Volatile Cargo: "The opponent unit or other card which causes the last point of
                # damage ... suffers damage equal to 1/2 (drop fractions) of the strength".
                self._emit("volatile_cargo", card=c, hit=blast)
                self._src = []
                self._damage(blast, strength // 2, "card", s["c"])
            # Primary rules, "BASE CARDS": excess damage of a single attack reaches the terrain
            # if and only if that damage could score on terrain (heavy weapons, card damage).
            if i.t == "B" and loc is not None and loc in ip and excess:
                spill = excess if kind == "card" else min(excess, heavy)
                if spill and not any(self.ci[k].t == "B" for k in self._children(loc)):
                    self._damage(loc, spill, kind, by)

    def _escort_offers(self, c: int, amount: int) -> list[dict[str, Any]]:
        """The interceptions the owner of ship c may choose: an escort of his and a number of
        points, up to the volley's damage and what the escort can take (2 damage per point)."""
        ip = self.ip
        q = ip[c]["c"]
        st = self._strength(c)
        offers = []
        for k in self._escorts:
            if k == c or k not in ip or ip[k]["c"] != q or ip[k]["cmb"]:
                continue
            if st < self.ci[k].fx["escort"].get("min_strength", 7):
                continue
            most = min(amount, (self._remaining(k) + 1) // 2)  # the last point may destroy the escort
            offers.extend({"type": "use", "card": k, "points": n} for n in range(1, most + 1))
        return offers

    def _intercept(self, c: int, amount: int, by: int) -> int:
        """The escort and the points its player chose to intercept for this volley (_resolve_volley)."""
        pick = self._icpt
        if not pick or pick[0] not in self.ip:
            return amount
        k, n = pick
        take = min(n, amount)
        self._emit("intercepted", card=k, for_card=c, points=take)
        self._damage(k, 2 * take, "weapons", by)
        return amount - take

    def _destroy(self, c: int, by: int) -> None:
        self._emit("destroyed", card=c, by=by)
        if self.ci[c].t in UNIT_TYPES and self._divert(c):
            return
        if self.ci[c].t == "S" and c in self.ip:
            q = self.owner[c]
            self.lost[q] = self.turn
            if "supply_lines" in self.fxin:
                self._fewx()
            for k in [k for k in self._few if "supply_lines" in self.ci[k].fx] if "supply_lines" in self.fxin else ():
                if k in self.ip and self.owner[k] == q and self.ip[k]["c"] == by != q:
                    # Broken Supply Lines: "Remains in play until the opponent destroys 1 ship
                    # belonging to the owning player."
                    self._remove(k)
        self._remove(c)

    def _divert(self, c: int) -> bool:
        """Demigod Diversion: "Diverts any one stack of cards about to be discarded (belonging to
        you) and places them back into your hand". Ruling: used automatically (from the hand, in
        reaction mode) on the first own unit destroyed; cards of other players on the stack are
        discarded."""
        ip = self.ip
        q = ip[c]["c"]
        if self.owner[c] != q or self.out[q] or ip[c]["cmb"]:
            return False
        card = next((h for h in self.hand[q] if "divert" in self.ci[h].fx), None)
        if card is None:
            return False
        self.hand[q].remove(card)
        self._to_discard(card)
        self._emit("reaction", player=q, card=card, on=c)
        stack = [c]
        for k in stack:
            stack.extend(self._children(k))
        for k in stack[1:]:
            if k in ip and self.owner[k] != q:
                self._remove(k)
        self._to_hands(c)
        return True

    def _remove(self, c: int) -> None:
        """Discard a card in play with everything on it (crew, equipment, monsters...)."""
        ip = self.ip
        if c not in ip:
            return
        i = self.ci[c]
        kids = self._children(c)
        if i.t in UNIT_TYPES and kids:
            self._escape(c, kids)
            kids = self._children(c)
        for k in kids:
            if k not in ip:
                continue
            ki = self.ci[k]
            if i.t == "T" and (ki.on_terrain or ki.surface):
                ip[k]["loc"] = None  # "nor is the ship destroyed if the terrain is destroyed"
                self._kids = None
                continue
            if i.t == "B" and ki.t == "S" and not ip[k]["cmb"]:
                ip[k]["loc"] = None  # "Bases Defend Ships": "The ship is not destroyed if the base is"
                self._kids = None
                continue
            self._remove(k)
        held = ip[c].get("held") if "well" in self.fxin else None
        if held:
            # Well of Time: "When research points equal to the strength of the well are applied,
            # cards placed on the well are moved into the hand"; otherwise they are discarded.
            q = self.owner[c]
            into = self.hand[q] if ip[c]["rd"] >= i.st and not self.out[q] else None
            for x in held:
                if into is not None:
                    into.append(x)
                else:
                    self._to_discard(x)
        ctl = ip[c].get("ctl") if "control" in self.fxin else None
        if ctl is not None:
            self._release(ctl)
        del ip[c]
        self._kids = None
        if c in self.used:
            self.used.remove(c)
        if self.psyfx and i.psy is not None:
            # "If a psy is discarded functions it activated cease immediately".
            self.psyfx = [x for x in self.psyfx if x[3] != c]
        if i.ret_hand and not self.out[self.owner[c]]:
            self.hand[self.owner[c]].append(c)  # "When discarded is returned to the owner's hand"
            return
        self._to_discard(c)

    def _escape(self, c: int, kids: Sequence[int]) -> None:
        """Escape Pod: "allows up to 3 crew cards on a unit to escape destruction. Crew are placed
        at another location immediately and the escape pod is discarded"."""
        ip = self.ip
        ci = self.ci
        pod = next((k for k in kids if "escape" in ci[k].fx and k in ip), None)
        if pod is None:
            return
        q = ip[c]["c"]
        to = next((u for u in self._units(q) if u != c and ci[u].t != "D"), None)
        if to is None:
            to = next((t for t, st in ip.items() if st["c"] == q and ci[t].t == "T"), None)
        if to is None:
            return
        crew = [k for k in kids if ci[k].t in "CP" and k in ip][: ci[pod].fx["escape"].get("count", 3)]
        for k in crew:
            ip[k]["loc"] = to
        self._kids = None
        self._remove(pod)
        self._emit("escaped", cards=crew, to=to)

    def _hit_hq(self, q: int, amount: int, by: int) -> None:
        if amount <= 0 or self.out[q]:
            return
        if "shelter" in self.fxin:
            self._fewx()
        if q in self._shelter:
            self._emit("hq_damage_blocked", player=q)  # Occumbus: "Blocks damage to ... the Sector HQ"
            return
        before = self.hq[q]
        self.hq[q] += amount
        self.scored[by] += amount
        self._emit("hq_damage", player=q, damage=self.hq[q], by=by)
        if self.opts["everyone_plays_to_the_end"]:
            # Each 25th point scored on a Sector HQ gives a two-card victory celebration.
            if self.hq[q] // HQ_HIT_POINTS > before // HQ_HIT_POINTS:
                self.pending.append({"k": "celebrate", "p": by, "max": 2})
            if self.scored[by] >= END_GAME_SCORE:
                self._finish([by], "scored 50 points of Sector HQ damage")
            return
        if self.hq[q] >= tournament.hq_points(self.opts):  # 25; 15 in a Sealed Deck match
            self._eliminate(q)
            if self.res is None:
                self.pending.append({"k": "celebrate", "p": by, "max": 2})

    def _eliminate(self, q: int) -> None:
        self.out[q] = True
        self._emit("eliminated", player=q)
        # Controlling cards go first, so the ships they control return to their owners.
        cards = sorted((c for c, s in self.ip.items() if s["c"] == q), key=lambda c: "control" not in self.ci[c].fx)
        for c in cards:
            if c in self.ip and self.ip[c]["c"] == q:
                self._remove(c)
        for c in [c for c, s in self.ip.items() if s.get("oc") == q]:
            if c in self.ip:
                self._remove(c)  # his cards controlled by another player leave play too
        alive = [x for x in range(self.n) if not self.out[x]]
        if len(alive) == 1:
            self._finish(alive, "last player left")

    def _after_damage(self) -> None:
        """Nothing to do for now; kept as the one place where destroyed stacks settle."""
        return
