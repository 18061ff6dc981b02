"""The sections that hold action lists: triggers, abilities, reactions and replacements.

- ``when`` (trigger): on a rule event (effects.lang.EVENTS), if its filters and condition hold,
  the card's controller does the actions. Forge's ``T:`` triggers.
- ``operate`` (ability): a function of a card in play its controller uses once per complete turn
  (v2.1 "LIMIT ON CARD ACTIONS"), with a cost (points, a card play) and a condition; a target the
  player picks as he uses it. Other players may react to it (v2.1 "PLAYING REACTION CARDS": "a
  card action"). Forge's ``AB$`` with ``Cost$``.
- ``react`` (reaction): a reaction card played from the hand in reaction mode to what the rules
  let players react to (a card being played, a card action, weapons fire, a unit about to be
  destroyed, the Draw Cards Phase), if its condition holds, on a target picked as it is played.
  v2.1 "PLAYING REACTION CARDS".
- ``instead`` (replacement): when a "would" event is about to happen to the card (or its host), the
  actions happen instead. Forge's ``R:`` replacements.
- ``grows`` (trigger): the card (or the card it sits on) gains strength at each of its controller's
  record keeping steps, and is discarded on reaching a strength.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..lang import CONDITION, EVENTS, WOULD_EVENTS, cards, selector
from ..registry import Kind, kind
from ..schema import ACTIONS, ACTIONS_OR_NONE, BOOL, PLAYS_PER_TURN, POINT_KIND, Either, Enum, Map, Param, _Int, req
from .statics import negation_refused

# Events about a card: a trigger on them is about this card unless it says otherwise.
CARD_EVENTS = frozenset({
    "enters_play", "leaves_play", "moved", "fired_upon", "damaged", "would_be_destroyed", "destroyed", "discarded",
    "operated", "expires", "discarded_from_hand",
})
# Events about a card leaving play: its triggers on them finish after it has gone.
LEAVING = frozenset({"destroyed", "leaves_play", "discarded", "would_be_destroyed"})
# Events a card announces only to itself (it need not be in play).
OWN_EVENTS = frozenset({"expires", "discarded_from_hand"})
WHOSE = Enum("controller", "opponent", "any", "host")
WHICH = Enum("self", "host", "stack", "any")


def _about(g: Any, c: int, which: str, x: Any) -> bool:
    """Whether the event's card `x` is the one a trigger of card c names (`which`)."""
    if which == "any":
        return True
    if x is None:
        return False
    if which == "self":
        return x == c
    host = g.ip[c]["loc"] if c in g.ip else None
    if which == "host":
        return x == host
    if which == "in_stack":
        return x in g.ip and c in g.ip and g._root(x) == g._root(c)  # any card of its stack
    return x == c or x == host  # "stack": the card or its host


def _when_check(e: Mapping[str, Any]) -> str | None:
    on = e["on"]
    if "card" in e and on not in CARD_EVENTS:
        return f"card: the event {on!r} is not about a card"
    if e.get("not_on_turn_played") and on != "turn_start":
        return "not_on_turn_played: only a turn_start trigger takes it"
    if on in OWN_EVENTS and e.get("card", "self") != "self":
        return f"card: the event {on!r} is announced to the card itself only"
    return None


@kind("when", "trigger", "on a rule event, the card's controller does the actions in order (Forge's T: triggers)",
      repeatable=True,
      on=req(Enum(*EVENTS), "the event (effects.lang.EVENTS)"),
      whose=Param(WHOSE, "whose turn, phase or draw (relative to this card's controller; default any; host: the player "
                         "who controls the card it sits on, \"at the beginning of the unit owner's next turn\")"),
      card=Param(WHICH, "for events about a card: this card (default), its host, either, or any card"),
      not_on_turn_played=Param(BOOL, "not on the turn the card was played"),
      phase=Param(Enum("alloc", "engagement", "play_a", "fire", "play_b", "discard", "draw"), "phase events: which phase"),
      do=req(ACTIONS), **{"if": Param(CONDITION, "only while this holds")})
class When(Kind):
    def check(self, e: Mapping[str, Any]) -> str | None:
        return _when_check(e)

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("on:" + e["on"],)

    def listen(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return () if e["on"] in OWN_EVENTS else self.keys(e)

    def at_event(self, g: Any, c: int, key: str, e: Mapping[str, Any], data: Mapping[str, Any]) -> None:
        """Card c's trigger `key` on an event with `data`: run its actions if it applies."""
        s = g.ip.get(c)
        p = g._side(c) if s is not None else g.owner[c]  # (a card played against a fleet: from its side)
        whose = e.get("whose", "any")
        q = data.get("player")
        if whose == "host":
            host = s["loc"] if s is not None else None
            if q is None or host not in g.ip or g.ip[host]["c"] != q:
                return
        elif whose != "any" and q is not None and (q == p) != (whose == "controller"):
            return
        on = e["on"]
        if on in CARD_EVENTS and not _about(g, c, e.get("card", "self"), data.get("card")):
            return
        if e.get("phase") and data.get("phase") != e["phase"]:
            return
        if e.get("not_on_turn_played") and s is not None and s["pt"] >= g.turn:
            return
        ctx = g._ctx(p, c, ev=data)
        if "if" in e and not g._holds(ctx, e["if"]):
            return
        if s is not None and on not in LEAVING:
            ctx["stay"] = True  # a card in play that leaves play acts no more (unless leaving is the event)
        g._run(ctx, key)


@kind("operate", "ability", "a function the card's controller uses once per complete turn (with a cost)",
      repeatable=True,
      cost=Param(Map(POINT_KIND, _Int(1)), "points paid as it is used (in the Allocation Phase)"),
      card_play=Param(BOOL, "it costs a card play"),
      target=Param(cards("sweep"), "what it is used on: the player picks one of the cards found"),
      engaged=Param(BOOL, "only while the card (or its host, for cards on a unit) is engaged; equipment acts only "
                   "while engaged itself, non-passive equipment only on an engaged unit"),
      attack=Param(BOOL, "a crew card's attack where it sits: not while it is disabled, nor at a location a security "
                   "crew card of that location's player guards against it"),
      only_action=Param(BOOL, "as the acting card's only action of the turn (the card, or its host for a card on a "
                        "unit): only while it has not fired nor acted this turn, and it fires and acts no more"),
      phase=Param(Enum("alloc", "play"), "when: the Allocation Phase (default with a cost) or the Play Cards Phases"),
      do=req(ACTIONS), **{"if": Param(CONDITION, "only while this holds")})
class Operate(Kind):
    moments = ("@abilities",)
    listens_in_play = False  # listed from each card in play (AbilityRules._legal_operate)

    def at_abilities(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], phase: str) -> list[dict[str, Any]]:
        """The ways p may use ability `key` of card c now (in `phase`: "alloc" or "play")."""
        s = g.ip[c]
        if e.get("phase", "alloc" if "cost" in e else "play") != phase:
            return []
        last = s.get("ab", {}).get(key)
        if last is not None and g.turn - last < g.n:
            return []  # v2.1 "LIMIT ON CARD ACTIONS": once per complete turn
        if g.ci[c].t == "E":
            if not g._equipment_engaged(c):
                return []  # a disengaged card takes no action; equipment engages itself (faq-042, faq-043)
        elif e.get("engaged"):
            unit = self._actor(g, c)
            # In the Allocation Phase a unit is engaged if it will be (its points allocated).
            if unit not in g.ip or not g.ip[unit]["w" if g.phase == "alloc" else "e"]:
                return []
        if e.get("attack") and (g._status(c).get("disabled") or g._guarded(c, s["loc"])):
            return []
        if e.get("only_action"):
            unit = self._actor(g, c)
            su = g.ip.get(unit)
            if su is None or unit in g.used or su["fp"] or su["fh"]:
                return []
        if e.get("card_play") and g.plays >= PLAYS_PER_TURN:  # Primary rules, "3 - Play Cards Phase A": three card plays
            return []
        if "cost" in e and not g._can_pay(g.pool, e["cost"]):
            return []
        ctx = g._ctx(p, c)
        if "if" in e and not g._holds(ctx, e["if"]):
            return []
        base = {"player": p, "type": "operate", "card": c, "ability": key}
        if "target" not in e:
            return [base]
        tgt = e["target"]
        found = g._ref(ctx, tgt) if isinstance(tgt, str) else g._select(ctx, tgt, targeting=True)
        return [{**base, "on": t} for t in found]

    @staticmethod
    def _actor(g: Any, c: int) -> int:
        """The card that acts: c itself, or the unit (or crew) it sits on for a card played on one."""
        host = g.ip[c]["loc"]
        return c if g.ci[c].t in "SBDTIP" or host is None else host

    def use(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None) -> None:
        """Pay for it, mark it used, let players react ("a card action"), then do it."""
        s = g.ip[c]
        s["ab"] = {**s.get("ab", {}), key: g.turn}
        if e.get("attack") and (g._status(c).get("disabled") or g._guarded(c, s["loc"])):
            return []
        if e.get("only_action"):
            unit = self._actor(g, c)
            g.used.append(unit)  # its action of the turn
            g.ip[unit]["nf"] = True  # it fires no more this turn
        if "cost" in e:
            g._pay(e["cost"])
        if e.get("card_play"):
            g.plays += 1
        ctx = g._ctx(p, c, on)
        if g.phase == "alloc" and p == g.active and any(k in g.ci[c].at for k in _POINT_MODS):
            # A card with modifiers of the fleet's points: what its actions change in them (a
            # conversion chosen for the turn) counts this allocation (ScriptRules._run_done).
            ctx["pb"] = g._produced(p)
        g._emit("operate", player=p, card=c, on=on)
        g._event("operated", card=c, player=p, target=on)
        cont = {"do": "run", "ctx": ctx, "key": key, "card": c, "on": on}
        trig = {"kind": "card", "card": c, "on": on, "op": True}
        if g._open_window(p, trig, cont):
            return
        g._start_run(cont)


_POINT_MODS = ("mod:output", "mod:generates")

# What a reaction answers (v2.1 "PLAYING REACTION CARDS": "Point allocation, a card being played, a
# card action, weapons fire, and the discarding of cards during the Discard Phase"; GEqa: a unit
# about to be destroyed; the Draw Cards Phase).
REACT_TO: dict[str, str] = {
    "any": "whatever another player does that can be reacted to (GEqa: \"A reaction card can be played in reaction to "
           "any action\")",
    "allocation": "an opponent's Point Allocation Phase begins, his points generated (gain_points with who = "
                  "\"active\" changes them)",
    "allocated": "an opponent's Point Allocation Phase just ended (its player's points allocated)",
    "card_played": "an opponent's card being played (event_card: the card; target: what it is played on)",
    "operated": "an opponent's card action (event_card: the card acting; target: its target)",
    "volley": "weapons fire: a volley about to score (event_card: the volley's target; source: the firing units)",
    "reaction": "another player's reaction card (event_card: that card)",
    "would_be_destroyed": "an own unit about to be destroyed (event_card: the unit)",
    "draw_phase": "the Draw Cards Phase of the player whose turn it is",
    "discarding": "an opponent's voluntary discard in his Discard Phase, once made (event_card: the card discarded; "
                  "from: hand or play)",
    "moved": "an opponent's unit moved in his Allocation Phase, once moved (GErulesv21 \"SHIP MOVEMENT RULES\"; "
             "event_card: the unit; event_target: the terrain it is now against, none when back in its fleet)",
}


@kind("react", "reaction", "played from the hand in reaction mode: do the actions in order", repeatable=True,
      on=req(Enum(*REACT_TO), "what it answers"),
      target=Param(cards("sweep"), "what it is played on: the reacting player picks one of the cards found "
                   "(a reference such as event_card names one)"),
      do=req(ACTIONS), **{"if": Param(CONDITION, "only while this holds (the event's data: event_card, source)")})
class React(Kind):
    moments = ("@reactions",)
    listens_in_play = False  # played from the hand

    def at_reactions(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: str,
                 data: Mapping[str, Any]) -> list[dict[str, Any]]:
        """The reaction plays of hand card c (reaction `key`) to what `on` names, with its data."""
        if e["on"] != on and e["on"] != "any":
            return []
        if on in ("card_played", "operated") and any(a["effect"] == "negate" for a in e["do"]) and negation_refused(
                g, data.get("card"), c):
            return []  # (a card negated only by some cards: Space Vertigo)
        ctx = g._ctx(p, c, ev=data)
        if "if" in e and not g._holds(ctx, e["if"]):
            return []
        base = {"player": p, "type": "react", "card": c, "reaction": key}
        if "target" not in e:
            return [base]
        tgt = e["target"]
        found = g._ref(ctx, tgt) if isinstance(tgt, str) else g._select(ctx, tgt, targeting=True)
        return [{**base, "on": t} for t in found if t in g.ip]


@kind("instead", "replacement", "when the event is about to happen to this card (or its host), the actions happen "
      "instead", repeatable=True,
      on=req(Enum(*WOULD_EVENTS), "the event replaced"),
      card=Param(Either(Enum("self", "host", "in_stack"), selector("filter")),
                 "whose event: this card (default), its host, any card of its stack, or any card in play the "
                 "selector finds (\"When any spy in the fleet is discarded, it may be moved here instead\")"),
      do=req(ACTIONS_OR_NONE, "the actions done instead (none: the event does not happen)"),
      **{"if": Param(CONDITION, "only while this holds")})
class Instead(Kind):
    """`discarded` is asked as a card in play is discarded (engine/damage.py `_remove`), not as it
    leaves play otherwise (moved to a hand or a deck), nor when its player is out of the game; the
    actions keep it in play by moving it (`relocate`), or it is discarded as usual."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("instead:" + e["on"],)

    def at_instead(self, g: Any, c: int, key: str, e: Mapping[str, Any], data: Mapping[str, Any]) -> bool:
        which = e.get("card", "self")
        s = g.ip.get(c)
        p = g._side(c) if s is not None else g.owner[c]
        if isinstance(which, str):
            if not _about(g, c, which, data.get("card")):
                return False
            ctx = g._ctx(p, c, ev=data)
        else:
            ctx = g._ctx(p, c, ev=data)
            if data.get("card") not in g._select(ctx, which):
                return False
        if "if" in e and not g._holds(ctx, e["if"]):
            return False
        g._run(ctx, key)
        return True


@kind("grows", "trigger", "gains strength each of its controller's turns; discarded on reaching discard_at",
      per_turn=req(_Int(1)), discard_at=req(_Int(1)), host=Param(BOOL, "the card it sits on grows instead"))
class Grows(Kind):
    """Asked at its controller's record keeping step (engine/turn.py), and by a card's strength
    (engine/units.py: a host that grows takes no other modification)."""

    moments = ("@grows",)

    def at_grows(self, g: Any, c: int, e: Mapping[str, Any]) -> bool:
        """Accelerated Aging ("the crew or dragon ... increases in strength by 1 point", "discarded
        upon reaching 10") and the Time Fiend ("gets 1 point stronger", "Discarded when reaching
        strength 10"; research counts within one turn). True when something was discarded."""
        ip = g.ip
        s = ip[c]
        s["ag"] = s.get("ag", 0) + e.get("per_turn", 1)
        if e.get("host"):
            host = s["loc"]
            if host in ip and g._strength(host) >= e["discard_at"]:
                g._emit("aged_out", card=host)
                g._remove(host)
                return True
            return False
        s["rd"] = 0  # "research points equaling the fiend's current strength applied in one turn"
        if g.ci[c].st + s["ag"] >= e["discard_at"]:
            g._remove(c)
            return True
        return False

    def host_grows(self, e: Mapping[str, Any]) -> bool:
        return bool(e.get("host"))
