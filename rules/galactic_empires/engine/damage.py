"""Damage and destruction: shields, structure, the Sector HQ, discarding a stack, eliminating a player.

Rulebook sections: Primary rules, "Damage", "DAMAGING THE SECTOR HQ", "Destroyed Cards"; v2.1 "DAMAGE".
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import tournament
from ..effects.registry import KINDS
from .common import (
    END_GAME_SCORE,
    HQ_HIT_POINTS,
    PLAYS_PER_TURN,
    PRIMARY,
    V21,
    UNIT_TYPES,
    edition,
)


class DamageRules:
    """Damage and destruction: shields, structure, the Sector HQ, discarding a stack, eliminating a player."""

    def _reaches_local(self, src: int, c: int) -> bool:
        """Whether card `src` may damage card c: a dragon against terrain whose "surface" says
        `local_damage` (D4 Rogue Dragoness: "When against terrain, can only be damaged by cards at
        its location") only by a card of its terrain stack; any other card by any card."""
        i = self.ci[c]
        if "local_damage" not in i.surface or self.ip[c]["loc"] is None:
            return True
        return src in self.ip and self._root(src) == self._root(c)

    def _damage_redirect(self, c: int, kind: str) -> int:
        """Card damage to a terrain under a planetary shield goes to the shield instead; damage to
        a card "protected by the shields of" another goes to that card while it stands
        (effects/kinds/statics.py "shielded_by")."""
        if "@shielded_by" in self.fxin:
            for _, e in self.ci[c].at.get("@shielded_by", ()):
                by = KINDS[e["effect"]].at_shielded_by(self, c, e)
                if by:
                    return by[0]
        t = self.ci[c].t
        if t == "T":
            for k in self._children(c):
                if "protect_terrain" in self.ci[k].fx:
                    return k
        if t in "SBDT":
            for k in self._children(c):
                if self.ci[k].guard:
                    return k  # Invinco Guardian: "Absorbs all damage taken by the ship" (its location)
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
        if "doom" in s:
            return  # already destroyed: its player's choices (divert, escape) are pending
        i = self.ci[c]
        if kind != "time" and "@time_damage_only" in i.at and self._at_origin(c):
            return  # "Is only destroyed by time damage when in the time origin" (effects/kinds/timeorigin.py)
        if "local_damage" in i.surface and s["loc"] is not None:
            srcs = self._src or (self.volley["src"] if volley and self.volley else ())
            if srcs and not all(self._reaches_local(k, c) for k in srcs):
                return  # Rogue Dragoness: "can only be damaged by cards at its location"
        if self._src and ("@protection" in self.fxin or "mod:damage_dealt" in self.fxin) and kind == "card":
            src = self._src[0]
            if "@protection" in self.fxin and src != c and self._protected(c, src):
                return  # "Monsters and occurrences may not affect this terrain"
            if "mod:damage_dealt" in self.fxin and src in ip:
                amount = self._mod("damage_dealt", src, amount, dkind="card", at=c)  # Bionic Enhancement
        if "mod:damage_taken" in self.fxin:
            amount = self._damage_taken(c, amount, kind, heavy, "all")
            if amount <= 0:
                return
        if volley:
            # Captains and the like: "One less damage each opponent volley" at their location.
            for k in self._children(c):
                e = self.ci[k].fx.get("volley_reduction")
                if e and self._applies_on(e, c):
                    # Insanity: a crew card's point modification works the opposite way.
                    amount += e["amount"] if self._status(k).get("insane") else -e["amount"]
            reducers = self._on.get("fleet_volley_reduction", ())
            if reducers:
                # Homecloud Nebula, Dragon Egg: fewer damage points from each volley, fleet-wide.
                for k in reducers:
                    e = self.ci[k].fx["fleet_volley_reduction"]
                    if k in ip and (e.get("all_fleets") or ip[k]["c"] == s["c"]) and self._applies_on(e, c):
                        amount -= e["amount"]
            if self._on.get("@intercepts", ()) and i.t == "S":
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
        if i.t == "Q" and kind != "weapons":
            return  # v2.1 "HEADQUARTER CARDS": "destroyed by weapons damage equal to their strength"
        cap_sh = self._shields(c)
        dealt = amount
        if not structure:
            to_sh = min(amount, max(0, cap_sh - s["sd"]))
            s["sd"] += to_sh
            amount -= to_sh
        past = amount  # the points past its shields, before what takes them there
        if amount > 0 and i.as_t:
            # GEerrata "T/B Vektrean Asteroid Terrain": "damaged as terrain. The structure of the
            # base may only be damaged by heavy weapons and cards that state they damage terrain
            # ... Only the heavy weapons portion of a weapons volley can damage the structure."
            if kind == "card":
                if not (self._src and self.ci[self._src[0]].hits_t):
                    amount = 0
            else:
                amount = min(amount, heavy)
        if amount > 0 and "mod:damage_taken" in self.fxin:
            amount = self._damage_taken(c, amount, kind, min(heavy, amount), "structure")
        s["hd"] += amount
        if kind == "card" and (i.t == "T" or i.as_t) and amount > 0:
            # GEfaq.txt, "Card Damage": "card damage that is applied to the structure of terrain may
            # not be repaired by repair points" (economy._terrain_repairable counts it).
            s["cd"] = s.get("cd", 0) + amount
        self._emit("damage", card=c, shields=s["sd"], structure=s["hd"])
        if "on:damaged" in self.fxin:
            self._event("damaged", card=c, amount=dealt, past_shields=past, kind=kind, heavy=min(heavy, dealt),
                        player=by, source=self._src[:] or None)
            if c not in ip or "doom" in s:
                return
        strength = self._strength(c)
        if s["hd"] >= strength:
            # What follows the destruction, once the stack is gone (its player may first divert
            # it or let crew escape): a base's excess damage.
            then: dict[str, Any] = {}
            excess = s["hd"] - strength
            loc = s["loc"]
            if i.t == "B" and loc is not None and loc in ip and excess:
                # Primary rules, "BASE CARDS": excess damage of a single attack reaches the terrain
                # if and only if that damage could score on terrain (heavy weapons, card damage).
                spill = excess if kind == "card" else min(excess, heavy)
                if spill:
                    then["spill"] = [loc, spill, kind, by]
            self._destroy(c, by, then or None)

    def _damage_taken(self, c: int, amount: int, kind: str, heavy: int, part: str) -> int:
        """Damage points card c takes after its general "damage_taken" modifiers of `part` ("all",
        or "structure": what reaches the structure): card damage, or a volley's phaser and heavy
        parts each modified by the modifiers of its kind."""
        lst = [
            (k, e) for k in self._listeners("mod:damage_taken") for _, e in self.ci[k].at["mod:damage_taken"]
            if e.get("part", "all") == part
        ]
        if not lst:
            return amount
        found = [
            (k, e) for k, e in lst if self._mod_reaches(k, e["affects"], c)
            and ("if" not in e or self._holds(self._ctx(self._side(k), k), e["if"]))
            and ("from" not in e or self._from_source(k, e["from"]))
        ]
        if not found:
            return amount
        if kind == "card":
            found = [(k, e) for k, e in found if "kinds" not in e or "card" in e["kinds"]]
            return self._apply_mods(amount, found) if amount > 0 and found else amount

        def reaches(e: Mapping[str, Any], dk: str) -> bool:
            return "kinds" not in e or dk in e["kinds"] or "weapons" in e["kinds"]

        # A volley's phaser and heavy parts: a modifier of one kind acts on its part; one of both
        # (weapons, or no kinds) acts once on the volley's total ("One less damage each opponent
        # volley": one point, however the volley was made up).
        total = 0
        for dk, n in (("phaser", amount - heavy), ("heavy", heavy)):
            own = [(k, e) for k, e in found if reaches(e, dk) and not reaches(e, "heavy" if dk == "phaser" else "phaser")]
            total += self._apply_mods(n, own) if n > 0 and own else n
        both = [(k, e) for k, e in found if reaches(e, "phaser") and reaches(e, "heavy")]
        return self._apply_mods(total, both) if total > 0 and both else total

    def _from_source(self, k: int, sel: Mapping[str, Any]) -> bool:
        """Whether the damage being scored comes from a card matching filter `sel` (seen from card
        k): the damaging card, or a firing unit of the volley."""
        ctx = self._ctx(self._side(k), k)
        return any(self._card_matches(ctx, u, sel) for u in self._src)

    def _escort_offers(self, c: int, amount: int) -> list[dict[str, Any]]:
        """The interceptions the owner of ship c may choose: an escort of his and a number of
        points, up to the volley's damage and what the escort can take (2 damage per point, or its
        `per_point`)."""
        ci = self.ci
        offers = []
        for k in self._on.get("@intercepts", ()):
            for _, e in ci[k].at["@intercepts"]:
                offers.extend(KINDS[e["effect"]].at_intercepts(self, k, c, amount, e))  # (escorts)
        return offers

    def _intercept(self, c: int, amount: int, by: int) -> int:
        """The escort and the points its player chose to intercept for this volley (_resolve_volley)."""
        pick = self._icpt
        if not pick or pick[0] not in self.ip:
            return amount
        k, n = pick
        take = min(n, amount)
        self._emit("intercepted", card=k, for_card=c, points=take)
        per = next((e.get("per_point", 2) for _, e in self.ci[k].at.get("@intercepts", ())), 2)
        self._damage(k, per * take, "weapons", by)
        return amount - take

    def _destroy(self, c: int, by: int, then: dict[str, Any] | None = None) -> None:
        """Card c is destroyed (seat `by` did it) and its stack discarded. Before a unit's stack
        goes, its player may react to it (divert it back to his hand) and let crew escape: his
        choices, which hold the destruction until made (the unit stays in play, "doom" marked, and
        takes no more damage). `then` is what follows once the stack is gone (_after_destroy)."""
        ip = self.ip
        if c not in ip or "doom" in ip[c]:
            return
        if self._instead("would_be_destroyed", c, player=by, source=self._src[:] or None):
            return
        self._emit("destroyed", card=c, by=by)
        if self.ci[c].t in UNIT_TYPES:
            ip[c]["doom"] = True
            if self._src and "on:destroyed" in self.fxin:
                ip[c]["dsrc"] = self._src[:]  # what scored the last point, for its destroyed triggers
            self._destroy_unit(c, by, then, "divert")
            return
        self._destroyed(c, by, then)

    def _destroy_unit(
        self, c: int, by: int, then: dict[str, Any] | None, step: str,
        pod: int | None = None, picked: Sequence[int] = (), declined: Sequence[int] = (),
    ) -> None:
        """The choices that hold the destruction of unit c, one at a time: "divert", then
        "escape" (which pod, which crew, one at a time, and where they go); then it is destroyed."""
        if step == "divert":
            offers = self._divert_offers(c)
            if offers:
                self._choose(self.owner[c], "divert", offers, self._doom(c, by, then, "divert"))
                return
            step = "escape"
        if self._escape_offer(c, by, then, pod, list(picked), list(declined)):
            return
        self._destroyed(c, by, then)

    @staticmethod
    def _doom(c: int, by: int, then: dict[str, Any] | None, step: str, **more: Any) -> dict[str, Any]:
        return {"do": "destroy", "card": c, "by": by, "then": then, "step": step, **more}

    def _destroyed(self, c: int, by: int, then: dict[str, Any] | None) -> None:
        """The destruction takes effect: the stack is discarded, then what follows it."""
        if c in self.ip:
            if "on:destroyed" in self.fxin:
                src = self.ip[c].get("dsrc") or self._src[:] or None
                self._event("destroyed", card=c, player=by, source=src)
            if c not in self.ip:
                self._after_destroy(then)
                return
            if self.ci[c].t == "S":
                q = self.owner[c]
                self.lost[q] = self.turn
                for k in list(self._listeners("@ship_destroyed")) if "@ship_destroyed" in self.fxin else ():
                    if k in self.ip:
                        for _, e in self.ci[k].at["@ship_destroyed"]:
                            KINDS[e["effect"]].at_ship_destroyed(self, k, c, q, by, e)  # (Broken Supply Lines)
            self._remove(c)
        self._after_destroy(then)

    def _after_destroy(self, then: dict[str, Any] | None) -> None:
        """What follows a destruction: a base's excess damage to its terrain."""
        spill = then.get("spill") if then else None
        if spill:
            loc, amount, kind, by = spill
            if loc in self.ip and not any(self.ci[k].t == "B" for k in self._children(loc)):
                self._damage(loc, amount, kind, by)

    def _destroy_chosen(self, p: int, cont: dict[str, Any], card: int | None) -> None:
        """Go on with a destruction after its player's choice (`card` None: he passed)."""
        c, by, then, step = cont["card"], cont["by"], cont["then"], cont["step"]
        if c not in self.ip:
            self._after_destroy(then)  # the unit left play meanwhile
            return
        if step == "divert":
            if card is None:
                self._destroy_unit(c, by, then, "escape")
            else:
                self._play_doom_reaction(p, card, c, by, then)
            return
        pod, picked, declined = cont.get("pod"), cont.get("picked", []), cont.get("declined", [])
        if step == "pod":
            if card is None:
                self._destroyed(c, by, then)  # no (more) crew escape
            else:
                self._destroy_unit(c, by, then, "escape", card, [], declined)
        elif step == "crew":
            if card is not None:
                self._destroy_unit(c, by, then, "escape", pod, [*picked, card], declined)
            elif picked:
                self._escape_to(c, by, then, pod, picked, declined, None)
            else:
                self._destroy_unit(c, by, then, "escape", None, [], [*declined, pod])  # the pod stays unused
        elif step == "to":
            self._escape_to(c, by, then, pod, picked, declined, card)

    # Reactions to a unit about to be destroyed --------------------------------------------------------

    def _divert_offers(self, c: int) -> list[dict[str, Any]]:
        """The reactions ("react on would_be_destroyed") the owner of unit c may play from his hand
        as it is destroyed (GEqa: a unit about to be destroyed may be reacted to; a stack diverted
        back to the hand, a destruction negated); on his own turn only with a card play left (v2.1
        "PLAYING REACTION CARDS"). One option per card title in his hand."""
        q = self.owner[c]
        if self.out[q] or self.ip[c]["cmb"] or (q == self.active and self.plays >= PLAYS_PER_TURN):
            return []
        seen = set()
        out = []
        data = None
        for h in self.hand[q]:
            i = self.ci[h]
            if i.key in seen:
                continue
            for key, e in i.at.get("@reactions", ()) if i.reacts else ():
                # Reactions of the registry to a unit about to be destroyed (Damage Control Team);
                # not those to "any" action of another player: this moment is the owner's own.
                if e["on"] != "would_be_destroyed":
                    continue
                if data is None:
                    data = {"card": c, "player": q, "source": self._src[:] if self._src else None}
                if KINDS[e["effect"]].at_reactions(self, q, h, key, e, "would_be_destroyed", data):
                    seen.add(i.key)
                    out.append({"type": "use", "card": h})
                    break
        return out

    def _reaction_negated(self, q: int, d: int, c: int, by: int, then: dict[str, Any] | None) -> bool:
        """Reaction d of q played on unit c about to be destroyed: a replacement may negate it
        (StackRules._reaction_replaced), and then unit c's destruction goes on."""
        if not self._reaction_replaced(q, d, c):
            return False
        self._destroy_unit(c, by, then, "escape")
        return True

    def _play_doom_reaction(self, q: int, d: int, c: int, by: int, then: dict[str, Any] | None) -> None:
        """A reaction of the registry played from the hand as unit c is about to be destroyed:
        other players may answer it, then its actions; unless they negate the destruction
        (_doom_done), the destruction goes on."""
        key = next(k for k, e in self.ci[d].at["@reactions"] if e["on"] == "would_be_destroyed")
        self.hand[q].remove(d)
        if q == self.active:
            self.plays += 1  # v2.1: on one's own turn a reaction "DO[es] count as a Card Play"
        self._emit("reaction", player=q, card=d, on=c)
        ctx = self._ctx(q, d, c, {"card": c, "player": q})
        ctx["end"] = "doom"
        ctx["doom"] = [c, by, then]
        if self._reaction_negated(q, d, c, by, then):
            return
        self.limbo.append(d)
        cont = {"do": "run", "ctx": ctx, "key": key, "card": d, "on": c}
        if self._open_window(q, {"kind": "reaction", "card": d, "on": c}, cont):
            return
        self._start_run(cont)

    def _doom_done(self, ctx: Mapping[str, Any]) -> None:
        """After a reaction to a unit about to be destroyed: the destruction goes on, unless the
        reaction negated it (the unit stays, no longer marked)."""
        c, by, then = ctx["doom"]
        if c not in self.ip:
            self._after_destroy(then)
        elif ctx["v"].get("_negated"):
            self.ip[c].pop("doom", None)
            self._emit("destruction_prevented", card=c, by=ctx["c"])
        else:
            self._destroy_unit(c, by, then, "escape")

    # Escape Pod ------------------------------------------------------------------------------------

    def _escape_offer(
        self, c: int, by: int, then: dict[str, Any] | None, pod: int | None, picked: list[int], declined: list[int],
    ) -> bool:
        """Escape Pod: "As a reaction, allows up to 3 crew cards on a unit to escape destruction.
        Crew are placed at another location immediately and the escape pod is discarded" (Personal
        Corvette, GP Chamber: one crew card). Whether, which pod and which crew are the choices of
        the unit's player: the pod (when he has several), then the crew one at a time ("pass" when
        done; at once, to leave the pod unused). True while a choice is pending."""
        ip = self.ip
        ci = self.ci
        q = ip[c]["c"]
        if self.out[q] or not self._escape_dests(c):
            return False
        kids = self._children(c)
        crew = [k for k in kids if ci[k].t in "CP" and not ip[k]["cmb"] and k not in picked]
        if pod is None:
            pods = [k for k in kids if "escape" in ci[k].fx and k not in declined]
            if not pods or not crew:
                return False
            if len(pods) > 1:
                self._choose(q, "escape_pod", [{"type": "use", "card": k} for k in pods],
                             self._doom(c, by, then, "pod", declined=declined))
                return True
            pod = pods[0]
        if crew and len(picked) < ci[pod].fx["escape"].get("count", 3):
            self._choose(q, "escape", [{"type": "use", "card": k} for k in crew],
                         self._doom(c, by, then, "crew", pod=pod, picked=picked, declined=declined))
            return True
        self._escape_to(c, by, then, pod, picked, declined, None)
        return True

    def _escape_dests(self, c: int) -> list[int]:
        """Where crew escaping unit c may go: the player's other units (not dragons, which carry
        no crew) and his terrain cards."""
        ip = self.ip
        ci = self.ci
        q = ip[c]["c"]
        return [
            u for u, s in ip.items()
            if s["c"] == q and u != c and not s["cmb"] and "doom" not in s
            and (ci[u].t in "SB" or (ci[u].t == "T" and s["loc"] is None))
        ]

    def _escape_to(
        self, c: int, by: int, then: dict[str, Any] | None, pod: int, picked: list[int], declined: list[int],
        to: int | None,
    ) -> None:
        """The picked crew go to another location (the player's pick when there are several),
        the pod is discarded, and the destruction goes on."""
        ip = self.ip
        crew = [k for k in picked if k in ip]
        dests = self._escape_dests(c)
        if to is None and len(dests) > 1:
            self._choose(ip[c]["c"], "escape_to", [{"type": "use", "card": u} for u in dests],
                         self._doom(c, by, then, "to", pod=pod, picked=picked, declined=declined), must=True)
            return
        if to is None and dests:
            to = dests[0]
        if to is not None and crew:
            for k in crew:
                ip[k]["loc"] = to
            self._kids = None
            if self.ci[pod].fx["escape"].get("along"):
                ip[pod]["loc"] = to  # it goes with them, used again from there
            else:
                self._remove(pod)
            self._emit("escaped", cards=crew, to=to)
        self._destroy_unit(c, by, then, "escape", None, [], declined)

    def _remove(self, c: int, discarding: bool = True) -> None:
        """Discard a card in play with everything on it (crew, equipment, monsters...); with
        `discarding` False it leaves play for another zone (its stack is discarded all the same)."""
        ip = self.ip
        if c not in ip:
            return
        if discarding and "instead:discarded" in self.fxin and not self.out[self.owner[c]] and self._instead(
            "discarded", c, player=self.owner[c], **{"from": "play"}
        ):
            return  # a replacement took its place (a spy moved to a spy ship instead)
        i = self.ci[c]
        if discarding and i.tst and self._goes_to_origin(c):
            self._to_origin(c)  # engine/timeorigin.py: v2.1 "TIME ORIGIN"
            return
        kids = self._children(c)
        if kids and "on:discarded" in self.fxin and not i.ret_hand:
            # The cards on c hear its discard while they still stand on it (a trigger "when its
            # host is discarded": `card = "host"` or "stack"), before its stack leaves play with it.
            for k in list(kids):
                if k in ip and self.ci[k].at.get("on:discarded"):
                    for n, tr in self.ci[k].at["on:discarded"]:
                        if k in ip and tr.get("card") in ("host", "stack") and self.res is None:
                            KINDS[tr["effect"]].at_event(self, k, n, tr, {"card": c, "player": self.owner[c], "from": "play"})
            if c not in ip:
                return
            kids = self._children(c)
        for k in kids:
            if k not in ip:
                continue
            ki = self.ci[k]
            if i.t == "T" and (ki.on_terrain or ki.surface or (ki.t == "S" and ip[k]["c"] != ip[c]["c"] and not ip[k]["cmb"])):
                ip[k]["loc"] = None  # "nor is the ship destroyed if the terrain is destroyed"
                self._kids = None
                continue
            if i.t == "B" and ki.t == "S" and not ip[k]["cmb"]:
                ip[k]["loc"] = None  # "Bases Defend Ships": "The ship is not destroyed if the base is"
                self._kids = None
                continue
            if ki.ancient and i.t == "I" and self._ancient_afloat(k, c):
                continue  # v2.1 "ANCIENT CARDS": "If in play on an installation being discarded ..."
            if "@outlives_host" in ki.at and any(
                KINDS[e["effect"]].at_outlives_host(self, k, c, e) for _, e in ki.at["@outlives_host"]
            ):
                continue  # (a monster moving on to another ship of the fleet: effects/kinds/monsters.py)
            self._remove(k)
        if "@leaves_play" in i.at:
            for _, e in i.at["@leaves_play"]:
                KINDS[e["effect"]].at_leaves_play(self, c, e)  # (the Well of Time's cards)
        ctl = ip[c].get("ctl") if "@controls" in self.fxin else None
        if ctl is not None:
            self._release(ctl)
        if i.t in UNIT_TYPES and i.cmd_slots and not ip[c]["cmb"] and edition(self.opts) == PRIMARY:
            # Primary rules, "COMMAND POINTS": "he may not play it until the turn after one of
            # his current ships is destroyed ... or he self-destructs one of his ships or bases"
            # (v2.1: "until a command slot is available").
            q = ip[c]["c"]
            self.freed = [x for x in self.freed if x[1] == self.turn] + [[q, self.turn, i.cmd_slots]]
        del ip[c]
        self._kids = None
        if c in self.used:
            self.used.remove(c)
        if self.psyfx and i.psy is not None:
            # "If a psy is discarded functions it activated cease immediately".
            self.psyfx = [x for x in self.psyfx if x[3] != c]
        if i.ret_hand and not self.out[self.owner[c]]:
            self.hand[self.owner[c]].append(c)  # "When discarded is returned to the owner's hand"
            if "on:leaves_play" in self.fxin:
                self._event("leaves_play", card=c, player=self.owner[c], to="hand")
            return
        self._to_discard(c)
        if "on:leaves_play" in self.fxin:
            self._event("leaves_play", card=c, player=self.owner[c], to="discard")
        if "on:discarded" in self.fxin:
            self._event("discarded", card=c, player=self.owner[c], **{"from": "play"})

    def _hit_hq(self, q: int, amount: int, by: int, fire: bool = False) -> None:
        """`amount` damage scored on q's Sector HQ by player `by` (`fire`: by a weapons volley).
        Victory celebration: Primary rules, "VICTORY CELEBRATION": "If a player destroys another
        player's Sector HQ, that player may immediately draw one or two cards"; v2.1 "VICTORY
        CELEBRATION": "Any time a player scores 6 or more points of damage on another player's
        Sector HQ with weapons fire, that player may immediately draw 1 card" (the edition option)."""
        if amount <= 0 or self.out[q]:
            return
        if "mod:hq_damage_taken" in self.fxin:
            amount = self._mod_player("hq_damage_taken", q, amount)
            if amount <= 0:
                self._emit("hq_damage_blocked", player=q)  # (Occumbus: "Blocks damage to ... the Sector HQ")
                return
        before = self.hq[q]
        self.hq[q] += amount
        if by != q:
            self.scored[by] += amount  # (a card damaging its own player's Sector HQ scores him nothing)
        self._emit("hq_damage", player=q, damage=self.hq[q], by=by)
        if "on:hq_damaged" in self.fxin:
            self._event("hq_damaged", player=q, amount=amount, source=by)
        primary = edition(self.opts) != V21  # (before-editions played the Primary celebration)
        draws = 1 if not primary and fire and amount >= 6 and by != q else 0
        if self.opts["everyone_plays_to_the_end"]:
            # Primary: each 25th point scored on a Sector HQ gives a two-card victory celebration.
            if primary and self.hq[q] // HQ_HIT_POINTS > before // HQ_HIT_POINTS:
                draws = 2
            if self.scored[by] >= END_GAME_SCORE:
                self._finish([by], "scored 50 points of Sector HQ damage")
        elif self.hq[q] >= tournament.hq_points(self.opts):  # 25; 15 in a Sealed Deck match
            self._eliminate(q)
            if primary:
                draws = 2
        if draws and self.res is None:
            self.pending.append({"k": "celebrate", "p": by, "max": draws})

    def _eliminate(self, q: int) -> None:
        self.out[q] = True
        self._emit("eliminated", player=q)
        # Controlling cards go first, so the ships they control return to their owners.
        cards = sorted((c for c, s in self.ip.items() if s["c"] == q), key=lambda c: "@controls" not in self.ci[c].at)
        for c in cards:
            if c in self.ip and self.ip[c]["c"] == q:
                self._remove(c)
        for c in [c for c, s in self.ip.items() if s.get("oc") == q or s.get("vs") == q]:
            if c in self.ip:
                # His cards controlled by another player leave play too, and the cards played
                # against his fleet (ZoneRules._enter_against): the fleet they are against is gone.
                self._remove(c)
        alive = [x for x in range(self.n) if not self.out[x]]
        if len(alive) == 1:
            self._finish(alive, "last player left")

    def _after_damage(self) -> None:
        """Nothing to do for now; kept as the one place where destroyed stacks settle."""
        return
