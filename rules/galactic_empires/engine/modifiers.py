"""Card modifiers at play: the general ``modify`` statics, protection and fire limits.

The static kinds of effects/kinds/statics.py compile into listener keys (``mod:<stat>``,
``@protection``, ``@fire_limits``); the rules ask these methods for a stat's value after the
modifiers in play, or whether a card is protected from another or may fire at a target. The
conditions and selectors they read are evaluated by engine/script.py.

Rulebook: v2.1 "CARD EFFECTS" (modifiers apply while their card is in play).
"""
from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from fractions import Fraction
from typing import Any

from .common import POINT_KINDS


class ModifierRules:
    """Card modifiers at play: stat modifiers, protection, fire limits."""

    # ---- general modifiers (effects/kinds/statics.py "modify") ------------------------------------------

    def _mod_reaches(self, k: int, affects: Any, c: int) -> bool:
        """Whether a modifier of card k (its `affects`) reaches card c."""
        ip = self.ip
        if affects == "self":
            return c == k
        if affects in ("host", "location"):
            return c == ip[k]["loc"]
        if affects == "fleet":
            s = ip.get(c)
            return s is not None and s["c"] == self._side(k) and self.ci[c].t in "SBD" and not s["cmb"]
        if isinstance(affects, Mapping):
            return self._selects(self._ctx(self._side(k), k), affects, c)
        return False

    def _granted(self, key: str, c: int, engaged: bool = False) -> Iterator[Mapping[str, Any]]:
        """The `key` statics ("@free_ammo", "@hq_fire", "@no_hq_protect") of the cards in play that
        reach card c (their `affects`, default self) while their `if` holds; with `engaged`, only
        those of engaged cards (a disengaged card may not take any action: v2.1 "EFFECTS OF BEING
        DISENGAGED")."""
        ip = self.ip
        for k in self._listeners(key):
            sk = ip.get(k)
            if sk is None or (engaged and not sk["e"]):
                continue
            for _, e in self.ci[k].at[key]:
                if self._mod_reaches(k, e.get("affects", "self"), c) and (
                    "if" not in e or self._holds(self._ctx(self._side(k), k), e["if"])
                ):
                    yield e

    def _mod_player(self, stat: str, q: int, value: int) -> int:
        """`value` of a player's `stat` (a general modifier with affects = controller) for player q."""
        ip = self.ip
        found = [
            (k, e) for k in self._listeners("mod:" + stat) if k in ip and self._side(k) == q
            for _, e in self.ci[k].at["mod:" + stat]
            if e["affects"] == "controller" and ("if" not in e or self._holds(self._ctx(q, k), e["if"]))
        ]
        return self._apply_mods(value, found) if found else value

    def _mod(self, stat: str, c: int, value: int, kind: str | None = None, dkind: str | None = None,
             at: int | None = None) -> int:
        """`value` of `stat` for card c after the general modifiers in play (set, then add, then
        multipliers, then at_least / at_most); `at`: the card damaged (a modifier naming the cards
        it acts `at` applies to no other)."""
        key = "mod:" + stat
        lst = self._listeners(key)
        if not lst:
            return value
        guard = (stat, c, kind)
        if guard in self._modding:
            return value  # a condition reading the stat it modifies sees the unmodified value
        self._modding.add(guard)
        try:
            ip = self.ip
            ci = self.ci
            found = []
            for k in lst:
                sk = ip.get(k)
                if sk is None:
                    continue
                for _, e in ci[k].at[key]:
                    if kind is not None and e.get("kind", kind) != kind:
                        continue
                    if dkind is not None and "kinds" in e and dkind not in e["kinds"] and not (
                        dkind in ("phaser", "heavy") and "weapons" in e["kinds"]
                    ):
                        continue
                    if not self._mod_reaches(k, e["affects"], c):
                        continue
                    if "if" in e and not self._holds(self._ctx(self._side(k), k), e["if"]):
                        continue
                    if "at" in e and (at is None or at not in ip or not self._selects(self._ctx(sk["c"], k), e["at"], at)):
                        continue
                    found.append((k, e))
            return self._apply_mods(value, found)
        finally:
            self._modding.discard(guard)

    def _apply_mods(self, value: int, found: Sequence[tuple[int, Mapping[str, Any]]]) -> int:
        ip = self.ip
        order = {"set": 0, "add": 1, "mul": 2, "double": 2, "half": 2, "at_least": 3, "at_most": 3}
        for k, e in sorted(found, key=lambda x: order[x[1]["op"]]):
            op = e["op"]
            ctx = self._ctx(self._side(k), k)
            if op == "set":
                value = self._amount_of(ctx, e["value"])
            elif op == "add":
                value += self._amount_of(ctx, e["value"])
            elif op == "double":
                value *= 2
            elif op == "half":
                value //= 2
            elif op == "mul":
                m = e["value"]
                # A multiplier written as a decimal stands for the fraction it rounds ("1/3 the damage":
                # 0.3333333333333333 is 1/3), so that fractions drop as the card says.
                f = (Fraction(str(m)).limit_denominator(100) if isinstance(m, (int, float)) else Fraction(self._amount_of(ctx, m))) * value
                value = math.ceil(f) if e.get("round") == "up" else math.floor(f)
            elif op == "at_least":
                value = max(value, self._amount_of(ctx, e["value"]))
            elif op == "at_most":
                value = min(value, self._amount_of(ctx, e["value"]))
        return value

    def _mod_points(self, stat: str, c: int, points: Mapping[str, int]) -> dict[str, int]:
        """Points (costs, generated points) of card c by kind after the general modifiers."""
        out = {}
        for k in POINT_KINDS:
            v = self._mod(stat, c, points.get(k, 0), kind=k)
            if v > 0:
                out[k] = v
        return out

    def _output_mods(self, p: int, extra_engaged: int | None) -> dict[int, list[tuple[int, Mapping[str, Any]]]]:
        """The general output modifiers on p's terrain: terrain -> ((card, entry), ...). A unit's
        modifier counts while it engages (v2.1 "ALLOCATION"; GEqa B1 Military Outpost: "It must
        be engaged to use those points")."""
        out: dict[int, list[tuple[int, Mapping[str, Any]]]] = {}
        ip = self.ip
        ci = self.ci
        for k in self._listeners("mod:output"):
            sk = ip.get(k)
            if sk is None or k == self._ignored:
                continue
            if ci[k].t in "SBD" and not (sk["w"] or k == extra_engaged):
                continue
            for _, e in ci[k].at["mod:output"]:
                if "if" in e and not self._holds(self._ctx(self._side(k), k), e["if"]):
                    continue
                for t, st in ip.items():
                    if st["c"] == p and ci[t].t == "T" and self._mod_reaches(k, e["affects"], t):
                        out.setdefault(t, []).append((k, e))
        return out

    # ---- protection and fire limits (effects/kinds/statics.py) -------------------------------------------

    def _protected(self, x: int, src: int) -> bool:
        """Whether card x is protected from card `src` ("protect": may not be played on or target it,
        does it no damage)."""
        ip = self.ip
        for k in self._listeners("@protection"):
            sk = ip.get(k)
            if sk is None:
                continue
            for _, e in self.ci[k].at["@protection"]:
                if not self._mod_reaches(k, e.get("affects", "self"), x):
                    continue
                ctx = self._ctx(self._side(k), k)
                if not self._card_matches(ctx, src, e["from"]):
                    continue
                if "owner" in e["from"] and (self._controller(src) == self._side(k)) != (e["from"]["owner"] == "own"):
                    continue
                if "if" in e and not self._holds(ctx, e["if"]):
                    continue
                return True
        return False

    def _fire_limited(self, u: int, weapon: str, target: int) -> bool:
        """Whether a fire limit in play forbids unit u to fire `weapon` at target."""
        ip = self.ip
        for k in self._listeners("@fire_limits"):
            sk = ip.get(k)
            if sk is None:
                continue
            # GEfaq faq-005: "Rules on disengaged cards do not apply unless they are strictly
            # self-affecting" ("a disengaged B4 Border Station will not prevent other bases from
            # being the target of weapons fire"): a disengaged unit's limit binds only itself
            # (units = "self") or guards only itself (cannot_target = "self").
            idle = self.ci[k].t in "SBD" and not sk["e"]
            for _, e in self.ci[k].at["@fire_limits"]:
                if "weapons" in e and weapon not in e["weapons"]:
                    continue
                if idle and e["units"] != "self" and e.get("cannot_target") != "self":
                    continue
                if not self._mod_reaches(k, e["units"], u):
                    continue
                ctx = self._ctx(self._side(k), k)
                if "if" in e and not self._holds(ctx, e["if"]):
                    continue
                if e.get("all_targets"):
                    return True
                if "cannot_target" in e and self._names(ctx, e["cannot_target"], target):
                    return True
                if "only_target" in e and not self._names(ctx, e["only_target"], target):
                    return True
        return False

    def _indirigan_exempt(self, u: int) -> bool:
        """Whether a card in play frees unit u's fire from the Indirigan Tribe Rule (effects/kinds/
        statics.py "indirigan_rule": Lone Wolf ships, the Indirigan Former Homeworld)."""
        for k in self._listeners("@indirigan_exempt"):
            if k in self.ip and any(self._mod_reaches(k, e["exempt"], u) for _, e in self.ci[k].at["@indirigan_exempt"]):
                return True
        return False

    def _names(self, ctx: Mapping[str, Any], spec: Any, x: int) -> bool:
        """Whether a card parameter (a reference or a sweep selector) names card x."""
        if x < 0:
            return False
        if isinstance(spec, str):
            return x in self._ref(ctx, spec)
        return self._selects(ctx, spec, x)
