"""A card played to act: its target, the reaction window over it, then its actions in order.

A card whose script has an action list for its play (``on_play`` with composable actions, see
effects/kinds/actions.py) is played on the target its ``target`` entry picks (or on none), opens
a reaction window like any card play, and then does each action in turn through the runner
(engine/script.py), so a card may damage, then draw, then discard itself, stopping for its
player's choices on the way. Rulebook sections: v2.1 "CARD EFFECTS" (a card does what its text
says, in the order it says it); Primary rules, "Hazard Cards", "Luck Cards".
"""
from __future__ import annotations

from typing import Any

from ..effects.registry import KINDS


class ActionRules:
    """A card played to act: its target, the reaction window over it, then its actions in order."""

    def _action_targets(self, p: int, c: int) -> list[dict[str, Any]]:
        """Ways to play a card that acts: on each target its ``target`` entries allow, or on none."""
        at = self.ci[c].at.get("@play_targets")
        if not at:
            return [{}]
        outs: list[dict[str, Any]] = []
        for key, e in at:
            outs.extend(KINDS[e["effect"]].at_play_targets(self, p, c, key, e))
        return outs

    def _play_actions(self, p: int, c: int, on: int | None, to: int | None = None) -> None:
        """The card waits (in limbo) while players may react to it, then does its actions (`to`:
        the second card it was played on, "second_target")."""
        self.limbo.append(c)
        ctx = self._ctx(p, c, on)
        if to is not None:
            ctx["t2"] = to
        ctx["end"] = "play"
        cont = {"do": "run", "ctx": ctx, "key": "play", "card": c, "on": on}
        if self._open_window(p, {"kind": "card", "card": c, "on": on}, cont):
            return
        self._start_run(cont)
