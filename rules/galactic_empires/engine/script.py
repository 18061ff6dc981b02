"""Card scripts at play: the action runner, the sub-languages' evaluation, and rule events.

- **The runner** (``_run``): an action list (a card's ``on_play``, or the ``do`` of a trigger,
  ability, reaction or replacement) done in order. An action that needs a player's choice (a
  selector with ``choose``, ``one_of``, ``may``) pushes one ordinary "choose" frame whose
  continuation is the runner itself (``{"do": "run", ...}``): the list, the next step and the
  context. After the pick the runner goes on where it stopped, so any action can stop for a choice
  and resume: no pending kind per card (GE-ENGINE.md, "Actions cannot stop for a choice").
- **The context** (``ctx``, plain JSON data carried by the frame): the player (``p``), the card
  (``c``), its target (``t``) or target player (``tp``), what earlier actions saved (``v``: name ->
  card ids) and the event that started it (``e``).
- **Evaluation** of the sub-languages of ``effects/lang.py``: references, amounts, conditions and
  selectors, the same in every section.
- **Events** (``_event``): the rules announce their moments (``effects.lang.EVENTS``); the cards in
  play whose scripts name one (``when`` triggers) act on it, in play order. Replacements (``instead``)
  stand in for the "would" events. A match whose cards name no event pays one set look-up.

Rulebook: v2.1 "CARD EFFECTS" (a card does what its text says, in the order it says it).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..effects.registry import KINDS
from .common import PLAYS_PER_TURN, _amount, _copy_plain

# The point kinds a card generates or needs, by amount stat name.
_GEN = "gen_"
_COST = "cost_"


class ScriptRules:
    """Card scripts at play: the action runner, the sub-languages' evaluation, and rule events."""

    # ---- context -------------------------------------------------------------------------------

    @staticmethod
    def _ctx(p: int, c: int, t: int | None = None, ev: Mapping[str, Any] | None = None) -> dict[str, Any]:
        ctx: dict[str, Any] = {"p": p, "c": c, "v": {}}
        if t is not None:
            if t < 0:
                ctx["tp"] = -1 - t  # a play against a fleet: the target player
            else:
                ctx["t"] = t
        if ev:
            ctx["e"] = dict(ev)
        return ctx

    # ---- references ------------------------------------------------------------------------------

    def _ref(self, ctx: Mapping[str, Any], name: str) -> list[int]:
        """The cards a reference names (a list: ``$name`` may hold several)."""
        if name == "self":
            return [ctx["c"]]
        if name == "target":
            t = ctx.get("t")
            return [] if t is None else [t]
        if name == "host":
            s = self.ip.get(ctx["c"])
            loc = s["loc"] if s is not None else ctx.get("t")
            return [] if loc is None else [loc]
        if name == "source":
            src = ctx.get("e", {}).get("source")
            return [] if src is None else (list(src) if isinstance(src, list) else [src])
        if name == "event_card":
            x = ctx.get("e", {}).get("card")
            return [] if x is None else [x]
        if name == "event_target":
            x = ctx.get("e", {}).get("target")
            return [] if x is None or x < 0 else [x]
        if name == "second_target":
            x = ctx.get("t2")
            if x is None and ctx["c"] in self.ip:
                x = self.ip[ctx["c"]].get("tt")  # a card in play keeps the second card its play chose
            return [] if x is None or x not in self.ip else [x]
        if name.startswith("$"):
            return list(ctx["v"].get(name[1:], ()))
        if name == "subject":
            return [ctx.get("s", ctx["c"])]  # the card a condition tests (_holds: a selector's candidate)
        raise ValueError(f"unknown card reference {name!r}")

    def _ref1(self, ctx: Mapping[str, Any], name: str) -> int | None:
        cards = self._ref(ctx, name)
        return cards[0] if cards else None

    def _player(self, ctx: Mapping[str, Any], name: str) -> int | None:
        p = ctx["p"]
        if name == "controller":
            return p
        if name == "active":
            return self.active
        if name == "event_player":
            return ctx.get("e", {}).get("player")
        if name == "owner":
            return self.owner[ctx["c"]]
        if name == "subject_controller":
            return self._controller(ctx.get("s", ctx["c"]))  # (_holds: a selector's candidate)
        if name == "target_owner":
            t = ctx.get("t")
            if t is not None:
                s = self.ip.get(t)
                return s["c"] if s is not None else self.owner[t]  # out of play: its owner's
            return ctx.get("tp")
        if name == "opponent":
            if "tp" in ctx:
                return ctx["tp"]
            t = ctx.get("t")
            if t is not None and t in self.ip and self.ip[t]["c"] != p:
                return self.ip[t]["c"]
            q = ctx.get("e", {}).get("player")
            if q is not None and q != p:
                return q
            return next((q for q in self.order if q != p and not self.out[q]), None)
        if name.startswith("$"):
            v = ctx["v"].get(name[1:])
            return v[0] if v else None
        raise ValueError(f"unknown player reference {name!r}")

    # ---- amounts -------------------------------------------------------------------------------------

    def _card_stat(self, c: int, stat: str) -> int:
        """A stat of a card (effects.lang.CARD_STATS), in play or not."""
        i = self.ci[c]
        s = self.ip.get(c)
        if stat == "printed_strength":
            return i.st
        if stat == "strength":
            return self._strength(c) if s is not None else i.st
        if stat == "current_strength":
            return (self._strength(c) - s["hd"]) if s is not None else i.st
        if stat == "damage":
            return s["hd"] if s is not None else 0
        if stat == "stack_strength":
            if s is None:
                return i.st
            cards = [c]
            for k in cards:
                cards.extend(self._children(k))  # every card above it, as "above_target" finds them
            return sum(self._strength(k) for k in cards)
        if stat == "shields":
            return self._shields(c) if s is not None else i.sh
        if stat == "shields_left":
            return max(0, self._shields(c) - s["sd"]) if s is not None else i.sh
        if stat == "phasers":
            return self._phasers(c) if s is not None else i.ph
        if stat == "heavy":
            return self._heavy(c) if s is not None else i.hv
        if stat == "phasers_fired":
            return s["fp"] if s is not None else 0
        if stat == "card_damage":
            return i.dmg
        if stat == "command":
            return i.cmd
        if stat.startswith(_GEN):
            return i.gen.get(stat[len(_GEN):], 0)
        if stat.startswith(_COST):
            return dict(i.costs).get(stat[len(_COST):], 0)
        raise ValueError(f"unknown card stat {stat!r}")

    def _amount_of(self, ctx: Mapping[str, Any], a: Any) -> int:
        """An amount expression (effects.lang.AMOUNT) for this context; fractions dropped unless
        the expression says round up."""
        if type(a) is int:
            return a
        if isinstance(a, str):
            return _amount(a, self.ci[ctx["c"]].st)  # the legacy words: "strength", "half_strength"
        if "total" in a:
            vals = sorted((self._card_stat(k, a["stat"]) for k in self._select(ctx, a["total"])), reverse=True)
            if "best" in a:
                vals = vals[:max(0, self._amount_of(ctx, a["best"]))]
            return sum(vals)
        if "stat" in a:
            c = self._ref1(ctx, a.get("of", "self"))
            return 0 if c is None else self._card_stat(c, a["stat"])
        if "counter" in a:
            c = self._ref1(ctx, a.get("of", "self"))
            s = self.ip.get(c) if c is not None else None
            return s.get("n:" + a["counter"], 0) if s is not None else 0
        if "count" in a:
            spec = a["count"]
            if isinstance(spec, str):
                return len(self._ref(ctx, spec))
            return len(self._select(ctx, spec))
        if "event" in a:
            return int(ctx.get("e", {}).get(a["event"], 0) or 0)
        if "plays_left" in a:
            q = self._player(ctx, a["plays_left"])
            return max(0, PLAYS_PER_TURN - self.plays) if q is not None and q == self.active else 0
        if "produced" in a:
            # The points of a kind the controller's cards make this turn (those "received").
            return self._produced(ctx["p"]).get(a["produced"], 0)
        if "var" in a:
            return ctx["v"].get("#" + a["var"], 0)  # saved by `let` (effects/kinds/actions.py)
        for op, args in a.items():
            if op == "round":
                continue
            vals = [self._amount_of(ctx, x) for x in args]
            if op == "add":
                return sum(vals)
            if op == "sub":
                return vals[0] - vals[1]
            if op == "mul":
                out = 1
                for v in vals:
                    out *= v
                return out
            if op == "div":
                q, r = divmod(vals[0], vals[1])
                return q + (1 if r and a.get("round") == "up" else 0)
            if op == "min":
                return min(vals)
            if op == "max":
                return max(vals)
        raise ValueError(f"bad amount {a!r}")

    # ---- selectors ----------------------------------------------------------------------------------

    def _select(
        self, ctx: Mapping[str, Any], sel: Mapping[str, Any], exclude: Sequence[int] = (), targeting: bool = False,
    ) -> list[int]:
        """The cards a selector (effects.lang) finds, seen from the context's card and player.
        Cards a player targets skip cards out of play (Time Warp: "cannot be damaged"); a sweep
        (a trigger's every matching card) takes them too."""
        if "choose" in sel:
            targeting = True
        zone = sel.get("zone", "play")
        p = ctx["p"]
        owner = sel.get("owner", "any")
        if zone == "play" or zone == "origin":
            on = sel.get("on")
            pool = list(self.ip) if on is None else self._related(ctx, on)
            if "among" in sel:
                among = self._ref(ctx, sel["among"])
                pool = [k for k in pool if k in among] if on is not None else [k for k in among if k in self.ip]
            if "time_origin" in self.fxin:
                # v2.1 "TIME ORIGIN": a card affects only cards on its side of the time origin; a
                # selector of the origin (zone = "origin") finds the cards there, for the cards that
                # say they reach it ("shift from the time origin to the active fleet").
                if zone == "origin":
                    pool = [k for k in pool if self._at_origin(k)]
                else:
                    src = ctx["c"]
                    pool = [k for k in pool if not self._time_apart(src, k)]
            elif zone == "origin":
                pool = []
            out = [k for k in pool if k not in exclude and self._selects(ctx, sel, k, targeting, related=True)]
        else:
            seats = [q for q in range(self.n) if owner == "any" or (q == p) == (owner == "own")]
            if "player" in sel:
                seats = [q for q in seats if q == self._player(ctx, sel["player"])]  # that player's hand, deck...
            if "not_among" in sel:
                exclude = [*exclude, *self._ref(ctx, sel["not_among"])]  # not the card just put there
            out = []
            top = sel.get("top")
            for q in seats:
                zc = self._zone_cards(q, zone)
                for k in (zc[-top:][::-1] if top else zc):  # "top": the last cards put there
                    if k not in exclude and self._card_matches(ctx, k, sel):
                        out.append(k)
        if "least" in sel and out:
            # "the lowest strength ship": only the cards found with the least of the stat
            vals = [self._card_stat(k, sel["least"]) for k in out]
            low = min(vals)
            out = [k for k, v in zip(out, vals) if v == low]
        return out

    def _selects(
        self, ctx: Mapping[str, Any], sel: Mapping[str, Any], k: int, targeting: bool = False, related: bool = False,
    ) -> bool:
        """Whether card k in play is one of the cards a selector of the context finds (`related`:
        k is already known to stand in the selector's relation "on")."""
        s = self.ip.get(k)
        if s is None or s["cmb"]:
            return False
        owner = sel.get("owner", "any")
        if owner != "any" and (s["c"] == ctx["p"]) != (owner == "own"):
            return False
        if "player" in sel and s["c"] != self._player(ctx, sel["player"]):
            return False
        if not related and "on" in sel and k not in self._related(ctx, sel["on"]):
            return False
        if not related and "among" in sel and k not in self._ref(ctx, sel["among"]):
            return False
        if "not_among" in sel and k in self._ref(ctx, sel["not_among"]):
            return False
        if "engaged" in sel and s["e"] != sel["engaged"]:
            return False
        if "damaged" in sel and bool(s["hd"]) != sel["damaged"]:
            return False
        if sel.get("krebiz") and not self._krebiz_is(k, sel["krebiz"]):
            return False
        if not self._card_matches(ctx, k, sel):
            return False
        return not (targeting and self._status(k).get("out_of_play"))

    def _zone_cards(self, q: int, zone: str) -> list[int]:
        if zone == "hand":
            return self.hand[q]
        if zone == "discard":
            return self.discard[self._dk(q)] if (not self.basic or q == 0) else []
        if zone == "deck":
            return self.deck[self._dk(q)] if (not self.basic or q == 0) else []
        if zone == "reserve":
            return self.reserve[q]
        raise ValueError(f"unknown zone {zone!r}")

    def _related(self, ctx: Mapping[str, Any], on: str) -> list[int]:
        """The cards in play related to the context's card (effects.lang.RELATIONS)."""
        c = ctx["c"]
        ip = self.ip
        if on == "self":
            return list(self._children(c)) if c in ip else []
        if on in ("target", "above_target"):
            t = ctx.get("t")
            if t is None or t not in ip:
                return []
            above = list(self._children(t))
            if on == "above_target":
                for k in above:
                    above.extend(self._children(k))
            return above
        if on == "host":
            host = self._ref1(ctx, "host")
            return [k for k in self._children(host) if k != c] if host is not None and host in ip else []
        if on == "stack":
            if c not in ip:
                return []
            stack = [self._root(c)]
            for k in stack:
                stack.extend(self._children(k))
            return stack
        raise ValueError(f"unknown relation {on!r}")

    def _card_matches(self, ctx: Mapping[str, Any], k: int, sel: Mapping[str, Any]) -> bool:
        """The card-level tests of a selector (types, strength, empire, tags, title, other, where)."""
        i = self.ci[k]
        types = sel.get("types")
        if types and i.t not in types and not (i.ancient and "N" in types) and not (
            i.t == "D" and "S" in types and isinstance(ctx.get("c"), int) and ctx["c"] >= 0
            and self.ci[ctx["c"]].t == "H"
        ):
            # (GEqa qa-010: "Dragons are ships except for three instances": a hazard's ships are
            # dragons too, as PlayRules._play_targets has them for the cards it is played on.)
            return False
        if sel.get("other") and k == ctx["c"]:
            return False
        empire = sel.get("empire")
        if empire and i.emp != empire:
            return False
        tags = sel.get("tags")
        if tags and i.tags.isdisjoint(tags):
            return False
        title = sel.get("title")
        if title and not any(w in i.title.lower() for w in title):
            return False
        if "min_strength" in sel or "max_strength" in sel:
            st = self._strength(k) if k in self.ip else i.st
            if "min_strength" in sel and st < self._amount_of(ctx, sel["min_strength"]):
                return False
            if "max_strength" in sel and st > self._amount_of(ctx, sel["max_strength"]):
                return False
        where = sel.get("where")
        return where is None or self._holds(ctx, where, k)

    # ---- conditions -----------------------------------------------------------------------------------

    def _holds(self, ctx: Mapping[str, Any], cond: Mapping[str, Any], subject: int | None = None) -> bool:
        """Whether every test of a condition (effects.lang.CONDITION) holds; subject tests are on
        `subject` (default: the context's card)."""
        c = ctx["c"] if subject is None else subject
        for key, want in cond.items():
            if key == "phase":
                if (self.phase not in want) if isinstance(want, (list, tuple)) else self.phase != want:
                    return False
            elif key == "turn":
                if (self.active == ctx["p"]) != (want == "own"):
                    return False
            elif key in ("host", "target", "source", "event_card", "event_target", "second_target"):
                refs = self._ref(ctx, key)
                if not refs or not all(self._subject_ok(ctx, r, want) for r in refs):
                    return False
            elif key == "exists":
                # (the subject tested is kept: its selector may name "subject_controller")
                if not self._select(ctx if subject is None else {**ctx, "s": subject}, want):
                    return False
            elif key == "count":
                n = len(self._select(ctx if subject is None else {**ctx, "s": subject}, want["of"]))
                if "at_least" in want and n < self._amount_of(ctx, want["at_least"]):
                    return False
                if "at_most" in want and n > self._amount_of(ctx, want["at_most"]):
                    return False
            elif key == "deck_empire":
                if self.main[ctx["p"]] != want:
                    return False
            elif key == "compare":
                a, op, b = want
                sctx = ctx if subject is None else {**ctx, "s": subject}  # "subject": the card tested
                x, y = self._amount_of(sctx, a), self._amount_of(sctx, b)
                if not _COMPARE[op](x, y):
                    return False
            elif key == "event":
                if not self._event_matches(ctx, want):
                    return False
            elif key == "same":
                sctx = ctx if subject is None else {**ctx, "s": subject}  # "subject": the card tested
                first = set(self._ref(sctx, want[0]))
                if not first or not all(first & set(self._ref(sctx, r)) for r in want[1:]):
                    return False
            elif key == "same_controller":
                sctx = ctx if subject is None else {**ctx, "s": subject}
                if len({self._controller(k) for r in want for k in self._ref(sctx, r)}) != 1:
                    return False
            elif key == "not":
                if self._holds(ctx, want, subject):
                    return False
            elif key == "any":
                if not any(self._holds(ctx, x, subject) for x in want):
                    return False
            elif key == "all":
                if not all(self._holds(ctx, x, subject) for x in want):
                    return False
            elif key == "each_opponent":
                opponents = [q for q in self.order if q != ctx["p"] and not self.out[q]]
                if not opponents or not all(self._holds({**ctx, "p": q}, want, subject) for q in opponents):
                    return False
            elif not self._subject_ok(ctx, c, {key: want}):
                return False
        return True

    def _subject_ok(self, ctx: Mapping[str, Any], k: int, tests: Mapping[str, Any]) -> bool:
        """Card tests (effects.lang.SUBJECT_TESTS) on card k."""
        i = self.ci[k]
        s = self.ip.get(k)
        for key, want in tests.items():
            if key == "types":
                ok = i.t in want or (i.ancient and "N" in want)  # an ancient is a crew card and an ancient
            elif key == "tags":
                ok = not i.tags.isdisjoint(want)
            elif key == "title":
                ok = any(w in i.title.lower() for w in want)
            elif key == "empire":
                ok = i.emp == want
            elif key == "of_empire":
                ok = want == i.emp or want in (i.card["attributes"].get("empires") or ())
            elif key == "engaged":
                ok = s is not None and s["e"] == want
            elif key == "damaged":
                ok = s is not None and bool(s["hd"]) == want
            elif key == "played_this_turn":
                ok = s is not None and (s["pt"] == self.turn) == want
            elif key == "acted_this_turn":
                ok = s is not None and self._acted_this_turn(k) == want
            elif key == "function_used_this_turn":
                ok = s is not None and self._acted_this_turn(k, fired=False) == want
            elif key == "in_play":
                ok = (s is not None) == want
            elif key == "owner":
                ok = s is not None and (s["c"] == ctx["p"]) == (want == "own")
            elif key == "repaired_this_turn":
                rp = s.get("rp") if s is not None else None
                ok = bool(rp and rp[0] == self.turn and len(rp) > 1) == want
            elif key == "basis":
                ok = (s is not None and s["loc"] is None and bool(self._children(k))) == want
            elif key == "attached":
                ok = (s is not None and s["loc"] is not None) == want
            elif key == "against_fleet":
                ok = (s is not None and s["c"] != ctx["p"] and (
                    s.get("vs") == ctx["p"] or (s["loc"] is not None and self._side(self._root(k)) == ctx["p"]))) == want
            elif key == "combined":
                ok = (s is not None and (s["cmb"] or any(self.ip[x]["cmb"] for x in self._children(k)))) == want
            elif key == "stack_types":
                ok = s is not None and self.ci[self._root(k)].t in want
            elif key == "stack_owner":
                ok = s is not None and s["loc"] is not None and (self.ip[self._root(k)]["c"] == ctx["p"]) == (want == "own")
            elif key == "shields_up":
                ok = s is not None and (self._shields(k) > s["sd"]) == want
            elif key == "negative_mods_prevented":
                ok = (s is not None and bool(self._status(k).get("no_negative_mods"))) == want
            elif key == "indirigan":
                ok = i.indirigan == want
            elif key == "suspended":
                ok = (s is not None and self._suspended(k)) == want
            elif key == "seized":
                ok = (s is not None and "oc" in s) == want
            elif key == "playable_now":
                q = self.owner[k]
                ok = (s is None and k in self.hand[q] and {} in self._play_targets(q, k)) == want
            elif key == "takes_play":
                ok = s is not None and any(self._may_play_on(x, k) for x in self._ref(ctx, want))
            elif key == "marked":
                # A lasting mark (effects/kinds/lasting.py "mark"): [turn made, player turns it lasts, by]
                m = s.get("mk:" + want["name"]) if s is not None else None
                ok = m is not None and self.turn - m[0] < m[1] and ("by" not in want or m[2] in self._ref(ctx, want["by"]))
            elif key == "carries":
                ok = s is not None and any(self._selects(ctx, want, x) for x in self._children(k))
            else:
                raise ValueError(f"unknown card test {key!r}")
            if not ok:
                return False
        return True

    def _event_matches(self, ctx: Mapping[str, Any], tests: Mapping[str, Any]) -> bool:
        ev = ctx.get("e", {})
        p = ctx["p"]
        for key, want in tests.items():
            if key == "kind":
                kinds = want if isinstance(want, (list, tuple)) else (want,)
                ok = ev.get("kind") in kinds
            elif key in ("source_types", "card_types"):
                x = ev.get("source" if key == "source_types" else "card")
                xs = x if isinstance(x, list) else ([] if x is None else [x])
                ok = bool(xs) and all(self.ci[k].t in want for k in xs)
            elif key in ("source_owner", "card_owner"):
                x = ev.get("source" if key == "source_owner" else "card")
                xs = x if isinstance(x, list) else ([] if x is None else [x])
                ok = bool(xs) and all((self._controller(k) == p) == (want == "own") for k in xs)
            elif key == "whose":
                if want == "owner":
                    ok = ev.get("player") == self.owner[ctx["c"]]
                elif want == "host":
                    # A card played on an opponent's unit: that unit's player's turn or phase
                    # ("each turn" of the trapped unit's player).
                    s = self.ip.get(ctx["c"])
                    host = s["loc"] if s is not None else None
                    ok = host is not None and host in self.ip and ev.get("player") == self._controller(host)
                else:
                    ok = (ev.get("player") == p) == (want == "own")
            elif key in ("from", "to"):
                ok = ev.get(key) == want
            elif key == "min_amount":
                ok = (ev.get("amount") or 0) >= want
            elif key == "against":
                tgt = ev.get("target")
                if isinstance(tgt, int) and tgt < 0:
                    side = -1 - tgt  # played against a fleet (PlayRules: on = -1 - seat)
                elif isinstance(tgt, int) and tgt in self.ip:
                    side = self._side(self._root(tgt))
                else:
                    side = None
                ok = side == p and ev.get("player") is not None and ev.get("player") != p
            else:
                raise ValueError(f"unknown event test {key!r}")
            if not ok:
                return False
        return True

    def _may_play_on(self, x: int, k: int) -> bool:
        """Whether card x (of its owner's hand or deck) may be played on card k now, by its play
        rules and the wards at k (the condition test "takes_play")."""
        if self._where(x) not in ("hand", "deck"):
            return False
        outs = [o for o in self._play_targets(self.owner[x], x) if o == {"on": k}]
        if outs and self._kids is None:
            self._children(-1)
        return bool(self._unwarded(x, outs) if outs and self._wards else outs)

    def _controller(self, k: int) -> int:
        s = self.ip.get(k)
        return s["c"] if s is not None else self.owner[k]

    def _strength_check(self, cards: Sequence[int]) -> None:
        """v2.1 "HOW LONG CARDS REMAIN IN PLAY": "Any card that reaches a strength of ZERO is
        discarded" (a card printed with strength, brought down by counters or modifiers)."""
        for c in cards:
            if c in self.ip and self.ci[c].st > 0 and self._strength(c) <= 0:
                self._emit("strength_zero", card=c)
                self._remove(c)

    # ---- the runner -------------------------------------------------------------------------------------

    def _program(self, c: int, key: str) -> tuple[Mapping[str, Any], ...]:
        return self.ci[c].programs[key]

    def _run(self, ctx: dict[str, Any], key: str, pc: int = 0) -> bool:
        """Do the actions of program `key` of the context's card from step `pc`, then those of
        the lists it was entered from (``ctx["ret"]``: a branch of one_of or may returns to the
        step after it), then what ends the list (``_run_done``). Returns False: an action that
        stops (for a player's choice, or to run a branch) has taken over, and a continuation or
        the branch goes on from there. A trigger's list (``ctx["stay"]``) stops once its card left
        play."""
        while True:
            prog = self._program(ctx["c"], key)
            while pc < len(prog):
                e = prog[pc]
                if "if" in e and not self._holds(ctx, e["if"]):
                    pc += 1  # an action with a condition that does not hold is skipped
                    continue
                kind = KINDS[e["effect"]]
                if not self._pick_cards(ctx, key, pc, e, kind):
                    return False
                ctx["at"] = [key, pc]
                if not kind.run(self, ctx, e):
                    return False
                pc += 1
                ctx["v"].pop("@", None)
                if self.res is not None:
                    return False
                if ctx.get("stay") and ctx["c"] not in self.ip:
                    ctx.pop("ret", None)
                    break
            ret = ctx.get("ret")
            if not ret:
                self._run_done(ctx)
                return False
            key, pc, *bind = ret.pop()
            if bind:
                ctx["v"][bind[0]] = [bind[1]]  # a pass of each_player: its player ($name) for this pass

    def _start_run(self, cont: Mapping[str, Any]) -> None:
        """A list held back by a reaction window starts once the window closes (its target may
        have changed meanwhile: a Crewman took the crew card's place)."""
        ctx = _copy_plain(cont["ctx"])
        if cont.get("on") is not None:
            ctx["t"] = cont["on"]
        if cont["key"] == "play" and self._held_back(ctx):
            return
        # GEfaq faq-024 "Discarded After Use": "Any card which is discarded after use stays in play
        # until all functions that the card is going to perform have been completed": the card
        # stays on the table (limbo, shown as resolving) while its actions run, choices included;
        # _run_done discards it.
        self._run(ctx, cont["key"])

    def _held_back(self, ctx: dict[str, Any]) -> bool:
        """A monster played to a card where monsters are suspended (a science officer's location,
        the officer himself) enters play there without acting (GEerrata M6 Seductress: "the effect
        ... would be suspended by the science officer as long as the officer is functioning"). It
        stays there, suspended (UnitRules._suspended), and leaves play with the card it is on."""
        c, on = ctx["c"], ctx.get("t")
        if self.ci[c].t != "M" or on is None or on not in self.ip or self.ip[on]["c"] == ctx["p"]:
            return False
        if not self._suspends_monsters_at(on, c):
            return False
        if c in self.limbo:
            self.limbo.remove(c)
        self._enter(ctx["p"], c, on)["e"] = True
        self._emit("suspended", card=c, on=on)
        return True

    def _run_done(self, ctx: Mapping[str, Any]) -> None:
        """What follows a whole action list: a one-shot card played goes to the discard pile once
        it has acted (unless it stays in play or already went). It waits aside (in limbo) while
        its actions run, a player's choice among them included."""
        before = ctx.get("pb")
        if before is not None and self.phase == "alloc" and ctx["p"] == self.active:
            # An ability used in the Allocation Phase: what its actions changed in the fleet's
            # points (a conversion chosen for the turn) counts this allocation.
            after = self._produced(self.active)
            for k, v in after.items():
                self.pool[k] = max(0, self.pool.get(k, 0) + v - before.get(k, 0))
        end = ctx.get("end")
        if end:
            c = ctx["c"]
            if c in self.limbo:
                self.limbo.remove(c)
            if c not in self.ip and c not in ctx["v"].get("_gone", ()) and self._where(c) == "limbo":
                self._to_discard(c)  # all its functions done (faq-024)
        if end == "doom":
            self._doom_done(ctx)

    def _negate(self, ctx: dict[str, Any]) -> None:
        """What a reaction answers does not happen (effects/kinds/actions.py "negate"): a unit's
        destruction, a card being played (discarded unused), a card action, a reaction card, a
        volley (it scores nothing), the rest of the Draw Cards Phase."""
        if ctx.get("end") == "doom":
            ctx["v"]["_negated"] = [1]
            return
        frame = self._answering
        if frame is None:
            return
        trig = frame["trig"]
        kind = trig.get("kind")
        frame["cont"] = None
        self._emit("negated", card=trig.get("card"), by=ctx["c"])
        if kind == "volley":
            if self.volley is not None:
                self.volley["dmg"] = self.volley["heavy"] = 0
                frame["cont"] = {"do": "volley"}  # it still resolves, scoring nothing
        elif kind == "draw":
            self.draws_left = 0
        elif kind in ("card", "reaction") and not trig.get("op"):
            x = trig.get("card")
            if x in self.ip:
                self._remove(x)
            elif x in self.limbo:
                self.limbo.remove(x)
                self._to_discard(x)  # v2.1 "Voided Card Plays": discarded even though unused

    def _redirect(self, ctx: dict[str, Any], to: int) -> None:
        """What a reaction answers is aimed at card `to` instead (effects/kinds/actions.py
        "redirect"): a card being played on a card goes onto it; a card action takes it as its
        target. Other windows are left as they are."""
        frame = self._answering
        if frame is None or to not in self.ip:
            return
        trig = frame["trig"]
        if trig.get("kind") != "card":
            return
        x = trig.get("card")
        cont = frame["cont"]
        if trig.get("op"):
            if cont is None or cont.get("card") != x or cont.get("do") not in ("operate", "run"):
                return
            cont["on"] = to
            if cont["do"] == "run":
                cont["ctx"]["t"] = to  # an ability of the registry: its actions' target
        else:
            if x not in self.ip or self.ip[x]["loc"] is None or x == to:
                return
            self.ip[x]["loc"] = to
            self._kids = None
            if cont is not None and cont.get("card") == x:
                cont["on"] = to
        trig["on"] = to
        self._emit("redirected", card=x, on=to, by=ctx["c"])

    def _enter_branch(self, ctx: dict[str, Any], branch: str) -> bool:
        """Run a branch program (one_of, may), then the rest of the list it stands in. Returns
        False: the branch has taken over the list."""
        key, pc = ctx["at"]
        ctx.setdefault("ret", []).append([key, pc + 1])
        return self._run(ctx, branch)

    def _ask_branch(self, ctx: dict[str, Any], chooser: int, why: str, options: list[tuple[str, str]],
                    must: bool, passing: str | None = None) -> bool:
        """Let `chooser` pick one of `options` ((label, branch program key), ...) or pass
        (`passing`: the branch a pass runs, or none). The runner resumes with the branch."""
        key, pc = ctx["at"]
        branches = {str(n): b for n, (_, b) in enumerate(options)}
        if passing is not None:
            branches["pass"] = passing
        cont = {"do": "run", "ctx": ctx, "key": key, "pc": pc, "branch": True, "options": branches}
        self._choose(chooser, why, [{"type": "use", "option": n, "label": label} for n, (label, _) in enumerate(options)],
                     cont, must=must)
        return False

    def _pick_cards(self, ctx: dict[str, Any], key: str, pc: int, e: Mapping[str, Any], kind: Any) -> bool:
        """Before an action: the cards its selectors with `choose` name, one player pick at a time
        (CONVENTIONS: a choice with many parts is a sequence of single choices ending with "done").
        The picks are kept in the context (``v["@"]``) for the action; False while a choice is pending."""
        picks = ctx["v"].get("@")
        for param in getattr(kind, "card_params", ("to",)):
            spec = e.get(param)
            if not isinstance(spec, Mapping) or "choose" not in spec:
                continue
            if picks is not None and param in picks:
                continue
            picks = ctx["v"].setdefault("@", {})
            first = getattr(kind, "picks_after", {}).get(param)
            if first is not None and not picks.get(first):
                picks[param] = []  # nothing picked before it: nothing to ask
                continue
            if not self._ask_pick(ctx, key, pc, param, spec, []):
                return False  # a player's pick is pending; the next selector is asked after it
            # Picked with no choice to make (one candidate, or none): on to the next selector.
        return True

    def _ask_pick(self, ctx: dict[str, Any], key: str, pc: int, param: str, spec: Mapping[str, Any],
                  picked: list[int]) -> bool:
        """One pick of a selector with `choose` (or the whole pick when nobody has a choice)."""
        left = [k for k in self._select(ctx, spec) if k not in picked]
        if "reach" in spec:
            return self._ask_reach(ctx, key, pc, param, spec, picked, left)
        want = self._amount_of(ctx, spec.get("count", 1))
        need = min(want, len(picked) + len(left)) if spec.get("exactly") else min(1, len(picked) + len(left))
        who = spec["choose"]
        if who == "random":
            while len(picked) < want and left:
                k = left.pop(self.rng.randint(0, len(left) - 1))
                picked.append(k)
            ctx["v"]["@"][param] = picked
            return True
        if len(picked) >= want or not left or (len(picked) + len(left) <= need):
            # No choice left to make: every remaining candidate is needed, or none is left.
            if len(picked) + len(left) <= need:
                picked = picked + left
            ctx["v"]["@"][param] = picked
            return True
        chooser = self._player(ctx, "target_owner" if who == "target_owner" else who)
        if chooser is None or self.out[chooser]:
            ctx["v"]["@"][param] = picked
            return True
        cont = {"do": "run", "ctx": ctx, "key": key, "pc": pc, "pick": [param, picked]}
        self._choose(chooser, f"{KINDS[self._program(ctx['c'], key)[pc]['effect']].name}:{param}",
                     [{"type": "use", "card": k} for k in left], cont, must=len(picked) < need)
        return False

    def _ask_reach(self, ctx: dict[str, Any], key: str, pc: int, param: str, spec: Mapping[str, Any],
                   picked: list[int], left: list[int]) -> bool:
        """One pick of a selector with `reach`: cards are picked one at a time until their strengths
        add up to the amount (then no more), at most `count` of them; no choice while one is left."""
        goal = self._amount_of(ctx, spec["reach"])
        want = self._amount_of(ctx, spec["count"]) if "count" in spec else len(picked) + len(left)
        got = sum(self._card_stat(k, "strength") for k in picked)
        who = spec["choose"]
        chooser = None if who == "random" else self._player(ctx, "target_owner" if who == "target_owner" else who)
        while got < goal and len(picked) < want and left and (len(left) == 1 or chooser is None or self.out[chooser]):
            k = left.pop(self.rng.randint(0, len(left) - 1) if len(left) > 1 else 0)
            picked = [*picked, k]
            got += self._card_stat(k, "strength")
        if got >= goal or len(picked) >= want or not left:
            ctx["v"]["@"][param] = picked
            return True
        cont = {"do": "run", "ctx": ctx, "key": key, "pc": pc, "pick": [param, picked]}
        self._choose(chooser, f"{KINDS[self._program(ctx['c'], key)[pc]['effect']].name}:{param}",
                     [{"type": "use", "card": k} for k in left], cont, must=True)
        return False

    def _ask_player(self, ctx: dict[str, Any], chooser: int, seats: Sequence[int], name: str) -> bool:
        """Let `chooser` pick one of `seats` for the actions after this one ($name)."""
        key, pc = ctx["at"]
        cont = {"do": "run", "ctx": ctx, "key": key, "pc": pc, "seat": name}
        self._choose(chooser, "player", [{"type": "use", "option": q, "label": f"seat {q}"} for q in seats], cont, must=True)
        return False

    def _resume_run(self, p: int, cont: dict[str, Any], card: int | None) -> None:
        """The runner goes on after a player's choice (`card`: the card or option picked; None:
        he passed or was done). The context is copied: a clone of the state shares the frame."""
        ctx = _copy_plain(cont["ctx"])
        key, pc = cont["key"], cont["pc"]
        pick = cont.get("pick")
        if pick is not None:
            param, picked = pick
            prog = self._program(ctx["c"], key)
            spec = prog[pc][param]
            if card is not None:
                if not self._ask_pick(ctx, key, pc, param, spec, [*picked, card]):
                    return
            else:
                ctx["v"].setdefault("@", {})[param] = list(picked)
            self._run(ctx, key, pc)
            return
        if "seat" in cont:
            ctx["v"][cont["seat"]] = [card]
            self._run(ctx, key, pc + 1)
            return
        if cont.get("branch"):
            # one_of / may: the chosen branch's actions, then the rest of the list.
            chosen = cont["options"].get(str(card) if card is not None else "pass")
            ctx["at"] = [key, pc]
            if chosen is not None:
                self._enter_branch(ctx, chosen)
            else:
                self._run(ctx, key, pc + 1)
            return
        raise ValueError(f"a run continuation without a pick or branch: {cont!r}")

    # ---- cards an action acts on -----------------------------------------------------------------------

    def _cards(self, ctx: Mapping[str, Any], spec: Any, param: str = "to") -> list[int]:
        """The cards an action's card parameter names: a reference, the player's picks for a
        selector with `choose`, or every card a selector finds."""
        if isinstance(spec, str):
            return self._ref(ctx, spec)
        if "choose" in spec:
            return list(ctx["v"].get("@", {}).get(param, ()))
        found = self._select(ctx, spec)
        if "count" in spec:
            # Nobody picks: the first that many found ("the three crew cards closest to the top of
            # the Discard Pile"): in a deck or discard pile, nearest its top first.
            if spec.get("zone", "play") in ("deck", "discard") and "top" not in spec and not spec.get("from_bottom"):
                found = found[::-1]
            found = found[: max(0, self._amount_of(ctx, spec["count"]))]
        return found

    # ---- events ---------------------------------------------------------------------------------------

    def _event(self, name: str, **data: Any) -> None:
        """A rule moment happened (effects.lang.EVENTS): the cards in play whose `when` triggers
        name it act, in play order. Cheap when no card of the match listens for it."""
        key = "on:" + name
        if key not in self.fxin:
            return
        if self._kids is None:
            self._children(-1)  # (the listener index, as _listeners keeps it)
        listening = self._on.get(key)
        if not listening:
            return  # no card in play names the event (the usual case)
        ip = self.ip
        for c in list(listening):
            if c not in ip:
                continue
            for n, tr in self.ci[c].at.get(key, ()):
                if c not in ip or self.res is not None:
                    return
                KINDS[tr["effect"]].at_event(self, c, n, tr, data)

    def _card_event(self, c: int, name: str, **data: Any) -> None:
        """An event announced to card c alone (its duration ends, it is discarded from the hand):
        its own triggers on it act."""
        for key, tr in self.ci[c].at.get("on:" + name, ()):
            data.setdefault("card", c)
            KINDS[tr["effect"]].at_event(self, c, key, tr, data)

    def _instead(self, name: str, card: int, **data: Any) -> bool:
        """A "would" event (effects.lang.WOULD_EVENTS) about to happen to `card`: True when a
        replacement ("instead") of a card in play took its place."""
        key = "instead:" + name
        if key not in self.fxin:
            return False
        ip = self.ip
        data["card"] = card
        for c in list(self._listeners(key)):
            if c not in ip:
                continue
            for n, tr in self.ci[c].at.get(key, ()):
                if KINDS[tr["effect"]].at_instead(self, c, n, tr, data):
                    return True
        return False

    def _show(self, viewer: int, cards: Sequence[int], keep: bool = False) -> None:
        """Cards seen by `viewer` alone this turn (a hand card looked at, a deck's top card): his
        view names them, nobody else's does (CONVENTIONS: hidden information leaves only through
        view(player)). Kept (look `keep`), an entry names the zone the card was in and lasts past
        the turn while the card stays there (`_still_seen`)."""
        if cards:
            self.seen = [x for x in self.seen if self._still_seen(x)] + [
                [viewer, k, self.turn] + ([self._where(k)] if keep else []) for k in cards]
            self._emit("looked", player=viewer, count=len(cards))

    def _still_seen(self, entry: Sequence[Any]) -> bool:
        """Whether a `seen` entry still names its card to its viewer: seen this turn, or kept and
        the card still in the zone it was seen in."""
        return entry[2] == self.turn or (len(entry) > 3 and self._where(entry[1]) == entry[3])

    # ---- zones (general moves) ---------------------------------------------------------------------------

    def _where(self, k: int) -> str:
        """Where card k is now: play, hand, deck, discard, reserve, limbo."""
        if k in self.ip:
            return "play"
        q = self.owner[k]
        if k in self.hand[q]:
            return "hand"
        d = self._dk(q)
        if k in self.discard[d]:
            return "discard"
        if k in self.deck[d]:
            return "deck"
        if k in self.reserve[q]:
            return "reserve"
        return "limbo"

    def _take(self, k: int) -> str:
        """Take card k out of the zone it is in (leaving play: the cards on it are discarded);
        returns the zone it left."""
        zone = self._where(k)
        q = self.owner[k]
        d = self._dk(q)
        if zone == "play":
            ip = self.ip
            for x in list(self._children(k)):
                if x in ip:
                    self._remove(x)
            if k in ip:
                self._remove(k, discarding=False)
                self.discard[d].remove(k) if k in self.discard[d] else None
                if k in self.hand[q]:
                    self.hand[q].remove(k)  # a card that returns to the hand when discarded
        elif zone == "hand":
            self.hand[q].remove(k)
        elif zone == "discard":
            self.discard[d].remove(k)
        elif zone == "deck":
            self.deck[d].remove(k)
        elif zone == "reserve":
            self.reserve[q].remove(k)
        elif k in self.limbo:
            self.limbo.remove(k)
        return zone

    def _put(self, k: int, to: str) -> None:
        """Put card k (out of every zone) into its owner's zone `to`."""
        q = self.owner[k]
        d = self._dk(q)
        if to == "hand" and not self.out[q]:
            self.hand[q].append(k)
        elif to == "deck_top":
            self.deck[d].append(k)
        elif to == "deck_bottom":
            self.deck[d].insert(0, k)
        elif to == "reserve" and not self.out[q]:
            self.reserve[q].append(k)
        elif to == "discard_bottom":
            self.discard[d].insert(0, k)
        else:
            self.discard[d].append(k)


_COMPARE = {
    "<": lambda x, y: x < y, "<=": lambda x, y: x <= y, "==": lambda x, y: x == y,
    "!=": lambda x, y: x != y, ">=": lambda x, y: x >= y, ">": lambda x, y: x > y,
}
