"""Spark of War's galaxy geometry and maps: hex positions, directions and the built-in layouts.

Positions are axial hex coordinates (q, r) packed into one int for speed. The rulebook's map
appendix is lost ("Pick a map (see appendix section of this booklet)"), so the three built-in
maps are ours: planets sit on every other hex (two hexes apart) so that ships can be deployed
between them, and each map is point-symmetric about its centre (a planet and the one opposite it
are of the same kind) so no part of the galaxy is richer than another.
"""
from __future__ import annotations

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
        "Twin Suns", (3, 4),
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


def default_map(players: int) -> str:
    for name, (_title, counts, _layout) in MAPS.items():
        if players in counts:
            return name
    return "grand-nebula"


def random_layout(rng: GameRng, kinds: list[str]) -> list[tuple[int, int, str, int]]:
    """The given planet kinds on random points of the spaced lattice (radius 3), randomly rotated."""
    points = [p for radius in range(4) for p in spaced(radius)]
    chosen = rng.sample(points, len(kinds))
    return [(q, r, kind, rng.randint(0, 5)) for (q, r), kind in zip(chosen, kinds)]
