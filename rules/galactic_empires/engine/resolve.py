"""A played card taking effect: entering play, one-shot effects, control and mutiny.

Rulebook sections: Primary rules, "Hazard Cards", "Luck Cards", "Crew Cards", "Equipment Cards"; v2.1 "CARD EFFECTS".
"""
from __future__ import annotations

from typing import Any

from ...core import Action
from ..effects.registry import KINDS
from .cardinfo import CardInfo
from .common import (
    TYPE_PLAYS,
    UNIT_TYPES,
    V21,
    _amount,
    edition,
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
        if "@frees_card_play" in self.fxin and self.active == p and not self._free_play(c):
            self._free_card_play(p, c, on)  # (FreePlay.frees: a card played on a card, or with to = "any" any card)

    def _free_play(self, c: int) -> bool:
        """Whether playing card c is not a card play ("Does not count as a card play")."""
        timing = self.ci[c].at.get("@timing")  # (most cards: none, and no generator to run)
        return bool(timing) and any(KINDS[e["effect"]].free(e) for _, e in timing)

    def _pair_play(self, p: int, c: int, on: int, other: int) -> None:
        """A card played on one card and acting on another ("other": effects/kinds/cards.py)."""
        self._emit("play", player=p, card=c, on=on, other=other)
        self._played(p, c, {"on": on, "other": other})

    def _played(self, p: int, c: int, play: dict[str, Any]) -> bool:
        """A card whose rule is its play (effects/kinds/cards.py) does it: True if it has one."""
        played = self.ci[c].at.get("@played")
        if not played:
            return False
        for key, e in played:
            KINDS[e["effect"]].at_played(self, p, c, key, e, play)
        return True

    def _put_into_play(
        self, p: int, c: int, on: int | None, with_: int | None = None, to: int | None = None,
    ) -> None:
        i = self.ci[c]
        ip = self.ip
        self._emit("play", player=p, card=c, on=on)
        if i.t == "T":
            if on is not None and on < 0:
                self._enter_against(p, c, -1 - on)  # played against an opponent's fleet: still p's card
                if "@played" in i.at:
                    self._played(p, c, {"on": on})  # Quantum Black Hole: damage to that fleet's terrain
            elif on is not None and "@play_targets" in i.at:
                self._enter(p, c, on)  # played against an opponent's card (its `target`): on it, not combined
            elif on is not None:
                self._enter(p, c, on)["cmb"] = True  # one terrain card with its host
            else:
                self._enter(p, c, None)
            return
        if i.t in UNIT_TYPES:
            if i.krebiz and on is not None and self.ci[on].krebiz:
                self._combine(p, c, on, played=True)
                return
            s = self._enter(p, c, on)
            # Primary rules, "SHIPS AND BASES ARE PLAYED DISENGAGED": "All ship and base cards are
            # played in the Disengaged position"; v2.1 "POSITION OF CARDS PLAYED": "Cards without
            # point requirements are played engaged" (on the card, regardless of modifiers).
            if not i.costs and edition(self.opts) == V21:
                s["e"] = True
            if i.eng_play:
                s["e"] = True  # Moon Dragoness: "Played engaged and can attack on the turn played"
            if i.mechad and "@full_emf" in i.at:
                # "Played with a full strength EMF": twice the ship's strength, its maximum (v2.1
                # "ELECTROMAGNETIC FIELD"), instead of the free EMF equal to its strength.
                s["emf"] = 2 * i.st
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
        if "@played" in i.at and self._played(p, c, {"on": on, "with": with_, "to": to}):
            return
        if i.equip is not None:
            s = self._enter(p, c, on)
            # Equipment: disengaged with point requirements or, non-passive, on a disengaged unit
            # (faq-042); other cards played on a card are engaged.
            s["e"] = self._equipment_played_engaged(c) if i.t == "E" else True
            if i.status and i.status.get("disengaged") and on is not None and on in ip:
                ip[on]["e"] = False  # "The ship is disengaged for 1 complete turn": as it lands, as below
            if to is not None:
                s["tt"] = to  # the second card its play chose (the reference second_target)
            if i.t == "C" and on is not None and on in ip and ip[on].get("oc") == p:
                self._mutiny_check(p, on)
            e = i.cdmg
            if e and e.get("when") == "attach" and on is not None and on in ip:
                # Comet Impact: it stays on the terrain and "Causes 2 points of damage" as it lands.
                self._damage(on, _amount(e["amount"], i.st), "card", p)
                self._after_damage()
                if c not in ip:
                    return
            for key, e in i.at.get("@attached", ()):
                KINDS[e["effect"]].at_attached(self, p, c, key, e, on)  # a Doctor's ward (effects/kinds/wards.py)
            if on is not None and on >= 0 and on in ip and ip[on]["c"] != p and self._open_window(
                p, {"kind": "card", "card": c, "on": on}, {"do": "card", "card": c, "on": on, "p": p},
            ):
                return  # A card played on an opponent's card opens a reaction window (Lucky Crew Action).
            if "on:takes_effect" in self.fxin and c in ip:
                self._event("takes_effect", card=c, target=on, player=p)
            return
        e = i.cdmg
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
        if self._instant(p, c, i, on):
            return
        if self.ci[c].t == "M" or "@enters_engaged" in i.at:
            s = self._enter(p, c, on)
            s["e"] = True
        else:
            self._enter(p, c, on)
        # v2.1: "a card being played" can be reacted to, into the player's own fleet too.
        if self._open_window(p, {"kind": "card", "card": c, "on": on}, {"do": "card", "card": c, "on": on, "p": p}):
            return
        self._resolve_card(p, c, on)

    def _instant(self, p: int, c: int, i: CardInfo, on: int | None) -> bool:
        """Cards whose whole function happens as they are played, on no card: then discarded."""
        fxs = i.fx
        if not ("retrieve" in fxs or "extra_plays" in fxs):
            return False
        self._to_discard(c)
        e = fxs.get("retrieve")
        if e:
            # Lost Fleet: "the two ships closest to the top of Discard Pile" back into the hand.
            pile = self.discard[self._dk(p)]
            found = [x for x in reversed(pile) if self.ci[x].t in e["types"] and self.owner[x] == p][: e["count"]]
            for x in found:
                pile.remove(x)
                self.hand[p].append(x)
        if "extra_plays" in fxs:
            # Accelerated Timeline: the three-card limit is ignored this turn; Early Warning
            # Beacon: "Allows 5 cards to be played on the turn this card is played".
            self.plays -= fxs["extra_plays"].get("more", 100)
        return True

    def _resolve_card(self, p: int, c: int, on: int | None) -> None:
        i = self.ci[c]
        ip = self.ip
        if c not in ip:
            return
        if on is not None and on not in ip:
            self._remove(c)
            return
        if i.equip is not None and "on:takes_effect" in self.fxin:
            self._event("takes_effect", card=c, target=on, player=p)  # its reaction window closed
            if c not in ip:
                return
        resolved = i.at.get("@resolved")
        if resolved:
            # Its kinds' rule as it resolves (effects/kinds/: a repair card's repair points).
            for key, e in resolved:
                KINDS[e["effect"]].at_resolved(self, p, c, key, e, on)
            return
        e = i.cdmg
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
        if i.status and i.status.get("disengaged") and on in ip:
            ip[on]["e"] = False  # Temporal Space Rift: "Causes a ship or base to become disengaged"
        strikes = i.at.get("@strikes")
        if strikes and any(KINDS[e["effect"]].at_strikes(self, p, c, on, e) for _, e in strikes):
            pass  # (a monster's damage on the turn it is played, effects/kinds/monsters.py)
        elif i.eng_dmg and on in ip and ip[on]["e"] and not self._suspended(c):
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

    def _mutinied(self, p: int) -> list[int]:
        """p's units a Mutineer controls (p may play crew cards to them to end the mutiny;
        effects/kinds/cards.py "control")."""
        if "@mutiny" not in self.fxin:
            return []
        ip = self.ip
        out = []
        for k in self._listeners("@mutiny"):
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
            if "@mutiny" in self.ci[k].at and crew >= self.ci[k].st:
                self._emit("mutiny_over", card=k)
                self._remove(k)
