"""Effect cards of the first vocabulary whose whole rule is how they are played: on an opponent
fleet, or on two cards at once.

Each kind takes part in two moments of the card play rules (engine/play.py, engine/resolve.py):

- ``@play_targets``: ``at_play_targets(g, p, c, key, e)``, the ways p may play card c now (the
  extra keys of its play action: ``on``, ``other``, ``fleet``, ``with``);
- ``@played``: ``at_played(g, p, c, key, e, play)``, what happens as it is played (``play``: the
  play's ``on``, ``other``, ``with`` and ``to``).

The action keys and pending choices they make (``other``, ``with``) are those
of stored match logs: they stay as they are.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..lang import CONDITION
from ..registry import Kind, kind
from ..schema import BOOL, LETTERS, WORDS, Amount, Enum, Param, req


class PlayedCard(Kind):
    """A card whose rule is its play: its targets, and what it does as it is played."""

    moments = ("@play_targets", "@played")
    listens_in_play = False

    def at_play_targets(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        raise NotImplementedError  # pragma: no cover

    def at_played(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], play: Mapping[str, Any]) -> None:
        raise NotImplementedError  # pragma: no cover


def _opponents(g: Any, p: int) -> list[int]:
    return [q for q in range(g.n) if q != p and not g.out[q]]


def _amount(g: Any, c: int, a: Any) -> int:
    """A legacy amount of card c (a number, "strength", "half_strength"...)."""
    return a if type(a) is int else g._amount_of({"c": c}, a)


@kind("mutual_damage", "on_play", "played on an opponent card and another card: each takes card damage from the other",
      types=req(LETTERS, "the two cards' types"),
      amount=req(Enum("current_strength", "half_strength"), "the other card's current strength, or half its strength"),
      same_opponent=Param(BOOL, "both cards of one opponent (default: the other may be any card, own ones too)"),
      not_with=Param(WORDS, "never on a card carrying a card with one of these words in its title"),
      no_points=Param(BOOL, "neither makes terrain points on its player's next turn"))
class MutualDamage(PlayedCard):
    """Ship Collision: "Each ship sustains damage equal to the current Strength of the other"
    (current strength: strength less structural damage, GEfaq "Current Strength"); "May not be
    played on a ship with a helmsman or navigator". Interplanetary Conflict: "Played against 2
    terrain cards belonging to one opponent"; "Each sustains damage equal to 1/2 the strength of the
    other (round fractions down). Neither can produce terrain points on that player's next turn."""

    def at_play_targets(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        ip = g.ip
        ci = g.ci
        words = e.get("not_with", ())
        cards = [
            x for x, sx in ip.items() if ci[x].t in e["types"] and not sx["cmb"] and not any(
                w in ci[k].title.lower() for k in g._children(x) for w in words
            )
        ]
        if e.get("same_opponent"):
            return [
                {"on": a, "other": b} for a in cards if ip[a]["c"] != p
                for b in cards if b > a and ip[b]["c"] == ip[a]["c"]
            ]
        return [
            {"on": a, "other": b} for a in cards if ip[a]["c"] != p for b in cards
            if b != a and (ip[b]["c"] == p or a < b)
        ]

    def at_played(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], play: Mapping[str, Any]) -> None:
        ip = g.ip
        on, other = play["on"], play["other"]
        g._to_discard(c)
        if e["amount"] == "current_strength":
            hit_on, hit_other = g._strength(other) - ip[other]["hd"], g._strength(on) - ip[on]["hd"]
        else:
            hit_on, hit_other = g._strength(other) // 2, g._strength(on) // 2
        if e.get("no_points"):
            ip[on]["np"] = ip[other]["np"] = g.turn
        g._damage(on, hit_on, "card", p)
        g._damage(other, hit_other, "card", p)
        g._after_damage()


@kind("fleet_card", "play", "played against an opponent fleet (or with own, an own fleet), where it stays", own=BOOL,
      fired_upon=Param(BOOL, "a monster opponents may fire upon where it sits in the fleet (\"Destroyed by weapons fire "
                             "only\")"),
      **{"if": Param(CONDITION, "only against a fleet for which this holds (that fleet's player: target_owner): \"May "
                                "not be played against a fleet with an engaged police ship\"")})
class FleetCard(PlayedCard):
    """A card that sits in a fleet, on no card (Economic Crisis, the Kraken, Sirens...). Its other
    rules ask for it at "@in_fleet" (research negating it in its fleet's Allocation Phase); with
    ``fired_upon``, at "@fired_upon_in_fleet" (engine/combat.py ``_target_ok``)."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        if e.get("fired_upon"):
            return ("@play_targets", "@played", "@in_fleet", "@fired_upon_in_fleet")
        return ("@play_targets", "@played", "@in_fleet")

    def at_play_targets(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        if e.get("own"):
            return [{}] if "if" not in e or g._holds(g._ctx(p, c), e["if"]) else []  # Sirens: played into the own fleet
        return [{"fleet": q} for q in _opponents(g, p) if "if" not in e or g._holds(g._ctx(p, c, -1 - q), e["if"])]

    def at_played(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], play: Mapping[str, Any]) -> None:
        on = play.get("on")
        if on is None:
            g._enter(p, c, None)["e"] = True
        elif on < 0:
            # Economic Crisis, Cursed Alien Artifact...: the card, still its player's, sits against
            # the opponent's fleet (GEfaq "Played against an opponent...").
            g._enter_against(p, c, -1 - on)["e"] = True


@kind("fleet_damage", "on_play", "damage to every unit of those types in one opponent fleet",
      amount=req(Amount("strength")), targets=Param(LETTERS, "M: monsters on the fleet's cards", required=True),
      max_targets=Param(Amount("strength"), "at most that many units (the engine picks those closest to destruction)"),
      split=Param(BOOL, "the amount is split among the units"),
      each_turn=Param(BOOL, "a fleet card hitting its fleet at the start of each of its turns"),
      each=Param(BOOL, "every unit hit takes the full amount"))
class FleetDamage(PlayedCard):
    """Damage to the units of one opponent fleet: as it is played (Gravity Wave, the minefields,
    the supernovas; a terrain played into the fleet, the Quantum Black Hole), or, ``each_turn``, at
    the start of each turn of the fleet it sits in (the Kraken, Zarom: "@fleet_turn")."""

    moments = ("@play_targets", "@played", "@fleet_turn")

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@fleet_turn",) if e.get("each_turn") else ("@play_targets", "@played")

    def at_play_targets(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        return [{"fleet": q} for q in _opponents(g, p)]

    def at_played(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], play: Mapping[str, Any]) -> None:
        on = play.get("on")
        ip = g.ip
        ci = g.ci
        if c in ip:
            # Quantum Black Hole, in play in the fleet it was played into: "damage equal to its
            # strength divided as equally as possible among all the terrain cards in 1 opponent fleet".
            q = -1 - on
            hit = [t for t, st in ip.items() if st["c"] == q and t != c and ci[t].t in e["targets"] and not st["cmb"]]
            if hit:
                g._split_damage(p, hit, _amount(g, c, e["amount"]), [])
            return
        g._to_discard(c)
        if on is None or on >= 0:
            return
        # Gravity Wave: "Causes 1 point of damage to all ships in a fleet".
        hit = [u for u in g._units(-1 - on) if ci[u].t in e.get("targets", "S")]
        if e.get("max_targets"):
            # Tri-Lateral Textangula: "the 3 ships and/or bases it is played against"; the
            # engine picks those closest to destruction.
            hit = sorted(hit, key=lambda u: (g._remaining(u), u))[: _amount(g, c, e["max_targets"])]
        total = _amount(g, c, e["amount"])
        g._src = [c]
        for _ in range(g._twice(p, c)):
            for n, u in enumerate(hit):
                if e.get("split"):
                    # Minefields: the damage spread over the fleet's ships, as evenly as possible.
                    g._damage(u, total // len(hit) + (1 if n < total % len(hit) else 0), "card", p)
                else:
                    g._damage(u, total, "card", p)
        g._src = []
        g._after_damage()

    def at_fleet_turn(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> None:
        """At the start of p's turn, card c in p's fleet: the Kraken ("9 points of damage per turn
        divided as equally as possible among all ships and bases"), Zarom ("all monsters and
        dragons in the fleet", monsters on the fleet's cards included)."""
        ip = g.ip
        ci = g.ci
        hit = [u for u in g._units(p) if ci[u].t in e["targets"]]
        if "M" in e["targets"]:
            hit += [m for m, sm in ip.items() if m != c and ci[m].t == "M" and sm["loc"] in ip and ip[sm["loc"]]["c"] == p]
        total = _amount(g, c, e["amount"])
        if e.get("each"):
            for u in hit:
                g._damage(u, total, "card", g.owner[c])
            g._after_damage()
        elif hit:
            g._split_damage(g.owner[c], hit, total, [])


@kind("control", "on_play", "an opponent unit is controlled by the card's player while the card lasts",
      types=LETTERS, below=Param(BOOL, "false: any strength (default: weaker than the card)"),
      disengage=Param(BOOL, "the unit is disengaged"),
      ends=Param(Enum("crew"), "ends when the owner's crew played to the unit reach the card's strength"),
      lowest=Param(BOOL, "only the weakest of the opponents' units of those types (\"Must be played against the weakest "
                         "ship in the opponent fleets\")"))
class Control(Kind):
    """Played on an opponent unit, which its player controls while the card is in play (the card
    keeps it in ``ctl``; leaving play, it gives it back: DamageRules._remove). Its rules ask for it
    at "@controls" (a player eliminated: his controlling cards leave first) and, for a Mutineer
    (``ends = "crew"``), at "@mutiny" while in play (ResolveRules._mutinied, _mutiny_check)."""

    moments = ("@play_targets", "@resolved")

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return (*self.moments, "@controls", *self.listen(e))

    def listen(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@mutiny",) if e.get("ends") == "crew" else ()

    def at_play_targets(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        """Mind Control Beast: "May only control a ship of lower strength"; Mutineer: "Played against
        an opponent ship or base". v2.1 "CONTROL": "the player assuming control must have a command
        slot available for that card"."""
        ip = g.ip
        ci = g.ci
        kinds = e.get("types", "S")
        st = ci[c].st
        units = [
            u for q in _opponents(g, p) for u in g._units(q)
            if ci[u].t in kinds and (not e.get("below", True) or g._strength(u) < st) and "oc" not in ip[u]
            and not g._status(u).get("out_of_play")
        ]
        if e.get("lowest") and units:
            least = min(g._strength(u) for u in units)
            units = [u for u in units if g._strength(u) == least]
        return [{"on": u} for u in units if g._command_used(p, extra=u) <= g.cmd[p]]

    def at_resolved(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None) -> None:
        """Mind Control Beast: "Assumes control of the opponent ship it is played against ... for
        one complete turn. No economy, ammunition, supply or energy needed." v2.1 "CONTROL": the
        ship protects its controller's Sector HQ; its phasers fire normally, heavy weapons only
        if armed (and not fired) by the previous controller. Ruling: the ship is engaged for its
        new controller and its stack (crew, equipment) changes control with it."""
        ip = g.ip
        ip[c]["ctl"] = on
        for x in [on, *g._children(on)]:
            sx = ip[x]
            if x != c and sx["c"] != p:
                sx["oc"] = sx["c"]
                sx["c"] = p
        s = ip[on]
        s["e"] = s["sup"] = not e.get("disengage")  # Mutineer: "immediately disengaging it"
        s["fp"] = 0  # functions once per complete turn "from the point of view of the controlling player"
        s["nf"] = False
        g._kids = None
        g._emit("control", card=on, player=p)


@kind("halt", "ability", "names an opponent monster whose effects are suspended; another may be named each turn",
      named="names an opponent monster whose effects are suspended, renamed each turn: a play on two cards and an "
            "operated choice")
class Halt(PlayedCard):
    """Monster Halt: played on a friendly monster in play, naming one opponent monster ("other"):
    "One opponent monster ceases to function"; "A different opponent monster may be selected each
    turn" (its operated function, "@operations"). The halted monster is kept in ``hm``; the rules
    find the halting cards in play at "@halts" (ZoneRules._children: the halted monsters)."""

    moments = ("@play_targets", "@played", "@operations")
    listens_in_play = True

    def listen(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@halts",)

    def at_play_targets(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        ip = g.ip
        ci = g.ci
        owner = g.owner
        friends = [m for m, sm in ip.items() if ci[m].t == "M" and sm["c"] == p and owner[m] == p and sm["loc"] is not None]
        foes = [m for m, sm in ip.items() if ci[m].t == "M" and owner[m] != p]
        return [{"on": f, "other": m} for f in friends for m in foes]

    def at_played(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], play: Mapping[str, Any]) -> None:
        g._enter(p, c, play["on"])["e"] = True
        g.ip[c]["hm"] = play["other"]  # the halted monster (see _children)
        g._kids = None

    def at_operations(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        """"A different opponent monster may be selected each turn"."""
        ip = g.ip
        s = ip[c]
        if s["loc"] is None:
            return []
        ci = g.ci
        return [
            {"player": p, "type": "operate", "card": c, "on": m} for m, sm in ip.items()
            if ci[m].t == "M" and g.owner[m] != p and m != s.get("hm")
        ]

    def operate(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], a: Mapping[str, Any]) -> None:
        g.ip[c]["hm"] = a["on"]
        g._kids = None
        g._emit("halt", player=p, card=c, on=a["on"])
