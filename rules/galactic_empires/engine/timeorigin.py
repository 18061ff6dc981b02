"""The time origin: where a card with a time strength goes when it would be discarded from the fleet,
what its strength is there, and what crosses the origin's boundary.

Rulebook sections: v2.1 "TIME GATES RULES" ("TIME ORIGIN"), "TIME KNIGHTS", "TRANOAN EMPIRE", "TIME
DAMAGE"; GEfaq "Card Strength", "Command Points/Slots". The time origin is not a card: a card there is
in play with `ip[c]["ori"]` set and stands on no card ("The time origin is a shared location at the
center of the table. The time origin is not a card or stack of cards, and cannot have cards played
on it or against it"); the cards on it are there with it. The rules below cost nothing in a match
without a card that has a time strength (`"time_origin"` in `fxin`: CardInfo.tst).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any


class TimeOriginRules:
    """The time origin: cards with a time strength, moved there instead of discarded from the fleet."""

    def _at_origin(self, c: int) -> bool:
        """Whether card c in play is at the time origin: it, or the card its stack stands on."""
        ip = self.ip
        s = ip[c]
        while True:
            if "ori" in s:
                return True
            loc = s["loc"]
            if loc is None or loc not in ip:
                return False
            s = ip[loc]

    def _time_apart(self, a: int | None, b: int) -> bool:
        """v2.1 "TIME ORIGIN": "Cards at the time origin can only affect cards at the time origin, and
        cards outside the time origin can only affect cards outside the time origin". Whether card
        `a` (None, or a card not in play: one played from the hand, which is outside) and card b in
        play stand on opposite sides."""
        if "time_origin" not in self.fxin:
            return False
        ip = self.ip
        inside_a = a is not None and a in ip and self._at_origin(a)
        inside_b = b in ip and self._at_origin(b)
        return inside_a != inside_b

    def _origin_cards(self) -> list[int]:
        """The cards in play at the time origin (any player's), in play order."""
        if "time_origin" not in self.fxin:
            return []
        return [c for c in self.ip if self._at_origin(c)]  # (cards of any kind stand on one there)

    def _time_strength(self, c: int) -> int:
        """Card c's printed strength where it stands: its time strength at the origin (v2.1 "TIME
        ORIGIN": "the second value is their strength when they are at the time origin")."""
        i = self.ci[c]
        return i.tst if i.tst and "ori" in self.ip[c] else i.st

    def _goes_to_origin(self, c: int) -> bool:
        """Whether card c, about to be discarded from play, goes to the time origin instead: v2.1
        "TIME ORIGIN": "Cards with a time strength ... can only be completely destroyed (discarded)
        when at the time origin. If in the fleet at the time an action would normally force them to
        be discarded, they are moved to the time origin instead" (GEfaq "Card Strength": "Any card
        with a split strength goes to the time origin when discarded from the fleet")."""
        return bool(self.ci[c].tst) and not self.out[self.owner[c]] and not self._at_origin(c)

    def _to_origin(self, c: int) -> None:
        """Card c (and the cards of its controller on it) moves to the time origin: v2.1 "When a card
        is moved to the time origin (along with any other cards in play on that card) all damage
        applied to it and all opponent cards played against it while outside the time origin are
        removed and discarded"."""
        ip = self.ip
        s = ip[c]
        self._shed_opponent_cards(c, s["c"])
        s["loc"] = None
        s["ori"] = True
        for k in ("doom", "dsrc", "adrift", "vs"):
            s.pop(k, None)
        self._kids = None
        self._emit("moved", card=c, to="origin")
        if "on:moved" in self.fxin:
            self._event("moved", card=c, to="origin")

    def _from_origin(self, c: int, to: int | None) -> None:
        """Card c at the time origin moves into its controller's fleet, onto card `to` (None: on no
        card). v2.1: "Cards at the time origin may only move back into the fleet by use of special
        cards. When a card moves to the fleet from the time origin, all damage applied to it and
        opponent cards played against it while inside the time origin are removed and discarded"."""
        ip = self.ip
        s = ip[c]
        self._shed_opponent_cards(c, s["c"])
        s.pop("ori", None)
        s["loc"] = to
        self._kids = None
        self._emit("moved", card=c, to=to)
        if "on:moved" in self.fxin:
            self._event("moved", card=c, to=to)

    def _shed_opponent_cards(self, c: int, p: int) -> None:
        """Crossing the origin's boundary: the damage on card c's stack is removed, and the cards of
        other players on it are discarded."""
        ip = self.ip
        for k in list(self._stack_of(c)):
            if k in ip and ip[k]["c"] != p:
                self._remove(k)
        for k in self._stack_of(c):
            sk = ip.get(k)
            if sk is not None:
                sk["sd"] = sk["hd"] = sk["rd"] = 0
                sk.pop("cd", None)

    def _stack_of(self, c: int) -> Sequence[int]:
        """Card c and every card on it, at any depth."""
        out = [c]
        i = 0
        while i < len(out):
            out.extend(self._children(out[i]))
            i += 1
        return out

    def _time_phaser_victims(self, p: int, u: int, q: int) -> list[int]:
        """What one Time Phaser of p's unit u scores on in q's fleet (effects/kinds/timeorigin.py
        "time_phasers"): every card of q it may fire phasers at, but terrain."""
        ci = self.ci
        return [
            t for t, st in self.ip.items()
            if st["c"] == q and ci[t].t != "T" and self._target_ok(p, t) and self._can_fire_at(u, "phaser", t)
        ]

    def _do_time_phaser(self, p: int, a: dict[str, Any]) -> None:
        """One Time Phaser of unit `card` fired at player `player_hit`'s fleet: a phaser fired, one
        point of time damage to each card it may fire at there (v2.1 "TIME PHASER"; not a volley)."""
        u = a["card"]
        q = a["player_hit"]
        victims = self._time_phaser_victims(p, u, q)
        self.ip[u]["fp"] += 1
        self._emit("time_phaser", card=u, player_hit=q)
        self._src = [u]
        for c in victims:
            if c in self.ip:
                self._damage(c, 1, "time", p)
        self._src = []
        self._after_damage()

    def _origin_targets(self, targets: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
        """The ways to play a card from the hand that aim at no card at the time origin (v2.1: the
        origin "cannot have cards played on it or against it"; a card from the hand is outside it)."""
        ip = self.ip
        return [
            x for x in targets
            if not any(isinstance(x.get(k), int) and x[k] in ip and self._at_origin(x[k]) for k in ("on", "second"))
        ]
