"""Kinds that take part in weapons fire and damage: who may be fired upon, who protects whom.

Moments (asked by the rule modules of engine/, each of the cards whose entries take part):

- ``@untargetable`` (``at_untargetable(g, c, e) -> bool``): card c may not be fired upon now
  (engine/combat.py ``_target_ok``).
- ``@volley`` (``at_volley(g, k, u, v, e)``): card k on (or of) firing unit u changes the volley
  ``v`` as it resolves (engine/combat.py ``_do_resolve``), in play order of u's cards.
- ``@location_damage``: some card multiplies the damage of the weapons at its location, so the
  volley keeps each unit's part of it (engine/combat.py; asked of the match only).
- ``@weapon_energy`` (``at_weapon_energy(g, k, e) -> bool``): card k lets its unit energize its
  heavy weapons, one energy point each, in the Allocation Phase (engine/economy.py ``_flux_mode``).
- ``@ship_destroyed`` (``at_ship_destroyed(g, k, c, q, by, e)``): card k, in play, hears that ship c
  of player q was destroyed by player ``by`` (engine/damage.py ``_destroy``).
- ``@engagement_phase`` (``at_engagement_phase(g, p, k, e)``): card k, in play, as player p's
  Engagement Phase begins (engine/turn.py).
- ``@intercepts`` (``at_intercepts(g, k, c, amount, e) -> list``): card k, in play, may take part
  of a volley's ``amount`` of damage to ship c: the offers its player may choose (engine/damage.py
  ``_escort_offers``).
- ``@fired_upon_in_fleet``: a card sitting in a fleet (a monster) that opponents may fire upon
  (engine/combat.py ``_target_ok``; asked of the card only).
- ``@fleet_turn`` (``at_fleet_turn(g, p, c, e)``): card c, sitting in p's fleet, at the start of
  p's turn (engine/turn.py ``_fleet_card_turn``).
- ``@adds_weapons`` (``at_adds_weapons(e) -> (phasers, heavy, double_host, one_shot)``): what a card
  adds to the weapons of the card it sits on, read once per card (engine/cardinfo.py: ``add_ph``,
  ``add_hv``, ``ph_host``, ``oneshot``, which engine/units.py and combat.py read).
- ``@fires_back`` (``at_fires_back(g, t, v, e) -> list``): unit t, fired upon in volley ``v``, may
  fire its unused phasers in reaction mode at the units the list names (engine/combat.py
  ``_defensive_fire``; asked of the card only).
- ``@network_guards`` (``at_network_guards(g, c, e) -> list``): the cards that protect the Psy
  Network of card c's player alongside c (engine/psy.py ``_network_guards``).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..registry import Kind, kind
from ..schema import BOOL, NUMBER, Param, _Int, req


@kind("network_base", "rules", "a base of equal or lesser strength it is on protects the Psy Network")
class NetworkBase(Kind):
    """Psycanti Commandant: "When in play on a base of equal or less strength, the base protects the
    Psy Network"; "The base must be destroyed before the commandant can be attacked"."""

    moments = ("@untargetable", "@network_guards")
    listens_in_play = False  # asked of the card itself

    def at_untargetable(self, g: Any, c: int, e: Mapping[str, Any]) -> bool:
        loc = g.ip[c]["loc"]
        return g.ci[c].t == "P" and loc in g.ip and g.ci[loc].t == "B"

    def at_network_guards(self, g: Any, c: int, e: Mapping[str, Any]) -> list[int]:
        loc = g.ip[c]["loc"]
        if loc in g.ip and g.ci[loc].t == "B" and g._strength(loc) <= g._strength(c):
            return [loc]
        return []


@kind("weapon_mult", "static", "the weapons of the unit it sits on do that many times damage",
      one_of=(("heavy", "all"),), heavy=_Int(1), all=NUMBER, energy=Param(_Int(1), "energy per multiplied heavy weapon"))
class WeaponMult(Kind):
    """Hot Nobelium, Fuser, Sabot Sequencer (heavy), Energy Flux Mode Enhancement (heavy, energized),
    Weapons Officer (all)."""

    moments = ("@volley", "@weapon_energy")
    listens_in_play = False  # asked of the firing units' cards

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@volley", "@weapon_energy", "@location_damage") if e.get("all") else self.moments

    def at_volley(self, g: Any, k: int, u: int, v: dict[str, Any], e: Mapping[str, Any]) -> None:
        ip = g.ip
        # Hot Nobelium: "Each breath weapon point causes 2 points of damage".
        n = min(v["heavy"], ip[u]["fh"])
        if e.get("energy"):
            # Energy Flux Mode Enhancement: only the energized fluxes are tripled.
            n = min(n, ip[u].get("fx3", 0))
            ip[u]["fx3"] = ip[u].get("fx3", 0) - n
        more = n * (e.get("heavy", 1) - 1)
        v["dmg"] += more
        v["heavy"] += more
        parts = "@tractors" in g.fxin or "@location_damage" in g.fxin
        if more and parts:
            v["per"][v["src"].index(u)] += more
        if e.get("all"):
            # Weapons Officer (errata, GEerrata.txt): "Multiplies the damage caused by the weapons at
            # his location by 1.5" (drop fractions): his unit's part only.
            i = v["src"].index(u)
            extra = int(v["per"][i] * e["all"]) - v["per"][i]
            v["dmg"] += extra
            v["per"][i] += extra

    def at_weapon_energy(self, g: Any, k: int, e: Mapping[str, Any]) -> bool:
        """Energy Flux Mode Enhancement: "tripled with the application of one energy point per energy
        flux tripled"; equipment only while engaged itself (faq-042: its 5 energy)."""
        return bool(e.get("energy")) and not g.ip[k]["cmb"] and g._equipment_engaged(k)


@kind("escort", "replacement", "intercepts volley damage to an own ship of at least that strength", min_strength=req(_Int(1)),
      per_point=Param(_Int(1), "damage points it takes for each point intercepted (default 2)"))
class Escort(Kind):
    """Escorts: "can intercept damage applied to any ship of 7 or greater strength, taking 2 points
    of damage for each point intercepted" (or 1: "taking 1 point of damage for each point
    intercepted")."""

    moments = ("@intercepts",)

    def at_intercepts(self, g: Any, k: int, c: int, amount: int, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        ip = g.ip
        if k == c or k not in ip or ip[k]["c"] != ip[c]["c"] or ip[k]["cmb"]:
            return []
        if g._strength(c) < e.get("min_strength", 7):
            return []
        per = e.get("per_point", 2)
        most = min(amount, (g._remaining(k) + per - 1) // per)  # the last point may destroy the escort
        return [{"type": "use", "card": k, "points": n} for n in range(1, most + 1)]


@kind("add_weapons", "static", "extra weapons for the card it sits on (refits, shuttles)",
      phasers=_Int(1), heavy=_Int(1), ship_limit=Param(_Int(1), "a ship takes at most that many extra from refits (heavy: from all refits with a limit together; bases unlimited)"),
      one_shot=Param(BOOL, "its phasers fire once, until a rearm unit rearms it"),
      double_host=Param(BOOL, "the host's printed phasers fire twice a turn"))
class AddWeapons(Kind):
    """Phaser Refits ("Ships are limited to a maximum of 3": engine/units.py), fighters, shuttlecraft
    ("Phaser (one shot only)": engine/combat.py ``_spend_one_shot``), Bolaar Phaser Capacitors."""

    moments = ("@adds_weapons",)
    listens_in_play = False  # compiled into the card's information

    def at_adds_weapons(self, e: Mapping[str, Any]) -> tuple[int, int, bool, bool]:
        return int(e.get("phasers", 0)), int(e.get("heavy", 0)), bool(e.get("double_host")), bool(e.get("one_shot"))

    def heavy_ship_limit(self, e: Mapping[str, Any]) -> int:
        """A heavy-weapon refit's `ship_limit`: a ship takes at most that many heavy weapons from all
        such refits together ("Ships are limited to a maximum of 3 additional heavy weapons from
        cumulative refits. Bases are not"); 0: no limit (fighters)."""
        return int(e.get("ship_limit", 0)) if e.get("heavy") else 0


@kind("fire_back", "reaction", "the unit, in play and engaged, fires its unused phasers in reaction mode at one unit "
      "firing at it (its player's choice, or not at all)")
class FireBack(Kind):
    """Defender bases and ships: "This unit's phasers may fire as a reaction at a card targeting this
    unit", "As a reaction, may fire phasers at a target firing at this unit". v2.1 "REACTION MODE
    ACTIONS OF CARDS ALREADY IN PLAY": "Some cards can perform actions in reaction mode even if they
    are already in play as long as they are engaged" (the card says "As a reaction"); the fire goes
    at one of the cards that fired at it, as a Detonium Bolt's (v2.1 "DETONIUM BOLTS": "This fire
    must be at one of the cards that fired at the ship"). Its phasers not yet fired this turn fire
    together, as Multi-Purpose Phasers' ("all"), and count as fired. Asked as the volley's reaction
    window closes, before it resolves (engine/combat.py ``_defensive_fire``)."""

    moments = ("@fires_back",)
    listens_in_play = False  # asked of the unit fired upon

    def at_fires_back(self, g: Any, t: int, v: Mapping[str, Any], e: Mapping[str, Any]) -> list[int]:
        ip = g.ip
        s = ip[t]
        if not s["e"] or s["nf"] or s["cmb"] or g._status(t).get("no_fire") or not g._weapon_left(t, "phaser"):
            return []
        return [u for u in dict.fromkeys(v["src"]) if u in ip and ip[u]["c"] != s["c"] and g._can_fire_at(t, "phaser", u)]
