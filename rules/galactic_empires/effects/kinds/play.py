"""Where and when a card may be played: its target.

``target``: the card is played on one card its selector finds (its player picks which as he plays
it) or against an opponent fleet; its actions then name that card ``"target"`` (the fleet's player:
``"opponent"``). With ``second``, it is played on two cards at once (a card played on one unit that
damages another): the actions name the second ``"second_target"``. v2.1 "TARGETS"; Primary rules,
"3 - Play Cards Phase A".
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..lang import CONDITION, selector
from ..registry import Kind, kind
from ..schema import BOOL, LETTERS, Enum, Param, Seq


@kind("target", "play", "what the card is played on: one card its selector finds, picked by its player as he "
      "plays it, or an opponent's fleet (a terrain card: it stays on that card, not combined with it: \"Played "
      "against a terrain\")", one_of=(("select", "fleet"),),
      select=Param(selector("sweep"), "the cards it may be played on"),
      fleet=Param(Enum("opponent"), "played against an opponent's fleet (its player: \"opponent\")"),
      second=Param(selector("sweep"), "a second card, picked with the first as it is played (seen from the first: "
                                      "\"target\"); the actions name it \"second_target\""),
      **{"if": Param(CONDITION, "only while this holds")})
class Target(Kind):
    moments = ("@play_targets",)
    listens_in_play = False

    def at_play_targets(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        ctx = g._ctx(p, c)
        if "if" in e and not g._holds(ctx, e["if"]):
            return []
        if "fleet" in e:
            return [{"fleet": q} for q in g.order if q != p and not g.out[q]]
        firsts = g._select(ctx, e["select"], targeting=True)
        if "second" not in e:
            return [{"on": k} for k in firsts]
        return [
            {"on": k, "to": x} for k in firsts for x in g._select(g._ctx(p, c, k), e["second"], targeting=True) if x != k
        ]

    def check(self, e: Mapping[str, Any]) -> str | None:
        return "second: a second card needs a first one (select)" if "second" in e and "select" not in e else None


PHASES = ("alloc", "play_a", "play_b")


@kind("playable", "play", "when the card may be played: in these phases (default: the Play Cards Phases), while a "
      "condition holds, whether it counts as a card play, and whether it enters play engaged",
      phase=Param(Seq(Enum(*PHASES)), "the phases it may be played in (\"Played during the Allocation Phase\")"),
      not_a_card_play=Param(BOOL, "\"Does not count as a card play\""),
      engaged=Param(BOOL, "\"Played engaged\": it enters play engaged (a unit may attack on the turn played)"),
      reserve=Param(BOOL, "false: \"may not be placed or played into the reserve fleet\" (no exchange puts it there; "
                          "v2.1 \"RESERVE FLEET RESTRICTIONS\")"),
      unanswerable=Param(LETTERS, "reaction cards of these types are not offered against its play (\"Cannot be "
                                  "diverted, negated or blocked by a crew card\": C)"),
      full_emf=Param(BOOL, "\"Played with a full strength EMF\": a Mechad unit enters play with its EMF at its maximum, "
                           "twice its strength (v2.1 \"ELECTROMAGNETIC FIELD\"), not the free EMF equal to its strength"),
      **{"if": Param(CONDITION, "only while this holds")})
class Playable(Kind):
    moments = ("@timing",)
    listens_in_play = False

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        # "@no_reserve": asked by the reserve exchanges (engine/play.py _reserve_swaps); "@unanswerable":
        # by the reaction window of its play (engine/stack.py _reactions); "@full_emf": by a unit
        # entering play (engine/resolve.py _put_into_play).
        keys = (*self.moments, "@no_reserve") if e.get("reserve") is False else self.moments
        if e.get("full_emf"):
            keys = (*keys, "@full_emf")
        return (*keys, "@unanswerable") if e.get("unanswerable") else keys

    def at_unanswerable(self, e: Mapping[str, Any]) -> str:
        """The types of the reaction cards never offered against this card's play."""
        return e.get("unanswerable", "")

    def at_timing(self, g: Any, p: int, c: int, e: Mapping[str, Any]) -> bool:
        """Whether card c of p may be played now, by this entry."""
        if g.phase not in e.get("phase", ("play_a", "play_b")):
            return False
        return "if" not in e or g._holds(g._ctx(p, c), e["if"])

    def free(self, e: Mapping[str, Any]) -> bool:
        return bool(e.get("not_a_card_play"))

    def enters_engaged(self, e: Mapping[str, Any]) -> bool:
        return bool(e.get("engaged"))
