"""A unit's current statistics: strength, shields, phasers and heavy weapons, with what modifies them.

Rulebook sections: Primary rules, "Ship Cards", "Shields"; GEfaq "Current Strength".
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..effects.registry import KINDS


class UnitRules:
    """A unit's current statistics: strength, shields, phasers and heavy weapons, with what modifies them."""

    def _suspended(self, monster: int) -> bool:
        """A hostile monster's effects are suspended by a science officer at its location, or by
        an opponent's Monster Halt."""
        if self._kids is None:
            self._children(-1)
        if monster in self._halted:
            return True
        host = self.ip[monster]["loc"]
        if host is None or self.ci[monster].t != "M":
            return False
        ctrl = self.ip[host]["c"]
        if self.owner[monster] == ctrl and self.ip[monster]["c"] == ctrl:
            return False
        return self._suspends_monsters_at(host, monster)

    def _suspends_monsters_at(self, host: int, monster: int | None = None) -> bool:
        """Whether an opponent monster's effects on card `host` are suspended: a card of host's
        controller that suspends monsters at its location (a science officer) is host itself or
        sits on it (GEerrata M6 Seductress: played to a science officer, "the effect of the
        seductress would be suspended by the science officer as long as the officer is functioning")."""
        ip = self.ip
        ctrl = ip[host]["c"]
        later = None
        guards = self.ci[monster].at.get("@negation_guard") if monster is not None else None
        if guards and any(KINDS[e["effect"]].suspended_only_by_later(e) for _, e in guards):
            # Space Vertigo: "can only be negated by a science officer played in reaction mode": an
            # officer entered play after it (in reaction to its play), not one already there.
            order = list(ip)
            at = order.index(monster) if monster in ip else len(order)
            later = set(order[at + 1:])
        if "suspend_monsters" in self.ci[host].fx and (later is None or host in later):
            return True
        for c in self._children(host):
            if ip[c]["c"] == ctrl and "suspend_monsters" in self.ci[c].fx and (later is None or c in later):
                return True
        return False

    def _affected(self, k: int, sel: tuple[str, str, str, str, bool | None], u: int) -> bool:
        """Whether card u in play is one that the compiled selector `sel` of card k names (the
        cards a "modify" entry of k affects): owner relative to k's controller, types, empire,
        Krebiz kind, engaged. A combined card is part of its ship, never affected alone."""
        su = self.ip[u]
        if su["cmb"]:
            return False
        owner, types, empire, krebiz, engaged = sel
        if owner == "self":
            return u == k  # (cardinfo.SELF_SELECTOR: a modifier of its own card)
        if owner != "any" and (su["c"] == self.ip[k]["c"]) != (owner == "own"):
            return False
        i = self.ci[u]
        if (types and i.t not in types) or (empire and i.emp != empire):
            return False
        if krebiz and not self._krebiz_is(u, krebiz):
            return False
        return engaged is None or su["e"] == engaged

    def _modified(self, stat: str, cards: Sequence[int], u: int) -> Any:
        """The sum of the "modify" entries of `cards` (listeners) on `stat` that affect card u."""
        ci = self.ci
        total = 0
        for k in cards:
            for value, sel in ci[k].gmods[stat]:
                if self._affected(k, sel, u):
                    total += value
        return total

    def _hostile_monsters_on(self, unit: int) -> list[int]:
        ip = self.ip
        ctrl = ip[unit]["c"]
        return [
            c for c, s in ip.items()
            if s["loc"] == unit and self.ci[c].t == "M" and s["c"] != ctrl and not self._suspended(c)
        ]

    def _shields(self, cid: int) -> int:
        """Current shield (or EMF) rating of a card in play, with refits and Krebiz partners."""
        s = self.ip[cid]
        i = self.ci[cid]
        if i.mechad:
            return s["emf"]  # the EMF is treated the same as shields
        if self._status(cid).get("no_shields"):
            return 0  # e.g. Magnetic Cloud: "Shields do not function"
        total = i.sh
        extra = 0
        for c in self._children(cid):
            ci = self.ci[c]
            if self.ip[c]["cmb"]:
                total += ci.sh
            extra += ci.add_sh  # refits (effects/kinds/shields.py)
        if extra and i.t == "S":
            extra = min(extra, 3)  # Shield Refit: "Ships are limited to a maximum of 3 additional"
        if "mod:shields" in self.fxin:
            return self._mod("shields", cid, total + extra)
        return total + extra

    def _strength(self, cid: int) -> int:
        i = self.ci[cid]
        total = i.tst if i.tst and "ori" in self.ip[cid] else i.st  # its time strength at the time origin
        extra = 0
        aged = -1
        for c in self._children(cid):
            k = self.ci[c]
            if self.ip[c]["cmb"]:
                total += k.st
            else:
                extra += k.add_st  # Molting, Krebiz Armor, Dragon Hatchling...
                if k.add_host:
                    extra += self.ci[cid].st  # Subspace Stabilizers: "Doubles the strength points"
                if k.grows == "host":
                    # Accelerated Aging: +1 a turn; "No additional modifications may be made".
                    aged = self.ip[c].get("ag", 0)
        s = self.ip.get(cid)
        if s is not None and "ls" in s:
            total -= s["ls"]  # strength lost for good (the lose_strength action)
        if "mod:strength" in self.fxin:
            return self._mod("strength", cid, total + (aged if aged >= 0 else extra))
        return total + (aged if aged >= 0 else extra)

    def _phasers(self, cid: int) -> int:
        """Phasers (whips, physical damage) of one card, with refits (ships at most +3)."""
        i = self.ci[cid]
        extra = 0
        for c in self._children(cid):
            k = self.ci[c]
            if (k.add_ph or k.ph_host) and not self.ip[c]["cmb"] and not self.ip[c].get("spent"):
                if self._one_use_transport(c) and self._moved_on(c):
                    continue  # "may do one of the following each turn": it transported, so it does not fire
                extra += k.add_ph  # a spent one-shot phaser (shuttle, fighter) is gone
                if k.ph_host:
                    extra += i.ph  # Bolaar Phaser Capacitors: "fire its phasers twice per turn"
        if i.t == "S":
            extra = min(extra, 3)  # Phaser Refit: "Ships are limited to a maximum of 3"
        mods = self._on.get("modifies_phasers")
        if mods:
            extra += self._modified("phasers", mods, cid)  # System Mechad: engaged Mechad ships, one more whip
        if i.dph is not None and self.ip[cid]["hd"]:
            total = i.dph + extra  # Defensive Satellites: "The first point of damage drops ... to 2"
        else:
            total = i.ph + extra
        if "mod:phasers" in self.fxin:
            return self._mod("phasers", cid, total)
        return total

    def _heavy(self, cid: int) -> int:
        """Heavy weapons of one card, with those its equipment adds (fighters, refits: a ship takes at
        most the refits' limit from them together)."""
        ci = self.ci
        total = ci[cid].hv
        refits = cap = 0
        for c in self._children(cid):
            if not self.ip[c]["cmb"]:
                k = ci[c]
                if not k.add_hv:
                    continue
                if self._one_use_transport(c) and self._moved_on(c):
                    continue  # "may do one of the following each turn": it transported, so it does not fire
                if k.hv_cap and ci[cid].t == "S":
                    refits += k.add_hv
                    cap = min(cap, k.hv_cap) if cap else k.hv_cap
                else:
                    total += k.add_hv
        if refits:
            total += min(refits, cap)
        if "mod:heavy" in self.fxin:
            return self._mod("heavy", cid, total)
        return total

    def _heavy_total(self, cid: int) -> int:
        return self._heavy(cid) + self.ci[cid].dc

    # Damage ---------------------------------------------------------------------------------

    def _remaining(self, c: int) -> int:
        s = self.ip[c]
        i = self.ci[c]
        if i.t == "M":
            return i.st - s["hd"] - s["rd"]
        return self._shields(c) - s["sd"] + self._strength(c) - s["hd"]
