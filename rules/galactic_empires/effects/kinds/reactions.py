"""Reaction cards of the first vocabulary whose rule is what they do as they resolve.

A reaction card played in reaction mode (v2.1 "PLAYING REACTION CARDS") resolves once its window
closes (engine/stack.py ``_resolve_reaction``): a kind taking part in ``@reacted`` does it,
``at_reacted(g, p, c, key, e, on, frame)`` (``on``: what it was played on; ``frame``: the window it
was played in, its trigger and the action waiting on it). When it may be played is still its
``reaction_use`` entry.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..registry import Kind, kind
from ..schema import BOOL, COUNT, LETTERS, PLAYS_PER_TURN, STR, UNIT_TYPES, Enum, Param, req
from .statics import negation_refused


class Reacted(Kind):
    moments = ("@reacted",)
    listens_in_play = False  # played from the hand

    def at_reacted(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None,
                   frame: dict[str, Any]) -> None:
        raise NotImplementedError  # pragma: no cover


@kind("limit", "reaction", "the current turn is cut short: at most that many more card plays, or no more card draws",
      one_of=(("plays", "draws"),),
      plays=Param(COUNT, "the cards the turn's player plays this turn, at most (this one's included when it is his)"),
      draws=Param(Enum(0), "no more card draws this turn: the Draw Cards Phase ends, end-of-turn draws too"),
      bottom=Param(BOOL, "the card is placed at the bottom of the discard pile"))
class Limit(Reacted):
    """Suspended Animation, Time Compression (plays), Cessation of Time (draws). The rules ask
    "@limits_plays" (Time Compression may also answer the play past its limit) and "@limits_draws"
    (its window opens as the Draw Cards Phase starts)."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return (*self.moments, "@limits_plays" if "plays" in e else "@limits_draws")

    def at_reacted(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None,
                   frame: dict[str, Any]) -> None:
        waiting = frame["cont"]
        if e.get("bottom"):
            g.discard[g._dk(p)].insert(0, c)  # Cessation of Time: "Placed at the bottom of the discard pile"
        else:
            g._to_discard(c)
        if "plays" in e:
            # "Opponent ... stops playing cards this turn" / "may play a maximum of 2 cards".
            over = g.plays > e["plays"]
            left = max(0, e["plays"] - g.plays)
            g.plays = max(g.plays, PLAYS_PER_TURN - left)
            played = frame["trig"].get("card")
            if (
                over and frame["trig"].get("kind") == "card" and played in g.ip
                and (waiting is None or waiting.get("do") == "card")
            ):
                # Time Compression: "stop the third and subsequent card plays": the play past
                # the limit is stopped, its card back in its owner's hand.
                g._to_hands(played)
                frame["cont"] = None
                g._emit("negated", card=played)
        if "draws" in e:
            # Cessation of Time: the phase ends; "Prevents any and all card draws" (Capital
            # Revitalization's end-of-turn draws too).
            g.draws_left = 0
            g.topup[g.active] = 0


@kind("tractor", "reaction", "a ship firing at an own unit: its fire halved, then it may fire only at that unit",
      named="a reaction halving a ship's fire and then binding its fire to the tractoring unit")
class Tractor(Reacted):
    """Tractor Beam (v2.1 "Tractor Beams": "Activated against a ship as a reaction, tractoring the
    ship for 1 turn or until tractored by another tractor beam. The tractored ship may only fire at
    this unit."). The rules find the beams in play at "@tractors" (CombatRules._tractor_beams)."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return (*self.moments, "@tractors")

    def at_reacted(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None,
                   frame: dict[str, Any]) -> None:
        """The unit fired upon tractors ship `on`; the ship's fire in the volley is halved."""
        v = g.volley
        ip = g.ip
        if v is None or on not in ip or v["t"] not in ip:
            g._to_discard(c)
            return
        for k in g._tractor_beams(on):
            g._remove(k)  # "or until tractored by another tractor beam"
        # FAQ faq-008: activated against the ship, not played against it: the beam goes on the
        # tractoring unit (the unit fired upon) and stays there when the tractored ship is destroyed.
        s = g._enter(p, c, v["t"])
        s["e"] = True
        s["ts"] = on
        # "Discarded during the owning player's next Allocation Phase": its duration (1) counts
        # from the turn before, so the next record keeping of its owner discards it.
        s["pt"] = g.turn - g.n + 1
        g._halve_part(v, on)


@kind("reaction_use", "reaction", "when the card may be played in reaction mode",
      on=req(Enum("monster_at_location", "fired_upon", "any", "firing_unit", "card_on_crew", "firing_fleet",
                  "opponent_card", "card_on_fleet", "operate", "draw_phase", "opponent_volley")), empire=STR,
      by=Param(LETTERS, "fired_upon: only against a volley fired by units of these types (\"an opponent ship's "
               "weapons fire\": S)"))
class ReactionUse(Kind):
    """What a reaction card of the first vocabulary answers, and on what it may be played: asked at
    "@reaction_plays" for each card of a player's hand as a reaction window offers him a play
    (StackRules._reactions; v2.1 "PLAYING REACTION CARDS")."""

    moments = ("@reaction_plays",)
    listens_in_play = False  # played from the hand

    def at_reaction_plays(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], pend: Mapping[str, Any],
                          foe: int) -> list[dict[str, Any]]:
        """The reaction plays of p's hand card c in the window `pend` (`foe`: the player whose action
        it answers)."""
        acts: list[dict[str, Any]] = []
        ip = g.ip
        ci = g.ci
        i = ci[c]
        trig = pend["trig"]
        actor = pend["actor"]
        draw = trig.get("kind") == "draw"
        on = e["on"]
        if draw and on != "draw_phase":
            return acts  # a Draw Cards Phase window is for cards that react to that phase
        if on == "monster_at_location":
            m = trig.get("card")
            if m is None or m not in ip or ci[m].t != "M":
                return acts
            loc = ip[m]["loc"]
            if loc is not None and ip[loc]["c"] == p:
                acts.append({"player": p, "type": "react", "card": c, "on": loc})
        elif on in ("any", "fired_upon"):
            cd = i.cdmg
            if cd:
                for t, st in ip.items():
                    if st["c"] == foe and ci[t].t in cd.get("targets", "S") and not st["cmb"]:
                        acts.append({"player": p, "type": "react", "card": c, "on": t})
            elif on == "fired_upon":
                tgt = trig.get("on")
                if trig.get("kind") != "volley" and "volley_mod" in i.fx:
                    return acts
                if e.get("by") and g.volley is not None and not any(
                    u in ip and ci[u].t in e["by"] for u in g.volley["src"]
                ):
                    return acts  # Sun Spot: "an opponent ship's weapons fire"
                if "PropElectronicWarfareSystem" in i.tags and g.volley is not None and any(
                    "ew_immune" in ci[k].fx for u in g.volley["src"] if u in ip for k in g._children(u)
                ):
                    return acts  # Super Computer: "Ignores the effects of nonbeneficial electronic warfare"
                if tgt is not None and tgt in ip and ip[tgt]["c"] == p:
                    if e.get("empire") and ci[tgt].emp != e["empire"]:
                        return acts  # Hull Rotation: "Only Argonian ships"
                    acts.append({"player": p, "type": "react", "card": c, "on": tgt})
                elif (
                    tgt is None and trig.get("kind") == "volley" and trig.get("victim") == p
                    and "volley_mod" in i.fx and not e.get("empire")
                ):
                    # A volley at one's own Sector HQ is incoming too (v2.1 weapons fire step
                    # b: reactions to every volley; issue 29: none was offered at a Sector HQ).
                    acts.append({"player": p, "type": "react", "card": c})
        elif on == "opponent_volley":
            # Unlucky Targeting: "Played against an opponent volley" (GEerrata.txt R/L3): any
            # volley an opponent fires, at whoever it is fired (a third player's cards, a Sector
            # HQ), never one's own (the firing player may react only once another has).
            v = g.volley
            if trig.get("kind") == "volley" and v is not None and actor != p:
                tgt = trig.get("on")
                acts.append({"player": p, "type": "react", "card": c, **({"on": tgt} if tgt is not None else {})})
        elif on == "firing_fleet":
            # Targeting Error: "Redesignate 1 opponent volley to 1 target in that opponent's fleet".
            v = g.volley
            if trig.get("kind") == "volley" and v is not None:
                for u in g._units(foe):
                    if u not in v["src"] and not g._status(u).get("out_of_play"):
                        acts.append({"player": p, "type": "react", "card": c, "on": u})
                # GEerrata.txt R/L8: "any target in that opponent's fleet except cards which
                # fired in that volley. Cards which fire weapons in a volley do not protect
                # their Sector HQ": its terrain and its Sector HQ too (-1 - seat, as volleys
                # name a Sector HQ).
                for t, st in ip.items():
                    if st["c"] == foe and ci[t].t == "T" and t not in v["src"] and t != v["t"]:
                        acts.append({"player": p, "type": "react", "card": c, "on": t})
                if v["t"] != -1 - foe and not g.out[foe] and g._hq_open_to_own_volley(foe, v["src"]):
                    acts.append({"player": p, "type": "react", "card": c, "on": -1 - foe})
        elif on == "opponent_card":
            # Suspended Animation, Time Compression: after an opponent's card play on his turn;
            # a card limiting the turn's plays also against the play past its limit (Time
            # Compression: "May be played in reaction to stop the third and subsequent card
            # plays", issue 29).
            most = PLAYS_PER_TURN if "@limits_plays" in i.at else PLAYS_PER_TURN - 1
            if (
                trig.get("kind") == "card" and not trig.get("op") and actor == g.active
                and g.pturns[actor] > 2 and g.plays <= most
            ):
                acts.append({"player": p, "type": "react", "card": c})
        elif on in ("card_on_crew", "card_on_fleet"):
            # Lucky Crew Action, Crewman: an opponent's card play against an own crew card;
            # Telepath: "Negate any one card (of equal or lesser strength) played against the fleet".
            tgt = trig.get("on")
            played = trig.get("card")
            if (
                trig.get("kind") == "card" and not trig.get("op") and tgt is not None and (
                    (tgt in ip and ip[tgt]["c"] == p and (ci[tgt].t in "CP" or on == "card_on_fleet"))
                    or (on == "card_on_fleet" and tgt == -1 - p)  # played against p's whole fleet (faq-044)
                ) and played in ip
                and (on != "card_on_fleet" or ci[played].st <= i.st)
                and (i.fx.get("counter", {}).get("substitute") or not negation_refused(g, played, c))
            ):
                acts.append({"player": p, "type": "react", "card": c, "on": tgt})
        elif on == "operate":
            # Transporter / Shuttle Malfunction: "Negates the ... action just made".
            oc = trig.get("card")
            if trig.get("kind") == "card" and trig.get("op") and oc in ip:
                via = g._transport_used(oc, i.fx["counter_op"]["via"], trig.get("via"))
                if via is not None:
                    acts.append({"player": p, "type": "react", "card": c, "on": via})
        elif on == "draw_phase":
            if trig.get("kind") == "draw":
                acts.append({"player": p, "type": "react", "card": c})
        elif on == "firing_unit":
            # Played on a unit that fires at you (Phaser Malfunction, Defensive Override).
            v = g.volley
            if trig.get("kind") == "volley" and v is not None:
                t = v["t"]
                own_unit = t in ip and ip[t]["c"] == p and ci[t].t in UNIT_TYPES
                rf = "return_fire" in i.fx
                if rf and not (
                    own_unit and ip[t]["e"] and not ip[t]["nf"] and g._weapon_left(t, "phaser")
                    and not g._status(t).get("no_fire")
                ):
                    return acts  # Early Warning: "Played to an engaged unit" with phasers to fire
                tractor = "@tractors" in i.at
                if tractor and not own_unit:
                    return acts  # a tractor beam needs a tractoring unit
                for u in v["src"]:
                    if u in ip and (not rf or g._can_fire_at(t, "phaser", u)) and (not tractor or ci[u].t == "S"):
                        acts.append({"player": p, "type": "react", "card": c, "on": u})
        return acts
