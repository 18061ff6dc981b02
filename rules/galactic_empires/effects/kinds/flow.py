"""Choices inside an action list: "one of the following", "X or Y", "may".

The player picks; the runner (engine/script.py) resumes with the branch he picked and then the
actions after it. Picking cards ("choose N targets") is a selector with ``choose`` on any action
(effects/lang.py), not a kind of its own.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..lang import CONDITION, PLAYER
from ..registry import Action, kind
from ..schema import ACTIONS, STR, Enum, Param, Record, Seq, _Int, req

OPTION = Record("option", {"label": STR, "do": ACTIONS, "if": CONDITION}, required=("label", "do"))


@kind("one_of", "on_play", "a player picks one of the options (\"choose one\", \"X or Y\"); its actions are done",
      options=req(Seq(OPTION, min_len=2)), who=Param(PLAYER, "who picks (default: controller)"))
class OneOf(Action):
    def programs(self, e: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
        return tuple((f".{n}", o["do"]) for n, o in enumerate(e["options"]))

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        key, pc = ctx["at"]
        base = f"{key}/{pc}"
        opts = [(o["label"], f"{base}.{n}") for n, o in enumerate(e["options"]) if "if" not in o or g._holds(ctx, o["if"])]
        if not opts:
            return True
        if len(opts) == 1:
            return g._enter_branch(ctx, opts[0][1])
        who = g._player(ctx, e.get("who", "controller"))
        if who is None or g.out[who]:
            return True
        return g._ask_branch(ctx, who, "one_of", opts, must=True)


@kind("may", "on_play", "a player may do the actions (or not: his choice)", do=req(ACTIONS), label=req(STR),
      who=Param(PLAYER, "who decides (default: controller)"))
class May(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        key, pc = ctx["at"]
        who = g._player(ctx, e.get("who", "controller"))
        if who is None or g.out[who]:
            return True
        return g._ask_branch(ctx, who, "may", [(e["label"], f"{key}/{pc}")], must=False)


@kind("repeat", "on_play", "the actions are done that many times", times=req(_Int(2)), do=req(ACTIONS))
class Repeat(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        key, pc = ctx["at"]
        ret = ctx.setdefault("ret", [])
        # The loop unrolled onto the return stack: the step after this one, then each pass again.
        ret.append([key, pc + 1])
        for _ in range(e["times"] - 1):
            ret.append([f"{key}/{pc}", 0])
        return g._run(ctx, f"{key}/{pc}")  # False: the loop has taken over the list


@kind("each_player", "on_play", "the actions are done once for each player in turn, that player read as $name "
      "(\"each opponent discards\", \"all players draw\"): the controller first when among players, then the "
      "others in turn order", among=req(Enum("opponents", "players"), "whom"), do=req(ACTIONS),
      **{"as": req(STR, "the player's name in the actions ($name)")})
class EachPlayer(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        key, pc = ctx["at"]
        p = ctx["p"]
        n = g.order.index(p)
        seats = [q for q in g.order[n:] + g.order[:n] if not g.out[q] and (e["among"] == "players" or q != p)]
        if not seats:
            return True
        ret = ctx.setdefault("ret", [])
        # Unrolled onto the return stack, as repeat is: the step after this one, then each later
        # player's pass (the runner binds $name as it pops one), the first player's pass now.
        ret.append([key, pc + 1])
        for q in reversed(seats[1:]):
            ret.append([f"{key}/{pc}", 0, e["as"], q])
        ctx["v"][e["as"]] = [seats[0]]
        return g._run(ctx, f"{key}/{pc}")
