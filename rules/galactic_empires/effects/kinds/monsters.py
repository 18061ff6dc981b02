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
- ``@played_on`` (``at_played_on(e) -> str``, engine/play.py): the types of the cards it is played on.
- ``@outlives_host`` (``at_outlives_host(g, m, host, e) -> bool``, engine/damage.py ``_remove``): with
  ``moves_on``, it is not discarded with the ship it destroys but stays in that fleet, where its
  player may later target another ship of the fleet (``@operate``); meanwhile it is a monster in
  a fleet that opponents may fire upon (``@fired_upon_in_fleet``, engine/combat.py).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..registry import Kind, kind
from ..schema import BOOL, LETTERS, UNIT_TYPES, Amount, Enum, Param


@kind("monster", "trigger", "a monster that stays on its target and damages it each turn",
      targets=LETTERS, damage_each_turn=Amount("host_energy", "growing"),
      defeat=Param(Enum("damage", "damage_or_research"), "what defeats it"),
      fire_lock=Param(BOOL, "the unit may only fire on the monster"),
      absorb_phasers=Param(BOOL, "phaser fire at it is absorbed"), phaser_immune=BOOL,
      structure=Param(BOOL, "its damage skips shields"), hits=Param(Enum("location"), "every unit at the location"),
      moves_on=Param(BOOL, "when its target is destroyed it stays in that fleet; on a later turn its player may "
                     "target another unit of the fleet (of its target types), which it then damages"))
class Monster(Kind):
    moments = ("@operate", "@strikes", "@holds_fire", "@fired_at", "@research_ready", "@enters_engaged", "@outlives_host",
               "@played_on")
    listens_in_play = False  # asked of the monster itself

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        out = ["@enters_engaged", "@played_on"]
        if e.get("damage_each_turn"):
            out += ["@operate", "@strikes"]
        if e.get("fire_lock") or e.get("absorb_phasers"):
            out.append("@holds_fire")
        if e.get("phaser_immune"):
            out.append("@fired_at")
        if e.get("defeat") == "damage_or_research":
            out.append("@research_ready")
        if e.get("moves_on"):
            out += ["@outlives_host", "@fired_upon_in_fleet"]
        return tuple(out)

    def at_enters_engaged(self, g: Any, c: int, e: Mapping[str, Any]) -> bool:
        return True

    def at_played_on(self, e: Mapping[str, Any]) -> str:
        return e.get("targets", "SB")

    def at_operate(self, g: Any, p: int, c: int, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        s = g.ip[c]
        if g._suspended(c):
            return []
        if s["loc"] is not None:
            return [{"player": p, "type": "operate", "card": c}]
        if "fleet" in s:
            # GEqa (M5 Astromorph): "On the next turn after it destroys its initial target, the
            # player who played the M5 Astromorph may target another ship in the same fleet. If
            # there are no ships it just hangs out until there are."
            types = e.get("targets", "S")
            return [{"player": p, "type": "operate", "card": c, "on": u} for u in g._units(s["fleet"])
                    if g.ci[u].t in types]
        return []

    def operated(self, g: Any, p: int, c: int, on: int, e: Mapping[str, Any], op: str | None = None) -> None:
        s = g.ip[c]
        if s["loc"] is None and "fleet" in s:
            # Errata (M5 & M7 Astromorph): "It damages a ship each turn until that ship is
            # destroyed. It may then attack another ship": it moves onto the one its player targets.
            del s["fleet"]
            s["loc"] = on
            g._kids = None
            g._emit("moved", card=c, to=on)
        self.hit(g, c, on, e, p)

    def at_outlives_host(self, g: Any, m: int, host: int, e: Mapping[str, Any]) -> bool:
        """The ship it sat on leaves play: it stays in that ship's fleet (errata-066, qa-030)."""
        s = g.ip[m]
        s["loc"] = None
        s["fleet"] = g.ip[host]["c"]
        g._kids = None
        return True

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
