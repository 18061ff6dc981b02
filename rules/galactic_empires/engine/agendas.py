"""Agenda cards: hidden agendas exposed from the hand, exposed agendas played first, accomplished
agendas on the Sector HQ, and the 25-point restoration.

Rulebook section: v2.1 "AGENDA CARDS" ("designated with a 'G'"); GEqa "G4 Solitude". What
accomplishes each agenda and its benefit are the card's script (effects/kinds/agendas.py):

- "Hidden agendas must be accomplished entirely before the agenda card is played. When the hidden
  agenda is accomplished, the agenda card is immediately exposed from the hand (not a Card Play)
  and the benefit is immediately gained." A card with only a hidden agenda is never played.
- "Exposed agendas are played prior to accomplishing the agenda. Their benefit cannot be gained
  until 1 complete turn after the agenda card has been played. After that turn, the benefit is
  immediately gained when the agenda is accomplished." (GEqa, G4 Solitude: "If it is exposed, it
  cannot be fullfilled until 'one complete turn after the agenda has been played'".) Played as a
  card play into the fleet (or on what its script's target names), engaged.
- "A player may not accomplish the same agenda twice (two exactly identical cards) during a single
  complete turn."
- "When an agenda has been accomplished, place it on the Sector HQ (or Psy Network)."
- "A player who accomplishes 25 strength points of agendas immediately has his Sector HQ or Psy
  Network restored to 25 points. At this time, all agenda cards on the Sector HQ are discarded. Any
  player may only do this once per game. Subsequent agenda cards are discarded when accomplished."
  Ruling: the 25 points are those of the agendas on the Sector HQ; an agenda whose card says
  "Discarded after use" goes to the discard pile instead ("CARDS HAVE RULES") and counts no more.

"Immediately": the rules look for accomplished agendas after every action (StateCore._after_action)
and, for an exposed agenda's event, at the event. Ruling: an agenda is accomplished as soon as it
can be (the rulebook's "immediately exposed"), in turn order from the player whose turn it is.
"""
from __future__ import annotations

from typing import Any

from ..effects.registry import KINDS
from .common import HQ_HIT_POINTS

AGENDA = "G"


class AgendaRules:
    """Agenda cards: hidden agendas exposed from the hand, exposed agendas played first, accomplished
    agendas on the Sector HQ, and the 25-point restoration."""

    def _agenda_targets(self, p: int, cid: int) -> list[dict[str, Any]]:
        """An agenda card is played only for an exposed agenda: into the fleet, or on what its
        script's play target names ("Played to a location")."""
        i = self.ci[cid]
        if not any(e["rule"] == "exposed" for _, e in i.at.get("@agenda", ())):
            return []  # a hidden agenda is exposed from the hand when accomplished, never played
        targets = i.at.get("@play_targets")
        if targets:
            return [o for key, e in targets for o in KINDS[e["effect"]].at_play_targets(self, p, cid, key, e)]
        return [{}]

    def _agenda_ready(self, c: int) -> bool:
        """An exposed agenda's benefit: not "until 1 complete turn after the agenda card has been played"."""
        return self.turn - self.ip[c]["pt"] >= self.n

    def _agendas_accomplished(self) -> None:
        """Accomplish every agenda whose condition holds now: hidden ones in the hands, exposed ones
        in play (after their complete turn), each player's in turn order from the active player's.
        Stops at a benefit that waits on a player's choice (the next action looks again)."""
        k = self.order.index(self.active)
        for q in self.order[k:] + self.order[:k]:
            if self.out[q]:
                continue
            for c in [c for c in self.hand[q] if self.ci[c].t == AGENDA]:
                if self._agenda_try(q, c, "hidden") and (self.pending or self.res is not None):
                    return
            for c in [c for c in self._listeners("agenda_cards") if c in self.ip and self.ip[c]["c"] == q]:
                if self._agenda_ready(c) and self._agenda_try(q, c, "exposed") and (self.pending or self.res is not None):
                    return

    def _agenda_try(self, p: int, c: int, rule: str) -> bool:
        """Accomplish p's agenda card c (a `rule` agenda) if one of its agendas of that rule holds."""
        for key, e in self.ci[c].at.get("@agenda", ()):
            if KINDS[e["effect"]].at_agenda(self, p, c, key, e, rule):
                return self._accomplish(p, c, key, e, self._ctx(p, c))
        return False

    def _accomplish(self, p: int, c: int, key: str, e: Any, ctx: dict[str, Any]) -> bool:
        """p accomplishes agenda `key` of card c: it is exposed (from the hand) or leaves the fleet,
        goes on the Sector HQ, and its benefit (the entry's actions) is gained. False when the same
        agenda was accomplished in this complete turn."""
        if c in self.ip and not self._agenda_ready(c):
            return False
        ident = self.ci[c].card.get("identity", self.ci[c].key)
        log = self.agenda_log[p]
        if ident in log and self.turn - log[ident] < self.n:
            return False  # "may not accomplish the same agenda twice ... during a single complete turn"
        self.agenda_log[p] = {**log, ident: self.turn}  # a new dict: clones share the old one
        self._take(c)
        self._emit("agenda", player=p, card=c, rule=e["rule"])
        if e.get("discarded"):
            self._to_discard(c)  # the card's "Discarded after use" (v2.1 "CARDS HAVE RULES")
        else:
            self._agenda_to_hq(p, c)
        ctx.pop("stay", None)
        self._run(ctx, key)
        if "on:agenda_accomplished" in self.fxin and self.res is None and self._listeners("on:agenda_accomplished"):
            self._event("agenda_accomplished", player=p, card=c, rule=e["rule"])
        return True

    def _agenda_to_hq(self, p: int, c: int) -> None:
        """"When an agenda has been accomplished, place it on the Sector HQ"; 25 strength points of
        them restore the Sector HQ (once a game), and every agenda there is discarded."""
        if self.hq_restored[p]:
            self._to_discard(c)  # "Subsequent agenda cards are discarded when accomplished"
            return
        on_hq = [*self.agendas[p], c]
        if sum(self.ci[k].st for k in on_hq) < HQ_HIT_POINTS:
            self.agendas[p] = on_hq
            return
        for k in on_hq:
            self._to_discard(k)
        self.agendas[p] = []
        self.hq_restored[p] = True
        self.hq[p] = 0  # "restored to 25 points" (no damage left)
        self._emit("hq_restored", player=p)
