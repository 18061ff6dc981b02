"""Agendas: an agenda card's hidden or exposed agenda, when it is accomplished, and its benefit.

v2.1 "AGENDA CARDS": "Each agenda card has a hidden agenda rule and/or an exposed agenda rule." One
``agenda`` entry per rule (section ``agenda``):

- ``rule = "hidden"``: "Hidden agendas must be accomplished entirely before the agenda card is
  played. When the hidden agenda is accomplished, the agenda card is immediately exposed from the
  hand (not a Card Play) and the benefit is immediately gained." It waits in the hand, so what
  accomplishes it is a condition on the table (``if``), checked after every action.
- ``rule = "exposed"``: "Exposed agendas are played prior to accomplishing the agenda. Their
  benefit cannot be gained until 1 complete turn after the agenda card has been played. After that
  turn, the benefit is immediately gained when the agenda is accomplished." Accomplished by a
  condition (``if``) or at a rule event (``on``, with ``if`` read on the event's data).
- ``do``: the benefit, an action list (any action, choices included).
- ``discarded``: the card's "Discarded after use": accomplished, it goes to the discard pile rather
  than on the Sector HQ (v2.1 "CARDS HAVE RULES": "the rules on the cards take precedence").

The engine's rules for agendas (played, accomplished, placed on the Sector HQ, the 25-point
restoration) are engine/agendas.py; this kind says when each one is accomplished and what it gives.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..lang import CONDITION, EVENTS
from ..registry import Kind, kind
from ..schema import ACTIONS, BOOL, Enum, Param, req


@kind("agenda", "agenda", "a hidden or exposed agenda: accomplished when its condition holds (or, exposed, at a rule "
      "event), its benefit is gained", repeatable=True, one_of=(("if", "on"),),
      rule=req(Enum("hidden", "exposed"), "hidden (accomplished from the hand) or exposed (played first)"),
      on=Param(Enum(*EVENTS), "an exposed agenda accomplished at this rule event (effects.lang.EVENTS)"),
      do=req(ACTIONS, "the benefit"),
      discarded=Param(BOOL, "the card says \"Discarded after use\": accomplished, it goes to the discard pile, not "
                            "on the Sector HQ (v2.1 \"CARDS HAVE RULES\": the card's rule takes precedence)"),
      **{"if": Param(CONDITION, "what accomplishes it (at the event, with the event's data)")})
class Agenda(Kind):
    moments = ("@agenda",)

    def check(self, e: Mapping[str, Any]) -> str | None:
        if e["rule"] == "hidden" and "on" in e:
            return "on: a hidden agenda waits in the hand, where no event reaches it: say what accomplishes it with 'if'"
        return None

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@agenda", "on:" + e["on"]) if "on" in e else ("@agenda",)

    def listen(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        # An exposed agenda in play listens for its event; the rules find the others themselves.
        return ("on:" + e["on"],) if "on" in e else ()

    def at_agenda(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], rule: str) -> bool:
        """Whether p's agenda card c is accomplished now by its condition (`rule`: the kind of agenda
        asked about, hidden in the hand or exposed in play)."""
        if e["rule"] != rule or "on" in e:
            return False
        return g._holds(g._ctx(p, c), e["if"])

    def at_event(self, g: Any, c: int, key: str, e: Mapping[str, Any], data: Mapping[str, Any]) -> None:
        """An exposed agenda in play at its event: accomplished if its condition holds on the event."""
        s = g.ip.get(c)
        if s is None or e["rule"] != "exposed":
            return
        ctx = g._ctx(s["c"], c, ev=data)
        if "if" in e and not g._holds(ctx, e["if"]):
            return
        g._accomplish(s["c"], c, key, e, ctx)
