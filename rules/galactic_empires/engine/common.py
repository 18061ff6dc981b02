"""Shared by the Galactic Empires rule modules: constants, the static card information, small helpers.

From the engine's one-module form (the rules engine: set-up, the seven-phase player turn, fleets, fire, the Sector HQ.

Source: the Primary Edition rulebook (1994; cited as "Primary rules, <section>"), with the Universe
Edition rulebook v2.1 (GErulesv21.txt, cited "v2.1, <section>") where the 1994 text is silent or
inconsistent. Pure Python: cards are plain dicts (cardbase/data/galactic-empires/cards.json).

A state is plain data (lists, ints, small dicts) so bots can copy it thousands of times. Every
choice is one small action; multi-part choices (point allocation, weapons volleys, damage split)
are sequences of single choices ending in "done" / "resolve" / "next". Decisions of other
players (reactions, victory celebration draws, declared-effect votes, defensive fire) are
pending choices of those players.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core import Action, DeckCard, Event, GameRng, IllegalAction, State
from .. import effects as fx

HQ_HIT_POINTS = 25  # Primary rules, "DAMAGING THE SECTOR HQ"
PLAYS_PER_TURN = 3  # Primary rules, "3 - Play Cards Phase A"
HAND_SIZE = 9  # "BEGINNING PLAY"
END_GAME_SCORE = 50  # "EVERYONE PLAYS TO THE END"
POINT_KINDS = ("economy", "supply", "energy", "ammunition", "research", "repair", "healing")
COST_KINDS = ("economy", "supply", "energy", "ammunition", "research", "repair")
UNIT_TYPES = frozenset("SBD")  # "Unit - A base or ship or D dragon"
SHIP_TYPES = frozenset("SD")  # cards that protect (and may fire at) a Sector HQ
PLAY_PHASES = ("play_a", "play_b")
_WEAPONS = ("phaser", "heavy")
_PSY_WEAPONS = ("phaser", "heavy", "psy")  # psy beings also fire psy damage their functions made

_NO_STATUS: dict[str, Any] = {}
_NONE: frozenset[int] = frozenset()
# Effects whose cards GEState._children lists in _few (so the rules that need them scan a few).
_NEWPLAY = frozenset({"leak", "crash", "terrain_conflict", "surprise", "self_destruct", "hull_breach", "control"})
_XOP = frozenset({"helm", "sabotage", "destabilize"})
_FEW = frozenset({"clout", "shelter", "supply_lines", "free_reserve", "free_play", "well", "control", "snare"})
_NO_CARDS: list[int] = []  # shared and never mutated

# Effect names this engine implements (effects.VOCABULARY lists the same; a test keeps them equal).
IMPLEMENTED = fx.VOCABULARY
# Effects the stack index (GEState._children) collects as it rebuilds.
_INDEXED = frozenset({"halt", "play_cap", "surface", "engage_damage", "time_thief", "detect", "time_lore"})


# --------------------------------------------------------------------------------------------
# Static card information (shared between clones, never mutated)
# --------------------------------------------------------------------------------------------


class CardInfo:
    """What the rules need to know about one card, precomputed from its plain data."""

    __slots__ = (
        "card", "key", "title", "t", "st", "costs", "gen", "cmd", "mult", "sh", "nodes", "ph", "hv",
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
        self.mechad = self.emp == "Mechad" and self.nodes > 0
        # Mechad distortion cannons: the damage symbols of a Mechad ship whose text names one
        # (Primary rules, "MECHAD HOLDFAST"). Each is a heavy weapon and needs 1 ammunition.
        self.dc = self.dmg if (self.emp == "Mechad" and "distortion" in text) else 0
        # Corporate variplaz: every heavy weapon of a Corporate ship ("CORPORATE AGGRESSORS").
        self.var = fx.variplaz_max_energy(card) if (self.emp == "Corporate" and self.t == "S" and self.hv) else 0
        self.on_terrain = "on_terrain" in self.fx
        self.krebiz = None
        if self.t == "S" and self.emp == "Krebiz":
            self.krebiz = "capsule" if "capsule" in self.title.lower() else "cruiser"
        self.model = fx.modelling(card, IMPLEMENTED)
        self.playable = self.model != "unmodelled"
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


# --------------------------------------------------------------------------------------------
# The state
# --------------------------------------------------------------------------------------------

_OPTION_DEFAULTS: dict[str, Any] = {
    "game": "standard",
    "ante_kept": False,
    "everyone_plays_to_the_end": False,
    "disengaged_ships_out_of_play": False,
    "one_target_only": False,
    "restricted_bases": False,
    "bases_defend_ships": False,
    "defenders_shoot_back": False,
    "border_defense": False,
    "declared_effects": False,
    "turn_limit": 100,
    "stack_your_deck": False,
}

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


# The card types each "where" of _equip_targets names. "Psy cards are treated as crew cards for
# all non-psy-specific purposes" (v2.1 "PSY CARDS").
_EQUIP_LETTERS = {
    "unit": "SBD", "ship": "S", "dragon": "D", "terrain": "T", "crew": "CP", "monster": "M", "shipbase": "SB",
    "crewdragon": "CDP", "any": "SBDTCP", "base": "B", "equipment": "E", "stack": "SBDT", "psy": "P",
}

# The target restrictions GEState._restrict reads (an effect with none of them keeps every target).
_RESTRICT_KEYS = frozenset({
    "max_strength", "empire", "tags", "title", "lowest", "indirigan", "krebiz", "types", "without", "alone", "psy_empire",
})

# Effects whose rules are skipped outright in matches without them.
_GATED = frozenset({
    "end_draw", "well", "snare", "supply_lines", "free_play", "free_reserve", "shelter", "helm", "sabotage",
    "destabilize", "control", "capsule_repair", "tractor", "volatile", "clout", "reserve_swap", "extra_draw",
})


def _terrain_output(base: Mapping[str, int], output: Mapping[str, Any]) -> dict[str, int]:
    """A terrain's printed points changed by the cards on it: {"all": 2} doubles every kind (Gaia
    Separation), {"energy": 0.5} halves one (Ice Age, fractions dropped), {"supply": "economy"}
    makes that kind's points economy instead (Urbanization)."""
    out = dict(base)
    for kind, how in output.items():
        kinds = list(out) if kind == "all" else [kind]
        for k in kinds:
            if k not in out:
                continue
            if isinstance(how, str):
                out[how] = out.get(how, 0) + out.pop(k)
            else:
                out[k] = int(out[k] * how)
    return out


def _merge_status(stat: dict[int, dict[str, Any]], loc: int, status: Mapping[str, Any]) -> None:
    """Add one card's status flags to those on its location (cost changes combine)."""
    merged = stat.setdefault(loc, {})
    for k, v in status.items():
        if k in ("cost_mult", "cost_add"):
            bucket = merged.setdefault(k, {})
            for kind, n in v.items():
                bucket[kind] = bucket.get(kind, 1 if k == "cost_mult" else 0)
                bucket[kind] = bucket[kind] * n if k == "cost_mult" else bucket[kind] + n
        else:
            merged[k] = v


def _amount(value: Any, strength: int) -> int:
    """An effect amount: a number, "strength" or "half_strength" (fractions dropped)."""
    if value == "strength":
        return strength
    if value == "half_strength":
        return strength // 2
    return int(value or 0)


def _printed(info: CardInfo) -> str:
    """A card's printed text as a default declaration (its title when no text is known)."""
    return (info.card.get("text") or "").strip() or f"{info.title}: as printed"


def _jsonable(x: Any) -> Any:
    if isinstance(x, dict):
        return {str(k): _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    return x


def _copy_plain(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _copy_plain(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_copy_plain(v) for v in x]
    return x


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
