"""Kinds that say how a lasting card leaves play or what it holds: negation by research or repair
points, the Well of Time's cards; and the lasting marks an action leaves on cards (``mark``, read
by the condition test ``marked``).

Moments (asked by the rule modules of engine/ of the cards whose entries take part):

- ``@negation``: the card is negated by points applied to it. ``at_negation(g, m, e) -> int``: the
  points that negate card m now (engine/abilities.py ``_check_monster``); ``negation_actions(g, p,
  m, e, research, repair)``: the research or repair actions p may apply to m, which sits at p's
  location (engine/economy.py); ``researched(g, m, e)``: a research point is about to be applied.
- ``@research_ready`` (``at_research_ready(g, m, e) -> bool``): whether research may be applied to
  fleet card m now (engine/economy.py).
- ``@draw_phase`` (``at_draw_phase(g, p, c, e)``): card c in play, at the end of player p's draws in
  his Draw Cards Phase (engine/turn.py).
- ``@leaves_play`` (``at_leaves_play(g, c, e)``): card c is about to leave play, its stack gone
  (engine/damage.py ``_remove``).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..lang import AMOUNT, cards
from ..registry import Action, Kind, kind
from ..schema import BOOL, STR, Amount, Param, _Int, req
from ..schema import strength_amount as _amount


@kind("negated_by", "lasts", "removed once that many research (or repair) points are applied to it",
      one_of=(("research", "repair"),), research=Amount("strength", "last"), repair=Amount("strength"),
      plus_host=Param(BOOL, "plus the host's strength"), after_use=Param(BOOL, "research only once it has used its ability (operate)"),
      one_turn=Param(BOOL, "research counts only when applied in a single turn"),
      with_damage=Param(BOOL, "damage points on it count too: research and damage together remove it (\"Destroyed "
                              "by research and or weapons fire\")"))
class NegatedBy(Kind):
    """Illness, Breakdown, Political Upheaval, the Maelstrom, the Time Fiend, the Kraken..."""

    moments = ("@negation",)
    listens_in_play = False  # asked of the card itself

    def at_negation(self, g: Any, m: int, e: Mapping[str, Any]) -> int:
        s = g.ip[m]
        need = e.get("research", e.get("repair"))
        # Maelstrom: "negated by a number of research points equal to the damage it caused last";
        # the Time Fiend: its current strength.
        need = s.get("n", 0) if need == "last" else _amount(need, g.ci[m].st + s.get("ag", 0))
        if s.get("x2"):
            need *= 2  # it affects its card twice ("affects_twice")
        host = s["loc"]
        if e.get("plus_host") and host in g.ip:
            need += g.ci[host].st  # Political Upheaval: "this card's strength plus the terrain card's"
        if e.get("with_damage"):
            need = max(0, need - s["hd"])  # the damage it took counts as research applied
        return need

    def negation_actions(self, g: Any, p: int, m: int, e: Mapping[str, Any], research: bool,
                         repair: bool) -> list[dict[str, Any]]:
        acts: list[dict[str, Any]] = []
        if research and "research" in e and (not e.get("after_use") or g.ip[m].get("ab")):
            # "Research may not be applied until after it has destroyed an equipment card": once
            # it has used its ability ("operate").
            acts.append({"player": p, "type": "research", "card": m})
        if repair and "repair" in e:
            acts.append({"player": p, "type": "repair", "card": m, "part": "negate"})
        return acts

    def researched(self, g: Any, m: int, e: Mapping[str, Any]) -> None:
        sm = g.ip[m]
        if e.get("one_turn") and sm.get("rt") != g.turn:
            sm["rd"] = 0  # Maelstrom: "All research must be applied on a single turn."
            sm["rt"] = g.turn


@kind("affects_twice", "on_play", "cards in play affect what they are on twice: they last twice their duration and "
      "twice the points negate them (\"is affected twice by\")", to=req(cards("choose")))
class AffectsTwice(Action):
    """The card's state keeps ``x2``: the record keeping step doubles its duration (engine/turn.py)
    and ``negated_by`` the points that negate it."""

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        for t in g._cards(ctx, e["to"]):
            if t in g.ip:
                g.ip[t]["x2"] = True
                g._emit("affects_twice", card=t, by=ctx["c"])
        return True


@kind("well", "trigger", "filled at its owner's next Draw Cards Phase; research moves the cards to the hand",
      named="fills with cards at its owner's Draw Cards Phase, out of play, which research moves to the hand", max=req(_Int(1)))
class Well(Kind):
    """Well of Time: "During the Draw Cards Phase a card is drawn exposed and placed on the well, then
    more cards are drawn and placed on the well until a card of greater strength than the first is
    drawn (to a maximum of 8 cards)." They are out of play (kept in the card's state, "held")."""

    moments = ("@draw_phase", "@research_ready", "@leaves_play")

    def listen(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@draw_phase",)

    def at_draw_phase(self, g: Any, p: int, c: int, e: Mapping[str, Any]) -> None:
        if g.ip[c]["c"] != p or g.ip[c].get("held"):
            return
        d = g.deck[g._dk(p)]
        held: list[int] = []
        while d and len(held) < e["max"]:
            x = d.pop()
            held.append(x)
            if len(held) > 1 and g.ci[x].st > g.ci[held[0]].st:
                break
        g.ip[c]["held"] = held
        g._emit("well", card=c, cards=list(held))

    def at_research_ready(self, g: Any, m: int, e: Mapping[str, Any]) -> bool:
        return bool(g.ip[m].get("held"))  # research moves the cards on the well: none, none to apply

    def at_leaves_play(self, g: Any, c: int, e: Mapping[str, Any]) -> None:
        """"When research points equal to the strength of the well are applied, cards placed on the
        well are moved into the hand"; otherwise they are discarded."""
        s = g.ip[c]
        held = s.get("held")
        if not held:
            return
        q = g.owner[c]
        into = g.hand[q] if s["rd"] >= g.ci[c].st and not g.out[q] else None
        for x in held:
            if into is not None:
                into.append(x)
            else:
                g._to_discard(x)


@kind("mark", "on_play", "a lasting mark on cards for a number of complete turns, read by the condition test "
      "`marked` (\"on its next turn\"; \"not the same unit two turns in a row\")", to=req(cards("choose")),
      name=req(STR, "the mark's name"), turns=Param(AMOUNT, "complete turns it lasts from now (default 1: through "
                                                      "each other player's next turn, until this player's next turn)"))
class Mark(Action):
    """A mark is kept on the card in play as ``mk:<name>`` = [the turn it was made, the player turns
    it lasts, the card that made it]; making it again renews it. It goes with the card out of play."""

    def check(self, e: Mapping[str, Any]) -> str | None:
        return None if e["name"].isidentifier() else f"name: expected an identifier, got {e['name']!r}"

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        turns = g._amount_of(ctx, e.get("turns", 1)) * g.n
        for t in g._cards(ctx, e["to"]):
            s = g.ip.get(t)
            if s is not None:
                s["mk:" + e["name"]] = [g.turn, turns, ctx["c"]]
                g._emit("marked", card=t, mark=e["name"], by=ctx["c"])
        return True
