"""Where cards are: deck, hand, discard, stacks in the fleet, and the index of cards on each location.

Rulebook sections: Primary rules, "Location of ship cards", "Discard Pile"; v2.1 "STACKS".
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..effects.registry import KINDS
from .common import (
    BEFORE_EDITIONS,
    SHIP_TYPES,
    UNIT_TYPES,
    _NONE,
    _NO_STATUS,
    _merge_status,
    edition,
)


class ZoneRules:
    """Where cards are: deck, hand, discard, stacks in the fleet, and the index of cards on each location."""

    def _draw(self, p: int) -> bool:
        d = self.deck[self._dk(p)]
        if not d and self.basic and self.discard[0]:
            # Primary rules, "RUNNING OUT OF CARDS": reshuffle only in the Basic Game.
            d.extend(self.discard[0])
            self.discard[0].clear()
            self.rng.shuffle(d)
        if not d:
            return False
        x = d.pop()
        self.hand[p].append(x)
        if "on:drawn" in self.fxin and self._listeners("on:drawn"):
            self._event("drawn", player=p, card=x)
        return True

    def _to_discard(self, cid: int) -> None:
        self.discard[self._dk(self.owner[cid])].append(cid)

    # ---- helpers: cards in play --------------------------------------------------------------

    def _children(self, cid: int) -> Sequence[int]:
        """Cards sitting on card `cid`. The stack index and the listener index (engine/hooks.py)
        are rebuilt together, lazily, after any card enters, leaves or moves (`_kids = None`)."""
        kids = self._kids
        if kids is None:
            kids = self._rebuild_index()
        return kids.get(cid, ())

    def _rebuild_index(self) -> dict[int, list[int]]:
        """_children's indexes rebuilt (apart: its comprehensions' closure would cost every call cells)."""
        kids: dict[int, list[int]] = {}
        stat: dict[int, dict[str, Any]] = {}
        on: dict[str, list[int]] = {}
        opr: list[int] = []
        ci = self.ci
        for c, s in self.ip.items():
            loc = s["loc"]
            i = ci[c]
            if i.opr:
                opr.append(c)
            if loc is not None:
                kids.setdefault(loc, []).append(c)
                if i.status is not None:
                    _merge_status(stat, loc, i.status)
            for key in i.listens:
                if key in on:
                    on[key].append(c)
                else:
                    on[key] = [c]
        self._kids = kids
        self._on = on
        self._opr = opr
        # The cards in play with a drain, in play order, taken before the suspended cards are
        # left out of `on` below (EconomyRules._produced: a drain at a location counts whatever
        # is on it; that pass replaces the lists, never changes them). Exact while `_kids` is:
        # the cards in play only change with it.
        self._drn = on.get("drain", ())
        ip = self.ip
        wards: dict[int, tuple[str, ...]] = {}
        for c in on.get("@wards", ()):  # effects/kinds/wards.py
            loc = ip[c]["loc"]
            at = c if loc is None else loc  # Podekkur Prime wards itself
            for _, e in ci[c].at["@wards"]:
                wards[at] = wards.get(at, ()) + KINDS[e["effect"]].words(e)
        self._wards = wards
        surf: dict[int, list[int]] = {}
        for c in on.get("surface", ()):
            loc = ip[c]["loc"]
            if loc is not None:
                surf.setdefault(loc, []).append(c)
        self._surf = surf
        # Monster Halt: "One opponent monster ceases to function" (its status flags too).
        halts = on.get("@halts")  # effects/kinds/cards.py "halt"
        halted = ({ip[h].get("hm") for h in halts} - {None}) if halts else _NONE
        self._halted = halted
        # A science officer "suspends the effects of hostile monster cards" at his location:
        # their status flags too (UnitRules._suspended).
        quelled = {c for c, s in ip.items() if s["loc"] is not None and ci[c].t == "M" and ci[c].status is not None
                   and c not in halted and self._suspended(c)} if stat else _NONE
        if halted or quelled:
            stat = {}
            for c, s in ip.items():
                if s["loc"] is not None and ci[c].status is not None and c not in halted and c not in quelled:
                    _merge_status(stat, s["loc"], ci[c].status)
        quiet = {c for c, f in stat.items() if f.get("no_rules")} if stat else _NONE
        if quiet:
            # A card whose rules are suspended (errata-085 Political Upheaval: "any rules on
            # the card that affect other cards will no longer be in effect") listens to nothing.
            for key, cards in on.items():
                on[key] = [c for c in cards if c not in quiet]
        self._stat = stat
        self._halted = halted
        return kids

    def _listeners(self, key: str) -> Sequence[int]:
        """The cards in play listening under `key` (a hook or an event of engine/hooks.py), in play order."""
        if self._kids is None:
            self._children(-1)
        return self._on.get(key, ())

    def _dispatch(self, event: str, p: int) -> None:
        """Run an event's handlers (engine/hooks.py HANDLERS) for its listeners in play, card by card
        in play order; a card that left play meanwhile is skipped."""
        ip = self.ip
        ci = self.ci
        for c in list(self._listeners(event)):
            if c in ip:
                for name in ci[c].on_event[event]:
                    getattr(self, name)(p, c)

    def _status(self, cid: int) -> dict[str, Any]:
        """Flags the cards on card `cid` put on it (no fire, no shields, costs multiplied...)."""
        if self._kids is None:
            self._children(cid)
        return self._stat.get(cid, _NO_STATUS)

    def _out_of_play(self, c: int) -> bool:
        """Whether card c is removed from play with its stack: it or a card under it carries an
        out-of-play status (Time Warp). GEfaq "Removed from play": "The affected card's entire stack
        is just treated as if it were not currently part of the game until the effect is over"."""
        ip = self.ip
        while True:
            if self._status(c).get("out_of_play"):
                return True
            loc = ip[c]["loc"]
            if loc is None or loc not in ip:
                return False
            c = loc

    def _own_terrain(self, p: int) -> list[int]:
        """Terrain cards in p's fleet."""
        ci = self.ci
        return [c for c, s in self.ip.items() if s["c"] == p and ci[c].t == "T"]

    def _units(self, p: int) -> list[int]:
        """Units (ships, bases, dragons) in p's fleet; a Krebiz combination counts once."""
        ci = self.ci
        return [c for c, s in self.ip.items() if s["c"] == p and ci[c].t in UNIT_TYPES and not s["cmb"]]

    def _ships(self, p: int) -> list[int]:
        ci = self.ci
        return [c for c, s in self.ip.items() if s["c"] == p and ci[c].t in SHIP_TYPES and not s["cmb"]]

    def _root(self, c: int) -> int:
        """The card at the bottom of the stack card c is in."""
        ip = self.ip
        while ip[c]["loc"] is not None and ip[c]["loc"] in ip:
            c = ip[c]["loc"]
        return c

    # Card plays ----------------------------------------------------------------------------

    def _enter(self, p: int, cid: int, loc: int | None, vs: int | None = None) -> dict[str, Any]:
        """Card cid enters play under p's control on `loc` (against fleet `vs`: _enter_against,
        known before its enters_play event, so its rules read "own" from that fleet there too)."""
        s = {
            "o": self.owner[cid], "c": p, "loc": loc, "e": False, "sd": 0, "hd": 0, "rd": 0,
            "am": 0, "fp": 0, "fh": 0, "fdc": 0, "pz": 0, "emf": self.ci[cid].st if self.ci[cid].mechad else 0,
            "emfe": 0, "pt": self.turn, "nf": False, "tg": None, "w": False, "paid": False,
            "sup": False, "cmb": False, "sep": 0,
        }
        if self.ci[cid].psy is not None:
            s.update(pc=0, pu=0, pm=0, xd=0, xf=0, xt="", tr=0)
        if vs is not None:
            s["vs"] = vs
        self.ip[cid] = s
        self._kids = None
        if "on:enters_play" in self.fxin and self._listeners("on:enters_play"):
            self._event("enters_play", card=cid, player=p)
        return s

    def _enter_against(self, p: int, cid: int, q: int) -> dict[str, Any]:
        """Card cid, played by p against q's fleet, enters play: in p's fleet, under p's control,
        and against q's fleet (`vs`). GEfaq "Played against an opponent...": "Any card played
        against an opponent is considered in the fleet of the person who played the card. It is
        considered against the opponent's fleet"; v2.1 "THE FLEET": "All cards played by a player
        are in that player's fleet. This includes cards played against an opponent fleet" (the
        Primary rules agree: a card is played "onto" an opponent's fleet, "only ... INTO your own
        fleet"). "before-editions" (a match saved before the edition option): into q's fleet,
        under q's control, as the engine played it then."""
        if edition(self.opts) == BEFORE_EDITIONS:
            return self._enter(q, cid, None)
        return self._enter(p, cid, None, vs=q)

    def _side(self, k: int) -> int:
        """The fleet card k in play acts on: the fleet it was played against (`_enter_against`),
        else its controller's. Its rules read "own", "controller" and "fleet" from that fleet's
        side; who controls it (repairs it, plays cards to it, discards it) is `c`."""
        s = self.ip[k]
        return s.get("vs", s["c"])

    def _release(self, u: int) -> None:
        """Control reverts to the owning player (the controlling card is gone)."""
        ip = self.ip
        for x in [u, *self._children(u)]:
            sx = ip.get(x)
            if sx is not None and "oc" in sx:
                sx["c"] = sx.pop("oc")
        self._kids = None
        if u in ip:
            self._emit("control", card=u, player=ip[u]["c"])

    def _to_hands(self, c: int) -> None:
        """Return a card in play and everything on it to their owners' hands."""
        ip = self.ip
        for k in list(self._children(c)):
            if k in ip:
                self._to_hands(k)
        if c in ip:
            del ip[c]
            self._kids = None
            if c in self.used:
                self.used.remove(c)
            if self.psyfx:
                self.psyfx = [x for x in self.psyfx if x[3] != c]
            q = self.owner[c]
            if self.out[q]:
                self._to_discard(c)
            else:
                self.hand[q].append(c)
            self._emit("returned", card=c)
            if "on:leaves_play" in self.fxin and self._listeners("on:leaves_play"):
                self._event("leaves_play", card=c, player=q, to="hand")
