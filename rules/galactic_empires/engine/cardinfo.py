"""What the rules need to know about each card, computed once from its plain data and its card script.

Shared between clones and never mutated. Empire-specific traits come from the empire rules (empires.py).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import effects as fx
from ..effects.kinds.statics import is_general
from ..effects.registry import KINDS
from .common import (
    ACTION_PRIMITIVES, COST_KINDS, IMPLEMENTED, ONE_PER_DECK_TAGS, POINT_KINDS, SHIP_TYPES, UNIT_TYPES, _amount,
    v21_slot_halves,
)
from .empires import CORPORATE, KREBIZ, MECHAD, krebiz_kind
from .hooks import compile_hooks, handlers_for

# Verbs the rules read only compiled (several entries per card): never by name from `fx`.
_REPEATABLE_ONLY = frozenset({"modify", "when", "operate", "react", "instead"})

# --------------------------------------------------------------------------------------------
# Static card information (shared between clones, never mutated)
# --------------------------------------------------------------------------------------------


# First-vocabulary reactions (effects/kinds/reactions.py "reaction_use") that answer only a volley,
# a card play or operation, or the Draw Cards Phase: never a discard's window.
_NOT_ON_DISCARD = frozenset((
    "draw_phase", "opponent_volley", "firing_fleet", "firing_unit", "opponent_card", "card_on_crew", "card_on_fleet",
    "operate",
))


class CardInfo:
    """What the rules need to know about one card, precomputed from its plain data."""

    __slots__ = (
        "card", "key", "title", "t", "actions", "reacts", "st", "costs", "gen", "cmd", "mult", "sh", "nodes", "ph", "hv",
        "dc", "var", "emp", "emps", "ecls", "minor", "indirigan", "reaction", "fx", "model", "tags",
        "on_terrain", "krebiz", "mechad", "dmg", "equip", "cdmg", "eng_dmg", "playable", "imm", "halve", "ret_hand", "status",
        "add_st", "add_hv", "hv_cap", "add_ph", "ph_host", "add_sh", "dur", "pdur", "cmd_own", "eng_play", "attached_gen", "dph", "drain", "drain_econ", "drain_noecon", "drain_spare", "guard", "oneshot", "minatk", "add_host",
        "dark", "surface", "grows", "turn_fx", "hooks", "events", "listens", "on_event",
        "psy", "field", "disc", "psyx", "opr",
        # Compiled "modify" entries (effects/schema.py STATS), one attribute per stat.
        "repair_mult", "heavy_vs", "pierce", "pierce_host", "volley_add", "minatk_lone", "cmd_slots", "gmods", "play_max", "plays_max",
        # The half command slots it takes as a unit on its own: (Primary rules, v2.1) (EconomyRules._fleet_slots).
        "cmd_halves",
        "plays_more",
        "grow", "twice_hazard", "twice_fn",
        # The script compiled for the registry (effects/registry.py): its action lists by key, and
        # moment or listener key -> ((program key, entry), ...).
        "programs", "at", "listen_keys", "kinds",
        # The events its registry reactions answer (sections.REACT_TO), for StackRules._reaction_held;
        # the keys it adds to its match's `fxin` (_fx_in).
        "react_on", "fxkeys",
        # Whether it may answer a Discard Phase discard's window (TurnRules._discard_window).
        "rx_discard",
        # Compiled "play_if" conditions: (after an own ship was destroyed, from turn, dragons in play).
        "play_if", "one_per_loc",
        # Whether PlayRules._may_play has anything to check (unplayable, a persona, a timing, play_if).
        "play_checks",
        # A card played on a card: (where, dragons too, dragons left out) (PlayRules._play_targets).
        "equip_on",
        # An ancient (v2.1 "ANCIENT CARDS": "treated as crew cards for all purposes"): t is "C".
        "ancient",
        # Damaged as a terrain (a Vektrean asteroid base); a card that states it damages terrain.
        "as_t", "hits_t",
        # Whether it may not go into the reserve fleet: (before v2.1, v2.1) (PlayRules._reserve_swaps).
        "no_rsv",
        # Its time strength (v2.1 "TIME GATES RULES": a split strength, not an Aqaaran's other
        # side), 0 for none; its command halves at the time origin (GEfaq "Command Points/Slots":
        # "Units in the time origin require a command slot based on their origin strength").
        "tst", "cmd_halves_origin",
    )

    def __init__(self, card: Mapping[str, Any]) -> None:
        a = card.get("attributes") or {}
        self.card = card
        self.key = card.get("key", "")
        self.title = card.get("title", "")
        t = card.get("type") or "?"
        self.t = t if len(t) == 1 else "?"
        self.ancient = t == "N"
        if self.ancient:
            self.t = "C"  # "Ancient cards are a subset of 'C'rew cards" (engine/ancients.py)
        effects = fx.effects_for(card) or ()
        self.as_t = any(e["effect"] == "as_terrain" for e in effects)
        if self.as_t:
            self.t = "B"  # Vektrean asteroid bases: "Is a base for all other purposes"
        self.st = int(card.get("strength") or 0)
        # Entries by verb (the first, for the rules that read a verb's parameters); a repeatable
        # verb's entries (several per card) are compiled below instead.
        self.fx = {}
        # GEfaq "Card Damage": "only cards which specifically state they damage terrain may apply
        # card damage to the structure of terrain": a card with an entry aimed at terrain ("T").
        self.hits_t = any("T" in e["targets"] for e in effects if isinstance(e.get("targets"), str))
        for e in effects:
            if e["effect"] not in _REPEATABLE_ONLY:
                self.fx.setdefault(e["effect"], e)
        _compile_programs(self, effects)
        # A card played to act (engine/script.py): its on_play actions, run in order.
        self.actions = self.programs.get("play", ())
        no_points = set(self.fx.get("no_stat_points", {}).get("kinds", ()))
        self.costs = tuple((k, a[f"cost_{k}"]) for k in COST_KINDS if a.get(f"cost_{k}"))
        self.gen = {k: a[f"gen_{k}"] for k in POINT_KINDS if a.get(f"gen_{k}") and k not in no_points}
        for k, v in self.fx.get("points", {}).get("points", {}).items():
            self.gen[k] = self.gen.get(k, 0) + v  # points the text gives and the stats columns miss
        self.cmd = int(a.get("gen_command") or 0)
        mult: dict[str, int] = {}
        for k in POINT_KINDS:
            m = a.get(f"mult_{k}")
            if isinstance(m, str) and m[:1] == "x" and m[1:].isdigit():
                mult[k] = int(m[1:])
        times = next((e["multiplies"] for e in effects if "multiplies" in e), None)
        if times:
            # A multiplier its text states and its symbols do not print (effects/schema.py).
            mult = {k: max(mult.get(k, 1), times) for k in POINT_KINDS}
        self.mult = mult
        self.sh = int(a.get("shields") or 0)
        self.nodes = int(a.get("nodes") or 0)
        self.ph = int(a.get("phasers") or 0)
        self.hv = int(a.get("heavy_weapons") or 0)
        self.dmg = int(a.get("card_damage") or 0)
        self.emp = a.get("main_empire") or ""
        # The empires it is of: its main empire, or, with none (a base), the empires it lists.
        self.emps = frozenset((self.emp,)) if self.emp else frozenset(a.get("empires") or ())
        self.ecls = a.get("empire_class") or "none"
        self.minor = self.ecls == "minor"
        self.indirigan = bool(a.get("indirigan_tribe"))
        self.reaction = bool(a.get("reaction"))
        # Tags and the master list's properties (a time card, an artifact...), as the stocking rules read them.
        self.tags = frozenset(a.get("tags") or ()) | frozenset(a.get("properties") or ())
        self.mechad = self.emp == MECHAD and self.nodes > 0
        # Mechad distortion cannons: the damage symbols of a Mechad ship whose weapon legend names
        # one (card data: attributes.weapon_names, read from the legend at import; Primary rules,
        # "MECHAD HOLDFAST"). Each is a heavy weapon and needs 1 ammunition.
        self.dc = self.dmg if (self.emp == MECHAD and "Distortion Cannon" in (a.get("weapon_names") or ())) else 0
        # Corporate variplaz: every heavy weapon of a Corporate ship ("CORPORATE AGGRESSORS").
        self.var = fx.variplaz_max_energy(card) if (self.emp == CORPORATE and self.t == "S" and self.hv) else 0
        self.on_terrain = "on_terrain" in self.fx
        self.krebiz = None
        if self.t == "S" and self.emp == KREBIZ:
            self.krebiz = krebiz_kind(self.tags)
        self.model = fx.modelling(card, IMPLEMENTED)
        self.playable = self.model not in ("unmodelled", "rule")  # "rule": the Sector HQ and reference cards
        # Entries of verbs whose rules are still in several rule modules, read there as these
        # attributes (compiled once here, never looked up by name there: issue 24).
        self.equip = self.fx.get("equip")  # played on a card, where it stays (PlayRules, ResolveRules)
        self.cdmg = self.fx.get("card_damage")  # card damage: played, operated, landing, reacting
        self.eng_dmg = "engage_damage" in self.fx  # Creature from the Black Hole (EconomyRules, TurnRules)
        self.react_on = frozenset(e["on"] for _, e in self.at.get("@reactions", ()))
        # A card whose text grants it reaction mode though it is not printed as a reaction card ("As a
        # reaction, or as a card action": O7 Intergalactic Transgate) says so with a `react` entry.
        self.reaction = self.reaction or bool(self.react_on)
        # A card its player may play in reaction mode (v2.1 "PLAYING REACTION CARDS").
        self.reacts = self.reaction and self.playable and ("@reaction_plays" in self.at or "@reactions" in self.at)
        self.rx_discard = self.reacts and (
            bool(self.react_on & {"discarding", "any"})
            or any(e["on"] not in _NOT_ON_DISCARD for _, e in self.at.get("@reaction_plays", ()))
        )
        # Issue 11 vocabulary, precomputed so the hot paths test one attribute.
        imm = self.fx.get("immune")
        self.imm = frozenset(imm["kinds"]) if imm else frozenset()
        self.halve = frozenset(self.fx["halve_damage"]["kinds"]) if "halve_damage" in self.fx else frozenset()
        self.ret_hand = "returns_to_hand" in self.fx
        st = self.fx.get("status")
        self.status = {k: v for k, v in st.items() if k != "effect"} if st else None
        amt = self.fx.get("add_strength", {}).get("amount", 0)
        self.add_st = 0 if amt == "host" else _amount(amt, self.st)
        self.add_sh = sum(KINDS[e["effect"]].at_shields(e) for _, e in self.at.get("@shields", ()))
        # Weapons it adds to its host (refits, shuttles: effects/kinds/fire.py "@adds_weapons"): heavy
        # weapons, phasers, its host's printed phasers twice a turn, phasers firing once until rearmed.
        self.add_ph, self.add_hv, self.ph_host, self.oneshot = 0, 0, False, False
        self.hv_cap = 0  # the most heavy weapons a ship takes from refits of this kind (0: no limit)
        for _, e in self.at.get("@adds_weapons", ()):
            self.add_ph, self.add_hv, self.ph_host, self.oneshot = KINDS[e["effect"]].at_adds_weapons(e)
            self.hv_cap = KINDS[e["effect"]].heavy_ship_limit(e)
        dur = self.fx.get("duration")
        self.dur = _amount(dur["turns"], self.st) if dur else 0
        self.pdur = bool(dur) and dur.get("per") == "player"  # counted in player turns
        self.cmd_own = "command_if_empire" in self.fx
        self.eng_play = any(KINDS[e["effect"]].enters_engaged(e) for _, e in self.at.get("@timing", ()))
        dr = self.fx.get("drain")
        self.drain = dict(dr["points"]) if dr else None
        self.drain_econ = bool(dr and dr.get("then_economy"))  # its shortfall taken from economy
        # "Nor may economy points be used as ammunition": the drained kinds economy may not stand for.
        self.drain_noecon = frozenset(dr["points"]) if dr and dr.get("no_economy") else frozenset()
        self.drain_spare = bool(dr and dr.get("spare_crew"))  # "except from crew cards"
        self.guard = "guardian" in self.fx
        self.add_host = self.fx.get("add_strength", {}).get("amount") == "host"
        sf = self.fx.get("surface")
        # Surface Dragoness, Rogue Dragoness: the kind's options it says (a non-empty set: a surface dragon).
        self.surface = frozenset(["surface", *(k for k in ("from_fleet", "any_target", "local_damage") if sf.get(k))]) \
            if sf is not None else frozenset()
        g = self.at.get("@grows")
        self.grows = ("host" if KINDS[g[0][1]["effect"]].host_grows(g[0][1]) else "self") if g else None
        self.turn_fx = g is not None  # acts at its player's turn start
        # Psy beings and field cards (GErulesv21 "PSY RULES").
        self.psy = self.fx.get("psy")
        fe = self.fx.get("field")
        self.field = tuple(fe["functions"]) if fe else None
        self.disc = frozenset(fe["disciplines"]) if fe else frozenset()
        _compile_modifiers(self, [e for e in effects if e["effect"] == "modify" and not is_general(e)])
        # Primary rules, "COMMAND POINTS": its slots; v2.1 "COMMAND SLOTS": a one-slot unit takes
        # one at strength 3 or higher, 1/2 at strength 2, none below.
        h = 2 * self.cmd_slots
        self.cmd_halves = (h, v21_slot_halves(self.st) if h == 2 else h)
        ts = a.get("time_strength")
        self.tst = int(ts) if ts and not a.get("alt_type") else 0  # (an Aqaaran's second side: alt_type)
        self.cmd_halves_origin = (h, v21_slot_halves(self.tst) if h == 2 else h)
        pi = self.fx.get("play_if")
        self.play_if = (
            (bool(pi.get("after_own_ship_destroyed")), pi.get("from_turn", 0), pi.get("dragons_in_play", 0))
            if pi and ("after_own_ship_destroyed" in pi or "from_turn" in pi or "dragons_in_play" in pi) else None
        )
        self.one_per_loc = bool(pi and pi.get("one_per_location"))
        self.play_checks = not self.playable or "Persona" in self.tags or "@timing" in self.at or self.play_if is not None
        self.equip_on = None
        if self.equip:
            where = self.equip.get("where", "own_unit")
            kind = where.rsplit("_", 1)[-1]
            # GEqa qa-010: "Dragons are ships except for three instances" (a hazard played on a
            # ship); v2.1 "THE SPACE DRAGON EMPIRE": no equipment, crew or occurrence on dragons.
            self.equip_on = (where, self.t == "H" and kind == "ship", self.t in "OEC" and kind in ("unit", "any", "stack"))
        self.psyx = (
            self.psy is not None or fe is not None or self.t == "P" or "psy_strength" in self.gmods or self.twice_fn is not None
        )
        # The script compiled into hooks (engine/hooks.py): what the listener index lists it under,
        # with the listener keys of its registry entries (a trigger's "on:<event>"...).
        self.hooks, self.events = compile_hooks(self)
        self.hooks += self.listen_keys
        self.on_event = handlers_for(self.hooks, self.events)
        # Listed under its hooks, and under the events whose handlers it runs (one dispatch list).
        self.listens = self.hooks + tuple(self.on_event)
        self.fxkeys = frozenset((*self.hooks, *self.at, *self.kinds, *("react:" + on for on in self.react_on)))
        # Whether GEState._legal_operate can list an action for this card (it skips the others): an
        # entry of the ability section (a crew card's mission...), a function, a registry ability.
        cd = self.cdmg
        self.opr = (
            any(fx.VERBS[v].section == "ability" for v in self.fx)
            or "@abilities" in self.at or "@operate" in self.at or "@operations" in self.at
            or bool(cd and cd.get("when") == "operate")
        )
        # "This card may not be placed or played into the reserve fleet" (its script); v2.1 "RESERVE
        # FLEET RESTRICTIONS" adds the cards restricted to one copy per deck (PlayRules._reserve_swaps).
        no_rsv = "@no_reserve" in self.at
        self.no_rsv = (no_rsv, no_rsv or not ONE_PER_DECK_TAGS.isdisjoint(self.tags))
        # Crew, equipment and abilities with printed points generate them where they sit.
        self.attached_gen = bool(self.gen) and self.t not in UNIT_TYPES and self.t != "T" and (
            self.equip is not None or self.t in "CPF"
        )

    def effect(self, name: str) -> Mapping[str, Any] | None:
        return self.fx.get(name)


def _compile_programs(info: CardInfo, effects: Sequence[Mapping[str, Any]]) -> None:
    """The card's action lists by key ("play": its on_play actions; "<section><n>": the actions of
    its n-th entry of a section; "<key>/<step><suffix>": a branch inside a list) and its registry
    entries by moment or listener key (effects/registry.py)."""
    programs: dict[str, tuple[Mapping[str, Any], ...]] = {}
    at: dict[str, list[tuple[str, Mapping[str, Any]]]] = {}
    listen: set[str] = set()

    def add(key: str, actions: Any) -> None:
        programs[key] = tuple(actions)
        for pc, e in enumerate(actions):
            impl = KINDS.get(e["effect"])
            if impl is not None:
                for suffix, sub in impl.programs(e):
                    add(f"{key}/{pc}{suffix}", sub)

    sections: dict[str, list[Mapping[str, Any]]] = {}
    for e in effects:
        sections.setdefault(fx.VERBS[e["effect"]].section, []).append(e)
    on_play = sections.pop("on_play", ())
    # Played to act: a card whose on_play holds a composable action runs its actions in order
    # (a legacy form, such as destroy with "targets", is the rule modules' instead).
    programmed = any(e["effect"] in ACTION_PRIMITIVES or (
        e["effect"] in KINDS and KINDS[e["effect"]].action and "targets" not in e and e["effect"] not in _LEGACY_ALONE
    ) for e in on_play)
    if programmed:
        add("play", [e for e in on_play if e["effect"] in KINDS and KINDS[e["effect"]].in_program(e)])
    # The on_play entries outside its action list (a legacy form; a card whose rule is its play,
    # effects/kinds/cards.py) take part in the card play moments like the entries of the other sections.
    sections["on_play"] = [
        e for e in on_play if e["effect"] in KINDS and not (programmed and KINDS[e["effect"]].in_program(e))
    ]
    for section, entries in sections.items():
        for n, e in enumerate(entries):
            impl = KINDS.get(e["effect"])
            if impl is None:
                continue
            key = f"{section}{n}"
            for suffix, sub in impl.programs(e):
                add(key + suffix, sub)
            for k in impl.keys(e):
                at.setdefault(k, []).append((key, e))
            listen.update(impl.listen(e))
    info.programs = programs
    info.at = {k: tuple(v) for k, v in at.items()}
    kinds = frozenset(e["effect"] for prog in programs.values() for e in prog) | frozenset(
        e["effect"] for e in effects if e["effect"] in KINDS
    )
    # What the kinds it uses need the engine to keep (KINDS[...].needs), in the match's hooks.
    info.kinds = frozenset(n for k in kinds for n in KINDS[k].needs)
    info.listen_keys = tuple(sorted(listen))


# Actions that alone are still played by the rule modules (engine/resolve.py "_instant"): a card
# with only these plays as it always did; with a composable action they join its list.
_LEGACY_ALONE = frozenset({"gain_points"})


# The compiled selector of a modifier that affects its own card alone (UnitRules._affected).
SELF_SELECTOR: tuple[str, str, str, str, bool | None] = ("self", "", "", "", None)


def _selector(sel: Mapping[str, Any]) -> tuple[str, str, str, str, bool | None]:
    """A Selector compiled for the rules' quick test (UnitRules._affected): (owner, types, empire,
    krebiz, engaged)."""
    return (sel.get("owner", "any"), sel.get("types", ""), sel.get("empire", ""), sel.get("krebiz", ""), sel.get("engaged"))


def _compile_modifiers(info: CardInfo, entries: Sequence[Mapping[str, Any]]) -> None:
    """The card's "modify" entries as the attributes the rules read (effects/schema.py STATS)."""
    info.repair_mult = 1  # repair points counted at its location (Engineer: 2)
    info.heavy_vs = None  # (target types, factor) of its volleys' heavy damage (Hydrogen Dragoness)
    info.pierce = False  # its volleys ignore the target's shields (Radiation Dragoness)
    info.pierce_host = False  # the volleys of the unit it sits on ignore the target's shields (Targeting Systems)
    info.volley_add = None  # (damage, target types) added to its controller's volleys (Sirens)
    info.minatk = 0  # the least attacker strength (Nebula Dragon) ...
    info.minatk_lone = False  # ... unless it is its fleet's only ship
    info.cmd_slots = 1  # command slots the unit needs (Luxury Liner: 0)
    info.dph = None  # phasers once damaged (Defensive Satellites)
    info.play_max = None  # the strongest card its controller may play: an Amount (Time Fiend)
    info.plays_max = None  # the cards its controller may play a turn (Bureaucracy)
    info.plays_more = 0  # extra card plays its controller has each turn ("one extra card play each turn")
    info.dark = 0  # research points per attacking unit and turn (Dark Dragoness)
    info.grow = None  # {kind: points} its terrain makes, never multiplied (Growing Economy)
    info.twice_hazard = None  # one hazard a turn up to this strength acts twice (Void Dragoness)
    info.twice_fn = None  # one psy function a turn up to this strength used twice (Projection Station)
    gmods: dict[str, list[tuple[int, tuple[str, str, str, str, bool | None]]]] = {}
    for e in entries:
        stat, op, value = e["stat"], e["op"], e.get("value")
        affects = e["affects"]
        if isinstance(affects, Mapping):
            gmods.setdefault(stat, []).append((value, _selector(affects)))  # phasers, shield_regen, psy_strength
        elif stat == "shield_regen":  # affects = "self": this unit alone ("2 shields (not 1) are regenerated")
            gmods.setdefault(stat, []).append((value, SELF_SELECTOR))
        elif stat == "repair":
            info.repair_mult = 2
        elif stat == "heavy_damage":
            info.heavy_vs = (e.get("against", ""), 2)
        elif stat == "target_shields" and affects == "location":
            info.pierce_host = True
        elif stat == "target_shields":
            info.pierce = True
        elif stat == "volley_damage":
            info.volley_add = (value, e.get("against", ""))
        elif stat == "attacker_strength":
            info.minatk = value
            info.minatk_lone = e.get("while") == "not_only_ship"
        elif stat == "command":
            info.cmd_slots = value
        elif stat == "phasers":
            info.dph = value
        elif stat == "play_strength":
            info.play_max = value
        elif stat == "plays" and op == "add":
            info.plays_more += value
        elif stat == "plays":
            info.plays_max = value
        elif stat == "fire_cost":
            info.dark = value
        elif stat == "terrain_points":
            info.grow = {e["kind"]: value}
        elif stat == "hazard_uses":
            info.twice_hazard = e["up_to"]
        elif stat == "function_uses":
            info.twice_fn = e["up_to"]
        else:  # pragma: no cover - the schema accepts only the stats above
            raise ValueError(f"modify: no rule reads stat {stat!r} (form {op} {affects})")
    # stat -> ((value, selector), ...): modifiers of the cards a selector names, anywhere in play.
    info.gmods = {k: tuple(v) for k, v in gmods.items()}


_INFO_CACHE: dict[int, tuple[Mapping[str, Any], CardInfo]] = {}


def card_info(card: Mapping[str, Any]) -> CardInfo:
    """CardInfo for a card dict, cached while the same dict object is in use (deck lines are
    shared between matches, so a new match costs no recomputation)."""
    hit = _INFO_CACHE.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    info = CardInfo(card)
    if len(_INFO_CACHE) > 20000:
        _INFO_CACHE.clear()
    _INFO_CACHE[id(card)] = (card, info)
    return info


def _fx_in(info: Sequence[CardInfo]) -> frozenset[str]:
    """The hooks of a match's cards and the moments of their registry entries (the rules for hooks
    no card has cost nothing), and "react:<event>" for the events their registry reactions answer."""
    return frozenset().union(*(i.fxkeys for i in info))


def _main_empire(ci: Sequence[CardInfo], cards: Sequence[int]) -> str:
    """The deck's main empire: the empire of most of its empire ships (major before minor)."""
    counts: dict[str, int] = {}
    for c in cards:
        i = ci[c]
        if i.t in SHIP_TYPES and i.emp and i.ecls in ("major", "minor"):
            counts[i.emp] = counts.get(i.emp, 0) + (2 if i.ecls == "major" else 1)
    if not counts:
        # Ruling: a deck without empire ships is of the empire of its psys (Psycanti, Visonic), or
        # of its installations (the Comedy Club Network's empire cards are its Comedy Clubs).
        for c in cards:
            i = ci[c]
            if i.t in "PI" and i.emp:
                counts[i.emp] = counts.get(i.emp, 0) + 1
    if not counts:
        return ""
    return max(sorted(counts), key=lambda e: counts[e])
