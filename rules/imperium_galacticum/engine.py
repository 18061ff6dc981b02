"""Imperium Galacticum's rules engine: map, exploration, events, research, production, ships, combat.

Source: imperium-galacticum.txt (quoted in comments by its section words). The rulebook's map
diagram is lost: the 12 space cards lie in 4 rows of 3 between the two homeworlds, which face each
other across the middle column (a homeworld's "front" is toward the other). Every number on a card
comes from the reconstructed edition in cards.py.

Movement ("Deep Space cards have distance markers on them"): a planet card has its orbit and its
distance markers (one step from the orbit: "To jump from orbit onto one of the distance markers on a
planet requires 1 movement"); a Deep Space card with n markers is a chain of n markers, entered from
its left or lower edge at the first and left by its right or upper edge from the last. Each step from
marker to marker, or between an orbit and its markers, costs 1 movement. Ships only cross face-up cards.

A turn: 1 Exploration, 2 Events (automatic), 3 Research, 4 Production, 5 Action. Choices with several
parts are sequences of single choices ("attack", "join" ..., "done"; the defender's "defend" ...,
"done"), and a choice that belongs to the other player (defenders, which structure goes inactive) is
that player's pending action.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import Action, Event, FixedAction, GameRng, IllegalAction, State
from .cards import DEEP_SPACE, EVENTS, HOMEWORLD_POPULATION, HOMEWORLDS, PLANETS, RESEARCH, SHIPS, STRUCTURES

# --- static data -------------------------------------------------------------------------------
# Space cards 0..29: planets first (title, green, orange, size), then deep space (title, distance).
SPACE: list[dict[str, Any]] = (
    [{"kind": "planet", "title": t, "green": g, "orange": o, "size": s} for t, g, o, s in PLANETS]
    + [{"kind": "deep_space", "title": t, "distance": d} for t, d in DEEP_SPACE]
)
HOME: list[dict[str, Any]] = [
    {"kind": "homeworld", "key": k, "title": t, "species": sp, "green": g, "orange": o, "size": s}
    for k, t, sp, g, o, s in HOMEWORLDS
]
STRUCT: dict[str, dict[str, Any]] = {
    key: {"title": title, "orbital": kind == "orbital_structure", "time": time, "per_player": n, "def": dfc,
          "atk": _atk, "needs_pop": needs, "effect": effect}
    for key, title, kind, time, n, dfc, _atk, needs, effect, _text in STRUCTURES
}
STRUCT_KEYS: tuple[str, ...] = tuple(STRUCT)
# The same figures as flat tables, read in the loops run after every action (issue 19).
STRUCT_EFFECT: dict[str, str] = {key: s["effect"] for key, s in STRUCT.items()}
STRUCT_ORBITAL: dict[str, bool] = {key: s["orbital"] for key, s in STRUCT.items()}
STRUCT_NEEDS_POP: dict[str, bool] = {key: s["needs_pop"] for key, s in STRUCT.items()}
STRUCT_KEYS_BY_ORBITAL: dict[bool, tuple[str, ...]] = {
    orbital: tuple(k for k in STRUCT_KEYS if STRUCT[k]["orbital"] == orbital) for orbital in (False, True)
}
PROJECT: dict[str, dict[str, Any]] = {
    key: {"title": title, "time": time, "prereqs": prereqs, "effect": effect, "vp": vp}
    for key, title, time, prereqs, effect, vp, _text in RESEARCH
}
PROJECT_KEYS: tuple[str, ...] = tuple(PROJECT)
PROJECT_EFFECT: dict[str, str] = {key: p["effect"] for key, p in PROJECT.items()}
VP_PROJECTS: frozenset[str] = frozenset(key for key, p in PROJECT.items() if p["vp"])
PROJECT_PREREQS: tuple[tuple[str, tuple[str, ...]], ...] = tuple((key, p["prereqs"]) for key, p in PROJECT.items())
assert all(PROJECT[key]["vp"] == 1 for key in VP_PROJECTS), "a project is worth one Victory Point at most"
EVENT_KEY: list[str] = []
EVENT_EFFECT: list[str] = []
EVENT_TITLE: list[str] = []
for _key, _title, _n, _effect, _text in EVENTS:
    for _ in range(_n):
        EVENT_KEY.append(_key)
        EVENT_EFFECT.append(_effect)
        EVENT_TITLE.append(_title)


def _dice(text: str | None) -> int | None:
    """'1D6+3' -> 3 (every throw in the table is one die plus a bonus)."""
    return None if text is None else int(text.split("+")[1])


SHIP: dict[str, dict[str, Any]] = {
    key: {"title": title, "atk": _dice(atk), "def": _dice(dfc), "move": move, "time": time}
    for key, title, atk, dfc, move, time, _text in SHIPS
}
SHIP_KEYS: tuple[str, ...] = tuple(SHIP)
IS_PLANET_CARD: tuple[bool, ...] = tuple(card["kind"] == "planet" for card in SPACE)  # by space card id
# (green, orange) population and the size of each planet card by layout code (homeworlds -1 and -2).
POPULATION_VALUES: dict[int, tuple[int, int]] = {
    **{i: (c["green"], c["orange"]) for i, c in enumerate(SPACE) if c["kind"] == "planet"},
    **{-i - 1: (h["green"], h["orange"]) for i, h in enumerate(HOME)},
}
PLANET_SIZE: dict[int, int] = {**{i: c["size"] for i, c in enumerate(SPACE) if c["kind"] == "planet"},
                               **{-i - 1: h["size"] for i, h in enumerate(HOME)}}


BUILD_TIME: dict[str, int] = {**{k: s["time"] for k, s in SHIP.items()}, **{k: s["time"] for k, s in STRUCT.items()}}
SHIP_ATK: dict[str, int | None] = {k: s["atk"] for k, s in SHIP.items()}

# An action's fields after "player" and "type", by type.
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "homeworld": ("homeworld",), "explore": ("cell",), "research": ("project",), "start": ("planet", "project"),
    "produce": ("planet", "project"), "move": ("unit", "to"), "colonize": ("unit",), "invade": ("unit",),
    "dismantle": ("unit",), "attack": ("unit", "target"), "join": ("unit",), "defend": ("unit",),
    "deactivate": ("unit",), "pass": (), "done": (), "end_turn": (),
}
# Issue 19: each action is built once (read-only, so legal_actions need not copy what apply checks against)
# and listed again and again. Bounded: a long run of games starts the table afresh.
class _Listed(FixedAction):
    """An action this engine lists (built by _act only): read-only, and never carrying a flag."""

    __slots__ = ()


_ACTIONS: dict[tuple[Any, ...], _Listed] = {}
_ACTIONS_KEPT = 100_000


def _act(player: int, kind: str, *values: Any) -> _Listed:
    """The action {"player": player, "type": kind, <its fields>: values...}, built on first use."""
    key = (player, kind, *values)
    found = _ACTIONS.get(key)
    if found is None:
        if len(_ACTIONS) >= _ACTIONS_KEPT:
            _ACTIONS.clear()
        found = _ACTIONS[key] = _Listed(player=player, type=kind, **dict(zip(ACTION_FIELDS[kind], values)))
    return found


def _each(player: int, kind: str, values: Any) -> list[_Listed]:
    """[_act(player, kind, v) for v in values], one call for the list."""
    get = _ACTIONS.get
    return [get((player, kind, v)) or _act(player, kind, v) for v in values]


def _each_at(player: int, kind: str, first: Any, values: Any) -> list[_Listed]:
    """[_act(player, kind, first, v) for v in values], one call for the list."""
    get = _ACTIONS.get
    return [get((player, kind, first, v)) or _act(player, kind, first, v) for v in values]


_STARTS: dict[tuple[Any, ...], tuple[_Listed, ...]] = {}


def _starts(player: int, cell: int, keys: list[str]) -> tuple[_Listed, ...]:
    """_each_at(player, "start", cell, keys) remembered as a whole (a planet offers the same projects again and
    again). Bounded like _ACTIONS."""
    memo_key = (player, cell, *keys)
    found = _STARTS.get(memo_key)
    if found is None:
        if len(_STARTS) >= _ACTIONS_KEPT:
            _STARTS.clear()
        found = _STARTS[memo_key] = tuple(_each_at(player, "start", cell, keys))
    return found


PLATFORM_ATK = {key: _dice(s["atk"]) for key, s in STRUCT.items() if s["atk"]}

ROWS, COLS = 4, 3
MAP_CARDS = 12  # "draw 12 cards from this pile face down"
HOME_CELL = (12, 13)  # seat 0's homeworld below row 1, seat 1's above row 4, both in the middle column
ORBIT_SLOTS = 8  # "Planets have 8 orbit slots for spaceships"
EXPLORE_SUCCESS = 3  # "Turn the space card face up if you throw 1 - 3."
STRUCTURE_SURVIVES = 4  # invasion: "Destroy each Structure for which you threw 1 - 3."
BARRACKS_GARRISON = 2  # ours: an active Barracks counts as 2 more population against Invaders


def cell_position(cell: int) -> tuple[int, int]:
    """(row, column): rows 1-4 hold the 12 cards, row 0 and row 5 the homeworlds."""
    if cell == HOME_CELL[0]:
        return 0, 1
    if cell == HOME_CELL[1]:
        return ROWS + 1, 1
    return 1 + cell // COLS, cell % COLS


_CELL_AT: dict[tuple[int, int], int] = {cell_position(c): c for c in range(MAP_CARDS + 2)}


def _neighbour(cell: int, side: str) -> int | None:
    row, col = cell_position(cell)
    dr, dc = {"left": (0, -1), "right": (0, 1), "up": (1, 0), "down": (-1, 0)}[side]
    return _CELL_AT.get((row + dr, col + dc))


_NEIGHBOUR: dict[tuple[int, str], int | None] = {
    (cell, side): _neighbour(cell, side) for cell in range(MAP_CARDS + 2) for side in ("left", "right", "up", "down")
}


def neighbour(cell: int, side: str) -> int | None:
    """The card next to `cell` on that side (a table: the layout of cells never changes)."""
    return _NEIGHBOUR[(cell, side)]


OPPOSITE = {"left": "right", "right": "left", "up": "down", "down": "up"}
# The cards next to each cell on any side, and on the sides a player explores toward (left, right, front).
ADJACENT: tuple[tuple[int, ...], ...] = tuple(
    tuple(n for side in OPPOSITE if (n := _NEIGHBOUR[(cell, side)]) is not None) for cell in range(MAP_CARDS + 2))
EXPLORE_SIDES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(n for side in ("left", "right", front) if (n := _NEIGHBOUR[(cell, side)]) is not None)
          for cell in range(MAP_CARDS + 2))
    for front in ("up", "down"))  # seat 0's front is up, seat 1's down


class Graph:
    """The movement graph of one layout: nodes are orbits and distance markers.

    Node ids do not depend on the cards: cell c owns nodes 2c and 2c+1 (a planet's orbit and its markers; a
    Deep Space card's first and second marker), so a bot's action means the same place in every sample of
    the face-down cards.
    """

    __slots__ = ("node_cell", "orbit", "adj")

    def __init__(self, layout: list[int]) -> None:
        self.node_cell: list[int] = [n // 2 for n in range(2 * len(layout))]
        self.orbit: dict[int, int] = {}  # cell -> its orbit node (planets and homeworlds)
        sides: dict[tuple[int, str], int] = {}
        edges: list[tuple[int, int]] = []
        for cell, card in enumerate(layout):
            first = 2 * cell
            if card < 0 or SPACE[card]["kind"] == "planet":
                self.orbit[cell] = first
                edges.append((first, first + 1))
                for side in OPPOSITE:
                    sides[(cell, side)] = first + 1
            else:
                n = SPACE[card]["distance"]
                assert 1 <= n <= 2, "a Deep Space card has one or two distance markers"
                if n == 2:
                    edges.append((first, first + 1))
                for side in ("left", "down"):
                    sides[(cell, side)] = first
                for side in ("right", "up"):
                    sides[(cell, side)] = first + n - 1
        for cell in range(len(layout)):
            for side in ("right", "up"):
                other = neighbour(cell, side)
                if other is not None:
                    edges.append((sides[(cell, side)], sides[(other, OPPOSITE[side])]))
        self.adj: list[list[int]] = [[] for _ in self.node_cell]
        for a, b in edges:
            self.adj[a].append(b)
            self.adj[b].append(a)


class ImperiumState(State):
    """One match of Imperium Galacticum. Mutated only through apply()."""

    __slots__ = (
        "options", "rng", "layout", "graph", "face_up", "owner", "pop", "built", "projects", "ships", "structures",
        "next_uid", "hands", "researched", "research", "events", "event_discard", "active", "phase", "pending",
        "counters", "prod_mod", "turn", "over", "outcome", "home", "_legal", "_orbits", "_owners", "_studies", "_calm",
        "_explorable",
    )
    players = 2
    # The shared MCTS bot scores a leaf with the heuristic at once, without random moves first: in this
    # game random moves (dismantling, ending a turn with nothing built) mislead more than they inform
    # (seeded games against greedy, 250 iterations: 6 of 12 won with 2-move rollouts, 11 of 12 without).
    mcts_rollout_depth = 0
    # The shared MCTS bot's default budget per move (rules.bots.MCTSBot; figures in bench/bots.py).
    mcts_iterations = 250

    # --- set-up ----------------------------------------------------------------------------
    @classmethod
    def new(cls, seed: int, options: Mapping[str, Any]) -> ImperiumState:
        self = cls.__new__(cls)
        self.options = dict(options)
        self.rng = GameRng(seed)
        # "The 30 Space cards are shuffled. Then, draw 12 cards from this pile face down".
        pile = list(range(len(SPACE)))
        self.rng.shuffle(pile)
        # -1/-2: the homeworld cards HOME[0] (Humans) and HOME[1] (Atrayids), seat 0's first until it picks.
        self.layout = pile[:MAP_CARDS] + [-1, -2]
        self.graph = Graph(self.layout)
        self.face_up = [False] * MAP_CARDS + [True, True]  # "Homeworlds are placed face-up"
        self.owner = [-1] * MAP_CARDS + [0, 1]
        self.pop = [0] * MAP_CARDS + [HOMEWORLD_POPULATION, HOMEWORLD_POPULATION]
        self.built = [[] for _ in self.layout]  # per cell: structure uids, oldest first
        self.projects = [[] for _ in self.layout]  # per cell: [key, counters]
        self.ships = {}  # uid -> [owner, type, node, moves_left, spent (attacked / invaded)]
        self._orbits = None  # node -> ships there, rebuilt when a ship is built, moves or leaves
        self.structures = {}  # uid -> [owner, key, cell, active, attacked]
        self.next_uid = 1
        # "Each player gets a set of Research Projects as well as a set of Orbital and Planetary Structures."
        self.hands = [{k: s["per_player"] for k, s in STRUCT.items()} for _ in range(2)]
        self.researched = [[], []]
        self.research = [None, None]  # [project, counters]
        self.events = list(range(len(EVENT_KEY)))
        self.rng.shuffle(self.events)
        self.event_discard = []
        self.home = list(HOME_CELL)
        self.active = 0
        self.pending = {}
        self.counters = {}
        self.prod_mod = {}
        self.turn = 1
        self.over = False
        self.outcome = None
        self._legal = None
        self._owners = self._calm = None
        self._studies = [None, None]
        self._explorable = {}
        # "Each player picks a homeworld. You can choose between Humans and Atrayids." Ruling: the set holds
        # one homeworld card of each species, so the first player picks and the second takes the other.
        self.phase = "homeworld"
        return self

    # --- serialisation and copying ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "options": dict(self.options),
            "rng": self.rng.to_json(),
            "layout": list(self.layout),
            "face_up": list(self.face_up),
            "owner": list(self.owner),
            "pop": list(self.pop),
            "built": [list(b) for b in self.built],
            "projects": [[list(p) for p in ps] for ps in self.projects],
            "ships": [[uid, *s] for uid, s in sorted(self.ships.items())],
            "structures": [[uid, *s] for uid, s in sorted(self.structures.items())],
            "next_uid": self.next_uid,
            "hands": [dict(h) for h in self.hands],
            "researched": [list(r) for r in self.researched],
            "research": [list(r) if r else None for r in self.research],
            "events": list(self.events),
            "event_discard": list(self.event_discard),
            "home": list(self.home),
            "active": self.active,
            "phase": self.phase,
            "pending": _json_pending(self.pending),
            "counters": [[c, n] for c, n in sorted(self.counters.items())],
            "prod_mod": [[c, n] for c, n in sorted(self.prod_mod.items())],
            "turn": self.turn,
            "over": self.over,
            "outcome": self.outcome,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ImperiumState:
        self = cls.__new__(cls)
        self.options = dict(data["options"])
        self.rng = GameRng.from_json(data["rng"])
        self.layout = list(data["layout"])
        self.graph = Graph(self.layout)
        self.face_up = list(data["face_up"])
        self.owner = list(data["owner"])
        self.pop = list(data["pop"])
        self.built = [list(b) for b in data["built"]]
        self.projects = [[list(p) for p in ps] for ps in data["projects"]]
        self.ships = {s[0]: list(s[1:]) for s in data["ships"]}
        self._orbits = None
        self.structures = {s[0]: list(s[1:]) for s in data["structures"]}
        self.next_uid = data["next_uid"]
        self.hands = [dict(h) for h in data["hands"]]
        self.researched = [list(r) for r in data["researched"]]
        self.research = [list(r) if r else None for r in data["research"]]
        self.events = list(data["events"])
        self.event_discard = list(data["event_discard"])
        self.home = list(data["home"])
        self.active = data["active"]
        self.phase = data["phase"]
        self.pending = _pending_from_json(data["pending"])
        self.counters = {c: n for c, n in data["counters"]}
        self.prod_mod = {c: n for c, n in data["prod_mod"]}
        self.turn = data["turn"]
        self.over = data["over"]
        self.outcome = data["outcome"]
        self._legal = None
        self._owners = self._calm = None
        self._studies = [None, None]
        self._explorable = {}
        return self

    def clone(self) -> ImperiumState:
        return self._copy(self.rng.copy())

    def _copy(self, rng: GameRng) -> ImperiumState:
        """A clone with the given RNG (determinize gives it a new one: copying this one would be wasted)."""
        c = ImperiumState.__new__(ImperiumState)
        c.options = self.options
        c.rng = rng
        c.layout = self.layout  # never mutated after set-up (determinize replaces it)
        c.graph = self.graph
        c.face_up = list(self.face_up)
        c.owner = list(self.owner)
        c.pop = list(self.pop)
        c.built = [list(b) for b in self.built]
        c.projects = [[list(p) for p in ps] for ps in self.projects]
        c.ships = {k: list(v) for k, v in self.ships.items()}
        c._orbits = self._orbits  # shared until either changes a ship (each then drops it)
        c.structures = {k: list(v) for k, v in self.structures.items()}
        c.next_uid = self.next_uid
        c.hands = [dict(h) for h in self.hands]
        c.researched = [list(r) for r in self.researched]
        c.research = [list(r) if r else None for r in self.research]
        c.events = list(self.events)
        c.event_discard = list(self.event_discard)
        c.home = self.home
        c.active = self.active
        c.phase = self.phase
        c.pending = {k: (list(v) if isinstance(v, list) else v) for k, v in self.pending.items()}
        c.counters = dict(self.counters)
        c.prod_mod = dict(self.prod_mod)
        c.turn = self.turn
        c.over = self.over
        c.outcome = self.outcome
        c._legal = None
        c._owners = self._owners  # memos checked against the state before use (see _planets, _study)
        c._studies = list(self._studies)
        c._calm = self._calm
        c._explorable = dict(self._explorable)
        return c

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ImperiumState) and self.to_json() == other.to_json()

    # --- derived figures -------------------------------------------------------------------------
    def is_planet(self, cell: int) -> bool:
        card = self.layout[cell]
        return card < 0 or IS_PLANET_CARD[card]

    def card(self, cell: int) -> dict[str, Any]:
        card = self.layout[cell]
        return HOME[-card - 1] if card < 0 else SPACE[card]

    def bonus(self, player: int, effect: str) -> int:
        if not self.researched[player]:
            return 0
        return self._study(player)[1].get(effect, 0)

    # Memos of figures that rarely change, each kept with a copy of what it was counted from and used only while
    # the state still holds the same (issue 19: these were counted afresh several times per action).
    def _study(self, player: int) -> tuple[list[str], dict[str, int], int, tuple[str, ...], int]:
        """(the research counted, how many of its projects have each effect, its Victory Points, the projects
        open to research next, the population each planet sustains more for it)."""
        researched = self.researched[player]
        memo = self._studies[player]
        if memo is None or memo[0] != researched:
            counts: dict[str, int] = {}
            for key in researched:
                counts[PROJECT_EFFECT[key]] = counts.get(PROJECT_EFFECT[key], 0) + 1
            done = set(researched)
            options = tuple(k for k, prereqs in PROJECT_PREREQS if k not in done and done.issuperset(prereqs))
            more = counts.get("population_1", 0) + ("genetic-engineering" in researched)
            memo = self._studies[player] = (list(researched), counts, len(VP_PROJECTS.intersection(researched)),
                                            options, more)
        return memo

    def _count(self, cell: int, effect: str, active: bool = False) -> int:
        """len(structures_at(cell, effect=effect[, active=True])) without the list."""
        structures = self.structures
        n = 0
        for uid in self.built[cell]:
            s = structures[uid]
            if STRUCT_EFFECT[s[1]] == effect and (s[3] or not active):
                n += 1
        return n

    def structures_at(self, cell: int, *, orbital: bool | None = None, effect: str | None = None,
                      active: bool | None = None) -> list[int]:
        out = []
        for uid in self.built[cell]:
            s = self.structures[uid]
            info = STRUCT[s[1]]
            if orbital is not None and info["orbital"] != orbital:
                continue
            if effect is not None and info["effect"] != effect:
                continue
            if active is not None and bool(s[3]) != active:
                continue
            out.append(uid)
        return out

    def capacity(self, cell: int) -> int:
        """Population the planet can sustain now (rulebook, "The population indicator ...")."""
        green, orange = POPULATION_VALUES[self.layout[cell]]
        cap = green
        built = self.built[cell]
        if built:
            agro = habitat = 0
            structures = self.structures
            for uid in built:
                effect = STRUCT_EFFECT[structures[uid][1]]
                if effect == "agriculture":
                    agro += 1
                elif effect == "habitat":
                    habitat += 1
            cap += min(agro, orange - green) + habitat
        owner = self.owner[cell]
        if owner >= 0 and self.researched[owner]:
            cap += self._study(owner)[4]  # Hydroponics ("population_1") and Genetic Engineering: 1 each
        return cap

    def production(self, cell: int) -> int:
        """Production rate: 1, +1 per active Industrial Complex (+ Automation on the homeworld), + events."""
        rate = 1 + self._count(cell, "production", active=True)
        owner = self.owner[cell]
        if owner >= 0 and cell == self.home[owner]:
            rate += self.bonus(owner, "production_home")
        return max(0, rate + self.prod_mod.get(cell, 0))

    def research_rate(self, player: int) -> int:
        """"Your initial research rate is 1. Research Campuses increase your research rate by 1 each.\""""
        return 1 + sum(self._count(c, "research", active=True) for c in self._planets(player) if self.built[c])

    def planets_of(self, player: int) -> list[int]:
        return list(self._planets(player))

    def _planets(self, player: int) -> tuple[int, ...]:
        """planets_of(player) as a tuple, for the engine's own loops."""
        owner = self.owner
        if player != 0 and player != 1:
            return tuple(c for c, o in enumerate(owner) if o == player)
        return self._owned()[1 + player]

    def _owned(self) -> tuple[list[int], tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """(the owners counted, seat 0's planets, seat 1's planets, every owned planet), in cell order."""
        owner = self.owner
        memo = self._owners
        if memo is None or memo[0] != owner:
            memo = self._owners = (list(owner), tuple(c for c, o in enumerate(owner) if o == 0),
                                   tuple(c for c, o in enumerate(owner) if o == 1),
                                   tuple(c for c, o in enumerate(owner) if o >= 0))
        return memo

    def population_total(self, player: int) -> int:
        return sum(self.pop[c] for c in self.planets_of(player))

    def victory_points(self, player: int) -> int:
        """Planets, research projects worth a point, and the population counter."""
        vp = len(self.planets_of(player))
        vp += sum(PROJECT[k]["vp"] for k in self.researched[player])
        if self.population_total(player) > self.population_total(1 - player):
            vp += 1  # "The Player with the highest total population ... gets a Population Counter."
        return vp

    def controlled(self, player: int) -> set[int]:
        """Cards a player controls for exploration: "Besides your homeworld, you only control Planets you have
        already colonized and Deep-Space next to Planets and Deep-Space you already control.\""""
        own = set(self.planets_of(player))
        frontier = list(own)
        face_up, layout = self.face_up, self.layout
        while frontier:
            cell = frontier.pop()
            for n in ADJACENT[cell]:
                if n not in own and face_up[n] and not (layout[n] < 0 or IS_PLANET_CARD[layout[n]]):
                    own.add(n)
                    frontier.append(n)
        return own

    def explore_targets(self, player: int) -> list[int]:
        # "Choose a face down space card to the left, to the right or in front of a face-up space card you
        # control": in front is toward the other homeworld.
        owner, face_up, layout = self.owner, self.face_up, self.layout
        memo = self._explorable.get(player)  # (owners, faces, layout, targets) they were counted from
        if memo is not None and memo[0] == owner and memo[1] == face_up and memo[2] == layout:
            return list(memo[3])
        sides = EXPLORE_SIDES[0 if player == 0 else 1]
        out = set()
        for cell in self.controlled(player):
            for n in sides[cell]:
                if not face_up[n]:
                    out.add(n)
        targets = sorted(out)
        self._explorable[player] = (list(owner), list(face_up), list(layout), tuple(targets))
        return targets

    def orbit_ships(self, cell: int) -> list[int]:
        return list(self._in_orbit(cell))

    def _in_orbit(self, cell: int) -> list[int] | tuple[()]:
        """orbit_ships(cell) without the copy: the engine's own list, only read."""
        return self._orbit_map().get(self.graph.orbit.get(cell), ())

    def _orbit_map(self) -> dict[int, list[int]]:
        """Node -> the ships there, oldest first (kept until a ship is built, moves or leaves)."""
        orbits = self._orbits
        if orbits is None:
            orbits = self._orbits = {}
            for uid, s in self.ships.items():
                orbits.setdefault(s[2], []).append(uid)
        return orbits

    def ship_cell(self, uid: int) -> int | None:
        """The planet a ship orbits, or None on a distance marker."""
        s = self.ships[uid]
        cell = self.graph.node_cell[s[2]]
        return cell if self.graph.orbit.get(cell) == s[2] else None

    # --- the contract ----------------------------------------------------------------------------
    def current_players(self) -> list[int]:
        if self.over:
            return []
        return [self.pending.get("chooser", self.active)]

    def is_over(self) -> bool:
        return self.over

    def result(self) -> dict[str, Any] | None:
        return self.outcome

    def legal_actions(self, player: int) -> list[Action]:
        if self.over or player != self.pending.get("chooser", self.active):  # current_players()[0]
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)  # the actions are read-only (FixedAction): apply checks against the same

    def _compute_legal(self) -> list[Action]:
        p = self.active
        phase = self.phase
        if phase == "deactivate":
            chooser = self.pending["chooser"]
            return [_act(chooser, "deactivate", uid) for uid in self.structures_at(self.pending["cell"], active=True)
                    if STRUCT_NEEDS_POP[self.structures[uid][1]]]
        if phase == "homeworld":
            return [_act(p, "homeworld", h["key"]) for h in HOME]
        if phase == "explore":
            return _each(p, "explore", self.explore_targets(p)) + [_act(p, "pass")]
        if phase == "research":
            # "If you want to research a project": research is a choice, so a player may start none this turn.
            return _each(p, "research", self.research_options(p)) + [_act(p, "pass")]
        if phase == "production":
            return self._production_actions(p)
        if phase == "action":
            return self._action_actions(p)
        if phase == "attack":
            target = self.pending["target"]
            actions = [_act(p, "join", u) for u in self._attackers(p, self.pending["cell"])
                       if u not in self.pending["units"]]
            return actions + [_act(p, "done")] if target is not None else actions
        if phase == "defend":
            d = self.pending["chooser"]
            return [_act(d, "defend", u) for u in self.orbit_ships(self.pending["cell"])
                    if self.ships[u][0] == d and u not in self.pending["defenders"]] + [_act(d, "done")]
        return []

    def research_options(self, player: int) -> list[str]:
        """Projects whose preliminary stages are all researched ("you must have already finished researching all
        preliminary stages of the chosen project")."""
        return list(self._study(player)[3])

    def _production_actions(self, p: int) -> list[Action]:
        actions: list[Action] = []
        for cell in self._planets(p):
            projects = self.projects[cell]
            # "If a planet has no current building project, you may start new ones": while none of its projects
            # has a counter yet.
            for _k, n in projects:
                if n:
                    break
            else:
                actions += _starts(p, cell, self.startable(cell))
            if self.counters.get(cell, 0) > 0:
                open_ = [i for i, (k, n) in enumerate(projects) if n < BUILD_TIME[k]]
                if len(open_) > 1:  # with one open project the counters simply go to it
                    actions += _each_at(p, "produce", cell, open_)
        actions.append(_act(p, "done"))
        return actions

    def build_time(self, key: str) -> int:
        return BUILD_TIME[key]

    def startable(self, cell: int) -> list[str]:
        p = self.owner[cell]
        size = PLANET_SIZE[self.layout[cell]]
        planetary = orbital = yards = ship_projects = 0
        structures = self.structures
        for uid in self.built[cell]:
            key = structures[uid][1]
            if STRUCT_ORBITAL[key]:
                orbital += 1
            else:
                planetary += 1
            if STRUCT_EFFECT[key] == "shipyard":
                yards += 1
        for key, _n in self.projects[cell]:
            if key in STRUCT:
                if STRUCT_ORBITAL[key]:
                    orbital += 1
                else:
                    planetary += 1
            if key in SHIP:
                ship_projects += 1
        hand = self.hands[p]
        out = []
        # "A Planet of size X may have X planetary and X orbital structures."
        if planetary < size:
            out += [k for k in STRUCT_KEYS_BY_ORBITAL[False] if hand[k] > 0]
        if orbital < size:
            out += [k for k in STRUCT_KEYS_BY_ORBITAL[True] if hand[k] > 0]
        if yards > ship_projects and len(self._in_orbit(cell)) + ship_projects < ORBIT_SLOTS:
            out += SHIP_KEYS  # "Ships are built in the Orbital Shipyard", one at a time (ours)
        return out

    def _attackers(self, p: int, cell: int, here: Any = None) -> list[int]:
        """Units of p able to attack at a planet this turn: Cruisers and Destroyers in its orbit (`here`, if the
        caller has them), platforms on it."""
        ships = self.ships
        out = [u for u in (self._in_orbit(cell) if here is None else here)
               if ships[u][0] == p and SHIP_ATK[ships[u][1]] is not None and not ships[u][4]]
        built = self.built[cell]
        if built:
            structures = self.structures
            out += [u for u in built if structures[u][0] == p and structures[u][1] in PLATFORM_ATK
                    and structures[u][3] and not structures[u][4]]
        out.sort()
        return out

    def _action_actions(self, p: int) -> list[Action]:
        actions: list[Action] = []
        graph = self.graph
        orbit_of = graph.orbit
        face_up = self.face_up
        for uid, (owner, kind, node, moves, spent) in sorted(self.ships.items()):
            if owner != p:
                continue
            # "After having attacked, a ship may not move any further, even if it has Movement Points left."
            if moves > 0 and not spent:
                for n in graph.adj[node]:
                    cell = graph.node_cell[n]
                    if not face_up[cell]:
                        continue
                    if orbit_of.get(cell) == n and len(self._in_orbit(cell)) >= ORBIT_SLOTS:
                        continue
                    actions.append(_act(p, "move", uid, n))
            cell = graph.node_cell[node]
            if orbit_of.get(cell) == node:  # ship_cell(uid): in orbit round a planet
                if kind == "colony-ship" and self.owner[cell] < 0:
                    actions.append(_act(p, "colonize", uid))
                if kind == "invader" and self.owner[cell] == 1 - p and not spent:
                    actions.append(_act(p, "invade", uid))
            actions.append(_act(p, "dismantle", uid))
        layout = self.layout
        orbits = self._orbit_map() if self.ships else {}
        for cell, built in enumerate(self.built):
            here = orbits.get(orbit_of.get(cell), ()) if orbits else ()
            if not built and not here:
                continue  # nothing to attack with, nothing to dismantle
            if not face_up[cell] or not (layout[cell] < 0 or IS_PLANET_CARD[layout[cell]]):
                continue
            if here:
                units = self._attackers(p, cell, here)
                targets = [u for u in here if self.ships[u][0] != p]
                targets += [u for u in built if self.structures[u][0] != p and STRUCT_ORBITAL[self.structures[u][1]]]
            else:  # no ship in orbit: p's platforms (as _attackers) and the other's orbital structures, one pass
                units, targets = [], []
                for u in built:
                    st = self.structures[u]
                    if st[0] == p:
                        if st[1] in PLATFORM_ATK and st[3] and not st[4]:
                            units.append(u)
                    elif STRUCT_ORBITAL[st[1]]:
                        targets.append(u)
                units.sort()
            if units and targets:
                targets.sort()
                for u in units:
                    for t in targets:
                        actions.append(_act(p, "attack", u, t))
            if self.owner[cell] == p:
                actions += _each(p, "dismantle", built)
        actions.append(_act(p, "end_turn"))
        return actions

    # --- apply -----------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction("the game is over", action)
        cls = type(action)
        plain = cls is _Listed or cls is dict or cls is FixedAction
        if (not plain and not isinstance(action, Mapping)) or (
                action.get("player") != self.pending.get("chooser", self.active)):  # current_players()[0]
            raise IllegalAction("not this player's turn", action)
        if cls is not _Listed:  # a listed action carries no flag
            for v in action.values():
                if v is True or v is False:  # True == 1 in Python: no action takes a flag
                    raise IllegalAction("not a legal action now", action)
        if self._legal is None:
            self._legal = self._compute_legal()
        if (action if plain else dict(action)) not in self._legal:
            raise IllegalAction(f"not a legal action now: {self.describe(action)}", action)
        self._legal = None
        events: list[Event] = []
        _DO[action["type"]](self, action, events)
        self._check_victory(events)
        return events

    # Exploration ---------------------------------------------------------------------------------
    def _enter_explore(self, events: list[Event]) -> None:
        self.phase = "explore"
        if not self.explore_targets(self.active):
            self._events_phase(events)

    def _do_explore(self, action: Action, events: list[Event]) -> None:
        cell = action["cell"]
        roll = self.rng.roll()
        found = roll <= EXPLORE_SUCCESS
        if found:
            self.face_up[cell] = True
        events.append({"type": "explored", "player": self.active, "cell": cell, "roll": roll, "found": found,
                       **({"card": self.card(cell)["title"]} if found else {})})
        self._events_phase(events)

    def _do_homeworld(self, action: Action, events: list[Event]) -> None:
        first = next(i for i, h in enumerate(HOME) if h["key"] == action["homeworld"])
        layout = list(self.layout)
        layout[HOME_CELL[0]], layout[HOME_CELL[1]] = -first - 1, -(1 - first) - 1
        self.layout = layout  # the graph does not change: both homeworlds are planets
        events.append({"type": "homeworld", "player": self.active, "homeworld": action["homeworld"]})
        self._enter_explore(events)

    def _do_pass(self, action: Action, events: list[Event]) -> None:
        if self.phase == "research":
            self._research_progress(events)  # no project this turn
        else:
            self._events_phase(events)

    # Events and population -----------------------------------------------------------------------
    def _events_phase(self, events: list[Event]) -> None:
        p = self.active
        self.phase = "events"
        # "For each planet you control, reveal a card from the Event-Pile and apply its effect to the planet."
        for cell in self._planets(p):
            if not self.events:
                self.events, self.event_discard = self.event_discard, []
                self.rng.shuffle(self.events)
            card = self.events.pop()
            self.event_discard.append(card)
            self._event(card, cell, events)
        # "Then put a population counter on each planet that can sustain more population than it already has."
        for cell in self._planets(p):
            if self.pop[cell] < self.capacity(cell):
                self.pop[cell] += 1
            self._reactivate(cell)
        self._after_population(lambda: self._research_phase(events), events)

    def _event(self, card: int, cell: int, events: list[Event]) -> None:
        effect = EVENT_EFFECT[card]
        info: dict[str, Any] = {"type": "event", "player": self.active, "cell": cell, "event": EVENT_KEY[card]}
        if effect == "population_up" and self.pop[cell] < self.capacity(cell):
            self.pop[cell] += 1
        elif effect == "population_down":
            self.pop[cell] = max(1, self.pop[cell] - 1)
        elif effect == "production_up":
            self.prod_mod[cell] = self.prod_mod.get(cell, 0) + 1
        elif effect == "production_down":
            self.prod_mod[cell] = self.prod_mod.get(cell, 0) - 1
        elif effect == "research_up":
            current = self.research[self.active]
            if current:
                current[1] = min(current[1] + 1, PROJECT[current[0]]["time"])
        elif effect == "meteor":
            roll = info["roll"] = self.rng.roll()
            planetary = self.structures_at(cell, orbital=False)
            if roll <= 2 and planetary:
                self._destroy_structure(planetary[-1], events)
        elif effect == "flare":
            roll = info["roll"] = self.rng.roll()
            mine = [u for u in self.orbit_ships(cell) if self.ships[u][0] == self.active]
            if roll == 1 and mine:
                del self.ships[min(mine)]
                self._orbits = None
                info["destroyed"] = min(mine)
        events.append(info)

    def _reactivate(self, cell: int) -> None:
        """Population above what the active structures use wakes inactive ones, oldest first (ours: the rulebook
        only says how they go inactive)."""
        if not self.built[cell]:
            return
        needing = [u for u in self.built[cell] if STRUCT_NEEDS_POP[self.structures[u][1]]]
        active = sum(1 for u in needing if self.structures[u][3])
        for u in needing:
            if active >= self.pop[cell]:
                break
            if not self.structures[u][3]:
                self.structures[u][3] = True
                active += 1

    def _after_population(self, then: Any, events: list[Event]) -> None:
        """If a planet cannot operate all its structures, its owner chooses one to go inactive (pending choice)."""
        pop, structures, owners = self.pop, self.structures, self.owner
        for cell in self._owned()[3]:
            owner = owners[cell]
            capacity = self.capacity(cell)
            if pop[cell] > capacity:
                pop[cell] = capacity  # ours: population beyond what a planet sustains dies
            active = 0
            for u in self.built[cell]:
                s = structures[u]
                if s[3] and STRUCT_NEEDS_POP[s[1]]:
                    active += 1
            if active > pop[cell]:
                self.pending = {"chooser": owner, "cell": cell, "resume": self.phase}
                self.phase = "deactivate"
                return
        then()

    def _do_deactivate(self, action: Action, events: list[Event]) -> None:
        self.structures[action["unit"]][3] = False
        events.append({"type": "inactive", "player": action["player"], "unit": action["unit"]})
        resume = self.pending["resume"]
        self.pending = {}
        self.phase = resume
        if resume == "events":
            self._after_population(lambda: self._research_phase(events), events)
        else:
            self._after_population(lambda: None, events)

    # Research --------------------------------------------------------------------------------------
    def _research_phase(self, events: list[Event]) -> None:
        p = self.active
        if self.research[p] is None and self.research_options(p):
            self.phase = "research"  # "If you have no current research project, choose one"
            return
        self._research_progress(events)

    def _do_research(self, action: Action, events: list[Event]) -> None:
        self.research[self.active] = [action["project"], 0]
        events.append({"type": "research_started", "player": self.active})
        self._research_progress(events)

    def _research_progress(self, events: list[Event]) -> None:
        p = self.active
        current = self.research[p]
        if current is not None:
            time = PROJECT[current[0]]["time"]
            current[1] = min(time, current[1] + self.research_rate(p))
            if current[1] >= time:
                # "If the number of Research Counters on a Project equals the research time ... it takes effect."
                self.researched[p].append(current[0])
                self.research[p] = None
                events.append({"type": "researched", "player": p, "project": current[0]})
        self._production_phase(events)

    # Production ------------------------------------------------------------------------------------
    def _production_phase(self, events: list[Event]) -> None:
        self.phase = "production"
        self.counters = {cell: self.production(cell) for cell in self._planets(self.active)}

    def _do_start(self, action: Action, events: list[Event]) -> None:
        key, cell = action["project"], action["planet"]
        if key in STRUCT:
            self.hands[self.active][key] -= 1
        self.projects[cell].append([key, 0])
        # "Unfinished building projects are placed face down under the planet": the event says only whether
        # it is a ship (its counters go on the shipyard for all to see), never which one.
        events.append({"type": "project_started", "player": self.active, "planet": cell, "ship": key in SHIP})

    def _do_produce(self, action: Action, events: list[Event]) -> None:
        cell = action["planet"]
        self.projects[cell][action["project"]][1] += 1
        self.counters[cell] -= 1

    def _do_done(self, action: Action, events: list[Event]) -> None:
        if self.phase == "production":
            self._finish_production(events)
        elif self.phase == "attack":
            self._ask_defenders(events)
        elif self.phase == "defend":
            self._resolve_attack(events)

    def _finish_production(self, events: list[Event]) -> None:
        p = self.active
        for cell, left in self.counters.items():
            # Counters not placed go to the oldest projects that can take them (ours: nobody wastes them).
            for project in self.projects[cell]:
                room = BUILD_TIME[project[0]] - project[1]
                give = room if room < left else left  # min(room, left)
                project[1] += give
                left -= give
            keep = []
            for key, n in self.projects[cell]:
                if n < BUILD_TIME[key]:
                    keep.append([key, n])
                elif key in SHIP:
                    if len(self.orbit_ships(cell)) >= ORBIT_SLOTS:
                        keep.append([key, n])  # waits on the shipyard for a free orbit slot
                        continue
                    # "When building a ship is finished it is placed in the orbit ... It may perform actions the
                    # very turn it is finished."
                    uid = self._new_uid()
                    self.ships[uid] = [p, key, self.graph.orbit[cell], self.movement(p), False]
                    self._orbits = None
                    events.append({"type": "ship_built", "player": p, "planet": cell, "ship": key, "unit": uid})
                else:
                    uid = self._new_uid()
                    needs = STRUCT_NEEDS_POP[key]
                    # "If you build a structure and have no population left to operate it ... the newly built
                    # structure is inactive."
                    in_use = sum(1 for u in self.built[cell]
                                 if STRUCT_NEEDS_POP[self.structures[u][1]] and self.structures[u][3])
                    active = not needs or in_use < self.pop[cell]
                    self.structures[uid] = [p, key, cell, active, False]
                    self.built[cell].append(uid)
                    events.append({"type": "structure_built", "player": p, "planet": cell, "structure": key,
                                   "unit": uid, "active": active})
            self.projects[cell] = keep
        self.counters = {}
        self.phase = "action"

    def movement(self, player: int) -> int:
        return 1 + self.bonus(player, "movement_1")

    def _new_uid(self) -> int:
        uid = self.next_uid
        self.next_uid += 1
        return uid

    # Actions ----------------------------------------------------------------------------------------
    def _do_move(self, action: Action, events: list[Event]) -> None:
        ship = self.ships[action["unit"]]
        ship[2] = action["to"]
        self._orbits = None
        ship[3] -= 1

    def _do_colonize(self, action: Action, events: list[Event]) -> None:
        uid = action["unit"]
        cell = self.ship_cell(uid)
        del self.ships[uid]  # "remove the Colony Ship from the game and consider the planet colonized"
        self._orbits = None
        self.owner[cell] = self.active
        self.pop[cell] = 1  # "Each newly colonized or conquered planet has an initial population of 1."
        events.append({"type": "colonized", "player": self.active, "cell": cell})

    def _do_invade(self, action: Action, events: list[Event]) -> None:
        uid = action["unit"]
        cell = self.ship_cell(uid)
        p = self.active
        roll = self.rng.roll()
        defence = self.pop[cell] + BARRACKS_GARRISON * len(self.structures_at(cell, effect="garrison", active=True))
        info: dict[str, Any] = {"type": "invasion", "player": p, "cell": cell, "roll": roll, "defence": defence}
        # "throw a die. Add 1 to the outcome. If the outcome is lower than the population ... the Invader is
        # destroyed. If the values are the same, nothing happens."
        if roll + 1 < defence:
            del self.ships[uid]
            self._orbits = None
            info["outcome"] = "repelled"
        elif roll + 1 == defence:
            self.ships[uid][4] = True
            info["outcome"] = "stalemate"
        else:
            del self.ships[uid]
            self._orbits = None
            info["outcome"] = "conquered"
            loser = self.owner[cell]
            self.owner[cell] = p
            self.pop[cell] = 1  # "After an invasion, the population of the invaded planet is 1."
            survivors = []
            for u in list(self.built[cell]):
                # "throw a die for each Planetary Structure on the Planet. Destroy each Structure for which you
                # threw 1 - 3. Surviving Structures now belong to you." Ruling: no die for Orbital Structures
                # (the rule names the planetary ones only); they are not destroyed, so they survive and pass to
                # the conqueror with the planet (only ships and attacks destroy them: "They may be attacked
                # and destroyed by enemy ships").
                if STRUCT[self.structures[u][1]]["orbital"] or self.rng.roll() >= STRUCTURE_SURVIVES:
                    self.structures[u][0] = p
                    survivors.append(u)
                else:
                    self._destroy_structure(u, events)
            info["survivors"] = survivors
            # Unfinished projects were the loser's cards under the planet: back to the loser's set (ours).
            for key, _n in self.projects[cell]:
                if key in STRUCT:
                    self.hands[loser][key] += 1
            self.projects[cell] = []
            for u in survivors:
                self.structures[u][3] = True
        events.append(info)
        self._after_population(lambda: None, events)

    def _destroy_structure(self, uid: int, events: list[Event]) -> None:
        owner, key, cell, _active, _att = self.structures.pop(uid)
        self.built[cell].remove(uid)
        events.append({"type": "structure_destroyed", "owner": owner, "structure": key, "cell": cell})

    def _do_dismantle(self, action: Action, events: list[Event]) -> None:
        uid = action["unit"]
        if uid in self.ships:
            del self.ships[uid]
            self._orbits = None
        else:
            owner, key, cell, _a, _t = self.structures.pop(uid)
            self.built[cell].remove(uid)
            self.hands[owner][key] += 1  # dismantled: the card goes back to its owner's set (ours)
            self._reactivate(cell)
        events.append({"type": "dismantled", "player": self.active, "unit": uid})
        self._after_population(lambda: None, events)

    def _do_attack(self, action: Action, events: list[Event]) -> None:
        target = action["target"]
        cell = self.ship_cell(target) if target in self.ships else self.structures[target][2]
        self.pending = {"cell": cell, "target": target, "units": [action["unit"]], "defenders": []}
        self.phase = "attack"

    def _do_join(self, action: Action, events: list[Event]) -> None:
        # "You may combine the attacks of ships and structures on a single target."
        self.pending["units"].append(action["unit"])

    def _ask_defenders(self, events: list[Event]) -> None:
        target = self.pending["target"]
        defender = 1 - self.active
        # "If you attack an Orbital Structure, an opponent may send one or more of his or her ships in orbit around
        # the same planet as the attacked Structure to defend it."
        if target in self.structures and any(self.ships[u][0] == defender for u in self.orbit_ships(self.pending["cell"])):
            self.pending["chooser"] = defender
            self.phase = "defend"
            return
        self._resolve_attack(events)

    def _do_defend(self, action: Action, events: list[Event]) -> None:
        self.pending["defenders"].append(action["unit"])

    def _resolve_attack(self, events: list[Event]) -> None:
        p = self.active
        pending = self.pending
        target = pending["target"]
        atk_bonus = self.bonus(p, "attack_1")
        total = 0
        rolls = []
        for u in pending["units"]:
            base = SHIP[self.ships[u][1]]["atk"] if u in self.ships else PLATFORM_ATK[self.structures[u][1]]
            roll = self.rng.roll()
            rolls.append(roll)
            total += roll + base + atk_bonus
            if u in self.ships:
                self.ships[u][4] = True
                self.ships[u][3] = 0  # "After having attacked, a ship may not move any further"
            else:
                self.structures[u][4] = True
        info: dict[str, Any] = {"type": "combat", "player": p, "target": target, "attackers": list(pending["units"]),
                                "atk_rolls": rolls, "atk": total}
        enemy = 1 - p
        def_bonus = self.bonus(enemy, "defence_1")
        if pending["defenders"]:
            defence = 0
            for u in pending["defenders"]:
                defence += self.rng.roll() + SHIP[self.ships[u][1]]["def"] + def_bonus
            info["def"] = defence
            # "If your ATK-throw is equal or higher than the opponent's DEF-throw(s), the defending ships are
            # destroyed; your ship has already spent its attack and you can not go on to attack the Structure"
            if total >= defence:
                for u in pending["defenders"]:
                    del self.ships[u]
                    self._orbits = None
                info["destroyed"] = list(pending["defenders"])
            else:
                info["destroyed"] = []
        elif target in self.ships:
            defence = self.rng.roll() + SHIP[self.ships[target][1]]["def"] + def_bonus
            info["def"] = defence
            # "If the ATK total is equal to or higher than the DEF total, the attacked ship is destroyed."
            if total >= defence:
                del self.ships[target]
                self._orbits = None
                info["destroyed"] = [target]
            else:
                info["destroyed"] = []
        else:
            s = self.structures[target]
            defence = STRUCT[s[1]]["def"] + 2 * self.bonus(s[0], "fortify")
            info["def"] = defence
            # "the outcome of your ATK-throw must be equal or higher than the DEF-value indicated on that Structure"
            if total >= defence:
                cell = s[2]
                self._destroy_structure(target, events)
                self._reactivate(cell)
                info["destroyed"] = [target]
            else:
                info["destroyed"] = []
        events.append(info)
        self.pending = {}
        self.phase = "action"
        self._after_population(lambda: None, events)

    def _do_end_turn(self, action: Action, events: list[Event]) -> None:
        p = self.active
        for ship in self.ships.values():
            ship[4] = False
        for s in self.structures.values():
            s[4] = False
        self.prod_mod = {}
        limit = self.options.get("turn_limit") or 0
        if p == 1 and limit and self.turn >= limit:
            self._finish_on_points("turn limit", events)
            return
        if p == 1:
            self.turn += 1
        self.active = 1 - p
        if self.ships:
            movement = self.movement(self.active)
            for ship in self.ships.values():
                if ship[0] == self.active:
                    ship[3] = movement
        events.append({"type": "turn", "player": self.active, "turn": self.turn})
        self._enter_explore(events)

    # Victory ----------------------------------------------------------------------------------------
    def _check_victory(self, events: list[Event]) -> None:
        if self.over:
            return
        # This runs after every action. What it reads (owners, population, research) changes on few of them: as
        # long as those are what a check found no winner in, none is found now.
        owner, pop, researched = self.owner, self.pop, self.researched
        calm = self._calm
        if calm is not None and calm[0] == owner and calm[1] == pop and calm[2] == researched:
            return
        planets = [len(self._planets(0)), len(self._planets(1))]
        for p in (self.active, 1 - self.active):
            if not planets[1 - p]:
                self._finish([p], "conquest", events)  # "or to conquer all enemy planets"
                return
        target = self.options.get("victory_points") or 10
        people: list[int] | None = None
        for p in (self.active, 1 - self.active):
            vp = planets[p] + (self._study(p)[2] if self.researched[p] else 0)
            if vp == target - 1:  # the population counter decides
                if people is None:
                    people = [0, 0]
                    for cell, n in enumerate(self.pop):
                        if owner[cell] >= 0:
                            people[owner[cell]] += n
                vp += people[p] > people[1 - p]
            if vp >= target:
                self._finish([p], "victory points", events)
                return
        self._calm = (list(owner), list(pop), [list(r) for r in researched])

    def _finish_on_points(self, reason: str, events: list[Event]) -> None:
        vp = [self.victory_points(0), self.victory_points(1)]
        winners = [0, 1] if vp[0] == vp[1] else [0 if vp[0] > vp[1] else 1]
        self._finish(winners, reason, events)

    def _finish(self, winners: list[int], reason: str, events: list[Event]) -> None:
        self.over = True
        self.phase = "over"
        self.pending = {}
        self.outcome = {"winners": winners, "draw": len(winners) > 1, "reason": reason,
                        "victory_points": [self.victory_points(0), self.victory_points(1)]}
        events.append({"type": "game_over", **self.outcome})

    # --- views and bots ------------------------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        cells = []
        for cell in range(len(self.layout)):
            row, col = cell_position(cell)
            entry: dict[str, Any] = {"cell": cell, "row": row, "col": col, "face_up": self.face_up[cell]}
            if self.face_up[cell]:
                card = self.card(cell)
                entry.update({"title": card["title"], "kind": card["kind"]})
                if self.is_planet(cell):
                    entry.update({"owner": self.owner[cell], "population": self.pop[cell],
                                  "capacity": self.capacity(cell), "size": card["size"],
                                  "green": card["green"], "orange": card["orange"],
                                  "structures": [{"unit": u, "structure": self.structures[u][1],
                                                  "active": self.structures[u][3]} for u in self.built[cell]],
                                  # Projects lie face down: another seat sees only that one is a ship
                                  # ("building counters are placed on the orbital shipyard"), not which.
                                  "projects": [{"project": k if (self.owner[cell] == player or self.over) else None,
                                                "ship": k in SHIP, "counters": n} for k, n in self.projects[cell]]})
                else:
                    entry["distance"] = card["distance"]
            cells.append(entry)
        seats = []
        for s in range(2):
            seat: dict[str, Any] = {
                "homeworld": self.card(self.home[s])["title"], "species": self.card(self.home[s])["species"],
                "victory_points": self.victory_points(s), "population": self.population_total(s),
                "researched": list(self.researched[s]), "research_rate": self.research_rate(s),
                "research_counters": self.research[s][1] if self.research[s] else None,
            }
            if s == player or self.over:
                seat["research"] = self.research[s][0] if self.research[s] else None
                seat["structures_in_hand"] = dict(self.hands[s])
            seats.append(seat)
        return {
            "game": "imperium-galacticum",
            "you": player,
            "active": self.active,
            "phase": self.phase,
            "turn": self.turn,
            "pending": _json_pending({k: v for k, v in self.pending.items() if k != "resume"}),
            "cells": cells,
            "nodes": [{"node": n, "cell": c, "orbit": self.graph.orbit.get(c) == n, "adjacent": list(self.graph.adj[n])}
                      for n, c in enumerate(self.graph.node_cell) if self.face_up[c]],
            "ships": [{"unit": u, "owner": s[0], "ship": s[1], "node": s[2], "moves": s[3], "spent": s[4]}
                      for u, s in sorted(self.ships.items())],
            "seats": seats,
            "events_left": len(self.events),
            "target": self.options.get("victory_points") or 10,
            "over": self.over,
            "result": self.outcome,
        }

    def determinize(self, player: int, rng: GameRng) -> ImperiumState:
        """Face-down and set-aside space cards, the event pile's order, the other player's research project and
        unfinished structure projects resampled."""
        c = self._copy(self.rng)  # its RNG is replaced below
        hidden_cells = [cell for cell in range(MAP_CARDS) if not c.face_up[cell]]
        shown = {c.layout[cell] for cell in range(MAP_CARDS) if c.face_up[cell]}
        pool = [card for card in range(len(SPACE)) if card not in shown]
        rng.shuffle(pool)
        layout = list(c.layout)
        for cell, card in zip(hidden_cells, pool):
            layout[cell] = card
        c.layout = layout
        c.graph = Graph(layout)  # the graph only differs on face-down cards, where no ship stands
        rng.shuffle(c.events)
        other = 1 - player
        if c.research[other] is not None:
            counters = c.research[other][1]
            options = [k for k in c.research_options(other) if PROJECT[k]["time"] > counters]
            if options:
                c.research[other] = [rng.choice(options), counters]
        # the other's hidden structure projects: resampled from their unbuilt cards
        unbuilt = dict(c.hands[other])
        slots = []
        for cell in c.planets_of(other):
            for i, (key, n) in enumerate(c.projects[cell]):
                if key in STRUCT:
                    unbuilt[key] += 1
                    slots.append((cell, i, n))
        for cell, i, n in slots:
            choices = [k for k, left in unbuilt.items() if left > 0 and STRUCT[k]["time"] > n]
            key = rng.choice(choices) if choices else c.projects[cell][i][0]
            unbuilt[key] -= 1
            c.projects[cell][i][0] = key
        c.hands[other] = unbuilt
        # the other's ship projects: a ship is seen, its type is not (any type not yet finished at n counters)
        for cell in c.planets_of(other):
            for project in c.projects[cell]:
                if project[0] in SHIP:
                    choices = [k for k in SHIP_KEYS if SHIP[k]["time"] >= project[1]]
                    project[0] = rng.choice(choices)
        c.rng = GameRng(rng.randint(0, 2**62))
        return c

    def heuristic(self, player: int) -> float:
        if self.over:
            return super().heuristic(player)
        target = self.options.get("victory_points") or 10

        def strength(p: int) -> float:
            v = float(self.victory_points(p))
            v += 0.15 * self.population_total(p)
            v += 0.1 * sum(1 for st in self.structures.values() if st[0] == p)
            for s in self.ships.values():
                if s[0] == p:
                    v += 0.45 if s[1] in ("colony-ship", "invader") else 0.3
            if self.research[p]:
                v += 0.05 * self.research[p][1]
            v += 0.1 * len(self.researched[p])
            return v

        x = (strength(player) - strength(1 - player)) / max(3.0, target / 2)
        return 0.5 + 0.5 * x / (1.0 + abs(x))

    def describe(self, action: Action) -> str:
        kind = action.get("type")
        if kind == "explore":
            return f"explore card {action.get('cell')}"
        if kind == "research":
            return f"research {PROJECT.get(action.get('project'), {}).get('title', action.get('project'))}"
        if kind == "start":
            key = action.get("project")
            title = (SHIP.get(key) or STRUCT.get(key) or {}).get("title", key)
            return f"start building {title} on planet {action.get('planet')}"
        if kind == "move":
            return f"move ship {action.get('unit')} to {action.get('to')}"
        if kind == "attack":
            return f"attack {action.get('target')} with {action.get('unit')}"
        return super().describe(action)


# apply() runs _do_<type> for an action of that type
_DO: dict[str, Any] = {name[4:]: fn for name, fn in vars(ImperiumState).items() if name.startswith("_do_")}


def _json_pending(pending: Mapping[str, Any]) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in pending.items()}


def _pending_from_json(data: Mapping[str, Any]) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in data.items()}
