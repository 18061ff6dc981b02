"""The empires' own rules: Krebiz combining and separating, Mechad distortion, Indirigan tribes, the Dragon Empire's lords.

Rulebook sections: Primary rules, "KREBIZ", "MECHAD HOLDFAST", "CORPORATE AGGRESSORS"; v2.1 empire notes.
"""
from __future__ import annotations

from typing import Any

from ...core import Action
from .common import BEFORE_EDITIONS, PLAYS_PER_TURN, V21, edition, v21_slot_halves

# The empires whose own rules the engine applies (empire names appear in this module only).
MECHAD = "Mechad"  # Primary rules, "MECHAD HOLDFAST": EMF, distortion cannons, System Mechad
CORPORATE = "Corporate"  # "CORPORATE AGGRESSORS": variplaz heavy weapons
KREBIZ = "Krebiz"  # "KREBIZ": capsules combine with cruisers
BOLAAR = "Bolaar"  # the pirate empire (with PropPirate ships): Police Headquarters, "pirate" modifiers
COMEDY_CLUB = "Comedy Club"  # v2.1 "COMEDY CLUB NETWORK": its Comedy Club installations defend its Sector HQ


def krebiz_kind(tags: frozenset[str]) -> str:
    """A Krebiz ship is a capsule or a cruiser ("KREBIZ"): its card data's class (cards.TITLE_CLASSES)."""
    return "capsule" if "Capsule" in tags else "cruiser"


def is_pirate(tags: frozenset[str], empire: str) -> bool:
    """Pirate ships: PropPirate cards and the Bolaar pirate empire."""
    return "PropPirate" in tags or empire == BOLAAR


class EmpireRules:
    """The empires' own rules: Krebiz combining and separating, Mechad distortion, Indirigan tribes, the Dragon Empire's lords."""

    # v2.1 "COMEDY CLUB NETWORK" -------------------------------------------------------------------

    def _comedy_club_network(self, x: int) -> bool:
        """Installation x is a Comedy Club (of the Comedy Club empire) controlled by a CCN player:
        "When controlled by a CCN player, the weapons on a Comedy Club may target any player's
        exposed Sector HQ, Psy Network or the Time Origin"."""
        return self.ci[x].emp == COMEDY_CLUB and self.main[self.ip[x]["c"]] == COMEDY_CLUB

    def _comedy_clubs_guarding(self, q: int) -> list[int]:
        """"Comedy Club installations protect the Comedy Club Network Sector HQ while controlled by
        a Comedy Club Network (CCN) player. They will not protect a controlling player's Sector HQ
        unless that player is playing CCN." The Comedy Clubs q controls, when q plays CCN."""
        if self.main[q] != COMEDY_CLUB:
            return []
        ip = self.ip
        return [x for x in self._installations() if x in ip and ip[x]["c"] == q and self.ci[x].emp == COMEDY_CLUB]

    def _krebiz_is(self, u: int, kind: str) -> bool:
        """Whether unit u is a Krebiz `kind` ("cruiser" or "capsule"): a combined ship is both
        (Planet Krebizar errata: "This includes capsules combined with cruisers")."""
        ci = self.ci
        return ci[u].krebiz == kind or any(self.ip[k]["cmb"] and ci[k].krebiz == kind for k in self._children(u))

    def _legal_krebiz(self, p: int) -> list[Action]:
        if self.plays >= PLAYS_PER_TURN or "krebiz" not in self.fxin:
            return []
        acts: list[Action] = []
        ip = self.ip
        ci = self.ci
        units = self._units(p)
        for u in units:
            if not ci[u].krebiz:
                continue
            kids = [k for k in self._children(u) if ip[k]["cmb"]]
            if kids:
                k = kids[0]
                # Separating needs the command slots and a damage split that destroys neither.
                if self._separation_fits(p, u, k) and self._split_possible(u, k):
                    acts.append({"player": p, "type": "separate", "card": u})
                continue
            if ip[u]["sep"] == self.turn:
                continue
            want = "cruiser" if ci[u].krebiz == "capsule" else "capsule"
            for v in units:
                if v != u and ci[v].krebiz == want and ip[v]["sep"] != self.turn and ci[u].krebiz == "capsule":
                    if not any(ip[k]["cmb"] for k in self._children(v)) and self._combination_fits(p, u, v):
                        acts.append({"player": p, "type": "combine", "card": u, "on": v})
        return acts

    def _separation_fits(self, p: int, host: int, kid: int) -> bool:
        """Whether p has the command slots for the two separated components. Primary rules,
        "KREBIZ": "The two cards cannot be separated if there are no available command points"
        (one point more: each ship takes one). v2.1 "KREBIZ": "The two cards cannot be separated
        if there are not sufficient command slots": the slots of the two components, each by its
        own strength ("Combined cards require the command slots of their combined strength"), so
        a strength 2 cruiser and a strength 2 capsule (1/2 + 1/2) need no slot more than their
        combination. "before-editions": one free slot, as the engine asked then."""
        if edition(self.opts) == BEFORE_EDITIONS:
            return self._command_used(p) + 1 <= self.cmd[p]
        return self._command_used(p, apart=kid) <= self.cmd[p]

    def _combination_fits(
        self, p: int, a: int, b: int, units: list[int] | None = None, memo: dict[object, Any] | None = None,
    ) -> bool:
        """Whether p has the command slots for components a and b combined into one ship (either,
        or both, may be in play already: the combination's slots replace theirs). v2.1 "KREBIZ":
        "A Krebiz cruiser with a capsule played on it counts as one ship of a strength equal to the
        sum of both cards", and "COMMAND LIMITS, COMMAND SLOTS AND COMMAND POINTS": "Combined cards
        require the command slots of their combined strength" (a strength 1 capsule taking no slot
        and a strength 2 cruiser taking 1/2 take a whole slot once combined). Primary rules,
        "KREBIZ": one ship, which takes one slot, as each component alone does ("before-editions"
        as well)."""
        if edition(self.opts) != V21:
            return True
        ci = self.ci
        ip = self.ip
        fleet = memo.get("C") if memo is not None else None
        if fleet is None:
            fleet = self._fleet_slots(p, units)
        halves, free, psys, _ = fleet
        combined = v21_slot_halves(ci[a].st + ci[b].st)
        halves += combined
        minor = False
        for c in (a, b):
            i = ci[c]
            if c in ip and i.cmd_slots:
                halves -= i.cmd_halves[True]
            minor = minor or (i.minor and i.emp != self.main[p])
        if minor:
            free = max(free, combined)  # "MINOR EMPIRE COMMAND RATING BONUS"
        return (halves - free + psys + 1) // 2 <= self.cmd[p]

    def _split_possible(self, host: int, kid: int) -> bool:
        s = self.ip[host]
        hi, ki = self.ci[host], self.ci[kid]
        return s["sd"] <= hi.sh + ki.sh and s["hd"] <= (hi.st - 1) + (ki.st - 1)

    def _indirigan_block(self, p: int | None = None) -> bool:
        """Whether opponents of player p (by default the active player) have Indirigan ships in play
        that Indirigan ships are required to destroy first (not a Lone Wolf ship: "indirigan_rule"
        not_required)."""
        ip = self.ip
        ci = self.ci
        p = self.active if p is None else p
        return any(
            sc["c"] != p and ci[c].indirigan and not sc["cmb"] and "@indirigan_not_required" not in ci[c].at
            for c, sc in ip.items()
        )

    def _combine(self, p: int, c: int, on: int, played: bool) -> None:
        ip = self.ip
        if played:
            self._enter(p, c, None)
        host, kid = (on, c) if self.ci[c].krebiz == "capsule" else (c, on)
        moving = set(self._children(kid))
        # The cruiser is the host; all cards on the capsule move onto the combination.
        if host == c:
            # the newly played cruiser takes over the stack of the capsule in play
            sk = ip[kid]
            sh = ip[host]
            sh["sd"], sh["hd"] = sk["sd"], sk["hd"]
            sh["e"] = sk["e"]
            sk["sd"] = sk["hd"] = 0
            for k in self._children(kid):
                ip[k]["loc"] = host
        else:
            sh = ip[host]
            sh["sd"] += ip[kid]["sd"]
            sh["hd"] += ip[kid]["hd"]
            ip[kid]["sd"] = ip[kid]["hd"] = 0
            for k in self._children(kid):
                ip[k]["loc"] = host
        ip[kid]["loc"] = host
        ip[kid]["cmb"] = True
        self._kids = None
        engaged = ip[host]["e"] or ip[kid]["e"]
        if played and engaged:
            # "the combination is fully Engaged but the component just played may not fire"
            ip[c]["nf"] = True
        ip[host]["e"] = ip[kid]["e"] = engaged if played else (ip[host]["e"] and ip[kid]["e"])
        self._emit("combine", host=host, capsule=kid)
        if "on:moved" in self.fxin and self._listeners("on:moved"):
            # The cards on the component that joined the other moved onto the combination (a rule
            # event: "Is returned to owner's hand if a cruiser is played on the capsule").
            for k in [k for k in self._children(host) if k != kid and k in moving]:
                if k in ip:
                    self._event("moved", card=k, to=host)

    def _do_combine(self, p: int, a: Action) -> None:
        self.plays += 1
        self._combine(p, a["card"], a["on"], played=False)

    def _do_separate(self, p: int, a: Action) -> None:
        host = a["card"]
        ip = self.ip
        kid = next(k for k in self._children(host) if ip[k]["cmb"])
        self.plays += 1
        ip[kid]["cmb"] = False
        ip[kid]["loc"] = None
        self._kids = None
        ip[host]["sep"] = ip[kid]["sep"] = self.turn
        ip[host]["e"] = ip[host]["sup"]
        ip[kid]["e"] = ip[kid]["sup"]
        self._emit("separate", host=host, capsule=kid)
        if ip[host]["sd"] > self.ci[host].sh or ip[host]["hd"] >= self.ci[host].st or ip[host]["sd"] or ip[host]["hd"]:
            self.pending.append({"k": "split", "p": p, "host": host, "kid": kid})

    def _do_shift(self, p: int, a: Action) -> None:
        pend = self.pending[-1]
        key = "sd" if a["part"] == "shields" else "hd"
        self.ip[pend["host"]][key] -= 1
        self.ip[pend["kid"]][key] += 1

    # Fire -------------------------------------------------------------------------------------

    def _do_distort(self, p: int, a: Action) -> None:
        u = a["card"]
        s = self.ip[u]
        s["fh"] += 1
        s["fdc"] = s.get("fdc", 0) + 1
        q = a["player_hit"]
        self._emit("distortion", card=u, player_hit=q)
        # "1 point of damage to every ship, base, dragon ... in the fleet of one opponent, and ...
        # all monsters controlled by that opponent"; not terrain, hazards or the Sector HQ.
        victims = [c for c in self._units(q)] + [
            c for c, sc in self.ip.items() if sc["c"] == q and self.ci[c].t == "M"
        ]
        for c in victims:
            if c in self.ip:
                self._damage(c, 1, "heavy", p)
        self._after_damage()

