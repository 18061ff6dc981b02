"""Build Interstellar Empire positions card by card for the scenario tests."""
from __future__ import annotations

from collections.abc import Sequence

from rules.interstellar_empire.engine import DECK_SIZE, KEY, IEState


class Table:
    """Lays out a position: every card named goes where it is asked, the rest to the discard pile."""

    def __init__(self, players: int = 2, **options: object) -> None:
        self.state = IEState.new(players, 0, {"first_player": "first-seat", **options})
        self.free = list(range(DECK_SIZE))
        s = self.state
        s.deck, s.discard, s.limbo = [], [], []
        s.hands = [[] for _ in range(players)]
        s.fleets = [[] for _ in range(players)]
        s.empires = [[] for _ in range(players)]

    def card(self, key: str) -> int:
        for c in self.free:
            if KEY[c] == key:
                self.free.remove(c)
                return c
        raise AssertionError(f"no {key} left")

    def hand(self, seat: int, *keys: str) -> Table:
        self.state.hands[seat] = [self.card(k) for k in keys]
        return self

    def fleet(self, seat: int, *ships: str) -> Table:
        """Ships as keys; a trailing "*" marks a tapped ship."""
        self.state.fleets[seat] = [(self.card(k.rstrip("*")), int(k.endswith("*")), 0) for k in ships]
        return self

    def empire(self, seat: int, *planets: str) -> Table:
        self.state.empires[seat] = [self.card(k) for k in planets]
        return self

    def deck(self, *keys: str, filler: int = 0) -> Table:
        """The deck from the top down; `filler` more cards (of whatever is left) below them."""
        top = [self.card(k) for k in keys]
        rest = [self.free.pop() for _ in range(min(filler, len(self.free)))]
        self.state.deck = rest + list(reversed(top))
        return self

    def at(self, phase: str, turn: int = 0) -> IEState:
        s = self.state
        s.discard = self.free[:]
        self.free = []
        s.phase, s.turn, s.step, s.ctx = phase, turn, None, None
        s.first_draw = [False] * s.seat_count
        s._legal = None
        return s


def act(state: IEState, *actions: Sequence) -> None:
    """Apply (player, type, extras...) tuples as actions."""
    for player, kind, *extra in actions:
        action = {"player": player, "type": kind}
        for key, value in zip(extra[0::2], extra[1::2]):
            action[key] = value
        state.apply(action)
