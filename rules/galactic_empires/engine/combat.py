"""Weapons fire: who may fire at what, building a volley, defensive fire and resolving it.

Rulebook sections: Primary rules, "4 - Weapons Fire Phase", "DAMAGING THE SECTOR HQ"; v2.1 "WEAPONS FIRE" (volley steps a-d), variants "Defenders Shoot Back", "Bases Defend Ships".
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import Action
from .. import effects as fx
from ..effects.registry import KINDS
from .empires import is_pirate
from .common import (
    FIRE_TYPES,
    SHIP_TYPES,
    UNIT_TYPES,
    _PSY_WEAPONS,
    _WEAPONS,
)


class CombatRules:
    """Weapons fire: who may fire at what, building a volley, defensive fire and resolving it."""


    # Weapons fire ------------------------------------------------------------------------

    def _fire_profile(self, u: int) -> tuple[bool, int | None, bool]:
        """What hostile monsters on unit u allow: (phasers usable, forced target, -)."""
        phasers_ok = True
        lock = None
        for m in self._hostile_monsters_on(u):
            for _, e in self.ci[m].at.get("@holds_fire", ()):
                no_phasers, locks = KINDS[e["effect"]].at_holds_fire(self, m, u, e)
                if locks:
                    lock = m  # (space dragon: "The base or ship may only fire on the space dragon.")
                if no_phasers:
                    phasers_ok = False  # (phaser eel: "Absorbs all phaser fire from the unit")
        for k in self._tractor_beams(u) if "@tractors" in self.fxin else ():
            tu = self.ip[k]["loc"]
            if tu in self.ip:
                # "The tractored ship may only fire at the tractoring unit"; errata: two different
                # restrictions leave no legal target.
                lock = tu if lock is None or lock == tu else -10**9
        return phasers_ok, lock, True

    def _tractor_beams(self, u: int) -> list[int]:
        """The tractor beams tractoring ship u. FAQ faq-008: a tractor beam is "activated against a
        ship. It is not considered played against the ship": it sits on the tractoring unit."""
        return [k for k, s in self.ip.items() if s.get("ts") == u and "@tractors" in self.ci[k].at]

    def _can_fire_at(
        self, u: int, weapon: str, target: int, profile: tuple[bool, int | None, bool] | None = None,
        indirigans: bool | None = None,
    ) -> bool:
        """Whether unit u may put one point of `weapon` damage on target (card id, or -1-q for HQ)."""
        ip = self.ip
        ci = self.ci
        s = ip[u]
        i = ci[u]
        if target == u:
            return False  # FAQ faq-032: "no card may fire at itself"
        if "time_origin" in self.fxin and (self._time_apart(u, target) if target >= 0 else self._at_origin(u)):
            return False  # engine/timeorigin.py: each side of the time origin affects only its own side
        phasers_ok, lock, _ = profile if profile is not None else self._fire_profile(u)
        if weapon == "phaser" and not phasers_ok:
            return False
        if lock is not None and target != lock:
            return False
        if "@fire_limits" in self.fxin and self._fire_limited(u, weapon, target):
            return False  # Sextaraan Web Crawlers: "Prey cannot fire at spider"
        if i.surface and s["loc"] is not None and (target < 0 or (target != s["loc"] and self._root(target) != s["loc"])) \
                and "any_target" not in i.surface:
            return False  # Surface Dragoness: "May only attack its location stack"
        if target >= 0 and target in self.ip and not self._reaches_local(u, target):
            return False  # Rogue Dragoness: "When against terrain, can only be damaged by cards at its location"
        if i.psy is not None:
            if weapon == "psy" and not self._psy_target(u, target):
                return False
            if self._duel_blocks(u, target):
                return False
        if target < 0:
            if i.t not in SHIP_TYPES and not self._hq_weapon(u, weapon):
                return False  # "Only ship, dragon, or psy cards may fire at a Sector HQ or Psy Network"
        else:
            ti = ci[target]
            if ti.t == "Q" and not self._hq_weapon(u, weapon):
                return False  # v2.1 "HEADQUARTER CARDS": "only ... weapons eligible to target the Sector HQ"
            if ti.dark and not self._detected(u, target):
                return False  # Dark Dragoness: 3 research points per unit first, each turn
            if weapon == "phaser" and ti.t == "T" and not (i.psy is not None and self._psy_active("terrain_blast", u)):
                return False  # "Only heavy weapons may damage terrain" (Stellar Field: Terrain Blast)
            if ti.t == "T" and not self._police_allows(u, target):
                return False
            if "@fired_at" in ti.at and not all(KINDS[e["effect"]].at_fired_at(self, target, u, weapon, e) for _, e in ti.at["@fired_at"]):
                return False  # (phaser eels)
            tst = self._status(target)
            if tst:
                if weapon == "phaser" and tst.get("phaser_immune"):
                    return False  # Shroud: "Phasers fired at a ship with a shroud cause no damage"
                if tst.get("no_indirigan_fire") and i.indirigan and ti.indirigan:
                    return False  # Indirigan Female: "Indirigan ships cannot fire at" the ship
                ma = tst.get("min_attacker")
                if ma and self._strength(u) < ma and len(self._units(ip[target]["c"])) > 1:
                    return False  # Ambassador: "Only cards with a strength higher than" it
            if ti.imm and ("weapons" in ti.imm or weapon in ti.imm):
                return False  # e.g. Ether Dragoness "Is not damaged by phasers"
            if ti.minatk and self._strength(u) < ti.minatk and (not ti.minatk_lone or len(self._ships(ip[target]["c"])) > 1):
                return False  # Nebula Dragon: "must be at least 7 strength to attack" it
            if self.opts["restricted_bases"] and i.t == "B" and ti.t in ("T", "B"):
                return False
            q = s["c"]  # the firing unit's player: the active player, or a unit firing back in reaction
            if i.indirigan and self.main[q] != i.emp and ti.t in UNIT_TYPES and not ti.indirigan and not (
                "@indirigan_exempt" in self.fxin and self._indirigan_exempt(u)
            ):
                # Indirigan ship rule: opponent Indirigan ships must be destroyed first, before
                # bases and non-Indirigan ships, dragons among them (GEfaq "Dragons (D)").
                if q != self.active:
                    indirigans = self._indirigan_block(q)
                elif indirigans is None:
                    indirigans = self._indirigan_block()
                if indirigans:
                    return False
        if self.opts["one_target_only"] and s["tg"] is not None and s["tg"] != target:
            return False
        return True

    def _police_allows(self, u: int, target: int) -> bool:
        """Police Headquarters: "Pirate ships of equal or lesser strength may not be played or
        moved against terrain in the fleet" (pirates, PropPirate or Bolaar, may not fire at it)."""
        if self._kids is None:
            self._children(-1)
        police = self._on.get("police", ())
        if not police:
            return True
        i = self.ci[u]
        if not is_pirate(i.tags, i.emp):
            return True
        q = self.ip[target]["c"]
        st = self._strength(u)
        return not any(k in self.ip and self.ip[k]["c"] == q and self._strength(k) >= st for k in police)

    def _weapon_left(self, u: int, weapon: str) -> bool:
        s = self.ip[u]
        st = self._status(u)
        if weapon == "phaser":
            return not st.get("no_phasers") and s["fp"] < self._phasers(u)
        if weapon == "heavy":
            # A Corporate variable plasma weapon fires the plasma energy given to it (its damage
            # "equal to its energy"): with none it has nothing to fire.
            armed = s["am"] + self._free_ammo(u) if "@free_ammo" in self.fxin else s["am"]
            return not st.get("no_heavy") and s["fh"] < armed and s["fh"] - s.get("fdc", 0) < self._heavy(u) and (
                not self.ci[u].var or s["pz"] > 0)
        if weapon == "psy":
            return s.get("xf", 0) < s.get("xd", 0)  # psy damage generated by field functions
        return False

    def _free_ammo(self, u: int) -> int:
        """Heavy weapons unit u may fire this turn with no ammunition applied ("free_ammo": "may fire
        all heavy weapons without ammunition"): the most any engaged card in play grants it."""
        return max((e.get("count", self._heavy(u)) for e in self._granted("@free_ammo", u, engaged=True)), default=0)

    def _firers(self, p: int) -> list[int]:
        """Cards of p that can fire now: engaged units and engaged Krebiz components."""
        ip = self.ip
        out = []
        for c, s in ip.items():
            if s["c"] == p and self.ci[c].t in FIRE_TYPES and s["e"] and not s["nf"] and not self._status(c).get("no_fire"):
                out.append(c)
        if not self.haspsy:
            return out
        for c in self._psys():
            s = ip[c]
            # GErulesv21 "PSY DAMAGE": psy damage is weapons fire of engaged psy beings.
            if s["c"] == p and self.ci[c].psy is not None and s["e"] and not s["nf"] and not s["tr"] and not self._status(c).get("no_fire"):
                out.append(c)
        return out

    def _target_ok(self, p: int, target: int) -> bool:
        if target in self.fired:
            return False
        ip = self.ip
        ci = self.ci
        if target < 0:
            q = -1 - target
            if q == p or self.out[q]:
                return False
            if self.main[q] in fx.PSY_EMPIRES:
                return self._hq_exposed(q)
            if not self._hq_exposed(q):
                return False  # "The Sector HQ may take damage only if no friendly ships are in play"
        else:
            s = ip[target]
            ti = ci[target]
            q = s["c"]
            if s["cmb"] and not (self.psyfx and ti.t == "T" and self._psy_active("separation", s["loc"], p)):
                return False  # Stellar Field, Separation: "combined terrain cards ... damaged individually"
            if "@untargetable" in ti.at and any(KINDS[e["effect"]].at_untargetable(self, target, e) for _, e in ti.at["@untargetable"]):
                return False  # (Psycanti Commandant: "The base must be destroyed before the commandant can be attacked")
            if "weapons" in ti.imm or self._status(target).get("out_of_play"):
                return False  # immune to all weapons fire, or treated as not there (Time Warp)
            if ti.t == "M":
                if s["loc"] is None:
                    # A monster in a fleet opponents may fire upon (fleet_card fired_upon, the Ship Collector).
                    if q == p or "@fired_upon_in_fleet" not in ti.at:
                        return False
                elif q == p and ip[s["loc"]]["c"] == p:
                    return False
            elif ti.t == "Q":
                if q == p or not self._hq_exposed(q):
                    return False  # v2.1 "HEADQUARTER CARDS": "if the Sector HQ is not exposed, 'Q' cards are not exposed"
            elif ti.t not in ("S", "B", "D", "T", "P", "I"):
                return False  # "STANDARD TARGETS": terrain, ships, dragons, psys, bases, installations
            # FAQ faq-032 "Friendly Fire": "Cards are not restricted from firing at their own fleet."
            if ti.t == "T" and any(ci[k].t == "B" for k in self._children(target)):
                return False  # "The terrain card on which a base is placed may not be damaged"
            if ti.t == "M" and s["loc"] is not None:
                q = ip[s["loc"]]["c"]
        if self.opts["border_defense"] and q != p:
            alive = [x for x in self.order if not self.out[x]]
            k = alive.index(p)
            if q not in (alive[(k + 1) % len(alive)], alive[(k - 1) % len(alive)]):
                return False
        return True

    def _hq_exposed(self, q: int) -> bool:
        """Whether q's Sector HQ (or Psy Network) may be fired upon: no card of q protects it."""
        return not self.hq_protectors(q)

    def _legal_fire(self, p: int) -> list[Action]:
        acts: list[Action] = []
        v = self.volley
        firers = self._firers(p)
        if v is None and not firers:
            acts.append({"player": p, "type": "next"})  # (nothing of p's can fire)
            return acts
        if v is None:
            if not self.fired:
                # Fleet-targeted weapons fire before any volley (v2.1, "FLEET TARGETED WEAPONS").
                for u in firers:
                    s = self.ip[u]
                    if self.ci[u].dc and s.get("fdc", 0) < self.ci[u].dc and s["fh"] < s["am"]:
                        for q in range(self.n):
                            if q != p and not self.out[q]:
                                acts.append({"player": p, "type": "distort", "card": u, "player_hit": q})
                    if "@time_phasers" in self.fxin and "@time_phasers" in self.ci[u].at and self._weapon_left(u, "phaser"):
                        for q in range(self.n):
                            if q != p and not self.out[q] and self._time_phaser_victims(p, u, q):
                                acts.append({"player": p, "type": "time_phaser", "card": u, "player_hit": q})
            shooters = [
                (u, w, self._fire_profile(u)) for u in firers
                for w in (_PSY_WEAPONS if self.ci[u].psy is not None else _WEAPONS) if self._weapon_left(u, w)
            ]
            if not shooters:
                acts.append({"player": p, "type": "next"})
                return acts
            targets = [c for c in self.ip] + [-1 - q for q in range(self.n)]
            indirigans = self._indirigan_block()
            for t in targets:
                if not self._target_ok(p, t):
                    continue
                if any(self._can_fire_at(u, w, t, prof, indirigans) for u, w, prof in shooters):
                    if t < 0:
                        acts.append({"player": p, "type": "target", "hq": -1 - t})
                    else:
                        acts.append({"player": p, "type": "target", "on": t})
            acts.append({"player": p, "type": "next"})
            return acts
        t = v["t"]
        for u in firers:
            for w in _PSY_WEAPONS if self.ci[u].psy is not None else _WEAPONS:
                if self._weapon_left(u, w) and self._can_fire_at(u, w, t):
                    if w == "heavy" and self.ci[u].var:
                        for k in range(1, min(self.ci[u].var, self.ip[u]["pz"]) + 1):
                            acts.append({"player": p, "type": "fire", "card": u, "weapon": w, "energy": k})
                    else:
                        acts.append({"player": p, "type": "fire", "card": u, "weapon": w})
        if v["dmg"]:
            acts.append({"player": p, "type": "resolve"})
        return acts

    def _do_target(self, p: int, a: Action) -> None:
        t = a["on"] if "on" in a else -1 - a["hq"]
        self.volley = {"t": t, "dmg": 0, "heavy": 0, "src": [], "per": []}
        self._emit("volley", player=p, target=t)
        if "on:volley_declared" in self.fxin and self._listeners("on:volley_declared"):
            self._event("volley_declared", player=p, card=t if t >= 0 else None, victim=-1 - t if t < 0 else self.ip[t]["c"])

    def _do_fire(self, p: int, a: Action) -> None:
        v = self.volley
        u = a["card"]
        s = self.ip[u]
        if a["weapon"] == "phaser":
            s["fp"] += 1
            dmg = 1
            self._spend_one_shot(u, s["fp"])
            self._fire_as_function(u, "phaser", s["fp"])
            if "mod:damage_dealt" in self.fxin:
                pp = v.setdefault("pp", {})
                pp[str(u)] = pp.get(str(u), 0) + 1  # each unit's phaser points (Bionic Enhancement)
        elif a["weapon"] == "psy":
            s["xf"] += 1
            dmg = 1
        else:
            s["fh"] += 1
            self._fire_as_function(u, "heavy", s["fh"])
            dmg = a.get("energy", 1)
            if "energy" in a:
                s["pz"] -= dmg
            v["heavy"] += dmg
            if "mod:damage_dealt:heavy" in self.fxin:
                hp = v.setdefault("hp", {})
                hp[str(u)] = hp.get(str(u), 0) + dmg  # each unit's heavy weapon points (The Club)
        if self.opts["one_target_only"]:
            s["tg"] = v["t"]
        v["dmg"] += dmg
        if u not in v["src"]:
            v["src"].append(u)
            v["per"].append(0)
        if "@tractors" in self.fxin or "@location_damage" in self.fxin:
            # Each unit's part: a tractored ship's fire is halved, a Weapons Officer's location's multiplied.
            v["per"][v["src"].index(u)] += dmg

    def _spend_one_shot(self, u: int, fired: int) -> None:
        """Shuttlecraft, fighters: "Phaser (one shot only)". The unit's own phasers fire first;
        a phaser beyond them spends one one-shot card until a carrier or garrison rearms it."""
        ip = self.ip
        ci = self.ci
        shots = [k for k in self._children(u) if ci[k].oneshot and not ip[k].get("spent")]
        if not shots:
            return
        own = self._phasers(u) - sum(ci[k].add_ph for k in shots)
        if fired > own:
            k = shots[0]
            ip[k]["shot"] = ip[k].get("shot", 0) + 1
            if self._one_use_transport(k):
                ip[k]["st"] = self.turn  # it fired this turn: its one function of the turn
            if ip[k]["shot"] >= (ci[k].add_ph or 1):
                ip[k]["spent"] = True  # its phasers no longer count; the shots fired stay fired

    def _fire_as_function(self, u: int, weapon: str, fired: int) -> None:
        """A transport that does one of its functions each turn (`one_use`: an empire fighter's "Each
        turn, may either fire weapons or transport") and adds weapons to its unit: once the unit fires
        one of those weapons (beyond its own, which fire first), that fire is the transport's function of
        the turn (no mission or transport after it). One-shot weapons are marked as they are spent
        (_spend_one_shot)."""
        ip = self.ip
        ci = self.ci
        add = "add_ph" if weapon == "phaser" else "add_hv"
        mine = [k for k in self._children(u)
                if getattr(ci[k], add) and not ci[k].oneshot and not ip[k]["cmb"] and self._one_use_transport(k)]
        if not mine:
            return
        total = self._phasers(u) if weapon == "phaser" else self._heavy(u)
        if fired > total - sum(getattr(ci[k], add) for k in mine):
            ip[mine[0]]["st"] = self.turn  # it fired this turn: its one function of the turn

    def _do_resolve(self, p: int, a: Action) -> None:
        v = self.volley
        t = v["t"]
        for u in v["src"]:
            for k in list(self._children(u)):
                kf = self.ci[k].fx
                if "@volley" in self.ci[k].at and k in self.ip and u in self.ip and (
                    self.ci[k].t != "E" or self._equipment_engaged(k)
                ):
                    # Equipment multiplies weapons only while engaged (Energy Flux Mode Enhancement:
                    # its 5 energy, faq-042).
                    for _, e in self.ci[k].at["@volley"]:
                        KINDS[e["effect"]].at_volley(self, k, u, v, e)
                b = kf.get("volley_boost")
                if b and k in self.ip:
                    # Offensive Electronic Warfare (+2), Lucky Targeting (x1.5, fractions dropped).
                    v["dmg"] = v["dmg"] + b.get("add", 0)
                    if b.get("heavy_mult") and u in self.ip:
                        # Fuser Mechanism: "double damage with its boomerang torpedoes"
                        more = min(v["heavy"], self.ip[u]["fh"]) * (b["heavy_mult"] - 1)
                        v["dmg"] += more
                        v["heavy"] += more
                    if b.get("mult"):
                        v["dmg"] = int(v["dmg"] * b["mult"])
                    self._remove(k)
        for u, n in v.get("pp", {}).items():
            if int(u) in self.ip:
                # "Multiplies damage points caused by that card by 1.5 (drop fractions). Does not
                # increase heavy weapon points or breath weapons."
                v["dmg"] += self._mod("damage_dealt", int(u), n, dkind="phaser", at=t if t >= 0 else None) - n
        for u, n in v.get("hp", {}).items():
            if int(u) in self.ip:
                # "Every heavy weapon fired from this installation does two points of damage."
                more = self._mod("damage_dealt", int(u), n, dkind="heavy", at=t if t >= 0 else None) - n
                v["dmg"] += more
                v["heavy"] += more
        if "@tractors" in self.fxin:
            for u in v["src"]:
                if u in self.ip and self._tractor_beams(u):
                    self._halve_part(v, u)  # fire of a tractored ship
        bonus = self._listeners("modifies_volley_damage") if t >= 0 and t in self.ip else ()
        if bonus:
            tt = self.ci[t].t
            for k in bonus:
                add, against = self.ci[k].volley_add
                if self.ip[k]["c"] == p and (not against or tt in against):
                    v["dmg"] += add  # Sirens: "All volleys vs opponent ships cause +1 damage"
        self.fired.append(t)
        victim = -1 - t if t < 0 else self.ip[t]["c"]
        if t >= 0 and self.ci[t].t == "M":
            victim = self.ip[self.ip[t]["loc"]]["c"] if self.ip[t]["loc"] in self.ip else victim
        # Step b: "Players may play reaction cards in reaction mode" (every player, a volley at a
        # Sector HQ or Psy Network too); the firing player only once another player has reacted.
        trig = {"kind": "volley", "on": t if t >= 0 else None, "victim": victim}
        if t >= 0:
            if "on:fired_upon" in self.fxin and self._listeners("on:fired_upon"):
                self._event("fired_upon", player=p, card=t, source=[u for u in v["src"] if u in self.ip], amount=v["dmg"])
            if self.res is not None or self.volley is not v:
                return
        if self._open_window(p, trig, {"do": "volley"}):
            return
        self._defensive_fire()

    def _defensive_fire(self) -> None:
        """A unit fired upon firing back in reaction mode (effects/kinds/fire.py "@fires_back"),
        the variants "Defenders Shoot Back" and "Bases Defend Ships", then the volley resolves."""
        v = self.volley
        t = v["t"]
        back = self.ci[t].at.get("@fires_back") if t >= 0 and t in self.ip else None
        if back and not v.get("fb"):
            v["fb"] = True  # asked once a volley (kept only on a volley at such a unit)
            at = [u for _, e in back for u in KINDS[e["effect"]].at_fires_back(self, t, v, e)]
            if at:
                self._choose(self.ip[t]["c"], "fire_back", [{"type": "use", "card": u} for u in dict.fromkeys(at)],
                             {"do": "fire_back", "card": t})
                return
        if t >= 0 and t in self.ip and not v.get("df"):
            v["df"] = True
            s = self.ip[t]
            q = s["c"]
            if self.opts["bases_defend_ships"] and s["loc"] is not None and self.ci[t].t == "S":
                base = s["loc"]
                if base in self.ip and self.ci[base].t == "B" and self._phasers(base) + self.ci[base].hv:
                    self.pending.append({"k": "shoot_back", "p": q, "card": base, "at": list(v["src"])})
                    return
            # Literal reading of the variant: "The defending unit may fire back only if it is
            # Disengaged, but it may fire with all its weapons."
            if (
                self.opts["defenders_shoot_back"]
                and self.ci[t].t in UNIT_TYPES
                and not s["e"]
                and self._phasers(t) + self.ci[t].hv
            ):
                self.pending.append({"k": "shoot_back", "p": q, "card": t, "at": list(v["src"])})
                return
        self._resolve_volley()

    def _resume_fire_back(self, p: int, cont: Mapping[str, Any], at: int | None) -> None:
        """The unit fired upon fires its unused phasers at the firing unit its player picked (or
        he passed), then the volley goes on to resolve."""
        t = cont["card"]
        if at is not None and t in self.ip and at in self.ip:
            self._phasers_back(t, at, self._phasers(t) - self.ip[t]["fp"], p)
        if self.res is None and self.volley is not None:
            self._defensive_fire()

    def _phasers_back(self, t: int, at: int, n: int, p: int) -> None:
        """Unit t fires n of its phasers at `at` in reaction mode (Early Warning, defenders)."""
        self.ip[t]["fp"] += n
        self._emit("return_fire", card=t, at=at, damage=n)
        self._damage(at, n, "weapons", p, volley=True)
        self._after_damage()

    def _do_shoot_back(self, p: int, a: Action) -> None:
        self.pending.pop()
        d = a["card"]
        amount = self._phasers(d) + self.ci[d].hv
        self._emit("shoot_back", card=d, at=a["at"])
        self._damage(a["at"], amount, "heavy", p, volley=True)
        self._after_damage()
        if self.res is None:
            self._resolve_volley()

    def _resolve_volley(self) -> None:
        v = self.volley
        if v is None:
            return
        t = v["t"]
        if self._kids is None:
            self._children(-1)  # the stack index (escorts among it) is built lazily
        if "icpt" not in v and self._on.get("@intercepts", ()) and t >= 0 and t in self.ip and self.ci[t].t == "S" and v["dmg"] > 0:
            offers = self._escort_offers(t, v["dmg"])
            if offers:
                # Escorts: "can intercept damage applied to any ship of 7 or greater strength, taking
                # 2 points of damage for each point intercepted": how much, and by which escort, is
                # the defender's choice ("As a reaction": he may also let it all through).
                self._choose(self.ip[t]["c"], "intercept", offers, {"do": "intercept"})
                return
        self.volley = None
        p = self.active
        if "on:volley_resolved" in self.fxin and self._listeners("on:volley_resolved"):
            self._event("volley_resolved", player=p, card=t if t >= 0 else None, amount=v["dmg"],
                        source=[u for u in v["src"] if u in self.ip])
        if t < 0:
            self._hit_hq(-1 - t, v["dmg"], p, fire=True)
        elif t in self.ip:
            dmg, heavy = v["dmg"], v["heavy"]
            structure = False
            for u in v["src"]:
                if u in self.ip:
                    ui = self.ci[u]
                    if ui.pierce or any(self.ci[k].pierce_host and (self.ci[k].t != "E" or self._equipment_engaged(k))
                                        for k in self._children(u)):
                        # Radiation Dragoness: "Ignores shields when attacking"; a card on the unit
                        # (equipment while engaged): "may ignore the shields or EMF of all targets".
                        structure = True
                    if ui.heavy_vs is not None and self.ci[t].t in ui.heavy_vs[0]:
                        more = heavy * (ui.heavy_vs[1] - 1)  # Hydrogen Dragoness: breath x2 on terrain
                        dmg, heavy = dmg + more, heavy + more
            halve = self.ci[t].halve
            if halve:
                # Quark Dragoness, Forming System: heavy weapons damage halved (fractions dropped).
                if "heavy" in halve:
                    dmg, heavy = dmg - heavy + heavy // 2, heavy // 2
                if "all" in halve:
                    dmg, heavy = dmg // 2, heavy // 2
            # Volatile Cargo: any unit of the volley may have caused its last point; which one is
            # the destroyed ship's player's call (DamageRules._after_destroy).
            self._src = [u for u in v["src"] if u in self.ip]
            self._icpt = v.get("icpt")
            self._damage(t, dmg, "weapons", p, volley=True, heavy=heavy, structure=structure)
            self._icpt = None
            self._src = []
        self._after_damage()

    def _halve_part(self, v: dict[str, Any], u: int) -> None:
        """A tractored ship's fire: "Damage from this fire is halved" (fractions dropped)."""
        per = v.get("per")
        if not per or u not in v["src"]:
            return
        part = per[v["src"].index(u)]
        v["dmg"] = max(0, v["dmg"] - (part - part // 2))
        v["heavy"] = min(v["heavy"], v["dmg"])
        self._emit("volley_modified", damage=v["dmg"])
    def _modify_volley(self, vm: Mapping[str, Any], target: int | None = None) -> None:
        """Reactions to an incoming volley: Defensive Electronic Warfare (less 2), Unlucky
        Targeting (divided), Hull Rotation (less the target's current shields), Phaser
        Malfunction / Defensive Override (the volley's phaser damage negated)."""
        v = self.volley
        dmg, heavy = v["dmg"], v["heavy"]
        if vm.get("redirect") and target is not None and (target in self.ip or target < 0):
            v["t"] = target  # the volley scores on the redesignated unit instead
            self._emit("volley_redirected", target=target)
            return
        if vm.get("negate_phasers"):
            dmg = heavy
        if vm.get("all"):
            dmg = 0  # Lucky Maneuver: "ignore an entire opponent volley"
        if vm.get("backfire") and target is not None and target in self.ip:
            # Heavy Weapons Backfire: "Firing ship takes 1/2 (drop fractions) the heavy weapons
            # damage and original target takes the other half (round up)".
            back = heavy // 2
            dmg, heavy = dmg - back, heavy - back
            v["dmg"], v["heavy"] = dmg, heavy
            by = self.ip[v["t"]]["c"] if v["t"] in self.ip else self.active
            self._damage(target, back, "weapons", by, heavy=back)
            self._after_damage()
            self._emit("volley_modified", damage=dmg)
            return
        red = vm.get("reduce")
        if red == "half_strength":
            t = v["t"]
            red = self._strength(t) // 2 if t in self.ip and self._shields(t) else 0  # Emergency Power
        if red == "shields":
            t = v["t"]
            red = max(0, self._shields(t) - self.ip[t]["sd"]) if t in self.ip else 0
        if red:
            dmg = max(0, dmg - red)
        if vm.get("divide"):
            dmg //= vm["divide"]
        v["dmg"], v["heavy"] = dmg, min(heavy, dmg)
        self._emit("volley_modified", damage=dmg)
