"""Build Empires positions card by card for the scenario tests."""
from __future__ import annotations

from rules.empires.engine import ID_OF, EmpiresState


def cid(name: str) -> int:
    """ "KS" -> King of spades (ranks A K Q J 10..2, suits S C D H)."""
    rank, suit = name[:-1], name[-1]
    suits = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts"}
    return ID_OF[f"{rank.lower()}-of-{suits[suit]}"]


def key(name: str) -> str:
    from rules.empires.engine import KEY

    return KEY[cid(name)]


class Table:
    """Every card of each pack not placed goes to the deck (in a fixed order)."""

    def __init__(self, players: int = 2, lives: tuple[int, ...] = (3, 3)) -> None:
        s = EmpiresState.new(players, 0, {"max_lives": 47, "turn_limit": 0})
        self.state = s
        self.placed: list[set[int]] = [set() for _ in range(players)]
        self.lives = lives

    def _take(self, seat: int, names: tuple[str, ...]) -> list[int]:
        ids = [cid(n) for n in names]
        for c in ids:
            assert c not in self.placed[seat], c
            self.placed[seat].add(c)
        return ids

    def hand(self, seat: int, *names: str) -> Table:
        self.state.hands[seat] = self._take(seat, names)
        return self

    def soldiers(self, seat: int, *names: str) -> Table:
        """A trailing "+" marks a soldier brought out this turn (not ready)."""
        ids = self._take(seat, tuple(n.rstrip("+") for n in names))
        self.state.soldiers[seat] = [(c, int(n.endswith("+")), 0) for c, n in zip(ids, names)]
        return self

    def defenders(self, seat: int, *names: str) -> Table:
        self.state.defenders[seat] = self._take(seat, names)
        return self

    def resources(self, seat: int, *names: str) -> Table:
        self.state.resources[seat] = [(c, 0) for c in self._take(seat, names)]
        return self

    def at(self, phase: str, turn: int = 0) -> EmpiresState:
        s = self.state
        for seat in range(s.seat_count):
            rest = [c for c in range(52) if c not in self.placed[seat]]
            n = self.lives[seat] if seat < len(self.lives) else 3
            s.lives[seat] = rest[:n]
            s.decks[seat] = rest[n:]
            s.discards[seat] = []
        s.phase, s.turn, s.step, s.ctx, s.turn_number = phase, turn, None, None, 1
        s._legal = None
        return s


def act(state: EmpiresState, *actions: tuple) -> None:
    for player, kind, *extra in actions:
        action = {"player": player, "type": kind}
        for k, v in zip(extra[0::2], extra[1::2]):
            action[k] = v
        state.apply(action)
