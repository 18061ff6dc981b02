"""What a seat sees, describing actions, and what bots need (determinisation, heuristic).

Rulebook sections: Hidden information: v2.1 "HANDS"; bots sample unseen cards (CONVENTIONS).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import Action, GameRng
from .. import effects as fx
from .. import tournament
from ..botpolicy import SEARCH, evaluation, playout, policy_action, searched_actions

if TYPE_CHECKING:
    from . import GEState


# What every seat sees of a pending frame (a shoot-back's unit, a Time Thief, a vote's entry:
# cards in play), and what only its chooser sees (ViewRules._pending_view).
_PUBLIC_FRAME_KEYS = frozenset({"k", "p", "card", "at", "max", "entry", "trig", "actor"})
_CHOOSER_FRAME_KEYS = frozenset({"why", "options"})


class ViewRules:
    """What a seat sees, describing actions, and what bots need (determinisation, heuristic)."""

    def _card_view(self, c: int) -> dict[str, Any]:
        i = self.ci[c]
        return {"id": c, "key": i.key, "title": i.title, "type": "N" if i.ancient else i.t, "strength": i.st}

    def hq_protectors(self, q: int) -> list[int]:
        """The cards protecting q's Sector HQ (or Psy Network) from weapons fire now: while any is
        in play the HQ is no target (Primary rules, "DAMAGING THE SECTOR HQ": "The Sector HQ may
        take damage only if no friendly ships are in play"). For the table's explanation (issue
        27) and for combat._hq_exposed: one reading of the rules for both."""
        ci = self.ci
        if self.main[q] in fx.PSY_EMPIRES:
            # GErulesv21 "PSY NETWORK": "Only 'P' psy cards protect the Psy Network".
            guards = self._network_guards(q)
        else:
            guards = [
                c for c in self._ships(q) if not self._status(c).get("no_hq_protect") and not self._on_opponent_terrain(c)
                and not self.ip[c].get("adrift")  # moved off a terrain it was against (engine/movement.py)
            ]
            if guards and "@no_hq_protect" in self.fxin:
                guards = [c for c in guards if not self._hq_protection_taken(c)]
            if not guards:
                # Base Commander: "The base on which he is played protects the sector HQ (as a ship)".
                guards = [c for c in self._units(q) if ci[c].t == "B" and self._status(c).get("protects_hq")]
            if not guards and "installation" in self.fxin:
                guards = self._comedy_clubs_guarding(q)  # v2.1 "COMEDY CLUB NETWORK"
            if self.opts["disengaged_ships_out_of_play"]:
                guards = [c for c in guards if self.ip[c]["e"]]
        if guards and "time_origin" in self.fxin:
            guards = [c for c in guards if not self._at_origin(c)]  # v2.1: "Cards at the time origin never protect the Sector HQ"
        if guards and "removes_from_play" in self.fxin:
            # A card removed from play does not protect (GEfaq "Removed from play"; Time Warp:
            # "treated as if they were not there").
            guards = [c for c in guards if not self._out_of_play(c)]
        if self.opts.get("speed"):
            # Tournament rules, "SPEED DECK TOURNAMENT RULES": from turn 3 ever stronger cards stop protecting.
            guards = [c for c in guards if tournament.protects_hq(ci[c].st, self.pturns[q], self.opts)]
        return guards

    def _hq_protection_taken(self, c: int) -> bool:
        """Whether a card in play takes from unit c the protection of its Sector HQ ("no_hq_protect")."""
        return any(self._granted("@no_hq_protect", c))

    def _on_opponent_terrain(self, c: int) -> bool:
        """Whether unit c sits on a terrain card another player controls. Such a unit does not
        protect its own Sector HQ (GEqa.txt: "Opponent plays a D4 Rogue Dragoness [on] one of my
        Terrains. Does [it] still protect the opponent's sector HQ ...? A: No it doesn't."; "If the
        ship is a Pirate ship, and you are playing it against a terrain it does not protect the
        Sector HQ")."""
        ip = self.ip
        loc = ip[c]["loc"]
        if loc is None:
            return False
        root = self._root(c)
        return self.ci[root].t == "T" and ip[root]["c"] != ip[c]["c"]

    def empire_label(self, q: int) -> str:
        """The empire q's table shows (issue 27): the major empire whose ships are in q's fleet
        ("USE ONLY ONE MAJOR EMPIRE'S SHIPS AT A TIME"); before any is played, every major empire
        whose ships q's deck holds (a Primary starter holds Krebiz and Argonian ships), else the
        deck's main empire."""
        ci = self.ci
        for c in self._ships(q):
            if ci[c].ecls == "major" and ci[c].emp:
                return ci[c].emp
        majors = sorted({ci[c].emp for c, o in enumerate(self.owner) if o == q and ci[c].t == "S" and ci[c].ecls == "major" and ci[c].emp})
        return " or ".join(majors) if len(majors) > 1 else self.main[q]

    def view(self, player: int | None) -> dict[str, Any]:
        players = []
        for q in range(self.n):
            mine = player == q
            players.append(
                {
                    "seat": q,
                    "hq_damage": self.hq[q],
                    "hq_points": tournament.hq_points(self.opts),
                    "scored": self.scored[q],
                    "out": self.out[q],
                    "command_limit": self.cmd[q],
                    "hand": [self._card_view(c) for c in self.hand[q]] if mine else len(self.hand[q]),
                    "hand_size": len(self.hand[q]),
                    "deck": len(self.deck[self._dk(q)]),
                    "reserve": [self._card_view(c) for c in self.reserve[q]],
                    "discard": [self._card_view(c) for c in self.discard[self._dk(q)]],
                    "ante": [self._card_view(c) for c in self.ante[q]],
                    "main_empire": self.main[q],
                    "empire": self.empire_label(q),
                    "psy_network": self.main[q] in fx.PSY_EMPIRES,
                    "hq_protectors": [] if self.out[q] else self.hq_protectors(q),
                    "turns": self.pturns[q],
                }
            )
            if "agenda_cards" in self.fxin:
                # Accomplished agendas on the Sector HQ (engine/agendas.py): face up, everyone's to see.
                players[-1].update(agendas=[self._card_view(c) for c in self.agendas[q]], hq_restored=self.hq_restored[q])
        in_play = []
        for c, s in self.ip.items():
            v = self._card_view(c)
            v.update(
                owner=s["o"], controller=s["c"], on=s["loc"], engaged=s["e"], shield_damage=s["sd"],
                # The fleet it lies in: the one it was played against (still its player's card), else
                # its controller's (v2.1 "PLAYING ON YOURSELF/OPPONENT": "keep the bottom end of the
                # card facing toward the person who owns the card").
                fleet=s.get("vs", s["c"]), against=s.get("vs"),
                damage=s["hd"], research=s["rd"], ammunition=s["am"], combined=s["cmb"],
                shields=self._shields(c) if self.ci[c].t in "SBDTI" else 0,
                modelling=self.ci[c].model,
            )
            if s.get("held"):
                v["held"] = [self._card_view(x) for x in s["held"]]  # Well of Time: "drawn exposed"
            if "ori" in s:
                v["time_origin"] = True  # at the time origin (engine/timeorigin.py), at its time strength
                v["time_strength"] = self.ci[c].tst
            in_play.append(v)
        return {
            "game": "galactic-empires",
            "seat": player,
            "players": players,
            "order": list(self.order),
            "active": self.active,
            "phase": self.phase,
            "turn": self.turn,
            "plays": self.plays,
            "in_play": in_play,
            # Cards played and still doing what they do, face up on the table (GEfaq faq-024: "stays
            # in play until all functions that the card is going to perform have been completed").
            "resolving": [{**self._card_view(c), "owner": self.owner[c]} for c in self.limbo],
            "pool": dict(self.pool) if player == self.active else {},
            "volley": dict(self.volley) if self.volley else None,
            "fired": list(self.fired),
            "pending": [self._pending_view(x, player) for x in self.pending],
            "declared": [dict(d) for d in self.declared],
            "psy_functions": [list(x) for x in self.fnuse],
            "psy_effects": [list(x) for x in self.psyfx],
            # Cards this seat alone was shown this turn, and where each is now.
            "seen": [
                {**self._card_view(k), "where": self._where(k), "owner": self.owner[k]}
                for q, k, *_ in (x for x in self.seen if self._still_seen(x)) if q == player
            ],
            "to_act": self.current_players(),
            "result": self.res,
            "options": dict(self.opts),
        }

    def _pending_view(self, frame: dict[str, Any], player: int | None) -> dict[str, Any]:
        """A pending frame as `player` sees it. Every seat sees whose choice it is and the public
        action it answers; only the chooser sees what the choice is about and his options: they may
        name a card in his hand (Demigod Diversion's "divert" offers the copy he holds, v2.1
        "HANDS")."""
        if frame["p"] == player:
            return {k: v for k, v in frame.items() if k in _PUBLIC_FRAME_KEYS or k in _CHOOSER_FRAME_KEYS}
        return {k: v for k, v in frame.items() if k in _PUBLIC_FRAME_KEYS}

    # ---- bots --------------------------------------------------------------------------------

    def determinize(self, player: int, rng: GameRng) -> GEState:
        """Sample the cards `player` cannot see: other hands and every deck's order. Each pool is
        sorted before the shuffle, so the sample depends on which cards are unseen and on `rng`,
        never on where the hidden cards really are (a bot's decision cannot read them)."""
        s = self.clone()
        s._cache = None
        if s.basic:
            pool = s.deck[0][:]
            sizes = {}
            for q in range(s.n):
                if q != player:
                    pool.extend(s.hand[q])
                    sizes[q] = len(s.hand[q])
            pool.sort()
            rng.shuffle(pool)
            for q, k in sizes.items():
                s.hand[q] = [pool.pop() for _ in range(k)]
            s.deck[0] = pool
            return s
        for q in range(s.n):
            if q == player:
                s.deck[q].sort()
                rng.shuffle(s.deck[q])
                continue
            pool = sorted(s.deck[q] + s.hand[q])
            rng.shuffle(pool)
            k = len(s.hand[q])
            s.hand[q] = pool[:k]
            s.deck[q] = pool[k:]
        return s

    mcts_settings = SEARCH  # the MCTS bot's search shape (rules/galactic_empires/botpolicy.py)

    def bot_playout(self, start: GEState, horizon: int = 0) -> None:
        """A rollout: this sample played on to the end of `start`'s turn and `horizon` seat-turns
        more (botpolicy.playout)."""
        playout(self, start, horizon)

    def bot_leaf(self, start: GEState) -> bool:
        """The search tree ends here: `start`'s turn is over (botpolicy.playout's horizon)."""
        return self.turn != start.turn

    def bot_policy(self, player: int) -> Action | None:
        """The bots' bookkeeping moves (rules/galactic_empires/botpolicy.py)."""
        return policy_action(self, player)

    def bot_actions(self, player: int) -> list[Action]:
        """The moves a searching bot considers (rules/galactic_empires/botpolicy.py)."""
        return searched_actions(self, player)

    def heuristic(self, player: int) -> float:
        """How well `player` is doing (rules/galactic_empires/botpolicy.py, `evaluation`)."""
        return evaluation(self, player)

    def describe_for(self, action: Action, viewer: int | None) -> str:
        """The log line every seat and spectator reads. Every card is played face up (GErulesv21
        has no face-down play), so what a play, reaction, discard, firing or operation names is
        public from then on; draws and reserve swaps name no card (``describe`` gives only their
        kind), so the line is the same for everyone."""
        return f"Seat {action.get('player')}: {self.describe(action)}"

    def describe(self, action: Action) -> str:
        t = action.get("type")

        def name(c: Any) -> str:
            if isinstance(c, int) and 0 <= c < len(self.ci):
                return self.ci[c].title
            return str(c)

        if t == "play":
            where = f" on {name(action['on'])}" if "on" in action else ""
            if "field" in action:
                where += f", choosing {name(action['field'])} function {self.ci[action['field']].field[action['fn']]['min']}"
            return f"play {name(action['card'])}{where}"
        if t == "target":
            return f"fire at {'Sector HQ of player ' + str(action['hq']) if 'hq' in action else name(action['on'])}"
        if t == "fire":
            return f"{name(action['card'])} fires {action['weapon']}"
        if t in ("engage", "arm", "repair", "research", "scuttle", "discard", "operate", "react", "prevent", "charge", "use"):
            return f"{t} {name(action.get('card'))}"
        if t == "detect":
            return f"{name(action['card'])} detects {name(action['on'])}"
        if t == "transport":
            return f"{name(action['card'])} moves to {name(action['to'])}"
        if t == "thief":
            what = f"move it to {name(action['to'])}" if "to" in action else f"discard {name(action['discard'])}"
            return f"{name(action['card'])}: {what}"
        if t == "psy":
            fn = self.ci[action["field"]].field[action["fn"]]
            on = f" on {name(action['on'])}" if "on" in action else ""
            return f"{name(action['card'])} uses {name(action['field'])} {fn['min']} ({fn['do']}){on}"
        return str(t)
