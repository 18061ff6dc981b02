"""The time origin's kinds (v2.1 "TIME GATES RULES", "TIME ORIGIN"; engine/timeorigin.py): a card at
the origin moved into the fleet, and a card there that only time damage scores on.

What every card with a time strength does needs no script (the engine reads the card's time
strength): it goes to the time origin instead of being discarded from the fleet, has its time
strength there, and affects (and is affected by) only cards on its side of the origin. A selector's
`zone = "origin"` finds the cards at the origin, for the cards that say they reach it.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..lang import cards
from ..registry import Action, Kind, kind
from ..schema import STR, Param, req
from .actions import _save

CARDS = cards("choose")


@kind("from_origin", "on_play", "cards at the time origin move into their controller's fleet, onto a card of his "
      "fleet (`on`: a crew card's location) or on no card (v2.1 \"TIME ORIGIN\": \"Cards at the time origin may only "
      "move back into the fleet by use of special cards. When a card moves to the fleet from the time origin, all "
      "damage applied to it and opponent cards played against it while inside the time origin are removed and "
      "discarded\"); `what` picked first, then `on`",
      what=req(CARDS, "the cards moved (a selector with zone = \"origin\")"),
      on=Param(CARDS, "the card of the fleet they go on (the first found; default: on no card)"),
      **{"as": Param(STR, "save the cards moved as $name for the actions after it")})
class FromOrigin(Action):
    card_params = ("what", "on")
    picks_after = {"on": "what"}

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        moved = [k for k in g._cards(ctx, e["what"], "what") if k in g.ip and "ori" in g.ip[k]]
        to = None
        if "on" in e:
            dest = [t for t in g._cards(ctx, e["on"], "on") if t in g.ip and not g._at_origin(t) and t not in moved]
            if not dest:
                return True  # nowhere in the fleet to stand: it stays at the origin
            to = dest[0]
        for k in moved:
            g._from_origin(k, to)
        _save(ctx, e, moved)
        return True


@kind("time_damage_only", "static", "at the time origin only time damage scores on this card (\"Is only destroyed by "
      "time damage when in the time origin\"; v2.1 \"TIME KNIGHTS\": \"When at the time origin, they can only be damaged "
      "by cards that cause time damage\"): any other damage there is ignored")
class TimeDamageOnly(Kind):
    """Read by engine/damage.py ``_damage`` (its moment in the card's ``at``)."""

    moments = ("@time_damage_only",)

    def at_time_damage_only(self, g: Any, c: int, e: Mapping[str, Any]) -> bool:
        return True


@kind("time_phasers", "static", "its phasers are Time Phasers (v2.1 \"TIME PHASER\": \"Time Phasers may be fired by a "
      "Tranoan ship once each turn, damaging all available targets in one fleet. This is a fleet targeted weapon (i.e. "
      "fired at the beginning of the Weapons Fire Phase ...) and is not considered a weapons volley ... A Time Phaser's "
      "damage is both Phaser damage and Time Damage\"): before any volley, each of its phasers not yet fired this turn "
      "may be fired at one opponent's fleet, one point of time damage to every card there it may fire phasers at "
      "(units, monsters; not terrain: \"Non-heavy weapons cannot damage the structure of terrain cards\"; not the "
      "Sector HQ); as the Mechad distortion cannons fire (engine/combat.py, engine/timeorigin.py)")
class TimePhasers(Kind):
    """Read by engine/combat.py ``_legal_fire`` (its moment in the card's ``at``)."""

    moments = ("@time_phasers",)

    def at_time_phasers(self, g: Any, c: int, e: Mapping[str, Any]) -> bool:
        return True
