"""Playing cards: which cards may be played, where, and on what; reserve swaps and declared effects.

Rulebook sections: Primary rules, "3 - Play Cards Phase A", "5 - Play Cards Phase B", "Reserve Fleet"; v2.1 "PLAYING CARDS", "TARGETS".
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from ...core import Action
from ..effects.registry import KINDS
from .cardinfo import CardInfo
from .common import (
    FIRE_TYPES,
    PLAYS_PER_TURN,
    TYPE_PLAYS,
    UNIT_TYPES,
    _EQUIP_LETTERS,
    _RESTRICT_KEYS,
    _amount,
    _printed,
    PRIMARY,
    V21,
    edition,
)


@lru_cache(maxsize=None)
def _equip_where(where: str, dragons: bool) -> tuple[bool, bool, str]:
    """An equip target `where` (PlayRules._equip_targets) read once: (own cards only, opponents'
    cards only, the card types)."""
    mine = where.startswith("own_")
    theirs = where.startswith("opp_")
    kind = where.split("_", 1)[1] if (mine or theirs) else where
    return mine, theirs, _EQUIP_LETTERS[kind] + ("D" if dragons else "")


class PlayRules:
    """Playing cards: which cards may be played, where, and on what; reserve swaps and declared effects."""

    # Which cards may be played where ------------------------------------------------------

    def _play_targets(
        self, p: int, cid: int, reaction: bool = False, memo: dict[object, Any] | None = None,
    ) -> list[dict[str, Any]]:
        """Every legal way to play hand card `cid` now: a list of extra action keys. `memo` keeps
        p's units, terrain and command slots for one listing of p's plays (_legal_plays: nothing
        moves meanwhile)."""
        i = self.ci[cid]
        if i.play_checks and not self._may_play(p, cid, i):
            return []
        t = i.t
        turn_no = self.pturns[p]
        # Primary rules, "RESTRICTIONS ON CARD PLAY, TURNS 1 AND 2".
        if turn_no == 1 and t != "T" and not i.as_t and not reaction and self.active == p:
            return []  # (a Vektrean asteroid base is played as a terrain: turn 1 too, GEerrata)
        ip = self.ip
        ci = self.ci
        if memo is None:
            memo = {}
        if t == "T":
            if i.drain:
                return self._black_hole_targets(p)  # Black Hole
            if "@play_targets" in i.at:
                # A terrain played on a card its `target` names, an opponent's terrain (GErulesv21
                # "AGAINST: Cards played on an opponent card are played against that opponent's card").
                return self._kind_play_targets(p, cid, i)
            own_terrain = memo.get("T")
            if own_terrain is None:
                own_terrain = memo["T"] = self._own_terrain(p)  # (self._kept inlined: terrain is the usual card)
            ct = i.fx.get("combine_terrain")
            if ct:
                # Planetary Storm, Captured Moon: played to a terrain card, combining with it.
                outs = []
                for tc in own_terrain:
                    if not ip[tc]["cmb"]:
                        outs.append({"on": tc})
                outs = self._restrict(i, ct, outs)
                if i.one_per_loc:
                    # Treglean Moon: "to a Treglean planet or system not already combined with a Treglean moon"
                    outs = [o for o in outs if not self._same_card_on(i, o["on"])]
                # Corporate Moon: "May be played independently or to the corporate homeworld".
                return ([{}] if ct.get("independent") else []) + outs
            outs = [{}]
            for tc in own_terrain:
                host = ci[tc].fx.get("terrain_host")
                if host and i.st <= host["max_strength"] and not ip[tc]["cmb"] and (
                    host.get("any_number") or not self._combined_on(tc)
                ) and (
                    "tags" not in host or not i.tags.isdisjoint(host["tags"])
                ):
                    outs.append({"on": tc})  # Star: "Allows 1 other terrain of strength 5 or less"
            return outs
        if t in UNIT_TYPES:
            if i.as_t:
                # GEerrata "T/B Vektrean Asteroid Terrain": "played ... as a terrain", on no terrain;
                # on turn 2 it "would not count as your 1 unit"; "Once played, they consume a command
                # slot, but do not require a slot to be played."
                return [{}]
            if turn_no == 2 and self.active == p and self._played_unit_this_turn(p, t):
                return []
            # Single major empire per fleet ("USE ONLY ONE MAJOR EMPIRE'S SHIPS AT A TIME").
            if t == "S" and i.ecls == "major":
                for u in self._kept(memo, "U", p):
                    ui = ci[u]
                    if ui.t == "S" and ui.ecls == "major" and ui.emp != i.emp:
                        return []
            outs: list[dict[str, Any]] = []
            units = memo.get("U")
            if units is None:
                units = memo["U"] = self._units(p)  # (self._kept inlined)
            fits = self._command_used(p, extra=cid, units=units, memo=memo) <= self.cmd[p]
            if t == "B":
                if not fits:
                    return []
                only = i.fx.get("terrain_only")
                for tc in self._kept(memo, "T", p):
                    if only and ci[tc].tags.isdisjoint(only["tags"]):
                        continue
                    if i.one_per_loc and self._same_card_on(i, tc):
                        continue  # Growing Economy: "A maximum of one ... on any single terrain card"
                    outs.append({"on": tc})
                return outs
            if i.on_terrain:
                return [{"on": tc} for tc in self._kept(memo, "T", p)] if fits else []
            if fits:
                outs.append({})
                if i.surface and "from_fleet" not in i.surface:
                    # Surface Dragoness: "May be played against terrain" (an opponent's).
                    for tc, st in ip.items():
                        if st["c"] != p and ci[tc].t == "T" and st["loc"] is None:
                            outs.append({"on": tc})
                mount = i.fx.get("mount")
                if mount:
                    # Dragon Hatchling: played on a dragon (or independently); Fictitious Ship: on
                    # an own terrain card.
                    mount_on = mount["on"]
                    for u in self._kept(memo, "U", p):
                        if ci[u].t in mount_on:
                            outs.append({"on": u})
                    if "T" in mount_on:
                        for tc in self._kept(memo, "T", p):
                            if not ip[tc]["cmb"]:
                                outs.append({"on": tc})
                if self.opts["bases_defend_ships"] and t == "S":
                    for b in self._kept(memo, "U", p):
                        if ci[b].t == "B":
                            outs.append({"on": b})
            if i.krebiz:
                # A capsule onto a cruiser (or the reverse) combines into one ship (one slot).
                want = "cruiser" if i.krebiz == "capsule" else "capsule"
                for u in self._kept(memo, "U", p):
                    if ci[u].krebiz == want and not self._combined_on(u) and self._combination_fits(p, cid, u, units, memo):
                        outs.append({"on": u})
                if fits and self.plays < PLAYS_PER_TURN:
                    for h in self.hand[p]:
                        if (h != cid and ci[h].krebiz == want and i.krebiz == "cruiser"
                                and self._combination_fits(p, cid, h, units, memo)):
                            outs.append({"with": h})
            return outs
        if t == "P" or i.field is not None:
            return self._psy_play_targets(p, cid, i, turn_no, self._kept(memo, "T", p))
        if t in TYPE_PLAYS:
            return getattr(self, TYPE_PLAYS[t])(p, cid)  # installations, agendas, headquarter cards
        # Cards with effects.
        if i.actions:
            return self._action_targets(p, cid)
        if "@play_targets" in i.at:
            # A card whose rule is its play (effects/kinds/cards.py): its kinds list its targets.
            return self._kind_play_targets(p, cid, i)
        outs = []
        e_equip = i.equip
        if e_equip:
            where = i.equip_on[0]
            if where in ("own_unit", "own_location"):
                for u in self._kept(memo, "U", p):
                    if ci[u].t == "D":
                        continue  # no crew or equipment on D dragons ("THE SPACE DRAGON EMPIRE")
                    if ci[u].mechad and i.add_sh:
                        continue  # "Shield refits may not be applied to Mechad ships"
                    outs.append({"on": u})
                if where == "own_location":
                    outs.extend({"on": tc} for tc in self._kept(memo, "T", p))
                    if t == "C":
                        outs.extend({"on": u} for u in self._mutinied(p))
                    if i.ancient:
                        outs.extend(self._ancient_play_targets(p))  # v2.1 "ANCIENT CARDS"
                outs = self._restrict(i, e_equip, outs)
                if i.one_per_loc:
                    outs = [o for o in outs if not self._same_card_on(i, o["on"])]  # (one to a unit)
                return outs
            # (CardInfo.equip_on: where, with dragons, without dragons; the memo keeps the cards by it)
            on = memo.get(i.equip_on)
            if on is None:
                on = memo[i.equip_on] = self._equip_targets(p, where, i.equip_on[1])
            outs = self._restrict(i, e_equip, [{"on": c} for c in on])
            if i.equip_on[2]:
                outs = self._off_dragons(outs)  # (a card naming dragons, "crew or dragon", is played on them)
            if i.one_per_loc:
                outs = [o for o in outs if not self._same_card_on(i, o["on"])]  # "A maximum of one ... on a ship"
            return outs
        if "extra_plays" in i.fx:
            return [{}]
        if "retrieve" in i.fx:
            return [{}]
        cd = i.cdmg
        if cd:
            if cd.get("each_opponent"):
                return [{}]
            targets = cd.get("targets", "SB")
        else:
            # The cards a monster (or a hazard staying on its target) is played on (effects/kinds/monsters.py).
            on = i.at.get("@played_on")
            if not on:
                return []
            targets = KINDS[on[0][1]["effect"]].at_played_on(on[0][1])
        if t == "H" and "S" in targets and "D" not in targets:
            targets += "D"  # GEqa qa-010: "Dragons are ships except for three instances"
        cd = cd or {}
        limit = cd.get("max_strength")
        all_shields = cd.get("all_shields")
        for c, s in ip.items():
            ct = ci[c]
            if s["cmb"] or ct.t not in targets:
                continue
            if limit and self._strength(c) > _amount(limit, i.st):
                continue  # "played against a unit of equal or lesser strength"
            if self._status(c).get("out_of_play"):
                continue  # Time Warp: "cannot be damaged"
            if all_shields and (ct.mechad or self._shields(c) == 0):
                continue  # Shield Fiend: "This card cannot be played on a ship with an invinco guardian or EMF"
            if ct.t == "D" and (i.t == "O"):
                continue
            outs.append({"on": c})
        return outs

    # (_play_targets has no comprehension reading its locals: each would cost every call cells for them.)

    def _black_hole_targets(self, p: int) -> list[dict[str, Any]]:
        """Each opponent fleet still in the game (a terrain card with a drain is played on one)."""
        return [{"fleet": q} for q in range(self.n) if q != p and not self.out[q]]

    def _combined_on(self, c: int) -> bool:
        """Whether a card combined with card c sits on it."""
        ip = self.ip
        return any(ip[k]["cmb"] for k in self._children(c))

    def _kept(self, memo: dict[object, Any], what: str, p: int) -> list[int]:
        """p's units ("U") or terrain cards ("T"), listed once per `memo` (read, never changed; it
        keeps _equip_targets by their `where` and EconomyRules._fleet_slots too)."""
        got = memo.get(what)
        if got is None:
            got = memo[what] = self._units(p) if what == "U" else self._own_terrain(p)
        return got

    def _may_play(self, p: int, cid: int, i: CardInfo) -> bool:
        """The checks of a card that has any (CardInfo.play_checks): whether p may play it now."""
        if not i.playable:
            return False
        if "Persona" in i.tags and self._persona_in_play(i):
            return False
        timing = i.at.get("@timing")
        if timing and not all(KINDS[e["effect"]].at_timing(self, p, cid, e) for _, e in timing):
            return False  # "Played during the Allocation Phase" and the like
        return i.play_if is None or self._play_allowed(p, i.play_if)

    def _play_allowed(self, p: int, cond: tuple[bool, int, int]) -> bool:
        """A card's "play_if" conditions (effects/schema.py): all must hold."""
        after_loss, from_turn, dragons = cond
        if after_loss and not (self.lost[p] and 0 < self.turn - self.lost[p] <= self.n):
            # Temporal Space Rift: "May only be played on a turn after card owner had a ship
            # destroyed". Ruling: on his first turn after the loss.
            return False
        if self.pturns[p] < from_turn:
            return False  # Accelerated Timeline: "may not be played during turn 1 or 2"
        if dragons and sum(1 for x in self.ip if self.ci[x].t == "D") < dragons:
            return False  # Dragon Coupling: "There must be two dragons in play"
        return True

    def _off_dragons(self, outs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Without the dragons: v2.1 "THE SPACE DRAGON EMPIRE": "no equipment cards, crew cards or
        occurrence cards may be played to them or against them" (GEqa qa-013: "Occurences cannot
        effect Dragons"), a card played on a unit, a stack or any card."""
        ci = self.ci
        return [o for o in outs if not (isinstance(o.get("on"), int) and o["on"] >= 0 and ci[o["on"]].t == "D")]

    def _persona_in_play(self, i: CardInfo) -> bool:
        """Whether the persona i is in play in any fleet (v2.1 "PERSONA CLASS RULES": "If a persona
        class card is in play no player may play a second such persona class card until the first
        is discarded"; GEfaq faq-044: "While a persona is in play, no player may play that same
        card"). A time-warped one is out of play: the rules' one way to a second copy in play."""
        ident = i.card.get("identity")
        ci = self.ci
        return any(ci[k].card.get("identity") == ident and not self._status(k).get("out_of_play") for k in self.ip)

    def _same_card_on(self, i: CardInfo, on: int) -> bool:
        """Whether a card of the same identity as i sits on card `on` ("one per location")."""
        ident = i.card.get("identity")
        return any(self.ci[k].card.get("identity") == ident for k in self._children(on))

    def _equip_targets(self, p: int, where: str, dragons: bool = False) -> list[int]:
        """Cards a persistent card may be played on: "unit" (any ship, base or dragon), "opp_unit",
        "own_ship", "own_dragon", "own_terrain", "opp_terrain", "terrain", "own_crew", "opp_crew"
        (crew include psys), "opp_psy", "own_monster", "stack"."""
        ip = self.ip
        ci = self.ci
        mine, theirs, letters = _equip_where(where, dragons)
        out = []
        for c, s in ip.items():
            if s["cmb"] or ci[c].t not in letters:
                continue
            if (mine and s["c"] != p) or (theirs and s["c"] == p):
                continue
            if ci[c].t == "M" and s["loc"] is None:
                continue
            out.append(c)
        return out

    def _kind_play_targets(self, p: int, cid: int, i: CardInfo) -> list[dict[str, Any]]:
        """The targets card cid's registry kinds list for its play ("@play_targets")."""
        outs: list[dict[str, Any]] = []
        for key, e in i.at["@play_targets"]:
            outs.extend(KINDS[e["effect"]].at_play_targets(self, p, cid, key, e))
        return outs

    def _restrict(self, i: CardInfo, e: Mapping[str, Any], outs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Apply an effect's target restrictions: max_strength, empire, krebiz cruiser, tags."""
        if not outs or _RESTRICT_KEYS.isdisjoint(e):
            return outs
        limit = e.get("max_strength")
        empire = e.get("empire")
        tags = e.get("tags")
        title = e.get("title")
        lowest = e.get("lowest")
        indirigan = e.get("indirigan")
        krebiz = e.get("krebiz")
        types = e.get("types")
        without = e.get("without")
        alone = e.get("alone")
        psy_empire = e.get("psy_empire")
        if not (limit or empire or tags or title or lowest or indirigan or krebiz or types or without or alone or psy_empire):
            return outs
        return self._restricted(i, outs, limit, empire, tags, title, lowest, indirigan, krebiz, types, without, alone, psy_empire)

    def _restricted(
        self, i: CardInfo, outs: list[dict[str, Any]], limit: Any, empire: Any, tags: Any, title: Any, lowest: Any,
        indirigan: Any, krebiz: Any, types: Any, without: Any, alone: Any, psy_empire: Any,
    ) -> list[dict[str, Any]]:
        """_restrict's filter, once it has restrictions to apply (apart: its comprehensions' closure
        would cost every call of _restrict cells)."""
        ci = self.ci
        kept = []
        for o in outs:
            c = o["on"]
            if limit and self._strength(c) > _amount(limit, i.st):
                continue
            if empire and empire not in ci[c].emps:
                continue
            if tags and not (set(tags) & ci[c].tags):
                continue
            if title and not any(w in ci[c].title.lower() for w in ((title,) if isinstance(title, str) else title)):
                continue  # e.g. Malpractice: "The Doctor on which this card is played"
            if indirigan and not ci[c].indirigan:
                continue  # Fuser Mechanism: "one Indirigan ship"
            if krebiz and ci[c].krebiz != krebiz:
                continue  # Krebiz Armor: "May only be played on a cruiser, not on a capsule"
            if types and ci[c].t not in types:
                continue
            if without and ci[c].gen.get(without):
                continue  # Terraforming: "only ... on terrain which does not generate economy"
            if alone and any(self.ip[k]["cmb"] for k in self._children(c)):
                continue  # Krebiz Pseudo Capsule: "only ... on a Krebiz cruiser without a capsule"
            if psy_empire and not any(ci[k].t == "P" and ci[k].emp == psy_empire for k in self._children(c)):
                continue  # Psycanti Intellect Fighter: "Played to a Psycanti's location"
            kept.append(o)
        if lowest and kept:
            # Invinco Guardian: "Must always be played on the lowest strength ship in a player's fleet";
            # Sun Spot: "one opponent's weakest terrain card": the weakest of each player's fleet.
            low: dict[int, int] = {}
            for o in kept:
                q = self.ip[o["on"]]["c"]
                low[q] = min(low.get(q, self._strength(o["on"])), self._strength(o["on"]))
            kept = [o for o in kept if self._strength(o["on"]) == low[self.ip[o["on"]]["c"]]]
        return kept

    def _legal_plays(self, p: int, own_turn: bool) -> list[Action]:
        acts: list[Action] = []
        only = None
        if self.plays >= PLAYS_PER_TURN:
            if "@frees_card_play" in self.fxin:
                only = "".join(
                    KINDS[e["effect"]].every_types(self, p, k, e)
                    for k in self._listeners("@frees_card_play") for _, e in self.ci[k].at["@frees_card_play"]
                ) or None  # card plays used up: only the cards freed of any ("as many crew cards as desired")
            if only is None:
                if "@frees_reserve_exchange" in self.fxin and self._free_exchange(p) is not None:
                    # Rear Admiral: an exchange without a card play
                    self._reserve_swaps(p, acts)
                return acts
        if self._kids is None:
            self._children(-1)
        wards = self._wards
        fxin = self.fxin
        limited = bool(wards) or "@protection" in fxin or "headquarters" in fxin  # (any of the limits below)
        cap = self._play_cap(p) if self._on.get("modifies_play_strength", ()) else None
        memo: dict[object, Any] = {}
        for c in self.hand[p]:
            if cap is not None and self.ci[c].st > cap:
                continue  # Time Fiend: "opponent may not play cards of higher strength"
            if only is not None and self.ci[c].t not in only:
                continue  # the card plays used up: only the cards played free of any
            targets = self._play_targets(p, c, False, memo)
            if not targets:
                continue
            if limited:
                targets = self._limited_targets(c, targets, wards)
            if "time_origin" in fxin:
                targets = self._origin_targets(targets)  # engine/timeorigin.py
            for extra in targets:
                if "fleet" in extra:
                    extra = {"on": -1 - extra["fleet"]}  # a whole opponent fleet: its Sector HQ's id
                acts.append({"player": p, "type": "play", "card": c, **extra})
        if only is not None:
            return acts
        self._reserve_swaps(p, acts)
        if self.opts["declared_effects"]:
            # Listed with the printed text as the declaration; the player may send any other
            # (non-empty) text in its place (see _check_declare).
            for c in self.hand[p]:
                if not self.ci[c].playable:
                    acts.append({"player": p, "type": "declare", "card": c, "text": _printed(self.ci[c])})
        return acts

    def _limited_targets(
        self, c: int, targets: list[dict[str, Any]], wards: Mapping[int, Any],
    ) -> list[dict[str, Any]]:
        """Hand card c's play targets (_legal_plays) less those its wards, protections and
        headquarters rule out (apart: its comprehensions' closure would cost every listing cells)."""
        fxin = self.fxin
        if wards:
            targets = self._unwarded(c, targets)
        if "@protection" in fxin and targets:
            targets = [o for o in targets if not any(
                isinstance(o.get(k), int) and o[k] >= 0 and self._protected(o[k], c) for k in ("on", "other", "to")
            )]
        if "headquarters" in fxin and targets:
            targets = [o for o in targets if self._plays_on_headquarters_ok(c, o.get("on"))]
        return targets

    def _free_card_play(self, p: int, c: int, on: int) -> None:
        """Once each turn, card c of p played on card `on` costs no card play if an own card frees
        such plays, unused this turn (effects/kinds/statics.py "free_play")."""
        for k in self._listeners("@frees_card_play"):
            if any(KINDS[e["effect"]].frees(self, p, k, e, c, on) for _, e in self.ci[k].at["@frees_card_play"]):
                self.used.append(k)
                self.plays -= 1
                return

    def _place(self, x: int) -> int:
        """The location card x in play stands for: itself if it is a unit or sits at no location,
        else the card it sits on (a card played on a crew card is at the crew's location)."""
        ip = self.ip
        return x if self.ci[x].t in UNIT_TYPES or ip[x]["loc"] is None else ip[x]["loc"]

    def _location(self, k: int) -> int | None:
        """Card k's location: the unit or terrain it sits on, or the one of the crew card it sits on."""
        host = self.ip[k]["loc"]
        return self._place(host) if host is not None and host in self.ip else None

    def _reserve_swaps(self, p: int, acts: list[Action]) -> list[Action]:
        """"Using the Reserve Fleet": swap a hand card for a reserve card of equal or lower strength
        (appended to acts)."""
        reserve = self.reserve[p]
        if not reserve:
            return acts
        ci = self.ci
        # (The reserve's printed strengths, kept by its contents: it changes far less often than
        # asked; with whether the match plays v2.1, as the cache lives only with states sharing
        # one `opts`, never changed once set up: clone shares both, new_state and from_json make new.)
        key = tuple(reserve)
        known = self._rsv.get(key)
        if known is None:
            strengths = [(ci[r].st, r) for r in reserve]
            known = self._rsv[key] = (min(strengths)[0], strengths, edition(self.opts) == V21)
        weakest, strengths, v21 = known
        for c in self.hand[p]:
            i = ci[c]
            if i.st < weakest or i.no_rsv[v21]:
                # (no reserve card is weak enough); "This card may not be placed or played into the
                # reserve fleet" (CardInfo.no_rsv); v2.1 "RESERVE FLEET RESTRICTIONS": "Cards that
                # are restricted to one copy per deck (by whatever game rules are being used) cannot
                # be placed into the reserve fleet" (the Conjectural and Prototype classes); the
                # Primary rules' "Using the Reserve Fleet" has no such restriction ("before-editions":
                # none, as the engine played then).
                continue
            st = i.st
            for rst, r in strengths:
                if rst <= st:
                    acts.append({"player": p, "type": "reserve", "card": c, "take": r})
        return acts

    def _free_exchange(self, p: int) -> int | None:
        """An own card freeing a reserve exchange this turn ("free_play"): Rear Admiral on a base,
        "Each turn, allows a player to make one card exchange to the reserve fleet without
        expending a card play"."""
        for c in self._listeners("@frees_reserve_exchange"):
            if any(KINDS[e["effect"]].frees(self, p, c, e) for _, e in self.ci[c].at["@frees_reserve_exchange"]):
                return c
        return None

    def _play_cap(self, p: int) -> int:
        """The highest strength p may play ("modify play_strength" cards in p's fleet: Time Fiends,
        at their current strength)."""
        cap = 99
        for c in self._on.get("modifies_play_strength", ()):
            s = self.ip.get(c)
            if s is not None and s.get("vs", s["c"]) == p and c not in self._halted:  # (in or against p's fleet)
                most = self.ci[c].play_max
                cap = min(cap, self.ci[c].st + s.get("ag", 0) if most == "strength" else most)
        return cap

    def _played_unit_this_turn(self, p: int, t: str) -> bool:
        """Whether a card of type t is barred on turn 2: v2.1 "TURN 2 RESTRICTIONS": "a maximum of
        1 ship, base, dragon, installation or psy card may be played to the active fleet";
        Primary rules, "Turn Two Restrictions": "A maximum of one ship or base may be played to
        the active fleet during the second turn" (dragons, installations and psy cards free)."""
        ip = self.ip
        ci = self.ci
        if edition(self.opts) == PRIMARY:
            return t in "SB" and any(
                ip[c]["pt"] == self.turn and ci[c].t in "SB" and not ci[c].as_t for c in ip if ip[c]["c"] == p
            )
        return any(
            ip[c]["pt"] == self.turn and (ci[c].t in FIRE_TYPES or ci[c].t == "P") and not ci[c].as_t
            for c in ip if ip[c]["c"] == p
        )  # (a Vektrean asteroid base "would not count as your 1 unit": GEerrata)

    def _unwarded(self, c: int, outs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Drop targets at a location whose ward (Doctor) forbids this card."""
        title = self.ci[c].title.lower()
        ctype = "type:" + self.ci[c].t
        ip = self.ip
        kept = []
        for o in outs:
            t = o.get("on")
            if t is not None and t >= 0 and t in ip:
                loc = self._place(t)
                words = self._wards.get(loc, ())
                if loc != t and t in self._wards:
                    words = words + self._wards[t]  # Automaton: the crew card it sits on is warded
                if words and any(w in title or w == ctype for w in words):
                    continue
            kept.append(o)
        return kept

    def _do_reserve(self, p: int, a: Action) -> None:
        self.hand[p].remove(a["card"])
        self.reserve[p].remove(a["take"])
        self.reserve[p].append(a["card"])
        self.hand[p].append(a["take"])
        adm = self._free_exchange(p) if self.active == p and "@frees_reserve_exchange" in self.fxin else None
        if adm is not None:
            self.used.append(adm)
        else:
            self.plays += 1
        self._emit("reserve", player=p, card=a["card"], take=a["take"])

    # Declared effects (between people) ---------------------------------------------------------

    def _do_declare(self, p: int, a: Action) -> None:
        c = a["card"]
        self.hand[p].remove(c)
        self.limbo.append(c)
        self.plays += 1
        entry = {"player": p, "card": c, "title": self.ci[c].title, "text": a["text"], "on": a.get("on"), "votes": {}}
        self.declared.append(entry)
        self._emit("declared", **{k: v for k, v in entry.items() if k != "votes"})
        voters = [q for q in self.order if q != p and not self.out[q]]
        for q in reversed(voters):
            self.pending.append({"k": "vote", "p": q, "entry": len(self.declared) - 1})

    def _vote(self, p: int, accept: bool) -> None:
        pend = self.pending.pop()
        entry = self.declared[pend["entry"]]
        entry["votes"][str(p)] = accept
        self._emit("vote", player=p, accept=accept, card=entry["card"])
        if not accept:
            # Refused: the card returns to the hand and the play is not counted.
            self.pending = [x for x in self.pending if not (x["k"] == "vote" and x["entry"] == pend["entry"])]
            self.limbo.remove(entry["card"])
            self.hand[entry["player"]].append(entry["card"])
            self.plays -= 1
            entry["result"] = "refused"
            return
        if not any(x["k"] == "vote" and x["entry"] == pend["entry"] for x in self.pending):
            entry["result"] = "accepted"
            self.limbo.remove(entry["card"])
            on = entry["on"]
            if on is not None and on in self.ip:
                s = self._enter(entry["player"], entry["card"], on)
                s["e"] = True
            else:
                self._to_discard(entry["card"])

    def _do_accept(self, p: int, a: Action) -> None:
        self._vote(p, True)

    def _do_refuse(self, p: int, a: Action) -> None:
        self._vote(p, False)
