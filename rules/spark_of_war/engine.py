"""Spark of War's rules engine: the galaxy, the two action rounds of a turn, conquest and scoring.

Source: spark-of-war.txt (quoted in comments by its section words). The state is plain data
(lists and dicts of ints) so bots can copy it thousands of times a second; every number on a
card comes from the reconstructed edition in cards.py.

A turn (rulebook, "A player's turn is played in 6 steps"): steps 1-4 (deployment, special
powers, damage, conquer) twice ("Play Again"), then the discard step. Choices with several parts
are sequences of single choices: a deployment is the ship, then the hex, then the rotation.
"""
from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Iterable, Mapping
from functools import lru_cache
from itertools import product
from operator import itemgetter
from typing import Any

from ..core import Action, Event, FixedAction, GameRng, IllegalAction, State
from .cards import DIRECTIONS, PLANETS, QUESTS, SHIPS
from .galaxy import DELTA, MAPS, OFFSET, WIDTH, default_map, pack, parse_map, random_layout, unpack

# --- static card data, indexed by card id ------------------------------------------------------
# Ships are ids 0..59; planets and stars are ids PLANET_BASE.. (so a board code tells them apart).
PLANET_BASE = 64
SHIP_KEY: list[str] = []
SHIP_TITLE: list[str] = []
SHIP_RES: list[int] = []
SHIP_DMG: list[tuple[int, ...]] = []
SHIP_POWER: list[str | None] = []
for _key, _title, _count, _res, _dmg, _power in SHIPS:
    for _ in range(_count):
        SHIP_KEY.append(_key)
        SHIP_TITLE.append(_title)
        SHIP_RES.append(_res)
        SHIP_DMG.append(_dmg)
        SHIP_POWER.append(_power)
SHIP_COUNT = len(SHIP_KEY)
assert min(SHIP_RES) > 0, "a hex without damage takes every ship"
# printed edge -> ships firing across it, precomputed per rotation: SHIP_FIRE[id][rot] = ((world dir, dmg), ...)
SHIP_FIRE: list[tuple[tuple[tuple[int, int], ...], ...]] = [
    tuple(tuple(((e + rot) % 6, n) for e, n in enumerate(dmg) if n) for rot in range(6)) for dmg in SHIP_DMG
]

PLANET_KEY: list[str] = []
PLANET_TITLE: list[str] = []
PLANET_KIND: list[str] = []
PLANET_RES: list[int] = []
PLANET_FF: list[int] = []  # bit mask of printed edges with a forcefield
_GREEK = ("alpha", "beta", "gamma", "delta", "epsilon", "zeta")
for _kind, (_value, _stem, _fields) in PLANETS.items():
    for _i, _edges in enumerate(_fields):
        PLANET_KEY.append(f"{_kind}-{_GREEK[_i]}")
        PLANET_TITLE.append(f"{_stem} {_GREEK[_i].capitalize()}")
        PLANET_KIND.append(_kind)
        PLANET_RES.append(_value)
        PLANET_FF.append(sum(1 << e for e in _edges))
PLANET_COUNT = len(PLANET_KEY)
SHIP_CODES = PLANET_BASE << 3  # a board code (card << 3 | rotation) below this is a ship's
# SHIP_AIM[code][w]: the damage a ship placed as `code` deals toward world direction w (0 for no ship there).
SHIP_AIM: list[tuple[int, ...]] = [
    tuple(SHIP_DMG[code >> 3][(w - (code & 7)) % 6] for w in range(6)) if (code >> 3) < SHIP_COUNT and (code & 7) < 6
    else (0,) * 6
    for code in range(SHIP_CODES)
]
# The neighbour in world direction w, and the edge it fires toward us across: (offset, (w + 3) % 6).
NO_AIM = (0,) * 6  # a planet fires nowhere
AROUND: tuple[tuple[int, int], ...] = tuple((DELTA[w], (w + 3) % 6) for w in range(6))
CARD_RES: list[int] = SHIP_RES + [0] * (PLANET_BASE - SHIP_COUNT) + PLANET_RES  # resistance by card id
STAR_IDS: frozenset[int] = frozenset(PLANET_BASE + pid for pid in range(PLANET_COUNT) if PLANET_KIND[pid] == "star")
KINDS: tuple[str, ...] = ("dwarf", "ring", "habitable", "gaseous", "lunar", "star")
PLANET_ONLY_KINDS: tuple[str, ...] = KINDS[:5]
QUEST_EFFECT: list[str] = [effect for effect, _t, _x in QUESTS]
QUEST_TITLE: list[str] = [title for _e, title, _x in QUESTS]
MIMIC = QUEST_EFFECT.index("mimic")
WILDCARD = QUEST_EFFECT.index("wildcard_planet")

ACTIONS_NEEDING_POWER_TARGET = ("destroy_ship", "rotate_planet", "rotate_ship", "salvage_from_hand")
SALVAGE_PER_DAMAGE = 2  # "for every two spaceships removed, he may deal 1 additional damage"
SALVAGE_KEPT = 2  # Discard step: "removes all spaceships from his salvage yard in excess of 2"
REFILL = 5  # "he draws 5 spaceship cards"
MAX_OPENING_HAND = 6  # "up to 6 spaceship cards"
QUESTS_EACH = 2  # "a total of 2 quest cards"


def resistance(code: int) -> int:
    return CARD_RES[code]


def _hex(pos: int) -> list[int]:
    return [pos // WIDTH - OFFSET, pos % WIDTH - OFFSET]  # unpack(pos) as a list


class _Listed(FixedAction):
    """An action this engine lists: read-only, well-formed by construction, and carrying what it names in
    `key` (the card, packed hex or rotation; 0 for done), so apply() asks only whether it is legal now.

    A copy (dict(a), copy, JSON) is an ordinary action again and is checked in full."""

    __slots__ = ("key",)


CARD_KINDS = ("deploy_ship", "salvage_card")
ROTATION_KINDS = ("deploy_rotation", "set_rotation")
HEX_KINDS = ("deploy_hex", "destroy_ship", "rotate_target", "salvage_strike")

# Issue 19: the actions a decision lists are built once per seat, type and hex (or card, rotation) and listed
# again and again (a deployment lists about 60 hexes; building them afresh was most of its cost).
_LISTED: dict[tuple[int, str], dict[int, _Listed]] = {}


def _listed(player: int, kind: str, keys: Iterable[int]) -> dict[int, _Listed]:
    """The prebuilt actions of a seat and type by what they name, with one for each of `keys` (the callers
    index it in a comprehension: a plain dict is fastest)."""
    table = _LISTED.get((player, kind))
    if table is None:
        table = _LISTED[(player, kind)] = {}
    for key in keys:
        if key not in table:
            if kind in CARD_KINDS:
                action = _Listed(player=player, type=kind, card=key)
            elif kind in ROTATION_KINDS:
                action = _Listed(player=player, type=kind, rotation=key)
            elif kind == "done":
                action = _Listed(player=player, type=kind)
            else:
                q, r = unpack(key)
                action = _Listed(player=player, type=kind, q=q, r=r)
            action.key = key
            table[key] = action
    return table


def _pick(player: int, kind: str, keys: Iterable[int]) -> list[Action]:
    """The prebuilt actions for `keys`, in that order."""
    table = _LISTED.get((player, kind))
    if table is not None:
        try:
            return [table[key] for key in keys]
        except KeyError:
            pass  # a hex or card not listed before: built below
    table = _listed(player, kind, keys)
    return [table[key] for key in keys]


_ROTATIONS: dict[tuple[int, str], tuple[_Listed, ...]] = {}


def _rotations(player: int, kind: str) -> tuple[_Listed, ...]:
    """The six rotations a seat may choose, as one prebuilt tuple."""
    found = _ROTATIONS.get((player, kind))
    if found is None:
        found = _ROTATIONS[(player, kind)] = tuple(_pick(player, kind, range(6)))
    return found


def _named(action: Mapping[str, Any], kind: Any) -> int | None:
    """What a well-formed action of `kind` names (its card, packed hex or rotation; 0 for done), else None.

    Its "type" is `kind` (so the "no other fields than X" reads `X in a and len(a) == 2 + ("player" in a)`)."""
    if kind in CARD_KINDS:
        card = action.get("card")
        return card if type(card) is int and len(action) == 2 + ("player" in action) else None
    if kind in ROTATION_KINDS:
        rot = action.get("rotation")
        return rot if type(rot) is int and 0 <= rot < 6 and len(action) == 2 + ("player" in action) else None
    if kind == "done":
        return 0 if len(action) == 1 + ("player" in action) else None
    if kind in HEX_KINDS:
        return _hex_of(action)
    return None


def _lay_out(layout: Iterable[tuple[int, int, str, int]]) -> dict[int, int]:
    """A board of the given planets and stars, each kind's cards taken in order."""
    free: dict[str, list[int]] = {}
    for pid in range(PLANET_COUNT):
        free.setdefault(PLANET_KIND[pid], []).append(pid)
    board = {}
    for q, r, kind, rot in layout:
        pid = free[kind].pop(0)
        board[pack(q, r)] = ((PLANET_BASE + pid) << 3) | rot
    return board


_BUILT_IN: dict[str, tuple[dict[int, int], dict[int, int], list[int], dict[int, int]]] = {}


def _built_in(name: str) -> tuple[dict[int, int], dict[int, int], list[int], dict[int, int]]:
    """A built-in map at set-up: (board, deployable hexes, their order, damage), counted once (copy them)."""
    found = _BUILT_IN.get(name)
    if found is None:
        state = SparkOfWarState.__new__(SparkOfWarState)
        state.board = _lay_out(MAPS[name][2])
        state._recount()
        found = _BUILT_IN[name] = (state.board, state._hexes, state._order, state._hits)
    return found


def _hex_of(action: Mapping[str, Any]) -> int | None:
    """The hex an action of four fields (player, type, q, r) names, or None."""
    q, r = action.get("q"), action.get("r")
    if len(action) != 4 or type(q) is not int or type(r) is not int:
        return None
    if not (-OFFSET <= q < OFFSET and -OFFSET <= r < OFFSET):
        return None
    return (q + OFFSET) * WIDTH + (r + OFFSET)


def _pos(value: Any) -> int:
    if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(isinstance(v, int) for v in value):
        raise IllegalAction(f"not a hex: {value!r}")
    return pack(value[0], value[1])


class SparkOfWarState(State):
    """One match of Spark of War. Mutated only through apply()."""

    __slots__ = (
        "players", "options", "rng", "board", "hands", "draw", "discard", "salvage", "scoring", "quests",
        "colour", "active", "round", "phase", "pending", "strikes", "turns", "over", "outcome", "wear", "_legal",
        "_hexes", "_order", "_hits", "_cut", "_gone",
    )
    # The shared MCTS bot's default budget per move (rules.bots.MCTSBot; figures in bench/bots.py).
    mcts_iterations = 100

    # --- set-up ----------------------------------------------------------------------------
    @classmethod
    def new(cls, players: int, seed: int, options: Mapping[str, Any]) -> SparkOfWarState:
        self = cls.__new__(cls)
        self.players = players
        self.options = dict(options)
        self.rng = GameRng(seed)
        self.board = {}  # pos -> card code << 3 | rotation
        self.colour = {}  # planet code -> team (Face-off only)
        built_in = None  # the name of a built-in map laid out as printed (its set-up is remembered)
        faceoff = bool(options.get("faceoff"))
        if faceoff:
            # Face-off: "Randomly build the galaxy using all the planets and stars available ...
            # make sure that each colour uses the exact same planets and stars": each kind split in
            # two equal halves, one per colour.
            layout_ids: list[int] = []
            by_kind: dict[str, list[int]] = {}
            for pid, kind in enumerate(PLANET_KIND):
                by_kind.setdefault(kind, []).append(pid)
            for kind, ids in by_kind.items():
                for i, pid in enumerate(ids):
                    self.colour[PLANET_BASE + pid] = i % 2
                    layout_ids.append(pid)
            layout = random_layout(self.rng, [PLANET_KIND[pid] for pid in layout_ids])
            for (q, r, _kind, rot), pid in zip(layout, layout_ids):
                self.board[pack(q, r)] = ((PLANET_BASE + pid) << 3) | rot
        else:
            name = options.get("map") or "auto"
            # A match set up before the "damage" option existed keeps the maps it was played on (its log
            # must replay): Lone Star for 2 players, Twin Suns for 3-4.
            legacy = "damage" not in options
            if name == "auto":
                name = default_map(players, legacy)
            if name == "random":
                # As many planets of each kind as the built-in map for this player count, at random.
                base = MAPS[default_map(players, legacy)][2]
                pool = [pid for pid in range(PLANET_COUNT) if PLANET_KIND[pid] != "star"]
                self.rng.shuffle(pool)
                stars = [pid for pid in range(PLANET_COUNT) if PLANET_KIND[pid] == "star"]
                n_stars = sum(1 for p in base if p[2] == "star")
                ids = stars[:n_stars] + pool[: len(base) - n_stars]
                layout = random_layout(self.rng, [PLANET_KIND[pid] for pid in ids])
                for (q, r, _kind, rot), pid in zip(layout, ids):
                    self.board[pack(q, r)] = ((PLANET_BASE + pid) << 3) | rot
            else:
                custom = options.get("custom_map")
                if custom:
                    self.board = _lay_out(parse_map(custom)["layout"])
                else:
                    built_in = name
                    self.board = dict(_built_in(name)[0])
        # "Shuffle the spaceship cards and place them face down next to the galaxy."
        self.draw = list(range(SHIP_COUNT))
        self.rng.shuffle(self.draw)
        self.discard = []
        # "The first player draws 1 spaceship card. The second player draws 2 ... up to 6."
        self.hands = []
        for seat in range(players):
            n = min(seat + 1, MAX_OPENING_HAND)
            self.hands.append(self.draw[-n:][::-1])
            del self.draw[-n:]
        self.salvage = [[] for _ in range(players)]
        self.scoring = [[] for _ in range(players)]
        # "Each player is randomly assigned a total of 2 quest cards."
        quests = list(range(len(QUESTS)))
        self.rng.shuffle(quests)
        self.quests = [quests[QUESTS_EACH * s: QUESTS_EACH * s + QUESTS_EACH] for s in range(players)]
        self.active = 0
        self.round = 1
        self.phase = "deploy"
        self.pending = {}
        self.strikes = {}
        self.wear = {}  # pos -> damage a planet or star has sustained so far (the "lasting" damage reading)
        self.turns = 0
        self.over = False
        self.outcome = None
        self._legal = None
        if built_in is None:
            self._recount()
        else:  # the same counts as _recount(), remembered per map
            _board, hexes, order, hits = _built_in(built_in)
            self._hexes, self._order, self._hits = dict(hexes), list(order), dict(hits)
        self._cut = True
        self._gone = []
        self._settle([])
        return self

    # --- serialisation and copying ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.to_json(),
            "board": [[_hex(pos), code >> 3, code & 7] for pos, code in sorted(self.board.items())],
            "hands": [list(h) for h in self.hands],
            "draw": list(self.draw),
            "discard": list(self.discard),
            "salvage": [list(s) for s in self.salvage],
            "scoring": [list(s) for s in self.scoring],
            "quests": [list(q) for q in self.quests],
            "colour": [[code, team] for code, team in sorted(self.colour.items())],
            "active": self.active,
            "round": self.round,
            "phase": self.phase,
            "pending": dict(self.pending),
            "strikes": [[_hex(pos), n] for pos, n in sorted(self.strikes.items())],
            "wear": [[_hex(pos), n] for pos, n in sorted(self.wear.items())],
            "turns": self.turns,
            "over": self.over,
            "outcome": self.outcome,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SparkOfWarState:
        self = cls.__new__(cls)
        self.players = data["players"]
        self.options = dict(data["options"])
        self.rng = GameRng.from_json(data["rng"])
        self.board = {_pos(h): (card << 3) | rot for h, card, rot in data["board"]}
        self.hands = [list(h) for h in data["hands"]]
        self.draw = list(data["draw"])
        self.discard = list(data["discard"])
        self.salvage = [list(s) for s in data["salvage"]]
        self.scoring = [list(s) for s in data["scoring"]]
        self.quests = [list(q) for q in data["quests"]]
        self.colour = {code: team for code, team in data["colour"]}
        self.active = data["active"]
        self.round = data["round"]
        self.phase = data["phase"]
        self.pending = dict(data["pending"])
        self.strikes = {_pos(h): n for h, n in data["strikes"]}
        self.wear = {_pos(h): n for h, n in data.get("wear", ())}
        self.turns = data["turns"]
        self.over = data["over"]
        self.outcome = data["outcome"]
        self._legal = None
        self._hexes = self._order = self._hits = None
        self._cut = True  # not saved: connectivity is checked in full at the next conquer step
        self._gone = []
        return self

    def clone(self) -> SparkOfWarState:
        return self._copy(self.rng.copy())

    def _copy(self, rng: GameRng) -> SparkOfWarState:
        """A clone with the given RNG (determinize gives it a new one: copying this one would be wasted)."""
        c = SparkOfWarState.__new__(SparkOfWarState)
        c.players = self.players
        c.options = self.options  # never mutated after set-up
        c.rng = rng
        c.board = dict(self.board)
        c.hands = [list(h) for h in self.hands]
        c.draw = list(self.draw)
        c.discard = list(self.discard)
        c.salvage = [list(s) for s in self.salvage]
        c.scoring = [list(s) for s in self.scoring]
        c.quests = [list(q) for q in self.quests]
        c.colour = self.colour  # never mutated after set-up
        c.active = self.active
        c.round = self.round
        c.phase = self.phase
        c.pending = dict(self.pending)
        c.strikes = dict(self.strikes)
        c.wear = dict(self.wear)
        c.turns = self.turns
        c.over = self.over
        c.outcome = self.outcome
        c._legal = None
        c._hexes = dict(self._hexes) if self._hexes is not None else None  # kept up to date as the board changes
        c._order = list(self._order) if self._hexes is not None else None
        c._hits = dict(self._hits) if self._hexes is not None else None
        c._cut = self._cut
        c._gone = list(self._gone)
        return c

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SparkOfWarState) and self.to_json() == other.to_json()

    # --- geometry and damage ---------------------------------------------------------------------
    def team(self, seat: int) -> int:
        return seat % 2 if self.options.get("faceoff") else seat

    def incoming(self, pos: int, ignore_planet_forcefields: bool = False) -> int:
        """Damage the ships next to `pos` deal into it now ("All spaceships deal their damage simultaneously")."""
        get = self.board.get
        code_here = get(pos)
        ff = 0
        if code_here is not None and code_here >= SHIP_CODES and not ignore_planet_forcefields:
            ff = PLANET_FF[(code_here >> 3) - PLANET_BASE]
            rot_here = code_here & 7
        total = 0
        for w, (offset, toward) in enumerate(AROUND):
            code = get(pos + offset)
            if code is None or code >= SHIP_CODES:
                continue
            n = SHIP_AIM[code][toward]  # the neighbour fires toward us across its world edge `toward`
            # "Forcefields block all damage dealt in their direction": the planet's edge facing the ship is
            # world direction w, printed edge (w - rotation).
            if ff and (ff >> ((w - rot_here) % 6)) & 1 and SHIP_POWER[code >> 3] != "ignore_forcefields":
                continue
            total += n
        return total

    def damage_map(self) -> dict[int, int]:
        """Damage every card in the galaxy sustains now, including salvage strikes (kept up to date)."""
        if self._hexes is None:
            self._recount()
        out = {pos: n for pos, n in self._hits.items() if n}
        for pos, n in self.strikes.items():
            if pos in self.board:
                out[pos] = out.get(pos, 0) + n
        return out

    def count_damage(self) -> dict[int, int]:
        """Damage every card sustains from the ships now, counted from scratch (no strikes)."""
        out: dict[int, int] = {}
        board = self.board
        for pos, code in board.items():
            ship = code >> 3
            if ship >= PLANET_BASE:
                continue
            ignores = SHIP_POWER[ship] == "ignore_forcefields"
            for direction, n in SHIP_FIRE[ship][code & 7]:
                target = pos + DELTA[direction]
                tcode = board.get(target)
                if tcode is None:
                    continue
                if (tcode >> 3) >= PLANET_BASE and not ignores:
                    edge = ((direction + 3) % 6 - (tcode & 7)) % 6
                    if (PLANET_FF[(tcode >> 3) - PLANET_BASE] >> edge) & 1:
                        continue
                out[target] = out.get(target, 0) + n
        return out

    def _recount(self) -> None:
        self._hexes = self.count_deploy_hexes()
        self._order = sorted(self._hexes)
        hits = dict.fromkeys(self.board, 0)
        hits.update(self.count_damage())
        self._hits = hits

    # Incremental bookkeeping (issue 19): the deployable hexes and the damage each sustains are kept up to
    # date as cards are placed, rotated and removed, never recounted per decision.
    def _put(self, pos: int, code: int) -> None:
        board = self.board
        board[pos] = code
        hexes = self._hexes
        if hexes is None:
            return
        order = self._order
        empty = hexes.pop(pos, None)  # the damage dealt into the hex while it was empty
        if empty is not None:
            del order[bisect_left(order, pos)]
        hits = self._hits
        if code < SHIP_CODES:
            for direction, n in SHIP_FIRE[code >> 3][code & 7]:
                target = pos + DELTA[direction]
                if target in hexes:
                    hexes[target] += n
                elif target in board:  # a ship has no forcefield: only a planet may block the shot
                    tcode = board[target]
                    hits[target] += n if tcode < SHIP_CODES else self._fire(code, direction, n, tcode)
        # A ship has no forcefield: it sustains what the empty hex did.
        hits[pos] = empty if empty is not None and code < SHIP_CODES else self.incoming(pos)
        aim = SHIP_AIM[code] if code < SHIP_CODES else NO_AIM
        for d in range(6):
            n = pos + DELTA[d]
            if n not in board and n not in hexes:
                # No card was next to it before (it was not deployable): only this one fires into it.
                hexes[n] = aim[d]
                insort(order, n)

    def _take(self, pos: int) -> int:
        board = self.board
        code = board.pop(pos)
        self._gone.append(pos)  # a card left: ships next to it may be cut off from every planet
        hexes = self._hexes
        if hexes is None:
            return code
        hits, order = self._hits, self._order
        sustained = hits.pop(pos)
        if code < SHIP_CODES:
            for direction, n in SHIP_FIRE[code >> 3][code & 7]:
                target = pos + DELTA[direction]
                if target in hexes:
                    hexes[target] -= n
                elif target in board:
                    tcode = board[target]
                    hits[target] -= n if tcode < SHIP_CODES else self._fire(code, direction, n, tcode)
        touching = False
        for d in DELTA:
            n = pos + d
            if n in board:
                touching = True
            elif n in hexes:
                for e in DELTA:
                    if n + e in board:
                        break
                else:
                    del hexes[n]  # no card next to it any more
                    del order[bisect_left(order, n)]
        if touching:
            # A ship had no forcefield: the empty hex takes the damage it sustained.
            hexes[pos] = sustained if code < SHIP_CODES else self._empty_incoming(pos)
            insort(order, pos)
        return code

    def _rotate(self, pos: int, rotation: int) -> None:
        code = self.board[pos]
        new = (code & ~7) | rotation
        self.board[pos] = new
        hexes = self._hexes
        if hexes is None:
            return
        if (code >> 3) >= PLANET_BASE:
            self._hits[pos] = self.incoming(pos)  # its forcefields face elsewhere now
            return  # an empty hex has no forcefield: turning a planet changes no deployment
        board, hits = self.board, self._hits
        for direction, n in SHIP_FIRE[code >> 3][code & 7]:
            target = pos + DELTA[direction]
            if target in hexes:
                hexes[target] -= n
            elif target in board:
                hits[target] -= self._fire(code, direction, n, board[target])
        for direction, n in SHIP_FIRE[new >> 3][new & 7]:
            target = pos + DELTA[direction]
            if target in hexes:
                hexes[target] += n
            elif target in board:
                hits[target] += self._fire(new, direction, n, board[target])

    @staticmethod
    def _fire(code: int, direction: int, n: int, target_code: int) -> int:
        """Damage a ship (`code`) firing `n` toward world `direction` deals into the card there."""
        if (target_code >> 3) >= PLANET_BASE and SHIP_POWER[code >> 3] != "ignore_forcefields":
            edge = ((direction + 3) % 6 - (target_code & 7)) % 6
            if (PLANET_FF[(target_code >> 3) - PLANET_BASE] >> edge) & 1:
                return 0
        return n

    def _empty_incoming(self, pos: int) -> int:
        """Damage the ships next to an empty hex deal into it (no forcefield there)."""
        get = self.board.get
        total = 0
        for offset, toward in AROUND:
            code = get(pos + offset)
            if code is not None and code < SHIP_CODES:
                total += SHIP_AIM[code][toward]
        return total

    def deploy_hexes(self) -> dict[int, int]:
        """Empty hexes next to a card ("Spaceships may only be played next to another card") -> damage there.

        An empty hex has no forcefield, so every ship pointing at it counts in full. (Kept up to date, with
        `_order`, the same hexes in order.)
        """
        if self._hexes is None:
            self._recount()
        return self._hexes

    def count_deploy_hexes(self) -> dict[int, int]:
        """deploy_hexes() counted from scratch (set-up, after the galaxy is recalled, and the tests' check)."""
        board = self.board
        out: dict[int, int] = {}
        for pos in board:
            for d in DELTA:
                n = pos + d
                if n not in board:
                    out[n] = 0
        for pos, code in board.items():
            if (code >> 3) < PLANET_BASE:
                for direction, n in SHIP_FIRE[code >> 3][code & 7]:
                    target = pos + DELTA[direction]
                    if target in out:
                        out[target] += n
        return out

    # --- the contract ----------------------------------------------------------------------------
    def current_players(self) -> list[int]:
        return [] if self.over else [self.active]

    def is_over(self) -> bool:
        return self.over

    def result(self) -> dict[str, Any] | None:
        return self.outcome

    def legal_actions(self, player: int) -> list[Action]:
        if self.over or player != self.active:
            return []
        legal = self._legal if self._legal is not None else self._compute_legal()
        self._legal = None  # handed over: the caller may keep or change the list, the next call builds another
        return legal

    def _compute_legal(self) -> list[Action]:
        p = self.active
        phase = self.phase
        if phase == "deploy":
            hexes = self._hexes or self.deploy_hexes()
            if not hexes:
                return []
            values = hexes.values()
            cards = sorted(set(self.hands[p]))
            if 0 in values:  # a hex without damage: every ship fits there (damage is never below 0)
                return _pick(p, "deploy_ship", cards)
            least = min(values)
            return _pick(p, "deploy_ship", [c for c in cards if least < SHIP_RES[c]])
        if phase == "deploy_hex":
            res = SHIP_RES[self.pending["card"]]
            hexes = self._hexes or self.deploy_hexes()
            at = _LISTED.get((p, "deploy_hex"))
            if at is not None:
                try:
                    return [at[pos] for pos in self._order if hexes[pos] < res]
                except KeyError:
                    pass  # a hex not listed before: built below
            at = _listed(p, "deploy_hex", hexes)
            return [at[pos] for pos in self._order if hexes[pos] < res]
        if phase in ("deploy_rotation", "power_rotation"):
            return list(_rotations(p, "deploy_rotation" if phase == "deploy_rotation" else "set_rotation"))
        if phase == "power_target":
            power = self.pending["power"]
            if power == "salvage_from_hand":
                return _pick(p, "salvage_card", sorted(set(self.hands[p])))
            return _pick(p, "destroy_ship" if power == "destroy_ship" else "rotate_target", self._power_targets(power))
        if phase == "strike":
            actions = _pick(p, "done", (0,))
            if len(self.salvage[p]) >= SALVAGE_PER_DAMAGE:
                actions += _pick(p, "salvage_strike", sorted(self.board))
            return actions
        return []

    def _is_legal(self, a: Mapping[str, Any]) -> bool:
        """The same answer as `a in self.legal_actions(player)`, without listing them all (bots apply a lot)."""
        kind = a.get("type")
        key = _named(a, kind)
        return key is not None and self._allows(kind, key)

    def _allows(self, kind: str, key: int) -> bool:
        """Whether the active player's action of `kind` naming `key` (see _named) is legal now."""
        p, phase = self.active, self.phase
        if phase == "deploy_hex":
            if kind != "deploy_hex":
                return False
            hexes = self._hexes or self.deploy_hexes()
            return key in hexes and hexes[key] < SHIP_RES[self.pending["card"]]
        if phase == "deploy_rotation":
            return kind == "deploy_rotation"
        if phase == "power_rotation":
            return kind == "set_rotation"
        if phase == "deploy":
            if kind != "deploy_ship" or key not in self.hands[p]:
                return False
            hexes = self._hexes or self.deploy_hexes()
            if not hexes:
                return False
            values = hexes.values()
            return (0 if 0 in values else min(values)) < SHIP_RES[key]
        if phase == "power_target":
            power = self.pending["power"]
            if power == "salvage_from_hand":
                return kind == "salvage_card" and key in self.hands[p]
            return kind == ("destroy_ship" if power == "destroy_ship" else "rotate_target") and (
                self._is_power_target(power, key))
        if phase == "strike":
            if kind == "done":
                return True
            return kind == "salvage_strike" and len(self.salvage[p]) >= SALVAGE_PER_DAMAGE and key in self.board
        return False

    def _power_targets(self, power: str) -> list[int]:
        """The hexes a power may target, in order: the cards for which _is_power_target holds."""
        return sorted(pos for pos in self.board if self._is_power_target(power, pos))

    def _is_power_target(self, power: str, pos: int) -> bool:
        code = self.board.get(pos)
        if code is None:
            return False
        if power == "destroy_ship":
            # "Destroy a spaceship of your choice": another ship than the one just deployed (our reading).
            return code < SHIP_CODES and pos != self.pending.get("pos")
        if power == "rotate_planet":
            return code >= SHIP_CODES
        # rotate_ship: any ship in the galaxy, the new one included
        return code < SHIP_CODES

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction("the game is over", action)
        if type(action) is _Listed:  # listed by this engine: well-formed, only whether it is legal now is asked
            if action["player"] != self.active:
                raise IllegalAction("not this player's turn", action)
            kind, key = action["type"], action.key
        else:
            if not isinstance(action, Mapping) or action.get("player") != self.active:
                raise IllegalAction("not this player's turn", action)
            for v in action.values():
                if v is True or v is False:  # True == 1 in Python: no action takes a flag
                    raise IllegalAction("not a legal action now", action)
            kind = action.get("type")
            key = _named(action, kind)  # the card, packed hex or rotation it names (None: not well-formed)
        if key is None or not self._allows(kind, key):
            raise IllegalAction(f"not a legal action now: {self.describe(action)}", action)
        self._legal = None
        events: list[Event] = []
        p = self.active
        # The first two parts of a deployment and choosing what to rotate only lead to the next choice (no
        # automatic step follows them: nothing to settle).
        if kind == "deploy_ship":
            self.pending = {"card": key}
            self.phase = "deploy_hex"
            return events
        if kind == "deploy_hex":
            self.pending["pos"] = key
            self.phase = "deploy_rotation"
            return events
        if kind == "deploy_rotation":
            card, pos = self.pending["card"], self.pending["pos"]
            self.hands[p].remove(card)
            self._put(pos, (card << 3) | key)
            events.append({"type": "deployed", "player": p, "card": SHIP_KEY[card], "id": card, "hex": _hex(pos),
                           "rotation": key})
            if not self.hands[p]:
                self._refill(p, events)
            # "Some spaceships have special powers, and they activate immediately after being deployed."
            power = SHIP_POWER[card]
            if power in ACTIONS_NEEDING_POWER_TARGET and self._power_has_target(power):
                self.pending = {"power": power, "pos": pos}
                self.phase = "power_target"
            else:
                self._begin_damage()
        elif kind == "destroy_ship":
            ship = self._take(key) >> 3
            self.discard.append(ship)  # destroyed, not claimed: to the discard pile (our reading)
            events.append({"type": "destroyed", "player": p, "card": SHIP_KEY[ship], "hex": _hex(key)})
            self._begin_damage()
        elif kind == "rotate_target":
            self.pending["target"] = key
            self.phase = "power_rotation"
            return events
        elif kind == "set_rotation":
            target = self.pending["target"]
            self._rotate(target, key)
            events.append({"type": "rotated", "player": p, "hex": _hex(target), "rotation": key})
            self._begin_damage()
        elif kind == "salvage_card":
            self.hands[p].remove(key)
            self.salvage[p].append(key)
            events.append({"type": "salvaged_from_hand", "player": p, "card": SHIP_KEY[key]})
            self._refill(p, events)
            self._begin_damage()
        elif kind == "salvage_strike":
            spent = self.salvage[p][-SALVAGE_PER_DAMAGE:]
            del self.salvage[p][-SALVAGE_PER_DAMAGE:]
            self.discard.extend(spent)
            self.strikes[key] = self.strikes.get(key, 0) + 1
            events.append({"type": "salvage_strike", "player": p, "hex": _hex(key)})
        elif kind == "done":
            self._conquer(events)
        self._settle(events)
        return events

    def _power_has_target(self, power: str) -> bool:
        if power == "salvage_from_hand":
            return bool(self.hands[self.active])
        return any(self._is_power_target(power, pos) for pos in self.board)

    # --- the steps of a turn ---------------------------------------------------------------------
    def _begin_damage(self) -> None:
        """Step 3: damage. The active player may first spend salvage (2 ships for 1 damage)."""
        self.pending = {}
        self.phase = "strike"

    def _conquer(self, events: list[Event]) -> None:
        """Step 4: every card whose damage reaches its resistance is claimed by the active player."""
        p = self.active
        if self._hexes is None:
            self._recount()
        damage = self._hits
        if self.strikes:
            damage = self.damage_map()
            self.strikes = {}
        board = self.board
        colour = self.colour
        team = self.team(p) if colour else -1
        lasting = self.options.get("damage", "fresh") == "lasting"
        wear = self.wear
        claimed: list[int] = []
        for pos, dmg in filter(itemgetter(1), damage.items()):  # the cards with damage (most have none)
            code = board[pos] >> 3
            if code < PLANET_BASE:
                if dmg >= SHIP_RES[code]:
                    claimed.append(pos)
            elif lasting:
                # Ruling (option "damage": lasting, the default): a planet or star keeps the damage it has
                # sustained until it is claimed. Resistance is "how much damage they can sustain before being
                # conquered", and the rulebook calls running out of ships "the unlikely event": with damage
                # counted afresh each step, stars (resistance 9, no forcefield) were almost never claimed and
                # every game ran through the ships again and again. Ships still count damage afresh: they are
                # claimed as soon as it reaches their resistance, and a ship "may not be placed in a position
                # where [it] would sustain damage greater or equal to [its] resistance points" is about now.
                wear[pos] = wear.get(pos, 0) + dmg  # weighed against its resistance below, with the rest
            elif dmg >= CARD_RES[code] and (not colour or colour[code] == team):
                # Face-off: "A player may never claim a planet or star of the opposing team's colour."
                claimed.append(pos)
        if lasting:
            for pos, dmg in wear.items():
                code = board[pos] >> 3
                if dmg >= CARD_RES[code] and (not colour or colour[code] == team):
                    claimed.append(pos)
        # "The game ends when all stars in the galaxy have been claimed": only a conquer step claims a planet,
        # so the galaxy is searched for a star again only when one was claimed (or in full, see below).
        star_claimed = False
        if claimed:
            for pos in sorted(claimed):
                star_claimed = star_claimed or (board[pos] >> 3) in STAR_IDS
                self._claim(pos, p, events, "conquered")
        # "They are part of a group of spaceships that are not connected to any planet or star." Every ship is
        # connected after a conquer step and a ship is only ever deployed next to a card, so a group can only
        # be cut off after a card has left the galaxy (a claim, a destroyed ship): only then is it searched.
        if self._gone or self._cut or self._hexes is None:
            in_full = self._cut or self._hexes is None  # a new or restored state: the stars are counted too
            self._cut_off(p, events)
            if (star_claimed or in_full) and not any(
                    (code >> 3) in STAR_IDS for code in board.values() if code >= SHIP_CODES):
                self._finish("all stars claimed", events)
                return
        if self.round == 1:
            self.round = 2  # "A player must play steps 1 through 4 ("action phase") twice during his turn."
            self.phase = "deploy"
        else:
            self._end_turn(events)

    def _cut_off(self, p: int, events: list[Event]) -> None:
        board = self.board
        if not self._cut and self._hexes is not None:
            # Only the groups next to a card that left can have lost their planet: a group cut off now had a
            # path to a planet before, and the first card gone along it lay next to the group.
            adrift: list[int] = []
            seen: set[int] = set()
            anchored: set[int] = set()  # ships found connected to a planet (a search stops at the first)
            for gone in self._gone:
                for d in DELTA:
                    start = gone + d
                    if start in seen or start not in board or board[start] >= SHIP_CODES:
                        continue
                    group, frontier = [start], [start]
                    seen.add(start)
                    while frontier:
                        pos = frontier.pop()
                        for e in DELTA:
                            n = pos + e
                            code = board.get(n)
                            if code is None:
                                continue
                            if code >= SHIP_CODES or n in anchored:
                                anchored.update(group)  # every ship found so far is connected to it
                                frontier = group = []
                                break
                            if n not in seen:
                                seen.add(n)
                                group.append(n)
                                frontier.append(n)
                    adrift.extend(group)  # a group without a planet is searched to its end
            for pos in sorted(adrift):
                self._claim(pos, p, events, "cut_off")
            self._gone = []
            return
        anchored: set[int] = set()
        frontier = [pos for pos, code in board.items() if (code >> 3) >= PLANET_BASE]
        seen = set(frontier)
        while frontier:
            pos = frontier.pop()
            for d in DELTA:
                n = pos + d
                if n in board and n not in seen and (board[n] >> 3) < PLANET_BASE:
                    seen.add(n)
                    anchored.add(n)
                    frontier.append(n)
        for pos in sorted(pos for pos, code in board.items() if (code >> 3) < PLANET_BASE and pos not in anchored):
            self._claim(pos, p, events, "cut_off")
        self._cut = False
        self._gone = []

    def _claim(self, pos: int, player: int, events: list[Event], how: str) -> None:
        code = self._take(pos) >> 3
        self.wear.pop(pos, None)
        if code >= PLANET_BASE:
            self.scoring[player].append(code - PLANET_BASE)
            events.append({"type": "claimed", "player": player, "card": PLANET_KEY[code - PLANET_BASE],
                           "hex": _hex(pos), "how": how})
        else:
            self.salvage[player].append(code)
            events.append({"type": "claimed", "player": player, "card": SHIP_KEY[code], "hex": _hex(pos), "how": how})

    def _end_turn(self, events: list[Event]) -> None:
        p = self.active
        # Step 6, Discard: "removes all spaceships from his salvage yard in excess of 2" (which ones does not
        # matter: a salvaged ship is only ever spent, so the oldest are kept).
        excess = self.salvage[p][SALVAGE_KEPT:]
        if excess:
            del self.salvage[p][SALVAGE_KEPT:]
            self.discard.extend(excess)
            events.append({"type": "discarded_salvage", "player": p, "count": len(excess)})
        self.turns += 1
        limit = self.options.get("turn_limit") or 0
        if limit and self.turns >= limit:
            self._finish("turn limit", events)
            return
        self.active = (p + 1) % self.players  # "the player to his left begins his"
        self.round = 1
        self.phase = "deploy"
        events.append({"type": "turn", "player": self.active})

    def _settle(self, events: list[Event]) -> None:
        """Automatic steps: refill an empty hand; a deployment nobody can make is passed; a damage step with
        nothing to spend resolves at once."""
        while not self.over:
            if self.phase == "deploy":
                if not self.hands[self.active]:
                    self._refill(self.active, events)
                self._legal = self._compute_legal()
                if self._legal:
                    return
                self._legal = None
                # No ship of the hand fits anywhere: the deployment step is passed (our reading; the rulebook
                # forbids the placements but never says the player can always make one).
                events.append({"type": "no_deployment", "player": self.active})
                self._begin_damage()
            elif self.phase == "strike" and len(self.salvage[self.active]) < SALVAGE_PER_DAMAGE:
                self._conquer(events)  # nothing to choose in the damage step
            else:
                return

    def _refill(self, p: int, events: list[Event]) -> None:
        # "If at any time during his turn the player has no remaining cards in his hand, he draws 5."
        if self.hands[p]:
            return
        drawn = 0
        while drawn < REFILL:
            if not self.draw:
                if not self.discard:
                    # "there are no longer spaceships in the draw or discard pile, all spaceships left in the
                    # galaxy and each players' salvage yard are placed back into the spaceship discard pile."
                    # In hex order, not the board's insertion order: the state is then a function of what
                    # lies where, so a snapshot (which saves the board sorted) continues exactly (issue 18).
                    for pos in sorted(pos for pos, code in self.board.items() if (code >> 3) < PLANET_BASE):
                        self.discard.append(self.board.pop(pos) >> 3)
                    self._hexes = None  # counted afresh when next needed
                    for yard in self.salvage:
                        self.discard.extend(yard)
                        yard.clear()
                    events.append({"type": "galaxy_recalled"})
                    if not self.discard:
                        break
                self.draw = self.discard
                self.discard = []
                self.rng.shuffle(self.draw)
                events.append({"type": "reshuffled"})
            self.hands[p].append(self.draw.pop())
            drawn += 1
        if drawn:
            events.append({"type": "drew", "player": p, "count": drawn})

    def _finish(self, reason: str, events: list[Event]) -> None:
        self.over = True
        self.phase = "over"
        self.pending = {}
        scores = [self.score(s) for s in range(self.players)]
        teams = sorted({self.team(s) for s in range(self.players)})
        team_score = {t: sum(scores[s] for s in range(self.players) if self.team(s) == t) for t in teams}

        def key(t: int) -> tuple[int, int, int]:
            # Tie-break (ours; the rulebook has none): more stars, then more planets.
            seats = [s for s in range(self.players) if self.team(s) == t]
            stars = sum(1 for s in seats for pid in self.scoring[s] if PLANET_KIND[pid] == "star")
            planets = sum(len(self.scoring[s]) for s in seats)
            return (team_score[t], stars, planets)

        best = max(key(t) for t in teams)
        top = [t for t in teams if key(t) == best]
        winners = [s for s in range(self.players) if self.team(s) in top]
        self.outcome = {
            "winners": winners,
            "draw": len(top) > 1,
            "reason": reason,
            "scores": scores,
        }
        if self.options.get("faceoff"):
            self.outcome["team_scores"] = [team_score[t] for t in teams]
        events.append({"type": "game_over", **self.outcome})

    # --- scoring ---------------------------------------------------------------------------------
    def score(self, seat: int) -> int:
        """Points for `seat`: planets 1, stars 2, plus the best use of its quest cards."""
        return _score_cached(tuple(sorted(PLANET_KIND[pid] for pid in self.scoring[seat])), tuple(self.quests[seat]),
                             tuple(self._neighbour_quests(seat)))

    def _neighbour_quests(self, seat: int) -> list[int]:
        # The mimic: "a quest card of a player adjacent to you" (left or right at the table).
        if self.players < 2:
            return []
        out = self.quests[(seat - 1) % self.players] + self.quests[(seat + 1) % self.players]
        return sorted(set(out))

    # --- views and bots --------------------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        damage = self.damage_map()
        board = []
        for pos, code in sorted(self.board.items()):
            card = code >> 3
            entry: dict[str, Any] = {"hex": _hex(pos), "rotation": code & 7, "damage": damage.get(pos, 0)}
            if card >= PLANET_BASE:
                pid = card - PLANET_BASE
                entry.update({"card": PLANET_KEY[pid], "title": PLANET_TITLE[pid], "kind": PLANET_KIND[pid],
                              "resistance": PLANET_RES[pid],
                              "forcefields": [DIRECTIONS[e] for e in range(6) if (PLANET_FF[pid] >> e) & 1],
                              "sustained": self.wear.get(pos, 0)})  # lasting damage from earlier steps
                if self.colour:
                    entry["colour"] = ("blue", "orange")[self.colour[card]]
            else:
                entry.update({"card": SHIP_KEY[card], "title": SHIP_TITLE[card], "kind": "ship", "id": card,
                              "resistance": SHIP_RES[card], "power": SHIP_POWER[card],
                              "damage_dealt": list(SHIP_DMG[card])})
            board.append(entry)
        seats = []
        for s in range(self.players):
            seat: dict[str, Any] = {
                "hand_count": len(self.hands[s]),
                "salvage": len(self.salvage[s]),
                "scoring": [PLANET_KEY[pid] for pid in self.scoring[s]],
                "quest_count": len(self.quests[s]),
            }
            if self.options.get("faceoff"):
                seat["team"] = ("blue", "orange")[self.team(s)]
            if s == player or self.over:
                seat["hand"] = [{"id": c, "card": SHIP_KEY[c], "title": SHIP_TITLE[c]} for c in self.hands[s]]
                seat["quests"] = [{"id": q, "effect": QUEST_EFFECT[q], "title": QUEST_TITLE[q]} for q in self.quests[s]]
            if s == player or self.over:
                seat["score"] = self.score(s)
            seats.append(seat)
        return {
            "game": "spark-of-war",
            "players": self.players,
            "you": player,
            "active": self.active,
            "round": self.round,
            "phase": self.phase,
            "pending": {k: (_hex(v) if k in ("pos", "target") else v) for k, v in self.pending.items()},
            "board": board,
            "seats": seats,
            "draw_count": len(self.draw),
            "discard": list(self.discard),
            "turns": self.turns,
            "damage_rule": self.options.get("damage", "fresh"),
            "over": self.over,
            "result": self.outcome,
        }

    def determinize(self, player: int, rng: GameRng) -> SparkOfWarState:
        """The other hands and the draw pile resampled together; the other quests resampled."""
        c = self._copy(self.rng)  # its RNG is replaced below
        unknown = list(c.draw)
        for s in range(c.players):
            if s != player:
                unknown.extend(c.hands[s])
        rng.shuffle(unknown)
        c.draw = unknown[: len(c.draw)]
        at = len(c.draw)
        for s in range(c.players):
            if s != player:
                n = len(c.hands[s])
                c.hands[s] = unknown[at: at + n]
                at += n
        others = [q for q in range(len(QUESTS)) if q not in c.quests[player]]
        rng.shuffle(others)
        at = 0
        for s in range(c.players):
            if s != player:
                c.quests[s] = others[at: at + QUESTS_EACH]
                at += QUESTS_EACH
        c.rng = GameRng(rng.randint(0, 2**62))
        return c

    def heuristic(self, player: int) -> float:
        if self.over:
            return super().heuristic(player)
        mine = 0.0
        best_other = -1e9
        teams: dict[int, float] = {}
        for s in range(self.players):
            value = self.score(s) + 0.3 * len(self.salvage[s]) // SALVAGE_PER_DAMAGE
            teams[self.team(s)] = teams.get(self.team(s), 0.0) + value
        me = self.team(player)
        mine = teams[me]
        best_other = max((v for t, v in teams.items() if t != me), default=0.0)
        x = (mine - best_other) / 6.0
        return 0.5 + 0.5 * x / (1.0 + abs(x))

    def describe(self, action: Action) -> str:
        kind = action.get("type")
        if kind == "deploy_ship" and isinstance(action.get("card"), int) and 0 <= action["card"] < SHIP_COUNT:
            return f"deploy a {SHIP_TITLE[action['card']]}"
        if kind == "deploy_hex":
            return f"deploy it at ({action.get('q')}, {action.get('r')})"
        if kind in ("deploy_rotation", "set_rotation"):
            return f"face it {DIRECTIONS[action.get('rotation', 0) % 6]}"
        if kind == "destroy_ship":
            return f"destroy the ship at ({action.get('q')}, {action.get('r')})"
        if kind == "rotate_target":
            return f"rotate the card at ({action.get('q')}, {action.get('r')})"
        if kind == "salvage_card" and isinstance(action.get("card"), int) and 0 <= action["card"] < SHIP_COUNT:
            return f"salvage a {SHIP_TITLE[action['card']]} from hand"
        if kind == "salvage_strike":
            return f"spend 2 salvaged ships for 1 damage at ({action.get('q')}, {action.get('r')})"
        if kind == "done":
            return "resolve damage and conquer"
        return super().describe(action)


def quest_points(effect: str, counts: dict[str, int]) -> int:
    """What one quest card adds for a collection of claimed kinds (rulebook, scoring section)."""
    if effect.startswith("per_"):
        kind = effect[4:]
        return counts.get(kind, 0) * (2 if kind == "star" else 1)
    if effect == "diversity":
        kinds = sum(1 for k in KINDS if counts.get(k, 0))
        return min(max(kinds - 2, 0), 4)  # "1/2/3/4 points if you own 3/4/5/6 different kinds of planet/star"
    if effect == "pairs":
        # "For every set of 2 identical planets": planets only (the diversity card says "planet/star" when it
        # means stars too).
        return sum(counts.get(k, 0) // 2 for k in PLANET_ONLY_KINDS)
    if effect == "no_dwarf_no_gaseous":
        return (2 if not counts.get("dwarf") else 0) + (1 if not counts.get("gaseous") else 0)
    if effect == "no_ring_no_lunar":
        return (2 if not counts.get("ring") else 0) + (1 if not counts.get("lunar") else 0)
    return 0


@lru_cache(maxsize=65536)
def _score_cached(kinds: tuple[str, ...], quests: tuple[int, ...], neighbour_quests: tuple[int, ...]) -> int:
    """score_collection remembered: bots score the same collections again and again (the wildcard and
    the mimic make one count try every choice)."""
    return score_collection(list(kinds), list(quests), list(neighbour_quests))


def score_collection(kinds: list[str], quests: list[int], neighbour_quests: list[int]) -> int:
    """Planets 1, stars 2, plus the quests; the wildcard planet and the mimic take their best choice.

    "This quest card is a planet of the type of your choice": it scores 1 like a planet and counts as
    that kind for the other quests (a planet, not a star). "This quest card mimics the effect of a quest
    card of a player adjacent to you": any adjacent player's quest but a mimic. Both are chosen at the
    final count, so the owner's best choice is taken.
    """
    options: list[list[str]] = []
    for q in quests:
        if q == MIMIC:
            options.append([QUEST_EFFECT[n] for n in neighbour_quests if n != MIMIC] or ["none"])
        else:
            options.append([QUEST_EFFECT[q]])
    best = -1
    for effects in product(*options):
        wild = sum(1 for e in effects if e == "wildcard_planet")
        choices = product(PLANET_ONLY_KINDS, repeat=wild) if wild else [()]
        for extra in choices:
            counts: dict[str, int] = {}
            for k in kinds:
                counts[k] = counts.get(k, 0) + 1
            for k in extra:
                counts[k] = counts.get(k, 0) + 1
            total = sum(2 if k == "star" else 1 for k in kinds) + len(extra)
            total += sum(quest_points(e, counts) for e in effects)
            best = max(best, total)
    return best
