"""A tiny two-seat game whose hidden cards carry unmistakable names, to catch any leak.

Each seat holds cards named SECRET-HAND-<seat>-<n>, the deck holds SECRET-DECK-<n> in a seeded
order; a seat plays a hand card face down ("lay", naming the card: hidden from the others) or
draws. After six actions the seat with more cards laid wins. Registered by the `canary_game`
fixture for the play app's tests only.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import Action, DeckCard, Game, GameRng, IllegalAction, Option, State

SLUG = "canary"


class CanaryState(State):
    def __init__(self, data: Mapping[str, Any]) -> None:
        self.hands = [list(h) for h in data["hands"]]
        self.deck = list(data["deck"])
        self.laid = [list(p) for p in data["laid"]]
        self.turn = data["turn"]
        self.moves = data["moves"]
        self.limit = data["limit"]

    @classmethod
    def new(cls, seed: int, options: Mapping[str, Any]) -> CanaryState:
        rng = GameRng(seed)
        deck = [f"SECRET-DECK-{n}" for n in range(20)]
        rng.shuffle(deck)
        hands = [[f"SECRET-HAND-{s}-{n}" for n in range(3)] for s in range(2)]
        return cls({"hands": hands, "deck": deck, "laid": [[], []], "turn": 0, "moves": 0,
                    "limit": int(options.get("moves", 6))})

    def current_players(self) -> list[int]:
        return [] if self.is_over() else [self.turn]

    def legal_actions(self, player: int) -> list[Action]:
        if self.is_over() or player != self.turn:
            return []
        actions = [{"player": player, "type": "lay", "card": c} for c in self.hands[player]]
        if self.deck:
            actions.append({"player": player, "type": "draw"})
        return actions

    def apply(self, action: Action) -> list[dict[str, Any]]:
        if action not in self.legal_actions(action.get("player", -1)):
            raise IllegalAction("not legal", action)
        p = action["player"]
        if action["type"] == "lay":
            self.hands[p].remove(action["card"])
            self.laid[p].append(action["card"])
        else:
            self.hands[p].append(self.deck.pop())
        self.moves += 1
        self.turn = 1 - self.turn
        return [{"type": action["type"], "player": p}]

    def is_over(self) -> bool:
        return self.moves >= self.limit

    def result(self) -> dict[str, Any] | None:
        if not self.is_over():
            return None
        a, b = len(self.laid[0]), len(self.laid[1])
        if a == b:
            return {"winners": [0, 1], "draw": True, "reason": "as many laid"}
        return {"winners": [0 if a > b else 1], "draw": False, "reason": "more laid"}

    def view(self, player: int | None) -> dict[str, Any]:
        return {
            "you": player,
            "turn": self.turn,
            "deck_count": len(self.deck),
            "seats": [
                {"seat": s, "hand": list(self.hands[s]) if s == player else None, "hand_count": len(self.hands[s]),
                 "laid_count": len(self.laid[s]), "laid": list(self.laid[s]) if s == player else None}
                for s in range(2)
            ],
        }

    def to_json(self) -> dict[str, Any]:
        return {"hands": self.hands, "deck": self.deck, "laid": self.laid, "turn": self.turn,
                "moves": self.moves, "limit": self.limit}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CanaryState:
        return cls(data)

    def describe(self, action: Action) -> str:
        if action["type"] == "lay":
            return f"Seat {action['player']}: lays {action['card']} face down"
        return f"Seat {action['player']}: draws a card"


class Canary(Game):
    slug = SLUG
    name = "Canary"
    min_players = 2
    max_players = 2
    options = (Option("moves", "int", 6, "Actions before the end"),)

    def new_match(self, players: int, seed: int, options: Mapping[str, Any] | None = None,
                  decks: Sequence[Sequence[DeckCard]] | None = None) -> State:
        return CanaryState.new(seed, self.option_values(options))

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return CanaryState.from_json(data)


GAME = Canary()
