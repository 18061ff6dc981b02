"""Card-script actions: the composable ``on_play`` primitives, done in the order a script lists them.

A card whose script uses the composable primitives (effects/schema.py: ``damage``, ``discard``,
with ``draw`` and ``gain_points`` alongside) is played on the target its first selector picks,
opens a reaction window like any card play, and then does each action in turn, so a card may
damage, then draw, then discard itself. Rulebook sections: v2.1 "CARD EFFECTS" (a card does what
its text says, in the order it says it); Primary rules, "Hazard Cards", "Luck Cards".
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .common import _amount


class ActionRules:
    """Card-script actions: the composable ``on_play`` primitives, done in the order a script lists them."""

    def _selected(self, p: int, c: int, sel: Mapping[str, Any], targeting: bool = True) -> list[int]:
        """Cards in play that a selector describes, seen from card `c` of player `p`. Targets a
        player chooses skip cards out of play (Time Warp: "cannot be damaged"); a trigger's sweep
        (`targeting` false: Snare Vines, Plague) takes every card it names."""
        ip = self.ip
        ci = self.ci
        i = ci[c]
        owner = sel.get("owner", "any")
        types = sel.get("types")
        low = sel.get("min_strength")
        high = sel.get("max_strength")
        tags = sel.get("tags")
        empire = sel.get("empire")
        title = sel.get("title")
        out = []
        if sel.get("on") == "host":
            host = ip[c]["loc"] if c in ip else None
            pool = [(k, ip[k]) for k in self._children(host)] if host is not None and host in ip else []
        else:
            pool = ip.items()
        for k, s in pool:
            ck = ci[k]
            if s["cmb"] or (types and ck.t not in types):
                continue
            if (owner == "own" and s["c"] != p) or (owner == "opp" and s["c"] == p):
                continue
            if empire and ck.emp != empire:
                continue
            if tags and ck.tags.isdisjoint(tags):
                continue
            if title and not any(w in ck.title.lower() for w in title):
                continue  # Anti Tractor: "a tractor beam or repulsion beam"
            if low is not None and self._strength(k) < _amount(low, i.st):
                continue
            if high is not None and self._strength(k) > _amount(high, i.st):
                continue
            if targeting and self._status(k).get("out_of_play"):
                continue  # Time Warp: "cannot be damaged"
            out.append(k)
        return out

    def _trigger_actions(self, p: int, c: int, actions: tuple[Mapping[str, Any], ...]) -> None:
        """A "when" trigger's actions for card c (in play, or just discarded from p's hand), in
        order, on p's turn (effects/schema.py WHEN_ACTIONS): each acts on every card its "to" names."""
        ip = self.ip
        in_play = c in ip
        owner = ip[c]["c"] if in_play else p
        for e in actions:
            if e["effect"] == "draw":
                for _ in range(e["count"]):
                    self._draw(p)  # Alien Artifact: "If played to the Discard Pile, the player draws 3 cards"
                continue
            to = e["to"]
            cards = self._selected(owner, c, to, targeting=False) if isinstance(to, Mapping) else [self._action_card(c, to, None)]
            for t in cards:
                if t is None or t not in ip:
                    continue
                if e["effect"] == "destroy":
                    self._destroy(t, p)
                else:  # discard
                    self._remove(t)
            if (in_play and c not in ip) or self.res is not None:
                return

    def _action_targets(self, p: int, c: int) -> list[dict[str, Any]]:
        """Ways to play a scripted card: on each card its first selector picks, or untargeted."""
        for e in self.ci[c].actions:
            to = e.get("to")
            if isinstance(to, Mapping):
                return [{"on": k} for k in self._selected(p, c, to)]
        return [{}]

    def _play_actions(self, p: int, c: int, on: int | None) -> None:
        """The card waits (in limbo) while players may react to it, then does its actions."""
        self.limbo.append(c)
        cont = {"do": "actions", "card": c, "on": on, "p": p}
        if self._open_window(p, {"kind": "card", "card": c, "on": on}, cont):
            return
        self._run_actions(p, c, on)

    def _action_card(self, c: int, to: Any, on: int | None) -> int | None:
        if to == "self":
            return c
        if to == "host":
            s = self.ip.get(c)
            return s["loc"] if s is not None else on
        return on  # "target" or the selector that chose it

    def _run_actions(self, p: int, c: int, on: int | None) -> None:
        i = self.ci[c]
        if c in self.limbo:
            self.limbo.remove(c)
        discarded = False
        for e in i.actions:
            verb = e["effect"]
            if verb == "damage":
                t = self._action_card(c, e["to"], on)
                if t is not None and t in self.ip:
                    self._src = [c]  # the card causing the damage (Helmsman, Volatile Cargo)
                    if e.get("structure"):
                        self._damage(t, e["structure"], "card", p, structure=True)  # points that skip shields
                    if t in self.ip:
                        self._damage(t, _amount(e["amount"], i.st), "card", p)
                    self._src = []
                    self._after_damage()
            elif verb == "draw":
                for _ in range(e["count"]):
                    self._draw(p)
            elif verb == "gain_points":
                for kind, n in e["points"].items():
                    self.pool[kind] = self.pool.get(kind, 0) + n
            elif verb == "destroy":
                t = self._action_card(c, e["to"], on)
                if t is not None and t in self.ip:
                    self._destroy(t, p)
            elif verb == "discard":
                t = self._action_card(c, e["to"], on)
                if t == c:
                    discarded = True
                    self._to_discard(c)
                elif t is not None and t in self.ip:
                    self._remove(t)
            if self.res is not None:
                break
        if not discarded and c not in self.ip:
            self._to_discard(c)  # a one-shot card goes to the discard pile once it has acted
