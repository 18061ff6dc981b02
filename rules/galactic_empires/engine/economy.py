"""Points: what a fleet generates, what cards need, paying and allocation actions.

Rulebook sections: Primary rules, "1 - Allocation Phase", "Points", "Terrain Modifiers", "Command"; v2.1 "ALLOCATION PHASE".
"""
from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ...core import Action
from ..effects.registry import KINDS
from .empires import is_pirate
from .common import (
    v21_slot_halves,
    _amount,
    PLAYS_PER_TURN,
    POINT_KINDS,
    SHIP_TYPES,
    UNIT_TYPES,
    _terrain_output,
    V21,
    edition,
)


# Every point kind at zero: the start of a fleet's points (EconomyRules._produced copies it, never changes it).
_NO_POINTS = dict.fromkeys(POINT_KINDS, 0)


class EconomyRules:
    """Points: what a fleet generates, what cards need, paying and allocation actions."""

    def _command_used(
        self, p: int, extra: int | None = None, units: list[int] | None = None,
        memo: dict[object, Any] | None = None, apart: int | None = None,
    ) -> int:
        """Command slots p's units take ("MINOR EMPIRE COMMAND RATING BONUS", in both the Primary
        and the v2.1 rulebook, so in every edition: one minor empire ship is free unless that
        empire is the deck's own). Primary rules, "COMMAND POINTS": each
        ship or base card takes one; v2.1 "COMMAND LIMITS, COMMAND SLOTS AND COMMAND POINTS":
        strength 3 or higher one, strength 2 (and psy cards) 1/2, others none ("Combined cards
        require the command slots of their combined strength"; "never drop fractions").
        With `extra`, as if card `extra` joined them. `memo` (PlayRules._play_targets' memo for
        one listing of p's plays, while nothing moves) keeps p's own slots (_fleet_slots).
        `apart`: a combined Krebiz component counted as if separated from its host."""
        fleet = memo.get("C") if memo is not None else None
        if fleet is None:
            fleet = self._fleet_slots(p, units, apart)
            if memo is not None:
                memo["C"] = fleet
        halves, free, psys, v21 = fleet
        if extra is not None:
            i = self.ci[extra]
            if i.t == "P":
                if self.haspsy:
                    psys += 1
            elif i.cmd_slots:
                combined = v21 and i.cmd_slots == 1 and extra in self.ip and self._children(extra)
                h = self._combined_halves(extra) if combined else i.cmd_halves[v21]
                halves += h
                if i.minor and i.t in SHIP_TYPES and i.emp != self.main[p]:
                    free = max(free, h)
        if self.freed:
            # Primary rules, "COMMAND POINTS": a ship destroyed (or self-destructed) frees its
            # slot only "the turn after" (damage.py _remove records it, in Primary matches only).
            turn = self.turn
            for q, t, n in self.freed:
                if q == p and t == turn:
                    halves += 2 * n  # (a loop: a comprehension would make p a cell at every call)
        return (halves - free + psys + 1) // 2

    def _fleet_slots(
        self, p: int, units: list[int] | None = None, apart: int | None = None,
    ) -> tuple[int, int, int, bool]:
        """p's units' command slots, in half slots (_command_used): their sum, the free minor
        empire ship's, p's psy cards' (v2.1 "COMMAND LIMITS": 1/2 a slot each); and whether
        the match plays v2.1. `apart`: as _command_used's."""
        ci = self.ci
        ip = self.ip
        main = self.main[p]
        v21 = edition(self.opts) == V21
        halves = 0
        free = 0
        if units is None:
            units = self._units(p)  # (or the caller's list of them: PlayRules._kept)
        if apart is not None:
            units = units + [apart]  # a combined Krebiz component counted as separated (empires.py)
        kids = self._kids
        if v21 and kids is None:
            self._children(-1)  # (the stack index, read directly below)
            kids = self._kids
        for u in units:
            i = ci[u]
            if not i.cmd_slots:
                continue  # Luxury Liner: "Does not require a command slot"
            if v21 and i.cmd_slots == 1 and u in kids and u in ip:
                h = self._combined_halves(u, apart)
            elif i.tst and "ori" in ip[u]:
                h = i.cmd_halves_origin[v21]  # GEfaq: "Units in the time origin require a command slot based on their origin strength"
            else:
                h = i.cmd_halves[v21]
            halves += h
            if i.minor and i.t in SHIP_TYPES and i.emp != main:
                free = max(free, h)
        psys = 0
        if self.haspsy:
            for c in self._psys():
                if ip[c]["c"] == p and ci[c].t == "P":
                    psys += 1  # (a loop: a comprehension would make p, ci and ip cells at every call)
        return halves, free, psys, v21

    def _combined_halves(self, u: int, apart: int | None = None) -> int:
        """v2.1: the half slots of one-slot unit u in play by its strength with the cards combined
        with it but `apart` (its own alone: CardInfo.cmd_halves)."""
        ip = self.ip
        ci = self.ci
        st = ci[u].st + sum(ci[k].st for k in self._children(u) if ip[k]["cmb"] and k != apart)
        return v21_slot_halves(st)

    def _needs(self, cid: int) -> dict[str, int]:
        """Points this card needs to engage (after captains' reductions and general modifiers)."""
        need = self._needs_before_mods(cid) if self.ci[cid].costs else {}
        if "mod:cost" in self.fxin:
            if self._kids is None:
                self._children(-1)  # (self._listeners inlined: it runs for every card at each allocation)
            if self._on.get("mod:cost"):
                return self._mod_points("cost", cid, need)
        return need

    def _needs_before_mods(self, cid: int) -> dict[str, int]:
        need = dict(self.ci[cid].costs)
        if not need:
            return need
        if self.ci[cid].surface and self.ip[cid]["loc"] is not None:
            return {}  # Surface Dragoness: "Steals its engagement cost from its location"
        if "@raid" in self.fxin and self._steals_cost(cid):
            return {}  # "stealing its engagement cost from that terrain" (engine/movement.py)
        st = self._status(cid)
        if st:
            # Power Leech, Phase Rats, Gravity Pocket, Rat Infestation: engagement costs changed.
            for k, n in st.get("cost_mult", {}).items():
                if need.get(k):
                    need[k] *= n
            for k, n in st.get("cost_add", {}).items():
                need[k] = need.get(k, 0) + n
        for c in self._children(cid):
            e = self.ci[c].fx.get("cost_reduction")
            if e and self._applies_on(e, cid):
                insane = self._status(c).get("insane")  # Insanity: the opposite point modification
                for k in ("supply", "energy"):
                    if e.get(k) and need.get(k):
                        need[k] = need[k] + e[k] if insane else max(0, need[k] - e[k])
        return {k: v for k, v in need.items() if v}

    # Equipment engagement ----------------------------------------------------------------
    # v2.1 "EQUIPMENT CARDS": "Equipment cards have a small 'P' or 'NP' ... A non-passive equipment
    # card cannot be engaged on a disengaged unit"; "EFFECTS OF BEING DISENGAGED": "non-passive
    # equipment on a disengaged unit must be disengaged"; GEfaq faq-042 "Non-Passive (NP)": "may
    # not be engaged at a disengaged location. When played to a disengaged location it is played
    # disengaged regardless of its engagement cost"; faq-043 "Passive (P)": "may be engaged
    # regardless of the engagement state of its location". The P is the card data's "Passive"
    # property (every other equipment card has "Nonpassive": the master list follows the
    # unofficial errata's P/NP list for the printings without the marker).

    def _engaging(self, x: int) -> bool:
        """Card x is engaged, or (in its controller's Allocation Phase) will engage."""
        s = self.ip[x]
        return s["w"] if self.phase == "alloc" and s["c"] == self.active else s["e"]

    def _equipment_location_allows(self, c: int, key: str | None = None) -> bool:
        """Whether equipment c's location lets it be engaged (faq-042, faq-043): always for
        passive equipment; for non-passive equipment only while the unit it is on is (or will be)
        engaged (`key` "e": engaged, whatever the phase). Equipment in the fleet or on a card
        other than a unit has no such limit."""
        if "Passive" in self.ci[c].tags:
            return True
        host = self.ip[c]["loc"]
        if host is None or host not in self.ip or self.ci[host].t not in UNIT_TYPES:
            return True
        return self.ip[host][key] if key else self._engaging(host)

    def _equipment_played_engaged(self, c: int) -> bool:
        """How equipment c is played (GEfaq "How are cards played": "Cards with an engagement cost
        are played disengaged. Cards without an engagement cost are played engaged. Two exceptions
        are abilities and non-passive equipment. These are always played disengaged when being
        played to a disengaged card"; the cost on the card, whatever modifies it: a Pirate Captain's
        "Equipment may operate without energy (including the turn played)")."""
        return (not self.ci[c].costs or not self._needs(c)) and self._equipment_location_allows(c)

    def _equipment_engaged(self, c: int) -> bool:
        """Whether equipment c in play is engaged now ("A disengaged card may not take any
        action"): its own points received (or none needed), and for non-passive equipment its
        unit engaged too, also when the unit was disengaged during the turn."""
        if self.ip[c]["loc"] is None:
            return self.ip[c]["e"]  # played to the fleet: as it was played
        return self._engaging(c) and self._equipment_location_allows(c)

    def _applies_on(self, e: Mapping[str, Any], unit: int) -> bool:
        on = e.get("on")
        if not on:
            return True
        i = self.ci[unit]
        if on == "generic":
            return i.ecls == "generic"
        if on == "pirate":
            return is_pirate(i.tags, i.emp)
        return i.emp == on

    def _drain_fleet(self, c: int, out: dict[str, int], halves: list[str], spill: dict[str, int],
                     spared: set[str] | None = None) -> None:
        """Card c's drain on the fleet it acts on (_produced): points less (`out`), kinds halved
        (Pirate Activity, Research Defiler), and with `then_economy` what the fleet's own points of
        a kind cannot cover taken from economy (`spill`; the Black Hole: "Played against a fleet.
        3 less energy points are generated each turn")."""
        econ = self.ci[c].drain_econ
        if spared is not None and self.ci[c].drain_spare:
            spared.update(self.ci[c].drain)  # EM Burst: "except from crew cards" (_produced)
        for k, v in self.ci[c].drain.items():
            if v == "half":
                halves.append(k)
            else:
                v = self._strength(c) if v == "strength" else v
                out[k] -= v
                if econ:
                    spill[k] = spill.get(k, 0) + v

    def _produced(self, p: int, extra_engaged: int | None = None) -> dict[str, int]:
        """Points p's fleet generates this allocation, given which units will engage.

        Terrain makes its printed points from the turn after it was played ("SHIPS AND BASES ARE
        PLAYED DISENGAGED"); units on a terrain modify it if they will engage (v2.1, "ALLOCATION");
        additive and multiplicative modifiers are not cumulative, only the greatest counts, except
        the Growing Economy ("Terrain Modifiers").
        """
        ip = self.ip
        ci = self.ci
        turn = self.turn
        if self._kids is None:
            self._children(-1)
        out = dict(_NO_POINTS)
        gens = "mod:generates" in self.fxin
        # (the listener index is fresh: rebuilt above if need be, and nothing moves here)
        omods = self._output_mods(p, extra_engaged) if "mod:output" in self.fxin and self._on.get("mod:output") else None
        drained = False
        raids = "@raid" in self.fxin
        halves: list[str] = []
        spill: dict[str, int] = {}  # drains whose shortfall is taken from economy (then_economy)
        spared: set[str] = set()  # kinds a drain takes from every card but crew cards (spare_crew)
        crew: dict[str, int] = {}  # the points crew cards make (kept from such a drain)
        terrains: list[int] = []
        mods: dict[int, list[int]] = {}
        for c, s in ip.items():
            if s["c"] != p:
                if s.get("vs") == p and ci[c].drain is not None and c not in self._halted:
                    # A card played against p's fleet (a terrain or a fleet card, still its
                    # player's: ZoneRules._enter_against) drains p's points.
                    drained = True
                    self._drain_fleet(c, out, halves, spill, spared)
                continue
            i = ci[c]
            if i.t == "T":
                if s["pt"] < turn and ((ts := self._status(c)).get("no_negative_mods") or not ts.get("no_points") and not (
                    ("np" in s and turn - s["np"] < self.n)  # Interplanetary Conflict: its owner's next turn
                    or (self.psyfx and self._psy_active("star_stop", c))
                )):
                    terrains.append(c)
                continue
            loc = s["loc"]
            engaged = s["w"] or c == extra_engaged
            if loc is not None and ci[loc].t == "T" and (i.t == "B" or i.on_terrain):
                if engaged:
                    mods.setdefault(loc, []).append(c)
                continue
            if i.t in UNIT_TYPES:
                if engaged:
                    for k, v in (self._mod_points("generates", c, i.gen) if gens else i.gen).items():
                        out[k] += v
            elif i.drain is not None and loc is None and c not in self._halted:
                if "vs" not in s:  # (one played against another fleet drains that fleet: above)
                    drained = True  # a fleet card: fewer points this turn
                    self._drain_fleet(c, out, halves, spill, spared)
            elif i.attached_gen and not self._status(c).get("disabled") and (i.t not in "PF" or engaged) and (
                i.t != "E" or loc is None or ((engaged or not self._needs(c)) and self._equipment_location_allows(c))
                # "Cards that will not be engaged cannot generate or modify points" (v2.1
                # "ALLOCATION"): equipment on a card while it engages (faq-042, faq-043)
            ) and not (
                i.t in "CP" and self._status(loc).get("crew_disabled")  # Plague: "Disables all crew at the location"
            ):
                # Crew and equipment generate where they sit (Science Officer, Laboratory, Probe);
                # psys and fields while engaged (Lesser Healing Field's psy healing point).
                # Confidential First Chief Executive Deputy...: "Doubles the point output".
                cst = self._status(c)
                m = 2 if cst.get("double_output") else 1
                if cst.get("insane"):
                    m = -m  # Insanity: "the opposite of ... point generation"
                    drained = True
                for k, v in (self._mod_points("generates", c, i.gen) if gens else i.gen).items():
                    out[k] += v * m
                    if i.t == "C":
                        crew[k] = crew.get(k, 0) + v * m
        located = self._drn  # the cards in play with a drain, in play order (the index is fresh, as above)
        if located:
            # A card with a drain sitting at a location (a crew card played to a location in a
            # fleet) drains that location's fleet, whoever controls the card (GEerrata: "It is the
            # controller of the location of the [card] that must pay").
            for c in located:
                loc = ip[c]["loc"]
                if loc is None or ci[c].drain is None or ci[c].t == "T" or loc not in ip or ip[loc]["c"] != p \
                        or c in self._halted:
                    continue
                drained = True
                for k, v in ci[c].drain.items():
                    if v == "half":
                        halves.append(k)
                    else:
                        out[k] -= self._strength(c) if v == "strength" else v
        combined = [t for t in terrains if ip[t]["cmb"] and ip[t]["loc"] in ip and ci[ip[t]["loc"]].t == "T"] if terrains else []
        for t in combined:
            # Units on a combined terrain card modify the one card it makes with its host.
            host = ip[t]["loc"]
            if t in mods:
                mods.setdefault(host, []).extend(mods.pop(t))
            if omods and t in omods:
                omods.setdefault(host, []).extend(omods.pop(t))
        for t in terrains:
            if combined and t in combined:
                continue  # one card with the terrain it was played to: its points are that card's (below)
            if ci[t].drain and "vs" not in ip[t]:
                # A terrain draining its own fleet (one played against another fleet, the Black
                # Hole, drains that fleet: above).
                drained = True
                self._drain_fleet(t, out, halves, spill, spared)
            # Its printed points, as general `generates` modifiers change them (a terrain whose
            # points fall or grow each turn).
            base = self._mod_points("generates", t, ci[t].gen) if gens else ci[t].gen
            if combined:
                base = self._combined_output(t, base, combined, gens)
            # Engaged units on or against the terrain that steal their engagement cost from it: a
            # surfacing dragon ("Steals its engagement cost from its location") and raiders
            # ("stealing its engagement cost from that terrain", engine/movement.py).
            thieves = self._surf.get(t, ())
            if raids:
                thieves = [*thieves, *self._raiders_against(t)]
            for d in thieves:
                if ip[d]["e"]:
                    base = dict(base)
                    for k, v in ci[d].costs:
                        base[k] = max(0, base.get(k, 0) - v)
            tst = self._status(t)
            guarded = bool(tst) and tst.get("no_negative_mods", False)  # Gaia Separation
            if tst:
                if tst.get("no_energy") and not guarded:
                    base = {k: v for k, v in base.items() if k != "energy"}  # Tectonic Burrower
                if "output" in tst:
                    base = _terrain_output(base, tst["output"])
            general = omods.get(t) if omods else None
            if t not in mods and not general:
                for k, v in base.items():
                    out[k] += v
                continue
            add: dict[str, int] = {}
            mul: dict[str, Any] = {}
            grow: dict[str, int] = {}
            sets: dict[str, int] = {}
            conv: dict[str, str] = {}
            less: dict[str, int] = {}
            if general:
                self._general_output(t, general, base, add, mul, sets, guarded, conv, less)
            for m in mods.get(t, ()):
                mi = ci[m]
                if mi.grow is not None:
                    grow.update(mi.grow)  # Growing Economy: "never multiplied" (one per terrain)
                    continue
                for k, v in mi.gen.items():
                    if v > add.get(k, 0):
                        add[k] = v
                for k, v in mi.mult.items():
                    if v > mul.get(k, 1):
                        mul[k] = v
            for k in set(base) | set(add) | set(grow) | set(sets) | set(less):
                to = conv.get(k, k) if conv else k  # Urbanization: the supply (or energy) output as economy
                if k in sets:
                    out[to] += sets[k]  # Flood: "does not generate points"
                    continue
                made = (base.get(k, 0) + add.get(k, 0)) * (1 if t == self._unmultiplied else mul.get(k, 1)) + grow.get(k, 0)
                if less:
                    made = max(0, int(made) - less.get(k, 0))  # (a terrain makes no fewer than none)
                out[to] += int(made)  # a general multiplier of 1.5: fractions dropped
        if "@holds_points" in self.fxin:
            # Points a card held from its player's last turn (effects/kinds/statics.py "hold_points").
            for k in self._listeners("@holds_points"):
                if k in ip and ip[k]["c"] == p:
                    for _, e in ci[k].at["@holds_points"]:
                        kind, n = KINDS[e["effect"]].at_holds_points(self, k, e)
                        out[kind] += n
        if drained:
            for k in halves:
                out[k] //= 2
            for k, v in spill.items():
                if out[k] < 0:
                    # Black Hole: "Economy used as energy will be drained if there are fewer than 3
                    # natural energy points": the rest of the drain takes economy points.
                    out["economy"] -= min(-out[k], v)
                    out[k] = 0
            for k in spared:
                # A drain of every point but crew cards' (EM Burst): what crew cards make stays.
                out[k] = max(out[k], crew.get(k, 0))
            for k, v in out.items():
                if v < 0:
                    out[k] = 0
        return out

    def _combined_output(self, t: int, base: Mapping[str, int], combined: list[int], gens: bool) -> dict[str, int]:
        """The points of terrain t with the terrain cards combined with it, in the order played: each
        multiplies what the card makes by its printed multipliers, then adds its own points (GEfaq
        "Combined": "The point output is combined"; GEqa qa-055, two T4 White Dwarfs on a T5 of 1
        economy, 1 supply and 2 energy: "4 economy, 4 supply, and 20 energy")."""
        out = dict(base)
        for k in self._children(t):
            if k in combined and self.ip[k]["loc"] == t:
                ki = self.ci[k]
                out = {kind: v * ki.mult.get(kind, 1) for kind, v in out.items()}
                for kind, v in (self._mod_points("generates", k, ki.gen) if gens else ki.gen).items():
                    out[kind] = out.get(kind, 0) + v
        return out

    def _general_output(
        self, t: int, general: list[tuple[int, Mapping[str, Any]]], base: Mapping[str, int],
        add: dict[str, int], mul: dict[str, Any], sets: dict[str, int], guarded: bool = False,
        conv: dict[str, str] | None = None, less: dict[str, int] | None = None,
    ) -> None:
        """General "modify output" entries on terrain t, merged with the terrain modifiers: of
        several adds (or multipliers) per kind only the greatest counts ("Terrain Modifiers"); a
        negative add is points less (`less`, summed, taken off after the modifiers);
        "set" replaces the kind's output (set 0: "does not generate points"). `guarded`: negative
        point modifiers are not applied to the terrain (status no_negative_mods: Gaia Separation)."""
        ip = self.ip
        for k, e in general:
            ctx = self._ctx(self._side(k), k)
            kinds = [e["kind"]] if "kind" in e else list(POINT_KINDS)
            op = e["op"]
            if op == "convert":
                if conv is not None:
                    conv[e["kind"]] = e["into"]
                continue
            for kind in kinds:
                if op == "set":
                    v = self._amount_of(ctx, e["value"])
                    if not guarded or v >= base.get(kind, 0):
                        sets[kind] = v
                elif op == "add":
                    v = self._amount_of(ctx, e["value"])
                    if v < 0:
                        # "produces 1 less economy" (Terradeforming) is no terrain modifier
                        # competing to be the greatest: each takes its points off what the terrain
                        # makes (GEqa qa-043: "a T13 that produces 6 economy. So it would produce
                        # five"); none on a terrain guarded from negative modifiers.
                        if not guarded and less is not None:
                            less[kind] = less.get(kind, 0) - v
                    elif v > add.get(kind, 0):
                        add[kind] = v
                elif op in ("mul", "double", "half"):
                    m = e.get("value")
                    f = (Fraction(2) if op == "double" else Fraction(1, 2) if op == "half"
                         else Fraction(str(m)) if isinstance(m, (int, float)) else Fraction(self._amount_of(ctx, m)))
                    if f > mul.get(kind, 1):
                        mul[kind] = f
                    elif op == "half" and not guarded:
                        mul[kind] = min(mul.get(kind, 1), f)

    def _economy_barred(self, p: int | None = None) -> frozenset[str]:
        """The point kinds player p (default: the player allocating) may not use economy points as:
        those drained by a card with `no_economy` acting on his fleet (Labor Strikes: "Nor may
        economy points be used as ammunition on that turn"), which fleet as in _produced."""
        if self._kids is None:
            self._children(-1)
        if not self._drn:
            return frozenset()
        p = self.active if p is None else p
        ip = self.ip
        barred: frozenset[str] = frozenset()
        for c in self._drn:  # the cards in play with a drain (the index is fresh, as above)
            kinds = self.ci[c].drain_noecon
            if not kinds or c not in ip or c in self._halted:
                continue
            s = ip[c]
            loc = s["loc"]
            if "vs" in s:
                fleet = s["vs"]  # played against an opponent's fleet (ZoneRules._enter_against)
            elif loc is not None and loc in ip:
                fleet = ip[loc]["c"]  # at a location: that location's fleet
            else:
                fleet = s["c"]
            if fleet == p:
                barred |= kinds
        return barred

    def _substitutes(self, c: int | None) -> dict[str, str]:
        """Point kinds card c's requirements may be paid with instead ({kind: use}): effects/kinds/
        statics.py "pay_with" (the Bolaar Cargo Express: supply for economy)."""
        if c is None or "@pay_with" not in self.fxin or c not in self.ip:
            return {}
        out: dict[str, str] = {}
        for k in self._listeners("@pay_with"):
            if k in self.ip:
                for _, e in self.ci[k].at["@pay_with"]:
                    got = KINDS[e["effect"]].at_pay_with(self, k, c, e)
                    if got:
                        out[got[0]] = got[1]
        return out

    def _can_pay(self, pool: Mapping[str, int], need: Mapping[str, int], c: int | None = None) -> bool:
        short = 0
        barred = self._economy_barred() if need else ()
        for k, v in need.items():
            have = pool.get(k, 0)
            if k == "economy":
                use = self._substitutes(c).get("economy")
                if use:  # what the card's own need of that kind leaves of it pays economy (pay_with)
                    spare = pool.get(use, 0) - min(pool.get(use, 0), need.get(use, 0))
                    short += v - min(spare, v)
                else:
                    short += v
            elif have < v:
                if k in barred:
                    return False  # economy may not stand for it
                short += v - have
        return short <= pool.get("economy", 0)

    def _pay(self, need: Mapping[str, int], c: int | None = None) -> None:
        pool = self.pool
        subs = self._substitutes(c)
        for k, v in sorted(need.items(), key=lambda kv: kv[0] == "economy"):  # its own kinds first
            if k == "economy":
                use = subs.get("economy")
                if use:
                    take = min(max(0, pool.get(use, 0)), v)
                    pool[use] -= take
                    v -= take
                pool["economy"] -= v
                continue
            take = min(pool.get(k, 0), v)
            pool[k] -= take
            pool["economy"] -= v - take

    def _has(self, kind: str) -> bool:
        return self.pool.get(kind, 0) > 0 or (self.pool.get("economy", 0) > 0 and kind not in self._economy_barred())

    def _spend(self, kind: str) -> None:
        if self.pool.get(kind, 0) > 0:
            self.pool[kind] -= 1
        else:
            self.pool["economy"] -= 1

    def _legal_alloc(self, p: int) -> list[Action]:
        acts: list[Action] = []
        ip = self.ip
        ci = self.ci
        pool = self.pool
        econ = pool.get("economy", 0)
        now: dict[str, int] | None = None
        raids = "@raid" in self.fxin
        for u in self._units(p):
            s = ip[u]
            i = ci[u]
            if i.surface and s.get("mv") != self.turn:
                # Surface Dragoness: "May move against any terrain (during the Allocation Phase)";
                # Ruling: once a turn.
                for t, st in ip.items():
                    if st["c"] != p and ci[t].t == "T" and st["loc"] is None and t != s["loc"]:
                        acts.append({"player": p, "type": "move", "card": u, "to": t})
            if raids or (s["loc"] is not None and i.t == "S" and not i.on_terrain):
                acts.extend(self._raid_moves(p, u))  # effects/kinds/statics.py "raid" (engine/movement.py)
            kids = self._children(u)
            comps = [u] + [k for k in kids if ip[k]["cmb"]] if kids else (u,)
            for c in comps:
                sc = ip[c]
                if not sc["w"]:
                    if i.on_terrain and c == u and i.t == "S" and s.get("mv") != self.turn:
                        # Freighters and tugs move between own terrain; a Solar Dragoness stays
                        # on the terrain it was played on (its text gives no move). Ship Movement
                        # Rules: "Ships in the fleet may be moved once each Allocation Phase".
                        for t, st in ip.items():
                            if st["c"] == p and ci[t].t == "T" and t != s["loc"] and not (
                                raids and self._defending_blocked(u, t)
                            ):
                                acts.append({"player": p, "type": "move", "card": u, "to": t})
                    need = self._needs(c)
                    avail = pool
                    if (i.on_terrain and s["loc"] is not None) or ((i.t == "B" or ci[c].gen) and (ci[c].gen or ci[c].mult)):
                        after = self._produced(p, extra_engaged=c)
                        if now is None:
                            now = self._produced(p)
                        avail = {k: pool.get(k, 0) + after[k] - now[k] for k in POINT_KINDS}
                    if self._can_pay(avail, need, c) and not self._status(c).get("disengaged"):
                        acts.append({"player": p, "type": "engage", "card": c})
                    continue
                ic = ci[c]
                if sc["am"] < self._heavy_total(c) and self._has("ammunition"):
                    acts.append({"player": p, "type": "arm", "card": c})
                if ic.var and sc["am"] and sc["pz"] < sc["am"] * ic.var and (pool.get("energy", 0) > 0 or econ > 0):
                    acts.append({"player": p, "type": "plasma", "card": c})
                if ic.mechad and sc["emf"] < self._emf_limit(c) and (pool.get("energy", 0) > 0 or econ > 0):
                    acts.append({"player": p, "type": "emf", "card": c})
                if sc["am"] > sc.get("fx3", 0) and (pool.get("energy", 0) > 0 or econ > 0) and self._flux_mode(c):
                    acts.append({"player": p, "type": "flux", "card": c})
            # Repairs: "Shield points and structural damage points may be repaired".
            if i.t != "D" and (pool.get("repair", 0) > 0 or econ > 0):
                if s["sd"] > 0 and not i.mechad:
                    acts.append({"player": p, "type": "repair", "card": u, "part": "shields"})
                if s["hd"] > 0 and (not s.get("ur") or self._hull_repairable(u)):
                    acts.append({"player": p, "type": "repair", "card": u, "part": "structure"})
            if i.t == "D" and s["hd"] > 0 and pool.get("healing", 0) > 0:
                acts.append({"player": p, "type": "heal", "card": u})
        for c, s in ip.items():
            # Equipment with point requirements engages by allocation like a unit ("Only a card
            # that will receive all of its point requirements may receive additional points for the
            # operation of ... equipment"), where its location lets it (faq-042, faq-043).
            if s["c"] == p and ci[c].t == "E" and not s["w"] and not s["cmb"] and ci[c].costs and s["loc"] is not None:
                if (self._equipment_location_allows(c) and self._can_pay(pool, self._needs(c), c)
                        and not self._status(c).get("disengaged")):
                    acts.append({"player": p, "type": "engage", "card": c})
        if self.haspsy and self._psys():
            acts.extend(self._legal_psy_alloc(p))
        research = pool.get("research", 0) > 0 or econ > 0
        repair = pool.get("repair", 0) > 0 or econ > 0
        if repair:
            for t, st in ip.items():
                if st["c"] == p and ci[t].t == "T" and self._terrain_repairable(t):
                    acts.append({"player": p, "type": "repair", "card": t, "part": "structure"})
        # Research points against monsters on own cards that research can defeat.
        if self._kids is None:
            self._children(-1)
        for m in self._on.get("dark", ()):
            if m in ip and ip[m]["c"] != p and research and self._can_pay(pool, {"research": ci[m].dark}):
                # Dark Dragoness: "3 research points per unit must be applied before that unit may
                # fire on a dark dragon" (each turn).
                for u in self._units(p):
                    if not self._detected(u, m) and (self._phasers(u) or self._heavy_total(u)):
                        acts.append({"player": p, "type": "detect", "card": u, "on": m})
        if pool.get("energy", 0) > 0 or econ > 0:
            for m in self._on.get("engagement", ()):
                sm = ip.get(m)
                loc = sm["loc"] if sm is not None else None
                if loc in ip and ip[loc]["c"] == p and ci[m].eng_dmg:
                    # Creature from the Black Hole: "One point of energy may be allocated to
                    # prevent each point of damage".
                    if sm.get("pv", 0) < self._strength(loc) and not self._suspended(m):
                        acts.append({"player": p, "type": "prevent", "card": m})
        if research or repair:
            for m, sm in ip.items():
                loc = sm["loc"]
                im = ci[m]
                if loc is None:
                    if sm.get("vs", sm["c"]) == p and research and "@negation" in im.at and "@in_fleet" in im.at and all(
                        KINDS[e["effect"]].at_research_ready(self, m, e) for _, e in im.at.get("@research_ready", ())
                    ):
                        acts.append({"player": p, "type": "research", "card": m})  # Kraken, Well of Time
                    continue
                if loc not in ip or ip[loc]["c"] != p:
                    continue
                nb = im.at.get("@negation")
                if nb:
                    # Illness, Breakdown, Political Upheaval...: negated by research (or repair) points.
                    e = nb[0][1]
                    acts.extend(KINDS[e["effect"]].negation_actions(self, p, m, e, research, repair))
                    continue
                if research and im.t == "M":
                    ready = im.at.get("@research_ready")  # (a monster defeated by damage or research)
                    if ready and all(KINDS[e["effect"]].at_research_ready(self, m, e) for _, e in ready):
                        acts.append({"player": p, "type": "research", "card": m})
        if "@abilities" in self.fxin:
            if self._kids is None:
                self._children(-1)
            if self._opr:  # (cards with an action to list, kept with the listener index)
                acts.extend(self._legal_abilities(p, "alloc"))  # functions with a point cost
        if "@pay_to_negate" in self.fxin:
            for k in self._on.get("@pay_to_negate", ()):  # (the index is fresh: made above, and a listing moves nothing)
                for _, e in ci[k].at["@pay_to_negate"]:
                    left = self._negate_left(p, k, e)
                    if left is not None and self._pays_toward(pool, left):
                        acts.append({"player": p, "type": "pay_negate", "card": k})
        if "installation" in self.fxin:
            acts.extend(self._legal_installation_alloc(p))  # installations' ammunition and repairs
        if self.plays < PLAYS_PER_TURN and self.pturns[p] > 1 and not self._allocplay.isdisjoint(self.hand[p]):
            # Pirates Cache: "May be played during the Allocation Phase" for immediate points.
            for c in self.hand[p]:
                if "@timing" in ci[c].at:
                    # Cards "Played during the Allocation Phase" (effects/kinds/play.py "playable").
                    for extra in self._play_targets(p, c):
                        if "fleet" in extra:
                            extra = {"on": -1 - extra["fleet"]}
                        acts.append({"player": p, "type": "play", "card": c, **extra})
                elif "@alloc_play" in ci[c].at and ci[c].playable:
                    acts.append({"player": p, "type": "play", "card": c})
        acts.append({"player": p, "type": "done"})
        return acts

    # Allocation --------------------------------------------------------------------------

    def _do_move(self, p: int, a: Action) -> None:
        self.ip[a["card"]]["mv"] = self.turn  # once each Allocation Phase (Ship Movement Rules)
        self.ip[a["card"]]["loc"] = a["to"]
        self._kids = None
        if "@raid" in self.fxin:
            self.ip[a["card"]].pop("adrift", None)
            self._moved_off(a["card"], a["to"])  # engine/movement.py
        self.pool = self._produced(p)
        self._repay(p)
        self._emit("moved", card=a["card"], to=a["to"])
        if "on:moved" in self.fxin:
            self._event("moved", card=a["card"], to=a["to"])
        rx = self._rxon.get("moved")
        if rx and self.res is None and self._held_by_another(p, rx):
            # v2.1 "PLAYING REACTION CARDS" ("A reaction card can be played in reaction to any
            # action", GEqa): other players may answer the move, once made; nothing waits on it.
            self._open_window(p, {"kind": "moved", "card": a["card"], "on": a["to"]}, None)

    def _repay(self, p: int) -> None:
        """Recompute the pool after a modifier change, re-paying everything already allocated."""
        pool = self._produced(p)
        ip = self.ip
        self.pool = pool
        for c, s in ip.items():
            if s["c"] != p:
                continue
            i = self.ci[c]
            if i.t == "E":
                if s["w"] and s.get("paid"):
                    self._pay(self._needs(c), c)  # equipment engaged by allocation (faq-042)
                continue
            if i.t not in UNIT_TYPES:
                if not i.psyx:
                    continue
                for _ in range(s.get("pc", 0)):
                    self._spend(i.psy.get("cost", "energy"))
                if i.t not in "PF":
                    continue
            if s["w"] and s.get("paid"):
                self._pay(self._needs(c), c)
            for _ in range(s["am"]):
                self._spend("ammunition")
            for _ in range(s["pz"]):
                self._spend("energy")
            for _ in range(s["emfe"] + s.get("fx3", 0)):
                self._spend("energy")
        for k in pool:
            if pool[k] < 0:
                pool[k] = 0

    def _do_engage(self, p: int, a: Action) -> None:
        c = a["card"]
        s = self.ip[c]
        before = self._produced(p)
        s["w"] = True
        s["paid"] = True
        after = self._produced(p)
        for k in POINT_KINDS:
            self.pool[k] = self.pool.get(k, 0) + after[k] - before[k]
        self._pay(self._needs(c), c)
        self._emit("engage", card=c)

    def _do_arm(self, p: int, a: Action) -> None:
        self._spend("ammunition")
        self.ip[a["card"]]["am"] += 1

    def _do_plasma(self, p: int, a: Action) -> None:
        self._spend("energy")
        self.ip[a["card"]]["pz"] += 1

    def _do_emf(self, p: int, a: Action) -> None:
        self._spend("energy")
        s = self.ip[a["card"]]
        s["emfe"] += 1
        extra = sum(self.ci[k].fx.get("add_nodes", {}).get("nodes", 0) for k in self._children(a["card"]))
        # Distribution Nodes: extra node points ("Ships are limited to a maximum of 3 extra nodes")
        s["emf"] = min(self._emf_limit(a["card"]), s["emf"] + self.ci[a["card"]].nodes + min(extra, 3))

    def _emf_limit(self, c: int) -> int:
        """The most EMF unit c may generate this Allocation Phase: twice its strength, and its
        strength above the field it had when the phase began (GEfaq "EMF"; set each turn start)."""
        return self.ip[c].get("emfx", 2 * self.ci[c].st)

    def _flux_mode(self, u: int) -> bool:
        """Whether a card on unit u lets it energize its heavy weapons (Energy Flux Mode
        Enhancement; effects/kinds/fire.py "@weapon_energy")."""
        if "@weapon_energy" not in self.fxin:
            return False
        ci = self.ci
        for k in self._children(u):
            for _, e in ci[k].at.get("@weapon_energy", ()):
                if KINDS[e["effect"]].at_weapon_energy(self, k, e):
                    return True
        return False

    def _do_flux(self, p: int, a: Action) -> None:
        # "tripled with the application of one energy point per energy flux tripled" (armed ones).
        self._spend("energy")
        s = self.ip[a["card"]]
        s["fx3"] = s.get("fx3", 0) + 1

    def _do_repair(self, p: int, a: Action) -> None:
        self._spend("repair")
        s = self.ip[a["card"]]
        if a["part"] == "negate":
            s["rd"] += 1
            self._emit("repair", card=a["card"], part="negate")
            self._check_monster(a["card"])
            return
        key = "sd" if a["part"] == "shields" else "hd"
        if not self._repair_paid(a["card"]):
            self._emit("repair", card=a["card"], part=a["part"])
            return  # (a point towards the next one: "3 repair points are required to repair each point")
        times = 1
        for k in self._children(a["card"]):
            times = max(times, self.ci[k].repair_mult)  # Engineer: "each repair point is doubled" at his location
        for _ in range(times):
            if s[key] > 0 and (key == "sd" or self._hull_repairable(a["card"])):
                s[key] -= 1
                self._repaired(a["card"], key)
        self._emit("repair", card=a["card"], part=a["part"])

    def _repair_paid(self, t: int) -> bool:
        """One repair point applied to card t: whether it repairs a point now, or only goes towards
        the next one (a general `repair_cost` modifier above 1, the points applied kept as `rq`)."""
        if "mod:repair_cost" not in self.fxin:
            return True
        cost = self._mod("repair_cost", t, 1)
        if cost <= 1:
            return True
        s = self.ip[t]
        s["rq"] = s.get("rq", 0) + 1
        if s["rq"] < cost:
            return False
        s["rq"] = 0
        return True

    def _hull_repairable(self, t: int) -> int:
        """Structure points of card t that repair points may repair: its damage less the damage
        that cannot be repaired (the damage action's `unrepairable`: Scentari Snails, "This damage
        cannot be repaired"; on terrain, card damage too: _terrain_repairable)."""
        s = self.ip[t]
        hd = self._terrain_repairable(t) if self.ci[t].t == "T" else s["hd"]
        return max(0, hd - s.get("ur", 0))

    def _terrain_repairable(self, t: int) -> int:
        """Structure points of terrain card t that repair points may repair: its damage less the
        card damage in it (GEfaq.txt, "Card Damage": "card damage that is applied to the structure
        of terrain may not be repaired by repair points unless the source of these points states
        they may be used to repair card damage"; GEqa.txt: economy points repair a planet "as long
        as the damage is not card damage")."""
        s = self.ip[t]
        return max(0, s["hd"] - s.get("cd", 0))

    def _repair_points(self, t: int, amount: Any, strength: int, ctx: Mapping[str, Any] | None = None) -> None:
        """Repair points a card applies to card t: "shields" (to full), "half" (to half its strength)
        or a number, one point at a time, shield damage first."""
        s = self.ip[t]
        if amount == "shields":
            s["sd"] = 0  # Lucky Shield Repair: "repaired to full strength"
        elif amount == "half":
            st = self._strength(t)
            # Emergency Damage Control: "restored to 1/2 its maximum strength"
            s["hd"] = max(min(s["hd"], st - st // 2), s["hd"] - self._hull_repairable(t))
        else:
            n = self._amount_of(ctx, amount) if ctx is not None else _amount(amount, strength)
            for _ in range(n):
                key = "sd" if s["sd"] > 0 else ("hd" if s["hd"] > 0 and self._hull_repairable(t) else "rd")
                if s[key] > 0 and self._repair_paid(t):
                    s[key] -= 1
                    self._repaired(t, key)

    def _repaired(self, t: int, key: str) -> None:
        """Keep this turn's repairs of card t (Repair Malfunction turns them into damage)."""
        if "@repairs_kept" not in self.fxin:
            return
        s = self.ip[t]
        rp = s.get("rp")
        s["rp"] = [self.turn, *(rp[1:] if rp and rp[0] == self.turn else []), key]

    def _unrepair(self, t: int, by: int) -> bool:
        """One repair point applied to card t this turn becomes a damage point instead: the repair
        is undone and a point of damage is scored. False when none is left."""
        s = self.ip[t]
        rp = s.get("rp")
        if not rp or rp[0] != self.turn or len(rp) < 2:
            return False
        key = rp[-1]
        s["rp"] = rp[:-1]
        s[key] += 1
        self._emit("repair_undone", card=t, part=key)
        self._damage(t, 1, "card", by)
        return True

    def _negate_left(self, p: int, k: int, e: Mapping[str, Any]) -> dict[str, int] | None:
        """What p still has to pay to negate card k: its price less what was applied on earlier
        turns (None: not his to negate)."""
        cost = KINDS[e["effect"]].at_pay_to_negate(self, p, k, e)
        if cost is None:
            return None
        paid = self.ip[k].get("neg")
        if not paid:
            return cost
        return {kind: n - paid.get(kind, 0) for kind, n in cost.items() if n > paid.get(kind, 0)}

    def negate_left(self, p: int, k: int) -> dict[str, int]:
        """What p still owes to negate card k (for the action's label)."""
        e = next(e for _, e in self.ci[k].at["@pay_to_negate"])
        return self._negate_left(p, k, e) or {}

    def _pays_toward(self, pool: Mapping[str, int], left: Mapping[str, int]) -> bool:
        """Whether the pool can apply at least one point to what is left (economy for any kind)."""
        if not left:
            return True
        return pool.get("economy", 0) > 0 or any(pool.get(kind, 0) > 0 for kind in left)

    def _output_without(self, p: int, k: int) -> dict[str, int]:
        """The points p's fleet would make without card k's modifiers, less what it makes with
        them: what k takes away (Flood: the host terrain's output). The host counts its own points
        and those added to it, not its multipliers (GEqa O4 Flood: "The Starbase is a multiplier,
        not part of the terrains production itself. You only need to apply the original terrains
        points"; B1 Military Outpost: an engaged outpost's points count)."""
        self._unmultiplied = self.ip[k]["loc"]
        try:
            now = self._produced(p)
            self._ignored = k
            without = self._produced(p)
        finally:
            self._ignored = None
            self._unmultiplied = None
        return {kind: without[kind] - now[kind] for kind in POINT_KINDS if without[kind] > now[kind]}

    def _do_pay_negate(self, p: int, a: Action) -> None:
        """Flood: "Negated by the application of points identical in type to the point output of the
        affected terrain card": paid in the Allocation Phase, the card is discarded, and what it
        held back counts this allocation (GEqa O4 Flood: "If the flood goes away before the
        allocation phase is over you can use the terrain")."""
        k = a["card"]
        e = next(e for _, e in self.ci[k].at["@pay_to_negate"])
        left = self._negate_left(p, k, e) or {}
        if not self._can_pay(self.pool, left):
            # GEqa O4 Flood: the points may be applied "Over a number of turns. Just keep track."
            # A new dict: clones share the old one (clone copies each card's entry, not its values).
            paid = self.ip[k]["neg"] = dict(self.ip[k].get("neg", {}))
            pool = self.pool
            for kind, n in sorted(left.items(), key=lambda kv: kv[0] != "economy"):
                own = min(n, pool.get(kind, 0))
                pool[kind] = pool.get(kind, 0) - own
                extra = min(n - own, pool.get("economy", 0)) if kind != "economy" else 0
                pool["economy"] = pool.get("economy", 0) - extra
                if own + extra:
                    paid[kind] = paid.get(kind, 0) + own + extra
            self._emit("negate_paid", card=k, player=p)
            return
        self._pay(left)
        self._emit("negated", card=k, player=p)
        before = self._produced(p)
        self._remove(k)
        after = self._produced(p)
        for kind in POINT_KINDS:
            self.pool[kind] = self.pool.get(kind, 0) + after[kind] - before[kind]

    def _do_heal(self, p: int, a: Action) -> None:
        self.pool["healing"] -= 1
        self.ip[a["card"]]["hd"] -= 1

    def _do_research(self, p: int, a: Action) -> None:
        self._spend("research")
        m = a["card"]
        sm = self.ip[m]
        for _, e in self.ci[m].at.get("@negation", ()):
            KINDS[e["effect"]].researched(self, m, e)  # (Maelstrom: "All research must be applied on a single turn.")
        sm["rd"] += 1
        self._emit("research", card=m)
        self._check_monster(m)

    def _do_prevent(self, p: int, a: Action) -> None:
        self._spend("energy")
        s = self.ip[a["card"]]
        s["pv"] = s.get("pv", 0) + 1

    def _detected(self, u: int, dragon: int) -> bool:
        s = self.ip[u]
        return s.get("dtt") == self.turn and dragon in s["dt"]

    def _do_detect(self, p: int, a: Action) -> None:
        self._pay({"research": self.ci[a["on"]].dark})
        s = self.ip[a["card"]]
        if s.get("dtt") != self.turn:
            s["dtt"] = self.turn  # research applied this turn only ("Each turn")
            s["dt"] = []
        s["dt"] = s["dt"] + [a["on"]]  # a new list: clones share the old one
        self._emit("detected", card=a["card"], on=a["on"])
