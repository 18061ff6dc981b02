"""Interstellar Empire's rules engine: the sequence of play, wars, the optional states and specials.

Every rule cited below is from the rulebook (interstellar-empire.txt), by its heading; the
special cards' effects are those of our reconstructed core set (cards.py, NOTES).

The 60 physical cards are ints 0..59 (`KEY[card]`, `NUMBER[card]`, `KIND[card]`); zones are
plain lists so a state copies in microseconds for bot search. Hand cards are named in actions
by their key ("cruiser"): copies are interchangeable, and bots' trees stay comparable across
determinisations. Ships and planets on the table are named by their index in the fleet/empire.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ..core import Action, Event, GameRng, IllegalAction, State
from ..sampling import scramble
from .cards import edition

# --------------------------------------------------------------------------------------------
# The cards, as flat tables indexed by physical card id
# --------------------------------------------------------------------------------------------
_CARDS = edition()["cards"]
KEY: tuple[str, ...] = tuple(c["key"] for c in _CARDS for _ in range(c["count"]))
NUMBER: tuple[int, ...] = tuple(c["strength"] for c in _CARDS for _ in range(c["count"]))
KIND: tuple[str, ...] = tuple(c["type"] for c in _CARDS for _ in range(c["count"]))  # Ship/Planet/Special
TITLE: dict[str, str] = {c["key"]: c["title"] for c in _CARDS}
NUMBER_OF: dict[str, int] = {c["key"]: c["strength"] for c in _CARDS}
KIND_OF: dict[str, str] = {c["key"]: c["type"] for c in _CARDS}
DECK_SIZE = len(KEY)
HAND_SIZE = 10  # "Set Up": each player gets ten cards

TRADE, SLAVERY, UNREST, RESISTANCE, ARTIFACT, PIRACY, SABOTAGE = (
    "trade-delegation",
    "slavery",
    "labour-unrest",
    "resistance",
    "ancient-artifact",
    "space-piracy",
    "sabotage",
)
AGRICULTURAL, JUNGLE, INDUSTRIAL = "agricultural-planet", "jungle-planet", "industrial-planet"

EMPEROR, LIBERAL, TYRANNICAL = "emperor", "liberal", "tyrannical"

# Ship on the table: (card id, tapped 0/1, captured-this-turn 0/1); tuples so a fleet copies flat.
Ship = tuple[int, int, int]


class IEState(State):
    """One match of Interstellar Empire."""

    __slots__ = (
        "seat_count", "options", "rng", "deck", "discard", "hands", "fleets", "empires", "regime",
        "first_draw", "conceded", "turn", "turn_number", "phase", "step", "ctx", "limbo", "revealed",
        "contenders", "winner_info", "_legal",
    )
    # The shared MCTS bot's default budget per move (rules.bots.MCTSBot; figures in bench/bots.py).
    mcts_iterations = 500

    # ---------------------------------------------------------------------------------------- set-up
    @classmethod
    def new(cls, players: int, seed: int, options: Mapping[str, Any]) -> IEState:
        s = cls.__new__(cls)
        s.seat_count = players
        s.options = dict(options)
        s.rng = GameRng(seed)
        deck = list(range(DECK_SIZE))
        s.rng.shuffle(deck)
        s.deck = deck  # the top of the deck is the END of the list
        s.discard = []
        s.hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(players)]
        s.fleets = [[] for _ in range(players)]
        s.empires = [[] for _ in range(players)]
        s.regime = [EMPEROR] * players
        s.first_draw = [True] * players
        s.conceded = [False] * players
        s.turn = 0
        s.turn_number = 0
        s.step = None
        s.ctx = None
        s.limbo = []
        s.revealed = [None] * players
        s.contenders = []
        s.winner_info = None
        s._legal = None
        if s.options.get("first_player", "reveal") == "reveal":
            # "Who goes first?": each lays a card face down; the higher number is player one.
            s.phase = "reveal"
            s.contenders = list(range(players))
        else:
            s.phase = "draw"
            s._begin_turn(0, [])
        return s

    # ------------------------------------------------------------------------------- copying/JSON
    def clone(self) -> IEState:
        s = IEState.__new__(IEState)
        s.seat_count = self.seat_count
        s.options = self.options  # never mutated after set-up
        # The rng only shuffles at set-up (random numbers come off the deck), so copies share it.
        s.rng = self.rng
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.hands = [h[:] for h in self.hands]
        s.fleets = [f[:] for f in self.fleets]
        s.empires = [e[:] for e in self.empires]
        s.regime = self.regime[:]
        s.first_draw = self.first_draw[:]
        s.conceded = self.conceded[:]
        s.turn = self.turn
        s.turn_number = self.turn_number
        s.phase = self.phase
        s.step = self.step
        s.ctx = dict(self.ctx) if self.ctx is not None else None
        s.limbo = self.limbo[:]
        s.revealed = self.revealed[:]
        s.contenders = self.contenders[:]
        s.winner_info = self.winner_info
        s._legal = None
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "interstellar-empire",
            "players": self.seat_count,
            "options": dict(self.options),
            "rng": self.rng.to_json(),
            "deck": self.deck[:],
            "discard": self.discard[:],
            "hands": [h[:] for h in self.hands],
            "fleets": [[list(ship) for ship in f] for f in self.fleets],
            "empires": [e[:] for e in self.empires],
            "regime": self.regime[:],
            "first_draw": self.first_draw[:],
            "conceded": self.conceded[:],
            "turn": self.turn,
            "turn_number": self.turn_number,
            "phase": self.phase,
            "step": self.step,
            "ctx": _ctx_to_json(self.ctx),
            "limbo": self.limbo[:],
            "revealed": self.revealed[:],
            "contenders": self.contenders[:],
            "result": self.winner_info,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> IEState:
        s = cls.__new__(cls)
        s.seat_count = int(data["players"])
        s.options = dict(data["options"])
        s.rng = GameRng.from_json(data["rng"])
        s.deck = list(data["deck"])
        s.discard = list(data["discard"])
        s.hands = [list(h) for h in data["hands"]]
        s.fleets = [[(int(a), int(b), int(c)) for a, b, c in f] for f in data["fleets"]]
        s.empires = [list(e) for e in data["empires"]]
        s.regime = list(data["regime"])
        s.first_draw = list(data["first_draw"])
        s.conceded = list(data["conceded"])
        s.turn = int(data["turn"])
        s.turn_number = int(data["turn_number"])
        s.phase = data["phase"]
        s.step = data["step"]
        s.ctx = _ctx_from_json(data["ctx"])
        s.limbo = list(data["limbo"])
        s.revealed = list(data["revealed"])
        s.contenders = list(data["contenders"])
        s.winner_info = data["result"]
        s._legal = None
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, IEState) and self.to_json() == other.to_json()

    # ---------------------------------------------------------------------------------- queries
    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict[str, Any] | None:
        return self.winner_info

    def current_players(self) -> list[int]:
        phase = self.phase
        if phase == "over":
            return []
        if phase == "reveal":
            return [p for p in self.contenders if self.revealed[p] is None]
        if self.step is not None:
            return [self.ctx["actor"]]
        return [self.turn]

    def _tyrant(self, player: int) -> bool:
        return self.regime[player] == TYRANNICAL

    def _spendable(self, player: int, exclude: int | None = None) -> list[int]:
        """Hand cards a player may put on the discard pile as a resource or a response.

        Tyrannical State: a dictator "may never discard a card with a 6 on it as a resource" nor
        use it "as a random number or to respond to a jungle planet, labor unrest or resistance".
        """
        hand = self.hands[player]
        if self.regime[player] == TYRANNICAL:
            return [c for c in hand if NUMBER[c] != 6 and c != exclude]
        if exclude is None:
            return hand
        return [c for c in hand if c != exclude]

    def legal_actions(self, player: int) -> list[Action]:
        cached = self._legal
        if cached is not None and cached[0] == player:
            return cached[1]
        actions = self._generate(player)
        self._legal = (player, actions)
        return actions

    def _keys(self, player: int, cards: list[int], kind: str = "card", type_: str = "pay") -> list[Action]:
        seen: list[str] = []
        for c in cards:
            k = KEY[c]
            if k not in seen:
                seen.append(k)
        return [{"player": player, "type": type_, kind: k} for k in seen]

    def _generate(self, player: int) -> list[Action]:
        phase = self.phase
        if phase == "over":
            return []
        if phase == "reveal":
            if player not in self.contenders or self.revealed[player] is not None:
                return []
            return self._keys(player, self.hands[player], type_="reveal")
        step = self.step
        if step is not None:
            if player != self.ctx["actor"]:
                return []
            return self._step_actions(player, step)
        if player != self.turn:
            return []
        hand = self.hands[player]
        if phase == "draw":
            # Optional rules: declared "in your first draw phase".
            acts = [{"player": player, "type": "declare", "regime": EMPEROR}]
            if self.options.get("liberal_state"):
                acts.append({"player": player, "type": "declare", "regime": LIBERAL})
            if self.options.get("tyrannical_state"):
                acts.append({"player": player, "type": "declare", "regime": TYRANNICAL})
            return acts
        fleet = self.fleets[player]
        untapped = any(not ship[1] for ship in fleet)
        acts: list[Action] = []
        if phase == "explore":
            seen: set[str] = set()
            for c in hand:
                k = KEY[c]
                if k in seen:
                    continue
                seen.add(k)
                kind = KIND[c]
                if kind == "Planet":
                    # "Explore": a planet, an untapped ship, and other cards totalling its number.
                    if untapped and sum(NUMBER[x] for x in self._spendable(player, c)) >= NUMBER[c]:
                        acts.append({"player": player, "type": "explore", "card": k})
                elif k == TRADE or (k == SLAVERY and self.empires[player]) or (k == ARTIFACT and untapped):
                    acts.append({"player": player, "type": "play", "card": k})
        elif phase == "war":
            seen = set()
            for c in hand:
                k = KEY[c]
                if k in seen or KIND[c] != "Special":
                    continue
                seen.add(k)
                if k == PIRACY:
                    if self._piracy_ships(player):
                        acts.append({"player": player, "type": "play", "card": k})
                elif k == SABOTAGE or k == UNREST:
                    for other in range(self.seat_count):
                        if other == player or self.conceded[other]:
                            continue
                        for i, ship in enumerate(self.fleets[other]):
                            if ship[2]:
                                continue  # Nota Bene: not on a ship just captured with Space Piracy
                            if k == SABOTAGE and not ship[1]:
                                continue
                            acts.append({"player": player, "type": "play", "card": k, "target": other, "ship": i})
            # "War": untapped ships and another player's planets; a Liberal State never declares war.
            if untapped and self.regime[player] != LIBERAL:
                for other in range(self.seat_count):
                    if other != player and not self.conceded[other]:
                        for i in range(len(self.empires[other])):
                            acts.append({"player": player, "type": "war", "target": other, "planet": i})
        elif phase == "build":
            seen = set()
            for c in hand:
                k = KEY[c]
                if KIND[c] == "Ship" and k not in seen:
                    seen.add(k)
                    if sum(NUMBER[x] for x in self._spendable(player, c)) >= NUMBER[c]:
                        acts.append({"player": player, "type": "build", "card": k})
            if self._may_concede(player):
                acts.append({"player": player, "type": "concede"})
        acts.append({"player": player, "type": "done"})
        return acts

    def _may_concede(self, player: int) -> bool:
        """Every player may concede in the build phase ("Victory").

        Ruling: a Tyrannical player may concede too, 6s in hand or in the fleet included. The regime
        forbids spending a 6 "as a resource", as a random number or as a response, but allows a 6
        on the discard pile "if you are playing it legally": conceding is a legal play of the
        Victory rule (it shows and discards the whole hand and fleet), not a spending of the 6. The
        other reading would leave a dictator who holds a 6 unable ever to concede.
        """
        return True

    def _piracy_ships(self, player: int) -> list[int]:
        """Own untapped ships for which some opponent's tapped ship is no stronger."""
        weakest = None
        for other in range(self.seat_count):
            if other != player and not self.conceded[other]:
                for ship in self.fleets[other]:
                    if ship[1] and (weakest is None or NUMBER[ship[0]] < weakest):
                        weakest = NUMBER[ship[0]]
        if weakest is None:
            return []
        return [i for i, ship in enumerate(self.fleets[player]) if not ship[1] and NUMBER[ship[0]] >= weakest]

    def _step_actions(self, player: int, step: str) -> list[Action]:
        ctx = self.ctx
        if step == "pay":
            return self._keys(player, self._spendable(player))
        if step == "explore_ship" or step == "artifact_ship":
            return [{"player": player, "type": "tap", "ship": i} for i, ship in enumerate(self.fleets[player]) if not ship[1]]
        if step == "piracy_ship":
            return [{"player": player, "type": "tap", "ship": i} for i in self._piracy_ships(player)]
        if step == "piracy_target":
            strength = ctx["strength"]
            return [
                {"player": player, "type": "capture", "target": other, "ship": i}
                for other in range(self.seat_count)
                if other != player and not self.conceded[other]
                for i, ship in enumerate(self.fleets[other])
                if ship[1] and NUMBER[ship[0]] <= strength
            ]
        if step == "keep" or step == "artifact":
            # Tyrannical State: the chooser "must choose a card with a 6 on it if there is only one".
            cards = self.limbo
            if self._tyrant(player):
                sixes = [c for c in cards if NUMBER[c] == 6]
                if len(sixes) == 1:
                    cards = sixes
            return self._keys(player, cards, type_="keep")
        if step == "attackers":
            chosen = ctx["attackers"]
            acts = [
                {"player": player, "type": "commit", "ship": i}
                for i, ship in enumerate(self.fleets[player])
                if not ship[1] and i not in chosen
            ]
            if chosen:
                acts.append({"player": player, "type": "done"})
            return acts
        if step == "defenders":
            chosen = ctx["defenders"]
            acts = [{"player": player, "type": "commit", "ship": i} for i in range(len(self.fleets[player])) if i not in chosen]
            acts.append({"player": player, "type": "done"})
            return acts
        if step == "defence_number" or step == "strike" or step == "occupy":
            acts = self._keys(player, self._spendable(player), type_="discard")
            if step != "defence_number":
                acts.append({"player": player, "type": "refuse"})
            return acts
        if step == "resistance":
            return [{"player": player, "type": "resistance"}, {"player": player, "type": "pass"}]
        raise AssertionError(step)

    # ----------------------------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        player = action.get("player") if isinstance(action, dict) else None
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.seat_count:
            raise IllegalAction("no such seat", action)
        if action not in self.legal_actions(player):
            raise IllegalAction(f"not a legal action now: {self.describe(action)}", action)
        self._legal = None
        events: list[Event] = []
        kind = action["type"]
        if self.phase == "reveal":
            self._reveal(player, action["card"], events)
        elif self.step is not None:
            self._apply_step(player, action, events)
        elif kind == "declare":
            self._declare(player, action["regime"], events)
        elif kind == "done":
            self._end_phase(player, events)
        elif kind == "explore":
            card = self._take(player, action["card"])
            self.ctx = {"actor": player, "card": card}
            self.step = "explore_ship"
            self.limbo.append(card)  # laid down; counted in the empire once the sequence ends
            events.append({"type": "explore", "player": player, "card": KEY[card]})
        elif kind == "build":
            card = self._take(player, action["card"])
            self.limbo.append(card)
            self.ctx = {"actor": player, "card": card, "need": NUMBER[card], "for": "build"}
            self.step = "pay"
            events.append({"type": "build", "player": player, "card": KEY[card]})
        elif kind == "play":
            self._play_special(player, action, events)
        elif kind == "war":
            self.ctx = {"actor": player, "attacker": player, "defender": action["target"],
                        "planet": action["planet"], "attackers": (), "defenders": ()}
            self.step = "attackers"
            events.append({"type": "war", "player": player, "target": action["target"], "planet": action["planet"]})
        elif kind == "concede":
            self._concede(player, events)
        else:  # pragma: no cover - legal_actions never lists anything else
            raise IllegalAction("unknown action", action)
        return events

    def _take(self, player: int, key: str) -> int:
        hand = self.hands[player]
        for i, c in enumerate(hand):
            if KEY[c] == key:
                return hand.pop(i)
        raise AssertionError(key)

    def _take_spendable(self, player: int, key: str) -> int:
        hand = self.hands[player]
        tyrant = self.regime[player] == TYRANNICAL
        for i, c in enumerate(hand):
            if KEY[c] == key and not (tyrant and NUMBER[c] == 6):
                return hand.pop(i)
        raise AssertionError(key)

    def _draw(self, player: int, events: list[Event]) -> bool:
        """Draw the top card into the hand; True when that was the last card (the game ends)."""
        card = self.deck.pop()
        self.hands[player].append(card)
        events.append({"type": "draw", "player": player})
        if not self.deck:
            # "Draw": "If you draw the last card into your hand, the game is immediately over".
            self._finish("the last card was drawn", events)
            return True
        return False

    def _reveal(self, player: int, key: str, events: list[Event]) -> None:
        self.revealed[player] = self._take(player, key)
        if any(self.revealed[p] is None for p in self.contenders):
            return
        cards = {p: self.revealed[p] for p in self.contenders}
        events.append({"type": "reveal", "cards": {str(p): KEY[c] for p, c in cards.items()}})
        for p in self.contenders:
            self.discard.append(cards[p])  # "The cards are then discarded."
            self.revealed[p] = None
        high = max(NUMBER[c] for c in cards.values())
        tied = [p for p in self.contenders if NUMBER[cards[p]] == high]
        # "If there is a tie, repeat the process" (among the tied); a seat with no card left drops out.
        still = [p for p in tied if self.hands[p]]
        if len(tied) > 1 and len(still) > 1:
            self.contenders = still
            return
        first = tied[0] if len(tied) == 1 else (still[0] if still else tied[0])
        self.contenders = []
        events.append({"type": "first_player", "player": first})
        self._begin_turn(first, events)

    def _begin_turn(self, player: int, events: list[Event]) -> None:
        self.turn = player
        self.turn_number += 1
        self.step = None
        self.ctx = None
        # "Untap": the player untaps his ships (and a captured ship is no longer just captured).
        self.fleets[player] = [(ship[0], 0, 0) for ship in self.fleets[player]]
        events.append({"type": "turn", "player": player})
        if self.first_draw[player] and (self.options.get("liberal_state") or self.options.get("tyrannical_state")):
            self.phase = "draw"  # the declaration is a choice made in the first draw phase
            return
        self._draw_phase(player, 0, events)

    def _draw_phase(self, player: int, extra: int, events: list[Event]) -> None:
        self.first_draw[player] = False
        # "Draw" one card, plus one for each industrial planet, plus the optional states' extra card.
        count = 1 + extra + sum(1 for c in self.empires[player] if KEY[c] == INDUSTRIAL)
        for _ in range(count):
            if self._draw(player, events):
                return
        self.phase = "explore"

    def _declare(self, player: int, regime: str, events: list[Event]) -> None:
        self.regime[player] = regime
        events.append({"type": "declare", "player": player, "regime": regime})
        # Liberal and Tyrannical States: "You may draw one extra card this phase only".
        self._draw_phase(player, 0 if regime == EMPEROR else 1, events)

    def _end_phase(self, player: int, events: list[Event]) -> None:
        if self.phase == "explore":
            self.phase = "war"
        elif self.phase == "war":
            self.phase = "build"
        else:  # build: "Next Player", clockwise
            self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        seat = self.turn
        for _ in range(self.seat_count):
            seat = (seat + 1) % self.seat_count
            if not self.conceded[seat]:
                break
        self._begin_turn(seat, events)

    def _play_special(self, player: int, action: Action, events: list[Event]) -> None:
        key = action["card"]
        card = self._take(player, key)
        self.discard.append(card)  # "A special card is played by laying it on the discard pile"
        events.append({"type": "play", "player": player, "card": key})
        if key == TRADE or key == SLAVERY:
            self._offer_two(player, "keep", player, events)
        elif key == ARTIFACT:
            self.ctx = {"actor": player, "owner": player}
            self.step = "artifact_ship"
        elif key == PIRACY:
            self.ctx = {"actor": player}
            self.step = "piracy_ship"
        elif key == SABOTAGE:
            self._destroy_ship(action["target"], action["ship"], events)
        elif key == UNREST:
            target, ship = action["target"], action["ship"]
            if self._spendable(target):
                self.ctx = {"actor": target, "owner": player, "target": target, "ship": ship}
                self.step = "strike"
            else:  # he cannot discard: the ship is lost
                self._destroy_ship(target, ship, events)

    def _offer_two(self, owner: int, step: str, chooser: int, events: list[Event]) -> None:
        """Slavery and trade delegation draw two cards into the hand; one is kept, one discarded."""
        for _ in range(2):
            if not self.deck:
                break
            self.limbo.append(self.deck.pop())
        events.append({"type": "turn_over", "player": owner, "count": len(self.limbo)})
        if step == "keep" and not self.deck:
            # Drawn in the explore phase: the last card ends the game at once, both cards in hand.
            self.hands[owner].extend(self.limbo)
            self.limbo = []
            self._finish("the last card was drawn", events)
            return
        if len(self.limbo) == 1:
            self.hands[owner].append(self.limbo.pop())
            self._after_offer(events)
            return
        self.ctx = {"actor": chooser, "owner": owner}
        self.step = step

    def _after_offer(self, events: list[Event]) -> None:
        self.step = None
        self.ctx = None
        if not self.deck:
            self._finish("the last card was turned over", events)

    def _destroy_ship(self, owner: int, index: int, events: list[Event]) -> None:
        ship = self.fleets[owner].pop(index)
        self.discard.append(ship[0])
        events.append({"type": "destroyed", "player": owner, "card": KEY[ship[0]]})

    def _concede(self, player: int, events: list[Event]) -> None:
        # "Victory": shows and discards his hand, discards his ships; planets go to the leader.
        events.append({"type": "concede", "player": player, "hand": [KEY[c] for c in self.hands[player]]})
        self.discard.extend(self.hands[player])
        self.hands[player] = []
        self.discard.extend(ship[0] for ship in self.fleets[player])
        self.fleets[player] = []
        self.conceded[player] = True
        others = [(player + k) % self.seat_count for k in range(1, self.seat_count)]
        others = [p for p in others if not self.conceded[p]]
        if self.empires[player] and others:
            # Ties broken by number of ships, then cards in hand (then the next seat clockwise).
            leader = max(others, key=lambda p: (len(self.empires[p]), len(self.fleets[p]), len(self.hands[p])))
            self.empires[leader].extend(self.empires[player])
            events.append({"type": "planets_to", "player": leader, "count": len(self.empires[player])})
            self.empires[player] = []
        if len(others) <= 1:
            self._finish("every other player conceded", events)
            return
        self._next_turn(events)

    def _apply_step(self, player: int, action: Action, events: list[Event]) -> None:
        step = self.step
        ctx = self.ctx
        kind = action["type"]
        if step == "explore_ship":
            i = action["ship"]
            fleet = self.fleets[player]
            fleet[i] = (fleet[i][0], 1, fleet[i][2])
            ctx["need"] = NUMBER[ctx["card"]]
            ctx["for"] = "explore"
            self.step = "pay"
        elif step == "pay":
            card = self._take_spendable(player, action["card"])
            self.discard.append(card)
            ctx["need"] -= NUMBER[card]
            if ctx["need"] <= 0:
                laid = ctx["card"]
                self.limbo.remove(laid)
                self.step = None
                self.ctx = None
                if ctx["for"] == "build":
                    self.fleets[player].append((laid, 0, 0))
                    events.append({"type": "built", "player": player, "card": KEY[laid]})
                else:
                    self.empires[player].append(laid)
                    events.append({"type": "discovered", "player": player, "card": KEY[laid]})
                    if KEY[laid] == AGRICULTURAL:
                        # Agricultural: "immediately draw a card from the deck"; the last card ends it.
                        self._draw(player, events)
        elif step == "keep" or step == "artifact":
            owner = ctx["owner"]
            key = action["card"]
            for i, c in enumerate(self.limbo):
                if KEY[c] == key:
                    kept = self.limbo.pop(i)
                    break
            self.hands[owner].append(kept)
            self.discard.extend(self.limbo)
            self.limbo = []
            events.append({"type": "kept", "player": owner, "card": KEY[kept] if step == "artifact" else None})
            self._after_offer(events)
        elif step == "artifact_ship":
            i = action["ship"]
            fleet = self.fleets[player]
            fleet[i] = (fleet[i][0], 1, fleet[i][2])
            self.step = None
            self.ctx = None
            self._offer_two(player, "artifact", self._next_seat(player), events)
            if self.step == "artifact":
                events.append({"type": "artifact", "cards": [KEY[c] for c in self.limbo]})
        elif step == "piracy_ship":
            i = action["ship"]
            fleet = self.fleets[player]
            fleet[i] = (fleet[i][0], 1, fleet[i][2])
            ctx["strength"] = NUMBER[fleet[i][0]]
            self.step = "piracy_target"
        elif step == "piracy_target":
            ship = self.fleets[action["target"]].pop(action["ship"])
            self.fleets[player].append((ship[0], 1, 1))
            events.append({"type": "captured", "player": player, "from": action["target"], "card": KEY[ship[0]]})
            self.step = None
            self.ctx = None
        elif step == "strike":
            if kind == "discard":
                self.discard.append(self._take_spendable(player, action["card"]))
                events.append({"type": "discard", "player": player, "card": action["card"]})
            else:
                self._destroy_ship(ctx["target"], ctx["ship"], events)
            self.step = None
            self.ctx = None
        elif step == "attackers":
            if kind == "commit":
                ctx["attackers"] = ctx["attackers"] + (action["ship"],)
            else:
                ctx["actor"] = ctx["defender"]
                self.step = "defenders"
        elif step == "defenders":
            if kind == "commit":
                ctx["defenders"] = ctx["defenders"] + (action["ship"],)
            else:
                self._battle(events)
        elif step == "defence_number":
            card = self._take_spendable(player, action["card"])
            self.discard.append(card)
            self._resolve_battle(NUMBER[card], events)
        elif step == "resistance":
            if kind == "resistance":
                self.discard.append(self._take(player, RESISTANCE))
                events.append({"type": "play", "player": player, "card": RESISTANCE})
                ctx["need"] += 1
            self._occupation(events)
        elif step == "occupy":
            if kind == "discard":
                self.discard.append(self._take_spendable(player, action["card"]))
                events.append({"type": "discard", "player": player, "card": action["card"]})
                ctx["need"] -= 1
                self._occupation(events)
            else:
                self._lose_planet(events)

    def _next_seat(self, player: int) -> int:
        seat = player
        for _ in range(self.seat_count):
            seat = (seat + 1) % self.seat_count
            if not self.conceded[seat]:
                return seat
        return player

    # ------------------------------------------------------------------------------------ war
    def _battle(self, events: list[Event]) -> None:
        ctx = self.ctx
        # The attacker's random number: "turning over the top card on the deck and discarding it".
        card = self.deck.pop()
        self.discard.append(card)
        ctx["attack_roll"] = NUMBER[card]
        events.append({"type": "random_number", "player": ctx["attacker"], "card": KEY[card]})
        defender = ctx["defender"]
        if self.deck:
            card = self.deck.pop()
            self.discard.append(card)
            events.append({"type": "random_number", "player": defender, "card": KEY[card]})
            self._resolve_battle(NUMBER[card], events)
        elif self._spendable(defender):
            # "if the attacker's random number was generated using the last card in the deck, ...
            # the defender discards a card from his hand to generate a number".
            ctx["actor"] = defender
            self.step = "defence_number"
        else:
            self._resolve_battle(0, events)

    def _resolve_battle(self, defence_roll: int, events: list[Event]) -> None:
        ctx = self.ctx
        attacker, defender = ctx["attacker"], ctx["defender"]
        a_fleet, d_fleet = self.fleets[attacker], self.fleets[defender]
        attack = sum(NUMBER[a_fleet[i][0]] for i in ctx["attackers"]) + ctx["attack_roll"]
        defence = sum(NUMBER[d_fleet[i][0]] for i in ctx["defenders"]) + defence_roll
        won = attack > defence  # "If the defender's score is higher, or the totals are equal, he has won."
        events.append({"type": "battle", "attack": attack, "defence": defence, "winner": attacker if won else defender})
        for i in ctx["attackers"]:
            a_fleet[i] = (a_fleet[i][0], 1, a_fleet[i][2])
        if won:
            # "Any defending ships that are tapped are destroyed. Then, all surviving ships are tapped".
            lost = sorted((i for i in ctx["defenders"] if d_fleet[i][1]), reverse=True)
            for i in ctx["defenders"]:
                d_fleet[i] = (d_fleet[i][0], 1, d_fleet[i][2])
            for i in lost:
                self._destroy_ship(defender, i, events)
            jungle = KEY[self.empires[defender][ctx["planet"]]] == JUNGLE
            ctx["need"] = 1 if jungle else 0
            if any(KEY[c] == RESISTANCE for c in self.hands[defender]):
                ctx["actor"] = defender
                self.step = "resistance"
                return
            self._occupation(events)
            return
        for i in ctx["defenders"]:
            d_fleet[i] = (d_fleet[i][0], 1, d_fleet[i][2])
        self._end_war(events)

    def _occupation(self, events: list[Event]) -> None:
        """The attacker won: discard a card for a jungle planet (and for resistance) or lose it."""
        ctx = self.ctx
        attacker = ctx["attacker"]
        if ctx["need"] <= 0:
            planet = self.empires[ctx["defender"]].pop(ctx["planet"])
            self.empires[attacker].append(planet)
            events.append({"type": "conquered", "player": attacker, "card": KEY[planet]})
            self._end_war(events)
        elif self._spendable(attacker):
            ctx["actor"] = attacker
            self.step = "occupy"
        else:  # "If he refuses to discard a card, or is unable, the planet is placed in the discard pile"
            self._lose_planet(events)

    def _lose_planet(self, events: list[Event]) -> None:
        ctx = self.ctx
        planet = self.empires[ctx["defender"]].pop(ctx["planet"])
        self.discard.append(planet)
        events.append({"type": "planet_lost", "player": ctx["defender"], "card": KEY[planet]})
        self._end_war(events)

    def _end_war(self, events: list[Event]) -> None:
        self.step = None
        self.ctx = None
        if not self.deck:
            # "If the war used up the last card in the deck, the game is over".
            self._finish("the last card was used in a war", events)

    # ------------------------------------------------------------------------------- the end
    def _finish(self, reason: str, events: list[Event]) -> None:
        self.phase = "over"
        self.step = None
        self.ctx = None
        self.hands[self.turn].extend(self.limbo)  # nothing stays in limbo once the game is over
        self.limbo = []
        seats = [p for p in range(self.seat_count) if not self.conceded[p]]
        # "Victory": most planets, then most ships, then most cards in hand; otherwise a draw.
        scores = {p: (len(self.empires[p]), len(self.fleets[p]), len(self.hands[p])) for p in seats}
        best = max(scores.values())
        winners = [p for p in seats if scores[p] == best]
        self.winner_info = {
            "winners": winners,
            "draw": len(winners) > 1,
            "reason": reason,
            "scores": [list(scores.get(p, (0, 0, 0))) for p in range(self.seat_count)],
        }
        events.append({"type": "game_over", **self.winner_info})

    # ------------------------------------------------------------------------------ views, bots
    def view(self, player: int | None) -> dict[str, Any]:
        def ships(f: list[Ship]) -> list[dict[str, Any]]:
            return [{"card": KEY[c], "tapped": bool(t), "captured": bool(k)} for c, t, k in f]

        limbo_visible = self.step == "artifact" or (self.ctx is not None and self.ctx.get("owner") == player)
        seats = []
        for p in range(self.seat_count):
            seats.append({
                "seat": p,
                "hand_count": len(self.hands[p]),
                "hand": [KEY[c] for c in self.hands[p]] if p == player else None,
                "fleet": ships(self.fleets[p]),
                "empire": [KEY[c] for c in self.empires[p]],
                "regime": self.regime[p],
                "conceded": self.conceded[p],
                "revealed": self.phase == "reveal" and self.revealed[p] is not None,
            })
        return {
            "game": "interstellar-empire",
            "you": player,
            "phase": self.phase,
            "step": self.step,
            "turn": self.turn,
            "turn_number": self.turn_number,
            "current": self.current_players(),
            "deck_count": len(self.deck),
            # Set Up: "you cannot look through the discard pile, and the pile should be kept tidy so
            # players can't see cards beneath the top discard": the top card and the count only.
            "discard_top": KEY[self.discard[-1]] if self.discard else None,
            "discard_count": len(self.discard),
            "limbo": [KEY[c] for c in self.limbo] if limbo_visible else len(self.limbo),
            "war": _ctx_to_json(self.ctx) if self.step in ("attackers", "defenders", "defence_number", "resistance", "occupy") else None,
            "seats": seats,
            "options": dict(self.options),
            "result": self.winner_info,
        }

    def determinize(self, player: int, rng: GameRng) -> IEState:
        """Resample what `player` cannot see: other hands, the deck order, hidden face-down cards."""
        s = self.clone()
        pool: list[int] = []
        for p in range(s.seat_count):
            if p != player:
                pool.extend(s.hands[p])
                if s.revealed[p] is not None:
                    pool.append(s.revealed[p])
        pool.extend(s.deck)
        hidden_limbo = bool(s.limbo) and s.step == "keep" and s.ctx["owner"] != player
        if hidden_limbo:
            pool.extend(s.limbo)
        scramble(pool, rng)
        at = 0
        for p in range(s.seat_count):
            if p != player:
                n = len(s.hands[p])
                s.hands[p] = pool[at:at + n]
                at += n
                if s.revealed[p] is not None:
                    s.revealed[p] = pool[at]
                    at += 1
        if hidden_limbo:
            n = len(s.limbo)
            s.limbo = pool[at:at + n]
            at += n
        s.deck = pool[at:]
        return s

    def heuristic(self, player: int) -> float:
        if self.winner_info is not None:
            winners = self.winner_info["winners"]
            if player not in winners:
                return 0.0
            return 0.5 if len(winners) > 1 else 1.0
        left = len(self.deck)
        mine = self._worth(player, left)
        rival = max((self._worth(p, left) for p in range(self.seat_count) if p != player and not self.conceded[p]), default=0.0)
        if self.conceded[player]:
            return 0.0
        return 1.0 / (1.0 + math.exp((rival - mine) / 4.0))

    def _worth(self, p: int, left: int) -> float:
        planets = len(self.empires[p])
        industry = sum(1 for c in self.empires[p] if KEY[c] == INDUSTRIAL)
        fleet = self.fleets[p]
        firepower = sum(NUMBER[s[0]] for s in fleet)
        turns_left = left / (self.seat_count * 1.5)
        return (
            planets * 6.0
            + len(fleet) * 1.0
            + firepower * 0.4
            + len(self.hands[p]) * 0.6
            + industry * min(turns_left, 10.0) * 0.5
        )

    def describe(self, action: Action) -> str:
        kind = action.get("type")
        who = f"Seat {action.get('player')}"
        card = TITLE.get(action.get("card", ""), action.get("card"))
        if kind in ("explore", "build", "pay", "keep", "discard", "reveal"):
            return f"{who}: {kind} {card}"
        if kind == "play":
            target = f" on seat {action['target']}'s ship {action['ship']}" if "target" in action else ""
            return f"{who}: plays {card}{target}"
        if kind == "war":
            return f"{who}: declares war on seat {action.get('target')}'s planet {action.get('planet')}"
        if kind in ("commit", "tap"):
            return f"{who}: {kind} ship {action.get('ship')}"
        if kind == "capture":
            return f"{who}: captures seat {action.get('target')}'s ship {action.get('ship')}"
        if kind == "declare":
            return f"{who}: declares a {action.get('regime')} state"
        return f"{who}: {kind}"


def _ctx_to_json(ctx: dict[str, Any] | None) -> dict[str, Any] | None:
    if ctx is None:
        return None
    return {k: list(v) if isinstance(v, tuple) else v for k, v in ctx.items()}


def _ctx_from_json(data: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if data is None:
        return None
    return {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
