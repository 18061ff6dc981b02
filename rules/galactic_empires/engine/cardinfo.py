"""What the rules need to know about each card, computed once from its plain data and its card script.

Shared between clones and never mutated. Empire-specific traits come from the empire rules (empires.py).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import effects as fx
from .common import ACTION_PRIMITIVES, COST_KINDS, IMPLEMENTED, POINT_KINDS, SHIP_TYPES, UNIT_TYPES, _amount
from .empires import CORPORATE, KREBIZ, MECHAD, krebiz_kind

# The on_play verbs engine/actions.py runs in a scripted card's order.
_SEQUENCED = frozenset({"damage", "discard", "draw", "gain_points"})

# Effects whose cards GEState._children lists in _few (so the rules that need them scan a few).
_NEWPLAY = frozenset({"leak", "crash", "terrain_conflict", "surprise", "self_destruct", "hull_breach", "control"})
_XOP = frozenset({"helm", "sabotage", "destabilize"})
_FEW = frozenset({"clout", "shelter", "supply_lines", "free_reserve", "free_play", "well", "control", "snare"})
# Effects the stack index (GEState._children) collects as it rebuilds.
_INDEXED = frozenset({"halt", "play_cap", "surface", "engage_damage", "time_thief", "detect", "time_lore"})
# Effects whose rules are skipped outright in matches without them.
_GATED = frozenset({
    "end_draw", "well", "snare", "supply_lines", "free_play", "free_reserve", "shelter", "helm", "sabotage",
    "destabilize", "control", "capsule_repair", "tractor", "volatile", "clout", "reserve_swap", "extra_draw",
})


# --------------------------------------------------------------------------------------------
# Static card information (shared between clones, never mutated)
# --------------------------------------------------------------------------------------------


class CardInfo:
    """What the rules need to know about one card, precomputed from its plain data."""

    __slots__ = (
        "card", "key", "title", "t", "actions", "reacts", "st", "costs", "gen", "cmd", "mult", "sh", "nodes", "ph", "hv",
        "dc", "var", "emp", "ecls", "minor", "indirigan", "reaction", "fx", "model", "tags",
        "on_terrain", "krebiz", "mechad", "dmg", "playable", "imm", "halve", "ret_hand", "status",
        "add_st", "add_hv", "dur", "cmd_own", "eng_play", "attached_gen", "dph", "drain", "guard", "oneshot", "minatk", "decay", "add_host",
        "dark", "surface", "spec", "grows", "turn_fx", "few", "newplay", "xop",
        "psy", "field", "disc", "psyx", "opr",
    )

    def __init__(self, card: Mapping[str, Any]) -> None:
        a = card.get("attributes") or {}
        self.card = card
        self.key = card.get("key", "")
        self.title = card.get("title", "")
        t = card.get("type") or "?"
        self.t = t if len(t) == 1 else "?"
        if "as_terrain" in (dict.fromkeys(e["effect"] for e in (fx.effects_for(card) or ()))):
            self.t = "B"  # Vektrean asteroid bases: "Is a base for all other purposes"
        self.st = int(card.get("strength") or 0)
        effects = fx.effects_for(card) or ()
        self.fx = {e["effect"]: e for e in effects}
        # A script with composable primitives: its on_play actions, run in order (engine/actions.py).
        self.actions = tuple(e for e in effects if e["effect"] in _SEQUENCED) if ACTION_PRIMITIVES & self.fx.keys() else ()
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
        self.mult = mult
        self.sh = int(a.get("shields") or 0)
        self.nodes = int(a.get("nodes") or 0)
        self.ph = int(a.get("phasers") or 0)
        self.hv = int(a.get("heavy_weapons") or 0)
        self.dmg = int(a.get("card_damage") or 0)
        self.emp = a.get("main_empire") or ""
        self.ecls = a.get("empire_class") or "none"
        self.minor = self.ecls == "minor"
        self.indirigan = bool(a.get("indirigan_tribe"))
        self.reaction = bool(a.get("reaction"))
        self.tags = frozenset(a.get("tags") or ())
        text = (card.get("text") or "").lower()
        self.mechad = self.emp == MECHAD and self.nodes > 0
        # Mechad distortion cannons: the damage symbols of a Mechad ship whose text names one
        # (Primary rules, "MECHAD HOLDFAST"). Each is a heavy weapon and needs 1 ammunition.
        self.dc = self.dmg if (self.emp == MECHAD and "distortion" in text) else 0
        # Corporate variplaz: every heavy weapon of a Corporate ship ("CORPORATE AGGRESSORS").
        self.var = fx.variplaz_max_energy(card) if (self.emp == CORPORATE and self.t == "S" and self.hv) else 0
        self.on_terrain = "on_terrain" in self.fx
        self.krebiz = None
        if self.t == "S" and self.emp == KREBIZ:
            self.krebiz = krebiz_kind(self.title)
        self.model = fx.modelling(card, IMPLEMENTED)
        self.playable = self.model not in ("unmodelled", "rule")  # "rule": the Sector HQ and reference cards
        # A card its player may play in reaction mode (v2.1 "PLAYING REACTION CARDS").
        self.reacts = self.reaction and self.playable and "reaction_use" in self.fx
        # Issue 11 vocabulary, precomputed so the hot paths test one attribute.
        imm = self.fx.get("immune")
        self.imm = frozenset(imm["kinds"]) if imm else frozenset()
        self.halve = frozenset(self.fx["halve_damage"]["kinds"]) if "halve_damage" in self.fx else frozenset()
        self.ret_hand = "returns_to_hand" in self.fx
        st = self.fx.get("status")
        self.status = {k: v for k, v in st.items() if k != "effect"} if st else None
        amt = self.fx.get("add_strength", {}).get("amount", 0)
        self.add_st = 0 if amt == "host" else _amount(amt, self.st)
        self.add_hv = int(self.fx.get("add_weapons", {}).get("heavy", 0))
        dur = self.fx.get("duration")
        self.dur = _amount(dur["turns"], self.st) if dur else 0
        self.cmd_own = "command_if_empire" in self.fx
        self.eng_play = "engaged_on_play" in self.fx
        dw = self.fx.get("damaged_weapons")
        self.dph = dw["phasers"] if dw else None  # Defensive Satellites: fewer phasers once damaged
        dr = self.fx.get("drain")
        self.drain = dict(dr["points"]) if dr else None
        self.guard = "guardian" in self.fx
        self.decay = "decay" in self.fx
        self.add_host = self.fx.get("add_strength", {}).get("amount") == "host"
        self.minatk = int(self.fx.get("min_attacker", {}).get("strength", 0))
        self.oneshot = bool(self.fx.get("add_weapons", {}).get("one_shot"))
        self.dark = int(self.fx.get("detect", {}).get("research", 0))  # Dark Dragoness
        self.surface = "surface" in self.fx  # Surface Dragoness
        self.spec = bool(_INDEXED & self.fx.keys())
        g = self.fx.get("grows")
        self.grows = ("host" if g.get("host") else "self") if g else None
        self.turn_fx = g is not None or "aurora" in self.fx  # acts at its player's turn start
        # Indexed in GEState._children (Insanity too, for the no-voluntary-discard rule).
        self.few = bool(_FEW.intersection(self.fx)) or bool(self.status and "insane" in self.status)
        # Psy beings and field cards (GErulesv21 "PSY RULES").
        self.psy = self.fx.get("psy")
        fe = self.fx.get("field")
        self.field = tuple(fe["functions"]) if fe else None
        self.disc = frozenset(fe["disciplines"]) if fe else frozenset()
        self.psyx = self.psy is not None or fe is not None or self.t == "P" or "psy_boost" in self.fx or "psy_double" in self.fx
        self.newplay = not _NEWPLAY.isdisjoint(self.fx)  # targets from GEState._more_targets
        self.xop = not _XOP.isdisjoint(self.fx)  # operated once a turn (Helmsman, Saboteur, Gun)
        # Whether GEState._legal_operate can list an action for this card (it skips the others).
        cd = self.fx.get("card_damage")
        mo = self.fx.get("monster")
        self.opr = (
            self.xop or "halt" in self.fx or "time_lore" in self.fx or "mission" in self.fx
            or bool(cd and cd.get("when") == "operate") or bool(mo and mo.get("damage_each_turn"))
        )
        # Crew, equipment and abilities with printed points generate them where they sit.
        self.attached_gen = bool(self.gen) and self.t not in UNIT_TYPES and self.t != "T" and (
            "equip" in self.fx or self.t in "CPF"
        )

    def effect(self, name: str) -> Mapping[str, Any] | None:
        return self.fx.get(name)


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
    """The effect names of a match's cards (rules for effects nobody has cost nothing)."""
    names = {name for i in info for name in i.fx if name in _GATED}
    if any(i.status and "insane" in i.status for i in info):
        names.add("insane")
    if any(i.krebiz for i in info):
        names.add("krebiz")  # Krebiz capsules and cruisers (combining, separating)
    if any(i.fx.get("control", {}).get("ends") == "crew" for i in info):
        names.add("mutiny")  # a Mutineer: crew cards may be played to units it controls
    return frozenset(names)


def _main_empire(ci: Sequence[CardInfo], cards: Sequence[int]) -> str:
    """The deck's main empire: the empire of most of its empire ships (major before minor)."""
    counts: dict[str, int] = {}
    for c in cards:
        i = ci[c]
        if i.t in SHIP_TYPES and i.emp and i.ecls in ("major", "minor"):
            counts[i.emp] = counts.get(i.emp, 0) + (2 if i.ecls == "major" else 1)
    if not counts:
        # Ruling: a deck without empire ships is of the empire of its psys (Psycanti, Visonic).
        for c in cards:
            i = ci[c]
            if i.t == "P" and i.emp:
                counts[i.emp] = counts.get(i.emp, 0) + 1
    if not counts:
        return ""
    return max(sorted(counts), key=lambda e: counts[e])
