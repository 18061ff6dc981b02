"""The match as plain data: set-up, the action dispatch, JSON and cloning.

Rulebook sections: Primary rules, "BEGINNING PLAY", "Stocking Your Deck"; v2.1 "STARTING THE GAME"; Tournament rules, "Game Time Limit"; variants ("Basic Game", "Stack Your Deck").
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core import Action, DeckCard, Event, GameRng, IllegalAction
from .cardinfo import CardInfo, card_info, _fx_in, _main_empire
from .common import (
    HAND_SIZE,
    PLAYS_PER_TURN,
    PLAY_PHASES,
    _NONE,
    _OPTION_DEFAULTS,
    BEFORE_EDITIONS,
    V21,
    _copy_plain,
    _jsonable,
    _printed,
)

if TYPE_CHECKING:
    from . import GEState


# class -> action type -> its "_do_<type>" rule method (StateCore.apply)
_HANDLERS: dict[type, dict[str, Any]] = {}


def _between(fxin: frozenset[str]) -> bool:
    """Whether a match has rules that hold between any two actions (StateCore._after_action)."""
    return "installation" in fxin or "agenda_cards" in fxin


def _reacting(ci: list[CardInfo]) -> frozenset[int]:
    """The cards of a match that are reaction cards it can play (CardInfo.reacts): whether a
    hand holds one is a set test (StackRules._open_window)."""
    return frozenset(c for c, i in enumerate(ci) if i.reacts)


def _reacting_to(ci: list[CardInfo]) -> dict[str, frozenset[int]]:
    """The cards of a match whose registry reactions answer each event (CardInfo.react_on), for
    StackRules._reaction_held: a set test per hand."""
    out: dict[str, set[int]] = {}
    for c, i in enumerate(ci):
        for on in i.react_on:
            out.setdefault(on, set()).add(c)
    return {on: frozenset(cards) for on, cards in out.items()}


# What _index_cards derived for the matches last set up, by their cards: (the ids of the match's
# card infos, its card ids' cards `inst`) -> (those infos, the fields). Safe to share: card infos
# are never changed (CardInfo), nor is a match's `inst`, and the fields are only read (clones share
# them too); the infos kept in the entry keep their ids from being reused. New matches from the
# same decks (bots' and benches' playouts start many) take the fields from here.
_CARD_INDEXES: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[list[CardInfo], tuple[Any, ...]]] = {}
_INDEX_FIELDS = ("_rx", "_rxon", "_rxdisc", "fxin", "_between", "haspsy", "_allocplay")


def _index_cards(s: Any) -> None:
    """What a match derives once from its card infos (new_state, from_json; clones share it): its
    reaction sets (StackRules) and its listener keys (`fxin`); kept for the next match with the
    same cards (_CARD_INDEXES)."""
    key = (tuple(map(id, s.info)), tuple(s.inst))
    hit = _CARD_INDEXES.get(key)
    if hit is None:
        _derive_index(s)
        if len(_CARD_INDEXES) > 64:
            _CARD_INDEXES.clear()
        _CARD_INDEXES[key] = (s.info, tuple(getattr(s, f) for f in _INDEX_FIELDS))
        return
    for f, value in zip(_INDEX_FIELDS, hit[1]):
        setattr(s, f, value)


def _derive_index(s: Any) -> None:
    """The fields of _index_cards (_INDEX_FIELDS), from the match's card infos."""
    s._rx = _reacting(s.ci)
    s._rxon = _reacting_to(s.ci)
    s._rxdisc = frozenset(c for c in s._rx if s.ci[c].rx_discard)  # (TurnRules._discard_window)
    # The cards that could be played in the Allocation Phase (EconomyRules._legal_alloc).
    s._allocplay = frozenset(c for c, i in enumerate(s.ci) if "@timing" in i.at or "@alloc_play" in i.at)
    s.fxin = _fx_in(s.info)
    s._between = _between(s.fxin)
    s.haspsy = any(i.psyx for i in s.info)


def _copy_window(x: Mapping[str, Any]) -> dict[str, Any]:
    """A reaction window's frame for a clone: its seats, its continuation and its queue of
    reactions waiting to resolve (StackRules._close_window) copied, not shared."""
    w = {**x, "by": x["by"][:], "cont": dict(x["cont"]) if x["cont"] else None}
    if "q" in x:
        w["q"] = [{**e, "cont": dict(e["cont"]) if e["cont"] else None} for e in x["q"]]
    return w


class StateCore:
    """The match as plain data: set-up, the action dispatch, JSON and cloning."""

    def __init__(self) -> None:  # built by new_state / from_json / clone
        self._offered = False  # within one action: whether a reaction window was offered
        self._icpt: list[int] | None = None  # within one volley's damage: the escort interception chosen
        self._cache: tuple[int, list[Action]] | None = None
        self._rsv: dict[tuple[int, ...], Any] = {}  # reserve contents -> printed strengths, v2.1 (PlayRules._reserve_swaps)
        self._kids: dict[int, list[int]] | None = None
        self._stat: dict[int, dict[str, Any]] = {}
        # The listener index (engine/hooks.py): hook or event -> cards in play, rebuilt with _kids.
        self._on: dict[str, list[int]] = {}
        # The cards in play with an action to list (CardInfo.opr), in play order, rebuilt with _kids.
        self._opr: list[int] = []
        self._drn: Sequence[int] = ()  # the cards in play with a drain, rebuilt with _kids (ZoneRules._children)
        self._wards: dict[int, tuple[str, ...]] = {}
        self._src: list[int] = []
        self._answering: dict[str, Any] | None = None  # the reaction window a reaction's actions answer
        self._modding: set[tuple[Any, ...]] = set()  # general modifiers being computed (no recursion)
        self._ignored: int | None = None  # a card whose output modifiers are left out (EconomyRules._output_without)
        self._unmultiplied: int | None = None  # a terrain counted without its multipliers (the same)
        self._halted: frozenset[int] | set[int] = _NONE
        self._surf: dict[int, list[int]] = {}
        self.haspsy = False  # whether any card of the match takes part in the psy rules
        self._between = False  # whether it has rules that hold between any two actions (_between)
        # The "_do_<type>" rule methods by action type, shared by the states of one class (apply;
        # clone, which skips __init__, copies it).
        self._do: dict[str, Any] = _HANDLERS.setdefault(type(self), {})

    # ---- construction ---------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        players: int,
        seed: int,
        options: Mapping[str, Any],
        decks: Sequence[Sequence[DeckCard]],
    ) -> GEState:
        opts = dict(_OPTION_DEFAULTS)
        opts.update(options or {})
        opts.setdefault("edition", V21)  # written down: a state without it was saved before it (from_json)
        s = cls()
        s.opts = opts
        s.n = players
        s.rng = GameRng(seed)
        s.basic = opts["game"] == "basic"
        cards: list[Mapping[str, Any]] = []
        index: dict[int, int] = {}
        inst: list[int] = []
        owner: list[int] = []
        zones: list[tuple[list[int], list[int]]] = []
        for seat in range(players):
            deck_lines = decks[seat % len(decks)] if decks else []
            if s.basic and seat > 0:
                deck_lines = []  # Primary rules, "THE BASIC GAME": one shared deck
            main_cards: list[int] = []
            reserve: list[int] = []
            for line in deck_lines:
                card = line.card
                ci = index.get(id(card))
                if ci is None:
                    ci = index[id(card)] = len(cards)
                    cards.append(card)
                for _ in range(int(line.count)):
                    cid = len(inst)
                    inst.append(ci)
                    owner.append(seat)
                    (reserve if line.zone == "reserve" else main_cards).append(cid)
            zones.append((main_cards, reserve))
        s.cards = cards
        s.inst = inst
        s.owner = owner
        s.info = [card_info(c) for c in cards]
        s.ci = [s.info[i] for i in inst]
        _index_cards(s)
        ndecks = 1 if s.basic else players
        s.deck = [zones[q][0][:] for q in range(ndecks)]
        s.discard = [[] for _ in range(ndecks)]
        s.hand = [[] for _ in range(players)]
        s.reserve = [zones[q][1][:] if not s.basic or q == 0 else [] for q in range(players)]
        if s.basic:
            s.reserve = [[] for _ in range(players)]
            s.deck[0].extend(c for c in zones[0][1])
        s.ante = [[] for _ in range(players)]
        s.hq = [0] * players
        s.scored = [0] * players
        s.out = [False] * players
        s.cmd = [players] * players  # "COMMAND POINTS": one per starting player
        s.pturns = [0] * players
        s.topup = [0] * players  # a hand size to draw up to at the end of the turn (a draw at turn_end)
        s.lost = [0] * players  # the last turn each player had a ship destroyed (Temporal Space Rift)
        s.main = [_main_empire(s.ci, zones[q][0] + zones[q][1]) for q in range(players)]
        s.ip = {}
        s.pending = []
        s.volley = None
        s.fired = []
        s.pool = {}
        s.plays = 0
        s.phase = "alloc"
        s.turn = 0
        s.active = 0
        s.draws_left = 0
        s.res = None
        s.declared = []
        s.limbo = []  # declared cards awaiting the opponents' votes
        s.used = []
        s.fnuse = []  # psy functions in use: [field, function index, activating player, user]
        s.psyfx = []  # lasting psy functions: [kind, activating player, target, user]
        # Agendas (engine/agendas.py): those accomplished on each Sector HQ, when each identity was
        # last accomplished, whether the 25-point restoration was used.
        s.agendas = [[] for _ in range(players)]
        s.agenda_log = [{} for _ in range(players)]
        s.hq_restored = [False] * players
        s.events = []
        s.seen = []  # cards shown to one player ([viewer, card, turn]): a hand card looked at
        s.freed = []  # Primary: command slots freed this turn ([player, turn, slots]; economy.py)
        # Set-up: shuffle, cut, ante (Standard Game), deal nine.
        for d in s.deck:
            if opts["stack_your_deck"]:
                # "Stack Your Deck": the cards are drawn in the order given (first listed on top).
                d.reverse()
                continue
            s.rng.shuffle(d)
            if d:
                cut = s.rng.randint(0, len(d) - 1)  # "The player to your left then cuts your deck"
                d[:] = d[cut:] + d[:cut]
        if s.basic:
            s.order = list(range(players))  # "The player who owns the cards ... has the first turn"
        else:
            strengths = []
            for q in range(players):
                d = s.deck[q]
                if d:
                    a = d.pop()
                    s.ante[q].append(a)
                    strengths.append(s.ci[a].st)
                else:
                    strengths.append(0)
            rolls = [s.rng.roll() for _ in range(players)]  # ties resolved by die roll
            s.order = sorted(range(players), key=lambda q: (-strengths[q], -rolls[q], q))
            if not opts["ante_kept"]:
                # "If the game is not to be played for keeps, the ante card becomes the first card
                # in each player's discard pile."
                for q in range(players):
                    s.discard[q].extend(s.ante[q])
                    s.ante[q] = []
        for q in s.order:
            for _ in range(HAND_SIZE):
                s._draw(q)
        s.active = s.order[0]
        s._begin_turn()
        return s

    @property
    def seat_count(self) -> int:
        """Seats in the match (the shared bots read this)."""
        return self.n

    # ---- helpers: zones --------------------------------------------------------------------

    def _dk(self, p: int) -> int:
        return 0 if self.basic else p

    # ---- legal actions ---------------------------------------------------------------------

    def current_players(self) -> list[int]:
        if self.res is not None:
            return []
        if self.pending:
            return [self.pending[-1]["p"]]
        return [self.active]

    def legal_actions(self, player: int) -> list[Action]:
        cache = self._cache
        if cache is not None and cache[0] == player:
            return cache[1]
        # current_players() inlined: the one seat to act, if the match is not over.
        pending = self.pending
        acting = self.res is None and player == (pending[-1]["p"] if pending else self.active)
        acts = self._legal(player) if acting else []
        self._cache = (player, acts)
        return acts

    def _legal(self, p: int) -> list[Action]:
        if self.pending:
            return self._legal_pending(p, self.pending[-1])
        ph = self.phase
        if ph == "alloc":
            return self._legal_alloc(p)
        if ph in PLAY_PHASES:
            acts = self._legal_plays(p, own_turn=True)
            if self._kids is None:
                self._children(-1)
            if self._opr:  # (the cards in play with an action to list: most turns none)
                acts.extend(self._legal_operate(p))
            if "krebiz" in self.fxin:
                acts.extend(self._legal_krebiz(p))
            if "installation" in self.fxin:
                acts.extend(self._crew_moves(p))  # crew to and from installations (engine/installations.py)
            if self.haspsy:
                acts.extend(self._legal_psy(p))
            acts.append({"player": p, "type": "next"})
            return acts
        if ph == "fire":
            return self._legal_fire(p)
        if ph == "discard":
            return self._legal_discard(p)
        if ph == "draw":
            acts = []
            if self.draws_left > 0 and (self.deck[self._dk(p)] or (self.basic and self.discard[0])):
                acts.append({"player": p, "type": "draw"})
            acts.append({"player": p, "type": "end"})
            return acts
        return []

    def _legal_discard(self, p: int) -> list[Action]:
        """The Discard Phase listing (_legal; apart, as its comprehensions' closure would cost every
        listing cells for `self` and `p`)."""
        acts = [{"player": p, "type": "discard", "card": c} for c in self.hand[p]] if self.plays < PLAYS_PER_TURN else []
        mad: frozenset[int] | set[int] = _NONE
        insane = self._listeners("insane") if "insane" in self.fxin else ()
        if insane:
            # v2.1: cards under another player's control (or made insane) "may not be voluntarily discarded"
            mad = {self.ip[k]["loc"] for k in insane}
        acts.extend([
            {"player": p, "type": "scuttle", "card": c}
            for c, s in self.ip.items()
            if s["c"] == p and not s["cmb"] and (s["loc"] is None or self.ip[s["loc"]]["c"] == p)
            and "oc" not in s and c not in mad
        ])
        acts.append({"player": p, "type": "next"})
        return acts

    # ---- apply ------------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        if self.res is not None:
            raise IllegalAction("the match is over", action)
        p = action.get("player")
        # current_players() inlined (the match is not over here): the one seat to act.
        if not isinstance(p, int) or p != (self.pending[-1]["p"] if self.pending else self.active):
            raise IllegalAction("not that seat's turn to act", action)
        cache = self._cache
        legal = cache[1] if cache is not None and cache[0] == p else self.legal_actions(p)
        kind = action.get("type")
        if kind == "declare":
            self._check_declare(action, legal)
        elif action not in legal:
            raise IllegalAction("not a legal action now", action)
        self._cache = None
        self.events = []
        # The "_do_<type>" rule method, looked up once per class and action type.
        try:
            handler = self._do[kind]
        except KeyError:
            handler = self._do[kind] = getattr(type(self), "_do_" + kind)
        handler(self, p, action)
        if self._between:
            self._after_action()
        return self.events

    def _after_action(self) -> None:
        """Rules that hold between any two actions, for the card types whose state follows from the
        table: who controls each installation (engine/installations.py), which agendas are
        accomplished (engine/agendas.py)."""
        if self.res is not None:
            return
        if "installation" in self.fxin:
            self._installation_control()
        if "agenda_cards" in self.fxin and not self.pending:
            self._agendas_accomplished()

    def _check_declare(self, action: Action, legal: list[Action]) -> None:
        c = action.get("card")
        base = {"player": action.get("player"), "type": "declare", "card": c}
        if isinstance(c, int) and 0 <= c < len(self.ci):
            base["text"] = _printed(self.ci[c])
        extra = set(action) - {"player", "type", "card", "text", "on"}
        if extra or base not in legal or not isinstance(action.get("text"), str) or not action["text"].strip():
            raise IllegalAction("a declared effect needs a playable card and its text", action)
        on = action.get("on")
        if on is not None and on not in self.ip:
            raise IllegalAction("no such card in play", action)

    def _emit(self, kind: str, **data: Any) -> None:
        data["event"] = kind
        self.events.append(data)

    def _finish(self, winners: list[int], reason: str) -> None:
        self.res = {"winners": winners, "draw": len(winners) != 1, "reason": reason, "hq_damage": list(self.hq)}
        self.pending = []
        self._emit("game_over", winners=winners, reason=reason)

    def _end_by_time(self) -> None:
        """Tournament rules, "ROUND TIME LIMIT": "the player with the least amount of damage to his
        Sector HQ or Psy Network wins. If that results in a tie, tally the total unmodified
        strength points of any engaged cards which currently protect the Sector HQ or Psy Network
        ... the highest total wins. Ties are resolved by die roll." The result says the game was
        decided by time, and by which of the three."""
        alive = [q for q in range(self.n) if not self.out[q]]
        least = min(self.hq[q] for q in alive)
        tied = [q for q in alive if self.hq[q] == least]
        by = "least Sector HQ damage"
        if len(tied) > 1:
            ci = self.ci
            power = {q: sum(ci[c].st for c in self.hq_protectors(q) if self.ip[c]["e"]) for q in tied}
            best = max(power.values())
            tied = [q for q in tied if power[q] == best]
            by = "strength of the engaged cards protecting the Sector HQ"
        if len(tied) > 1:
            rolls = {q: 0 for q in tied}
            while len(tied) > 1:
                rolls = {q: self.rng.roll() for q in tied}
                top = max(rolls.values())
                tied = [q for q in tied if rolls[q] == top]
            by = "die roll"
        self._finish(tied, f"decided by time (round time limit): {by}")
        self.res["by_time"] = True

    # ---- results, views, serialisation -----------------------------------------------------

    def is_over(self) -> bool:
        return self.res is not None

    def result(self) -> dict[str, Any] | None:
        return self.res

    _FIELDS = (
        "opts", "n", "basic", "inst", "owner", "deck", "discard", "hand", "reserve", "ante", "hq",
        "scored", "out", "cmd", "pturns", "main", "pending", "volley", "fired", "pool",
        "plays", "phase", "turn", "active", "draws_left", "res", "declared", "used", "order", "limbo",
        "topup", "lost", "fnuse", "psyfx",
    )

    # Kept in the JSON only in a match with agenda cards (the others' snapshots stay as they were).
    _AGENDA_FIELDS = ("agendas", "agenda_log", "hq_restored")

    def to_json(self) -> dict[str, Any]:
        data = {f: getattr(self, f) for f in self._FIELDS}
        if "agenda_cards" in self.fxin:
            data.update({f: getattr(self, f) for f in self._AGENDA_FIELDS})
        data = _jsonable(data)
        data["cards"] = [dict(c) for c in self.cards]
        data["ip"] = [[c, dict(s)] for c, s in self.ip.items()]
        data["rng"] = self.rng.to_json()
        if self.seen:
            data["seen"] = [list(x) for x in self.seen]  # (only when any: older snapshots have none)
        if self.freed:
            data["freed"] = [list(x) for x in self.freed]  # (only when any, as "seen")
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GEState:
        s = cls()
        for f in cls._FIELDS:
            # "topup", "fnuse" and "psyfx" came later
            setattr(s, f, _copy_plain(data[f]) if f in data else ([0] * data["n"] if f == "topup" else []))
        if "edition" not in s.opts:
            s.opts["edition"] = BEFORE_EDITIONS  # saved before the option: the rules it was played by
        s.cards = list(data["cards"])
        s.info = [CardInfo(c) for c in s.cards]
        s.ci = [s.info[i] for i in s.inst]
        _index_cards(s)
        s.ip = {int(c): dict(v) for c, v in data["ip"]}
        n = data["n"]
        s.agendas = _copy_plain(data["agendas"]) if "agendas" in data else [[] for _ in range(n)]
        s.agenda_log = _copy_plain(data["agenda_log"]) if "agenda_log" in data else [{} for _ in range(n)]
        s.hq_restored = list(data["hq_restored"]) if "hq_restored" in data else [False] * n
        after = data.get("after")
        for x in s.pending:
            if x["k"] == "react" and "cont" not in x:
                # A snapshot from before the reaction stack (one window for one victim, the action
                # it held back in a single "after" slot): the window becomes a frame that carries it.
                x.pop("answer", None)
                x.update(cont=after, ask=0, left=0, by=[])
                after = None
        s.rng = GameRng.from_json(data["rng"])
        s.events = []
        s.seen = [list(x) for x in data.get("seen", ())]
        s.freed = [list(x) for x in data.get("freed", ())]
        return s

    def clone(self) -> GEState:
        cls = type(self)
        s = cls.__new__(cls)
        s._cache = self._cache
        s._rsv = self._rsv  # (a pure function of the shared card infos and opts)
        s._kids = None
        s._stat = {}
        s._on = {}
        s._opr = []
        s._drn = ()
        s._wards = {}
        s._icpt = None
        s._src = []
        s._answering = None
        s._modding = set()
        s._ignored = None
        s._unmultiplied = None
        s._halted = _NONE
        s._surf = {}
        s.opts = self.opts
        s.n = self.n
        s.basic = self.basic
        s.cards = self.cards
        s.info = self.info
        s.inst = self.inst
        s.owner = self.owner
        s.ci = self.ci
        s._rx = self._rx
        s._rxon = self._rxon
        s._rxdisc = self._rxdisc
        s._allocplay = self._allocplay
        s.fxin = self.fxin
        s._between = self._between
        s._do = self._do
        s.haspsy = self.haspsy
        s.main = self.main
        s.order = self.order
        s.deck = [d[:] for d in self.deck]
        s.discard = [d[:] for d in self.discard]
        s.hand = [h[:] for h in self.hand]
        s.reserve = [r[:] for r in self.reserve]
        s.ante = [a[:] for a in self.ante]
        s.hq = self.hq[:]
        s.scored = self.scored[:]
        s.out = self.out[:]
        s.cmd = self.cmd[:]
        s.pturns = self.pturns[:]
        s.topup = self.topup[:]
        s.lost = self.lost[:]
        s.ip = {c: v.copy() for c, v in self.ip.items()}
        s.pending = [_copy_window(x) if x["k"] == "react" else dict(x) for x in self.pending]
        v = self.volley
        s.volley = {
            "t": v["t"], "dmg": v["dmg"], "heavy": v["heavy"], "src": v["src"][:], "per": v.get("per", [])[:],
            **({"df": True} if v.get("df") else {}), **({"icpt": v["icpt"]} if "icpt" in v else {}),
            **({"pp": dict(v["pp"])} if "pp" in v else {}), **({"hp": dict(v["hp"])} if "hp" in v else {}),
        } if v else None
        s.fired = self.fired[:]
        s.pool = dict(self.pool)
        s.plays = self.plays
        s.phase = self.phase
        s.turn = self.turn
        s.active = self.active
        s.draws_left = self.draws_left
        s.res = self.res
        s.declared = [{**d, "votes": dict(d["votes"])} for d in self.declared]
        s.limbo = self.limbo[:]
        s.used = self.used[:]
        s.fnuse = self.fnuse[:]  # entries are never mutated, only replaced
        s.psyfx = self.psyfx[:]
        if "agenda_cards" in self.fxin:
            s.agendas = [a[:] for a in self.agendas]
            s.agenda_log = self.agenda_log[:]  # each player's log is replaced, never changed
            s.hq_restored = self.hq_restored[:]
        else:  # never changed in a match without agenda cards
            s.agendas, s.agenda_log, s.hq_restored = self.agendas, self.agenda_log, self.hq_restored
        s.events = []
        s.seen = self.seen[:]  # entries are never mutated
        s.freed = self.freed[:]  # (nor these)
        s.rng = self.rng.copy()
        return s
