"""Spark of War's galaxy geometry and maps: hex positions, directions and the built-in layouts.

Positions are axial hex coordinates (q, r) packed into one int for speed. The rulebook's map
appendix is lost ("Pick a map (see appendix section of this booklet)"), so the three built-in
maps are ours: planets sit on every other hex (two hexes apart) so that ships can be deployed
between them, and each map is point-symmetric about its centre (a planet and the one opposite it
are of the same kind) so no part of the galaxy is richer than another.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ..core import GameRng

WIDTH = 256
OFFSET = 128

# Flat-topped hexes, clockwise from N: N, NE, SE, S, SW, NW as (dq, dr).
AXIAL: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
DELTA: tuple[int, ...] = tuple(dq * WIDTH + dr for dq, dr in AXIAL)


def pack(q: int, r: int) -> int:
    return (q + OFFSET) * WIDTH + (r + OFFSET)


def unpack(pos: int) -> tuple[int, int]:
    return pos // WIDTH - OFFSET, pos % WIDTH - OFFSET


def ring(radius: int) -> list[tuple[int, int]]:
    """The hexes at `radius` from the origin, in order round the ring (index j and j + 3*radius are opposite)."""
    if radius == 0:
        return [(0, 0)]
    q, r = AXIAL[4][0] * radius, AXIAL[4][1] * radius
    out: list[tuple[int, int]] = []
    for side in range(6):
        dq, dr = AXIAL[side]
        for _ in range(radius):
            out.append((q, r))
            q, r = q + dq, r + dr
    return out


def spaced(radius: int) -> list[tuple[int, int]]:
    """Ring `radius` of the spaced lattice: every point two hexes from its neighbours."""
    return [(2 * q, 2 * r) for q, r in ring(radius)]


def _facing_out(q: int, r: int) -> int:
    """The rotation that turns a planet's printed N edge away from the centre."""
    if (q, r) == (0, 0):
        return 0
    best, best_dot = 0, -10**9
    for d, (dq, dr) in enumerate(AXIAL):
        # cube-coordinate dot product with the position vector
        dot = dq * q + dr * r + (-dq - dr) * (-q - r)
        if dot > best_dot:
            best, best_dot = d, dot
    return best


def _symmetric(spec: list[tuple[list[tuple[int, int]], list[str | None]]]) -> list[tuple[int, int, str, int]]:
    """Points with kinds, each list of kinds covering the first half of its ring (the rest mirrors it)."""
    out: list[tuple[int, int, str, int]] = []
    for points, kinds in spec:
        half = len(points) // 2 if len(points) > 1 else 1
        for j, (q, r) in enumerate(points):
            kind = kinds[j % half] if len(points) > 1 else kinds[0]
            if kind:
                out.append((q, r, kind, _facing_out(q, r)))
    return out


def _with_stars(points: list[tuple[int, int, str, int]], stars: list[tuple[int, int]]) -> list[tuple[int, int, str, int]]:
    return [(q, r, "star", 0) for q, r in stars] + [p for p in points if (p[0], p[1]) not in set(stars)]


# A map: name -> (title, player counts it is made for, [(q, r, kind, rotation)]).
MAPS: dict[str, tuple[str, tuple[int, ...], list[tuple[int, int, str, int]]]] = {
    # 2 players: one star in the centre, six planets round it and six further out (12 planets).
    "lone-star": (
        "Lone Star", (2,),
        _with_stars(_symmetric([
            (spaced(1), ["dwarf", "ring", "habitable"]),
            ([spaced(2)[i] for i in range(0, 12, 2)], ["gaseous", "lunar", "dwarf"]),
        ]), [(0, 0)]),
    ),
    # 3-4 players: two stars either side of a lunar centre, 17 planets in two rings.
    "twin-suns": (
        "Twin Suns", (2, 3, 4),
        _with_stars(_symmetric([
            ([(0, 0)], ["lunar"]),
            (spaced(1), ["habitable", None, "gaseous"]),
            (spaced(2), ["dwarf", "ring", "lunar", "dwarf", "ring", "habitable"]),
        ]), [spaced(1)[1], spaced(1)[4]]),
    ),
    # 5-6 players: Twin Suns with six more planets at the corners of a third ring (23 planets).
    "grand-nebula": (
        "Grand Nebula", (5, 6),
        _with_stars(_symmetric([
            ([(0, 0)], ["lunar"]),
            (spaced(1), ["habitable", None, "gaseous"]),
            (spaced(2), ["dwarf", "ring", "lunar", "dwarf", "ring", "gaseous"]),
            ([spaced(3)[i] for i in range(0, 18, 3)], ["dwarf", "ring", "habitable"]),
        ]), [spaced(1)[1], spaced(1)[4]]),
    ),
}


# Which built-in map each player count plays by default. Every default map holds both stars: with the
# damage planets and stars sustain kept on them (engine.py, Ruling on lasting damage), one star at the
# centre of a 2-player galaxy fell within 7 turns; two stars make a game of about 27 turns (random play).
DEFAULT_MAP: dict[int, str] = {2: "twin-suns", 3: "twin-suns", 4: "twin-suns", 5: "grand-nebula", 6: "grand-nebula"}


def default_map(players: int, legacy: bool = False) -> str:
    """The built-in map for a player count (`legacy`: the defaults before lasting damage, for old matches)."""
    if legacy:
        return "lone-star" if players == 2 else "twin-suns" if players <= 4 else "grand-nebula"
    return DEFAULT_MAP.get(players, "grand-nebula")


# --- maps as data: the map editor's format -------------------------------------------------------------
# Rulebook, Setup: "Pick a map (see appendix section of this booklet - advanced players may choose to create
# their own map)". A map is JSON: {"name": str, "planets": [{"q": int, "r": int, "kind": str, "rotation":
# 0-5}, ...]} with optional "title" and "players" (the player counts it is made for). Hexes are axial
# coordinates (q, r); rotation r turns a planet's printed N edge to world direction r (N, NE, SE, S, SW, NW).
# A map uses the box's planets only: at most as many of each kind as there are cards (6 dwarf, 6 ring,
# 4 habitable, 4 gaseous, 4 lunar, 2 stars), and at least one star ("The game ends when all star(s) have
# been claimed").
MAP_KINDS: tuple[str, ...] = ("dwarf", "ring", "habitable", "gaseous", "lunar", "star")
MAP_RADIUS = 24  # no hex further than this from the centre (the board's packed coordinates allow 127)
MAP_TEXT_LIMIT = 20_000  # characters of JSON a shared map may take


class MapError(ValueError):
    """A map that is not valid; the message names the field (e.g. "planets[3].kind: ...")."""


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def kind_counts() -> dict[str, int]:
    """How many planets of each kind the box holds (rulebook, components)."""
    from .cards import PLANETS

    return {kind: len(fields) for kind, (_value, _stem, fields) in PLANETS.items()}


def parse_map(data: Any) -> dict[str, Any]:
    """A map from JSON text or a mapping, validated: {"name", "title", "players", "layout": [(q, r, kind, rot)]}.

    Raises MapError naming the first bad field; checks every rule before any game is set up.
    """
    if isinstance(data, (str, bytes)):
        if len(data) > MAP_TEXT_LIMIT:
            raise MapError(f"map: longer than {MAP_TEXT_LIMIT} characters")
        try:
            data = json.loads(data)
        except (ValueError, RecursionError) as error:
            raise MapError(f"map: not valid JSON ({error})") from None
    if not isinstance(data, Mapping):
        raise MapError("map: expected a JSON object with \"planets\"")
    unknown = sorted(set(data) - {"name", "title", "players", "planets"})
    if unknown:
        raise MapError(f"map: unknown field(s) {', '.join(unknown)}")
    name = data.get("name", "custom")
    if not isinstance(name, str) or not 1 <= len(name) <= 60:
        raise MapError("map.name: expected text of 1 to 60 characters")
    title = data.get("title", name)
    if not isinstance(title, str) or not 1 <= len(title) <= 80:
        raise MapError("map.title: expected text of 1 to 80 characters")
    players = data.get("players", [2, 3, 4, 5, 6])
    if not isinstance(players, list) or not players or not all(_int(p) and 2 <= p <= 6 for p in players):
        raise MapError("map.players: expected a list of player counts from 2 to 6")
    planets = data.get("planets")
    if not isinstance(planets, list) or not planets:
        raise MapError("map.planets: expected a list of planets")
    available = kind_counts()
    used: dict[str, int] = {}
    seen: set[tuple[int, int]] = set()
    layout: list[tuple[int, int, str, int]] = []
    for i, planet in enumerate(planets):
        where = f"map.planets[{i}]"
        if not isinstance(planet, Mapping):
            raise MapError(f"{where}: expected an object with q, r, kind and rotation")
        extra = sorted(set(planet) - {"q", "r", "kind", "rotation"})
        if extra:
            raise MapError(f"{where}: unknown field(s) {', '.join(extra)}")
        q, r, kind, rot = planet.get("q"), planet.get("r"), planet.get("kind"), planet.get("rotation", 0)
        if not _int(q) or not _int(r):
            raise MapError(f"{where}.q/r: expected whole numbers (axial hex coordinates)")
        if max(abs(q), abs(r), abs(q + r)) > MAP_RADIUS:
            raise MapError(f"{where}: hex ({q}, {r}) is more than {MAP_RADIUS} hexes from the centre")
        if kind not in available:
            raise MapError(f"{where}.kind: {kind!r} is not one of {', '.join(MAP_KINDS)}")
        if not _int(rot) or not 0 <= rot <= 5:
            raise MapError(f"{where}.rotation: expected 0 to 5 (N, NE, SE, S, SW, NW)")
        if (q, r) in seen:
            raise MapError(f"{where}: hex ({q}, {r}) already holds a planet")
        seen.add((q, r))
        used[kind] = used.get(kind, 0) + 1
        if used[kind] > available[kind]:
            raise MapError(f"{where}.kind: the box holds only {available[kind]} {kind} card(s)")
        layout.append((q, r, kind, rot))
    if not used.get("star"):
        raise MapError("map.planets: a map needs at least one star (the game ends when all stars are claimed)")
    return {"name": name, "title": title, "players": sorted(set(players)), "layout": layout}


def map_to_json(name: str) -> dict[str, Any]:
    """A built-in map in the shareable format (what parse_map reads)."""
    title, counts, layout = MAPS[name]
    return {"name": name, "title": title, "players": list(counts),
            "planets": [{"q": q, "r": r, "kind": kind, "rotation": rot} for q, r, kind, rot in layout]}


def random_layout(rng: GameRng, kinds: list[str]) -> list[tuple[int, int, str, int]]:
    """The given planet kinds on random points of the spaced lattice (radius 3), randomly rotated."""
    points = [p for radius in range(4) for p in spaced(radius)]
    chosen = rng.sample(points, len(kinds))
    return [(q, r, kind, rng.randint(0, 5)) for (q, r), kind in zip(chosen, kinds)]
