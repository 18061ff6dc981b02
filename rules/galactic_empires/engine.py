"""The Galactic Empires rules engine: set-up, the seven-phase player turn, fleets, fire, the Sector HQ.

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

from ..core import Action, DeckCard, Event, GameRng, IllegalAction, State
from . import effects as fx
from . import tournament

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


class GEState(State):
    """One Galactic Empires match. Card instances are ints indexing `info`; zones are lists."""

    def __init__(self) -> None:  # built by new_state / from_json / clone
        self._cache: tuple[int, list[Action]] | None = None
        self._kids: dict[int, list[int]] | None = None
        self._stat: dict[int, dict[str, Any]] = {}
        self._fleetfx: list[int] = []
        self._wards: dict[int, tuple[str, ...]] = {}
        self._police: list[int] = []
        self._escorts: list[int] = []
        self._mechb = 0
        self._clout: set[int] = set()
        self._fleetcost: dict[int, dict[str, int]] = {}
        self._shelter: set[int] = set()
        self._src: list[int] = []
        self._halted: frozenset[int] | set[int] = _NONE
        self._caps: list[int] = []
        self._surf: dict[int, list[int]] = {}
        self._engfx: list[int] = []
        self._darks: list[int] = []
        self._few: list[int] = []
        self._psyx: list[int] = []  # psy beings, fields and psy-rule cards in play
        self.haspsy = False  # whether any card of the match takes part in the psy rules
        self._fewof: dict[int, list[int]] | None = None

    # ---- construction ---------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        players: int,
        seed: int,
        options: Mapping[str, Any],
        decks: Sequence[Sequence[DeckCard]],
    ) -> GEState:
        opts = dict(_OPTION_DEFAULTS)
        opts.update(options or {})
        s = cls()
        s.opts = opts
        s.n = players
        s.rng = GameRng(seed)
        s.basic = opts["game"] == "basic"
        cards: list[Mapping[str, Any]] = []
        index: dict[int, int] = {}
        inst: list[int] = []
        owner: list[int] = []
        zones: list[tuple[list[int], list[int]]] = []
        for seat in range(players):
            deck_lines = decks[seat % len(decks)] if decks else []
            if s.basic and seat > 0:
                deck_lines = []  # Primary rules, "THE BASIC GAME": one shared deck
            main_cards: list[int] = []
            reserve: list[int] = []
            for line in deck_lines:
                card = line.card
                ci = index.get(id(card))
                if ci is None:
                    ci = index[id(card)] = len(cards)
                    cards.append(card)
                for _ in range(int(line.count)):
                    cid = len(inst)
                    inst.append(ci)
                    owner.append(seat)
                    (reserve if line.zone == "reserve" else main_cards).append(cid)
            zones.append((main_cards, reserve))
        s.cards = cards
        s.inst = inst
        s.owner = owner
        s.info = [card_info(c) for c in cards]
        s.ci = [s.info[i] for i in inst]
        s.fxin = _fx_in(s.info)
        s.haspsy = any(i.psyx for i in s.info)
        ndecks = 1 if s.basic else players
        s.deck = [zones[q][0][:] for q in range(ndecks)]
        s.discard = [[] for _ in range(ndecks)]
        s.hand = [[] for _ in range(players)]
        s.reserve = [zones[q][1][:] if not s.basic or q == 0 else [] for q in range(players)]
        if s.basic:
            s.reserve = [[] for _ in range(players)]
            s.deck[0].extend(c for c in zones[0][1])
        s.ante = [[] for _ in range(players)]
        s.hq = [0] * players
        s.scored = [0] * players
        s.out = [False] * players
        s.cmd = [players] * players  # "COMMAND POINTS": one per starting player
        s.pturns = [0] * players
        s.topup = [0] * players  # Capital Revitalization: hand size to draw up to at the end of turn
        s.lost = [0] * players  # the last turn each player had a ship destroyed (Temporal Space Rift)
        s.main = [_main_empire(s.ci, zones[q][0] + zones[q][1]) for q in range(players)]
        s.ip = {}
        s.pending = []
        s.after = None
        s.volley = None
        s.fired = []
        s.pool = {}
        s.plays = 0
        s.phase = "alloc"
        s.turn = 0
        s.active = 0
        s.draws_left = 0
        s.res = None
        s.declared = []
        s.limbo = []  # declared cards awaiting the opponents' votes
        s.used = []
        s.fnuse = []  # psy functions in use: [field, function index, activating player, user]
        s.psyfx = []  # lasting psy functions: [kind, activating player, target, user]
        s.events = []
        # Set-up: shuffle, cut, ante (Standard Game), deal nine.
        for d in s.deck:
            if opts["stack_your_deck"]:
                # "Stack Your Deck": the cards are drawn in the order given (first listed on top).
                d.reverse()
                continue
            s.rng.shuffle(d)
            if d:
                cut = s.rng.randint(0, len(d) - 1)  # "The player to your left then cuts your deck"
                d[:] = d[cut:] + d[:cut]
        if s.basic:
            s.order = list(range(players))  # "The player who owns the cards ... has the first turn"
        else:
            strengths = []
            for q in range(players):
                d = s.deck[q]
                if d:
                    a = d.pop()
                    s.ante[q].append(a)
                    strengths.append(s.ci[a].st)
                else:
                    strengths.append(0)
            rolls = [s.rng.roll() for _ in range(players)]  # ties resolved by die roll
            s.order = sorted(range(players), key=lambda q: (-strengths[q], -rolls[q], q))
            if not opts["ante_kept"]:
                # "If the game is not to be played for keeps, the ante card becomes the first card
                # in each player's discard pile."
                for q in range(players):
                    s.discard[q].extend(s.ante[q])
                    s.ante[q] = []
        for q in s.order:
            for _ in range(HAND_SIZE):
                s._draw(q)
        s.active = s.order[0]
        s._begin_turn()
        return s

    @property
    def seat_count(self) -> int:
        """Seats in the match (the shared bots read this)."""
        return self.n

    # ---- helpers: zones --------------------------------------------------------------------

    def _dk(self, p: int) -> int:
        return 0 if self.basic else p

    def _draw(self, p: int) -> bool:
        d = self.deck[self._dk(p)]
        if not d and self.basic and self.discard[0]:
            # Primary rules, "RUNNING OUT OF CARDS": reshuffle only in the Basic Game.
            d.extend(self.discard[0])
            self.discard[0].clear()
            self.rng.shuffle(d)
        if not d:
            return False
        self.hand[p].append(d.pop())
        return True

    def _to_discard(self, cid: int) -> None:
        self.discard[self._dk(self.owner[cid])].append(cid)

    # ---- helpers: cards in play --------------------------------------------------------------

    def _children(self, cid: int) -> Sequence[int]:
        """Cards sitting on card `cid` (an index rebuilt lazily after any stack changes)."""
        kids = self._kids
        if kids is None:
            kids = {}
            stat: dict[int, dict[str, Any]] = {}
            fleetfx: list[int] = []
            wards: dict[int, tuple[str, ...]] = {}
            police: list[int] = []
            escorts: list[int] = []
            mechb = 0
            halts: list[int] = []
            caps: list[int] = []
            surf: dict[int, list[int]] = {}
            engfx: list[int] = []
            darks: list[int] = []
            psyx: list[int] = []
            ci = self.ci
            for c, s in self.ip.items():
                loc = s["loc"]
                i = ci[c]
                if i.spec:
                    if "halt" in i.fx:
                        halts.append(c)
                    if "play_cap" in i.fx:
                        caps.append(c)
                    if i.surface and loc is not None:
                        surf.setdefault(loc, []).append(c)
                    if "engage_damage" in i.fx or "time_thief" in i.fx:
                        engfx.append(c)  # act at the Engagement Phase (see _do_done)
                    if i.dark:
                        darks.append(c)
                if loc is not None:
                    kids.setdefault(loc, []).append(c)
                    if i.status is not None:
                        _merge_status(stat, loc, i.status)
                if "fleet_volley_reduction" in i.fx:
                    fleetfx.append(c)
                w = i.fx.get("ward")
                if w:
                    at = c if loc is None else loc  # Podekkur Prime wards itself
                    wards[at] = wards.get(at, ()) + tuple(w["titles"])
                if "police" in i.fx:
                    police.append(c)
                if "escort" in i.fx:
                    escorts.append(c)
                if "mechad_bonus" in i.fx:
                    mechb += 1
                if i.psyx:
                    psyx.append(c)
            self._kids = kids
            self._psyx = psyx
            self._stat = stat
            self._fleetfx = fleetfx
            self._wards = wards
            self._police = police
            self._escorts = escorts
            self._mechb = mechb
            # Monster Halt: "One opponent monster ceases to function" (its status flags too).
            halted = ({self.ip[h].get("hm") for h in halts} - {None}) if halts else _NONE
            if halted:
                stat = {}
                for c, s in self.ip.items():
                    if s["loc"] is not None and ci[c].status is not None and c not in halted:
                        _merge_status(stat, s["loc"], ci[c].status)
                self._stat = stat
            self._halted = halted
            self._caps = caps
            self._surf = surf
            self._engfx = engfx
            self._darks = darks
        return kids.get(cid, ())

    def _clouted(self, t: int) -> bool:
        self._fewx()
        return t in self._clout

    def _fewx(self) -> None:
        """The index of the few cards the Argonian/Primary Edition effects scan (Political Clout's
        terrain, Occumbus fleets, Broken Supply Lines costs...), rebuilt lazily with _children's."""
        kids = self._kids
        if kids is None:
            self._children(-1)
            kids = self._kids
        if self._fewof is kids:
            return
        few: list[int] = []
        clout: set[int] = set()
        fleetcost: dict[int, dict[str, int]] = {}
        shelter: set[int] = set()
        ci = self.ci
        for c, s in self.ip.items():
            i = ci[c]
            if i.few:
                few.append(c)
                loc = s["loc"]
                if "clout" in i.fx and s.get("tt") is not None:
                    clout.add(s["tt"])
                if loc is None and "shelter" in i.fx:
                    shelter.add(s["c"])
                if loc is None and "supply_lines" in i.fx:
                    bucket = fleetcost.setdefault(s["c"], {})
                    for kind, n in i.status.get("cost_mult", {}).items():
                        bucket[kind] = bucket.get(kind, 1) * n
        self._few = few
        self._clout = clout
        self._fleetcost = fleetcost
        self._shelter = shelter
        self._fewof = kids

    def _status(self, cid: int) -> dict[str, Any]:
        """Flags the cards on card `cid` put on it (no fire, no shields, costs multiplied...)."""
        if self._kids is None:
            self._children(cid)
        return self._stat.get(cid, _NO_STATUS)

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

    def _command_used(self, p: int, extra: int | None = None) -> int:
        """Units counting against the command limit ("COMMAND POINTS"; "MINOR EMPIRE COMMAND
        RATING BONUS": one minor empire ship is free unless that empire is the deck's own)."""
        ci = self.ci
        extra_psy = extra is not None and ci[extra].t == "P"
        main = self.main[p]
        used = 0
        free = False
        for u in self._units(p) if extra is None or extra_psy else self._units(p) + [extra]:
            i = ci[u]
            if "no_command" in i.fx:
                continue  # Luxury Liner
            used += 1
            if not free and i.minor and i.t in SHIP_TYPES and i.emp != main:
                free = True
        if free:
            used -= 1
        if self.haspsy:
            # v2.1 "COMMAND LIMITS": psy cards take 1/2 a command slot each; "never drop fractions".
            psys = sum(1 for c in self._psys() if self.ip[c]["c"] == p and self.ci[c].t == "P") + extra_psy
            used += (psys + 1) // 2
        return used

    def _suspended(self, monster: int) -> bool:
        """A hostile monster's effects are suspended by a science officer at its location, or by
        an opponent's Monster Halt."""
        if self._kids is None:
            self._children(-1)
        if monster in self._halted:
            return True
        host = self.ip[monster]["loc"]
        if host is None or self.ci[monster].t != "M":
            return False
        ctrl = self.ip[host]["c"]
        for c, s in self.ip.items():
            if s["loc"] == host and s["c"] == ctrl and "suspend_monsters" in self.ci[c].fx:
                return self.owner[monster] != ctrl or self.ip[monster]["c"] != ctrl
        return False

    def _hostile_monsters_on(self, unit: int) -> list[int]:
        ip = self.ip
        ctrl = ip[unit]["c"]
        return [
            c for c, s in ip.items()
            if s["loc"] == unit and self.ci[c].t == "M" and s["c"] != ctrl and not self._suspended(c)
        ]

    def _shields(self, cid: int) -> int:
        """Current shield (or EMF) rating of a card in play, with refits and Krebiz partners."""
        s = self.ip[cid]
        i = self.ci[cid]
        if i.mechad:
            return s["emf"]  # the EMF is treated the same as shields
        if self._status(cid).get("no_shields"):
            return 0  # e.g. Magnetic Cloud: "Shields do not function"
        total = i.sh
        extra = 0
        for c in self._children(cid):
            ci = self.ci[c]
            if self.ip[c]["cmb"]:
                total += ci.sh
            e = ci.fx.get("add_shields")
            if e:
                extra += e["shields"]
        if extra and i.t == "S":
            extra = min(extra, 3)  # Shield Refit: "Ships are limited to a maximum of 3 additional"
        return total + extra

    def _strength(self, cid: int) -> int:
        total = self.ci[cid].st
        extra = 0
        aged = -1
        for c in self._children(cid):
            k = self.ci[c]
            if self.ip[c]["cmb"]:
                total += k.st
            else:
                extra += k.add_st  # Molting, Krebiz Armor, Dragon Hatchling...
                if k.add_host:
                    extra += self.ci[cid].st  # Subspace Stabilizers: "Doubles the strength points"
                if k.grows == "host":
                    # Accelerated Aging: +1 a turn; "No additional modifications may be made".
                    aged = self.ip[c].get("ag", 0)
        return total + (aged if aged >= 0 else extra)

    def _phasers(self, cid: int) -> int:
        """Phasers (whips, physical damage) of one card, with refits (ships at most +3)."""
        i = self.ci[cid]
        extra = 0
        for c in self._children(cid):
            e = self.ci[c].fx.get("add_weapons")
            if e and not self.ip[c]["cmb"] and not self.ip[c].get("spent"):
                extra += e.get("phasers", 0)  # a spent one-shot phaser (shuttle, fighter) is gone
                if e.get("double_host"):
                    extra += i.ph  # Bolaar Phaser Capacitors: "fire its phasers twice per turn"
        if i.t == "S":
            extra = min(extra, 3)  # Phaser Refit: "Ships are limited to a maximum of 3"
        if self._mechb and i.emp == "Mechad" and self.ip[cid]["e"]:
            extra += self._mechb  # System Mechad: engaged Mechad ships "cause one extra point of" whip damage
        if i.dph is not None and self.ip[cid]["hd"]:
            return i.dph + extra  # Defensive Satellites: "The first point of damage drops ... to 2"
        return i.ph + extra

    def _heavy(self, cid: int) -> int:
        """Heavy weapons of one card, with those its equipment adds (fighters)."""
        total = self.ci[cid].hv
        for c in self._children(cid):
            if not self.ip[c]["cmb"]:
                total += self.ci[c].add_hv
        return total

    def _heavy_total(self, cid: int) -> int:
        return self._heavy(cid) + self.ci[cid].dc

    # ---- turn flow --------------------------------------------------------------------------

    def _next_seat(self, p: int) -> int | None:
        order = self.order
        k = order.index(p)
        for step in range(1, len(order) + 1):
            q = order[(k + step) % len(order)]
            if not self.out[q]:
                return q
        return None

    def _begin_turn(self) -> None:
        """Start the active player's turn: record keeping, then the Point Allocation Phase."""
        p = self.active
        self.turn += 1
        self.pturns[p] += 1
        self.plays = 0
        self.phase = "alloc"
        self.volley = None
        self.fired = []
        self.used = []
        limit = self.opts.get("turn_limit") or 0
        if limit and self.turn > limit * self.n:
            self._end_by_time()
            return
        ip = self.ip
        ci = self.ci
        auroras: list[int] = []
        for c, s in list(ip.items()):
            if c not in ip or s["c"] != p:
                continue
            i = ci[c]
            # v2.1, "RECORD KEEPING STEP": cards whose duration expired are discarded first.
            dur = i.dur
            if dur and self.turn - s["pt"] >= dur * self.n * (2 if s.get("x2") else 1):
                # (Unlucky Crew Action: a card that affects its crew twice lasts twice as long)
                if "plague" in i.fx and s["loc"] in ip:
                    # Plague: "The crew die on the third turn" (not negated in time by research).
                    for k in [k for k in self._children(s["loc"]) if ci[k].t == "C"]:
                        self._destroy(k, p)
                self._remove(c)
                continue
            if i.turn_fx:
                if i.grows is not None and self._grow(c):
                    continue
                if "aurora" in i.fx:
                    auroras.append(c)
            pl = i.fx.get("play_limit")
            if pl:
                self.plays = max(self.plays, PLAYS_PER_TURN - pl["max"])  # Bureaucracy: "may only play 2 cards"
            s["fp"] = 0
            s["fh"] = 0
            s["am"] = 0
            s["pz"] = 0
            if s.get("fx3"):
                s["fx3"] = 0  # energized energy fluxes last one turn, like armed heavy weapons
            s["nf"] = False
            s["tg"] = None
            if i.psyx and i.psy is not None:
                s.update(pc=0, pu=0, pm=0, xd=0, xf=0, xt="", tr=0)
            if s.get("shot") and s["loc"] in ip and (
                "rearm" in ci[s["loc"]].fx or any("rearm" in ci[k].fx for k in self._children(s["loc"]))
            ):
                # Carriers, Fighter Garrison: "all fighters and shuttles ... have their phasers rearmed"
                s["spent"] = False
                s["shot"] = 0
            if i.mechad:
                s["sd"] = 0  # the EMF is re-energized from scratch each allocation
                s["emf"] = 0
            elif s["sd"] > 0:
                # All shields regenerate one point (Primary rules, "2 - Engagement Phase"; done
                # first as in the narrative example and v2.1 "RECORD KEEPING STEP").
                s["sd"] -= 1
                if s["sd"] > 0 and i.krebiz and not s["cmb"] and "capsule_repair" in self.fxin and self._krebizar(c):
                    s["sd"] -= 1
        snares = []
        if "snare" in self.fxin:
            self._fewx()
            snares = [c for c in self._few if "snare" in ci[c].fx and ip[c]["c"] == p and ip[c]["pt"] < self.turn]
        for c in snares:
            # Snare Vines: "grabbing all orbiting bases or ships (those stacked on the terrain card)
            # and pull them to the terrain surface (destroying them). This takes place on the turn
            # after this card is played ... Discarded after use."
            t = ip[c]["loc"]
            if t in ip:
                for u in [u for u in self._children(t) if ci[u].t in "SB" and not ip[u]["cmb"]]:
                    if u in ip:
                        self._destroy(u, p)
            self._remove(c)
        for c in [c for c, s in ip.items() if s["c"] == p and s["loc"] is None and ci[c].t not in UNIT_TYPES and ci[c].t != "T"]:
            self._fleet_card_turn(p, c)
        if self.res is not None:
            return
        # Which units engage is decided by allocation; cards with no point requirements engage.
        for c in self._units(p):
            s = ip[c]
            s["w"] = not self._needs(c) and not self._status(c).get("disengaged")
            for k in self._children(c):
                if ip[k]["cmb"]:
                    ip[k]["w"] = not self._needs(k)
        for c in auroras:
            if c in ip:
                self._aurora(p, c)
        if self.haspsy:
            # GErulesv21 "FIELD CARD OPERATION": "A function deactivates in the next Record
            # Keeping Step of the player who activated it."
            self.fnuse = [x for x in self.fnuse if x[2] != p]
            self.psyfx = [x for x in self.psyfx if x[1] != p]
            for c in self._psys():
                if ip[c]["c"] == p and ci[c].t in "PF":
                    ip[c]["w"] = not self._needs(c)  # psys and fields engage like units
        self.pool = self._produced(p)

    def _krebizar(self, u: int) -> bool:
        """Planet Krebizar: "Any Krebiz capsule in play in any fleet may repair one extra shield
        point at no cost each turn" (errata: "This includes capsules combined with cruisers")."""
        ci = self.ci
        if ci[u].krebiz != "capsule" and not any(self.ip[k]["cmb"] and ci[k].krebiz == "capsule" for k in self._children(u)):
            return False
        return any("capsule_repair" in ci[t].fx for t in self.ip)
    def _grow(self, c: int) -> bool:
        """Accelerated Aging ("the crew or dragon ... increases in strength by 1 point", "discarded
        upon reaching 10") and the Time Fiend ("gets 1 point stronger", "Discarded when reaching
        strength 10"; research counts within one turn). True when something was discarded."""
        ip = self.ip
        s = ip[c]
        g = self.ci[c].fx["grows"]
        s["ag"] = s.get("ag", 0) + g.get("per_turn", 1)
        if self.ci[c].grows == "host":
            host = s["loc"]
            if host in ip and self._strength(host) >= g["discard_at"]:
                self._emit("aged_out", card=host)
                self._remove(host)
                return True
            return False
        s["rd"] = 0  # "research points equaling the fiend's current strength applied in one turn"
        if self.ci[c].st + s["ag"] >= g["discard_at"]:
            self._remove(c)
            return True
        return False

    def _aurora(self, p: int, c: int) -> None:
        """Aurora Borealis: "Each turn during the Allocation Phase one card is drawn from the deck
        and exposed", placed on the terrain stack if that is a legal play, else back on the deck."""
        ip = self.ip
        terrain = ip[c]["loc"]
        deck = self.deck[self._dk(p)]
        if terrain not in ip or not deck:
            return
        x = deck[-1]
        self._emit("exposed", player=p, card=x)
        if self.ci[x].t not in "SBDCEP" or not (self.ci[x].t in UNIT_TYPES or "equip" in self.ci[x].fx):
            return  # "All other cards are placed back on the deck" (on top, where it came from)
        outs = [o for o in self._play_targets(p, x) if set(o) == {"on"} and self._root(o["on"]) == terrain]
        if self._kids is None:
            self._children(-1)
        if self._wards and outs:
            outs = self._unwarded(x, outs)
        if outs:
            # Ruling: the engine places it on the first legal card of the stack (a base on the
            # terrain, a crew card on it or on its base...).
            deck.pop()
            self._put_into_play(p, x, outs[0]["on"])

    def _root(self, c: int) -> int:
        """The card at the bottom of the stack card c is in."""
        ip = self.ip
        while ip[c]["loc"] is not None and ip[c]["loc"] in ip:
            c = ip[c]["loc"]
        return c

    def _fleet_card_turn(self, p: int, c: int) -> None:
        """Cards sitting in p's fleet that act at the start of p's turn: the Kraken ("9 points of
        damage per turn divided as equally as possible among all ships and bases"), the Argonian
        Strobe and False Intelligence Report (units that may not fire this turn)."""
        ip = self.ip
        ci = self.ci
        fx = ci[c].fx
        e = fx.get("fleet_damage")
        if e and e.get("each_turn"):
            hit = [u for u in self._units(p) if ci[u].t in e["targets"]]
            if "M" in e["targets"]:
                # Zarom: "all monsters and dragons in the fleet" (monsters on the fleet's cards).
                hit += [m for m, sm in ip.items() if m != c and ci[m].t == "M" and sm["loc"] in ip and ip[sm["loc"]]["c"] == p]
            total = _amount(e["amount"], ci[c].st)
            for n, u in enumerate(hit):
                if e.get("each"):
                    self._damage(u, total, "card", self.owner[c])
                else:
                    self._damage(u, total // len(hit) + (1 if n < total % len(hit) else 0), "card", self.owner[c])
            self._after_damage()
        if "collector" in fx:
            # Ship Collector: "Discards (by moving to) any one ship (with 4 or fewer strength points
            # remaining) each turn ... the lowest strength ship available among all opponent fleets"
            # (FAQ: remaining = "current strength"). Ruling: ties go to the lowest card id.
            prey = [
                (self._strength(u) - ip[u]["hd"], u) for u, su in ip.items()
                if su["c"] != p and ci[u].t == "S" and not su["cmb"] and self._strength(u) - su["hd"] <= fx["collector"]["max"]
                and not self._status(u).get("out_of_play")
            ]
            if prey:
                u = min(prey)[1]
                self._emit("collected", card=u, by=c)
                self._remove(u)
        b = fx.get("blind")
        if b:
            # The defending player chooses: the engine spares the units with the most firepower.
            units = sorted(self._units(p), key=lambda u: (-(self._phasers(u) + self._heavy(u)), u))
            if b.get("half"):
                budget = sum(self._strength(u) for u in units if ci[u].t == "S") // 2
                keep: list[int] = []
                for u in units:
                    if ci[u].t == "S" and self._strength(u) <= budget:
                        keep.append(u)
                        budget -= self._strength(u)
                blinded = [u for u in units if ci[u].t == "S" and u not in keep]
            else:
                blinded = units[::-1][: b["count"]]
            for u in blinded:
                ip[u]["nf"] = True
            self._remove(c)  # "for 1 turn" / "Discarded after use"

    def _needs(self, cid: int) -> dict[str, int]:
        """Points this card needs to engage (after captains' reductions)."""
        need = dict(self.ci[cid].costs)
        if not need:
            return need
        if self.ci[cid].surface and self.ip[cid]["loc"] is not None:
            return {}  # Surface Dragoness: "Steals its engagement cost from its location"
        x3 = self.ip[cid].get("x3") if "destabilize" in self.fxin else None
        if x3 is not None and self.turn - x3 < self.n and need.get("energy"):
            need["energy"] *= 3  # Warp Field Destabilization Gun, on the unit's next turn
        st = self._status(cid)
        if "supply_lines" in self.fxin:
            self._fewx()
            fm = self._fleetcost.get(self.ip[cid]["c"])
            if fm:
                for k, n in fm.items():
                    if need.get(k):
                        need[k] *= n  # Broken Supply Lines: "require double the amount"
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

    def _applies_on(self, e: Mapping[str, Any], unit: int) -> bool:
        on = e.get("on")
        if not on:
            return True
        i = self.ci[unit]
        if on == "generic":
            return i.ecls == "generic"
        if on == "pirate":
            return "PropPirate" in i.tags or i.emp == "Bolaar"
        return i.emp == on

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
        out = {k: 0 for k in POINT_KINDS}
        drained = False
        halves: list[str] = []
        terrains: list[int] = []
        mods: dict[int, list[int]] = {}
        for c, s in ip.items():
            if s["c"] != p:
                continue
            i = ci[c]
            if i.t == "T":
                if s["pt"] < turn and not self._status(c).get("no_points") and not (
                    ("np" in s and turn - s["np"] < self.n)  # Interplanetary Conflict: its owner's next turn
                    or (self.psyfx and self._psy_active("star_stop", c))
                ):
                    terrains.append(c)
                continue
            loc = s["loc"]
            engaged = s["w"] or c == extra_engaged
            if loc is not None and ci[loc].t == "T" and (i.t == "B" or i.on_terrain):
                if engaged:
                    mods.setdefault(loc, []).append(c)
                continue
            if i.t in UNIT_TYPES:
                if engaged and not s["cmb"]:
                    for k, v in i.gen.items():
                        out[k] += v
                elif s["cmb"] and engaged:
                    for k, v in i.gen.items():
                        out[k] += v
            elif i.drain is not None and loc is None and c not in self._halted:
                drained = True  # a fleet card: fewer points this turn
                for k, v in i.drain.items():
                    if v == "half":
                        halves.append(k)  # Pirate Activity, Research Defiler: halved
                    else:
                        out[k] -= v
            elif i.attached_gen and not self._status(c).get("disabled") and (i.t not in "PF" or engaged) and not (
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
                for k, v in i.gen.items():
                    out[k] += v * m
        for t in terrains:
            if ci[t].drain:
                # Black Hole: "Played against a fleet. 3 less energy points are generated each turn."
                drained = True
                for k, v in ci[t].drain.items():
                    out[k] -= v
            base = ci[t].gen
            if ci[t].decay:
                # Ionized Particle Field: "4 energy on its first Allocation Phase, 3 on the second..."
                age = (turn - ip[t]["pt"]) // self.n - 1
                base = {k: max(0, v - age) for k, v in base.items()}
            if t in self._surf:
                # Surface Dragoness: an engaged one takes its engagement cost from the terrain's points.
                base = dict(base)
                for d in self._surf[t]:
                    if ip[d]["e"]:
                        for k, v in ci[d].costs:
                            base[k] = max(0, base.get(k, 0) - v)
            tst = self._status(t)
            if tst:
                if tst.get("terraform"):
                    # Terraforming: "Economic output of the terrain card is increased by 1 point each
                    # turn (i.e. 1, 2, 3...) up to a maximum of 5 economy points."
                    for k in self._children(t):
                        tf = ci[k].fx.get("terraform")
                        if tf:
                            base = dict(base)
                            base["economy"] = base.get("economy", 0) + min(tf["max"], (turn - ip[k]["pt"]) // self.n)
                if tst.get("no_energy"):
                    base = {k: v for k, v in base.items() if k != "energy"}  # Tectonic Burrower
                if "output" in tst:
                    base = _terrain_output(base, tst["output"])
            if t not in mods:
                for k, v in base.items():
                    out[k] += v
                continue
            add: dict[str, int] = {}
            mul: dict[str, int] = {}
            grow: dict[str, int] = {}
            for m in mods[t]:
                mi = ci[m]
                g = mi.fx.get("growing_economy")
                if g:
                    grow["economy"] = g["economy"]
                    continue
                for k, v in mi.gen.items():
                    if v > add.get(k, 0):
                        add[k] = v
                for k, v in mi.mult.items():
                    if v > mul.get(k, 1):
                        mul[k] = v
            for k in set(base) | set(add) | set(grow):
                out[k] += (base.get(k, 0) + add.get(k, 0)) * mul.get(k, 1) + grow.get(k, 0)
        if drained:
            for k in halves:
                out[k] //= 2
            for k, v in out.items():
                if v < 0:
                    out[k] = 0
        return out

    def _can_pay(self, pool: Mapping[str, int], need: Mapping[str, int]) -> bool:
        short = 0
        for k, v in need.items():
            have = pool.get(k, 0)
            if k == "economy":
                short += v
            elif have < v:
                short += v - have
        return short <= pool.get("economy", 0)

    def _pay(self, need: Mapping[str, int]) -> None:
        pool = self.pool
        for k, v in need.items():
            if k == "economy":
                pool["economy"] -= v
                continue
            take = min(pool.get(k, 0), v)
            pool[k] -= take
            pool["economy"] -= v - take

    def _has(self, kind: str) -> bool:
        return self.pool.get(kind, 0) > 0 or self.pool.get("economy", 0) > 0

    def _spend(self, kind: str) -> None:
        if self.pool.get(kind, 0) > 0:
            self.pool[kind] -= 1
        else:
            self.pool["economy"] -= 1

    # ---- legal actions ---------------------------------------------------------------------

    def current_players(self) -> list[int]:
        if self.res is not None:
            return []
        if self.pending:
            return [self.pending[-1]["p"]]
        return [self.active]

    def legal_actions(self, player: int) -> list[Action]:
        cache = self._cache
        if cache is not None and cache[0] == player:
            return cache[1]
        acts = self._legal(player) if player in self.current_players() else []
        self._cache = (player, acts)
        return acts

    def _legal(self, p: int) -> list[Action]:
        if self.pending:
            return self._legal_pending(p, self.pending[-1])
        ph = self.phase
        if ph == "alloc":
            return self._legal_alloc(p)
        if ph in PLAY_PHASES:
            acts = self._legal_plays(p, own_turn=True)
            acts.extend(self._legal_operate(p))
            if "krebiz" in self.fxin:
                acts.extend(self._legal_krebiz(p))
            if self.haspsy:
                acts.extend(self._legal_psy(p))
            acts.append({"player": p, "type": "next"})
            return acts
        if ph == "fire":
            return self._legal_fire(p)
        if ph == "discard":
            acts = []
            if self.plays < PLAYS_PER_TURN:
                acts.extend({"player": p, "type": "discard", "card": c} for c in self.hand[p])
            mad: frozenset[int] | set[int] = _NONE
            if "insane" in self.fxin:
                # v2.1: cards under another player's control (or made insane) "may not be voluntarily discarded"
                self._fewx()
                mad = {self.ip[k]["loc"] for k in self._few if self.ci[k].status and "insane" in self.ci[k].status}
            acts.extend(
                {"player": p, "type": "scuttle", "card": c}
                for c, s in self.ip.items()
                if s["c"] == p and not s["cmb"] and (s["loc"] is None or self.ip[s["loc"]]["c"] == p)
                and "oc" not in s and c not in mad
            )
            acts.append({"player": p, "type": "next"})
            return acts
        if ph == "draw":
            acts = []
            if self.draws_left > 0 and (self.deck[self._dk(p)] or (self.basic and self.discard[0])):
                acts.append({"player": p, "type": "draw"})
            acts.append({"player": p, "type": "end"})
            return acts
        return []

    def _legal_alloc(self, p: int) -> list[Action]:
        acts: list[Action] = []
        ip = self.ip
        ci = self.ci
        pool = self.pool
        econ = pool.get("economy", 0)
        now: dict[str, int] | None = None
        for u in self._units(p):
            s = ip[u]
            i = ci[u]
            if i.surface and s.get("mv") != self.turn:
                # Surface Dragoness: "May move against any terrain (during the Allocation Phase)";
                # Ruling: once a turn.
                for t, st in ip.items():
                    if st["c"] != p and ci[t].t == "T" and st["loc"] is None and t != s["loc"]:
                        acts.append({"player": p, "type": "move", "card": u, "to": t})
            comps = [u] + [k for k in self._children(u) if ip[k]["cmb"]]
            for c in comps:
                sc = ip[c]
                if not sc["w"]:
                    if i.on_terrain and c == u and i.t == "S":
                        # Freighters and tugs move between own terrain; a Solar Dragoness stays
                        # on the terrain it was played on (its text gives no move).
                        for t, st in ip.items():
                            if st["c"] == p and ci[t].t == "T" and t != s["loc"]:
                                acts.append({"player": p, "type": "move", "card": u, "to": t})
                    need = self._needs(c)
                    avail = pool
                    if (i.on_terrain and s["loc"] is not None) or ((i.t == "B" or ci[c].gen) and (ci[c].gen or ci[c].mult)):
                        after = self._produced(p, extra_engaged=c)
                        if now is None:
                            now = self._produced(p)
                        avail = {k: pool.get(k, 0) + after[k] - now[k] for k in POINT_KINDS}
                    if self._can_pay(avail, need) and not self._status(c).get("disengaged"):
                        acts.append({"player": p, "type": "engage", "card": c})
                    continue
                ic = ci[c]
                if sc["am"] < self._heavy_total(c) and (pool.get("ammunition", 0) > 0 or econ > 0):
                    acts.append({"player": p, "type": "arm", "card": c})
                if ic.var and sc["am"] and sc["pz"] < sc["am"] * ic.var and (pool.get("energy", 0) > 0 or econ > 0):
                    acts.append({"player": p, "type": "plasma", "card": c})
                if ic.mechad and sc["emf"] < 2 * ic.st and (pool.get("energy", 0) > 0 or econ > 0):
                    acts.append({"player": p, "type": "emf", "card": c})
                if sc["am"] > sc.get("fx3", 0) and (pool.get("energy", 0) > 0 or econ > 0) and self._flux_mode(c):
                    acts.append({"player": p, "type": "flux", "card": c})
            # Repairs: "Shield points and structural damage points may be repaired".
            if i.t != "D" and (pool.get("repair", 0) > 0 or econ > 0):
                if s["sd"] > 0 and not i.mechad:
                    acts.append({"player": p, "type": "repair", "card": u, "part": "shields"})
                if s["hd"] > 0:
                    acts.append({"player": p, "type": "repair", "card": u, "part": "structure"})
            if i.t == "D" and s["hd"] > 0 and pool.get("healing", 0) > 0:
                acts.append({"player": p, "type": "heal", "card": u})
        if self.haspsy and self._psys():
            acts.extend(self._legal_psy_alloc(p))
        for t, st in ip.items():
            if st["c"] == p and ci[t].t == "T" and st["hd"] > 0 and (pool.get("repair", 0) > 0 or econ > 0):
                acts.append({"player": p, "type": "repair", "card": t, "part": "structure"})
        # Research points against monsters on own cards that research can defeat.
        research = pool.get("research", 0) > 0 or econ > 0
        repair = pool.get("repair", 0) > 0 or econ > 0
        if self._kids is None:
            self._children(-1)
        for m in self._darks:
            if m in ip and ip[m]["c"] != p and research and self._can_pay(pool, {"research": ci[m].dark}):
                # Dark Dragoness: "3 research points per unit must be applied before that unit may
                # fire on a dark dragon" (each turn).
                for u in self._units(p):
                    if not self._detected(u, m) and (self._phasers(u) or self._heavy_total(u)):
                        acts.append({"player": p, "type": "detect", "card": u, "on": m})
        if pool.get("energy", 0) > 0 or econ > 0:
            for m in self._engfx:
                sm = ip.get(m)
                loc = sm["loc"] if sm is not None else None
                if loc in ip and ip[loc]["c"] == p and "engage_damage" in ci[m].fx:
                    # Creature from the Black Hole: "One point of energy may be allocated to
                    # prevent each point of damage".
                    if sm.get("pv", 0) < self._strength(loc) and not self._suspended(m):
                        acts.append({"player": p, "type": "prevent", "card": m})
        if research or repair:
            for m, sm in ip.items():
                loc = sm["loc"]
                im = ci[m]
                if loc is None:
                    if sm["c"] == p and research and "negated_by" in im.fx and "fleet_card" in im.fx and (
                        sm.get("held") or "well" not in im.fx
                    ):
                        acts.append({"player": p, "type": "research", "card": m})  # Kraken, Well of Time
                    continue
                if loc not in ip or ip[loc]["c"] != p:
                    continue
                nb = im.fx.get("negated_by")
                if nb:
                    # Illness, Breakdown, Political Upheaval...: negated by research (or repair) points.
                    if research and "research" in nb and (not nb.get("after_use") or sm.get("hit")):
                        # Saboteur: "Research may not be applied until after it has destroyed an equipment card."
                        acts.append({"player": p, "type": "research", "card": m})
                    if repair and "repair" in nb:
                        acts.append({"player": p, "type": "repair", "card": m, "part": "negate"})
                    continue
                if research and im.t == "M":
                    e = im.fx.get("monster")
                    if e and e.get("defeat") == "damage_or_research":
                        acts.append({"player": p, "type": "research", "card": m})
        if self.plays < PLAYS_PER_TURN and self.pturns[p] > 1:
            # Pirates Cache: "May be played during the Allocation Phase" for immediate points.
            for c in self.hand[p]:
                if "gain_points" in ci[c].fx and ci[c].playable:
                    acts.append({"player": p, "type": "play", "card": c})
        acts.append({"player": p, "type": "done"})
        return acts

    # Which cards may be played where ------------------------------------------------------

    def _play_targets(self, p: int, cid: int, reaction: bool = False) -> list[dict[str, Any]]:
        """Every legal way to play hand card `cid` now: a list of extra action keys."""
        i = self.ci[cid]
        ip = self.ip
        ci = self.ci
        t = i.t
        turn_no = self.pturns[p]
        if not i.playable:
            return []
        # Primary rules, "RESTRICTIONS ON CARD PLAY, TURNS 1 AND 2".
        if turn_no == 1 and t != "T" and not reaction and self.active == p:
            return []
        if t == "T":
            if i.drain:
                return [{"fleet": q} for q in range(self.n) if q != p and not self.out[q]]  # Black Hole
            own_terrain = self._own_terrain(p)
            ct = i.fx.get("combine_terrain")
            if ct:
                # Planetary Storm, Captured Moon: played to a terrain card, combining with it.
                outs = [{"on": tc} for tc in own_terrain if not ip[tc]["cmb"]]
                return self._restrict(i, ct, outs)
            outs = [{}]
            for tc in own_terrain:
                host = ci[tc].fx.get("terrain_host")
                if host and i.st <= host["max_strength"] and not ip[tc]["cmb"] and not any(
                    ip[k]["cmb"] for k in self._children(tc)
                ):
                    outs.append({"on": tc})  # Star: "Allows 1 other terrain of strength 5 or less"
            return outs
        if t in UNIT_TYPES:
            if turn_no == 2 and self.active == p and self._played_unit_this_turn(p):
                return []
            # Single major empire per fleet ("USE ONLY ONE MAJOR EMPIRE'S SHIPS AT A TIME").
            if t == "S" and i.ecls == "major":
                for u in self._units(p):
                    ui = ci[u]
                    if ui.t == "S" and ui.ecls == "major" and ui.emp != i.emp:
                        return []
            outs: list[dict[str, Any]] = []
            fits = self._command_used(p, extra=cid) <= self.cmd[p]
            if t == "B":
                if not fits:
                    return []
                if "as_terrain" in i.fx:
                    return [{}]  # Vektrean asteroid bases: "played ... as a terrain card"
                only = i.fx.get("terrain_only")
                for tc in self._own_terrain(p):
                    if only and ci[tc].tags.isdisjoint(only["tags"]):
                        continue
                    if "growing_economy" in i.fx and any(
                        "growing_economy" in ci[k].fx for k in self._children(tc)
                    ):
                        continue
                    outs.append({"on": tc})
                return outs
            if i.on_terrain:
                return [{"on": tc} for tc in self._own_terrain(p)] if fits else []
            if fits:
                outs.append({})
                if i.surface:
                    # Surface Dragoness: "May be played against terrain" (an opponent's).
                    outs.extend({"on": tc} for tc, st in ip.items() if st["c"] != p and ci[tc].t == "T" and st["loc"] is None)
                mount = i.fx.get("mount")
                if mount:
                    # Dragon Hatchling: played on a dragon (or independently).
                    outs.extend({"on": u} for u in self._units(p) if ci[u].t in mount["on"])
                if self.opts["bases_defend_ships"] and t == "S":
                    outs.extend({"on": b} for b in self._units(p) if ci[b].t == "B")
            if i.krebiz:
                # A capsule onto a cruiser (or the reverse) combines into one ship (one slot).
                want = "cruiser" if i.krebiz == "capsule" else "capsule"
                for u in self._units(p):
                    if ci[u].krebiz == want and not any(ip[k]["cmb"] for k in self._children(u)):
                        outs.append({"on": u})
                if fits and self.plays < PLAYS_PER_TURN:
                    for h in self.hand[p]:
                        if h != cid and ci[h].krebiz == want and i.krebiz == "cruiser":
                            outs.append({"with": h})
            return outs
        if t == "P" or i.field is not None:
            return self._psy_play_targets(p, cid, i, turn_no, self._own_terrain(p))
        # Cards with effects.
        outs = []
        if "collision" in i.fx or "halt" in i.fx:
            return self._pair_targets(p, i)
        e_equip = i.fx.get("equip")
        if e_equip:
            where = e_equip.get("where", "own_unit")
            if where in ("own_unit", "own_location"):
                for u in self._units(p):
                    if ci[u].t == "D":
                        continue  # no crew or equipment on D dragons ("THE SPACE DRAGON EMPIRE")
                    if ci[u].mechad and "add_shields" in i.fx:
                        continue  # "Shield refits may not be applied to Mechad ships"
                    outs.append({"on": u})
                if where == "own_location":
                    outs.extend({"on": tc} for tc in self._own_terrain(p))
                    if t == "C":
                        outs.extend({"on": u} for u in self._mutinied(p))
                return self._restrict(i, e_equip, outs)
            outs = self._restrict(i, e_equip, [{"on": c} for c in self._equip_targets(p, where)])
            if "clout" in i.fx:
                # Political Clout: "Played against one opponent ship and terrain card" (errata: "an
                # opponent terrain in the same fleet").
                outs = [
                    {"on": o["on"], "to": t} for o in outs for t, st in ip.items()
                    if st["c"] == ip[o["on"]]["c"] and ci[t].t == "T" and not st["cmb"]
                ]
            return outs
        if "gain_points" in i.fx:
            return []  # played in the Allocation Phase (see _legal_alloc)
        if i.newplay:
            return self._more_targets(p, cid, i)
        if "fleet_card" in i.fx:
            if i.fx["fleet_card"].get("own"):
                need = i.fx["fleet_card"].get("dragons", 0)
                if need and sum(1 for x in ip if ci[x].t == "D") < need:
                    return []  # Dragon Coupling: "There must be two dragons in play"
                return [{}]  # Sirens: played into the own fleet
            return [{"fleet": q} for q in range(self.n) if q != p and not self.out[q]]
        e = i.fx.get("fleet_damage")
        if e:
            return [{"fleet": q} for q in range(self.n) if q != p and not self.out[q]]
        if "extra_plays" in i.fx:
            return [{}] if self.pturns[p] > 2 else []  # "may not be played during turn 1 or 2"
        if "retrieve" in i.fx or "draw_to" in i.fx:
            return [{}]
        e = i.fx.get("discard_attachment")
        if e:
            outs = [
                {"on": c} for c, s in ip.items()
                if s["c"] != p and s["loc"] is not None and ci[c].t in e["types"] and not s["cmb"]
            ]
            return self._restrict(i, e, outs)
        e = i.fx.get("return_to_hand")
        if e:
            own = e.get("own", False)  # Tactical Retreat: "Played to a ship in the fleet"
            outs = [
                {"on": u} for q in range(self.n) if (q == p) == own for u in self._units(q) if ci[u].t in e.get("targets", "SB")
            ]
            return self._restrict(i, e, outs)
        r = i.fx.get("repair")
        if r:
            kinds = r.get("targets", "SB")
            outs = [{"on": u} for u in self._units(p) if ci[u].t in kinds and (ip[u]["sd"] or ip[u]["hd"])]
            if "M" in kinds:
                outs.extend(
                    {"on": m} for m, sm in ip.items()
                    if ci[m].t == "M" and sm["c"] == p and (sm["hd"] or sm["rd"]) and not ci[m].guard
                )  # "Invinco guardians may not be healed"
            return outs
        if "draw" in i.fx and "destroy" not in i.fx:
            return [{}]
        if "after_loss" in i.fx and not (self.lost[p] and 0 < self.turn - self.lost[p] <= self.n):
            # Temporal Space Rift: "May only be played on a turn after card owner had a ship
            # destroyed". Ruling: on his first turn after the loss.
            return []
        targets = None
        for name in ("card_damage", "monster", "damage_all_shields", "destroy"):
            e = i.fx.get(name)
            if e:
                targets = e.get("targets", "SB")
                if name == "card_damage" and e.get("each_opponent"):
                    return [{}]
                break
        if targets is None:
            return []
        limit = i.fx.get("card_damage", i.fx.get("destroy", {})).get("max_strength")
        only_indirigan = i.fx.get("destroy", {}).get("indirigan")
        for c, s in ip.items():
            ct = ci[c]
            if s["cmb"] or ct.t not in targets:
                continue
            if only_indirigan and not ct.indirigan:
                continue  # Wandering Desire: "the Indirigan ship on which it is played"
            if limit and self._strength(c) > _amount(limit, i.st):
                continue  # "played against a unit of equal or lesser strength"
            if self._status(c).get("out_of_play"):
                continue  # Time Warp: "cannot be damaged"
            if "damage_all_shields" in i.fx and (ct.mechad or self._shields(c) == 0):
                continue  # "This card cannot be played on a ship with an invinco guardian or EMF"
            if ct.t == "D" and (i.t == "O"):
                continue
            outs.append({"on": c})
        return outs

    def _pair_targets(self, p: int, i: CardInfo) -> list[dict[str, Any]]:
        """Cards played on one card and acting on another ("other")."""
        ip = self.ip
        ci = self.ci
        if "halt" in i.fx:
            # Monster Halt: on a friendly monster in play, halting one opponent monster.
            friends = [m for m, sm in ip.items() if ci[m].t == "M" and sm["c"] == p and self.owner[m] == p and sm["loc"] is not None]
            foes = [m for m, sm in ip.items() if ci[m].t == "M" and self.owner[m] != p]
            return [{"on": f, "other": m} for f in friends for m in foes]
        # Ship Collision: two ships, neither with a helmsman or navigator ("May not be played on
        # a ship with a helmsman or navigator"); the player picks an opponent ship and another.
        ships = [
            c for c, sc in ip.items() if ci[c].t == "S" and not sc["cmb"] and not any(
                "helmsman" in ci[k].title.lower() or "navigator" in ci[k].title.lower() for k in self._children(c)
            )
        ]
        return [
            {"on": a, "other": b} for a in ships if ip[a]["c"] != p for b in ships
            if b != a and (ip[b]["c"] == p or a < b)
        ]

    def _more_targets(self, p: int, cid: int, i: CardInfo) -> list[dict[str, Any]]:
        """Targets of the Argonian/Primary Edition cards played on two cards, a fleet or a hand card."""
        ip = self.ip
        ci = self.ci
        if "leak" in i.fx:
            return [{"fleet": q} for q in range(self.n) if q != p and not self.out[q] and self.deck[self._dk(q)]]
        e = i.fx.get("crash")
        if e:
            return [
                {"on": u} for q in range(self.n) if q != p and not self.out[q] for u in self._ships(q)
                if ci[u].t == "S" and self._strength(u) <= i.st and not self._status(u).get("out_of_play")
            ]  # "May only be played on ships of equal or lesser strength"
        if "terrain_conflict" in i.fx:
            # Interplanetary Conflict: "Played against 2 terrain cards belonging to one opponent".
            return [
                {"on": t1, "to": t2} for t1, s1 in ip.items() if s1["c"] != p and ci[t1].t == "T" and not s1["cmb"]
                for t2, s2 in ip.items() if t2 > t1 and s2["c"] == s1["c"] and ci[t2].t == "T" and not s2["cmb"]
            ]
        if "surprise" in i.fx:
            # Surprise Attack: "one ship (not dragon)" from the hand, played as it may be now.
            return [
                {"with": h} for h in self.hand[p] if h != cid and ci[h].t == "S" and {} in self._play_targets(p, h)
            ]
        if "self_destruct" in i.fx:
            # "May only be played on your own ship or base". Ruling: the damage goes to an opponent unit.
            foes = [u for q in range(self.n) if q != p and not self.out[q] for u in self._units(q)]
            return [
                {"on": u, "to": f} for u in self._units(p) if ci[u].t in "SB" and "oc" not in ip[u] for f in foes
                if not self._status(f).get("out_of_play")  # (Mutineer: a controlled unit "cannot self destruct")
            ]
        e = i.fx.get("hull_breach")
        if e:
            # Serious Hull Breach: "May not be played on a unit with operating shields".
            outs = []
            for q in range(self.n):
                if q == p or self.out[q]:
                    continue
                for u in self._units(q):
                    if ci[u].t in "SB" and self._shields(u) <= ip[u]["sd"] and any(
                        ci[k].t in "CE" and not ip[k]["cmb"] for k in self._children(u)
                    ):
                        outs.append({"on": u})
            return outs
        e = i.fx.get("control")
        if e:
            # Mind Control Beast: "May only control a ship of lower strength"; Mutineer: "Played
            # against an opponent ship or base". v2.1 "CONTROL": "the player assuming control must
            # have a command slot available for that card".
            kinds = e.get("types", "S")
            return [
                {"on": u} for q in range(self.n) if q != p and not self.out[q] for u in self._units(q)
                if ci[u].t in kinds and (not e.get("below", True) or self._strength(u) < i.st) and "oc" not in ip[u]
                and not self._status(u).get("out_of_play") and self._command_used(p, extra=u) <= self.cmd[p]
            ]
        return []

    def _equip_targets(self, p: int, where: str) -> list[int]:
        """Cards a persistent card may be played on: "unit" (any ship, base or dragon), "opp_unit",
        "own_ship", "own_dragon", "own_terrain", "opp_terrain", "terrain", "own_crew", "opp_crew"
        (crew include psys), "opp_psy", "own_monster", "stack"."""
        ip = self.ip
        ci = self.ci
        mine = where.startswith("own_")
        theirs = where.startswith("opp_")
        kind = where.split("_", 1)[1] if (mine or theirs) else where
        letters = _EQUIP_LETTERS[kind]
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
        ci = self.ci
        kept = []
        for o in outs:
            c = o["on"]
            if limit and self._strength(c) > _amount(limit, i.st):
                continue
            if empire and ci[c].emp != empire:
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
            # Invinco Guardian: "Must always be played on the lowest strength ship in a player's fleet"
            low = min(self._strength(o["on"]) for o in kept)
            kept = [o for o in kept if self._strength(o["on"]) == low]
        return kept

    def _legal_plays(self, p: int, own_turn: bool) -> list[Action]:
        acts: list[Action] = []
        if self.plays >= PLAYS_PER_TURN:
            if "free_reserve" in self.fxin and self._admiral(p) is not None:
                # Rear Admiral: an exchange without a card play (not one using Expeditious Reserves)
                acts.extend(a for a in self._reserve_swaps(p, []) if "using" not in a)
            return acts
        if self._kids is None:
            self._children(-1)
        wards = self._wards
        cap = self._play_cap(p) if self._caps else None
        for c in self.hand[p]:
            if cap is not None and self.ci[c].st > cap:
                continue  # Time Fiend: "opponent may not play cards of higher strength"
            targets = self._play_targets(p, c)
            if wards and targets:
                targets = self._unwarded(c, targets)
            for extra in targets:
                if "fleet" in extra:
                    extra = {"on": -1 - extra["fleet"]}  # a whole opponent fleet: its Sector HQ's id
                acts.append({"player": p, "type": "play", "card": c, **extra})
        self._reserve_swaps(p, acts)
        if self.opts["declared_effects"]:
            # Listed with the printed text as the declaration; the player may send any other
            # (non-empty) text in its place (see _check_declare).
            for c in self.hand[p]:
                if not self.ci[c].playable:
                    acts.append({"player": p, "type": "declare", "card": c, "text": _printed(self.ci[c])})
        return acts

    def _omniscience(self, p: int, on: int) -> None:
        """Omniscience: "Each turn, the first card played to the crew's location does not count as
        a card play" (a card played on the crew's unit or on a card of its stack)."""
        ip = self.ip
        ci = self.ci
        self._fewx()
        loc = on if ci[on].t in UNIT_TYPES or ip[on]["loc"] is None else ip[on]["loc"]
        for k in self._few:
            sk = ip[k]
            if sk["c"] == p and "free_play" in ci[k].fx and k not in self.used:
                crew = sk["loc"]
                if crew in ip and ip[crew]["loc"] == loc:
                    self.used.append(k)
                    self.plays -= 1
                    return

    def _reserve_swaps(self, p: int, acts: list[Action]) -> list[Action]:
        """"Using the Reserve Fleet": swap a hand card for a reserve card of equal or lower strength
        (appended to acts)."""
        reserve = self.reserve[p]
        if not reserve:
            return acts
        ci = self.ci
        if "reserve_swap" not in self.fxin:
            # The loop below without Expeditious Reserves.
            strengths = [(ci[r].st, r) for r in reserve]
            for c in self.hand[p]:
                st = ci[c].st
                for rst, r in strengths:
                    if rst <= st:
                        acts.append({"player": p, "type": "reserve", "card": c, "take": r})
            return acts
        swaps = None
        for c in self.hand[p]:
            st = self.ci[c].st
            if "reserve_swap" in self.ci[c].fx:
                if swaps is None and self.ci[c].playable and self.pturns[p] > 1:
                    swaps = c
                continue
            for r in self.reserve[p]:
                if self.ci[r].st <= st:
                    acts.append({"player": p, "type": "reserve", "card": c, "take": r})
        if swaps is not None:
            # Expeditious Reserves: "any card (regardless of strength) ... in exchange for any card
            # there"; "This card may not be placed ... into the reserve fleet".
            for c in self.hand[p]:
                if c != swaps:
                    acts.extend(
                        {"player": p, "type": "reserve", "card": c, "take": r, "using": swaps} for r in self.reserve[p]
                    )
        return acts

    def _admiral(self, p: int) -> int | None:
        """Rear Admiral on an own base, unused this turn: "Each turn, allows a player to make one
        card exchange to the reserve fleet without expending a card play"."""
        ip = self.ip
        ci = self.ci
        self._fewx()
        for c in self._few:
            s = ip[c]
            if s["c"] == p and "free_reserve" in ci[c].fx and c not in self.used and s["loc"] in ip and ci[s["loc"]].t == "B":
                return c
        return None

    def _play_cap(self, p: int) -> int:
        """The highest strength p may play (Time Fiends in p's fleet: their current strength)."""
        cap = 99
        for c in self._caps:
            s = self.ip.get(c)
            if s is not None and s["c"] == p and c not in self._halted:
                cap = min(cap, self.ci[c].st + s.get("ag", 0))
        return cap

    def _legal_operate(self, p: int) -> list[Action]:
        acts: list[Action] = []
        ip = self.ip
        ci = self.ci
        for c, s in ip.items():
            if s["c"] != p or not ci[c].opr or c in self.used:
                continue
            i = ci[c]
            if i.spec and "halt" in i.fx and s["loc"] is not None:
                # Monster Halt: "A different opponent monster may be selected each turn".
                for m, sm in ip.items():
                    if ci[m].t == "M" and self.owner[m] != p and m != s.get("hm"):
                        acts.append({"player": p, "type": "operate", "card": c, "on": m})
                continue
            if i.spec and "time_lore" in i.fx and s["loc"] in ip:
                host = s["loc"]
                sh = ip[host]
                if host not in self.used and not sh["fp"] and not sh["fh"]:
                    # Time Lore: "As that card's only action": view the top card of each opponent
                    # deck and place one of them at the bottom of its owner's deck.
                    for q in range(self.n):
                        if q != p and not self.out[q] and self.deck[q] and not self.basic:
                            acts.append({"player": p, "type": "operate", "card": c, "deck": q})
                continue
            e = i.fx.get("card_damage")
            if e and e.get("when") == "operate":
                host = s["loc"]
                if host is None or not ip[host]["e"]:
                    continue
                for t, st in ip.items():
                    if ci[t].t in e.get("targets", "S") and not st["cmb"] and st["c"] != p:
                        if ci[t].t == "T" and any(ci[k].t == "B" for k in self._children(t)):
                            continue  # Terrain Attack Shuttle: "a terrain card (not protected by a base)"
                        acts.append({"player": p, "type": "operate", "card": c, "on": t})
                continue
            m = i.fx.get("monster")
            if m and m.get("damage_each_turn") and s["loc"] is not None and not self._suspended(c):
                acts.append({"player": p, "type": "operate", "card": c})
                continue
            if not i.xop:
                pass
            elif "helm" in i.fx:
                host = s["loc"]
                if host in ip and ip[host]["c"] == p and ci[host].t == "S" and self.plays < PLAYS_PER_TURN:
                    acts.append({"player": p, "type": "operate", "card": c})
                continue
            elif "sabotage" in i.fx:
                host = s["loc"]
                if host in ip and ip[host]["c"] != p and not self._status(c).get("disabled") and not any(
                    "security" in ci[k].fx and ip[k]["c"] == ip[host]["c"] and (ci[k].st >= i.st or ci[k].fx["security"].get("all"))
                    for k in self._children(host)
                ):
                    for k in self._children(host):
                        if ci[k].t == "E" and ci[k].st <= i.st and not ip[k]["cmb"]:
                            acts.append({"player": p, "type": "operate", "card": c, "on": k})
                continue
            elif "destabilize" in i.fx:
                host = s["loc"]
                if host is not None and host in ip and ip[host]["e"]:
                    for t, st in ip.items():
                        if st["c"] != p and ci[t].t in "SB" and not st["cmb"] and not (
                            s.get("last") == t and self.turn - s.get("lt", -99) <= self.n
                        ):  # "May not be fired at the same unit two turns in a row"
                            acts.append({"player": p, "type": "operate", "card": c, "on": t})
                continue
            ms = i.fx.get("mission")
            if ms and s["loc"] is not None:
                st = self._status(c)
                # Ruling: an insane crew card's actions are the Insanity player's; he keeps it idle.
                if not st.get("disabled") and not st.get("insane") and not self._status(s["loc"]).get("crew_disabled"):
                    acts.extend(self._mission_actions(p, c, ms))
        return acts

    def _mission_actions(self, p: int, c: int, ms: Mapping[str, Any]) -> list[Action]:
        """A crew card's actions at an opponent location (boarding party, mercenary, marine...).

        Reaching an opponent location is a there-and-back mission: it needs a card with
        "transport" (transporter, shuttlecraft, fighter) on the crew's own unit, unless the crew
        card needs none. The crew acts once a turn (one of its options).
        """
        ip = self.ip
        ci = self.ci
        host = ip[c]["loc"]
        if host not in ip or ip[host]["c"] != p:
            return []
        if ms.get("needs_transport", True) and not any(
            self._transport_ready(k) for k in self._children(host)
        ) and not self._transport_ready(host):
            return []
        st = self._strength(c)  # a crew card's too (Hand Held Weapon, Accelerated Aging)
        acts: list[Action] = []
        guarded = {
            ip[k]["loc"] for k, sk in ip.items()
            if sk["c"] != p and "security" in ci[k].fx and (ci[k].st >= st or ci[k].fx["security"].get("all"))
            and not self._status(k).get("disabled") and not self._status(sk["loc"]).get("crew_disabled")
        } if ci[c].t == "C" else ()
        for op in ms["ops"]:
            if op == "structure":
                for u, su in ip.items():
                    if su["c"] != p and ci[u].t in "SB" and not su["cmb"] and u not in guarded:
                        acts.append({"player": p, "type": "operate", "card": c, "on": u, "op": op})
            else:
                letters = {"destroy_equipment": "E", "kill_crew": "CP", "discard_crew_or_equipment": "CEP"}[op]
                for k, sk in ip.items():
                    if sk["c"] == p or ci[k].t not in letters or sk["loc"] is None:
                        continue
                    if op != "discard_crew_or_equipment" and ci[k].st > st:
                        continue
                    if sk["loc"] in guarded:
                        continue  # Security Officer: no attacks by weaker crew "at its location"
                    acts.append({"player": p, "type": "operate", "card": c, "on": k, "op": op})
        return acts

    def _transport_ready(self, k: int) -> bool:
        """A transport for a there-and-back mission; one that may "either fire its weapons or
        transport up to 1 crew" (Psycanti Intellect Fighter) not after it fired or transported this turn."""
        e = self.ci[k].fx.get("transport")
        return e is not None and not (e.get("or_fire") and (self.ip[k]["fp"] or self.ip[k].get("tr")))

    def _legal_krebiz(self, p: int) -> list[Action]:
        if self.plays >= PLAYS_PER_TURN or "krebiz" not in self.fxin:
            return []
        acts: list[Action] = []
        ip = self.ip
        ci = self.ci
        units = self._units(p)
        for u in units:
            if not ci[u].krebiz:
                continue
            kids = [k for k in self._children(u) if ip[k]["cmb"]]
            if kids:
                k = kids[0]
                # Separating needs a free command slot and a damage split that destroys neither.
                if self._command_used(p) + 1 <= self.cmd[p] and self._split_possible(u, k):
                    acts.append({"player": p, "type": "separate", "card": u})
                continue
            if ip[u]["sep"] == self.turn:
                continue
            want = "cruiser" if ci[u].krebiz == "capsule" else "capsule"
            for v in units:
                if v != u and ci[v].krebiz == want and ip[v]["sep"] != self.turn and ci[u].krebiz == "capsule":
                    if not any(ip[k]["cmb"] for k in self._children(v)):
                        acts.append({"player": p, "type": "combine", "card": u, "on": v})
        return acts

    def _split_possible(self, host: int, kid: int) -> bool:
        s = self.ip[host]
        hi, ki = self.ci[host], self.ci[kid]
        return s["sd"] <= hi.sh + ki.sh and s["hd"] <= (hi.st - 1) + (ki.st - 1)

    # Psy rules ------------------------------------------------------------------------------
    # GErulesv21 "PSY RULES": psys use functions of engaged field cards of their disciplines,
    # each function once per complete turn; their psy damage is weapons fire; a psy deck's HQ is
    # its Psy Network, protected only by its psys. Psy data lives in effects ("psy", "field"...).

    def _psys(self) -> list[int]:
        """Psy beings, fields and psy-rule cards in play (the index rebuilt after any change)."""
        if not self.haspsy:
            return _NO_CARDS  # a match without psy cards: no psy rules to check
        if self._kids is None:
            self._children(-1)
        return self._psyx

    def _played_unit_this_turn(self, p: int) -> bool:
        """v2.1 "TURN 2 RESTRICTIONS": "a maximum of 1 ship, base, dragon, installation or psy"."""
        ip = self.ip
        ci = self.ci
        return any(ip[c]["pt"] == self.turn and (ci[c].t in UNIT_TYPES or ci[c].t == "P") for c in ip if ip[c]["c"] == p)

    def _psy_play_targets(
        self, p: int, cid: int, i: CardInfo, turn_no: int, own_terrain: list[int]
    ) -> list[dict[str, Any]]:
        """Psys and fields are played to an own location: a ship or base, or a terrain card.

        Ruling: a psy may also be played into the fleet at no location (the psy empires "have no
        territory that they claim as their own"); no shields protect it there."""
        ci = self.ci
        if i.t == "P":
            if turn_no == 2 and self.active == p and self._played_unit_this_turn(p):
                return []
            if self._command_used(p, extra=cid) > self.cmd[p]:
                return []
        locs = [u for u in self._units(p) if ci[u].t != "D"] + own_terrain
        if "occultist" in i.fx:
            # Psycanti Occultist: "Must be played to the same location as the field card."
            locs = [x for x in locs if any(ci[k].field is not None for k in self._children(x))]
        pe = i.psy
        if pe is not None and pe.get("muse"):
            # Psycanti Muse: "When played, the sole function is selected from the Psycanti
            # Disciplines in play in the fleet." Ruling: with none in play it has no function.
            ip = self.ip
            fns = [
                (f, k) for f in self._psys() if ci[f].field is not None and ip[f]["c"] == p
                and self._disc_ok(pe["disciplines"], ci[f].disc) for k in range(len(ci[f].field))
            ]
            if fns:
                outs = [{"field": f, "fn": k} for f, k in fns]
                return outs + [{"on": x, "field": f, "fn": k} for x in locs for f, k in fns]
        outs = [{"on": x} for x in locs]
        if i.t == "P" and "occultist" not in i.fx:
            outs.append({})
        return outs

    def _psy_active(self, kind: str, target: int, by: int | None = None) -> bool:
        return any(x[0] == kind and x[2] == target and (by is None or x[1] == by) for x in self.psyfx)

    def _unprotected_psy(self, c: int) -> bool:
        """A psy whose location has no shield points left to protect it ("TARGETING PSY CARDS")."""
        loc = self.ip[c]["loc"]
        return loc not in self.ip or self._shields(loc) - self.ip[loc]["sd"] <= 0

    def _psy_target(self, u: int, target: int) -> bool:
        """Whether psy damage generated by a function of psy u may hit target."""
        if target < 0:
            return False
        ti = self.ci[target]
        if ti.t not in self.ip[u]["xt"]:
            return False
        return ti.t != "P" or self._unprotected_psy(target)

    def _duel_blocks(self, u: int, target: int) -> bool:
        """Psycanti Duelist: "Opponent psy beings must destroy the duelist before attacking
        non-psy targets in the fleet" (the Psy Network counts as a non-psy target). A psy being is
        "any card which can use a psy function" (GEfaq), e.g. the Psycanti Intellect Fighter."""
        if self.ci[u].t != "P" and self.ci[u].psy is None:
            return False
        ip = self.ip
        if target < 0:
            q = -1 - target
        else:
            if self.ci[target].t == "P":
                return False
            q = ip[target]["c"]
        return any(ip[d]["c"] == q and "duelist" in self.ci[d].fx for d in self._psys() if d in ip)

    def _network_guards(self, q: int) -> list[int]:
        """Cards protecting q's Psy Network: q's psys of its own psy empire (not assaulted or
        anguished), a base under a Psycanti Commandant, units given Shield Channeler."""
        if self._kids is None:
            self._children(-1)
        ip = self.ip
        ci = self.ci
        main = self.main[q]
        out = []
        for c in self._psys():
            s = ip[c]
            if s["c"] != q:
                continue
            i = ci[c]
            if i.t != "P" or i.emp != main:
                continue  # "Visonic and Psycanti psys can protect their respective Psy Networks only"
            if self._status(c).get("no_hq_protect") or (self.psyfx and self._psy_active("no_protect", c)):
                continue
            out.append(c)
            loc = s["loc"]
            if "network_base" in i.fx and loc in ip and ci[loc].t == "B" and self._strength(loc) <= self._strength(c):
                out.append(loc)  # Commandant: "When in play on a base of equal or less strength"
        for x in self.psyfx:
            if x[0] == "protect_network" and x[2] in ip and ip[x[2]]["c"] == q:
                out.append(x[2])
        return out

    def _damage_psy(self, c: int, amount: int, by: int, volley: bool, structure: bool) -> None:
        """Damage to a psy: its location's shields protect it "as though the Shields were on the
        psy" (they take the damage first), then the psy itself."""
        ip = self.ip
        s = ip[c]
        i = self.ci[c]
        if not volley and "all" in i.halve:
            amount //= 2  # Psycanti Paladin: "Sustains only 1 point of damage for every 2" (volleys: _resolve_volley)
        loc = s["loc"]
        if not structure and loc in ip:
            ls = ip[loc]
            take = min(amount, max(0, self._shields(loc) - ls["sd"]))
            ls["sd"] += take
            amount -= take
        s["hd"] += amount
        self._emit("damage", card=c, shields=ip[loc]["sd"] if loc in ip else 0, structure=s["hd"])
        st = self._strength(c)
        if "psy_defender" in i.fx:
            # Psycanti Defender: back to the hand at damage equal to its strength, discarded at twice.
            if s["hd"] >= 2 * st:
                self._destroy(c, by)
            elif s["hd"] >= st:
                self._to_hands(c)
            return
        if s["hd"] >= st:
            self._destroy(c, by)

    def _max_charges(self, pe: Mapping[str, Any]) -> int:
        if pe.get("muse"):
            return 0
        return max(pe["uses"], pe.get("alt", {}).get("uses", 0))

    def _legal_psy_alloc(self, p: int) -> list[Action]:
        """Allocation for psys and fields: engage them (their printed costs), allocate one point
        per function a psy may use this turn ("allocated in a manner similar to ... ammunition"),
        and heal psys with healing points."""
        ip = self.ip
        ci = self.ci
        pool = self.pool
        econ = pool.get("economy", 0)
        acts: list[Action] = []
        for c in self._psys():
            s = ip[c]
            if s["c"] != p:
                continue
            i = ci[c]
            if i.t in "PF" and not s["w"]:
                if self._can_pay(pool, self._needs(c)):
                    acts.append({"player": p, "type": "engage", "card": c})
            pe = i.psy
            if pe is not None and (s["w"] if i.t in "PF" else s["e"]) and s["pc"] < self._max_charges(pe):
                kind = pe.get("cost", "energy")
                if pool.get(kind, 0) > 0 or econ > 0:
                    acts.append({"player": p, "type": "charge", "card": c})
            if i.t == "P" and s["hd"] > 0 and pool.get("healing", 0) > 0:
                acts.append({"player": p, "type": "heal", "card": c})
        return acts

    def _do_charge(self, p: int, a: Action) -> None:
        c = a["card"]
        self._spend(self.ci[c].psy.get("cost", "energy"))
        self.ip[c]["pc"] += 1
        self._emit("charge", card=c)

    @staticmethod
    def _disc_ok(wanted: Sequence[str], disc: frozenset[str]) -> bool:
        # "Fleet Discipline: Any and all field cards in play in the fleet"; Ruling: "Any
        # Discipline" (all of the player's fleets) is the same with one fleet per player.
        return "Fleet" in wanted or "Any" in wanted or any(d in disc for d in wanted)

    def _fn_strength(self, u: int, f: int) -> int:
        """A psy's strength for using the functions of field f (Planetesimal, Occultist)."""
        ip = self.ip
        ci = self.ci
        st = self._strength(u)
        p = ip[u]["c"]
        boost = 0
        for c in self._psys():
            b = ci[c].fx.get("psy_boost")
            if b and ip[c]["c"] == p and (not b.get("empire") or b["empire"] == ci[u].emp):
                boost = max(boost, b["amount"])  # Ruling: like terrain modifiers, not cumulative
        oc = ci[u].fx.get("occultist")
        if oc and f in ip and ip[f]["loc"] == ip[u]["loc"]:
            boost += oc["easier"]  # "All functions on that field card are 3 points easier"
        return st + boost

    def _station(self, p: int) -> int | None:
        """An own Projection Station whose second use of a function is still free this turn."""
        ip = self.ip
        for b in self._psys():
            if ip[b]["c"] == p and "psy_double" in self.ci[b].fx and b not in self.used:
                return b
        return None

    def _legal_psy(self, p: int) -> list[Action]:
        if not self.haspsy or self.active != p or not self._psys():
            return []
        ip = self.ip
        ci = self.ci
        fields = [f for f in self._psys() if ci[f].field is not None and ip[f]["c"] == p and ip[f]["e"]]
        in_use = {(x[0], x[1]): x for x in self.fnuse}
        station = self._station(p)
        acts: list[Action] = []
        for u in self._psys():
            s = ip[u]
            pe = ci[u].psy
            if pe is None or s["c"] != p or not s["e"] or self._status(u).get("disabled"):
                continue
            if pe.get("muse"):
                # Psycanti Muse: "Function may be of any strength ... used at no cost once each turn
                # even if field is destroyed."
                if not s["pu"] and s.get("mf") and tuple(s["mf"]) not in in_use:
                    self._fn_actions(acts, p, u, s["mf"][0], s["mf"][1], None, {})
                continue
            if s["pc"] <= s["pu"]:
                continue  # no allocated point left for another function
            alt = pe.get("alt")
            for f in fields:
                if s["pm"] != 2 and s["pu"] < pe["uses"] and self._disc_ok(pe["disciplines"], ci[f].disc):
                    pass
                elif alt and s["pu"] == 0 and self._disc_ok(alt["disciplines"], ci[f].disc):
                    pass  # Kineticist: "or *: Any Discipline" (one function instead of three)
                else:
                    continue
                fstr = self._fn_strength(u, f)
                for k, fn in enumerate(ci[f].field):
                    if fn["min"] > fstr:
                        continue
                    x = in_use.get((f, k))
                    extra: dict[str, Any] = {}
                    if x is not None:
                        # Projection Station: "One psy may use one function of strength 5 or less
                        # twice each turn."
                        if station is None or x[2] != p or x[3] != u or fn["min"] > ci[station].fx["psy_double"]["max"]:
                            continue
                        extra = {"double": True}
                    self._fn_actions(acts, p, u, f, k, fstr, extra)
        for a in self._psys():
            ae = ci[a].fx.get("apostle")
            if not ae or ip[a]["c"] != p or not ip[a]["e"] or a in self.used:
                continue
            # Psycanti Apostle: "one non-psy crew card at the same location" uses "up to a level 3
            # function from any Psycanti Discipline each turn at no cost".
            loc = ip[a]["loc"]
            crew = [c for c in self._children(loc) if ci[c].t == "C" and ip[c]["c"] == p] if loc is not None else []
            for c in crew:
                for f in fields:
                    if not self._disc_ok(ae["disciplines"], ci[f].disc) or "Fleet" in ae["disciplines"]:
                        continue
                    for k, fn in enumerate(ci[f].field):
                        if fn["min"] <= ae["max"] and (f, k) not in in_use:
                            self._fn_actions(acts, p, c, f, k, ae["max"], {"via": a})
        return acts

    def _fn_actions(
        self, acts: list[Action], p: int, u: int, f: int, k: int, fstr: int | None, extra: Mapping[str, Any]
    ) -> None:
        fn = self.ci[f].field[k]
        if fn["do"] == "psy_damage" and self.phase != "play_a":
            return  # "must be activated during Play Cards Phase A" (GErulesv21 "PSY DAMAGE")
        for t in self._fn_targets(p, u, fn, self._strength(u) if fstr is None else fstr):
            a = {"player": p, "type": "psy", "card": u, "field": f, "fn": k}
            if t is not None:
                a["on"] = t
            a.update(extra)
            acts.append(a)

    def _fn_targets(self, p: int, u: int, fn: Mapping[str, Any], fstr: int) -> list[int | None]:
        """Targets of one function. Ruling: damaging and discarding functions target opponent
        cards only (the text allows any; hitting one's own cards is never useful)."""
        do = fn["do"]
        if do in ("psy_damage", "terrain_blast"):
            return [None]
        ip = self.ip
        ci = self.ci
        out: list[int | None] = []
        if do == "heal_psy":
            return [c for c in self._psys() if ip[c]["c"] == p and ci[c].t == "P" and ip[c]["hd"] > 0]
        if do == "discard_against":
            # Lesser Healing Field: a disease or illness card "played against the fleet".
            words = fn["words"]
            for c, s in ip.items():
                if s["o"] == p or not any(w in ci[c].title.lower() for w in words):
                    continue
                loc = s["loc"]
                if (loc is None and s["c"] == p) or (loc in ip and ip[loc]["c"] == p):
                    out.append(c)
            return out
        if do == "protect_network":
            return [c for c in self._units(p) if ci[c].t in "SB"]
        if do == "no_protect":
            st = self._strength(u)
            return [c for c in self._psys() if ip[c]["c"] != p and ci[c].t == "P" and self._strength(c) > st]
        for c, s in ip.items():
            if s["c"] == p or self.out[s["c"]]:
                continue
            i = ci[c]
            if do == "separation":
                if i.t == "T" and not s["cmb"] and any(ip[k]["cmb"] for k in self._children(c)):
                    out.append(c)
                continue
            if s["cmb"] or self._status(c).get("out_of_play"):
                continue
            if self._duel_blocks(u, c):
                continue
            if do == "card_damage":
                if i.t in fn["targets"]:
                    out.append(c)
            elif do == "damage_shields":
                if i.t in "SBT" and not i.mechad and self._shields(c) > s["sd"]:
                    out.append(c)
            elif do == "discard":
                if i.t in fn["types"] and self._strength(c) <= fstr and (
                    "words" not in fn or any(w in i.title.lower() for w in fn["words"])
                ) and (i.t != "E" or s["loc"] is not None):
                    out.append(c)
            elif do in ("star_break", "star_stop"):
                if i.t == "T" and ("StarTerrain" in i.tags or "white dwarf" in i.title.lower()):
                    out.append(c)
        return out

    def _do_psy(self, p: int, a: Action) -> None:
        ip = self.ip
        ci = self.ci
        u, f, k = a["card"], a["field"], a["fn"]
        fn = ci[f].field[k]
        s = ip[u]
        via = a.get("via")
        fstr = ci[via].fx["apostle"]["max"] if via is not None else self._fn_strength(u, f)
        if via is not None:
            self.used.append(via)
        elif ci[u].psy.get("muse"):
            s["pu"] = 1
        else:
            pe = ci[u].psy
            if s["pm"] != 2 and s["pu"] < pe["uses"] and self._disc_ok(pe["disciplines"], ci[f].disc):
                s["pm"] = 1
            else:
                s["pm"] = 2
                s["pu"] = max(s["pu"], pe["uses"] - pe["alt"]["uses"])
            s["pu"] += 1
        if a.get("double"):
            self.used.append(self._station(p))
        else:
            self.fnuse.append([f, k, p, u])
        on = a.get("on")
        self._emit("psy_function", player=p, card=u, field=f, fn=k, on=on)
        do = fn["do"]
        if do == "psy_damage":
            amount = self._strength(u) if fn["amount"] == "strength" else fn["amount"]
            s["xd"] = s.get("xd", 0) + amount
            s["xt"] = "".join(sorted(set(s.get("xt", "")) | set(fn["targets"])))
        elif do == "card_damage":
            self._damage(on, _amount(fn["amount"], fstr), "card", p)
            self._after_damage()
        elif do == "heal_psy":
            ip[on]["hd"] = max(0, ip[on]["hd"] - fn["amount"])
        elif do in ("discard_against", "discard"):
            self._destroy(on, p)
        elif do == "damage_shields":
            ip[on]["sd"] = max(ip[on]["sd"], self._shields(on))
            self._emit("damage", card=on, shields=ip[on]["sd"], structure=ip[on]["hd"])
        elif do == "star_break":
            # "Damages (card damage) a star or white dwarf card to 1/2 its current strength".
            now = self._strength(on) - ip[on]["hd"]
            self._damage(on, now - now // 2, "card", p, structure=True)
            self._after_damage()
        else:
            # protect_network, no_protect, star_stop, separation, terrain_blast: until the
            # activating player's next Record Keeping Step.
            self.psyfx.append([do, p, on if on is not None else u, u])


    # Weapons fire ------------------------------------------------------------------------

    def _fire_profile(self, u: int) -> tuple[bool, int | None, bool]:
        """What hostile monsters on unit u allow: (phasers usable, forced target, -)."""
        phasers_ok = True
        lock = None
        for m in self._hostile_monsters_on(u):
            me = self.ci[m].fx.get("monster", {})
            if me.get("fire_lock"):
                lock = m  # Space dragon: "The base or ship may only fire on the space dragon."
            if me.get("absorb_phasers"):
                phasers_ok = False  # phaser eel: "Absorbs all phaser fire from the unit"
        for k in self._children(u) if "tractor" in self.fxin else ():
            if "tractor" in self.ci[k].fx and self.ip[k]["tu"] in self.ip:
                tu = self.ip[k]["tu"]
                # "The tractored ship may only fire at the tractoring unit"; errata: two different
                # restrictions leave no legal target.
                lock = tu if lock is None or lock == tu else -10**9
        return phasers_ok, lock, True

    def _indirigan_block(self) -> bool:
        """Whether opponents of the active player have Indirigan ships in play."""
        ip = self.ip
        ci = self.ci
        return any(sc["c"] != self.active and ci[c].indirigan and not sc["cmb"] for c, sc in ip.items())

    def _can_fire_at(
        self, u: int, weapon: str, target: int, profile: tuple[bool, int | None, bool] | None = None,
        indirigans: bool | None = None,
    ) -> bool:
        """Whether unit u may put one point of `weapon` damage on target (card id, or -1-q for HQ)."""
        ip = self.ip
        ci = self.ci
        s = ip[u]
        i = ci[u]
        phasers_ok, lock, _ = profile if profile is not None else self._fire_profile(u)
        if weapon == "phaser" and not phasers_ok:
            return False
        if lock is not None and target != lock:
            return False
        if i.surface and s["loc"] is not None and (target < 0 or (target != s["loc"] and self._root(target) != s["loc"])):
            return False  # Surface Dragoness: "May only attack its location stack"
        if i.psy is not None:
            if weapon == "psy" and not self._psy_target(u, target):
                return False
            if self._duel_blocks(u, target):
                return False
        if target < 0:
            if i.t not in SHIP_TYPES and (i.psy is None or weapon == "psy"):
                return False  # "Only ship, dragon, or psy cards may fire at a Sector HQ or Psy Network"
        else:
            ti = ci[target]
            if ti.dark and not self._detected(u, target):
                return False  # Dark Dragoness: 3 research points per unit first, each turn
            if weapon == "phaser" and ti.t == "T" and not (i.psy is not None and self._psy_active("terrain_blast", u)):
                return False  # "Only heavy weapons may damage terrain" (Stellar Field: Terrain Blast)
            if ti.t == "T" and not self._police_allows(u, target):
                return False
            if weapon == "phaser" and ti.fx.get("monster", {}).get("phaser_immune"):
                return False  # phaser eels
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
            if ti.minatk and self._strength(u) < ti.minatk and len(self._ships(ip[target]["c"])) > 1:
                return False  # Nebula Dragon: "must be at least 7 strength to attack" it
            if self.opts["restricted_bases"] and i.t == "B" and ti.t in ("T", "B"):
                return False
            if i.indirigan and self.main[self.active] != i.emp and ti.t in ("S", "B") and not ti.indirigan:
                # Indirigan ship rule: opponent Indirigan ships must be destroyed first.
                if indirigans is None:
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
        if not self._police:
            return True
        i = self.ci[u]
        if not ("PropPirate" in i.tags or i.emp == "Bolaar"):
            return True
        q = self.ip[target]["c"]
        st = self._strength(u)
        return not any(k in self.ip and self.ip[k]["c"] == q and self._strength(k) >= st for k in self._police)

    def _weapon_left(self, u: int, weapon: str) -> bool:
        s = self.ip[u]
        st = self._status(u)
        if weapon == "phaser":
            return not st.get("no_phasers") and s["fp"] < self._phasers(u)
        if weapon == "heavy":
            return not st.get("no_heavy") and s["fh"] < s["am"] and s["fh"] - s.get("fdc", 0) < self._heavy(u)
        if weapon == "psy":
            return s.get("xf", 0) < s.get("xd", 0)  # psy damage generated by field functions
        return False

    def _firers(self, p: int) -> list[int]:
        """Cards of p that can fire now: engaged units and engaged Krebiz components."""
        ip = self.ip
        out = []
        if "shelter" in self.fxin:
            self._fewx()
            if p in self._shelter:
                return out  # Occumbus: "Also blocks friendly ships and bases from firing."
        for c, s in ip.items():
            if s["c"] == p and self.ci[c].t in UNIT_TYPES and s["e"] and not s["nf"] and not self._status(c).get("no_fire"):
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
                # GErulesv21 "PSY NETWORK": "Only 'P' psy cards protect the Psy Network".
                return not [c for c in self._network_guards(q) if tournament.protects_hq(ci[c].st, self.pturns[q], self.opts)]
            ships = [c for c in self._ships(q) if not self._status(c).get("no_hq_protect")]
            if not ships:
                # Base Commander: "The base on which he is played protects the sector HQ (as a ship)".
                ships = [c for c in self._units(q) if ci[c].t == "B" and self._status(c).get("protects_hq")]
            if self.opts["disengaged_ships_out_of_play"]:
                ships = [c for c in ships if ip[c]["e"]]
            ships = [c for c in ships if tournament.protects_hq(ci[c].st, self.pturns[q], self.opts)]  # Speed Deck
            if ships:
                return False  # "The Sector HQ may take damage only if no friendly ships are in play"
        else:
            s = ip[target]
            ti = ci[target]
            q = s["c"]
            if s["cmb"] and not (self.psyfx and ti.t == "T" and self._psy_active("separation", s["loc"], p)):
                return False  # Stellar Field, Separation: "combined terrain cards ... damaged individually"
            if ti.t == "P" and "network_base" in ti.fx and s["loc"] in ip and ci[s["loc"]].t == "B":
                return False  # Psycanti Commandant: "The base must be destroyed before the commandant can be attacked"
            if "weapons" in ti.imm or self._status(target).get("out_of_play"):
                return False  # immune to all weapons fire, or treated as not there (Time Warp)
            if ti.t == "M":
                if s["loc"] is None:
                    # Ship Collector: a monster in a fleet, "Destroyed by weapons fire only".
                    if q == p or "collector" not in ti.fx:
                        return False
                elif q == p and ip[s["loc"]]["c"] == p:
                    return False
            elif q == p or ti.t not in ("S", "B", "D", "T", "P"):
                return False  # "STANDARD TARGETS": terrain, ships, dragons, psys, bases
            if ti.t == "T" and any(ci[k].t == "B" for k in self._children(target)):
                return False  # "The terrain card on which a base is placed may not be damaged"
            if ti.t == "T" and "clout" in self.fxin and self._clouted(target):
                return False  # Political Clout: the ship "protects the terrain as a base"
            if ti.t == "M" and s["loc"] is not None:
                q = ip[s["loc"]]["c"]
        if self.opts["border_defense"] and q != p:
            alive = [x for x in self.order if not self.out[x]]
            k = alive.index(p)
            if q not in (alive[(k + 1) % len(alive)], alive[(k - 1) % len(alive)]):
                return False
        return True

    def _legal_fire(self, p: int) -> list[Action]:
        acts: list[Action] = []
        v = self.volley
        firers = self._firers(p)
        if v is None:
            if not self.fired:
                # Fleet-targeted weapons fire before any volley (v2.1, "FLEET TARGETED WEAPONS").
                for u in firers:
                    s = self.ip[u]
                    if self.ci[u].dc and s.get("fdc", 0) < self.ci[u].dc and s["fh"] < s["am"]:
                        for q in range(self.n):
                            if q != p and not self.out[q]:
                                acts.append({"player": p, "type": "distort", "card": u, "player_hit": q})
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

    # Pending choices -------------------------------------------------------------------------

    def _legal_pending(self, p: int, pend: dict[str, Any]) -> list[Action]:
        k = pend["k"]
        if k == "react":
            acts = self._legal_reactions(p, pend)
            acts.append({"player": p, "type": "pass"})
            return acts
        if k == "celebrate":
            return [{"player": p, "type": "celebrate", "draw": n} for n in range(pend["max"] + 1)]
        if k == "vote":
            return [{"player": p, "type": "accept"}, {"player": p, "type": "refuse"}]
        if k == "shoot_back":
            acts = [{"player": p, "type": "shoot_back", "card": pend["card"], "at": a} for a in pend["at"] if a in self.ip]
            acts.append({"player": p, "type": "pass"})
            return acts
        if k == "thief":
            return self._thief_options(p, pend["card"])
        if k == "leak":
            acts = [{"player": p, "type": "leak", "drop": h} for h in self.hand[p]]
            acts.append({"player": p, "type": "leak"})
            return acts
        if k == "split":
            host, kid = pend["host"], pend["kid"]
            s, sk = self.ip[host], self.ip[kid]
            acts = []
            if s["sd"] > 0 and sk["sd"] < self.ci[kid].sh:
                acts.append({"player": p, "type": "shift", "part": "shields"})
            if s["hd"] > 0 and sk["hd"] < self.ci[kid].st - 1:
                acts.append({"player": p, "type": "shift", "part": "structure"})
            if s["sd"] <= self.ci[host].sh and s["hd"] < self.ci[host].st:
                acts.append({"player": p, "type": "done"})
            return acts
        return []

    def _legal_reactions(self, p: int, pend: Mapping[str, Any]) -> list[Action]:
        """Reaction cards of p whose function can be used the instant they are played
        (Primary rules, "PLAYING REACTION CARDS")."""
        if pend.get("answer") and self.plays >= PLAYS_PER_TURN:
            return []  # the firing player's answer counts against his three card plays
        acts: list[Action] = []
        ip = self.ip
        ci = self.ci
        trig = pend["trig"]
        actor = pend["actor"]
        for c in self.hand[p]:
            i = ci[c]
            if not i.reaction or not i.playable:
                continue
            use = i.fx.get("reaction_use")
            if not use:
                continue
            on = use["on"]
            if on == "monster_at_location":
                m = trig.get("card")
                if m is None or m not in ip or ci[m].t != "M":
                    continue
                loc = ip[m]["loc"]
                if loc is not None and ip[loc]["c"] == p:
                    acts.append({"player": p, "type": "react", "card": c, "on": loc})
            elif on in ("any", "fired_upon"):
                e = i.fx.get("card_damage")
                if e:
                    for t, st in ip.items():
                        if st["c"] == actor and ci[t].t in e.get("targets", "S") and not st["cmb"]:
                            acts.append({"player": p, "type": "react", "card": c, "on": t})
                elif on == "fired_upon":
                    tgt = trig.get("on")
                    if trig.get("kind") != "volley" and "volley_mod" in i.fx:
                        continue
                    if "electronic warfare" in i.title.lower() and self.volley is not None and any(
                        "ew_immune" in ci[k].fx for u in self.volley["src"] if u in ip for k in self._children(u)
                    ):
                        continue  # Super Computer: "Ignores the effects of nonbeneficial electronic warfare"
                    if tgt is not None and tgt in ip and ip[tgt]["c"] == p:
                        if use.get("empire") and ci[tgt].emp != use["empire"]:
                            continue  # Hull Rotation: "Only Argonian ships"
                        acts.append({"player": p, "type": "react", "card": c, "on": tgt})
            elif on == "firing_fleet":
                # Targeting Error: "Redesignate 1 opponent volley to 1 target in that opponent's fleet".
                v = self.volley
                if trig.get("kind") == "volley" and v is not None:
                    for u in self._units(actor):
                        if u not in v["src"] and not self._status(u).get("out_of_play"):
                            acts.append({"player": p, "type": "react", "card": c, "on": u})
            elif on == "opponent_card":
                # Suspended Animation, Time Compression: after an opponent's card play on his turn.
                if (
                    trig.get("kind") == "card" and not trig.get("op") and actor == self.active
                    and self.pturns[actor] > 2 and self.plays < PLAYS_PER_TURN
                ):
                    acts.append({"player": p, "type": "react", "card": c})
            elif on in ("card_on_crew", "card_on_fleet"):
                # Lucky Crew Action, Crewman: an opponent's card play against an own crew card;
                # Telepath: "Negate any one card (of equal or lesser strength) played against the fleet".
                tgt = trig.get("on")
                played = trig.get("card")
                if (
                    trig.get("kind") == "card" and not trig.get("op") and tgt is not None and tgt in ip
                    and ip[tgt]["c"] == p and (ci[tgt].t in "CP" or on == "card_on_fleet") and played in ip
                    and (on != "card_on_fleet" or ci[played].st <= i.st)
                ):
                    acts.append({"player": p, "type": "react", "card": c, "on": tgt})
            elif on == "operate":
                # Transporter / Shuttle Malfunction: "Negates the ... action just made".
                oc = trig.get("card")
                if trig.get("kind") == "card" and trig.get("op") and oc in ip:
                    via = self._transport_used(oc, i.fx["counter_op"]["via"])
                    if via is not None:
                        acts.append({"player": p, "type": "react", "card": c, "on": via})
            elif on == "draw_phase":
                if trig.get("kind") == "draw":
                    acts.append({"player": p, "type": "react", "card": c})
            elif on == "firing_unit":
                # Played on a unit that fires at you (Phaser Malfunction, Defensive Override).
                v = self.volley
                if trig.get("kind") == "volley" and v is not None:
                    t = v["t"]
                    own_unit = t in ip and ip[t]["c"] == p and ci[t].t in UNIT_TYPES
                    rf = "return_fire" in i.fx
                    if rf and not (
                        own_unit and ip[t]["e"] and not ip[t]["nf"] and self._weapon_left(t, "phaser")
                        and not self._status(t).get("no_fire")
                    ):
                        continue  # Early Warning: "Played to an engaged unit" with phasers to fire
                    tractor = "tractor" in i.fx
                    if tractor and not own_unit:
                        continue  # a tractor beam needs a tractoring unit
                    for u in v["src"]:
                        if u in ip and (not rf or self._can_fire_at(t, "phaser", u)) and (not tractor or ci[u].t == "S"):
                            acts.append({"player": p, "type": "react", "card": c, "on": u})
        return acts

    def _transport_used(self, oc: int, via: Sequence[str]) -> int | None:
        """The transporter, shuttle or fighter (a title word in `via`) making the action of operated
        card oc: the card itself, the card it sits on, or the transport of a crew card's mission."""
        ip = self.ip
        ci = self.ci
        host = ip[oc]["loc"]
        cands = [oc, host]
        if ci[oc].t == "C" and "mission" in ci[oc].fx and host in ip:
            cands += [k for k in self._children(host) if "transport" in ci[k].fx]
        for k in cands:
            if k is not None and k in ip and any(w in ci[k].title.lower() for w in via):
                return k
        return None

    def _open_reaction(self, actor: int, victim: int, trig: dict[str, Any], answer: bool = False) -> bool:
        """Open a reaction window for `victim` if it has a legal reaction now."""
        if victim == actor and not answer:
            return False
        pend = {"k": "react", "p": victim, "actor": actor, "trig": trig, "answer": answer}
        if self._legal_reactions(victim, pend):
            self.pending.append(pend)
            return True
        return False

    # ---- apply ------------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        if self.res is not None:
            raise IllegalAction("the match is over", action)
        p = action.get("player")
        # current_players() inlined (the match is not over here): the one seat to act.
        if not isinstance(p, int) or p != (self.pending[-1]["p"] if self.pending else self.active):
            raise IllegalAction("not that seat's turn to act", action)
        legal = self.legal_actions(p)
        if action.get("type") == "declare":
            self._check_declare(action, legal)
        elif action not in legal:
            raise IllegalAction("not a legal action now", action)
        self._cache = None
        self.events = []
        handler = getattr(self, "_do_" + action["type"])
        handler(p, action)
        return self.events

    def _check_declare(self, action: Action, legal: list[Action]) -> None:
        c = action.get("card")
        base = {"player": action.get("player"), "type": "declare", "card": c}
        if isinstance(c, int) and 0 <= c < len(self.ci):
            base["text"] = _printed(self.ci[c])
        extra = set(action) - {"player", "type", "card", "text", "on"}
        if extra or base not in legal or not isinstance(action.get("text"), str) or not action["text"].strip():
            raise IllegalAction("a declared effect needs a playable card and its text", action)
        on = action.get("on")
        if on is not None and on not in self.ip:
            raise IllegalAction("no such card in play", action)

    def _emit(self, kind: str, **data: Any) -> None:
        data["event"] = kind
        self.events.append(data)

    # Allocation --------------------------------------------------------------------------

    def _do_move(self, p: int, a: Action) -> None:
        if self.ci[a["card"]].surface:
            self.ip[a["card"]]["mv"] = self.turn
        self.ip[a["card"]]["loc"] = a["to"]
        self._kids = None
        self.pool = self._produced(p)
        self._repay(p)
        self._emit("moved", card=a["card"], to=a["to"])

    def _repay(self, p: int) -> None:
        """Recompute the pool after a modifier change, re-paying everything already allocated."""
        pool = self._produced(p)
        ip = self.ip
        self.pool = pool
        for c, s in ip.items():
            if s["c"] != p:
                continue
            i = self.ci[c]
            if i.t not in UNIT_TYPES:
                if not i.psyx:
                    continue
                for _ in range(s.get("pc", 0)):
                    self._spend(i.psy.get("cost", "energy"))
                if i.t not in "PF":
                    continue
            if s["w"] and s.get("paid"):
                self._pay(self._needs(c))
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
        self._pay(self._needs(c))
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
        s["emf"] = min(2 * self.ci[a["card"]].st, s["emf"] + self.ci[a["card"]].nodes + min(extra, 3))

    def _flux_mode(self, u: int) -> Mapping[str, Any] | None:
        """Energy Flux Mode Enhancement on unit u: its weapon_mult that needs energy per weapon."""
        for k in self._children(u):
            wm = self.ci[k].fx.get("weapon_mult")
            if wm and wm.get("energy") and not self.ip[k]["cmb"]:
                return wm
        return None

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
        times = 2 if any("repair_double" in self.ci[k].fx for k in self._children(a["card"])) else 1
        for _ in range(times):  # Engineer: "each repair point is doubled" at his location
            if s[key] > 0:
                s[key] -= 1
        self._emit("repair", card=a["card"], part=a["part"])

    def _do_heal(self, p: int, a: Action) -> None:
        self.pool["healing"] -= 1
        self.ip[a["card"]]["hd"] -= 1

    def _do_research(self, p: int, a: Action) -> None:
        self._spend("research")
        m = a["card"]
        sm = self.ip[m]
        if self.ci[m].fx.get("negated_by", {}).get("one_turn") and sm.get("rt") != self.turn:
            sm["rd"] = 0  # Maelstrom: "All research must be applied on a single turn."
            sm["rt"] = self.turn
        sm["rd"] += 1
        self._emit("research", card=m)
        self._check_monster(m)

    def _do_done(self, p: int, a: Action) -> None:
        if self.pending and self.pending[-1]["k"] == "split":
            self.pending.pop()
            self._emit("separated", card=a.get("card"))
            return
        # Engagement Phase: units that got all their points engage; the rest are disengaged.
        ip = self.ip
        ci = self.ci
        cmd = self.n
        for c, s in ip.items():
            if s["c"] != p:
                continue
            i = ci[c]
            if i.t in UNIT_TYPES:
                s["sup"] = s["w"]
            if i.mechad:
                if not s["w"]:
                    s["emf"] = i.st  # "A Mechad ship which is Disengaged has a field strength equal to the strength"
        for c, s in ip.items():
            if s["c"] != p:
                continue
            i = ci[c]
            if i.t in UNIT_TYPES and not s["cmb"]:
                kids = [k for k in self._children(c) if ip[k]["cmb"]]
                engaged = s["sup"] and all(ip[k]["sup"] for k in kids)
                s["e"] = engaged
                for k in kids:
                    ip[k]["e"] = engaged
            elif i.t in "PF" and (i.t == "P" or i.field is not None):
                s["e"] = s["w"]
            if i.cmd and (not i.cmd_own or self.main[p] == i.emp):
                # ("Command points only apply if playing Dragons as an empire")
                host = s["loc"]
                if i.t in UNIT_TYPES and s["e"] or i.t not in UNIT_TYPES and (host is None or ip[host]["e"] or ci[host].t == "T"):
                    # Insanity (errata): the opposite of generating "command points, etc."
                    cmd += -i.cmd if i.t == "C" and self._status(c).get("insane") else i.cmd
            s["w"] = False
            s["paid"] = False
            s["emfe"] = 0
        self.cmd[p] = cmd
        lines = ()
        if "supply_lines" in self.fxin:
            self._fewx()
            lines = [k for k in self._few if "supply_lines" in ci[k].fx and self.owner[k] == p and ip[k]["c"] != p]
        if lines and not self._ships(p):
            # Broken Supply Lines: "If the owning player has no ships in play, this card is
            # discarded during the owning player's Engagement Phase."
            for k in lines:
                self._remove(k)
        self.pool = {}
        self.phase = "play_a"
        self._emit("engagement", player=p)
        if self._kids is None:
            self._children(-1)
        for m in self._engfx[:]:
            sm = ip.get(m)
            if sm is None:
                continue
            host = sm["loc"]
            if host not in ip or ip[host]["c"] != p:
                continue
            mf = ci[m].fx
            if "engage_damage" in mf:
                # Creature from the Black Hole: "Unit will take damage equal to it's strength when
                # that unit is engaged" (less the energy allocated to prevent it).
                prevented = sm.get("pv", 0)
                sm["pv"] = 0
                if ip[host]["e"] and not self._suspended(m):
                    self._damage(host, self._strength(host) - prevented, "card", self.owner[m])
                    self._after_damage()
            elif "time_thief" in mf and not self._suspended(m) and self._thief_options(p, m):
                self.pending.append({"k": "thief", "p": p, "card": m})

    def _thief_options(self, p: int, m: int) -> list[Action]:
        """Time Thief: "Each turn, owner of the affected stack must use a card play to move the time
        thief to a stack in another fleet (except the time thief player's fleet) or discard 1 card
        (not the time thief ...) played to or against that stack"."""
        ip = self.ip
        ci = self.ci
        root = self._root(m)
        acts: list[Action] = []
        thief_player = ip[m]["c"]
        for t, st in ip.items():
            if st["loc"] is None and ci[t].t in "SBDT" and st["c"] not in (p, thief_player) and not st["cmb"]:
                acts.append({"player": p, "type": "thief", "card": m, "to": t})
        # Ruling: any card of the stack but the thief, its bottom card included (the whole stack goes then).
        stack = [root]
        for c in stack:
            stack.extend(self._children(c))
        acts.extend({"player": p, "type": "thief", "card": m, "discard": c} for c in stack if c != m)
        return acts

    def _do_thief(self, p: int, a: Action) -> None:
        self.pending.pop()
        m = a["card"]
        self.plays += 1  # "must use a card play"
        if "to" in a:
            self.ip[m]["loc"] = a["to"]
            self._kids = None
            self._emit("moved", card=m, to=a["to"])
            return
        k = a["discard"]
        stronger = self.ci[k].st > self.ci[m].st
        self._remove(k)
        if stronger and m in self.ip:
            # "Discarded when a card of greater strength is discarded from the affected stack".
            self._remove(m)

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

    # Card plays ----------------------------------------------------------------------------

    def _enter(self, p: int, cid: int, loc: int | None) -> dict[str, Any]:
        s = {
            "o": self.owner[cid], "c": p, "loc": loc, "e": False, "sd": 0, "hd": 0, "rd": 0,
            "am": 0, "fp": 0, "fh": 0, "fdc": 0, "pz": 0, "emf": self.ci[cid].st if self.ci[cid].mechad else 0,
            "emfe": 0, "pt": self.turn, "nf": False, "tg": None, "w": False, "paid": False,
            "sup": False, "cmb": False, "sep": 0,
        }
        if self.ci[cid].psy is not None:
            s.update(pc=0, pu=0, pm=0, xd=0, xf=0, xt="", tr=0)
        self.ip[cid] = s
        self._kids = None
        return s

    def _do_play(self, p: int, a: Action) -> None:
        c = a["card"]
        self.hand[p].remove(c)
        if self.active == p:
            self.plays += 1
        if "other" in a:
            self._pair_play(p, c, a["on"], a["other"])
            return
        self._put_into_play(p, c, a.get("on"), a.get("with"), a.get("to"))
        if "field" in a and c in self.ip:
            self.ip[c]["mf"] = [a["field"], a["fn"]]  # a Muse's sole function
        on = a.get("on")
        if "free_play" in self.fxin and self.active == p and on is not None and on >= 0 and on in self.ip:
            self._omniscience(p, on)

    def _pair_play(self, p: int, c: int, on: int, other: int) -> None:
        ip = self.ip
        self._emit("play", player=p, card=c, on=on, other=other)
        if "halt" in self.ci[c].fx:
            self._enter(p, c, on)["e"] = True
            ip[c]["hm"] = other  # the halted monster (see _children)
            self._kids = None
            return
        # Ship Collision: "Each ship sustains damage equal to the current Strength of the other"
        # (current strength: strength less structural damage, GEfaq "Current Strength").
        self._to_discard(c)
        hit_on = self._strength(other) - ip[other]["hd"]
        hit_other = self._strength(on) - ip[on]["hd"]
        self._damage(on, hit_on, "card", p)
        self._damage(other, hit_other, "card", p)
        self._after_damage()

    def _put_into_play(
        self, p: int, c: int, on: int | None, with_: int | None = None, to: int | None = None,
    ) -> None:
        i = self.ci[c]
        ip = self.ip
        self._emit("play", player=p, card=c, on=on)
        if i.t == "T":
            if on is not None and on < 0:
                self._enter(-1 - on, c, None)  # played against (into) an opponent's fleet
                e = i.fx.get("fleet_damage")
                if e:
                    # Quantum Black Hole: "damage equal to its strength divided as equally as
                    # possible among all the terrain cards in 1 opponent fleet".
                    q = -1 - on
                    hit = [t for t, st in ip.items() if st["c"] == q and t != c and self.ci[t].t in e["targets"] and not st["cmb"]]
                    total = _amount(e["amount"], i.st)
                    for n, t in enumerate(hit):
                        self._damage(t, total // len(hit) + (1 if n < total % len(hit) else 0), "card", p)
                    self._after_damage()
            elif on is not None:
                self._enter(p, c, on)["cmb"] = True  # one terrain card with its host
            else:
                self._enter(p, c, None)
            return
        if i.t in UNIT_TYPES:
            # "SHIPS AND BASES ARE PLAYED DISENGAGED"
            if i.krebiz and on is not None and self.ci[on].krebiz:
                self._combine(p, c, on, played=True)
                return
            s = self._enter(p, c, on)
            if i.eng_play:
                s["e"] = True  # Moon Dragoness: "Played engaged and can attack on the turn played"
            if with_ is not None:
                self.hand[p].remove(with_)
                self._enter(p, with_, c)["cmb"] = True
            return
        if i.t == "P" or i.field is not None:
            self._enter(p, c, on)  # played disengaged, engaged by allocation like a unit
            return
        # Effect cards.
        if "equip" in i.fx:
            s = self._enter(p, c, on)
            s["e"] = True
            if to is not None:
                s["tt"] = to  # Political Clout's terrain
            if i.t == "C" and on is not None and on in ip and ip[on].get("oc") == p:
                self._mutiny_check(p, on)
            e = i.fx.get("card_damage")
            if e and e.get("when") == "attach" and on is not None and on in ip:
                # Comet Impact: it stays on the terrain and "Causes 2 points of damage" as it lands.
                self._damage(on, _amount(e["amount"], i.st), "card", p)
                self._after_damage()
                if c not in ip:
                    return
            if "ward" in i.fx and on is not None and i.fx["ward"].get("clear", True):
                self._ward_clear(on, i.fx["ward"]["titles"])
            if i.t in "LO" and on is not None and on in ip and self.ci[on].t == "C" and ip[on]["c"] != p:
                self._unlucky(c, on)
            if on is not None and on >= 0 and ip[on]["c"] != p:
                # A card played on an opponent's card opens a reaction window (Lucky Crew Action).
                self.after = {"do": "card", "card": c, "on": on, "p": p}
                if self._open_reaction(p, ip[on]["c"], {"kind": "card", "card": c, "on": on}):
                    return
                self.after = None
            return
        e = i.fx.get("card_damage")
        if e and e.get("each_opponent"):
            self._to_discard(c)
            amount = (i.st if e["amount"] == "strength" else e["amount"]) * self._twice(p, c)
            for q in range(self.n):
                if q == p or self.out[q]:
                    continue
                units = [u for u in self._units(q) if self.ci[u].t in e["targets"]]
                if units:
                    target = max(units, key=lambda u: (self._remaining(u) <= amount, -self._remaining(u), u))
                    self._src = [c]
                    self._damage(target, amount, "card", p)
                    self._src = []
            self._after_damage()
            return
        if "leak" in i.fx and on is not None and on < 0:
            # Information Leak: "Look at one opponent's next undrawn card and either discard it,
            # along with one card from your hand, or put it back." The choice is a pending one.
            self._to_discard(c)
            d = self.deck[self._dk(-1 - on)]
            if d:
                self.pending.append({"k": "leak", "p": p, "q": -1 - on, "card": d[-1]})
            return
        if "fleet_card" in i.fx and on is None:
            self._enter(p, c, None)["e"] = True
            return
        if "fleet_card" in i.fx and on is not None and on < 0:
            # Economic Crisis, Cursed Alien Artifact...: the card sits in the opponent's fleet.
            self._enter(-1 - on, c, None)["e"] = True
            return
        if self._instant(p, c, i, on):
            return
        if "self_destruct" in i.fx:
            self._self_destruct(p, c, on, to)
            return
        if "terrain_conflict" in i.fx:
            # "Each sustains damage equal to 1/2 the strength of the other (round fractions down).
            # Neither can produce terrain points on that player's next turn."
            self._to_discard(c)
            pair = [x for x in (on, to) if x is not None and x in ip]
            if len(pair) == 2:
                a, b = pair
                hits = ((a, self._strength(b) // 2), (b, self._strength(a) // 2))
                for x, _ in hits:
                    ip[x]["np"] = self.turn
                for x, n in hits:
                    self._damage(x, n, "card", p)
                self._after_damage()
            return
        if "surprise" in i.fx:
            self._surprise(p, c, with_)
            return
        victim = ip[on]["c"] if on is not None else p
        if self.ci[c].t == "M" or "monster" in i.fx:
            s = self._enter(p, c, on)
            s["e"] = True
        else:
            self._enter(p, c, on)
        self.after = {"do": "card", "card": c, "on": on, "p": p}
        if victim != p and self._open_reaction(p, victim, {"kind": "card", "card": c, "on": on}):
            return
        self._continue()

    def _surprise(self, p: int, c: int, ship: int | None) -> None:
        """Surprise Attack: "Allows one ship (not dragon) to be played in the engaged position fully
        armed. The ship card and the surprise attack card do not count against the three card play
        limit" (errata: "All weapons and ship systems ... are loaded")."""
        self._to_discard(c)
        if self.active == p:
            self.plays -= 1
        if ship is None or ship not in self.hand[p]:
            return
        self.hand[p].remove(ship)
        self._put_into_play(p, ship, None)
        s = self.ip[ship]
        i = self.ci[ship]
        s["e"] = s["sup"] = True
        s["am"] = self._heavy_total(ship)
        if i.var:
            s["pz"] = s["am"] * i.var  # variplaz charged
        if i.mechad:
            s["emf"] = 2 * i.st  # the EMF fully energized

    def _self_destruct(self, p: int, c: int, on: int | None, to: int | None) -> None:
        """Self Destruction: "The ship or base and its accompanying cards are discarded. Causes
        damage to one unit equal to the strength of the destroyed ship or base." (card damage)"""
        self._to_discard(c)
        if on is None or on not in self.ip:
            return
        amount = self._strength(on)
        self._emit("self_destruct", player=p, card=on)
        self._remove(on)
        if to is not None and to in self.ip:
            self._damage(to, amount, "card", p)
            self._after_damage()
    def _unlucky(self, c: int, crew: int) -> None:
        """Unlucky Crew Action: the crew card "is affected twice by the first negative luck or
        occurrence card played to" it. The card's duration and the research negating it double."""
        for k in self._children(crew):
            if "unlucky" in self.ci[k].fx and k != c:
                self.ip[c]["x2"] = True
                self._emit("unlucky", card=c, on=crew)
                self._remove(k)  # "Discarded after use"
                return

    def _ward_clear(self, loc: int, titles: Sequence[str]) -> None:
        """Doctor: "causes any illness or injury cards at his location to be discarded"."""
        ip = self.ip
        at = {loc} | {k for k in self._children(loc)}
        for k, sk in list(ip.items()):
            if k in ip and sk["loc"] in at and any(
                w in self.ci[k].title.lower() or w == "type:" + self.ci[k].t for w in titles
            ):
                self._remove(k)

    def _unwarded(self, c: int, outs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Drop targets at a location whose ward (Doctor) forbids this card."""
        title = self.ci[c].title.lower()
        ctype = "type:" + self.ci[c].t
        ip = self.ip
        kept = []
        for o in outs:
            t = o.get("on")
            if t is not None and t >= 0 and t in ip:
                loc = t if self.ci[t].t in UNIT_TYPES or ip[t]["loc"] is None else ip[t]["loc"]
                words = self._wards.get(loc, ())
                if loc != t and t in self._wards:
                    words = words + self._wards[t]  # Automaton: the crew card it sits on is warded
                if words and any(w in title or w == ctype for w in words):
                    continue
            kept.append(o)
        return kept

    def _instant(self, p: int, c: int, i: CardInfo, on: int | None) -> bool:
        """Cards whose whole function happens as they are played, on no card: then discarded."""
        fxs = i.fx
        if not ("fleet_damage" in fxs or "retrieve" in fxs or "draw_to" in fxs or "extra_plays" in fxs or "gain_points" in fxs):
            return False
        self._to_discard(c)
        e = fxs.get("fleet_damage")
        if e and on is not None and on < 0:
            # Gravity Wave: "Causes 1 point of damage to all ships in a fleet".
            q = -1 - on
            hit = [u for u in self._units(q) if self.ci[u].t in e.get("targets", "S")]
            if e.get("max_targets"):
                # Tri-Lateral Textangula: "the 3 ships and/or bases it is played against"; the
                # engine picks those closest to destruction.
                hit = sorted(hit, key=lambda u: (self._remaining(u), u))[: _amount(e["max_targets"], i.st)]
            total = _amount(e["amount"], i.st)
            self._src = [c]
            for _ in range(self._twice(p, c)):
                for n, u in enumerate(hit):
                    if e.get("split"):
                        # Minefields: the damage spread over the fleet's ships, as evenly as possible.
                        self._damage(u, total // len(hit) + (1 if n < total % len(hit) else 0), "card", p)
                    else:
                        self._damage(u, total, "card", p)
            self._src = []
            self._after_damage()
        e = fxs.get("retrieve")
        if e:
            # Lost Fleet: "the two ships closest to the top of Discard Pile" back into the hand.
            pile = self.discard[self._dk(p)]
            found = [x for x in reversed(pile) if self.ci[x].t in e["types"] and self.owner[x] == p][: e["count"]]
            for x in found:
                pile.remove(x)
                self.hand[p].append(x)
        e = fxs.get("draw_to")
        if e:
            self.topup[p] = max(self.topup[p], e["size"])
        if "extra_plays" in fxs:
            # Accelerated Timeline: the three-card limit is ignored this turn; Early Warning
            # Beacon: "Allows 5 cards to be played on the turn this card is played".
            self.plays -= fxs["extra_plays"].get("more", 100)
        e = fxs.get("gain_points")
        if e:
            for k, v in e["points"].items():
                self.pool[k] = self.pool.get(k, 0) + v
        return True

    def _continue(self) -> None:
        """Resolve what waited for reaction windows to close."""
        after = self.after
        self.after = None
        if after is None:
            return
        if after["do"] == "card":
            self._resolve_card(after["p"], after["card"], after["on"])
        elif after["do"] == "volley":
            self._resolve_volley()
        elif after["do"] == "operate":
            self._resolve_operate(after["p"], after["card"], after["on"], after.get("op"))

    def _resolve_card(self, p: int, c: int, on: int | None) -> None:
        i = self.ci[c]
        ip = self.ip
        if c not in ip:
            return
        if on is not None and on not in ip:
            self._remove(c)
            return
        if "control" in i.fx:
            self._take_control(p, c, on)
            return
        if "crash" in i.fx:
            # Navigational Error: "Ship crash lands on a terrain, destroying the ship and scoring
            # damage to the terrain equal to the strength of the ship. Player owning the ship
            # chooses which terrain, except when the ship is in play on a terrain card". Ruling:
            # the engine picks for him the terrain with the most structure left.
            self._remove(c)
            q = ip[on]["c"]
            amount = self._strength(on)
            loc = ip[on]["loc"]
            if loc is None or loc not in ip or self.ci[loc].t != "T":
                lands = [t for t, st in ip.items() if st["c"] == q and self.ci[t].t == "T" and not st["cmb"]]
                loc = max(lands, key=lambda t: (self._remaining(t), -t)) if lands else None
            self._destroy(on, p)
            if loc is not None:
                self._damage(loc, amount, "card", p)
                self._after_damage()
            return
        if "hull_breach" in i.fx:
            # "one crew card and one equipment card are discarded from that stack ... chosen by the
            # defender". Ruling: the engine discards the weakest of each (the defender's choice).
            self._remove(c)
            for kind in "CE":
                kids = [k for k in self._children(on) if self.ci[k].t == kind and not ip[k]["cmb"]]
                if kids:
                    self._destroy(min(kids, key=lambda k: (self.ci[k].st, k)), p)
            return
        e = i.fx.get("card_damage")
        if e and e.get("when", "play") == "play":
            amount = e["amount"]
            if amount == "target_half":
                amount = self._strength(on) // 2 if on in ip else 0  # Warp Engine Breach
            else:
                amount = _amount(amount, i.st)
            self._remove(c)
            self._src = [c]  # the card causing the damage (Helmsman, Volatile Cargo)
            for _ in range(self._twice(p, c)):
                if e.get("ignore_shields") and on in ip:
                    self._damage(on, amount, "card", p, structure=True)
                    continue
                if e.get("structure"):
                    self._damage(on, e["structure"], "card", p, structure=True)
                if on in ip:
                    self._damage(on, amount, "card", p)
            self._src = []
            self._after_damage()
            return
        if "damage_all_shields" in i.fx:
            self._remove(c)
            target = self._damage_redirect(on, "card")
            if target in ip:
                ip[target]["sd"] = max(ip[target]["sd"], self._shields(target))
                self._emit("damage", card=target, shields=ip[target]["sd"], structure=ip[target]["hd"])
            return
        if "return_to_hand" in i.fx:
            # Forced Retreat: "The base/ship card and all accompanying cards are returned to their
            # owner's hand."
            self._remove(c)
            if on in ip:
                self._to_hands(on)
            return
        if "discard_attachment" in i.fx:
            self._remove(c)
            if on in ip:
                self._destroy(on, p)
            return
        if "draw" in i.fx or "repair" in i.fx or "destroy" in i.fx:
            # Instant cards: their function, then the discard pile.
            self._remove(c)
            r = i.fx.get("repair")
            if r and on in ip:
                if r["amount"] == "shields":
                    ip[on]["sd"] = 0  # Lucky Shield Repair: "repaired to full strength"
                elif r["amount"] == "half":
                    # Emergency Damage Control: "restored to 1/2 its maximum strength"
                    st = self._strength(on)
                    ip[on]["hd"] = min(ip[on]["hd"], st - st // 2)
                else:
                    for _ in range(_amount(r["amount"], i.st)):
                        key = "sd" if ip[on]["sd"] > 0 else ("hd" if ip[on]["hd"] > 0 else "rd")
                        if ip[on][key] > 0:
                            ip[on][key] -= 1
            if "destroy" in i.fx and on in ip:
                self._destroy(on, p)
            d = i.fx.get("draw")
            if d:
                for _ in range(d["count"]):
                    self._draw(p)
            return
        m = i.fx.get("monster")
        if i.status and i.status.get("disengaged") and on in ip:
            ip[on]["e"] = False  # Temporal Space Rift: "Causes a ship or base to become disengaged"
        if m and m.get("damage_each_turn") and not self._suspended(c):
            self.used.append(c)
            for _ in range(self._twice(p, c)):
                self._monster_hit(c, on, m, p)
        elif "engage_damage" in i.fx and on in ip and ip[on]["e"] and not self._suspended(c):
            # GEqa (M8): "All monsters that do damage do it on the turn they are played": an
            # engaged unit takes the damage at once (no energy left to prevent it).
            self._damage(on, self._strength(on), "card", p)
            self._after_damage()

    def _twice(self, p: int, c: int) -> int:
        """Void Dragoness: "When engaged, allows the owning player to use a hazard card (up to the
        current strength of the dragon) twice on the turn it is played as if two such cards were
        played". Ruling: one hazard a turn per Void Dragoness, used on a hazard whose effect is
        damage (for a hazard that stays in play, twice changes nothing)."""
        i = self.ci[c]
        if i.t != "H":
            return 1
        ip = self.ip
        for d, sd in ip.items():
            if (
                sd["c"] == p and sd["e"] and "hazard_twice" in self.ci[d].fx and sd.get("tw") != self.turn
                and self._strength(d) - sd["hd"] >= i.st
            ):
                sd["tw"] = self.turn
                self._emit("twice", card=c, by=d)
                return 2
        return 1

    def _take_control(self, p: int, c: int, on: int) -> None:
        """Mind Control Beast: "Assumes control of the opponent ship it is played against ... for
        one complete turn. No economy, ammunition, supply or energy needed." v2.1 "CONTROL": the
        ship protects its controller's Sector HQ; its phasers fire normally, heavy weapons only
        if armed (and not fired) by the previous controller. Ruling: the ship is engaged for its
        new controller and its stack (crew, equipment) changes control with it."""
        ip = self.ip
        ip[c]["ctl"] = on
        for x in [on, *self._children(on)]:
            sx = ip[x]
            if x != c and sx["c"] != p:
                sx["oc"] = sx["c"]
                sx["c"] = p
        s = ip[on]
        s["e"] = s["sup"] = not self.ci[c].fx["control"].get("disengage")  # Mutineer: "immediately disengaging it"
        s["fp"] = 0  # functions once per complete turn "from the point of view of the controlling player"
        s["nf"] = False
        self._kids = None
        self._emit("control", card=on, player=p)

    def _mutinied(self, p: int) -> list[int]:
        """p's units a Mutineer controls (p may play crew cards to them to end the mutiny)."""
        if "mutiny" not in self.fxin:
            return []
        self._fewx()
        ip = self.ip
        out = []
        for k in self._few:
            e = self.ci[k].fx.get("control")
            if e and e.get("ends") == "crew":
                u = ip[k].get("ctl")
                if u in ip and ip[u].get("oc") == p:
                    out.append(u)
        return out

    def _mutiny_check(self, p: int, u: int) -> None:
        """Mutineer: "discarded when the total strength of the opponent's crew played to that
        location equals or exceeds the strength of the mutineer"."""
        ip = self.ip
        crew = sum(self.ci[k].st for k in self._children(u) if self.ci[k].t == "C" and ip[k]["c"] == p)
        for k in list(self._children(u)):
            e = self.ci[k].fx.get("control")
            if e and e.get("ends") == "crew" and crew >= self.ci[k].st:
                self._emit("mutiny_over", card=k)
                self._remove(k)

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

    def _do_reserve(self, p: int, a: Action) -> None:
        if "using" in a:
            self.hand[p].remove(a["using"])  # Expeditious Reserves: "Discarded after use"
            self._to_discard(a["using"])
        self.hand[p].remove(a["card"])
        self.reserve[p].remove(a["take"])
        self.reserve[p].append(a["card"])
        self.hand[p].append(a["take"])
        adm = self._admiral(p) if self.active == p and "using" not in a and "free_reserve" in self.fxin else None
        if adm is not None:
            self.used.append(adm)
        else:
            self.plays += 1
        self._emit("reserve", player=p, card=a["card"], take=a["take"])

    def _do_operate(self, p: int, a: Action) -> None:
        c = a["card"]
        self.used.append(c)
        fx = self.ci[c].fx
        if "halt" in fx:
            self.ip[c]["hm"] = a["on"]
            self._kids = None
            self._emit("halt", player=p, card=c, on=a["on"])
            return
        if "time_lore" in fx:
            host = self.ip[c]["loc"]
            self.used.append(host)
            self.ip[host]["nf"] = True  # "As that card's only action"
            deck = self.deck[a["deck"]]
            x = deck.pop()
            deck.insert(0, x)
            self._emit("exposed", player=a["deck"], card=x, to="bottom")
            return
        ms = self.ci[c].fx.get("mission")
        if ms and "op" in a and ms.get("needs_transport", True):
            host = self.ip[c]["loc"]
            ready = [k for k in (host, *self._children(host)) if self._transport_ready(k)]
            if ready and all(self.ci[k].fx["transport"].get("or_fire") for k in ready):
                # Ruling: a transport without the either/or limit is used first.
                self.ip[ready[0]]["tr"] = 1  # it transported: it fires no more this turn
        on = a.get("on")
        if on is None:
            on = self.ip[c]["loc"]
        self._emit("operate", player=p, card=c, on=on)
        victim = self.ip[on]["c"]
        self.after = {"do": "operate", "card": c, "on": on, "p": p}
        if "op" in a:
            self.after["op"] = a["op"]
        if victim != p and self._open_reaction(p, victim, {"kind": "card", "card": c, "on": on, "op": True}):
            return
        self._continue()

    def _resolve_operate(self, p: int, c: int, on: int, op: str | None = None) -> None:
        if c not in self.ip or on not in self.ip:
            return
        i = self.ci[c]
        if op is not None:
            ms = i.fx["mission"]
            if op == "structure":
                # "Cause 1 point of structural damage to a ship or base" (Suicide Squad: its strength).
                self._damage(on, _amount(ms.get("amount", 1), i.st), "card", p, structure=True)
                if ms.get("discard_after") and c in self.ip:
                    self._remove(c)
                self._after_damage()
            elif op == "discard_crew_or_equipment":
                # Marine: "If the crew or equipment card is stronger than the marine then marine is also killed."
                stronger = self.ci[on].st > i.st
                self._destroy(on, p)
                if stronger and c in self.ip:
                    self._destroy(c, p)
            else:
                self._destroy(on, p)
            return
        if "helm" in i.fx:
            # Helmsman: "As a card play, the helmsman's ship and all accompanying cards may be
            # returned to your hand. The helmsman is discarded to do this."
            self.plays += 1
            self._remove(c)
            if on in self.ip:
                self._to_hands(on)
            return
        if "sabotage" in i.fx:
            # Saboteur: "Destroys 1 equipment card of equal or lesser strength each turn."
            self.ip[c]["hit"] = True
            self._destroy(on, p)
            return
        if "destabilize" in i.fx:
            # Warp Field Destabilization Gun: "The target card requires 3 times its normal
            # engagement energy requirement on its next turn."
            self.ip[on]["x3"] = self.turn
            self.ip[c]["last"] = on
            self.ip[c]["lt"] = self.turn
            self._emit("destabilized", card=on)
            return
        e = i.fx.get("card_damage")
        if e:
            amount = i.st if e["amount"] == "strength" else e["amount"]
            host = self.ip[c]["loc"]
            if e["amount"] == "host":
                # Shuttle Bomb: "card damage equal to the strength of the shuttle or fighter card.
                # The shuttle or fighter card and this card are discarded after use."
                amount = self.ci[host].st if host is not None else 0
                if host is not None and host in self.ip:
                    self._remove(host)
            if e.get("discard_after"):
                self._remove(c)
            if "mine" in i.title.lower() and self._sweep(on):
                return  # Minesweeper: "can negate one mine explosion per complete turn"
            if e.get("all_shields") and on in self.ip:
                # Antimatter Mine: "destroys all of the ship's shields and causes 2 points of
                # structural damage".
                self.ip[on]["sd"] = max(self.ip[on]["sd"], self._shields(on))
            self._damage(on, amount, "card", p, structure=bool(e.get("ignore_shields")))
            self._after_damage()
            return
        m = i.fx.get("monster")
        if m:
            self._monster_hit(c, on, m, p)

    def _monster_hit(self, c: int, on: int | None, m: Mapping[str, Any], p: int) -> None:
        """A monster's (or hazard's) damage for the turn: Power Outage hits "structural damage
        equal to the amount of its engagement energy"; Anarchist hits its crew card's location."""
        ip = self.ip
        if on is None or on not in ip:
            return
        if m.get("hits") == "location" and self.ci[on].t not in UNIT_TYPES:
            on = ip[on]["loc"]
            if on is None or on not in ip:
                return
        self._src = [c]  # a monster or hazard that destroys a unit with Volatile Cargo takes the blast
        self._monster_hit_amount(c, on, m, p)
        self._src = []

    def _monster_hit_amount(self, c: int, on: int, m: Mapping[str, Any], p: int) -> None:
        """The damage points of one monster hit on card `on`."""
        ip = self.ip
        amount = m["damage_each_turn"]
        if amount == "growing":
            # Maelstrom: "1 point of damage ... on the first turn, 2 on the second, 3 on the third".
            amount = ip[c].get("n", 0) + 1
            ip[c]["n"] = amount
        if amount == "host_energy":
            amount = dict(self.ci[on].costs).get("energy", 0)
        self._damage(on, amount, "card", p, structure=bool(m.get("structure")))
        self._after_damage()

    def _sweep(self, on: int) -> bool:
        """An engaged minesweeper of the mine's victim negates the explosion, once per complete turn."""
        ip = self.ip
        q = ip[on]["c"]
        for k, sk in ip.items():
            if (
                sk["c"] == q and sk["e"] and "minesweeper" in self.ci[k].fx and self.turn - sk.get("swept", -99) >= self.n
                and not self._status(k).get("no_sweep")  # Unsuccessful Minesweeping
            ):
                sk["swept"] = self.turn
                self._emit("swept", card=k)
                return True
        return False

    def _combine(self, p: int, c: int, on: int, played: bool) -> None:
        ip = self.ip
        if played:
            self._enter(p, c, None)
        host, kid = (on, c) if self.ci[c].krebiz == "capsule" else (c, on)
        # The cruiser is the host; all cards on the capsule move onto the combination.
        if host == c:
            # the newly played cruiser takes over the stack of the capsule in play
            sk = ip[kid]
            sh = ip[host]
            sh["sd"], sh["hd"] = sk["sd"], sk["hd"]
            sh["e"] = sk["e"]
            sk["sd"] = sk["hd"] = 0
            for k in self._children(kid):
                ip[k]["loc"] = host
        else:
            sh = ip[host]
            sh["sd"] += ip[kid]["sd"]
            sh["hd"] += ip[kid]["hd"]
            ip[kid]["sd"] = ip[kid]["hd"] = 0
            for k in self._children(kid):
                ip[k]["loc"] = host
        ip[kid]["loc"] = host
        ip[kid]["cmb"] = True
        self._kids = None
        engaged = ip[host]["e"] or ip[kid]["e"]
        if played and engaged:
            # "the combination is fully Engaged but the component just played may not fire"
            ip[c]["nf"] = True
        ip[host]["e"] = ip[kid]["e"] = engaged if played else (ip[host]["e"] and ip[kid]["e"])
        self._emit("combine", host=host, capsule=kid)

    def _do_combine(self, p: int, a: Action) -> None:
        self.plays += 1
        self._combine(p, a["card"], a["on"], played=False)

    def _do_separate(self, p: int, a: Action) -> None:
        host = a["card"]
        ip = self.ip
        kid = next(k for k in self._children(host) if ip[k]["cmb"])
        self.plays += 1
        ip[kid]["cmb"] = False
        ip[kid]["loc"] = None
        self._kids = None
        ip[host]["sep"] = ip[kid]["sep"] = self.turn
        ip[host]["e"] = ip[host]["sup"]
        ip[kid]["e"] = ip[kid]["sup"]
        self._emit("separate", host=host, capsule=kid)
        if ip[host]["sd"] > self.ci[host].sh or ip[host]["hd"] >= self.ci[host].st or ip[host]["sd"] or ip[host]["hd"]:
            self.pending.append({"k": "split", "p": p, "host": host, "kid": kid})

    def _do_shift(self, p: int, a: Action) -> None:
        pend = self.pending[-1]
        key = "sd" if a["part"] == "shields" else "hd"
        self.ip[pend["host"]][key] -= 1
        self.ip[pend["kid"]][key] += 1

    def _do_next(self, p: int, a: Action) -> None:
        ph = self.phase
        if ph == "play_a":
            self.phase = "fire"
        elif ph == "fire":
            self.phase = "play_b"
        elif ph == "play_b":
            self.phase = "discard"
        elif ph == "discard":
            self.phase = "draw"
            h = len(self.hand[p])
            # "7 - Draw Cards Phase": 2 at nine or fewer, 1 at ten or eleven, none at twelve.
            self.draws_left = 2 if h <= 9 else (1 if h <= 11 else 0)
            ip = self.ip
            spent = []
            for c, sc in ip.items() if "extra_draw" in self.fxin else ():
                e = self.ci[c].fx.get("extra_draw") if sc["c"] == p else None
                if e and (sc["loc"] is None or (sc["loc"] in ip and self.ci[sc["loc"]].t in e.get("on", "SBT"))):
                    # Quartermaster: "an extra card ... during the Draw Cards Phase"; Cursed Alien
                    # Artifact: "two fewer cards during that player's next draw cards phase".
                    n = self.draws_left if e.get("double") else e["count"]  # Dragon Coupling: "twice the ... draws"
                    n = -n if self._status(c).get("insane") else n  # Insanity: opposite draws
                    self.draws_left = max(0, self.draws_left + n)
                    if e.get("once"):
                        spent.append(c)
            for c in spent:
                self._remove(c)
            if "well" in self.fxin:
                self._fewx()
                for c in [c for c in self._few if "well" in self.ci[c].fx]:
                    if ip[c]["c"] == p and not ip[c].get("held"):
                        self._fill_well(p, c)
            if "end_draw" in self.fxin:
                ci = self.ci
                for q in self.order:
                    # Cessation of Time: "When played during an opponent's Draw Cards Phase that phase is ended."
                    if q != p and not self.out[q] and any("end_draw" in ci[x].fx for x in self.hand[q]) and (
                        self._open_reaction(p, q, {"kind": "draw"})
                    ):
                        break

    def _fill_well(self, p: int, c: int) -> None:
        """Well of Time: "During the Draw Cards Phase a card is drawn exposed and placed on the
        well, then more cards are drawn and placed on the well until a card of greater strength
        than the first is drawn (to a maximum of 8 cards)." They are out of play."""
        d = self.deck[self._dk(p)]
        held: list[int] = []
        most = self.ci[c].fx["well"]["max"]
        while d and len(held) < most:
            x = d.pop()
            held.append(x)
            if len(held) > 1 and self.ci[x].st > self.ci[held[0]].st:
                break
        self.ip[c]["held"] = held
        self._emit("well", card=c, cards=list(held))

    # Fire -------------------------------------------------------------------------------------

    def _do_distort(self, p: int, a: Action) -> None:
        u = a["card"]
        s = self.ip[u]
        s["fh"] += 1
        s["fdc"] = s.get("fdc", 0) + 1
        q = a["player_hit"]
        self._emit("distortion", card=u, player_hit=q)
        # "1 point of damage to every ship, base, dragon ... in the fleet of one opponent, and ...
        # all monsters controlled by that opponent"; not terrain, hazards or the Sector HQ.
        victims = [c for c in self._units(q)] + [
            c for c, sc in self.ip.items() if sc["c"] == q and self.ci[c].t == "M"
        ]
        for c in victims:
            if c in self.ip:
                self._damage(c, 1, "heavy", p)
        self._after_damage()

    def _do_target(self, p: int, a: Action) -> None:
        t = a["on"] if "on" in a else -1 - a["hq"]
        if t >= 0:
            for k in list(self._children(t)):
                if "clout" in self.ci[k].fx:
                    self._remove(k)  # Political Clout: "or until fired upon by any opponent"
        self.volley = {"t": t, "dmg": 0, "heavy": 0, "src": [], "per": []}
        self._emit("volley", player=p, target=t)

    def _do_fire(self, p: int, a: Action) -> None:
        v = self.volley
        u = a["card"]
        s = self.ip[u]
        if a["weapon"] == "phaser":
            s["fp"] += 1
            dmg = 1
            self._spend_one_shot(u, s["fp"])
        elif a["weapon"] == "psy":
            s["xf"] += 1
            dmg = 1
        else:
            s["fh"] += 1
            dmg = a.get("energy", 1)
            if "energy" in a:
                s["pz"] -= dmg
            v["heavy"] += dmg
        if self.opts["one_target_only"]:
            s["tg"] = v["t"]
        v["dmg"] += dmg
        if u not in v["src"]:
            v["src"].append(u)
            v["per"].append(0)
        if "tractor" in self.fxin:
            v["per"][v["src"].index(u)] += dmg  # each unit's part (a tractored ship's fire is halved)

    def _dragon_lords(self, v: dict[str, Any]) -> None:
        """Dragon King: "Doubles the physical damage caused by all other dragons"; Dragon Queen:
        "Doubles the breath weapons of all other dragons" (in play in the Dragon Empire)."""
        ip = self.ip
        ci = self.ci
        dragons = [u for u in v["src"] if u in ip and ci[u].t == "D"]
        if not dragons:
            return
        p = self.active
        lords = [(k, ci[k].fx["dragon_lord"]["kind"]) for k, sk in ip.items() if sk["c"] == p and "dragon_lord" in ci[k].fx]
        if not lords or self.main[p] != "Space Dragon":
            return
        for u in dragons:
            for k, kind in lords:
                if k == u:
                    continue
                if kind == "heavy":
                    more = min(v["heavy"], ip[u]["fh"])
                    v["heavy"] += more
                else:
                    more = min(v["dmg"] - v["heavy"], ip[u]["fp"])
                v["dmg"] += more

    def _spend_one_shot(self, u: int, fired: int) -> None:
        """Shuttlecraft, fighters: "Phaser (one shot only)". The unit's own phasers fire first;
        a phaser beyond them spends one one-shot card until a carrier or garrison rearms it."""
        ip = self.ip
        ci = self.ci
        shots = [k for k in self._children(u) if ci[k].oneshot and not ip[k].get("spent")]
        if not shots:
            return
        own = self._phasers(u) - sum(ci[k].fx["add_weapons"].get("phasers", 0) for k in shots)
        if fired > own:
            k = shots[0]
            ip[k]["shot"] = ip[k].get("shot", 0) + 1
            if ip[k]["shot"] >= ci[k].fx["add_weapons"].get("phasers", 1):
                ip[k]["spent"] = True  # its phasers no longer count; the shots fired stay fired

    def _do_resolve(self, p: int, a: Action) -> None:
        v = self.volley
        t = v["t"]
        for u in v["src"]:
            for k in list(self._children(u)):
                kf = self.ci[k].fx
                wm = kf.get("weapon_mult")
                if wm and k in self.ip and u in self.ip:
                    # Hot Nobelium: "Each breath weapon point causes 2 points of damage".
                    n = min(v["heavy"], self.ip[u]["fh"])
                    if wm.get("energy"):
                        # Energy Flux Mode Enhancement: only the energized fluxes are tripled.
                        n = min(n, self.ip[u].get("fx3", 0))
                        self.ip[u]["fx3"] = self.ip[u].get("fx3", 0) - n
                    more = n * (wm.get("heavy", 1) - 1)
                    v["dmg"] += more
                    v["heavy"] += more
                    if wm.get("all"):
                        # Weapons Officer: "All weapon damage ... multiplied by 1.5 (drop fractions)"
                        v["dmg"] = int(v["dmg"] * wm["all"])
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
        self._dragon_lords(v)
        if "tractor" in self.fxin:
            for u in v["src"]:
                if u in self.ip and any("tractor" in self.ci[k].fx for k in self._children(u)):
                    self._halve_part(v, u)  # fire of a tractored ship
        if t >= 0 and t in self.ip and self.ci[t].t == "S":
            for k, sk in self.ip.items():
                vb = self.ci[k].fx.get("volley_bonus")
                if vb and sk["c"] == p and sk["loc"] is None:
                    v["dmg"] += vb["amount"]  # Sirens: "All volleys vs opponent ships cause +1 damage"
        self.fired.append(t)
        victim = -1 - t if t < 0 else self.ip[t]["c"]
        if t >= 0 and self.ci[t].t == "M":
            victim = self.ip[self.ip[t]["loc"]]["c"] if self.ip[t]["loc"] in self.ip else victim
        self.after = {"do": "volley"}
        trig = {"kind": "volley", "on": t if t >= 0 else None}
        if self._open_reaction(p, victim, trig):
            return
        self._defensive_fire()

    def _defensive_fire(self) -> None:
        """Variants "Defenders Shoot Back" and "Bases Defend Ships", then the volley resolves."""
        v = self.volley
        t = v["t"]
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
        self.volley = None
        if v is None:
            return
        t = v["t"]
        p = self.active
        if t < 0:
            self._hit_hq(-1 - t, v["dmg"], p)
        elif t in self.ip:
            dmg, heavy = v["dmg"], v["heavy"]
            structure = False
            for u in v["src"]:
                if u in self.ip:
                    uf = self.ci[u].fx
                    if "ignore_shields" in uf:
                        structure = True  # Radiation Dragoness: "Ignores shields when attacking"
                    if "terrain_double" in uf and self.ci[t].t == "T":
                        dmg, heavy = dmg + heavy, heavy * 2  # Hydrogen Dragoness: breath x2 on terrain
            halve = self.ci[t].halve
            if halve:
                # Quark Dragoness, Forming System: heavy weapons damage halved (fractions dropped).
                if "heavy" in halve:
                    dmg, heavy = dmg - heavy + heavy // 2, heavy // 2
                if "all" in halve:
                    dmg, heavy = dmg // 2, heavy // 2
            # Ruling: the unit that fired last in the volley caused its last point (Volatile Cargo).
            self._src = [u for u in v["src"] if u in self.ip][-1:] if "volatile" in self.fxin else []
            self._damage(t, dmg, "weapons", p, volley=True, heavy=heavy, structure=structure)
            self._src = []
        self._after_damage()

    # Damage ---------------------------------------------------------------------------------

    def _remaining(self, c: int) -> int:
        s = self.ip[c]
        i = self.ci[c]
        if i.t == "M":
            return i.st - s["hd"] - s["rd"]
        return self._shields(c) - s["sd"] + self._strength(c) - s["hd"]

    def _damage_redirect(self, c: int, kind: str) -> int:
        """Card damage to a terrain under a planetary shield goes to the shield instead."""
        t = self.ci[c].t
        if t == "T":
            for k in self._children(c):
                if "protect_terrain" in self.ci[k].fx:
                    return k
        elif t == "S":
            for k in self._children(c):
                if self.ci[k].guard:
                    return k  # Invinco Guardian: "Absorbs all damage taken by the ship"
        return c

    def _damage(
        self, c: int, amount: int, kind: str, by: int, volley: bool = False, heavy: int = 0,
        structure: bool = False,
    ) -> None:
        """Score `amount` damage on card c: shields (or EMF) first, then structure."""
        ip = self.ip
        if c not in ip or amount <= 0:
            return
        c = self._damage_redirect(c, kind)
        s = ip[c]
        i = self.ci[c]
        if "shelter" in self.fxin:
            self._fewx()
            if s["c"] in self._shelter and i.t in "SB":
                return  # Occumbus: "Blocks damage to all ships, bases and the Sector HQ for 1 turn."
        if kind == "card" and self._src and i.t == "S" and self.ci[self._src[0]].t == "H" and any(
            "helm" in self.ci[k].fx for k in self._children(c)
        ):
            amount -= 1  # Helmsman: "Each damage-causing hazard card ... causes one less point of damage"
            if amount <= 0:
                return
        if volley:
            # Captains and the like: "One less damage each opponent volley" at their location.
            for k in self._children(c):
                e = self.ci[k].fx.get("volley_reduction")
                if e and self._applies_on(e, c):
                    # Insanity: a crew card's point modification works the opposite way.
                    amount += e["amount"] if self._status(k).get("insane") else -e["amount"]
            if self._fleetfx:
                # Homecloud Nebula, Dragon Egg: fewer damage points from each volley, fleet-wide.
                for k in self._fleetfx:
                    e = self.ci[k].fx["fleet_volley_reduction"]
                    if k in ip and (e.get("all_fleets") or ip[k]["c"] == s["c"]) and self._applies_on(e, c):
                        amount -= e["amount"]
            if self._escorts and i.t == "S":
                amount = self._intercept(c, amount, by)
            if amount <= 0:
                self._emit("damage", card=c, shields=s["sd"], structure=s["hd"], absorbed=True)
                return
        if i.t == "M":
            s["hd"] += amount
            self._emit("damage", card=c, shields=0, structure=s["hd"])
            self._check_monster(c)
            return
        if i.t == "P":
            self._damage_psy(c, amount, by, volley, structure)
            return
        cap_sh = self._shields(c)
        if not structure:
            to_sh = min(amount, max(0, cap_sh - s["sd"]))
            s["sd"] += to_sh
            amount -= to_sh
        if amount > 0 and i.krebiz:
            for k in self._children(c):
                ab = self.ci[k].fx.get("absorb")
                if ab:
                    # Krebiz Pseudo Capsule: "Absorbs the first damage point (after any shields) and is discarded."
                    amount -= ab["points"]
                    self._remove(k)
                    break
            if amount <= 0:
                self._emit("damage", card=c, shields=s["sd"], structure=s["hd"], absorbed=True)
                return
        s["hd"] += amount
        self._emit("damage", card=c, shields=s["sd"], structure=s["hd"])
        strength = self._strength(c)
        if s["hd"] >= strength:
            excess = s["hd"] - strength
            loc = s["loc"]
            blast = self._src[-1] if self._src and any("volatile" in self.ci[k].fx for k in self._children(c)) else None
            self._destroy(c, by)
            if blast is not None and blast in ip:
                # Volatile Cargo: "The opponent unit or other card which causes the last point of
                # damage ... suffers damage equal to 1/2 (drop fractions) of the strength".
                self._emit("volatile_cargo", card=c, hit=blast)
                self._src = []
                self._damage(blast, strength // 2, "card", s["c"])
            # Primary rules, "BASE CARDS": excess damage of a single attack reaches the terrain
            # if and only if that damage could score on terrain (heavy weapons, card damage).
            if i.t == "B" and loc is not None and loc in ip and excess:
                spill = excess if kind == "card" else min(excess, heavy)
                if spill and not any(self.ci[k].t == "B" for k in self._children(loc)):
                    self._damage(loc, spill, kind, by)

    def _intercept(self, c: int, amount: int, by: int) -> int:
        """Escorts: "can intercept damage applied to any ship of 7 or greater strength, taking 2
        points of damage for each point intercepted". The engine intercepts as much as the first
        able escort can take without being destroyed (the defender's choice, simplified)."""
        ip = self.ip
        q = ip[c]["c"]
        st = self._strength(c)
        for k in self._escorts:
            if k == c or k not in ip or ip[k]["c"] != q or ip[k]["cmb"]:
                continue
            e = self.ci[k].fx["escort"]
            if st < e.get("min_strength", 7):
                continue
            take = min(amount, (self._remaining(k) - 1) // 2)
            if take > 0:
                self._emit("intercepted", card=k, for_card=c, points=take)
                self._damage(k, 2 * take, "weapons", by)
                return amount - take
        return amount

    def _check_monster(self, m: int) -> None:
        s = self.ip.get(m)
        if s is None:
            return
        nb = self.ci[m].fx.get("negated_by")
        if nb:
            need = nb.get("research", nb.get("repair"))
            # Maelstrom: "negated by a number of research points equal to the damage it caused last";
            # the Time Fiend: its current strength.
            need = s.get("n", 0) if need == "last" else _amount(need, self.ci[m].st + s.get("ag", 0))
            if s.get("x2"):
                need *= 2  # Unlucky Crew Action
            host = s["loc"]
            if nb.get("plus_host") and host in self.ip:
                need += self.ci[host].st  # Political Upheaval: "this card's strength plus the terrain card's"
            if s["rd"] >= need:
                self._emit("negated", card=m)
                self._remove(m)
            return
        e = self.ci[m].fx.get("monster", {})
        done = s["hd"] + (s["rd"] if e.get("defeat") == "damage_or_research" else 0)
        if done >= self.ci[m].st:
            self._emit("destroyed", card=m)
            self._remove(m)

    def _destroy(self, c: int, by: int) -> None:
        self._emit("destroyed", card=c, by=by)
        if self.ci[c].t in UNIT_TYPES and self._divert(c):
            return
        if self.ci[c].t == "S" and c in self.ip:
            q = self.owner[c]
            self.lost[q] = self.turn
            if "supply_lines" in self.fxin:
                self._fewx()
            for k in [k for k in self._few if "supply_lines" in self.ci[k].fx] if "supply_lines" in self.fxin else ():
                if k in self.ip and self.owner[k] == q and self.ip[k]["c"] == by != q:
                    # Broken Supply Lines: "Remains in play until the opponent destroys 1 ship
                    # belonging to the owning player."
                    self._remove(k)
        self._remove(c)

    def _divert(self, c: int) -> bool:
        """Demigod Diversion: "Diverts any one stack of cards about to be discarded (belonging to
        you) and places them back into your hand". Ruling: used automatically (from the hand, in
        reaction mode) on the first own unit destroyed; cards of other players on the stack are
        discarded."""
        ip = self.ip
        q = ip[c]["c"]
        if self.owner[c] != q or self.out[q] or ip[c]["cmb"]:
            return False
        card = next((h for h in self.hand[q] if "divert" in self.ci[h].fx), None)
        if card is None:
            return False
        self.hand[q].remove(card)
        self._to_discard(card)
        self._emit("reaction", player=q, card=card, on=c)
        stack = [c]
        for k in stack:
            stack.extend(self._children(k))
        for k in stack[1:]:
            if k in ip and self.owner[k] != q:
                self._remove(k)
        self._to_hands(c)
        return True

    def _remove(self, c: int) -> None:
        """Discard a card in play with everything on it (crew, equipment, monsters...)."""
        ip = self.ip
        if c not in ip:
            return
        i = self.ci[c]
        kids = self._children(c)
        if i.t in UNIT_TYPES and kids:
            self._escape(c, kids)
            kids = self._children(c)
        for k in kids:
            if k not in ip:
                continue
            ki = self.ci[k]
            if i.t == "T" and (ki.on_terrain or ki.surface):
                ip[k]["loc"] = None  # "nor is the ship destroyed if the terrain is destroyed"
                self._kids = None
                continue
            if i.t == "B" and ki.t == "S" and not ip[k]["cmb"]:
                ip[k]["loc"] = None  # "Bases Defend Ships": "The ship is not destroyed if the base is"
                self._kids = None
                continue
            self._remove(k)
        held = ip[c].get("held") if "well" in self.fxin else None
        if held:
            # Well of Time: "When research points equal to the strength of the well are applied,
            # cards placed on the well are moved into the hand"; otherwise they are discarded.
            q = self.owner[c]
            into = self.hand[q] if ip[c]["rd"] >= i.st and not self.out[q] else None
            for x in held:
                if into is not None:
                    into.append(x)
                else:
                    self._to_discard(x)
        ctl = ip[c].get("ctl") if "control" in self.fxin else None
        if ctl is not None:
            self._release(ctl)
        del ip[c]
        self._kids = None
        if c in self.used:
            self.used.remove(c)
        if self.psyfx and i.psy is not None:
            # "If a psy is discarded functions it activated cease immediately".
            self.psyfx = [x for x in self.psyfx if x[3] != c]
        if i.ret_hand and not self.out[self.owner[c]]:
            self.hand[self.owner[c]].append(c)  # "When discarded is returned to the owner's hand"
            return
        self._to_discard(c)

    def _escape(self, c: int, kids: Sequence[int]) -> None:
        """Escape Pod: "allows up to 3 crew cards on a unit to escape destruction. Crew are placed
        at another location immediately and the escape pod is discarded"."""
        ip = self.ip
        ci = self.ci
        pod = next((k for k in kids if "escape" in ci[k].fx and k in ip), None)
        if pod is None:
            return
        q = ip[c]["c"]
        to = next((u for u in self._units(q) if u != c and ci[u].t != "D"), None)
        if to is None:
            to = next((t for t, st in ip.items() if st["c"] == q and ci[t].t == "T"), None)
        if to is None:
            return
        crew = [k for k in kids if ci[k].t in "CP" and k in ip][: ci[pod].fx["escape"].get("count", 3)]
        for k in crew:
            ip[k]["loc"] = to
        self._kids = None
        self._remove(pod)
        self._emit("escaped", cards=crew, to=to)

    def _hit_hq(self, q: int, amount: int, by: int) -> None:
        if amount <= 0 or self.out[q]:
            return
        if "shelter" in self.fxin:
            self._fewx()
        if q in self._shelter:
            self._emit("hq_damage_blocked", player=q)  # Occumbus: "Blocks damage to ... the Sector HQ"
            return
        before = self.hq[q]
        self.hq[q] += amount
        self.scored[by] += amount
        self._emit("hq_damage", player=q, damage=self.hq[q], by=by)
        if self.opts["everyone_plays_to_the_end"]:
            # Each 25th point scored on a Sector HQ gives a two-card victory celebration.
            if self.hq[q] // HQ_HIT_POINTS > before // HQ_HIT_POINTS:
                self.pending.append({"k": "celebrate", "p": by, "max": 2})
            if self.scored[by] >= END_GAME_SCORE:
                self._finish([by], "scored 50 points of Sector HQ damage")
            return
        if self.hq[q] >= tournament.hq_points(self.opts):  # 15 in Sealed Deck
            self._eliminate(q)
            if self.res is None:
                self.pending.append({"k": "celebrate", "p": by, "max": 2})

    def _eliminate(self, q: int) -> None:
        self.out[q] = True
        self._emit("eliminated", player=q)
        # Controlling cards go first, so the ships they control return to their owners.
        cards = sorted((c for c, s in self.ip.items() if s["c"] == q), key=lambda c: "control" not in self.ci[c].fx)
        for c in cards:
            if c in self.ip and self.ip[c]["c"] == q:
                self._remove(c)
        for c in [c for c, s in self.ip.items() if s.get("oc") == q]:
            if c in self.ip:
                self._remove(c)  # his cards controlled by another player leave play too
        alive = [x for x in range(self.n) if not self.out[x]]
        if len(alive) == 1:
            self._finish(alive, "last player left")

    def _after_damage(self) -> None:
        """Nothing to do for now; kept as the one place where destroyed stacks settle."""
        return

    def _finish(self, winners: list[int], reason: str) -> None:
        self.res = {"winners": winners, "draw": len(winners) != 1, "reason": reason, "hq_damage": list(self.hq)}
        self.pending = []
        self._emit("game_over", winners=winners, reason=reason)

    def _end_by_time(self) -> None:
        # Tournament rules, "Game Time Limit": least Sector HQ damage wins; ties by the total
        # strength of the ship cards in each tied player's fleet.
        alive = [q for q in range(self.n) if not self.out[q]]
        least = min(self.hq[q] for q in alive)
        tied = [q for q in alive if self.hq[q] == least]
        if len(tied) > 1:
            power = {q: sum(self.ci[c].st for c, s in self.ip.items() if s["c"] == q and self.ci[c].t == "S") for q in tied}
            best = max(power.values())
            tied = [q for q in tied if power[q] == best]
        self._finish(tied, "time limit")

    # Pending answers ---------------------------------------------------------------------------

    def _do_pass(self, p: int, a: Action) -> None:
        pend = self.pending.pop()
        if pend["k"] == "shoot_back":
            self._resolve_volley()
            return
        self._close_reaction(pend)

    def _close_reaction(self, pend: Mapping[str, Any]) -> None:
        if self.after is None or pend["trig"].get("kind") == "draw":
            return  # nothing waits on a Draw Cards Phase window
        if self.after["do"] == "volley":
            self.after = None  # (a stale "volley" would be resumed by a later window)
            self._defensive_fire()
        else:
            self._continue()

    def _do_react(self, p: int, a: Action) -> None:
        pend = self.pending.pop()
        c = a["card"]
        self.hand[p].remove(c)
        if pend.get("answer"):
            self.plays += 1  # an answer on one's own turn is a standard card play
        i = self.ci[c]
        self._emit("reaction", player=p, card=c, on=a.get("on"))
        chaos = self._chaos_at(a.get("on"))
        if chaos is not None:
            # Impending Chaos: "Negates the first card played in reaction mode to that stack.
            # Discarded after it takes effect."
            self._to_discard(c)
            self._remove(chaos)
            self._emit("negated", card=c, by=chaos)
        fx = i.fx if chaos is None else _NO_STATUS
        e = fx.get("card_damage")
        vm = fx.get("volley_mod")
        ctr = fx.get("counter")
        lim = fx.get("limit_plays")
        if lim:
            # "Opponent ... stops playing cards this turn" / "may play a maximum of 2 cards".
            self._to_discard(c)
            left = max(0, lim["max"] - self.plays)
            self.plays = max(self.plays, PLAYS_PER_TURN - left)
        elif ctr:
            played = pend["trig"].get("card")
            if ctr.get("substitute") and played in self.ip and a["on"] in self.ip:
                # Crewman: "may substitute himself for another crew card ... The crewman is
                # affected instead": he joins the crew's location and the card moves onto him.
                loc = self.ip[a["on"]]["loc"]
                self._enter(p, c, loc)["e"] = True
                self.ip[played]["loc"] = c
                if self.after is not None and self.after.get("card") == played:
                    self.after["on"] = c
            else:
                # Lucky Crew Action: "ignore any one card play against that crew card".
                self._to_discard(c)
                if played in self.ip:
                    self._remove(played)
                if self.after is not None and self.after.get("card") == played:
                    self.after = None
        elif chaos is not None:
            pass
        elif vm and self.volley is not None:
            self._to_discard(c)
            self._modify_volley(vm, a.get("on"))
        elif "return_fire" in i.fx:
            # Early Warning: "Allows that unit to fire phasers (up to the strength of this card)
            # as a reaction to weapons fired at the unit." Its unused phasers fire at one firer.
            self._to_discard(c)
            t = self.volley["t"] if self.volley is not None else None
            if t in self.ip and a["on"] in self.ip:
                cap = i.fx["return_fire"]["amount"]
                left = self._phasers(t) - self.ip[t]["fp"]
                n = left if cap == "all" else min(_amount(cap, i.st), left)  # Multi-Purpose Phasers: all
                self.ip[t]["fp"] += n
                self._emit("return_fire", card=t, at=a["on"], damage=n)
                self._damage(a["on"], n, "weapons", p, volley=True)
                self._after_damage()
        elif "tractor" in i.fx:
            self._tractor(p, c, a["on"])
        elif "counter_op" in i.fx:
            self._to_discard(c)
            if self.after is not None and self.after.get("do") == "operate":
                self._emit("negated", card=self.after["card"])
                self.after = None  # the action does not happen
        elif "end_draw" in i.fx:
            # Cessation of Time: the phase ends; "Prevents any and all card draws" (Capital
            # Revitalization's end-of-turn draws too). "Placed at the bottom of the discard pile".
            self.draws_left = 0
            self.topup[self.active] = 0
            self.discard[self._dk(p)].insert(0, c)
        elif e:
            amount = i.st if e["amount"] == "strength" else e["amount"]
            self._to_discard(c)
            self._damage(a["on"], amount, "card", p)
            self._after_damage()
        else:
            s = self._enter(p, c, a["on"])
            s["e"] = True
        if self.res is not None:
            return
        # The acting player may answer a reaction ("4c").
        if not pend.get("answer") and self._open_reaction(pend["actor"], pend["actor"], {"kind": "reaction", "card": c}, answer=True):
            return
        self._close_reaction(pend)

    def _tractor(self, p: int, c: int, u: int) -> None:
        """Tractor Beam (v2.1 "Tractor Beams": "Activated against a ship as a reaction, tractoring
        the ship for 1 turn or until tractored by another tractor beam. The tractored ship may only
        fire at this unit."). The unit fired upon tractors; the ship's fire in the volley is halved."""
        v = self.volley
        ip = self.ip
        if v is None or u not in ip or v["t"] not in ip:
            self._to_discard(c)
            return
        for k in list(self._children(u)):
            if "tractor" in self.ci[k].fx:
                self._remove(k)
        s = self._enter(p, c, u)
        s["e"] = True
        s["tu"] = v["t"]
        # "Discarded during the owning player's next Allocation Phase": its duration (1) counts
        # from the turn before, so the next record keeping of its owner discards it.
        s["pt"] = self.turn - self.n + 1
        self._halve_part(v, u)

    def _halve_part(self, v: dict[str, Any], u: int) -> None:
        """A tractored ship's fire: "Damage from this fire is halved" (fractions dropped)."""
        per = v.get("per")
        if not per or u not in v["src"]:
            return
        part = per[v["src"].index(u)]
        v["dmg"] = max(0, v["dmg"] - (part - part // 2))
        v["heavy"] = min(v["heavy"], v["dmg"])
        self._emit("volley_modified", damage=v["dmg"])
    def _chaos_at(self, on: int | None) -> int | None:
        """An Impending Chaos on the stack of card `on`, if any."""
        ip = self.ip
        if on is None or on not in ip:
            return None
        root = None
        for k, sk in ip.items():
            if "chaos" in self.ci[k].fx and sk["loc"] in ip:
                if root is None:
                    root = self._root(on)
                if self._root(k) == root:
                    return k
        return None

    def _modify_volley(self, vm: Mapping[str, Any], target: int | None = None) -> None:
        """Reactions to an incoming volley: Defensive Electronic Warfare (less 2), Unlucky
        Targeting (divided), Hull Rotation (less the target's current shields), Phaser
        Malfunction / Defensive Override (the volley's phaser damage negated)."""
        v = self.volley
        dmg, heavy = v["dmg"], v["heavy"]
        if vm.get("redirect") and target is not None and target in self.ip:
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

    def _do_leak(self, p: int, a: Action) -> None:
        pend = self.pending.pop()
        x = pend["card"]
        d = self.deck[self._dk(pend["q"])]
        if "drop" in a and x in d:
            d.remove(x)
            self._to_discard(x)
            self.hand[p].remove(a["drop"])
            self._to_discard(a["drop"])
            self._emit("leak", player=p, card=x, drop=a["drop"])
        else:
            self._emit("leak", player=p, card=x)

    def _do_celebrate(self, p: int, a: Action) -> None:
        self.pending.pop()
        for _ in range(a["draw"]):
            self._draw(p)
        self._emit("celebration", player=p, draw=a["draw"])

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

    # Discard, draw, end ------------------------------------------------------------------------

    def _do_discard(self, p: int, a: Action) -> None:
        self.hand[p].remove(a["card"])
        self._to_discard(a["card"])
        self.plays += 1
        d = self.ci[a["card"]].fx.get("draw_on_discard")
        if d:
            for _ in range(d["count"]):  # Alien Artifact: "played to the Discard Pile ... draws 3"
                self._draw(p)

    def _do_scuttle(self, p: int, a: Action) -> None:
        # "self-destruct" order: any of his cards in play, without restriction.
        self._emit("self_destruct", player=p, card=a["card"])
        self._remove(a["card"])

    def _do_draw(self, p: int, a: Action) -> None:
        self._draw(p)
        self.draws_left -= 1

    def _do_end(self, p: int, a: Action) -> None:
        if self.topup[p]:
            # "At the end of the turn, after the Draw Cards Phase, owning player draws enough
            # cards to bring his hand to 9 total cards."
            while len(self.hand[p]) < self.topup[p] and self._draw(p):
                pass
            self.topup[p] = 0
        nxt = self._next_seat(p)
        if nxt is None:
            self._finish([], "no players left")
            return
        self.active = nxt
        self._emit("turn", player=nxt)
        self._begin_turn()

    # ---- results, views, serialisation -----------------------------------------------------

    def is_over(self) -> bool:
        return self.res is not None

    def result(self) -> dict[str, Any] | None:
        return self.res

    def _card_view(self, c: int) -> dict[str, Any]:
        i = self.ci[c]
        return {"id": c, "key": i.key, "title": i.title, "type": i.t, "strength": i.st}

    def view(self, player: int | None) -> dict[str, Any]:
        players = []
        for q in range(self.n):
            mine = player == q
            players.append(
                {
                    "seat": q,
                    "hq_damage": self.hq[q],
                    "hq_points": tournament.hq_points(self.opts),
                    "scored": self.scored[q],
                    "out": self.out[q],
                    "command_limit": self.cmd[q],
                    "hand": [self._card_view(c) for c in self.hand[q]] if mine else len(self.hand[q]),
                    "hand_size": len(self.hand[q]),
                    "deck": len(self.deck[self._dk(q)]),
                    "reserve": [self._card_view(c) for c in self.reserve[q]],
                    "discard": [self._card_view(c) for c in self.discard[self._dk(q)]],
                    "ante": [self._card_view(c) for c in self.ante[q]],
                    "main_empire": self.main[q],
                    "psy_network": self.main[q] in fx.PSY_EMPIRES,
                    "turns": self.pturns[q],
                }
            )
        in_play = []
        for c, s in self.ip.items():
            v = self._card_view(c)
            v.update(
                owner=s["o"], controller=s["c"], on=s["loc"], engaged=s["e"], shield_damage=s["sd"],
                damage=s["hd"], research=s["rd"], ammunition=s["am"], combined=s["cmb"],
                shields=self._shields(c) if self.ci[c].t in "SBDT" else 0,
                modelling=self.ci[c].model,
            )
            if s.get("held"):
                v["held"] = [self._card_view(x) for x in s["held"]]  # Well of Time: "drawn exposed"
            in_play.append(v)
        return {
            "game": "galactic-empires",
            "seat": player,
            "players": players,
            "order": list(self.order),
            "active": self.active,
            "phase": self.phase,
            "turn": self.turn,
            "plays": self.plays,
            "in_play": in_play,
            "pool": dict(self.pool) if player == self.active else {},
            "volley": dict(self.volley) if self.volley else None,
            "fired": list(self.fired),
            "pending": [
                {k: v for k, v in x.items() if k in ("k", "p", "card", "at", "max", "entry")} for x in self.pending
            ],
            "declared": [dict(d) for d in self.declared],
            "psy_functions": [list(x) for x in self.fnuse],
            "psy_effects": [list(x) for x in self.psyfx],
            "to_act": self.current_players(),
            "result": self.res,
            "options": dict(self.opts),
        }

    _FIELDS = (
        "opts", "n", "basic", "inst", "owner", "deck", "discard", "hand", "reserve", "ante", "hq",
        "scored", "out", "cmd", "pturns", "main", "pending", "after", "volley", "fired", "pool",
        "plays", "phase", "turn", "active", "draws_left", "res", "declared", "used", "order", "limbo",
        "topup", "lost", "fnuse", "psyfx",
    )

    def to_json(self) -> dict[str, Any]:
        data = {f: getattr(self, f) for f in self._FIELDS}
        data = _jsonable(data)
        data["cards"] = [dict(c) for c in self.cards]
        data["ip"] = [[c, dict(s)] for c, s in self.ip.items()]
        data["rng"] = self.rng.to_json()
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GEState:
        s = cls()
        for f in cls._FIELDS:
            # "topup", "fnuse" and "psyfx" came later
            setattr(s, f, _copy_plain(data[f]) if f in data else ([0] * data["n"] if f == "topup" else []))
        s.cards = list(data["cards"])
        s.info = [CardInfo(c) for c in s.cards]
        s.ci = [s.info[i] for i in s.inst]
        s.fxin = _fx_in(s.info)
        s.haspsy = any(i.psyx for i in s.info)
        s.ip = {int(c): dict(v) for c, v in data["ip"]}
        s.rng = GameRng.from_json(data["rng"])
        s.events = []
        return s

    def clone(self) -> GEState:
        s = GEState.__new__(GEState)
        s._cache = self._cache
        s._kids = None
        s._stat = {}
        s._fleetfx = []
        s._wards = {}
        s._police = []
        s._escorts = []
        s._mechb = 0
        s._clout = set()
        s._fleetcost = {}
        s._shelter = set()
        s._src = []
        s._halted = _NONE
        s._caps = []
        s._surf = {}
        s._engfx = []
        s._darks = []
        s._few = []
        s._psyx = []
        s._fewof = None
        s.opts = self.opts
        s.n = self.n
        s.basic = self.basic
        s.cards = self.cards
        s.info = self.info
        s.inst = self.inst
        s.owner = self.owner
        s.ci = self.ci
        s.fxin = self.fxin
        s.haspsy = self.haspsy
        s.main = self.main
        s.order = self.order
        s.deck = [d[:] for d in self.deck]
        s.discard = [d[:] for d in self.discard]
        s.hand = [h[:] for h in self.hand]
        s.reserve = [r[:] for r in self.reserve]
        s.ante = [a[:] for a in self.ante]
        s.hq = self.hq[:]
        s.scored = self.scored[:]
        s.out = self.out[:]
        s.cmd = self.cmd[:]
        s.pturns = self.pturns[:]
        s.topup = self.topup[:]
        s.lost = self.lost[:]
        s.ip = {c: v.copy() for c, v in self.ip.items()}
        s.pending = [dict(x) for x in self.pending]
        s.after = dict(self.after) if self.after else None
        v = self.volley
        s.volley = {"t": v["t"], "dmg": v["dmg"], "heavy": v["heavy"], "src": v["src"][:], "per": v.get("per", [])[:], **({"df": True} if v.get("df") else {})} if v else None
        s.fired = self.fired[:]
        s.pool = dict(self.pool)
        s.plays = self.plays
        s.phase = self.phase
        s.turn = self.turn
        s.active = self.active
        s.draws_left = self.draws_left
        s.res = self.res
        s.declared = [{**d, "votes": dict(d["votes"])} for d in self.declared]
        s.limbo = self.limbo[:]
        s.used = self.used[:]
        s.fnuse = self.fnuse[:]  # entries are never mutated, only replaced
        s.psyfx = self.psyfx[:]
        s.events = []
        s.rng = self.rng.copy()
        return s

    # ---- bots --------------------------------------------------------------------------------

    def determinize(self, player: int, rng: GameRng) -> GEState:
        """Sample the cards `player` cannot see: other hands and every deck's order."""
        s = self.clone()
        s._cache = None
        if s.basic:
            pool = s.deck[0][:]
            sizes = {}
            for q in range(s.n):
                if q != player:
                    pool.extend(s.hand[q])
                    sizes[q] = len(s.hand[q])
            rng.shuffle(pool)
            for q, k in sizes.items():
                s.hand[q] = [pool.pop() for _ in range(k)]
            s.deck[0] = pool
            return s
        for q in range(s.n):
            if q == player:
                rng.shuffle(s.deck[q])
                continue
            pool = s.deck[q] + s.hand[q]
            rng.shuffle(pool)
            k = len(s.hand[q])
            s.hand[q] = pool[:k]
            s.deck[q] = pool[k:]
        return s

    def heuristic(self, player: int) -> float:
        """How well `player` is doing: Sector HQ margins, fleet firepower and durability, economy."""
        res = self.res
        if res is not None:
            if player in res["winners"]:
                return 1.0 if len(res["winners"]) == 1 else 0.6
            return 0.0
        if self.out[player]:
            return 0.0
        score = [0.0] * self.n
        ci = self.ci
        ip = self.ip
        for q in range(self.n):
            if self.out[q]:
                score[q] = -1e9
                continue
            score[q] = 3.0 * (tournament.hq_points(self.opts) - self.hq[q]) + 0.3 * len(self.hand[q]) + 0.4 * self.scored[q]
        for c, s in ip.items():
            q = s["c"]
            if self.out[q]:
                continue
            i = ci[c]
            if i.t == "T":
                score[q] += 1.5 + 0.5 * sum(i.gen.values())
            elif i.t in UNIT_TYPES and not s["cmb"]:
                left = self._remaining(c)
                score[q] += 0.6 * left + 1.0 * (self._phasers(c) + i.hv) + (1.0 if i.t in SHIP_TYPES else 0.0)
                if s["e"]:
                    score[q] += 1.0
            elif i.t == "P":
                score[q] += 0.6 * (self._strength(c) - s["hd"]) + 1.0 * i.ph + 1.0
            elif i.t == "M" and s["loc"] in ip:
                score[ip[s["loc"]]["c"]] -= 2.0 * i.st
        mine = score[player]
        others = [score[q] for q in range(self.n) if q != player and not self.out[q]]
        best = max(others) if others else 0.0
        diff = mine - best
        return 0.5 + 0.5 * (diff / (abs(diff) + 60.0))

    def describe_for(self, action: Action, viewer: int | None) -> str:
        """The log line every seat and spectator reads. Every card is played face up (GErulesv21
        has no face-down play), so what a play, reaction, discard, firing or operation names is
        public from then on; draws and reserve swaps name no card (``describe`` gives only their
        kind), so the line is the same for everyone."""
        return f"Seat {action.get('player')}: {self.describe(action)}"

    def describe(self, action: Action) -> str:
        t = action.get("type")

        def name(c: Any) -> str:
            if isinstance(c, int) and 0 <= c < len(self.ci):
                return self.ci[c].title
            return str(c)

        if t == "play":
            where = f" on {name(action['on'])}" if "on" in action else ""
            if "field" in action:
                where += f", choosing {name(action['field'])} function {self.ci[action['field']].field[action['fn']]['min']}"
            return f"play {name(action['card'])}{where}"
        if t == "target":
            return f"fire at {'Sector HQ of player ' + str(action['hq']) if 'hq' in action else name(action['on'])}"
        if t == "fire":
            return f"{name(action['card'])} fires {action['weapon']}"
        if t in ("engage", "arm", "repair", "research", "scuttle", "discard", "operate", "react", "prevent", "charge"):
            return f"{t} {name(action.get('card'))}"
        if t == "detect":
            return f"{name(action['card'])} detects {name(action['on'])}"
        if t == "thief":
            what = f"move it to {name(action['to'])}" if "to" in action else f"discard {name(action['discard'])}"
            return f"{name(action['card'])}: {what}"
        if t == "psy":
            fn = self.ci[action["field"]].field[action["fn"]]
            on = f" on {name(action['on'])}" if "on" in action else ""
            return f"{name(action['card'])} uses {name(action['field'])} {fn['min']} ({fn['do']}){on}"
        return str(t)


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


def new_state(
    players: int,
    seed: int,
    options: Mapping[str, Any] | None,
    decks: Sequence[Sequence[DeckCard]],
) -> GEState:
    """A new match; `decks` holds one deck per seat (Basic Game: the first is the shared deck)."""
    if not 2 <= players <= 6:
        raise ValueError("Galactic Empires is for 2 to 6 players")
    return GEState.new(players, seed, options or {}, decks)
