"""Monsters (and the hazards that stay on their target): Primary rules, "Monster Cards".

A ``monster`` entry takes part in these moments (each only when its parameters say it does):

- ``@operate`` (engine/abilities.py; effects/kinds/functions.py): with ``damage_each_turn``, its
  damage for the turn is the card's action once a turn; ``@strikes`` (``at_strikes(g, p, c, on, e)
  -> bool``, engine/resolve.py): it does that damage on the turn it is played (True: it did).
- ``@holds_fire`` (``at_holds_fire(g, m, u, e) -> (no_phasers, locks)``, engine/combat.py
  ``_fire_profile``): what monster m, hostile on unit u, allows u's fire: its phasers absorbed, or
  its fire locked on the monster.
- ``@fired_at`` (``at_fired_at(g, t, u, weapon, e) -> bool``, engine/combat.py): whether unit u may
  fire `weapon` at card t (phaser immunity).
- ``@research_ready`` (effects/kinds/lasting.py): research points defeat it as damage does.
- ``@enters_engaged``: it enters play engaged (engine/resolve.py).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..registry import Kind, kind
from ..schema import BOOL, LETTERS, Amount, Enum, Param

UNIT_TYPES = "SBD"  # ships, bases, dragons (engine/common.py UNIT_TYPES)


@kind("monster", "trigger", "a monster that stays on its target and damages it each turn",
      targets=LETTERS, damage_each_turn=Amount("host_energy", "growing"),
      defeat=Param(Enum("damage", "damage_or_research"), "what defeats it"),
      fire_lock=Param(BOOL, "the unit may only fire on the monster"),
      absorb_phasers=Param(BOOL, "phaser fire at it is absorbed"), phaser_immune=BOOL,
      structure=Param(BOOL, "its damage skips shields"), hits=Param(Enum("location"), "every unit at the location"))
class Monster(Kind):
    moments = ("@operate", "@strikes", "@holds_fire", "@fired_at", "@research_ready", "@enters_engaged")
    listens_in_play = False  # asked of the monster itself

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        out = ["@enters_engaged"]
        if e.get("damage_each_turn"):
            out += ["@operate", "@strikes"]
        if e.get("fire_lock") or e.get("absorb_phasers"):
            out.append("@holds_fire")
        if e.get("phaser_immune"):
            out.append("@fired_at")
        if e.get("defeat") == "damage_or_research":
            out.append("@research_ready")
        return tuple(out)

    def at_enters_engaged(self, g: Any, c: int, e: Mapping[str, Any]) -> bool:
        return True

    def at_operate(self, g: Any, p: int, c: int, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        if g.ip[c]["loc"] is not None and not g._suspended(c):
            return [{"player": p, "type": "operate", "card": c}]
        return []

    def operated(self, g: Any, p: int, c: int, on: int, e: Mapping[str, Any], op: str | None = None) -> None:
        self.hit(g, c, on, e, p)

    def at_strikes(self, g: Any, p: int, c: int, on: int | None, e: Mapping[str, Any]) -> bool:
        if g._suspended(c):
            return False
        g.used.append(c)
        for _ in range(g._twice(p, c)):
            self.hit(g, c, on, e, p)
        return True

    def hit(self, g: Any, c: int, on: int | None, e: Mapping[str, Any], p: int) -> None:
        """A monster's (or hazard's) damage for the turn: Power Outage hits "structural damage equal
        to the amount of its engagement energy"; Anarchist hits its crew card's location."""
        ip = g.ip
        if on is None or on not in ip:
            return
        if e.get("hits") == "location" and g.ci[on].t not in UNIT_TYPES:
            on = ip[on]["loc"]
            if on is None or on not in ip:
                return
        g._src = [c]  # a monster or hazard that destroys a unit with Volatile Cargo takes the blast
        amount = e["damage_each_turn"]
        if amount == "growing":
            # Maelstrom: "1 point of damage ... on the first turn, 2 on the second, 3 on the third".
            amount = ip[c].get("n", 0) + 1
            ip[c]["n"] = amount
        if amount == "host_energy":
            amount = dict(g.ci[on].costs).get("energy", 0)
        g._damage(on, amount, "card", p, structure=bool(e.get("structure")))
        g._after_damage()
        g._src = []

    def at_holds_fire(self, g: Any, m: int, u: int, e: Mapping[str, Any]) -> tuple[bool, bool]:
        # Phaser eel: "Absorbs all phaser fire from the unit"; space dragon: "The base or ship may
        # only fire on the space dragon."
        return bool(e.get("absorb_phasers")), bool(e.get("fire_lock"))

    def at_fired_at(self, g: Any, t: int, u: int, weapon: str, e: Mapping[str, Any]) -> bool:
        return weapon != "phaser"  # phaser eels, snare vines...: phasers do not harm them

    def at_research_ready(self, g: Any, m: int, e: Mapping[str, Any]) -> bool:
        return True  # "defeated by damage or research" (the space dragon, snare vines)
