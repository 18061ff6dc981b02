"""Pending choices and reactions: what other players may answer, and in what order.

Rulebook sections: Primary rules, "Reaction Cards"; v2.1 "REACTIONS", weapons volley step b; GEqa on reaction cards.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import Action
from .. import effects as fx
from ..effects.registry import KINDS
from .common import (
    PLAYS_PER_TURN,
    PRIMARY,
    _amount,
    edition,
)


class StackRules:
    """Pending choices and reactions: what other players may answer, and in what order."""

    # Pending choices -------------------------------------------------------------------------

    def _legal_pending(self, p: int, pend: dict[str, Any]) -> list[Action]:
        k = pend["k"]
        if k == "react":
            acts = self._legal_reactions(p, pend)
            acts.append({"player": p, "type": "pass"})
            return acts
        if k == "choose":
            # A choice the rules give this player (not the engine): one option, or pass when he may decline.
            acts = [{"player": p, **o} for o in pend["options"]]
            if not pend.get("must"):
                acts.append({"player": p, "type": "pass"})
            return acts
        if k == "celebrate":
            return [{"player": p, "type": "celebrate", "draw": n} for n in range(pend["max"] + 1)]
        if k == "vote":
            return [{"player": p, "type": "accept"}, {"player": p, "type": "refuse"}]
        if k == "shoot_back":
            acts = [{"player": p, "type": "shoot_back", "card": pend["card"], "at": a} for a in pend["at"] if a in self.ip]
            acts.append({"player": p, "type": "pass"})
            return acts
        if k == "thief":
            if pend["card"] not in self.ip:
                # The Time Thief left play (a reaction destroyed it) while its choice waited
                # below a reaction window: nothing is left to choose.
                return [{"player": p, "type": "pass"}]
            return self._thief_options(p, pend["card"])
        if k == "split":
            host, kid = pend["host"], pend["kid"]
            s, sk = self.ip[host], self.ip[kid]
            acts = []
            if s["sd"] > 0 and sk["sd"] < self.ci[kid].sh:
                acts.append({"player": p, "type": "shift", "part": "shields"})
            if s["hd"] > 0 and sk["hd"] < self.ci[kid].st - 1:
                acts.append({"player": p, "type": "shift", "part": "structure"})
            if s["sd"] <= self.ci[host].sh and s["hd"] < self.ci[host].st:
                acts.append({"player": p, "type": "done"})
            return acts
        return []

    def _legal_reactions(self, p: int, pend: Mapping[str, Any]) -> list[Action]:
        """Reaction cards of p whose function can be used the instant they are played
        (Primary rules, "PLAYING REACTION CARDS"); none on a card protected from it."""
        acts = self._reactions(p, pend)
        if acts and "@protection" in self.fxin:
            acts = [a for a in acts if not (isinstance(a.get("on"), int) and a["on"] >= 0 and self._protected(a["on"], a["card"]))]
        return acts

    def _reactions(self, p: int, pend: Mapping[str, Any]) -> list[Action]:
        if p == self.active and self.plays >= PLAYS_PER_TURN:
            return []  # v2.1: "to play a reaction card on your turn requires an available card play"
        first_turn = self._restriction_turn(p) == 1  # "TURN 1 RESTRICTIONS: Only terrain cards may be played"
        acts: list[Action] = []
        ci = self.ci
        actor = pend["actor"]
        # The player whose action is answered: the acting player, or for the acting player
        # himself (once another player has reacted) the last player who reacted.
        foe = actor if actor != p else pend["by"][-1]
        seen: tuple[str, dict[str, Any]] | None = None
        answered = pend["trig"].get("card")
        barred = "".join(KINDS[e["effect"]].at_unanswerable(e) for _, e in ci[answered].at.get("@unanswerable", ())) \
            if answered is not None else ""  # "Cannot be ... negated or blocked by a crew card"
        for c in self.hand[p]:
            i = ci[c]
            if not i.reaction or not i.playable or (first_turn and i.t != "T") or i.t in barred:
                continue
            rx = i.at.get("@reactions")
            if rx:
                # Reactions of the registry (effects/kinds/sections.py "react"): what the window
                # answers, and its data, as their conditions read them.
                if seen is None:
                    seen = self._window_event(pend)
                for key, e in rx:
                    acts.extend(KINDS[e["effect"]].at_reactions(self, p, c, key, e, *seen))
                continue
            plays = i.at.get("@reaction_plays")
            if plays:
                # Reaction cards of the first vocabulary (effects/kinds/reactions.py "reaction_use").
                for key, e in plays:
                    acts.extend(KINDS[e["effect"]].at_reaction_plays(self, p, c, key, e, pend, foe))
        return acts

    def _hq_open_to_own_volley(self, q: int, firing: list[int]) -> bool:
        """Whether q's Sector HQ is open to a volley q's own cards fire: exposed, or guarded only by
        ships firing in it (GEerrata.txt R/L8 Targeting Error: "Cards which fire weapons in a volley
        do not protect their Sector HQ or Psy Network from that volley"). A Psy Network, or a Sector
        HQ a base or installation guards, only when exposed."""
        if self._hq_exposed(q):
            return True
        if self.main[q] in fx.PSY_EMPIRES or "installation" in self.fxin:
            return False
        if any(self.ci[u].t == "B" and self._status(u).get("protects_hq") for u in self._units(q)):
            return False
        return all(u in firing for u in self._ships(q))

    def _reaction_held(self, actor: int, on: str) -> bool:
        """Whether another player holds a registry reaction to `on` (sections.REACT_TO)."""
        cards = self._rxon.get(on)
        return bool(cards) and self._held_by_another(actor, cards)

    def _held_by_another(self, actor: int, cards: frozenset[int]) -> bool:
        """Whether a player other than `actor`, still in the game, holds one of `cards` (one of
        the match's reaction sets: _rx, _rxon, _rxdisc)."""
        out = self.out
        hand = self.hand
        for q in self.order:
            if q != actor and not out[q] and not cards.isdisjoint(hand[q]):
                return True
        return False

    def _window_event(self, pend: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """What a reaction window answers (sections.REACT_TO) and its data: the card and its
        target, the volley's target, firing units and damage, the acting player."""
        trig = pend["trig"]
        kind = trig.get("kind")
        # A window's frame names its actor; a queued reaction answered by a reaction (_drain's
        # parent) is an entry of the queue: its actor is the player who played it.
        data: dict[str, Any] = {"player": pend["actor"] if "actor" in pend else (pend.get("cont") or {}).get("p")}
        if kind == "volley":
            v = self.volley
            data.update(card=trig.get("on"), victim=trig.get("victim"))
            if v is not None:
                data.update(source=[u for u in v["src"] if u in self.ip], amount=v["dmg"], heavy=v["heavy"])
            return "volley", data
        if kind == "draw":
            return "draw_phase", data
        if kind in ("allocation", "allocated"):
            return kind, data
        if kind == "discard":
            data.update(card=trig.get("card"), **{"from": trig.get("from")})
            return "discarding", data
        if kind == "moved":
            data.update(card=trig.get("card"), target=trig.get("on"))
            return "moved", data
        data.update(card=trig.get("card"), target=trig.get("on"))
        if kind == "reaction":
            return "reaction", data
        return ("operated" if trig.get("op") else "card_played"), data

    # Reaction windows -------------------------------------------------------------------------
    # Primary rules, "REACTION CARDS": "Any player can play a reaction card to your reaction card
    # and you can play another reaction card to his, etc."; v2.1 "LAST REACTION CARD PLAYED HAS
    # PRECEDENCE"; v2.1 weapons fire step b: "The firing player cannot react unless another player
    # has reacted"; GEqa "Reaction Cards": as many as a player holds, to any action.
    #
    # A window is a pending frame over one action about to take effect ("trig") with what happens
    # when it closes ("cont"). It is handed round the table in turn order from the active
    # player's left; it closes once every seat has passed since the last reaction. A reaction
    # played opens its own window on top (for answers to it); when that closes, the reaction and
    # the answers played to it wait, in play order, in the queue ("q") of the window below, which
    # goes round again. Once the window over the action closes, its queue resolves last played
    # first (v2.1 "the most recently played reaction card will take its action(s) before
    # previously played reaction cards"; GEfaq faq-047), then the action takes effect. A queued
    # reaction waits in limbo; "in" is the index of the entry it answers (-1: the window's action).

    def _open_window(self, actor: int, trig: dict[str, Any], cont: dict[str, Any] | None) -> bool:
        """Open a window over `trig`, an action of `actor` about to take effect; `cont` is what
        happens when it closes. False (and nothing pushed) when nobody may react: the caller goes on."""
        self._offered = True
        if not self._held_by_another(actor, self._rx):
            return False  # nobody else holds a card that could react (the usual case, kept cheap)
        frame = {"k": "react", "p": actor, "actor": actor, "trig": trig, "cont": cont,
                 "ask": 0, "left": len(self.order), "by": []}
        self.pending.append(frame)
        if self._ask(frame):
            return True
        self.pending.pop()
        return False

    def _ask(self, frame: dict[str, Any]) -> bool:
        """Hand the window to the next seat that has a reaction it may play, in turn order from
        the active player's left (the active player last); False once every seat has passed
        (seats with nothing to play pass by themselves)."""
        order = self.order
        n = len(order)
        first = order.index(self.active) + 1
        while frame["left"] > 0:
            q = order[(first + frame["ask"]) % n]
            frame["ask"] += 1
            frame["left"] -= 1
            if self.out[q] or (q == frame["actor"] and not frame["by"]):
                continue  # step b: the acting player reacts only once another player has
            if self._rx.isdisjoint(self.hand[q]):
                continue  # (no reaction card in that hand)
            if q != frame["actor"] and frame["trig"].get("kind") == "volley" and q != frame["trig"].get("victim") \
                    and edition(self.opts) == PRIMARY:
                # Primary rules, "4 - Weapons Fire Phase" b: "Target player may play cards in
                # reaction" (v2.1 step b: "Players may play reaction cards in reaction mode").
                continue
            frame["p"] = q
            if self._legal_reactions(q, frame):
                return True
        return False

    def _resume(self, frame: dict[str, Any]) -> None:
        """Go on round a window after a reaction was played in it (or a seat passed), or go on
        resolving its queue."""
        if self.res is not None:
            return
        if self.pending and self.pending[-1] is not frame:
            # What a reaction did waits on a player's choice (the owner's of a unit it
            # destroyed, say): the window goes on once that is made (_settle).
            frame["wait"] = True
            return
        if frame.get("drain") or not self._ask(frame):
            self._close_window()

    def _settle(self) -> None:
        """A window that waited on choices above it goes on round, once they are all made."""
        while self.res is None and self.pending and self.pending[-1].get("wait"):
            frame = self.pending[-1]
            del frame["wait"]
            self._resume(frame)

    def _close_window(self) -> None:
        """Every seat passed: a reaction's window goes into the queue of the window below; the
        window over an action resolves its queue, goes, and the action takes effect."""
        frame = self.pending[-1]
        cont = frame["cont"]
        if cont is not None and cont["do"] == "reaction":
            self.pending.pop()
            parent = self.pending[-1]
            q = parent.setdefault("q", [])
            k = len(q)
            q.append({"trig": frame["trig"], "cont": cont, "in": -1})
            for e in frame.get("q", ()):
                q.append({**e, "in": k if e["in"] < 0 else k + 1 + e["in"]})
            self._resume(parent)
            return
        if not self._drain(frame):
            return
        self.pending.pop()
        cont = frame["cont"]  # (a reaction may have negated the action, or changed it)
        if cont is None:
            return
        do = cont["do"]
        if do == "card":
            self._resolve_card(cont["p"], cont["card"], cont["on"])
        elif do == "operate":
            self._resolve_operate(cont["p"], cont["card"], cont["on"], cont.get("op"))
        elif do == "volley":
            self._defensive_fire()
        elif do == "run":
            self._start_run(cont)

    def _drain(self, frame: dict[str, Any]) -> bool:
        """Resolve the window's queued reactions, last played first; False while one waits on a
        player's choice (the window goes on resolving once it is made: _resume)."""
        q = frame.get("q")
        while q:
            e = q.pop()
            cont = e["cont"]
            if cont is None:
                continue  # negated before it resolved
            parent = frame if e["in"] < 0 else q[e["in"]]
            self._resolve_reaction(cont["p"], cont["card"], cont.get("on"), parent, cont.get("rk"))
            if self.res is not None or self.pending[-1] is not frame:
                frame["drain"] = True
                frame["wait"] = True
                return False
        frame.pop("drain", None)
        return True

    # Pending answers ---------------------------------------------------------------------------

    def _choose(
        self, p: int, why: str, options: list[dict[str, Any]], cont: dict[str, Any], must: bool = False,
    ) -> None:
        """Give player p a choice the rules leave to him: `options` are actions without "player"
        (each of type "use"), and "pass" declines unless he `must` pick one; `cont` says what
        happens next (see _chosen)."""
        frame = {"k": "choose", "p": p, "why": why, "options": options, "cont": cont}
        if must:
            frame["must"] = True
        self.pending.append(frame)

    def _do_use(self, p: int, a: Action) -> None:
        frame = self.pending.pop()
        do = frame["cont"]["do"]
        if do == "intercept":
            self.volley["icpt"] = [a["card"], a["points"]]
            self._resolve_volley()
        elif do == "insane":
            # Insanity: "Insanity player dictates the actions of that card on the crew player's
            # turn": the crew card acts for its player, as the Insanity player picked.
            op = {k: v for k, v in a.items() if k not in ("player", "type")}
            self._do_operate(frame["cont"]["p"], {"type": "operate", **op}, chooser=p)
        else:
            self._chosen(p, frame["cont"], a.get("card", a.get("option")))
        self._settle()

    def _chosen(self, p: int, cont: dict[str, Any], card: int | None) -> None:
        """Go on after a player's choice (`card` is None when he passed)."""
        if cont["do"] == "run":
            self._resume_run(p, cont, card)  # a card script's choice: its action list goes on
        elif cont["do"] == "intercept":  # he let the volley through
            self.volley["icpt"] = None
            self._resolve_volley()
        elif cont["do"] == "explode":
            # Minesweeper: "As a reaction, can negate one mine explosion per complete turn".
            if card is not None:
                self.ip[card]["swept"] = self.turn
                self._emit("swept", card=card)
                return
            self._explode(cont["p"], cont["on"], cont["amount"], cont["all_shields"], cont["structure"], cont.get("src"))
        elif cont["do"] == "blind":
            # Argonian Strobe / False Intelligence Report: the defending player's picks.
            if card is None:  # he keeps no more ships firing: the other ships are blinded
                ships = [u for u in self._units(p) if self.ci[u].t == "S" and u not in cont["picked"]]
                self._blind_end(cont["strobe"], ships)
            else:
                self._blind(p, cont["strobe"], [*cont["picked"], card], cont["b"])
        elif cont["do"] == "split":
            self._split_damage(cont["by"], cont["hit"], cont["total"], [*cont["extra"], card])
        elif cont["do"] == "destroy":
            self._destroy_chosen(p, cont, card)
        elif cont["do"] == "insane":
            pass  # the Insanity player keeps the crew card idle this turn
        elif cont["do"] == "transport":
            self._transport(card, cont["on"])
            self._operate_go(cont["p"], cont["card"], cont["on"], cont["op"], card)
        else:
            # A rule module's own choice (engine/ancients.py "ancient"...): its _resume_<do> goes on.
            getattr(self, "_resume_" + cont["do"])(p, cont, card)

    def _do_pass(self, p: int, a: Action) -> None:
        pend = self.pending[-1]
        if pend["k"] == "choose":
            self.pending.pop()
            self._chosen(p, pend["cont"], None)
        elif pend["k"] == "shoot_back":
            self.pending.pop()
            self._resolve_volley()
        elif pend["k"] == "thief":
            self.pending.pop()  # its Time Thief is gone (_legal_pending)
        else:
            self._resume(pend)
        self._settle()

    def _do_react(self, p: int, a: Action) -> None:
        frame = self.pending[-1]
        c = a["card"]
        on = a.get("on")
        self.hand[p].remove(c)
        if p == self.active:
            self.plays += 1  # v2.1: on one's own turn a reaction "DO[es] count as a Card Play"
        self._emit("reaction", player=p, card=c, on=on)
        self.limbo.append(c)  # played: it waits until it resolves
        frame["by"].append(p)
        frame["left"] = len(self.order)  # after a reaction every seat may react again
        if self._reaction_replaced(p, c, on):
            self._resume(frame)
            return
        # Its own window: answers to it take effect before it does.
        cont = {"do": "reaction", "p": p, "card": c, "on": on}
        if "reaction" in a:
            cont["rk"] = a["reaction"]
        trig = {"kind": "reaction", "card": c, "on": on}
        if self._open_window(p, trig, cont):
            return
        frame.setdefault("q", []).append({"trig": trig, "cont": cont, "in": -1})  # nobody may answer it
        self._resume(frame)
        self._settle()

    def _reaction_replaced(self, p: int, c: int, on: int | None) -> bool:
        """Reaction card c of p played on card `on`: a replacement ("instead", effects.lang
        "reaction_played") may negate it, and it is discarded unused."""
        if on is None or on < 0 or on not in self.ip:
            return False
        if "instead:reaction_played" in self.fxin and self._instead("reaction_played", on, player=p, source=c):
            if c in self.limbo:
                self.limbo.remove(c)
            self._to_discard(c)
            self._emit("negated", card=c)
            return True
        if "on:reaction_played" in self.fxin:
            self._event("reaction_played", card=on, player=p, source=c)
        return False

    def _resolve_reaction(self, p: int, c: int, on: int | None, frame: dict[str, Any], key: str | None = None) -> None:
        """A reaction card takes effect; `frame` is the window it was played in (its trigger and
        the action waiting on it); `key`: its registry reaction, if any."""
        if c in self.limbo:
            self.limbo.remove(c)
        if on is not None and on >= 0 and on not in self.ip:
            # v2.1 "Voided Card Plays": its target left play before it resolved; discarded unused.
            self._to_discard(c)
            self._emit("voided", card=c)
            return
        i = self.ci[c]
        if key is not None:
            # A reaction of the registry: its actions, with the window it answers (negate).
            ctx = self._ctx(p, c, on, self._window_event(frame)[1])
            ctx["end"] = "play"
            self._answering = frame
            try:
                self._run(ctx, key)
            finally:
                self._answering = None
            return
        reacted = i.at.get("@reacted")
        if reacted:
            # Reaction kinds of the registry (effects/kinds/reactions.py: limits, tractor beams).
            for rk, re in reacted:
                KINDS[re["effect"]].at_reacted(self, p, c, rk, re, on, frame)
            return
        fx = i.fx
        waiting = frame["cont"]
        e = i.cdmg
        vm = fx.get("volley_mod")
        ctr = fx.get("counter")
        if ctr:
            played = frame["trig"].get("card")
            if ctr.get("substitute") and played in self.ip and on in self.ip:
                # Crewman: "may substitute himself for another crew card ... The crewman is
                # affected instead": he joins the crew's location and the card moves onto him.
                loc = self.ip[on]["loc"]
                self._enter(p, c, loc)["e"] = True
                self.ip[played]["loc"] = c
                if waiting is not None and waiting.get("card") == played:
                    waiting["on"] = c
            else:
                # Lucky Crew Action: "ignore any one card play against that crew card".
                self._to_discard(c)
                if played in self.ip:
                    self._remove(played)
                if waiting is not None and waiting.get("card") == played:
                    frame["cont"] = None
        elif vm and self.volley is not None:
            self._to_discard(c)
            self._modify_volley(vm, on)
        elif "return_fire" in fx:
            # Early Warning: "Allows that unit to fire phasers (up to the strength of this card)
            # as a reaction to weapons fired at the unit." Its unused phasers fire at one firer.
            self._to_discard(c)
            t = self.volley["t"] if self.volley is not None else None
            if t in self.ip and on in self.ip:
                cap = fx["return_fire"]["amount"]
                left = self._phasers(t) - self.ip[t]["fp"]
                n = left if cap == "all" else min(_amount(cap, i.st), left)  # Multi-Purpose Phasers: all
                self._phasers_back(t, on, n, p)
        elif "counter_op" in fx:
            self._to_discard(c)
            if waiting is not None and waiting.get("do") == "operate":
                self._emit("negated", card=waiting["card"])
                frame["cont"] = None  # the action does not happen
        elif e:
            amount = i.st if e["amount"] == "strength" else e["amount"]
            self._to_discard(c)
            self._damage(on, amount, "card", p)
            self._after_damage()
        else:
            s = self._enter(p, c, on)
            s["e"] = True
